package emu

import (
	"strings"
	"testing"

	"github.com/mlagen/mlagen/internal/testenv"
	"github.com/mlagen/mlagen/verify"
)

// The two timing patterns of AMD AITER's kernel (exec_interleave.go), in two
// waves: after a barrier each wave reads the other wave's half of a buffer,
// then refills its own half by LDS DMA (pattern 1); each wave writes a slot,
// passes a barrier, reads both slots and then overwrites the other wave's
// slot with no barrier in between (pattern 2). With interleaved waits both
// read the old contents, as the kernel intends; run to barriers one wave at
// a time, the race check stops pattern 1 and pattern 2 reads the new value.
const interleaveBody = loadArgs4 + `
  v_lshrrev_b32 v2, 6, v0                 ; wave id (0, 1)
  v_readfirstlane_b32 s20, v2
  v_and_b32 v3, 63, v0
  v_lshlrev_b32 v3, 2, v3                 ; 4*lane
  ; old contents: half w of [0, 512) holds 256*w + work-item id, slot w (at 512) 0x200 + w
  s_lshl_b32 s21, s20, 8                  ; 256*w
  v_add_u32 v4, s21, v3
  v_add_u32 v5, s21, v0
  ds_write_b32 v4, v5
  v_mov_b32 v6, s20
  v_add_u32 v6, 0x200, v6
  s_lshl_b32 s22, s20, 2
  v_mov_b32 v7, s22
  ds_write_b32 v7, v6 offset:512
  s_waitcnt lgkmcnt(0)
  s_barrier
  ; pattern 1: read the other wave's half, then refill our own by DMA
  s_xor_b32 s23, s20, 1
  s_lshl_b32 s24, s23, 8
  v_add_u32 v8, s24, v3
  ds_read_b32 v40, v8                     ; old half of the other wave
  ; pattern 2: read both slots, then overwrite the other wave's slot
  v_mov_b32 v9, 0
  ds_read_b32 v41, v9 offset:512
  ds_read_b32 v42, v9 offset:516
  s_waitcnt lgkmcnt(0)
  s_lshl_b32 m0, s20, 8                   ; our half
  s_mov_b32 s12, s4
  s_and_b32 s13, s5, 0xffff
  s_mov_b32 s14, 4096
  s_mov_b32 s15, 0x110000
  buffer_load_dword v3, s[12:15], 0 offen lds
  s_lshl_b32 s25, s23, 2
  v_mov_b32 v10, s25
  v_mov_b32 v11, 0x300
  ds_write_b32 v10, v11 offset:512        ; clobber the other wave's slot
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  ds_read_b32 v43, v8                     ; the other wave's refilled half
  s_waitcnt lgkmcnt(0)
`

func TestInterleavedWaits(t *testing.T) {
	src := make([]uint32, 1024)
	for i := range src {
		src[i] = 0x7000 + uint32(i)
	}
	run := func(opts ...Option) ([]uint32, error) {
		// output k of work-item i at out[128*k + i]
		store := `
  v_lshlrev_b32 v1, 2, v0
  global_store_dword v1, v40, s[6:7]
  global_store_dword v1, v41, s[6:7] offset:512
  global_store_dword v1, v42, s[6:7] offset:1024
  global_store_dword v1, v43, s[6:7] offset:1536
`
		r := newRig(t, kopt{name: "k", lds: 1024, vgprs: 64}, interleaveBody+store, opts...)
		pin := r.u32buf(src)
		pout := r.u32buf(make([]uint32, 128*4))
		err := r.run("k", d1(1), d1(128), uint64(pin), uint64(pout))
		return r.readU32(pout, 128*4), err
	}
	got, err := run(WithInterleavedWaits(true))
	if err != nil {
		t.Fatal(err)
	}
	for l := 0; l < 128; l++ {
		w, lane := l/64, l%64
		other := 1 - w
		want := []uint32{uint32(0x140*other + lane), 0x200, 0x201, src[lane]} // old half: 256*w + work-item id
		for k, v := range want {
			if g := got[k*128+l]; g != v {
				t.Fatalf("interleaved: wave %d lane %d output %d: got %#x want %#x", w, lane, k, g, v)
			}
		}
	}
	if _, err := run(); err == nil || !strings.Contains(err.Error(), "LDS race") {
		t.Fatalf("one wave at a time: want the race check to stop pattern 1, got %v", err)
	}
	got, err = run(WithLDSRaceCheck(false))
	if err != nil {
		t.Fatal(err)
	}
	if g := got[2*128+64]; g != 0x300 { // wave 1 reads slot 1 after wave 0 overwrote it
		t.Fatalf("one wave at a time: wave 1 read slot 1 as %#x, expected the clobbered 0x300", g)
	}
}

// With interleaved waits the race check still stops the issuing wave reading
// its own DMA before retiring it, and another wave reading it after it landed
// in the same barrier interval.
func TestInterleavedWaitsRaces(t *testing.T) {
	pro := loadArgs4 + `
  v_lshrrev_b32 v2, 6, v0
  v_readfirstlane_b32 s20, v2
  v_and_b32 v3, 63, v0
  v_lshlrev_b32 v3, 2, v3
  s_mov_b32 s12, s4
  s_and_b32 s13, s5, 0xffff
  s_mov_b32 s14, 4096
  s_mov_b32 s15, 0x110000
  s_lshl_b32 m0, s20, 8
`
	cases := []struct{ name, body string }{
		{"own_before_wait", pro + `
  buffer_load_dword v3, s[12:15], 0 offen lds
  s_lshl_b32 s21, s20, 8
  v_add_u32 v4, s21, v3
  ds_read_b32 v5, v4
  s_waitcnt vmcnt(0) lgkmcnt(0)
`},
		{"other_after_landing", pro + `
  s_cmp_eq_u32 s20, 0
  s_cbranch_scc0 .Lreader
  buffer_load_dword v3, s[12:15], 0 offen lds
  s_waitcnt vmcnt(0)
  s_branch .Ldone
.Lreader:
  s_waitcnt vmcnt(0)                      ; yields: wave 0 lands its DMA first
  ds_read_b32 v5, v3
  s_waitcnt lgkmcnt(0)
.Ldone:
`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := newRig(t, kopt{name: "k", lds: 1024}, c.body, WithInterleavedWaits(true))
			pin := r.u32buf(make([]uint32, 1024))
			err := r.run("k", d1(1), d1(128), uint64(pin), 0)
			if err == nil || !strings.Contains(err.Error(), "LDS race") {
				t.Fatalf("want an LDS race, got %v", err)
			}
		})
	}
}

// A kernel that does not rely on timing computes the same in both modes, and
// the re-run waits are not counted twice: the seed kernel, bit for bit.
func TestInterleavedWaitsSeedUnchanged(t *testing.T) {
	_, co := testenv.Seed(t)
	in := newSeedInputs(5, 2, 512)
	var outs [2][]uint16
	var stats [2]Stats
	for i, opts := range [][]Option{{WithLDSDMAOutOfRange(LDSDMASkip)}, {WithLDSDMAOutOfRange(LDSDMASkip), WithInterleavedWaits(true)}} {
		e, _ := New(opts...)
		outs[i] = runSeed(t, e, co, in, 3)
		stats[i] = e.Stats()
	}
	for j := range outs[0] {
		if outs[0][j] != outs[1][j] {
			t.Fatalf("element %d: %#x one wave at a time, %#x interleaved", j, outs[0][j], outs[1][j])
		}
	}
	if stats[0] != stats[1] {
		t.Fatalf("stats differ: %+v vs %+v", stats[0], stats[1])
	}
	_ = verify.PoisonBF16
}

// With interleaved waits a DMA its wave never waits for lands at the next
// barrier release (AITER's last-iteration prefetch): after the barrier
// another wave reads the new data, race-free in this mode; one wave at a
// time it is a race (the load is still in flight).
func TestInterleavedWaitsLandAtBarrier(t *testing.T) {
	body := loadArgs4 + `
  v_lshrrev_b32 v2, 6, v0
  v_readfirstlane_b32 s20, v2
  v_and_b32 v3, 63, v0
  v_lshlrev_b32 v3, 2, v3
  s_mov_b32 s12, s4
  s_and_b32 s13, s5, 0xffff
  s_mov_b32 s14, 4096
  s_mov_b32 s15, 0x110000
  s_mov_b32 m0, 0
  s_cmp_eq_u32 s20, 0
  s_cbranch_scc0 .Lwait
  buffer_load_dword v3, s[12:15], 0 offen lds   ; wave 0: never waited for
.Lwait:
  s_barrier
  s_cmp_eq_u32 s20, 1
  s_cbranch_scc0 .Ldone
  ds_read_b32 v40, v3
  s_waitcnt lgkmcnt(0)
  v_lshlrev_b32 v1, 2, v3
  v_lshrrev_b32 v1, 2, v1
  global_store_dword v1, v40, s[6:7]
.Ldone:
  s_waitcnt vmcnt(0)
`
	src := make([]uint32, 64)
	for i := range src {
		src[i] = 0x9000 + uint32(i)
	}
	for _, interleave := range []bool{true, false} {
		r := newRig(t, kopt{name: "k", lds: 1024, vgprs: 64}, body, WithInterleavedWaits(interleave))
		pin := r.u32buf(src)
		pout := r.u32buf(make([]uint32, 64))
		err := r.run("k", d1(1), d1(128), uint64(pin), uint64(pout))
		if !interleave {
			if err == nil || !strings.Contains(err.Error(), "LDS race") {
				t.Fatalf("one wave at a time: want an LDS race, got %v", err)
			}
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		got := r.readU32(pout, 64)
		for l, v := range got {
			if v != src[l] {
				t.Fatalf("lane %d read %#x, want the DMA's %#x", l, v, src[l])
			}
		}
	}
}

// With interleaved waits, two waves' LDS DMAs into the same dwords land in
// lockstep issue order (landInOrder): wave 1's first load, then wave 0's
// second, whatever order the emulator runs the waves in; the race check
// accepts that pair and still reports two loads of equal index.
func TestInterleavedDMALockstepOrder(t *testing.T) {
	body := func(wave0Second bool) string {
		// wave 0 issues a plain load first when wave0Second, so that its DMA
		// is its second VMEM load; wave 1's DMA is its first
		pre := "  s_cmp_eq_u32 s20, 0\n  s_cbranch_scc0 .Lskip\n  buffer_load_dword v30, v3, s[12:15], 0 offen\n.Lskip:\n"
		if !wave0Second {
			pre = ""
		}
		return loadArgs4 + `
  v_lshrrev_b32 v2, 6, v0
  v_readfirstlane_b32 s20, v2
  v_and_b32 v3, 63, v0
  v_lshlrev_b32 v3, 2, v3
  s_mov_b32 s12, s4
  s_and_b32 s13, s5, 0xffff
  s_mov_b32 s14, 4096
  s_mov_b32 s15, 0x110000
` + pre + `
  s_lshl_b32 s21, s20, 8                  ; wave w loads src[64w + lane]
  v_add_u32 v4, s21, v3
  s_mov_b32 m0, 0                         ; both into LDS [0, 256)
  buffer_load_dword v4, s[12:15], 0 offen lds
  s_waitcnt vmcnt(0)
  s_barrier
  ds_read_b32 v40, v3
  s_waitcnt lgkmcnt(0)
  v_lshlrev_b32 v1, 2, v0
  global_store_dword v1, v40, s[6:7]
`
	}
	src := make([]uint32, 128)
	for i := range src {
		src[i] = 0x9000 + uint32(i)
	}
	run := func(b string) ([]uint32, error) {
		r := newRig(t, kopt{name: "k", lds: 256, vgprs: 64}, b, WithInterleavedWaits(true))
		pin := r.u32buf(src)
		pout := r.u32buf(make([]uint32, 128))
		err := r.run("k", d1(1), d1(128), uint64(pin), uint64(pout))
		return r.readU32(pout, 128), err
	}
	got, err := run(body(true))
	if err != nil {
		t.Fatal(err)
	}
	for i, v := range got {
		if want := 0x9000 + uint32(i%64); v != want { // wave 0's data, landed last
			t.Fatalf("work-item %d read %#x, want %#x", i, v, want)
		}
	}
	if _, err := run(body(false)); err == nil || !strings.Contains(err.Error(), "LDS race") {
		t.Fatalf("two DMAs of equal index into the same bytes: want an LDS race, got %v", err)
	}
}
