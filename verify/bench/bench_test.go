package bench

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/gen/codeobj"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/num"
)

func near(a, b, tol float64) bool { return math.Abs(a-b) <= tol*math.Max(1, math.Abs(b)) }

func TestMedian(t *testing.T) {
	for _, c := range []struct {
		xs   []float64
		want float64
	}{
		{[]float64{3}, 3},
		{[]float64{5, 1, 3}, 3},
		{[]float64{4, 1, 3, 2}, 2.5},
		{[]float64{2, 2, 9, 2, 100}, 2},
	} {
		in := append([]float64(nil), c.xs...)
		if got := Median(c.xs); got != c.want {
			t.Errorf("Median(%v) = %v, want %v", c.xs, got, c.want)
		}
		if fmt.Sprint(in) != fmt.Sprint(c.xs) {
			t.Errorf("Median reordered its input")
		}
	}
	if !math.IsNaN(Median(nil)) {
		t.Error("Median(nil) is not NaN")
	}
	s := Summarize([]float64{10, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	if s.N != 10 || s.Min != 1 || s.Max != 10 || s.Median != 5.5 || s.P10 != 1 || s.P90 != 9 || s.Mean != 5.5 {
		t.Errorf("Summarize = %+v", s)
	}
}

// The floors task.md quotes for the benchmark shapes.
func TestFloor(t *testing.T) {
	want := map[mla.Shape]float64{
		{Batch: 4, KVLen: 1024}: 0.29, {Batch: 32, KVLen: 1024}: 2.4, {Batch: 64, KVLen: 1024}: 4.7, {Batch: 256, KVLen: 1024}: 18.9,
		{Batch: 4, KVLen: 8192}: 2.4, {Batch: 32, KVLen: 8192}: 18.9, {Batch: 64, KVLen: 8192}: 37.7, {Batch: 256, KVLen: 8192}: 151,
	}
	var floors []float64
	for _, s := range mla.BenchmarkShapes {
		f := FloorUS(s)
		if !near(f, want[s], 0.02) {
			t.Errorf("FloorUS(%v) = %.3f, want about %v", s, f, want[s])
		}
		floors = append(floors, f)
	}
	if g := num.Geomean(floors); !near(g, 7.9, 0.01) {
		t.Errorf("geomean floor = %.3f, want about 7.9", g)
	}
	if got := KVBytes(mla.Shape{Batch: 4, KVLen: 1024}); got != 4*1024*576 {
		t.Errorf("KVBytes = %d", got)
	}
}

// fakeDevice logs what the timing loop enqueues; each ElapsedUS returns the
// next of times.
type fakeDevice struct {
	log    []string
	times  []float64
	allocs int
	err    error // returned by Launch
}

type fakeKernel string

func (k fakeKernel) Name() string          { return string(k) }
func (k fakeKernel) Meta() *codeobj.Kernel { return &codeobj.Kernel{Name: string(k)} }

type fakeEvent struct {
	d    *fakeDevice
	name string
}

func (d *fakeDevice) Name() string { return "fake" }
func (d *fakeDevice) Alloc(n int64) (device.DevPtr, error) {
	d.allocs++
	d.log = append(d.log, fmt.Sprintf("alloc %d", n))
	return 0x1000, nil
}
func (d *fakeDevice) Free(p device.DevPtr) error          { d.allocs--; return nil }
func (d *fakeDevice) CopyIn(device.DevPtr, []byte) error  { return nil }
func (d *fakeDevice) CopyOut([]byte, device.DevPtr) error { return nil }
func (d *fakeDevice) Load([]byte) (device.Module, error)  { return nil, errors.New("fake") }
func (d *fakeDevice) Sync() error                         { d.log = append(d.log, "sync"); return nil }
func (d *fakeDevice) Close() error                        { return nil }
func (d *fakeDevice) Launch(k device.Kernel, g, b device.Dim3, a []byte) error {
	d.log = append(d.log, "launch "+k.Name())
	return d.err
}
func (d *fakeDevice) Memset(p device.DevPtr, v byte, n int64) error {
	d.log = append(d.log, fmt.Sprintf("memset %d %d", v, n))
	return nil
}
func (d *fakeDevice) NewEvent() (device.Event, error) {
	e := &fakeEvent{d: d, name: []string{"start", "end"}[len(d.log)%2]}
	d.log = append(d.log, "event")
	return e, nil
}
func (e *fakeEvent) Record() error { e.d.log = append(e.d.log, "record"); return nil }
func (e *fakeEvent) Destroy() error {
	e.d.log = append(e.d.log, "destroy")
	return nil
}
func (e *fakeEvent) ElapsedUS(start device.Event) (float64, error) {
	t := e.d.times[0]
	e.d.times = e.d.times[1:]
	e.d.log = append(e.d.log, "elapsed")
	return t, nil
}

func TestTime(t *testing.T) {
	d := &fakeDevice{times: []float64{100, 90, 7, 5, 6}}
	f, err := NewFlusher(d, 2<<20)
	if err != nil {
		t.Fatal(err)
	}
	calls := []Call{{Kernel: fakeKernel("decode")}, {Kernel: fakeKernel("reduce")}}
	times, err := Time(d, f, calls, Options{Reps: 3, Warmup: 2, FlushBytes: 2 << 20})
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(times) != "[7 5 6]" {
		t.Errorf("times = %v, want the last 3 (2 warm-up calls dropped)", times)
	}
	rep := "memset %d 2097152 record launch decode launch reduce record elapsed"
	var want []string
	want = append(want, "alloc 2097152", "event", "event")
	for i := 1; i <= 5; i++ {
		want = append(want, strings.Fields(fmt.Sprintf(rep, i))...)
	}
	want = append(want, "sync", "destroy", "destroy")
	// Fields split "memset 1 2097152" and "launch decode"; compare as text.
	if got := strings.Join(d.log, " "); got != strings.Join(want, " ") {
		t.Errorf("enqueued\n%s\nwant\n%s", got, strings.Join(want, " "))
	}
	if err := f.Close(); err != nil || d.allocs != 0 {
		t.Errorf("flusher not freed")
	}

	d = &fakeDevice{times: []float64{1}, err: errors.New("launch failed")}
	f, _ = NewFlusher(d, 0)
	if _, err := Time(d, f, calls, Options{}); err == nil || !strings.Contains(err.Error(), "launch failed") {
		t.Errorf("launch error lost: %v", err)
	}
	if !strings.HasSuffix(strings.Join(d.log, " "), "destroy destroy") {
		t.Errorf("events not destroyed after an error: %v", d.log)
	}
	if d.log[0] != fmt.Sprintf("alloc %d", DefaultFlushBytes) {
		t.Errorf("default flush: %v", d.log[0])
	}
	if _, err := Time(d, f, calls, Options{Reps: -1}); err == nil {
		t.Error("negative reps accepted")
	}
}

func sampleReport() Report {
	c := mla.Config{Splits: 16, Stages: 2, Tile: 32}
	one := mla.Config{Splits: 1, Stages: 2, Tile: 64}
	return NewReport("hip:gfx950 AMD Instinct MI355X (device 0)", Options{Reps: 4, Warmup: 1},
		[]Result{
			NewResult(mla.Shape{Batch: 4, KVLen: 1024}, c, "ok", []float64{4, 5, 3, 6}),
			NewResult(mla.Shape{Batch: 256, KVLen: 8192}, one, "ok", []float64{200, 190, 210, 220}),
		})
}

func TestReportTable(t *testing.T) {
	got := sampleReport().String()
	want := `device hip:gfx950 AMD Instinct MI355X (device 0); median of 4 timed calls (after 1 untimed), each after overwriting 512 MiB; floor = KV bytes at 8 TB/s
shape     kernel                                  median us  p10 us  p90 us  floor us  x floor
4x1024    mla_decode_s16_p2_t32 + mla_reduce_s16       4.50    3.00    6.00      0.29    15.26
256x8192  mla_decode_s1_p2_t64                       205.00  190.00  220.00    150.99     1.36
geomean                                               30.37                      6.67     4.55
`
	if got != want {
		t.Errorf("table\n%s\nwant\n%s", got, want)
	}
}

func TestReportJSON(t *testing.T) {
	r := sampleReport()
	var b bytes.Buffer
	if err := r.WriteJSON(&b); err != nil {
		t.Fatal(err)
	}
	var back map[string]any
	if err := json.Unmarshal(b.Bytes(), &back); err != nil {
		t.Fatal(err)
	}
	res := back["results"].([]any)
	first := res[0].(map[string]any)
	if first["kernel"] != "mla_decode_s16_p2_t32" || first["reduce"] != "mla_reduce_s16" || first["median_us"] != 4.5 ||
		first["kv_bytes"] != float64(4*1024*576) || len(first["times_us"].([]any)) != 4 {
		t.Errorf("first result: %v", first)
	}
	if _, ok := res[1].(map[string]any)["reduce"]; ok {
		t.Error("one-split result has a reduce kernel")
	}
	if g := back["geomean_us"].(float64); !near(g, math.Sqrt(4.5*205), 1e-12) {
		t.Errorf("geomean_us = %v", g)
	}
	if back["flush_bytes"] != float64(512<<20) || back["reps"] != float64(4) {
		t.Errorf("header: %v", back)
	}
	empty := NewReport("x", Options{}, nil)
	b.Reset()
	if err := empty.WriteJSON(&b); err != nil || !strings.Contains(b.String(), `"geomean_us": null`) {
		t.Errorf("empty report: %v\n%s", err, b.String())
	}
}
