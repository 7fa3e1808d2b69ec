package verify

import (
	"fmt"
	"path/filepath"
	"time"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/mla"
)

// CheckOptions says how Check builds inputs and what it writes.
type CheckOptions struct {
	Seed uint64
	// Batches > 0 checks a seeded sample of that many sequences of the shape
	// (sequences are independent); 0 checks all of them.
	Batches int
	// Dump, if set, is a folder under which each check's inputs, output and
	// references are written as .npy files.
	Dump string
	// Progress, if set, is told of KV tokens processed: each token counts
	// three times (the backend's run and the two references).
	Progress func(tokens int)
	// KernelQ: the exact reference takes q as the kernel's contract rounds
	// it (KernelQ), for batches made to test that rounding's edges (a q
	// beyond fp8's range, a softmax sharp enough that q's rounding decides
	// the winning token), on which the exact bf16 q is another problem.
	KernelQ bool
}

// CheckResult is one verification: one config on one batch.
type CheckResult struct {
	Label  string // the batch: the shape and the sample size if sampled, or a ragged batch's name
	Config mla.Config
	Inputs *Inputs
	Report Report
	Run    time.Duration // the kernels on the backend
	Refs   time.Duration // both CPU references
	Err    error         // the kernels could not run
	// Dumped is the dump folder, if written; DumpErr says why it could not
	// be. A failed dump is an I/O error, not a failed check: it does not
	// change Pass.
	Dumped  string
	DumpErr error
}

// Pass reports whether the kernels ran and passed every check.
func (r CheckResult) Pass() bool { return r.Err == nil && r.Report.Pass() }

// Check runs cfg's decode and reduce kernels (code object code) on be for
// shape s with the benchmark's inputs (a sample of its sequences if
// o.Batches says so) and compares the output and the split partials with
// both references (CheckInputs).
func Check(be device.Backend, code []byte, cfg mla.Config, s mla.Shape, o CheckOptions) CheckResult {
	if o.Batches > 0 && o.Batches < s.Batch {
		seqs := SampleSequences(o.Seed, s.Batch, o.Batches)
		in, err := NewSampledInputsFormat(o.Seed, s.Batch, s.KVLen, seqs, cfg.KV)
		if err == nil {
			in, err = in.ForConfig(cfg)
		}
		if err != nil {
			return CheckResult{Label: s.String(), Config: cfg, Err: err}
		}
		return CheckInputs(be, code, cfg, in, fmt.Sprintf("%s[%d seq]", s, o.Batches), fmt.Sprintf("%s-sample%d", s, o.Batches), o)
	}
	in, err := NewInputsFormat(o.Seed, s.Batch, s.KVLen, cfg.KV).ForConfig(cfg)
	if err != nil {
		return CheckResult{Label: s.String(), Config: cfg, Err: err}
	}
	return CheckInputs(be, code, cfg, in, s.String(), s.String(), o)
}

// CheckInputs runs cfg's kernels on be for the inputs in and compares the
// output with both references (computed on the cache a paged config reads,
// through its indices: PagedKV.Gathered) and, with more than one split, the workspace's
// partials with the faithful reference's (CompareAll). label names the batch
// in the result; dir names its dump folder (under o.Dump, with the config's
// name appended).
func CheckInputs(be device.Backend, code []byte, cfg mla.Config, in *Inputs, label, dir string, o CheckOptions) CheckResult {
	r := CheckResult{Label: label, Config: cfg, Inputs: in}
	progress := o.Progress
	if progress == nil {
		progress = func(int) {}
	}
	t0 := time.Now()
	out, err := RunFull(be, code, cfg, in)
	r.Run = time.Since(t0)
	if err != nil {
		r.Err = err
		return r
	}
	progress(in.TotalKV())
	t1 := time.Now()
	opts := &RefOptions{Progress: progress}
	ref := in
	if page := cfg.Page.PageSize(); page > 0 {
		// The references read the paged cache through its indices too.
		p, err := in.Paged(page)
		if err != nil {
			r.Err = err
			return r
		}
		ref = p.Gathered(in)
	}
	// Several query row blocks per sequence (--heads, --qlen): the
	// references solve the plain problem of the row blocks (RowsView).
	ref = ref.RowsView()
	var q []float64
	if o.KernelQ {
		q = KernelQ(cfg, ref)
	}
	exact, exactLSE := ExactQLSE(ref, q, opts)
	faithful := Faithful(cfg, ref, opts)
	r.Refs = time.Since(t1)
	r.Report = CompareAll(out, exact, exactLSE, faithful, in.RowsView())
	if o.Dump != "" {
		d := filepath.Join(o.Dump, dir+"_"+cfg.Name())
		if err := Dump(d, cfg, in, out, exact, exactLSE, faithful); err != nil {
			r.DumpErr = err
		} else {
			r.Dumped = d
		}
	}
	return r
}
