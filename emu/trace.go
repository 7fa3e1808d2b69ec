package emu

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/mlagen/mlagen/device"
)

// Tracing: run a chosen subset of a launch's workgroups and report, for each
// wave, the dynamic instruction stream with the lane masks and memory
// addresses a timing model needs (package perf). Tracing changes nothing a
// kernel computes; a launch that is not traced pays one nil check per run of
// a wave (exec_run.go), not per instruction.

// MemKind says what kind of memory access an instruction makes.
type MemKind uint8

const (
	MemNone       MemKind = iota
	MemLoad               // global/flat/buffer load into VGPRs: Addr per lane
	MemStore              // global/flat/buffer store: Addr per lane
	MemLDSDMA             // load from memory into LDS (buffer/global ... lds): Addr source, LDS destination
	MemDS                 // LDS access (ds_read*, ds_write*, atomics): LDS (and LDS2 for the two-address forms)
	MemDSXbar             // ds_bpermute/permute/swizzle: the LDS crossbar, no LDS memory
	MemSMEM               // scalar memory (s_load*, s_buffer_load*, s_store*)
	MemAtomic             // global/flat atomic read-modify-write: Addr per lane (performed at device scope)
	MemWriteBack          // buffer_wbl2 with SC1: the L2 writes its dirty lines back (coherence.go)
	MemInvalidate         // buffer_inv with SC1: the CU's L1 and the L2's non-coherent lines are dropped
)

func (k MemKind) String() string {
	switch k {
	case MemLoad:
		return "load"
	case MemStore:
		return "store"
	case MemLDSDMA:
		return "lds-dma"
	case MemDS:
		return "ds"
	case MemDSXbar:
		return "ds-xbar"
	case MemSMEM:
		return "smem"
	case MemAtomic:
		return "atomic"
	case MemWriteBack:
		return "writeback"
	case MemInvalidate:
		return "invalidate"
	}
	return "none"
}

// TraceEvent is one instruction a traced wave is about to execute. Per-lane
// fields are valid for the lanes set in Exec (and, for Addr, InRange).
type TraceEvent struct {
	Index int    // the instruction's position in Kernel.Program()
	Inst  *Inst  // the decoded instruction (operands give register reads and writes)
	Exec  uint64 // EXEC at issue

	Mem   MemKind
	Write bool   // MemDS: the access writes LDS
	Size  uint32 // bytes per lane and address
	// InRange: lanes whose memory side moves data (a buffer lane failing the
	// num_records check reads zeros without touching memory).
	InRange uint64
	Addr    [64]uint64 // global byte address per lane (MemLoad, MemStore, MemLDSDMA); MemSMEM: a load's address in lane 0 (InRange 1, Size its bytes)
	LDS     [64]uint32 // LDS byte address per lane (MemDS; MemLDSDMA: destination)
	LDS2    [64]uint32 // MemDS two-address forms (read2/write2): the second address
	Two     bool       // LDS2 is valid
}

// Tracer receives the instruction streams of traced waves. Event is called
// before each instruction executes; ev is valid only during the call. wg is
// the workgroup's position in the list given to Trace and wave its wave
// index. Calls for different workgroups may come from different goroutines
// at once; calls for one workgroup come from one goroutine, in order.
type Tracer interface {
	Event(wg, wave int, ev *TraceEvent)
}

// traceState is a traced launch's selection and sink.
type traceState struct {
	wgs   [][3]uint32
	index map[[3]uint32]int
	tr    Tracer
}

// Program returns the decoded instructions of the kernel's module, in
// address order; TraceEvent.Index indexes it.
func (k *Kernel) Program() []Inst { return k.m.prog.insts }

// Entry is the index in Program of the kernel's first instruction.
func (k *Kernel) Entry() int { return int(k.code.entry) }

// Trace runs the workgroups wgs (grid coordinates, distinct, each inside
// grid) of a launch of kern and reports every instruction their waves
// execute to tr. The workgroups run exactly as in Launch: memory they write
// stays written. Other workgroups of the grid do not run.
func (e *Emulator) Trace(kern device.Kernel, grid, block device.Dim3, kernarg []byte, wgs [][3]uint32, tr Tracer) error {
	if tr == nil {
		return fmt.Errorf("emu: Trace: no tracer")
	}
	if len(wgs) == 0 {
		return fmt.Errorf("emu: Trace: no workgroups selected")
	}
	ts := &traceState{wgs: wgs, index: make(map[[3]uint32]int, len(wgs)), tr: tr}
	for i, id := range wgs {
		if id[0] >= grid.X || id[1] >= grid.Y || id[2] >= grid.Z {
			return fmt.Errorf("emu: Trace: workgroup %v outside the grid %v", id, grid)
		}
		if _, dup := ts.index[id]; dup {
			return fmt.Errorf("emu: Trace: workgroup %v selected twice", id)
		}
		ts.index[id] = i
	}
	return e.launch(kern, grid, block, kernarg, ts)
}

// runTraced is wave.run with a trace event before each instruction.
func (w *wave) runTraced() {
	ts := w.l.trace
	sel := ts.index[w.wg.id]
	if w.tev == nil {
		w.tev = new(TraceEvent)
	}
	ev := w.tev
	code := w.l.k.code
	limit := w.l.limit
	w.stop = false
	for !w.stop {
		x := &code[w.pc]
		if len(w.pendDS) > 0 {
			w.dsLand() // interleaved waits: LDS loads landing (exec_lgkm.go)
		}
		w.traceFill(ev, x, int(w.pc))
		ts.tr.Event(sel, w.id, ev)
		w.pc++
		w.act += uint64(bits.OnesCount64(w.exec()))
		x.fn(w, x)
		w.n++
		if limit != 0 && w.n > limit {
			w.faultf(x, -1, "wave executed more than %d instructions (infinite loop?)", limit)
		}
	}
}

// traceFill describes x, about to execute, in ev: registers are read before
// the instruction writes any, so addresses are those it will use.
func (w *wave) traceFill(ev *TraceEvent, x *xinst, index int) {
	in := x.in
	ev.Index, ev.Inst, ev.Exec = index, in, w.exec()
	ev.Mem, ev.Write, ev.Size, ev.InRange, ev.Two = MemNone, false, 0, 0, false
	if x.fn == nil || in == nil {
		return
	}
	exec := ev.Exec
	switch in.Format {
	case FmtSMEM:
		ev.Mem = MemSMEM
		w.traceSMEM(ev, x)
	case FmtFLAT, FmtGLOBAL:
		if strings.Contains(in.Name, "_atomic_") && !strings.HasSuffix(in.Name, "_x2") && x.src[0].kind == okVGPR {
			ev.Mem, ev.Size, ev.InRange = MemAtomic, 4, exec
			w.traceFlat(ev, x, exec)
			return
		}
		ev.Size = memSize(in.Name)
		if ev.Size == 0 || x.src[0].kind != okVGPR {
			return
		}
		switch {
		case strings.HasPrefix(in.Name, "global_load_lds_"):
			ev.Mem = MemLDSDMA
			base := w.s[regM0]&0x3ffff + uint32(x.imm)
			for m := exec; m != 0; m &= m - 1 {
				l := bits.TrailingZeros64(m)
				ev.Addr[l] = w.flatAddr(x, l)
				ev.LDS[l] = base + uint32(l)*ev.Size
			}
		case strings.Contains(in.Name, "_store_"):
			ev.Mem = MemStore
			w.traceFlat(ev, x, exec)
		case strings.Contains(in.Name, "_load_"):
			ev.Mem = MemLoad
			w.traceFlat(ev, x, exec)
		default:
			return
		}
		ev.InRange = exec
	case FmtMUBUF:
		switch {
		case in.Name == "buffer_wbl2" && in.SC1:
			ev.Mem = MemWriteBack
			return
		case in.Name == "buffer_inv" && in.SC1:
			ev.Mem = MemInvalidate
			return
		}
		ev.Size = memSize(in.Name)
		if ev.Size == 0 || x.src[1].kind != okSGPR {
			return
		}
		switch {
		case in.LDS:
			ev.Mem = MemLDSDMA
		case strings.HasPrefix(in.Name, "buffer_store_"):
			ev.Mem = MemStore
		case strings.HasPrefix(in.Name, "buffer_load_"):
			ev.Mem = MemLoad
		default:
			return
		}
		v := w.vsharp(x.src[1].reg)
		elem, n := ev.Size, uint32(1)
		if ev.Size > 4 {
			elem, n = 4, ev.Size/4
		}
		lstride := uint32(4)
		if ev.Size > 4 {
			lstride = 16
		}
		base := w.s[regM0] & 0x3ffff
		for m := exec; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			addr, ok, _ := w.bufLane(x, &v, l, elem, n)
			if ok > 0 {
				ev.InRange |= 1 << l
			}
			if elem >= 4 {
				addr &^= 3
			}
			ev.Addr[l] = addr
			ev.LDS[l] = base + uint32(l)*lstride
		}
	case FmtDS:
		w.traceDS(ev, x, exec)
	}
}

// traceSMEM fills a scalar load's address (lane 0 of Addr and InRange) and
// size, as the load computes them.
func (w *wave) traceSMEM(ev *TraceEvent, x *xinst) {
	if x.n == 0 || x.src[0].kind != okSGPR || !strings.HasPrefix(x.in.Name, "s_load") && !strings.HasPrefix(x.in.Name, "s_buffer_load") {
		return
	}
	off := uint64(x.imm)
	if x.src[1].kind != okNone {
		off += uint64(w.sval(&x.src[1]))
	}
	r := x.src[0].reg
	var addr uint64
	if strings.HasPrefix(x.in.Name, "s_buffer_load") {
		addr = (uint64(w.s[r])|uint64(w.s[r+1]&0xffff)<<32)&^3 + off&(0xffffffff&^3)
	} else {
		addr = (w.s64(r) + off) &^ 3
	}
	ev.Addr[0], ev.Size, ev.InRange = addr, 4*uint32(x.n), 1
}

func (w *wave) traceFlat(ev *TraceEvent, x *xinst, exec uint64) {
	for m := exec; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		ev.Addr[l] = w.flatAddr(x, l)
	}
}

// traceDS fills the LDS addresses of a DS instruction: addr + offset for the
// one-address forms, addr + offset0/1 x element (x64 for *st64) for read2/write2.
func (w *wave) traceDS(ev *TraceEvent, x *xinst, exec uint64) {
	in := x.in
	name := in.Name
	switch name {
	case "ds_bpermute_b32", "ds_permute_b32", "ds_swizzle_b32":
		ev.Mem, ev.Size = MemDSXbar, 4
		return
	case "ds_nop":
		return
	}
	if x.src[0].kind != okVGPR {
		return
	}
	a := &w.v[x.src[0].reg]
	if strings.HasPrefix(name, "ds_read2") || strings.HasPrefix(name, "ds_write2") {
		esize := uint32(4)
		if strings.HasSuffix(name, "_b64") {
			esize = 8
		}
		stride := uint32(1)
		if strings.Contains(name, "st64") {
			stride = 64
		}
		o0, o1 := uint32(in.Offset0)*esize*stride, uint32(in.Offset1)*esize*stride
		ev.Mem, ev.Size, ev.Two, ev.Write = MemDS, esize, true, strings.HasPrefix(name, "ds_write2")
		for m := exec; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			ev.LDS[l], ev.LDS2[l] = a[l]+o0, a[l]+o1
		}
		return
	}
	size := dsSize(name)
	if size == 0 {
		return
	}
	ev.Mem, ev.Size = MemDS, size
	ev.Write = !strings.HasPrefix(name, "ds_read")
	off := uint32(uint16(in.Offset))
	for m := exec; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		ev.LDS[l] = a[l] + off
	}
}

// memSize is the bytes per lane of a flat/global/buffer access by its
// mnemonic's data suffix (0 if unknown).
func memSize(name string) uint32 {
	i := strings.LastIndexByte(name, '_')
	if i < 0 {
		return 0
	}
	suffix := name[i+1:]
	switch {
	case strings.HasSuffix(name, "_d16_hi") || strings.HasSuffix(name, "_d16"):
		suffix = strings.TrimSuffix(strings.TrimSuffix(name, "_hi"), "_d16")
		suffix = suffix[strings.LastIndexByte(suffix, '_')+1:]
	}
	switch suffix {
	case "ubyte", "sbyte", "byte":
		return 1
	case "ushort", "sshort", "short":
		return 2
	case "dword":
		return 4
	case "dwordx2":
		return 8
	case "dwordx3":
		return 12
	case "dwordx4":
		return 16
	}
	return 0
}

// dsSize is the bytes per lane of a one-address DS instruction.
func dsSize(name string) uint32 {
	switch {
	case strings.Contains(name, "b128"):
		return 16
	case strings.Contains(name, "b96"):
		return 12
	case strings.Contains(name, "b64"), strings.Contains(name, "_u64"), strings.Contains(name, "_i64"), strings.Contains(name, "_f64"):
		return 8
	case strings.Contains(name, "8"):
		return 1
	case strings.Contains(name, "16"):
		return 2
	}
	return 4
}
