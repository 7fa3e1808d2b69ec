package kernels

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/gen/codeobj"
	"github.com/mlagen/mlagen/generated"
	"github.com/mlagen/mlagen/hip"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/verify"
)

// TestPackArgsAgrees checks every code object in generated/ (the files, and
// the registry's embedded copies): verify.PackArgs, which the verify and bench
// harnesses launch with, and DecodeKernarg/ReduceKernarg, which consumers
// launch with, put the same bytes where the metadata places the explicit
// arguments, and the HIP backend's launch check accepts both.
func TestPackArgsAgrees(t *testing.T) {
	files, err := filepath.Glob("../generated/*.hsaco")
	if err != nil || len(files) == 0 {
		t.Fatalf("no code objects in generated/: %v", err)
	}
	if len(files) != len(generated.Registry.Kernels) {
		t.Errorf("%d code objects in generated/, %d in the registry", len(files), len(generated.Registry.Kernels))
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		co, err := codeobj.Parse(b)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		name := filepath.Base(f)
		name = name[:len(name)-len(".hsaco")]
		k, err := ByName(generated.Registry, name)
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		if !bytes.Equal(b, k.CodeObject) {
			t.Errorf("%s differs from the registry's embedded copy: regenerate", f)
		}
		const batch = 5
		kernels := []struct {
			name        string
			abi         []mla.Arg
			packed      []byte
			grid, block mla.Dim
		}{{k.Name, k.Config.DecodeArgs(), k.DecodeKernarg(testArgs), k.Config.DecodeGrid(batch), k.Config.DecodeBlock()}}
		if k.HasReduce() {
			kernels = append(kernels, struct {
				name        string
				abi         []mla.Arg
				packed      []byte
				grid, block mla.Dim
			}{k.ReduceName, k.Config.ReduceArgs(), k.ReduceKernarg(testArgs), k.Config.ReduceGrid(batch), k.Config.ReduceBlock()})
		}
		for _, kk := range kernels {
			var meta *codeobj.Kernel
			for i := range co.Kernels {
				if co.Kernels[i].Name == kk.name {
					meta = &co.Kernels[i]
				}
			}
			if meta == nil {
				t.Errorf("%s: no kernel %s", f, kk.name)
				continue
			}
			vals := testVals
			var args []verify.ArgValue
			for _, a := range kk.abi {
				if a.Kind == mla.ArgPtr {
					args = append(args, verify.PtrArg(device.DevPtr(vals[a.Name])))
				} else {
					args = append(args, verify.F32Arg(testArgs.SMScale))
				}
			}
			grid, block := device.Dim3(dim(kk.grid)), device.Dim3(dim(kk.block))
			ref, err := verify.PackArgs(meta, grid, block, args...)
			if err != nil {
				t.Errorf("%s: PackArgs: %v", kk.name, err)
				continue
			}
			for _, a := range meta.Args {
				if a.Hidden() {
					continue
				}
				lo, hi := a.Offset, a.Offset+a.Size
				if !bytes.Equal(ref[lo:hi], kk.packed[lo:hi]) {
					t.Errorf("%s: argument at %d: PackArgs %x, kernels %x", kk.name, lo, ref[lo:hi], kk.packed[lo:hi])
				}
			}
			for _, ka := range [][]byte{ref, kk.packed} {
				if err := hip.CheckLaunch(meta, hip.Dim3(grid), hip.Dim3(block), ka); err != nil {
					t.Errorf("%s: %v", kk.name, err)
				}
			}
		}
	}
}
