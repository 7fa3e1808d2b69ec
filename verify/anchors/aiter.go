package anchors

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"slices"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/gen/codeobj"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/num"
	"github.com/mlagen/mlagen/verify"
)

// AITERKernel is the fixed-splits kernel's symbol in
// ../shared/anchors/aiter/mla_a8w8_qh16_qseqlen1_gqaratio16.co.
const AITERKernel = "_ZN5aiter33mla_a8w8_qh16_qseqlen1_gqaratio16E"

// AITERCUs is get_cu_num() on an MI355X, the CU count AITER's split
// heuristic fills.
const AITERCUs = 256

// AITERSplits is AITER's non-persistent split heuristic for this workload:
// get_meta_param in aiter/mla.py (at the commit the code object comes from)
// with num_kv_splits unset, bs = batch, total_kv = batch*kvLen, nhead = 16,
// max_seqlen_q = 1, fp8 q. It picks i in 1..16 maximizing
//
//	bs*i / (ceil(bs*i / cu) * cu) * avg_kv / (avg_kv + 84.1*i)
//
// (the first maximum on ties, as Python's max does), then, for fp8, caps it at
// ceil(total_kv / (bs*128)) (128 = get_block_n_fp8[16*1]) and, when still
// above 1, at int(|total_kv/bs - 1| // 128) + 1.
func AITERSplits(batch, kvLen int) int {
	return AITERSplitsRows(batch, kvLen, mla.NumHeads, 1)
}

// aiterSearch is get_meta_param's search over 1..16 splits (see AITERSplits).
func aiterSearch(batch, kvLen int) int {
	avg := float64(kvLen)
	const overhead = 84.1
	best, splits := math.Inf(-1), 1
	for i := 1; i <= 16; i++ {
		occ := batch * i
		v := float64(occ) / float64((occ+AITERCUs-1)/AITERCUs*AITERCUs) * avg / (avg + overhead*float64(i))
		if v > best {
			best, splits = v, i
		}
	}
	return splits
}

// QuantizeQ quantizes the query per tensor to fp8 e4m3 as the benchmark's
// reference does before calling AITER (reference.py quantize_fp8, the same
// rule verify applies to the KV cache: amax over the bf16 q, scale =
// bf16(amax * f32(1/448)), code = e4m3(clamp(bf16(q / scale), -448, 448)));
// it returns the codes [batch, 16, 576] and q_scale.
func QuantizeQ(in *verify.Inputs) (codes []uint8, scale float32) {
	var amax uint16
	for _, v := range in.Q {
		amax = max(amax, v&0x7FFF)
	}
	a := max(num.BF16ToF32(amax), num.BF16ToF32(num.F32ToBF16(1e-12)))
	scale = num.BF16ToF32(num.F32ToBF16(a * float32(1.0/448)))
	codes = make([]uint8, len(in.Q))
	for i, v := range in.Q {
		codes[i] = verify.QuantizeKV(v, scale)
	}
	return codes, scale
}

// DequantQ is the query AITER computes with: code * q_scale, in float64.
func DequantQ(codes []uint8, scale float32) []float64 {
	q := make([]float64, len(codes))
	for i, c := range codes {
		q[i] = float64(num.E4M3ToF32(c)) * float64(scale)
	}
	return q
}

// aiterArgBytes is sizeof(struct KernelArgs) in asm_mla.cu (pointers and
// scalars each padded to 16 bytes, with the context-parallel fields at the
// end); the code object's kernarg segment is 384 bytes and the rest is 0.
const (
	aiterArgBytes    = 0x170
	aiterKernargSize = 384
)

// aiterArgs are what differs between the fixed-split and the persistent
// launch in asm_mla.cu's KernelArgs: the buffers (by workload name) of
// ptr_R, ptr_LSE, ptr_STP and ptr_RP ("" leaves it 0), s_MQA, s_kv_split,
// s_Q_Bs, and where out_16_nosplit is set to 1 (0: not set).
type aiterArgs struct {
	R, LSE, STP, RP   string
	MQA, KVSplit, QBs uint32
	Out16At           int
}

// aiterKernarg lays out KernelArgs for a kernel whose kernarg segment is
// size bytes: the workload's Q, KV, page tables, qo_indptr and scales, a's
// buffers and scalars; page size 1, no final LSE, no context parallelism
// (argLSEP, argGKVTP stay 0, s_cp_world_size 1).
func aiterKernarg(w *verify.Workload, size uint32, smScale float32, a aiterArgs) []byte {
	ka := make([]byte, max(int(size), aiterArgBytes))
	ptr := func(off int, name string) {
		if name != "" {
			binary.LittleEndian.PutUint64(ka[off:], uint64(w.Ptr(name)))
		}
	}
	u32 := func(off int, v uint32) { binary.LittleEndian.PutUint32(ka[off:], v) }
	ptr(argR, a.R)
	ptr(argLSE, a.LSE)
	ptr(argQ, "Q")
	ptr(argKV, "KV")
	ptr(argLTP, "kv_indptr")
	ptr(argLTD, "kv_page_indices")
	ptr(argLTL, "kv_last_page_lens")
	u32(argScalar, math.Float32bits(smScale))
	u32(argMQA, a.MQA)
	u32(argKVSplit, a.KVSplit)
	u32(argQBs, a.QBs)
	u32(argBs, mla.QKDim) // KV.stride(0) * 1 byte (page size 1)
	u32(argLog2Plen, 0)   // log2(page size 1)
	ptr(argQTP, "qo_indptr")
	ptr(argSTP, a.STP)
	ptr(argRP, a.RP)
	ptr(argQScale, "q_scale")
	ptr(argKVScale, "kv_scale")
	if a.Out16At != 0 {
		u32(a.Out16At, 1)
	}
	u32(argCPWorld, 1)
	return ka[:size]
}

// KernelArgs offsets (asm_mla.cu).
const (
	argR          = 0x00  // ptr_R: split partials (f32) or, with one split, the bf16 output
	argLSE        = 0x10  // ptr_LSE: per-split log-sum-exp (f32)
	argQ          = 0x20  // ptr_Q
	argKV         = 0x30  // ptr_KV
	argLTP        = 0x40  // ptr_LTP = kv_indptr
	argLTD        = 0x50  // ptr_LTD = kv_page_indices
	argLTL        = 0x60  // ptr_LTL = kv_last_page_lens
	argScalar     = 0x70  // softmax scale (f32)
	argMQA        = 0x80  // s_MQA = gqa_ratio * max_seqlen_q
	argKVSplit    = 0x90  // s_kv_split
	argQBs        = 0xa0  // s_Q_Bs: q bytes per sequence
	argBs         = 0xb0  // s_Bs: KV page stride in bytes
	argLog2Plen   = 0xc0  // s_log2_plen
	argQTP        = 0xd0  // ptr_QTP = qo_indptr
	argSTP        = 0xe0  // ptr_STP = num_kv_splits_indptr (non-persistent)
	argRP         = 0xf0  // ptr_RP (persistent only)
	argQScale     = 0x100 // ptr_QSCALE
	argKVScale    = 0x110 // ptr_KVSCALE
	argOut16      = 0x120 // out_16_nosplit
	argLSEP       = 0x130 // ptr_LSEP (final LSE, unused here)
	argGKVTP      = 0x140 // ptr_GKVTP (context parallel, unused)
	argCPWorld    = 0x150 // s_cp_world_size
	argCPRank     = 0x160 // s_cp_rank
	aiterGQARatio = 16
)

// AITERAnchor is one of AITER's asm MLA decode kernels for gfx950 in
// ../shared/anchors/aiter, with what mla_decode_stage1_asm_fwd
// (csrc/py_itfs_cu/asm_mla.cu) and hsa/gfx950/mla/mla_asm.csv say about it:
// which query rows it serves and how many one workgroup takes.
type AITERAnchor struct {
	File, Symbol string
	// Heads is the gqa ratio the kernel serves, QLens the query tokens per
	// sequence asm_mla.cu selects it for (fp8 q and KV).
	Heads int
	QLens []int
	// SubQ is asm_mla.cu's sub_Q: query rows (heads x tokens) per
	// workgroup; the fixed-split grid is (ceil(QLen*Heads/SubQ), batch,
	// splits).
	SubQ       int
	Persistent bool
	// Out16At is where the kernel reads its one-split switch (write bf16
	// output instead of f32 partials): KernelArgs' out_16_nosplit (0x120)
	// for the kernels built for today's asm_mla.cu; the q_len 3-4 kernel
	// reads it at 0xf0, where today's KernelArgs has ptr_RP (0 in
	// non-persistent mode) - see NewAITERReps. 0 for kernels with neither.
	Out16At uint32
}

// Rows is the number of query rows the kernel folds into one workgroup for
// qlen tokens.
func (a *AITERAnchor) Rows(qlen int) int { return min(a.Heads*qlen, a.SubQ) }

// AITERAnchors are the six code objects of ../shared/anchors/aiter.
var AITERAnchors = []AITERAnchor{
	{File: "mla_a8w8_qh16_qseqlen1_gqaratio16.co", Symbol: AITERKernel, Heads: 16, QLens: []int{1}, SubQ: 128, Out16At: argOut16},
	{File: "mla_a8w8_qh16_qseqlen1_gqaratio16_ps.co", Symbol: AITERPSKernel, Heads: 16, QLens: []int{1}, SubQ: 128, Persistent: true},
	{File: "mla_a8w8_qh16_qseqlen2_gqaratio16.co", Symbol: "_ZN5aiter33mla_a8w8_qh16_qseqlen2_gqaratio16E", Heads: 16, QLens: []int{2}, SubQ: 128},
	// sub_Q 64 for q_len 3 and 4
	{File: "mla_a8w8_qh64_qseqlen4_gqaratio16.co", Symbol: "_ZN5aiter33mla_a8w8_qh64_qseqlen4_gqaratio16E", Heads: 16, QLens: []int{3, 4}, SubQ: 64, Out16At: argRP},
	// config qSeqLen 0: any q_len, one workgroup per 128 rows (a token)
	{File: "mla_a8w8_qh128_m32x4_n16x2_msk1.co", Symbol: "_ZN5aiter31mla_a8w8_qh128_m32x4_n16x2_msk1E", Heads: 128, QLens: []int{1, 2, 3, 4}, SubQ: 128},
	{File: "mla_a8w8_qh32_qseqlen1_gqaratio32_ps.co", Symbol: AITERPS32Kernel, Heads: 32, QLens: []int{1}, SubQ: 32, Persistent: true},
}

// AITERAnchorOf recognises one of AITERAnchors by the kernel symbol in code.
func AITERAnchorOf(code []byte) (*AITERAnchor, error) {
	c, err := codeobj.Parse(code)
	if err != nil {
		return nil, fmt.Errorf("aiter: %w", err)
	}
	var names []string
	for _, k := range c.Kernels {
		for i := range AITERAnchors {
			if AITERAnchors[i].Symbol == k.Name {
				return &AITERAnchors[i], nil
			}
		}
		names = append(names, k.Name)
	}
	return nil, fmt.Errorf("aiter: the code object's kernels %v are none of AITER's MLA decode kernels this program knows (../shared/anchors/aiter)", names)
}

// ServesQLen says whether asm_mla.cu selects the kernel for qlen tokens.
func (a *AITERAnchor) ServesQLen(qlen int) bool { return slices.Contains(a.QLens, qlen) }

// AITERSplitsRows is get_meta_param (aiter/mla.py) for heads query heads
// and qlen tokens: AITERSplits's search, then the fp8 caps with min_block_n
// = get_block_n_fp8[heads*qlen] (128 for 16 or 32 rows, 64 for 64, 32 for
// 128 and more): ceil(total_kv / (bs*min_block_n)) and, above 1,
// int(|total_kv/bs - qlen| // min_block_n) + 1.
func AITERSplitsRows(batch, kvLen, heads, qlen int) int {
	if batch < 1 {
		return 1
	}
	splits := aiterSearch(batch, kvLen)
	blockN := map[int]int{8: 64, 16: 128, 24: 128, 32: 128, 48: 64, 64: 64, 128: 32, 256: 32, 384: 32, 512: 32}[heads*qlen]
	if blockN == 0 {
		return splits
	}
	totalKV := batch * kvLen
	splits = min(splits, (totalKV+batch*blockN-1)/(batch*blockN))
	if splits > 1 {
		splits = min(splits, int(math.Floor(math.Abs(float64(totalKV)/float64(batch)-float64(qlen))/float64(blockN)))+1)
	}
	return max(splits, 1)
}

// aiterMGC is mla_decode_fwd's mgc for the fp8 kernels: the KV tokens per
// split stage 2 assumes (it merges min(splits, ceil(kv_len/mgc)) splits).
func aiterMGC(heads, qlen int) int {
	switch {
	case heads == 128:
		return 32
	case (heads == 8 || heads == 16) && qlen == 1:
		return 64
	}
	return 16
}

// Partials describes AITER's stage-1 split outputs when it runs with more
// than one split: the buffers its stage-2 merge (a Triton kernel in AITER,
// _fwd_kernel_stage2_asm in aiter/mla.py, not available here as a code
// object) reads. Strides are in bytes, row-major.
type Partials struct {
	Splits int
	// Rows are the query rows (batch x q_len), Heads the heads of each.
	Rows, Heads int
	// O is buffer "R": f32 [Rows, Splits, Heads, 512].
	O PartialBuffer
	// LSE is buffer "LSE": f32 [Rows, Splits, Heads] (natural-log sum of the
	// split's exponentiated scaled scores plus their max).
	LSE PartialBuffer
	// MGC: stage 2 merges min(Splits, ceil(kv_len/MGC)) splits of a sequence.
	MGC int
}

// PartialBuffer is one of the partial tensors.
type PartialBuffer struct {
	Name    string
	Shape   []int
	Strides []int64
	Bytes   int64
}

// MergeReadBytes is what the stage-2 merge reads for sequences of the given
// KV lengths (each with Rows/len(kvLens) query rows): per row and head
// min(Splits, ceil(len/MGC)) splits of 512 f32 values and one f32 LSE.
func (p *Partials) MergeReadBytes(kvLens []int) int64 {
	var n int64
	q := p.Rows / max(len(kvLens), 1)
	for _, l := range kvLens {
		v := min(p.Splits, (l+p.MGC-1)/p.MGC)
		n += int64(q) * int64(v) * int64(p.Heads) * (mla.VDim + 1) * 4
	}
	return n
}

func newPartials(rows, heads, splits, mgc int) *Partials {
	const V = mla.VDim
	H := int64(heads)
	return &Partials{
		Splits: splits, Rows: rows, Heads: heads, MGC: mgc,
		O: PartialBuffer{Name: "R", Shape: []int{rows, splits, heads, V},
			Strides: []int64{int64(splits) * H * V * 4, H * V * 4, V * 4, 4},
			Bytes:   int64(rows) * int64(splits) * H * V * 4},
		LSE: PartialBuffer{Name: "LSE", Shape: []int{rows, splits, heads},
			Strides: []int64{int64(splits) * H * 4, H * 4, 4},
			Bytes:   int64(rows) * int64(splits) * H * 4},
	}
}

// AITER is a fixed-splits AITER kernel's workload.
type AITER struct {
	W      *verify.Workload
	Anchor *AITERAnchor
	Splits int
	Batch  int // sequences in the launched batch (the inputs' times reps)
	// Heads and QLen are the problem's query heads and tokens per sequence.
	Heads, QLen int
	// QCodes and QScale are the query as AITER receives it (QuantizeQ of the
	// inputs, before repetition).
	QCodes []uint8
	QScale float32
	// Partials is the layout of the split outputs, nil with one split (the
	// kernel then writes the bf16 output into R itself).
	Partials *Partials

	kvLens []int // of the launched batch
}

// NewAITER loads AITER's code object on be and builds the workload that runs
// its fixed-splits kernel on in with splits splits (AITERSplitsRows is
// AITER's own choice): see NewAITERReps.
func NewAITER(be device.Backend, code []byte, in *verify.Inputs, splits int) (*AITER, error) {
	return NewAITERReps(be, code, in, splits, 1)
}

// NewAITERReps is NewAITER for a batch that repeats in's sequences reps
// times, each copy with its own KV rows. The kernel is any fixed-splits one
// of AITERAnchors (recognised by its symbol) serving in's heads and q_len
// (verify.Inputs.WithRows).
//
// The setup is mla_decode_fwd's non-persistent path (aiter/mla.py) and
// mla_decode_stage1_asm_fwd (csrc/py_itfs_cu/asm_mla.cu) for fp8 q and KV,
// H heads, Q query tokens, page size 1 with kv_indices = arange (the
// contiguous layout the benchmark uses):
//
//   - buffers "Q" fp8 [B*Q,H,576] (QuantizeQ), "KV" fp8 [total,576] (page
//     stride 576), "kv_indptr" int32 [B+1], "kv_page_indices" int32 arange,
//     "kv_last_page_lens" int32 [B] = 1, "qo_indptr" int32 [B+1] (Q per
//     sequence), "num_kv_splits_indptr" int32 arange(B+1)*splits, "q_scale"
//     and "kv_scale" f32 [1]; outputs "R" (bf16 [B*Q,H,512] with one split,
//     else f32 partials, see Partials) and "LSE" f32 [B*Q, splits, H],
//     poisoned;
//   - the argument block of struct KernelArgs, as long as the code object's
//     segment (384 bytes, or 288 for the older kernels that end before
//     out_16_nosplit): ptr_R, ptr_LSE, ptr_Q, ptr_KV, ptr_LTP, ptr_LTD,
//     ptr_LTL, scalar = sm_scale, s_MQA = H*Q, s_kv_split = splits, s_Q_Bs
//     = H*576*Q, s_Bs = 576, s_log2_plen = 0, ptr_QTP, ptr_STP =
//     num_kv_splits_indptr, ptr_RP = 0 (non-persistent), ptr_QSCALE,
//     ptr_KVSCALE, out_16_nosplit = (splits == 1), ptr_LSEP = 0, ptr_GKVTP =
//     0, s_cp_world_size = 1, s_cp_rank = 0, zero padding;
//   - one launch on grid (ceil(H*Q/sub_Q), B, splits), block 256.
//
// Two departures, both for the q_len 3-4 kernel (mla_a8w8_qh64_qseqlen4,
// read from its code): it takes its one-split bf16 switch from the dword at
// 0xf0 (ptr_RP in today's KernelArgs, which asm_mla.cu sets to 0 in
// non-persistent mode; with 0 it writes f32 partials, twice the bytes of the
// bf16 output mla.py hands it for one split), so with one split the switch
// is set there (AITERAnchor.Out16At); and its output and LSE addresses do not
// depend on the split (workgroup id z only offsets the KV range), so with
// more than one split the splits' partials overwrite each other: its
// results are checked at one split only (its timing at any).
//
// In the emulator the kernels need emu.WithInterleavedWaits(true): they
// order some LDS accesses by timing rather than barriers (docs/kernel.md,
// "AMD AITER's kernel in the emulator"), which the default emulator reports
// as an LDS race.
//
// The 16-head, one-token kernel takes splits in chunks of 128 KV tokens
// (split i gets chunks i, i+splits, ...), and one with no chunk writes
// nothing, which its stage 2 would still read: every sequence needs at
// least splits*128-127 tokens, which AITERSplitsRows guarantees for uniform
// lengths. The same holds with the other kernels' chunk sizes (the output
// check finds any partial left unwritten: it stays poisoned).
func NewAITERReps(be device.Backend, code []byte, in *verify.Inputs, splits, reps int) (_ *AITER, err error) {
	an, err := AITERAnchorOf(code)
	if err != nil {
		return nil, err
	}
	if an.Persistent {
		return nil, fmt.Errorf("aiter: %s is a persistent kernel: see NewAITERPS", an.File)
	}
	H, Q := max(in.Heads, mla.NumHeads), max(in.QLen, 1)
	if H != an.Heads || !an.ServesQLen(Q) {
		return nil, fmt.Errorf("aiter: %s serves %d heads with q_len %v; the inputs have %d heads, q_len %d", an.File, an.Heads, an.QLens, H, Q)
	}
	if splits < 1 || splits > 16 {
		return nil, fmt.Errorf("aiter: %d splits; the kernel is used with 1..16", splits)
	}
	if reps < 1 {
		return nil, fmt.Errorf("aiter: reps %d: want at least 1", reps)
	}
	if H == 16 && Q == 1 {
		for b, l := range in.KVLens {
			if l < (splits-1)*128+1 {
				return nil, fmt.Errorf("aiter: sequence %d has %d KV tokens; with %d splits of 128-token chunks split %d would write nothing that stage 2 reads", b, l, splits, splits-1)
			}
		}
	}
	mod, err := be.Load(code)
	if err != nil {
		return nil, fmt.Errorf("aiter: loading the code object: %w", err)
	}
	k, err := mod.Kernel(an.Symbol)
	if err != nil {
		return nil, fmt.Errorf("aiter: %w", err)
	}
	meta := k.Meta()
	if meta == nil {
		return nil, errors.New("aiter: no kernel metadata")
	}
	if meta.KernargSize < argOut16 {
		return nil, fmt.Errorf("aiter: kernarg segment of %d bytes ends before KernelArgs' ptr_KVSCALE", meta.KernargSize)
	}
	if err := checkPtrArgs(meta, []uint32{argR, argLSE, argQ, argKV, argLTP, argLTD, argLTL, argQTP, argSTP, argRP, argQScale, argKVScale, argLSEP, argGKVTP}); err != nil {
		return nil, err
	}
	a := &AITER{Anchor: an, Splits: splits, Batch: in.Batch() * reps, Heads: H, QLen: Q}
	a.QCodes, a.QScale = QuantizeQ(in)
	for r := 0; r < reps; r++ {
		a.kvLens = append(a.kvLens, in.KVLens...)
	}
	w := verify.NewWorkload(be)
	defer func() {
		if err != nil {
			err = errors.Join(err, w.Close())
		}
	}()
	a.W = w
	B := a.Batch
	rows := int64(B) * int64(Q)
	kvIndptr := tileIndptr(in.KVIndptr, reps)
	total := int(kvIndptr[B])
	pages := make([]int32, total)
	for i := range pages {
		pages[i] = int32(i)
	}
	last := make([]int32, B)
	splitIndptr := make([]int32, B+1)
	for i := range last {
		last[i] = 1
	}
	for i := range splitIndptr {
		splitIndptr[i] = int32(i * splits)
	}
	up := func(name string, b []byte, tile int) {
		if err == nil {
			_, err = w.UploadTiled(name, b, tile)
		}
	}
	up("Q", a.QCodes, reps)
	up("KV", in.KV, reps)
	up("kv_indptr", verify.I32Bytes(kvIndptr), 1)
	up("kv_page_indices", verify.I32Bytes(pages), 1)
	up("kv_last_page_lens", verify.I32Bytes(last), 1)
	up("qo_indptr", verify.I32Bytes(tileIndptr(in.QOIndptr, reps)), 1)
	up("num_kv_splits_indptr", verify.I32Bytes(splitIndptr), 1)
	up("q_scale", verify.F32Bytes([]float32{a.QScale}), 1)
	up("kv_scale", verify.F32Bytes([]float32{in.KVScale}), 1)
	if splits == 1 {
		up("R", verify.PoisonedBF16(rows*int64(H)*mla.VDim*2), 1)
	} else {
		a.Partials = newPartials(int(rows), H, splits, aiterMGC(H, Q))
		up("R", verify.PoisonedF32(a.Partials.O.Bytes), 1)
	}
	up("LSE", verify.PoisonedF32(rows*int64(splits)*int64(H)*4), 1)
	if err != nil {
		return nil, err
	}
	out16At := 0
	if splits == 1 && an.Out16At != 0 {
		out16At = int(an.Out16At)
	}
	ka := aiterKernarg(w, meta.KernargSize, in.SMScale, aiterArgs{
		R: "R", LSE: "LSE", STP: "num_kv_splits_indptr", // argRP stays 0: non-persistent
		MQA:     uint32(H * Q), // gqa_ratio * max_seqlen_q
		KVSplit: uint32(splits),
		QBs:     uint32(H * mla.QKDim * Q), // Q.stride(0) * 1 byte * max_seqlen_q
		Out16At: out16At,
	})
	grid := device.Dim3{X: uint32((H*Q + an.SubQ - 1) / an.SubQ), Y: uint32(B), Z: uint32(splits)}
	w.Launches = append(w.Launches, verify.Launch{Kernel: k, Grid: grid, Block: device.Dim3{X: 256, Y: 1, Z: 1}, Kernarg: ka})
	return a, nil
}

// CheckAITER says whether code is one of AITER's MLA decode kernels this
// package knows (AITERAnchorOf): commands check a code object named on
// their command line with it before using it.
func CheckAITER(code []byte) error {
	_, err := AITERAnchorOf(code)
	return err
}

// Q is the query AITER computes with (DequantQ of QCodes), for references.
func (a *AITER) Q() []float64 { return DequantQ(a.QCodes, a.QScale) }

// Output reads the bf16 output [Batch*QLen, Heads, 512] after a run: R
// itself with one split; otherwise the host-side stand-in for AITER's
// stage-2 merge (Merge) over R and LSE.
func (a *AITER) Output() ([]uint16, error) {
	raw, err := a.W.Read("R")
	if err != nil {
		return nil, err
	}
	if a.Splits == 1 {
		return verify.BF16s(raw), nil
	}
	lse, err := a.W.Read("LSE")
	if err != nil {
		return nil, err
	}
	return Merge(a.Partials, f32s(raw), f32s(lse), a.kvLens), nil
}

// Close frees the workload's buffers.
func (a *AITER) Close() error { return a.W.Close() }

func f32s(b []byte) []float32 {
	out := make([]float32, len(b)/4)
	for i := range out {
		out[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return out
}

// Merge is a host-side stand-in for AITER's stage-2 kernel
// (_fwd_kernel_stage2_asm in aiter/mla.py, a Triton kernel run on the device
// after the asm kernel when there is more than one split), with its
// arithmetic in float32: for each query row r (of sequence b = r / q_len)
// and head h it folds the first n = min(splits, ceil(kvLen_b/MGC)) splits
// in order,
//
//	m' = max(lse_s, m);  acc = acc*exp(m - m') + exp(lse_s - m')*o_s
//	sum = sum*exp(m - m') + exp(lse_s - m');  m = m'
//
// from m = -inf, sum = 0, acc = 0, and writes bf16(acc / sum) (round to
// nearest even). o and lse are the partials in the layout p describes.
// Triton's exp may differ from the correctly rounded one used here by an
// ulp or so.
func Merge(p *Partials, o, lse []float32, kvLens []int) []uint16 {
	const V = mla.VDim
	S, H := p.Splits, p.Heads
	q := p.Rows / len(kvLens)
	out := make([]uint16, p.Rows*H*V)
	acc := make([]float32, V)
	for r := 0; r < p.Rows; r++ {
		n := min(S, (kvLens[r/q]+p.MGC-1)/p.MGC)
		for h := 0; h < H; h++ {
			m, sum := float32(math.Inf(-1)), float32(0)
			clear(acc)
			for s := 0; s < n; s++ {
				t := lse[(r*S+s)*H+h]
				nm := max(t, m)
				old := float32(math.Exp(float64(m - nm)))
				e := float32(math.Exp(float64(t - nm)))
				row := o[((r*S+s)*H+h)*V:][:V]
				for d := range acc {
					acc[d] = acc[d]*old + e*row[d]
				}
				sum = sum*old + e
				m = nm
			}
			dst := out[(r*H+h)*V:][:V]
			for d := range dst {
				dst[d] = num.F32ToBF16(acc[d] / sum)
			}
		}
	}
	return out
}
