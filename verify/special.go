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
func FromBF16(q, kv []uint16, kvLens []int, smScale float32, f KVFormat) (*Inputs, error) {
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
	case KVBF16:
		in.KVBF16 = append([]uint16(nil), kv...)
	case KVMXFP4:
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

// bf16Fill is n copies of the bf16 value of x.
func bf16Fill(n int, x float32) []uint16 {
	out := make([]uint16, n)
	b := num.F32ToBF16(x)
	for i := range out {
		out[i] = b
	}
	return out
}
