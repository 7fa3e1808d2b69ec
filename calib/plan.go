package calib

import "fmt"

// Plan is what a calibration run launches: the sizes of every micro-kernel
// run. DevicePlan sizes them for an MI355X, EmuPlan small enough for the
// emulator (which checks the kernels, not their time).
type Plan struct {
	Reps      int      // repetitions of each chase, LDS, barrier and stream run
	SpinTicks []uint64 // calib_spin lengths (realtime ticks) for the counters' rates
	Chases    []ChaseSpec
	LDS       LDSSpec
	Barriers  []BarrierSpec
	Streams   []StreamSpec
	// LaunchReps launches of calib_empty between events, on the stream and
	// from a graph; GapReps pairs of calib_spin (GapTicks) then calib_stamp.
	LaunchReps, GapReps int
	GapTicks            uint64
	// FlushBytes, if not 0, are overwritten before the runs that must start
	// with cold caches (the HBM chase, every stream), as the benchmark does.
	FlushBytes int64
	// Seed orders the chase chains.
	Seed uint64
}

// ChaseSpec is one pointer chase: Nodes nodes Stride bytes apart (SetBytes
// = Nodes x Stride) linked in a random cycle; Warm untimed steps, then Steps
// timed ones. Cold flushes the caches before the run.
type ChaseSpec struct {
	Level       string
	Nodes       int
	Stride      int64
	Warm, Steps int
	Cold        bool
}

// SetBytes is the span of the chain.
func (c ChaseSpec) SetBytes() int64 { return int64(c.Nodes) * c.Stride }

// LDSSpec is the LDS chain: Nodes dwords, node i pointing at (i+Stride) % Nodes.
type LDSSpec struct{ Nodes, Stride, Steps int }

// BarrierSpec is one workgroup of Waves waves: Rounds checked rounds, then
// Count timed barriers.
type BarrierSpec struct{ Waves, Rounds, Count int }

// StreamSpec is one streaming read (see Stream).
type StreamSpec struct {
	WGs, Waves, Window int
	BytesPerWave       int64
}

// Loads is the 1 KiB loads each wave issues.
func (s StreamSpec) Loads() int { return int(s.BytesPerWave / streamLoadBytes) }

// Chase levels, from the nearest.
const (
	LevelL1   = "l1"
	LevelL2   = "l2"
	LevelMALL = "mall"
	LevelHBM  = "hbm"
)

// Levels lists the chase levels in order.
var Levels = []string{LevelL1, LevelL2, LevelMALL, LevelHBM}

// levelWhere says where a chase of the level finds its data.
var levelWhere = map[string]string{
	LevelL1:   "the vector L1 (32 KiB)",
	LevelL2:   "the L2 (4 MiB per XCD)",
	LevelMALL: "the Infinity Cache (256 MiB)",
	LevelHBM:  "HBM",
}

// streamSweep is the (waves, window) pairs of a stream sweep: 1 to 256 KiB in
// flight per compute unit, doubling.
var streamSweep = [][2]int{{1, 1}, {1, 2}, {1, 4}, {1, 8}, {8, 2}, {8, 4}, {8, 8}, {8, 16}, {8, 32}}

// fewCUs is the workgroups of the few-CU stream sweep: one on each XCD, so
// the device's bandwidth is far from binding and each compute unit's own
// limit on bytes in flight shows.
const fewCUs = 8

// DevicePlan sizes the runs for a device of cus compute units (an MI355X:
// 256): chains that exceed each cache level and fit the next, streams of 8
// MiB per compute unit (2 GiB in all), 200 launches each for launch and gap.
func DevicePlan(cus int) Plan {
	p := Plan{
		Reps:      3,
		SpinTicks: []uint64{100_000, 1_000_000}, // 1 and 10 ms at a 100 MHz counter
		Chases: []ChaseSpec{
			// 128 lines: 16 KiB, within the 32 KiB L1.
			{Level: LevelL1, Nodes: 128, Stride: 128, Warm: 128, Steps: 32768},
			// 8192 lines: 1 MiB, past the L1, within one XCD's 4 MiB L2.
			{Level: LevelL2, Nodes: 8192, Stride: 128, Warm: 8192, Steps: 32768},
			// 1 Mi lines: 128 MiB, 32 times the L2, half the Infinity Cache;
			// the warm pass brings it in, the L2 keeps at most 1/32 of it.
			{Level: LevelMALL, Nodes: 1 << 20, Stride: 128, Warm: 1 << 20, Steps: 65536},
			// After a flush every node is read once: 16384 lines 4 KiB + 128
			// bytes apart (64 MiB: few pages, so few TLB misses).
			{Level: LevelHBM, Nodes: 16384, Stride: 4096 + 128, Warm: 0, Steps: 16384, Cold: true},
		},
		LDS:        LDSSpec{Nodes: 4096, Stride: 1, Steps: 32768},
		Barriers:   []BarrierSpec{{Waves: 4, Rounds: 64, Count: 32768}, {Waves: 16, Rounds: 64, Count: 32768}},
		LaunchReps: 200,
		GapReps:    200,
		GapTicks:   1000, // 10 us at 100 MHz
		FlushBytes: 512 << 20,
		Seed:       1,
	}
	const perCU = 8 << 20
	for _, wgs := range []int{cus, fewCUs} {
		for _, ww := range streamSweep {
			p.Streams = append(p.Streams, StreamSpec{WGs: wgs, Waves: ww[0], Window: ww[1], BytesPerWave: perCU / int64(ww[0])})
		}
	}
	return p
}

// EmuPlan runs every micro-kernel once at sizes the emulator runs in
// seconds: every stream window, both barrier sizes, every chase level's
// code path (the sizes cannot reach the caches: the emulator has none).
func EmuPlan() Plan {
	p := Plan{
		Reps:      1,
		SpinTicks: []uint64{200, 400}, // the emulator's counters count the wave's instructions
		Chases: []ChaseSpec{
			{Level: LevelL1, Nodes: 16, Stride: 128, Warm: 32, Steps: 64},
			{Level: LevelL2, Nodes: 64, Stride: 128, Warm: 64, Steps: 64},
			{Level: LevelMALL, Nodes: 96, Stride: 128, Warm: 96, Steps: 64},
			{Level: LevelHBM, Nodes: 64, Stride: 4096 + 128, Warm: 0, Steps: 64, Cold: true},
		},
		LDS:        LDSSpec{Nodes: 100, Stride: 7, Steps: 96},
		Barriers:   []BarrierSpec{{Waves: 4, Rounds: 4, Count: 64}, {Waves: 16, Rounds: 4, Count: 32}},
		LaunchReps: 1,
		GapReps:    1,
		GapTicks:   100,
		Seed:       1,
	}
	for i, w := range Windows {
		waves := 1 + i%2
		p.Streams = append(p.Streams, StreamSpec{WGs: 2, Waves: waves, Window: w, BytesPerWave: int64(2 * w * streamLoadBytes)})
	}
	return p
}

// check reports a plan the kernels cannot run.
func (p Plan) check() error {
	if p.Reps < 1 || len(p.SpinTicks) == 0 || p.LaunchReps < 1 || p.GapReps < 1 {
		return fmt.Errorf("calibration plan: need at least one repetition, spin, launch and gap")
	}
	for _, c := range p.Chases {
		if c.Nodes < 2 || c.Stride < 8 || c.Stride%8 != 0 || c.Warm%Unroll != 0 || c.Steps%Unroll != 0 || c.Steps == 0 {
			return fmt.Errorf("calibration plan: chase %s: want at least 2 nodes, a stride of whole u64s, and step counts multiples of %d", c.Level, Unroll)
		}
	}
	if l := p.LDS; l.Nodes < 2 || l.Nodes > ldsChainDwords || l.Steps%Unroll != 0 || l.Steps == 0 {
		return fmt.Errorf("calibration plan: LDS chain: want 2 to %d nodes and a step count that is a multiple of %d", ldsChainDwords, Unroll)
	}
	for _, b := range p.Barriers {
		if b.Waves < 1 || b.Waves > 16 || b.Count%Unroll != 0 || b.Count == 0 {
			return fmt.Errorf("calibration plan: barrier: want 1 to 16 waves and a count that is a multiple of %d", Unroll)
		}
	}
	for _, s := range p.Streams {
		ok := false
		for _, w := range Windows {
			ok = ok || w == s.Window
		}
		if !ok || s.WGs < 1 || s.Waves < 1 || s.Waves > 8 || s.BytesPerWave%streamLoadBytes != 0 || s.Loads() < s.Window || s.Loads()%s.Window != 0 {
			return fmt.Errorf("calibration plan: stream %+v: want a window of %v and whole windows of 1 KiB loads per wave", s, Windows)
		}
	}
	return nil
}
