package emu

import (
	"math"
	"math/rand/v2"
	"testing"
)

// divMacro is the IEEE f32 division sequence LLVM emits for a / b
// (clang -O3, gfx950): v8 = numerator, v9 = denominator, quotient in v40.
const divMacro = `
  v_div_scale_f32 v3, s[20:21], v9, v9, v8
  v_rcp_f32 v4, v3
  v_div_scale_f32 v5, vcc, v8, v9, v8
  v_fma_f32 v6, -v3, v4, 1.0
  v_fmac_f32 v4, v6, v4
  v_mul_f32 v6, v5, v4
  v_fma_f32 v7, -v3, v6, v5
  v_fmac_f32 v6, v7, v4
  v_fma_f32 v3, -v3, v6, v5
  v_div_fmas_f32 v3, v3, v4, v6
  v_div_fixup_f32 v40, v3, v9, v8
`

// divPairs returns n numerator/denominator bit patterns: edge cases first
// (denominators around 2^126, where 1/d turns subnormal, the largest finite
// values, subnormals, zeros, infinities, NaN), then random patterns over the
// whole f32 range.
func divPairs(n int) [][2]uint32 {
	f := math.Float32bits
	edges := []float32{0, 1, 1.5, 3, 0x1p-149, 0x1p-127, 0x1p-126, 0x1.fffffep-127, 0x1p-64, 0x1p64,
		0x1p125, 0x1.fffffep125, 0x1p126, 0x1.000002p126, 0x1.8p126, 0x1p127, 0x1.fffffep127,
		float32(math.Inf(1)), float32(math.NaN()), 7e-39, 1e-30, 1e30, 3e38}
	var out [][2]uint32
	for _, a := range edges {
		for _, b := range edges {
			for _, s := range [][2]float32{{1, 1}, {-1, 1}, {1, -1}} {
				out = append(out, [2]uint32{f(a * s[0]), f(b * s[1])})
			}
		}
	}
	r := rand.New(rand.NewPCG(13, 13))
	for len(out) < n {
		out = append(out, [2]uint32{r.Uint32(), r.Uint32()})
	}
	return out[:n]
}

// The division sequence gives the correctly rounded f32 quotient (Go's
// float32 division) for every pair, including denominators of magnitude
// 2^126 and beyond, whose reciprocal is an f32 subnormal.
func TestDivisionF32CorrectlyRounded(t *testing.T) {
	const batches = 256
	r := newRig(t, kopt{vgprs: 64}, laneKernel(2, 1, divMacro))
	pin := r.u32buf(make([]uint32, 128))
	pout := r.u32buf(make([]uint32, 64))
	pairs := divPairs(64 * batches)
	wrong := 0
	for b := 0; b < batches; b++ {
		in := make([]uint32, 128)
		for l := 0; l < 64; l++ {
			in[l], in[64+l] = pairs[64*b+l][0], pairs[64*b+l][1]
		}
		if err := r.e.CopyIn(pin, u32bytes(in)); err != nil {
			t.Fatal(err)
		}
		r.mustRun("k", d1(1), d1(64), uint64(pin), uint64(pout))
		got := r.readU32(pout, 64)
		for l := 0; l < 64; l++ {
			n, d := math.Float32frombits(in[l]), math.Float32frombits(in[64+l])
			want := n / d
			g := math.Float32frombits(got[l])
			if math.Float32bits(g) == math.Float32bits(want) || math.IsNaN(float64(g)) && math.IsNaN(float64(want)) {
				continue
			}
			if wrong++; wrong <= 10 {
				t.Errorf("%g / %g (%#08x / %#08x) = %g (%#08x), want %g (%#08x)", n, d, in[l], in[64+l], g, got[l], want, math.Float32bits(want))
			}
		}
	}
	if wrong > 0 {
		t.Errorf("%d of %d quotients not correctly rounded", wrong, 64*batches)
	}
}
