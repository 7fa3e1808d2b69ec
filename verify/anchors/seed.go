package anchors

import (
	"errors"
	"fmt"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/gen/codeobj"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/num"
	"github.com/mlagen/mlagen/verify"
)

// The seed kernel's symbols (../shared/seed/README.md).
const (
	SeedDecodeKernel        = "_Z24mla_mfma_pipeline_kernelPKtPKhPfS3_S3_PtPKiS6_PKfif"
	SeedReduceGenericKernel = "_Z25mla_reduce_kernel_genericPKfS0_S0_PtS0_i"
)

// seedReduceInstances are the split counts the seed's host code dispatches to
// a specialized reduce kernel (its REDUCE_DISPATCH cases); others use the
// generic one.
var seedReduceInstances = []int{3, 8, 12, 16, 24, 64}

// SeedReduceKernel is the reduce kernel the seed's host code launches for
// splits > 1, and whether it is the generic one (which takes num_splits).
func SeedReduceKernel(splits int) (name string, generic bool) {
	for _, n := range seedReduceInstances {
		if n == splits {
			return fmt.Sprintf("_Z17mla_reduce_kernelILi%dEEvPKfS1_S1_PtS1_", n), false
		}
	}
	return SeedReduceGenericKernel, true
}

// SeedSplits is the seed's split heuristic, _choose_splits in
// ../shared/seed/mla_hip_v249.py: 32-token tiles, at most one split per two
// tiles and 64 in all; long sequences (more than 64 tiles) aim at 768
// workgroups, short ones at max(512, 8*batch); then splits shrink until the
// grid has at most 912 workgroups.
func SeedSplits(batch, kvLen int) int {
	tiles := max(1, kvLen/32)
	maxUseful := max(1, tiles/2)
	var ideal int
	if tiles > 64 {
		ideal = max(1, (768+batch-1)/batch) // -(-768 // batch)
	} else {
		ideal = max(1, max(512, batch*8)/batch)
	}
	splits := max(1, min(ideal, maxUseful, 64))
	for splits > 1 && batch*splits > 912 {
		splits--
	}
	return splits
}

// SeedQ is the query as the seed kernel uses it: each bf16 element converted
// to fp8 e4m3 with round-to-nearest-even and no scale ([batch, 16, 576]).
func SeedQ(in *verify.Inputs) []float64 {
	q := make([]float64, len(in.Q))
	for i, v := range in.Q {
		q[i] = float64(num.E4M3ToF32(num.F32ToE4M3(num.BF16ToF32(v), false)))
	}
	return q
}

// Seed is the seed kernel's workload: buffers in its ABI and its launches.
type Seed struct {
	W      *verify.Workload
	Splits int
	Batch  int // sequences in the launched batch (the inputs' times reps)
}

// CheckSeed says whether code is a code object NewSeed can run: it parses
// and holds the seed's decode kernel and its generic reduce kernel. Commands
// check a code object named on their command line with it before using it.
func CheckSeed(code []byte) error {
	co, err := codeobj.Parse(code)
	if err != nil {
		return err
	}
	for _, name := range []string{SeedDecodeKernel, SeedReduceGenericKernel} {
		if _, err := co.Kernel(name); err != nil {
			return fmt.Errorf("not the seed kernel's code object: %w", err)
		}
	}
	return nil
}

// NewSeed loads the seed's code object (as built by ../shared/seed/build.sh)
// on be and builds the workload that runs it on in with splits splits: see
// NewSeedReps.
func NewSeed(be device.Backend, code []byte, in *verify.Inputs, splits int) (*Seed, error) {
	return NewSeedReps(be, code, in, splits, 1)
}

// NewSeedReps is NewSeed for a batch that repeats in's sequences reps times
// (each copy with its own KV rows), as verify.Prepare does for the device
// benchmark.
//
// Buffers (the seed's ABI, ../shared/seed/README.md): "q" bf16 [B,16,576],
// "kv" fp8 [total,576], "kv_scale" f32, "qo_indptr"/"kv_indptr" int32 [B+1],
// "partial_m"/"partial_l" f32 [B*16*splits], "partial_acc" f32
// [B*16*splits, 512] (index (b*16+h)*splits+split), "out" bf16 [B,16,512];
// partials and output poisoned (verify.PoisonF32/PoisonBF16). Launches:
// the decode kernel on grid (splits, B), block 256, with (q, kv, partial_m,
// partial_l, partial_acc, out, qo_indptr, kv_indptr, kv_scale, splits,
// sm_scale); with splits > 1 the reduce kernel the seed's host code picks
// (SeedReduceKernel) on grid B*16, block 512. With one split the decode
// kernel writes out itself.
//
// In the emulator the seed needs emu.WithLDSDMAOutOfRange(emu.LDSDMASkip):
// its last LDS-DMA round of a full tile has lanes past num_records, whose
// zeros (the CDNA behaviour, and the emulator's default) land on the other
// stage buffer while it is read (emu/EXECUTOR.md, "Out-of-range
// LDS-DMA lanes write zeros"); with the default the race check stops it.
func NewSeedReps(be device.Backend, code []byte, in *verify.Inputs, splits, reps int) (_ *Seed, err error) {
	if splits < 1 || splits > 64 {
		return nil, fmt.Errorf("seed: %d splits; the seed supports 1..64", splits)
	}
	if reps < 1 {
		return nil, fmt.Errorf("seed: reps %d: want at least 1", reps)
	}
	mod, err := be.Load(code)
	if err != nil {
		return nil, fmt.Errorf("seed: loading the code object: %w", err)
	}
	decode, err := mod.Kernel(SeedDecodeKernel)
	if err != nil {
		return nil, fmt.Errorf("seed: %w", err)
	}
	w := verify.NewWorkload(be)
	defer func() {
		if err != nil {
			err = errors.Join(err, w.Close())
		}
	}()
	B := in.Batch() * reps
	rows := int64(B) * mla.NumHeads * int64(splits)
	up := func(name string, b []byte, tile int) {
		if err == nil {
			_, err = w.UploadTiled(name, b, tile)
		}
	}
	up("q", verify.U16Bytes(in.Q), reps)
	up("kv", in.KV, reps)
	up("kv_scale", verify.F32Bytes([]float32{in.KVScale}), 1)
	up("qo_indptr", verify.I32Bytes(tileIndptr(in.QOIndptr, reps)), 1)
	up("kv_indptr", verify.I32Bytes(tileIndptr(in.KVIndptr, reps)), 1)
	up("partial_m", verify.PoisonedF32(4*rows), 1)
	up("partial_l", verify.PoisonedF32(4*rows), 1)
	up("partial_acc", verify.PoisonedF32(4*rows*mla.VDim), 1)
	up("out", verify.PoisonedBF16(int64(B)*mla.NumHeads*mla.VDim*2), 1)
	if err != nil {
		return nil, err
	}
	p := func(name string) verify.ArgValue { return verify.PtrArg(w.Ptr(name)) }
	if err := w.AddLaunch(decode, nil, device.Dim3{X: uint32(splits), Y: uint32(B), Z: 1}, device.Dim3{X: 256, Y: 1, Z: 1},
		p("q"), p("kv"), p("partial_m"), p("partial_l"), p("partial_acc"), p("out"), p("qo_indptr"), p("kv_indptr"), p("kv_scale"),
		verify.I32Arg(int32(splits)), verify.F32Arg(in.SMScale)); err != nil {
		return nil, fmt.Errorf("seed: %w", err)
	}
	if splits > 1 {
		name, generic := SeedReduceKernel(splits)
		reduce, err := mod.Kernel(name)
		if err != nil {
			return nil, fmt.Errorf("seed: %w", err)
		}
		args := []verify.ArgValue{p("partial_m"), p("partial_l"), p("partial_acc"), p("out"), p("kv_scale")}
		if generic {
			args = append(args, verify.I32Arg(int32(splits)))
		}
		if err := w.AddLaunch(reduce, nil, device.Dim3{X: uint32(B * mla.NumHeads), Y: 1, Z: 1}, device.Dim3{X: 512, Y: 1, Z: 1}, args...); err != nil {
			return nil, fmt.Errorf("seed: %w", err)
		}
	}
	return &Seed{W: w, Splits: splits, Batch: B}, nil
}

// Output reads the bf16 output [Batch, 16, 512] after a run.
func (s *Seed) Output() ([]uint16, error) {
	raw, err := s.W.Read("out")
	if err != nil {
		return nil, err
	}
	return verify.BF16s(raw), nil
}

// Close frees the workload's buffers.
func (s *Seed) Close() error { return s.W.Close() }

// tileIndptr repeats a CSR index array reps times, each copy offset by the
// total of the ones before it.
func tileIndptr(ip []int32, reps int) []int32 {
	n := len(ip) - 1
	out := make([]int32, 0, n*reps+1)
	for r := 0; r < reps; r++ {
		base := int32(r) * ip[n]
		out = append(out, ip[:n]...)
		for i := len(out) - n; i < len(out); i++ {
			out[i] += base
		}
	}
	return append(out, int32(reps)*ip[n])
}
