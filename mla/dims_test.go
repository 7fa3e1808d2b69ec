package mla

import (
	"strings"
	"testing"
)

// allDims lists every combination of the dimension table's values.
func allDims() []Dims {
	out := []Dims{{}}
	for _, dm := range dimensions {
		var next []Dims
		for _, d := range out {
			for v := range dm.Values {
				e := d
				dm.set(&e, v)
				next = append(next, e)
			}
		}
		out = next
	}
	return out
}

// Every name Name gives, plain or with any dimensions, parses back to its
// config; valid ones through ParseName too. Per combination of dimensions it
// takes every (tile, stages) pair with the splits that Validate tells apart
// (1, 2, 3, the largest): a name spells the splits as a number, and the
// whole space of splits (576 configs a combination) made this test the
// package's slowest once the table had 3456 combinations.
func TestNameRoundTripDims(t *testing.T) {
	var bases []Config
	for _, b := range AllConfigs() {
		if b.Splits <= 3 || b.Splits == MaxSplits {
			bases = append(bases, b)
		}
	}
	n := 0
	for _, d := range allDims() {
		for _, b := range bases {
			c := b.With(d)
			got, err := parseName(c.Name())
			if err != nil || got != c {
				t.Fatalf("parseName(%s) = %v, %v; want %v", c.Name(), got, err, c)
			}
			if c.Validate() == nil {
				if got, err := ParseName(c.Name()); err != nil || got != c {
					t.Fatalf("ParseName(%s) = %v, %v", c.Name(), got, err)
				}
				n++
			} else if _, err := ParseName(c.Name()); err == nil {
				t.Fatalf("ParseName(%s) accepted a config Validate rejects", c.Name())
			}
		}
	}
	if n < len(bases) {
		t.Fatalf("%d valid names, fewer than the plain configs", n)
	}
	// The plain names are today's names.
	if got := (Config{Splits: 8, Stages: 2, Tile: 32}).Name(); got != "mla_decode_s8_p2_t32" {
		t.Errorf("plain name %s", got)
	}
	lq := Config{Splits: 8, Stages: 2, Tile: 32, Dims: Dims{Q: QFP8Scaled, LSE: true}}
	if got := lq.Name(); got != "mla_decode_s8_p2_t32_qs_lse" {
		t.Errorf("name %s, want the suffixes in table order", got)
	}
	if got := lq.ReduceName(); got != "mla_reduce_s8_lse" {
		t.Errorf("reduce name %s: only --lse changes the reduce kernel", got)
	}
}

func TestParseNameRejectsSuffixes(t *testing.T) {
	for name, want := range map[string]string{
		"mla_decode_s8_p2_t32_xx":      "unknown suffix _xx",
		"mla_decode_s8_p2_t32_lse_qs":  "out of order",
		"mla_decode_s8_p2_t32_lse_lse": "repeats or is out of order",
		"mla_decode_s8_p2_t32_":        "not a decode kernel name",
		"mla_decode_s8_p2_t32__lse":    "not a decode kernel name",
		"mla_decode_s8_p2_t32_LSE":     "not a decode kernel name",
		"mla_decode_s8_p2_t32_off":     "unknown suffix _off",
	} {
		_, err := ParseName(name)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseName(%q) = %v, want an error with %q", name, err, want)
			continue
		}
		if strings.Count(err.Error(), "\n") > 0 || !strings.Contains(err.Error(), "[_qs|_qbf16][_lse]") {
			t.Errorf("ParseName(%q): %v: want one line naming the suffix syntax", name, err)
		}
	}
}

// The plain lists are the ABI as it was before dimensions (names, kernarg
// offsets); a dimension's arguments come after the base list, in the table's
// order, so the base list is a prefix of every config's.
func TestABITable(t *testing.T) {
	plain := Config{Splits: 8, Stages: 2, Tile: 32}
	names := func(args []Arg) string {
		var s []string
		for _, a := range args {
			s = append(s, a.Name)
		}
		return strings.Join(s, ",")
	}
	if got := names(plain.DecodeArgs()); got != "q,kv,kv_scale,qo_indptr,kv_indptr,workspace,out,sm_scale" {
		t.Errorf("plain decode args %s", got)
	}
	if got := names(plain.ReduceArgs()); got != "workspace,kv_scale,qo_indptr,out" {
		t.Errorf("plain reduce args %s", got)
	}
	for _, d := range allDims() {
		c := plain.With(d)
		for _, l := range [][2][]Arg{{plain.DecodeArgs(), c.DecodeArgs()}, {plain.ReduceArgs(), c.ReduceArgs()}} {
			if !strings.HasPrefix(names(l[1]), names(l[0])) {
				t.Errorf("%s: %s does not start with the base list %s", c, names(l[1]), names(l[0]))
			}
		}
	}
	both := plain.With(Dims{Q: QFP8Scaled, LSE: true})
	if got := names(both.DecodeArgs()); !strings.HasSuffix(got, ",sm_scale,q_scale,lse") {
		t.Errorf("%s decode args %s, want q_scale then lse appended", both, got)
	}
	if got := names(both.ReduceArgs()); got != "workspace,kv_scale,qo_indptr,out,lse" {
		t.Errorf("%s reduce args %s", both, got)
	}
	offs, size := Layout(both.DecodeArgs())
	if offs[7] != 56 || offs[8] != 64 || offs[9] != 72 || size != 80 {
		t.Errorf("%s layout %v size %d: want sm_scale at 56, then the pointers 8-aligned at 64 and 72", both, offs, size)
	}
	for c, want := range map[Config][2]string{
		plain:                           {"mla_decode_args", "mla_reduce_args"},
		plain.With(Dims{LSE: true}):     {"mla_decode_args_lse", "mla_reduce_args_lse"},
		plain.With(Dims{Q: QFP8Scaled}): {"mla_decode_args_qs", "mla_reduce_args"},
		both:                            {"mla_decode_args_qs_lse", "mla_reduce_args_lse"},
	} {
		if got := [2]string{c.DecodeArgsStruct(), c.ReduceArgsStruct()}; got != want {
			t.Errorf("%s structs %v, want %v", c, got, want)
		}
	}
}

func TestDimsSetAndFlags(t *testing.T) {
	var d Dims
	if err := d.Set("q", "fp8s"); err != nil {
		t.Fatal(err)
	}
	if err := d.Set("lse", "on"); err != nil {
		t.Fatal(err)
	}
	if d != (Dims{Q: QFP8Scaled, LSE: true}) || d.Flags() != " --q fp8s --lse" || d.String() != "qs_lse" {
		t.Errorf("dims %+v flags %q string %q", d, d.Flags(), d.String())
	}
	if s := d.Settings(); len(s) != 2 || s[0] != (DimSetting{"q", "fp8s"}) || s[1] != (DimSetting{"lse", "on"}) {
		t.Errorf("settings %v", s)
	}
	for _, bad := range [][2]string{{"q", "bf16x"}, {"nope", "on"}} {
		if err := d.Set(bad[0], bad[1]); err == nil {
			t.Errorf("Set(%q, %q) accepted", bad[0], bad[1])
		}
	}
	if (Dims{}).Flags() != "" || !(Dims{}).Plain() {
		t.Error("plain dims")
	}
}

// The ps dimension: a persistent config has splits 1 (the plan splits), a
// reduce kernel of its own name, the plan as both kernels' last argument,
// the plan's grid and workspace; splits other than 1 and --lse are refused
// with their reason.
func TestPSDimension(t *testing.T) {
	c := Config{Splits: 8, Stages: 2, Tile: 32}.With(Dims{PS: true})
	if c.Splits != 1 || c.Name() != "mla_decode_s1_p2_t32_ps" || c.ReduceName() != "mla_reduce_ps" || !c.HasReduce() {
		t.Fatalf("With(ps): %+v, name %s, reduce %q", c, c.Name(), c.ReduceName())
	}
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]Arg{c.DecodeArgs(), c.ReduceArgs()} {
		if last := args[len(args)-1]; last.Name != "plan" {
			t.Errorf("last argument %s, want plan", last.Name)
		}
	}
	p := c.PlanParams(64)
	lay, err := p.Layout()
	if err != nil {
		t.Fatal(err)
	}
	if g := c.DecodeGrid(64); g != (Dim{p.WGs(), 1, 1}) || p.Tile != c.Waves()*c.Tile {
		t.Errorf("grid %v, plan tile %d for %+v", g, p.Tile, p)
	}
	if c.WorkspaceBytes(64) != lay.WorkspaceBytes || c.ReduceGrid(64) != (Dim{NumHeads, 64, 1}) {
		t.Errorf("workspace %d, want the layout's %d; reduce grid %v", c.WorkspaceBytes(64), lay.WorkspaceBytes, c.ReduceGrid(64))
	}
	if got, err := ParseName("mla_decode_s1_p2_t32_ps"); err != nil || got != c {
		t.Errorf("ParseName: %+v, %v", got, err)
	}
	// Persistent kernels write lse too (the decode for direct items, the reduce for the rest).
	if got, err := ParseName("mla_decode_s1_p2_t32_lse_ps"); err != nil || !got.LSE || !got.PS {
		t.Errorf("ParseName(mla_decode_s1_p2_t32_lse_ps): %+v, %v", got, err)
	}
	for name, want := range map[string]string{
		"mla_decode_s8_p2_t32_ps":      "the plan decides",
		"mla_decode_s1_p2_t32_pg16_ps": "not with --page 16",
		"mla_decode_s1_p4_t32_ps":      "spills an SGPR",
		"mla_decode_s1_p2_t32_pg64_ps": "not with --page 64",
		// Measured spills (docs/kernel.md, "Every combination").
		"mla_decode_s1_p2_t96_lse_pg1_ps":         "persistent kernel spills SGPRs",
		"mla_decode_s1_p2_t96_qs_lse_pg1_ps":      "persistent kernel spills SGPRs",
		"mla_decode_s1_p2_t96_pg1_ps":             "persistent kernel spills SGPRs",
		"mla_decode_s3_p2_t64_qbf16_pg1_one":      "merge in the decode kernel spills VGPRs",
		"mla_decode_s2_p2_t64_qbf16_pg1_h128_one": "merge in the decode kernel spills VGPRs",
		"mla_decode_s1_p1_t128_pg1_ps":            "persistent kernel spills SGPRs",
		"mla_decode_s1_p1_t128_qs_lse_q2":         "spills an SGPR",
		"mla_decode_s1_p1_t128_qs_lse_h128_q4":    "spills an SGPR",
		"mla_decode_s1_p1_t64_lse_pg16_q2":        "spills an SGPR",
		"mla_decode_s1_p1_t64_qs_lse_pg16_q4":     "spills an SGPR",
	} {
		if _, err := ParseName(name); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseName(%s): %v, want %q", name, err, want)
		}
	}
}

// Heads and q_len: names round-trip, grids and workspace cover every row
// block, paged caches combine with them, and persistent kernels (not
// verified with them yet) are refused with a reason.
func TestRowsDimensions(t *testing.T) {
	c := Config{Splits: 3, Stages: 3, Tile: 32, Dims: Dims{LSE: true, Heads: Heads64, QLen: QLen2}}
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
	if c.Name() != "mla_decode_s3_p3_t32_lse_h64_q2" || c.ReduceName() != "mla_reduce_s3_lse_h64_q2" {
		t.Fatalf("names %s %s", c.Name(), c.ReduceName())
	}
	if back, err := ParseName(c.Name()); err != nil || back != c {
		t.Fatalf("ParseName(%s) = %v, %v", c.Name(), back, err)
	}
	if g := c.DecodeGrid(5); g != (Dim{3, 5, 8}) {
		t.Errorf("decode grid %v, want (3, 5, 2 tokens x 4 groups)", g)
	}
	if g := c.ReduceGrid(5); g != (Dim{64, 5, 2}) {
		t.Errorf("reduce grid %v, want (64 heads, 5, 2 tokens)", g)
	}
	if got, want := c.WorkspaceBytes(5), int64(5*2*64*3*WorkspaceRowFloats*4); got != want {
		t.Errorf("workspace %d bytes, want %d", got, want)
	}
	for _, d := range []Dims{{Heads: Heads32, Page: Page1}, {QLen: QLen4, Page: Page16}, {Heads: Heads64, QLen: QLen2, Page: Page64}} {
		if err := (Config{Splits: 2, Stages: 2, Tile: 32, Dims: d}).Validate(); err != nil {
			t.Errorf("%v: %v", d, err)
		}
	}
	for _, d := range []Dims{{Heads: Heads128, PS: true}, {QLen: QLen2, PS: true}, {QLen: QLen2, PS: true, Page: Page1}} {
		bad := Config{Splits: 1, Stages: 2, Tile: 32, Dims: d}
		err := bad.Validate()
		if err == nil || !strings.Contains(err.Error(), "not with --") {
			t.Errorf("%s: Validate = %v, want a refusal naming the flag", bad.Name(), err)
		}
	}
}

// The bf16 query: its kernels take no new argument and no query LDS (each
// lane loads its bf16 operands), combine with lse, pages, heads and q_len,
// and are refused with a reason where they are not supported or spill.
func TestBF16QueryDimension(t *testing.T) {
	c := Config{Splits: 3, Stages: 2, Tile: 32, Dims: Dims{Q: QBF16}}
	plain := Config{Splits: 3, Stages: 2, Tile: 32}
	if c.Name() != "mla_decode_s3_p2_t32_qbf16" || c.ReduceName() != plain.ReduceName() {
		t.Errorf("names %s, %s", c.Name(), c.ReduceName())
	}
	if len(c.DecodeArgs()) != len(plain.DecodeArgs()) || c.QLDSBytes() != 0 || plain.QLDSBytes() != QBytes {
		t.Errorf("args %d (plain %d), query LDS %d", len(c.DecodeArgs()), len(plain.DecodeArgs()), c.QLDSBytes())
	}
	for _, name := range []string{"mla_decode_s1_p2_t32_qbf16_lse", "mla_decode_s3_p1_t128_qbf16_pg16", "mla_decode_s2_p3_t32_qbf16_pg1_h64_q2", "mla_decode_s3_p2_t64_qbf16_pg64_q4"} {
		if got, err := ParseName(name); err != nil || got.Q != QBF16 || got.Name() != name {
			t.Errorf("ParseName(%s): %+v, %v", name, got, err)
		}
	}
	for name, want := range map[string]string{
		"mla_decode_s3_p2_t32_qbf16_kvbf16": "only with an fp8 cache",
		"mla_decode_s3_p2_t32_qbf16_kvmx4":  "only with an fp8 cache",
		"mla_decode_s1_p2_t32_qbf16_ps":     "persistent bf16-q kernels",
		"mla_decode_s3_p1_t96_qbf16":        "96-token tiles spill",
		"mla_decode_s3_p2_t32_qs_qbf16":     "repeats or is out of order",
	} {
		if _, err := ParseName(name); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseName(%s): %v, want %q", name, err, want)
		}
	}
}

// One launch: the name and its round trip, no reduce kernel but the
// workspace of its splits, the ticket words in the padding of each row
// block's head-0 split-0 row (never an m, l or acc word of any config), and
// the refusals.
func TestOneDimension(t *testing.T) {
	c := Config{Splits: 4, Stages: 2, Tile: 32, Dims: Dims{LSE: true, Heads: Heads32, QLen: QLen2, One: true}}
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
	if c.Name() != "mla_decode_s4_p2_t32_lse_h32_q2_one" || c.ReduceName() != "" || c.HasReduce() || !c.HasPartials() {
		t.Errorf("%+v: name %s, reduce %q, has reduce %v, partials %v", c, c.Name(), c.ReduceName(), c.HasReduce(), c.HasPartials())
	}
	if got, err := ParseName(c.Name()); err != nil || got != c {
		t.Errorf("ParseName: %+v, %v", got, err)
	}
	if c.WorkspaceBytes(3) != c.With(Dims{LSE: true, Heads: Heads32, QLen: QLen2}).WorkspaceBytes(3) || c.WorkspaceBytes(3) == 0 {
		t.Errorf("workspace %d, want the two-launch kernel's", c.WorkspaceBytes(3))
	}
	if len(c.DecodeArgs()) != len(c.With(Dims{LSE: true, Heads: Heads32, QLen: QLen2}).DecodeArgs()) {
		t.Errorf("one launch adds arguments: %v", c.DecodeArgs())
	}
	seen := map[int64]bool{}
	for s := 0; s < 3; s++ {
		for b := 0; b < c.Rows(); b++ {
			o := c.TicketOffset(s, b)
			row, word := o/4/WorkspaceRowFloats, o/4%WorkspaceRowFloats
			if word != WorkspaceTicket || word == WorkspaceM || word == WorkspaceL || word >= WorkspaceAcc {
				t.Errorf("ticket of (%d, %d) at word %d of its row", s, b, word)
			}
			// row ((s*rows + b)*16 + 0)*splits + 0: its block's head 0, split 0
			if want := (int64(s*c.Rows()+b) * NumHeads) * int64(c.Splits); row != want || seen[o] {
				t.Errorf("ticket of (%d, %d) in row %d, want %d (distinct)", s, b, row, want)
			}
			seen[o] = true
		}
	}
	for name, want := range map[string]string{
		"mla_decode_s1_p2_t32_one":      "nothing to merge",
		"mla_decode_s1_p2_t32_ps_one":   "not with --ps",
		"mla_decode_s17_p1_t32_h32_one": "query row blocks",
	} {
		if _, err := ParseName(name); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseName(%s): %v, want %q", name, err, want)
		}
	}
}

// Row folding and one launch combine: one ticket a folded workgroup
// (verify's TestOneLaunchRagged runs one). The one-launch limits still hold
// for a folded config: one split has nothing to merge.
func TestFoldWithOneLaunch(t *testing.T) {
	c := Config{Splits: 2, Stages: 2, Tile: 64, Dims: Dims{Heads: Heads32, Fold: Fold32, One: true}}
	if err := c.Validate(); err != nil {
		t.Errorf("fold 32 with --one: %v", err)
	}
	if got, want := c.Name(), "mla_decode_s2_p2_t64_h32_fold32_one"; got != want {
		t.Errorf("name %s, want %s", got, want)
	}
	if p, err := ParseName(c.Name()); err != nil || p != c {
		t.Errorf("ParseName(%s) = %v, %v", c.Name(), p, err)
	}
	c.Splits = 1
	if err := c.Validate(); err == nil || !strings.Contains(err.Error(), "splits 1") {
		t.Errorf("fold 32, one split, --one: %v, want refused naming splits 1", err)
	}
}

// One-launch configs of one stage of 64-token tiles or more spilled
// registers (clang 22, docs/kernel.md "One launch"): Validate refuses them,
// and keeps two stages or 32-token tiles.
func TestOneLaunchRefusesOneStageLargeTiles(t *testing.T) {
	for _, c := range []Config{
		{Splits: 3, Stages: 1, Tile: 128, Dims: Dims{One: true}},
		{Splits: 12, Stages: 1, Tile: 64, Dims: Dims{One: true}},
		{Splits: 3, Stages: 1, Tile: 96, Dims: Dims{One: true, LSE: true, QLen: QLen4}},
	} {
		if err := c.Validate(); err == nil || !strings.Contains(err.Error(), "spills") {
			t.Errorf("%s: %v, want refused (it spills)", c, err)
		}
	}
	for _, c := range []Config{
		{Splits: 3, Stages: 2, Tile: 64, Dims: Dims{One: true}},
		{Splits: 3, Stages: 1, Tile: 32, Dims: Dims{One: true}},
	} {
		if err := c.Validate(); err != nil {
			t.Errorf("%s: %v", c, err)
		}
	}
}

// Row folding takes a bf16 query on 32- and 64-row workgroups of 32- or
// 64-token tiles (its QK is the bf16-q kernel's, reading the swizzled tile)
// and a bf16 cache with 32- and 64-token tiles (two loads a 1152-byte row,
// its own swizzle). Refused: a bf16 query on 128 rows (spills) or with
// 128-token tiles (that step's QK is fp8 only), 128-token bf16 tiles
// (spill), and MXFP4, which is not folded.
func TestFoldWithBF16(t *testing.T) {
	for _, c := range []Config{
		{Splits: 3, Stages: 2, Tile: 32, Dims: Dims{Heads: Heads32, Q: QBF16, Fold: Fold32}},
		{Splits: 1, Stages: 3, Tile: 64, Dims: Dims{Heads: Heads64, Q: QBF16, LSE: true, Page: Page1, Fold: Fold64}},
		{Splits: 3, Stages: 2, Tile: 32, Dims: Dims{Heads: Heads128, KV: KVBF16, Fold: Fold128}},
		{Splits: 4, Stages: 1, Tile: 64, Dims: Dims{Heads: Heads64, QLen: QLen2, LSE: true, KV: KVBF16, Fold: Fold64, One: true}},
	} {
		if err := c.Validate(); err != nil {
			t.Errorf("%s: %v", c.Name(), err)
		}
		if want := c.WaveTile() * c.KV.RowBytes() / QKDim; c.DMARounds() != want {
			t.Errorf("%s: %d loads a tile, want %d (one load per 576 bytes of a row)", c.Name(), c.DMARounds(), want)
		}
	}
	for _, tc := range []struct {
		c    Config
		want string
	}{
		{Config{Splits: 3, Stages: 2, Tile: 32, Dims: Dims{Heads: Heads128, Q: QBF16, Fold: Fold128}}, "spills VGPRs"},
		{Config{Splits: 3, Stages: 2, Tile: 128, Dims: Dims{Heads: Heads32, Q: QBF16, Fold: Fold32}}, "128-token step's QK takes fp8 q only"},
		{Config{Splits: 3, Stages: 1, Tile: 128, Dims: Dims{Heads: Heads64, KV: KVBF16, Fold: Fold64}}, "bf16 tiles of 128 tokens"},
		{Config{Splits: 3, Stages: 1, Tile: 32, Dims: Dims{Heads: Heads64, KV: KVMXFP4, Fold: Fold64}}, "MXFP4"},
	} {
		if err := tc.c.Validate(); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want refused with %q", tc.c.Name(), err, tc.want)
		}
	}
}

// Persistent row-folded kernels: splits 1 (the plan's), every row group
// walking the plan (grid z), the planner sized for the kernel's q_len and
// heads; with lse, the scaled query and every page layout. Refused: a wave
// part of 16 rows or more (the measured spills), the bf16 query and caches
// (persistent bf16 kernels are not checked), one launch, and persistent
// kernels of row blocks (16 rows a workgroup).
func TestFoldWithPS(t *testing.T) {
	for _, c := range []Config{
		{Splits: 1, Stages: 4, Tile: 32, Dims: Dims{Heads: Heads32, Page: Page16, PS: true, Fold: Fold32}},
		{Splits: 1, Stages: 3, Tile: 64, Dims: Dims{Heads: Heads64, QLen: QLen2, LSE: true, Q: QFP8Scaled, PS: true, Fold: Fold64}},
		{Splits: 1, Stages: 2, Tile: 64, Dims: Dims{Heads: Heads128, QLen: QLen2, Page: Page64, PS: true, Fold: Fold128}},
	} {
		if err := c.Validate(); err != nil {
			t.Errorf("%s: %v", c.Name(), err)
		}
		p := c.PlanParams(8)
		if p.QLen != c.QLen.Count() || p.Heads != c.Heads.Count() {
			t.Errorf("%s: planned for q_len %d, heads %d", c.Name(), p.QLen, p.Heads)
		}
		if g := c.DecodeGrid(8); g != (Dim{p.WGs(), 1, c.Workgroups()}) {
			t.Errorf("%s: decode grid %v", c.Name(), g)
		}
		lay, err := p.Layout()
		if err != nil {
			t.Fatal(err)
		}
		if got, want := c.WorkspaceBytes(8), lay.WorkspaceBytes; got != want || got != lay.MaxPartials*int64(c.QLen.Count()*c.Heads.Count())*WorkspaceRowFloats*4 {
			t.Errorf("%s: workspace %d bytes, the plan's layout %d", c.Name(), got, want)
		}
	}
	for _, tc := range []struct {
		c    Config
		want string
	}{
		{Config{Splits: 1, Stages: 2, Tile: 64, Dims: Dims{Heads: Heads32, PS: true, Fold: Fold32}}, "each of the 4 waves stages 16 rows"},
		{Config{Splits: 1, Stages: 2, Tile: 128, Dims: Dims{Heads: Heads128, PS: true, Fold: Fold128}}, "use tiles of fewer than 128 tokens"},
		{Config{Splits: 1, Stages: 2, Tile: 32, Dims: Dims{Heads: Heads64, Q: QBF16, PS: true, Fold: Fold64}}, "persistent bf16-q kernels"},
		{Config{Splits: 1, Stages: 1, Tile: 32, Dims: Dims{Heads: Heads64, KV: KVBF16, PS: true, Fold: Fold64}}, "persistent bf16 kernels"},
		{Config{Splits: 1, Stages: 2, Tile: 32, Dims: Dims{Heads: Heads64, PS: true, One: true, Fold: Fold64}}, "not with --ps"},
		{Config{Splits: 1, Stages: 2, Tile: 32, Dims: Dims{Heads: Heads64, PS: true}}, "unless folded"},
	} {
		if err := tc.c.Validate(); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want refused with %q", tc.c.Name(), err, tc.want)
		}
	}
}

// The one measured spilling family of folded bf16 kernels is refused; its
// neighbours without lse or with three splits are not.
func TestFoldBF16SpillFamily(t *testing.T) {
	c := Config{Splits: 1, Stages: 2, Tile: 64, Dims: Dims{Heads: Heads128, LSE: true, KV: KVBF16, Fold: Fold128}}
	if err := c.Validate(); err == nil || !strings.Contains(err.Error(), "spills VGPRs") {
		t.Errorf("%s: %v, want refused", c.Name(), err)
	}
	noLSE := c
	noLSE.LSE = false
	if err := noLSE.Validate(); err != nil {
		t.Errorf("%s: %v", noLSE.Name(), err)
	}
	c.Splits = 3
	if err := c.Validate(); err != nil {
		t.Errorf("%s: %v", c.Name(), err)
	}
}
