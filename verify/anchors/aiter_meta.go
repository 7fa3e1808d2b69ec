package anchors

import (
	"errors"
	"fmt"
)

// AITER's persistent-mode metadata.
//
// The benchmark's reference (problems/amd_202602/mixed-mla/reference.py of
// the public reference-kernels repository) runs AITER's persistent kernel on
// work lists made by get_mla_metadata_v1 with fast_mode = False and
// intra_batch_mode = True, page size 1, kv_granularity max(page size, 16) =
// 16 and max_split_per_batch = 32. That selects the device kernel
// kn_get_mla_metadata_v1_0 (AITER csrc/kernels/mla/metadata/v1_0_device.cuh),
// one wave on one workgroup. AITERMetadata is that kernel's algorithm,
// written from reading it:
//
//  1. Rows: 16 heads (or 128) are native. 32, 48, 64, 80, 96 or 112 heads are
//     split into heads/16 "batches" of 16 heads each per sequence (the host
//     folds q accordingly); with 128 heads each query token becomes a batch
//     of its own, and token i of Q sees the first L-Q+1+i KV rows (the
//     causal rule). Every other head count is refused, as AITER refuses it.
//  2. Splits per batch: with C clusters (CUs / KV heads: 256 on an MI355X)
//     and N batches, a batch of L KV rows gets min(floor(L/196), ceil(C/N),
//     max splits) splits; its ceil(L/16) blocks of 16 rows are dealt
//     payload = ceil(blocks/splits) blocks per split, giving ceil(blocks /
//     payload) splits, one fewer when the last would hold 1 to 4 rows (they
//     join the split before).
//  3. Works: split s of batch b is one work [kv_begin + s*payload*16,
//     min(that + payload*16, kv_end)) (the last one to kv_end), on the query
//     rows [b*Q, (b+1)*Q); a batch with more than one split writes each
//     split's partial result to partial row work_index*Q, one with a single
//     split writes the final output itself (partial row -1).
//  4. Balance: W works in batch order are dealt to the C workgroups of the
//     persistent launch in contiguous runs, the first W mod C workgroups
//     taking floor(W/C)+1 works and the others floor(W/C).
//  5. Reduce: one reduce tile per batch, listing its works' partial rows;
//     tiles past the last batch (up to the buffer's size) are empty.
//
// Where AITER's arithmetic has a hole the port refuses instead of guessing:
// a batch of fewer than 196 rows gets zero splits there, and the split
// arithmetic then divides by zero on the device (so does an empty sequence,
// whose range the device widens to one row).

// AITERWork is one entry of AITER's work_info_set (union MlaWorkInfo in
// csrc/include/mla.h: eight int32, the last one padding).
type AITERWork struct {
	Batch      int32 // the metadata's batch (a 16-head group or a query token of a sequence)
	PartialLoc int32 // partial row of the split's result, or -1: the final output
	QOStart    int32 // first query row (global)
	QOEnd      int32 // one past the last query row
	KVStart    int32 // first KV position, an index into kv_page_indices
	KVEnd      int32 // one past the last
	KVOffset   int32 // KV rows of the batch after this work's end
}

// AITERWorkInts is the int32 count of one AITERWork in device memory.
const AITERWorkInts = 8

// AITERMetaParams are get_mla_metadata_v1's inputs that matter here.
type AITERMetaParams struct {
	// KVIndptr is seqlens_kv_indptr [batch+1] (KV positions: tokens at page
	// size 1).
	KVIndptr []int32
	// Heads is num_heads_per_head_k (the query heads of the one KV head),
	// QLen uni_seqlen_qo (query tokens per sequence).
	Heads, QLen int
	// CUs is the device's multiProcessorCount (256 on an MI355X: AITERCUs);
	// MaxSplits is max_split_per_batch (the benchmark's 32).
	CUs, MaxSplits int
	// KVGranularity is the block of KV rows splits are made of (16 at page
	// size 1).
	KVGranularity int
	// Tiles is the reduce_indptr buffer's size - 1 (get_mla_metadata_info_v1's
	// tile count); 0 means the metadata's batch count.
	Tiles int
}

// AITERBenchMeta are the parameters the benchmark's reference passes for
// kvIndptr at heads and qlen: page size 1, granularity 16, 32 splits, an
// MI355X's 256 CUs.
func AITERBenchMeta(kvIndptr []int32, heads, qlen int) AITERMetaParams {
	return AITERMetaParams{KVIndptr: kvIndptr, Heads: heads, QLen: qlen, CUs: AITERCUs, MaxSplits: 32, KVGranularity: 16}
}

// AITERMetadata is what get_mla_metadata_v1 writes (see above).
type AITERMetadata struct {
	// WorkIndptr [CUs+1]: workgroup g of the persistent launch runs works
	// WorkIndptr[g] .. WorkIndptr[g+1]-1.
	WorkIndptr []int32
	Works      []AITERWork
	// ReduceIndptr [Tiles+1], ReduceFinal [Tiles] (first and one past the
	// last query row of the tile's final output) and ReducePartial (one
	// partial row per work, -1 for an unsplit batch): the stage-2 reduce's
	// map.
	ReduceIndptr  []int32
	ReduceFinal   [][2]int32
	ReducePartial []int32
	// Batches is the metadata's batch count (sequences x 16-head groups, or
	// x query tokens with 128 heads), QRows its query rows per batch.
	Batches, QRows int
	// PartialRows is the number of partial rows the works write (the
	// largest PartialLoc + QRows, 0 when no batch is split).
	PartialRows int
}

// splitRows is the magic number of kn_get_mla_metadata_v1_0's
// get_local_splits on gfx950: a batch gets at most one split per 196 KV rows.
const splitRows = 196

// tailRows: a last split of at most this many rows joins the one before.
const tailRows = 4

// AITERMetadataV1 builds the metadata as get_mla_metadata_v1 does in the
// benchmark's mode (see above).
func AITERMetadataV1(p AITERMetaParams) (*AITERMetadata, error) {
	seqs := len(p.KVIndptr) - 1
	if seqs < 1 {
		return nil, errors.New("aiter metadata: kv_indptr needs at least two entries")
	}
	if p.CUs < 1 || p.MaxSplits < 1 || p.QLen < 1 {
		return nil, fmt.Errorf("aiter metadata: CUs %d, max splits %d, q_len %d: want all >= 1", p.CUs, p.MaxSplits, p.QLen)
	}
	g := p.KVGranularity
	if g < 1 || g&(g-1) != 0 {
		return nil, fmt.Errorf("aiter metadata: kv granularity %d is not a power of 2", g)
	}
	for b := 0; b < seqs; b++ {
		if p.KVIndptr[b+1] < p.KVIndptr[b] {
			return nil, fmt.Errorf("aiter metadata: kv_indptr decreases at sequence %d", b)
		}
	}
	// rows: the batches of the metadata
	ratio, qrows := 1, p.QLen
	perToken := false // 128 heads: a batch per query token, causal
	switch {
	case p.Heads == 16:
	case p.Heads == 128:
		ratio, qrows, perToken = p.QLen, 1, true
	case p.Heads%16 == 0 && p.Heads > 16 && p.Heads < 128:
		ratio = p.Heads / 16
	default:
		return nil, fmt.Errorf("aiter metadata: %d heads: AITER supports 16 or 128, or a multiple of 16 below 128", p.Heads)
	}
	n := seqs * ratio
	tiles := p.Tiles
	if tiles == 0 {
		tiles = n
	}
	if tiles < n {
		return nil, fmt.Errorf("aiter metadata: %d reduce tiles for %d batches", tiles, n)
	}
	// rows of batch b: with 128 heads token i of Q sees L-Q+1+i (step 1)
	rows := func(b int) (begin, end int32) {
		s := b / ratio
		begin, end = p.KVIndptr[s], p.KVIndptr[s+1]
		if perToken {
			end -= int32(p.QLen - 1 - b%p.QLen)
		}
		return begin, end
	}
	splitsPerCU := (p.CUs + n - 1) / n
	type plan struct{ splits, payload int }
	plans := make([]plan, n)
	total := 0
	for b := 0; b < n; b++ {
		begin, end := rows(b)
		L := int(end - begin)
		blocks := (L + g - 1) / g
		local := min(L/splitRows, splitsPerCU, p.MaxSplits)
		if local == 0 {
			return nil, fmt.Errorf("aiter metadata: batch %d (sequence %d) sees %d KV rows: AITER gives it min(%d/%d, %d, %d) = 0 splits and then divides by zero; want at least %d rows", b, b/ratio, L, L, splitRows, splitsPerCU, p.MaxSplits, splitRows)
		}
		payload := (blocks + local - 1) / local
		splits := (blocks + payload - 1) / payload
		if tail := L % (payload * g); tail != 0 && tail <= tailRows && splits > 1 {
			splits--
		}
		plans[b] = plan{splits, payload}
		total += splits
	}
	md := &AITERMetadata{
		Works:         make([]AITERWork, 0, total),
		ReduceIndptr:  make([]int32, tiles+1),
		ReduceFinal:   make([][2]int32, tiles),
		ReducePartial: make([]int32, 0, total),
		Batches:       n,
		QRows:         qrows,
	}
	for b := 0; b < n; b++ {
		begin, end := rows(b)
		pl := plans[b]
		chunk := int32(pl.payload * g)
		var w AITERWork
		for sid := 0; sid < pl.splits; sid++ {
			idx := int32(len(md.Works))
			w = AITERWork{Batch: int32(b), PartialLoc: -1, QOStart: int32(b * qrows), QOEnd: int32((b + 1) * qrows)}
			if pl.splits > 1 {
				w.PartialLoc = idx * int32(qrows)
				md.PartialRows = max(md.PartialRows, int(w.PartialLoc)+qrows)
			}
			w.KVStart = begin + int32(sid)*chunk
			w.KVEnd = min(w.KVStart+chunk, end)
			w.KVOffset = end - w.KVEnd
			if w.KVOffset <= tailRows && pl.splits > 1 {
				w.KVEnd, w.KVOffset = end, 0
			}
			md.Works = append(md.Works, w)
			md.ReducePartial = append(md.ReducePartial, w.PartialLoc)
		}
		md.ReduceIndptr[b+1] = int32(len(md.Works))
		md.ReduceFinal[b] = [2]int32{w.QOStart, w.QOEnd}
	}
	for t := n + 1; t <= tiles; t++ {
		md.ReduceIndptr[t] = int32(total)
	}
	// step 4
	per, res := total/p.CUs, total%p.CUs
	md.WorkIndptr = make([]int32, p.CUs+1)
	for g := 1; g <= p.CUs; g++ {
		if g < res {
			md.WorkIndptr[g] = int32(g * (per + 1))
		} else {
			md.WorkIndptr[g] = int32(res*(per+1) + (g-res)*per)
		}
	}
	return md, nil
}

// WorkInts is Works as device memory: AITERWorkInts int32 per work.
func (md *AITERMetadata) WorkInts() []int32 {
	out := make([]int32, 0, len(md.Works)*AITERWorkInts)
	for _, w := range md.Works {
		out = append(out, w.Batch, w.PartialLoc, w.QOStart, w.QOEnd, w.KVStart, w.KVEnd, w.KVOffset, 0)
	}
	return out
}

// FinalInts is ReduceFinal as device memory (two int32 per tile).
func (md *AITERMetadata) FinalInts() []int32 {
	out := make([]int32, 0, 2*len(md.ReduceFinal))
	for _, f := range md.ReduceFinal {
		out = append(out, f[0], f[1])
	}
	return out
}

// MaxWorksPerWG is the most works one workgroup of the persistent launch runs.
func (md *AITERMetadata) MaxWorksPerWG() int {
	m := 0
	for g := 0; g+1 < len(md.WorkIndptr); g++ {
		m = max(m, int(md.WorkIndptr[g+1]-md.WorkIndptr[g]))
	}
	return m
}
