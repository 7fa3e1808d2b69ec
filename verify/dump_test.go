package verify

import (
	"bytes"
	"encoding/binary"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mlagen/mlagen/mla"
)

// TestDumpDimensionTensors checks that a dump holds the tensors a config's
// dimensions added to the run, with the values the run used: the lse output
// and both references' lse (--lse), q_scale (--q fp8s), the paged cache with
// its block table (--page 16) or kv_indices (--page 1), the plan (--ps); and
// that a plain config's dump has none of them.
func TestDumpDimensionTensors(t *testing.T) {
	in := NewInputs(2, 3, 40)
	dimFiles := []string{"lse", "ref_exact_lse", "ref_faithful_lse", "lse_bound", "q_scale", "kv_paged", "block_table", "kv_indices", "plan"}
	for _, c := range []struct {
		name string
		want []string
	}{
		{"mla_decode_s2_p2_t32", nil},
		{"mla_decode_s2_p2_t32_qs_lse_pg16", []string{"lse", "ref_exact_lse", "ref_faithful_lse", "lse_bound", "q_scale", "kv_paged", "block_table"}},
		{"mla_decode_s1_p2_t32_pg1_ps", []string{"kv_paged", "kv_indices", "plan"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			cfg, err := mla.ParseName(c.name)
			if err != nil {
				t.Fatal(err)
			}
			rin := in.RowsView()
			exact, exactLSE := ExactQLSE(rin, nil, nil)
			f := Faithful(cfg, rin, nil)
			o := &Output{Out: f.Out}
			if cfg.LSE {
				o.LSE = make([]float32, len(f.LSE))
				for i := range o.LSE {
					o.LSE[i] = float32(i) + 0.5 // not the references' values: the file must be the kernel's
				}
			}
			dir := t.TempDir()
			if err := Dump(dir, cfg, in, o, exact, exactLSE, f); err != nil {
				t.Fatal(err)
			}
			readme, err := os.ReadFile(filepath.Join(dir, "README.txt"))
			if err != nil {
				t.Fatal(err)
			}
			want := map[string]bool{}
			for _, n := range c.want {
				want[n] = true
			}
			for _, n := range dimFiles {
				_, err := os.Stat(filepath.Join(dir, n+".npy"))
				if got := err == nil; got != want[n] {
					t.Errorf("%s.npy written: %v, want %v", n, got, want[n])
				}
				if want[n] && !strings.Contains(string(readme), n+".npy") {
					t.Errorf("README.txt does not describe %s.npy", n)
				}
			}
			load := func(n string, descr string, shape ...int) []byte {
				a, err := LoadNpy(filepath.Join(dir, n+".npy"))
				if err != nil {
					t.Fatal(err)
				}
				if a.Descr != descr || (shape != nil && !equalInts(a.Shape, shape)) {
					t.Errorf("%s.npy: %s %v, want %s %v", n, a.Descr, a.Shape, descr, shape)
				}
				return a.Data
			}
			if cfg.LSE {
				if got := load("lse", "<f4", 3, 16); !bytes.Equal(got, F32Bytes(o.LSE)) {
					t.Error("lse.npy is not the kernel's lse")
				}
				if got := load("ref_faithful_lse", "<f4", 3, 16); !bytes.Equal(got, F32Bytes(f.LSE)) {
					t.Error("ref_faithful_lse.npy is not the faithful reference's lse")
				}
				got := load("ref_exact_lse", "<f8", 3, 16)
				for i, v := range exactLSE {
					if math.Float64frombits(binary.LittleEndian.Uint64(got[8*i:])) != v {
						t.Fatalf("ref_exact_lse.npy[%d] is not the exact reference's lse", i)
					}
				}
			}
			if cfg.Q == mla.QFP8Scaled {
				if got := load("q_scale", "<f4", 1); !bytes.Equal(got, F32Bytes([]float32{in.QScale})) || in.QScale == 0 {
					t.Errorf("q_scale.npy holds %x, want %v", got, in.QScale)
				}
			}
			if page := cfg.Page.PageSize(); page > 0 {
				p, err := in.Paged(page)
				if err != nil {
					t.Fatal(err)
				}
				if got := load("kv_paged", "|u1", p.Pages*page, 1, mla.QKDim); !bytes.Equal(got, p.Cache) {
					t.Error("kv_paged.npy is not the paged cache")
				}
				if page == 1 {
					if got := load("kv_indices", "<i4", len(p.KVIndices)); !bytes.Equal(got, I32Bytes(p.KVIndices)) {
						t.Error("kv_indices.npy is not the run's indices")
					}
				} else if got := load("block_table", "<i4", 3, p.Stride); !bytes.Equal(got, I32Bytes(p.BlockTable)) {
					t.Error("block_table.npy is not the run's block table")
				}
			}
			if cfg.PS {
				pl, err := BuildPlan(cfg, in.KVIndptr)
				if err != nil {
					t.Fatal(err)
				}
				if got := load("plan", "<i4"); !bytes.Equal(got, pl.Bytes()) {
					t.Error("plan.npy is not the plan the run uploads")
				}
			}
		})
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// A dump of a bf16 or MXFP4 run writes the cache in its format: kv as bf16
// bits, or as the e2m1 rows with kv_scales beside them (the dump failed on
// both, writing kv as the fp8 codes the inputs do not have).
func TestDumpKVFormats(t *testing.T) {
	for _, c := range []struct {
		name string
		f    mla.KVMode
	}{
		{"mla_decode_s2_p2_t32_kvbf16", mla.KVBF16},
		{"mla_decode_s2_p2_t32_kvmx4", mla.KVMXFP4},
	} {
		t.Run(c.name, func(t *testing.T) {
			cfg, err := mla.ParseName(c.name)
			if err != nil {
				t.Fatal(err)
			}
			in := NewRaggedInputsFormat(5, []int{33, 0, 7}, c.f)
			exact, exactLSE := ExactQLSE(in, nil, nil)
			f := Faithful(cfg, in, nil)
			dir := t.TempDir()
			if err := Dump(dir, cfg, in, &Output{Out: f.Out}, exact, exactLSE, f); err != nil {
				t.Fatal(err)
			}
			load := func(n, descr string, shape ...int) []byte {
				a, err := LoadNpy(filepath.Join(dir, n+".npy"))
				if err != nil {
					t.Fatal(err)
				}
				if a.Descr != descr || !equalInts(a.Shape, shape) {
					t.Errorf("%s.npy: %s %v, want %s %v", n, a.Descr, a.Shape, descr, shape)
				}
				return a.Data
			}
			switch c.f {
			case mla.KVBF16:
				if got := load("kv", "<u2", 40, 1, 576); !bytes.Equal(got, U16Bytes(in.KVBF16)) {
					t.Error("kv.npy is not the bf16 cache")
				}
			case mla.KVMXFP4:
				if got := load("kv", "|u1", 40, 1, 288); !bytes.Equal(got, in.KVFP4) {
					t.Error("kv.npy is not the e2m1 cache")
				}
				if got := load("kv_scales", "|u1", 40, 1, 18); !bytes.Equal(got, in.KVScales) {
					t.Error("kv_scales.npy is not the cache's scales")
				}
			}
		})
	}
}
