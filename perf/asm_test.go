package perf

import (
	"testing"

	"github.com/mlagen/mlagen/internal/testenv"
	"github.com/mlagen/mlagen/mla"
)

// asm assembles m into a code object (micro.go).
func (m micro) asm(t testing.TB) []byte {
	t.Helper()
	b, err := m.assemble(testenv.Tool(t, "llvm-mc-22"), testenv.Tool(t, "ld.lld-22"))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// subject is m as a model subject (micro.subjectOf).
func (m micro) subject(t testing.TB) Subject { return m.subjectOf(m.asm(t)) }

// microModel traces the microkernels (one model: the inputs, which they do
// not read, are made once per batch).
var microModel = &Model{RaceCheck: true}

// run models m on a grid of wgs workgroups and returns the launch, without
// a kernel's fixed time (kernel_fixed: the tests time the work).
func (m micro) run(t testing.TB, wgs int, p Params) LaunchResult {
	t.Helper()
	p.KernelUs = 0
	tr, err := microModel.Trace(m.subject(t), mla.Shape{Batch: wgs, KVLen: 1})
	if err != nil {
		t.Fatal(err)
	}
	return tr.Simulate(p).Launches[0]
}
