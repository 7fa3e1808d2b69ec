package verify

import (
	"math"
	"math/rand/v2"
	"sort"

	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/num"
	"github.com/mlagen/mlagen/plan"
)

// FaithfulOut is the faithful reference's result for one config.
type FaithfulOut struct {
	Config mla.Config
	Model  ErrorModel
	// Out is the bf16 output a kernel computing exactly as modelled writes.
	Out []uint16
	// Pre is Out before the final bf16 rounding (f32).
	Pre []float32
	// Bound is, per element, the largest |kernel output - Pre| a correct
	// kernel can produce (BOUND.md); the strict check fails beyond it.
	Bound []float64
	// Parts, with more than one split, is what the decode kernel writes to
	// the workspace (nil with one split).
	Parts *Partials
	// LSE is the log-sum-exp an --lse kernel computing exactly as modelled
	// writes, f32 [batch, 16] in natural-log units: f32(f32(M + log2 L) *
	// f32(ln 2)) from the merged max M and sum L (log2 units), -inf for a
	// sequence without KV rows. LSEBound is, per element, the largest
	// |kernel lse - LSE| a correct kernel can produce (BOUND.md, "The
	// LSE"); 0 for -inf, which must be exact. Both are computed for every
	// config; only an --lse kernel's run is compared with them.
	LSE      []float32
	LSEBound []float64
}

// Partials is the faithful decode kernel's split partials, one row per
// (sequence, head, split) in the workspace's order (mla/abi.go: row r =
// (seq*16 + head)*S + split), with the bounds a correct kernel keeps within
// (BOUND.md, "The partials"). The bounds are at the reference's scale; the
// comparison rescales reference and bounds to the kernel's own m
// (ComparePartials).
type Partials struct {
	Splits int
	Empty  []bool    // the split has no tokens: m = -inf, l = 0, acc unwritten
	M, L   []float32 // the running max (log2 units) and the sum of p
	Acc    []float32 // [rows][512]: the unnormalized P.V sum
	// MBound is the largest |m_kernel - M|; LBound and AccBound bound
	// |l_kernel - L| and |acc_kernel - Acc| at the reference's scale.
	MBound, LBound []float64
	AccBound       []float64 // [rows][512]
	// PartialSeq, for a persistent kernel, is each partial's sequence: its
	// row partial*16 + head (nil: the static layout above).
	PartialSeq []int
}

// Faithful is the faithful reference: the arithmetic of docs/kernel.md for
// cfg, step by step in f32 with the kernel's roundings (q to fp8, f32 scores
// in log2 units, per-tile running max over each wave's tiles of cfg.Tile
// tokens, p = exp2 in f32, P rounded to fp8 for P.V while l sums the
// unrounded p, the merge of the waves' and the splits' partials, bf16 output
// with round-to-nearest-even). Where the kernel's summation order is
// unspecified (MFMA sums, cross-lane sums, the merges' sums) it accumulates
// in float64 and rounds once to f32:
//   - the QK dot: exact (fp8 products summed in float64 are exact), rounded
//     to f32 once;
//   - a tile's P.V: f32(f32(acc*r) + float64 sum over the tile);
//   - l: f32(f32(l*r) + float64 sum of the tile's f32 p);
//   - the merges: the workgroup's merge of its waves and the reduce
//     kernel's merge of the splits are taken as one merge of every wave's
//     stream, L = f32(float64 sum of f32(l_s*w_s)), o = f32(float64 sum of
//     w_s*acc_s), with the two levels' extra roundings in the bound.
//
// exp2 is correctly rounded to f32 (the hardware is within 1 ULP), with
// results below 2^-126 flushed to zero as v_exp_f32 does.
//
// Alongside it computes Bound (BOUND.md). Jobs are (sequence, split) pairs
// (one decode workgroup each), run in parallel; the merge runs per sequence
// in split and wave order, so the result does not depend on the worker count.
func Faithful(cfg mla.Config, in *Inputs, opt *RefOptions) *FaithfulOut {
	return faithful(cfg, in.problem(), opt, nil)
}

// ErrorModel states what the bound assumes about the arithmetic the kernel
// document leaves unspecified (BOUND.md).
type ErrorModel struct {
	// DotRoundings is k in |dot_kernel - dot_exact| <= k * 2^-24 * sum_d
	// |q_d * k_d| for the 576-term QK dot accumulated by MFMA.
	DotRoundings float64
	// MFMARoundings is k in |D - (C + sum of products)| <= k * 2^-24 *
	// (|C| + sum |products|) for one MFMA instruction (P.V).
	MFMARoundings float64
}

// DefaultErrorModel: every MFMA instruction adds at most two roundings' worth
// of error relative to the magnitudes it sums ("fused MACs, a few ULP");
// the QK dot is at most 18 chained 32-deep MFMA steps (K=32 fp8 MFMA; the
// K=128 one chains 5), so 2 x 18 = 36.
var DefaultErrorModel = ErrorModel{DotRoundings: 2 * mla.QKDim / 32, MFMARoundings: 2}

// problem is the raw kernel inputs: what Run copies to the device and what a
// fake kernel reads back from it.
type problem struct {
	q        []uint16
	kv       []uint8
	kvScale  float32
	smScale  float32
	qo, kvip []int32
	// The other KV formats (kv and kvScale are the fp8 form's).
	format   mla.KVMode
	arith    Arith // the kernel's arithmetic for format
	kvBF16   []uint16
	kvFP4    []uint8
	kvScales []uint8
	// qScale is the query's per-tensor scale of a --q fp8s kernel (q_scale):
	// q is converted to fp8 as q * f32(1/qScale) and qScale joins the
	// scores' scale. 0: plain fp8 q (faithful clears it for other configs).
	qScale float32
	// kvBeg, when set, is each sequence's first KV row (kvip then gives
	// only the lengths: Inputs.KVBeg).
	kvBeg []int32
	// rows names a RowsView's row blocks (nil: plain inputs).
	rows *RowsInfo
}

// splitLen is the KV length cfg's kernel cuts into splits for sequence b
// (SplitLen).
func (p *problem) splitLen(cfg mla.Config, b int) int { return SplitLen(cfg, p.rows, b, p.kvLen(b)) }

func (in *Inputs) problem() *problem {
	return &problem{q: in.Q, kv: in.KV, kvScale: in.KVScale, smScale: in.SMScale, qo: in.QOIndptr, kvip: in.KVIndptr,
		format: in.Format, arith: DefaultArith(in.Format), kvBF16: in.KVBF16, kvFP4: in.KVFP4, kvScales: in.KVScales, qScale: in.QScale, kvBeg: in.KVBeg, rows: in.Rows}
}

func (p *problem) batch() int      { return len(p.kvip) - 1 }
func (p *problem) kvLen(b int) int { return int(p.kvip[b+1] - p.kvip[b]) }

// kvStart is sequence b's first row in the KV cache.
func (p *problem) kvStart(b int) int {
	if p.kvBeg != nil {
		return int(p.kvBeg[b])
	}
	return int(p.kvip[b])
}

// variant alters the faithful arithmetic: the tests build broken kernels and
// perturbed (still correct) ones from it. nil is the faithful kernel.
type variant struct {
	qkDims   int                             // dims in the QK dot (0 = all 576)
	skipTile func(seq, split, tile int) bool // tiles the kernel never processes
	// extraToken counts one token past the end of a split's partial last
	// tile (an off-by-one mask); its K and V rows read as zero.
	extraToken bool
	seed       uint64 // seeds each job's rand for the hooks below
	dot        func(r *rand.Rand, q, k []float64, dims int) float32
	exp2       func(r *rand.Rand, x float32) float32
	sum        func(r *rand.Rand, terms []float64) float32 // f32 sum in some order
	// Broken LSE outputs: in log2 units (no ln 2), or from a merge that
	// leaves out the last split.
	lseBase2, lseDropSplit bool
	// qScaleUnfolded: a --q fp8s kernel that scales q by 1/q_scale but
	// leaves q_scale out of the scores' scale.
	qScaleUnfolded bool
}

const (
	u32      = 0x1p-24 // unit roundoff of f32
	log2e32  = float32(1.442695041)
	expULP   = 1.5 * 0x1p-23 // kernel's v_exp_f32 (1 ULP) against a correctly rounded exp2 (0.5 ULP)
	boundPad = 1 + 0x1p-10   // covers the second-order terms the bound's sums drop
)

// negHuge is the kernels' MLA_NEG: an empty running max, a masked score.
var negHuge = float32(math.Inf(-1))

// scoreScale is the problem's c: scoreScale of (sm_scale, kv_scale), with
// q_scale folded in as f32(f32(f32(sm_scale*kv_scale)*q_scale)*1.442695041f)
// for a --q fp8s kernel.
func (p *problem) scoreScale() float32 {
	if p.qScale != 0 {
		return float32(float32(float32(p.smScale*p.kvUnit())*p.qScale) * log2e32)
	}
	return scoreScale(p.smScale, p.kvUnit())
}

// scoreScale is c = f32(f32(sm_scale*kv_scale)*1.442695041f).
func scoreScale(smScale, kvScale float32) float32 {
	return float32(float32(smScale*kvScale) * log2e32)
}

// exp2f32 is a correctly rounded f32 exp2 with v_exp_f32's flush of
// denormal results.
func exp2f32(x float32) float32 {
	if x < -150 {
		return 0
	}
	v := float32(math.Exp2(float64(x)))
	if v < 0x1p-126 {
		return 0
	}
	return v
}

// splitPart is one (sequence, split) workgroup's result for all heads: the
// kernel's m, l, acc plus the bound's bookkeeping, all in the split's final
// scale (rescaled by the same r as acc).
type splitPart struct {
	empty  bool
	m, l   [mla.NumHeads]float32
	acc    [mla.NumHeads][mla.VDim]float32
	absAcc [mla.NumHeads][mla.VDim]float64  // sum of fp8(p)*|v|
	lErr   [mla.NumHeads]float64            // sum of p*e: p's largest relative difference from the kernel's (BOUND.md)
	flip   [mla.NumHeads]*[mla.VDim]float64 // sum of gap*|v| over tokens whose fp8(p) may flip; nil if none
	dsMax  [mla.NumHeads]float64            // largest score uncertainty (log2 units) in the split
	incr   [mla.NumHeads]float64            // total increase of the running max after the first tile
	amb    [mla.NumHeads]bool               // a move of the running max was within the uncertainty
	spread [mla.NumHeads]float64            // merged waves: the largest M - m_w of a wave with tokens
	tiles  int
	tokens int
}

// e4m3 neighbour tables for nonnegative codes 0..0x7E: the midpoints to the
// codes below and above and the gaps.
var e4m3MidDown, e4m3MidUp [0x7F]float64

func init() {
	for c := 0; c < 0x7F; c++ {
		v := e4m3F64[c]
		e4m3MidDown[c], e4m3MidUp[c] = math.Inf(-1), math.Inf(1)
		if c > 0 {
			e4m3MidDown[c] = (e4m3F64[c-1] + v) / 2
		}
		if c < 0x7E {
			e4m3MidUp[c] = (e4m3F64[c+1] + v) / 2
		}
	}
}

// RescaleThreshold is how far (log2 units) a group's max score must exceed
// the running max to move it, as docs/kernel.md specifies the kernels
// (arithmetic step 4). It is the reference's own: written here, not read
// from mla.RescaleThreshold (which the templates take), so that a wrong
// value there moves the kernels and not their reference with them, and
// verify's sharp batch (SharpBatch) shows it. TestRescaleThresholdAgrees
// says when the two differ.
const RescaleThreshold = 8

// rescaleThreshold is RescaleThreshold as the kernels' f32 constant.
const rescaleThreshold = float32(RescaleThreshold)

// ambiguousGap bounds |fp8(p*f)/f - fp8(p)| over the scales f = 2^a, |a| <=
// RescaleThreshold+1, at which a kernel whose running max differs from the
// reference's may round p: half an fp8 spacing at p, plus half the spacing
// at p*f brought back to p's scale: at most p/8 for a normal p*f, and the
// subnormal spacing 2^-9 scaled by up to 2^(threshold+1).
func ambiguousGap(p float64) float64 {
	return e4m3Spacing(p)/2 + max(p/8, math.Ldexp(1, -9+RescaleThreshold+1))/2
}

// e4m3Spacing is the distance between fp8 e4m3 values at magnitude x >= 0.
func e4m3Spacing(x float64) float64 {
	if x < 0x1p-6 {
		return 0x1p-9
	}
	_, e := math.Frexp(x) // x = f * 2^e, f in [0.5, 1)
	return math.Ldexp(1, e-1-3)
}

// flipGap returns how far fp8(p') can be from fp8(p) = code c for any p'
// within relative distance w of p >= 0: 0 when the interval does not reach a
// rounding midpoint, else the gap to the neighbouring code it reaches.
func flipGap(p float64, c uint8, w float64) float64 {
	var g float64
	if p*(1+w) >= e4m3MidUp[c] {
		g = e4m3F64[c+1] - e4m3F64[c]
	}
	if c > 0 && p*(1-w) <= e4m3MidDown[c] {
		g = max(g, e4m3F64[c]-e4m3F64[c-1])
	}
	return g
}

func faithful(cfg mla.Config, p *problem, opt *RefOptions, v *variant) *FaithfulOut {
	if err := cfg.Validate(); err != nil {
		panic("verify: faithful reference of an invalid config: " + err.Error())
	}
	if (cfg.Q == mla.QFP8Scaled) != (p.qScale != 0) {
		if p.qScale == 0 || math.IsNaN(float64(p.qScale)) {
			panic("verify: faithful reference of a --q fp8s config without a q_scale")
		}
		pp := *p
		pp.qScale = 0 // a plain kernel takes no q_scale
		p = &pp
	}
	if cfg.Q == mla.QBF16 && !p.arith.QBF16 {
		// A --q bf16 kernel keeps q in bf16 (ConfigArith); the rest of
		// p.arith stays as given (the tests' broken variants alter it).
		pp := *p
		pp.arith.QBF16 = true
		p = &pp
	}
	model := DefaultErrorModel
	if opt != nil && opt.Model != nil {
		model = *opt.Model
	}
	sch := opt.scheme(cfg)
	B, W := p.batch(), sch.waves
	wl := staticWork(cfg, p)
	if cfg.PS {
		wl = plannedWork(cfg, p)
	}
	jobs := wl.jobs
	parts := make([]*splitPart, len(jobs)*W)
	report := opt.progress()
	forEach(len(jobs), opt.workers(), func(k int) {
		j := jobs[k]
		ws := decodeWaves(cfg, sch, p, j.seq, j.split, j.t0, j.t1, &model, v)
		copy(parts[k*W:], ws)
		n := 0
		for _, w := range ws {
			n += w.tokens
		}
		report(n)
	})
	n := B * mla.NumHeads * mla.VDim
	f := &FaithfulOut{Config: cfg, Model: model, Out: make([]uint16, n), Pre: make([]float32, n), Bound: make([]float64, n),
		LSE: make([]float32, B*mla.NumHeads), LSEBound: make([]float64, B*mla.NumHeads)}
	forEach(B, opt.workers(), func(b int) {
		var r *rand.Rand
		if v != nil && v.sum != nil {
			r = rand.New(rand.NewPCG(v.seed, streamKey(5, b, 0)))
		}
		lo, hi := wl.seqJobs[b], wl.seqJobs[b+1]
		for h := 0; h < mla.NumHeads; h++ {
			o := (b*mla.NumHeads + h) * mla.VDim
			finishHead(cfg, hi-lo, W, p.kvUnit(), parts[lo*W:hi*W], h, &model, r, v,
				f.Out[o:o+mla.VDim], f.Pre[o:o+mla.VDim], f.Bound[o:o+mla.VDim],
				&f.LSE[b*mla.NumHeads+h], &f.LSEBound[b*mla.NumHeads+h])
		}
	})
	if wl.partials != nil {
		splits := make([]*splitPart, len(wl.partials))
		for i, k := range wl.partials {
			splits[i] = mergeWaves(parts[k*W : (k+1)*W])
		}
		f.Parts = partials(cfg, W, splits, &model)
		f.Parts.PartialSeq = wl.partialSeq
	}
	return f
}

// work is the decode workgroups' jobs the faithful reference runs: one per
// static split, or one per plan item of a persistent kernel.
type work struct {
	jobs []job
	// seqJobs: sequence b's jobs are jobs[seqJobs[b]:seqJobs[b+1]], in the
	// order the reduce merges them.
	seqJobs []int
	// partials lists the jobs written to the workspace, in row order (nil:
	// none, every sequence is written directly); partialSeq is each one's
	// sequence (nil: the static layout, which names them itself).
	partials   []int
	partialSeq []int
}

// job is one decode workgroup's (or plan item's) tokens [t0, t1) of seq;
// split names it (static splits) or is its index among seq's items.
type job struct{ seq, split, t0, t1 int }

// staticWork is cfg's static splits: ceil(kv_len / S) tokens per split
// (rounded up to 32 with a block table: mla.Config.SplitTokens), the last
// splits short or empty (docs/kernel.md); a row-folded kernel's cut its
// workgroup's longest visible length (SplitLen).
func staticWork(cfg mla.Config, p *problem) work {
	B, S := p.batch(), cfg.Splits
	w := work{seqJobs: make([]int, B+1)}
	for b := 0; b < B; b++ {
		L := p.kvLen(b)
		tps := cfg.SplitTokens(p.splitLen(cfg, b))
		for s := 0; s < S; s++ {
			w.jobs = append(w.jobs, job{b, s, s * tps, min((s+1)*tps, L)})
		}
		w.seqJobs[b+1] = len(w.jobs)
	}
	if S > 1 {
		w.partials = make([]int, len(w.jobs))
		for k := range w.partials {
			w.partials[k] = k
		}
	}
	return w
}

// plannedWork is the plan a persistent kernel of cfg runs for p's lengths
// (cfg.PlanParams, as verify's launch builds it): each item a job, a sequence's
// items in partial order; a sequence without tokens gets one empty job (the
// reduce writes its zeros). On a RowsView (a row-folded kernel) the plan is
// of the real sequences, and each of a sequence's row blocks runs every item
// up to its own visible end; partial p's rows are p x row blocks + block, as
// the kernel writes them (p * q_len * heads + row).
func plannedWork(cfg mla.Config, p *problem) work {
	B, R := p.batch(), 1 // R: row blocks (view sequences) a planned sequence
	lens := kvLens(p.kvip)
	if p.rows != nil {
		R = p.rows.QLen * p.rows.Heads / mla.NumHeads
		lens = make([]int32, B/R)
		for s := range lens {
			lens[s] = int32(p.rows.SeqLen[s*R])
		}
	}
	pl, err := plan.Build(cfg.PlanParams(len(lens)), lens)
	if err != nil {
		panic("verify: planning the faithful reference's batch: " + err.Error())
	}
	bySeq := make([][]plan.Item, len(lens))
	for _, it := range pl.Items() {
		bySeq[it.Seq] = append(bySeq[it.Seq], it)
	}
	for _, items := range bySeq {
		sort.Slice(items, func(i, j int) bool { return items[i].Begin < items[j].Begin })
	}
	w := work{seqJobs: make([]int, B+1)}
	partialJob := make([]int, pl.NumPartials()*R)
	w.partialSeq = make([]int, len(partialJob))
	for b := 0; b < B; b++ {
		items, L := bySeq[b/R], p.kvLen(b)
		if len(items) == 0 {
			w.jobs = append(w.jobs, job{b, 0, 0, 0})
		}
		for i, it := range items {
			if it.Partial >= 0 {
				k := int(it.Partial)*R + b%R
				partialJob[k] = len(w.jobs)
				w.partialSeq[k] = b
			}
			// Tokens past the row block's visible end are masked (none
			// left: an empty job).
			w.jobs = append(w.jobs, job{b, i, int(it.Begin), min(int(it.End), L)})
		}
		w.seqJobs[b+1] = len(w.jobs)
	}
	if len(partialJob) > 0 {
		w.partials = partialJob
	}
	return w
}

// BuildPlan plans a persistent kernel of cfg's batch (KV row offsets kvIndptr)
// with cfg.PlanParams(batch): the plan verify uploads and the faithful
// reference follows.
func BuildPlan(cfg mla.Config, kvIndptr []int32) (plan.Plan, error) {
	lens := kvLens(kvIndptr)
	return plan.Build(cfg.PlanParams(len(lens)), lens)
}

// kvLens are the sequence lengths of KV row offsets kvIndptr.
func kvLens(kvIndptr []int32) []int32 {
	lens := make([]int32, len(kvIndptr)-1)
	for b := range lens {
		lens[b] = kvIndptr[b+1] - kvIndptr[b]
	}
	return lens
}

// Workspace lays the partials out as a kernel computing exactly as the
// reference writes them: an empty split's acc and the padding hold the poison.
func (ps *Partials) Workspace() []float32 {
	const RF, V = mla.WorkspaceRowFloats, mla.VDim
	ws := make([]float32, len(ps.M)*RF)
	poison := math.Float32frombits(PoisonF32)
	for r := range ps.M {
		w := ws[r*RF:][:RF]
		for i := range w {
			w[i] = poison
		}
		w[mla.WorkspaceM], w[mla.WorkspaceL] = ps.M[r], ps.L[r]
		if !ps.Empty[r] {
			copy(w[mla.WorkspaceAcc:], ps.Acc[r*V:][:V])
		}
	}
	return ws
}

// partials lays the split partials out as the workspace rows, with their
// bounds (BOUND.md, "The partials"); with W > 1 waves each part is the merge
// of the waves' streams (mergeWaves), whose weights and sums add their own
// error.
func partials(cfg mla.Config, W int, parts []*splitPart, model *ErrorModel) *Partials {
	const H, V = mla.NumHeads, mla.VDim
	S := cfg.Splits
	rows := len(parts) * H
	ps := &Partials{Splits: S, Empty: make([]bool, rows), M: make([]float32, rows), L: make([]float32, rows),
		Acc: make([]float32, rows*V), MBound: make([]float64, rows), LBound: make([]float64, rows), AccBound: make([]float64, rows*V)}
	u := u32
	mfmas := float64((cfg.Tile + 31) / 32)
	forEach(len(parts), 0, func(k int) {
		sp := parts[k]
		b, s := k/S, k%S
		nt := float64(sp.tiles)
		for h := 0; h < H; h++ {
			row := (b*H+h)*S + s
			ps.M[row], ps.L[row] = sp.m[h], sp.l[h]
			if sp.empty {
				ps.Empty[row] = true
				continue
			}
			copy(ps.Acc[row*V:][:V], sp.acc[h][:])
			// m is a max of f32 scores, each within its ds of the kernel's.
			ps.MBound[row] = sp.dsMax[h]
			// The rescales r: exp2 ULPs and the rounding of m - m_new.
			rhoR := nt*expULP + 2*u*math.Ln2*sp.incr[h]
			// l: each p within its e (lErr), the kernel's tile sum of at
			// most T terms in any order, two roundings per tile on each
			// side (l*r, +), a cross-lane sum of up to 64 shares.
			rhoL := (float64(cfg.Tile) + 4*nt + 64) * u
			// The merge of the waves: each weight exp2(m_w - M) is 1 ULP
			// off, with the rounding of m_w - M, and the sums round.
			rhoW, sumL, sumA := 0.0, 0.0, 0.0
			if W > 1 {
				rhoW = expULP + 2*u*math.Ln2*sp.spread[h]
				sumL, sumA = float64(W+1)*u, float64(2*W+1)*u
			}
			ps.LBound[row] = (sp.lErr[h] + (rhoL+rhoR+rhoW+sumL)*float64(sp.l[h])) * boundPad
			// acc: as the output's numerator, without the reduce's merge.
			alpha := math.Exp2(sp.dsMax[h]) - 1
			rhoA := alpha + nt*(3+model.MFMARoundings*mfmas)*u + rhoR + rhoW + sumA
			ab := ps.AccBound[row*V:][:V]
			fl := sp.flip[h]
			for j := range ab {
				d := rhoA * sp.absAcc[h][j]
				if fl != nil {
					d += fl[j]
				}
				ab[j] = d * boundPad
			}
		}
	})
	return ps
}

// decodeSplit is one decode workgroup: sequence b, split s, all 16 heads,
// its waves' streams merged as the kernel writes them to the workspace.
func decodeSplit(cfg mla.Config, p *problem, b, s int, model *ErrorModel, v *variant) *splitPart {
	L := p.kvLen(b)
	tps := cfg.SplitTokens(p.splitLen(cfg, b))
	return mergeWaves(decodeWaves(cfg, (*RefOptions)(nil).scheme(cfg), p, b, s, s*tps, min((s+1)*tps, L), model, v))
}

// newPart is an empty stream: m = -inf, l = 0, acc = 0.
func newPart() *splitPart {
	sp := &splitPart{empty: true}
	for h := range sp.m {
		sp.m[h] = negHuge
	}
	return sp
}

// decodeWaves is one decode workgroup's waves: the split's tiles are dealt to
// W waves round robin, and each wave runs the online softmax over its own
// tiles in order. It returns one stream per wave. The split (s, for the
// variants' hooks) covers the sequence's tokens [t0, t1).
func decodeWaves(cfg mla.Config, sch scheme, p *problem, b, s, t0, t1 int, model *ErrorModel, v *variant) []*splitPart {
	W := sch.waves
	parts := make([]*splitPart, W)
	for w := range parts {
		parts[w] = newPart()
	}
	if t0 >= t1 {
		return parts
	}
	q, qNorm := p.arith.query(p, b)
	T := cfg.Tile
	step := cfg.SoftmaxStep()
	x := newTileScratch(step)
	for w, sp := range parts {
		var r *rand.Rand
		if v != nil && (v.dot != nil || v.exp2 != nil || v.sum != nil) {
			r = rand.New(rand.NewPCG(v.seed, streamKey(4, b, s*W+w)))
		}
		for tile := w; t0+tile*T < t1; tile += W {
			if v != nil && v.skipTile != nil && v.skipTile(b, s, tile) {
				continue
			}
			// The tile's 32-token groups (a row-folded 128-token tile: the
			// tile), one online-softmax step each.
			for g := t0 + tile*T; g < min(t0+(tile+1)*T, t1); g += step {
				decodeTile(p, b, g, min(step, t1-g), sch.threshold, &q, &qNorm, model, v, r, x, sp)
			}
		}
	}
	return parts
}

// tileScratch holds decodeTile's per-tile arrays, allocated once per
// workgroup for tiles of up to T tokens.
type tileScratch struct {
	rows, vrows      []float64 // the tile's K rows (576) and V rows (512) as the MFMAs see them
	absV, kNorm      []float64 // |v|, |k|
	sc               []float32 // scores
	ds, p8, gap      []float64 // score uncertainty, fp8(p), possible fp8 flip of p8
	tileSum, tileAbs [mla.VDim]float64
	terms            []float64
}

func newTileScratch(T int) *tileScratch {
	const D, V, H = mla.QKDim, mla.VDim, mla.NumHeads
	return &tileScratch{
		rows: make([]float64, T*D), vrows: make([]float64, T*V), absV: make([]float64, T*V), kNorm: make([]float64, T),
		sc: make([]float32, H*T), ds: make([]float64, H*T), p8: make([]float64, H*T), gap: make([]float64, H*T),
	}
}

// decodeTile adds the n tokens at start of sequence b to stream sp (steps 3
// to 6 of docs/kernel.md for one tile).
func decodeTile(p *problem, b, start, n int, threshold float32, q *[mla.NumHeads][mla.QKDim]float64, qNorm *[mla.NumHeads]float64,
	model *ErrorModel, v *variant, r *rand.Rand, x *tileScratch, sp *splitPart) {
	const D, V, H = mla.QKDim, mla.VDim, mla.NumHeads
	sp.empty = false
	sp.tokens += n

	dims := D
	if v != nil && v.qkDims > 0 {
		dims = v.qkDims
	}
	exp2 := exp2f32
	if v != nil && v.exp2 != nil {
		exp2 = func(x float32) float32 { return v.exp2(r, x) }
	}
	c := p.scoreScale()
	if v != nil && v.qScaleUnfolded {
		c = scoreScale(p.smScale, p.kvUnit())
	}
	kDot := model.DotRoundings * u32
	pf := p.arith.pFormat()
	T := len(x.kNorm) // the arrays' stride, the step's tokens: n tokens, n+1 for the extraToken variant
	rows, vrows, absV, kNorm := x.rows[:T*D], x.vrows[:T*V], x.absV[:T*V], x.kNorm[:T]
	sc, ds, p8, gap := x.sc[:H*T], x.ds[:H*T], x.p8[:H*T], x.gap[:H*T]
	tileSum, tileAbs := x.tileSum[:], x.tileAbs[:]
	terms := x.terms[:0]
	defer func() { x.terms = terms }()
	dsRun := sp.dsMax // the largest score uncertainty of the stream so far
	tile := sp.tiles
	sp.tiles++
	{
		for i := 0; i < n; i++ {
			p.arith.kvOperands(p, p.kvStart(b)+start+i, rows[i*D:][:D], vrows[i*V:][:V])
		}
		if v != nil && v.extraToken && n < T {
			// Past the split's end the stage holds the tile's last valid 16
			// bytes over and over (the DMA clamps those lanes' addresses).
			last := rows[(n-1)*D+D-16:][:16]
			for j := 0; j < D; j += 16 {
				copy(rows[n*D+j:][:16], last)
			}
			copy(vrows[n*V:][:V], rows[n*D:][:V]) // an fp8-only variant: V is K's first 512
			n++
		}
		for i := 0; i < n; i++ {
			row := rows[i*D:][:D]
			var n2 float64
			for _, x := range row {
				n2 += x * x
			}
			kNorm[i] = math.Sqrt(n2)
			a, vr := absV[i*V:][:V], vrows[i*V:][:V]
			for j := range a {
				a[j] = math.Abs(vr[j])
			}
		}
		// Step 3: scores s = c * dot (log2 units) and their uncertainty
		// (BOUND.md): the kernel's MFMA dot against the exact one, both
		// roundings of the dot, both roundings of c*dot.
		for i := 0; i < n; i++ {
			row := rows[i*D:][:D]
			for h := 0; h < H; h++ {
				var d32 float32
				switch {
				case v != nil && v.dot != nil:
					d32 = v.dot(r, q[h][:], row, dims)
				case dims != D:
					var d64 float64
					for d := 0; d < dims; d++ {
						d64 += q[h][d] * row[d]
					}
					d32 = float32(d64)
				default:
					d32 = float32(dot576(q[h][:], row))
				}
				s32 := float32(c * d32)
				sc[h*T+i] = s32
				ds[h*T+i] = (float64(c)*(kDot*qNorm[h]*kNorm[i]+u32*math.Abs(float64(d32))) +
					2*u32*math.Abs(float64(s32))) * boundPad
			}
		}
		for h := 0; h < H; h++ {
			// Step 4: running max over the tile, rescale, p.
			mt := negHuge
			for i := 0; i < n; i++ {
				mt = max(mt, sc[h*T+i])
				dsRun[h] = max(dsRun[h], ds[h*T+i])
			}
			// The running max moves only when the tile's exceeds it by more
			// than RescaleThreshold (then rs rescales l and acc), else rs = 1.
			mOld := sp.m[h]
			mNew, rs := mOld, float32(1)
			if mt > mOld+threshold {
				mNew = mt
				rs = exp2(float32(mOld - mNew))
			}
			// When mt is within the scores' uncertainty of the threshold, the
			// kernel may have decided the other way: from then on its running
			// max may differ from this one by up to the threshold (+1), and
			// every p of the stream is rounded to fp8 at another scale.
			if threshold > 0 && mOld != negHuge && math.Abs(float64(mt)-float64(mOld+threshold)) <=
				2*dsRun[h]+4*u32*(math.Abs(float64(mOld))+float64(threshold)) {
				sp.amb[h] = true
			}
			if tile > 0 && mOld != negHuge {
				sp.incr[h] += float64(mNew - mOld)
			}
			sp.m[h] = mNew
			sp.dsMax[h] = max(sp.dsMax[h], dsRun[h])

			var lsum, lerr float64
			terms = terms[:0]
			anyFlip := false
			for i := 0; i < n; i++ {
				d := float32(sc[h*T+i] - mNew)
				pv := exp2(d)
				lsum += float64(pv)
				if v != nil && v.sum != nil {
					terms = append(terms, float64(pv))
				}
				// The kernel's p lies within a relative w of this p: its own
				// score and running max are each off by at most their
				// uncertainty, the subtraction rounds on both sides, and its
				// exp2 is 1 ULP.
				own := ds[h*T+i] + 2*u32*math.Abs(float64(d))
				lerr += float64(pv) * (math.Exp2(own)*(1+expULP) - 1)
				lg := own + dsRun[h]
				w := (math.Exp2(lg)*(1+expULP) - 1) * boundPad
				pn, g := pf.round(pv, w) // P's narrow value (fp8 or bf16)
				p8[h*T+i] = pn
				if sp.amb[h] {
					g = max(g, pf.ambiguousGap(float64(pv)))
				}
				gap[h*T+i] = g
				anyFlip = anyFlip || g > 0
			}
			// Step 5: l.
			lr := float32(sp.l[h] * rs)
			if v != nil && v.sum != nil {
				sp.l[h] = v.sum(r, append(terms, float64(lr)))
			} else {
				sp.l[h] = float32(float64(lr) + lsum)
			}
			// Step 6: acc = acc*r + sum fp8(p) v, and the bound's sums.
			clear(tileSum)
			clear(tileAbs)
			acc := sp.acc[h][:]
			for i := 0; i < n; i++ {
				w := p8[h*T+i]
				if w == 0 {
					continue
				}
				if v == nil || v.sum == nil {
					axpy2(tileSum, tileAbs, w, vrows[i*V:][:V], absV[i*V:][:V])
				} else {
					axpy(tileAbs, w, absV[i*V:][:V])
				}
			}
			if v != nil && v.sum != nil {
				for j := range acc {
					terms = append(terms[:0], float64(float32(acc[j]*rs)))
					for i := 0; i < n; i++ {
						terms = append(terms, p8[h*T+i]*vrows[i*V+j])
					}
					acc[j] = v.sum(r, terms)
				}
			} else {
				for j := range acc {
					acc[j] = float32(float64(float32(acc[j]*rs)) + tileSum[j])
				}
			}
			r64 := float64(rs)
			sp.lErr[h] = sp.lErr[h]*r64 + lerr
			abs := sp.absAcc[h][:]
			for j := range abs {
				abs[j] = abs[j]*r64 + tileAbs[j]
			}
			if fl := sp.flip[h]; fl != nil {
				for j := range fl {
					fl[j] *= r64
				}
			}
			if anyFlip {
				if sp.flip[h] == nil {
					sp.flip[h] = new([V]float64)
				}
				fl := sp.flip[h][:]
				for i := 0; i < n; i++ {
					if g := gap[h*T+i]; g > 0 {
						axpy(fl, g, absV[i*V:][:V])
					}
				}
			}
		}
	}
}

// mergeWaves merges a workgroup's wave streams into the split partial it
// writes: M = max m_w, weights w = exp2(m_w - M) (0 for an empty stream),
// L = sum l_w*w, acc = sum w*acc_w, each sum in float64 rounded once; the
// bound's bookkeeping is carried along on the same weights.
func mergeWaves(parts []*splitPart) *splitPart {
	if len(parts) == 1 {
		return parts[0]
	}
	sp := newPart()
	for _, w := range parts {
		sp.empty = sp.empty && w.empty
		sp.tiles = max(sp.tiles, w.tiles)
		sp.tokens += w.tokens
	}
	if sp.empty {
		return sp
	}
	for h := range sp.m {
		M := negHuge
		for _, w := range parts {
			M = max(M, w.m[h])
		}
		var l64 float64
		var acc [mla.VDim]float64
		for _, w := range parts {
			if w.l[h] <= 0 {
				continue
			}
			f := exp2f32(w.m[h] - M)
			f64 := float64(f)
			l64 += float64(w.l[h]) * f64
			sp.lErr[h] += f64 * w.lErr[h]
			sp.spread[h] = max(sp.spread[h], float64(M-w.m[h]))
			for j := range acc {
				acc[j] += f64 * float64(w.acc[h][j])
				sp.absAcc[h][j] += f64 * w.absAcc[h][j]
			}
			if fl := w.flip[h]; fl != nil {
				if sp.flip[h] == nil {
					sp.flip[h] = new([mla.VDim]float64)
				}
				for j := range fl {
					sp.flip[h][j] += f64 * fl[j]
				}
			}
			sp.dsMax[h] = max(sp.dsMax[h], w.dsMax[h])
			sp.incr[h] = max(sp.incr[h], w.incr[h])
			sp.amb[h] = sp.amb[h] || w.amb[h]
		}
		sp.m[h], sp.l[h] = M, float32(l64)
		for j := range acc {
			sp.acc[h][j] = float32(acc[j])
		}
	}
	return sp
}

// finishHead merges head h's split partials as the reduce kernel does (or
// normalizes the single split), writing the output, its f32 value before
// rounding and the bound. parts are the sequence's splits x W waves' streams.
func finishHead(cfg mla.Config, splits, W int, kvScale float32, parts []*splitPart, h int, model *ErrorModel, r *rand.Rand, v *variant, out []uint16, pre []float32, bound []float64, lse *float32, lseBound *float64) {
	const V = mla.VDim
	S := len(parts)
	ms := make([]float32, S)
	ls := make([]float32, S)
	accs := make([][]float32, S)
	for s, sp := range parts {
		ms[s], ls[s], accs[s] = sp.m[h], sp.l[h], sp.acc[h][:]
	}
	var sum func([]float64) float32
	if v != nil && v.sum != nil {
		sum = func(t []float64) float32 { return v.sum(r, t) }
	}
	w, L := mergeHead(ms, ls, accs, kvScale, pre, sum)
	for j := range out {
		out[j] = num.F32ToBF16(pre[j])
	}
	if L == 0 {
		clear(bound) // no KV rows: the output must be exactly zero
		*lse, *lseBound = float32(math.Inf(-1)), 0
		return
	}
	M := ms[0] // the merged max, as the merges take it (empty streams' -inf included)
	for _, m := range ms {
		M = max(M, m)
	}
	*lse = lseOf(M, lseSum(L, ls, w, W, v), v)

	// The bound (BOUND.md).
	var A, F [V]float64
	var dsMax, spread, incr float64
	tiles, tokens := 0, 0
	Mmax := negHuge
	for s, sp := range parts {
		if w[s] != 0 {
			Mmax = max(Mmax, sp.m[h])
		}
	}
	for s, sp := range parts {
		if w[s] == 0 {
			continue
		}
		ws := float64(w[s])
		for j := range A {
			A[j] += ws * sp.absAcc[h][j]
		}
		if fl := sp.flip[h]; fl != nil {
			for j := range F {
				F[j] += ws * fl[j]
			}
		}
		dsMax = max(dsMax, sp.dsMax[h])
		spread = max(spread, float64(Mmax-sp.m[h]))
		incr = max(incr, sp.incr[h])
		if sp.amb[h] {
			// the kernel's running max may have moved other than this one's
			incr = max(incr, sp.incr[h]+RescaleThreshold+1)
		}
		tiles = max(tiles, sp.tiles)
		tokens = max(tokens, sp.tokens)
	}
	u := u32
	// The merges: the reduce kernel's over the splits and the workgroup's over
	// its waves, each with its own weights (exp2, 1 ULP) and roundings.
	fS, fW := float64(splits), float64(W)
	levels, sumsA, sumsL := 0.0, 0.0, 0.0
	if splits > 1 {
		levels, sumsA, sumsL = levels+1, sumsA+2*fS+1, sumsL+fS
	}
	if W > 1 {
		levels, sumsA, sumsL = levels+1, sumsA+2*fW+1, sumsL+fW+1
	}
	mfmas := float64((cfg.Tile + 31) / 32)
	nt := float64(tiles)
	ln2 := math.Ln2
	// Relative perturbations of the token weights shared by numerator and
	// denominator: the rescales r (1 ULP each, and the rounding of m-m_new),
	// the merge weights w_s.
	rhoR := nt*expULP + 2*u*ln2*incr
	rhoW := 0.0
	if levels > 0 {
		rhoW = levels * (expULP + 2*u*ln2*spread)
	}
	// Numerator (on kv_scale*A/L): the running maxima's uncertainty, the P.V
	// roundings (kernel: per tile one for acc*r and MFMARoundings per MFMA;
	// reference: two), the reduce's sum of w_s*acc_s.
	alpha := math.Exp2(dsMax) - 1
	rhoAcc := nt * (3 + model.MFMARoundings*mfmas) * u
	rhoA := alpha + rhoAcc + rhoR + rhoW + (sumsA+1)*u
	// Denominator (on |o|): each p's score uncertainty and exp2 ULP, l's
	// roundings (every token, every rescale, 64 lanes, generously), the
	// reduce's L, the final kv_scale/L and multiply (4u).
	beta := math.Exp2(dsMax)*(1+expULP) - 1
	rhoL := (float64(tokens) + 4*nt + 64) * u
	b0 := beta + rhoL + rhoR + rhoW + (sumsL+3)*u
	rhoO := b0/(1-b0) + 4*u
	kl := float64(kvScale) / float64(L)
	for j := range bound {
		y := math.Abs(float64(pre[j]))
		d := (kl*(F[j]+rhoA*A[j]) + rhoO*y) * boundPad
		bound[j] = d + bf16ULP(y+d)/2
	}

	// The LSE (BOUND.md, "The LSE"), in log2 units, then natural: the
	// scores' uncertainty moves a log-sum-exp by at most its largest; L's
	// relative error beyond that (the exp2 ULP and the rounding of its
	// argument, which is at most ~150 + threshold + the max's increase in
	// magnitude for a term that does not flush to 0, l's roundings, the
	// rescales, the merge weights and sums) moves log2 L by -log2(1 - delta);
	// v_log_f32 (1 ULP, and generously 2^-22 absolute), the add and the
	// multiply by ln 2 round.
	delta := expULP + 2*u*ln2*(150+RescaleThreshold+incr) + rhoL + rhoR + rhoW + (sumsL+1)*u
	lg := math.Abs(math.Log2(float64(L)))
	e2 := dsMax - math.Log2(1-delta) + 0x1p-22*max(1, lg) + 2*u*(math.Abs(float64(M))+lg)
	*lseBound = (ln2*e2 + 2*u*math.Abs(float64(*lse))) * boundPad
}

// ln2f32 is the kernel's f32 ln 2 (0.693147181f in the templates).
const ln2f32 = float32(0.693147181)

// lseOf is the kernel's LSE from the merged max M and sum L (log2 units):
// ln 2 * (M + log2 L) in f32, log2 correctly rounded (v_log_f32 is within 1
// ULP: the bound's part). A variant may write it in log2 units instead.
func lseOf(M, L float32, v *variant) float32 {
	t := M + log2f32(L)
	if v != nil && v.lseBase2 {
		return t
	}
	return t * ln2f32
}

// lseSum is the L the LSE uses: the merged L, or for a variant whose merge
// leaves out the last split's streams (W each), the sum without them.
func lseSum(L float32, ls, w []float32, W int, v *variant) float32 {
	if v == nil || !v.lseDropSplit || len(ls) <= W {
		return L
	}
	var l64 float64
	for s := range ls[:len(ls)-W] {
		l64 += float64(ls[s] * w[s])
	}
	return float32(l64)
}

// log2f32 is a correctly rounded f32 log2.
func log2f32(x float32) float32 { return float32(math.Log2(float64(x))) }

// mergeHead computes one head's output before bf16 rounding from its split
// partials, as the reduce kernel does (or the decode kernel itself when there
// is one split). It returns the merge weights and L (0: no KV rows, output 0).
// sum, if set, replaces the float64 accumulation of the reduce's sums.
func mergeHead(ms, ls []float32, accs [][]float32, kvScale float32, pre []float32, sum func([]float64) float32) (w []float32, L float32) {
	S := len(ms)
	w = make([]float32, S)
	if S == 1 {
		w[0], L = 1, ls[0]
		if L <= 0 {
			w[0] = 0
			clear(pre)
			return w, 0
		}
		inv := kvScale / L
		for j := range pre {
			pre[j] = accs[0][j] * inv
		}
		return w, L
	}
	M := negHuge
	for _, m := range ms {
		M = max(M, m)
	}
	var terms []float64
	var l64 float64
	for s := range ms {
		if ls[s] > 0 {
			w[s] = exp2f32(ms[s] - M)
		}
		lw := float64(ls[s] * w[s])
		l64 += lw
		terms = append(terms, lw)
	}
	if sum != nil {
		L = sum(terms)
	} else {
		L = float32(l64)
	}
	if L <= 0 {
		clear(pre)
		return w, 0
	}
	inv := kvScale / L
	for j := range pre {
		var o64 float64
		terms = terms[:0]
		for s := range ms {
			if w[s] == 0 {
				continue // splits without tokens are skipped, acc never read
			}
			t := float64(w[s]) * float64(accs[s][j])
			o64 += t
			terms = append(terms, t)
		}
		o := float32(o64)
		if sum != nil {
			o = sum(terms)
		}
		pre[j] = o * inv
	}
	return w, L
}

// bf16ULP is the spacing of bf16 values at magnitude x (the subnormal
// spacing below 2^-126).
func bf16ULP(x float64) float64 {
	if x < 0x1p-126 {
		return 0x1p-133
	}
	_, e := math.Frexp(x) // x = f * 2^e, f in [0.5, 1)
	return math.Ldexp(1, e-1-7)
}
