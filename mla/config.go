// Package mla is mlagen's kernel model: configs and their dimensions
// (dims.go), names, validation, the ABI table (abi.go), shapes and selection
// (shape.go), resources, and the tuned and plan-overhead tables (tuned.json,
// overhead.json, written by mlagen tune). The generator (package gen), the
// checker (verify), the timing model (perf), the tuner and the launch API
// (kernels) all read it; it imports none of them (only gen/codeobj and plan).
package mla

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// Problem constants: DeepSeek-style MLA decode with 16 query heads sharing one
// latent KV head (../shared/notes/task.md).
const (
	NumHeads = 16
	QKDim    = 576 // 512 latent ("nope") + 64 rope dims
	VDim     = 512 // V is the first 512 dims of each KV row
	RopeDim  = QKDim - VDim
	WaveSize = 64
	MaxWaves = 4 // waves per decode workgroup at most; Config.Waves derives the count

	ReduceBlockSize = VDim // one work-item per output dim

	// LDSBytesPerCU is gfx950's LDS capacity (160 KiB; CDNA3 had 64 KiB).
	LDSBytesPerCU = 160 * 1024

	MaxSplits = 64
	MaxStages = 4
)

// RescaleThreshold is how far (in log2 units) a tile's max score may exceed a
// stream's running max m before m moves to it (docs/kernel.md): p = exp2(s - m)
// stays below 2^8 = 256, inside fp8 e4m3's range (448), and the accumulators
// are rescaled only on such a jump.
const RescaleThreshold = 8

// LDS regions of the decode kernel besides the stage buffers.
const (
	// QBytes: the query converted to fp8 once per workgroup, [16][576].
	QBytes = NumHeads * QKDim
	// MergeRowFloats: a head's row of f32 accumulators in the merge area,
	// padded by 4 so that the 16 heads' rows start on different LDS banks.
	MergeRowFloats = VDim + 4
	// MergeBytesPerWave: one wave's f32 accumulators [16][MergeRowFloats],
	// exchanged when the workgroup merges its waves (over the stage buffers,
	// which are free by then).
	MergeBytesPerWave = NumHeads * MergeRowFloats * 4
	// MLBytes: every wave's per-head (m, l), and a per-head 1/L for the
	// direct output.
	MLBytes = MaxWaves*NumHeads*8 + NumHeads*4
)

// Tiles lists the KV tile sizes (tokens per wave per LDS stage) the templates
// support. P.V runs on v_mfma_f32_16x16x32_fp8_fp8, whose K is 32 tokens, so a
// tile is a whole number of 32-token groups.
var Tiles = []int{32, 64, 96, 128}

// Config is one kernel configuration. It is the single source of truth for
// everything derived from it: names, grid, LDS bytes, workspace size, the
// argument lists (abi.go).
type Config struct {
	Splits int // KV splits per sequence, a compile-time constant
	Stages int // LDS tile buffers per wave in its load/compute pipeline (1 = no overlap)
	Tile   int // KV tokens per wave per LDS tile
	// Dims are the optional dimensions (dims.go); the zero value is the
	// plain kernel.
	Dims
}

// Validate returns nil for a config the templates can emit, else the reason.
func (c Config) Validate() error {
	switch {
	case c.Splits < 1 || c.Splits > MaxSplits:
		return invalidf("splits %d out of range 1..%d (the reduce kernel merges at most one wave of splits)", c.Splits, MaxSplits)
	case c.Stages < 1 || c.Stages > MaxStages:
		return invalidf("stages %d out of range 1..%d", c.Stages, MaxStages)
	case !validTile(c.Tile):
		return invalidf("tile %d unsupported: tiles are %s tokens (P.V MFMA 16x16x32 takes K = 32 tokens)", c.Tile, tileList())
	}
	if c.Waves() == 0 && c.Folded() {
		return invalidf("%d stages of %d-token tiles shared by the workgroup (%d bytes each) exceed gfx950's %d bytes of LDS per CU",
			c.Stages, c.Tile, c.Tile*c.KV.RowBytes(), LDSBytesPerCU)
	}
	if c.Waves() == 0 {
		return invalidf("one wave's %d stages x %d tokens x %d bytes (+%d bytes of query and softmax state) exceed gfx950's %d bytes of LDS per CU",
			c.Stages, c.Tile, c.KV.RowBytes(), c.QLDSBytes()+MLBytes, LDSBytesPerCU)
	}
	if c.DMARoundsInFlight() > MaxVMCnt {
		return invalidf("keeps %d LDS-DMA loads per wave in flight, more than vmcnt can count (%d)", c.DMARoundsInFlight(), MaxVMCnt)
	}
	return c.Dims.validate(c)
}

// MaxVMCnt is the largest vmcnt an s_waitcnt can wait for on gfx9 (6 bits).
const MaxVMCnt = 63

func validTile(t int) bool {
	for _, v := range Tiles {
		if v == t {
			return true
		}
	}
	return false
}

func tileList() string {
	s := make([]string, len(Tiles))
	for i, t := range Tiles {
		s[i] = strconv.Itoa(t)
	}
	return strings.Join(s, ", ")
}

// TileBytes is the size of what one wave stages of a tile in LDS: its own
// tile, or its quarter of a row-folded kernel's shared tile (WaveTile).
func (c Config) TileBytes() int { return c.WaveTile() * c.KV.RowBytes() }

// WaveTile is the tokens one wave stages per tile: the tile, or for a
// row-folded kernel, whose waves share each tile, its part of it.
func (c Config) WaveTile() int {
	if c.Folded() {
		return c.Tile / c.Fold.Waves()
	}
	return c.Tile
}

// RoundTokens is the tokens a workgroup consumes per round of its waves'
// tiles: each wave's own tile (Waves x Tile), or a row-folded kernel's one
// shared tile.
func (c Config) RoundTokens() int {
	if c.Folded() {
		return c.Tile
	}
	return c.Waves() * c.Tile
}

// SoftmaxStep is the tokens of one online-softmax step: a 32-token group
// (the K of the P.V's v_mfma_f32_16x16x32_fp8_fp8), or for a row-folded
// kernel of 128-token tiles of an fp8 cache the whole tile, whose P.V runs on the
// full-rate v_mfma_f32_16x16x128_f8f6f4 (docs/kernel.md, "Row-folded
// kernels").
func (c Config) SoftmaxStep() int {
	if c.Folded() && c.Tile == 128 && c.KV == KVFP8 {
		return 128
	}
	return 32
}

// Streams is the independent online-softmax streams (m, l, acc) of each
// query row in one decode workgroup, merged at its end: one per wave, or
// one for a row-folded kernel, whose waves share every tile and split the
// rows or V dims instead.
func (c Config) Streams() int {
	if c.Folded() {
		return 1
	}
	return c.Waves()
}

// QLDSBytes is the query's LDS: the fp8 query (QBytes), or none for a bf16
// KV or bf16-q kernel, whose lanes load their bf16 query operands straight
// into registers, and a row-folded one, whose lanes convert theirs in
// registers.
func (c Config) QLDSBytes() int {
	if c.KV == KVBF16 || c.Q == QBF16 || c.Folded() {
		return 0
	}
	return QBytes
}

// Waves is the number of waves in a decode workgroup: the most of 4, 2, 1
// whose stage buffers fit in LDS beside the fp8 query. Each wave streams its
// own tiles of the split (tile i goes to wave i mod Waves), so more waves
// share one query conversion and merge their partials in LDS instead of in
// the workspace.
func (c Config) Waves() int {
	if c.Folded() {
		// The waves share each tile: its stage buffers, nothing else.
		if c.Stages*c.Tile*c.KV.RowBytes() <= LDSBytesPerCU {
			return c.Fold.Waves()
		}
		return 0
	}
	for w := MaxWaves; w >= 1; w /= 2 {
		if w*(c.Stages*c.SlotBytes()+c.ScaleTBytes())+c.QLDSBytes()+MLBytes <= LDSBytesPerCU {
			return w
		}
	}
	return 0
}

// SlotBytes is one wave's stage buffer: its tile, and for an MXFP4 cache the
// tile's scale window right after it (ScaleWindowBytes).
func (c Config) SlotBytes() int { return c.TileBytes() + c.ScaleWindowBytes() }

// StageBytes is one pipeline stage across the workgroup's waves.
func (c Config) StageBytes() int { return c.Waves() * c.SlotBytes() }

// LDSBytes is the decode kernel's static LDS: the stage buffers, an MXFP4
// kernel's transposed scales and the fp8 query, or the merge of the waves'
// accumulators when that is larger (it reuses the same bytes), plus the
// per-wave (m, l).
func (c Config) LDSBytes() int {
	if c.Folded() {
		// The query is in registers; no merge of waves (Streams).
		return c.Stages * c.StageBytes()
	}
	return max(c.Stages*c.StageBytes()+c.Waves()*c.ScaleTBytes()+c.QLDSBytes(), c.Waves()*MergeBytesPerWave) + MLBytes
}

// MXFP4 scale staging (docs/kernel.md, "The MXFP4 kernel"): a tile's e8m0
// scales are Tile x 18 contiguous bytes that start on any even address, so
// they are staged by dword LDS-DMA loads (256 bytes a wave) from the 4-byte
// aligned address below their first byte: a window of ScaleLoads loads that
// covers the tile's bytes and the up to 2 bytes before them.
const MXScaleDMABytes = 4 * WaveSize

// ScaleTileBytes is the bytes of e8m0 scales of one tile (0 without MXFP4).
func (c Config) ScaleTileBytes() int {
	if c.KV != KVMXFP4 {
		return 0
	}
	return c.Tile * MXScalesPerRow
}

// ScaleLoads is the dword LDS-DMA loads of one tile's scale window.
func (c Config) ScaleLoads() int {
	if c.KV != KVMXFP4 {
		return 0
	}
	return (c.ScaleTileBytes() + 2 + MXScaleDMABytes - 1) / MXScaleDMABytes
}

// ScaleWindowBytes is the LDS a tile's scale window takes in its slot.
func (c Config) ScaleWindowBytes() int { return c.ScaleLoads() * MXScaleDMABytes }

// ScaleTBytes is one wave's transposed scales [18][Tile] (scale^T: the P.V
// reads 8 tokens' scales of a V block at once), rebuilt from the window for
// each tile it processes.
func (c Config) ScaleTBytes() int { return c.ScaleTileBytes() }

// MXScalesPerRow is an MXFP4 row's e8m0 scales: one per 32 of its 576 values.
const MXScalesPerRow = QKDim / 32

// DMABytesPerLoad is what one buffer_load_dwordx4 ... lds moves for a wave:
// 16 bytes per lane.
const DMABytesPerLoad = 16 * WaveSize

// DMARounds is the number of LDS-DMA loads a wave issues per tile (an fp8
// tile is 9*Tile/16 KiB, a bf16 one twice that: a whole number of loads for
// every tile size; a row-folded kernel's wave loads its quarter of a tile a
// row at a time).
func (c Config) DMARounds() int {
	if c.Folded() {
		// One load per 576 bytes of a row (36 lanes of 16 bytes; a bf16 row
		// is two), an fp8 row's columns swizzled (docs/kernel.md,
		// "Row-folded kernels").
		return c.WaveTile() * c.KV.RowBytes() / QKDim
	}
	return c.TileBytes() / DMABytesPerLoad
}

// LoadsPerTile is every LDS-DMA load a wave issues for one tile: its rows'
// DMARounds and an MXFP4 tile's ScaleLoads.
func (c Config) LoadsPerTile() int { return c.DMARounds() + c.ScaleLoads() }

// DMARoundsInFlight is the most LDS-DMA loads a wave's s_waitcnt lets stay
// outstanding: those of the tiles prefetched ahead of the one it waits for
// (none with one stage, which waits for vmcnt(0)).
func (c Config) DMARoundsInFlight() int { return (c.Stages - 1) * c.LoadsPerTile() }

// Name is the decode kernel's symbol, e.g. mla_decode_s8_p2_t32, with a
// suffix per optional dimension not at its default, in the table's order
// (dims.go), e.g. mla_decode_s8_p2_t32_lse.
func (c Config) Name() string {
	return fmt.Sprintf("mla_decode_s%d_p%d_t%d", c.Splits, c.Stages, c.Tile) + c.Dims.suffix(false)
}

// ReduceName is the reduce kernel's symbol (mla_reduce_s8, with the
// suffixes of the dimensions that change it, e.g. mla_reduce_s8_lse), or ""
// for one split, where the decode kernel writes the output itself, and for a
// one-launch (_one) config, whose decode kernel merges the splits.
func (c Config) ReduceName() string {
	if c.PS {
		return "mla_reduce" + c.Dims.suffix(true) // the plan, not the config, splits
	}
	if !c.HasReduce() {
		return ""
	}
	return fmt.Sprintf("mla_reduce_s%d", c.Splits) + c.Dims.suffix(true)
}

// Base is c's plain config: the same (splits, stages, tile), every
// dimension at its default.
func (c Config) Base() Config { return Config{Splits: c.Splits, Stages: c.Stages, Tile: c.Tile} }

// With returns c with its dimensions set to d. A persistent config (d.PS)
// gets splits 1: its (stages, tile) are c's, its splits the plan's.
func (c Config) With(d Dims) Config {
	c.Dims = d
	if d.PS {
		c.Splits = 1
	}
	return c
}

// OneSplit is c's one-split sibling: the same loop (stages, tile and
// dimensions) over a whole sequence, which writes the output directly, so a
// one-launch config's sibling has nothing to merge and is not one-launch.
func (c Config) OneSplit() Config {
	c.Splits = 1
	c.One = false
	return c
}

// HasReduce reports whether c has a reduce kernel: when its decode kernel
// writes split partials (HasPartials) that a second launch merges, that is
// unless the decode launch merges them itself (One).
func (c Config) HasReduce() bool { return c.HasPartials() && !c.One }

// HasPartials reports whether c's decode kernel writes split partials to the
// workspace: with more than one split, or persistent (the plan may cut a
// sequence).
func (c Config) HasPartials() bool { return c.Splits > 1 || c.PS }

// String is the config's name.
func (c Config) String() string { return c.Name() }

var nameRE = regexp.MustCompile(`^mla_decode_s(\d+)_p(\d+)_t(\d+)((?:_[a-z0-9]+)*)$`)

// ParseName parses a decode kernel name back into a valid config: it accepts
// exactly the names Name gives valid configs.
func ParseName(s string) (Config, error) {
	c, err := parseName(s)
	if err != nil {
		return Config{}, fmt.Errorf("config name %q: %w; want mla_decode_s<splits>_p<stages>_t<tile>%s, e.g. mla_decode_s8_p2_t32 or mla_decode_s8_p2_t32_lse", s, err, suffixSyntax())
	}
	if err := c.Validate(); err != nil {
		return Config{}, fmt.Errorf("config %s: %w", s, err)
	}
	return c, nil
}

// parseName is ParseName's syntax: the numbers and the suffixes, unvalidated.
func parseName(s string) (Config, error) {
	m := nameRE.FindStringSubmatch(s)
	if m == nil {
		return Config{}, fmt.Errorf("not a decode kernel name")
	}
	var c Config
	for i, p := range []*int{&c.Splits, &c.Stages, &c.Tile} {
		v, err := strconv.Atoi(m[i+1])
		if err != nil || m[i+1] != strconv.Itoa(v) {
			return Config{}, fmt.Errorf("%q is not a plain decimal number", m[i+1])
		}
		*p = v
	}
	d, err := parseSuffix(m[4])
	if err != nil {
		return Config{}, err
	}
	c.Dims = d
	return c, nil
}

// AllConfigs lists every valid plain config in name order of (tile, stages,
// splits).
func AllConfigs() []Config { return AllConfigsWith(Dims{}) }

// AllConfigsWith lists every valid config with dimensions d, in the order of
// AllConfigs. The lists are kept: verify.Combos asks for every combination
// of dimensions, and each list takes a thousand Validate calls.
func AllConfigsWith(d Dims) []Config {
	if l, ok := allConfigs.Load(d); ok {
		return slices.Clone(l.([]Config))
	}
	l := allConfigsWith(d)
	allConfigs.Store(d, l)
	return slices.Clone(l)
}

var allConfigs sync.Map // Dims -> []Config

func allConfigsWith(d Dims) []Config {
	var out []Config
	for _, t := range Tiles {
		for p := 1; p <= MaxStages; p++ {
			for s := 1; s <= MaxSplits; s++ {
				c := Config{Splits: s, Stages: p, Tile: t, Dims: d}
				if c.Validate() == nil {
					out = append(out, c)
				}
			}
		}
	}
	return out
}

// SplitAlign is the token alignment of a block-table kernel's split starts:
// with every tile starting at a multiple of 32 tokens, a page boundary (16
// or 64 tokens) falls on a multiple of 16 rows = 9 KiB, never inside a 1 KiB
// LDS-DMA load, so each load reads one page and its lanes share one address
// base (docs/kernel.md, "The paged cache").
const SplitAlign = 32

// SplitTokens is the number of tokens per split of a sequence of L tokens:
// ceil(L / splits), rounded up to SplitAlign for a block table. Split s
// covers tokens [s*SplitTokens, min((s+1)*SplitTokens, L)), which may be
// empty. The decode template computes the same.
func (c Config) SplitTokens(L int) int {
	a := c.SplitAlignment()
	return ((L+c.Splits-1)/c.Splits + a - 1) / a * a
}

// SplitAlignment is the multiple of tokens a split starts on: SplitAlign
// with a block table, else 1.
func (c Config) SplitAlignment() int {
	if c.Page.BlockTable() {
		return SplitAlign
	}
	return 1
}
