package perf

import (
	"bytes"
	"context"
	"debug/elf"
	"encoding/binary"
	"math"
	"os"
	"sync"
	"testing"

	"github.com/mlagen/mlagen/emu"
	"github.com/mlagen/mlagen/gen"
	"github.com/mlagen/mlagen/generated"
	"github.com/mlagen/mlagen/internal/gentest"
	"github.com/mlagen/mlagen/internal/testenv"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/verify"
	"github.com/mlagen/mlagen/verify/anchors"
)

// What the model says about mlagen's kernels: the defects the kernel issue
// lists must show, and the model's shortcuts (tile extrapolation, filled
// split partials) must not change its answers.

var builds sync.Map // mla.Config -> []byte

// codeFor returns cfg's code object: generated/'s, else compiled now.
func codeFor(t testing.TB, cfg mla.Config) []byte {
	t.Helper()
	if k := generated.Registry.Lookup(cfg.Name()); k != nil {
		return k.CodeObject
	}
	if b, ok := builds.Load(cfg); ok {
		return b.([]byte)
	}
	k, err := gen.Build(context.Background(), gentest.Compiler(t), cfg, gen.OnDemandCommand)
	if err != nil {
		t.Fatal(err)
	}
	builds.Store(cfg, k.CodeObject)
	return k.CodeObject
}

func modelOf(t testing.TB, m *Model, sub Subject, s mla.Shape) *Result {
	t.Helper()
	tr, err := m.Trace(sub, s)
	if err != nil {
		t.Fatal(err)
	}
	return tr.Simulate(Default())
}

// TestReduceLoadsInFlight: the reduce kernel loads every split's partial
// before it combines any, so its modeled time grows with the split count by
// far less than an Infinity Cache round trip per split (a chain of dependent
// loads costs one round trip each: TestDependentLoadChain).
func TestReduceLoadsInFlight(t *testing.T) {
	p := Default()
	s := mla.Shape{Batch: 4, KVLen: 1024}
	m := &Model{}
	var xs, ys []float64
	for _, cfg := range []mla.Config{{Splits: 3, Stages: 2, Tile: 32}, {Splits: 8, Stages: 2, Tile: 32}, {Splits: 24, Stages: 2, Tile: 32}, {Splits: 64, Stages: 2, Tile: 32}} {
		r := modelOf(t, m, MLA(cfg, codeFor(t, cfg)), s)
		us := r.Launches[1].Us
		t.Logf("mla_reduce_s%d: %.2f us (modeled)", cfg.Splits, us)
		xs, ys = append(xs, float64(cfg.Splits)), append(ys, us)
	}
	slope, r2 := fit(xs, ys)
	rt := p.MALLLatencyNs / 1e3
	t.Logf("reduce: %.3f us per split (Infinity Cache round trip %.3f us), r^2 %.4f", slope, rt, r2)
	if slope > 0.25*rt {
		t.Errorf("reduce time grows %.3f us per split, a large part of a round trip (%.3f us): its loads wait on each other", slope, rt)
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

// drainLoop returns a copy of code in which every s_waitcnt that lets
// exactly inflight vector-memory operations stay outstanding (the decode
// loop's wait for its oldest tile) waits for all of them instead: the drain
// a fenced barrier would add. Same size, same code otherwise.
func drainLoop(t *testing.T, code []byte, kernel string, inflight int) ([]byte, int) {
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
	patched := 0
	for i := k.(*emu.Kernel).Entry(); i < len(prog) && prog[i].Name != "s_endpgm"; i++ {
		w := &prog[i]
		if w.Name != "s_waitcnt" || vmcntOf(w.Simm16) != inflight {
			continue
		}
		off := text.Offset + (w.Addr - text.Addr)
		binary.LittleEndian.PutUint16(out[off:], w.Simm16&^0xc00f)
		patched++
	}
	return out, patched
}

// vmcntOf decodes s_waitcnt's vmcnt field (gfx9: bits 3:0 and 15:14).
func vmcntOf(simm uint16) int { return int(simm&0xf) | int(simm>>14)<<4 }

// TestLoopKeepsTilesInFlight: the decode loop waits only for each wave's
// oldest tile (vmcnt of the later tiles' loads), never for all of them, so
// the next tile's loads cross the wait. Draining at that wait instead (one
// instruction patched; the emulator's race check stays on and the output is
// unchanged) must cost time in the model wherever a tile's HBM round trip
// exceeds a tile's work: with a loaded memory system (1.5 us round trip) the
// drained kernel is more than 15% slower.
func TestLoopKeepsTilesInFlight(t *testing.T) {
	s := mla.Shape{Batch: 4, KVLen: 8192}
	cfg := mla.Config{Splits: 4, Stages: 2, Tile: 32} // 16 tiles per wave
	code := codeFor(t, cfg)
	drained, n := drainLoop(t, code, cfg.Name(), cfg.DMARoundsInFlight())
	if n == 0 {
		t.Fatalf("no wait for vmcnt(%d) in %s", cfg.DMARoundsInFlight(), cfg)
	}
	m := &Model{RaceCheck: true}
	var tr [2]*Traced
	for i, sub := range []Subject{MLA(cfg, code), MLA(cfg, drained)} {
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
		keep, drain := tr[0].Simulate(c.p).Launches[0].Us, tr[1].Simulate(c.p).Launches[0].Us
		t.Logf("%s %s, %s round trip %.0f ns: decode %.2f us, %.2f us draining every tile (modeled)", s, cfg, c.name, c.p.HBMLatencyNs, keep, drain)
		if keep > drain*1.001 {
			t.Errorf("%s: keeping tiles in flight made the kernel slower (%.2f vs %.2f us)", c.name, keep, drain)
		}
		if c.name == "loaded HBM" && drain < 1.15*keep {
			t.Errorf("%s: draining every tile (%.2f us) should cost more than 15%% over keeping one in flight (%.2f us)", c.name, drain, keep)
		}
	}
	in := verify.NewInputs(3, 2, 1024)
	ref, err := verify.Run(mustEmu(t), code, cfg, in)
	if err != nil {
		t.Fatal(err)
	}
	got, err := verify.Run(mustEmu(t), drained, cfg, in)
	if err != nil {
		t.Fatalf("the drained kernel: %v", err)
	}
	for i := range ref {
		if ref[i] != got[i] {
			t.Fatalf("the drained kernel's output differs at %d", i)
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
// short runs stays within ExtrapolationBound of emulating every tile, for the
// configs whose early tiles differ most from the steady state: four stages
// (the prologue fills three before the loop), one and four waves, long and
// short splits. Extrapolating from 4 and 8 tiles per split was 13% off for
// 256x8192 mla_decode_s1_p4_t32.
func TestExtrapolation(t *testing.T) {
	for _, c := range []struct {
		s   mla.Shape
		cfg mla.Config
	}{
		{mla.Shape{Batch: 32, KVLen: 8192}, mla.Config{Splits: 3, Stages: 2, Tile: 32}},
		{mla.Shape{Batch: 256, KVLen: 8192}, mla.Config{Splits: 1, Stages: 4, Tile: 32}},
		{mla.Shape{Batch: 64, KVLen: 8192}, mla.Config{Splits: 4, Stages: 4, Tile: 32}},
		{mla.Shape{Batch: 4, KVLen: 8192}, mla.Config{Splits: 2, Stages: 3, Tile: 32}},
		{mla.Shape{Batch: 4, KVLen: 8192}, mla.Config{Splits: 1, Stages: 2, Tile: 32}},
		{mla.Shape{Batch: 4, KVLen: 8192}, mla.Config{Splits: 1, Stages: 1, Tile: 128}},
	} {
		checkExtrapolation(t, MLA(c.cfg, codeFor(t, c.cfg)), c.s, true)
	}
}

// checkExtrapolation compares sub's extrapolated total on s with its total
// emulated in full; want says it must be extrapolated.
func checkExtrapolation(t *testing.T, sub Subject, s mla.Shape, want bool) {
	t.Helper()
	fast := modelOf(t, &Model{}, sub, s)
	if !fast.Launches[0].Extrapolated {
		if want {
			t.Errorf("%s %s: not extrapolated", s, sub.Name)
		}
		return
	}
	full := modelOf(t, &Model{Full: true}, sub, s)
	if full.Launches[0].Extrapolated {
		t.Fatalf("%s %s: extrapolated with Full", s, sub.Name)
	}
	e := fast.TotalUs/full.TotalUs - 1
	t.Logf("%s %s: %.2f us emulated in full, %.2f us extrapolated (%+.2f%%) (modeled)", s, sub.Name, full.TotalUs, fast.TotalUs, 100*e)
	if math.Abs(e) > ExtrapolationBound {
		t.Errorf("%s %s: extrapolation error %+.2f%%, beyond the %.1f%% MODEL.md states", s, sub.Name, 100*e, 100*ExtrapolationBound)
	}
}

// TestExtrapolationTuned: every config the tuned tables select whose split
// is long enough to be extrapolated, at its shape and split count, and the
// HIP seed at its own split choice on the 8 shapes, model within
// ExtrapolationBound of their full emulation. The plain entries' code is in
// generated/; the variants' entries (paged, bf16 or MXFP4 cache, bf16 q) need
// a compile each, minutes on a loaded machine, so they run with
// MLAGEN_EXTRAPOLATION_SWEEP=1 (MODEL.md gives that sweep's result). AITER's
// subjects have no tile count and always run in full.
func TestExtrapolationTuned(t *testing.T) {
	sweep := os.Getenv("MLAGEN_EXTRAPOLATION_SWEEP") != ""
	seen := map[mla.Config]bool{}
	for _, e := range mla.TunedEntries() {
		c := e.Config
		if c.SplitTokens(e.Shape.KVLen)/(c.Tile*c.Waves()) < extraMin || seen[c] {
			continue // emulated in full
		}
		seen[c] = true
		if generated.Registry.Lookup(c.Name()) == nil && !sweep {
			t.Logf("%s %s: a variant not in generated/, checked by the sweep (MLAGEN_EXTRAPOLATION_SWEEP=1)", e.Shape, c.Name())
			continue
		}
		checkExtrapolation(t, MLA(c, codeFor(t, c)), e.Shape, true)
	}
	_, seed := testenv.Seed(t)
	for _, s := range mla.BenchmarkShapes {
		checkExtrapolation(t, Seed(seed, anchors.SeedSplits(s.Batch, s.KVLen)), s, false)
	}
	_, aiter := testenv.AITER(t)
	tr, err := (&Model{}).Trace(AITER(aiter, 1, nil), mla.Shape{Batch: 256, KVLen: 8192})
	if err != nil {
		t.Fatal(err)
	}
	if tr.Simulate(Default()).Launches[0].Extrapolated {
		t.Error("AITER's subject was extrapolated")
	}
}

// TestFilledPartials: the reduce launch traced on partials written by Fill
// takes the time it takes on partials a real decode launch wrote.
func TestFilledPartials(t *testing.T) {
	s := mla.Shape{Batch: 4, KVLen: 1024}
	cfg := mla.Config{Splits: 8, Stages: 2, Tile: 32}
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

// TestNoDrainInSteadyState: in every multi-stage config a wave executes the
// same number of s_waitcnt vmcnt(0) whether its split has 8 or 16 tiles per
// wave: the prologue's barrier, the last tile's wait and the merge's
// barriers drain, no wait in the loop's steady state does.
func TestNoDrainInSteadyState(t *testing.T) {
	pairs := map[[2]int]mla.Config{}
	for _, c := range mla.AllConfigs() {
		if c.Stages > 1 && c.Splits == 1 {
			pairs[[2]int{c.Tile, c.Stages}] = c
		}
	}
	m := &Model{Full: true}
	for _, cfg := range pairs {
		var drains [2]int
		for i, per := range []int{8, 16} {
			s := mla.Shape{Batch: 1, KVLen: per * cfg.Waves() * cfg.Tile}
			tr, err := m.Trace(MLA(cfg, codeFor(t, cfg)), s)
			if err != nil {
				t.Fatal(err)
			}
			l := tr.launches[0][0]
			for _, w := range l.queue[0].tr.waves[:1] {
				for _, ev := range w {
					if in := l.prog[uint32(ev)]; in.Name == "s_waitcnt" && vmcntOf(in.Simm16) == 0 {
						drains[i]++
					}
				}
			}
		}
		t.Logf("%s: wave 0 drains vmcnt %d times with 8 tiles, %d with 16", cfg, drains[0], drains[1])
		if drains[0] != drains[1] {
			t.Errorf("%s: vmcnt(0) waits grow with the tiles (%d with 8 per wave, %d with 16): the loop drains", cfg, drains[0], drains[1])
		}
	}
}

// TestInstsPerToken: the steady-state count of a kernel is the marginal
// wave-instructions per token, the same measured over two length pairs, and
// within what its 32-token loop body can take.
func TestInstsPerToken(t *testing.T) {
	cfg := mla.Config{Splits: 1, Stages: 2, Tile: 32}
	m := &Model{}
	a, err := m.InstsPerToken(MLA(cfg, codeFor(t, cfg)), 2048, 4096)
	if err != nil {
		t.Fatal(err)
	}
	b, err := m.InstsPerToken(MLA(cfg, codeFor(t, cfg)), 4096, 8192)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%s: %.2f and %.2f wave-instructions per KV token", cfg, a, b)
	if math.Abs(a/b-1) > 0.05 {
		t.Errorf("not a steady state: %.2f vs %.2f", a, b)
	}
	if b < 4 || b > 14 {
		t.Errorf("%.2f wave-instructions per token: outside 4..14", b)
	}
}

// TestMFMAFloor: a launch's MFMA floor is its kernel's matrix work at the
// documented pipe rates (CDNA4 ISA Table 28: 16x16x128 with fp8 operands 32
// clocks, 16x16x32 fp8 16 clocks) spread over the device's 1024 SIMDs,
// counted from the instructions the kernel runs: the QK takes five
// 16x16x128 k-chunks for the 576 dims (the 64 rope dims fill a chunk), the
// P.V one 16x16x128 a 16 dims with 128-token steps (row-folded kernels with
// 128-token tiles), else one 16x16x32 a 16 dims and 32 tokens. The floor
// does not depend on the splits, and the reduce adds none.
func TestMFMAFloor(t *testing.T) {
	p := Default()
	s := mla.Shape{Batch: 64, KVLen: 8192}
	// clocks of one 16-row block over one 128-token span
	const qk = (128 / 16) * 5 * 32
	for _, c := range []struct {
		cfg  mla.Config
		rows int
		pv   float64
	}{
		{mla.Config{Splits: 4, Stages: 2, Tile: 32}, 16, (128 / 32) * 32 * 16},
		{mla.Config{Splits: 2, Stages: 2, Tile: 32}, 16, (128 / 32) * 32 * 16},
		{mla.Config{Splits: 4, Stages: 2, Tile: 128, Dims: mla.Dims{Heads: mla.Heads128, Fold: mla.Fold128}}, 128, 32 * 32},
	} {
		r := modelOf(t, &Model{}, MLA(c.cfg, codeFor(t, c.cfg)), s)
		blocks := float64(s.Batch*c.rows/16) * float64(s.KVLen/128)
		want := blocks * (qk + c.pv) / (p.CUs * p.SIMDs) / (p.ClockGHz * 1e3)
		if math.Abs(r.MFMAFloorUs/want-1) > 1e-9 {
			t.Errorf("%s: MFMA floor %.4f us, want %.4f (modeled)", c.cfg.Name(), r.MFMAFloorUs, want)
		}
		if len(r.Launches) > 1 && r.Launches[1].MFMAFloorUs != 0 {
			t.Errorf("%s: the reduce has an MFMA floor of %.4f us", c.cfg.Name(), r.Launches[1].MFMAFloorUs)
		}
		if r.LimitUs < r.MFMAFloorUs {
			t.Errorf("%s: limit %.2f us below the MFMA floor %.2f", c.cfg.Name(), r.LimitUs, r.MFMAFloorUs)
		}
	}
}
