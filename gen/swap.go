package gen

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/mlagen/mlagen/internal/safefile"
)

// An output folder's swap (WriteDir) survives a crash at any point: killed
// (SIGKILL, a power cut) in the middle, it leaves a staging folder that the
// next WriteDir, CheckDir, DiffDir or RecoverDir on the folder finds and
// rolls back, so the folder then holds exactly the old files, or, when the
// crash came after the swap was complete, exactly the new ones.
//
// The staging folder, dir/.mlagen-stage-*, holds:
//
//	new-NAME  each file to write, written and synced first;
//	journal   written (synced, then renamed into place) once every new file
//	          is: the names to write, whether each existed, and the names
//	          to remove. No file of dir changes before it exists;
//	old-NAME  each replaced or removed file, moved here by the swap;
//	done      written once every rename is done and dir is synced.
//
// Recovery, for a staging folder without a journal: no file of dir has
// changed (only an older mlagen's staging folder holds old-NAME files
// without one; those are moved back); with a journal and no done: roll
// back, which is idempotent: each old-NAME is moved back over its name,
// and a name written where none existed, whose new-NAME is gone, is
// removed; with done: nothing to undo. Then the staging folder is removed.
// A failed rename in a live run is rolled back the same way.
//
// A lock on dir (lockDir) keeps a concurrent run from recovering a swap
// that is still going on.

const (
	stagePrefix = ".mlagen-stage-"
	journalName = "journal"
	doneName    = "done"
)

type swapJournal struct {
	Write  []journalWrite `json:"write"`
	Remove []string       `json:"remove"`
}

type journalWrite struct {
	Name    string `json:"name"`
	Existed bool   `json:"existed"`
}

// swapHook, when set (tests), is called before each step of a swap or a
// recovery, with the step's name.
var swapHook func(step string)

func step(name string) {
	if swapHook != nil {
		swapHook(name)
	}
}

func newPath(stage, name string) string { return filepath.Join(stage, "new-"+name) }
func oldPath(stage, name string) string { return filepath.Join(stage, "old-"+name) }

func exists(path string) bool {
	_, err := os.Lstat(path)
	return err == nil
}

// writeSynced creates path with b and syncs it.
func writeSynced(path string, b []byte) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return err
	}
	_, err = f.Write(b)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// writeJournal commits the swap: from the moment the journal's rename is
// durable, a crash is rolled back by recovery.
func writeJournal(stage string, j *swapJournal) error {
	b, err := json.Marshal(j)
	if err != nil {
		return err
	}
	tmp := filepath.Join(stage, journalName+".tmp")
	if err := writeSynced(tmp, b); err != nil {
		return err
	}
	if err := os.Rename(tmp, filepath.Join(stage, journalName)); err != nil {
		return err
	}
	return syncDir(stage)
}

func readJournal(stage string) (*swapJournal, error) {
	b, err := safefile.Read(filepath.Join(stage, journalName), 1<<20) // a few KiB: names of outputs
	if err != nil {
		return nil, err
	}
	var j swapJournal
	if err := json.Unmarshal(b, &j); err != nil {
		return nil, fmt.Errorf("%s: %w", filepath.Join(stage, journalName), err)
	}
	for _, w := range j.Write {
		if !IsOutput(w.Name) {
			return nil, fmt.Errorf("%s names %q, not an output", filepath.Join(stage, journalName), w.Name)
		}
	}
	for _, n := range j.Remove {
		if !IsOutput(n) {
			return nil, fmt.Errorf("%s names %q, not an output", filepath.Join(stage, journalName), n)
		}
	}
	return &j, nil
}

// rollback undoes whatever part of j's swap was done (see above) and syncs
// dir. It is idempotent: a crash during it is rolled back again.
func rollback(dir, stage string, j *swapJournal) error {
	var failed []string
	for i := len(j.Remove) - 1; i >= 0; i-- {
		name := j.Remove[i]
		if exists(oldPath(stage, name)) {
			step("restore " + name)
			if err := os.Rename(oldPath(stage, name), filepath.Join(dir, name)); err != nil {
				failed = append(failed, err.Error())
			}
		}
	}
	for i := len(j.Write) - 1; i >= 0; i-- {
		w := j.Write[i]
		target := filepath.Join(dir, w.Name)
		switch {
		case exists(oldPath(stage, w.Name)):
			step("restore " + w.Name)
			if err := os.Rename(oldPath(stage, w.Name), target); err != nil {
				failed = append(failed, err.Error())
			}
		case !w.Existed && !exists(newPath(stage, w.Name)):
			// Placed where nothing was (or already taken away again).
			step("unplace " + w.Name)
			if err := os.Remove(target); err != nil && !errors.Is(err, fs.ErrNotExist) {
				failed = append(failed, err.Error())
			}
		}
	}
	if len(failed) > 0 {
		return errors.New(strings.Join(failed, "; "))
	}
	return syncDir(dir)
}

// removeStage removes a staging folder whose swap is settled.
func removeStage(dir, stage string) error {
	step("remove stage")
	if err := os.RemoveAll(stage); err != nil {
		return err
	}
	return syncDir(dir)
}

// isStage reports whether the entry name of dir is a staging folder of
// mlagen's: named so, a real folder, and holding nothing but the files a
// swap puts there.
func isStage(dir, name string) bool {
	if !strings.HasPrefix(name, stagePrefix) {
		return false
	}
	p := filepath.Join(dir, name)
	fi, err := os.Lstat(p)
	if err != nil || !fi.IsDir() {
		return false
	}
	ents, err := os.ReadDir(p)
	if err != nil {
		return false
	}
	for _, e := range ents {
		n := e.Name()
		switch {
		case n == journalName || n == journalName+".tmp" || n == doneName:
		case strings.HasPrefix(n, "new-") && IsOutput(n[4:]), strings.HasPrefix(n, "old-") && IsOutput(n[4:]):
		default:
			return false
		}
	}
	return true
}

// recoverStage settles one staging folder of dir (see above).
func recoverStage(dir, stage string) error {
	switch {
	case exists(filepath.Join(stage, doneName)):
		// Complete: only the backups are left to remove.
	case exists(filepath.Join(stage, journalName)):
		j, err := readJournal(stage)
		if err != nil {
			return err
		}
		if err := rollback(dir, stage, j); err != nil {
			return err
		}
	default:
		// Not committed: dir was not touched, except by an mlagen from
		// before the journal, whose backups go back where they were.
		ents, err := os.ReadDir(stage)
		if err != nil {
			return err
		}
		for _, e := range ents {
			if name, ok := strings.CutPrefix(e.Name(), "old-"); ok {
				step("restore " + name)
				if err := os.Rename(filepath.Join(stage, e.Name()), filepath.Join(dir, name)); err != nil {
					return err
				}
			}
		}
	}
	return removeStage(dir, stage)
}

// recoverLocked settles every staging folder of mlagen's in dir; the caller
// holds dir's lock. A staging folder holding other files is left alone.
func recoverLocked(dir string) error {
	ents, err := os.ReadDir(dir)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil
		}
		return err
	}
	for _, e := range ents {
		if !isStage(dir, e.Name()) {
			continue
		}
		if err := recoverStage(dir, filepath.Join(dir, e.Name())); err != nil {
			return fmt.Errorf("recovering the interrupted write in %s: %w", filepath.Join(dir, e.Name()), err)
		}
	}
	return nil
}

// RecoverDir settles a write to dir that a crash interrupted (see WriteDir):
// afterwards dir holds exactly the files before it, or, if it had
// completed, exactly the files it wrote, and no staging folder of mlagen's.
// A folder that does not exist needs nothing.
func RecoverDir(dir string) error {
	if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
		return nil // nothing to recover: the callers report a missing folder themselves
	}
	if !hasStage(dir) {
		return nil
	}
	unlock, err := lockDir(dir)
	if err != nil {
		return err
	}
	defer unlock()
	return recoverLocked(dir)
}

// hasStage reports whether dir may hold a staging folder (without taking
// the lock: the usual case, none, costs one listing).
func hasStage(dir string) bool {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return false
	}
	for _, e := range ents {
		if strings.HasPrefix(e.Name(), stagePrefix) {
			return true
		}
	}
	return false
}
