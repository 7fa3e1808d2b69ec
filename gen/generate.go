// Package gen is mlagen's generator: it expands the templates for the configs
// of package mla, compiles them (compile.go, with the compile cache of
// cache.go), reads each code object's resources (report.go) and emits the Go
// registry, the C header and the manifest (emit_go.go, emit_c.go, output.go).
package gen

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"runtime"
	"sort"
	"sync/atomic"
	"time"

	"github.com/mlagen/mlagen/gen/codeobj"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/registry"
	"github.com/mlagen/mlagen/templates"
)

// Options says what Generate builds.
type Options struct {
	// Configs to build; duplicates are dropped and the rest sorted by name.
	Configs []mla.Config
	// Shapes recorded in the registry's and header's shape tables, each with
	// Select's config with dimensions Dims (which must be among Configs).
	Shapes []mla.Shape
	// Dims are the shapes' kernels' optional dimensions (zero: plain).
	Dims mla.Dims
	// Command is the mlagen command line recorded in every header, e.g.
	// "mlagen --shape all".
	Command string
	// Package is the Go registry's package name ("": registry.DefaultPackage).
	Package string
	// Compiler compiles the kernels; nil means sources only (--no-compile).
	Compiler *Compiler
	// Jobs bounds parallel compiles (0: one per CPU).
	Jobs int
	// Progress, if set, is called after each kernel compiles.
	Progress func(done, total int)
}

// Kernel is one generated config.
type Kernel struct {
	Config      mla.Config
	Source      []byte
	CodeObject  []byte         // nil without a compiler
	Decode      mla.Resources  // zero without a compiler
	Reduce      *mla.Resources // nil with one split or without a compiler
	CompileTime time.Duration
	Cached      bool // the code object came from the compile cache
}

// ShapeEntry maps a shape to its kernel.
type ShapeEntry struct {
	Shape  mla.Shape
	Config mla.Config
}

// Result is everything Generate produced; Files holds the output files by name.
type Result struct {
	Kernels  []*Kernel
	Shapes   []ShapeEntry
	Compiler *Compiler
	Package  string // the Go registry's package name ("": registry.DefaultPackage)
	Files    map[string][]byte
	WallTime time.Duration
}

// Generate expands, compiles and checks every config, then renders the
// output files. It writes nothing: see WriteDir.
func Generate(ctx context.Context, o Options) (*Result, error) {
	start := time.Now()
	if err := mla.CheckCommand(o.Command); err != nil {
		return nil, err
	}
	cfgs, err := uniqueConfigs(o.Configs)
	if err != nil {
		return nil, err
	}
	res := &Result{Compiler: o.Compiler, Package: o.Package}
	byName := map[string]*Kernel{}
	for _, c := range cfgs {
		src, err := ExpandHIP(c, o.Command)
		if err != nil {
			return nil, err
		}
		k := &Kernel{Config: c, Source: src}
		res.Kernels = append(res.Kernels, k)
		byName[c.Name()] = k
	}
	for _, s := range o.Shapes {
		c := mla.SelectWith(s, o.Dims)
		if byName[c.Name()] == nil {
			return nil, fmt.Errorf("shape %s selects %s, which is not among the configs to build", s, c.Name())
		}
		res.Shapes = append(res.Shapes, ShapeEntry{s, c})
	}
	if o.Compiler != nil {
		jobs := o.Jobs
		if jobs <= 0 {
			jobs = runtime.NumCPU()
		}
		var done atomic.Int64
		err := parallel(ctx, len(res.Kernels), jobs, func(ctx context.Context, i int) error {
			return compileKernel(ctx, o.Compiler, res.Kernels[i])
		}, func() {
			if o.Progress != nil {
				o.Progress(int(done.Add(1)), len(res.Kernels))
			}
		})
		if err != nil {
			return nil, err
		}
		// Never render from incomplete kernels: a registry or manifest
		// naming a code object that is not there is worse than no output.
		for _, k := range res.Kernels {
			if k.CodeObject == nil {
				return nil, fmt.Errorf("internal error: %s was not compiled", k.Config.Name())
			}
		}
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if res.Files, err = render(res, o.Command); err != nil {
		return nil, err
	}
	res.WallTime = time.Since(start)
	return res, nil
}

func uniqueConfigs(in []mla.Config) ([]mla.Config, error) {
	seen := map[mla.Config]bool{}
	var out []mla.Config
	for _, c := range in {
		if err := c.Validate(); err != nil {
			return nil, fmt.Errorf("config %s: %w", c.Name(), err)
		}
		if !seen[c] {
			seen[c] = true
			out = append(out, c)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no configs to generate")
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name() < out[j].Name() })
	return out, nil
}

// OnDemandCommand is the command recorded in the source of a config compiled
// on demand rather than generated into a folder (verify, model, bench and
// tune compile what generated/ lacks, and the tests compile what they
// check): one command line for all, so that they share compile cache entries
// (the cache key holds the source, its header line included).
const OnDemandCommand = "mlagen (compiled on demand)"

// Build expands and compiles one config, checking its resources.
func Build(ctx context.Context, cc *Compiler, c mla.Config, command string) (*Kernel, error) {
	if err := mla.CheckCommand(command); err != nil {
		return nil, err
	}
	src, err := ExpandHIP(c, command)
	if err != nil {
		return nil, err
	}
	k := &Kernel{Config: c, Source: src}
	if err := compileKernel(ctx, cc, k); err != nil {
		return nil, err
	}
	return k, nil
}

func compileKernel(ctx context.Context, cc *Compiler, k *Kernel) error {
	t := time.Now()
	obj, cached, err := cc.compile(ctx, k.Config.Name(), k.Source, func(obj []byte) error { return CheckCodeObject(k.Config, obj) })
	if err != nil {
		return err
	}
	k.CompileTime, k.Cached = time.Since(t), cached
	co, err := codeobj.Parse(obj)
	if err != nil {
		return fmt.Errorf("%s: reading its code object: %w", k.Config.Name(), err)
	}
	dk, err := co.Kernel(k.Config.Name())
	if err != nil {
		return err
	}
	k.Decode = mla.ResourcesOf(dk, k.Config.DecodeBlock().X)
	if err := k.Decode.Check(); err != nil {
		return err
	}
	if name := k.Config.ReduceName(); name != "" {
		rk, err := co.Kernel(name)
		if err != nil {
			return err
		}
		r := mla.ResourcesOf(rk, mla.ReduceBlockSize)
		if err := r.Check(); err != nil {
			return err
		}
		k.Reduce = &r
	}
	k.CodeObject = obj
	return nil
}

// CheckCodeObject says whether obj is a code object of config c: it parses
// and holds c's decode kernel and, with more than one split, its reduce
// kernel.
func CheckCodeObject(c mla.Config, obj []byte) error {
	names := []string{c.Name()}
	if r := c.ReduceName(); r != "" {
		names = append(names, r)
	}
	return hasKernels(names...)(obj)
}

// CheckRegistryTemplates says whether the kernels of r were expanded from
// the templates this program embeds (TemplatesHash); if not (generated/ not
// regenerated after a template changed, or this program built before it
// was), the error says so.
func CheckRegistryTemplates(r *registry.Registry) error {
	if h := TemplatesHash(); r.TemplatesSHA256 != h {
		was := r.TemplatesSHA256
		if was == "" {
			was = "unrecorded"
		}
		return fmt.Errorf("the kernels of package %s were generated from other templates (sha256 %.12s) than this program's (%.12s): regenerate them (make), then rebuild", r.Package, was, h)
	}
	return nil
}

// TemplatesHash identifies the template set (sha256 over names and contents).
func TemplatesHash() string {
	h := sha256.New()
	names, _ := fs.Glob(templates.FS, "*.tmpl")
	sort.Strings(names)
	for _, n := range names {
		b, _ := fs.ReadFile(templates.FS, n)
		fmt.Fprintf(h, "%s %d\n", n, len(b))
		h.Write(b)
	}
	return hex.EncodeToString(h.Sum(nil))
}

func sha(b []byte) string {
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:])
}
