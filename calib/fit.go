package calib

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"

	"github.com/mlagen/mlagen/perf"
)

// The model's own charges around each timed step (perf/MODEL.md). The fit
// subtracts them from a measured step, so that the model, charging them
// again around its latency, reproduces the step the device took; Predict
// adds them. TestForwardIsTheModel reads them off the model itself (the
// same code objects, traced and timed by package perf).
const (
	// issueClk: a wave issues at most once per 4 clocks.
	issueClk = 4
	// stepClk: a step of a chase or an LDS chain is two instructions (the
	// load and its s_waitcnt), each an issue cycle; the loop's control
	// issues while the load is in flight. A barrier loop is the same less one
	// issue cycle an iteration of Unroll barriers.
	stepClk = 2 * issueClk
)

// stepOverheadClk is the model's charge around one step of a chase, LDS
// chain or barrier loop, in clocks, besides the latency under test.
func stepOverheadClk(kind string, p *perf.Params) float64 {
	if kind == KBarrier {
		return stepClk - float64(issueClk)/Unroll
	}
	return stepClk
}

// The parameters the kit measures, by their names in perf's table.
const (
	PL1      = "l1_latency"
	PL2      = "l2_latency"
	PMALL    = "mall_latency"
	PHBM     = "hbm_latency"
	PHBMEff  = "hbm_efficiency"
	PInfl    = "cu_inflight"
	PLDS     = "lds_latency"
	PBarrier = "barrier"
	PLaunch  = "launch"
	PGap     = "gap"
)

// Measured lists them in the order the fit reports them.
var Measured = []string{PL1, PL2, PMALL, PHBM, PHBMEff, PInfl, PLDS, PBarrier, PLaunch, PGap}

// levelParam is the latency parameter a chase level measures.
var levelParam = map[string]string{LevelL1: PL1, LevelL2: PL2, LevelMALL: PMALL, LevelHBM: PHBM}

// Fitted is one parameter the fit measured, in the unit of perf's table.
type Fitted struct {
	Name  string  `json:"name"`
	Unit  string  `json:"unit"`
	Value float64 `json:"value"`
	How   string  `json:"how"` // the kernel, the measured figure and the arithmetic
}

// Figure is a measured figure that is not a model parameter (the counters'
// rates, graph launches, the stream's throughput by bytes in flight).
type Figure struct {
	What  string  `json:"what"`
	Value float64 `json:"value"`
	Unit  string  `json:"unit"`
}

// Result is a fit: the parameters measured, the other figures, and what was
// not fitted and why.
type Result struct {
	Device  string   `json:"device"`
	Date    string   `json:"date"`
	Params  []Fitted `json:"params"`
	Figures []Figure `json:"figures"`
	Notes   []string `json:"notes,omitempty"`
}

// Source is the source a parameter file gives f.
func (r *Result) Source(f Fitted) string {
	return fmt.Sprintf("measured by mlagen calibrate on %s, %s: %s", r.Device, r.Date, f.How)
}

// Param returns the fitted parameter named name.
func (r *Result) Param(name string) (Fitted, bool) {
	for _, f := range r.Params {
		if f.Name == name {
			return f, true
		}
	}
	return Fitted{}, false
}

// unitOf is the unit perf's table gives parameter name ("" if it has none).
func unitOf(p *perf.Params, name string) string {
	for _, r := range p.Table() {
		if r.Name == name {
			return r.Unit
		}
	}
	return ""
}

// fromNs expresses a time of ns nanoseconds in unit ("ns", "us", or "clk"
// at the model's clock: a latency in clocks is what the model turns back
// into the measured time).
func fromNs(ns float64, unit string, p *perf.Params) (float64, error) {
	switch unit {
	case "ns":
		return ns, nil
	case "us":
		return ns / 1000, nil
	case "clk":
		return ns * p.ClockGHz, nil
	}
	return 0, fmt.Errorf("unit %q is not a time", unit)
}

// toNs is fromNs's inverse.
func toNs(v float64, unit string, p *perf.Params) float64 {
	switch unit {
	case "us":
		return v * 1000
	case "clk":
		return v / p.ClockGHz
	}
	return v
}

func median(v []float64) float64 {
	s := slices.Clone(v)
	sort.Float64s(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

func finitePos(v float64) bool { return v > 0 && !math.IsInf(v, 0) && !math.IsNaN(v) }

// Stream groups: the full device (a workgroup on every compute unit) and a
// few compute units (at most a quarter of them).
func fullDevice(s Stream, cus int) bool { return s.WGs >= cus }
func fewCU(s Stream, cus int) bool      { return 4*s.WGs <= cus }

// check reports what is missing from m and what in it cannot be a
// measurement, all in one error.
func (m *Measurements) check() error {
	var missing, bad []string
	if m.Device == "" {
		missing = append(missing, "the device's name")
	}
	if m.Date == "" {
		missing = append(missing, "the date")
	}
	if m.CUs <= 0 {
		missing = append(missing, "the device's compute units")
	}
	ticks := map[uint64]bool{}
	for i, s := range m.Spins {
		ticks[s.Ticks] = true
		if !finitePos(s.EventUs) || s.RT == 0 {
			bad = append(bad, fmt.Sprintf("spin %d: %g us, %d ticks (want both positive)", i, s.EventUs, s.RT))
		}
	}
	if len(ticks) < 2 {
		missing = append(missing, "spins of two lengths (the counter's rate)")
	}
	for _, lv := range Levels {
		if !slices.ContainsFunc(m.Chases, func(c Chase) bool { return c.Level == lv }) {
			missing = append(missing, "a pointer chase at "+lv)
		}
	}
	for i, c := range m.Chases {
		if levelParam[c.Level] == "" {
			bad = append(bad, fmt.Sprintf("chase %d: level %q (want one of %s)", i, c.Level, strings.Join(Levels, ", ")))
		} else if c.Steps <= 0 || c.RT == 0 {
			bad = append(bad, fmt.Sprintf("chase %d (%s): %d steps in %d ticks (want both positive)", i, c.Level, c.Steps, c.RT))
		}
	}
	if len(m.LDS) == 0 {
		missing = append(missing, "an LDS chain")
	}
	for i, l := range m.LDS {
		if l.Steps <= 0 || l.RT == 0 {
			bad = append(bad, fmt.Sprintf("LDS chain %d: %d steps in %d ticks (want both positive)", i, l.Steps, l.RT))
		}
	}
	if len(m.Barriers) == 0 {
		missing = append(missing, "a barrier run")
	}
	for i, b := range m.Barriers {
		if b.Waves <= 0 || b.Count <= 0 || b.RT == 0 {
			bad = append(bad, fmt.Sprintf("barrier run %d: %d waves, %d barriers in %d ticks (want all positive)", i, b.Waves, b.Count, b.RT))
		}
	}
	full, few := map[int64]bool{}, map[int64]bool{}
	for i, s := range m.Streams {
		if s.WGs <= 0 || s.Waves <= 0 || s.Window <= 0 || s.BytesPerWave <= 0 || s.SpanRT == 0 {
			bad = append(bad, fmt.Sprintf("stream %d: %d workgroups x %d waves, window %d, %d bytes a wave in %d ticks (want all positive)", i, s.WGs, s.Waves, s.Window, s.BytesPerWave, s.SpanRT))
			continue
		}
		if m.CUs > 0 && fullDevice(s, m.CUs) {
			full[s.InFlight()] = true
		}
		if m.CUs > 0 && fewCU(s, m.CUs) {
			few[s.InFlight()] = true
		}
	}
	if len(full) < 2 {
		missing = append(missing, "full-device streams at two or more bytes in flight")
	}
	if len(few) < 2 {
		missing = append(missing, "few-CU streams at two or more bytes in flight")
	}
	var launches, gaps int
	for i, l := range m.Launches {
		if l.Mode != ModeStream && l.Mode != ModeGraph {
			bad = append(bad, fmt.Sprintf("launch %d: mode %q", i, l.Mode))
		} else if !finitePos(l.EventUs) {
			bad = append(bad, fmt.Sprintf("launch %d: %g us (want a positive time)", i, l.EventUs))
		} else if l.Mode == ModeStream {
			launches++
		}
	}
	if launches == 0 {
		missing = append(missing, "launches on a stream")
	}
	for i, g := range m.Gaps {
		if g.Mode != ModeStream && g.Mode != ModeGraph {
			bad = append(bad, fmt.Sprintf("gap %d: mode %q", i, g.Mode))
		} else if g.Mode == ModeStream {
			gaps++
		}
	}
	if gaps == 0 {
		missing = append(missing, "dependent launches on a stream (the gap)")
	}
	var parts []string
	if len(missing) > 0 {
		parts = append(parts, "missing "+strings.Join(missing, "; "))
	}
	if len(bad) > 0 {
		parts = append(parts, "not measurements: "+strings.Join(bad, "; "))
	}
	if len(parts) > 0 {
		return errors.New("calibration measurements: " + strings.Join(parts, "; and "))
	}
	return nil
}

// slope is the least-squares slope of y over x.
func slope(x, y []float64) float64 {
	var mx, my float64
	for i := range x {
		mx += x[i]
		my += y[i]
	}
	mx /= float64(len(x))
	my /= float64(len(y))
	var sxy, sxx float64
	for i := range x {
		sxy += (x[i] - mx) * (y[i] - my)
		sxx += (x[i] - mx) * (x[i] - mx)
	}
	return sxy / sxx
}

// Fit turns measurements into the model's parameters. base supplies what
// the fit takes as given (the clock that turns times into clocks, the peak
// HBM bandwidth, the model's charges around each step) and the units the
// values are given in. Missing or impossible measurements are one error.
func Fit(m *Measurements, base perf.Params) (*Result, error) {
	if err := m.check(); err != nil {
		return nil, err
	}
	p := &base
	res := &Result{Device: m.Device, Date: m.Date, Notes: append([]string(nil), m.Notes...)}
	var bad []string
	fail := func(format string, a ...any) { bad = append(bad, fmt.Sprintf(format, a...)) }
	known := map[string]bool{}
	for _, n := range perf.ParamNames() {
		known[n] = true
	}
	put := func(name string, ns float64, how string) {
		if !known[name] {
			res.Notes = append(res.Notes, fmt.Sprintf("%s: the model has no such parameter; measured %.4g ns (%s)", name, ns, how))
			return
		}
		unit := unitOf(p, name)
		v, err := fromNs(ns, unit, p)
		if err != nil {
			fail("%s: %v", name, err)
			return
		}
		res.Params = append(res.Params, Fitted{Name: name, Unit: unit, Value: v, How: how})
	}
	putValue := func(name, unit string, v float64, how string) {
		if !known[name] {
			res.Notes = append(res.Notes, fmt.Sprintf("%s: the model has no such parameter; measured %.4g %s (%s)", name, v, unit, how))
			return
		}
		if u := unitOf(p, name); u != unit {
			fail("%s: the model takes it in %s, the fit gives %s", name, u, unit)
			return
		}
		res.Params = append(res.Params, Fitted{Name: name, Unit: unit, Value: v, How: how})
	}

	// The counters' rates: ticks against the events' time over spins of
	// different lengths (the slope leaves out the launch's fixed cost).
	var us, rt, mt []float64
	for _, s := range m.Spins {
		us = append(us, s.EventUs)
		rt = append(rt, float64(s.RT))
		mt = append(mt, float64(s.MT))
	}
	rate := slope(us, rt) // ticks per us
	if !finitePos(rate) {
		return nil, fmt.Errorf("calibration measurements: the spins give the counter a rate of %g ticks a microsecond", rate)
	}
	res.Figures = append(res.Figures, Figure{"s_memrealtime rate (ticks against device events)", rate, "MHz"})
	if mrate := slope(us, mt); finitePos(mrate) {
		res.Figures = append(res.Figures, Figure{"s_memtime rate (the engine clock, if s_memtime counts it)", mrate / 1000, "GHz"})
	}
	ns := func(ticks float64) float64 { return ticks / rate * 1000 }

	// Round trips: one chase per level, one LDS chain, the barriers.
	chaseOv := stepOverheadClk(KChase, p)
	for _, lv := range Levels {
		var steps []float64
		var c Chase
		for _, x := range m.Chases {
			if x.Level == lv {
				steps = append(steps, ns(float64(x.RT))/float64(x.Steps))
				c = x
			}
		}
		step := median(steps)
		lat := step - chaseOv/p.ClockGHz
		res.Figures = append(res.Figures, Figure{"pointer chase step, " + lv, step, "ns"})
		if lat <= 0 {
			fail("chase at %s: %.3g ns a step is not more than the model's %.3g clocks around each load", lv, step, chaseOv)
			continue
		}
		warm := fmt.Sprintf("after %d warm", c.Warm)
		if c.Warm == 0 {
			warm = "from cold caches"
		}
		put(levelParam[lv], lat, fmt.Sprintf("pointer chase through %s, in %s: %d dependent loads %s, median of %d: %.4g ns a step, less the model's %.3g clocks around each load",
			sizeStr(c.SetBytes), levelWhere[lv], c.Steps, warm, len(steps), step, chaseOv))
	}
	{
		var steps []float64
		for _, l := range m.LDS {
			steps = append(steps, ns(float64(l.RT))/float64(l.Steps))
		}
		step := median(steps)
		ov := stepOverheadClk(KLDS, p)
		res.Figures = append(res.Figures, Figure{"LDS chain step", step, "ns"})
		if lat := step - ov/p.ClockGHz; lat <= 0 {
			fail("LDS chain: %.3g ns a step is not more than the model's %.3g clocks around each read", step, ov)
		} else {
			put(PLDS, lat, fmt.Sprintf("chain of %d dependent ds_read_b32, median of %d: %.4g ns a step, less the model's %.3g clocks around each read",
				m.LDS[0].Steps, len(steps), step, ov))
		}
	}
	{
		var per []float64
		waves := map[int]bool{}
		for _, b := range m.Barriers {
			per = append(per, ns(float64(b.RT))/float64(b.Count))
			waves[b.Waves] = true
		}
		step := median(per)
		ov := stepOverheadClk(KBarrier, p)
		res.Figures = append(res.Figures, Figure{"s_barrier", step, "ns"})
		if lat := step - ov/p.ClockGHz; lat <= 0 {
			fail("barrier: %.3g ns a barrier is not more than the model's %.3g clocks around each", step, ov)
		} else {
			var w []int
			for n := range waves {
				w = append(w, n)
			}
			sort.Ints(w)
			put(PBarrier, lat, fmt.Sprintf("back-to-back s_barrier in workgroups of %s waves, median of %d runs: %.4g ns a barrier, less the model's %.3g clocks around each",
				intList(w), len(per), step, ov))
		}
	}

	// Streams: each compute unit's bytes a nanosecond, after the first
	// round trip (the HBM chase's).
	hbm, haveHBM := res.Param(PHBM)
	if haveHBM {
		fitStreams(m, p, toNs(hbm.Value, hbm.Unit, p), res, putValue, fail, ns)
	} else {
		res.Notes = append(res.Notes, "hbm_efficiency, cu_inflight: not fitted without the HBM round trip")
	}

	// Launch and gap, on a stream; the graph's as figures.
	var launch, glaunch []float64
	for _, l := range m.Launches {
		if l.Mode == ModeStream {
			launch = append(launch, l.EventUs)
		} else {
			glaunch = append(glaunch, l.EventUs)
		}
	}
	putValue(PLaunch, "us", median(launch), fmt.Sprintf("device events around one launch of the empty kernel calib_empty, median of %d: %.4g us", len(launch), median(launch)))
	if len(glaunch) > 0 {
		res.Figures = append(res.Figures, Figure{"empty kernel replayed from a HIP graph, between events", median(glaunch), "us"})
	}
	var gap, ggap []float64
	for _, g := range m.Gaps {
		if g.Mode == ModeStream {
			gap = append(gap, ns(float64(g.RT))/1000)
		} else {
			ggap = append(ggap, ns(float64(g.RT))/1000)
		}
	}
	putValue(PGap, "us", median(gap), fmt.Sprintf("calib_spin then calib_stamp on one stream: the second's first s_memrealtime less the first's last, median of %d: %.4g us", len(gap), median(gap)))
	if len(ggap) > 0 {
		res.Figures = append(res.Figures, Figure{"gap between dependent launches in a HIP graph", median(ggap), "us"})
	}
	if len(bad) > 0 {
		return nil, errors.New("calibration measurements: " + strings.Join(bad, "; "))
	}
	// The table's order.
	order := map[string]int{}
	for i, n := range perf.ParamNames() {
		order[n] = i
	}
	sort.SliceStable(res.Params, func(i, j int) bool { return order[res.Params[i].Name] < order[res.Params[j].Name] })
	return res, nil
}

// streamPoint is one stream configuration's median.
type streamPoint struct {
	s      Stream
	spanNs float64
	rate   float64 // bytes a nanosecond per compute unit after the first round trip
	reps   int
}

func streamPoints(m *Measurements, keep func(Stream) bool, ns func(float64) float64, lat float64, fail func(string, ...any)) []streamPoint {
	type key struct {
		wgs, waves, window int
		bytes              int64
	}
	spans := map[key][]float64{}
	var keys []key
	for _, s := range m.Streams {
		if !keep(s) {
			continue
		}
		k := key{s.WGs, s.Waves, s.Window, s.BytesPerWave}
		if spans[k] == nil {
			keys = append(keys, k)
		}
		spans[k] = append(spans[k], ns(float64(s.SpanRT)))
	}
	var pts []streamPoint
	for _, k := range keys {
		s := Stream{WGs: k.wgs, Waves: k.waves, Window: k.window, BytesPerWave: k.bytes}
		span := median(spans[k])
		if span <= lat {
			fail("stream of %d workgroups, %d KiB in flight each: %.4g ns is not longer than one HBM round trip (%.4g ns)", k.wgs, s.InFlight()>>10, span, lat)
			continue
		}
		pts = append(pts, streamPoint{s: s, spanNs: span, rate: float64(s.BytesPerCU()) / (span - lat), reps: len(spans[k])})
	}
	sort.SliceStable(pts, func(i, j int) bool { return pts[i].s.InFlight() < pts[j].s.InFlight() })
	return pts
}

// fitStreams fits hbm_efficiency from the full-device streams and
// cu_inflight from the few-CU ones.
func fitStreams(m *Measurements, p *perf.Params, lat float64, res *Result,
	putValue func(name, unit string, v float64, how string), fail func(string, ...any), ns func(float64) float64) {
	full := streamPoints(m, func(s Stream) bool { return fullDevice(s, m.CUs) }, ns, lat, fail)
	few := streamPoints(m, func(s Stream) bool { return fewCU(s, m.CUs) }, ns, lat, fail)
	if len(full) < 2 || len(few) < 2 {
		return
	}
	// The device's bandwidth: the best full-device throughput.
	best := full[0]
	tput := func(pt streamPoint) float64 { return pt.rate * float64(pt.s.WGs) } // bytes a ns = GB/s
	for _, pt := range full {
		res.Figures = append(res.Figures, Figure{fmt.Sprintf("full-device stream, %d KiB in flight a CU", pt.s.InFlight()>>10), tput(pt) / 1000, "TB/s"})
		if tput(pt) > tput(best) {
			best = pt
		}
	}
	eff := tput(best) * 1e9 / p.HBMBytesPerS
	putValue(PHBMEff, unitOf(p, PHBMEff), eff, fmt.Sprintf("streaming read on all %d compute units, the best of %d bytes-in-flight levels (%d KiB a CU), median of %d: %.4g TB/s of the %.4g TB/s peak (hbm_bw)",
		best.s.WGs, len(full), best.s.InFlight()>>10, best.reps, tput(best)/1000, p.HBMBytesPerS/1e12))
	if last, prev := full[len(full)-1], full[len(full)-2]; best == last && tput(last) > 1.1*tput(prev) {
		res.Notes = append(res.Notes, fmt.Sprintf("hbm_efficiency may be higher: the full-device stream still grew %.0f%% from %d to %d KiB in flight a CU",
			100*(tput(last)/tput(prev)-1), prev.s.InFlight()>>10, last.s.InFlight()>>10))
	}
	for _, pt := range full {
		if tput(pt) < 0.8*tput(best) {
			// Little's law: bytes in flight = throughput x latency.
			res.Figures = append(res.Figures, Figure{fmt.Sprintf("loaded HBM round trip, full device at %d KiB in flight a CU (Little's law)", pt.s.InFlight()>>10),
				float64(pt.s.InFlight()) / pt.rate, "ns"})
		}
	}

	// One compute unit's limit: where a few CUs' throughput stops growing
	// with bytes in flight, that limit over their round trip.
	for _, pt := range few {
		res.Figures = append(res.Figures, Figure{fmt.Sprintf("%d-CU stream, %d KiB in flight a CU", pt.s.WGs, pt.s.InFlight()>>10), pt.rate, "GB/s a CU"})
	}
	first, last, prev := few[0], few[len(few)-1], few[len(few)-2]
	rt := float64(first.s.InFlight()) / first.rate // the round trip the stream sees
	fill := p.CUFillBytesPerClk * p.ClockGHz
	switch {
	case last.rate > 1.1*prev.rate:
		res.Notes = append(res.Notes, fmt.Sprintf("cu_inflight: not fitted: %d compute units still drew %.0f%% more from %d to %d KiB in flight each, so a CU keeps at least %d KiB in flight",
			last.s.WGs, 100*(last.rate/prev.rate-1), prev.s.InFlight()>>10, last.s.InFlight()>>10, last.s.InFlight()>>10))
	case last.rate >= 0.9*fill:
		res.Notes = append(res.Notes, fmt.Sprintf("cu_inflight: not fitted: %d compute units drew %.4g GB/s each, near a CU's data path (cu_fill_bw, %.4g GB/s), which bound before the bytes in flight did",
			last.s.WGs, last.rate, fill))
	default:
		plateau := median([]float64{last.rate, prev.rate})
		infl := math.Round(plateau * rt)
		putValue(PInfl, unitOf(p, PInfl), infl, fmt.Sprintf("streaming read on %d compute units: %.4g GB/s a CU once %d KiB or more are in flight, times the %.4g ns round trip the stream sees with %d KiB in flight (Little's law)",
			last.s.WGs, plateau, prev.s.InFlight()>>10, rt, first.s.InFlight()>>10))
	}
}

func sizeStr(b int64) string {
	switch {
	case b >= 1<<20 && b%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", b>>20)
	case b >= 1<<10 && b%(1<<10) == 0:
		return fmt.Sprintf("%d KiB", b>>10)
	}
	return fmt.Sprintf("%d bytes", b)
}

func intList(v []int) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = fmt.Sprint(x)
	}
	return strings.Join(s, " and ")
}
