package emu

// Opcode tables: what the decoder knows about each opcode of each encoding.
//
// The per-opcode data lives in optable.txt, one row per opcode; go generate
// (internal/mkoptable) turns it into the Go arrays of optable_data.go, so
// decoding indexes arrays built at compile time, and TestOptableUpToDate
// fails when that file is stale. The data file names the Field,
// OperandType, OpFlags and Mods constants below without their prefixes; the
// generator reads them, and the table sizes, from this file.
// The data was derived by feeding llvm-objdump-22 --mcpu=gfx950 every opcode
// of every encoding with varied operand fields (register widths, which
// fields exist, how inline constants and literals print, which modifier bits
// are accepted) and it is checked against the same tool by
// TestDecodeMatchesLLVM on every opcode.

//go:generate go run ./internal/mkoptable

// OperandType says how a source operand's inline constants and literals are
// interpreted (see InlineValue) and printed. Register operands carry it too.
type OperandType uint8

const (
	TypeNone OperandType = iota
	// TypeB32 is a 32-bit operand, integer or f32: integer inline constants
	// are sign-extended to 32 bits, float inline constants are f32 bits.
	TypeB32
	// TypeB16 is a 16-bit integer operand: integer constants are 16-bit,
	// float constants are f16 bit patterns (LLVM prints them in hex).
	TypeB16
	TypeF16  // 16-bit float: float constants are f16 bits
	TypeBF16 // 16-bit bfloat: float constants are bf16 bits
	// TypeB64 is a 64-bit integer operand: integer constants are sign-extended
	// to 64 bits, float constants are f64 bits; a literal is zero-extended
	// (unsigned ops) or sign-extended (signed ops) - the executor decides.
	TypeB64
	// TypeF64 is a 64-bit float operand: constants are f64 bits; a literal
	// is the high dword (the low dword is zero).
	TypeF64
	TypeV2B16  // two packed 16-bit integers (VOP3P)
	TypeV2F16  // two packed f16 (VOP3P)
	TypeV2BF16 // two packed bf16 (VOP3P)
	// TypeV2F32 is a 64-bit operand of a packed-f32 op (v_pk_fma_f32 ...):
	// a constant is the f32 value in the low dword, the high dword is 0.
	TypeV2F32
)

var typeNames = [...]string{"none", "b32", "b16", "f16", "bf16", "b64", "f64", "v2b16", "v2f16", "v2bf16", "v2f32"}

func (t OperandType) String() string {
	if int(t) < len(typeNames) {
		return typeNames[t]
	}
	return "type?"
}

// Field says which encoding field an operand slot comes from.
type Field uint8

const (
	_ Field = iota // zero: no field
	// VALU
	fdVDst  // vdst as a VGPR (an AGPR for MFMA with acc_cd, DS/MUBUF/FLAT with acc)
	fdVDstS // vdst names an SGPR (VOPC e64 sdst, v_readlane, v_readfirstlane)
	fdVDstA // vdst names an AGPR (v_accvgpr_write, v_accvgpr_mov)
	fdSDst  // VOP3B sdst, bits [14:8]
	fdSrc0  // 9-bit source 0
	fdSrc1  // source 1: the 8-bit VGPR field in VOP2/VOPC e32, 9-bit in VOP3
	fdSrc2  // 9-bit source 2 (VOP3/VOP3P)
	fdSrc0A // src0 names an AGPR (v_accvgpr_read, v_accvgpr_mov)
	// fdVCC is VCC in the 32-bit encodings; in the VOP3 form of the same op it
	// becomes vdst (VOPC result), sdst (carry-out) or src2 (carry-in, mask).
	fdVCC
	fdLitK // the literal constant K of v_madmk/v_madak/v_fmamk/v_fmaak
	// Scalar
	fdSSDst   // SOP1/SOP2/SOPK sdst, 7 bits
	fdSSrc0   // SOP1/SOP2/SOPC ssrc0, 8 bits
	fdSSrc1   // SOP2/SOPC ssrc1, 8 bits
	fdSLitImm // s_setreg_imm32_b32: the literal
	// Memory: the slot exists; its place is fixed by the format (see decode.go)
	fdMem
)

// OpFlags are per-opcode facts the decoder and the executor use.
type OpFlags uint32

const (
	// FlagVCCOut: the op writes a lane mask besides vdst (carry-out), Dst[1]:
	// VCC in e32, the SDST field in e64.
	FlagVCCOut OpFlags = 1 << iota
	// FlagVCCIn: the op reads a lane mask as Src[2] (carry-in, v_cndmask):
	// VCC in e32, an SGPR pair (src2) in e64.
	FlagVCCIn
	// FlagNoE64: VOP1/VOP2/VOPC op without a VOP3 form.
	FlagNoE64
	// FlagNoSuffix: LLVM prints the 32-bit form without _e32 (v_nop, v_swap_b32,
	// v_fmamk_f32...).
	FlagNoSuffix
	// FlagTied: the destination is also read (v_mac/v_fmac/v_dot2c..., ops that
	// write only part of vdst such as v_cvt_pk_fp8_f32, SMFMAC's C = D).
	FlagTied
	// FlagSwap: the op also writes its source VGPR (v_swap_b32, v_permlane*_swap).
	FlagSwap
	// FlagCmpx: VOPC v_cmpx_*: writes EXEC as well as VCC/SDST.
	FlagCmpx
	// FlagMAI: VOP3P-MAI encoding (MFMA/SMFMAC, v_accvgpr_*): acc_cd/abid/cbsz
	// in word 0, acc/blgp in word 1.
	FlagMAI
	// FlagSMFMAC: sparse MFMA: Src[2] is the index VGPR, C is Dst itself.
	FlagSMFMAC
	// FlagF8F6F4: A/B widths follow cbsz/blgp (8 dwords fp8/bf8, 6 fp6/bf6, 4 fp4).
	FlagF8F6F4
	// FlagVOP3B: the VOP3 form has an SDST field (carry-out, div_scale, mad_u64).
	FlagVOP3B
	// Scalar and memory printing/decoding classes.
	FlagSDstIsSrc   // SOPK: the sdst field is read, not written (s_cmpk_*, s_setreg_b32)
	FlagSImmHex     // SOPK: simm16 printed in hex
	FlagSImmDec     // SOPK/SOPP: simm16 printed as unsigned decimal (branches)
	FlagSImmHwreg   // SOPK: simm16 is hwreg(id, offset, size)
	FlagSImmSmall   // SOPP: decimal if <= 64 else hex (s_nop, s_setprio ...)
	FlagSImmOpt     // SOPP: decimal, omitted when zero (s_endpgm)
	FlagSImmWaitcnt // SOPP: s_waitcnt
	FlagSImmMsg     // SOPP: sendmsg(...)
	FlagSImmGprIdx  // SOPP s_set_gpr_idx_mode / SOPC s_set_gpr_idx_on: gpr_idx(...)
	FlagBranch      // SOPP/SOPK: simm16 is a signed dword offset from the next instruction
	FlagLoad        // memory: writes Dst[0] (vdst/sdata) from memory
	FlagStore       // memory: Src holds data to store
	FlagAtomic      // memory: atomic; returns the old value into Dst[0] when sc0/glc is set
	FlagLDSLoad     // memory: loads into LDS (global_load_lds_*, buffer ... lds)
	FlagMemNoAddr   // memory: no address operands (buffer_wbl2, ds_nop, s_dcache_inv ...)
	FlagDS2Addr     // DS: two addresses (offset0/offset1)
	FlagDSSwizzle   // DS: ds_swizzle_b32 (offset is a swizzle pattern)
	FlagLDSOK       // MUBUF: a load that has an "lds" form (lds bit: data goes to LDS at M0)
)

// Modifier capabilities of a VOP3/VOP3P opcode (what its encoding accepts and
// LLVM prints). Bits that an opcode does not accept are not copied into Inst.
type Mods uint32

const (
	modAbs0 Mods = 1 << iota // VOP3 abs / VOP3P mix abs (neg_hi field)
	modAbs1
	modAbs2
	modNeg0 // VOP3 neg / VOP3P neg_lo (mix: neg)
	modNeg1
	modNeg2
	modNegHi0 // VOP3P neg_hi
	modNegHi1
	modNegHi2
	modOpSel0 // op_sel bit of src0 (VOP3: word0 bit 11)
	modOpSel1
	modOpSel2
	modOpSelDst // VOP3: op_sel bit 14 (destination half)
	modOpSelHi0 // VOP3P op_sel_hi
	modOpSelHi1
	modOpSelHi2
	modClamp
	modOmod
	modMix        // VOP3P v_fma_mix*: neg/abs modifiers, op_sel_hi default 0
	modOpSelHiOne // VOP3P: op_sel_hi default is all ones (not printed then)
	modCbsz       // MAI cbsz/abid/blgp
	modBlgp
	modNegMFMA // f64 MFMA: word-1 bits [31:29] are neg, not blgp
	modBitop3  // v_bitop3_*: 8-bit truth table spread over abs/omod/neg bits
	modFiBc    // v_permlane*_swap e64: op_sel bits 0/1 are fi / bound_ctrl
	modAbid    // MAI abid (some MFMAs accept cbsz but not abid)
	// op_sel array length printed by LLVM (0..4) in bits 28..30.
	modOpSelNShift = 28
)

func (m Mods) opselN() int { return int(m>>modOpSelNShift) & 7 }

// Slot is one operand position of an opcode.
type Slot struct {
	Field Field
	N     uint8 // width in dwords
	Type  OperandType
}

// OpInfo is the table entry of one opcode.
type OpInfo struct {
	Name  string
	Dst   [2]Slot
	Src   [4]Slot
	Flags OpFlags
	Mods  Mods
}

// Table sizes (opcode field widths).
const (
	nSOP2  = 128
	nSOPK  = 32
	nSOP1  = 256
	nSOPC  = 128
	nSOPP  = 128
	nSMEM  = 256
	nVOP2  = 64
	nVOP1  = 256
	nVOPC  = 256
	nVOP3  = 1024 // native VOP3 ops only; VOP3-encoded VOP1/VOP2/VOPC use their own tables
	nVOP3P = 128
	nDS    = 256
	nMUBUF = 128
	nFLAT  = 128
)

// Info returns the table entry of the instruction's opcode, or nil.
func (in *Inst) Info() *OpInfo {
	return lookupInfo(in.Format, in.Opcode)
}

func lookupInfo(f Format, op uint16) *OpInfo {
	var p *OpInfo
	switch f {
	case FmtSOP2:
		p = tblAt(sop2Ops[:], int(op))
	case FmtSOPK:
		p = tblAt(sopkOps[:], int(op))
	case FmtSOP1:
		p = tblAt(sop1Ops[:], int(op))
	case FmtSOPC:
		p = tblAt(sopcOps[:], int(op))
	case FmtSOPP:
		p = tblAt(soppOps[:], int(op))
	case FmtSMEM:
		p = tblAt(smemOps[:], int(op))
	case FmtVOP1:
		p = tblAt(vop1Ops[:], int(op))
	case FmtVOP2:
		p = tblAt(vop2Ops[:], int(op))
	case FmtVOPC:
		p = tblAt(vopcOps[:], int(op))
	case FmtVOP3:
		p, _ = vop3Info(int(op))
	case FmtDPP:
		p, _ = dppInfo(int(op))
	case FmtVOP3P:
		p = tblAt(vop3pOps[:], int(op))
	case FmtDS:
		p = tblAt(dsOps[:], int(op))
	case FmtMUBUF:
		p = tblAt(mubufOps[:], int(op))
	case FmtFLAT:
		p = tblAt(flatOps[:], int(op))
	case FmtGLOBAL:
		p = tblAt(globalOps[:], int(op))
	case FmtSCRATCH:
		p = tblAt(scratchOps[:], int(op))
	}
	return p
}

func tblAt(t []OpInfo, i int) *OpInfo {
	if i < 0 || i >= len(t) || t[i].Name == "" {
		return nil
	}
	return &t[i]
}

// vop3Info maps a VOP3 opcode to its entry and says which encoding the
// entry belongs to: VOPC at 0x000-0x0FF, VOP2 at 0x100-0x13F, VOP1 at
// 0x140-0x1BF, native VOP3 above.
func vop3Info(op int) (*OpInfo, Format) {
	switch {
	case op < 0x100:
		if p := tblAt(vopcOps[:], op); p != nil && p.Flags&FlagNoE64 == 0 {
			return p, FmtVOPC
		}
	case op < 0x140:
		if p := tblAt(vop2Ops[:], op-0x100); p != nil && p.Flags&FlagNoE64 == 0 {
			return p, FmtVOP2
		}
	case op < 0x1c0:
		if p := tblAt(vop1Ops[:], op-0x140); p != nil && p.Flags&FlagNoE64 == 0 {
			return p, FmtVOP1
		}
	default:
		return tblAt(vop3Ops[:], op), FmtVOP3
	}
	return nil, FmtInvalid
}

// dppInfo maps the VOP3 opcode number of a DPP instruction to its VOP1 or
// VOP2 entry (whether or not the op has a VOP3 form).
func dppInfo(op int) (*OpInfo, Format) {
	switch {
	case op >= 0x100 && op < 0x140:
		return tblAt(vop2Ops[:], op-0x100), FmtVOP2
	case op >= 0x140 && op < 0x240:
		return tblAt(vop1Ops[:], op-0x140), FmtVOP1
	}
	return nil, FmtInvalid
}
