package perf

import (
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/plan"
)

// RaggedBatch is one ragged batch to model: a label and its KV lengths.
type RaggedBatch struct {
	Name string
	Lens []int
}

// OverheadChoice is one per-item overhead to plan a persistent kernel with:
// a number of token-equivalents, or a multiple of the learned overhead.
type OverheadChoice struct {
	Fixed   int
	Learned float64 // > 0: this multiple of the learned overhead (1: learned)
}

// ParseOverheadChoices reads comma-separated overheads, each N
// (0..plan.LimitOverhead), "learned", or "Kxlearned" (K > 0, e.g. 4xlearned).
func ParseOverheadChoices(v string) ([]OverheadChoice, error) {
	var out []OverheadChoice
	for _, f := range strings.Split(v, ",") {
		f = strings.TrimSpace(f)
		bad := fmt.Errorf("--plan-overhead %q: want N (0..%d token-equivalents), learned, or Kxlearned (e.g. 4xlearned), comma-separated", f, plan.LimitOverhead)
		switch {
		case f == "learned":
			out = append(out, OverheadChoice{Learned: 1})
		case strings.HasSuffix(f, "xlearned"):
			k, err := strconv.ParseFloat(strings.TrimSuffix(f, "xlearned"), 64)
			if err != nil || !(k > 0) || k > 1e3 {
				return nil, bad
			}
			out = append(out, OverheadChoice{Learned: k})
		default:
			n, err := strconv.Atoi(f)
			if err != nil || n < 0 || n > plan.LimitOverhead {
				return nil, bad
			}
			out = append(out, OverheadChoice{Fixed: n})
		}
	}
	return out, nil
}

// resolve is the choice's overhead for persistent config ps, and its label.
func (o OverheadChoice) resolve(ps mla.Config) (int, string) {
	if o.Learned == 0 {
		return o.Fixed, "given"
	}
	e, ok := mla.PlanOverheadFor(ps)
	base, what := e.Overhead, "learned"
	if !ok {
		base, what = plan.DefaultOverhead, "default"
	}
	if o.Learned == 1 {
		return base, what
	}
	return min(int(math.Round(o.Learned*float64(base))), plan.LimitOverhead), fmt.Sprintf("%gx %s", o.Learned, what)
}

// RaggedRow is one kernel on one ragged batch (modeled).
type RaggedRow struct {
	Batch, Kernel, Workgroups string
	DecodeUs                  float64
	ReduceUs                  float64 // with HasReduce
	HasReduce                 bool
	FixedUs                   float64 // the first launch's cost, and the gap before a reduce
	TotalUs, FloorUs          float64
	Overhead                  string // the plan's per-item overhead and where it came from ("-": static)
}

// RaggedComparison models ragged batches: for each, the static config
// (given, or the one mla.Select picks for the batch's size and mean length)
// and the persistent kernel of the same (stages, tile) on its plan, beside
// the batch's HBM floor. It fits each (stages, tile)'s workgroup line, each
// persistent kernel's item cost and each reduce once and keeps them, so the
// batches of one comparison share them (ragged.go says how each is fitted).
type RaggedComparison struct {
	m       *Model
	p       Params
	code    func(mla.Config) ([]byte, error)
	lines   map[mla.Config]Lines // by LineConfig
	costs   map[mla.Config]ItemCost
	reduces map[reduceKey]float64
	// Dims are the dimensions of the static kernel Batch selects (without
	// --config): mla.SelectWith's pick for the batch; the persistent one
	// is its _ps sibling.
	Dims mla.Dims
	// Notes says how each fit came out and what each plan holds, in the
	// order they were made.
	Notes []string
}

// NewRaggedComparison models with m and p; code returns a config's code object.
func NewRaggedComparison(m *Model, p Params, code func(mla.Config) ([]byte, error)) *RaggedComparison {
	return &RaggedComparison{m: m, p: p, code: code, lines: map[mla.Config]Lines{}, costs: map[mla.Config]ItemCost{}, reduces: map[reduceKey]float64{}}
}

type reduceKey struct {
	cfg           mla.Config // LineConfig
	splits, batch int
}

// Batch models batch b: the static kernel's row, then the persistent
// kernel's, one per overhead choice (nil: its PlanParams' overhead).
func (rc *RaggedComparison) Batch(b RaggedBatch, override *mla.Config, choices []OverheadChoice) ([]RaggedRow, error) {
	total := 0
	for _, l := range b.Lens {
		total += l
	}
	shape := mla.Shape{Batch: len(b.Lens), KVLen: max(1, (total+len(b.Lens)-1)/len(b.Lens))}
	static := mla.SelectWith(shape, rc.Dims)
	if override != nil {
		static = *override
	}
	// The ragged rows model the static kernel as a decode line and a reduce
	// launch: a one-launch selection is compared as its two-launch twin.
	static.One = false
	if err := RaggedDims(static.Dims); err != nil {
		return nil, fmt.Errorf("%s: %w", static, err)
	}
	d := static.Dims
	d.PS = true
	ps := static.With(d)
	if err := ps.Validate(); err != nil {
		// A (stages, tile) the persistent kernel refuses (a row-folded
		// wave part of 16 rows or more): the persistent pick for the
		// batch's shape instead.
		alt := mla.SelectWith(shape, d)
		if alt.Validate() != nil {
			return nil, fmt.Errorf("%s: its persistent sibling %s: %w", static, ps, err)
		}
		rc.Notes = append(rc.Notes, fmt.Sprintf("%s: %s is refused (%v); the persistent row is %s", b.Name, ps, err, alt))
		ps = alt
	}
	key := LineConfig(static)
	line, ok := rc.lines[key]
	if !ok {
		var err error
		if line, err = FitLines(rc.m, rc.p, static, 1024, 4096, rc.code); err != nil {
			return nil, err
		}
		rc.lines[key] = line
		for _, l := range []WGLine{line.Light, line.Saturated} {
			rc.Notes = append(rc.Notes, fmt.Sprintf("%s on %d CUs: a workgroup takes %.3f us + %.5f us per token (modeled: %s %.2f us, %s %.2f us)",
				key.Name(), l.Shapes[0].Batch, l.FixedUs, l.PerTokenUs, l.Shapes[0], l.Us[0], l.Shapes[1], l.Us[1]))
		}
	}
	reduce := func(splits, batch int) (float64, error) {
		k := reduceKey{key, min(max(splits, 2), mla.MaxSplits), batch}
		if us, ok := rc.reduces[k]; ok {
			return us, nil
		}
		us, err := ReduceUs(rc.m, rc.p, static, splits, batch, rc.code)
		rc.reduces[k] = us
		return us, err
	}
	floor := HBMFloorUs(rc.p, b.Lens)
	// static: decode, and with splits a reduce over every sequence
	row := RaggedRow{Batch: b.Name, Kernel: static.Name(), Workgroups: fmt.Sprintf("%dx%d", static.Splits, len(b.Lens)),
		DecodeUs: StaticDecodeUs(line, static, b.Lens, int(rc.p.CUs)), FixedUs: rc.p.LaunchUs, FloorUs: floor, Overhead: "-"}
	if static.Splits > 1 {
		var err error
		if row.ReduceUs, err = reduce(static.Splits, len(b.Lens)); err != nil {
			return nil, err
		}
		row.HasReduce = true
		row.FixedUs += rc.p.GapUs
	}
	row.TotalUs = row.DecodeUs + row.ReduceUs + row.FixedUs
	rows := []RaggedRow{row}
	// persistent: the kernel's own cost, its plan, and a reduce launch
	// always (the grid is fixed)
	cost, ok := rc.costs[ps]
	if !ok {
		code, err := rc.code(ps)
		if err != nil {
			return nil, err
		}
		if cost, err = FitPersistentItems(rc.m, rc.p, ps, code); err != nil {
			return nil, err
		}
		rc.costs[ps] = cost
		rc.Notes = append(rc.Notes, fmt.Sprintf("%s on one workgroup: %.3f us + %.3f us per item + %.5f us per token (modeled): overhead %d token-equivalents; planned with %d by default, %s",
			ps.Name(), cost.WGUs, cost.ItemUs, cost.PerTokenUs, cost.Overhead(), ps.PlanParams(1).Overhead, ps.PlanOverheadSource()))
	}
	lens32 := make([]int32, len(b.Lens))
	for i, l := range b.Lens {
		lens32[i] = int32(l)
	}
	picks := choices
	if picks == nil {
		picks = []OverheadChoice{{Learned: 1}}
	}
	for _, ch := range picks {
		pp := ps.PlanParams(len(b.Lens))
		label := "default"
		if _, ok := mla.PlanOverheadFor(ps); ok {
			label = "learned"
		}
		if choices != nil {
			pp.Overhead, label = ch.resolve(ps)
		}
		pl, err := plan.Build(pp, lens32)
		if err != nil {
			return nil, err
		}
		maxCount := 0
		for s := range pl.Batch() {
			_, c := pl.Reduce(s)
			maxCount = max(maxCount, c)
		}
		r := RaggedRow{Batch: b.Name, Kernel: ps.Name(), Workgroups: strconv.Itoa(pl.WGs()),
			DecodeUs: PlannedDecodeUs(line, cost, pl, b.Lens, int(rc.p.CUs)), HasReduce: true,
			FixedUs: rc.p.LaunchUs + rc.p.GapUs, FloorUs: floor, Overhead: fmt.Sprintf("%d (%s)", pp.Overhead, label)}
		if r.ReduceUs, err = reduce(maxCount, max(1, pl.NumReduce())); err != nil {
			return nil, err
		}
		r.TotalUs = r.DecodeUs + r.ReduceUs + r.FixedUs
		rows = append(rows, r)
		rc.Notes = append(rc.Notes, fmt.Sprintf("%s, overhead %d: plan of %d items, %d partials, %d sequences to reduce (at most %d partials each; the reduce is modeled as a static one of min(that, %d) splits)",
			b.Name, pp.Overhead, pl.NumItems(), pl.NumPartials(), pl.NumReduce(), maxCount, mla.MaxSplits))
	}
	return rows, nil
}

// RaggedDims says why the ragged model does not take kernels of dimensions
// d: its line is one workgroup a (split, sequence), and its HBM floor and
// persistent kernels are fp8.
func RaggedDims(d mla.Dims) error {
	switch {
	case d.Workgroups() > 1:
		return fmt.Errorf("runs %d workgroups a (split, sequence) (grid z): ragged batches model kernels of one (plain, or row-folded with all the q_len x heads rows, at most 128, in one workgroup)", d.Workgroups())
	case d.KV != mla.KVFP8:
		return fmt.Errorf("ragged batches model fp8 caches (the HBM floor and the persistent kernels are fp8), not --kv %s", d.KV)
	}
	return nil
}

// RaggedHeader is the modeled ragged table's preamble and column line.
const RaggedHeader = `MODELED, not measured: a static decode workgroup's time is a line in its tokens, a persistent one's the _ps kernel's own
per-workgroup + per-item + per-token cost, both fitted on the gfx950 timing model, placed over the batch's workgroups and
bounded by HBM (perf/ragged.go); reduce launches from the timing model; us = microseconds
`

// WriteRaggedRows writes rows as the ragged table (after RaggedHeader).
func WriteRaggedRows(w io.Writer, rows []RaggedRow) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "batch\tkernel\tworkgroups\tdecode us\treduce us\tlaunch+gap us\ttotal us (modeled)\tHBM floor us\ttotal/floor\tplan overhead\t")
	for _, r := range rows {
		red := "-"
		if r.HasReduce {
			red = fmt.Sprintf("%.2f", r.ReduceUs)
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%.2f\t%s\t%.2f\t%.2f\t%.2f\t%.2f\t%s\t\n", r.Batch, r.Kernel, r.Workgroups,
			r.DecodeUs, red, r.FixedUs, r.TotalUs, r.FloorUs, r.TotalUs/r.FloorUs, r.Overhead)
	}
	return tw.Flush()
}
