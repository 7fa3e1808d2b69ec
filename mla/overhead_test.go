package mla

import (
	"strings"
	"testing"

	"github.com/mlagen/mlagen/plan"
)

// PlanParams plans a persistent kernel with the overhead learned for it and
// says so; a kernel without an entry gets plan.DefaultOverhead.
func TestPlanParamsOverhead(t *testing.T) {
	saved := overheadOverride
	defer func() { overheadOverride = saved }()
	learned := Config{Splits: 1, Stages: 2, Tile: 32}.With(Dims{PS: true})
	other := Config{Splits: 1, Stages: 3, Tile: 32}.With(Dims{PS: true})
	overheadOverride = []PlanOverhead{{Kernel: learned.Name(), Overhead: 321, Backend: "hip", Fingerprint: "AMD Instinct MI355X"}}
	if got := learned.PlanParams(64).Overhead; got != 321 {
		t.Errorf("%s: overhead %d, want the learned 321", learned, got)
	}
	if s := learned.PlanOverheadSource(); !strings.Contains(s, "measured on AMD Instinct MI355X") {
		t.Errorf("%s: source %q", learned, s)
	}
	if got := other.PlanParams(64).Overhead; got != plan.DefaultOverhead {
		t.Errorf("%s: overhead %d, want the default %d", other, got, plan.DefaultOverhead)
	}
	if s := other.PlanOverheadSource(); !strings.Contains(s, "plan.DefaultOverhead") {
		t.Errorf("%s: source %q", other, s)
	}
	if _, ok := PlanOverheadFor(learned.Base()); ok {
		t.Error("a static config found a persistent kernel's entry")
	}
}
