package emu

import (
	"math/bits"
)

// Vector memory: FLAT/GLOBAL loads and stores, MUBUF (buffer) loads and
// stores with the V# range check, and loads to LDS (LDS DMA: MUBUF ... lds
// and global_load_lds_*).
//
// Every access completes when its instruction executes (so s_waitcnt has
// nothing to wait for). An access that does not lie inside one device
// allocation faults with the lane and address; so does a flat access to the
// private aperture. Flat accesses to the shared aperture go to LDS.

// memKind describes the data of a load or store.
type memKind struct {
	size   uint8 // bytes per lane
	sext   bool  // sign-extend sub-dword loads
	d16    bool  // 16-bit destination half: load preserves the other half
	hi     bool  // the high half (d16_hi loads, *_d16_hi stores)
	dwords uint8 // registers written/read
}

var loadKinds = map[string]memKind{
	"ubyte": {size: 1, dwords: 1}, "sbyte": {size: 1, sext: true, dwords: 1},
	"ushort": {size: 2, dwords: 1}, "sshort": {size: 2, sext: true, dwords: 1},
	"dword": {size: 4, dwords: 1}, "dwordx2": {size: 8, dwords: 2},
	"dwordx3": {size: 12, dwords: 3}, "dwordx4": {size: 16, dwords: 4},
	"short_d16": {size: 2, d16: true, dwords: 1}, "short_d16_hi": {size: 2, d16: true, hi: true, dwords: 1},
	"ubyte_d16": {size: 1, d16: true, dwords: 1}, "ubyte_d16_hi": {size: 1, d16: true, hi: true, dwords: 1},
	"sbyte_d16": {size: 1, sext: true, d16: true, dwords: 1}, "sbyte_d16_hi": {size: 1, sext: true, d16: true, hi: true, dwords: 1},
}

var storeKinds = map[string]memKind{
	"byte": {size: 1, dwords: 1}, "byte_d16_hi": {size: 1, hi: true, dwords: 1},
	"short": {size: 2, dwords: 1}, "short_d16_hi": {size: 2, hi: true, dwords: 1},
	"dword": {size: 4, dwords: 1}, "dwordx2": {size: 8, dwords: 2},
	"dwordx3": {size: 12, dwords: 3}, "dwordx4": {size: 16, dwords: 4},
}

// loadLane writes the bytes p of a load into lane l of the destination rows.
func loadLane(w *wave, d uint16, l int, p []byte, k memKind) {
	switch {
	case k.size >= 4:
		for i := 0; i < int(k.dwords); i++ {
			w.v[d+uint16(i)][l] = le32(p[4*i:])
		}
	case k.d16:
		var v uint32
		if k.size == 2 {
			v = uint32(p[0]) | uint32(p[1])<<8
			if k.sext {
				v = uint32(int32(int16(v))) & 0xffff
			}
		} else {
			v = uint32(p[0])
			if k.sext {
				v = uint32(int32(int8(v))) & 0xffff
			}
		}
		old := w.v[d][l]
		if k.hi {
			w.v[d][l] = old&0xffff | v<<16
		} else {
			w.v[d][l] = old&0xffff0000 | v
		}
	case k.size == 2:
		v := uint32(p[0]) | uint32(p[1])<<8
		if k.sext {
			v = uint32(int32(int16(v)))
		}
		w.v[d][l] = v
	default:
		v := uint32(p[0])
		if k.sext {
			v = uint32(int32(int8(v)))
		}
		w.v[d][l] = v
	}
}

// zeroLane is an out-of-range buffer load: the lane reads 0 (d16 forms
// keep the other half).
func zeroLane(w *wave, d uint16, l int, k memKind, dwords int) {
	if k.d16 {
		if k.hi {
			w.v[d][l] &= 0xffff
		} else {
			w.v[d][l] &= 0xffff0000
		}
		return
	}
	for i := 0; i < dwords; i++ {
		w.v[d+uint16(i)][l] = 0
	}
}

// storeLane copies lane l of the data rows into p.
func storeLane(w *wave, s uint16, l int, p []byte, k memKind) {
	switch {
	case k.size >= 4:
		for i := 0; i < int(k.dwords); i++ {
			put32(p[4*i:], w.v[s+uint16(i)][l])
		}
	case k.size == 2:
		v := w.v[s][l]
		if k.hi {
			v >>= 16
		}
		p[0], p[1] = byte(v), byte(v>>8)
	default:
		v := w.v[s][l]
		if k.hi {
			v >>= 16
		}
		p[0] = byte(v)
	}
}

// ---- FLAT / GLOBAL ----

// flatAddr computes lane l's address.
func (w *wave) flatAddr(x *xinst, l int) uint64 {
	if x.src[1].kind != okNone { // global with saddr: saddr + zext(vaddr32) + offset
		return w.s64(x.src[1].reg) + uint64(w.v[x.src[0].reg][l]) + uint64(x.imm)
	}
	r := x.src[0].reg
	return (uint64(w.v[r+1][l])<<32 | uint64(w.v[r][l])) + uint64(x.imm)
}

// access returns the n bytes at a flat/global address, or nil after faulting.
func (w *wave) access(x *xinst, l int, addr uint64, n uint64, store bool) []byte {
	if hi := uint32(addr >> 32); hi == sharedApertureHi && x.flag {
		off := uint64(uint32(addr))
		if off+n > uint64(len(w.wg.lds)) {
			w.faultAddr(x, l, addr, "flat access to LDS offset %#x (+%d) beyond the %d-byte LDS", off, n, len(w.wg.lds))
			return nil
		}
		if w.wg.race.on {
			w.ldsTouch(x, l, uint32(off), uint32(n))
			if w.err != nil {
				return nil
			}
		}
		return w.wg.lds[off : off+n : off+n]
	} else if hi == privateApertureHi && x.flag {
		w.faultAddr(x, l, addr, "flat access to scratch (private aperture): the emulator provides no scratch")
		return nil
	}
	p := w.mem.get(addr, n)
	if p == nil {
		what := "load"
		if store {
			what = "store"
		}
		w.faultAddr(x, l, addr, "%s of %d bytes outside every allocation", what, n)
	} else if store {
		if w.storeFault(x, l, addr) {
			return nil
		}
		w.wrote(addr, n)
	} else {
		p = w.see(x, l, addr, p)
	}
	return p
}

func bindFlatLoad(k memKind) spec {
	return func(b *binder) handler {
		b.x.dst[0] = b.vdst(0)
		b.x.src[0] = b.src(0, tU64)
		if o, ok := b.optSrc(1, tU64); ok {
			b.x.src[1] = o
		}
		b.x.imm = int64(b.in.Offset)
		b.x.flag = b.in.Format == FmtFLAT
		if b.x.src[0].kind != okVGPR {
			b.fail("vaddr is not a VGPR")
		}
		return func(w *wave, x *xinst) {
			w.vmIssued++
			d := x.dst[0].reg
			for m := w.exec(); m != 0; m &= m - 1 {
				l := bits.TrailingZeros64(m)
				a := w.flatAddr(x, l)
				p := w.access(x, l, a, uint64(k.size), false)
				if p == nil {
					return
				}
				loadLane(w, d, l, p, k)
			}
		}
	}
}

// flatAddrData binds a FLAT/GLOBAL store's or atomic's operands: the 64-bit
// address (and the optional SGPR base of GLOBAL's saddr form), the data
// dword, the offset, and whether it is FLAT.
func (b *binder) flatAddrData() {
	b.x.src[0] = b.src(0, tU64)
	if o, ok := b.optSrc(1, tU64); ok {
		b.x.src[1] = o
	}
	b.x.src[2] = b.src(2, tB32)
	b.x.imm = int64(b.in.Offset)
	b.x.flag = b.in.Format == FmtFLAT
}

func bindFlatStore(k memKind) spec {
	return func(b *binder) handler {
		b.flatAddrData()
		if b.x.src[0].kind != okVGPR || b.x.src[2].kind != okVGPR {
			b.fail("vaddr/vdata is not a VGPR")
		}
		return func(w *wave, x *xinst) {
			w.vmIssued++
			s := x.src[2].reg
			for m := w.exec(); m != 0; m &= m - 1 {
				l := bits.TrailingZeros64(m)
				a := w.flatAddr(x, l)
				p := w.access(x, l, a, uint64(k.size), true)
				if p == nil {
					return
				}
				storeLane(w, s, l, p, k)
			}
		}
	}
}

// ---- MUBUF ----

// vsharp is a decoded buffer resource (V#).
type vsharp struct {
	base    uint64
	stride  uint32
	records uint32
	swizzle bool
	addTID  bool
}

func (w *wave) vsharp(r uint16) vsharp {
	d0, d1, d2, d3 := w.s[r], w.s[r+1], w.s[r+2], w.s[r+3]
	return vsharp{
		base:    uint64(d0) | uint64(d1&0xffff)<<32,
		stride:  d1 >> 16 & 0x3fff,
		records: d2,
		swizzle: d1>>31 != 0,
		addTID:  d3>>23&1 != 0,
	}
}

// bufLane computes lane l's buffer address and how many leading elements of
// elem bytes (out of n) pass the range check.
//
// Address = base + soffset + index*stride + voffset + inst_offset.
// Range check (CDNA4 ISA 9.1.5.1): a structured access (idxen, stride != 0) is
// in range when index < num_records; a raw one when its byte offset is below
// num_records, per element for dwordx2/x3/x4. Two details differ between the
// sources: whether soffset counts toward the offset (the ISA manual and LLVM's
// AMDGPU DMA documentation: no; AMD's rocjitsu emulator, citing gfx950
// hardware: yes), and whether an element must start or end inside
// num_records (ISA: start; rocjitsu: end). The emulator evaluates every
// interpretation and faults when they disagree for an access, so a kernel can
// never pass because of a guess.
func (w *wave) bufLane(x *xinst, v *vsharp, l int, elem, n uint32) (addr uint64, ok uint32, bad bool) {
	var index, voff uint32
	switch {
	case x.src[0].kind == okNone:
	case x.in.Idxen && x.in.Offen:
		index, voff = w.v[x.src[0].reg][l], w.v[x.src[0].reg+1][l]
	case x.in.Idxen:
		index = w.v[x.src[0].reg][l]
	case x.in.Offen:
		voff = w.v[x.src[0].reg][l]
	}
	soff := w.sval(&x.src[2])
	off := voff + uint32(x.imm) // formed in 32 bits
	addr = v.base + uint64(soff) + uint64(index)*uint64(v.stride) + uint64(off)
	if x.in.Idxen && v.stride != 0 {
		if index < v.records {
			return addr, n, false
		}
		return addr, 0, false
	}
	rec := uint64(v.records)
	count := func(start uint64, end bool) uint32 {
		var k uint32
		for ; k < n; k++ {
			s := start + uint64(k*elem)
			if end && s+uint64(elem) > rec || !end && s >= rec {
				break
			}
		}
		return k
	}
	a := count(uint64(off), false)
	if a != count(uint64(off), true) || a != count(uint64(off)+uint64(soff), false) || a != count(uint64(off)+uint64(soff), true) {
		return addr, a, true
	}
	return addr, a, false
}

func (b *binder) bindBufCommon() {
	if b.in.NumSrc > 0 && b.in.Src[0].Kind != OpndNone {
		b.x.src[0] = b.src(0, tB32)
	}
	b.x.src[1] = b.src(1, tB32)
	b.x.src[2] = b.src(2, tB32)
	b.x.imm = int64(b.in.Offset)
	if b.x.src[1].kind != okSGPR || b.x.src[1].reg%4 != 0 {
		b.fail("srsrc is not an aligned SGPR quad")
	}
}

func (w *wave) checkVsharp(x *xinst, v *vsharp) bool {
	if v.swizzle || v.addTID {
		w.faultf(x, -1, "swizzled / add_tid buffer resources are not supported (V# %08x %08x %08x %08x)",
			w.s[x.src[1].reg], w.s[x.src[1].reg+1], w.s[x.src[1].reg+2], w.s[x.src[1].reg+3])
		return false
	}
	return true
}

func bindBufLoad(k memKind) spec {
	return func(b *binder) handler {
		b.bindBufCommon()
		if b.in.LDS {
			return bindBufLoadLDS(b, k)
		}
		b.x.dst[0] = b.vdst(0)
		elem := uint32(k.size)
		n := uint32(1)
		if k.size > 4 {
			elem, n = 4, uint32(k.dwords)
		}
		return func(w *wave, x *xinst) {
			w.vmIssued++
			v := w.vsharp(x.src[1].reg)
			if !w.checkVsharp(x, &v) {
				return
			}
			d := x.dst[0].reg
			var buf [16]byte
			for m := w.exec(); m != 0; m &= m - 1 {
				l := bits.TrailingZeros64(m)
				addr, in, bad := w.bufLane(x, &v, l, elem, n)
				if bad {
					w.faultAddr(x, l, addr, "buffer range check is ambiguous for this access (sources disagree on soffset/partial elements; num_records %d)", v.records)
					return
				}
				if in == 0 {
					zeroLane(w, d, l, k, int(k.dwords))
					continue
				}
				if elem >= 4 {
					addr &^= 3 // dword accesses ignore the two address LSBs
				}
				p := w.mem.get(addr, uint64(in*elem))
				if p == nil {
					w.faultAddr(x, l, addr, "buffer load of %d bytes outside every allocation", in*elem)
					return
				}
				if p = w.see(x, l, addr, p); p == nil {
					return
				}
				if in == n {
					loadLane(w, d, l, p, k)
					continue
				}
				copy(buf[:], p)
				for i := in * elem; i < n*elem; i++ {
					buf[i] = 0
				}
				loadLane(w, d, l, buf[:], k)
			}
		}
	}
}

func bindBufStore(k memKind) spec {
	return func(b *binder) handler {
		b.bindBufCommon()
		b.x.src[3] = b.src(3, tB32)
		if b.x.src[3].kind != okVGPR {
			b.fail("vdata is not a vector register")
		}
		elem := uint32(k.size)
		n := uint32(1)
		if k.size > 4 {
			elem, n = 4, uint32(k.dwords)
		}
		return func(w *wave, x *xinst) {
			w.vmIssued++
			v := w.vsharp(x.src[1].reg)
			if !w.checkVsharp(x, &v) {
				return
			}
			s := x.src[3].reg
			var buf [16]byte
			for m := w.exec(); m != 0; m &= m - 1 {
				l := bits.TrailingZeros64(m)
				addr, in, bad := w.bufLane(x, &v, l, elem, n)
				if bad {
					w.faultAddr(x, l, addr, "buffer range check is ambiguous for this access (sources disagree on soffset/partial elements; num_records %d)", v.records)
					return
				}
				if in == 0 {
					continue // out of range: dropped
				}
				if elem >= 4 {
					addr &^= 3
				}
				p := w.mem.get(addr, uint64(in*elem))
				if p == nil {
					w.faultAddr(x, l, addr, "buffer store of %d bytes outside every allocation", in*elem)
					return
				}
				if w.storeFault(x, l, addr) {
					return
				}
				w.wrote(addr, uint64(in*elem))
				storeLane(w, s, l, buf[:], k)
				copy(p, buf[:in*elem])
			}
		}
	}
}

// bindBufLoadLDS binds buffer_load_dword{,x3,x4} ... lds (LDS DMA).
//
// Memory side: exactly a buffer load (address and range check as above).
// LDS side: M0[17:0] + lane*stride, stride 4 for a dword and 16 for x3/x4
// (x3 writes 12 bytes). The data of a lane that fails the range check is 0,
// and that 0 is written to LDS (the CDNA behaviour; see LDSDMAOutOfRange and
// EXECUTOR.md, "Out-of-range LDS-DMA lanes write zeros", for sources). The
// instruction offset is added on the LDS side too, M0[17:0] + offset +
// lane*stride, as LLVM documents for the global_load ... lds form: the MUBUF
// documents leave it open, and AMD AITER's hardware-proven kernels decide it
// (EXECUTOR.md, "LDS DMA").
// LDS destinations outside the workgroup's LDS fault (hardware would drop
// them silently).
func bindBufLoadLDS(b *binder, k memKind) handler {
	if k.size != 4 && k.size != 12 && k.size != 16 || k.d16 {
		b.fail("LDS DMA of %d-byte elements is not supported", k.size)
		return nil
	}
	elem, n := uint32(4), uint32(k.dwords)
	lstride := uint32(4)
	if k.size > 4 {
		lstride = 16
	}
	skip := b.k.lddma == LDSDMASkip
	return func(w *wave, x *xinst) {
		w.vmIssued++
		v := w.vsharp(x.src[1].reg)
		if !w.checkVsharp(x, &v) {
			return
		}
		base := w.s[regM0]&ldsDMAM0Mask + uint32(x.imm)
		lds := w.wg.lds
		for m := w.exec(); m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			la := uint64(base) + uint64(l)*uint64(lstride)
			if la+uint64(k.size) > uint64(len(lds)) {
				w.faultAddr(x, l, la, "LDS DMA destination %#x (+%d) beyond the %d-byte LDS", la, k.size, len(lds))
				return
			}
			var buf [16]byte
			dst := buf[:k.size]
			addr, in, bad := w.bufLane(x, &v, l, elem, n)
			if bad {
				w.faultAddr(x, l, addr, "buffer range check is ambiguous for this access (sources disagree on soffset/partial elements; num_records %d)", v.records)
				return
			}
			if w.wg.race.on && (in > 0 || !skip) {
				nb := uint32(k.size)
				if in < n && skip {
					nb = in * elem
				}
				w.dmaIssue(x, l, uint32(la), nb)
				if w.err != nil {
					return
				}
			}
			if in > 0 {
				p := w.mem.get(addr&^3, uint64(in*elem))
				if p == nil {
					w.faultAddr(x, l, addr, "LDS DMA reads %d bytes outside every allocation", in*elem)
					return
				}
				if p = w.see(x, l, addr&^3, p); p == nil {
					return
				}
				copy(dst, p)
			}
			if in < n && skip {
				if in > 0 {
					w.ldsDMAWrite(uint32(la), dst[:in*elem])
				}
				continue
			}
			w.ldsDMAWrite(uint32(la), dst) // buf is zero past the in-range elements
		}
	}
}

// M0 bits the LDS-DMA forms use for their LDS base (CDNA4 ISA): MUBUF ... lds
// takes "an 18-bit unsigned byte offset from M0[17:0]" (9.1.9); the global
// (and scratch) forms M0[17:2]*4 (10.3), i.e. the same 18 bits with the two
// low bits dropped. 18 bits cover gfx950's 160 KiB of LDS; bits 31:18 are
// ignored. AMD AITER's asm MLA kernel, proven on MI355X, places
// global_load_lds_dwordx4 destinations up to 0x27C00 (docs/kernel.md, "LDS-DMA
// destinations above 64 KiB").
const (
	ldsDMAM0Mask       = 0x3ffff
	globalLDSDMAM0Mask = 0x3fffc
)

// bindGlobalLoadLDS binds global_load_lds_dword{,x3,x4} (LDS DMA through
// the global path; gfx950 adds x3/x4).
//
// Memory side: exactly a global load (saddr + zext(vaddr32) + offset, or the
// 64-bit vaddr + offset); there is no range check, so every lane's address
// must lie in an allocation. LDS side (CDNA4 ISA 10.3; LLVM's
// AMDGPUDMAOperations: the immediate offset applies to both addresses):
// M0[17:2]*4 + offset + lane*4 (dword) or lane*16 (x3/x4; x3 writes 12
// bytes). Destinations outside the workgroup's LDS fault. The byte and short
// forms fault: what they write to LDS (a dword per lane? the bare element?)
// is not documented.
func bindGlobalLoadLDS(k memKind) spec {
	return func(b *binder) handler {
		b.x.src[0] = b.src(0, tU64)
		if o, ok := b.optSrc(1, tU64); ok {
			b.x.src[1] = o
		}
		b.x.imm = int64(b.in.Offset)
		if b.x.src[0].kind != okVGPR {
			b.fail("vaddr is not a VGPR")
		}
		if k.size != 4 && k.size != 12 && k.size != 16 || k.d16 {
			b.fail("LDS DMA of %d-byte elements: what reaches LDS is not documented", k.size)
			return nil
		}
		lstride := uint64(4)
		if k.size > 4 {
			lstride = 16
		}
		return func(w *wave, x *xinst) {
			w.vmIssued++
			base := uint64(w.s[regM0]&globalLDSDMAM0Mask) + uint64(x.imm)
			lds := w.wg.lds
			for m := w.exec(); m != 0; m &= m - 1 {
				l := bits.TrailingZeros64(m)
				la := base + uint64(l)*lstride
				if la+uint64(k.size) > uint64(len(lds)) || int64(la) < 0 {
					w.faultAddr(x, l, la, "LDS DMA destination %#x (+%d) beyond the %d-byte LDS", la, k.size, len(lds))
					return
				}
				if w.wg.race.on {
					w.dmaIssue(x, l, uint32(la), uint32(k.size))
					if w.err != nil {
						return
					}
				}
				a := w.flatAddr(x, l)
				p := w.mem.get(a, uint64(k.size))
				if p == nil {
					w.faultAddr(x, l, a, "LDS DMA reads %d bytes outside every allocation", k.size)
					return
				}
				if p = w.see(x, l, a, p); p == nil {
					return
				}
				w.ldsDMAWrite(uint32(la), p)
			}
		}
	}
}

func init() {
	for name, k := range loadKinds {
		reg(bindFlatLoad(k), "global_load_"+name, "flat_load_"+name)
		reg(bindBufLoad(k), "buffer_load_"+name)
	}
	for _, name := range []string{"ubyte", "sbyte", "ushort", "sshort", "dword", "dwordx3", "dwordx4"} {
		reg(bindGlobalLoadLDS(loadKinds[name]), "global_load_lds_"+name)
	}
	for name, k := range storeKinds {
		reg(bindFlatStore(k), "global_store_"+name, "flat_store_"+name)
		reg(bindBufStore(k), "buffer_store_"+name)
	}
}
