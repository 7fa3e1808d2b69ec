package emu_test

import (
	"context"
	"strings"
	"testing"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/emu"
	"github.com/mlagen/mlagen/gen"
	"github.com/mlagen/mlagen/generated"
	"github.com/mlagen/mlagen/internal/gentest"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/verify"
)

// These tests run mlagen's own generated kernels, as compiled, in the
// emulator and hold them to verify's strict comparison.

// newEmu models the STRICT LDS alignment mode: compiled kernels keep every
// DS access naturally aligned, and these tests hold them to it.
func newEmu(t *testing.T) *emu.Emulator {
	t.Helper()
	e, err := emu.New(emu.WithLDSAlignment(emu.LDSAlignStrict))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

// codeObject is cfg's code object: the committed one, else compiled now.
func codeObject(t *testing.T, cfg mla.Config) []byte {
	t.Helper()
	if k := generated.Registry.Lookup(cfg.Name()); k != nil {
		return k.CodeObject
	}
	k, err := gen.Build(context.Background(), gentest.Compiler(t), cfg, gen.OnDemandCommand)
	if err != nil {
		t.Fatal(err)
	}
	return k.CodeObject
}

func check(t *testing.T, be device.Backend, code []byte, cfg mla.Config, in *verify.Inputs) verify.Report {
	t.Helper()
	out, err := verify.Run(be, code, cfg, in)
	if err != nil {
		t.Fatalf("%s: %v", cfg.Name(), err)
	}
	return verify.Compare(out, verify.Exact(in, nil), verify.Faithful(cfg, in, nil))
}

// Every kernel in generated/ on two sampled sequences of each shape it serves.
func TestGeneratedKernelsPass(t *testing.T) {
	be := newEmu(t)
	for _, s := range generated.Registry.Shapes {
		k := generated.Registry.Lookup(s.Kernel)
		cfg, err := mla.ParseName(k.Name)
		if err != nil {
			t.Fatal(err)
		}
		in, err := verify.NewSampledInputs(7, s.Batch, s.KVLen, verify.SampleSequences(7, s.Batch, 2))
		if err != nil {
			t.Fatal(err)
		}
		if r := check(t, be, k.CodeObject, cfg, in); !r.BenchmarkPass || !r.StrictPass {
			t.Errorf("%dx%d %s: %+v", s.Batch, s.KVLen, k.Name, r)
		}
	}
}

// Ragged batches exercise what the benchmark's uniform shapes never do:
// partial tiles, single tokens, empty splits and an empty sequence, for every
// (tile, stages) pair the templates allow, with one split (direct output) and
// with several.
func TestRaggedBatches(t *testing.T) {
	be := newEmu(t)
	var cfgs []mla.Config
	pairs := map[[2]int]bool{}
	for i, c := range mla.AllConfigs() {
		pairs[[2]int{c.Tile, c.Stages}] = true
		// per (tile, stages): splits 1, and one of 2..64 that varies across pairs
		if c.Splits == 1 || c.Splits == 2+(i/mla.MaxSplits*13)%63 {
			cfgs = append(cfgs, c)
		}
	}
	if len(cfgs) != 2*len(pairs) {
		t.Fatalf("sample of %d configs, want 2 for each of the %d (tile, stages) pairs", len(cfgs), len(pairs))
	}
	for _, cfg := range cfgs {
		t.Run(cfg.Name(), func(t *testing.T) {
			T, S := cfg.Tile, cfg.Splits
			lens := []int{0, 1, T - 1, T + 1, 3*T + 5, S*T - 1, S*T + T/2, 1000, 2*S*T*cfg.Stages + 17}
			in := verify.NewRaggedInputs(11, lens)
			r := check(t, be, codeObject(t, cfg), cfg, in)
			if !r.StrictPass || !r.BenchmarkPass {
				t.Errorf("lens %v: %+v", lens, r)
			}
		})
	}
}

// An MXFP4 kernel keeps every DS access naturally aligned too (its scale
// reads are bytes and halves at even offsets, its window starts 0 or 2 bytes
// into a dword): it passes under the strict alignment mode on a ragged batch
// with partial tiles, an empty sequence and an odd number of rows.
func TestMXFP4StrictLDSAlignment(t *testing.T) {
	be := newEmu(t)
	cfg := mla.Config{Splits: 3, Stages: 1, Tile: 96, Dims: mla.Dims{KV: mla.KVMXFP4}}
	lens := []int{0, 1, 95, 97, 300, 61}
	in := verify.NewRaggedInputsFormat(11, lens, mla.KVMXFP4)
	if r := check(t, be, codeObject(t, cfg), cfg, in); !r.StrictPass || !r.BenchmarkPass {
		t.Errorf("lens %v: %+v", lens, r)
	}
}

// mutate compiles cfg's source with one textual change, failing if the change
// does not apply: a deliberately broken kernel.
func mutate(t *testing.T, cfg mla.Config, old, new string) []byte {
	t.Helper()
	src, err := gen.ExpandHIP(cfg, gen.OnDemandCommand)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(src), old) {
		t.Fatalf("mutation target %q not in %s", old, cfg.Name())
	}
	obj, err := gentest.Compiler(t).Compile(context.Background(), cfg.Name(), []byte(strings.Replace(string(src), old, new, 1)))
	if err != nil {
		t.Fatal(err)
	}
	return obj
}

// Broken kernels that the benchmark's loose rule passes must fail the strict
// comparison: one skipped 32-token tile at kv_len 8192 (of wave 0's stream), and
// dropped rope dims.
func TestBrokenKernelsAreCaught(t *testing.T) {
	be := newEmu(t)
	cfg := mla.Config{Splits: 1, Stages: 2, Tile: 32}
	in := verify.NewRaggedInputs(3, []int{8192})
	cases := map[string][2]string{
		"skip tile 100": {
			"    if (t < nfull) {",
			"    if (t == 100) continue;\n    if (t < nfull) {"},
		"drop rope": {"const i32x8 qr = g < 2 ?", "const i32x8 qr = false ?"},
	}
	for name, m := range cases {
		t.Run(name, func(t *testing.T) {
			r := check(t, be, mutate(t, cfg, m[0], m[1]), cfg, in)
			if r.StrictPass {
				t.Fatalf("strict comparison passed a broken kernel: %+v", r)
			}
			t.Logf("benchmark rule pass=%v (mismatch %.2f%%); strict: %d violations, worst %.0fx the bound",
				r.BenchmarkPass, 100*r.Mismatch, r.Violations, r.WorstRatio)
		})
	}
}
