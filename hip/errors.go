package hip

import (
	"errors"
	"fmt"
	"strings"
)

// HIP status codes this package interprets. They have kept these values since
// HIP 5 (hip_runtime_api.h); hip_rocm.go asserts them at compile time.
const (
	codeInsufficientDriver = 35
	codeNoDevice           = 100
	codeInvalidDevice      = 101
)

// Arch is the only GPU architecture mlagen's kernels are compiled for.
const Arch = "gfx950"

// RebuildHint says how to get a binary with the HIP runtime.
const RebuildHint = "rebuild with the rocm build tag (`go build -tags rocm`; mlagen itself: `go build -tags rocm ./cmd/mlagen`) " +
	"on a machine with the HIP runtime headers and library (Debian: apt-get install libamdhip64-dev; " +
	"ROCm under /opt/rocm: CGO_CFLAGS=-I/opt/rocm/include CGO_LDFLAGS=-L/opt/rocm/lib)"

// ErrNotBuilt is returned by every entry point of a binary built without the
// rocm build tag.
var ErrNotBuilt = errors.New("built without HIP support: " + RebuildHint)

// ErrNoDevice matches (errors.Is) the error Open returns when the HIP runtime
// finds no GPU at all.
var ErrNoDevice = errors.New("no AMD GPU")

// ErrWrongDevice matches (errors.Is) the error Open returns when the chosen
// device is not a gfx950.
var ErrWrongDevice = errors.New("not a gfx950 device")

// Error is a failed HIP call: the call as written (with its arguments where
// they help) and the runtime's hipGetErrorName / hipGetErrorString.
type Error struct {
	Call string // e.g. "hipMalloc(1048576)"
	Code int    // hipError_t value
	Name string // hipGetErrorName, e.g. "hipErrorOutOfMemory"
	Desc string // hipGetErrorString, e.g. "out of memory"
}

func (e *Error) Error() string {
	name := e.Name
	if name == "" {
		name = "hipError"
	}
	// HIP 5 returns the name from hipGetErrorString too; newer runtimes a sentence.
	if e.Desc != "" && e.Desc != e.Name {
		return fmt.Sprintf("hip: %s: %s (%s = %d)", e.Call, e.Desc, name, e.Code)
	}
	return fmt.Sprintf("hip: %s: %s (%d)", e.Call, name, e.Code)
}

// NoDeviceError: the runtime initialised but reports no usable GPU.
type NoDeviceError struct {
	Cause error // the failing call (*Error), or nil when the count was 0
}

func (e *NoDeviceError) Error() string {
	var b strings.Builder
	b.WriteString("no AMD GPU found")
	if e.Cause != nil {
		b.WriteString(" (")
		b.WriteString(strings.TrimPrefix(e.Cause.Error(), "hip: "))
		b.WriteString(")")
	} else {
		b.WriteString(" (hipGetDeviceCount reports 0 devices)")
	}
	b.WriteString(": the HIP backend needs a gfx950 GPU (AMD Instinct MI355X or MI350X) with the amdgpu " +
		"kernel driver loaded, /dev/kfd and /dev/dri readable by this user, and HIP_VISIBLE_DEVICES " +
		"(if set) naming it")
	return b.String()
}

func (e *NoDeviceError) Is(target error) bool { return target == ErrNoDevice }
func (e *NoDeviceError) Unwrap() error        { return e.Cause }

// DeviceInfo describes one HIP device.
type DeviceInfo struct {
	Index       int
	Name        string // hipDeviceProp_t.name, e.g. "AMD Instinct MI355X"
	GCNArchName string // hipDeviceProp_t.gcnArchName, e.g. "gfx950:sramecc+:xnack-"
	GlobalMem   int64  // bytes
	CUs         int    // multiProcessorCount
	L2Bytes     int
}

// BaseArch is the processor without target features: "gfx950" for
// "gfx950:sramecc+:xnack-".
func (d DeviceInfo) BaseArch() string { return BaseArch(d.GCNArchName) }

func (d DeviceInfo) String() string {
	name := strings.TrimSpace(d.Name)
	if name == "" {
		name = "unnamed device"
	}
	arch := d.GCNArchName
	if arch == "" {
		arch = "no gcnArchName"
	}
	return fmt.Sprintf("%s (%s)", name, arch)
}

// BaseArch strips target features (":sramecc+:xnack-") from an arch name.
func BaseArch(gcnArchName string) string {
	a, _, _ := strings.Cut(strings.TrimSpace(gcnArchName), ":")
	return a
}

// WrongDeviceError: the chosen device is not a gfx950.
type WrongDeviceError struct {
	Device DeviceInfo
	Others []DeviceInfo // every device the runtime sees, for the hint
}

func (e *WrongDeviceError) Error() string {
	s := fmt.Sprintf("HIP device %d is %s, not %s: mlagen's kernels are compiled for %s "+
		"(AMD Instinct MI355X, MI350X) only", e.Device.Index, e.Device, Arch, Arch)
	var good []string
	for _, d := range e.Others {
		if d.BaseArch() == Arch && d.Index != e.Device.Index {
			good = append(good, fmt.Sprint(d.Index))
		}
	}
	if len(good) > 0 {
		s += fmt.Sprintf("; device %s is a %s: choose it with HIP_VISIBLE_DEVICES=%s", strings.Join(good, ", "), Arch, good[0])
	} else if len(e.Others) > 1 {
		s += fmt.Sprintf("; none of the %d visible devices is a %s", len(e.Others), Arch)
	}
	return s
}

func (e *WrongDeviceError) Is(target error) bool { return target == ErrWrongDevice }

// DeviceRangeError: the requested device index does not exist.
type DeviceRangeError struct {
	Device, Count int
}

func (e *DeviceRangeError) Error() string {
	return fmt.Sprintf("HIP device %d does not exist: the runtime sees %d device(s), 0..%d", e.Device, e.Count, e.Count-1)
}

// targetProcessor returns the processor of a code object's amdhsa.target,
// "gfx950" for "amdgcn-amd-amdhsa--gfx950" or "amdgcn-amd-amdhsa--gfx950:sramecc+".
func targetProcessor(target string) string {
	base := BaseArch(target)
	return base[strings.LastIndex(base, "-")+1:]
}
