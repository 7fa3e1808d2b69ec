package gen

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/mlagen/mlagen/internal/testenv"
	"github.com/mlagen/mlagen/mla"
)

// outputs renders the files of a compiled run over configs (fake code
// objects, no compiler needed).
func outputs(t *testing.T, command string, cfgs ...mla.Config) map[string][]byte {
	t.Helper()
	r := &Result{Compiler: &Compiler{Path: "clang++", Kind: "clang", Version: "clang version 22"}}
	for _, c := range cfgs {
		r.Kernels = append(r.Kernels, &Kernel{Config: c, Source: []byte("// " + command + " " + c.Name() + "\n"),
			CodeObject: []byte("\x7fELF " + command + " " + c.Name()),
			Decode:     mla.Resources{Kernel: c.Name(), BlockSize: c.DecodeBlock().X}})
	}
	files, err := render(r, command)
	if err != nil {
		t.Fatal(err)
	}
	return files
}

func sourcesOnly(files map[string][]byte) map[string][]byte {
	out := map[string][]byte{}
	for n, b := range files {
		if strings.HasSuffix(n, ".hip") {
			out[n] = b
		}
	}
	return out
}

// A folder in a target's place is found before anything is renamed (it used
// to be found after the manifest, header and sources had been replaced).
func TestWriteDirChecksTargetsFirst(t *testing.T) {
	dir := t.TempDir()
	a, b := mla.Config{Splits: 1, Stages: 1, Tile: 32}, mla.Config{Splits: 2, Stages: 1, Tile: 32}
	if _, _, err := WriteDir(dir, outputs(t, "v1", a)); err != nil {
		t.Fatal(err)
	}
	os.Remove(filepath.Join(dir, RegistryFile))
	os.Mkdir(filepath.Join(dir, RegistryFile), 0o755)
	os.WriteFile(filepath.Join(dir, RegistryFile, "keep"), []byte("x"), 0o644)
	before := testenv.Snapshot(t, dir)
	_, _, err := WriteDir(dir, outputs(t, "v2", a, b))
	if err == nil || !strings.Contains(err.Error(), "is a folder") {
		t.Fatalf("err = %v, want one saying zregistry.go is a folder", err)
	}
	if diff := cmp.Diff(before, testenv.Snapshot(t, dir)); diff != "" {
		t.Fatalf("the folder changed (-before +after):\n%s", diff)
	}
}

// A rename failing at any step of the swap leaves the folder byte-identical:
// the steps done are undone from the backups in the staging folder.
func TestWriteDirRollsBackAFailedRename(t *testing.T) {
	a, b, c := mla.Config{Splits: 1, Stages: 1, Tile: 32}, mla.Config{Splits: 2, Stages: 1, Tile: 32}, mla.Config{Splits: 3, Stages: 1, Tile: 32}
	v1 := outputs(t, "v1", a, b)
	v2 := outputs(t, "v2", a, c) // a changes, b goes, c comes; registry, header, manifest change
	defer func() { rename = os.Rename }()
	for fail := 1; ; fail++ {
		dir := t.TempDir()
		if _, _, err := WriteDir(dir, v1); err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(dir, "README"), []byte("not mlagen's\n"), 0o600)
		before := testenv.Snapshot(t, dir)
		calls := 0
		rename = func(from, to string) error {
			if calls++; calls == fail {
				return &os.LinkError{Op: "rename", Old: from, New: to, Err: errors.New("injected failure")}
			}
			return os.Rename(from, to)
		}
		written, removed, err := WriteDir(dir, v2)
		rename = os.Rename
		if err == nil {
			// Past the last rename: the swap is complete.
			if fail < 8 {
				t.Fatalf("only %d renames for 7 changes and a removal", fail-1)
			}
			if diff := cmp.Diff([]string{"mla_decode_s1_p1_t32.hip", "mla_decode_s1_p1_t32.hsaco", "mla_decode_s3_p1_t32.hip",
				"mla_decode_s3_p1_t32.hsaco", HeaderFile, RegistryFile, ManifestFile}, written); diff != "" {
				t.Errorf("written (-want +got):\n%s", diff)
			}
			if fmt.Sprint(removed) != "[mla_decode_s2_p1_t32.hip mla_decode_s2_p1_t32.hsaco]" {
				t.Errorf("removed %v", removed)
			}
			if diffs, _ := DiffDir(dir, v2); len(diffs) != 0 {
				t.Errorf("after the swap, the folder differs: %v", diffs)
			}
			break
		}
		if !strings.Contains(err.Error(), "injected failure") || !strings.Contains(err.Error(), "left as it was") {
			t.Errorf("rename %d failing: err = %v", fail, err)
		}
		if diff := cmp.Diff(before, testenv.Snapshot(t, dir)); diff != "" {
			t.Fatalf("rename %d failing changed the folder (-before +after):\n%s", fail, diff)
		}
	}
}

// Only files mlagen's own manifest lists are mlagen's to remove; a run that
// writes no manifest (--no-compile) removes nothing; a manifest.json mlagen
// did not write is never replaced.
func TestWriteDirOwnership(t *testing.T) {
	a, b := mla.Config{Splits: 1, Stages: 1, Tile: 32}, mla.Config{Splits: 2, Stages: 1, Tile: 32}
	t.Run("sources only into a compiled folder", func(t *testing.T) {
		dir := t.TempDir()
		WriteDir(dir, outputs(t, "v1", a, b))
		before := testenv.Snapshot(t, dir)
		written, removed, err := WriteDir(dir, sourcesOnly(outputs(t, "v2", a)))
		if err != nil || len(removed) != 0 || fmt.Sprint(written) != "[mla_decode_s1_p1_t32.hip]" {
			t.Fatalf("wrote %v, removed %v, err %v; want the one source written and nothing removed", written, removed, err)
		}
		after := testenv.Snapshot(t, dir)
		delete(before, "mla_decode_s1_p1_t32.hip")
		delete(after, "mla_decode_s1_p1_t32.hip")
		if diff := cmp.Diff(before, after); diff != "" {
			t.Fatalf("other files changed (-before +after):\n%s", diff)
		}
	})
	t.Run("a foreign manifest", func(t *testing.T) {
		dir := t.TempDir()
		os.WriteFile(filepath.Join(dir, ManifestFile), []byte(`{"name": "my-app"}`), 0o644)
		os.WriteFile(filepath.Join(dir, "mla_decode_s9_p1_t32.hsaco"), []byte("mine"), 0o644)
		if _, removed, err := WriteDir(dir, sourcesOnly(outputs(t, "v1", a))); err != nil || len(removed) != 0 {
			t.Fatalf("sources only: removed %v, err %v", removed, err)
		}
		before := testenv.Snapshot(t, dir)
		_, _, err := WriteDir(dir, outputs(t, "v1", a))
		var fe *ForeignManifestError
		if !errors.As(err, &fe) || CheckDir(dir, true) == nil || CheckDir(dir, false) != nil {
			t.Fatalf("a compiled run over a foreign manifest: err = %v, want ForeignManifestError", err)
		}
		if diff := cmp.Diff(before, testenv.Snapshot(t, dir)); diff != "" {
			t.Fatalf("the folder changed (-before +after):\n%s", diff)
		}
	})
	t.Run("unlisted files stay", func(t *testing.T) {
		dir := t.TempDir()
		WriteDir(dir, outputs(t, "v1", a, b))
		// Files mlagen's manifest does not list are not mlagen's, whatever their name.
		os.WriteFile(filepath.Join(dir, "mla_decode_s9_p1_t32.hsaco"), []byte("mine"), 0o644)
		_, removed, err := WriteDir(dir, outputs(t, "v2", a))
		if err != nil || fmt.Sprint(removed) != "[mla_decode_s2_p1_t32.hip mla_decode_s2_p1_t32.hsaco]" {
			t.Fatalf("removed %v (%v), want only b's files", removed, err)
		}
		if _, err := os.Stat(filepath.Join(dir, "mla_decode_s9_p1_t32.hsaco")); err != nil {
			t.Fatal("an unlisted file was removed")
		}
	})
	t.Run("a manifest cannot claim other files", func(t *testing.T) {
		dir := t.TempDir()
		sub := filepath.Join(dir, "out")
		os.Mkdir(sub, 0o755)
		os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module x\n"), 0o644)
		os.WriteFile(filepath.Join(sub, "notes.hip"), []byte("mine"), 0o644)
		m := `{"generator": "mlagen", "kernels": [{"source": "../go.mod", "code_object": "notes.hip"}]}`
		os.WriteFile(filepath.Join(sub, ManifestFile), []byte(m), 0o644)
		if _, removed, err := WriteDir(sub, outputs(t, "v1", a)); err != nil || len(removed) != 0 {
			t.Fatalf("removed %v (%v), want nothing", removed, err)
		}
		for _, p := range []string{filepath.Join(dir, "go.mod"), filepath.Join(sub, "notes.hip")} {
			if _, err := os.Stat(p); err != nil {
				t.Errorf("%s was removed", p)
			}
		}
	})
}
