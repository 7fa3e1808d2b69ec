package verify_test

import (
	"math"
	"testing"

	"github.com/mlagen/mlagen/internal/gentest"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/num"
	"github.com/mlagen/mlagen/verify"
)

// Issue 19, item 13: scores below -1e30 (log2 units) are scores like any
// other. Two tokens, q = 1 in all 576 dims, KV rows all -1 and all -1.125
// (fp8: kv_scale 1.125/448, the rows' codes -384 and -448), sm_scale 1e28:
// the first token's scores, -5.5e30 ln 2 units, are far above the second's,
// so the output is the first row's V (-0.964 in fp8, -1 in bf16 and MXFP4)
// and lse its score (-5.55e30 in fp8). The kernels used -1e30 both as the
// running max's start and as a masked token's score: the max never moved
// off it, every p underflowed and the output and lse came out wrong. Every
// kernel family runs it: fp8 with one split (direct output) and with the
// reduce (lse from the reduce), bf16 and MXFP4 caches, persistent (lse,
// q_scale, token indices), row-folded (32 rows a workgroup, one split and
// two). (Most are kernels the default verify suite compiles too: the
// compile cache holds them.)
func TestScoresBelowThePlaceholder(t *testing.T) {
	cc := gentest.Compiler(t)
	cfgs := []mla.Config{
		{Splits: 1, Stages: 1, Tile: 32},
		{Splits: 2, Stages: 1, Tile: 32, Dims: mla.Dims{LSE: true}},
		{Splits: 2, Stages: 1, Tile: 64, Dims: mla.Dims{KV: mla.KVBF16}},
		{Splits: 3, Stages: 1, Tile: 32, Dims: mla.Dims{KV: mla.KVMXFP4}},
		{Splits: 1, Stages: 1, Tile: 32, Dims: mla.Dims{Q: mla.QFP8Scaled, LSE: true, Page: mla.Page1, PS: true}},
		// Row-folded (issue 22): 32 rows of one workgroup, with one split and
		// with two (the second empty: its rows' m must be the placeholder).
		{Splits: 1, Stages: 1, Tile: 32, Dims: mla.Dims{LSE: true, Heads: mla.Heads32, Fold: mla.Fold32}},
		{Splits: 2, Stages: 2, Tile: 32, Dims: mla.Dims{LSE: true, Heads: mla.Heads32, Fold: mla.Fold32}},
	}
	res := generate(t, cc, cfgs)
	e := newEmulator(t)
	q := make([]uint16, mla.NumHeads*mla.QKDim)
	kv := make([]uint16, 2*mla.QKDim)
	for i := range q {
		q[i] = num.F32ToBF16(1)
	}
	for i := range kv {
		kv[i] = num.F32ToBF16(-1)
		if i >= mla.QKDim {
			kv[i] = num.F32ToBF16(-1.125)
		}
	}
	for _, k := range res.Kernels {
		cfg := k.Config
		t.Run(cfg.Name(), func(t *testing.T) {
			in, err := verify.FromBF16(q, kv, []int{2}, 1e28, cfg.KV)
			if err != nil {
				t.Fatal(err)
			}
			// The expected values: the 16-head problem's (every head's q is
			// the same, so every row of a kernel with more heads is too).
			exact, exactLSE := verify.ExactQLSE(in, verify.KernelQ(cfg, in), nil)
			if h := cfg.Heads.Count(); h != mla.NumHeads {
				qh := make([]uint16, h*mla.QKDim)
				for i := range qh {
					qh[i] = num.F32ToBF16(1)
				}
				if in, err = in.WithQ(qh, h, 1); err != nil {
					t.Fatal(err)
				}
			}
			r := verify.CheckInputs(e, k.CodeObject, cfg, in, "2 tokens, sm_scale 1e28", "", verify.CheckOptions{})
			if r.Err != nil {
				t.Fatal(r.Err)
			}
			if !r.Pass() {
				t.Errorf("%s", r.Report.Failure(nil))
			}
			// What the kernel wrote, against the first token alone (q as the
			// kernel takes it: with q_scale, 1 is 448 * q_scale): the first
			// and the last row.
			out, err := verify.RunFull(e, k.CodeObject, cfg, in)
			if err != nil {
				t.Fatal(err)
			}
			last := len(out.Out) - mla.VDim
			for _, at := range []int{0, last} {
				if got := num.BF16ToF32(out.Out[at]); math.Abs(float64(got)-exact[0]) > 0.01 {
					t.Errorf("out[%d] = %g, want the first token's value %.4g", at, got, exact[0])
				}
			}
			if cfg.LSE {
				for _, at := range []int{0, len(out.LSE) - 1} {
					if got := float64(out.LSE[at]); math.Abs(got/exactLSE[0]-1) > 1e-3 {
						t.Errorf("lse[%d] = %.4g, want %.4g", at, got, exactLSE[0])
					}
				}
			}
		})
	}
}
