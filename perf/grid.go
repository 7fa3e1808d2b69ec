package perf

// The grid model. The dispatcher deals a launch's workgroups (linear ids, x
// fastest) round-robin over the XCDs: workgroup i goes to XCD i % xcds.
// Within an XCD the workgroup dispatcher is modelled as dealing its j-th
// workgroup to CU j % cusPerXCD, so CU c of an XCD runs local workgroups c,
// c + cusPerXCD, ..., at most `resident` at a time (the occupancy limit);
// the next starts when one ends. For a uniform shape every workgroup does
// the same work, so the CU with the most workgroups - CU 0 of XCD 0, with
// workgroups 0, xcds*cusPerXCD, 2*xcds*cusPerXCD, ... - finishes last and
// its time is the launch's. (The placement inside an XCD is an assumption:
// AMD documents the round-robin over XCDs, not the order within one.) The
// CUs share HBM and the Infinity Cache, and an XCD's CUs its L2: how the
// representative CU's memory is modelled is in cu.go and MODEL.md.

type placement struct {
	total    int   // workgroups in the grid
	resident int   // workgroups per CU at once
	rep      []int // linear ids of the representative CU's workgroups, in dispatch order
	active   []int // active[k]: CUs that run more than k workgroups
	usedCUs  int   // CUs with at least one workgroup
	perXCD   int   // CUs with at least one workgroup on the representative CU's XCD
}

func place(total, resident int, p *Params) placement {
	xcds := max(1, int(p.XCDs))
	per := max(1, int(p.CUs)/xcds)
	pl := placement{total: total, resident: max(1, resident)}
	for i := 0; i < total; i += xcds * per {
		pl.rep = append(pl.rep, i)
	}
	counts := make([]int, 0, xcds*per)
	for x := 0; x < xcds; x++ {
		nx := 0
		if total > x {
			nx = (total - x + xcds - 1) / xcds
		}
		for c := 0; c < per; c++ {
			nc := 0
			if nx > c {
				nc = (nx - c + per - 1) / per
			}
			counts = append(counts, nc)
			if nc > 0 {
				pl.usedCUs++
				if x == 0 {
					pl.perXCD++
				}
			}
		}
	}
	pl.active = make([]int, len(pl.rep))
	for k := range pl.active {
		for _, n := range counts {
			if n > k {
				pl.active[k]++
			}
		}
	}
	return pl
}

// activeAt is the number of CUs that run more than k workgroups (at least 1).
func (pl *placement) activeAt(k int) int {
	if k < len(pl.active) {
		return max(1, pl.active[k])
	}
	return 1
}
