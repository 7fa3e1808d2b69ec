package tune

import (
	"context"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/perf"
)

// CodeFunc returns a config's code object (from the compile
// cache or a compile); it must be safe for concurrent use. cached says the
// code was not compiled now.
type CodeFunc func(ctx context.Context, c mla.Config) (code []byte, cached bool, err error)

// ModelTimer times jobs on the gfx950 timing model: each config is compiled
// once (Code), each (config, shape) traced once (perf.Model.Trace, the
// expensive half) and simulated with Params. Compiles and traces run on Jobs
// goroutines at once, fed shape by shape so that the first shape's jobs
// compile distinct configs side by side and the later shapes find them done.
type ModelTimer struct {
	Model  *perf.Model
	Params perf.Params
	Code   CodeFunc
	Jobs   int // 0: one per CPU

	mu    sync.Mutex
	codes map[mla.Config]*codeOnce

	// Counters, for the report.
	Compiled, Reused atomic.Int64 // configs compiled now, and found ready
	Traced           atomic.Int64 // (config, shape) traces
	TraceTime        atomic.Int64 // summed over traces, nanoseconds
	CompileTime      atomic.Int64 // summed over compiles (wall of each), nanoseconds
}

type codeOnce struct {
	once sync.Once
	code []byte
	err  error
}

func (m *ModelTimer) code(ctx context.Context, c mla.Config) ([]byte, error) {
	m.mu.Lock()
	if m.codes == nil {
		m.codes = map[mla.Config]*codeOnce{}
	}
	o := m.codes[c]
	if o == nil {
		o = &codeOnce{}
		m.codes[c] = o
	}
	m.mu.Unlock()
	o.once.Do(func() {
		t0 := time.Now()
		var cached bool
		o.code, cached, o.err = m.Code(ctx, c)
		if o.err != nil {
			return
		}
		if cached {
			m.Reused.Add(1)
		} else {
			m.Compiled.Add(1)
			m.CompileTime.Add(int64(time.Since(t0)))
		}
	})
	return o.code, o.err
}

// Time implements Timer.
func (m *ModelTimer) Time(ctx context.Context, jobs []*Job) error {
	n := m.Jobs
	if n <= 0 {
		n = runtime.NumCPU()
	}
	return forEach(ctx, len(jobs), n, func(ctx context.Context, i int) error {
		j := jobs[i]
		code, err := m.code(ctx, j.Config)
		if err != nil {
			return fmt.Errorf("%s: %w", j.Config, err)
		}
		t0 := time.Now()
		tr, err := m.Model.Trace(perf.MLA(j.Config, code), j.Shape)
		if err != nil {
			return fmt.Errorf("%s on %s: %w", j.Config, j.Shape, err)
		}
		m.TraceTime.Add(int64(time.Since(t0)))
		m.Traced.Add(1)
		r := tr.Simulate(m.Params)
		j.Result = Candidate{Config: j.Config, Us: r.TotalUs, DecodeUs: r.Launches[0].Us, Binds: r.Binds}
		if len(r.Launches) > 1 {
			j.Result.ReduceUs = r.Launches[1].Us
		}
		return nil
	})
}

// forEach runs f(i) for i in [0, n) on at most jobs goroutines, in index
// order of start; the first error cancels the rest and is returned.
func forEach(ctx context.Context, n, jobs int, f func(ctx context.Context, i int) error) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var (
		next     atomic.Int64
		wg       sync.WaitGroup
		errOnce  sync.Once
		firstErr error
	)
	for w := 0; w < min(jobs, n); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1) - 1)
				if i >= n || ctx.Err() != nil {
					return
				}
				if err := f(ctx, i); err != nil {
					errOnce.Do(func() { firstErr = err; cancel() })
					return
				}
			}
		}()
	}
	wg.Wait()
	if firstErr != nil {
		return firstErr
	}
	return ctx.Err()
}
