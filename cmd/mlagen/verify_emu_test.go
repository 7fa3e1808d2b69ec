package main

import (
	"slices"
	"strings"
	"testing"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/mla"

	"github.com/mlagen/mlagen/emu"
	"github.com/mlagen/mlagen/generated"
	"github.com/mlagen/mlagen/internal/gentest"
	"github.com/mlagen/mlagen/verify"
)

// `mlagen verify` with no flags but a smaller sample, on the emulator: the
// default suite (verify.DefaultSuite: the shapes' kernels on one sampled
// sequence of each shape, ragged batches, the kernels it compiles here, the
// sharp and large-q batches), every row passing: the command users and CI
// run first, end to end.
func TestVerifyDefaultOnEmulator(t *testing.T) {
	gentest.Compiler(t) // kernels not in generated/ are compiled
	code, out, errOut := runCLI("verify", "--batches", "1")
	t.Logf("\n%s%s", out, errOut)
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	jobs, uncovered := verify.DefaultSuite(1, func(name string) bool { return generated.Registry.Lookup(name) != nil }, func() error { return nil })
	if uncovered != "" {
		t.Fatal(uncovered)
	}
	var rows []string // the main table's (its rows end in the run and refs columns)
	lseRows := 0      // the lse table's (they end in the result)
	for _, line := range strings.Split(out, "\n") {
		switch {
		case strings.Contains(line, " ok "):
			rows = append(rows, line)
		case strings.HasSuffix(line, " ok"):
			lseRows++
		}
	}
	lse := 0
	for _, j := range jobs {
		if j.Config.LSE {
			lse++
		}
	}
	if len(rows) != len(jobs) || lseRows != lse {
		t.Fatalf("%d rows and %d lse rows ok, want one per job of the default suite (%d) and one lse row per lse kernel (%d)", len(rows), lseRows, len(jobs), lse)
	}
	for i, j := range jobs {
		name := j.Config.Name()
		if j.Built {
			name += " (built)"
		}
		label := j.Label
		if label == "" {
			label = j.Shape.String()
		}
		if !strings.HasPrefix(strings.TrimSpace(rows[i]), label) || !strings.Contains(rows[i], "  "+name+"  ") {
			t.Errorf("row %d: %q, want %s on %s", i, rows[i], name, label)
		}
	}
	if !strings.Contains(out, "part/bound") || !strings.Contains(out, "lane-instructions/s") {
		t.Fatalf("no partials column or no emulator summary")
	}
}

// --kv-lens with --shape: the shape's kernel and its one-split sibling each
// run the batch.
func TestVerifyKVLensOnEmulator(t *testing.T) {
	gentest.Compiler(t)
	code, out, errOut := runCLI("verify", "--shape", "4x1024", "--kv-lens", "100,0,7,64")
	t.Logf("\n%s%s", out, errOut)
	sel := mla.Select(mla.Shape{Batch: 4, KVLen: 1024})
	sibling := mla.Config{Splits: 1, Stages: sel.Stages, Tile: sel.Tile}.Name()
	if code != 0 || strings.Count(out, " ok ") != 3 || strings.Count(out, "kv-lens(4 seq)") != 2 || !strings.Contains(out, sibling) {
		t.Fatalf("exit %d: want 3 rows ok: 4x1024 and kv-lens(4 seq) on its kernel and on the one-split sibling %s", code, sibling)
	}
}

// faultFirst is the emulator with the first launch's q pointer cleared, so
// that launch faults (address 0 is unmapped) and the later ones run clean.
type faultFirst struct {
	device.Backend
	launches int
}

func (f *faultFirst) Launch(k device.Kernel, grid, block device.Dim3, kernarg []byte) error {
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
	backends["emu-fault-first"] = func() (device.Backend, error) {
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

// --lse on the emulator: the shape's _lse kernel (several splits: the reduce
// writes lse) and its one-split sibling (the decode kernel does) on a ragged
// batch with an empty sequence, all ok, with the LSE table.
func TestVerifyLSEOnEmulator(t *testing.T) {
	gentest.Compiler(t)
	code, out, errOut := runCLI("verify", "--shape", "4x1024", "--kv-lens", "100,0,7", "--lse", "--batches", "1")
	t.Logf("\n%s%s", out, errOut)
	sel := mla.Select(mla.Shape{Batch: 4, KVLen: 1024}).With(mla.Dims{LSE: true})
	sibling := mla.Config{Splits: 1, Stages: sel.Stages, Tile: sel.Tile, Dims: sel.Dims}.Name()
	if code != 0 || !strings.Contains(out, "lse (natural log") {
		t.Fatalf("exit %d, or no LSE table", code)
	}
	_, table, _ := strings.Cut(out, "lse (natural log")
	if strings.Count(table, " ok") != 3 || !strings.Contains(table, sel.Name()) || !strings.Contains(table, sibling) {
		t.Fatalf("want 3 LSE rows ok, on %s and %s", sel.Name(), sibling)
	}
}

// `mlagen verify --ps` on a distribution's ragged batch and a sampled shape:
// the persistent kernel the shape's selection gives (splits 1, its stages and
// tile), compiled here, runs the planned batch and passes.
func TestVerifyPSOnEmulator(t *testing.T) {
	gentest.Compiler(t)
	code, out, errOut := runCLI("verify", "--ps", "--shape", "4x1024", "--dist", "onelong:4:2000:100", "--batches", "1")
	t.Logf("\n%s%s", out, errOut)
	cfg := mla.Select(mla.Shape{Batch: 4, KVLen: 1024}).With(mla.Dims{PS: true})
	if code != 0 || strings.Count(out, " ok ") != 2 || !strings.Contains(out, "onelong:4:2000:100") || !strings.Contains(out, cfg.Name()) {
		t.Fatalf("exit %d: want 2 rows ok of %s, one on onelong:4:2000:100", code, cfg.Name())
	}
}
