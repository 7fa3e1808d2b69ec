package verify

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/num"
)

// The exact LSE by hand: one token's is its score, n equal scores' is the
// score + ln n, an empty sequence's is -inf.
func TestExactLSE(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	q := randomQ(r, 3)
	row := randomCodes(r, mla.QKDim)
	var kv []uint8
	for i := 0; i < 1+5; i++ { // sequence 0: one token; sequence 2: five copies of it
		kv = append(kv, row...)
	}
	in := handInputs(q, kv, 0.0173, []int{1, 0, 5})
	copy(in.Q[2*mla.NumHeads*mla.QKDim:], in.Q[:mla.NumHeads*mla.QKDim])
	_, lse := ExactQLSE(in, nil, nil)
	for h := 0; h < mla.NumHeads; h++ {
		s := 0.0
		for d := 0; d < mla.QKDim; d++ {
			s += float64(num.BF16ToF32(in.Q[h*mla.QKDim+d])) * e4m3F64[row[d]]
		}
		s *= float64(in.SMScale) * float64(in.KVScale)
		if got := lse[h]; math.Abs(got-s) > 1e-12 {
			t.Errorf("one token, head %d: %g, want %g", h, got, s)
		}
		if got := lse[mla.NumHeads+h]; !math.IsInf(got, -1) {
			t.Errorf("empty sequence, head %d: %g, want -inf", h, got)
		}
		if got, want := lse[2*mla.NumHeads+h], s+math.Log(5); math.Abs(got-want) > 1e-12 {
			t.Errorf("five equal tokens, head %d: %g, want %g", h, got, want)
		}
	}
}

// Correct kernels' LSE stays within the strict bound: another MFMA order with
// exp2 off by an ULP, a kernel at the edge of the error model; one split,
// several, ragged batches with empty splits and sequences.
func TestLSEBoundPassesCorrectKernels(t *testing.T) {
	for _, tc := range []struct {
		in  *Inputs
		cfg mla.Config
	}{
		{NewInputs(21, 1, 4096), cfgS1T32},
		{NewInputs(22, 2, 1024), cfgS8T32},
		{NewRaggedInputs(23, []int{1, 7, 33, 0, 300}), cfgS3T64},
	} {
		_, exLSE := ExactQLSE(tc.in, nil, nil)
		f := Faithful(tc.cfg, tc.in, nil)
		for name, v := range map[string]*variant{"mfma-order": mfmaKernel(1), "model-edge": extremeKernel(2)} {
			o := faithful(tc.cfg, tc.in.problem(), nil, v)
			rep := CompareLSE(o.LSE, exLSE, f)
			t.Logf("%v %v %s: lse worst %.3f of the bound, max|err| %.3g; against exact %.3g", tc.in, tc.cfg, name, rep.WorstRatio, rep.MaxAbsFaithful, rep.MaxAbsExact)
			if !rep.Pass() {
				t.Errorf("%v %v %s fails: %s", tc.in, tc.cfg, name, rep.Failure())
			}
		}
	}
}

// Broken LSE outputs fail the strict bound: log2 instead of ln (which the
// loose rule catches too), a merge that leaves out the last split (which the
// loose rule passes: ln(4/3) is within 0.1 + 0.1 |lse|), and a skipped
// 32-token tile.
func TestLSEBoundCatchesBrokenKernels(t *testing.T) {
	in := NewInputs(31, 2, 4096)
	_, exLSE := ExactQLSE(in, nil, nil)
	for _, cfg := range []mla.Config{cfgS1T32, cfgS4T32} {
		f := Faithful(cfg, in, nil)
		cases := map[string]*variant{
			"log2 units":       {lseBase2: true},
			"skip middle tile": skipTileKernel(1, cfg.Splits/2, 20),
		}
		if cfg.Splits > 1 {
			cases["merge drops a split"] = &variant{lseDropSplit: true}
		}
		for name, v := range cases {
			o := faithful(cfg, in.problem(), nil, v)
			rep := CompareLSE(o.LSE, exLSE, f)
			t.Logf("%v %s: %d of %d values past the bound, worst %.1fx; max|err| %.3g; loose rule passes: %v",
				cfg, name, rep.Violations, rep.N, rep.WorstRatio, rep.MaxAbsFaithful, rep.Mismatch <= BenchMaxMismatch)
			if rep.Pass() || rep.Violations == 0 {
				t.Errorf("%v %s passes the strict LSE check", cfg, name)
			}
			if rep.WorstRatio < 4 {
				t.Errorf("%v %s: caught by a thin margin (%.2fx the bound)", cfg, name, rep.WorstRatio)
			}
		}
	}
}

// CompareLSE flags a value left unwritten, a NaN, a finite value for an
// empty sequence, and -inf for one with tokens.
func TestCompareLSEFlagsBadValues(t *testing.T) {
	in := NewRaggedInputs(9, []int{40, 0})
	_, exLSE := ExactQLSE(in, nil, nil)
	f := Faithful(cfgS1T32, in, nil)
	if rep := CompareLSE(f.LSE, exLSE, f); !rep.Pass() || rep.WorstRatio != 0 {
		t.Fatalf("the faithful LSE itself: %s (worst %g)", rep.Failure(), rep.WorstRatio)
	}
	for name, c := range map[string]struct {
		i int
		x float32
	}{
		"poison":           {3, math.Float32frombits(PoisonF32)},
		"NaN":              {4, float32(math.NaN())},
		"-inf with tokens": {5, float32(math.Inf(-1))},
		"finite for empty": {mla.NumHeads + 2, 0},
	} {
		bad := append([]float32(nil), f.LSE...)
		bad[c.i] = c.x
		rep := CompareLSE(bad, exLSE, f)
		if rep.Pass() || rep.Where != c.i {
			t.Errorf("%s: passes or points elsewhere (%d): %+v", name, rep.Where, rep)
		}
	}
}

// A _qs kernel's strict bound catches a kernel that converts q * (1/q_scale)
// but leaves q_scale out of the scores' scale; the plain config's reference
// ignores the inputs' q_scale, and the _qs reference differs from it.
func TestScaledQueryBound(t *testing.T) {
	in := NewInputs(41, 2, 1024)
	qs := cfgS4T32.With(mla.Dims{Q: mla.QFP8Scaled})
	ex := Exact(in, nil)
	f := Faithful(qs, in, nil)
	if rep := Compare(f.Out, ex, f); !rep.Pass() {
		t.Fatalf("the _qs reference against exact attention: %s", rep.Failure(nil))
	}
	o := faithful(qs, in.problem(), nil, &variant{qScaleUnfolded: true})
	rep := Compare(o.Out, ex, f)
	t.Logf("q_scale not folded into the scores: %d of %d past the bound, worst %.1fx; benchmark rule passes: %v", rep.Violations, rep.N, rep.WorstRatio, rep.BenchmarkPass)
	if rep.StrictPass || rep.WorstRatio < 4 {
		t.Errorf("q_scale not folded passes the strict check (worst %.2fx)", rep.WorstRatio)
	}
	plain := Faithful(cfgS4T32, in, nil)
	in0 := *in
	in0.QScale = 0
	if p0 := Faithful(cfgS4T32, &in0, nil); !slices.Equal(p0.Out, plain.Out) {
		t.Error("the plain reference depends on the inputs' q_scale")
	}
	if slices.Equal(plain.Out, f.Out) {
		t.Error("the _qs reference equals the plain one")
	}
}
