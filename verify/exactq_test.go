package verify

import (
	"testing"

	"github.com/mlagen/mlagen/num"
)

// ExactQ with in.Q's own values is Exact bit for bit; other query values
// change the result (the override is used).
func TestExactQ(t *testing.T) {
	in := NewInputs(3, 2, 300)
	q := make([]float64, len(in.Q))
	for i, v := range in.Q {
		q[i] = float64(num.BF16ToF32(v))
	}
	a, b := Exact(in, nil), ExactQ(in, q, nil)
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("element %d: Exact %v, ExactQ with the same q %v", i, a[i], b[i])
		}
	}
	for i := range q {
		q[i] *= 2 // sharper softmax
	}
	c := ExactQ(in, q, nil)
	same := 0
	for i := range a {
		if a[i] == c[i] {
			same++
		}
	}
	if same > len(a)/100 {
		t.Fatalf("%d of %d elements unchanged with a different q", same, len(a))
	}
}
