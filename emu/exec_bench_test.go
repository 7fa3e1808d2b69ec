package emu

import (
	"testing"
	"time"

	"github.com/mlagen/mlagen/internal/testenv"
)

// BenchmarkSeedKernel runs the seed kernel at bs=4, kv=1024, one split and
// reports the emulator's speed in lane-instructions per second (64 per
// executed wave-instruction; see Stats).
func BenchmarkSeedKernel(b *testing.B) {
	_, co := testenv.Seed(b)
	in := newSeedInputs(7, 4, 1024)
	e, _ := New(WithLDSDMAOutOfRange(LDSDMASkip))
	runSeed(b, e, co, in, 1) // warm up, load
	s0 := e.Stats()
	b.ResetTimer()
	t0 := time.Now()
	for i := 0; i < b.N; i++ {
		runSeed(b, e, co, in, 1)
	}
	el := time.Since(t0).Seconds()
	s1 := e.Stats()
	b.ReportMetric(float64(s1.LaneInstructions-s0.LaneInstructions)/el, "lane-inst/s")
	b.ReportMetric(float64(s1.WaveInstructions-s0.WaveInstructions)/float64(b.N), "wave-inst/op")
}
