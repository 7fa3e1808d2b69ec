// Package testenv finds the test toolchain (clang-22 and its LLVM tools) and
// builds the seed kernel for the tests of several packages, so that they
// share one lookup policy and one cached build instead of each its own.
//
// A missing tool fails the test: `make test` installs it everywhere. Only
// the seed kernel's sources (../shared/seed, beside the module root and not
// part of the repository) may be absent, and then the seed tests skip.
//
// It must not import package gen (nor anything importing gen/codeobj):
// gen/codeobj's tests use it.
package testenv

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
)

// Clang returns the HIP compiler: $CLANG if set, else clang++-22, else clang++.
func Clang(t testing.TB) string {
	t.Helper()
	return find(t, "CLANG", "clang++-22", "clang++")
}

// ClangVersion returns the first line of Clang's --version.
func ClangVersion(t testing.TB) string {
	t.Helper()
	v, err := clangVersion(Clang(t))
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func clangVersion(clang string) (string, error) {
	out, err := exec.Command(clang, "--version").Output()
	if err != nil {
		return "", fmt.Errorf("%s --version: %v", clang, err)
	}
	line, _, _ := strings.Cut(string(out), "\n")
	return line, nil
}

// Tool returns an LLVM tool such as "llvm-mc-22", "ld.lld-22" or
// "llvm-objdump-22": the environment variable named after it ($LLVM_MC,
// $LD_LLD, $LLVM_OBJDUMP, ...) if set, else name, else name without "-22".
func Tool(t testing.TB, name string) string {
	t.Helper()
	base := strings.TrimSuffix(name, "-22")
	return find(t, strings.NewReplacer("-", "_", ".", "_").Replace(strings.ToUpper(base)), name, base)
}

// find returns $env if set, else the first of names in PATH; it fails the test
// if there is none.
func find(t testing.TB, env string, names ...string) string {
	t.Helper()
	what := strings.Join(names, ", ") + ": not in PATH"
	if v := os.Getenv(env); v != "" {
		names, what = []string{v}, fmt.Sprintf("$%s=%s: not found", env, v)
	}
	for _, n := range names {
		if p, err := exec.LookPath(n); err == nil {
			return p
		}
	}
	t.Fatalf("%s; `make test` installs clang-22 and its tools (apt-get install clang-22 lld-22 llvm-22)", what)
	return ""
}

// SeedDir returns the absolute path of ../shared/seed beside the module root,
// skipping the test if it is absent.
func SeedDir(t testing.TB) string {
	t.Helper()
	dir, err := seedDir()
	if err != nil {
		t.Skipf("the seed kernel sources are not beside this checkout: %v", err)
	}
	return dir
}

// HaveSeed reports whether SeedDir would find the seed sources (for callers
// such as fuzz targets that use the seed only when it is there).
func HaveSeed() bool {
	_, err := seedDir()
	return err == nil
}

func seedDir() (string, error) {
	root, err := moduleRoot()
	if err != nil {
		return "", err
	}
	dir := filepath.Join(filepath.Dir(root), "shared", "seed")
	if _, err := os.Stat(filepath.Join(dir, "build.sh")); err != nil {
		return "", err
	}
	return dir, nil
}

// moduleRoot is two levels above this file, whatever the test's directory.
func moduleRoot() (string, error) {
	if _, file, _, ok := runtime.Caller(0); ok && filepath.IsAbs(file) {
		return filepath.Join(filepath.Dir(file), "..", ".."), nil
	}
	// Built with -trimpath: the nearest go.mod above the working directory.
	dir, err := os.Getwd()
	for ; err == nil; dir = filepath.Dir(dir) {
		if _, serr := os.Stat(filepath.Join(dir, "go.mod")); serr == nil {
			return dir, nil
		}
		if dir == filepath.Dir(dir) {
			err = fmt.Errorf("no go.mod above the working directory")
		}
	}
	return "", err
}

var seed struct {
	once sync.Once
	path string
	code []byte
	err  error
}

// Seed returns the seed code object built by SeedDir's build.sh with Clang:
// its path (shared: do not modify) and a copy of its bytes. It is built once
// per process and cached under os.TempDir() by a hash of the sources and the
// compiler version, so that test binaries (run in parallel by go test) and
// later runs reuse it; the file appears by rename, never half-written.
func Seed(t testing.TB) (path string, code []byte) {
	t.Helper()
	dir, clang := SeedDir(t), Clang(t)
	seed.once.Do(func() { seed.path, seed.code, seed.err = buildSeed(dir, clang) })
	if seed.err != nil {
		t.Fatal(seed.err)
	}
	return seed.path, bytes.Clone(seed.code)
}

func buildSeed(dir, clang string) (string, []byte, error) {
	version, err := clangVersion(clang)
	if err != nil {
		return "", nil, err
	}
	h := sha256.New()
	srcs, _ := filepath.Glob(filepath.Join(dir, "*.hip"))
	for _, f := range append([]string{"build.sh", "prelude.h"}, srcs...) {
		b, err := os.ReadFile(filepath.Join(dir, filepath.Base(f)))
		if err != nil {
			return "", nil, err
		}
		fmt.Fprintf(h, "%s %d\n%s", filepath.Base(f), len(b), b)
	}
	fmt.Fprintf(h, "%s\n", version)
	path := filepath.Join(os.TempDir(), fmt.Sprintf("mlagen-seed-%x.hsaco", h.Sum(nil)[:12]))
	if b, err := os.ReadFile(path); err == nil && bytes.HasPrefix(b, []byte("\x7fELF")) {
		return path, b, nil
	}
	tmp, err := os.MkdirTemp(os.TempDir(), "mlagen-seed-")
	if err != nil {
		return "", nil, err
	}
	defer os.RemoveAll(tmp)
	out := filepath.Join(tmp, "seed.hsaco")
	cmd := exec.Command("bash", filepath.Join(dir, "build.sh"), out)
	cmd.Env = append(os.Environ(), "CLANG="+clang)
	if b, err := cmd.CombinedOutput(); err != nil {
		return "", nil, fmt.Errorf("building the seed kernel: %s: %v\n%s", cmd, err, b)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		return "", nil, err
	}
	if err := os.Rename(out, path); err != nil {
		return "", nil, err
	}
	return path, b, nil
}

// AITER's code objects in ../shared/anchors/aiter, with the sha256 its
// README lists: the 16-head fixed-splits kernel, its persistent variant and
// the four row-folded kernels.
const (
	AITERFile   = "mla_a8w8_qh16_qseqlen1_gqaratio16.co"
	AITERPSFile = "mla_a8w8_qh16_qseqlen1_gqaratio16_ps.co"
)

var aiterSHA256 = map[string]string{
	AITERFile:   "6a56860188249bd4d70ab339dcc18dfa18c4ee21b00c1759f0eb7c29b6f061ea",
	AITERPSFile: "00e2bdfab1dad1767478f85b37aa27520179ecd1d7671b32548ae28b20d18287",
	// the row-folded anchors (../shared/anchors/aiter/README.md)
	"mla_a8w8_qh16_qseqlen2_gqaratio16.co":    "460a7773ae8a5f396d4ef1d812c2372db948fda5af6eda8f8e3514fa72bb688f",
	"mla_a8w8_qh64_qseqlen4_gqaratio16.co":    "3a83eef6118283b04a11dc8f10ac83481655cffd9a3fab30b86a70d034693594",
	"mla_a8w8_qh128_m32x4_n16x2_msk1.co":      "21c129bd43e7000535bc065e90fab5e21d97679eba8767b5d630931213471f6a",
	"mla_a8w8_qh32_qseqlen1_gqaratio32_ps.co": "c44c69b91ed0cb6601a8da54f57b9b054b7bc3b8dcfa2470b35409814195f880",
}

// AITER returns the path and bytes of AMD AITER's fixed-splits asm MLA
// decode kernel: AITERCodeObject(t, AITERFile).
func AITER(t testing.TB) (path string, code []byte) {
	t.Helper()
	return AITERCodeObject(t, AITERFile)
}

// AITERCodeObject returns the path and bytes of one of AITER's code objects
// (../shared/anchors/aiter beside the module root), skipping the test if
// that folder is absent and failing it if the file is not the one the
// README describes.
func AITERCodeObject(t testing.TB, file string) (path string, code []byte) {
	t.Helper()
	path = filepath.Join(AITERDir(t), file)
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if h := fmt.Sprintf("%x", sha256.Sum256(b)); h != aiterSHA256[file] {
		t.Fatalf("%s: sha256 %s, the README lists %s", path, h, aiterSHA256[file])
	}
	return path, b
}

// AITERDir returns ../shared/anchors/aiter beside the module root, skipping
// the test if that folder is absent. Tests find it from the module root, not
// from their own folder, so a package that moves still finds it.
func AITERDir(t testing.TB) string {
	t.Helper()
	root, err := moduleRoot()
	if err != nil {
		t.Skipf("AITER's code objects: no module root: %v", err)
	}
	dir := filepath.Join(filepath.Dir(root), "shared", "anchors", "aiter")
	if _, err := os.Stat(dir); err != nil {
		t.Skipf("AMD AITER's reference kernels are not beside this checkout: %v", err)
	}
	return dir
}

// Snapshot records every entry under dir (hidden ones too) by its mode and,
// for regular files, its bytes: two snapshots are equal when a run left the
// folder exactly as it was.
func Snapshot(t testing.TB, dir string) map[string]string {
	t.Helper()
	snap := map[string]string{}
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, path)
		v := info.Mode().String()
		if info.Mode().IsRegular() {
			b, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			v += " " + string(b)
		}
		snap[rel] = v
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return snap
}
