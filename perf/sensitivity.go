package perf

import (
	"math"
	"sort"

	"github.com/mlagen/mlagen/mla"
)

// SensCase is one shape with a few candidate configs, traced once; the
// sensitivity report re-simulates them under varied parameters.
type SensCase struct {
	Shape    mla.Shape
	Selected int // index in Cands of the config the generator selects
	Cands    []*Traced
}

// SensRow is the effect of one parameter scaled by Factor.
type SensRow struct {
	Param     string
	Factor    float64
	MeanShift float64 // mean over shapes of the selected config's |relative change| of total time
	MaxShift  float64 // the largest such change
	MaxShape  string  // where it is largest
	// BestChanged counts shapes whose fastest candidate is not the one it
	// is with the default parameters; Swaps the candidate pairs, over all
	// shapes, whose order changes (of Pairs).
	BestChanged  int
	Swaps, Pairs int
}

// Sensitivity scales each estimated or weakly measured parameter (Table:
// Estimate, Weak) by each of factors in turn and reports how the modeled totals and the candidates'
// ranking move.
func Sensitivity(cases []SensCase, base Params, factors []float64) []SensRow {
	totals := func(p Params, c SensCase) []float64 {
		t := make([]float64, len(c.Cands))
		for i, tr := range c.Cands {
			t[i] = tr.Simulate(p).TotalUs
		}
		return t
	}
	baseT := make([][]float64, len(cases))
	for i, c := range cases {
		baseT[i] = totals(base, c)
	}
	var rows []SensRow
	for _, par := range base.Table() {
		if !par.Estimate && !par.Weak {
			continue
		}
		for _, f := range factors {
			p := base
			*par.field(&p) = par.Value * f
			row := SensRow{Param: par.Name, Factor: f}
			for i, c := range cases {
				t := totals(p, c)
				b := baseT[i]
				shift := math.Abs(t[c.Selected]/b[c.Selected] - 1)
				row.MeanShift += shift / float64(len(cases))
				if shift > row.MaxShift {
					row.MaxShift, row.MaxShape = shift, c.Shape.String()
				}
				if argmin(t) != argmin(b) {
					row.BestChanged++
				}
				for x := 0; x < len(t); x++ {
					for y := x + 1; y < len(t); y++ {
						row.Pairs++
						if (t[x] < t[y]) != (b[x] < b[y]) {
							row.Swaps++
						}
					}
				}
			}
			rows = append(rows, row)
		}
	}
	return rows
}

func argmin(v []float64) int {
	best := 0
	for i := range v {
		if v[i] < v[best] {
			best = i
		}
	}
	return best
}

// Neighbours returns cfg and the valid configs one step away from it: half
// and double the splits, one stage fewer and more, the other tile of 32 and
// 64 tokens; cfg comes first, the rest in name order.
func Neighbours(cfg mla.Config) []mla.Config {
	out := []mla.Config{cfg}
	seen := map[mla.Config]bool{cfg: true}
	add := func(c mla.Config) {
		if c.Validate() == nil && !seen[c] {
			seen[c] = true
			out = append(out, c)
		}
	}
	add(mla.Config{Splits: max(1, cfg.Splits/2), Stages: cfg.Stages, Tile: cfg.Tile})
	add(mla.Config{Splits: cfg.Splits * 2, Stages: cfg.Stages, Tile: cfg.Tile})
	add(mla.Config{Splits: cfg.Splits, Stages: cfg.Stages - 1, Tile: cfg.Tile})
	add(mla.Config{Splits: cfg.Splits, Stages: cfg.Stages + 1, Tile: cfg.Tile})
	other := 64
	if cfg.Tile == 64 {
		other = 32
	}
	add(mla.Config{Splits: cfg.Splits, Stages: cfg.Stages, Tile: other})
	rest := out[1:]
	sort.Slice(rest, func(i, j int) bool { return rest[i].Name() < rest[j].Name() })
	return out
}
