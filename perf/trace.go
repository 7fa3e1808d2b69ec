package perf

import (
	"encoding/binary"
	"math/bits"
	"sort"

	"github.com/mlagen/mlagen/emu"
)

// span is one buffer of a traced workload as the cache model sees it. An
// access is keyed by its buffer and its 64-byte sector in it; the sectors of
// a per-sequence buffer move by stride for each sequence, so that the real
// workgroups the model maps onto its one-sequence workload touch their own
// sequence's data (its q, KV rows, indices, partials), not the same lines.
type span struct {
	lo, hi uint64
	base   uint64 // lo rounded down to 128 bytes, in sectors
	stride uint64 // sectors per sequence, even (0: a buffer all sequences share)
	warm   bool   // written by an earlier launch: in the Infinity Cache for later launches
}

// outside is the span index of an address outside every buffer (the
// kernarg segment, which the runtime writes just before the launch).
const outside = 0xffff

// sector keys: the span index in the top 16 bits, then the sector in the
// span (for the per-sequence buffers: of the first sequence).
func secKey(span int, sec uint64) uint64 { return uint64(span)<<48 | sec }

// memDesc is the memory side of one dynamic instruction, reduced to what the
// model needs. Descriptors are interned per traced workgroup.
type memDesc struct {
	kind  emu.MemKind
	write bool
	lanes uint8  // lanes that access memory
	nsec  uint16 // distinct 64-byte sectors (the unit the caches and HBM move)
	bytes uint32 // data moved between the CU's memory path and its SIMDs or LDS
	lds   uint16 // LDS clocks at the default LDS bandwidth, bank conflicts included
	span  uint16 // the buffer of the first active lane (outside: none)
	// secSet: the sectors read (index + 1 into the workgroup's sector sets;
	// 0 for stores), keyed by secKey for the first sequence.
	secSet uint32
}

// wgTrace is one traced workgroup: per wave its dynamic instruction stream,
// each event the program index (low 32 bits) and its memDesc index + 1
// (high 32 bits; 0 when the instruction has no memory side).
type wgTrace struct {
	waves [][]uint64
	descs []memDesc
	index map[memDesc]uint32
	secs  [][]uint64 // sector sets of reads (memDesc.secSet)
	sidx  map[string]uint32
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
			c.wgs[i] = &wgTrace{waves: make([][]uint64, nwaves), index: map[memDesc]uint32{}, sidx: map[string]uint32{}}
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
	if ev.Mem != emu.MemNone {
		d, secs := c.describe(ev, t)
		if len(secs) > 0 {
			t.key = t.key[:0]
			for _, l := range secs {
				t.key = binary.LittleEndian.AppendUint64(t.key, l)
			}
			id, ok := t.sidx[string(t.key)]
			if !ok {
				t.secs = append(t.secs, append([]uint64(nil), secs...))
				id = uint32(len(t.secs))
				t.sidx[string(t.key)] = id
			}
			d.secSet = id
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

// spanOf is the index of the buffer holding addr (outside: none).
func (c *collector) spanOf(addr uint64) int {
	for i, s := range c.spans {
		if addr >= s.lo && addr < s.hi {
			return i
		}
	}
	return outside
}

// sectorOf is addr's sector key in span i.
func (c *collector) sectorOf(i int, addr uint64) uint64 {
	if i == outside {
		return secKey(i, addr>>6)
	}
	return secKey(i, addr>>6-c.spans[i].base)
}

// Default LDS geometry for the clocks stored in memDesc.lds (the simulation
// rescales them by the parameters' bandwidths).
const (
	defLDSBanks = 64
	defLDSRead  = 256
	defLDSWrite = 128
)

// describe reduces ev to a memDesc and, for a read, its sector keys
// (sorted; valid until the next call).
func (c *collector) describe(ev *emu.TraceEvent, t *wgTrace) (memDesc, []uint64) {
	d := memDesc{kind: ev.Mem, write: ev.Write, span: outside}
	var secSet []uint64
	switch ev.Mem {
	case emu.MemLoad, emu.MemStore, emu.MemLDSDMA, emu.MemSMEM:
		d.write = ev.Mem == emu.MemStore
		act := ev.Exec & ev.InRange
		if ev.Mem == emu.MemSMEM {
			act = ev.InRange & 1
		} else {
			d.lanes = uint8(bits.OnesCount64(act))
			d.bytes = uint32(bits.OnesCount64(ev.Exec)) * ev.Size
		}
		var secs [64 * 2]uint64
		ns := 0
		span := -1
		for m := act; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			a := ev.Addr[l]
			if span < 0 {
				span = c.spanOf(a)
				d.span = uint16(span)
			}
			for s := a >> 6; s <= (a+uint64(ev.Size)-1)>>6; s++ {
				ns = addDistinct(secs[:], ns, c.sectorOf(span, s<<6))
			}
		}
		d.nsec = uint16(ns)
		if !d.write && ns > 0 {
			t.buf = append(t.buf[:0], secs[:ns]...)
			sort.Slice(t.buf, func(i, j int) bool { return t.buf[i] < t.buf[j] })
			secSet = t.buf
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
	case emu.MemAtomic:
		// one dword a lane at the device's coherence point (the memory side)
		d.lanes = uint8(bits.OnesCount64(ev.Exec))
		d.bytes = uint32(d.lanes) * 4
	case emu.MemDSXbar:
		d.lanes = uint8(bits.OnesCount64(ev.Exec))
		d.bytes = uint32(d.lanes) * 4
		d.lds = uint16(max(1, (d.bytes+defLDSRead-1)/defLDSRead))
	}
	return d, secSet
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
