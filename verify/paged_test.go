package verify

import (
	"bytes"
	"testing"

	"github.com/mlagen/mlagen/gen"
)

// Reading the paged cache through its own indices (kv_indices, or the block
// table and the page size) gives back every sequence's logical rows; every
// row no sequence owns holds the fp8 NaN code; the sequences' pages are
// distinct and not in order; entries past a sequence's pages are poison.
func TestPagedCacheGathersTheLogicalRows(t *testing.T) {
	in := NewRaggedInputs(3, []int{100, 0, 33, 64, 1})
	for _, page := range []int{1, 16, 64} {
		p, err := in.Paged(page)
		if err != nil {
			t.Fatal(err)
		}
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
				if owned[row] {
					t.Fatalf("page %d: cache row %d owned twice", page, row)
				}
				owned[row] = true
				inOrder = inOrder && row == prev+1
				prev = row
				got := p.Cache[row*gen.QKDim:][:gen.QKDim]
				want := in.KV[(int(in.KVIndptr[s])+j)*gen.QKDim:][:gen.QKDim]
				if !bytes.Equal(got, want) {
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
			for _, b := range p.Cache[row*gen.QKDim:][:gen.QKDim] {
				if b != PoisonFP8 {
					t.Fatalf("page %d: unowned row %d holds %#x", page, row, b)
				}
			}
		}
		if g := p.Gathered(in); !bytes.Equal(g.KV, in.KV) {
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
