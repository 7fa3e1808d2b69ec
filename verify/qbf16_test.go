package verify

import (
	"testing"

	"github.com/mlagen/mlagen/mla"
)

// The faithful reference of a --q bf16 config takes q in bf16: its output is
// the plain config's with Arith.QBF16 set, bit for bit, and differs from the
// plain (fp8 q) one; a broken variant's other arithmetic survives it.
func TestFaithfulBF16Query(t *testing.T) {
	in := NewRaggedInputs(5, []int{45, 130})
	plain := mla.Config{Splits: 2, Stages: 2, Tile: 32}
	qb := plain.With(mla.Dims{Q: mla.QBF16})
	got := faithful(qb, in.problem(), nil, nil)
	p := *in.problem()
	p.arith.QBF16 = true
	want := faithful(plain, &p, nil, nil)
	fp8 := faithful(plain, in.problem(), nil, nil)
	same, diff := true, 0
	for i := range got.Out {
		same = same && got.Out[i] == want.Out[i] && got.Bound[i] == want.Bound[i]
		if got.Out[i] != fp8.Out[i] {
			diff++
		}
	}
	if !same || diff < len(got.Out)/4 {
		t.Errorf("bf16-q faithful equals the QBF16 arithmetic: %v; differs from fp8 q in %d of %d elements", same, diff, len(got.Out))
	}
	// A variant's P format is kept: P in bf16 on top of the bf16 query.
	pb := *in.problem()
	pb.arith.PBF16 = true
	o, n := faithful(qb, &pb, nil, nil), 0
	for i := range o.Bound {
		if o.Bound[i] != got.Bound[i] {
			n++
		}
	}
	if n == 0 {
		t.Errorf("the variant's PBF16 was dropped: every bound as with fp8 P")
	}
}
