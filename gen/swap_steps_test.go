//go:build linux

package gen

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/mlagen/mlagen/internal/testenv"
)

// The child (swap_test.go) dies at the swap's k-th step (swapHook), logs the
// steps it took, and recovers with RecoverDir.
func init() {
	childSetup = append(childSetup, func(dir string) {
		crash, _ := strconv.Atoi(os.Getenv(envSwapCrash))
		log, _ := os.OpenFile(filepath.Join(filepath.Dir(dir), "steps"), os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
		n := 0
		swapHook = func(name string) {
			fmt.Fprintln(log, name)
			if n++; n == crash {
				die(dir, name)
			}
		}
	})
	recoverForChild = RecoverDir
}

// childSteps are the steps the last child on dir went through.
func childSteps(dir string) []string {
	b, _ := os.ReadFile(filepath.Join(filepath.Dir(dir), "steps"))
	return strings.Fields(strings.ReplaceAll(string(b), " ", "_"))
}

// Issue 19, item 2: killed at any step of the swap (TestWriteDirKilledAtEveryRename
// has the renames; these are the others: writing the new files and the
// journal, syncing, marking it done, removing the staging folder), the next
// call that reads the folder leaves it exactly old or exactly new (new only
// once the swap is complete), with no staging folder, and a run after that
// writes the new files.
func TestWriteDirCrashAtEveryStep(t *testing.T) {
	old, new := swapStates(t)
	_, v2 := swapVersions()
	learn := freshV1(t)
	runSwapChild(t, learn, "write", 0, 0, 0)
	all := childSteps(learn)
	var steps []string
	for k := 1; k <= len(all); k++ {
		if strings.HasPrefix(all[k-1], "back_up") || strings.HasPrefix(all[k-1], "place") || strings.HasPrefix(all[k-1], "remove_mla") {
			continue // a rename
		}
		dir := freshV1(t)
		died, at := runSwapChild(t, dir, "write", k, 0, 0)
		if !died {
			t.Fatalf("did not die at step %d, %s", k, all[k-1])
		}
		steps = append(steps, at)
		if _, err := DiffDir(dir, v2); err != nil { // any call that reads the folder recovers it
			t.Fatal(err)
		}
		state := checkOldOrNew(t, dir, old, new, fmt.Sprintf("crash at %q, recovered", at))
		if (state == "new") != (at == "remove stage") {
			t.Errorf("crash at %q: recovered to the %s files", at, state)
		}
		if _, _, err := WriteDir(dir, v2); err != nil {
			t.Fatal(err)
		}
		checkOldOrNew(t, dir, new, new, fmt.Sprintf("crash at %q, then a run", at))
	}
	t.Logf("killed at each of %d steps: %s", len(steps), strings.Join(steps, ", "))
}

// The recovery is killed at each of its steps (after a crash at the swap's
// last rename, when it has the most to undo), then run again: it is
// idempotent.
func TestRecoverDirCrashAtEveryStep(t *testing.T) {
	old, _ := swapStates(t)
	crashed := freshV1(t)
	runSwapChild(t, crashed, "write", 0, 0, 0) // learn the steps
	steps := childSteps(crashed)
	last := 0
	for i, s := range steps {
		if strings.HasPrefix(s, "remove_mla") {
			last = i + 1
		}
	}
	crashed = freshV1(t)
	if died, at := runSwapChild(t, crashed, "write", last, 0, 0); !died || !strings.HasPrefix(at, "remove mla") {
		t.Fatalf("died %v at %q, want the last removal", died, at)
	}
	for m := 1; ; m++ {
		d := filepath.Join(t.TempDir(), "out")
		if err := os.CopyFS(d, os.DirFS(crashed)); err != nil {
			t.Fatal(err)
		}
		died, at := runSwapChild(t, d, "recover", m, 0, 0)
		if !died {
			if m < 5 {
				t.Fatalf("the recovery had %d steps", m-1)
			}
			checkOldOrNew(t, d, old, old, "recovered")
			break
		}
		if err := RecoverDir(d); err != nil {
			t.Fatalf("recovery killed at %q, then: %v", at, err)
		}
		checkOldOrNew(t, d, old, old, fmt.Sprintf("recovery killed at %q, then recovered", at))
	}
}

// A rename that fails mid-swap is undone in the process; killed during that
// undo, the next call finishes it.
func TestWriteDirCrashDuringUndo(t *testing.T) {
	old, new := swapStates(t)
	const fail = 9 // the last rename, a removal: the undo has every step to take back
	dir := freshV1(t)
	if died, _ := runSwapChild(t, dir, "write", 0, 0, fail); died {
		t.Fatal("died without a crash step")
	}
	if checkOldOrNew(t, dir, old, new, "after a failed rename") != "old" {
		t.Fatal("a failed rename left the new files")
	}
	first := 0
	for i, s := range childSteps(dir) {
		if first == 0 && (strings.HasPrefix(s, "restore") || strings.HasPrefix(s, "unplace")) {
			first = i + 1
		}
	}
	if first == 0 {
		t.Fatal("no undo steps")
	}
	for m := first; ; m++ {
		dir := freshV1(t)
		died, at := runSwapChild(t, dir, "write", m, 0, fail)
		if !died {
			break
		}
		if err := RecoverDir(dir); err != nil {
			t.Fatal(err)
		}
		if checkOldOrNew(t, dir, old, new, fmt.Sprintf("rename %d failed, killed at %q", fail, at)) != "old" {
			t.Errorf("rename %d failed, killed at %q: recovered to the new files", fail, at)
		}
	}
}

// A staging folder left by an mlagen without the journal (backups, no
// journal) is undone by moving the backups back; a folder named like a
// staging folder but holding other files is not mlagen's and stays.
func TestRecoverDirLegacyAndForeignStages(t *testing.T) {
	v1, _ := swapVersions()
	dir := t.TempDir()
	WriteDir(dir, v1)
	before := testenv.Snapshot(t, dir)
	legacy := filepath.Join(dir, stagePrefix+"123")
	os.Mkdir(legacy, 0o700)
	os.Rename(filepath.Join(dir, ManifestFile), filepath.Join(legacy, "old-"+ManifestFile))
	os.WriteFile(filepath.Join(legacy, "new-"+HeaderFile), []byte("new"), 0o644)
	foreign := filepath.Join(dir, stagePrefix+"mine")
	os.Mkdir(foreign, 0o755)
	os.WriteFile(filepath.Join(foreign, "notes.txt"), []byte("mine"), 0o644)
	if err := RecoverDir(dir); err != nil {
		t.Fatal(err)
	}
	after := testenv.Snapshot(t, dir)
	delete(after, filepath.Base(foreign))
	delete(after, filepath.Join(filepath.Base(foreign), "notes.txt"))
	if diff := cmp.Diff(before, after); diff != "" {
		t.Fatalf("(-before +after):\n%s", diff)
	}
	if _, err := os.Stat(filepath.Join(foreign, "notes.txt")); err != nil {
		t.Fatal("a folder that is not mlagen's staging folder was touched")
	}
}
