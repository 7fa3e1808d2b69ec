package emu

import (
	"encoding/binary"
	"strings"
	"testing"
)

// global_load_lds_dword{,x3,x4} and the M0 bits of both LDS-DMA forms
// against CDNA4 ISA 10.3 (global: LDS_ADDR = M0[17:2]*4 + INST.OFFSET +
// TID*4, or TID*16 for x3/x4; the offset also applies to the memory address,
// as LLVM's AMDGPUDMAOperations documents) and 9.1.9 (MUBUF: 18-bit
// LDS_offset from M0[17:0]). The destinations sit above 64 KiB, where AMD
// AITER's kernel puts its DMA buffers: a 16-bit M0 would put them elsewhere.
func TestGlobalLoadLDS(t *testing.T) {
	var in [8][64]uint32
	for r := range in {
		for l := range in[r] {
			in[r][l] = 0x5000000 + uint32(64*r+l)
		}
	}
	// the input buffer as bytes: the DMA source (s[4:5] is its address)
	src := make([]byte, 4*64*len(in))
	for r := range in {
		for l := range in[r] {
			binary.LittleEndian.PutUint32(src[4*(64*r+l):], in[r][l])
		}
	}
	word := func(off int) uint32 { return binary.LittleEndian.Uint32(src[off:]) }
	body := `
  ; x4, 64-bit vaddr = in + 16*lane, M0 = 0x16000 (above 64 KiB)
  v_lshlrev_b32 v2, 4, v0
  v_mov_b32 v3, s5
  v_add_co_u32 v2, vcc, s4, v2
  v_addc_co_u32 v3, vcc, v3, 0, vcc
  s_mov_b32 m0, 0x16000
  s_nop 0
  global_load_lds_dwordx4 v[2:3], off
  ; dword, offset 32 on both sides; M0 bit 18 set (ignored)
  v_lshlrev_b32 v4, 2, v0
  v_mov_b32 v5, s5
  v_add_co_u32 v4, vcc, s4, v4
  v_addc_co_u32 v5, vcc, v5, 0, vcc
  s_mov_b32 m0, 0x41000
  s_nop 0
  global_load_lds_dword v[4:5], off offset:32
  ; x3, saddr form (vaddr = 32-bit offset 16*lane), M0 low bits set (dropped)
  v_lshlrev_b32 v6, 4, v0
  s_mov_b32 m0, 0x27003
  s_nop 0
  global_load_lds_dwordx3 v6, s[4:5]
  ; MUBUF: M0[17:0]; bit 18 ignored; destination 0x18000
  s_mov_b32 s12, s4
  s_and_b32 s13, s5, 0xffff
  s_mov_b32 s14, 0x10000
  s_mov_b32 s15, 0x110000
  v_lshlrev_b32 v7, 2, v0
  s_mov_b32 m0, 0x58000
  s_nop 0
  buffer_load_dword v7, s[12:15], 0 offen lds
  s_waitcnt vmcnt(0)
  v_lshlrev_b32 v20, 4, v0
  v_add_u32 v20, 0x16000, v20
  ds_read_b128 v[40:43], v20
  v_lshlrev_b32 v21, 2, v0
  v_add_u32 v21, 0x1020, v21
  ds_read_b32 v44, v21
  v_lshlrev_b32 v22, 4, v0
  v_add_u32 v22, 0x27000, v22
  ds_read_b128 v[46:49], v22
  v_lshlrev_b32 v23, 2, v0
  v_add_u32 v23, 0x18000, v23
  ds_read_b32 v45, v23
  s_waitcnt lgkmcnt(0)
`
	got := runLanes(t, kopt{lds: 160 * 1024}, in[:], 10, body)
	for l := 0; l < 64; l++ {
		want := []uint32{
			word(16 * l), word(16*l + 4), word(16*l + 8), word(16*l + 12),
			word(32 + 4*l),
			word(4 * l),
			word(16 * l), word(16*l + 4), word(16*l + 8), 0xffffffff, // x3 leaves the 4th dword (poison)
		}
		for k, w := range want {
			if got[k][l] != w {
				t.Fatalf("lane %d output %d: got %#x want %#x", l, k, got[k][l], w)
			}
		}
	}
}

// The LDS-DMA race check covers the global form: reading its destination
// before s_waitcnt vmcnt retires it faults; after the wait it runs.
func TestGlobalLoadLDSRaceCheck(t *testing.T) {
	for _, c := range []struct {
		name, wait string
		race       bool
	}{{"before_wait", "", true}, {"after_wait", "  s_waitcnt vmcnt(0)\n", false}} {
		t.Run(c.name, func(t *testing.T) {
			body := loadArgs4 + `
  v_lshlrev_b32 v2, 2, v0
  s_mov_b32 m0, 0x10000
  s_nop 0
  global_load_lds_dword v2, s[4:5]
` + c.wait + `
  v_lshlrev_b32 v3, 2, v0
  ds_read_b32 v4, v3 offset:65535
  s_waitcnt vmcnt(0) lgkmcnt(0)
`
			r := newRig(t, kopt{lds: 0x10200}, body)
			pin := r.u32buf(make([]uint32, 64))
			err := r.run("k", d1(1), d1(64), uint64(pin), 0)
			if c.race != (err != nil && strings.Contains(err.Error(), "LDS race")) {
				t.Fatalf("race expected %v, got %v", c.race, err)
			}
		})
	}
}

// Byte/short global LDS DMA forms fault (what reaches LDS is undocumented),
// as do destinations past the LDS.
func TestGlobalLoadLDSFaults(t *testing.T) {
	cases := []struct{ name, body, want string }{
		{"ubyte", "  v_mov_b32 v2, 0\n  s_mov_b32 m0, 0\n  s_nop 0\n  global_load_lds_ubyte v2, s[4:5]", "not documented"},
		{"beyond_lds", "  v_mov_b32 v2, 0\n  s_mov_b32 m0, 0x3f0\n  s_nop 0\n  global_load_lds_dword v2, s[4:5]", "beyond"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := newRig(t, kopt{lds: 1024}, loadArgs4+c.body)
			pin := r.u32buf(make([]uint32, 64))
			err := r.run("k", d1(1), d1(64), uint64(pin), 0)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("want a fault mentioning %q, got %v", c.want, err)
			}
		})
	}
}
