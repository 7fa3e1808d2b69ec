package emu

import (
	"math/bits"
)

// Scalar ALU (SOP1, SOP2, SOPK, SOPC), program control (SOPP) and scalar
// memory (SMEM). Semantics follow the CDNA4 ISA pseudocode; SCC is written
// only by the ops whose pseudocode writes it.

// ---- SOP2 ----

// s32op computes a 32-bit SALU result and the new SCC from (a, b, scc).
type s32op func(a, b, scc uint32) (uint32, uint32)
type s64op func(a, b uint64, scc uint32) (uint64, uint32)

// bindS2 binds "sdst, ssrc0, ssrc1" with 32-bit operands.
func bindS2(f s32op) spec {
	return func(b *binder) handler {
		b.x.dst[0] = b.sdst(0)
		b.x.src[0] = b.src(0, tB32)
		b.x.src[1] = b.src(1, tB32)
		return func(w *wave, x *xinst) {
			r, c := f(w.sval(&x.src[0]), w.sval(&x.src[1]), w.scc)
			w.s[x.dst[0].reg] = r
			w.scc = c
		}
	}
}

// bindS2x64 binds a 64-bit SOP2 op; sh says the second source is a 32-bit shift count.
func bindS2x64(f s64op, t otype, sh bool) spec {
	return func(b *binder) handler {
		b.x.dst[0] = b.sdst(0)
		b.x.src[0] = b.src(0, t)
		if sh {
			b.x.src[1] = b.src(1, tB32)
		} else {
			b.x.src[1] = b.src(1, t)
		}
		return func(w *wave, x *xinst) {
			var bv uint64
			if sh {
				bv = uint64(w.sval(&x.src[1]))
			} else {
				bv = w.sval64(&x.src[1])
			}
			r, c := f(w.sval64(&x.src[0]), bv, w.scc)
			w.setS64(x.dst[0].reg, r)
			w.scc = c
		}
	}
}

func nz32(r uint32) (uint32, uint32) { return r, b2u(r != 0) }
func nz64(r uint64) (uint64, uint32) { return r, b2u(r != 0) }

func init() {
	reg(bindS2(func(a, b, _ uint32) (uint32, uint32) {
		r, c := bits.Add32(a, b, 0)
		return r, c
	}), "s_add_u32")
	reg(bindS2(func(a, b, _ uint32) (uint32, uint32) {
		r, c := bits.Sub32(a, b, 0)
		return r, c
	}), "s_sub_u32")
	reg(bindS2(func(a, b, scc uint32) (uint32, uint32) {
		r, c := bits.Add32(a, b, scc)
		return r, c
	}), "s_addc_u32")
	reg(bindS2(func(a, b, scc uint32) (uint32, uint32) {
		r, c := bits.Sub32(a, b, scc)
		return r, c
	}), "s_subb_u32")
	reg(bindS2(func(a, b, _ uint32) (uint32, uint32) {
		r := a + b
		// signed overflow: operands of equal sign, result of the other sign
		return r, ((a ^ r) & (b ^ r)) >> 31
	}), "s_add_i32")
	reg(bindS2(func(a, b, _ uint32) (uint32, uint32) {
		r := a - b
		return r, ((a ^ b) & (a ^ r)) >> 31
	}), "s_sub_i32")
	reg(bindS2(func(a, b, _ uint32) (uint32, uint32) {
		if int32(a) < int32(b) {
			return a, 1
		}
		return b, 0
	}), "s_min_i32")
	reg(bindS2(func(a, b, _ uint32) (uint32, uint32) {
		if a < b {
			return a, 1
		}
		return b, 0
	}), "s_min_u32")
	reg(bindS2(func(a, b, _ uint32) (uint32, uint32) {
		if int32(a) > int32(b) {
			return a, 1
		}
		return b, 0
	}), "s_max_i32")
	reg(bindS2(func(a, b, _ uint32) (uint32, uint32) {
		if a > b {
			return a, 1
		}
		return b, 0
	}), "s_max_u32")
	reg(bindS2(func(a, b, scc uint32) (uint32, uint32) {
		if scc != 0 {
			return a, scc
		}
		return b, scc
	}), "s_cselect_b32")
	reg(bindS2(func(a, b, _ uint32) (uint32, uint32) { return nz32(a & b) }), "s_and_b32")
	reg(bindS2(func(a, b, _ uint32) (uint32, uint32) { return nz32(a | b) }), "s_or_b32")
	reg(bindS2(func(a, b, _ uint32) (uint32, uint32) { return nz32(a ^ b) }), "s_xor_b32")
	reg(bindS2(func(a, b, _ uint32) (uint32, uint32) { return nz32(a &^ b) }), "s_andn2_b32")
	reg(bindS2(func(a, b, _ uint32) (uint32, uint32) { return nz32(a | ^b) }), "s_orn2_b32")
	reg(bindS2(func(a, b, _ uint32) (uint32, uint32) { return nz32(^(a & b)) }), "s_nand_b32")
	reg(bindS2(func(a, b, _ uint32) (uint32, uint32) { return nz32(^(a | b)) }), "s_nor_b32")
	reg(bindS2(func(a, b, _ uint32) (uint32, uint32) { return nz32(^(a ^ b)) }), "s_xnor_b32")
	reg(bindS2(func(a, b, _ uint32) (uint32, uint32) { return nz32(a << (b & 31)) }), "s_lshl_b32")
	reg(bindS2(func(a, b, _ uint32) (uint32, uint32) { return nz32(a >> (b & 31)) }), "s_lshr_b32")
	reg(bindS2(func(a, b, _ uint32) (uint32, uint32) { return nz32(uint32(int32(a) >> (b & 31))) }), "s_ashr_i32")
	reg(bindS2(func(a, b, scc uint32) (uint32, uint32) {
		return ((1 << (a & 31)) - 1) << (b & 31), scc
	}), "s_bfm_b32")
	reg(bindS2(func(a, b, scc uint32) (uint32, uint32) { return a * b, scc }), "s_mul_i32")
	reg(bindS2(func(a, b, scc uint32) (uint32, uint32) {
		hi, _ := bits.Mul32(a, b)
		return hi, scc
	}), "s_mul_hi_u32")
	reg(bindS2(func(a, b, scc uint32) (uint32, uint32) {
		return uint32(uint64(int64(int32(a))*int64(int32(b))) >> 32), scc
	}), "s_mul_hi_i32")
	reg(bindS2(func(a, b, _ uint32) (uint32, uint32) {
		off, w := b&31, (b>>16)&0x7f
		return nz32(bfeU32(a, off, w))
	}), "s_bfe_u32")
	reg(bindS2(func(a, b, _ uint32) (uint32, uint32) {
		off, w := b&31, (b>>16)&0x7f
		return nz32(bfeI32(a, off, w))
	}), "s_bfe_i32")
	reg(bindS2(func(a, b, _ uint32) (uint32, uint32) {
		d := int32(a) - int32(b)
		if d < 0 {
			d = -d
		}
		return nz32(uint32(d))
	}), "s_absdiff_i32")
	for n := uint32(1); n <= 4; n++ {
		n := n
		reg(bindS2(func(a, b, _ uint32) (uint32, uint32) {
			t := uint64(a)<<n + uint64(b)
			return uint32(t), b2u(t>>32 != 0)
		}), "s_lshl"+string(rune('0'+n))+"_add_u32")
	}
	reg(bindS2(func(a, b, scc uint32) (uint32, uint32) { return a&0xffff | b<<16, scc }), "s_pack_ll_b32_b16")
	reg(bindS2(func(a, b, scc uint32) (uint32, uint32) { return a&0xffff | b&0xffff0000, scc }), "s_pack_lh_b32_b16")
	reg(bindS2(func(a, b, scc uint32) (uint32, uint32) { return a>>16 | b&0xffff0000, scc }), "s_pack_hh_b32_b16")

	reg(bindS2x64(func(a, b uint64, scc uint32) (uint64, uint32) {
		if scc != 0 {
			return a, scc
		}
		return b, scc
	}, tU64, false), "s_cselect_b64")
	reg(bindS2x64(func(a, b uint64, _ uint32) (uint64, uint32) { return nz64(a & b) }, tU64, false), "s_and_b64")
	reg(bindS2x64(func(a, b uint64, _ uint32) (uint64, uint32) { return nz64(a | b) }, tU64, false), "s_or_b64")
	reg(bindS2x64(func(a, b uint64, _ uint32) (uint64, uint32) { return nz64(a ^ b) }, tU64, false), "s_xor_b64")
	reg(bindS2x64(func(a, b uint64, _ uint32) (uint64, uint32) { return nz64(a &^ b) }, tU64, false), "s_andn2_b64")
	reg(bindS2x64(func(a, b uint64, _ uint32) (uint64, uint32) { return nz64(a | ^b) }, tU64, false), "s_orn2_b64")
	reg(bindS2x64(func(a, b uint64, _ uint32) (uint64, uint32) { return nz64(^(a & b)) }, tU64, false), "s_nand_b64")
	reg(bindS2x64(func(a, b uint64, _ uint32) (uint64, uint32) { return nz64(^(a | b)) }, tU64, false), "s_nor_b64")
	reg(bindS2x64(func(a, b uint64, _ uint32) (uint64, uint32) { return nz64(^(a ^ b)) }, tU64, false), "s_xnor_b64")
	reg(bindS2x64(func(a, b uint64, _ uint32) (uint64, uint32) { return nz64(a << (b & 63)) }, tU64, true), "s_lshl_b64")
	reg(bindS2x64(func(a, b uint64, _ uint32) (uint64, uint32) { return nz64(a >> (b & 63)) }, tU64, true), "s_lshr_b64")
	reg(bindS2x64(func(a, b uint64, _ uint32) (uint64, uint32) { return nz64(uint64(int64(a) >> (b & 63))) }, tI64, true), "s_ashr_i64")
	reg(bindS2x64(func(a, b uint64, scc uint32) (uint64, uint32) {
		return ((1 << (a & 63)) - 1) << (b & 63), scc
	}, tB32, false), "s_bfm_b64")
	reg(bindS2x64(func(a, b uint64, _ uint32) (uint64, uint32) {
		off, w := uint32(b&63), uint32(b>>16)&0x7f
		return nz64(bfeU64(a, off, w))
	}, tU64, true), "s_bfe_u64")
}

func bfeU32(v, off, w uint32) uint32 {
	if w == 0 {
		return 0
	}
	if off+w >= 32 {
		return v >> off
	}
	return (v >> off) & (1<<w - 1)
}

func bfeI32(v, off, w uint32) uint32 {
	if w == 0 {
		return 0
	}
	if off+w >= 32 {
		return uint32(int32(v) >> off)
	}
	s := 32 - w
	return uint32(int32(v>>off<<s) >> s)
}

func bfeU64(v uint64, off, w uint32) uint64 {
	if w == 0 {
		return 0
	}
	if off+w >= 64 {
		return v >> off
	}
	return (v >> off) & (1<<w - 1)
}

// ---- SOP1 ----

func bindS1(f func(a, scc uint32) (uint32, uint32)) spec {
	return func(b *binder) handler {
		b.x.dst[0] = b.sdst(0)
		b.x.src[0] = b.src(0, tB32)
		return func(w *wave, x *xinst) {
			r, c := f(w.sval(&x.src[0]), w.scc)
			w.s[x.dst[0].reg] = r
			w.scc = c
		}
	}
}

func bindS1x64(f func(a uint64, scc uint32) (uint64, uint32), t otype) spec {
	return func(b *binder) handler {
		b.x.dst[0] = b.sdst(0)
		b.x.src[0] = b.src(0, t)
		return func(w *wave, x *xinst) {
			r, c := f(w.sval64(&x.src[0]), w.scc)
			w.setS64(x.dst[0].reg, r)
			w.scc = c
		}
	}
}

// bindS1x64to32 binds ops with a 64-bit source and a 32-bit result.
func bindS1x64to32(f func(a uint64, scc uint32) (uint32, uint32)) spec {
	return func(b *binder) handler {
		b.x.dst[0] = b.sdst(0)
		b.x.src[0] = b.src(0, tU64)
		return func(w *wave, x *xinst) {
			r, c := f(w.sval64(&x.src[0]), w.scc)
			w.s[x.dst[0].reg] = r
			w.scc = c
		}
	}
}

// bindSaveexec binds s_<op>_saveexec_b64: D = EXEC; EXEC = op(S0, EXEC); SCC = EXEC != 0.
func bindSaveexec(f func(s, exec uint64) uint64) spec {
	return func(b *binder) handler {
		b.x.dst[0] = b.sdst(0)
		b.x.src[0] = b.src(0, tU64)
		return func(w *wave, x *xinst) {
			s := w.sval64(&x.src[0])
			old := w.exec()
			e := f(s, old)
			w.setS64(x.dst[0].reg, old)
			w.setExec(e)
			w.scc = b2u(e != 0)
		}
	}
}

func init() {
	reg(bindS1(func(a, scc uint32) (uint32, uint32) { return a, scc }), "s_mov_b32")
	reg(bindS1x64(func(a uint64, scc uint32) (uint64, uint32) { return a, scc }, tU64), "s_mov_b64")
	reg(func(b *binder) handler {
		b.x.dst[0] = b.sdst(0)
		b.x.src[0] = b.src(0, tB32)
		return func(w *wave, x *xinst) {
			if w.scc != 0 {
				w.s[x.dst[0].reg] = w.sval(&x.src[0])
			}
		}
	}, "s_cmov_b32")
	reg(func(b *binder) handler {
		b.x.dst[0] = b.sdst(0)
		b.x.src[0] = b.src(0, tU64)
		return func(w *wave, x *xinst) {
			if w.scc != 0 {
				w.setS64(x.dst[0].reg, w.sval64(&x.src[0]))
			}
		}
	}, "s_cmov_b64")
	reg(bindS1(func(a, _ uint32) (uint32, uint32) { return nz32(^a) }), "s_not_b32")
	reg(bindS1x64(func(a uint64, _ uint32) (uint64, uint32) { return nz64(^a) }, tU64), "s_not_b64")
	reg(bindS1(func(a, scc uint32) (uint32, uint32) { return bits.Reverse32(a), scc }), "s_brev_b32")
	reg(bindS1x64(func(a uint64, scc uint32) (uint64, uint32) { return bits.Reverse64(a), scc }, tU64), "s_brev_b64")
	reg(bindS1(func(a, _ uint32) (uint32, uint32) { return nz32(uint32(bits.OnesCount32(a))) }), "s_bcnt1_i32_b32")
	reg(bindS1x64to32(func(a uint64, _ uint32) (uint32, uint32) { return nz32(uint32(bits.OnesCount64(a))) }), "s_bcnt1_i32_b64")
	reg(bindS1(func(a, _ uint32) (uint32, uint32) { return nz32(uint32(bits.OnesCount32(^a))) }), "s_bcnt0_i32_b32")
	reg(bindS1(func(a, scc uint32) (uint32, uint32) {
		if a == 0 {
			return 0xffffffff, scc
		}
		return uint32(bits.TrailingZeros32(a)), scc
	}), "s_ff1_i32_b32")
	reg(bindS1x64to32(func(a uint64, scc uint32) (uint32, uint32) {
		if a == 0 {
			return 0xffffffff, scc
		}
		return uint32(bits.TrailingZeros64(a)), scc
	}), "s_ff1_i32_b64")
	reg(bindS1(func(a, scc uint32) (uint32, uint32) {
		if a == 0 {
			return 0xffffffff, scc
		}
		return uint32(bits.LeadingZeros32(a)), scc
	}), "s_flbit_i32_b32")
	reg(bindS1x64to32(func(a uint64, scc uint32) (uint32, uint32) {
		if a == 0 {
			return 0xffffffff, scc
		}
		return uint32(bits.LeadingZeros64(a)), scc
	}), "s_flbit_i32_b64")
	reg(bindS1(func(a, scc uint32) (uint32, uint32) { return uint32(int32(int8(a))), scc }), "s_sext_i32_i8")
	reg(bindS1(func(a, scc uint32) (uint32, uint32) { return uint32(int32(int16(a))), scc }), "s_sext_i32_i16")
	reg(bindS1(func(a, _ uint32) (uint32, uint32) {
		v := int32(a)
		if v < 0 {
			v = -v
		}
		return nz32(uint32(v))
	}), "s_abs_i32")

	reg(bindSaveexec(func(s, e uint64) uint64 { return s & e }), "s_and_saveexec_b64")
	reg(bindSaveexec(func(s, e uint64) uint64 { return s | e }), "s_or_saveexec_b64")
	reg(bindSaveexec(func(s, e uint64) uint64 { return s ^ e }), "s_xor_saveexec_b64")
	reg(bindSaveexec(func(s, e uint64) uint64 { return s &^ e }), "s_andn2_saveexec_b64")
	reg(bindSaveexec(func(s, e uint64) uint64 { return s | ^e }), "s_orn2_saveexec_b64")
	reg(bindSaveexec(func(s, e uint64) uint64 { return ^(s & e) }), "s_nand_saveexec_b64")
	reg(bindSaveexec(func(s, e uint64) uint64 { return ^(s | e) }), "s_nor_saveexec_b64")
	reg(bindSaveexec(func(s, e uint64) uint64 { return ^(s ^ e) }), "s_xnor_saveexec_b64")
	reg(bindSaveexec(func(s, e uint64) uint64 { return ^s & e }), "s_andn1_saveexec_b64")
	reg(bindSaveexec(func(s, e uint64) uint64 { return ^s | e }), "s_orn1_saveexec_b64")
	// s_andn1_wrexec_b64 / s_andn2_wrexec_b64: EXEC = op; D = EXEC(new)
	reg(func(b *binder) handler {
		b.x.dst[0] = b.sdst(0)
		b.x.src[0] = b.src(0, tU64)
		return func(w *wave, x *xinst) {
			e := w.sval64(&x.src[0]) &^ w.exec()
			w.setExec(e)
			w.setS64(x.dst[0].reg, e)
			w.scc = b2u(e != 0)
		}
	}, "s_andn1_wrexec_b64")
	reg(func(b *binder) handler {
		b.x.dst[0] = b.sdst(0)
		b.x.src[0] = b.src(0, tU64)
		return func(w *wave, x *xinst) {
			e := w.exec() &^ w.sval64(&x.src[0])
			w.setExec(e)
			w.setS64(x.dst[0].reg, e)
			w.scc = b2u(e != 0)
		}
	}, "s_andn2_wrexec_b64")

	// program counter
	reg(func(b *binder) handler {
		b.x.dst[0] = b.sdst(0)
		next := b.in.Addr + uint64(b.in.Size)
		return func(w *wave, x *xinst) { w.setS64(x.dst[0].reg, next) }
	}, "s_getpc_b64")
	reg(func(b *binder) handler {
		b.x.src[0] = b.src(0, tU64)
		return func(w *wave, x *xinst) { w.jumpTo(x, w.sval64(&x.src[0])) }
	}, "s_setpc_b64")
	reg(func(b *binder) handler {
		b.x.dst[0] = b.sdst(0)
		b.x.src[0] = b.src(0, tU64)
		next := b.in.Addr + uint64(b.in.Size)
		return func(w *wave, x *xinst) {
			t := w.sval64(&x.src[0])
			w.setS64(x.dst[0].reg, next)
			w.jumpTo(x, t)
		}
	}, "s_swappc_b64")
	reg(func(b *binder) handler {
		b.x.dst[0] = b.sdst(0)
		next := b.in.Addr + uint64(b.in.Size)
		b.x.target = b.branchTarget()
		return func(w *wave, x *xinst) {
			w.setS64(x.dst[0].reg, next)
			w.pc = x.target
		}
	}, "s_call_b64")
}

// jumpTo continues at byte address addr (s_setpc and friends).
func (w *wave) jumpTo(x *xinst, addr uint64) {
	i := w.l.k.prog.indexOf(addr)
	if i < 0 {
		w.faultAddr(x, -1, addr, "jump to %#x, which is not an instruction", addr)
		return
	}
	w.pc = i
}

// ---- SOPK ----

func init() {
	simm := func(b *binder) uint32 { return uint32(int32(int16(b.in.Simm16))) }
	reg(func(b *binder) handler {
		b.x.dst[0] = b.sdst(0)
		b.x.aux = simm(b)
		return func(w *wave, x *xinst) { w.s[x.dst[0].reg] = x.aux }
	}, "s_movk_i32")
	reg(func(b *binder) handler {
		b.x.dst[0] = b.sdst(0)
		b.x.aux = simm(b)
		return func(w *wave, x *xinst) {
			if w.scc != 0 {
				w.s[x.dst[0].reg] = x.aux
			}
		}
	}, "s_cmovk_i32")
	reg(func(b *binder) handler {
		b.x.dst[0] = b.sdst(0)
		b.x.aux = simm(b)
		return func(w *wave, x *xinst) {
			a := w.s[x.dst[0].reg]
			r := a + x.aux
			w.s[x.dst[0].reg] = r
			w.scc = ((a ^ r) & (x.aux ^ r)) >> 31
		}
	}, "s_addk_i32")
	reg(func(b *binder) handler {
		b.x.dst[0] = b.sdst(0)
		b.x.aux = simm(b)
		return func(w *wave, x *xinst) { w.s[x.dst[0].reg] *= x.aux }
	}, "s_mulk_i32")
	// s_cmpk_*: the sdst field is a source (the decoder puts it in Src[0] or Dst[0])
	cmpk := func(f func(a, k uint32) bool, signed bool) spec {
		return func(b *binder) handler {
			if b.in.NumSrc > 0 && b.in.Src[0].Kind == OpndSReg {
				b.x.src[0] = b.src(0, tB32)
			} else {
				b.x.src[0] = b.sdst(0)
			}
			if signed {
				b.x.aux = simm(b)
			} else {
				b.x.aux = uint32(b.in.Simm16)
			}
			return func(w *wave, x *xinst) { w.scc = b2u(f(w.s[x.src[0].reg], x.aux)) }
		}
	}
	reg(cmpk(func(a, k uint32) bool { return a == k }, true), "s_cmpk_eq_i32")
	reg(cmpk(func(a, k uint32) bool { return a != k }, true), "s_cmpk_lg_i32")
	reg(cmpk(func(a, k uint32) bool { return int32(a) > int32(k) }, true), "s_cmpk_gt_i32")
	reg(cmpk(func(a, k uint32) bool { return int32(a) >= int32(k) }, true), "s_cmpk_ge_i32")
	reg(cmpk(func(a, k uint32) bool { return int32(a) < int32(k) }, true), "s_cmpk_lt_i32")
	reg(cmpk(func(a, k uint32) bool { return int32(a) <= int32(k) }, true), "s_cmpk_le_i32")
	reg(cmpk(func(a, k uint32) bool { return a == k }, false), "s_cmpk_eq_u32")
	reg(cmpk(func(a, k uint32) bool { return a != k }, false), "s_cmpk_lg_u32")
	reg(cmpk(func(a, k uint32) bool { return a > k }, false), "s_cmpk_gt_u32")
	reg(cmpk(func(a, k uint32) bool { return a >= k }, false), "s_cmpk_ge_u32")
	reg(cmpk(func(a, k uint32) bool { return a < k }, false), "s_cmpk_lt_u32")
	reg(cmpk(func(a, k uint32) bool { return a <= k }, false), "s_cmpk_le_u32")
}

// ---- SOPC ----

func bindSC(f func(a, b uint32) bool) spec {
	return func(b *binder) handler {
		b.x.src[0] = b.src(0, tB32)
		b.x.src[1] = b.src(1, tB32)
		return func(w *wave, x *xinst) { w.scc = b2u(f(w.sval(&x.src[0]), w.sval(&x.src[1]))) }
	}
}

func bindSC64(f func(a, b uint64) bool) spec {
	return func(b *binder) handler {
		b.x.src[0] = b.src(0, tU64)
		b.x.src[1] = b.src(1, tU64)
		return func(w *wave, x *xinst) { w.scc = b2u(f(w.sval64(&x.src[0]), w.sval64(&x.src[1]))) }
	}
}

func init() {
	reg(bindSC(func(a, b uint32) bool { return a == b }), "s_cmp_eq_i32", "s_cmp_eq_u32")
	reg(bindSC(func(a, b uint32) bool { return a != b }), "s_cmp_lg_i32", "s_cmp_lg_u32")
	reg(bindSC(func(a, b uint32) bool { return int32(a) > int32(b) }), "s_cmp_gt_i32")
	reg(bindSC(func(a, b uint32) bool { return int32(a) >= int32(b) }), "s_cmp_ge_i32")
	reg(bindSC(func(a, b uint32) bool { return int32(a) < int32(b) }), "s_cmp_lt_i32")
	reg(bindSC(func(a, b uint32) bool { return int32(a) <= int32(b) }), "s_cmp_le_i32")
	reg(bindSC(func(a, b uint32) bool { return a > b }), "s_cmp_gt_u32")
	reg(bindSC(func(a, b uint32) bool { return a >= b }), "s_cmp_ge_u32")
	reg(bindSC(func(a, b uint32) bool { return a < b }), "s_cmp_lt_u32")
	reg(bindSC(func(a, b uint32) bool { return a <= b }), "s_cmp_le_u32")
	reg(bindSC(func(a, b uint32) bool { return a>>(b&31)&1 == 0 }), "s_bitcmp0_b32")
	reg(bindSC(func(a, b uint32) bool { return a>>(b&31)&1 == 1 }), "s_bitcmp1_b32")
	reg(bindSC64(func(a, b uint64) bool { return a == b }), "s_cmp_eq_u64")
	reg(bindSC64(func(a, b uint64) bool { return a != b }), "s_cmp_lg_u64")
	reg(func(b *binder) handler {
		b.x.src[0] = b.src(0, tU64)
		b.x.src[1] = b.src(1, tB32)
		return func(w *wave, x *xinst) { w.scc = b2u(w.sval64(&x.src[0])>>(w.sval(&x.src[1])&63)&1 == 0) }
	}, "s_bitcmp0_b64")
	reg(func(b *binder) handler {
		b.x.src[0] = b.src(0, tU64)
		b.x.src[1] = b.src(1, tB32)
		return func(w *wave, x *xinst) { w.scc = b2u(w.sval64(&x.src[0])>>(w.sval(&x.src[1])&63)&1 == 1) }
	}, "s_bitcmp1_b64")
}

// ---- SOPP ----

func nop(w *wave, x *xinst) {}

func init() {
	// Memory operations complete before the next instruction issues, so the
	// waits have nothing to wait for. Priorities and sleeps are timing.
	reg(func(b *binder) handler {
		vm := int(b.in.Simm16&0xf | b.in.Simm16>>14<<4)
		lgkm := int(b.in.Simm16 >> 8 & 0xf)
		return func(w *wave, x *xinst) {
			if w.l.k.interleave {
				if len(w.pendDS) > 0 {
					w.lgkmWait(lgkm) // LDS loads land (exec_lgkm.go)
				}
				w.waitYield(vm) // the wait completes when the other waves have run
				return
			}
			w.retire(vm)
			if len(w.wg.race.recs) > 0 {
				w.vmWait(vm)
			}
		}
	}, "s_waitcnt")
	reg(func(b *binder) handler { return nop },
		"s_nop", "s_setprio", "s_sleep", "s_ttracedata", "s_icache_inv",
		"s_dcache_inv", "s_dcache_wb", "s_dcache_inv_vol", "s_dcache_wb_vol", "s_buffer_wbinvl1",
		"buffer_wbinvl1", "buffer_wbinvl1_vol", "s_sched_barrier")
	// The L2 write-back and the cache invalidation of the memory model's
	// release and acquire (coherence.go): VMEM instructions, counted by vmcnt.
	reg(func(b *binder) handler {
		sc1 := b.in.SC1
		return func(w *wave, x *xinst) { w.writeBack(sc1) }
	}, "buffer_wbl2")
	reg(func(b *binder) handler {
		sc1 := b.in.SC1
		return func(w *wave, x *xinst) { w.invalidate(sc1) }
	}, "buffer_inv")
	reg(func(b *binder) handler {
		return func(w *wave, x *xinst) {
			w.state = wsDone
			w.stop = true
			w.retire(-1)
			if len(w.wg.pend) > 0 {
				w.landDMA(-1)
			}
			if len(w.wg.race.recs) > 0 {
				w.vmWait(-1)
			}
		}
	}, "s_endpgm")
	reg(func(b *binder) handler {
		return func(w *wave, x *xinst) {
			w.state = wsBarrier
			w.stop = true
		}
	}, "s_barrier")
	reg(func(b *binder) handler {
		b.x.target = b.branchTarget()
		return func(w *wave, x *xinst) { w.pc = x.target }
	}, "s_branch")
	cond := func(f func(w *wave) bool) spec {
		return func(b *binder) handler {
			b.x.target = b.branchTarget()
			return func(w *wave, x *xinst) {
				if f(w) {
					w.pc = x.target
				}
			}
		}
	}
	reg(cond(func(w *wave) bool { return w.scc == 0 }), "s_cbranch_scc0")
	reg(cond(func(w *wave) bool { return w.scc != 0 }), "s_cbranch_scc1")
	reg(cond(func(w *wave) bool { return w.vcc() == 0 }), "s_cbranch_vccz")
	reg(cond(func(w *wave) bool { return w.vcc() != 0 }), "s_cbranch_vccnz")
	reg(cond(func(w *wave) bool { return w.exec() == 0 }), "s_cbranch_execz")
	reg(cond(func(w *wave) bool { return w.exec() != 0 }), "s_cbranch_execnz")
	reg(func(b *binder) handler {
		return func(w *wave, x *xinst) { w.faultf(x, -1, "s_trap %d", x.in.Simm16&0xff) }
	}, "s_trap")
	reg(func(b *binder) handler {
		return func(w *wave, x *xinst) {
			w.faultf(x, -1, "executed s_code_end padding (fell off the end of a kernel?)")
		}
	}, "s_code_end")
}

// ---- SMEM ----

// bindSLoad binds s_load_dword{,x2,x4,x8,x16}: sdata, sbase, offset [, soffset].
func bindSLoad(n uint8, buffer bool) spec {
	return func(b *binder) handler {
		b.x.dst[0] = b.sdst(0)
		b.x.n = n
		if buffer {
			b.x.src[0] = b.src(0, tB32) // 4 SGPRs: the V#
		} else {
			b.x.src[0] = b.src(0, tU64)
		}
		if b.x.src[0].kind != okSGPR {
			b.fail("SMEM base is not an SGPR")
		}
		b.x.imm = int64(b.in.Offset)
		if o, ok := b.optSrc(1, tB32); ok {
			b.x.src[1] = o
		}
		if int(b.x.dst[0].reg)+int(n) > 128 {
			b.fail("SMEM destination out of range")
		}
		return func(w *wave, x *xinst) {
			off := uint64(x.imm)
			if x.src[1].kind != okNone {
				off += uint64(w.sval(&x.src[1]))
			}
			d := x.dst[0].reg
			if buffer {
				r := x.src[0].reg
				base := uint64(w.s[r]) | uint64(w.s[r+1]&0xffff)<<32
				nrec := uint64(w.s[r+2])
				stride := w.s[r+1] >> 16 & 0x3fff
				off &= 0xffffffff &^ 3
				for i := uint64(0); i < uint64(x.n); i++ {
					o := off + 4*i
					if stride == 0 && o+4 > nrec || stride != 0 && o+4 > nrec*uint64(stride) {
						w.s[d+uint16(i)] = 0 // out of range: not performed (reads 0)
						continue
					}
					p := w.mem.get((base&^3)+o, 4)
					if p == nil {
						w.faultAddr(x, -1, (base&^3)+o, "s_buffer_load outside every allocation")
						return
					}
					if p = w.see(x, -1, (base&^3)+o, p); p == nil {
						return
					}
					w.s[d+uint16(i)] = le32(p)
				}
				return
			}
			addr := (w.s64(x.src[0].reg) + off) &^ 3
			p := w.mem.get(addr, 4*uint64(x.n))
			if p == nil {
				w.faultAddr(x, -1, addr, "scalar load of %d bytes outside every allocation", 4*int(x.n))
				return
			}
			if p = w.see(x, -1, addr, p); p == nil {
				return
			}
			for i := 0; i < int(x.n); i++ {
				w.s[d+uint16(i)] = le32(p[4*i:])
			}
		}
	}
}

func init() {
	reg(bindSLoad(1, false), "s_load_dword")
	reg(bindSLoad(2, false), "s_load_dwordx2")
	reg(bindSLoad(4, false), "s_load_dwordx4")
	reg(bindSLoad(8, false), "s_load_dwordx8")
	reg(bindSLoad(16, false), "s_load_dwordx16")
	reg(bindSLoad(1, true), "s_buffer_load_dword")
	reg(bindSLoad(2, true), "s_buffer_load_dwordx2")
	reg(bindSLoad(4, true), "s_buffer_load_dwordx4")
	reg(bindSLoad(8, true), "s_buffer_load_dwordx8")
	reg(bindSLoad(16, true), "s_buffer_load_dwordx16")
	reg(func(b *binder) handler {
		b.x.dst[0] = b.sdst(0)
		return func(w *wave, x *xinst) { w.setS64(x.dst[0].reg, w.n) }
	}, "s_memtime", "s_memrealtime")
}

func put32(p []byte, v uint32) {
	_ = p[3]
	p[0], p[1], p[2], p[3] = byte(v), byte(v>>8), byte(v>>16), byte(v>>24)
}
