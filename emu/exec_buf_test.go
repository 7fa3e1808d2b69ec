package emu

import (
	"strings"
	"testing"
)

// Buffer (MUBUF) loads and stores with the V# range check (CDNA4 ISA
// 9.1.5.1: raw buffers are out of range when the byte offset is at or past
// num_records; dwordx2/x3/x4 check each dword), and LDS DMA.

// bufRig: kernel args: in (buffer base), out, num_records, soffset.
// s[12:15] = V# {in, stride 0, num_records, 0x110000 - the seed's config}.
const bufPrologue = loadArgs4 + `
  s_mov_b32 s12, s4
  s_and_b32 s13, s5, 0xffff
  s_mov_b32 s14, s8
  s_mov_b32 s15, 0x110000
  s_mov_b32 s16, s10
  v_lshlrev_b32 v1, 2, v0
`

// lane offsets: lane l loads at byte offset off(l)
func bufOffsets(nrec int) [64]uint32 {
	var o [64]uint32
	for l := 0; l < 64; l++ {
		o[l] = uint32(nrec - 64 + 4*l) // from 16 dwords before the end to 48 past it
	}
	return o
}

func TestBufferLoadRange(t *testing.T) {
	const nrec = 1000
	const total = 2048
	data := make([]uint32, total/4)
	for i := range data {
		data[i] = 0x10000 + uint32(i)
	}
	body := bufPrologue + `
  ; lane offset table in out[0..63]
  global_load_dword v2, v1, s[6:7]
  s_waitcnt vmcnt(0)
  buffer_load_dword v10, v2, s[12:15], 0 offen
  buffer_load_dwordx2 v[12:13], v2, s[12:15], 0 offen
  buffer_load_dwordx4 v[16:19], v2, s[12:15], 0 offen offset:4
  buffer_load_ushort v14, v2, s[12:15], 0 offen offset:2
  buffer_load_ubyte v15, v2, s[12:15], 0 offen offset:3
  s_waitcnt vmcnt(0)
` + storeRegs([]int{10, 12, 13, 16, 17, 18, 19, 14, 15})
	r := newRig(t, kopt{}, body)
	pin := r.u32buf(data)
	offs := bufOffsets(nrec)
	pout := r.u32buf(append(offs[:], make([]uint32, 64*9)...))
	r.mustRun("k", d1(1), d1(64), uint64(pin), uint64(pout), nrec, 0)
	got := r.readU32(pout, 64*10)[64:]
	at := func(off uint32) uint32 { return data[off/4] }
	for l := 0; l < 64; l++ {
		o := offs[l]
		dw := func(off uint32) uint32 { // one dword at off, range-checked
			if off+4 <= nrec {
				return at(off)
			}
			return 0
		}
		var sh, by uint32
		if o+2+2 <= nrec {
			sh = at(o) >> 16
		}
		if o+3+1 <= nrec {
			by = at(o) >> 24
		}
		want := []uint32{dw(o), dw(o), dw(o + 4), dw(o + 4), dw(o + 8), dw(o + 12), dw(o + 16), sh, by}
		for k, w := range want {
			if g := got[64*k+l]; g != w {
				t.Fatalf("lane %d (offset %d) output %d: got %#x want %#x", l, o, k, g, w)
			}
		}
	}
}

// storeRegs stores the listed VGPRs to out[64*(i+1) + lane].
func storeRegs(regs []int) string {
	var b strings.Builder
	b.WriteString("  s_add_u32 s6, s6, 256\n  s_addc_u32 s7, s7, 0\n")
	for i, v := range regs {
		if i > 0 && i%16 == 0 {
			b.WriteString("  s_add_u32 s6, s6, 0x1000\n  s_addc_u32 s7, s7, 0\n")
		}
		b.WriteString("  global_store_dword v1, v" + itoa(v) + ", s[6:7] offset:" + itoa((i%16)*256) + "\n")
	}
	return b.String()
}

// A num_records that is not a multiple of 4 makes a dword that starts
// inside and ends outside the buffer: the sources disagree on it, so the
// emulator refuses to guess.
func TestBufferRangeAmbiguousFaults(t *testing.T) {
	body := bufPrologue + `
  global_load_dword v2, v1, s[6:7]
  s_waitcnt vmcnt(0)
  buffer_load_dword v10, v2, s[12:15], 0 offen
`
	r := newRig(t, kopt{name: "amb"}, body)
	pin := r.u32buf(make([]uint32, 512))
	offs := bufOffsets(1000)
	pout := r.u32buf(offs[:])
	err := r.run("amb", d1(1), d1(64), uint64(pin), uint64(pout), 1002, 0)
	if err == nil || !strings.Contains(err.Error(), "ambiguous") {
		t.Fatalf("want an ambiguity fault, got %v", err)
	}
}

func TestBufferStoreRange(t *testing.T) {
	const nrec = 1000
	body := bufPrologue + `
  global_load_dword v2, v1, s[6:7]
  s_waitcnt vmcnt(0)
  v_or_b32 v3, 0x5000, v0
  buffer_store_dword v3, v2, s[12:15], 0 offen
`
	r := newRig(t, kopt{}, body)
	data := make([]uint32, 512)
	pin := r.u32buf(data)
	offs := bufOffsets(nrec)
	pout := r.u32buf(offs[:])
	r.mustRun("k", d1(1), d1(64), uint64(pin), uint64(pout), nrec, 0)
	got := r.readU32(pin, 512)
	for i := range got {
		want := uint32(0)
		if o := uint32(4 * i); o >= nrec-64 && o < nrec {
			want = 0x5000 | (o-(nrec-64))/4
		}
		if got[i] != want {
			t.Fatalf("dword %d: %#x want %#x", i, got[i], want)
		}
	}
}

// Structured buffer: idxen with a stride checks index < num_records.
func TestBufferStructured(t *testing.T) {
	body := loadArgs4 + `
  s_mov_b32 s12, s4
  s_and_b32 s13, s5, 0xffff
  s_or_b32 s13, s13, 0x000c0000        ; stride 12 bytes
  s_mov_b32 s14, s8                    ; num_records = records
  s_mov_b32 s15, 0x110000
  v_lshlrev_b32 v1, 2, v0
  buffer_load_dword v10, v0, s[12:15], 0 idxen offset:4
  s_waitcnt vmcnt(0)
  global_store_dword v1, v10, s[6:7]
`
	r := newRig(t, kopt{}, body)
	data := make([]uint32, 64*3)
	for i := range data {
		data[i] = uint32(i) * 3
	}
	pin := r.u32buf(data)
	pout := r.u32buf(make([]uint32, 64))
	r.mustRun("k", d1(1), d1(64), uint64(pin), uint64(pout), 40, 0)
	got := r.readU32(pout, 64)
	for l := 0; l < 64; l++ {
		want := uint32(0)
		if l < 40 {
			want = data[3*l+1]
		}
		if got[l] != want {
			t.Fatalf("lane %d: %#x want %#x", l, got[l], want)
		}
	}
}

// LDS DMA: buffer_load_dwordx4 ... lds writes 16 bytes per lane at M0 +
// 16*lane; lanes past num_records write zeros (default) or nothing
// (LDSDMASkip); buffer_load_dword ... lds uses 4 bytes per lane.
func TestLDSDMA(t *testing.T) {
	const nrec = 512 + 8*16 // lanes 0..39 of the x4 load in range
	body := loadArgs4 + `
  s_mov_b32 s12, s4
  s_and_b32 s13, s5, 0xffff
  s_mov_b32 s14, s8
  s_mov_b32 s15, 0x110000
  v_lshlrev_b32 v1, 2, v0
  v_lshlrev_b32 v2, 4, v0              ; voffset = 16*lane + 512 (offen)
  v_add_u32 v2, 0x200, v2
  s_mov_b32 m0, 0x100                  ; LDS destination base
  buffer_load_dwordx4 v2, s[12:15], 0 offen lds
  v_lshlrev_b32 v3, 2, v0
  s_mov_b32 m0, 0x1000
  buffer_load_dword v3, s[12:15], 0 offen lds
  s_waitcnt vmcnt(0)
  ; read back: LDS[0x100 + 16*lane ...] and LDS[0x1000 + 4*lane]
  v_lshlrev_b32 v4, 4, v0
  ds_read_b128 v[8:11], v4 offset:256
  ds_read_b32 v12, v1 offset:4096
  ds_read_b32 v13, v1                   ; untouched LDS: poison
  s_waitcnt lgkmcnt(0)
` + storeRegs([]int{8, 9, 10, 11, 12, 13})
	data := make([]uint32, 1024)
	for i := range data {
		data[i] = 0xd0000 + uint32(i)
	}
	for _, mode := range []LDSDMAOutOfRange{LDSDMAWriteZero, LDSDMASkip} {
		r := newRig(t, kopt{lds: 8192}, body, WithLDSDMAOutOfRange(mode))
		pin := r.u32buf(data)
		pout := r.u32buf(make([]uint32, 64*7))
		r.mustRun("k", d1(1), d1(64), uint64(pin), uint64(pout), nrec, 0)
		got := r.readU32(pout, 64*7)[64:]
		for l := 0; l < 64; l++ {
			oob := func(w uint32) uint32 {
				if mode == LDSDMASkip {
					return 0xffffffff // LDS keeps its (poison) contents
				}
				return 0
			}
			var want [6]uint32
			for k := 0; k < 4; k++ {
				off := uint32(512 + 16*l + 4*k)
				if off+4 <= nrec {
					want[k] = data[off/4]
				} else {
					want[k] = oob(0)
				}
			}
			if off := uint32(4 * l); off+4 <= nrec {
				want[4] = data[off/4]
			} else {
				want[4] = oob(0)
			}
			want[5] = 0xffffffff
			for k := range want {
				if g := got[64*k+l]; g != want[k] {
					t.Fatalf("mode %d lane %d output %d: got %#x want %#x", mode, l, k, g, want[k])
				}
			}
		}
	}
}

// An LDS DMA's instruction offset moves both addresses: memory (as any
// buffer load) and LDS (M0 + offset + lane*4).
func TestLDSDMAOffset(t *testing.T) {
	body := loadArgs4 + `
  s_mov_b32 s12, s4
  s_and_b32 s13, s5, 0xffff
  s_mov_b32 s14, 1024
  s_mov_b32 s15, 0x110000
  s_mov_b32 m0, 64
  v_lshlrev_b32 v2, 2, v0
  buffer_load_dword v2, s[12:15], 0 offen offset:16 lds
  s_waitcnt vmcnt(0)
  v_lshlrev_b32 v3, 2, v0
  ds_read_b32 v4, v3 offset:80
  s_waitcnt lgkmcnt(0)
  s_mov_b32 s16, s6
  s_and_b32 s17, s7, 0xffff
  s_mov_b32 s18, 256
  s_mov_b32 s19, 0x110000
  buffer_store_dword v4, v3, s[16:19], 0 offen
`
	r := newRig(t, kopt{name: "ldsoff", lds: 1024}, body)
	in := make([]uint32, 256)
	for i := range in {
		in[i] = uint32(1000 + i)
	}
	pin := r.u32buf(in)
	pout := r.u32buf(make([]uint32, 64))
	r.mustRun("ldsoff", d1(1), d1(64), uint64(pin), uint64(pout))
	for l, v := range r.readU32(pout, 64) {
		// lane l loaded in[l + 4] (16 bytes on) into LDS 64 + 16 + 4l
		if want := uint32(1000 + l + 4); v != want {
			t.Fatalf("lane %d: %d, want %d", l, v, want)
		}
	}
}

// LDS accesses beyond the group segment fault with the LDS address and lane.
func TestLDSOutOfRangeFaults(t *testing.T) {
	body := `
  v_lshlrev_b32 v1, 2, v0
  ds_write_b32 v1, v0
`
	r := newRig(t, kopt{name: "ldsoob", lds: 128}, body)
	err := r.run("ldsoob", d1(1), d1(64), 0, 0)
	f, ok := err.(*Fault)
	if !ok || f.Lane != 32 || f.Addr != 128 {
		t.Fatalf("want an LDS fault at lane 32 address 128, got %v", err)
	}
}

// The LDS-DMA race check: reading DMA data before s_waitcnt vmcnt retires
// it, or from another wave without a barrier after the wait, faults; the
// correct sequences run.
func TestLDSDMARaceCheck(t *testing.T) {
	dma := loadArgs4 + `
  s_mov_b32 s12, s4
  s_and_b32 s13, s5, 0xffff
  s_mov_b32 s14, 4096
  s_mov_b32 s15, 0x110000
  v_lshlrev_b32 v1, 2, v0
  v_and_b32 v2, 63, v0
  v_lshlrev_b32 v2, 2, v2
  s_mov_b32 m0, 0
`
	cases := []struct {
		name, body string
		race       bool
	}{
		{"read_before_wait", dma + `
  v_cmp_gt_u32 vcc, 64, v0
  s_and_saveexec_b64 s[20:21], vcc
  buffer_load_dword v2, s[12:15], 0 offen lds
  ds_read_b32 v3, v1
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_or_b64 exec, exec, s[20:21]
`, true},
		{"read_after_wait", dma + `
  v_cmp_gt_u32 vcc, 64, v0
  s_and_saveexec_b64 s[20:21], vcc
  buffer_load_dword v2, s[12:15], 0 offen lds
  s_waitcnt vmcnt(0)
  ds_read_b32 v3, v1
  s_waitcnt lgkmcnt(0)
  s_or_b64 exec, exec, s[20:21]
`, false},
		{"other_wave_same_interval", dma + `
  v_cmp_gt_u32 vcc, 64, v0
  s_and_saveexec_b64 s[20:21], vcc
  buffer_load_dword v2, s[12:15], 0 offen lds
  s_waitcnt vmcnt(0)
  s_or_b64 exec, exec, s[20:21]
  v_and_b32 v4, 63, v0
  v_lshlrev_b32 v4, 2, v4
  ds_read_b32 v3, v4                    ; wave 1 reads what wave 0 loads
  s_waitcnt lgkmcnt(0)
  s_barrier
`, true},
		{"other_wave_after_barrier", dma + `
  v_cmp_gt_u32 vcc, 64, v0
  s_and_saveexec_b64 s[20:21], vcc
  buffer_load_dword v2, s[12:15], 0 offen lds
  s_waitcnt vmcnt(0)
  s_or_b64 exec, exec, s[20:21]
  s_barrier
  v_and_b32 v4, 63, v0
  v_lshlrev_b32 v4, 2, v4
  ds_read_b32 v3, v4
  s_waitcnt lgkmcnt(0)
`, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := newRig(t, kopt{name: "race", lds: 1024}, c.body)
			pin := r.u32buf(make([]uint32, 1024))
			err := r.run("race", d1(1), d1(128), uint64(pin), 0)
			if c.race != (err != nil && strings.Contains(err.Error(), "LDS race")) {
				t.Fatalf("race expected %v, got %v", c.race, err)
			}
		})
	}
}
