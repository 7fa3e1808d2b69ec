package gen

import (
	"bytes"
	"fmt"
	"strings"
)

type headerData struct {
	Command                string
	NumHeads, QKDim, VDim  int
	ReduceBlock, RowFloats int
	Structs                []cStruct
	Kernels                []cKernel
	Shapes                 []cShape
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
}

type cShape struct{ Batch, KVLen, Kernel int }

// argStruct lays args out as a C struct matching the kernarg segment.
func argStruct(name, doc string, args []Arg) cStruct {
	offs, size := Layout(args)
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
		Command: command, NumHeads: NumHeads, QKDim: QKDim, VDim: VDim,
		ReduceBlock: ReduceBlockSize, RowFloats: WorkspaceRowFloats,
		Structs: []cStruct{
			argStruct("mla_decode_args", "Arguments of every mla_decode_* kernel, in kernarg layout.", DecodeArgs),
			argStruct("mla_reduce_args", "Arguments of every mla_reduce_* kernel, in kernarg layout.", ReduceArgs),
		},
	}
	index := map[Config]int{}
	for i, k := range r.Kernels {
		index[k.Config] = i
		ck := cKernel{
			Name: k.Config.Name(), Reduce: k.Config.ReduceName(),
			Splits: k.Config.Splits, Stages: k.Config.Stages, Tile: k.Config.Tile, Block: k.Config.DecodeBlock().X,
			LDS: k.Decode.LDSBytes, VGPRs: k.Decode.VGPRs, AGPRs: k.Decode.AGPRs, SGPRs: k.Decode.SGPRs,
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
