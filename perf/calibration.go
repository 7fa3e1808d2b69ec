package perf

import (
	"errors"
	"fmt"
	"io"
	"math"
	"text/tabwriter"

	"github.com/mlagen/mlagen/emu"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/verify"
	"github.com/mlagen/mlagen/verify/anchors"
)

// The calibration table: every figure of ../shared/notes/measurements.md
// (public measurements, none made here) beside what the model says for the
// same kernel at the same shape, or for a stated scaling of it, and the
// error; a figure the model cannot reproduce says why. The rows are a list
// (CalibrationFigures) so that a new subject (a kernel, a micro-kernel)
// adds its figure by adding a row. Every modeled value is modeled, not
// measured.

// CalFigure is one figure of measurements.md and how the model reproduces it.
type CalFigure struct {
	Section string // the notes' section
	Figure  string // what was measured and where, as the notes give it
	Source  string // the notes' source
	Solid   string // how solid the notes call it
	Lo, Hi  float64
	Unit    string
	// Carry says how the model's MI355X figure is carried to the figure's
	// machine and conditions (empty: the same kernel at the same shape on
	// an MI355X, or a machine with the same memory).
	Carry string
	// Param names the parameter chosen from this figure: the row then shows
	// that the model reproduces what it was fitted to, and tests nothing.
	Param string
	// Model returns the modeled value in Unit. nil: the model cannot
	// reproduce the figure, and Reason says why.
	Model  func(env *CalEnv) (float64, error)
	Reason string
	// Orientation marks a row that is not the measured kernel (a stand-in
	// the model can run, for orientation only): it is never counted.
	Orientation bool
}

// ErrPending is returned by a figure's Model whose subject is not in this
// tree yet (another branch builds it).
var ErrPending = errors.New("pending")

// CalEnv is what the figures' models use.
type CalEnv struct {
	P Params
	M *Model
	// AITER returns one of AITER's code objects (a file of
	// ../shared/anchors/aiter); Config one of mlagen's.
	AITER  func(file string) ([]byte, error)
	Config func(mla.Config) ([]byte, error)
	// AITERReduce is AITER's stage-2 reduce (kn_mla_reduce_v1 and _ps)
	// compiled from AITER's source (docs/kernel.md), if at hand: without it
	// the persistent subject charges stage 2 at its published times.
	AITERReduce []byte

	micro map[string]float64
}

// CalRow is a figure with its modeled value.
type CalRow struct {
	CalFigure
	Modeled float64
	Err     float64 // Modeled / the middle of [Lo, Hi] - 1
	Within  bool    // Modeled inside [Lo, Hi]
	// Status: "fitted" (Param was chosen from it), "reproduced", "cannot",
	// "pending" (its subject is not in this tree), "orientation" or
	// "failed" (Note has the error).
	Status string
	Note   string
}

// Mid is the middle of the figure's range.
func (f CalFigure) Mid() float64 { return (f.Lo + f.Hi) / 2 }

// Calibrate models every figure.
func Calibrate(env *CalEnv, figs []CalFigure) []CalRow {
	var rows []CalRow
	for _, f := range figs {
		r := CalRow{CalFigure: f}
		switch {
		case f.Model == nil:
			r.Status, r.Note = "cannot", f.Reason
		default:
			v, err := f.Model(env)
			switch {
			case errors.Is(err, ErrPending):
				r.Status, r.Note = "pending", err.Error()
			case err != nil:
				r.Status, r.Note = "failed", err.Error()
			default:
				r.Modeled, r.Err = v, v/f.Mid()-1
				r.Within = v >= f.Lo*(1-1e-9) && v <= f.Hi*(1+1e-9)
				r.Status = "reproduced"
				if f.Param != "" {
					r.Status = "fitted"
				}
				if f.Orientation {
					r.Status = "orientation"
				}
				r.Note = f.Carry
			}
		}
		rows = append(rows, r)
	}
	return rows
}

// microLatency is the modeled round trip of a dependent load (clocks) of
// kind "hbm" (lines no one read since the flush), "mall" (lines read
// before, out of the L2 but in the Infinity Cache), "l2" (read before, in
// the L2) or "l1" (one line re-read): the difference between chains of 24
// and 8 loads, over 16.
func (env *CalEnv) microLatency(kind string) (float64, error) {
	if v, ok := env.micro[kind]; ok {
		return v, nil
	}
	p := env.P
	var mk func(n int) micro
	switch kind {
	case "hbm":
		mk = func(n int) micro { return chase(n, false) }
	case "l2":
		mk = func(n int) micro { return chase(n, true) }
	case "mall":
		mk = func(n int) micro { return chase(n, true) }
		p.L2Bytes = 64 // an L2 of one sector: the chain misses it and finds the Infinity Cache
	case "l1":
		mk = func(n int) micro { m := chase(n, false); m.init = nil; return m }
	default:
		return 0, fmt.Errorf("no chase %q", kind)
	}
	var cyc [2]float64
	for i, n := range []int{8, 24} {
		r, err := env.runMicro(mk(n), 1, p)
		if err != nil {
			return 0, err
		}
		cyc[i] = r.Cycles
	}
	v := (cyc[1] - cyc[0]) / 16
	if env.micro == nil {
		env.micro = map[string]float64{}
	}
	env.micro[kind] = v
	return v, nil
}

// streamTBps is the modeled bandwidth (TB/s) of a streaming read of 1 GiB
// on every CU with 16 KiB in flight per wave (long enough that its first
// round trip and last loads cost under 1%).
func (env *CalEnv) streamTBps() (float64, error) {
	const loads = 1024
	r, err := env.runMicro(streaming(loads, 16), int(env.P.CUs), env.P)
	if err != nil {
		return 0, err
	}
	return loads * 4096 * env.P.CUs / (r.Us * 1e-6) / 1e12, nil
}

// runMicro assembles m and models it on wgs workgroups with p.
func (env *CalEnv) runMicro(m micro, wgs int, p Params) (LaunchResult, error) {
	mc, ld, err := asmTools()
	if err != nil {
		return LaunchResult{}, err
	}
	code, err := m.assemble(mc, ld)
	if err != nil {
		return LaunchResult{}, err
	}
	tr, err := env.M.Trace(m.subjectOf(code), mla.Shape{Batch: wgs, KVLen: 1})
	if err != nil {
		return LaunchResult{}, err
	}
	return tr.Simulate(p).Launches[0], nil
}

// mi300xClock is the MI300X's peak engine clock (GHz), for carrying its
// clock-domain latencies (L1, L2) in clocks.
const mi300xClock = 2.1

// chaseNs models a chase of kind in ns on an MI355X.
func chaseNs(kind string) func(env *CalEnv) (float64, error) {
	return func(env *CalEnv) (float64, error) {
		c, err := env.microLatency(kind)
		return c / env.P.ClockGHz, err
	}
}

// chaseClk models a chase of kind in clocks.
func chaseClk(kind string) func(env *CalEnv) (float64, error) {
	return func(env *CalEnv) (float64, error) { return env.microLatency(kind) }
}

// aiterFixedDecode is AITER's fixed-split kernel (its own split choice) at
// b x l: the decode launch only (modeled us).
func aiterFixedDecode(b, l int) func(env *CalEnv) (float64, error) {
	return func(env *CalEnv) (float64, error) {
		code, err := env.AITER("mla_a8w8_qh16_qseqlen1_gqaratio16.co")
		if err != nil {
			return 0, err
		}
		s := mla.Shape{Batch: b, KVLen: l}
		sub := AITER(code, aiterSplits(s), nil)
		sub.Build = func(e *emu.Emulator, in *verify.Inputs) (*verify.Workload, error) {
			a, err := anchors.NewAITER(e, code, in, aiterSplits(s))
			if err != nil {
				return nil, err
			}
			return a.W, nil // the decode launch only
		}
		tr, err := env.M.Trace(sub, s)
		if err != nil {
			return 0, err
		}
		return tr.Simulate(env.P).Launches[0].Us, nil
	}
}

// aiterPS models AITER's persistent kernel as the benchmark runs it at b x
// l (AITERPersistent; stage 2 AITER's reduce when env has it, else charged
// at its published time): the decode launch's time (part 0), stage 2's
// (part 1), or both (part -1).
func aiterPS(b, l, part int) func(env *CalEnv) (float64, error) {
	return func(env *CalEnv) (float64, error) {
		if part == 1 && env.AITERReduce == nil {
			return 0, fmt.Errorf("%w: AITER's reduce code object (compiled from AITER's csrc/kernels/mla/reduce.cu, docs/kernel.md; mlagen model --aiter-reduce): without it the model charges stage 2 at this very figure", ErrPending)
		}
		code, err := env.AITER("mla_a8w8_qh16_qseqlen1_gqaratio16_ps.co")
		if err != nil {
			return 0, err
		}
		tr, err := env.M.Trace(AITERPersistent(code, env.AITERReduce), mla.Shape{Batch: b, KVLen: l})
		if err != nil {
			return 0, err
		}
		r := tr.Simulate(env.P)
		if part >= 0 {
			return r.Launches[part].Us, nil
		}
		us := 0.0
		for _, l := range r.Launches {
			us += l.Us
		}
		return us, nil
	}
}

// aiterRowsAlone is one of AITER's row-folded fixed-split kernels (file)
// alone, stage 1, at its own split choice on b x l with heads x qlen rows.
func aiterRowsAlone(file string, heads, qlen, b, l int) func(env *CalEnv) (float64, error) {
	return func(env *CalEnv) (float64, error) {
		code, err := env.AITER(file)
		if err != nil {
			return 0, err
		}
		s := mla.Shape{Batch: b, KVLen: l}
		tr, err := env.M.Trace(AITERRows(code, heads, qlen, anchors.AITERSplitsRows(b, l, heads, qlen)), s)
		if err != nil {
			return 0, err
		}
		return tr.Simulate(env.P).Launches[0].Us, nil
	}
}

// emptyChain is the model's cost of one more kernel in a chain of dependent
// stream launches of empty kernels: the gap, and the kernel (its fixed cost).
func emptyChain(env *CalEnv) (float64, error) {
	r, err := env.runMicro(micro{body: ""}, 1, env.P)
	if err != nil {
		return 0, err
	}
	return env.P.GapUs + r.Us, nil // r.Us has the kernel's fixed cost
}

const (
	secMLA    = "MLA decode kernels on MI355X"
	secMemory = "Memory system"
	secLaunch = "Launch costs"
	secCross  = "Cross-vendor reference"
)

// CalibrationFigures are the figures of measurements.md, in its order.
func CalibrationFigures() []CalFigure {
	return []CalFigure{
		{Section: secMLA, Figure: "AITER persistent decode, stage 1 (mla_a8w8_qh16_qseqlen1_gqaratio16_lse_ps), batch 52 x 16384 tokens, rocprofv3",
			Source: "vllm-project/vllm PR #54899", Solid: "strong", Lo: 104.32, Hi: 104.32, Unit: "us", Model: aiterPS(52, 16384, 0),
			Carry: "the _ps kernel (the _lse_ps one also writes lse: 52 x 16 floats), work lists of get_mla_metadata_v1"},
		{Section: secMLA, Figure: "  stand-in: AITER's fixed-split kernel at 52x16384 (its own splits), decode launch only",
			Source: "-", Solid: "-", Lo: 104.32, Hi: 104.32, Unit: "us", Orientation: true, Model: aiterFixedDecode(52, 16384),
			Carry: "not the measured kernel: for orientation only"},
		{Section: secMLA, Figure: "the same family, batch 4 x ~1400 tokens: stage 1", Source: "public notes", Solid: "medium-weak",
			Lo: 8.01, Hi: 8.01, Unit: "us", Model: aiterPS(4, 1400, 0), Param: "kernel_fixed", Carry: "the _ps kernel at 4 x 1400"},
		{Section: secMLA, Figure: "  kn_mla_reduce_v1_ps at batch 4", Source: "public notes", Solid: "medium-weak",
			Lo: 5.69, Hi: 5.69, Unit: "us", Model: aiterPS(4, 1400, 1), Carry: "AITER's reduce after the _ps kernel at 4 x 1400"},
		{Section: secMLA, Figure: "  both, replayed from a HIP graph", Source: "public notes", Solid: "medium-weak",
			Lo: 15.6, Hi: 16.2, Unit: "us", Reason: "the model launches on a stream, not from a graph; and stage 2 is charged at its measured 5.69 us"},
		{Section: secMLA, Figure: "  batch 64 (both kernels)", Source: "public notes", Solid: "medium-weak",
			Lo: 24.4, Hi: 24.4, Unit: "us", Model: aiterPS(64, 1400, -1),
			Carry: "both kernels at 64 x 1400 (without AITER's reduce code object stage 2 is charged at 11.5 us, measured on an MI325X)"},
		{Section: secMLA, Figure: "AITER two-kernel device time, context 21, batch 1, 128 heads", Source: "ROCm/aiter PR #2039", Solid: "medium",
			Lo: 12.1, Hi: 12.1, Unit: "us",
			Reason: "which two kernels are timed is not stated: at 21 tokens AITER's fixed-split path runs one split (no stage 2), and no 128-head persistent kernel is among the anchors"},
		{Section: secMLA, Figure: "  stand-in: the 128-head fixed-split kernel alone at 1 x 21 (one split)", Source: "-", Solid: "-",
			Lo: 12.1, Hi: 12.1, Unit: "us", Orientation: true, Model: aiterRowsAlone("mla_a8w8_qh128_m32x4_n16x2_msk1.co", 128, 1, 1, 21),
			Carry: "one kernel of the two: for orientation only"},
		{Section: secMLA, Figure: "  32 heads, q_len 4", Source: "ROCm/aiter PR #3003", Solid: "medium",
			Lo: 15.8, Hi: 15.8, Unit: "us", Reason: "no anchor serves 32 heads with q_len 4 (AITER's kernel for it is not in ../shared/anchors/aiter)"},
		{Section: secMLA, Figure: "AITER reduce kn_mla_reduce_v1, batch 64 (MI325X)", Source: "SemiAnalysisAI/InferenceX issue #863", Solid: "weak-medium",
			Lo: 11.5, Hi: 11.5, Unit: "us", Reason: "another GPU (CDNA3, 304 CUs, 6 TB/s) and no context length: its split partials, which the reduce reads, are not known"},
		{Section: secMLA, Figure: "persistent vs fixed-split, bf16 qh16: 1.4-1.6x slower (MI350X)", Source: "ROCm/aiter PR #4144", Solid: "medium, bf16 only",
			Lo: 1.4, Hi: 1.6, Unit: "x", Reason: "bf16 KV kernels of AITER are not among the anchors (../shared/anchors/aiter has fp8 ones only)"},
		{Section: secMLA, Figure: "the benchmark's 8 shapes, best submissions' geomean (12.685 us; 33.0 us)", Source: "participants' notes", Solid: "weak, conflicting",
			Lo: 12.685, Hi: 33.0, Unit: "us", Reason: "the submissions' kernels are not public; the two figures disagree by 2.6x"},
		{Section: secMLA, Figure: "the benchmark's reference through its harness (4x1024 ~118 us ... 256x8192 ~349 us)", Source: "gpu-mode/reference-kernels README", Solid: "strong as harness times",
			Lo: 118, Hi: 349, Unit: "us", Reason: "harness times include the host's Python work per call, which the model does not time"},

		{Section: secMemory, Figure: "streaming read, non-temporal read kernel (MI350X, same 8 TB/s HBM3E)", Source: "ROCm/rocm-systems PR #8480", Solid: "strong",
			Lo: 6.914, Hi: 6.914, Unit: "TB/s", Param: "hbm_efficiency", Model: func(env *CalEnv) (float64, error) { return env.streamTBps() },
			Carry: "a streaming read on every CU, 16 KiB in flight per wave"},
		{Section: secMemory, Figure: "  TransferBench (MI350X)", Source: "ROCm/rocm-systems PR #8480", Solid: "strong",
			Lo: 7.2, Hi: 7.2, Unit: "TB/s", Model: func(env *CalEnv) (float64, error) { return env.streamTBps() },
			Carry: "the same streaming read"},
		{Section: secMemory, Figure: "BabelStream Copy 4.13-4.32, Triad 3.96-4.13 TB/s (MI300X)", Source: "GolfOscarr/fleet-amd-task; Azure", Solid: "medium",
			Lo: 4.13, Hi: 4.32, Unit: "TB/s", Reason: "copy and triad write as many bytes as they read; the model charges no HBM for writes (MI355X kernels write a few MB)"},
		{Section: secMemory, Figure: "pointer chase, L2 hit (MI300X)", Source: "GolfOscarr/fleet-amd-task", Solid: "medium",
			Lo: 81 * mi300xClock, Hi: 85 * mi300xClock, Unit: "clk", Param: "l2_latency", Model: chaseClk("l2"),
			Carry: "81-85 ns x 2.1 GHz: carried in clocks (the L2 is in the XCD)"},
		{Section: secMemory, Figure: "  Infinity Cache hit (MI300X)", Source: "GolfOscarr/fleet-amd-task", Solid: "medium",
			Lo: 256, Hi: 262, Unit: "ns", Param: "mall_latency", Model: chaseNs("mall"),
			Carry: "carried in ns (the Infinity Fabric and HBM are not on the engine clock)"},
		{Section: secMemory, Figure: "  HBM (MI300X)", Source: "GolfOscarr/fleet-amd-task", Solid: "medium",
			Lo: 341, Hi: 353, Unit: "ns", Param: "hbm_latency", Model: chaseNs("hbm"), Carry: "carried in ns"},
		{Section: secMemory, Figure: "Infinity Cache latency (MI300X)", Source: "chipsandcheese, Testing AMD's Giant MI300X", Solid: "medium",
			Lo: 218, Hi: 218, Unit: "ns", Param: "mall_latency", Model: chaseNs("mall"), Carry: "carried in ns"},
		{Section: secMemory, Figure: "  TLB miss", Source: "chipsandcheese", Solid: "medium",
			Lo: 47, Hi: 47, Unit: "ns", Reason: "the model has no TLB (the KV cache is read in order: a miss per page, hidden by the loads in flight)"},
		{Section: secMemory, Figure: "vector L1 hit, one thread, s_memtime (MI300X)", Source: "MrRoy09/AMD-CDNA3-CacheBenchmarking", Solid: "medium",
			Lo: 112, Hi: 127, Unit: "clk", Param: "l1_latency", Model: chaseClk("l1"), Carry: "carried in clocks"},
		{Section: secMemory, Figure: "  L2 hit", Source: "MrRoy09/AMD-CDNA3-CacheBenchmarking", Solid: "medium",
			Lo: 224, Hi: 224, Unit: "clk", Model: chaseClk("l2"), Carry: "carried in clocks; s_memtime's own overhead included in the figure"},
		{Section: secMemory, Figure: "  cold load, TLB miss included (1212 clk at 2.1 GHz)", Source: "MrRoy09/AMD-CDNA3-CacheBenchmarking", Solid: "medium",
			Lo: 1212 / mi300xClock, Hi: 1212 / mi300xClock, Unit: "ns", Model: chaseNs("hbm"), Carry: "carried in ns; the model has no TLB miss"},
		{Section: secMemory, Figure: "random chase, Infinity Cache ~300 ns / HBM ~650 ns (MI300A, reduced clocks)", Source: "public notes", Solid: "weak",
			Lo: 300, Hi: 650, Unit: "ns", Reason: "reduced clocks and random pages (TLB misses) on another part; no conditions to carry"},

		{Section: secLaunch, Figure: "kernel launch and clean-up, per kernel, stream launches (MI300X)", Source: "blog.kog.ai, monokernel post", Solid: "weak-medium",
			Lo: 4.5, Hi: 4.5, Unit: "us", Model: emptyChain, Param: "gap and launch",
			Carry: "one more empty kernel after a dependent one on a stream: gap + the kernel"},
		{Section: secLaunch, Figure: "dependent launches in a HIP graph: more than the kernels' sum", Source: "derived from the small-batch row", Solid: "weak",
			Lo: 2, Hi: 2.5, Unit: "us", Reason: "the benchmark launches on a stream; the model has no graph launch (its gap and launch are a stream's)"},

		{Section: secCross, Figure: "FlashMLA decode, H800 / H100 (up to 3000 GB/s; 2826 GB/s at batch 128 x 4096)", Source: "deepseek-ai/FlashMLA; achatbot PR #123", Solid: "-",
			Lo: 2.826, Hi: 3.0, Unit: "TB/s", Reason: "NVIDIA hardware: the model is of an MI355X"},
	}
}

// aiterSplits is AITER's own split choice (verify/anchors) for s.
func aiterSplits(s mla.Shape) int { return anchors.AITERSplits(s.Batch, s.KVLen) }

// CalSummary counts the rows by status and the reproduced (not fitted)
// rows within tol of their figure.
func CalSummary(rows []CalRow, tol float64) (byStatus map[string]int, within, reproduced int) {
	byStatus = map[string]int{}
	for _, r := range rows {
		byStatus[r.Status]++
		if r.Status == "reproduced" {
			reproduced++
			if math.Abs(r.Err) <= tol {
				within++
			}
		}
	}
	return byStatus, within, reproduced
}

// WriteCalibration prints rows as a table, then a count by status.
func WriteCalibration(w io.Writer, rows []CalRow) error {
	fmt.Fprintln(w, "Calibration: every figure of ../shared/notes/measurements.md (public, not measured here) beside the MODELED value")
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "figure\tmeasured\tmodeled\terror\tstatus\tsource (solid)\tnote")
	sec := ""
	for _, r := range rows {
		if r.Section != sec {
			sec = r.Section
			fmt.Fprintf(tw, "[%s]\t\t\t\t\t\t\n", sec)
		}
		meas := fmt.Sprintf("%.4g %s", r.Lo, r.Unit)
		if r.Hi != r.Lo {
			meas = fmt.Sprintf("%.4g-%.4g %s", r.Lo, r.Hi, r.Unit)
		}
		mod, errs := "-", "-"
		if r.Status == "reproduced" || r.Status == "fitted" || r.Status == "orientation" {
			mod = fmt.Sprintf("%.4g %s", r.Modeled, r.Unit)
			errs = fmt.Sprintf("%+.1f%%", 100*r.Err)
			if r.Within && r.Hi != r.Lo {
				errs += " (in range)"
			}
		}
		note := r.Note
		if r.Param != "" && r.Status == "fitted" {
			note = r.Param + " chosen from it; " + note
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s (%s)\t%s\n", r.Figure, meas, mod, errs, r.Status, r.Source, r.Solid, note)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	by, within, repro := CalSummary(rows, 0.25)
	_, err := fmt.Fprintf(w, "%d figures: %d reproduced (%d within 25%%), %d fitted (a parameter chosen from them), %d pending, %d cannot be reproduced, %d failed; %d orientation rows not counted\n",
		len(rows)-by["orientation"], repro, within, by["fitted"], by["pending"], by["cannot"], by["failed"], by["orientation"])
	return err
}
