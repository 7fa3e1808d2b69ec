package gen

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/mlagen/mlagen/internal/safefile"
	"github.com/mlagen/mlagen/mla"
)

// Output file names.
const (
	RegistryFile = "zregistry.go"
	HeaderFile   = "mla_kernels.h"
	ManifestFile = "manifest.json"
)

type manifest struct {
	Generator       string           `json:"generator"`
	Command         string           `json:"command"`
	Compiler        *manifestCC      `json:"compiler,omitempty"`
	Flags           []string         `json:"flags"`
	TemplatesSHA256 string           `json:"templates_sha256"`
	Kernels         []manifestKernel `json:"kernels"`
	Shapes          []manifestShape  `json:"shapes"`
}

type manifestCC struct {
	Kind    string `json:"kind"`
	Version string `json:"version"`
}

type manifestKernel struct {
	Name             string            `json:"name"`
	Reduce           string            `json:"reduce,omitempty"`
	Splits           int               `json:"splits"`
	Stages           int               `json:"stages"`
	Tile             int               `json:"tile"`
	Dims             map[string]string `json:"dims,omitempty"` // optional dimensions not at their default
	Plan             *manifestPlan     `json:"plan,omitempty"` // a persistent kernel's planner parameters
	Source           string            `json:"source"`
	SourceSHA256     string            `json:"source_sha256"`
	CodeObject       string            `json:"code_object,omitempty"`
	CodeObjectSHA256 string            `json:"code_object_sha256,omitempty"`
	DecodeResources  *mla.Resources    `json:"decode_resources,omitempty"`
	ReduceResources  *mla.Resources    `json:"reduce_resources,omitempty"`
}

// manifestPlan is what a persistent kernel is planned with besides the batch
// and the device (Config.PlanParams): pass them to mla_plan_build.
type manifestPlan struct {
	Tile           int    `json:"tile"`
	Overhead       int    `json:"overhead"`
	OverheadSource string `json:"overhead_source"`
}

type manifestShape struct {
	Batch  int    `json:"batch"`
	KVLen  int    `json:"kv_len"`
	Kernel string `json:"kernel"`
}

// render produces every output file: sources always; code objects, the Go
// registry, the C header and the manifest when the kernels were compiled.
func render(r *Result, command string) (map[string][]byte, error) {
	files := map[string][]byte{}
	m := manifest{Generator: "mlagen", Command: command, Flags: CompileFlags, TemplatesSHA256: TemplatesHash()}
	if r.Compiler != nil {
		m.Compiler = &manifestCC{Kind: r.Compiler.Kind, Version: r.Compiler.Version}
	}
	for _, k := range r.Kernels {
		name := k.Config.Name()
		files[name+".hip"] = k.Source
		mk := manifestKernel{
			Name: name, Reduce: k.Config.ReduceName(),
			Splits: k.Config.Splits, Stages: k.Config.Stages, Tile: k.Config.Tile,
			Source: name + ".hip", SourceSHA256: sha(k.Source),
		}
		if k.Config.PS {
			pp := k.Config.PlanParams(1)
			mk.Plan = &manifestPlan{Tile: pp.Tile, Overhead: pp.Overhead, OverheadSource: k.Config.PlanOverheadSource()}
		}
		for _, d := range k.Config.Settings() {
			if mk.Dims == nil {
				mk.Dims = map[string]string{}
			}
			mk.Dims[d.Key] = d.Value
		}
		if k.CodeObject != nil {
			files[name+".hsaco"] = k.CodeObject
			mk.CodeObject, mk.CodeObjectSHA256 = name+".hsaco", sha(k.CodeObject)
			dr := k.Decode
			mk.DecodeResources, mk.ReduceResources = &dr, k.Reduce
		}
		m.Kernels = append(m.Kernels, mk)
	}
	for _, s := range r.Shapes {
		m.Shapes = append(m.Shapes, manifestShape{s.Shape.Batch, s.Shape.KVLen, s.Config.Name()})
	}
	if r.Compiler == nil {
		return files, nil
	}
	var err error
	if files[RegistryFile], err = emitRegistry(r, command); err != nil {
		return nil, err
	}
	if files[HeaderFile], err = emitHeader(r, command); err != nil {
		return nil, err
	}
	js, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return nil, err
	}
	files[ManifestFile] = append(js, '\n')
	return files, nil
}

// IsOutput reports whether a file name is one mlagen writes. Ownership of a
// file in a folder is decided by the folder's manifest (see WriteDir); the
// name alone only bounds what a manifest can claim.
func IsOutput(name string) bool {
	switch name {
	case RegistryFile, HeaderFile, ManifestFile:
		return true
	}
	return strings.HasPrefix(name, "mla_decode_") && !strings.ContainsAny(name, `/\`) &&
		(strings.HasSuffix(name, ".hip") || strings.HasSuffix(name, ".hsaco"))
}

// ForeignManifestError is a folder whose manifest.json mlagen did not write.
type ForeignManifestError struct{ Path string }

func (e *ForeignManifestError) Error() string {
	return fmt.Sprintf(`%s was not written by mlagen (it has no "generator": "mlagen"); refusing to replace it: move it or write to another folder`, e.Path)
}

// owned returns the files of dir that mlagen wrote there, by dir's manifest:
// every source and code object it lists, and the registry, header and
// manifest written with them. Without a manifest, dir holds nothing of
// mlagen's; with a manifest.json mlagen did not write, foreign is set.
func owned(dir string) (own map[string]bool, foreign bool, err error) {
	own = map[string]bool{}
	b, err := safefile.Read(filepath.Join(dir, ManifestFile), maxManifest)
	if errors.Is(err, fs.ErrNotExist) {
		return own, false, nil
	}
	if err != nil {
		return nil, false, err
	}
	var m manifest
	if json.Unmarshal(b, &m) != nil || m.Generator != "mlagen" {
		return own, true, nil
	}
	claim := func(name string) {
		if IsOutput(name) {
			own[name] = true
		}
	}
	claim(ManifestFile)
	claim(RegistryFile)
	claim(HeaderFile)
	for _, k := range m.Kernels {
		claim(k.Source)
		claim(k.CodeObject)
	}
	return own, false, nil
}

// maxManifest bounds the manifest.json read from an output folder (mlagen's
// are a few KiB per kernel).
const maxManifest = 64 << 20

// CheckDir says, before the work is done, whether a run may write its
// outputs to dir: one that writes a manifest may not replace a manifest.json
// mlagen did not write. It first settles a write to dir that a crash
// interrupted (RecoverDir).
func CheckDir(dir string, writesManifest bool) error {
	if err := RecoverDir(dir); err != nil {
		return err
	}
	if !writesManifest {
		return nil
	}
	_, foreign, err := owned(dir)
	if err != nil {
		return err
	}
	if foreign {
		return &ForeignManifestError{filepath.Join(dir, ManifestFile)}
	}
	return nil
}

// rename is os.Rename; tests replace it to fail a step of WriteDir's swap.
var rename = os.Rename

// WriteDir makes dir hold files, all or nothing, and returns the names it
// wrote (unchanged files are left alone) and removed.
//
// Only mlagen's own files are ever removed: a run that writes a manifest (a
// compiled run) removes the files dir's previous mlagen manifest listed that
// it no longer produces; a run without one (--no-compile) removes nothing. A
// file at an output's name is replaced, except a manifest.json mlagen did not
// write, which is refused. Other files in dir are not touched.
//
// Every file is first written to a staging folder in dir and every target is
// checked (a folder in a file's place is an error) before anything changes;
// then each replaced or removed file is moved into the staging folder as a
// backup and the new one renamed into place. If a step fails, the steps done
// are undone from the backups, so dir is as it was; if the process dies
// instead, the next call on dir undoes them (swap.go). Runs on one folder
// take turns (a lock on it).
func WriteDir(dir string, files map[string][]byte) (written, removed []string, err error) {
	_, statErr := os.Stat(dir)
	created := errors.Is(statErr, fs.ErrNotExist)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, nil, err
	}
	defer func() {
		if err != nil && created {
			os.Remove(dir) // only if empty: as it was, absent
		}
	}()
	unlock, err := lockDir(dir)
	if err != nil {
		return nil, nil, err
	}
	defer unlock()
	if err := recoverLocked(dir); err != nil {
		return nil, nil, err
	}
	writesManifest := files[ManifestFile] != nil
	own, foreign, err := owned(dir)
	if err != nil {
		return nil, nil, err
	}
	if foreign && writesManifest {
		return nil, nil, &ForeignManifestError{filepath.Join(dir, ManifestFile)}
	}

	// What changes: files whose bytes differ, then (a manifest-writing run
	// only) the owned files no longer produced. The manifest is written
	// last, so until the end it describes the files that are there.
	var toWrite, toRemove []string
	for _, name := range sortedNames(files) {
		if name == ManifestFile {
			continue
		}
		if sameFile(filepath.Join(dir, name), files[name]) {
			continue
		}
		toWrite = append(toWrite, name)
	}
	if writesManifest {
		if !sameFile(filepath.Join(dir, ManifestFile), files[ManifestFile]) {
			toWrite = append(toWrite, ManifestFile)
		}
		for _, name := range sortedOwned(own) {
			if files[name] == nil && exists(filepath.Join(dir, name)) {
				toRemove = append(toRemove, name)
			}
		}
	}
	if len(toWrite) == 0 && len(toRemove) == 0 {
		return nil, nil, nil
	}
	j := &swapJournal{Remove: toRemove}
	for _, name := range append(append([]string(nil), toWrite...), toRemove...) {
		fi, err := os.Lstat(filepath.Join(dir, name))
		if err == nil && fi.IsDir() {
			return nil, nil, fmt.Errorf("cannot write %s: it is a folder", filepath.Join(dir, name))
		}
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			return nil, nil, err
		}
		if len(j.Write) < len(toWrite) {
			j.Write = append(j.Write, journalWrite{Name: name, Existed: err == nil})
		}
	}

	stage, err := os.MkdirTemp(dir, stagePrefix)
	if err != nil {
		return nil, nil, err
	}
	// Until the journal is written, dir is untouched: a failure removes
	// the staging folder and is done.
	abandon := func(err error) ([]string, []string, error) {
		os.RemoveAll(stage)
		return nil, nil, err
	}
	for _, name := range toWrite {
		step("write new-" + name)
		if err := writeSynced(newPath(stage, name), files[name]); err != nil {
			return abandon(fmt.Errorf("writing %s: %w", name, err))
		}
	}
	if err := syncDir(stage); err != nil {
		return abandon(err)
	}
	step("journal")
	if err := writeJournal(stage, j); err != nil {
		return abandon(fmt.Errorf("writing the journal of the swap: %w", err))
	}

	undo := func(cause error) ([]string, []string, error) {
		if err := rollback(dir, stage, j); err != nil {
			return nil, nil, fmt.Errorf("%w; undoing it failed too (%v): the previous files are in %s, and the next mlagen run on %s puts them back",
				cause, err, stage, dir)
		}
		if err := removeStage(dir, stage); err != nil {
			return nil, nil, fmt.Errorf("%w (%s is left as it was, but for the staging folder %s: %v)", cause, dir, stage, err)
		}
		return nil, nil, fmt.Errorf("%w (%s is left as it was)", cause, dir)
	}
	for _, w := range j.Write {
		target := filepath.Join(dir, w.Name)
		if w.Existed {
			step("back up " + w.Name)
			if err := rename(target, oldPath(stage, w.Name)); err != nil {
				return undo(err)
			}
		}
		step("place " + w.Name)
		if err := rename(newPath(stage, w.Name), target); err != nil {
			return undo(err)
		}
	}
	for _, name := range toRemove {
		step("remove " + name)
		if err := rename(filepath.Join(dir, name), oldPath(stage, name)); err != nil {
			return undo(err)
		}
	}
	// Complete once durable: then mark it so, and drop the backups.
	step("sync")
	if err := syncDir(dir); err != nil {
		return undo(err)
	}
	if err := syncDir(stage); err != nil {
		return undo(err)
	}
	step("done")
	if err := writeSynced(filepath.Join(stage, doneName), nil); err != nil {
		return undo(err)
	}
	if err := syncDir(stage); err != nil {
		return undo(err)
	}
	if err := removeStage(dir, stage); err != nil {
		return nil, nil, fmt.Errorf("the files are written, but removing the staging folder failed: %w (the next mlagen run on %s removes it)", err, dir)
	}
	return toWrite, toRemove, nil
}

// sameFile reports whether the file at path holds b: read bounded by len(b)
// (a larger file differs anyway), a file that is not regular differs.
func sameFile(path string, b []byte) bool {
	old, err := safefile.Read(path, int64(len(b)))
	return err == nil && bytes.Equal(old, b)
}

func sortedOwned(own map[string]bool) []string {
	names := make([]string, 0, len(own))
	for n := range own {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// DiffDir lists how dir differs from files: changed and missing outputs, and
// the extra ones WriteDir would remove. An empty list means dir is up to
// date. It first settles a write to dir that a crash interrupted (RecoverDir).
func DiffDir(dir string, files map[string][]byte) ([]string, error) {
	if err := RecoverDir(dir); err != nil {
		return nil, err
	}
	var diffs []string
	for _, name := range sortedNames(files) {
		_, err := os.Lstat(filepath.Join(dir, name))
		switch {
		case os.IsNotExist(err):
			diffs = append(diffs, "missing "+name)
		case err != nil:
			return nil, err
		case !sameFile(filepath.Join(dir, name), files[name]):
			diffs = append(diffs, "differs "+name)
		}
	}
	if files[ManifestFile] != nil {
		own, _, err := owned(dir)
		if err != nil {
			return nil, err
		}
		for _, name := range sortedOwned(own) {
			if files[name] == nil {
				diffs = append(diffs, "extra "+name)
			}
		}
	}
	return diffs, nil
}

// ManifestCompiler returns the compiler version recorded in dir's manifest
// ("" if there is none), so a stale folder built by another compiler can say so.
func ManifestCompiler(dir string) string {
	b, err := safefile.Read(filepath.Join(dir, ManifestFile), maxManifest)
	if err != nil {
		return ""
	}
	var m manifest
	if json.Unmarshal(b, &m) != nil || m.Compiler == nil {
		return ""
	}
	return m.Compiler.Version
}

func sortedNames(files map[string][]byte) []string {
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}
