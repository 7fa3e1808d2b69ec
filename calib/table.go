package calib

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/mlagen/mlagen/perf"
)

// Kinds of a parameter's source, as `mlagen model --params` prints them.
const (
	KindDocument    = "document"       // a data sheet, the ISA, a whitepaper, LLVM
	KindMeasurement = "measurement"    // a row of ../shared/notes/measurements.md
	KindEstimate    = "estimate"       // no source
	KindFile        = "parameter file" // a parameter file (mlagen calibrate)
	KindSet         = "--set"          // the command line
)

// Row is one parameter with its value and where that value comes from.
type Row struct {
	Name     string  `json:"name"`
	Unit     string  `json:"unit"`
	Value    float64 `json:"value"`
	Kind     string  `json:"kind"`
	Estimate bool    `json:"estimate"` // the table's value is an estimate and nothing replaced it
	Source   string  `json:"source"`
}

// kindOf classifies a row of perf's table: an estimate, a measurement (its
// source cites measurements.md) or a document.
func kindOf(r perf.Param) string {
	switch {
	case r.Estimate:
		return KindEstimate
	case strings.HasPrefix(r.Source, "measurements.md"):
		return KindMeasurement
	}
	return KindDocument
}

// Table is p's parameters with their sources: the parameter file's for
// those f sets (f may be nil), "--set" for those in set (names given on the
// command line, which override the file), else perf's table's.
func Table(p perf.Params, f *ParamFile, set map[string]bool) []Row {
	var rows []Row
	for _, r := range p.Table() {
		row := Row{Name: r.Name, Unit: r.Unit, Value: r.Value, Kind: kindOf(r), Estimate: r.Estimate, Source: r.Source}
		if s := f.Source(r.Name); s != "" {
			row.Kind, row.Estimate, row.Source = KindFile, false, f.Path+": "+s
		}
		if set[r.Name] {
			row.Kind, row.Estimate, row.Source = KindSet, false, "set on the command line"
		}
		rows = append(rows, row)
	}
	return rows
}

// WriteTable prints rows: parameter, value, unit, kind, source.
func WriteTable(w io.Writer, rows []Row) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "parameter\tvalue\tunit\tkind\tsource")
	for _, r := range rows {
		fmt.Fprintf(tw, "%s\t%g\t%s\t%s\t%s\n", r.Name, r.Value, r.Unit, r.Kind, r.Source)
	}
	return tw.Flush()
}
