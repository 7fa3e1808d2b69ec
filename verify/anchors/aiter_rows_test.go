package anchors

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/mlagen/mlagen/emu"
	"github.com/mlagen/mlagen/internal/testenv"
	"github.com/mlagen/mlagen/verify"
)

// runFixed runs a fixed-split anchor on in (its heads and q_len) with
// AITER's own split choice unless splits > 0, and checks it against the
// references of in's row blocks.
func runFixed(t *testing.T, file string, in *verify.Inputs, splits int) Errors {
	t.Helper()
	_, code := testenv.AITERCodeObject(t, file)
	H, Q := max(in.Heads, 16), max(in.QLen, 1)
	if splits == 0 {
		splits = AITERSplitsRows(in.Batch(), in.KVLens[0], H, Q)
	}
	e, _ := emu.New(emu.WithInterleavedWaits(true))
	a, err := NewAITER(e, code, in, splits)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	t0 := time.Now()
	if err := a.W.Run(); err != nil {
		t.Fatal(err)
	}
	d := time.Since(t0)
	out, err := a.Output()
	if err != nil {
		t.Fatal(err)
	}
	res := CheckRows(in, a.Q(), out)

	t.Logf("%s heads %d q_len %d %v splits %d: %v; emulator %v, %d wave-instructions", file, H, Q, in.KVLens, splits, res, d.Round(time.Millisecond), e.Stats().WaveInstructions)
	return res
}

func TestAITERRowAnchorsInEmulator(t *testing.T) {
	cases := []struct {
		file        string
		heads, qlen int
		lens        []int
		splits      int
	}{
		{"mla_a8w8_qh16_qseqlen2_gqaratio16.co", 16, 2, []int{1024, 1024}, 0},
		{"mla_a8w8_qh16_qseqlen2_gqaratio16.co", 16, 2, []int{1500, 333}, 3}, // ragged
		{"mla_a8w8_qh128_m32x4_n16x2_msk1.co", 128, 1, []int{1024}, 0},
		{"mla_a8w8_qh128_m32x4_n16x2_msk1.co", 128, 2, []int{700, 1200}, 2}, // causal, ragged
		// one split: its partials collide with more (NewAITERReps)
		{"mla_a8w8_qh64_qseqlen4_gqaratio16.co", 16, 4, []int{1024}, 1},
		{"mla_a8w8_qh64_qseqlen4_gqaratio16.co", 16, 4, []int{1024, 700}, 1},
		{"mla_a8w8_qh64_qseqlen4_gqaratio16.co", 16, 3, []int{600}, 1},
	}
	for _, c := range cases {
		t.Run(fmt.Sprintf("%s_%v", c.file, c.lens), func(t *testing.T) {
			base := verify.NewRaggedInputs(uint64(c.heads*c.qlen+c.lens[0]), c.lens)
			in, err := base.WithRows(c.heads, c.qlen)
			if err != nil {
				t.Fatal(err)
			}
			res := runFixed(t, c.file, in, c.splits)
			if !res.BenchmarkPass || !res.TightPass {
				t.Fatalf("fails: %v", res)
			}
		})
	}
}

// AITER's 32-head persistent kernel on work lists of AITERPSWorkList.
func TestAITERPS32InEmulator(t *testing.T) {
	_, code := testenv.AITERCodeObject(t, "mla_a8w8_qh32_qseqlen1_gqaratio32_ps.co")
	for _, c := range []struct {
		name string
		lens []int
		cus  int
	}{
		{"2x1024", []int{1024, 1024}, 0},
		{"ragged_2cus", []int{500, 1200, 300}, 2}, // one split each, 3 works: workgroup 0 runs two
	} {
		t.Run(c.name, func(t *testing.T) {
			base := verify.NewRaggedInputs(uint64(c.lens[0]+32), c.lens)
			in, err := base.WithRows(32, 1)
			if err != nil {
				t.Fatal(err)
			}
			res, _ := runPS(t, code, in, AITERPSOptions{Heads: 32, CUs: c.cus})
			if !res.BenchmarkPass || !res.TightPass {
				t.Fatalf("fails: %v", res)
			}
		})
	}
}

// Run as today's asm_mla.cu runs it (ptr_RP = 0 at 0xf0, out_16_nosplit at
// 0x120), the q_len 3-4 kernel with one split takes its f32 path and writes
// twice the bytes of the bf16 output buffer: the emulator faults on the
// store past it. NewAITERReps sets the kernel's own switch at 0xf0.
func TestAITERQH64HostLayoutOverflows(t *testing.T) {
	_, code := testenv.AITERCodeObject(t, "mla_a8w8_qh64_qseqlen4_gqaratio16.co")
	base := verify.NewRaggedInputs(3, []int{512})
	in, err := base.WithRows(16, 4)
	if err != nil {
		t.Fatal(err)
	}
	e, _ := emu.New(emu.WithInterleavedWaits(true))
	a, err := NewAITER(e, code, in, 1)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	ka := a.W.Launches[0].Kernarg
	if ka[argRP] != 1 {
		t.Fatalf("the one-split switch at 0xf0 is %d", ka[argRP])
	}
	ka[argRP] = 0    // what asm_mla.cu passes: ptr_RP = nullptr
	ka[argOut16] = 1 // and out_16_nosplit = 1 where this kernel does not look
	err = a.W.Run()
	if err == nil || !strings.Contains(err.Error(), "outside every allocation") {
		t.Fatalf("want a store past the bf16 output, got %v", err)
	}
}
