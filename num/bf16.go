package num

import "math"

// BF16ToF32 widens a bf16 bit pattern exactly.
func BF16ToF32(b uint16) float32 { return math.Float32frombits(uint32(b) << 16) }

// F32ToBF16 rounds to nearest even; NaN becomes a quiet NaN with x's sign.
func F32ToBF16(x float32) uint16 {
	u := math.Float32bits(x)
	if u&0x7FFFFFFF > 0x7F800000 {
		return uint16(u>>16) | 0x0040
	}
	u += 0x7FFF + (u>>16)&1
	return uint16(u >> 16)
}
