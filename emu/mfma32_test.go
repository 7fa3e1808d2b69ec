package emu

import (
	"math"
	"math/big"
	"math/rand/v2"
	"strconv"
	"testing"
)

// mfma32Expect computes D for a 32x32 fp8 MFMA with kl bytes per lane from
// the ISA layout (CDNA4 ISA 7.1.4.1, the 32x32 family): A[i][k] is byte k%kl
// of lane i+32*(k/kl), B[k][j] byte k%kl of lane j+32*(k/kl), D[i][j] in
// register 4*(i/8)+i%4 of lane j+32*((i/4)%2); exact big.Float sums rounded
// once to f32.
func mfma32Expect(a, b [][64]uint32, c [16][64]uint32, kl int, fa, fb func(uint8) float64) [16][64]uint32 {
	byteOf := func(regs [][64]uint32, lane, item int) uint8 {
		return uint8(regs[item/4][lane] >> (8 * (item % 4)))
	}
	var d [16][64]uint32
	K := 2 * kl
	for i := 0; i < 32; i++ {
		for j := 0; j < 32; j++ {
			sum := new(big.Float).SetPrec(400)
			for k := 0; k < K; k++ {
				p := new(big.Float).SetPrec(400).SetFloat64(fa(byteOf(a, i+32*(k/kl), k%kl)))
				p.Mul(p, new(big.Float).SetFloat64(fb(byteOf(b, j+32*(k/kl), k%kl))))
				sum.Add(sum, p)
			}
			reg, lane := 4*(i/8)+i%4, j+32*((i/4)%2)
			sum.Add(sum, new(big.Float).SetFloat64(float64(math.Float32frombits(c[reg][lane]))))
			f, _ := sum.Float32()
			d[reg][lane] = math.Float32bits(f)
		}
	}
	return d
}

func randFP8Regs(r *rand.Rand, n int, bf8 bool) [][64]uint32 {
	out := make([][64]uint32, n)
	for i := range out {
		for l := range out[i] {
			var u uint32
			for k := 0; k < 4; k++ {
				u |= uint32(randFP8(r, bf8)) << (8 * k)
			}
			out[i][l] = u
		}
	}
	return out
}

// v_mfma_f32_32x32x64_f8f6f4 against the exact sums: e4m3 (bit-exact: the
// float64 sum is exact), e5m2 and mixed (within an ulp), with a VGPR C, and
// with AGPR A/B and C = 0 as AMD AITER's 64-row kernel issues it.
func TestMFMA32x32x64(t *testing.T) {
	rng := func(p string, first, n int) string {
		return p + "[" + strconv.Itoa(first) + ":" + strconv.Itoa(first+n-1) + "]"
	}
	for ci, c := range []struct {
		name   string
		fa, fb bool
		mods   string
		agpr   bool
	}{
		{"e4m3", false, false, "cbsz:0 blgp:0", false},
		{"e5m2", true, true, "cbsz:1 blgp:1", false},
		{"mixed", true, false, "cbsz:1 blgp:0", false},
		{"agpr_c0", false, false, "", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := rand.New(rand.NewPCG(uint64(ci), 32))
			a, b := randFP8Regs(r, 8, c.fa), randFP8Regs(r, 8, c.fb)
			var cc [16][64]uint32
			in := append(append([][64]uint32{}, a...), b...)
			if !c.agpr {
				for i := range cc {
					for l := range cc[i] {
						cc[i][l] = math.Float32bits(float32(r.NormFloat64() * 4))
					}
					in = append(in, cc[i])
				}
			}
			var body string
			opt := kopt{vgprs: 64}
			if c.agpr {
				// A and B through AGPRs (v_accvgpr_write), C the constant 0
				opt.agprs = 16
				for i := 0; i < 16; i++ {
					body += "  v_accvgpr_write_b32 a" + strconv.Itoa(i) + ", v" + strconv.Itoa(inReg+i) + "\n"
				}
				body += "  s_nop 4\n  v_mfma_f32_32x32x64_f8f6f4 " + rng("v", outReg, 16) + ", " + rng("a", 0, 8) + ", " + rng("a", 8, 8) + ", 0\n"
			} else {
				body = "  s_mov_b32 exec_lo, 0x00ff00ff\n" + // EXEC holes do not matter
					"  v_mfma_f32_32x32x64_f8f6f4 " + rng("v", outReg, 16) + ", " + rng("v", inReg, 8) + ", " + rng("v", inReg+8, 8) + ", " + rng("v", inReg+16, 16) + " " + c.mods + "\n"
			}
			body += "  s_nop 15\n  s_nop 15\n  s_mov_b64 exec, -1\n"
			got := runLanes(t, opt, in, 16, body)
			fa, fb := e4m3Val, e4m3Val
			if c.fa {
				fa = e5m2Val
			}
			if c.fb {
				fb = e5m2Val
			}
			want := mfma32Expect(a, b, cc, 32, fa, fb)
			bad := 0
			for reg := 0; reg < 16; reg++ {
				for l := 0; l < 64; l++ {
					g, w := got[reg][l], want[reg][l]
					if g != w && !(c.fa || c.fb) || ulpDiff(g, w) > 1 {
						if bad < 5 {
							t.Errorf("D reg %d lane %d = %g (%#x), want %g (%#x)", reg, l, math.Float32frombits(g), g, math.Float32frombits(w), w)
						}
						bad++
					}
				}
			}
			if bad > 0 {
				t.Fatalf("%d of 1024 outputs differ", bad)
			}
		})
	}
}

// v_add_i32 wraps, or saturates to int32 with clamp; v_swap_b32 exchanges
// two VGPRs in the active lanes only.
func TestAddI32SwapB32(t *testing.T) {
	in := make([][64]uint32, 2)
	vals := []int32{math.MaxInt32, math.MinInt32, -5, 7, 1 << 30, -(1 << 30)}
	for l := 0; l < 64; l++ {
		in[0][l] = uint32(vals[l%len(vals)])
		in[1][l] = uint32(vals[(l/len(vals))%len(vals)])
	}
	body := `
  v_add_i32 v40, v8, v9
  v_add_i32 v41, v8, v9 clamp
  v_sub_i32 v42, v8, v9 clamp
  v_mov_b32 v43, v8
  v_mov_b32 v44, v9
  s_mov_b64 exec, 0xffff
  v_swap_b32 v43, v44
  s_mov_b64 exec, -1
`
	got := runLanes(t, kopt{}, in, 5, body)
	for l := 0; l < 64; l++ {
		a, b := int64(int32(in[0][l])), int64(int32(in[1][l]))
		sat := func(v int64) uint32 { return uint32(int32(min(max(v, math.MinInt32), math.MaxInt32))) }
		swapA, swapB := in[0][l], in[1][l]
		if l < 16 {
			swapA, swapB = swapB, swapA
		}
		want := []uint32{uint32(a + b), sat(a + b), sat(a - b), swapA, swapB}
		for k, w := range want {
			if got[k][l] != w {
				t.Fatalf("lane %d output %d: %#x, want %#x", l, k, got[k][l], w)
			}
		}
	}
}
