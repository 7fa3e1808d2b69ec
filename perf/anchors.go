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
