package emu

// Decoder: gfx950 machine code -> Inst.
//
// Decode reads one instruction, DecodeAll a whole .text section. The tables in
// optable_data.go (generated from optable.txt) say, per encoding and opcode,
// the mnemonic, which operand slots exist, their widths in dwords and types,
// and the modifiers the opcode accepts. (Inst).String prints LLVM syntax
// (format.go).
//
// Operand conventions (what the executor finds in Dst and Src)
//
// General
//   - Operand.N is the width in dwords as the instruction reads or writes it;
//     Operand.Type how a constant in that slot is interpreted (InlineValue).
//   - NumDst/NumSrc count slots up to the last present one. A slot inside
//     that range can be OpndNone (e.g. MUBUF vaddr "off"): check Kind.
//   - Scalar registers are 7-bit encodings (OpndSReg): s0..s101, 102/103
//     flat_scratch, 104/105 xnack_mask, 106/107 VCC, 108-123 ttmp, 124 M0,
//     125 (reserved in the CDNA4 manual; LLVM prints "null"), 126/127 EXEC. A 64-bit
//     operand is a pair starting there (VCC: Reg 106, N 2).
//   - Inline constants are OpndInline with Reg = the source code (128-208,
//     240-248); their bits come from InlineValue(Reg, Type). A literal is
//     OpndLiteral with Value; Size includes its 4 bytes. Several sources of one
//     instruction that name the literal all carry the same Value.
//   - OpndSpecial: 230/231 src_flat_scratch_base_lo/hi (gfx950), 235-238
//     shared/private base/limit, 239 pops_exiting_wave_id, 251 VCCZ,
//     252 EXECZ, 253 SCC, 254 LDS_DIRECT.
//   - Fields an opcode does not use, and modifier bits it does not accept, are
//     ignored (not copied into Inst), so Neg/Abs/OpSel... are only set where
//     they mean something.
//
// VALU (FmtVOP1/VOP2/VOPC = 32-bit forms, FmtVOP3 = 64-bit forms of all of
// them plus native VOP3 ops; Opcode is the VOP3 number for FmtVOP3)
//   - Dst[0] = vdst; Src[0..2] = src0, src1, src2 in ISA order.
//   - VOPC: Dst[0] = the lane mask: VCC (e32) or the SGPR pair in vdst (e64).
//     v_cmpx_* (FlagCmpx) write EXEC too.
//   - Carry-out ops (v_add_co_u32, v_sub_co_u32, v_addc_co_u32, ...;
//     FlagVCCOut): Dst[1] = VCC (e32) or the VOP3B SDST pair (e64).
//     Carry-in and v_cndmask_b32 (FlagVCCIn): Src[2] = VCC (e32) or src2 (e64),
//     N = 2.
//   - VOP3B ops (v_div_scale_*, v_mad_u64_u32, v_mad_i64_i32): Dst[1] = sdst.
//   - v_madmk/v_madak/v_fmamk/v_fmaak: the literal K is a source in print
//     order: fmamk: Src = {src0, K, vsrc1} (D = S0*S1+S2 with S1 = K);
//     fmaak: Src = {src0, vsrc1, K} (D = S0*S1+S2 with S2 = K).
//   - v_mac/v_fmac/v_dot2c/... and ops writing only part of vdst (v_cvt_pk_fp8_f32
//     ...) have FlagTied: vdst is read too. v_swap_b32 and v_permlane*_swap
//     (FlagSwap) also write Src[0]'s register. v_writelane_b32 writes one lane.
//   - v_readfirstlane_b32/v_readlane_b32: Dst[0] is an SGPR.
//     v_accvgpr_read_b32: Src[0] is an AGPR; v_accvgpr_write_b32: Dst[0] is an
//     AGPR; v_accvgpr_mov_b32: both.
//   - Modifiers: Neg/Abs bit i applies to source i. OpSel bits 0..2 are the
//     sources' op_sel, bit 3 the destination's (VOP3 word-0 bit 14).
//     Omod is the raw 2-bit field (1: *2, 2: *4, 3: /2).
//   - v_bitop3_b16/b32: Ext holds the 8-bit truth table (bitop3:N).
//   - v_permlane16/32_swap_b32_e64: OpSel bit 0 = fi, bit 1 = bound_ctrl.
//   - A VOP3/VOP3P source coded 255 takes a literal dword, as LLVM decodes it,
//     although the ISA manual says VOP3 has no literal (no assembler emits one).
//
// VOP3P (FmtVOP3P)
//   - Packed ops: Neg = neg_lo, NegHi = neg_hi, OpSel / OpSelHi bit i = source i.
//     v_fma_mix*: Neg and Abs (word-0 bits 8-10) as in VOP3; OpSelHi selects
//     f16 (1) or f32 (0) per source.
//   - MFMA/SMFMAC (FlagMAI): Dst[0] = D, Src = {A, B, C}; acc_cd makes D and C
//     AGPRs (OpndAGPR), acc bits make A/B AGPRs. Cbsz, Abid, Blgp are set.
//     v_mfma_f32_{16x16x128,32x32x64}_f8f6f4: A.N and B.N follow cbsz/blgp
//     (8 dwords fp8/bf8, 6 fp6/bf6, 4 fp4). f64 MFMAs: word-1 bits 31:29 are
//     neg (Neg), not blgp. SMFMAC: C is D itself (FlagTied) and Src[2] is the
//     sparsity-index VGPR.
//
// SALU
//   - SOP2/SOP1: Dst[0] = sdst, Src[0] = ssrc0, Src[1] = ssrc1 (absent ones are
//     not counted: s_getpc_b64 has no source, s_setpc_b64 no destination).
//   - SOPC: Src[0], Src[1]; s_set_gpr_idx_on: Src[1] absent, mode in Simm16.
//   - SOPK: Simm16 raw. s_movk/s_cmovk/s_addk/s_mulk/s_call_b64/s_getreg:
//     Dst[0] = sdst. s_cmpk_*, s_setreg_b32 and s_cbranch_i_fork read the sdst
//     field: it is Src[0]. s_setreg_imm32_b32: Src[0] = the literal.
//   - SOPP: Simm16 raw. Branches (FlagBranch, also s_call_b64): target =
//     Addr + 4 + int16(Simm16)*4. s_waitcnt: vmcnt = Simm16[3:0] |
//     Simm16[15:14]<<4, expcnt = [6:4], lgkmcnt = [11:8].
//
// SMEM: Dst[0] = sdata for loads (and atomics, which return the old value
// only when SC0 - the glc bit - is set); Src[0] = sbase (2 dwords, 4 for
// s_buffer_*), Src[1] = the SGPR offset when there is one (soffset or the
// register form of the offset field), Src[2] = sdata for stores/atomics.
// Offset = the signed 21-bit immediate offset (0 when there is none).
// Address = sbase + Offset + Src[1]. Ext has ExtSMEMSOE when Src[1] came from
// the SOFFSET field. s_atc_probe*: Simm16 = the probe mode (sdata field).
//
// DS: Dst[0] = vdst, Src[0] = addr, Src[1] = data0, Src[2] = data1. Offset =
// the 16-bit offset (offset1<<8 | offset0) for single-address ops; Offset0,
// Offset1 for the two-address ops (FlagDS2Addr; units of the element size,
// x64 for *st64). The acc bit makes vdst/data AGPRs. ds_read_addtid_b32,
// ds_append and ds_consume have no address (Src[0] absent); ds_write_addtid_b32
// has data0 in Src[1]. gfx950 has no GDS: GDS is always false.
//
// MUBUF: Src[0] = vaddr (absent for "off"; 2 dwords {index, offset} when both
// Idxen and Offen), Src[1] = srsrc (4 SGPRs), Src[2] = soffset (SGPR, M0 or
// inline constant), Src[3] = vdata for stores and atomics; Dst[0] = vdata
// for loads, and for atomics when SC0 (return) is set. Offset = the 12-bit
// offset. LDS (the lds bit): the load goes to LDS at M0, there is no Dst.
// acc makes vdata an AGPR.
//
// FLAT/GLOBAL/SCRATCH: Src[0] = vaddr (64-bit for flat and for global without
// saddr; a 32-bit offset for global with saddr; 32-bit for scratch with SVE;
// absent for scratch "off"), Src[1] = saddr (SGPR pair for global, one SGPR for
// scratch; absent for "off"), Src[2] = vdata for stores and atomics; Dst[0] =
// vdst for loads and for atomics with SC0. Offset: 13 bits, signed for
// global/scratch, unsigned for flat. global_load_lds_* / scratch_load_lds_*
// (FlagLDSLoad) have no Dst: data goes to LDS at M0.
//
// Cache-policy bits: SC0 (bit "glc"), SC1, NT ("slc") as printed by LLVM.
//
// DPP (VOP1/VOP2 with src0 = 250): Format FmtDPP, Opcode the VOP3 number of
// the op (as for FmtVOP3), operands as in the 32-bit form with Src[0] the DPP
// word's VGPR; Ext = the DPP dword (accessors DPPCtrl, DPPRowMask, ...);
// src0/src1 neg and abs in Neg/Abs where the op takes them.
//
// SDWA, MTBUF, MIMG, EXP and VINTRP encodings, and DPP on VOPC (which LLVM
// does not support on gfx950), are rejected with an error naming them; none
// occurs in the kernels this emulator runs.

import (
	"encoding/binary"
	"errors"
	"fmt"
	"strings"
)

// ExtSMEMSOE is set in Inst.Ext of an SMEM instruction whose SGPR offset
// (Src[1]) comes from the SOFFSET field (soe): address = sbase + Offset +
// Src[1]. Without it, a present Src[1] is the register form of the offset
// field (imm = 0) and Offset is 0.
const ExtSMEMSOE = 1 << 31

// Source-operand codes.
const (
	srcVCCLo       = 106
	srcM0          = 124
	srcNull        = 125
	srcExecLo      = 126
	srcFlatScrBase = 230 // src_flat_scratch_base_lo/hi: 230, 231
	srcSharedBase  = 235
	srcPopsExiting = 239
	srcSDWA        = 249
	srcDPP         = 250
	srcVCCZ        = 251
	srcEXECZ       = 252
	srcSCC         = 253
	srcLDSDirect   = 254
	srcLiteral     = 255
	srcFirstVGPR   = 256
	inlineIntFirst = 128
	inlineIntLast  = 208
	inlineFltFirst = 240
	inlineFltLast  = 248
)

// DecodeError describes an instruction the decoder does not accept.
type DecodeError struct {
	Addr     uint64
	Encoding string // "VOP3P", "SDWA", ...
	Opcode   int    // -1 when not applicable
	Reason   string // "unknown opcode", "truncated", ...
}

func (e *DecodeError) Error() string {
	if e.Opcode >= 0 {
		return fmt.Sprintf("%s %s opcode %#x at %#x", e.Reason, e.Encoding, e.Opcode, e.Addr)
	}
	return fmt.Sprintf("%s %s at %#x", e.Reason, e.Encoding, e.Addr)
}

// ErrTruncated is wrapped by errors for code that ends inside an instruction.
var ErrTruncated = errors.New("truncated instruction")

type decoder struct {
	code []byte
	in   Inst
	lit  bool // a literal dword has been consumed
	err  error
}

func le32(b []byte) uint32 { return binary.LittleEndian.Uint32(b) }

func (d *decoder) fail(enc string, op int, reason string) {
	if d.err == nil {
		d.err = &DecodeError{Addr: d.in.Addr, Encoding: enc, Opcode: op, Reason: reason}
	}
}

// word returns dword i of the instruction, or fails.
func (d *decoder) word(i int, enc string) uint32 {
	if len(d.code) < 4*(i+1) {
		if d.err == nil {
			d.err = fmt.Errorf("emu: %s instruction at %#x: %w", enc, d.in.Addr, ErrTruncated)
		}
		return 0
	}
	return le32(d.code[4*i:])
}

// literal returns the literal dword that follows the instruction's base words.
func (d *decoder) literal() uint32 {
	base := int(d.in.Size)
	if d.lit {
		base -= 4
	}
	if len(d.code) < base+4 {
		if d.err == nil {
			d.err = fmt.Errorf("emu: literal of instruction at %#x: %w", d.in.Addr, ErrTruncated)
		}
		return 0
	}
	v := le32(d.code[base:])
	if !d.lit {
		d.lit = true
		d.in.Size += 4
	}
	return v
}

// src decodes a 9-bit source code (8-bit scalar sources use the same codes
// below 256).
func (d *decoder) src(code uint32, n uint8, t OperandType) Operand {
	o := Operand{N: n, Type: t}
	switch {
	case code < 128:
		o.Kind, o.Reg = OpndSReg, uint16(code)
	case code >= srcFirstVGPR:
		o.Kind, o.Reg = OpndVGPR, uint16(code-srcFirstVGPR)
	case code <= inlineIntLast || (code >= inlineFltFirst && code <= inlineFltLast):
		o.Kind, o.Reg = OpndInline, uint16(code)
	case code == srcLiteral:
		o.Kind, o.Value = OpndLiteral, d.literal()
	case code == srcFlatScrBase || code == srcFlatScrBase+1 ||
		(code >= srcSharedBase && code <= srcPopsExiting) ||
		(code >= srcVCCZ && code <= srcLDSDirect):
		o.Kind, o.Reg = OpndSpecial, uint16(code)
	default:
		// 209-229, 232-234 are reserved; 249/250 (SDWA/DPP) are handled by
		// the callers.
		d.fail("source", int(code), "reserved operand code in")
	}
	return o
}

func sreg(r uint32, n uint8, t OperandType) Operand {
	return Operand{Kind: OpndSReg, Reg: uint16(r & 0x7f), N: n, Type: t}
}

func vreg(r uint32, n uint8, t OperandType) Operand {
	return Operand{Kind: OpndVGPR, Reg: uint16(r & 0xff), N: n, Type: t}
}

func areg(r uint32, n uint8, t OperandType) Operand {
	return Operand{Kind: OpndAGPR, Reg: uint16(r & 0xff), N: n, Type: t}
}

// toAGPR turns a VGPR operand into the AGPR of the same number.
func toAGPR(o Operand) Operand {
	if o.Kind == OpndVGPR {
		o.Kind = OpndAGPR
	}
	return o
}

// Decode decodes the instruction at the start of code; addr is its address.
// It never panics; on error the returned Inst has Addr set and Size 0.
func Decode(code []byte, addr uint64) (Inst, error) {
	d := decoder{code: code}
	d.in.Addr = addr
	d.decode()
	if d.err != nil {
		return Inst{Addr: addr}, d.err
	}
	return d.in, nil
}

// DecodeAll decodes a whole code section starting at address base. On error
// it returns the instructions decoded so far and the error.
func DecodeAll(code []byte, base uint64) ([]Inst, error) {
	out := make([]Inst, 0, len(code)/6+1)
	for off := 0; off < len(code); {
		in, err := Decode(code[off:], base+uint64(off))
		if err != nil {
			return out, err
		}
		out = append(out, in)
		off += int(in.Size)
	}
	return out, nil
}

func (d *decoder) decode() {
	w0 := d.word(0, "instruction")
	if d.err != nil {
		return
	}
	switch {
	case w0>>31 == 0:
		switch (w0 >> 25) & 0x3f {
		case 0x3e:
			d.vopc(w0)
		case 0x3f:
			d.vop1(w0)
		default:
			d.vop2(w0)
		}
	case w0>>30 == 2:
		switch {
		case w0>>23 == 0x17d:
			d.sop1(w0)
		case w0>>23 == 0x17e:
			d.sopc(w0)
		case w0>>23 == 0x17f:
			d.sopp(w0)
		case w0>>28 == 0xb:
			d.sopk(w0)
		default:
			d.sop2(w0)
		}
	default:
		switch w0 >> 26 {
		case 0x30:
			d.smem(w0)
		case 0x34:
			if w0>>23 == 0x1a7 {
				d.vop3p(w0)
			} else {
				d.vop3(w0)
			}
		case 0x36:
			d.ds(w0)
		case 0x37:
			d.flat(w0)
		case 0x38:
			d.mubuf(w0)
		case 0x3a:
			d.fail("MTBUF", int(w0>>15)&0xf, "unsupported encoding")
		case 0x3c:
			d.fail("MIMG", int(w0>>18)&0x7f, "unsupported encoding")
		case 0x31:
			d.fail("EXP", -1, "unsupported encoding")
		case 0x35:
			d.fail("VINTRP", int(w0>>16)&3, "unsupported encoding")
		default:
			d.fail("encoding", int(w0>>26), "unknown")
		}
	}
}

func (d *decoder) setName(f Format, op int, p *OpInfo) {
	d.in.Format = f
	d.in.Opcode = uint16(op)
	d.in.Name = p.Name
}

func (d *decoder) count(_ *OpInfo) {
	for i := len(d.in.Dst) - 1; i >= 0; i-- {
		if d.in.Dst[i].Kind != OpndNone {
			d.in.NumDst = uint8(i + 1)
			break
		}
	}
	for i := len(d.in.Src) - 1; i >= 0; i-- {
		if d.in.Src[i].Kind != OpndNone {
			d.in.NumSrc = uint8(i + 1)
			break
		}
	}
}

// ---------------------------------------------------------------- VALU

var encName = [...]string{FmtVOP1: "VOP1", FmtVOP2: "VOP2", FmtVOPC: "VOPC"}

// e32 decodes the 32-bit VALU forms.
func (d *decoder) e32(f Format, op int, p *OpInfo, w0 uint32) {
	src0 := w0 & 0x1ff
	if src0 == srcSDWA {
		d.fail("SDWA", op, "unsupported encoding ("+encName[f]+" opcode) for")
		return
	}
	if src0 == srcDPP {
		d.dpp(f, op, p, w0)
		return
	}
	if p == nil {
		d.fail(encName[f], op, "unknown")
		return
	}
	d.in.Size = 4
	d.setName(f, op, p)
	d.e32Operands(p, w0, -1)
}

// e32Operands fills the operands of a 32-bit VALU form; dppSrc0 >= 0 is the
// VGPR of a DPP form's src0 (the src0 field then holds 250).
func (d *decoder) e32Operands(p *OpInfo, w0 uint32, dppSrc0 int) {
	vdst := (w0 >> 17) & 0xff
	vsrc1 := (w0 >> 9) & 0xff
	for i, s := range p.Dst {
		switch s.Field {
		case fdVDst:
			d.in.Dst[i] = vreg(vdst, s.N, s.Type)
		case fdVDstS:
			d.in.Dst[i] = sreg(vdst, s.N, s.Type)
		case fdVDstA:
			d.in.Dst[i] = areg(vdst, s.N, s.Type)
		case fdVCC:
			d.in.Dst[i] = sreg(srcVCCLo, 2, TypeB64)
		}
	}
	for i, s := range p.Src {
		switch s.Field {
		case fdSrc0:
			if dppSrc0 >= 0 {
				d.in.Src[i] = vreg(uint32(dppSrc0), s.N, s.Type)
			} else {
				d.in.Src[i] = d.src(w0&0x1ff, s.N, s.Type)
			}
		case fdSrc0A:
			d.in.Src[i] = areg(w0&0x1ff, s.N, s.Type)
		case fdSrc1:
			d.in.Src[i] = vreg(vsrc1, s.N, s.Type)
		case fdVCC:
			d.in.Src[i] = sreg(srcVCCLo, 2, TypeB64)
		case fdLitK:
			d.in.Src[i] = Operand{Kind: OpndLiteral, Value: d.literal(), N: s.N, Type: s.Type}
		}
	}
	d.count(p)
}

// DPP control values (dpp_ctrl, DPP word bits 16:8) that gfx950 defines
// (CDNA4 ISA 13.3.9; row_newbcast 0x150-0x15F as LLVM names it for gfx90a+).
func validDPPCtrl(c uint32) bool {
	switch {
	case c <= 0xff: // quad_perm
	case c >= 0x101 && c <= 0x10f, c >= 0x111 && c <= 0x11f, c >= 0x121 && c <= 0x12f: // row_shl/shr/ror
	case c == 0x130, c == 0x134, c == 0x138, c == 0x13c: // wave_shl/rol/shr/ror
	case c >= 0x140 && c <= 0x143: // row_mirror, row_half_mirror, row_bcast:15/31
	case c >= 0x150 && c <= 0x15f: // row_newbcast
	default:
		return false
	}
	return true
}

// dpp decodes a VOP1/VOP2 instruction with a DPP extension dword (src0 field
// 250). The result has Format FmtDPP and Opcode the op's VOP3 number (VOP2 at
// 0x100+, VOP1 at 0x140+, as for FmtVOP3); Ext holds the DPP dword; its
// src0_neg/abs, src1_neg/abs bits become Neg/Abs bits 0/1 where the opcode
// takes those modifiers. LLVM has no DPP form of VOPC on gfx950.
func (d *decoder) dpp(f Format, op int, p *OpInfo, w0 uint32) {
	if f == FmtVOPC {
		d.fail("DPP", op, "unsupported encoding (VOPC opcode) for")
		return
	}
	if p == nil {
		d.fail(encName[f], op, "unknown")
		return
	}
	w1 := d.word(1, "DPP")
	if d.err != nil {
		return
	}
	if !validDPPCtrl(w1 >> 8 & 0x1ff) {
		d.fail("DPP", int(w1>>8&0x1ff), "invalid dpp_ctrl")
		return
	}
	vop3 := op + 0x140
	if f == FmtVOP2 {
		vop3 = op + 0x100
	}
	d.in.Size = 8
	d.setName(FmtDPP, vop3, p)
	d.in.Ext = w1
	d.e32Operands(p, w0, int(w1&0xff))
	m := p.Mods
	neg := uint8(w1>>20&1) | uint8(w1>>22&1)<<1
	abs := uint8(w1>>21&1) | uint8(w1>>23&1)<<1
	d.in.Neg = neg & (uint8(m>>3) & 3)
	d.in.Abs = abs & (uint8(m) & 3)
}

// DPPCtrl, DPPRowMask, DPPBankMask and DPPBoundCtrl read the DPP fields of
// an FmtDPP instruction (CDNA4 ISA 13.3.9).
func (in *Inst) DPPCtrl() uint16    { return uint16(in.Ext >> 8 & 0x1ff) }
func (in *Inst) DPPRowMask() uint8  { return uint8(in.Ext >> 28) }
func (in *Inst) DPPBankMask() uint8 { return uint8(in.Ext >> 24 & 0xf) }
func (in *Inst) DPPBoundCtrl() bool { return in.Ext>>19&1 != 0 }

func (d *decoder) vop2(w0 uint32) {
	op := int(w0>>25) & 0x3f
	d.e32(FmtVOP2, op, tblAt(vop2Ops[:], op), w0)
}

func (d *decoder) vop1(w0 uint32) {
	op := int(w0>>9) & 0xff
	d.e32(FmtVOP1, op, tblAt(vop1Ops[:], op), w0)
}

func (d *decoder) vopc(w0 uint32) {
	op := int(w0>>17) & 0xff
	d.e32(FmtVOPC, op, tblAt(vopcOps[:], op), w0)
}

func (d *decoder) vop3(w0 uint32) {
	op := int(w0>>16) & 0x3ff
	w1 := d.word(1, "VOP3")
	if d.err != nil {
		return
	}
	p, base := vop3Info(op)
	if p == nil {
		d.fail("VOP3", op, "unknown")
		return
	}
	d.in.Size = 8
	d.setName(FmtVOP3, op, p)
	in := &d.in
	vdst := w0 & 0xff
	sdst := (w0 >> 8) & 0x7f
	srcs := [3]uint32{w1 & 0x1ff, (w1 >> 9) & 0x1ff, (w1 >> 18) & 0x1ff}
	for i, s := range p.Dst {
		switch s.Field {
		case fdVDst:
			in.Dst[i] = vreg(vdst, s.N, s.Type)
		case fdVDstS:
			in.Dst[i] = sreg(vdst, s.N, s.Type)
		case fdVDstA:
			in.Dst[i] = areg(vdst, s.N, s.Type)
		case fdSDst:
			in.Dst[i] = sreg(sdst, s.N, s.Type)
		case fdVCC:
			if base == FmtVOPC && i == 0 {
				in.Dst[i] = sreg(vdst, 2, TypeB64)
			} else {
				in.Dst[i] = sreg(sdst, 2, TypeB64)
			}
		}
	}
	for i, s := range p.Src {
		switch s.Field {
		case fdSrc0, fdSrc1, fdSrc2:
			in.Src[i] = d.src(srcs[s.Field-fdSrc0], s.N, s.Type)
		case fdSrc0A:
			in.Src[i] = areg(srcs[0], s.N, s.Type)
		case fdVCC:
			in.Src[i] = d.src(srcs[2], 2, TypeB64)
		}
	}
	m := p.Mods
	neg := uint8(w1 >> 29)
	in.Neg = neg & uint8(m>>3) & 7
	if p.Flags&FlagVOP3B == 0 {
		in.Abs = uint8(w0>>8) & uint8(m) & 7
		opsel := uint8(w0>>11) & 0xf
		in.OpSel = opsel & (uint8(m>>9)&7 | uint8(m>>12)&1<<3)
		if m&modFiBc != 0 {
			in.OpSel = opsel & 3
		}
	}
	if m&modClamp != 0 {
		in.Clamp = w0>>15&1 != 0
	}
	if m&modOmod != 0 {
		in.Omod = uint8(w1>>27) & 3
	}
	if m&modBitop3 != 0 {
		in.Ext = uint32(neg) | (w0>>8&7)<<3 | (w1>>27&3)<<6
	}
	d.count(p)
}

func (d *decoder) vop3p(w0 uint32) {
	op := int(w0>>16) & 0x7f
	w1 := d.word(1, "VOP3P")
	if d.err != nil {
		return
	}
	if op == opLdScale && d.scaledMFMA(w0, w1) {
		return
	}
	p := tblAt(vop3pOps[:], op)
	if p == nil {
		d.fail("VOP3P", op, "unknown")
		return
	}
	d.in.Size = 8
	d.setName(FmtVOP3P, op, p)
	in := &d.in
	m := p.Mods
	vdst := w0 & 0xff
	srcs := [3]uint32{w1 & 0x1ff, (w1 >> 9) & 0x1ff, (w1 >> 18) & 0x1ff}
	mai := p.Flags&FlagMAI != 0
	accCD := mai && w0>>15&1 != 0
	acc := uint32(0)
	if mai {
		acc = (w1 >> 27) & 3
	}
	for i, s := range p.Dst {
		switch s.Field {
		case fdVDst:
			in.Dst[i] = vreg(vdst, s.N, s.Type)
			if accCD {
				in.Dst[i].Kind = OpndAGPR
			}
		case fdVDstA:
			in.Dst[i] = areg(vdst, s.N, s.Type)
		}
	}
	cbsz := uint8(w0>>8) & 7
	blgp := uint8(w1>>29) & 7
	for i, s := range p.Src {
		n := s.N
		if p.Flags&FlagF8F6F4 != 0 && i < 2 {
			f := cbsz
			if i == 1 {
				f = blgp
			}
			switch f {
			case 2, 3:
				n = 6
			case 4:
				n = 4
			default: // 0, 1 fp8/bf8; 5-7 are reserved, read as 8 dwords like LLVM
				n = 8
			}
		}
		switch s.Field {
		case fdSrc0, fdSrc1, fdSrc2:
			k := int(s.Field - fdSrc0)
			o := d.src(srcs[k], n, s.Type)
			if mai {
				if (k < 2 && acc>>k&1 != 0) || (k == 2 && accCD && p.Flags&FlagSMFMAC == 0) {
					o = toAGPR(o)
				}
			}
			in.Src[i] = o
		case fdSrc0A:
			in.Src[i] = areg(srcs[0], n, s.Type)
		}
	}
	if mai {
		if m&modCbsz != 0 {
			in.Cbsz = cbsz
		}
		if m&modAbid != 0 {
			in.Abid = uint8(w0>>11) & 0xf
		}
		if m&modBlgp != 0 {
			in.Blgp = blgp
		}
		if m&modNegMFMA != 0 {
			in.Neg = blgp
		}
		d.count(p)
		return
	}
	negLo := uint8(w1 >> 29)
	negHi := uint8(w0>>8) & 7
	if m&modMix != 0 {
		in.Neg = negLo & uint8(m>>3) & 7
		in.Abs = negHi & uint8(m) & 7
	} else {
		in.Neg = negLo & uint8(m>>3) & 7
		in.NegHi = negHi & uint8(m>>6) & 7
	}
	in.OpSel = uint8(w0>>11) & 7 & uint8(m>>9)
	in.OpSelHi = (uint8(w1>>27)&3 | uint8(w0>>14)&1<<2) & uint8(m>>13) & 7
	if m&modClamp != 0 {
		in.Clamp = w0>>15&1 != 0
	}
	d.count(p)
}

// opLdScale is v_mfma_ld_scale_b32's VOP3P opcode (0xD3AC in bits 31:16).
const opLdScale = 0x2c

// scaledMFMA decodes v_mfma_scale_f32_{16x16x128,32x32x64}_f8f6f4 (CDNA4 ISA
// 7.2.1): a v_mfma_ld_scale_b32 word pair (w0, w1: the A and B scale sources
// and their op_sel/op_sel_hi byte selects) followed by an f8f6f4 MFMA word pair
// with bit 11 of its first word set, one 16-byte instruction. As
// llvm-objdump, a prefix followed by anything else stays a standalone
// v_mfma_ld_scale_b32. The result is the MFMA (Format FmtVOP3P, the MFMA's
// Opcode) named v_mfma_scale_*, with Src[3], Src[4] the scale operands and
// OpSel/OpSelHi bits 0, 1 the prefix's (bit 2 is not encoded).
func (d *decoder) scaledMFMA(w0, w1 uint32) bool {
	if len(d.code) < 16 || w1&0x1ff == srcLiteral || w1>>9&0x1ff == srcLiteral {
		return false
	}
	m0 := le32(d.code[8:])
	mop := int(m0>>16) & 0x7f
	if m0>>23 != 0x1a7 || (mop != 0x2d && mop != 0x2e) || m0>>11&1 == 0 {
		return false
	}
	sub := decoder{code: d.code[8:], in: Inst{Addr: d.in.Addr}}
	sub.vop3p(m0)
	if sub.err != nil || sub.lit {
		return false
	}
	in := sub.in
	in.Addr = d.in.Addr
	in.Size = 16
	in.Name = strings.Replace(in.Name, "v_mfma_", "v_mfma_scale_", 1)
	in.Src[3] = d.src(w1&0x1ff, 1, TypeB32)
	in.Src[4] = d.src(w1>>9&0x1ff, 1, TypeB32)
	in.NumSrc = 5
	in.OpSel = uint8(w0>>11) & 3
	in.OpSelHi = uint8(w1>>27) & 3
	d.in = in
	return true
}

// ---------------------------------------------------------------- SALU

// ssrc decodes an 8-bit scalar source.
func (d *decoder) ssrc(code uint32, s Slot) Operand {
	if code == srcSDWA || code == srcDPP {
		d.fail("scalar source", int(code), "invalid operand code in")
	}
	return d.src(code, s.N, s.Type)
}

func (d *decoder) sop2(w0 uint32) {
	op := int(w0>>23) & 0x7f
	p := tblAt(sop2Ops[:], op)
	if p == nil {
		d.fail("SOP2", op, "unknown")
		return
	}
	d.in.Size = 4
	d.setName(FmtSOP2, op, p)
	d.scalarSlots(p, (w0>>16)&0x7f, w0&0xff, (w0>>8)&0xff)
}

func (d *decoder) sop1(w0 uint32) {
	op := int(w0>>8) & 0xff
	p := tblAt(sop1Ops[:], op)
	if p == nil {
		d.fail("SOP1", op, "unknown")
		return
	}
	d.in.Size = 4
	d.setName(FmtSOP1, op, p)
	d.scalarSlots(p, (w0>>16)&0x7f, w0&0xff, 0)
}

func (d *decoder) sopc(w0 uint32) {
	op := int(w0>>16) & 0x7f
	p := tblAt(sopcOps[:], op)
	if p == nil {
		d.fail("SOPC", op, "unknown")
		return
	}
	d.in.Size = 4
	d.setName(FmtSOPC, op, p)
	if p.Flags&FlagSImmGprIdx != 0 {
		d.in.Simm16 = uint16(w0>>8) & 0xff
	}
	d.scalarSlots(p, 0, w0&0xff, (w0>>8)&0xff)
}

func (d *decoder) scalarSlots(p *OpInfo, sdst, ssrc0, ssrc1 uint32) {
	for i, s := range p.Dst {
		if s.Field == fdSSDst {
			d.in.Dst[i] = sreg(sdst, s.N, s.Type)
		}
	}
	for i, s := range p.Src {
		switch s.Field {
		case fdSSDst:
			d.in.Src[i] = sreg(sdst, s.N, s.Type)
		case fdSSrc0:
			d.in.Src[i] = d.ssrc(ssrc0, s)
		case fdSSrc1:
			d.in.Src[i] = d.ssrc(ssrc1, s)
		case fdSLitImm:
			d.in.Src[i] = Operand{Kind: OpndLiteral, Value: d.literal(), N: s.N, Type: s.Type}
		}
	}
	d.count(p)
}

func (d *decoder) sopk(w0 uint32) {
	op := int(w0>>23) & 0x1f
	p := tblAt(sopkOps[:], op)
	if p == nil {
		d.fail("SOPK", op, "unknown")
		return
	}
	d.in.Size = 4
	d.setName(FmtSOPK, op, p)
	d.in.Simm16 = uint16(w0)
	d.scalarSlots(p, (w0>>16)&0x7f, 0, 0)
}

func (d *decoder) sopp(w0 uint32) {
	op := int(w0>>16) & 0x7f
	p := tblAt(soppOps[:], op)
	if p == nil {
		d.fail("SOPP", op, "unknown")
		return
	}
	d.in.Size = 4
	d.setName(FmtSOPP, op, p)
	d.in.Simm16 = uint16(w0)
}

func (d *decoder) smem(w0 uint32) {
	op := int(w0>>18) & 0xff
	w1 := d.word(1, "SMEM")
	if d.err != nil {
		return
	}
	p := tblAt(smemOps[:], op)
	if p == nil {
		d.fail("SMEM", op, "unknown")
		return
	}
	in := &d.in
	in.Size = 8
	d.setName(FmtSMEM, op, p)
	sbase := (w0 & 0x3f) << 1
	sdata := (w0 >> 6) & 0x7f
	soe := w0>>14&1 != 0
	imm := w0>>17&1 != 0
	in.SC0 = w0>>16&1 != 0
	off := int32(w1<<11) >> 11
	if p.Flags&FlagMemNoAddr != 0 {
		if p.Dst[0].N != 0 {
			in.Dst[0] = sreg(sdata, p.Dst[0].N, p.Dst[0].Type)
		}
		d.count(p)
		return
	}
	switch {
	case strHasPrefix(p.Name, "s_dcache_discard"):
		in.Src[0] = sreg(sbase, p.Src[0].N, p.Src[0].Type)
	case strHasPrefix(p.Name, "s_atc_probe"):
		in.Src[0] = sreg(sbase, p.Src[0].N, p.Src[0].Type)
		in.Simm16 = uint16(sdata) // the probe mode
	default:
		in.Src[0] = sreg(sbase, p.Src[0].N, p.Src[0].Type)
		if p.Src[2].N != 0 {
			in.Src[2] = sreg(sdata, p.Src[2].N, p.Src[2].Type)
		}
		if p.Flags&FlagLoad != 0 || (p.Flags&FlagAtomic != 0 && in.SC0) {
			in.Dst[0] = sreg(sdata, p.Dst[0].N, p.Dst[0].Type)
		}
	}
	switch {
	case soe:
		in.Src[1] = sreg(w1>>25, 1, TypeB32)
		in.Offset = off
		in.Ext |= ExtSMEMSOE
	case imm:
		in.Offset = off
	default:
		in.Src[1] = sreg(w1, 1, TypeB32)
	}
	d.count(p)
}

func strHasPrefix(s, p string) bool { return len(s) >= len(p) && s[:len(p)] == p }

// ---------------------------------------------------------------- memory

func (d *decoder) ds(w0 uint32) {
	op := int(w0>>17) & 0xff
	w1 := d.word(1, "DS")
	if d.err != nil {
		return
	}
	p := tblAt(dsOps[:], op)
	if p == nil {
		d.fail("DS", op, "unknown")
		return
	}
	in := &d.in
	in.Size = 8
	d.setName(FmtDS, op, p)
	acc := w0>>25&1 != 0
	reg := func(r uint32, s Slot) Operand {
		if acc {
			return areg(r, s.N, s.Type)
		}
		return vreg(r, s.N, s.Type)
	}
	if p.Flags&FlagDS2Addr != 0 {
		in.Offset0 = uint8(w0)
		in.Offset1 = uint8(w0 >> 8)
	} else {
		in.Offset = int32(w0 & 0xffff)
	}
	if p.Dst[0].N != 0 {
		in.Dst[0] = reg(w1>>24, p.Dst[0])
	}
	if p.Src[0].N != 0 {
		in.Src[0] = vreg(w1, p.Src[0].N, p.Src[0].Type)
	}
	if p.Src[1].N != 0 {
		in.Src[1] = reg(w1>>8, p.Src[1])
	}
	if p.Src[2].N != 0 {
		in.Src[2] = reg(w1>>16, p.Src[2])
	}
	d.count(p)
}

func (d *decoder) mubuf(w0 uint32) {
	op := int(w0>>18) & 0x7f
	w1 := d.word(1, "MUBUF")
	if d.err != nil {
		return
	}
	p := tblAt(mubufOps[:], op)
	if p == nil {
		d.fail("MUBUF", op, "unknown")
		return
	}
	in := &d.in
	in.Size = 8
	d.setName(FmtMUBUF, op, p)
	in.Offset = int32(w0 & 0xfff)
	in.Offen = w0>>12&1 != 0
	in.Idxen = w0>>13&1 != 0
	in.SC0 = w0>>14&1 != 0
	in.SC1 = w0>>15&1 != 0
	in.NT = w0>>17&1 != 0
	if p.Flags&FlagMemNoAddr != 0 {
		d.count(p)
		return
	}
	in.LDS = w0>>16&1 != 0 && p.Flags&FlagLDSOK != 0
	acc := w1>>23&1 != 0
	vdata := func(s Slot) Operand {
		if acc {
			return areg(w1>>8, s.N, s.Type)
		}
		return vreg(w1>>8, s.N, s.Type)
	}
	switch {
	case in.Offen && in.Idxen:
		in.Src[0] = vreg(w1, 2, TypeB32)
	case in.Offen || in.Idxen:
		in.Src[0] = vreg(w1, 1, TypeB32)
	}
	in.Src[1] = sreg((w1>>16)&0x1f<<2, 4, TypeB32)
	in.Src[2] = d.ssrc(w1>>24, Slot{N: 1, Type: TypeB32})
	if p.Src[3].N != 0 {
		in.Src[3] = vdata(p.Src[3])
	}
	if !in.LDS && (p.Flags&FlagLoad != 0 || (p.Flags&FlagAtomic != 0 && in.SC0)) {
		in.Dst[0] = vdata(p.Dst[0])
	}
	d.count(p)
}

func (d *decoder) flat(w0 uint32) {
	op := int(w0>>18) & 0x7f
	w1 := d.word(1, "FLAT")
	if d.err != nil {
		return
	}
	seg := (w0 >> 14) & 3
	var p *OpInfo
	var f Format
	var enc string
	switch seg {
	case 0:
		p, f, enc = tblAt(flatOps[:], op), FmtFLAT, "FLAT"
	case 1:
		p, f, enc = tblAt(scratchOps[:], op), FmtSCRATCH, "SCRATCH"
	case 2:
		p, f, enc = tblAt(globalOps[:], op), FmtGLOBAL, "GLOBAL"
	default:
		d.fail("FLAT", op, "reserved segment 3 for")
		return
	}
	if p == nil {
		d.fail(enc, op, "unknown")
		return
	}
	in := &d.in
	in.Size = 8
	d.setName(f, op, p)
	in.SC0 = w0>>16&1 != 0
	in.NT = w0>>17&1 != 0
	in.SC1 = w0>>25&1 != 0
	if f == FmtFLAT {
		in.Offset = int32(w0 & 0x1fff)
	} else {
		in.Offset = int32(w0<<19) >> 19
	}
	acc := w1>>23&1 != 0
	vr := func(r uint32, s Slot) Operand {
		if acc {
			return areg(r, s.N, s.Type)
		}
		return vreg(r, s.N, s.Type)
	}
	saddr := (w1 >> 16) & 0x7f
	switch f {
	case FmtFLAT:
		in.Src[0] = vreg(w1, 2, TypeB64)
	case FmtGLOBAL:
		if saddr == 0x7f {
			in.Src[0] = vreg(w1, 2, TypeB64)
		} else {
			in.Src[0] = vreg(w1, 1, TypeB32)
			in.Src[1] = sreg(saddr, 2, TypeB64)
		}
	case FmtSCRATCH:
		if w0>>13&1 != 0 {
			in.Src[0] = vreg(w1, 1, TypeB32)
		}
		if saddr != 0x7f {
			in.Src[1] = sreg(saddr, 1, TypeB32)
		}
	}
	if p.Src[2].N != 0 {
		in.Src[2] = vr(w1>>8, p.Src[2])
	}
	if p.Flags&FlagLoad != 0 || (p.Flags&FlagAtomic != 0 && in.SC0) {
		in.Dst[0] = vr(w1>>24, p.Dst[0])
	}
	d.count(p)
}
