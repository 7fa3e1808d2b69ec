package num

import "math"

// MXFP4 (OCP microscaling): fp4 e2m1 values in blocks of 32 sharing one e8m0
// power-of-two scale. The quantizer follows AMD AITER's dynamic_mxfp4_quant
// (aiter/utility/fp4_utils.py, the Triton kernel
// _dynamic_mxfp4_quant_kernel_asm_layout, scaling_mode "even"), which the
// benchmark's generate_input uses to make its mxfp4 KV cache; the packing
// puts element 2i in the low nibble of byte i and element 2i+1 in the high
// nibble, which is also the order gfx950's MFMA reads fp4 items in (CDNA4
// ISA 7.1.4: item 0 in bits 3-0).

// E2M1 facts: sign bit 3, exponent bits 2-1 (bias 1), mantissa bit 0; codes
// 0..7 are 0, 0.5, 1, 1.5, 2, 3, 4, 6 and 8..15 their negatives (8 is -0).
// There is no NaN or infinity.
const (
	E2M1Max       = 6.0
	MXBlock       = 32  // values per e8m0 scale
	E8M0Bias      = 127 // e8m0 e decodes to 2^(e-127)
	E8M0NaN       = 0xFF
	e2m1MinNormal = 1.0
)

// e2m1Table's entry 8 is -0, set in init: Go has no negative-zero literal.
var e2m1Table = [16]float32{0, 0.5, 1, 1.5, 2, 3, 4, 6, 0, -0.5, -1, -1.5, -2, -3, -4, -6}

func init() { e2m1Table[8] = float32(math.Copysign(0, -1)) }

// E2M1ToF32 decodes the low 4 bits of c exactly.
func E2M1ToF32(c uint8) float32 { return e2m1Table[c&0xF] }

// F32ToE2M1 encodes x as AITER's quantizer does, in f32 bit arithmetic:
// magnitudes >= 6 saturate to 6 (code 7); below 1 (e2m1's smallest normal)
// x + 2^22 rounds to a multiple of 0.5 with f32's round-to-nearest-even;
// from 1 to 6 the 22 dropped mantissa bits round to nearest even. The sign is
// kept, so a negative value that rounds to zero gives -0 (code 8). NaN has no
// e2m1 code: like the reference, it goes down the normal path (its bits make
// no sense there) and is not an input the quantizer is defined for.
func F32ToE2M1(x float32) uint8 {
	u := math.Float32bits(x)
	sign := uint8(u>>28) & 0x8
	a := u &^ 0x80000000
	f := math.Float32frombits(a)
	switch {
	case f >= E2M1Max:
		return sign | 0x7
	case f < e2m1MinNormal:
		// 2^22's f32 spacing is 0.5: the add rounds f to a multiple of 0.5,
		// and the low bits of the sum are that multiple (0, 1 or 2; 2 is the
		// code of 1.0).
		const magic = 149 << 23 // 2^22
		s := math.Float32bits(f + math.Float32frombits(magic))
		return sign | uint8(s-magic)
	default:
		odd := a >> 22 & 1
		a -= 126 << 23       // rebias the exponent (f32 127 to e2m1 1)
		a += 1<<21 - 1 + odd // round half to even on the 22 dropped bits
		return sign | uint8(a>>22)
	}
}

// F64ToE2M1 is the reference encoder F32ToE2M1 is tested against: round to
// the nearest e2m1 value of |x| (ties to the even code), saturating at 6.
func F64ToE2M1(x float64) uint8 {
	var sign uint8
	if math.Signbit(x) {
		sign = 8
		x = -x
	}
	if x >= E2M1Max {
		return sign | 7
	}
	best := uint8(0)
	for c := uint8(1); c < 8; c++ {
		v, b := float64(e2m1Table[c]), float64(e2m1Table[best])
		if d, db := math.Abs(x-v), math.Abs(x-b); d < db || d == db && c&1 == 0 {
			best = c
		}
	}
	return sign | best
}

// E8M0ToF32 decodes a block scale as AITER's e8m0_to_f32 does: 2^(e-127),
// with e = 0 giving 2^-127 (an f32 subnormal, kept exactly) and 0xFF NaN.
func E8M0ToF32(e uint8) float32 {
	switch e {
	case 0:
		return math.Float32frombits(0x00400000)
	case E8M0NaN:
		return float32(math.NaN())
	}
	return math.Float32frombits(uint32(e) << 23)
}

// E8M0Exp is the unbiased exponent e-127 of a block scale (not NaN).
func E8M0Exp(e uint8) int { return int(e) - E8M0Bias }

// MXScale is the e8m0 scale of a block whose largest magnitude is amax (an f32
// value >= 0, finite), as the "even" scaling mode computes it: amax's bits
// plus 0x200000 with the mantissa cleared rounds amax to a power of two 2^E
// (up from 1.75 * 2^e, so that the block's values fit below 8 = 2 * 4 after
// scaling, most of them below e2m1's 6), and the unbiased scale is
// floor(log2(2^E)) - 2 (4 = 2^2 is e2m1's largest power of two), clamped to
// [-127, 127]. amax = 0 gives log2(0) = -inf, clamped to -127: code 0.
//
// The reference converts the unbiased scale, a float, to uint8 before adding
// 127; for negative scales that conversion wraps (LLVM promotes a float to
// u8 conversion to a signed one on AMDGPU), so the stored byte is the biased
// exponent, which is what its e8m0_to_f32 and the benchmark's dequantization
// read back.
func MXScale(amax float32) uint8 {
	r := math.Float32bits(amax)&0x7FFFFFFF + 0x200000
	r &= 0xFF800000
	var unb int
	switch {
	case r == 0:
		unb = -127
	case r>>23 >= 0xFF: // rounded to infinity: log2 = +inf
		unb = 127
	default:
		// Exponent of the power of two: a subnormal amax rounds to 0 or to
		// 2^-126, whose exponent field is 1.
		unb = int(r>>23) - 127 - 2
	}
	unb = max(-127, min(127, unb))
	return uint8(unb + E8M0Bias)
}

// QuantizeMXFP4Block quantizes one block of 32 values (f32, as the reference
// loads bf16 into f32) to packed e2m1 bytes (16) and its e8m0 scale:
// qx = x * 2^-(scale-127) (exact: a power of two), then F32ToE2M1.
func QuantizeMXFP4Block(x []float32, packed []uint8) (scale uint8) {
	if len(x) != MXBlock || len(packed) != MXBlock/2 {
		panic("num: an MXFP4 block is 32 values and 16 bytes")
	}
	var amax float32
	for _, v := range x {
		amax = max(amax, float32(math.Abs(float64(v))))
	}
	scale = MXScale(amax)
	// The reference's quant_scale = exp2(-unbiased); float64 keeps 2^127
	// exact, and the product of a bf16 value with it is exact in f32 unless
	// it leaves f32's range, which a block's own scale prevents.
	inv := math.Ldexp(1, -E8M0Exp(scale))
	for i := 0; i < MXBlock; i += 2 {
		lo := F32ToE2M1(float32(float64(x[i]) * inv))
		hi := F32ToE2M1(float32(float64(x[i+1]) * inv))
		packed[i/2] = lo | hi<<4
	}
	return scale
}

// MXFP4Value is the dequantized value of element i of a packed block with
// scale e: e2m1 * 2^(e-127), exact in float64.
func MXFP4Value(packed []uint8, e uint8, i int) float64 {
	b := packed[i/2]
	if i&1 == 1 {
		b >>= 4
	}
	return float64(E2M1ToF32(b)) * float64(E8M0ToF32(e))
}
