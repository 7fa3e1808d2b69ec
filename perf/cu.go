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
	queue  []*wgTrace
	share  []float64 // HBM bytes per clock for this CU while workgroup ordinal k is the oldest running
	slots  int
	nwaves int

	simd  [][]*simWave
	valuF []int64 // per SIMD: VALU free at
	mfmaF []int64 // per SIMD: matrix pipe free at

	l1     map[uint64]float64 // line -> when its data is there (loads into VGPRs only)
	l1fifo []uint64           // lines in insertion order, for eviction
	l1head int

	taFree, ldsFree float64
	hbmFree, l2Free float64
	inflight        inflightHeap
	inflightBytes   float64
	ldsPend         ldsHeap

	running []*simWG
	nextWG  int
	pending []pendingWG
	done    int
	end     int64

	stats []InstStats // per program index
	busy  busyStats
	pool  []*simWave
}

type busyStats struct {
	HBM, LDS, TA    float64   // clocks the CU's HBM share, LDS and vector memory path were busy
	MFMA, VALU      []float64 // per SIMD
	Reasons         [numReasons]float64
	WaveClocks      float64 // sum over waves of their lifetime
	IssueClocks     float64
	HBMBytes, Insts float64
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
	lines [][]uint64
	simd  int
	id    int
	wg    *simWG
	next  int64
	since int64
	why   reason
	done  bool
	bar   bool
	start int64

	vm   []float64 // retire times of outstanding VMEM ops (non-decreasing)
	ds   []float64 // retire times of outstanding LDS ops (non-decreasing)
	smem []smemOp

	rNorm, rSrcC, rChain [numRegs]int64
	tag                  [numRegs]int32
}

type smemOp struct {
	done float64
	n    int
}

func newCUSim(p *Params, st []sinst, queue []*wgTrace, share []float64, slots, nwaves int) *cuSim {
	ns := int(p.SIMDs)
	c := &cuSim{p: p, st: st, queue: queue, share: share, slots: max(1, slots), nwaves: nwaves,
		simd: make([][]*simWave, ns), valuF: make([]int64, ns), mfmaF: make([]int64, ns),
		stats: make([]InstStats, len(st))}
	c.l1 = map[uint64]float64{}
	c.busy.MFMA = make([]float64, ns)
	c.busy.VALU = make([]float64, ns)
	return c
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
	tr := c.queue[ord]
	g := &simWG{ord: ord}
	c.running = append(c.running, g)
	for i := 0; i < c.nwaves && i < len(tr.waves); i++ {
		w := c.newWave()
		w.ev, w.descs, w.lines, w.id, w.wg, w.simd = tr.waves[i], tr.descs, tr.lines, i, g, i%len(c.simd)
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
		*w = simWave{vm: w.vm[:0], ds: w.ds[:0], smem: w.smem[:0]}
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
	if c.nextWG < len(c.queue) {
		c.pending = append(c.pending, pendingWG{at: t + int64(c.p.WGLaunchCycles), ord: c.nextWG})
		sort.Slice(c.pending, func(i, j int) bool { return c.pending[i].at < c.pending[j].at })
	}
}

// hbmShare is the CU's HBM bandwidth (bytes per clock) now.
func (c *cuSim) hbmShare() float64 {
	k := c.nextWG - 1
	if len(c.running) > 0 {
		k = c.running[0].ord
	}
	k = max(0, min(k, len(c.share)-1))
	return c.share[k]
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
	if in.cls == cVMEM && d != nil && d.class == mHBM && !d.write {
		if at := c.inflightWait(t, float64(d.segs)*64); at > t {
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
		w.smem = append(w.smem, smemOp{done: float64(t) + c.p.SMEMCycles, n: in.lgkmN})
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
	// drop what has retired
	n := 0
	for n < len(w.vm) && w.vm[n] <= ft {
		n++
	}
	w.vm = w.vm[n:]
	if k := len(w.vm); k > in.vm {
		if r := int64(math.Ceil(w.vm[k-1-in.vm])); r > at {
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
// then the memory the address belongs to, with in-order vmcnt retirement.
func (c *cuSim) vmem(w *simWave, in *sinst, d *memDesc, t int64) {
	ft := float64(t)
	retire := ft
	if n := len(w.vm); n > 0 {
		retire = w.vm[n-1]
	}
	if d == nil { // an access the trace could not describe: an L2 round trip
		w.vm = append(w.vm, max(retire, ft+c.p.nsToClk(c.p.L2LatencyNs)))
		return
	}
	tacyc := math.Max(math.Ceil(float64(d.lanes)/c.p.VMEMLanesPerClk), float64(d.bytes)/c.p.CUFillBytesPerClk)
	tacyc = math.Max(tacyc, 1)
	start := math.Max(ft, c.taFree)
	c.taFree = start + tacyc
	c.busy.TA += tacyc
	tq := start + tacyc
	var done float64
	bytes := float64(d.segs) * 64
	// L1: the lines of a contiguous load that are present (or on their way)
	// cost an L1 hit; only the others go further.
	hit := -1.0
	var lines []uint64
	if d.lineSet != 0 {
		lines = w.lines[d.lineSet-1]
	}
	if len(lines) > 0 {
		miss := 0
		for _, l := range lines {
			if r, ok := c.l1[l]; ok {
				hit = math.Max(hit, math.Max(r, tq+c.p.L1Latency))
			} else {
				miss++
			}
		}
		if miss == 0 {
			w.vm = append(w.vm, math.Max(retire, hit))
			return
		}
		bytes *= float64(miss) / float64(len(lines))
	}
	switch {
	case d.write:
		done = tq + c.p.nsToClk(c.p.L2LatencyNs)
	case d.class == mHBM:
		s := math.Max(tq, c.hbmFree)
		dur := bytes / c.hbmShare()
		c.hbmFree = s + dur
		c.busy.HBM += dur
		c.busy.HBMBytes += bytes
		done = s + dur + c.p.nsToClk(c.p.HBMLatencyNs)
		heap.Push(&c.inflight, inflightReq{done, bytes})
		c.inflightBytes += bytes
	case d.class == mMALL:
		done = tq + c.p.nsToClk(c.p.MALLLatencyNs)
	default:
		s := math.Max(tq, c.l2Free)
		dur := bytes / c.p.L2BytesPerClkCU
		c.l2Free = s + dur
		done = s + dur + c.p.nsToClk(c.p.L2LatencyNs)
	}
	if len(lines) > 0 {
		for _, l := range lines {
			if _, ok := c.l1[l]; !ok {
				c.l1Insert(l, done)
			}
		}
		done = math.Max(done, hit)
	}
	if d.kind == emu.MemLDSDMA {
		heap.Push(&c.ldsPend, ldsWrite{at: done, clocks: float64(d.lds) * defLDSWrite / c.p.LDSWriteBytesPerClk})
	}
	w.vm = append(w.vm, math.Max(retire, done))
}

// l1Insert records line l in the L1 (data there at t), evicting the oldest
// line when full.
func (c *cuSim) l1Insert(l uint64, t float64) {
	capLines := max(1, int(c.p.L1Bytes/128))
	if len(c.l1fifo) < capLines {
		c.l1fifo = append(c.l1fifo, l)
	} else {
		delete(c.l1, c.l1fifo[c.l1head])
		c.l1fifo[c.l1head] = l
		c.l1head = (c.l1head + 1) % capLines
	}
	c.l1[l] = t
}

// ds issues an LDS instruction on the CU's LDS, after the LDS-DMA writes
// that reached it earlier.
func (c *cuSim) ds(w *simWave, d *memDesc, t int64) {
	ft := float64(t)
	for c.ldsPend.Len() > 0 && c.ldsPend[0].at <= ft {
		x := heap.Pop(&c.ldsPend).(ldsWrite)
		c.ldsFree = math.Max(c.ldsFree, x.at) + x.clocks
		c.busy.LDS += x.clocks
	}
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

type ldsWrite struct{ at, clocks float64 }
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
