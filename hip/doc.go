// Package hip runs mlagen's code objects on an AMD gfx950 GPU through the HIP
// runtime (libamdhip64) with cgo. It is the runtime layer under both the
// launch API (package kernels) and the verify and bench harnesses (a Device
// implements device.Backend and device.Timer), and it imports neither. The cgo half
// builds only with the rocm build tag:
//
//	go build -tags rocm ./cmd/mlagen
//
// which needs the HIP headers and library (Debian: libamdhip64-dev; a ROCm
// install under /opt/rocm: CGO_CFLAGS=-I/opt/rocm/include
// CGO_LDFLAGS=-L/opt/rocm/lib). Without the tag the package still compiles
// and every entry point returns ErrNotBuilt, so callers need no tags of their
// own.
//
// A Device is one gfx950 with one stream: allocations, copies, fills and
// events on that stream, and code objects loaded with hipModuleLoadData and
// launched with hipModuleLaunchKernel, the packed kernarg bytes passed through
// its extra array. Open checks the device: with no GPU its error matches
// ErrNoDevice and names the failing call; on another architecture it matches
// ErrWrongDevice and names the device found. Every runtime failure is an
// *Error carrying the call and hipGetErrorName/hipGetErrorString.
//
// For callers that manage their own memory and streams, CheckDevice,
// LoadModule and Kernel.LaunchOn are the same pieces without a Device.
package hip
