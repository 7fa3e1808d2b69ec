package gen

import (
	"bytes"
	"fmt"
	"sort"
	"strings"

	"github.com/mlagen/mlagen/mla"
)

type headerData struct {
	Command                string
	NumHeads, QKDim, VDim  int
	ReduceBlock, RowFloats int
	Structs                []cStruct
	Kernels                []cKernel
	Shapes                 []cShape
	// Dims: some kernel has an optional dimension off its default; the
	// kernel table then records every kernel's dimensions and argument
	// structs (a header of plain kernels stays as it always was).
	Dims      bool
	DimFields []cDimField
	// PS: some kernel is persistent (--ps): the header says how to launch it.
	PS bool
	// One: some kernel merges its splits in its decode launch (--one): the
	// header says its workspace must start zeroed.
	One bool
}

// cDimField is a dimension's field in mla_kernel_info and its values' macros.
type cDimField struct {
	Key, Doc string
	Values   []cDimValue
}

type cDimValue struct {
	Macro, Doc string
	Index      int
}

type cStruct struct {
	Name, Doc string
	Fields    []cField
	Size      int
}

type cField struct {
	Struct, Field, Decl, Doc string
	Offset                   int
}

type cKernel struct {
	Name, Reduce              string
	Splits, Stages, Tile, LDS int
	Block                     int
	VGPRs, AGPRs, SGPRs       int
	// With headerData.Dims: each dimension's value index, in table order,
	// and the kernel's argument structs and their sizes.
	DimValues                        []int
	DecodeArgs, ReduceArgs           string
	DecodeArgsBytes, ReduceArgsBytes int
	// With headerData.PS: a persistent kernel's PlanParams tile and
	// overhead (0 for a static kernel).
	PlanTile, PlanOverhead int
}

type cShape struct{ Batch, KVLen, Kernel int }

// argStruct lays args out as a C struct matching the kernarg segment.
func argStruct(name, doc string, args []mla.Arg) cStruct {
	offs, size := mla.Layout(args)
	s := cStruct{Name: name, Doc: doc, Size: size}
	for i, a := range args {
		decl := strings.TrimSpace(strings.ReplaceAll(a.CType, "__restrict__", ""))
		s.Fields = append(s.Fields, cField{Struct: name, Field: a.Name, Decl: decl + " " + a.Name, Doc: a.Doc, Offset: offs[i]})
	}
	return s
}

// emitHeader writes mla_kernels.h for C and C++ consumers.
func emitHeader(r *Result, command string) ([]byte, error) {
	d := headerData{
		Command: command, NumHeads: mla.NumHeads, QKDim: mla.QKDim, VDim: mla.VDim,
		ReduceBlock: mla.ReduceBlockSize, RowFloats: mla.WorkspaceRowFloats,
	}
	for _, k := range r.Kernels {
		d.Dims = d.Dims || !k.Config.Plain()
		d.PS = d.PS || k.Config.PS
		d.One = d.One || k.Config.One
	}
	d.Structs = argStructs(r.Kernels, d.Dims)
	if d.Dims {
		for _, dm := range mla.Dimensions() {
			f := cDimField{Key: dm.Key, Doc: dm.Doc}
			for i, v := range dm.Values {
				f.Values = append(f.Values, cDimValue{Macro: "MLA_" + strings.ToUpper(dm.Key+"_"+v.Name), Doc: v.Doc, Index: i})
			}
			d.DimFields = append(d.DimFields, f)
		}
	}
	index := map[mla.Config]int{}
	for i, k := range r.Kernels {
		c := k.Config
		index[c] = i
		ck := cKernel{
			Name: c.Name(), Reduce: c.ReduceName(),
			Splits: c.Splits, Stages: c.Stages, Tile: c.Tile, Block: c.DecodeBlock().X,
			LDS: k.Decode.LDSBytes, VGPRs: k.Decode.VGPRs, AGPRs: k.Decode.AGPRs, SGPRs: k.Decode.SGPRs,
		}
		if c.PS {
			pp := c.PlanParams(1)
			ck.PlanTile, ck.PlanOverhead = pp.Tile, pp.Overhead
		}
		if d.Dims {
			for _, dm := range mla.Dimensions() {
				ck.DimValues = append(ck.DimValues, dm.Index(c.Dims))
			}
			ck.DecodeArgs = c.DecodeArgsStruct()
			_, ck.DecodeArgsBytes = mla.Layout(c.DecodeArgs())
			if c.HasReduce() {
				ck.ReduceArgs = c.ReduceArgsStruct()
				_, ck.ReduceArgsBytes = mla.Layout(c.ReduceArgs())
			}
		}
		d.Kernels = append(d.Kernels, ck)
	}
	for _, s := range r.Shapes {
		d.Shapes = append(d.Shapes, cShape{s.Shape.Batch, s.Shape.KVLen, index[s.Config]})
	}
	var buf bytes.Buffer
	if err := tmpl.ExecuteTemplate(&buf, "header", d); err != nil {
		return nil, fmt.Errorf("rendering mla_kernels.h: %w", err)
	}
	return buf.Bytes(), nil
}

// argStructs lists one C struct per distinct argument list: the plain
// kernels' mla_decode_args and mla_reduce_args always, then those of the
// kernels' dimensions (by name). With dims (a header with dimensions) each
// struct's comment names the dimensions that make its list.
func argStructs(ks []*Kernel, dims bool) []cStruct {
	plain := mla.Config{}
	if !dims {
		return []cStruct{
			argStruct(plain.DecodeArgsStruct(), "Arguments of every mla_decode_* kernel, in kernarg layout.", plain.DecodeArgs()),
			argStruct(plain.ReduceArgsStruct(), "Arguments of every mla_reduce_* kernel, in kernarg layout.", plain.ReduceArgs()),
		}
	}
	type list struct {
		args []mla.Arg
		doc  string
	}
	collect := func(kind string, reduce bool) []cStruct {
		byName := map[string]list{}
		add := func(c mla.Config) {
			name, args := c.DecodeArgsStruct(), c.DecodeArgs()
			if reduce {
				name, args = c.ReduceArgsStruct(), c.ReduceArgs()
			}
			if _, ok := byName[name]; ok {
				return
			}
			what := "no dimension adds an argument"
			if suf := strings.TrimPrefix(name, "mla_"+kind+"_args_"); suf != name {
				what = "the arguments of _" + strings.ReplaceAll(suf, "_", ", _") + " appended"
			}
			byName[name] = list{args, fmt.Sprintf("Arguments of the mla_%s_* kernels whose %s_args is %q (%s), in kernarg layout.", kind, kind, name, what)}
		}
		add(plain)
		for _, k := range ks {
			if !reduce || k.Config.HasReduce() {
				add(k.Config)
			}
		}
		names := make([]string, 0, len(byName))
		for n := range byName {
			names = append(names, n)
		}
		sort.Slice(names, func(i, j int) bool {
			return len(names[i]) < len(names[j]) || len(names[i]) == len(names[j]) && names[i] < names[j]
		})
		var out []cStruct
		for _, n := range names {
			out = append(out, argStruct(n, byName[n].doc, byName[n].args))
		}
		return out
	}
	return append(collect("decode", false), collect("reduce", true)...)
}
