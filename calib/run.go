package calib

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/verify"
	"github.com/mlagen/mlagen/verify/bench"
)

// GraphDevice records launches into a graph that replays them (HIP graphs).
type GraphDevice interface {
	// CaptureGraph records the launches record makes on the device's stream
	// into a graph, without running them.
	CaptureGraph(record func() error) (Graph, error)
}

// Graph is a recorded, replayable sequence of launches.
type Graph interface {
	// Launch replays the graph on the device's stream.
	Launch() error
	Destroy() error
}

// Check is one result check of a micro-kernel run.
type Check struct {
	Kernel string // e.g. "calib_chase"
	Run    string // what ran, e.g. "l2: 8192 nodes x 128 B, 32768 steps"
	What   string // what was checked
	Err    error  // nil: it held
}

// Options says how Run runs the plan.
type Options struct {
	// Timed asks for timing: the backend must have device events (a
	// device.Timer). Without it the kernels run and are checked only.
	Timed bool
	// Progress, if set, is told each run before it starts.
	Progress func(what string)
}

// Run loads the calibration code object on be and runs plan's micro-kernels,
// checking each one's result. With o.Timed it also times them and returns
// their raw measurements (the device's name filled in; the date and compute
// units are the caller's), also when a check failed. Every check is
// returned; a failed one makes the error non-nil, as does any launch or
// device error.
func Run(be device.Backend, code []byte, plan Plan, o Options) (*Measurements, []Check, error) {
	if err := plan.check(); err != nil {
		return nil, nil, err
	}
	r := &runner{be: be, plan: plan, o: o, kernels: map[string]device.Kernel{}, m: &Measurements{Device: be.Name()}}
	if o.Timed {
		dev, ok := be.(device.Timer)
		if !ok {
			return nil, nil, fmt.Errorf("backend %s has no device events: it can run the calibration kernels but not time them", be.Name())
		}
		r.dev = dev
		r.graphs = graphsOf(be)
	}
	mod, err := be.Load(code)
	if err != nil {
		return nil, nil, fmt.Errorf("loading the calibration kernels: %w", err)
	}
	r.mod = mod
	out, err := be.Alloc(8 * 8)
	if err != nil {
		return nil, nil, err
	}
	defer be.Free(out)
	r.out = out
	if r.dev != nil && plan.FlushBytes > 0 {
		if r.flush, err = bench.NewFlusher(r.dev, plan.FlushBytes); err != nil {
			return nil, nil, err
		}
		defer r.flush.Close()
	}
	for _, step := range []func() error{r.spins, r.chases, r.lds, r.barriers, r.streams, r.launches, r.gaps} {
		if err := step(); err != nil {
			return nil, r.checks, err
		}
	}
	var failed []string
	for _, c := range r.checks {
		if c.Err != nil {
			failed = append(failed, fmt.Sprintf("%s (%s): %v", c.Kernel, c.Run, c.Err))
		}
	}
	var m *Measurements
	if o.Timed {
		m = r.m
	}
	if len(failed) > 0 {
		return m, r.checks, fmt.Errorf("%d of %d micro-kernel checks failed: %s", len(failed), len(r.checks), failed[0])
	}
	return m, r.checks, nil
}

type runner struct {
	be      device.Backend
	dev     device.Timer // nil: untimed
	graphs  GraphDevice  // nil: no graphs
	flush   *bench.Flusher
	plan    Plan
	o       Options
	mod     device.Module
	kernels map[string]device.Kernel
	out     device.DevPtr // 8 u64s: the record kernels' results
	m       *Measurements
	checks  []Check
}

func (r *runner) progress(format string, a ...any) {
	if r.o.Progress != nil {
		r.o.Progress(fmt.Sprintf(format, a...))
	}
}

// note records something the run could not do that the fit does not need
// (the graph modes).
func (r *runner) note(format string, a ...any) {
	r.m.Notes = append(r.m.Notes, fmt.Sprintf(format, a...))
}

func (r *runner) check(kernel, run, what string, err error) {
	r.checks = append(r.checks, Check{Kernel: kernel, Run: run, What: what, Err: err})
}

// call is one launch, packed.
func (r *runner) call(name string, grid, block uint32, args ...verify.ArgValue) (verify.Launch, error) {
	k, ok := r.kernels[name]
	if !ok {
		var err error
		if k, err = r.mod.Kernel(name); err != nil {
			return verify.Launch{}, fmt.Errorf("calibration kernel %s: %w", name, err)
		}
		r.kernels[name] = k
	}
	g, b := device.Dim3{X: grid, Y: 1, Z: 1}, device.Dim3{X: block, Y: 1, Z: 1}
	ka, err := verify.PackArgs(k.Meta(), g, b, args...)
	if err != nil {
		return verify.Launch{}, err
	}
	return verify.Launch{Kernel: k, Grid: g, Block: b, Kernarg: ka}, nil
}

func (r *runner) launch(l verify.Launch) error {
	return r.be.Launch(l.Kernel, l.Grid, l.Block, l.Kernarg)
}

// run launches name and waits for it.
func (r *runner) run(name string, grid, block uint32, args ...verify.ArgValue) error {
	l, err := r.call(name, grid, block, args...)
	if err == nil {
		err = r.launch(l)
	}
	if err == nil {
		err = r.be.Sync()
	}
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	return nil
}

// timed runs the launches between two device events and returns the
// events' time in microseconds (0 when untimed).
func (r *runner) timed(ls ...verify.Launch) (float64, error) {
	if r.dev == nil {
		for _, l := range ls {
			if err := r.launch(l); err != nil {
				return 0, err
			}
		}
		return 0, r.be.Sync()
	}
	return r.between(func() error {
		for _, l := range ls {
			if err := r.launch(l); err != nil {
				return err
			}
		}
		return nil
	})
}

// between records events around what enqueue enqueues.
func (r *runner) between(enqueue func() error) (us float64, err error) {
	start, err := r.dev.NewEvent()
	if err != nil {
		return 0, err
	}
	defer func() { err = errors.Join(err, start.Destroy()) }()
	end, err := r.dev.NewEvent()
	if err != nil {
		return 0, err
	}
	defer func() { err = errors.Join(err, end.Destroy()) }()
	if err := start.Record(); err != nil {
		return 0, err
	}
	if err := enqueue(); err != nil {
		return 0, err
	}
	if err := end.Record(); err != nil {
		return 0, err
	}
	us, err = end.ElapsedUS(start)
	if err != nil {
		return 0, err
	}
	return us, r.be.Sync()
}

func (r *runner) coldStart() error {
	if r.flush == nil {
		return nil
	}
	return r.flush.Flush()
}

// record reads the 6 u64s a record kernel left in out.
func (r *runner) record() (rec [8]uint64, err error) {
	var b [64]byte
	if err := r.be.CopyOut(b[:], r.out); err != nil {
		return rec, err
	}
	for i := range rec {
		rec[i] = binary.LittleEndian.Uint64(b[8*i:])
	}
	return rec, nil
}

func (r *runner) clearOut() error { return r.be.CopyIn(r.out, make([]byte, 64)) }

// elapsed checks a record's counters: both advanced (end at or after
// start).
func elapsed(rec [8]uint64) (rt, mt uint64, err error) {
	if rec[1] < rec[0] || rec[3] < rec[2] {
		return 0, 0, fmt.Errorf("a counter went backwards (realtime %d -> %d, memtime %d -> %d)", rec[0], rec[1], rec[2], rec[3])
	}
	return rec[1] - rec[0], rec[3] - rec[2], nil
}

func (r *runner) spins() error {
	for _, ticks := range r.plan.SpinTicks {
		for rep := 0; rep < r.plan.Reps; rep++ {
			r.progress("calib_spin %d ticks", ticks)
			if err := r.clearOut(); err != nil {
				return err
			}
			l, err := r.call(KSpin, 1, 64, verify.PtrArg(r.out), verify.I32Arg(int32(ticks)))
			if err != nil {
				return err
			}
			us, err := r.timed(l)
			if err != nil {
				return fmt.Errorf("%s: %w", KSpin, err)
			}
			rec, err := r.record()
			if err != nil {
				return err
			}
			rt, mt, err := elapsed(rec)
			if err == nil && rt < ticks {
				err = fmt.Errorf("stopped after %d ticks", rt)
			}
			if err == nil && rec[4] == 0 {
				err = errors.New("never read the counter in its loop")
			}
			r.check(KSpin, fmt.Sprintf("%d ticks", ticks), "spun until the counter advanced that far", err)
			r.m.Spins = append(r.m.Spins, Spin{Ticks: ticks, RT: rt, MT: mt, EventUs: us})
		}
	}
	return nil
}

// chain links nodes stride bytes apart from base in one cycle, in a random
// order (no prefetcher can follow it): each node holds the address of the
// next in that order, the last the first's. It returns the buffer and next
// (node index -> node index).
func chain(nodes int, stride int64, base device.DevPtr, rng *rand.Rand) ([]byte, []int) {
	perm := make([]int, nodes)
	for i := range perm {
		perm[i] = i
	}
	rng.Shuffle(nodes, func(i, j int) { perm[i], perm[j] = perm[j], perm[i] })
	next := make([]int, nodes)
	for i := range perm {
		next[perm[i]] = perm[(i+1)%nodes]
	}
	buf := make([]byte, int64(nodes)*stride)
	for i, n := range next {
		binary.LittleEndian.PutUint64(buf[int64(i)*stride:], uint64(base)+uint64(int64(n)*stride))
	}
	return buf, next
}

func (r *runner) chases() error {
	rng := rand.New(rand.NewPCG(r.plan.Seed, 0x6d6c6167656e))
	for _, c := range r.plan.Chases {
		if err := r.chase(c, rng); err != nil {
			return err
		}
	}
	return nil
}

func (r *runner) chase(c ChaseSpec, rng *rand.Rand) error {
	buf, err := r.be.Alloc(c.SetBytes())
	if err != nil {
		return fmt.Errorf("chase %s: %w", c.Level, err)
	}
	defer r.be.Free(buf)
	data, next := chain(c.Nodes, c.Stride, buf, rng)
	if err := r.be.CopyIn(buf, data); err != nil {
		return err
	}
	end := 0
	for i := 0; i < c.Warm+c.Steps; i++ {
		end = next[end]
	}
	run := fmt.Sprintf("%s: %d nodes x %d B, %d warm + %d timed steps", c.Level, c.Nodes, c.Stride, c.Warm, c.Steps)
	for rep := 0; rep < r.plan.Reps; rep++ {
		r.progress("calib_chase %s", run)
		if err := r.clearOut(); err != nil {
			return err
		}
		if c.Cold {
			if err := r.coldStart(); err != nil {
				return err
			}
		}
		if err := r.run(KChase, 1, 64, verify.PtrArg(buf), verify.I32Arg(int32(c.Warm)), verify.I32Arg(int32(c.Steps)), verify.PtrArg(r.out)); err != nil {
			return err
		}
		rec, err := r.record()
		if err != nil {
			return err
		}
		rt, mt, err := elapsed(rec)
		if want := uint64(buf) + uint64(int64(end)*c.Stride); err == nil && rec[4] != want {
			err = fmt.Errorf("ended at %#x, want node %d at %#x", rec[4], end, want)
		}
		r.check(KChase, run, "the chain ends at the node the host walked to", err)
		r.m.Chases = append(r.m.Chases, Chase{Level: c.Level, SetBytes: c.SetBytes(), Nodes: c.Nodes, Warm: c.Warm, Steps: c.Steps, RT: rt, MT: mt})
	}
	return nil
}

func (r *runner) lds() error {
	l := r.plan.LDS
	run := fmt.Sprintf("%d nodes, stride %d, %d steps", l.Nodes, l.Stride, l.Steps)
	want := uint64((l.Steps * l.Stride) % l.Nodes)
	for rep := 0; rep < r.plan.Reps; rep++ {
		r.progress("calib_lds %s", run)
		if err := r.clearOut(); err != nil {
			return err
		}
		if err := r.run(KLDS, 1, 64, verify.I32Arg(int32(l.Nodes)), verify.I32Arg(int32(l.Stride)), verify.I32Arg(int32(l.Steps)), verify.PtrArg(r.out)); err != nil {
			return err
		}
		rec, err := r.record()
		if err != nil {
			return err
		}
		rt, mt, err := elapsed(rec)
		if err == nil && (rec[4] < rec[5] || (rec[4]-rec[5])%4 != 0 || (rec[4]-rec[5])/4 != want) {
			err = fmt.Errorf("ended at LDS address %#x (chain at %#x), want node %d", rec[4], rec[5], want)
		}
		r.check(KLDS, run, "the chain ends at node steps x stride mod nodes", err)
		r.m.LDS = append(r.m.LDS, LDSRun{Steps: l.Steps, RT: rt, MT: mt})
	}
	return nil
}

func (r *runner) barriers() error {
	for _, b := range r.plan.Barriers {
		errs, err := r.be.Alloc(int64(4 * 64 * b.Waves))
		if err != nil {
			return err
		}
		run := fmt.Sprintf("%d waves, %d checked rounds, %d barriers", b.Waves, b.Rounds, b.Count)
		for rep := 0; rep < r.plan.Reps; rep++ {
			r.progress("calib_barrier %s", run)
			if err := r.clearOut(); err != nil {
				return err
			}
			if err := r.run(KBarrier, 1, uint32(64*b.Waves), verify.I32Arg(int32(b.Rounds)), verify.I32Arg(int32(b.Count)), verify.I32Arg(int32(b.Waves)), verify.PtrArg(r.out), verify.PtrArg(errs)); err != nil {
				r.be.Free(errs)
				return err
			}
			rec, err := r.record()
			if err != nil {
				r.be.Free(errs)
				return err
			}
			rt, mt, cerr := elapsed(rec)
			e := make([]byte, 4*64*b.Waves)
			if err := r.be.CopyOut(e, errs); err != nil {
				r.be.Free(errs)
				return err
			}
			bad := 0
			for i := 0; i < len(e); i += 4 {
				bad += int(binary.LittleEndian.Uint32(e[i:]))
			}
			if cerr == nil && bad > 0 {
				cerr = fmt.Errorf("%d slot reads after a barrier missed a wave's write", bad)
			}
			if cerr == nil && rec[4] != uint64(b.Count) {
				cerr = fmt.Errorf("wave 0 recorded %d barriers, want %d", rec[4], b.Count)
			}
			r.check(KBarrier, run, "after each barrier every wave sees every wave's write", cerr)
			r.m.Barriers = append(r.m.Barriers, Barrier{Waves: b.Waves, Count: b.Count, RT: rt, MT: mt})
		}
		if err := r.be.Free(errs); err != nil {
			return err
		}
	}
	return nil
}

// streamSum is the sum (mod 2^32) of the words lane l of global wave g
// reads: loads x 1 KiB from (g x loads x 64 + l) x 16 bytes on, 1 KiB apart,
// where word i holds i x fillMul + seed.
func streamSum(g, l, loads int, seed uint32) uint32 {
	// Words i = base + 256 k + c for k < loads, c < 4.
	base := uint64((g*loads*64 + l) * 4)
	n := uint64(loads)
	sumIdx := 4*n*base + 256*4*(n*(n-1)/2) + 6*n
	return uint32(sumIdx*uint64(fillMul) + 4*n*uint64(seed))
}

func (r *runner) streams() error {
	if len(r.plan.Streams) == 0 {
		return nil
	}
	var words int64
	maxWaves := 0
	for _, s := range r.plan.Streams {
		words = max(words, int64(s.WGs*s.Waves)*s.BytesPerWave/4)
		maxWaves = max(maxWaves, s.WGs*s.Waves)
	}
	if words >= 1<<32 {
		return fmt.Errorf("stream buffer of %d words exceeds the fill kernel's 32-bit index", words)
	}
	src, err := r.be.Alloc(4 * words)
	if err != nil {
		return fmt.Errorf("stream buffer (%d MiB): %w", 4*words>>20, err)
	}
	defer r.be.Free(src)
	sums, err := r.be.Alloc(int64(4 * 64 * maxWaves))
	if err != nil {
		return err
	}
	defer r.be.Free(sums)
	stamps, err := r.be.Alloc(int64(16 * maxWaves))
	if err != nil {
		return err
	}
	defer r.be.Free(stamps)
	const seed = 12345
	threads := uint32(min(words, 1<<20))
	threads = (threads + fillBlock - 1) / fillBlock * fillBlock
	r.progress("calib_fill %d MiB", 4*words>>20)
	if err := r.run(KFill, threads/fillBlock, fillBlock, verify.PtrArg(src), verify.I32Arg(int32(uint32(words))), verify.I32Arg(int32(threads)), verify.I32Arg(seed)); err != nil {
		return err
	}
	// The first and last KiB: the pattern the sums below assume.
	var ferr error
	for _, at := range []int64{0, max(0, words-256)} {
		b := make([]byte, 4*min(256, words))
		if err := r.be.CopyOut(b, src+device.DevPtr(4*at)); err != nil {
			return err
		}
		for i := 0; i < len(b) && ferr == nil; i += 4 {
			if v, want := binary.LittleEndian.Uint32(b[i:]), uint32(at+int64(i/4))*fillMul+seed; v != want {
				ferr = fmt.Errorf("word %d is %#x, want %#x", at+int64(i/4), v, want)
			}
		}
	}
	r.check(KFill, fmt.Sprintf("%d words", words), "its first and last 256 words", ferr)
	for _, s := range r.plan.Streams {
		name := StreamKernel(s.Window)
		run := fmt.Sprintf("%d workgroups x %d waves, %d x 1 KiB in flight a wave, %d KiB a wave", s.WGs, s.Waves, s.Window, s.BytesPerWave>>10)
		n := s.WGs * s.Waves
		for rep := 0; rep < r.plan.Reps; rep++ {
			r.progress("%s %s", name, run)
			if err := r.be.CopyIn(sums, make([]byte, 4*64*n)); err != nil {
				return err
			}
			if err := r.coldStart(); err != nil {
				return err
			}
			if err := r.run(name, uint32(s.WGs), uint32(64*s.Waves), verify.PtrArg(src), verify.I32Arg(int32(s.Loads())),
				verify.I32Arg(int32(s.Waves)), verify.PtrArg(sums), verify.PtrArg(stamps)); err != nil {
				return err
			}
			got := make([]byte, 4*64*n)
			if err := r.be.CopyOut(got, sums); err != nil {
				return err
			}
			var cerr error
			for g := 0; g < n && cerr == nil; g++ {
				for l := 0; l < 64; l++ {
					if v, want := binary.LittleEndian.Uint32(got[4*(64*g+l):]), streamSum(g, l, s.Loads(), seed); v != want {
						cerr = fmt.Errorf("wave %d lane %d summed %#x, want %#x", g, l, v, want)
						break
					}
				}
			}
			st := make([]byte, 16*n)
			if err := r.be.CopyOut(st, stamps); err != nil {
				return err
			}
			first, last := ^uint64(0), uint64(0)
			for g := 0; g < n; g++ {
				t0, t1 := binary.LittleEndian.Uint64(st[16*g:]), binary.LittleEndian.Uint64(st[16*g+8:])
				if t1 < t0 && cerr == nil {
					cerr = fmt.Errorf("wave %d: the counter went backwards", g)
				}
				first, last = min(first, t0), max(last, t1)
			}
			r.check(name, run, "every lane's sum of the words it read", cerr)
			r.m.Streams = append(r.m.Streams, Stream{WGs: s.WGs, Waves: s.Waves, Window: s.Window, BytesPerWave: s.BytesPerWave, SpanRT: last - first})
		}
	}
	return nil
}

func (r *runner) launches() error {
	modes := []string{ModeStream}
	if r.graphs != nil {
		modes = append(modes, ModeGraph)
	}
	for _, mode := range modes {
		l, err := r.call(KEmpty, 1, 64)
		if err != nil {
			return err
		}
		g, err := r.graph(mode, l)
		if err != nil {
			r.note("launches from a graph not measured: %v", err)
			continue
		}
		run := fmt.Sprintf("%s, %d launches", mode, r.plan.LaunchReps)
		r.progress("%s %s", KEmpty, run)
		for rep := 0; rep < r.plan.LaunchReps; rep++ {
			var us float64
			if g != nil {
				us, err = r.between(g.Launch)
			} else {
				us, err = r.timed(l)
			}
			if err != nil {
				return fmt.Errorf("%s (%s): %w", KEmpty, mode, err)
			}
			r.m.Launches = append(r.m.Launches, Launch{Mode: mode, EventUs: us})
		}
		if g != nil {
			if err := g.Destroy(); err != nil {
				return err
			}
		}
		r.check(KEmpty, run, "each launch completed", nil)
	}
	return nil
}

// graph captures ls into a graph for mode graph (nil for mode stream).
func (r *runner) graph(mode string, ls ...verify.Launch) (Graph, error) {
	if mode != ModeGraph {
		return nil, nil
	}
	g, err := r.graphs.CaptureGraph(func() error {
		for _, l := range ls {
			if err := r.launch(l); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("capturing a graph: %w", err)
	}
	return g, nil
}

func (r *runner) gaps() error {
	stampOut := r.out + 6*8 // calib_stamp writes out[6]
	modes := []string{ModeStream}
	if r.graphs != nil {
		modes = append(modes, ModeGraph)
	}
	for _, mode := range modes {
		a, err := r.call(KSpin, 1, 64, verify.PtrArg(r.out), verify.I32Arg(int32(r.plan.GapTicks)))
		if err != nil {
			return err
		}
		b, err := r.call(KStamp, 1, 64, verify.PtrArg(stampOut))
		if err != nil {
			return err
		}
		g, err := r.graph(mode, a, b)
		if err != nil {
			r.note("the gap in a graph not measured: %v", err)
			continue
		}
		run := fmt.Sprintf("%s, %d pairs", mode, r.plan.GapReps)
		r.progress("calib_spin, calib_stamp %s", run)
		var cerr error
		for rep := 0; rep < r.plan.GapReps; rep++ {
			if err := r.clearOut(); err != nil {
				return err
			}
			if g != nil {
				err = g.Launch()
				if err == nil {
					err = r.be.Sync()
				}
			} else {
				_, err = r.timed(a, b)
			}
			if err != nil {
				return fmt.Errorf("%s, %s (%s): %w", KSpin, KStamp, mode, err)
			}
			rec, err := r.record()
			if err != nil {
				return err
			}
			_, _, err = elapsed(rec)
			var gap uint64
			switch {
			case err != nil:
			case rec[6] == 0:
				err = errors.New("the second launch left no stamp")
			case r.dev != nil && rec[6] < rec[1]:
				// The emulator's counters are per wave, so only a device's
				// stamps of two launches can be compared.
				err = fmt.Errorf("the second launch started (%d) before the first ended (%d)", rec[6], rec[1])
			case r.dev != nil:
				gap = rec[6] - rec[1]
			}
			if cerr == nil {
				cerr = err
			}
			r.m.Gaps = append(r.m.Gaps, Gap{Mode: mode, RT: gap})
		}
		if g != nil {
			if err := g.Destroy(); err != nil {
				return err
			}
		}
		what := "both launches ran, the second after the first"
		if r.dev == nil {
			what = "both launches ran (the emulator's counters are per wave: their order is not compared)"
		}
		r.check(KSpin+", "+KStamp, run, what, cerr)
	}
	return nil
}
