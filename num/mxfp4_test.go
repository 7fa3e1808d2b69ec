package num

import (
	"math"
	"math/rand/v2"
	"testing"
)

// e2m1Value decodes a code from the format's definition (sign, 2-bit
// exponent with bias 1, 1-bit mantissa), independently of the table.
func e2m1Value(c uint8) float64 {
	s := 1.0
	if c&8 != 0 {
		s = -1
	}
	e, m := int(c>>1&3), float64(c&1)
	if e == 0 {
		return s * m / 2 // subnormal: m * 2^(1-1) / 2
	}
	return s * (1 + m/2) * math.Ldexp(1, e-1)
}

func TestE2M1AllCodes(t *testing.T) {
	for c := uint8(0); c < 16; c++ {
		got, want := float64(E2M1ToF32(c)), e2m1Value(c)
		if got != want || math.Signbit(got) != (c&8 != 0) {
			t.Errorf("code %#x: got %v, want %v", c, got, want)
		}
		// Round trip through both encoders, and the high nibble is ignored.
		if e := F32ToE2M1(float32(got)); e != c {
			t.Errorf("F32ToE2M1(decode(%#x)) = %#x", c, e)
		}
		if e := F64ToE2M1(got); e != c {
			t.Errorf("F64ToE2M1(decode(%#x)) = %#x", c, e)
		}
		if E2M1ToF32(c|0xA0) != E2M1ToF32(c) {
			t.Errorf("code %#x: high nibble changes the value", c)
		}
	}
}

// Midpoints between neighbouring codes round to the even code (mantissa bit
// 0), the f32 values either side to the nearer; past 6 saturates.
func TestE2M1Rounding(t *testing.T) {
	for c := uint8(0); c < 7; c++ {
		lo, hi := float64(E2M1ToF32(c)), float64(E2M1ToF32(c+1))
		mid := (lo + hi) / 2
		even := c
		if c&1 == 1 {
			even = c + 1
		}
		for _, sgn := range []float64{1, -1} {
			sb := uint8(0)
			if sgn < 0 {
				sb = 8
			}
			for _, tc := range []struct {
				x    float64
				want uint8
			}{
				{mid, even},
				{float64(math.Nextafter32(float32(mid), 0)), c},
				{float64(math.Nextafter32(float32(mid), 100)), c + 1},
			} {
				if got := F32ToE2M1(float32(sgn * tc.x)); got != sb|tc.want {
					t.Errorf("F32ToE2M1(%v) = %#x, want %#x", sgn*tc.x, got, sb|tc.want)
				}
			}
		}
	}
	// Hand-computed from the reference's code: 0.25 (tie 0/0.5) -> 0,
	// 0.75 (tie 0.5/1) -> 1.0, 2.5 (tie 2/3) -> 2, 3.5 -> 4, 5 (tie 4/6) -> 4,
	// 5.5 -> 6, 6 and beyond saturate, -0.1 -> -0.
	for _, tc := range []struct {
		x    float32
		want uint8
	}{{0.25, 0}, {0.75, 2}, {1.25, 2}, {1.75, 4}, {2.5, 4}, {3.5, 6}, {5, 6}, {5.5, 7}, {6, 7}, {7.9, 7},
		{1e30, 7}, {float32(math.Inf(1)), 7}, {float32(math.Inf(-1)), 15}, {-0.1, 8}, {-5.5, 15}, {0x1p-140, 0}} {
		if got := F32ToE2M1(tc.x); got != tc.want {
			t.Errorf("F32ToE2M1(%v) = %#x, want %#x", tc.x, got, tc.want)
		}
	}
}

// The bit-level encoder agrees with the nearest-value search on random f32
// values across e2m1's range and on every f32 pattern near its codes.
func TestE2M1EncodersAgree(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	check := func(x float32) {
		if x != x {
			return // NaN: not an input of the quantizer
		}
		if a, b := F32ToE2M1(x), F64ToE2M1(float64(x)); a != b {
			t.Fatalf("x=%v (%#08x): F32ToE2M1 %#x, F64ToE2M1 %#x", x, math.Float32bits(x), a, b)
		}
	}
	for i := 0; i < 200000; i++ {
		check(float32((r.Float64()*2 - 1) * 8))
		check(math.Float32frombits(r.Uint32()&^(0xFF<<23) | uint32(110+r.IntN(25))<<23))
	}
	for c := uint8(0); c < 16; c++ {
		v := E2M1ToF32(c)
		for d := int32(-4096); d <= 4096; d++ {
			check(math.Float32frombits(uint32(int32(math.Float32bits(v)) + d)))
		}
	}
}

// Every e8m0 code decodes to 2^(e-127) as AITER's e8m0_to_f32 does: 0 is
// 2^-127 (an f32 subnormal), 0xFF NaN.
func TestE8M0AllCodes(t *testing.T) {
	for e := 0; e < 256; e++ {
		got := E8M0ToF32(uint8(e))
		switch e {
		case 0xFF:
			if !math.IsNaN(float64(got)) {
				t.Errorf("e8m0 0xFF = %v, want NaN", got)
			}
			continue
		}
		if want := math.Ldexp(1, e-127); float64(got) != want {
			t.Errorf("e8m0 %#02x = %v, want %v", e, got, want)
		}
	}
}

// MXScale over the whole e8m0 range: for each scale code, the amax values at
// the edges of the interval that maps to it. An amax rounds to 2^E from
// 0.875 * 2^E (1.75 * 2^(E-1)) up to just below 1.75 * 2^E, and the code is
// E - 2 + 127, clamped to [0, 254].
func TestMXScaleWholeRange(t *testing.T) {
	for E := -126; E <= 127; E++ {
		lo := float32(math.Ldexp(0.875, E)) // rounds up to 2^E
		hi := float32(math.Ldexp(1.75, E))  // rounds up to 2^(E+1)
		below := math.Nextafter32(hi, 0)    // last value that stays at 2^E
		under := math.Nextafter32(lo, 0)    // last value of 2^(E-1)
		want := uint8(max(0, min(254, E-2+127)))
		for _, a := range []float32{lo, below, float32(math.Ldexp(1, E))} {
			if got := MXScale(a); got != want {
				t.Errorf("MXScale(%v) = %d, want %d (E=%d)", a, got, want, E)
			}
		}
		if E > -126 {
			if got, w := MXScale(under), uint8(max(0, min(254, E-3+127))); got != w {
				t.Errorf("MXScale(%v) = %d, want %d", under, got, w)
			}
		}
	}
	for _, tc := range []struct {
		amax float32
		want uint8
	}{
		{0, 0},                              // log2(0) = -inf, clamped to -127
		{math.Float32frombits(1), 0},        // tiny subnormal rounds to 0
		{math.Float32frombits(0x600000), 0}, // subnormal rounding to 2^-126: -128 clamped
		{1, 125},                            // 2^0 / 4
		{2.2, 126},                          // rounds to 2: scale 1/2, 2.2 -> 4.4 -> e2m1 4
		{3, 126},                            // 1.5 * 2 stays at 2
		{3.4999998, 126},                    // just below 3.5 = 1.75 * 2
		{3.5, 127},                          // rounds to 4: scale 1
		{4, 127},
		{5.9, 127},                            // 5.9 / 1 saturates within e2m1 at 6
		{math.MaxFloat32, 254},                // rounds to infinity: log2 = inf -> 127
		{float32(math.Ldexp(1, 127)), 252},    // 2^127: E-2 = 125
		{float32(math.Ldexp(1.75, 127)), 254}, // rounds to inf
	} {
		if got := MXScale(tc.amax); got != tc.want {
			t.Errorf("MXScale(%v) = %d, want %d", tc.amax, got, tc.want)
		}
	}
}

// A hand-computed block: values 0..31 scaled so that amax = 2.9 (rounds to
// 2, scale code 126 = 2^-1): each x is multiplied by 2 and rounded to e2m1.
func TestQuantizeMXFP4Block(t *testing.T) {
	x := make([]float32, 32)
	for i := range x {
		x[i] = float32(i) * 2.9 / 31
		if i%3 == 1 {
			x[i] = -x[i]
		}
	}
	packed := make([]uint8, 16)
	e := QuantizeMXFP4Block(x, packed)
	if e != 126 {
		t.Fatalf("scale %d, want 126", e)
	}
	for i := range x {
		want := F64ToE2M1(float64(x[i]) * 2)
		nib := packed[i/2] >> (4 * (i & 1)) & 0xF
		if nib != want {
			t.Errorf("element %d (%v): nibble %#x, want %#x", i, x[i], nib, want)
		}
		if got, w := MXFP4Value(packed, e, i), float64(E2M1ToF32(want))/2; got != w {
			t.Errorf("element %d dequantizes to %v, want %v", i, got, w)
		}
	}
	// Element 0 is in the low nibble, element 1 in the high one: x[1] =
	// -0.0935 -> -0.187 -> -0 (code 8); x[0] = 0 -> 0.
	if packed[0] != 0x80 {
		t.Errorf("byte 0 = %#02x, want 0x80 (element 1 high, element 0 low)", packed[0])
	}
	// Largest: 2.9*2 = 5.8 -> 6 (code 7), element 31 (31%3 = 1: negative) -> 0xF.
	if packed[15]>>4 != 0xF {
		t.Errorf("element 31 nibble %#x, want 0xf", packed[15]>>4)
	}
}
