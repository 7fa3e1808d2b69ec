// Package kernels is the Go way to use mlagen's generated kernels: it picks
// the kernel for a shape from the generated registry (package generated),
// gives its embedded code object, launch dimensions and workspace size, packs
// its arguments, and (in a binary built with -tags rocm) loads and launches
// it on a HIP stream.
//
//	k, err := kernels.ForShape(gen.Shape{Batch: 64, KVLen: 8192})
//	m, err := k.Load(0)                           // device 0, which must be a gfx950
//	err = m.Launch(stream, 64, kernels.Args{...}) // decode, then reduce, on stream
//
// Without the rocm tag everything but Load works and Load returns
// hip.ErrNotBuilt.
package kernels

import (
	"errors"
	"fmt"
	"math"
	"strings"

	"github.com/mlagen/mlagen/gen"
	"github.com/mlagen/mlagen/generated"
	"github.com/mlagen/mlagen/hip"
)

// Kernel is one generated kernel: its registry entry and its config.
type Kernel struct {
	*generated.Kernel
	Config gen.Config
}

// ErrNotGenerated matches (errors.Is) the error of ForShape and ByName for a
// kernel that is not in generated/.
var ErrNotGenerated = errors.New("kernel not generated")

// NotGeneratedError says which kernel is missing and how to add it.
type NotGeneratedError struct {
	Shape  *gen.Shape // the shape asked for, if any
	Config gen.Config
}

func (e *NotGeneratedError) Error() string {
	var b strings.Builder
	if e.Shape != nil {
		fmt.Fprintf(&b, "shape %v is not in the generated shape table, and %s, the config gen.Select picks for it, is not in generated/",
			*e.Shape, e.Config.Name())
	} else {
		fmt.Fprintf(&b, "%s is not in generated/", e.Config.Name())
	}
	fmt.Fprintf(&b, " (it has %s): regenerate with the shape added, `go run ./cmd/mlagen --shape %s`, "+
		"and rebuild", strings.Join(Names(), ", "), strings.Join(shapesWith(e.Shape), ","))
	return b.String()
}

func (e *NotGeneratedError) Is(target error) bool { return target == ErrNotGenerated }

// shapesWith lists the generated shapes plus s, as --shape wants them.
func shapesWith(s *gen.Shape) []string {
	var out []string
	for _, e := range generated.Shapes {
		out = append(out, gen.Shape{Batch: e.Batch, KVLen: e.KVLen}.String())
	}
	if s != nil {
		out = append(out, s.String())
	} else {
		out = append(out, "BATCHxKV_LEN")
	}
	return out
}

// Names lists the generated kernels.
func Names() []string {
	var out []string
	for _, k := range generated.Kernels {
		out = append(out, k.Name)
	}
	return out
}

// ForShape returns the kernel for a shape: the generated shape table's entry
// if it has the shape, else the config gen.Select picks for it if that was
// generated (for another shape), else a NotGeneratedError saying how to add it.
func ForShape(s gen.Shape) (*Kernel, error) {
	if k := generated.ForShape(s.Batch, s.KVLen); k != nil {
		return wrap(k)
	}
	c := gen.Select(s)
	if k := generated.Lookup(c.Name()); k != nil {
		return wrap(k)
	}
	return nil, &NotGeneratedError{Shape: &s, Config: c}
}

// ByName returns the generated kernel named name (its decode symbol).
func ByName(name string) (*Kernel, error) {
	c, err := gen.ParseName(name)
	if err != nil {
		return nil, err
	}
	k := generated.Lookup(name)
	if k == nil {
		return nil, &NotGeneratedError{Config: c}
	}
	return wrap(k)
}

func wrap(k *generated.Kernel) (*Kernel, error) {
	c := gen.Config{Splits: k.Splits, Stages: k.Stages, Tile: k.Tile}
	if c.Name() != k.Name {
		return nil, fmt.Errorf("kernels: registry entry %s has config %s: generated/ is inconsistent, regenerate it", k.Name, c.Name())
	}
	return &Kernel{Kernel: k, Config: c}, nil
}

// DecodeGrid and the others are the launch dimensions for batch sequences
// (docs/kernel.md).
func (k *Kernel) DecodeGrid(batch int) hip.Dim3  { return dim(k.Config.DecodeGrid(batch)) }
func (k *Kernel) DecodeBlock() hip.Dim3          { return dim(k.Config.DecodeBlock()) }
func (k *Kernel) ReduceGrid(batch int) hip.Dim3  { return dim(k.Config.ReduceGrid(batch)) }
func (k *Kernel) ReduceBlock() hip.Dim3          { return dim(k.Config.ReduceBlock()) }
func (k *Kernel) WorkspaceBytes(batch int) int64 { return k.Config.WorkspaceBytes(batch) }
func (k *Kernel) HasReduce() bool                { return k.ReduceName != "" }
func dim(d gen.Dim) hip.Dim3                     { return hip.Dim3{X: uint32(d.X), Y: uint32(d.Y), Z: uint32(d.Z)} }

// Args are the device buffers and scalars of one call (docs/kernel.md);
// pointers are device addresses.
type Args struct {
	Q         uint64 // bf16 [batch, 16, 576]
	KV        uint64 // fp8 e4m3fn [total_kv, 576]
	KVScale   uint64 // f32 [1]
	QOIndptr  uint64 // int32 [batch+1]
	KVIndptr  uint64 // int32 [batch+1]
	Workspace uint64 // WorkspaceBytes(batch) bytes; 0 with one split
	Out       uint64 // bf16 [batch, 16, 512]
	SMScale   float32
}

// values maps argument names (gen.DecodeArgs, gen.ReduceArgs) to their bits.
func (a Args) values() map[string]uint64 {
	return map[string]uint64{
		"q": a.Q, "kv": a.KV, "kv_scale": a.KVScale, "qo_indptr": a.QOIndptr,
		"kv_indptr": a.KVIndptr, "workspace": a.Workspace, "out": a.Out,
		"sm_scale": uint64(f32bits(a.SMScale)),
	}
}

// DecodeKernarg is the decode kernel's explicit kernarg segment for a: the
// arguments laid out as gen.Layout places them (the HIP runtime fills the
// hidden arguments after them).
func DecodeKernarg(a Args) []byte { return pack(gen.DecodeArgs, a) }

// ReduceKernarg is the reduce kernel's explicit kernarg segment for a.
func ReduceKernarg(a Args) []byte { return pack(gen.ReduceArgs, a) }

func f32bits(f float32) uint32 { return math.Float32bits(f) }

func pack(args []gen.Arg, a Args) []byte {
	offs, size := gen.Layout(args)
	vals := a.values()
	b := make([]byte, size)
	for i, arg := range args {
		v := vals[arg.Name]
		for j := 0; j < arg.Size(); j++ {
			b[offs[i]+j] = byte(v >> (8 * j))
		}
	}
	return b
}
