package perf

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"text/tabwriter"
	"time"

	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/num"
)

// Reference is a kernel modeled beside mlagen's in a comparison table (the
// HIP seed, an AITER code object).
type Reference struct {
	Name    string
	Note    string // what the column charges and how, printed under the table
	Subject func(mla.Shape) (Subject, error)
	Single  *Subject // the kernel at one split (instructions per token), if it has one
}

// ShapeTable models one kernel per shape, and the references beside it:
// what `mlagen model` prints for --shape.
type ShapeTable struct {
	Model  *Model
	Params Params
	Shapes []mla.Shape
	// Config is the kernel modeled for a shape; Subject builds it.
	Config  func(mla.Shape) mla.Config
	Subject func(mla.Config) (Subject, error)
	Refs    []Reference
}

// ShapeRow is one shape of a ShapeTable: mlagen's result and each
// reference's, in Refs order (nil where it failed).
type ShapeRow struct {
	Shape  mla.Shape
	Config mla.Config
	Result *Result
	Refs   []*Result
}

// ShapeResults are a ShapeTable's rows, the errors of the shapes and
// references that could not be modeled, and what the modeling cost.
type ShapeResults struct {
	Rows               []ShapeRow
	Errs               []error
	Failed             int // shapes whose mlagen kernel failed (no row)
	Calls              int
	TraceTime, SimTime time.Duration
	refs               []Reference
}

// Run models every shape; a shape or reference that fails is an error in
// Errs, the others go on.
func (t *ShapeTable) Run() *ShapeResults {
	res := &ShapeResults{refs: t.Refs}
	model := func(sub Subject, s mla.Shape) (*Result, error) {
		tr, err := t.Model.Trace(sub, s)
		if err != nil {
			return nil, err
		}
		t0 := time.Now()
		r := tr.Simulate(t.Params)
		res.SimTime += time.Since(t0)
		res.TraceTime += tr.Time
		res.Calls++
		return r, nil
	}
	for _, s := range t.Shapes {
		cfg := t.Config(s)
		sub, err := t.Subject(cfg)
		var r *Result
		if err == nil {
			r, err = model(sub, s)
		}
		if err != nil {
			res.Errs = append(res.Errs, fmt.Errorf("%s %s: %w", s, cfg, err))
			res.Failed++
			continue
		}
		row := ShapeRow{Shape: s, Config: cfg, Result: r, Refs: make([]*Result, len(t.Refs))}
		for i, ref := range t.Refs {
			rsub, err := ref.Subject(s)
			if err == nil {
				row.Refs[i], err = model(rsub, s)
			}
			if err != nil {
				res.Errs = append(res.Errs, fmt.Errorf("%s %s: %w", s, ref.Name, err))
			}
		}
		res.Rows = append(res.Rows, row)
	}
	return res
}

// Write prints the table (labelled modeled), its geometric means and, with
// references and every shape modeled, the comparison of totals.
func (res *ShapeResults) Write(w io.Writer) error {
	fmt.Fprintln(w, "MODELED on the gfx950 timing model (perf/MODEL.md), not measured; us = microseconds")
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "shape\tconfig\tdecode us\treduce us\tlaunch+gap us\ttotal us (modeled)\tHBM floor us\tMFMA floor us\tlimit us\tratio\tbinds\t")
	var tot, lim []float64
	for _, row := range res.Rows {
		r := row.Result
		red := "-"
		if len(r.Launches) > 1 {
			red = fmt.Sprintf("%.2f", r.Launches[1].Us)
		}
		fmt.Fprintf(tw, "%s\t%s\t%.2f\t%s\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%s\t\n",
			row.Shape, row.Config.Name(), r.Launches[0].Us, red, r.LaunchUs+r.GapUs, r.TotalUs, r.HBMFloorUs, r.MFMAFloorUs, r.LimitUs, r.Ratio, r.Binds)
		tot = append(tot, r.TotalUs)
		lim = append(lim, r.LimitUs)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if len(res.Rows) > 0 {
		fmt.Fprintf(w, "geomean (modeled): total %.2f us, limit %.2f us, ratio %.2f\n", num.Geomean(tot), num.Geomean(lim), num.Geomean(tot)/num.Geomean(lim))
	}
	if len(res.refs) == 0 || res.Failed > 0 {
		return nil
	}
	fmt.Fprintln(w, "\ntotal us per kernel (MODELED):")
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	hdr := "shape\tmlagen\t"
	for _, ref := range res.refs {
		hdr += ref.Name + "\t"
	}
	fmt.Fprintln(tw, hdr)
	for _, row := range res.Rows {
		line := fmt.Sprintf("%s\t%.2f\t", row.Shape, row.Result.TotalUs)
		for _, rr := range row.Refs {
			v := math.NaN()
			if rr != nil {
				v = rr.TotalUs
			}
			line += fmt.Sprintf("%.2f\t", v)
		}
		fmt.Fprintln(tw, line)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	for _, ref := range res.refs {
		if ref.Note != "" {
			fmt.Fprintf(w, "%s: %s\n", ref.Name, ref.Note)
		}
	}
	return nil
}

// JSON is the results as a JSON document labelled modeled, with the
// parameters they were modeled with.
func (res *ShapeResults) JSON(params any) ([]byte, error) {
	type jsonShape struct {
		Shape      string             `json:"shape"`
		Config     string             `json:"config"`
		Result     *Result            `json:"result"`
		References map[string]*Result `json:"references,omitempty"`
	}
	doc := struct {
		Modeled bool        `json:"modeled"`
		Note    string      `json:"note"`
		Params  any         `json:"params"`
		Shapes  []jsonShape `json:"shapes"`
	}{Modeled: true, Note: "times are modeled by the gfx950 timing model (perf/MODEL.md), not measured", Params: params}
	for _, row := range res.Rows {
		js := jsonShape{Shape: row.Shape.String(), Config: row.Config.Name(), Result: row.Result}
		for i, rr := range row.Refs {
			if rr == nil {
				continue
			}
			if js.References == nil {
				js.References = map[string]*Result{}
			}
			js.References[res.refs[i].Name] = rr
		}
		doc.Shapes = append(doc.Shapes, js)
	}
	b, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}

// WriteInsts prints the steady-state wave-instructions per KV token of
// each distinct kernel of configs (at one split: the same loop) and of the
// references, executed in the emulator on one sequence.
func WriteInsts(w io.Writer, m *Model, configs []mla.Config, subject func(mla.Config) (Subject, error), refs []Reference) error {
	const l1, l2 = 4096, 8192
	fmt.Fprintf(w, "\nwave-instructions per KV token in the steady state (executed in the emulator, one sequence, one split: the difference between %d and %d tokens, over %d):\n", l1, l2, l2-l1)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "kernel\tinst/token\t")
	seen := map[mla.Config]bool{}
	for _, c := range configs {
		one := c.OneSplit() // the same loop
		if seen[one] {
			continue
		}
		seen[one] = true
		sub, err := subject(one)
		if err != nil {
			return err
		}
		n, err := m.InstsPerToken(sub, l1, l2)
		if err != nil {
			return err
		}
		fmt.Fprintf(tw, "%s\t%.2f\t\n", sub.Name, n)
	}
	for _, ref := range refs {
		if ref.Single == nil {
			continue
		}
		n, err := m.InstsPerToken(*ref.Single, l1, l2)
		if err != nil {
			return fmt.Errorf("%s: %w", ref.Name, err)
		}
		fmt.Fprintf(tw, "%s\t%.2f\t\n", ref.Name, n)
	}
	return tw.Flush()
}

// SensitivityOf traces the candidates of each shape (configs(s): the
// selected config first, then its neighbours) for Sensitivity.
func SensitivityOf(m *Model, shapes []mla.Shape, configs func(mla.Shape) []mla.Config, subject func(mla.Config) (Subject, error)) ([]SensCase, error) {
	var cases []SensCase
	for _, s := range shapes {
		c := SensCase{Shape: s}
		for _, cand := range configs(s) {
			sub, err := subject(cand)
			var tr *Traced
			if err == nil {
				tr, err = m.Trace(sub, s)
			}
			if err != nil {
				return nil, fmt.Errorf("%s %s: %w", s, cand, err)
			}
			c.Cands = append(c.Cands, tr)
		}
		cases = append(cases, c)
	}
	return cases, nil
}

// WriteSensitivity prints Sensitivity's rows for factors 0.5 and 1.5
// (modeled); took is how long the tracing took.
func WriteSensitivity(w io.Writer, cases []SensCase, p Params, took time.Duration) error {
	fmt.Fprintln(w, "MODELED sensitivity: each estimated or weakly measured parameter scaled by 0.5 and 1.5; candidates per shape: the selected config and its neighbours (splits /2 x2, stages -1 +1, the other tile)")
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "parameter\tfactor\tmean |change| of total\tmax |change|\tat shape\tshapes whose fastest candidate changes\tcandidate pairs reordered\t")
	for _, r := range Sensitivity(cases, p, []float64{0.5, 1.5}) {
		fmt.Fprintf(tw, "%s\tx%.1f\t%.1f%%\t%.1f%%\t%s\t%d of %d\t%d of %d\t\n", r.Param, r.Factor, 100*r.MeanShift, 100*r.MaxShift, r.MaxShape, r.BestChanged, len(cases), r.Swaps, r.Pairs)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	n := 0
	for _, c := range cases {
		n += len(c.Cands)
	}
	fmt.Fprintf(w, "(%d shapes, %d candidates traced, in %s)\n", len(cases), n, took)
	return nil
}
