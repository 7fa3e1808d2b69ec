package perf

import (
	"fmt"

	"github.com/mlagen/mlagen/mla"
)

// InstsPerToken is what a kernel's first launch executes per KV token in its
// steady state: the wave-instructions of all its waves, counted in the
// emulator on one sequence of l1 and of l2 tokens (one split, every tile
// emulated), their difference over l2 - l1. The prologue, the epilogue and
// the merge cancel out; the rarely taken branches (a partial tile, a rescale)
// count at the rate they run. sub must process a sequence in one split.
func (m *Model) InstsPerToken(sub Subject, l1, l2 int) (float64, error) {
	if l1 <= 0 || l2 <= l1 {
		return 0, fmt.Errorf("perf: want 0 < l1 < l2, got %d, %d", l1, l2)
	}
	full := &Model{Seed: m.Seed, Full: true, RaceCheck: m.RaceCheck, Workers: m.Workers}
	var n [2]int64
	for i, l := range []int{l1, l2} {
		tr, err := full.Trace(sub, mla.Shape{Batch: 1, KVLen: l})
		if err != nil {
			return 0, err
		}
		n[i] = tr.launches[0][0].insts()
	}
	return float64(n[1]-n[0]) / float64(l2-l1), nil
}
