package perf

import (
	"fmt"
	"math"
	"testing"
)

// Tests that the model is a model: microkernels whose timing follows from
// the parameters, checked against what the parameters say.

// mfmaChain: n MFMAs, each reading the previous one's result as its
// accumulator (srcC chain) or as its A operand (srcA chain).
func mfmaChain(op string, n int, waves int) micro {
	var inst string
	switch op {
	case "f8f6f4":
		inst = "  v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[0:3]"
	case "fp8":
		inst = "  v_mfma_f32_16x16x32_fp8_fp8 v[0:3], v[4:5], v[6:7], v[0:3]"
	case "srcA": // the result feeds the next MFMA's A operand
		inst = "  v_mfma_f32_16x16x32_fp8_fp8 v[4:7], v[4:5], v[8:9], v[12:15]"
	}
	body := "  v_mov_b32 v20, 0\n" + repeat(20, "  v_mov_b32 v%d, v20") + repeat(n, inst) + "  s_nop 15\n  s_nop 15\n"
	return micro{body: body, vgprs: 32, block: 64 * waves}
}

// TestMFMAChain: a chain of N dependent MFMAs costs N times their latency:
// 32 clocks for 16x16x128 with fp8 operands, 16 for 16x16x32 fp8 (passes x
// 4 clocks; the accumulator is forwarded), more when the result is read as
// an A operand (passes + mfma_read_ws wait states).
func TestMFMAChain(t *testing.T) {
	p := Default()
	for _, c := range []struct {
		op   string
		want float64
	}{
		{"f8f6f4", 8 * p.MFMAPassCycles},
		{"fp8", 4 * p.MFMAPassCycles},
		{"srcA", 4*p.MFMAPassCycles + p.MFMAReadWaits*p.WaitStateCycles},
	} {
		a := mfmaChain(c.op, 8, 1).run(t, 1, p)
		b := mfmaChain(c.op, 40, 1).run(t, 1, p)
		per := (b.Cycles - a.Cycles) / 32
		t.Logf("%s: %.1f clocks per dependent MFMA", c.op, per)
		if math.Abs(per-c.want) > 0.5 {
			t.Errorf("%s chain: %.1f clocks per MFMA, want %.0f", c.op, per, c.want)
		}
	}
}

// TestMFMAOverlap: independent MFMA chains of 4 waves run on the 4 SIMDs'
// matrix pipes at once; 8 waves share them two by two.
func TestMFMAOverlap(t *testing.T) {
	p := Default()
	one := mfmaChain("f8f6f4", 64, 1).run(t, 1, p)
	four := mfmaChain("f8f6f4", 64, 4).run(t, 1, p)
	eight := mfmaChain("f8f6f4", 64, 8).run(t, 1, p)
	t.Logf("64 MFMAs: 1 wave %.0f clocks, 4 waves %.0f, 8 waves %.0f", one.Cycles, four.Cycles, eight.Cycles)
	if four.Cycles > one.Cycles*1.05 {
		t.Errorf("4 waves on 4 SIMDs took %.0f clocks, one wave %.0f: they should overlap", four.Cycles, one.Cycles)
	}
	mfma := 64 * 8 * p.MFMAPassCycles
	if eight.Cycles < one.Cycles+0.95*mfma {
		t.Errorf("8 waves took %.0f clocks, want about %.0f more than one wave's %.0f (two chains per matrix pipe)", eight.Cycles, mfma, one.Cycles)
	}
}

// barrierKernel: 4 waves; wave 3 runs extra dependent MFMAs before the
// barrier, the others go straight to it.
func barrierKernel(extra int) micro {
	body := `
  v_readfirstlane_b32 s12, v0
  s_lshr_b32 s12, s12, 6
  s_cmp_eq_u32 s12, 3
  s_cbranch_scc0 .Lbar
` + repeat(extra, "  v_mfma_f32_16x16x32_fp8_fp8 v[0:3], v[4:5], v[6:7], v[0:3]") + `
  s_nop 7
.Lbar:
  s_barrier
` + repeat(8, "  v_add_f32 v10, v10, v11")
	return micro{body: body, block: 256}
}

// TestBarrierWaitsForSlowest: the waves that reach the barrier first wait
// there for the slowest, and the workgroup's time is the slowest wave's.
func TestBarrierWaitsForSlowest(t *testing.T) {
	p := Default()
	fast := barrierKernel(0).run(t, 1, p)
	slow := barrierKernel(64).run(t, 1, p)
	work := 64 * 4 * p.MFMAPassCycles
	d := slow.Cycles - fast.Cycles
	t.Logf("barrier: %.0f clocks without the slow wave, %.0f with it (its extra work: %.0f)", fast.Cycles, slow.Cycles, work)
	if d < work*0.95 || d > work*1.1 {
		t.Errorf("the slow wave's %.0f extra clocks added %.0f to the workgroup", work, d)
	}
	var wait float64
	for i, s := range slow.stats {
		if slow.prog[i].Name == "s_barrier" {
			wait += s.Reason[rBarrier]
		}
	}
	if wait < 3*work*0.95 {
		t.Errorf("the three fast waves waited %.0f clocks at the barrier, want about 3 x %.0f", wait, work)
	}
}

// ldsKernel: 4 waves each issue n ds_read_b32 with lane address lane*stride.
func ldsKernel(n, stride int) micro {
	body := fmt.Sprintf("  v_and_b32 v1, 63, v0\n  v_mul_u32_u24 v1, %d, v1\n", stride) +
		repeat(n, "  ds_read_b32 v2, v1") + "  s_waitcnt lgkmcnt(0)\n"
	return micro{body: body, block: 256, lds: 64 * stride}
}

// TestLDSBankConflict: 64 lanes reading consecutive dwords hit 64 distinct
// banks; a stride of two dwords puts two lanes on every bank used, which
// costs twice the LDS time.
func TestLDSBankConflict(t *testing.T) {
	p := Default()
	clean := ldsKernel(64, 4).run(t, 1, p)
	conflict := ldsKernel(64, 8).run(t, 1, p)
	t.Logf("4 waves x 64 ds_read_b32: conflict-free %.0f clocks, 2-way conflicts %.0f", clean.Cycles, conflict.Cycles)
	if conflict.Cycles < clean.Cycles*1.5 {
		t.Errorf("2-way bank conflicts took %.0f clocks, conflict-free %.0f: want clearly more", conflict.Cycles, clean.Cycles)
	}
	if clean.Util["LDS"] < 0.5 || conflict.Util["LDS"] < 0.5 {
		t.Errorf("LDS utilisation %.2f / %.2f: the kernels should be LDS-bound", clean.Util["LDS"], conflict.Util["LDS"])
	}
}
