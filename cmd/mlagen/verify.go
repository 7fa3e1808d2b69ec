package main

import (
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/verify"
)

const verifyUsage = `usage: mlagen verify [--shape all|BxL[,BxL...]] [--kv-lens L,L,...] [--dist SPEC] [--ragged SEED]
                     [--config NAME] %DIMS% [--backend NAME] [--batches N] [--seed S] [--dump DIR]
       mlagen verify --combos all|pairwise [--fold N --heads N ...] [--jobs N] [--backend NAME] [--seed S] [--dump DIR]

Runs kernels on a backend and checks them against two CPU references: the
benchmark's loose rule (rtol = atol = 0.1, at most 5% mismatches) against the
exact float64 reference, and a strict per-element bound against the faithful
reference, which computes as the kernel does; with more than one split, the
split partials the decode kernel leaves in the workspace are held to their own
bounds too (verify/BOUND.md).

What runs:
  --shape       the kernel selected for each shape (or --config) on the
                benchmark's inputs, a sample of --batches sequences of each
  --kv-lens     one ragged batch with these KV lengths (0 allowed)
  --dist        one ragged batch drawn from a length distribution: uniform:B:L,
                onelong:B:LONG:SHORT, short:B:SEED or longtail:B:SEED
  --ragged SEED a seeded ragged batch for each kernel that takes every path of
                it: a partial last tile, an empty split, an empty sequence,
                whole tiles
Ragged batches run on --config, else on every kernel the shapes select and,
for each of their (tile, stages) pairs, the one-split sibling (the
direct-output path), compiled here if it is not in generated/. The dimension
flags (docs/dimensions.md) pick the shapes' variant kernels.
A persistent kernel (--ps, _ps) runs the plan package plan builds for the
batch with the config's PlanParams (256 workgroups); the faithful reference
follows the plan's items and the partials are checked at their plan rows.
With none of the three (and no --config or dimension flag), verify runs its
default suite (verify.DefaultSuite): --shape all and --ragged with the --seed,
and kernels compiled here to cover what those miss: every wave count with one
split and with several, a sharp softmax (sm_scale 1, late needle tokens) and
a query beyond fp8's range on two of the shapes' kernels, bf16 caches with
tiles of 64 tokens and more, and a small pairwise set of combined dimensions.

--combos all takes every combination of the dimensions' values (mla/dims.go's
table, whatever values it has) that the generator accepts with some (splits,
stages, tile): for each, one config with one split and one with three where
it accepts them, the (tile, stages) pairs rotating across combinations so
that each is checked somewhere, each compiled (generated/, else the compile
cache) and run on a ragged batch with an empty sequence, an empty split,
partial and whole tiles, a length not a multiple of the page size and, with
--qlen > 1, one shorter than q_len. One line per combination, then "N
accepted, N verified, N failed" and the refused combinations grouped by
reason. --combos pairwise checks a sample in which every pair of dimension
values the accepted combinations hold appears. Dimension flags given with
--combos narrow it to the combinations holding their values (--combos all
--fold 128: every accepted combination with 128 rows a workgroup); when the
generator accepts none of them, verify lists why and exits 2. --jobs runs
that many checks at once, each on its own backend.

Prints a table; exits 1 if any check fails, 3 if every check passed but
writing the --dump failed.
`

func verifyCmd(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("mlagen verify", verifyUsage, stderr)
	kvLensFlag := fs.String("kv-lens", "", "a ragged batch of these KV lengths, e.g. 1025,0,31,8191")
	distFlag := fs.String("dist", "", "a ragged batch from a length distribution, e.g. onelong:64:65536:1024 (see mlagen plan -h)")
	raggedFlag := fs.Uint64("ragged", 0, "a seeded ragged batch per kernel that takes all of its paths")
	sel := addSelectFlags(fs, "run this config instead of the selected ones, e.g. mla_decode_s8_p2_t32")
	backendFlag := fs.String("backend", "emu", "where the kernels run: "+backendList())
	batches := fs.Int("batches", 4, "check a seeded random sample of N sequences of each shape (0: all of them)")
	seed := fs.Uint64("seed", 1, "seed of the inputs and of the sample")
	dump := fs.String("dump", "", "write inputs, outputs and references (and the row's lse, q_scale, block_table or kv_indices, plan) as .npy files under DIR, one folder per row")
	combos := fs.String("combos", "", `"all": every accepted combination of dimension values; "pairwise": a sample covering every pair of values`)
	comboJobs := fs.Int("jobs", 1, fmt.Sprintf("--combos: checks run at once, 1..%d", maxJobs))
	usageErr := usageError(stderr, "mlagen verify")
	if code, ok := parseArgs(fs, args, usageErr); !ok {
		return code
	}
	if code, ok := combosFlags(fs, *combos, *comboJobs, usageErr); !ok {
		return code
	}
	if _, ok := backends[*backendFlag]; !ok {
		_, err := openBackend(*backendFlag)
		return usageErr("%v", err)
	}
	if *combos != "" {
		// Not sel.parse: a dimension flag here narrows the table's
		// combinations, and alone it may name no valid kernel (--fold 128
		// needs 128 query rows).
		want, _, err := sel.dims.dims()
		if err != nil {
			return usageErr("%v", err)
		}
		only := comboFilter{dims: sel.dims.given(), want: want}
		return verifyCombos(*combos, *backendFlag, *comboJobs, only, verify.CheckOptions{Seed: *seed, Dump: *dump}, stdout, stderr)
	}
	pk, err := sel.parse()
	if err != nil {
		return usageErr("%v", err)
	}
	shapes, override, dims := pk.shapes, pk.override, pk.dims
	if *batches < 0 {
		return usageErr("--batches %d: want a number of sequences >= 1 (or 0 for all)", *batches)
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	var kvLens []int
	if set["kv-lens"] && set["dist"] {
		return usageErr("--kv-lens and --dist exclude each other: each names one ragged batch")
	}
	if set["kv-lens"] {
		if kvLens, err = verify.ParseKVLens(*kvLensFlag); err != nil {
			return usageErr("--kv-lens: %v", err)
		}
	}
	if set["dist"] {
		if kvLens, err = verify.DistLens(*distFlag); err != nil {
			return usageErr("--dist: %v", err)
		}
		if len(kvLens) > verify.MaxRaggedBatch {
			return usageErr("--dist %s: %d sequences, verify checks at most %d", *distFlag, len(kvLens), verify.MaxRaggedBatch)
		}
		set["kv-lens"] = true
	}
	coverAll := !set["shape"] && !set["kv-lens"] && !set["ragged"]
	raggedSeed := *raggedFlag
	if coverAll {
		raggedSeed = *seed
	}

	be, err := openBackend(*backendFlag)
	if err != nil {
		fmt.Fprintf(stderr, "mlagen verify: %v\n", err)
		return 1
	}
	defer be.Close()
	embedded := func(name string) bool { return embeddedKernel(name) != nil }
	var jobs []verify.Job
	var uncovered string
	if coverAll && override == nil && !pk.dimsGiven {
		jobs, uncovered = verify.DefaultSuite(*seed, embedded, findCompiler)
	} else {
		jobs, uncovered = verify.PlanJobs(verify.Plan{Shapes: shapes, Override: override, Dims: dims,
			WithShapes: set["shape"] || coverAll, KVLens: kvLens, Ragged: set["ragged"] || coverAll, RaggedSeed: raggedSeed,
			Embedded: embedded, CanBuild: findCompiler})
	}
	if set["dist"] { // the batch is named by its distribution
		for i := range jobs {
			if jobs[i].Dir == "kv-lens" {
				jobs[i].Label, jobs[i].Dir = *distFlag, "dist-"+strings.ReplaceAll(*distFlag, ":", "-")
			}
		}
	}

	// Progress in KV tokens: each batch's tokens count three times (the
	// backend's run and the two references).
	total := 0
	for _, j := range jobs {
		total += 3 * j.Tokens(*batches)
	}
	prog := newProgress(stderr, total, "verify")
	done := 0
	step := func(n int) { done += n; prog.set(done, total) }

	fmt.Fprintf(stdout, "backend %s, seed %d\n", be.Name(), *seed)
	tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "shape\tconfig\tmax|err|\terr/RMS exact\terr/RMS faithful\terr/bound\tpart/bound\tmismatch\tresult\trun\trefs\t")
	opts := verify.CheckOptions{Seed: *seed, Batches: *batches, Dump: *dump, Progress: step}
	var notes, lseRows []string
	var run time.Duration
	var dumpErr error
	built := false
	failed := false
	for _, j := range jobs {
		res := checkJob(be, j, opts)
		run += res.Run
		fmt.Fprintln(tw, verifyRow(res, j.Built))
		if l := res.Report.LSE; l != nil {
			lseRows = append(lseRows, lseRow(res, l, j.Built))
		}
		if n := verifyNote(res, j.Lens); n != "" {
			notes = append(notes, n)
		}
		failed = failed || !res.Pass()
		built = built || j.Built
		if dumpErr == nil {
			dumpErr = res.DumpErr
		}
	}
	prog.finish()
	tw.Flush()
	if len(lseRows) > 0 {
		fmt.Fprintln(stdout, "lse (natural log; strict bound against the faithful LSE, the loose rule against the exact one):")
		tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
		fmt.Fprintln(tw, "shape\tconfig\tmax|err| exact\tmax|err| faithful\terr/bound\tmismatch\tresult\t")
		for _, r := range lseRows {
			fmt.Fprintln(tw, r)
		}
		tw.Flush()
	}
	for _, n := range notes {
		fmt.Fprintln(stdout, n)
	}
	if built {
		fmt.Fprintf(stdout, "(built): not in generated/, compiled here with %s\n", compiler.Path)
	}
	if uncovered != "" {
		fmt.Fprintln(stdout, uncovered)
	}
	if sum := backendSummary[*backendFlag]; sum != nil {
		fmt.Fprintln(stdout, sum(be, run))
	}
	if dumpErr != nil { // an I/O error, not a failed check (the notes have each row's)
		fmt.Fprintf(stderr, "mlagen verify: dump failed: %v\n", dumpErr)
	}
	switch {
	case failed:
		return 1
	case dumpErr != nil:
		return 3
	}
	return 0
}

// checkJob gets the job's code object (embedded, compiled here when Built,
// else compiled with a note) and runs its check.
func checkJob(be device.Backend, j verify.Job, o verify.CheckOptions) verify.CheckResult {
	var code []byte
	var err error
	if j.Built { // labelled in the table: no message
		code, err = buildCodeObject(j.Config)
	} else {
		code, err = codeObjectFor(j.Config)
	}
	if err != nil {
		label := j.Label
		if label == "" {
			label = j.Shape.String()
		}
		return verify.CheckResult{Label: label, Config: j.Config, Err: err}
	}
	return j.Check(be, code, o)
}

func verifyRow(r verify.CheckResult, built bool) string {
	name := r.Config.Name()
	if built {
		name += " (built)"
	}
	if r.Inputs == nil || r.Report.N == 0 {
		return fmt.Sprintf("%s\t%s\t-\t-\t-\t-\t-\t-\tERROR\t-\t-\t", r.Label, name)
	}
	result := "ok"
	if !r.Pass() {
		result = "FAIL"
	}
	if r.DumpErr != nil {
		result += ", dump failed"
	}
	rep := r.Report
	part := "-"
	if rep.Partials != nil {
		part = fmt.Sprintf("%.3g", rep.Partials.Worst)
	}
	return fmt.Sprintf("%s\t%s\t%.3g\t%.4f\t%.4f\t%.3f\t%s\t%.2f%%\t%s\t%s\t%s\t",
		r.Label, name, rep.MaxAbsExact, rep.RelExact(), rep.RelFaithful(), rep.WorstRatio, part,
		100*rep.Mismatch, result, roundDur(r.Run), roundDur(r.Refs))
}

// lseRow is a row of the LSE table.
func lseRow(r verify.CheckResult, l *verify.LSEReport, built bool) string {
	name := r.Config.Name()
	if built {
		name += " (built)"
	}
	result := "ok"
	if !l.Pass() {
		result = "FAIL"
	}
	return fmt.Sprintf("%s\t%s\t%.3g\t%.3g\t%.3f\t%.2f%%\t%s\t", r.Label, name, l.MaxAbsExact, l.MaxAbsFaithful, l.WorstRatio, 100*l.Mismatch, result)
}

// verifyNote says why a row failed (with a ragged batch's lengths, to
// reproduce it with --kv-lens), where it was dumped, or why the dump failed.
func verifyNote(r verify.CheckResult, lens []int) string {
	var parts []string
	if r.Err != nil {
		parts = append(parts, r.Err.Error())
	}
	if r.Report.N > 0 && !r.Report.Pass() {
		parts = append(parts, r.Report.Failure(r.Inputs.Element))
	}
	if len(parts) > 0 && lens != nil {
		l := make([]string, len(lens))
		for i, n := range lens {
			l[i] = strconv.Itoa(n)
		}
		parts = append(parts, "kv lengths "+strings.Join(l, ","))
	}
	if r.Dumped != "" {
		parts = append(parts, "dumped to "+r.Dumped)
	}
	if r.DumpErr != nil {
		parts = append(parts, "dump failed: "+r.DumpErr.Error())
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
