package bench

import (
	"strings"
	"testing"
	"time"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/emu"
	"github.com/mlagen/mlagen/generated"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/registry"
	"github.com/mlagen/mlagen/verify"
)

// emuDevice gives the emulator what timing needs: a fill, and events that
// read the host clock (meaningless as a measurement; here only the loop's
// wiring is under test).
type emuDevice struct{ *emu.Emulator }

type hostEvent struct {
	d *emuDevice
	t time.Time
}

func (d emuDevice) Memset(p device.DevPtr, v byte, n int64) error {
	b := make([]byte, n)
	for i := range b {
		b[i] = v
	}
	return d.CopyIn(p, b)
}
func (d emuDevice) NewEvent() (device.Event, error) { return &hostEvent{d: &d}, nil }
func (e *hostEvent) Record() error {
	if err := e.d.Sync(); err != nil {
		return err
	}
	e.t = time.Now()
	return nil
}
func (e *hostEvent) ElapsedUS(start device.Event) (float64, error) {
	return float64(e.t.Sub(start.(*hostEvent).t).Nanoseconds()) / 1e3, nil
}
func (e *hostEvent) Destroy() error { return nil }

// TestPrepareOnEmulator runs Prepare's whole path with a generated kernel in
// the gfx950 emulator: its verdict on the tiled batch must be verify.Run's on
// the distinct sequences alone; when they pass, the timing loop runs too.
func TestPrepareOnEmulator(t *testing.T) {
	if testing.Short() {
		t.Skip("runs kernels in the emulator")
	}
	var gk *registry.Kernel
	for i := range generated.Registry.Kernels {
		k := &generated.Registry.Kernels[i]
		if k.Splits > 1 && (gk == nil || k.Splits < gk.Splits) {
			gk = k
		}
	}
	if gk == nil {
		t.Skip("no multi-split kernel generated")
	}
	cfg, _ := mla.ParseName(gk.Name)
	e, err := emu.New()
	if err != nil {
		t.Fatal(err)
	}
	d := emuDevice{e}
	s := mla.Shape{Batch: 6, KVLen: cfg.Splits*cfg.Tile + 5} // 3 distinct sequences twice; a partial last tile
	in := verify.NewInputs(7, distinctSeqs(s.Batch), s.KVLen)
	out, err := verify.Run(e, gk.CodeObject, cfg, in)
	if err != nil {
		t.Fatal(err)
	}
	rep := verify.Compare(out, verify.Exact(in, nil), verify.Faithful(cfg, in, nil))
	st, err := Prepare(d, s, cfg, gk.CodeObject, 7)
	if !rep.Pass() {
		// The kernel (or the emulator) is wrong: Prepare must refuse to time it.
		if err == nil || !strings.Contains(err.Error(), "gives a wrong output") {
			t.Fatalf("verify.Run fails (%s) but Prepare says %v", rep.Failure(nil), err)
		}
		t.Skipf("%s fails in the emulator (%s); Prepare refused it too", cfg, rep.Failure(nil))
	}
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(st.Check, "ok: 6 sequences (3 distinct)") {
		t.Errorf("check: %q", st.Check)
	}
	f, err := NewFlusher(d, 1<<20)
	if err != nil {
		t.Fatal(err)
	}
	times, err := Time(d, f, st.Calls, Options{Reps: 2, Warmup: -1, FlushBytes: 1 << 20})
	if err != nil || len(times) != 2 {
		t.Fatalf("Time: %v, %v", times, err)
	}
	if err := errorsJoin(f.Close(), st.Close()); err != nil {
		t.Fatal(err)
	}
}

func errorsJoin(errs ...error) error {
	for _, e := range errs {
		if e != nil {
			return e
		}
	}
	return nil
}
