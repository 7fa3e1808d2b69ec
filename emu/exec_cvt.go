package emu

import (
	"math"
	"math/bits"

	"github.com/mlagen/mlagen/num"
)

// Narrow-format conversions: OCP fp8 (e4m3, via num) and bf8 (e5m2),
// bf16. gfx950's fp8/bf8 are the OCP formats.

// e5m2 (bf8): bias 15, Inf 0x7C, NaN 0x7D..0x7F, max 57344.
var e5m2Table [256]float32

func init() {
	for c := 0; c < 256; c++ {
		sign := 1.0
		if c&0x80 != 0 {
			sign = -1
		}
		e, m := c>>2&0x1f, c&3
		var v float64
		switch {
		case e == 0x1f && m == 0:
			v = math.Inf(1)
		case e == 0x1f:
			v = math.NaN()
		case e == 0:
			v = math.Ldexp(float64(m), -16)
		default:
			v = math.Ldexp(1+float64(m)/4, e-15)
		}
		e5m2Table[c] = float32(sign * v)
	}
}

// f32ToE5M2 rounds to nearest even; overflow gives +-Inf, or +-57344 with sat.
func f32ToE5M2(x float32, sat bool) uint8 {
	u := math.Float32bits(x)
	sign := uint8(u>>24) & 0x80
	if u&0x7fffffff > 0x7f800000 {
		return sign | 0x7f
	}
	a := math.Abs(float64(x))
	if a >= 61440 { // midpoint between 57344 and 65536
		if sat {
			return sign | 0x7b
		}
		return sign | 0x7c
	}
	if a < 0x1p-14 { // subnormal steps of 2^-16; 4 steps = min normal
		return sign | uint8(math.RoundToEven(a*0x1p16))
	}
	_, e := math.Frexp(a)
	e--
	q := math.RoundToEven(math.Ldexp(a, 2-e)) // [4, 8]
	if q == 8 {
		q = 4
		e++
	}
	return sign | uint8(e+15)<<2 | uint8(q-4)
}

// cvtPk8 binds v_cvt_pk_fp8_f32 / v_cvt_pk_bf8_f32: two f32 -> two 8-bit
// values {S1, S0} in the low or (op_sel[3]) high half of vdst; the other half
// is preserved. neg/abs apply; clamp/omod are ignored. Overflow and Inf
// saturate when MODE.FP16_OVFL is set and become NaN (fp8) / Inf (bf8)
// otherwise.
func cvtPk8(bf8 bool) spec {
	return func(b *binder) handler {
		b.x.dst[0] = b.vdst(0)
		b.x.src[0] = b.src(0, tB32)
		b.x.src[1] = b.src(1, tB32)
		hi := b.in.OpSel&8 != 0
		sat := b.k.fp16Ovfl
		abs, neg := b.in.Abs, b.in.Neg
		conv := func(u uint32, i int) uint32 {
			if abs>>i&1 != 0 {
				u &^= f32SignBit
			}
			if neg>>i&1 != 0 {
				u ^= f32SignBit
			}
			if bf8 {
				return uint32(f32ToE5M2(f32(u), sat))
			}
			return uint32(num.F32ToE4M3(f32(u), sat))
		}
		return func(w *wave, x *xinst) {
			a := w.vsrc(&x.src[0], 0)
			c := w.vsrc(&x.src[1], 1)
			d := &w.v[x.dst[0].reg]
			for m := w.exec(); m != 0; m &= m - 1 {
				l := bits.TrailingZeros64(m)
				p := conv(a[l], 0) | conv(c[l], 1)<<8
				if hi {
					d[l] = d[l]&0xffff | p<<16
				} else {
					d[l] = d[l]&0xffff0000 | p
				}
			}
		}
	}
}

// cvtF32From8 binds v_cvt_f32_fp8 / v_cvt_f32_bf8 of byte 0 of S0. (Other
// bytes are selected with SDWA - what clang emits - or a VOP3 op_sel whose
// bit order the sources do not pin down: both are refused.)
func cvtF32From8(bf8 bool) spec {
	return func(b *binder) handler {
		if b.in.Format == FmtSDWA || b.in.OpSel != 0 {
			b.fail("byte selection (SDWA or op_sel) is not supported")
		}
		b.x.dst[0] = b.vdst(0)
		b.x.src[0] = b.src(0, tB32)
		sh := uint(0)
		out := b.outMod()
		f := func(a uint32) uint32 {
			c := uint8(a >> sh)
			if bf8 {
				return u32(e5m2Table[c])
			}
			return u32(num.E4M3ToF32(c))
		}
		g := wrap1(f, nil, out)
		return func(w *wave, x *xinst) { vmap1(w, x, g) }
	}
}

// cvtPkF32From8 binds v_cvt_pk_f32_fp8 / _bf8: the two low bytes of S0 to
// two f32 in vdst[0:1] (word selection is refused, as above).
func cvtPkF32From8(bf8 bool) spec {
	return func(b *binder) handler {
		if b.in.Format == FmtSDWA || b.in.OpSel != 0 {
			b.fail("word selection (SDWA or op_sel) is not supported")
		}
		b.x.dst[0] = b.vdst(0)
		b.x.src[0] = b.src(0, tB32)
		sh := uint(0)
		return func(w *wave, x *xinst) {
			a := w.vsrc(&x.src[0], 0)
			rl, rh := &w.res[0], &w.res[1]
			for l := 0; l < 64; l++ {
				c0, c1 := uint8(a[l]>>sh), uint8(a[l]>>(sh+8))
				if bf8 {
					rl[l], rh[l] = u32(e5m2Table[c0]), u32(e5m2Table[c1])
				} else {
					rl[l], rh[l] = u32(num.E4M3ToF32(c0)), u32(num.E4M3ToF32(c1))
				}
			}
			w.writeV2(&x.dst[0], rl, rh)
		}
	}
}

// cvtScalePkBF16FP8 binds v_cvt_scalef32_pk_bf16_fp8 vdst, src0, src1 (CDNA4
// ISA, opcode 617): the two fp8 e4m3 bytes of word op_sel[0] of src0 (clang's
// word_sel lands there: checked with llvm-objdump-22) times 2^(e-127), e the
// exponent field (bits 30:23) of src1 as an f32, as bf16 in vdst's low (the
// lower byte) and high half. Every e4m3 value is a bf16 value, so with scale
// 1.0 (the bf16-q kernels' K conversion) the result is exact; a scaled value
// is rounded once to bf16 (assumed, as for the fp4 form), e = 255 gives NaN,
// and so does the NaN code.
func cvtScalePkBF16FP8(b *binder) handler {
	if b.in.Clamp || b.in.Omod != 0 || b.in.Neg&1 != 0 || b.in.Abs&1 != 0 {
		b.fail("modifiers on the fp8 source are not supported")
	}
	if b.in.OpSel&^1 != 0 {
		b.fail("op_sel bits other than the word select are not supported")
	}
	b.x.dst[0] = b.vdst(0)
	b.x.src[0] = b.src(0, tB32)
	b.x.src[1] = b.src(1, tB32)
	sh := 16 * uint(b.in.OpSel&1) // neg/abs of src1 leave its exponent alone
	return func(w *wave, x *xinst) {
		a, s := w.vsrc(&x.src[0], 0), w.vsrc(&x.src[1], 1)
		r := &w.res[0]
		for l := 0; l < 64; l++ {
			f := e8m0Factor(uint8(s[l] >> 23))
			lo := num.F32ToBF16(float32(float64(num.E4M3ToF32(uint8(a[l]>>sh))) * f))
			hi := num.F32ToBF16(float32(float64(num.E4M3ToF32(uint8(a[l]>>(sh+8)))) * f))
			r[l] = uint32(lo) | uint32(hi)<<16
		}
		w.writeV(&x.dst[0], r)
	}
}

func init() {
	reg(cvtScalePkBF16FP8, "v_cvt_scalef32_pk_bf16_fp8")
	reg(cvtPk8(false), "v_cvt_pk_fp8_f32")
	reg(cvtPk8(true), "v_cvt_pk_bf8_f32")
	reg(cvtF32From8(false), "v_cvt_f32_fp8")
	reg(cvtF32From8(true), "v_cvt_f32_bf8")
	reg(cvtPkF32From8(false), "v_cvt_pk_f32_fp8")
	reg(cvtPkF32From8(true), "v_cvt_pk_f32_bf8")
	// v_cvt_pk_bf16_f32 vdst, s0, s1: {bf16(s1), bf16(s0)}, round to nearest even
	reg(func(b *binder) handler {
		if b.in.Omod != 0 || b.in.Clamp {
			b.fail("clamp/omod on v_cvt_pk_bf16_f32 are not supported")
		}
		m0, m1 := b.inMod(0), b.inMod(1)
		f := func(a, c uint32) uint32 {
			return uint32(num.F32ToBF16(f32(a))) | uint32(num.F32ToBF16(f32(c)))<<16
		}
		b.x.dst[0] = b.vdst(0)
		b.x.src[0] = b.src(0, tB32)
		b.x.src[1] = b.src(1, tB32)
		g := wrap2(f, m0, m1, nil)
		return func(w *wave, x *xinst) { vmap2(w, x, g) }
	}, "v_cvt_pk_bf16_f32")
}
