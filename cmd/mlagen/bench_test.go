package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func runBench(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := run(append([]string{"bench"}, args...), &out, &errb)
	return code, out.String(), errb.String()
}

// Without a usable HIP device, bench says why once and exits 1: no table, no
// JSON, no panic.
func TestBenchWithoutDevice(t *testing.T) {
	js := filepath.Join(t.TempDir(), "bench.json")
	code, out, errs := runBench("--shape", "all", "--backend", "hip", "--reps", "5", "--json", js)
	if code != 1 || out != "" || strings.Count(errs, "\n") != 1 {
		t.Fatalf("exit %d, stdout %q, stderr %q; want 1, nothing, one line", code, out, errs)
	}
	want := "no AMD GPU found" // -tags rocm on a machine without a GPU
	if strings.Contains(errs, "built without HIP support") {
		want = "go build -tags rocm ./cmd/mlagen"
	}
	if !strings.HasPrefix(errs, "mlagen bench: ") || !strings.Contains(errs, want) {
		t.Errorf("stderr %q lacks %q", errs, want)
	}
	if _, err := os.Stat(js); err == nil {
		t.Error("wrote JSON without a device")
	}
}

func TestBenchFlags(t *testing.T) {
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--shape", "4x"}, 2, `shape "4x"`},
		{[]string{"--reps", "0"}, 2, "--reps and --flush-mib must be at least 1"},
		{[]string{"--config", "mla_decode_s0_p1_t32"}, 2, "splits 0 out of range"},
		{[]string{"--flush-mib", "0"}, 2, "--reps and --flush-mib must be at least 1"},
		{[]string{"--flush-mib", "-3"}, 2, "--reps and --flush-mib must be at least 1"},
		{[]string{"--backend", "nonesuch"}, 2, `unknown backend "nonesuch"`},
		{[]string{"extra"}, 2, `unexpected argument "extra"`},
	} {
		code, _, errs := runBench(c.args...)
		if code != c.code || !strings.Contains(errs, c.want) {
			t.Errorf("bench %v: exit %d, stderr %q; want %d and %q", c.args, code, errs, c.code, c.want)
		}
	}
}
