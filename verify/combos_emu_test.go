package verify_test

import (
	"testing"
	"time"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/emu"
	"github.com/mlagen/mlagen/internal/gentest"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/verify"
)

// A pairwise-covering sample of the accepted dimension combinations (every
// pair of values that the accepted combinations hold appears; `mlagen verify
// --combos all` checks every combination) passes in the emulator: one check
// per combination, alternately with one split and with three on 32-token
// tiles with the stage counts PlanCombos rotates, each on its ragged batch (an
// empty sequence, a length off the page size, one shorter than q_len; paged
// caches with shared prefix pages) against both references and the strict
// bounds.
func TestCombosPairwise(t *testing.T) {
	// 32-token tiles (every combination accepts them) keep the batches
	// short: the (tile, stages) pairs are the full run's to rotate.
	pw := verify.Pairwise(verify.Accepted(verify.Combos()))
	for i, c := range pw {
		var t32 []mla.Config
		for _, a := range c.Accepted {
			if a.Tile == 32 {
				t32 = append(t32, a)
			}
		}
		if len(t32) == 0 {
			t.Fatalf("%s accepts no 32-token tile", c.Values())
		}
		pw[i].Accepted = t32
	}
	plans := verify.PlanCombos(pw, 1)
	var cfgs []mla.Config
	for i := range plans {
		c := plans[i].Checks[i%len(plans[i].Checks)]
		plans[i].Checks = []verify.ComboCheck{c}
		cfgs = append(cfgs, c.Config)
	}
	t0 := time.Now()
	res := generate(t, gentest.Compiler(t), cfgs)
	t.Logf("%d kernels compiled in %s", len(cfgs), time.Since(t0).Round(time.Millisecond))
	code := map[mla.Config][]byte{}
	for _, k := range res.Kernels {
		code[k.Config] = k.CodeObject
	}
	verified := 0
	err := verify.RunCombos(plans, verify.ComboOptions{
		Seed: 1, Jobs: 1,
		NewBackend: func() (device.Backend, error) { return emu.New() }, // RunCombos closes it
		Compile:    func(cfg mla.Config) ([]byte, error) { return code[cfg], nil },
		Done: func(p verify.ComboPlan, rs []verify.CheckResult) {
			for i, r := range rs {
				if r.Err != nil {
					t.Errorf("%s: %v", r.Config, r.Err)
					continue
				}
				t.Logf("%s %v: err/bound %.3f", r.Config, p.Checks[i].Lens, r.Report.WorstRatio)
				if !r.Pass() {
					t.Errorf("%s %v: %s", r.Config, p.Checks[i].Lens, r.Report.Failure(r.Inputs.Element))
					continue
				}
				verified++
			}
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	if verified != len(plans) {
		t.Errorf("%d of %d combinations verified", verified, len(plans))
	}
}
