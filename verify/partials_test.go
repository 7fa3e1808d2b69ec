package verify

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/mlagen/mlagen/mla"
)

// workspaceOf is the workspace a kernel computing as f writes (nil with one
// split).
func workspaceOf(f *FaithfulOut) []float32 {
	if f.Parts == nil {
		return nil
	}
	return f.Parts.Workspace()
}

func partialRatios(p *PartialsReport) string {
	if p == nil {
		return "none (one split)"
	}
	return fmt.Sprintf("worst/bound m %.3g, l %.3g, acc %.3g", p.WorstM, p.WorstL, p.WorstAcc)
}

// Issue 8, item 11: a kernel that counts one token past a split's partial
// last tile passes the output's strict bound on a long sequence (at kv_len
// 8192 with three splits of 64-token tiles: the 256x8192 selection), but its
// l is past the bound: by 3x with splits of 2731 tokens, by 16x with splits
// of 683 (the 64x8192 selection).
func TestPartialsCatchBrokenKernels(t *testing.T) {
	in := NewInputs(31, 1, 8192)
	ex := Exact(in, nil)
	for _, tc := range []struct {
		name string
		cfg  mla.Config
		v    *variant
		min  float64 // the least worst/bound accepted as a clear catch
	}{
		{"off by one token", cfgS3T64, offByOneKernel(), 2},
		{"off by one token", mla.Config{Splits: 12, Stages: 2, Tile: 64}, offByOneKernel(), 10},
	} {
		f := Faithful(tc.cfg, in, nil)
		o := faithful(tc.cfg, in.problem(), nil, tc.v)
		out := Compare(o.Out, ex, f)
		p := ComparePartials(workspaceOf(o), f, in)
		t.Logf("%v %s: output worst/bound %.3g; partials worst/bound m %.3g, l %.3g, acc %.3g (%s)",
			tc.cfg, tc.name, out.WorstRatio, p.WorstM, p.WorstL, p.WorstAcc, p.Where)
		if p.Pass() || p.Worst < tc.min {
			t.Errorf("%v %s: partials %s; worst %.3gx the bound, want a fail by %gx at least", tc.cfg, tc.name, p.Failure(), p.Worst, tc.min)
		}
	}
}

// ComparePartials flags poison, NaN, a wrong empty split, and a value past
// its bound; it ignores an empty split's acc and accepts the kernel's m
// anywhere within its bound, with l and acc at that m's scale.
func TestComparePartialsFlags(t *testing.T) {
	in := NewRaggedInputs(41, []int{300, 2}) // S = 4: sequence 1 has two empty splits
	f := Faithful(cfgS4T32, in, nil)
	good := workspaceOf(f)
	const RF, A = mla.WorkspaceRowFloats, mla.WorkspaceAcc
	at := func(seq, head, split, i int) int { return ((seq*mla.NumHeads+head)*4+split)*RF + i }
	if !f.Parts.Empty[(1*mla.NumHeads+5)*4+3] || f.Parts.Empty[(1*mla.NumHeads+5)*4+1] {
		t.Fatal("sequence 1 (2 tokens, 4 splits): want splits 0, 1 with a token, 2, 3 empty")
	}
	poison := math.Float32frombits(PoisonF32)
	mb := f.Parts.MBound[(0*mla.NumHeads+2)*4+1]
	for _, tc := range []struct {
		name string
		edit func(ws []float32)
		want string // "" passes
	}{
		{"as written", func([]float32) {}, ""},
		{"an empty split's acc is not read", func(ws []float32) { ws[at(1, 5, 3, A+7)] = float32(math.NaN()) }, ""},
		{"m shifted within its bound, l and acc with it", func(ws []float32) {
			d := 0.75 * mb
			i := at(0, 2, 1, 0)
			ws[i+mla.WorkspaceM] += float32(d)
			sc := float32(math.Exp2(-d)) // l and acc are sums of exp2(s - m)
			ws[i+mla.WorkspaceL] *= sc
			for j := 0; j < mla.VDim; j++ {
				ws[i+A+j] *= sc
			}
		}, ""},
		{"m past its bound", func(ws []float32) { ws[at(0, 2, 1, mla.WorkspaceM)] += float32(3 * mb) }, "m of sequence 0 head 2 split 1"},
		{"l off by one token's weight", func(ws []float32) { ws[at(0, 9, 0, mla.WorkspaceL)] += 0.25 }, "l of sequence 0 head 9 split 0"},
		{"acc unwritten", func(ws []float32) { ws[at(0, 3, 2, A+100)] = poison }, "1 partials never written"},
		{"l NaN", func(ws []float32) { ws[at(1, 0, 1, mla.WorkspaceL)] = float32(math.NaN()) }, "1 partials NaN or Inf"},
		{"empty split's l unwritten", func(ws []float32) { ws[at(1, 4, 2, mla.WorkspaceL)] = poison }, "1 empty splits without m = -inf, l = 0 (at m, l (an empty split) of sequence 1 head 4 split 2)"},
		{"empty split's m 0", func(ws []float32) { ws[at(1, 4, 2, mla.WorkspaceM)] = 0 }, "1 empty splits"},
	} {
		ws := slices.Clone(good)
		tc.edit(ws)
		p := ComparePartials(ws, f, in)
		msg := p.Failure()
		if (tc.want == "") != p.Pass() || !strings.Contains(msg, tc.want) {
			t.Errorf("%s: %q (worst %.3g), want %q", tc.name, msg, p.Worst, tc.want)
		}
		t.Logf("%s: %s", tc.name, msg)
	}
}
