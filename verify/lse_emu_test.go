package verify_test

import (
	"context"
	"math"
	"sort"
	"testing"

	"github.com/mlagen/mlagen/gen"
	"github.com/mlagen/mlagen/internal/gentest"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/num"
	"github.com/mlagen/mlagen/verify"
)

// The _lse kernels of every (tile, stages) pair, with one split (the decode
// kernel writes lse, through its single-wave store or the waves' merge) and
// with three (the reduce kernel writes the merged lse), compiled here and run
// on the emulator on a ragged batch that takes every path (a partial last
// tile, an empty split, an empty sequence, whole tiles): the output, the
// partials and the lse pass their strict bounds, and an empty sequence's lse
// is -inf. Two _qs kernels (one with lse) take the same batches.
func TestLSERaggedEveryTileStages(t *testing.T) {
	cc := gentest.Compiler(t)
	pairs := map[[2]int]bool{}
	for _, c := range mla.AllConfigs() {
		pairs[[2]int{c.Tile, c.Stages}] = true
	}
	var cfgs []mla.Config
	for p := range pairs {
		for _, s := range []int{1, 3} {
			cfgs = append(cfgs, mla.Config{Splits: s, Stages: p[1], Tile: p[0], Dims: mla.Dims{LSE: true}})
		}
	}
	// and the scaled query (--q fp8s) with and without lse
	cfgs = append(cfgs, mla.Config{Splits: 3, Stages: 2, Tile: 32, Dims: mla.Dims{Q: mla.QFP8Scaled, LSE: true}},
		mla.Config{Splits: 1, Stages: 1, Tile: 128, Dims: mla.Dims{Q: mla.QFP8Scaled}})
	sort.Slice(cfgs, func(i, j int) bool { return cfgs[i].Name() < cfgs[j].Name() })
	res := generate(t, cc, cfgs)
	e := newEmulator(t)
	const seed = 5
	for _, k := range res.Kernels {
		cfg := k.Config
		lens := verify.RaggedLens(seed, cfg)
		in := verify.NewRaggedInputs(seed, lens)
		r := verify.CheckInputs(e, k.CodeObject, cfg, in, "ragged", "", verify.CheckOptions{Seed: seed})
		if r.Err != nil {
			t.Fatalf("%s: %v", cfg, r.Err)
		}
		l := r.Report.LSE
		if !cfg.LSE {
			t.Logf("%s %v: output err/bound %.3f", cfg, lens, r.Report.WorstRatio)
			if l != nil || !r.Pass() {
				t.Errorf("%s on %v: %s (lse report %v)", cfg, lens, r.Report.Failure(in.Element), l)
			}
			continue
		}
		if l == nil || l.N != len(lens)*mla.NumHeads {
			t.Fatalf("%s: no lse checked (%+v)", cfg, l)
		}
		t.Logf("%s %v: lse err/bound %.3f, max|err| exact %.3g; output err/bound %.3f", cfg, lens, l.WorstRatio, l.MaxAbsExact, r.Report.WorstRatio)
		if !r.Pass() {
			t.Errorf("%s on %v: %s", cfg, lens, r.Report.Failure(in.Element))
		}
		empty := false
		for _, n := range lens {
			empty = empty || n == 0
		}
		if !empty {
			t.Errorf("%s: the batch %v has no empty sequence", cfg, lens)
		}
	}
}

// The lse an _lse kernel writes for a one-token sequence is its score,
// sm_scale * kv_scale * (fp8 q . k) (its softmax sum is 1), and for an
// empty one -inf: read back from the emulator, checked against a float64
// dot product rather than the references.
func TestLSEOneTokenAndEmpty(t *testing.T) {
	cc := gentest.Compiler(t)
	cfg := mla.Config{Splits: 2, Stages: 1, Tile: 32, Dims: mla.Dims{LSE: true}}
	k, err := gen.Build(context.Background(), cc, cfg, gen.OnDemandCommand)
	if err != nil {
		t.Fatal(err)
	}
	e := newEmulator(t)
	in := verify.NewRaggedInputs(3, []int{1, 0})
	o, err := verify.RunFull(e, k.CodeObject, cfg, in)
	if err != nil {
		t.Fatal(err)
	}
	for h := 0; h < mla.NumHeads; h++ {
		var dot float64 // fp8 q . fp8 k, exact in float64
		for d := 0; d < mla.QKDim; d++ {
			q8 := num.E4M3ToF32(num.F32ToE4M3(num.BF16ToF32(in.Q[h*mla.QKDim+d]), true))
			dot += float64(q8) * float64(num.E4M3ToF32(in.KV[d]))
		}
		want := float64(in.SMScale) * float64(in.KVScale) * dot // the natural-log score
		if got := float64(o.LSE[h]); math.Abs(got-want) > 1e-5*math.Max(1, math.Abs(want)) {
			t.Errorf("head %d: lse %g, want the score %g", h, got, want)
		}
		if got := o.LSE[mla.NumHeads+h]; !math.IsInf(float64(got), -1) {
			t.Errorf("empty sequence, head %d: lse %g, want -inf", h, got)
		}
	}
}
