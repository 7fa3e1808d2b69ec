package verify

import (
	"fmt"
	"math/rand/v2"

	"github.com/mlagen/mlagen/mla"
)

// Query rows: heads and multi-token queries (--heads, --qlen).
//
// A kernel with H heads and q_len Q runs one workgroup per (split, sequence,
// query token, 16-head group), each the 16-head single-token kernel on the
// KV rows its token sees: token i of a sequence of kv_len rows sees rows
// [0, kv_len - Q + i] (the causal rule of speculative decoding; none when
// kv_len < Q - i). So the problem is, exactly, a plain problem of
// batch x Q x H/16 "row blocks", row block r = (seq*Q + i)*H/16 + group with
// query q[seq*Q + i, 16*group .. +16] and the visible KV rows of its
// sequence: RowsView builds it, and the references and comparisons run on
// it. Its output, lse and workspace flatten in the same order as the kernel's
// ([total_q, H, 512] is [row blocks, 16, 512]), so nothing else maps
// indices.

// WithRows returns inputs for a kernel of heads query heads and qlen query
// tokens per sequence: the same KV cache (shared, not copied) and lengths,
// q [batch*qlen, heads, 576] drawn from each sequence's stream (its first
// 16 x 576 values are the plain inputs' q), qo_indptr = qlen * arange(batch+1)
// and QScale over the new q. heads 16 and qlen 1 return in itself.
func (in *Inputs) WithRows(heads, qlen int) (*Inputs, error) {
	if heads%mla.NumHeads != 0 || heads < mla.NumHeads || qlen < 1 {
		return nil, fmt.Errorf("heads %d, q_len %d: want a multiple of %d heads and q_len >= 1", heads, qlen, mla.NumHeads)
	}
	if in.heads() != mla.NumHeads || in.qlen() != 1 {
		return nil, fmt.Errorf("inputs already have %d heads and q_len %d", in.heads(), in.qlen())
	}
	if heads == mla.NumHeads && qlen == 1 {
		return in, nil
	}
	if in.custom {
		return nil, fmt.Errorf("inputs made from given data have %d heads and q_len 1 (a kernel of %d heads and q_len %d needs a q of its own)", mla.NumHeads, heads, qlen)
	}
	out := *in
	out.Heads, out.QLen = heads, qlen
	b := in.Batch()
	per := qlen * heads * mla.QKDim // q values per sequence
	out.Q = make([]uint16, b*per)
	forEach(b, 0, func(i int) {
		r := rand.New(rand.NewPCG(in.Seed, streamKey(keyQ, in.Seqs[i], 0)))
		row := out.Q[i*per : (i+1)*per]
		for j := range row {
			row[j] = normalBF16(r)
		}
	})
	out.QScale = QuantScale(out.Q)
	out.QOIndptr = make([]int32, b+1)
	for i := range out.QOIndptr {
		out.QOIndptr[i] = int32(i * qlen)
	}
	return &out, nil
}

// WithQ returns inputs made from given data (FromBF16) for a kernel of heads
// query heads and qlen query tokens per sequence, with the given q
// [batch*qlen, heads, 576]: the same KV cache and lengths, qo_indptr =
// qlen * arange(batch+1) and QScale over q.
func (in *Inputs) WithQ(q []uint16, heads, qlen int) (*Inputs, error) {
	if heads%mla.NumHeads != 0 || heads < mla.NumHeads || qlen < 1 {
		return nil, fmt.Errorf("heads %d, q_len %d: want a multiple of %d heads and q_len >= 1", heads, qlen, mla.NumHeads)
	}
	if !in.custom || in.heads() != mla.NumHeads || in.qlen() != 1 {
		return nil, fmt.Errorf("WithQ takes inputs made from given data with %d heads and q_len 1", mla.NumHeads)
	}
	b := in.Batch()
	if len(q) != b*qlen*heads*mla.QKDim {
		return nil, fmt.Errorf("q has %d values, want %d sequences x %d tokens x %d heads x %d", len(q), b, qlen, heads, mla.QKDim)
	}
	out := *in
	out.Heads, out.QLen = heads, qlen
	out.Q = append([]uint16(nil), q...)
	out.QScale = QuantScale(out.Q)
	out.QOIndptr = make([]int32, b+1)
	for i := range out.QOIndptr {
		out.QOIndptr[i] = int32(i * qlen)
	}
	return &out, nil
}

// ForConfig is in with cfg's heads and q_len (WithRows).
func (in *Inputs) ForConfig(cfg mla.Config) (*Inputs, error) {
	return in.WithRows(cfg.Heads.Count(), cfg.QLen.Count())
}

func (in *Inputs) heads() int { return max(in.Heads, mla.NumHeads) }
func (in *Inputs) qlen() int  { return max(in.QLen, 1) }

// VisibleLen is the number of KV rows query token tok of a sequence of kvLen
// rows sees with qlen query tokens: kvLen - qlen + 1 + tok, at least 0.
func VisibleLen(kvLen, qlen, tok int) int { return max(0, kvLen-qlen+1+tok) }

// RowsView is the plain problem (16 heads, one query token) whose sequences
// are in's row blocks (see above): in itself when in has 16 heads and q_len
// 1. Its KVBeg holds each row block's first KV row in the shared cache; its
// KVIndptr only the prefix sums of the visible lengths.
func (in *Inputs) RowsView() *Inputs {
	H, Q := in.heads(), in.qlen()
	if H == mla.NumHeads && Q == 1 {
		return in
	}
	G := H / mla.NumHeads
	v := *in
	v.Heads, v.QLen = 0, 0
	n := in.Batch() * Q * G
	v.KVLens = make([]int, 0, n)
	v.KVBeg = make([]int32, 0, n)
	v.Seqs = make([]int, 0, n)
	v.Rows = &RowsInfo{Heads: H, QLen: Q, Block: make([]int, 0, n), SeqLen: make([]int, 0, n)}
	for b, l := range in.KVLens {
		for tok := 0; tok < Q; tok++ {
			for g := 0; g < G; g++ {
				v.Rows.Block = append(v.Rows.Block, tok*G+g)
				v.Rows.SeqLen = append(v.Rows.SeqLen, l)
				v.Seqs = append(v.Seqs, len(v.Seqs))
				v.KVLens = append(v.KVLens, VisibleLen(l, Q, tok))
				v.KVBeg = append(v.KVBeg, in.kvStart(b))
			}
		}
	}
	v.FullBatch = n
	v.QOIndptr = make([]int32, n+1)
	v.KVIndptr = make([]int32, n+1)
	for i, l := range v.KVLens {
		v.QOIndptr[i+1] = int32(i + 1)
		v.KVIndptr[i+1] = v.KVIndptr[i] + int32(l)
	}
	return &v
}

// RowsInfo describes a RowsView's sequences: sequence b is 16-row block
// Block[b] (token x head groups + group) of a sequence of SeqLen[b] KV
// rows with Heads heads and QLen query tokens.
type RowsInfo struct {
	Heads, QLen   int
	Block, SeqLen []int
}

// SplitLen is the KV length that a kernel of cfg cuts into splits for row
// block b of a RowsView (rows: its RowsInfo; nil for plain inputs, where it
// is kvLen): the row block's own visible length, or for a row-folded
// kernel the length its workgroup's last row block sees, whose splits every
// row block of the workgroup shares (each masking at its own end).
func SplitLen(cfg mla.Config, rows *RowsInfo, b, kvLen int) int {
	if rows == nil || !cfg.Folded() {
		return kvLen
	}
	nb := cfg.Fold.Blocks()
	last := rows.Block[b]/nb*nb + nb - 1
	return VisibleLen(rows.SeqLen[b], rows.QLen, last/(rows.Heads/mla.NumHeads))
}

// kvStart is sequence b's first row in the KV cache.
func (in *Inputs) kvStart(b int) int32 {
	if in.KVBeg != nil {
		return in.KVBeg[b]
	}
	return in.KVIndptr[b]
}
