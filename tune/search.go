// Package tune ranks mlagen's kernel configs for each shape by their time
// (modeled by package perf, or measured on an MI355X) and writes the winners
// to the tuned table that mla.Select reads first (mla/tuned.json).
//
// # The search rule
//
// A config is (splits, stages, tile); the valid ones (mla.AllConfigs) are nine
// (tile, stages) pairs - (32, 1..4), (64, 1..2), (96, 1..2), (128, 1) - times
// splits 1..64. Ranking all 576 on every shape costs more than the two
// minutes a tune may take on a 2-core machine (each config is a compile, each
// (config, shape) a trace), so by default the tuner searches:
//
//  1. Every (tile, stages) pair is tried: the pairs differ in kind (waves per
//     workgroup, tiles in flight, LDS), and nothing about one predicts another.
//  2. Per pair, the splits are limited to those that give every wave of a split
//     at least one tile (splits x waves x tile <= kv_len; one split always).
//     This prunes; it is not a theorem: past it a workgroup leaves waves idle
//     and the reduce merges more partials, which rarely pays. The exhaustive
//     ranking of the 8 benchmark shapes puts no config outside it first (the
//     nearest, on 4x1024, is 2.0% slower than the winner; docs/measurements.md, "Tuning").
//  3. Per pair, the splits ladder 1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64
//     (ratio at most 1.5 from 2 up) and the largest allowed splits are timed.
//  4. Then, per pair, the splits around its fastest point are refined by
//     bisection: while an untimed splits count lies strictly between the
//     fastest timed one and its timed neighbour on either side, the one
//     nearest the middle of that gap is timed, and the fastest is taken again.
//     It stops when the fastest timed splits count's immediate neighbours
//     (splits - 1, splits + 1, where allowed) are timed too.
//  5. The heuristic's pick (mla.Heuristic) is timed as well, so its rank is known.
//
// A variant (Options.Dims: a paged cache, lse, a scaled query) is searched
// the same way on its own kernels, skipping the configs mla.Config.Validate
// refuses with its dimensions. With more than 16 query rows (--heads,
// --qlen), the row fold is a config dimension like the tile (Options.Folds,
// Folds): each fold is searched over its own pairs (a row-folded kernel's
// tiles are shared by its waves) and all are ranked together.
//
// One launch is the tuner's choice (Options.OneLaunch): the same search runs
// on the one-launch twins (--one: the decode launch merges its splits), and
// each shape gets a ranking of each; mla.Select takes the faster of the two
// winners.
//
// So every pair is covered, every scale of splits up to rule 2's limit is
// sampled at ratio <= 1.5, and each pair's result is a local minimum over
// splits at integer resolution. The search finds the exhaustive optimum
// whenever the winning pair's time over the allowed splits has its minimum
// between the ladder neighbours of the pair's fastest ladder point, and no
// config outside rule 2 is faster. Both assumptions are checked against the
// exhaustive ranking (--exhaustive: every valid config, without rule 2) by a
// test on a reduced space and by a run on the benchmark shapes
// (docs/measurements.md, "Tuning").
package tune

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/mlagen/mlagen/mla"
)

// Ladder is the splits ladder of the search (rule 3).
var Ladder = []int{1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64}

// Pair is a (tile, stages) pair: a config without its splits.
type Pair struct{ Tile, Stages int }

func (p Pair) config(splits int) mla.Config {
	return mla.Config{Splits: splits, Stages: p.Stages, Tile: p.Tile}
}

func (p Pair) String() string { return fmt.Sprintf("t%d p%d", p.Tile, p.Stages) }

// Pairs lists the (tile, stages) pairs of the valid configs, by tile then stages.
func Pairs() []Pair { return PairsWith(mla.Dims{}) }

// PairsWith lists the (tile, stages) pairs of the valid configs with
// dimensions d (a row-folded kernel's differ: its tiles are shared by its
// waves).
func PairsWith(d mla.Dims) []Pair {
	seen := map[Pair]bool{}
	var out []Pair
	for _, c := range mla.AllConfigsWith(d) {
		p := Pair{c.Tile, c.Stages}
		if !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	return out
}

// Folds lists the row folds of d's query rows (q_len x heads) that some
// (splits, stages, tile) makes valid with d's other dimensions, from 16 rows
// (the row-block kernels) up: what the tuner searches when no fold is given.
func Folds(d mla.Dims) []mla.FoldMode {
	var out []mla.FoldMode
	for f := mla.Fold16; f <= mla.Fold128; f++ {
		x := d
		x.Fold = f
		if len(mla.AllConfigsWith(x)) > 0 {
			out = append(out, f)
		}
	}
	return out
}

// Space is the part of the config space a run ranks: Pairs (nil: every
// pair) with splits 1..MaxSplits (0: mla.MaxSplits). Tests use reduced spaces.
type Space struct {
	Pairs     []Pair
	MaxSplits int
}

func (sp Space) pairs(d mla.Dims) []Pair {
	if sp.Pairs != nil {
		return sp.Pairs
	}
	if d.Folded() {
		return PairsWith(d)
	}
	return Pairs()
}

func (sp Space) maxSplits() int {
	if sp.MaxSplits > 0 {
		return min(sp.MaxSplits, mla.MaxSplits)
	}
	return mla.MaxSplits
}

// valid lists the splits of pair p that make a valid config with
// dimensions d, ascending.
func (sp Space) valid(p Pair, d mla.Dims) []int {
	var out []int
	for s := 1; s <= sp.maxSplits(); s++ {
		if p.config(s).With(d).Validate() == nil {
			out = append(out, s)
		}
	}
	return out
}

// allowed is the largest splits count of p that the search (rule 2) times on
// shape s: every wave of a split gets at least one tile; at least 1. 0 when
// the pair has no valid config.
func (sp Space) allowed(s mla.Shape, p Pair, d mla.Dims) int {
	c := p.config(1)
	if d.Folded() {
		// Its waves share a tile. A folded pair may be valid only from
		// some splits on (one launch needs 2; a measured spill may rule
		// out one split): its round is the same at any splits.
		v := sp.valid(p, d)
		if len(v) == 0 {
			return 0
		}
		c = p.config(v[0]).With(d)
	}
	if c.Validate() != nil {
		return 0
	}
	return max(1, min(sp.maxSplits(), s.KVLen/c.RoundTokens()))
}

// Candidate is a config timed on a shape.
type Candidate struct {
	Config mla.Config
	Us     float64 // total: modeled or measured, as the Timer says
	// DecodeUs and ReduceUs split Us where the timer knows (the model);
	// Binds says what bounds it (the model's verdict), else "".
	DecodeUs, ReduceUs float64
	Binds              string
	// Skipped is why the config was not timed: the compiler could not keep
	// it in registers (an *mla.SpillError). Such a config is not a
	// candidate; the report names it.
	Skipped error `json:"-"`
}

// Job is one (shape, config) for a Timer to time; it fills in Result.
type Job struct {
	Shape  mla.Shape
	Config mla.Config
	Result Candidate
}

// Timer times configs on shapes.
type Timer interface {
	// Time times every job (in parallel where it can), filling in each
	// Result, or returns an error (then no result counts).
	Time(ctx context.Context, jobs []*Job) error
}

// Ranked is one shape's outcome for one variant.
type Ranked struct {
	Shape mla.Shape
	// Dims are the variant's dimensions (its candidates' and its table
	// entry's key): Options.Dims, or their one-launch twin.
	Dims mla.Dims
	// Cands are every candidate timed for the shape, fastest first (ties:
	// fewer splits, then smaller tile, then fewer stages).
	Cands []Candidate
	// Heuristic is mla.Heuristic's pick for the shape (always timed).
	Heuristic mla.Config
	// Skipped are the configs the search reached that spill registers
	// (Candidate.Skipped), by name.
	Skipped []Candidate
}

// Best is the fastest candidate.
func (r *Ranked) Best() Candidate { return r.Cands[0] }

// Rank is c's 1-based rank among the candidates, or 0 if it was not timed.
func (r *Ranked) Rank(c mla.Config) int {
	for i, x := range r.Cands {
		if x.Config == c {
			return i + 1
		}
	}
	return 0
}

// Margin is how much slower c is than the best, as a fraction (0.032 = 3.2%).
func (r *Ranked) Margin(c Candidate) float64 { return c.Us/r.Cands[0].Us - 1 }

// Options says what Run ranks.
type Options struct {
	Shapes []mla.Shape
	Space  Space
	// Exhaustive times every valid config of the space on every shape
	// instead of searching.
	Exhaustive bool
	// Dims are the dimensions of every config ranked (zero: the plain
	// kernels): a variant is tuned on its own kernels, over the configs
	// mla.Config.Validate allows with them.
	Dims mla.Dims
	// Folds, if set, are the row folds searched (Dims's Fold replaced by
	// each), ranked together; nil: Dims's fold only.
	Folds []mla.FoldMode
	// OneLaunch also ranks Dims' one-launch twins (the same search over
	// the configs Validate allows with --one): each shape then has two
	// rankings, the two-launch one first.
	OneLaunch bool
	Timer     Timer
	// Round, if set, is called after each round of timing with the number
	// of jobs timed in it.
	Round func(round, jobs int)
}

// Run ranks the configs of the space for each shape, by the search rule
// (package comment) or exhaustively: per shape the ranking of Dims and, with
// OneLaunch, of their one-launch twins after it (if the shape has any: not
// with one tile).
func Run(ctx context.Context, o Options) ([]Ranked, error) {
	if !o.OneLaunch || o.Dims.One {
		return run(ctx, o)
	}
	two, err := run(ctx, o)
	if err != nil {
		return nil, err
	}
	o1 := o
	o1.Dims.One = true
	if o1.Folds != nil {
		// The one-launch twins' folds: those Validate allows with --one.
		o1.Folds = Folds(o1.Dims)
	}
	one, err := run(ctx, o1)
	if err != nil {
		return nil, err
	}
	out := make([]Ranked, 0, 2*len(two))
	for i := range two {
		out = append(out, two[i])
		// A shape of one tile has no one-launch config (one split: nothing
		// to merge), so no one-launch ranking.
		if len(one[i].Cands) > 0 {
			out = append(out, one[i])
		}
	}
	return out, nil
}

// OneLaunchTwin reports whether d has one-launch twins worth ranking: d is
// not one-launch itself and some config accepts d with --one.
func OneLaunchTwin(d mla.Dims) bool {
	if d.One {
		return false
	}
	d.One = true
	return len(mla.AllConfigsWith(d)) > 0
}

func run(ctx context.Context, o Options) ([]Ranked, error) {
	if len(o.Shapes) == 0 {
		return nil, errors.New("no shapes to tune")
	}
	seen := map[mla.Shape]bool{}
	for _, s := range o.Shapes {
		if seen[s] {
			return nil, fmt.Errorf("shape %s is given twice", s)
		}
		seen[s] = true
	}
	if o.Timer == nil {
		return nil, errors.New("no timer")
	}
	folds := o.Folds
	if folds == nil {
		folds = []mla.FoldMode{o.Dims.Fold}
	}
	// The search's slots: each fold's dimensions with each of its pairs.
	var pairs []slot
	for _, f := range folds {
		d := o.Dims
		d.Fold = f
		fp := o.Space.pairs(d)
		if len(fp) == 0 {
			return nil, errors.New("no (tile, stages) pairs to tune")
		}
		// A variant may rule out whole pairs (a bf16 tile of 32 tokens with 3
		// stages keeps more loads in flight than vmcnt counts): it is searched
		// over the pairs it allows. A plain pair without a valid config is a bug.
		n := len(pairs)
		for _, p := range fp {
			if len(o.Space.valid(p, d)) > 0 {
				pairs = append(pairs, slot{d, p})
			} else if d.Plain() {
				return nil, fmt.Errorf("pair %s has no valid config", p)
			}
		}
		if len(pairs) == n {
			return nil, fmt.Errorf("no (tile, stages) pair has a valid config with %s: %v", strings.TrimSpace(d.Flags()), fp[0].config(1).With(d).Validate())
		}
	}
	// cfg is the config a run ranks: the pair's with its fold's dimensions.
	cfg := func(p slot, splits int) mla.Config {
		c := p.p.config(splits)
		c.Dims = p.d
		return c
	}
	heuristic := func(s mla.Shape) mla.Config { return mla.Heuristic(s).With(o.Dims) }
	timed := make([]map[mla.Config]Candidate, len(o.Shapes))
	for i := range timed {
		timed[i] = map[mla.Config]Candidate{}
	}
	var jobs []*Job
	add := func(i int, c mla.Config) {
		// The run's dimensions may make a config invalid (a persistent
		// one has splits 1): the search skips it.
		if c.Validate() != nil {
			return
		}
		if _, ok := timed[i][c]; ok {
			return
		}
		timed[i][c] = Candidate{} // pending
		jobs = append(jobs, &Job{Shape: o.Shapes[i], Config: c})
	}
	flush := func(round int) error {
		if len(jobs) == 0 {
			return nil
		}
		if err := o.Timer.Time(ctx, jobs); err != nil {
			return err
		}
		idx := map[mla.Shape]int{}
		for i, s := range o.Shapes {
			idx[s] = i
		}
		for _, j := range jobs {
			r := j.Result
			r.Config = j.Config
			timed[idx[j.Shape]][j.Config] = r
		}
		if o.Round != nil {
			o.Round(round, len(jobs))
		}
		jobs = nil
		return ctx.Err()
	}
	for i, s := range o.Shapes {
		add(i, heuristic(s))
		for _, p := range pairs {
			if o.Exhaustive {
				for _, n := range o.Space.valid(p.p, p.d) {
					add(i, cfg(p, n))
				}
				continue
			}
			hi := o.Space.allowed(s, p.p, p.d)
			for _, n := range Ladder {
				if n <= hi {
					add(i, cfg(p, n))
				}
			}
			add(i, cfg(p, hi))
		}
	}
	if err := flush(0); err != nil {
		return nil, err
	}
	for round := 1; !o.Exhaustive; round++ {
		for i, s := range o.Shapes {
			for _, p := range pairs {
				for _, n := range refine(timed[i], p.d, p.p, o.Space.allowed(s, p.p, p.d)) {
					add(i, cfg(p, n))
				}
			}
		}
		if len(jobs) == 0 {
			break
		}
		if err := flush(round); err != nil {
			return nil, err
		}
	}
	out := make([]Ranked, len(o.Shapes))
	for i, s := range o.Shapes {
		r := Ranked{Shape: s, Dims: o.Dims, Heuristic: heuristic(s)}
		for _, c := range timed[i] {
			if c.Skipped != nil {
				r.Skipped = append(r.Skipped, c)
				continue
			}
			r.Cands = append(r.Cands, c)
		}
		sortCandidates(r.Cands)
		sort.Slice(r.Skipped, func(a, b int) bool { return r.Skipped[a].Config.Name() < r.Skipped[b].Config.Name() })
		out[i] = r
	}
	return out, nil
}

// slot is one (tile, stages) pair of the search with its dimensions (its fold's).
type slot struct {
	d mla.Dims
	p Pair
}

// refine returns the splits of pair p with dimensions d (allowed: 1..hi) to
// time next (rule 4): the untimed splits nearest the middle of the gaps
// between the fastest timed splits and its timed neighbours.
func refine(timed map[mla.Config]Candidate, d mla.Dims, p Pair, hi int) []int {
	var pts []Candidate
	for c, r := range timed {
		if c.Dims == d && c.Tile == p.Tile && c.Stages == p.Stages && c.Splits <= hi && r.Skipped == nil {
			pts = append(pts, r)
		}
	}
	if len(pts) == 0 {
		return nil
	}
	sort.Slice(pts, func(a, b int) bool { return pts[a].Config.Splits < pts[b].Config.Splits })
	best := 0
	for i := range pts {
		if less(pts[i], pts[best]) {
			best = i
		}
	}
	b := pts[best].Config.Splits
	var out []int
	if best > 0 {
		if a := pts[best-1].Config.Splits; b-a > 1 {
			out = append(out, (a+b)/2)
		}
	}
	if best < len(pts)-1 {
		if c := pts[best+1].Config.Splits; c-b > 1 {
			out = append(out, (b+c+1)/2)
		}
	}
	return out
}

// less orders candidates: faster first; on a tie, fewer splits (less
// workspace and reduce work), then the smaller tile, then fewer stages.
func less(a, b Candidate) bool {
	if a.Us != b.Us {
		return a.Us < b.Us
	}
	ca, cb := a.Config, b.Config
	if ca.Splits != cb.Splits {
		return ca.Splits < cb.Splits
	}
	if ca.Tile != cb.Tile {
		return ca.Tile < cb.Tile
	}
	return ca.Stages < cb.Stages
}

func sortCandidates(cs []Candidate) {
	sort.Slice(cs, func(i, j int) bool { return less(cs[i], cs[j]) })
}
