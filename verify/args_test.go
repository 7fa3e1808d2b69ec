package verify

import (
	"encoding/binary"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/gen/codeobj"
	"github.com/mlagen/mlagen/internal/testenv"
	"github.com/mlagen/mlagen/mla"
)

func TestPackArgsHandBuilt(t *testing.T) {
	meta := fakeMeta("mla_decode_s1_p2_t32", mla.Config{}.DecodeArgs(), 256)
	grid, block := device.Dim3{X: 8, Y: 5, Z: 1}, device.Dim3{X: 256, Y: 1, Z: 1}
	var vals []ArgValue
	for i := 0; i < 7; i++ {
		vals = append(vals, PtrArg(device.DevPtr(0x1000*(i+1)+i)))
	}
	vals = append(vals, F32Arg(0.125))
	ka, err := PackArgs(meta, grid, block, vals...)
	if err != nil {
		t.Fatal(err)
	}
	if len(ka) != int(meta.KernargSize) {
		t.Fatalf("%d bytes, want %d", len(ka), meta.KernargSize)
	}
	// Explicit: seven pointers at 0..48, sm_scale at 56; hidden from 64.
	for i := 0; i < 7; i++ {
		if got := binary.LittleEndian.Uint64(ka[8*i:]); got != uint64(0x1000*(i+1)+i) {
			t.Errorf("pointer %d = %#x", i, got)
		}
	}
	if got := math.Float32frombits(binary.LittleEndian.Uint32(ka[56:])); got != 0.125 {
		t.Errorf("sm_scale = %v", got)
	}
	u32 := func(o int) uint32 { return binary.LittleEndian.Uint32(ka[o:]) }
	u16 := func(o int) uint16 { return binary.LittleEndian.Uint16(ka[o:]) }
	const h = 64
	if u32(h) != 8 || u32(h+4) != 5 || u32(h+8) != 1 {
		t.Errorf("block counts %d %d %d", u32(h), u32(h+4), u32(h+8))
	}
	if u16(h+12) != 256 || u16(h+14) != 1 || u16(h+16) != 1 {
		t.Errorf("group sizes %d %d %d", u16(h+12), u16(h+14), u16(h+16))
	}
	if u16(h+64) != 2 {
		t.Errorf("grid dims %d, want 2", u16(h+64))
	}
	for o := h + 18; o < len(ka); o++ {
		if o >= h+64 && o < h+66 {
			continue
		}
		if ka[o] != 0 {
			t.Fatalf("byte %d (hidden +%d) = %#x, want 0", o, o-h, ka[o])
		}
	}
	if ka, _ := PackArgs(meta, device.Dim3{X: 3, Y: 1, Z: 1}, block, vals...); binary.LittleEndian.Uint16(ka[h+64:]) != 1 {
		t.Error("grid dims of a 1-D launch")
	}

	// Errors.
	if _, err := PackArgs(meta, grid, block, vals[:7]...); err == nil || !strings.Contains(err.Error(), "takes 8 explicit arguments, got 7") {
		t.Errorf("too few values: %v", err)
	}
	bad := append(append([]ArgValue(nil), vals[:7]...), PtrArg(1))
	if _, err := PackArgs(meta, grid, block, bad...); err == nil || !strings.Contains(err.Error(), "by_value") {
		t.Errorf("pointer for sm_scale: %v", err)
	}
	bad = append([]ArgValue{F32Arg(1)}, vals[1:]...)
	if _, err := PackArgs(meta, grid, block, bad...); err == nil || !strings.Contains(err.Error(), "global_buffer") {
		t.Errorf("float for q: %v", err)
	}
	m2 := *meta
	m2.Args = append([]codeobj.Arg(nil), meta.Args...)
	m2.Args[7].Size = 8
	if _, err := PackArgs(&m2, grid, block, vals...); err == nil || !strings.Contains(err.Error(), "has 8 bytes in the metadata, want 4") {
		t.Errorf("size mismatch: %v", err)
	}
	m2.Args[7].Size = 4
	m2.KernargSize = 60
	if _, err := PackArgs(&m2, grid, block, vals...); err == nil || !strings.Contains(err.Error(), "past the 60-byte kernarg segment") {
		t.Errorf("segment too small: %v", err)
	}
}

// tinySource uses the implicit (hidden) arguments: the workgroup size and
// the grid size read them, so clang lists the v5 hidden block.
const tinySource = `
#define __global__ __attribute__((global))
extern "C" __global__ void tiny(float* p, int n, float x) {
  unsigned i = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + __builtin_amdgcn_workitem_id_x();
  if (i < (unsigned)n) p[i] = x * __builtin_amdgcn_grid_size_x();
}
`

// compiledKernel returns the kernel called name in the seed code object, or
// in tinySource compiled with testenv.Clang.
func compiledKernel(t *testing.T, tiny bool, name string) *codeobj.Kernel {
	t.Helper()
	var b []byte
	if tiny {
		dir := t.TempDir()
		src, out := filepath.Join(dir, "tiny.hip"), filepath.Join(dir, "tiny.hsaco")
		if err := os.WriteFile(src, []byte(tinySource), 0o644); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(testenv.Clang(t), "-x", "hip", "--offload-arch=gfx950", "--offload-device-only", "--no-gpu-bundle-output",
			"-nogpuinc", "-nogpulib", "-O2", src, "-o", out)
		if msg, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%s: %v\n%s", cmd, err, msg)
		}
		var err error
		if b, err = os.ReadFile(out); err != nil {
			t.Fatal(err)
		}
	} else {
		_, b = testenv.Seed(t)
	}
	co, err := codeobj.Parse(b)
	if err != nil {
		t.Fatal(err)
	}
	for i := range co.Kernels {
		if co.Kernels[i].Name == name {
			return &co.Kernels[i]
		}
	}
	t.Fatalf("no kernel %s in the code object", name)
	return nil
}

// The seed's decode kernel: eleven explicit arguments (nine pointers, an int,
// a float) and no hidden ones (it reads none).
func TestPackArgsSeedKernel(t *testing.T) {
	meta := compiledKernel(t, false, "_Z24mla_mfma_pipeline_kernelPKtPKhPfS3_S3_PtPKiS6_PKfif")
	var vals []ArgValue
	for i := 0; i < 9; i++ {
		vals = append(vals, PtrArg(device.DevPtr(0x7000_0000_0000+0x100*i)))
	}
	vals = append(vals, I32Arg(-3), F32Arg(SMScale))
	ka, err := PackArgs(meta, device.Dim3{X: 8, Y: 4, Z: 1}, device.Dim3{X: 256, Y: 1, Z: 1}, vals...)
	if err != nil {
		t.Fatal(err)
	}
	if len(ka) != int(meta.KernargSize) {
		t.Fatalf("%d bytes, metadata says %d", len(ka), meta.KernargSize)
	}
	explicit := 0
	for _, a := range meta.Args {
		if a.Hidden() {
			continue
		}
		v := vals[explicit]
		explicit++
		var got uint64
		switch a.Size {
		case 4:
			got = uint64(binary.LittleEndian.Uint32(ka[a.Offset:]))
		case 8:
			got = binary.LittleEndian.Uint64(ka[a.Offset:])
		}
		if got != v.bits {
			t.Errorf("argument %d at %d: %#x, want %#x", explicit-1, a.Offset, got, v.bits)
		}
	}
	if explicit != 11 {
		t.Errorf("%d explicit arguments", explicit)
	}
	if _, err := PackArgs(meta, device.Dim3{X: 8, Y: 4, Z: 1}, device.Dim3{X: 256, Y: 1, Z: 1}, vals[:10]...); err == nil {
		t.Error("ten values for eleven arguments accepted")
	}
	vals[9] = PtrArg(0)
	if _, err := PackArgs(meta, device.Dim3{X: 8, Y: 4, Z: 1}, device.Dim3{X: 256, Y: 1, Z: 1}, vals...); err == nil {
		t.Error("a pointer for num_splits accepted")
	}
}

// A kernel that reads hidden arguments: PackArgs fills what the metadata
// lists, wherever clang put it.
func TestPackArgsHiddenArguments(t *testing.T) {
	meta := compiledKernel(t, true, "tiny")
	grid, block := device.Dim3{X: 7, Y: 1, Z: 1}, device.Dim3{X: 128, Y: 1, Z: 1}
	ka, err := PackArgs(meta, grid, block, PtrArg(0xABC0), I32Arg(900), F32Arg(2))
	if err != nil {
		t.Fatal(err)
	}
	found := map[string]bool{}
	for _, a := range meta.Args {
		var got uint64
		switch a.Size {
		case 2:
			got = uint64(binary.LittleEndian.Uint16(ka[a.Offset:]))
		case 4:
			got = uint64(binary.LittleEndian.Uint32(ka[a.Offset:]))
		case 8:
			got = binary.LittleEndian.Uint64(ka[a.Offset:])
		}
		want := map[string]uint64{
			"hidden_block_count_x": 7, "hidden_block_count_y": 1, "hidden_block_count_z": 1,
			"hidden_group_size_x": 128, "hidden_group_size_y": 1, "hidden_group_size_z": 1,
			"hidden_grid_dims": 1, "global_buffer": 0xABC0,
		}
		if w, ok := want[a.ValueKind]; ok {
			found[a.ValueKind] = true
			if got != w {
				t.Errorf("%s at %d = %d, want %d", a.ValueKind, a.Offset, got, w)
			}
		} else if a.Hidden() && got != 0 {
			t.Errorf("%s at %d = %d, want 0", a.ValueKind, a.Offset, got)
		}
	}
	for _, k := range []string{"hidden_block_count_x", "hidden_group_size_x"} {
		if !found[k] {
			t.Errorf("the metadata lists no %s (%s)", k, testenv.ClangVersion(t))
		}
	}
}
