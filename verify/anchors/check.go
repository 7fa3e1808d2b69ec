package anchors

import (
	"fmt"
	"math"

	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/num"
	"github.com/mlagen/mlagen/verify"
)

// The tight bound.
//
// Neither reference kernel's internal rounding is known exactly (AITER's is
// hand-written asm; the seed's comes from its source and fast-math
// contractions), but both share one step that dominates their error: the
// softmax weights P are rounded to fp8 e4m3 before the P.V MFMA. Everything
// else is exact (fp8 x fp8 products), f32 (MFMA sums, exponentials to an
// ulp, rescaling) or the final bf16 rounding. The bound models that step.
//
// For one sequence and head, with scores s_t (t over the KV tokens, in the
// exact reference's float64 with the kernel's query values), m = max s_t,
// p_t = exp(s_t - m), l = sum p_t and the exact output o_d = sum p_t v_td / l:
//
//   - the kernel rounds each weight relative to its own running max m_k <= m,
//     i.e. p_t*exp(m - m_k) >= p_t; e4m3 rounds a normal value to within a
//     relative 2^-4 and a subnormal one (below 2^-6) to within 2^-10, so in
//     units of exp(s - m) the error of weight t is at most
//     r_t = max(2^-4 p_t, 2^-10);
//   - the numerator sum p_t v_td then errs by sum e_t v_td and the
//     denominator, if the kernel also sums the rounded weights, by sum e_t,
//     with |e_t| <= r_t;
//   - rounding errors of the thousands of different weights are treated as
//     independent and of zero mean, so by Hoeffding's inequality
//     |sum e_t v_td| exceeds K*sqrt(sum r_t^2 v_td^2) with probability at
//     most 2*exp(-K^2/2) (3e-8 for K = 6);
//
// giving the per-element bound
//
//	|out_d - o_d| <= K*(sqrt(sum r_t^2 v_td^2) + |o_d|*sqrt(sum r_t^2)) / l
//	                 + 2^-8*|o_d| + 2^-24
//
// (the 2^-8 term covers the bf16 output rounding, 2^-9 relative, and the
// f32 arithmetic; the last term an output of zero). It is a few times the
// typical error: over 1024 tokens it is about 0.4 x the output's RMS, so a
// kernel that drops one 128-token chunk of 1024, whose error is about as
// large everywhere, breaks it on many elements, while the benchmark's loose
// rule passes even an all-zero output at kv 8192.
const boundK = 6

// Errors is one output's comparison with the exact reference for the query
// values the kernel uses (verify.ExactQ) and with the tight bound.
type Errors struct {
	N         int
	NonFinite int // NaN, Inf or the poison (unwritten)

	RMS      float64 // of the exact output
	MaxAbs   float64 // max |out - exact| over the finite elements
	RMSErr   float64 // RMS of out - exact over the finite elements
	Mismatch float64 // the benchmark's mismatch fraction (non-finite elements mismatch)

	WorstRatio float64 // max |out - exact| / bound
	WorstIndex int
	Violations int // elements past the bound

	BenchmarkPass bool // the benchmark's loose rule (verify.Bench*)
	TightPass     bool // all finite and within the bound
}

// RelMax is MaxAbs over the exact output's RMS.
func (e Errors) RelMax() float64 { return e.MaxAbs / e.RMS }

// RelRMS is RMSErr over the exact output's RMS.
func (e Errors) RelRMS() float64 { return e.RMSErr / e.RMS }

func (e Errors) String() string {
	return fmt.Sprintf("max|err| %.3g (%.3g x RMS), RMS err %.3g x RMS, mismatch %.2f%% (benchmark rule %v), worst err/bound %.3f, %d past the bound, %d non-finite",
		e.MaxAbs, e.RelMax(), e.RelRMS(), 100*e.Mismatch, e.BenchmarkPass, e.WorstRatio, e.Violations, e.NonFinite)
}

// Check compares a kernel's bf16 output [batch, 16, 512] for in, computed
// with query values q ([batch, 16, 576]: SeedQ, or an AITER's Q()), with the
// exact reference for that q and the tight bound.
func Check(in *verify.Inputs, q []float64, out []uint16) Errors {
	exact := verify.ExactQ(in, q, nil)
	bound := Bound(in, q)
	e := Errors{N: len(out), WorstIndex: -1}
	var ss, se float64
	mism, fin := 0, 0
	for i, o := range out {
		x := float64(num.BF16ToF32(o))
		ex := exact[i]
		ss += ex * ex
		if o == verify.PoisonBF16 || math.IsNaN(x) || math.IsInf(x, 0) {
			e.NonFinite++
			mism++
			continue
		}
		fin++
		d := math.Abs(x - ex)
		se += d * d
		e.MaxAbs = max(e.MaxAbs, d)
		if d > verify.BenchATol+verify.BenchRTol*math.Abs(ex) {
			mism++
		}
		r := d / bound[i]
		if r > 1 {
			e.Violations++
		}
		if r > e.WorstRatio || e.WorstIndex < 0 {
			e.WorstRatio, e.WorstIndex = r, i
		}
	}
	if e.N > 0 {
		e.RMS = math.Sqrt(ss / float64(e.N))
		e.Mismatch = float64(mism) / float64(e.N)
	}
	if fin > 0 {
		e.RMSErr = math.Sqrt(se / float64(fin))
	}
	e.BenchmarkPass = e.Mismatch <= verify.BenchMaxMismatch
	e.TightPass = e.NonFinite == 0 && e.Violations == 0
	return e
}

// CheckRows is Check for inputs of any heads and query tokens
// (verify.Inputs.WithRows): the output [batch*q_len, heads, 512] and q are
// those of in's row blocks (Inputs.RowsView), each a 16-head, one-token
// problem on the KV rows its token sees.
func CheckRows(in *verify.Inputs, q []float64, out []uint16) Errors {
	return Check(in.RowsView(), q, out)
}

// Bound is the tight per-element bound (above) for in with query values q.
func Bound(in *verify.Inputs, q []float64) []float64 {
	const D, V, H = mla.QKDim, mla.VDim, mla.NumHeads
	kvs := float64(in.KVScale)
	scale := kvs * float64(in.SMScale)
	out := make([]float64, in.OutLen())
	var kv [256]float64
	for c := range kv {
		kv[c] = float64(num.E4M3ToF32(uint8(c)))
	}
	for b := 0; b < in.Batch(); b++ {
		n := in.KVLens[b]
		start := in.KVIndptr[b]
		if in.KVBeg != nil { // a RowsView's row block
			start = in.KVBeg[b]
		}
		rows := in.KV[int(start)*D:][:n*D]
		if n == 0 { // no KV rows: the output must be 0
			for i := range out[b*H*V : (b+1)*H*V] {
				out[b*H*V+i] = 1.0 / (1 << 24)
			}
			continue
		}
		for h := 0; h < H; h++ {
			qh := q[(int(in.QOIndptr[b])*H+h)*D:][:D]
			s := make([]float64, n)
			m := math.Inf(-1)
			for t := 0; t < n; t++ {
				k := rows[t*D:][:D]
				var dot float64
				for d := range qh {
					dot += qh[d] * kv[k[d]]
				}
				s[t] = dot * scale
				m = max(m, s[t])
			}
			var l, r2 float64
			num2 := make([]float64, V) // sum r_t^2 v_td^2
			o := make([]float64, V)    // sum p_t v_td
			for t := 0; t < n; t++ {
				p := math.Exp(s[t] - m)
				r := max(p/16, 1.0/1024)
				l += p
				r2 += r * r
				vr := rows[t*D:][:V]
				for d := range o {
					v := kv[vr[d]] * kvs
					o[d] += p * v
					num2[d] += r * r * v * v
				}
			}
			dst := out[(b*H+h)*V:][:V]
			for d := range dst {
				od := math.Abs(o[d] / l)
				dst[d] = boundK*(math.Sqrt(num2[d])+od*math.Sqrt(r2))/l + od/256 + 1.0/(1<<24)
			}
		}
	}
	return out
}
