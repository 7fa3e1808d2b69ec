package verify

import (
	"hash/fnv"
	"math"
	"runtime"
	"slices"
	"testing"

	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/num"
)

func inputsHash(in *Inputs) uint64 {
	h := fnv.New64a()
	h.Write(U16Bytes(in.Q))
	h.Write(in.KV)
	h.Write(F32Bytes([]float32{in.KVScale, in.SMScale}))
	h.Write(I32Bytes(in.QOIndptr))
	h.Write(I32Bytes(in.KVIndptr))
	return h.Sum64()
}

func TestInputsDeterministic(t *testing.T) {
	lens := []int{700, 1, 0, 257}
	prev := runtime.GOMAXPROCS(1)
	a := NewRaggedInputs(5, lens)
	runtime.GOMAXPROCS(4)
	b := NewRaggedInputs(5, lens)
	runtime.GOMAXPROCS(prev)
	if inputsHash(a) != inputsHash(b) {
		t.Fatal("inputs depend on GOMAXPROCS")
	}
	if c := NewRaggedInputs(6, lens); inputsHash(c) == inputsHash(a) {
		t.Fatal("inputs do not depend on the seed")
	}
	// Golden value: a change here means the inputs changed (e.g. math/rand/v2's
	// PCG or NormFloat64, or the stream keys), and with them every recorded
	// result.
	if got, want := inputsHash(NewInputs(1, 2, 300)), uint64(0x4916382839e0262b); got != want {
		t.Errorf("inputs of seed 1, 2x300 hash to %#x, want %#x", got, want)
	}
}

func TestInputsLayout(t *testing.T) {
	lens := []int{3, 0, 1, 70}
	in := NewRaggedInputs(2, lens)
	if in.Batch() != 4 || in.TotalKV() != 74 || in.OutLen() != 4*16*512 {
		t.Fatalf("batch %d, total kv %d, out %d", in.Batch(), in.TotalKV(), in.OutLen())
	}
	if !slices.Equal(in.QOIndptr, []int32{0, 1, 2, 3, 4}) || !slices.Equal(in.KVIndptr, []int32{0, 3, 3, 4, 74}) {
		t.Fatalf("indptr %v %v", in.QOIndptr, in.KVIndptr)
	}
	if len(in.Q) != 4*mla.NumHeads*mla.QKDim || len(in.KV) != 74*mla.QKDim {
		t.Fatalf("q %d kv %d", len(in.Q), len(in.KV))
	}
	if in.SMScale != float32(1.0/24) {
		t.Errorf("sm_scale %v", in.SMScale)
	}
	if s := in.String(); s != "ragged[3 0 1 70]" {
		t.Errorf("String = %q", s)
	}
	if s := NewInputs(1, 2, 5).String(); s != "2x5" {
		t.Errorf("String = %q", s)
	}
}

// The quantization follows the benchmark: the scale is a bf16 value, the
// largest |kv| maps to 448, q and the bf16 cache look standard normal, and
// the fp8 values dequantize to within half an fp8 step of the bf16 values.
func TestInputsQuantization(t *testing.T) {
	in := NewInputs(3, 3, 500)
	if num.BF16ToF32(num.F32ToBF16(in.KVScale)) != in.KVScale {
		t.Errorf("kv_scale %v is not a bf16 value", in.KVScale)
	}
	var amax uint16
	var sum, sum2 float64
	n := 0
	for b := 0; b < in.Batch(); b++ {
		for c := 0; c*KVChunkTokens < in.KVLens[b]; c++ {
			rows := min(KVChunkTokens, in.KVLens[b]-c*KVChunkTokens)
			row0 := int(in.KVIndptr[b]) + c*KVChunkTokens
			drawKV(in.Seed, in.Seqs[b], c, rows, func(j int, v uint16) {
				amax = max(amax, v&0x7FFF)
				x := float64(num.BF16ToF32(v))
				sum += x
				sum2 += x * x
				n++
				code := in.KV[row0*mla.QKDim+j]
				if code != QuantizeKV(v, in.KVScale) {
					t.Fatalf("kv code %#x, want %#x", code, QuantizeKV(v, in.KVScale))
				}
				deq := float64(num.E4M3ToF32(code)) * float64(in.KVScale)
				// Half a step of e4m3 (relative 2^-4), or half the subnormal
				// step 2^-10 * scale, plus the bf16 rounding of kv/scale.
				tol := math.Max(math.Abs(x)*(1.0/16+1.0/256), 0x1p-10*float64(in.KVScale)*1.01)
				if math.Abs(deq-x) > tol {
					t.Fatalf("kv %v dequantizes to %v", x, deq)
				}
			})
		}
	}
	want := num.BF16ToF32(num.F32ToBF16(num.BF16ToF32(amax) * float32(1.0/448)))
	if in.KVScale != want {
		t.Errorf("kv_scale %v, want bf16(amax/448) = %v", in.KVScale, want)
	}
	mean, sd := sum/float64(n), math.Sqrt(sum2/float64(n))
	if math.Abs(mean) > 0.01 || math.Abs(sd-1) > 0.01 {
		t.Errorf("bf16 kv: mean %v sd %v over %d draws", mean, sd, n)
	}
	found448 := false
	for _, c := range in.KV {
		if c&0x7F == 0x7F {
			t.Fatal("NaN code in the cache")
		}
		found448 = found448 || c&0x7F == 0x7E
	}
	if !found448 {
		t.Error("no element quantized to +-448")
	}
}

func TestQuantizeKV(t *testing.T) {
	bf := func(x float32) uint16 { return num.F32ToBF16(x) }
	scale := float32(1) // a scale of 1: kv/scale is kv
	for _, tc := range []struct {
		kv   float32
		want uint8
	}{
		{1, 0x38}, {-1, 0xB8}, {0, 0}, {448, 0x7E}, {1000, 0x7E}, {-1000, 0xFE},
		{1.0625, 0x38},    // bf16 exact midpoint of 1 and 1.125: to even, 1
		{1.0703125, 0x39}, // past the midpoint
	} {
		if got := QuantizeKV(bf(tc.kv), scale); got != tc.want {
			t.Errorf("QuantizeKV(%v) = %#x, want %#x", tc.kv, got, tc.want)
		}
	}
	// Double rounding, as PyTorch does it: kv/scale is rounded to bf16 first.
	// 1.1953125 / 1.0078125 = 1.18604.. rounds to bf16 1.1875, the midpoint
	// of e4m3 1.125 and 1.25, which goes to even: 1.25 (0x3A). A single
	// rounding of 1.18604.. would give 1.125 (0x39).
	if got := QuantizeKV(bf(1.1953125), 1.0078125); got != 0x3A {
		t.Errorf("double rounding: got %#x, want 0x3a", got)
	}
}

func TestSampledInputs(t *testing.T) {
	const seed, batch, kvLen = 9, 6, 300
	full := NewInputs(seed, batch, kvLen)
	seqs := SampleSequences(seed, batch, 2)
	if len(seqs) != 2 || !slices.IsSorted(seqs) || seqs[0] == seqs[1] {
		t.Fatalf("SampleSequences = %v", seqs)
	}
	if !slices.Equal(seqs, SampleSequences(seed, batch, 2)) {
		t.Fatal("SampleSequences is not deterministic")
	}
	if all := SampleSequences(seed, batch, 100); !slices.Equal(all, []int{0, 1, 2, 3, 4, 5}) {
		t.Fatalf("SampleSequences(n > batch) = %v", all)
	}
	s, err := NewSampledInputs(seed, batch, kvLen, seqs)
	if err != nil {
		t.Fatal(err)
	}
	if !s.Sampled() || s.FullBatch != batch || !slices.Equal(s.Seqs, seqs) {
		t.Fatalf("sampled inputs: %v %d %v", s.Sampled(), s.FullBatch, s.Seqs)
	}
	const qn = mla.NumHeads * mla.QKDim
	for i, b := range seqs {
		if !slices.Equal(s.Q[i*qn:(i+1)*qn], full.Q[b*qn:(b+1)*qn]) {
			t.Errorf("sampled sequence %d: q differs from the full shape's", b)
		}
		// The same bf16 rows, quantized with each batch's own scale.
		for c := 0; c*KVChunkTokens < kvLen; c++ {
			rows := min(KVChunkTokens, kvLen-c*KVChunkTokens)
			fo := (b*kvLen + c*KVChunkTokens) * mla.QKDim
			so := (i*kvLen + c*KVChunkTokens) * mla.QKDim
			drawKV(seed, b, c, rows, func(j int, v uint16) {
				if full.KV[fo+j] != QuantizeKV(v, full.KVScale) || s.KV[so+j] != QuantizeKV(v, s.KVScale) {
					t.Fatalf("sequence %d chunk %d value %d: kv rows differ", b, c, j)
				}
			})
		}
	}
	if _, err := NewSampledInputs(seed, batch, kvLen, []int{1, 1}); err == nil {
		t.Error("duplicate sampled sequences accepted")
	}
	if _, err := NewSampledInputs(seed, batch, kvLen, []int{6}); err == nil {
		t.Error("out-of-range sampled sequence accepted")
	}
}
