package tune

import (
	"context"
	"testing"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/emu"
	"github.com/mlagen/mlagen/generated"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/verify/bench"
)

// emuDevice is the emulator as a device.Timer whose events count launches:
// each launch between two events "takes" 1.5 us, so the timing is known.
type emuDevice struct {
	*emu.Emulator
	launches int
}

type countEvent struct {
	d *emuDevice
	n int
}

func (d *emuDevice) Memset(p device.DevPtr, v byte, n int64) error {
	b := make([]byte, n)
	for i := range b {
		b[i] = v
	}
	return d.CopyIn(p, b)
}

func (d *emuDevice) Launch(k device.Kernel, g, b device.Dim3, a []byte) error {
	d.launches++
	return d.Emulator.Launch(k, g, b, a)
}

func (d *emuDevice) NewEvent() (device.Event, error) { return &countEvent{d: d}, nil }
func (e *countEvent) Record() error                  { e.n = e.d.launches; return e.d.Sync() }
func (e *countEvent) Destroy() error                 { return nil }
func (e *countEvent) ElapsedUS(start device.Event) (float64, error) {
	return 1.5 * float64(e.n-start.(*countEvent).n), nil
}

// The device timer runs mlagen bench's path (the output checked, then timed
// between events) and takes the median: a split config launches decode and
// reduce, 3 us on this device; one split, 1.5 us.
func TestDeviceTimer(t *testing.T) {
	if testing.Short() {
		t.Skip("runs kernels in the emulator")
	}
	var split, single *mla.Config
	for _, k := range generated.Registry.Kernels {
		c, err := mla.ParseName(k.Name) // with its dimensions (a one-launch pick has no reduce)
		if err != nil || !c.Dims.Plain() {
			continue
		}
		switch {
		case k.Splits > 1 && split == nil:
			split = &c
		case k.Splits == 1 && single == nil:
			single = &c
		}
	}
	if split == nil || single == nil {
		t.Skip("generated/ lacks a split or a one-split kernel")
	}
	e, err := emu.New()
	if err != nil {
		t.Fatal(err)
	}
	code := func(_ context.Context, c mla.Config) ([]byte, bool, error) {
		return generated.Registry.Lookup(c.Name()).CodeObject, true, nil
	}
	dt := &DeviceTimer{Dev: &emuDevice{Emulator: e}, Code: code, Seed: 3,
		Opts: bench.Options{Reps: 3, Warmup: -1, FlushBytes: 1 << 20}}
	defer dt.Close()
	s := mla.Shape{Batch: 2, KVLen: 300}
	jobs := []*Job{{Shape: s, Config: *split}, {Shape: s, Config: *single}}
	if err := dt.Time(context.Background(), jobs); err != nil {
		t.Fatal(err)
	}
	if jobs[0].Result.Us != 3 || jobs[1].Result.Us != 1.5 {
		t.Errorf("timed %s %.2f us, %s %.2f us; want 3 and 1.5", *split, jobs[0].Result.Us, *single, jobs[1].Result.Us)
	}
}
