package emu

import (
	"math"
	"testing"
)

// With MODE flushing f32 denormals (.amdhsa_float_denorm_mode_32 0, as AMD
// AITER's asm kernel sets it), only f32 operands are flushed: the integer
// and f16 sides of conversions and v_ldexp_f32's exponent are not (as f32
// bit patterns small integers and all f16 values look like denormals).
// Regression test: these used to read 0 (v_cvt_f32_u32 of 128 gave 0.0 and
// broke AITER's integer division).
func TestConvertDenormModeIntSides(t *testing.T) {
	f := math.Float32bits
	var in [9][64]uint32
	vals := []uint32{128, f(2.0), 3, 0x3c00, f(1.0), f(2.0), f(-3.0), uint32(0xfffffffd), f(1.0)}
	for r, v := range vals {
		for l := range in[r] {
			in[r][l] = v
		}
	}
	body := `
  v_cvt_f32_u32 v40, v8
  v_cvt_u32_f32 v41, v9
  v_ldexp_f32 v42, v16, v10
  v_cvt_f32_f16 v43, v11
  v_cvt_f16_f32 v44, v12
  v_cvt_pkrtz_f16_f32 v45, v12, v13
  v_cvt_i32_f32 v46, v14
  v_cvt_f32_i32 v47, v15
  v_rcp_iflag_f32 v48, v40
`
	want := []uint32{f(128), 2, f(8), f(1), 0x3c00, 0x40003c00, uint32(0xfffffffd), f(-3), f(1.0 / 128)}
	got := runLanes(t, kopt{flush: true, denorm32: 0}, in[:], len(want), body)
	for k, w := range want {
		if got[k][0] != w {
			t.Errorf("output %d: got %#x want %#x", k, got[k][0], w)
		}
	}
}
