package verify

import (
	"fmt"
	"sort"
	"strings"

	"github.com/mlagen/mlagen/mla"
)

// Combo is one combination of dimension values, a value of every dimension
// of gen's table (mla.Dimensions), with the configs of the whole space
// (tiles x stages x splits) that mla.Config.Validate accepts with it.
type Combo struct {
	Dims mla.Dims
	// Accepted is every config Validate accepts with Dims, in
	// mla.AllConfigsWith's order; empty when the combination is refused.
	Accepted []mla.Config
	// Refused is why no config is accepted: Validate's reason for the
	// smallest config (one split, one stage, the smallest tile), whose only
	// refusal can be the dimensions' (nil when accepted).
	Refused error
}

// Values is the combination's value of each dimension, in table order, e.g.
// "q=fp8 lse=on page=16 ps=off heads=16 qlen=1 kv=fp8".
func (c Combo) Values() string {
	var s []string
	for _, dm := range mla.Dimensions() {
		s = append(s, dm.Key+"="+dm.Value(c.Dims))
	}
	return strings.Join(s, " ")
}

// Combos lists every combination of the table's dimension values, the first
// dimension's value varying slowest. It reads the table only, so a value or
// a dimension added to mla/dims.go is part of it without a change here.
func Combos() []Combo {
	dims := allDims()
	out := make([]Combo, len(dims))
	for i, d := range dims {
		out[i] = Combo{Dims: d, Accepted: mla.AllConfigsWith(d)}
		if len(out[i].Accepted) == 0 {
			out[i].Refused = mla.Config{Splits: 1, Stages: 1, Tile: mla.Tiles[0], Dims: d}.Validate()
			if out[i].Refused == nil { // cannot happen: that config would be accepted
				out[i].Refused = fmt.Errorf("no config accepted")
			}
		}
	}
	return out
}

// Accepted is the combinations of cs that some config is accepted with.
func Accepted(cs []Combo) []Combo {
	var out []Combo
	for _, c := range cs {
		if c.Refused == nil {
			out = append(out, c)
		}
	}
	return out
}

// pairKey names one pair of dimension values: (dimension i's value vi,
// dimension j's value vj), i < j.
type pairKey struct{ i, vi, j, vj int }

func pairsOf(d mla.Dims, dims []mla.Dimension) []pairKey {
	v := make([]int, len(dims))
	for k, dm := range dims {
		v[k] = valueIndex(dm, d)
	}
	var out []pairKey
	for i := range dims {
		for j := i + 1; j < len(dims); j++ {
			out = append(out, pairKey{i, v[i], j, v[j]})
		}
	}
	return out
}

func valueIndex(dm mla.Dimension, d mla.Dims) int {
	name := dm.Value(d)
	for k, v := range dm.Values {
		if v.Name == name {
			return k
		}
	}
	return -1
}

// Pairwise is a subset of the accepted combinations cs in which every pair
// of dimension values that some accepted combination holds appears at least
// once (a pairwise-covering sample), chosen greedily: each step takes the
// combination that covers the most pairs not yet covered, the first in cs's
// order on a tie. The result is in cs's order.
func Pairwise(cs []Combo) []Combo {
	dims := mla.Dimensions()
	uncovered := map[pairKey]bool{}
	pairs := make([][]pairKey, len(cs))
	for k, c := range cs {
		pairs[k] = pairsOf(c.Dims, dims)
		for _, p := range pairs[k] {
			uncovered[p] = true
		}
	}
	picked := make([]bool, len(cs))
	for len(uncovered) > 0 {
		best, bestN := -1, 0
		for k := range cs {
			n := 0
			for _, p := range pairs[k] {
				if uncovered[p] {
					n++
				}
			}
			if n > bestN {
				best, bestN = k, n
			}
		}
		picked[best] = true
		for _, p := range pairs[best] {
			delete(uncovered, p)
		}
	}
	var out []Combo
	for k, c := range cs {
		if picked[k] {
			out = append(out, c)
		}
	}
	return out
}

// ComboCheck is one check of a combination: a config it accepts on a
// ragged batch.
type ComboCheck struct {
	Config mla.Config
	Lens   []int
}

// ComboPlan is a combination and its checks.
type ComboPlan struct {
	Combo  Combo
	Checks []ComboCheck
}

// ComboSplits are the splits a combination's checks use, when it accepts
// them: one (the decode kernel's direct output) and three (the workspace,
// an empty split and the reduce kernel).
var ComboSplits = []int{1, 3}

// PlanCombos lists the checks of the accepted combinations cs: for each, a
// config of each of ComboSplits it accepts (one split only when it accepts
// no other, as a persistent kernel), each on the (tile, stages) pair, among
// those the combination accepts with that split count, used least so far
// (the first in AllConfigs' order on a tie), so that the pairs rotate across
// the combinations and every pair is checked somewhere; the batch is
// ComboLens's for the config and seed.
func PlanCombos(cs []Combo, seed uint64) []ComboPlan {
	type pair struct{ tile, stages int }
	used := map[pair]int{}
	var plans []ComboPlan
	for _, c := range cs {
		bySplits := map[int][]pair{}
		for _, a := range c.Accepted {
			bySplits[a.Splits] = append(bySplits[a.Splits], pair{a.Tile, a.Stages})
		}
		p := ComboPlan{Combo: c}
		for _, s := range ComboSplits {
			ps := bySplits[s]
			if len(ps) == 0 {
				continue
			}
			best := ps[0]
			for _, q := range ps[1:] {
				if used[q] < used[best] {
					best = q
				}
			}
			used[best]++
			cfg := mla.Config{Splits: s, Stages: best.stages, Tile: best.tile, Dims: c.Dims}
			p.Checks = append(p.Checks, ComboCheck{Config: cfg, Lens: ComboLens(seed, cfg)})
		}
		if len(p.Checks) == 0 && len(c.Accepted) > 0 {
			// Neither split count: the first config accepted.
			cfg := c.Accepted[0]
			p.Checks = append(p.Checks, ComboCheck{Config: cfg, Lens: ComboLens(seed, cfg)})
		}
		plans = append(plans, p)
	}
	return plans
}

// ComboLens is RaggedLens's batch for cfg (every path of its decode kernel:
// an empty sequence, an empty split, partial and whole tiles, and with
// q_len Q > 1 a sequence of Q-1 tokens, shorter than q_len), with a length
// that is not a multiple of a block table's page size added if it has none.
func ComboLens(seed uint64, cfg mla.Config) []int {
	lens := RaggedLens(seed, cfg)
	if p := cfg.Page.PageSize(); p > 1 {
		for _, l := range lens {
			if l%p != 0 {
				return lens
			}
		}
		lens = append(lens, p+p/2+1)
	}
	return lens
}

// RefusedReasons groups the refused combinations of cs by reason: each
// reason with its count, the most frequent first (then by reason).
func RefusedReasons(cs []Combo) []ReasonCount {
	n := map[string]int{}
	for _, c := range cs {
		if c.Refused != nil {
			n[c.Refused.Error()]++
		}
	}
	out := make([]ReasonCount, 0, len(n))
	for r, k := range n {
		out = append(out, ReasonCount{r, k})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Count != out[j].Count {
			return out[i].Count > out[j].Count
		}
		return out[i].Reason < out[j].Reason
	})
	return out
}

// ReasonCount is one reason combinations are refused and how many are.
type ReasonCount struct {
	Reason string
	Count  int
}

// ValueCount is one value of one dimension: the configs of the whole space
// (tiles x stages x splits x the other dimensions' values) Validate accepts
// with it, and the combinations holding it that are accepted.
type ValueCount struct {
	Key, Value string
	Configs    int
	Combos     int
}

// ValueCounts counts, for every value of every dimension in table order,
// the accepted configs and combinations of cs that hold it.
func ValueCounts(cs []Combo) []ValueCount {
	var out []ValueCount
	for _, dm := range mla.Dimensions() {
		for _, v := range dm.Values {
			vc := ValueCount{Key: dm.Key, Value: v.Name}
			for _, c := range cs {
				if c.Refused == nil && dm.Value(c.Dims) == v.Name {
					vc.Configs += len(c.Accepted)
					vc.Combos++
				}
			}
			out = append(out, vc)
		}
	}
	return out
}

// allDims is every combination of the dimension table's values, the first
// dimension's value varying slowest.
func allDims() []mla.Dims {
	dims := []mla.Dims{{}}
	for _, dm := range mla.Dimensions() {
		var next []mla.Dims
		for _, d := range dims {
			for _, v := range dm.Values {
				e := d
				if err := e.Set(dm.Key, v.Name); err != nil {
					panic("verify: the dimension table's own value: " + err.Error())
				}
				next = append(next, e)
			}
		}
		dims = next
	}
	return dims
}
