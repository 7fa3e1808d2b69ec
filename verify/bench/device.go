// Package bench times generated kernels on a device the way the benchmark
// does: before every timed call it overwrites a buffer larger than the
// last-level caches, then brackets the call with device events; it reports
// the median over many repetitions against the HBM floor of the shape's KV
// bytes. The loop and the statistics need no device: they run against the
// Device interface, which verify/hipbackend implements and tests fake.
package bench

import "github.com/mlagen/mlagen/verify"

// Device is what timing needs beyond verify.Backend: an asynchronous fill for
// the cache flush and device events, all on the stream kernels launch on.
type Device interface {
	verify.Backend
	// Memset fills n bytes at p with value, asynchronously, in launch order.
	Memset(p verify.DevPtr, value byte, n int64) error
	// NewEvent creates an event recorded on the launch stream.
	NewEvent() (Event, error)
}

// Event is a device timing event.
type Event interface {
	// Record enqueues the event after everything launched so far.
	Record() error
	// ElapsedUS waits for this event and returns the device time in
	// microseconds from start (recorded earlier) to it.
	ElapsedUS(start Event) (float64, error)
	Destroy() error
}
