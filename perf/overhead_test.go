package perf

import (
	"math"
	"testing"
	"time"

	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/plan"
)

// The fit recovers a known workgroup cost from synthetic timings, with and
// without noise, and refuses samples that cannot separate its terms or give
// an overhead the planner cannot use.
func TestFitItemCost(t *testing.T) {
	const wg, item, tok = 2.5, 0.9, 0.006 // overhead 150 token-equivalents
	at := func(k, n int) float64 { return wg + float64(k)*item + float64(k*n)*tok }
	var exact, noisy []ItemSample
	for i, pt := range append(ItemSamplePoints, [2]int{2, 512}, [2]int{8, 128}) {
		exact = append(exact, ItemSample{pt[0], pt[1], at(pt[0], pt[1])})
		noisy = append(noisy, ItemSample{pt[0], pt[1], at(pt[0], pt[1]) * (1 + 0.002*float64(i%3-1))})
	}
	c, err := FitItemCost(exact[:3])
	if err != nil {
		t.Fatal(err)
	}
	if math.Abs(c.WGUs-wg) > 1e-9 || math.Abs(c.ItemUs-item) > 1e-9 || math.Abs(c.PerTokenUs-tok) > 1e-12 || c.Overhead() != 150 {
		t.Errorf("exact samples: %+v, overhead %d; want %g, %g, %g, 150", c, c.Overhead(), wg, item, tok)
	}
	if c, err = FitItemCost(noisy); err != nil {
		t.Fatal(err)
	}
	if o := c.Overhead(); o < 140 || o > 160 {
		t.Errorf("samples with 0.2%% noise: overhead %d, want 150 +- 10", o)
	}
	for name, s := range map[string][]ItemSample{
		"one item count":    {{1, 1024, at(1, 1024)}, {1, 4096, at(1, 4096)}, {1, 2048, at(1, 2048)}},
		"one token count":   {{1, 1024, at(1, 1024)}, {2, 1024, at(2, 1024)}, {4, 1024, at(4, 1024)}},
		"zero time":         {{1, 1024, 0}, {1, 4096, 1}, {4, 256, 1}},
		"negative overhead": {{1, 1024, at(1, 1024)}, {1, 4096, at(1, 4096)}, {4, 256, at(1, 1024) - 1}},
	} {
		if c, err := FitItemCost(s); err == nil {
			t.Errorf("%s: fitted %+v, want an error", name, c)
		}
	}
}

// On the timing model the fit runs the persistent kernel itself: its plan
// puts every sequence on the one workgroup as one item, and the fitted cost
// reproduces the samples it came from (three points, three terms) and gives
// a positive overhead within the planner's range.
func TestFitPersistentItems(t *testing.T) {
	if testing.Short() {
		t.Skip("emulates a persistent kernel over 5k tokens (-short)")
	}
	cfg := mla.Config{Splits: 1, Stages: 2, Tile: 32}.With(mla.Dims{PS: true})
	for _, pt := range ItemSamplePoints {
		pl, err := plan.Build(OneWGPlan(cfg, pt[0]), sameLens(int32(pt[1]), pt[0]))
		if err != nil {
			t.Fatal(err)
		}
		if pl.WGs() != 1 || pl.NumItems() != pt[0] {
			t.Fatalf("%d x %d tokens: %d workgroups, %d items; want 1 and %d", pt[0], pt[1], pl.WGs(), pl.NumItems(), pt[0])
		}
	}
	t0 := time.Now()
	c, err := FitPersistentItems(&Model{}, Default(), cfg, codeFor(t, cfg))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%s: %.3f us + %.3f us per item + %.5f us per token: overhead %d (%s)", cfg, c.WGUs, c.ItemUs, c.PerTokenUs, c.Overhead(), time.Since(t0).Round(time.Millisecond))
	for _, s := range c.Samples {
		if got := c.WGUs + float64(s.Items)*(c.ItemUs+float64(s.Tokens)*c.PerTokenUs); math.Abs(got-s.Us) > 1e-6*s.Us {
			t.Errorf("%d x %d: fit %.4f us, sample %.4f us", s.Items, s.Tokens, got, s.Us)
		}
	}
	if o := c.Overhead(); o <= 0 || o > plan.LimitOverhead {
		t.Errorf("overhead %d out of range", o)
	}
}

func sameLens(v int32, n int) []int32 {
	out := make([]int32, n)
	for i := range out {
		out[i] = v
	}
	return out
}

// TestPersistentPerTokenMatchesStatic: on one workgroup the persistent kernel
// costs about what the static one-split kernel of its (stages, tile) (and
// rows) costs per token: the slope between two item lengths, modeled, within 10%. The
// item loop once let the compiler hoist the prologue's and epilogue's
// constants and lane addresses out of it, live through the tile loop; at the
// VGPR limit the scheduler then dropped the QK/P.V read-ahead and the _ps
// kernels modeled 1.5-1.8x slower per token (p3_t32: 0.0298 against 0.0166
// us) with the same instructions. With the partial last tile's path inside
// the tile loop, p2_t32 kept accumulators in AGPRs and read the P.V's V one
// transposed read at a time: 0.0152 against 0.0097 us a token (1.57x).
func TestPersistentPerTokenMatchesStatic(t *testing.T) {
	if testing.Short() {
		t.Skip("emulates every persistent kernel and its static twin over 3k tokens each (-short)")
	}
	m := &Model{Full: true}
	// Every persistent config (the overhead table's kernels; the other
	// dimensions change the loads and the epilogue, not the tile loop's
	// per-token work).
	pss := mla.AllConfigsWith(mla.Dims{PS: true})
	if len(pss) < 8 {
		t.Fatalf("%d persistent configs, want every (tile, stages) pair", len(pss))
	}
	// And one row-folded persistent kernel of each fold, with all its rows
	// in one workgroup, against its static twin of the same dimensions.
	pss = append(pss,
		mla.Config{Splits: 1, Stages: 2, Tile: 32, Dims: mla.Dims{Heads: mla.Heads32, PS: true, Fold: mla.Fold32}},
		mla.Config{Splits: 1, Stages: 3, Tile: 64, Dims: mla.Dims{Heads: mla.Heads64, PS: true, Fold: mla.Fold64}},
		mla.Config{Splits: 1, Stages: 2, Tile: 64, Dims: mla.Dims{Heads: mla.Heads128, PS: true, Fold: mla.Fold128}})
	for _, ps := range pss {
		st, s, p := perTokenPair(t, m, ps)
		t.Logf("%s %.5f us per token, %s %.5f (modeled, one workgroup)", st, s, ps, p)
		if p > 1.10*s {
			t.Errorf("%s: %.5f us per token, more than 10%% over %s's %.5f (modeled)", ps, p, st, s)
		}
	}
}

// perTokenPair is persistent config ps's static twin (its dimensions without
// ps) and both kernels' modeled time per token on one workgroup: the slope
// between one sequence (one item) of 1024 and of 2048 tokens.
func perTokenPair(t testing.TB, m *Model, ps mla.Config) (st mla.Config, static, persistent float64) {
	t.Helper()
	const n1, n2 = 1024, 2048
	d := ps.Dims
	d.PS = false
	st = ps.With(d)
	slope := func(sub Subject) float64 {
		us := [2]float64{}
		for i, n := range []int{n1, n2} {
			us[i] = modelOf(t, m, sub, mla.Shape{Batch: 1, KVLen: n}).Launches[0].Us
		}
		return (us[1] - us[0]) / (n2 - n1)
	}
	return st, slope(MLA(st, codeFor(t, st))), slope(PersistentItems(ps, codeFor(t, ps), 1))
}

// BenchmarkFoldPSPerToken reports, for every row-folded persistent config
// of one workgroup a (split, sequence) (each fold's row sets of 32, 64 and
// 128 rows: --heads, --qlen, both) over every (tile, stages) Validate takes,
// its and its static twin's modeled time per token and their ratio (the
// table in docs/measurements.md): go test ./perf -run '^$' -bench FoldPSPerToken.
func BenchmarkFoldPSPerToken(b *testing.B) {
	m := &Model{Full: true}
	rowsets := []mla.Dims{
		{Heads: mla.Heads32, Fold: mla.Fold32}, {QLen: mla.QLen2, Fold: mla.Fold32},
		{Heads: mla.Heads64, Fold: mla.Fold64}, {Heads: mla.Heads32, QLen: mla.QLen2, Fold: mla.Fold64}, {QLen: mla.QLen4, Fold: mla.Fold64},
		{Heads: mla.Heads128, Fold: mla.Fold128}, {Heads: mla.Heads64, QLen: mla.QLen2, Fold: mla.Fold128}, {Heads: mla.Heads32, QLen: mla.QLen4, Fold: mla.Fold128},
	}
	for _, d := range rowsets {
		d.PS = true
		for _, ps := range mla.AllConfigsWith(d) {
			b.Run(ps.Name(), func(b *testing.B) {
				var s, p float64
				for range b.N {
					_, s, p = perTokenPair(b, m, ps)
				}
				b.ReportMetric(s*1e3, "static-ns/token")
				b.ReportMetric(p*1e3, "ps-ns/token")
				b.ReportMetric(p/s, "ps/static")
			})
		}
	}
}
