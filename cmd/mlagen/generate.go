package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"

	"github.com/mlagen/mlagen/gen"
)

//go:generate go run . --shape all --out ../../generated

const generateUsage = `usage: mlagen [--shape all|BxL[,BxL...]] [--config NAME[,NAME...]] [--configs all]
              [--out DIR] [--no-compile] [--check] [--compiler PATH] [--jobs N]

Generates one fully unrolled gfx950 HIP kernel per selected config, compiles
each to a code object, and writes them with a Go registry (zregistry.go), a C
header (mla_kernels.h) and manifest.json to DIR. Prints a resource table.
With no selection, --shape all: the 8 benchmark shapes.

Other commands (each takes -h):
  mlagen verify   run kernels on the emulator or a device against CPU references
  mlagen bench    time kernels on an MI355X (a binary built with -tags rocm)
  mlagen model    estimate kernel times with the gfx950 timing model (modeled, not measured)
`

func generateCmd(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("mlagen", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, generateUsage); fs.PrintDefaults() }
	shapes := fs.String("shape", "", `shapes to generate for: "all" (the 8 benchmark shapes) or BxL[,BxL...], e.g. 64x8192`)
	configs := fs.String("config", "", "configs to generate by name, e.g. mla_decode_s8_p2_t32[,...]")
	allConfigs := fs.String("configs", "", `"all": every valid config (default --out build/configs)`)
	out := fs.String("out", "", "output folder (default generated, or build/configs with --configs all)")
	noCompile := fs.Bool("no-compile", false, "write the HIP sources only")
	check := fs.Bool("check", false, "write nothing; exit 1 if the output folder differs from what would be generated")
	compiler := fs.String("compiler", "", "compiler to use (default: hipcc if present, else clang++-22/21/20)")
	jobs := fs.Int("jobs", 0, "parallel compiles (default: one per CPU)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "mlagen: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	sel, err := parseSelection(*shapes, *configs, *allConfigs)
	if err != nil {
		fmt.Fprintf(stderr, "mlagen: %v\n", err)
		return 2
	}
	if *out == "" {
		*out = "generated"
		if *allConfigs != "" {
			*out = "build/configs"
		}
	}
	if *check && *noCompile {
		fmt.Fprintln(stderr, "mlagen: --check compares compiled outputs; it cannot be combined with --no-compile")
		return 2
	}

	opts := gen.Options{Configs: sel.configs, Shapes: sel.shapes, Command: sel.command, Jobs: *jobs}
	if !*noCompile {
		cc, err := gen.FindCompiler(*compiler)
		if err != nil {
			fmt.Fprintf(stderr, "mlagen: %v\n", err)
			return 1
		}
		opts.Compiler = cc
		bar := newProgress(stderr, len(sel.configs), "compiling")
		defer bar.finish()
		opts.Progress = bar.set
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	res, err := gen.Generate(ctx, opts)
	if err != nil {
		fmt.Fprintf(stderr, "mlagen: %v\n", err)
		return 1
	}
	if *check {
		diffs, err := gen.DiffDir(*out, res.Files)
		if err != nil {
			fmt.Fprintf(stderr, "mlagen: %v\n", err)
			return 1
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
	fmt.Fprintf(stdout, "%s %s in %s; %s: %d files written, %d unchanged",
		plural(len(res.Kernels), "kernel"), what, res.WallTime.Round(1e6), *out, len(written), len(res.Files)-len(written))
	if len(removed) > 0 {
		fmt.Fprintf(stdout, ", %d removed (outputs this selection no longer produces: %s)", len(removed), strings.Join(removed, " "))
	}
	fmt.Fprintln(stdout)
	return 0
}

type selection struct {
	configs []gen.Config
	shapes  []gen.Shape
	command string // the normalized command recorded in headers
}

func parseSelection(shapes, configs, allConfigs string) (selection, error) {
	var s selection
	cmd := []string{"mlagen"}
	if shapes == "" && configs == "" && allConfigs == "" {
		shapes = "all"
	}
	if allConfigs != "" {
		if allConfigs != "all" {
			return s, fmt.Errorf(`--configs takes "all" (for chosen configs use --config NAME,...)`)
		}
		s.configs = gen.AllConfigs()
		cmd = append(cmd, "--configs all")
	}
	if shapes != "" {
		sh, err := gen.ParseShapes(shapes)
		if err != nil {
			return s, err
		}
		s.shapes = sh
		for _, x := range sh {
			s.configs = append(s.configs, gen.Select(x))
		}
		cmd = append(cmd, "--shape "+shapes)
	}
	if configs != "" {
		for _, n := range strings.Split(configs, ",") {
			c, err := gen.ParseName(strings.TrimSpace(n))
			if err != nil {
				return s, err
			}
			s.configs = append(s.configs, c)
		}
		cmd = append(cmd, "--config "+configs)
	}
	s.command = strings.Join(cmd, " ")
	return s, nil
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
