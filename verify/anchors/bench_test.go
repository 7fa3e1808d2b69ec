package anchors

import (
	"fmt"
	"testing"
	"time"

	"github.com/mlagen/mlagen/emu"
	"github.com/mlagen/mlagen/internal/testenv"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/verify"
)

// BenchmarkInEmulator runs both reference kernels on one sampled sequence of
// each benchmark shape (each kernel with its own split choice) in the
// emulator, and logs the comparison with the references once per shape:
//
//	go test -run '^$' -bench InEmulator -benchtime 1x -v ./verify/anchors
func BenchmarkInEmulator(b *testing.B) {
	_, aiterCode := testenv.AITER(b)
	_, seedCode := testenv.Seed(b)
	for _, s := range mla.BenchmarkShapes {
		in, err := verify.NewSampledInputs(1, s.Batch, s.KVLen, verify.SampleSequences(1, s.Batch, 1))
		if err != nil {
			b.Fatal(err)
		}
		for _, kernel := range []string{"aiter", "seed"} {
			b.Run(fmt.Sprintf("%s/%s", kernel, s), func(b *testing.B) {
				var e *emu.Emulator
				var w *verify.Workload
				var out func() ([]uint16, error)
				var q []float64
				var splits int
				if kernel == "aiter" {
					e, _ = emu.New(emu.WithInterleavedWaits(true))
					splits = AITERSplits(s.Batch, s.KVLen)
					a, err := NewAITER(e, aiterCode, in, splits)
					if err != nil {
						b.Fatal(err)
					}
					w, out, q = a.W, a.Output, a.Q()
				} else {
					e, _ = emu.New(emu.WithLDSDMAOutOfRange(emu.LDSDMASkip))
					splits = SeedSplits(s.Batch, s.KVLen)
					sd, err := NewSeed(e, seedCode, in, splits)
					if err != nil {
						b.Fatal(err)
					}
					w, out, q = sd.W, sd.Output, SeedQ(in)
				}
				defer w.Close()
				var d time.Duration
				for i := 0; i < b.N; i++ {
					t0 := time.Now()
					if err := w.Run(); err != nil {
						b.Fatal(err)
					}
					d += time.Since(t0)
				}
				o, err := out()
				if err != nil {
					b.Fatal(err)
				}
				st := e.Stats()
				b.ReportMetric(float64(st.WaveInstructions)/float64(b.N)/float64(s.KVLen), "wave-inst/token")
				b.Logf("%s %s [1 seq] splits %d: %v; %v per run", kernel, s, splits, Check(in, q, o), (d / time.Duration(b.N)).Round(time.Millisecond))
			})
		}
	}
}
