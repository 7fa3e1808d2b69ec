package emu

import (
	"encoding/binary"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/internal/testenv"
)

// Test harness: kernels written in gfx950 assembly, assembled with llvm-mc
// and linked with ld.lld into code objects, then run through the emulator.

// kopt describes the kernel descriptor and metadata of an assembled kernel.
type kopt struct {
	name      string
	vgprs     int // ArchVGPRs (next_free_vgpr)
	agprs     int
	sgprs     int
	lds       int
	nargs     int // 8-byte arguments (pointers/values) at 0, 8, 16, ...
	wgY, wgZ  bool
	fp16Ovfl  bool
	denorm32  int // 3 = keep denormals (default when 0 is not asked)
	flush     bool
	tidYZ     int // .amdhsa_system_vgpr_workitem_id
	maxThread int
	kernarg   int // .kernarg_segment_size (default 8*nargs)
}

func (o *kopt) fill() {
	if o.name == "" {
		o.name = "k"
	}
	if o.vgprs == 0 {
		o.vgprs = 32
	}
	if o.sgprs == 0 {
		o.sgprs = 32
	}
	if o.nargs == 0 {
		o.nargs = 4
	}
	if o.maxThread == 0 {
		o.maxThread = 1024
	}
}

// asmKernels assembles kernels (body text each, without s_endpgm) into one code object.
func asmKernels(t testing.TB, opts []kopt, bodies []string) []byte {
	t.Helper()
	mc := testenv.Tool(t, "llvm-mc-22")
	ld := testenv.Tool(t, "ld.lld-22")
	var src strings.Builder
	src.WriteString(".amdgcn_target \"amdgcn-amd-amdhsa--gfx950\"\n.amdhsa_code_object_version 5\n")
	var meta strings.Builder
	meta.WriteString(".amdgpu_metadata\n---\namdhsa.version:\n  - 1\n  - 2\namdhsa.kernels:\n")
	for i := range opts {
		o := opts[i]
		o.fill()
		fmt.Fprintf(&src, ".text\n.globl %[1]s\n.p2align 8\n.type %[1]s,@function\n%[1]s:\n%[2]s\n  s_endpgm\n.Lend_%[1]s:\n.size %[1]s, .Lend_%[1]s-%[1]s\n", o.name, bodies[i])
		accum := (o.vgprs + 3) &^ 3
		total := accum + o.agprs
		if total == 0 {
			total = 4
		}
		fmt.Fprintf(&src, ".rodata\n.p2align 6\n.amdhsa_kernel %s\n", o.name)
		fmt.Fprintf(&src, "  .amdhsa_user_sgpr_kernarg_segment_ptr 1\n")
		fmt.Fprintf(&src, "  .amdhsa_next_free_vgpr %d\n  .amdhsa_next_free_sgpr %d\n  .amdhsa_accum_offset %d\n", total, o.sgprs, accum)
		fmt.Fprintf(&src, "  .amdhsa_group_segment_fixed_size %d\n", o.lds)
		fmt.Fprintf(&src, "  .amdhsa_system_sgpr_workgroup_id_x 1\n")
		fmt.Fprintf(&src, "  .amdhsa_system_sgpr_workgroup_id_y %d\n  .amdhsa_system_sgpr_workgroup_id_z %d\n", b2i(o.wgY), b2i(o.wgZ))
		fmt.Fprintf(&src, "  .amdhsa_system_vgpr_workitem_id %d\n", o.tidYZ)
		fmt.Fprintf(&src, "  .amdhsa_fp16_overflow %d\n", b2i(o.fp16Ovfl))
		d := 3
		if o.flush {
			d = o.denorm32
		}
		fmt.Fprintf(&src, "  .amdhsa_float_denorm_mode_32 %d\n", d)
		fmt.Fprintf(&src, ".end_amdhsa_kernel\n")
		ksize := 8 * o.nargs
		if o.kernarg != 0 {
			ksize = o.kernarg
		}
		fmt.Fprintf(&meta, "  - .name: %[1]s\n    .symbol: %[1]s.kd\n    .kernarg_segment_size: %[2]d\n    .kernarg_segment_align: 8\n", o.name, ksize)
		fmt.Fprintf(&meta, "    .group_segment_fixed_size: %d\n    .private_segment_fixed_size: 0\n    .wavefront_size: 64\n", o.lds)
		fmt.Fprintf(&meta, "    .sgpr_count: %d\n    .vgpr_count: %d\n    .agpr_count: %d\n    .max_flat_workgroup_size: %d\n", o.sgprs, o.vgprs, o.agprs, o.maxThread)
		meta.WriteString("    .args:\n")
		for a := 0; a < o.nargs; a++ {
			fmt.Fprintf(&meta, "      - .offset: %d\n        .size: 8\n        .value_kind: global_buffer\n        .address_space: global\n", 8*a)
		}
	}
	meta.WriteString("...\n.end_amdgpu_metadata\n")
	src.WriteString(meta.String())
	dir := t.TempDir()
	s := filepath.Join(dir, "k.s")
	obj := filepath.Join(dir, "k.o")
	co := filepath.Join(dir, "k.hsaco")
	if err := os.WriteFile(s, []byte(src.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(mc, "--triple=amdgcn-amd-amdhsa", "--mcpu=gfx950", "-filetype=obj", "-o", obj, s).CombinedOutput(); err != nil {
		t.Fatalf("llvm-mc: %v\n%s\n--- source ---\n%s", err, out, numbered(src.String()))
	}
	if out, err := exec.Command(ld, "-shared", "-o", co, obj).CombinedOutput(); err != nil {
		t.Fatalf("ld.lld: %v\n%s", err, out)
	}
	b, err := os.ReadFile(co)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func numbered(s string) string {
	var b strings.Builder
	for i, l := range strings.Split(s, "\n") {
		fmt.Fprintf(&b, "%4d %s\n", i+1, l)
	}
	return b.String()
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// rig is an emulator with one loaded module and helpers for buffers.
type rig struct {
	t *testing.T
	e *Emulator
	m device.Module
}

func newRig(t *testing.T, o kopt, body string, opts ...Option) *rig {
	t.Helper()
	return newRigN(t, []kopt{o}, []string{body}, opts...)
}

func newRigN(t *testing.T, o []kopt, bodies []string, opts ...Option) *rig {
	t.Helper()
	co := asmKernels(t, o, bodies)
	e, err := New(opts...)
	if err != nil {
		t.Fatal(err)
	}
	m, err := e.Load(co)
	if err != nil {
		t.Fatal(err)
	}
	return &rig{t: t, e: e, m: m}
}

func (r *rig) buf(b []byte) device.DevPtr {
	r.t.Helper()
	p, err := r.e.Alloc(int64(len(b)))
	if err != nil {
		r.t.Fatal(err)
	}
	if err := r.e.CopyIn(p, b); err != nil {
		r.t.Fatal(err)
	}
	return p
}

func (r *rig) u32buf(v []uint32) device.DevPtr { return r.buf(u32bytes(v)) }

func (r *rig) read(p device.DevPtr, n int) []byte {
	r.t.Helper()
	b := make([]byte, n)
	if err := r.e.CopyOut(b, p); err != nil {
		r.t.Fatal(err)
	}
	return b
}

func (r *rig) readU32(p device.DevPtr, n int) []uint32 { return bytesU32(r.read(p, 4*n)) }

// run launches kernel name with 8-byte args.
func (r *rig) run(name string, grid, block device.Dim3, args ...uint64) error {
	r.t.Helper()
	k, err := r.m.Kernel(name)
	if err != nil {
		r.t.Fatal(err)
	}
	ka := make([]byte, 8*max(len(args), 1))
	for i, a := range args {
		binary.LittleEndian.PutUint64(ka[8*i:], a)
	}
	return r.e.Launch(k, grid, block, ka)
}

func (r *rig) mustRun(name string, grid, block device.Dim3, args ...uint64) {
	r.t.Helper()
	if err := r.run(name, grid, block, args...); err != nil {
		r.t.Fatal(err)
	}
}

func u32bytes(v []uint32) []byte {
	b := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(b[4*i:], x)
	}
	return b
}

func bytesU32(b []byte) []uint32 {
	v := make([]uint32, len(b)/4)
	for i := range v {
		v[i] = binary.LittleEndian.Uint32(b[4*i:])
	}
	return v
}

func d1(x uint32) device.Dim3 { return device.Dim3{X: x, Y: 1, Z: 1} }

// Common prologue: s[0:1] = kernarg pointer; loads arg i (8 bytes) into s[2+2i:3+2i].
const loadArgs4 = `
  s_load_dwordx8 s[4:11], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
`

// laneAddr puts into v[ADDR:ADDR+1] the address s[BASE:BASE+1] + 4*lane for
// the lane index in v0 (work-item x).
func laneAddr(dst, base int) string {
	return fmt.Sprintf(`
  v_lshlrev_b32 v%[1]d, 2, v0
  v_mov_b32 v%[3]d, s%[4]d
  v_add_co_u32 v%[1]d, vcc, s%[2]d, v%[1]d
  v_addc_co_u32 v%[3]d, vcc, v%[3]d, 0, vcc
`, dst, base, dst+1, base+1)
}

// Lane-register tests: a one-workgroup kernel loads nin registers per lane
// (register r of lane l from in[r*64+l]) into v[inReg..], runs body, and
// stores nout registers from v[outReg..] the same way. v0 = work-item id,
// v1 = 4*lane, s[4:5] = in, s[6:7] = out, s[8:9] and s[10:11] = arguments 2
// and 3.
const (
	inReg  = 8
	outReg = 40
)

// regIO returns the asm that loads (store=false) or stores n registers
// starting at v<first>, addressed from s[sb:sb+1] (which it advances).
func regIO(first, n, sb int, store bool) string {
	var b strings.Builder
	for r := 0; r < n; r++ {
		if r > 0 && r%16 == 0 {
			fmt.Fprintf(&b, "  s_add_u32 s%d, s%d, 0x1000\n  s_addc_u32 s%d, s%d, 0\n", sb, sb, sb+1, sb+1)
		}
		if store {
			fmt.Fprintf(&b, "  global_store_dword v1, v%d, s[%d:%d] offset:%d\n", first+r, sb, sb+1, (r%16)*256)
		} else {
			fmt.Fprintf(&b, "  global_load_dword v%d, v1, s[%d:%d] offset:%d\n", first+r, sb, sb+1, (r%16)*256)
		}
	}
	b.WriteString("  s_waitcnt vmcnt(0)\n")
	return b.String()
}

// laneKernel builds the body of a lane-register test kernel.
func laneKernel(nin, nout int, body string) string {
	return loadArgs4 + "  v_lshlrev_b32 v1, 2, v0\n" + regIO(inReg, nin, 4, false) + body + "\n" +
		"  s_mov_b64 exec, -1\n  v_lshlrev_b32 v1, 2, v0\n" + regIO(outReg, nout, 6, true)
}

// runLanes runs a lane-register kernel on one wave and returns its outputs.
func runLanes(t *testing.T, o kopt, in [][64]uint32, nout int, body string, opts ...Option) [][64]uint32 {
	t.Helper()
	if o.vgprs == 0 {
		o.vgprs = 64
	}
	r := newRig(t, o, laneKernel(len(in), nout, body), opts...)
	flat := make([]uint32, 64*max(len(in), 1))
	for i := range in {
		copy(flat[64*i:], in[i][:])
	}
	pin := r.u32buf(flat)
	pout := r.u32buf(make([]uint32, 64*nout))
	name := o.name
	if name == "" {
		name = "k"
	}
	r.mustRun(name, d1(1), d1(64), uint64(pin), uint64(pout))
	got := r.readU32(pout, 64*nout)
	out := make([][64]uint32, nout)
	for i := range out {
		copy(out[i][:], got[64*i:])
	}
	return out
}

func verifyDim(x, y, z uint32) device.Dim3 { return device.Dim3{X: x, Y: y, Z: z} }
