package emu

import (
	"math"

	"github.com/mlagen/mlagen/num"
)

// MFMAs beyond fp8 x fp8: fp4 (e2m1) operands of v_mfma_f32_16x16x128_f8f6f4,
// the block-scaled v_mfma_scale_f32_16x16x128_f8f6f4, and
// v_mfma_f32_16x16x32_bf16. The fp8 x fp8 forms keep their faster path in
// mfma.go.
//
// Operands (CDNA4 ISA 7.1.4.1, 7.2.1): every lane holds 32 elements of A (row
// i = lane % 16) and B (column j = lane % 16): fp8 32 bytes (8 VGPRs), fp4 32
// nibbles (4 VGPRs; element 2n in the low nibble of byte n, ISA 7.1.4 "item 0
// in bits 3-0"). D[i][j] = C[i][j] + sum over lane groups g and elements t of
// A[lane i+16g][t] * B[lane j+16g][t]: A and B share the element -> K mapping,
// so without scales the mapping does not matter.
//
// Block scales: one e8m0 byte per row (A) or column (B) and block of 32 K
// values; the scale of block kb for row i is in lane i + 16*kb of the scale
// VGPR, byte {op_sel_hi, op_sel} of the ld_scale prefix (ISA 7.2.1), and it
// multiplies that block's dot product: D = C + sum_kb 2^(ea-127) * 2^(eb-127)
// * dot_kb (0xFF is NaN). Which elements form block kb: lane group g, element
// t lies in block 2*(t/16) + g/2 (K = 64*(t/16) + 16*g + t%16). For fp8 this
// is the mapping AMD's composable_kernel measured on gfx950
// (test/mx_mfma_op/scale_mapping_16x16x128.txt: element t of lane group g is
// scaled from lane 16*(2*(t/16) + g/2)); for fp4 the same element order is
// assumed (no hardware run of ours or public map pins it down; a kernel
// putting one scale on all four blocks of a row does not depend on it).
//
// Numerics: products are exact; the sum (scaled) is taken in float64 and
// rounded once to f32 with C (as mfma.go). Hardware sums in an undocumented
// order: compare with a tolerance.

// mxFmt is an f8f6f4 operand format (cbsz / blgp code) the emulator reads.
func mxFmtSupported(code uint8) bool { return code == 0 || code == 1 || code == 4 }

// mxRegs is the VGPRs per lane of an f8f6f4 operand in format code.
func mxRegs(code uint8) uint8 {
	if code == 4 {
		return 4
	}
	return 8
}

// mxElem returns element t (0..31) of a lane's operand in format code from its
// registers' dwords r[0..regs).
func mxElem(code uint8, r *[8]uint32, t int) float64 {
	if code == 4 {
		nib := uint8(r[t/8] >> (4 * uint(t%8)))
		return float64(num.E2M1ToF32(nib))
	}
	c := uint8(r[t/4] >> (8 * uint(t%4)))
	if code == 1 {
		return e5m2F64[c]
	}
	return e4m3F64[c]
}

// e8m0Factor is 2^(e-127) as float64 (NaN for 0xFF).
func e8m0Factor(e uint8) float64 {
	if e == 0xFF {
		return math.NaN()
	}
	return math.Ldexp(1, int(e)-127)
}

// bindMFMAX binds an f8f6f4 MFMA with an fp4 operand (scaled = false) or a
// v_mfma_scale_f32_16x16x128_f8f6f4 (scaled = true).
func bindMFMAX(scaled bool) spec {
	return func(b *binder) handler {
		in := b.in
		if in.Neg != 0 || in.Abs != 0 || in.Clamp || in.Abid != 0 && !scaled {
			b.fail("neg/abs/clamp/abid on MFMA are not supported")
		}
		fa, fb := in.Cbsz, in.Blgp
		if !mxFmtSupported(fa) || !mxFmtSupported(fb) {
			b.fail("MFMA operand formats cbsz=%d blgp=%d: only fp8 (0), bf8 (1) and fp4 (4) are supported", fa, fb)
			return nil
		}
		b.x.dst[0] = b.vdst(0)
		for i, f := range []uint8{fa, fb} {
			b.x.src[i] = b.src(i, tB32)
			if b.x.src[i].kind != okVGPR || b.x.src[i].n != mxRegs(f) {
				b.fail("MFMA source %d must be %d vector registers", i, mxRegs(f))
			}
		}
		b.x.src[2] = b.src(2, tB32)
		if b.x.dst[0].n != 4 {
			b.fail("MFMA destination must be 4 registers")
		}
		var selA, selB uint
		if scaled {
			for i := 3; i < 5; i++ {
				b.x.src[i] = b.src(i, tB32)
				if b.x.src[i].kind != okVGPR {
					// Inline-constant scales exist in the ISA ("the exponent
					// portion") but their byte selection is not documented.
					b.fail("MFMA scale operand %d must be a vector register", i-3)
				}
			}
			selA = uint(in.OpSel&1 | in.OpSelHi&1<<1)
			selB = uint(in.OpSel>>1&1 | in.OpSelHi>>1&1<<1)
		}
		return func(w *wave, x *xinst) { mfmaX(w, x, fa, fb, scaled, selA, selB) }
	}
}

func mfmaX(w *wave, x *xinst, fa, fb uint8, scaled bool, selA, selB uint) {
	// a[i][blk][...]: row i's elements grouped by scale block (32 each).
	var a, bm [16][4][32]float64
	for l := 0; l < 64; l++ {
		var ra, rb [8]uint32
		for r := 0; r < int(mxRegs(fa)); r++ {
			ra[r] = w.v[int(x.src[0].reg)+r][l]
		}
		for r := 0; r < int(mxRegs(fb)); r++ {
			rb[r] = w.v[int(x.src[1].reg)+r][l]
		}
		g := l >> 4
		for t := 0; t < 32; t++ {
			blk := 2*(t/16) + g/2
			pos := (g%2)*16 + t%16
			a[l&15][blk][pos] = mxElem(fa, &ra, t)
			bm[l&15][blk][pos] = mxElem(fb, &rb, t)
		}
	}
	var sa, sb [16][4]float64
	for i := 0; i < 16; i++ {
		for k := 0; k < 4; k++ {
			sa[i][k], sb[i][k] = 1, 1
			if scaled {
				sa[i][k] = e8m0Factor(uint8(w.v[x.src[3].reg][i+16*k] >> (8 * selA)))
				sb[i][k] = e8m0Factor(uint8(w.v[x.src[4].reg][i+16*k] >> (8 * selB)))
			}
		}
	}
	out := &w.res
	for i := 0; i < 16; i++ {
		for j := 0; j < 16; j++ {
			var sum float64
			for k := 0; k < 4; k++ {
				var dot float64
				for t := 0; t < 32; t++ {
					dot += a[i][k][t] * bm[j][k][t]
				}
				if scaled {
					dot *= sa[i][k] * sb[j][k]
				}
				sum += dot
			}
			reg, lane := i%4, j+16*(i/4)
			var cv float64
			if x.src[2].kind == okVGPR {
				cv = float64(f32(w.v[int(x.src[2].reg)+reg][lane]))
			} else {
				cv = float64(f32(w.sval(&x.src[2])))
			}
			out[reg][lane] = u32(roundSum32(sum, cv))
		}
	}
	for r := 0; r < 4; r++ {
		w.v[int(x.dst[0].reg)+r] = out[r] // MFMA ignores EXEC
	}
}

// mfmaBF16 is v_mfma_f32_16x16x32_bf16: A and B 4 VGPRs (8 bf16 per lane,
// element e in bits 16*(e%2) of register e/2), K_L = 8.
func mfmaBF16(w *wave, x *xinst) {
	var a, bm [16][32]float64
	for l := 0; l < 64; l++ {
		g := l >> 4
		for e := 0; e < 8; e++ {
			ua := w.v[int(x.src[0].reg)+e/2][l] >> (16 * uint(e%2))
			ub := w.v[int(x.src[1].reg)+e/2][l] >> (16 * uint(e%2))
			a[l&15][8*g+e] = float64(num.BF16ToF32(uint16(ua)))
			bm[l&15][8*g+e] = float64(num.BF16ToF32(uint16(ub)))
		}
	}
	out := &w.res
	for i := 0; i < 16; i++ {
		for j := 0; j < 16; j++ {
			var sum float64
			for k := 0; k < 32; k++ {
				sum += a[i][k] * bm[j][k]
			}
			reg, lane := i%4, j+16*(i/4)
			var cv float64
			if x.src[2].kind == okVGPR {
				cv = float64(f32(w.v[int(x.src[2].reg)+reg][lane]))
			} else {
				cv = float64(f32(w.sval(&x.src[2])))
			}
			out[reg][lane] = u32(roundSum32(sum, cv))
		}
	}
	for r := 0; r < 4; r++ {
		w.v[int(x.dst[0].reg)+r] = out[r]
	}
}

func bindMFMABF16(b *binder) handler {
	in := b.in
	if in.Neg != 0 || in.Abs != 0 || in.Clamp || in.Cbsz != 0 || in.Abid != 0 || in.Blgp != 0 {
		b.fail("MFMA modifiers (neg/abs/clamp/cbsz/abid/blgp) are not supported")
	}
	b.x.dst[0] = b.vdst(0)
	b.x.src[0] = b.src(0, tB32)
	b.x.src[1] = b.src(1, tB32)
	b.x.src[2] = b.src(2, tB32)
	for i := 0; i < 2; i++ {
		if b.x.src[i].kind != okVGPR || b.x.src[i].n != 4 {
			b.fail("MFMA source %d must be 4 vector registers", i)
		}
	}
	if b.x.dst[0].n != 4 {
		b.fail("MFMA destination must be 4 registers")
	}
	return mfmaBF16
}

// cvtScalePkF32FP4 binds v_cvt_scalef32_pk_f32_fp4 vdst[0:1], src0, src1
// (CDNA4 ISA, opcode 575): byte op_sel[1:0] of src0 holds two fp4 values (low
// nibble -> vdst, high -> vdst+1), each times 2^(e-127) with e the exponent
// field (bits 30:23) of src1 as an f32. Results are exact (denormals kept,
// ISA 7.3: "F4/F6/F8 allows denorms regardless of MODE"); e = 255 gives NaN.
func cvtScalePkF32FP4(b *binder) handler {
	if b.in.Clamp || b.in.Omod != 0 || b.in.Neg&1 != 0 || b.in.Abs&1 != 0 {
		b.fail("modifiers on the fp4 source are not supported")
	}
	b.x.dst[0] = b.vdst(0)
	b.x.src[0] = b.src(0, tB32)
	b.x.src[1] = b.src(1, tB32)
	sh := 8 * uint(b.in.OpSel&3) // neg/abs of src1 leave its exponent alone
	return func(w *wave, x *xinst) {
		a, s := w.vsrc(&x.src[0], 0), w.vsrc(&x.src[1], 1)
		rl, rh := &w.res[0], &w.res[1]
		for l := 0; l < 64; l++ {
			c := uint8(a[l] >> sh)
			f := e8m0Factor(uint8(s[l] >> 23))
			rl[l] = u32(float32(float64(num.E2M1ToF32(c)) * f))
			rh[l] = u32(float32(float64(num.E2M1ToF32(c>>4)) * f))
		}
		w.writeV2(&x.dst[0], rl, rh)
	}
}

// cvtScalePkBF16FP4 binds v_cvt_scalef32_pk_bf16_fp4 vdst, src0, src1 (opcode
// 593): as v_cvt_scalef32_pk_f32_fp4, the two values as bf16 in vdst's low
// (low nibble) and high half. fp4 * 2^(e-127) is a bf16 value for every e (the
// smallest, 2^-128, is a bf16 denormal) except 6 * 2^127, which overflows to
// +Inf (assumed, as for f32); e = 255 gives NaN.
func cvtScalePkBF16FP4(b *binder) handler {
	if b.in.Clamp || b.in.Omod != 0 || b.in.Neg&1 != 0 || b.in.Abs&1 != 0 {
		b.fail("modifiers on the fp4 source are not supported")
	}
	b.x.dst[0] = b.vdst(0)
	b.x.src[0] = b.src(0, tB32)
	b.x.src[1] = b.src(1, tB32)
	sh := 8 * uint(b.in.OpSel&3)
	return func(w *wave, x *xinst) {
		a, s := w.vsrc(&x.src[0], 0), w.vsrc(&x.src[1], 1)
		r := &w.res[0]
		for l := 0; l < 64; l++ {
			c := uint8(a[l] >> sh)
			f := e8m0Factor(uint8(s[l] >> 23))
			lo := num.F32ToBF16(float32(float64(num.E2M1ToF32(c)) * f))
			hi := num.F32ToBF16(float32(float64(num.E2M1ToF32(c>>4)) * f))
			r[l] = uint32(lo) | uint32(hi)<<16
		}
		w.writeV(&x.dst[0], r)
	}
}

func init() {
	reg(cvtScalePkBF16FP4, "v_cvt_scalef32_pk_bf16_fp4")
	reg(bindMFMAX(true), "v_mfma_scale_f32_16x16x128_f8f6f4")
	reg(bindMFMABF16, "v_mfma_f32_16x16x32_bf16")
	reg(cvtScalePkF32FP4, "v_cvt_scalef32_pk_f32_fp4")
}
