package num

import (
	"math"
	"math/rand/v2"
	"testing"
)

// e4m3Value decodes a code from the OCP definition, independently of the table.
func e4m3Value(c uint8) float64 {
	s := 1.0
	if c&0x80 != 0 {
		s = -1
	}
	e, m := int(c>>3&0xF), float64(c&7)
	switch {
	case e == 15 && m == 7:
		return math.NaN()
	case e == 0:
		return s * m / 8 * math.Ldexp(1, -6)
	default:
		return s * (1 + m/8) * math.Ldexp(1, e-7)
	}
}

func isNaNCode(c uint8) bool { return c&0x7F == 0x7F }

func TestE4M3DecodeAllCodes(t *testing.T) {
	for i := 0; i < 256; i++ {
		c := uint8(i)
		got, want := float64(E4M3ToF32(c)), e4m3Value(c)
		if isNaNCode(c) {
			if !math.IsNaN(got) {
				t.Errorf("code %#02x: got %v, want NaN", c, got)
			}
			continue
		}
		if got != want || math.Signbit(got) != (c&0x80 != 0) {
			t.Errorf("code %#02x: got %v, want %v", c, got, want)
		}
	}
	for c, want := range map[uint8]float64{0x00: 0, 0x01: 1.0 / 512, 0x07: 7.0 / 512, 0x08: 1.0 / 64,
		0x38: 1, 0x39: 1.125, 0x7E: 448, 0xFE: -448, 0xB8: -1} {
		if got := float64(E4M3ToF32(c)); got != want {
			t.Errorf("code %#02x = %v, want %v", c, got, want)
		}
	}
	if z := E4M3ToF32(0x80); z != 0 || !math.Signbit(float64(z)) {
		t.Errorf("code 0x80 = %v, want -0", z)
	}
}

// encoders are the two encoders that must agree bit for bit.
var encoders = []struct {
	name string
	f    func(float64, bool) uint8
}{
	{"F32ToE4M3", func(x float64, sat bool) uint8 { return F32ToE4M3(float32(x), sat) }},
	{"F64ToE4M3", F64ToE4M3},
}

func TestE4M3RoundTripAllCodes(t *testing.T) {
	for _, enc := range encoders {
		for i := 0; i < 256; i++ {
			c := uint8(i)
			if isNaNCode(c) {
				continue
			}
			for _, sat := range []bool{false, true} {
				if got := enc.f(float64(E4M3ToF32(c)), sat); got != c {
					t.Errorf("%s(decode(%#02x), sat=%v) = %#02x", enc.name, c, sat, got)
				}
			}
		}
	}
}

// Every midpoint between neighbouring codes rounds to the even code; the
// nearest f32 values on either side round to the nearer code.
func TestE4M3MidpointsRoundToEven(t *testing.T) {
	for _, enc := range encoders {
		for c := uint8(0); c < 0x7E; c++ {
			lo, hi := float64(E4M3ToF32(c)), float64(E4M3ToF32(c+1))
			mid := (lo + hi) / 2 // exact in f32 and f64
			even := c
			if c&1 == 1 {
				even = c + 1
			}
			below := float64(math.Nextafter32(float32(mid), 0))
			above := float64(math.Nextafter32(float32(mid), 1000))
			for _, sgn := range []float64{1, -1} {
				sb := uint8(0)
				if sgn < 0 {
					sb = 0x80
				}
				for _, tc := range []struct {
					x    float64
					want uint8
				}{{mid, even}, {below, c}, {above, c + 1}} {
					if got := enc.f(sgn*tc.x, false); got != sb|tc.want {
						t.Errorf("%s(%v) = %#02x, want %#02x", enc.name, sgn*tc.x, got, sb|tc.want)
					}
				}
			}
		}
	}
}

func TestE4M3Overflow(t *testing.T) {
	inf := math.Inf(1)
	next464 := float64(math.Nextafter32(464, 1000))
	prev464 := float64(math.Nextafter32(464, 0))
	for _, enc := range encoders {
		for _, tc := range []struct {
			x           float64
			sat, satNaN uint8 // result with sat, without
		}{
			{448, 0x7E, 0x7E},
			{449, 0x7E, 0x7E},
			{prev464, 0x7E, 0x7E},
			{464, 0x7E, 0x7E}, // tie: 448 is even
			{next464, 0x7E, 0x7F},
			{480, 0x7E, 0x7F},
			{1e30, 0x7E, 0x7F},
			{inf, 0x7E, 0x7F},
			{-464, 0xFE, 0xFE},
			{-next464, 0xFE, 0xFF},
			{-inf, 0xFE, 0xFF},
		} {
			if got := enc.f(tc.x, true); got != tc.sat {
				t.Errorf("%s(%v, sat) = %#02x, want %#02x", enc.name, tc.x, got, tc.sat)
			}
			if got := enc.f(tc.x, false); got != tc.satNaN {
				t.Errorf("%s(%v, no sat) = %#02x, want %#02x", enc.name, tc.x, got, tc.satNaN)
			}
		}
		for _, sat := range []bool{false, true} {
			if got := enc.f(math.NaN(), sat); got != 0x7F {
				t.Errorf("%s(NaN) = %#02x", enc.name, got)
			}
			if got := enc.f(math.Copysign(math.NaN(), -1), sat); got != 0xFF {
				t.Errorf("%s(-NaN) = %#02x", enc.name, got)
			}
		}
	}
}

func TestE4M3SubnormalsAndZero(t *testing.T) {
	for _, enc := range encoders {
		for _, tc := range []struct {
			x    float64
			want uint8
		}{
			{0, 0x00},
			{math.Copysign(0, -1), 0x80},
			{math.Ldexp(1, -9), 0x01},
			{math.Ldexp(1, -10), 0x00},                         // tie between 0 and 2^-9: 0 is even
			{float64(math.Nextafter32(1.0/1024, 1)), 0x01},     // just past it
			{-math.Ldexp(1, -10), 0x80},                        // -0
			{math.Ldexp(3, -10), 0x02},                         // tie 1.5 * 2^-9 -> 2 (even)
			{math.Ldexp(15, -10), 0x08},                        // tie 7.5 * 2^-9 -> 8 = 2^-6, the smallest normal
			{float64(math.Float32frombits(1)), 0x00},           // f32 subnormal
			{-float64(math.Float32frombits(0x007FFFFF)), 0x80}, // largest f32 subnormal, negative
		} {
			if got := enc.f(tc.x, false); got != tc.want {
				t.Errorf("%s(%v) = %#02x, want %#02x", enc.name, tc.x, got, tc.want)
			}
		}
	}
}

// The bit-level encoder agrees with the table search on every combination of
// sign, f32 exponent, the 3 kept mantissa bits and the round bit, with sticky
// patterns below, on a sweep of the subnormal range, and on random values.
func TestE4M3EncodersAgree(t *testing.T) {
	check := func(u uint32) {
		x := math.Float32frombits(u)
		for _, sat := range []bool{false, true} {
			a, b := F32ToE4M3(x, sat), F64ToE4M3(float64(x), sat)
			if a != b {
				t.Fatalf("x=%v (%#08x) sat=%v: bits %#02x, table %#02x", x, u, sat, a, b)
			}
		}
	}
	sticky := []uint32{0, 1, 0x12345, 0x3FFFF, 0x40000, 0x40001, 0x7FFFE, 0x7FFFF}
	for s := uint32(0); s < 2; s++ {
		for e := uint32(0); e < 256; e++ {
			for top := uint32(0); top < 16; top++ {
				for _, lo := range sticky {
					check(s<<31 | e<<23 | top<<19 | lo)
				}
			}
		}
		// Every 61st mantissa of the binades where subnormal rounding happens.
		for e := uint32(115); e <= 121; e++ {
			for m := uint32(0); m < 1<<23; m += 61 {
				check(s<<31 | e<<23 | m)
			}
		}
	}
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 200000; i++ {
		check(r.Uint32())
	}
}
