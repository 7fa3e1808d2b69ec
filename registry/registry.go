// Package registry holds the types of a Go registry mlagen generates: a
// package (mlagen --package NAME, default generated) whose zregistry.go
// defines one Registry value listing its kernels, each with its config,
// symbols, resources and gfx950 code object (embedded with go:embed), and its
// shape table. The launch API (package kernels) takes any Registry, so a
// downstream module can generate its own with go generate and launch from it.
//
// It imports nothing but the standard library: a generated registry builds
// with no compiler, no cgo and no other part of mlagen.
package registry

import "strconv"

// DefaultPackage is the Go package name of a registry when none is given
// (mlagen's own, generated/).
const DefaultPackage = "generated"

// Problem and launch constants of every kernel (docs/kernel.md).
const (
	NumHeads        = 16  // query heads sharing the latent KV head
	QKDim           = 576 // q and kv row length (512 latent + 64 rope)
	VDim            = 512 // output row length
	ReduceBlockSize = 512 // reduce work-items per workgroup
	// WorkspaceRowFloats is the f32 count of one (sequence, head, split) partial row.
	WorkspaceRowFloats = 516
)

// Registry is a generated set of kernels and the shapes they were chosen for.
type Registry struct {
	Package string // the generated package's name, e.g. "generated"
	Command string // the mlagen command that generated it, e.g. "mlagen --shape all"
	// TemplatesSHA256 identifies the templates the kernels were expanded
	// from (the manifest's templates_sha256): an mlagen built with other
	// templates knows these kernels are not its own.
	TemplatesSHA256 string
	Kernels         []Kernel
	Shapes          []Shape
}

// Kernel is one generated config: its decode kernel and, with more than one
// split, its reduce kernel, both in one code object.
type Kernel struct {
	Name       string // decode kernel symbol, e.g. mla_decode_s8_p2_t32
	ReduceName string // reduce kernel symbol; "" with one split
	Splits     int
	Stages     int
	Tile       int
	// Dims are the config's optional dimensions not at their default, in
	// mlagen's table order (docs/dimensions.md): nil for a plain kernel.
	Dims        []Dim
	DecodeBlock int // decode work-items per workgroup (64 per wave)
	// Plan is the split planner's parameters a persistent kernel was
	// generated to be planned with (mla.Config.PlanParams: its work step
	// and the per-item overhead mlagen tune learned for it); nil for a
	// static kernel.
	Plan           *Plan
	Decode         Resources
	Reduce         Resources // zero with one split
	CodeObjectFile string    // file name in the generated folder
	CodeObject     []byte    // the gfx950 code object (ELF)
}

// Plan is a persistent kernel's planner parameters besides the batch and the
// device (package plan's Params.Tile and Params.Overhead).
type Plan struct {
	Tile     int // tokens per work step: the planner cuts sequences at multiples of it
	Overhead int // per-item overhead, token-equivalents
	// OverheadSource says where Overhead came from: the learned table
	// (and what timed it: modeled or measured) or the planner's default.
	OverheadSource string
}

// Dim is one optional dimension's value, e.g. {"lse", "on"} or {"q", "fp8s"}:
// the flag mlagen generated the kernel with and its value.
type Dim struct {
	Key   string
	Value string
}

// Resources is what the compiler gave a kernel, and its occupancy on gfx950.
type Resources struct {
	VGPRs           int
	AGPRs           int
	SGPRs           int
	LDSBytes        int
	WavesPerSIMD    int
	WorkgroupsPerCU int
}

// Shape is one row of the shape table: the kernel chosen for a shape.
type Shape struct {
	Batch  int
	KVLen  int
	Kernel string // a Kernel's Name
}

// Lookup returns the kernel named name (its decode symbol), or nil.
func (r *Registry) Lookup(name string) *Kernel {
	for i := range r.Kernels {
		if r.Kernels[i].Name == name {
			return &r.Kernels[i]
		}
	}
	return nil
}

// ForShape returns the kernel the shape table names for (batch, kvLen), or
// nil when the shape is not in the table.
func (r *Registry) ForShape(batch, kvLen int) *Kernel {
	for _, s := range r.Shapes {
		if s.Batch == batch && s.KVLen == kvLen {
			return r.Lookup(s.Kernel)
		}
	}
	return nil
}

// Names lists the kernels, in the registry's order.
func (r *Registry) Names() []string {
	out := make([]string, len(r.Kernels))
	for i, k := range r.Kernels {
		out[i] = k.Name
	}
	return out
}

// HasReduce reports whether the kernel has a reduce pass (more than one split).
func (k *Kernel) HasReduce() bool { return k.ReduceName != "" }

// Persistent reports whether the kernel is persistent (dimension ps on): it
// walks a split planner's plan (package plan), so its decode grid is the
// plan's workgroups and its workspace the plan layout's WorkspaceBytes, not
// DecodeGrid's and WorkspaceBytes' (package kernels computes them).
func (k *Kernel) Persistent() bool {
	for _, d := range k.Dims {
		if d.Key == "ps" && d.Value == "on" {
			return true
		}
	}
	return false
}

// dimInt is the integer value of dimension key (heads, qlen), def when the
// kernel has it at its default.
func (k *Kernel) dimInt(key string, def int) int {
	for _, d := range k.Dims {
		if d.Key == key {
			if v, err := strconv.Atoi(d.Value); err == nil {
				return v
			}
		}
	}
	return def
}

// Heads is the number of query heads (dimension heads; 16 by default): q is
// [batch * QLen, Heads, 576] and out [batch * QLen, Heads, 512].
func (k *Kernel) Heads() int { return k.dimInt("heads", NumHeads) }

// QLen is the number of query tokens per sequence (dimension qlen; 1 by
// default).
func (k *Kernel) QLen() int { return k.dimInt("qlen", 1) }

// FoldRows is the query rows of one decode workgroup (dimension fold; 16 by
// default): a row-folded kernel reads each KV tile once for all of them.
func (k *Kernel) FoldRows() int { return k.dimInt("fold", NumHeads) }

// DecodeGrid is the decode kernel's grid for batch sequences: (splits, batch,
// QLen x Heads / FoldRows) (static splits; see Persistent).
func (k *Kernel) DecodeGrid(batch int) [3]int {
	return [3]int{k.Splits, batch, k.QLen() * k.Heads() / k.FoldRows()}
}

// ReduceGrid is the reduce kernel's grid: (Heads, batch, QLen).
func (k *Kernel) ReduceGrid(batch int) [3]int { return [3]int{k.Heads(), batch, k.QLen()} }

// WorkspaceBytes is the f32 workspace the decode and reduce kernels share; 0
// with one split.
func (k *Kernel) WorkspaceBytes(batch int) int64 {
	if k.Splits == 1 {
		return 0
	}
	return int64(batch) * int64(k.QLen()*k.Heads()) * int64(k.Splits) * WorkspaceRowFloats * 4
}
