package perf

import (
	"fmt"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/emu"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/verify"
	"github.com/mlagen/mlagen/verify/anchors"
)

// The reference kernels as subjects, so the model times them exactly as it
// times mlagen's: the HIP seed (../shared/seed) and AMD AITER's asm kernel
// (../shared/anchors/aiter), each at its own split choice, built by
// verify/anchors.

// Seed is the HIP seed kernel with splits splits (anchors.SeedSplits is its
// own choice): its decode launch, grid (splits, batch), and with more than
// one split its reduce launch, grid (batch*16). It streams a split's
// 32-token tiles one after another, and relies on out-of-range LDS-DMA lanes
// leaving LDS alone (emu/EXECUTOR.md).
func Seed(code []byte, splits int) Subject {
	return Subject{
		Name: "seed",
		Build: func(e *emu.Emulator, in *verify.Inputs) (*verify.Workload, error) {
			s, err := anchors.NewSeed(e, code, in, splits)
			if err != nil {
				return nil, err
			}
			return s.W, nil
		},
		BatchDim:   []int{1, 0},
		Remote:     []string{"partial_m", "partial_l", "partial_acc"},
		Splits:     splits,
		Tile:       32,
		EmuOptions: []emu.Option{emu.WithLDSDMAOutOfRange(emu.LDSDMASkip)},
	}
}

// AITER is AMD AITER's fixed-splits asm kernel with splits splits
// (anchors.AITERSplits is AITER's own choice), grid (1, batch, splits).
//
// AITER merges the split partials in a second launch, a Triton kernel
// (_fwd_kernel_stage2_asm in aiter/mla.py) that is not available as a code
// object. The model charges in its place mlagen's reduce kernel for the same
// split count, reduce (a code object holding mla_reduce_s<splits>): it reads
// the same bytes (per sequence and head, splits rows of 512 f32 and their
// softmax statistics) and writes the same bf16 output, with all its loads in
// flight at once. The stand-in is labelled as such wherever it is reported.
// With one split AITER writes the output itself and there is no second
// launch. The kernel orders some LDS accesses by timing, which the emulator
// reproduces with interleaved waits (emu/exec_interleave.go).
func AITER(code []byte, splits int, reduce []byte) Subject {
	return Subject{
		Name: "aiter",
		Build: func(e *emu.Emulator, in *verify.Inputs) (*verify.Workload, error) {
			a, err := anchors.NewAITER(e, code, in, splits)
			if err != nil {
				return nil, err
			}
			if splits == 1 {
				return a.W, nil
			}
			if err := addStandInReduce(a.W, reduce, splits, in); err != nil {
				a.Close()
				return nil, err
			}
			return a.W, nil
		},
		BatchDim:   []int{1, 1},
		HBM:        []string{"KV"},
		Remote:     []string{"R", "LSE", "workspace"},
		EmuOptions: []emu.Option{emu.WithInterleavedWaits(true)},
	}
}

// addStandInReduce appends mlagen's reduce kernel for splits splits to w, on
// a workspace of its own filled as a decode launch would fill it.
func addStandInReduce(w *verify.Workload, code []byte, splits int, in *verify.Inputs) error {
	cfg := mla.Config{Splits: splits, Stages: 2, Tile: 32}
	mod, err := w.Backend.Load(code)
	if err != nil {
		return fmt.Errorf("the stand-in reduce: %w", err)
	}
	k, err := mod.Kernel(cfg.ReduceName())
	if err != nil {
		return fmt.Errorf("the stand-in reduce: %w", err)
	}
	B := in.Batch()
	if _, err := w.Upload("workspace", verify.PoisonedF32(cfg.WorkspaceBytes(B))); err != nil {
		return err
	}
	if _, err := w.Upload("out", verify.PoisonedBF16(int64(B)*mla.NumHeads*mla.VDim*2)); err != nil {
		return err
	}
	if err := fillWorkspace(w, cfg); err != nil {
		return err
	}
	rg, rb := cfg.ReduceGrid(B), cfg.ReduceBlock()
	return w.AddLaunch(k, cfg.ReduceArgs(), device.Dim3{X: uint32(rg.X), Y: uint32(rg.Y), Z: uint32(rg.Z)}, device.Dim3{X: uint32(rb.X), Y: 1, Z: 1},
		verify.PtrArg(w.Ptr("workspace")), verify.PtrArg(w.Ptr("kv_scale")), verify.PtrArg(w.Ptr("qo_indptr")), verify.PtrArg(w.Ptr("out")))
}

// AITERPersistent is AMD AITER's persistent asm kernel
// (mla_a8w8_qh16_qseqlen1_gqaratio16_ps.co) as the benchmark's reference
// runs it (anchors.NewAITERPS): work lists from get_mla_metadata_v1 for the
// modelled shape's whole batch (anchors.AITERMetadataV1), one launch of 256
// persistent workgroups, then AITER's stage-2 reduce. The model traces the
// representative CU's workgroups of the real launch (RepOnly), whose work
// lists cover the model's sequence (the KV rows of the others are zeros:
// values do not change the kernel's control flow).
//
// Stage 2: with reduce (a code object holding AITER's kn_mla_reduce_v1,
// compiled from AITER's csrc/kernels/mla/reduce.cu) it is traced like any
// launch; with reduce nil it is charged at AITER's published measured times
// (AITERReduceMeasured) and reported as measured, not modeled.
func AITERPersistent(code, reduce []byte) Subject {
	return AITERPersistentHeads(code, reduce, mla.NumHeads)
}

// AITERPersistentHeads is AITERPersistent for the 16-head kernel or (heads
// 32) the 32-head one, mla_a8w8_qh32_qseqlen1_gqaratio32_ps.co, whose work
// lists are anchors.AITERPSWorkList's.
func AITERPersistentHeads(code, reduce []byte, heads int) Subject {
	name := "aiter_ps"
	if heads != mla.NumHeads {
		name = fmt.Sprintf("aiter_ps_h%d", heads)
	}
	s := Subject{
		Name: name,
		Build: func(e *emu.Emulator, in *verify.Inputs) (*verify.Workload, error) {
			in, err := in.WithRows(heads, 1)
			if err != nil {
				return nil, err
			}
			a, err := anchors.NewAITERPS(e, code, in, anchors.AITERPSOptions{Heads: heads, Reduce: reduce, BatchOf: in.FullBatch})
			if err != nil {
				return nil, err
			}
			return a.W, nil
		},
		BatchDim:   []int{NoBatchDim, NoBatchDim},
		RepOnly:    true,
		HBM:        []string{"KV"},
		Remote:     []string{"logits", "attn_lse"},
		EmuOptions: []emu.Option{emu.WithInterleavedWaits(true)},
	}
	if reduce == nil {
		s.Measured = []MeasuredLaunch{AITERReduceMeasured}
	}
	return s
}

// AITERReduceMeasured charges AITER's stage-2 reduce at its published
// measured times (../shared/notes/measurements.md): 5.69 us on an MI355X at
// batch 4 (kn_mla_reduce_v1_ps after the persistent decode, about 1400
// tokens) and about 11.5 us on an MI325X at batch 64 (kn_mla_reduce_v1):
// linear in the batch between the two, the nearer one outside. Only two
// points, one of them on another GPU: an estimate from measurements, not a
// model, and labelled so.
var AITERReduceMeasured = MeasuredLaunch{
	Kernel: "kn_mla_reduce_v1",
	Us: func(s mla.Shape) float64 {
		const b0, u0, b1, u1 = 4, 5.69, 64, 11.5
		b := min(max(float64(s.Batch), b0), b1)
		return u0 + (u1-u0)*(b-b0)/(b1-b0)
	},
	Source: "measured: 5.69 us MI355X batch 4, ~11.5 us MI325X batch 64 (../shared/notes/measurements.md), linear in batch between",
}

// AITERRows is one of AMD AITER's fixed-split row-folded kernels
// (anchors.AITERAnchors: q_len 2, q_len 3-4, 128 heads) on heads query
// heads and qlen query tokens, with splits splits (anchors.AITERSplitsRows
// is AITER's own choice), grid (ceil(heads*qlen/sub_Q), batch, splits).
// Stage 1 only: AITER merges its splits with a Triton kernel
// (_fwd_kernel_stage2_asm) that has no code object here and no published
// measurement, so the result leaves it out and says so (AITERRowsNote).
func AITERRows(code []byte, heads, qlen, splits int) Subject {
	return Subject{
		Name: fmt.Sprintf("aiter_h%d_q%d", heads, qlen),
		Build: func(e *emu.Emulator, in *verify.Inputs) (*verify.Workload, error) {
			in, err := in.WithRows(heads, qlen)
			if err != nil {
				return nil, err
			}
			a, err := anchors.NewAITER(e, code, in, splits)
			if err != nil {
				return nil, err
			}
			return a.W, nil
		},
		BatchDim:   []int{1},
		HBM:        []string{"KV"},
		Remote:     []string{"R", "LSE"},
		EmuOptions: []emu.Option{emu.WithInterleavedWaits(true)},
	}
}

// AITERRowsNote says what an AITERRows result leaves out.
const AITERRowsNote = "stage 1 only: AITER's Triton stage-2 merge has no code object here and no published measurement"

// AITERReferences recognises an AITER code object by its kernel symbol
// (anchors.AITERAnchorOf) and returns its columns for heads x qlen:
//
//   - the 16-head, one-token kernels: "aiter" (fixed splits at AITER's own
//     choice, stage 2 by mlagen's reduce as a stand-in: standIn compiles it
//     for a split count) and "aiter_ps" (persistent as the benchmark runs it,
//     stage 2 at AITER's measured time, AITERReduceMeasured); either code
//     object brings the other when sibling (a file name in
//     ../shared/anchors/aiter) finds it;
//   - the 32-head persistent kernel: "aiter_ps_h32" (stage 2 measured: the
//     16-head figure);
//   - the row-folded fixed-split kernels: "aiter" (AITERRows, stage 1 only).
//
// It fails when the kernel does not serve heads x qlen.
func AITERReferences(code []byte, sibling func(file string) ([]byte, error), heads, qlen int, standIn func(splits int) ([]byte, error)) ([]Reference, error) {
	an, err := anchors.AITERAnchorOf(code)
	if err != nil {
		return nil, err
	}
	if an.Heads != heads || !an.ServesQLen(qlen) {
		return nil, fmt.Errorf("%s serves %d heads with q_len %v, not %d heads with q_len %d", an.File, an.Heads, an.QLens, heads, qlen)
	}
	const (
		fixed16 = "mla_a8w8_qh16_qseqlen1_gqaratio16.co"
		ps16    = "mla_a8w8_qh16_qseqlen1_gqaratio16_ps.co"
	)
	measuredNote := "stage 2 (" + AITERReduceMeasured.Kernel + "): measured, not modeled (" + AITERReduceMeasured.Source + ")"
	fixedRef := func(code []byte) Reference {
		one := AITER(code, 1, nil)
		return Reference{Name: "aiter", Note: "fixed splits at AITER's own choice; its stage-2 merge (a Triton kernel, no code object here) is modeled by mlagen's reduce kernel for the same splits",
			Subject: func(s mla.Shape) (Subject, error) {
				splits := anchors.AITERSplits(s.Batch, s.KVLen)
				var reduce []byte
				if splits > 1 {
					var err error
					if reduce, err = standIn(splits); err != nil {
						return Subject{}, fmt.Errorf("the stand-in for AITER's stage 2: %w", err)
					}
				}
				return AITER(code, splits, reduce), nil
			}, Single: &one}
	}
	psRef := func(code []byte) Reference {
		return Reference{Name: "aiter_ps", Note: "persistent as the benchmark runs it (get_mla_metadata_v1 work lists); " + measuredNote,
			Subject: func(mla.Shape) (Subject, error) { return AITERPersistent(code, nil), nil }}
	}
	var refs []Reference
	switch an.File {
	case fixed16, ps16:
		other := ps16
		if an.File == ps16 {
			other = fixed16
		}
		var oc []byte
		if sibling != nil {
			oc, _ = sibling(other)
		}
		fc, pc := code, oc
		if an.File == ps16 {
			fc, pc = oc, code
		}
		if fc != nil {
			refs = append(refs, fixedRef(fc))
		}
		if pc != nil {
			refs = append(refs, psRef(pc))
		}
	default:
		if an.Persistent {
			refs = append(refs, Reference{Name: fmt.Sprintf("aiter_ps_h%d", heads), Note: "persistent (per-sequence work lists, anchors.AITERPSWorkList); " + measuredNote + ", a 16-head figure",
				Subject: func(mla.Shape) (Subject, error) { return AITERPersistentHeads(code, nil, heads), nil }})
			break
		}
		one := AITERRows(code, heads, qlen, 1)
		refs = append(refs, Reference{Name: "aiter", Note: AITERRowsNote,
			Subject: func(s mla.Shape) (Subject, error) {
				return AITERRows(code, heads, qlen, anchors.AITERSplitsRows(s.Batch, s.KVLen, heads, qlen)), nil
			}, Single: &one})
	}
	return refs, nil
}
