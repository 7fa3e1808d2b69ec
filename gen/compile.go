package gen

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
)

// Compiler is a HIP device compiler that can target gfx950: ROCm's hipcc, or a
// clang >= 20 with the AMDGPU target (Debian: clang-22, lld-22).
type Compiler struct {
	Path    string // as run
	Kind    string // "hipcc" or "clang"
	Version string // first line of --version, recorded in the manifest
}

// minClangMajor: gfx950 and v_mfma_f32_16x16x128_f8f6f4 arrived in LLVM 20.
const minClangMajor = 20

// InstallHint says how to get a compiler on a fresh machine.
const InstallHint = "install one: on Debian/Ubuntu `apt-get install clang-22 lld-22 llvm-22`; or ROCm 6.4+ (hipcc); or pass --compiler PATH"

// FindCompiler picks the compiler: override (--compiler) if set, else hipcc
// (HIPCC, ROCM_PATH/bin, PATH, /opt/rocm/bin), else clang++-22/21/20 or
// clang++ on PATH. Each candidate must compile a small gfx950 kernel.
func FindCompiler(override string) (*Compiler, error) {
	var cands []string
	if override != "" {
		cands = []string{override}
	} else {
		if v := os.Getenv("HIPCC"); v != "" {
			cands = append(cands, v)
		}
		if v := os.Getenv("ROCM_PATH"); v != "" {
			cands = append(cands, filepath.Join(v, "bin", "hipcc"))
		}
		cands = append(cands, "hipcc", "/opt/rocm/bin/hipcc",
			"clang++-22", "clang++-21", "clang++-20", "clang++", "/opt/rocm/llvm/bin/clang++")
	}
	var tried []string
	seen := map[string]bool{}
	for _, c := range cands {
		path, err := exec.LookPath(c)
		if err != nil {
			if override != "" {
				return nil, fmt.Errorf("compiler %q: not found or not executable", c)
			}
			continue
		}
		if seen[path] {
			continue
		}
		seen[path] = true
		comp, err := probe(path)
		if err == nil {
			return comp, nil
		}
		if override != "" {
			return nil, fmt.Errorf("compiler %s: %w", path, err)
		}
		tried = append(tried, fmt.Sprintf("%s (%v)", path, err))
	}
	msg := "no compiler for gfx950 found"
	if len(tried) > 0 {
		msg += "; tried " + strings.Join(tried, ", ")
	}
	return nil, errors.New(msg + "; " + InstallHint)
}

var clangVersionRE = regexp.MustCompile(`clang version (\d+)\.`)

const probeSource = `extern "C" __attribute__((global)) void mla_probe(float* p) {
  typedef float v4f __attribute__((ext_vector_type(4)));
  typedef int i32x8 __attribute__((ext_vector_type(8)));
  i32x8 a = {1, 2, 3, 4, 5, 6, 7, 8};
  v4f c = {0, 0, 0, 0};
  c = __builtin_amdgcn_mfma_scale_f32_16x16x128_f8f6f4(a, a, c, 0, 0, 0, 0, 0, 0);
  *p = c[0];
}
`

func probe(path string) (*Compiler, error) {
	out, err := exec.Command(path, "--version").CombinedOutput()
	if err != nil {
		return nil, fmt.Errorf("--version failed: %v", err)
	}
	text := string(out)
	c := &Compiler{Path: path, Kind: "clang", Version: firstLine(text)}
	if strings.Contains(filepath.Base(path), "hipcc") || strings.Contains(text, "HIP version") {
		c.Kind = "hipcc"
		// hipcc's first line is its HIP version; name the clang behind it too.
		for _, ln := range strings.Split(text, "\n") {
			if strings.Contains(ln, "clang version") {
				c.Version = strings.TrimSpace(firstLine(text) + "; " + ln)
				break
			}
		}
	} else {
		m := clangVersionRE.FindStringSubmatch(text)
		if m == nil {
			return nil, fmt.Errorf("not clang: %q", c.Version)
		}
		if major, _ := strconv.Atoi(m[1]); major < minClangMajor {
			return nil, fmt.Errorf("clang %s is too old: gfx950 needs clang >= %d", m[1], minClangMajor)
		}
	}
	if _, err := c.Compile(context.Background(), "mla_probe", []byte(probeSource)); err != nil {
		return nil, fmt.Errorf("cannot compile for gfx950: %v", firstLine(err.Error()))
	}
	return c, nil
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	return strings.TrimSpace(s)
}

// Compile compiles one HIP source to a gfx950 code object. name becomes the
// file name and the compilation-unit id (-cuid), so output is reproducible.
func (c *Compiler) Compile(ctx context.Context, name string, src []byte) ([]byte, error) {
	dir, err := os.MkdirTemp("", "mlagen-cc-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	in := filepath.Join(dir, name+".hip")
	out := filepath.Join(dir, name+".hsaco")
	if err := os.WriteFile(in, src, 0o644); err != nil {
		return nil, err
	}
	args := append(append([]string(nil), CompileFlags...), "-cuid="+name, in, "-o", out)
	cmd := exec.CommandContext(ctx, c.Path, args...)
	var stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stderr, &stderr
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, fmt.Errorf("compiling %s with %s: %v\n%s", name, c.Path, err, clip(stderr.String(), 40))
	}
	return os.ReadFile(out)
}

// clip keeps the first n lines of compiler output.
func clip(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = append(lines[:n], fmt.Sprintf("... (%d more lines)", len(lines)-n))
	}
	return strings.Join(lines, "\n")
}

// parallel runs f(i) for i in [0, n) on up to jobs goroutines; the first error
// cancels the rest and is returned. done is called after each success.
func parallel(ctx context.Context, n, jobs int, f func(ctx context.Context, i int) error, done func()) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	next := make(chan int)
	var (
		wg    sync.WaitGroup
		once  sync.Once
		first error
	)
	for w := 0; w < max(1, jobs); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				if err := f(ctx, i); err != nil {
					once.Do(func() { first = err; cancel() })
					continue
				}
				if done != nil {
					done()
				}
			}
		}()
	}
loop:
	for i := 0; i < n; i++ {
		select {
		case next <- i:
		case <-ctx.Done():
			break loop
		}
	}
	close(next)
	wg.Wait()
	return first
}
