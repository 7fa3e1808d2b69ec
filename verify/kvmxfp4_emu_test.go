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

// oddTotal appends a one-token sequence when the batch's KV rows are even in
// number, so that the cache ends on an odd row: its scales then end 2 bytes
// past a dword, where a scale window that read past the last row would leave
// the allocation (and the emulator's bounds-checked memory faults).
func oddTotal(lens []int) []int {
	n := 0
	for _, l := range lens {
		n += l
	}
	if n%2 == 0 {
		lens = append(lens, 1)
	}
	return lens
}

// Every (tile, stages) pair an MXFP4 KV kernel may take (seven: 64-token
// tiles spill, and 96-token ones with two stages; 128-token ones take at most
// two stages, vmcnt), alternately with
// one split (the direct output, lse on) and three (the workspace and the
// reduce kernel without kv_scale), on a seeded ragged batch that takes every
// path (a partial last tile, an empty split, an empty sequence, whole
// tiles, a cache of an odd number of rows): the output, the lse and the
// partials pass their strict bounds against the MXFP4 faithful reference and
// the loose rule against the exact one. kv_scale is uploaded as 0, so a kernel
// that applied it would fail.
func TestMXFP4RaggedAllPairs(t *testing.T) {
	checkFormatRaggedAllPairs(t, mla.KVMXFP4, mla.KVMXFP4, 7, oddTotal)
}

// An MXFP4 kernel mutated in one place of its scale or nibble handling,
// compiled and run on a ragged batch, fails the strict bound; the unmutated
// kernel passes on the same inputs. The batch (45 and 200 rows, two splits)
// ends both sequences' last splits on odd rows, where the split's last two
// scale bytes lie past the scale window's last dword.
func TestMXFP4MutationsFailStrictBound(t *testing.T) {
	cc := gentest.Compiler(t)
	cfg := mla.Config{Splits: 2, Stages: 2, Tile: 32, Dims: mla.Dims{KV: mla.KVMXFP4}}
	src, err := gen.ExpandHIP(cfg, gen.OnDemandCommand)
	if err != nil {
		t.Fatal(err)
	}
	good, err := cc.Compile(context.Background(), cfg.Name(), src)
	if err != nil {
		t.Fatal(err)
	}
	in := verify.NewRaggedInputsFormat(3, []int{45, 200}, mla.KVMXFP4)
	e := newEmulator(t)
	check := func(code []byte) verify.CheckResult {
		r := verify.CheckInputs(e, code, cfg, in, "ragged", "", verify.CheckOptions{Seed: 3})
		if r.Err != nil {
			t.Fatal(r.Err)
		}
		return r
	}
	if r := check(good); !r.Pass() {
		t.Fatalf("unmutated: %s", r.Report.Failure(r.Inputs.Element))
	}
	for _, tc := range []struct{ name, from, to string }{
		// V's nibble order: dim 2i takes dim 2i + 1's values (the even dims' pairing).
		{"V nibbles swapped", "{__builtin_amdgcn_perm(w1, w0, 0x05040100)", "{__builtin_amdgcn_perm(w1, w0, 0x07060302)"},
		// V block 1 dequantized with block 2's scales.
		{"V scale block off by one", "*(const u64*)(vs + 32)", "*(const u64*)(vs + 64)"},
		// scale^T's dwords stored unrotated: the P.V's tokens 4j + 3 then take bits 31:24.
		{"scale^T not rotated", "[54]), 1);", "[54]), 0);"},
		// Token 4j's scale shifted into place instead of rotated: its low bit (bit 31) is lost.
		{"V scale byte 0 shifted", "__builtin_rotateleft32(sc, 24)", "((sc) << 24)"},
		// QK: K blocks 4g + c and 4g + 2 + c trade scales in the first 16-token block.
		{"K scale bytes swapped", "mla_pk2(*(const u16*)(sr + 0 + 4 * g), *(const u16*)(sr + 0 + 4 * g + 2))",
			"mla_pk2(*(const u16*)(sr + 0 + 4 * g + 2), *(const u16*)(sr + 0 + 4 * g))"},
		// The split's last two scale bytes (its last row's rope scales) left as the
		// clamped window put them.
		{"last row's rope scales not patched", "if (lane == 0) *(u16*)", "if (lane < 0) *(u16*)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if !strings.Contains(string(src), tc.from) {
				t.Fatalf("mutation target %q not in %s", tc.from, cfg.Name())
			}
			bad, err := cc.Compile(context.Background(), cfg.Name(), []byte(strings.ReplaceAll(string(src), tc.from, tc.to)))
			if err != nil {
				t.Fatal(err)
			}
			r := check(bad)
			worst := r.Report.WorstRatio
			if p := r.Report.Partials; p != nil {
				worst = math.Max(worst, p.Worst)
			}
			t.Logf("mutated: output err/bound %.3g, worst with partials %.3g, strict pass %v", r.Report.WorstRatio, worst, r.Report.StrictPass)
			if r.Report.StrictPass && (r.Report.Partials == nil || r.Report.Partials.Worst <= 1) {
				t.Errorf("the mutated kernel passes the strict bound on the output and the partials")
			}
		})
	}
}

// MXFP4 kernels with more heads and query tokens: one with one split (the
// direct output, lse on, 32 heads and 4 causal tokens) and one with three
// (the workspace and the reduce kernel, 64 heads and 2 tokens), each on its
// ragged batch (a sequence shorter than q_len included, a cache of an odd
// number of rows) laid out by ForConfig, pass every check: each row block
// reads its sequence's fp4 rows and their scales, and its causal range.
func TestMXFP4RowsRagged(t *testing.T) {
	checkRaggedConfigs(t, []mla.Config{
		{Splits: 1, Stages: 1, Tile: 128, Dims: mla.Dims{KV: mla.KVMXFP4, Heads: mla.Heads32, QLen: mla.QLen4, LSE: true}},
		{Splits: 3, Stages: 2, Tile: 32, Dims: mla.Dims{KV: mla.KVMXFP4, Heads: mla.Heads64, QLen: mla.QLen2}},
	}, 7, mla.KVMXFP4, oddTotal)
}
