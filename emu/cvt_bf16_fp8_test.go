package emu

import (
	"math"
	"testing"
)

// v_cvt_scalef32_pk_bf16_fp8 (the bf16-q kernels' K conversion, scale 1.0):
// all 256 e4m3 codes, four per lane (words 0 and 1 through op_sel[0]), with
// scales 1, 2^-3, 2^7 and NaN; the expectation is the code's value from its
// bit fields times the scale, which bf16 holds exactly, the lower byte in the
// low half. The word select is what the kernels depend on: a handler that
// ignored op_sel would convert word 0 twice.
func TestCvtScalePkBF16FP8(t *testing.T) {
	for _, e := range []uint32{127, 124, 134, 255} {
		var x, s [64]uint32
		for l := range x {
			x[l] = uint32(4*l) | uint32(4*l+1)<<8 | uint32(4*l+2)<<16 | uint32(4*l+3)<<24
			s[l] = e<<23 | 0x80000000 | uint32(l) // sign and mantissa bits are not the scale
		}
		out := runMX(t, "cvt_pk_bf16_fp8", [][64]uint32{x, s}, 2)
		for l := 0; l < 64; l++ {
			for k := 0; k < 4; k++ {
				c := uint8(4*l + k)
				got := float64(math.Float32frombits(out[k/2][l] >> (16 * (k % 2)) << 16))
				want := e4m3Val(c) * math.Ldexp(1, int(e)-127)
				ok := got == want && math.Signbit(got) == math.Signbit(want)
				if e == 255 || math.IsNaN(want) {
					ok = math.IsNaN(got)
				}
				if !ok {
					t.Fatalf("scale 2^%d code %#02x: %v, want %v", int(e)-127, c, got, want)
				}
			}
		}
	}
}
