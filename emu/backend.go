package emu

import (
	"bytes"
	"debug/elf"
	"errors"
	"fmt"
	"sync"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/gen/codeobj"
)

// Emulator is a device.Backend that runs gfx950 code objects on the host.
//
// Launches run synchronously: Launch returns when the kernel has finished
// (or faulted) and returns that kernel's error; Sync returns the first error
// of any launch since the previous Sync. Workgroups of a launch run in
// parallel on up to Workers goroutines.
//
// Fresh device allocations, LDS and registers hold a poison pattern (0xFF
// bytes by default: NaN as f32, bf16, f16 and fp8, -1 as an integer), so a
// kernel that reads memory it never wrote, or registers the hardware does not
// initialize, produces visibly wrong results. WithFill changes the pattern.
type Emulator struct {
	mem       *memory
	fill      byte
	workers   int
	limit     uint64
	lddma     LDSDMAOutOfRange
	raceCheck bool

	interleave bool // WithInterleavedWaits (exec_interleave.go)
	xcds       int  // WithXCDs (coherence.go)

	launchLimit   uint64 // wave-instructions per launch (limits.go)
	maxWorkgroups uint64
	ldsAlign      LDSAlignment

	mu    sync.Mutex
	err   error // first launch error since the last Sync
	stats Stats
}

// LDSDMAOutOfRange says what an LDS-DMA load (buffer_load ... lds) does for
// a lane whose buffer offset fails the V# num_records range check.
type LDSDMAOutOfRange uint8

const (
	// LDSDMAWriteZero writes zeros to the lane's LDS destination (the CDNA
	// behaviour: the load returns 0 like any out-of-range buffer read, and the
	// returned data is written to LDS). This is the default.
	LDSDMAWriteZero LDSDMAOutOfRange = iota
	// LDSDMASkip leaves the lane's LDS destination unchanged (what later
	// architectures' range-checked LDS loads do). For experiments only.
	LDSDMASkip
)

// Option configures an Emulator.
type Option func(*Emulator)

// WithFill sets the byte that fills fresh allocations, LDS and registers
// (default 0xFF).
func WithFill(b byte) Option { return func(e *Emulator) { e.fill = b } }

// WithWorkers sets how many goroutines run workgroups (default GOMAXPROCS).
func WithWorkers(n int) Option { return func(e *Emulator) { e.workers = n } }

// WithInstructionLimit makes a wave that executes more than n instructions
// fault (0: no limit; default 1<<32).
func WithInstructionLimit(n uint64) Option { return func(e *Emulator) { e.limit = n } }

// WithLDSRaceCheck turns the LDS-DMA race check (lds_race.go) on or off
// (default on).
func WithLDSRaceCheck(on bool) Option { return func(e *Emulator) { e.raceCheck = on } }

// WithLDSDMAOutOfRange selects the out-of-range LDS-DMA behaviour.
func WithLDSDMAOutOfRange(m LDSDMAOutOfRange) Option { return func(e *Emulator) { e.lddma = m } }

// New returns an emulator.
func New(opts ...Option) (*Emulator, error) {
	e := &Emulator{fill: 0xFF, limit: 1 << 32, raceCheck: true, xcds: 8,
		launchLimit: DefaultLaunchInstructionLimit, maxWorkgroups: DefaultMaxWorkgroups}
	for _, o := range opts {
		o(e)
	}
	e.mem = newMemory(e.fill)
	return e, nil
}

var _ device.Backend = (*Emulator)(nil)

// Name implements device.Backend.
func (e *Emulator) Name() string { return "emu" }

// Alloc implements device.Backend.
func (e *Emulator) Alloc(n int64) (device.DevPtr, error) {
	p, err := e.mem.alloc(n)
	return device.DevPtr(p), err
}

// Free implements device.Backend.
func (e *Emulator) Free(p device.DevPtr) error { return e.mem.free(uint64(p)) }

// CopyIn implements device.Backend.
func (e *Emulator) CopyIn(dst device.DevPtr, src []byte) error { return e.mem.copyIn(uint64(dst), src) }

// CopyOut implements device.Backend.
func (e *Emulator) CopyOut(dst []byte, src device.DevPtr) error {
	return e.mem.copyOut(dst, uint64(src))
}

// Sync implements device.Backend: launches are synchronous, so it only
// reports (and clears) the first error since the previous Sync.
func (e *Emulator) Sync() error {
	e.mu.Lock()
	defer e.mu.Unlock()
	err := e.err
	e.err = nil
	return err
}

// Close implements device.Backend.
func (e *Emulator) Close() error { return nil }

// Stats returns the work executed by all launches so far.
func (e *Emulator) Stats() Stats {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.stats
}

// Module is a loaded code object.
type Module struct {
	e    *Emulator
	co   *codeobj.CodeObject
	prog *program

	mu      sync.Mutex
	kernels map[string]*Kernel
}

// Kernel is a kernel of a loaded module, bound to the executor.
type Kernel struct {
	m    *Module
	meta *codeobj.Kernel
	code *kernelCode
}

// Name implements device.Kernel.
func (k *Kernel) Name() string { return k.meta.Name }

// WithDynamicLDS returns k to be launched with n bytes of dynamic LDS after
// its fixed group segment (HIP's extern __shared__ arrays: the launch's
// sharedMemBytes), as a kernel of its own; k itself is unchanged.
func (k *Kernel) WithDynamicLDS(n int) (*Kernel, error) {
	if n < 0 {
		return nil, fmt.Errorf("emu: kernel %s: %d bytes of dynamic LDS", k.meta.Name, n)
	}
	kc := *k.code
	kc.lds += n
	if kc.lds > 160*1024 {
		return nil, fmt.Errorf("emu: kernel %s: %d bytes of LDS with the dynamic part; gfx950 has 160 KiB", k.meta.Name, kc.lds)
	}
	return &Kernel{m: k.m, meta: k.meta, code: &kc}, nil
}

// Meta implements device.Kernel.
func (k *Kernel) Meta() *codeobj.Kernel { return k.meta }

// Load implements device.Backend: it parses the code object and decodes its
// .text once; kernels are bound on first lookup.
func (e *Emulator) Load(codeObject []byte) (device.Module, error) {
	co, err := codeobj.Parse(codeObject)
	if err != nil {
		return nil, err
	}
	if co.Flags&0xff != 0x4f {
		return nil, fmt.Errorf("emu: code object is for EF_AMDGPU_MACH %#x, not gfx950 (0x4f)", co.Flags&0xff)
	}
	base, text, err := elfTextSection(codeObject)
	if err != nil {
		return nil, err
	}
	return &Module{e: e, co: co, prog: decodeProgram(base, text), kernels: map[string]*Kernel{}}, nil
}

// textSection returns the address and bytes of .text.
func elfTextSection(b []byte) (uint64, []byte, error) {
	f, err := elf.NewFile(bytes.NewReader(b))
	if err != nil {
		return 0, nil, fmt.Errorf("emu: %w", err)
	}
	s := f.Section(".text")
	if s == nil {
		return 0, nil, errors.New("emu: code object has no .text section")
	}
	data, err := s.Data()
	if err != nil {
		return 0, nil, fmt.Errorf("emu: reading .text: %w", err)
	}
	return s.Addr, data, nil
}

// decodeProgram decodes code (at address base) instruction by instruction.
// Bytes that do not decode become 4-byte entries that fault if executed.
func decodeProgram(base uint64, code []byte) *program {
	p := &program{base: base, index: make([]int32, (len(code)+3)/4)}
	for i := range p.index {
		p.index[i] = -1
	}
	for off := 0; off+4 <= len(code); {
		addr := base + uint64(off)
		in, err := decodeInst(code[off:], addr)
		msg := ""
		if err != nil || in.Size == 0 {
			if err == nil {
				err = errors.New("zero-size instruction")
			}
			msg = err.Error()
			in = Inst{Addr: addr, Size: 4, Name: "<undecodable>"}
		}
		in.Addr = addr
		p.index[off/4] = int32(len(p.insts))
		p.insts = append(p.insts, in)
		p.errs = append(p.errs, msg)
		off += int(in.Size)
	}
	return p
}

// Kernel implements device.Module.
func (m *Module) Kernel(name string) (device.Kernel, error) {
	return m.kernel(name)
}

func (m *Module) kernel(name string) (*Kernel, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if k, ok := m.kernels[name]; ok {
		return k, nil
	}
	meta, err := m.co.Kernel(name)
	if err != nil {
		return nil, err
	}
	kc, err := newKernelCode(meta, m.prog, m.e.lddma, m.e.interleave)
	if err != nil {
		return nil, err
	}
	k := &Kernel{m: m, meta: meta, code: kc}
	m.kernels[name] = k
	return k, nil
}

// newKernelCode checks what the emulator supports of the kernel's descriptor
// and binds its code.
func newKernelCode(meta *codeobj.Kernel, prog *program, lddma LDSDMAOutOfRange, interleave bool) (*kernelCode, error) {
	d := &meta.Descriptor
	k := &kernelCode{name: meta.Name, meta: meta, lddma: lddma, interleave: interleave}
	fail := func(format string, args ...any) (*kernelCode, error) {
		return nil, fmt.Errorf("emu: kernel %s: "+format, append([]any{meta.Name}, args...)...)
	}
	if d.WavefrontSize32() {
		return fail("wave32 is not gfx950")
	}
	if meta.PrivateSegmentFixedSize > 0 || d.PrivateSegmentFixedSize > 0 || meta.UsesDynamicStack || d.UsesDynamicStack() {
		return fail("needs scratch (%d bytes per work-item%s); the emulator provides no scratch memory",
			max(meta.PrivateSegmentFixedSize, d.PrivateSegmentFixedSize), map[bool]string{true: ", dynamic stack", false: ""}[meta.UsesDynamicStack || d.UsesDynamicStack()])
	}
	if d.HasQueuePtr() {
		return fail("needs a queue pointer, which the emulator does not provide")
	}
	if r := d.FloatRoundMode32(); r != 0 {
		return fail("f32 round mode %d; only round-to-nearest-even (0) is supported", r)
	}
	if r := d.FloatRoundMode1664(); r != 0 {
		return fail("f16/f64 round mode %d; only round-to-nearest-even (0) is supported", r)
	}
	k.vgprs = (d.VGPRGranules() + 1) * 8
	k.accum = d.AccumOffset()
	if err := checkDescriptor(meta, k.vgprs, k.accum); err != nil {
		return fail("%v", err)
	}
	k.lds = int(meta.GroupSegmentFixedSize)
	if int(d.GroupSegmentFixedSize) > k.lds {
		k.lds = int(d.GroupSegmentFixedSize)
	}
	if k.lds > 160*1024 {
		return fail("needs %d bytes of LDS; gfx950 has 160 KiB", k.lds)
	}
	k.userSGPRs = d.UserSGPRCount()
	k.wgID[0], k.wgID[1], k.wgID[2] = d.WorkgroupIDEnabled()
	k.wgInfo = d.WorkgroupInfoEnabled()
	k.privSeg = d.PrivateSegment()
	dm := d.FloatDenormMode32()
	k.denormIn = dm&1 == 0
	k.denormOut = dm&2 == 0
	k.ieee = d.IEEEMode()
	k.fp16Ovfl = d.FP16Overflow()
	k.dx10Clamp = d.DX10Clamp()
	entry := prog.indexOf(meta.EntryAddr)
	if entry < 0 {
		return fail("entry point %#x is not an instruction in .text", meta.EntryAddr)
	}
	k.entry = entry
	bindKernel(k, prog)
	return k, nil
}

// Launch implements device.Backend. It runs the kernel to completion and
// returns its error (also kept for Sync).
func (e *Emulator) Launch(kern device.Kernel, grid, block device.Dim3, kernarg []byte) error {
	err := e.launch(kern, grid, block, kernarg, nil)
	if err != nil {
		e.mu.Lock()
		if e.err == nil {
			e.err = err
		}
		e.mu.Unlock()
	}
	return err
}

func (e *Emulator) launch(kern device.Kernel, grid, block device.Dim3, kernarg []byte, trace *traceState) error {
	k, ok := kern.(*Kernel)
	if !ok || k.m == nil || k.m.e != e {
		return fmt.Errorf("emu: Launch: kernel %q was not loaded by this emulator", kern.Name())
	}
	kc := k.code
	if grid.X == 0 || grid.Y == 0 || grid.Z == 0 {
		return fmt.Errorf("emu: Launch %s: empty grid %v", kc.name, grid)
	}
	threads := uint64(block.X) * uint64(block.Y) * uint64(block.Z)
	if threads == 0 || block.X > 1024 || block.Y > 1024 || block.Z > 1024 || threads > 1024 {
		return fmt.Errorf("emu: Launch %s: invalid block %v", kc.name, block)
	}
	total, err := e.checkLaunch(kc, grid, block, kernarg)
	if err != nil {
		return err
	}
	if max := k.meta.MaxFlatWorkgroupSize; max > 0 && threads > uint64(max) {
		return fmt.Errorf("emu: Launch %s: block of %d work-items exceeds the kernel's max_flat_workgroup_size %d", kc.name, threads, max)
	}
	// kernarg segment: the caller's bytes, padded to the kernel's segment size
	// (both bounded by MaxKernargSize); kernels may not write it
	n := max(len(kernarg), int(k.meta.KernargSize), int(k.meta.Descriptor.KernargSize))
	n = int(alignUp(uint64(n)+1, 64))
	ka, err := e.mem.alloc(int64(n))
	if err != nil {
		return err
	}
	defer e.mem.free(ka)
	e.mem.setReadOnly(ka, "kernarg segment")
	buf := make([]byte, n)
	copy(buf, kernarg)
	if err := e.mem.copyIn(ka, buf); err != nil {
		return err
	}
	l := &launch{e: e, k: kc, kernarg: ka, limit: e.limit, trace: trace, budget: e.launchLimit,
		grid:  [3]uint32{grid.X, grid.Y, grid.Z},
		block: [3]uint32{block.X, block.Y, block.Z},
	}
	if kc.meta.Descriptor.HasDispatchPtr() {
		dp, err := e.mem.alloc(64)
		if err != nil {
			return err
		}
		defer e.mem.free(dp)
		if err := e.mem.copyIn(dp, dispatchPacket(kc, l, ka)); err != nil {
			return err
		}
		e.mem.setReadOnly(dp, "dispatch packet")
		l.disp = dp
	}
	l.allocs = e.mem.snapshot()
	l.coh = newCoherence(len(l.allocs), e.xcds)
	l.total = total
	if trace != nil {
		l.total = uint64(len(trace.wgs))
	}
	if l.budget != 0 && (l.limit == 0 || l.budget < l.limit) {
		l.limit = l.budget // one wave cannot exceed the launch's budget either
	}
	err = l.run(e.workers)
	e.mu.Lock()
	l.stats.Launches = 1
	e.stats.add(l.stats)
	e.mu.Unlock()
	return err
}

// dispatchPacket builds the 64-byte AQL kernel dispatch packet the dispatch
// pointer points at (hsa_kernel_dispatch_packet_t).
func dispatchPacket(k *kernelCode, l *launch, kernarg uint64) []byte {
	p := make([]byte, 64)
	le16 := func(o int, v uint16) { p[o], p[o+1] = byte(v), byte(v>>8) }
	le32 := func(o int, v uint32) { le16(o, uint16(v)); le16(o+2, uint16(v>>16)) }
	le64 := func(o int, v uint64) { le32(o, uint32(v)); le32(o+4, uint32(v>>32)) }
	dims := uint16(1)
	if l.grid[2] > 1 || l.block[2] > 1 {
		dims = 3
	} else if l.grid[1] > 1 || l.block[1] > 1 {
		dims = 2
	}
	le16(0, 2) // HSA_PACKET_TYPE_KERNEL_DISPATCH
	le16(2, dims)
	le16(4, uint16(l.block[0]))
	le16(6, uint16(l.block[1]))
	le16(8, uint16(l.block[2]))
	le32(12, l.grid[0]*l.block[0]) // grid sizes are in work-items
	le32(16, l.grid[1]*l.block[1])
	le32(20, l.grid[2]*l.block[2])
	le32(24, 0)             // private_segment_size
	le32(28, uint32(k.lds)) // group_segment_size
	le64(32, k.meta.DescriptorAddr)
	le64(40, kernarg)
	return p
}
