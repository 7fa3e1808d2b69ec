package perf

import (
	"os"
	"testing"

	"github.com/mlagen/mlagen/internal/testenv"
	"github.com/mlagen/mlagen/mla"
)

// AITER's persistent kernel as a subject: the launch is the real one (256
// workgroups for any batch), the model traces the representative CU's
// workgroup only, and without AITER's reduce code object stage 2 is charged
// at its measured time and marked so.
func TestAITERPersistentSubject(t *testing.T) {
	_, code := testenv.AITERCodeObject(t, testenv.AITERPSFile)
	m := &Model{}
	for _, s := range []mla.Shape{{Batch: 4, KVLen: 1024}, {Batch: 64, KVLen: 1024}} {
		tr, err := m.Trace(AITERPersistent(code, nil), s)
		if err != nil {
			t.Fatal(err)
		}
		r := tr.Simulate(Default())
		if len(r.Launches) != 2 {
			t.Fatalf("%d launches, want the decode and the measured reduce", len(r.Launches))
		}
		d, red := r.Launches[0], r.Launches[1]
		t.Logf("%s (modeled): total %.2f us: decode %.2f us (%s), stage 2 %.2f us measured; traced %d wave-instructions in %v",
			s, r.TotalUs, d.Us, d.Binds, red.Us, tr.Insts, tr.Time)
		if d.Grid != [3]int{256, 1, 1} || d.Measured || d.Us <= 0 {
			t.Errorf("decode launch %+v", d)
		}
		if !red.Measured || red.Us != AITERReduceMeasured.Us(s) || r.MeasuredUs != red.Us {
			t.Errorf("stage 2 %+v (measured us %g)", red, r.MeasuredUs)
		}
	}
}

// With AITER's own reduce (compiled from its source: $MLAGEN_AITER_REDUCE,
// absent in CI, see verify/anchors) stage 2 is traced like any launch.
func TestAITERPersistentSubjectWithAITERReduce(t *testing.T) {
	_, code := testenv.AITERCodeObject(t, testenv.AITERPSFile)
	p := os.Getenv("MLAGEN_AITER_REDUCE")
	if p == "" {
		t.Skip("AITER's reduce kernel is built from AITER's source, which is not here: set MLAGEN_AITER_REDUCE to its code object")
	}
	reduce, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	m := &Model{}
	s := mla.Shape{Batch: 4, KVLen: 1024}
	tr, err := m.Trace(AITERPersistent(code, reduce), s)
	if err != nil {
		t.Fatal(err)
	}
	r := tr.Simulate(Default())
	if len(r.Launches) != 2 || r.Launches[1].Measured || r.MeasuredUs != 0 || r.Launches[1].Us <= 0 {
		t.Fatalf("launches %+v", r.Launches)
	}
	t.Logf("%s (modeled): total %.2f us: decode %.2f us, AITER's reduce %.2f us (grid %v)", s, r.TotalUs, r.Launches[0].Us, r.Launches[1].Us, r.Launches[1].Grid)
}
