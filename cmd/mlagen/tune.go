package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"runtime"
	"strings"
	"time"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/gen"
	"github.com/mlagen/mlagen/internal/atomicfile"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/perf"
	"github.com/mlagen/mlagen/tune"
)

const tuneUsage = `usage: mlagen tune [--shape all|BxL[,BxL...]] %DIMS%
                   [--backend model|hip] [--top N] [--exhaustive]
                   [--write] [--table FILE] [--json FILE] [--jobs N] [--compiler PATH]
                   [--cache-dir DIR] [--no-cache] [--params-file FILE] [--set NAME=VALUE,...]
       mlagen tune --plan-overhead [--config NAME[,NAME...]] [--backend model|hip]
                   [--write] [--table FILE] [--jobs N] [--compiler PATH]
                   [--cache-dir DIR] [--no-cache] [--params-file FILE] [--set NAME=VALUE,...]

Ranks kernel configs for each shape and prints the top N per shape with their
margins over the best, and the heuristic's pick with its rank. --backend model
(the default) ranks by the gfx950 timing model: every time it prints is
MODELED, not measured. --backend hip ranks by time measured on an MI355X as
mlagen bench measures it (a binary built with -tags rocm).

By default it searches (package tune's rule): every (tile, stages) pair, splits
on the ladder 1 2 3 4 6 8 12 16 24 32 48 64 and the largest that gives every
wave a tile, then bisection around each pair's fastest splits. --exhaustive
ranks every valid config instead (576 per shape: minutes per shape).

Dimension flags (--page 1, --lse, ..., as mlagen takes them) rank that
variant's kernels instead of the plain ones: the same search over the configs
mla.Config.Validate allows with them. With more than 16 query rows (--heads,
--qlen) and no --fold, the row fold is searched like the tile: every fold
those rows allow (16: the row-block kernels, 32, 64, 128), each over its own
(tile, stages) pairs, ranked together; --fold N ranks that fold's kernels
only. The table keeps one entry per (shape, dimensions but the fold), which
mla.SelectWith takes for those rows without --fold. --ps is refused: a persistent kernel's
splits are the plan's (tune --plan-overhead learns what its planner needs).

--write records the winners in the tuned table (--table, default mla/tuned.json
under the module root), keyed by (shape, dimensions), that mla.Select (plain)
and mla.SelectWith (a variant, else the plain entry's config with its
dimensions) read before the heuristic; entries not tuned in this run (other
shapes, other variants) keep theirs. Regenerate generated/ after it.

--plan-overhead learns the split planner's per-item overhead of persistent
(_ps) kernels instead (default: the _ps kernel of every valid (stages, tile);
--config names others): it times one workgroup of the kernel itself running
1 item of 1024 tokens, 1 of 4096 and 4 of 256, fits once-per-workgroup,
per-item and per-token times, and prints per-item / per-token, the overhead
in token-equivalents, saying what timed it (modeled on the timing model, or
measured with --backend hip). --write records them in the learned overhead
table (--table, default mla/overhead.json) that mla.Config.PlanParams plans
with; kernels not learned in this run keep their entries.
`

func tuneCmd(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("mlagen tune", tuneUsage, stderr)
	sel := addSelectFlags(fs, "")
	backend := fs.String("backend", "model", `what ranks the configs: "model" (the timing model, modeled) or "hip" (an MI355X, measured)`)
	top := fs.Int("top", 5, "configs to print per shape")
	exhaustive := fs.Bool("exhaustive", false, "rank every valid config instead of searching (slow)")
	write := fs.Bool("write", false, "write the winners to the tuned table (--table)")
	table := fs.String("table", tune.TableFile, "the tuned table --write updates")
	jobs := fs.Int("jobs", 0, "parallel compiles and traces (default 0: one per CPU)")
	compilerFlag := addCompilerFlag(fs)
	cacheDir := fs.String("cache-dir", "", "compile cache folder (default $"+gen.CacheEnv+", else the user cache folder + /mlagen)")
	noCache := fs.Bool("no-cache", false, "compile everything; neither read nor write the compile cache")
	set := fs.String("set", "", "override model parameters, NAME=VALUE[,NAME=VALUE...] (see mlagen model --params)")
	paramsFile := fs.String("params-file", "", "read model parameters from this parameter file (mlagen calibrate --out), before --set")
	jsonPath := fs.String("json", "", "also write every timed candidate of every shape as JSON to this file")
	planOverhead := fs.Bool("plan-overhead", false, "learn the split planner's per-item overhead of persistent kernels instead of ranking configs")
	configs := fs.String("config", "", "with --plan-overhead: persistent kernels to learn, NAME[,NAME...] (default: every (stages, tile))")
	usageErr := usageError(stderr, "mlagen tune")
	if code, ok := parseArgs(fs, args, usageErr); !ok {
		return code
	}
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	pk, err := sel.parse()
	if err != nil {
		return usageErr("%v", err)
	}
	shapes, dims, dimsGiven := pk.shapes, pk.dims, pk.dimsGiven
	if dimsGiven && *planOverhead {
		return usageErr("dimension flags (%s) choose the variant tune ranks; --plan-overhead learns persistent kernels named by --config", dimFlagNames())
	}
	if dims.PS {
		return usageErr("--ps: a persistent kernel's splits are the plan's, not the config's, and the timing model times it on a planned batch; tune --plan-overhead learns what its planner needs")
	}
	if *planOverhead {
		for _, name := range []string{"shape", "top", "exhaustive", "json"} {
			if given[name] {
				return usageErr("--%s ranks configs; --plan-overhead learns an overhead instead", name)
			}
		}
		if !given["table"] {
			*table = tune.OverheadFile
		}
	} else if given["config"] {
		return usageErr("--config names the kernels --plan-overhead learns; give --plan-overhead too")
	}
	seen := map[mla.Shape]bool{}
	for _, s := range shapes {
		if seen[s] {
			return usageErr("--shape: %s is given twice", s)
		}
		seen[s] = true
	}
	if *backend != "model" && *backend != "hip" {
		return usageErr("unknown backend %q: tune ranks by the timing model (--backend model) or by time measured on an MI355X (--backend hip)", *backend)
	}
	if *top < 1 {
		return usageErr("--top %d: want at least 1 config per shape", *top)
	}
	if *jobs < 0 || *jobs > maxJobs {
		return usageErr("--jobs %d: want 1..%d, or 0 for one per CPU", *jobs, maxJobs)
	}
	if *noCache && given["cache-dir"] {
		return usageErr("--no-cache and --cache-dir contradict each other")
	}
	if given["table"] && !*write {
		return usageErr("--table names the table --write updates; give --write too")
	}
	p, _, err := loadParams(*paramsFile, *set)
	if err != nil {
		return usageErr("%v", err)
	}
	if (*set != "" || *paramsFile != "") && *backend != "model" {
		return usageErr("--set and --params-file change the timing model's parameters; --backend %s does not use the model", *backend)
	}
	command := tune.Command(*sel.shape, dims, *backend, *exhaustive, *paramsFile, *set)
	var learn []mla.Config
	if *planOverhead {
		if learn, err = parsePersistentConfigs(*configs); err != nil {
			return usageErr("%v", err)
		}
		command = tune.OverheadCommand(*configs, *backend, *paramsFile, *set)
	}
	if err := mla.CheckCommand(command); err != nil {
		return usageErr("%v", err)
	}

	// The table is checked before any work: a run of minutes must not end
	// in a table it cannot write.
	var old []mla.TunedEntry
	var oldOverheads []mla.PlanOverhead
	if *write && *planOverhead {
		if oldOverheads, err = tune.ReadOverheadsFor(*table, given["table"]); err != nil {
			fmt.Fprintf(stderr, "mlagen tune: %v\n", err)
			return 1
		}
	} else if *write {
		if old, err = tune.ReadTableFor(*table, given["table"]); err != nil {
			fmt.Fprintf(stderr, "mlagen tune: %v\n", err)
			return 1
		}
	}

	ctx, signalCode, stop := interruptible()
	defer stop()
	fail := func(err error) int {
		if ctx.Err() != nil {
			fmt.Fprintf(stderr, "mlagen tune: interrupted; nothing written\n")
			return signalCode()
		}
		fmt.Fprintf(stderr, "mlagen tune: %v\n", err)
		return 1
	}
	start := time.Now()
	self0, kids0, cpuOK := cpuTimes()

	// The device first: without one (or without HIP in this build) the
	// run ends before compiling anything.
	var dev device.Timer
	if *backend == "hip" {
		be, err := openBackend("hip")
		if err != nil {
			return fail(err)
		}
		defer be.Close()
		var ok bool
		if dev, ok = be.(device.Timer); !ok {
			return fail(fmt.Errorf("backend %s cannot time kernels (it has no device events)", be.Name()))
		}
	}
	cc, err := gen.FindCompilerContext(ctx, *compilerFlag)
	if err != nil {
		return fail(err)
	}
	if !*noCache {
		if cc.Cache, err = openCache(*cacheDir, stderr); err != nil {
			return fail(err)
		}
	}
	code := tuneCode(cc)
	n := *jobs
	if n == 0 {
		n = runtime.NumCPU()
	}
	if *planOverhead {
		o := overheadRun{configs: learn, byDefault: strings.TrimSpace(*configs) == "", backend: *backend, jobs: n, write: *write, table: *table, command: command, old: oldOverheads}
		if dev != nil {
			di := &tune.DeviceItems{Dev: dev, Code: code, Seed: 1}
			defer di.Close()
			o.timer, o.fingerprint = di, dev.Name()
		} else {
			o.timer, o.fingerprint = &tune.ModelItems{Model: &perf.Model{Workers: 1}, Params: p, Code: code}, p.Fingerprint()
		}
		if err := o.run(ctx, stdout); err != nil {
			return fail(err)
		}
		return 0
	}

	var (
		timer       tune.Timer
		label       string
		fingerprint string
		mt          *tune.ModelTimer
	)
	if dev != nil {
		dt := &tune.DeviceTimer{Dev: dev, Code: code, Seed: 1}
		defer dt.Close()
		timer, label, fingerprint = dt, "measured", dev.Name()
	} else {
		// One emulator goroutine per trace: the traces themselves run in parallel.
		mt = &tune.ModelTimer{Model: &perf.Model{Workers: 1}, Params: p, Code: code, Jobs: n}
		timer, label, fingerprint = mt, "modeled", p.Fingerprint()
	}

	if *backend == "model" {
		fmt.Fprintf(stdout, "MODELED on the gfx950 timing model (perf/MODEL.md), not measured; parameters %s; us = microseconds\n", fingerprint)
	} else {
		fmt.Fprintf(stdout, "MEASURED on %s as mlagen bench measures (median); us = microseconds\n", fingerprint)
	}
	how := "search: every (tile, stages) pair, the splits ladder, bisection around each pair's best (package tune)"
	if *exhaustive {
		how = "exhaustive: every valid config"
	}
	fmt.Fprintf(stdout, "%s\n\n", how)
	timedPairs := 0
	if !dims.Plain() {
		fmt.Fprintf(stdout, "variant:%s (its own kernels, keyed by its dimensions in the table)\n\n", dims.Flags())
	}
	var folds []mla.FoldMode
	if !given["fold"] && dims.Rows() > 1 {
		folds = tune.Folds(dims)
		var rows []string
		for _, f := range folds {
			rows = append(rows, fmt.Sprint(f.Rows()))
		}
		fmt.Fprintf(stdout, "row folds searched (query rows a workgroup): %s\n\n", strings.Join(rows, ", "))
	}
	oneLaunch := tune.OneLaunchTwin(dims)
	if oneLaunch {
		fmt.Fprintf(stdout, "and the one-launch twins (--one: the decode launch merges its splits); the selection takes the faster\n\n")
	}
	rs, err := tune.Run(ctx, tune.Options{Shapes: shapes, Dims: dims, Folds: folds, OneLaunch: oneLaunch, Exhaustive: *exhaustive, Timer: timer,
		Round: func(round, n int) {
			timedPairs += n
			fmt.Fprintf(stderr, "mlagen tune: round %d: %s timed (%s)\n", round, plural(n, "(config, shape) pair"), roundDur(time.Since(start)))
		}})
	if err == nil {
		err = ctx.Err()
	}
	if err != nil {
		return fail(err)
	}
	if err := tune.WriteRanking(stdout, rs, *top, label); err != nil {
		return 1
	}
	fmt.Fprintf(stdout, "\ntimed %s over %s", plural(timedPairs, "(config, shape) pair"), plural(len(shapes), "shape"))
	if mt != nil {
		fmt.Fprintf(stdout, "; configs: %d compiled now (%s summed), %d from the compile cache; traces %s summed",
			mt.Compiled.Load(), roundDur(time.Duration(mt.CompileTime.Load())), mt.Reused.Load(), roundDur(time.Duration(mt.TraceTime.Load())))
	}
	fmt.Fprintf(stdout, "\nwall %s", roundDur(time.Since(start)))
	if self1, kids1, ok := cpuTimes(); ok && cpuOK {
		fmt.Fprintf(stdout, ", CPU %s (mlagen %s, compilers %s)", roundDur(self1-self0+kids1-kids0), roundDur(self1-self0), roundDur(kids1-kids0))
	}
	fmt.Fprintln(stdout)

	if *jsonPath != "" {
		b, err := tune.JSON(rs, *backend, fingerprint)
		if err == nil {
			err = atomicfile.WriteFile(*jsonPath, b, 0o644)
		}
		if err != nil {
			fmt.Fprintf(stderr, "mlagen tune: writing %s: %v\n", *jsonPath, err)
			return 1
		}
	}
	if *write {
		if err := ctx.Err(); err != nil {
			return fail(err)
		}
		entries := tune.Merge(old, tune.Entries(rs, *backend, fingerprint))
		if err := tune.WriteTable(*table, command, entries); err != nil {
			fmt.Fprintf(stderr, "mlagen tune: writing %s: %v\n", *table, err)
			return 1
		}
		fmt.Fprintf(stdout, "wrote %s: %s (%d from this run); regenerate generated/ with `go generate ./...` or `go run ./cmd/mlagen --shape all --out generated`\n",
			*table, plural(len(entries), "row"), len(rs))
	}
	return 0
}

// tuneCode returns configs' code objects compiled from the templates as they
// are now (through cc's cache). generated/'s embedded code objects are not
// used: after a template change they are stale until regenerated, and the
// tuner would rank the old kernels for exactly the configs it selected last.
func tuneCode(cc *gen.Compiler) tune.CodeFunc {
	return func(ctx context.Context, cfg mla.Config) ([]byte, bool, error) {
		k, err := gen.Build(ctx, cc, cfg, gen.OnDemandCommand)
		if err != nil {
			return nil, false, err
		}
		return k.CodeObject, k.Cached, nil
	}
}
