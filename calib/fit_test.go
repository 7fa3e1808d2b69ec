package calib

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mlagen/mlagen/perf"
)

// truth is a device unlike the model's defaults: MI300X-like latencies
// from ../shared/notes/measurements.md and invented launch costs.
func truth() perf.Params {
	p := perf.Default()
	for name, v := range map[string]float64{
		PL1: 118, PHBM: 347, PMALL: 259, PHBMEff: 0.864, PInfl: 40 << 10,
		PLDS: 44, PBarrier: 28, PLaunch: 4.5, PGap: 2.2,
	} {
		if err := p.Set(name, v); err != nil {
			panic(err)
		}
	}
	// l2_latency in whatever unit the table gives it: 83 ns.
	if err := p.Set(PL2, mustFromNs(83, unitOf(&p, PL2), &p)); err != nil {
		panic(err)
	}
	return p
}

func mustFromNs(ns float64, unit string, p *perf.Params) float64 {
	v, err := fromNs(ns, unit, p)
	if err != nil {
		panic(err)
	}
	return v
}

func synthetic(seed uint64) Synthetic {
	return Synthetic{Device: "synthetic MI355X", Date: "2026-12-01", CUs: 256, RTMHz: 100, MTGHz: 2.1,
		GraphLaunchUs: 3.1, GraphGapUs: 0.9, Noise: 0.01, Seed: seed}
}

func value(p *perf.Params, name string) float64 {
	for _, r := range p.Table() {
		if r.Name == name {
			return r.Value
		}
	}
	panic(name)
}

// recovered fits m and checks every measured parameter against want within
// tol; it returns the rows of a recovered-vs-true table.
func recovered(t *testing.T, m *Measurements, want perf.Params, tol float64) []string {
	t.Helper()
	res, err := Fit(m, perf.Default())
	if err != nil {
		t.Fatal(err)
	}
	var rows []string
	for _, name := range Measured {
		f, ok := res.Param(name)
		if !ok {
			t.Errorf("%s: not fitted (notes: %v)", name, res.Notes)
			continue
		}
		w := value(&want, name)
		e := f.Value/w - 1
		rows = append(rows, fmt.Sprintf("%-15s %-8s %12.5g %12.5g %+7.2f%%", name, f.Unit, w, f.Value, 100*e))
		if math.Abs(e) > tol {
			t.Errorf("%s: fitted %.5g %s, true %.5g (%+.1f%%, want within %.0f%%)", name, f.Value, f.Unit, w, 100*e, 100*tol)
		}
	}
	return rows
}

// TestFitRecoversParams: timings synthesized from known parameters with 1%
// noise fit back to them within 5%: the fixed truth, and 20 random ones.
func TestFitRecoversParams(t *testing.T) {
	plan := DevicePlan(256)
	rows := recovered(t, Predict(truth(), plan, synthetic(1)), truth(), 0.05)
	t.Logf("parameter       unit             true       fitted    error\n%s", strings.Join(rows, "\n"))

	rng := rand.New(rand.NewPCG(7, 7))
	for i := 0; i < 20; i++ {
		p := perf.Default()
		scale := func(name string, lo, hi float64) {
			if err := p.Set(name, value(&p, name)*(lo+(hi-lo)*rng.Float64())); err != nil {
				t.Fatal(err)
			}
		}
		for _, n := range []string{PL1, PL2, PMALL, PHBM, PLDS, PBarrier, PLaunch, PGap} {
			scale(n, 0.5, 1.6)
		}
		scale(PHBMEff, 0.8, 1.2)
		// cu_inflight within the sweep and below what the CU's data path
		// takes at the HBM round trip: else it cannot be measured.
		hi := math.Min(200<<10, 0.7*p.CUFillBytesPerClk*p.ClockGHz*p.HBMLatencyNs)
		if err := p.Set(PInfl, 16<<10+(hi-16<<10)*rng.Float64()); err != nil {
			t.Fatal(err)
		}
		t.Run(fmt.Sprint(i), func(t *testing.T) { recovered(t, Predict(p, plan, synthetic(uint64(100+i))), p, 0.05) })
	}
}

// TestFitRejects: a partial or impossible measurement set is one error, on
// one line, saying what is missing or wrong.
func TestFitRejects(t *testing.T) {
	good := func() *Measurements { return Predict(truth(), DevicePlan(256), synthetic(3)) }
	if _, err := Fit(good(), perf.Default()); err != nil {
		t.Fatalf("the unchanged set: %v", err)
	}
	drop := func(m *Measurements, level string) {
		var keep []Chase
		for _, c := range m.Chases {
			if c.Level != level {
				keep = append(keep, c)
			}
		}
		m.Chases = keep
	}
	for _, c := range []struct {
		name   string
		change func(m *Measurements)
		want   []string
	}{
		{"nothing", func(m *Measurements) { *m = Measurements{} }, []string{"missing the device's name; the date; the device's compute units; spins of two lengths",
			"a pointer chase at l1; a pointer chase at l2; a pointer chase at mall; a pointer chase at hbm; an LDS chain; a barrier run",
			"full-device streams", "few-CU streams", "launches on a stream", "dependent launches on a stream"}},
		{"no HBM chase", func(m *Measurements) { drop(m, LevelHBM) }, []string{"missing a pointer chase at hbm"}},
		{"no few-CU streams", func(m *Measurements) {
			var keep []Stream
			for _, s := range m.Streams {
				if s.WGs == 256 {
					keep = append(keep, s)
				}
			}
			m.Streams = keep
		}, []string{"missing few-CU streams at two or more bytes in flight"}},
		{"one spin length", func(m *Measurements) { m.Spins = m.Spins[:1] }, []string{"missing spins of two lengths"}},
		{"no launches", func(m *Measurements) { m.Launches = nil }, []string{"missing launches on a stream"}},
		{"no gaps on a stream", func(m *Measurements) {
			var keep []Gap
			for _, g := range m.Gaps {
				if g.Mode == ModeGraph {
					keep = append(keep, g)
				}
			}
			m.Gaps = keep
		}, []string{"missing dependent launches on a stream"}},
		{"NaN event", func(m *Measurements) { m.Spins[0].EventUs = math.NaN() }, []string{"not measurements: spin 0: NaN us"}},
		{"negative launch", func(m *Measurements) { m.Launches[3].EventUs = -1 }, []string{"launch 3: -1 us"}},
		{"chase without ticks", func(m *Measurements) { m.Chases[2].RT = 0 }, []string{"chase 2 (l1): 32768 steps in 0 ticks"}},
		{"unknown level", func(m *Measurements) { m.Chases[0].Level = "l3" }, []string{`chase 0: level "l3"`}},
		{"unknown mode", func(m *Measurements) { m.Gaps[1].Mode = "burst" }, []string{`gap 1: mode "burst"`}},
		{"both", func(m *Measurements) { drop(m, LevelMALL); m.LDS[0].Steps = 0 }, []string{"missing a pointer chase at mall; and not measurements: LDS chain 0"}},
		{"step faster than issue", func(m *Measurements) {
			for i := range m.Chases {
				if m.Chases[i].Level == LevelL2 {
					m.Chases[i].RT = 10
				}
			}
		}, []string{"chase at l2:", "is not more than the model's 8 clocks around each load"}},
		{"stream faster than a round trip", func(m *Measurements) { m.Streams[0].SpanRT, m.Streams[1].SpanRT, m.Streams[2].SpanRT = 3, 3, 3 },
			[]string{"stream of 256 workgroups, 1 KiB in flight each", "is not longer than one HBM round trip"}},
		{"counter running backwards", func(m *Measurements) {
			for i := range m.Spins {
				m.Spins[i].EventUs = 1e5 / float64(m.Spins[i].Ticks)
			}
		}, []string{"the spins give the counter a rate of -"}},
	} {
		m := good()
		c.change(m)
		_, err := Fit(m, perf.Default())
		if err == nil {
			t.Errorf("%s: fitted", c.name)
			continue
		}
		msg := err.Error()
		if !strings.HasPrefix(msg, "calibration measurements: ") || strings.Contains(msg, "\n") {
			t.Errorf("%s: %q, want one line", c.name, msg)
		}
		for _, w := range c.want {
			if !strings.Contains(msg, w) {
				t.Errorf("%s: %q lacks %q", c.name, msg, w)
			}
		}
	}
}

// TestFitCUInflightUnmeasurable: when the few-CU stream never levels off,
// or levels off at the CU's data path, cu_inflight is not fitted and a note
// says why and what bound holds; the other parameters still are.
func TestFitCUInflightUnmeasurable(t *testing.T) {
	for _, c := range []struct {
		name        string
		infl, fillB float64
		want        string
	}{
		{"beyond the sweep", 1 << 20, 4096, "so a CU keeps at least 256 KiB in flight"},
		{"data path first", 1 << 20, 64, "near a CU's data path (cu_fill_bw"},
	} {
		p := truth()
		p.CUInflightBytes, p.CUFillBytesPerClk = c.infl, c.fillB
		base := perf.Default()
		base.CUFillBytesPerClk = c.fillB
		res, err := Fit(Predict(p, DevicePlan(256), synthetic(5)), base)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if f, ok := res.Param(PInfl); ok {
			t.Errorf("%s: fitted cu_inflight = %g", c.name, f.Value)
		}
		if !strings.Contains(strings.Join(res.Notes, "\n"), c.want) {
			t.Errorf("%s: notes %q lack %q", c.name, res.Notes, c.want)
		}
		if len(res.Params) != len(Measured)-1 {
			t.Errorf("%s: %d parameters fitted, want all but cu_inflight", c.name, len(res.Params))
		}
	}
}
