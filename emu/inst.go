// Package emu is a functional wave64 emulator of gfx950 (CDNA4) for the
// instructions mlagen's kernels and the seed kernel use. It loads code objects
// as compiled, decodes their machine code and executes it on the host.
package emu

// Format is an instruction encoding family.
type Format uint8

const (
	FmtInvalid Format = iota
	FmtSOP1
	FmtSOP2
	FmtSOPK
	FmtSOPC
	FmtSOPP
	FmtSMEM
	FmtVOP1
	FmtVOP2
	FmtVOPC
	FmtVOP3 // VOP3A/VOP3B, including VOP1/VOP2/VOPC ops in their VOP3 form
	FmtVOP3P
	FmtDS
	FmtMUBUF
	FmtFLAT   // flat_*
	FmtGLOBAL // global_*
	FmtSCRATCH
	FmtDPP  // VOP1/VOP2/VOPC with a DPP extension dword
	FmtSDWA // VOP1/VOP2/VOPC with an SDWA extension dword
)

// OperandKind says where an operand lives.
type OperandKind uint8

const (
	OpndNone OperandKind = iota
	// OpndSReg: a scalar register by its 7-bit encoding 0..127. 0..101 are
	// s0..s101; 106/107 VCC lo/hi, 124 M0, 126/127 EXEC lo/hi, 108..123 TTMP,
	// 102..105 FLAT_SCRATCH/XNACK_MASK. The executor keeps one 128-entry file.
	OpndSReg
	OpndVGPR // v0..v255 (Reg = index)
	OpndAGPR // a0..a255 (Reg = index)
	// OpndInline: an inline constant by its source encoding (128..208 integers,
	// 240..248 floats); its value depends on the operand type: see InlineValue.
	OpndInline
	OpndLiteral // a 32-bit literal dword following the instruction (Value)
	// OpndSpecial: other source encodings by code: 235..239 (SHARED_BASE ...),
	// 251 VCCZ, 252 EXECZ, 253 SCC, 254 LDS_DIRECT.
	OpndSpecial
)

// Operand is one source or destination.
type Operand struct {
	Kind OperandKind
	// Reg is the first register (OpndSReg, OpndVGPR, OpndAGPR) or the encoding
	// code (OpndInline, OpndSpecial).
	Reg uint16
	// N is the operand's width in dwords as the instruction reads or writes it
	// (1 for 32-bit, 2 for 64-bit, 8 for an MFMA f8f6f4 A/B operand, ...).
	N uint8
	// Value is the literal (OpndLiteral).
	Value uint32
	// Type says how an inline constant or literal of this operand is read
	// (see InlineValue); set by the decoder on every operand it fills.
	Type OperandType
}

// Inst is one decoded instruction. Fields that an encoding lacks are zero.
type Inst struct {
	Addr   uint64 // byte address of the instruction
	Size   uint8  // bytes, including a literal
	Format Format
	// Opcode is the opcode number within its encoding (the VOP3 number for
	// VOP3-encoded VOP1/VOP2/VOPC ops).
	Opcode uint16
	// Name is the LLVM mnemonic ("v_add_f32", "v_mfma_f32_16x16x128_f8f6f4")
	// without an _e32/_e64/_dpp/_sdwa suffix; the executor binds a handler to it
	// once per decoded instruction.
	Name string

	Dst    [2]Operand // Dst[1]: the SDST of VOP3B (carry-out) ops
	NumDst uint8
	// Src: up to 5 sources; only the scaled MFMAs (v_mfma_scale_*) use
	// Src[3] and Src[4], their A and B scale operands.
	Src    [5]Operand
	NumSrc uint8

	// VOP3 / VOP3P modifiers (bit i applies to source i).
	Neg, Abs         uint8
	NegHi            uint8 // VOP3P neg_hi
	OpSel, OpSelHi   uint8 // v_mfma_scale_*: the ld_scale prefix's bits (bit 0 A's scale, bit 1 B's)
	Clamp            bool
	Omod             uint8
	Cbsz, Abid, Blgp uint8 // MFMA

	// Memory and scalar-program fields.
	Offset           int32 // SMEM/DS/MUBUF/FLAT instruction offset (sign-extended where signed)
	Offset0, Offset1 uint8 // DS two-address forms
	GDS              bool
	Offen, Idxen     bool   // MUBUF
	LDS              bool   // MUBUF ... lds (LDS DMA)
	SC0, SC1, NT     bool   // cache policy bits (glc/slc on older naming)
	Simm16           uint16 // SOPK/SOPP immediate (branch offsets are signed)

	// DPP/SDWA extension fields are kept raw; the executor rejects what it does
	// not implement.
	Ext uint32
}
