package emu

import (
	"fmt"
	"math"
	"math/bits"
	"math/rand/v2"
	"testing"
)

// Per-instruction tests with expectations computed from the ISA definitions.

// refE4M3 is an independent f32 -> OCP e4m3 conversion: the nearest finite
// e4m3 value by exhaustive search, ties to the even code, magnitudes that
// round past 448 overflow to NaN (or +-448 when sat).
func refE4M3(x float32, sat bool) uint8 {
	sign := uint8(0)
	if math.Signbit(float64(x)) {
		sign = 0x80
	}
	a := math.Abs(float64(x))
	if math.IsNaN(a) {
		return 0x7f | sign
	}
	best, bestD := uint8(0), math.Inf(1)
	for c := 0; c <= 0x7e; c++ {
		d := math.Abs(e4m3Val(uint8(c)) - a)
		if d < bestD || d == bestD && c%2 == 0 {
			best, bestD = uint8(c), d
		}
	}
	// past 448 + half a step (the next step would be 480): overflow
	if a > 464 || math.IsInf(a, 0) {
		if sat {
			return 0x7e | sign
		}
		return 0x7f | sign
	}
	return best | sign
}

func TestCvtPkFP8(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 11))
	var vals []float32
	// every e4m3 value, midpoints between neighbours (ties), just off them
	for c := 0; c < 0x7f; c++ {
		v := e4m3Val(uint8(c))
		vals = append(vals, float32(v), -float32(v))
		if c < 0x7e {
			mid := (v + e4m3Val(uint8(c+1))) / 2
			vals = append(vals, float32(mid), -float32(mid),
				math.Nextafter32(float32(mid), 0), math.Nextafter32(float32(mid), 1000))
		}
	}
	vals = append(vals, 448, 449, 463.9, 464, -464, 465, 479, 480, 1e6, -1e6,
		float32(math.Inf(1)), float32(math.Inf(-1)), float32(math.NaN()), 1e-30, -1e-30, 0x1p-10, 0x1p-9*1.5)
	for len(vals)%128 != 0 || len(vals) < 640 {
		vals = append(vals, float32(r.NormFloat64()*math.Pow(2, float64(r.IntN(20)-12))))
	}
	for _, sat := range []bool{false, true} {
		for chunk := 0; chunk < len(vals); chunk += 128 {
			var in [3][64]uint32
			for l := 0; l < 64; l++ {
				in[0][l] = math.Float32bits(vals[chunk+2*l])
				in[1][l] = math.Float32bits(vals[chunk+2*l+1])
				in[2][l] = 0xa5a5a5a5 // old vdst contents: the other half must survive
			}
			body := `
  v_mov_b32 v40, v10
  v_mov_b32 v41, v10
  v_cvt_pk_fp8_f32 v40, v8, v9
  v_cvt_pk_fp8_f32 v41, v8, v9 op_sel:[0,0,1]
  v_mov_b32 v42, v10
  v_cvt_pk_fp8_f32 v42, -v8, |v9|
`
			got := runLanes(t, kopt{fp16Ovfl: sat}, in[:], 3, body)
			for l := 0; l < 64; l++ {
				a, b := math.Float32frombits(in[0][l]), math.Float32frombits(in[1][l])
				pk := uint32(refE4M3(a, sat)) | uint32(refE4M3(b, sat))<<8
				na := -a
				nb := float32(math.Abs(float64(b)))
				pk2 := uint32(refE4M3(na, sat)) | uint32(refE4M3(nb, sat))<<8
				want := [3]uint32{0xa5a50000 | pk, pk<<16 | 0xa5a5, 0xa5a50000 | pk2}
				for k := 0; k < 3; k++ {
					if !fp8PairEq(got[k][l], want[k]) {
						t.Fatalf("sat=%v case %d lane %d: cvt(%g, %g) = %#08x, want %#08x", sat, k, l, a, b, got[k][l], want[k])
					}
				}
			}
		}
	}
}

// fp8PairEq compares packed results, treating the two NaN codes (0x7f,
// 0xff) as equal: the sign of a NaN result is not specified.
func fp8PairEq(g, w uint32) bool {
	for i := 0; i < 4; i++ {
		gb, wb := uint8(g>>(8*i)), uint8(w>>(8*i))
		if gb == wb || gb&0x7f == 0x7f && wb&0x7f == 0x7f {
			continue
		}
		return false
	}
	return true
}

func TestExpF32(t *testing.T) {
	xs := []float32{0, float32(math.Copysign(0, -1)), 1, -1, 0.5, 10, -10, 127, 127.99, 128, -126, -126.5, -127, -149, -150, -200,
		float32(math.Inf(1)), float32(math.Inf(-1)), float32(math.NaN()), 1e-40, -1e-40, 3.3219281}
	r := rand.New(rand.NewPCG(4, 4))
	for len(xs) < 64 {
		xs = append(xs, float32(r.Float64()*60-40))
	}
	var in [1][64]uint32
	for l := range in[0] {
		in[0][l] = math.Float32bits(xs[l])
	}
	got := runLanes(t, kopt{}, in[:], 1, "  v_exp_f32 v40, v8\n")
	for l, x := range xs {
		g := math.Float32frombits(got[0][l])
		w := math.Exp2(float64(x))
		switch {
		case math.IsNaN(float64(x)):
			if !math.IsNaN(float64(g)) {
				t.Errorf("exp2(NaN) = %g", g)
			}
		case w < 0x1p-126: // denormal results are flushed
			if got[0][l] != 0 {
				t.Errorf("exp2(%g) = %g, want +0 (denormal flushed)", x, g)
			}
		case math.IsInf(w, 1) || w > math.MaxFloat32:
			if !math.IsInf(float64(g), 1) {
				t.Errorf("exp2(%g) = %g, want +Inf", x, g)
			}
		default:
			if d := math.Abs(float64(g)-w) / w; d > 0x1p-23 { // within 1 ULP
				t.Errorf("exp2(%g) = %g, want %g (rel err %g)", x, g, w, d)
			}
		}
	}
}

// ds_bpermute_b32: lane i reads data of lane ((addr+offset)/4)%64 if that
// lane is active, else 0; inactive lanes keep their destination.
func TestDSBpermute(t *testing.T) {
	r := rand.New(rand.NewPCG(8, 8))
	var in [3][64]uint32
	for l := 0; l < 64; l++ {
		in[0][l] = uint32(r.IntN(512)) * 4 // byte address: wraps mod 64 lanes
		if l%7 == 0 {
			in[0][l] += 2 // low bits are dropped
		}
		in[1][l] = 1000 + uint32(l)
		in[2][l] = 0xdead0000 | uint32(l)
	}
	const execLo, execHi = 0xf0f0ff3c, 0x7fff0001
	body := fmt.Sprintf(`
  v_mov_b32 v40, v10
  v_mov_b32 v41, v10
  s_mov_b32 exec_lo, %#x
  s_mov_b32 exec_hi, %#x
  ds_bpermute_b32 v40, v8, v9
  ds_bpermute_b32 v41, v8, v9 offset:12
  s_waitcnt lgkmcnt(0)
`, execLo, execHi)
	got := runLanes(t, kopt{}, in[:], 2, body)
	exec := uint64(execHi)<<32 | execLo
	for k, off := range []uint32{0, 12} {
		for l := 0; l < 64; l++ {
			want := in[2][l]
			if exec>>l&1 != 0 {
				src := (in[0][l] + off) / 4 % 64
				want = 0
				if exec>>src&1 != 0 {
					want = in[1][src]
				}
			}
			if got[k][l] != want {
				t.Fatalf("offset %d lane %d: got %#x want %#x", off, l, got[k][l], want)
			}
		}
	}
}

// ds_write2/read2 offsets are in element units (x64 for st64); ds_read_b128
// reads 16 bytes at addr+offset.
func TestDSReadWrite2(t *testing.T) {
	var in [2][64]uint32
	for l := 0; l < 64; l++ {
		in[0][l] = 0x1000 + uint32(l)
		in[1][l] = 0x2000 + uint32(l)
	}
	body := `
  v_lshlrev_b32 v2, 3, v0            ; 8 bytes per lane
  ds_write2_b32 v2, v8, v9 offset0:0 offset1:1
  ds_write2st64_b32 v2, v9, v8 offset0:2 offset1:4   ; +512, +1024 bytes
  s_waitcnt lgkmcnt(0)
  ds_read2_b32 v[40:41], v2 offset1:1
  ds_read2st64_b32 v[42:43], v2 offset0:2 offset1:4
  ds_read_b32 v44, v2 offset:4
  v_lshlrev_b32 v3, 4, v0            ; 16 bytes per lane: lanes 2i, 2i+1 pairs
  ds_read_b128 v[46:49], v3
  ds_read2_b64 v[50:53], v3 offset0:0 offset1:1
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v45, v44
`
	got := runLanes(t, kopt{lds: 8192}, in[:], 14, body)
	mem := map[uint32]uint32{}
	for l := 0; l < 64; l++ {
		mem[uint32(8*l)] = in[0][l]
		mem[uint32(8*l+4)] = in[1][l]
		mem[uint32(8*l+2*64*4)] = in[1][l]
		mem[uint32(8*l+4*64*4)] = in[0][l]
	}
	at := func(a uint32) uint32 { // fresh LDS holds the poison pattern
		if v, ok := mem[a]; ok {
			return v
		}
		return 0xffffffff
	}
	for l := 0; l < 64; l++ {
		a := uint32(8 * l)
		b := uint32(16 * l)
		want := []uint32{at(a), at(a + 4), at(a + 512), at(a + 1024), at(a + 4), at(a + 4),
			at(b), at(b + 4), at(b + 8), at(b + 12), at(b), at(b + 4), at(b + 8), at(b + 12)}
		for k, w := range want {
			if got[k][l] != w {
				t.Fatalf("lane %d output %d: got %#x want %#x", l, k, got[k][l], w)
			}
		}
	}
}

// Packed f32 math: op_sel / op_sel_hi pick the dword of each 64-bit source
// for the low / high result, neg_lo / neg_hi negate per source.
func TestPackedF32(t *testing.T) {
	r := rand.New(rand.NewPCG(6, 6))
	var in [6][64]uint32
	for i := range in {
		for l := range in[i] {
			in[i][l] = math.Float32bits(float32(r.NormFloat64()))
		}
	}
	f := func(u uint32) float32 { return math.Float32frombits(u) }
	type tc struct {
		mods string
		fn   func(l int) (lo, hi float32)
	}
	a := func(l, h int) float32 { return f(in[0+h][l]) }
	b := func(l, h int) float32 { return f(in[2+h][l]) }
	c := func(l, h int) float32 { return f(in[4+h][l]) }
	fma := func(x, y, z float32) float32 { return float32(math.FMA(float64(x), float64(y), float64(z))) }
	cases := []tc{
		{"", func(l int) (float32, float32) { return fma(a(l, 0), b(l, 0), c(l, 0)), fma(a(l, 1), b(l, 1), c(l, 1)) }},
		{"op_sel:[1,0,1] op_sel_hi:[0,1,0]", func(l int) (float32, float32) {
			return fma(a(l, 1), b(l, 0), c(l, 1)), fma(a(l, 0), b(l, 1), c(l, 0))
		}},
		{"neg_lo:[1,0,1] neg_hi:[0,1,1]", func(l int) (float32, float32) {
			return fma(-a(l, 0), b(l, 0), -c(l, 0)), fma(a(l, 1), -b(l, 1), -c(l, 1))
		}},
		{"op_sel_hi:[1,0,1] neg_hi:[1,0,0]", func(l int) (float32, float32) {
			return fma(a(l, 0), b(l, 0), c(l, 0)), fma(-a(l, 1), b(l, 0), c(l, 1))
		}},
	}
	for _, k := range cases {
		body := "  v_pk_fma_f32 v[40:41], v[8:9], v[10:11], v[12:13] " + k.mods + "\n" +
			"  v_pk_mul_f32 v[42:43], v[8:9], v[10:11] " + trimMods(k.mods, 2) + "\n" +
			"  v_pk_add_f32 v[44:45], v[8:9], v[10:11] " + trimMods(k.mods, 2) + "\n"
		got := runLanes(t, kopt{}, in[:], 6, body)
		for l := 0; l < 64; l++ {
			lo, hi := k.fn(l)
			if got[0][l] != math.Float32bits(lo) || got[1][l] != math.Float32bits(hi) {
				t.Fatalf("v_pk_fma_f32 %s lane %d: got (%g, %g) want (%g, %g)", k.mods, l, f(got[0][l]), f(got[1][l]), lo, hi)
			}
		}
	}
}

// trimMods keeps the first n entries of each modifier list ("op_sel:[1,0,1]"
// -> "op_sel:[1,0]") for two-source ops; the mul/add results are not checked
// beyond assembling and running.
func trimMods(m string, n int) string {
	out := []byte{}
	for i := 0; i < len(m); i++ {
		if m[i] == '[' {
			j := i + 1
			k := 0
			out = append(out, '[')
			for ; m[j] != ']'; j++ {
				if m[j] == ',' {
					k++
					if k >= n {
						continue
					}
				}
				if k < n {
					out = append(out, m[j])
				}
			}
			out = append(out, ']')
			i = j
			continue
		}
		out = append(out, m[i])
	}
	return string(out)
}

// SCC and VCC carries: 64-bit adds and subtracts built from 32-bit halves.
func TestCarries(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 9))
	var in [4][64]uint32
	for i := range in {
		for l := range in[i] {
			in[i][l] = r.Uint32()
			if l%4 == 0 {
				in[i][l] = 0xffffffff - uint32(l)
			}
		}
	}
	body := `
  v_add_co_u32 v40, vcc, v8, v10
  v_addc_co_u32 v41, vcc, v9, v11, vcc
  v_cndmask_b32 v42, 0, 1, vcc          ; carry out of the 64-bit add
  v_sub_co_u32 v43, s[20:21], v8, v10
  v_subb_co_u32 v44, s[20:21], v9, v11, s[20:21]
  v_cndmask_b32 v45, 0, 1, s[20:21]     ; borrow
  ; scalar: s_add_u32/s_addc_u32 on lane 5's values via readlane
  v_readlane_b32 s12, v8, 5
  v_readlane_b32 s13, v9, 5
  v_readlane_b32 s14, v10, 5
  v_readlane_b32 s15, v11, 5
  s_add_u32 s16, s12, s14
  s_addc_u32 s17, s13, s15
  s_cselect_b32 s18, 1, 0
  s_sub_u32 s19, s12, s14
  s_subb_u32 s22, s13, s15
  s_cselect_b32 s23, 1, 0
  v_mov_b32 v46, s16
  v_mov_b32 v47, s17
  v_mov_b32 v48, s18
  v_mov_b32 v49, s19
  v_mov_b32 v50, s22
  v_mov_b32 v51, s23
`
	got := runLanes(t, kopt{}, in[:], 12, body)
	for l := 0; l < 64; l++ {
		a := uint64(in[1][l])<<32 | uint64(in[0][l])
		b := uint64(in[3][l])<<32 | uint64(in[2][l])
		s, c := bits.Add64(a, b, 0)
		d, bo := bits.Sub64(a, b, 0)
		want := []uint32{uint32(s), uint32(s >> 32), uint32(c), uint32(d), uint32(d >> 32), uint32(bo)}
		for k, w := range want {
			if got[k][l] != w {
				t.Fatalf("lane %d output %d: got %#x want %#x", l, k, got[k][l], w)
			}
		}
		a5 := uint64(in[1][5])<<32 | uint64(in[0][5])
		b5 := uint64(in[3][5])<<32 | uint64(in[2][5])
		s5, c5 := bits.Add64(a5, b5, 0)
		d5, bo5 := bits.Sub64(a5, b5, 0)
		ws := []uint32{uint32(s5), uint32(s5 >> 32), uint32(c5), uint32(d5), uint32(d5 >> 32), uint32(bo5)}
		for k, w := range ws {
			if got[6+k][l] != w {
				t.Fatalf("scalar output %d: got %#x want %#x", k, got[6+k][l], w)
			}
		}
	}
}

// Exec-masked control flow: if/else by lane parity, a loop whose trip count
// differs per lane, s_cbranch_execz skipping an empty branch.
func TestExecBranches(t *testing.T) {
	var in [1][64]uint32
	for l := range in[0] {
		in[0][l] = uint32(l % 5) // loop trip count
	}
	body := `
  v_and_b32 v2, 1, v0
  v_cmp_eq_u32 vcc, 0, v2
  s_and_saveexec_b64 s[20:21], vcc
  s_cbranch_execz .Lelse
  v_mov_b32 v40, 100                     ; even lanes
.Lelse:
  s_andn2_saveexec_b64 s[20:21], s[20:21]  ; wait: swap to the odd lanes
  s_cbranch_execz .Lendif
  v_mov_b32 v40, 200                     ; odd lanes
.Lendif:
  s_or_b64 exec, exec, s[20:21]
  ; per-lane loop: v41 = sum_{i<n} (i+1)
  v_mov_b32 v41, 0
  v_mov_b32 v3, 0
  s_mov_b64 s[22:23], exec
.Lloop:
  v_cmp_lt_u32 vcc, v3, v8
  s_and_b64 exec, exec, vcc
  s_cbranch_execz .Ldone
  v_add_u32 v3, v3, 1
  v_add_u32 v41, v41, v3
  s_branch .Lloop
.Ldone:
  s_mov_b64 exec, s[22:23]
  ; an if no lane takes
  v_cmp_gt_u32 vcc, 0, v0
  s_and_saveexec_b64 s[24:25], vcc
  s_cbranch_execz .Lskip
  v_mov_b32 v41, 0xbad
.Lskip:
  s_or_b64 exec, exec, s[24:25]
  v_cndmask_b32 v42, 0, 1, vcc
`
	got := runLanes(t, kopt{}, in[:], 3, body)
	for l := 0; l < 64; l++ {
		w0 := uint32(100)
		if l%2 == 1 {
			w0 = 200
		}
		n := uint32(l % 5)
		if got[0][l] != w0 || got[1][l] != n*(n+1)/2 || got[2][l] != 0 {
			t.Fatalf("lane %d: got %d %d %d, want %d %d 0", l, got[0][l], got[1][l], got[2][l], w0, n*(n+1)/2)
		}
	}
}

// s_barrier: four waves write LDS, meet, and read what another wave wrote.
func TestBarrier(t *testing.T) {
	body := loadArgs4 + `
  v_lshlrev_b32 v1, 2, v0             ; 4*tid
  v_mul_u32_u24 v2, 7, v0
  ds_write_b32 v1, v2
  s_waitcnt lgkmcnt(0)
  s_barrier
  v_xor_b32 v3, 0x100, v0             ; a thread of another wave (tid ^ 256/... )
  v_and_b32 v3, 0xff, v3
  v_xor_b32 v3, 64, v3                ; next wave's lane
  v_lshlrev_b32 v3, 2, v3
  ds_read_b32 v4, v3
  s_waitcnt lgkmcnt(0)
  s_barrier
  ds_write_b32 v1, v0                 ; overwrite after everyone has read
  global_store_dword v1, v4, s[6:7]
`
	r := newRig(t, kopt{lds: 1024}, body)
	pout := r.u32buf(make([]uint32, 256))
	r.mustRun("k", d1(1), d1(256), 0, uint64(pout))
	got := r.readU32(pout, 256)
	for tid := 0; tid < 256; tid++ {
		src := (tid & 0xff) ^ 64
		if got[tid] != uint32(7*src) {
			t.Fatalf("tid %d read %#x, want %#x", tid, got[tid], 7*src)
		}
	}
}

// Initial state: workgroup ids in the SGPRs after the user SGPRs, packed
// work-item ids in v0, a partial last wave's EXEC.
func TestInitialState(t *testing.T) {
	body := loadArgs4 + `
  ; s2, s3, s4: workgroup id x, y, z (after 2 user SGPRs) - but s[4:11] was
  ; loaded over s4: save the ids first
` // replaced below
	_ = body
	src := `
  s_mov_b32 s20, s2
  s_mov_b32 s21, s3
  s_mov_b32 s22, s4
  s_load_dwordx2 s[6:7], s[0:1], 0x8
  s_waitcnt lgkmcnt(0)
  ; flat index = (z*2 + y)*3 + x, times block threads (2*3*5 = 30... padded to 64)
  s_mul_i32 s23, s22, 2
  s_add_u32 s23, s23, s21
  s_mul_i32 s23, s23, 3
  s_add_u32 s23, s23, s20
  s_lshl_b32 s23, s23, 8              ; 64 dwords per workgroup
  v_and_b32 v2, 0x3ff, v0             ; x
  v_bfe_u32 v3, v0, 10, 10            ; y
  v_bfe_u32 v4, v0, 20, 10            ; z
  v_mul_u32_u24 v5, v3, 3
  v_mul_u32_u24 v6, v4, 6
  v_add3_u32 v5, v5, v6, v2           ; linear tid
  v_lshlrev_b32 v7, 2, v5
  v_add_u32 v7, s23, v7
  v_lshlrev_b32 v8, 16, v4
  v_lshlrev_b32 v9, 8, v3
  v_or3_b32 v8, v8, v9, v2
  v_lshl_or_b32 v8, s20, 24, v8
  global_store_dword v7, v8, s[6:7]
`
	r := newRig(t, kopt{wgY: true, wgZ: true, tidYZ: 2}, src)
	pout := r.u32buf(make([]uint32, 64*3*2*2))
	for i := range make([]int, 1) {
		_ = i
	}
	r.mustRun("k", verifyDim(3, 2, 2), verifyDim(3, 2, 5), 0, uint64(pout))
	got := r.readU32(pout, 64*12)
	for z := 0; z < 2; z++ {
		for y := 0; y < 2; y++ {
			for x := 0; x < 3; x++ {
				base := ((z*2+y)*3 + x) * 64
				for tz := 0; tz < 5; tz++ {
					for ty := 0; ty < 2; ty++ {
						for tx := 0; tx < 3; tx++ {
							tid := tz*6 + ty*3 + tx
							want := uint32(x)<<24 | uint32(tz)<<16 | uint32(ty)<<8 | uint32(tx)
							if got[base+tid] != want {
								t.Fatalf("wg (%d,%d,%d) tid (%d,%d,%d): %#x want %#x", x, y, z, tx, ty, tz, got[base+tid], want)
							}
						}
					}
				}
				// threads past the 30 of the block never ran: poison stays
				if got[base+30] != 0 {
					t.Fatalf("wg (%d,%d,%d): lane 30 wrote %#x", x, y, z, got[base+30])
				}
			}
		}
	}
}

// The IEEE f32 division sequence LLVM emits (v_div_scale/rcp/fma/fmas/fixup)
// gives the correctly rounded quotient, and the IEEE special cases.
func TestDivisionMacro(t *testing.T) {
	r := rand.New(rand.NewPCG(12, 12))
	var in [2][64]uint32
	special := [][2]float32{{1, 0}, {0, 0}, {-1, 0}, {0, 5}, {float32(math.Inf(1)), 2}, {3, float32(math.Inf(-1))},
		{float32(math.Inf(1)), float32(math.Inf(1))}, {float32(math.NaN()), 1}, {1, 3}, {1e-38, 3}, {3e38, 0.5}, {1e-30, 1e10}}
	for l := 0; l < 64; l++ {
		n, d := float32(r.NormFloat64()*100), float32(r.NormFloat64())
		if l < len(special) {
			n, d = special[l][0], special[l][1]
		}
		in[0][l], in[1][l] = math.Float32bits(n), math.Float32bits(d)
	}
	body := divMacro
	got := runLanes(t, kopt{}, in[:], 1, body)
	for l := 0; l < 64; l++ {
		n, d := math.Float32frombits(in[0][l]), math.Float32frombits(in[1][l])
		want := n / d
		g := math.Float32frombits(got[0][l])
		if math.Float32bits(g) != math.Float32bits(want) && !(math.IsNaN(float64(g)) && math.IsNaN(float64(want))) {
			t.Errorf("lane %d: %g / %g = %g, want %g", l, n, d, g, want)
		}
	}
}

// v_perm_b32 against the ISA's byte-permute definition, constant and
// per-lane selectors.
func TestPerm(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 13))
	var in [3][64]uint32
	for l := 0; l < 64; l++ {
		in[0][l], in[1][l] = r.Uint32(), r.Uint32()
		var sel uint32
		for i := 0; i < 4; i++ {
			sel |= uint32(r.IntN(16)) << (8 * i)
		}
		in[2][l] = sel
	}
	ref := func(s0, s1, sel uint32) uint32 {
		var bytes [8]uint32
		for i := 0; i < 4; i++ {
			bytes[i] = s1 >> (8 * i) & 0xff
			bytes[4+i] = s0 >> (8 * i) & 0xff
		}
		var d uint32
		for i := 0; i < 4; i++ {
			s := sel >> (8 * i) & 0xff
			var v uint32
			switch {
			case s >= 13:
				v = 0xff
			case s == 12:
				v = 0
			case s >= 8:
				if bytes[2*(s-8)+1]&0x80 != 0 {
					v = 0xff
				}
			default:
				v = bytes[s]
			}
			d |= v << (8 * i)
		}
		return d
	}
	body := `
  v_perm_b32 v40, v8, v9, v10
  s_mov_b32 s20, 0x07030602
  v_perm_b32 v41, v8, v9, s20
  s_mov_b32 s20, 0x0c0d0a09
  v_perm_b32 v42, v8, v9, s20
`
	got := runLanes(t, kopt{}, in[:], 3, body)
	for l := 0; l < 64; l++ {
		want := []uint32{ref(in[0][l], in[1][l], in[2][l]), ref(in[0][l], in[1][l], 0x07030602), ref(in[0][l], in[1][l], 0x0c0d0a09)}
		for k, w := range want {
			if got[k][l] != w {
				t.Fatalf("lane %d case %d: %#x want %#x", l, k, got[k][l], w)
			}
		}
	}
}

// v_bitop3_b32 against the truth table's definition, bit by bit, for the
// tables clang 22 emitted for (x & y) ^ z, (x | y) & ~z and x ^ (y & ~z) and
// a table that selects each minterm once.
func TestBitop3(t *testing.T) {
	r := rand.New(rand.NewPCG(17, 17))
	var in [3][64]uint32
	for l := 0; l < 64; l++ {
		in[0][l], in[1][l], in[2][l] = r.Uint32(), r.Uint32(), r.Uint32()
	}
	ref := func(tbl, a, b, c uint32) uint32 {
		var d uint32
		for k := 0; k < 32; k++ {
			idx := (a>>k&1)<<2 | (b>>k&1)<<1 | c>>k&1
			d |= (tbl >> idx & 1) << k
		}
		return d
	}
	tables := []uint32{0x6c, 0x32, 0x9c, 0x96, 0x01, 0x80, 0xf0, 0xcc, 0xaa}
	var body string
	for k, tb := range tables {
		body += fmt.Sprintf("  v_bitop3_b32 v%d, v8, v9, v10 bitop3:0x%x\n", 40+k, tb)
	}
	got := runLanes(t, kopt{}, in[:], len(tables), body)
	for l := 0; l < 64; l++ {
		for k, tb := range tables {
			if w := ref(tb, in[0][l], in[1][l], in[2][l]); got[k][l] != w {
				t.Fatalf("lane %d table %#x: %#x want %#x", l, tb, got[k][l], w)
			}
		}
	}
	// The tables as the functions clang made them for (operands in its order).
	x, y, z := uint32(0xf0f0f0f0), uint32(0xcccccccc), uint32(0xaaaaaaaa)
	for _, c := range []struct {
		tbl, want uint32
	}{{0x6c, (x & z) ^ y}, {0x32, (x | z) &^ y}, {0x9c, y ^ (x &^ z)}} {
		if g := bitop3(c.tbl, x, y, z); g != c.want {
			t.Errorf("bitop3(%#x) = %#x, want %#x", c.tbl, g, c.want)
		}
	}
}
