package perf

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"slices"
	"sync"
	"time"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/emu"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/verify"
)

// Subject is a kernel (one or more launches) under the model: how to build
// its workload for given inputs. mlagen's kernels (MLA) and the reference
// kernels are modelled alike through it.
type Subject struct {
	Name string
	// Build returns the workload of the subject on e for in, whose batch is a
	// sample of the modelled shape's (the model asks for one sequence).
	Build func(e *emu.Emulator, in *verify.Inputs) (*verify.Workload, error)
	// BatchDim[i] is the grid dimension of launch i that grows with the
	// batch (0 = X, 1 = Y, 2 = Z; missing entries: Y). A workgroup's work is
	// the same for every sequence, so the model runs a workload of one
	// sequence and maps each real workgroup onto it (coordinate modulo the
	// workload's size in that dimension). NoBatchDim: the workload's launch
	// is already the real one (a persistent launch, built for the whole
	// batch: see RepOnly).
	BatchDim []int
	// RepOnly (with Splits or Tile 0): the first launch is traced on the
	// representative CU's workgroups only, at full length, and the later
	// launches in full (after Fill, if set). For a persistent launch, whose
	// workgroups each run their own work list of the whole batch.
	RepOnly bool
	// Measured are launches after the traced ones whose times come from
	// published measurements, not from the model (AITER's stage-2 reduce when
	// its code object is not at hand); every report labels them.
	Measured []MeasuredLaunch
	// Remote names the buffers written by an earlier launch (default:
	// "workspace"): a later launch finds them in the Infinity Cache. Every
	// other read starts cold (the benchmark flushes L2 and the Infinity
	// Cache before each call) and is served by the cache model (MODEL.md).
	// HBM is no longer read: kept so that subjects that set it still build.
	HBM, Remote []string
	// Shared names the buffers every sequence reads alike (default:
	// "kv_scale" and "q_scale"); every other buffer is per sequence, and the
	// model moves its addresses by one sequence's size for each real
	// sequence a workgroup works on.
	Shared []string
	// Splits and Tile (KV tokens per tile) let the model trace only the
	// representative CU's workgroups of the first launch and extrapolate it
	// over tiles (0: emulate everything at full length).
	Splits, Tile int
	// SplitAlign, if set, rounds the tokens per split up to a multiple of it
	// (mla.Config.SplitTokens: a block table's splits start on 32 tokens).
	SplitAlign int
	// KV is the cache format the subject reads: the model's inputs are made
	// in it, and the HBM floor counts its bytes a token (KVRowBytes).
	KV mla.KVMode
	// EmuOptions are added to the emulator the workload is built on (e.g.
	// the out-of-range LDS-DMA behaviour a reference kernel relies on).
	EmuOptions []emu.Option
	// Fill, if set, writes plausible first-launch results (the split
	// partials) for every sequence of w, so that the later launches can be
	// traced without emulating the whole first launch. Without it the model
	// runs the first launch with one tile per split to produce them.
	Fill func(w *verify.Workload) error
	// Merge, for a kernel whose first launch merges the splits itself (a
	// one-launch kernel: the last workgroup of each sequence to take a
	// ticket merges), writes plausible split partials for every sequence of
	// w and sets every ticket counter to ticket before the first launch is
	// traced: Splits - 1 makes the next workgroup of a row block its last
	// (it merges), Splits makes none of up to Splits the last. The model
	// traces the representative CU's last workgroup, and every Splits-th
	// before it, as a merging one (the merge ends the launch: some CU's last
	// workgroup is a sequence's last), the others as not.
	Merge func(w *verify.Workload, ticket uint32) error
}

// NoBatchDim in Subject.BatchDim: the launch's grid does not grow with the
// batch.
const NoBatchDim = -1

// MeasuredLaunch is a launch the model charges at a measured time instead of
// modelling it.
type MeasuredLaunch struct {
	Kernel string
	// Us is the charged time on a shape.
	Us func(mla.Shape) float64
	// Source says where the figure comes from (a measurement and its
	// conditions).
	Source string
}

// MLA is the subject for one of mlagen's configs compiled into code: the
// decode launch and, with more than one split, the reduce launch, built by
// verify.Prepare.
func MLA(cfg mla.Config, code []byte) Subject {
	sub := Subject{
		Name: cfg.Name(),
		Build: func(e *emu.Emulator, in *verify.Inputs) (*verify.Workload, error) {
			in, err := in.ForConfig(cfg) // q for the config's heads and query tokens
			if err != nil {
				return nil, err
			}
			return verify.Prepare(e, code, cfg, in, 1)
		},
		// A pipeline step of the workgroup takes one tile per wave (a
		// row-folded kernel's waves share one).
		Splits: cfg.Splits, Tile: cfg.RoundTokens(),
		KV:         cfg.KV,
		SplitAlign: cfg.SplitAlignment(),
		Fill:       func(w *verify.Workload) error { return fillWorkspace(w, cfg) },
	}
	if cfg.One {
		sub.Merge = func(w *verify.Workload, ticket uint32) error { return fillTickets(w, cfg, ticket) }
	}
	return sub
}

// fillTickets writes fillWorkspace's partials and sets every row block's
// ticket counter of a one-launch config to ticket.
func fillTickets(w *verify.Workload, cfg mla.Config, ticket uint32) error {
	if err := fillWorkspace(w, cfg); err != nil {
		return err
	}
	var b [4]byte
	binary.LittleEndian.PutUint32(b[:], ticket)
	rows := int64(cfg.Rows()) * mla.NumHeads * int64(cfg.Splits) * mla.WorkspaceRowFloats * 4
	for s := 0; int64(s)*rows < w.Size("workspace"); s++ {
		for r := 0; r < cfg.Rows(); r++ {
			if err := w.Backend.CopyIn(w.Ptr("workspace")+device.DevPtr(cfg.TicketOffset(s, r)), b[:]); err != nil {
				return err
			}
		}
	}
	return nil
}

// fillWorkspace writes every split's partials of the workload's sequences as
// a first launch would: m and l of a non-empty split (l > 0, m within a few
// units of the others', so every split gets a non-zero weight) and an acc
// row of small values (mla/abi.go has the layout).
func fillWorkspace(w *verify.Workload, cfg mla.Config) error {
	n := w.Size("workspace")
	if cfg.Splits == 1 || n == 0 {
		return nil
	}
	rows := n / 4 / mla.WorkspaceRowFloats
	b := make([]byte, n)
	put := func(i int64, f float32) { binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(f)) }
	for r := int64(0); r < rows; r++ {
		o := r * mla.WorkspaceRowFloats
		put(o+mla.WorkspaceM, float32(r%7)*0.25)
		put(o+mla.WorkspaceL, 1+float32(r%5))
		for d := int64(0); d < mla.VDim; d++ {
			put(o+mla.WorkspaceAcc+d, float32((r+d)%13-6)*0.125)
		}
	}
	return w.Backend.CopyIn(w.Ptr("workspace"), b)
}

// Model traces subjects. Its methods may be called from several goroutines
// at once (a tuner tracing configs in parallel); a Traced may be simulated
// concurrently too.
type Model struct {
	Seed uint64 // of the inputs (default 1)
	// Full emulates every tile of the first launch instead of extrapolating
	// from two short runs (MODEL.md: extrapolation error).
	Full bool
	// RaceCheck keeps the emulator's LDS-DMA race check on while tracing.
	RaceCheck bool
	Workers   int // emulator goroutines (0: GOMAXPROCS)

	mu     sync.Mutex
	inputs map[[3]int]*verify.Inputs
}

// Extrapolation points: the first launch is emulated with k1 and k2 full
// tiles per split and its time extended linearly to the real count. The
// slope must come from the steady state: from 4 and 8 tiles it was up to 13%
// off for four-stage configs (TestExtrapolation holds the cases under 2%).
const (
	extraK1 = 8
	extraK2 = 16
	// extraMin: below this many full tiles per split the model emulates all.
	extraMin = extraK2 + 1
)

// ExtrapolationBound is the largest relative error of an extrapolated total
// against the full emulation that MODEL.md states (over every config the
// tuned tables select and the seed; TestExtrapolationTuned keeps it).
const ExtrapolationBound = 0.01

// Traced is a subject's traced execution on a shape: what Simulate times.
type Traced struct {
	Subject string
	Shape   mla.Shape
	KVBytes float64
	// launches[i]: the traced launch i; for the first, one entry per
	// extrapolation point (or one: emulated in full).
	launches [][]*tracedLaunch
	measured []MeasuredLaunch
	ks       []float64 // extrapolation points (full tiles per split)
	n        float64   // the real number of full tiles per split
	Time     time.Duration
	Insts    int64 // traced wave-instructions
}

type tracedLaunch struct {
	kernel   string
	prog     []emu.Inst
	st       []sinst
	grid     device.Dim3 // real grid
	resident int
	nwaves   int
	pl       placement
	queue    []queued
	spans    []span
	// real: per span, its bytes in the real launch (a per-sequence buffer
	// of a launch that grows with the batch: batch times the workload's)
	real []float64
}

// queued is one workgroup of the representative CU: its trace and the real
// sequence it works on (the workload's sequence moved by seq sequences).
type queued struct {
	tr  *wgTrace
	seq uint64
}

func (m *Model) seed() uint64 {
	if m.Seed == 0 {
		return 1
	}
	return m.Seed
}

// inputTokens: the model's sequence repeats the shape's first inputTokens
// tokens (drawn as the benchmark draws them); values change nothing in the
// kernels' control flow but the reduce's empty-split test, and generating a
// whole 8192-token sequence costs more than tracing it.
const inputTokens = 1024

// input returns the inputs of one sequence of kvLen tokens of a batch-sequence
// shape: the shape's sequence 0, its first inputTokens tokens repeated.
func (m *Model) input(batch, kvLen int, f mla.KVMode) (*verify.Inputs, error) {
	key := [3]int{batch, int(m.seed()), int(f)}
	m.mu.Lock()
	defer m.mu.Unlock()
	base, ok := m.inputs[key]
	if !ok {
		var err error
		if base, err = verify.NewSampledInputsFormat(m.seed(), batch, inputTokens, []int{0}, f); err != nil {
			return nil, err
		}
		if m.inputs == nil {
			m.inputs = map[[3]int]*verify.Inputs{}
		}
		m.inputs[key] = base
	}
	in := *base
	in.KVLens = []int{kvLen}
	in.KVIndptr = []int32{0, int32(kvLen)}
	row := mla.QKDim
	if f == mla.KVBF16 {
		in.KVBF16 = make([]uint16, kvLen*row)
		for i := 0; i < kvLen*row; i += inputTokens * row {
			copy(in.KVBF16[i:], base.KVBF16)
		}
		return &in, nil
	}
	if f == mla.KVMXFP4 {
		in.KVFP4 = repeatRows(base.KVFP4, kvLen, verify.MXFP4RowBytes)
		in.KVScales = repeatRows(base.KVScales, kvLen, verify.MXFP4RowScales)
		return &in, nil
	}
	in.KV = make([]uint8, kvLen*row)
	for i := 0; i < kvLen*row; i += inputTokens * row {
		copy(in.KV[i:], base.KV)
	}
	return &in, nil
}

// repeatRows is kvLen rows of row bytes: base's inputTokens rows repeated.
func repeatRows(base []uint8, kvLen, row int) []uint8 {
	out := make([]uint8, kvLen*row)
	for i := 0; i < len(out); i += inputTokens * row {
		copy(out[i:], base)
	}
	return out
}

// Trace emulates sub on shape and records what the model needs. It is the
// expensive half of a model call; Simulate is cheap and may run many times
// (other parameters) on one Traced.
//
// The model emulates one sequence. When the subject's splits and tile are
// known, the first launch is traced on the representative CU's workgroups
// only (at full length, or at two short lengths to extrapolate from), and
// the later launches (the split merge, whose work does not depend on the KV
// length) on partial results written by Fill or, without it, by a first
// launch of one tile per split; otherwise everything runs at full length.
func (m *Model) Trace(sub Subject, shape mla.Shape) (*Traced, error) {
	if sub.Build == nil {
		return nil, errors.New("perf: subject has no Build")
	}
	t0 := time.Now()
	tr := &Traced{Subject: sub.Name, Shape: shape, KVBytes: float64(shape.Batch) * float64(shape.KVLen) * float64(verify.KVRowBytes(sub.KV)),
		measured: sub.Measured}
	S, T := sub.Splits, sub.Tile
	if S <= 0 || T <= 0 {
		mode := runAll
		if sub.RepOnly {
			mode = runFirstRepThenFill
		}
		ls, err := m.traceRun(sub, shape, shape.KVLen, mode)
		if err != nil {
			return nil, err
		}
		for _, l := range ls {
			tr.launches = append(tr.launches, []*tracedLaunch{l})
			tr.Insts += l.insts()
		}
		tr.Time = time.Since(t0)
		return tr, nil
	}
	tps := (shape.KVLen + S - 1) / S
	if a := sub.SplitAlign; a > 0 {
		tps = (tps + a - 1) / a * a
	}
	nfull, rem := tps/T, tps%T
	ks := []int{-1} // -1: full length
	if !m.Full && nfull >= extraMin {
		ks = []int{extraK1, extraK2}
	}
	for i, k := range ks {
		n := shape.KVLen
		if k >= 0 {
			n = S * (k*T + rem)
			tr.ks = append(tr.ks, float64(k))
		}
		mode := runFirstRep
		if i == 0 && sub.Fill != nil {
			mode = runFirstRepThenFill
		}
		ls, err := m.traceRun(sub, shape, n, mode)
		if err != nil {
			return nil, err
		}
		if i == 0 {
			tr.launches = make([][]*tracedLaunch, 1, len(ls))
			for _, l := range ls[1:] {
				tr.launches = append(tr.launches, []*tracedLaunch{l})
				tr.Insts += l.insts()
			}
		}
		tr.launches[0] = append(tr.launches[0], ls[0])
		tr.Insts += ls[0].insts()
	}
	if sub.Fill == nil {
		// the later launches, after one tile per split
		ls, err := m.traceRun(sub, shape, min(shape.KVLen, S*(min(nfull, 1)*T+rem)), runAll)
		if err != nil {
			return nil, err
		}
		tr.launches = tr.launches[:1]
		for _, l := range ls[1:] {
			tr.launches = append(tr.launches, []*tracedLaunch{l})
			tr.Insts += l.insts()
		}
	}
	tr.n = float64(nfull)
	tr.Time = time.Since(t0)
	return tr, nil
}

// What a traceRun emulates.
type runMode int

const (
	runAll              runMode = iota // every launch, every workgroup of the sequence
	runFirstRep                        // the first launch's representative workgroups only
	runFirstRepThenFill                // that, then Fill (if any), then every later launch in full
)

func (l *tracedLaunch) insts() int64 {
	var n int64
	seen := map[*wgTrace]bool{}
	for _, q := range l.queue {
		if seen[q.tr] {
			continue
		}
		seen[q.tr] = true
		for _, w := range q.tr.waves {
			n += int64(len(w))
		}
	}
	return n
}

// traceRun builds sub's workload for one sequence of kvLen tokens (of a
// batch of shape.Batch) and traces its launches as mode says; the
// representative CU's workgroups are recorded.
func (m *Model) traceRun(sub Subject, shape mla.Shape, kvLen int, mode runMode) ([]*tracedLaunch, error) {
	in, err := m.input(shape.Batch, kvLen, sub.KV)
	if err != nil {
		return nil, err
	}
	e, err := emu.New(append([]emu.Option{emu.WithLDSRaceCheck(m.RaceCheck), emu.WithWorkers(m.Workers)}, sub.EmuOptions...)...)
	if err != nil {
		return nil, err
	}
	w, err := sub.Build(e, in)
	if err != nil {
		return nil, fmt.Errorf("%s: building the workload: %w", sub.Name, err)
	}
	defer w.Close()
	spans := workloadSpans(w, sub)
	var out []*tracedLaunch
	for li, l := range w.Launches {
		if li > 0 && mode == runFirstRep {
			break
		}
		if li == 1 && mode == runFirstRepThenFill && sub.Fill != nil {
			if err := sub.Fill(w); err != nil {
				return nil, fmt.Errorf("%s: filling the first launch's results: %w", sub.Name, err)
			}
		}
		all := mode == runAll || li > 0
		k, ok := l.Kernel.(*emu.Kernel)
		if !ok {
			return nil, fmt.Errorf("%s: launch %d: not an emulator kernel", sub.Name, li)
		}
		dim := 1
		if li < len(sub.BatchDim) {
			dim = sub.BatchDim[li]
		}
		var merge func(ticket uint32) error
		if li == 0 && sub.Merge != nil {
			merge = func(ticket uint32) error { return sub.Merge(w, ticket) }
		}
		tl, err := traceLaunch(e, k, l, dim, shape.Batch, all, spans, sub.Splits, merge)
		if err != nil {
			return nil, fmt.Errorf("%s: %s: %w", sub.Name, k.Name(), err)
		}
		out = append(out, tl)
	}
	return out, nil
}

// workloadSpans lists w's buffers for the cache model (see span).
func workloadSpans(w *verify.Workload, sub Subject) []span {
	remote, shared := sub.Remote, sub.Shared
	if remote == nil {
		remote = []string{"workspace"}
	}
	if shared == nil {
		shared = []string{"kv_scale", "q_scale"}
	}
	var spans []span
	for _, b := range w.Buffers() {
		if b.Ptr == 0 || b.Size <= 0 {
			continue
		}
		lo, hi := uint64(b.Ptr), uint64(b.Ptr)+uint64(b.Size)
		s := span{lo: lo, hi: hi, base: lo >> 7 << 1, warm: slices.Contains(remote, b.Name)}
		if !slices.Contains(shared, b.Name) {
			s.stride = ((hi+127)>>7<<1 - s.base + 1) &^ 1
		}
		spans = append(spans, s)
		if len(spans) == outside {
			break
		}
	}
	return spans
}

// traceLaunch traces launch l of kernel k for the representative CU. With
// merge (a one-launch kernel of splits splits: Subject.Merge), the merging
// positions of the CU's queue (its last workgroup, and every splits-th
// before it) are traced as their row block's last workgroup, each alone
// after merge(splits - 1), and the others in one run after merge(splits).
func traceLaunch(e *emu.Emulator, k *emu.Kernel, l verify.Launch, dim, batch int, all bool, spans []span, splits int, merge func(ticket uint32) error) (*tracedLaunch, error) {
	g := [3]uint32{l.Grid.X, l.Grid.Y, l.Grid.Z}
	if dim < NoBatchDim || dim > 2 {
		return nil, fmt.Errorf("batch dimension %d is not 0, 1, 2 or NoBatchDim", dim)
	}
	real := g
	if dim != NoBatchDim {
		real[dim] *= uint32(batch)
	}
	threads := int(l.Block.X * l.Block.Y * l.Block.Z)
	res := mla.ResourcesOf(k.Meta(), threads)
	nwaves := (threads + 63) / 64
	tl := &tracedLaunch{kernel: k.Name(), prog: k.Program(), grid: device.Dim3{X: real[0], Y: real[1], Z: real[2]},
		resident: res.WorkgroupsPerCU, nwaves: nwaves, spans: spans}
	tl.st = staticInfo(tl.prog)
	total := int(real[0]) * int(real[1]) * int(real[2])
	def := Default()
	tl.pl = place(total, tl.resident, &def)
	// the workload's workgroups, and which the representative CU needs
	var wgs [][3]uint32
	index := map[[3]uint32]int{}
	for z := uint32(0); z < g[2]; z++ {
		for y := uint32(0); y < g[1]; y++ {
			for x := uint32(0); x < g[0]; x++ {
				index[[3]uint32{x, y, z}] = len(wgs)
				wgs = append(wgs, [3]uint32{x, y, z})
			}
		}
	}
	need := make([]int, len(tl.pl.rep))
	keep := make([]bool, len(wgs))
	for i, id := range tl.pl.rep {
		c := [3]uint32{uint32(id) % real[0], uint32(id) / real[0] % real[1], uint32(id) / (real[0] * real[1])}
		if dim != NoBatchDim {
			c[dim] %= g[dim]
		}
		need[i] = index[c]
		keep[need[i]] = true
	}
	if !all {
		var sel [][3]uint32
		var ks []bool
		remap := map[int]int{}
		for i, kp := range keep {
			if kp {
				remap[i] = len(sel)
				sel = append(sel, wgs[i])
				ks = append(ks, true)
			}
		}
		for i := range need {
			need[i] = remap[need[i]]
		}
		wgs, keep = sel, ks
	}
	// each queue position's trace
	traces := make([]*wgTrace, len(need))
	if merge == nil {
		c := newCollector(keep, nwaves, spans)
		if err := e.Trace(l.Kernel, l.Grid, l.Block, l.Kernarg, wgs, c); err != nil {
			return nil, err
		}
		for j, i := range need {
			traces[j] = c.wgs[i]
		}
	} else if err := traceMerging(e, l, wgs, need, splits, nwaves, spans, merge, traces); err != nil {
		return nil, err
	}
	for _, s := range spans {
		n := float64(s.hi - s.lo)
		if s.stride != 0 && dim != NoBatchDim {
			n *= float64(batch)
		}
		tl.real = append(tl.real, n)
	}
	for j := range need {
		id := tl.pl.rep[j]
		co := [3]uint32{uint32(id) % real[0], uint32(id) / real[0] % real[1], uint32(id) / (real[0] * real[1])}
		seq := uint64(0) // NoBatchDim: the workload's addresses are the real ones
		if dim != NoBatchDim {
			seq = uint64(co[dim] / g[dim])
		}
		tl.queue = append(tl.queue, queued{traces[j], seq})
	}
	return tl, nil
}

// traceMerging fills traces (position j: workgroup need[j] of wgs) for a
// one-launch kernel: the merging positions each alone as its row block's
// last, the others in one run in which no workgroup merges.
func traceMerging(e *emu.Emulator, l verify.Launch, wgs [][3]uint32, need []int, splits, nwaves int, spans []span, merge func(ticket uint32) error, traces []*wgTrace) error {
	last := func(j int) bool { return j == len(need)-1 || (j+1)%splits == 0 }
	keep := make([]bool, len(wgs))
	some := false
	for j, i := range need {
		if !last(j) {
			keep[i], some = true, true
		}
	}
	if some {
		// every counter at splits: none of a row block's (at most splits)
		// workgroups draws splits - 1
		if err := merge(uint32(splits)); err != nil {
			return err
		}
		c := newCollector(keep, nwaves, spans)
		if err := e.Trace(l.Kernel, l.Grid, l.Block, l.Kernarg, wgs, c); err != nil {
			return err
		}
		for j, i := range need {
			if !last(j) {
				traces[j] = c.wgs[i]
			}
		}
	}
	merging := map[int]*wgTrace{}
	for j, i := range need {
		if !last(j) {
			continue
		}
		if merging[i] == nil {
			if err := merge(uint32(splits - 1)); err != nil {
				return err
			}
			c := newCollector([]bool{true}, nwaves, spans)
			if err := e.Trace(l.Kernel, l.Grid, l.Block, l.Kernarg, wgs[i:i+1], c); err != nil {
				return err
			}
			merging[i] = c.wgs[0]
		}
		traces[j] = merging[i]
	}
	return nil
}

// Result is a modeled execution of a subject on a shape. Every time in it
// is modeled, not measured.
type Result struct {
	Modeled  bool           `json:"modeled"`
	Subject  string         `json:"subject"`
	Shape    string         `json:"shape"`
	Launches []LaunchResult `json:"launches"`
	// LaunchUs is the first launch's fixed cost, GapUs the gaps between
	// launches; TotalUs = LaunchUs + the launches' times + GapUs.
	// MeasuredUs is the part of TotalUs charged at measured times (launches
	// marked Measured), not modeled.
	LaunchUs   float64 `json:"launch_us"`
	MeasuredUs float64 `json:"measured_us,omitempty"`
	GapUs      float64 `json:"gap_us"`
	TotalUs    float64 `json:"total_us"`
	// HBMFloorUs: the KV bytes at the peak HBM bandwidth. MFMAFloorUs: the
	// launches' matrix-pipe time (LaunchResult.MFMAFloorUs). LimitUs: the
	// largest of those two and the unavoidable latency (one launch, one
	// kernel's fixed cost and one HBM round trip).
	HBMFloorUs  float64 `json:"hbm_floor_us"`
	MFMAFloorUs float64 `json:"mfma_floor_us"`
	LimitUs     float64 `json:"limit_us"`
	Ratio       float64 `json:"ratio"`
	Binds       string  `json:"binds"` // what bounds the longest launch (LaunchResult.Binds), or "launch" when fixed costs dominate
}

// LaunchResult is one launch on the representative CU.
type LaunchResult struct {
	Kernel       string  `json:"kernel"`
	Grid         [3]int  `json:"grid"`
	Resident     int     `json:"workgroups_per_cu"` // at once
	RepWGs       int     `json:"rep_workgroups"`    // workgroups the representative CU runs
	UsedCUs      int     `json:"used_cus"`
	Cycles       float64 `json:"clocks"`
	Us           float64 `json:"us"`
	Extrapolated bool    `json:"extrapolated"`
	Binds        string  `json:"binds"`
	// MFMAFloorUs: the launch's MFMA pipe clocks (each instruction's
	// documented passes, as the model charges them) summed over its
	// workgroups and spread evenly over every SIMD of the device: the time
	// no placement or overlap can beat with these instructions.
	MFMAFloorUs float64 `json:"mfma_floor_us"`
	// Measured: the time is a published measurement (Source), not modeled.
	Measured bool   `json:"measured,omitempty"`
	Source   string `json:"source,omitempty"`
	// Util: fractions of the launch's time the CU's units were busy
	// (MFMA and VALU: the busiest SIMD); Stall: fractions of its waves'
	// lifetime spent issuing ("issue") or stalled, by reason.
	Util  map[string]float64 `json:"util"`
	Stall map[string]float64 `json:"stall"`
	// The memory side: the HBM bytes of the whole device (every CU's reads
	// that missed the L2 and the Infinity Cache), the representative CU's
	// reads before any cache, and the HBM round trip of the most loaded
	// round (Little's law: the unloaded one times the CUs' demand over the
	// device's bandwidth, when that is more than one).
	DeviceHBMBytes float64 `json:"device_hbm_bytes"`
	ReadBytes      float64 `json:"rep_cu_read_bytes"`
	HBMLatencyNs   float64 `json:"hbm_latency_ns"`
	// MeanInflightBytes: the representative CU's mean HBM bytes in flight
	// over its own run at the unloaded round trip.
	MeanInflightBytes float64 `json:"mean_inflight_bytes"`

	prog  []emu.Inst
	stats []InstStats
}

// Simulate times t with parameters p.
func (t *Traced) Simulate(p Params) *Result {
	r := &Result{Modeled: true, Subject: t.Subject, Shape: t.Shape.String(), LaunchUs: p.LaunchUs}
	for i, ls := range t.launches {
		var lr LaunchResult
		pl := place(ls[0].pl.total, ls[0].resident, &p)
		if len(ls) == 1 {
			a := runLaunch(&p, ls[0], i > 0, pl)
			lr = a.lr
			finish(&p, pl, &lr, a.busy, a.rounds, a.spanDev, a.real, a.head, a.tail, a.lr.Cycles)
			lr.MFMAFloorUs = mfmaFloorUs(&p, pl, lr.RepWGs, sum(a.busy.MFMA))
		} else {
			// two runs of k1 and k2 tiles per split, their rounds extended
			// linearly to the real count
			ex := func(a, b float64) float64 { return a + (b-a)/(t.ks[1]-t.ks[0])*(t.n-t.ks[0]) }
			a, b := runLaunch(&p, ls[0], i > 0, pl), runLaunch(&p, ls[1], i > 0, pl)
			rounds := make([]roundStats, len(b.rounds))
			for k := range rounds {
				rounds[k] = roundStats{HBMBytes: ex(a.rounds[k].HBMBytes, b.rounds[k].HBMBytes), Clocks: ex(a.rounds[k].Clocks, b.rounds[k].Clocks)}
			}
			lr = b.lr
			lr.Extrapolated = true
			lr.ReadBytes = ex(a.lr.ReadBytes, b.lr.ReadBytes)
			lr.MeanInflightBytes = ex(a.busy.HBMInflight, b.busy.HBMInflight) / math.Max(1, ex(a.lr.Cycles, b.lr.Cycles))
			// what binds the tiles added beyond the first run: the
			// steady state that dominates long splits
			spanDev, real := make([]float64, len(b.spanDev)), make([]float64, len(b.real))
			for k := range spanDev {
				spanDev[k] = ex(a.spanDev[k], b.spanDev[k])
			}
			for k := range real {
				real[k] = ex(a.real[k], b.real[k])
			}
			finish(&p, pl, &lr, b.busy.minus(a.busy), rounds, spanDev, real, a.head, b.tail, b.lr.Cycles-a.lr.Cycles)
			lr.MFMAFloorUs = mfmaFloorUs(&p, pl, lr.RepWGs, ex(sum(a.busy.MFMA), sum(b.busy.MFMA)))
		}
		// the kernel's own fixed cost: dispatching its grid and ending it
		lr.Cycles += p.KernelUs * p.ClockGHz * 1e3
		lr.Us += p.KernelUs
		r.Launches = append(r.Launches, lr)
		r.TotalUs += lr.Us
		r.MFMAFloorUs += lr.MFMAFloorUs
		if i > 0 {
			r.GapUs += p.GapUs
		}
	}
	for _, ml := range t.measured {
		us := ml.Us(t.Shape)
		r.Launches = append(r.Launches, LaunchResult{Kernel: ml.Kernel, Us: us, Measured: true, Source: ml.Source, Binds: "measured"})
		r.TotalUs += us
		r.MeasuredUs += us
		r.GapUs += p.GapUs
	}
	r.TotalUs += r.LaunchUs + r.GapUs
	r.HBMFloorUs = t.KVBytes / p.HBMBytesPerS * 1e6
	r.LimitUs = max(r.HBMFloorUs, r.MFMAFloorUs, p.LaunchUs+p.KernelUs+p.HBMLatencyNs/1e3)
	r.Ratio = r.TotalUs / r.LimitUs
	// the longest launch's bound (named when it is not the first launch)
	longest := 0
	for i, l := range r.Launches {
		if l.Us > r.Launches[longest].Us {
			longest = i
		}
	}
	r.Binds = r.Launches[longest].Binds
	if longest > 0 {
		r.Binds += " (" + r.Launches[longest].Kernel + ")"
	}
	if r.LaunchUs+r.GapUs > r.TotalUs/2 {
		r.Binds = "launch"
	}
	return r
}

// mfmaFloorUs spreads the representative CU's MFMA pipe clocks (over its
// repWGs workgroups) to the launch's every workgroup and divides them among
// the device's SIMDs.
func mfmaFloorUs(p *Params, pl placement, repWGs int, clocks float64) float64 {
	if repWGs == 0 {
		return 0
	}
	return p.clkToUs(clocks / float64(repWGs) * float64(pl.total) / (p.CUs * p.SIMDs))
}

func sum(v []float64) float64 {
	t := 0.0
	for _, x := range v {
		t += x
	}
	return t
}

// launchSim is one simulation of a traced launch at the unloaded HBM round
// trip.
type launchSim struct {
	lr      LaunchResult
	busy    busyStats
	rounds  []roundStats
	spanDev []float64 // per buffer: the device's HBM bytes if every CU worked alike
	real    []float64 // per buffer: its bytes in the real launch
	// head: when the first HBM data arrived; tail: the clocks from the last
	// HBM data's arrival to the launch's end (0, 0 without HBM reads).
	head, tail float64
}

// deviceTime is the launch's time with HBM as a resource of the whole device
// (MODEL.md, "HBM, a resource of the device"). While the representative CU
// runs its k-th workgroup, N_k CUs run the same kernel, out of phase; the
// device's sustained bandwidth is shared by the CUs that still have bytes
// to read. A CU alone may draw far more than 1/N of it; when the CUs
// together ask for more than the device gives, the round trip grows until
// they ask for no more (Little's law), and each gets an equal part.
//
// A round: the CU reads b bytes in c clocks at the unloaded round trip (its
// own rate r = b/c). The other N-1 CUs read the same, or (a persistent
// launch whose work lists differ) less: no buffer is read from HBM more
// than once in all, so the device's bytes are at most each buffer's, and the
// others read o = (device bytes - b)/(N-1) each. While all N read, each gets
// min(r, bandwidth/N); when the others are done, the CU reads its remaining
// b - o alone at r. If the device was full, the round lasts the device's time
// for the N x o bytes, then the CU's remainder, starting when the launch's
// first data arrives (every CU starts at once: head) and ending with the
// CU's work after its last data (tail); never less than the CU's own c. It
// returns the launch's clocks, the device's HBM bytes, and the loaded round
// trip (clocks) of the most loaded round.
func deviceTime(p *Params, pl placement, rounds []roundStats, spanDev, real []float64, head, tail float64) (clocks, bytes, loaded float64) {
	l0 := p.nsToClk(p.HBMLatencyNs)
	bw := p.HBMBytesPerS * p.HBMEfficiency / (p.ClockGHz * 1e9) // bytes per clock
	// f: the device's bytes over N_k times the CU's (1 unless a buffer caps them)
	f, all, capped := 1.0, 0.0, 0.0
	for i, b := range spanDev {
		all += b
		if i < len(real) {
			capped += math.Min(b, real[i])
		} else {
			capped += b
		}
	}
	if all > 0 {
		f = capped / all
	}
	last := 0
	for k, r := range rounds {
		if r.Clocks > 0 {
			last = k
		}
	}
	loaded = l0
	for k, r := range rounds {
		c, b := r.Clocks, r.HBMBytes
		if b <= 0 || c <= 0 {
			clocks += c
			continue
		}
		n := float64(pl.activeAt(k))
		dev := f * n * b
		bytes += dev
		o := b
		if n > 1 {
			o = math.Min(b, (dev-b)/(n-1))
		}
		if n*b/c <= bw { // the device is never full: the CU's own time
			clocks += c
			continue
		}
		d := n*o/bw + (b-o)*c/b
		loaded = math.Max(loaded, l0*(n*o/bw)/(o*c/b))
		if k == 0 {
			d += head
		}
		if k == last {
			d += tail
		}
		clocks += math.Max(c, d)
	}
	return clocks, bytes, loaded
}

// runLaunch simulates l once at the unloaded HBM round trip.
func runLaunch(p *Params, l *tracedLaunch, warm bool, pl placement) launchSim {
	c := newCUSim(p, l.st, l.queue, []float64{p.nsToClk(p.HBMLatencyNs)}, l.resident, l.nwaves)
	c.caches(l.spans, warm, pl.perXCD, pl.usedCUs)
	c.active = pl.activeAt
	cyc := float64(c.run())
	lr := LaunchResult{Kernel: l.kernel, Grid: [3]int{int(l.grid.X), int(l.grid.Y), int(l.grid.Z)},
		Resident: l.resident, RepWGs: len(l.queue), UsedCUs: pl.usedCUs, Cycles: cyc, Us: p.clkToUs(cyc),
		ReadBytes: c.busy.ReadBytes, MeanInflightBytes: c.busy.HBMInflight / math.Max(cyc, 1), prog: l.prog, stats: c.stats}
	ls := launchSim{lr: lr, busy: c.busy, rounds: c.rounds, spanDev: c.spanDev, real: l.real}
	if c.lastArr > 0 {
		ls.head, ls.tail = c.firstArr, math.Max(0, cyc-c.lastArr)
	}
	return ls
}

// finish sets lr's time, device bytes, loaded latency and bound from the
// launch's rounds (MODEL.md).
func finish(p *Params, pl placement, lr *LaunchResult, b busyStats, rounds []roundStats, spanDev, real []float64, head, tail, boundClocks float64) {
	cyc, dev, loaded := deviceTime(p, pl, rounds, spanDev, real, head, tail)
	bw := p.HBMBytesPerS * p.HBMEfficiency / (p.ClockGHz * 1e9)
	lr.Cycles, lr.Us = cyc, p.clkToUs(cyc)
	lr.DeviceHBMBytes, lr.HBMLatencyNs = dev, loaded/p.ClockGHz
	// The share of the device's bandwidth the launch (or, extrapolated, its
	// added tiles: boundClocks) used names HBM as the bound.
	b.HBM = b.HBMBytes * float64(pl.activeAt(0)) / bw
	lr.Util, lr.Stall, lr.Binds = binding(&b, math.Max(boundClocks, b.HBM))
}

// binding derives what bounds a launch from where the representative CU's
// time went: a unit busy most of the time (the device's HBM, MFMA pipe, VALU, LDS)
// binds; otherwise the waves mostly wait, and the largest wait names the
// bound: memory round trips (s_waitcnt vmcnt or the in-flight limit:
// "latency chain"), barriers, LDS/scalar waits ("LDS latency"), or issue.
func binding(b *busyStats, cyc float64) (util, stall map[string]float64, binds string) {
	if cyc <= 0 {
		return nil, nil, "-"
	}
	mx := func(v []float64) float64 {
		m := 0.0
		for _, x := range v {
			m = math.Max(m, x)
		}
		return m
	}
	util = map[string]float64{
		"HBM": b.HBM / cyc, "MFMA": mx(b.MFMA) / cyc, "VALU": mx(b.VALU) / cyc, "LDS": b.LDS / cyc,
	}
	wc := math.Max(b.WaveClocks, 1)
	stall = map[string]float64{"issue": b.IssueClocks / wc}
	for r := rDep; r < numReasons; r++ {
		stall[r.String()] = b.Reasons[r] / wc
	}
	if util["HBM"] >= 0.95 {
		return util, stall, "HBM"
	}
	best, bv := "", 0.0
	for _, k := range []string{"MFMA", "VALU", "LDS"} {
		if util[k] > bv {
			best, bv = k, util[k]
		}
	}
	if bv >= 0.6 {
		return util, stall, best
	}
	waits := map[string]float64{
		"latency chain": stall["vmcnt"] + stall["inflight"],
		"barrier":       stall["barrier"],
		"LDS latency":   stall["lgkmcnt"],
		"issue":         stall["issue"] + stall["port"] + stall["dep"] + stall["valu"] + stall["mfma"],
	}
	best, bv = "", -1
	for _, k := range []string{"latency chain", "barrier", "LDS latency", "issue"} {
		if waits[k] > bv {
			best, bv = k, waits[k]
		}
	}
	return util, stall, best
}
