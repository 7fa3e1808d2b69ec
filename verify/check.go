package verify

import (
	"fmt"
	"path/filepath"
	"time"

	"github.com/mlagen/mlagen/gen"
)

// CheckOptions says how Check builds inputs and what it writes.
type CheckOptions struct {
	Seed uint64
	// Batches > 0 checks a seeded sample of that many sequences of the shape
	// (sequences are independent); 0 checks all of them.
	Batches int
	// Dump, if set, is a folder under which each shape's inputs, output and
	// references are written as .npy files.
	Dump string
	// Progress, if set, is told of KV tokens processed: each token counts
	// three times (the backend's run and the two references).
	Progress func(tokens int)
}

// CheckResult is one shape's verification.
type CheckResult struct {
	Label  string // the shape, and the sample size if sampled
	Config gen.Config
	Inputs *Inputs
	Report Report
	Run    time.Duration // the kernels on the backend
	Refs   time.Duration // both CPU references
	Dumped string        // the dump folder, if written
	Err    error         // the kernels could not run (or the dump failed)
}

// Pass reports whether the kernels ran and passed both checks.
func (r CheckResult) Pass() bool { return r.Err == nil && r.Report.Pass() }

// Check runs cfg's decode and reduce kernels (code object code) on be for
// shape s with the benchmark's inputs and compares the output with both
// references.
func Check(be Backend, code []byte, cfg gen.Config, s gen.Shape, o CheckOptions) CheckResult {
	r := CheckResult{Label: s.String(), Config: cfg}
	dirName := s.String()
	progress := o.Progress
	if progress == nil {
		progress = func(int) {}
	}
	if o.Batches > 0 && o.Batches < s.Batch {
		seqs := SampleSequences(o.Seed, s.Batch, o.Batches)
		if r.Inputs, r.Err = NewSampledInputs(o.Seed, s.Batch, s.KVLen, seqs); r.Err != nil {
			return r
		}
		r.Label = fmt.Sprintf("%s[%d seq]", s, o.Batches)
		dirName = fmt.Sprintf("%s-sample%d", s, o.Batches)
	} else {
		r.Inputs = NewInputs(o.Seed, s.Batch, s.KVLen)
	}
	t0 := time.Now()
	out, err := RunFull(be, code, cfg, r.Inputs)
	r.Run = time.Since(t0)
	if err != nil {
		r.Err = err
		return r
	}
	progress(r.Inputs.TotalKV())
	t1 := time.Now()
	opts := &RefOptions{Progress: progress}
	exact := Exact(r.Inputs, opts)
	faithful := Faithful(cfg, r.Inputs, opts)
	r.Refs = time.Since(t1)
	r.Report = CompareAll(out, exact, faithful, r.Inputs)
	if o.Dump != "" {
		dir := filepath.Join(o.Dump, dirName+"_"+cfg.Name())
		if err := Dump(dir, r.Inputs, out.Out, exact, faithful); err != nil {
			r.Err = fmt.Errorf("dump: %w", err)
		} else {
			r.Dumped = dir
		}
	}
	return r
}
