package perf

import (
	"fmt"
	"io"
	"sort"
	"strings"
)

// WriteProfile writes the launch's disassembly, every instruction the
// representative CU executed, annotated with its executions, issue clocks
// and stall clocks by reason, summed over all waves and executions (modeled
// clocks). A wave's lifetime is the sum of the issue and stall clocks of its
// instructions, so the columns say where the time went: which s_waitcnt
// waited for memory, which s_barrier for other waves. top > 0 adds a list of
// the top instructions by stall.
func (l *LaunchResult) WriteProfile(w io.Writer, top int) {
	var tot InstStats
	for _, s := range l.stats {
		tot.Count += s.Count
		tot.Issue += s.Issue
		tot.Stall += s.Stall
		for r := range s.Reason {
			tot.Reason[r] += s.Reason[r]
		}
	}
	life := tot.Issue + tot.Stall
	fmt.Fprintf(w, "# %s: modeled profile of the representative CU (%d workgroups, %d resident; clocks summed over waves)\n",
		l.Kernel, l.RepWGs, l.Resident)
	if l.Extrapolated {
		fmt.Fprintf(w, "# (profile of the longer of the two traced lengths; the launch time is extrapolated over tiles)\n")
	}
	fmt.Fprintf(w, "# wave-clocks %.0f: issue %.0f (%.1f%%), stalls %.0f (%.1f%%):", life, tot.Issue, pct(tot.Issue, life), tot.Stall, pct(tot.Stall, life))
	for r := rDep; r < numReasons; r++ {
		if tot.Reason[r] > 0 {
			fmt.Fprintf(w, " %s %.1f%%", r, pct(tot.Reason[r], life))
		}
	}
	fmt.Fprintln(w)
	fmt.Fprintf(w, "#%9s %9s %11s %11s %6s  %-28s %s\n", "address", "count", "issue clk", "stall clk", "%life", "stall reasons", "instruction")
	for i, s := range l.stats {
		if s.Count == 0 {
			continue
		}
		in := &l.prog[i]
		fmt.Fprintf(w, "%10x %9d %11.0f %11.0f %6.2f  %-28s %s\n", in.Addr, s.Count, s.Issue, s.Stall, pct(s.Issue+s.Stall, life), reasons(&s, s.Stall), in.String())
	}
	if top <= 0 {
		return
	}
	idx := make([]int, 0, len(l.stats))
	for i, s := range l.stats {
		if s.Stall > 0 {
			idx = append(idx, i)
		}
	}
	sort.SliceStable(idx, func(a, b int) bool { return l.stats[idx[a]].Stall > l.stats[idx[b]].Stall })
	if len(idx) > top {
		idx = idx[:top]
	}
	fmt.Fprintf(w, "# top %d stalls\n", len(idx))
	for _, i := range idx {
		s := l.stats[i]
		fmt.Fprintf(w, "%10x %6.2f%% of wave-clocks  %-28s %s\n", l.prog[i].Addr, pct(s.Stall, life), reasons(&s, s.Stall), l.prog[i].String())
	}
}

func reasons(s *InstStats, stall float64) string {
	if stall <= 0 {
		return ""
	}
	type kv struct {
		r reason
		v float64
	}
	var rs []kv
	for r := rNone; r < numReasons; r++ {
		if s.Reason[r] > 0 {
			rs = append(rs, kv{r, s.Reason[r]})
		}
	}
	sort.Slice(rs, func(i, j int) bool { return rs[i].v > rs[j].v })
	var b strings.Builder
	for i, x := range rs {
		if i == 2 {
			break
		}
		if i > 0 {
			b.WriteByte(' ')
		}
		name := x.r.String()
		if name == "" {
			name = "ready"
		}
		fmt.Fprintf(&b, "%s %.0f%%", name, pct(x.v, stall))
	}
	return b.String()
}

func pct(a, b float64) float64 {
	if b <= 0 {
		return 0
	}
	return 100 * a / b
}
