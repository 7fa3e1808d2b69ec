//go:build unix

package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/mlagen/mlagen/generated"
	"github.com/mlagen/mlagen/mla"
)

// Issue 19, item 11: a compiler whose --version hangs is killed after
// --compile-timeout (not a fixed minute), and the message names the step.
func TestCompilerProbeObeysCompileTimeout(t *testing.T) {
	dir := t.TempDir()
	cc := filepath.Join(dir, "hang_version.sh")
	os.WriteFile(cc, []byte("#!/bin/sh\nexec sleep 1000\n"), 0o755)
	code, _, errOut := runCLI("--compiler", cc, "--compile-timeout", "1s", "--no-cache", "--out", filepath.Join(dir, "out"))
	if code != 1 || !strings.Contains(errOut, "no result after 1s") || !strings.Contains(errOut, "version probe") {
		t.Fatalf("exit %d, stderr %q; want exit 1 saying the version probe gave no result after 1s", code, errOut)
	}
}

// Issue 19, items 4 and 6: `mlagen model --seed/--aiter/--codeobject FILE`
// with a FILE that is not a usable code object (junk, another kernel's code
// object) exits 1 with one message before modeling anything; one that is not
// a regular file (a fifo, /dev/zero) is refused without being read (exit 2,
// as for a missing file).
func TestModelRefusesUnusableCodeObjects(t *testing.T) {
	dir := t.TempDir()
	junk := filepath.Join(dir, "junk.co")
	os.WriteFile(junk, []byte("not a code object\n"), 0o644)
	sel := mla.Select(mla.Shape{Batch: 4, KVLen: 1024}).Name()
	mine := filepath.Join(dir, "mlagen.hsaco") // a valid code object, but not the seed's or AITER's
	os.WriteFile(mine, generated.Registry.Lookup(sel).CodeObject, 0o644)
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		code int
	}{
		{[]string{"--seed", junk}, 1},
		{[]string{"--seed", mine}, 1},
		{[]string{"--aiter", junk}, 1},
		{[]string{"--aiter", mine}, 1},
		{[]string{"--codeobject", mine, "--kernel", "mla_decode_s5_p1_t32"}, 1},
		{[]string{"--seed", fifo}, 2},
		{[]string{"--aiter", "/dev/zero"}, 2},
		{[]string{"--codeobject", "/dev/zero", "--kernel", sel}, 2},
	} {
		code, out, errOut := runCLI(append([]string{"model", "--shape", "4x1024"}, c.args...)...)
		if code != c.code || out != "" || strings.Count(strings.TrimSpace(errOut), "\n") != 0 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit %d and one message", c.args, code, out, errOut, c.code)
		}
	}
}
