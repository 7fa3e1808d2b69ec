// Package gen is mlagen's generator: the configuration model, shape selection,
// template expansion, compilation, resource reports and the Go/C emitters.
package gen

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// Problem constants: DeepSeek-style MLA decode with 16 query heads sharing one
// latent KV head (../shared/notes/task.md).
const (
	NumHeads  = 16
	QKDim     = 576 // 512 latent ("nope") + 64 rope dims
	VDim      = 512 // V is the first 512 dims of each KV row
	RopeDim   = QKDim - VDim
	WaveSize  = 64
	NumWaves  = 4 // waves per decode workgroup; each owns VDim/NumWaves output dims
	BlockSize = WaveSize * NumWaves

	ReduceBlockSize = VDim // one work-item per output dim

	// LDSBytesPerCU is gfx950's LDS capacity (160 KiB; CDNA3 had 64 KiB).
	LDSBytesPerCU = 160 * 1024

	MaxSplits = 64
	MaxStages = 4
)

// Tiles lists the KV tile sizes (tokens per LDS tile) the templates support.
// P.V runs on v_mfma_f32_16x16x32_fp8_fp8, whose K is 32 tokens, so a tile is a
// whole number of 32-token groups.
var Tiles = []int{32, 64, 96, 128}

// Config is one kernel configuration. It is the single source of truth for
// everything derived from it: names, grid, LDS bytes, workspace size.
type Config struct {
	Splits int // KV splits per sequence, a compile-time constant
	Stages int // LDS tile buffers in the load/compute pipeline (1 = no overlap)
	Tile   int // KV tokens per LDS tile
}

// Validate returns nil for a config the templates can emit, else the reason.
func (c Config) Validate() error {
	switch {
	case c.Splits < 1 || c.Splits > MaxSplits:
		return fmt.Errorf("splits %d out of range 1..%d (the reduce kernel merges at most one wave of splits)", c.Splits, MaxSplits)
	case c.Stages < 1 || c.Stages > MaxStages:
		return fmt.Errorf("stages %d out of range 1..%d", c.Stages, MaxStages)
	case !validTile(c.Tile):
		return fmt.Errorf("tile %d unsupported: tiles are %s tokens (P.V MFMA 16x16x32 takes K = 32 tokens)", c.Tile, tileList())
	}
	if lds := c.LDSBytes(); lds > LDSBytesPerCU {
		return fmt.Errorf("needs %d bytes of LDS (%d stages x %d tokens x %d bytes), more than gfx950's %d per CU",
			lds, c.Stages, c.Tile, QKDim, LDSBytesPerCU)
	}
	if c.DMARoundsInFlight() > maxVMCnt {
		return fmt.Errorf("keeps %d LDS-DMA loads per wave in flight, more than vmcnt can count (%d)", c.DMARoundsInFlight(), maxVMCnt)
	}
	return nil
}

// maxVMCnt is the largest vmcnt an s_waitcnt can wait for on gfx9 (6 bits).
const maxVMCnt = 63

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

// TileBytes is the size of one staged KV tile in LDS.
func (c Config) TileBytes() int { return c.Tile * QKDim }

// LDSBytes is the decode kernel's static LDS: the stage buffers only (softmax
// weights stay in registers).
func (c Config) LDSBytes() int { return c.Stages * c.TileBytes() }

// WaveSlice is the part of a tile each wave stages: a quarter, so every wave
// issues the same LDS-DMA loads and vmcnt counts them alike.
func (c Config) WaveSlice() int { return c.TileBytes() / NumWaves }

// DMABytesPerLoad is what one buffer_load_dwordx4 ... lds moves for a wave:
// 16 bytes per lane.
const DMABytesPerLoad = 16 * WaveSize

// DMARounds is the number of LDS-DMA loads each wave issues per tile; in the
// last, lanes past the end of the wave's slice are masked off.
func (c Config) DMARounds() int { return (c.WaveSlice() + DMABytesPerLoad - 1) / DMABytesPerLoad }

// DMARoundsInFlight bounds the LDS-DMA loads one wave has outstanding: the
// tiles prefetched ahead of the one being computed.
func (c Config) DMARoundsInFlight() int {
	if c.Stages == 1 {
		return c.DMARounds()
	}
	return (c.Stages - 1) * c.DMARounds()
}

// Name is the decode kernel's symbol, e.g. mla_decode_s8_p2_t32.
func (c Config) Name() string {
	return fmt.Sprintf("mla_decode_s%d_p%d_t%d", c.Splits, c.Stages, c.Tile)
}

// ReduceName is the reduce kernel's symbol (mla_reduce_s8), or "" for one
// split, where the decode kernel writes the output itself.
func (c Config) ReduceName() string {
	if c.Splits == 1 {
		return ""
	}
	return fmt.Sprintf("mla_reduce_s%d", c.Splits)
}

// String is the config's name.
func (c Config) String() string { return c.Name() }

var nameRE = regexp.MustCompile(`^mla_decode_s(\d+)_p(\d+)_t(\d+)$`)

// ParseName parses a decode kernel name back into a valid config.
func ParseName(s string) (Config, error) {
	m := nameRE.FindStringSubmatch(s)
	if m == nil {
		return Config{}, fmt.Errorf("config name %q: want mla_decode_s<splits>_p<stages>_t<tile>, e.g. mla_decode_s8_p2_t32", s)
	}
	var c Config
	for i, p := range []*int{&c.Splits, &c.Stages, &c.Tile} {
		v, err := strconv.Atoi(m[i+1])
		if err != nil || m[i+1] != strconv.Itoa(v) {
			return Config{}, fmt.Errorf("config name %q: %q is not a plain decimal number", s, m[i+1])
		}
		*p = v
	}
	if err := c.Validate(); err != nil {
		return Config{}, fmt.Errorf("config %s: %w", s, err)
	}
	return c, nil
}

// AllConfigs lists every valid config in name order of (tile, stages, splits).
func AllConfigs() []Config {
	var out []Config
	for _, t := range Tiles {
		for p := 1; p <= MaxStages; p++ {
			for s := 1; s <= MaxSplits; s++ {
				c := Config{Splits: s, Stages: p, Tile: t}
				if c.Validate() == nil {
					out = append(out, c)
				}
			}
		}
	}
	return out
}
