package anchors

import (
	"math"
	"os"
	"testing"
	"time"

	"github.com/mlagen/mlagen/emu"
	"github.com/mlagen/mlagen/internal/testenv"
	"github.com/mlagen/mlagen/num"
	"github.com/mlagen/mlagen/verify"
)

// runPS runs the persistent kernel on in and checks its output (exact
// reference for its fp8 query, the benchmark's rule, the tight bound).
func runPS(t *testing.T, code []byte, in *verify.Inputs, opt AITERPSOptions) (Errors, *AITERPS) {
	t.Helper()
	e, _ := emu.New(emu.WithInterleavedWaits(true))
	a, err := NewAITERPS(e, code, in, opt)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Close() })
	t0 := time.Now()
	if err := a.W.Run(); err != nil {
		t.Fatal(err)
	}
	d := time.Since(t0)
	out, err := a.Output()
	if err != nil {
		t.Fatal(err)
	}
	res := CheckRows(in, a.Q(), out)
	t.Logf("aiter _ps %v: %d works (at most %d per workgroup), %d split batches: %v; emulator %v, %d wave-instructions",
		in.KVLens, len(a.Meta.Works), a.Meta.MaxWorksPerWG(), splitBatches(a.Meta), res, d.Round(time.Millisecond), e.Stats().WaveInstructions)
	return res, a
}

func splitBatches(md *AITERMetadata) int {
	n := 0
	for t := 0; t+1 < len(md.ReduceIndptr); t++ {
		if md.ReduceIndptr[t+1]-md.ReduceIndptr[t] > 1 {
			n++
		}
	}
	return n
}

// AITER's persistent kernel on work lists built as the benchmark builds them,
// whole batches (the metadata depends on every sequence), uniform and ragged.
func TestAITERPersistentInEmulator(t *testing.T) {
	_, code := testenv.AITERCodeObject(t, testenv.AITERPSFile)
	cases := []struct {
		name string
		lens []int
		cus  int
	}{
		{"4x1024", []int{1024, 1024, 1024, 1024}, 0}, // 5 splits each, the massive merge
		{"ragged", []int{300, 700, 1000, 2915}, 0},   // 1, 3 (simple merge), 5 and 13 splits
		{"1x200", []int{200}, 0},                     // one split of 200 rows: the kernel writes the output
		// 5 clusters: 2 splits each, 8 works: workgroups 0-2 loop over two works
		{"ragged_5cus", []int{500, 1200, 900, 1500}, 5},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			in := verify.NewRaggedInputs(uint64(len(c.lens)*31+c.lens[0]), c.lens)
			res, _ := runPS(t, code, in, AITERPSOptions{CUs: c.cus})
			if !res.BenchmarkPass || !res.TightPass {
				t.Fatalf("fails: %v", res)
			}
		})
	}
}

// A work list that drops one 16-row block of a split batch fails the tight
// bound: the emulator runs what the list says, and the check sees it.
func TestAITERPersistentLostRangeFailsBound(t *testing.T) {
	_, code := testenv.AITERCodeObject(t, testenv.AITERPSFile)
	in := verify.NewRaggedInputs(7, []int{1024})
	e, _ := emu.New(emu.WithInterleavedWaits(true))
	a, err := NewAITERPS(e, code, in, AITERPSOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	// shorten work 2 by 64 rows on the device
	md := *a.Meta
	md.Works = append([]AITERWork(nil), md.Works...)
	md.Works[2].KVEnd -= 64
	md.Works[2].KVOffset += 64
	if err := e.CopyIn(a.W.Ptr("work_info_set"), verify.I32Bytes(md.WorkInts())); err != nil {
		t.Fatal(err)
	}
	if err := a.W.Run(); err != nil {
		t.Fatal(err)
	}
	out, err := a.Output()
	if err != nil {
		t.Fatal(err)
	}
	res := CheckRows(in, a.Q(), out)
	t.Logf("64 rows of 1024 dropped: %v", res)
	if res.TightPass {
		t.Fatalf("passes the tight bound: %v", res)
	}
	if !res.BenchmarkPass {
		t.Logf("(the benchmark's loose rule catches it too)")
	}
}

// aiterReduce returns AITER's stage-2 reduce compiled from its source
// (csrc/kernels/mla/reduce.cu) when $MLAGEN_AITER_REDUCE names the code
// object. AITER's source is not part of this repository and may not be
// copied into it, so CI has no such code object and the test skips there;
// docs/kernel.md ("AMD AITER's kernel in the emulator") says how it was
// built.
func aiterReduce(t *testing.T) []byte {
	t.Helper()
	p := os.Getenv("MLAGEN_AITER_REDUCE")
	if p == "" {
		t.Skip("AITER's reduce kernel is built from AITER's source, which is not here: set MLAGEN_AITER_REDUCE to its code object")
	}
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// The persistent decode and AITER's own stage-2 reduce (kn_mla_reduce_v1,
// compiled from its HIP source), both in the emulator, against the
// references; and the reduce's output against the host stand-in MergePS.
func TestAITERPersistentWithAITERReduce(t *testing.T) {
	_, code := testenv.AITERCodeObject(t, testenv.AITERPSFile)
	reduce := aiterReduce(t)
	for _, c := range []struct {
		name string
		lens []int
		cus  int
	}{
		{"4x1024", []int{1024, 1024, 1024, 1024}, 0},
		{"ragged", []int{300, 700, 1000, 2915}, 0},
		{"ragged_5cus", []int{500, 1200, 900, 1500}, 5},
	} {
		t.Run(c.name, func(t *testing.T) {
			in := verify.NewRaggedInputs(uint64(len(c.lens)*31+c.lens[0]), c.lens)
			res, a := runPS(t, code, in, AITERPSOptions{CUs: c.cus, Reduce: reduce})
			if !a.DeviceReduce || len(a.W.Launches) != 2 {
				t.Fatalf("%d launches", len(a.W.Launches))
			}
			if !res.BenchmarkPass || !res.TightPass {
				t.Fatalf("fails: %v", res)
			}
			dev, err := a.Output()
			if err != nil {
				t.Fatal(err)
			}
			a.DeviceReduce = false // the host stand-in over the same partials
			host, err := a.Output()
			if err != nil {
				t.Fatal(err)
			}
			diff, maxd := 0, 0.0
			for i := range dev {
				if dev[i] != host[i] {
					diff++
					maxd = max(maxd, math.Abs(float64(num.BF16ToF32(dev[i])-num.BF16ToF32(host[i]))))
				}
			}
			t.Logf("AITER's reduce vs MergePS: %d of %d bf16 outputs differ, by at most %g", diff, len(dev), maxd)
		})
	}
}
