package gen

import (
	"testing"

	"github.com/mlagen/mlagen/mla"
)

// Every whole tile of a block-table kernel, at every start a split allows (a
// multiple of SplitAlign, anywhere in a page), is staged exactly once: its
// loads cover the tile's bytes once each, an M0 group on a 4 KiB boundary
// (the contiguous kernels' groups) with an immediate below 4 KiB, and every
// row a load touches lies in its run's page, at the run's offset.
func TestPagedRunsReadOnePageEach(t *testing.T) {
	for _, page := range []int{16, 64} {
		for _, tile := range mla.Tiles {
			runs := pagedRuns(tile, page)
			for kb := 0; kb < 2*page+tile; kb += mla.SplitAlign {
				seen := map[int]int{}
				for _, r := range runs {
					runPage := (kb + r.Row) / page
					for _, g := range r.Groups {
						if g.Off%dmaGroupBytes != 0 {
							t.Fatalf("page %d tile %d run %d: group at %d, not on a 4 KiB boundary", page, tile, r.Index, g.Off)
						}
						for _, imm := range g.Imms {
							x := g.Off + imm // the load's tile byte (LDS: M0 + imm)
							seen[x]++
							if imm < 0 || imm >= dmaGroupBytes || x%mla.DMABytesPerLoad != 0 {
								t.Fatalf("page %d tile %d: load at %d+%d", page, tile, g.Off, imm)
							}
							// The global side: the run's first row + InRun + imm.
							if g.InRun+imm != x-r.Row*mla.QKDim {
								t.Errorf("page %d tile %d kb %d: load at tile byte %d reads run byte %d, want %d", page, tile, kb, x, g.InRun+imm, x-r.Row*mla.QKDim)
							}
							for _, row := range []int{x / mla.QKDim, (x + mla.DMABytesPerLoad - 1) / mla.QKDim} {
								if row < r.Row || row >= r.Row+r.Rows || (kb+row)/page != runPage {
									t.Errorf("page %d tile %d kb %d: load at %d touches row %d, outside run %d (rows %d..%d, page %d)",
										page, tile, kb, x, row, r.Index, r.Row, r.Row+r.Rows-1, runPage)
								}
							}
						}
					}
				}
				for x := 0; x < tile*mla.QKDim; x += mla.DMABytesPerLoad {
					if seen[x] != 1 {
						t.Errorf("page %d tile %d: tile byte %d staged %d times", page, tile, x, seen[x])
					}
				}
				if len(seen) != tile*mla.QKDim/mla.DMABytesPerLoad {
					t.Errorf("page %d tile %d: %d loads, want %d", page, tile, len(seen), tile*mla.QKDim/mla.DMABytesPerLoad)
				}
			}
		}
	}
}

// A block table's splits start on SplitAlign tokens and still cover the
// sequence; other layouts keep ceil(L / splits), so their kernels and
// references split as before.
func TestSplitTokens(t *testing.T) {
	for _, page := range []mla.PageMode{mla.PageNone, mla.Page1, mla.Page16, mla.Page64} {
		for _, s := range []int{1, 3, 16} {
			c := mla.Config{Splits: s, Stages: 2, Tile: 32, Dims: mla.Dims{Page: page}}
			for _, L := range []int{1, 31, 33, 150, 1000, 8192} {
				tps := c.SplitTokens(L)
				want := (L + s - 1) / s
				if page.BlockTable() {
					if tps%mla.SplitAlign != 0 || tps < want || tps >= want+mla.SplitAlign {
						t.Errorf("%s L=%d: %d tokens per split, want ceil(L/splits) = %d rounded up to %d", c.Name(), L, tps, want, mla.SplitAlign)
					}
				} else if tps != want {
					t.Errorf("%s L=%d: %d tokens per split, want %d", c.Name(), L, tps, want)
				}
				if s*tps < L {
					t.Errorf("%s L=%d: %d splits of %d miss tokens", c.Name(), L, s, tps)
				}
			}
		}
	}
}
