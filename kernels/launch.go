package kernels

import (
	"errors"
	"fmt"
	"unsafe"

	"github.com/mlagen/mlagen/hip"
)

// Module is a kernel loaded on a device.
type Module struct {
	Kernel *Kernel
	Device hip.DeviceInfo
	m      *hip.Module
	decode *hip.Kernel
	reduce *hip.Kernel // nil with one split
}

// Load checks that device is a gfx950, makes it the calling thread's current
// device, and loads the kernel's embedded code object on it
// (hipModuleLoadData). HIP's current device is per OS thread: for a device
// other than 0, call runtime.LockOSThread before Load and launch from the
// same goroutine. Errors: hip.ErrNotBuilt without the rocm build tag;
// matching hip.ErrNoDevice without a GPU; hip.ErrWrongDevice naming the
// device on another architecture.
func (k *Kernel) Load(device int) (*Module, error) {
	info, err := hip.CheckDevice(device)
	if err != nil {
		return nil, err
	}
	hm, err := hip.LoadModule(k.CodeObject)
	if err != nil {
		return nil, err
	}
	m := &Module{Kernel: k, Device: info, m: hm}
	if m.decode, err = hm.Function(k.Name); err == nil && k.HasReduce() {
		m.reduce, err = hm.Function(k.ReduceName)
	}
	if err != nil {
		return nil, errors.Join(err, hm.Unload())
	}
	return m, nil
}

// Launch enqueues the decode kernel and, with more than one split, the reduce
// kernel after it (a one-launch kernel, _one, merges its splits itself), for
// batch sequences on stream (a hipStream_t of the module's device; nil is the
// null stream), with hipModuleLaunchKernel. It does not wait: synchronize the
// stream before reading Out. A one-launch kernel's workspace must hold zeros
// when first used (its ticket counters; each launch leaves them zero).
func (m *Module) Launch(stream unsafe.Pointer, batch int, a Args) error {
	if batch < 1 {
		return fmt.Errorf("kernels: batch %d", batch)
	}
	if m.Kernel.WorkspaceBytes(batch) > 0 && a.Workspace == 0 {
		return fmt.Errorf("kernels: %s needs a workspace of %d bytes", m.Kernel.Name, m.Kernel.WorkspaceBytes(batch))
	}
	k := m.Kernel
	if err := k.CheckArgs(a); err != nil {
		return err
	}
	if err := m.decode.LaunchOn(stream, k.DecodeGrid(batch), k.DecodeBlock(), k.DecodeKernarg(a)); err != nil {
		return err
	}
	if m.reduce == nil {
		return nil
	}
	return m.reduce.LaunchOn(stream, k.ReduceGrid(batch), k.ReduceBlock(), k.ReduceKernarg(a))
}

// Unload releases the module.
func (m *Module) Unload() error { return m.m.Unload() }
