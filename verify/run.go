package verify

import (
	"encoding/binary"
	"fmt"

	"github.com/mlagen/mlagen/gen"
)

// Run runs config cfg's kernels from codeObject on be for the inputs and
// returns the bf16 output [batch, 16, 512]: it allocates and fills the
// device buffers, poisons the output and the workspace (PoisonBF16,
// PoisonF32) so that unwritten elements show, launches the decode kernel
// cfg.Name() on cfg.DecodeGrid/DecodeBlock and, with more than one split, the
// reduce kernel cfg.ReduceName() on cfg.ReduceGrid/ReduceBlock, with their
// arguments in the order of gen.DecodeArgs and gen.ReduceArgs packed per the
// code object's metadata (PackArgs), syncs, copies the output back and frees
// everything.
func Run(be Backend, codeObject []byte, cfg gen.Config, in *Inputs) (out []uint16, err error) {
	if err := cfg.Validate(); err != nil {
		return nil, fmt.Errorf("config %s: %w", cfg, err)
	}
	mod, err := be.Load(codeObject)
	if err != nil {
		return nil, fmt.Errorf("loading the code object: %w", err)
	}
	decode, err := mod.Kernel(cfg.Name())
	if err != nil {
		return nil, err
	}
	var reduce Kernel
	if cfg.Splits > 1 {
		if reduce, err = mod.Kernel(cfg.ReduceName()); err != nil {
			return nil, err
		}
	}

	var ptrs []DevPtr
	defer func() {
		for _, p := range ptrs {
			if e := be.Free(p); e != nil && err == nil {
				err = fmt.Errorf("freeing device memory: %w", e)
			}
		}
	}()
	upload := func(what string, b []byte) (DevPtr, error) {
		if len(b) == 0 {
			return 0, nil // a null pointer: nothing to read or write
		}
		p, err := be.Alloc(int64(len(b)))
		if err != nil {
			return 0, fmt.Errorf("allocating %s (%d bytes): %w", what, len(b), err)
		}
		ptrs = append(ptrs, p)
		if err := be.CopyIn(p, b); err != nil {
			return 0, fmt.Errorf("copying %s in: %w", what, err)
		}
		return p, nil
	}
	B := in.Batch()
	outBytes := in.OutLen() * 2
	data := in.DeviceData()
	data["workspace"] = PoisonedF32(cfg.WorkspaceBytes(B))
	data["out"] = PoisonedBF16(int64(outBytes))
	dev := map[string]DevPtr{}
	for _, a := range gen.DecodeArgs { // every buffer is a decode argument
		if a.Kind != gen.ArgPtr {
			continue
		}
		if dev[a.Name], err = upload(a.Name, data[a.Name]); err != nil {
			return nil, err
		}
	}
	values := func(args []gen.Arg) []ArgValue {
		var v []ArgValue
		for _, a := range args {
			switch {
			case a.Kind == gen.ArgPtr:
				v = append(v, PtrArg(dev[a.Name]))
			case a.Name == "sm_scale":
				v = append(v, F32Arg(in.SMScale))
			default:
				panic("verify: no value for kernel argument " + a.Name)
			}
		}
		return v
	}
	if err := launch(be, decode, gen.DecodeArgs, cfg.DecodeGrid(B), cfg.DecodeBlock(), values(gen.DecodeArgs)); err != nil {
		return nil, err
	}
	if reduce != nil {
		if err := launch(be, reduce, gen.ReduceArgs, cfg.ReduceGrid(B), cfg.ReduceBlock(), values(gen.ReduceArgs)); err != nil {
			return nil, err
		}
	}
	if err := be.Sync(); err != nil {
		return nil, fmt.Errorf("running %s: %w", cfg, err)
	}
	raw := make([]byte, outBytes)
	if err := be.CopyOut(raw, dev["out"]); err != nil {
		return nil, fmt.Errorf("copying the output out: %w", err)
	}
	out = make([]uint16, in.OutLen())
	for i := range out {
		out[i] = binary.LittleEndian.Uint16(raw[2*i:])
	}
	return out, nil
}

// launch checks the kernel's metadata against the ABI (named arguments must
// carry the ABI's names), packs the arguments and launches.
func launch(be Backend, k Kernel, abi []gen.Arg, grid, block gen.Dim, values []ArgValue) error {
	meta := k.Meta()
	if meta == nil {
		return fmt.Errorf("kernel %s: no metadata", k.Name())
	}
	i := 0
	for _, a := range meta.Args {
		if a.Hidden() {
			continue
		}
		if i < len(abi) && a.Name != "" && a.Name != abi[i].Name {
			return fmt.Errorf("kernel %s: argument %d is %q in the code object, %q in the ABI (gen.DecodeArgs/ReduceArgs)", k.Name(), i, a.Name, abi[i].Name)
		}
		i++
	}
	if n := block.X * block.Y * block.Z; meta.MaxFlatWorkgroupSize > 0 && n > meta.MaxFlatWorkgroupSize {
		return fmt.Errorf("kernel %s: block of %d work-items, the code object allows %d", k.Name(), n, meta.MaxFlatWorkgroupSize)
	}
	g, b := dim3(grid), dim3(block)
	ka, err := PackArgs(meta, g, b, values...)
	if err != nil {
		return err
	}
	if err := be.Launch(k, g, b, ka); err != nil {
		return fmt.Errorf("launching %s: %w", k.Name(), err)
	}
	return nil
}

func dim3(d gen.Dim) Dim3 { return Dim3{uint32(d.X), uint32(d.Y), uint32(d.Z)} }
