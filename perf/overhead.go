package perf

import (
	"errors"
	"fmt"
	"math"

	"github.com/mlagen/mlagen/emu"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/plan"
	"github.com/mlagen/mlagen/verify"
)

// The split planner weighs a work item as its tokens plus a fixed overhead
// in token-equivalents (plan.Params.Overhead). A persistent workgroup that
// runs k items of n tokens each takes
//
//	WGUs + k * ItemUs + k * n * PerTokenUs
//
// (once per workgroup: its launch and the plan's header; per item: the query
// conversion, the pipeline's fill and drain, the epilogue that writes the
// partial or the output). The planner balances workgroups, so the per
// workgroup term cancels and the overhead is ItemUs / PerTokenUs. FitItemCost
// recovers the three terms from timings of one workgroup at several (k, n):
// the timing model's (ItemSamples) or a device's (package tune).

// ItemSample is one workgroup's time on Items items of Tokens tokens each.
type ItemSample struct {
	Items, Tokens int
	Us            float64
}

// ItemCost is a persistent kernel's fitted workgroup cost.
type ItemCost struct {
	WGUs, ItemUs, PerTokenUs float64
	Samples                  []ItemSample
}

// Overhead is the per-item overhead in token-equivalents, rounded.
func (c ItemCost) Overhead() int { return int(math.Round(c.ItemUs / c.PerTokenUs)) }

// FitItemCost fits WGUs + Items*ItemUs + Items*Tokens*PerTokenUs to the
// samples by least squares. It needs samples that tell the three terms
// apart (two token counts at one item, and another item count), and a
// positive per-token time and per-item time: a fit that gives a negative or
// zero one is refused, since the planner cannot use it.
func FitItemCost(samples []ItemSample) (ItemCost, error) {
	// Normal equations of x = (WGUs, ItemUs, PerTokenUs), rows (1, k, k*n).
	var a [3][3]float64
	var b [3]float64
	for _, s := range samples {
		if s.Items < 1 || s.Tokens < 1 || !(s.Us > 0) || math.IsInf(s.Us, 0) {
			return ItemCost{}, fmt.Errorf("sample %d items x %d tokens, %g us: want items and tokens >= 1 and a positive time", s.Items, s.Tokens, s.Us)
		}
		r := [3]float64{1, float64(s.Items), float64(s.Items) * float64(s.Tokens)}
		for i := range r {
			for j := range r {
				a[i][j] += r[i] * r[j]
			}
			b[i] += r[i] * s.Us
		}
	}
	x, ok := solve3(a, b)
	if !ok {
		return ItemCost{}, errors.New("the samples do not separate the per-workgroup, per-item and per-token times (want two token counts and two item counts)")
	}
	c := ItemCost{WGUs: x[0], ItemUs: x[1], PerTokenUs: x[2], Samples: append([]ItemSample(nil), samples...)}
	if !(c.PerTokenUs > 0) {
		return c, fmt.Errorf("fitted per-token time %.3g us is not positive", c.PerTokenUs)
	}
	if !(c.ItemUs >= 0) {
		return c, fmt.Errorf("fitted per-item time %.3g us is negative", c.ItemUs)
	}
	if o := c.ItemUs / c.PerTokenUs; o > plan.LimitOverhead {
		return c, fmt.Errorf("fitted overhead %.0f token-equivalents exceeds the planner's limit %d", o, plan.LimitOverhead)
	}
	return c, nil
}

// solve3 solves a x = b by Cramer's rule; ok is false for a (near) singular a.
func solve3(a [3][3]float64, b [3]float64) (x [3]float64, ok bool) {
	det := func(m [3][3]float64) float64 {
		return m[0][0]*(m[1][1]*m[2][2]-m[1][2]*m[2][1]) -
			m[0][1]*(m[1][0]*m[2][2]-m[1][2]*m[2][0]) +
			m[0][2]*(m[1][0]*m[2][1]-m[1][1]*m[2][0])
	}
	d := det(a)
	scale := 1.0
	for i := range a {
		scale *= math.Abs(a[i][i])
	}
	if d == 0 || math.Abs(d) < 1e-12*scale {
		return x, false
	}
	for k := range x {
		m := a
		for i := range m {
			m[i][k] = b[i]
		}
		x[k] = det(m) / d
	}
	return x, true
}

// ItemSamplePoints are the (items, tokens per item) a fit times: one item at
// two lengths (the per-token time) and the shorter length's tokens cut into
// four items (the per-item time), all whole work steps of every config.
var ItemSamplePoints = [][2]int{{1, 1024}, {1, 4096}, {4, 256}}

// OneWGPlan are the planner parameters that put a batch of k sequences on a
// single workgroup of persistent config cfg: one item per sequence.
func OneWGPlan(cfg mla.Config, k int) plan.Params {
	p := cfg.PlanParams(k)
	p.CUs, p.WGPerCU, p.Overhead = 1, 1, 0
	return p
}

// PersistentItems is the subject of persistent config cfg (code compiled)
// running items sequences of tokens each on one workgroup (OneWGPlan): the
// decode launch is that workgroup, its time the sample's.
func PersistentItems(cfg mla.Config, code []byte, items int) Subject {
	pp := OneWGPlan(cfg, items)
	return Subject{
		Name: fmt.Sprintf("%s on one workgroup, %d items", cfg.Name(), items),
		Build: func(e *emu.Emulator, in *verify.Inputs) (*verify.Workload, error) {
			in, err := in.ForConfig(cfg) // q for the config's heads and query tokens
			if err != nil {
				return nil, err
			}
			return verify.PreparePlanned(e, code, cfg, in, items, &pp)
		},
		// The grid is one workgroup whatever the batch; the model's shape is
		// one sequence, repeated items times by the workload itself.
		BatchDim: []int{0, 1},
	}
}

// FitPersistentItems fits persistent config cfg's workgroup cost on the
// timing model: its decode launch on one workgroup at ItemSamplePoints,
// emulated in full (Subject without splits), simulated with p.
func FitPersistentItems(m *Model, p Params, cfg mla.Config, code []byte) (ItemCost, error) {
	if !cfg.PS {
		return ItemCost{}, fmt.Errorf("%s is not persistent", cfg)
	}
	var samples []ItemSample
	for _, pt := range ItemSamplePoints {
		tr, err := m.Trace(PersistentItems(cfg, code, pt[0]), mla.Shape{Batch: 1, KVLen: pt[1]})
		if err != nil {
			return ItemCost{}, err
		}
		samples = append(samples, ItemSample{Items: pt[0], Tokens: pt[1], Us: tr.Simulate(p).Launches[0].Us})
	}
	return FitItemCost(samples)
}
