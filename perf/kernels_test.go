package perf

import (
	"bytes"
	"context"
	"debug/elf"
	"encoding/binary"
	"math"
	"sync"
	"testing"

	"github.com/mlagen/mlagen/gen"
	"github.com/mlagen/mlagen/generated"
	"github.com/mlagen/mlagen/internal/gentest"
	"github.com/mlagen/mlagen/verify"
	"github.com/mlagen/mlagen/verify/emu"
)

// What the model says about mlagen's kernels: the defects the kernel issue
// lists must show, and the model's shortcuts (tile extrapolation, filled
// split partials) must not change its answers.

var builds sync.Map // gen.Config -> []byte

// codeFor returns cfg's code object: generated/'s, else compiled now.
func codeFor(t *testing.T, cfg gen.Config) []byte {
	t.Helper()
	if k := generated.Registry.Lookup(cfg.Name()); k != nil {
		return k.CodeObject
	}
	if b, ok := builds.Load(cfg); ok {
		return b.([]byte)
	}
	k, err := gen.Build(context.Background(), gentest.Compiler(t), cfg, "perf test")
	if err != nil {
		t.Fatal(err)
	}
	builds.Store(cfg, k.CodeObject)
	return k.CodeObject
}

func modelOf(t *testing.T, m *Model, sub Subject, s gen.Shape) *Result {
	t.Helper()
	tr, err := m.Trace(sub, s)
	if err != nil {
		t.Fatal(err)
	}
	return tr.Simulate(Default())
}

// TestReduceChainGrowsWithSplits documents today's reduce kernel: one
// dependent workspace load per split (a branch around each load), so its
// modeled time grows linearly with the split count, by about one Infinity
// Cache round trip per split - far more than the 2 KiB a split adds.
func TestReduceChainGrowsWithSplits(t *testing.T) {
	p := Default()
	s := gen.Shape{Batch: 4, KVLen: 1024}
	m := &Model{}
	var xs, ys []float64
	for _, cfg := range []gen.Config{{Splits: 3, Stages: 2, Tile: 32}, {Splits: 8, Stages: 2, Tile: 32}, {Splits: 24, Stages: 2, Tile: 32}, {Splits: 64, Stages: 3, Tile: 32}} {
		r := modelOf(t, m, MLA(cfg, codeFor(t, cfg)), s)
		us := r.Launches[1].Us
		t.Logf("mla_reduce_s%d: %.2f us (modeled)", cfg.Splits, us)
		if want := "latency chain (" + cfg.ReduceName() + ")"; cfg.Splits == 64 && r.Binds != want {
			t.Errorf("%s on %s binds %q, want %q: the reduce is the longer launch", cfg, s, r.Binds, want)
		}
		xs, ys = append(xs, float64(cfg.Splits)), append(ys, us)
	}
	slope, r2 := fit(xs, ys)
	rt := p.MALLLatencyNs / 1e3
	t.Logf("reduce: %.3f us per split (Infinity Cache round trip %.3f us), r^2 %.4f", slope, rt, r2)
	if r2 < 0.99 {
		t.Errorf("reduce time is not linear in the splits (r^2 %.4f)", r2)
	}
	if slope < 0.9*rt {
		t.Errorf("reduce time grows %.3f us per split, want about a round trip (%.3f us): the loads are a chain", slope, rt)
	}
}

// fit is a least-squares line's slope and r^2.
func fit(x, y []float64) (slope, r2 float64) {
	n := float64(len(x))
	var sx, sy, sxx, sxy, syy float64
	for i := range x {
		sx += x[i]
		sy += y[i]
		sxx += x[i] * x[i]
		sxy += x[i] * y[i]
		syy += y[i] * y[i]
	}
	slope = (n*sxy - sx*sy) / (n*sxx - sx*sx)
	r := (n*sxy - sx*sy) / math.Sqrt((n*sxx-sx*sx)*(n*syy-sy*sy))
	return slope, r * r
}

// dropLoopDrain returns a copy of code in which every s_waitcnt vmcnt(0)
// directly before an s_barrier, except at the kernel's first barrier (the
// prologue's), waits for nothing (vmcnt(63) expcnt(7) lgkmcnt(15), the same
// size): the drain clang emits for mla_barrier's release fence. The
// template's own vmcnt(N) before it still makes the next tile resident.
func dropLoopDrain(t *testing.T, code []byte, kernel string) ([]byte, int) {
	t.Helper()
	e, _ := emu.New()
	mod, err := e.Load(code)
	if err != nil {
		t.Fatal(err)
	}
	k, err := mod.Kernel(kernel)
	if err != nil {
		t.Fatal(err)
	}
	prog := k.(*emu.Kernel).Program()
	f, err := elf.NewFile(bytes.NewReader(code))
	if err != nil {
		t.Fatal(err)
	}
	text := f.Section(".text")
	out := append([]byte(nil), code...)
	barriers, patched := 0, 0
	for i := k.(*emu.Kernel).Entry(); i < len(prog) && prog[i].Name != "s_endpgm"; i++ {
		if prog[i].Name != "s_barrier" {
			continue
		}
		barriers++
		w := &prog[i-1]
		if barriers == 1 || w.Name != "s_waitcnt" || w.Simm16&0xc00f != 0 {
			continue
		}
		off := text.Offset + (w.Addr - text.Addr)
		binary.LittleEndian.PutUint16(out[off:], 0xcf7f)
		patched++
	}
	return out, patched
}

// TestLoopBarrierDrain: the s_waitcnt vmcnt(0) before the loop's barrier
// drains the LDS-DMA pipeline, so a 3-stage kernel is no faster than a
// 2-stage one; relaxing that one instruction (same code object, same size;
// the emulator's race check stays on, and the output is unchanged) lets the
// third stage keep a tile in flight across the barrier. The model shows the
// gain wherever a tile's round trip is longer than a tile's work: here with
// the HBM round trip of a loaded memory system (1.5 us), where the drained
// 3-stage kernel stays within 10% of the 2-stage one and the relaxed one
// beats both by more than 30%. With the default
// (unloaded, 0.5 us) round trip a 32-token tile's work (about 1 us of issue
// and LDS time on one workgroup per CU) already hides it and the stages tie:
// the test logs both.
func TestLoopBarrierDrain(t *testing.T) {
	s := gen.Shape{Batch: 4, KVLen: 8192}
	p2 := gen.Config{Splits: 16, Stages: 2, Tile: 32}
	p3 := gen.Config{Splits: 16, Stages: 3, Tile: 32}
	code3 := codeFor(t, p3)
	relaxed, n := dropLoopDrain(t, code3, p3.Name())
	if n != 1 {
		t.Fatalf("relaxed %d waits in %s, want the loop barrier's one", n, p3)
	}
	m := &Model{RaceCheck: true}
	var tr [3]*Traced
	for i, sub := range []Subject{MLA(p2, codeFor(t, p2)), MLA(p3, code3), MLA(p3, relaxed)} {
		var err error
		if tr[i], err = m.Trace(sub, s); err != nil {
			t.Fatal(err)
		}
	}
	loaded := Default()
	loaded.HBMLatencyNs = 1500
	for _, c := range []struct {
		name string
		p    Params
	}{{"default", Default()}, {"loaded HBM", loaded}} {
		t2, t3, t3r := tr[0].Simulate(c.p).Launches[0].Us, tr[1].Simulate(c.p).Launches[0].Us, tr[2].Simulate(c.p).Launches[0].Us
		t.Logf("%s, %s round trip %.0f ns: decode %.2f us (2 stages), %.2f us (3 stages), %.2f us (3 stages without the drain) (modeled)",
			s, c.name, c.p.HBMLatencyNs, t2, t3, t3r)
		if math.Abs(t3/t2-1) > 0.1 {
			t.Errorf("%s: with the drain, 3 stages (%.2f us) should cost about what 2 do (%.2f us)", c.name, t3, t2)
		}
		if t3r > t3*1.001 {
			t.Errorf("%s: relaxing the drain made the 3-stage kernel slower (%.2f -> %.2f us)", c.name, t3, t3r)
		}
		if c.name == "loaded HBM" && t3r > 0.7*t2 {
			t.Errorf("%s: without the drain, 3 stages (%.2f us) should beat 2 stages (%.2f us) by more than 30%%", c.name, t3r, t2)
		}
	}
	// The relaxed kernel computes the same output.
	in := verify.NewInputs(3, 2, 1024)
	ref, err := verify.Run(mustEmu(t), code3, p3, in)
	if err != nil {
		t.Fatal(err)
	}
	got, err := verify.Run(mustEmu(t), relaxed, p3, in)
	if err != nil {
		t.Fatalf("the relaxed kernel: %v", err)
	}
	for i := range ref {
		if ref[i] != got[i] {
			t.Fatalf("the relaxed kernel's output differs at %d", i)
		}
	}
}

func mustEmu(t *testing.T) *emu.Emulator {
	e, err := emu.New()
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// TestExtrapolation: extrapolating the decode launch over tiles from two
// short runs stays within 2% of emulating every tile.
func TestExtrapolation(t *testing.T) {
	s := gen.Shape{Batch: 32, KVLen: 2048}
	cfg := gen.Config{Splits: 3, Stages: 2, Tile: 32}
	sub := MLA(cfg, codeFor(t, cfg))
	full := modelOf(t, &Model{Full: true}, sub, s).Launches[0]
	fast := modelOf(t, &Model{}, sub, s).Launches[0]
	if !fast.Extrapolated || full.Extrapolated {
		t.Fatalf("extrapolated: fast %v, full %v", fast.Extrapolated, full.Extrapolated)
	}
	e := fast.Us/full.Us - 1
	t.Logf("%s %s: %.2f us emulated in full, %.2f us extrapolated (%+.2f%%) (modeled)", s, cfg, full.Us, fast.Us, 100*e)
	if math.Abs(e) > 0.02 {
		t.Errorf("extrapolation error %.2f%%", 100*e)
	}
}

// TestFilledPartials: the reduce launch traced on partials written by Fill
// takes the time it takes on partials a real decode launch wrote.
func TestFilledPartials(t *testing.T) {
	s := gen.Shape{Batch: 4, KVLen: 1024}
	cfg := gen.Config{Splits: 8, Stages: 2, Tile: 32}
	sub := MLA(cfg, codeFor(t, cfg))
	filled := modelOf(t, &Model{}, sub, s).Launches[1]
	sub.Fill = nil
	real := modelOf(t, &Model{}, sub, s).Launches[1]
	t.Logf("reduce: %.3f us on filled partials, %.3f us on emulated ones (modeled)", filled.Us, real.Us)
	if math.Abs(filled.Us/real.Us-1) > 0.01 {
		t.Errorf("filled partials change the reduce's modeled time: %.3f vs %.3f us", filled.Us, real.Us)
	}
}

// TestPlacement: workgroups are dealt over 8 XCDs of 32 CUs; CU 0 of XCD 0
// runs workgroups 0, 256, 512, ... and the others as many or fewer.
func TestPlacement(t *testing.T) {
	p := Default()
	for _, c := range []struct {
		total, res int
		rep        []int
		used       int
		active     []int
	}{
		{768, 2, []int{0, 256, 512}, 256, []int{256, 256, 256}},
		{32, 2, []int{0}, 32, []int{32}},
		{300, 4, []int{0, 256}, 256, []int{256, 44}},
	} {
		pl := place(c.total, c.res, &p)
		if !equal(pl.rep, c.rep) || pl.usedCUs != c.used || !equal(pl.active, c.active) {
			t.Errorf("place(%d, %d): rep %v used %d active %v, want %v %d %v", c.total, c.res, pl.rep, pl.usedCUs, pl.active, c.rep, c.used, c.active)
		}
	}
}

func equal(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
