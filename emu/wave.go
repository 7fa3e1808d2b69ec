package emu

import (
	"math"
	"math/bits"
)

// Register file layout of a wave.
//
//   - s: one 128-entry scalar file indexed by the 7-bit operand encoding:
//     s0..s101, 102/103 FLAT_SCRATCH, 104/105 XNACK_MASK, 106/107 VCC,
//     108..123 TTMP, 124 M0, 126/127 EXEC (as in inst.go). SCC lives apart.
//   - v: the unified vector file, [n][64]uint32 (structure of arrays: one
//     64-lane row per register). ArchVGPRs are rows 0..accum-1 and AGPR a<i>
//     is row accum+i, with accum from compute_pgm_rsrc3.ACCUM_OFFSET.
const (
	regVCC  = 106
	regM0   = 124
	regEXEC = 126
)

// Special scalar source encodings (inst.go OpndSpecial codes).
const (
	specSharedBase  = 235
	specSharedLimit = 236
	specPrivBase    = 237
	specPrivLimit   = 238
	specPopsExiting = 239
	specVCCZ        = 251
	specEXECZ       = 252
	specSCC         = 253
	specLDSDirect   = 254
)

// Shared (LDS) and private apertures, as returned by src_shared_base and
// src_private_base (the high 32 bits of each 4 GiB aperture). Device
// allocations never reach these addresses.
const (
	sharedApertureHi  = 0x0001_0000
	privateApertureHi = 0x0002_0000
)

// opKind says where a bound operand lives.
type opKind uint8

const (
	okNone  opKind = iota
	okVGPR         // row reg of the unified vector file (AGPRs already offset)
	okSGPR         // entry reg of the scalar file
	okConst        // val (inline constant or literal, expanded to the operand type)
	okSCC          // the SCC bit (0/1)
	okVCCZ         // 1 when VCC == 0
	okEXECZ        // 1 when EXEC == 0
)

// opnd is an operand bound once per decoded instruction.
type opnd struct {
	kind opKind
	n    uint8  // width in dwords
	reg  uint16 // first register
	val  uint64 // okConst value
}

// lanes is one vector register: 64 lanes.
type lanes = [64]uint32

type waveState uint8

const (
	wsRun     waveState = iota
	wsBarrier           // waiting at s_barrier
	wsDone              // s_endpgm
)

// wave is the architectural state of one wavefront.
type wave struct {
	s     [128]uint32
	scc   uint32
	v     []lanes
	pc    int32 // index into the program
	state waveState
	id    int // wave index within its workgroup

	wg       *workgroup
	l        *launch
	mem      memView
	tmp      [8]lanes // broadcast scalar sources, modified copies
	res      [4]lanes // results before the EXEC-masked write
	n        uint64   // wave-instructions executed
	act      uint64   // sum of active lanes over those instructions
	stop     bool     // leave the run loop (barrier, end, fault)
	epoch    uint32   // barriers this wave has passed (race detection)
	vmIssued uint64   // VMEM instructions issued (race detection: vmcnt)
	// vmRetired: VMEM instructions an s_waitcnt vmcnt (or the wave's end)
	// has retired (coherence.go)
	vmRetired uint64
	seeBuf    [64]byte // a load's bytes as the wave sees them (coherence.go)
	err       *Fault
	mf        *mfmaBuf    // MFMA operand scratch, allocated on first use
	tev       *TraceEvent // Trace: this wave's event buffer, allocated on first use
	waitVM    int         // interleaved waits: the vmcnt of the s_waitcnt this wave yielded at, -1 if none
	gprIdx    bool        // MODE.GPR_IDX_EN: VGPR indexing on (exec_gpridx.go)
	// LGKM instructions issued and held-back LDS loads (exec_lgkm.go)
	lgkmIssued     uint64
	dsWaited       uint64 // wave clock: instructions spent in lgkmcnt waits
	dsLast         uint64 // return time of the wave's newest LDS load
	pendDS         []pendingDS
	dsData, dsSave []lanes
}

func (w *wave) exec() uint64 { return uint64(w.s[regEXEC]) | uint64(w.s[regEXEC+1])<<32 }
func (w *wave) setExec(m uint64) {
	w.s[regEXEC] = uint32(m)
	w.s[regEXEC+1] = uint32(m >> 32)
}
func (w *wave) vcc() uint64 { return uint64(w.s[regVCC]) | uint64(w.s[regVCC+1])<<32 }

// s64 reads the scalar register pair at r.
func (w *wave) s64(r uint16) uint64 { return uint64(w.s[r]) | uint64(w.s[r+1])<<32 }
func (w *wave) setS64(r uint16, v uint64) {
	w.s[r] = uint32(v)
	w.s[r+1] = uint32(v >> 32)
}

// sval reads a 32-bit scalar source (SGPR, constant, special).
func (w *wave) sval(o *opnd) uint32 {
	switch o.kind {
	case okSGPR:
		return w.s[o.reg]
	case okConst:
		return uint32(o.val)
	case okSCC:
		return w.scc
	case okVCCZ:
		return b2u(w.vcc() == 0)
	case okEXECZ:
		return b2u(w.exec() == 0)
	}
	return 0
}

// sval64 reads a 64-bit scalar source.
func (w *wave) sval64(o *opnd) uint64 {
	switch o.kind {
	case okSGPR:
		return w.s64(o.reg)
	case okConst:
		return o.val
	}
	return uint64(w.sval(o))
}

// vsrc returns the 64 lanes of a 32-bit vector-instruction source: the VGPR
// row itself, or tmp[slot] filled with a broadcast scalar. The caller must not
// write through the result.
func (w *wave) vsrc(o *opnd, slot int) *lanes {
	if o.kind == okVGPR {
		return &w.v[o.reg]
	}
	t := &w.tmp[slot]
	bcast(t, w.sval(o))
	return t
}

// vsrcHi returns the second dword (row reg+1) of a 64-bit vector source, or
// the broadcast high half of a scalar one, in tmp[slot].
func (w *wave) vsrcHi(o *opnd, slot int) *lanes {
	if o.kind == okVGPR {
		return &w.v[o.reg+1]
	}
	t := &w.tmp[slot]
	bcast(t, uint32(w.sval64(o)>>32))
	return t
}

func bcast(t *lanes, v uint32) {
	for i := range t {
		t[i] = v
	}
}

// vwrite writes res to the VGPR row of d for the lanes set in exec.
func (w *wave) vwrite(d *opnd, reg uint16, res *lanes, exec uint64) {
	dst := &w.v[reg]
	if exec == ^uint64(0) {
		*dst = *res
		return
	}
	for m := exec; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		dst[l] = res[l]
	}
	_ = d
}

// writeV writes res into the destination row for the active lanes.
func (w *wave) writeV(d *opnd, res *lanes) { w.vwrite(d, d.reg, res, w.exec()) }

// writeV2 writes a 64-bit result (lo, hi rows).
func (w *wave) writeV2(d *opnd, lo, hi *lanes) {
	e := w.exec()
	w.vwrite(d, d.reg, lo, e)
	w.vwrite(d, d.reg+1, hi, e)
}

func b2u(b bool) uint32 {
	if b {
		return 1
	}
	return 0
}

func f32(u uint32) float32 { return math.Float32frombits(u) }
func u32(f float32) uint32 { return math.Float32bits(f) }
