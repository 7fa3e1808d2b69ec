package emu

import (
	"math"
)

// Floating-point helpers. All rounding is round-to-nearest-even (the only
// mode the emulator accepts, checked at bind time).

const (
	f32SignBit = 0x80000000
	f32QNaN    = 0x7fc00000
)

func isDenorm32(u uint32) bool { return u&0x7f800000 == 0 && u&0x007fffff != 0 }
func isNaN32(u uint32) bool    { return u&0x7fffffff > 0x7f800000 }
func isSNaN32(u uint32) bool   { return isNaN32(u) && u&0x00400000 == 0 }

// flushDenorm32 replaces a denormal with a zero of the same sign.
func flushDenorm32(u uint32) uint32 {
	if isDenorm32(u) {
		return u & f32SignBit
	}
	return u
}

// roundSum32 returns the f32 nearest (ties to even) to the exact real a + b,
// where a and b are float64 values. A plain float32(a+b) can round twice
// (once to f64, once to f32); this corrects the f32 tie case using the
// error term of the f64 addition. Used by fma and MFMA.
func roundSum32(a, b float64) float32 {
	s := a + b
	r := float32(s)
	if math.IsInf(s, 0) || math.IsNaN(s) {
		return r
	}
	// exact error of s = a + b (TwoSum)
	bb := s - a
	e := (a - (s - bb)) + (b - bb)
	if e == 0 {
		return r
	}
	rd := float64(r)
	if rd == s {
		// s is an f32 value; the exact sum is s+e, off by less than half an f64
		// ulp, far less than half an f32 ulp: r is right unless s is so tiny that
		// f32 denormal spacing matters, where s exactly representable means the
		// exact value is within half a denormal step too.
		return r
	}
	// s lies strictly between two f32 neighbours; r is the one nearest s. The
	// exact value can round differently only when s is exactly their midpoint.
	var other float32
	if rd < s {
		other = math.Nextafter32(r, float32(math.Inf(1)))
	} else {
		other = math.Nextafter32(r, float32(math.Inf(-1)))
	}
	mid := (rd + float64(other)) / 2
	if s != mid {
		return r
	}
	// tie in f64; the exact sum is above the midpoint if e > 0
	if (e > 0) == (float64(other) > rd) {
		return other
	}
	return r
}

// fma32 is the fused multiply-add of f32 values with a single rounding.
func fma32(a, b, c float32) float32 {
	p := float64(a) * float64(b) // exact: 24+24 bits < 53
	if math.IsInf(p, 0) || math.IsNaN(p) || math.IsInf(float64(c), 0) || math.IsNaN(float64(c)) {
		return float32(p + float64(c))
	}
	return roundSum32(p, float64(c))
}

// fmax32/fmin32: IEEE-754 maxNum/minNum as the VALU does them: a NaN operand
// yields the other operand; two NaNs yield a quiet NaN; +0 > -0. (In IEEE
// mode a signaling NaN input yields a quiet NaN.)
// nanMinMax is the NaN rule fmax32 and fmin32 share; ok is false when neither
// operand is a NaN.
func nanMinMax(a, b uint32, ieee bool) (uint32, bool) {
	an, bn := isNaN32(a), isNaN32(b)
	switch {
	case an && bn:
		return a | 0x00400000, true
	case an:
		if ieee && isSNaN32(a) {
			return a | 0x00400000, true
		}
		return b, true
	case bn:
		if ieee && isSNaN32(b) {
			return b | 0x00400000, true
		}
		return a, true
	}
	return 0, false
}

func fmax32(a, b uint32, ieee bool) uint32 {
	if r, ok := nanMinMax(a, b, ieee); ok {
		return r
	}
	fa, fb := f32(a), f32(b)
	if fa > fb {
		return a
	}
	if fb > fa {
		return b
	}
	return a & b // equal: identical bits, or zeros of different signs: +0 wins
}

func fmin32(a, b uint32, ieee bool) uint32 {
	if r, ok := nanMinMax(a, b, ieee); ok {
		return r
	}
	fa, fb := f32(a), f32(b)
	if fa < fb {
		return a
	}
	if fb < fa {
		return b
	}
	return a | b&f32SignBit // -0 wins over +0
}

// exp2f32 is v_exp_f32: 2^x with denormal results flushed to +0.
func exp2f32(u uint32) uint32 {
	x := f32(u)
	r := float32(math.Exp2(float64(x)))
	return flushDenorm32(u32(r))
}

func log2f32(u uint32) uint32 {
	u = flushDenorm32(u)
	x := f32(u)
	if x == 0 {
		return u32(float32(math.Inf(-1)))
	}
	return flushDenorm32(u32(float32(math.Log2(float64(x)))))
}

func rcpf32(u uint32) uint32 {
	u = flushDenorm32(u)
	return flushDenorm32(u32(float32(1 / float64(f32(u)))))
}

func rsqf32(u uint32) uint32 {
	u = flushDenorm32(u)
	return flushDenorm32(u32(float32(1 / math.Sqrt(float64(f32(u))))))
}

func sqrtf32(u uint32) uint32 {
	u = flushDenorm32(u)
	return flushDenorm32(u32(float32(math.Sqrt(float64(f32(u))))))
}

// cvtU32F32 is v_cvt_u32_f32: truncation, saturating, NaN -> 0.
func cvtU32F32(u uint32) uint32 {
	x := f32(u)
	switch {
	case x != x:
		return 0
	case x <= 0:
		return 0
	case x >= 4294967296:
		return 0xffffffff
	}
	return uint32(x)
}

// cvtI32F32 is v_cvt_i32_f32: truncation, saturating, NaN -> 0.
func cvtI32F32(u uint32) uint32 {
	x := f32(u)
	switch {
	case x != x:
		return 0
	case x <= -2147483648:
		return 0x80000000
	case x >= 2147483648:
		return 0x7fffffff
	}
	return uint32(int32(x))
}

// f32ToF16 rounds to nearest even (f16: 1-5-10, Inf on overflow).
func f32ToF16(x float32) uint16 {
	u := math.Float32bits(x)
	sign := uint16(u>>16) & 0x8000
	if u&0x7fffffff > 0x7f800000 {
		return sign | 0x7e00 | uint16(u>>13)&0x1ff
	}
	a := math.Abs(float64(x))
	if a >= 65520 { // the midpoint between 65504 (max) and 2^16 rounds up to Inf
		return sign | 0x7c00
	}
	if a < 0x1p-14 { // subnormal (or zero): steps of 2^-24; 1024 steps is the min normal
		return sign | uint16(math.RoundToEven(a*0x1p24))
	}
	_, e := math.Frexp(a) // a = f * 2^e, f in [0.5, 1)
	e--
	q := math.RoundToEven(math.Ldexp(a, 10-e)) // in [1024, 2048]
	if q == 2048 {
		q = 1024
		e++
	}
	if e+15 >= 31 {
		return sign | 0x7c00
	}
	return sign | uint16(e+15)<<10 | uint16(q-1024)
}

func f16ToF32(h uint16) float32 {
	sign := float32(1)
	if h&0x8000 != 0 {
		sign = -1
	}
	e := int(h>>10) & 0x1f
	m := int(h & 0x3ff)
	switch e {
	case 0:
		return sign * float32(math.Ldexp(float64(m), -24))
	case 0x1f:
		if m == 0 {
			return sign * float32(math.Inf(1))
		}
		return math.Float32frombits(uint32(h&0x8000)<<16 | 0x7fc00000 | uint32(m)<<13)
	}
	return sign * float32(math.Ldexp(1+float64(m)/1024, e-15))
}
