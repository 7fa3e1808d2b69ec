package verify_test

import (
	"bytes"
	"context"
	"encoding/binary"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/mlagen/mlagen/gen"
	"github.com/mlagen/mlagen/internal/gentest"
	"github.com/mlagen/mlagen/internal/testenv"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/verify"
)

// One-launch (_one) kernels on ragged batches (an empty sequence, an empty
// split, partial and whole tiles; with q_len 2 a sequence shorter than
// q_len): four waves and one, lse, query row blocks per token and head
// group with a block table, row-folded workgroups (the bf16 and MXFP4 caches and the other
// combinations: verify --combos). Each passes the strict bounds (output,
// partials, lse), and runs a second time on the same workspace with the same
// result, its ticket counters back at zero: the last ticket resets them.
func TestOneLaunchRagged(t *testing.T) {
	cc := gentest.Compiler(t)
	one := func(s, p, tl int, d mla.Dims) mla.Config {
		d.One = true
		return mla.Config{Splits: s, Stages: p, Tile: tl, Dims: d}
	}
	cfgs := []mla.Config{
		one(3, 2, 32, mla.Dims{LSE: true}),         // four waves
		one(4, 2, 96, mla.Dims{Q: mla.QFP8Scaled}), // one wave
		// row blocks of two tokens x two head groups, a block table
		one(5, 1, 32, mla.Dims{LSE: true, Page: mla.Page16, Heads: mla.Heads32, QLen: mla.QLen2}),
		// row-folded: two workgroups of 64 rows (two tokens x 32 heads), a
		// ticket each, the causal rule inside and across the folds
		one(4, 2, 64, mla.Dims{LSE: true, Page: mla.Page16, Heads: mla.Heads32, QLen: mla.QLen4, Fold: mla.Fold64}),
	}
	res := generate(t, cc, cfgs)
	e := newEmulator(t)
	const seed = 7
	for _, k := range res.Kernels {
		cfg := k.Config
		lens := verify.RaggedLens(seed, cfg)
		in, err := verify.NewRaggedInputsFormat(seed, lens, cfg.KV).ForConfig(cfg)
		if err != nil {
			t.Fatal(err)
		}
		r := verify.CheckInputs(e, k.CodeObject, cfg, in, "ragged", "", verify.CheckOptions{Seed: seed})
		if r.Err != nil {
			t.Fatalf("%s: %v", cfg, r.Err)
		}
		t.Logf("%s %v: err/bound %.3f, partials %.3g", cfg, lens, r.Report.WorstRatio, r.Report.Partials.Worst)
		if !r.Pass() {
			t.Errorf("%s on %v: %s", cfg, lens, r.Report.Failure(in.Element))
		}
		if cfg.LSE && r.Report.LSE == nil {
			t.Errorf("%s: no lse checked", cfg)
		}
		// Twice on one workspace: the counters the first launch left serve
		// the second, and end at zero.
		w, err := verify.Prepare(e, k.CodeObject, cfg, in, 1)
		if err != nil {
			t.Fatal(err)
		}
		var outs [2][]byte
		for i := range outs {
			if err := w.Run(); err != nil {
				t.Fatal(err)
			}
			if outs[i], err = w.Read("out"); err != nil {
				t.Fatal(err)
			}
		}
		if string(outs[0]) != string(outs[1]) {
			t.Errorf("%s: a second launch on the same workspace gives another output", cfg)
		}
		ws, err := w.Read("workspace")
		if err != nil {
			t.Fatal(err)
		}
		for s := range lens {
			for b := 0; b < cfg.Rows(); b++ {
				if c := binary.LittleEndian.Uint32(ws[cfg.TicketOffset(s, b):]); c != 0 {
					t.Errorf("%s: sequence %d, row block %d: ticket counter %d after the launches, want 0", cfg, s, b, c)
				}
			}
		}
		w.Close()
	}
}

// The ticket's memory ordering is what makes the other splits' partials
// visible to the merging workgroup: the kernel as generated passes; without
// the release fence (no buffer_wbl2: the partials stay in their XCDs' L2s),
// without the acquire fence (no buffer_inv: the merge may read stale lines),
// or without the wait after the write-back (the atomic goes out before the
// write-back finishes), the emulator's coherence model (emu, coherence.go)
// shows the merge stale partials and the output fails the strict bound. The
// batch has a sequence with empty splits. The wait is removed from the code
// object (each s_waitcnt vmcnt(0) right after a buffer_wbl2 sc1 made an
// s_nop): the template writes it out because clang 22 once dropped its own
// on the empty split's path, but whether clang emits one also depends on
// what else is outstanding there (it now does on both paths), so removing
// the template's line alone may change nothing.
func TestOneLaunchOrderingMutations(t *testing.T) {
	cc := gentest.Compiler(t)
	cfg := mla.Config{Splits: 4, Stages: 2, Tile: 32, Dims: mla.Dims{One: true}}
	good, err := gen.Build(context.Background(), cc, cfg, "verify test")
	if err != nil {
		t.Fatal(err)
	}
	src, err := gen.ExpandHIP(cfg, "verify test (mutated)")
	if err != nil {
		t.Fatal(err)
	}
	objdump := testenv.Tool(t, "llvm-objdump-22")
	e := newEmulator(t)
	in := verify.NewRaggedInputs(11, []int{1000, 37, 0, 2, 513})
	for _, tc := range []struct {
		name, line string // the source line the mutation removes
		drops      string // an instruction the kernel loses with it
		patch      bool   // the mutation: no wait after the write-back, in the code object
	}{
		{"as generated", "", "", false},
		{"no release", "__builtin_amdgcn_fence(__ATOMIC_RELEASE, \"agent\");", "buffer_wbl2", false},
		{"no acquire", "__builtin_amdgcn_fence(__ATOMIC_ACQUIRE, \"agent\");", "buffer_inv", false},
		{"no wait after the write-back", "", "", true},
	} {
		code := good.CodeObject
		if tc.patch {
			code = noWaitAfterWriteBack(t, code)
		}
		if tc.line != "" {
			if strings.Count(string(src), tc.line) != 1 {
				t.Fatalf("%s: %q not once in %s", tc.name, tc.line, cfg)
			}
			if code, err = cc.Compile(context.Background(), cfg.Name(), []byte(strings.Replace(string(src), tc.line, "", 1))); err != nil {
				t.Fatal(err)
			}
			if dis := disassemble(t, objdump, code); tc.drops != "" && strings.Contains(dis, tc.drops) {
				t.Fatalf("%s: the kernel still has %s", tc.name, tc.drops)
			}
		}
		r := verify.CheckInputs(e, code, cfg, in, "ragged", "", verify.CheckOptions{Seed: 11})
		if r.Err != nil {
			t.Fatalf("%s: %v", tc.name, r.Err)
		}
		t.Logf("%s: output err/bound %.3g (strict pass %v)", tc.name, r.Report.WorstRatio, r.Report.StrictPass)
		if want := tc.line == "" && !tc.patch; r.Pass() != want {
			t.Errorf("%s: pass %v; want %v", tc.name, r.Pass(), want)
		}
	}
}

// noWaitAfterWriteBack returns code with every buffer_wbl2 sc1 directly
// followed by s_waitcnt vmcnt(0) followed by s_nop 0 instead (both SOPP, 4
// bytes); it fails the test if there is none.
func noWaitAfterWriteBack(t *testing.T, code []byte) []byte {
	t.Helper()
	wbl2 := []byte{0x00, 0x80, 0xa0, 0xe0, 0, 0, 0, 0} // buffer_wbl2 sc1 (MUBUF, little endian)
	wait := []byte{0x70, 0x0f, 0x8c, 0xbf}             // s_waitcnt vmcnt(0)
	nop := []byte{0x00, 0x00, 0x80, 0xbf}              // s_nop 0
	old := append(append([]byte(nil), wbl2...), wait...)
	n := bytes.Count(code, old)
	if n == 0 {
		t.Fatal("no s_waitcnt vmcnt(0) right after a buffer_wbl2 sc1 in the kernel")
	}
	t.Logf("%d waits after buffer_wbl2 sc1 removed", n)
	return bytes.ReplaceAll(code, old, append(append([]byte(nil), wbl2...), nop...))
}

func disassemble(t *testing.T, objdump string, code []byte) string {
	t.Helper()
	f := t.TempDir() + "/k.hsaco"
	if err := os.WriteFile(f, code, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(objdump, "-d", "--mcpu=gfx950", f).CombinedOutput()
	if err != nil {
		t.Fatalf("%s: %v\n%s", objdump, err, out)
	}
	return string(out)
}
