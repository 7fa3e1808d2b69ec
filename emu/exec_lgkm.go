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
// The same kernel also reads LDS loads without waiting, expecting the new
// data, when enough instructions lie between: 37 to 104 wave-instructions
// after the load (its prologue waits with lgkmcnt(4) and then uses the last
// four loads 62 and 71 instructions later). So with interleaved waits the
// emulator holds an LDS load's register writes back until the first of: the
// wave's s_waitcnt lgkmcnt(n) that retires it (LDS operations return in
// order; SMEM loads and every DS instruction count toward lgkmcnt as
// issued), or dsLatencyInsts more instructions of the wave. A wave that
// waits, as compiled code always does, sees the load's data either way, so
// results of kernels that follow the rules do not change.

// dsLatencyInsts: an LDS load's data lands this many wave-instructions after
// it issues at the latest (between the 6 and 37 the kernel above needs).
const dsLatencyInsts = 16

// pendingDS is one LDS load's held-back register writes.
type pendingDS struct {
	due uint64 // wave-instruction count at which it lands
	idx uint64 // the load's position among the wave's LGKM instructions
	reg uint16 // first register (unified file row)
	n   uint8
	off int // first row in wave.dsData
}

// bindLGKM wraps the DS and SMEM instructions: they count toward lgkmcnt,
// and DS loads hold their register writes back (interleaved waits only).
func bindLGKM(k *kernelCode) {
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
				if !w.l.k.interleave {
					orig(w, x)
					return
				}
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
	w.pendDS = append(w.pendDS, pendingDS{due: w.n + dsLatencyInsts, idx: w.lgkmIssued, reg: uint16(r), n: uint8(n), off: off})
}

// dsLand lands the held-back LDS loads whose time has come (called before
// each instruction while some are held back).
func (w *wave) dsLand() {
	if w.n < w.pendDS[0].due {
		return
	}
	w.landDS(func(p *pendingDS) bool { return w.n >= p.due })
}

// lgkmWait lands the held-back LDS loads that s_waitcnt lgkmcnt(n) retires.
func (w *wave) lgkmWait(n int) {
	w.landDS(func(p *pendingDS) bool { return p.idx+uint64(n) <= w.lgkmIssued })
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
