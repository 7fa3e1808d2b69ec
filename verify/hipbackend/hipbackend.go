// Package hipbackend is the verify and bench harnesses' view of a HIP device:
// it adapts a hip.Device (the runtime binding, package hip) to verify.Backend
// and bench.Device, converting the harness's types at the boundary. It holds
// no logic of its own, so the launch API (package kernels) can use package
// hip without linking the harness.
package hipbackend

import (
	"errors"

	"github.com/mlagen/mlagen/hip"
	"github.com/mlagen/mlagen/verify"
	"github.com/mlagen/mlagen/verify/bench"
)

// Backend is a hip.Device as a verify.Backend and bench.Device.
type Backend struct {
	*hip.Device
}

var (
	_ verify.Backend = (*Backend)(nil)
	_ bench.Device   = (*Backend)(nil)
)

// Open opens HIP device index device (see hip.Open): a gfx950, or an error
// matching hip.ErrNoDevice, hip.ErrWrongDevice or hip.ErrNotBuilt.
func Open(device int) (*Backend, error) {
	d, err := hip.Open(device)
	if err != nil {
		return nil, err
	}
	return &Backend{d}, nil
}

func (b *Backend) Alloc(n int64) (verify.DevPtr, error) {
	p, err := b.Device.Alloc(n)
	return verify.DevPtr(p), err
}

func (b *Backend) Free(p verify.DevPtr) error { return b.Device.Free(hip.DevPtr(p)) }

func (b *Backend) CopyIn(dst verify.DevPtr, src []byte) error {
	return b.Device.CopyIn(hip.DevPtr(dst), src)
}

func (b *Backend) CopyOut(dst []byte, src verify.DevPtr) error {
	return b.Device.CopyOut(dst, hip.DevPtr(src))
}

func (b *Backend) Memset(p verify.DevPtr, value byte, n int64) error {
	return b.Device.Memset(hip.DevPtr(p), value, n)
}

func (b *Backend) Load(codeObject []byte) (verify.Module, error) {
	m, err := b.Device.Load(codeObject)
	if err != nil {
		return nil, err
	}
	return module{m}, nil
}

// Launch takes a kernel this backend's Load returned.
func (b *Backend) Launch(k verify.Kernel, grid, block verify.Dim3, kernarg []byte) error {
	hk, ok := k.(*hip.Kernel)
	if !ok {
		return errors.New("hip: Launch: the kernel was not loaded by a HIP backend")
	}
	return b.Device.Launch(hk, hip.Dim3(grid), hip.Dim3(block), kernarg)
}

func (b *Backend) NewEvent() (bench.Event, error) {
	e, err := b.Device.NewEvent()
	if err != nil {
		return nil, err
	}
	return event{e}, nil
}

// module gives verify.Module's Kernel (a *hip.Kernel has Name and Meta).
type module struct{ *hip.Module }

func (m module) Kernel(name string) (verify.Kernel, error) {
	k, err := m.Function(name)
	if err != nil {
		return nil, err // no typed nil in the interface
	}
	return k, nil
}

// event takes bench.Event starts that are events of this package.
type event struct{ *hip.Event }

func (e event) ElapsedUS(start bench.Event) (float64, error) {
	s, ok := start.(event)
	if !ok {
		return 0, errors.New("hip: ElapsedUS: start is not an event of a HIP backend")
	}
	return e.Event.ElapsedUS(s.Event)
}
