package gen

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
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
	Name             string     `json:"name"`
	Reduce           string     `json:"reduce,omitempty"`
	Splits           int        `json:"splits"`
	Stages           int        `json:"stages"`
	Tile             int        `json:"tile"`
	Source           string     `json:"source"`
	SourceSHA256     string     `json:"source_sha256"`
	CodeObject       string     `json:"code_object,omitempty"`
	CodeObjectSHA256 string     `json:"code_object_sha256,omitempty"`
	DecodeResources  *Resources `json:"decode_resources,omitempty"`
	ReduceResources  *Resources `json:"reduce_resources,omitempty"`
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

// IsOutput reports whether a file name in an output folder is one mlagen
// writes (and so may replace or remove).
func IsOutput(name string) bool {
	switch name {
	case RegistryFile, HeaderFile, ManifestFile:
		return true
	}
	return strings.HasPrefix(name, "mla_decode_") &&
		(strings.HasSuffix(name, ".hip") || strings.HasSuffix(name, ".hsaco"))
}

// WriteDir makes dir hold exactly files among mlagen's outputs: each file is
// written to a temporary name and renamed into place, unchanged files are
// left alone, and outputs no longer produced are removed. Other files in dir
// are not touched. It returns the names it wrote and removed.
func WriteDir(dir string, files map[string][]byte) (written, removed []string, err error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, nil, err
	}
	// Stage everything first, so an error leaves no half-written output.
	staged := map[string]string{}
	defer func() {
		for _, tmp := range staged {
			os.Remove(tmp)
		}
	}()
	for _, name := range sortedNames(files) {
		if old, err := os.ReadFile(filepath.Join(dir, name)); err == nil && bytes.Equal(old, files[name]) {
			continue
		}
		f, err := os.CreateTemp(dir, "."+name+".tmp-*")
		if err != nil {
			return nil, nil, err
		}
		staged[name] = f.Name()
		werr := f.Chmod(0o644)
		if werr == nil {
			_, werr = f.Write(files[name])
		}
		if cerr := f.Close(); werr == nil {
			werr = cerr
		}
		if werr != nil {
			return nil, nil, fmt.Errorf("writing %s: %w", name, werr)
		}
	}
	for _, name := range sortedNames(files) {
		tmp, ok := staged[name]
		if !ok {
			continue
		}
		if err := os.Rename(tmp, filepath.Join(dir, name)); err != nil {
			return written, nil, err
		}
		delete(staged, name)
		written = append(written, name)
	}
	stale, err := staleOutputs(dir, files)
	if err != nil {
		return written, nil, err
	}
	for _, name := range stale {
		if err := os.Remove(filepath.Join(dir, name)); err != nil {
			return written, removed, err
		}
		removed = append(removed, name)
	}
	return written, removed, nil
}

func staleOutputs(dir string, files map[string][]byte) ([]string, error) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, e := range ents {
		if !e.IsDir() && IsOutput(e.Name()) && files[e.Name()] == nil {
			out = append(out, e.Name())
		}
	}
	return out, nil
}

// DiffDir lists how dir differs from files: changed, missing and extra
// outputs. An empty list means dir is up to date.
func DiffDir(dir string, files map[string][]byte) ([]string, error) {
	var diffs []string
	for _, name := range sortedNames(files) {
		old, err := os.ReadFile(filepath.Join(dir, name))
		switch {
		case os.IsNotExist(err):
			diffs = append(diffs, "missing "+name)
		case err != nil:
			return nil, err
		case !bytes.Equal(old, files[name]):
			diffs = append(diffs, "differs "+name)
		}
	}
	stale, err := staleOutputs(dir, files)
	if err != nil && !os.IsNotExist(err) {
		return nil, err
	}
	for _, name := range stale {
		diffs = append(diffs, "extra "+name)
	}
	return diffs, nil
}

// ManifestCompiler returns the compiler version recorded in dir's manifest
// ("" if there is none), so a stale folder built by another compiler can say so.
func ManifestCompiler(dir string) string {
	b, err := os.ReadFile(filepath.Join(dir, ManifestFile))
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
