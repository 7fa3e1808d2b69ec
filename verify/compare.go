package verify

import (
	"fmt"
	"math"
	"strings"

	"github.com/mlagen/mlagen/verify/num"
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
}

// Pass is the harness's verdict: the benchmark's rule against the exact
// reference and the strict bound against the faithful one.
func (r *Report) Pass() bool { return r.BenchmarkPass && r.StrictPass }

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
	return strings.Join(why, "; ")
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
