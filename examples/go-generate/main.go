// Command mlaapp is a Go module downstream of mlagen: `go generate ./...`
// makes its own kernel registry (package mlakernels) for a shape mlagen's
// generated/ does not have, 3x777, and this program launches the kernel from
// it through mlagen's launch API (package kernels, which takes any generated
// registry, and package hip, the HIP runtime).
//
//	go generate ./...       # runs mlagen: needs clang++-22 (or hipcc)
//	go run .                # no HIP: stops, saying how to rebuild
//	go run -tags rocm .     # needs libamdhip64 and an MI355X
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

	"example.com/mlaapp/mlakernels"
	"github.com/mlagen/mlagen/hip"
	"github.com/mlagen/mlagen/kernels"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/registry"
)

func main() {
	shape := flag.String("shape", "3x777", "shape BATCHxKV_LEN")
	flag.Parse()
	if err := run(*shape); err != nil {
		fmt.Fprintf(os.Stderr, "mlaapp: %v\n", err)
		if errors.Is(err, hip.ErrNotBuilt) {
			fmt.Fprintln(os.Stderr, "mlaapp: to launch, build with the HIP runtime: go run -tags rocm .")
		}
		os.Exit(1)
	}
	fmt.Println("ok")
}

func run(shapeArg string) error {
	s, err := mla.ParseShape(shapeArg)
	if err != nil {
		return err
	}
	// 1. The kernel, from this module's own registry.
	k, err := kernels.ForShape(mlakernels.Registry, s)
	if err != nil {
		return err
	}
	fmt.Printf("shape %v: kernel %s from package %s (%d bytes of code object, embedded)\n",
		s, k.Name, mlakernels.Registry.Package, len(k.CodeObject))
	g := k.DecodeGrid(s.Batch)
	fmt.Printf("decode grid %dx%dx%d; workspace %d bytes\n", g.X, g.Y, g.Z, k.WorkspaceBytes(s.Batch))

	// 2. The device: a gfx950 with a stream, or a clear stop.
	dev, err := hip.Open(0)
	if err != nil {
		return err
	}
	defer dev.Close()
	fmt.Printf("device: %s\n", dev.Info())

	// 3. Inputs: bf16 q, fp8 e4m3fn KV codes with a per-tensor scale, every
	// sequence s.KVLen long.
	const heads, qk, vd = registry.NumHeads, registry.QKDim, registry.VDim
	rng := rand.New(rand.NewPCG(1, 2))
	q := make([]byte, s.Batch*heads*qk*2)
	for i := 0; i < len(q); i += 2 {
		binary.LittleEndian.PutUint16(q[i:], uint16(math.Float32bits(float32(rng.NormFloat64()))>>16))
	}
	kv := make([]byte, s.Batch*s.KVLen*qk)
	for i := range kv {
		kv[i] = byte(rng.IntN(0x70)) | byte(rng.IntN(2))<<7 // finite codes, |x| < 256
	}
	const kvScale = 1.0 / 64
	qo, kvp := make([]byte, (s.Batch+1)*4), make([]byte, (s.Batch+1)*4)
	for b := 0; b <= s.Batch; b++ {
		binary.LittleEndian.PutUint32(qo[4*b:], uint32(b))
		binary.LittleEndian.PutUint32(kvp[4*b:], uint32(b*s.KVLen))
	}
	var a kernels.Args
	for _, in := range []struct {
		dst  *uint64
		data []byte
	}{
		{&a.Q, q}, {&a.KV, kv}, {&a.KVScale, binary.LittleEndian.AppendUint32(nil, math.Float32bits(kvScale))},
		{&a.QOIndptr, qo}, {&a.KVIndptr, kvp},
	} {
		p, err := dev.Alloc(int64(len(in.data)))
		if err == nil {
			err = dev.CopyIn(p, in.data)
		}
		if err != nil {
			return err
		}
		*in.dst = uint64(p)
	}
	ws, err := dev.Alloc(k.WorkspaceBytes(s.Batch))
	if err != nil {
		return err
	}
	n := s.Batch * heads * vd
	out, err := dev.Alloc(int64(n) * 2)
	if err != nil {
		return err
	}
	a.Workspace, a.Out, a.SMScale = uint64(ws), uint64(out), float32(1/math.Sqrt(qk))

	// 4. Load the embedded code object, launch decode (and reduce), read back.
	m, err := k.Load(dev.Info().Index)
	if err != nil {
		return err
	}
	defer m.Unload()
	if err := m.Launch(dev.Stream(), s.Batch, a); err != nil {
		return err
	}
	res := make([]byte, n*2)
	if err := dev.CopyOut(res, out); err != nil { // waits for the stream
		return err
	}

	// 5. Each output is a softmax-weighted average of V rows: finite and
	// within the largest |v| (plus the weights' fp8 rounding).
	vmax := 0.0
	for t := 0; t < s.Batch*s.KVLen; t++ {
		for d := 0; d < vd; d++ {
			vmax = math.Max(vmax, math.Abs(e4m3(kv[t*qk+d])*kvScale))
		}
	}
	for i := 0; i < n; i++ {
		o := float64(math.Float32frombits(uint32(binary.LittleEndian.Uint16(res[2*i:])) << 16))
		if math.IsNaN(o) || math.Abs(o) > 1.07*vmax {
			return fmt.Errorf("output %d is %v, outside [-%.3g, %.3g]", i, o, 1.07*vmax, 1.07*vmax)
		}
	}
	fmt.Printf("output: %d values within the V rows' range (max |v| %.4g)\n", n, vmax)
	return nil
}

// e4m3 decodes an OCP fp8 e4m3fn code (finite codes only).
func e4m3(c byte) float64 {
	e, m := int(c>>3)&15, float64(c&7)
	v := math.Ldexp(m, -9) // subnormal
	if e > 0 {
		v = math.Ldexp(1+m/8, e-7)
	}
	if c&0x80 != 0 {
		return -v
	}
	return v
}
