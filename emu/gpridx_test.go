package emu

import (
	"strings"
	"testing"
)

// VGPR indexing: inside s_set_gpr_idx_on ... _off a VALU operand of an
// enabled role reads or writes v(N + M0[7:0]); outside it, and for the
// other roles, registers are as written. M0 keeps its other bits.
func TestGPRIndexing(t *testing.T) {
	body := loadArgs4 + `
  v_mov_b32 v10, 10
  v_mov_b32 v11, 11
  v_mov_b32 v12, 12
  v_mov_b32 v13, 13
  v_mov_b32 v30, 0
  v_mov_b32 v31, 0
  v_mov_b32 v3, 100
  s_mov_b32 m0, 0xabcd0000
  s_mov_b32 s20, 2
  s_set_gpr_idx_on s20, gpr_idx(SRC0)
  v_add_u32 v40, v10, v3
  v_add_u32 v41, v11, v3
  s_set_gpr_idx_off
  v_add_u32 v42, v10, v3
  v_mov_b32 v43, m0
  s_mov_b32 s20, 1
  s_set_gpr_idx_on s20, gpr_idx(DST)
  v_mov_b32 v30, 7
  s_set_gpr_idx_off
  v_mov_b32 v44, v30
  v_mov_b32 v45, v31
  v_lshlrev_b32 v1, 2, v0
` + regIO(40, 6, 4, true)
	r := newRig(t, kopt{name: "idx", vgprs: 48, nargs: 1}, body)
	out := r.u32buf(make([]uint32, 64*8))
	r.mustRun("idx", d1(1), d1(64), uint64(out))
	got := r.readU32(out, 64*8)
	want := []uint32{
		112,        // v20 = v12 + 100 (src0 indexed by 2)
		113,        // v21 = v13 + 100
		110,        // v22 = v10 + 100 (indexing off)
		0xabcd1002, // M0 after s_set_gpr_idx_on: index 2, mode 1 in [15:12], other bits kept
		0,          // v30 untouched (the mov went to v31)
		7,          // v31 = 7 (dst indexed by 1)
	}
	for k, w := range want {
		if g := got[64*k]; g != w {
			t.Errorf("output %d: %#x, want %#x", k, g, w)
		}
	}
}

// A run with a branch before s_set_gpr_idx_off faults when it executes.
func TestGPRIndexingAcrossBranchFaults(t *testing.T) {
	r := newRig(t, kopt{name: "idxbr", nargs: 1}, `
  s_mov_b32 s20, 1
  s_set_gpr_idx_on s20, gpr_idx(SRC0)
  s_branch .Lnext
.Lnext:
  v_mov_b32 v1, v2
  s_set_gpr_idx_off`)
	err := r.run("idxbr", d1(1), d1(64), 0)
	if err == nil || !strings.Contains(err.Error(), "branch") {
		t.Fatalf("want a fault about the branch, got %v", err)
	}
}
