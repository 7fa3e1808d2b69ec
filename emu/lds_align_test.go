package emu

import (
	"fmt"
	"strings"
	"testing"
)

// ldsAlignKernel: each lane writes two (or four) dwords at LDS address
// lane*32 + misalign with the given write, reads them back with the given
// read, and stores what it read to out[lane] (16 bytes per lane). Arguments:
// out pointer, misalign.
func ldsAlignKernel(write, read string) string {
	return fmt.Sprintf(`
  s_load_dwordx4 s[4:7], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
  v_lshlrev_b32 v1, 5, v0
  v_add_u32 v1, s6, v1
  v_mov_b32 v2, v0
  v_add_u32 v3, 1000, v0
  v_add_u32 v4, 2000, v0
  v_add_u32 v5, 3000, v0
  v_mov_b32 v6, 0
  v_mov_b32 v7, 0
  v_mov_b32 v8, 0
  v_mov_b32 v9, 0
  %s
  s_waitcnt lgkmcnt(0)
  %s
  s_waitcnt lgkmcnt(0)
  v_lshlrev_b32 v10, 4, v0
  global_store_dwordx4 v10, v[6:9], s[4:5]
`, write, read)
}

// DS alignment: gfx950 under ROCm runs with SH_MEM_CONFIG.alignment_mode =
// UNALIGNED, so misaligned ds_read/ds_write of 64 and 128 bits read and write
// the exact bytes (the default); WithLDSAlignment(LDSAlignStrict) models the
// STRICT mode, where they are memory violations. Atomics must be naturally
// aligned in every mode.
func TestLDSAlignment(t *testing.T) {
	cases := []struct {
		name, write, read string
		misalign          uint64
		dwords            int
	}{
		{"b64", "ds_write_b64 v1, v[2:3]", "ds_read_b64 v[6:7], v1", 4, 2},
		{"b128", "ds_write_b128 v1, v[2:5]", "ds_read_b128 v[6:9], v1", 8, 4},
		{"b96", "ds_write_b96 v1, v[2:4]", "ds_read_b96 v[6:8], v1", 4, 3},
		{"read2_b64", "ds_write2_b64 v1, v[2:3], v[4:5] offset1:1", "ds_read2_b64 v[6:9], v1 offset1:1", 4, 4},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			co := []kopt{{lds: 4096}}
			body := []string{ldsAlignKernel(tc.write, tc.read)}
			// default (ROCm): exact bytes at the misaligned address
			r := newRigN(t, co, body)
			out := r.u32buf(make([]uint32, 4*64))
			r.mustRun("k", d1(1), d1(64), uint64(out), tc.misalign)
			got := r.readU32(out, 4*64)
			for l := 0; l < 64; l++ {
				for i := 0; i < tc.dwords; i++ {
					if want := uint32(1000*i + l); got[4*l+i] != want {
						t.Fatalf("lane %d dword %d: %d, want %d", l, i, got[4*l+i], want)
					}
				}
			}
			// aligned in strict mode: fine
			rs := newRigN(t, co, body, WithLDSAlignment(LDSAlignStrict))
			out = rs.u32buf(make([]uint32, 4*64))
			if err := rs.run("k", d1(1), d1(64), uint64(out), 0); err != nil {
				t.Fatalf("aligned, strict: %v", err)
			}
			// misaligned in strict mode: the write faults
			err := rs.run("k", d1(1), d1(64), uint64(out), tc.misalign)
			f, ok := err.(*Fault)
			if !ok || !strings.Contains(f.Msg, "misaligned") || !strings.HasPrefix(f.Inst, strings.Fields(tc.write)[0]) || f.Lane != 0 {
				t.Fatalf("misaligned, strict: %v", err)
			}
		})
	}
	t.Run("atomic", func(t *testing.T) {
		body := `
  s_load_dwordx4 s[4:7], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
  v_lshlrev_b32 v1, 3, v0
  v_add_u32 v1, s6, v1
  ds_add_u32 v1, v0
  s_waitcnt lgkmcnt(0)
`
		r := newRig(t, kopt{lds: 1024}, body)
		if err := r.run("k", d1(1), d1(64), 0, 4); err != nil {
			t.Fatalf("aligned atomic: %v", err)
		}
		err := r.run("k", d1(1), d1(64), 0, 2)
		f, ok := err.(*Fault)
		if !ok || !strings.Contains(f.Msg, "misaligned") || !strings.HasPrefix(f.Inst, "ds_add_u32") {
			t.Fatalf("misaligned atomic in the default mode: %v", err)
		}
	})
}
