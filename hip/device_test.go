package hip

import (
	"bytes"
	"errors"
	"strings"
	"testing"
	"unsafe"

	"github.com/mlagen/mlagen/gen/codeobj"
)

// fakeDriver is a HIP runtime in memory: devices with properties, host-side
// allocations, and a log of calls.
type fakeDriver struct {
	initErr  error
	countErr error
	devs     []DeviceInfo
	current  int
	next     uint64
	mem      map[uint64][]byte
	calls    []string
	elapsed  float32
	handles  []*int // keeps fake handles alive and distinct
	launches []fakeLaunch
	// Stream capture: while capturing, memsets are recorded, not run; a
	// graph replays them.
	capturing bool
	captured  []func()
	graphOps  map[unsafe.Pointer][]func()
}

type fakeLaunch struct {
	grid, block [3]uint32
	kernarg     []byte
}

func newFake(archs ...string) *fakeDriver {
	f := &fakeDriver{next: 0x7f0000000000, mem: map[uint64][]byte{}}
	for i, a := range archs {
		f.devs = append(f.devs, DeviceInfo{Index: i, Name: "AMD Instinct " + map[string]string{
			"gfx950:sramecc+:xnack-": "MI355X", "gfx942:sramecc+:xnack-": "MI300X"}[a], GCNArchName: a})
	}
	return f
}

func (f *fakeDriver) handle() unsafe.Pointer {
	h := new(int)
	f.handles = append(f.handles, h)
	return unsafe.Pointer(h)
}

func (f *fakeDriver) log(s string) { f.calls = append(f.calls, s) }

func (f *fakeDriver) init() error { f.log("init"); return f.initErr }
func (f *fakeDriver) deviceCount() (int, error) {
	if f.countErr != nil {
		return 0, f.countErr
	}
	return len(f.devs), nil
}
func (f *fakeDriver) setDevice(i int) error { f.current = i; return nil }
func (f *fakeDriver) deviceProps(i int) (DeviceInfo, error) {
	d := f.devs[i]
	d.Index = 0 // the runtime does not fill it; devices() must
	return d, nil
}
func (f *fakeDriver) streamCreate() (unsafe.Pointer, error)  { return f.handle(), nil }
func (f *fakeDriver) streamDestroy(unsafe.Pointer) error     { f.log("streamDestroy"); return nil }
func (f *fakeDriver) streamSynchronize(unsafe.Pointer) error { f.log("sync"); return nil }
func (f *fakeDriver) malloc(n int64) (uint64, error) {
	p := f.next
	f.next += uint64(n+255) &^ 255
	f.mem[p] = make([]byte, n)
	return p, nil
}
func (f *fakeDriver) free(p uint64) error {
	if _, ok := f.mem[p]; !ok {
		return &Error{Call: "hipFree", Code: 1, Name: "hipErrorInvalidValue"}
	}
	delete(f.mem, p)
	f.log("free")
	return nil
}
func (f *fakeDriver) find(p uint64) ([]byte, uint64) {
	for base, b := range f.mem {
		if p >= base && p < base+uint64(len(b)) {
			return b, p - base
		}
	}
	panic("fake: bad address")
}
func (f *fakeDriver) memcpyHtoD(dst uint64, src []byte) error {
	b, off := f.find(dst)
	copy(b[off:], src)
	return nil
}
func (f *fakeDriver) memcpyDtoH(dst []byte, src uint64) error {
	b, off := f.find(src)
	copy(dst, b[off:])
	return nil
}
func (f *fakeDriver) memsetAsync(p uint64, v byte, n int64, s unsafe.Pointer) error {
	if f.capturing {
		f.captured = append(f.captured, func() { f.capturing = false; f.memsetAsync(p, v, n, s) })
		return nil
	}
	b, off := f.find(p)
	for i := range n {
		b[off+uint64(i)] = v
	}
	return nil
}
func (f *fakeDriver) moduleLoadData(unsafe.Pointer) (unsafe.Pointer, error) { return f.handle(), nil }
func (f *fakeDriver) moduleUnload(unsafe.Pointer) error                     { f.log("unload"); return nil }
func (f *fakeDriver) moduleGetFunction(unsafe.Pointer, string) (unsafe.Pointer, error) {
	return f.handle(), nil
}
func (f *fakeDriver) launch(fn unsafe.Pointer, grid, block [3]uint32, s unsafe.Pointer, kernarg []byte) error {
	f.launches = append(f.launches, fakeLaunch{grid, block, append([]byte(nil), kernarg...)})
	return nil
}
func (f *fakeDriver) eventCreate() (unsafe.Pointer, error)    { return f.handle(), nil }
func (f *fakeDriver) eventRecord(e, s unsafe.Pointer) error   { f.log("record"); return nil }
func (f *fakeDriver) eventSynchronize(e unsafe.Pointer) error { return nil }
func (f *fakeDriver) eventDestroy(e unsafe.Pointer) error     { f.log("eventDestroy"); return nil }
func (f *fakeDriver) cAlloc(b []byte) unsafe.Pointer          { return f.handle() }
func (f *fakeDriver) cFree(unsafe.Pointer)                    {}
func (f *fakeDriver) streamBeginCapture(unsafe.Pointer) error {
	f.log("beginCapture")
	f.capturing, f.captured = true, nil
	return nil
}
func (f *fakeDriver) streamEndCapture(unsafe.Pointer) (unsafe.Pointer, error) {
	f.log("endCapture")
	g := f.handle()
	if f.graphOps == nil {
		f.graphOps = map[unsafe.Pointer][]func(){}
	}
	f.graphOps[g], f.capturing = f.captured, false
	return g, nil
}
func (f *fakeDriver) graphInstantiate(g unsafe.Pointer) (unsafe.Pointer, error) {
	x := f.handle()
	f.graphOps[x] = f.graphOps[g]
	return x, nil
}
func (f *fakeDriver) graphLaunch(x, s unsafe.Pointer) error {
	for _, op := range f.graphOps[x] {
		op()
	}
	return nil
}
func (f *fakeDriver) graphExecDestroy(unsafe.Pointer) error { f.log("graphExecDestroy"); return nil }
func (f *fakeDriver) graphDestroy(unsafe.Pointer) error     { f.log("graphDestroy"); return nil }
func (f *fakeDriver) eventElapsedMs(a, b unsafe.Pointer) (float32, error) {
	return f.elapsed, nil
}

func TestOpenNoDevice(t *testing.T) {
	// What hipInit returns on a machine without a GPU (HIP 5.2).
	f := newFake()
	f.initErr = &Error{Call: "hipInit(0)", Code: codeInvalidDevice, Name: "hipErrorInvalidDevice", Desc: "hipErrorInvalidDevice"}
	_, err := open(f, 0)
	if !errors.Is(err, ErrNoDevice) {
		t.Fatalf("err = %v, want ErrNoDevice", err)
	}
	want := "no AMD GPU found (hipInit(0): hipErrorInvalidDevice (101)): the HIP backend needs a gfx950 GPU"
	if !strings.HasPrefix(err.Error(), want) {
		t.Errorf("message\n%s\nwant prefix\n%s", err, want)
	}
	var he *Error
	if !errors.As(err, &he) || he.Code != codeInvalidDevice {
		t.Errorf("cause not kept: %#v", err)
	}

	// hipGetDeviceCount's hipErrorNoDevice, with a newer runtime's sentence.
	f = newFake()
	f.countErr = &Error{Call: "hipGetDeviceCount", Code: codeNoDevice, Name: "hipErrorNoDevice", Desc: "no ROCm-capable device is detected"}
	_, err = open(f, 0)
	if !errors.Is(err, ErrNoDevice) || !strings.Contains(err.Error(),
		"(hipGetDeviceCount: no ROCm-capable device is detected (hipErrorNoDevice = 100))") {
		t.Errorf("err = %v", err)
	}

	// Zero devices without an error.
	_, err = open(newFake(), 0)
	if !errors.Is(err, ErrNoDevice) || !strings.Contains(err.Error(), "hipGetDeviceCount reports 0 devices") {
		t.Errorf("err = %v", err)
	}

	// Any other failure passes through unchanged.
	other := &Error{Call: "hipInit(0)", Code: 999, Name: "hipErrorUnknown"}
	f = newFake()
	f.initErr = other
	if _, err = open(f, 0); err != other {
		t.Errorf("err = %v, want the runtime's error unchanged", err)
	}
}

func TestOpenWrongDevice(t *testing.T) {
	f := newFake("gfx942:sramecc+:xnack-", "gfx950:sramecc+:xnack-")
	_, err := open(f, 0)
	if !errors.Is(err, ErrWrongDevice) {
		t.Fatalf("err = %v, want ErrWrongDevice", err)
	}
	want := "HIP device 0 is AMD Instinct MI300X (gfx942:sramecc+:xnack-), not gfx950: mlagen's kernels are " +
		"compiled for gfx950 (AMD Instinct MI355X, MI350X) only; device 1 is a gfx950: choose it with HIP_VISIBLE_DEVICES=1"
	if err.Error() != want {
		t.Errorf("message\n%s\nwant\n%s", err, want)
	}

	f = newFake("gfx942:sramecc+:xnack-", "gfx942:sramecc+:xnack-")
	_, err = open(f, 1)
	if !strings.HasSuffix(err.Error(), "; none of the 2 visible devices is a gfx950") {
		t.Errorf("err = %v", err)
	}

	_, err = open(f, 2)
	if err == nil || err.Error() != "HIP device 2 does not exist: the runtime sees 2 device(s), 0..1" {
		t.Errorf("err = %v", err)
	}

	b, err := open(newFake("gfx942:sramecc+:xnack-", "gfx950:sramecc+:xnack-"), 1)
	if err != nil {
		t.Fatal(err)
	}
	if got := b.Name(); got != "hip:gfx950 AMD Instinct MI355X (device 1)" {
		t.Errorf("Name = %q", got)
	}
}

func TestNotBuilt(t *testing.T) {
	if built {
		t.Skip("built with the rocm tag")
	}
	for _, err := range []error{
		func() error { _, err := Open(0); return err }(),
		func() error { _, err := CheckDevice(0); return err }(),
		func() error { _, err := LoadModule([]byte("x")); return err }(),
	} {
		if !errors.Is(err, ErrNotBuilt) {
			t.Errorf("err = %v, want ErrNotBuilt", err)
		}
	}
	msg := ErrNotBuilt.Error()
	for _, s := range []string{"built without HIP support", "go build -tags rocm ./cmd/mlagen", "libamdhip64-dev"} {
		if !strings.Contains(msg, s) {
			t.Errorf("ErrNotBuilt %q lacks %q", msg, s)
		}
	}
}

func TestErrorFormat(t *testing.T) {
	for _, c := range []struct {
		e    Error
		want string
	}{
		{Error{"hipMalloc(1024 bytes)", 2, "hipErrorOutOfMemory", "hipErrorOutOfMemory"}, "hip: hipMalloc(1024 bytes): hipErrorOutOfMemory (2)"},
		{Error{"hipMalloc(1024 bytes)", 2, "hipErrorOutOfMemory", "out of memory"}, "hip: hipMalloc(1024 bytes): out of memory (hipErrorOutOfMemory = 2)"},
		{Error{"hipInit(0)", 7, "", ""}, "hip: hipInit(0): hipError (7)"},
	} {
		if got := c.e.Error(); got != c.want {
			t.Errorf("got %q, want %q", got, c.want)
		}
	}
	if got := targetProcessor("amdgcn-amd-amdhsa--gfx950:sramecc+:xnack-"); got != "gfx950" {
		t.Errorf("targetProcessor = %q", got)
	}
	if got := BaseArch(" gfx950:sramecc+ "); got != "gfx950" {
		t.Errorf("BaseArch = %q", got)
	}
}

func TestMemoryAndEvents(t *testing.T) {
	f := newFake("gfx950:sramecc+:xnack-")
	b, err := open(f, 0)
	if err != nil {
		t.Fatal(err)
	}
	p, err := b.Alloc(64)
	if err != nil {
		t.Fatal(err)
	}
	if z, err := b.Alloc(0); z != 0 || err != nil {
		t.Errorf("Alloc(0) = %v, %v", z, err)
	}
	in := []byte("0123456789abcdef")
	if err := b.CopyIn(p+8, in); err != nil {
		t.Fatal(err)
	}
	if err := b.Memset(p, 'x', 8); err != nil {
		t.Fatal(err)
	}
	out := make([]byte, 24)
	if err := b.CopyOut(out, p); err != nil {
		t.Fatal(err)
	}
	if want := "xxxxxxxx0123456789abcdef"; string(out) != want {
		t.Errorf("memory = %q, want %q", out, want)
	}
	// Out of bounds, and not ours.
	if err := b.CopyIn(p+60, in); err == nil || !strings.Contains(err.Error(), "not inside one allocation") {
		t.Errorf("CopyIn past the end: %v", err)
	}
	if err := b.Free(p + 8); err == nil {
		t.Error("Free of an interior pointer succeeded")
	}

	start, _ := b.NewEvent()
	end, _ := b.NewEvent()
	f.elapsed = 0.0125
	if err := start.Record(); err != nil {
		t.Fatal(err)
	}
	if err := end.Record(); err != nil {
		t.Fatal(err)
	}
	us, err := end.ElapsedUS(start)
	if err != nil || us < 12.49 || us > 12.51 {
		t.Errorf("ElapsedUS = %v, %v; want 12.5", us, err)
	}
	if err := start.Destroy(); err != nil {
		t.Fatal(err)
	}
	if _, err := end.ElapsedUS(start); err == nil {
		t.Error("ElapsedUS from a destroyed event succeeded")
	}

	q, _ := b.Alloc(16)
	_ = q
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
	if len(f.mem) != 0 {
		t.Errorf("Close left %d allocations", len(f.mem))
	}
	log := strings.Join(f.calls, " ")
	if !strings.HasSuffix(log, "sync eventDestroy free free streamDestroy") {
		t.Errorf("Close calls: %s", log)
	}
	if _, err := b.Alloc(1); err == nil {
		t.Error("Alloc after Close succeeded")
	}
	if err := b.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
}

// TestCaptureGraph: what the capture records runs only when the graph is
// launched, as often as it is; a failing record still ends the capture and
// leaves no graph; Close releases the graphs left.
func TestCaptureGraph(t *testing.T) {
	f := newFake("gfx950:sramecc+:xnack-")
	b, err := open(f, 0)
	if err != nil {
		t.Fatal(err)
	}
	p, _ := b.Alloc(4)
	g, err := b.CaptureGraph(func() error { return b.Memset(p, 'g', 4) })
	if err != nil {
		t.Fatal(err)
	}
	out := make([]byte, 4)
	b.CopyOut(out, p)
	if string(out) == "gggg" {
		t.Fatal("the capture ran the memset")
	}
	for range 2 {
		if err := g.Launch(); err != nil {
			t.Fatal(err)
		}
	}
	b.CopyOut(out, p)
	if string(out) != "gggg" {
		t.Errorf("after two replays: %q, want gggg", out)
	}
	f.calls = nil
	boom := errors.New("boom")
	if g2, err := b.CaptureGraph(func() error { return boom }); !errors.Is(err, boom) || g2 != nil {
		t.Errorf("failing record: %v, %v", g2, err)
	}
	if log := strings.Join(f.calls, " "); log != "beginCapture endCapture graphDestroy" {
		t.Errorf("failing record calls: %s", log)
	}
	f.calls = nil
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
	if log := strings.Join(f.calls, " "); !strings.Contains(log, "graphExecDestroy graphDestroy") {
		t.Errorf("Close calls: %s", log)
	}
	if err := g.Launch(); err == nil {
		t.Error("Launch after Close succeeded")
	}
}

func TestCheckLaunch(t *testing.T) {
	meta := &codeobj.Kernel{
		Name:                 "k",
		MaxFlatWorkgroupSize: 256,
		Args: []codeobj.Arg{
			{Name: "p", Offset: 0, Size: 8, ValueKind: "global_buffer"},
			{Name: "x", Offset: 8, Size: 4, ValueKind: "by_value"},
			{Offset: 16, Size: 4, ValueKind: "hidden_block_count_x"},
		},
	}
	ok := Dim3{X: 1, Y: 1, Z: 1}
	if err := CheckLaunch(meta, ok, Dim3{X: 256, Y: 1, Z: 1}, make([]byte, 12)); err != nil {
		t.Errorf("valid launch: %v", err)
	}
	for _, c := range []struct {
		grid, block Dim3
		n           int
		want        string
	}{
		{Dim3{X: 0, Y: 1, Z: 1}, ok, 12, "empty grid"},
		{ok, Dim3{X: 512, Y: 1, Z: 1}, 12, "has 512 work-items, the kernel allows 256"},
		{ok, ok, 11, `argument "x" needs bytes 8..12`},
	} {
		err := CheckLaunch(meta, c.grid, c.block, make([]byte, c.n))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("CheckLaunch(%v, %v, %d bytes) = %v, want %q", c.grid, c.block, c.n, err, c.want)
		}
	}
}

func TestLoadRejectsBadCodeObject(t *testing.T) {
	b, err := open(newFake("gfx950:sramecc+:xnack-"), 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := b.Load(bytes.Repeat([]byte{0}, 64)); err == nil || !strings.Contains(err.Error(), "not an ELF file") {
		t.Errorf("Load(garbage) = %v", err)
	}
}
