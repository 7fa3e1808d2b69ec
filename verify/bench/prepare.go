package bench

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"

	"github.com/mlagen/mlagen/gen"
	"github.com/mlagen/mlagen/verify"
)

// Setup is one shape's kernels loaded on a device with inputs in place,
// checked once, ready to time.
type Setup struct {
	Shape  gen.Shape
	Config gen.Config
	Calls  []Call // decode, then reduce with more than one split
	Check  string // how the output was checked

	d    verify.Backend
	ptrs []verify.DevPtr
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
func Prepare(d verify.Backend, s gen.Shape, cfg gen.Config, codeObject []byte, seed uint64) (_ *Setup, err error) {
	if err := cfg.Validate(); err != nil {
		return nil, fmt.Errorf("config %s: %w", cfg, err)
	}
	st := &Setup{Shape: s, Config: cfg, d: d}
	defer func() {
		if err != nil {
			err = errors.Join(err, st.Close())
		}
	}()
	mod, err := d.Load(codeObject)
	if err != nil {
		return nil, fmt.Errorf("loading %s: %w", cfg, err)
	}
	decode, err := mod.Kernel(cfg.Name())
	if err != nil {
		return nil, err
	}
	var reduce verify.Kernel
	if cfg.ReduceName() != "" {
		if reduce, err = mod.Kernel(cfg.ReduceName()); err != nil {
			return nil, err
		}
	}

	n := distinctSeqs(s.Batch)
	in := verify.NewInputs(seed, n, s.KVLen)
	alloc := func(what string, size int64) (verify.DevPtr, error) {
		if size == 0 {
			return 0, nil
		}
		p, err := d.Alloc(size)
		if err != nil {
			return 0, fmt.Errorf("allocating %s (%d bytes): %w", what, size, err)
		}
		st.ptrs = append(st.ptrs, p)
		return p, nil
	}
	// tiled uploads chunk, a sequence-major array of n sequences, batch/n times.
	tiled := func(what string, chunk []byte) (verify.DevPtr, error) {
		p, err := alloc(what, int64(len(chunk))*int64(s.Batch/n))
		if err != nil {
			return 0, err
		}
		for r := 0; r < s.Batch/n; r++ {
			if err := d.CopyIn(p+verify.DevPtr(r*len(chunk)), chunk); err != nil {
				return 0, fmt.Errorf("copying %s in: %w", what, err)
			}
		}
		return p, nil
	}
	put := func(what string, b []byte) (verify.DevPtr, error) {
		p, err := alloc(what, int64(len(b)))
		if err == nil && len(b) > 0 {
			err = d.CopyIn(p, b)
		}
		return p, err
	}
	dev := map[string]verify.DevPtr{}
	indptr := func(step int) []byte {
		b := make([]byte, 4*(s.Batch+1))
		for i := 0; i <= s.Batch; i++ {
			binary.LittleEndian.PutUint32(b[4*i:], uint32(i*step))
		}
		return b
	}
	outBytes := int64(s.Batch) * gen.NumHeads * gen.VDim * 2
	for _, step := range []func() error{
		func() (err error) { dev["q"], err = tiled("q", verify.U16Bytes(in.Q)); return },
		func() (err error) { dev["kv"], err = tiled("kv", in.KV); return },
		func() (err error) {
			dev["kv_scale"], err = put("kv_scale", verify.F32Bytes([]float32{in.KVScale}))
			return
		},
		func() (err error) { dev["qo_indptr"], err = put("qo_indptr", indptr(1)); return },
		func() (err error) { dev["kv_indptr"], err = put("kv_indptr", indptr(s.KVLen)); return },
		func() (err error) {
			dev["workspace"], err = put("workspace", verify.PoisonedF32(cfg.WorkspaceBytes(s.Batch)))
			return
		},
		func() (err error) { dev["out"], err = put("out", verify.PoisonedBF16(outBytes)); return },
	} {
		if err := step(); err != nil {
			return nil, err
		}
	}

	call := func(k verify.Kernel, abi []gen.Arg, grid, block gen.Dim) (Call, error) {
		var vals []verify.ArgValue
		for _, a := range abi {
			if a.Kind == gen.ArgPtr {
				vals = append(vals, verify.PtrArg(dev[a.Name]))
			} else {
				vals = append(vals, verify.F32Arg(in.SMScale))
			}
		}
		c := Call{Kernel: k, Grid: dim3(grid), Block: dim3(block)}
		c.Kernarg, err = verify.PackArgs(k.Meta(), c.Grid, c.Block, vals...)
		return c, err
	}
	c, err := call(decode, gen.DecodeArgs, cfg.DecodeGrid(s.Batch), cfg.DecodeBlock())
	if err != nil {
		return nil, err
	}
	st.Calls = append(st.Calls, c)
	if reduce != nil {
		if c, err = call(reduce, gen.ReduceArgs, cfg.ReduceGrid(s.Batch), cfg.ReduceBlock()); err != nil {
			return nil, err
		}
		st.Calls = append(st.Calls, c)
	}

	// One run, checked.
	for _, c := range st.Calls {
		if err := d.Launch(c.Kernel, c.Grid, c.Block, c.Kernarg); err != nil {
			return nil, fmt.Errorf("launching %s: %w", c.Kernel.Name(), err)
		}
	}
	if err := d.Sync(); err != nil {
		return nil, fmt.Errorf("running %s: %w", cfg, err)
	}
	raw := make([]byte, outBytes)
	if err := d.CopyOut(raw, dev["out"]); err != nil {
		return nil, fmt.Errorf("copying the output out: %w", err)
	}
	if st.Check, err = check(cfg, in, s.Batch, raw); err != nil {
		return nil, err
	}
	return st, nil
}

// check compares every repetition of the n distinct sequences in raw (the
// bf16 output of the whole batch) with their references.
func check(cfg gen.Config, in *verify.Inputs, batch int, raw []byte) (string, error) {
	exact := verify.Exact(in, nil)
	faithful := verify.Faithful(cfg, in, nil)
	n := in.Batch()
	per := n * gen.NumHeads * gen.VDim
	worstRel, worstBound := 0.0, 0.0
	for r := 0; r < batch/n; r++ {
		out := make([]uint16, per)
		for i := range out {
			out[i] = binary.LittleEndian.Uint16(raw[2*(r*per+i):])
		}
		rep := verify.Compare(out, exact, faithful)
		if !rep.Pass() {
			return "", fmt.Errorf("%s gives a wrong output for %v: %s", cfg, gen.Shape{Batch: batch, KVLen: in.KVLens[0]},
				rep.Failure(func(i int) string {
					seq := r*n + i/(gen.NumHeads*gen.VDim)
					return fmt.Sprintf("sequence %d head %d dim %d", seq, i/gen.VDim%gen.NumHeads, i%gen.VDim)
				}))
		}
		worstRel = math.Max(worstRel, rep.RelExact())
		worstBound = math.Max(worstBound, rep.WorstRatio)
	}
	return fmt.Sprintf("ok: %d sequences (%d distinct) within the strict bound (worst %.2fx), max |out-exact| %.3g x RMS",
		batch, n, worstBound, worstRel), nil
}

// Close frees the device buffers.
func (st *Setup) Close() error {
	var errs []error
	for _, p := range st.ptrs {
		errs = append(errs, st.d.Free(p))
	}
	st.ptrs = nil
	return errors.Join(errs...)
}

func dim3(d gen.Dim) verify.Dim3 { return verify.Dim3{X: uint32(d.X), Y: uint32(d.Y), Z: uint32(d.Z)} }
