package emu

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

// ds_read_b64_tr_b8 against the ISA's statement of what it is for (CDNA4 ISA
// 11.4): loading a row-major B matrix (K rows of N = 16 fp8 columns) from
// LDS so that it lands in MFMA B-operand layout (7.1.4.1: lane j+16*(k/K_L)
// holds B[k][j] at byte k%K_L). With each group of 16 lanes addressing 8
// rows (lanes 2r and 2r+1 reading bytes 0-7 and 8-15 of row r), "the first
// [read] loads K values 0..7, 16..23, 32..39 and 48..55 into two VGPRs, and
// the next instruction loads the other K values": lane j+16g holds
// B[16g+b][j] (b = 0..7), and B[16g+8+b][j] from the read 8 rows further.
// The same read with groups 8 rows apart feeds v_mfma_f32_16x16x32_fp8_fp8
// directly; its product is compared with a float64 matmul.
func TestDSReadTrB8(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	var in [6][64]uint32
	for i := range in {
		for l := range in[i] {
			in[i][l] = r.Uint32()
		}
	}
	// B[k][n]: row k of LDS, written by lane k from registers v8..v11
	B := func(k, n int) uint8 { return uint8(in[n/4][k] >> (8 * (n % 4))) }
	// A[i][k] of the 16x16x32 MFMA: lane i+16*(k/8), register 12+(k%8)/4, byte k%4
	A := func(i, k int) uint8 { return uint8(in[4+(k%8)/4][i+16*(k/8)] >> (8 * (k % 4))) }
	body := `
  v_lshlrev_b32 v2, 4, v0
  ds_write_b128 v2, v[8:11]
  s_waitcnt lgkmcnt(0)
  ; rows 16g + (l%16)/2, bytes 8*(l%2): v3;  rows 8g + (l%16)/2: v7
  v_lshrrev_b32 v4, 4, v0
  v_and_b32 v5, 15, v0
  v_lshrrev_b32 v5, 1, v5
  v_lshlrev_b32 v5, 4, v5
  v_and_b32 v6, 1, v0
  v_lshlrev_b32 v6, 3, v6
  v_add_u32 v5, v5, v6
  v_lshlrev_b32 v3, 8, v4
  v_add_u32 v3, v3, v5
  v_lshlrev_b32 v7, 7, v4
  v_add_u32 v7, v7, v5
  ds_read_b64_tr_b8 v[40:41], v3
  ds_read_b64_tr_b8 v[42:43], v3 offset:128
  ds_read_b64_tr_b8 v[20:21], v7
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_16x16x32_fp8_fp8 v[44:47], v[12:13], v[20:21], 0
  s_nop 7
  s_nop 7
`
	got := runLanes(t, kopt{lds: 1024}, in[:], 8, body)
	for l := 0; l < 64; l++ {
		j, g := l%16, l/16
		for b := 0; b < 8; b++ {
			first := uint8(got[b/4][l] >> (8 * (b % 4)))
			second := uint8(got[2+b/4][l] >> (8 * (b % 4)))
			if want := B(16*g+b, j); first != want {
				t.Fatalf("first read: lane %d byte %d = %#x, want B[%d][%d] = %#x", l, b, first, 16*g+b, j, want)
			}
			if want := B(16*g+8+b, j); second != want {
				t.Fatalf("second read: lane %d byte %d = %#x, want B[%d][%d] = %#x", l, b, second, 16*g+8+b, j, want)
			}
		}
	}
	for i := 0; i < 16; i++ {
		for j := 0; j < 16; j++ {
			var s float64 // exact: 32 products of e4m3 values
			for k := 0; k < 32; k++ {
				s += e4m3Val(A(i, k)) * e4m3Val(B(k, j))
			}
			g := math.Float32frombits(got[4+i%4][j+16*(i/4)])
			if want := float32(s); g != want && !(math.IsNaN(float64(g)) && math.IsNaN(s)) {
				t.Fatalf("D[%d][%d] = %v, want %v", i, j, g, want)
			}
		}
	}
}

// ds_read_b64_tr_b16: the same transposition with 16-bit elements: each
// group of 16 lanes reads 4 rows of 16 halves (4 lanes per row of 32 bytes)
// and lane j+16g receives B[4g+e][j] as half e, the B-operand layout of a
// 16x16x16 16-bit MFMA (K_L = 4).
func TestDSReadTrB16(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	var in [8][64]uint32
	for i := range in {
		for l := range in[i] {
			in[i][l] = r.Uint32()
		}
	}
	// B[k][n] (16-bit): row k = 32 bytes = lanes 2k and 2k+1 of v8..v11
	B := func(k, n int) uint16 {
		lane, h := 2*k+n/8, n%8
		return uint16(in[h/2][lane] >> (16 * (h % 2)))
	}
	body := `
  v_lshlrev_b32 v2, 4, v0
  ds_write_b128 v2, v[8:11]
  s_waitcnt lgkmcnt(0)
  ; row 4g + (l%16)/4, bytes 8*(l%4)
  v_lshrrev_b32 v4, 4, v0
  v_lshlrev_b32 v4, 7, v4
  v_and_b32 v5, 15, v0
  v_lshrrev_b32 v5, 2, v5
  v_lshlrev_b32 v5, 5, v5
  v_and_b32 v6, 3, v0
  v_lshlrev_b32 v6, 3, v6
  v_add3_u32 v3, v4, v5, v6
  ds_read_b64_tr_b16 v[40:41], v3
  s_waitcnt lgkmcnt(0)
`
	got := runLanes(t, kopt{lds: 1024}, in[:4], 2, body)
	for l := 0; l < 64; l++ {
		j, g := l%16, l/16
		for e := 0; e < 4; e++ {
			h := uint16(got[e/2][l] >> (16 * (e % 2)))
			if want := B(4*g+e, j); h != want {
				t.Fatalf("lane %d half %d = %#x, want B[%d][%d] = %#x", l, e, h, 4*g+e, j, want)
			}
		}
	}
}

// The transpose reads require EXEC = all ones and an 8-byte-aligned address.
func TestDSReadTrFaults(t *testing.T) {
	cases := []struct{ name, body, want string }{
		{"exec", "  s_mov_b32 exec_hi, 0\n  v_lshlrev_b32 v2, 3, v0\n  ds_read_b64_tr_b8 v[4:5], v2", "EXEC"},
		{"align", "  v_lshlrev_b32 v2, 3, v0\n  ds_read_b64_tr_b8 v[4:5], v2 offset:4", "aligned"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := newRig(t, kopt{lds: 1024}, c.body)
			err := r.run("k", d1(1), d1(64))
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("want a fault mentioning %q, got %v", c.want, err)
			}
		})
	}
}
