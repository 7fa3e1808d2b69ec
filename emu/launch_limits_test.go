package emu

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"strings"
	"testing"
	"time"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/gen/codeobj"
)

// patchDescriptor returns a copy of code object co with kernel name's 64-byte
// descriptor changed by edit (offsets as in codeobj.Descriptor's comments).
func patchDescriptor(t *testing.T, co []byte, name string, edit func(kd []byte)) []byte {
	t.Helper()
	c, err := codeobj.Parse(co)
	if err != nil {
		t.Fatal(err)
	}
	k, err := c.Kernel(name)
	if err != nil {
		t.Fatal(err)
	}
	f, err := elf.NewFile(bytes.NewReader(co))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range f.Progs {
		if p.Type == elf.PT_LOAD && k.DescriptorAddr >= p.Vaddr && k.DescriptorAddr+64 <= p.Vaddr+p.Filesz {
			out := bytes.Clone(co)
			off := p.Off + k.DescriptorAddr - p.Vaddr
			edit(out[off : off+64])
			return out
		}
	}
	t.Fatalf("descriptor of %s not in a PT_LOAD segment", name)
	return nil
}

func le16(b []byte, v uint16)    { binary.LittleEndian.PutUint16(b, v) }
func setLE32(b []byte, v uint32) { binary.LittleEndian.PutUint32(b, v) }

// launchErr loads co, binds kernel k and launches it on grid with 64-lane
// workgroups and an 8-byte kernarg; it returns the first error.
func launchErr(t *testing.T, co []byte, grid device.Dim3, opts ...Option) error {
	t.Helper()
	return launchErrB(t, co, grid, d1(64), opts...)
}

func launchErrB(t *testing.T, co []byte, grid, block device.Dim3, opts ...Option) error {
	t.Helper()
	e, err := New(opts...)
	if err != nil {
		t.Fatal(err)
	}
	m, err := e.Load(co)
	if err != nil {
		return err
	}
	k, err := m.Kernel("k")
	if err != nil {
		return err
	}
	return e.Launch(k, grid, block, make([]byte, 8))
}

// Every descriptor field the emulator uses is range-checked when the kernel is
// bound: a kernarg preload of 127 dwords once indexed past the SGPR file in a
// worker goroutine and killed the process.
func TestDescriptorRangeChecks(t *testing.T) {
	// 64 arguments: a 512-byte kernarg segment, enough for any preload.
	co := asmKernels(t, []kopt{{nargs: 64}}, []string{"  s_nop 0"})
	if err := launchErr(t, co, d1(1)); err != nil {
		t.Fatalf("unpatched kernel: %v", err)
	}
	rsrc2 := func(kd []byte) uint32 { return binary.LittleEndian.Uint32(kd[52:]) }
	setUserSGPRs := func(kd []byte, n uint32) { setLE32(kd[52:], rsrc2(kd)&^(31<<1)|n<<1) }
	for _, tc := range []struct {
		name string
		edit func(kd []byte)
		want string
	}{
		{"preload 127 dwords", func(kd []byte) { le16(kd[58:], 127) }, "kernarg preload"},
		{"preload past the segment", func(kd []byte) { setUserSGPRs(kd, 16); le16(kd[58:], 120<<7|14) }, "beyond the"},
		{"preload beyond 16 user SGPRs", func(kd []byte) { setUserSGPRs(kd, 16); le16(kd[58:], 15) }, "16 user SGPRs"},
		{"user SGPR count 31", func(kd []byte) { setUserSGPRs(kd, 31) }, "USER_SGPR_COUNT 31"},
		{"user SGPR count below the enabled ones", func(kd []byte) { setUserSGPRs(kd, 1) }, "USER_SGPR_COUNT 1"},
		{"accum offset past the VGPRs", func(kd []byte) { setLE32(kd[44:], binary.LittleEndian.Uint32(kd[44:])|63) }, "ACCUM_OFFSET"},
		{"LDS 1 MiB", func(kd []byte) { setLE32(kd[0:], 1<<20) }, "bytes of LDS"},
		{"kernarg 1 GiB", func(kd []byte) { setLE32(kd[8:], 1<<30) }, "kernarg segment of 1073741824 bytes"},
		{"entry outside .text", func(kd []byte) { binary.LittleEndian.PutUint64(kd[16:], 0x10) }, "entry point"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := launchErr(t, patchDescriptor(t, co, "k", tc.edit), d1(1))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want one containing %q", err, tc.want)
			}
		})
	}
}

// A panic in a worker goroutine (an emulator bug) becomes the launch's error,
// naming the kernel and workgroup, instead of killing the process.
func TestWorkerPanicIsLaunchError(t *testing.T) {
	r := newRig(t, kopt{}, "  s_nop 0")
	k, err := r.m.Kernel("k")
	if err != nil {
		t.Fatal(err)
	}
	kc := k.(*Kernel).code
	kc.code[kc.entry].fn = func(w *wave, x *xinst) {
		if w.wg.id[0] == 3 {
			panic("injected emulator bug")
		}
	}
	err = r.e.Launch(k, d1(8), d1(64), make([]byte, 32))
	if err == nil {
		t.Fatal("launch succeeded")
	}
	for _, want := range []string{"kernel k", "injected emulator bug", "workgroup (3,0,0)", "s_nop"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q lacks %q", err, want)
		}
	}
	if r.e.Sync() == nil {
		t.Error("Sync lost the launch error")
	}
}

// Grids beyond what the hardware dispatches are refused at launch; before,
// (2^31, 2^31, 2^31) overflowed the workgroup count to 0 and "succeeded", and
// (2^32-1, 2^32-1, 1) ran for ever.
func TestLaunchGridLimits(t *testing.T) {
	co := asmKernels(t, []kopt{{}}, []string{"  s_nop 0"})
	for _, tc := range []struct {
		name        string
		grid, block device.Dim3
		want        string
	}{
		{"2^31 cubed", verifyDim(1<<31, 1<<31, 1<<31), d1(1), "workgroups"},
		{"2^31 cubed of 64", verifyDim(1<<31, 1<<31, 1<<31), d1(64), "work-items"},
		{"(2^32-1, 2^32-1, 1)", verifyDim(1<<32-1, 1<<32-1, 1), d1(1), "workgroups"},
		{"2^26 x 64 work-items in x", verifyDim(1<<26, 1, 1), d1(64), "work-items"},
		{"too many workgroups", verifyDim(1<<20, 1<<10, 1), d1(64), "workgroups"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			done := make(chan error, 1)
			go func() { done <- launchErrB(t, co, tc.grid, tc.block) }()
			select {
			case err := <-done:
				if err == nil || !strings.Contains(err.Error(), tc.want) {
					t.Fatalf("error %v, want one containing %q", err, tc.want)
				}
			case <-time.After(20 * time.Second):
				t.Fatal("launch still running after 20 s")
			}
		})
	}
}

// A launch stops with an error once its waves have executed more than the
// launch's instruction budget.
func TestLaunchInstructionLimit(t *testing.T) {
	// each wave loops 1000 times (3 instructions per iteration)
	body := `
  s_mov_b32 s10, 1000
.Lloop:
  s_sub_u32 s10, s10, 1
  s_cmp_lg_u32 s10, 0
  s_cbranch_scc1 .Lloop
`
	co := asmKernels(t, []kopt{{}}, []string{body})
	if err := launchErr(t, co, d1(4), WithLaunchInstructionLimit(20000)); err != nil {
		t.Fatalf("4 waves of ~3000 instructions within a 20000 budget: %v", err)
	}
	err := launchErr(t, co, d1(64), WithLaunchInstructionLimit(20000))
	if err == nil || !strings.Contains(err.Error(), "more than 20000 instructions") {
		t.Fatalf("error %v, want the launch instruction limit", err)
	}
}

// A kernarg segment larger than the emulator's limit is refused before it is
// allocated; one the metadata declares within the limit works.
func TestKernargSizeLimit(t *testing.T) {
	co := asmKernels(t, []kopt{{kernarg: 1 << 30}}, []string{"  s_nop 0"})
	err := launchErr(t, co, d1(1))
	if err == nil || !strings.Contains(err.Error(), "kernarg segment of 1073741824 bytes") {
		t.Fatalf("error %v, want the kernarg size limit", err)
	}
	e, _ := New()
	m, err := e.Load(asmKernels(t, []kopt{{}}, []string{"  s_nop 0"}))
	if err != nil {
		t.Fatal(err)
	}
	k, _ := m.Kernel("k")
	if err := e.Launch(k, d1(1), d1(64), make([]byte, MaxKernargSize+1)); err == nil || !strings.Contains(err.Error(), "kernarg") {
		t.Fatalf("oversized caller kernarg: %v", err)
	}
}

// A kernel that stores into its own kernarg segment faults, naming the store.
func TestKernargWriteFaults(t *testing.T) {
	body := `
  v_mov_b32 v1, 0
  global_store_dword v1, v1, s[0:1] offset:8
`
	r := newRig(t, kopt{}, body)
	err := r.run("k", d1(1), d1(64), 1, 2, 3, 4)
	if err == nil {
		t.Fatal("store to the kernarg segment was not caught")
	}
	for _, want := range []string{"kernarg segment", "read-only", "global_store_dword"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q lacks %q", err, want)
		}
	}
}
