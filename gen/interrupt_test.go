package gen

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/mlagen/mlagen/mla"
)

// parallel must never report success for jobs it did not run: cancelled
// before the start, or after k of n jobs, it returns ctx's error.
func TestParallelCancelledReturnsCtxErr(t *testing.T) {
	const n = 12
	for _, jobs := range []int{1, 3} {
		// Cancelling after k completions stops the rest only while more jobs
		// remain than can be in flight: with k > n-jobs the last ones may all
		// finish first, and complete work is rightly a success (below).
		for _, k := range []int{0, 1, 5, n - jobs} {
			ctx, cancel := context.WithCancel(context.Background())
			if k == 0 {
				cancel()
			}
			var calls, dones atomic.Int64
			var mu sync.Mutex // counting and cancelling are one step: no worker starts a job between them
			err := parallel(ctx, n, jobs, func(ctx context.Context, i int) error {
				calls.Add(1)
				return ctx.Err()
			}, func() {
				mu.Lock()
				defer mu.Unlock()
				if dones.Add(1) == int64(k) {
					cancel() // between jobs: the finished one succeeded, the rest must not start
				}
			})
			cancel()
			if !errors.Is(err, context.Canceled) {
				t.Errorf("jobs %d, cancelled after %d of %d: err = %v, want context.Canceled", jobs, k, n, err)
			}
			if got := dones.Load(); got >= n {
				t.Errorf("jobs %d, cancelled after %d: all %d jobs succeeded", jobs, k, got)
			}
			if k == 0 && calls.Load() != 0 {
				t.Errorf("jobs %d: cancelled before the start, yet %d jobs ran", jobs, calls.Load())
			}
		}
	}
	// All jobs done, then cancelled: the work is complete, so success.
	ctx, cancel := context.WithCancel(context.Background())
	var dones atomic.Int64
	err := parallel(ctx, n, 2, func(context.Context, int) error { return nil }, func() {
		if dones.Add(1) == n {
			cancel()
		}
	})
	if err != nil {
		t.Errorf("cancelled after all %d jobs succeeded: %v", n, err)
	}
	// A job's error wins over the cancellation it causes.
	boom := errors.New("boom")
	err = parallel(context.Background(), n, 2, func(_ context.Context, i int) error {
		if i == 3 {
			return boom
		}
		return nil
	}, nil)
	if !errors.Is(err, boom) {
		t.Errorf("a failing job: err = %v, want it", err)
	}
}

// Generate, interrupted before it starts or between compiles, returns the
// context's error and no files (it used to render a registry from the
// kernels that happened to compile).
func TestGenerateInterruptedRendersNothing(t *testing.T) {
	cc := needCompiler(t)
	cfgs := []mla.Config{{Splits: 1, Stages: 1, Tile: 32}, {Splits: 2, Stages: 1, Tile: 32}, {Splits: 3, Stages: 1, Tile: 32}}
	for _, k := range []int{0, 1} {
		ctx, cancel := context.WithCancel(context.Background())
		if k == 0 {
			cancel()
		}
		res, err := Generate(ctx, Options{Configs: cfgs, Command: "mlagen test", Compiler: cc, Jobs: 1,
			Progress: func(done, total int) {
				if done == k {
					cancel()
				}
			}})
		cancel()
		if !errors.Is(err, context.Canceled) || res != nil {
			t.Errorf("cancelled after %d compiles: Generate = (%v, %v), want (nil, context.Canceled)", k, res != nil, err)
		}
	}
}
