package hip

import (
	"errors"
	"fmt"
	"runtime"
	"sort"
	"strings"
	"unsafe"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/gen/codeobj"
)

// sys is the HIP runtime: cgo with the rocm build tag, ErrNotBuilt without.
var sys driver = hipDriver{}

// Built reports whether this binary was built with the HIP runtime (rocm tag).
func Built() bool { return built }

// DevPtr and Dim3 are package device's, so a Device is a device.Backend
// without an adapter.
type (
	DevPtr = device.DevPtr
	Dim3   = device.Dim3
)

var _ device.Timer = (*Device)(nil)

// Device runs code objects on one gfx950 HIP device. Everything it launches,
// copies, fills and records goes through one stream it creates (Stream). It
// is not safe for concurrent use. It implements device.Timer, so the verify
// and bench harnesses drive it as they drive the emulator.
type Device struct {
	d       driver
	info    DeviceInfo
	stream  unsafe.Pointer
	allocs  map[DevPtr]int64
	modules []*Module
	events  map[*Event]bool
	graphs  map[*Graph]bool
	closed  bool
}

// Open initialises the HIP runtime, checks that device is a gfx950 and makes
// it current. Without a GPU the error matches ErrNoDevice; on another
// architecture, ErrWrongDevice (naming what it found); in a binary built
// without the rocm tag it is ErrNotBuilt.
func Open(device int) (*Device, error) { return open(sys, device) }

func open(d driver, device int) (*Device, error) {
	info, err := checkDevice(d, device)
	if err != nil {
		return nil, err
	}
	s, err := d.streamCreate()
	if err != nil {
		return nil, err
	}
	return &Device{d: d, info: info, stream: s, allocs: map[DevPtr]int64{}, events: map[*Event]bool{}, graphs: map[*Graph]bool{}}, nil
}

// CheckDevice initialises the runtime, checks that device is a gfx950 and
// makes it the calling thread's current device, for callers that manage
// memory and streams themselves (see package kernels). Errors as for Open.
func CheckDevice(device int) (DeviceInfo, error) { return checkDevice(sys, device) }

func checkDevice(d driver, device int) (DeviceInfo, error) {
	devs, err := devices(d)
	if err != nil {
		return DeviceInfo{}, err
	}
	if device < 0 || device >= len(devs) {
		return DeviceInfo{}, &DeviceRangeError{Device: device, Count: len(devs)}
	}
	info := devs[device]
	if info.BaseArch() != Arch {
		return DeviceInfo{}, &WrongDeviceError{Device: info, Others: devs}
	}
	if err := d.setDevice(device); err != nil {
		return DeviceInfo{}, err
	}
	return info, nil
}

// Devices lists every device the HIP runtime sees.
func Devices() ([]DeviceInfo, error) { return devices(sys) }

func devices(d driver) ([]DeviceInfo, error) {
	if err := d.init(); err != nil {
		return nil, noDevice(err)
	}
	n, err := d.deviceCount()
	if err != nil {
		return nil, noDevice(err)
	}
	if n <= 0 {
		return nil, &NoDeviceError{}
	}
	devs := make([]DeviceInfo, n)
	for i := range devs {
		if devs[i], err = d.deviceProps(i); err != nil {
			return nil, err
		}
		devs[i].Index = i
	}
	return devs, nil
}

// noDevice turns the runtime's "there is no GPU" statuses into a NoDeviceError.
func noDevice(err error) error {
	var he *Error
	if errors.As(err, &he) {
		switch he.Code {
		case codeNoDevice, codeInvalidDevice, codeInsufficientDriver:
			return &NoDeviceError{Cause: he}
		}
	}
	return err
}

// Info describes the device.
func (b *Device) Info() DeviceInfo { return b.info }

// Stream is the device's hipStream_t, for launching on it from elsewhere
// (Kernel.LaunchOn, package kernels).
func (b *Device) Stream() unsafe.Pointer { return b.stream }

// Name is "hip:gfx950 <device name> (device N)".
func (b *Device) Name() string {
	return fmt.Sprintf("hip:%s %s (device %d)", b.info.BaseArch(), strings.TrimSpace(b.info.Name), b.info.Index)
}

// enter checks the device is open and makes its device current on this OS
// thread for the duration of one operation (HIP's current device is
// per-thread, and goroutines move between threads); call the returned func
// when done.
func (b *Device) enter() (func(), error) {
	if b == nil || b.closed {
		return nil, errors.New("hip: device is closed")
	}
	runtime.LockOSThread()
	if err := b.d.setDevice(b.info.Index); err != nil {
		runtime.UnlockOSThread()
		return nil, err
	}
	return runtime.UnlockOSThread, nil
}

// Alloc allocates n bytes of device memory (hipMalloc). Alloc(0) returns 0.
func (b *Device) Alloc(n int64) (DevPtr, error) {
	done, err := b.enter()
	if err != nil {
		return 0, err
	}
	defer done()
	if n < 0 {
		return 0, fmt.Errorf("hip: Alloc(%d): negative size", n)
	}
	if n == 0 {
		return 0, nil
	}
	p, err := b.d.malloc(n)
	if err != nil {
		return 0, err
	}
	b.allocs[DevPtr(p)] = n
	return DevPtr(p), nil
}

// Free releases an allocation made by Alloc (hipFree). Free(0) does nothing.
func (b *Device) Free(p DevPtr) error {
	done, err := b.enter()
	if err != nil {
		return err
	}
	defer done()
	if p == 0 {
		return nil
	}
	if _, ok := b.allocs[p]; !ok {
		return fmt.Errorf("hip: Free(%#x): not an allocation of this device", uint64(p))
	}
	// Work still queued may use it.
	if err := b.d.streamSynchronize(b.stream); err != nil {
		return err
	}
	delete(b.allocs, p)
	return b.d.free(uint64(p))
}

// inside checks that [p, p+n) lies in one allocation, so that a wrong
// address is an error here rather than a device memory fault.
func (b *Device) inside(op string, p DevPtr, n int64) error {
	for base, size := range b.allocs {
		if p >= base && uint64(p-base)+uint64(n) <= uint64(size) {
			return nil
		}
	}
	return fmt.Errorf("hip: %s: [%#x, +%d) is not inside one allocation of this device", op, uint64(p), n)
}

// CopyIn copies src to device address dst (hipMemcpy host to device) after
// the work already queued.
func (b *Device) CopyIn(dst DevPtr, src []byte) error {
	if len(src) == 0 {
		return nil
	}
	done, err := b.enter()
	if err != nil {
		return err
	}
	defer done()
	if err := b.inside("CopyIn", dst, int64(len(src))); err != nil {
		return err
	}
	if err := b.d.streamSynchronize(b.stream); err != nil {
		return err
	}
	return b.d.memcpyHtoD(uint64(dst), src)
}

// CopyOut copies device memory at src to dst (hipMemcpy device to host) after
// the work already queued.
func (b *Device) CopyOut(dst []byte, src DevPtr) error {
	if len(dst) == 0 {
		return nil
	}
	done, err := b.enter()
	if err != nil {
		return err
	}
	defer done()
	if err := b.inside("CopyOut", src, int64(len(dst))); err != nil {
		return err
	}
	if err := b.d.streamSynchronize(b.stream); err != nil {
		return err
	}
	return b.d.memcpyDtoH(dst, uint64(src))
}

// Memset fills n bytes at p with value on the stream (hipMemsetAsync).
func (b *Device) Memset(p DevPtr, value byte, n int64) error {
	if n == 0 {
		return nil
	}
	done, err := b.enter()
	if err != nil {
		return err
	}
	defer done()
	if err := b.inside("Memset", p, n); err != nil {
		return err
	}
	return b.d.memsetAsync(uint64(p), value, n, b.stream)
}

// Load loads a code object on the device (hipModuleLoadData). It refuses a
// code object built for another processor than the device's.
func (b *Device) Load(codeObject []byte) (device.Module, error) {
	done, err := b.enter()
	if err != nil {
		return nil, err
	}
	defer done()
	m, err := loadModule(b.d, codeObject, b.info.BaseArch())
	if err != nil {
		return nil, err
	}
	m.b = b
	b.modules = append(b.modules, m)
	return m, nil
}

// Launch enqueues k, a kernel of a module this device loaded, on the
// device's stream (see Kernel.LaunchOn).
func (b *Device) Launch(dk device.Kernel, grid, block Dim3, kernarg []byte) error {
	done, err := b.enter()
	if err != nil {
		return err
	}
	defer done()
	k, ok := dk.(*Kernel)
	if !ok {
		return errors.New("hip: Launch: the kernel was not loaded by a HIP device")
	}
	if k == nil {
		return errors.New("hip: Launch: nil kernel")
	}
	if k.m.b != b {
		return fmt.Errorf("hip: Launch(%s): kernel was not loaded by this device", k.Name())
	}
	return k.LaunchOn(b.stream, grid, block, kernarg)
}

// Sync waits for everything queued on the stream (hipStreamSynchronize) and
// returns the first error the device reported. A memory fault inside a kernel
// usually ends the process in the HIP runtime before this can report it.
func (b *Device) Sync() error {
	done, err := b.enter()
	if err != nil {
		return err
	}
	defer done()
	return b.d.streamSynchronize(b.stream)
}

// Close waits for the stream, then releases the events, graphs, modules, allocations
// and the stream. It returns the first error; calling it again does nothing.
func (b *Device) Close() error {
	if b == nil || b.closed {
		return nil
	}
	done, err := b.enter()
	if err != nil {
		return err
	}
	defer done()
	var errs []error
	errs = append(errs, b.d.streamSynchronize(b.stream))
	for e := range b.events {
		errs = append(errs, e.Destroy())
	}
	for g := range b.graphs {
		errs = append(errs, g.Destroy())
	}
	for _, m := range b.modules {
		errs = append(errs, m.Unload())
	}
	ptrs := make([]DevPtr, 0, len(b.allocs))
	for p := range b.allocs {
		ptrs = append(ptrs, p)
	}
	sort.Slice(ptrs, func(i, j int) bool { return ptrs[i] < ptrs[j] })
	for _, p := range ptrs {
		errs = append(errs, b.d.free(uint64(p)))
	}
	errs = append(errs, b.d.streamDestroy(b.stream))
	b.closed = true
	b.allocs, b.modules, b.events, b.graphs = nil, nil, nil, nil
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// NewEvent creates a timing event (hipEventCreate) recorded on the stream.
func (b *Device) NewEvent() (device.Event, error) {
	done, err := b.enter()
	if err != nil {
		return nil, err
	}
	defer done()
	h, err := b.d.eventCreate()
	if err != nil {
		return nil, err
	}
	e := &Event{b: b, h: h}
	b.events[e] = true
	return e, nil
}

// Event is a HIP event on a device's stream.
type Event struct {
	b *Device
	h unsafe.Pointer
}

// Record enqueues the event on the stream (hipEventRecord).
func (e *Event) Record() error {
	if e.h == nil {
		return errors.New("hip: event destroyed")
	}
	return e.b.d.eventRecord(e.h, e.b.stream)
}

// ElapsedUS waits for e (hipEventSynchronize) and returns the microseconds
// from start to e (hipEventElapsedTime, whose resolution is about 1 us).
func (e *Event) ElapsedUS(start device.Event) (float64, error) {
	s, ok := start.(*Event)
	if !ok {
		return 0, errors.New("hip: ElapsedUS: start is not an event of a HIP device")
	}
	if s == nil || s.b != e.b || s.h == nil || e.h == nil {
		return 0, errors.New("hip: ElapsedUS: start is not a live event of the same device")
	}
	if err := e.b.d.eventSynchronize(e.h); err != nil {
		return 0, err
	}
	ms, err := e.b.d.eventElapsedMs(s.h, e.h)
	if err != nil {
		return 0, err
	}
	return float64(ms) * 1000, nil
}

// Destroy releases the event (hipEventDestroy).
func (e *Event) Destroy() error {
	if e.h == nil {
		return nil
	}
	err := e.b.d.eventDestroy(e.h)
	e.h = nil
	delete(e.b.events, e)
	return err
}

// Module is a loaded code object.
type Module struct {
	b     *Device // nil for LoadModule
	d     driver
	h     unsafe.Pointer
	image unsafe.Pointer // C copy of the code object, freed on unload
	co    *codeobj.CodeObject
	funcs map[string]*Kernel
}

// LoadModule loads a code object on the calling thread's current device
// (hipModuleLoadData), for callers that manage memory and streams themselves;
// call CheckDevice first. Unload releases it.
func LoadModule(codeObject []byte) (*Module, error) {
	if !built {
		return nil, ErrNotBuilt
	}
	return loadModule(sys, codeObject, "")
}

func loadModule(d driver, codeObject []byte, deviceArch string) (*Module, error) {
	co, err := codeobj.Parse(codeObject)
	if err != nil {
		return nil, fmt.Errorf("hip: load code object: %w", err)
	}
	if p := targetProcessor(co.Target); deviceArch != "" && p != deviceArch {
		return nil, fmt.Errorf("hip: code object is for %s (target %q), the device is a %s", p, co.Target, deviceArch)
	}
	img := d.cAlloc(codeObject)
	h, err := d.moduleLoadData(img)
	if err != nil {
		d.cFree(img)
		return nil, err
	}
	return &Module{d: d, h: h, image: img, co: co, funcs: map[string]*Kernel{}}, nil
}

// CodeObject is the parsed code object.
func (m *Module) CodeObject() *codeobj.CodeObject { return m.co }

// Function looks a kernel up (hipModuleGetFunction) with its metadata.
func (m *Module) Function(name string) (*Kernel, error) {
	if m.h == nil {
		return nil, errors.New("hip: module unloaded")
	}
	if k, ok := m.funcs[name]; ok {
		return k, nil
	}
	var meta *codeobj.Kernel
	var names []string
	for i := range m.co.Kernels {
		names = append(names, m.co.Kernels[i].Name)
		if m.co.Kernels[i].Name == name {
			meta = &m.co.Kernels[i]
		}
	}
	if meta == nil {
		return nil, fmt.Errorf("hip: no kernel %q in the code object (it has %s)", name, strings.Join(names, ", "))
	}
	f, err := m.d.moduleGetFunction(m.h, name)
	if err != nil {
		return nil, err
	}
	k := &Kernel{m: m, f: f, meta: meta}
	m.funcs[name] = k
	return k, nil
}

// Kernel is Function as a device.Module.
func (m *Module) Kernel(name string) (device.Kernel, error) {
	k, err := m.Function(name)
	if err != nil {
		return nil, err // no typed nil in the interface
	}
	return k, nil
}

// Unload releases the module (hipModuleUnload); its kernels become unusable.
func (m *Module) Unload() error {
	if m.h == nil {
		return nil
	}
	err := m.d.moduleUnload(m.h)
	m.d.cFree(m.image)
	m.h, m.image = nil, nil
	return err
}

// Kernel is a kernel of a loaded module.
type Kernel struct {
	m    *Module
	f    unsafe.Pointer
	meta *codeobj.Kernel
}

func (k *Kernel) Name() string          { return k.meta.Name }
func (k *Kernel) Meta() *codeobj.Kernel { return k.meta }

// LaunchOn enqueues the kernel on stream (a hipStream_t; nil is the null
// stream) with hipModuleLaunchKernel, passing kernarg, the packed
// kernel-argument segment, through its extra array. It checks the launch
// against the kernel's metadata first.
func (k *Kernel) LaunchOn(stream unsafe.Pointer, grid, block Dim3, kernarg []byte) error {
	if k.m.h == nil {
		return fmt.Errorf("hip: launch %s: module unloaded", k.meta.Name)
	}
	if err := CheckLaunch(k.meta, grid, block, kernarg); err != nil {
		return err
	}
	return k.m.d.launch(k.f, [3]uint32{grid.X, grid.Y, grid.Z}, [3]uint32{block.X, block.Y, block.Z}, stream, kernarg)
}

// CheckLaunch checks a launch against a kernel's metadata: non-empty grid, a
// block within the kernel's maximum flat workgroup size, and a kernarg
// segment covering every explicit argument.
func CheckLaunch(meta *codeobj.Kernel, grid, block Dim3, kernarg []byte) error {
	if grid.X == 0 || grid.Y == 0 || grid.Z == 0 || block.X == 0 || block.Y == 0 || block.Z == 0 {
		return fmt.Errorf("hip: launch %s: empty grid %v or block %v", meta.Name, grid, block)
	}
	flat := uint64(block.X) * uint64(block.Y) * uint64(block.Z)
	if max := meta.MaxFlatWorkgroupSize; max > 0 && flat > uint64(max) {
		return fmt.Errorf("hip: launch %s: block %dx%dx%d has %d work-items, the kernel allows %d",
			meta.Name, block.X, block.Y, block.Z, flat, max)
	}
	for _, a := range meta.Args {
		if a.Hidden() {
			continue // the runtime fills these
		}
		if end := uint64(a.Offset) + uint64(a.Size); end > uint64(len(kernarg)) {
			return fmt.Errorf("hip: launch %s: kernarg is %d bytes, argument %q needs bytes %d..%d",
				meta.Name, len(kernarg), a.Name, a.Offset, end)
		}
	}
	return nil
}
