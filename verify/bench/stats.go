package bench

import (
	"math"
	"sort"

	"github.com/mlagen/mlagen/mla"
)

// HBMBytesPerSecond is the bandwidth the floor assumes: MI355X's 8 TB/s.
const HBMBytesPerSecond = 8e12

// KVBytes is the fp8 KV cache a shape reads: batch * kv_len rows of 576 bytes.
func KVBytes(s mla.Shape) int64 { return int64(s.Batch) * int64(s.KVLen) * mla.QKDim }

// FloorUS is the time in microseconds to read the shape's KV bytes once at
// HBMBytesPerSecond: no kernel can be faster when the cache is cold.
func FloorUS(s mla.Shape) float64 { return float64(KVBytes(s)) / HBMBytesPerSecond * 1e6 }

// Summary describes a sample of times.
type Summary struct {
	N                int
	Min, Median, Max float64
	Mean             float64
	P10, P90         float64 // nearest-rank percentiles
}

// Summarize returns the summary of xs (which it does not modify); the zero
// Summary for none.
func Summarize(xs []float64) Summary {
	if len(xs) == 0 {
		return Summary{}
	}
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	var sum float64
	for _, x := range s {
		sum += x
	}
	return Summary{
		N: len(s), Min: s[0], Max: s[len(s)-1], Mean: sum / float64(len(s)),
		Median: median(s), P10: rank(s, 0.10), P90: rank(s, 0.90),
	}
}

// Median of xs; the mean of the middle two for an even count; NaN for none.
func Median(xs []float64) float64 {
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	return median(s)
}

func median(sorted []float64) float64 {
	n := len(sorted)
	switch {
	case n == 0:
		return math.NaN()
	case n%2 == 1:
		return sorted[n/2]
	}
	return (sorted[n/2-1] + sorted[n/2]) / 2
}

// rank is the nearest-rank percentile p (0..1] of a sorted sample.
func rank(sorted []float64, p float64) float64 {
	i := int(math.Ceil(p*float64(len(sorted)))) - 1
	return sorted[max(0, min(i, len(sorted)-1))]
}
