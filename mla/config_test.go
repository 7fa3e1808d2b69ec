package mla

import (
	"strings"
	"testing"
)

func TestValidateRejectsWithReasons(t *testing.T) {
	cases := []struct {
		c    Config
		want string
	}{
		{Config{Splits: 0, Stages: 2, Tile: 32}, "splits 0 out of range"},
		{Config{Splits: 65, Stages: 2, Tile: 32}, "splits 65 out of range"},
		{Config{Splits: 8, Stages: 0, Tile: 32}, "stages 0 out of range"},
		{Config{Splits: 8, Stages: 5, Tile: 32}, "stages 5 out of range"},
		{Config{Splits: 8, Stages: 2, Tile: 16}, "tile 16 unsupported"},
		{Config{Splits: 8, Stages: 2, Tile: 48}, "tile 48 unsupported"},
		{Config{Splits: 8, Stages: 3, Tile: 96}, "one wave's 3 stages x 96 tokens"},
		{Config{Splits: 8, Stages: 2, Tile: 128}, "keeps 72 LDS-DMA loads per wave in flight"},
		{Config{Splits: 8, Stages: 3, Tile: 64}, "keeps 72 LDS-DMA loads per wave in flight"},
	}
	for _, tc := range cases {
		err := tc.c.Validate()
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v.Validate() = %v, want an error containing %q", tc.c, err, tc.want)
		}
	}
}

func TestAllConfigsValidAndNamed(t *testing.T) {
	all := AllConfigs()
	// 64 splits x (4 stages for 32-token tiles; 2 for 64 and 96, where vmcnt
	// counts at most one tile ahead; 1 for 128).
	if want := 64 * (4 + 2 + 2 + 1); len(all) != want {
		t.Fatalf("AllConfigs: %d configs, want %d", len(all), want)
	}
	seen := map[string]bool{}
	for _, c := range all {
		if err := c.Validate(); err != nil {
			t.Fatalf("AllConfigs returned invalid %v: %v", c, err)
		}
		n := c.Name()
		if seen[n] {
			t.Fatalf("duplicate name %s", n)
		}
		seen[n] = true
		back, err := ParseName(n)
		if err != nil || back != c {
			t.Fatalf("ParseName(%q) = %v, %v; want %v", n, back, err, c)
		}
		if (c.Splits == 1) != (c.ReduceName() == "") {
			t.Fatalf("%s: reduce name %q", n, c.ReduceName())
		}
	}
}

func TestParseNameRejects(t *testing.T) {
	for _, s := range []string{
		"", "mla_decode", "mla_decode_s8_p2", "mla_decode_s8_p2_t32_x", "mla_decode_s08_p2_t32",
		"mla_decode_s8_p2_t33", "mla_decode_s0_p2_t32", "mla_decode_s8_p5_t32", "MLA_DECODE_S8_P2_T32",
		"mla_decode_s8_p2_t128", "mla_reduce_s8", " mla_decode_s8_p2_t32",
	} {
		if c, err := ParseName(s); err == nil {
			t.Errorf("ParseName(%q) = %v, want an error", s, c)
		}
	}
}

func TestParseShape(t *testing.T) {
	good := map[string]Shape{"64x8192": {64, 8192}, "1x1": {1, 1}, " 4x1024 ": {4, 1024}}
	for s, want := range good {
		if got, err := ParseShape(s); err != nil || got != want {
			t.Errorf("ParseShape(%q) = %v, %v; want %v", s, got, err, want)
		}
	}
	for _, s := range []string{"", "64", "64x", "x8192", "64x8192x1", "0x8192", "64x0", "-1x5", "64X8192", "6.4x8192", "64x99999999999", "+4x1024"} {
		if got, err := ParseShape(s); err == nil {
			t.Errorf("ParseShape(%q) = %v, want an error", s, got)
		}
	}
	all, err := ParseShapes("all")
	if err != nil || len(all) != 8 {
		t.Fatalf(`ParseShapes("all") = %v, %v; want the 8 benchmark shapes`, all, err)
	}
	two, err := ParseShapes("4x1024,256x8192")
	if err != nil || len(two) != 2 || two[1] != (Shape{256, 8192}) {
		t.Fatalf("ParseShapes list = %v, %v", two, err)
	}
}

// The benchmark shapes' configs as the heuristic (the fallback for shapes
// outside the tuned table) chooses them; a change here changes what untuned
// shapes get, so it should be deliberate.
func TestHeuristicBenchmarkShapes(t *testing.T) {
	want := map[Shape]string{
		{4, 1024}:   "mla_decode_s8_p2_t32",
		{4, 8192}:   "mla_decode_s64_p2_t32",
		{32, 1024}:  "mla_decode_s8_p2_t32",
		{32, 8192}:  "mla_decode_s8_p2_t32",
		{64, 1024}:  "mla_decode_s4_p2_t32",
		{64, 8192}:  "mla_decode_s4_p2_t32",
		{256, 1024}: "mla_decode_s1_p2_t32",
		{256, 8192}: "mla_decode_s1_p2_t32",
	}
	for _, s := range BenchmarkShapes {
		if got := Heuristic(s).Name(); got != want[s] {
			t.Errorf("Heuristic(%v) = %s, want %s", s, got, want[s])
		}
	}
}

func TestSelectAlwaysValid(t *testing.T) {
	for _, b := range []int{1, 2, 3, 4, 7, 16, 31, 64, 100, 256, 1000, 4096, MaxBatch} {
		for _, l := range []int{1, 2, 31, 32, 33, 100, 1024, 4095, 8192, 65536, 1 << 20, MaxKVLen} {
			s := Shape{b, l}
			if c := Select(s); c.Validate() != nil {
				t.Fatalf("Select(%v) = %v: %v", s, c, c.Validate())
			}
			c := Heuristic(s)
			if err := c.Validate(); err != nil {
				t.Fatalf("Heuristic(%v) = %v: %v", s, c, err)
			}
			if per := c.Waves() * c.Tile * minTilesPerWave; c.Splits > 1 && l/c.Splits < per {
				t.Errorf("Heuristic(%v) = %v: splits shorter than a tile per wave (%d tokens)", s, c, per)
			}
		}
	}
}

// Select returns the tuned table's plain config for exactly the shapes the
// table lists plain, and the heuristic's for every other shape; every entry
// (variants too) is valid.
func TestSelectTunedTable(t *testing.T) {
	entries := TunedEntries()
	type key struct {
		s Shape
		d Dims
	}
	seen := map[key]bool{}
	inTable := map[Shape]TunedEntry{} // the plain entries
	for _, e := range entries {
		if k := (key{e.Shape, e.Config.Dims}); seen[k] {
			t.Errorf("shape %v %v is in the tuned table twice", e.Shape, e.Config.Dims)
		} else {
			seen[k] = true
		}
		if e.Config.Dims.Plain() {
			inTable[e.Shape] = e
		}
		if err := e.Config.Validate(); err != nil {
			t.Errorf("tuned %v: %v: %v", e.Shape, e.Config, err)
		}
		if e.Backend != "model" && e.Backend != "hip" || !(e.TotalUs > 0) || e.Fingerprint == "" {
			t.Errorf("tuned %v: backend %q, %v us, fingerprint %q", e.Shape, e.Backend, e.TotalUs, e.Fingerprint)
		}
	}
	// Select takes a shape's one-launch entry instead where it is faster by
	// the same timing.
	selected := map[Shape]TunedEntry{}
	for s, e := range inTable {
		selected[s] = e
	}
	for _, e := range entries {
		p, ok := inTable[e.Shape]
		if e.Config.Dims == (Dims{One: true}) && ok && e.Backend == p.Backend && e.Fingerprint == p.Fingerprint && e.TotalUs < p.TotalUs {
			selected[e.Shape] = e
		}
	}
	shapes := append([]Shape(nil), BenchmarkShapes...)
	for _, e := range entries {
		shapes = append(shapes, e.Shape)
	}
	for _, b := range []int{1, 3, 4, 32, 64, 100, 256} {
		for _, l := range []int{100, 1024, 8192, 8193} {
			shapes = append(shapes, Shape{b, l})
		}
	}
	for _, s := range shapes {
		e, tuned := TunedFor(s)
		want, listed := inTable[s]
		if tuned != listed || e != want {
			t.Errorf("TunedFor(%v) = %v, %v; the table has %v, %v", s, e, tuned, want, listed)
		}
		switch got := Select(s); {
		case listed && got != selected[s].Config:
			t.Errorf("Select(%v) = %v, want the tuned %v", s, got, selected[s].Config)
		case !listed && got != Heuristic(s):
			t.Errorf("Select(%v) = %v, want the heuristic's %v (not tuned)", s, got, Heuristic(s))
		}
	}
	// A copy: callers cannot change what Select reads.
	if len(entries) > 0 {
		entries[0].Config.Splits = -1
		if TunedEntries()[0].Config.Splits == -1 {
			t.Error("TunedEntries returns the table itself")
		}
	}
}

func TestWorkspaceAndLayout(t *testing.T) {
	c := Config{Splits: 8, Stages: 2, Tile: 32}
	if got, want := c.WorkspaceBytes(4), int64(4*16*8*516*4); got != want {
		t.Errorf("WorkspaceBytes = %d, want %d", got, want)
	}
	if got := (Config{Splits: 1, Stages: 2, Tile: 32}).WorkspaceBytes(4); got != 0 {
		t.Errorf("one split needs no workspace, got %d", got)
	}
	offs, size := Layout(c.DecodeArgs())
	if size != 64 || offs[7] != 56 || offs[6] != 48 {
		t.Errorf("decode kernarg layout %v size %d, want sm_scale at 56 and size 64", offs, size)
	}
	if _, size := Layout(c.ReduceArgs()); size != 32 {
		t.Errorf("reduce kernarg size %d, want 32", size)
	}
}

// SelectWith reads a variant's own entry first, then the plain entry's
// (splits, stages, tile) with the variant's dimensions, then the heuristic's;
// Select never reads a variant's entry.
func TestSelectWithVariantEntry(t *testing.T) {
	old := tunedOverride
	t.Cleanup(func() { tunedOverride = old })
	// variantOnly has an entry for --page 1 alone.
	plainTuned, both, untuned, variantOnly := Shape{4, 1024}, Shape{64, 8192}, Shape{3, 100}, Shape{5, 100}
	pg1 := Dims{Page: Page1}
	tunedOverride = []TunedEntry{
		{Shape: plainTuned, Config: Config{Splits: 16, Stages: 3, Tile: 32}, Backend: "model", TotalUs: 8, Fingerprint: "f"},
		{Shape: both, Config: Config{Splits: 3, Stages: 3, Tile: 32}, Backend: "model", TotalUs: 55, Fingerprint: "f"},
		{Shape: both, Config: Config{Splits: 4, Stages: 3, Tile: 32, Dims: pg1}, Backend: "model", TotalUs: 56, Fingerprint: "f"},
		{Shape: variantOnly, Config: Config{Splits: 2, Stages: 1, Tile: 64, Dims: pg1}, Backend: "model", TotalUs: 9, Fingerprint: "f"},
	}
	for _, c := range []struct {
		s    Shape
		d    Dims
		want Config
	}{
		{both, pg1, Config{Splits: 4, Stages: 3, Tile: 32, Dims: pg1}},                               // the variant's entry
		{both, Dims{}, Config{Splits: 3, Stages: 3, Tile: 32}},                                       // the plain entry, not the variant's
		{both, Dims{Page: Page16}, Config{Splits: 3, Stages: 3, Tile: 32, Dims: Dims{Page: Page16}}}, // another variant: the plain entry's
		{both, Dims{Page: Page1, LSE: true}, Config{Splits: 3, Stages: 3, Tile: 32, Dims: Dims{Page: Page1, LSE: true}}},
		{plainTuned, pg1, Config{Splits: 16, Stages: 3, Tile: 32, Dims: pg1}},
		{plainTuned, Dims{PS: true}, Config{Splits: 1, Stages: 3, Tile: 32, Dims: Dims{PS: true}}},
		{untuned, pg1, Heuristic(untuned).With(pg1)},
		{variantOnly, pg1, Config{Splits: 2, Stages: 1, Tile: 64, Dims: pg1}},
	} {
		if got := SelectWith(c.s, c.d); got != c.want {
			t.Errorf("SelectWith(%v, %v) = %v, want %v", c.s, c.d, got, c.want)
		}
	}
	if got := Select(variantOnly); got != Heuristic(variantOnly) {
		t.Errorf("Select(%v) = %v: a variant's entry must not stand for the plain kernel", variantOnly, got)
	}
}

// A bf16 tile is twice an fp8 one's bytes and its query stays out of LDS:
// the waves, LDS and DMA rounds follow, and Validate rejects, with a reason,
// what the bf16 kernel does not support.
func TestBF16Resources(t *testing.T) {
	bf := Dims{KV: KVBF16}
	for _, tc := range []struct {
		c                  Config
		waves, lds, rounds int
	}{
		{Config{Splits: 1, Stages: 1, Tile: 32, Dims: bf}, 4, 4*32*1152 + MLBytes, 36},
		{Config{Splits: 1, Stages: 2, Tile: 32, Dims: bf}, 2, 2*2*32*1152 + MLBytes, 36},
		{Config{Splits: 1, Stages: 1, Tile: 64, Dims: bf}, 2, 2*64*1152 + MLBytes, 72},
		{Config{Splits: 1, Stages: 1, Tile: 96, Dims: bf}, 1, 96*1152 + MLBytes, 108},
		// More heads and query tokens add workgroups (grid z), not resources.
		{Config{Splits: 3, Stages: 1, Tile: 96, Dims: Dims{KV: KVBF16, Heads: Heads128, QLen: QLen4, LSE: true}}, 1, 96*1152 + MLBytes, 108},
		{Config{Splits: 1, Stages: 2, Tile: 32, Dims: Dims{KV: KVBF16, Heads: Heads32, QLen: QLen2}}, 2, 2*2*32*1152 + MLBytes, 36},
	} {
		if err := tc.c.Validate(); err != nil {
			t.Fatalf("%v: %v", tc.c, err)
		}
		if w, l, r := tc.c.Waves(), tc.c.LDSBytes(), tc.c.DMARounds(); w != tc.waves || l != tc.lds || r != tc.rounds {
			t.Errorf("%v: waves %d, LDS %d, DMA rounds %d; want %d, %d, %d", tc.c, w, l, r, tc.waves, tc.lds, tc.rounds)
		}
	}
	for _, tc := range []struct {
		c    Config
		want string
	}{
		{Config{Splits: 8, Stages: 3, Tile: 32, Dims: bf}, "keeps 72 LDS-DMA loads"},
		{Config{Splits: 8, Stages: 2, Tile: 64, Dims: bf}, "keeps 72 LDS-DMA loads"},
		{Config{Splits: 8, Stages: 1, Tile: 128, Dims: bf}, "spill registers"},
		{Config{Splits: 8, Stages: 1, Tile: 32, Dims: Dims{KV: KVBF16, Q: QFP8Scaled}}, "no fp8 q to scale"},
		{Config{Splits: 8, Stages: 1, Tile: 32, Dims: Dims{KV: KVBF16, Page: Page16}}, "paged bf16 kernels are not checked"},
		{Config{Splits: 1, Stages: 1, Tile: 96, Dims: Dims{KV: KVBF16, Heads: Heads32}}, "spills 2 SGPRs"},
		{Config{Splits: 1, Stages: 1, Tile: 96, Dims: Dims{KV: KVBF16, QLen: QLen2, LSE: true}}, "spills 2 SGPRs"},
	} {
		if err := tc.c.Validate(); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v.Validate() = %v, want an error containing %q", tc.c, err, tc.want)
		}
	}
}

// SelectWith keeps Select's config where it is valid with the dimensions
// (every plain shape); a variant takes its own tuned entry where the table has
// one, else a valid config with Select's splits.
func TestSelectWithValid(t *testing.T) {
	old := tunedOverride
	t.Cleanup(func() { tunedOverride = old })
	bf := Dims{KV: KVBF16}
	for _, s := range BenchmarkShapes {
		if got := SelectWith(s, Dims{}); got != Select(s) {
			t.Errorf("SelectWith(%v, plain) = %v, want Select's %v", s, got, Select(s))
		}
		if e, ok := TunedForDims(s, bf); ok {
			if got := SelectWith(s, bf); got != e.Config {
				t.Errorf("SelectWith(%v, bf16) = %v, want its tuned entry %v", s, got, e.Config)
			}
		}
	}
	// Without bf16 entries: the fallback.
	var plainOnly []TunedEntry
	for _, e := range TunedEntries() {
		if e.Config.Dims == (Dims{}) {
			plainOnly = append(plainOnly, e)
		}
	}
	tunedOverride = plainOnly
	for _, s := range BenchmarkShapes {
		c := SelectWith(s, bf)
		if err := c.Validate(); err != nil || c.KV != KVBF16 || c.Splits != Select(s).Splits {
			t.Errorf("SelectWith(%v, bf16) = %v (%v): want a valid bf16 config with Select's splits", s, c, err)
		}
	}
}

// An MXFP4 tile is 288 bytes a token plus its scale window (dword loads of the
// tile's 18-byte scale rows from the aligned address below them), and each
// wave keeps a transposed copy of its tile's scales: the waves, LDS and loads
// per tile follow (the LDS figures are the compiled kernels' own), and
// Validate rejects, with a reason, what the MXFP4 kernel does not support.
func TestMXFP4Resources(t *testing.T) {
	mx := Dims{KV: KVMXFP4}
	for _, tc := range []struct {
		c                         Config
		waves, lds, rounds, loads int
	}{
		// 4 waves x 2 x (9216 + 768) + 4 x 576 + 9216 of query: the merge's 132096 is larger.
		{Config{Splits: 1, Stages: 2, Tile: 32, Dims: mx}, 4, 4*MergeBytesPerWave + MLBytes, 9, 12},
		// 2310 scale bytes (+2) take 10 dword loads.
		{Config{Splits: 1, Stages: 1, Tile: 128, Dims: mx}, 2, 2*(36864+2560) + 2*2304 + QBytes + MLBytes, 36, 46},
		{Config{Splits: 1, Stages: 4, Tile: 32, Dims: mx}, 2, 2*4*(9216+768) + 2*576 + QBytes + MLBytes, 9, 12},
	} {
		if err := tc.c.Validate(); err != nil {
			t.Fatalf("%v: %v", tc.c, err)
		}
		if w, l, r, n := tc.c.Waves(), tc.c.LDSBytes(), tc.c.DMARounds(), tc.c.LoadsPerTile(); w != tc.waves || l != tc.lds || r != tc.rounds || n != tc.loads {
			t.Errorf("%v: waves %d, LDS %d, DMA rounds %d, loads a tile %d; want %d, %d, %d, %d", tc.c, w, l, r, n, tc.waves, tc.lds, tc.rounds, tc.loads)
		}
	}
	for _, tc := range []struct {
		c    Config
		want string
	}{
		{Config{Splits: 8, Stages: 3, Tile: 96, Dims: mx}, "keeps 68 LDS-DMA loads"},
		{Config{Splits: 8, Stages: 1, Tile: 64, Dims: mx}, "spill registers"},
		{Config{Splits: 8, Stages: 2, Tile: 96, Dims: mx}, "spill registers"},
		{Config{Splits: 8, Stages: 1, Tile: 32, Dims: Dims{KV: KVMXFP4, Q: QFP8Scaled}}, "MXFP4 kernels take q as fp8 without a scale"},
		{Config{Splits: 8, Stages: 1, Tile: 32, Dims: Dims{KV: KVMXFP4, Page: Page16}}, "paged MXFP4 kernels are not generated yet"},
		{Config{Splits: 1, Stages: 1, Tile: 32, Dims: Dims{KV: KVMXFP4, PS: true}}, "persistent MXFP4 kernels are not generated yet"},
	} {
		if err := tc.c.Validate(); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v.Validate() = %v, want an error containing %q", tc.c, err, tc.want)
		}
	}
	// More heads and query tokens, with lse or not, at every (tile, stages)
	// the plain MXFP4 kernel takes (compiled without spills, verified by
	// mlagen verify --combos).
	for _, d := range []Dims{{KV: KVMXFP4, Heads: Heads32}, {KV: KVMXFP4, QLen: QLen4, LSE: true}, {KV: KVMXFP4, Heads: Heads128, QLen: QLen2}} {
		for _, c := range []Config{{Splits: 1, Stages: 1, Tile: 96}, {Splits: 3, Stages: 4, Tile: 32}, {Splits: 3, Stages: 2, Tile: 128}} {
			c.Dims = d
			if err := c.Validate(); err != nil {
				t.Errorf("%v.Validate() = %v, want nil", c, err)
			}
		}
	}
	// The kv_scales argument is the MXFP4 kernels' alone, after the base list.
	c := Config{Splits: 4, Stages: 2, Tile: 32, Dims: mx}
	args := c.DecodeArgs()
	if n := len(Config{}.DecodeArgs()); len(args) != n+1 || args[n].Name != "kv_scales" {
		t.Errorf("%v decode args %v: want the base list then kv_scales", c, args)
	}
	if got := c.DecodeArgsStruct(); got != "mla_decode_args_kvmx4" {
		t.Errorf("%v's argument struct %q, want mla_decode_args_kvmx4", c, got)
	}
	if len(c.ReduceArgs()) != len(Config{}.ReduceArgs()) {
		t.Errorf("%v reduce args %v: the reduce kernel reads no scales", c, c.ReduceArgs())
	}
}

// A one-launch config's one-split sibling writes its output directly: not
// one-launch (Validate refuses --one with one split), the same loop.
func TestOneSplitSibling(t *testing.T) {
	for _, c := range []Config{
		{Splits: 8, Stages: 2, Tile: 32, Dims: Dims{One: true}},
		{Splits: 3, Stages: 1, Tile: 32, Dims: Dims{One: true, LSE: true, Heads: Heads32, QLen: QLen2}},
		{Splits: 4, Stages: 2, Tile: 32},
	} {
		if err := c.Validate(); err != nil {
			t.Fatalf("%s: %v", c, err)
		}
		s := c.OneSplit()
		if err := s.Validate(); err != nil {
			t.Errorf("%s: sibling %s: %v", c, s, err)
		}
		if s.Splits != 1 || s.One || s.Stages != c.Stages || s.Tile != c.Tile {
			t.Errorf("%s: sibling %s", c, s)
		}
	}
}

// Issue 22: the row fold is the tuner's pick for the query rows. The tuned
// table's entry for 64 heads (a fold-32 kernel) is what SelectWith takes for
// 64 heads without a fold; a request for fold 64 takes no entry of fold 32
// (it falls back to the heuristic, with its fold); and the table refuses two
// entries for one shape and rows that differ only in the fold.
func TestTunedFoldIsTheTunersPick(t *testing.T) {
	old := tunedOverride
	t.Cleanup(func() { tunedOverride = old })
	s := Shape{Batch: 64, KVLen: 8192}
	folded := Config{Splits: 3, Stages: 2, Tile: 64, Dims: Dims{Heads: Heads64, Fold: Fold32}}
	if err := folded.Validate(); err != nil {
		t.Fatal(err)
	}
	e := TunedEntry{Shape: s, Config: folded, Backend: "model", TotalUs: 60, Fingerprint: "x"}
	tunedOverride = []TunedEntry{e}
	if got := SelectWith(s, Dims{Heads: Heads64}); got != folded {
		t.Errorf("SelectWith(heads 64) = %s, want the tuned %s", got.Name(), folded.Name())
	}
	if got := SelectWith(s, Dims{Heads: Heads64, Fold: Fold32}); got != folded {
		t.Errorf("SelectWith(heads 64, fold 32) = %s, want the tuned %s", got.Name(), folded.Name())
	}
	if got := SelectWith(s, Dims{Heads: Heads64, Fold: Fold64}); got.Fold != Fold64 {
		t.Errorf("SelectWith(heads 64, fold 64) = %s, want a fold-64 kernel", got.Name())
	}
	if got := SelectWith(s, Dims{Heads: Heads32}); got.Folded() {
		t.Errorf("SelectWith(heads 32) = %s: another problem's entry", got.Name())
	}
	unfolded := e
	unfolded.Config.Fold = Fold16
	if err := CheckTuned([]TunedEntry{e, unfolded}); err == nil || !strings.Contains(err.Error(), "twice") {
		t.Errorf("two entries for 64x8192 with 64 heads: %v, want refused", err)
	}
}

// A query-row variant without its own entry (64 heads with a paged cache and
// lse) takes the entry of its rows alone: its fold, splits, stages and tile,
// or its one-launch twin's where that is faster (the other where the
// variant refuses it), with the variant's dimensions. A format the fold does not take (bf16) falls back to the row
// blocks; 16 heads with lse is not a query-row variant; a fold the variant
// asks for is kept.
func TestSelectWithBorrowsTheRowsEntry(t *testing.T) {
	old := tunedOverride
	t.Cleanup(func() { tunedOverride = old })
	s := Shape{Batch: 64, KVLen: 8192}
	folded := Config{Splits: 3, Stages: 2, Tile: 64, Dims: Dims{Heads: Heads64, Fold: Fold32}}
	one := Config{Splits: 4, Stages: 2, Tile: 32, Dims: Dims{Heads: Heads64, One: true}}
	tunedOverride = []TunedEntry{
		{Shape: s, Config: folded, Backend: "model", TotalUs: 60, Fingerprint: "x"},
		{Shape: s, Config: one, Backend: "model", TotalUs: 70, Fingerprint: "x"},
	}
	want := folded
	want.LSE, want.Page = true, Page16
	if got := SelectWith(s, Dims{Heads: Heads64, LSE: true, Page: Page16}); got != want {
		t.Errorf("SelectWith(heads 64, lse, page 16) = %s, want %s", got.Name(), want.Name())
	}
	// the one-launch entry, when it is the faster
	tunedOverride[1].TotalUs = 50
	want = one
	want.LSE = true
	if got := SelectWith(s, Dims{Heads: Heads64, LSE: true}); got != want {
		t.Errorf("SelectWith(heads 64, lse) with a faster one-launch entry = %s, want %s", got.Name(), want.Name())
	}
	// the other entry when the faster one is not valid with the variant:
	// 16-token pages refuse fold 32 with one stage of 128-token tiles
	tunedOverride[1].Config = Config{Splits: 2, Stages: 1, Tile: 128, Dims: Dims{Heads: Heads64, Fold: Fold32, One: true}}
	if err := tunedOverride[1].Config.Validate(); err != nil {
		t.Fatal(err)
	}
	want = folded
	want.Page = Page16
	if got := SelectWith(s, Dims{Heads: Heads64, Page: Page16}); got != want {
		t.Errorf("SelectWith(heads 64, page 16) with a faster one-launch entry it refuses = %s, want %s", got.Name(), want.Name())
	}
	tunedOverride[1].TotalUs = 70
	if got := SelectWith(s, Dims{Heads: Heads64, KV: KVBF16}); got.Folded() || got.One || got.Stages != 1 || got.Validate() != nil {
		t.Errorf("SelectWith(heads 64, kv bf16) = %s: want the bf16 rule's valid row-block kernel of one stage", got.Name())
	}
	if got := SelectWith(s, Dims{LSE: true}); got.Heads != Heads16 || got.Folded() {
		t.Errorf("SelectWith(lse) = %s", got.Name())
	}
	if got := SelectWith(s, Dims{Heads: Heads64, LSE: true, Fold: Fold64}); got.Fold != Fold64 {
		t.Errorf("SelectWith(heads 64, lse, fold 64) = %s, want fold 64", got.Name())
	}
}

// A persistent query-row variant (--ps --heads 128, --ps --qlen 4 ...)
// takes its rows' tuned entry folded and with two launches: every
// benchmark shape gets a valid persistent row-folded config (an unfolded
// entry folds all its rows, at most 128; a (tile, stages) the persistent
// kernel refuses gives way to one it takes).
func TestSelectWithPersistentRows(t *testing.T) {
	for _, d := range []Dims{{Heads: Heads128, PS: true}, {Heads: Heads64, PS: true, LSE: true}, {QLen: QLen4, PS: true}, {Heads: Heads128, QLen: QLen2, PS: true, Page: Page16}} {
		for _, s := range BenchmarkShapes {
			c := SelectWith(s, d)
			if err := c.Validate(); err != nil || !c.PS || !c.Folded() || c.One {
				t.Errorf("SelectWith(%v, %+v) = %s (%v): want a valid persistent row-folded config", s, d, c.Name(), err)
			}
		}
	}
}
