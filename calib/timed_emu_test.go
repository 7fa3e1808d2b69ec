package calib

import (
	"bytes"
	"strings"
	"testing"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/emu"
	"github.com/mlagen/mlagen/perf"
)

// fakeTimer is the emulator with what a HIP device adds: a fill, events
// (whose time is the wave-instructions run between them, at 100 a
// microsecond, plus a microsecond) and graphs (launches recorded, then
// replayed). It drives Run's timed path without a device.
type fakeTimer struct {
	*emu.Emulator
	memsets   int
	capturing bool
	recorded  []func() error
	graphs    int
}

func (f *fakeTimer) Memset(p device.DevPtr, v byte, n int64) error {
	f.memsets++
	return f.CopyIn(p, bytes.Repeat([]byte{v}, int(n)))
}

func (f *fakeTimer) Launch(k device.Kernel, grid, block device.Dim3, kernarg []byte) error {
	if f.capturing {
		ka := append([]byte(nil), kernarg...)
		f.recorded = append(f.recorded, func() error { return f.Emulator.Launch(k, grid, block, ka) })
		return nil
	}
	return f.Emulator.Launch(k, grid, block, kernarg)
}

func (f *fakeTimer) NewEvent() (device.Event, error) { return &fakeEvent{f: f}, nil }

type fakeEvent struct {
	f  *fakeTimer
	at uint64
}

func (e *fakeEvent) Record() error  { e.at = e.f.Stats().WaveInstructions; return nil }
func (e *fakeEvent) Destroy() error { return nil }
func (e *fakeEvent) ElapsedUS(start device.Event) (float64, error) {
	return 1 + float64(e.at-start.(*fakeEvent).at)/100, nil
}

func (f *fakeTimer) CaptureGraph(record func() error) (Graph, error) {
	f.capturing, f.recorded = true, nil
	err := record()
	f.capturing = false
	if err != nil {
		return nil, err
	}
	f.graphs++
	return &fakeGraph{ops: f.recorded}, nil
}

type fakeGraph struct{ ops []func() error }

func (g *fakeGraph) Launch() error {
	for _, op := range g.ops {
		if err := op(); err != nil {
			return err
		}
	}
	return nil
}
func (g *fakeGraph) Destroy() error { return nil }

// TestRunTimedFake runs the timed path (events, flushes, graphs) on the
// emulator: every kernel's check holds except the gap's, because the
// emulator's counters are per wave and the second launch's starts at 0 -
// the check that catches counters that do not run across launches.
func TestRunTimedFake(t *testing.T) {
	e, err := emu.New()
	if err != nil {
		t.Fatal(err)
	}
	f := &fakeTimer{Emulator: e}
	plan := EmuPlan()
	plan.Reps = 2
	plan.LaunchReps, plan.GapReps = 3, 2
	plan.FlushBytes = 1 << 20
	m, checks, err := Run(f, buildCode(t), plan, Options{Timed: true})
	for _, c := range checks {
		if c.Err != nil && !strings.Contains(c.Err.Error(), "started") {
			t.Errorf("%s (%s): %v", c.Kernel, c.Run, c.Err)
		}
	}
	if err == nil || !strings.Contains(err.Error(), "2 of") || !strings.Contains(err.Error(), "before the first ended") {
		t.Errorf("err = %v, want the two gap checks (stream, graph) failed", err)
	}
	if m == nil {
		t.Fatal("no measurements from a timed run")
	}
	cold := 0
	for _, c := range plan.Chases {
		if c.Cold {
			cold += plan.Reps
		}
	}
	cold += plan.Reps * len(plan.Streams)
	count := func(mode string, modes []string) int {
		k := 0
		for _, x := range modes {
			if x == mode {
				k++
			}
		}
		return k
	}
	var lmodes, gmodes []string
	for _, l := range m.Launches {
		lmodes = append(lmodes, l.Mode)
	}
	for _, g := range m.Gaps {
		gmodes = append(gmodes, g.Mode)
	}
	for _, c := range []struct {
		what      string
		got, want int
	}{
		{"flushes", f.memsets, cold},
		{"graphs captured", f.graphs, 2},
		{"spins", len(m.Spins), plan.Reps * len(plan.SpinTicks)},
		{"chases", len(m.Chases), plan.Reps * len(plan.Chases)},
		{"LDS chains", len(m.LDS), plan.Reps},
		{"barrier runs", len(m.Barriers), plan.Reps * len(plan.Barriers)},
		{"streams", len(m.Streams), plan.Reps * len(plan.Streams)},
		{"stream launches", count(ModeStream, lmodes), plan.LaunchReps},
		{"graph launches", count(ModeGraph, lmodes), plan.LaunchReps},
		{"stream gaps", count(ModeStream, gmodes), plan.GapReps},
		{"graph gaps", count(ModeGraph, gmodes), plan.GapReps},
	} {
		if c.got != c.want {
			t.Errorf("%s: %d, want %d", c.what, c.got, c.want)
		}
	}
	for _, s := range m.Spins {
		if s.EventUs <= 1 || s.RT < s.Ticks {
			t.Errorf("spin %+v: want event time past the launch and the ticks spun", s)
		}
	}
	// The emulator's counts are no device's: the fit takes them or says
	// in one error why not.
	m.Date, m.CUs = "2026-12-01", 256
	if res, err := Fit(m, perf.Default()); err != nil {
		t.Logf("fit: %v", err)
	} else {
		t.Logf("fit: %d parameters", len(res.Params))
	}
}
