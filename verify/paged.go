package verify

import (
	"fmt"
	"math/rand/v2"

	"github.com/mlagen/mlagen/mla"
)

// PagedKV is the inputs' fp8 KV cache laid out in pages, as a serving engine
// keeps it: the sequences' pages in a seeded random order among spare pages,
// every row no sequence owns (spare pages, and a last page's rows past its
// sequence's length) filled with the fp8 NaN code, so a kernel reading a
// wrong row gets NaN outputs. Some sequences share their first pages with an
// earlier sequence (a common prompt prefix, as serving engines' prefix caches
// keep one copy of it): those pages hold the earlier sequence's rows, and
// both sequences' indices point at them (Shared). Token j of sequence s is
// cache row Row(s, j); it holds row kv_indptr[s] + j of Inputs.KV unless the
// page is shared, and Gathered is the logical cache the references read.
type PagedKV struct {
	Page  int     // page size in tokens: 1 (token-level indices), 16 or 64
	Pages int     // the cache's pages; Cache has Pages*Page rows
	Cache []uint8 // fp8 e4m3fn codes [Pages*Page, 576]
	// KVIndices (page size 1): the cache row of each token, indexed by
	// kv_indptr as Inputs.KV's rows are, followed by one entry (PoisonIndex)
	// that no kernel may read.
	KVIndices []int32
	// BlockTable (page size > 1): [batch, Stride] page numbers; entries
	// past a sequence's pages are PoisonIndex.
	BlockTable []int32
	Stride     int

	// Shared is, per sequence, how many of its first pages are another
	// sequence's (0: none): SharedWith's, whose first pages they are too.
	Shared     []int
	SharedWith []int

	kvIndptr []int32
	pageOf   [][]int32 // sequence -> its pages in order
}

// PoisonIndex marks index and block-table entries past a sequence's end: as
// a cache row or page it lies far outside any cache, so a kernel reading
// one faults on the emulator (its memory is bounds-checked).
const PoisonIndex = 1 << 22

// PoisonFP8 is the fp8 e4m3fn NaN code that fills the cache's unowned rows.
const PoisonFP8 = 0x7F

// keyPage seeds the page order; keyShare which sequences share a prefix.
const (
	keyPage  = 7
	keyShare = 8
)

// Paged lays the inputs' fp8 cache out in pages of page tokens (1, 16 or
// 64), deterministically for the inputs' seed.
func (in *Inputs) Paged(page int) (*PagedKV, error) {
	if page != 1 && page != 16 && page != 64 {
		return nil, fmt.Errorf("page size %d: want 1, 16 or 64", page)
	}
	if in.Format != mla.KVFP8 {
		return nil, fmt.Errorf("paged caches hold fp8 KV; the inputs are %v", in.Format)
	}
	p := &PagedKV{Page: page, kvIndptr: in.KVIndptr}
	b := in.Batch()
	p.Shared, p.SharedWith = sharePrefixes(in, page)
	own := 0
	maxPages := 0
	for s, l := range in.KVLens {
		n := (l + page - 1) / page
		own += n - p.Shared[s]
		maxPages = max(maxPages, n)
	}
	// A quarter more pages than the sequences own, at least 3: spares
	// between and around them.
	p.Pages = own + own/4 + 3
	r := rand.New(rand.NewPCG(in.Seed, streamKey(keyPage, page, 0)))
	perm := r.Perm(p.Pages)
	p.pageOf = make([][]int32, b)
	k := 0
	for s, l := range in.KVLens {
		for j := 0; j*page < l; j++ {
			if j < p.Shared[s] {
				p.pageOf[s] = append(p.pageOf[s], p.pageOf[p.SharedWith[s]][j])
				continue
			}
			p.pageOf[s] = append(p.pageOf[s], int32(perm[k]))
			k++
		}
	}
	p.Cache = make([]uint8, p.Pages*page*mla.QKDim)
	for i := range p.Cache {
		p.Cache[i] = PoisonFP8
	}
	for s, l := range in.KVLens {
		// A shared page holds its first owner's rows.
		for j := p.Shared[s] * page; j < l; j++ {
			src := (int(in.KVIndptr[s]) + j) * mla.QKDim
			copy(p.Cache[p.Row(s, j)*mla.QKDim:][:mla.QKDim], in.KV[src:src+mla.QKDim])
		}
	}
	if page == 1 {
		p.KVIndices = make([]int32, 0, in.TotalKV()+1)
		for s, l := range in.KVLens {
			for j := 0; j < l; j++ {
				p.KVIndices = append(p.KVIndices, int32(p.Row(s, j)))
			}
		}
		p.KVIndices = append(p.KVIndices, PoisonIndex)
		return p, nil
	}
	// One spare column: a kernel reading past a sequence's pages reads
	// PoisonIndex even for the longest sequence.
	p.Stride = maxPages + 1
	p.BlockTable = make([]int32, b*p.Stride)
	for s := range p.pageOf {
		row := p.BlockTable[s*p.Stride : (s+1)*p.Stride]
		for j := range row {
			row[j] = PoisonIndex
		}
		copy(row, p.pageOf[s])
	}
	return p, nil
}

// sharePrefixes picks, for the seed, which sequences share a prefix of whole
// pages with an earlier one: each sequence with a whole page, with
// probability one half, shares 1..n of its first pages with a seeded earlier
// sequence that has whole pages, n the whole pages both have. Only whole
// pages are shared, as a prefix cache shares them: a shared page holds no
// row past either sequence's end. shared[s] is the count, with[s] the
// earlier sequence (-1 when none).
func sharePrefixes(in *Inputs, page int) (shared, with []int) {
	b := in.Batch()
	shared, with = make([]int, b), make([]int, b)
	r := rand.New(rand.NewPCG(in.Seed, streamKey(keyShare, page, 0)))
	var cands []int // earlier sequences with a whole page
	for s, l := range in.KVLens {
		with[s] = -1
		whole := l / page
		if whole == 0 {
			continue
		}
		if len(cands) > 0 && r.IntN(2) == 0 {
			o := cands[r.IntN(len(cands))]
			shared[s] = 1 + r.IntN(min(whole, in.KVLens[o]/page))
			with[s] = o
		}
		cands = append(cands, s)
	}
	return shared, with
}

// SharedPages is the number of page-table entries (kv_indices entries for
// page size 1) that point at a page another sequence's entries point at too.
func (p *PagedKV) SharedPages() int {
	n := 0
	for _, k := range p.Shared {
		n += k
	}
	return n
}

// Row is the cache row of token j of sequence s.
func (p *PagedKV) Row(s, j int) int {
	return int(p.pageOf[s][j/p.Page])*p.Page + j%p.Page
}

// DeviceData is the paged cache's device buffers by kernel argument name:
// kv (the cache) and kv_indices or block_table, each repeated reps times
// (copy r's indices and pages offset by r caches), as Prepare tiles a batch.
func (p *PagedKV) DeviceData(reps int) map[string][]byte {
	d := map[string][]byte{"kv": p.Cache}
	if p.KVIndices != nil {
		n := len(p.KVIndices) - 1
		idx := make([]int32, 0, n*reps+1)
		for r := 0; r < reps; r++ {
			for _, v := range p.KVIndices[:n] {
				idx = append(idx, v+int32(r*p.Pages))
			}
		}
		d["kv_indices"] = I32Bytes(append(idx, PoisonIndex))
	} else {
		bt := make([]int32, 0, len(p.BlockTable)*reps)
		for r := 0; r < reps; r++ {
			for _, v := range p.BlockTable {
				if v != PoisonIndex {
					v += int32(r * p.Pages)
				}
				bt = append(bt, v)
			}
		}
		d["block_table"] = I32Bytes(bt)
	}
	return d
}

// Gathered is in with its KV rows read back from the paged cache through
// the indices (kv_indices, or the block table and the page size), as a
// kernel reads them: what the references compute on for a paged config. It
// equals in when the layout is right (TestPagedCacheGathersTheLogicalRows).
func (p *PagedKV) Gathered(in *Inputs) *Inputs {
	g := *in
	g.KV = make([]uint8, len(in.KV))
	for s, l := range in.KVLens {
		for j := 0; j < l; j++ {
			var row int
			if p.KVIndices != nil {
				row = int(p.KVIndices[int(in.KVIndptr[s])+j])
			} else {
				row = int(p.BlockTable[s*p.Stride+j/p.Page])*p.Page + j%p.Page
			}
			copy(g.KV[(int(in.KVIndptr[s])+j)*mla.QKDim:][:mla.QKDim], p.Cache[row*mla.QKDim:][:mla.QKDim])
		}
	}
	return &g
}
