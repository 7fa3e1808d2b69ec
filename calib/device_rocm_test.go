//go:build rocm

package calib

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/mlagen/mlagen/hip"
	"github.com/mlagen/mlagen/perf"
)

// TestCalibrateOnDevice runs the kit on a gfx950 at a tenth of the device
// plan's sizes and reads the parameter file back. It skips where there is
// no gfx950 (after checking the no-device error is the runtime's).
func TestCalibrateOnDevice(t *testing.T) {
	d, err := hip.Open(0)
	switch {
	case errors.Is(err, hip.ErrNoDevice), errors.Is(err, hip.ErrWrongDevice):
		t.Skipf("no gfx950: %v", err)
	case err != nil:
		t.Fatal(err)
	}
	defer d.Close()
	plan := DevicePlan(d.Info().CUs)
	plan.LaunchReps, plan.GapReps = 20, 20
	for i := range plan.Chases {
		plan.Chases[i].Steps /= 8
	}
	for i := range plan.Streams {
		plan.Streams[i].BytesPerWave /= 8
	}
	out := filepath.Join(t.TempDir(), "p.json")
	c := &Calibration{Backend: d, Out: out, Date: "test", Base: perf.Default(), Plan: &plan,
		Code: func(ctx context.Context) ([]byte, error) { return buildCode(t), nil }}
	var w bytes.Buffer
	err = c.Run(context.Background(), &w)
	t.Logf("\n%s", w.String())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ReadParamFile(out); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(out); err != nil {
		t.Fatal(err)
	}
}
