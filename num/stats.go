package num

import "math"

// Geomean is the geometric mean of xs, the benchmark's ranking statistic and
// the model tables' summary. It is NaN for an empty sample or one with a
// value that is not positive.
func Geomean(xs []float64) float64 {
	if len(xs) == 0 {
		return math.NaN()
	}
	var sum float64
	for _, x := range xs {
		if !(x > 0) || math.IsInf(x, 0) {
			return math.NaN()
		}
		sum += math.Log(x)
	}
	return math.Exp(sum / float64(len(xs)))
}
