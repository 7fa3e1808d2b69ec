package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mlagen/mlagen/calib"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/tune"
)

// TestCalibrateEmu: on the emulator every micro-kernel runs and is checked,
// and the output says plainly that nothing was timed and no file written.
func TestCalibrateEmu(t *testing.T) {
	code, out, errOut := runCLI("calibrate", "--backend", "emu")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"the emulator has no clock, so nothing is timed and no parameter file is written",
		"calib_chase", "calib_stream_w32", "calib_barrier", "calib_lds", "calib_empty", "calib_stamp", "every check held",
		"On a device (--backend hip) they measure: " + strings.Join(calib.Measured, ", ")} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "FAILED") {
		t.Errorf("a check failed:\n%s", out)
	}
}

// TestCalibrateBadInput: one line, exit 2, and no file.
func TestCalibrateBadInput(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "p.json")
	for _, c := range []struct {
		args []string
		msg  string
	}{
		{[]string{"--backend", "emu", "--out", out}, "the emulator has no clock"},
		{[]string{"--backend", "nosuch"}, `unknown backend "nosuch"`},
		{[]string{"extra"}, `unexpected argument "extra"`},
	} {
		code, stdout, errOut := runCLI(append([]string{"calibrate"}, c.args...)...)
		if code != 2 || stdout != "" || !strings.Contains(errOut, c.msg) || strings.Count(strings.TrimSpace(errOut), "\n") != 0 {
			t.Errorf("calibrate %q: exit %d, stdout %q, stderr %q; want exit 2 and one line with %q", c.args, code, stdout, errOut, c.msg)
		}
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("a parameter file was written")
	}
}

// TestParamsFile: model --params shows a parameter file's values with the
// file as their source, --set over it; model and tune refuse a bad file with
// one line and exit 2.
func TestParamsFile(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.json")
	os.WriteFile(good, []byte(`{"schema": "mlagen-params/1", "device": "d", "date": "2026-12-01", "params": [
  {"name": "hbm_latency", "unit": "ns", "value": 347, "source": "measured by mlagen calibrate on d, 2026-12-01: a chase"},
  {"name": "gap", "unit": "us", "value": 2.25, "source": "measured by mlagen calibrate on d, 2026-12-01: two launches"}]}`), 0o644)
	code, out, errOut := runCLI("model", "--params", "--params-file", good, "--set", "gap=3")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	rows := map[string]string{}
	for _, ln := range strings.Split(out, "\n") {
		if f := strings.Fields(ln); len(f) > 0 {
			rows[f[0]] = ln
		}
	}
	for name, want := range map[string][]string{
		"hbm_latency": {" 347 ", "parameter file", good + ": measured by mlagen calibrate on d, 2026-12-01: a chase"},
		"gap":         {" 3 ", "--set", "set on the command line"},
		"clock":       {" 2.4 ", "document"},
		"barrier":     {"estimate"},
	} {
		for _, w := range want {
			if !strings.Contains(rows[name], w) {
				t.Errorf("%s row %q lacks %q", name, rows[name], w)
			}
		}
	}
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, []byte(`{"schema": "mlagen-params/1", "params": [{"name": "gap", "unit": "us", "value": 1e999, "source": "s"}]}`), 0o644)
	for _, args := range [][]string{
		{"model", "--params", "--params-file", bad},
		{"model", "--shape", "4x1024", "--params-file", bad},
		{"tune", "--shape", "4x1024", "--params-file", bad},
		{"tune", "--plan-overhead", "--params-file", bad},
	} {
		code, stdout, errOut := runCLI(args...)
		want := "parameter file " + bad + `: parameter 1 ("gap"): 1e999 is not a finite number`
		if code != 2 || stdout != "" || !strings.Contains(errOut, want) || strings.Count(strings.TrimSpace(errOut), "\n") != 0 {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want exit 2 and one line with %q", args, code, stdout, errOut, want)
		}
	}
	code, _, errOut = runCLI("tune", "--backend", "hip", "--params-file", good)
	if code != 2 || !strings.Contains(errOut, "does not use the model") {
		t.Errorf("tune --backend hip --params-file: exit %d, %q", code, errOut)
	}
}

// TestLoadParams: the file's values over the defaults, --set's over the
// file's; the tuned table's command records both flags.
func TestLoadParams(t *testing.T) {
	f := filepath.Join(t.TempDir(), "p.json")
	os.WriteFile(f, []byte(`{"schema": "mlagen-params/1", "params": [
  {"name": "hbm_latency", "unit": "ns", "value": 347, "source": "a"},
  {"name": "gap", "unit": "us", "value": 2.25, "source": "b"}]}`), 0o644)
	p, _, err := loadParams(f, "gap=3")
	if err != nil {
		t.Fatal(err)
	}
	if p.HBMLatencyNs != 347 || p.GapUs != 3 {
		t.Errorf("hbm_latency %g (want the file's 347), gap %g (want --set's 3)", p.HBMLatencyNs, p.GapUs)
	}
	def, _, _ := loadParams("", "")
	if def.Fingerprint() == p.Fingerprint() {
		t.Error("the file did not change the parameters' fingerprint")
	}
	if c := tune.Command("all", mla.Dims{}, "model", false, f, "gap=3"); !strings.HasSuffix(c, " --params-file "+f+" --set gap=3 --write") {
		t.Errorf("tune's command %q does not record the parameter flags", c)
	}
	if c := tune.OverheadCommand("", "model", f, ""); c != "mlagen tune --plan-overhead --params-file "+f+" --write" {
		t.Errorf("the overhead table's command %q does not record the parameter file", c)
	}
}
