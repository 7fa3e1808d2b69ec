package verify

import (
	"math"

	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/num"
)

// Arith is the per-format part of the kernel arithmetic the faithful
// reference follows (docs/kernel.md, "KV formats"): which operands are
// rounded to which narrow format before the MFMAs. Everything else (f32
// scores in log2 units, the running max with its jump threshold, exp2, l on
// the unrounded p, the merges) is shared by every format.
type Arith struct {
	// QBF16: q's bf16 values are used as they are (bf16 MFMA); else q is
	// rounded to fp8 e4m3 (saturating) for QK. (The zero Arith is fp8's.)
	QBF16 bool
	// KFP8: K is rounded to fp8 (saturating) in registers before QK (a bf16
	// cache converted to fp8); else K's values are exact in the MFMA.
	KFP8 bool
	// VFP8: V is rounded to fp8 (saturating) before P.V; else exact. (An
	// MXFP4 V in fp8 is exact while its block's scale is 2^-8 .. 2^6.)
	VFP8 bool
	// PBF16: P is rounded to bf16 for P.V; else to fp8 e4m3.
	PBF16 bool
}

// DefaultArith is the arithmetic docs/kernel.md ("KV formats") designs for
// each format:
//   - fp8: q fp8, K and V fp8 as stored, P fp8 (today's kernels);
//   - bf16: q, K, V and P in bf16 on v_mfma_f32_16x16x32_bf16;
//   - mxfp4: q fp8 and K fp4 with its e8m0 scales on
//     v_mfma_scale_f32_16x16x128_f8f6f4 (exact products), V dequantized to
//     bf16 (exact: every e2m1 * 2^(e-127) is a bf16 value), P bf16, P.V on
//     v_mfma_f32_16x16x32_bf16 (the bf16 kernel's P.V).
func DefaultArith(f mla.KVMode) Arith {
	switch f {
	case mla.KVBF16:
		return Arith{QBF16: true, PBF16: true}
	case mla.KVMXFP4:
		return Arith{PBF16: true}
	}
	return Arith{}
}

// pFormat is P's narrow format: its rounding, spacing and the neighbours a
// rounding can flip to (BOUND.md, step 3).
type pFormat interface {
	// round returns P's narrow value and, for the flip term, the gap to the
	// neighbour the rounding flips to if p*(1+w) or p*(1-w) crosses a
	// midpoint (0 when neither does).
	round(p float32, w float64) (val, gap float64)
	// ambiguousGap bounds |round(p*f)/f - round(p)| over the scales f =
	// 2^a, |a| <= RescaleThreshold+1, at which a kernel whose running max
	// differs from the reference's may round p.
	ambiguousGap(p float64) float64
}

type pFP8 struct{}

func (pFP8) round(p float32, w float64) (float64, float64) {
	code := num.F32ToE4M3(p, true)
	return e4m3F64[code], flipGap(float64(p), code, w)
}

func (pFP8) ambiguousGap(p float64) float64 { return ambiguousGap(p) }

type pBF16 struct{}

func (pBF16) round(p float32, w float64) (float64, float64) {
	b := num.F32ToBF16(p)
	val := float64(num.BF16ToF32(b))
	// p >= 0: codes are ordered like magnitudes; the neighbours are b +- 1.
	var g float64
	if b < 0x7F7F {
		up := float64(num.BF16ToF32(b + 1))
		if float64(p)*(1+w) >= (val+up)/2 {
			g = up - val
		}
	}
	if b > 0 {
		down := float64(num.BF16ToF32(b - 1))
		if float64(p)*(1-w) <= (val+down)/2 {
			g = max(g, val-down)
		}
	}
	return val, g
}

func (pBF16) ambiguousGap(p float64) float64 {
	// Half a bf16 spacing at p, plus half the spacing at p*f brought back to
	// p's scale: at most p/128 for a normal p*f, the subnormal spacing 2^-133
	// scaled by up to 2^(threshold+1) below.
	return bf16ULP(p)/2 + max(p/128, math.Ldexp(1, -133+RescaleThreshold+1))/2
}

func (a Arith) pFormat() pFormat {
	if a.PBF16 {
		return pBF16{}
	}
	return pFP8{}
}

// fp8Value rounds x to fp8 e4m3 (saturating), as a float64.
func fp8Value(x float64) float64 { return e4m3F64[num.F64ToE4M3(x, true)] }

// query is step 1 for sequence b: q as the QK MFMA sees it, and each head's |q|.
// With a q_scale (a --q fp8s kernel), the fp8 q is f32(q * f32(1 / q_scale)).
func (a Arith) query(p *problem, b int) (q [mla.NumHeads][mla.QKDim]float64, qNorm [mla.NumHeads]float64) {
	const D, H = mla.QKDim, mla.NumHeads
	qrow := p.q[int(p.qo[b])*H*D:][:H*D]
	qinv := float32(1)
	if p.qScale != 0 {
		qinv = 1 / p.qScale
	}
	for h := range q {
		var n2 float64
		for d := range q[h] {
			x := num.BF16ToF32(qrow[h*D+d])
			if !a.QBF16 {
				q[h][d] = e4m3F64[num.F32ToE4M3(x*qinv, true)]
			} else {
				q[h][d] = float64(x)
			}
			n2 += q[h][d] * q[h][d]
		}
		qNorm[h] = math.Sqrt(n2)
	}
	return q, qNorm
}

// kvOperands fills K row t (576 values) and V row t (512 values) as the MFMAs
// see them, in kvUnit units.
func (a Arith) kvOperands(p *problem, t int, k, v []float64) {
	p.kvRow(t, k)
	if a.KFP8 {
		for i := range k[:mla.QKDim] {
			k[i] = fp8Value(k[i])
		}
	}
	for i := range v[:mla.VDim] {
		if a.VFP8 && !a.KFP8 {
			v[i] = fp8Value(k[i])
		} else {
			v[i] = k[i]
		}
	}
}
