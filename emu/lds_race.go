package emu

import "fmt"

// LDS-DMA race detection.
//
// The emulator completes an LDS-DMA load (buffer_load ... lds,
// global_load_lds_*) when it issues, and runs a workgroup's waves one after another between barriers.
// On hardware the DMA's LDS writes land at some point between issue and the
// s_waitcnt vmcnt that retires it, while the other waves run concurrently. A
// kernel whose result depends on that timing would pass here by luck, so the
// emulator checks the ordering the hardware guarantees:
//
//   - the issuing wave may touch the DMA's LDS bytes only after an
//     s_waitcnt vmcnt has retired the load;
//   - another wave may touch them only in a barrier interval (epoch) before
//     the one the DMA was issued in, or after a barrier that the issuing wave
//     reached after retiring it;
//   - two waves' DMAs may not write the same bytes in overlapping windows
//     (with interleaved waits: unless they land in lockstep order, see
//     landInOrder).
//
// A violation faults, naming both instructions. Granularity is the dword
// (DMA destinations are whole dwords). Out-of-range lanes count as writes
// when they write zeros (LDSDMAWriteZero). With interleaved waits
// (exec_interleave.go) a DMA may be issued into bytes another wave has read
// earlier in the same interval (the DMA lands later). WithLDSRaceCheck(false)
// turns the check off.

// dmaRec is one in-flight (or recently retired) LDS-DMA write range.
type dmaRec struct {
	lo, hi  uint32 // dword indices [lo, hi)
	wave    int
	vmIdx   uint64 // the load's index among the wave's VMEM instructions
	issueEp uint32
	retired bool
	doneEp  uint32
	pc      uint64
	inst    string
}

// raceState is a workgroup's race-detection state.
type raceState struct {
	on      bool
	recs    []dmaRec
	touched [][]uint64 // per wave: dwords the wave accessed in its current epoch
	wrote   [][]uint64 // per wave: dwords the wave wrote in its current epoch
	pending []uint64   // dwords covered by some live record
	// owner[dw] is 1 + the index in recs of the newest record covering
	// dword dw (0: none), and multi marks the dwords also covered by a
	// record of another wave. Between barriers a wave's stage buffers are
	// written again and again, and scanning every record on each lane's
	// access took most of the emulator's time; the newest record of a wave
	// decides for all its older ones (they retire in order, in earlier or
	// the same intervals), so a dword not in multi needs only its owner.
	// The index is a filter: an access it cannot clear scans every record
	// as before, so faults and their messages are the same.
	owner []int32
	multi []uint64
}

func (r *raceState) reset(waves, ldsBytes int) {
	words := (ldsBytes/4 + 63) / 64
	if len(r.touched) != waves || (waves > 0 && len(r.touched[0]) != words) {
		r.touched = make([][]uint64, waves)
		r.wrote = make([][]uint64, waves)
		for i := range r.touched {
			r.touched[i] = make([]uint64, words)
			r.wrote[i] = make([]uint64, words)
		}
		r.pending = make([]uint64, words)
		r.multi = make([]uint64, words)
		r.owner = make([]int32, ldsBytes/4)
	}
	for i := range r.touched {
		clear(r.touched[i])
		clear(r.wrote[i])
	}
	clear(r.pending)
	clear(r.multi)
	clear(r.owner)
	r.recs = r.recs[:0]
}

func setBits(b []uint64, lo, hi uint32) {
	for i := lo; i < hi; i++ {
		b[i>>6] |= 1 << (i & 63)
	}
}

func anyBits(b []uint64, lo, hi uint32) bool {
	for i := lo; i < hi; i++ {
		if b[i>>6]>>(i&63)&1 != 0 {
			return true
		}
	}
	return false
}

// cover records that recs[k] covers dwords [lo, hi): their pending bits and
// owner.
func (r *raceState) cover(k int, lo, hi uint32) {
	setBits(r.pending, lo, hi)
	wave := r.recs[k].wave
	for i := lo; i < hi; i++ {
		if o := r.owner[i]; o != 0 && r.recs[o-1].wave != wave {
			r.multi[i>>6] |= 1 << (i & 63)
		}
		r.owner[i] = int32(k + 1)
	}
}

// clears reports whether the owner index shows that no live record
// overlapping dwords [lo, hi) can race with an access by w (other: only
// other waves' records count). False means: scan every record.
func (r *raceState) clears(w *wave, lo, hi uint32, other bool) bool {
	if anyBits(r.multi, lo, hi) {
		return false
	}
	for i := lo; i < hi; i++ {
		o := r.owner[i]
		if o == 0 {
			continue
		}
		if d := &r.recs[o-1]; !(other && d.wave == w.id) && d.racesWith(w) {
			return false
		}
	}
	return true
}

// rebuildPending recomputes the pending bitmap and the owner index from the
// live records; the owner entries of dropped records are already cleared.
func (r *raceState) rebuildPending() {
	clear(r.pending)
	clear(r.multi)
	for i := range r.recs {
		r.cover(i, r.recs[i].lo, r.recs[i].hi)
	}
}

// ldsTouch records and checks an access by w to LDS bytes [addr, addr+n).
func (w *wave) ldsTouch(x *xinst, lane int, addr, n uint32) {
	r := &w.wg.race
	lo, hi := addr>>2, (addr+n+3)>>2
	setBits(r.touched[w.id], lo, hi)
	if p := x.in.Info(); p == nil || p.Flags&(FlagStore|FlagAtomic) != 0 {
		setBits(r.wrote[w.id], lo, hi)
	}
	if !anyBits(r.pending, lo, hi) || r.clears(w, lo, hi, false) {
		return
	}
	for i := range r.recs {
		d := &r.recs[i]
		if d.hi <= lo || hi <= d.lo {
			continue
		}
		if d.racesWith(w) {
			w.faultAddr(x, lane, uint64(addr), "LDS race: this access to LDS %#x overlaps the LDS-DMA write [%#x, %#x) of wave %d (pc %#x: %s), which %s",
				addr, 4*d.lo, 4*d.hi, d.wave, d.pc, d.inst, d.why(w))
			return
		}
	}
}

// racesWith reports whether an access by w to d's dwords now races with d:
// the issuing wave's before a vmcnt wait retires d, another wave's until a
// barrier after that wait orders it.
func (d *dmaRec) racesWith(w *wave) bool {
	if d.wave == w.id {
		return !d.retired
	}
	return !d.retired || w.epoch <= d.doneEp
}

func (d *dmaRec) why(w *wave) string {
	switch {
	case d.wave == w.id:
		return "no s_waitcnt vmcnt has retired yet"
	case !d.retired:
		return "is still in flight (its wave has not waited for it)"
	}
	return fmt.Sprintf("its wave retired in barrier interval %d: no barrier orders it before this access (interval %d)", d.doneEp, w.epoch)
}

// dmaIssue records an LDS-DMA write of dwords [lo, hi) by w and checks it
// against other waves' accesses in this barrier interval and their DMAs.
func (w *wave) dmaIssue(x *xinst, lane int, addr, n uint32) {
	r := &w.wg.race
	lo, hi := addr>>2, (addr+n+3)>>2
	seen := r.touched
	if w.l.k.interleave {
		seen = r.wrote // earlier reads in this interval precede the landing at our wait
	}
	for o, t := range seen {
		if o != w.id && anyBits(t, lo, hi) {
			w.faultAddr(x, lane, uint64(addr), "LDS race: this LDS-DMA writes LDS [%#x, %#x), which wave %d accesses in the same barrier interval", addr, addr+n, o)
			return
		}
	}
	if anyBits(r.pending, lo, hi) && !r.clears(w, lo, hi, true) {
		for i := range r.recs {
			d := &r.recs[i]
			if d.wave != w.id && d.lo < hi && lo < d.hi && d.racesWith(w) {
				if w.l.k.interleave && w.wg.landsInOrder(d, w.vmIssued) {
					continue
				}
				w.faultAddr(x, lane, uint64(addr), "LDS race: this LDS-DMA and wave %d's (pc %#x) write the same LDS dwords [%#x, %#x) in overlapping windows",
					d.wave, d.pc, 4*max(lo, d.lo), 4*min(hi, d.hi))
				return
			}
		}
	}
	// merge with the previous record of the same instruction when contiguous
	if k := len(r.recs) - 1; k >= 0 {
		p := &r.recs[k]
		if p.wave == w.id && p.vmIdx == w.vmIssued && p.hi == lo {
			p.hi = hi
			r.cover(k, lo, hi)
			return
		}
	}
	r.recs = append(r.recs, dmaRec{lo: lo, hi: hi, wave: w.id, vmIdx: w.vmIssued, issueEp: w.epoch, pc: x.in.Addr, inst: x.in.Name})
	r.cover(len(r.recs)-1, lo, hi)
}

// landsInOrder says whether, with interleaved waits, a DMA of lockstep index
// idx being issued now and the other wave's earlier-issued DMA d land in
// index order (landInOrder): d is older, or newer and still held back.
// Equal indices have no order.
func (g *workgroup) landsInOrder(d *dmaRec, idx uint64) bool {
	if d.vmIdx < idx {
		return true
	}
	if d.vmIdx == idx {
		return false
	}
	for _, p := range g.pend {
		if p.wave == d.wave && p.vmIdx == d.vmIdx {
			return true
		}
	}
	return false
}

// vmWait retires w's VMEM instructions older than the newest n (s_waitcnt
// vmcnt(n)); n < 0 retires all.
func (w *wave) vmWait(n int) {
	r := &w.wg.race
	for i := range r.recs {
		d := &r.recs[i]
		if d.wave == w.id && !d.retired && (n < 0 || d.vmIdx+uint64(n) <= w.vmIssued) {
			d.retired = true
			d.doneEp = w.epoch
		}
	}
}

// barrierReleased starts a new barrier interval: drops records no access can
// race with any more and clears the per-interval access sets.
func (r *raceState) barrierReleased(epoch uint32) {
	for _, d := range r.recs {
		clear(r.owner[d.lo:d.hi])
	}
	k := 0
	for _, d := range r.recs {
		if d.retired && d.doneEp < epoch {
			continue
		}
		r.recs[k] = d
		k++
	}
	r.recs = r.recs[:k]
	r.rebuildPending()
	for i := range r.touched {
		clear(r.touched[i])
		clear(r.wrote[i])
	}
}
