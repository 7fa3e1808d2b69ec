package verify

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/mlagen/mlagen/mla"
)

// Paths says which code paths of a config's decode kernel a batch of KV
// lengths takes. The benchmark's uniform shapes take few: at kv_len 1024 and
// 8192 most configs split into whole tiles, no split is empty, and no
// selected config has one split.
type Paths struct {
	EmptySequence bool // a sequence without tokens (all its splits empty)
	EmptySplit    bool // a split without tokens in a sequence that has some
	PartialTile   bool // a split whose last tile has fewer than Tile tokens
	WholeTiles    bool // a sequence whose every split ends on a whole tile (kv_len a multiple of Tile*Splits)
}

// PathsOf classifies lens for cfg, splitting each sequence as the decode
// kernel does (docs/kernel.md): ceil(kv_len / S) tokens per split, the last
// splits short or empty.
func PathsOf(cfg mla.Config, lens []int) Paths {
	var p Paths
	S, T := cfg.Splits, cfg.Tile
	for _, L := range lens {
		if L == 0 {
			p.EmptySequence = true
			continue
		}
		if L%(T*S) == 0 {
			p.WholeTiles = true
		}
		tps := cfg.SplitTokens(L)
		for s := 0; s < S; s++ {
			switch n := min(tps, L-s*tps); {
			case n <= 0:
				p.EmptySplit = true
			case n%T != 0:
				p.PartialTile = true
			}
		}
	}
	return p
}

// Complete reports whether every path cfg's kernel has was taken: an empty
// split only exists with more than one split.
func (p Paths) Complete(cfg mla.Config) bool {
	return p.EmptySequence && p.PartialTile && p.WholeTiles && (p.EmptySplit || cfg.Splits == 1)
}

func (p Paths) String() string {
	var s []string
	for _, x := range []struct {
		ok   bool
		name string
	}{{p.PartialTile, "partial tile"}, {p.EmptySplit, "empty split"}, {p.EmptySequence, "empty sequence"}, {p.WholeTiles, "whole tiles"}} {
		if x.ok {
			s = append(s, x.name)
		}
	}
	if len(s) == 0 {
		return "none"
	}
	return strings.Join(s, ", ")
}

// RaggedLens is a seeded ragged batch for cfg that takes every path of its
// decode kernel (PathsOf(cfg, lens).Complete(cfg)), in a seeded order:
//   - an empty sequence;
//   - a sequence of 1..S-1 tokens, whose later splits are empty (with one
//     split: 1..T-1 tokens, one partial tile);
//   - S*(Stages*T + r) tokens, 0 < r < T: every split ends in a partial tile
//     that the pipeline's loop prefetches (more tiles than stages);
//   - T*S tokens: every split is one whole tile;
//   - one length drawn from 1..S*T + T;
//   - with q_len Q > 1, Q-1 tokens: its first query token sees no KV row,
//     and for a row-folded kernel S*(T+1): its tokens' last tiles differ.
//
// Fewer than S*T*(Stages + 5) tokens in all, so a batch stays quick to
// emulate.
func RaggedLens(seed uint64, cfg mla.Config) []int {
	S, T, P := cfg.Splits, cfg.Tile, cfg.Stages
	r := rand.New(rand.NewPCG(seed, streamKey(keyRagged, S*1000+T, P)))
	short := 1 + r.IntN(max(S, T)-1)
	if S > 1 {
		short = 1 + r.IntN(S-1)
	}
	lens := []int{0, short, S * (P*T + 1 + r.IntN(T-1)), S * T, 1 + r.IntN(S*T+T)}
	r.Shuffle(len(lens), func(i, j int) { lens[i], lens[j] = lens[j], lens[i] })
	if q := cfg.QLen.Count(); q > 1 {
		// A sequence shorter than q_len: its first tokens see no KV row.
		lens = append(lens, q-1)
		if cfg.Folded() {
			// Every split of S(T+1) tokens ends one token into a tile for
			// the workgroup's last token, and the earlier tokens of a
			// row-folded workgroup stop in the tile before it.
			lens = append(lens, S*(T+1))
		}
	}
	return lens
}

// ParseKVLens parses a comma-separated list of KV lengths ("1025,0,31").
func ParseKVLens(s string) ([]int, error) {
	if strings.TrimSpace(s) == "" {
		return nil, fmt.Errorf("no KV lengths (want e.g. 1025,0,31)")
	}
	var lens []int
	for _, f := range strings.Split(s, ",") {
		f = strings.TrimSpace(f)
		n, err := strconv.Atoi(f)
		if err != nil || n < 0 || n > MaxKVLen {
			return nil, fmt.Errorf("KV length %q: want an integer in 0..%d", f, MaxKVLen)
		}
		lens = append(lens, n)
	}
	if len(lens) > MaxRaggedBatch {
		return nil, fmt.Errorf("%d KV lengths: at most %d sequences", len(lens), MaxRaggedBatch)
	}
	return lens, nil
}

// Limits of a ragged batch from the command line: the KV rows of a batch
// must fit the kernels' int32 indices, and the CPU references hold them all.
const (
	MaxKVLen       = 1 << 20
	MaxRaggedBatch = 1024
)
