package main

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mlagen/mlagen/gen"
	"github.com/mlagen/mlagen/internal/gentest"
	"github.com/mlagen/mlagen/mla"
)

// --shape given but empty is an error naming the flag in every command (for
// generate it used to mean all, for verify and bench it was an error that
// did not name the flag).
func TestEmptyShapeIsAnErrorEverywhere(t *testing.T) {
	for _, cmd := range [][]string{{}, {"verify"}, {"bench"}, {"model"}} {
		for _, v := range []string{"", " "} {
			args := append(append([]string(nil), cmd...), "--shape", v, "--out", t.TempDir())
			if len(cmd) > 0 {
				args = args[:len(args)-2]
			}
			code, _, errOut := runCLI(args...)
			if code != 2 || !strings.Contains(errOut, "--shape is empty") || strings.Count(errOut, "\n") != 1 {
				t.Errorf("mlagen %q: exit %d, stderr %q; want exit 2 and one line saying --shape is empty", args, code, errOut)
			}
		}
	}
}

// Bad flag values get one line and a pointer to -h, never the whole usage;
// a control character in any string flag (a newline in a path) and an empty
// value are bad input in every command. (Before: a non-numeric --jobs
// printed 56-78 lines of usage; --out took a newline; `cache --cache-dir=`
// emptied the default cache.)
func TestBadFlagValuesOneLine(t *testing.T) {
	for _, args := range [][]string{
		{"--jobs", "x"},
		{"verify", "--batches", "many"},
		{"model", "--full=maybe"},
		{"tune", "--top", "1.5"},
		{"bench", "--reps", "-"},
		{"plan", "--cus", "x"},
		{"cache", "--nope"},
	} {
		code, out, errOut := runCLI(args...)
		lines := strings.Split(strings.TrimSpace(errOut), "\n")
		if code != 2 || out != "" || len(lines) != 2 || !strings.HasPrefix(lines[1], "run 'mlagen") || !strings.HasSuffix(lines[1], " -h' for usage") {
			t.Errorf("mlagen %q: exit %d, stderr %q; want exit 2, one line and the -h pointer", args, code, errOut)
		}
	}
	dir := t.TempDir()
	for _, args := range [][]string{
		{"--shape", "4x1024", "--out", dir + "/a\nb"},
		{"verify", "--dump", dir + "/x\ty"},
		{"model", "--json", dir + "/j\rk"},
		{"cache", "--cache-dir=", "clean"},
		{"cache", "--cache-dir", " "},
		{"verify", "--config", ""},
		{"tune", "--table", ""},
	} {
		code, _, errOut := runCLI(args...)
		if code != 2 || strings.Count(errOut, "\n") != 1 || !(strings.Contains(errOut, "is empty") || strings.Contains(errOut, "control characters")) {
			t.Errorf("mlagen %q: exit %d, stderr %q; want exit 2 and one line", args, code, errOut)
		}
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 0 {
		t.Errorf("bad flags left %d files", len(ents))
	}
}

// `mlagen -h` lists every command of the table, and each command's usage
// names every dimension flag with every value (both from their tables).
func TestHelpFromTables(t *testing.T) {
	_, _, help := runCLI("-h")
	for _, c := range commands {
		if !strings.Contains(help, "  mlagen "+c.name) {
			t.Errorf("mlagen -h does not list %q", c.name)
		}
	}
	for _, cmd := range []string{"", "verify", "model", "bench", "tune"} {
		args := []string{"-h"}
		if cmd != "" {
			args = []string{cmd, "-h"}
		}
		code, _, usage := runCLI(args...)
		if code != 0 {
			t.Errorf("mlagen %s -h: exit %d", cmd, code)
		}
		if !strings.Contains(usage, dimUsage()) {
			t.Errorf("mlagen %s -h does not name the dimension flags %q", cmd, dimUsage())
		}
		for _, dm := range mla.Dimensions() {
			for _, v := range dm.Values {
				if !dm.Bool && !strings.Contains(usage, v.Name) {
					t.Errorf("mlagen %s -h lacks --%s %s", cmd, dm.Key, v.Name)
				}
			}
		}
	}
}

// --configs all is every config: with --shape or --config it is an error,
// not a silent union.
func TestConfigsAllExcludesOtherSelections(t *testing.T) {
	for _, args := range [][]string{{"--configs", "all", "--shape", "all"}, {"--configs", "all", "--config", "mla_decode_s8_p2_t32"}} {
		code, _, errOut := runCLI(append(args, "--out", t.TempDir(), "--no-compile")...)
		if code != 2 || !strings.Contains(errOut, "excludes --shape and --config") {
			t.Errorf("mlagen %q: exit %d, stderr %q", args, code, errOut)
		}
	}
}

// $MLAGEN_CACHE naming a file is a warning and no cache, in every command
// (the generator used to exit 1 where verify and model went on); an explicit
// --cache-dir that cannot be used is an error.
func TestUnusableCacheEnvWarns(t *testing.T) {
	file := filepath.Join(t.TempDir(), "not-a-folder")
	os.WriteFile(file, []byte("x"), 0o644)
	t.Setenv(gen.CacheEnv, file)
	c, err := openCache("", io.Discard)
	if err != nil || c != nil {
		t.Errorf("openCache with $%s a file: %v, %v; want no cache and no error", gen.CacheEnv, c, err)
	}
	var warn strings.Builder
	openCache("", &warn)
	if !strings.Contains(warn.String(), "warning: compiling without a cache") {
		t.Errorf("no warning: %q", warn.String())
	}
	if _, err := openCache(file, io.Discard); err == nil {
		t.Error("--cache-dir naming a file: no error")
	}
	gentest.Compiler(t)
	code, _, errOut := runCLI("--shape", "1x32", "--out", t.TempDir())
	if code != 0 || !strings.Contains(errOut, "warning: compiling without a cache") {
		t.Errorf("generate with $%s a file: exit %d, stderr %q", gen.CacheEnv, code, errOut)
	}
}
