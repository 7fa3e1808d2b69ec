package verify_test

import (
	"context"
	"math"
	"strings"
	"testing"

	"github.com/mlagen/mlagen/gen"
	"github.com/mlagen/mlagen/internal/gentest"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/verify"
)

// rowsConfigs sample the heads and q_len dimensions over (tile, stages) and
// the one-split (direct output) and split (workspace and reduce) paths, with
// lse, the scaled query and paged caches on some of them.
var rowsConfigs = []mla.Config{
	{Splits: 3, Stages: 2, Tile: 32, Dims: mla.Dims{Heads: mla.Heads64, QLen: mla.QLen2}},
	{Splits: 1, Stages: 1, Tile: 128, Dims: mla.Dims{Heads: mla.Heads32, QLen: mla.QLen4, LSE: true}},
	{Splits: 2, Stages: 1, Tile: 64, Dims: mla.Dims{Heads: mla.Heads128}},
	{Splits: 3, Stages: 2, Tile: 96, Dims: mla.Dims{QLen: mla.QLen4, LSE: true, Q: mla.QFP8Scaled}},
	{Splits: 1, Stages: 4, Tile: 32, Dims: mla.Dims{Heads: mla.Heads32, QLen: mla.QLen2}},
	// paged caches: token indices and a block table
	{Splits: 3, Stages: 2, Tile: 32, Dims: mla.Dims{Page: mla.Page1, Heads: mla.Heads32, QLen: mla.QLen2}},
	{Splits: 1, Stages: 1, Tile: 64, Dims: mla.Dims{Page: mla.Page16, Heads: mla.Heads64, QLen: mla.QLen4}},
	{Splits: 2, Stages: 2, Tile: 32, Dims: mla.Dims{Page: mla.Page64, Heads: mla.Heads32, QLen: mla.QLen2}},
}

// Each sampled config, compiled here, passes every check on its ragged batch
// (RaggedLens: a partial last tile, an empty split, an empty sequence, whole
// tiles and, with q_len > 1, a sequence shorter than q_len; a paged config's
// cache in shuffled pages among poisoned spare rows), whose query
// tokens see ranges that differ by one row; with lse, a token that sees no
// row has lse -inf (CompareLSE counts a finite one as EmptyWrong).
func TestRowsRaggedSampledTileStages(t *testing.T) {
	checkRaggedConfigs(t, rowsConfigs, 7, mla.KVFP8, nil)
}

// checkRaggedConfigs compiles cfgs and runs each on its seeded ragged batch
// (verify.RaggedLens, reshaped by reshape when not nil) with the cache in
// format (shaped by ForConfig), asking every check to pass and, with lse,
// the lse to be compared; bf16 and MXFP4 inputs carry kv_scale 0, which
// their kernels must not read.
func checkRaggedConfigs(t *testing.T, cfgs []mla.Config, seed uint64, format mla.KVMode, reshape func([]int) []int) {
	t.Helper()
	cc := gentest.Compiler(t)
	res := generate(t, cc, cfgs)
	e := newEmulator(t)
	for _, k := range res.Kernels {
		cfg := k.Config
		lens := verify.RaggedLens(seed, cfg)
		if reshape != nil {
			lens = reshape(lens)
		}
		in, err := verify.NewRaggedInputsFormat(seed, lens, format).ForConfig(cfg)
		if err != nil {
			t.Fatal(err)
		}
		if format != mla.KVFP8 && in.KVScale != 0 {
			t.Fatalf("%v inputs carry kv_scale %g, want 0 (the kernels must not read it)", format, in.KVScale)
		}
		r := verify.CheckInputs(e, k.CodeObject, cfg, in, "ragged", "", verify.CheckOptions{Seed: seed})
		if r.Err != nil {
			t.Fatalf("%s: %v", cfg, r.Err)
		}
		t.Logf("%s %v: output err/bound %.3f", cfg, lens, r.Report.WorstRatio)
		if !r.Pass() {
			t.Errorf("%s %v: %s", cfg, lens, r.Report.Failure(r.Inputs.Element))
		}
		if cfg.LSE && r.Report.LSE == nil {
			t.Errorf("%s: no lse compared", cfg)
		}
	}
}

// A kernel mutated in one place of the row-block indexing or the causal
// rule, compiled and run on a ragged batch, fails the strict bound; the
// unmutated kernel passes on the same inputs.
func TestRowsMutationsFailStrictBound(t *testing.T) {
	cc := gentest.Compiler(t)
	for _, tc := range []struct {
		name     string
		cfg      mla.Config
		from, to string
		lens     []int
	}{
		// Every head group reads group 0's q.
		{"group 0's q", mla.Config{Splits: 2, Stages: 2, Tile: 32, Dims: mla.Dims{Heads: mla.Heads32}},
			"q + h0 * 576", "q + (long)q_row * 32 * 576", []int{45, 200}},
		// The causal rule one row short: token i sees kv_len - q_len + i rows.
		{"mask one row short", mla.Config{Splits: 2, Stages: 2, Tile: 32, Dims: mla.Dims{QLen: mla.QLen2}},
			"kv_beg - 1 + tok, 0)", "kv_beg - 2 + tok, 0)", []int{45, 200}},
		// The reduce kernel's rows ignore the query token: token 1 takes token 0's merge.
		{"reduce ignores the token", mla.Config{Splits: 2, Stages: 2, Tile: 32, Dims: mla.Dims{QLen: mla.QLen2}},
			"((long)seq * 2 + tok) * 16 + head", "((long)seq * 2 + 0) * 16 + head", []int{45, 200}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src, err := gen.ExpandHIP(tc.cfg, gen.OnDemandCommand)
			if err != nil {
				t.Fatal(err)
			}
			if strings.Count(string(src), tc.from) != 1 {
				t.Fatalf("mutation target %q not once in %s", tc.from, tc.cfg.Name())
			}
			good, err := cc.Compile(context.Background(), tc.cfg.Name(), src)
			if err != nil {
				t.Fatal(err)
			}
			bad, err := cc.Compile(context.Background(), tc.cfg.Name(), []byte(strings.Replace(string(src), tc.from, tc.to, 1)))
			if err != nil {
				t.Fatal(err)
			}
			e := newEmulator(t)
			in, err := verify.NewRaggedInputs(3, tc.lens).ForConfig(tc.cfg)
			if err != nil {
				t.Fatal(err)
			}
			for _, code := range [][]byte{good, bad} {
				r := verify.CheckInputs(e, code, tc.cfg, in, "ragged", "", verify.CheckOptions{Seed: 3})
				if r.Err != nil {
					t.Fatal(r.Err)
				}
				worst := r.Report.WorstRatio
				if p := r.Report.Partials; p != nil {
					worst = math.Max(worst, p.Worst)
				}
				if &code[0] == &good[0] {
					if !r.Pass() {
						t.Fatalf("unmutated: %s", r.Report.Failure(r.Inputs.Element))
					}
					continue
				}
				t.Logf("mutated: output err/bound %.3g, worst with partials %.3g, strict pass %v", r.Report.WorstRatio, worst, r.Report.StrictPass)
				if r.Report.StrictPass {
					t.Errorf("the mutated kernel passes the strict bound on the output")
				}
			}
		})
	}
}
