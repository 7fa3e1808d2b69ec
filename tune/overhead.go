package tune

import (
	"context"
	"errors"
	"fmt"
	"math"
	"sort"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/internal/atomicfile"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/perf"
	"github.com/mlagen/mlagen/verify"
	"github.com/mlagen/mlagen/verify/bench"
)

// The learned overhead table: `mlagen tune --plan-overhead` fits each
// persistent kernel's workgroup cost (perf.ItemCost) on one workgroup of the
// kernel itself, timed by the timing model or on a device, and records the
// per-item overhead it implies (mla/overhead.json), which
// mla.Config.PlanParams then plans with.

// OverheadFile is the learned overhead table's path in the module.
const OverheadFile = mla.OverheadFile

// PersistentConfigs are the configs --plan-overhead learns by default: the
// persistent kernel of every valid (stages, tile), no other dimension.
func PersistentConfigs() []mla.Config {
	var out []mla.Config
	for _, c := range mla.AllConfigs() {
		if ps := c.With(mla.Dims{PS: true}); c.Splits == 1 && ps.Validate() == nil {
			out = append(out, ps)
		}
	}
	return out
}

// ItemTimer times one workgroup of persistent config cfg running items
// sequences of tokens each (perf.OneWGPlan): its decode launch, in
// microseconds.
type ItemTimer interface {
	TimeItems(ctx context.Context, cfg mla.Config, items, tokens int) (float64, error)
}

// ModelItems times on the gfx950 timing model (modeled).
type ModelItems struct {
	Model  *perf.Model
	Params perf.Params
	Code   CodeFunc
}

// TimeItems implements ItemTimer.
func (m *ModelItems) TimeItems(ctx context.Context, cfg mla.Config, items, tokens int) (float64, error) {
	code, _, err := m.Code(ctx, cfg)
	if err != nil {
		return 0, &BuildError{err}
	}
	tr, err := m.Model.Trace(perf.PersistentItems(cfg, code, items), mla.Shape{Batch: 1, KVLen: tokens})
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
func (d *DeviceItems) TimeItems(ctx context.Context, cfg mla.Config, items, tokens int) (_ float64, err error) {
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
func LearnOverhead(ctx context.Context, t ItemTimer, cfg mla.Config) (perf.ItemCost, error) {
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
func OverheadEntry(cfg mla.Config, c perf.ItemCost, backend, fingerprint string) mla.PlanOverhead {
	r := func(us float64) float64 { return math.Round(us*1e4) / 1e4 }
	return mla.PlanOverhead{Kernel: cfg.Name(), Overhead: c.Overhead(), Backend: backend, Fingerprint: fingerprint,
		WGUs: r(c.WGUs), ItemUs: r(c.ItemUs), PerTokenUs: math.Round(c.PerTokenUs*1e7) / 1e7}
}

// MergeOverheads returns old with every kernel of add replaced or added, by
// kernel name.
func MergeOverheads(old, add []mla.PlanOverhead) []mla.PlanOverhead {
	by := map[string]mla.PlanOverhead{}
	for _, e := range append(append([]mla.PlanOverhead(nil), old...), add...) {
		by[e.Kernel] = e
	}
	out := make([]mla.PlanOverhead, 0, len(by))
	for _, e := range by {
		out = append(out, e)
	}
	sort.Slice(out, func(a, b int) bool { return out[a].Kernel < out[b].Kernel })
	return out
}

// RenderOverheads renders the learned overhead table written by command
// (mla.EncodeOverheads).
func RenderOverheads(command string, entries []mla.PlanOverhead) ([]byte, error) {
	return mla.EncodeOverheads(command, entries)
}

// WriteOverheads writes the table to path atomically.
func WriteOverheads(path, command string, entries []mla.PlanOverhead) error {
	b, err := RenderOverheads(command, entries)
	if err != nil {
		return err
	}
	return atomicfile.WriteFile(path, b, 0o644)
}

// ReadOverheads reads a table RenderOverheads wrote (the file at path, not
// the one embedded in package mla): its command and entries.
func ReadOverheads(path string, src []byte) (command string, entries []mla.PlanOverhead, err error) {
	t, err := mla.DecodeOverheads(src)
	if err != nil {
		return "", nil, fmt.Errorf("%s: %w", path, err)
	}
	return t.Command, t.Entries, nil
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
func LearnOverheads(ctx context.Context, t ItemTimer, cfgs []mla.Config, jobs int, skipUnbuilt bool) (costs []perf.ItemCost, skipped []error, err error) {
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
