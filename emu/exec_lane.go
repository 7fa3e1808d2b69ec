package emu

import (
	"fmt"
	"math/bits"
)

// Cross-lane VALU: v_permlane16_swap_b32, v_permlane32_swap_b32 (gfx950) and
// DPP (VOP1/VOP2 with a DPP dword).

// bindPermlaneSwap binds v_permlane16_swap_b32 (width 16) and
// v_permlane32_swap_b32 (width 32): CDNA4 ISA 12.x pseudocode, for each block
// of 2*width lanes, lanes [0, width) of src0 are exchanged with lanes
// [width, 2*width) of vdst:
//
//	tmp = src0[b+i]; src0[b+i] = vdst[b+i+width]; vdst[b+i+width] = tmp
//
// (b = 0, 32 for width 16; b = 0 for width 32; i < width). When vdst and
// src0 are one register its two halves of each block are exchanged. The
// pseudocode has no EXEC term, and the VOP3 form's fi/bound_ctrl bits say
// what inactive lanes supply: the emulator requires EXEC to be all ones
// (then both bits are moot) and faults otherwise.
func bindPermlaneSwap(width int) spec {
	return func(b *binder) handler {
		b.noMods()
		b.x.dst[0] = b.vdst(0)
		b.x.src[0] = b.src(0, tB32)
		if b.x.src[0].kind != okVGPR {
			b.fail("src0 is not a VGPR")
		}
		return func(w *wave, x *xinst) {
			if w.exec() != ^uint64(0) {
				w.faultf(x, -1, "%s with EXEC %#x: only a full EXEC is supported (inactive lanes' behaviour depends on fi/bound_ctrl)", x.in.Name, w.exec())
				return
			}
			s := &w.v[x.src[0].reg]
			d := &w.v[x.dst[0].reg]
			for blk := 0; blk < 64; blk += 2 * width {
				for i := blk; i < blk+width; i++ {
					s[i], d[i+width] = d[i+width], s[i]
				}
			}
		}
	}
}

// dppSource returns the lane whose src0 lane l reads under dpp_ctrl c, or
// -1 when the source is out of range (CDNA4 ISA 13.3.9, Table 94).
func dppSource(c uint16, l int) int {
	row := l &^ 15
	switch {
	case c <= 0xff: // quad_perm
		return l&^3 | int(c>>(2*(l&3)))&3
	case c >= 0x101 && c <= 0x10f: // row_shl
		if n := int(c & 0xf); l&15 < 16-n {
			return l + n
		}
	case c >= 0x111 && c <= 0x11f: // row_shr
		if n := int(c & 0xf); l&15 >= n {
			return l - n
		}
	case c >= 0x121 && c <= 0x12f: // row_ror
		return row | ((l&15)-int(c&0xf))&15
	case c == 0x130: // wave_shl:1
		if l < 63 {
			return l + 1
		}
	case c == 0x134: // wave_rol:1
		return (l + 1) & 63
	case c == 0x138: // wave_shr:1
		if l > 0 {
			return l - 1
		}
	case c == 0x13c: // wave_ror:1
		return (l - 1) & 63
	case c == 0x140: // row_mirror
		return row + 15 - l&15
	case c == 0x141: // row_half_mirror
		return l&^7 + 7 - l&7
	case c == 0x142: // row_bcast:15
		if l > 15 {
			return row - 1
		}
	case c == 0x143: // row_bcast:31
		if l > 31 {
			return 31
		}
	case c >= 0x150 && c <= 0x15f: // row_newbcast
		return row | int(c&0xf)
	}
	return -1
}

// dppLaneMask is the lanes row_mask and bank_mask enable.
func dppLaneMask(rowMask, bankMask uint8) uint64 {
	var m uint64
	for l := 0; l < 64; l++ {
		if rowMask>>(l/16)&1 != 0 && bankMask>>(l%16/4)&1 != 0 {
			m |= 1 << l
		}
	}
	return m
}

// bindDPP binds a VOP1/VOP2 instruction with a DPP dword: the op's own
// handler runs with src0 replaced by the permuted register (in a scratch row
// past the kernel's registers) and EXEC narrowed to the lanes DPP lets write.
//
// Per CDNA4 ISA 13.3.9: lane l reads src0 of dppSource(ctrl, l); row_mask and
// bank_mask gate only the destination write; an out-of-range source writes 0
// with bound_ctrl set and nothing without it. Rows whose source lane is
// inactive: what is fetched then is not documented for gfx9 (later ISAs added
// a "fetch inactive" bit), so the emulator faults if an enabled lane reads an
// inactive one. Supported: ops whose only output is vdst (no carry, no VCC
// input, no lane-mask result), 32-bit src0, no DPP neg/abs.
func bindDPP(k *kernelCode, in *Inst, x *xinst) error {
	p, base := dppInfo(int(in.Opcode))
	if p == nil {
		return fmt.Errorf("no VOP1/VOP2 opcode %#x", in.Opcode)
	}
	if p.Flags&(FlagVCCOut|FlagVCCIn|FlagSwap|FlagCmpx) != 0 {
		return fmt.Errorf("DPP on an op with a lane-mask operand or a second result is not supported")
	}
	if in.Neg != 0 || in.Abs != 0 {
		return fmt.Errorf("DPP source modifiers (neg/abs) are not supported")
	}
	if in.NumSrc == 0 || in.Src[0].Kind != OpndVGPR || in.Src[0].N != 1 {
		return fmt.Errorf("DPP with a src0 wider than 32 bits is not supported")
	}
	s, ok := specs[in.Name]
	if !ok {
		return fmt.Errorf("unimplemented instruction %s", in.Name)
	}
	plain := *in
	plain.Format, plain.Ext = base, 0
	plain.Opcode -= 0x140
	if base == FmtVOP2 {
		plain.Opcode = in.Opcode - 0x100
	}
	b := &binder{k: k, in: &plain, x: x}
	h := s(b)
	if b.err != nil || h == nil {
		if b.err == nil {
			b.err = fmt.Errorf("not supported in this form")
		}
		return b.err
	}
	x.in = in
	srcReg := x.src[0].reg
	if x.src[0].kind != okVGPR {
		return fmt.Errorf("src0 is not bound to a VGPR")
	}
	scratch := uint16(k.vgprs) // the row bindKernel adds past the allocation
	x.src[0].reg = scratch
	k.dppScratch = true
	ctrl, bc := in.DPPCtrl(), in.DPPBoundCtrl()
	var srcLane [64]int8
	for l := range srcLane {
		srcLane[l] = int8(dppSource(ctrl, l))
	}
	enabled := dppLaneMask(in.DPPRowMask(), in.DPPBankMask())
	x.fn = func(w *wave, x *xinst) {
		exec := w.exec()
		src, tmp := &w.v[srcReg], &w.v[scratch]
		write := exec & enabled
		for m := write; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			sl := srcLane[l]
			switch {
			case sl < 0 && bc:
				tmp[l] = 0
			case sl < 0:
				write &^= 1 << l
			case exec>>sl&1 == 0:
				w.faultf(x, l, "DPP: lane %d reads inactive lane %d (undocumented on gfx950)", l, sl)
				return
			default:
				tmp[l] = src[sl]
			}
		}
		w.setExec(write)
		h(w, x)
		w.setExec(exec)
	}
	return nil
}

func init() {
	reg(bindPermlaneSwap(16), "v_permlane16_swap_b32")
	reg(bindPermlaneSwap(32), "v_permlane32_swap_b32")
}
