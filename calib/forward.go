package calib

import (
	"math"
	"math/rand/v2"

	"github.com/mlagen/mlagen/perf"
)

// Synthetic describes a device that follows the timing model exactly, for
// Predict: the model's parameters are its own, plus what the model has no
// parameter for.
type Synthetic struct {
	Device        string
	Date          string
	CUs           int
	RTMHz         float64 // the s_memrealtime counter's rate
	MTGHz         float64 // the s_memtime counter's rate
	GraphLaunchUs float64 // a launch replayed from a graph
	GraphGapUs    float64 // the gap between dependent launches in a graph
	// Noise is the relative standard deviation of every timed figure
	// (normally distributed); Seed seeds it.
	Noise float64
	Seed  uint64
}

// latencyNs is parameter name's value as a time, in the unit perf's table
// gives it.
func latencyNs(p *perf.Params, name string) float64 {
	for _, r := range p.Table() {
		if r.Name == name {
			return toNs(r.Value, r.Unit, p)
		}
	}
	panic("calib: no parameter " + name)
}

// streamRate is what the model gives one compute unit of a stream, in bytes
// a nanosecond after the first round trip: its bytes in flight (at most
// cu_inflight) over the HBM round trip, at most its share of the device's
// bandwidth and its data path.
func streamRate(p *perf.Params, s Stream, cus int) float64 {
	infl := math.Min(float64(s.InFlight()), p.CUInflightBytes)
	active := math.Min(float64(s.WGs), float64(cus))
	share := p.HBMBytesPerS * p.HBMEfficiency / 1e9 / active
	return math.Min(math.Min(infl/p.HBMLatencyNs, share), p.CUFillBytesPerClk*p.ClockGHz)
}

// Predict is what the micro-kernels of plan would measure on a device that
// the timing model with parameters p describes exactly (the inverse of
// Fit), with d's counters and noise: the check that Fit recovers p.
func Predict(p perf.Params, plan Plan, d Synthetic) *Measurements {
	rng := rand.New(rand.NewPCG(d.Seed, 0x63616c6962))
	noisy := func(v float64) float64 { return v * (1 + d.Noise*rng.NormFloat64()) }
	ticks := func(ns float64) uint64 { return uint64(math.Round(ns * d.RTMHz / 1000)) }
	mticks := func(ns float64) uint64 { return uint64(math.Round(ns * d.MTGHz)) }
	m := &Measurements{Device: d.Device, Date: d.Date, CUs: d.CUs}
	clk := func(c float64) float64 { return c / p.ClockGHz } // clocks to ns

	for _, t := range plan.SpinTicks {
		for range plan.Reps {
			ns := float64(t) / d.RTMHz * 1000
			m.Spins = append(m.Spins, Spin{Ticks: t, RT: t, MT: mticks(ns), EventUs: noisy(p.LaunchUs + ns/1000)})
		}
	}
	for _, c := range plan.Chases {
		step := latencyNs(&p, levelParam[c.Level]) + clk(stepOverheadClk(KChase, &p))
		for range plan.Reps {
			ns := noisy(step * float64(c.Steps))
			m.Chases = append(m.Chases, Chase{Level: c.Level, SetBytes: c.SetBytes(), Nodes: c.Nodes, Warm: c.Warm, Steps: c.Steps, RT: ticks(ns), MT: mticks(ns)})
		}
	}
	for range plan.Reps {
		ns := noisy(clk(p.LDSLatency+stepOverheadClk(KLDS, &p)) * float64(plan.LDS.Steps))
		m.LDS = append(m.LDS, LDSRun{Steps: plan.LDS.Steps, RT: ticks(ns), MT: mticks(ns)})
	}
	for _, b := range plan.Barriers {
		for range plan.Reps {
			ns := noisy(clk(p.BarrierCycles+stepOverheadClk(KBarrier, &p)) * float64(b.Count))
			m.Barriers = append(m.Barriers, Barrier{Waves: b.Waves, Count: b.Count, RT: ticks(ns), MT: mticks(ns)})
		}
	}
	for _, ss := range plan.Streams {
		s := Stream{WGs: ss.WGs, Waves: ss.Waves, Window: ss.Window, BytesPerWave: ss.BytesPerWave}
		for range plan.Reps {
			span := noisy(p.HBMLatencyNs + float64(s.BytesPerCU())/streamRate(&p, s, d.CUs))
			s.SpanRT = ticks(span)
			m.Streams = append(m.Streams, s)
		}
	}
	for range plan.LaunchReps {
		m.Launches = append(m.Launches, Launch{Mode: ModeStream, EventUs: noisy(p.LaunchUs)})
		m.Launches = append(m.Launches, Launch{Mode: ModeGraph, EventUs: noisy(d.GraphLaunchUs)})
	}
	for range plan.GapReps {
		m.Gaps = append(m.Gaps, Gap{Mode: ModeStream, RT: ticks(noisy(p.GapUs * 1000))})
		m.Gaps = append(m.Gaps, Gap{Mode: ModeGraph, RT: ticks(noisy(d.GraphGapUs * 1000))})
	}
	return m
}
