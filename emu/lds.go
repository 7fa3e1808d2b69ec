package emu

import (
	"math/bits"
)

// LDS (DS) instructions. The workgroup's LDS is a byte slice of exactly the
// kernel's group segment size; an access outside it faults with the lane and
// the LDS address. (Hardware would drop out-of-range writes and return 0 for
// reads; a kernel doing that has a bug the emulator should show.)
//
// ds_read2/write2 offsets are in units of the element size (x64 for *st64).
// ds_bpermute/ds_permute/ds_swizzle do not touch LDS memory.

// ldsAt returns n bytes of LDS at addr, or nil after faulting.
func (w *wave) ldsAt(x *xinst, l int, addr uint32, n uint32) []byte {
	if w.ldsMisaligned(x, l, addr, n, false) {
		return nil
	}
	lds := w.wg.lds
	if uint64(addr)+uint64(n) > uint64(len(lds)) {
		w.faultAddr(x, l, uint64(addr), "LDS access at %#x (+%d) beyond the %d-byte LDS", addr, n, len(lds))
		return nil
	}
	if w.wg.race.on {
		w.ldsTouch(x, l, addr, n)
		if w.err != nil {
			return nil
		}
	}
	return lds[addr : addr+n : addr+n]
}

func bindDSRead(k memKind) spec {
	return func(b *binder) handler {
		b.x.dst[0] = b.vdst(0)
		b.x.src[0] = b.src(0, tB32)
		b.x.imm = int64(uint16(b.in.Offset))
		return func(w *wave, x *xinst) {
			a := &w.v[x.src[0].reg]
			d := x.dst[0].reg
			for m := w.exec(); m != 0; m &= m - 1 {
				l := bits.TrailingZeros64(m)
				p := w.ldsAt(x, l, a[l]+uint32(x.imm), uint32(k.size))
				if p == nil {
					return
				}
				loadLane(w, d, l, p, k)
			}
		}
	}
}

func bindDSWrite(k memKind) spec {
	return func(b *binder) handler {
		b.x.src[0] = b.src(0, tB32)
		b.x.src[1] = b.src(1, tB32)
		b.x.imm = int64(uint16(b.in.Offset))
		return func(w *wave, x *xinst) {
			a := &w.v[x.src[0].reg]
			s := x.src[1].reg
			for m := w.exec(); m != 0; m &= m - 1 {
				l := bits.TrailingZeros64(m)
				p := w.ldsAt(x, l, a[l]+uint32(x.imm), uint32(k.size))
				if p == nil {
					return
				}
				storeLane(w, s, l, p, k)
			}
		}
	}
}

// bindDS2 binds ds_read2/ds_write2 (esize 4 or 8 bytes, stride 1 or 64).
func bindDS2(write bool, esize uint32, stride uint32) spec {
	return func(b *binder) handler {
		b.x.src[0] = b.src(0, tB32)
		if write {
			b.x.src[1] = b.src(1, tB32)
			b.x.src[2] = b.src(2, tB32)
		} else {
			b.x.dst[0] = b.vdst(0)
		}
		o0 := uint32(b.in.Offset0) * esize * stride
		o1 := uint32(b.in.Offset1) * esize * stride
		nd := uint16(esize / 4)
		return func(w *wave, x *xinst) {
			a := &w.v[x.src[0].reg]
			for m := w.exec(); m != 0; m &= m - 1 {
				l := bits.TrailingZeros64(m)
				p0 := w.ldsAt(x, l, a[l]+o0, esize)
				if p0 == nil {
					return
				}
				p1 := w.ldsAt(x, l, a[l]+o1, esize)
				if p1 == nil {
					return
				}
				if write {
					s0, s1 := x.src[1].reg, x.src[2].reg
					for i := uint16(0); i < nd; i++ {
						put32(p0[4*i:], w.v[s0+i][l])
					}
					for i := uint16(0); i < nd; i++ {
						put32(p1[4*i:], w.v[s1+i][l])
					}
					continue
				}
				d := x.dst[0].reg
				for i := uint16(0); i < nd; i++ {
					w.v[d+i][l] = le32(p0[4*i:])
				}
				for i := uint16(0); i < nd; i++ {
					w.v[d+nd+i][l] = le32(p1[4*i:])
				}
			}
		}
	}
}

// bindDSAtomic binds ds_<op>_{u32,i32,b32,f32} and the _rtn_ forms.
func bindDSAtomic(f func(old, v uint32) uint32, rtn bool) spec {
	return func(b *binder) handler {
		b.x.src[0] = b.src(0, tB32)
		b.x.src[1] = b.src(1, tB32)
		if rtn {
			b.x.dst[0] = b.vdst(0)
		}
		b.x.imm = int64(uint16(b.in.Offset))
		return func(w *wave, x *xinst) {
			a := &w.v[x.src[0].reg]
			s := &w.v[x.src[1].reg]
			for m := w.exec(); m != 0; m &= m - 1 {
				l := bits.TrailingZeros64(m)
				p := w.ldsAtAligned(x, l, a[l]+uint32(x.imm), 4)
				if p == nil {
					return
				}
				old := le32(p)
				put32(p, f(old, s[l]))
				if rtn {
					w.v[x.dst[0].reg][l] = old
				}
			}
		}
	}
}

func init() {
	for name, k := range map[string]memKind{
		"b32": {size: 4, dwords: 1}, "b64": {size: 8, dwords: 2}, "b96": {size: 12, dwords: 3}, "b128": {size: 16, dwords: 4},
		"u8": {size: 1, dwords: 1}, "i8": {size: 1, sext: true, dwords: 1},
		"u16": {size: 2, dwords: 1}, "i16": {size: 2, sext: true, dwords: 1},
		"u8_d16": {size: 1, d16: true, dwords: 1}, "u8_d16_hi": {size: 1, d16: true, hi: true, dwords: 1},
		"i8_d16": {size: 1, sext: true, d16: true, dwords: 1}, "i8_d16_hi": {size: 1, sext: true, d16: true, hi: true, dwords: 1},
		"u16_d16": {size: 2, d16: true, dwords: 1}, "u16_d16_hi": {size: 2, d16: true, hi: true, dwords: 1},
	} {
		reg(bindDSRead(k), "ds_read_"+name)
	}
	for name, k := range map[string]memKind{
		"b32": {size: 4, dwords: 1}, "b64": {size: 8, dwords: 2}, "b96": {size: 12, dwords: 3}, "b128": {size: 16, dwords: 4},
		"b8": {size: 1, dwords: 1}, "b16": {size: 2, dwords: 1},
		"b8_d16_hi": {size: 1, hi: true, dwords: 1}, "b16_d16_hi": {size: 2, hi: true, dwords: 1},
	} {
		reg(bindDSWrite(k), "ds_write_"+name)
	}
	reg(bindDS2(false, 4, 1), "ds_read2_b32")
	reg(bindDS2(false, 8, 1), "ds_read2_b64")
	reg(bindDS2(false, 4, 64), "ds_read2st64_b32")
	reg(bindDS2(false, 8, 64), "ds_read2st64_b64")
	reg(bindDS2(true, 4, 1), "ds_write2_b32")
	reg(bindDS2(true, 8, 1), "ds_write2_b64")
	reg(bindDS2(true, 4, 64), "ds_write2st64_b32")
	reg(bindDS2(true, 8, 64), "ds_write2st64_b64")
	for name, f := range map[string]func(old, v uint32) uint32{
		"add_u32": func(o, v uint32) uint32 { return o + v },
		"sub_u32": func(o, v uint32) uint32 { return o - v },
		"min_u32": func(o, v uint32) uint32 { return min(o, v) },
		"max_u32": func(o, v uint32) uint32 { return max(o, v) },
		"min_i32": func(o, v uint32) uint32 { return uint32(min(int32(o), int32(v))) },
		"max_i32": func(o, v uint32) uint32 { return uint32(max(int32(o), int32(v))) },
		"and_b32": func(o, v uint32) uint32 { return o & v },
		"or_b32":  func(o, v uint32) uint32 { return o | v },
		"xor_b32": func(o, v uint32) uint32 { return o ^ v },
		"add_f32": func(o, v uint32) uint32 { return fadd(o, v) },
	} {
		reg(bindDSAtomic(f, false), "ds_"+name)
		reg(bindDSAtomic(f, true), "ds_"+name[:len(name)-4]+"_rtn"+name[len(name)-4:])
	}
	reg(func(b *binder) handler { return nop }, "ds_nop")

	// ds_bpermute_b32 vdst, addr, data: lane i reads data of lane
	// ((addr[i]+offset)/4)%64 if that lane is active (else 0); written to
	// active lanes only.
	reg(func(b *binder) handler {
		b.x.dst[0] = b.vdst(0)
		b.x.src[0] = b.src(0, tB32)
		b.x.src[1] = b.src(1, tB32)
		b.x.imm = int64(uint16(b.in.Offset))
		return func(w *wave, x *xinst) {
			a := &w.v[x.src[0].reg]
			s := &w.v[x.src[1].reg]
			e := w.exec()
			r := &w.res[0]
			off := uint32(x.imm)
			for l := 0; l < 64; l++ {
				src := (a[l] + off) / 4 % 64
				if e>>src&1 != 0 {
					r[l] = s[src]
				} else {
					r[l] = 0
				}
			}
			w.writeV(&x.dst[0], r)
		}
	}, "ds_bpermute_b32")
	// ds_permute_b32: active lane i sends data to lane ((addr[i]+offset)/4)%64;
	// the highest source lane wins; active lanes receive (0 if nothing came).
	reg(func(b *binder) handler {
		b.x.dst[0] = b.vdst(0)
		b.x.src[0] = b.src(0, tB32)
		b.x.src[1] = b.src(1, tB32)
		b.x.imm = int64(uint16(b.in.Offset))
		return func(w *wave, x *xinst) {
			a := &w.v[x.src[0].reg]
			s := &w.v[x.src[1].reg]
			r := &w.res[0]
			*r = lanes{}
			off := uint32(x.imm)
			e := w.exec()
			for m := e; m != 0; m &= m - 1 {
				l := bits.TrailingZeros64(m)
				r[(a[l]+off)/4%64] = s[l]
			}
			w.writeV(&x.dst[0], r)
		}
	}, "ds_permute_b32")
	// ds_swizzle_b32 vdst, addr(unused), offset:pattern
	reg(func(b *binder) handler {
		b.x.dst[0] = b.vdst(0)
		// the data operand is the address slot's VGPR for ds_swizzle (LLVM prints "ds_swizzle_b32 vdst, vaddr")
		b.x.src[0] = b.src(0, tB32)
		b.x.imm = int64(uint16(b.in.Offset))
		if b.x.imm >= 0xc000 {
			b.fail("ds_swizzle_b32 FFT/rotate modes (offset %#x) are not implemented", b.x.imm)
		}
		return func(w *wave, x *xinst) {
			s := &w.v[x.src[0].reg]
			e := w.exec()
			r := &w.res[0]
			off := uint32(x.imm)
			get := func(j int) uint32 {
				if e>>j&1 != 0 {
					return s[j]
				}
				return 0
			}
			for l := 0; l < 64; l++ {
				var j int
				switch {
				case off&0x8000 != 0: // quad permute
					j = l&^3 | int(off>>(2*(l&3))&3)
				default:
					and, or, xor := int(off&0x1f), int(off>>5&0x1f), int(off>>10&0x1f)
					j = ((l&0x1f)&and | or) ^ xor | l&0x20
				}
				r[l] = get(j)
			}
			w.writeV(&x.dst[0], r)
		}
	}, "ds_swizzle_b32")
}
