package verify

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/mlagen/mlagen/mla"
)

// TestErrorDistributions measures the error distributions BOUND.md reports,
// on several seeds, shapes and configs. It takes minutes, so it runs only
// when asked:
//
//	MLAGEN_VERIFY_STATS=1 go test ./verify -run ErrorDistributions -v -timeout 1h
func TestErrorDistributions(t *testing.T) {
	if os.Getenv("MLAGEN_VERIFY_STATS") == "" {
		t.Skip("set MLAGEN_VERIFY_STATS=1 to measure the error distributions (minutes)")
	}
	type stat struct{ vals []float64 }
	stats := map[string]*stat{}
	add := func(k string, v float64) {
		if stats[k] == nil {
			stats[k] = &stat{}
		}
		stats[k].vals = append(stats[k].vals, v)
	}
	cases := []struct {
		b, l int
		cfg  mla.Config
	}{
		{2, 8192, mla.Config{Splits: 1, Stages: 2, Tile: 32}},
		{2, 8192, mla.Config{Splits: 16, Stages: 2, Tile: 64}},
		{2, 8192, mla.Select(mla.Shape{Batch: 256, KVLen: 8192})},
		{8, 1024, mla.Config{Splits: 8, Stages: 2, Tile: 32}},
		{8, 1024, mla.Select(mla.Shape{Batch: 4, KVLen: 1024})},
		{16, 100, mla.Config{Splits: 3, Stages: 1, Tile: 128}},
	}
	for seed := uint64(100); seed < 104; seed++ {
		for _, c := range cases {
			in := NewInputs(seed, c.b, c.l)
			ex := Exact(in, nil)
			f := Faithful(c.cfg, in, nil)
			rep := Compare(f.Out, ex, f)
			add("faithful vs exact: max|err|/RMS", rep.RelExact())
			add("faithful vs exact: excess over 2^-4|exact|, /RMS", agreementExcess(f, ex, rep.RMS))
			var bsum float64
			for _, b := range f.Bound {
				bsum += b
			}
			add("bound: mean / RMS", bsum/float64(len(f.Bound))/rep.RMS)
			for name, v := range map[string]*variant{"mfma-order": mfmaKernel(seed), "model-edge": extremeKernel(seed)} {
				o := faithful(c.cfg, in.problem(), nil, v)
				r := Compare(o.Out, ex, f)
				add(name+": max|err|/RMS", r.RelFaithful())
				add(name+": worst err/bound", r.WorstRatio)
				add(name+": worst pre-rounding err/delta", preMargin(o, f))
				if !r.Pass() {
					t.Errorf("%v %v %s fails: %s", in, c.cfg, name, r.Failure(nil))
				}
			}
			tiles := (c.l/c.cfg.Splits + c.cfg.Tile - 1) / c.cfg.Tile
			broken := map[string]*variant{"drop rope": dropRopeKernel()}
			for k := 0; k < 3; k++ {
				s := (int(seed) + k) % c.cfg.Splits
				broken[fmt.Sprintf("skip tile %d", k)] = skipTileKernel(k%c.b, s, (int(seed)*7+k*5)%tiles)
			}
			for name, v := range broken {
				o := faithful(c.cfg, in.problem(), nil, v)
				r := Compare(o.Out, ex, f)
				key := name
				if strings.HasPrefix(name, "skip") {
					key = fmt.Sprintf("skip one %d-token tile at kv %d", c.cfg.Tile, c.l)
				}
				add(key+": worst err/bound", r.WorstRatio)
				if strings.HasPrefix(name, "skip") { // one sequence is affected
					add(key+": fraction of its sequence past the bound", float64(r.Violations)/float64(16*512))
				} else {
					add(key+": fraction of all elements past the bound", float64(r.Violations)/float64(r.N))
				}
				if r.StrictPass {
					t.Errorf("%v %v %s passes", in, c.cfg, name)
				}
			}
		}
	}
	var keys []string
	for k := range stats {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		v := stats[k].vals
		sort.Float64s(v)
		var m float64
		for _, x := range v {
			m += x
		}
		t.Logf("%-62s n=%3d min %.4g median %.4g mean %.4g max %.4g", k, len(v), v[0], v[len(v)/2], m/float64(len(v)), v[len(v)-1])
	}
}
