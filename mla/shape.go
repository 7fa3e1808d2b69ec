package mla

import (
	"fmt"
	"strconv"
	"strings"
)

// Shape is one decode problem size: batch sequences of kv_len cached tokens each.
type Shape struct {
	Batch int
	KVLen int
}

func (s Shape) String() string { return fmt.Sprintf("%dx%d", s.Batch, s.KVLen) }

// BenchmarkShapes are the benchmark's 8 shapes ({4, 32, 64, 256} x {1024, 8192}),
// what `--shape all` means.
var BenchmarkShapes = []Shape{
	{4, 1024}, {4, 8192}, {32, 1024}, {32, 8192},
	{64, 1024}, {64, 8192}, {256, 1024}, {256, 8192},
}

// Limits on a shape: past them int32 indexing in the ABI (kv_indptr) overflows.
const (
	MaxBatch = 1 << 20
	MaxKVLen = 1 << 24
)

// ParseShape parses "BxL" (e.g. "64x8192").
func ParseShape(s string) (Shape, error) {
	b, l, ok := strings.Cut(strings.TrimSpace(s), "x")
	if !ok {
		return Shape{}, fmt.Errorf("shape %q: want BATCHxKV_LEN, e.g. 64x8192, or \"all\"", s)
	}
	var sh Shape
	var err error
	if sh.Batch, err = parsePositive(b, "batch", MaxBatch); err == nil {
		sh.KVLen, err = parsePositive(l, "kv_len", MaxKVLen)
	}
	if err != nil {
		return Shape{}, fmt.Errorf("shape %q: %w (want BATCHxKV_LEN, e.g. 64x8192)", s, err)
	}
	return sh, nil
}

func parsePositive(s, what string, max int) (int, error) {
	v, err := strconv.Atoi(s)
	if err != nil || s != strconv.Itoa(v) {
		return 0, fmt.Errorf("%s %q is not a decimal integer", what, s)
	}
	if v < 1 || v > max {
		return 0, fmt.Errorf("%s %d out of range 1..%d", what, v, max)
	}
	return v, nil
}

// ParseShapes parses "all" or a comma-separated list of shapes.
func ParseShapes(s string) ([]Shape, error) {
	if strings.TrimSpace(s) == "all" {
		return append([]Shape(nil), BenchmarkShapes...), nil
	}
	var out []Shape
	for _, f := range strings.Split(s, ",") {
		sh, err := ParseShape(f)
		if err != nil {
			return nil, err
		}
		out = append(out, sh)
	}
	return out, nil
}

// Selection policy for the v2 kernels (docs/kernel.md). MI355X has 256 CUs; a
// decode workgroup of four waves with two 32-token stages each fills a CU's LDS,
// so one workgroup runs per CU. mlagen tune ranks configs with the timing model
// and writes its winners to the tuned table (tuned.json); this rule is what a
// shape outside that table gets.
const (
	numCUs = 256
	// minTilesPerWave: a split gives each of its waves at least this many
	// tiles; fewer leave waves idle while the workgroup pays for the query
	// conversion and the merge.
	minTilesPerWave = 1
	defaultTile     = 32
	defaultStages   = 2
)

// Select maps a shape to the config the generator emits for it by default:
// the tuned table's plain entry (mlagen tune) when the shape has one, else
// Heuristic's, or the table's one-launch entry (--one: the decode launch
// merges its splits) where the tuner timed it faster (tunedWithOne).
func Select(s Shape) Config {
	if e, ok := tunedWithOne(s, Dims{}); ok {
		return e.Config
	}
	return Heuristic(s)
}

// tunedWithOne is the tuned table's entry for (s, d), or its one-launch
// twin's (d with One) when that one is faster by the same timing (backend
// and fingerprint); a tie keeps two launches.
func tunedWithOne(s Shape, d Dims) (TunedEntry, bool) {
	e, ok := TunedForDims(s, d)
	if d.One {
		return e, ok
	}
	d.One = true
	o, ook := TunedForDims(s, d)
	if !ook || ok && (o.Backend != e.Backend || o.Fingerprint != e.Fingerprint || o.TotalUs >= e.TotalUs) {
		return e, ok
	}
	return o, true
}

// SelectWith maps a shape to the config with dimensions d: the tuned table's
// entry for (s, d) when `mlagen tune` with d's flags wrote one, or its
// one-launch twin's where faster (as Select; with d.One only the one-launch
// entry) (a variant's
// kernels differ in speed from the plain ones: a paged cache gathers its
// rows, so a tuned variant may pick another config). Else, for query rows
// (heads x q_len above 16), the entry of its rows alone (borrowRows). Else Select's config
// with d (Config.With: a persistent config gets splits 1). A bf16 cache takes the
// shape's splits with one stage of 32-token tiles, four waves: its tiles are
// twice the bytes, so a second stage halves the waves, and the timing model
// ranks the four single-stage waves faster on 6 of the 8 benchmark shapes
// (tied on one, 5% slower on 4x1024; docs/kernel.md, "The bf16 kernel",
// modeled). Otherwise, where Select's (splits, stages, tile) is not valid
// with d, the most stages below it that are, with the same splits and tile,
// else with 32-token tiles (a row-folded kernel: 64, else 128).
func SelectWith(s Shape, d Dims) Config {
	if e, ok := tunedWithOne(s, d); ok {
		return e.Config
	}
	if c, ok := borrowRows(s, d); ok {
		return c
	}
	c := Select(s).With(d)
	if d.KV == KVBF16 {
		c.Stages, c.Tile = 1, defaultTile
	}
	tiles := []int{c.Tile, defaultTile}
	if d.Folded() {
		tiles = FoldTiles // a row-folded kernel's tiles are shared by its waves
	}
	for _, t := range tiles {
		if x, ok := mostStages(Config{Splits: c.Splits, Stages: c.Stages, Tile: t, Dims: d}); ok {
			return x
		}
	}
	return c // invalid: its Validate says why
}

// mostStages is c with the most stages at or below its own that make it
// valid, if any.
func mostStages(c Config) (Config, bool) {
	for ; c.Stages >= 1; c.Stages-- {
		if c.Validate() == nil {
			return c, true
		}
	}
	return Config{}, false
}

// borrowRows is the config of a query-row variant without a tuned entry
// (e.g. --heads 128 --page 16): the entry of its rows alone (--heads 128),
// with its fold and launch count unless d sets them (a persistent variant:
// two launches), and d's other dimensions; the most stages at or below the
// entry's that d accepts (a persistent variant, where none is: with each
// row-folded tile in turn). The
// faster of the rows' two entries (one launch or two) is tried first, then
// the other: a variant may refuse one (16-token pages refuse a fold-32
// kernel of one stage of 128-token tiles). A query-row variant's speed is
// set by how its rows share a KV read (the fold); the fallback below would
// give the 16-head pick's row blocks, each re-reading the KV cache. False
// when d has one row block, its rows have no entry, or neither entry is
// valid with d; and for a bf16 cache, whose tiles are twice the bytes (the
// fp8 entries' 128-token tiles are refused, and an unfolded pick the model
// ranked slower than the bf16 rule below: --heads 128 --kv bf16 at 4x1024,
// 17.60 us against 23.99, modeled): it takes its own tuned entry or the
// rule, with --fold when given.
func borrowRows(s Shape, d Dims) (Config, bool) {
	if d.Rows() == 1 || d.KV == KVBF16 {
		return Config{}, false
	}
	base := Dims{Heads: d.Heads, QLen: d.QLen, Fold: d.Fold, One: d.One}
	first, ok := tunedWithOne(s, base)
	if !ok {
		return Config{}, false
	}
	entries := []TunedEntry{first}
	if !d.One {
		other := base
		other.One = !first.Config.One
		if e, ok := TunedForDims(s, other); ok {
			entries = append(entries, e)
		}
	}
	tiles := []int{0} // the entry's
	if d.PS {
		tiles = append(tiles, FoldTiles...)
	}
	for _, t := range tiles {
		for _, e := range entries {
			x := d
			if !d.Folded() {
				x.Fold = e.Config.Fold
			}
			if x.PS && x.Fold == Fold16 {
				// A persistent variant folds its rows: all of them, at most 128.
				for x.Fold.Rows() < x.QueryRows() && x.Fold < Fold128 {
					x.Fold++
				}
			}
			x.One = d.One || e.Config.One && !d.PS // a persistent kernel's reduce follows the plan
			c := e.Config.With(x)
			if t > 0 {
				if t == c.Tile {
					continue // the first pass tried it
				}
				c.Tile = t
			}
			if c, ok := mostStages(c); ok {
				return c, true
			}
		}
	}
	return Config{}, false
}

// Heuristic is the selection rule without the tuned table: one workgroup per
// CU (splits = 256 / batch), as long as every wave of a split gets a tile.
func Heuristic(s Shape) Config {
	c := Config{Stages: defaultStages, Tile: defaultTile}
	perSplit := c.Waves() * c.Tile * minTilesPerWave
	splits := ceilDiv(numCUs, s.Batch)
	splits = min(splits, max(1, s.KVLen/perSplit), MaxSplits)
	c.Splits = max(splits, 1)
	return c
}

func ceilDiv(a, b int) int { return (a + b - 1) / b }
