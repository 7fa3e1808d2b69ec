package verify

import (
	"fmt"
	"math"
	"strings"

	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/num"
)

// Poison patterns: Run fills the output and the workspace with them before a
// launch, so an element a kernel never writes is recognizable. Both are
// signalling NaNs (quiet bit clear), which no arithmetic produces: a NaN a
// kernel computes is quiet.
const (
	PoisonBF16 uint16 = 0x7FBD
	PoisonF32  uint32 = 0x7FBDBDBD
)

// The benchmark's loose rule (../shared/notes/task.md): an element mismatches
// when |out - ref| > BenchATol + BenchRTol*|ref|; the output passes when at
// most BenchMaxMismatch of the elements mismatch.
const (
	BenchATol        = 0.1
	BenchRTol        = 0.1
	BenchMaxMismatch = 0.05
)

// Report is the comparison of one kernel output with both references.
type Report struct {
	N int // elements compared

	// Elements that are not a finite number. Unwritten still holds the
	// poison; NaN and Inf do not count the poison.
	Unwritten, NaN, Inf int
	FirstBad            int // index of the first such element, or -1

	// Against the exact reference.
	RMS         float64 // RMS of the exact output
	MaxAbsExact float64 // max |out - exact| over the finite elements
	Mismatch    float64 // the benchmark's mismatch fraction (non-finite elements mismatch)

	// Against the faithful reference.
	MaxAbsFaithful float64 // max |out - faithful bf16 output|
	WorstRatio     float64 // max |out - faithful f32| / bound (+Inf where the bound is 0 and the error is not)
	WorstIndex     int     // element of WorstRatio
	Violations     int     // elements past the bound

	BenchmarkPass bool // the benchmark's rule against the exact reference
	StrictPass    bool // every element written, finite and within the bound

	// Partials is the check of the split partials (nil when not checked:
	// one split, or Compare without the workspace).
	Partials *PartialsReport
	// LSE is the check of the lse output (nil when the config has none).
	LSE *LSEReport
}

// Pass is the harness's verdict: the benchmark's rule against the exact
// reference, the strict bound against the faithful one and, when checked,
// the split partials' bounds.
func (r *Report) Pass() bool {
	return r.BenchmarkPass && r.StrictPass && (r.Partials == nil || r.Partials.Pass()) && (r.LSE == nil || r.LSE.Pass())
}

// RelExact is MaxAbsExact over the exact output's RMS.
func (r *Report) RelExact() float64 { return ratio(r.MaxAbsExact, r.RMS) }

// RelFaithful is MaxAbsFaithful over the exact output's RMS.
func (r *Report) RelFaithful() float64 { return ratio(r.MaxAbsFaithful, r.RMS) }

func ratio(a, b float64) float64 {
	if b == 0 {
		if a == 0 {
			return 0
		}
		return math.Inf(1)
	}
	return a / b
}

// Failure describes why the report fails ("" when it passes). elem names
// an element index, e.g. for its (sequence, head, dim).
func (r *Report) Failure(elem func(i int) string) string {
	if elem == nil {
		elem = func(i int) string { return fmt.Sprintf("element %d", i) }
	}
	var why []string
	if r.Unwritten > 0 {
		why = append(why, fmt.Sprintf("%d elements never written (first: %s)", r.Unwritten, elem(r.FirstBad)))
	}
	if r.NaN > 0 || r.Inf > 0 {
		why = append(why, fmt.Sprintf("%d NaN and %d Inf elements", r.NaN, r.Inf))
	}
	if !r.BenchmarkPass {
		why = append(why, fmt.Sprintf("benchmark rule: %.2f%% of elements mismatch (max %.0f%%)", 100*r.Mismatch, 100*BenchMaxMismatch))
	}
	if r.Violations > 0 {
		why = append(why, fmt.Sprintf("%d elements past the strict bound (worst %.3gx the bound at %s)", r.Violations, r.WorstRatio, elem(r.WorstIndex)))
	}
	if r.Partials != nil && !r.Partials.Pass() {
		why = append(why, r.Partials.Failure())
	}
	if r.LSE != nil && !r.LSE.Pass() {
		why = append(why, r.LSE.Failure())
	}
	return strings.Join(why, "; ")
}

// CompareAll is Compare with the split partials checked too (when the run
// has a workspace), and the lse output (when the run has one) against
// exactLSE and f's.
func CompareAll(o *Output, exact, exactLSE []float64, f *FaithfulOut, in *Inputs) Report {
	r := Compare(o.Out, exact, f)
	if o.Workspace != nil {
		r.Partials = ComparePartials(o.Workspace, f, in)
	}
	if o.LSE != nil {
		r.LSE = CompareLSE(o.LSE, exactLSE, f)
	}
	return r
}

// LSEReport is the comparison of a kernel's lse output [batch, 16] with
// both references: the strict bound against the faithful one (BOUND.md,
// "The LSE") and, for information and the benchmark's loose rule, the
// difference from the exact one.
type LSEReport struct {
	N int
	// Values still holding the poison; NaN or +Inf, or -inf where the
	// sequence has KV rows; a finite value where it has none (-inf wanted).
	Unwritten, NonFinite, EmptyWrong int
	MaxAbsExact                      float64 // max |lse - exact| over the finite values
	Mismatch                         float64 // fraction with |lse - exact| > 0.1 + 0.1 |exact| (non-finite ones count)
	MaxAbsFaithful                   float64 // max |lse - faithful|
	WorstRatio                       float64 // max |lse - faithful| / bound
	Violations                       int
	Where                            int // the (sequence*16 + head) of WorstRatio or the first bad value
}

// Pass reports whether every value was written, -inf exactly where the
// sequence is empty, within its bound, and the loose rule holds.
func (l *LSEReport) Pass() bool {
	return l.Unwritten == 0 && l.NonFinite == 0 && l.EmptyWrong == 0 && l.Violations == 0 && l.Mismatch <= BenchMaxMismatch
}

// Failure says why the LSE fails ("" when it passes).
func (l *LSEReport) Failure() string {
	var why []string
	if l.Unwritten > 0 {
		why = append(why, fmt.Sprintf("%d values never written", l.Unwritten))
	}
	if l.NonFinite > 0 {
		why = append(why, fmt.Sprintf("%d values NaN or infinite", l.NonFinite))
	}
	if l.EmptyWrong > 0 {
		why = append(why, fmt.Sprintf("%d empty sequences' heads without -inf", l.EmptyWrong))
	}
	if l.Violations > 0 {
		why = append(why, fmt.Sprintf("%d values past the strict bound (worst %.3gx)", l.Violations, l.WorstRatio))
	}
	if l.Mismatch > BenchMaxMismatch {
		why = append(why, fmt.Sprintf("loose rule: %.2f%% mismatch against the exact LSE", 100*l.Mismatch))
	}
	if len(why) == 0 {
		return ""
	}
	return fmt.Sprintf("lse: %s (at sequence row %d head %d)", strings.Join(why, "; "), l.Where/mla.NumHeads, l.Where%mla.NumHeads)
}

// CompareLSE checks a kernel's lse output against the exact LSE and f's.
func CompareLSE(got []float32, exact []float64, f *FaithfulOut) *LSEReport {
	if len(got) != len(f.LSE) || len(exact) != len(f.LSE) {
		panic(fmt.Sprintf("verify: CompareLSE of %d values with references of %d and %d", len(got), len(exact), len(f.LSE)))
	}
	l := &LSEReport{N: len(got), Where: -1}
	mismatches := 0
	for i, x := range got {
		ref := f.LSE[i]
		xf := float64(x)
		bad := true
		switch {
		case math.Float32bits(x) == PoisonF32:
			l.Unwritten++
		case math.IsInf(float64(ref), -1):
			if math.IsInf(xf, -1) {
				continue // an empty sequence, exactly as wanted
			}
			l.EmptyWrong++
		case math.IsNaN(xf) || math.IsInf(xf, 0):
			l.NonFinite++
		default:
			bad = false
		}
		if bad {
			mismatches++
			if l.Where < 0 || l.WorstRatio < math.Inf(1) {
				l.Where, l.WorstRatio = i, math.Inf(1)
			}
			continue
		}
		d := math.Abs(xf - exact[i])
		l.MaxAbsExact = max(l.MaxAbsExact, d)
		if d > BenchATol+BenchRTol*math.Abs(exact[i]) {
			mismatches++
		}
		e := math.Abs(xf - float64(ref))
		l.MaxAbsFaithful = max(l.MaxAbsFaithful, e)
		q := ratio(e, f.LSEBound[i])
		if q > 1 {
			l.Violations++
		}
		if q > l.WorstRatio || l.Where < 0 {
			l.WorstRatio, l.Where = q, i
		}
	}
	if l.N > 0 {
		l.Mismatch = float64(mismatches) / float64(l.N)
	}
	return l
}

// Compare checks a kernel's bf16 output against the exact reference (the
// benchmark's rule) and the faithful one (the strict per-element bound).
func Compare(out []uint16, exact []float64, f *FaithfulOut) Report {
	if len(out) != len(exact) || len(out) != len(f.Out) {
		panic(fmt.Sprintf("verify: Compare of %d elements with references of %d and %d", len(out), len(exact), len(f.Out)))
	}
	r := Report{N: len(out), FirstBad: -1, WorstIndex: -1}
	var ss float64
	mismatches := 0
	for i, o := range out {
		e := exact[i]
		ss += e * e
		x := float64(num.BF16ToF32(o))
		switch {
		case o == PoisonBF16:
			r.Unwritten++
		case math.IsNaN(x):
			r.NaN++
		case math.IsInf(x, 0):
			r.Inf++
		default:
			d := math.Abs(x - e)
			r.MaxAbsExact = max(r.MaxAbsExact, d)
			if d > BenchATol+BenchRTol*math.Abs(e) {
				mismatches++
			}
			r.MaxAbsFaithful = max(r.MaxAbsFaithful, math.Abs(x-float64(num.BF16ToF32(f.Out[i]))))
			err := math.Abs(x - float64(f.Pre[i]))
			q := ratio(err, f.Bound[i])
			if q > 1 {
				r.Violations++
			}
			if q > r.WorstRatio || r.WorstIndex < 0 {
				r.WorstRatio, r.WorstIndex = q, i
			}
			continue
		}
		mismatches++
		if r.FirstBad < 0 {
			r.FirstBad = i
		}
	}
	if r.N > 0 {
		r.RMS = math.Sqrt(ss / float64(r.N))
		r.Mismatch = float64(mismatches) / float64(r.N)
	}
	r.BenchmarkPass = r.Mismatch <= BenchMaxMismatch
	r.StrictPass = r.Unwritten == 0 && r.NaN == 0 && r.Inf == 0 && r.Violations == 0
	return r
}

// PartialsReport is the comparison of the decode kernel's split partials
// (the workspace: m, l and acc per sequence, head and split) with the
// faithful reference's, each value against its own bound (BOUND.md, "The
// partials"). The output check alone misses a kernel that is off by one
// token in a long split: one token barely moves the normalized output, but it
// moves that split's l or acc far past their bound.
type PartialsReport struct {
	Rows int // (sequence, head, split) rows compared

	// Values of rows with tokens (m, l, acc) that still hold the poison, or
	// are NaN or Inf; rows of empty splits whose m is not -inf or l not 0.
	Unwritten, NonFinite, EmptyWrong int

	// The worst |kernel - reference| / bound of m, l and acc, and of all.
	WorstM, WorstL, WorstAcc, Worst float64
	Violations                      int    // values past their bound
	Where                           string // the worst value, or the first unwritten one
}

// Pass reports whether every partial was written, finite and within its
// bound.
func (p *PartialsReport) Pass() bool {
	return p.Unwritten == 0 && p.NonFinite == 0 && p.EmptyWrong == 0 && p.Violations == 0
}

// Failure says why the partials fail ("" when they pass).
func (p *PartialsReport) Failure() string {
	var why []string
	if p.Unwritten > 0 {
		why = append(why, fmt.Sprintf("%d partials never written", p.Unwritten))
	}
	if p.NonFinite > 0 {
		why = append(why, fmt.Sprintf("%d partials NaN or Inf", p.NonFinite))
	}
	if p.EmptyWrong > 0 {
		why = append(why, fmt.Sprintf("%d empty splits without m = -inf, l = 0", p.EmptyWrong))
	}
	if p.Violations > 0 {
		why = append(why, fmt.Sprintf("%d partials past their bound (worst/bound: m %.3g, l %.3g, acc %.3g)",
			p.Violations, p.WorstM, p.WorstL, p.WorstAcc))
	}
	if len(why) == 0 {
		return ""
	}
	return "partials: " + strings.Join(why, "; ") + " (at " + p.Where + ")"
}

// ComparePartials checks the workspace a kernel wrote (f32, mla/abi.go's
// layout) against f's partials. A split with tokens must have written m, l
// and every acc value, within their bounds; an empty split m = -inf and
// l = 0 (its acc is never read, so it is not compared). Where the kernel's m
// is within its bound, reference and bounds are rescaled to it (both sides'
// l and acc are sums of exp2(s - m), so a shift of m that the bound allows
// scales them alike). in names the sequences (nil: batch rows). It returns
// nil when f has no partials (one split).
func ComparePartials(ws []float32, f *FaithfulOut, in *Inputs) *PartialsReport {
	ps := f.Parts
	if ps == nil {
		return nil
	}
	const H, V, RF = mla.NumHeads, mla.VDim, mla.WorkspaceRowFloats
	rows := len(ps.M)
	if len(ws) < rows*RF {
		panic(fmt.Sprintf("verify: ComparePartials of a %d-float workspace, want %d", len(ws), rows*RF))
	}
	p := &PartialsReport{Rows: rows}
	// what names a value of a row: "m", "l", or acc dim j >= 0.
	name := func(what string, j, row int) string {
		if j >= 0 {
			what = fmt.Sprintf("acc[%d]", j)
		}
		if ps.PartialSeq != nil { // a persistent kernel's row partial*16 + head
			return fmt.Sprintf("%s of sequence %d head %d partial %d", what, ps.PartialSeq[row/H], row%H, row/H)
		}
		b, h, s := row/(H*ps.Splits), row/ps.Splits%H, row%ps.Splits
		seq := b
		if in != nil && b < len(in.Seqs) {
			seq = in.Seqs[b]
		}
		return fmt.Sprintf("%s of sequence %d head %d split %d", what, seq, h, s)
	}
	worst := -1.0
	note := func(q float64, what string, j, row int, w *float64) {
		if q > 1 {
			p.Violations++
		}
		*w = max(*w, q)
		if q > worst {
			worst, p.Where = q, name(what, j, row)
		}
	}
	// first names the first value that is not comparable at all.
	first := func(what string, j, row int) {
		if worst < math.Inf(1) {
			worst, p.Where = math.Inf(1), name(what, j, row)
		}
	}
	// bad counts a value that is not a finite number; it reports whether x is one.
	bad := func(x float32, what string, j, row int) bool {
		switch {
		case math.Float32bits(x) == PoisonF32:
			p.Unwritten++
		case math.IsNaN(float64(x)) || math.IsInf(float64(x), 0):
			p.NonFinite++
		default:
			return false
		}
		first(what, j, row)
		return true
	}
	for row := 0; row < rows; row++ {
		w := ws[row*RF:][:RF]
		m, l := w[mla.WorkspaceM], w[mla.WorkspaceL]
		if ps.Empty[row] {
			if m != negHuge || l != 0 {
				p.EmptyWrong++
				first("m, l (an empty split)", -1, row)
			}
			continue
		}
		scale := 1.0
		if !bad(m, "m", -1, row) {
			d := float64(m) - float64(ps.M[row])
			note(ratio(math.Abs(d), ps.MBound[row]), "m", -1, row, &p.WorstM)
			if math.Abs(d) <= ps.MBound[row] {
				scale = math.Exp2(-d)
			}
		}
		if !bad(l, "l", -1, row) {
			note(ratio(math.Abs(float64(l)-scale*float64(ps.L[row])), scale*ps.LBound[row]), "l", -1, row, &p.WorstL)
		}
		ref, bound := ps.Acc[row*V:][:V], ps.AccBound[row*V:][:V]
		for j, x := range w[mla.WorkspaceAcc:][:V] {
			if bad(x, "", j, row) {
				continue
			}
			note(ratio(math.Abs(float64(x)-scale*float64(ref[j])), scale*bound[j]), "", j, row, &p.WorstAcc)
		}
	}
	p.Worst = max(p.WorstM, p.WorstL, p.WorstAcc)
	return p
}
