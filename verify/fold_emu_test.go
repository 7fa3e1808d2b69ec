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

// foldConfigs sample the row-folded kernels (--fold): each fold (32 rows:
// four waves, two a row block; 64 and 128: eight waves) over the (tile,
// stages) pairs, one split (direct output) and several (workspace and
// reduce), lse, the scaled and the bf16 query, the three paged layouts, a
// bf16 cache, one launch, and rows that need two workgroups a (split, sequence) (heads x
// q_len above the fold).
var foldConfigs = []mla.Config{
	{Splits: 3, Stages: 3, Tile: 64, Dims: mla.Dims{Heads: mla.Heads32, Fold: mla.Fold32}},
	{Splits: 1, Stages: 2, Tile: 128, Dims: mla.Dims{QLen: mla.QLen2, LSE: true, Fold: mla.Fold32}},
	{Splits: 3, Stages: 4, Tile: 32, Dims: mla.Dims{QLen: mla.QLen4, Q: mla.QFP8Scaled, Fold: mla.Fold64}},
	{Splits: 1, Stages: 3, Tile: 64, Dims: mla.Dims{Heads: mla.Heads64, LSE: true, Page: mla.Page1, Fold: mla.Fold64}},
	{Splits: 3, Stages: 2, Tile: 64, Dims: mla.Dims{Heads: mla.Heads128, Page: mla.Page16, Fold: mla.Fold128}},
	{Splits: 1, Stages: 4, Tile: 32, Dims: mla.Dims{Heads: mla.Heads64, QLen: mla.QLen2, LSE: true, Q: mla.QFP8Scaled, Page: mla.Page64, Fold: mla.Fold128}},
	{Splits: 2, Stages: 2, Tile: 64, Dims: mla.Dims{Heads: mla.Heads128, QLen: mla.QLen2, Fold: mla.Fold128}},
	// 128 rows on 128-token tiles: one softmax step a tile, the full-rate P.V, the lane ids
	// opaque per tile (the tuned kernel of --heads 128 at 8192 tokens), with and without the
	// causal rows, a block table and lse.
	{Splits: 3, Stages: 2, Tile: 128, Dims: mla.Dims{Heads: mla.Heads128, Fold: mla.Fold128}},
	{Splits: 1, Stages: 2, Tile: 128, Dims: mla.Dims{Heads: mla.Heads64, QLen: mla.QLen2, LSE: true, Page: mla.Page16, Fold: mla.Fold128}},
	{Splits: 3, Stages: 2, Tile: 64, Dims: mla.Dims{Heads: mla.Heads32, QLen: mla.QLen4, LSE: true, Fold: mla.Fold64}},
	// --q bf16: the query stays in bf16 registers, K converted from the swizzled tile.
	{Splits: 3, Stages: 2, Tile: 32, Dims: mla.Dims{Heads: mla.Heads32, QLen: mla.QLen2, Q: mla.QBF16, Page: mla.Page16, Fold: mla.Fold64, One: true}},
	// A bf16 cache: two loads a 1152-byte row, its own swizzle (mla_swz16), a V slice of 256 dims.
	{Splits: 3, Stages: 2, Tile: 64, Dims: mla.Dims{Heads: mla.Heads32, QLen: mla.QLen2, LSE: true, KV: mla.KVBF16, Fold: mla.Fold32}},
}

// Each sampled row-folded config, compiled here, passes every check on its
// ragged batch (RaggedLens: a partial last tile, an empty split, an empty
// sequence, whole tiles, a sequence shorter than q_len and one whose query
// tokens end in different tiles of a split), with the emulator's LDS-DMA race
// check on (its default): the workgroup's waves stage and read each other's
// parts of every tile.
func TestFoldRaggedSampled(t *testing.T) {
	for _, c := range foldConfigs {
		if err := c.Validate(); err != nil {
			t.Fatalf("%s: %v", c, err)
		}
	}
	byFormat := map[mla.KVMode][]mla.Config{}
	for _, c := range foldConfigs {
		byFormat[c.KV] = append(byFormat[c.KV], c)
	}
	for _, f := range []mla.KVMode{mla.KVFP8, mla.KVBF16} {
		checkRaggedConfigs(t, byFormat[f], 11, f, nil)
	}
}

// A row-folded kernel mutated in one place, compiled and run, fails: the
// strict bound, or (the barrier) the emulator's race check. The unmutated
// kernel passes on the same inputs.
func TestFoldMutationsFail(t *testing.T) {
	cc := gentest.Compiler(t)
	fold32 := mla.Config{Splits: 1, Stages: 2, Tile: 64, Dims: mla.Dims{Heads: mla.Heads32, Fold: mla.Fold32}}
	fold64q := mla.Config{Splits: 2, Stages: 3, Tile: 64, Dims: mla.Dims{QLen: mla.QLen4, Fold: mla.Fold64}}
	fold128 := mla.Config{Splits: 2, Stages: 3, Tile: 32, Dims: mla.Dims{Heads: mla.Heads128, Fold: mla.Fold128}}
	fold32b := mla.Config{Splits: 2, Stages: 2, Tile: 64, Dims: mla.Dims{Heads: mla.Heads32, Q: mla.QBF16, Fold: mla.Fold32}}
	fold64kv := mla.Config{Splits: 2, Stages: 1, Tile: 64, Dims: mla.Dims{Heads: mla.Heads64, KV: mla.KVBF16, Fold: mla.Fold64}}
	for _, tc := range []struct {
		name     string
		cfg      mla.Config
		from, to string
		all      bool // replace every occurrence (else exactly one)
		sharp    bool // sm_scale 1: the running max jumps after the first group
	}{
		// The wave with the upper half of the V dims writes them over the lower half's columns.
		{"a V slice in the wrong columns", fold32, "+ vo + g * 4;", "+ (vo & 0) + g * 4;", false, false},
		// The causal rule one row short: each wave's token sees one row less.
		{"mask one row short", fold64q, "const int kv_w = kv_all + rb / ", "const int kv_w = kv_all - 1 + rb / ", false, false},
		// The accumulators are not rescaled when the running max jumps.
		{"acc not rescaled", fold128, "if (__builtin_amdgcn_ballot_w64(rescale)) {", "if (false) {", true, true},
		// The DMA stages the tile's columns unswizzled; the reads still swizzle.
		{"tile not swizzled", fold64q, "^ mla_swz(r0)) << 4;", "^ mla_swz(r0)) * 0 + (lane << 4);", true, false},
		// Every wave takes the workgroup's first row block's query.
		{"one row block's q", fold128, "+ rb * 16 + i) * 576", "+ zf * 128 + i) * 576", false, false},
		// --q bf16 reads the rope dims of the swizzled tile as if unswizzled.
		{"bf16 q's rope read unswizzled", fold32b, "+ 16 * (g ^ xk1));", "+ 16 * g);", true, false},
		// A bf16 tile is staged unswizzled; the reads still swizzle.
		{"bf16 tile not swizzled", fold64kv, "^ mla_swz16(r0)) << 4;", "^ mla_swz16(r0)) * 0 + (lane << 4);", true, false},
		// The refill is issued before the barrier: other waves may still read that stage.
		{"refill before the barrier", fold64q, "    mla_barrier();\n    if (k + 2 < ntiles)", "    if (k + 2 < ntiles)", true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src, err := gen.ExpandHIP(tc.cfg, "verify test (mutated)")
			if err != nil {
				t.Fatal(err)
			}
			n := strings.Count(string(src), tc.from)
			if n == 0 || (!tc.all && n != 1) {
				t.Fatalf("mutation target %q %d times in %s", tc.from, n, tc.cfg.Name())
			}
			good, err := cc.Compile(context.Background(), tc.cfg.Name(), src)
			if err != nil {
				t.Fatal(err)
			}
			bad, err := cc.Compile(context.Background(), tc.cfg.Name(), []byte(strings.ReplaceAll(string(src), tc.from, tc.to)))
			if err != nil {
				t.Fatal(err)
			}
			e := newEmulator(t)
			lens := []int{45, 200, 3}
			var in *verify.Inputs
			if tc.sharp {
				in = sharpInputs(5, 2, 300)
			} else {
				in = verify.NewRaggedInputsFormat(5, lens, tc.cfg.KV)
			}
			if in, err = in.ForConfig(tc.cfg); err != nil {
				t.Fatal(err)
			}
			// At sm_scale 1 the fp8 query puts some elements outside the
			// benchmark's loose rule (docs/kernel.md, the query precision
			// table): the unmutated kernel must pass the strict bounds.
			r := verify.CheckInputs(e, good, tc.cfg, in, "ragged", "", verify.CheckOptions{Seed: 5})
			if r.Err != nil || !r.Report.StrictPass || (r.Report.Partials != nil && r.Report.Partials.Violations > 0) || (!tc.sharp && !r.Pass()) {
				t.Fatalf("unmutated: %v %s", r.Err, r.Report.Failure(r.Inputs.Element))
			}
			r = verify.CheckInputs(e, bad, tc.cfg, in, "ragged", "", verify.CheckOptions{Seed: 5})
			if r.Err != nil {
				t.Logf("mutated: %v", r.Err)
				return
			}
			worst := r.Report.WorstRatio
			if p := r.Report.Partials; p != nil {
				worst = math.Max(worst, p.Worst)
			}
			t.Logf("mutated: output err/bound %.3g, worst with partials %.3g, strict pass %v", r.Report.WorstRatio, worst, r.Report.StrictPass)
			if r.Report.StrictPass && (r.Report.Partials == nil || r.Report.Partials.Violations == 0) {
				t.Errorf("the mutated kernel passes the strict bound")
			}
		})
	}
}
