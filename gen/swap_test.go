//go:build linux

package gen

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"syscall"
	"testing"

	"github.com/mlagen/mlagen/mla"

	"github.com/google/go-cmp/cmp"
	"github.com/mlagen/mlagen/internal/testenv"
)

// The crash tests run WriteDir (or RecoverDir) in a child process (this test
// binary again, see TestMain) that SIGKILLs itself at the k-th step of the
// swap: nothing of the dying process runs after that (no deferred cleanup,
// no undo), as with a real kill or power cut.
const (
	envSwapDir    = "MLAGEN_TEST_SWAP_DIR"    // the folder the child writes
	envSwapWhat   = "MLAGEN_TEST_SWAP_WHAT"   // "write" (v2 over v1) or "recover"
	envSwapCrash  = "MLAGEN_TEST_SWAP_CRASH"  // the step to die at (1-based; swap_steps_test.go)
	envSwapRename = "MLAGEN_TEST_SWAP_RENAME" // the rename of the swap to die at (1-based)
	envSwapFail   = "MLAGEN_TEST_SWAP_FAIL"   // a rename of the swap to fail (0: none)
)

// childSetup holds what the step tests add to the child (swap_steps_test.go).
var childSetup []func(dir string)

// die records where the child dies, and SIGKILLs it.
func die(dir, at string) {
	os.WriteFile(filepath.Join(filepath.Dir(dir), "crashed-at"), []byte(at), 0o644)
	syscall.Kill(os.Getpid(), syscall.SIGKILL)
	select {} // the signal is on its way
}

func TestMain(m *testing.M) {
	if dir := os.Getenv(envSwapDir); dir != "" {
		os.Exit(swapChild(dir))
	}
	os.Exit(m.Run())
}

// The two generations of the crash tests: a changes, b goes, c comes; the
// registry, header and manifest change.
func swapVersions() (v1, v2 map[string][]byte) {
	a, b, c := mla.Config{Splits: 1, Stages: 1, Tile: 32}, mla.Config{Splits: 2, Stages: 1, Tile: 32}, mla.Config{Splits: 3, Stages: 1, Tile: 32}
	return mustOutputs("v1", a, b), mustOutputs("v2", a, c)
}

func mustOutputs(command string, cfgs ...mla.Config) map[string][]byte {
	r := &Result{Compiler: &Compiler{Path: "clang++", Kind: "clang", Version: "clang version 22"}}
	for _, c := range cfgs {
		r.Kernels = append(r.Kernels, &Kernel{Config: c, Source: []byte("// " + command + " " + c.Name() + "\n"),
			CodeObject: []byte("\x7fELF " + command + " " + c.Name()),
			Decode:     mla.Resources{Kernel: c.Name(), BlockSize: c.DecodeBlock().X}})
	}
	files, err := render(r, command)
	if err != nil {
		panic(err)
	}
	return files
}

func swapChild(dir string) int {
	for _, f := range childSetup {
		f(dir)
	}
	fail, _ := strconv.Atoi(os.Getenv(envSwapFail))
	kill, _ := strconv.Atoi(os.Getenv(envSwapRename))
	calls := 0
	rename = func(from, to string) error {
		calls++
		if calls == kill {
			die(dir, "rename "+filepath.Base(from)+" -> "+filepath.Base(to))
		}
		if calls == fail {
			return &os.LinkError{Op: "rename", Old: from, New: to, Err: errors.New("injected failure")}
		}
		return os.Rename(from, to)
	}
	var err error
	if os.Getenv(envSwapWhat) == "recover" {
		err = recoverForChild(dir)
	} else {
		_, v2 := swapVersions()
		_, _, err = WriteDir(dir, v2)
	}
	if err != nil && fail == 0 {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}

// recoverForChild is how the child recovers (swap_steps_test.go sets it).
var recoverForChild = func(dir string) error { return errors.New("no recovery") }

// runSwapChild runs the child on dir, to die at its crash-th step (envSwapCrash)
// or rename-th rename, and fail its fail-th rename; it reports whether the
// child died, and where.
func runSwapChild(t *testing.T, dir, what string, crash, renameAt, fail int) (died bool, at string) {
	t.Helper()
	os.Remove(filepath.Join(filepath.Dir(dir), "crashed-at"))
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), envSwapDir+"="+dir, envSwapWhat+"="+what, envSwapCrash+"="+strconv.Itoa(crash),
		envSwapRename+"="+strconv.Itoa(renameAt), envSwapFail+"="+strconv.Itoa(fail))
	out, err := cmd.CombinedOutput()
	var ee *exec.ExitError
	if errors.As(err, &ee) && ee.ProcessState.Sys().(syscall.WaitStatus).Signal() == syscall.SIGKILL {
		b, _ := os.ReadFile(filepath.Join(filepath.Dir(dir), "crashed-at"))
		return true, string(b)
	}
	if err != nil {
		t.Fatalf("the child failed: %v\n%s", err, out)
	}
	return false, ""
}

// swapStates returns the snapshots of a folder holding v1 and one holding
// v2, each with a file that is not mlagen's.
func swapStates(t *testing.T) (old, new map[string]string) {
	v1, v2 := swapVersions()
	snap := func(vs ...map[string][]byte) map[string]string {
		dir := t.TempDir()
		for _, v := range vs {
			if _, _, err := WriteDir(dir, v); err != nil {
				t.Fatal(err)
			}
		}
		os.WriteFile(filepath.Join(dir, "README"), []byte("not mlagen's\n"), 0o644)
		return testenv.Snapshot(t, dir)
	}
	return snap(v1), snap(v1, v2)
}

func freshV1(t *testing.T) string {
	t.Helper()
	v1, _ := swapVersions()
	dir := filepath.Join(t.TempDir(), "out")
	if _, _, err := WriteDir(dir, v1); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "README"), []byte("not mlagen's\n"), 0o644)
	return dir
}

// checkOldOrNew fails unless dir holds exactly the old or exactly the new
// files (and no staging folder), and says which.
func checkOldOrNew(t *testing.T, dir string, old, new map[string]string, what string) string {
	t.Helper()
	got := testenv.Snapshot(t, dir)
	switch {
	case cmp.Equal(got, old):
		return "old"
	case cmp.Equal(got, new):
		return "new"
	}
	t.Fatalf("%s: the folder is neither old nor new (-old +got):\n%s", what, cmp.Diff(old, got))
	return ""
}

// Issue 19, item 2: killed at any rename of the swap (where an older
// mlagen left a mix of old and new files and a staging folder no run
// removed), the next call that reads the folder (DiffDir, as --check does)
// leaves it exactly old or exactly new, with no staging folder; a run after
// that writes the new files. (swap_steps_test.go kills it at its other
// steps, and its recovery at each of its own.)
func TestWriteDirKilledAtEveryRename(t *testing.T) {
	old, new := swapStates(t)
	_, v2 := swapVersions()
	for k := 1; ; k++ {
		dir := freshV1(t)
		died, at := runSwapChild(t, dir, "write", 0, k, 0)
		if !died {
			if k < 10 {
				t.Fatalf("the swap ended after %d renames", k-1)
			}
			checkOldOrNew(t, dir, old, new, "no crash")
			break
		}
		if _, err := DiffDir(dir, v2); err != nil {
			t.Fatal(err)
		}
		checkOldOrNew(t, dir, old, new, fmt.Sprintf("killed at %q, then DiffDir", at))
		if _, _, err := WriteDir(dir, v2); err != nil {
			t.Fatal(err)
		}
		checkOldOrNew(t, dir, new, new, fmt.Sprintf("killed at %q, then a run", at))
	}
}
