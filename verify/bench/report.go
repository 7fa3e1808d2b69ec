package bench

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"strings"

	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/num"
)

// Result is one shape's measurement.
type Result struct {
	Batch   int    `json:"batch"`
	KVLen   int    `json:"kv_len"`
	Kernel  string `json:"kernel"`
	Reduce  string `json:"reduce,omitempty"` // "" with one split
	KVBytes int64  `json:"kv_bytes"`
	// Check is how the output was checked before timing.
	Check string `json:"check,omitempty"`

	Reps     int     `json:"reps"`
	MedianUS float64 `json:"median_us"`
	MinUS    float64 `json:"min_us"`
	P10US    float64 `json:"p10_us"`
	P90US    float64 `json:"p90_us"`
	MaxUS    float64 `json:"max_us"`
	MeanUS   float64 `json:"mean_us"`
	// FloorUS is the HBM floor (FloorUS); Ratio = MedianUS / FloorUS.
	FloorUS float64 `json:"floor_us"`
	Ratio   float64 `json:"ratio"`

	TimesUS []float64 `json:"times_us"` // every timed repetition, in order
}

// NewResult summarizes the times measured for a shape's config.
func NewResult(s mla.Shape, c mla.Config, check string, timesUS []float64) Result {
	sum := Summarize(timesUS)
	floor := FloorUS(s)
	return Result{
		Batch: s.Batch, KVLen: s.KVLen, Kernel: c.Name(), Reduce: c.ReduceName(), KVBytes: KVBytes(s),
		Check: check, Reps: sum.N,
		MedianUS: sum.Median, MinUS: sum.Min, P10US: sum.P10, P90US: sum.P90, MaxUS: sum.Max, MeanUS: sum.Mean,
		FloorUS: floor, Ratio: sum.Median / floor,
		TimesUS: append([]float64(nil), timesUS...),
	}
}

// Shape is the result's shape.
func (r Result) Shape() mla.Shape { return mla.Shape{Batch: r.Batch, KVLen: r.KVLen} }

// Report is a benchmark run.
type Report struct {
	Device            string   `json:"device"`
	Reps              int      `json:"reps"`
	Warmup            int      `json:"warmup"`
	FlushBytes        int64    `json:"flush_bytes"`
	HBMBytesPerSecond float64  `json:"hbm_bytes_per_second"`
	Results           []Result `json:"results"`
	// Geometric means over Results, the benchmark's ranking statistic; null
	// when there are no results.
	GeomeanUS      *float64 `json:"geomean_us"`
	GeomeanFloorUS *float64 `json:"geomean_floor_us"`
	GeomeanRatio   *float64 `json:"geomean_ratio"`
}

// NewReport gathers results and computes their geometric means.
func NewReport(device string, o Options, results []Result) Report {
	o = o.withDefaults()
	r := Report{Device: device, Reps: o.Reps, Warmup: o.Warmup, FlushBytes: o.FlushBytes,
		HBMBytesPerSecond: HBMBytesPerSecond, Results: results}
	var med, floor []float64
	for _, x := range results {
		med = append(med, x.MedianUS)
		floor = append(floor, x.FloorUS)
	}
	r.GeomeanUS = finite(num.Geomean(med))
	r.GeomeanFloorUS = finite(num.Geomean(floor))
	if r.GeomeanUS != nil && r.GeomeanFloorUS != nil {
		r.GeomeanRatio = finite(*r.GeomeanUS / *r.GeomeanFloorUS)
	}
	return r
}

func finite(x float64) *float64 {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return nil
	}
	return &x
}

// WriteJSON writes the report as indented JSON.
func (r Report) WriteJSON(w io.Writer) error {
	b, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}

// WriteTable writes the report as a table: per shape the median and spread
// in microseconds, the HBM floor and the ratio, then the geometric means.
func (r Report) WriteTable(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "device %s; median of %d timed calls (after %d untimed), each after overwriting %d MiB; floor = KV bytes at %.0f TB/s\n",
		r.Device, r.Reps, r.Warmup, r.FlushBytes>>20, r.HBMBytesPerSecond/1e12)
	rows := [][]string{{"shape", "kernel", "median us", "p10 us", "p90 us", "floor us", "x floor"}}
	for _, x := range r.Results {
		k := x.Kernel
		if x.Reduce != "" {
			k += " + " + x.Reduce
		}
		rows = append(rows, []string{x.Shape().String(), k, f2(x.MedianUS), f2(x.P10US), f2(x.P90US), f2(x.FloorUS), f2(x.Ratio)})
	}
	rows = append(rows, []string{"geomean", "", cell(r.GeomeanUS), "", "", cell(r.GeomeanFloorUS), cell(r.GeomeanRatio)})
	width := make([]int, len(rows[0]))
	for _, row := range rows {
		for i, c := range row {
			width[i] = max(width[i], len(c))
		}
	}
	for _, row := range rows {
		line := fmt.Sprintf("%-*s  %-*s", width[0], row[0], width[1], row[1])
		for i := 2; i < len(row); i++ {
			line += fmt.Sprintf("  %*s", width[i], row[i])
		}
		b.WriteString(strings.TrimRight(line, " ") + "\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func f2(x float64) string { return fmt.Sprintf("%.2f", x) }

func cell(p *float64) string {
	if p == nil {
		return "-"
	}
	return f2(*p)
}

// String is the table.
func (r Report) String() string {
	var b strings.Builder
	r.WriteTable(&b)
	return b.String()
}
