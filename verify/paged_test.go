package verify

import (
	"bytes"
	"slices"
	"testing"

	"github.com/mlagen/mlagen/mla"
)

// Reading the paged cache through its own indices (kv_indices, or the block
// table and the page size) gives back every sequence's logical rows, except
// that a shared prefix reads its first owner's rows; every row no sequence
// owns holds the fp8 NaN code; the sequences' pages are distinct unless
// shared and not in order; entries past a sequence's pages are poison.
func TestPagedCacheGathersTheLogicalRows(t *testing.T) {
	in := NewRaggedInputs(3, []int{100, 0, 33, 64, 1})
	for _, page := range []int{1, 16, 64} {
		p, err := in.Paged(page)
		if err != nil {
			t.Fatal(err)
		}
		// logical is the (sequence, token) whose Inputs.KV row token j of
		// sequence s reads: its shared prefix's first owner's.
		logical := func(s, j int) int {
			for j < p.Shared[s]*page {
				s = p.SharedWith[s]
			}
			return int(in.KVIndptr[s]) + j
		}
		want := make([]uint8, len(in.KV))
		owned := make([]bool, p.Pages*page)
		inOrder := true
		prev := -1
		for s, l := range in.KVLens {
			for j := 0; j < l; j++ {
				var row int
				if page == 1 {
					row = int(p.KVIndices[int(in.KVIndptr[s])+j])
				} else {
					if j%page == 0 && j/page+1 < p.Stride {
						// the next entry is a page of this sequence or poison
						if nxt := p.BlockTable[s*p.Stride+j/page+1]; (j+page < l) != (nxt != PoisonIndex) {
							t.Fatalf("page %d: seq %d page %d: next entry %d", page, s, j/page, nxt)
						}
					}
					row = int(p.BlockTable[s*p.Stride+j/page])*page + j%page
				}
				if owned[row] && j >= p.Shared[s]*page {
					t.Fatalf("page %d: cache row %d owned twice", page, row)
				}
				owned[row] = true
				inOrder = inOrder && row == prev+1
				prev = row
				got := p.Cache[row*mla.QKDim:][:mla.QKDim]
				w := in.KV[logical(s, j)*mla.QKDim:][:mla.QKDim]
				copy(want[(int(in.KVIndptr[s])+j)*mla.QKDim:], w)
				if !bytes.Equal(got, w) {
					t.Fatalf("page %d: seq %d token %d: cache row %d is not the logical row", page, s, j, row)
				}
			}
		}
		if inOrder {
			t.Errorf("page %d: the pages are in order: the layout would not catch a kernel ignoring the indices", page)
		}
		for row, o := range owned {
			if o {
				continue
			}
			for _, b := range p.Cache[row*mla.QKDim:][:mla.QKDim] {
				if b != PoisonFP8 {
					t.Fatalf("page %d: unowned row %d holds %#x", page, row, b)
				}
			}
		}
		if g := p.Gathered(in); !bytes.Equal(g.KV, want) {
			t.Errorf("page %d: the rows gathered through the indices are not the logical rows", page)
		}
		if page == 1 && p.KVIndices[len(p.KVIndices)-1] != PoisonIndex {
			t.Errorf("kv_indices lacks its poison tail")
		}
	}
	if _, err := in.Paged(8); err == nil {
		t.Errorf("page size 8: no error")
	}
}

// Some sequences share their first pages (a prefix cache), deterministically
// for the seed: only whole pages of both sequences, with an earlier
// sequence; and the layout is the same on every call.
func TestPagedSharesPrefixPages(t *testing.T) {
	in := NewRaggedInputs(3, []int{100, 0, 33, 64, 1, 130, 200, 70})
	for _, page := range []int{1, 16, 64} {
		p, err := in.Paged(page)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("page %d: %d shared page-table entries, %v with %v", page, p.SharedPages(), p.Shared, p.SharedWith)
		if p.SharedPages() == 0 {
			t.Errorf("page %d: no sequence shares a page", page)
		}
		for s, k := range p.Shared {
			if k == 0 {
				continue
			}
			o := p.SharedWith[s]
			if o < 0 || o >= s || k*page > in.KVLens[s] || k*page > in.KVLens[o] {
				t.Errorf("page %d: seq %d shares %d pages with seq %d (lengths %d, %d)", page, s, k, o, in.KVLens[s], in.KVLens[o])
			}
			for j := 0; j < k; j++ {
				if p.pageOf[s][j] != p.pageOf[o][j] {
					t.Errorf("page %d: seq %d page %d is not seq %d's", page, s, j, o)
				}
			}
		}
		q, _ := in.Paged(page)
		if !bytes.Equal(q.Cache, p.Cache) || !slices.Equal(q.BlockTable, p.BlockTable) || !slices.Equal(q.KVIndices, p.KVIndices) {
			t.Errorf("page %d: two layouts of one seed differ", page)
		}
	}
}

// Repeating a paged batch (Prepare's reps) gives each copy its own cache:
// copy r's indices or pages are copy 0's plus r caches.
func TestPagedDeviceDataReps(t *testing.T) {
	in := NewRaggedInputs(4, []int{17, 5})
	for _, page := range []int{1, 16} {
		p, err := in.Paged(page)
		if err != nil {
			t.Fatal(err)
		}
		d := p.DeviceData(3)
		key, n := "kv_indices", len(p.KVIndices)-1
		if page > 1 {
			key, n = "block_table", len(p.BlockTable)
		}
		got := i32s(d[key])
		for r := 0; r < 3; r++ {
			for i := 0; i < n; i++ {
				want := append(p.KVIndices, p.BlockTable...)[i]
				if want != PoisonIndex {
					want += int32(r * p.Pages)
				}
				if got[r*n+i] != want {
					t.Fatalf("page %d: copy %d entry %d = %d, want %d", page, r, i, got[r*n+i], want)
				}
			}
		}
	}
}

func i32s(b []byte) []int32 {
	out := make([]int32, len(b)/4)
	for i := range out {
		out[i] = int32(uint32(b[4*i]) | uint32(b[4*i+1])<<8 | uint32(b[4*i+2])<<16 | uint32(b[4*i+3])<<24)
	}
	return out
}
