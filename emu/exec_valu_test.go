package emu

import (
	"math"
	"math/big"
	"math/bits"
	"math/rand/v2"
	"testing"
)

// Table-driven VALU tests: random and edge-case inputs, expectations from the
// ISA pseudocode written out in Go.

type valuCase struct {
	asm string // "%d" for the destination is v40; sources are v8, v9, v10
	ref func(a, b, c uint32, lane int) uint32
}

func fbits(f float32) uint32 { return math.Float32bits(f) }
func ffrom(u uint32) float32 { return math.Float32frombits(u) }
func fmaRef(a, b, c float32) float32 {
	if a != a || b != b || c != c || math.IsInf(float64(a), 0) || math.IsInf(float64(b), 0) || math.IsInf(float64(c), 0) {
		return float32(math.FMA(float64(a), float64(b), float64(c))) // specials: no rounding question
	}
	x := new(big.Float).SetPrec(300).SetFloat64(float64(a))
	x.Mul(x, new(big.Float).SetFloat64(float64(b)))
	x.Add(x, new(big.Float).SetFloat64(float64(c)))
	r, _ := x.Float32()
	return r
}

func TestVALUTable(t *testing.T) {
	cases := []valuCase{
		{"v_add_u32 v40, v8, v9", func(a, b, c uint32, l int) uint32 { return a + b }},
		{"v_sub_u32 v40, v8, v9", func(a, b, c uint32, l int) uint32 { return a - b }},
		{"v_subrev_u32 v40, v8, v9", func(a, b, c uint32, l int) uint32 { return b - a }},
		{"v_add_u32 v40, v8, v9 clamp", func(a, b, c uint32, l int) uint32 {
			if s, co := bits.Add32(a, b, 0); co == 0 {
				return s
			}
			return 0xffffffff
		}},
		{"v_lshlrev_b32 v40, v8, v9", func(a, b, c uint32, l int) uint32 { return b << (a & 31) }},
		{"v_lshrrev_b32 v40, v8, v9", func(a, b, c uint32, l int) uint32 { return b >> (a & 31) }},
		{"v_ashrrev_i32 v40, v8, v9", func(a, b, c uint32, l int) uint32 { return uint32(int32(b) >> (a & 31)) }},
		{"v_min_i32 v40, v8, v9", func(a, b, c uint32, l int) uint32 { return uint32(min(int32(a), int32(b))) }},
		{"v_max_u32 v40, v8, v9", func(a, b, c uint32, l int) uint32 { return max(a, b) }},
		{"v_mul_lo_u32 v40, v8, v9", func(a, b, c uint32, l int) uint32 { return a * b }},
		{"v_mul_hi_u32 v40, v8, v9", func(a, b, c uint32, l int) uint32 { h, _ := bits.Mul32(a, b); return h }},
		{"v_mul_u32_u24 v40, v8, v9", func(a, b, c uint32, l int) uint32 { return (a & 0xffffff) * (b & 0xffffff) }},
		{"v_mad_u32_u24 v40, v8, v9, v10", func(a, b, c uint32, l int) uint32 { return (a&0xffffff)*(b&0xffffff) + c }},
		{"v_bfe_u32 v40, v8, v9, v10", func(a, b, c uint32, l int) uint32 {
			off, w := b&31, c&31
			return a >> off & (1<<w - 1)
		}},
		{"v_bfe_i32 v40, v8, v9, v10", func(a, b, c uint32, l int) uint32 {
			off, w := b&31, c&31
			if w == 0 {
				return 0
			}
			v := int64(a>>off) & (1<<w - 1)
			if v>>(w-1)&1 != 0 {
				v -= 1 << w
			}
			if off+w > 32 { // bits beyond 31 are the sign of the shifted value
				return uint32(int32(a) >> off)
			}
			return uint32(v)
		}},
		{"v_lshl_add_u32 v40, v8, v9, v10", func(a, b, c uint32, l int) uint32 { return a<<(b&31) + c }},
		{"v_lshl_or_b32 v40, v8, v9, v10", func(a, b, c uint32, l int) uint32 { return a<<(b&31) | c }},
		{"v_add3_u32 v40, v8, v9, v10", func(a, b, c uint32, l int) uint32 { return a + b + c }},
		{"v_alignbit_b32 v40, v8, v9, v10", func(a, b, c uint32, l int) uint32 { return uint32((uint64(a)<<32 | uint64(b)) >> (c & 31)) }},
		{"v_mbcnt_lo_u32_b32 v40, v8, v9", func(a, b, c uint32, l int) uint32 {
			if l >= 32 {
				return uint32(bits.OnesCount32(a)) + b
			}
			return uint32(bits.OnesCount32(a&(1<<l-1))) + b
		}},
		{"v_mbcnt_hi_u32_b32 v40, v8, v9", func(a, b, c uint32, l int) uint32 {
			if l < 32 {
				return b
			}
			return uint32(bits.OnesCount32(a&(1<<(l-32)-1))) + b
		}},
		{"v_add_f32 v40, v8, v9", func(a, b, c uint32, l int) uint32 { return fbits(ffrom(a) + ffrom(b)) }},
		{"v_sub_f32 v40, v8, -v9", func(a, b, c uint32, l int) uint32 { return fbits(ffrom(a) + ffrom(b)) }},
		{"v_mul_f32 v40, |v8|, v9", func(a, b, c uint32, l int) uint32 { return fbits(float32(math.Abs(float64(ffrom(a)))) * ffrom(b)) }},
		{"v_fma_f32 v40, v8, v9, v10", func(a, b, c uint32, l int) uint32 { return fbits(fmaRef(ffrom(a), ffrom(b), ffrom(c))) }},
		{"v_fma_f32 v40, -v8, v9, -v10", func(a, b, c uint32, l int) uint32 { return fbits(fmaRef(-ffrom(a), ffrom(b), -ffrom(c))) }},
		{"v_max_f32 v40, v8, v9", func(a, b, c uint32, l int) uint32 {
			x, y := ffrom(a), ffrom(b)
			switch {
			case x != x && y != y:
				return a | 0x00400000
			case x != x:
				return b
			case y != y:
				return a
			case x > y:
				return a
			case y > x:
				return b
			}
			return a & b
		}},
		{"v_cvt_u32_f32 v40, v8", func(a, b, c uint32, l int) uint32 {
			x := float64(ffrom(a))
			switch {
			case x != x || x <= 0:
				return 0
			case x >= 1<<32:
				return 0xffffffff
			}
			return uint32(x)
		}},
		{"v_cvt_f32_u32 v40, v8", func(a, b, c uint32, l int) uint32 {
			f, _ := new(big.Float).SetUint64(uint64(a)).Float32()
			return fbits(f)
		}},
		{"v_cvt_f32_i32 v40, v8", func(a, b, c uint32, l int) uint32 {
			f, _ := new(big.Float).SetInt64(int64(int32(a))).Float32()
			return fbits(f)
		}},
		{"v_cvt_f32_fp8 v40, v8", func(a, b, c uint32, l int) uint32 { return fbits(float32(e4m3Val(uint8(a)))) }},
		{"v_cvt_pk_bf16_f32 v40, v8, v9", func(a, b, c uint32, l int) uint32 { return uint32(bf16RNE(a)) | uint32(bf16RNE(b))<<16 }},
	}
	r := rand.New(rand.NewPCG(21, 21))
	var in [3][64]uint32
	edge := []float32{0, float32(math.Copysign(0, -1)), 1, -1, 0.5, 1e-40, -1e-40, 3e38, float32(math.Inf(1)), float32(math.Inf(-1)),
		float32(math.NaN()), 4294967296, 4294967295, -2, 16777217, 0x1p-126}
	for i := range in {
		for l := range in[i] {
			switch {
			case l < len(edge):
				in[i][l] = fbits(edge[(l+5*i)%len(edge)])
			case l%3 == 0:
				in[i][l] = r.Uint32()
			case l%3 == 1:
				in[i][l] = fbits(float32(r.NormFloat64() * math.Pow(2, float64(r.IntN(40)-20))))
			default:
				in[i][l] = uint32(r.IntN(40))
			}
		}
	}
	var body string
	for k, c := range cases {
		body += "  " + replaceDst(c.asm, 40+k) + "\n"
	}
	got := runLanes(t, kopt{vgprs: 80}, in[:], len(cases), body)
	for k, c := range cases {
		for l := 0; l < 64; l++ {
			want := c.ref(in[0][l], in[1][l], in[2][l], l)
			g := got[k][l]
			if g != want && !(isNaN32(g) && isNaN32(want)) {
				t.Errorf("%s lane %d (%#x, %#x, %#x): got %#x want %#x", c.asm, l, in[0][l], in[1][l], in[2][l], g, want)
				break
			}
		}
	}
}

func replaceDst(asm string, v int) string {
	for i := 0; i+3 <= len(asm); i++ {
		if asm[i:i+3] == "v40" {
			return asm[:i] + "v" + itoa(v) + asm[i+3:]
		}
	}
	return asm
}

// bf16RNE is round-to-nearest-even to bf16 by the definition (NaN quieted).
func bf16RNE(u uint32) uint16 {
	if isNaN32(u) {
		return uint16(u>>16) | 0x40
	}
	if u&0x7fffffff == 0x7f800000 {
		return uint16(u >> 16)
	}
	f := new(big.Float).SetFloat64(float64(ffrom(u)))
	// round to 8 significant bits, ties to even
	f.SetMode(big.ToNearestEven).SetPrec(8)
	v, _ := f.Float32()
	if f.IsInf() {
		return uint16(fbits(v) >> 16)
	}
	return uint16(fbits(v) >> 16)
}
