package main

import (
	"slices"
	"strings"
	"testing"

	"github.com/mlagen/mlagen/verify"
	"github.com/mlagen/mlagen/verify/emu"
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

// faultFirst is the emulator with the first launch's q pointer cleared, so
// that launch faults (address 0 is unmapped) and the later ones run clean.
type faultFirst struct {
	verify.Backend
	launches int
}

func (f *faultFirst) Launch(k verify.Kernel, grid, block verify.Dim3, kernarg []byte) error {
	f.launches++
	if f.launches == 1 {
		ka := slices.Clone(kernarg)
		for _, a := range k.Meta().Args { // q is the first explicit argument
			if !a.Hidden() {
				clear(ka[a.Offset : a.Offset+a.Size])
				break
			}
		}
		kernarg = ka
	}
	return f.Backend.Launch(k, grid, block, kernarg)
}

// Issue 8, item 9, through the command: when one shape's kernel faults, the
// next shape's row is its own result (it passes), not the previous fault.
func TestVerifyShapeAfterFailedShape(t *testing.T) {
	backends["emu-fault-first"] = func() (verify.Backend, error) {
		e, err := emu.New()
		return &faultFirst{Backend: e}, err
	}
	defer delete(backends, "emu-fault-first")
	cfg := testConfig(t)
	code, out, errOut := runCLI("verify", "--backend", "emu-fault-first", "--shape", "1x40,1x64", "--config", cfg.Name())
	t.Logf("\n%s%s", out, errOut)
	if code != 1 {
		t.Fatalf("exit %d, want 1 (the first shape fails)", code)
	}
	var first, second string
	for _, line := range strings.Split(out, "\n") {
		f := strings.Fields(line)
		switch {
		case len(f) < 2 || f[1] != cfg.Name(): // not a table row
		case f[0] == "1x40":
			first = line
		case f[0] == "1x64":
			second = line
		}
	}
	if !strings.Contains(first, "ERROR") {
		t.Errorf("the faulting shape's row: %q", first)
	}
	if !strings.Contains(second, " ok ") {
		t.Errorf("the shape after it: %q, want ok", second)
	}
	if strings.Contains(out, "1x64 "+cfg.Name()+":") {
		t.Errorf("the second shape carries a note (an error of the first?)")
	}
}
