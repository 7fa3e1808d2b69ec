package hazard

import (
	"bytes"
	"debug/elf"
	"os"
	"path/filepath"
	"testing"

	"github.com/mlagen/mlagen/emu"
	"github.com/mlagen/mlagen/gen/codeobj"
	"github.com/mlagen/mlagen/generated"
	"github.com/mlagen/mlagen/internal/testenv"
)

// checkCorpus checks every kernel of a code object, reports the findings
// that allowed does not accept, and logs how often each rule applied (and
// how many of those had exactly the waits required: compilers pad to the
// minimum, so a rule whose number were one too high would show up here as
// findings, and one too low would leave no tight pairs).
func checkCorpus(t *testing.T, name string, co []byte, allowed func(Finding) bool) []Finding {
	t.Helper()
	fs, err := CheckCodeObject(co)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	for _, f := range fs {
		if allowed == nil || !allowed(f) {
			t.Errorf("%s: %v", name, f)
		}
	}
	c, _ := codeobj.Parse(co)
	f, _ := elf.NewFile(bytes.NewReader(co))
	s := f.Section(".text")
	text, _ := s.Data()
	var entries []uint64
	for _, k := range c.Kernels {
		entries = append(entries, k.EntryAddr)
	}
	t.Logf("%s: %d findings;%s", name, len(fs), useString(ruleUse(text, s.Addr, entries...)))
	return fs
}

// The compiled kernels in generated/ need no wait states they do not have:
// LLVM inserts them, so a finding here would be a wrong rule in the checker.
func TestGeneratedKernelsAreClean(t *testing.T) {
	for _, k := range generated.Registry.Kernels {
		checkCorpus(t, k.Name, k.CodeObject, nil)
	}
}

// The seed kernel's compiled code is clean too. Its findings all follow the
// v_mfma_f32_16x16x128_f8f6f4 it issues from inline asm (seed
// mla_v249_device.hip, mfma_f32_16x16x128_fp8): LLVM's hazard recognizer
// does not look inside inline asm, so nothing pads those MFMAs, and VALU
// reads of their results 2-10 wait states later (12 required) and writes of
// their SrcC registers 3-6 later (7 required) remain. The emulator, whose
// MFMAs complete at issue, cannot show their effect; the generated kernels
// use the compiler builtin instead.
func TestSeedHazardsAreInlineAsmMFMAs(t *testing.T) {
	if !testenv.HaveSeed() {
		t.Skip("the seed kernel sources are not beside this checkout (../shared/seed)")
	}
	_, co := testenv.Seed(t)
	fs := checkCorpus(t, "seed", co, func(f Finding) bool {
		return f.Producer.Name == "v_mfma_f32_16x16x128_f8f6f4" &&
			(f.Rule == RuleMFMARead || f.Rule == RuleMFMAWAW || f.Rule == RuleMFMAWAR)
	})
	if len(fs) == 0 {
		t.Error("no findings after the seed's inline-asm MFMAs: the checker misses them")
	}
}

// AMD AITER's hand-scheduled MLA decode kernels (../shared/anchors/aiter),
// which run on MI355X, are clean too, with one exception: three of the
// row-folded kernels (qh16 q_len 2, qh32 persistent, qh128) issue an LDS-DMA
// buffer_load in the wait state right after the SALU write of M0 that sets
// its LDS address (128 places). LLVM keeps one wait state there on every GFX9
// target (GCNSubtarget::hasReadM0LdsDmaHazard), and the checker keeps LLVM's
// rule for the kernels mlagen compiles; a hardware-proven binary that breaks
// it says the hazard is either absent on gfx950 or harmless to those loads.
// The exception is exactly that rule on those files: any other finding, or
// that one anywhere else, fails.
var aiterM0LDSDMA = map[string]int{
	"mla_a8w8_qh16_qseqlen2_gqaratio16.co":    1,
	"mla_a8w8_qh32_qseqlen1_gqaratio32_ps.co": 92,
	"mla_a8w8_qh128_m32x4_n16x2_msk1.co":      35,
}

func TestAITERIsClean(t *testing.T) {
	cos, _ := filepath.Glob(filepath.Join(testenv.AITERDir(t), "*.co"))
	if len(cos) < 6 {
		t.Fatalf("%d code objects in %s, want the 6 its README lists", len(cos), testenv.AITERDir(t))
	}
	for _, p := range cos {
		co, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		name := filepath.Base(p)
		fs := checkCorpus(t, name, co, func(f Finding) bool {
			return aiterM0LDSDMA[name] > 0 && f.Rule == RuleM0 && f.Consumer.Format == emu.FmtMUBUF && f.Consumer.LDS
		})
		if len(fs) != aiterM0LDSDMA[name] {
			t.Errorf("%s: %d findings, want the %d M0-to-LDS-DMA ones this test documents", name, len(fs), aiterM0LDSDMA[name])
		}
	}
}
