package gen

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

// Selection policy. MI355X has 256 CUs; a decode workgroup with two 32-token
// stages needs 36 KiB of LDS and about 128 VGPRs per lane, so three to four fit
// on a CU at once.
const (
	numCUs = 256
	// targetWorkgroups: about three workgroups per CU, as the HIP seed aims for
	// (768..912), so every CU streams KV while a straggler wave finishes.
	targetWorkgroups = 3 * numCUs
	// minTilesPerSplit (in 32-token units): below this, a split's fixed cost
	// (converting Q, the first DMA's latency, its share of the reduce) outweighs
	// the streaming it parallelizes; the seeds never go under 4 tiles either.
	minTilesPerSplit = 4
	// bigSplitTokens: splits this long use 64-token tiles, halving the per-tile
	// softmax and barrier overhead once there are enough tiles to amortize it.
	bigSplitTokens = 512
	// deepPipelineGrid: a grid smaller than this leaves CUs with one workgroup or
	// none; a third stage keeps more KV bytes in flight per workgroup (the
	// Triton seed picks 3 stages for its small grids too).
	deepPipelineGrid = 2 * numCUs
)

// Select maps a shape to the config the generator emits for it.
func Select(s Shape) Config {
	tiles32 := max(1, (s.KVLen+31)/32)
	splits := ceilDiv(targetWorkgroups, s.Batch)
	splits = min(splits, max(1, tiles32/minTilesPerSplit), MaxSplits)
	splits = max(splits, 1)

	tokensPerSplit := ceilDiv(s.KVLen, splits)
	tile := 32
	if tokensPerSplit >= bigSplitTokens {
		tile = 64
	}
	stages := 2
	if s.Batch*splits < deepPipelineGrid && tokensPerSplit >= 3*tile {
		stages = 3
	}
	return Config{Splits: splits, Stages: stages, Tile: tile}
}

func ceilDiv(a, b int) int { return (a + b - 1) / b }
