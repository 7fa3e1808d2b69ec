package verify_test

import (
	"context"
	"strings"
	"testing"

	"github.com/mlagen/mlagen/emu"
	"github.com/mlagen/mlagen/gen"
	"github.com/mlagen/mlagen/internal/gentest"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/plan"
	"github.com/mlagen/mlagen/verify"
)

// Persistent (_ps) kernels on the emulator, on the plan verify builds with
// their PlanParams (256 workgroups): the distributions scaled down to
// stay quick to emulate (uniform, one long sequence among short ones, a long
// tail), batch 1 and empty sequences. Each passes the benchmark's rule against
// the exact reference and the strict bound against the faithful reference,
// which follows the plan's items; the plan's partials are checked at their
// workspace rows. Two configs: two waves merged in LDS (p3 t32) and one wave
// (p2 t96), so both store paths write the output (items of a whole sequence)
// and the workspace (cut sequences); and the scaled query (_qs) with one
// stage.
func TestPSPlannedBatches(t *testing.T) {
	cc := gentest.Compiler(t)
	cfgs := []mla.Config{
		{Splits: 1, Stages: 3, Tile: 32, Dims: mla.Dims{PS: true}},
		{Splits: 1, Stages: 2, Tile: 96, Dims: mla.Dims{PS: true}},
		{Splits: 1, Stages: 1, Tile: 128, Dims: mla.Dims{Q: mla.QFP8Scaled, PS: true}},
	}
	res := generate(t, cc, cfgs)
	e := newEmulator(t)
	dist := func(spec string) []int {
		l, err := verify.DistLens(spec)
		if err != nil {
			t.Fatal(err)
		}
		return l
	}
	batches := map[string][][]int{
		cfgs[0].Name(): {dist("uniform:8:1024"), dist("onelong:8:8192:256"), {300}, {0, 1000, 17, 0}},
		cfgs[1].Name(): {dist("longtail:8:2"), {0, 5, 40}},
		cfgs[2].Name(): {{300, 0, 40}},
	}
	const seed = 7
	direct := map[string]bool{}
	for _, k := range res.Kernels {
		cfg := k.Config
		if cfg.Waves() != map[int]int{32: 2, 96: 1, 128: 2}[cfg.Tile] {
			t.Fatalf("%s has %d waves: the test wants both store paths", cfg, cfg.Waves())
		}
		for _, lens := range batches[cfg.Name()] {
			in := verify.NewRaggedInputs(seed, lens)
			pl, err := verify.BuildPlan(cfg, in.KVIndptr)
			if err != nil {
				t.Fatal(err)
			}
			r := verify.CheckInputs(e, k.CodeObject, cfg, in, "planned", "", verify.CheckOptions{Seed: seed})
			if r.Err != nil {
				t.Fatalf("%s on %v: %v", cfg, lens, r.Err)
			}
			t.Logf("%s, %d seq, %d items, %d partials: err/bound %.3f, partials %v", cfg, len(lens), pl.NumItems(), pl.NumPartials(), r.Report.WorstRatio, r.Report.Partials != nil)
			if !r.Pass() {
				t.Errorf("%s on %v: %s", cfg, lens, r.Report.Failure(in.Element))
			}
			for _, it := range pl.Items() {
				direct[cfg.Name()] = direct[cfg.Name()] || it.Partial < 0
			}
			if pl.NumPartials() > 0 && (r.Report.Partials == nil || r.Report.Partials.Rows != pl.NumPartials()*mla.NumHeads) {
				t.Errorf("%s on %v: the plan's %d partials were not all checked (%+v)", cfg, lens, pl.NumPartials(), r.Report.Partials)
			}
		}
		if !direct[cfg.Name()] {
			t.Errorf("%s: no batch has an item written directly (partial -1)", cfg)
		}
	}
}

// Persistent kernels with lse (_lse_ps) on planned batches: the decode kernel
// writes the lse of a sequence the plan gives one item (partial -1), the
// reduce the merged lse of every sequence in its reduce list (-inf for one
// without tokens); every value passes the strict LSE bound against the
// faithful reference, which follows the plan's items. Both store paths (two
// waves, p3 t32; one wave, p2 t96). Then the t32 kernel mutated so that the
// reduce's lse leaves out each sequence's last partial (its output still
// merges them all): the strict LSE bound fails it on the long sequence.
func TestPSLSEPlannedBatches(t *testing.T) {
	cc := gentest.Compiler(t)
	cfgs := []mla.Config{
		{Splits: 1, Stages: 3, Tile: 32, Dims: mla.Dims{LSE: true, PS: true}},
		{Splits: 1, Stages: 2, Tile: 96, Dims: mla.Dims{LSE: true, PS: true}},
	}
	res := generate(t, cc, cfgs)
	e := newEmulator(t)
	onelong, err := verify.DistLens("onelong:8:8192:256")
	if err != nil {
		t.Fatal(err)
	}
	batches := map[string][][]int{
		cfgs[0].Name(): {onelong, {0, 1000, 17, 0}},
		cfgs[1].Name(): {{0, 5, 40}, {300}},
	}
	const seed = 7
	check := func(cfg mla.Config, code []byte, lens []int) (verify.CheckResult, plan.Plan) {
		t.Helper()
		r, pl := runPlanned(t, e, cfg, code, lens, seed)
		if l := r.Report.LSE; l == nil || l.N != len(lens)*mla.NumHeads {
			t.Fatalf("%s on %v: not every lse checked (%+v)", cfg, lens, l)
		}
		return r, pl
	}
	direct, reduced := map[string]bool{}, map[string]bool{}
	for _, k := range res.Kernels {
		cfg := k.Config
		for _, lens := range batches[cfg.Name()] {
			r, pl := check(cfg, k.CodeObject, lens)
			t.Logf("%s on %v, %d items, %d partials: lse err/bound %.3f, output err/bound %.3f", cfg, lens, pl.NumItems(), pl.NumPartials(), r.Report.LSE.WorstRatio, r.Report.WorstRatio)
			if !r.Pass() {
				t.Errorf("%s on %v: %s", cfg, lens, r.Report.Failure(r.Inputs.Element))
			}
			for _, it := range pl.Items() {
				direct[cfg.Name()] = direct[cfg.Name()] || it.Partial < 0
				reduced[cfg.Name()] = reduced[cfg.Name()] || it.Partial >= 0
			}
		}
		if !direct[cfg.Name()] || !reduced[cfg.Name()] {
			t.Errorf("%s: the batches miss direct items (%v) or partials (%v)", cfg, direct[cfg.Name()], reduced[cfg.Name()])
		}
	}

	// The mutation: a second sum in the reduce's loop, without the last
	// partial, feeds the lse.
	cfg := cfgs[0]
	src, err := gen.ExpandHIP(cfg, "mlagen (test, mutated)")
	if err != nil {
		t.Fatal(err)
	}
	s := string(src)
	for _, m := range [][2]string{
		{"float sum = 0.0f, o = 0.0f;", "float sum = 0.0f, o = 0.0f, lsum = 0.0f;"},
		{"sum = __builtin_fmaf(lp, w, sum);", "sum = __builtin_fmaf(lp, w, sum);\n    if (p + 1 < count) lsum = __builtin_fmaf(lp, w, lsum);"},
		{"(mx + __builtin_amdgcn_logf(sum))", "(mx + __builtin_amdgcn_logf(lsum))"},
	} {
		if strings.Count(s, m[0]) != 1 {
			t.Fatalf("mutation target %q occurs %d times in %s, want once", m[0], strings.Count(s, m[0]), cfg.Name())
		}
		s = strings.Replace(s, m[0], m[1], 1)
	}
	bad, err := cc.Compile(context.Background(), cfg.Name(), []byte(s))
	if err != nil {
		t.Fatal(err)
	}
	r, _ := check(cfg, bad, onelong)
	l := r.Report.LSE
	t.Logf("reduce lse without the last partial: %d of %d lse values past the bound, worst %.1fx; output strict pass %v", l.Violations, l.N, l.WorstRatio, r.Report.StrictPass)
	if l.Pass() || l.Violations == 0 {
		t.Errorf("the mutated reduce's lse passes the strict bound")
	}
	if !r.Report.StrictPass {
		t.Errorf("the mutated kernel's output fails: the mutation should touch the lse only")
	}
}

// Row-folded persistent kernels (--fold with --ps) on planned batches: every
// row group (grid z) walks the plan's items, a partial holds the sequence's
// q_len x heads rows, and the reduce merges each (sequence, token, head).
// The batch {1025, 1, 0, 300} with two query tokens ({2048, 40, 0, 700}
// with one) makes the plan (64-token
// work steps) give token 0 of the 1025-row sequence an item past its causal
// end (rows [1024, 1025)), and the 1-row sequence one item whose token 0 sees
// nothing: with 64 heads and 64 rows a workgroup those take the empty
// workgroup path (workspace rows l = 0, or zero outputs and lse -inf), with
// 32 heads the empty wave path. Each passes every check against the faithful
// reference, which follows the plan per row block, with all the plan's
// partial rows checked. Then the partial rows written 16 apart instead of
// q_len x heads: the partials overlap and the check fails.
func TestPSFoldPlannedBatches(t *testing.T) {
	cc := gentest.Compiler(t)
	cfgs := []mla.Config{
		{Splits: 1, Stages: 2, Tile: 64, Dims: mla.Dims{Heads: mla.Heads64, QLen: mla.QLen2, LSE: true, PS: true, Fold: mla.Fold64}},
		{Splits: 1, Stages: 2, Tile: 32, Dims: mla.Dims{Heads: mla.Heads32, QLen: mla.QLen2, Q: mla.QFP8Scaled, Page: mla.Page16, PS: true, Fold: mla.Fold64}},
		{Splits: 1, Stages: 2, Tile: 64, Dims: mla.Dims{Heads: mla.Heads128, PS: true, Fold: mla.Fold128}},
	}
	res := generate(t, cc, cfgs)
	e := newEmulator(t)
	const seed = 9
	causal, single := []int{1025, 1, 0, 300}, []int{2048, 40, 0, 700}
	check := func(cfg mla.Config, code []byte, lens []int) (verify.CheckResult, plan.Plan) {
		t.Helper()
		r, pl := runPlanned(t, e, cfg, code, lens, seed)
		rows := cfg.QLen.Count() * cfg.Heads.Count()
		if pl.NumPartials() > 0 && (r.Report.Partials == nil || r.Report.Partials.Rows != pl.NumPartials()*rows) {
			t.Errorf("%s on %v: the plan's %d partials of %d rows were not all checked (%+v)", cfg, lens, pl.NumPartials(), rows, r.Report.Partials)
		}
		return r, pl
	}
	for _, k := range res.Kernels {
		cfg := k.Config
		lens := causal
		if cfg.QLen == mla.QLen1 {
			lens = single
		}
		r, pl := check(cfg, k.CodeObject, lens)
		t.Logf("%s on %v, %d items, %d partials: err/bound %.3f", cfg, lens, pl.NumItems(), pl.NumPartials(), r.Report.WorstRatio)
		if !r.Pass() {
			t.Errorf("%s on %v: %s", cfg, lens, r.Report.Failure(r.Inputs.Element))
		}
		var direct, cut, past bool
		for _, it := range pl.Items() {
			direct = direct || it.Partial < 0
			cut = cut || it.Partial >= 0
			// token 0 of q_len sees kv_len - q_len + 1 rows
			past = past || int(it.Begin) >= verify.VisibleLen(lens[it.Seq], cfg.QLen.Count(), 0)
		}
		if !direct || !cut || (cfg.QLen != mla.QLen1 && !past) {
			t.Errorf("%s on %v: the plan misses direct items (%v), partials (%v) or an item past token 0's end (%v)", cfg, lens, direct, cut, past)
		}
	}

	cfg := cfgs[0]
	src, err := gen.ExpandHIP(cfg, "mlagen (test, mutated)")
	if err != nil {
		t.Fatal(err)
	}
	from, to := "((long)partial * 128 + rb * 16 + i)", "((long)partial * 16 + rb * 16 + i)"
	if n := strings.Count(string(src), from); n != 1 {
		t.Fatalf("mutation target %q occurs %d times in %s, want once", from, n, cfg.Name())
	}
	bad, err := cc.Compile(context.Background(), cfg.Name(), []byte(strings.Replace(string(src), from, to, 1)))
	if err != nil {
		t.Fatal(err)
	}
	r, _ := check(cfg, bad, causal)
	t.Logf("partial rows 16 apart: output err/bound %.3g, strict pass %v", r.Report.WorstRatio, r.Report.StrictPass)
	if r.Report.StrictPass && (r.Report.Partials == nil || r.Report.Partials.Violations == 0) {
		t.Errorf("the mutated kernel passes the strict bound")
	}
}

// runPlanned checks persistent config cfg's code object on a ragged batch of
// lens (q for its heads and query tokens) on the plan verify builds for it,
// and returns the result and that plan; an error running it is fatal.
func runPlanned(t *testing.T, e *emu.Emulator, cfg mla.Config, code []byte, lens []int, seed uint64) (verify.CheckResult, plan.Plan) {
	t.Helper()
	in, err := verify.NewRaggedInputs(seed, lens).ForConfig(cfg)
	if err != nil {
		t.Fatal(err)
	}
	pl, err := verify.BuildPlan(cfg, in.KVIndptr)
	if err != nil {
		t.Fatal(err)
	}
	r := verify.CheckInputs(e, code, cfg, in, "planned", "", verify.CheckOptions{Seed: seed})
	if r.Err != nil {
		t.Fatalf("%s on %v: %v", cfg, lens, r.Err)
	}
	return r, pl
}
