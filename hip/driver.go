package hip

import "unsafe"

// driver is the HIP runtime as this package uses it: one method per runtime
// call. hip_rocm.go implements it with cgo (build tag rocm); without the tag
// every method returns ErrNotBuilt; the tests fake it. Each error is an *Error
// naming the call, except ErrNotBuilt.
//
// Handles (module, function, stream, event) are the runtime's opaque C
// pointers; device addresses are plain integers.
type driver interface {
	init() error
	deviceCount() (int, error)
	setDevice(i int) error
	deviceProps(i int) (DeviceInfo, error)
	streamCreate() (unsafe.Pointer, error)
	streamDestroy(s unsafe.Pointer) error
	streamSynchronize(s unsafe.Pointer) error
	malloc(n int64) (uint64, error)
	free(p uint64) error
	memcpyHtoD(dst uint64, src []byte) error
	memcpyDtoH(dst []byte, src uint64) error
	memsetAsync(p uint64, value byte, n int64, s unsafe.Pointer) error
	// moduleLoadData loads a code object; image is C memory that stays valid
	// until moduleUnload.
	moduleLoadData(image unsafe.Pointer) (unsafe.Pointer, error)
	moduleUnload(m unsafe.Pointer) error
	moduleGetFunction(m unsafe.Pointer, name string) (unsafe.Pointer, error)
	// launch is hipModuleLaunchKernel with the kernarg bytes passed through
	// extra (HIP_LAUNCH_PARAM_BUFFER_POINTER / _SIZE / _END).
	launch(f unsafe.Pointer, grid, block [3]uint32, s unsafe.Pointer, kernarg []byte) error
	eventCreate() (unsafe.Pointer, error)
	eventRecord(e, s unsafe.Pointer) error
	eventSynchronize(e unsafe.Pointer) error
	eventElapsedMs(start, end unsafe.Pointer) (float32, error)
	eventDestroy(e unsafe.Pointer) error
	// Stream capture into a graph (hipStreamBeginCapture in relaxed mode,
	// hipStreamEndCapture), its executable form (hipGraphInstantiate), a
	// replay on a stream (hipGraphLaunch) and their release.
	streamBeginCapture(s unsafe.Pointer) error
	streamEndCapture(s unsafe.Pointer) (graph unsafe.Pointer, err error)
	graphInstantiate(graph unsafe.Pointer) (exec unsafe.Pointer, err error)
	graphLaunch(exec, s unsafe.Pointer) error
	graphExecDestroy(exec unsafe.Pointer) error
	graphDestroy(graph unsafe.Pointer) error
	// cAlloc/cFree hold a code-object image in C memory for the runtime.
	cAlloc(b []byte) unsafe.Pointer
	cFree(p unsafe.Pointer)
}
