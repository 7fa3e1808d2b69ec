package calib

import (
	"context"
	"testing"

	"github.com/mlagen/mlagen/emu"
	"github.com/mlagen/mlagen/internal/gentest"
)

func buildCode(t *testing.T) []byte {
	t.Helper()
	cc := gentest.Compiler(t)
	code, err := Build(context.Background(), cc, "calib test")
	if err != nil {
		t.Fatal(err)
	}
	return code
}

// TestRunEmu runs every micro-kernel in the emulator and checks its result.
func TestRunEmu(t *testing.T) {
	e, err := emu.New()
	if err != nil {
		t.Fatal(err)
	}
	m, checks, err := Run(e, buildCode(t), EmuPlan(), Options{})
	for _, c := range checks {
		t.Logf("%-18s %-60s %v", c.Kernel, c.Run, c.Err)
	}
	if err != nil {
		t.Fatal(err)
	}
	if m != nil {
		t.Errorf("an untimed run returned measurements")
	}
}
