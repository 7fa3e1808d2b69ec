package num

import (
	"math"
	"testing"
)

func TestGeomean(t *testing.T) {
	if got := Geomean([]float64{1, 4, 16}); math.Abs(got-4) > 1e-12 {
		t.Errorf("Geomean = %v, want 4", got)
	}
	for _, xs := range [][]float64{nil, {1, 0}, {1, -2}, {math.Inf(1)}} {
		if !math.IsNaN(Geomean(xs)) {
			t.Errorf("Geomean(%v) is not NaN", xs)
		}
	}
}
