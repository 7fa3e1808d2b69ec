package emu

import (
	"strings"
	"testing"
)

// v_permlane16_swap_b32 / v_permlane32_swap_b32 against the CDNA4 ISA
// pseudocode (12.x): permlane16: for pass 0..1, lane 0..15, src0 lane
// 32*pass+lane is exchanged with vdst lane 32*pass+lane+16; permlane32: src0
// lane i with vdst lane i+32 (i < 32). Rows not named keep their values.
func TestPermlaneSwap(t *testing.T) {
	var a, b [64]uint32
	for l := 0; l < 64; l++ {
		a[l], b[l] = 0xa000+uint32(l), 0xb000+uint32(l)
	}
	// the ISA loops, written out
	swap16 := func(vdst, src0 [64]uint32) ([64]uint32, [64]uint32) {
		for pass := 0; pass < 2; pass++ {
			for lane := 0; lane < 16; lane++ {
				tmp := src0[pass*32+lane]
				src0[pass*32+lane] = vdst[pass*32+lane+16]
				vdst[pass*32+lane+16] = tmp
			}
		}
		return vdst, src0
	}
	swap32 := func(vdst, src0 [64]uint32) ([64]uint32, [64]uint32) {
		for lane := 0; lane < 32; lane++ {
			tmp := src0[lane]
			src0[lane] = vdst[lane+32]
			vdst[lane+32] = tmp
		}
		return vdst, src0
	}
	d16, s16 := swap16(a, b)
	d32, s32 := swap32(a, b)
	// one register as both operands: its halves of each block trade places
	var self16, self32 [64]uint32
	for l := 0; l < 64; l++ {
		self16[l] = a[l^16]
		self32[l] = a[l^32]
	}
	cases := []struct {
		name, body string
		want       [][64]uint32
	}{
		{"16_e32", "v_permlane16_swap_b32 v8, v9\n  v_mov_b32 v40, v8\n  v_mov_b32 v41, v9", [][64]uint32{d16, s16}},
		{"16_e64_fi_bc", "v_permlane16_swap_b32_e64 v8, v9 bound_ctrl:1 fi:1\n  v_mov_b32 v40, v8\n  v_mov_b32 v41, v9", [][64]uint32{d16, s16}},
		{"32_e32", "v_permlane32_swap_b32 v8, v9\n  v_mov_b32 v40, v8\n  v_mov_b32 v41, v9", [][64]uint32{d32, s32}},
		{"16_self", "v_permlane16_swap_b32 v8, v8\n  v_mov_b32 v40, v8\n  v_mov_b32 v41, v9", [][64]uint32{self16, b}},
		{"32_self", "v_permlane32_swap_b32 v8, v8\n  v_mov_b32 v40, v8\n  v_mov_b32 v41, v9", [][64]uint32{self32, b}},
		// AITER's idiom: two swaps in opposite roles
		{"16_twice", "v_permlane16_swap_b32 v8, v9\n  v_permlane16_swap_b32 v9, v8\n  v_mov_b32 v40, v8\n  v_mov_b32 v41, v9", func() [][64]uint32 {
			d, s := swap16(a, b)
			s, d = swap16(s, d)
			return [][64]uint32{d, s}
		}()},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := runLanes(t, kopt{}, [][64]uint32{a, b}, 2, c.body)
			for r := range c.want {
				if got[r] != c.want[r] {
					t.Fatalf("register %d:\n got %x\nwant %x", r, got[r], c.want[r])
				}
			}
		})
	}
}

// A partial EXEC makes the swap fault rather than guess what inactive lanes
// supply.
func TestPermlaneSwapPartialExecFaults(t *testing.T) {
	body := `
  s_mov_b64 exec, 0xffff
  v_permlane16_swap_b32 v8, v9
`
	r := newRig(t, kopt{}, laneKernel(2, 0, body))
	pin := r.u32buf(make([]uint32, 128))
	err := r.run("k", d1(1), d1(64), uint64(pin), uint64(pin))
	if err == nil || !strings.Contains(err.Error(), "EXEC") {
		t.Fatalf("want an EXEC fault, got %v", err)
	}
}

// DPP against CDNA4 ISA 13.3.9 (Table 94): the source lane of each control,
// row_mask/bank_mask gating the write only, bound_ctrl writing 0 for an
// out-of-range source (and nothing without it). Expectations are spelled out
// per control from the table.
func TestDPP(t *testing.T) {
	var a, b, old [64]uint32
	for l := 0; l < 64; l++ {
		a[l], b[l], old[l] = 100+uint32(l), 1000+uint32(l), 0xdead0000+uint32(l)
	}
	type fn func(l int) (src int, ok bool)
	cases := []struct {
		name, inst string
		src        fn
		rowMask    uint8
		bankMask   uint8
		bc         bool
		add        bool // v_add_u32_dpp dst, src0(dpp), v9
	}{
		{"quad_perm_2301", "quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf", func(l int) (int, bool) { return l ^ 2, true }, 15, 15, false, false},
		{"quad_perm_3333", "quad_perm:[3,3,3,3] row_mask:0xf bank_mask:0xf", func(l int) (int, bool) { return l | 3, true }, 15, 15, false, false},
		{"row_shl_3", "row_shl:3 row_mask:0xf bank_mask:0xf", func(l int) (int, bool) { return l + 3, l%16 < 13 }, 15, 15, false, false},
		{"row_shr_1_bc", "row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1", func(l int) (int, bool) { return l - 1, l%16 >= 1 }, 15, 15, true, false},
		{"row_ror_5", "row_ror:5 row_mask:0xf bank_mask:0xf", func(l int) (int, bool) {
			if l%16 >= 5 {
				return l - 5, true
			}
			return l + 11, true
		}, 15, 15, false, false},
		{"wave_shl", "wave_shl:1 row_mask:0xf bank_mask:0xf", func(l int) (int, bool) { return l + 1, l < 63 }, 15, 15, false, false},
		{"wave_rol", "wave_rol:1 row_mask:0xf bank_mask:0xf", func(l int) (int, bool) { return (l + 1) % 64, true }, 15, 15, false, false},
		{"wave_shr_bc", "wave_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1", func(l int) (int, bool) { return l - 1, l > 0 }, 15, 15, true, false},
		{"wave_ror", "wave_ror:1 row_mask:0xf bank_mask:0xf", func(l int) (int, bool) { return (l + 63) % 64, true }, 15, 15, false, false},
		{"row_mirror", "row_mirror row_mask:0xf bank_mask:0xf", func(l int) (int, bool) { return l/16*16 + 15 - l%16, true }, 15, 15, false, false},
		{"row_half_mirror", "row_half_mirror row_mask:0xf bank_mask:0xf", func(l int) (int, bool) { return l/8*8 + 7 - l%8, true }, 15, 15, false, false},
		{"row_bcast15", "row_bcast:15 row_mask:0xe bank_mask:0xf", func(l int) (int, bool) { return l/16*16 - 1, true }, 14, 15, false, false},
		{"row_bcast31", "row_bcast:31 row_mask:0xc bank_mask:0xf", func(l int) (int, bool) { return 31, true }, 12, 15, false, false},
		{"row_newbcast_6", "row_newbcast:6 row_mask:0xf bank_mask:0xf", func(l int) (int, bool) { return l/16*16 + 6, true }, 15, 15, false, false},
		{"masks", "quad_perm:[1,0,3,2] row_mask:0x5 bank_mask:0x6", func(l int) (int, bool) { return l ^ 1, true }, 5, 6, false, false},
		{"vop2_add", "row_shr:2 row_mask:0xf bank_mask:0xf", func(l int) (int, bool) { return l - 2, l%16 >= 2 }, 15, 15, false, true},
	}
	// one kernel runs every case: v12 = old, the DPP op into v12, v40+i = v12
	var body strings.Builder
	for i, c := range cases {
		inst := "v_mov_b32_dpp v12, v8 " + c.inst
		if c.add {
			inst = "v_add_u32_dpp v12, v8, v9 " + c.inst
		}
		body.WriteString("  v_mov_b32 v12, v10\n  s_nop 4\n  " + inst + "\n  v_mov_b32 v" + itoa(outReg+i) + ", v12\n")
	}
	got := runLanes(t, kopt{}, [][64]uint32{a, b, old}, len(cases), body.String())
	for i, c := range cases {
		for l := 0; l < 64; l++ {
			want := old[l]
			enabled := c.rowMask>>(l/16)&1 != 0 && c.bankMask>>(l%16/4)&1 != 0
			if s, ok := c.src(l); enabled && ok {
				want = a[s]
				if c.add {
					want += b[l]
				}
			} else if enabled && c.bc {
				want = 0
				if c.add {
					want = b[l]
				}
			}
			if got[i][l] != want {
				t.Fatalf("%s: lane %d: got %#x want %#x", c.name, l, got[i][l], want)
			}
		}
	}
}

// DPP reading a lane that EXEC disables faults (gfx9 documents no
// fetch-inactive behaviour); DPP forms the emulator does not model fault
// when executed.
func TestDPPUnsupportedFaults(t *testing.T) {
	cases := []struct{ name, body, want string }{
		{"inactive_source", "  s_mov_b32 exec_lo, 0x55555555\n  s_mov_b32 exec_hi, 0x55555555\n  s_nop 4\n  v_mov_b32_dpp v10, v8 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf", "inactive"},
		{"neg", "  v_add_f32_dpp v10, -v8, v9 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf", "neg/abs"},
		{"carry", "  v_add_co_u32_dpp v10, vcc, v8, v9 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf", "lane-mask"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := newRig(t, kopt{}, laneKernel(3, 0, c.body))
			pin := r.u32buf(make([]uint32, 64*3))
			err := r.run("k", d1(1), d1(64), uint64(pin), uint64(pin))
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("want a fault mentioning %q, got %v", c.want, err)
			}
		})
	}
}
