package perf

import (
	"testing"

	"github.com/mlagen/mlagen/emu"
)

// TestMFMAPassesByFormat: v_mfma_f32_16x16x128_f8f6f4 takes 8 passes with
// an fp8 operand and 4 with fp4 operands (cbsz/blgp 4), the 16x16x32 fp8 form
// 4; a chain of 16 such MFMAs on one wave then costs 16 x passes x 4 clocks
// (the wave ends when it issues s_endpgm: the last MFMA's passes after its
// issue cycle are not waited for).
// The emulator does not execute fp4 MFMAs, so the chains are simulated from
// traces built here rather than emulated.
func TestMFMAPassesByFormat(t *testing.T) {
	body := "  s_endpgm\n" +
		repeat(16, "  v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[0:3]") +
		repeat(16, "  v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[4:7], v[12:15], v[0:3] cbsz:4 blgp:4") +
		repeat(16, "  v_mfma_f32_16x16x32_fp8_fp8 v[0:3], v[4:5], v[6:7], v[0:3]")
	code := micro{body: body}.asm(t)
	e, _ := emu.New()
	mod, err := e.Load(code)
	if err != nil {
		t.Fatal(err)
	}
	k, _ := mod.Kernel("k")
	prog := k.(*emu.Kernel).Program()
	st := staticInfo(prog)
	entry := k.(*emu.Kernel).Entry()
	end := entry // the s_endpgm
	p := Default()
	for g, want := range []int{8, 4, 4} {
		first := entry + 1 + 16*g
		if got := st[first].passes; got != want || st[first].cls != cMFMA {
			t.Errorf("%s: class %v, %d passes, want MFMA, %d", prog[first].String(), st[first].cls, got, want)
		}
		var ev []uint64
		for i := 0; i < 16; i++ {
			ev = append(ev, uint64(first+i))
		}
		ev = append(ev, uint64(end))
		c := newCUSim(&p, st, []queued{{tr: &wgTrace{waves: [][]uint64{ev}}}}, []float64{1}, 1, 1)
		cyc := float64(c.run())
		chain := 16 * float64(want) * p.MFMAPassCycles
		last := float64(want)*p.MFMAPassCycles - p.SIMDs
		if cyc < chain-last || cyc > chain-last+2*p.SIMDs {
			t.Errorf("%s x16: %.0f clocks, want the %.0f-clock chain", prog[first].Name, cyc, chain)
		}
	}
}

// TestLDSClocks: the LDS time of one wave's access from its lane addresses.
func TestLDSClocks(t *testing.T) {
	mk := func(size uint32, addr func(l int) uint32) *emu.TraceEvent {
		ev := &emu.TraceEvent{Exec: ^uint64(0), Mem: emu.MemDS, Size: size}
		for l := 0; l < 64; l++ {
			ev.LDS[l] = addr(l)
		}
		return ev
	}
	for _, c := range []struct {
		name string
		ev   *emu.TraceEvent
		want int
	}{
		{"b32 consecutive", mk(4, func(l int) uint32 { return 4 * uint32(l) }), 1},
		{"b32 stride 8: 2-way", mk(4, func(l int) uint32 { return 8 * uint32(l) }), 2},
		{"b32 broadcast", mk(4, func(l int) uint32 { return 0 }), 1},
		{"b128 consecutive", mk(16, func(l int) uint32 { return 16 * uint32(l) }), 4},
		{"b128 rows of 576 bytes (the decode kernel's K reads): 4-way", mk(16, func(l int) uint32 { return 576*uint32(l%16) + 32*uint32(l/16) }), 16},
		{"b64 consecutive", mk(8, func(l int) uint32 { return 8 * uint32(l) }), 2},
	} {
		if got := ldsClocks(c.ev, c.ev.Size); got != c.want {
			t.Errorf("%s: %d clocks, want %d", c.name, got, c.want)
		}
	}
}
