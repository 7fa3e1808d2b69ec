package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mlagen/mlagen/gen"
	"github.com/mlagen/mlagen/generated"
	"github.com/mlagen/mlagen/internal/gentest"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/perf"
	"github.com/mlagen/mlagen/tune"
)

// Bad input: one clear message, exit 2, nothing on stdout, before any work.
func TestTuneBadInput(t *testing.T) {
	for _, c := range []struct {
		args []string
		msg  string
	}{
		{[]string{"--backend", "emu"}, `unknown backend "emu"`},
		{[]string{"--backend", ""}, `--backend is empty`},
		{[]string{"--top", "0"}, "--top 0: want at least 1"},
		{[]string{"--top", "-3"}, "--top -3"},
		{[]string{"--shape", ""}, "--shape is empty"},
		{[]string{"--shape", "4x"}, `shape "4x"`},
		{[]string{"--shape", "4x1024,"}, `shape ""`},
		{[]string{"--shape", "4x1024,64x8192,4x1024"}, "4x1024 is given twice"},
		{[]string{"--table", "t.go"}, "give --write too"},
		{[]string{"--write", "--table", ""}, "--table is empty"},
		{[]string{"--jobs", "-1"}, "--jobs -1"},
		{[]string{"--set", "nosuch=1"}, `no parameter "nosuch"`},
		{[]string{"--backend", "hip", "--set", "launch=1"}, "does not use the model"},
		{[]string{"--no-cache", "--cache-dir", "x"}, "contradict"},
		{[]string{"extra"}, `unexpected argument "extra"`},
		{[]string{"--config", "mla_decode_s1_p2_t32_ps"}, "give --plan-overhead too"},
		{[]string{"--plan-overhead", "--config", "mla_decode_s1_p2_t32"}, "mla_decode_s1_p2_t32 is not persistent"},
		{[]string{"--plan-overhead", "--config", "mla_decode_s1_p2_t32_ps,mla_decode_s1_p2_t32_ps"}, "given twice"},
		{[]string{"--plan-overhead", "--config", "nosuch"}, `config name "nosuch"`},
		{[]string{"--plan-overhead", "--shape", "4x1024"}, "--shape ranks configs; --plan-overhead learns"},
		{[]string{"--plan-overhead", "--exhaustive"}, "--exhaustive ranks configs"},
		{[]string{"--ps"}, "--ps: a persistent kernel's splits are the plan's"},
		{[]string{"--page", "7"}, `--page "7": want one of none, 1, 16, 64`},
		{[]string{"--plan-overhead", "--page", "1"}, "dimension flags (" + dimFlagNames() + ") choose the variant"},
	} {
		code, out, errOut := runCLI(append([]string{"tune"}, c.args...)...)
		if code != 2 || out != "" || !strings.Contains(errOut, c.msg) || strings.Count(strings.TrimSpace(errOut), "\n") != 0 {
			t.Errorf("tune %q: exit %d, stdout %q, stderr %q; want exit 2 and one line with %q", c.args, code, out, errOut, c.msg)
		}
	}
}

// copyTable puts a copy of the committed tuned table in a temporary folder.
func copyTable(t *testing.T) (path string, before []byte) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", tune.TableFile))
	if err != nil {
		t.Fatal(err)
	}
	path = filepath.Join(t.TempDir(), "tuned.json")
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return path, b
}

// tableUntouched fails unless path still holds before and is alone in its
// folder (no temporary file left).
func tableUntouched(t *testing.T, path string, before []byte) {
	t.Helper()
	if b, _ := os.ReadFile(path); !bytes.Equal(b, before) {
		t.Errorf("%s changed", path)
	}
	if ents, _ := os.ReadDir(filepath.Dir(path)); len(ents) != 1 {
		t.Errorf("%d entries in the table's folder, want only the table", len(ents))
	}
}

// --write leaves the table as it was when the run fails: a table that is not
// one (refused before any work), no table at the default path outside the
// module root, a compiler that fails in the middle of the run.
func TestTuneWriteErrorsLeaveTable(t *testing.T) {
	path, before := copyTable(t)
	foreign := filepath.Join(filepath.Dir(path), "other.go")
	os.WriteFile(foreign, []byte("package gen\n"), 0o644)
	code, out, errOut := runCLI("tune", "--shape", "1x32", "--write", "--table", foreign)
	if code != 1 || !strings.Contains(errOut, "not a table mlagen tune wrote") || !strings.Contains(errOut, "refusing to overwrite") || out != "" {
		t.Errorf("a foreign file as the table: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	if b, _ := os.ReadFile(foreign); string(b) != "package gen\n" {
		t.Error("the foreign file changed")
	}
	os.Remove(foreign)

	t.Run("outside the module root", func(t *testing.T) {
		t.Chdir(t.TempDir())
		code, _, errOut := runCLI("tune", "--shape", "1x32", "--write")
		if code != 1 || !strings.Contains(errOut, "mla/tuned.json not found: run from the mlagen module root") {
			t.Errorf("exit %d, stderr %q", code, errOut)
		}
	})

	cc := gentest.Compiler(t)
	fake := filepath.Join(t.TempDir(), "clang++")
	script := "#!/bin/sh\ncase \"$*\" in *mla_decode_*) echo 'error: injected failure' >&2; exit 1;; esac\nexec " + cc.Path + " \"$@\"\n"
	if err := os.WriteFile(fake, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	code, _, errOut = runCLI("tune", "--shape", "1x32", "--write", "--table", path, "--compiler", fake, "--no-cache")
	if code != 1 || !strings.Contains(errOut, "injected failure") {
		t.Errorf("a failing compiler: exit %d, stderr %q; want exit 1 quoting the compiler", code, errOut)
	}
	tableUntouched(t, path, before)
}

// A successful --write adds the tuned shape's winner (the ranking's rank 1)
// to the table and keeps the entries of other shapes; the output labels
// every time as modeled and gives the heuristic's rank.
func TestTuneWrite(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles and models the 9 configs of a one-tile shape")
	}
	path, before := copyTable(t)
	_, old, err := tune.ReadTable(path, before)
	if err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCLI("tune", "--shape", "1x32", "--top", "3", "--write", "--table", path)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"MODELED", "1x32: 9 configs timed, top 3 (modeled)", "total us (modeled)", "heuristic's pick mla_decode_s1_p2_t32: rank ", "winners (modeled)", "wrote " + path} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	src, _ := os.ReadFile(path)
	cmd, entries, err := tune.ReadTable(path, src)
	if err != nil {
		t.Fatal(err)
	}
	if cmd != "mlagen tune --shape 1x32 --write" {
		t.Errorf("header command %q", cmd)
	}
	var got *mla.TunedEntry
	for i, e := range entries {
		if e.Shape == (mla.Shape{Batch: 1, KVLen: 32}) {
			got = &entries[i]
		}
	}
	if got == nil || len(entries) != len(old)+1 {
		t.Fatalf("table after the run: %v (before: %v)", entries, old)
	}
	if got.Backend != "model" || got.Config.Splits != 1 || !strings.Contains(out, "     1  "+got.Config.Name()+" ") {
		t.Errorf("entry %+v is not the ranking's winner:\n%s", *got, out)
	}
	if ents, _ := os.ReadDir(filepath.Dir(path)); len(ents) != 1 {
		t.Errorf("%d entries in the table's folder, want only the table", len(ents))
	}
}

// A run with a dimension flag ranks that variant's kernels and --write adds
// (or replaces) only its own (shape, dimensions) entry: every entry already in
// the table, the same shape's plain one included, keeps its bytes.
func TestTuneWriteVariant(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles and models the 9 --page 1 configs of a one-tile shape")
	}
	path, before := copyTable(t)
	_, old, err := tune.ReadTable(path, before)
	if err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCLI("tune", "--shape", "1x32", "--page", "1", "--top", "2", "--write", "--table", path)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"variant: --page 1", "1x32: 9 configs timed", "_pg1 ", "heuristic's pick mla_decode_s1_p2_t32_pg1: rank "} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	src, _ := os.ReadFile(path)
	cmd, entries, err := tune.ReadTable(path, src)
	if err != nil {
		t.Fatal(err)
	}
	if cmd != "mlagen tune --shape 1x32 --page 1 --write" {
		t.Errorf("header command %q", cmd)
	}
	for _, l := range strings.Split(string(before), "\n") {
		if strings.Contains(l, "Shape:") && !strings.Contains(string(src), l+"\n") {
			t.Errorf("entry line changed or dropped: %s", l)
		}
	}
	var added []mla.TunedEntry
	for _, e := range entries {
		if e.Shape == (mla.Shape{Batch: 1, KVLen: 32}) && !e.Config.Dims.Plain() {
			added = append(added, e)
		}
	}
	if len(entries) != len(old)+1 || len(added) != 1 || added[0].Config.Dims != (mla.Dims{Page: mla.Page1}) {
		t.Fatalf("table after the run: %v (before: %v)", entries, old)
	}
	if !strings.Contains(out, "     1  "+added[0].Config.Name()+" ") {
		t.Errorf("entry %+v is not the ranking's winner:\n%s", added[0], out)
	}
}

// --backend hip without a usable device says why once and exits 1, before
// compiling or writing anything.
func TestTuneHipWithoutDevice(t *testing.T) {
	path, before := copyTable(t)
	code, out, errs := runCLI("tune", "--shape", "4x1024", "--backend", "hip", "--write", "--table", path)
	if code != 1 || out != "" || strings.Count(errs, "\n") != 1 {
		t.Fatalf("exit %d, stdout %q, stderr %q; want 1, nothing, one line", code, out, errs)
	}
	want := "no AMD GPU found" // -tags rocm on a machine without a GPU
	if strings.Contains(errs, "built without HIP support") {
		want = "go build -tags rocm ./cmd/mlagen"
	}
	if !strings.HasPrefix(errs, "mlagen tune: ") || !strings.Contains(errs, want) {
		t.Errorf("stderr %q lacks %q", errs, want)
	}
	tableUntouched(t, path, before)
	// Learning the planner's overhead on a device: the same.
	ovh := filepath.Join(t.TempDir(), "overhead.json")
	code, out, errs = runCLI("tune", "--plan-overhead", "--backend", "hip", "--write", "--table", ovh)
	if code != 1 || out != "" || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, want) {
		t.Errorf("--plan-overhead: exit %d, stdout %q, stderr %q; want 1, nothing, one line with %q", code, out, errs, want)
	}
	if _, err := os.Stat(ovh); err == nil {
		t.Errorf("--plan-overhead wrote %s", ovh)
	}
}

// The tuner ranks the templates as they are now: a config that generated/
// holds is compiled again (here without a cache), never taken from the
// embedded registry, which is stale after a template change until
// generated/ is regenerated.
func TestTuneCompilesGeneratedConfigs(t *testing.T) {
	cc, err := gen.FindCompiler("")
	if err != nil {
		t.Fatal(err)
	}
	k := generated.Registry.Kernels[0]
	cfg, err := mla.ParseName(k.Name)
	if err != nil {
		t.Fatal(err)
	}
	code, cached, err := tuneCode(cc)(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if cached || len(code) == 0 {
		t.Errorf("%s: cached %v, %d bytes; want a fresh compile", k.Name, cached, len(code))
	}
}

// --plan-overhead learns a persistent kernel's overhead on the timing model,
// says so, and --write records it (with its source) in a copy of the learned
// overhead table, keeping the other kernels' entries.
func TestTunePlanOverheadWrite(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles a persistent kernel and emulates it over 5k tokens")
	}
	b, err := os.ReadFile(filepath.Join("..", "..", tune.OverheadFile))
	if err != nil {
		t.Fatal(err)
	}
	_, old, err := tune.ReadOverheads("committed", b)
	if err != nil {
		t.Fatal(err)
	}
	other := mla.PlanOverhead{Kernel: "mla_decode_s1_p1_t64_ps", Overhead: 7, Backend: "hip", Fingerprint: "AMD Instinct MI355X"}
	path := filepath.Join(t.TempDir(), "overhead.json")
	if err := tune.WriteOverheads(path, "mlagen tune --plan-overhead --write", []mla.PlanOverhead{other}); err != nil {
		t.Fatal(err)
	}
	const k = "mla_decode_s1_p2_t32_ps"
	params := perf.Default()
	fp := params.Fingerprint()
	code, out, errOut := runCLI("tune", "--plan-overhead", "--config", k, "--write", "--table", path)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"MODELED on the gfx950 timing model", k, "overheads modeled (model " + fp + ")", "wrote " + path} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	src, _ := os.ReadFile(path)
	cmd, entries, err := tune.ReadOverheads(path, src)
	if err != nil {
		t.Fatal(err)
	}
	if cmd != "mlagen tune --plan-overhead --config "+k+" --write" || len(entries) != 2 || entries[0] != other {
		t.Fatalf("table after the run: %q %+v", cmd, entries)
	}
	e := entries[1]
	if e.Kernel != k || e.Backend != "model" || e.Fingerprint != fp || e.Overhead <= 0 {
		t.Errorf("entry %+v", e)
	}
	// The fit is deterministic: the committed table's entry, if it is of the
	// same model parameters, is this one.
	for _, c := range old {
		if c.Kernel == k && c.Fingerprint == e.Fingerprint && c != e {
			t.Errorf("learned %+v, the committed table has %+v (regenerate it: mlagen tune --plan-overhead --write)", e, c)
		}
	}
}
