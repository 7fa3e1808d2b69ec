package verify_test

import (
	"context"
	"flag"
	"fmt"
	"math"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/mlagen/mlagen/gen"
	"github.com/mlagen/mlagen/internal/gentest"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/num"
	"github.com/mlagen/mlagen/verify"
)

// bf16QueryPairs gives every (tile, stages) pair a bf16-q kernel may take (all
// of the fp8 kernel's but 96-token tiles, which spill in some configs) one config, alternately with one split (the direct output) and three (the
// workspace and the reduce kernel), each with another of the dimensions the
// bf16 query combines with: lse, paged caches, head counts and query tokens.
func bf16QueryPairs(t *testing.T) []mla.Config {
	t.Helper()
	mixes := []mla.Dims{
		{LSE: true},
		{},
		{Page: mla.Page1},
		{Page: mla.Page16, LSE: true},
		{Heads: mla.Heads32, QLen: mla.QLen2},
		{Page: mla.Page64},
		{QLen: mla.QLen4, LSE: true},
		{Heads: mla.Heads64},
		{Page: mla.Page16, Heads: mla.Heads32},
	}
	var cfgs []mla.Config
	for _, c := range mla.AllConfigsWith(mla.Dims{Q: mla.QBF16}) {
		if c.Splits != 1 {
			continue
		}
		i := len(cfgs)
		d := mixes[i%len(mixes)]
		d.Q = mla.QBF16
		c.Splits = 1 + 2*(i%2)
		c.Dims = d
		if err := c.Validate(); err != nil {
			t.Fatalf("%s: %v", c, err)
		}
		cfgs = append(cfgs, c)
	}
	if len(cfgs) != 7 {
		t.Fatalf("bf16-q (tile, stages) pairs: %v, want the fp8 kernels' 9 but the two of 96-token tiles", cfgs)
	}
	return cfgs
}

// Every (tile, stages) pair of the bf16-q kernels, on a seeded ragged batch
// that takes every path (a partial last tile, an empty split, an empty
// sequence, whole tiles; with q_len > 1 a sequence shorter than q_len; a
// paged cache in shuffled pages among poisoned rows): the output, the lse
// and the partials pass their strict bounds against the faithful reference
// with q in bf16 and K converted exactly.
func TestBF16QueryRaggedAllPairs(t *testing.T) {
	checkRaggedConfigs(t, bf16QueryPairs(t), 11, mla.KVFP8, nil)
}

// sharpInputs is a sharp softmax on the benchmark's data: sm_scale 1.0
// instead of 1/sqrt(576), so a token's weight moves with a few units of
// its score's last bits; q_scale is set for a _qs kernel (the others ignore it).
func sharpInputs(seed uint64, batch, kvLen int) *verify.Inputs {
	in := verify.NewInputs(seed, batch, kvLen)
	in.SMScale = 1
	in.QScale = verify.QuantScale(in.Q)
	return in
}

// A bf16-q kernel mutated in one place fails the strict bound at a sharp
// softmax, where the unmutated kernel passes: one that rounds q to fp8
// anyway (the plain kernel's step 1, then back to bf16), and one whose K
// conversion drops the sign of every fp8 value.
func TestBF16QueryMutationsFailStrictBound(t *testing.T) {
	cc := gentest.Compiler(t)
	cfg := mla.Config{Splits: 2, Stages: 2, Tile: 32, Dims: mla.Dims{Q: mla.QBF16}}
	src, err := gen.ExpandHIP(cfg, gen.OnDemandCommand)
	if err != nil {
		t.Fatal(err)
	}
	// Every query load (18, from qh and qp) goes through a helper that
	// rounds q to fp8 with the plain kernel's mla_bf16x4_to_fp8 and widens
	// it back with the K conversion.
	qload := regexp.MustCompile(`= \*\(const u32x4\*\)\((q[hp] \+ \d+)\);`)
	const kconv = "MLA_DEVICE u32x4 mla_k8bf(u32 lo, u32 hi) {"
	roundQ := func(s string) string {
		s = strings.Replace(s, kconv, `MLA_DEVICE u32x4 mla_k8bf(u32 lo, u32 hi);
MLA_DEVICE u32x4 mla_q8rt(u32x4 w) {
  return mla_k8bf(mla_bf16x4_to_fp8(w.x, w.y), mla_bf16x4_to_fp8(w.z, w.w));
}
`+kconv, 1)
		return qload.ReplaceAllString(s, "= mla_q8rt(*(const u32x4*)($1));")
	}
	dropSign := func(s string) string {
		return strings.Replace(s, kconv, kconv+"\n  lo &= 0x7f7f7f7fu;\n  hi &= 0x7f7f7f7fu;", 1)
	}
	if n := len(qload.FindAllString(string(src), -1)); n != mla.QKDim/32 || strings.Count(string(src), kconv) != 1 {
		t.Fatalf("mutation targets: %d query loads (want %d), %d K conversions (want 1) in %s", n, mla.QKDim/32, strings.Count(string(src), kconv), cfg.Name())
	}
	in := sharpInputs(3, 2, 300)
	e := newEmulator(t)
	for _, tc := range []struct {
		name   string
		mutate func(string) string
	}{
		{"unmutated", func(s string) string { return s }},
		{"q rounded to fp8", roundQ},
		{"K's sign dropped", dropSign},
	} {
		code, err := cc.Compile(context.Background(), cfg.Name(), []byte(tc.mutate(string(src))))
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		r := verify.CheckInputs(e, code, cfg, in, "sm_scale 1", "", verify.CheckOptions{Seed: 3})
		if r.Err != nil {
			t.Fatalf("%s: %v", tc.name, r.Err)
		}
		t.Logf("%s: err/bound %.3g, %d violations", tc.name, r.Report.WorstRatio, r.Report.Violations)
		if tc.name == "unmutated" {
			if !r.Pass() {
				t.Fatalf("unmutated: %s", r.Report.Failure(r.Inputs.Element))
			}
		} else if r.Report.StrictPass {
			t.Errorf("%s: the mutated kernel passes the strict bound", tc.name)
		}
	}
}

var qprecShape = flag.String("qprec", "2x256", "TestQueryPrecisionTable's shape, BxL (e.g. 4x1024 for the docs' table)")

// The query precisions against exact attention on the bf16 q, on the
// benchmark's data at its sm_scale and at two sharp softmaxes (sm_scale 1.0;
// |q| ~ 100, q times 100 at the benchmark's sm_scale): max |err|, max
// |err| / RMS, and the fraction of elements outside rtol = atol = 0.1 (the
// benchmark's rule) and rtol = atol = 0.01. Every kernel passes its strict
// bound; at a sharp softmax the fp8 queries (plain and _qs, whose scale
// cannot add precision at these magnitudes) move which token wins and the
// bf16 query does not: it keeps its elements inside 0.1, the fp8 ones do not.
// The table (t.Log) is the one docs/kernel.md, "The bf16 query", reports
// with -qprec 4x1024.
func TestQueryPrecisionTable(t *testing.T) {
	var batch, kvLen int
	if _, err := fmt.Sscanf(*qprecShape, "%dx%d", &batch, &kvLen); err != nil {
		t.Fatalf("-qprec %q: want BxL", *qprecShape)
	}
	cc := gentest.Compiler(t)
	plain := mla.Config{Splits: 1, Stages: 2, Tile: 32}
	modes := []mla.Config{plain, plain.With(mla.Dims{Q: mla.QFP8Scaled}), plain.With(mla.Dims{Q: mla.QBF16})}
	res := generate(t, cc, modes)
	// The table's order: fp8, fp8s, bf16.
	sort.Slice(res.Kernels, func(i, j int) bool { return res.Kernels[i].Config.Q < res.Kernels[j].Config.Q })
	e := newEmulator(t)
	type row struct{ max, rel, mis1, mis2 float64 }
	scenarios := []struct {
		name string
		in   *verify.Inputs
	}{
		{"benchmark sm_scale", verify.NewInputs(1, batch, kvLen)},
		{"sm_scale 1.0", sharpInputs(1, batch, kvLen)},
		{"|q| ~ 100", func() *verify.Inputs {
			in := verify.NewInputs(1, batch, kvLen)
			for i, v := range in.Q {
				in.Q[i] = num.F32ToBF16(num.BF16ToF32(v) * 100)
			}
			return in
		}()},
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%dx%d\n%-20s %-6s %9s %8s %10s %10s\n", batch, kvLen, "case", "q", "max|err|", "err/RMS", "mis@0.1", "mis@0.01")
	for _, sc := range scenarios {
		in := sc.in
		in.QScale = verify.QuantScale(in.Q)
		exact := verify.Exact(in, nil)
		var rms float64
		for _, x := range exact {
			rms += x * x
		}
		rms = math.Sqrt(rms / float64(len(exact)))
		got := map[mla.QMode]row{}
		for _, k := range res.Kernels {
			r := verify.CheckInputs(e, k.CodeObject, k.Config, in, sc.name, "", verify.CheckOptions{})
			if r.Err != nil {
				t.Fatal(r.Err)
			}
			if !r.Report.StrictPass {
				t.Errorf("%s, %s: %s", sc.name, k.Config, r.Report.Failure(in.Element))
			}
			out, err := verify.RunFull(e, k.CodeObject, k.Config, in)
			if err != nil {
				t.Fatal(err)
			}
			var w row
			for i, x := range exact {
				d := math.Abs(float64(num.BF16ToF32(out.Out[i])) - x)
				w.max = math.Max(w.max, d)
				if d > 0.1+0.1*math.Abs(x) {
					w.mis1++
				}
				if d > 0.01+0.01*math.Abs(x) {
					w.mis2++
				}
			}
			w.rel, w.mis1, w.mis2 = w.max/rms, w.mis1/float64(len(exact)), w.mis2/float64(len(exact))
			got[k.Config.Q] = w
			fmt.Fprintf(&b, "%-20s %-6s %9.4f %8.4f %9.2f%% %9.2f%%\n", sc.name, mla.Dimensions()[0].Value(k.Config.Dims), w.max, w.rel, 100*w.mis1, 100*w.mis2)
		}
		if sc.name != "benchmark sm_scale" {
			if q, f := got[mla.QBF16], got[mla.QFP8]; q.mis1 > 0.005 || f.mis1 < 10*q.mis1 || f.mis1 == 0 {
				t.Errorf("%s: outside 0.1: bf16 q %.2f%% (want < 0.5%%), fp8 q %.2f%% (want ten times more)", sc.name, 100*q.mis1, 100*f.mis1)
			}
		}
		if q, f := got[mla.QBF16], got[mla.QFP8]; q.max > f.max {
			t.Errorf("%s: bf16 q max |err| %.4f above fp8 q's %.4f", sc.name, q.max, f.max)
		}
	}
	t.Log("\n" + b.String())
}
