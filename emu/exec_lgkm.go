package emu

// LDS loads that return late (interleaved waits only).
//
// By default an LDS load writes its destination VGPRs at issue. On hardware
// the data returns tens of cycles later, and until then the registers keep
// their old contents: a hand-scheduled kernel may issue an LDS load into
// registers an instruction a few slots later still reads. AMD AITER's
// mla_a8w8_qh64_qseqlen4_gqaratio16 does: in the loop copy that waves 2 and
// 3 run, ds_read_b128 a[120:127] (the next K tile) issues six instructions
// before the v_mfma_f32_32x32x64_f8f6f4 that reads a[120:127] as the current
// V tile (docs/kernel.md, "AMD AITER's kernel in the emulator").
//
// Other code of the same kernels reads LDS loads unwaited and expects the
// new data: AITER's persistent 16-head kernel waits with lgkmcnt(4) after
// nine ds_read_b128 and then feeds the oldest of the four outstanding to an
// MFMA two instructions later (LDS loads return in order, one right after
// another once the wait has seen the fifth back); elsewhere loads are used
// unwaited 15 to 104 instructions after they issue.
//
// So with interleaved waits the emulator holds an LDS load's register
// writes back and lands them at a return time on a wave-local clock that
// counts the wave's instructions: a load returns dsLatencyInsts after it
// issues, and no earlier than one instruction after the wave's previous LDS
// load (in order); an s_waitcnt lgkmcnt(n) moves the clock on to the return
// of the newest load it retires (SMEM loads and every DS instruction count
// toward lgkmcnt as issued). A wave that waits, as compiled code always
// does, sees the load's data either way, so results of kernels that follow
// the rules do not change.

// dsLatencyInsts: an LDS load returns this many wave-instructions after it
// issues (above the 6 of the first kernel above, below the 15 of the others).
const dsLatencyInsts = 12

// pendingDS is one LDS load's held-back register writes.
type pendingDS struct {
	due uint64 // wave clock (dsNow) at which it lands
	idx uint64 // the load's position among the wave's LGKM instructions
	reg uint16 // first register (unified file row)
	n   uint8
	off int // first row in wave.dsData
}

// bindLGKM wraps the DS and SMEM instructions of a kernel run with
// interleaved waits: they count toward lgkmcnt, and DS loads hold their
// register writes back.
func bindLGKM(k *kernelCode) {
	if !k.interleave {
		return
	}
	for i := range k.code {
		x := &k.code[i]
		if x.in == nil || x.fn == nil {
			continue
		}
		switch x.in.Format {
		case FmtSMEM:
			orig := x.fn
			x.fn = func(w *wave, x *xinst) {
				w.lgkmIssued++
				orig(w, x)
			}
		case FmtDS:
			orig := x.fn
			if x.dst[0].kind != okVGPR || x.dst[0].n == 0 {
				x.fn = func(w *wave, x *xinst) {
					w.lgkmIssued++
					orig(w, x)
				}
				continue
			}
			x.fn = func(w *wave, x *xinst) {
				w.lgkmIssued++
				w.dsLoadLate(x, orig)
			}
		}
	}
}

// dsLoadLate runs the LDS load x now (its LDS side reads at issue) and holds
// its register writes back.
func (w *wave) dsLoadLate(x *xinst, run handler) {
	r, n := int(x.dst[0].reg), int(x.dst[0].n)
	old := w.dsSave[:0]
	old = append(old, w.v[r:r+n]...)
	run(w, x)
	if w.err != nil {
		return
	}
	off := len(w.dsData)
	w.dsData = append(w.dsData, w.v[r:r+n]...)
	copy(w.v[r:r+n], old)
	w.dsSave = old
	due := max(w.dsNow()+dsLatencyInsts, w.dsLast+1)
	w.dsLast = due
	w.pendDS = append(w.pendDS, pendingDS{due: due, idx: w.lgkmIssued, reg: uint16(r), n: uint8(n), off: off})
}

// dsNow is the wave's clock for LDS returns: its instructions plus the time
// its lgkmcnt waits waited.
func (w *wave) dsNow() uint64 { return w.n + w.dsWaited }

// dsLand lands the held-back LDS loads whose time has come (called before
// each instruction while some are held back; returns are in order).
func (w *wave) dsLand() {
	now := w.dsNow()
	if now < w.pendDS[0].due {
		return
	}
	w.landDS(func(p *pendingDS) bool { return now >= p.due })
}

// lgkmWait waits until s_waitcnt lgkmcnt(n) retires the loads it must: the
// clock moves on to the newest one's return, and everything due by then
// lands.
func (w *wave) lgkmWait(n int) {
	for _, p := range w.pendDS {
		if p.idx+uint64(n) <= w.lgkmIssued && p.due > w.dsNow() {
			w.dsWaited += p.due - w.dsNow()
		}
	}
	now := w.dsNow()
	w.landDS(func(p *pendingDS) bool { return now >= p.due || p.idx+uint64(n) <= w.lgkmIssued })
}

// landDS lands, in issue order, the held-back loads sel picks.
func (w *wave) landDS(sel func(*pendingDS) bool) {
	k := 0
	for _, p := range w.pendDS {
		if sel(&p) {
			copy(w.v[p.reg:int(p.reg)+int(p.n)], w.dsData[p.off:p.off+int(p.n)])
			continue
		}
		w.pendDS[k] = p
		k++
	}
	w.pendDS = w.pendDS[:k]
	if k == 0 {
		w.dsData = w.dsData[:0]
	}
}
