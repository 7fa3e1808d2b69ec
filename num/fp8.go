// Package num holds the number formats the kernels use: OCP fp8 e4m3fn and
// bf16, converted with round-to-nearest-even as gfx950 and the benchmark's
// quantizer do. The references and the emulator share these conversions.
package num

import (
	"math"
	"sort"
)

// E4M3 facts (OCP e4m3fn, as on gfx950; gfx942's FNUZ variant differs).
const (
	E4M3Max    = 448.0
	E4M3NaN    = 0x7F // also 0xFF; there is no infinity
	e4m3Bias   = 7
	e4m3MinExp = 1 - e4m3Bias // exponent of the smallest normal, 2^-6
)

// e4m3Table decodes every code; e4m3Pos lists the non-negative finite values
// in increasing order (index == code for codes 0x00..0x7E).
var (
	e4m3Table [256]float32
	e4m3Pos   [0x7F]float64
)

func init() {
	for c := 0; c < 256; c++ {
		e4m3Table[c] = decodeE4M3(uint8(c))
	}
	for c := 0; c < 0x7F; c++ {
		e4m3Pos[c] = float64(e4m3Table[c])
	}
}

func decodeE4M3(c uint8) float32 {
	sign := float32(1)
	if c&0x80 != 0 {
		sign = -1
	}
	e := int(c>>3) & 0xF
	m := int(c & 7)
	if e == 0xF && m == 7 {
		return float32(math.NaN())
	}
	if e == 0 { // subnormal: m * 2^-9
		return sign * float32(math.Ldexp(float64(m), e4m3MinExp-3))
	}
	return sign * float32(math.Ldexp(1+float64(m)/8, e-e4m3Bias))
}

// E4M3ToF32 decodes an fp8 e4m3fn code exactly.
func E4M3ToF32(c uint8) float32 { return e4m3Table[c] }

// F32ToE4M3 encodes x with round-to-nearest-even. Magnitudes that round past
// 448 become +-448 when sat is set (gfx950 with MODE.FP16_OVFL, or a clamping
// quantizer) and NaN otherwise. NaN stays NaN (0x7F with x's sign).
//
// It works on the bits of x (the hot path of the references); F64ToE4M3 is
// the table search it is tested against.
func F32ToE4M3(x float32, sat bool) uint8 {
	u := math.Float32bits(x)
	sign := uint8(u>>24) & 0x80
	a := u & 0x7FFFFFFF
	switch {
	case a > 0x7F800000: // NaN
		return sign | E4M3NaN
	case a > f32Bits464: // past the 448/480 midpoint (Inf included)
		if sat {
			return sign | 0x7E
		}
		return sign | E4M3NaN
	case a >= f32BitsMinNormal:
		// Normal: keep 3 mantissa bits, round the 20 dropped ones to nearest
		// even; a carry into the exponent is the correct next binade. The tie
		// at 464 keeps mantissa 6 (even), i.e. 448.
		r := a + 0x7FFFF + (a>>20)&1
		return sign | uint8(r>>20-(127-e4m3Bias)<<3)
	default:
		// Subnormal range: x = k * 2^-9 with k rounded to nearest even; k = 8
		// is the smallest normal, code 0x08, so the codes line up.
		k := math.RoundToEven(float64(math.Float32frombits(a)) * 512)
		return sign | uint8(k)
	}
}

const (
	f32Bits464       = 0x43E80000 // 464 = (448 + 480) / 2
	f32BitsMinNormal = 0x3C800000 // 2^-6, e4m3's smallest normal
)

// F64ToE4M3 is F32ToE4M3 for a float64 input (one rounding, from x itself).
func F64ToE4M3(x float64, sat bool) uint8 {
	var sign uint8
	if math.Signbit(x) {
		sign = 0x80
		x = -x
	}
	if math.IsNaN(x) {
		return sign | E4M3NaN
	}
	// Values past the midpoint between 448 and the next step (480) overflow.
	// The tie at 464 itself rounds to the even neighbour: 448 has mantissa 6,
	// 480 would have mantissa 7, so 464 -> 448 (PyTorch and the hardware's
	// round-to-nearest-even agree).
	if x > 464 {
		if sat {
			return sign | 0x7E
		}
		return sign | E4M3NaN
	}
	// Smallest code whose value is >= x.
	i := sort.SearchFloat64s(e4m3Pos[:], x)
	if i < len(e4m3Pos) && e4m3Pos[i] == x {
		return sign | uint8(i)
	}
	if i >= len(e4m3Pos) { // 448 < x < 464
		return sign | 0x7E
	}
	lo, hi := e4m3Pos[i-1], e4m3Pos[i]
	switch d := (x - lo) - (hi - x); {
	case d < 0:
		return sign | uint8(i-1)
	case d > 0:
		return sign | uint8(i)
	default: // tie: the even code (mantissa LSB 0)
		if (i-1)%2 == 0 {
			return sign | uint8(i-1)
		}
		return sign | uint8(i)
	}
}
