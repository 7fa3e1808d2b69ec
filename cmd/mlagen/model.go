package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/mlagen/mlagen/calib"
	"github.com/mlagen/mlagen/gen"
	"github.com/mlagen/mlagen/gen/codeobj"
	"github.com/mlagen/mlagen/internal/atomicfile"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/perf"
	"github.com/mlagen/mlagen/verify/anchors"
)

const modelUsage = `usage: mlagen model [--shape all|BxL[,BxL...]] [--config NAME] %DIMS%
                    [--kv-lens L,L,... | --dist SPEC[,SPEC...]]
                    [--profile] [--json FILE]
                    [--codeobject FILE --kernel NAME] [--full] [--set NAME=VALUE,...]
                    [--params] [--params-file FILE] [--sensitivity] [--calibration [--anchors DIR] [--aiter-reduce FILE]]

Times each shape's kernels on the gfx950 timing model (package perf, described
in perf/MODEL.md): the emulator runs the exact code object and a cycle model of
one representative compute unit, placed in a model of the 256-CU grid, times
what it executed. Every time printed is MODELED, not measured.

Per shape: the config, the modeled decode and reduce times, the fixed launch
cost and the gap between the launches, the total; the HBM floor (the KV bytes
at 8 TB/s), the shape's limit (the larger of that floor and one launch plus one
HBM round trip), the ratio of the total to the limit, and what binds (where the
representative CU's time goes: HBM, latency chain, MFMA, VALU, LDS, barrier,
issue, launch); then the geometric means.

Ragged batches (--kv-lens, or --dist specs such as uniform:64:8192,
onelong:64:65536:1024, longtail:256:1): per batch the static config (--config,
or the one selected for the batch's size and mean length with the dimension
flags) and the persistent kernel (_ps) of its (stages, tile) and dimensions on
the plan of its PlanParams, beside the batch's HBM floor. They take fp8
kernels of one workgroup a (split, sequence): plain, or row-folded with all
their q_len x heads rows (e.g. --heads 128 --fold 128). A decode workgroup's time there is a line in its tokens,
fitted on the timing model; a persistent workgroup's is the _ps kernel's own
cost, fitted on one workgroup of it: once per workgroup, then per item and per
token of each item (perf/ragged.go, perf/overhead.go): modeled, not measured.
--plan-overhead N|learned|Kxlearned[,...] plans the persistent kernel once per
value (e.g. learned,0,188,4xlearned) instead of with its PlanParams' overhead
(the learned one, mla/overhead.json, else plan.DefaultOverhead).
`

// codeObjectFlagError is a code object named by a flag that cannot be
// read (exit 2, like any bad flag value) or is not the one the flag wants
// (exit 1: a bad input file).
type codeObjectFlagError struct {
	msg      string
	unusable bool
}

func (e *codeObjectFlagError) Error() string { return e.msg }

// readCodeObjectFlag reads the code object a flag names (a regular file, at
// most codeobj.MaxImageSize bytes) and checks it.
func readCodeObjectFlag(flagName, path string, check func([]byte) error) ([]byte, error) {
	code, err := codeobj.ReadFile(path)
	if err != nil {
		return nil, &codeObjectFlagError{msg: fmt.Sprintf("--%s: %v", flagName, err)}
	}
	if err := check(code); err != nil {
		return nil, &codeObjectFlagError{msg: fmt.Sprintf("--%s %s: not a usable code object: %v", flagName, path, err), unusable: true}
	}
	return code, nil
}

// codeObjectFlagExit reports err of readCodeObjectFlag: one line, exit 1
// for an unusable file, 2 for one that cannot be read.
func codeObjectFlagExit(stderr io.Writer, err error) int {
	fmt.Fprintf(stderr, "mlagen model: %v\n", err)
	if e, ok := err.(*codeObjectFlagError); ok && e.unusable {
		return 1
	}
	return 2
}

// referenceSubjectsFor makes the reference subjects of the --seed and
// --aiter code objects (either may be empty) for heads x qlen; an AITER code
// object brings its columns (perf.AITERReferences), the 16-head ones their
// sibling in the same folder too.
func referenceSubjectsFor(seedPath, aiterPath string, heads, qlen int) ([]perf.Reference, error) {
	var refs []perf.Reference
	if seedPath != "" {
		code, err := readCodeObjectFlag("seed", seedPath, anchors.CheckSeed)
		if err != nil {
			return nil, err
		}
		one := perf.Seed(code, 1)
		refs = append(refs, perf.Reference{Name: "seed", Single: &one, Subject: func(s mla.Shape) (perf.Subject, error) {
			return perf.Seed(code, anchors.SeedSplits(s.Batch, s.KVLen)), nil
		}})
	}
	if aiterPath != "" {
		code, err := readCodeObjectFlag("aiter", aiterPath, anchors.CheckAITER)
		if err != nil {
			return nil, err
		}
		sibling := func(file string) ([]byte, error) {
			return codeobj.ReadFile(filepath.Join(filepath.Dir(aiterPath), file))
		}
		standIn := func(splits int) ([]byte, error) {
			return codeObjectFor(mla.Config{Splits: splits, Stages: 2, Tile: 32})
		}
		ars, err := perf.AITERReferences(code, sibling, heads, qlen, standIn)
		if err != nil {
			return nil, fmt.Errorf("--aiter %s: %w", aiterPath, err)
		}
		refs = append(refs, ars...)
	}
	return refs, nil
}

func modelCmd(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("mlagen model", modelUsage, stderr)
	sel := addSelectFlags(fs, "model this config for every shape instead of the selected one")
	profile := fs.Bool("profile", false, "print the decode kernel's disassembly annotated with modeled issue and stall clocks (implies --full)")
	jsonPath := fs.String("json", "", "also write the results (and the parameters) as JSON to this file")
	coPath := fs.String("codeobject", "", "model the kernels of this code object (mlagen's ABI) instead of generated/ (with --kernel)")
	kernel := fs.String("kernel", "", "the decode kernel's name in --codeobject, e.g. mla_decode_s8_p2_t32")
	full := fs.Bool("full", false, "emulate every tile instead of extrapolating long splits from two short runs")
	set := fs.String("set", "", "override model parameters, NAME=VALUE[,NAME=VALUE...] (see --params)")
	params := fs.Bool("params", false, "print the model's parameters with their values and sources and exit")
	paramsFile := fs.String("params-file", "", "read model parameters from this parameter file (mlagen calibrate --out), before --set")
	seedPath := fs.String("seed", "", "also model the HIP seed kernel from this code object (built by ../shared/seed/build.sh), at its own split choice")
	aiterPath := fs.String("aiter", "", "also model AMD AITER's asm kernel from this code object (any of ../shared/anchors/aiter, recognised by its kernel symbol, for the --heads/--qlen it serves; the 16-head ones bring their fixed-split or persistent sibling from the same folder)")
	insts := fs.Bool("insts", false, "also print each kernel's steady-state wave-instructions per KV token (executed in the emulator on one sequence, one split)")
	kvLensFlag := fs.String("kv-lens", "", "model a ragged batch of these KV lengths: static vs persistent (_ps) vs the HBM floor")
	distFlag := fs.String("dist", "", "model ragged batches from length distributions, SPEC[,SPEC...], e.g. onelong:64:65536:1024")
	planOverhead := fs.String("plan-overhead", "", "with --dist/--kv-lens: plan the persistent kernel with each of these per-item overheads, N|learned|Kxlearned[,...] (default: its PlanParams')")
	calibration := fs.Bool("calibration", false, "print the model against every figure of ../shared/notes/measurements.md (modeled vs measured) and exit")
	anchorsDir := fs.String("anchors", "../shared/anchors/aiter", "with --calibration: the folder of AITER's code objects")
	aiterReduce := fs.String("aiter-reduce", os.Getenv("MLAGEN_AITER_REDUCE"), "with --calibration: AITER's reduce (kn_mla_reduce_v1) compiled from AITER's source (docs/kernel.md); default $MLAGEN_AITER_REDUCE")
	sens := fs.Bool("sensitivity", false, "vary each estimated or weakly measured parameter by -50% and +50% and report how totals and the ranking of each shape's selected config and its neighbours move")
	usageErr := usageError(stderr, "mlagen model")
	if code, ok := parseArgs(fs, args, usageErr); !ok {
		return code
	}
	pk, err := sel.parse()
	if err != nil {
		return usageErr("%v", err)
	}
	shapes, override, dims, dimsGiven := pk.shapes, pk.override, pk.dims, pk.dimsGiven
	p, paramRows, err := loadParams(*paramsFile, *set)
	if err != nil {
		return usageErr("%v", err)
	}
	if *params {
		calib.WriteTable(stdout, paramRows)
		return 0
	}
	if *calibration {
		env := &perf.CalEnv{P: p, M: &perf.Model{Full: *full}, Config: codeObjectFor,
			AITER: func(file string) ([]byte, error) { return codeobj.ReadFile(filepath.Join(*anchorsDir, file)) }}
		if *aiterReduce != "" {
			if env.AITERReduce, err = codeobj.ReadFile(*aiterReduce); err != nil {
				return usageErr("--aiter-reduce: %v", err)
			}
		}
		if err := perf.WriteCalibration(stdout, perf.Calibrate(env, perf.CalibrationFigures())); err != nil {
			fmt.Fprintf(stderr, "mlagen model: %v\n", err)
			return 1
		}
		return 0
	}
	if dimsGiven && *coPath != "" {
		return usageErr("the dimension flags (%s) pick the shapes' kernels; a --config or --kernel name carries its dimensions as suffixes (e.g. mla_decode_s8_p2_t32_lse)", dimFlagNames())
	}
	var coBytes []byte
	if (*coPath == "") != (*kernel == "") {
		return usageErr("--codeobject and --kernel go together")
	}
	if *coPath != "" {
		if override != nil {
			return usageErr("--config and --codeobject exclude each other")
		}
		c, err := mla.ParseName(*kernel)
		if err != nil {
			return usageErr("--kernel: %v (the model runs code objects with mlagen's ABI)", err)
		}
		override = &c
		if coBytes, err = readCodeObjectFlag("codeobject", *coPath, func(b []byte) error { return gen.CheckCodeObject(c, b) }); err != nil {
			return codeObjectFlagExit(stderr, err)
		}
	}
	referenceSubjects, err := referenceSubjectsFor(*seedPath, *aiterPath, dims.Heads.Count(), dims.QLen.Count())
	if err != nil {
		return codeObjectFlagExit(stderr, err)
	}
	m := &perf.Model{Full: *full || *profile}
	// The shapes' kernels (mla.SelectWith: the flags' dimensions, and a
	// one-launch pick where the tuned table has one), their neighbours and
	// one-split siblings carry their dimensions themselves.
	subjectFor := func(cfg mla.Config) (perf.Subject, error) {
		code := coBytes
		if code == nil {
			var err error
			if code, err = codeObjectFor(cfg); err != nil {
				return perf.Subject{}, err
			}
		}
		return perf.MLA(cfg, code), nil
	}
	if *kvLensFlag != "" || *distFlag != "" {
		batches, err := parseRaggedFlags(*kvLensFlag, *distFlag)
		if err != nil {
			return usageErr("%v", err)
		}
		if override != nil && override.PS {
			return usageErr("--config names the static kernel to compare; the persistent one is its _ps sibling")
		}
		var choices []perf.OverheadChoice
		if *planOverhead != "" {
			if choices, err = perf.ParseOverheadChoices(*planOverhead); err != nil {
				return usageErr("%v", err)
			}
		}
		// Unfolded query rows are left to the selection, which may fold
		// them (checked per batch).
		if dims.KV != mla.KVFP8 || dims.Folded() {
			if err := perf.RaggedDims(dims); err != nil {
				return usageErr("--fold %d with %d query rows, --kv %s: %v", dims.Fold.Rows(), dims.QueryRows(), dims.KV, err)
			}
		}
		d := dims
		d.PS = false // the static kernel's; its _ps sibling is modeled beside it
		return modelRagged(m, p, batches, d, override, choices, stdout, stderr)
	}
	if *planOverhead != "" {
		return usageErr("--plan-overhead plans ragged batches: give --dist or --kv-lens")
	}
	if dims.PS || override != nil && override.PS {
		// The shape model runs one representative sequence per workgroup;
		// a persistent workgroup's work is the plan's.
		return usageErr("persistent kernels are modeled on ragged batches: give --dist or --kv-lens (a uniform shape is --dist uniform:B:L)")
	}
	if *sens {
		return modelSensitivity(m, shapes, dims, override, subjectFor, p, stdout, stderr)
	}

	table := &perf.ShapeTable{Model: m, Params: p, Shapes: shapes, Subject: subjectFor, Refs: referenceSubjects,
		Config: func(s mla.Shape) mla.Config { return tableConfig(s, dims, override) }}
	res := table.Run()
	for _, err := range res.Errs {
		fmt.Fprintf(stderr, "mlagen model: %v\n", err)
	}
	failed := res.Failed > 0
	if err := res.Write(stdout); err != nil {
		fmt.Fprintf(stderr, "mlagen model: %v\n", err)
		return 1
	}
	if *insts && !failed {
		var configs []mla.Config
		for _, row := range res.Rows {
			configs = append(configs, row.Config)
		}
		if err := perf.WriteInsts(stdout, m, configs, subjectFor, referenceSubjects); err != nil {
			fmt.Fprintf(stderr, "mlagen model: --insts: %v\n", err)
			failed = true
		}
	}
	if res.Calls > 0 {
		fmt.Fprintf(stdout, "%d model calls: tracing %s, simulation %s (%s per call)\n", res.Calls, roundDur(res.TraceTime), roundDur(res.SimTime), roundDur((res.TraceTime+res.SimTime)/time.Duration(res.Calls)))
	}
	if *profile {
		for _, row := range res.Rows {
			fmt.Fprintf(stdout, "\n== %s %s (MODELED) ==\n", row.Result.Shape, row.Result.Subject)
			row.Result.Launches[0].WriteProfile(stdout, 20)
		}
	}
	if *jsonPath != "" {
		b, err := res.JSON(paramRows)
		if err == nil {
			err = atomicfile.WriteFile(*jsonPath, b, 0o644)
		}
		if err != nil {
			fmt.Fprintf(stderr, "mlagen model: writing %s: %v\n", *jsonPath, err)
			return 1
		}
	}
	if failed {
		return 1
	}
	return 0
}

// setParams applies a --set value, NAME=VALUE[,NAME=VALUE...], to p and
// returns the names it set.
func setParams(p *perf.Params, set string) (map[string]bool, error) {
	names := map[string]bool{}
	if set == "" {
		return names, nil
	}
	for _, kv := range strings.Split(set, ",") {
		name, val, ok := strings.Cut(kv, "=")
		v, err := strconv.ParseFloat(strings.TrimSpace(val), 64)
		if !ok || err != nil {
			return nil, fmt.Errorf("--set %q: want NAME=VALUE", kv)
		}
		if err := p.Set(strings.TrimSpace(name), v); err != nil {
			return nil, fmt.Errorf("--set: %v", err)
		}
		names[strings.TrimSpace(name)] = true
	}
	return names, nil
}

func modelSensitivity(m *perf.Model, shapes []mla.Shape, dims mla.Dims, override *mla.Config, subjectFor func(mla.Config) (perf.Subject, error), p perf.Params, stdout, stderr io.Writer) int {
	t0 := time.Now()
	cands := func(s mla.Shape) []mla.Config { return perf.Neighbours(tableConfig(s, dims, override)) }
	cases, err := perf.SensitivityOf(m, shapes, cands, subjectFor)
	if err == nil {
		err = perf.WriteSensitivity(stdout, cases, p, roundDur(time.Since(t0)))
	}
	if err != nil {
		fmt.Fprintf(stderr, "mlagen model: %v\n", err)
		return 1
	}
	return 0
}

// tableConfig is the kernel the table models for shape s: --config's, else
// the selection for the dimension flags (the variant's tuned entry first).
func tableConfig(s mla.Shape, dims mla.Dims, override *mla.Config) mla.Config {
	if override != nil {
		return *override
	}
	return mla.SelectWith(s, dims)
}
