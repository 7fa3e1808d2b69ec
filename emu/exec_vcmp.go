package emu

import (
	"math"
	"math/bits"
)

// VOPC: v_cmp_* and v_cmpx_*. The result is a lane mask with the compare
// outcome for active lanes and 0 for inactive ones, written to Dst[0] (VCC or
// an SGPR pair); v_cmpx_* also write it to EXEC.

// float predicates by name suffix
var fcmpOps = map[string]func(a, b float64) bool{
	"f":   func(a, b float64) bool { return false },
	"lt":  func(a, b float64) bool { return a < b },
	"eq":  func(a, b float64) bool { return a == b },
	"le":  func(a, b float64) bool { return a <= b },
	"gt":  func(a, b float64) bool { return a > b },
	"lg":  func(a, b float64) bool { return a < b || a > b },
	"ge":  func(a, b float64) bool { return a >= b },
	"o":   func(a, b float64) bool { return a == a && b == b },
	"u":   func(a, b float64) bool { return a != a || b != b },
	"nge": func(a, b float64) bool { return !(a >= b) },
	"nlg": func(a, b float64) bool { return !(a < b || a > b) },
	"ngt": func(a, b float64) bool { return !(a > b) },
	"nle": func(a, b float64) bool { return !(a <= b) },
	"neq": func(a, b float64) bool { return !(a == b) },
	"nlt": func(a, b float64) bool { return !(a < b) },
	"tru": func(a, b float64) bool { return true },
}

var icmpOps = map[string]func(c int) bool{ // c = sign of (a - b)
	"f":  func(c int) bool { return false },
	"lt": func(c int) bool { return c < 0 },
	"eq": func(c int) bool { return c == 0 },
	"le": func(c int) bool { return c <= 0 },
	"gt": func(c int) bool { return c > 0 },
	"ne": func(c int) bool { return c != 0 },
	"ge": func(c int) bool { return c >= 0 },
	"t":  func(c int) bool { return true },
}

// cmpDone writes a compare result mask.
func (w *wave) cmpDone(x *xinst, m uint64) {
	w.setS64(x.dst[0].reg, m)
	if x.flag {
		w.setExec(m)
	}
}

func bindCmpF32(p func(a, b float64) bool, cmpx bool) spec {
	return func(b *binder) handler {
		b.x.dst[0] = b.maskDst(0)
		b.x.src[0] = b.src(0, tB32)
		b.x.src[1] = b.src(1, tB32)
		b.x.flag = cmpx
		m0, m1 := b.inMod(0), b.inMod(1)
		return func(w *wave, x *xinst) {
			a := w.vsrc(&x.src[0], 0)
			c := w.vsrc(&x.src[1], 1)
			if m0 != nil {
				a = modCopy(&w.tmp[0], a, m0)
			}
			if m1 != nil {
				c = modCopy(&w.tmp[1], c, m1)
			}
			var r uint64
			for m := w.exec(); m != 0; m &= m - 1 {
				l := bits.TrailingZeros64(m)
				if p(float64(f32(a[l])), float64(f32(c[l]))) {
					r |= 1 << l
				}
			}
			w.cmpDone(x, r)
		}
	}
}

func bindCmpF64(p func(a, b float64) bool, cmpx bool) spec {
	return func(b *binder) handler {
		if b.in.Neg != 0 || b.in.Abs != 0 {
			b.fail("modifiers on f64 compares are not supported")
		}
		b.x.dst[0] = b.maskDst(0)
		b.x.src[0] = b.src(0, tF64)
		b.x.src[1] = b.src(1, tF64)
		b.x.flag = cmpx
		return func(w *wave, x *xinst) {
			al, ah := w.vsrc(&x.src[0], 0), w.vsrcHi(&x.src[0], 1)
			cl, ch := w.vsrc(&x.src[1], 2), w.vsrcHi(&x.src[1], 3)
			var r uint64
			for m := w.exec(); m != 0; m &= m - 1 {
				l := bits.TrailingZeros64(m)
				a := math.Float64frombits(uint64(ah[l])<<32 | uint64(al[l]))
				c := math.Float64frombits(uint64(ch[l])<<32 | uint64(cl[l]))
				if p(a, c) {
					r |= 1 << l
				}
			}
			w.cmpDone(x, r)
		}
	}
}

func sign3(lt, gt bool) int {
	switch {
	case lt:
		return -1
	case gt:
		return 1
	}
	return 0
}

func bindCmpI(p func(c int) bool, signed, wide, cmpx bool) spec {
	return func(b *binder) handler {
		b.noMods()
		b.x.dst[0] = b.maskDst(0)
		t := tB32
		if wide {
			t = tU64
			if signed {
				t = tI64
			}
		}
		b.x.src[0] = b.src(0, t)
		b.x.src[1] = b.src(1, t)
		b.x.flag = cmpx
		return func(w *wave, x *xinst) {
			var r uint64
			a := w.vsrc(&x.src[0], 0)
			c := w.vsrc(&x.src[1], 1)
			if !wide {
				for m := w.exec(); m != 0; m &= m - 1 {
					l := bits.TrailingZeros64(m)
					var s int
					if signed {
						s = sign3(int32(a[l]) < int32(c[l]), int32(a[l]) > int32(c[l]))
					} else {
						s = sign3(a[l] < c[l], a[l] > c[l])
					}
					if p(s) {
						r |= 1 << l
					}
				}
				w.cmpDone(x, r)
				return
			}
			ah := w.vsrcHi(&x.src[0], 2)
			ch := w.vsrcHi(&x.src[1], 3)
			for m := w.exec(); m != 0; m &= m - 1 {
				l := bits.TrailingZeros64(m)
				av := uint64(ah[l])<<32 | uint64(a[l])
				cv := uint64(ch[l])<<32 | uint64(c[l])
				var s int
				if signed {
					s = sign3(int64(av) < int64(cv), int64(av) > int64(cv))
				} else {
					s = sign3(av < cv, av > cv)
				}
				if p(s) {
					r |= 1 << l
				}
			}
			w.cmpDone(x, r)
		}
	}
}

// classBits returns the v_cmp_class bit of an f32: 0 sNaN, 1 qNaN, 2 -Inf,
// 3 -normal, 4 -denormal, 5 -0, 6 +0, 7 +denormal, 8 +normal, 9 +Inf.
func classBits32(u uint32) uint {
	neg := u&f32SignBit != 0
	switch {
	case isNaN32(u):
		if isSNaN32(u) {
			return 0
		}
		return 1
	case u&0x7fffffff == 0x7f800000:
		if neg {
			return 2
		}
		return 9
	case u&0x7fffffff == 0:
		if neg {
			return 5
		}
		return 6
	case isDenorm32(u):
		if neg {
			return 4
		}
		return 7
	}
	if neg {
		return 3
	}
	return 8
}

func init() {
	for name, p := range fcmpOps {
		reg(bindCmpF32(p, false), "v_cmp_"+name+"_f32")
		reg(bindCmpF32(p, true), "v_cmpx_"+name+"_f32")
		reg(bindCmpF64(p, false), "v_cmp_"+name+"_f64")
		reg(bindCmpF64(p, true), "v_cmpx_"+name+"_f64")
	}
	for name, p := range icmpOps {
		reg(bindCmpI(p, true, false, false), "v_cmp_"+name+"_i32")
		reg(bindCmpI(p, false, false, false), "v_cmp_"+name+"_u32")
		reg(bindCmpI(p, true, true, false), "v_cmp_"+name+"_i64")
		reg(bindCmpI(p, false, true, false), "v_cmp_"+name+"_u64")
		reg(bindCmpI(p, true, false, true), "v_cmpx_"+name+"_i32")
		reg(bindCmpI(p, false, false, true), "v_cmpx_"+name+"_u32")
		reg(bindCmpI(p, true, true, true), "v_cmpx_"+name+"_i64")
		reg(bindCmpI(p, false, true, true), "v_cmpx_"+name+"_u64")
	}
	class := func(cmpx bool) spec {
		return func(b *binder) handler {
			if b.in.Neg&2 != 0 || b.in.Abs&2 != 0 {
				b.fail("modifiers on the class mask are not supported")
			}
			b.x.dst[0] = b.maskDst(0)
			b.x.src[0] = b.src(0, tB32)
			b.x.src[1] = b.src(1, tB32)
			b.x.flag = cmpx
			abs, neg := b.in.Abs&1 != 0, b.in.Neg&1 != 0
			return func(w *wave, x *xinst) {
				a := w.vsrc(&x.src[0], 0)
				c := w.vsrc(&x.src[1], 1)
				var r uint64
				for m := w.exec(); m != 0; m &= m - 1 {
					l := bits.TrailingZeros64(m)
					v := a[l]
					if abs {
						v &^= f32SignBit
					}
					if neg {
						v ^= f32SignBit
					}
					if c[l]>>classBits32(v)&1 != 0 {
						r |= 1 << l
					}
				}
				w.cmpDone(x, r)
			}
		}
	}
	reg(class(false), "v_cmp_class_f32")
	reg(class(true), "v_cmpx_class_f32")
}
