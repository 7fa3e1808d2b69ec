package verify_test

import (
	"testing"

	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/verify"
)

// Every (tile, stages) pair a bf16 KV kernel may take (four: a bf16 tile is
// twice the bytes, so only 32-token tiles double-buffer, and 128-token ones
// spill), alternately with
// one split (the direct output, lse on) and three (the workspace and the
// reduce kernel without kv_scale), on a seeded ragged batch that takes every
// path (a partial last tile, an empty split, an empty sequence, whole
// tiles): the output, the lse and the partials pass their strict bounds
// against the bf16 faithful reference and the loose rule against the exact
// one. kv_scale is uploaded as 0, so a kernel that applied it would fail.
func TestBF16RaggedAllPairs(t *testing.T) {
	checkFormatRaggedAllPairs(t, mla.KVBF16, mla.KVBF16, 4, nil)
}

// checkFormatRaggedAllPairs runs one kernel per (tile, stages) pair that
// Validate allows for cache format kv (want of them), alternately with one
// split and lse and with three splits, on seed 7's ragged batch (reshaped by
// reshape when not nil) in that format (checkRaggedConfigs).
func checkFormatRaggedAllPairs(t *testing.T, kv mla.KVMode, format mla.KVMode, want int, reshape func([]int) []int) {
	t.Helper()
	var cfgs []mla.Config
	for _, c := range mla.AllConfigsWith(mla.Dims{KV: kv}) {
		if c.Splits != 1 {
			continue
		}
		if len(cfgs)%2 == 1 {
			c.Splits = 3
		} else {
			c.LSE = true
		}
		cfgs = append(cfgs, c)
	}
	if len(cfgs) != want {
		t.Fatalf("%v (tile, stages) pairs: %v, want %d", format, cfgs, want)
	}
	checkRaggedConfigs(t, cfgs, 7, format, reshape)
}

// A bf16 or MXFP4 kernel refuses an fp8 cache (and an fp8 kernel either): the
// bytes would be read as the wrong format without a word.
func TestPrepareRejectsOtherFormat(t *testing.T) {
	e := newEmulator(t)
	for _, tc := range []struct {
		cfg mla.Config
		f   mla.KVMode
	}{
		{mla.Config{Splits: 1, Stages: 1, Tile: 32, Dims: mla.Dims{KV: mla.KVBF16}}, mla.KVFP8},
		{mla.Config{Splits: 1, Stages: 1, Tile: 32}, mla.KVBF16},
		{mla.Config{Splits: 1, Stages: 1, Tile: 32, Dims: mla.Dims{KV: mla.KVMXFP4}}, mla.KVFP8},
		{mla.Config{Splits: 1, Stages: 1, Tile: 32}, mla.KVMXFP4},
	} {
		in := verify.NewRaggedInputsFormat(1, []int{33}, tc.f)
		if _, err := verify.Prepare(e, nil, tc.cfg, in, 1); err == nil {
			t.Errorf("%s on %s inputs: no error", tc.cfg, tc.f)
		} else {
			t.Log(err)
		}
	}
}

// bf16 kernels with more heads and query tokens: one with one split (the
// direct output and lse, causal tokens over head groups) and one with three
// (the workspace and the reduce kernel, causal tokens cut by the splits),
// compiled here, pass every check on their ragged batches (RaggedLens: a
// sequence shorter than q_len among them) with the bf16 cache's rows view.
func TestBF16RowsRagged(t *testing.T) {
	checkRaggedConfigs(t, []mla.Config{
		{Splits: 1, Stages: 1, Tile: 64, Dims: mla.Dims{KV: mla.KVBF16, Heads: mla.Heads32, QLen: mla.QLen2, LSE: true}},
		{Splits: 3, Stages: 2, Tile: 32, Dims: mla.Dims{KV: mla.KVBF16, Heads: mla.Heads64, QLen: mla.QLen4}},
	}, 7, mla.KVBF16, nil)
}
