package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"path/filepath"
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
	shapes, err := gen.ParseShapes(*shapeFlag)
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
	var notes []string
	failed := false
	for _, s := range shapes {
		cfg := gen.Select(s)
		if override != nil {
			cfg = *override
		}
		row, note, ok := verifyShape(be, s, cfg, *batches, *seed, *dump, step)
		fmt.Fprintln(tw, row)
		if note != "" {
			notes = append(notes, note)
		}
		failed = failed || !ok
	}
	prog.finish()
	tw.Flush()
	for _, n := range notes {
		fmt.Fprintln(stdout, n)
	}
	if failed {
		return 1
	}
	return 0
}

// verifyShape runs and checks one shape; it returns the table row, a note
// (why it failed, where it dumped) and whether it passed.
func verifyShape(be verify.Backend, s gen.Shape, cfg gen.Config, batches int, seed uint64, dump string, step func(int)) (row, note string, ok bool) {
	label, dirName := s.String(), s.String()
	var in *verify.Inputs
	if batches > 0 && batches < s.Batch {
		seqs := verify.SampleSequences(seed, s.Batch, batches)
		var err error
		if in, err = verify.NewSampledInputs(seed, s.Batch, s.KVLen, seqs); err != nil {
			return errorRow(label, cfg, err)
		}
		label = fmt.Sprintf("%s[%d seq]", s, batches)
		dirName = fmt.Sprintf("%s-sample%d", s, batches)
	} else {
		in = verify.NewInputs(seed, s.Batch, s.KVLen)
	}
	n := in.TotalKV()
	code, err := codeObjectFor(cfg)
	if err != nil {
		return errorRow(label, cfg, err)
	}
	t0 := time.Now()
	out, err := verify.Run(be, code, cfg, in)
	runTime := time.Since(t0)
	if err != nil {
		return errorRow(label, cfg, err)
	}
	step(n)
	t1 := time.Now()
	opts := &verify.RefOptions{Progress: step}
	exact := verify.Exact(in, opts)
	faithful := verify.Faithful(cfg, in, opts)
	refTime := time.Since(t1)
	rep := verify.Compare(out, exact, faithful)

	result := "ok"
	if !rep.Pass() {
		result = "FAIL"
		note = fmt.Sprintf("%s %s: %s", label, cfg.Name(), rep.Failure(in.Element))
	}
	if dump != "" {
		dir := filepath.Join(dump, dirName+"_"+cfg.Name())
		if err := verify.Dump(dir, in, out, exact, faithful); err != nil {
			result = "FAIL"
			note = strings.TrimPrefix(note+"; ", "; ") + fmt.Sprintf("%s %s: dump: %v", label, cfg.Name(), err)
		} else if note == "" {
			note = fmt.Sprintf("%s %s: dumped to %s", label, cfg.Name(), dir)
		}
	}
	row = fmt.Sprintf("%s\t%s\t%.3g\t%.4f\t%.4f\t%.3f\t%.2f%%\t%s\t%s\t%s\t",
		label, cfg.Name(), rep.MaxAbsExact, rep.RelExact(), rep.RelFaithful(), rep.WorstRatio,
		100*rep.Mismatch, result, roundDur(runTime), roundDur(refTime))
	return row, note, result == "ok"
}

func errorRow(label string, cfg gen.Config, err error) (string, string, bool) {
	row := fmt.Sprintf("%s\t%s\t-\t-\t-\t-\t-\tERROR\t-\t-\t", label, cfg.Name())
	return row, fmt.Sprintf("%s %s: %v", label, cfg.Name(), err), false
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
