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
		fmt.Fprintf(w, "%s: %d configs timed, top %d (%s)\n", r.Shape, len(r.Cands), min(top, len(r.Cands)), label)
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
				if c.Config.Splits > 1 {
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
		s := shape{Shape: r.Shape.String(), Heuristic: r.Heuristic.Name()}
		for _, c := range r.Cands {
			s.Cands = append(s.Cands, cand{c.Config.Name(), c.Us, c.DecodeUs, c.ReduceUs, c.Binds})
		}
		doc.Shapes = append(doc.Shapes, s)
	}
	b, err := json.MarshalIndent(doc, "", "  ")
	return append(b, '\n'), err
}
