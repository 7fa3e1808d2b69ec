package verify

import (
	"sync"
	"testing"

	"github.com/mlagen/mlagen/mla"
)

// allCombos is Combos, listed once for the tests (1.2M Validate calls).
var allCombos = sync.OnceValue(Combos)

// Combos are every combination of the table's values: as many as the
// product of the value counts, each distinct; a combination's accepted
// configs are exactly those of the whole space Validate accepts with its
// dimensions, and a refused one says why. The plain combination and each
// single non-default value with the rest plain are accepted (each dimension
// generates alone).
func TestCombosFromTheTable(t *testing.T) {
	cs := allCombos()
	want := 1
	for _, dm := range mla.Dimensions() {
		want *= len(dm.Values)
	}
	if len(cs) != want {
		t.Fatalf("%d combinations, want the product of the value counts %d", len(cs), want)
	}
	seen := map[mla.Dims]bool{}
	for _, c := range cs {
		if seen[c.Dims] {
			t.Fatalf("%s listed twice", c.Values())
		}
		seen[c.Dims] = true
		if (c.Refused == nil) != (len(c.Accepted) > 0) {
			t.Errorf("%s: refused %v with %d accepted configs", c.Values(), c.Refused, len(c.Accepted))
		}
		n := 0
		for _, tile := range mla.Tiles {
			for p := 1; p <= mla.MaxStages; p++ {
				for s := 1; s <= mla.MaxSplits; s++ {
					if (mla.Config{Splits: s, Stages: p, Tile: tile, Dims: c.Dims}).Validate() == nil {
						n++
					}
				}
			}
		}
		if n != len(c.Accepted) {
			t.Errorf("%s: %d accepted configs listed, Validate accepts %d", c.Values(), len(c.Accepted), n)
		}
	}
	if !seen[mla.Dims{}] || cs[0].Dims != (mla.Dims{}) || cs[0].Refused != nil {
		t.Errorf("the plain combination is not the first or is refused")
	}
	acc := Accepted(cs)
	if len(acc) == 0 || len(acc) == len(cs) {
		t.Errorf("%d of %d combinations accepted: the table refuses some (MXFP4 is not generated)", len(acc), len(cs))
	}
	configs := 0
	for _, c := range acc {
		configs += len(c.Accepted)
	}
	perDim := map[string][2]int{}
	for _, v := range ValueCounts(cs) {
		s := perDim[v.Key]
		perDim[v.Key] = [2]int{s[0] + v.Configs, s[1] + v.Combos}
	}
	for k, s := range perDim {
		if s != [2]int{configs, len(acc)} {
			t.Errorf("%s's values count %d configs and %d combinations, want %d and %d", k, s[0], s[1], configs, len(acc))
		}
	}
	n := 0
	for _, r := range RefusedReasons(cs) {
		n += r.Count
	}
	if n != len(cs)-len(acc) {
		t.Errorf("the reasons count %d refused combinations, want %d", n, len(cs)-len(acc))
	}
}

// The pairwise sample covers every pair of values that some accepted
// combination holds, with far fewer combinations.
func TestPairwiseCoversEveryPair(t *testing.T) {
	acc := Accepted(allCombos())
	pw := Pairwise(acc)
	dims := mla.Dimensions()
	covered := map[pairKey]bool{}
	for _, c := range pw {
		if c.Refused != nil {
			t.Errorf("refused %s in the sample", c.Values())
		}
		for _, p := range pairsOf(c.Dims, dims) {
			covered[p] = true
		}
	}
	for _, c := range acc {
		for _, p := range pairsOf(c.Dims, dims) {
			if !covered[p] {
				t.Errorf("pair %s=%s %s=%s (held by %s) not covered", dims[p.i].Key, dims[p.i].Values[p.vi].Name, dims[p.j].Key, dims[p.j].Values[p.vj].Name, c.Values())
			}
		}
	}
	t.Logf("%d accepted combinations, %d in the pairwise sample", len(acc), len(pw))
	if len(pw) >= len(acc)/2 {
		t.Errorf("pairwise sample of %d for %d combinations", len(pw), len(acc))
	}
}

// Every accepted combination gets checks of configs it accepts, with one
// split and three where it accepts them; every (tile, stages) pair the
// accepted combinations allow with those splits is checked somewhere; each
// batch has an empty sequence, a length not a multiple of a block table's
// page size and, with q_len > 1, a length shorter than q_len.
func TestPlanCombosCoversThePairs(t *testing.T) {
	acc := Accepted(allCombos())
	plans := PlanCombos(acc, 1)
	if len(plans) != len(acc) {
		t.Fatalf("%d plans for %d combinations", len(plans), len(acc))
	}
	type pair struct{ tile, stages int }
	want, got := map[pair]bool{}, map[pair]bool{}
	for i, p := range plans {
		ok := map[mla.Config]bool{}
		splits := map[int]bool{}
		for _, a := range acc[i].Accepted {
			ok[a] = true
			splits[a.Splits] = true
			if a.Splits == 1 || a.Splits == 3 {
				want[pair{a.Tile, a.Stages}] = true
			}
		}
		var checked []int
		for _, c := range p.Checks {
			if !ok[c.Config] {
				t.Errorf("%s: %s is not an accepted config", p.Combo.Values(), c.Config)
			}
			checked = append(checked, c.Config.Splits)
			got[pair{c.Config.Tile, c.Config.Stages}] = true
			zero, offPage, short := false, false, false
			for _, l := range c.Lens {
				zero = zero || l == 0
				offPage = offPage || c.Config.Page.PageSize() <= 1 || l%c.Config.Page.PageSize() != 0
				short = short || l < c.Config.QLen.Count()
			}
			if !zero || !offPage || (c.Config.QLen.Count() > 1 && !short) {
				t.Errorf("%s %v: empty %v, off a page %v, shorter than q_len %v", c.Config, c.Lens, zero, offPage, short)
			}
		}
		for _, s := range ComboSplits {
			if splits[s] != contains(checked, s) {
				t.Errorf("%s: splits %d accepted %v, checked %v", p.Combo.Values(), s, splits[s], checked)
			}
		}
	}
	for p := range want {
		if !got[p] {
			t.Errorf("(tile %d, stages %d) checked nowhere", p.tile, p.stages)
		}
	}
	t.Logf("%d (tile, stages) pairs checked", len(got))
}

func contains(s []int, v int) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}
