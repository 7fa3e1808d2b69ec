package bench

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/verify"
)

// Setup is one shape's kernels loaded on a device with inputs in place,
// checked once, ready to time.
type Setup struct {
	Shape  mla.Shape
	Config mla.Config
	Calls  []Call // decode, then reduce with more than one split
	Check  string // how the output was checked

	w *verify.Workload
}

// distinctSeqs is how many different sequences of the benchmark's
// distribution Prepare draws: the batch repeats them. The timing does not
// depend on the values, and a handful keeps the CPU references cheap.
func distinctSeqs(batch int) int {
	for _, n := range []int{4, 3, 2} {
		if n <= batch && batch%n == 0 {
			return n
		}
	}
	return 1
}

// Prepare loads cfg's kernels from codeObject on d, uploads inputs of shape
// s and checks one run before any timing: the inputs are a few distinct
// sequences (verify.NewInputs with seed) repeated over the batch, each with
// its own KV rows, and every sequence's output must pass verify.Compare
// against the exact and faithful references of the sequence it repeats. A
// kernel that reads the wrong rows, skips part of the KV cache or leaves an
// element unwritten fails here, and is not timed.
func Prepare(d device.Backend, s mla.Shape, cfg mla.Config, codeObject []byte, seed uint64) (_ *Setup, err error) {
	n := distinctSeqs(s.Batch)
	// The cache in cfg's format (--kv), q for cfg's heads and query tokens.
	in, err := verify.NewInputsFormat(seed, n, s.KVLen, cfg.KV).ForConfig(cfg)
	if err != nil {
		return nil, err
	}
	w, err := verify.Prepare(d, codeObject, cfg, in, s.Batch/n)
	if err != nil {
		return nil, err
	}
	st := &Setup{Shape: s, Config: cfg, Calls: w.Launches, w: w}
	defer func() {
		if err != nil {
			err = errors.Join(err, st.Close())
		}
	}()
	// One run, checked.
	if err := w.Run(); err != nil {
		return nil, fmt.Errorf("running %s: %w", cfg, err)
	}
	raw, err := w.Read("out")
	if err != nil {
		return nil, err
	}
	if st.Check, err = check(cfg, in, s.Batch, raw); err != nil {
		return nil, err
	}
	return st, nil
}

// check compares every repetition of the n distinct sequences in raw (the
// bf16 output of the whole batch) with their references.
func check(cfg mla.Config, in *verify.Inputs, batch int, raw []byte) (string, error) {
	// With --heads/--qlen the references solve the kernel's row blocks
	// (verify.Inputs.RowsView), whose output is laid out as the kernel's.
	ref := in.RowsView()
	exact := verify.Exact(ref, nil)
	faithful := verify.Faithful(cfg, ref, nil)
	n := in.Batch()
	per := in.OutLen()
	worstRel, worstBound := 0.0, 0.0
	for r := 0; r < batch/n; r++ {
		out := make([]uint16, per)
		for i := range out {
			out[i] = binary.LittleEndian.Uint16(raw[2*(r*per+i):])
		}
		rep := verify.Compare(out, exact, faithful)
		if !rep.Pass() {
			return "", fmt.Errorf("%s gives a wrong output for %v: %s", cfg, mla.Shape{Batch: batch, KVLen: in.KVLens[0]},
				rep.Failure(func(i int) string {
					seq, e, H := r*n+i/(per/n), i%(per/n), cfg.Heads.Count()
					at := fmt.Sprintf("sequence %d head %d dim %d", seq, e/mla.VDim%H, e%mla.VDim)
					if cfg.QLen.Count() > 1 {
						at += fmt.Sprintf(" of query token %d", e/(H*mla.VDim))
					}
					return at
				}))
		}
		worstRel = math.Max(worstRel, rep.RelExact())
		worstBound = math.Max(worstBound, rep.WorstRatio)
	}
	return fmt.Sprintf("ok: %d sequences (%d distinct) within the strict bound (worst %.2fx), max |out-exact| %.3g x RMS",
		batch, n, worstBound, worstRel), nil
}

// Close frees the device buffers.
func (st *Setup) Close() error { return st.w.Close() }
