//go:build rocm

package hip

/*
#cgo CFLAGS: -D__HIP_PLATFORM_AMD__
#cgo LDFLAGS: -lamdhip64
#include <hip/hip_runtime_api.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

// errors.go interprets these statuses by value.
_Static_assert(hipErrorInsufficientDriver == 35, "hipErrorInsufficientDriver changed");
_Static_assert(hipErrorNoDevice == 100, "hipErrorNoDevice changed");
_Static_assert(hipErrorInvalidDevice == 101, "hipErrorInvalidDevice changed");

typedef struct {
	char name[256];
	char arch[256];
	unsigned long long mem;
	int cus;
	int l2;
} mlagen_props;

// The header's hipGetDeviceProperties and hipDeviceProp_t go together (ROCm 6
// renames both to their R0600 forms by macro), so reading the fields here
// keeps the struct layout the header's business.
static hipError_t mlagen_get_props(int dev, mlagen_props* out) {
	hipDeviceProp_t p;
	memset(&p, 0, sizeof p);
	hipError_t e = hipGetDeviceProperties(&p, dev);
	if (e != hipSuccess) return e;
	memcpy(out->name, p.name, sizeof out->name);
	out->name[sizeof out->name - 1] = 0;
	memcpy(out->arch, p.gcnArchName, sizeof out->arch);
	out->arch[sizeof out->arch - 1] = 0;
	out->mem = (unsigned long long)p.totalGlobalMem;
	out->cus = p.multiProcessorCount;
	out->l2 = p.l2CacheSize;
	return e;
}

static hipError_t mlagen_malloc(uint64_t* p, size_t n) {
	void* q = NULL;
	hipError_t e = hipMalloc(&q, n);
	*p = (uint64_t)(uintptr_t)q;
	return e;
}

static hipError_t mlagen_free(uint64_t p) { return hipFree((void*)(uintptr_t)p); }

static hipError_t mlagen_htod(uint64_t dst, const void* src, size_t n) {
	return hipMemcpy((void*)(uintptr_t)dst, src, n, hipMemcpyHostToDevice);
}

static hipError_t mlagen_dtoh(void* dst, uint64_t src, size_t n) {
	return hipMemcpy(dst, (const void*)(uintptr_t)src, n, hipMemcpyDeviceToHost);
}

static hipError_t mlagen_memset_async(uint64_t p, int v, size_t n, void* s) {
	return hipMemsetAsync((void*)(uintptr_t)p, v, n, (hipStream_t)s);
}

static hipError_t mlagen_stream_create(void** s) {
	hipStream_t h = NULL;
	hipError_t e = hipStreamCreate(&h);
	*s = (void*)h;
	return e;
}

static hipError_t mlagen_module_load(void** m, const void* image) {
	hipModule_t h = NULL;
	hipError_t e = hipModuleLoadData(&h, image);
	*m = (void*)h;
	return e;
}

static hipError_t mlagen_get_function(void** f, void* m, const char* name) {
	hipFunction_t h = NULL;
	hipError_t e = hipModuleGetFunction(&h, (hipModule_t)m, name);
	*f = (void*)h;
	return e;
}

// The kernarg bytes go through extra; the runtime copies them during the call
// and fills the hidden arguments itself.
static hipError_t mlagen_launch(void* f, unsigned gx, unsigned gy, unsigned gz,
		unsigned bx, unsigned by, unsigned bz, void* s, void* args, size_t size) {
	void* extra[] = {
		HIP_LAUNCH_PARAM_BUFFER_POINTER, args,
		HIP_LAUNCH_PARAM_BUFFER_SIZE, &size,
		HIP_LAUNCH_PARAM_END,
	};
	return hipModuleLaunchKernel((hipFunction_t)f, gx, gy, gz, bx, by, bz, 0, (hipStream_t)s, NULL, extra);
}

static hipError_t mlagen_end_capture(void* s, void** g) {
	hipGraph_t h = NULL;
	hipError_t e = hipStreamEndCapture((hipStream_t)s, &h);
	*g = (void*)h;
	return e;
}

static hipError_t mlagen_graph_instantiate(void** x, void* g) {
	hipGraphExec_t h = NULL;
	hipError_t e = hipGraphInstantiate(&h, (hipGraph_t)g, NULL, NULL, 0);
	*x = (void*)h;
	return e;
}

static hipError_t mlagen_event_create(void** ev) {
	hipEvent_t h = NULL;
	hipError_t e = hipEventCreate(&h);
	*ev = (void*)h;
	return e;
}
*/
import "C"

import (
	"fmt"
	"unsafe"
)

const built = true

// hipDriver calls the HIP runtime (libamdhip64).
type hipDriver struct{}

func check(call string, e C.hipError_t) error {
	if e == C.hipSuccess {
		return nil
	}
	return &Error{
		Call: call,
		Code: int(e),
		Name: C.GoString(C.hipGetErrorName(e)),
		Desc: C.GoString(C.hipGetErrorString(e)),
	}
}

func (hipDriver) init() error { return check("hipInit(0)", C.hipInit(0)) }

func (hipDriver) deviceCount() (int, error) {
	var n C.int
	err := check("hipGetDeviceCount", C.hipGetDeviceCount(&n))
	return int(n), err
}

func (hipDriver) setDevice(i int) error {
	return check(fmt.Sprintf("hipSetDevice(%d)", i), C.hipSetDevice(C.int(i)))
}

func (hipDriver) deviceProps(i int) (DeviceInfo, error) {
	var p C.mlagen_props
	if err := check(fmt.Sprintf("hipGetDeviceProperties(device %d)", i), C.mlagen_get_props(C.int(i), &p)); err != nil {
		return DeviceInfo{}, err
	}
	return DeviceInfo{
		Index:       i,
		Name:        C.GoString(&p.name[0]),
		GCNArchName: C.GoString(&p.arch[0]),
		GlobalMem:   int64(p.mem),
		CUs:         int(p.cus),
		L2Bytes:     int(p.l2),
	}, nil
}

func (hipDriver) streamCreate() (unsafe.Pointer, error) {
	var s unsafe.Pointer
	err := check("hipStreamCreate", C.mlagen_stream_create(&s))
	return s, err
}

func (hipDriver) streamDestroy(s unsafe.Pointer) error {
	return check("hipStreamDestroy", C.hipStreamDestroy(C.hipStream_t(s)))
}

func (hipDriver) streamSynchronize(s unsafe.Pointer) error {
	return check("hipStreamSynchronize", C.hipStreamSynchronize(C.hipStream_t(s)))
}

func (hipDriver) malloc(n int64) (uint64, error) {
	var p C.uint64_t
	err := check(fmt.Sprintf("hipMalloc(%d bytes)", n), C.mlagen_malloc(&p, C.size_t(n)))
	return uint64(p), err
}

func (hipDriver) free(p uint64) error {
	return check(fmt.Sprintf("hipFree(%#x)", p), C.mlagen_free(C.uint64_t(p)))
}

func (hipDriver) memcpyHtoD(dst uint64, src []byte) error {
	return check(fmt.Sprintf("hipMemcpy(%#x, host, %d bytes, hipMemcpyHostToDevice)", dst, len(src)),
		C.mlagen_htod(C.uint64_t(dst), unsafe.Pointer(&src[0]), C.size_t(len(src))))
}

func (hipDriver) memcpyDtoH(dst []byte, src uint64) error {
	return check(fmt.Sprintf("hipMemcpy(host, %#x, %d bytes, hipMemcpyDeviceToHost)", src, len(dst)),
		C.mlagen_dtoh(unsafe.Pointer(&dst[0]), C.uint64_t(src), C.size_t(len(dst))))
}

func (hipDriver) memsetAsync(p uint64, value byte, n int64, s unsafe.Pointer) error {
	return check(fmt.Sprintf("hipMemsetAsync(%#x, %d, %d bytes)", p, value, n),
		C.mlagen_memset_async(C.uint64_t(p), C.int(value), C.size_t(n), s))
}

func (hipDriver) moduleLoadData(image unsafe.Pointer) (unsafe.Pointer, error) {
	var m unsafe.Pointer
	err := check("hipModuleLoadData", C.mlagen_module_load(&m, image))
	return m, err
}

func (hipDriver) moduleUnload(m unsafe.Pointer) error {
	return check("hipModuleUnload", C.hipModuleUnload(C.hipModule_t(m)))
}

func (hipDriver) moduleGetFunction(m unsafe.Pointer, name string) (unsafe.Pointer, error) {
	cs := C.CString(name)
	defer C.free(unsafe.Pointer(cs))
	var f unsafe.Pointer
	err := check(fmt.Sprintf("hipModuleGetFunction(%q)", name), C.mlagen_get_function(&f, m, cs))
	return f, err
}

func (hipDriver) launch(f unsafe.Pointer, grid, block [3]uint32, s unsafe.Pointer, kernarg []byte) error {
	var args unsafe.Pointer
	if len(kernarg) > 0 {
		args = unsafe.Pointer(&kernarg[0])
	}
	return check(fmt.Sprintf("hipModuleLaunchKernel(grid %dx%dx%d, block %dx%dx%d, %d kernarg bytes)",
		grid[0], grid[1], grid[2], block[0], block[1], block[2], len(kernarg)),
		C.mlagen_launch(f, C.uint(grid[0]), C.uint(grid[1]), C.uint(grid[2]),
			C.uint(block[0]), C.uint(block[1]), C.uint(block[2]), s, args, C.size_t(len(kernarg))))
}

func (hipDriver) eventCreate() (unsafe.Pointer, error) {
	var e unsafe.Pointer
	err := check("hipEventCreate", C.mlagen_event_create(&e))
	return e, err
}

func (hipDriver) eventRecord(e, s unsafe.Pointer) error {
	return check("hipEventRecord", C.hipEventRecord(C.hipEvent_t(e), C.hipStream_t(s)))
}

func (hipDriver) eventSynchronize(e unsafe.Pointer) error {
	return check("hipEventSynchronize", C.hipEventSynchronize(C.hipEvent_t(e)))
}

func (hipDriver) eventElapsedMs(start, end unsafe.Pointer) (float32, error) {
	var ms C.float
	err := check("hipEventElapsedTime", C.hipEventElapsedTime(&ms, C.hipEvent_t(start), C.hipEvent_t(end)))
	return float32(ms), err
}

func (hipDriver) eventDestroy(e unsafe.Pointer) error {
	return check("hipEventDestroy", C.hipEventDestroy(C.hipEvent_t(e)))
}

func (hipDriver) streamBeginCapture(s unsafe.Pointer) error {
	return check("hipStreamBeginCapture", C.hipStreamBeginCapture(C.hipStream_t(s), C.hipStreamCaptureModeRelaxed))
}

func (hipDriver) streamEndCapture(s unsafe.Pointer) (unsafe.Pointer, error) {
	var g unsafe.Pointer
	err := check("hipStreamEndCapture", C.mlagen_end_capture(s, &g))
	return g, err
}

func (hipDriver) graphInstantiate(g unsafe.Pointer) (unsafe.Pointer, error) {
	var x unsafe.Pointer
	err := check("hipGraphInstantiate", C.mlagen_graph_instantiate(&x, g))
	return x, err
}

func (hipDriver) graphLaunch(x, s unsafe.Pointer) error {
	return check("hipGraphLaunch", C.hipGraphLaunch(C.hipGraphExec_t(x), C.hipStream_t(s)))
}

func (hipDriver) graphExecDestroy(x unsafe.Pointer) error {
	return check("hipGraphExecDestroy", C.hipGraphExecDestroy(C.hipGraphExec_t(x)))
}

func (hipDriver) graphDestroy(g unsafe.Pointer) error {
	return check("hipGraphDestroy", C.hipGraphDestroy(C.hipGraph_t(g)))
}

func (hipDriver) cAlloc(b []byte) unsafe.Pointer { return C.CBytes(b) }
func (hipDriver) cFree(p unsafe.Pointer)         { C.free(p) }
