package calib

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"text/template"

	"github.com/mlagen/mlagen/gen"
	"github.com/mlagen/mlagen/templates"
)

// The micro-kernels' fixed shapes. Their timed loops are unrolled Unroll
// times, so a loop's own instructions cost little against the step they
// repeat; the host keeps every step count a multiple of it.
const (
	// Unroll is the steps per loop iteration of the chase, LDS and barrier
	// kernels.
	Unroll = 32
	// hogDwords of LDS (96 KiB) make every stream workgroup own its compute
	// unit: two do not fit in gfx950's 160 KiB.
	hogDwords = 96 * 1024 / 4
	// ldsChainDwords bound the LDS chain (64 KiB).
	ldsChainDwords = 64 * 1024 / 4
	// fillMul is the stream data's multiplier (word i = i * fillMul + seed).
	fillMul = 0x9E3779B1
	// fillBlock is the fill kernel's block size.
	fillBlock = 256
	// streamLoadBytes is what one wave's load instruction reads (64 lanes x 16 bytes).
	streamLoadBytes = 1024
)

// Windows are the loads in flight per wave of the stream kernels
// (calib_stream_w<N>): with 1 or 8 waves a workgroup they span 1 to 256 KiB
// in flight per compute unit.
var Windows = []int{1, 2, 4, 8, 16, 32}

// Kernel names.
const (
	KEmpty   = "calib_empty"
	KSpin    = "calib_spin"
	KStamp   = "calib_stamp"
	KChase   = "calib_chase"
	KFill    = "calib_fill"
	KLDS     = "calib_lds"
	KBarrier = "calib_barrier"
)

// StreamKernel names the stream kernel keeping w loads in flight per wave.
func StreamKernel(w int) string { return fmt.Sprintf("calib_stream_w%d", w) }

// KernelNames are the calibration code object's kernels.
func KernelNames() []string {
	ks := []string{KEmpty, KSpin, KStamp, KChase, KFill, KLDS, KBarrier}
	for _, w := range Windows {
		ks = append(ks, StreamKernel(w))
	}
	return ks
}

// ModuleName is the calibration code object's name (file and -cuid).
const ModuleName = "mlagen_calib"

var tmpl = template.Must(template.New("calib").
	Option("missingkey=error").
	Funcs(template.FuncMap{"seq": func(n int) []int {
		s := make([]int, n)
		for i := range s {
			s[i] = i
		}
		return s
	}}).
	ParseFS(templates.Calib, "calib/*.tmpl"))

// Source is the HIP source of the calibration kernels; command is recorded
// in its generated-code header.
func Source(command string) ([]byte, error) {
	data := struct {
		Command, CompileHint                         string
		Unroll                                       int
		UnrollSteps                                  []int
		Windows                                      []int
		HogDwords, HogKiB, LDSChainDwords, FillBlock int
		FillMul                                      uint32
	}{
		Command: command, CompileHint: strings.Join(gen.CompileFlags, " "),
		Unroll: Unroll, UnrollSteps: make([]int, Unroll), Windows: Windows,
		HogDwords: hogDwords, HogKiB: hogDwords * 4 / 1024, LDSChainDwords: ldsChainDwords, FillBlock: fillBlock,
		FillMul: fillMul,
	}
	var buf bytes.Buffer
	if err := tmpl.ExecuteTemplate(&buf, "calib", data); err != nil {
		return nil, fmt.Errorf("expanding the calibration kernels: %w", err)
	}
	return buf.Bytes(), nil
}

// Build expands and compiles the calibration kernels with cc (the compile
// driver of the decode kernels, with its cache).
func Build(ctx context.Context, cc *gen.Compiler, command string) ([]byte, error) {
	src, err := Source(command)
	if err != nil {
		return nil, err
	}
	obj, err := cc.CompileKernels(ctx, ModuleName, src, KernelNames()...)
	if err != nil {
		return nil, fmt.Errorf("compiling the calibration kernels: %w", err)
	}
	return obj, nil
}
