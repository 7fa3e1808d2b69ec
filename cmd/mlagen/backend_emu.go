package main

import (
	"fmt"
	"time"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/emu"
)

// The gfx950 emulator backend ("--backend emu").
func init() {
	backends["emu"] = func() (device.Backend, error) { return emu.New() }
	backendSummary["emu"] = func(be device.Backend, run time.Duration) string {
		s := be.(*emu.Emulator).Stats()
		return fmt.Sprintf("emulator: %d launches, %d wave-instructions, %.3g lane-instructions in %s: %.3g lane-instructions/s",
			s.Launches, s.WaveInstructions, float64(s.LaneInstructions), roundDur(run), float64(s.LaneInstructions)/run.Seconds())
	}
}
