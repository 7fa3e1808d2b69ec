package emu

import (
	"fmt"
	"math"
	"runtime"
	"strings"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/gen/codeobj"
)

// Launch and descriptor limits. Everything read from a code object or passed
// to Launch is checked against these before it sizes an allocation or
// indexes a register file.
const (
	// MaxKernargSize bounds a kernarg segment (the descriptor's and the
	// metadata's kernarg_segment_size, and the bytes passed to Launch). HIP
	// and CUDA accept 4 KiB of explicit arguments (CUDA 12.1+: 32,764 bytes)
	// and code object v5 adds 256 bytes of hidden ones; ROCclr reports 1 KiB
	// as the OpenCL parameter limit. 64 KiB is twice the largest of these: a
	// segment beyond it is a corrupt size, not a kernel.
	MaxKernargSize = 64 << 10

	// maxUserSGPRs is the number of user SGPRs a gfx9 dispatch can preload
	// (LLVM AMDGPU::getMaxNumUserSGPRs: 16 before gfx1250); USER_SGPR_COUNT
	// (5 bits) and the kernarg preload length (7 bits) can encode more.
	maxUserSGPRs = 16

	// maxWorkItemsPerDim: the AQL dispatch packet's grid sizes are 32-bit
	// work-item counts, and HIP rejects gridDim x blockDim >= 2^32 in any
	// dimension.
	maxWorkItemsPerDim = math.MaxUint32

	// DefaultMaxWorkgroups is the default cap on workgroups per launch
	// (WithMaxWorkgroups). Even an empty workgroup costs the emulator about a
	// microsecond, the kernels here hundreds: 2^24 workgroups is hours.
	DefaultMaxWorkgroups = 1 << 24

	// DefaultLaunchInstructionLimit is the default budget of wave-instructions
	// per launch (WithLaunchInstructionLimit): about an hour at the
	// emulator's few million wave-instructions per second, and over a hundred
	// times the largest launch the tests and `mlagen verify` make.
	DefaultLaunchInstructionLimit = 1 << 34
)

// WithLaunchInstructionLimit makes a launch fail once its waves together have
// executed more than n instructions (0: no limit; default
// DefaultLaunchInstructionLimit). It is checked after each workgroup (and
// bounds each wave as WithInstructionLimit does), so a launch may run up to
// one workgroup per worker past it.
func WithLaunchInstructionLimit(n uint64) Option { return func(e *Emulator) { e.launchLimit = n } }

// WithMaxWorkgroups sets the most workgroups one launch may have (default
// DefaultMaxWorkgroups).
func WithMaxWorkgroups(n uint64) Option { return func(e *Emulator) { e.maxWorkgroups = n } }

// checkDescriptor range-checks the descriptor and metadata values the
// executor uses (LDS and entry are checked by newKernelCode).
func checkDescriptor(meta *codeobj.Kernel, vgprs, accum int) error {
	d := &meta.Descriptor
	if w := meta.WavefrontSize; w != 0 && w != 64 {
		return fmt.Errorf("metadata .wavefront_size %d; gfx950 runs wave64", w)
	}
	if accum > vgprs {
		return fmt.Errorf("ACCUM_OFFSET puts the first AGPR at v%d, beyond the %d allocated VGPRs", accum, vgprs)
	}
	if ks := max(meta.KernargSize, d.KernargSize); ks > MaxKernargSize {
		return fmt.Errorf("kernarg segment of %d bytes exceeds the emulator's %d-byte limit (emu.MaxKernargSize)", ks, MaxKernargSize)
	}
	n := d.UserSGPRCount()
	if n > maxUserSGPRs {
		return fmt.Errorf("USER_SGPR_COUNT %d exceeds the %d user SGPRs of gfx9", n, maxUserSGPRs)
	}
	enabled := 0
	for _, u := range d.UserSGPRs() {
		enabled += u.Dwords
	}
	pre, preOff := d.KernargPreloadLength(), d.KernargPreloadOffset()
	if enabled+pre > maxUserSGPRs {
		return fmt.Errorf("kernarg preload of %d dwords after %d enabled user SGPRs exceeds the %d user SGPRs of gfx9",
			pre, enabled, maxUserSGPRs)
	}
	if enabled+pre > n {
		return fmt.Errorf("USER_SGPR_COUNT %d is less than the %d user SGPRs the kernel code properties and kernarg preload enable",
			n, enabled+pre)
	}
	if pre > 0 {
		ks := max(meta.KernargSize, d.KernargSize)
		if end := 4 * uint64(preOff+pre); end > uint64(ks) {
			return fmt.Errorf("kernarg preload of dwords %d..%d reaches beyond the %d-byte kernarg segment", preOff, preOff+pre-1, ks)
		}
	}
	return nil
}

// checkLaunch checks a launch's grid and kernarg bytes against the hardware
// and emulator limits and returns the number of workgroups.
func (e *Emulator) checkLaunch(kc *kernelCode, grid, block device.Dim3, kernarg []byte) (uint64, error) {
	for _, d := range []struct {
		name string
		g, b uint32
	}{{"x", grid.X, block.X}, {"y", grid.Y, block.Y}, {"z", grid.Z, block.Z}} {
		if items := uint64(d.g) * uint64(d.b); items > maxWorkItemsPerDim {
			return 0, fmt.Errorf("emu: Launch %s: grid %v of blocks %v has %d work-items in %s; the dispatch packet holds at most 2^32-1",
				kc.name, grid, block, items, d.name)
		}
	}
	// Each dimension is below 2^32: the product of two fits in 64 bits; the
	// third is checked by division so that it cannot wrap.
	xy := uint64(grid.X) * uint64(grid.Y)
	if limit := e.maxWorkgroups; limit != 0 && (xy > limit || uint64(grid.Z) > limit/xy) {
		return 0, fmt.Errorf("emu: Launch %s: grid %v is more than %d workgroups (WithMaxWorkgroups)", kc.name, grid, limit)
	}
	if len(kernarg) > MaxKernargSize {
		return 0, fmt.Errorf("emu: Launch %s: kernarg of %d bytes exceeds the emulator's %d-byte limit (emu.MaxKernargSize)",
			kc.name, len(kernarg), MaxKernargSize)
	}
	return xy * uint64(grid.Z), nil
}

// charge adds a finished workgroup's instructions to the launch's total and
// fails the launch when it passes the budget.
func (l *launch) charge(n uint64) error {
	if l.budget == 0 {
		return nil
	}
	if l.executed.Add(n) > l.budget {
		return fmt.Errorf("emu: kernel %s: launch executed more than %d instructions (WithLaunchInstructionLimit)", l.k.name, l.budget)
	}
	return nil
}

// recoverWorker turns a panic in a worker goroutine - an emulator bug, or a
// check that is missing - into the launch's error, naming the kernel,
// workgroup, wave and instruction, instead of letting it end the process.
func (l *launch) recoverWorker(g *workgroup) {
	r := recover()
	if r == nil {
		return
	}
	msg := fmt.Sprintf("emulator panic: %v%s", r, panicSite())
	w := g.cur
	if w == nil {
		l.setErr(fmt.Errorf("emu: kernel %s: workgroup (%d,%d,%d): %s", l.k.name, g.id[0], g.id[1], g.id[2], msg))
		return
	}
	f := &Fault{Kernel: l.k.name, Workgroup: g.id, Wave: w.id, Lane: -1, Msg: msg}
	if i := int(w.pc) - 1; i >= 0 && i < len(l.k.code) {
		if in := l.k.code[i].in; in != nil {
			f.PC, f.Inst = in.Addr, instText(in)
		}
	}
	l.setErr(f)
}

// panicSite returns " at file:line" of the innermost frame of this package
// below the panic, or "".
func panicSite() string {
	pc := make([]uintptr, 32)
	frames := runtime.CallersFrames(pc[:runtime.Callers(3, pc)])
	for {
		f, more := frames.Next()
		if strings.Contains(f.Function, "/mlagen/emu.") && !strings.Contains(f.Function, "recoverWorker") {
			file := f.File
			if i := strings.LastIndex(file, "/"); i >= 0 {
				file = file[i+1:]
			}
			return fmt.Sprintf(" at %s:%d", file, f.Line)
		}
		if !more {
			return ""
		}
	}
}
