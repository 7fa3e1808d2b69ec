package hazard

import (
	"strconv"
	"strings"

	"github.com/mlagen/mlagen/emu"
)

// The gfx950 wait-state rules the checker implements. Sources: the CDNA4 ISA
// guide, Table 11 "Required Software-inserted Wait States" (section 4.5) and
// Table 38 "VOP3P-Matrix Opcodes Required NOPs" (section 7.6); where the
// public conversion of those tables lost a number, LLVM's
// GCNHazardRecognizer.cpp (the gfx940/gfx950 paths: checkMAIHazards90A,
// checkMAIVALUHazards, checkVALUHazards, checkVMEMHazards,
// checkRWLaneHazards, checkPermlaneHazards, checkReadM0Hazards) gives it,
// and the MFMA pass counts come from LLVM's SISchedule.td
// (SIDPGFX950FullSpeedModel).
//
// A wait state is one issued instruction; s_nop N counts N+1.
const (
	// Table 38: XDL MFMA writes VGPRs, a later MFMA reads them as SrcC and
	// the ranges overlap without being the same registers: passes+2 on
	// gfx950 (LLVM GFX940_XDL_N_PassWritesVGPROverlappedXDLOrSMFMASrcCWaitStates).
	// The same registers (back-to-back accumulation) need none, except after
	// a 2-pass MFMA (2).
	RuleMFMASrcC = "xdl-write/mfma-srcc-overlap"
	// Table 38: XDL MFMA writes VGPRs, a later MFMA reads them as SrcA/SrcB:
	// passes+3, +1 on gfx950 unless 2 passes (LLVM
	// GFX940_XDL_N_PassWritesVGPROverlappedSrcABWaitStates): 8 after a
	// 4-pass, 12 after an 8-pass MFMA.
	RuleMFMASrcAB = "xdl-write/mfma-srcab"
	// Table 38: XDL MFMA writes VGPRs, a VALU (v_accvgpr_read included),
	// VMEM, FLAT or DS instruction reads them (RAW): as SrcA/B (LLVM
	// GFX940_XDL_N_PassWriteVgprVALUMemExpReadWaitStates).
	RuleMFMARead = "xdl-write/valu-mem-read"
	// Table 38: XDL MFMA writes VGPRs, a VALU or memory instruction writes
	// them too (WAW): as SrcA/B (GFX940_XDL_N_PassWriteVgprVALUWawWaitStates).
	RuleMFMAWAW = "xdl-write/valu-mem-write"
	// Table 38 "XDL/SMFMA read VGPR SrcC, VALU write VGPR (WAR)": 1 after a
	// 2-pass, 3 after a 4-pass, 7 after an 8-pass, 15 after a 16-pass MFMA
	// (LLVM SMFMA*ReadVgprVALUWarWaitStates).
	RuleMFMAWAR = "xdl-read-srcc/valu-mem-write"
	// Table 38 "Non-DLops VALU write VGPR, V_MFMA* read VGPR": 2.
	RuleVALUToMFMA = "valu-write-vgpr/mfma-read"
	// Table 38 "V_CMPX* write EXEC mask, V_MFMA*": 4 (LLVM: any VALU
	// writing EXEC).
	RuleExecToMFMA = "valu-write-exec/mfma"
	// Table 11 "VALU writes SGPR, VMEM reads that SGPR": 5.
	RuleSGPRToVMEM = "valu-write-sgpr/vmem-read"
	// Table 11 "VALU writes SGPR/VCC (v_readlane, v_readfirstlane, v_cmp,
	// v_add*_i/u, v_sub*_i/u, v_div_scale*), VALU reads SGPR as constant":
	// 2; as carry-in or lane select: 0 (lane select has its own rule).
	RuleSGPRToVALU = "valu-write-sgpr/valu-read"
	// Table 11 "VALU writes VCC (including v_div_scale), V_DIV_FMAS": 4.
	RuleVCCToDivFmas = "valu-write-vcc/div-fmas"
	// Table 11 "VALU writes SGPR/VCC, V_{READ,WRITE}LANE using that SGPR as
	// the lane select": 4 (LLVM checkRWLaneHazards).
	RuleLaneSelect = "valu-write-sgpr/rwlane-select"
	// Table 11 "v_cmpx, V_readlane, v_readfirstlane, v_writelane": 4 (LLVM
	// VALUWriteEXECRWLane, any VALU writing EXEC).
	RuleExecToRWLane = "valu-write-exec/rwlane"
	// Table 11 "VALU that sets VCC or EXEC, VALU that uses EXECZ or VCCZ as
	// a data source": 5 (the number lost in the CDNA4 conversion; the same
	// row of the Vega ISA guide reads 5).
	RuleExecVCCZ = "valu-write-vcc-exec/valu-execz-vccz"
	// Table 11 "VALU writes VGPRn, v_readlane vsrc0 reads VGPRn": 1.
	RuleVGPRToReadlane = "valu-write-vgpr/readlane"
	// Table 11 "VALU Trans op, non-trans VALU op consumes result of that op"
	// (trans ops: Table 12): 1 (LLVM hasTransForwardingHazard).
	RuleTrans = "trans/valu-read"
	// Table 11 "VALU op which uses OPSEL or SDWA with changes the result's
	// bit position, VALU op consumes result of that op": 1 (LLVM
	// hasDstSelForwardingHazard; e.g. v_cvt_pk_fp8_f32 op_sel:[0,0,1]).
	RuleDstSel = "valu-dst-opsel/valu-read"
	// Table 11 "VALU writes VGPR, VALU DPP reads that VGPR": 2.
	RuleVGPRToDPP = "valu-write-vgpr/dpp-read"
	// Table 11 "VALU writes EXEC, VALU DPP op": 5.
	RuleExecToDPP = "valu-write-exec/dpp"
	// Table 11 "VALU* writes vdst, V_PERMLANE* reads vdst": 2, for the
	// permlane's vdst (v_permlane*_swap reads and writes both operands).
	// LLVM's checkPermlaneHazards applies it to every VGPR the permlane
	// reads; AMD's AITER kernels give the source operand fewer (one s_nop
	// after a v_cvt_pk_fp8_f32 writing it, for the op_sel rule), which the
	// ISA's wording allows, so the checker follows the ISA.
	RuleVGPRToPermlane = "valu-write-vgpr/permlane"
	// Table 11 "V_CMPX (writes exec), V_PERMLANE*": 4.
	RuleCmpxToPermlane = "vcmpx/permlane"
	// Table 11 "FLAT/GLOBAL/SCRATCH stores of 3-4 dwords, cmpswap_x2,
	// BUFFER_STORE_DWORDX3/X4 (without an SGPR soffset): VALU writes VGPRs
	// holding writedata": 2; other writes of them: 1.
	RuleStoreData = "wide-store/write-data"
	// Table 11 "SALU writes M0, LDS add-TID instruction, buffer_store_LDS_dword,
	// scratch or global with LDS = 1, S_MOVEREL, S_SENDMSG": 1 (LLVM
	// checkReadM0Hazards, which also covers buffer_load ... lds).
	RuleM0 = "salu-write-m0/m0-read"
	// Table 11 "S_SETREG, S_GETREG/S_SETREG of the same register": 2.
	RuleSetReg = "s_setreg/same-hwreg"
	// An instruction the decoder does not know: its registers are unknown,
	// so nothing around it is checked.
	RuleUndecodable = "undecodable"
)

// maxWait is the largest wait any rule needs (20: a 16-pass XDL MFMA
// result read as SrcA/B on gfx950); older producers never matter.
const maxWait = 20

// transOps is CDNA4 ISA Table 12.
var transOps = map[string]bool{
	"v_exp_f32": true, "v_log_f32": true, "v_rcp_f32": true, "v_rcp_iflag_f32": true,
	"v_rsq_f32": true, "v_rcp_f64": true, "v_rsq_f64": true, "v_sqrt_f32": true,
	"v_sqrt_f64": true, "v_sin_f32": true, "v_cos_f32": true, "v_rcp_f16": true,
	"v_sqrt_f16": true, "v_rsq_f16": true, "v_log_f16": true, "v_exp_f16": true,
	"v_sin_f16": true, "v_cos_f16": true, "v_exp_legacy_f32": true, "v_log_legacy_f32": true,
}

// mfmaPasses returns the pass count of an MFMA/SMFMAC from its mnemonic
// (SISchedule.td, SIDPGFX950FullSpeedModel; f8f6f4 forms take twice as long
// when A or B is fp8/bf8) and whether the checker knows it exactly. f64
// MFMAs (DGEMM) and unknown shapes are treated as 16-pass XDL, whose waits
// are at least those LLVM requires for DGEMM.
func mfmaPasses(in *emu.Inst) (passes int, exact bool) {
	name := in.Name
	if strings.HasPrefix(name, "v_mfma_f64") || name == "v_mfma_ld_scale_b32" {
		return 16, false
	}
	// shape: the first MxNxK group
	var m, k int
	for _, part := range strings.Split(name, "_") {
		dims := strings.Split(part, "x")
		if len(dims) != 3 {
			continue
		}
		m, _ = strconv.Atoi(dims[0])
		k, _ = strconv.Atoi(dims[2])
		break
	}
	f8 := in.Cbsz <= 1 || in.Blgp <= 1 // A or B is fp8/bf8 (f8f6f4 formats)
	sparse := strings.HasPrefix(name, "v_smfmac")
	switch {
	case m == 4:
		return 2, true
	case m == 16 && sparse, m == 32 && sparse:
		return m / 4, true
	case m == 16 && strings.HasSuffix(name, "_f8f6f4"):
		return map[bool]int{true: 8, false: 4}[f8], true
	case m == 32 && strings.HasSuffix(name, "_f8f6f4"):
		return map[bool]int{true: 16, false: 8}[f8], true
	case m == 16 && (k == 1 || k == 4):
		return 8, true
	case m == 16:
		return 4, true
	case m == 32 && (k == 1 || k == 2 || k == 4):
		return 16, true
	case m == 32:
		return 8, true
	}
	return 16, false
}

// XDL result to SrcA/B, VALU/memory read or write (RAW, WAW).
func needXDLRead(p int) int {
	if p == 2 {
		return 5
	}
	return p + 4
}

// XDL result to an overlapping (not identical) SrcC.
func needXDLSrcC(p int) int { return p + 2 }

// XDL SrcC read to a VALU/memory write of those registers (WAR).
func needXDLWAR(p int) int {
	switch p {
	case 2:
		return 1
	case 4:
		return 3
	case 8:
		return 7
	}
	return 15
}
