package verify

import (
	"fmt"
	"sync"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/mla"
)

// ComboOptions says how RunCombos runs the checks.
type ComboOptions struct {
	Seed uint64
	// Jobs is the number of checks run at once, each worker on its own
	// backend (NewBackend); at least 1.
	Jobs int
	// NewBackend opens one worker's backend; RunCombos closes it.
	NewBackend func() (device.Backend, error)
	// Compile returns cfg's code object.
	Compile func(cfg mla.Config) ([]byte, error)
	// Check is passed to CheckInputs (Dump; Progress is per check).
	Check CheckOptions
	// Done is called with each combination's results, in plans' order,
	// from one goroutine at a time.
	Done func(p ComboPlan, results []CheckResult)
	// Checked, if set, is called after each check (in any order), from one
	// goroutine at a time: the progress of a long run.
	Checked func()
}

// ComboLabel is the batch column of a combination check's result.
const ComboLabel = "combos"

// RunCombos runs every check of plans on o.Jobs workers: cfg's code object
// (o.Compile) on its batch (NewRaggedInputsFormat, ForConfig) through
// CheckInputs, and reports each combination's results through o.Done in
// order. A check that cannot compile or run is a failed result (its Err),
// not a stop; the error is a backend that does not open.
func RunCombos(plans []ComboPlan, o ComboOptions) error {
	type unit struct{ plan, check int }
	var units []unit
	results := make([][]CheckResult, len(plans))
	left := make([]int, len(plans))
	for i, p := range plans {
		results[i] = make([]CheckResult, len(p.Checks))
		left[i] = len(p.Checks)
		for j := range p.Checks {
			units = append(units, unit{i, j})
		}
	}
	jobs := max(1, min(o.Jobs, len(units)))
	bes := make([]device.Backend, jobs)
	for w := range bes {
		be, err := o.NewBackend()
		if err != nil {
			for _, b := range bes[:w] {
				b.Close()
			}
			return err
		}
		bes[w] = be
	}
	defer func() {
		for _, b := range bes {
			b.Close()
		}
	}()
	var mu sync.Mutex
	next := 0         // the first combination not reported yet
	flush := func() { // mu held
		for next < len(plans) && left[next] == 0 {
			if o.Done != nil {
				o.Done(plans[next], results[next])
			}
			results[next] = nil
			next++
		}
	}
	finish := func(u unit, r CheckResult) {
		mu.Lock()
		defer mu.Unlock()
		results[u.plan][u.check] = r
		left[u.plan]--
		if o.Checked != nil {
			o.Checked()
		}
		flush()
	}
	flush() // leading combinations without checks
	work := make(chan unit)
	var wg sync.WaitGroup
	for w := 0; w < jobs; w++ {
		wg.Add(1)
		go func(be device.Backend) {
			defer wg.Done()
			for u := range work {
				finish(u, runComboCheck(be, plans[u.plan].Checks[u.check], o))
			}
		}(bes[w])
	}
	for _, u := range units {
		work <- u
	}
	close(work)
	wg.Wait()
	return nil
}

func runComboCheck(be device.Backend, c ComboCheck, o ComboOptions) CheckResult {
	code, err := o.Compile(c.Config)
	if err != nil {
		return CheckResult{Label: ComboLabel, Config: c.Config, Err: fmt.Errorf("compiling: %w", err)}
	}
	in, err := NewRaggedInputsFormat(o.Seed, c.Lens, c.Config.KV).ForConfig(c.Config)
	if err != nil {
		return CheckResult{Label: ComboLabel, Config: c.Config, Err: err}
	}
	co := o.Check
	co.Seed, co.Progress = o.Seed, nil
	return CheckInputs(be, code, c.Config, in, ComboLabel, "combos", co)
}
