package verify_test

import (
	"context"
	"testing"

	"github.com/mlagen/mlagen/gen"
	"github.com/mlagen/mlagen/internal/gentest"
	"github.com/mlagen/mlagen/verify"
	"github.com/mlagen/mlagen/verify/emu"
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
	cfgs := []gen.Config{
		{Splits: 1, Stages: 3, Tile: 32, Dims: gen.Dims{PS: true}},
		{Splits: 1, Stages: 2, Tile: 96, Dims: gen.Dims{PS: true}},
		{Splits: 1, Stages: 1, Tile: 128, Dims: gen.Dims{Q: gen.QFP8Scaled, PS: true}},
	}
	res, err := gen.Generate(context.Background(), gen.Options{Configs: cfgs, Command: "mlagen (test)", Compiler: cc})
	if err != nil {
		t.Fatal(err)
	}
	e, err := emu.New()
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
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
			if pl.NumPartials() > 0 && (r.Report.Partials == nil || r.Report.Partials.Rows != pl.NumPartials()*gen.NumHeads) {
				t.Errorf("%s on %v: the plan's %d partials were not all checked (%+v)", cfg, lens, pl.NumPartials(), r.Report.Partials)
			}
		}
		if !direct[cfg.Name()] {
			t.Errorf("%s: no batch has an item written directly (partial -1)", cfg)
		}
	}
}
