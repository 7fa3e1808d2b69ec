package verify

import (
	"fmt"
	"math"
	"os"
	"testing"

	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/num"
)

// The three formats of one seed and shape are quantized from the same bf16
// draws: fp8 as QuantizeKV with the tensor's scale, MXFP4 per row and block
// of 32 as dynamic_mxfp4_quant does, laid out [total_kv, 288] and
// [total_kv, 18].
func TestFormatsShareTheBF16Source(t *testing.T) {
	lens := []int{3, 0, 300}
	src := NewRaggedInputsFormat(7, lens, mla.KVBF16)
	f8 := NewRaggedInputsFormat(7, lens, mla.KVFP8)
	f4 := NewRaggedInputsFormat(7, lens, mla.KVMXFP4)
	n := src.TotalKV()
	if len(src.KVBF16) != n*mla.QKDim || len(f4.KVFP4) != n*MXFP4RowBytes || len(f4.KVScales) != n*MXFP4RowScales || len(f8.KV) != n*mla.QKDim {
		t.Fatalf("sizes: bf16 %d, fp4 %d, scales %d, fp8 %d for %d rows", len(src.KVBF16), len(f4.KVFP4), len(f4.KVScales), len(f8.KV), n)
	}
	if f8.KVBF16 != nil || f4.KV != nil || src.KVFP4 != nil {
		t.Error("a format's Inputs carries another format's tensors")
	}
	for i, v := range src.KVBF16 {
		if c := QuantizeKV(v, f8.KVScale); c != f8.KV[i] {
			t.Fatalf("fp8 code %d = %#02x, want %#02x from the bf16 source", i, f8.KV[i], c)
		}
	}
	packed := make([]uint8, MXFP4RowBytes)
	scales := make([]uint8, MXFP4RowScales)
	for r := 0; r < n; r++ {
		quantizeMXFP4Row(src.KVBF16[r*mla.QKDim:][:mla.QKDim], packed, scales)
		if string(packed) != string(f4.KVFP4[r*MXFP4RowBytes:][:MXFP4RowBytes]) || string(scales) != string(f4.KVScales[r*MXFP4RowScales:][:MXFP4RowScales]) {
			t.Fatalf("row %d: MXFP4 differs from the bf16 source's quantization", r)
		}
	}
	// Dequantized MXFP4 is within the format's resolution of the source: a
	// quarter of the block scale's 2^2 step (half an e2m1 step at 4..6) or
	// saturation at 6 * scale.
	p := f4.problem()
	row := make([]float64, mla.QKDim)
	for r := 0; r < n; r++ {
		p.kvRow(r, row)
		for d, x := range row {
			v := float64(num.BF16ToF32(src.KVBF16[r*mla.QKDim+d]))
			s := float64(num.E8M0ToF32(f4.KVScales[r*MXFP4RowScales+d/32]))
			if math.Abs(v-x) > s && !(math.Abs(x) == 6*s && math.Abs(v) >= 6*s) {
				t.Fatalf("row %d dim %d: %v dequantizes to %v (scale %v)", r, d, v, x, s)
			}
		}
	}
}

// mutatedMXFP4 returns a copy of in's problem with its MXFP4 bytes or scales
// changed by f: what a kernel that misreads the cache computes.
func mutatedMXFP4(in *Inputs, fp4 func([]uint8), scales func([]uint8)) *problem {
	p := *in.problem()
	p.kvFP4 = append([]uint8(nil), p.kvFP4...)
	p.kvScales = append([]uint8(nil), p.kvScales...)
	if fp4 != nil {
		fp4(p.kvFP4)
	}
	if scales != nil {
		scales(p.kvScales)
	}
	return &p
}

// formatCase is one format's inputs, config and references.
type formatCase struct {
	in  *Inputs
	cfg mla.Config
	ex  []float64
	f   *FaithfulOut
}

func newFormatCase(in *Inputs, cfg mla.Config) formatCase {
	return formatCase{in, cfg, Exact(in, nil), Faithful(cfg, in, nil)}
}

// For bf16 and MXFP4, correct kernels (another MFMA summation order with
// exp2 off by an ULP, and one at the edge of the error model) pass the strict
// bound and the partials' bounds; broken ones fail it while the benchmark's
// rule passes most of them: an MXFP4 kernel that swaps the nibbles of each
// byte, one that reads one block's scale an exponent too high (the rope block
// 17, or a V block), one that takes each block's scale from its neighbour, one
// that rounds P to fp8 against the bf16 P docs/kernel.md gives it; a
// bf16 kernel that rounds P to fp8, or K and V to fp8, against the bf16
// arithmetic docs/kernel.md gives it.
func TestFormatStrictBound(t *testing.T) {
	cases := []formatCase{
		newFormatCase(NewRaggedInputsFormat(41, []int{1, 33, 0, 700}, mla.KVMXFP4), cfgS3T64),
		newFormatCase(NewInputsFormat(42, 1, 2048, mla.KVMXFP4), cfgS1T32),
		newFormatCase(NewRaggedInputsFormat(43, []int{1, 33, 0, 700}, mla.KVBF16), cfgS3T64),
		newFormatCase(NewInputsFormat(44, 1, 2048, mla.KVBF16), cfgS1T32),
	}
	for _, c := range cases {
		for name, v := range map[string]*variant{"mfma-order": mfmaKernel(1), "model-edge": extremeKernel(2)} {
			o := faithful(c.cfg, c.in.problem(), nil, v)
			rep := CompareAll(&Output{Out: o.Out, Workspace: workspaceOf(o)}, c.ex, nil, c.f, c.in)
			t.Logf("%s %v %v %s: worst %.3f of the bound; max|err| %.3g; partials: %s",
				c.in.Format, c.in, c.cfg, name, rep.WorstRatio, rep.MaxAbsFaithful, partialRatios(rep.Partials))
			if !rep.Pass() {
				t.Errorf("%s %v %v %s fails: %s", c.in.Format, c.in, c.cfg, name, rep.Failure(nil))
			}
		}
		broken := map[string]*problem{}
		switch c.in.Format {
		case mla.KVMXFP4:
			broken["swapped nibbles"] = mutatedMXFP4(c.in, func(b []uint8) {
				for i, x := range b {
					b[i] = x<<4 | x>>4
				}
			}, nil)
			for _, blk := range []int{17, 5} {
				broken[fmt.Sprintf("block %d scale +1", blk)] = mutatedMXFP4(c.in, nil, func(s []uint8) {
					for r := blk; r < len(s); r += MXFP4RowScales {
						s[r]++
					}
				})
			}
			pf8 := *c.in.problem()
			pf8.arith.PBF16 = false
			broken["P in fp8"] = &pf8
			broken["neighbour's scale"] = mutatedMXFP4(c.in, nil, func(s []uint8) {
				for r := 0; r+MXFP4RowScales <= len(s); r += MXFP4RowScales {
					row := s[r : r+MXFP4RowScales]
					first := row[0]
					copy(row, row[1:])
					row[MXFP4RowScales-1] = first
				}
			})
		case mla.KVBF16:
			p := *c.in.problem()
			p.arith.PBF16 = false
			broken["P in fp8"] = &p
			p2 := *c.in.problem()
			p2.arith.KFP8, p2.arith.VFP8 = true, true
			broken["K and V in fp8"] = &p2
		}
		for name, p := range broken {
			o := faithful(c.cfg, p, nil, nil)
			rep := Compare(o.Out, c.ex, c.f)
			t.Logf("%s %v %v %s: %d of %d elements past the bound, worst %.1fx; max|err| vs exact %.3g RMS; benchmark rule passes: %v",
				c.in.Format, c.in, c.cfg, name, rep.Violations, rep.N, rep.WorstRatio, rep.RelExact(), rep.BenchmarkPass)
			if rep.StrictPass || rep.WorstRatio < 4 {
				t.Errorf("%s %v %v %s: not caught with a margin (worst %.2fx the bound)", c.in.Format, c.in, c.cfg, name, rep.WorstRatio)
			}
		}
	}
}

// TestFormatArithmetics measures, per format and candidate arithmetic, the
// error against the exact reference (of that format's dequantized cache and
// of the bf16 source) on the benchmark's data: the numbers docs/kernel.md's
// design section cites. Set MLAGEN_VERIFY_STATS=1 to run it.
func TestFormatArithmetics(t *testing.T) {
	if os.Getenv("MLAGEN_VERIFY_STATS") == "" {
		t.Skip("a measurement: set MLAGEN_VERIFY_STATS=1")
	}
	cfg := mla.Config{Splits: 4, Stages: 2, Tile: 32}
	type cand struct {
		name string
		f    mla.KVMode
		a    Arith
	}
	cands := []cand{
		{"fp8: q fp8, P fp8 (today)", mla.KVFP8, Arith{}},
		{"bf16: q, K, V, P bf16 (bf16 MFMA)", mla.KVBF16, Arith{QBF16: true, PBF16: true}},
		{"bf16: q bf16, K, V bf16, P fp8", mla.KVBF16, Arith{QBF16: true}},
		{"bf16: K, V -> fp8 in registers, q fp8, P fp8", mla.KVBF16, Arith{KFP8: true, VFP8: true}},
		{"mxfp4: q fp8, K fp4, V -> fp8, P fp8", mla.KVMXFP4, Arith{VFP8: true}},
		{"mxfp4: q fp8, K fp4, V -> bf16, P bf16", mla.KVMXFP4, Arith{PBF16: true}},
		{"mxfp4: q bf16, K fp4, V -> bf16, P bf16", mla.KVMXFP4, Arith{QBF16: true, PBF16: true}},
	}
	shapes := []struct{ batch, kv int }{{4, 1024}, {2, 8192}}
	fmt.Printf("%-46s %8s %12s %12s %12s %12s %12s\n", "arithmetic", "shape", "max|e|/RMS", "rmsE/RMS", "mism 1e-2", "vs bf16 max", "bound/RMS")
	for _, c := range cands {
		for _, sh := range shapes {
			var worst, rmsE, mis, worstSrc, bnd float64
			const seeds = 2
			for seed := uint64(100); seed < 100+seeds; seed++ {
				in := NewInputsFormat(seed, sh.batch, sh.kv, c.f)
				src := NewInputsFormat(seed, sh.batch, sh.kv, mla.KVBF16)
				ex, exSrc := Exact(in, nil), Exact(src, nil)
				p := in.problem()
				p.arith = c.a
				f := faithful(cfg, p, nil, nil)
				var ss, se, ssrc float64
				m := 0
				for i, y := range f.Out {
					o := float64(num.BF16ToF32(y))
					e := o - ex[i]
					ss += ex[i] * ex[i]
					se += e * e
					worst = max(worst, math.Abs(e))
					worstSrc = max(worstSrc, math.Abs(o-exSrc[i]))
					ssrc += f.Bound[i]
					if math.Abs(e) > 1e-2+1e-2*math.Abs(ex[i]) {
						m++
					}
				}
				rms := math.Sqrt(ss / float64(len(ex)))
				worst /= rms
				worstSrc /= rms
				rmsE += math.Sqrt(se/float64(len(ex))) / rms / seeds
				mis += float64(m) / float64(len(ex)) / seeds
				bnd += ssrc / float64(len(ex)) / rms / seeds
			}
			fmt.Printf("%-46s %8s %12.4f %12.5f %12.5f %12.4f %12.5f\n", c.name, fmt.Sprintf("%dx%d", sh.batch, sh.kv), worst, rmsE, mis, worstSrc, bnd)
		}
	}
}
