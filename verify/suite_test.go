package verify

import (
	"fmt"
	"strings"
	"testing"

	"github.com/mlagen/mlagen/generated"
	"github.com/mlagen/mlagen/mla"
)

// The reference's rescale threshold is its own constant (not read from the
// one the templates take, so that a wrong value there does not move the
// reference along); the two must agree.
func TestRescaleThresholdAgrees(t *testing.T) {
	if RescaleThreshold != mla.RescaleThreshold {
		t.Fatalf("verify.RescaleThreshold %d, the kernels' mla.RescaleThreshold %d: docs/kernel.md says which is meant; make them agree", RescaleThreshold, mla.RescaleThreshold)
	}
}

// The default run (no --shape, --kv-lens or --ragged) covers every path of
// the generated kernels: the 8 shapes, and for each generated kernel a ragged
// batch with a partial tile, an empty split, an empty sequence and whole
// tiles; for each (tile, stages) pair of the set, the one-split kernel
// (built here: none is generated) on such a batch. Without a compiler the
// plan says what it leaves out.
func TestPlanJobsCoversEveryPath(t *testing.T) {
	shapes, err := mla.ParseShapes("all")
	if err != nil {
		t.Fatal(err)
	}
	embedded := func(name string) bool { return generated.Registry.Lookup(name) != nil }
	jobs, uncovered := PlanJobs(Plan{Shapes: shapes, WithShapes: true, Ragged: true, RaggedSeed: 1, Embedded: embedded, CanBuild: func() error { return nil }})
	if uncovered != "" {
		t.Errorf("uncovered: %s", uncovered)
	}
	covered := map[string]bool{} // configs with a ragged batch taking all paths
	pairs := map[[2]int]bool{}   // (tile, stages) with a one-split config covered
	nShapes := 0
	for _, j := range jobs {
		if j.Lens == nil {
			nShapes++
			continue
		}
		if p := PathsOf(j.Config, j.Lens); p.Complete(j.Config) {
			covered[j.Config.Name()] = true
			if j.Config.Splits == 1 {
				pairs[[2]int{j.Config.Tile, j.Config.Stages}] = true
			}
		} else {
			t.Errorf("%s on %v takes only: %v", j.Config.Name(), j.Lens, p)
		}
		if g := generated.Registry.Lookup(j.Config.Name()); (g == nil) != j.Built {
			t.Errorf("%s: built %v, in generated/ %v", j.Config.Name(), j.Built, g != nil)
		}
	}
	if nShapes != len(shapes) {
		t.Errorf("%d shape rows, want %d", nShapes, len(shapes))
	}
	for _, k := range generated.Registry.Kernels {
		if !covered[k.Name] {
			t.Errorf("generated kernel %s: no ragged batch taking every path", k.Name)
		}
		if !pairs[[2]int{k.Tile, k.Stages}] {
			t.Errorf("(tile %d, stages %d): the one-split path is not covered", k.Tile, k.Stages)
		}
	}

	// No compiler: the shapes and the generated kernels' batches still run;
	// when a one-split sibling is missing from generated/, one line says the
	// one-split path is not covered, and why.
	built := 0
	for _, j := range jobs {
		if j.Built {
			built++
		}
	}
	jobs2, uncovered := PlanJobs(Plan{Shapes: shapes, WithShapes: true, Ragged: true, RaggedSeed: 1, Embedded: embedded, CanBuild: func() error { return fmt.Errorf("no clang here") }})
	if built == 0 {
		if uncovered != "" || len(jobs2) != len(jobs) {
			t.Errorf("every sibling is in generated/, yet without a compiler: %d rows of %d, uncovered %q", len(jobs2), len(jobs), uncovered)
		}
	} else {
		if !strings.HasPrefix(uncovered, "not covered: the one-split (direct-output) path;") || !strings.Contains(uncovered, "no clang here") || strings.Contains(uncovered, "\n") {
			t.Errorf("uncovered: %q", uncovered)
		}
		if len(jobs2) != len(jobs)-built {
			t.Errorf("%d rows without a compiler, want %d", len(jobs2), len(jobs)-built)
		}
	}
	t.Log(uncovered)

	// Explicit flags run what they ask: --shape alone no ragged batch;
	// --kv-lens with --config one row.
	if jobs, _ := PlanJobs(Plan{Shapes: shapes[:2], WithShapes: true}); len(jobs) != 2 {
		t.Errorf("--shape of 2: %d rows", len(jobs))
	}
	c := mla.Config{Splits: 8, Stages: 2, Tile: 32}
	if jobs, _ := PlanJobs(Plan{Shapes: shapes, Override: &c, KVLens: []int{5, 0}}); len(jobs) != 1 || jobs[0].Config != c || jobs[0].Built {
		t.Errorf("--kv-lens --config: %+v", jobs)
	}
}

// The default suite (issue 19, items 14-17) covers what the earlier default
// missed: every wave count with one split and with several, a sharp softmax
// and a query beyond fp8's range on a one-split and a multi-split kernel,
// bf16 caches on every tile of 64 tokens and more, every two dimensions
// combined and every dimension value; every ragged batch takes every path
// of its kernel. Without a compiler it says what it leaves out.
func TestDefaultSuiteCovers(t *testing.T) {
	embedded := func(name string) bool { return generated.Registry.Lookup(name) != nil }
	jobs, uncovered := DefaultSuite(1, embedded, func() error { return nil })
	if uncovered != "" {
		t.Errorf("uncovered: %s", uncovered)
	}
	type path struct {
		waves  int
		direct bool
	}
	paths := map[path]bool{}
	specials := map[string]map[bool]bool{} // name -> one split?
	bf16Tiles := map[int]bool{}
	dims := mla.Dimensions()
	together := map[[2]int]bool{}
	values := map[[2]int]bool{}
	for _, j := range jobs {
		c := j.Config
		if (generated.Registry.Lookup(c.Name()) == nil) != j.Built {
			t.Errorf("%s: built %v, embedded %v", c.Name(), j.Built, !j.Built)
		}
		switch {
		case j.Special != nil:
			if specials[j.Special.Name] == nil {
				specials[j.Special.Name] = map[bool]bool{}
			}
			specials[j.Special.Name][c.Splits == 1] = true
			continue
		case j.Lens != nil:
			if p := PathsOf(c, j.Lens); !p.Complete(c) {
				t.Errorf("%s on %v takes only: %v", c.Name(), j.Lens, p)
			}
		default:
			continue
		}
		if c.Plain() {
			paths[path{c.Waves(), c.Splits == 1}] = true
		}
		if c.KV == mla.KVBF16 {
			bf16Tiles[c.Tile] = true
		}
		for a := range dims {
			va := dims[a].Index(c.Dims)
			if va == 0 {
				continue
			}
			values[[2]int{a, va}] = true
			for b := a + 1; b < len(dims); b++ {
				if dims[b].Index(c.Dims) != 0 {
					together[[2]int{a, b}] = true
				}
			}
		}
	}
	for _, c := range mla.AllConfigs() {
		if p := (path{c.Waves(), c.Splits == 1}); !paths[p] {
			paths[p] = true // once
			t.Errorf("no ragged batch on a plain kernel of %d waves with %s", c.Waves(), map[bool]string{true: "one split", false: "several splits"}[c.Splits == 1])
		}
	}
	for _, name := range []string{"sharp", "large-q"} {
		if !specials[name][true] || !specials[name][false] {
			t.Errorf("the %s batch runs on one-split %v, multi-split %v kernels; want both", name, specials[name][true], specials[name][false])
		}
	}
	for _, c := range mla.AllConfigsWith(mla.Dims{KV: mla.KVBF16}) {
		if c.Tile >= 64 && !bf16Tiles[c.Tile] {
			bf16Tiles[c.Tile] = true // once
			t.Errorf("no bf16 kernel with %d-token tiles", c.Tile)
		}
	}
	for _, cb := range Accepted(allCombos()) {
		for a := range dims {
			va := dims[a].Index(cb.Dims)
			if va == 0 {
				continue
			}
			if !values[[2]int{a, va}] {
				values[[2]int{a, va}] = true // once
				t.Errorf("no kernel with %s=%s", dims[a].Key, dims[a].Value(cb.Dims))
			}
			for b := a + 1; b < len(dims); b++ {
				if dims[b].Index(cb.Dims) != 0 && !together[[2]int{a, b}] {
					together[[2]int{a, b}] = true // once
					t.Errorf("no kernel with %s and %s both set (%s has them)", dims[a].Key, dims[b].Key, cb.Dims)
				}
			}
		}
	}

	// Without a compiler, the embedded kernels' rows stay and one line per
	// kind says what is left out, and why.
	jobs2, uncovered := DefaultSuite(1, embedded, func() error { return fmt.Errorf("no clang here") })
	for _, j := range jobs2 {
		if j.Built {
			t.Errorf("%s: built without a compiler", j.Config.Name())
		}
	}
	if !strings.Contains(uncovered, "no clang here") || len(jobs2) >= len(jobs) {
		t.Errorf("without a compiler: %d rows of %d, uncovered %q", len(jobs2), len(jobs), uncovered)
	}
	t.Log(uncovered)
}

// The sharp batch's needles are late and dominant: for each needle head, the
// top score of the sequence is the needle's, deep into it, and far above the
// rest (the kernels reach it by a jump of the running max late in a stream).
func TestSharpBatchNeedles(t *testing.T) {
	sp := SharpBatch()
	cfg := mla.Config{Splits: 1, Stages: 1, Tile: 32}
	in, err := sp.Inputs(1, cfg)
	if err != nil {
		t.Fatal(err)
	}
	q := KernelQ(cfg, in)
	p := in.problem()
	k := make([]float64, mla.QKDim)
	needles := 0
	for b, L := range in.KVLens {
		for h := 0; h < mla.NumHeads; h++ {
			best, second, at := -1e300, -1e300, -1
			for t0 := 0; t0 < L; t0++ {
				p.kvRow(int(in.KVIndptr[b])+t0, k)
				var s float64
				for d, x := range k {
					s += x * q[(b*mla.NumHeads+h)*mla.QKDim+d]
				}
				s *= float64(in.SMScale) * float64(p.kvUnit())
				switch {
				case s > best:
					best, second, at = s, best, t0
				case s > second:
					second = s
				}
			}
			// A needle: the top score beats the next by more than 100
			// natural units (p of the rest underflows) at 60% of the way or later.
			if best-second > 100 {
				needles++
				if at < L*6/10 {
					t.Errorf("sequence %d head %d: the needle is at %d of %d tokens, not late", b, h, at, L)
				}
			}
		}
	}
	if needles < 6 {
		t.Errorf("%d needles, want at least 6", needles)
	}
}
