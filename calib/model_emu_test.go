package calib

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/emu"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/perf"
	"github.com/mlagen/mlagen/verify"
)

// microSubject is one calibration kernel as a timing-model subject: args
// uploads its buffers into the workload and returns its arguments.
func microSubject(code []byte, kernel string, block uint32, args func(w *verify.Workload) ([]verify.ArgValue, error)) perf.Subject {
	return perf.Subject{
		Name: kernel,
		Build: func(e *emu.Emulator, _ *verify.Inputs) (*verify.Workload, error) {
			w := verify.NewWorkload(e)
			mod, err := e.Load(code)
			if err != nil {
				return nil, err
			}
			k, err := mod.Kernel(kernel)
			if err != nil {
				return nil, err
			}
			vals, err := args(w)
			if err != nil {
				return nil, err
			}
			g, b := device.Dim3{X: 1, Y: 1, Z: 1}, device.Dim3{X: block, Y: 1, Z: 1}
			ka, err := verify.PackArgs(k.Meta(), g, b, vals...)
			if err != nil {
				return nil, err
			}
			w.Launches = append(w.Launches, verify.Launch{Kernel: k, Grid: g, Block: b, Kernarg: ka})
			return w, nil
		},
	}
}

// modelClocks is the timing model's clocks for one launch of sub.
func modelClocks(t *testing.T, sub perf.Subject, p perf.Params) float64 {
	t.Helper()
	m := &perf.Model{Workers: 1}
	tr, err := m.Trace(sub, mla.Shape{Batch: 1, KVLen: 32})
	if err != nil {
		t.Fatal(err)
	}
	return tr.Simulate(p).Launches[0].Cycles
}

// TestForwardIsTheModel: the clocks a step of the LDS chain, the barrier
// loop and the pointer chases (an L1 hit, an L2 hit, and HBM from a chain
// read once) cost in the timing model itself - the same code objects,
// traced by the emulator and timed by package perf - are what the fit
// subtracts and Predict adds: the latency parameter plus stepOverheadClk.
// (The Infinity Cache chase needs sets larger than the L2, too large to
// emulate here.)
func TestForwardIsTheModel(t *testing.T) {
	code := buildCode(t)
	p := perf.Default()
	perStep := func(sub func(n int) perf.Subject, n1, n2 int) float64 {
		return (modelClocks(t, sub(n2), p) - modelClocks(t, sub(n1), p)) / float64(n2-n1)
	}
	out := func(w *verify.Workload) (device.DevPtr, error) { return w.Alloc("out", 64) }
	lds := func(n int) perf.Subject {
		return microSubject(code, KLDS, 64, func(w *verify.Workload) ([]verify.ArgValue, error) {
			o, err := out(w)
			return []verify.ArgValue{verify.I32Arg(256), verify.I32Arg(1), verify.I32Arg(int32(n)), verify.PtrArg(o)}, err
		})
	}
	barrier := func(n int) perf.Subject {
		return microSubject(code, KBarrier, 256, func(w *verify.Workload) ([]verify.ArgValue, error) {
			o, err := out(w)
			if err != nil {
				return nil, err
			}
			e, err := w.Alloc("errs", 4*256)
			return []verify.ArgValue{verify.I32Arg(1), verify.I32Arg(int32(n)), verify.I32Arg(4), verify.PtrArg(o), verify.PtrArg(e)}, err
		})
	}
	// chase: a chain of nodes x 128 B in buffer buf ("kv" is streamed from
	// HBM in the model, any other buffer is an L2 hit), warm steps first.
	chase := func(buf string, nodes, warm int) func(n int) perf.Subject {
		return func(n int) perf.Subject {
			return microSubject(code, KChase, 64, func(w *verify.Workload) ([]verify.ArgValue, error) {
				base, err := w.Alloc(buf, int64(nodes)*128)
				if err != nil {
					return nil, err
				}
				data, _ := chain(nodes, 128, base, rand.New(rand.NewPCG(1, 2)))
				if err := w.Backend.CopyIn(base, data); err != nil {
					return nil, err
				}
				o, err := out(w)
				return []verify.ArgValue{verify.PtrArg(base), verify.I32Arg(int32(warm)), verify.I32Arg(int32(n)), verify.PtrArg(o)}, err
			})
		}
	}
	ns := func(name string) float64 { return latencyNs(&p, name) * p.ClockGHz }
	for _, c := range []struct {
		name   string
		sub    func(n int) perf.Subject
		n1, n2 int
		want   float64
	}{
		{"LDS chain", lds, 256, 1024, p.LDSLatency + stepOverheadClk(KLDS, &p)},
		{"barrier", barrier, 256, 1024, p.BarrierCycles + stepOverheadClk(KBarrier, &p)},
		{"chase, L1 (16 KiB)", chase("chain", 128, 128), 256, 1024, ns(PL1) + stepOverheadClk(KChase, &p)},
		{"chase, L2 (64 KiB)", chase("chain", 512, 512), 256, 1024, ns(PL2) + stepOverheadClk(KChase, &p)},
		{"chase, HBM (each node once)", chase("kv", 1024, 0), 256, 1024, ns(PHBM) + stepOverheadClk(KChase, &p)},
	} {
		got := perStep(c.sub, c.n1, c.n2)
		t.Logf("%-28s model %8.2f clocks a step, forward %8.2f", c.name, got, c.want)
		if math.Abs(got-c.want) > 0.01*c.want+0.5 {
			t.Errorf("%s: the model charges %.2f clocks a step, the fit assumes %.2f", c.name, got, c.want)
		}
	}
}

// TestStreamFitOnTheModel: the streams' parameters the fit would take from
// the timing model's own streams (the stream kernels traced and timed by
// package perf; a compute unit's rate from two lengths) are the model's:
// hbm_efficiency from the full device's rate within 2%, cu_inflight from 8
// compute units' plateau times their round trip with 1 KiB in flight within
// 5%. It logs the rule Predict uses beside each rate.
func TestStreamFitOnTheModel(t *testing.T) {
	code := buildCode(t)
	p := perf.Default()
	stream := func(wgs, waves, window, loads int) perf.Subject {
		sub := microSubject(code, StreamKernel(window), uint32(64*waves), func(w *verify.Workload) ([]verify.ArgValue, error) {
			src, err := w.Alloc("kv", int64(wgs*waves*loads*streamLoadBytes))
			if err != nil {
				return nil, err
			}
			sums, err := w.Alloc("sums", int64(4*64*wgs*waves))
			if err != nil {
				return nil, err
			}
			st, err := w.Alloc("stamps", int64(16*wgs*waves))
			return []verify.ArgValue{verify.PtrArg(src), verify.I32Arg(int32(loads)), verify.I32Arg(int32(waves)), verify.PtrArg(sums), verify.PtrArg(st)}, err
		})
		build := sub.Build
		sub.Build = func(e *emu.Emulator, in *verify.Inputs) (*verify.Workload, error) {
			w, err := build(e, in)
			if err == nil {
				l := &w.Launches[0]
				l.Grid.X = uint32(wgs)
				l.Kernarg, err = verify.PackArgs(l.Kernel.Meta(), l.Grid, l.Block, verify.PtrArg(w.Ptr("kv")), verify.I32Arg(int32(loads)),
					verify.I32Arg(int32(waves)), verify.PtrArg(w.Ptr("sums")), verify.PtrArg(w.Ptr("stamps")))
			}
			return w, err
		}
		sub.BatchDim = []int{1} // the grid's x is workgroups, not sequences
		return sub
	}
	rate := func(wgs, waves, window int) float64 {
		n1, n2 := 4*window, 12*window
		a, b := modelClocks(t, stream(wgs, waves, window, n1), p), modelClocks(t, stream(wgs, waves, window, n2), p)
		got := float64(waves*(n2-n1)*streamLoadBytes) / ((b - a) / p.ClockGHz) // bytes a ns per CU
		t.Logf("%3d CUs x %d waves x %2d KiB in flight: model %7.2f GB/s a CU, Predict's rule %7.2f", wgs, waves, window, got,
			streamRate(&p, Stream{WGs: wgs, Waves: waves, Window: window}, int(p.CUs)))
		return got
	}
	full, plateau, one := rate(int(p.CUs), 8, 8), rate(fewCUs, 8, 32), rate(fewCUs, 1, 1)
	if eff := full * p.CUs * 1e9 / p.HBMBytesPerS; math.Abs(eff/p.HBMEfficiency-1) > 0.02 {
		t.Errorf("hbm_efficiency from the model's full-device stream: %.4f, the model's %.4f", eff, p.HBMEfficiency)
	}
	infl := plateau * (streamLoadBytes / one)
	t.Logf("cu_inflight from the model's streams: %.0f B (the model's %.0f)", infl, p.CUInflightBytes)
	if math.Abs(infl/p.CUInflightBytes-1) > 0.05 {
		t.Errorf("cu_inflight from the model's 8-CU streams: %.0f B, the model's %.0f", infl, p.CUInflightBytes)
	}
}
