package main

import (
	"strings"
	"testing"
)

// `mlagen verify --backend emu` passes every kernel --shape all selects, on
// two sampled sequences of each shape: the command users run, end to end.
func TestVerifyAllShapesOnEmulator(t *testing.T) {
	code, out, errOut := runCLI("verify", "--shape", "all", "--backend", "emu", "--batches", "2")
	if code != 0 {
		t.Fatalf("exit %d\n%s%s", code, out, errOut)
	}
	if n := strings.Count(out, " ok "); n != 8 {
		t.Fatalf("%d shapes ok, want 8:\n%s", n, out)
	}
	if !strings.Contains(out, "lane-instructions/s") {
		t.Fatalf("no emulator summary:\n%s", out)
	}
}
