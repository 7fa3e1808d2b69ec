package perf

import (
	"encoding/binary"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/emu"
	"github.com/mlagen/mlagen/verify"
)

// Microkernels: gfx950 assembly, assembled with llvm-mc and linked with
// ld.lld into a code object of one kernel "k" that takes up to four pointers
// at kernarg 0, 8, 16, 24 (s[0:1] holds the kernarg pointer, s2 the
// workgroup id x; v0 the work-item id). The model's tests time them, and the
// calibration table (calibration.go) reproduces the memory system's
// measurements with them.

type micro struct {
	body   string
	vgprs  int // ArchVGPRs
	sgprs  int
	lds    int
	block  int                   // work-items per workgroup
	bufs   []int                 // sizes of the pointer arguments, in bytes; buffer i is named "b<i>"
	init   func(i int, b []byte) // fills buffer i before the launch (nil: zeros)
	remote []string              // buffers an earlier launch wrote (Subject.Remote)
}

const loadPtrs = `
  s_load_dwordx8 s[4:11], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
`

// streaming: each of the workgroup's 4 waves reads loads x 1 KiB
// (global_load_dwordx4, 16 bytes a lane) from b0 (HBM), keeping window
// loads in flight.
func streaming(loads, window int) micro {
	var b strings.Builder
	b.WriteString(loadPtrs)
	b.WriteString(`
  v_lshrrev_b32 v2, 6, v0            // wave
  v_and_b32 v3, 63, v0               // lane
  v_lshlrev_b32 v1, 4, v3
  v_lshl_add_u32 v1, v2, 10, v1      // wave*1024 + lane*16
`)
	for i := 0; i < loads; i++ {
		r := 8 + 4*(i%8)
		fmt.Fprintf(&b, "  global_load_dwordx4 v[%d:%d], v1, s[4:5]\n  s_add_u32 s4, s4, 0x1000\n  s_addc_u32 s5, s5, 0\n", r, r+3)
		if i >= window-1 {
			fmt.Fprintf(&b, "  s_waitcnt vmcnt(%d)\n", window-1)
		}
	}
	b.WriteString("  s_waitcnt vmcnt(0)\n")
	return micro{body: b.String(), vgprs: 48, block: 256, bufs: []int{loads * 4096}}
}

// chase: n dependent loads: each load's address comes from the previous
// load's data (b0 holds a list: the dword at 128*k is 128*(k+1), so every
// load reads a new line). With warm, the lines are first read into LDS
// (LDS-DMA, past the L1), so the chain finds them in the L2.
func chase(n int, warm bool) micro {
	body := loadPtrs
	if warm {
		body += "  s_mov_b32 m0, 0\n  v_and_b32 v3, 63, v0\n  v_lshlrev_b32 v4, 4, v3\n  s_mov_b64 s[12:13], s[4:5]\n" +
			repeat(8, "  global_load_lds_dwordx4 v4, s[12:13]\n  s_add_u32 s12, s12, 0x400\n  s_addc_u32 s13, s13, 0\n  s_add_u32 m0, m0, 0x400") +
			"  s_waitcnt vmcnt(0)\n"
	}
	body += "  v_mov_b32 v1, 0\n" + repeat(n, "  global_load_dword v2, v1, s[4:5]\n  s_waitcnt vmcnt(0)\n  v_mov_b32 v1, v2")
	return micro{body: body, bufs: []int{128 * 64}, lds: 128 * 64, init: func(_ int, b []byte) {
		for k := 0; 128*k+4 <= len(b); k++ {
			binary.LittleEndian.PutUint32(b[128*k:], uint32(128*(k+1)))
		}
	}}
}

// asmTools finds llvm-mc and ld.lld ($LLVM_MC and $LD_LLD, else the -22
// builds or the unversioned ones in PATH).
func asmTools() (mc, ld string, err error) {
	find := func(env string, names ...string) (string, error) {
		if v := os.Getenv(env); v != "" {
			names = []string{v}
		}
		for _, n := range names {
			if p, err := exec.LookPath(n); err == nil {
				return p, nil
			}
		}
		return "", fmt.Errorf("%s: not found (apt-get install llvm-22 lld-22)", strings.Join(names, ", "))
	}
	if mc, err = find("LLVM_MC", "llvm-mc-22", "llvm-mc"); err != nil {
		return "", "", err
	}
	ld, err = find("LD_LLD", "ld.lld-22", "ld.lld")
	return mc, ld, err
}

// assemble assembles m into a code object with the tools mc and ld.
func (m micro) assemble(mc, ld string) ([]byte, error) {
	vg, sg := max(m.vgprs, 32), max(m.sgprs, 32)
	block := max(m.block, 64)
	var src strings.Builder
	src.WriteString(".amdgcn_target \"amdgcn-amd-amdhsa--gfx950\"\n.amdhsa_code_object_version 5\n")
	fmt.Fprintf(&src, ".text\n.globl k\n.p2align 8\n.type k,@function\nk:\n%s\n  s_endpgm\n.Lend_k:\n.size k, .Lend_k-k\n", m.body)
	fmt.Fprintf(&src, ".rodata\n.p2align 6\n.amdhsa_kernel k\n  .amdhsa_user_sgpr_kernarg_segment_ptr 1\n")
	fmt.Fprintf(&src, "  .amdhsa_next_free_vgpr %d\n  .amdhsa_next_free_sgpr %d\n  .amdhsa_accum_offset %d\n", vg, sg, vg)
	fmt.Fprintf(&src, "  .amdhsa_group_segment_fixed_size %d\n  .amdhsa_system_sgpr_workgroup_id_x 1\n", m.lds)
	fmt.Fprintf(&src, "  .amdhsa_float_denorm_mode_32 3\n.end_amdhsa_kernel\n")
	fmt.Fprintf(&src, ".amdgpu_metadata\n---\namdhsa.version:\n  - 1\n  - 2\namdhsa.kernels:\n")
	fmt.Fprintf(&src, "  - .name: k\n    .symbol: k.kd\n    .kernarg_segment_size: 32\n    .kernarg_segment_align: 8\n")
	fmt.Fprintf(&src, "    .group_segment_fixed_size: %d\n    .private_segment_fixed_size: 0\n    .wavefront_size: 64\n", m.lds)
	fmt.Fprintf(&src, "    .sgpr_count: %d\n    .vgpr_count: %d\n    .agpr_count: 0\n    .max_flat_workgroup_size: %d\n", sg, vg, block)
	src.WriteString("    .args:\n")
	for a := 0; a < 4; a++ {
		fmt.Fprintf(&src, "      - .offset: %d\n        .size: 8\n        .value_kind: global_buffer\n        .address_space: global\n", 8*a)
	}
	src.WriteString("...\n.end_amdgpu_metadata\n")
	dir, err := os.MkdirTemp("", "mlagen-micro-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	s, obj, co := filepath.Join(dir, "k.s"), filepath.Join(dir, "k.o"), filepath.Join(dir, "k.hsaco")
	if err := os.WriteFile(s, []byte(src.String()), 0o644); err != nil {
		return nil, err
	}
	if out, err := exec.Command(mc, "--triple=amdgcn-amd-amdhsa", "--mcpu=gfx950", "-filetype=obj", "-o", obj, s).CombinedOutput(); err != nil {
		return nil, fmt.Errorf("llvm-mc: %v\n%s\n%s", err, out, src.String())
	}
	if out, err := exec.Command(ld, "-shared", "-o", co, obj).CombinedOutput(); err != nil {
		return nil, fmt.Errorf("ld.lld: %v\n%s", err, out)
	}
	return os.ReadFile(co)
}

// subjectOf is m, assembled into code, as a model subject of one launch
// whose grid of workgroups is the "batch" (dimension X), all running the
// same work.
func (m micro) subjectOf(code []byte) Subject {
	remote := m.remote
	if remote == nil {
		remote = []string{}
	}
	return Subject{
		Name: "micro",
		Build: func(e *emu.Emulator, _ *verify.Inputs) (*verify.Workload, error) {
			mod, err := e.Load(code)
			if err != nil {
				return nil, err
			}
			k, err := mod.Kernel("k")
			if err != nil {
				return nil, err
			}
			w := verify.NewWorkload(e)
			args := make([]verify.ArgValue, 4)
			for i := range args {
				var p device.DevPtr
				if i < len(m.bufs) {
					b := make([]byte, m.bufs[i])
					if m.init != nil {
						m.init(i, b)
					}
					if p, err = w.Upload(fmt.Sprintf("b%d", i), b); err != nil {
						return nil, err
					}
				}
				args[i] = verify.PtrArg(p)
			}
			block := uint32(max(m.block, 64))
			if err := w.AddLaunch(k, nil, device.Dim3{X: 1, Y: 1, Z: 1}, device.Dim3{X: block, Y: 1, Z: 1}, args...); err != nil {
				return nil, err
			}
			return w, nil
		},
		BatchDim: []int{0},
		Remote:   remote,
	}
}

// repeat joins n copies of s, with %d replaced by the copy's index.
func repeat(n int, s string) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		if strings.Contains(s, "%d") {
			fmt.Fprintf(&b, s, i)
		} else {
			b.WriteString(s)
		}
		b.WriteByte('\n')
	}
	return b.String()
}
