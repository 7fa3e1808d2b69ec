package verify

import (
	"fmt"
	"math"
	"math/rand/v2"
	"sort"

	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/num"
)

// Inputs is one decode problem in the kernels' layout (docs/kernel.md), made
// the way the benchmark makes its inputs (../shared/notes/task.md):
//
//   - q and the bf16 KV cache are standard normal draws rounded to bf16;
//   - the KV cache is quantized per tensor to fp8 e4m3fn as the benchmark's
//     quantize_fp8 does it in PyTorch bf16 arithmetic:
//     amax = max(max|kv|, 1e-12) (a bf16 value),
//     scale = bf16(amax * f32(1/448)) (PyTorch divides a bf16 tensor by a
//     Python scalar as a multiplication by its f32 reciprocal, in f32, then
//     rounds to bf16), kv_scale = f32(scale),
//     fp8 = e4m3(clamp(bf16(f32(kv) / scale), -448, 448)) (the division is
//     rounded to bf16 first: bf16 / bf16 tensors give bf16). In exact
//     arithmetic this is the task's clamp(kv/scale) rounded to e4m3fn; the
//     intermediate bf16 rounding is what PyTorch does and is kept here;
//   - qo_indptr = arange(batch+1) (one query row per sequence), kv_indptr the
//     prefix sums of the per-sequence lengths, sm_scale = 1/sqrt(576).
//
// Determinism: every sequence's data comes from its own seeded streams, a
// PCG (math/rand/v2) seeded with (seed, key) where key names the tensor, the
// sequence's index in the full batch and, for the KV cache, a chunk of
// KVChunkTokens tokens. So the inputs depend only on the seed and the
// sequences' indices and lengths: not on GOMAXPROCS, not on the other
// sequences, and a sampled batch (NewSampledInputs) holds exactly the rows the
// full batch has for those sequences (before quantization: see there).
type Inputs struct {
	Seed   uint64
	KVLens []int // KV length of each sequence in the batch
	// Seqs is each sequence's index in the batch the data was drawn for:
	// 0..batch-1, or the sampled indices of NewSampledInputs.
	Seqs []int
	// FullBatch is the batch size of the shape the sequences were drawn from
	// (len(KVLens) unless sampled).
	FullBatch int

	Q []uint16 // bf16 bits [batch, 16, 576]
	// Format is the KV cache's form; only its tensors below are set.
	Format   mla.KVMode
	KV       []uint8  // KVFP8: fp8 e4m3fn codes [total_kv, 576]
	KVScale  float32  // KVFP8: per-tensor dequantization scale (a bf16 value)
	KVBF16   []uint16 // KVBF16: bf16 bits [total_kv, 576], the benchmark's source
	KVFP4    []uint8  // KVMXFP4: packed e2m1 [total_kv, 288], low nibble first
	KVScales []uint8  // KVMXFP4: e8m0 block scales [total_kv, 18]
	// QScale is the query's per-tensor fp8 scale, made as the benchmark's
	// reference quantizes q (QuantScale): the q_scale argument of --q fp8s
	// kernels; plain kernels take none.
	QScale   float32
	QOIndptr []int32 // [batch+1] = QLen * arange(batch+1)
	KVIndptr []int32 // [batch+1]
	SMScale  float32
	// Heads and QLen are the query heads and tokens per sequence (0: 16 and
	// 1): q is [batch*QLen, Heads, 576] (WithRows).
	Heads, QLen int
	// KVBeg, when set, is each sequence's first KV row, and KVIndptr only
	// gives the lengths: a RowsView's row blocks share their sequence's rows.
	KVBeg []int32
	// Rows, in a RowsView, says which row block of which sequence each of
	// its sequences is (nil otherwise).
	Rows *RowsInfo
	// custom: the data was given (FromBF16), not drawn from Seed's streams.
	custom bool
}

// KVChunkTokens is the number of KV rows drawn from one seeded stream.
const KVChunkTokens = 256

// SMScale is the benchmark's softmax scale, 1/sqrt(576), as the f32 the kernel
// receives.
var SMScale = float32(1 / math.Sqrt(mla.QKDim))

// Batch is the number of sequences.
func (in *Inputs) Batch() int { return len(in.KVLens) }

// TotalKV is the number of KV rows.
func (in *Inputs) TotalKV() int { return int(in.KVIndptr[len(in.KVIndptr)-1]) }

// OutLen is the number of bf16 output elements, batch*QLen*Heads*512.
func (in *Inputs) OutLen() int { return in.Batch() * in.qlen() * in.heads() * mla.VDim }

// Sampled reports whether the inputs are a sample of a larger batch.
func (in *Inputs) Sampled() bool { return in.FullBatch != len(in.KVLens) }

// String describes the inputs, e.g. "4x1024" or "3 of 256x8192" or
// "ragged[1 0 33 700]".
func (in *Inputs) String() string {
	uniform := len(in.KVLens) > 0
	for _, l := range in.KVLens {
		uniform = uniform && l == in.KVLens[0]
	}
	switch {
	case !uniform:
		return fmt.Sprintf("ragged%v", in.KVLens)
	case in.Sampled():
		return fmt.Sprintf("%d of %dx%d", len(in.KVLens), in.FullBatch, in.KVLens[0])
	default:
		return fmt.Sprintf("%dx%d", len(in.KVLens), in.KVLens[0])
	}
}

// NewInputs makes the inputs of shape batch x kvLen for a seed.
func NewInputs(seed uint64, batch, kvLen int) *Inputs {
	return NewInputsFormat(seed, batch, kvLen, mla.KVFP8)
}

// NewInputsFormat is NewInputs with the KV cache in format f. Every format is
// made from the same bf16 draws, so the formats of one seed and shape are the
// same problem quantized three ways, as the benchmark's generate_input does.
func NewInputsFormat(seed uint64, batch, kvLen int, f mla.KVMode) *Inputs {
	lens := make([]int, batch)
	for i := range lens {
		lens[i] = kvLen
	}
	return NewRaggedInputsFormat(seed, lens, f)
}

// NewRaggedInputs makes inputs with a KV length per sequence (0 allowed: the
// contract gives such a sequence an all-zero output).
func NewRaggedInputs(seed uint64, kvLens []int) *Inputs {
	return NewRaggedInputsFormat(seed, kvLens, mla.KVFP8)
}

// NewRaggedInputsFormat is NewRaggedInputs with the KV cache in format f.
func NewRaggedInputsFormat(seed uint64, kvLens []int, f mla.KVMode) *Inputs {
	seqs := make([]int, len(kvLens))
	for i := range seqs {
		seqs[i] = i
	}
	return generate(seed, seqs, append([]int(nil), kvLens...), len(kvLens), f)
}

// NewSampledInputs makes the inputs of only the sequences seqs (distinct
// indices in 0..batch-1, e.g. from SampleSequences) of shape batch x kvLen,
// in the given order. Each sequence's q and bf16 KV rows are exactly those
// the full shape has; the per-tensor fp8 scale, though, is computed over the
// sampled rows only, so the fp8 codes can differ from the full shape's by the
// ratio of the two scales (amax over fewer rows is a little smaller). The
// sample is exactly the problem a kernel sees when the batch consists of
// these sequences, which is what is checked.
func NewSampledInputs(seed uint64, batch, kvLen int, seqs []int) (*Inputs, error) {
	return NewSampledInputsFormat(seed, batch, kvLen, seqs, mla.KVFP8)
}

// NewSampledInputsFormat is NewSampledInputs with the KV cache in format f.
func NewSampledInputsFormat(seed uint64, batch, kvLen int, seqs []int, f mla.KVMode) (*Inputs, error) {
	seen := map[int]bool{}
	for _, s := range seqs {
		if s < 0 || s >= batch || seen[s] {
			return nil, fmt.Errorf("sampled sequence %d: want distinct indices in 0..%d", s, batch-1)
		}
		seen[s] = true
	}
	lens := make([]int, len(seqs))
	for i := range lens {
		lens[i] = kvLen
	}
	return generate(seed, append([]int(nil), seqs...), lens, batch, f), nil
}

// SampleSequences picks n distinct sequence indices of 0..batch-1 (all of
// them when n >= batch), sorted, from a stream seeded by seed.
func SampleSequences(seed uint64, batch, n int) []int {
	if n >= batch {
		n = batch
	}
	r := rand.New(rand.NewPCG(seed, streamKey(keySample, 0, 0)))
	picked := r.Perm(batch)[:n]
	sort.Ints(picked)
	return picked
}

// Stream keys: what a PCG stream draws.
const (
	keyQ      = 1
	keyKV     = 2
	keySample = 3
	keyRagged = 6 // 4 and 5 seed the faithful reference's variants
)

// streamKey mixes (kind, seq, chunk) into the second PCG seed word
// (splitmix64's finalizer), so that streams of neighbouring sequences and
// chunks are unrelated.
func streamKey(kind, seq, chunk int) uint64 {
	z := uint64(kind)<<56 ^ uint64(seq)<<24 ^ uint64(chunk)
	z += 0x9E3779B97F4A7C15
	z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
	z = (z ^ z>>27) * 0x94D049BB133111EB
	return z ^ z>>31
}

// normalBF16 draws one standard normal rounded to bf16 (drawn in f32 first, as
// torch.randn in bf16 does).
func normalBF16(r *rand.Rand) uint16 { return num.F32ToBF16(float32(r.NormFloat64())) }

// drawKV draws the bf16 KV values of rows rows of chunk chunk of sequence
// seq (index in the full batch), calling f with each value's index in the
// chunk.
func drawKV(seed uint64, seq, chunk, rows int, f func(j int, v uint16)) {
	r := rand.New(rand.NewPCG(seed, streamKey(keyKV, seq, chunk)))
	n := rows * mla.QKDim
	for j := 0; j < n; j++ {
		f(j, normalBF16(r))
	}
}

// kvChunk is one stream's worth of KV rows.
type kvChunk struct {
	seqIdx int // index in Inputs (row of KVLens)
	chunk  int
	row0   int // first KV row in the flat cache
	rows   int
}

func generate(seed uint64, seqs, lens []int, fullBatch int, f mla.KVMode) *Inputs {
	in := &Inputs{Seed: seed, KVLens: lens, Seqs: seqs, FullBatch: fullBatch, SMScale: SMScale, Format: f}
	b := len(lens)
	in.QOIndptr = make([]int32, b+1)
	in.KVIndptr = make([]int32, b+1)
	for i, l := range lens {
		if l < 0 {
			panic(fmt.Sprintf("verify: negative kv length %d", l))
		}
		in.QOIndptr[i+1] = int32(i + 1)
		in.KVIndptr[i+1] = in.KVIndptr[i] + int32(l)
	}
	in.Q = make([]uint16, b*mla.NumHeads*mla.QKDim)
	forEach(b, 0, func(i int) {
		r := rand.New(rand.NewPCG(seed, streamKey(keyQ, seqs[i], 0)))
		row := in.Q[i*mla.NumHeads*mla.QKDim : (i+1)*mla.NumHeads*mla.QKDim]
		for j := range row {
			row[j] = normalBF16(r)
		}
	})

	in.QScale = QuantScale(in.Q)

	var chunks []kvChunk
	for i, l := range lens {
		for c := 0; c*KVChunkTokens < l; c++ {
			chunks = append(chunks, kvChunk{i, c, int(in.KVIndptr[i]) + c*KVChunkTokens, min(KVChunkTokens, l-c*KVChunkTokens)})
		}
	}
	draw := func(ch kvChunk, f func(j int, v uint16)) {
		drawKV(seed, seqs[ch.seqIdx], ch.chunk, ch.rows, f)
	}
	switch f {
	case mla.KVBF16:
		in.KVBF16 = make([]uint16, in.TotalKV()*mla.QKDim)
		forEach(len(chunks), 0, func(k int) {
			ch := chunks[k]
			dst := in.KVBF16[ch.row0*mla.QKDim:]
			draw(ch, func(j int, v uint16) { dst[j] = v })
		})
		return in
	case mla.KVMXFP4:
		// Per row and block of 32 (dynamic_mxfp4_quant on [total_kv, 576]):
		// no tensor-wide pass.
		in.KVFP4 = make([]uint8, in.TotalKV()*MXFP4RowBytes)
		in.KVScales = make([]uint8, in.TotalKV()*MXFP4RowScales)
		forEach(len(chunks), 0, func(k int) {
			ch := chunks[k]
			rows := make([]uint16, ch.rows*mla.QKDim)
			draw(ch, func(j int, v uint16) { rows[j] = v })
			for r := 0; r < ch.rows; r++ {
				t := ch.row0 + r
				quantizeMXFP4Row(rows[r*mla.QKDim:][:mla.QKDim], in.KVFP4[t*MXFP4RowBytes:][:MXFP4RowBytes],
					in.KVScales[t*MXFP4RowScales:][:MXFP4RowScales])
			}
		})
		return in
	}
	// Pass 1: amax of the bf16 cache. The cache is drawn twice rather than
	// kept: at 256x8192 it would be 2.4 GB of bf16.
	amaxes := make([]uint16, len(chunks)) // |bf16| bits order like magnitudes
	forEach(len(chunks), 0, func(k int) {
		var m uint16
		draw(chunks[k], func(_ int, v uint16) { m = max(m, v&0x7FFF) })
		amaxes[k] = m
	})
	var amaxBits uint16
	for _, m := range amaxes {
		amaxBits = max(amaxBits, m)
	}
	scale := scaleOfAmax(amaxBits)
	in.KVScale = scale

	// Pass 2: quantize.
	in.KV = make([]uint8, in.TotalKV()*mla.QKDim)
	forEach(len(chunks), 0, func(k int) {
		ch := chunks[k]
		dst := in.KV[ch.row0*mla.QKDim : (ch.row0+ch.rows)*mla.QKDim]
		draw(ch, func(j int, v uint16) { dst[j] = QuantizeKV(v, scale) })
	})
	return in
}

// scaleOfAmax is the benchmark's per-tensor fp8 scale of a bf16 tensor whose
// largest magnitude has bits amaxBits, in PyTorch's bf16 arithmetic:
// bf16(max(amax, 1e-12) * f32(1/448)).
func scaleOfAmax(amaxBits uint16) float32 {
	amax := max(num.BF16ToF32(amaxBits), num.BF16ToF32(num.F32ToBF16(1e-12)))
	return num.BF16ToF32(num.F32ToBF16(amax * float32(1.0/448)))
}

// QuantScale is the per-tensor fp8 scale of the bf16 tensor q, as the
// benchmark's reference makes q_scale (the same quantization as the KV
// cache's: amax(|q|)/448 in bf16 arithmetic).
func QuantScale(q []uint16) float32 {
	var m uint16
	for _, v := range q {
		m = max(m, v&0x7FFF)
	}
	return scaleOfAmax(m)
}

// QuantizeKV is the benchmark's fp8 quantization of one bf16 KV value with
// scale (a bf16 value): e4m3(clamp(bf16(kv / scale), -448, 448)).
func QuantizeKV(kv uint16, scale float32) uint8 {
	y := num.BF16ToF32(num.F32ToBF16(num.BF16ToF32(kv) / scale))
	y = max(-448, min(448, y))
	return num.F32ToE4M3(y, true)
}
