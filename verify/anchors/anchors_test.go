package anchors

import (
	"encoding/binary"
	"fmt"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/emu"
	"github.com/mlagen/mlagen/internal/testenv"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/num"
	"github.com/mlagen/mlagen/verify"
)

// The reference kernels run in the emulator against mlagen's references:
// the exact reference for the query values each kernel uses (AITER: fp8
// codes times q_scale; the seed: bf16 q converted to fp8 without a scale),
// the benchmark's loose rule and the tight bound of check.go. Shapes are the
// benchmark's, with sampled sequences to keep the run short. The figures
// are logged (go test -v -run TestInEmulator ./verify/anchors).

type emuCase struct {
	batch, kv, seqs, splits int
}

func sampled(t *testing.T, c emuCase) *verify.Inputs {
	t.Helper()
	in, err := verify.NewSampledInputs(uint64(c.batch*7+c.kv), c.batch, c.kv, verify.SampleSequences(1, c.batch, c.seqs))
	if err != nil {
		t.Fatal(err)
	}
	return in
}

func report(t *testing.T, what string, c emuCase, splits int, e Errors, d time.Duration, inst uint64) {
	t.Helper()
	t.Logf("%s %dx%d [%d seq] splits %d: %v; emulator %v, %d wave-instructions", what, c.batch, c.kv, c.seqs, splits, e, d.Round(time.Millisecond), inst)
	if !e.BenchmarkPass || !e.TightPass {
		t.Fatalf("%s fails: %v", what, e)
	}
}

func TestAITERInEmulator(t *testing.T) {
	_, code := testenv.AITER(t)
	cases := []emuCase{
		{1, 1024, 1, 1},   // one split: the kernel writes bf16 itself
		{4, 1024, 2, 0},   // AITER's 8 splits, merged on the host
		{256, 1024, 2, 0}, // 1 split
		{4, 8192, 1, 0},   // 16 splits of 4 chunks: the main loop, the largest merge
	}
	for _, c := range cases {
		t.Run(fmt.Sprintf("%dx%d", c.batch, c.kv), func(t *testing.T) {
			in := sampled(t, c)
			splits := c.splits
			if splits == 0 {
				splits = AITERSplits(c.batch, c.kv)
			}
			e, _ := emu.New(emu.WithInterleavedWaits(true))
			a, err := NewAITER(e, code, in, splits)
			if err != nil {
				t.Fatal(err)
			}
			defer a.Close()
			t0 := time.Now()
			if err := a.W.Run(); err != nil {
				t.Fatal(err)
			}
			d := time.Since(t0)
			out, err := a.Output()
			if err != nil {
				t.Fatal(err)
			}
			report(t, "aiter", c, splits, Check(in, a.Q(), out), d, e.Stats().WaveInstructions)
		})
	}
}

// Without interleaved waits the emulator runs one wave to its next barrier
// before the next, and AITER's reuse of a DMA buffer its sibling waves are
// still reading shows as an LDS race (exec_interleave.go).
func TestAITERNeedsInterleavedWaits(t *testing.T) {
	_, code := testenv.AITER(t)
	in := verify.NewInputs(2, 1, 1024)
	e, _ := emu.New()
	a, err := NewAITER(e, code, in, 1)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	if err := a.W.Run(); err == nil || !strings.Contains(err.Error(), "LDS race") {
		t.Fatalf("want an LDS race, got %v", err)
	}
}

func TestSeedInEmulator(t *testing.T) {
	_, code := testenv.Seed(t)
	cases := []emuCase{
		{4, 1024, 2, 0},   // 16 splits, specialized reduce
		{256, 1024, 2, 0}, // 3 splits
		{1, 1024, 1, 5},   // generic reduce
		{1, 1024, 1, 1},   // one split: no reduce
	}
	for _, c := range cases {
		t.Run(fmt.Sprintf("%dx%d_s%d", c.batch, c.kv, c.splits), func(t *testing.T) {
			in := sampled(t, c)
			splits := c.splits
			if splits == 0 {
				splits = SeedSplits(c.batch, c.kv)
			}
			e, _ := emu.New(emu.WithLDSDMAOutOfRange(emu.LDSDMASkip))
			s, err := NewSeed(e, code, in, splits)
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			if n := len(s.W.Launches); n != 1+b2i(splits > 1) {
				t.Fatalf("%d launches for %d splits", n, splits)
			}
			if splits > 1 {
				name, generic := SeedReduceKernel(splits)
				if got := s.W.Launches[1].Kernel.Name(); got != name || generic != (splits == 5) {
					t.Fatalf("reduce kernel %s (generic %v)", got, generic)
				}
			}
			t0 := time.Now()
			if err := s.W.Run(); err != nil {
				t.Fatal(err)
			}
			d := time.Since(t0)
			out, err := s.Output()
			if err != nil {
				t.Fatal(err)
			}
			report(t, "seed", c, splits, Check(in, SeedQ(in), out), d, e.Stats().WaveInstructions)
		})
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// A batch that repeats the inputs (for full-size timing runs) gives each
// copy the output of the original.
func TestReps(t *testing.T) {
	_, aiterCode := testenv.AITER(t)
	_, seedCode := testenv.Seed(t)
	in := verify.NewInputs(3, 1, 512)
	run := func(reps int, aiter bool) []uint16 {
		var w *verify.Workload
		var outFn func() ([]uint16, error)
		if aiter {
			e, _ := emu.New(emu.WithInterleavedWaits(true))
			a, err := NewAITERReps(e, aiterCode, in, 2, reps)
			if err != nil {
				t.Fatal(err)
			}
			w, outFn = a.W, a.Output
		} else {
			e, _ := emu.New(emu.WithLDSDMAOutOfRange(emu.LDSDMASkip))
			s, err := NewSeedReps(e, seedCode, in, 3, reps)
			if err != nil {
				t.Fatal(err)
			}
			w, outFn = s.W, s.Output
		}
		defer w.Close()
		if err := w.Run(); err != nil {
			t.Fatal(err)
		}
		out, err := outFn()
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	for _, aiter := range []bool{true, false} {
		one, two := run(1, aiter), run(2, aiter)
		if len(two) != 2*len(one) {
			t.Fatalf("aiter %v: %d outputs for two copies of %d", aiter, len(two), len(one))
		}
		for i, v := range two {
			if v != one[i%len(one)] {
				t.Fatalf("aiter %v: copy %d element %d: %#x, single run %#x", aiter, i/len(one), i%len(one), v, one[i%len(one)])
			}
		}
	}
}

// The argument block follows struct KernelArgs of AITER's asm_mla.cu.
func TestAITERKernelArgs(t *testing.T) {
	_, code := testenv.AITER(t)
	in := verify.NewInputs(4, 2, 300)
	e, _ := emu.New()
	a, err := NewAITER(e, code, in, 3)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	l := a.W.Launches[0]
	if l.Grid != (device.Dim3{X: 1, Y: 2, Z: 3}) || l.Block != (device.Dim3{X: 256, Y: 1, Z: 1}) || len(l.Kernarg) != 384 {
		t.Fatalf("grid %v block %v kernarg %d bytes", l.Grid, l.Block, len(l.Kernarg))
	}
	ka := l.Kernarg
	u64 := func(o int) uint64 { return binary.LittleEndian.Uint64(ka[o:]) }
	u32 := func(o int) uint32 { return binary.LittleEndian.Uint32(ka[o:]) }
	for off, name := range map[int]string{0x00: "R", 0x10: "LSE", 0x20: "Q", 0x30: "KV", 0x40: "kv_indptr", 0x50: "kv_page_indices",
		0x60: "kv_last_page_lens", 0xd0: "qo_indptr", 0xe0: "num_kv_splits_indptr", 0x100: "q_scale", 0x110: "kv_scale"} {
		if got := u64(off); got != uint64(a.W.Ptr(name)) || got == 0 {
			t.Errorf("offset %#x: %#x, want %s at %#x", off, got, name, a.W.Ptr(name))
		}
	}
	for off, want := range map[int]uint32{0x70: math.Float32bits(in.SMScale), 0x80: 16, 0x90: 3, 0xa0: 16 * 576, 0xb0: 576, 0xc0: 0, 0x120: 0, 0x150: 1, 0x160: 0} {
		if got := u32(off); got != want {
			t.Errorf("offset %#x: %#x, want %#x", off, got, want)
		}
	}
	for _, off := range []int{0xf0, 0x130, 0x140} { // ptr_RP, ptr_LSEP, ptr_GKVTP: null
		if u64(off) != 0 {
			t.Errorf("offset %#x: %#x, want a null pointer", off, u64(off))
		}
	}
	for i, b := range ka[0x170:] {
		if b != 0 {
			t.Fatalf("byte %#x past KernelArgs is %#x", 0x170+i, b)
		}
	}
	split, _ := a.W.Read("num_kv_splits_indptr")
	for i := 0; i < 3; i++ {
		if got := binary.LittleEndian.Uint32(split[4*i:]); got != uint32(3*i) {
			t.Fatalf("num_kv_splits_indptr[%d] = %d, want %d", i, got, 3*i)
		}
	}
	if a.Partials == nil || a.Partials.O.Bytes != 2*3*16*512*4 || a.Partials.LSE.Strides[0] != 3*16*4 {
		t.Fatalf("partials %+v", a.Partials)
	}
	if got := a.Partials.MergeReadBytes(in.KVLens); got != 2*3*16*513*4 {
		t.Fatalf("merge reads %d bytes", got)
	}
}

// Merge folds the first min(splits, ceil(len/64)) splits with AITER's
// stage-2 recurrence: checked against the closed form sum_s exp(lse_s) o_s /
// sum_s exp(lse_s), and splits past ceil(len/64) are not read.
func TestMerge(t *testing.T) {
	p := newPartials(2, mla.NumHeads, 3, 64)
	const H, V = mla.NumHeads, mla.VDim
	o := make([]float32, 2*3*H*V)
	lse := make([]float32, 2*3*H)
	for i := range o {
		o[i] = float32(math.Sin(float64(i)))
	}
	for i := range lse {
		lse[i] = float32(3 * math.Cos(float64(i)))
	}
	nan := float32(math.NaN())
	for h := 0; h < H; h++ { // sequence 1 has 100 tokens: splits 2.. are never written
		lse[(1*3+2)*H+h] = nan
		for d := 0; d < V; d++ {
			o[((1*3+2)*H+h)*V+d] = nan
		}
	}
	out := Merge(p, o, lse, []int{1000, 100})
	for b, n := range []int{3, 2} {
		for h := 0; h < H; h++ {
			for d := 0; d < V; d += 37 {
				var nsum, den float64
				for s := 0; s < n; s++ {
					w := math.Exp(float64(lse[(b*3+s)*H+h]))
					nsum += w * float64(o[((b*3+s)*H+h)*V+d])
					den += w
				}
				want := nsum / den
				got := float64(num.BF16ToF32(out[(b*H+h)*V+d]))
				if math.IsNaN(got) || math.Abs(got-want) > math.Abs(want)/128+1e-6 {
					t.Fatalf("seq %d head %d dim %d: %v, want %v", b, h, d, got, want)
				}
			}
		}
	}
}

// The tight bound holds for the exact output rounded to bf16 and breaks for
// an output that misses one 128-token chunk of 1024, which the benchmark's
// loose rule accepts: it can tell a kernel that skips work.
func TestCheckBound(t *testing.T) {
	in := verify.NewInputs(11, 2, 1024)
	codes, scale := QuantizeQ(in)
	q := DequantQ(codes, scale)
	exact := verify.ExactQ(in, q, nil)
	out := make([]uint16, len(exact))
	for i, v := range exact {
		out[i] = num.F32ToBF16(float32(v))
	}
	if e := Check(in, q, out); !e.TightPass || !e.BenchmarkPass || e.WorstRatio > 0.05 {
		t.Fatalf("the exact output fails: %v", e)
	}
	short := *in // the same rows, each sequence 128 tokens shorter
	short.KVLens = []int{896, 896}
	short.KVIndptr = []int32{0, 1024, 1024 + 896}
	dropped := verify.ExactQ(&short, q, nil)
	for i, v := range dropped {
		out[i] = num.F32ToBF16(float32(v))
	}
	e := Check(in, q, out)
	t.Logf("a dropped chunk: %v", e)
	if e.TightPass || e.Violations < len(out)/10 {
		t.Fatalf("a dropped chunk passes the bound: %v", e)
	}
	if !e.BenchmarkPass {
		t.Fatalf("the benchmark's loose rule was expected to accept the dropped chunk: %v", e)
	}
}

// A sequence without KV rows gets a finite bound (its output must be 0).
func TestBoundEmptySequence(t *testing.T) {
	in := verify.NewRaggedInputs(1, []int{0, 40})
	q := SeedQ(in)
	for i, v := range Bound(in, q) {
		if math.IsNaN(v) || v <= 0 {
			t.Fatalf("bound %d = %v", i, v)
		}
	}
}
