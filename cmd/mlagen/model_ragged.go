package main

import (
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/perf"
	"github.com/mlagen/mlagen/plan"
	"github.com/mlagen/mlagen/verify"
)

// raggedBatch is one ragged batch of `mlagen model --kv-lens|--dist`.
type raggedBatch struct {
	name string
	lens []int
}

// parseRaggedFlags reads --kv-lens (one batch) or --dist (comma-separated
// distribution specs, one batch each).
func parseRaggedFlags(kvLens, dists string) ([]raggedBatch, error) {
	if kvLens != "" && dists != "" {
		return nil, fmt.Errorf("--kv-lens and --dist exclude each other")
	}
	if kvLens != "" {
		lens, err := verify.ParseKVLens(kvLens)
		if err != nil {
			return nil, fmt.Errorf("--kv-lens: %w", err)
		}
		return []raggedBatch{{fmt.Sprintf("kv-lens(%d seq)", len(lens)), lens}}, nil
	}
	var out []raggedBatch
	for _, spec := range strings.Split(dists, ",") {
		lens, err := verify.DistLens(strings.TrimSpace(spec))
		if err != nil {
			return nil, fmt.Errorf("--dist: %w", err)
		}
		out = append(out, raggedBatch{strings.TrimSpace(spec), lens})
	}
	return out, nil
}

// overheadChoice is one value of `mlagen model --plan-overhead`: a number of
// token-equivalents, or a multiple of the learned overhead (learned: 1).
type overheadChoice struct {
	fixed   int
	learned float64 // > 0: this multiple of the learned overhead
}

// parseOverheadChoices reads --plan-overhead: comma-separated values, each
// N (0..plan.LimitOverhead), "learned", or "Kxlearned" (K > 0, e.g. 4xlearned).
func parseOverheadChoices(v string) ([]overheadChoice, error) {
	var out []overheadChoice
	for _, f := range strings.Split(v, ",") {
		f = strings.TrimSpace(f)
		bad := fmt.Errorf("--plan-overhead %q: want N (0..%d token-equivalents), learned, or Kxlearned (e.g. 4xlearned), comma-separated", f, plan.LimitOverhead)
		switch {
		case f == "learned":
			out = append(out, overheadChoice{learned: 1})
		case strings.HasSuffix(f, "xlearned"):
			k, err := strconv.ParseFloat(strings.TrimSuffix(f, "xlearned"), 64)
			if err != nil || !(k > 0) || k > 1e3 {
				return nil, bad
			}
			out = append(out, overheadChoice{learned: k})
		default:
			n, err := strconv.Atoi(f)
			if err != nil || n < 0 || n > plan.LimitOverhead {
				return nil, bad
			}
			out = append(out, overheadChoice{fixed: n})
		}
	}
	return out, nil
}

// resolve is the choice's overhead for persistent config ps, and its label.
func (o overheadChoice) resolve(ps mla.Config) (int, string) {
	if o.learned == 0 {
		return o.fixed, "given"
	}
	e, ok := mla.PlanOverheadFor(ps)
	base, what := e.Overhead, "learned"
	if !ok {
		base, what = plan.DefaultOverhead, "default"
	}
	if o.learned == 1 {
		return base, what
	}
	return min(int(math.Round(o.learned*float64(base))), plan.LimitOverhead), fmt.Sprintf("%gx %s", o.learned, what)
}

// modelRagged prints, for each batch, the static config (override, or the one
// mla.Select picks for the batch's size and mean length) and the persistent
// kernel of the same (stages, tile) on its plan (one row per overhead
// choice; nil: its PlanParams), with the batch's HBM floor: all modeled
// (perf/ragged.go says how).
func modelRagged(m *perf.Model, p perf.Params, batches []raggedBatch, override *mla.Config, choices []overheadChoice, stdout, stderr io.Writer) int {
	fmt.Fprintln(stdout, "MODELED, not measured: a static decode workgroup's time is a line in its tokens, a persistent one's the _ps kernel's own")
	fmt.Fprintln(stdout, "per-workgroup + per-item + per-token cost, both fitted on the gfx950 timing model, placed over the batch's workgroups and")
	fmt.Fprintln(stdout, "bounded by HBM (perf/ragged.go); reduce launches from the timing model; us = microseconds")
	tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "batch\tkernel\tworkgroups\tdecode us\treduce us\tlaunch+gap us\ttotal us (modeled)\tHBM floor us\ttotal/floor\tplan overhead\t")
	lines := map[[2]int]perf.Lines{}
	costs := map[mla.Config]perf.ItemCost{}
	reduces := map[[3]int]float64{}
	var notes []string
	failed := false
	for _, b := range batches {
		total := 0
		for _, l := range b.lens {
			total += l
		}
		static := mla.Select(mla.Shape{Batch: len(b.lens), KVLen: max(1, (total+len(b.lens)-1)/len(b.lens))})
		if override != nil {
			static = *override
		}
		ps := static.With(mla.Dims{PS: true})
		err := func() error {
			key := [2]int{static.Stages, static.Tile}
			line, ok := lines[key]
			if !ok {
				var err error
				if line, err = perf.FitLines(m, p, static, 1024, 4096, codeObjectFor); err != nil {
					return err
				}
				lines[key] = line
				for _, l := range []perf.WGLine{line.Light, line.Saturated} {
					notes = append(notes, fmt.Sprintf("(stages %d, tile %d) on %d CUs: a workgroup takes %.3f us + %.5f us per token (modeled, s1: %s %.2f us, %s %.2f us)",
						static.Stages, static.Tile, l.Shapes[0].Batch, l.FixedUs, l.PerTokenUs, l.Shapes[0], l.Us[0], l.Shapes[1], l.Us[1]))
				}
			}
			reduce := func(splits, batch int) (float64, error) {
				k := [3]int{min(max(splits, 2), mla.MaxSplits), batch, key[0]*1000 + key[1]}
				if us, ok := reduces[k]; ok {
					return us, nil
				}
				us, err := perf.ReduceUs(m, p, static, splits, batch, codeObjectFor)
				reduces[k] = us
				return us, err
			}
			floor := perf.HBMFloorUs(p, b.lens)
			// static: decode, and with splits a reduce over every sequence
			dec := perf.StaticDecodeUs(line, static, b.lens, int(p.CUs))
			red, fixed := 0.0, p.LaunchUs
			redS := "-"
			if static.Splits > 1 {
				var err error
				if red, err = reduce(static.Splits, len(b.lens)); err != nil {
					return err
				}
				fixed += p.GapUs
				redS = fmt.Sprintf("%.2f", red)
			}
			fmt.Fprintf(tw, "%s\t%s\t%dx%d\t%.2f\t%s\t%.2f\t%.2f\t%.2f\t%.2f\t-\t\n", b.name, static.Name(), static.Splits, len(b.lens),
				dec, redS, fixed, dec+red+fixed, floor, (dec+red+fixed)/floor)
			// persistent: the kernel's own cost, its plan, and a reduce
			// launch always (the grid is fixed)
			cost, ok := costs[ps]
			if !ok {
				code, err := codeObjectFor(ps)
				if err != nil {
					return err
				}
				if cost, err = perf.FitPersistentItems(m, p, ps, code); err != nil {
					return err
				}
				costs[ps] = cost
				notes = append(notes, fmt.Sprintf("%s on one workgroup: %.3f us + %.3f us per item + %.5f us per token (modeled): overhead %d token-equivalents; planned with %d by default, %s",
					ps.Name(), cost.WGUs, cost.ItemUs, cost.PerTokenUs, cost.Overhead(), ps.PlanParams(1).Overhead, ps.PlanOverheadSource()))
			}
			lens32 := make([]int32, len(b.lens))
			for i, l := range b.lens {
				lens32[i] = int32(l)
			}
			rows := choices
			if rows == nil {
				rows = []overheadChoice{{learned: 1}}
			}
			for _, ch := range rows {
				pp := ps.PlanParams(len(b.lens))
				label := "default"
				if _, ok := mla.PlanOverheadFor(ps); ok {
					label = "learned"
				}
				if choices != nil {
					pp.Overhead, label = ch.resolve(ps)
				}
				pl, err := plan.Build(pp, lens32)
				if err != nil {
					return err
				}
				dec = perf.PlannedDecodeUs(line, cost, pl, b.lens, int(p.CUs))
				maxCount := 0
				for s := range pl.Batch() {
					_, c := pl.Reduce(s)
					maxCount = max(maxCount, c)
				}
				if red, err = reduce(maxCount, max(1, pl.NumReduce())); err != nil {
					return err
				}
				fixed = p.LaunchUs + p.GapUs
				fmt.Fprintf(tw, "%s\t%s\t%d\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%d (%s)\t\n", b.name, ps.Name(), pl.WGs(),
					dec, red, fixed, dec+red+fixed, floor, (dec+red+fixed)/floor, pp.Overhead, label)
				notes = append(notes, fmt.Sprintf("%s, overhead %d: plan of %d items, %d partials, %d sequences to reduce (at most %d partials each; the reduce is modeled as a static one of min(that, %d) splits)",
					b.name, pp.Overhead, pl.NumItems(), pl.NumPartials(), pl.NumReduce(), maxCount, mla.MaxSplits))
			}
			return nil
		}()
		if err != nil {
			fmt.Fprintf(stderr, "mlagen model: %s: %v\n", b.name, err)
			failed = true
		}
	}
	tw.Flush()
	for _, n := range notes {
		fmt.Fprintln(stdout, n)
	}
	if failed {
		return 1
	}
	return 0
}

func indptr(lens []int) []int32 {
	ip := make([]int32, len(lens)+1)
	for i, l := range lens {
		ip[i+1] = ip[i] + int32(l)
	}
	return ip
}
