package perf

import (
	"container/heap"
	"math"
	"sort"

	"github.com/mlagen/mlagen/emu"
)

// The per-CU cycle simulator.
//
// Time is in engine clocks. SIMD s is offered an issue cycle at every clock
// t with t % 4 == s (GCN/CDNA: the sequencer visits the four SIMDs in turn).
// In its issue cycle a SIMD issues at most one instruction per port (VALU,
// scalar ALU/memory, vector memory, LDS, branch; s_nop, s_waitcnt and
// s_barrier use none), each from a different wave, considering its waves
// oldest first (a wave is older when its workgroup started earlier, then by
// wave index). A wave issues at most one instruction per issue cycle, in
// program order, when its operands are ready (scoreboard), the unit it needs
// is free, and an s_waitcnt's counters allow it.

// reason is why a wave did not issue when it could have.
type reason uint8

const (
	rNone     reason = iota
	rDep             // an operand is not ready (VALU/MFMA result latency)
	rVALU            // the SIMD's VALU is busy (a transcendental)
	rMFMA            // the SIMD's matrix pipe is busy
	rPort            // an older wave took the port this issue cycle
	rVMCnt           // s_waitcnt vmcnt: vector memory (and LDS-DMA) not back
	rLGKMCnt         // s_waitcnt lgkmcnt: LDS or scalar memory not back
	rBarrier         // s_barrier: other waves not arrived
	rInflight        // the CU's bytes in flight are at their limit
	numReasons
)

var reasonNames = [...]string{"", "dep", "valu", "mfma", "port", "vmcnt", "lgkmcnt", "barrier", "inflight"}

func (r reason) String() string { return reasonNames[r] }

// InstStats is what the simulation spent on one instruction of the program,
// summed over every wave and execution.
type InstStats struct {
	Count  int64
	Issue  float64             // clocks the wave was busy issuing it (4, more for s_nop, taken branches)
	Stall  float64             // clocks the wave waited before issuing it (for s_barrier: waiting at it)
	Reason [numReasons]float64 // Stall by reason
}

// cuSim simulates one CU running a queue of workgroups.
type cuSim struct {
	p      *Params
	st     []sinst
	queue  []queued
	spans  []span
	warm   bool      // a later launch: the warm spans are in the Infinity Cache
	lat    []float64 // HBM round trip (clocks) while workgroup ordinal k is the oldest running
	slots  int
	nwaves int

	simd  [][]*simWave
	valuF []int64 // per SIMD: VALU free at
	mfmaF []int64 // per SIMD: matrix pipe free at

	// The caches over sector keys (lines for the L1): when each one's data
	// is (or will be) there.
	l1, sc, l2, mall *lru
	dirty            float64 // bytes stored since the CU's last buffer_wbl2

	taFree, ldsFree float64
	firstArr        float64 // the first HBM data's arrival (0: none yet)
	lastArr         float64 // the last's
	inflight        inflightHeap
	inflightBytes   float64
	ldsPend         ldsHeap

	// per round k (the oldest running workgroup's ordinal): HBM bytes issued
	// and clocks spent, for the device's load (MODEL.md)
	round      int
	roundStart float64
	rounds     []roundStats
	active     func(k int) int // CUs that run more than k workgroups
	// spanDev: per buffer, the HBM bytes of every CU working alike
	// (the CU's bytes times the CUs of its round)
	spanDev []float64

	running []*simWG
	nextWG  int
	pending []pendingWG
	done    int
	end     int64

	stats []InstStats // per program index
	busy  busyStats
	pool  []*simWave
}

// roundStats is what the CU did while one workgroup ordinal was its oldest.
type roundStats struct{ HBMBytes, Clocks float64 }

type busyStats struct {
	HBM, LDS, TA    float64   // clocks the device's HBM (for this CU's share of the load), the LDS and the vector memory path were busy
	MFMA, VALU      []float64 // per SIMD
	Reasons         [numReasons]float64
	WaveClocks      float64 // sum over waves of their lifetime
	IssueClocks     float64
	HBMBytes, Insts float64
	ReadBytes       float64 // sectors read by vector and scalar loads, 64 bytes each, before any cache
	HBMInflight     float64 // byte-clocks of HBM reads in flight (from leaving the CU to their data's return)
}

// minus is b - o, field by field.
func (b busyStats) minus(o busyStats) busyStats {
	d := b
	d.MFMA = append([]float64(nil), b.MFMA...)
	d.VALU = append([]float64(nil), b.VALU...)
	for i := range d.MFMA {
		d.MFMA[i] -= o.MFMA[i]
		d.VALU[i] -= o.VALU[i]
	}
	d.HBM -= o.HBM
	d.LDS -= o.LDS
	d.TA -= o.TA
	for r := range d.Reasons {
		d.Reasons[r] -= o.Reasons[r]
	}
	d.WaveClocks -= o.WaveClocks
	d.IssueClocks -= o.IssueClocks
	d.HBMBytes -= o.HBMBytes
	d.ReadBytes -= o.ReadBytes
	d.HBMInflight -= o.HBMInflight
	d.Insts -= o.Insts
	return d
}

type pendingWG struct {
	at  int64
	ord int
}

type simWG struct {
	ord     int // position in the CU's queue
	waves   []*simWave
	live    int
	atBar   int
	barLast int64
}

type simWave struct {
	ev    []uint64
	pos   int
	descs []memDesc
	secs  [][]uint64
	seq   uint64 // the real sequence of its workgroup (queued.seq)
	simd  int
	id    int
	wg    *simWG
	next  int64
	since int64
	why   reason
	done  bool
	bar   bool
	start int64
	gen   uint32 // bumped when the wave is reused, so late LDS-DMA writes find it gone

	// vm: completion times of outstanding vector memory ops in issue order
	// (they retire in order: an op retires when it and all before it are
	// done); vmBase: ops already dropped from the front.
	vm     []float64
	vmBase int
	ds     []float64 // retire times of outstanding LDS ops (non-decreasing)
	smem   []smemOp

	rNorm, rSrcC, rChain [numRegs]int64
	tag                  [numRegs]int32
}

type smemOp struct {
	done float64
	n    int
}

func newCUSim(p *Params, st []sinst, queue []queued, lat []float64, slots, nwaves int) *cuSim {
	ns := int(p.SIMDs)
	c := &cuSim{p: p, st: st, queue: queue, lat: lat, slots: max(1, slots), nwaves: nwaves,
		simd: make([][]*simWave, ns), valuF: make([]int64, ns), mfmaF: make([]int64, ns),
		stats: make([]InstStats, len(st)), rounds: make([]roundStats, max(1, len(queue)))}
	c.l1 = newLRU(int(p.L1Bytes / 128))
	c.sc = newLRU(int(p.SCacheBytes / 64))
	c.l2 = newLRU(1) // caches sets the capacities
	c.mall = newLRU(1)
	c.busy.MFMA = make([]float64, ns)
	c.busy.VALU = make([]float64, ns)
	return c
}

// caches sizes the CU's part of the shared caches: its XCD's L2 and the
// Infinity Cache split over the CUs that use them (every CU streams alike).
func (c *cuSim) caches(spans []span, warm bool, cusPerXCD, cus int) {
	c.spans, c.warm = spans, warm
	c.spanDev = make([]float64, len(spans))
	c.l2 = newLRU(int(c.p.L2Bytes / 64 / float64(max(1, cusPerXCD))))
	c.mall = newLRU(int(c.p.MALLBytes / 64 / float64(max(1, cus))))
}

// run simulates until every workgroup has ended and returns the clock of
// the last one's end.
func (c *cuSim) run() int64 {
	for k := 0; k < min(c.slots, len(c.queue)); k++ {
		c.startWG(0)
	}
	cadence := int64(c.p.SIMDs)
	var t int64
	for c.done < len(c.queue) {
		c.ldsArrivals(float64(t))
		for len(c.pending) > 0 && c.pending[0].at <= t {
			c.pending = c.pending[1:]
			c.startWG(t)
		}
		s := int(t % cadence)
		var used [6]bool
		for _, w := range c.simd[s] {
			if w.done || w.bar || w.next > t {
				continue
			}
			c.try(w, t, &used)
		}
		t++
		if t%cadence == 0 {
			// skip clocks in which nothing can issue
			m := int64(math.MaxInt64)
			for _, ws := range c.simd {
				for _, w := range ws {
					if !w.done && !w.bar && w.next < m {
						m = w.next
					}
				}
			}
			if len(c.pending) > 0 && c.pending[0].at < m {
				m = c.pending[0].at
			}
			if m != math.MaxInt64 && m > t {
				t = m / cadence * cadence
			}
		}
		c.compact()
	}
	c.rounds[c.round].Clocks += float64(c.end) - c.roundStart
	return c.end
}

// compact drops ended waves from the SIMD lists.
func (c *cuSim) compact() {
	for s, ws := range c.simd {
		n := 0
		for _, w := range ws {
			if !w.done {
				ws[n] = w
				n++
			}
		}
		if n != len(ws) {
			for i := n; i < len(ws); i++ {
				ws[i] = nil
			}
			c.simd[s] = ws[:n]
		}
	}
}

func (c *cuSim) startWG(t int64) {
	ord := c.nextWG
	c.nextWG++
	q := c.queue[ord]
	tr := q.tr
	g := &simWG{ord: ord}
	c.running = append(c.running, g)
	c.setRound(float64(t))
	for i := 0; i < c.nwaves && i < len(tr.waves); i++ {
		w := c.newWave()
		w.ev, w.descs, w.secs, w.seq, w.id, w.wg, w.simd = tr.waves[i], tr.descs, tr.secs, q.seq, i, g, i%len(c.simd)
		w.next, w.since, w.start = t, t, t
		g.waves = append(g.waves, w)
		g.live++
		c.simd[w.simd] = append(c.simd[w.simd], w)
	}
	if g.live == 0 {
		c.endWG(g, t)
	}
}

func (c *cuSim) newWave() *simWave {
	if n := len(c.pool); n > 0 {
		w := c.pool[n-1]
		c.pool = c.pool[:n-1]
		*w = simWave{vm: w.vm[:0], ds: w.ds[:0], smem: w.smem[:0], gen: w.gen + 1}
		return w
	}
	return &simWave{}
}

func (c *cuSim) endWG(g *simWG, t int64) {
	c.done++
	c.end = max(c.end, t)
	for i, r := range c.running {
		if r == g {
			c.running = append(c.running[:i], c.running[i+1:]...)
			break
		}
	}
	c.pool = append(c.pool, g.waves...)
	c.setRound(float64(t))
	if c.nextWG < len(c.queue) {
		c.pending = append(c.pending, pendingWG{at: t + int64(c.p.WGLaunchCycles), ord: c.nextWG})
		sort.Slice(c.pending, func(i, j int) bool { return c.pending[i].at < c.pending[j].at })
	}
}

// curRound is the ordinal of the oldest running workgroup (the last started
// when none runs).
func (c *cuSim) curRound() int {
	k := c.nextWG - 1
	if len(c.running) > 0 {
		k = c.running[0].ord
	}
	return max(0, min(k, len(c.rounds)-1))
}

// setRound starts a new round at t if the oldest running workgroup changed.
func (c *cuSim) setRound(t float64) {
	if k := c.curRound(); k != c.round {
		c.rounds[c.round].Clocks += t - c.roundStart
		c.round, c.roundStart = k, t
	}
}

// hbmLatency is the HBM round trip (clocks) of a request issued now.
func (c *cuSim) hbmLatency() float64 {
	k := min(c.round, len(c.lat)-1)
	return c.lat[k]
}

// try issues w's next instruction at t if it can; otherwise it records why
// not and when to look again.
func (c *cuSim) try(w *simWave, t int64, used *[6]bool) {
	e := w.ev[w.pos]
	idx := int(uint32(e))
	in := &c.st[idx]
	p := in.cls.port()
	if p != pNone && used[p] {
		c.block(w, t+int64(c.p.SIMDs), rPort)
		return
	}
	s := w.simd
	switch in.cls {
	case cWaitcnt:
		if at, why := c.waitUntil(w, in, t); at > t {
			c.block(w, at, why)
			return
		}
	case cVALU, cTrans, cMFMA:
		if c.valuF[s] > t {
			c.block(w, c.valuF[s], rVALU)
			return
		}
		if in.cls == cMFMA && c.mfmaF[s] > t {
			c.block(w, c.mfmaF[s], rMFMA)
			return
		}
	}
	if at := c.operandsReady(w, in); at > t {
		c.block(w, at, rDep)
		return
	}
	var d *memDesc
	if m := e >> 32; m != 0 {
		d = &w.descs[m-1]
	}
	if in.cls == cVMEM && d != nil && !d.write && d.secSet != 0 {
		if at := c.inflightWait(t, c.missBytes(w, d)); at > t {
			c.block(w, at, rInflight)
			return
		}
	}
	// issue
	if p != pNone {
		used[p] = true
	}
	st := &c.stats[idx]
	st.Count++
	stall := float64(t - w.since)
	st.Stall += stall
	st.Reason[w.why] += stall
	c.busy.Reasons[w.why] += stall
	c.busy.Insts++
	next := t + int64(c.p.SIMDs)
	ws := c.p.WaitStateCycles
	switch in.cls {
	case cSALU:
		c.write(w, in, t+int64(c.p.SIMDs))
	case cVALU, cTrans:
		busy := c.p.VALUCycles
		lat := c.p.VALUCycles
		if in.cls == cTrans {
			busy = c.p.TransCycles
			lat = c.p.TransCycles + ws // trans result -> dependent VALU: 1 wait state
		}
		c.valuF[s] = t + int64(busy)
		c.busy.VALU[s] += busy
		c.write(w, in, t+int64(lat))
	case cMFMA:
		pipe := float64(in.passes) * c.p.MFMAPassCycles
		c.valuF[s] = t + int64(c.p.VALUCycles)
		c.mfmaF[s] = t + int64(pipe)
		c.busy.MFMA[s] += pipe
		c.busy.VALU[s] += c.p.VALUCycles
		for _, r := range in.writes {
			tag := int32(r.lo)<<16 | int32(r.n)
			for i := r.lo; i < r.lo+r.n && int(i) < numRegs; i++ {
				w.rNorm[i] = t + int64(float64(in.passes)*c.p.MFMAPassCycles+c.p.MFMAReadWaits*ws)
				w.rSrcC[i] = t + int64(float64(in.passes)*c.p.MFMAPassCycles+c.p.MFMASrcCWaits*ws)
				w.rChain[i] = t + int64(pipe)
				w.tag[i] = tag
			}
		}
	case cSMEM:
		w.smem = append(w.smem, smemOp{done: c.scalar(w, d, float64(t)), n: in.lgkmN})
	case cNop:
		next = t + int64(float64(in.nop)*ws)
	case cBranch:
		if w.pos+1 < len(w.ev) && int(uint32(w.ev[w.pos+1])) != idx+1 {
			next += int64(c.p.BranchBubble)
		}
	case cVMEM:
		c.vmem(w, in, d, t)
	case cDS:
		c.ds(w, d, t)
	case cBarrier:
		w.bar = true
		st.Issue += float64(next - t)
		c.busy.IssueClocks += float64(next - t)
		w.next = next
		c.arrive(w, next)
		return
	case cEnd:
		st.Issue += float64(c.p.SIMDs)
		c.busy.IssueClocks += c.p.SIMDs
		w.done = true
		w.pos++
		c.busy.WaveClocks += float64(t - w.start + int64(c.p.SIMDs))
		g := w.wg
		g.live--
		if g.live == 0 {
			c.endWG(g, t+int64(c.p.SIMDs))
		} else if g.atBar > 0 && g.atBar == g.live {
			c.release(g, t)
		}
		return
	}
	st.Issue += float64(next - t)
	c.busy.IssueClocks += float64(next - t)
	w.pos++
	w.next, w.since, w.why = next, next, rNone
	if w.pos >= len(w.ev) { // a trace that ends without s_endpgm (a fault): end the wave
		w.done = true
		w.wg.live--
		if w.wg.live == 0 {
			c.endWG(w.wg, next)
		}
	}
}

func (c *cuSim) block(w *simWave, at int64, why reason) {
	w.next, w.why = at, why
}

// write sets the ready time of in's destinations.
func (c *cuSim) write(w *simWave, in *sinst, at int64) {
	for _, r := range in.writes {
		for i := r.lo; i < r.lo+r.n && int(i) < numRegs; i++ {
			w.rNorm[i], w.rSrcC[i], w.rChain[i], w.tag[i] = at, at, at, 0
		}
	}
}

// operandsReady is when all of in's register sources are available: an
// MFMA's accumulator written by the previous MFMA into the same registers is
// forwarded (rChain), another MFMA's result read as SrcC waits rSrcC, every
// other read rNorm.
func (c *cuSim) operandsReady(w *simWave, in *sinst) int64 {
	var at int64
	for _, r := range in.reads {
		chain := in.cls == cMFMA && r == in.srcC
		tag := int32(r.lo)<<16 | int32(r.n)
		for i := r.lo; i < r.lo+r.n && int(i) < numRegs; i++ {
			var v int64
			switch {
			case chain && w.tag[i] == tag:
				v = w.rChain[i]
			case chain:
				v = w.rSrcC[i]
			default:
				v = w.rNorm[i]
			}
			at = max(at, v)
		}
	}
	return at
}

// waitUntil is when an s_waitcnt's condition holds: at most vm vector memory
// operations outstanding (they retire in issue order) and at most lgkm LDS
// and scalar memory operations (LDS in order, scalar memory in any order).
func (c *cuSim) waitUntil(w *simWave, in *sinst, t int64) (int64, reason) {
	at, why := t, rNone
	ft := float64(t)
	// drop what has retired (in order)
	n := 0
	for n < len(w.vm) && w.vm[n] <= ft {
		n++
	}
	w.vm = w.vm[n:]
	w.vmBase += n
	if k := len(w.vm); k > in.vm {
		r := 0.0
		for _, v := range w.vm[:k-in.vm] {
			r = math.Max(r, v)
		}
		if r := int64(math.Ceil(r)); r > at {
			at, why = r, rVMCnt
		}
	}
	n = 0
	for n < len(w.ds) && w.ds[n] <= ft {
		n++
	}
	w.ds = w.ds[n:]
	sm := w.smem[:0]
	for _, o := range w.smem {
		if o.done > ft {
			sm = append(sm, o)
		}
	}
	w.smem = sm
	if len(w.ds)+len(w.smem) > 0 {
		type pend struct {
			t float64
			n int
		}
		var ps []pend
		for _, d := range w.ds {
			ps = append(ps, pend{d, 1})
		}
		for _, o := range w.smem {
			ps = append(ps, pend{o.done, o.n})
		}
		sort.Slice(ps, func(i, j int) bool { return ps[i].t > ps[j].t })
		acc := 0
		for _, q := range ps {
			if acc+q.n > in.lgkm {
				if r := int64(math.Ceil(q.t)); r > at {
					at, why = r, rLGKMCnt
				}
				break
			}
			acc += q.n
		}
	}
	return at, why
}

// inflightWait is when bytes more HBM bytes fit in the CU's in-flight limit.
func (c *cuSim) inflightWait(t int64, bytes float64) int64 {
	ft := float64(t)
	for c.inflight.Len() > 0 && c.inflight[0].done <= ft {
		c.inflightBytes -= heap.Pop(&c.inflight).(inflightReq).bytes
	}
	if c.inflightBytes <= 0 || c.inflightBytes+bytes <= c.p.CUInflightBytes {
		return t
	}
	return int64(math.Ceil(c.inflight[0].done))
}

// vmem issues a vector memory instruction: the CU's address and data path,
// then the memory hierarchy (read), with in-order vmcnt retirement. An
// LDS-DMA load retires when its data is written to LDS, which happens on the
// CU's LDS when the data arrives (ldsArrivals).
func (c *cuSim) vmem(w *simWave, in *sinst, d *memDesc, t int64) {
	ft := float64(t)
	if d == nil { // an access the trace could not describe: an L2 round trip
		w.vm = append(w.vm, ft+c.p.L2Latency)
		return
	}
	tacyc := math.Max(math.Ceil(float64(d.lanes)/c.p.VMEMLanesPerClk), float64(d.bytes)/c.p.CUFillBytesPerClk)
	tacyc = math.Max(tacyc, 1)
	start := math.Max(ft, c.taFree)
	c.taFree = start + tacyc
	c.busy.TA += tacyc
	tq := start + tacyc
	switch d.kind {
	case emu.MemAtomic:
		// performed at device scope: a round trip to the memory side
		w.vm = append(w.vm, tq+c.p.nsToClk(c.p.MALLLatencyNs))
		return
	case emu.MemWriteBack:
		// buffer_wbl2 sc1: the L2 writes back the lines this CU dirtied
		// since its last write-back, at its data path's rate, to the memory
		// side (a round trip there acknowledges it)
		done := tq + c.dirty/c.p.CUFillBytesPerClk + c.p.nsToClk(c.p.MALLLatencyNs)
		c.dirty = 0
		w.vm = append(w.vm, done)
		return
	case emu.MemInvalidate:
		// buffer_inv sc1: the CU's L1 and the L2's lines are dropped (the
		// model's L2 is the representative CU's XCD's): later reads miss them
		c.l1 = newLRU(c.l1.cap)
		c.l2 = newLRU(c.l2.cap)
		w.vm = append(w.vm, tq+c.p.L2Latency)
		return
	}
	var done float64
	switch {
	case d.write:
		c.dirty += float64(d.bytes)
		done = tq + c.p.L2Latency
	case d.secSet == 0:
		done = tq + c.p.L2Latency
	default:
		done = c.read(w, d, tq, d.kind == emu.MemLoad)
	}
	if d.kind == emu.MemLDSDMA {
		clocks := float64(d.lds) * defLDSWrite / c.p.LDSWriteBytesPerClk
		heap.Push(&c.ldsPend, ldsWrite{at: done, clocks: clocks, w: w, gen: w.gen, op: w.vmBase + len(w.vm)})
		done += clocks // until the LDS takes it (ldsArrivals sets the real time)
	}
	w.vm = append(w.vm, done)
}

// seqOffset is how far (in sectors) the wave's real sequence moves span i.
func (c *cuSim) seqOffset(w *simWave, i uint16) uint64 {
	if int(i) >= len(c.spans) {
		return 0
	}
	return w.seq * c.spans[i].stride
}

// missBytes is the bytes of d's sectors that are not in the L2 (nor, for a
// load into VGPRs, in the L1): what the CU's misses in flight must take.
func (c *cuSim) missBytes(w *simWave, d *memDesc) float64 {
	off := c.seqOffset(w, d.span)
	n := 0
	for _, s := range w.secs[d.secSet-1] {
		k := s + off
		if d.kind == emu.MemLoad {
			if c.l1.has(k >> 1) {
				continue
			}
			if k&1 == 0 && !c.l2.has(k|1) { // the line's other sector, if not read itself
				n++
			}
		}
		if !c.l2.has(k) {
			n++
		}
	}
	return float64(n) * 64
}

// read serves d's sectors from the memory hierarchy for a request that
// leaves the CU's path at tq and returns when its last sector is back: the
// CU's L1 (loads into VGPRs only; LDS-DMA streams past it), the L2 of the
// CU's XCD, the Infinity Cache, HBM. Every level is a cache over the real
// addresses, cold at the first launch; a sector on its way counts as present
// from when it arrives. HBM requests take the device's loaded round trip.
func (c *cuSim) read(w *simWave, d *memDesc, tq float64, viaL1 bool) float64 {
	secs := w.secs[d.secSet-1]
	off := c.seqOffset(w, d.span)
	l1lat := tq + c.p.L1Latency
	l2lat := tq + c.p.L2Latency
	malllat := tq + c.p.nsToClk(c.p.MALLLatencyNs)
	hbmlat := tq + c.hbmLatency()
	warm := c.warm && int(d.span) < len(c.spans) && c.spans[d.span].warm || d.span == outside
	done := tq
	var hbm, miss float64
	// fetch brings sector k to the CU: from the L2, else the Infinity Cache
	// (or, for a warm buffer, its first touch there), else HBM.
	fetch := func(k uint64) float64 {
		if r, ok := c.l2.get(k); ok {
			return math.Max(r, l2lat)
		}
		miss += 64
		var sd float64
		if r, ok := c.mall.get(k); ok {
			sd = math.Max(r, malllat)
		} else if warm {
			sd = malllat
		} else {
			sd = hbmlat
			hbm += 64
		}
		c.mall.put(k, sd)
		c.l2.put(k, sd)
		return sd
	}
	last := ^uint64(0)
	for _, s := range secs {
		k := s + off
		c.busy.ReadBytes += 64
		if !viaL1 {
			done = math.Max(done, fetch(k))
			continue
		}
		// the L1 holds 128-byte lines (two sectors) and fills whole lines
		if k>>1 == last {
			continue
		}
		last = k >> 1
		if r, ok := c.l1.get(k >> 1); ok {
			done = math.Max(done, math.Max(r, l1lat))
			continue
		}
		sd := math.Max(fetch(k&^1), fetch(k|1))
		c.l1.put(k>>1, sd)
		done = math.Max(done, sd)
	}
	if hbm > 0 {
		c.busy.HBMBytes += hbm
		c.busy.HBMInflight += hbm * (hbmlat - tq)
		c.rounds[c.round].HBMBytes += hbm
		if int(d.span) < len(c.spanDev) && c.active != nil {
			c.spanDev[d.span] += hbm * float64(c.active(c.round))
		}
		if c.firstArr == 0 || hbmlat < c.firstArr {
			c.firstArr = hbmlat
		}
		c.lastArr = math.Max(c.lastArr, hbmlat)
	}
	if miss > 0 {
		heap.Push(&c.inflight, inflightReq{done, miss})
		c.inflightBytes += miss
	}
	return done
}

// scalar is when a scalar load issued at t returns: the scalar cache, else
// the memory hierarchy as a vector load's (without the L1).
func (c *cuSim) scalar(w *simWave, d *memDesc, t float64) float64 {
	hit := t + c.p.SMEMCycles
	if d == nil || d.secSet == 0 {
		return hit
	}
	off := c.seqOffset(w, d.span)
	all := true
	done := hit
	for _, s := range w.secs[d.secSet-1] {
		if r, ok := c.sc.get(s + off); ok {
			done = math.Max(done, r)
		} else {
			all = false
		}
	}
	if all {
		return done
	}
	done = math.Max(hit, c.read(w, d, t, false))
	for _, s := range w.secs[d.secSet-1] {
		c.sc.put(s+off, done)
	}
	return done
}

// ldsArrivals writes the LDS-DMA data that has arrived by t into the LDS:
// each write occupies the LDS from its arrival (or when the LDS is free)
// for its clocks, and its load retires when it is written.
func (c *cuSim) ldsArrivals(t float64) {
	for c.ldsPend.Len() > 0 && c.ldsPend[0].at <= t {
		x := heap.Pop(&c.ldsPend).(ldsWrite)
		start := math.Max(c.ldsFree, x.at)
		c.ldsFree = start + x.clocks
		c.busy.LDS += x.clocks
		if w := x.w; w.gen == x.gen {
			if i := x.op - w.vmBase; i >= 0 && i < len(w.vm) {
				w.vm[i] = c.ldsFree
			}
		}
	}
}

// ds issues an LDS instruction on the CU's LDS, after the LDS-DMA writes
// that reached it earlier (ldsArrivals ran for this clock).
func (c *cuSim) ds(w *simWave, d *memDesc, t int64) {
	ft := float64(t)
	cyc := 1.0
	if d != nil {
		bw := c.p.LDSReadBytesPerClk / defLDSRead
		if d.write {
			bw = c.p.LDSWriteBytesPerClk / defLDSWrite
		}
		cyc = math.Max(1, float64(d.lds)/bw)
	}
	start := math.Max(ft, c.ldsFree)
	c.ldsFree = start + cyc
	c.busy.LDS += cyc
	done := start + cyc + c.p.LDSLatency
	if n := len(w.ds); n > 0 {
		done = math.Max(done, w.ds[n-1])
	}
	w.ds = append(w.ds, done)
}

// arrive records w at its workgroup's barrier at t (when it has issued
// s_barrier); the last live wave to arrive releases all. The wait is charged
// to the s_barrier.
func (c *cuSim) arrive(w *simWave, t int64) {
	g := w.wg
	g.atBar++
	g.barLast = max(g.barLast, t)
	w.since = t
	if g.atBar == g.live {
		c.release(g, t)
	}
}

func (c *cuSim) release(g *simWG, t int64) {
	rel := max(g.barLast, t) + int64(c.p.BarrierCycles)
	for _, w := range g.waves {
		if !w.bar {
			continue
		}
		idx := int(uint32(w.ev[w.pos]))
		wait := float64(rel - w.since)
		st := &c.stats[idx]
		st.Stall += wait
		st.Reason[rBarrier] += wait
		c.busy.Reasons[rBarrier] += wait
		w.bar = false
		w.pos++
		w.next, w.since, w.why = rel, rel, rNone
		if w.pos >= len(w.ev) {
			w.done = true
			g.live--
		}
	}
	g.atBar, g.barLast = 0, 0
	if g.live == 0 {
		c.endWG(g, rel)
	}
}

type inflightReq struct{ done, bytes float64 }
type inflightHeap []inflightReq

func (h inflightHeap) Len() int           { return len(h) }
func (h inflightHeap) Less(i, j int) bool { return h[i].done < h[j].done }
func (h inflightHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *inflightHeap) Push(x any)        { *h = append(*h, x.(inflightReq)) }
func (h *inflightHeap) Pop() any {
	o := *h
	x := o[len(o)-1]
	*h = o[:len(o)-1]
	return x
}

// ldsWrite is LDS-DMA data on its way to the LDS: op is the load's position
// in its wave's vm list (counting from the wave's start).
type ldsWrite struct {
	at, clocks float64
	w          *simWave
	gen        uint32
	op         int
}
type ldsHeap []ldsWrite

func (h ldsHeap) Len() int           { return len(h) }
func (h ldsHeap) Less(i, j int) bool { return h[i].at < h[j].at }
func (h ldsHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *ldsHeap) Push(x any)        { *h = append(*h, x.(ldsWrite)) }
func (h *ldsHeap) Pop() any {
	o := *h
	x := o[len(o)-1]
	*h = o[:len(o)-1]
	return x
}
