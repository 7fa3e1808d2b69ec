// Command example runs one of mlagen's generated kernels from Go through
// package kernels over mlagen's own registry (generated.Registry): it picks
// the kernel for a shape, shows its code object and launch dimensions, then
// (built with -tags rocm, on a gfx950) uploads inputs, launches decode and
// reduce on a HIP stream and checks the output. It makes its inputs with the
// verify harness, as the benchmark does; a downstream program needs neither
// (examples/go-generate links only the launch API and the HIP runtime).
//
//	go run ./examples/go -shape 4x1024              # no HIP: stops, saying how to rebuild
//	go run -tags rocm ./examples/go -shape 4x1024   # needs libamdhip64 and an MI355X
//
// Without a usable device it prints why and exits 1.
package main

import (
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"math"
	"os"

	"github.com/mlagen/mlagen/gen"
	"github.com/mlagen/mlagen/generated"
	"github.com/mlagen/mlagen/hip"
	"github.com/mlagen/mlagen/kernels"
	"github.com/mlagen/mlagen/verify"
	"github.com/mlagen/mlagen/verify/num"
)

func main() {
	shapeFlag := flag.String("shape", "4x1024", "shape BATCHxKV_LEN")
	seed := flag.Uint64("seed", 1, "input seed")
	flag.Parse()
	if err := run(*shapeFlag, *seed); err != nil {
		fmt.Fprintf(os.Stderr, "example: %v\n", err)
		if errors.Is(err, hip.ErrNotBuilt) {
			fmt.Fprintln(os.Stderr, "example: for this example: go run -tags rocm ./examples/go")
		}
		os.Exit(1)
	}
	fmt.Println("ok")
}

func run(shapeArg string, seed uint64) error {
	s, err := gen.ParseShape(shapeArg)
	if err != nil {
		return err
	}
	// 1. The kernel: the shape table's entry, or gen.Select's config if generated.
	k, err := kernels.ForShape(generated.Registry, s)
	if err != nil {
		return err
	}
	fmt.Printf("shape %v: kernel %s", s, k.Name)
	if k.HasReduce() {
		fmt.Printf(" + %s", k.ReduceName)
	}
	fmt.Printf(" (splits %d, stages %d, tile %d)\n", k.Splits, k.Stages, k.Tile)
	fmt.Printf("code object %s: %d bytes, embedded\n", k.CodeObjectFile, len(k.CodeObject))
	fmt.Printf("decode grid %v block %v", dims(k.DecodeGrid(s.Batch)), dims(k.DecodeBlock()))
	if k.HasReduce() {
		fmt.Printf("; reduce grid %v block %v", dims(k.ReduceGrid(s.Batch)), dims(k.ReduceBlock()))
	}
	fmt.Printf("; workspace %d bytes\n", k.WorkspaceBytes(s.Batch))

	// 2. The device (a gfx950) with a stream, and device memory.
	b, err := hip.Open(0)
	if err != nil {
		return err
	}
	defer b.Close()
	fmt.Printf("device: %s\n", b.Info())

	// Random inputs made as the benchmark makes them (bf16 q, fp8 KV with a
	// per-tensor scale, uniform lengths), in the kernels' layout.
	in := verify.NewInputs(seed, s.Batch, s.KVLen)
	data := in.DeviceData()
	var a kernels.Args
	for _, buf := range []struct {
		dst  *uint64
		name string
	}{
		{&a.Q, "q"}, {&a.KV, "kv"}, {&a.KVScale, "kv_scale"}, {&a.QOIndptr, "qo_indptr"}, {&a.KVIndptr, "kv_indptr"},
	} {
		p, err := b.Alloc(int64(len(data[buf.name])))
		if err != nil {
			return err
		}
		if err := b.CopyIn(p, data[buf.name]); err != nil {
			return err
		}
		*buf.dst = uint64(p)
	}
	ws, err := b.Alloc(k.WorkspaceBytes(s.Batch))
	if err != nil {
		return err
	}
	outLen := s.Batch * gen.NumHeads * gen.VDim
	out, err := b.Alloc(int64(outLen) * 2)
	if err != nil {
		return err
	}
	a.Workspace, a.Out, a.SMScale = uint64(ws), uint64(out), float32(1/math.Sqrt(gen.QKDim))

	// 3. Load the embedded code object and launch on the backend's stream.
	m, err := k.Load(b.Info().Index)
	if err != nil {
		return err
	}
	defer m.Unload()
	if err := m.Launch(b.Stream(), s.Batch, a); err != nil {
		return err
	}
	if err := b.Sync(); err != nil {
		return err
	}
	res := make([]byte, outLen*2)
	if err := b.CopyOut(res, out); err != nil {
		return err
	}

	// 4. A cheap check: every output is finite and, being a softmax-weighted
	// average of V rows, bounded by the largest |v| (plus fp8 rounding of the
	// weights). `mlagen verify --backend hip` does the strict comparison.
	var vmax float64
	for t := 0; t < s.Batch*s.KVLen; t++ {
		for d := 0; d < gen.VDim; d++ {
			vmax = math.Max(vmax, math.Abs(float64(num.E4M3ToF32(in.KV[t*gen.QKDim+d])*in.KVScale)))
		}
	}
	var sum, omax float64
	for i := 0; i < outLen; i++ {
		o := float64(num.BF16ToF32(binary.LittleEndian.Uint16(res[2*i:])))
		if math.IsNaN(o) || math.IsInf(o, 0) || math.Abs(o) > 1.07*vmax {
			return fmt.Errorf("output %d is %v, outside [-%.3g, %.3g]", i, o, 1.07*vmax, 1.07*vmax)
		}
		sum += o
		omax = math.Max(omax, math.Abs(o))
	}
	fmt.Printf("output: %d values, sum %.6g, max |out| %.4g (max |v| %.4g)\n", outLen, sum, omax, vmax)
	return nil
}

func dims(d hip.Dim3) string { return fmt.Sprintf("%dx%dx%d", d.X, d.Y, d.Z) }
