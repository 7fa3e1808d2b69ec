package gen

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/mlagen/mlagen/mla"
)

var update = flag.Bool("update", false, "rewrite golden files under testdata/golden")

// golden compares got with testdata/golden/name, or rewrites it with -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", "golden", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./gen -run Golden -update to create it)", err)
	}
	if diff := cmp.Diff(string(want), string(got)); diff != "" {
		t.Errorf("%s differs from golden (-want +got); if intended, rerun with -update:\n%s", name, diff)
	}
}

// Four configs cover the template's branches: direct output with one stage
// and four waves merged in LDS; 8 splits of four double-buffered waves; two
// waves with a four-stage wait chain; one wave (no merge) with 128-token tiles
// of four softmax steps.
var goldenConfigs = []mla.Config{{Splits: 1, Stages: 1, Tile: 32}, {Splits: 8, Stages: 2, Tile: 32}, {Splits: 5, Stages: 4, Tile: 32}, {Splits: 3, Stages: 1, Tile: 128}}

// goldenDimsConfigs are the dimensions' branches: the reduce kernel writes
// lse (8 splits); the decode kernel does after one wave's store (one split,
// 128-token tiles); the scaled query with lse after the waves' merge; the
// paged cache's DMA (token-level indices, the wait chain of three stages; a
// block table of 16-token pages, one wave's direct output); the bf16 cache
// (its reduce kernel without kv_scale; one split with lse); the MXFP4 cache
// (the scale window and its wait chain, the reduce without kv_scale; one
// split with lse and 96-token tiles, whose scale transpose divides by 24);
// 32 heads (two row blocks, three splits); two query tokens with lse (the
// causal rule, one split); the persistent kernel (its work-list loop and the
// planned reduce); the bf16 query; a row-folded kernel (eight waves sharing
// each tile, a block table of 16-token pages, two query tokens, the
// workspace and lse of several splits); one launch (the ticket and the merge
// in the decode kernel, with lse and two row blocks a sequence; a folded
// workgroup's one ticket for its 64 rows, two of them a sequence); a
// row-folded kernel with the bf16 query (its QK reading the swizzled tile);
// one with a bf16 cache (two loads a row, the bf16 swizzle); a persistent
// row-folded kernel (every row group walking the plan's items, a partial of
// q_len x heads rows, the empty-item path, and its reduce over tokens and
// heads); a row-folded kernel of 128-token tiles (one softmax step a tile,
// the full-rate P.V, the lane ids made opaque per tile).
var goldenDimsConfigs = []mla.Config{
	{Splits: 3, Stages: 2, Tile: 32, Dims: mla.Dims{LSE: true, QLen: mla.QLen2, One: true}},
	{Splits: 3, Stages: 2, Tile: 32, Dims: mla.Dims{Heads: mla.Heads32}},
	{Splits: 1, Stages: 2, Tile: 32, Dims: mla.Dims{QLen: mla.QLen2, LSE: true}},
	{Splits: 1, Stages: 2, Tile: 32, Dims: mla.Dims{PS: true}},
	{Splits: 4, Stages: 2, Tile: 32, Dims: mla.Dims{Q: mla.QBF16}},
	{Splits: 8, Stages: 2, Tile: 32, Dims: mla.Dims{LSE: true}},
	{Splits: 1, Stages: 1, Tile: 128, Dims: mla.Dims{LSE: true}},
	{Splits: 1, Stages: 2, Tile: 32, Dims: mla.Dims{Q: mla.QFP8Scaled, LSE: true}},
	{Splits: 4, Stages: 3, Tile: 32, Dims: mla.Dims{Page: mla.Page1}},
	{Splits: 1, Stages: 1, Tile: 64, Dims: mla.Dims{Page: mla.Page16}},
	{Splits: 4, Stages: 2, Tile: 32, Dims: mla.Dims{KV: mla.KVBF16}},
	{Splits: 1, Stages: 1, Tile: 64, Dims: mla.Dims{KV: mla.KVBF16, LSE: true}},
	{Splits: 4, Stages: 2, Tile: 32, Dims: mla.Dims{KV: mla.KVMXFP4}},
	{Splits: 1, Stages: 1, Tile: 96, Dims: mla.Dims{KV: mla.KVMXFP4, LSE: true}},
	{Splits: 3, Stages: 2, Tile: 64, Dims: mla.Dims{LSE: true, Page: mla.Page16, Heads: mla.Heads64, QLen: mla.QLen2, Fold: mla.Fold128}},
	{Splits: 4, Stages: 2, Tile: 32, Dims: mla.Dims{LSE: true, Heads: mla.Heads128, Fold: mla.Fold64, One: true}},
	{Splits: 3, Stages: 2, Tile: 64, Dims: mla.Dims{Q: mla.QBF16, Heads: mla.Heads32, Fold: mla.Fold32}},
	{Splits: 3, Stages: 2, Tile: 32, Dims: mla.Dims{KV: mla.KVBF16, LSE: true, Heads: mla.Heads64, Fold: mla.Fold64}},
	{Splits: 1, Stages: 2, Tile: 64, Dims: mla.Dims{LSE: true, PS: true, Heads: mla.Heads64, QLen: mla.QLen2, Fold: mla.Fold64}},
	{Splits: 4, Stages: 2, Tile: 128, Dims: mla.Dims{Heads: mla.Heads128, Fold: mla.Fold128}},
}

func TestGoldenHIP(t *testing.T) {
	for _, c := range append(goldenConfigs, goldenDimsConfigs...) {
		src, err := ExpandHIP(c, "mlagen --config "+c.Name())
		if err != nil {
			t.Fatal(err)
		}
		golden(t, c.Name()+".hip", src)
	}
}

// fakeResult is a compiled-looking result with fixed resources, so the
// registry and header can be checked without a compiler.
func fakeResult() *Result {
	r := &Result{Compiler: &Compiler{Path: "clang++", Kind: "clang", Version: "clang version 22.1.8"}}
	for i, c := range goldenConfigs {
		k := &Kernel{Config: c, Source: []byte("// source\n"), CodeObject: []byte{0x7f, 'E', 'L', 'F', byte(i)}}
		k.Decode = mla.Resources{Kernel: c.Name(), VGPRs: 100 + i, SGPRs: 30, LDSBytes: c.LDSBytes(), BlockSize: c.DecodeBlock().X, WavesPerSIMD: 4, WorkgroupsPerCU: 4, Limiter: "VGPRs"}
		if c.HasReduce() {
			k.Reduce = &mla.Resources{Kernel: c.ReduceName(), VGPRs: 14, SGPRs: 20, BlockSize: mla.ReduceBlockSize, WavesPerSIMD: 8, WorkgroupsPerCU: 4, Limiter: "waves"}
		}
		r.Kernels = append(r.Kernels, k)
	}
	r.Shapes = []ShapeEntry{{mla.Shape{Batch: 64, KVLen: 1024}, mla.Config{Splits: 8, Stages: 2, Tile: 32}}}
	return r
}

func TestGoldenRegistryHeaderManifest(t *testing.T) {
	files, err := render(fakeResult(), "mlagen --golden")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{RegistryFile, HeaderFile, ManifestFile} {
		golden(t, name+".golden", files[name])
	}
}

// dimsResult is fakeResult's kind of result for kernels with optional
// dimensions, beside a plain one: the header gets a struct per distinct
// argument list and records each kernel's dimensions; the registry and the
// manifest record them too. Validate is bypassed (fake kernels), so the
// golden files pin the format before the templates emit every dimension.
func dimsResult() *Result {
	r := &Result{Compiler: &Compiler{Path: "clang++", Kind: "clang", Version: "clang version 22.1.8"}}
	for i, c := range []mla.Config{
		{Splits: 8, Stages: 2, Tile: 32},
		{Splits: 1, Stages: 1, Tile: 32, Dims: mla.Dims{LSE: true}},
		{Splits: 8, Stages: 2, Tile: 32, Dims: mla.Dims{LSE: true}},
		{Splits: 8, Stages: 2, Tile: 32, Dims: mla.Dims{Q: mla.QFP8Scaled}},
		{Splits: 8, Stages: 2, Tile: 32, Dims: mla.Dims{Q: mla.QFP8Scaled, LSE: true}},
		{Splits: 1, Stages: 2, Tile: 32, Dims: mla.Dims{PS: true}},
		{Splits: 8, Stages: 2, Tile: 32, Dims: mla.Dims{Heads: mla.Heads128, QLen: mla.QLen2}},
		{Splits: 8, Stages: 2, Tile: 32, Dims: mla.Dims{KV: mla.KVBF16}},
		{Splits: 8, Stages: 2, Tile: 32, Dims: mla.Dims{KV: mla.KVMXFP4}},
		{Splits: 8, Stages: 2, Tile: 32, Dims: mla.Dims{LSE: true, One: true}},
	} {
		k := &Kernel{Config: c, Source: []byte("// source\n"), CodeObject: []byte{0x7f, 'E', 'L', 'F', byte(i)}}
		k.Decode = mla.Resources{Kernel: c.Name(), VGPRs: 100 + i, SGPRs: 30, LDSBytes: c.LDSBytes(), BlockSize: c.DecodeBlock().X, WavesPerSIMD: 4, WorkgroupsPerCU: 4, Limiter: "VGPRs"}
		if c.HasReduce() {
			k.Reduce = &mla.Resources{Kernel: c.ReduceName(), VGPRs: 14, SGPRs: 20, BlockSize: mla.ReduceBlockSize, WavesPerSIMD: 8, WorkgroupsPerCU: 4, Limiter: "waves"}
		}
		r.Kernels = append(r.Kernels, k)
	}
	r.Shapes = []ShapeEntry{{mla.Shape{Batch: 64, KVLen: 1024}, mla.Config{Splits: 8, Stages: 2, Tile: 32, Dims: mla.Dims{LSE: true}}}}
	return r
}

func TestGoldenDims(t *testing.T) {
	files, err := render(dimsResult(), "mlagen --golden --lse")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{RegistryFile, HeaderFile, ManifestFile} {
		golden(t, "dims_"+name+".golden", files[name])
	}
	// The header compiles as C and C++, its struct layouts asserted, and
	// a kernel's entry names its argument struct and kernarg size.
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, HeaderFile), files[HeaderFile], 0o644); err != nil {
		t.Fatal(err)
	}
	src := filepath.Join(dir, "use.c")
	body := `#include <stddef.h>
#include <string.h>
#include "mla_kernels.h"
int main(void) {
  const mla_kernel_info* k = mla_kernel_by_name("mla_decode_s8_p2_t32_qs_lse");
  if (!k || k->lse != MLA_LSE_ON || k->q != MLA_Q_FP8S) return 1;
  if (strcmp(k->decode_args, "mla_decode_args_qs_lse") || k->decode_args_bytes != (int)sizeof(mla_decode_args_qs_lse)) return 2;
  if (strcmp(k->reduce_args, "mla_reduce_args_lse") || k->reduce_args_bytes != (int)sizeof(mla_reduce_args_lse)) return 3;
  k = mla_kernel_by_name("mla_decode_s8_p2_t32");
  if (!k || k->lse != MLA_LSE_OFF || k->decode_args_bytes != (int)sizeof(mla_decode_args)) return 4;
  k = mla_kernel_by_name("mla_decode_s1_p2_t32_ps");
  if (!k || k->ps != MLA_PS_ON || strcmp(k->reduce_name, "mla_reduce_ps") || strcmp(k->reduce_args, "mla_reduce_args_ps")) return 5;
  if (k->decode_args_bytes != (int)sizeof(mla_decode_args_ps) || offsetof(mla_decode_args_ps, plan) != sizeof(mla_decode_args)) return 6;
  if (k->plan_tile != PLAN_TILE || k->plan_overhead != PLAN_OVERHEAD) return 7;
  k = mla_kernel_by_name("mla_decode_s8_p2_t32");
  if (k->plan_tile != 0 || k->plan_overhead != 0) return 8;
  /* 128 heads, 2 query tokens: 16 row blocks per (split, sequence), 128 x 2 reduce rows. */
  k = mla_kernel_by_name("mla_decode_s8_p2_t32_h128_q2");
  unsigned g[3];
  if (!k || mla_heads(k) != 128 || mla_qlen(k) != 2) return 9;
  mla_decode_grid(k, 3, g);
  if (g[0] != 8 || g[1] != 3 || g[2] != 16) return 10;
  mla_reduce_grid_of(k, 3, g);
  if (g[0] != 128 || g[1] != 3 || g[2] != 2) return 11;
  if (mla_workspace_bytes(k, 3) != (size_t)3 * 2 * 128 * 8 * MLA_WORKSPACE_ROW_FLOATS * 4) return 12;
  return 0;
}
`
	// The persistent kernel's entry carries what PlanParams plans it with.
	pp := mla.Config{Splits: 1, Stages: 2, Tile: 32, Dims: mla.Dims{PS: true}}.PlanParams(1)
	body = fmt.Sprintf("#define PLAN_TILE %d\n#define PLAN_OVERHEAD %d\n", pp.Tile, pp.Overhead) + body
	if err := os.WriteFile(src, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, cc := range [][]string{{"cc", "-std=c11"}, {"c++", "-x", "c++", "-std=c++11"}} {
		if _, err := exec.LookPath(cc[0]); err != nil {
			t.Fatalf("%s not found: cgo needs a C toolchain anyway (apt-get install build-essential)", cc[0])
		}
		args := append(cc[1:], "-Wall", "-Wextra", "-Werror", "-I", dir, src, "-o", filepath.Join(dir, "use"))
		if out, err := exec.Command(cc[0], args...).CombinedOutput(); err != nil {
			t.Fatalf("%s: %v\n%s", strings.Join(cc, " "), err, out)
		}
		if out, err := exec.Command(filepath.Join(dir, "use")).CombinedOutput(); err != nil {
			t.Fatalf("%s: the program using the header failed: %v %s", cc[0], err, out)
		}
	}
}
