package perf

import (
	"encoding/binary"
	"math/bits"
	"sort"

	"github.com/mlagen/mlagen/emu"
)

// memClass is where a global access is served from.
type memClass uint8

const (
	mL2   memClass = iota // small and hot: an L2 hit
	mHBM                  // streamed once from HBM (the caches are flushed before each call)
	mMALL                 // written by an earlier launch, read from another XCD: an Infinity Cache hit
)

// span is a device address range with its class.
type span struct {
	lo, hi uint64
	class  memClass
}

// memDesc is the memory side of one dynamic instruction, reduced to what the
// model needs. Descriptors are interned per traced workgroup.
type memDesc struct {
	kind  emu.MemKind
	class memClass
	write bool
	lanes uint8  // lanes that access memory
	segs  uint16 // distinct 64-byte segments (HBM transfer granularity)
	lines uint16 // distinct 128-byte lines (L1 requests)
	bytes uint32 // data moved between the CU's memory path and its SIMDs or LDS
	lds   uint16 // LDS clocks at the default LDS bandwidth, bank conflicts included
	// lineSet: for a load into VGPRs, its 128-byte lines (index + 1 into
	// the workgroup's line sets; 0: none), which the CU's L1 may serve.
	lineSet uint32
}

// wgTrace is one traced workgroup: per wave its dynamic instruction stream,
// each event the program index (low 32 bits) and its memDesc index + 1
// (high 32 bits; 0 when the instruction has no memory side).
type wgTrace struct {
	waves [][]uint64
	descs []memDesc
	index map[memDesc]uint32
	lines [][]uint64 // line sets of loads (memDesc.lineSet)
	lidx  map[string]uint32
	buf   []uint64 // scratch (a workgroup's events come from one goroutine)
	key   []byte
}

// collector is the emu.Tracer that builds wgTraces for the selected
// workgroups of a launch (nil entries: run but not recorded).
type collector struct {
	keep   []bool
	wgs    []*wgTrace
	spans  []span
	nwaves int
}

func newCollector(keep []bool, nwaves int, spans []span) *collector {
	c := &collector{keep: keep, wgs: make([]*wgTrace, len(keep)), spans: spans, nwaves: nwaves}
	for i, k := range keep {
		if k {
			c.wgs[i] = &wgTrace{waves: make([][]uint64, nwaves), index: map[memDesc]uint32{}, lidx: map[string]uint32{}}
		}
	}
	return c
}

// Event implements emu.Tracer.
func (c *collector) Event(wg, wave int, ev *emu.TraceEvent) {
	t := c.wgs[wg]
	if t == nil {
		return
	}
	e := uint64(uint32(ev.Index))
	if ev.Mem != emu.MemNone && ev.Mem != emu.MemSMEM {
		d, lines := c.describe(ev, t)
		if len(lines) > 0 {
			t.key = t.key[:0]
			for _, l := range lines {
				t.key = binary.LittleEndian.AppendUint64(t.key, l)
			}
			id, ok := t.lidx[string(t.key)]
			if !ok {
				t.lines = append(t.lines, append([]uint64(nil), lines...))
				id = uint32(len(t.lines))
				t.lidx[string(t.key)] = id
			}
			d.lineSet = id
		}
		id, ok := t.index[d]
		if !ok {
			t.descs = append(t.descs, d)
			id = uint32(len(t.descs))
			t.index[d] = id
		}
		e |= uint64(id) << 32
	}
	t.waves[wave] = append(t.waves[wave], e)
}

func (c *collector) classOf(addr uint64) memClass {
	for _, s := range c.spans {
		if addr >= s.lo && addr < s.hi {
			return s.class
		}
	}
	return mL2
}

// Default LDS geometry for the clocks stored in memDesc.lds (the simulation
// rescales them by the parameters' bandwidths).
const (
	defLDSBanks = 64
	defLDSRead  = 256
	defLDSWrite = 128
)

// describe reduces ev to a memDesc and, for a load into VGPRs, its lines
// (valid until the next call).
func (c *collector) describe(ev *emu.TraceEvent, t *wgTrace) (memDesc, []uint64) {
	d := memDesc{kind: ev.Mem, write: ev.Write}
	var lineSet []uint64
	switch ev.Mem {
	case emu.MemLoad, emu.MemStore, emu.MemLDSDMA:
		d.write = ev.Mem == emu.MemStore
		act := ev.Exec & ev.InRange
		d.lanes = uint8(bits.OnesCount64(act))
		d.bytes = uint32(bits.OnesCount64(ev.Exec)) * ev.Size
		var segs, lines [64 * 2]uint64
		ns, nl := 0, 0
		first := true
		for m := act; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			a := ev.Addr[l]
			if first {
				d.class = c.classOf(a)
				first = false
			}
			for s := a >> 6; s <= (a+uint64(ev.Size)-1)>>6; s++ {
				ns = addDistinct(segs[:], ns, s)
			}
			for s := a >> 7; s <= (a+uint64(ev.Size)-1)>>7; s++ {
				nl = addDistinct(lines[:], nl, s)
			}
		}
		d.segs, d.lines = uint16(ns), uint16(nl)
		if ev.Mem == emu.MemLoad && nl > 0 {
			t.buf = append(t.buf[:0], lines[:nl]...)
			sort.Slice(t.buf, func(i, j int) bool { return t.buf[i] < t.buf[j] })
			lineSet = t.buf
		}
		if ev.Mem == emu.MemLDSDMA {
			// the LDS side: every EXEC lane writes (out-of-range lanes write zeros)
			d.lds = uint16((d.bytes + defLDSWrite - 1) / defLDSWrite)
		}
	case emu.MemDS:
		d.lanes = uint8(bits.OnesCount64(ev.Exec))
		per := ev.Size
		if ev.Two {
			per *= 2
		}
		d.bytes = uint32(d.lanes) * per
		d.lds = uint16(ldsClocks(ev, per))
	case emu.MemDSXbar:
		d.lanes = uint8(bits.OnesCount64(ev.Exec))
		d.bytes = uint32(d.lanes) * 4
		d.lds = uint16(max(1, (d.bytes+defLDSRead-1)/defLDSRead))
	}
	return d, lineSet
}

// addDistinct appends v to set[:n] unless present (sets here hold at most 128 values).
func addDistinct(set []uint64, n int, v uint64) int {
	for i := n - 1; i >= 0; i-- {
		if set[i] == v {
			return n
		}
	}
	if n < len(set) {
		set[n] = v
		n++
	}
	return n
}

// ldsClocks is the LDS time of a DS instruction with bank conflicts: the
// active lanes are taken in order in groups that fill the LDS bandwidth
// (defLDSRead or defLDSWrite bytes per clock); a group takes as many clocks
// as the most distinct dwords any one of the 64 four-byte banks must serve
// (lanes reading the same dword share it).
func ldsClocks(ev *emu.TraceEvent, perLane uint32) int {
	bw := uint32(defLDSRead)
	if ev.Write {
		bw = defLDSWrite
	}
	group := int(max(1, bw/perLane))
	total := 0
	var bank [defLDSBanks][16]uint32 // distinct dwords per bank in this group
	var nb [defLDSBanks]uint8
	flush := func() {
		worst := 0
		for b := range nb {
			worst = max(worst, int(nb[b]))
			nb[b] = 0
		}
		total += max(worst, 1)
	}
	add := func(addr uint32, size uint32) {
		for dw := addr >> 2; dw <= (addr+size-1)>>2; dw++ {
			b := dw % defLDSBanks
			seen := false
			for i := 0; i < int(nb[b]); i++ {
				if bank[b][i] == dw {
					seen = true
					break
				}
			}
			if !seen && nb[b] < 16 {
				bank[b][nb[b]] = dw
				nb[b]++
			}
		}
	}
	in := 0
	for m := ev.Exec; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		add(ev.LDS[l], ev.Size)
		if ev.Two {
			add(ev.LDS2[l], ev.Size)
		}
		in++
		if in == group {
			flush()
			in = 0
		}
	}
	if in > 0 || total == 0 {
		flush()
	}
	return total
}
