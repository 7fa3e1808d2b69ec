package verify

import (
	"fmt"
	"sort"
	"strings"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/mla"
)

// Job is one row of a verify run: a config on a batch.
type Job struct {
	Config mla.Config
	// Built: the config is not among the embedded kernels; the run compiles
	// it (its table marks the row).
	Built bool
	// The batch: a shape on the benchmark's inputs (Lens and Special
	// unset), a ragged batch of the benchmark's inputs (Lens), or a batch
	// made for a purpose (Special).
	Shape   mla.Shape
	Lens    []int
	Special *Special
	Label   string // the batch column of the table
	Dir     string // its dump folder
}

// Tokens is the number of KV tokens the job checks (a shape sampled to
// batches sequences when batches > 0).
func (j Job) Tokens(batches int) int {
	lens := j.Lens
	if j.Special != nil {
		lens = j.Special.Lens
	}
	if lens == nil {
		b := j.Shape.Batch
		if batches > 0 {
			b = min(b, batches)
		}
		return b * j.Shape.KVLen
	}
	n := 0
	for _, l := range lens {
		n += l
	}
	return n
}

// Check runs the job's config (its code object code) on be and checks it.
func (j Job) Check(be device.Backend, code []byte, o CheckOptions) CheckResult {
	switch {
	case j.Special != nil:
		in, err := j.Special.Inputs(o.Seed, j.Config)
		if err != nil {
			return CheckResult{Label: j.Label, Config: j.Config, Err: err}
		}
		o.KernelQ = true
		return CheckInputs(be, code, j.Config, in, j.Label, j.Dir, o)
	case j.Lens != nil:
		in, err := NewRaggedInputsFormat(o.Seed, j.Lens, j.Config.KV).ForConfig(j.Config)
		if err != nil {
			return CheckResult{Label: j.Label, Config: j.Config, Err: err}
		}
		return CheckInputs(be, code, j.Config, in, j.Label, j.Dir, o)
	}
	return Check(be, code, j.Config, j.Shape, o)
}

// Plan is what a verify run checks (PlanJobs).
type Plan struct {
	// Shapes: their kernels (mla.SelectWith with Dims, or Override), and
	// with WithShapes each on its shape's benchmark inputs.
	Shapes     []mla.Shape
	Override   *mla.Config
	Dims       mla.Dims
	WithShapes bool
	// KVLens, if set, is a ragged batch run on every kernel under test;
	// with Ragged, each kernel also runs RaggedLens(RaggedSeed, kernel).
	KVLens     []int
	Ragged     bool
	RaggedSeed uint64
	// Embedded says whether a kernel is among the embedded ones (generated/);
	// CanBuild whether others can be compiled here (nil error: yes).
	Embedded func(name string) bool
	CanBuild func() error
}

// PlanJobs lists the rows: each shape with its kernel, then the ragged
// batches on each kernel under test: the override, or the shapes' kernels
// and, for each of their (tile, stages) pairs, the one-split sibling (the
// direct-output path), marked Built when it is not embedded and p.CanBuild
// succeeds. uncovered, if not empty, says which siblings could not be built.
func PlanJobs(p Plan) (jobs []Job, uncovered string) {
	var cfgs []mla.Config
	seen := map[mla.Config]bool{}
	for _, s := range p.Shapes {
		cfg := mla.SelectWith(s, p.Dims)
		if p.Override != nil {
			cfg = *p.Override
		}
		if p.WithShapes {
			jobs = append(jobs, Job{Config: cfg, Shape: s})
		}
		if !seen[cfg] {
			seen[cfg] = true
			cfgs = append(cfgs, cfg)
		}
	}
	if p.KVLens == nil && !p.Ragged {
		return jobs, ""
	}
	var siblings []mla.Config
	if p.Override == nil {
		for _, c := range cfgs {
			s := c.OneSplit()
			if !seen[s] {
				seen[s] = true
				siblings = append(siblings, s)
			}
		}
	}
	raggedJobs := func(cfg mla.Config, built bool) {
		if p.KVLens != nil {
			jobs = append(jobs, Job{Config: cfg, Built: built, Lens: p.KVLens,
				Label: fmt.Sprintf("kv-lens(%d seq)", len(p.KVLens)), Dir: "kv-lens"})
		}
		if p.Ragged {
			jobs = append(jobs, raggedJob(cfg, built, p.RaggedSeed))
		}
	}
	for _, c := range cfgs {
		raggedJobs(c, false)
	}
	var missing []string
	var why error
	for _, s := range siblings {
		built, err := p.built(s)
		if err != nil {
			missing, why = append(missing, s.Name()), err
			continue
		}
		raggedJobs(s, built)
	}
	if len(missing) > 0 {
		uncovered = fmt.Sprintf("not covered: the one-split (direct-output) path; %s cannot be built here: %v", strings.Join(missing, ", "), why)
	}
	return jobs, uncovered
}

// built says whether cfg must be compiled (not embedded), or why it cannot be.
func (p Plan) built(cfg mla.Config) (bool, error) {
	if p.Embedded != nil && p.Embedded(cfg.Name()) {
		return false, nil
	}
	if p.CanBuild == nil {
		return false, fmt.Errorf("no compiler")
	}
	if err := p.CanBuild(); err != nil {
		return false, err
	}
	return true, nil
}

func raggedJob(cfg mla.Config, built bool, seed uint64) Job {
	lens := ComboLens(seed, cfg)
	return Job{Config: cfg, Built: built, Lens: lens,
		Label: fmt.Sprintf("ragged(seed %d, %d seq)", seed, len(lens)), Dir: fmt.Sprintf("ragged-seed%d", seed)}
}

// DefaultSuite is what `mlagen verify` with no flags checks, the run users
// and CI run first, chosen to see the bugs a mutation study of the templates
// found the earlier default blind to (issue 19):
//
//   - the benchmark shapes' kernels on their inputs (a sample of sequences),
//     each of them and each one-split sibling on a ragged batch (every path:
//     empty sequence, empty split, partial and whole tiles);
//   - every wave count the generator emits (WaveKernels), with one split
//     (the direct output) and with several (the workspace), on ragged
//     batches: a one-wave kernel writes its partial without the merge;
//   - a sharp softmax (SharpBatch: sm_scale 1, late "needle" tokens) on a
//     one-split and a multi-split kernel: the running max jumps, by every
//     size around the rescale threshold, long after the first group;
//   - a query beyond fp8's range (LargeQBatch) on the same two: the ±448
//     clamp;
//   - bf16 caches on every tile size of 64 tokens and more (BF16Tiles);
//   - a small pairwise set of combined dimensions (CombinedDims), each
//     kernel on a ragged batch.
//
// Kernels that are not embedded are compiled (Built); those that cannot be
// are listed in uncovered.
func DefaultSuite(seed uint64, embedded func(name string) bool, canBuild func() error) (jobs []Job, uncovered string) {
	p := Plan{Shapes: mla.BenchmarkShapes, WithShapes: true, Ragged: true, RaggedSeed: seed, Embedded: embedded, CanBuild: canBuild}
	jobs, uncovered = PlanJobs(p)
	have := map[mla.Config]bool{}
	for _, j := range jobs {
		have[j.Config] = true
	}
	var missing []string
	var why error
	add := func(cfg mla.Config, job func(built bool) Job) {
		built, err := p.built(cfg)
		if err != nil {
			missing, why = append(missing, cfg.Name()), err
			return
		}
		jobs = append(jobs, job(built))
	}
	ragged := func(cfg mla.Config) {
		if !have[cfg] {
			have[cfg] = true
			add(cfg, func(built bool) Job { return raggedJob(cfg, built, seed) })
		}
	}
	for _, c := range WaveKernels(jobConfigs(jobs)) {
		ragged(c)
	}
	// The sharp and large-q batches on the 64x8192 kernel (three splits:
	// streams of hundreds of tokens, where the running max jumps long after
	// its first group; a kernel of many splits has streams of a group or two)
	// and the 256x1024 one (one split).
	for _, s := range []mla.Shape{{Batch: 64, KVLen: 8192}, {Batch: 256, KVLen: 1024}} {
		cfg := mla.Select(s)
		for _, sp := range []*Special{SharpBatch(), LargeQBatch()} {
			add(cfg, func(built bool) Job {
				return Job{Config: cfg, Built: built, Special: sp, Label: sp.Label(), Dir: sp.Name}
			})
		}
	}
	for _, c := range BF16Tiles() {
		ragged(c)
	}
	for _, c := range CombinedDims() {
		ragged(c)
	}
	if len(missing) > 0 {
		more := fmt.Sprintf("not covered: %s cannot be built here: %v", strings.Join(missing, ", "), why)
		if uncovered != "" {
			uncovered += "\n"
		}
		uncovered += more
	}
	return jobs, uncovered
}

func jobConfigs(jobs []Job) []mla.Config {
	var out []mla.Config
	for _, j := range jobs {
		out = append(out, j.Config)
	}
	return out
}

// WaveKernels returns, for each wave count plain configs have (mla.Config.Waves)
// and each way the decode kernel ends (one split: the output; several: the
// workspace) that none of have covers, the plain config of least LDS per
// wave that does, with one split or two.
func WaveKernels(have []mla.Config) []mla.Config {
	type key struct {
		waves  int
		direct bool
	}
	covered := map[key]bool{}
	for _, c := range have {
		covered[key{c.Waves(), c.Splits == 1 && !c.PS}] = true
	}
	best := map[key]mla.Config{}
	for _, c := range mla.AllConfigs() {
		if c.Splits > 2 {
			continue
		}
		k := key{c.Waves(), c.Splits == 1}
		if covered[k] {
			continue
		}
		if b, ok := best[k]; !ok || c.Stages*c.SlotBytes() < b.Stages*b.SlotBytes() {
			best[k] = c
		}
	}
	var out []mla.Config
	for _, c := range best {
		out = append(out, c)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name() < out[j].Name() })
	return out
}

// BF16Tiles is a bf16-cache config for every tile size of 64 tokens and
// more that bf16 configs have: two splits, the fewest stages.
func BF16Tiles() []mla.Config {
	var out []mla.Config
	seen := map[int]bool{}
	for _, c := range mla.AllConfigsWith(mla.Dims{KV: mla.KVBF16}) {
		if c.Tile >= 64 && c.Splits == 2 && !seen[c.Tile] {
			seen[c.Tile] = true
			out = append(out, c)
		}
	}
	return out
}

// CombinedDims is a small pairwise set of combined dimensions: accepted
// combinations chosen greedily until every two dimensions have been
// together at non-default values somewhere (where some accepted combination
// has them together) and every non-default value has been taken, preferring
// the combination that covers the most of those not yet covered, then the
// fewest query row blocks (emulation time); each with three splits where it
// accepts them (the workspace, an empty split and the reduce), else one, on
// its (tile, stages) of least LDS.
func CombinedDims() []mla.Config {
	dims := mla.Dimensions()
	n := len(dims)
	// Units: dimension pairs i*n + j (i < j), and values n*n + 16*i + v.
	pairsOf := func(d mla.Dims) []int {
		var ps []int
		for i := range dims {
			v := dims[i].Index(d)
			if v == 0 {
				continue
			}
			ps = append(ps, n*n+16*i+v)
			for j := i + 1; j < n; j++ {
				if dims[j].Index(d) != 0 {
					ps = append(ps, i*n+j)
				}
			}
		}
		return ps
	}
	acc := comboCandidates()
	uncovered := map[int]bool{}
	for _, c := range acc {
		for _, p := range pairsOf(c.Dims) {
			uncovered[p] = true
		}
	}
	var out []mla.Config
	for len(uncovered) > 0 {
		best, bestN := -1, 0
		for k, c := range acc {
			n := 0
			for _, p := range pairsOf(c.Dims) {
				if uncovered[p] {
					n++
				}
			}
			if n > bestN || n == bestN && n > 0 && c.Dims.Rows() < acc[best].Dims.Rows() {
				best, bestN = k, n
			}
		}
		for _, p := range pairsOf(acc[best].Dims) {
			delete(uncovered, p)
		}
		out = append(out, comboConfig(acc[best]))
	}
	return out
}

// comboCandidates is the accepted combinations, each with its accepted
// configs of one and three splits only (all of them where it accepts
// neither): CombinedDims needs no more, and Combos's every config of every
// combination is over a million Validate calls.
func comboCandidates() []Combo {
	dims := allDims()
	var out []Combo
	for _, d := range dims {
		c := Combo{Dims: d}
		for _, t := range mla.Tiles {
			for p := 1; p <= mla.MaxStages; p++ {
				for _, s := range []int{1, 3} {
					if cfg := (mla.Config{Splits: s, Stages: p, Tile: t, Dims: d}); cfg.Validate() == nil {
						c.Accepted = append(c.Accepted, cfg)
					}
				}
			}
		}
		if len(c.Accepted) == 0 {
			c.Accepted = mla.AllConfigsWith(d)
		}
		if len(c.Accepted) > 0 {
			out = append(out, c)
		}
	}
	return out
}

// comboConfig is the config of a combination CombinedDims checks.
func comboConfig(c Combo) mla.Config {
	var best *mla.Config
	for _, splits := range []int{3, 1} {
		for i := range c.Accepted {
			a := &c.Accepted[i]
			if a.Splits == splits && (best == nil || a.Stages*a.SlotBytes() < best.Stages*best.SlotBytes()) {
				best = a
			}
		}
		if best != nil {
			return *best
		}
	}
	return c.Accepted[0]
}
