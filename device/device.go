// Package device holds the interfaces every runner of compiled gfx950 code
// objects shares: the emulator (package emu) and a HIP device (package hip)
// implement them; verify, bench, the timing model and the tuner use them.
// It is a leaf, so neither implementation depends on the code that drives it.
package device

import "github.com/mlagen/mlagen/gen/codeobj"

// DevPtr is a device address as the kernel sees it (a 64-bit flat/global address).
type DevPtr uint64

// Dim3 is a grid (in workgroups) or block (in work-items) size.
type Dim3 struct{ X, Y, Z uint32 }

// Backend runs compiled gfx950 code objects: the emulator (package emu) and a
// HIP device (package hip, build tag rocm) both implement it, so one runner
// drives both.
type Backend interface {
	// Name is a short label for tables ("emu", "hip:gfx950 ...").
	Name() string
	// Alloc returns a device allocation of n bytes (contents unspecified).
	Alloc(n int64) (DevPtr, error)
	Free(p DevPtr) error
	// CopyIn copies src to device address dst; CopyOut copies device src to dst.
	CopyIn(dst DevPtr, src []byte) error
	CopyOut(dst []byte, src DevPtr) error
	// Load loads a code object (ELF bytes, as compiled) and returns its module.
	Load(codeObject []byte) (Module, error)
	// Launch enqueues kernel k with the given grid (in workgroups) and block
	// (work-items per workgroup); kernarg is the packed kernel-argument segment,
	// laid out per the code object's metadata (see verify.PackArgs).
	Launch(k Kernel, grid, block Dim3, kernarg []byte) error
	// Sync waits for every launched kernel and copy; it reports the first error a
	// kernel raised (an emulator fault, a device error).
	Sync() error
	Close() error
}

// Module is a loaded code object.
type Module interface {
	// Kernel looks a kernel up by its symbol name (without the ".kd" suffix).
	Kernel(name string) (Kernel, error)
}

// Kernel is a kernel inside a loaded module.
type Kernel interface {
	Name() string
	// Meta is the kernel's metadata as read from the code object (arguments with
	// offsets and sizes, kernarg size, resources).
	Meta() *codeobj.Kernel
}

// Timer is what timing needs beyond Backend: an asynchronous fill for the
// cache flush and device events, all on the stream kernels launch on. Only a
// real device implements it: the emulator has no clock.
type Timer interface {
	Backend
	// Memset fills n bytes at p with value, asynchronously, in launch order.
	Memset(p DevPtr, value byte, n int64) error
	// NewEvent creates an event recorded on the launch stream.
	NewEvent() (Event, error)
}

// Event is a device timing event.
type Event interface {
	// Record enqueues the event after everything launched so far.
	Record() error
	// ElapsedUS waits for this event and returns the device time in
	// microseconds from start (recorded earlier) to it.
	ElapsedUS(start Event) (float64, error)
	Destroy() error
}
