package verify_test

import (
	"context"
	"strings"
	"testing"

	"github.com/mlagen/mlagen/gen"
	"github.com/mlagen/mlagen/internal/gentest"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/verify"
)

// Issue 8, item 11, on the compiled kernel: the partial-tile mask off by one
// (`<= cnt` for `< cnt`: the token past the split's end counts) in a kernel
// with 12 splits of 683 tokens (21 full 32-token tiles and one of 11). At
// kv_len 8192 its output stays within the strict bound (one token of 683
// barely moves the normalized output); the split partials fail by a wide
// margin. The unmutated kernel, on the same inputs, keeps its partials far
// inside their bounds.
func TestPartialsCatchOffByOneMask(t *testing.T) {
	cfg := mla.Config{Splits: 12, Stages: 2, Tile: 32}
	cc := gentest.Compiler(t)
	good, err := gen.Build(context.Background(), cc, cfg, gen.OnDemandCommand)
	if err != nil {
		t.Fatal(err)
	}
	src, err := gen.ExpandHIP(cfg, gen.OnDemandCommand)
	if err != nil {
		t.Fatal(err)
	}
	const mask, offByOne = " < cnt ? d", " <= cnt ? d" // the partial tile's score mask
	if !strings.Contains(string(src), mask) {
		t.Fatalf("mutation target %q not in %s", mask, cfg.Name())
	}
	bad, err := cc.Compile(context.Background(), cfg.Name(), []byte(strings.ReplaceAll(string(src), mask, offByOne)))
	if err != nil {
		t.Fatal(err)
	}
	e := newEmulator(t)
	shape := mla.Shape{Batch: 1, KVLen: 8192}
	for _, tc := range []struct {
		name string
		code []byte
	}{{"unmutated", good.CodeObject}, {"off by one", bad}} {
		r := verify.Check(e, tc.code, cfg, shape, verify.CheckOptions{Seed: 5})
		if r.Err != nil {
			t.Fatal(r.Err)
		}
		p := r.Report.Partials
		t.Logf("%s: output worst/bound %.3g (strict pass %v); partials worst/bound m %.3g, l %.3g, acc %.3g",
			tc.name, r.Report.WorstRatio, r.Report.StrictPass, p.WorstM, p.WorstL, p.WorstAcc)
		if tc.name == "unmutated" {
			if !r.Pass() || p.Worst > 0.1 {
				t.Errorf("the generated kernel: %s (partials worst %.3gx the bound)", r.Report.Failure(r.Inputs.Element), p.Worst)
			}
			continue
		}
		if r.Pass() {
			t.Fatalf("the off-by-one kernel passes")
		}
		if p.WorstL < 8 {
			t.Errorf("the off-by-one kernel's l is %.3gx its bound: caught by a thin margin", p.WorstL)
		}
	}
}
