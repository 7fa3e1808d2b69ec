package emu

import (
	"fmt"
	"math/bits"
	"runtime"
	"sync"
	"sync/atomic"
)

// Fault is an error raised by a kernel: an unimplemented instruction, an
// access outside every allocation or outside LDS, an invalid branch, ...
type Fault struct {
	Kernel    string
	PC        uint64 // address of the faulting instruction
	Inst      string // its mnemonic (or disassembly when available)
	Workgroup [3]uint32
	Wave      int    // wave index within the workgroup
	Lane      int    // -1 when the fault is not lane-specific
	Addr      uint64 // faulting memory address (HasAddr)
	HasAddr   bool
	Msg       string
}

func (f *Fault) Error() string {
	s := fmt.Sprintf("emu: kernel %s: %s (pc %#x: %s; workgroup (%d,%d,%d) wave %d",
		f.Kernel, f.Msg, f.PC, f.Inst, f.Workgroup[0], f.Workgroup[1], f.Workgroup[2], f.Wave)
	if f.Lane >= 0 {
		s += fmt.Sprintf(" lane %d", f.Lane)
	}
	if f.HasAddr {
		s += fmt.Sprintf(" address %#x", f.Addr)
	}
	return s + ")"
}

func instText(in *Inst) string {
	if in == nil {
		return "?"
	}
	if s := disasm(in); s != "" {
		return s
	}
	return in.Name
}

// faultf stops the wave with a fault at instruction x.
func (w *wave) faultf(x *xinst, lane int, format string, args ...any) {
	w.fault(x, lane, 0, false, fmt.Sprintf(format, args...))
}

// faultAddr stops the wave with a memory fault.
func (w *wave) faultAddr(x *xinst, lane int, addr uint64, format string, args ...any) {
	w.fault(x, lane, addr, true, fmt.Sprintf(format, args...))
}

func (w *wave) fault(x *xinst, lane int, addr uint64, has bool, msg string) {
	if w.err != nil {
		return
	}
	f := &Fault{Kernel: w.l.k.name, Wave: w.id, Lane: lane, Addr: addr, HasAddr: has, Msg: msg}
	if x != nil && x.in != nil {
		f.PC = x.in.Addr
		f.Inst = instText(x.in)
	}
	f.Workgroup = w.wg.id
	w.err = f
	w.stop = true
}

// workgroup is the state shared by the waves of one workgroup.
type workgroup struct {
	race  raceState
	cur   *wave // the wave running (for a panic's report), nil outside waves
	id    [3]uint32
	lds   []byte
	waves []*wave
	nwave int

	coh wgCoherence // global memory coherence (coherence.go)

	// WithInterleavedWaits (exec_interleave.go): held-back LDS-DMA writes,
	// and whether a wave yielded at an s_waitcnt in the last pass
	pend     []pendingDMA
	pendData []byte
	yielded  bool
}

// launch is one kernel launch in flight.
type launch struct {
	e       *Emulator
	k       *kernelCode
	grid    [3]uint32
	block   [3]uint32
	kernarg uint64
	disp    uint64 // dispatch packet address (0 if not provided)
	allocs  []*allocation
	total   uint64 // workgroups
	next    atomic.Uint64
	stopped atomic.Bool
	mu      sync.Mutex
	err     error
	stats   Stats
	limit   uint64      // per-wave instruction limit (0: none)
	trace   *traceState // Trace: the selected workgroups and the tracer (nil: all, untraced)

	budget   uint64        // per-launch instruction limit (0: none)
	executed atomic.Uint64 // instructions of the workgroups finished so far

	coh *coherence // global memory coherence between its workgroups (coherence.go)
}

func (l *launch) setErr(err error) {
	l.mu.Lock()
	if l.err == nil {
		l.err = err
	}
	l.mu.Unlock()
	l.stopped.Store(true)
}

// run executes all workgroups on up to workers goroutines.
func (l *launch) run(workers int) error {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	if uint64(workers) > l.total {
		workers = int(l.total)
	}
	var wg sync.WaitGroup
	for i := 0; i < workers; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			l.worker()
		}()
	}
	wg.Wait()
	return l.err
}

func (l *launch) worker() {
	g := l.newWorkgroup()
	var st Stats
	defer func() {
		l.mu.Lock()
		l.stats.add(st)
		l.mu.Unlock()
	}()
	defer l.recoverWorker(g)
	gx, gy := uint64(l.grid[0]), uint64(l.grid[1])
	for !l.stopped.Load() {
		i := l.next.Add(1) - 1
		if i >= l.total {
			return
		}
		g.id = [3]uint32{uint32(i % gx), uint32(i / gx % gy), uint32(i / (gx * gy))}
		if l.trace != nil {
			g.id = l.trace.wgs[i]
		}
		before := st.WaveInstructions
		if err := l.runWorkgroup(g, &st); err != nil {
			l.setErr(err)
			return
		}
		if err := l.charge(st.WaveInstructions - before); err != nil {
			l.setErr(err)
			return
		}
	}
}

func (l *launch) newWorkgroup() *workgroup {
	k := l.k
	threads := int(l.block[0] * l.block[1] * l.block[2])
	nw := (threads + 63) / 64
	g := &workgroup{lds: make([]byte, k.lds), nwave: nw}
	g.race.on = l.e.raceCheck
	for i := 0; i < nw; i++ {
		w := &wave{id: i, wg: g, l: l, v: make([]lanes, k.vgprs)}
		w.mem.allocs = l.allocs
		g.waves = append(g.waves, w)
	}
	return g
}

// runWorkgroup runs one workgroup to completion: each wave runs until it
// reaches s_barrier or s_endpgm; when every live wave waits at the barrier,
// all are released. (A wave that has ended no longer takes part in barriers.)
func (l *launch) runWorkgroup(g *workgroup, st *Stats) error {
	g.cur = nil
	l.initWorkgroup(g)
	for {
		for _, w := range g.waves {
			if w.state != wsRun {
				continue
			}
			if w.waitVM >= 0 {
				w.finishWait() // interleaved waits (exec_interleave.go)
			}
			g.cur = w
			w.run()
			if w.err != nil {
				st.collect(g)
				return w.err
			}
		}
		waiting, done := 0, 0
		for _, w := range g.waves {
			switch w.state {
			case wsBarrier:
				waiting++
			case wsDone:
				done++
			}
		}
		if done == len(g.waves) {
			st.collect(g)
			st.Workgroups++
			return nil
		}
		if waiting+done != len(g.waves) {
			if g.yielded { // a wave yielded at an s_waitcnt (exec_interleave.go)
				g.yielded = false
				continue
			}
			// cannot happen with the run-to-block scheduler; a guard against bugs
			return fmt.Errorf("emu: kernel %s: workgroup (%d,%d,%d) deadlocked", l.k.name, g.id[0], g.id[1], g.id[2])
		}
		ep := uint32(0)
		for _, w := range g.waves {
			if w.state == wsBarrier {
				w.state = wsRun
				w.epoch++
				ep = w.epoch
			}
		}
		if len(g.pend) > 0 {
			g.landAtBarrier(ep) // interleaved waits (exec_interleave.go)
		}
		if g.race.on {
			g.race.barrierReleased(ep)
		}
	}
}

// run executes instructions until the wave blocks, ends or faults.
func (w *wave) run() {
	if w.l.trace != nil {
		w.runTraced()
		return
	}
	code := w.l.k.code
	limit := w.l.limit
	w.stop = false
	for !w.stop {
		x := &code[w.pc]
		w.pc++
		w.act += uint64(bits.OnesCount64(w.exec()))
		if len(w.pendDS) > 0 {
			w.dsLand() // interleaved waits: LDS loads landing (exec_lgkm.go)
		}
		x.fn(w, x)
		w.n++
		if limit != 0 && w.n > limit {
			w.faultf(x, -1, "wave executed more than %d instructions (infinite loop?)", limit)
		}
	}
}

// Stats counts executed work.
//
// WaveInstructions counts instructions executed by waves (scalar and vector
// alike). LaneInstructions = 64 x WaveInstructions, the lane-instruction
// count of a wave64 machine that executes every lane of every instruction.
// ActiveLanes sums popcount(EXEC) at issue over those instructions (MFMA runs
// all 64 lanes whatever EXEC says; it is still counted by EXEC here).
type Stats struct {
	Launches         uint64
	Workgroups       uint64
	Waves            uint64
	WaveInstructions uint64
	LaneInstructions uint64
	ActiveLanes      uint64
}

func (s *Stats) add(o Stats) {
	s.Launches += o.Launches
	s.Workgroups += o.Workgroups
	s.Waves += o.Waves
	s.WaveInstructions += o.WaveInstructions
	s.LaneInstructions += o.LaneInstructions
	s.ActiveLanes += o.ActiveLanes
}

func (s *Stats) collect(g *workgroup) {
	for _, w := range g.waves[:g.nwave] {
		s.WaveInstructions += w.n
		s.LaneInstructions += 64 * w.n
		s.ActiveLanes += w.act
		s.Waves++
		w.n, w.act = 0, 0
	}
}

// initWorkgroup sets the initial state of every wave of g (AMDGPU "initial
// kernel execution state"): user SGPRs in kernel_code_properties order, then
// the enabled workgroup ids, workgroup info and the private segment wave
// offset; v0 = packed work-item ids; EXEC = the wave's present lanes. All
// other registers and LDS hold the poison pattern.
func (l *launch) initWorkgroup(g *workgroup) {
	k := l.k
	fill := l.e.fill
	if len(g.lds) > 0 {
		fillBytes(g.lds, fill)
	}
	if g.race.on {
		g.race.reset(len(g.waves), len(g.lds))
	}
	g.pend, g.pendData, g.yielded = g.pend[:0], g.pendData[:0], false
	g.resetCoherence(l)
	poison := uint32(fill) * 0x01010101
	threads := int(l.block[0] * l.block[1] * l.block[2])
	for wi, w := range g.waves {
		w.state = wsRun
		w.err = nil
		w.epoch, w.vmIssued, w.vmRetired, w.waitVM = 0, 0, 0, -1
		w.pc = k.entry
		w.scc = 0
		for i := range w.s {
			w.s[i] = poison
		}
		for r := range w.v {
			bcast(&w.v[r], poison)
		}
		w.mem.last = nil
		// user SGPRs
		s := 0
		put := func(v uint32) {
			w.s[s] = v
			s++
		}
		d := &k.meta.Descriptor
		if d.HasPrivateSegmentBuffer() {
			for i := 0; i < 4; i++ {
				put(0) // null buffer resource: no scratch (checked at launch)
			}
		}
		if d.HasDispatchPtr() {
			put(uint32(l.disp))
			put(uint32(l.disp >> 32))
		}
		if d.HasQueuePtr() {
			put(0)
			put(0)
		}
		if d.HasKernargSegmentPtr() {
			put(uint32(l.kernarg))
			put(uint32(l.kernarg >> 32))
		}
		if d.HasDispatchID() {
			put(0)
			put(0)
		}
		if d.HasFlatScratchInit() {
			put(0)
			put(0)
		}
		if d.HasPrivateSegmentSize() {
			put(0)
		}
		// kernarg preload fills the following user SGPRs with kernarg dwords
		if n := d.KernargPreloadLength(); n > 0 {
			off := uint64(d.KernargPreloadOffset()) * 4
			b := w.mem.get(l.kernarg+off, uint64(n)*4)
			for i := 0; i < n && b != nil; i++ {
				put(uint32(b[4*i]) | uint32(b[4*i+1])<<8 | uint32(b[4*i+2])<<16 | uint32(b[4*i+3])<<24)
			}
		}
		s = k.userSGPRs
		for dim := 0; dim < 3; dim++ {
			if k.wgID[dim] {
				put(g.id[dim])
			}
		}
		if k.wgInfo {
			first := uint32(0)
			if wi == 0 {
				first = 1
			}
			put(first<<31 | uint32(g.nwave))
		}
		if k.privSeg {
			put(0)
		}
		// work-item ids
		bx, by := int(l.block[0]), int(l.block[1])
		v0 := &w.v[0]
		var exec uint64
		for lane := 0; lane < 64; lane++ {
			t := wi*64 + lane
			if t >= threads {
				continue
			}
			exec |= 1 << lane
			x, y, z := t%bx, t/bx%by, t/(bx*by)
			v0[lane] = uint32(x) | uint32(y)<<10 | uint32(z)<<20
		}
		w.setExec(exec)
	}
}
