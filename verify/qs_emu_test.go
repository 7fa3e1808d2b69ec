package verify_test

import (
	"testing"

	"github.com/mlagen/mlagen/internal/gentest"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/num"
	"github.com/mlagen/mlagen/verify"
)

// A small query with a sharp softmax: q ~ 1e-3 N(0, 1), mostly below fp8
// e4m3's normal range (2^-6) and so rounded to a few subnormal steps by the
// plain kernel's direct bf16 -> fp8 conversion, with sm_scale 125 (scores
// three times the benchmark's spread). Against exact attention on the bf16 q,
// the plain kernel puts many outputs outside the benchmark's tolerance
// (rtol = atol = 0.1), the _qs kernel (q * (1/q_scale), q_scale = amax/448,
// the benchmark reference's quantization) almost none, and the _qbf16 kernel
// (q kept in bf16) no more than _qs. All three kernels run on
// the emulator and pass their own strict bounds: the difference is the
// arithmetic, not a bug. (At the benchmark's magnitudes, q ~ N(0, 1), the
// scale changes nothing: fp8's relative precision does not depend on it.)
func TestScaledQuerySmallQuerySharpSoftmax(t *testing.T) {
	cc := gentest.Compiler(t)
	plain := mla.Config{Splits: 1, Stages: 2, Tile: 32}
	scaled := plain.With(mla.Dims{Q: mla.QFP8Scaled})
	bf16 := plain.With(mla.Dims{Q: mla.QBF16})
	res := generate(t, cc, []mla.Config{plain, scaled, bf16})
	in := verify.NewInputs(3, 2, 512)
	for i, v := range in.Q {
		in.Q[i] = num.F32ToBF16(num.BF16ToF32(v) / 1000)
	}
	in.SMScale *= 3000
	in.QScale = verify.QuantScale(in.Q)
	e := newEmulator(t)
	mismatch := map[mla.Config]float64{}
	for _, k := range res.Kernels {
		r := verify.CheckInputs(e, k.CodeObject, k.Config, in, "q/1000, sm_scale 125", "", verify.CheckOptions{})
		if r.Err != nil {
			t.Fatal(r.Err)
		}
		mismatch[k.Config] = r.Report.Mismatch
		t.Logf("%s: %.2f%% of the outputs outside rtol = atol = 0.1 of exact attention; strict bound: worst %.3f", k.Config, 100*r.Report.Mismatch, r.Report.WorstRatio)
		if !r.Report.StrictPass {
			t.Errorf("%s fails its strict bound: %s", k.Config, r.Report.Failure(in.Element))
		}
	}
	if mismatch[plain] < 0.25 || mismatch[scaled] > verify.BenchMaxMismatch || mismatch[bf16] > mismatch[scaled] {
		t.Errorf("mismatch: plain %.2f%% (want many), _qs %.2f%% (want <= 5%%), _qbf16 %.2f%% (want at most _qs's)", 100*mismatch[plain], 100*mismatch[scaled], 100*mismatch[bf16])
	}
}

// A query beyond fp8's range saturates to +-448 in step 1 (docs/kernel.md),
// as the faithful reference converts it: the plain kernel with |q| up to
// ~4000, and a _qs kernel given a q_scale four times too small (a caller's
// scale that does not cover amax). Both kernels leave MODE.FP16_OVFL clear,
// where the bare conversion turns an overflow into NaN, so they clamp first.
func TestQueryBeyondFP8RangeSaturates(t *testing.T) {
	cc := gentest.Compiler(t)
	plain := mla.Config{Splits: 2, Stages: 2, Tile: 32}
	scaled := plain.With(mla.Dims{Q: mla.QFP8Scaled})
	res := generate(t, cc, []mla.Config{plain, scaled})
	in := verify.NewInputs(5, 2, 300)
	for i, v := range in.Q {
		in.Q[i] = num.F32ToBF16(num.BF16ToF32(v) * 1000)
	}
	in.SMScale /= 1000
	in.QScale = verify.QuantScale(in.Q) / 4
	e := newEmulator(t)
	for _, k := range res.Kernels {
		r := verify.CheckInputs(e, k.CodeObject, k.Config, in, "q*1000", "", verify.CheckOptions{})
		if r.Err != nil {
			t.Fatal(r.Err)
		}
		if !r.Report.StrictPass {
			t.Errorf("%s: %s", k.Config, r.Report.Failure(in.Element))
		}
	}
}
