package verify

import (
	"fmt"
	"math"
	"sync"

	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/num"
)

// RefOptions tunes a reference run. The zero value (or nil) is fine.
type RefOptions struct {
	// Workers is the number of goroutines (GOMAXPROCS when <= 0). Results do
	// not depend on it.
	Workers int
	// Progress, if set, is called with the number of KV tokens (of all 16
	// heads) each finished job covered; calls are serialized.
	Progress func(tokens int)
	// Model is the faithful reference's error model (DefaultErrorModel when nil).
	Model *ErrorModel
	// Waves, if > 0, replaces the config's waves per workgroup in the faithful
	// reference: 1 models a kernel (such as the seed) whose workgroup runs
	// one online softmax over all of a split's tiles.
	Waves int
	// ExactMax models a kernel whose running max is the exact max of the
	// scores so far, rescaling at every step (the seed kernel), instead of
	// mlagen's, which moves only on a jump past RescaleThreshold.
	ExactMax bool
}

// scheme is the softmax arithmetic the faithful reference follows.
type scheme struct {
	waves     int     // streams per workgroup
	threshold float32 // a tile max must exceed the running max by more than this to move it (0: exact max)
}

func (o *RefOptions) scheme(cfg mla.Config) scheme {
	sc := scheme{waves: cfg.Streams(), threshold: rescaleThreshold}
	if o != nil && o.Waves > 0 {
		sc.waves = o.Waves
	}
	if o != nil && o.ExactMax {
		sc.threshold = 0
	}
	return sc
}

func (o *RefOptions) workers() int {
	if o == nil {
		return 0
	}
	return o.Workers
}

// progress returns a serialized progress callback (a no-op without one).
func (o *RefOptions) progress() func(int) {
	if o == nil || o.Progress == nil {
		return func(int) {}
	}
	var mu sync.Mutex
	return func(n int) {
		mu.Lock()
		defer mu.Unlock()
		o.Progress(n)
	}
}

// e4m3F64 decodes fp8 codes to float64.
var e4m3F64 = func() (t [256]float64) {
	for c := range t {
		t[c] = float64(num.E4M3ToF32(uint8(c)))
	}
	return
}()

// exactChunkTokens is the number of tokens of one exact-reference job. It is
// fixed (not derived from the worker count), so the order of the float64
// merges, and hence the result, is too.
const exactChunkTokens = 2048

// exactPart is one chunk's softmax partial for 16 heads, in float64.
type exactPart struct {
	m, l [mla.NumHeads]float64
	acc  [mla.NumHeads][mla.VDim]float64
}

// Exact is the exact reference: attention in float64 on the dequantized
// inputs (q as its bf16 values; k and v = fp8 * kv_scale, the bf16 values, or
// e2m1 * 2^(e8m0-127), as in.Format says), softmax in
// float64 with natural exponentials, output [batch, 16, 512] in float64. A
// sequence without KV rows gets zeros. Work is split into fixed chunks of
// 2048 tokens of one sequence (all heads), run in parallel and merged in
// chunk order.
func Exact(in *Inputs, opt *RefOptions) []float64 {
	return ExactQ(in, nil, opt)
}

// ExactQ is Exact with the query values q ([batch, 16, 576], as the kernel
// under test sees them, e.g. an fp8 quantization of in.Q times its scale)
// in place of in.Q's bf16 values; a nil q means in.Q.
func ExactQ(in *Inputs, q []float64, opt *RefOptions) []float64 {
	out, _ := ExactQLSE(in, q, opt)
	return out
}

// ExactQLSE is ExactQ with the log-sum-exp of every (sequence, head) too,
// [batch, 16]: lse = ln sum_t exp(sm_scale * q.k_t) in float64 on the same
// inputs (k dequantized), -inf for a sequence without KV rows.
func ExactQLSE(in *Inputs, q []float64, opt *RefOptions) (out, lse []float64) {
	if q != nil && len(q) != len(in.Q) {
		panic(fmt.Sprintf("verify: ExactQ with %d query values for inputs with %d", len(q), len(in.Q)))
	}
	type job struct{ seq, t0, t1 int }
	var jobs []job
	first := make([]int, in.Batch()+1) // first job of each sequence
	for b, l := range in.KVLens {
		first[b] = len(jobs)
		for t := 0; t < l; t += exactChunkTokens {
			jobs = append(jobs, job{b, t, min(l, t+exactChunkTokens)})
		}
	}
	first[in.Batch()] = len(jobs)
	parts := make([]*exactPart, len(jobs))
	prob := in.problem()
	unit := float64(prob.kvUnit())
	scale := unit * float64(in.SMScale)
	report := opt.progress()
	forEach(len(jobs), opt.workers(), func(k int) {
		j := jobs[k]
		parts[k] = exactChunk(in, prob, q, j.seq, j.t0, j.t1, scale)
		report(j.t1 - j.t0)
	})

	out = make([]float64, in.OutLen())
	lse = make([]float64, in.Batch()*mla.NumHeads)
	for b := 0; b < in.Batch(); b++ {
		ps := parts[first[b]:first[b+1]]
		if len(ps) == 0 {
			for h := 0; h < mla.NumHeads; h++ {
				lse[b*mla.NumHeads+h] = math.Inf(-1) // log of an empty sum
			}
			continue // no KV rows: zeros
		}
		for h := 0; h < mla.NumHeads; h++ {
			m := math.Inf(-1)
			for _, p := range ps {
				m = max(m, p.m[h])
			}
			var l float64
			o := out[(b*mla.NumHeads+h)*mla.VDim:][:mla.VDim]
			for _, p := range ps {
				w := math.Exp(p.m[h] - m)
				l += w * p.l[h]
				for j := range o {
					o[j] += w * p.acc[h][j]
				}
			}
			f := unit / l
			for j := range o {
				o[j] *= f
			}
			lse[b*mla.NumHeads+h] = m + math.Log(l)
		}
	}
	return out, lse
}

// exactChunk computes tokens [t0, t1) of sequence b: per head the chunk max
// m, l = sum exp(s - m) and acc = sum exp(s - m) * v (v in kvUnit units: the
// fp8 form's kv_scale is applied once at the end).
func exactChunk(in *Inputs, prob *problem, qv []float64, b, t0, t1 int, scale float64) *exactPart {
	const D, V, H = mla.QKDim, mla.VDim, mla.NumHeads
	var q [H][D]float64
	q0 := int(in.QOIndptr[b]) * H * D
	for h := range q {
		for d := range q[h] {
			if qv != nil {
				q[h][d] = qv[q0+h*D+d]
			} else {
				q[h][d] = float64(num.BF16ToF32(in.Q[q0+h*D+d]))
			}
		}
	}
	n := t1 - t0
	rows := make([]float64, n*D)
	for i := 0; i < n; i++ {
		prob.kvRow(int(in.kvStart(b))+t0+i, rows[i*D:])
	}
	s := make([]float64, H*n)
	p := &exactPart{}
	for h := 0; h < H; h++ {
		p.m[h] = math.Inf(-1)
	}
	for i := 0; i < n; i++ {
		k := rows[i*D:][:D]
		for h := 0; h < H; h++ {
			v := dot576(q[h][:], k) * scale
			s[h*n+i] = v
			p.m[h] = max(p.m[h], v)
		}
	}
	for h := 0; h < H; h++ {
		acc := p.acc[h][:]
		for i := 0; i < n; i++ {
			w := math.Exp(s[h*n+i] - p.m[h])
			p.l[h] += w
			axpy(acc, w, rows[i*D:][:V])
		}
	}
	return p
}

// dot576 is a float64 dot product of two 576-vectors with four accumulators
// (a fixed order). For fp8 x fp8 products it is exact: products have at most
// 8 significant bits within 2^-18..2^18 and 576 of them need < 53 bits.
func dot576(a, b []float64) float64 {
	a, b = a[:mla.QKDim], b[:mla.QKDim]
	var s0, s1, s2, s3 float64
	for d := 0; d < mla.QKDim; d += 4 {
		x, y := a[d:d+4:d+4], b[d:d+4:d+4]
		s0 += x[0] * y[0]
		s1 += x[1] * y[1]
		s2 += x[2] * y[2]
		s3 += x[3] * y[3]
	}
	return (s0 + s1) + (s2 + s3)
}

// axpy adds w*x to acc (unrolled by 4; any tail is done one by one).
func axpy(acc []float64, w float64, x []float64) {
	n := len(acc) &^ 3
	x = x[:len(acc)]
	for j := 0; j < n; j += 4 {
		a, b := acc[j:j+4:j+4], x[j:j+4:j+4]
		a[0] += w * b[0]
		a[1] += w * b[1]
		a[2] += w * b[2]
		a[3] += w * b[3]
	}
	for j := n; j < len(acc); j++ {
		acc[j] += w * x[j]
	}
}

// axpy2 adds w*x to acc and w*y to acc2, in one pass.
func axpy2(acc, acc2 []float64, w float64, x, y []float64) {
	n := len(acc) &^ 3
	acc2, x, y = acc2[:len(acc)], x[:len(acc)], y[:len(acc)]
	for j := 0; j < n; j += 4 {
		a, b := acc[j:j+4:j+4], x[j:j+4:j+4]
		c, d := acc2[j:j+4:j+4], y[j:j+4:j+4]
		a[0] += w * b[0]
		a[1] += w * b[1]
		a[2] += w * b[2]
		a[3] += w * b[3]
		c[0] += w * d[0]
		c[1] += w * d[1]
		c[2] += w * d[2]
		c[3] += w * d[3]
	}
	for j := n; j < len(acc); j++ {
		acc[j] += w * x[j]
		acc2[j] += w * y[j]
	}
}
