package gen

import (
	"strings"
	"testing"

	"github.com/mlagen/mlagen/mla"
)

func TestVMCntImmediate(t *testing.T) {
	// s_waitcnt vmcnt(N) with expcnt(7) lgkmcnt(15), as llvm-mc encodes it.
	for n, want := range map[int]string{0: "0xf70", 5: "0xf75", 15: "0xf7f", 16: "0x4f70", 63: "0xcf7f"} {
		if got := vmcntImm(n); got != want {
			t.Errorf("vmcntImm(%d) = %s, want %s", n, got, want)
		}
	}
}

// TestOpaqueLanesOnlyWhereWavesHoldAllDims: the lane ids go through an empty
// asm per tile only in row-folded kernels of 128-token tiles whose waves hold
// all 512 V dims (fold 128); with 32 or 64 rows (waves splitting the V dims)
// or other tiles the model found the change slower or it does not apply
// (docs/kernel.md, "Registers of the 128-row step").
func TestOpaqueLanesOnlyWhereWavesHoldAllDims(t *testing.T) {
	const tileAsm, dmaAsm = `__asm__ volatile("" : "+v"(i), "+v"(g));`, `__asm__ volatile("" : "+v"(lane));`
	for _, c := range []struct {
		cfg  mla.Config
		want bool
	}{
		{mla.Config{Splits: 4, Stages: 2, Tile: 128, Dims: mla.Dims{Heads: mla.Heads128, Fold: mla.Fold128}}, true},
		{mla.Config{Splits: 2, Stages: 2, Tile: 128, Dims: mla.Dims{Heads: mla.Heads64, QLen: mla.QLen2, Page: mla.Page1, Fold: mla.Fold128}}, true},
		{mla.Config{Splits: 4, Stages: 2, Tile: 128, Dims: mla.Dims{Heads: mla.Heads64, Fold: mla.Fold64}}, false},
		{mla.Config{Splits: 4, Stages: 2, Tile: 128, Dims: mla.Dims{Heads: mla.Heads32, Fold: mla.Fold32}}, false},
		{mla.Config{Splits: 4, Stages: 2, Tile: 64, Dims: mla.Dims{Heads: mla.Heads128, Fold: mla.Fold128}}, false},
	} {
		if err := c.cfg.Validate(); err != nil {
			t.Fatalf("%s: %v", c.cfg, err)
		}
		src, err := ExpandHIP(c.cfg, "test")
		if err != nil {
			t.Fatal(err)
		}
		// the whole and the partial tile function, and the DMA function
		tiles, dma := strings.Count(string(src), tileAsm), strings.Count(string(src), dmaAsm)
		if got := tiles == 2 && dma == 1; got != c.want || !c.want && tiles+dma != 0 {
			t.Errorf("%s: %d tile and %d DMA lane asms, want them: %v", c.cfg.Name(), tiles, dma, c.want)
		}
	}
}
