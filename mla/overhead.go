package mla

// PlanOverhead is one row of the learned overhead table that `mlagen tune
// --plan-overhead --write` writes (overhead.json): a persistent kernel's
// per-item overhead in token-equivalents, the split planner's
// plan.Params.Overhead for it, with the fit it came from, so a later reader
// knows what learned it and whether it is still current.
type PlanOverhead struct {
	Kernel   string // a persistent decode kernel's name (Config.Name)
	Overhead int    // ItemUs / PerTokenUs, rounded
	// Backend is what timed the workgroup: "model" (the gfx950 timing model,
	// package perf) or "hip" (an MI355X, mlagen bench's timing).
	Backend string
	// Fingerprint identifies the timing: for "model" the model's parameter
	// set (perf.Params.Fingerprint), for "hip" the device's name.
	Fingerprint string
	// The fitted workgroup cost in microseconds (perf.ItemCost): once per
	// workgroup, per item, per token; modeled for "model", measured for "hip".
	WGUs, ItemUs, PerTokenUs float64
}

// PlanOverheads returns a copy of the learned overhead table, by kernel name.
func PlanOverheads() []PlanOverhead { return append([]PlanOverhead(nil), overheadEntries()...) }

// PlanOverheadFor returns the learned overhead table's entry for persistent
// config c, if it has one.
func PlanOverheadFor(c Config) (PlanOverhead, bool) {
	if !c.PS {
		return PlanOverhead{}, false
	}
	name := c.Name()
	for _, e := range overheadEntries() {
		if e.Kernel == name {
			return e, true
		}
	}
	return PlanOverhead{}, false
}

// PlanOverheadSource says where PlanParams' overhead for c comes from, for
// messages: the learned table's entry, or plan.DefaultOverhead.
func (c Config) PlanOverheadSource() string {
	if e, ok := PlanOverheadFor(c); ok {
		how := "modeled on the gfx950 timing model, parameters " + e.Fingerprint
		if e.Backend == "hip" {
			how = "measured on " + e.Fingerprint
		}
		// The tool, not the last writer's command line: the table keeps one
		// command for entries that several runs (each its --config) learned.
		return "learned by mlagen tune --plan-overhead (" + how + "; " + OverheadFile + ")"
	}
	return "plan.DefaultOverhead: not learned for this kernel (" + OverheadFile + " has no entry)"
}
