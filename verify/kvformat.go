package verify

import (
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/num"
)

// Bytes per KV row of each tensor of the MXFP4 form.
const (
	MXFP4RowBytes   = mla.QKDim / 2           // 288
	MXFP4RowScales  = mla.QKDim / num.MXBlock // 18
	mxfp4VRowBlocks = mla.VDim / num.MXBlock  // 16: V's blocks are K's first 16
)

// KVRowBytes is the bytes of one KV row in format f, scales included: what a
// kernel reads per token (fp8 576, bf16 1152, mxfp4 288 + 18 = 306).
func KVRowBytes(f mla.KVMode) int {
	switch f {
	case mla.KVBF16:
		return 2 * mla.QKDim
	case mla.KVMXFP4:
		return MXFP4RowBytes + MXFP4RowScales
	}
	return mla.QKDim
}

// kvUnit is the factor that turns kvRow's values into the KV cache's real
// values: the per-tensor scale for fp8 (rows are fp8 values), 1 for the
// others (rows are the dequantized values themselves).
func (p *problem) kvUnit() float32 {
	if p.format == mla.KVFP8 {
		return p.kvScale
	}
	return 1
}

// kvRow writes the 576 values of KV row t as the exact reference sees them,
// in kvUnit units: the fp8 values, the bf16 values, or e2m1 * 2^(e8m0-127).
func (p *problem) kvRow(t int, dst []float64) {
	const D = mla.QKDim
	dst = dst[:D]
	switch p.format {
	case mla.KVBF16:
		for i, b := range p.kvBF16[t*D:][:D] {
			dst[i] = float64(num.BF16ToF32(b))
		}
	case mla.KVMXFP4:
		row := p.kvFP4[t*MXFP4RowBytes:][:MXFP4RowBytes]
		sc := p.kvScales[t*MXFP4RowScales:][:MXFP4RowScales]
		for blk, e := range sc {
			s := float64(num.E8M0ToF32(e))
			for i := 0; i < num.MXBlock; i += 2 {
				b := row[(blk*num.MXBlock+i)/2]
				dst[blk*num.MXBlock+i] = float64(num.E2M1ToF32(b)) * s
				dst[blk*num.MXBlock+i+1] = float64(num.E2M1ToF32(b>>4)) * s
			}
		}
	default:
		for i, c := range p.kv[t*D:][:D] {
			dst[i] = e4m3F64[c]
		}
	}
}

// quantizeMXFP4Row quantizes one bf16 KV row into its packed bytes and scales.
func quantizeMXFP4Row(row []uint16, packed, scales []uint8) {
	var x [num.MXBlock]float32
	for blk := range scales[:MXFP4RowScales] {
		for i := range x {
			x[i] = num.BF16ToF32(row[blk*num.MXBlock+i])
		}
		scales[blk] = num.QuantizeMXFP4Block(x[:], packed[blk*num.MXBlock/2:][:num.MXBlock/2])
	}
}
