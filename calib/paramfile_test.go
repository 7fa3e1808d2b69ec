package calib

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/emu"
	"github.com/mlagen/mlagen/perf"
)

// fitted is the fit of synthesized measurements of the truth.
func fitted(t *testing.T) (*Result, *Measurements) {
	t.Helper()
	m := Predict(truth(), DevicePlan(256), synthetic(1))
	res, err := Fit(m, perf.Default())
	if err != nil {
		t.Fatal(err)
	}
	return res, m
}

// TestCalibrateWritesParamFile runs the device path of `mlagen calibrate`
// (measurements synthesized from the truth instead of a device): it prints
// the fit and writes a parameter file that reads back to the fitted values
// with their sources, over an existing file, byte for byte the same twice.
func TestCalibrateWritesParamFile(t *testing.T) {
	e, err := emu.New()
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "params.json")
	if err := os.WriteFile(out, []byte("an older file\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var plans []Plan
	c := &Calibration{
		Backend: &fakeTimer{Emulator: e},
		Code:    func(context.Context) ([]byte, error) { return nil, nil },
		Out:     out, Date: "2026-12-01", Base: perf.Default(),
		measure: func(_ device.Backend, _ []byte, plan Plan, o Options) (*Measurements, []Check, error) {
			if !o.Timed {
				t.Error("a device run was not timed")
			}
			plans = append(plans, plan)
			m := Predict(truth(), plan, synthetic(1))
			m.Date, m.CUs = "", 0 // the calibration's to fill
			return m, []Check{{Kernel: KChase, Run: "synthetic", What: "nothing"}}, nil
		},
	}
	var w bytes.Buffer
	if err := c.Run(context.Background(), &w); err != nil {
		t.Fatalf("%v\n%s", err, w.String())
	}
	t.Logf("\n%s", w.String())
	for _, s := range append([]string{"fitted parameters", "wrote " + out}, Measured...) {
		if !strings.Contains(w.String(), s) {
			t.Errorf("output lacks %q", s)
		}
	}
	if len(plans) != 1 || len(plans[0].Streams) == 0 || plans[0].Streams[0].WGs != 256 {
		t.Errorf("plans: %+v, want one device plan for 256 compute units", plans)
	}
	first, _ := os.ReadFile(out)
	f, err := ReadParamFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Params) != len(Measured) {
		t.Errorf("the file sets %d parameters, want %d", len(f.Params), len(Measured))
	}
	want := truth()
	for _, fp := range f.Params {
		if w := value(&want, fp.Name); fp.Value < 0.95*w || fp.Value > 1.05*w {
			t.Errorf("%s = %g, true %g", fp.Name, fp.Value, w)
		}
		if !strings.HasPrefix(fp.Source, "measured by mlagen calibrate on synthetic MI355X, 2026-12-01: ") {
			t.Errorf("%s: source %q", fp.Name, fp.Source)
		}
	}
	p := perf.Default()
	if err := f.Apply(&p); err != nil {
		t.Fatal(err)
	}
	for _, r := range Table(p, f, map[string]bool{PGap: true}) {
		var ok bool
		switch {
		case r.Name == PGap: // --set wins over the file
			ok = r.Kind == KindSet
		case f.Source(r.Name) != "":
			ok = r.Kind == KindFile && strings.HasPrefix(r.Source, out+": measured by mlagen calibrate")
		default:
			ok = r.Kind != KindFile && r.Kind != KindSet
		}
		if !ok {
			t.Errorf("table row %+v", r)
		}
	}
	if err := c.Run(context.Background(), &bytes.Buffer{}); err != nil {
		t.Fatal(err)
	}
	if second, _ := os.ReadFile(out); !bytes.Equal(first, second) {
		t.Error("a second run wrote different bytes")
	}
	if ents, _ := os.ReadDir(filepath.Dir(out)); len(ents) != 1 {
		t.Errorf("%d files in the folder, want the parameter file alone", len(ents))
	}
}

// TestCalibrateEmuWritesNoFile: the emulator refuses --out before running
// anything, and without it runs and checks.
func TestCalibrateEmuWritesNoFile(t *testing.T) {
	e, err := emu.New()
	if err != nil {
		t.Fatal(err)
	}
	ran := false
	c := &Calibration{Backend: e, Out: filepath.Join(t.TempDir(), "p.json"), Base: perf.Default(),
		Code: func(context.Context) ([]byte, error) { ran = true; return nil, nil }}
	if err := c.Run(context.Background(), &bytes.Buffer{}); err != ErrNoClock || ran {
		t.Errorf("emu with --out: %v (compiled: %v), want ErrNoClock before anything", err, ran)
	}
	if _, err := os.Stat(c.Out); err == nil {
		t.Error("a parameter file was written")
	}
}

// TestParamFileReplacedAtomically: a write that fails part way (the file
// size limit stops it after 512 bytes) leaves the existing parameter file
// as it was and no temporary file; one that succeeds replaces it whole.
func TestParamFileReplacedAtomically(t *testing.T) {
	res, m := fitted(t)
	if path := os.Getenv("MLAGEN_CALIB_WRITE"); path != "" {
		// The child: write with the file size limited.
		if err := syscall.Setrlimit(syscall.RLIMIT_FSIZE, &syscall.Rlimit{Cur: 512, Max: 512}); err != nil {
			t.Fatal(err)
		}
		if err := WriteParamFile(path, res, m); err == nil {
			t.Fatal("the write succeeded past the size limit")
		} else {
			t.Logf("write failed as it should: %v", err)
		}
		return
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "params.json")
	old := []byte(`{"schema": "mlagen-params/1", "params": [{"name": "gap", "unit": "us", "value": 1.25, "source": "an older calibration"}]}` + "\n")
	if err := os.WriteFile(path, old, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestParamFileReplacedAtomically$", "-test.v")
	cmd.Env = append(os.Environ(), "MLAGEN_CALIB_WRITE="+path)
	outp, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(outp), "write failed as it should") {
		t.Fatalf("child: %v\n%s", err, outp)
	}
	if b, _ := os.ReadFile(path); !bytes.Equal(b, old) {
		t.Errorf("after a failed write the file holds\n%s\nwant the old file", b)
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 1 {
		t.Errorf("%d files in the folder after a failed write, want 1", len(ents))
	}
	if f, err := ReadParamFile(path); err != nil || f.Params[0].Value != 1.25 {
		t.Errorf("the old file no longer reads: %v", err)
	}
	if err := WriteParamFile(path, res, m); err != nil {
		t.Fatal(err)
	}
	want, _ := Encode(res, m)
	if b, _ := os.ReadFile(path); !bytes.Equal(b, want) {
		t.Error("a successful write did not replace the file with the new one")
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 1 {
		t.Errorf("%d files in the folder, want 1", len(ents))
	}
}

// TestReadParamFileErrors: every kind of bad parameter file is one error
// that names the file and the problem.
func TestReadParamFileErrors(t *testing.T) {
	p := func(params string) string { return `{"schema": "mlagen-params/1", "params": [` + params + `]}` }
	gap := `{"name": "gap", "unit": "us", "value": 2.5, "source": "s"}`
	for _, c := range []struct{ name, file, want string }{
		{"not JSON", "gap = 2.5", "not a parameter file"},
		{"truncated", `{"schema": "mlagen-params/1", "params": [`, "not a parameter file"},
		{"trailing data", p(gap) + "{}", "data after the JSON object"},
		{"no schema", `{"params": [` + gap + `]}`, `schema "", want "mlagen-params/1"`},
		{"wrong schema", `{"schema": "mlagen-params/2", "params": [` + gap + `]}`, `schema "mlagen-params/2"`},
		{"unknown field", `{"schema": "mlagen-params/1", "parms": [], "params": [` + gap + `]}`, `unknown field "parms"`},
		{"no parameters", p(""), "no parameters"},
		{"unknown name", p(`{"name": "l3_latency", "unit": "ns", "value": 1, "source": "s"}`), `parameter 1 ("l3_latency") is not a model parameter`},
		{"twice", p(gap + "," + gap), `parameter 2 ("gap") is set twice`},
		{"no value", p(`{"name": "gap", "unit": "us", "source": "s"}`), `parameter 1 ("gap") has no value`},
		{"null value", p(`{"name": "gap", "unit": "us", "value": null, "source": "s"}`), `has no value`},
		{"string value", p(`{"name": "gap", "unit": "us", "value": "fast", "source": "s"}`), "not a parameter file"},
		{"infinite", p(`{"name": "gap", "unit": "us", "value": 1e999, "source": "s"}`), "1e999 is not a finite number"},
		{"zero", p(`{"name": "gap", "unit": "us", "value": 0, "source": "s"}`), "is not a positive number"},
		{"negative", p(`{"name": "gap", "unit": "us", "value": -2, "source": "s"}`), "is not a positive number"},
		{"wrong unit", p(`{"name": "gap", "unit": "ns", "value": 2500, "source": "s"}`), `is in "ns", the model takes it in "us"`},
		{"no source", p(`{"name": "gap", "unit": "us", "value": 2.5}`), "has no source"},
		{"two problems", p(`{"name": "l3", "unit": "ns", "value": 1, "source": "s"},{"name": "gap", "unit": "us", "value": 0, "source": "s"}`), `"l3") is not a model parameter`},
	} {
		path := filepath.Join(t.TempDir(), "p.json")
		os.WriteFile(path, []byte(c.file), 0o644)
		_, err := ReadParamFile(path)
		if err == nil {
			t.Errorf("%s: read without error", c.name)
			continue
		}
		msg := err.Error()
		if !strings.HasPrefix(msg, "parameter file "+path+": ") || !strings.Contains(msg, c.want) || strings.Contains(msg, "\n") {
			t.Errorf("%s: %q, want one line naming the file and %q", c.name, msg, c.want)
		}
	}
	if _, err := ReadParamFile(filepath.Join(t.TempDir(), "missing.json")); err == nil || !strings.Contains(err.Error(), "missing.json") {
		t.Errorf("a missing file: %v", err)
	}
}
