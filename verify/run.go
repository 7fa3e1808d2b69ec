package verify

import (
	"encoding/binary"
	"errors"
	"fmt"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/plan"
)

// Prepare loads config cfg's kernels from codeObject on be and builds the
// workload that runs them on the inputs repeated reps times over the batch
// (reps > 1 makes a large batch of a few distinct sequences, as the device
// benchmark does): buffers named after the ABI's arguments (cfg.DecodeArgs,
// which holds every buffer of the reduce kernel too; a paged config's cache
// is the inputs' laid out by Inputs.Paged), the outputs and the
// workspace poisoned (PoisonBF16, PoisonF32) so that
// unwritten elements show (a one-launch config's ticket counters zero), then
// the decode launch on cfg.DecodeGrid and, with more than one split and no
// merge in the decode launch, the reduce launch on cfg.ReduceGrid, their arguments
// packed per the code object's metadata (PackArgs). A persistent (--ps)
// config's plan is built with cfg.PlanParams (BuildPlan) and uploaded as its
// plan argument; its decode grid is the plan's workgroups.
func Prepare(be device.Backend, codeObject []byte, cfg mla.Config, in *Inputs, reps int) (_ *Workload, err error) {
	return PreparePlanned(be, codeObject, cfg, in, reps, nil)
}

// PreparePlanned is Prepare with the plan parameters of a persistent config
// given (nil: cfg.PlanParams of the batch): the plan, the decode grid and the
// workspace follow them. Timing one workgroup's items (perf.FitItemLine)
// plans a batch on a single workgroup.
func PreparePlanned(be device.Backend, codeObject []byte, cfg mla.Config, in *Inputs, reps int, pp *plan.Params) (_ *Workload, err error) {
	if err := cfg.Validate(); err != nil {
		return nil, fmt.Errorf("config %s: %w", cfg, err)
	}
	if reps < 1 {
		return nil, fmt.Errorf("reps %d: want at least 1", reps)
	}
	if f := cfg.KV; in.Format != f {
		return nil, fmt.Errorf("config %s reads a %s KV cache; the inputs are %s (NewInputsFormat makes each)", cfg, f, in.Format)
	}
	if in.heads() != cfg.Heads.Count() || in.qlen() != cfg.QLen.Count() {
		return nil, fmt.Errorf("config %s takes %d heads and q_len %d, the inputs have %d and %d (Inputs.ForConfig)",
			cfg, cfg.Heads.Count(), cfg.QLen.Count(), in.heads(), in.qlen())
	}
	mod, err := be.Load(codeObject)
	if err != nil {
		return nil, fmt.Errorf("loading the code object: %w", err)
	}
	decode, err := mod.Kernel(cfg.Name())
	if err != nil {
		return nil, err
	}
	var reduce device.Kernel
	if cfg.HasReduce() {
		if reduce, err = mod.Kernel(cfg.ReduceName()); err != nil {
			return nil, err
		}
	}
	w := NewWorkload(be)
	defer func() {
		if err != nil {
			err = errors.Join(err, w.Close())
		}
	}()
	B := in.Batch() * reps
	data := in.DeviceData()
	data["qo_indptr"] = I32Bytes(tileIndptr(in.QOIndptr, reps))
	data["kv_indptr"] = I32Bytes(tileIndptr(in.KVIndptr, reps))
	var lay plan.Layout
	var planParams plan.Params
	if cfg.PS {
		p := cfg.PlanParams(B)
		if pp != nil {
			p = *pp
		}
		planParams = p
		if lay, err = p.Layout(); err != nil {
			return nil, fmt.Errorf("planning the batch for %s: %w", cfg, err)
		}
		pl, err := plan.Build(p, kvLens(tileIndptr(in.KVIndptr, reps)))
		if err != nil {
			return nil, fmt.Errorf("planning the batch for %s: %w", cfg, err)
		}
		data["plan"] = pl.Bytes()
	}
	tiled := map[string]bool{"q": true, "kv": true, "kv_scales": true}
	var paged *PagedKV
	if page := cfg.Page.PageSize(); page > 0 {
		// The cache in pages: kv becomes the paged cache (tiled like the
		// contiguous one), its indices or block table each copy's own.
		if paged, err = in.Paged(page); err != nil {
			return nil, fmt.Errorf("config %s: %w", cfg, err)
		}
		for k, v := range paged.DeviceData(reps) {
			data[k] = v
		}
	}
	for _, a := range cfg.DecodeArgs() { // every buffer is a decode argument
		if a.Kind != mla.ArgPtr {
			continue
		}
		var err error
		switch {
		case a.Name == "workspace":
			n := cfg.WorkspaceBytes(B)
			if cfg.PS {
				n = lay.WorkspaceBytes
			}
			ws := PoisonedF32(n)
			if cfg.One {
				// A one-launch kernel's ticket counters start at zero
				// (the caller's contract); the rest stays poisoned.
				for s := 0; s < B; s++ {
					for r := 0; r < cfg.Rows(); r++ {
						o := cfg.TicketOffset(s, r)
						clear(ws[o : o+4])
					}
				}
			}
			_, err = w.Upload(a.Name, ws)
		case a.Name == "out":
			_, err = w.Upload(a.Name, PoisonedBF16(int64(B*in.qlen()*in.heads())*mla.VDim*2))
		case a.Name == "lse":
			_, err = w.Upload(a.Name, PoisonedF32(int64(B*in.qlen()*in.heads())*4))
		case tiled[a.Name]:
			_, err = w.UploadTiled(a.Name, data[a.Name], reps)
		case data[a.Name] != nil:
			_, err = w.Upload(a.Name, data[a.Name])
		default:
			err = fmt.Errorf("verify: no input for kernel argument %s of %s", a.Name, cfg)
		}
		if err != nil {
			return nil, err
		}
	}
	values := func(args []mla.Arg) []ArgValue {
		var v []ArgValue
		for _, a := range args {
			switch {
			case a.Kind == mla.ArgPtr:
				v = append(v, PtrArg(w.Ptr(a.Name)))
			case a.Name == "sm_scale":
				v = append(v, F32Arg(in.SMScale))
			case a.Name == "block_table_stride":
				v = append(v, I32Arg(int32(paged.Stride)))
			default:
				panic("verify: no value for kernel argument " + a.Name)
			}
		}
		return v
	}
	grid := cfg.DecodeGrid(B)
	if cfg.PS {
		grid = cfg.PlanGrid(planParams)
	}
	if err := w.AddLaunch(decode, cfg.DecodeArgs(), dim3(grid), dim3(cfg.DecodeBlock()), values(cfg.DecodeArgs())...); err != nil {
		return nil, err
	}
	if reduce != nil {
		if err := w.AddLaunch(reduce, cfg.ReduceArgs(), dim3(cfg.ReduceGrid(B)), dim3(cfg.ReduceBlock()), values(cfg.ReduceArgs())...); err != nil {
			return nil, err
		}
	}
	return w, nil
}

// tileIndptr repeats a CSR index array reps times, each copy offset by the
// total of the ones before it.
func tileIndptr(ip []int32, reps int) []int32 {
	n := len(ip) - 1
	out := make([]int32, 0, n*reps+1)
	for r := 0; r < reps; r++ {
		base := int32(r) * ip[n]
		for _, v := range ip[:n] {
			out = append(out, base+v)
		}
	}
	return append(out, int32(reps)*ip[n])
}

// Run runs config cfg's kernels from codeObject on be for the inputs and
// returns the bf16 output [batch, 16, 512] (see RunFull).
func Run(be device.Backend, codeObject []byte, cfg mla.Config, in *Inputs) ([]uint16, error) {
	o, err := RunFull(be, codeObject, cfg, in)
	if err != nil {
		return nil, err
	}
	return o.Out, nil
}

// Output is what the kernels leave on the device.
type Output struct {
	Out []uint16 // bf16 [batch, 16, 512]
	// Workspace is the decode kernel's split partials, f32 in mla/abi.go's
	// layout (nil with one split).
	Workspace []float32
	// LSE is the f32 [batch, 16] log-sum-exp output of an --lse config (nil
	// without one).
	LSE []float32
}

// RunFull runs config cfg's kernels from codeObject on be for the inputs (see
// Prepare) and reads back the output and the workspace: it syncs even when a
// launch fails, so each run's error is its own, and frees everything.
func RunFull(be device.Backend, codeObject []byte, cfg mla.Config, in *Inputs) (_ *Output, err error) {
	w, err := Prepare(be, codeObject, cfg, in, 1)
	if err != nil {
		return nil, err
	}
	defer func() {
		if e := w.Close(); e != nil && err == nil {
			err = fmt.Errorf("freeing device memory: %w", e)
		}
	}()
	if err := w.Run(); err != nil {
		return nil, fmt.Errorf("running %s: %w", cfg, err)
	}
	raw, err := w.Read("out")
	if err != nil {
		return nil, err
	}
	o := &Output{Out: BF16s(raw)}
	if cfg.HasPartials() {
		if raw, err = w.Read("workspace"); err != nil {
			return nil, err
		}
		o.Workspace = F32s(raw)
	}
	if cfg.LSE {
		if raw, err = w.Read("lse"); err != nil {
			return nil, err
		}
		o.LSE = F32s(raw)
	}
	return o, nil
}

// BF16s reads little-endian bf16 bit patterns.
func BF16s(raw []byte) []uint16 {
	out := make([]uint16, len(raw)/2)
	for i := range out {
		out[i] = binary.LittleEndian.Uint16(raw[2*i:])
	}
	return out
}

func dim3(d mla.Dim) device.Dim3 { return device.Dim3{X: uint32(d.X), Y: uint32(d.Y), Z: uint32(d.Z)} }
