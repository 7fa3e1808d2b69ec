package plan

import (
	"fmt"
	"slices"
	"sort"
)

// checkPlan checks every property the planner promises (docs/kernel.md,
// "Planned ragged batches") of pl, built from p and lens, reading the buffer
// as a kernel would. It returns the first violation.
func checkPlan(p Params, lens []int32, pl Plan) error {
	lay, err := p.Layout()
	if err != nil {
		return err
	}
	b := pl.Buf
	want := map[int]int64{HdrMagic: Magic, HdrVersion: Version, HdrBatch: int64(len(lens)), HdrWGs: lay.WGs,
		HdrOffWG: lay.OffWG, HdrOffReduce: lay.OffReduce, HdrOffSeqs: lay.OffSeqs, HdrOffItems: lay.OffItems,
		HdrMaxBatch: int64(p.MaxBatch), HdrMaxItems: lay.MaxItems, HdrMaxPartials: lay.MaxPartials,
		HdrCUs: int64(p.CUs), HdrWGPerCU: int64(p.WGPerCU), HdrTile: int64(p.Tile), HdrOverhead: int64(p.Overhead),
		HdrQLen: int64(p.QLen), HdrHeads: int64(p.Heads)}
	for k, v := range want {
		if int64(b[k]) != v {
			return fmt.Errorf("header[%d] = %d, want %d", k, b[k], v)
		}
	}
	for k := HdrHeads + 1; k < HeaderInts; k++ {
		if b[k] != 0 {
			return fmt.Errorf("header[%d] = %d, want 0", k, b[k])
		}
	}
	items, partials := pl.NumItems(), pl.NumPartials()
	if int64(items) > lay.MaxItems || int64(partials) > lay.MaxPartials {
		return fmt.Errorf("%d items, %d partials: above the maxima %d, %d", items, partials, lay.MaxItems, lay.MaxPartials)
	}
	if int64(pl.Used()) != lay.OffItems+ItemInts*int64(items) || int64(pl.Used()) > lay.Ints {
		return fmt.Errorf("used %d, want %d (<= %d)", pl.Used(), lay.OffItems+ItemInts*int64(items), lay.Ints)
	}
	for _, off := range []int64{lay.OffWG, lay.OffReduce, lay.OffSeqs, lay.OffItems} {
		if off%Align != 0 {
			return fmt.Errorf("section offset %d is not a multiple of %d", off, Align)
		}
	}

	// wg_indptr: from 0 to items, never down.
	G := int(lay.WGs)
	if lo, _ := pl.WGRange(0); lo != 0 {
		return fmt.Errorf("wg_indptr[0] = %d", lo)
	}
	if _, hi := pl.WGRange(G - 1); hi != items {
		return fmt.Errorf("wg_indptr[%d] = %d, want %d items", G, hi, items)
	}
	for g := range G {
		if lo, hi := pl.WGRange(g); hi < lo {
			return fmt.Errorf("workgroup %d: items [%d, %d)", g, lo, hi)
		}
	}

	// Items: in sequence order, each sequence's tokens covered once, in
	// order, cut only at tile boundaries; partial -1 iff the item is the
	// whole sequence; partials numbered in item order.
	tile, over := int32(p.Tile), int64(p.Overhead)
	next := make([]int32, len(lens)) // the next token each sequence expects
	seen := make([]int32, len(lens)) // its items
	lastSeq, nextPartial := int32(-1), int32(0)
	for i, it := range pl.Items() {
		if it.Seq < 0 || int(it.Seq) >= len(lens) {
			return fmt.Errorf("item %d: sequence %d of %d", i, it.Seq, len(lens))
		}
		L := lens[it.Seq]
		switch {
		case it.Seq < lastSeq:
			return fmt.Errorf("item %d: sequence %d after %d", i, it.Seq, lastSeq)
		case it.End <= it.Begin:
			return fmt.Errorf("item %d: empty or reversed [%d, %d)", i, it.Begin, it.End)
		case it.Begin != next[it.Seq]:
			return fmt.Errorf("item %d: sequence %d from %d, want %d", i, it.Seq, it.Begin, next[it.Seq])
		case it.End > L:
			return fmt.Errorf("item %d: end %d past the sequence's %d tokens", i, it.End, L)
		case it.Begin%tile != 0 || (it.End%tile != 0 && it.End != L):
			return fmt.Errorf("item %d: [%d, %d) not cut at tile (%d) boundaries", i, it.Begin, it.End, tile)
		}
		whole := it.Begin == 0 && it.End == L
		switch {
		case whole && it.Partial != -1:
			return fmt.Errorf("item %d: whole sequence %d with partial %d", i, it.Seq, it.Partial)
		case !whole && it.Partial != nextPartial:
			return fmt.Errorf("item %d: partial %d, want %d", i, it.Partial, nextPartial)
		case !whole:
			nextPartial++
		}
		lastSeq, next[it.Seq] = it.Seq, it.End
		seen[it.Seq]++
	}
	if nextPartial != int32(partials) {
		return fmt.Errorf("%d partials in the items, header says %d", nextPartial, partials)
	}

	// The reduce map and its list of sequences.
	var reduce []int32
	firstOf := map[int32]int32{}
	for _, it := range pl.Items() {
		if _, ok := firstOf[it.Seq]; !ok {
			firstOf[it.Seq] = it.Partial
		}
	}
	for s, L := range lens {
		if next[s] != L {
			return fmt.Errorf("sequence %d: covered to %d of %d tokens", s, next[s], L)
		}
		first, count := pl.Reduce(s)
		wantFirst := int32(-1)
		if count >= 2 {
			wantFirst = firstOf[int32(s)]
		}
		if int32(count) != seen[s] || int32(first) != wantFirst {
			return fmt.Errorf("sequence %d: reduce {%d, %d}, want {%d, %d}", s, first, count, wantFirst, seen[s])
		}
		if count != 1 {
			reduce = append(reduce, int32(s))
		}
	}
	if got := pl.ReduceSeqs(); !slices.Equal(got, reduce) {
		return fmt.Errorf("reduce_seqs %v, want %v", got, reduce)
	}

	// Balance: with D = overhead + tile (the widest gap between cut points),
	// every workgroup's cost lies in [C/G - D, C/G + D + overhead], C the
	// line's length; so max - min <= 2D + overhead.
	var line int64
	for _, L := range lens {
		if L > 0 {
			line += int64(L) + over
		}
	}
	D := over + int64(tile)
	for g, c := range pl.Costs() {
		if c*int64(G) < line-D*int64(G) || c*int64(G) > line+(D+over)*int64(G) {
			return fmt.Errorf("workgroup %d: cost %d outside %d/%d -%d +%d", g, c, line, G, D, D+over)
		}
	}
	return nil
}

// cutPoints are the line positions where workgroups may meet: sequence
// starts and ends, and the tile boundaries inside sequences (not the one at
// a sequence's first token: that would leave an item of overhead alone).
func cutPoints(lens []int32, tile, over int64) []int64 {
	pts := []int64{0}
	var pos int64
	for _, L := range lens {
		if L == 0 {
			continue
		}
		for t := tile; t < int64(L); t += tile {
			pts = append(pts, pos+over+t)
		}
		pos += over + int64(L)
		pts = append(pts, pos)
	}
	return pts
}

// wantCuts is the algorithm's defining rule, found independently: workgroup
// g starts at the cut point nearest to g*C/G (ties to the lower point),
// searched in the sorted list of all cut points.
func wantCuts(lens []int32, p Params) []int64 {
	tile, over, G := int64(p.Tile), int64(p.Overhead), int64(p.WGs())
	pts := cutPoints(lens, tile, over)
	C := pts[len(pts)-1]
	cuts := make([]int64, G+1)
	for g := int64(1); g < G; g++ {
		// hi: the first point at or after g*C/G; the one before it is below.
		hi := sort.Search(len(pts), func(i int) bool { return pts[i]*G >= g*C })
		best := pts[hi]
		if hi > 0 && abs(pts[hi-1]*G-g*C) <= abs(best*G-g*C) {
			best = pts[hi-1]
		}
		cuts[g] = best
	}
	cuts[G] = C
	return cuts
}

func abs(x int64) int64 { return max(x, -x) }

// gotCuts reads the workgroups' starts on the line from the plan.
func gotCuts(lens []int32, pl Plan) []int64 {
	over := int64(pl.Buf[HdrOverhead])
	start := make([]int64, len(lens)+1)
	for s, L := range lens {
		start[s+1] = start[s]
		if L > 0 {
			start[s+1] += over + int64(L)
		}
	}
	pos := func(i int) int64 {
		if i == pl.NumItems() {
			return start[len(lens)]
		}
		it := pl.Item(i)
		if it.Begin == 0 {
			return start[it.Seq]
		}
		return start[it.Seq] + over + int64(it.Begin)
	}
	cuts := make([]int64, pl.WGs()+1)
	for g := range cuts {
		if g == pl.WGs() {
			cuts[g] = pos(pl.NumItems())
			continue
		}
		lo, _ := pl.WGRange(g)
		cuts[g] = pos(lo)
	}
	return cuts
}
