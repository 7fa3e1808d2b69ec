package perf

import (
	"fmt"

	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/plan"
)

// Ragged batches. The timing model emulates one representative sequence of a
// uniform shape, so a ragged batch is modelled in two steps. First the timing
// model fits a decode workgroup's time as a line in its tokens (WGLine), from
// the config's one-split sibling (its (stages, tile) and dimensions) at two
// uniform shapes of one workgroup per CU (so a config of one workgroup a
// (split, sequence): plain, or row-folded with every query row): on few CUs
// (LightCUs), where HBM is not the limit, and on every CU, where it is. Then the decode launch lasts the longer of
//   - its busiest CU: each workgroup of the batch costs the light line at its
//     tokens (a persistent workgroup: the persistent kernel's own cost,
//     fitted on one workgroup of it (overhead.go): once per workgroup, then
//     per item and per token of each of its items);
//   - HBM: the saturated line's fixed cost plus its per-token time for the
//     batch's tokens spread over every CU.
// On uniform shapes this is within 2% of the timing model itself (64x8192:
// 51.3 us against 50.5 us for mla_decode_s3_p3_t32). Every figure is modeled,
// not measured.

// LightCUs is the batch of the light fit: few enough CUs that HBM is not
// what binds them in the timing model.
const LightCUs = 32

// Lines are a config's two workgroup lines (see above).
type Lines struct{ Light, Saturated WGLine }

// WGLine is a decode workgroup's modeled time: FixedUs + PerTokenUs * tokens.
type WGLine struct {
	FixedUs, PerTokenUs float64
	// The two uniform shapes the line was fitted on, and their decode times.
	Shapes [2]mla.Shape
	Us     [2]float64
}

// At is the line's time for a workgroup of n tokens (0 for none: an empty
// split converts no query and exits).
func (l WGLine) At(n int) float64 {
	if n <= 0 {
		return 0
	}
	return l.FixedUs + l.PerTokenUs*float64(n)
}

// FitLines fits cfg's light and saturated lines at l1 and l2 tokens.
func FitLines(m *Model, p Params, cfg mla.Config, l1, l2 int, code func(mla.Config) ([]byte, error)) (Lines, error) {
	light, err := FitWGLine(m, p, cfg, LightCUs, l1, l2, code)
	if err != nil {
		return Lines{}, err
	}
	sat, err := FitWGLine(m, p, cfg, int(p.CUs), l1, l2, code)
	return Lines{light, sat}, err
}

// FitWGLine fits cfg's decode workgroup line on the timing model: its
// one-split static sibling (LineConfig) at (batch x l1) and (batch x l2), one
// workgroup per CU, whose decode launches last one workgroup each. code
// compiles a config.
func FitWGLine(m *Model, p Params, cfg mla.Config, batch, l1, l2 int, code func(mla.Config) ([]byte, error)) (WGLine, error) {
	c1 := LineConfig(cfg)
	obj, err := code(c1)
	if err != nil {
		return WGLine{}, err
	}
	line := WGLine{Shapes: [2]mla.Shape{{Batch: batch, KVLen: l1}, {Batch: batch, KVLen: l2}}}
	for i, s := range line.Shapes {
		tr, err := m.Trace(MLA(c1, obj), s)
		if err != nil {
			return WGLine{}, fmt.Errorf("%s at %s: %w", c1, s, err)
		}
		line.Us[i] = tr.Simulate(p).Launches[0].Us
	}
	line.PerTokenUs = (line.Us[1] - line.Us[0]) / float64(l2-l1)
	line.FixedUs = line.Us[0] - line.PerTokenUs*float64(l1)
	return line, nil
}

// LineConfig is the config whose workgroup line models cfg's: its one-split,
// two-launch, static sibling, with its dimensions.
func LineConfig(cfg mla.Config) mla.Config {
	c := cfg
	c.Splits, c.One, c.PS = 1, false, false
	return c
}

// StaticDecodeUs is the modeled decode launch (the longer of the busiest CU
// and the HBM bound) of static config cfg on the
// batch lens: its (splits x batch) workgroups, each the line at its split's
// tokens, dispatched in grid order (split fastest) to whichever of the
// resident slots (CUs x workgroups per CU, co-resident ones assumed not to
// slow each other) frees first; the launch ends with the last.
func StaticDecodeUs(ls Lines, cfg mla.Config, lens []int, cus int) float64 {
	l := ls.Light
	slots := make([]float64, cus*max(1, mla.LDSBytesPerCU/cfg.LDSBytes()))
	S := cfg.Splits
	end := 0.0
	for _, L := range lens {
		tps := cfg.SplitTokens(L)
		for s := 0; s < S; s++ {
			k := 0 // the slot that frees first
			for i := range slots {
				if slots[i] < slots[k] {
					k = i
				}
			}
			slots[k] += l.At(min(tps, L-s*tps))
			end = max(end, slots[k])
		}
	}
	return max(end, ls.hbm(lens, cus))
}

// hbm is the launch's HBM bound: the saturated line with the batch's tokens
// spread over every CU.
func (ls Lines) hbm(lens []int, cus int) float64 {
	n := 0
	for _, l := range lens {
		n += l
	}
	if n == 0 {
		return 0
	}
	return ls.Saturated.FixedUs + ls.Saturated.PerTokenUs*float64(n)/float64(cus)
}

// PlannedDecodeUs is the modeled decode launch of a persistent kernel on
// plan pl: workgroup g (one per slot) costs the kernel's own fitted cost
// (ItemCost: once per workgroup, then per item and per token of each of its
// items, FitPersistentItems); the launch ends with the busiest workgroup, or
// at the HBM bound of ls.
func PlannedDecodeUs(ls Lines, c ItemCost, pl plan.Plan, lens []int, cus int) float64 {
	end := 0.0
	for g := range pl.WGs() {
		lo, hi := pl.WGRange(g)
		if lo == hi {
			continue
		}
		t := c.WGUs
		for i := lo; i < hi; i++ {
			it := pl.Item(i)
			t += c.ItemUs + c.PerTokenUs*float64(it.End-it.Begin)
		}
		end = max(end, t)
	}
	return max(end, ls.hbm(lens, cus))
}

// ReduceUs is the timing model's reduce launch of a static config of splits
// (2..64) and cfg's (stages, tile) and dimensions over batch sequences (its
// time does not depend on the KV length: the model traces it at one tile per
// split). A row-folded config whose sibling of that many splits Validate
// refuses takes its row blocks' (the same reduce kernel).
func ReduceUs(m *Model, p Params, cfg mla.Config, splits, batch int, code func(mla.Config) ([]byte, error)) (float64, error) {
	c := LineConfig(cfg)
	c.Splits = min(max(splits, 2), mla.MaxSplits)
	if c.Validate() != nil && c.Folded() {
		c.Fold = mla.Fold16
	}
	obj, err := code(c)
	if err != nil {
		return 0, err
	}
	tr, err := m.Trace(MLA(c, obj), mla.Shape{Batch: batch, KVLen: c.Splits * c.RoundTokens()})
	if err != nil {
		return 0, fmt.Errorf("%s: %w", c, err)
	}
	r := tr.Simulate(p)
	if len(r.Launches) < 2 {
		return 0, fmt.Errorf("%s: no reduce launch", c)
	}
	return r.Launches[1].Us, nil
}

// HBMFloorUs is the batch's KV bytes at the peak HBM bandwidth.
func HBMFloorUs(p Params, lens []int) float64 {
	n := 0
	for _, l := range lens {
		n += l
	}
	return float64(n) * mla.QKDim / p.HBMBytesPerS * 1e6
}
