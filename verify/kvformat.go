package verify

import (
	"fmt"

	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/num"
)

// KVFormat is the form the KV cache reaches the kernel in: the benchmark's
// generate_input makes all three from one bf16 tensor (../shared/notes/task.md).
type KVFormat uint8

const (
	// KVFP8: e4m3fn codes [total_kv, 576] with one per-tensor f32 scale
	// (Inputs.KV, Inputs.KVScale).
	KVFP8 KVFormat = iota
	// KVBF16: the bf16 source itself, [total_kv, 576] (Inputs.KVBF16).
	KVBF16
	// KVMXFP4: e2m1 packed two per byte, element 2i in the low nibble,
	// [total_kv, 288] (Inputs.KVFP4), and one e8m0 scale per 32 values,
	// [total_kv, 18] (Inputs.KVScales). All 576 dims, rope included.
	KVMXFP4
)

// FormatOf is the KV format config c's kernels read (mla.KVMode's values
// are in KVFormat's order).
func FormatOf(c mla.Config) KVFormat { return KVFormat(c.KV) }

// KVFormats lists the formats in their canonical order.
var KVFormats = []KVFormat{KVFP8, KVBF16, KVMXFP4}

func (f KVFormat) String() string {
	switch f {
	case KVFP8:
		return "fp8"
	case KVBF16:
		return "bf16"
	case KVMXFP4:
		return "mxfp4"
	}
	return fmt.Sprintf("KVFormat(%d)", uint8(f))
}

// ParseKVFormat reads "fp8", "bf16" or "mxfp4".
func ParseKVFormat(s string) (KVFormat, error) {
	for _, f := range KVFormats {
		if f.String() == s {
			return f, nil
		}
	}
	return 0, fmt.Errorf("unknown KV format %q (want fp8, bf16 or mxfp4)", s)
}

// Bytes per KV row of each tensor of the MXFP4 form.
const (
	MXFP4RowBytes   = mla.QKDim / 2           // 288
	MXFP4RowScales  = mla.QKDim / num.MXBlock // 18
	mxfp4VRowBlocks = mla.VDim / num.MXBlock  // 16: V's blocks are K's first 16
)

// KVRowBytes is the bytes of one KV row in format f, scales included: what a
// kernel reads per token (fp8 576, bf16 1152, mxfp4 288 + 18 = 306).
func KVRowBytes(f KVFormat) int {
	switch f {
	case KVBF16:
		return 2 * mla.QKDim
	case KVMXFP4:
		return MXFP4RowBytes + MXFP4RowScales
	}
	return mla.QKDim
}

// kvUnit is the factor that turns kvRow's values into the KV cache's real
// values: the per-tensor scale for fp8 (rows are fp8 values), 1 for the
// others (rows are the dequantized values themselves).
func (p *problem) kvUnit() float32 {
	if p.format == KVFP8 {
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
	case KVBF16:
		for i, b := range p.kvBF16[t*D:][:D] {
			dst[i] = float64(num.BF16ToF32(b))
		}
	case KVMXFP4:
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
