package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/mlagen/mlagen/gen"
	"github.com/mlagen/mlagen/verify"
)

func init() { subcommands["verify"] = verifyCmd }

const verifyUsage = `usage: mlagen verify [--shape all|BxL[,BxL...]] [--config NAME] [--backend NAME]
                     [--batches N] [--seed S] [--dump DIR]

Runs the kernel selected for each shape (or --config) and its reduce kernel on
a backend with the benchmark's inputs, and checks the output against two CPU
references: the benchmark's loose rule (rtol = atol = 0.1, at most 5%
mismatches) against the exact float64 reference, and a strict per-element
bound against the faithful reference, which computes as the kernel does
(verify/BOUND.md). Prints a table; exits 1 if any check fails.
`

func verifyCmd(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("mlagen verify", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, verifyUsage); fs.PrintDefaults() }
	shapeFlag := fs.String("shape", "all", `"all" (the 8 benchmark shapes) or BxL[,BxL...], e.g. 64x8192`)
	configFlag := fs.String("config", "", "run this config for every shape instead of the selected one, e.g. mla_decode_s8_p2_t32")
	backendFlag := fs.String("backend", "emu", "where the kernels run: "+backendList())
	batches := fs.Int("batches", 0, "check a seeded random sample of N sequences of each shape (0: all of them)")
	seed := fs.Uint64("seed", 1, "seed of the inputs and of the sample")
	dump := fs.String("dump", "", "write inputs, outputs and references as .npy files under DIR, one folder per shape")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	usageErr := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "mlagen verify: "+format+"\n", a...)
		return 2
	}
	if fs.NArg() > 0 {
		return usageErr("unexpected argument %q", fs.Arg(0))
	}
	shapes, err := parseShapeFlag(*shapeFlag)
	if err != nil {
		return usageErr("%v", err)
	}
	var override *gen.Config
	if *configFlag != "" {
		c, err := gen.ParseName(*configFlag)
		if err != nil {
			return usageErr("%v", err)
		}
		override = &c
	}
	if *batches < 0 {
		return usageErr("--batches %d: want a number of sequences >= 1 (or 0 for all)", *batches)
	}
	if _, ok := backends[*backendFlag]; !ok {
		_, err := openBackend(*backendFlag)
		return usageErr("%v", err)
	}

	be, err := openBackend(*backendFlag)
	if err != nil {
		fmt.Fprintf(stderr, "mlagen verify: %v\n", err)
		return 1
	}
	defer be.Close()

	// Progress in KV tokens: each shape's tokens count three times (the
	// backend's run and the two references).
	tokens := func(s gen.Shape) int {
		b := s.Batch
		if *batches > 0 {
			b = min(b, *batches)
		}
		return b * s.KVLen
	}
	total := 0
	for _, s := range shapes {
		total += 3 * tokens(s)
	}
	prog := newProgress(stderr, total, "verify")
	done := 0
	step := func(n int) { done += n; prog.set(done, total) }

	fmt.Fprintf(stdout, "backend %s, seed %d\n", be.Name(), *seed)
	tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "shape\tconfig\tmax|err|\terr/RMS exact\terr/RMS faithful\terr/bound\tmismatch\tresult\trun\trefs\t")
	opts := verify.CheckOptions{Seed: *seed, Batches: *batches, Dump: *dump, Progress: step}
	var notes []string
	var run time.Duration
	failed := false
	for _, s := range shapes {
		cfg := gen.Select(s)
		if override != nil {
			cfg = *override
		}
		var res verify.CheckResult
		if code, err := codeObjectFor(cfg); err != nil {
			res = verify.CheckResult{Label: s.String(), Config: cfg, Err: err}
		} else {
			res = verify.Check(be, code, cfg, s, opts)
		}
		run += res.Run
		fmt.Fprintln(tw, verifyRow(res))
		if n := verifyNote(res); n != "" {
			notes = append(notes, n)
		}
		failed = failed || !res.Pass()
	}
	prog.finish()
	tw.Flush()
	for _, n := range notes {
		fmt.Fprintln(stdout, n)
	}
	if sum := backendSummary[*backendFlag]; sum != nil {
		fmt.Fprintln(stdout, sum(be, run))
	}
	if failed {
		return 1
	}
	return 0
}

func verifyRow(r verify.CheckResult) string {
	if r.Inputs == nil || r.Report.N == 0 {
		return fmt.Sprintf("%s\t%s\t-\t-\t-\t-\t-\tERROR\t-\t-\t", r.Label, r.Config.Name())
	}
	result := "ok"
	if !r.Pass() {
		result = "FAIL"
	}
	rep := r.Report
	return fmt.Sprintf("%s\t%s\t%.3g\t%.4f\t%.4f\t%.3f\t%.2f%%\t%s\t%s\t%s\t",
		r.Label, r.Config.Name(), rep.MaxAbsExact, rep.RelExact(), rep.RelFaithful(), rep.WorstRatio,
		100*rep.Mismatch, result, roundDur(r.Run), roundDur(r.Refs))
}

// verifyNote says why a shape failed, or where it was dumped.
func verifyNote(r verify.CheckResult) string {
	var parts []string
	if r.Err != nil {
		parts = append(parts, r.Err.Error())
	}
	if r.Report.N > 0 && !r.Report.Pass() {
		parts = append(parts, r.Report.Failure(r.Inputs.Element))
	}
	if r.Dumped != "" {
		parts = append(parts, "dumped to "+r.Dumped)
	}
	if len(parts) == 0 {
		return ""
	}
	return fmt.Sprintf("%s %s: %s", r.Label, r.Config.Name(), strings.Join(parts, "; "))
}

func roundDur(d time.Duration) time.Duration {
	switch {
	case d >= 10*time.Second:
		return d.Round(time.Second)
	case d >= time.Second:
		return d.Round(100 * time.Millisecond)
	default:
		return d.Round(time.Millisecond)
	}
}

func backendList() string {
	if n := backendNames(); len(n) > 0 {
		return strings.Join(n, "|")
	}
	return "emu|hip (none registered in this build)"
}
