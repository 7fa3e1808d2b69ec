package main

import (
	"bytes"
	"fmt"
	"io"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/generated"
	"github.com/mlagen/mlagen/internal/atomicfile"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/verify/bench"
)

const benchUsage = `usage: mlagen bench [--shape all|BxL[,BxL...]] [--backend hip] [--reps N] [--warmup N]
                    [--flush-mib N] [--config NAME] [--seed N] [--json FILE]
                    %DIMS%

Times each shape's kernels (decode, then reduce) on a device the way the
benchmark does: before every timed call it overwrites a buffer larger than the
L2 and the Infinity Cache together, then brackets the call with device events.
Before timing it runs the kernels once and checks every sequence's output
against the references. Prints per shape the median, the HBM floor of its KV
bytes at 8 TB/s and their ratio, and the geometric means.
The dimension flags (docs/dimensions.md) time the shapes' variant kernels,
as verify and model pick them; a --config name carries its own suffixes.
Needs a gfx950 GPU and a binary built with -tags rocm.
`

func benchCmd(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("mlagen bench", benchUsage, stderr)
	sel := addSelectFlags(fs, "time this config for every shape instead of the shape's own kernel")
	backend := fs.String("backend", "hip", "backend to time on (needs device events: hip)")
	reps := fs.Int("reps", bench.DefaultReps, "timed calls per shape")
	warmup := fs.Int("warmup", bench.DefaultWarmup, "untimed calls per shape before them")
	flushMiB := fs.Int64("flush-mib", bench.DefaultFlushBytes>>20, "MiB overwritten before every call to flush the caches")
	seed := fs.Uint64("seed", 1, "input seed")
	jsonPath := fs.String("json", "", "also write the results as JSON to this file")
	usageErr := usageError(stderr, "mlagen bench")
	if code, ok := parseArgs(fs, args, usageErr); !ok {
		return code
	}
	pk, err := sel.parse()
	if err != nil {
		return usageErr("%v", err)
	}
	list, override, dims, dimsGiven := pk.shapes, pk.override, pk.dims, pk.dimsGiven
	if *reps < 1 || *warmup < 0 || *flushMiB < 1 {
		return usageErr("--reps and --flush-mib must be at least 1, --warmup at least 0")
	}
	flushBytes, err := bench.FlushBytesOfMiB(*flushMiB)
	if err != nil {
		return usageErr("--flush-mib: %v", err)
	}
	opts := bench.Options{Reps: *reps, Warmup: *warmup, FlushBytes: flushBytes}
	if *warmup == 0 {
		opts.Warmup = -1 // none
	}
	if err := opts.Validate(); err != nil {
		return usageErr("%v", err)
	}

	if _, ok := backends[*backend]; !ok {
		_, err := openBackend(*backend)
		return usageErr("%v; bench needs a device: --backend hip", err)
	}
	be, err := openBackend(*backend)
	if err != nil {
		fmt.Fprintf(stderr, "mlagen bench: %v\n", err)
		return 1
	}
	defer be.Close()
	dev, ok := be.(device.Timer)
	if !ok {
		fmt.Fprintf(stderr, "mlagen bench: backend %s cannot time kernels (it has no device events); bench needs --backend hip\n", be.Name())
		return 2
	}
	flush, err := bench.NewFlusher(dev, opts.FlushBytes)
	if err != nil {
		fmt.Fprintf(stderr, "mlagen bench: %v\n", err)
		return 1
	}
	defer flush.Close()

	var results []bench.Result
	failed := 0
	for _, s := range list {
		cfg := shapeConfig(s)
		if dimsGiven {
			cfg = mla.SelectWith(s, dims) // as verify and model pick a variant
		}
		if override != nil {
			cfg = *override
		}
		res, err := benchShape(dev, flush, s, cfg, *seed, opts)
		if err != nil {
			fmt.Fprintf(stderr, "mlagen bench: %v: %v\n", s, err)
			failed++
			continue
		}
		fmt.Fprintf(stderr, "%v %s: median %.2f us (floor %.2f us); %s\n", s, cfg, res.MedianUS, res.FloorUS, res.Check)
		results = append(results, res)
	}
	rep := bench.NewReport(dev.Name(), opts, results)
	if err := rep.WriteTable(stdout); err != nil {
		return 1
	}
	if *jsonPath != "" {
		var buf bytes.Buffer
		err := rep.WriteJSON(&buf)
		if err == nil {
			err = atomicfile.WriteFile(*jsonPath, buf.Bytes(), 0o644)
		}
		if err != nil {
			fmt.Fprintf(stderr, "mlagen bench: %v\n", err)
			return 1
		}
	}
	if failed > 0 {
		fmt.Fprintf(stderr, "mlagen bench: %d of %d shapes failed (not timed)\n", failed, len(list))
		return 1
	}
	return 0
}

// shapeConfig is the config consumers get for a shape: the generated shape
// table's entry, else mla.Select's choice.
func shapeConfig(s mla.Shape) mla.Config {
	if k := generated.Registry.ForShape(s.Batch, s.KVLen); k != nil {
		return mla.Config{Splits: k.Splits, Stages: k.Stages, Tile: k.Tile}
	}
	return mla.Select(s)
}

// benchShape prepares and checks one shape, then times it.
func benchShape(dev device.Timer, flush *bench.Flusher, s mla.Shape, cfg mla.Config, seed uint64, opts bench.Options) (bench.Result, error) {
	co, err := codeObjectFor(cfg)
	if err != nil {
		return bench.Result{}, err
	}
	st, err := bench.Prepare(dev, s, cfg, co, seed)
	if err != nil {
		return bench.Result{}, err
	}
	defer st.Close()
	times, err := bench.Time(dev, flush, st.Calls, opts)
	if err != nil {
		return bench.Result{}, err
	}
	return bench.NewResult(s, cfg, st.Check, times), nil
}
