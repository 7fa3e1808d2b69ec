package emu

import (
	"math"
	"math/big"
	"math/rand/v2"
	"testing"
)

// MFMA tests: the expectation is built from the ISA definitions (operand
// layout of CDNA4 ISA 7.1.4.1, fp8 e4m3/e5m2 values from their bit fields)
// with exact big.Float arithmetic, rounded once to f32.

// e4m3Val and e5m2Val decode fp8 codes from the format definitions (OCP).
func e4m3Val(c uint8) float64 {
	s := 1.0
	if c&0x80 != 0 {
		s = -1
	}
	e, m := int(c>>3&15), float64(c&7)
	if e == 15 && m == 7 {
		return math.NaN()
	}
	if e == 0 {
		return s * m / 8 * math.Pow(2, -6)
	}
	return s * (1 + m/8) * math.Pow(2, float64(e-7))
}

func e5m2Val(c uint8) float64 {
	s := 1.0
	if c&0x80 != 0 {
		s = -1
	}
	e, m := int(c>>2&31), float64(c&3)
	switch {
	case e == 31 && m == 0:
		return s * math.Inf(1)
	case e == 31:
		return math.NaN()
	case e == 0:
		return s * m / 4 * math.Pow(2, -14)
	}
	return s * (1 + m/4) * math.Pow(2, float64(e-15))
}

// randFP8 returns a random finite code, often subnormal or zero.
func randFP8(r *rand.Rand, bf8 bool) uint8 {
	for {
		var c uint8
		switch r.IntN(4) {
		case 0: // subnormal or zero
			if bf8 {
				c = uint8(r.IntN(4)) | uint8(r.IntN(2))<<7
			} else {
				c = uint8(r.IntN(8)) | uint8(r.IntN(2))<<7
			}
		default:
			c = uint8(r.Uint32())
		}
		v := e4m3Val(c)
		if bf8 {
			v = e5m2Val(c)
		}
		if !math.IsNaN(v) && !math.IsInf(v, 0) {
			return c
		}
	}
}

// mfmaExpect computes D for a 16x16 fp8 MFMA with kl bytes per lane.
func mfmaExpect(a, b [][64]uint32, c [4][64]uint32, kl int, fa, fb func(uint8) float64) [4][64]uint32 {
	byteOf := func(regs [][64]uint32, lane, item int) uint8 {
		return uint8(regs[item/4][lane] >> (8 * (item % 4)))
	}
	var d [4][64]uint32
	K := 4 * kl
	for i := 0; i < 16; i++ {
		for j := 0; j < 16; j++ {
			sum := new(big.Float).SetPrec(400)
			for k := 0; k < K; k++ {
				av := fa(byteOf(a, i+16*(k/kl), k%kl)) // A[i][k]
				bv := fb(byteOf(b, j+16*(k/kl), k%kl)) // B[k][j]
				p := new(big.Float).SetPrec(400).SetFloat64(av)
				p.Mul(p, new(big.Float).SetFloat64(bv))
				sum.Add(sum, p)
			}
			reg, lane := i%4, j+16*(i/4)
			sum.Add(sum, new(big.Float).SetFloat64(float64(math.Float32frombits(c[reg][lane]))))
			f, _ := sum.Float32()
			d[reg][lane] = math.Float32bits(f)
		}
	}
	return d
}

func TestMFMA(t *testing.T) {
	cases := []struct {
		name   string
		op     string
		kl     int
		fa, fb bool // bf8 operands
		mods   string
	}{
		{"f8f6f4_e4m3", "v_mfma_f32_16x16x128_f8f6f4", 32, false, false, "cbsz:0 blgp:0"},
		{"f8f6f4_e5m2", "v_mfma_f32_16x16x128_f8f6f4", 32, true, true, "cbsz:1 blgp:1"},
		{"f8f6f4_mixed", "v_mfma_f32_16x16x128_f8f6f4", 32, false, true, "cbsz:0 blgp:1"},
		{"fp8_fp8", "v_mfma_f32_16x16x32_fp8_fp8", 8, false, false, ""},
		{"bf8_fp8", "v_mfma_f32_16x16x32_bf8_fp8", 8, true, false, ""},
	}
	for ci, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := rand.New(rand.NewPCG(uint64(ci), 99))
			regs := c.kl / 4
			in := make([][64]uint32, 2*regs+4)
			for i := 0; i < 2*regs; i++ {
				bf8 := c.fa
				if i >= regs {
					bf8 = c.fb
				}
				for l := range in[i] {
					var u uint32
					for k := 0; k < 4; k++ {
						u |= uint32(randFP8(r, bf8)) << (8 * k)
					}
					in[i][l] = u
				}
			}
			var cc [4][64]uint32
			for i := 0; i < 4; i++ {
				for l := range cc[i] {
					cc[i][l] = math.Float32bits(float32(r.NormFloat64() * 4))
				}
				in[2*regs+i] = cc[i]
			}
			aR, bR, cR := inReg, inReg+regs, inReg+2*regs
			rng := func(first, n int) string { return "v[" + itoa(first) + ":" + itoa(first+n-1) + "]" }
			// EXEC holes do not matter: MFMA writes all lanes.
			body := "  s_mov_b32 exec_lo, 0x00ff00ff\n  s_mov_b32 exec_hi, 0x0f0f0f0f\n" +
				"  " + c.op + " " + rng(outReg, 4) + ", " + rng(aR, regs) + ", " + rng(bR, regs) + ", " + rng(cR, 4) + " " + c.mods + "\n" +
				"  s_nop 15\n"
			got := runLanes(t, kopt{}, in, 4, body)
			fa, fb := e4m3Val, e4m3Val
			if c.fa {
				fa = e5m2Val
			}
			if c.fb {
				fb = e5m2Val
			}
			want := mfmaExpect(in[:regs], in[regs:2*regs], cc, c.kl, fa, fb)
			bad := 0
			for reg := 0; reg < 4; reg++ {
				for l := 0; l < 64; l++ {
					g, w := got[reg][l], want[reg][l]
					if g != w && !(c.fa || c.fb) || ulpDiff(g, w) > 1 {
						if bad < 5 {
							t.Errorf("D reg %d lane %d = %g (%#x), want %g (%#x)", reg, l,
								math.Float32frombits(g), g, math.Float32frombits(w), w)
						}
						bad++
					}
				}
			}
			if bad > 0 {
				t.Fatalf("%d of 256 outputs differ", bad)
			}
		})
	}
}

// TestMFMAConstC uses an inline constant 0 as C (what compilers emit for a
// zero accumulator) and the AGPR form of the destination.
func TestMFMAConstC(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 5))
	in := make([][64]uint32, 4)
	for i := range in {
		for l := range in[i] {
			var u uint32
			for k := 0; k < 4; k++ {
				u |= uint32(randFP8(r, false)) << (8 * k)
			}
			in[i][l] = u
		}
	}
	body := `
  v_mfma_f32_16x16x32_fp8_fp8 a[0:3], v[8:9], v[10:11], 0
  s_nop 15
  v_accvgpr_read_b32 v40, a0
  v_accvgpr_read_b32 v41, a1
  v_accvgpr_read_b32 v42, a2
  v_accvgpr_read_b32 v43, a3
`
	got := runLanes(t, kopt{agprs: 4}, in, 4, body)
	want := mfmaExpect(in[0:2], in[2:4], [4][64]uint32{}, 8, e4m3Val, e4m3Val)
	for reg := 0; reg < 4; reg++ {
		for l := 0; l < 64; l++ {
			if got[reg][l] != want[reg][l] {
				t.Fatalf("D reg %d lane %d = %#x, want %#x", reg, l, got[reg][l], want[reg][l])
			}
		}
	}
}

// TestRoundSum32 checks the once-rounded f32 sum against big.Float, including
// ties that double rounding gets wrong.
func TestRoundSum32(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 3))
	check := func(a, b float64) {
		s := new(big.Float).SetPrec(2000).SetFloat64(a)
		s.Add(s, new(big.Float).SetFloat64(b))
		want, _ := s.Float32()
		if got := roundSum32(a, b); math.Float32bits(got) != math.Float32bits(want) {
			t.Fatalf("roundSum32(%g, %g) = %g, want %g", a, b, got, want)
		}
	}
	// a tie in f32 that f64 addition would round away: 1 + 2^-24 + 2^-80
	check(1+0x1p-24, 0x1p-80)
	check(1+0x1p-24, -0x1p-80)
	check(1+3*0x1p-24, 0x1p-80)
	check(0x1p-149*1.5, 0x1p-200) // denormal tie
	for i := 0; i < 200000; i++ {
		a := math.Ldexp(r.Float64()*2-1, r.IntN(60)-30)
		b := math.Ldexp(r.Float64()*2-1, r.IntN(100)-50)
		if r.IntN(4) == 0 { // make ties likely: a = f32 midpoint
			f := float32(a)
			a = float64(f) + float64(math.Nextafter32(f, float32(math.Inf(1)))-f)/2
		}
		check(a, b)
	}
}

func ulpDiff(a, b uint32) uint32 {
	ia, ib := int64(int32(a)), int64(int32(b))
	if ia < 0 {
		ia = math.MinInt32 - ia
	}
	if ib < 0 {
		ib = math.MinInt32 - ib
	}
	d := ia - ib
	if d < 0 {
		d = -d
	}
	return uint32(d)
}

func itoa(i int) string { return big.NewInt(int64(i)).String() }
