package main

import (
	"flag"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/verify"
)

// verifyCombos runs `mlagen verify --combos all|pairwise`: every
// combination of dimension values gen's table has (verify.Combos), the
// accepted ones (or a pairwise-covering sample of them) each checked on a
// ragged batch in the emulator (verify.PlanCombos, verify.RunCombos), one
// line per combination, then the counts and the refused combinations'
// reasons. Exit 1 if a check fails.
func verifyCombos(which, backend string, jobs int, only comboFilter, o verify.CheckOptions, stdout, stderr io.Writer) int {
	all := only.keep(verify.Combos()) // never empty: the table holds every value of each dimension
	accepted := verify.Accepted(all)
	if len(accepted) == 0 {
		fmt.Fprintf(stdout, "%d combinations hold %s, none accepted:\n", len(all), only)
		for _, r := range verify.RefusedReasons(all) {
			fmt.Fprintf(stdout, "%6d  %s\n", r.Count, r.Reason)
		}
		fmt.Fprintf(stderr, "mlagen verify: the generator accepts no combination holding %s (reasons above)\n", only)
		return 2
	}
	run := accepted
	if which == "pairwise" {
		run = verify.Pairwise(accepted)
	}
	plans := verify.PlanCombos(run, o.Seed)
	needCompiler := false
	checks := 0
	for _, p := range plans {
		for _, c := range p.Checks {
			checks++
			needCompiler = needCompiler || embeddedKernel(c.Config.Name()) == nil
		}
	}
	if needCompiler {
		if err := findCompiler(); err != nil {
			fmt.Fprintf(stderr, "mlagen verify: --combos compiles kernels not in generated/: %v\n", err)
			return 1
		}
	}
	of := dimCounts()
	if len(only.dims) > 0 {
		of += " holding " + only.String()
	}
	fmt.Fprintf(stdout, "backend %s, seed %d: %d combinations of %s, %d accepted; checking %s (%d checks)\n",
		backend, o.Seed, len(all), of, len(accepted), map[string]string{"all": "all of them", "pairwise": fmt.Sprintf("a pairwise-covering sample of %d", len(run))}[which], checks)
	prog := newProgress(stderr, checks, "verify --combos")
	done, verified, failed := 0, 0, 0
	verifiedWith := map[string]int{} // "key=value" -> verified combinations holding it
	var notes []string
	err := verify.RunCombos(plans, verify.ComboOptions{
		Seed: o.Seed, Jobs: jobs, Check: o,
		NewBackend: func() (device.Backend, error) { return openBackend(backend) },
		Compile: func(cfg mla.Config) ([]byte, error) {
			if k := embeddedKernel(cfg.Name()); k != nil {
				return k.CodeObject, nil
			}
			return buildCodeObject(cfg)
		},
		Checked: func() { done++; prog.set(done, checks) },
		Done: func(p verify.ComboPlan, rs []verify.CheckResult) {
			ok := len(rs) > 0
			var cols []string
			for i, r := range rs {
				ok = ok && r.Pass()
				cols = append(cols, comboColumn(r))
				if !r.Pass() {
					notes = append(notes, verifyNote(r, p.Checks[i].Lens))
				}
			}
			result := "ok"
			if ok {
				verified++
				for _, dm := range mla.Dimensions() {
					verifiedWith[dm.Key+"="+dm.Value(p.Combo.Dims)]++
				}
			} else {
				result = "FAIL"
				failed++
			}
			fmt.Fprintf(stdout, "%-4s  %s  %s\n", result, p.Combo.Values(), strings.Join(cols, "  "))
		},
	})
	prog.finish()
	if err != nil {
		fmt.Fprintf(stderr, "mlagen verify: %v\n", err)
		return 1
	}
	for _, n := range notes {
		fmt.Fprintln(stdout, n)
	}
	fmt.Fprintf(stdout, "%d accepted, %d verified, %d failed", len(accepted), verified, failed)
	if which == "pairwise" {
		fmt.Fprintf(stdout, " (%d combinations checked: every pair of dimension values the accepted ones hold)", len(run))
	}
	refused := len(all) - len(accepted)
	fmt.Fprintf(stdout, "\n%d refused:\n", refused)
	for _, r := range verify.RefusedReasons(all) {
		fmt.Fprintf(stdout, "%6d  %s\n", r.Count, r.Reason)
	}
	space := "the whole space"
	if len(only.dims) > 0 {
		space = "the combinations holding " + only.String()
	}
	fmt.Fprintf(stdout, "per value: configs Validate accepts over %s (tiles x stages x splits x the other dimensions), combinations accepted, combinations verified here:\n", space)
	tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "dimension\tvalue\tconfigs\taccepted\tverified\t")
	for _, v := range verify.ValueCounts(all) {
		fmt.Fprintf(tw, "%s\t%s\t%d\t%d\t%d\t\n", v.Key, v.Value, v.Configs, v.Combos, verifiedWith[v.Key+"="+v.Value])
	}
	tw.Flush()
	if failed > 0 {
		return 1
	}
	return 0
}

// comboColumn is one check of a combination's line: the config, its batch's
// lengths and its worst error over bound (output, partials, lse).
func comboColumn(r verify.CheckResult) string {
	name := r.Config.Name()
	if r.Inputs == nil || r.Report.N == 0 {
		return name + " ERROR"
	}
	s := fmt.Sprintf("%s %v err/bound %.3f", name, r.Inputs.KVLens, r.Report.WorstRatio)
	if p := r.Report.Partials; p != nil {
		s += fmt.Sprintf(" part %.3f", p.Worst)
	}
	if l := r.Report.LSE; l != nil {
		s += fmt.Sprintf(" lse %.3f", l.WorstRatio)
	}
	if !r.Pass() {
		s += " FAIL"
	}
	return s
}

// dimCounts is the table's dimensions with their value counts, e.g.
// "q(2) x lse(2) x page(4)".
func dimCounts() string {
	var s []string
	for _, dm := range mla.Dimensions() {
		s = append(s, fmt.Sprintf("%s(%d)", dm.Key, len(dm.Values)))
	}
	return strings.Join(s, " x ")
}

// comboFilter keeps the combinations holding the values of the dimension
// flags given with --combos (`--combos all --fold 128`: every accepted
// combination with 128 rows a workgroup).
type comboFilter struct {
	dims []mla.Dimension // the dimensions given
	want mla.Dims        // their values
}

func (f comboFilter) keep(cs []verify.Combo) []verify.Combo {
	var out []verify.Combo
	for _, c := range cs {
		ok := true
		for _, dm := range f.dims {
			ok = ok && dm.Value(c.Dims) == dm.Value(f.want)
		}
		if ok {
			out = append(out, c)
		}
	}
	return out
}

// String is the filter as key=value pairs, e.g. "fold=128 kv=fp8".
func (f comboFilter) String() string {
	var s []string
	for _, dm := range f.dims {
		s = append(s, dm.Key+"="+dm.Value(f.want))
	}
	return strings.Join(s, " ")
}

// combosFlags checks --combos and --jobs: --combos takes its combinations
// from the table, so the flags that pick kernels or batches do not go
// with it (the dimension flags narrow its combinations), and --jobs is its
// own.
func combosFlags(fs *flag.FlagSet, combos string, jobs int, usageErr func(string, ...any) int) (int, bool) {
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if combos == "" {
		if set["combos"] {
			return usageErr("--combos is empty: want all or pairwise"), false
		}
		if set["jobs"] {
			return usageErr("--jobs goes with --combos"), false
		}
		return 0, true
	}
	if combos != "all" && combos != "pairwise" {
		return usageErr("--combos %q: want all or pairwise", combos), false
	}
	if jobs < 1 || jobs > maxJobs {
		return usageErr("--jobs %d: want 1..%d checks at once", jobs, maxJobs), false
	}
	var other []string
	fs.Visit(func(f *flag.Flag) {
		switch f.Name {
		case "combos", "jobs", "backend", "seed", "dump":
		default:
			for _, dm := range mla.Dimensions() {
				if dm.Key == f.Name {
					return
				}
			}
			other = append(other, "--"+f.Name)
		}
	})
	if len(other) > 0 {
		verb := "does"
		if len(other) > 1 {
			verb = "do"
		}
		return usageErr("--combos picks its kernels and batches from the dimension table (dimension flags narrow it); %s %s not go with it", strings.Join(other, ", "), verb), false
	}
	return 0, true
}
