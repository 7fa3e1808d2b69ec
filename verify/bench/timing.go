// Package bench times generated kernels on a device the way the benchmark
// does: before every timed call it overwrites a buffer larger than the
// last-level caches, then brackets the call with device events; it reports
// the median over many repetitions against the HBM floor of the shape's KV
// bytes. The loop and the statistics need no device: they run against the
// device.Timer interface, which package hip implements and tests fake.
package bench

import (
	"errors"
	"fmt"
	"math"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/verify"
)

// DefaultFlushBytes is the flush buffer: larger than MI355X's L2 (8 x 4 MiB)
// plus its 256 MiB Infinity Cache together, so after overwriting it none of
// the KV cache is left in either.
const DefaultFlushBytes int64 = 512 << 20

// Defaults for Options.
const (
	DefaultReps   = 100
	DefaultWarmup = 5
)

// Options controls a measurement.
type Options struct {
	Reps       int   // timed calls; DefaultReps if 0
	Warmup     int   // untimed calls before them; DefaultWarmup if 0, none if negative
	FlushBytes int64 // DefaultFlushBytes if 0
}

func (o Options) withDefaults() Options {
	if o.Reps == 0 {
		o.Reps = DefaultReps
	}
	if o.Warmup == 0 {
		o.Warmup = DefaultWarmup
	}
	o.Warmup = max(o.Warmup, 0)
	if o.FlushBytes == 0 {
		o.FlushBytes = DefaultFlushBytes
	}
	return o
}

// Validate reports options that cannot give a measurement.
func (o Options) Validate() error {
	o = o.withDefaults()
	switch {
	case o.Reps < 1:
		return fmt.Errorf("reps %d: need at least 1", o.Reps)
	case o.FlushBytes < 1<<20:
		return fmt.Errorf("flush buffer of %d bytes is too small to flush anything", o.FlushBytes)
	}
	return nil
}

// MaxFlushMiB is the largest flush buffer in MiB whose size in bytes an
// int64 holds.
const MaxFlushMiB = math.MaxInt64 >> 20

// FlushBytesOfMiB converts a flush buffer size in MiB (--flush-mib) to
// bytes, refusing sizes below 1 MiB and those whose bytes overflow int64 (a
// wrapped size would pass as another, or as a negative one).
func FlushBytesOfMiB(mib int64) (int64, error) {
	if mib < 1 || mib > MaxFlushMiB {
		return 0, fmt.Errorf("flush buffer of %d MiB: want 1..%d MiB", mib, int64(MaxFlushMiB))
	}
	return mib << 20, nil
}

// Call is one kernel launch of a timed unit.
type Call = verify.Launch

// Flusher evicts the caches by overwriting a large device buffer.
type Flusher struct {
	d device.Timer
	p device.DevPtr
	n int64
	k byte
}

// NewFlusher allocates the flush buffer of n bytes (DefaultFlushBytes if 0).
func NewFlusher(d device.Timer, n int64) (*Flusher, error) {
	if n == 0 {
		n = DefaultFlushBytes
	}
	p, err := d.Alloc(n)
	if err != nil {
		return nil, fmt.Errorf("flush buffer (%d MiB): %w", n>>20, err)
	}
	return &Flusher{d: d, p: p, n: n}, nil
}

// Flush enqueues an overwrite of the whole buffer, each time with a new value.
func (f *Flusher) Flush() error {
	f.k++
	return f.d.Memset(f.p, f.k, f.n)
}

// Bytes is the buffer's size.
func (f *Flusher) Bytes() int64 { return f.n }

// Close frees the buffer.
func (f *Flusher) Close() error { return f.d.Free(f.p) }

// Time measures calls, launched back to back as one unit (decode, then
// reduce), the way the benchmark times a call: for each repetition it
// enqueues the flush, records a start event, launches the calls, records an
// end event and reads the device time between the events, so the flush is
// not timed but leaves the caches cold. Warm-up repetitions run the same way
// untimed. It returns one time in microseconds per timed repetition.
func Time(d device.Timer, f *Flusher, calls []Call, o Options) (times []float64, err error) {
	if err := o.Validate(); err != nil {
		return nil, err
	}
	o = o.withDefaults()
	if len(calls) == 0 {
		return nil, errors.New("nothing to time")
	}
	start, err := d.NewEvent()
	if err != nil {
		return nil, err
	}
	defer func() { err = errors.Join(err, start.Destroy()) }()
	end, err := d.NewEvent()
	if err != nil {
		return nil, err
	}
	defer func() { err = errors.Join(err, end.Destroy()) }()

	times = make([]float64, 0, o.Reps)
	for i := -o.Warmup; i < o.Reps; i++ {
		if err := f.Flush(); err != nil {
			return nil, err
		}
		if err := start.Record(); err != nil {
			return nil, err
		}
		for _, c := range calls {
			if err := d.Launch(c.Kernel, c.Grid, c.Block, c.Kernarg); err != nil {
				return nil, err
			}
		}
		if err := end.Record(); err != nil {
			return nil, err
		}
		us, err := end.ElapsedUS(start)
		if err != nil {
			return nil, err
		}
		if i >= 0 {
			times = append(times, us)
		}
	}
	// A kernel fault surfaces at the next synchronization.
	if err := d.Sync(); err != nil {
		return nil, err
	}
	return times, nil
}
