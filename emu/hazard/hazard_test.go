package hazard

import (
	"bytes"
	"debug/elf"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/mlagen/mlagen/emu"
	"github.com/mlagen/mlagen/internal/testenv"
)

// snippet is a hand-written hazard: pre, then {W} wait states, then post.
// With need-1 wait states the checker must report rule (have = need-1);
// with need it must report nothing.
type snippet struct {
	name string
	rule string
	need int
	asm  string // "{W}" marks where the wait states go
	// wait states the snippet's own instructions add on the worst path
	// (optional: snippetX)
	extra int
}

// snippetX builds a snippet whose own instructions add extra wait states.
func snippetX(name, rule string, need int, asm string, extra int) snippet {
	return snippet{name, rule, need, asm, extra}
}

// An 8-pass (fp8 16x16x128) and a 4-pass (fp8 16x16x32) MFMA writing v[16:19].
const (
	mfma8 = "v_mfma_f32_16x16x128_f8f6f4 v[16:19], v[0:7], v[8:15], 0"
	mfma4 = "v_mfma_f32_16x16x32_fp8_fp8 v[16:19], v[0:1], v[2:3], 0"
)

var snippets = []snippet{
	{"mfma8 result as SrcA", RuleMFMASrcAB, 12, mfma8 + "\n{W}\nv_mfma_f32_16x16x128_f8f6f4 v[20:23], v[16:23], v[8:15], 0", 0},
	{"mfma4 result as SrcB", RuleMFMASrcAB, 8, mfma4 + "\n{W}\nv_mfma_f32_16x16x32_fp8_fp8 v[20:23], v[0:1], v[18:19], 0", 0},
	{"mfma4 result in a wider SrcC", RuleMFMASrcC, 6, mfma4 + "\n{W}\nv_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[0:1], v[2:3], v[16:31]", 0},
	{"mfma8 result in a wider SrcC", RuleMFMASrcC, 10, mfma8 + "\n{W}\nv_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[0:1], v[2:3], v[16:31]", 0},
	{"mfma8 result read by VALU", RuleMFMARead, 12, mfma8 + "\n{W}\nv_add_f32 v20, v16, v17", 0},
	{"mfma4 result read by VALU", RuleMFMARead, 8, mfma4 + "\n{W}\nv_add_f32 v20, v19, v17", 0},
	{"mfma8 AGPR result read by v_accvgpr_read", RuleMFMARead, 12,
		"v_mfma_f32_16x16x128_f8f6f4 a[0:3], v[0:7], v[8:15], 0\n{W}\nv_accvgpr_read_b32 v20, a1", 0},
	{"mfma8 result stored by ds_write", RuleMFMARead, 12, mfma8 + "\n{W}\nds_write_b64 v30, v[18:19]", 0},
	{"mfma8 result stored by global_store", RuleMFMARead, 12, mfma8 + "\n{W}\nglobal_store_dwordx4 v30, v[16:19], s[0:1]", 0},
	{"mfma8 result overwritten by VALU", RuleMFMAWAW, 12, mfma8 + "\n{W}\nv_mov_b32 v17, 0", 0},
	{"mfma8 result overwritten by a load", RuleMFMAWAW, 12, mfma8 + "\n{W}\nglobal_load_dword v18, v30, s[0:1]", 0},
	{"mfma8 SrcC overwritten by VALU", RuleMFMAWAR, 7,
		"v_mfma_f32_16x16x128_f8f6f4 v[20:23], v[0:7], v[8:15], v[16:19]\n{W}\nv_mov_b32 v16, 0", 0},
	{"mfma4 SrcC overwritten by VALU", RuleMFMAWAR, 3,
		"v_mfma_f32_16x16x32_fp8_fp8 v[20:23], v[0:1], v[2:3], v[16:19]\n{W}\nv_mov_b32 v19, 0", 0},
	{"VALU write then MFMA read", RuleVALUToMFMA, 2, "v_mov_b32 v3, 0\n{W}\n" + mfma8, 0},
	{"v_accvgpr_write then MFMA SrcC", RuleVALUToMFMA, 2,
		"v_accvgpr_write_b32 a2, v0\n{W}\nv_mfma_f32_16x16x128_f8f6f4 a[0:3], v[0:7], v[8:15], a[0:3]", 0},
	{"v_cmpx then MFMA", RuleExecToMFMA, 4, "v_cmpx_lt_u32 v40, v41\n{W}\n" + mfma8, 0},
	{"VALU SGPR write then VMEM saddr", RuleSGPRToVMEM, 5, "v_readfirstlane_b32 s4, v0\n{W}\nglobal_load_dword v1, v2, s[4:5]", 0},
	{"VALU SGPR write then buffer soffset", RuleSGPRToVMEM, 5, "v_readfirstlane_b32 s9, v0\n{W}\nbuffer_load_dword v1, v2, s[4:7], s9 offen", 0},
	{"VALU SGPR write then VALU constant", RuleSGPRToVALU, 2, "v_readfirstlane_b32 s4, v0\n{W}\nv_add_u32 v1, s4, v1", 0},
	{"v_cmp VCC then VALU reading vcc_lo as a constant", RuleSGPRToVALU, 2, "v_cmp_lt_u32 vcc, v0, v1\n{W}\nv_add_u32 v2, vcc_lo, v0", 0},
	{"VALU VCC write then v_div_fmas", RuleVCCToDivFmas, 4, "v_div_scale_f32 v1, vcc, v2, v3, v4\n{W}\nv_div_fmas_f32 v5, v6, v7, v8", 0},
	{"VALU SGPR write then readlane lane select", RuleLaneSelect, 4, "v_readfirstlane_b32 s4, v0\n{W}\nv_readlane_b32 s5, v1, s4", 0},
	{"v_cmpx then v_readfirstlane", RuleExecToRWLane, 4, "v_cmpx_lt_u32 v40, v41\n{W}\nv_readfirstlane_b32 s4, v2", 0},
	{"v_cmpx then src_execz", RuleExecVCCZ, 5, "v_cmpx_lt_u32 v40, v41\n{W}\nv_mov_b32 v1, src_execz", 0},
	{"VALU VGPR write then v_readlane source", RuleVGPRToReadlane, 1, "v_mov_b32 v1, 0\n{W}\nv_readlane_b32 s4, v1, 3", 0},
	{"v_exp_f32 then VALU read", RuleTrans, 1, "v_exp_f32 v1, v0\n{W}\nv_add_f32 v2, v1, v1", 0},
	{"op_sel dst then VALU read", RuleDstSel, 1, "v_cvt_pk_fp8_f32 v1, v2, v3 op_sel:[0,0,1]\n{W}\nv_add_u32 v4, v1, v1", 0},
	{"op_sel dst then conversion of the other half", RuleDstSel, 1,
		"v_cvt_pk_fp8_f32 v1, v2, v3 op_sel:[0,0,1]\n{W}\nv_cvt_pk_fp8_f32 v1, v4, v5", 0},
	{"VALU write then v_permlane vdst", RuleVGPRToPermlane, 2, "v_mov_b32 v1, 0\n{W}\nv_permlane16_swap_b32 v1, v2", 0},
	{"v_cmpx then v_permlane", RuleCmpxToPermlane, 4, "v_cmpx_lt_u32 v40, v41\n{W}\nv_permlane32_swap_b32 v2, v3", 0},
	{"VALU write then DPP read", RuleVGPRToDPP, 2, "v_mov_b32 v1, 0\n{W}\nv_mov_b32_dpp v2, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf", 0},
	{"v_cmpx then DPP", RuleExecToDPP, 5, "v_cmpx_lt_u32 v40, v41\n{W}\nv_mov_b32_dpp v2, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf", 0},
	{"global_store_dwordx4 data overwritten by VALU", RuleStoreData, 2, "global_store_dwordx4 v0, v[4:7], s[0:1]\n{W}\nv_mov_b32 v5, 0", 0},
	{"buffer_store_dwordx4 (soffset 0) data overwritten by a load", RuleStoreData, 1,
		"buffer_store_dwordx4 v[4:7], v0, s[8:11], 0 offen\n{W}\nglobal_load_dword v6, v1, s[0:1]", 0},
	{"M0 write then buffer_load ... lds", RuleM0, 1, "s_mov_b32 m0, s2\n{W}\nbuffer_load_dword v0, s[4:7], 0 offen lds", 0},
	{"M0 write then global_load_lds_dwordx4", RuleM0, 1, "s_mov_b32 m0, s2\n{W}\nglobal_load_lds_dwordx4 v0, s[4:5]", 0},
	{"s_setreg then s_getreg", RuleSetReg, 2, "s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s0\n{W}\ns_getreg_b32 s1, hwreg(HW_REG_MODE)", 0},
	// control flow: the worst path counts, and loop-carried hazards are found
	snippetX("MFMA before a branch, read after the join", RuleMFMARead, 12, mfma8+"\n{W}\ns_cbranch_scc1 1\ns_nop 15\nv_add_f32 v20, v16, v17", 1),
	snippetX("MFMA at a loop's end read at its start", RuleMFMARead, 12,
		"s_mov_b32 s0, 4\nloop_{N}:\nv_add_f32 v20, v16, v17\n"+mfma8+"\n{W}\ns_sub_u32 s0, s0, 1\ns_cmp_lg_u32 s0, 0\ns_cbranch_scc1 loop_{N}", 3),
}

// Snippets that need no wait states at all.
var clean = []struct{ name, asm string }{
	{"back-to-back accumulation into the same registers", mfma8 + "\nv_mfma_f32_16x16x128_f8f6f4 v[16:19], v[0:7], v[8:15], v[16:19]"},
	{"carry-in after a carry-out", "v_add_co_u32 v1, vcc, v2, v3\nv_addc_co_u32 v4, vcc, v5, v6, vcc"},
	{"buffer store with an SGPR soffset", "buffer_store_dwordx4 v[4:7], v0, s[8:11], s12 offen\nv_mov_b32 v5, 0"},
	{"permlane source written one VALU before", "v_mov_b32 v2, 0\nv_permlane16_swap_b32 v1, v2"},
	{"independent MFMAs", mfma8 + "\nv_mfma_f32_16x16x128_f8f6f4 v[20:23], v[0:7], v[8:15], 0\nv_mov_b32 v24, 0"},
	{"MFMA result read after a taken branch past enough waits", mfma8 + "\ns_nop 10\ns_cbranch_scc1 1\ns_nop 15\nv_add_f32 v20, v16, v17"},
}

// waits returns assembly issuing n wait states.
func waits(n int) string {
	var b strings.Builder
	for n > 0 {
		k := min(n, 16)
		fmt.Fprintf(&b, "s_nop %d\n", k-1)
		n -= k
	}
	return b.String()
}

// assemble assembles named snippets (each followed by s_endpgm) into one
// object and returns its .text and each snippet's start address.
func assemble(t *testing.T, names, bodies []string) ([]byte, map[string]uint64) {
	t.Helper()
	mc := testenv.Tool(t, "llvm-mc-22")
	var src strings.Builder
	src.WriteString(".text\n")
	for i, body := range bodies {
		fmt.Fprintf(&src, "%s:\n%s\ns_endpgm\n", names[i], body)
	}
	dir := t.TempDir()
	s, obj := filepath.Join(dir, "h.s"), filepath.Join(dir, "h.o")
	if err := os.WriteFile(s, []byte(src.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(mc, "--arch=amdgcn", "--mcpu=gfx950", "-filetype=obj", "-o", obj, s).CombinedOutput(); err != nil {
		t.Fatalf("llvm-mc: %v\n%s\n%s", err, out, src.String())
	}
	b, err := os.ReadFile(obj)
	if err != nil {
		t.Fatal(err)
	}
	f, err := elf.NewFile(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	text, err := f.Section(".text").Data()
	if err != nil {
		t.Fatal(err)
	}
	syms, err := f.Symbols()
	if err != nil {
		t.Fatal(err)
	}
	at := map[string]uint64{}
	for _, sym := range syms {
		at[sym.Name] = sym.Value
	}
	for _, n := range names {
		if _, ok := at[n]; !ok {
			t.Fatalf("label %s not in the symbol table", n)
		}
	}
	return text, at
}

// Each rule flags its hand-written violation with one wait state too few,
// with the exact required count as "needs", and stays quiet with enough.
func TestRulesOnSnippets(t *testing.T) {
	var names, bodies []string
	for i, s := range snippets {
		for _, v := range []string{"short", "enough"} {
			w := s.need - s.extra
			if v == "short" {
				w--
			}
			names = append(names, fmt.Sprintf("s%d_%s", i, v))
			body := strings.ReplaceAll(s.asm, "{W}", waits(w))
			bodies = append(bodies, strings.ReplaceAll(body, "{N}", names[len(names)-1]))
		}
	}
	for i, c := range clean {
		names = append(names, fmt.Sprintf("c%d", i))
		bodies = append(bodies, c.asm)
	}
	text, at := assemble(t, names, bodies)
	// each snippet runs alone: from its label to its s_endpgm
	run := func(name string) []Finding { return Check(text, 0, at[name]) }
	for i, s := range snippets {
		t.Run(s.name, func(t *testing.T) {
			fs := run(fmt.Sprintf("s%d_short", i))
			found := false
			for _, f := range fs {
				if f.Rule == s.rule {
					found = true
					if f.Need != s.need || f.Have != s.need-1 {
						t.Errorf("%v: want needs %d, has %d", f, s.need, s.need-1)
					}
				}
			}
			if !found {
				t.Errorf("with %d wait states: no %s finding; got %v", s.need-1, s.rule, fs)
			}
			if fs := run(fmt.Sprintf("s%d_enough", i)); len(fs) != 0 {
				t.Errorf("with %d wait states: %v", s.need, fs)
			}
		})
	}
	for i, c := range clean {
		if fs := run(fmt.Sprintf("c%d", i)); len(fs) != 0 {
			t.Errorf("%s: %v", c.name, fs)
		}
	}
}

// CheckInsts over emu.DecodeAll's output finds what Check finds.
func TestCheckInsts(t *testing.T) {
	text, at := assemble(t, []string{"a"}, []string{mfma8 + "\ns_nop 3\nv_add_f32 v20, v16, v17"})
	insts, err := emu.DecodeAll(text, 0)
	if err != nil {
		t.Fatal(err)
	}
	a, b := Check(text, 0, at["a"]), CheckInsts(insts, at["a"])
	if len(a) != 1 || len(b) != 1 || a[0].String() != b[0].String() {
		t.Fatalf("Check %v, CheckInsts %v", a, b)
	}
}

// Every rule of rules.go has a snippet.
func TestEveryRuleHasASnippet(t *testing.T) {
	have := map[string]bool{}
	for _, s := range snippets {
		have[s.rule] = true
	}
	for _, r := range []string{RuleMFMASrcC, RuleMFMASrcAB, RuleMFMARead, RuleMFMAWAW, RuleMFMAWAR, RuleVALUToMFMA,
		RuleExecToMFMA, RuleSGPRToVMEM, RuleSGPRToVALU, RuleVCCToDivFmas, RuleLaneSelect, RuleExecToRWLane,
		RuleExecVCCZ, RuleVGPRToReadlane, RuleTrans, RuleDstSel, RuleVGPRToDPP, RuleExecToDPP, RuleVGPRToPermlane,
		RuleCmpxToPermlane, RuleStoreData, RuleM0, RuleSetReg} {
		if !have[r] {
			t.Errorf("rule %s has no snippet", r)
		}
	}
}

// MFMA pass counts follow LLVM's gfx950 scheduling model.
func TestMFMAPasses(t *testing.T) {
	for _, tc := range []struct {
		name       string
		cbsz, blgp uint8
		want       int
	}{
		{"v_mfma_f32_16x16x128_f8f6f4", 0, 0, 8},
		{"v_mfma_f32_16x16x128_f8f6f4", 4, 1, 8},
		{"v_mfma_f32_16x16x128_f8f6f4", 4, 2, 4},
		{"v_mfma_f32_32x32x64_f8f6f4", 1, 1, 16},
		{"v_mfma_f32_32x32x64_f8f6f4", 3, 4, 8},
		{"v_mfma_f32_16x16x32_fp8_fp8", 0, 0, 4},
		{"v_mfma_f32_32x32x16_bf8_fp8", 0, 0, 8},
		{"v_mfma_f32_16x16x32_bf16", 0, 0, 4},
		{"v_mfma_f32_16x16x4_4b_f16", 0, 0, 8},
		{"v_mfma_f32_32x32x4_2b_bf16", 0, 0, 16},
		{"v_mfma_f32_32x32x8_f16", 0, 0, 8},
		{"v_mfma_i32_32x32x32_i8", 0, 0, 8},
		{"v_mfma_f32_4x4x4_16b_f16", 0, 0, 2},
		{"v_smfmac_f32_32x32x64_fp8_fp8", 0, 0, 8},
		{"v_mfma_f64_16x16x4_f64", 0, 0, 16},
	} {
		in := emu.Inst{Name: tc.name, Cbsz: tc.cbsz, Blgp: tc.blgp}
		if got, _ := mfmaPasses(&in); got != tc.want {
			t.Errorf("%s cbsz %d blgp %d: %d passes, want %d", tc.name, tc.cbsz, tc.blgp, got, tc.want)
		}
	}
}

// The checker's counts of rule applications over a code object, for the log:
// how often each rule met a producer/consumer pair, and how many of those
// had exactly the wait states needed (compiled code pads to the minimum).
func ruleUse(code []byte, base uint64, entries ...uint64) map[string][2]int {
	p := decode(code, base)
	use := map[string][2]int{}
	check(p, entries, func(prod, cons *node, h hz, have int) {
		u := use[h.rule]
		u[0]++
		if have == h.need {
			u[1]++
		}
		use[h.rule] = u
	})
	return use
}

func useString(use map[string][2]int) string {
	var keys []string
	for k := range use {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	for _, k := range keys {
		fmt.Fprintf(&b, " %s=%d(%d tight)", k, use[k][0], use[k][1])
	}
	return b.String()
}
