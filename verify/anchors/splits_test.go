package anchors

import "testing"

// SeedSplits against _choose_splits of ../shared/seed/mla_hip_v249.py,
// evaluated by hand for the benchmark's shapes and a few edges.
func TestSeedSplits(t *testing.T) {
	cases := []struct{ batch, kv, want int }{
		// tiles > 64: ideal = ceil(768/batch), capped by tiles/2 and 64
		{4, 8192, 64}, {32, 8192, 24}, {64, 8192, 12}, {256, 8192, 3},
		// tiles = 32: ideal = max(512, 8*batch)/batch, capped by 16, then batch*splits <= 912
		{4, 1024, 16}, {32, 1024, 16}, {64, 1024, 8}, {256, 1024, 3},
		{1, 16, 1},    // one tile
		{1, 100, 1},   // three tiles: max useful 1
		{3, 4096, 64}, // ceil(768/3) = 256, capped at 64
		{1000, 8192, 1},
	}
	for _, c := range cases {
		if got := SeedSplits(c.batch, c.kv); got != c.want {
			t.Errorf("SeedSplits(%d, %d) = %d, want %d", c.batch, c.kv, got, c.want)
		}
	}
}

// AITERSplits against get_meta_param of aiter/mla.py (256 CUs), evaluated by
// hand: the occupancy term bs*i/ceil_to_256(bs*i) times avg/(avg+84.1*i),
// then the fp8 caps ceil(avg/128) and floor((avg-1)/128)+1.
func TestAITERSplits(t *testing.T) {
	cases := []struct{ batch, kv, want int }{
		{4, 1024, 8},   // i = 16 wins (0.108), capped at 8 by both caps
		{4, 8192, 16},  // i = 16 wins, caps 64
		{32, 1024, 8},  // i = 8 fills 256 CUs: 1 * 1024/1696.8
		{32, 8192, 8},  // i = 8: 0.924 beats i = 16: 0.859
		{64, 1024, 4},  // i = 4 fills the CUs
		{64, 8192, 4},  //
		{256, 1024, 1}, // i = 1 fills the CUs
		{256, 8192, 1},
		{1, 100, 1}, // caps: ceil(100/128) = 1
		{2, 200, 2}, // i = 16 wins; caps ceil(200/128) = 2, floor(199/128)+1 = 2
		{1, 129, 2}, // floor(128/128)+1 = 2
		{1, 128, 1}, // floor(127/128)+1 = 1
		{512, 4096, 1},
	}
	for _, c := range cases {
		if got := AITERSplits(c.batch, c.kv); got != c.want {
			t.Errorf("AITERSplits(%d, %d) = %d, want %d", c.batch, c.kv, got, c.want)
		}
	}
}
