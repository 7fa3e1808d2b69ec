package emu

import (
	"fmt"
	"sync"
	"sync/atomic"
)

// Global memory coherence between the workgroups of one launch.
//
// MI355X (gfx950) has 8 XCDs, each with its own L2; every CU has a vector L1.
// Stores write through the L1 into their XCD's L2, where they stay, dirty,
// until written back; loads may hit lines the L1 or the L2 took earlier. So
// one workgroup's stores reach another workgroup only through the memory
// model's release and acquire (LLVM AMDGPUUsage, "Memory Model GFX942", which
// gfx950 follows; CDNA4 ISA 9.1.10, tables 51 and 52):
//
//   - release at agent scope: buffer_wbl2 sc1 (the XCD's L2 writes its dirty
//     lines back to memory; the hardware keeps it behind the wave's earlier
//     stores) and s_waitcnt vmcnt(0) (the write-back, and every earlier
//     store, has completed), then the atomic that publishes;
//   - acquire at agent scope: the atomic, s_waitcnt vmcnt(0) (its value is
//     back), then buffer_inv sc1 (the CU's L1 and the L2's non-coherent lines
//     are dropped), so later loads fetch from memory.
//
// Atomic read-modify-writes bypass the L1 and are device-coherent (SC1 picks
// device or system scope): they are performed on memory itself, under one
// lock (exec_atomic.go). Workgroups are placed on XCDs round robin by linear
// id (XCD = id % 8, as the dispatcher deals them; WithXCDs changes the count).
//
// The emulator keeps each allocation's bytes as the newest store left them
// and, for a location a launch writes, the writer of its last store (its
// workgroup, wave and the store's VMEM index) and the allocation's bytes from
// before the launch. A load by another workgroup sees the newest value only
// if that workgroup acquired the writer's release:
//
//   - the writer released it: a buffer_wbl2 sc1 issued after the store (by the
//     store's wave, or by any wave of its workgroup once the store was
//     issued: they share the CU's queues to the L2) completed (a later
//     s_waitcnt retired it) before the writer's atomic issued; or, for a
//     reader on the same XCD (one L2), the store itself retired (s_waitcnt)
//     before that atomic;
//   - the reader acquired it: its atomic on the same location came later in
//     the location's order (each atomic carries every release published on
//     the location before it, and what its own workgroup had acquired), that
//     atomic retired, and then a buffer_inv sc1 of the reader's workgroup ran.
//
// Otherwise the load gets the value from before the launch: the stalest a
// cache may legally hold, deterministically, whatever order the host runs the
// workgroups in. A location written by two workgroups whose newest store is
// not visible to the reader faults (which older value the reader's caches
// hold is not known). Loads of a location its own workgroup wrote, and
// everything across launches (a kernel's end releases and a kernel's start
// acquires), see the newest value. Scalar loads are checked as vector loads.

// storeRec packs a store's writer: workgroup linear id + 1 (bits 63..32,
// bit 63 set when two workgroups wrote the location), wave (31..24) and the
// store's VMEM index within its wave (23..0, saturating).
type storeRec uint64

const (
	recMulti   = storeRec(1) << 63
	recIdxMask = 1<<24 - 1
)

func makeRec(wg uint64, wave int, idx uint64) storeRec {
	return storeRec((wg+1)<<32 | uint64(wave&0xff)<<24 | min(idx, recIdxMask))
}

func (r storeRec) wg() uint64 { return uint64(r&^recMulti)>>32 - 1 }
func (r storeRec) wave() int  { return int(r >> 24 & 0xff) }
func (r storeRec) idx() uint64 {
	return uint64(r & recIdxMask)
}

// shadowPage is 4 KiB of an allocation a launch stores into: its bytes before
// the launch and, per 4-byte word, the last store's writer.
type shadowPage struct {
	orig [shadowPageBytes]byte
	rec  [shadowPageBytes / 4]storeRec
}

const shadowPageBytes = 4096

// shadow is one allocation's coherence state in a launch, pages made on the
// first store into them.
type shadow struct {
	a     *allocation
	mu    sync.Mutex
	pages []atomic.Pointer[shadowPage]
}

// page returns the page of byte offset off, making it (a copy of its bytes
// before any store) when create is set.
func (s *shadow) page(off uint64, create bool) *shadowPage {
	i := off / shadowPageBytes
	if p := s.pages[i].Load(); p != nil || !create {
		return p
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if p := s.pages[i].Load(); p != nil {
		return p
	}
	p := new(shadowPage)
	copy(p.orig[:], s.a.data[i*shadowPageBytes:])
	s.pages[i].Store(p)
	return p
}

// relKey names a wave of a workgroup: linear id << 8 | wave.
type relKey uint64

// relEntry is how far a wave's stores are published: written back to memory
// (VMEM index wb and below) and retired into its XCD's L2 (l2).
type relEntry struct{ wb, l2 uint64 }

// relSet is a set of published stores, by wave.
type relSet map[relKey]relEntry

func (s relSet) merge(o relSet) {
	for k, e := range o {
		c := s[k]
		s[k] = relEntry{max(c.wb, e.wb), max(c.l2, e.l2)}
	}
}

func (s relSet) clone() relSet {
	c := make(relSet, len(s))
	c.merge(s)
	return c
}

// coherence is a launch's coherence state.
type coherence struct {
	xcds    uint64
	shadows []atomic.Pointer[shadow] // by index in the launch's allocation table
	mu      sync.Mutex               // atomics and syncs
	syncs   map[uint64]relSet        // the releases published through each atomic location
}

func newCoherence(allocs int, xcds int) *coherence {
	return &coherence{xcds: uint64(max(xcds, 1)), shadows: make([]atomic.Pointer[shadow], allocs), syncs: map[uint64]relSet{}}
}

// shadowOf returns allocation i's shadow, making it when create is set.
func (c *coherence) shadowOf(allocs []*allocation, i int, create bool) *shadow {
	if p := c.shadows[i].Load(); p != nil || !create {
		return p
	}
	s := &shadow{a: allocs[i], pages: make([]atomic.Pointer[shadowPage], (len(allocs[i].data)+shadowPageBytes-1)/shadowPageBytes)}
	if c.shadows[i].CompareAndSwap(nil, s) {
		return s
	}
	return c.shadows[i].Load()
}

// Per-workgroup state: its placement, what its waves have written back, the
// write-backs still in flight, what it acquired, and the atomics whose
// acquire a buffer_inv has not completed yet.
type wgCoherence struct {
	lin     uint64 // linear id: x + y*gx + z*gx*gy
	xcd     uint64
	wbDone  []uint64 // per wave: VMEM indices up to this are written back
	pendWB  []pendingWB
	acq     relSet
	pendAcq []pendingAcq
}

type pendingWB struct {
	wave  int
	idx   uint64   // the buffer_wbl2's VMEM index
	cover []uint64 // per wave: the stores it writes back
}

type pendingAcq struct {
	wave int
	idx  uint64 // the atomic's VMEM index
	set  relSet // what the location had published when the atomic ran
}

func (g *workgroup) resetCoherence(l *launch) {
	c := &g.coh
	gx, gy := uint64(l.grid[0]), uint64(l.grid[1])
	c.lin = uint64(g.id[0]) + uint64(g.id[1])*gx + uint64(g.id[2])*gx*gy
	c.xcd = c.lin % l.coh.xcds
	if len(c.wbDone) != len(g.waves) {
		c.wbDone = make([]uint64, len(g.waves))
	}
	clear(c.wbDone)
	c.pendWB = c.pendWB[:0]
	c.acq = nil
	c.pendAcq = c.pendAcq[:0]
}

// retire records s_waitcnt vmcnt(n) (n < 0: every VMEM instruction, at the
// wave's end): w's older VMEM instructions have completed, and with them the
// write-backs among them.
func (w *wave) retire(n int) {
	if n < 0 || uint64(n) >= w.vmIssued {
		if n < 0 {
			w.vmRetired = w.vmIssued
		}
	} else {
		w.vmRetired = max(w.vmRetired, w.vmIssued-uint64(n))
	}
	c := &w.wg.coh
	k := 0
	for _, p := range c.pendWB {
		if p.wave == w.id && p.idx <= w.vmRetired {
			for u, v := range p.cover {
				c.wbDone[u] = max(c.wbDone[u], v)
			}
			continue
		}
		c.pendWB[k] = p
		k++
	}
	c.pendWB = c.pendWB[:k]
}

// writeBack is buffer_wbl2: with SC1 the XCD's L2 writes its dirty lines
// back (CDNA4 ISA table 51; without SC1 it is a NOP): every store the
// workgroup's waves issued before it, once it completes.
func (w *wave) writeBack(sc1 bool) {
	w.vmIssued++
	if !sc1 {
		return
	}
	c := &w.wg.coh
	p := pendingWB{wave: w.id, idx: w.vmIssued, cover: make([]uint64, len(w.wg.waves))}
	for u, o := range w.wg.waves[:w.wg.nwave] {
		p.cover[u] = o.vmIssued
	}
	p.cover[w.id] = w.vmIssued - 1
	c.pendWB = append(c.pendWB, p)
}

// invalidate is buffer_inv: with SC1 the CU's L1 and the L2's non-coherent
// lines are dropped (CDNA4 ISA table 52; SC0 alone invalidates only in
// threadgroup-split mode, which the emulator does not run): the workgroup
// acquires what its retired atomics carried.
func (w *wave) invalidate(sc1 bool) {
	w.vmIssued++
	if !sc1 {
		return
	}
	c := &w.wg.coh
	k := 0
	for _, p := range c.pendAcq {
		if p.wave == w.id && p.idx <= w.vmRetired {
			if c.acq == nil {
				c.acq = relSet{}
			}
			c.acq.merge(p.set)
			continue
		}
		c.pendAcq[k] = p
		k++
	}
	c.pendAcq = c.pendAcq[:k]
}

// published is what an atomic of w publishes: every wave's written-back and
// retired stores of its workgroup, and what the workgroup acquired.
func (w *wave) published() relSet {
	c := &w.wg.coh
	s := relSet{}
	for u, o := range w.wg.waves[:w.wg.nwave] {
		s[relKey(c.lin<<8|uint64(u))] = relEntry{c.wbDone[u], max(c.wbDone[u], o.vmRetired)}
	}
	if c.acq != nil {
		s.merge(c.acq)
	}
	return s
}

// atomicSync records the atomic w issued (VMEM index w.vmIssued) on addr:
// the location carries w's releases from now on, and w may acquire what it
// carried before. Called with l.coh.mu held.
func (w *wave) atomicSync(addr uint64, pub relSet) {
	l := w.l.coh
	s := l.syncs[addr]
	if s == nil {
		s = relSet{}
		l.syncs[addr] = s
	}
	s.merge(pub)
	w.wg.coh.pendAcq = append(w.wg.coh.pendAcq, pendingAcq{wave: w.id, idx: w.vmIssued, set: s.clone()})
}

// wrote records a store of n bytes at addr (inside w.mem.last, the allocation
// access or get just found) before its bytes are written.
func (w *wave) wrote(addr, n uint64) {
	a := w.mem.last
	sh := w.l.coh.shadowOf(w.mem.allocs, w.mem.lastIdx, true)
	rec := makeRec(w.wg.coh.lin, w.id, w.vmIssued)
	off := addr - a.base
	for o := off &^ 3; o < off+n; o += 4 {
		r := &sh.page(o, true).rec[o%shadowPageBytes/4]
		nr := rec
		if old := *r; old != 0 && (old&recMulti != 0 || old.wg() != rec.wg()) {
			nr |= recMulti
		}
		*r = nr
	}
}

// see returns the bytes p (n bytes at addr, inside w.mem.last) as a load of
// w sees them: p itself, or a copy in which the words another workgroup
// stored without w acquiring them hold their value from before the launch.
// It faults (and returns nil) where that value is not known.
func (w *wave) see(x *xinst, lane int, addr uint64, p []byte) []byte {
	sh := w.l.coh.shadowOf(w.mem.allocs, w.mem.lastIdx, false)
	if sh == nil {
		return p
	}
	a := w.mem.last
	off := addr - a.base
	n := uint64(len(p))
	var out []byte
	c := &w.wg.coh
	for o := off &^ 3; o < off+n; o += 4 {
		pg := sh.page(o, false)
		if pg == nil {
			o = (o/shadowPageBytes+1)*shadowPageBytes - 4
			continue
		}
		r := pg.rec[o%shadowPageBytes/4]
		if r == 0 || w.visible(c, r) {
			continue
		}
		if r&recMulti != 0 {
			w.faultAddr(x, lane, a.base+o, "load of a location two workgroups of this launch stored to, the newest store not acquired by this workgroup (workgroup %d wave %d): which value its caches hold is unknown", r.wg(), r.wave())
			return nil
		}
		if out == nil {
			out = w.seeBuf[:n]
			copy(out, p)
		}
		for b := max(o, off); b < min(o+4, off+n); b++ {
			out[b-off] = pg.orig[b%shadowPageBytes]
		}
	}
	if out == nil {
		return p
	}
	return out
}

// visible reports whether the store r is visible to workgroup c's loads.
func (w *wave) visible(c *wgCoherence, r storeRec) bool {
	wg := r.wg()
	if wg == c.lin {
		return true
	}
	e, ok := c.acq[relKey(wg<<8|uint64(r.wave()))]
	if !ok {
		return false
	}
	k := r.idx()
	return k <= e.wb || wg%w.l.coh.xcds == c.xcd && k <= e.l2
}

// WithXCDs sets how many XCDs (L2 caches) the workgroups are dealt to, round
// robin by linear id (default 8, MI355X's): stores reach a workgroup on
// another XCD only when written back (coherence.go).
func WithXCDs(n int) Option {
	return func(e *Emulator) {
		if n < 1 {
			panic(fmt.Sprintf("emu: WithXCDs(%d)", n))
		}
		e.xcds = n
	}
}
