package gen

import (
	"fmt"
	"io"
	"text/tabwriter"
	"time"

	"github.com/mlagen/mlagen/mla"
)

// WriteTable prints one row per shape (or per kernel when there is no shape
// table): the config, its grid, resources, occupancy and compile time.
func WriteTable(w io.Writer, r *Result) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "shape\tconfig\tgrid\tVGPR\tAGPR\tSGPR\tLDS bytes\toccupancy\tcompile\t")
	byCfg := map[mla.Config]*Kernel{}
	for _, k := range r.Kernels {
		byCfg[k.Config] = k
	}
	row := func(shape, grid string, k *Kernel) {
		if k.CodeObject == nil {
			fmt.Fprintf(tw, "%s\t%s\t%s\t-\t-\t-\t%d\t-\t-\t\n", shape, k.Config.Name(), grid, k.Config.LDSBytes())
			return
		}
		d := k.Decode
		compile := k.CompileTime.Round(time.Millisecond).String()
		if k.Cached {
			compile = "cached"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%d\t%d\t%d\t%s\t%s\t\n", shape, k.Config.Name(), grid,
			d.VGPRs, d.AGPRs, d.SGPRs, d.LDSBytes, Occupancy(d), compile)
	}
	if len(r.Shapes) > 0 {
		for _, s := range r.Shapes {
			g := s.Config.DecodeGrid(s.Shape.Batch)
			grid := fmt.Sprintf("%dx%d", g.X, g.Y)
			if g.Z > 1 { // row blocks (--heads, --qlen)
				grid += fmt.Sprintf("x%d", g.Z)
			}
			row(s.Shape.String(), grid, byCfg[s.Config])
		}
	} else {
		for _, k := range r.Kernels {
			grid := fmt.Sprintf("%dxB", k.Config.Splits)
			if z := k.Config.Workgroups(); z > 1 { // row blocks (--heads, --qlen)
				grid += fmt.Sprintf("x%d", z)
			}
			if k.Config.PS { // the plan's workgroups (PlanParams), each row group's
				g := k.Config.DecodeGrid(1)
				grid = fmt.Sprintf("%dx1", g.X)
				if g.Z > 1 {
					grid += fmt.Sprintf("x%d", g.Z)
				}
			}
			row("-", grid, k)
		}
	}
	return tw.Flush()
}

// Occupancy formats resident workgroups per CU and waves per SIMD, with the
// resource that bounds them.
func Occupancy(r mla.Resources) string {
	return fmt.Sprintf("%d WG/CU, %d w/SIMD (%s)", r.WorkgroupsPerCU, r.WavesPerSIMD, r.Limiter)
}
