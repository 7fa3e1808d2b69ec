package verify

import (
	"encoding/binary"
	"math"

	"github.com/mlagen/mlagen/mla"
)

// Device data is little-endian, as gfx950 is. These helpers turn host slices
// into the bytes CopyIn takes; Run, the bench and the examples share them.

// U16Bytes is v as little-endian bytes (bf16 bit patterns, for instance).
func U16Bytes(v []uint16) []byte {
	b := make([]byte, 2*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint16(b[2*i:], x)
	}
	return b
}

// I32Bytes is v as little-endian bytes.
func I32Bytes(v []int32) []byte {
	b := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(b[4*i:], uint32(x))
	}
	return b
}

// F32Bytes is v as little-endian bytes.
func F32Bytes(v []float32) []byte {
	b := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(x))
	}
	return b
}

// PoisonedBF16 is n bytes of PoisonBF16: an output buffer whose unwritten
// elements Compare reports.
func PoisonedBF16(n int64) []byte {
	b := make([]byte, n)
	for i := int64(0); i+1 < n; i += 2 {
		binary.LittleEndian.PutUint16(b[i:], PoisonBF16)
	}
	return b
}

// PoisonedF32 is n bytes of PoisonF32, for the workspace.
func PoisonedF32(n int64) []byte {
	b := make([]byte, n)
	for i := int64(0); i+3 < n; i += 4 {
		binary.LittleEndian.PutUint32(b[i:], PoisonF32)
	}
	return b
}

// DeviceData is the inputs' device buffers, keyed by their kernel argument
// names (mla.Config.DecodeArgs): q, kv (the cache in the inputs' format:
// fp8 codes, bf16 bits or packed e2m1), kv_scales (an MXFP4 cache's e8m0
// block scales), kv_scale, qo_indptr, kv_indptr, and q_scale (taken by --q
// fp8s kernels only). A bf16 or MXFP4 cache's kv_scale is 0 (its kernels
// never read it, and would output zeros if they did).
func (in *Inputs) DeviceData() map[string][]byte {
	kv := in.KV
	d := map[string][]byte{}
	switch in.Format {
	case mla.KVBF16:
		kv = U16Bytes(in.KVBF16)
	case mla.KVMXFP4:
		kv = in.KVFP4
		d["kv_scales"] = in.KVScales
	}
	for k, v := range map[string][]byte{
		"q":         U16Bytes(in.Q),
		"kv":        kv,
		"kv_scale":  F32Bytes([]float32{in.KVScale}),
		"q_scale":   F32Bytes([]float32{in.QScale}),
		"qo_indptr": I32Bytes(in.QOIndptr),
		"kv_indptr": I32Bytes(in.KVIndptr),
	} {
		d[k] = v
	}
	return d
}

// F32s reads little-endian f32 values.
func F32s(raw []byte) []float32 {
	out := make([]float32, len(raw)/4)
	for i := range out {
		out[i] = math.Float32frombits(binary.LittleEndian.Uint32(raw[4*i:]))
	}
	return out
}
