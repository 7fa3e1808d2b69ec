package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mlagen/mlagen/gen"
)

func runCLI(args ...string) (code int, stdout, stderr string) {
	var o, e bytes.Buffer
	code = run(args, &o, &e)
	return code, o.String(), e.String()
}

func needCompiler(t *testing.T) *gen.Compiler {
	t.Helper()
	cc, err := gen.FindCompiler("")
	if err != nil {
		t.Fatalf("%v\n(`make test` installs clang-22 on Debian/Ubuntu)", err)
	}
	return cc
}

// generated/ must be exactly what `go generate ./...` writes.
func TestGeneratedIsUpToDate(t *testing.T) {
	needCompiler(t)
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
		{[]string{"--config", "mla_decode_s8_p3_t128"}, 2, "needs 221184 bytes of LDS"},
		{[]string{"--config", "mla_decode_s99_p2_t32"}, 2, "splits 99 out of range"},
		{[]string{"--configs", "some"}, 2, `--configs takes "all"`},
		{[]string{"--compiler", "/nonexistent/hipcc"}, 1, "not found"},
		{[]string{"--compiler", "/bin/true"}, 1, "compiler /bin/true"},
		{[]string{"extra"}, 2, `unknown command "extra"`},
		{[]string{"--shape", "all", "stray"}, 2, `unexpected argument "stray"`},
		{[]string{"--check", "--no-compile"}, 2, "cannot be combined"},
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
	cc := needCompiler(t)
	dir := t.TempDir()
	fake := filepath.Join(dir, "clang++")
	script := "#!/bin/sh\ncase \"$*\" in *mla_decode_s3_p2_t64*) echo 'error: injected failure' >&2; exit 1;; esac\nexec " + cc.Path + " \"$@\"\n"
	if err := os.WriteFile(fake, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out")
	os.Mkdir(out, 0o755)
	os.WriteFile(filepath.Join(out, "manifest.json"), []byte("old\n"), 0o644)
	code, _, errOut := runCLI("--shape", "all", "--compiler", fake, "--out", out)
	if code != 1 || !strings.Contains(errOut, "injected failure") || !strings.Contains(errOut, "mla_decode_s3_p2_t64") {
		t.Fatalf("exit %d, stderr %q; want exit 1 naming the kernel and quoting the compiler", code, errOut)
	}
	ents, _ := os.ReadDir(out)
	if len(ents) != 1 {
		t.Fatalf("output folder has %d entries after a failed run, want only the old manifest", len(ents))
	}
	if b, _ := os.ReadFile(filepath.Join(out, "manifest.json")); string(b) != "old\n" {
		t.Fatalf("old manifest was overwritten: %q", b)
	}
}

func TestCheckReportsStaleFolder(t *testing.T) {
	needCompiler(t)
	dir := t.TempDir()
	if code, _, errOut := runCLI("--shape", "64x1024", "--out", dir); code != 0 {
		t.Fatalf("generate: %s", errOut)
	}
	if code, out, errOut := runCLI("--check", "--shape", "64x1024", "--out", dir); code != 0 {
		t.Fatalf("fresh folder reported stale: %s%s", out, errOut)
	}
	os.WriteFile(filepath.Join(dir, "mla_decode_s8_p2_t32.hip"), []byte("edited\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "mla_decode_s1_p1_t32.hsaco"), []byte("extra\n"), 0o644)
	code, _, errOut := runCLI("--check", "--shape", "64x1024", "--out", dir)
	if code != 1 || !strings.Contains(errOut, "differs mla_decode_s8_p2_t32.hip") || !strings.Contains(errOut, "extra mla_decode_s1_p1_t32.hsaco") {
		t.Fatalf("--check on an edited folder: exit %d, %q", code, errOut)
	}
	// Regenerating repairs it, and removes the stale output.
	if code, _, errOut := runCLI("--shape", "64x1024", "--out", dir); code != 0 {
		t.Fatal(errOut)
	}
	if _, err := os.Stat(filepath.Join(dir, "mla_decode_s1_p1_t32.hsaco")); !os.IsNotExist(err) {
		t.Fatal("stale output survived regeneration")
	}
}

func TestNoCompileWritesSourcesOnly(t *testing.T) {
	dir := t.TempDir()
	code, out, errOut := runCLI("--no-compile", "--config", "mla_decode_s1_p1_t32,mla_decode_s5_p4_t64", "--out", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	ents, _ := os.ReadDir(dir)
	var names []string
	for _, e := range ents {
		names = append(names, e.Name())
	}
	if strings.Join(names, " ") != "mla_decode_s1_p1_t32.hip mla_decode_s5_p4_t64.hip" {
		t.Fatalf("wrote %v", names)
	}
	if !strings.Contains(out, "generated (not compiled)") {
		t.Fatalf("stdout: %s", out)
	}
	b, _ := os.ReadFile(filepath.Join(dir, "mla_decode_s5_p4_t64.hip"))
	if !strings.HasPrefix(string(b), "// Code generated by mlagen --config mla_decode_s1_p1_t32,mla_decode_s5_p4_t64; DO NOT EDIT.") {
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
