package anchors

import (
	"fmt"
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
		{"mla_a8w8_qh128_m32x4_n16x2_msk1.co", 128, 1, []int{1024}, 0},
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
		{"ragged_3cus", []int{500, 1200, 300}, 3}, // 5 works: workgroups 0 and 1 run two
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
