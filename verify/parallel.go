package verify

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// forEach calls f(0..n-1) on up to workers goroutines (GOMAXPROCS when
// workers <= 0). Each index is one independent job that writes only its own
// results, so the outcome never depends on the number of goroutines or on
// the order they run in.
func forEach(n, workers int, f func(i int)) {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, n)
	if workers <= 1 {
		for i := 0; i < n; i++ {
			f(i)
		}
		return
	}
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1) - 1)
				if i >= n {
					return
				}
				f(i)
			}
		}()
	}
	wg.Wait()
}
