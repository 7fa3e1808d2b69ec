package main

import (
	"context"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/perf"
	"github.com/mlagen/mlagen/tune"
)

// overheadRun is `mlagen tune --plan-overhead`: learn, print, and with
// --write record each persistent kernel's per-item overhead.
type overheadRun struct {
	configs              []mla.Config
	byDefault            bool // configs is tune.PersistentConfigs: skip those that do not build
	timer                tune.ItemTimer
	backend, fingerprint string
	jobs                 int
	write                bool
	table, command       string
	old                  []mla.PlanOverhead
}

func (o *overheadRun) run(ctx context.Context, stdout io.Writer) error {
	if o.backend == "model" {
		fmt.Fprintf(stdout, "MODELED on the gfx950 timing model (perf/MODEL.md), not measured; parameters %s; us = microseconds\n", o.fingerprint)
	} else {
		fmt.Fprintf(stdout, "MEASURED on %s as mlagen bench times a launch (median); us = microseconds\n", o.fingerprint)
	}
	fmt.Fprintf(stdout, "one workgroup of each persistent kernel on %s; fitted as wg + items x (item + tokens x per-token); overhead = item / per-token\n\n", samplesText())
	costs, skipped, err := tune.LearnOverheads(ctx, o.timer, o.configs, o.jobs, o.byDefault)
	if err != nil {
		return err
	}
	var notes []string
	tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "kernel\t")
	for _, pt := range perf.ItemSamplePoints {
		fmt.Fprintf(tw, "%dx%d us\t", pt[0], pt[1])
	}
	fmt.Fprintln(tw, "wg us\titem us\tper-token us\toverhead (tokens)\tnow planned with\t")
	var entries []mla.PlanOverhead
	for i, c := range o.configs {
		cost := costs[i]
		if skipped[i] != nil {
			notes = append(notes, fmt.Sprintf("not learned (it does not build): %v", skipped[i]))
			continue
		}
		fmt.Fprintf(tw, "%s\t", c.Name())
		for _, s := range cost.Samples {
			fmt.Fprintf(tw, "%.3f\t", s.Us)
		}
		fmt.Fprintf(tw, "%.3f\t%.3f\t%.5f\t%d\t%d\t\n", cost.WGUs, cost.ItemUs, cost.PerTokenUs, cost.Overhead(), c.PlanParams(1).Overhead)
		entries = append(entries, tune.OverheadEntry(c, cost, o.backend, o.fingerprint))
	}
	tw.Flush()
	for _, n := range notes {
		fmt.Fprintln(stdout, n)
	}
	label := "modeled"
	if o.backend != "model" {
		label = "measured"
	}
	fmt.Fprintf(stdout, "overheads %s (%s %s); \"now planned with\" is mla.Config.PlanParams' value before this run\n", label, o.backend, o.fingerprint)
	if !o.write {
		return nil
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	all := tune.MergeOverheads(o.old, entries)
	if err := tune.WriteOverheads(o.table, o.command, all); err != nil {
		return fmt.Errorf("writing %s: %w", o.table, err)
	}
	fmt.Fprintf(stdout, "wrote %s: %s (%d from this run); rebuild mlagen (and regenerate generated/) for PlanParams to plan with them\n",
		o.table, plural(len(all), "kernel"), len(entries))
	return nil
}

func samplesText() string {
	var s []string
	for _, pt := range perf.ItemSamplePoints {
		s = append(s, fmt.Sprintf("%d x %d tokens", pt[0], pt[1]))
	}
	return strings.Join(s, ", ")
}

// parsePersistentConfigs reads --config for --plan-overhead: persistent
// kernel names, comma-separated, none twice (default: every (stages, tile)).
func parsePersistentConfigs(v string) ([]mla.Config, error) {
	if strings.TrimSpace(v) == "" {
		return tune.PersistentConfigs(), nil
	}
	var out []mla.Config
	seen := map[mla.Config]bool{}
	for _, n := range strings.Split(v, ",") {
		c, err := mla.ParseName(strings.TrimSpace(n))
		if err != nil {
			return nil, fmt.Errorf("--config: %v", err)
		}
		if !c.PS {
			return nil, fmt.Errorf("--config %s is not persistent: the planner's overhead is a _ps kernel's (e.g. %s)", c, c.With(mla.Dims{PS: true}))
		}
		if seen[c] {
			return nil, fmt.Errorf("--config: %s is given twice", c)
		}
		seen[c] = true
		out = append(out, c)
	}
	return out, nil
}
