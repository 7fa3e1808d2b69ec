package anchors

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/emu"
	"github.com/mlagen/mlagen/gen/codeobj"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/num"
	"github.com/mlagen/mlagen/verify"
)

// AITER's persistent kernels, run as the benchmark's reference runs them
// (mla_decode_fwd in aiter/mla.py with work_meta_data, then
// mla_decode_stage1_asm_fwd in csrc/py_itfs_cu/asm_mla.cu and the stage-2
// reduce mla_reduce_v1 in csrc/kernels/mla/reduce.cu).

// AITERPSKernel is the 16-head persistent kernel's symbol in
// ../shared/anchors/aiter/mla_a8w8_qh16_qseqlen1_gqaratio16_ps.co;
// AITERPS32Kernel the 32-head one's in mla_a8w8_qh32_qseqlen1_gqaratio32_ps.co.
const (
	AITERPSKernel   = "_ZN5aiter36mla_a8w8_qh16_qseqlen1_gqaratio16_psE"
	AITERPS32Kernel = "_ZN5aiter36mla_a8w8_qh32_qseqlen1_gqaratio32_psE"
)

// AITERPSOptions choose how a persistent AITER workload is built.
type AITERPSOptions struct {
	// Heads is 16 (the benchmark's kernel) or 32 (the 32-head kernel; its
	// work lists see AITERPSWorkList). 0 means 16.
	Heads int
	// CUs is the persistent grid and the metadata's cluster count (0:
	// AITERCUs, an MI355X's 256).
	CUs int
	// Reduce, if set, is a code object holding AITER's stage-2 reduce
	// (kn_mla_reduce_v1 for 16 heads and 512 dims, bf16 output), launched
	// after the decode as mla_reduce_v1 launches it; otherwise Output merges
	// the partials on the host (MergePS).
	Reduce []byte
	// BatchOf, if above the inputs' batch, builds the metadata and the
	// launch for that many sequences, each with the inputs' first sequence's
	// length, with the KV rows of sequences past the inputs' left zero (for
	// a timing model that traces a few workgroups of a full-size launch:
	// the values do not change the kernel's control flow).
	BatchOf int
}

// AITERPS is a persistent AITER kernel's workload.
type AITERPS struct {
	W    *verify.Workload
	Meta *AITERMetadata
	// Heads, Batch: the launched problem (Batch sequences of one query
	// token each).
	Heads, Batch int
	// QCodes and QScale are the query as AITER receives it (QuantizeQ).
	QCodes []uint8
	QScale float32
	// DeviceReduce says the workload ends with AITER's reduce launch.
	DeviceReduce bool

	kvLens []int
}

// AITERPSWorkList is the metadata a persistent workload of heads heads runs
// on for kvIndptr (cus clusters). For 16 heads it is get_mla_metadata_v1
// exactly as the benchmark calls it (AITERMetadataV1 with AITERBenchMeta).
// The 32-head kernel reads 32 query heads per work: the intra-batch builder
// the benchmark uses would fold them into two 16-head batches (a work list
// for the 16-head kernel), and AITER drives its 32-head kernel with its
// fast-mode builder (v1_2, not ported here); it gets the same rule applied
// per sequence, one batch of 32 heads each.
func AITERPSWorkList(kvIndptr []int32, heads, cus int) (*AITERMetadata, error) {
	p := AITERBenchMeta(kvIndptr, 16, 1)
	if cus > 0 {
		p.CUs = cus
	}
	if heads != 16 && heads != 32 {
		return nil, fmt.Errorf("aiter persistent: %d heads: the kernels here take 16 or 32", heads)
	}
	return AITERMetadataV1(p)
}

// Buffers of the stage-1 kernel's argument block (KernelArgs in asm_mla.cu)
// whose metadata entries are pointers; the persistent kernels' code objects
// end their argument segments after out_16_nosplit (304 bytes) or after the
// context-parallel fields (384), and the launch passes what they declare.
var aiterPtrArgs = []uint32{argR, argLSE, argQ, argKV, argLTP, argLTD, argLTL, argQTP, argSTP, argRP, argQScale, argKVScale}

// NewAITERPS loads a persistent AITER kernel and builds its workload on in
// (q_len 1; 16 heads, or in.WithRows(32, 1) for the 32-head kernel), as
// mla_decode_fwd's persistent path runs it for the benchmark:
//
//   - metadata from AITERPSWorkList, uploaded as get_mla_metadata_v1 leaves
//     it: "work_meta_data" (two u64: the addresses of "work_indptr" and
//     "work_info_set"), "work_indptr" int32 [CUs+1], "work_info_set" int32
//     [works, 8], "reduce_indptr", "reduce_final_map", "reduce_partial_map";
//   - "Q" fp8 [B, H, 576] (QuantizeQ), "KV" fp8 [total, 576],
//     "kv_indptr", "kv_page_indices" = arange, "kv_last_page_lens" = the
//     lengths (what the reference passes; the kernel does not read it at
//     page size 1), "qo_indptr", "q_scale", "kv_scale";
//   - outputs: "logits" f32 [partial rows, H, 512] and "attn_lse" f32
//     [partial rows, H] for split batches (poisoned), "out" bf16 [B, H,
//     512] (poisoned) for the final output;
//   - KernelArgs: ptr_R = logits, ptr_LSE = attn_lse, ptr_Q, ptr_KV,
//     ptr_LTP, ptr_LTD, ptr_LTL, scalar = sm_scale, s_MQA = H, s_kv_split =
//     logits.size(1) = 1, s_Q_Bs = H*576, s_Bs = 576, s_log2_plen = 0,
//     ptr_QTP, ptr_STP = work_meta_data, ptr_RP = out, ptr_QSCALE,
//     ptr_KVSCALE, out_16_nosplit = s_kv_split = 1, the rest 0 (no final
//     LSE) and s_cp_world_size = 1 where the segment has them;
//   - grid (CUs, 1, 1), block 256; then, with opt.Reduce, AITER's reduce.
//
// Like the fixed-split kernel it needs emu.WithInterleavedWaits(true) in
// the emulator.
func NewAITERPS(be device.Backend, code []byte, in *verify.Inputs, opt AITERPSOptions) (_ *AITERPS, err error) {
	H := opt.Heads
	if H == 0 {
		H = mla.NumHeads
	}
	if in.QLen > 1 {
		return nil, fmt.Errorf("aiter persistent: q_len %d: the persistent kernels here take one query token", in.QLen)
	}
	if got := max(in.Heads, mla.NumHeads); got != H {
		return nil, fmt.Errorf("aiter persistent: the inputs have %d heads, the kernel %d", got, H)
	}
	symbol := AITERPSKernel
	if H == 32 {
		symbol = AITERPS32Kernel
	}
	cus := opt.CUs
	if cus == 0 {
		cus = AITERCUs
	}
	B := in.Batch()
	kvIndptr := in.KVIndptr
	if opt.BatchOf > B {
		B = opt.BatchOf
		kvIndptr = make([]int32, B+1)
		for b := 1; b <= B; b++ {
			kvIndptr[b] = kvIndptr[b-1] + int32(in.KVLens[0])
		}
	}
	md, err := AITERPSWorkList(kvIndptr, H, cus)
	if err != nil {
		return nil, err
	}
	mod, err := be.Load(code)
	if err != nil {
		return nil, fmt.Errorf("aiter persistent: loading the code object: %w", err)
	}
	k, err := mod.Kernel(symbol)
	if err != nil {
		return nil, fmt.Errorf("aiter persistent: %w", err)
	}
	meta := k.Meta()
	if meta == nil {
		return nil, errors.New("aiter persistent: no kernel metadata")
	}
	if err := checkPtrArgs(meta, aiterPtrArgs); err != nil {
		return nil, err
	}
	a := &AITERPS{Meta: md, Heads: H, Batch: B}
	a.QCodes, a.QScale = QuantizeQ(in)
	for b := 0; b < B; b++ {
		a.kvLens = append(a.kvLens, int(kvIndptr[b+1]-kvIndptr[b]))
	}
	w := verify.NewWorkload(be)
	defer func() {
		if err != nil {
			err = errors.Join(err, w.Close())
		}
	}()
	a.W = w
	total := int(kvIndptr[B])
	pages := make([]int32, total)
	for i := range pages {
		pages[i] = int32(i)
	}
	last := make([]int32, B)
	qo := make([]int32, B+1)
	for b := range last {
		last[b] = kvIndptr[b+1] - kvIndptr[b]
		qo[b+1] = int32(b + 1)
	}
	up := func(name string, b []byte) {
		if err == nil {
			_, err = w.Upload(name, b)
		}
	}
	alloc := func(name string, n int64) {
		if err == nil {
			_, err = w.Alloc(name, n)
		}
	}
	qBytes := int64(B) * int64(H) * mla.QKDim
	if B == in.Batch() {
		up("Q", a.QCodes)
		up("KV", in.KV)
	} else { // BatchOf: the inputs' sequences first, zeros after
		alloc("Q", qBytes)
		alloc("KV", int64(total)*mla.QKDim)
		if err == nil {
			err = errors.Join(be.CopyIn(w.Ptr("Q"), a.QCodes), be.CopyIn(w.Ptr("KV"), in.KV))
		}
	}
	up("kv_indptr", verify.I32Bytes(kvIndptr))
	up("kv_page_indices", verify.I32Bytes(pages))
	up("kv_last_page_lens", verify.I32Bytes(last))
	up("qo_indptr", verify.I32Bytes(qo))
	up("q_scale", verify.F32Bytes([]float32{a.QScale}))
	up("kv_scale", verify.F32Bytes([]float32{in.KVScale}))
	up("work_indptr", verify.I32Bytes(md.WorkIndptr))
	up("work_info_set", verify.I32Bytes(md.WorkInts()))
	up("reduce_indptr", verify.I32Bytes(md.ReduceIndptr))
	up("reduce_final_map", verify.I32Bytes(md.FinalInts()))
	up("reduce_partial_map", verify.I32Bytes(md.ReducePartial))
	rows := int64(max(md.PartialRows, 1))
	up("logits", verify.PoisonedF32(rows*int64(H)*mla.VDim*4))
	up("attn_lse", verify.PoisonedF32(rows*int64(H)*4))
	up("out", verify.PoisonedBF16(int64(B)*int64(H)*mla.VDim*2))
	if err != nil {
		return nil, err
	}
	wm := make([]byte, 16)
	binary.LittleEndian.PutUint64(wm, uint64(w.Ptr("work_indptr")))
	binary.LittleEndian.PutUint64(wm[8:], uint64(w.Ptr("work_info_set")))
	up("work_meta_data", wm)
	if err != nil {
		return nil, err
	}
	ka := aiterKernarg(w, meta.KernargSize, in.SMScale, aiterArgs{
		R: "logits", LSE: "attn_lse", STP: "work_meta_data", RP: "out",
		MQA:     uint32(H), // gqa_ratio * max_seqlen_q
		KVSplit: 1,         // splitData.size(1): logits is [rows, 1, H, 512]
		QBs:     uint32(H * mla.QKDim),
		Out16At: argOut16, // out_16_nosplit = kv_split in persistent mode
	})
	w.Launches = append(w.Launches, verify.Launch{Kernel: k, Grid: device.Dim3{X: uint32(cus), Y: 1, Z: 1}, Block: device.Dim3{X: 256, Y: 1, Z: 1}, Kernarg: ka})
	if opt.Reduce != nil {
		if err := addAITERReduce(w, opt.Reduce, md, H, cus); err != nil {
			return nil, err
		}
		a.DeviceReduce = true
	}
	return a, nil
}

// checkPtrArgs checks that the code object's metadata has a global_buffer
// argument at each offset (the metadata's names are stale labels, the
// offsets are not) that lies inside its argument segment.
func checkPtrArgs(meta *codeobj.Kernel, offs []uint32) error {
	ptrs := map[uint32]bool{}
	for _, a := range meta.Args {
		if a.ValueKind == "global_buffer" {
			ptrs[a.Offset] = true
		}
	}
	for _, off := range offs {
		if off+8 <= meta.KernargSize && !ptrs[off] {
			return fmt.Errorf("aiter: the metadata has no pointer argument at offset %#x, where KernelArgs has one", off)
		}
	}
	return nil
}

// Q is the query AITER computes with (DequantQ of QCodes), for references.
func (a *AITERPS) Q() []float64 { return DequantQ(a.QCodes, a.QScale) }

// Output reads the bf16 output [Batch, Heads, 512] after a run: "out" as
// the decode and, with DeviceReduce, AITER's reduce left it; otherwise the
// unsplit batches' rows from "out" and the split ones merged on the host
// (MergePS).
func (a *AITERPS) Output() ([]uint16, error) {
	raw, err := a.W.Read("out")
	if err != nil {
		return nil, err
	}
	out := verify.BF16s(raw)
	if a.DeviceReduce {
		return out, nil
	}
	o, err := a.W.Read("logits")
	if err != nil {
		return nil, err
	}
	lse, err := a.W.Read("attn_lse")
	if err != nil {
		return nil, err
	}
	MergePS(a.Meta, a.Heads, f32s(o), f32s(lse), out)
	return out, nil
}

// Close frees the workload's buffers.
func (a *AITERPS) Close() error { return a.W.Close() }

// MergePS is a host-side stand-in for AITER's stage-2 reduce
// (kn_mla_reduce_v1, csrc/kernels/mla/reduce.cu) with its arithmetic in
// float32: for each reduce tile of two or more partial rows p_s (the
// metadata's ReducePartial, in order) and each head h it writes the final
// output rows of the tile into out ([rows, heads, 512] bf16, rounded to
// nearest even) from o ([partial rows, heads, 512]) and lse ([partial rows,
// heads]):
//
//   - two or three splits ("simple"): m = lse_0, e = 1, acc = o_0, then for
//     each later split m' = max(m, lse_s), acc = exp(m - m')*acc +
//     exp(lse_s - m')*o_s, e = e*exp(m - m') + exp(lse_s - m'), m = m';
//     out = acc / e;
//   - four or more ("massive"): M = max lse_s, S = sum exp(lse_s - M),
//     G = log(S) + M (+inf if S is 0 or NaN), out = sum exp(lse_s - G)*o_s
//     (in split order).
//
// A tile of one partial row is not touched: that batch's work wrote the
// output itself. AITER's expf and logf may differ from the correctly rounded
// ones used here by an ulp or so.
func MergePS(md *AITERMetadata, heads int, o, lse []float32, out []uint16) {
	const V = mla.VDim
	acc := make([]float32, V)
	exp := func(x float32) float32 { return float32(math.Exp(float64(x))) }
	for t := 0; t+1 < len(md.ReduceIndptr); t++ {
		lo, hi := md.ReduceIndptr[t], md.ReduceIndptr[t+1]
		if hi-lo < 2 {
			continue
		}
		parts := md.ReducePartial[lo:hi]
		fin := md.ReduceFinal[t]
		for q := fin[0]; q < fin[1]; q++ {
			local := q - fin[0]
			for h := 0; h < heads; h++ {
				row := func(s int) int { return (int(parts[s]+local)*heads + h) }
				if len(parts) < 4 {
					m, e := lse[row(0)], float32(1)
					copy(acc, o[row(0)*V:][:V])
					for s := 1; s < len(parts); s++ {
						l := lse[row(s)]
						nm := max(m, l)
						os, ns := exp(m-nm), exp(l-nm)
						src := o[row(s)*V:][:V]
						for d := range acc {
							acc[d] = os*acc[d] + ns*src[d]
						}
						m, e = nm, e*os+ns
					}
					for d := range acc {
						acc[d] /= e
					}
				} else {
					M := float32(math.Inf(-1))
					for s := range parts {
						M = max(M, lse[row(s)])
					}
					var S float32
					for s := range parts {
						S += exp(lse[row(s)] - M)
					}
					G := float32(math.Inf(1))
					if S != 0 && S == S {
						G = float32(math.Log(float64(S))) + M
					}
					clear(acc)
					for s := range parts {
						w := exp(lse[row(s)] - G)
						src := o[row(s)*V:][:V]
						for d := range acc {
							acc[d] += w * src[d]
						}
					}
				}
				dst := out[(int(q)*heads+h)*V:][:V]
				for d := range dst {
					dst[d] = num.F32ToBF16(acc[d])
				}
			}
		}
	}
}

// AITER's stage-2 reduce for 16 heads, 512 dims, f32 LSE and bf16 output,
// one workgroup per (head, tile) (get_num_work_group_per_bh gives 1 for one
// query token): the two kernels mla_reduce_v1 launches, as clang names them
// (csrc/kernels/mla/reduce.cu).
const (
	AITERReduceKernel   = "_Z16kn_mla_reduce_v1I23MlaReduceKernelV1TraitsILi512ELi16ELi1EEfDF16bEv23MlaReduceKernelV1Params24MlaReduceKernelV1Configs"
	AITERReducePSKernel = "_Z19kn_mla_reduce_v1_psI23MlaReduceKernelV1TraitsILi512ELi16ELi1EEfDF16bEv23MlaReduceKernelV1Params24MlaReduceKernelV1Configs"
)

// addAITERReduce appends AITER's stage-2 reduce to w as mla_reduce_v1 and
// dispatch_mla_reduce_v1 (csrc/kernels/mla/reduce.cu) launch it after the
// persistent decode: MlaReduceKernelV1Params {reduce_indptr,
// reduce_final_map, reduce_partial_map, final_lse = 0, final_output = out,
// partial_lse = attn_lse, partial_output = logits, stride_s_o = heads*512,
// stride_h_o = 512, max_splits = max(CUs, 32), num_reduce_tile,
// output_lse = false, use_reduce_final_map = true} and
// MlaReduceKernelV1Configs {lds_scale_cap}; grid (16, 1, tiles) of 128
// work-items, or the persistent variant on CUs*16 workgroups when 16*tiles
// exceeds that; dynamic LDS of max_splits + lds_scale_cap (+ its part past
// 256) words.
func addAITERReduce(w *verify.Workload, code []byte, md *AITERMetadata, heads, cus int) error {
	if heads != mla.NumHeads {
		return fmt.Errorf("aiter reduce: %d heads: the reduce kernel here is the 16-head one", heads)
	}
	mod, err := w.Backend.Load(code)
	if err != nil {
		return fmt.Errorf("aiter reduce: %w", err)
	}
	tiles := len(md.ReduceIndptr) - 1
	const occupancy, wave = 8, 64
	name, grid := AITERReduceKernel, device.Dim3{X: uint32(heads), Y: 1, Z: uint32(tiles)}
	if psGrid := cus * occupancy * 2; heads*tiles > psGrid {
		name, grid = AITERReducePSKernel, device.Dim3{X: uint32(psGrid), Y: 1, Z: 1}
	}
	k, err := mod.Kernel(name)
	if err != nil {
		return fmt.Errorf("aiter reduce: %w", err)
	}
	maxSplits := max(cus, 32) // max(multiProcessorCount, num_kv_splits)
	capLSE := (maxSplits + wave - 1) / wave * wave
	switch {
	case maxSplits <= wave:
		capLSE = wave
	case maxSplits <= 4*wave:
		capLSE = 4 * wave
	}
	lds := 4 * (maxSplits + capLSE + max(0, capLSE-4*wave))
	dk, ok := k.(interface {
		WithDynamicLDS(int) (*emu.Kernel, error)
	})
	if !ok {
		return errors.New("aiter reduce: the backend cannot launch a kernel with dynamic LDS")
	}
	kd, err := dk.WithDynamicLDS(lds)
	if err != nil {
		return fmt.Errorf("aiter reduce: %w", err)
	}
	meta := kd.Meta()
	block := device.Dim3{X: 2 * wave, Y: 1, Z: 1}
	hidden := *meta
	hidden.Args = nil
	for _, a := range meta.Args {
		if a.Hidden() {
			hidden.Args = append(hidden.Args, a)
		}
	}
	ka, err := verify.PackArgs(&hidden, grid, block)
	if err != nil {
		return fmt.Errorf("aiter reduce: %w", err)
	}
	if len(ka) < 84 {
		return fmt.Errorf("aiter reduce: kernarg segment of %d bytes, the parameters need 84", len(ka))
	}
	ptr := func(off int, name string) { binary.LittleEndian.PutUint64(ka[off:], uint64(w.Ptr(name))) }
	u32 := func(off int, v uint32) { binary.LittleEndian.PutUint32(ka[off:], v) }
	ptr(0, "reduce_indptr")
	ptr(8, "reduce_final_map")
	ptr(16, "reduce_partial_map")
	// 24: p_final_lse = 0 (no final LSE)
	ptr(32, "out")
	ptr(40, "attn_lse")
	ptr(48, "logits")
	u32(56, uint32(heads*mla.VDim)) // stride_s_o
	u32(60, mla.VDim)               // stride_h_o
	u32(64, uint32(maxSplits))
	u32(68, uint32(tiles))
	ka[72] = 0 // output_lse
	ka[73] = 1 // use_reduce_final_map
	u32(80, uint32(capLSE))
	w.Launches = append(w.Launches, verify.Launch{Kernel: kd, Grid: grid, Block: block, Kernarg: ka})
	return nil
}
