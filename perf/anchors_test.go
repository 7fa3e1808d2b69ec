package perf

import (
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
