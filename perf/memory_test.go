package perf

import (
	"fmt"
	"math"
	"strings"
	"testing"
)

// The memory system's microkernels: HBM as a resource of the device, caches
// over real addresses, LDS-DMA writes (MODEL.md).

// TestStreamingBandwidth: a stream with enough bytes in flight on every CU
// draws the device's sustained bandwidth (hbm_bw x hbm_efficiency); on a few
// CUs each one takes many times its 1/256 of it: HBM belongs to the device,
// not to a slice per CU.
func TestStreamingBandwidth(t *testing.T) {
	p := Default()
	const loads = 128
	bytes := float64(loads * 4096)
	bw := p.HBMBytesPerS * p.HBMEfficiency
	cus := int(p.CUs)

	full := streaming(loads, 16).run(t, cus, p)
	total := bytes * p.CUs / (full.Us * 1e-6)
	t.Logf("every CU: %.2f us, %.2f TB/s of the sustained %.2f (modeled)", full.Us, total/1e12, bw/1e12)
	if total < 0.9*bw || total > bw*1.001 {
		t.Errorf("grid bandwidth %.2f TB/s, want 90%%..100%% of the sustained %.2f TB/s", total/1e12, bw/1e12)
	}
	if full.Binds != "HBM" {
		t.Errorf("binds %q, want HBM", full.Binds)
	}
	few := streaming(loads, 16).run(t, 8, p)
	perCU, share := bytes/(few.Us*1e-6), bw/p.CUs
	t.Logf("8 CUs: %.2f us, %.0f GB/s per CU, its 1/256 share %.0f GB/s (modeled)", few.Us, perCU/1e9, share/1e9)
	if perCU < 3*share {
		t.Errorf("a CU of 8 working drew %.0f GB/s, want well above its 1/256 share %.0f GB/s", perCU/1e9, share/1e9)
	}
}

// TestLittlesLaw: a stream that cannot keep enough bytes in flight to fill
// the device is latency-bound: its time is its bytes over (bytes in flight /
// round trip), the unloaded round trip since the device is not full. Each of
// the workgroup's 4 waves keeps window KiB in flight.
func TestLittlesLaw(t *testing.T) {
	p := Default()
	const loads = 128
	bytes := float64(loads * 4096)
	for _, window := range []int{1, 2} {
		inflight := float64(4 * 1024 * window)
		if p.CUs*inflight/p.HBMLatencyNs*1e9 >= p.HBMBytesPerS*p.HBMEfficiency {
			t.Fatalf("window %d fills the device: not a latency-bound case", window)
		}
		r := streaming(loads, window).run(t, int(p.CUs), p)
		little := bytes / (inflight / (p.HBMLatencyNs * 1e-9)) * 1e6
		t.Logf("%d KiB in flight per CU on every CU: %.2f us, Little's law %.2f us (%+.1f%%) (modeled)", 4*window, r.Us, little, 100*(r.Us/little-1))
		if r.Us < little || r.Us > 1.1*little {
			t.Errorf("window %d: %.2f us, want Little's law's %.2f us (+10%% for issue and the CU's data path)", window, r.Us, little)
		}
		if r.Binds != "latency chain" {
			t.Errorf("window %d binds %q, want latency chain", window, r.Binds)
		}
	}
}

// bursty: each of the workgroup's 4 waves reads loads x 1 KiB in bursts of
// burst loads, waits for the burst, then computes (a chain of mfmas
// dependent MFMAs): part of the time it has burst KiB in flight, part
// nothing.
func bursty(loads, burst, mfmas int) micro {
	var b strings.Builder
	b.WriteString(loadPtrs)
	b.WriteString(`
  v_lshrrev_b32 v2, 6, v0            // wave
  v_and_b32 v3, 63, v0               // lane
  v_lshlrev_b32 v1, 4, v3
  v_lshl_add_u32 v1, v2, 10, v1      // wave*1024 + lane*16
`)
	for i := 0; i < loads; i++ {
		r := 8 + 4*(i%8)
		fmt.Fprintf(&b, "  global_load_dwordx4 v[%d:%d], v1, s[4:5]\n  s_add_u32 s4, s4, 0x1000\n  s_addc_u32 s5, s5, 0\n", r, r+3)
		if i%burst == burst-1 {
			b.WriteString("  s_waitcnt vmcnt(0)\n")
			b.WriteString(repeat(mfmas, "  v_mfma_f32_16x16x128_f8f6f4 v[40:43], v[8:15], v[16:23], v[40:43]"))
		}
	}
	b.WriteString("  s_waitcnt vmcnt(0)\n  s_nop 15\n")
	return micro{body: b.String(), vgprs: 48, block: 256, bufs: []int{loads * 4096}}
}

// TestBurstyVsSmooth: two streams of the same bytes with the same mean bytes
// in flight, one keeping its loads in flight all along, the other loading
// twice as many in a burst and then computing for about as long as the
// burst's round trip, both on every CU with more bytes in flight than the
// device needs: HBM-bound, they take the same time within 5%. (A fixed
// 1/256 share of HBM per CU charged the bursty one for the bandwidth it
// leaves unused while it computes.)
func TestBurstyVsSmooth(t *testing.T) {
	p := Default()
	const loads = 128
	mfmas := int(math.Round(p.nsToClk(p.HBMLatencyNs) / (8 * p.MFMAPassCycles)))
	smooth := streaming(loads, 4).run(t, int(p.CUs), p)
	burst := bursty(loads, 8, mfmas).run(t, int(p.CUs), p)
	t.Logf("smooth: %.2f us, %.1f KiB in flight per CU on average; bursty: %.2f us, %.1f KiB (both at the unloaded round trip) (modeled)",
		smooth.Us, smooth.MeanInflightBytes/1024, burst.Us, burst.MeanInflightBytes/1024)
	if m := burst.MeanInflightBytes / smooth.MeanInflightBytes; m < 0.8 || m > 1.25 {
		t.Fatalf("mean bytes in flight differ by %.2fx: not the same load", m)
	}
	dev := p.HBMBytesPerS * p.HBMEfficiency
	for _, r := range []LaunchResult{smooth, burst} {
		if p.CUs*r.MeanInflightBytes/(p.HBMLatencyNs*1e-9) < dev {
			t.Fatalf("not HBM-bound: %.1f KiB in flight per CU cannot fill the device", r.MeanInflightBytes/1024)
		}
		if r.Binds != "HBM" {
			t.Errorf("binds %q, want HBM", r.Binds)
		}
	}
	if d := burst.Us/smooth.Us - 1; math.Abs(d) > 0.05 {
		t.Errorf("bursty %.2f us vs smooth %.2f us (%+.1f%%): want within 5%%", burst.Us, smooth.Us, 100*d)
	}
}

// rereads: each of the 4 waves reads the same kib KiB (1 KiB per load,
// wave-interleaved) passes times, into VGPRs or (lds) into LDS.
func rereads(kib, passes int, lds bool) micro {
	var b strings.Builder
	b.WriteString(loadPtrs)
	b.WriteString(`
  v_lshrrev_b32 v2, 6, v0            // wave
  v_and_b32 v3, 63, v0               // lane
  v_lshlrev_b32 v1, 4, v3
  v_lshl_add_u32 v1, v2, 10, v1      // wave*1024 + lane*16
  v_readfirstlane_b32 s14, v0
  s_lshl_b32 m0, s14, 4              // wave*64 lanes << 4: each wave's own KiB of LDS
`)
	for p := 0; p < passes; p++ {
		b.WriteString("  s_mov_b64 s[12:13], s[4:5]\n")
		for i := 0; i < kib/4; i++ {
			if lds {
				b.WriteString("  global_load_lds_dwordx4 v1, s[12:13]\n")
			} else {
				fmt.Fprintf(&b, "  global_load_dwordx4 v[%d:%d], v1, s[12:13]\n", 8+4*(i%8), 11+4*(i%8))
			}
			b.WriteString("  s_add_u32 s12, s12, 0x1000\n  s_addc_u32 s13, s13, 0\n  s_waitcnt vmcnt(7)\n")
		}
	}
	b.WriteString("  s_waitcnt vmcnt(0)\n")
	m := micro{body: b.String(), vgprs: 48, block: 256, bufs: []int{kib * 1024}}
	if lds {
		m.lds = 4096
	}
	return m
}

// TestUniqueBytes: a kernel that reads the same 256 KiB four times (past its
// L1 of 32 KiB, within its part of the L2) is charged those bytes once at
// HBM, into VGPRs or into LDS.
func TestUniqueBytes(t *testing.T) {
	p := Default()
	for _, lds := range []bool{false, true} {
		r := rereads(256, 4, lds).run(t, 1, p)
		t.Logf("LDS-DMA %v: read %.0f KiB, %.0f KiB from HBM (modeled)", lds, r.ReadBytes/1024, r.DeviceHBMBytes/1024)
		if r.DeviceHBMBytes != 256*1024 {
			t.Errorf("LDS-DMA %v: %.0f bytes from HBM, want the 262144 unique bytes", lds, r.DeviceHBMBytes)
		}
	}
}

// TestDependentLoadChain: a chain of N dependent loads costs N round trips:
// HBM's for lines no one read since the caches were flushed, the L2's for
// lines read before; re-reading one line costs L1 hits.
func TestDependentLoadChain(t *testing.T) {
	p := Default()
	for _, c := range []struct {
		name string
		warm bool
		clk  float64
	}{{"HBM", false, p.nsToClk(p.HBMLatencyNs)}, {"L2", true, p.L2Latency}} {
		a := chase(8, c.warm).run(t, 1, p)
		b := chase(24, c.warm).run(t, 1, p)
		per := (b.Cycles - a.Cycles) / 16
		t.Logf("%s: %.0f clocks per dependent load, round trip %.0f", c.name, per, c.clk)
		if per < c.clk || per > c.clk*1.1 {
			t.Errorf("%s chain: %.0f clocks per load, want the %.0f-clock round trip (+10%% for issue and transfer)", c.name, per, c.clk)
		}
	}
	same := func(n int) micro { m := chase(n, false); m.init = nil; return m } // every load reads line 0
	a, b := same(8).run(t, 1, p), same(24).run(t, 1, p)
	per := (b.Cycles - a.Cycles) / 16
	t.Logf("one line re-read: %.0f clocks per dependent load, L1 hit %.0f", per, p.L1Latency)
	if per < p.L1Latency || per > p.L1Latency+4*p.WaitStateCycles {
		t.Errorf("re-reading one line: %.0f clocks per load, want the L1 hit's %.0f", per, p.L1Latency)
	}
}

// ldsDMA: each of the 4 waves issues n LDS-DMA loads of 1 KiB (n x 4 KiB for
// the workgroup) into its own LDS range and waits for them; no LDS
// instruction follows.
func ldsDMA(n int) micro {
	var b strings.Builder
	b.WriteString(loadPtrs)
	b.WriteString(`
  v_readfirstlane_b32 s12, v0
  s_lshl_b32 s13, s12, 8             // wave*64 lanes << 8 = wave*16 KiB
  s_mov_b32 m0, s13
  v_and_b32 v3, 63, v0
  v_lshlrev_b32 v1, 4, v3
  v_add_u32 v1, s13, v1              // wave*16 KiB + lane*16
`)
	for i := 0; i < n; i++ {
		b.WriteString("  global_load_lds_dwordx4 v1, s[4:5]\n  s_add_u32 m0, m0, 0x400\n  v_add_u32 v1, 0x400, v1\n")
	}
	b.WriteString("  s_waitcnt vmcnt(0)\n")
	return micro{body: b.String(), block: 256, lds: 4 * n * 1024, bufs: []int{4 * n * 1024}}
}

// TestLDSDMAWrite: 16 x 4 KiB of LDS-DMA with no LDS read after it occupy the
// LDS's write port when the data arrives, and vmcnt waits until it is
// written: at an eighth of the write bandwidth the kernel takes about the
// extra write time longer.
func TestLDSDMAWrite(t *testing.T) {
	p := Default()
	fast := ldsDMA(16).run(t, 1, p)
	slow := p
	slow.LDSWriteBytesPerClk = p.LDSWriteBytesPerClk / 8
	s := ldsDMA(16).run(t, 1, slow)
	const bytes = 16 * 4096
	write := bytes / p.LDSWriteBytesPerClk
	lds := fast.Util["LDS"] * fast.Cycles
	extra := bytes/slow.LDSWriteBytesPerClk - write
	t.Logf("16 x 4 KiB LDS-DMA: %.0f clocks, LDS busy %.0f (%.0f B/clk writes); at %.0f B/clk %.0f clocks (+%.0f, the extra write time %.0f) (modeled)",
		fast.Cycles, lds, p.LDSWriteBytesPerClk, slow.LDSWriteBytesPerClk, s.Cycles, s.Cycles-fast.Cycles, extra)
	if math.Abs(lds-write) > 1 {
		t.Errorf("LDS busy %.0f clocks, want the %.0f clocks of its writes", lds, write)
	}
	if d := s.Cycles - fast.Cycles; d < 0.9*extra || d > 1.05*extra {
		t.Errorf("an eighth of the LDS write bandwidth added %.0f clocks, want about %.0f (vmcnt waits for the writes)", d, extra)
	}
}
