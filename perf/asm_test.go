package perf

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/emu"
	"github.com/mlagen/mlagen/internal/testenv"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/verify"
)

// Microkernels for the model's tests: gfx950 assembly, assembled with
// llvm-mc and linked with ld.lld into a code object of one kernel "k" that
// takes up to four pointers at kernarg 0, 8, 16, 24 (s[0:1] holds the
// kernarg pointer, s2 the workgroup id x; v0 the work-item id).

type micro struct {
	body   string
	vgprs  int // ArchVGPRs
	sgprs  int
	lds    int
	block  int                   // work-items per workgroup
	bufs   []int                 // sizes of the pointer arguments, in bytes; buffer i is named "b<i>"
	init   func(i int, b []byte) // fills buffer i before the launch (nil: zeros)
	hbm    []string
	remote []string
}

// asm assembles m into a code object.
func (m micro) asm(t testing.TB) []byte {
	t.Helper()
	mc := testenv.Tool(t, "llvm-mc-22")
	ld := testenv.Tool(t, "ld.lld-22")
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
	dir := t.TempDir()
	s, obj, co := filepath.Join(dir, "k.s"), filepath.Join(dir, "k.o"), filepath.Join(dir, "k.hsaco")
	if err := os.WriteFile(s, []byte(src.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(mc, "--triple=amdgcn-amd-amdhsa", "--mcpu=gfx950", "-filetype=obj", "-o", obj, s).CombinedOutput(); err != nil {
		t.Fatalf("llvm-mc: %v\n%s\n%s", err, out, src.String())
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

// subject is m as a model subject of one launch whose grid of wgs
// workgroups is the "batch" (dimension X), all running the same work.
func (m micro) subject(t testing.TB) Subject {
	code := m.asm(t)
	hbm, remote := m.hbm, m.remote
	if hbm == nil {
		hbm = []string{}
	}
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
		HBM:      hbm, Remote: remote,
	}
}

// microModel traces the microkernels (one model: the inputs, which they do
// not read, are made once per batch).
var microModel = &Model{RaceCheck: true}

// run models m on a grid of wgs workgroups and returns the launch.
func (m micro) run(t testing.TB, wgs int, p Params) LaunchResult {
	t.Helper()
	tr, err := microModel.Trace(m.subject(t), mla.Shape{Batch: wgs, KVLen: 1})
	if err != nil {
		t.Fatal(err)
	}
	return tr.Simulate(p).Launches[0]
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
