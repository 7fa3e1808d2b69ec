package emu

import (
	"math"
	"math/bits"
)

// Instructions that AMD AITER's row-folded MLA kernels
// (../shared/anchors/aiter) use beyond the 16-head one.

func init() {
	// v_add_i32 / v_sub_i32 (VOP3 only on gfx9): signed add/subtract; the
	// clamp bit saturates to the int32 range.
	reg(bindIClamp2(func(a, b uint32) uint32 { return a + b }, func(a, b uint32) uint32 { return satI32(int64(int32(a)) + int64(int32(b))) }), "v_add_i32")
	reg(bindIClamp2(func(a, b uint32) uint32 { return a - b }, func(a, b uint32) uint32 { return satI32(int64(int32(a)) - int64(int32(b))) }), "v_sub_i32")
	// v_swap_b32 vdst, vsrc: exchange two VGPRs in the active lanes.
	reg(func(b *binder) handler {
		b.noMods()
		b.x.dst[0] = b.vdst(0)
		b.x.src[0] = b.src(0, tB32)
		if b.x.src[0].kind != okVGPR {
			b.fail("v_swap_b32 needs a VGPR source")
		}
		return func(w *wave, x *xinst) {
			d, s := &w.v[x.dst[0].reg], &w.v[x.src[0].reg]
			for m := w.exec(); m != 0; m &= m - 1 {
				l := bits.TrailingZeros64(m)
				d[l], s[l] = s[l], d[l]
			}
		}
	}, "v_swap_b32")
	reg(bindMFMA32(32), "v_mfma_f32_32x32x64_f8f6f4")
}

func satI32(v int64) uint32 {
	return uint32(int32(min(max(v, math.MinInt32), math.MaxInt32)))
}

// 32x32 MFMA with 8-bit float inputs (v_mfma_f32_32x32x64_f8f6f4: A, B 8
// VGPRs = 32 bytes per lane, C and D 16 registers).
//
// Layout (CDNA4 ISA 7.1.4.1, the 32x32 family): with K_L bytes per lane,
// A[i][k] is byte k%K_L of lane i+32*(k/K_L) and B[k][j] byte k%K_L of lane
// j+32*(k/K_L); D[i][j] is in register 4*(i/8) + i%4 of lane j+32*((i/4)%2).
// As for the 16x16 ops (mfma.go), A and B share the byte <-> k mapping, so
// D[i][j] = C[i][j] + sum over lane groups g and bytes t of
// A[lane i+32g][t] * B[lane j+32g][t]. Numerics as mfma.go: the products
// summed in float64, rounded once with C.
type mfmaBuf32 struct {
	a, b [32][64]float64
}

func bindMFMA32(kl int) spec {
	return func(b *binder) handler {
		in := b.in
		if in.Neg != 0 || in.Abs != 0 || in.Clamp {
			b.fail("neg/abs/clamp on MFMA are not supported")
		}
		ta, tb := fmtTable(in.Cbsz), fmtTable(in.Blgp)
		if ta == nil || tb == nil {
			b.fail("MFMA operand formats cbsz=%d blgp=%d: only fp8 (0) and bf8 (1) are supported", in.Cbsz, in.Blgp)
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
		if b.x.dst[0].n != 16 || b.x.src[2].kind == okVGPR && b.x.src[2].n != 16 {
			b.fail("32x32 MFMA C and D must be 16 registers")
		}
		return func(w *wave, x *xinst) { mfma32(w, x, kl, ta, tb) }
	}
}

func mfma32(w *wave, x *xinst, kl int, ta, tb *[256]float64) {
	var buf mfmaBuf32 // 32 KiB on the stack frame of one instruction
	regs := kl / 4
	K := 2 * kl // values per row: 2 lane groups
	ar, br := x.src[0].reg, x.src[1].reg
	for r := 0; r < regs; r++ {
		av, bv := &w.v[int(ar)+r], &w.v[int(br)+r]
		for l := 0; l < 64; l++ {
			o := (l>>5)*kl + 4*r
			u := av[l]
			pa := buf.a[l&31][o : o+4 : o+4]
			pa[0], pa[1], pa[2], pa[3] = ta[u&0xff], ta[u>>8&0xff], ta[u>>16&0xff], ta[u>>24]
			u = bv[l]
			pb := buf.b[l&31][o : o+4 : o+4]
			pb[0], pb[1], pb[2], pb[3] = tb[u&0xff], tb[u>>8&0xff], tb[u>>16&0xff], tb[u>>24]
		}
	}
	var c [16]lanes
	for r := 0; r < 16; r++ {
		if x.src[2].kind == okVGPR {
			c[r] = w.v[int(x.src[2].reg)+r]
		} else {
			bcast(&c[r], w.sval(&x.src[2]))
		}
	}
	var out [16]lanes
	for i := 0; i < 32; i++ {
		a := buf.a[i][:K:K]
		reg, half := 4*(i/8)+i%4, 32*((i/4)%2)
		for j := 0; j < 32; j++ {
			bb := buf.b[j][:K:K]
			var s float64
			for t := range a {
				s += a[t] * bb[t]
			}
			lane := j + half
			out[reg][lane] = u32(roundSum32(s, float64(f32(c[reg][lane]))))
		}
	}
	d := x.dst[0].reg
	for r := 0; r < 16; r++ {
		w.v[int(d)+r] = out[r] // MFMA ignores EXEC
	}
}
