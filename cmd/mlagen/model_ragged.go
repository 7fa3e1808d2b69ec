package main

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/mlagen/mlagen/gen"
	"github.com/mlagen/mlagen/perf"
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

// modelRagged prints, for each batch, the static config (override, or the one
// gen.Select picks for the batch's size and mean length) and the persistent
// kernel of the same (stages, tile) on its plan, with the batch's HBM floor:
// all modeled (perf/ragged.go says how).
func modelRagged(m *perf.Model, p perf.Params, batches []raggedBatch, override *gen.Config, stdout, stderr io.Writer) int {
	fmt.Fprintln(stdout, "MODELED, not measured: a decode workgroup's time is a line in its tokens fitted on the gfx950 timing model,")
	fmt.Fprintln(stdout, "placed over the batch's workgroups, and bounded by HBM (perf/ragged.go); reduce launches from the timing model; us = microseconds")
	tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "batch\tkernel\tworkgroups\tdecode us\treduce us\tlaunch+gap us\ttotal us (modeled)\tHBM floor us\ttotal/floor\t")
	lines := map[[2]int]perf.Lines{}
	reduces := map[[3]int]float64{}
	var notes []string
	failed := false
	for _, b := range batches {
		total := 0
		for _, l := range b.lens {
			total += l
		}
		static := gen.Select(gen.Shape{Batch: len(b.lens), KVLen: max(1, (total+len(b.lens)-1)/len(b.lens))})
		if override != nil {
			static = *override
		}
		ps := static.With(gen.Dims{PS: true})
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
				k := [3]int{min(max(splits, 2), gen.MaxSplits), batch, key[0]*1000 + key[1]}
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
			fmt.Fprintf(tw, "%s\t%s\t%dx%d\t%.2f\t%s\t%.2f\t%.2f\t%.2f\t%.2f\t\n", b.name, static.Name(), static.Splits, len(b.lens),
				dec, redS, fixed, dec+red+fixed, floor, (dec+red+fixed)/floor)
			// persistent: its plan, and a reduce launch always (the grid is fixed)
			pl, err := verify.BuildPlan(ps, indptr(b.lens))
			if err != nil {
				return err
			}
			dec = perf.PlannedDecodeUs(line, pl, b.lens, int(p.CUs))
			maxCount := 0
			for s := range pl.Batch() {
				_, c := pl.Reduce(s)
				maxCount = max(maxCount, c)
			}
			if red, err = reduce(maxCount, max(1, pl.NumReduce())); err != nil {
				return err
			}
			fixed = p.LaunchUs + p.GapUs
			fmt.Fprintf(tw, "%s\t%s\t%d\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t\n", b.name, ps.Name(), pl.WGs(),
				dec, red, fixed, dec+red+fixed, floor, (dec+red+fixed)/floor)
			notes = append(notes, fmt.Sprintf("%s: plan of %d items, %d partials, %d sequences to reduce (at most %d partials each; the reduce is modeled as a static one of min(that, %d) splits)",
				b.name, pl.NumItems(), pl.NumPartials(), pl.NumReduce(), maxCount, gen.MaxSplits))
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
