package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/mlagen/mlagen/gen"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/registry"
)

//go:generate go run . --shape all --out ../../generated

const generateUsage = `usage: mlagen [--shape all|BxL[,BxL...]] [--config NAME[,NAME...]] [--configs all]
              %DIMS% [--out DIR] [--package NAME] [--no-compile] [--check] [--compiler PATH] [--jobs N]
              [--compile-timeout D] [--cache-dir DIR] [--no-cache]

Generates one fully unrolled gfx950 HIP kernel per selected config, compiles
each to a code object, and writes them with a Go registry (zregistry.go), a C
header (mla_kernels.h) and manifest.json to DIR. Prints a resource table.
With no selection, --shape all: the 8 benchmark shapes. The dimension flags
(docs/dimensions.md) make the --shape and --configs all kernels variants
(e.g. mla_decode_s8_p2_t32_lse); a --config name carries its own.

Code objects are cached by source, flags and compiler under the cache folder
(--cache-dir, else $MLAGEN_CACHE, else the user cache folder + /mlagen), so an
unchanged kernel is not compiled twice; ` + "`mlagen cache clean`" + ` empties it.

Commands (each takes -h):
%COMMANDS%`

// maxJobs bounds --jobs: a compiler run peaks at about 125 MB (measured on
// the largest configs with clang 22), so 256 of them already need 32 GB, more
// than most build machines have; past that a bigger number only thrashes.
const maxJobs = 256

func generateCmd(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("mlagen", generateUsage, stderr)
	shapes := fs.String("shape", "", `shapes to generate for: "all" (the 8 benchmark shapes) or BxL[,BxL...], e.g. 64x8192`)
	configs := fs.String("config", "", "configs to generate by name, e.g. mla_decode_s8_p2_t32[,...]")
	allConfigs := fs.String("configs", "", `"all": every valid config (default --out build/configs)`)
	out := fs.String("out", "", "output folder (default generated, or build/configs with --configs all)")
	noCompile := fs.Bool("no-compile", false, "write the HIP sources only (removes nothing from the output folder)")
	check := fs.Bool("check", false, "write nothing; exit 1 if the output folder differs from what would be generated")
	compiler := addCompilerFlag(fs)
	jobs := fs.Int("jobs", 0, fmt.Sprintf("parallel compiles, 1..%d (default 0: one per CPU)", maxJobs))
	pkg := fs.String("package", registry.DefaultPackage, "Go package name of the registry (zregistry.go)")
	timeout := fs.Duration("compile-timeout", gen.DefaultCompileTimeout, "kill a compiler run that takes longer than this (e.g. 90s, 10m)")
	cacheDir := fs.String("cache-dir", "", "compile cache folder (default $"+gen.CacheEnv+", else the user cache folder + /mlagen)")
	noCache := fs.Bool("no-cache", false, "compile everything; neither read nor write the compile cache")
	dimf := addDimFlags(fs)
	usageErr := usageError(stderr, "mlagen")
	if code, ok := parseArgs(fs, args, usageErr); !ok {
		return code
	}
	dims, dimsGiven, err := dimf.dims()
	if err != nil {
		return usageErr("%v", err)
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	var shapeList []mla.Shape
	if set["shape"] {
		var err error
		if shapeList, err = parseShapeFlag(*shapes); err != nil {
			return usageErr("%v", err)
		}
	}
	sel, err := parseSelection(shapeList, *shapes, *configs, *allConfigs, dims, dimsGiven)
	if err != nil {
		return usageErr("%v", err)
	}
	if *jobs < 0 || *jobs > maxJobs {
		return usageErr("--jobs %d: want 1..%d parallel compiles, or 0 for one per CPU", *jobs, maxJobs)
	}
	if *timeout <= 0 {
		return usageErr("--compile-timeout %s: want a positive duration, e.g. 5m", *timeout)
	}
	if err := gen.CheckPackageName(*pkg); err != nil {
		fmt.Fprintf(stderr, "mlagen: --package: %v\n", err)
		return 2
	}
	if *pkg != registry.DefaultPackage {
		sel.command += " --package " + *pkg
	}
	if *out == "" {
		*out = "generated"
		if *allConfigs != "" {
			*out = "build/configs"
		}
	}
	if *check && *noCompile {
		return usageErr("--check compares compiled outputs; it cannot be combined with --no-compile")
	}
	if *noCache && set["cache-dir"] {
		return usageErr("--no-cache and --cache-dir contradict each other")
	}
	if !*check && !*noCompile {
		// Fail before compiling, not after, when the folder is not ours to write.
		if err := gen.CheckDir(*out, true); err != nil {
			fmt.Fprintf(stderr, "mlagen: %v\n", err)
			return 1
		}
	}

	ctx, signalCode, stop := interruptible()
	defer stop()
	fail := func(err error) int {
		if ctx.Err() != nil {
			fmt.Fprintf(stderr, "mlagen: interrupted; %s is left as it was\n", *out)
			return signalCode()
		}
		fmt.Fprintf(stderr, "mlagen: %v\n", err)
		return 1
	}
	opts := gen.Options{Configs: sel.configs, Shapes: sel.shapes, Dims: dims, Command: sel.command, Package: *pkg, Jobs: *jobs}
	if !*noCompile {
		cc, err := gen.FindCompilerTimeout(ctx, *compiler, *timeout)
		if err != nil {
			return fail(err)
		}
		if !*noCache {
			if cc.Cache, err = openCache(*cacheDir, stderr); err != nil {
				return fail(err)
			}
		}
		opts.Compiler = cc
		bar := newProgress(stderr, len(sel.configs), "compiling")
		defer bar.finish()
		opts.Progress = bar.set
	}
	res, err := gen.Generate(ctx, opts)
	if err == nil {
		err = ctx.Err() // interrupted after the last compile: still write nothing
	}
	if err != nil {
		return fail(err)
	}
	if *check {
		diffs, err := gen.DiffDir(*out, res.Files)
		if err != nil {
			return fail(err)
		}
		if len(diffs) > 0 {
			fmt.Fprintf(stderr, "mlagen: %s is stale (%d files); regenerate with `go generate ./...` or `%s --out %s`:\n  %s\n",
				*out, len(diffs), sel.command, *out, strings.Join(diffs, "\n  "))
			if was := gen.ManifestCompiler(*out); was != "" && was != res.Compiler.Version {
				fmt.Fprintf(stderr, "mlagen: note: %s was compiled by %q, this machine has %q; code objects differ between compiler versions\n",
					*out, was, res.Compiler.Version)
			}
			return 1
		}
		fmt.Fprintf(stdout, "%s is up to date (%d files)\n", *out, len(res.Files))
		return 0
	}
	// From here on a signal no longer stops the run: WriteDir is all or
	// nothing, and finishing it is quicker than undoing it.
	written, removed, err := gen.WriteDir(*out, res.Files)
	if err != nil {
		fmt.Fprintf(stderr, "mlagen: %v\n", err)
		return 1
	}
	if err := gen.WriteTable(stdout, res); err != nil {
		return 1
	}
	what := "compiled"
	if opts.Compiler == nil {
		what = "generated (not compiled)"
	} else {
		fmt.Fprintf(stdout, "compiler: %s (%s)\n", res.Compiler.Version, res.Compiler.Path)
	}
	fmt.Fprintf(stdout, "%s %s in %s", plural(len(res.Kernels), "kernel"), what, res.WallTime.Round(1e6))
	if n := cachedCount(res); n > 0 {
		fmt.Fprintf(stdout, " (%d from the cache)", n)
	}
	fmt.Fprintf(stdout, "; %s: %d files written, %d unchanged", *out, len(written), len(res.Files)-len(written))
	if len(removed) > 0 {
		fmt.Fprintf(stdout, ", %d removed (outputs this selection no longer produces: %s)", len(removed), strings.Join(removed, " "))
	}
	fmt.Fprintln(stdout)
	return 0
}

func cachedCount(res *gen.Result) int {
	n := 0
	for _, k := range res.Kernels {
		if k.Cached {
			n++
		}
	}
	return n
}

// openCache opens the compile cache: dir if --cache-dir gave it, else
// $MLAGEN_CACHE, else the user cache folder + /mlagen. A folder given by
// --cache-dir must work (an error); when the environment's or the default
// one cannot be had, every command goes on without a cache and says so on
// stderr.
func openCache(dir string, stderr io.Writer) (*gen.Cache, error) {
	if dir != "" {
		c, err := gen.OpenCache(dir)
		if c != nil {
			c.Notes = stderr
		}
		return c, err
	}
	dir, err := gen.DefaultCacheDir()
	var c *gen.Cache
	if err == nil {
		c, err = gen.OpenCache(dir)
	}
	if err != nil {
		fmt.Fprintf(stderr, "mlagen: warning: compiling without a cache: %v\n", err)
		return nil, nil
	}
	c.Notes = stderr
	return c, nil
}

type selection struct {
	configs []mla.Config
	shapes  []mla.Shape
	command string // the normalized command recorded in headers
}

// parseSelection turns the selection flags into configs and shapes; shapes
// is what --shape parsed from shapeText (nil: not given). No selection at all
// means --shape all. The shapes' and --configs all's kernels have dimensions
// d; dimsGiven says a dimension flag was on the command line.
func parseSelection(shapes []mla.Shape, shapeText, configs, allConfigs string, d mla.Dims, dimsGiven bool) (selection, error) {
	var s selection
	if dimsGiven && configs != "" && shapes == nil && allConfigs == "" {
		return s, fmt.Errorf("the dimension flags (%s) apply to --shape and --configs all; a --config name carries its dimensions as suffixes (e.g. mla_decode_s8_p2_t32_lse)", dimFlagNames())
	}
	if err := checkDims(d); err != nil {
		return s, err
	}
	cmd := []string{"mlagen"}
	if shapes == nil && configs == "" && allConfigs == "" {
		shapes, shapeText = append([]mla.Shape(nil), mla.BenchmarkShapes...), "all"
	}
	if allConfigs != "" {
		if allConfigs != "all" {
			return s, fmt.Errorf(`--configs takes "all" (for chosen configs use --config NAME,...)`)
		}
		if shapes != nil || configs != "" {
			return s, fmt.Errorf("--configs all selects every config; it excludes --shape and --config")
		}
		s.configs = mla.AllConfigsWith(d)
		cmd = append(cmd, "--configs all")
	}
	if shapes != nil {
		s.shapes = shapes
		for _, x := range shapes {
			c := mla.SelectWith(x, d)
			if err := c.Validate(); err != nil {
				return s, fmt.Errorf("shape %s selects %s: %w", x, c.Name(), err)
			}
			s.configs = append(s.configs, c)
		}
		cmd = append(cmd, "--shape "+shapeText)
	}
	if configs != "" {
		for _, n := range strings.Split(configs, ",") {
			c, err := mla.ParseName(strings.TrimSpace(n))
			if err != nil {
				return s, err
			}
			s.configs = append(s.configs, c)
		}
		cmd = append(cmd, "--config "+configs)
	}
	s.command = strings.Join(cmd, " ") + d.Flags()
	return s, nil
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
