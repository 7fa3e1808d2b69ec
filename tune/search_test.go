package tune

import (
	"context"
	"errors"
	"math"
	"strings"
	"sync"
	"testing"

	"github.com/mlagen/mlagen/mla"
)

// fakeTimer times jobs with a formula and counts what it was asked.
type fakeTimer struct {
	f    func(mla.Shape, mla.Config) float64
	mu   sync.Mutex
	seen map[Job]int
	fail mla.Config
	// spill: configs whose build spills registers (as mla.Resources.Check
	// reports it), skipped as ModelTimer and DeviceTimer skip them.
	spill func(mla.Config) bool
}

func (ft *fakeTimer) Time(ctx context.Context, jobs []*Job) error {
	ft.mu.Lock()
	defer ft.mu.Unlock()
	if ft.seen == nil {
		ft.seen = map[Job]int{}
	}
	for _, j := range jobs {
		if j.Config == ft.fail {
			return errors.New("injected failure")
		}
		ft.seen[Job{Shape: j.Shape, Config: j.Config}]++
		if ft.spill != nil && ft.spill(j.Config) && skipped(j, &mla.SpillError{Resources: mla.Resources{Kernel: j.Config.Name(), SGPRSpills: 2}}) {
			continue
		}
		j.Result = Candidate{Config: j.Config, Us: ft.f(j.Shape, j.Config)}
	}
	return nil
}

// valley is unimodal over splits for each pair, with its minimum at a
// splits count off the ladder that depends on the pair and the shape.
func valley(s mla.Shape, c mla.Config) float64 {
	opt := float64(5+3*c.Stages+c.Tile/16) * float64(s.KVLen) / 8192
	return 10 + float64(c.Tile)/100 + float64(c.Stages)/10 + math.Abs(float64(c.Splits)-opt)
}

// slope: more splits are always faster (down to the edge of what rule 2
// allows, which is off the ladder for 64x700).
func slope(s mla.Shape, c mla.Config) float64 {
	return 100/float64(c.Splits) + float64(c.Tile)/10 + float64(c.Stages)
}

// The search finds the exhaustive winner on unimodal landscapes, including
// minima off the ladder, at the edge of the allowed range, and at 1, while
// timing far fewer configs; it times no (shape, config) twice.
func TestSearchFindsValleyMinimum(t *testing.T) {
	shapes := []mla.Shape{{Batch: 4, KVLen: 8192}, {Batch: 4, KVLen: 2048}, {Batch: 64, KVLen: 700}, {Batch: 1, KVLen: 32}}
	for _, f := range []func(mla.Shape, mla.Config) float64{valley, slope} {
		checkSearch(t, shapes, f)
	}
}

func checkSearch(t *testing.T, shapes []mla.Shape, f func(mla.Shape, mla.Config) float64) {
	search := &fakeTimer{f: f}
	got, err := Run(context.Background(), Options{Shapes: shapes, Timer: search})
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range shapes {
		// The exhaustive optimum over what rule 2 allows.
		var want Candidate
		first := true
		for _, p := range Pairs() {
			hi := Space{}.allowed(s, p, mla.Dims{})
			for n := 1; n <= hi; n++ {
				c := Candidate{Config: p.config(n), Us: f(s, p.config(n))}
				if first || less(c, want) {
					want, first = c, false
				}
			}
		}
		if got[i].Best().Config != want.Config {
			t.Errorf("%s: search found %s (%.2f), exhaustive %s (%.2f)", s, got[i].Best().Config, got[i].Best().Us, want.Config, want.Us)
		}
		if got[i].Rank(got[i].Heuristic) == 0 {
			t.Errorf("%s: the heuristic's pick %s was not timed", s, got[i].Heuristic)
		}
	}
	for j, n := range search.seen {
		if n != 1 {
			t.Errorf("%s on %s timed %d times", j.Config, j.Shape, n)
		}
	}
	if n, all := len(search.seen), len(shapes)*len(mla.AllConfigs()); n*4 > all {
		t.Errorf("the search timed %d of %d (config, shape) pairs; want under a quarter", n, all)
	}
	t.Logf("search timed %d (config, shape) pairs of %d", len(search.seen), len(shapes)*len(mla.AllConfigs()))
}

// Refinement: the pair's best ladder point is 24 and the true minimum 21;
// bisection must reach it, and stop with both neighbours of 21 timed.
func TestRefineBisects(t *testing.T) {
	p := Pair{Tile: 32, Stages: 2}
	f := func(n int) float64 { return math.Abs(float64(n) - 21.2) }
	timed := map[mla.Config]Candidate{}
	for _, n := range Ladder {
		timed[p.config(n)] = Candidate{Config: p.config(n), Us: f(n)}
	}
	var steps [][]int
	for {
		next := refine(timed, mla.Dims{}, p, 64)
		if len(next) == 0 {
			break
		}
		steps = append(steps, next)
		for _, n := range next {
			timed[p.config(n)] = Candidate{Config: p.config(n), Us: f(n)}
		}
	}
	for _, n := range []int{20, 21, 22} {
		if _, ok := timed[p.config(n)]; !ok {
			t.Errorf("splits %d not timed; steps %v", n, steps)
		}
	}
	if len(timed) > len(Ladder)+8 {
		t.Errorf("refinement timed %d extra points (%v); bisection needs at most 8", len(timed)-len(Ladder), steps)
	}
}

// Exhaustive mode times every valid config of the space; a reduced space
// limits pairs and splits.
func TestExhaustiveSpace(t *testing.T) {
	ft := &fakeTimer{f: valley}
	sp := Space{Pairs: []Pair{{Tile: 32, Stages: 3}}, MaxSplits: 10}
	s := mla.Shape{Batch: 4, KVLen: 8192}
	rs, err := Run(context.Background(), Options{Shapes: []mla.Shape{s}, Space: sp, Exhaustive: true, Timer: ft})
	if err != nil {
		t.Fatal(err)
	}
	// 10 configs of the pair, and the heuristic's pick (another pair).
	if len(rs[0].Cands) != 11 || len(ft.seen) != 11 {
		t.Fatalf("timed %d configs, want 11", len(rs[0].Cands))
	}
	for i := 1; i < len(rs[0].Cands); i++ {
		if less(rs[0].Cands[i], rs[0].Cands[i-1]) {
			t.Fatalf("candidates out of order at %d", i)
		}
	}
}

// A config that spills registers is not a candidate: the search goes on
// without it (the tuner stopped at the first one, e.g. s3_p1_t128_one), the
// ranking names it, and the best is the fastest config that builds.
func TestSpillingConfigsAreSkipped(t *testing.T) {
	s := mla.Shape{Batch: 4, KVLen: 8192}
	plain, err := Run(context.Background(), Options{Shapes: []mla.Shape{s}, Timer: &fakeTimer{f: valley}})
	if err != nil {
		t.Fatal(err)
	}
	best := plain[0].Best().Config
	ft := &fakeTimer{f: valley, spill: func(c mla.Config) bool { return c == best }}
	rs, err := Run(context.Background(), Options{Shapes: []mla.Shape{s}, Timer: ft})
	if err != nil {
		t.Fatalf("a spilling config ended the run: %v", err)
	}
	if len(rs[0].Skipped) != 1 || rs[0].Skipped[0].Config != best {
		t.Fatalf("skipped %v, want [%s]", rs[0].Skipped, best)
	}
	if rs[0].Rank(best) != 0 || rs[0].Best().Config == best {
		t.Fatalf("the spilling %s is ranked", best)
	}
	var b strings.Builder
	if err := WriteRanking(&b, rs, 3, "modeled"); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "not a candidate: "+best.Name()+" spills registers") {
		t.Errorf("the ranking does not name the spilling config:\n%s", b.String())
	}
}

func TestRunErrors(t *testing.T) {
	ft := &fakeTimer{f: valley, fail: mla.Config{Splits: 4, Stages: 1, Tile: 64}}
	_, err := Run(context.Background(), Options{Shapes: []mla.Shape{{Batch: 4, KVLen: 8192}}, Timer: ft})
	if err == nil || err.Error() != "injected failure" {
		t.Errorf("a failing timer: %v", err)
	}
	if _, err := Run(context.Background(), Options{Timer: ft}); err == nil {
		t.Error("no shapes: no error")
	}
	twice := []mla.Shape{{Batch: 4, KVLen: 8192}, {Batch: 4, KVLen: 8192}}
	if _, err := Run(context.Background(), Options{Shapes: twice, Timer: ft}); err == nil || !strings.Contains(err.Error(), "given twice") {
		t.Errorf("a shape given twice: %v", err)
	}
	if _, err := Run(context.Background(), Options{Shapes: []mla.Shape{{Batch: 4, KVLen: 8192}}, Space: Space{Pairs: []Pair{{Tile: 33, Stages: 1}}}, Timer: ft}); err == nil {
		t.Error("an invalid pair: no error")
	}
}

// A run with dimensions ranks the variant's own kernels: every timed config
// (the heuristic's pick too) carries them, and the search is the plain one's
// (the same winner where the times agree). Dimensions that constrain the
// config space search only what Validate allows (persistent: splits 1), and
// dimensions no config takes are one error.
func TestRunDims(t *testing.T) {
	shapes := []mla.Shape{{Batch: 4, KVLen: 8192}, {Batch: 64, KVLen: 700}}
	plain, err := Run(context.Background(), Options{Shapes: shapes, Timer: &fakeTimer{f: valley}})
	if err != nil {
		t.Fatal(err)
	}
	d := mla.Dims{Page: mla.Page1}
	ft := &fakeTimer{f: valley}
	rs, err := Run(context.Background(), Options{Shapes: shapes, Dims: d, Timer: ft})
	if err != nil {
		t.Fatal(err)
	}
	for j := range ft.seen {
		if j.Config.Dims != d {
			t.Errorf("timed %s, not a --page 1 kernel", j.Config)
		}
	}
	for i := range shapes {
		if want := plain[i].Best().Config.With(d); rs[i].Best().Config != want {
			t.Errorf("%s: --page 1 winner %s, want the plain search's %s", shapes[i], rs[i].Best().Config, want)
		}
		if rs[i].Heuristic.Dims != d || rs[i].Rank(rs[i].Heuristic) == 0 {
			t.Errorf("%s: heuristic's pick %s not timed as a variant", shapes[i], rs[i].Heuristic)
		}
	}

	// bf16 rules out whole pairs (t32 with 3 or 4 stages, every t128): the
	// search skips them and ranks the pairs it allows.
	bf := mla.Dims{KV: mla.KVBF16}
	bt := &fakeTimer{f: valley}
	if _, err := Run(context.Background(), Options{Shapes: shapes[:1], Dims: bf, Timer: bt}); err != nil {
		t.Fatalf("--kv bf16: %v", err)
	}
	for j := range bt.seen {
		if err := j.Config.Validate(); err != nil || j.Config.Dims != bf {
			t.Errorf("--kv bf16 timed %s (%v)", j.Config, err)
		}
	}

	ps := &fakeTimer{f: valley}
	_, err = Run(context.Background(), Options{Shapes: shapes[:1], Dims: mla.Dims{PS: true}, Exhaustive: true, Timer: ps})
	if err != nil {
		t.Fatal(err)
	}
	if want := len(PersistentConfigs()); len(ps.seen) != want {
		t.Errorf("persistent: timed %d configs, want one per pair that allows it (%d)", len(ps.seen), want)
	}
	for j := range ps.seen {
		if j.Config.Splits != 1 || !j.Config.PS {
			t.Errorf("persistent: timed %s", j.Config)
		}
	}
	_, err = Run(context.Background(), Options{Shapes: shapes[:1], Dims: mla.Dims{PS: true, Page: mla.Page16}, Timer: &fakeTimer{f: valley}})
	if err == nil || !strings.Contains(err.Error(), "no (tile, stages) pair has a valid config with --page 16 --ps") {
		t.Errorf("--ps --page 16: %v", err)
	}
}

// Issue 22: with more than 16 query rows the fold is searched like the
// tile. Folds lists the folds the rows allow; Run searches each over its own
// pairs (a folded kernel's tiles: 32, 64, 128) and ranks them together, so a
// landscape where a fold is fastest picks it, and one where the row blocks
// are fastest picks those; every fold's best splits are refined within the
// fold (the valley's minimum, off the ladder, is found for each).
func TestRunSearchesFolds(t *testing.T) {
	d := mla.Dims{Heads: mla.Heads64}
	folds := Folds(d)
	if len(folds) != 3 || folds[0] != mla.Fold16 || folds[2] != mla.Fold64 {
		t.Fatalf("Folds(heads 64) = %v, want 16, 32, 64 rows", folds)
	}
	if f := Folds(mla.Dims{}); len(f) != 1 || f[0] != mla.Fold16 {
		t.Errorf("Folds(plain) = %v, want 16 rows only", f)
	}
	if f := Folds(mla.Dims{Heads: mla.Heads128, QLen: mla.QLen2}); len(f) != 4 {
		t.Errorf("Folds(heads 128, q_len 2) = %v, want all four", f)
	}
	s := mla.Shape{Batch: 64, KVLen: 8192}
	for _, want := range []mla.FoldMode{mla.Fold32, mla.Fold16} {
		// The fold wanted is 5 us faster than the others at every config.
		f := func(s mla.Shape, c mla.Config) float64 {
			v := valley(s, c)
			if c.Fold != want {
				v += 5
			}
			return v
		}
		ft := &fakeTimer{f: f}
		rs, err := Run(context.Background(), Options{Shapes: []mla.Shape{s}, Dims: d, Folds: folds, Timer: ft})
		if err != nil {
			t.Fatal(err)
		}
		best := rs[0].Best().Config
		if best.Fold != want || best.Heads != mla.Heads64 {
			t.Errorf("want fold %d fastest: picked %s", want.Rows(), best.Name())
		}
		timed := map[mla.FoldMode]bool{}
		for _, c := range rs[0].Cands {
			timed[c.Config.Fold] = true
			if c.Config.Folded() && c.Config.Tile == 96 {
				t.Errorf("%s: a 96-token tile is no folded tile", c.Config.Name())
			}
		}
		if len(timed) != 3 {
			t.Errorf("folds timed: %v, want all three", timed)
		}
		// Within each fold, the valley's minimum for the best pair is found.
		for _, fm := range folds {
			var bestOfFold Candidate
			for _, c := range rs[0].Cands {
				if c.Config.Fold == fm && (bestOfFold.Us == 0 || less(c, bestOfFold)) {
					bestOfFold = c
				}
			}
			x := d
			x.Fold = fm
			exh := math.Inf(1)
			for _, c := range mla.AllConfigsWith(x) {
				if c.Splits <= (Space{}).allowed(s, Pair{c.Tile, c.Stages}, x) {
					exh = math.Min(exh, f(s, c))
				}
			}
			if bestOfFold.Us != exh {
				t.Errorf("fold %d: best %.3f (%s), the exhaustive minimum %.3f", fm.Rows(), bestOfFold.Us, bestOfFold.Config.Name(), exh)
			}
		}
	}
}

// A one-tile shape has no one-launch config (one split): with OneLaunch it
// gets its two-launch ranking only, and a longer shape both; every ranking
// has a best candidate.
func TestRunOneLaunchOneTile(t *testing.T) {
	shapes := []mla.Shape{{Batch: 1, KVLen: 32}, {Batch: 4, KVLen: 1024}}
	rs, err := Run(context.Background(), Options{Shapes: shapes, OneLaunch: true, Timer: &fakeTimer{f: valley}})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range rs {
		if len(r.Cands) == 0 {
			t.Fatalf("%s%s: no candidates", r.Shape, oneLabel(r))
		}
		got = append(got, r.Shape.String()+oneLabel(r))
	}
	if want := "1x32 4x1024 4x1024 (one launch)"; strings.Join(got, " ") != want {
		t.Errorf("rankings %q, want %q", strings.Join(got, " "), want)
	}
}

// The one-launch twins of a folded search take the folds Validate allows
// with --one (all of them: a folded workgroup takes one ticket), each timed
// over its pairs: a folded pair is valid from 2 splits on with --one, so the
// search's splits bound must not be read at one split (it was, and no folded
// one-launch config was timed).
func TestRunFoldsWithOneLaunch(t *testing.T) {
	d := mla.Dims{Heads: mla.Heads32}
	rs, err := Run(context.Background(), Options{Shapes: []mla.Shape{{Batch: 64, KVLen: 8192}}, Dims: d, Folds: Folds(d), OneLaunch: OneLaunchTwin(d), Timer: &fakeTimer{f: valley}})
	if err != nil {
		t.Fatal(err)
	}
	if len(rs) != 2 {
		t.Fatalf("%d rankings, want the two-launch one and the one-launch one", len(rs))
	}
	folds := map[mla.FoldMode]int{}
	for _, c := range rs[1].Cands {
		if !c.Config.One {
			t.Errorf("one-launch ranking holds %s", c.Config.Name())
		}
		folds[c.Config.Fold]++
	}
	d.One = true
	for _, f := range Folds(d) {
		if folds[f] == 0 {
			t.Errorf("fold %d: no one-launch config timed (timed: %v)", f.Rows(), folds)
		}
	}
	if len(Folds(d)) < 2 {
		t.Errorf("one-launch folds of 32 heads: %v, want the row blocks and fold 32", Folds(d))
	}
}
