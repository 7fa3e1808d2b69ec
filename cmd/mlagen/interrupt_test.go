//go:build linux

package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/mlagen/mlagen/internal/gentest"
	"github.com/mlagen/mlagen/internal/testenv"
)

// copyGenerated copies the committed generated/ to a new folder: the
// "before" state of an interrupted `mlagen --shape all` into generated/.
func copyGenerated(t *testing.T) string {
	t.Helper()
	dst := filepath.Join(t.TempDir(), "generated")
	os.Mkdir(dst, 0o755)
	ents, err := os.ReadDir("../../generated")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		b, err := os.ReadFile(filepath.Join("../../generated", e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dst, e.Name()), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dst
}

// fakeCompiler is a compiler wrapper: --version and the probe go to the real
// compiler, kernel compiles run body (with $REAL the real compiler).
func fakeCompiler(t *testing.T, dir, body string) string {
	t.Helper()
	real := gentest.Compiler(t).Path
	path := filepath.Join(dir, "fake-clang")
	script := "#!/bin/sh\nREAL=" + real + "\ncase \"$*\" in *--version*|*mla_probe*) exec $REAL \"$@\";; esac\n" + body + "\n"
	if err := os.WriteFile(path, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return path
}

// mlagenProcess starts this test binary as mlagen, with TMPDIR set to tmp.
func mlagenProcess(t *testing.T, tmp string, args ...string) (*exec.Cmd, *bytes.Buffer) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "MLAGEN_TEST_MAIN=1", "TMPDIR="+tmp)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	return cmd, &out
}

func waitExit(t *testing.T, cmd *exec.Cmd) int {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case <-done:
	case <-time.After(60 * time.Second):
		cmd.Process.Kill()
		<-done
		t.Fatal("mlagen still running 60s after the signal")
	}
	return cmd.ProcessState.ExitCode()
}

func pidsIn(path string) []int {
	b, _ := os.ReadFile(path)
	var pids []int
	for _, f := range strings.Fields(string(b)) {
		p, _ := strconv.Atoi(f)
		pids = append(pids, p)
	}
	return pids
}

func procAlive(pid int) bool {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return false
	}
	s := string(b)
	f := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
	return len(f) > 0 && f[0] != "Z"
}

// Ctrl-C in `mlagen --shape all` into generated/ exits 130 saying
// "interrupted" and leaves the folder byte for byte as it was: between two
// compiles (it used to report success, write a registry of missing code
// objects and delete the rest as stale) and during a hung compile (it used
// to hang, its compiler left running), with no compiler process and no
// temporary folder left behind.
func TestInterruptedRunLeavesFolder(t *testing.T) {
	cases := []struct {
		name, body string
		code       int
	}{
		// The compiler finishes its kernel, then Ctrl-C reaches mlagen
		// before the next compile starts.
		{"between compiles", `"$REAL" "$@"; rc=$?; kill -INT $PPID; exit $rc`, 130},
		// The compiler hangs; the test sends Ctrl-C.
		{"during a hung compile", "echo $$ >> $PIDS\nsleep 1000 &\necho $! >> $PIDS\nwait", 130},
		// Issue 19, item 2: a closed terminal (SIGHUP) is an interrupt too
		// (it used to kill mlagen outright, mid-swap if it came then).
		{"SIGHUP between compiles", `"$REAL" "$@"; rc=$?; kill -HUP $PPID; exit $rc`, 129},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			tmp := filepath.Join(dir, "tmp")
			os.Mkdir(tmp, 0o755)
			pids := filepath.Join(dir, "pids")
			fake := fakeCompiler(t, dir, "PIDS="+pids+"\n"+c.body)
			out := copyGenerated(t)
			before := testenv.Snapshot(t, out)
			cmd, log := mlagenProcess(t, tmp, "--shape", "all", "--out", out, "--compiler", fake, "--jobs", "1", "--no-cache")
			if strings.HasPrefix(c.name, "during") {
				for deadline := time.Now().Add(30 * time.Second); len(pidsIn(pids)) < 2; time.Sleep(20 * time.Millisecond) {
					if time.Now().After(deadline) {
						cmd.Process.Kill()
						t.Fatalf("the fake compiler never started:\n%s", log)
					}
				}
				cmd.Process.Signal(syscall.SIGINT)
			}
			code := waitExit(t, cmd)
			if code != c.code || !strings.Contains(log.String(), "mlagen: interrupted") {
				t.Errorf("exit %d, output:\n%s\nwant exit %d and \"mlagen: interrupted\"", code, log, c.code)
			}
			if diff := cmp.Diff(before, testenv.Snapshot(t, out)); diff != "" {
				t.Errorf("the output folder changed (-before +after):\n%.2000s", diff)
			}
			for _, pid := range pidsIn(pids) {
				for i := 0; i < 100 && procAlive(pid); i++ {
					time.Sleep(10 * time.Millisecond)
				}
				if procAlive(pid) {
					syscall.Kill(pid, syscall.SIGKILL)
					t.Errorf("compiler process %d outlived mlagen", pid)
				}
			}
			if ents, _ := os.ReadDir(tmp); len(ents) != 0 {
				t.Errorf("temporary files left behind: %v", ents)
			}
		})
	}
}

// A hung compiler ends with --compile-timeout: one message, exit 1, the
// folder untouched.
func TestCompileTimeoutFlag(t *testing.T) {
	dir := t.TempDir()
	fake := fakeCompiler(t, dir, "sleep 1000")
	out := copyGenerated(t)
	before := testenv.Snapshot(t, out)
	code, _, errOut := runCLI("--shape", "4x1024", "--out", out, "--compiler", fake, "--compile-timeout", "1s", "--no-cache")
	if code != 1 || !strings.Contains(errOut, "no result after 1s") || !strings.Contains(errOut, "--compile-timeout") {
		t.Fatalf("exit %d, stderr %q; want exit 1 naming the timeout", code, errOut)
	}
	if diff := cmp.Diff(before, testenv.Snapshot(t, out)); diff != "" {
		t.Errorf("the output folder changed (-before +after):\n%.2000s", diff)
	}
}
