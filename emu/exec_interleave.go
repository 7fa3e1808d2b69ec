package emu

import "sort"

// Interleaved waits (WithInterleavedWaits).
//
// By default a workgroup's waves run one at a time, each up to its next
// s_barrier, and an LDS-DMA load writes LDS when it issues; the race check
// (lds_race.go) then insists that nothing touches a DMA's bytes until the
// hardware guarantees the write has landed. Kernels written by hand may rely
// on timing instead of barriers. AMD AITER's asm MLA kernel does, three times
// (docs/kernel.md, "AMD AITER's kernel in the emulator"):
//
//   - right after a barrier each wave reads the current tile's V (all 128
//     tokens) from LDS, then issues LDS-DMA loads of the next tile into its
//     own part of the same buffer: the other waves' V reads come first only
//     because they are issued first and LDS answers in a few hundred cycles,
//     the DMA's global-memory round trip later;
//   - each wave writes its softmax max to LDS, passes a barrier, reads all
//     four maxima, and a few dozen instructions later writes its P tile over
//     the first 2 KiB of LDS, where another wave's maxima were, with no
//     barrier between;
//   - its last loop iteration prefetches a tile that is never used and never
//     waited for before s_endpgm, into LDS that the epilogue writes after
//     later barriers: the DMA must have landed by then.
//
// Run one wave to its next barrier and the next wave reads the new tile and
// P where it expects the old V and the maxima. This mode runs the execution
// the kernel assumes: every s_waitcnt yields before it takes effect, so that the
// workgroup's other waves run up to their own next wait or barrier (waves
// progress from memory wait to memory wait together, as the four waves of a
// workgroup do on their four SIMDs), and an LDS-DMA write lands at the
// first of: the issuing wave's s_waitcnt vmcnt that retires it, the next
// barrier release, the wave's end; not at issue. In words: a DMA takes
// longer than the LDS accesses issued before its wave's next wait, and less
// than a barrier interval. Results of kernels that do not rely on timing are
// the same in both modes (tested with the seed kernel).
//
// The race check allows two more things in this mode: a wave may issue an
// LDS DMA into bytes another wave has read (not written) earlier in the same
// barrier interval (the read came first, the DMA lands later); and a DMA
// that landed at a barrier release counts as retired before that barrier.
// Every other rule of lds_race.go holds, applied to landing: no wave may
// touch the bytes of a DMA that has not landed, nor, in the interval it
// landed in, another wave's landed bytes.

// WithInterleavedWaits turns the interleaved-waits execution on (default
// off): every s_waitcnt yields before it takes effect, so that the other
// waves run up to their own next wait or barrier, and LDS-DMA writes land
// when the issuing wave's s_waitcnt vmcnt retires them, at the next barrier
// release, or when the wave ends, whichever comes first.
func WithInterleavedWaits(on bool) Option { return func(e *Emulator) { e.interleave = on } }

// pendingDMA is one lane's LDS-DMA write held back until its wave retires it.
type pendingDMA struct {
	wave   int
	vmIdx  uint64 // the load's index among the wave's VMEM instructions
	lds    uint32
	off, n uint32 // bytes in the workgroup's pendData
}

// ldsDMAWrite writes one lane's LDS-DMA data: now, or held back until its
// wave retires it with interleaved waits.
func (w *wave) ldsDMAWrite(la uint32, data []byte) {
	g := w.wg
	if !w.l.k.interleave {
		copy(g.lds[la:], data)
		return
	}
	g.pend = append(g.pend, pendingDMA{wave: w.id, vmIdx: w.vmIssued, lds: la, off: uint32(len(g.pendData)), n: uint32(len(data))})
	g.pendData = append(g.pendData, data...)
}

// waitYield makes w yield at an s_waitcnt vmcnt(vm): the other waves run
// before the wait takes effect (finishWait) and w goes on with the next
// instruction. The s_waitcnt executes once, for the counters and traces.
func (w *wave) waitYield(vm int) {
	w.waitVM = vm
	w.stop = true
	w.wg.yielded = true
}

// finishWait completes the s_waitcnt w yielded at, when w runs again: its
// retired LDS-DMA writes land, and the race check retires them.
func (w *wave) finishWait() {
	vm := w.waitVM
	w.waitVM = -1
	w.retire(vm)
	if len(w.wg.pend) > 0 {
		w.landDMA(vm)
	}
	if len(w.wg.race.recs) > 0 {
		w.vmWait(vm)
	}
}

// landDMA lands w's held-back DMA writes that s_waitcnt vmcnt(n) retires
// (n < 0: all, at s_endpgm), and before them every other wave's held-back
// write issued earlier in lockstep order (see landInOrder).
func (w *wave) landDMA(n int) {
	g := w.wg
	var newest uint64
	own := false
	for _, p := range g.pend {
		if p.wave == w.id && (n < 0 || p.vmIdx+uint64(n) <= w.vmIssued) {
			newest, own = max(newest, p.vmIdx), true
		}
	}
	if !own {
		return
	}
	g.landInOrder(func(p *pendingDMA) bool {
		if p.wave == w.id {
			return n < 0 || p.vmIdx+uint64(n) <= w.vmIssued
		}
		return p.vmIdx < newest
	})
}

// landInOrder lands the held-back writes that sel picks, in lockstep issue
// order: by the load's index among its wave's VMEM instructions, then by
// wave, then as issued. The interleaved execution assumes the waves of a
// workgroup progress together, so a wave's k-th VMEM load issues (and its
// LDS write lands) before any wave's (k+1)-th: AMD AITER's
// mla_a8w8_qh16_qseqlen2_gqaratio16 relies on it, wave 3's 14th load writing
// 96 bytes that wave 0's 15th then overwrites (docs/kernel.md, "AMD AITER's
// kernel in the emulator"). Loads of equal index from two waves into the
// same bytes have no order: the race check reports them.
func (g *workgroup) landInOrder(sel func(*pendingDMA) bool) {
	var land []pendingDMA
	k := 0
	waves := 0
	for _, p := range g.pend {
		if sel(&p) {
			if len(land) == 0 || land[len(land)-1].wave != p.wave {
				waves++
			}
			land = append(land, p)
			continue
		}
		g.pend[k] = p
		k++
	}
	if waves > 1 {
		sort.SliceStable(land, func(i, j int) bool {
			if land[i].vmIdx != land[j].vmIdx {
				return land[i].vmIdx < land[j].vmIdx
			}
			return land[i].wave < land[j].wave
		})
	}
	for _, p := range land {
		copy(g.lds[p.lds:], g.pendData[p.off:p.off+p.n])
	}
	g.pend = g.pend[:k]
	if k == 0 {
		g.pendData = g.pendData[:0]
	}
}

// landAtBarrier lands every held-back DMA write when a barrier releases the
// workgroup into interval ep, and counts those loads as retired in the
// interval before (the kernel's assumption: a DMA lands within the barrier
// interval it was issued in).
func (g *workgroup) landAtBarrier(ep uint32) {
	g.landInOrder(func(*pendingDMA) bool { return true })
	if g.race.on {
		for i := range g.race.recs {
			if d := &g.race.recs[i]; !d.retired {
				d.retired, d.doneEp = true, ep-1
			}
		}
	}
}
