package perf

import (
	"strings"

	"github.com/mlagen/mlagen/emu"
)

// class is how the model times an instruction.
type class uint8

const (
	cSALU class = iota
	cSMEM
	cVALU
	cTrans // transcendental VALU
	cMFMA
	cVMEM // vector memory (global/flat/buffer, LDS-DMA)
	cDS   // LDS
	cBranch
	cWaitcnt
	cNop
	cBarrier
	cEnd
	cInternal // other SOPP (s_setprio, s_sendmsg, ...): one issue slot, no unit
)

var classNames = [...]string{"SALU", "SMEM", "VALU", "trans", "MFMA", "VMEM", "LDS", "branch", "waitcnt", "nop", "barrier", "end", "internal"}

func (c class) String() string { return classNames[c] }

// Issue ports: at most one instruction of each per SIMD per issue cycle,
// from different waves (the GCN/CDNA issue model: VALU, scalar ALU/memory,
// vector memory, LDS, branch; s_nop, s_waitcnt and s_barrier take no port).
type port uint8

const (
	pNone port = iota
	pVALU
	pScalar
	pVMEM
	pLDS
	pBranch
)

func (c class) port() port {
	switch c {
	case cVALU, cTrans, cMFMA:
		return pVALU
	case cSALU, cSMEM:
		return pScalar
	case cVMEM:
		return pVMEM
	case cDS:
		return pLDS
	case cBranch:
		return pBranch
	}
	return pNone
}

// Register numbering of the scoreboard: SGPR encodings 0..127, then ArchVGPRs
// (128..383), then AGPRs (384..639).
const (
	regV     = 128
	regA     = regV + 256
	numRegs  = regA + 256
	noRegSet = -1
)

type regRange struct{ lo, n int16 }

// sinst is the static timing information of one instruction.
type sinst struct {
	cls      class
	passes   int  // MFMA passes
	nop      int  // s_nop: wait states
	vm, lgkm int  // s_waitcnt counts (63 / 15: no wait)
	lgkmN    int  // lgkm counter increment (SMEM: 1 for one dword, 2 for more)
	lgkmOp   bool // counts in lgkmcnt
	vmOp     bool // counts in vmcnt
	cond     bool // conditional branch
	reads    []regRange
	writes   []regRange
	srcC     regRange // MFMA accumulator input
	mem      emu.MemKind
}

// staticInfo classifies every instruction of a program.
func staticInfo(prog []emu.Inst) []sinst {
	out := make([]sinst, len(prog))
	for i := range prog {
		out[i] = classify(&prog[i])
	}
	return out
}

// transOps are the VALU transcendentals (quarter rate on CDNA3, half on CDNA4).
var transOps = map[string]bool{}

func init() {
	for _, op := range []string{"exp", "log", "rcp", "rsq", "sqrt", "sin", "cos", "rcp_iflag", "exp_legacy", "log_legacy"} {
		for _, t := range []string{"_f32", "_f16", "_f64"} {
			transOps["v_"+op+t] = true
		}
	}
}

func classify(in *emu.Inst) sinst {
	s := sinst{vm: 63, lgkm: 15, srcC: regRange{-1, 0}}
	name := in.Name
	for _, o := range in.Src[:in.NumSrc] {
		if r, ok := regOf(o); ok {
			s.reads = append(s.reads, r)
		}
	}
	for _, o := range in.Dst[:in.NumDst] {
		if r, ok := regOf(o); ok {
			s.writes = append(s.writes, r)
		}
	}
	switch in.Format {
	case emu.FmtSOP1, emu.FmtSOP2, emu.FmtSOPK, emu.FmtSOPC:
		s.cls = cSALU
		if strings.HasPrefix(name, "s_setpc") || strings.HasPrefix(name, "s_swappc") {
			s.cls = cBranch
		}
	case emu.FmtSOPP:
		switch {
		case name == "s_nop":
			s.cls, s.nop = cNop, int(in.Simm16&0xf)+1
		case name == "s_waitcnt":
			s.cls = cWaitcnt
			v := in.Simm16
			s.vm = int(v&0xf) | int(v>>14&3)<<4
			s.lgkm = int(v >> 8 & 0xf)
		case name == "s_barrier":
			s.cls = cBarrier
		case name == "s_endpgm":
			s.cls = cEnd
		case name == "s_branch":
			s.cls = cBranch
		case strings.HasPrefix(name, "s_cbranch"):
			s.cls, s.cond = cBranch, true
		case name == "s_sendmsg" || name == "s_sendmsghalt":
			s.cls, s.lgkmOp, s.lgkmN = cInternal, true, 1
		default:
			s.cls = cInternal
		}
	case emu.FmtSMEM:
		s.cls, s.lgkmOp, s.mem = cSMEM, true, emu.MemSMEM
		s.lgkmN = 1
		if len(s.writes) > 0 && s.writes[0].n > 1 {
			s.lgkmN = 2 // ISA 4.4: lgkmcnt counts 1 for a one-dword scalar load, 2 for wider
		}
	case emu.FmtDS:
		s.cls, s.lgkmOp = cDS, true
	case emu.FmtMUBUF, emu.FmtFLAT, emu.FmtGLOBAL, emu.FmtSCRATCH:
		s.cls, s.vmOp = cVMEM, true
		s.lgkmOp = in.Format == emu.FmtFLAT // flat may touch LDS: counts in both
	default: // VALU encodings
		switch {
		case strings.HasPrefix(name, "v_mfma") || strings.HasPrefix(name, "v_smfmac"):
			s.cls = cMFMA
			s.passes = mfmaPasses(in)
			if in.NumSrc >= 3 {
				if r, ok := regOf(in.Src[2]); ok {
					s.srcC = r
				}
			}
		case transOps[name]:
			s.cls = cTrans
		default:
			s.cls = cVALU
		}
	}
	// Loads' destinations are not scoreboarded: the hardware leaves them to
	// s_waitcnt (vmcnt/lgkmcnt), which the model times.
	if s.cls == cVMEM || s.cls == cDS || s.cls == cSMEM {
		s.writes = nil
	}
	return s
}

func regOf(o emu.Operand) (regRange, bool) {
	n := int16(max(o.N, 1))
	switch o.Kind {
	case emu.OpndSReg:
		return regRange{int16(o.Reg), n}, true
	case emu.OpndVGPR:
		return regRange{regV + int16(o.Reg), n}, true
	case emu.OpndAGPR:
		return regRange{regA + int16(o.Reg), n}, true
	}
	return regRange{}, false
}

// mfmaPasses is an MFMA's passes on gfx950 (ISA Table 28 and 7.1.5, LLVM's
// gfx950 scheduling model): 16x16x128 f8f6f4 takes 8 passes when either
// operand is fp8/bf8 (cbsz/blgp format 0 or 1), else 4; 32x32x64 f8f6f4 16
// or 8; the others by shape: 4x4 2 passes, 16x16 4 (8 for the old forms with
// K <= 4), 32x32 8 (16 for K <= 4), f64 16x16 16 and 4x4 4.
func mfmaPasses(in *emu.Inst) int {
	name := in.Name
	f8 := in.Cbsz <= 1 || in.Blgp <= 1
	switch {
	case strings.Contains(name, "16x16x128_f8f6f4"):
		return map[bool]int{true: 8, false: 4}[f8]
	case strings.Contains(name, "32x32x64_f8f6f4"):
		return map[bool]int{true: 16, false: 8}[f8]
	}
	m, k := mfmaShape(name)
	switch {
	case strings.Contains(name, "_f64"):
		return map[bool]int{true: 16, false: 4}[m == 16]
	case m == 4:
		return 2
	case m == 16 && k <= 4:
		return 8
	case m == 16:
		return 4
	case m == 32 && k <= 4:
		return 16
	}
	return 8
}

// mfmaShape reads M and K from a mnemonic such as v_mfma_f32_16x16x32_fp8_fp8.
func mfmaShape(name string) (m, k int) {
	for _, f := range strings.Split(name, "_") {
		d := strings.Split(f, "x")
		if len(d) != 3 {
			continue
		}
		var v [3]int
		ok := true
		for i, p := range d {
			j := 0
			for j < len(p) && p[j] >= '0' && p[j] <= '9' {
				v[i] = v[i]*10 + int(p[j]-'0')
				j++
			}
			ok = ok && j > 0
		}
		if ok {
			return v[0], v[2]
		}
	}
	return 16, 32
}
