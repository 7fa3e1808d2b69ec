package verify

import (
	"slices"
	"testing"

	"github.com/mlagen/mlagen/mla"
)

// PathsOf on batches whose paths are known by hand.
func TestPathsOf(t *testing.T) {
	s8 := mla.Config{Splits: 8, Stages: 2, Tile: 32}
	s1 := mla.Config{Splits: 1, Stages: 2, Tile: 64}
	for _, tc := range []struct {
		cfg  mla.Config
		lens []int
		want Paths
	}{
		{s8, []int{8192, 1024}, Paths{WholeTiles: true}},            // 1024 and 128 tokens per split
		{s8, []int{8191}, Paths{PartialTile: true}},                 // splits of 1024, the last 1023
		{s8, []int{1000}, Paths{PartialTile: true}},                 // 125 per split
		{s8, []int{7}, Paths{EmptySplit: true, PartialTile: true}},  // one token in 7 splits
		{s8, []int{49}, Paths{EmptySplit: true, PartialTile: true}}, // 7 per split: the 8th empty
		{s8, []int{0, 256}, Paths{EmptySequence: true, WholeTiles: true}},
		{s1, []int{64, 128}, Paths{WholeTiles: true}},
		{s1, []int{65, 0}, Paths{PartialTile: true, EmptySequence: true}},
	} {
		if got := PathsOf(tc.cfg, tc.lens); got != tc.want {
			t.Errorf("%v %v: %+v, want %+v", tc.cfg, tc.lens, got, tc.want)
		}
	}
}

// RaggedLens takes every path of every valid config's kernel, for any seed,
// deterministically, and stays small.
func TestRaggedLensTakeEveryPath(t *testing.T) {
	for _, cfg := range mla.AllConfigs() {
		for seed := uint64(0); seed < 8; seed++ {
			lens := RaggedLens(seed, cfg)
			if p := PathsOf(cfg, lens); !p.Complete(cfg) {
				t.Fatalf("%v seed %d: %v takes only: %v", cfg, seed, lens, p)
			}
			if !slices.Equal(lens, RaggedLens(seed, cfg)) {
				t.Fatalf("%v seed %d: not deterministic", cfg, seed)
			}
			total := 0
			for _, l := range lens {
				total += l
			}
			if limit := cfg.Splits * cfg.Tile * (cfg.Stages + 5); total > limit {
				t.Fatalf("%v seed %d: %v has %d tokens, more than %d", cfg, seed, lens, total, limit)
			}
		}
	}
	c := mla.Config{Splits: 8, Stages: 2, Tile: 32}
	if slices.Equal(RaggedLens(1, c), RaggedLens(2, c)) {
		t.Errorf("seeds 1 and 2 give the same batch %v", RaggedLens(1, c))
	}
}

func TestParseKVLens(t *testing.T) {
	for s, want := range map[string][]int{"1025,0,31,8191": {1025, 0, 31, 8191}, "7": {7}, " 3 , 4": {3, 4}} {
		if got, err := ParseKVLens(s); err != nil || !slices.Equal(got, want) {
			t.Errorf("%q: %v, %v", s, got, err)
		}
	}
	for _, s := range []string{"", " ", "1,,2", "-1", "x", "1.5", "1048577", "1,"} {
		if got, err := ParseKVLens(s); err == nil {
			t.Errorf("%q: %v, want an error", s, got)
		}
	}
}
