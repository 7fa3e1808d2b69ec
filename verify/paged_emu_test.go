package verify_test

import (
	"bytes"
	"context"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/mlagen/mlagen/gen"
	"github.com/mlagen/mlagen/internal/gentest"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/verify"
)

// pagedSample is a seeded sample of paged configs: n tiles (every tile for
// n = len(mla.Tiles)), each with one of its stage counts, with one split
// (the direct output) or three (the workspace and the reduce), so that the
// DMA of each tile and both output paths run while the test stays short; a
// different seed samples other pairs.
func pagedSample(seed uint64, page mla.PageMode, n int) []mla.Config {
	r := rand.New(rand.NewPCG(seed, uint64(page)))
	byTile := map[int][]int{}
	for _, c := range mla.AllConfigs() {
		if c.Splits == 1 {
			byTile[c.Tile] = append(byTile[c.Tile], c.Stages)
		}
	}
	var out []mla.Config
	for i, k := range r.Perm(len(mla.Tiles))[:n] {
		tile := mla.Tiles[k]
		st := byTile[tile]
		out = append(out, mla.Config{Splits: 1 + 2*(i%2), Stages: st[r.IntN(len(st))], Tile: tile, Dims: mla.Dims{Page: page}})
	}
	return out
}

// Paged kernels (token-level indices on every tile, block tables of 16 and
// 64 tokens on two tiles each, the (tile, stages) pairs sampled) on a seeded
// ragged batch that takes every path (a partial last tile, an empty split, an
// empty sequence, whole tiles; lengths mostly not multiples of the page
// size), its cache in shuffled pages among NaN rows: the output and the
// partials pass their strict bounds, so every row was read through the
// indices and no row past a sequence's end reached the P.V.
func TestPagedRaggedSampled(t *testing.T) {
	cc := gentest.Compiler(t)
	cfgs := pagedSample(5, mla.Page1, len(mla.Tiles))
	cfgs = append(cfgs, pagedSample(5, mla.Page16, 2)...)
	cfgs = append(cfgs, pagedSample(5, mla.Page64, 2)...)
	res := generate(t, cc, cfgs)
	e := newEmulator(t)
	const seed = 5
	for _, k := range res.Kernels {
		lens := verify.RaggedLens(seed, k.Config)
		in := verify.NewRaggedInputs(seed, lens)
		r := verify.CheckInputs(e, k.CodeObject, k.Config, in, "ragged", "", verify.CheckOptions{Seed: seed})
		if r.Err != nil {
			t.Fatalf("%s: %v", k.Config, r.Err)
		}
		t.Logf("%s %v: err/bound %.3f", k.Config, lens, r.Report.WorstRatio)
		if !r.Pass() {
			t.Errorf("%s %v: %s", k.Config, lens, r.Report.Failure(in.Element))
		}
	}
}

// A kernel that reads a wrong cache row for some tokens (each odd row of a
// tile takes the index of the row before it: rows inside the cache, so no
// fault) fails the strict bound: the paged layout and the references catch
// a kernel that does not gather every row through its own index.
func TestPagedCatchesWrongRows(t *testing.T) {
	cfg := mla.Config{Splits: 3, Stages: 2, Tile: 32, Dims: mla.Dims{Page: mla.Page1}}
	cc := gentest.Compiler(t)
	src, err := gen.ExpandHIP(cfg, gen.OnDemandCommand)
	if err != nil {
		t.Fatal(err)
	}
	// const int d5 = pt[5] - 5;  ->  const int d5 = pt[4] - 5;
	re := regexp.MustCompile(`pt\[(mla_min\()?(\d*[13579])\b`)
	if len(re.FindAll(src, -1)) != cfg.Tile {
		t.Fatalf("mutation target %v: %d matches in %s", re, len(re.FindAll(src, -1)), cfg.Name())
	}
	bad := re.ReplaceAllFunc(src, func(m []byte) []byte {
		sub := re.FindSubmatch(m)
		n, _ := strconv.Atoi(string(sub[2]))
		return []byte("pt[" + string(sub[1]) + strconv.Itoa(n-1))
	})
	code, err := cc.Compile(context.Background(), cfg.Name(), bad)
	if err != nil {
		t.Fatal(err)
	}
	e := newEmulator(t)
	in := verify.NewRaggedInputs(2, []int{150, 40})
	r := verify.CheckInputs(e, code, cfg, in, "ragged", "", verify.CheckOptions{Seed: 2})
	if r.Err != nil {
		t.Fatal(r.Err)
	}
	t.Logf("wrong rows: err/bound %.3g, strict pass %v", r.Report.WorstRatio, r.Report.StrictPass)
	if r.Report.StrictPass {
		t.Errorf("a kernel reading wrong rows passes the strict bound")
	}
}

// An index outside the cache is an error the emulator reports (its memory is
// bounds-checked), not a silent read: one token's kv_indices entry, or one
// page of a block table, is moved past the cache's end.
func TestPagedIndexOutsideCacheFaults(t *testing.T) {
	cc := gentest.Compiler(t)
	e := newEmulator(t)
	in := verify.NewRaggedInputs(1, []int{40, 20})
	for _, page := range []mla.PageMode{mla.Page1, mla.Page16} {
		cfg := mla.Config{Splits: 1, Stages: 1, Tile: 32, Dims: mla.Dims{Page: page}}
		k, err := gen.Build(context.Background(), cc, cfg, gen.OnDemandCommand)
		if err != nil {
			t.Fatal(err)
		}
		p, err := in.Paged(page.PageSize())
		if err != nil {
			t.Fatal(err)
		}
		buf, idx, at := "kv_indices", p.KVIndices, 45 // sequence 1, token 5
		if page != mla.Page1 {
			buf, idx, at = "block_table", p.BlockTable, p.Stride+1 // sequence 1, its second page
		}
		for _, tc := range []struct {
			name string
			v    int32
		}{{"in the cache", 0}, {"past the cache", verify.PoisonIndex}} {
			w, err := verify.Prepare(e, k.CodeObject, cfg, in, 1)
			if err != nil {
				t.Fatal(err)
			}
			bad := append([]int32(nil), idx...)
			bad[at] = tc.v
			if err := e.CopyIn(w.Ptr(buf), verify.I32Bytes(bad)); err != nil {
				t.Fatal(err)
			}
			err = w.Run()
			w.Close()
			t.Logf("%s, %s: %v", cfg, tc.name, err)
			switch {
			case tc.v == 0 && err != nil:
				t.Errorf("%s: an entry inside the cache: %v", cfg, err)
			case tc.v != 0 && (err == nil || !strings.Contains(err.Error(), "outside every allocation")):
				t.Errorf("%s: an entry past the cache: %v, want the emulator's out-of-bounds fault", cfg, err)
			}
		}
	}
}

// A block-table kernel that ignores page boundaries does not pass: rows past
// a boundary are read from the physical page after the first one's, another
// sequence's, a spare NaN page or past the cache. Two ways to ignore them:
// every run of a whole tile takes the page after run 0's (physical pages
// assumed consecutive), or the splits start anywhere, not on SplitAlign
// tokens, while the runs still assume they do (and the split ranges are not
// the references' any more).
func TestPagedCatchesPageBoundary(t *testing.T) {
	cfg := mla.Config{Splits: 3, Stages: 2, Tile: 32, Dims: mla.Dims{Page: mla.Page16}}
	cc := gentest.Compiler(t)
	src, err := gen.ExpandHIP(cfg, gen.OnDemandCommand)
	if err != nil {
		t.Fatal(err)
	}
	e := newEmulator(t)
	for _, m := range []struct {
		name    string
		re      *regexp.Regexp
		n       int // matches in a 32-token tile of 16-token pages
		replace string
	}{
		// c1 = pp[q1 >> 4] * 16 + (q1 & 15)  ->  c1 = c0 + 16
		{"consecutive pages", regexp.MustCompile(`c1 = pp\[q1 >> 4\] \* 16 \+ \(q1 & 15\)`), 1, "c1 = c0 + 16"},
		// ((kv_len + 2) / 3 + 31) & -32  ->  ((kv_len + 2) / 3 + 0) & -1
		{"unaligned splits", regexp.MustCompile(`\+ 31\) & -32;`), 1, "+ 0) & -1;"},
	} {
		if n := len(m.re.FindAll(src, -1)); n != m.n {
			t.Fatalf("%s: mutation target %v: %d matches in %s, want %d", m.name, m.re, n, cfg.Name(), m.n)
		}
		code, err := cc.Compile(context.Background(), cfg.Name(), m.re.ReplaceAll(src, []byte(m.replace)))
		if err != nil {
			t.Fatal(err)
		}
		in := verify.NewRaggedInputs(2, []int{150, 40})
		r := verify.CheckInputs(e, code, cfg, in, "ragged", "", verify.CheckOptions{Seed: 2})
		if r.Err != nil {
			t.Logf("%s: %v", m.name, r.Err)
			continue
		}
		t.Logf("%s: err/bound %.3g, strict pass %v", m.name, r.Report.WorstRatio, r.Report.StrictPass)
		if r.Report.StrictPass {
			t.Errorf("%s: a kernel ignoring page boundaries passes the strict bound", m.name)
		}
	}
}

// Prepare's repeated batch (reps, as the device benchmark runs a large batch
// of a few distinct sequences) gives each copy its own pages: every copy's
// output is the single batch's, bit for bit.
func TestPagedRepeatedBatch(t *testing.T) {
	cfg := mla.Config{Splits: 3, Stages: 2, Tile: 32, Dims: mla.Dims{Page: mla.Page64}}
	cc := gentest.Compiler(t)
	k, err := gen.Build(context.Background(), cc, cfg, gen.OnDemandCommand)
	if err != nil {
		t.Fatal(err)
	}
	e := newEmulator(t)
	in := verify.NewRaggedInputs(6, []int{70, 0, 9})
	one, err := verify.Run(e, k.CodeObject, cfg, in)
	if err != nil {
		t.Fatal(err)
	}
	w, err := verify.Prepare(e, k.CodeObject, cfg, in, 3)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	if err := w.Run(); err != nil {
		t.Fatal(err)
	}
	raw, err := w.Read("out")
	if err != nil {
		t.Fatal(err)
	}
	out := verify.BF16s(raw)
	for r := 0; r < 3; r++ {
		for i, v := range one {
			if got := out[r*len(one)+i]; got != v {
				t.Fatalf("copy %d element %d: %#04x, want the single batch's %#04x", r, i, got, v)
			}
		}
	}
}

// Kernels read shared prefix pages right: on a batch whose sequences share
// whole pages (token indices, 16- and 64-token block tables; the sharing
// counted), one split and three pass the strict bounds, and the shared
// prefixes change what the sequences read (the gathered cache is not the
// unshared one), so a kernel reading a sequence's own rows would fail.
func TestPagedSharedPrefixes(t *testing.T) {
	cc := gentest.Compiler(t)
	var cfgs []mla.Config
	for _, page := range []mla.PageMode{mla.Page1, mla.Page16, mla.Page64} {
		cfgs = append(cfgs, mla.Config{Splits: 1 + 2*int(page%2), Stages: 2, Tile: 32, Dims: mla.Dims{Page: page}})
	}
	res := generate(t, cc, cfgs)
	e := newEmulator(t)
	in := verify.NewRaggedInputs(3, []int{100, 0, 33, 64, 1, 130, 200, 70})
	for _, k := range res.Kernels {
		p, err := in.Paged(k.Config.Page.PageSize())
		if err != nil {
			t.Fatal(err)
		}
		if p.SharedPages() == 0 {
			t.Fatalf("%s: no shared page", k.Config)
		}
		if bytes.Equal(p.Gathered(in).KV, in.KV) {
			t.Errorf("%s: the shared pages change no sequence's rows", k.Config)
		}
		r := verify.CheckInputs(e, k.CodeObject, k.Config, in, "shared", "", verify.CheckOptions{Seed: 3})
		if r.Err != nil {
			t.Fatalf("%s: %v", k.Config, r.Err)
		}
		t.Logf("%s: %d shared page-table entries, err/bound %.3f", k.Config, p.SharedPages(), r.Report.WorstRatio)
		if !r.Pass() {
			t.Errorf("%s: %s", k.Config, r.Report.Failure(in.Element))
		}
	}
}
