package emu

import "math/bits"

// Global and flat 32-bit integer atomics (CDNA4 ISA 9.1.10, "Atomics", and
// the GLOBAL_ATOMIC_* descriptions): tmp = MEM[addr]; MEM[addr] = op(tmp,
// DATA); RETURN_DATA = tmp when SC0 is set. They bypass the L1 and are
// performed at device scope or wider (SC1: system), so the emulator performs
// them on memory itself, one at a time (the launch's coherence lock), in lane
// order within an instruction; each publishes the issuing workgroup's
// releases on its location and may be acquired by a later buffer_inv
// (coherence.go). A misaligned address faults, as the ISA requires atomics to
// be naturally aligned; a flat atomic into LDS faults (not implemented).

// atomicOps are the 32-bit operations: the new value from the old, the data
// and (cmpswap) the compare value.
var atomicOps = map[string]func(old, data, cmp uint32) uint32{
	"swap":    func(_, d, _ uint32) uint32 { return d },
	"cmpswap": func(o, d, c uint32) uint32 { return map[bool]uint32{true: d, false: o}[o == c] },
	"add":     func(o, d, _ uint32) uint32 { return o + d },
	"sub":     func(o, d, _ uint32) uint32 { return o - d },
	"smin":    func(o, d, _ uint32) uint32 { return uint32(min(int32(o), int32(d))) },
	"umin":    func(o, d, _ uint32) uint32 { return min(o, d) },
	"smax":    func(o, d, _ uint32) uint32 { return uint32(max(int32(o), int32(d))) },
	"umax":    func(o, d, _ uint32) uint32 { return max(o, d) },
	"and":     func(o, d, _ uint32) uint32 { return o & d },
	"or":      func(o, d, _ uint32) uint32 { return o | d },
	"xor":     func(o, d, _ uint32) uint32 { return o ^ d },
	// INC: wraps to 0 when the old value is at least DATA; DEC: to DATA when
	// it is 0 or above DATA.
	"inc": func(o, d, _ uint32) uint32 { return map[bool]uint32{true: 0, false: o + 1}[o >= d] },
	"dec": func(o, d, _ uint32) uint32 { return map[bool]uint32{true: d, false: o - 1}[o == 0 || o > d] },
}

func bindFlatAtomic(name string, op func(old, data, cmp uint32) uint32) spec {
	return func(b *binder) handler {
		b.flatAddrData()
		ret := b.in.SC0
		if ret {
			b.x.dst[0] = b.vdst(0)
		}
		if b.x.src[0].kind != okVGPR || b.x.src[2].kind != okVGPR {
			b.fail("vaddr/vdata is not a VGPR")
		}
		cmpswap := name == "cmpswap"
		return func(w *wave, x *xinst) {
			w.vmIssued++
			pub := w.published()
			coh := w.l.coh
			coh.mu.Lock()
			defer coh.mu.Unlock()
			d := x.src[2].reg
			res := &w.res[0]
			for m := w.exec(); m != 0; m &= m - 1 {
				l := bits.TrailingZeros64(m)
				a := w.flatAddr(x, l)
				if uint32(a>>32) == sharedApertureHi && x.flag {
					w.faultAddr(x, l, a, "flat atomic to LDS (the shared aperture) is not implemented")
					return
				}
				if a%4 != 0 {
					w.faultAddr(x, l, a, "misaligned atomic")
					return
				}
				p := w.mem.get(a, 4)
				if p == nil {
					w.faultAddr(x, l, a, "atomic of 4 bytes outside every allocation")
					return
				}
				if w.storeFault(x, l, a) {
					return
				}
				var cmp uint32
				if cmpswap {
					cmp = w.v[d+1][l]
				}
				old := le32(p)
				put32(p, op(old, w.v[d][l], cmp))
				res[l] = old
				w.atomicSync(a, pub)
			}
			if ret {
				w.writeV(&x.dst[0], res)
			}
		}
	}
}

func init() {
	for name, op := range atomicOps {
		reg(bindFlatAtomic(name, op), "global_atomic_"+name, "flat_atomic_"+name)
	}
}
