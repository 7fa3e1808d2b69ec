package verify

import (
	"fmt"

	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/num"
)

// FromBF16 makes inputs from a given bf16 query q [batch, 16, 576] and bf16
// KV cache kv [total_kv, 576] (sequence b has kvLens[b] rows, in order), with
// softmax scale smScale, the cache in format f quantized as the benchmark
// does (as NewInputsFormat's; q_scale over q). Such inputs have 16 heads and
// one query token (WithRows refuses them other shapes: it would draw a new q).
func FromBF16(q, kv []uint16, kvLens []int, smScale float32, f mla.KVMode) (*Inputs, error) {
	b := len(kvLens)
	if len(q) != b*mla.NumHeads*mla.QKDim {
		return nil, fmt.Errorf("q has %d values, want %d sequences x %d heads x %d", len(q), b, mla.NumHeads, mla.QKDim)
	}
	in := &Inputs{KVLens: append([]int(nil), kvLens...), Seqs: make([]int, b), FullBatch: b, Format: f,
		SMScale: smScale, Q: append([]uint16(nil), q...), custom: true}
	in.QOIndptr = make([]int32, b+1)
	in.KVIndptr = make([]int32, b+1)
	for i, l := range kvLens {
		if l < 0 {
			return nil, fmt.Errorf("sequence %d: negative kv length %d", i, l)
		}
		in.Seqs[i] = i
		in.QOIndptr[i+1] = int32(i + 1)
		in.KVIndptr[i+1] = in.KVIndptr[i] + int32(l)
	}
	total := in.TotalKV()
	if len(kv) != total*mla.QKDim {
		return nil, fmt.Errorf("kv has %d values, want %d rows x %d", len(kv), total, mla.QKDim)
	}
	in.QScale = QuantScale(in.Q)
	switch f {
	case mla.KVBF16:
		in.KVBF16 = append([]uint16(nil), kv...)
	case mla.KVMXFP4:
		in.KVFP4 = make([]uint8, total*MXFP4RowBytes)
		in.KVScales = make([]uint8, total*MXFP4RowScales)
		for t := 0; t < total; t++ {
			quantizeMXFP4Row(kv[t*mla.QKDim:][:mla.QKDim], in.KVFP4[t*MXFP4RowBytes:][:MXFP4RowBytes], in.KVScales[t*MXFP4RowScales:][:MXFP4RowScales])
		}
	default:
		var amax uint16
		for _, v := range kv {
			amax = max(amax, v&0x7FFF)
		}
		in.KVScale = scaleOfAmax(amax)
		in.KV = make([]uint8, len(kv))
		for i, v := range kv {
			in.KV[i] = QuantizeKV(v, in.KVScale)
		}
	}
	return in, nil
}

// Special is a batch made for a purpose (DefaultSuite's sharp softmax and
// large query): its sequences' lengths and how its inputs are made from a
// seed's draws.
type Special struct {
	Name string // e.g. "sharp"
	Lens []int
	// make turns the benchmark's bf16 draws of a batch with these lengths
	// (q [batch, 16, 576], kv [total, 576]) into the batch's, in place, and
	// returns its sm_scale.
	make func(q, kv []uint16, kvIndptr []int32) float32
}

// Label names the batch in a verify table.
func (s *Special) Label() string { return fmt.Sprintf("%s(%d seq)", s.Name, len(s.Lens)) }

// Inputs makes the batch for seed, its cache in cfg's format.
func (s *Special) Inputs(seed uint64, cfg mla.Config) (*Inputs, error) {
	if cfg.Heads.Count() != mla.NumHeads || cfg.QLen.Count() != 1 {
		return nil, fmt.Errorf("the %s batch is made for kernels of %d heads and q_len 1, not %s", s.Name, mla.NumHeads, cfg.Name())
	}
	base := NewRaggedInputsFormat(seed, s.Lens, mla.KVBF16)
	q := append([]uint16(nil), base.Q...)
	kv := append([]uint16(nil), base.KVBF16...)
	sm := s.make(q, kv, base.KVIndptr)
	in, err := FromBF16(q, kv, s.Lens, sm, cfg.KV)
	if err != nil {
		return nil, err
	}
	in.Seed = seed
	return in, nil
}

// SharpBatch is a sharp softmax: sm_scale 1 (24 times the benchmark's), so
// scores spread over some 35 log2 units per standard deviation and the
// running max keeps jumping, by every size around the rescale threshold,
// long after a stream's first group; and "needles", late tokens whose key is
// a multiple of sign(q) of one head, whose score (about 1.5 * 460 natural
// units) exceeds every other by hundreds: that head's output is the
// needle's V, reached only by a jump of the running max deep into the
// sequence. A rescale that forgets l, or a threshold other than the
// kernels' (p past fp8's range, or rounded at another scale), fails here.
func SharpBatch() *Special {
	return &Special{Name: "sharp", Lens: []int{2700, 913}, make: func(q, kv []uint16, kvIndptr []int32) float32 {
		const D, H = mla.QKDim, mla.NumHeads
		needle := func(seq, head, pos int, a float32) {
			row := kv[(int(kvIndptr[seq])+pos)*D:][:D]
			qh := q[(seq*H+head)*D:][:D]
			for d := range row {
				x := a
				if num.BF16ToF32(qh[d]) < 0 {
					x = -a
				}
				row[d] = num.F32ToBF16(x)
			}
		}
		// Sequence 0: a needle for every third head in its last 700 tokens,
		// each later one larger; sequence 1: one in its last tile.
		for k, h := 0, 0; h < H; k, h = k+1, h+3 {
			needle(0, h, 2699-131*k, 1.25+0.05*float32(k))
		}
		needle(1, 7, 905, 1.5)
		return 1
	}}
}

// LargeQBatch is a query beyond fp8's range: in every head, 16 of the 576
// dims (8 latent, 8 rope) are ±450 .. ±2000, which the kernels' fp8
// conversion clamps to ±448 (docs/kernel.md, arithmetic step 1); the keys'
// values in those dims are 1/20 of a draw, so the clamped products keep the
// scores near the benchmark's spread. A missing clamp (NaN) or a wrong one
// (e4m3fnuz's 240) fails here.
func LargeQBatch() *Special {
	return &Special{Name: "large-q", Lens: []int{333, 77}, make: func(q, kv []uint16, kvIndptr []int32) float32 {
		const D = mla.QKDim
		var dims []int
		for i := 0; i < 8; i++ {
			dims = append(dims, 37+61*i, mla.VDim+3+7*i)
		}
		for r := 0; r < len(q)/D; r++ {
			for i, d := range dims {
				x := 450 + float32((r*31+i*17)%16)*100 // 450 .. 1950
				if (r+i)%2 == 1 {
					x = -x
				}
				q[r*D+d] = num.F32ToBF16(x)
			}
		}
		for t := 0; t < len(kv)/D; t++ {
			for _, d := range dims {
				kv[t*D+d] = num.F32ToBF16(num.BF16ToF32(kv[t*D+d]) / 20)
			}
		}
		return SMScale
	}}
}

// KernelQ is the query as cfg's kernel takes it by contract (docs/kernel.md,
// arithmetic step 1), [batch*q_len, heads, 576]: fp8 e4m3 of the bf16 q,
// saturating at ±448 (times 1/q_scale, and q_scale after, with --q fp8s), or
// the bf16 q itself (--q bf16, a bf16 cache). The exact reference of a
// batch whose q lies beyond fp8's range, or whose softmax is so sharp that
// q's rounding picks the winning token, is computed on it (CheckOptions.KernelQ).
func KernelQ(cfg mla.Config, in *Inputs) []float64 {
	out := make([]float64, len(in.Q))
	bf16 := cfg.Q == mla.QBF16 || cfg.KV == mla.KVBF16
	scale := float32(1)
	if cfg.Q == mla.QFP8Scaled {
		scale = in.QScale
	}
	inv := 1 / scale
	for i, v := range in.Q {
		x := num.BF16ToF32(v)
		if bf16 {
			out[i] = float64(x)
			continue
		}
		out[i] = e4m3F64[num.F32ToE4M3(x*inv, true)] * float64(scale)
	}
	return out
}
