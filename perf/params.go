// Package perf is a timing model of mlagen's kernels on an AMD MI355X
// (gfx950). It times what the emulator (emu) executes: the exact code
// object, wave by wave, with the lane masks and addresses of every memory
// access, on one representative compute unit simulated cycle by cycle, and
// a grid model that places workgroups on the 256 CUs. Its output is modeled,
// never measured: every number it prints says so. MODEL.md describes the
// model, its parameters and their sources, and its limits.
package perf

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math"
	"strings"
)

// Params are the machine parameters of the model. Every one has an entry in
// Table with its unit and source; Estimate marks those without a solid
// source (varied by the sensitivity report).
type Params struct {
	ClockGHz float64 // engine clock
	CUs      float64 // compute units
	XCDs     float64 // accelerator dies; workgroups are dealt round-robin over them
	SIMDs    float64 // SIMDs per CU

	HBMBytesPerS  float64 // peak HBM bandwidth
	HBMEfficiency float64 // fraction of the peak a streaming read sustains
	HBMLatencyNs  float64 // load round trip of an HBM access (L2 and Infinity Cache miss), unloaded
	MALLLatencyNs float64 // load round trip of an Infinity Cache (MALL) hit
	L2Latency     float64 // load round trip of an L2 hit (clocks)
	SMEMCycles    float64 // scalar load round trip (scalar cache hit)
	L1Latency     float64 // vector L1 hit round trip (clocks)
	L1Bytes       float64 // vector L1 capacity
	SCacheBytes   float64 // scalar cache capacity (per CU in the model)
	L2Bytes       float64 // L2 capacity of one XCD, shared by its CUs
	MALLBytes     float64 // Infinity Cache (MALL) capacity, shared by the device

	CUFillBytesPerClk float64 // vector memory data path of one CU (L1 <-> SIMDs, LDS-DMA)
	CUInflightBytes   float64 // bytes of L2 misses one CU may have outstanding
	VMEMLanesPerClk   float64 // addresses the texture addresser takes per clock

	LDSBanks            float64 // 4-byte banks
	LDSReadBytesPerClk  float64
	LDSWriteBytesPerClk float64
	LDSLatency          float64 // issue to data returned, no conflicts (clocks)

	VALUCycles      float64 // a wave64 VALU instruction on a 16-lane SIMD
	TransCycles     float64 // a transcendental (v_exp_f32, v_rcp_f32, ...)
	MFMAPassCycles  float64 // clocks per MFMA pass
	MFMAReadWaits   float64 // wait states after the last pass before a VALU/memory reads an XDL result
	MFMASrcCWaits   float64 // the same for a different MFMA reading it as SrcC (partial overlap)
	BranchBubble    float64 // clocks a taken branch keeps the wave from issuing
	BarrierCycles   float64 // s_barrier: last arrival to release
	WGLaunchCycles  float64 // a workgroup slot freed to the next workgroup's first instruction
	LaunchUs        float64 // the first launch as the benchmark's events see it: from the start event to the kernel's start
	GapUs           float64 // between a kernel's end and a dependent kernel's start, on a stream
	KernelUs        float64 // a kernel's own fixed time (dispatching its grid, ending it): in a profiler's kernel time
	WaitStateCycles float64 // one wait state (s_nop, hazard) in clocks
}

// Param is one row of the parameter table.
type Param struct {
	Name  string  `json:"name"`
	Unit  string  `json:"unit"`
	Value float64 `json:"value"`
	// Kind says where the value comes from: "document" (a data sheet, the
	// ISA, a whitepaper, LLVM), "measurement" (a row of
	// ../shared/notes/measurements.md, carried to MI355X as Source says) or
	// "estimate" (no source: varied by --sensitivity).
	Kind     string `json:"kind"`
	Estimate bool   `json:"estimate"` // Kind is "estimate"
	// Weak: a measurement the notes call weak (or one fitted on a single
	// weak figure); --sensitivity varies it as it varies the estimates.
	Weak   bool   `json:"weak,omitempty"`
	Source string `json:"source"` // where the value comes from
	field  func(*Params) *float64
}

// Kinds of parameter sources.
const (
	KindDocument    = "document"
	KindMeasurement = "measurement"
	KindEstimate    = "estimate"
)

// Default returns the parameters of an MI355X (see Table for sources).
func Default() Params {
	var p Params
	for _, r := range table {
		*r.field(&p) = r.Value
	}
	return p
}

// Table lists p's parameters with units and sources, in a fixed order.
func (p *Params) Table() []Param {
	out := make([]Param, len(table))
	for i, r := range table {
		out[i] = r
		out[i].Value = *r.field(p)
		if out[i].Kind == "" {
			out[i].Kind = KindDocument
			if r.Estimate {
				out[i].Kind = KindEstimate
			}
		}
	}
	return out
}

// Set sets the parameter named name.
func (p *Params) Set(name string, v float64) error {
	for _, r := range table {
		if r.Name == name {
			if v <= 0 || math.IsNaN(v) || math.IsInf(v, 0) {
				return fmt.Errorf("parameter %s: %v is not a positive number", name, v)
			}
			*r.field(p) = v
			return nil
		}
	}
	return fmt.Errorf("no parameter %q (have: %s)", name, strings.Join(ParamNames(), ", "))
}

// Fingerprint identifies the parameter set: 12 hex digits of a SHA-256 over
// every parameter's name and value, in table order. Results made with equal
// fingerprints used the same parameters (not necessarily the same model
// code: the fingerprint covers the numbers only).
func (p *Params) Fingerprint() string {
	h := sha256.New()
	for _, r := range p.Table() {
		fmt.Fprintf(h, "%s=%v\n", r.Name, r.Value)
	}
	return hex.EncodeToString(h.Sum(nil))[:12]
}

// ParamNames lists the parameters' names.
func ParamNames() []string {
	var n []string
	for _, r := range table {
		n = append(n, r.Name)
	}
	return n
}

// Derived quantities.

func (p *Params) clocksPerNs() float64 { return p.ClockGHz }
func (p *Params) nsToClk(ns float64) float64 {
	return ns * p.clocksPerNs()
}
func (p *Params) clkToUs(c float64) float64 { return c / (p.ClockGHz * 1e3) }

const (
	meas       = "measurements.md: "
	isaCDNA4   = "AMD CDNA4 ISA reference guide"
	wpCDNA4    = "AMD CDNA4 architecture whitepaper"
	wpCDNA3    = "AMD CDNA3 architecture whitepaper"
	llvmSched  = "LLVM AMDGPU SISchedule.td (SIDPGFX950FullSpeedModel)"
	llvmHazard = "LLVM AMDGPU GCNHazardRecognizer.cpp (gfx940/gfx950 XDL hazards)"
)

var table = []Param{
	{Name: "clock", Unit: "GHz", Value: 2.4, Source: wpCDNA4 + ", Table 2: MI355X peak engine clock 2,400 MHz", field: func(p *Params) *float64 { return &p.ClockGHz }},
	{Name: "cus", Unit: "CUs", Value: 256, Source: wpCDNA4 + ", Table 2: 256 compute units", field: func(p *Params) *float64 { return &p.CUs }},
	{Name: "xcds", Unit: "dies", Value: 8, Source: wpCDNA4 + ": 8 XCDs of 32 active CUs", field: func(p *Params) *float64 { return &p.XCDs }},
	{Name: "simds", Unit: "per CU", Value: 4, Source: isaCDNA4 + " / gen/resources.go occupancy rule", field: func(p *Params) *float64 { return &p.SIMDs }},
	{Name: "hbm_bw", Unit: "B/s", Value: 8e12, Source: wpCDNA4 + ", Table 2: peak memory bandwidth 8.0 TB/s", field: func(p *Params) *float64 { return &p.HBMBytesPerS }},
	{Name: "hbm_efficiency", Unit: "of peak", Value: 0.864, Kind: KindMeasurement, Source: meas + "streaming read 6914 GB/s (a non-temporal read kernel) of 8 TB/s on MI350X, the same 8 TB/s HBM3E as MI355X (ROCm/rocm-systems PR #8480; TransferBench 7200 GB/s)", field: func(p *Params) *float64 { return &p.HBMEfficiency }},
	{Name: "hbm_latency", Unit: "ns", Value: 342, Kind: KindMeasurement, Source: meas + "pointer chase to HBM 341-353 ns on MI300X (GolfOscarr/fleet-amd-task), carried in ns: HBM and the Infinity Fabric do not run on the engine clock (no MI355X figure). The value is what makes the model's dependent-load chain (its own issue, wait and address move included, as the measurement's loop has them: `mlagen model --calibration`) give the figure.", field: func(p *Params) *float64 { return &p.HBMLatencyNs }},
	{Name: "mall_latency", Unit: "ns", Value: 235, Kind: KindMeasurement, Source: meas + "Infinity Cache hit 218 ns (chipsandcheese, Testing AMD's Giant MI300X) and 256-262 ns (pointer chase, GolfOscarr/fleet-amd-task) on MI300X: the chain gives their middle, 240 ns; carried in ns as hbm_latency. The value is what makes the model's dependent-load chain (its own issue, wait and address move included, as the measurement's loop has them: `mlagen model --calibration`) give the figure.", field: func(p *Params) *float64 { return &p.MALLLatencyNs }},
	{Name: "l2_latency", Unit: "clk", Value: 160, Kind: KindMeasurement, Source: meas + "pointer chase L2 hit 81-85 ns on MI300X (GolfOscarr/fleet-amd-task) = 170-179 clocks at its 2.1 GHz, carried in clocks: the L2 is in the XCD (s_memtime gives 224 clocks, MrRoy09/AMD-CDNA3-CacheBenchmarking, its timer's overhead included). The value is what makes the model's dependent-load chain (its own issue, wait and address move included, as the measurement's loop has them: `mlagen model --calibration`) give the figure.", field: func(p *Params) *float64 { return &p.L2Latency }},
	{Name: "l1_latency", Unit: "clk", Value: 108, Kind: KindMeasurement, Source: meas + "vector L1 hit 112-127 cycles on MI300X (s_memtime, MrRoy09/AMD-CDNA3-CacheBenchmarking), carried in clocks (the L1 is in the CU; CDNA4's L1 is CDNA3's, " + wpCDNA4 + "). The value is what makes the model's dependent-load chain (its own issue, wait and address move included, as the measurement's loop has them: `mlagen model --calibration`) give the figure.", field: func(p *Params) *float64 { return &p.L1Latency }},
	{Name: "l1_bytes", Unit: "B", Value: 32 * 1024, Source: wpCDNA4 + ", Table 2: 32 KiB L1 per CU, 128-byte lines", field: func(p *Params) *float64 { return &p.L1Bytes }},
	{Name: "scache_bytes", Unit: "B", Value: 16 * 1024, Estimate: true, Source: "estimate: CDNA3's 16 KB scalar cache (" + wpCDNA3 + "), taken as one per CU; the kernels' scalar loads are a few lines", field: func(p *Params) *float64 { return &p.SCacheBytes }},
	{Name: "l2_bytes", Unit: "B", Value: 4 << 20, Source: wpCDNA4 + " and AMD's Hot Chips 2025 CDNA4 talk: 4 MB L2 per XCD", field: func(p *Params) *float64 { return &p.L2Bytes }},
	{Name: "mall_bytes", Unit: "B", Value: 256 << 20, Source: wpCDNA4 + ": 256 MB AMD Infinity Cache (memory-side, in the base dies)", field: func(p *Params) *float64 { return &p.MALLBytes }},
	{Name: "smem_latency", Unit: "clk", Value: 64, Estimate: true, Source: "no source: estimate of a scalar-cache hit (LLVM's model says 20, a compiler heuristic)", field: func(p *Params) *float64 { return &p.SMEMCycles }},
	{Name: "cu_fill_bw", Unit: "B/clk", Value: 128, Estimate: true, Source: wpCDNA3 + ": the L1 request and fill paths were doubled to 128-byte lines (64 B/clk on CDNA2); CDNA4 L1 \"mostly unchanged\" (" + wpCDNA4 + ")", field: func(p *Params) *float64 { return &p.CUFillBytesPerClk }},
	{Name: "cu_inflight", Unit: "B", Value: 64 * 1024, Estimate: true, Source: "no source: estimate of the bytes of L2 misses one CU keeps outstanding (measurements.md found no per-CU limit measured on any CDNA part)", field: func(p *Params) *float64 { return &p.CUInflightBytes }},
	{Name: "vmem_lanes_per_clk", Unit: "lanes/clk", Value: 16, Estimate: true, Source: "no source: estimate (a quarter-wave of addresses per clock, as the SIMD's 16 lanes)", field: func(p *Params) *float64 { return &p.VMEMLanesPerClk }},
	{Name: "lds_banks", Unit: "banks", Value: 64, Source: isaCDNA4 + " 11.1: 160 kB LDS in 64 banks of 640 dwords (CDNA3: 32 banks)", field: func(p *Params) *float64 { return &p.LDSBanks }},
	{Name: "lds_read_bw", Unit: "B/clk", Value: 256, Source: wpCDNA4 + ": LDS read bandwidth doubled to 256 bytes per clock", field: func(p *Params) *float64 { return &p.LDSReadBytesPerClk }},
	{Name: "lds_write_bw", Unit: "B/clk", Value: 128, Estimate: true, Source: "estimate: CDNA3's 128 B/clk (" + wpCDNA3 + "); the CDNA4 whitepaper doubles only reads", field: func(p *Params) *float64 { return &p.LDSWriteBytesPerClk }},
	{Name: "lds_latency", Unit: "clk", Value: 64, Estimate: true, Source: "no source: estimate (the ISA gives 2 to 64 clocks of bank work per instruction, not the pipeline latency)", field: func(p *Params) *float64 { return &p.LDSLatency }},
	{Name: "valu_cycles", Unit: "clk", Value: 4, Source: isaCDNA4 + ": a wave64 runs on a 16-lane SIMD in 4 clocks; " + wpCDNA4 + " Table 1: 256 FP32 FLOP/clk/CU (packed FP32 at full rate)", field: func(p *Params) *float64 { return &p.VALUCycles }},
	{Name: "trans_cycles", Unit: "clk", Value: 8, Source: wpCDNA4 + ": transcendental rate doubled over CDNA3's quarter rate (LLVM's model still says quarter rate)", field: func(p *Params) *float64 { return &p.TransCycles }},
	{Name: "mfma_pass", Unit: "clk", Value: 4, Source: isaCDNA4 + " 7.1: a pass is 4 clocks; Table 28: 16x16x128 f8f6f4 32 clocks with an fp8 operand, else 16; 16x16x32 fp8 16 clocks (" + llvmSched + ": 8 and 4 passes)", field: func(p *Params) *float64 { return &p.MFMAPassCycles }},
	{Name: "mfma_read_ws", Unit: "wait states", Value: 4, Source: llvmHazard + ": an XDL result read by VALU or memory needs passes + 3 (+1 on gfx950) wait states", field: func(p *Params) *float64 { return &p.MFMAReadWaits }},
	{Name: "mfma_srcc_ws", Unit: "wait states", Value: 2, Source: llvmHazard + ": XDL result read as SrcC of another MFMA (overlapped, not the same accumulator) needs passes + 1 (+1 on gfx950); the same accumulator back to back needs none (" + isaCDNA4 + " Table 38)", field: func(p *Params) *float64 { return &p.MFMASrcCWaits }},
	{Name: "wait_state", Unit: "clk", Value: 4, Source: "one wait state is one issue cycle of the wave, which issues at most once per 4 clocks (" + llvmSched + ": latencies in units of 4 clocks)", field: func(p *Params) *float64 { return &p.WaitStateCycles }},
	{Name: "branch_bubble", Unit: "clk", Value: 16, Estimate: true, Source: "no source: estimate of the instruction refetch after a taken branch", field: func(p *Params) *float64 { return &p.BranchBubble }},
	{Name: "barrier", Unit: "clk", Value: 16, Estimate: true, Source: "no source: estimate from the last wave's arrival to release", field: func(p *Params) *float64 { return &p.BarrierCycles }},
	{Name: "wg_launch", Unit: "clk", Value: 200, Estimate: true, Source: "no source: estimate of a freed workgroup slot to the next workgroup's first instruction", field: func(p *Params) *float64 { return &p.WGLaunchCycles }},
	{Name: "launch", Unit: "us", Value: 3.2, Kind: KindMeasurement, Weak: true, Source: meas + "kernel launch and clean-up about 4.5 us per kernel, stream launches, MI300X (blog.kog.ai, weak-medium), less kernel_fixed: what one kernel on a stream costs beyond its own time; taken for the first launch as for a dependent one (no MI355X figure; carried unchanged: the command processor's work, not the engine clock's)", field: func(p *Params) *float64 { return &p.LaunchUs }},
	{Name: "gap", Unit: "us", Value: 3.2, Kind: KindMeasurement, Weak: true, Source: meas + "as launch: 4.5 us per kernel on a stream (MI300X, weak-medium) less kernel_fixed. In a HIP graph two dependent MI355X kernels cost 1.9-2.5 us more than their sum (measurements.md, weak): the benchmark launches on a stream", field: func(p *Params) *float64 { return &p.GapUs }},
	{Name: "kernel_fixed", Unit: "us", Value: 1.3, Kind: KindMeasurement, Weak: true, Source: meas + "AITER's persistent stage 1 at batch 4 x ~1400 tokens measures 8.01 us (MI355X, medium-weak); the model times its work at 6.68 us: the rest, 1.3 us, is the kernel's own fixed time (dispatching its grid, ending it), added to every launch", field: func(p *Params) *float64 { return &p.KernelUs }},
}
