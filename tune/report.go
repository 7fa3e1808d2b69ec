package tune

import (
	"encoding/json"
	"fmt"
	"io"
	"text/tabwriter"
)

// WriteRanking prints each shape's top candidates with their margins over
// the best, the heuristic's pick and rank, and a summary of the winners.
// label says what the times are ("modeled" or "measured"); every time
// column carries it.
func WriteRanking(w io.Writer, rs []Ranked, top int, label string) error {
	detail := false
	for _, r := range rs {
		for _, c := range r.Cands {
			detail = detail || c.DecodeUs > 0
		}
	}
	for _, r := range rs {
		fmt.Fprintf(w, "%s%s: %d configs timed, top %d (%s)\n", r.Shape, oneLabel(r), len(r.Cands), min(top, len(r.Cands)), label)
		tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
		hdr := fmt.Sprintf("rank\tconfig\ttotal us (%s)\tmargin\t", label)
		if detail {
			hdr += "decode us\treduce us\tbinds\t"
		}
		fmt.Fprintln(tw, hdr)
		for i, c := range r.Cands[:min(top, len(r.Cands))] {
			m := margin(r.Margin(c))
			if i == 0 {
				m = "best"
			}
			row := fmt.Sprintf("%d\t%s\t%.2f\t%s\t", i+1, c.Config, c.Us, m)
			if detail {
				red := "-"
				if c.Config.HasReduce() {
					red = fmt.Sprintf("%.2f", c.ReduceUs)
				}
				row += fmt.Sprintf("%.2f\t%s\t%s\t", c.DecodeUs, red, c.Binds)
			}
			fmt.Fprintln(tw, row)
		}
		if err := tw.Flush(); err != nil {
			return err
		}
		k := r.Rank(r.Heuristic)
		if k == 0 {
			fmt.Fprintf(w, "  heuristic's pick %s: not timed (%v)\n\n", r.Heuristic, r.Heuristic.Validate())
			continue
		}
		h := r.Cands[k-1]
		fmt.Fprintf(w, "  heuristic's pick %s: rank %d of %d, %.2f us (%s), %s over the best\n\n", r.Heuristic, k, len(r.Cands), h.Us, label, margin(r.Margin(h)))
	}
	fmt.Fprintf(w, "winners (%s):\n", label)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "shape\tconfig\ttotal us (%s)\theuristic's pick\tits us (%s)\theuristic over winner\t\n", label, label)
	for _, r := range rs {
		b := r.Best()
		if k := r.Rank(r.Heuristic); k > 0 {
			h := r.Cands[k-1]
			fmt.Fprintf(tw, "%s\t%s\t%.2f\t%s\t%.2f\t%s\t\n", r.Shape, b.Config, b.Us, r.Heuristic, h.Us, margin(r.Margin(h)))
		} else {
			fmt.Fprintf(tw, "%s\t%s\t%.2f\t%s\t-\t-\t\n", r.Shape, b.Config, b.Us, r.Heuristic)
		}
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	return writeLaunches(w, rs, label)
}

// oneLabel names a ranking of one-launch twins.
func oneLabel(r Ranked) string {
	if r.Dims.One {
		return " (one launch)"
	}
	return ""
}

// writeLaunches prints, for each shape ranked both ways (Options.OneLaunch),
// the two-launch and the one-launch winner and which one the selection
// takes (mla.Select: the faster; a tie keeps two launches).
func writeLaunches(w io.Writer, rs []Ranked, label string) error {
	var rows []string
	for i := 0; i+1 < len(rs); i++ {
		two, one := rs[i], rs[i+1]
		if two.Dims.One || !one.Dims.One || two.Shape != one.Shape {
			continue
		}
		t, o := two.Best(), one.Best()
		pick := "two launches"
		if o.Us < t.Us {
			pick = "one launch"
		}
		rows = append(rows, fmt.Sprintf("%s\t%s\t%.2f\t%s\t%.2f\t%s\t%s\t", two.Shape, t.Config, t.Us, o.Config, o.Us, margin(o.Us/t.Us-1), pick))
	}
	if len(rows) == 0 {
		return nil
	}
	fmt.Fprintf(w, "\none launch or two (%s): the selection takes the faster\n", label)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "shape\ttwo launches\ttotal us (%s)\tone launch\ttotal us (%s)\tone over two\tselected\t\n", label, label)
	for _, r := range rows {
		fmt.Fprintln(tw, r)
	}
	return tw.Flush()
}

func margin(f float64) string {
	return fmt.Sprintf("%+.1f%%", 100*f)
}

// JSON renders every timed candidate of every shape, fastest first; with
// backend "model" the document says the times are modeled.
func JSON(rs []Ranked, backend, fingerprint string) ([]byte, error) {
	type cand struct {
		Config   string  `json:"config"`
		Us       float64 `json:"total_us"`
		DecodeUs float64 `json:"decode_us,omitempty"`
		ReduceUs float64 `json:"reduce_us,omitempty"`
		Binds    string  `json:"binds,omitempty"`
	}
	type shape struct {
		Shape     string `json:"shape"`
		OneLaunch bool   `json:"one_launch,omitempty"`
		Heuristic string `json:"heuristic"`
		Cands     []cand `json:"candidates"`
	}
	doc := struct {
		Modeled     bool    `json:"modeled"`
		Backend     string  `json:"backend"`
		Fingerprint string  `json:"fingerprint"`
		Shapes      []shape `json:"shapes"`
	}{Modeled: backend == "model", Backend: backend, Fingerprint: fingerprint}
	for _, r := range rs {
		s := shape{Shape: r.Shape.String(), OneLaunch: r.Dims.One, Heuristic: r.Heuristic.Name()}
		for _, c := range r.Cands {
			s.Cands = append(s.Cands, cand{c.Config.Name(), c.Us, c.DecodeUs, c.ReduceUs, c.Binds})
		}
		doc.Shapes = append(doc.Shapes, s)
	}
	b, err := json.MarshalIndent(doc, "", "  ")
	return append(b, '\n'), err
}
