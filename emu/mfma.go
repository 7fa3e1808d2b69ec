package emu

import (
	"github.com/mlagen/mlagen/num"
)

// Matrix FMA (XDL) instructions with 8-bit float inputs:
//
//	v_mfma_f32_16x16x128_f8f6f4  (A, B: 8 VGPRs = 32 bytes per lane; cbsz/blgp
//	                              give the A/B formats: 0 fp8 e4m3, 1 bf8 e5m2)
//	v_mfma_f32_16x16x32_{fp8,bf8}_{fp8,bf8}  (A, B: 2 VGPRs = 8 bytes per lane)
//
// Layout (CDNA4 ISA 7.1.4.1): with K_L bytes per lane, A[i][k] is byte k%K_L
// of lane i+16*(k/K_L) and B[k][j] byte k%K_L of lane j+16*(k/K_L); C and D
// are 4 registers, D[i][j] in register i%4 of lane j+16*(i/4). Because A and
// B use the same byte <-> k mapping, D[i][j] = C[i][j] + sum over lane
// groups g and bytes t of A[lane i+16g][t] * B[lane j+16g][t], whichever k
// each (g, t) stands for. (The sources disagree on that mapping for the K=128
// op; it matters only for block scales and narrower formats, which are
// rejected.)
//
// Numerics: products of fp8 values are exact; the emulator sums them in
// float64 and rounds once: D = f32(C + sum), correctly rounded (ties to
// even), denormals kept. For e4m3 x e4m3 the float64 sum is exact (every
// product is a multiple of 2^-18 below 2^18, 128 of them stay below 2^25), so
// the result is the exact dot product plus C, rounded once. Hardware sums in
// an undocumented order with fused steps, so it may differ from this by a few
// ULP; compare MFMA results with a tolerance. With a bf8 (e5m2) operand the
// float64 sum itself may round (products span 2^-32..2^31). MFMA ignores
// EXEC: all 64 lanes compute and write.

var (
	e4m3F64 [256]float64
	e5m2F64 [256]float64
)

func init() {
	for c := 0; c < 256; c++ {
		e4m3F64[c] = float64(num.E4M3ToF32(uint8(c)))
		e5m2F64[c] = float64(e5m2Table[c])
	}
}

// mfmaBuf holds a wave's decoded MFMA operands as 16 rows of K values:
// row i of A is A[i][0..K) (lanes i, i+16, i+32, i+48 in turn), row j of B is
// B[0..K)[j].
type mfmaBuf struct {
	a, b [16][128]float64
}

func fmtTable(code uint8) *[256]float64 {
	switch code {
	case 0:
		return &e4m3F64
	case 1:
		return &e5m2F64
	}
	return nil
}

// bindMFMA16 binds a 16x16 MFMA whose A/B hold kl bytes per lane (kl = 4*regs).
func bindMFMA16(kl int, fixedA, fixedB int) spec {
	return func(b *binder) handler {
		in := b.in
		if in.Neg != 0 || in.Abs != 0 || in.Clamp {
			b.fail("neg/abs/clamp on MFMA are not supported")
		}
		fa, fb := uint8(fixedA), uint8(fixedB)
		if fixedA < 0 { // f8f6f4: formats from cbsz/blgp
			fa, fb = in.Cbsz, in.Blgp
			if fa == 4 || fb == 4 { // fp4: the general path (mfma_mx.go)
				return bindMFMAX(false)(b)
			}
		} else if in.Cbsz != 0 || in.Abid != 0 || in.Blgp != 0 {
			b.fail("MFMA broadcast controls cbsz/abid/blgp (%d/%d/%d) are not supported", in.Cbsz, in.Abid, in.Blgp)
		}
		ta, tb := fmtTable(fa), fmtTable(fb)
		if ta == nil || tb == nil {
			b.fail("MFMA operand formats cbsz=%d blgp=%d: only fp8 (0) and bf8 (1) are supported", fa, fb)
			return nil
		}
		regs := uint8(kl / 4)
		b.x.dst[0] = b.vdst(0)
		b.x.src[0] = b.src(0, tB32)
		b.x.src[1] = b.src(1, tB32)
		b.x.src[2] = b.src(2, tB32)
		for i := 0; i < 2; i++ {
			if b.x.src[i].kind != okVGPR || b.x.src[i].n != regs {
				b.fail("MFMA source %d must be %d vector registers", i, regs)
			}
		}
		if b.x.dst[0].n != 4 {
			b.fail("MFMA destination must be 4 registers")
		}
		return func(w *wave, x *xinst) { mfma16(w, x, kl, ta, tb) }
	}
}

func mfma16(w *wave, x *xinst, kl int, ta, tb *[256]float64) {
	if w.mf == nil {
		w.mf = new(mfmaBuf)
	}
	buf := w.mf
	regs := kl / 4
	K := 4 * kl // values per row: 4 lane groups
	ar, br := x.src[0].reg, x.src[1].reg
	for r := 0; r < regs; r++ {
		av, bv := &w.v[int(ar)+r], &w.v[int(br)+r]
		for l := 0; l < 64; l++ {
			o := (l>>4)*kl + 4*r
			u := av[l]
			pa := buf.a[l&15][o : o+4 : o+4]
			pa[0], pa[1], pa[2], pa[3] = ta[u&0xff], ta[u>>8&0xff], ta[u>>16&0xff], ta[u>>24]
			u = bv[l]
			pb := buf.b[l&15][o : o+4 : o+4]
			pb[0], pb[1], pb[2], pb[3] = tb[u&0xff], tb[u>>8&0xff], tb[u>>16&0xff], tb[u>>24]
		}
	}
	// C: 4 rows, or a broadcast constant
	var c [4]*lanes
	for r := 0; r < 4; r++ {
		if x.src[2].kind == okVGPR {
			c[r] = &w.v[int(x.src[2].reg)+r]
		} else {
			c[r] = &w.tmp[r]
			bcast(c[r], w.sval(&x.src[2]))
		}
	}
	out := &w.res
	// 2 rows x 4 columns of D at a time: 8 independent sums, 6 loads per step.
	for i := 0; i < 16; i += 2 {
		a0, a1 := buf.a[i][:K:K], buf.a[i+1][:K:K]
		for j := 0; j < 16; j += 4 {
			b0, b1, b2, b3 := buf.b[j][:K:K], buf.b[j+1][:K:K], buf.b[j+2][:K:K], buf.b[j+3][:K:K]
			var s00, s01, s02, s03, s10, s11, s12, s13 float64
			for t := range a0 {
				x0, x1 := a0[t], a1[t]
				y0, y1, y2, y3 := b0[t], b1[t], b2[t], b3[t]
				s00 += x0 * y0
				s01 += x0 * y1
				s02 += x0 * y2
				s03 += x0 * y3
				s10 += x1 * y0
				s11 += x1 * y1
				s12 += x1 * y2
				s13 += x1 * y3
			}
			sums := [2][4]float64{{s00, s01, s02, s03}, {s10, s11, s12, s13}}
			for di := 0; di < 2; di++ {
				ii := i + di
				reg, grp := ii%4, 16*(ii/4)
				for dj := 0; dj < 4; dj++ {
					lane := j + dj + grp
					cv := float64(f32(c[reg][lane]))
					out[reg][lane] = u32(roundSum32(sums[di][dj], cv))
				}
			}
		}
	}
	d := x.dst[0].reg
	for r := 0; r < 4; r++ {
		w.v[int(d)+r] = out[r] // MFMA ignores EXEC
	}
}

func init() {
	reg(bindMFMA16(32, -1, -1), "v_mfma_f32_16x16x128_f8f6f4")
	reg(bindMFMA16(8, 0, 0), "v_mfma_f32_16x16x32_fp8_fp8")
	reg(bindMFMA16(8, 0, 1), "v_mfma_f32_16x16x32_fp8_bf8")
	reg(bindMFMA16(8, 1, 0), "v_mfma_f32_16x16x32_bf8_fp8")
	reg(bindMFMA16(8, 1, 1), "v_mfma_f32_16x16x32_bf8_bf8")
	// v_accvgpr_read_b32 / write / mov: plain moves between the halves of the
	// unified file
	reg(bindI1(func(a uint32) uint32 { return a }), "v_accvgpr_read_b32", "v_accvgpr_write_b32", "v_accvgpr_mov_b32")
}
