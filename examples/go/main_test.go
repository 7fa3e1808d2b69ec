package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
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
	goBin := filepath.Join(runtime.GOROOT(), "bin", "go")
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
			var stdout, stderr bytes.Buffer
			cmd := exec.Command(bin, "-shape", "4x1024")
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			err := cmd.Run()
			if c.tags == "rocm" && err == nil && strings.Contains(stdout.String(), "\nok\n") {
				t.Skipf("this machine has a gfx950 and the example ran:\n%s", stdout.String())
			}
			var exit *exec.ExitError
			if !errors.As(err, &exit) || exit.ExitCode() != 1 {
				t.Fatalf("exit: %v, want status 1\nstdout:\n%s\nstderr:\n%s", err, stdout.String(), stderr.String())
			}
			if !strings.Contains(stderr.String(), c.want) {
				t.Errorf("stderr lacks %q:\n%s", c.want, stderr.String())
			}
			if !strings.Contains(stdout.String(), "shape 4x1024: kernel mla_decode_") {
				t.Errorf("stdout does not show the kernel it picked:\n%s", stdout.String())
			}
		})
	}
}
