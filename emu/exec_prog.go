package emu

import (
	"fmt"
	"strings"
	"sync"

	"github.com/mlagen/mlagen/gen/codeobj"
)

// handler executes one bound instruction on a wave. Handlers never allocate;
// a fault sets w.err and w.stop.
type handler func(w *wave, x *xinst)

// xinst is a decoded instruction bound to its handler for one kernel: its
// operands resolved to register rows/constants, branch targets to program
// indices. The run loop does no map lookups or string compares.
type xinst struct {
	fn     handler
	in     *Inst
	dst    [2]opnd
	src    [5]opnd
	imm    int64 // instruction offset, immediate, ...
	target int32 // branch target (program index), -1 if none/invalid
	n      uint8 // element count (dwords) of memory ops
	flag   bool
	aux    uint32
}

// program is a module's decoded .text: one Inst per instruction address,
// plus an address -> index table for branch targets and s_setpc.
type program struct {
	base  uint64   // address of the first byte of .text
	insts []Inst   // in address order
	index []int32  // (addr-base)/4 -> index into insts, -1 inside an instruction
	errs  []string // decode error per inst ("" when decoded)
}

func (p *program) indexOf(addr uint64) int32 {
	if addr < p.base || (addr-p.base)%4 != 0 {
		return -1
	}
	i := (addr - p.base) / 4
	if i >= uint64(len(p.index)) {
		return -1
	}
	return p.index[i]
}

// kernelCode is a kernel's program bound to its handlers (a copy of the
// module's decoded instructions with kernel-specific operand binding: AGPR
// rows depend on the kernel's ACCUM_OFFSET, float behaviour on its MODE).
type kernelCode struct {
	prog  *program
	code  []xinst // code[i] binds prog.insts[i]; one extra final entry faults
	entry int32

	name       string
	meta       *codeobj.Kernel
	vgprs      int // unified file rows (ArchVGPRs + AGPRs)
	accum      int // first AGPR row
	lds        int // bytes
	userSGPRs  int
	wgID       [3]bool
	wgInfo     bool
	privSeg    bool
	denormIn   bool // flush f32 denormal inputs
	denormOut  bool // flush f32 denormal results
	ieee       bool
	fp16Ovfl   bool // MODE.FP16_OVFL: fp8 conversions saturate
	dx10Clamp  bool
	lddma      LDSDMAOutOfRange
	dppScratch bool // a DPP instruction uses the extra row vgprs-1 (bindDPP)
	interleave bool // WithInterleavedWaits (exec_interleave.go)
	// gprIdx caches the indexed forms of instructions under VGPR indexing
	// (exec_gpridx.go); nil if the kernel has none.
	gprIdx *sync.Map
}

// kernelMode collects the kernel-level settings binding depends on.
type binder struct {
	readingNull bool
	k           *kernelCode
	in          *Inst
	x           *xinst
	err         error
}

func (b *binder) fail(format string, args ...any) {
	if b.err == nil {
		b.err = fmt.Errorf(format, args...)
	}
}

// otype says how an operand's constants expand.
type otype uint8

const (
	tB32 otype = iota // 32-bit (integer or f32: inline floats are f32 bit patterns)
	tU64              // 64-bit unsigned integer: literal zero-extended
	tI64              // 64-bit signed integer: literal sign-extended
	tF64              // 64-bit float: literal is the high dword
	tF16              // 16-bit float in the low half
)

// inlineConst returns the value of inline-constant encoding c for type t
// (the decoder's InlineValue64 with the executor's operand types).
func inlineConst(c uint16, t otype) (uint64, bool) {
	if !(c >= 128 && c <= 208 || c >= 240 && c <= 248) {
		return 0, false
	}
	switch t {
	case tU64, tI64:
		return InlineValue64(c, TypeB64), true
	case tF64:
		return InlineValue64(c, TypeF64), true
	case tF16:
		return InlineValue64(c, TypeF16), true
	}
	return InlineValue64(c, TypeB32), true
}

// operand binds decoder operand o with type t.
func (b *binder) operand(o Operand, t otype) opnd {
	n := o.N
	if n == 0 {
		n = 1
	}
	switch o.Kind {
	case OpndSReg:
		if o.Reg == 125 && n == 1 { // "null": reads 0; writes land in an entry nothing reads
			if b.readingNull {
				return opnd{kind: okConst, n: 1}
			}
		}
		if int(o.Reg)+int(n) > 128 {
			b.fail("scalar operand s[%d:%d] out of the register file", o.Reg, int(o.Reg)+int(n)-1)
		}
		return opnd{kind: okSGPR, n: n, reg: o.Reg}
	case OpndVGPR:
		if int(o.Reg)+int(n) > b.k.accum {
			b.fail("v[%d:%d] is beyond the kernel's %d ArchVGPRs", o.Reg, int(o.Reg)+int(n)-1, b.k.accum)
		}
		return opnd{kind: okVGPR, n: n, reg: o.Reg}
	case OpndAGPR:
		r := b.k.accum + int(o.Reg)
		if r+int(n) > b.k.vgprs {
			b.fail("a[%d:%d] is beyond the kernel's register allocation (%d rows, AGPRs from %d)", o.Reg, int(o.Reg)+int(n)-1, b.k.vgprs, b.k.accum)
		}
		return opnd{kind: okVGPR, n: n, reg: uint16(r)}
	case OpndInline:
		v, ok := inlineConst(o.Reg, t)
		if !ok {
			b.fail("bad inline constant encoding %d", o.Reg)
		}
		return opnd{kind: okConst, n: n, val: v}
	case OpndLiteral:
		var v uint64
		switch t {
		case tF64:
			v = uint64(o.Value) << 32
		case tI64:
			v = uint64(int64(int32(o.Value)))
		default:
			v = uint64(o.Value)
		}
		return opnd{kind: okConst, n: n, val: v}
	case OpndSpecial:
		switch o.Reg {
		case specSCC:
			return opnd{kind: okSCC, n: 1}
		case specVCCZ:
			return opnd{kind: okVCCZ, n: 1}
		case specEXECZ:
			return opnd{kind: okEXECZ, n: 1}
		case specSharedBase:
			return opnd{kind: okConst, n: 1, val: sharedApertureHi}
		case specPrivBase:
			return opnd{kind: okConst, n: 1, val: privateApertureHi}
		case specSharedLimit:
			return opnd{kind: okConst, n: 1, val: sharedApertureHi}
		case specPrivLimit:
			return opnd{kind: okConst, n: 1, val: privateApertureHi}
		}
		b.fail("unsupported special operand %d", o.Reg)
		return opnd{}
	case OpndNone:
		return opnd{}
	}
	b.fail("unknown operand kind %d", o.Kind)
	return opnd{}
}

// src binds source i (which must exist) with type t.
func (b *binder) src(i int, t otype) opnd {
	if i >= int(b.in.NumSrc) || b.in.Src[i].Kind == OpndNone {
		b.fail("missing source operand %d", i)
		return opnd{}
	}
	b.readingNull = true
	defer func() { b.readingNull = false }()
	return b.operand(b.in.Src[i], t)
}

// optSrc binds source i if present.
func (b *binder) optSrc(i int, t otype) (opnd, bool) {
	if i >= int(b.in.NumSrc) || b.in.Src[i].Kind == OpndNone {
		return opnd{}, false
	}
	return b.src(i, t), true
}

// vdst binds destination i, which must be a vector register (VGPR or AGPR).
func (b *binder) vdst(i int) opnd {
	if i >= int(b.in.NumDst) {
		b.fail("missing destination operand %d", i)
		return opnd{}
	}
	o := b.operand(b.in.Dst[i], tB32)
	if o.kind != okVGPR {
		b.fail("destination %d is not a vector register", i)
	}
	return o
}

// sdst binds destination i, which must be a scalar register.
func (b *binder) sdst(i int) opnd {
	if i >= int(b.in.NumDst) {
		b.fail("missing destination operand %d", i)
		return opnd{}
	}
	o := b.operand(b.in.Dst[i], tB32)
	if o.kind != okSGPR {
		b.fail("destination %d is not a scalar register", i)
	}
	return o
}

// maskDst binds the scalar-pair destination of a lane mask at Dst[i]; when the
// decoder leaves an implicit VCC out, it is VCC.
func (b *binder) maskDst(i int) opnd {
	if i < int(b.in.NumDst) && b.in.Dst[i].Kind != OpndNone {
		o := b.operand(b.in.Dst[i], tB32)
		if o.kind != okSGPR {
			b.fail("lane-mask destination is not a scalar register pair")
		}
		o.n = 2
		return o
	}
	return opnd{kind: okSGPR, n: 2, reg: regVCC}
}

// maskSrc binds a lane-mask source at Src[i], defaulting to VCC.
func (b *binder) maskSrc(i int) opnd {
	if i < int(b.in.NumSrc) && b.in.Src[i].Kind != OpndNone {
		o := b.operand(b.in.Src[i], tU64)
		o.n = 2
		return o
	}
	return opnd{kind: okSGPR, n: 2, reg: regVCC}
}

// noMods rejects VOP3 modifiers on an instruction that does not take them.
func (b *binder) noMods() {
	in := b.in
	if in.Neg != 0 || in.Abs != 0 || in.NegHi != 0 || in.Clamp || in.Omod != 0 {
		b.fail("modifiers (neg/abs/clamp/omod) are not supported on %s", in.Name)
	}
}

// spec is how one mnemonic is bound.
type spec func(b *binder) handler

var specs = map[string]spec{}

func reg(s spec, names ...string) {
	for _, n := range names {
		if _, dup := specs[n]; dup {
			panic("emu: duplicate handler for " + n)
		}
		specs[n] = s
	}
}

// Implemented lists the mnemonics the executor implements, sorted.
func Implemented() []string {
	out := make([]string, 0, len(specs))
	for n := range specs {
		out = append(out, n)
	}
	sortStrings(out)
	return out
}

// bindKernel binds every instruction of prog for kernel k.
func bindKernel(k *kernelCode, prog *program) {
	k.prog = prog
	k.code = make([]xinst, len(prog.insts)+1)
	for i := range prog.insts {
		in := &prog.insts[i]
		x := &k.code[i]
		x.in = in
		x.target = -1
		if prog.errs[i] != "" {
			msg := prog.errs[i]
			x.fn = func(w *wave, x *xinst) { w.faultf(x, -1, "cannot decode the instruction at %#x: %s", x.in.Addr, msg) }
			continue
		}
		if in.Format == FmtDPP {
			if err := bindDPP(k, in, x); err != nil {
				msg := err.Error()
				x.in = in
				x.fn = func(w *wave, x *xinst) {
					w.faultf(x, -1, "instruction %s at %#x is not supported: %s", x.in.Name, x.in.Addr, msg)
				}
			}
			continue
		}
		s, ok := specs[in.Name]
		if !ok {
			x.fn = faultUnimplemented
			continue
		}
		b := &binder{k: k, in: in, x: x}
		h := s(b)
		if b.err != nil || h == nil {
			msg := "not supported in this form"
			if b.err != nil {
				msg = b.err.Error()
			}
			x.fn = func(w *wave, x *xinst) {
				w.faultf(x, -1, "instruction %s at %#x is not supported: %s", x.in.Name, x.in.Addr, msg)
			}
			continue
		}
		x.fn = h
	}
	bindGPRIdx(k, prog)
	bindLGKM(k)
	if k.dppScratch {
		k.vgprs++ // the DPP scratch row, after every bound operand was checked
	}
	last := &k.code[len(prog.insts)]
	last.target = -1
	last.in = &Inst{Name: "<end of code>"}
	if n := len(prog.insts); n > 0 {
		p := prog.insts[n-1]
		last.in.Addr = p.Addr + uint64(p.Size)
	}
	last.fn = func(w *wave, x *xinst) { w.faultf(x, -1, "execution ran past the end of the code") }
}

func faultUnimplemented(w *wave, x *xinst) {
	w.faultf(x, -1, "unimplemented instruction %s at %#x", x.in.Name, x.in.Addr)
}

// branchTarget resolves a SOPP branch (simm16 dwords from the next instruction).
func (b *binder) branchTarget() int32 {
	t := int64(b.in.Addr) + 4 + int64(int16(b.in.Simm16))*4
	i := b.k.prog.indexOf(uint64(t))
	if i < 0 {
		b.fail("branch target %#x is not an instruction", t)
	}
	return i
}

func sortStrings(s []string) {
	// insertion sort keeps this file free of another import for a cold path
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && strings.Compare(s[j-1], s[j]) > 0; j-- {
			s[j-1], s[j] = s[j], s[j-1]
		}
	}
}
