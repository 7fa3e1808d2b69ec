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

// With dimension flags bench picks the shapes' variant kernels and, without
// a device, stops as it does without them (the flags parsed, exit 1).
func TestBenchDimsWithoutDevice(t *testing.T) {
	for _, args := range [][]string{
		{"--shape", "4x1024", "--page", "16", "--lse"},
		{"--shape", "64x8192", "--heads", "128", "--qlen", "2", "--q", "fp8s"},
		{"--config", "mla_decode_s8_p2_t32_pg1"},
	} {
		code, out, errs := runBench(args...)
		if code != 1 || out != "" || !strings.HasPrefix(errs, "mlagen bench: backend hip: ") {
			t.Errorf("bench %v: exit %d, stdout %q, stderr %q; want 1 and the no-device message", args, code, out, errs)
		}
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
		// Issue 19, item 7: MiB whose bytes overflow int64 (they wrapped to
		// 1 MiB and to -1 MiB).
		{[]string{"--flush-mib", "17592186044417"}, 2, "--flush-mib: flush buffer of 17592186044417 MiB: want 1..8796093022207 MiB"},
		{[]string{"--flush-mib", "9223372036854775807"}, 2, "--flush-mib: flush buffer of 9223372036854775807 MiB: want 1..8796093022207 MiB"},
		{[]string{"--backend", "nonesuch"}, 2, `unknown backend "nonesuch"`},
		{[]string{"extra"}, 2, `unexpected argument "extra"`},
		// The dimension flags, as verify and model take them.
		{[]string{"--page", "3"}, 2, `--page "3": want one of none, 1, 16, 64`},
		{[]string{"--kv", "mxfp4", "--ps"}, 2, "persistent MXFP4 kernels are not generated yet"},
		{[]string{"--ps", "--heads", "32"}, 2, "--ps: not with --heads"},
		{[]string{"--config", "mla_decode_s8_p2_t32", "--lse"}, 2, "a --config name carries its dimensions as suffixes"},
	} {
		code, _, errs := runBench(c.args...)
		if code != c.code || !strings.Contains(errs, c.want) {
			t.Errorf("bench %v: exit %d, stderr %q; want %d and %q", c.args, code, errs, c.code, c.want)
		}
	}
}
