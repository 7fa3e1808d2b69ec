package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/mlagen/mlagen/internal/gentest"
	"github.com/mlagen/mlagen/internal/testenv"
	"github.com/mlagen/mlagen/mla"
)

func runCLI(args ...string) (code int, stdout, stderr string) {
	var o, e bytes.Buffer
	code = run(args, &o, &e)
	return code, o.String(), e.String()
}

// generated/ must be exactly what `go generate ./...` writes.
func TestGeneratedIsUpToDate(t *testing.T) {
	gentest.Compiler(t)
	code, out, errOut := runCLI("--check", "--out", "../../generated")
	if code != 0 {
		t.Fatalf("generated/ is stale (exit %d):\n%s%s", code, out, errOut)
	}
}

func TestBadInputOneMessageNoOutput(t *testing.T) {
	cases := []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{"--shape", "64x"}, 2, `shape "64x"`},
		{[]string{"--shape", "sixty"}, 2, "want BATCHxKV_LEN"},
		{[]string{"--config", "mla_decode_s8_p3_t128"}, 2, "exceed gfx950's 163840 bytes of LDS"},
		{[]string{"--config", "mla_decode_s99_p2_t32"}, 2, "splits 99 out of range"},
		{[]string{"--configs", "some"}, 2, `--configs takes "all"`},
		{[]string{"--compiler", "/nonexistent/hipcc"}, 1, "not found"},
		{[]string{"--compiler", "/bin/true"}, 1, "compiler /bin/true"},
		{[]string{"extra"}, 2, `unknown command "extra"`},
		{[]string{"--shape", "all", "stray"}, 2, `unexpected argument "stray"`},
		{[]string{"--check", "--no-compile"}, 2, "cannot be combined"},
		// A control character would end the header comment the value is recorded in.
		{[]string{"--shape", "64x1024\n"}, 2, `--shape "64x1024\n": control characters`},
		{[]string{"--config", "mla_decode_s8_p2_t32\r"}, 2, "--config \"mla_decode_s8_p2_t32\\r\": control characters"},
		{[]string{"--configs", "all\x1b"}, 2, "control characters"},
		// Given but empty is an error naming the flag (left out, --shape means all).
		{[]string{"--shape", ""}, 2, "--shape is empty"},
		{[]string{"--config", " "}, 2, "--config is empty"},
		{[]string{"--jobs", "-1"}, 2, "--jobs -1: want 1..256"},
		{[]string{"--jobs", "99999"}, 2, "--jobs 99999: want 1..256"},
		{[]string{"--compile-timeout", "0s"}, 2, "--compile-timeout 0s: want a positive duration"},
		{[]string{"--no-cache", "--cache-dir", "/tmp/x"}, 2, "contradict"},
		// Dimension flags: a value the table does not know, a --config name
		// (which carries its own suffixes) with a flag, a suffix out of order.
		{[]string{"--q", "bogus"}, 2, `--q "bogus": want one of fp8, fp8s`},
		{[]string{"--config", "mla_decode_s8_p2_t32", "--lse"}, 2, "a --config name carries its dimensions"},
		{[]string{"--config", "mla_decode_s8_p2_t32_lse_qs"}, 2, "out of order"},
		// --kv: what is not generated or not supported says so.
		{[]string{"--kv", "mxfp4", "--page", "16"}, 2, "paged MXFP4 kernels are not generated yet"},
		{[]string{"--config", "mla_decode_s1_p1_t64_kvmx4"}, 2, "spill registers"},
		{[]string{"--kv", "bf16", "--page", "16"}, 2, "paged bf16 kernels are not checked yet"},
		{[]string{"--kv", "bf16", "--q", "fp8s"}, 2, "no fp8 q to scale"},
		{[]string{"--kv", "bf16", "--ps"}, 2, "persistent bf16 kernels are not checked yet"},
		{[]string{"--config", "mla_decode_s1_p1_t96_h32_kvbf16"}, 2, "one split of 96-token bf16 tiles with --heads or --qlen"},
		{[]string{"--config", "mla_decode_s1_p1_t128_kvbf16"}, 2, "spill registers"},
		{[]string{"--config", "mla_decode_s8_p3_t32_kvbf16"}, 2, "keeps 72 LDS-DMA loads"},
	}
	for _, c := range cases {
		dir := t.TempDir()
		code, _, errOut := runCLI(append(c.args, "--out", dir)...)
		if code != c.code || !strings.Contains(errOut, c.msg) {
			t.Errorf("mlagen %v: exit %d, stderr %q; want exit %d and %q", c.args, code, errOut, c.code, c.msg)
		}
		if lines := strings.Count(strings.TrimSpace(errOut), "\n"); lines > 0 && c.code != 2 {
			t.Errorf("mlagen %v: %d-line message, want one line:\n%s", c.args, lines+1, errOut)
		}
		if ents, _ := os.ReadDir(dir); len(ents) != 0 {
			t.Errorf("mlagen %v left %d files in the output folder", c.args, len(ents))
		}
	}
}

// A compiler that fails on one kernel must leave the output folder as it was.
func TestCompileErrorLeavesOutputUntouched(t *testing.T) {
	cc := gentest.Compiler(t)
	dir := t.TempDir()
	fake := filepath.Join(dir, "clang++")
	victim := mla.Select(mla.Shape{Batch: 64, KVLen: 1024}).Name() // one of --shape all's kernels
	script := "#!/bin/sh\ncase \"$*\" in *" + victim + "*) echo 'error: injected failure' >&2; exit 1;; esac\nexec " + cc.Path + " \"$@\"\n"
	if err := os.WriteFile(fake, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out")
	os.Mkdir(out, 0o755)
	oldManifest := `{"generator": "mlagen", "kernels": []}` + "\n"
	os.WriteFile(filepath.Join(out, "manifest.json"), []byte(oldManifest), 0o644)
	code, _, errOut := runCLI("--shape", "all", "--compiler", fake, "--out", out)
	if code != 1 || !strings.Contains(errOut, "injected failure") || !strings.Contains(errOut, victim) {
		t.Fatalf("exit %d, stderr %q; want exit 1 naming the kernel and quoting the compiler", code, errOut)
	}
	ents, _ := os.ReadDir(out)
	if len(ents) != 1 {
		t.Fatalf("output folder has %d entries after a failed run, want only the old manifest", len(ents))
	}
	if b, _ := os.ReadFile(filepath.Join(out, "manifest.json")); string(b) != oldManifest {
		t.Fatalf("old manifest was overwritten: %q", b)
	}
}

func TestCheckReportsStaleFolder(t *testing.T) {
	gentest.Compiler(t)
	// The two shapes' kernels, as the selection (tuned table, else heuristic) picks them.
	k4 := mla.Select(mla.Shape{Batch: 4, KVLen: 1024}).Name()
	if k4 == mla.Select(mla.Shape{Batch: 64, KVLen: 1024}).Name() {
		t.Fatalf("4x1024 and 64x1024 select the same kernel %s; the test needs two", k4)
	}
	dir := t.TempDir()
	if code, _, errOut := runCLI("--shape", "64x1024,4x1024", "--out", dir); code != 0 {
		t.Fatalf("generate: %s", errOut)
	}
	if code, out, errOut := runCLI("--check", "--shape", "64x1024,4x1024", "--out", dir); code != 0 {
		t.Fatalf("fresh folder reported stale: %s%s", out, errOut)
	}
	os.WriteFile(filepath.Join(dir, k4+".hip"), []byte("edited\n"), 0o644)
	// A file mlagen's manifest does not list is not mlagen's: not stale, never removed.
	os.WriteFile(filepath.Join(dir, "mla_decode_s1_p1_t32.hsaco"), []byte("mine\n"), 0o644)
	code, _, errOut := runCLI("--check", "--shape", "64x1024,4x1024", "--out", dir)
	if code != 1 || !strings.Contains(errOut, "differs "+k4+".hip") || strings.Contains(errOut, "s1_p1") {
		t.Fatalf("--check on an edited folder: exit %d, %q", code, errOut)
	}
	// A narrower selection leaves the other kernel's outputs extra, and
	// regenerating removes them (and only them).
	code, _, errOut = runCLI("--check", "--shape", "64x1024", "--out", dir)
	if code != 1 || !strings.Contains(errOut, "extra "+k4+".hsaco") {
		t.Fatalf("--check after narrowing: exit %d, %q", code, errOut)
	}
	if code, _, errOut := runCLI("--shape", "64x1024", "--out", dir); code != 0 {
		t.Fatal(errOut)
	}
	if _, err := os.Stat(filepath.Join(dir, k4+".hsaco")); !os.IsNotExist(err) {
		t.Fatal("stale output survived regeneration")
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "mla_decode_s1_p1_t32.hsaco")); string(b) != "mine\n" {
		t.Fatal("regeneration removed a file mlagen did not write")
	}
	if code, out, errOut := runCLI("--check", "--shape", "64x1024", "--out", dir); code != 0 {
		t.Fatalf("regenerated folder reported stale: %s%s", out, errOut)
	}
}

// --no-compile into a compiled folder (generated/) writes sources and
// removes nothing: it used to delete every code object, the registry and the
// header, which broke the Go build.
func TestNoCompileKeepsCompiledOutputs(t *testing.T) {
	out := copyGenerated(t)
	before := testenv.Snapshot(t, out)
	code, stdout, errOut := runCLI("--no-compile", "--shape", "64x1024", "--out", out)
	if code != 0 || strings.Contains(stdout, "removed") {
		t.Fatalf("exit %d: %s%s", code, stdout, errOut)
	}
	after := testenv.Snapshot(t, out)
	for name := range before {
		if !strings.HasSuffix(name, ".hip") && before[name] != after[name] {
			t.Errorf("%s was changed or removed", name)
		}
	}
	if len(after) != len(before) {
		t.Errorf("%d entries before, %d after", len(before), len(after))
	}
}

// A manifest.json mlagen did not write is not mlagen's: --no-compile leaves
// it (it used to delete it, judging by its name), and a compiled run refuses
// to replace it before compiling anything.
func TestForeignManifestIsKept(t *testing.T) {
	dir := t.TempDir()
	foreign := []byte(`{"name": "my-app", "version": "1.0.0"}` + "\n")
	os.WriteFile(filepath.Join(dir, "manifest.json"), foreign, 0o644)
	if code, _, errOut := runCLI("--no-compile", "--config", "mla_decode_s1_p1_t32", "--out", dir); code != 0 {
		t.Fatalf("--no-compile: %s", errOut)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "manifest.json")); err != nil || !bytes.Equal(b, foreign) {
		t.Fatalf("--no-compile removed or changed a manifest.json mlagen did not write (%v)", err)
	}
	before := testenv.Snapshot(t, dir)
	code, _, errOut := runCLI("--config", "mla_decode_s1_p1_t32", "--out", dir, "--compiler", "/nonexistent/clang++")
	if code != 1 || !strings.Contains(errOut, "was not written by mlagen") {
		t.Fatalf("compiled run: exit %d, %q; want the foreign manifest named before any compiler is looked for", code, errOut)
	}
	if diff := cmp.Diff(before, testenv.Snapshot(t, dir)); diff != "" {
		t.Fatalf("the folder changed (-before +after):\n%s", diff)
	}
}

// A second run of the same selection takes its code objects from the cache
// (TestMain points it at a folder of the test run's own) and writes the same
// bytes; `mlagen cache clean` empties it.
func TestCompileCacheCLI(t *testing.T) {
	gentest.Compiler(t)
	cache := t.TempDir()
	dir := t.TempDir()
	args := []string{"--config", "mla_decode_s1_p1_t32", "--out", dir, "--cache-dir", cache}
	if code, out, errOut := runCLI(args...); code != 0 || strings.Contains(out, "from the cache") {
		t.Fatalf("cold: exit %d: %s%s", code, out, errOut)
	}
	before := testenv.Snapshot(t, dir)
	code, out, errOut := runCLI(args...)
	if code != 0 || !strings.Contains(out, "(1 from the cache)") || !strings.Contains(out, "cached") {
		t.Fatalf("warm: exit %d: %s%s", code, out, errOut)
	}
	if diff := cmp.Diff(before, testenv.Snapshot(t, dir)); diff != "" {
		t.Fatalf("a cached run wrote different files (-cold +warm):\n%s", diff)
	}
	if code, out, _ := runCLI("cache", "--cache-dir", cache); code != 0 || !strings.Contains(out, "1 code object") {
		t.Fatalf("mlagen cache: %d %q", code, out)
	}
	if code, out, _ := runCLI("cache", "--cache-dir", cache, "clean"); code != 0 || !strings.Contains(out, "removed 1 file") {
		t.Fatalf("mlagen cache clean: %d %q", code, out)
	}
	t.Setenv("MLAGEN_CACHE", cache)
	if code, out, _ := runCLI(append(args[:4], "--no-cache")...); code != 0 || strings.Contains(out, "from the cache") {
		t.Fatalf("--no-cache: %d %q", code, out)
	}
	if code, out, _ := runCLI("cache", "--cache-dir", cache); code != 0 || !strings.Contains(out, "0 code objects") {
		t.Fatalf("--no-cache wrote to the cache: %q", out)
	}
}

func TestNoCompileWritesSourcesOnly(t *testing.T) {
	dir := t.TempDir()
	code, out, errOut := runCLI("--no-compile", "--config", "mla_decode_s1_p1_t32,mla_decode_s5_p4_t32", "--out", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	ents, _ := os.ReadDir(dir)
	var names []string
	for _, e := range ents {
		names = append(names, e.Name())
	}
	if strings.Join(names, " ") != "mla_decode_s1_p1_t32.hip mla_decode_s5_p4_t32.hip" {
		t.Fatalf("wrote %v", names)
	}
	if !strings.Contains(out, "generated (not compiled)") {
		t.Fatalf("stdout: %s", out)
	}
	b, _ := os.ReadFile(filepath.Join(dir, "mla_decode_s5_p4_t32.hip"))
	if !strings.HasPrefix(string(b), "// Code generated by mlagen --config mla_decode_s1_p1_t32,mla_decode_s5_p4_t32; DO NOT EDIT.") {
		t.Fatalf("header: %q", strings.SplitN(string(b), "\n", 2)[0])
	}
}

// The committed output compiles as part of a downstream Go build.
func TestGeneratedPackageBuilds(t *testing.T) {
	out, err := exec.Command("go", "vet", "../../generated").CombinedOutput()
	if err != nil {
		t.Fatalf("go vet generated: %v\n%s", err, out)
	}
}

// The committed C header compiles as C11 and C++11 (its static asserts check
// the argument structs against the kernarg layout).
func TestHeaderCompilesAsCAndCpp(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "use.c")
	body := `#include "mla_kernels.h"
int main(void) {
  const mla_kernel_info* k = mla_kernel_for_shape(64, 8192);
  unsigned grid[3];
  if (!k || !mla_kernel_by_name(k->name)) return 1;
  mla_decode_grid(k, 64, grid);
  return grid[0] == (unsigned)k->splits && grid[1] == 64 &&
         mla_workspace_bytes(k, 64) == (size_t)64 * MLA_NUM_HEADS * k->splits * MLA_WORKSPACE_ROW_FLOATS * 4 ? 0 : 2;
}
`
	if err := os.WriteFile(src, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, cc := range [][]string{{"cc", "-std=c11"}, {"c++", "-x", "c++", "-std=c++11"}} {
		if _, err := exec.LookPath(cc[0]); err != nil {
			t.Fatalf("%s not found: cgo needs a C toolchain anyway (apt-get install build-essential)", cc[0])
		}
		args := append(cc[1:], "-Wall", "-Wextra", "-Werror", "-I", "../../generated", src, "-o", filepath.Join(dir, "use"))
		if out, err := exec.Command(cc[0], args...).CombinedOutput(); err != nil {
			t.Fatalf("%s: %v\n%s", strings.Join(cc, " "), err, out)
		}
		if err := exec.Command(filepath.Join(dir, "use")).Run(); err != nil {
			t.Fatalf("%s: the program using the header failed: %v", cc[0], err)
		}
	}
}
