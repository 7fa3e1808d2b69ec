package tune

import (
	"context"
	"errors"
	"fmt"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/verify/bench"
)

// DeviceTimer times jobs on a device the way `mlagen bench` does (package
// bench: every call after a cache flush, between device events; each
// config's output checked before it is timed) and takes the median. Jobs
// run one after another: one device, and a timing must not share it.
type DeviceTimer struct {
	Dev   device.Timer
	Code  CodeFunc
	Opts  bench.Options
	Seed  uint64
	flush *bench.Flusher
}

// Time implements Timer.
func (d *DeviceTimer) Time(ctx context.Context, jobs []*Job) error {
	if d.flush == nil {
		f, err := bench.NewFlusher(d.Dev, d.Opts.FlushBytes)
		if err != nil {
			return err
		}
		d.flush = f
	}
	for _, j := range jobs {
		if err := ctx.Err(); err != nil {
			return err
		}
		if err := d.time(ctx, j); err != nil {
			return fmt.Errorf("%s on %s: %w", j.Config, j.Shape, err)
		}
	}
	return nil
}

func (d *DeviceTimer) time(ctx context.Context, j *Job) (err error) {
	code, _, err := d.Code(ctx, j.Config)
	if err != nil {
		return err
	}
	st, err := bench.Prepare(d.Dev, j.Shape, j.Config, code, d.Seed)
	if err != nil {
		return err
	}
	defer func() { err = errors.Join(err, st.Close()) }()
	times, err := bench.Time(d.Dev, d.flush, st.Calls, d.Opts)
	if err != nil {
		return err
	}
	j.Result = Candidate{Config: j.Config, Us: bench.Summarize(times).Median}
	return nil
}

// Close frees the flush buffer.
func (d *DeviceTimer) Close() error {
	if d.flush == nil {
		return nil
	}
	return d.flush.Close()
}
