// Command example runs one of mlagen's generated kernels from Go through
// package kernels: it picks the kernel for a shape, shows its code object and
// launch dimensions, then (built with -tags rocm, on a gfx950) uploads inputs,
// launches decode and reduce on a HIP stream and checks the output.
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
	"math/rand/v2"
	"os"

	"github.com/mlagen/mlagen/gen"
	"github.com/mlagen/mlagen/kernels"
	"github.com/mlagen/mlagen/verify"
	"github.com/mlagen/mlagen/verify/hip"
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
	k, err := kernels.ForShape(s)
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

	in := newInputs(seed, s)
	var a kernels.Args
	for _, buf := range []struct {
		dst  *uint64
		data []byte
	}{
		{&a.Q, u16bytes(in.q)},
		{&a.KV, in.kv},
		{&a.KVScale, u32bytes([]uint32{math.Float32bits(in.kvScale)})},
		{&a.QOIndptr, i32bytes(in.qoIndptr)},
		{&a.KVIndptr, i32bytes(in.kvIndptr)},
	} {
		p, err := b.Alloc(int64(len(buf.data)))
		if err != nil {
			return err
		}
		if err := b.CopyIn(p, buf.data); err != nil {
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
			vmax = math.Max(vmax, math.Abs(float64(num.E4M3ToF32(in.kv[t*gen.QKDim+d])*in.kvScale)))
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

// inputs are random data in the kernels' layout (docs/kernel.md): bf16 q,
// fp8 KV with a per-tensor scale, uniform lengths.
type inputs struct {
	q                  []uint16
	kv                 []byte
	kvScale            float32
	qoIndptr, kvIndptr []int32
}

func newInputs(seed uint64, s gen.Shape) *inputs {
	r := rand.New(rand.NewPCG(seed, 0))
	in := &inputs{q: make([]uint16, s.Batch*gen.NumHeads*gen.QKDim)}
	for i := range in.q {
		in.q[i] = num.F32ToBF16(float32(r.NormFloat64()))
	}
	kv := make([]float32, s.Batch*s.KVLen*gen.QKDim)
	var amax float32
	for i := range kv {
		kv[i] = num.BF16ToF32(num.F32ToBF16(float32(r.NormFloat64())))
		amax = max(amax, kv[i], -kv[i])
	}
	in.kvScale = max(amax, 1e-12) / 448
	in.kv = make([]byte, len(kv))
	for i, x := range kv {
		in.kv[i] = num.F32ToE4M3(x/in.kvScale, true)
	}
	for b := 0; b <= s.Batch; b++ {
		in.qoIndptr = append(in.qoIndptr, int32(b))
		in.kvIndptr = append(in.kvIndptr, int32(b*s.KVLen))
	}
	return in
}

func dims(d verify.Dim3) string { return fmt.Sprintf("%dx%dx%d", d.X, d.Y, d.Z) }

func u16bytes(v []uint16) []byte {
	b := make([]byte, 2*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint16(b[2*i:], x)
	}
	return b
}

func u32bytes(v []uint32) []byte {
	b := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(b[4*i:], x)
	}
	return b
}

func i32bytes(v []int32) []byte {
	b := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(b[4*i:], uint32(x))
	}
	return b
}
