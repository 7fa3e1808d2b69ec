package emu

import (
	"math/rand/v2"
	"testing"
)

// The owner index only filters: whenever it clears an access, a scan of every
// live record finds no race either. Random DMA records, in-order retires and
// barriers by three waves on a small LDS, checked against that scan.
func TestRaceIndexClearsOnlyRaceFreeAccesses(t *testing.T) {
	const waves, words = 3, 64
	rng := rand.New(rand.NewPCG(1, 2))
	var r raceState
	r.reset(waves, 4*words)
	ws := make([]*wave, waves)
	issued := make([]uint64, waves)
	for i := range ws {
		ws[i] = &wave{id: i}
	}
	racy := func(w *wave, lo, hi uint32, other bool) bool {
		for _, d := range r.recs {
			if d.hi <= lo || hi <= d.lo {
				continue
			}
			if d.wave == w.id {
				if !other && !d.retired {
					return true
				}
			} else if !d.retired || w.epoch <= d.doneEp {
				return true
			}
		}
		return false
	}
	cleared, checked := 0, 0
	for step := 0; step < 200000; step++ {
		w := ws[rng.IntN(waves)]
		switch op := rng.IntN(10); {
		case op < 3: // a DMA of 1-8 dwords
			lo := uint32(rng.IntN(words - 8))
			hi := lo + 1 + uint32(rng.IntN(8))
			issued[w.id]++
			r.recs = append(r.recs, dmaRec{lo: lo, hi: hi, wave: w.id, vmIdx: issued[w.id], issueEp: w.epoch})
			r.cover(len(r.recs)-1, lo, hi)
		case op < 5: // s_waitcnt vmcnt(n): retire all but the newest n
			n := uint64(rng.IntN(3))
			for i := range r.recs {
				if d := &r.recs[i]; d.wave == w.id && !d.retired && d.vmIdx+n <= issued[w.id] {
					d.retired, d.doneEp = true, w.epoch
				}
			}
		case op == 5: // a barrier
			ep := ws[0].epoch + 1
			for _, x := range ws {
				x.epoch = ep
			}
			r.barrierReleased(ep)
		default: // an access of 1-4 dwords
			lo := uint32(rng.IntN(words - 4))
			hi := lo + 1 + uint32(rng.IntN(4))
			other := op == 9
			checked++
			if r.clears(w, lo, hi, other) {
				cleared++
				if racy(w, lo, hi, other) {
					t.Fatalf("step %d: the index clears wave %d's access to dwords [%d, %d) (other %v), but a record races with it: %+v", step, w.id, lo, hi, other, r.recs)
				}
			}
		}
	}
	if cleared == 0 || cleared == checked {
		t.Fatalf("the index cleared %d of %d accesses: the walk does not exercise both outcomes", cleared, checked)
	}
}
