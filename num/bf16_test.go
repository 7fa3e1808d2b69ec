package num

import (
	"math"
	"testing"
)

func bf16IsNaN(b uint16) bool { return b&0x7F80 == 0x7F80 && b&0x7F != 0 }

func TestBF16RoundTripAll(t *testing.T) {
	for i := 0; i < 1<<16; i++ {
		b := uint16(i)
		f := BF16ToF32(b)
		if math.Float32bits(f) != uint32(b)<<16 {
			t.Fatalf("BF16ToF32(%#04x) = %#08x", b, math.Float32bits(f))
		}
		want := b
		if bf16IsNaN(b) {
			want = b | 0x40 // quieted, sign and payload top kept
		}
		if got := F32ToBF16(f); got != want {
			t.Errorf("F32ToBF16(BF16ToF32(%#04x)) = %#04x, want %#04x", b, got, want)
		}
	}
}

// For every finite bf16 b below the largest, the midpoint to b+1 (in the
// direction away from zero) rounds to the even one of the two, and the f32
// values just inside round to the nearer. Covers subnormals, both signs and
// the binade boundaries.
func TestBF16Ties(t *testing.T) {
	for i := 0; i < 1<<16; i++ {
		b := uint16(i)
		if b&0x7F80 == 0x7F80 || b&0x7FFF == 0x7F7F {
			continue // Inf/NaN; the largest finite is tested in TestBF16Overflow
		}
		mid := uint32(b)<<16 | 0x8000
		even := b
		if b&1 == 1 {
			even = b + 1
		}
		for _, tc := range []struct {
			u    uint32
			want uint16
		}{{mid, even}, {mid - 1, b}, {mid + 1, b + 1}, {uint32(b)<<16 | 0xFFFF, b + 1}, {uint32(b)<<16 | 1, b}} {
			if got := F32ToBF16(math.Float32frombits(tc.u)); got != tc.want {
				t.Errorf("F32ToBF16(%#08x) = %#04x, want %#04x", tc.u, got, tc.want)
			}
		}
	}
}

func TestBF16Overflow(t *testing.T) {
	for _, tc := range []struct {
		u    uint32
		want uint16
	}{
		{0x7F7F7FFF, 0x7F7F}, // just below the last midpoint: largest finite
		{0x7F7F8000, 0x7F80}, // tie: 0x7F7F is odd, so up to +Inf
		{0x7F7FFFFF, 0x7F80}, // largest f32 -> +Inf
		{0xFF7FFFFF, 0xFF80},
		{0x7F800000, 0x7F80},
		{0xFF800000, 0xFF80},
		{0x00008000, 0x0000}, // f32 subnormal tie to +0
		{0x00018000, 0x0002}, // tie to even subnormal
		{0x80000000, 0x8000}, // -0
		{0x7F800001, 0x7FC0}, // sNaN -> quiet NaN, not Inf
		{0xFF800001, 0xFFC0},
		{0x7FC00000, 0x7FC0},
		{0x7FFFFFFF, 0x7FFF},
	} {
		if got := F32ToBF16(math.Float32frombits(tc.u)); got != tc.want {
			t.Errorf("F32ToBF16(%#08x) = %#04x, want %#04x", tc.u, got, tc.want)
		}
	}
}
