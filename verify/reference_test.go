package verify

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/num"
)

var (
	cfgS1T32 = mla.Config{Splits: 1, Stages: 2, Tile: 32}
	cfgS4T32 = mla.Config{Splits: 4, Stages: 2, Tile: 32}
	cfgS8T32 = mla.Config{Splits: 8, Stages: 2, Tile: 32}
	cfgS3T64 = mla.Config{Splits: 3, Stages: 2, Tile: 64}
)

// handInputs builds inputs from explicit q (bf16 bits, per sequence 16x576)
// and KV codes.
func handInputs(q []uint16, kv []uint8, kvScale float32, lens []int) *Inputs {
	in := &Inputs{KVLens: lens, FullBatch: len(lens), Q: q, KV: kv, KVScale: kvScale, SMScale: SMScale}
	in.QOIndptr = make([]int32, len(lens)+1)
	in.KVIndptr = make([]int32, len(lens)+1)
	for i, l := range lens {
		in.Seqs = append(in.Seqs, i)
		in.QOIndptr[i+1] = int32(i + 1)
		in.KVIndptr[i+1] = in.KVIndptr[i] + int32(l)
	}
	return in
}

func randomCodes(r *rand.Rand, n int) []uint8 {
	kv := make([]uint8, n)
	for i := range kv {
		for {
			kv[i] = uint8(r.IntN(256))
			if kv[i]&0x7F != 0x7F {
				break
			}
		}
	}
	return kv
}

func randomQ(r *rand.Rand, rows int) []uint16 {
	q := make([]uint16, rows*mla.NumHeads*mla.QKDim)
	for i := range q {
		q[i] = num.F32ToBF16(float32(r.NormFloat64()))
	}
	return q
}

// One token: the softmax is 1, so the output is v * kv_scale, exactly in the
// exact reference and rounded once to bf16 in the faithful one, with one
// split or with the token in the first of four (the others empty).
func TestOneToken(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 1))
	in := handInputs(randomQ(r, 1), randomCodes(r, mla.QKDim), 0.0137, []int{1})
	ex := Exact(in, nil)
	for _, cfg := range []mla.Config{cfgS1T32, cfgS4T32} {
		f := Faithful(cfg, in, nil)
		for h := 0; h < mla.NumHeads; h++ {
			for j := 0; j < mla.VDim; j++ {
				i := h*mla.VDim + j
				v := num.E4M3ToF32(in.KV[j])
				if want := float64(v) * float64(in.KVScale); ex[i] != want {
					t.Fatalf("exact[%d] = %v, want %v", i, ex[i], want)
				}
				// (+0 where v is -0: the MFMA adds -0 to an accumulator of +0.)
				if want := num.F32ToBF16(v * in.KVScale); num.BF16ToF32(f.Out[i]) != num.BF16ToF32(want) {
					t.Fatalf("%v: faithful[%d] = %#x, want %#x", cfg, i, f.Out[i], want)
				}
			}
		}
		if rep := Compare(f.Out, ex, f); !rep.Pass() {
			t.Errorf("%v: %s", cfg, rep.Failure(nil))
		}
	}
}

// Equal scores (q = 0): every p is 1 and the output is the mean of v.
func TestEqualScores(t *testing.T) {
	r := rand.New(rand.NewPCG(2, 2))
	const L = 777
	in := handInputs(make([]uint16, mla.NumHeads*mla.QKDim), randomCodes(r, L*mla.QKDim), 0.02, []int{L})
	ex := Exact(in, nil)
	absMean := make([]float64, mla.VDim) // mean |v| * kv_scale
	for j := 0; j < mla.VDim; j++ {
		var s float64
		for t := 0; t < L; t++ {
			v := float64(num.E4M3ToF32(in.KV[t*mla.QKDim+j]))
			s += v
			absMean[j] += math.Abs(v) / L * float64(in.KVScale)
		}
		mean := s / L * float64(in.KVScale)
		for h := 0; h < mla.NumHeads; h++ {
			if e := ex[h*mla.VDim+j]; math.Abs(e-mean) > 1e-12*math.Max(1, math.Abs(mean)) {
				t.Fatalf("exact head %d dim %d = %v, want the mean %v", h, j, e, mean)
			}
		}
	}
	for _, cfg := range []mla.Config{cfgS1T32, cfgS3T64} {
		f := Faithful(cfg, in, nil)
		for i, e := range ex {
			if d := math.Abs(float64(f.Pre[i]) - e); d > f.Bound[i] {
				t.Fatalf("%v: faithful %v, mean %v: off by %g, bound %g", cfg, f.Pre[i], e, d, f.Bound[i])
			}
			// No fp8 flip is possible (every p is exactly 1): the bound is
			// rounding-sized, bf16 ULPs plus f32 roundings of sums of |v|.
			if lim := 2*bf16ULP(math.Abs(e)) + 1e-4*absMean[i%mla.VDim]; f.Bound[i] > lim {
				t.Fatalf("%v: bound %g at %v is more than %g", cfg, f.Bound[i], e, lim)
			}
		}
	}
}

// A sequence without KV rows gets exact zeros, and the bound demands them.
func TestZeroLengthSequence(t *testing.T) {
	in := NewRaggedInputs(4, []int{0, 40, 0})
	ex := Exact(in, nil)
	const n = mla.NumHeads * mla.VDim
	for _, cfg := range []mla.Config{cfgS1T32, cfgS4T32} {
		f := Faithful(cfg, in, nil)
		for _, b := range []int{0, 2} {
			for i := b * n; i < (b+1)*n; i++ {
				if ex[i] != 0 || f.Out[i] != 0 || f.Pre[i] != 0 || f.Bound[i] != 0 {
					t.Fatalf("%v: sequence %d element %d: exact %v faithful %#x bound %v", cfg, b, i, ex[i], f.Out[i], f.Bound[i])
				}
			}
		}
		bad := slices.Clone(f.Out)
		bad[5] = num.F32ToBF16(1e-30) // tiny but not zero
		if rep := Compare(bad, ex, f); rep.StrictPass {
			t.Errorf("%v: a nonzero output of an empty sequence passes", cfg)
		}
	}
}

// Results do not depend on the number of goroutines.
func TestReferencesIndependentOfWorkers(t *testing.T) {
	in := NewRaggedInputs(5, []int{1, 0, 700, 33, 64, 2100})
	e1 := Exact(in, &RefOptions{Workers: 1})
	e3 := Exact(in, &RefOptions{Workers: 3})
	if !slices.Equal(e1, e3) {
		t.Error("exact reference depends on the worker count")
	}
	for _, cfg := range []mla.Config{cfgS1T32, cfgS3T64} {
		f1 := Faithful(cfg, in, &RefOptions{Workers: 1})
		f3 := Faithful(cfg, in, &RefOptions{Workers: 3})
		if !slices.Equal(f1.Out, f3.Out) || !slices.Equal(f1.Pre, f3.Pre) || !slices.Equal(f1.Bound, f3.Bound) {
			t.Errorf("%v: faithful reference depends on the worker count", cfg)
		}
	}
	var tokens int
	Faithful(cfgS3T64, in, &RefOptions{Progress: func(n int) { tokens += n }})
	if tokens != in.TotalKV() {
		t.Errorf("progress reported %d tokens, want %d", tokens, in.TotalKV())
	}
}

// agreementExcess is the largest |faithful - exact| - 2^-4 |exact| over the
// exact output's RMS (BOUND.md, "The two references").
func agreementExcess(f *FaithfulOut, ex []float64, rms float64) float64 {
	var worst float64
	for i, e := range ex {
		d := math.Abs(float64(num.BF16ToF32(f.Out[i])) - e)
		worst = max(worst, (d-math.Abs(e)/16)/rms)
	}
	return worst
}

// The two references agree within the fp8 bound of BOUND.md: per element
// |faithful - exact| <= 2^-4 |exact| + RMS/4.
func TestReferencesAgree(t *testing.T) {
	for _, tc := range []struct {
		in  *Inputs
		cfg mla.Config
	}{
		{NewInputs(11, 1, 8192), cfgS1T32},
		{NewInputs(12, 4, 1024), cfgS8T32},
		{NewRaggedInputs(13, []int{1, 5, 31, 33, 100, 0, 1000}), cfgS3T64},
	} {
		ex := Exact(tc.in, nil)
		f := Faithful(tc.cfg, tc.in, nil)
		rep := Compare(f.Out, ex, f)
		x := agreementExcess(f, ex, rep.RMS)
		t.Logf("%v %v: max|faithful-exact| = %.3g = %.3f RMS, excess over 2^-4|exact| %.3f RMS, mismatches %v",
			tc.in, tc.cfg, rep.MaxAbsExact, rep.RelExact(), x, rep.Mismatch)
		if x > 0.25 || !rep.Pass() {
			t.Errorf("%v %v: the references disagree: excess %.3f RMS (max 0.25); %s", tc.in, tc.cfg, x, rep.Failure(nil))
		}
	}
}

// preMargin is the largest pre-rounding error of a variant over the
// pre-rounding part of the bound (the bound minus its half bf16 ULP).
func preMargin(v, f *FaithfulOut) float64 {
	var worst float64
	for i, b := range f.Bound {
		d := boundDelta(float64(f.Pre[i]), b)
		if d <= 0 {
			continue
		}
		worst = max(worst, math.Abs(float64(v.Pre[i])-float64(f.Pre[i]))/d)
	}
	return worst
}

// boundDelta recovers delta from bound = delta + bf16ULP(|y|+delta)/2.
func boundDelta(y, bound float64) float64 {
	y = math.Abs(y)
	for _, ulp := range []float64{bf16ULP(y), 2 * bf16ULP(y)} {
		if d := bound - ulp/2; d >= 0 && bf16ULP(y+d) == ulp {
			return d
		}
	}
	return 0
}

// Correct kernels pass, their split partials too: another MFMA summation
// order with exp2 off by an ULP, and a kernel at the edge of the error model;
// on long splits, and on ragged ones with partial tiles and empty splits.
func TestStrictBoundPassesCorrectKernels(t *testing.T) {
	for _, tc := range []struct {
		in  *Inputs
		cfg mla.Config
	}{
		{NewInputs(21, 1, 8192), cfgS1T32},
		{NewInputs(22, 2, 1024), cfgS8T32},
		{NewRaggedInputs(23, []int{1, 7, 33, 0, 300}), cfgS3T64},
		{NewRaggedInputs(24, []int{1500, 2, 0, 75}), cfgS4T32},
	} {
		ex := Exact(tc.in, nil)
		f := Faithful(tc.cfg, tc.in, nil)
		for name, v := range map[string]*variant{"mfma-order": mfmaKernel(1), "model-edge": extremeKernel(2)} {
			o := faithful(tc.cfg, tc.in.problem(), nil, v)
			rep := CompareAll(&Output{Out: o.Out, Workspace: workspaceOf(o)}, ex, nil, f, tc.in)
			t.Logf("%v %v %s: worst %.3f of the bound, %.3f of its pre-rounding part; max|err| %.3g; partials: %s",
				tc.in, tc.cfg, name, rep.WorstRatio, preMargin(o, f), rep.MaxAbsFaithful, partialRatios(rep.Partials))
			if !rep.Pass() {
				t.Errorf("%v %v %s fails: %s", tc.in, tc.cfg, name, rep.Failure(nil))
			}
		}
	}
}

// Broken kernels fail the strict bound although the benchmark's rule passes
// them: one skipped 32-token tile at kv_len 8192 (first, middle and last
// tile; one split and eight), and a QK dot without the 64 rope dims.
func TestStrictBoundCatchesBrokenKernels(t *testing.T) {
	in := NewInputs(31, 1, 8192)
	ex := Exact(in, nil)
	for _, cfg := range []mla.Config{cfgS1T32, cfgS8T32} {
		f := Faithful(cfg, in, nil)
		tiles := (8192/cfg.Splits + 31) / 32
		cases := map[string]*variant{
			"skip first tile":  skipTileKernel(0, 0, 0),
			"skip middle tile": skipTileKernel(0, cfg.Splits/2, tiles/2),
			"skip last tile":   skipTileKernel(0, cfg.Splits-1, tiles-1),
			"drop rope":        dropRopeKernel(),
		}
		for name, v := range cases {
			o := faithful(cfg, in.problem(), nil, v)
			rep := Compare(o.Out, ex, f)
			t.Logf("%v %s: %d of %d elements past the bound, worst %.1fx; max|err| %.3g (%.3f RMS); benchmark rule passes: %v",
				cfg, name, rep.Violations, rep.N, rep.WorstRatio, rep.MaxAbsFaithful, rep.RelFaithful(), rep.BenchmarkPass)
			if rep.StrictPass || rep.Pass() {
				t.Errorf("%v %s passes the strict check", cfg, name)
			}
			if rep.WorstRatio < 4 {
				t.Errorf("%v %s: caught by a thin margin (%.2fx the bound)", cfg, name, rep.WorstRatio)
			}
		}
	}
}

// The comparison flags an element left unwritten (poison), a NaN, an Inf.
func TestCompareFlagsBadElements(t *testing.T) {
	in := NewInputs(41, 1, 64)
	ex := Exact(in, nil)
	f := Faithful(cfgS1T32, in, nil)
	if rep := Compare(f.Out, ex, f); !rep.Pass() || rep.WorstRatio > 1 {
		t.Fatalf("the faithful output fails: %s", rep.Failure(nil))
	}
	for _, tc := range []struct {
		name string
		bits uint16
		want func(Report) bool
	}{
		{"unwritten", PoisonBF16, func(r Report) bool { return r.Unwritten == 1 && r.NaN == 0 }},
		{"NaN", 0x7FC0, func(r Report) bool { return r.NaN == 1 && r.Unwritten == 0 }},
		{"-NaN", 0xFFC1, func(r Report) bool { return r.NaN == 1 }},
		{"Inf", 0x7F80, func(r Report) bool { return r.Inf == 1 }},
		{"off by 2 ULP", f.Out[100] + 2, func(r Report) bool { return r.Violations == 1 && r.WorstIndex == 100 }},
	} {
		out := slices.Clone(f.Out)
		out[100] = tc.bits
		rep := Compare(out, ex, f)
		if rep.Pass() || rep.StrictPass || !tc.want(rep) {
			t.Errorf("%s: %+v", tc.name, rep)
		}
		if tc.name != "off by 2 ULP" && rep.FirstBad != 100 {
			t.Errorf("%s: FirstBad = %d", tc.name, rep.FirstBad)
		}
		t.Logf("%s: %s", tc.name, rep.Failure(nil))
	}
	// A bf16 rounding flip (the other neighbour of the f32 value) passes where
	// the kernel's f32 value could lie across the midpoint, i.e. where that
	// neighbour is within the bound; it is allowed in many places at once.
	flipped := slices.Clone(f.Out)
	flips := 0
	for i, o := range f.Out {
		y := f.Pre[i]
		other := o + 1 // bf16 bits are monotonic in magnitude
		if math.Abs(float64(num.BF16ToF32(o))) > math.Abs(float64(y)) {
			other = o - 1
		}
		if o&0x7FFF == 0 || math.Abs(float64(num.BF16ToF32(other)-y)) > f.Bound[i] {
			continue
		}
		flipped[i] = other
		flips++
	}
	if rep := Compare(flipped, ex, f); !rep.Pass() || flips < len(f.Out)/4 {
		t.Errorf("%d allowed 1-ULP flips: %s", flips, rep.Failure(nil))
	}
	zero := make([]uint16, len(f.Out))
	if rep := Compare(zero, ex, f); rep.StrictPass {
		t.Error("an all-zero output passes the strict check")
	}
}

// benchRef measures a reference on 8 sequences of the 256x8192 benchmark
// shape (the per-token work is the same for any batch) and reports tokens
// per second; at this rate the full shape's 2^21 tokens take 2^21/rate s.
func benchRef(b *testing.B, run func(*Inputs)) {
	seqs := []int{0, 1, 2, 3, 4, 5, 6, 7}
	in, err := NewSampledInputs(1, 256, 8192, seqs)
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		run(in)
	}
	b.ReportMetric(float64(in.TotalKV()*b.N)/b.Elapsed().Seconds(), "tokens/s")
}

func BenchmarkExact(b *testing.B) { benchRef(b, func(in *Inputs) { Exact(in, nil) }) }

func BenchmarkFaithful(b *testing.B) {
	cfg := mla.Select(mla.Shape{Batch: 256, KVLen: 8192})
	benchRef(b, func(in *Inputs) { Faithful(cfg, in, nil) })
}
