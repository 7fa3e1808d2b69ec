package tune

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"go/ast"
	"go/token"
	"math"
	"regexp"
	"sort"
	"strconv"

	j "github.com/dave/jennifer/jen"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/gen"
	"github.com/mlagen/mlagen/internal/atomicfile"
	"github.com/mlagen/mlagen/perf"
	"github.com/mlagen/mlagen/plan"
	"github.com/mlagen/mlagen/verify"
	"github.com/mlagen/mlagen/verify/bench"
)

// The learned overhead table: `mlagen tune --plan-overhead` fits each
// persistent kernel's workgroup cost (perf.ItemCost) on one workgroup of the
// kernel itself, timed by the timing model or on a device, and records the
// per-item overhead it implies (gen/zoverhead.go), which gen.Config.PlanParams
// then plans with.

// OverheadFile is the learned overhead table's path in the module.
const OverheadFile = "gen/zoverhead.go"

// PersistentConfigs are the configs --plan-overhead learns by default: the
// persistent kernel of every valid (stages, tile), no other dimension.
func PersistentConfigs() []gen.Config {
	var out []gen.Config
	for _, c := range gen.AllConfigs() {
		if ps := c.With(gen.Dims{PS: true}); c.Splits == 1 && ps.Validate() == nil {
			out = append(out, ps)
		}
	}
	return out
}

// ItemTimer times one workgroup of persistent config cfg running items
// sequences of tokens each (perf.OneWGPlan): its decode launch, in
// microseconds.
type ItemTimer interface {
	TimeItems(ctx context.Context, cfg gen.Config, items, tokens int) (float64, error)
}

// ModelItems times on the gfx950 timing model (modeled).
type ModelItems struct {
	Model  *perf.Model
	Params perf.Params
	Code   CodeFunc
}

// TimeItems implements ItemTimer.
func (m *ModelItems) TimeItems(ctx context.Context, cfg gen.Config, items, tokens int) (float64, error) {
	code, _, err := m.Code(ctx, cfg)
	if err != nil {
		return 0, &BuildError{err}
	}
	tr, err := m.Model.Trace(perf.PersistentItems(cfg, code, items), gen.Shape{Batch: 1, KVLen: tokens})
	if err != nil {
		return 0, err
	}
	return tr.Simulate(m.Params).Launches[0].Us, nil
}

// DeviceItems times on a device as mlagen bench times a launch (after a
// cache flush, between device events; the median): the decode launch alone,
// on inputs of one sequence repeated items times. The kernels' results are
// not checked here (mlagen verify checks the persistent kernels).
type DeviceItems struct {
	Dev   device.Timer
	Code  CodeFunc
	Opts  bench.Options
	Seed  uint64
	flush *bench.Flusher
}

// TimeItems implements ItemTimer.
func (d *DeviceItems) TimeItems(ctx context.Context, cfg gen.Config, items, tokens int) (_ float64, err error) {
	if d.flush == nil {
		if d.flush, err = bench.NewFlusher(d.Dev, d.Opts.FlushBytes); err != nil {
			return 0, err
		}
	}
	code, _, err := d.Code(ctx, cfg)
	if err != nil {
		return 0, &BuildError{err}
	}
	pp := perf.OneWGPlan(cfg, items)
	w, err := verify.PreparePlanned(d.Dev, code, cfg, verify.NewInputs(d.Seed, 1, tokens), items, &pp)
	if err != nil {
		return 0, err
	}
	defer func() { err = errors.Join(err, w.Close()) }()
	times, err := bench.Time(d.Dev, d.flush, w.Launches[:1], d.Opts)
	if err != nil {
		return 0, err
	}
	return bench.Summarize(times).Median, nil
}

// Close frees the flush buffer.
func (d *DeviceItems) Close() error {
	if d.flush == nil {
		return nil
	}
	return d.flush.Close()
}

// LearnOverhead times cfg at perf.ItemSamplePoints with t and fits its
// workgroup cost.
func LearnOverhead(ctx context.Context, t ItemTimer, cfg gen.Config) (perf.ItemCost, error) {
	var samples []perf.ItemSample
	for _, pt := range perf.ItemSamplePoints {
		us, err := t.TimeItems(ctx, cfg, pt[0], pt[1])
		if err != nil {
			return perf.ItemCost{}, fmt.Errorf("%s, %d items x %d tokens: %w", cfg, pt[0], pt[1], err)
		}
		samples = append(samples, perf.ItemSample{Items: pt[0], Tokens: pt[1], Us: us})
	}
	c, err := perf.FitItemCost(samples)
	if err != nil {
		return c, fmt.Errorf("%s: %w", cfg, err)
	}
	return c, nil
}

// OverheadEntry is the table's entry of cfg's fit, timed by backend with
// fingerprint (as Entries): times rounded to 0.1 ns.
func OverheadEntry(cfg gen.Config, c perf.ItemCost, backend, fingerprint string) gen.PlanOverhead {
	r := func(us float64) float64 { return math.Round(us*1e4) / 1e4 }
	return gen.PlanOverhead{Kernel: cfg.Name(), Overhead: c.Overhead(), Backend: backend, Fingerprint: fingerprint,
		WGUs: r(c.WGUs), ItemUs: r(c.ItemUs), PerTokenUs: math.Round(c.PerTokenUs*1e7) / 1e7}
}

// MergeOverheads returns old with every kernel of add replaced or added, by
// kernel name.
func MergeOverheads(old, add []gen.PlanOverhead) []gen.PlanOverhead {
	by := map[string]gen.PlanOverhead{}
	for _, e := range append(append([]gen.PlanOverhead(nil), old...), add...) {
		by[e.Kernel] = e
	}
	out := make([]gen.PlanOverhead, 0, len(by))
	for _, e := range by {
		out = append(out, e)
	}
	sort.Slice(out, func(a, b int) bool { return out[a].Kernel < out[b].Kernel })
	return out
}

func checkOverheads(entries []gen.PlanOverhead) error {
	seen := map[string]bool{}
	for _, e := range entries {
		if seen[e.Kernel] {
			return fmt.Errorf("kernel %s is in the table twice", e.Kernel)
		}
		seen[e.Kernel] = true
		c, err := gen.ParseName(e.Kernel)
		if err != nil {
			return err
		}
		if !c.PS {
			return fmt.Errorf("kernel %s is not persistent (_ps)", e.Kernel)
		}
		if e.Overhead < 0 || e.Overhead > plan.LimitOverhead {
			return fmt.Errorf("kernel %s: overhead %d is not 0..%d token-equivalents", e.Kernel, e.Overhead, plan.LimitOverhead)
		}
		if e.Backend != "model" && e.Backend != "hip" {
			return fmt.Errorf("kernel %s: backend %q is not model or hip", e.Kernel, e.Backend)
		}
		for _, v := range []float64{e.WGUs, e.ItemUs, e.PerTokenUs} {
			if math.IsNaN(v) || math.IsInf(v, 0) {
				return fmt.Errorf("kernel %s: time %v us is not a number", e.Kernel, v)
			}
		}
	}
	return nil
}

// RenderOverheads renders the learned overhead table (package gen's
// zoverhead.go) written by command.
func RenderOverheads(command string, entries []gen.PlanOverhead) ([]byte, error) {
	if err := gen.CheckCommand(command); err != nil {
		return nil, err
	}
	if err := checkOverheads(entries); err != nil {
		return nil, err
	}
	f := j.NewFile("gen")
	f.HeaderComment(fmt.Sprintf("Code generated by %s; DO NOT EDIT.", command))
	f.Comment("PlanOverheadCommand is the mlagen tune command that last wrote this table.")
	f.Const().Id("PlanOverheadCommand").Op("=").Lit(command)
	for _, l := range []string{
		"planOverheads are the per-item overheads mlagen tune learned for persistent",
		"kernels; PlanParams reads them. Times are modeled where Backend is \"model\"",
		"(Fingerprint: the model's parameter set), measured where it is \"hip\"",
		"(Fingerprint: the device).",
	} {
		f.Comment(l)
	}
	f.Var().Id("planOverheads").Op("=").Index().Id("PlanOverhead").ValuesFunc(func(g *j.Group) {
		for _, e := range entries {
			kv := func(k string, v j.Code) j.Code { return j.Id(k).Op(":").Add(v) }
			g.Line().Values(
				kv("Kernel", j.Lit(e.Kernel)),
				kv("Overhead", j.Lit(e.Overhead)),
				kv("Backend", j.Lit(e.Backend)),
				kv("Fingerprint", j.Lit(e.Fingerprint)),
				kv("WGUs", j.Lit(e.WGUs)),
				kv("ItemUs", j.Lit(e.ItemUs)),
				kv("PerTokenUs", j.Lit(e.PerTokenUs)),
			)
		}
		if len(entries) > 0 {
			g.Line()
		}
	})
	var buf bytes.Buffer
	if err := f.Render(&buf); err != nil {
		return nil, fmt.Errorf("rendering %s: %w", OverheadFile, err)
	}
	return buf.Bytes(), nil
}

// WriteOverheads writes the table to path atomically.
func WriteOverheads(path, command string, entries []gen.PlanOverhead) error {
	b, err := RenderOverheads(command, entries)
	if err != nil {
		return err
	}
	return atomicfile.WriteFile(path, b, 0o644)
}

var overheadHeaderRE = regexp.MustCompile(`^// Code generated by (mlagen tune[^\n]*--plan-overhead[^\n]*); DO NOT EDIT\.\n`)

// ReadOverheads reads a table RenderOverheads wrote (as Go source, not the
// one compiled into package gen): its command and entries.
func ReadOverheads(path string, src []byte) (command string, entries []gen.PlanOverhead, err error) {
	const what = "mlagen tune --plan-overhead"
	command, elts, err := readGenList(path, src, overheadHeaderRE, what, "planOverheads", "PlanOverhead")
	if err != nil {
		return "", nil, err
	}
	for _, el := range elts {
		e, err := readOverhead(el)
		if err != nil {
			return "", nil, notWritten(path, what, err.Error())
		}
		entries = append(entries, e)
	}
	if err := checkOverheads(entries); err != nil {
		return "", nil, fmt.Errorf("%s: %w", path, err)
	}
	return command, entries, nil
}

func readOverhead(el ast.Expr) (e gen.PlanOverhead, err error) {
	fs, err := fields(el)
	if err != nil {
		return e, err
	}
	if len(fs) != 7 {
		return e, fmt.Errorf("%d fields, want Kernel, Overhead, Backend, Fingerprint, WGUs, ItemUs, PerTokenUs", len(fs))
	}
	lit := func(name string, kinds ...token.Token) (string, error) {
		x := fs[name]
		neg := false
		if u, ok := x.(*ast.UnaryExpr); ok && u.Op == token.SUB {
			x, neg = u.X, true
		}
		b, ok := x.(*ast.BasicLit)
		if ok {
			for _, k := range kinds {
				if b.Kind == k {
					if neg {
						return "-" + b.Value, nil
					}
					return b.Value, nil
				}
			}
		}
		return "", fmt.Errorf("field %s missing or not a %s literal", name, kinds[0])
	}
	for _, s := range []struct {
		name string
		to   *string
	}{{"Kernel", &e.Kernel}, {"Backend", &e.Backend}, {"Fingerprint", &e.Fingerprint}} {
		v, err := lit(s.name, token.STRING)
		if err != nil {
			return e, err
		}
		if *s.to, err = strconv.Unquote(v); err != nil {
			return e, err
		}
	}
	v, err := lit("Overhead", token.INT)
	if err != nil {
		return e, err
	}
	if e.Overhead, err = strconv.Atoi(v); err != nil {
		return e, fmt.Errorf("field Overhead: %v", err)
	}
	for _, s := range []struct {
		name string
		to   *float64
	}{{"WGUs", &e.WGUs}, {"ItemUs", &e.ItemUs}, {"PerTokenUs", &e.PerTokenUs}} {
		v, err := lit(s.name, token.FLOAT, token.INT)
		if err != nil {
			return e, err
		}
		if *s.to, err = strconv.ParseFloat(v, 64); err != nil {
			return e, fmt.Errorf("field %s: %v", s.name, err)
		}
	}
	return e, nil
}

// BuildError is an ItemTimer's failure to get a kernel's code object (it
// does not compile, or spills registers), as opposed to one in its timing.
type BuildError struct{ Err error }

func (e *BuildError) Error() string { return e.Err.Error() }
func (e *BuildError) Unwrap() error { return e.Err }

// LearnOverheads learns every config's cost with t, jobs at once (a device
// timer runs one at a time: one device, and timings must not share it).
// With skipUnbuilt a config that does not build (BuildError) is skipped, its
// error in skipped[i]; any other error ends the run.
func LearnOverheads(ctx context.Context, t ItemTimer, cfgs []gen.Config, jobs int, skipUnbuilt bool) (costs []perf.ItemCost, skipped []error, err error) {
	if _, ok := t.(*DeviceItems); ok {
		jobs = 1
	}
	costs = make([]perf.ItemCost, len(cfgs))
	skipped = make([]error, len(cfgs))
	err = forEach(ctx, len(cfgs), max(1, jobs), func(ctx context.Context, i int) error {
		c, err := LearnOverhead(ctx, t, cfgs[i])
		var be *BuildError
		if err != nil && skipUnbuilt && errors.As(err, &be) {
			skipped[i] = err
			return nil
		}
		costs[i] = c
		return err
	})
	return costs, skipped, err
}
