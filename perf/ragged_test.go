package perf

import (
	"math"
	"strings"
	"testing"

	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/plan"
)

// A static launch is list-scheduled over the resident slots; a persistent
// one costs its busiest workgroup: its once-per-workgroup time plus, with a
// per-item time of overhead x the per-token time, the plan's own cost
// (plan.Costs) at that time. Both never beat the HBM bound.
func TestRaggedDecode(t *testing.T) {
	light := WGLine{FixedUs: 1, PerTokenUs: 0.01}
	ls := Lines{Light: light}
	cfg := mla.Config{Splits: 2, Stages: 2, Tile: 32} // one workgroup per CU
	if r := mla.LDSBytesPerCU / cfg.LDSBytes(); r != 1 {
		t.Fatalf("%s: %d workgroups per CU", cfg, r)
	}
	// splits of 50, 50, 150, 150 tokens and an empty sequence's two empty ones
	lens := []int{100, 0, 300}
	for cus, want := range map[int]float64{1: 4*1 + 0.01*400, 2: 1 + 0.5 + 1 + 1.5, 4: 2.5} {
		if got := StaticDecodeUs(ls, cfg, lens, cus); math.Abs(got-want) > 1e-9 {
			t.Errorf("%d CUs: %.4f us, want %.4f", cus, got, want)
		}
	}
	sat := Lines{Light: light, Saturated: WGLine{FixedUs: 3, PerTokenUs: 0.1}}
	if got, want := StaticDecodeUs(sat, cfg, lens, 4), 3+0.1*400/4; math.Abs(got-want) > 1e-9 {
		t.Errorf("HBM bound: %.4f us, want %.4f", got, want)
	}

	p := plan.Params{MaxBatch: 3, CUs: 4, WGPerCU: 1, Tile: 32, Overhead: 100, QLen: 1, Heads: 16}
	pl, err := plan.Build(p, []int32{100, 0, 300})
	if err != nil {
		t.Fatal(err)
	}
	cost := ItemCost{WGUs: 0.5, ItemUs: 100 * 0.01, PerTokenUs: 0.01}
	var worst int64
	for _, c := range pl.Costs() {
		worst = max(worst, c)
	}
	if got, want := PlannedDecodeUs(Lines{}, cost, pl, lens, 4), 0.5+0.01*float64(worst); math.Abs(got-want) > 1e-9 {
		t.Errorf("planned: %.4f us, want %.4f (the busiest workgroup's cost %d)", got, want, worst)
	}
}

// The ragged model fits a config's line on its own one-split static sibling
// (its dimensions kept), and takes configs of one workgroup a (split,
// sequence) on an fp8 cache: a row-folded kernel with all its rows, not one
// whose rows take several workgroups (grid z) nor a bf16 cache, each refused
// with the reason.
func TestRaggedModelsConfigs(t *testing.T) {
	folded := mla.Config{Splits: 3, Stages: 2, Tile: 64, Dims: mla.Dims{Heads: mla.Heads128, Fold: mla.Fold128, One: true}}
	if got, want := LineConfig(folded), (mla.Config{Splits: 1, Stages: 2, Tile: 64, Dims: mla.Dims{Heads: mla.Heads128, Fold: mla.Fold128}}); got != want {
		t.Errorf("LineConfig(%s) = %s, want %s", folded, got, want)
	}
	ps := mla.Config{Splits: 1, Stages: 2, Tile: 64, Dims: mla.Dims{Heads: mla.Heads128, Fold: mla.Fold128, PS: true}}
	if got := LineConfig(ps); got.PS || got.Heads != mla.Heads128 {
		t.Errorf("LineConfig(%s) = %s, want its static sibling", ps, got)
	}
	for _, c := range []mla.Config{{Splits: 3, Stages: 2, Tile: 32}, folded, {Splits: 3, Stages: 2, Tile: 64, Dims: mla.Dims{QLen: mla.QLen2, Heads: mla.Heads32, Fold: mla.Fold64}}} {
		if err := RaggedDims(c.Dims); err != nil {
			t.Errorf("%s: %v", c, err)
		}
	}
	for c, want := range map[mla.Config]string{
		{Splits: 3, Stages: 2, Tile: 32, Dims: mla.Dims{Heads: mla.Heads32}}:                                      "runs 2 workgroups a (split, sequence)",
		{Splits: 3, Stages: 2, Tile: 64, Dims: mla.Dims{Heads: mla.Heads128, QLen: mla.QLen2, Fold: mla.Fold128}}: "runs 2 workgroups",
		{Splits: 3, Stages: 2, Tile: 32, Dims: mla.Dims{KV: mla.KVBF16}}:                                          "fp8 caches",
	} {
		if err := RaggedDims(c.Dims); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", c, err, want)
		}
	}
}
