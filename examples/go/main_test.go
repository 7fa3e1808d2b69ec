package main

import (
	"bytes"
	"encoding/binary"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// hipHeaders reports whether a rocm build can find the HIP headers.
func hipHeaders() bool {
	dirs := []string{"/usr/include", "/opt/rocm/include"}
	if p := os.Getenv("ROCM_PATH"); p != "" {
		dirs = append(dirs, filepath.Join(p, "include"))
	}
	for _, d := range dirs {
		if _, err := os.Stat(filepath.Join(d, "hip", "hip_runtime_api.h")); err == nil {
			return true
		}
	}
	return strings.Contains(os.Getenv("CGO_CFLAGS"), "-I")
}

// TestExampleBuildsAndStops builds the example with and without the rocm tag
// and runs each: without the tag it must stop saying how to rebuild; with it,
// on a machine without a GPU, with the no-device message.
func TestExampleBuildsAndStops(t *testing.T) {
	if testing.Short() {
		t.Skip("builds binaries")
	}
	goBin := "go" // go test puts its own GOROOT/bin first on PATH
	for _, c := range []struct {
		tags, want string
	}{
		{"", "built without HIP support"},
		{"rocm", "no AMD GPU found"},
	} {
		t.Run("tags="+c.tags, func(t *testing.T) {
			if c.tags == "rocm" {
				if out, _ := exec.Command(goBin, "env", "CGO_ENABLED").Output(); strings.TrimSpace(string(out)) != "1" {
					t.Skip("cgo is disabled")
				}
				if !hipHeaders() {
					t.Skip("no HIP headers (apt-get install libamdhip64-dev)")
				}
			}
			bin := filepath.Join(t.TempDir(), "example")
			build := exec.Command(goBin, "build", "-tags="+c.tags, "-o", bin, ".")
			if out, err := build.CombinedOutput(); err != nil {
				t.Fatalf("go build -tags=%q: %v\n%s", c.tags, err, out)
			}
			for _, args := range [][]string{{"-shape", "4x1024"}, {"-page", "16"}} {
				runAndStop(t, bin, args, c.tags, c.want)
			}
		})
	}
}

// runAndStop runs the example with args and checks that it shows the kernel
// it picked and stops with status 1 and want.
func runAndStop(t *testing.T, bin string, args []string, tags, want string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	cmd := exec.Command(bin, args...)
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	if tags == "rocm" && err == nil && strings.Contains(stdout.String(), "\nok\n") {
		t.Logf("this machine has a gfx950 and the example %v ran:\n%s", args, stdout.String())
		return
	}
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 1 {
		t.Fatalf("%v: exit: %v, want status 1\nstdout:\n%s\nstderr:\n%s", args, err, stdout.String(), stderr.String())
	}
	if !strings.Contains(stderr.String(), want) {
		t.Errorf("%v: stderr lacks %q:\n%s", args, want, stderr.String())
	}
	kernel := "shape 4x1024: kernel mla_decode_"
	if len(args) > 0 && args[0] == "-page" {
		kernel = "shape 4x1024: kernel mla_decode_s16_p3_t32_pg16 "
	}
	if !strings.Contains(stdout.String(), kernel) {
		t.Errorf("%v: stdout does not show the kernel it picked (%q):\n%s", args, kernel, stdout.String())
	}
}

// TestPageCache checks the example's host-built paged layout: every token of
// every sequence is found, through the block table, at a cache row holding
// its contiguous row, and the pages are a permutation (no two share a page).
func TestPageCache(t *testing.T) {
	const batch, kvLen, page, dim = 3, 37, 16, 576
	kv := make([]uint8, batch*kvLen*dim)
	for i := range kv {
		kv[i] = uint8(i*7 + i/dim)
	}
	cache, table, stride := pageCache(kv, batch, kvLen, page, 5)
	if stride != 3 || len(table) != 4*batch*3 || len(cache) != batch*3*page*dim {
		t.Fatalf("stride %d, table %d bytes, cache %d bytes", stride, len(table), len(cache))
	}
	seen := map[uint32]bool{}
	shuffled := false
	for i := 0; i < len(table)/4; i++ {
		p := binary.LittleEndian.Uint32(table[4*i:])
		if seen[p] || int(p) >= batch*3 {
			t.Fatalf("block table entry %d is page %d (repeated or outside the cache)", i, p)
		}
		seen[p] = true
		shuffled = shuffled || int(p) != i
	}
	if !shuffled {
		t.Error("the pages are in order: the example would not show a gather")
	}
	for b := 0; b < batch; b++ {
		for j := 0; j < kvLen; j++ {
			p := binary.LittleEndian.Uint32(table[4*(b*int(stride)+j/page):])
			row := int(p)*page + j%page
			if !bytes.Equal(cache[row*dim:(row+1)*dim], kv[(b*kvLen+j)*dim:(b*kvLen+j+1)*dim]) {
				t.Fatalf("sequence %d token %d: cache row %d is not its row", b, j, row)
			}
		}
	}
}

// TestPagedKernelsUpToDate checks that pagedkernels is what mlagen generates
// today (it is committed, like generated/): mlagen --check exits 1 on a
// difference.
func TestPagedKernelsUpToDate(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles a kernel")
	}
	goBin := "go" // go test puts its own GOROOT/bin first on PATH
	cmd := exec.Command(goBin, "run", "../../cmd/mlagen", "--shape", "4x1024", "--page", "16",
		"--package", "pagedkernels", "--out", "pagedkernels", "--check")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("pagedkernels differs from what mlagen generates (go generate ./examples/go/pagedkernels): %v\n%s", err, out)
	}
}
