package gen

import (
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
	"sync/atomic"
	"time"

	"github.com/mlagen/mlagen/gen/codeobj"
)

// Compiler is a HIP device compiler that can target gfx950: ROCm's hipcc, or a
// clang >= 20 with the AMDGPU target (Debian: clang-22, lld-22).
type Compiler struct {
	Path    string // as run
	Kind    string // "hipcc" or "clang"
	Version string // first line of --version, recorded in the manifest
	// Timeout bounds each compiler run (0: DefaultCompileTimeout).
	Timeout time.Duration
	// Cache, if set, keeps code objects across runs (see OpenCache).
	Cache *Cache
}

// minClangMajor: gfx950 and v_mfma_f32_16x16x128_f8f6f4 arrived in LLVM 20.
const minClangMajor = 20

// InstallHint says how to get a compiler on a fresh machine.
const InstallHint = "install one: on Debian/Ubuntu `apt-get install clang-22 lld-22 llvm-22`; or ROCm 6.4+ (hipcc); or pass --compiler PATH"

// FindCompiler picks the compiler: override (--compiler) if set, else hipcc
// (HIPCC, ROCM_PATH/bin, PATH, /opt/rocm/bin), else clang++-22/21/20 or
// clang++ on PATH. Each candidate must compile a small gfx950 kernel.
func FindCompiler(override string) (*Compiler, error) {
	return FindCompilerContext(context.Background(), override)
}

// FindCompilerContext is FindCompiler, stopping early when ctx is done.
func FindCompilerContext(ctx context.Context, override string) (*Compiler, error) {
	return findCompiler(ctx, override, 0)
}

func findCompiler(ctx context.Context, override string, timeout time.Duration) (*Compiler, error) {
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
		comp, err := probe(ctx, path, timeout)
		if err == nil {
			return comp, nil
		}
		if ctx.Err() != nil {
			return nil, ctx.Err()
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

// probeTimeout bounds each probe step when no timeout is given: --version
// and a one-line kernel take well under a second.
const probeTimeout = time.Minute

// FindCompilerTimeout is FindCompilerContext with each compiler run, the
// probe's two steps (--version, a one-line gfx950 kernel) included, bounded
// by timeout (--compile-timeout; 0: a minute for each probe step and
// DefaultCompileTimeout for each compile). The compiler it returns has
// Timeout set to timeout.
func FindCompilerTimeout(ctx context.Context, override string, timeout time.Duration) (*Compiler, error) {
	cc, err := findCompiler(ctx, override, timeout)
	if err != nil {
		return nil, err
	}
	cc.Timeout = timeout
	return cc, nil
}

func probe(ctx context.Context, path string, timeout time.Duration) (*Compiler, error) {
	if timeout <= 0 {
		timeout = probeTimeout
	}
	dir, err := os.MkdirTemp("", "mlagen-cc-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	text, err := runTool(ctx, timeout, dir, path, "--version")
	if err != nil {
		var te *timeoutError
		if errors.As(err, &te) {
			te.step = "the version probe (" + filepath.Base(path) + " --version)"
			return nil, err
		}
		return nil, fmt.Errorf("--version failed: %w", err)
	}
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
	probeCC := Compiler{Path: path, Timeout: timeout} // never cached: this checks the compiler works
	if _, err := probeCC.run(ctx, "mla_probe", []byte(probeSource), "the gfx950 probe compile (a one-line kernel)"); err != nil {
		return nil, fmt.Errorf("cannot compile for gfx950: %v", firstLine(err.Error()))
	}
	return c, nil
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	return strings.TrimSpace(s)
}

// DefaultCompileTimeout bounds one compiler run (--compile-timeout). A kernel
// takes under a second of CPU to compile; five minutes leaves room for a
// heavily loaded machine and still ends a hung compiler.
const DefaultCompileTimeout = 5 * time.Minute

// waitDelay is how long a compiler's process group has to exit once it has
// been killed (or, for its children, once it exited) before Wait gives up.
const waitDelay = 5 * time.Second

// Compile compiles one HIP source to a gfx950 code object. name becomes the
// file name and the compilation-unit id (-cuid), so output is reproducible.
// With c.Cache set, a code object compiled before from the same source, flags
// and compiler is returned from the cache instead (cached reports which).
// The code object must parse and hold a kernel called name: output that
// does not is an error (and never cached).
func (c *Compiler) Compile(ctx context.Context, name string, src []byte) ([]byte, error) {
	obj, _, err := c.compile(ctx, name, src, hasKernels(name))
	return obj, err
}

// CompileKernels is Compile for a source whose kernels are not called name
// (a module of several): the code object must hold every one of kernels.
func (c *Compiler) CompileKernels(ctx context.Context, name string, src []byte, kernels ...string) ([]byte, error) {
	if len(kernels) == 0 {
		return nil, fmt.Errorf("compiling %s: no kernels to check for", name)
	}
	obj, _, err := c.compile(ctx, name, src, hasKernels(kernels...))
	return obj, err
}

// hasKernels checks that a code object parses and holds the kernels names.
func hasKernels(names ...string) func(obj []byte) error {
	return func(obj []byte) error {
		co, err := codeobj.Parse(obj)
		if err != nil {
			return err
		}
		for _, n := range names {
			if _, err := co.Kernel(n); err != nil {
				return err
			}
		}
		return nil
	}
}

// compile returns the code object of src, from the cache when it holds one
// that passes check, else compiled, checked and then cached.
func (c *Compiler) compile(ctx context.Context, name string, src []byte, check func(obj []byte) error) (obj []byte, cached bool, err error) {
	var key string
	if c.Cache != nil {
		key = c.cacheKey(name, src)
		obj, bad := c.Cache.get(key, check)
		if obj != nil {
			return obj, true, nil
		}
		if bad != "" {
			c.Cache.note(key, name, bad)
		}
	}
	if obj, err = c.run(ctx, name, src, ""); err != nil {
		return nil, false, err
	}
	if err := check(obj); err != nil {
		return nil, false, fmt.Errorf("compiling %s with %s: its output: %w", name, c.Path, err)
	}
	if c.Cache != nil {
		// A cache that cannot be written costs speed, never correctness.
		_ = c.Cache.put(key, obj)
	}
	return obj, false, nil
}

// run compiles in a fresh temporary folder, removed on every return. The
// compiler runs in its own process group, killed as a whole on cancellation,
// on timeout and after the compiler exits (so a wrapper's leftover child
// cannot outlive it); its output goes to a file, so a child that keeps the
// descriptor open cannot block Wait.
// step, if set, names the run in a timeout's message.
func (c *Compiler) run(ctx context.Context, name string, src []byte, step string) ([]byte, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
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
	log, err := runTool(ctx, c.timeout(), dir, c.Path, args...)
	if err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		var te *timeoutError
		if errors.As(err, &te) {
			te.step = step
			return nil, fmt.Errorf("compiling %s with %s: %w", name, c.Path, err)
		}
		return nil, fmt.Errorf("compiling %s with %s: %v\n%s", name, c.Path, err, clip(log, 40))
	}
	return codeobj.ReadFile(out)
}

func (c *Compiler) timeout() time.Duration {
	if c.Timeout > 0 {
		return c.Timeout
	}
	return DefaultCompileTimeout
}

// timeoutError is a tool run that did not finish in time; step, if set,
// names it.
type timeoutError struct {
	after time.Duration
	step  string
}

func (e *timeoutError) Error() string {
	what := ""
	if e.step != "" {
		what = e.step + ": "
	}
	return fmt.Sprintf("%sno result after %s, killed (a hung compiler? raise --compile-timeout if it is only slow)", what, e.after)
}

// runTool runs path with args in its own process group, with stdout and
// stderr to a file in dir, and returns that output. The group is killed when
// ctx is done, when timeout passes, and after path exits.
func runTool(ctx context.Context, timeout time.Duration, dir, path string, args ...string) (string, error) {
	tctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	logf, err := os.CreateTemp(dir, "log-*")
	if err != nil {
		return "", err
	}
	defer logf.Close()
	cmd := exec.CommandContext(tctx, path, args...)
	cmd.Stdout, cmd.Stderr = logf, logf
	cmd.WaitDelay = waitDelay
	ownProcessGroup(cmd)
	err = cmd.Run()
	if cmd.Process != nil {
		killProcessGroup(cmd.Process.Pid)
	}
	log := boundedLog(logf)
	if err != nil && ctx.Err() == nil && errors.Is(tctx.Err(), context.DeadlineExceeded) {
		return log, &timeoutError{after: timeout}
	}
	return log, err
}

// logView bounds what is kept of a tool's output: its first and its last
// logView bytes (a compiler can print without limit; the first error and the
// summary at the end are what tell).
const logView = 16 << 10

// boundedLog returns the output in f: whole when it is short, else its
// first and last logView bytes around a line saying how much was left out.
func boundedLog(f *os.File) string {
	fi, err := f.Stat()
	if err != nil {
		return ""
	}
	if fi.Size() <= 2*logView {
		b := make([]byte, fi.Size())
		n, _ := f.ReadAt(b, 0)
		return string(b[:n])
	}
	head, tail := make([]byte, logView), make([]byte, logView)
	n, _ := f.ReadAt(head, 0)
	m, _ := f.ReadAt(tail, fi.Size()-logView)
	return fmt.Sprintf("%s\n... (%d bytes of output left out)\n%s", head[:n], fi.Size()-int64(n+m), tail[:m])
}

// clip keeps the first n lines of compiler output and its last few, each
// line at most 1 KiB.
func clip(s string, n int) string {
	const last, width = 5, 1 << 10
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n+last {
		lines = append(append(lines[:n:n], fmt.Sprintf("... (%d more lines)", len(lines)-n-last)), lines[len(lines)-last:]...)
	}
	for i, l := range lines {
		if len(l) > width {
			lines[i] = l[:width] + fmt.Sprintf("... (%d more bytes)", len(l)-width)
		}
	}
	return strings.Join(lines, "\n")
}

// parallel runs f(i) for i in [0, n) on up to jobs goroutines; the first
// error cancels the rest and is returned. done is called after each success.
// It returns nil only when all n calls ran and succeeded: if ctx is done
// before that, it returns ctx's error (an interrupt is never a success).
func parallel(ctx context.Context, n, jobs int, f func(ctx context.Context, i int) error, done func()) error {
	inner, cancel := context.WithCancel(ctx)
	defer cancel()
	next := make(chan int)
	var (
		wg    sync.WaitGroup
		once  sync.Once
		first error
		ok    atomic.Int64
	)
	for w := 0; w < max(1, jobs); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				if inner.Err() != nil {
					continue // cancelled: start nothing new
				}
				if err := f(inner, i); err != nil {
					once.Do(func() { first = err; cancel() })
					continue
				}
				ok.Add(1)
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
		case <-inner.Done():
			break loop
		}
	}
	close(next)
	wg.Wait()
	if int(ok.Load()) == n {
		return nil
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	if first != nil {
		return first
	}
	return fmt.Errorf("internal error: %d of %d jobs ran", ok.Load(), n)
}
