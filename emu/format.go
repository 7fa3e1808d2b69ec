package emu

// Text formatter: (Inst).String prints LLVM assembly syntax as
// llvm-objdump-22 -d --mcpu=gfx950 prints it (without its address/bytes
// comment). Branch targets print as the raw simm16 in decimal, as objdump
// does before its "<symbol+offset>" comment.

import (
	"strconv"
	"strings"
)

// String returns the instruction in LLVM syntax.
func (in Inst) String() string {
	var b strings.Builder
	b.Grow(64)
	in.format(&b)
	return b.String()
}

func (in *Inst) format(b *strings.Builder) {
	p := lookupInfo(in.Format, in.Opcode)
	if p == nil {
		b.WriteString(".long <unknown>")
		return
	}
	switch in.Format {
	case FmtVOP1, FmtVOP2, FmtVOPC:
		in.fmtVALU(b, p, false)
	case FmtVOP3:
		in.fmtVALU(b, p, true)
	case FmtDPP:
		in.fmtDPP(b, p)
	case FmtVOP3P:
		in.fmtVOP3P(b, p)
	case FmtSOP1, FmtSOP2, FmtSOPC, FmtSOPK:
		in.fmtSALU(b, p)
	case FmtSOPP:
		in.fmtSOPP(b, p)
	case FmtSMEM:
		in.fmtSMEM(b, p)
	case FmtDS:
		in.fmtDS(b, p)
	case FmtMUBUF:
		in.fmtMUBUF(b, p)
	case FmtFLAT, FmtGLOBAL, FmtSCRATCH:
		in.fmtFLAT(b, p)
	default:
		b.WriteString(p.Name)
	}
}

// ---------------------------------------------------------------- operands

var sregNames = map[uint16]string{
	102: "flat_scratch_lo", 103: "flat_scratch_hi", 104: "xnack_mask_lo", 105: "xnack_mask_hi",
	106: "vcc_lo", 107: "vcc_hi", 124: "m0", 125: "null", 126: "exec_lo", 127: "exec_hi",
}

var sregPairNames = map[uint16]string{102: "flat_scratch", 104: "xnack_mask", 106: "vcc", 126: "exec", 125: "null"}

func writeRange(b *strings.Builder, prefix string, r, n int) {
	if n <= 1 {
		b.WriteString(prefix)
		b.WriteString(strconv.Itoa(r))
		return
	}
	b.WriteString(prefix)
	b.WriteByte('[')
	b.WriteString(strconv.Itoa(r))
	b.WriteByte(':')
	b.WriteString(strconv.Itoa(r + n - 1))
	b.WriteByte(']')
}

func writeSReg(b *strings.Builder, r uint16, n uint8) {
	if n <= 1 {
		switch {
		case r <= 101:
			writeRange(b, "s", int(r), 1)
		case r >= 108 && r <= 123:
			writeRange(b, "ttmp", int(r-108), 1)
		default:
			b.WriteString(sregNames[r])
		}
		return
	}
	if n == 2 {
		if s, ok := sregPairNames[r]; ok {
			b.WriteString(s)
			return
		}
	}
	if r >= 108 && r <= 123 {
		writeRange(b, "ttmp", int(r-108), int(n))
		return
	}
	if r == srcNull {
		b.WriteString("null")
		return
	}
	writeRange(b, "s", int(r), int(n))
}

var specialNames = map[uint16]string{
	230: "src_flat_scratch_base_lo", 231: "src_flat_scratch_base_hi",
	235: "src_shared_base", 236: "src_shared_limit", 237: "src_private_base", 238: "src_private_limit",
	239: "src_pops_exiting_wave_id", 251: "src_vccz", 252: "src_execz", 253: "src_scc", 254: "src_lds_direct",
}

var floatNames = [...]string{"0.5", "-0.5", "1.0", "-1.0", "2.0", "-2.0", "4.0", "-4.0"}

// f16/bf16/f32/f64 bit patterns of the inline float constants 240..248.
var (
	inlF16  = [...]uint16{0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400, 0x3118}
	inlBF16 = [...]uint16{0x3f00, 0xbf00, 0x3f80, 0xbf80, 0x4000, 0xc000, 0x4080, 0xc080, 0x3e22}
	inlF32  = [...]uint32{0x3f000000, 0xbf000000, 0x3f800000, 0xbf800000, 0x40000000, 0xc0000000, 0x40800000, 0xc0800000, 0x3e22f983}
	inlF64  = [...]uint64{0x3fe0000000000000, 0xbfe0000000000000, 0x3ff0000000000000, 0xbff0000000000000,
		0x4000000000000000, 0xc000000000000000, 0x4010000000000000, 0xc010000000000000, 0x3fc45f306dc9c882}
)

// InlineValue returns the bits of inline constant code (128..208 integers
// 0..64 and -1..-16, 240..248 the floats 0.5, -0.5, 1.0, -1.0, 2.0, -2.0,
// 4.0, -4.0, 1/(2*pi)) for an operand of type t, as the low 32 bits:
//
//   - TypeB32: integers sign-extended to 32 bits; floats as f32.
//   - TypeB16, TypeF16: integers as 16-bit values zero-extended
//     (-1 -> 0x0000ffff); floats as f16 (1.0 -> 0x3c00, 1/(2*pi) -> 0x3118).
//   - TypeBF16: integers as 16-bit values; floats as bf16 (1.0 -> 0x3f80).
//   - TypeB64, TypeF64: the low dword of the 64-bit value (InlineValue64).
//   - TypeV2B16, TypeV2F16, TypeV2BF16: the element value in the low half,
//     0 in the high half (the executor applies op_sel/op_sel_hi; LLVM uses
//     op_sel_hi=0 to splat a constant into both halves).
//   - TypeV2F32: the f32 (or 32-bit integer) value; the high dword of the
//     64-bit operand is 0 (InlineValue64).
//
// Codes that are not inline constants return 0.
func InlineValue(code uint16, t OperandType) uint32 {
	return uint32(InlineValue64(code, t))
}

// InlineValue64 is InlineValue for 64-bit operands: TypeB64 integers are
// sign-extended to 64 bits and floats are f64 (TypeB64 and TypeF64 alike);
// for TypeV2F32 the high dword is 0. Other types give InlineValue's 32 bits.
func InlineValue64(code uint16, t OperandType) uint64 {
	var iv int64
	switch {
	case code >= inlineIntFirst && code <= 192:
		iv = int64(code) - inlineIntFirst
	case code > 192 && code <= inlineIntLast:
		iv = 192 - int64(code)
	case code >= inlineFltFirst && code <= inlineFltLast:
		k := code - inlineFltFirst
		switch t {
		case TypeB16, TypeF16, TypeV2B16, TypeV2F16:
			return uint64(inlF16[k])
		case TypeBF16, TypeV2BF16:
			return uint64(inlBF16[k])
		case TypeB64, TypeF64:
			return inlF64[k]
		default:
			return uint64(inlF32[k])
		}
	default:
		return 0
	}
	switch t {
	case TypeB16, TypeF16, TypeBF16, TypeV2B16, TypeV2F16, TypeV2BF16:
		return uint64(uint16(iv))
	case TypeB64, TypeF64:
		return uint64(iv)
	default:
		return uint64(uint32(int32(iv)))
	}
}

func is64(t OperandType) bool { return t == TypeB64 || t == TypeF64 }

func writeInline(b *strings.Builder, code uint16, t OperandType) {
	switch {
	case code <= 192:
		b.WriteString(strconv.Itoa(int(code) - inlineIntFirst))
	case code <= inlineIntLast:
		b.WriteString(strconv.Itoa(192 - int(code)))
	case t == TypeB16:
		writeHex(b, uint64(inlF16[code-inlineFltFirst]))
	case code == inlineFltLast:
		if is64(t) {
			b.WriteString("0.15915494309189532")
		} else {
			b.WriteString("0.15915494")
		}
	default:
		b.WriteString(floatNames[code-inlineFltFirst])
	}
}

func writeHex(b *strings.Builder, v uint64) {
	b.WriteString("0x")
	b.WriteString(strconv.FormatUint(v, 16))
}

func inlineInt(v int64) bool { return v >= -16 && v <= 64 }

func inline32(v uint32) bool {
	if inlineInt(int64(int32(v))) {
		return true
	}
	for _, f := range inlF32 {
		if v == f {
			return true
		}
	}
	return false
}

func inline16(v uint16, fl *[9]uint16) bool {
	if inlineInt(int64(int16(v))) {
		return true
	}
	for _, f := range fl {
		if v == f {
			return true
		}
	}
	return false
}

func inlineFloat16(v uint32, fl *[9]uint16) bool {
	if v>>16 != 0 {
		return false
	}
	for _, f := range fl {
		if uint16(v) == f {
			return true
		}
	}
	return false
}

// literalText returns how LLVM prints literal v of type t, and whether it
// used the lit(...) form (a value that an inline constant could encode).
func literalText(v uint32, t OperandType) (string, bool) {
	lit := func() (string, bool) { return "lit(0x" + strconv.FormatUint(uint64(v), 16) + ")", true }
	hex := func(x uint64) (string, bool) { return "0x" + strconv.FormatUint(x, 16), false }
	switch t {
	case TypeB16:
		if inline32(v) {
			return lit()
		}
		return hex(uint64(v & 0xffff))
	case TypeF16:
		if inline16(uint16(v), &inlF16) {
			return lit()
		}
		return hex(uint64(v & 0xffff))
	case TypeBF16:
		if inline16(uint16(v), &inlBF16) {
			return lit()
		}
		return hex(uint64(v))
	case TypeF64:
		if v == 0 {
			return "0", false
		}
		for k, f := range inlF64[:8] {
			if uint64(v)<<32 == f {
				return floatNames[k], false
			}
		}
		return hex(uint64(v))
	case TypeB64:
		if v <= 64 {
			return lit()
		}
		return hex(uint64(v))
	case TypeV2F16:
		if inlineInt(int64(int32(v))) || inlineFloat16(v, &inlF16) {
			return lit()
		}
		return hex(uint64(v))
	case TypeV2BF16:
		if inlineInt(int64(int32(v))) || inlineFloat16(v, &inlBF16) {
			return lit()
		}
		return hex(uint64(v))
	default:
		if inline32(v) {
			return lit()
		}
		return hex(uint64(v))
	}
}

// writeOperand prints a source or destination operand without modifiers.
func writeOperand(b *strings.Builder, o Operand) {
	switch o.Kind {
	case OpndSReg:
		writeSReg(b, o.Reg, o.N)
	case OpndVGPR:
		writeRange(b, "v", int(o.Reg), int(o.N))
	case OpndAGPR:
		writeRange(b, "a", int(o.Reg), int(o.N))
	case OpndInline:
		writeInline(b, o.Reg, o.Type)
	case OpndLiteral:
		s, _ := literalText(o.Value, o.Type)
		b.WriteString(s)
	case OpndSpecial:
		b.WriteString(specialNames[o.Reg])
	case OpndNone:
		b.WriteString("off")
	}
}

// writeModOperand prints a source with VOP3 neg/abs modifiers.
func writeModOperand(b *strings.Builder, o Operand, neg, abs bool) {
	if !neg && !abs {
		writeOperand(b, o)
		return
	}
	if neg && !abs {
		imm := o.Kind == OpndInline
		if o.Kind == OpndLiteral {
			_, isLit := literalText(o.Value, o.Type)
			imm = !isLit
		}
		if imm {
			b.WriteString("neg(")
			writeOperand(b, o)
			b.WriteByte(')')
			return
		}
		b.WriteByte('-')
		writeOperand(b, o)
		return
	}
	if neg {
		b.WriteByte('-')
	}
	b.WriteByte('|')
	writeOperand(b, o)
	b.WriteByte('|')
}

func sep(b *strings.Builder, first *bool) {
	if *first {
		b.WriteByte(' ')
		*first = false
	} else {
		b.WriteString(", ")
	}
}

func writeBits(b *strings.Builder, name string, bits uint8, n int) {
	b.WriteByte(' ')
	b.WriteString(name)
	b.WriteString(":[")
	for i := 0; i < n; i++ {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteByte('0' + bits>>i&1)
	}
	b.WriteByte(']')
}

// ---------------------------------------------------------------- VALU

func (in *Inst) fmtVALU(b *strings.Builder, p *OpInfo, e64 bool) {
	b.WriteString(p.Name)
	_, base := FmtVOP3, in.Format
	if e64 {
		_, base = vop3Info(int(in.Opcode))
	}
	if p.Flags&FlagNoSuffix == 0 && base != FmtVOP3 {
		if e64 {
			b.WriteString("_e64")
		} else {
			b.WriteString("_e32")
		}
	}
	first := true
	for i := 0; i < int(in.NumDst); i++ {
		sep(b, &first)
		writeOperand(b, in.Dst[i])
	}
	for i := 0; i < int(in.NumSrc); i++ {
		sep(b, &first)
		if p.Src[i].Field == fdLitK {
			writeHex(b, uint64(in.Src[i].Value)) // K prints as plain hex
			continue
		}
		writeModOperand(b, in.Src[i], in.Neg>>i&1 != 0, in.Abs>>i&1 != 0)
	}
	if !e64 {
		return
	}
	m := p.Mods
	if m&modBitop3 != 0 && in.Ext != 0 {
		b.WriteString(" bitop3:")
		if in.Ext < 10 {
			b.WriteString(strconv.Itoa(int(in.Ext)))
		} else {
			writeHex(b, uint64(in.Ext))
		}
	}
	if m&modFiBc != 0 {
		if in.OpSel&2 != 0 {
			b.WriteString(" bound_ctrl:1")
		}
		if in.OpSel&1 != 0 {
			b.WriteString(" fi:1")
		}
	} else if n := m.opselN(); n > 0 && in.OpSel != 0 {
		bits := in.OpSel & 7
		if m&modOpSelDst != 0 {
			bits = bits&(1<<(n-1)-1) | (in.OpSel>>3&1)<<(n-1)
		}
		writeBits(b, "op_sel", bits, n)
	}
	if in.Clamp {
		b.WriteString(" clamp")
	}
	switch in.Omod {
	case 1:
		b.WriteString(" mul:2")
	case 2:
		b.WriteString(" mul:4")
	case 3:
		b.WriteString(" div:2")
	}
}

// fmtDPP prints a VOP1/VOP2 DPP form: name_dpp, the 32-bit form's operands,
// then the DPP controls as LLVM spells them.
func (in *Inst) fmtDPP(b *strings.Builder, p *OpInfo) {
	b.WriteString(p.Name)
	b.WriteString("_dpp")
	first := true
	for i := 0; i < int(in.NumDst); i++ {
		sep(b, &first)
		writeOperand(b, in.Dst[i])
	}
	for i := 0; i < int(in.NumSrc); i++ {
		sep(b, &first)
		writeModOperand(b, in.Src[i], in.Neg>>i&1 != 0, in.Abs>>i&1 != 0)
	}
	c := in.DPPCtrl()
	num := func(name string, v uint16) {
		b.WriteString(name)
		b.WriteString(strconv.Itoa(int(v)))
	}
	switch {
	case c <= 0xff:
		b.WriteString(" quad_perm:[")
		for i := 0; i < 4; i++ {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteByte('0' + byte(c>>(2*i)&3))
		}
		b.WriteByte(']')
	case c >= 0x101 && c <= 0x10f:
		num(" row_shl:", c&0xf)
	case c >= 0x111 && c <= 0x11f:
		num(" row_shr:", c&0xf)
	case c >= 0x121 && c <= 0x12f:
		num(" row_ror:", c&0xf)
	case c == 0x130:
		b.WriteString(" wave_shl:1")
	case c == 0x134:
		b.WriteString(" wave_rol:1")
	case c == 0x138:
		b.WriteString(" wave_shr:1")
	case c == 0x13c:
		b.WriteString(" wave_ror:1")
	case c == 0x140:
		b.WriteString(" row_mirror")
	case c == 0x141:
		b.WriteString(" row_half_mirror")
	case c == 0x142:
		b.WriteString(" row_bcast:15")
	case c == 0x143:
		b.WriteString(" row_bcast:31")
	case c >= 0x150 && c <= 0x15f:
		num(" row_newbcast:", c&0xf)
	}
	b.WriteString(" row_mask:")
	writeHex(b, uint64(in.DPPRowMask()))
	b.WriteString(" bank_mask:")
	writeHex(b, uint64(in.DPPBankMask()))
	if in.DPPBoundCtrl() {
		b.WriteString(" bound_ctrl:1")
	}
}

func (in *Inst) fmtVOP3P(b *strings.Builder, p *OpInfo) {
	b.WriteString(in.Name) // p.Name but for the scaled MFMAs
	m := p.Mods
	mix := m&modMix != 0
	first := true
	for i := 0; i < int(in.NumDst); i++ {
		sep(b, &first)
		writeOperand(b, in.Dst[i])
	}
	for i := 0; i < int(in.NumSrc); i++ {
		sep(b, &first)
		if mix {
			writeModOperand(b, in.Src[i], in.Neg>>i&1 != 0, in.Abs>>i&1 != 0)
		} else {
			writeOperand(b, in.Src[i])
		}
	}
	if p.Flags&FlagMAI != 0 {
		if in.NumSrc == 5 { // v_mfma_scale_*: the scale selects, op_sel_hi always
			if in.OpSel != 0 {
				writeBits(b, "op_sel", in.OpSel, 3)
			}
			writeBits(b, "op_sel_hi", in.OpSelHi, 3)
		}
		if in.Cbsz != 0 {
			b.WriteString(" cbsz:")
			b.WriteString(strconv.Itoa(int(in.Cbsz)))
		}
		if in.Abid != 0 {
			b.WriteString(" abid:")
			b.WriteString(strconv.Itoa(int(in.Abid)))
		}
		if in.Blgp != 0 {
			b.WriteString(" blgp:")
			b.WriteString(strconv.Itoa(int(in.Blgp)))
		}
		if m&modNegMFMA != 0 && in.Neg != 0 {
			writeBits(b, "neg", in.Neg, 3)
		}
		return
	}
	n := m.opselN()
	if in.OpSel != 0 {
		writeBits(b, "op_sel", in.OpSel, n)
	}
	if m&(modOpSelHi0|modOpSelHi1|modOpSelHi2) != 0 {
		def := uint8(0)
		if m&modOpSelHiOne != 0 {
			def = 1<<n - 1
		}
		if in.OpSelHi != def {
			writeBits(b, "op_sel_hi", in.OpSelHi, n)
		}
	}
	if !mix {
		if in.Neg != 0 {
			writeBits(b, "neg_lo", in.Neg, n)
		}
		if in.NegHi != 0 {
			writeBits(b, "neg_hi", in.NegHi, n)
		}
	}
	if in.Clamp {
		b.WriteString(" clamp")
	}
}

// ---------------------------------------------------------------- SALU

var hwregNames = map[uint16]string{
	1: "HW_REG_MODE", 2: "HW_REG_STATUS", 3: "HW_REG_TRAPSTS", 4: "HW_REG_HW_ID", 5: "HW_REG_GPR_ALLOC",
	6: "HW_REG_LDS_ALLOC", 7: "HW_REG_IB_STS", 15: "HW_REG_SH_MEM_BASES", 16: "HW_REG_TBA_LO",
	17: "HW_REG_TBA_HI", 18: "HW_REG_TMA_LO", 19: "HW_REG_TMA_HI", 20: "HW_REG_XCC_ID",
	21: "HW_REG_SQ_PERF_SNAPSHOT_DATA", 22: "HW_REG_SQ_PERF_SNAPSHOT_DATA1",
	23: "HW_REG_SQ_PERF_SNAPSHOT_PC_LO", 24: "HW_REG_SQ_PERF_SNAPSHOT_PC_HI",
}

func writeHwreg(b *strings.Builder, v uint16) {
	id, off, size := v&0x3f, v>>6&0x1f, v>>11+1
	b.WriteString("hwreg(")
	if s, ok := hwregNames[id]; ok {
		b.WriteString(s)
	} else {
		b.WriteString(strconv.Itoa(int(id)))
	}
	if off != 0 || size != 32 {
		b.WriteString(", ")
		b.WriteString(strconv.Itoa(int(off)))
		b.WriteString(", ")
		b.WriteString(strconv.Itoa(int(size)))
	}
	b.WriteByte(')')
}

func writeGprIdx(b *strings.Builder, v uint16) {
	b.WriteString("gpr_idx(")
	names := [4]string{"SRC0", "SRC1", "SRC2", "DST"}
	n := 0
	for i, s := range names {
		if v>>i&1 != 0 {
			if n > 0 {
				b.WriteByte(',')
			}
			b.WriteString(s)
			n++
		}
	}
	b.WriteByte(')')
}

func (in *Inst) fmtSALU(b *strings.Builder, p *OpInfo) {
	b.WriteString(p.Name)
	first := true
	f := p.Flags
	if f&FlagSImmHwreg != 0 && in.NumDst == 0 {
		// s_setreg_b32 / s_setreg_imm32_b32: hwreg first
		sep(b, &first)
		writeHwreg(b, in.Simm16)
	}
	for i := 0; i < int(in.NumDst); i++ {
		sep(b, &first)
		writeOperand(b, in.Dst[i])
	}
	for i := 0; i < int(in.NumSrc); i++ {
		sep(b, &first)
		o := in.Src[i]
		if p.Src[i].Field == fdSLitImm {
			// s_setreg_imm32_b32 prints its literal like an inline value
			if inline32(o.Value) {
				for k, fv := range inlF32 {
					if o.Value == fv {
						writeInline(b, uint16(inlineFltFirst+k), TypeB32)
						goto next
					}
				}
				b.WriteString(strconv.Itoa(int(int32(o.Value))))
			} else {
				writeHex(b, uint64(o.Value))
			}
		next:
			continue
		}
		writeOperand(b, o)
	}
	switch {
	case f&FlagSImmGprIdx != 0:
		sep(b, &first)
		writeGprIdx(b, in.Simm16)
	case f&FlagSImmHex != 0:
		sep(b, &first)
		writeHex(b, uint64(in.Simm16))
	case f&FlagSImmDec != 0:
		sep(b, &first)
		b.WriteString(strconv.Itoa(int(in.Simm16)))
	case f&FlagSImmHwreg != 0 && in.NumDst != 0:
		sep(b, &first)
		writeHwreg(b, in.Simm16)
	}
}

// writeSmall prints v in decimal up to 64, else in hex.
func writeSmall(b *strings.Builder, v uint16) {
	if v <= 64 {
		b.WriteString(strconv.Itoa(int(v)))
	} else {
		writeHex(b, uint64(v))
	}
}

func (in *Inst) fmtSOPP(b *strings.Builder, p *OpInfo) {
	b.WriteString(p.Name)
	v := in.Simm16
	f := p.Flags
	switch {
	case f&FlagSImmDec != 0:
		b.WriteByte(' ')
		b.WriteString(strconv.Itoa(int(v)))
	case f&FlagSImmSmall != 0:
		b.WriteByte(' ')
		writeSmall(b, v)
	case f&FlagSImmOpt != 0:
		if v != 0 {
			b.WriteByte(' ')
			b.WriteString(strconv.Itoa(int(v)))
		}
	case f&FlagSImmWaitcnt != 0:
		vm := v&0xf | v>>14<<4
		exp := v >> 4 & 7
		lgkm := v >> 8 & 0xf
		all := vm == 63 && exp == 7 && lgkm == 15
		if vm != 63 || all {
			b.WriteString(" vmcnt(")
			b.WriteString(strconv.Itoa(int(vm)))
			b.WriteByte(')')
		}
		if exp != 7 || all {
			b.WriteString(" expcnt(")
			b.WriteString(strconv.Itoa(int(exp)))
			b.WriteByte(')')
		}
		if lgkm != 15 || all {
			b.WriteString(" lgkmcnt(")
			b.WriteString(strconv.Itoa(int(lgkm)))
			b.WriteByte(')')
		}
	case f&FlagSImmMsg != 0:
		b.WriteByte(' ')
		writeSendmsg(b, v)
	case f&FlagSImmGprIdx != 0:
		b.WriteByte(' ')
		if v <= 15 {
			writeGprIdx(b, v)
		} else {
			writeHex(b, uint64(v))
		}
	}
}

// Message names and operations of s_sendmsg on gfx9 targets.
var (
	msgNames  = [16]string{1: "MSG_INTERRUPT", 2: "MSG_GS", 3: "MSG_GS_DONE", 4: "MSG_SAVEWAVE", 5: "MSG_STALL_WAVE_GEN", 6: "MSG_HALT_WAVES", 7: "MSG_ORDERED_PS_DONE", 8: "MSG_EARLY_PRIM_DEALLOC", 9: "MSG_GS_ALLOC_REQ", 10: "MSG_GET_DOORBELL", 15: "MSG_SYSMSG"}
	gsOpNames = [8]string{"GS_OP_NOP", "GS_OP_CUT", "GS_OP_EMIT", "GS_OP_EMIT_CUT"}
	sysOpName = [8]string{1: "SYSMSG_OP_ECC_ERR_INTERRUPT", 2: "SYSMSG_OP_REG_RD", 4: "SYSMSG_OP_TTRACE_PC"}
)

// writeSendmsg prints the s_sendmsg operand (message id [3:0], operation
// [6:4], stream [9:8]) symbolically when it is a known message, as
// sendmsg(id, op, stream) when the fields alone encode it, else in decimal.
func writeSendmsg(b *strings.Builder, v uint16) {
	id, op, stream := v&0xf, v>>4&7, v>>8&3
	name := msgNames[id]
	var opName string
	valid := name != ""
	switch id {
	case 2, 3: // GS, GS_DONE: op required; NOP only for GS_DONE, without a stream
		opName = gsOpNames[op]
		valid = valid && opName != "" && !(id == 2 && op == 0) && !(op == 0 && stream != 0)
	case 15:
		opName = sysOpName[op]
		valid = valid && opName != "" && stream == 0
	default:
		valid = valid && op == 0 && stream == 0
	}
	switch {
	case valid:
		b.WriteString("sendmsg(")
		b.WriteString(name)
		if opName != "" {
			b.WriteString(", ")
			b.WriteString(opName)
			if (id == 2 || id == 3) && op != 0 {
				b.WriteString(", ")
				b.WriteString(strconv.Itoa(int(stream)))
			}
		}
		b.WriteByte(')')
	case v&^0x37f == 0:
		b.WriteString("sendmsg(")
		b.WriteString(strconv.Itoa(int(id)))
		b.WriteString(", ")
		b.WriteString(strconv.Itoa(int(op)))
		b.WriteString(", ")
		b.WriteString(strconv.Itoa(int(stream)))
		b.WriteByte(')')
	default:
		b.WriteString(strconv.Itoa(int(v)))
	}
}

// ---------------------------------------------------------------- memory

func writeCPol(b *strings.Builder, in *Inst) {
	if in.SC0 {
		b.WriteString(" sc0")
	}
	if in.NT {
		b.WriteString(" nt")
	}
	if in.SC1 {
		b.WriteString(" sc1")
	}
}

func writeSignedHex(b *strings.Builder, v int32) {
	if v < 0 {
		b.WriteByte('-')
		writeHex(b, uint64(-int64(v)))
		return
	}
	writeHex(b, uint64(v))
}

func (in *Inst) fmtSMEM(b *strings.Builder, p *OpInfo) {
	b.WriteString(p.Name)
	if p.Flags&FlagMemNoAddr != 0 {
		if in.NumDst > 0 {
			b.WriteByte(' ')
			writeOperand(b, in.Dst[0])
		}
		return
	}
	first := true
	switch {
	case strHasPrefix(p.Name, "s_atc_probe"):
		sep(b, &first)
		writeSmall(b, in.Simm16)
	case strHasPrefix(p.Name, "s_dcache_discard"):
	case p.Flags&FlagAtomic != 0:
		sep(b, &first)
		writeOperand(b, in.Src[2])
	case in.Dst[0].Kind != OpndNone:
		sep(b, &first)
		writeOperand(b, in.Dst[0])
	default:
		sep(b, &first)
		writeOperand(b, in.Src[2])
	}
	sep(b, &first)
	writeOperand(b, in.Src[0])
	sep(b, &first)
	if in.Src[1].Kind != OpndNone {
		writeOperand(b, in.Src[1])
		if in.Ext&ExtSMEMSOE != 0 {
			b.WriteString(" offset:")
			writeSignedHex(b, in.Offset)
		}
	} else {
		writeSignedHex(b, in.Offset)
	}
	if in.SC0 {
		b.WriteString(" glc")
	}
}

func (in *Inst) fmtDS(b *strings.Builder, p *OpInfo) {
	b.WriteString(p.Name)
	first := true
	if in.Dst[0].Kind != OpndNone {
		sep(b, &first)
		writeOperand(b, in.Dst[0])
	}
	for i := 0; i < 3; i++ {
		if in.Src[i].Kind != OpndNone {
			sep(b, &first)
			writeOperand(b, in.Src[i])
		}
	}
	switch {
	case p.Flags&FlagDS2Addr != 0:
		if in.Offset0 != 0 {
			b.WriteString(" offset0:")
			b.WriteString(strconv.Itoa(int(in.Offset0)))
		}
		if in.Offset1 != 0 {
			b.WriteString(" offset1:")
			b.WriteString(strconv.Itoa(int(in.Offset1)))
		}
	case p.Flags&FlagDSSwizzle != 0:
		if in.Offset != 0 {
			b.WriteString(" offset:")
			writeSwizzle(b, uint16(in.Offset))
		}
	default:
		if in.Offset != 0 {
			b.WriteString(" offset:")
			b.WriteString(strconv.Itoa(int(in.Offset)))
		}
	}
	if in.GDS {
		b.WriteString(" gds")
	}
}

// writeSwizzle prints a ds_swizzle_b32 offset as LLVM does: swizzle(...) for
// the quad-permute, bit-mask, FFT and rotate modes, decimal otherwise.
func writeSwizzle(b *strings.Builder, v uint16) {
	dec := func(x uint16) { b.WriteString(strconv.Itoa(int(x))) }
	switch {
	case v&0xff00 == 0x8000:
		b.WriteString("swizzle(QUAD_PERM")
		for i := 0; i < 4; i++ {
			b.WriteByte(',')
			dec(v >> (2 * i) & 3)
		}
		b.WriteByte(')')
	case v&0xe000 == 0xe000:
		b.WriteString("swizzle(FFT,")
		dec(v & 0x1f)
		b.WriteByte(')')
	case v&0xe000 == 0xc000:
		b.WriteString("swizzle(ROTATE,")
		dec(v >> 10 & 1)
		b.WriteByte(',')
		dec(v >> 5 & 0x1f)
		b.WriteByte(')')
	case v&0x8000 == 0:
		and, or, xor := v&0x1f, v>>5&0x1f, v>>10&0x1f
		switch {
		case and == 0x1f && or == 0 && xor != 0 && xor&(xor-1) == 0:
			b.WriteString("swizzle(SWAP,")
			dec(xor)
			b.WriteByte(')')
		case and == 0x1f && or == 0 && xor != 0 && (xor+1)&xor == 0:
			b.WriteString("swizzle(REVERSE,")
			dec(xor + 1)
			b.WriteByte(')')
		default:
			g := 0x1f - and + 1
			if g > 1 && g&(g-1) == 0 && or < g && xor == 0 {
				b.WriteString("swizzle(BROADCAST,")
				dec(g)
				b.WriteByte(',')
				dec(or)
				b.WriteByte(')')
				return
			}
			b.WriteString("swizzle(BITMASK_PERM,\"")
			for i := 4; i >= 0; i-- {
				a, o, x := and>>i&1, or>>i&1, xor>>i&1
				switch {
				case a == 0 && o == 0:
					b.WriteByte('0')
				case a == 0 && o == 1:
					b.WriteByte('1')
				case a == 1 && x == 1:
					b.WriteByte('i')
				default:
					b.WriteByte('p')
				}
			}
			b.WriteString("\")")
		}
	default:
		dec(v)
	}
}

func (in *Inst) fmtMUBUF(b *strings.Builder, p *OpInfo) {
	b.WriteString(p.Name)
	if p.Flags&FlagMemNoAddr != 0 {
		writeCPol(b, in)
		return
	}
	b.WriteByte(' ')
	if !in.LDS {
		switch {
		case in.Src[3].Kind != OpndNone:
			writeOperand(b, in.Src[3])
		default:
			writeOperand(b, in.Dst[0])
		}
		b.WriteString(", ")
	}
	writeOperand(b, in.Src[0])
	b.WriteString(", ")
	writeOperand(b, in.Src[1])
	b.WriteString(", ")
	writeOperand(b, in.Src[2])
	if in.Idxen {
		b.WriteString(" idxen")
	}
	if in.Offen {
		b.WriteString(" offen")
	}
	if in.Offset != 0 {
		b.WriteString(" offset:")
		b.WriteString(strconv.Itoa(int(in.Offset)))
	}
	writeCPol(b, in)
	if in.LDS {
		b.WriteString(" lds")
	}
}

func (in *Inst) fmtFLAT(b *strings.Builder, p *OpInfo) {
	b.WriteString(p.Name)
	first := true
	if in.Dst[0].Kind != OpndNone {
		sep(b, &first)
		writeOperand(b, in.Dst[0])
	}
	sep(b, &first)
	writeOperand(b, in.Src[0])
	if in.Src[2].Kind != OpndNone {
		sep(b, &first)
		writeOperand(b, in.Src[2])
	}
	if in.Format != FmtFLAT {
		sep(b, &first)
		writeOperand(b, in.Src[1])
	}
	if in.Offset != 0 {
		b.WriteString(" offset:")
		b.WriteString(strconv.Itoa(int(in.Offset)))
	}
	writeCPol(b, in)
}
