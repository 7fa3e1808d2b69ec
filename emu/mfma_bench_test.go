package emu

import (
	"math/rand/v2"
	"testing"
)

// BenchmarkMFMA16x16x128 times the f8f6f4 MFMA core (32768 MACs).
func BenchmarkMFMA16x16x128(b *testing.B) {
	w := &wave{v: make([]lanes, 32)}
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 20; i++ {
		for l := range w.v[i] {
			w.v[i][l] = r.Uint32() & 0x7e7e7e7e
		}
	}
	x := &xinst{}
	x.src[0] = opnd{kind: okVGPR, n: 8, reg: 0}
	x.src[1] = opnd{kind: okVGPR, n: 8, reg: 8}
	x.src[2] = opnd{kind: okVGPR, n: 4, reg: 16}
	x.dst[0] = opnd{kind: okVGPR, n: 4, reg: 20}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		mfma16(w, x, 32, &e4m3F64, &e4m3F64)
	}
	b.ReportMetric(float64(b.N)*32768/b.Elapsed().Seconds()/1e9, "GMAC/s")
}
