package emu

import (
	"math"
	"math/bits"
)

// Vector ALU: VOP1, VOP2, VOP3 (and the VOP3 forms of VOP1/VOP2), VOP3P
// packed f32. Lane loops: every op computes lane-wise, reading all of a
// lane's sources before writing its destination, so a destination that
// aliases a source is handled; cross-lane ops go through w.res.

// ---- lane loops ----

type u1 func(a uint32) uint32
type u2 func(a, b uint32) uint32
type u3 func(a, b, c uint32) uint32

func vmap1(w *wave, x *xinst, f u1) {
	a := w.vsrc(&x.src[0], 0)
	d := &w.v[x.dst[0].reg]
	if e := w.exec(); e == ^uint64(0) {
		for l := range d {
			d[l] = f(a[l])
		}
	} else {
		for m := e; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			d[l] = f(a[l])
		}
	}
}

func vmap2(w *wave, x *xinst, f u2) {
	a := w.vsrc(&x.src[0], 0)
	b := w.vsrc(&x.src[1], 1)
	d := &w.v[x.dst[0].reg]
	if e := w.exec(); e == ^uint64(0) {
		for l := range d {
			d[l] = f(a[l], b[l])
		}
	} else {
		for m := e; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			d[l] = f(a[l], b[l])
		}
	}
}

func vmap3(w *wave, x *xinst, f u3) {
	a := w.vsrc(&x.src[0], 0)
	b := w.vsrc(&x.src[1], 1)
	c := w.vsrc(&x.src[2], 2)
	d := &w.v[x.dst[0].reg]
	if e := w.exec(); e == ^uint64(0) {
		for l := range d {
			d[l] = f(a[l], b[l], c[l])
		}
	} else {
		for m := e; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			d[l] = f(a[l], b[l], c[l])
		}
	}
}

// ---- float modifiers ----

// inMod returns the input-modifier function of source i of a float op
// (abs, neg, denormal flush), or nil when the source is used as is.
func (b *binder) inMod(i int) u1 { return b.srcMod(i, b.k.denormIn) }

// srcMod is inMod with the f32 denormal flush only when ftz: an operand that
// is not an f32 (an integer, an f16) is never flushed as one.
func (b *binder) srcMod(i int, ftz bool) u1 {
	abs := b.in.Abs>>i&1 != 0
	neg := b.in.Neg>>i&1 != 0
	switch {
	case !abs && !neg && !ftz:
		return nil
	case ftz:
		return func(u uint32) uint32 {
			u = flushDenorm32(u)
			if abs {
				u &^= f32SignBit
			}
			if neg {
				u ^= f32SignBit
			}
			return u
		}
	case abs && neg:
		return func(u uint32) uint32 { return u | f32SignBit }
	case abs:
		return func(u uint32) uint32 { return u &^ f32SignBit }
	default:
		return func(u uint32) uint32 { return u ^ f32SignBit }
	}
}

// outMod returns the output-modifier function of a float op (omod, clamp,
// denormal flush), or nil.
func (b *binder) outMod() u1 {
	omod, clamp, ftz := b.in.Omod, b.in.Clamp, b.k.denormOut
	if omod == 0 && !clamp && !ftz {
		return nil
	}
	scale := [4]float32{1, 2, 4, 0.5}[omod&3]
	return func(u uint32) uint32 {
		if omod != 0 {
			u = u32(f32(u) * scale)
		}
		if clamp {
			f := f32(u)
			switch {
			case f != f:
				u = 0
			case f < 0:
				u = 0
			case f > 1:
				u = 0x3f800000
			}
		}
		if ftz {
			u = flushDenorm32(u)
		}
		return u
	}
}

func wrap1(f u1, m0, out u1) u1 {
	if m0 == nil && out == nil {
		return f
	}
	return func(a uint32) uint32 {
		if m0 != nil {
			a = m0(a)
		}
		r := f(a)
		if out != nil {
			r = out(r)
		}
		return r
	}
}

func wrap2(f u2, m0, m1, out u1) u2 {
	if m0 == nil && m1 == nil && out == nil {
		return f
	}
	return func(a, b uint32) uint32 {
		if m0 != nil {
			a = m0(a)
		}
		if m1 != nil {
			b = m1(b)
		}
		r := f(a, b)
		if out != nil {
			r = out(r)
		}
		return r
	}
}

func wrap3(f u3, m0, m1, m2, out u1) u3 {
	if m0 == nil && m1 == nil && m2 == nil && out == nil {
		return f
	}
	return func(a, b, c uint32) uint32 {
		if m0 != nil {
			a = m0(a)
		}
		if m1 != nil {
			b = m1(b)
		}
		if m2 != nil {
			c = m2(c)
		}
		r := f(a, b, c)
		if out != nil {
			r = out(r)
		}
		return r
	}
}

// ---- binders ----

// bindI1/I2/I3: integer ops "vdst, src0[, src1[, src2]]" (no modifiers).
func bindI1(f u1) spec {
	return func(b *binder) handler {
		b.noMods()
		b.x.dst[0] = b.vdst(0)
		b.x.src[0] = b.src(0, tB32)
		return func(w *wave, x *xinst) { vmap1(w, x, f) }
	}
}

func bindI2(f u2) spec {
	return func(b *binder) handler {
		b.noMods()
		b.x.dst[0] = b.vdst(0)
		b.x.src[0] = b.src(0, tB32)
		b.x.src[1] = b.src(1, tB32)
		return func(w *wave, x *xinst) { vmap2(w, x, f) }
	}
}

func bindI3(f u3) spec {
	return func(b *binder) handler {
		b.noMods()
		b.x.dst[0] = b.vdst(0)
		b.x.src[0] = b.src(0, tB32)
		b.x.src[1] = b.src(1, tB32)
		b.x.src[2] = b.src(2, tB32)
		return func(w *wave, x *xinst) { vmap3(w, x, f) }
	}
}

// bindIClamp2 is bindI2 for ops whose clamp bit saturates (v_add_u32 ...):
// sat is the clamped variant.
func bindIClamp2(f, sat u2) spec {
	return func(b *binder) handler {
		if b.in.Neg != 0 || b.in.Abs != 0 || b.in.Omod != 0 {
			b.fail("modifiers are not supported on %s", b.in.Name)
		}
		b.x.dst[0] = b.vdst(0)
		b.x.src[0] = b.src(0, tB32)
		b.x.src[1] = b.src(1, tB32)
		g := f
		if b.in.Clamp {
			g = sat
		}
		return func(w *wave, x *xinst) { vmap2(w, x, g) }
	}
}

// bindF1/F2/F3: f32 ops with VOP3 modifiers and the kernel's denormal mode.
func bindF1(f u1) spec {
	return func(b *binder) handler {
		b.x.dst[0] = b.vdst(0)
		b.x.src[0] = b.src(0, tB32)
		g := wrap1(f, b.inMod(0), b.outMod())
		return func(w *wave, x *xinst) { vmap1(w, x, g) }
	}
}

// bindCvt1 is bindF1 for a conversion whose source or result is not an f32
// (integers, f16): the MODE f32 denormal flush applies only to f32 sides;
// clamp and omod are refused on a non-f32 result.
func bindCvt1(f u1, inF32, outF32 bool) spec {
	return func(b *binder) handler {
		b.x.dst[0] = b.vdst(0)
		b.x.src[0] = b.src(0, tB32)
		out := b.outMod()
		if !outF32 {
			if b.in.Clamp || b.in.Omod != 0 {
				b.fail("clamp/omod on a conversion to a non-f32 result are not supported")
			}
			out = nil
		}
		g := wrap1(f, b.srcMod(0, inF32 && b.k.denormIn), out)
		return func(w *wave, x *xinst) { vmap1(w, x, g) }
	}
}

func bindF2(f u2) spec {
	return func(b *binder) handler {
		b.x.dst[0] = b.vdst(0)
		b.x.src[0] = b.src(0, tB32)
		b.x.src[1] = b.src(1, tB32)
		g := wrap2(f, b.inMod(0), b.inMod(1), b.outMod())
		return func(w *wave, x *xinst) { vmap2(w, x, g) }
	}
}

func bindF3(f u3) spec {
	return func(b *binder) handler {
		b.x.dst[0] = b.vdst(0)
		b.x.src[0] = b.src(0, tB32)
		b.x.src[1] = b.src(1, tB32)
		b.x.src[2] = b.src(2, tB32)
		g := wrap3(f, b.inMod(0), b.inMod(1), b.inMod(2), b.outMod())
		return func(w *wave, x *xinst) { vmap3(w, x, g) }
	}
}

// bindFMac binds v_mac_f32/v_fmac_f32 (D = S0*S1 + D).
func bindFMac(f u3) spec {
	return func(b *binder) handler {
		b.x.dst[0] = b.vdst(0)
		b.x.src[0] = b.src(0, tB32)
		b.x.src[1] = b.src(1, tB32)
		b.x.src[2] = b.x.dst[0]
		g := wrap3(f, b.inMod(0), b.inMod(1), b.inMod(2), b.outMod())
		return func(w *wave, x *xinst) { vmap3(w, x, g) }
	}
}

// ---- f32 arithmetic ----

func fadd(a, b uint32) uint32 { return u32(f32(a) + f32(b)) }
func fsub(a, b uint32) uint32 { return u32(f32(a) - f32(b)) }
func fmul(a, b uint32) uint32 { return u32(f32(a) * f32(b)) }
func ffma(a, b, c uint32) uint32 {
	return u32(fma32(f32(a), f32(b), f32(c)))
}

// fmad is the unfused multiply-add (v_mad_f32, v_mac_f32): two roundings.
func fmad(a, b, c uint32) uint32 { return u32(f32(a)*f32(b) + f32(c)) }

func init() {
	reg(bindF2(fadd), "v_add_f32")
	reg(bindF2(fsub), "v_sub_f32")
	reg(bindF2(func(a, b uint32) uint32 { return fsub(b, a) }), "v_subrev_f32")
	reg(bindF2(fmul), "v_mul_f32")
	reg(bindF2(func(a, b uint32) uint32 {
		// legacy multiply: 0 * anything (even Inf/NaN) is 0
		if a&0x7fffffff == 0 || b&0x7fffffff == 0 {
			return 0
		}
		return fmul(a, b)
	}), "v_mul_legacy_f32")
	reg(bindF3(ffma), "v_fma_f32")
	reg(bindF3(fmad), "v_mad_f32")
	reg(bindF3(ffma), "v_fmamk_f32", "v_fmaak_f32") // Src order as printed: K is Src[1] or Src[2]
	reg(bindF3(fmad), "v_madmk_f32", "v_madak_f32")
	reg(bindFMac(ffma), "v_fmac_f32")
	reg(bindFMac(fmad), "v_mac_f32")
	reg(func(b *binder) handler {
		ieee := b.k.ieee
		return bindF2(func(a, c uint32) uint32 { return fmax32(a, c, ieee) })(b)
	}, "v_max_f32")
	reg(func(b *binder) handler {
		ieee := b.k.ieee
		return bindF2(func(a, c uint32) uint32 { return fmin32(a, c, ieee) })(b)
	}, "v_min_f32")
	reg(func(b *binder) handler {
		ieee := b.k.ieee
		return bindF3(func(a, c, d uint32) uint32 { return fmax32(fmax32(a, c, ieee), d, ieee) })(b)
	}, "v_max3_f32")
	reg(func(b *binder) handler {
		ieee := b.k.ieee
		return bindF3(func(a, c, d uint32) uint32 { return fmin32(fmin32(a, c, ieee), d, ieee) })(b)
	}, "v_min3_f32")
	reg(func(b *binder) handler {
		ieee := b.k.ieee
		return bindF3(func(a, c, d uint32) uint32 {
			if isNaN32(a) || isNaN32(c) || isNaN32(d) {
				return fmin32(fmin32(a, c, ieee), d, ieee)
			}
			mx := fmax32(fmax32(a, c, ieee), d, ieee)
			switch mx {
			case a:
				return fmax32(c, d, ieee)
			case c:
				return fmax32(a, d, ieee)
			}
			return fmax32(a, c, ieee)
		})(b)
	}, "v_med3_f32")
	reg(bindF3(func(a, b, c uint32) uint32 { return maximum32(maximum32(a, b), c) }), "v_maximum3_f32")
	reg(bindF3(func(a, b, c uint32) uint32 { return minimum32(minimum32(a, b), c) }), "v_minimum3_f32")
	reg(bindF1(exp2f32), "v_exp_f32")
	reg(bindF1(log2f32), "v_log_f32")
	reg(bindF1(rcpf32), "v_rcp_f32", "v_rcp_iflag_f32")
	reg(bindF1(rsqf32), "v_rsq_f32")
	reg(bindF1(sqrtf32), "v_sqrt_f32")
	reg(bindF1(func(a uint32) uint32 { return u32(float32(math.Trunc(float64(f32(a))))) }), "v_trunc_f32")
	reg(bindF1(func(a uint32) uint32 { return u32(float32(math.Ceil(float64(f32(a))))) }), "v_ceil_f32")
	reg(bindF1(func(a uint32) uint32 { return u32(float32(math.Floor(float64(f32(a))))) }), "v_floor_f32")
	reg(bindF1(func(a uint32) uint32 { return u32(float32(math.RoundToEven(float64(f32(a))))) }), "v_rndne_f32")
	reg(bindF1(func(a uint32) uint32 {
		x := float64(f32(a))
		if math.IsInf(x, 0) || x != x {
			return f32QNaN
		}
		r := x - math.Floor(x)
		if r >= 1 {
			r = math.Nextafter(1, 0)
		}
		return u32(float32(r))
	}), "v_fract_f32")
	reg(func(b *binder) handler { // src1 is an integer exponent: never flushed
		b.x.dst[0] = b.vdst(0)
		b.x.src[0] = b.src(0, tB32)
		b.x.src[1] = b.src(1, tB32)
		g := wrap2(func(a, c uint32) uint32 {
			return u32(float32(math.Ldexp(float64(f32(a)), int(int32(c)))))
		}, b.inMod(0), b.srcMod(1, false), b.outMod())
		return func(w *wave, x *xinst) { vmap2(w, x, g) }
	}, "v_ldexp_f32")
	// conversions
	// conversions: only their f32 sides follow the f32 denormal mode
	reg(bindCvt1(func(a uint32) uint32 { return u32(float32(int32(a))) }, false, true), "v_cvt_f32_i32")
	reg(bindCvt1(func(a uint32) uint32 { return u32(float32(a)) }, false, true), "v_cvt_f32_u32")
	reg(bindCvt1(cvtU32F32, true, false), "v_cvt_u32_f32")
	reg(bindCvt1(cvtI32F32, true, false), "v_cvt_i32_f32")
	reg(bindCvt1(func(a uint32) uint32 { return cvtI32F32(u32(float32(math.Floor(float64(f32(a)) + 0.5)))) }, true, false), "v_cvt_rpi_i32_f32")
	reg(bindCvt1(func(a uint32) uint32 { return cvtI32F32(u32(float32(math.Floor(float64(f32(a)))))) }, true, false), "v_cvt_flr_i32_f32")
	for i := 0; i < 4; i++ {
		sh := uint(8 * i)
		reg(bindI1(func(a uint32) uint32 { return u32(float32(a >> sh & 0xff)) }), "v_cvt_f32_ubyte"+string(rune('0'+i)))
	}
	// f16 sides keep f16 denormals (the f16/f64 denormal mode is not modeled)
	reg(bindCvt1(func(a uint32) uint32 { return u32(f16ToF32(uint16(a))) }, false, true), "v_cvt_f32_f16")
	// v_cvt_f16_f32: writes the low 16 bits; the high half is zeroed (gfx9)
	reg(bindCvt1(func(a uint32) uint32 { return uint32(f32ToF16(f32(a))) }, true, false), "v_cvt_f16_f32")
	reg(func(b *binder) handler {
		b.x.dst[0] = b.vdst(0)
		b.x.src[0] = b.src(0, tB32)
		b.x.src[1] = b.src(1, tB32)
		if b.in.Clamp || b.in.Omod != 0 {
			b.fail("clamp/omod on v_cvt_pkrtz_f16_f32 are not supported")
		}
		g := wrap2(func(a, c uint32) uint32 {
			return uint32(f32ToF16RTZ(f32(a))) | uint32(f32ToF16RTZ(f32(c)))<<16
		}, b.inMod(0), b.inMod(1), nil)
		return func(w *wave, x *xinst) { vmap2(w, x, g) }
	}, "v_cvt_pkrtz_f16_f32")
}

// maximum32/minimum32 are IEEE-754-2019 maximum/minimum (NaN-propagating).
func maximum32(a, b uint32) uint32 {
	if isNaN32(a) || isNaN32(b) {
		return f32QNaN
	}
	fa, fb := f32(a), f32(b)
	if fa > fb {
		return a
	}
	if fb > fa {
		return b
	}
	return a & b
}

func minimum32(a, b uint32) uint32 {
	if isNaN32(a) || isNaN32(b) {
		return f32QNaN
	}
	fa, fb := f32(a), f32(b)
	if fa < fb {
		return a
	}
	if fb < fa {
		return b
	}
	return a | b&f32SignBit
}

func f32ToF16RTZ(x float32) uint16 {
	h := f32ToF16(x)
	// if rounding went away from zero, step back toward zero
	if h&0x7fff == 0x7c00 && !math.IsInf(float64(x), 0) {
		return h - 1
	}
	if math.Abs(float64(f16ToF32(h))) > math.Abs(float64(x)) {
		return h - 1
	}
	return h
}

// ---- integer ops ----

func init() {
	reg(bindI1(func(a uint32) uint32 { return a }), "v_mov_b32")
	reg(bindI1(func(a uint32) uint32 { return ^a }), "v_not_b32")
	reg(bindI1(bits.Reverse32), "v_bfrev_b32")
	reg(bindI1(func(a uint32) uint32 {
		if a == 0 {
			return 0xffffffff
		}
		return uint32(bits.LeadingZeros32(a))
	}), "v_ffbh_u32")
	reg(bindI1(func(a uint32) uint32 {
		if a == 0 {
			return 0xffffffff
		}
		return uint32(bits.TrailingZeros32(a))
	}), "v_ffbl_b32")
	reg(bindI1(func(a uint32) uint32 {
		if a == 0 || a == 0xffffffff {
			return 0xffffffff
		}
		if int32(a) < 0 {
			return uint32(bits.LeadingZeros32(^a))
		}
		return uint32(bits.LeadingZeros32(a))
	}), "v_ffbh_i32")

	reg(bindIClamp2(func(a, b uint32) uint32 { return a + b }, satAdd), "v_add_u32")
	reg(bindIClamp2(func(a, b uint32) uint32 { return a - b }, satSub), "v_sub_u32")
	reg(bindIClamp2(func(a, b uint32) uint32 { return b - a }, func(a, b uint32) uint32 { return satSub(b, a) }), "v_subrev_u32")
	reg(bindI2(func(a, b uint32) uint32 { return a & b }), "v_and_b32")
	reg(bindI2(func(a, b uint32) uint32 { return a | b }), "v_or_b32")
	reg(bindI2(func(a, b uint32) uint32 { return a ^ b }), "v_xor_b32")
	reg(bindI2(func(a, b uint32) uint32 { return ^(a ^ b) }), "v_xnor_b32")
	reg(bindI2(func(a, b uint32) uint32 { return b << (a & 31) }), "v_lshlrev_b32")
	reg(bindI2(func(a, b uint32) uint32 { return b >> (a & 31) }), "v_lshrrev_b32")
	reg(bindI2(func(a, b uint32) uint32 { return uint32(int32(b) >> (a & 31)) }), "v_ashrrev_i32")
	reg(bindI2(func(a, b uint32) uint32 { return min(a, b) }), "v_min_u32")
	reg(bindI2(func(a, b uint32) uint32 { return max(a, b) }), "v_max_u32")
	reg(bindI2(func(a, b uint32) uint32 { return uint32(min(int32(a), int32(b))) }), "v_min_i32")
	reg(bindI2(func(a, b uint32) uint32 { return uint32(max(int32(a), int32(b))) }), "v_max_i32")
	reg(bindI2(func(a, b uint32) uint32 { return (a & 0xffffff) * (b & 0xffffff) }), "v_mul_u32_u24")
	reg(bindI2(func(a, b uint32) uint32 {
		return uint32((uint64(a&0xffffff) * uint64(b&0xffffff)) >> 32)
	}), "v_mul_hi_u32_u24")
	reg(bindI2(func(a, b uint32) uint32 { return uint32(sext24(a) * sext24(b)) }), "v_mul_i32_i24")
	reg(bindI2(func(a, b uint32) uint32 { return uint32(uint64(sext24(a)*sext24(b)) >> 32) }), "v_mul_hi_i32_i24")
	reg(bindI2(func(a, b uint32) uint32 { return a * b }), "v_mul_lo_u32")
	reg(bindI2(func(a, b uint32) uint32 {
		hi, _ := bits.Mul32(a, b)
		return hi
	}), "v_mul_hi_u32")
	reg(bindI2(func(a, b uint32) uint32 {
		return uint32(uint64(int64(int32(a))*int64(int32(b))) >> 32)
	}), "v_mul_hi_i32")
	reg(bindI2(func(a, b uint32) uint32 { return uint32(bits.OnesCount32(a)) + b }), "v_bcnt_u32_b32")
	reg(bindI2(func(a, b uint32) uint32 { return ((1 << (a & 31)) - 1) << (b & 31) }), "v_bfm_b32")
	reg(bindI2(func(a, b uint32) uint32 { return a&0xffff | b<<16 }), "v_pack_b32_f16")

	reg(bindI3(func(a, b, c uint32) uint32 { return (a&0xffffff)*(b&0xffffff) + c }), "v_mad_u32_u24")
	reg(bindI3(func(a, b, c uint32) uint32 { return uint32(sext24(a)*sext24(b)) + c }), "v_mad_i32_i24")
	reg(bindI3(func(a, b, c uint32) uint32 { return bfeU32(a, b&31, c&31) }), "v_bfe_u32")
	reg(bindI3(func(a, b, c uint32) uint32 { return bfeI32(a, b&31, c&31) }), "v_bfe_i32")
	reg(bindI3(func(a, b, c uint32) uint32 { return a&b | ^a&c }), "v_bfi_b32")
	reg(bindI3(func(a, b, c uint32) uint32 { return uint32((uint64(a)<<32 | uint64(b)) >> (c & 31)) }), "v_alignbit_b32")
	reg(bindI3(func(a, b, c uint32) uint32 { return uint32((uint64(a)<<32 | uint64(b)) >> (8 * (c & 3))) }), "v_alignbyte_b32")
	reg(bindI3(func(a, b, c uint32) uint32 { return min(a, b, c) }), "v_min3_u32")
	reg(bindI3(func(a, b, c uint32) uint32 { return max(a, b, c) }), "v_max3_u32")
	reg(bindI3(func(a, b, c uint32) uint32 { return uint32(min(int32(a), int32(b), int32(c))) }), "v_min3_i32")
	reg(bindI3(func(a, b, c uint32) uint32 { return uint32(max(int32(a), int32(b), int32(c))) }), "v_max3_i32")
	reg(bindI3(func(a, b, c uint32) uint32 { return med3u(a, b, c) }), "v_med3_u32")
	reg(bindI3(func(a, b, c uint32) uint32 {
		return med3u(a^0x80000000, b^0x80000000, c^0x80000000) ^ 0x80000000
	}), "v_med3_i32")
	reg(bindI3(func(a, b, c uint32) uint32 { return (a << (b & 31)) + c }), "v_lshl_add_u32")
	reg(bindI3(func(a, b, c uint32) uint32 { return (a + b) << (c & 31) }), "v_add_lshl_u32")
	reg(bindI3(func(a, b, c uint32) uint32 { return a + b + c }), "v_add3_u32")
	reg(bindI3(func(a, b, c uint32) uint32 { return (a << (b & 31)) | c }), "v_lshl_or_b32")
	reg(bindI3(func(a, b, c uint32) uint32 { return (a & b) | c }), "v_and_or_b32")
	reg(bindI3(func(a, b, c uint32) uint32 { return a | b | c }), "v_or3_b32")
	reg(bindI3(func(a, b, c uint32) uint32 { return (a ^ b) + c }), "v_xad_u32")
	reg(bindI3(func(a, b, c uint32) uint32 {
		d := int64(a) - int64(b)
		if d < 0 {
			d = -d
		}
		return uint32(d) + c
	}), "v_sad_u32")
	// v_bitop3_b32: any bitwise function of three operands, its 8-bit truth
	// table in the instruction (Ext).
	reg(func(b *binder) handler {
		t := b.in.Ext
		return bindI3(func(x, y, z uint32) uint32 { return bitop3(t, x, y, z) })(b)
	}, "v_bitop3_b32")
	// v_perm_b32: a wave-uniform selector of plain byte picks (the usual
	// byte shuffle, selector in an SGPR) takes a fast path.
	reg(func(b *binder) handler {
		h := bindI3(permB32)(b)
		if h == nil || b.x.src[2].kind == okVGPR {
			return h
		}
		return func(w *wave, x *xinst) {
			sel := w.sval(&x.src[2])
			if sel&0xf8f8f8f8 != 0 {
				h(w, x)
				return
			}
			s0, s1, s2, s3 := 8*(sel&7), 8*(sel>>8&7), 8*(sel>>16&7), 8*(sel>>24&7)
			a := w.vsrc(&x.src[0], 0)
			c := w.vsrc(&x.src[1], 1)
			r := &w.res[0]
			for l := range r {
				d := uint64(a[l])<<32 | uint64(c[l])
				r[l] = uint32(d>>s0)&0xff | uint32(d>>s1)&0xff<<8 | uint32(d>>s2)&0xff<<16 | uint32(d>>s3)&0xff<<24
			}
			w.writeV(&x.dst[0], r)
		}
	}, "v_perm_b32")
}

func satAdd(a, b uint32) uint32 {
	r, c := bits.Add32(a, b, 0)
	if c != 0 {
		return 0xffffffff
	}
	return r
}

func satSub(a, b uint32) uint32 {
	if b > a {
		return 0
	}
	return a - b
}

func sext24(a uint32) int64 { return int64(int32(a<<8) >> 8) }

func med3u(a, b, c uint32) uint32 { return max(min(a, b), min(max(a, b), c)) }

// bitop3 is v_bitop3_b32: bit k of the result is bit (a_k << 2 | b_k << 1 |
// c_k) of the truth table t, the table LLVM's AMDGPU instruction selection
// builds with S0, S1 and S2 standing for 0xf0, 0xcc and 0xaa. It ORs the
// minterms the table selects.
func bitop3(t, a, b, c uint32) uint32 {
	var r uint32
	for idx := uint32(0); idx < 8; idx++ {
		if t>>idx&1 == 0 {
			continue
		}
		x, y, z := ^a, ^b, ^c
		if idx&4 != 0 {
			x = a
		}
		if idx&2 != 0 {
			y = b
		}
		if idx&1 != 0 {
			z = c
		}
		r |= x & y & z
	}
	return r
}

// permB32 is v_perm_b32: bytes of {S0, S1} (S0 high) picked by S2's bytes.
func permB32(s0, s1, sel uint32) uint32 {
	data := uint64(s0)<<32 | uint64(s1)
	var r uint32
	for i := 0; i < 4; i++ {
		s := sel >> (8 * i) & 0xff
		var v uint32
		switch {
		case s >= 13:
			v = 0xff
		case s == 12:
			v = 0
		case s >= 8: // 8..11: sign of byte 1, 3, 5, 7
			bit := uint(8*(2*(s-8)+1) + 7)
			if data>>bit&1 != 0 {
				v = 0xff
			}
		default:
			v = uint32(data >> (8 * s) & 0xff)
		}
		r |= v << (8 * i)
	}
	return r
}

// ---- special VOP1/VOP2/VOP3 ----

func init() {
	// v_readfirstlane_b32 sdst, vsrc: lane of the lowest set EXEC bit (lane 0 if none)
	reg(func(b *binder) handler {
		b.x.dst[0] = b.sdst(0)
		b.x.src[0] = b.src(0, tB32)
		return func(w *wave, x *xinst) {
			l := 0
			if e := w.exec(); e != 0 {
				l = bits.TrailingZeros64(e)
			}
			w.s[x.dst[0].reg] = w.vsrc(&x.src[0], 0)[l]
		}
	}, "v_readfirstlane_b32")
	reg(func(b *binder) handler {
		b.x.dst[0] = b.sdst(0)
		b.x.src[0] = b.src(0, tB32)
		b.x.src[1] = b.src(1, tB32)
		return func(w *wave, x *xinst) {
			w.s[x.dst[0].reg] = w.vsrc(&x.src[0], 0)[w.sval(&x.src[1])&63]
		}
	}, "v_readlane_b32")
	reg(func(b *binder) handler {
		b.x.dst[0] = b.vdst(0)
		b.x.src[0] = b.src(0, tB32)
		b.x.src[1] = b.src(1, tB32)
		return func(w *wave, x *xinst) {
			w.v[x.dst[0].reg][w.sval(&x.src[1])&63] = w.sval(&x.src[0])
		}
	}, "v_writelane_b32")
	reg(func(b *binder) handler { return nop }, "v_nop")

	// v_cndmask_b32 vdst, src0, src1, mask: mask bit ? src1 : src0
	reg(func(b *binder) handler {
		b.x.dst[0] = b.vdst(0)
		b.x.src[0] = b.src(0, tB32)
		b.x.src[1] = b.src(1, tB32)
		b.x.src[2] = b.maskSrc(2)
		m0, m1 := b.inMod(0), b.inMod(1)
		if b.k.denormIn { // v_cndmask moves bits: no flushing
			m0, m1 = nil, nil
			if b.in.Abs != 0 || b.in.Neg != 0 {
				b.fail("abs/neg on v_cndmask_b32 with denormal flushing is not supported")
			}
		}
		return func(w *wave, x *xinst) {
			a := w.vsrc(&x.src[0], 0)
			c := w.vsrc(&x.src[1], 1)
			if m0 != nil {
				a = modCopy(&w.tmp[0], a, m0)
			}
			if m1 != nil {
				c = modCopy(&w.tmp[1], c, m1)
			}
			sel := w.sval64(&x.src[2])
			d := &w.v[x.dst[0].reg]
			for m := w.exec(); m != 0; m &= m - 1 {
				l := bits.TrailingZeros64(m)
				if sel>>l&1 != 0 {
					d[l] = c[l]
				} else {
					d[l] = a[l]
				}
			}
		}
	}, "v_cndmask_b32")

	// v_mbcnt_lo/hi_u32_b32
	reg(func(b *binder) handler {
		b.noMods()
		b.x.dst[0] = b.vdst(0)
		b.x.src[0] = b.src(0, tB32)
		b.x.src[1] = b.src(1, tB32)
		return func(w *wave, x *xinst) {
			a := w.vsrc(&x.src[0], 0)
			c := w.vsrc(&x.src[1], 1)
			d := &w.res[0]
			for l := 0; l < 64; l++ {
				mask := uint32(0xffffffff)
				if l < 32 {
					mask = uint32(1)<<l - 1
				}
				d[l] = uint32(bits.OnesCount32(a[l]&mask)) + c[l]
			}
			w.writeV(&x.dst[0], d)
		}
	}, "v_mbcnt_lo_u32_b32")
	reg(func(b *binder) handler {
		b.noMods()
		b.x.dst[0] = b.vdst(0)
		b.x.src[0] = b.src(0, tB32)
		b.x.src[1] = b.src(1, tB32)
		return func(w *wave, x *xinst) {
			a := w.vsrc(&x.src[0], 0)
			c := w.vsrc(&x.src[1], 1)
			d := &w.res[0]
			for l := 0; l < 64; l++ {
				mask := uint32(0)
				if l >= 32 {
					mask = uint32(uint64(1)<<(l-32) - 1)
				}
				d[l] = uint32(bits.OnesCount32(a[l]&mask)) + c[l]
			}
			w.writeV(&x.dst[0], d)
		}
	}, "v_mbcnt_hi_u32_b32")

	// carry ops: vdst, carry-out mask (Dst[1]), src0, src1[, carry-in mask (Src[2])]
	carry := func(f func(a, b, cin uint32) (uint32, uint32), cin bool, sat uint32) spec {
		return func(b *binder) handler {
			if b.in.Neg != 0 || b.in.Abs != 0 || b.in.Omod != 0 {
				b.fail("modifiers are not supported on %s", b.in.Name)
			}
			clamp := b.in.Clamp
			b.x.dst[0] = b.vdst(0)
			b.x.dst[1] = b.maskDst(1)
			b.x.src[0] = b.src(0, tB32)
			b.x.src[1] = b.src(1, tB32)
			if cin {
				b.x.src[2] = b.maskSrc(2)
			}
			return func(w *wave, x *xinst) {
				a := w.vsrc(&x.src[0], 0)
				c := w.vsrc(&x.src[1], 1)
				var in uint64
				if cin {
					in = w.sval64(&x.src[2])
				}
				d := &w.v[x.dst[0].reg]
				var out uint64
				for m := w.exec(); m != 0; m &= m - 1 {
					l := bits.TrailingZeros64(m)
					r, co := f(a[l], c[l], uint32(in>>l&1))
					if clamp && co != 0 {
						r = sat // unsigned saturation: add -> max, sub -> 0
					}
					d[l] = r
					out |= uint64(co) << l
				}
				w.setS64(x.dst[1].reg, out)
			}
		}
	}
	reg(carry(func(a, b, _ uint32) (uint32, uint32) { return bits.Add32(a, b, 0) }, false, 0xffffffff), "v_add_co_u32")
	reg(carry(func(a, b, _ uint32) (uint32, uint32) { return bits.Sub32(a, b, 0) }, false, 0), "v_sub_co_u32")
	reg(carry(func(a, b, _ uint32) (uint32, uint32) { return bits.Sub32(b, a, 0) }, false, 0), "v_subrev_co_u32")
	reg(carry(func(a, b, c uint32) (uint32, uint32) { return bits.Add32(a, b, c) }, true, 0xffffffff), "v_addc_co_u32")
	reg(carry(func(a, b, c uint32) (uint32, uint32) { return bits.Sub32(a, b, c) }, true, 0), "v_subb_co_u32")
	reg(carry(func(a, b, c uint32) (uint32, uint32) { return bits.Sub32(b, a, c) }, true, 0), "v_subbrev_co_u32")

	// 64-bit integer ops
	reg(func(b *binder) handler {
		b.noMods()
		b.x.dst[0] = b.vdst(0)
		b.x.src[0] = b.src(0, tU64)
		return func(w *wave, x *xinst) {
			lo := w.vsrc(&x.src[0], 0)
			hi := w.vsrcHi(&x.src[0], 1)
			w.writeV2(&x.dst[0], lo, hi)
		}
	}, "v_mov_b64")
	shift64 := func(f func(v uint64, s uint32) uint64, t otype) spec {
		return func(b *binder) handler {
			b.noMods()
			b.x.dst[0] = b.vdst(0)
			b.x.src[0] = b.src(0, tB32) // shift count
			b.x.src[1] = b.src(1, t)
			return func(w *wave, x *xinst) {
				s := w.vsrc(&x.src[0], 0)
				lo := w.vsrc(&x.src[1], 1)
				hi := w.vsrcHi(&x.src[1], 2)
				rl, rh := &w.res[0], &w.res[1]
				for l := 0; l < 64; l++ {
					r := f(uint64(hi[l])<<32|uint64(lo[l]), s[l])
					rl[l], rh[l] = uint32(r), uint32(r>>32)
				}
				w.writeV2(&x.dst[0], rl, rh)
			}
		}
	}
	reg(shift64(func(v uint64, s uint32) uint64 { return v << (s & 63) }, tU64), "v_lshlrev_b64")
	reg(shift64(func(v uint64, s uint32) uint64 { return v >> (s & 63) }, tU64), "v_lshrrev_b64")
	reg(shift64(func(v uint64, s uint32) uint64 { return uint64(int64(v) >> (s & 63)) }, tI64), "v_ashrrev_i64")
	// v_lshl_add_u64 vdst, src0 (u64), src1 (shift, 0..4), src2 (u64)
	reg(func(b *binder) handler {
		b.noMods()
		b.x.dst[0] = b.vdst(0)
		b.x.src[0] = b.src(0, tU64)
		b.x.src[1] = b.src(1, tB32)
		b.x.src[2] = b.src(2, tU64)
		return func(w *wave, x *xinst) {
			al := w.vsrc(&x.src[0], 0)
			ah := w.vsrcHi(&x.src[0], 1)
			s := w.vsrc(&x.src[1], 2)
			cl := w.vsrc(&x.src[2], 3)
			ch := w.vsrcHi(&x.src[2], 4)
			rl, rh := &w.res[0], &w.res[1]
			for l := 0; l < 64; l++ {
				sh := s[l] & 7
				if sh > 4 {
					sh = 0 // unsupported shift counts act as 0
				}
				r := (uint64(ah[l])<<32|uint64(al[l]))<<sh + (uint64(ch[l])<<32 | uint64(cl[l]))
				rl[l], rh[l] = uint32(r), uint32(r>>32)
			}
			w.writeV2(&x.dst[0], rl, rh)
		}
	}, "v_lshl_add_u64")
	// v_mad_u64_u32 / v_mad_i64_i32 vdst(64), sdst (carry/overflow), src0, src1, src2 (64)
	mad64 := func(signed bool) spec {
		return func(b *binder) handler {
			if b.in.Neg != 0 || b.in.Abs != 0 || b.in.Omod != 0 || b.in.Clamp {
				b.fail("modifiers are not supported on %s", b.in.Name)
			}
			b.x.dst[0] = b.vdst(0)
			b.x.dst[1] = b.maskDst(1)
			b.x.src[0] = b.src(0, tB32)
			b.x.src[1] = b.src(1, tB32)
			t := tU64
			if signed {
				t = tI64
			}
			b.x.src[2] = b.src(2, t)
			return func(w *wave, x *xinst) {
				a := w.vsrc(&x.src[0], 0)
				c := w.vsrc(&x.src[1], 1)
				dl := w.vsrc(&x.src[2], 2)
				dh := w.vsrcHi(&x.src[2], 3)
				rl, rh := &w.res[0], &w.res[1]
				var co uint64
				e := w.exec()
				for l := 0; l < 64; l++ {
					add := uint64(dh[l])<<32 | uint64(dl[l])
					var r uint64
					var carry bool
					if signed {
						p := int64(int32(a[l])) * int64(int32(c[l]))
						s := p + int64(add)
						r = uint64(s)
						carry = (p >= 0) == (int64(add) >= 0) && (s >= 0) != (p >= 0)
					} else {
						hi, lo := bits.Mul64(uint64(a[l]), uint64(c[l]))
						var cy uint64
						lo, cy = bits.Add64(lo, add, 0)
						r = lo
						carry = hi+cy != 0
					}
					rl[l], rh[l] = uint32(r), uint32(r>>32)
					if carry && e>>l&1 != 0 {
						co |= 1 << l
					}
				}
				w.writeV2(&x.dst[0], rl, rh)
				w.setS64(x.dst[1].reg, co)
			}
		}
	}
	reg(mad64(false), "v_mad_u64_u32")
	reg(mad64(true), "v_mad_i64_i32")
}

// modCopy applies f to every lane of s into t.
func modCopy(t, s *lanes, f u1) *lanes {
	for l := range t {
		t[l] = f(s[l])
	}
	return t
}

// ---- VOP3P packed f32 ----

// bindPk binds v_pk_{add,mul,fma}_f32 (nsrc sources of 64 bits each).
// Result half h (0 lo, 1 hi) reads, from source i, dword op_sel[i] (h = 0)
// or op_sel_hi[i] (h = 1) of the register pair, negated by neg_lo[i] /
// neg_hi[i]. The decoder keeps VOP3P neg_lo in Inst.Neg, neg_hi in NegHi.
func bindPk(nsrc int, op func(a, b, c uint32) uint32) spec {
	return func(b *binder) handler {
		if b.in.Abs != 0 || b.in.Omod != 0 {
			b.fail("abs/omod on packed f32 ops are not supported")
		}
		b.x.dst[0] = b.vdst(0)
		for i := 0; i < nsrc; i++ {
			b.x.src[i] = b.src(i, tB32)
		}
		opsel, opselHi := b.in.OpSel, b.in.OpSelHi
		negLo, negHi := b.in.Neg, b.in.NegHi
		clamp := b.in.Clamp
		ftzIn, ftzOut := b.k.denormIn, b.k.denormOut
		return func(w *wave, x *xinst) {
			var src [3][2]*lanes
			for i := 0; i < nsrc; i++ {
				o := &x.src[i]
				src[i][0] = w.vsrc(o, 2*i)
				src[i][1] = w.vsrcHi(o, 2*i+1)
				if o.kind == okConst {
					// a constant is the f32 value in the low dword, 0 above
					bcast(src[i][1], 0)
				}
			}
			rl, rh := &w.res[0], &w.res[1]
			var in [3]uint32
			for h := 0; h < 2; h++ {
				sel, neg := opsel, negLo
				r := rl
				if h == 1 {
					sel, neg, r = opselHi, negHi, rh
				}
				var s [3]*lanes
				for i := 0; i < nsrc; i++ {
					s[i] = src[i][sel>>i&1]
				}
				for l := 0; l < 64; l++ {
					for i := 0; i < nsrc; i++ {
						v := s[i][l]
						if ftzIn {
							v = flushDenorm32(v)
						}
						if neg>>i&1 != 0 {
							v ^= f32SignBit
						}
						in[i] = v
					}
					v := op(in[0], in[1], in[2])
					if clamp {
						f := f32(v)
						if f != f || f < 0 {
							v = 0
						} else if f > 1 {
							v = 0x3f800000
						}
					}
					if ftzOut {
						v = flushDenorm32(v)
					}
					r[l] = v
				}
			}
			w.writeV2(&x.dst[0], rl, rh)
		}
	}
}

func init() {
	reg(bindPk(2, func(a, b, _ uint32) uint32 { return fadd(a, b) }), "v_pk_add_f32")
	reg(bindPk(2, func(a, b, _ uint32) uint32 { return fmul(a, b) }), "v_pk_mul_f32")
	reg(bindPk(3, ffma), "v_pk_fma_f32")
	// v_pk_mov_b32 vdst, src0, src1 op_sel:[s0, s1]: D.lo = src0[op_sel[0]], D.hi = src1[op_sel[1]]
	reg(func(b *binder) handler {
		b.x.dst[0] = b.vdst(0)
		b.x.src[0] = b.src(0, tB32)
		b.x.src[1] = b.src(1, tB32)
		opsel := b.in.OpSel
		return func(w *wave, x *xinst) {
			a := [2]*lanes{w.vsrc(&x.src[0], 0), w.vsrcHi(&x.src[0], 1)}
			c := [2]*lanes{w.vsrc(&x.src[1], 2), w.vsrcHi(&x.src[1], 3)}
			rl, rh := &w.res[0], &w.res[1]
			*rl = *a[opsel&1]
			*rh = *c[opsel>>1&1]
			w.writeV2(&x.dst[0], rl, rh)
		}
	}, "v_pk_mov_b32")
}
