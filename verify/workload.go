package verify

import (
	"errors"
	"fmt"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/mla"
)

// Launch is one kernel launch of a workload: the kernel, its grid (in
// workgroups) and block (in work-items), and its packed argument segment.
type Launch struct {
	Kernel  device.Kernel
	Grid    device.Dim3
	Block   device.Dim3
	Kernarg []byte
}

// Workload is a set of named device buffers and the launches that use them,
// in order. It is prepared once and may run any number of times; the
// verifier, the device benchmark and the timing model all consume it, so
// mlagen's kernels and the reference kernels (seed, AITER) are driven alike.
type Workload struct {
	Backend  device.Backend
	Launches []Launch

	bufs  map[string]buffer
	order []string // allocation order, for Close
}

type buffer struct {
	ptr  device.DevPtr
	size int64
}

// NewWorkload returns an empty workload on be.
func NewWorkload(be device.Backend) *Workload {
	return &Workload{Backend: be, bufs: map[string]buffer{}}
}

// Alloc allocates an uninitialized buffer of size bytes named name; a zero
// size gives a null pointer.
func (w *Workload) Alloc(name string, size int64) (device.DevPtr, error) {
	if _, dup := w.bufs[name]; dup {
		return 0, fmt.Errorf("buffer %q allocated twice", name)
	}
	var p device.DevPtr
	if size > 0 {
		var err error
		if p, err = w.Backend.Alloc(size); err != nil {
			return 0, fmt.Errorf("allocating %s (%d bytes): %w", name, size, err)
		}
	}
	w.bufs[name] = buffer{p, size}
	w.order = append(w.order, name)
	return p, nil
}

// Upload allocates a buffer holding b.
func (w *Workload) Upload(name string, b []byte) (device.DevPtr, error) {
	return w.UploadTiled(name, b, 1)
}

// UploadTiled allocates a buffer holding reps copies of chunk back to back
// (a batch that repeats a few distinct sequences).
func (w *Workload) UploadTiled(name string, chunk []byte, reps int) (device.DevPtr, error) {
	p, err := w.Alloc(name, int64(len(chunk))*int64(reps))
	if err != nil || len(chunk) == 0 {
		return p, err
	}
	for r := 0; r < reps; r++ {
		if err := w.Backend.CopyIn(p+device.DevPtr(r*len(chunk)), chunk); err != nil {
			return 0, fmt.Errorf("copying %s in: %w", name, err)
		}
	}
	return p, nil
}

// Ptr is the device address of buffer name (0 if it is absent or empty).
func (w *Workload) Ptr(name string) device.DevPtr { return w.bufs[name].ptr }

// Size is the size in bytes of buffer name.
func (w *Workload) Size(name string) int64 { return w.bufs[name].size }

// BufferInfo is one named buffer of a workload.
type BufferInfo struct {
	Name string
	Ptr  device.DevPtr
	Size int64
}

// Buffers lists the workload's buffers in allocation order (the timing
// model places every access in one of them).
func (w *Workload) Buffers() []BufferInfo {
	out := make([]BufferInfo, 0, len(w.order))
	for _, n := range w.order {
		b := w.bufs[n]
		out = append(out, BufferInfo{n, b.ptr, b.size})
	}
	return out
}

// Read copies buffer name back from the device.
func (w *Workload) Read(name string) ([]byte, error) {
	b, ok := w.bufs[name]
	if !ok {
		return nil, fmt.Errorf("no buffer %q", name)
	}
	out := make([]byte, b.size)
	if b.size == 0 {
		return out, nil
	}
	if err := w.Backend.CopyOut(out, b.ptr); err != nil {
		return nil, fmt.Errorf("copying %s out: %w", name, err)
	}
	return out, nil
}

// AddLaunch packs values per k's metadata, after checking that its named
// explicit arguments carry abi's names (abi may be nil for kernels with no
// ABI of mlagen's, such as the reference kernels), and appends the launch.
func (w *Workload) AddLaunch(k device.Kernel, abi []mla.Arg, grid, block device.Dim3, values ...ArgValue) error {
	meta := k.Meta()
	if meta == nil {
		return fmt.Errorf("kernel %s: no metadata", k.Name())
	}
	if abi != nil {
		i := 0
		for _, a := range meta.Args {
			if a.Hidden() {
				continue
			}
			if i < len(abi) && a.Name != "" && a.Name != abi[i].Name {
				return fmt.Errorf("kernel %s: argument %d is %q in the code object, %q in the ABI (mla.Config.DecodeArgs/ReduceArgs)", k.Name(), i, a.Name, abi[i].Name)
			}
			i++
		}
	}
	if n := block.X * block.Y * block.Z; meta.MaxFlatWorkgroupSize > 0 && int(n) > meta.MaxFlatWorkgroupSize {
		return fmt.Errorf("kernel %s: block of %d work-items, the code object allows %d", k.Name(), n, meta.MaxFlatWorkgroupSize)
	}
	ka, err := PackArgs(meta, grid, block, values...)
	if err != nil {
		return err
	}
	w.Launches = append(w.Launches, Launch{Kernel: k, Grid: grid, Block: block, Kernarg: ka})
	return nil
}

// Run launches every kernel in order and waits for them. A failed launch
// stops the sequence, but the backend is always synced, so no error of this
// run is left behind to be blamed on the next one.
func (w *Workload) Run() error {
	var launchErr error
	for _, l := range w.Launches {
		if err := w.Backend.Launch(l.Kernel, l.Grid, l.Block, l.Kernarg); err != nil {
			launchErr = fmt.Errorf("launching %s: %w", l.Kernel.Name(), err)
			break
		}
	}
	syncErr := w.Backend.Sync()
	if launchErr != nil {
		return launchErr // the sync error, if any, is the same fault
	}
	return syncErr
}

// Close frees every buffer.
func (w *Workload) Close() error {
	var errs []error
	for _, name := range w.order {
		if p := w.bufs[name].ptr; p != 0 {
			errs = append(errs, w.Backend.Free(p))
		}
	}
	w.bufs, w.order = map[string]buffer{}, nil
	return errors.Join(errs...)
}
