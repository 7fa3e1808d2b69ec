package mla

import (
	"fmt"
	"strings"
)

// Dims are a config's optional dimensions beyond (splits, stages, tile):
// what else its kernels compute and which arguments they take. The zero value
// of every field is today's kernel (a "plain" config), whose name, ABI and
// code are exactly what they were before the dimension existed.
//
// One mechanism serves every dimension (docs/dimensions.md). To add one
// (docs/recipes.md, "Adding a dimension", has the same list and the checks):
//  1. a field here whose zero value is today's behaviour;
//  2. an entry in dimensions below: its flag, its values (the first is the
//     default) with their name suffixes, whether it changes the reduce
//     kernel, and a check that states why a combination is not supported;
//  3. the arguments it adds, in abiTable (abi.go), appended after the base
//     arguments in the table's order (plain kernels keep their layout);
//  4. its template data in newDecodeData / newReduceData (gen/expand.go) and the
//     templates' branches on it (a branch, never a copy of a template);
//  5. if it changes the launch or the memory (grid, block, LDS, workspace),
//     the Config methods that compute them (config.go, abi.go), which
//     everything else already reads;
//  6. a field per added argument in kernels.Args (and Args.values: packing
//     panics on an argument without one);
//  7. its arithmetic in verify: the inputs (inputs.go, and bytes.go's
//     DeviceData: a buffer per new input argument), both references
//     (exact.go, faithful.go: the problem and finishHead), the bound
//     (BOUND.md), the buffers Prepare allocates and RunFull reads back for
//     a new output (run.go) and its comparison (compare.go, CompareAll).
//
// The CLI (a flag per dimension: cmd/mlagen addDimFlags), names (Name,
// ParseName), the C header (a struct per argument list, a field per
// dimension in mla_kernel_info), the Go registry (registry.Kernel.Dims), the
// manifest and verify's launches derive from the tables and need no change.
type Dims struct {
	// Q is the query's precision: fp8 without a scale (the default) or fp8
	// with a per-tensor q_scale argument.
	Q QMode
	// LSE adds the output lse, f32 [total_q, 16]: the natural log of each
	// head's softmax denominator (docs/kernel.md).
	LSE bool
	// Page is the KV cache's layout: contiguous rows per sequence (the
	// default), token-level indices or a block table of pages.
	Page PageMode
	// PS makes the kernels persistent: a fixed grid of workgroups walks the
	// split planner's work list (package plan) and the reduce kernel follows
	// its reduce map (docs/kernel.md, "Persistent kernels").
	PS bool
	// Heads is the query head count: 16 (the default), 32, 64 or 128, one
	// latent KV head. Each 16-head group is its own workgroup (grid z), so
	// every kernel body stays the 16-row MFMA kernel.
	Heads HeadsMode
	// QLen is the query tokens per sequence: 1 (the default), 2 or 4, with
	// the causal rule of speculative decoding (docs/kernel.md, "Query rows").
	QLen QLenMode
	// Fold is the query rows one workgroup takes: 16 (the default: every
	// 16-row block of heads x q_len is its own workgroup, re-reading the
	// sequence's KV) or 32, 64, 128 rows from one read of each KV tile
	// (docs/kernel.md, "Row-folded kernels").
	Fold FoldMode
	// KV is the KV cache's element format: fp8 e4m3 with a per-tensor
	// kv_scale (the default), bf16, or MXFP4 (docs/kernel.md, "KV formats").
	KV KVMode
	// One merges the splits inside the decode launch: each workgroup takes
	// a ticket after writing its partial, and the last one of its
	// (sequence, query row block) merges every split and writes the output
	// (docs/kernel.md, "One launch"). No reduce kernel; the workspace's
	// ticket words must be zero before the first launch (every launch
	// leaves them zero).
	One bool
}

// FoldMode is the query rows (row = query token x head) of one decode
// workgroup: 16 << FoldMode.
type FoldMode uint8

const (
	Fold16 FoldMode = iota
	Fold32
	Fold64
	Fold128
)

// Rows is the query rows of one workgroup.
func (f FoldMode) Rows() int { return NumHeads << f }

// Blocks is the 16-row blocks of one workgroup (one QK MFMA's rows each).
func (f FoldMode) Blocks() int { return 1 << f }

// Waves is a row-folded workgroup's waves: four for two row blocks (two
// waves a block, each half the V dims), eight for four (two a block) or
// eight (one a block, all 512 dims): a wave's accumulators and query then
// take at most 128 + 40 registers, so two waves share a SIMD.
func (f FoldMode) Waves() int {
	if f.Blocks() <= 2 {
		return MaxWaves
	}
	return 2 * MaxWaves
}

// Folded reports whether a workgroup takes more than one 16-row block.
func (d Dims) Folded() bool { return d.Fold != Fold16 }

// Workgroups is the decode workgroups of one (split, sequence): the
// sequence's 16-row blocks (Rows) in groups of Fold.Blocks(), grid z.
func (d Dims) Workgroups() int { return d.Rows() / d.Fold.Blocks() }

// HeadsMode is the query head count.
type HeadsMode uint8

const (
	Heads16 HeadsMode = iota
	Heads32
	Heads64
	Heads128
)

// Count is the number of query heads.
func (h HeadsMode) Count() int { return NumHeads << h }

// Groups is the number of 16-head groups, one workgroup row block each.
func (h HeadsMode) Groups() int { return 1 << h }

// QLenMode is the number of query tokens per sequence.
type QLenMode uint8

const (
	QLen1 QLenMode = iota
	QLen2
	QLen4
)

// Count is the number of query tokens per sequence.
func (q QLenMode) Count() int { return 1 << q }

// Rows is the number of 16-head query row blocks of one sequence, each its
// own workgroup of a split: q_len x head groups.
func (d Dims) Rows() int { return d.QLen.Count() * d.Heads.Groups() }

// QueryRows is the number of query rows of one sequence: q_len x heads
// (row = token x heads + head).
func (d Dims) QueryRows() int { return d.QLen.Count() * d.Heads.Count() }

// KVMode is the KV cache's format: the kernels' and verify's inputs alike.
type KVMode uint8

const (
	// KVFP8: e4m3fn codes [total_kv, 576], dequantized by kv_scale.
	KVFP8 KVMode = iota
	// KVBF16: bf16 [total_kv, 576] (1152-byte rows), no scale: kv_scale is
	// an argument still (the base ABI's) but is never read.
	KVBF16
	// KVMXFP4: e2m1 pairs [total_kv, 288] and e8m0 scales [total_kv, 18].
	KVMXFP4
)

// maxBF16Tile: clang 22 spills at 128-token bf16 tiles (measured: 24 VGPRs
// and 4 SGPRs with 3 splits), none at 96.
const maxBF16Tile = 96

// KVModes lists the formats in their order.
var KVModes = []KVMode{KVFP8, KVBF16, KVMXFP4}

// String is the format's name as --kv takes it (the dimension table's).
func (k KVMode) String() string {
	for _, dm := range dimensions {
		if dm.Key == "kv" && int(k) < len(dm.Values) {
			return dm.Values[k].Name
		}
	}
	return fmt.Sprintf("KVMode(%d)", uint8(k))
}

// RowBytes is the bytes of one cache row the decode kernel stages (scales
// excluded).
func (k KVMode) RowBytes() int { return [...]int{QKDim, 2 * QKDim, QKDim / 2}[k] }

// PageMode is how the decode kernel finds a sequence's KV rows in the cache.
type PageMode uint8

const (
	// PageNone: sequence s's rows are kv[kv_indptr[s] .. kv_indptr[s+1]).
	PageNone PageMode = iota
	// Page1: token-level indices (AITER, SGLang): token j of sequence s is
	// cache row kv_indices[kv_indptr[s] + j].
	Page1
	// Page16 and Page64: a block table (vLLM, FlashMLA): token j of sequence
	// s is cache row block_table[s*block_table_stride + j/P]*P + j%P; the
	// sequence's length is kv_indptr[s+1] - kv_indptr[s].
	Page16
	Page64
)

// PageSize is the page size in tokens: 0 for a contiguous cache.
func (p PageMode) PageSize() int { return [...]int{0, 1, 16, 64}[p] }

// BlockTable reports whether the mode takes a block table (page size > 1).
func (p PageMode) BlockTable() bool { return p == Page16 || p == Page64 }

// QMode is how the decode kernel takes the bf16 query into its fp8 QK MFMA.
type QMode uint8

const (
	// QFP8 rounds bf16 q to fp8 e4m3 directly (saturating): no scale.
	QFP8 QMode = iota
	// QFP8Scaled converts q * (1/q_scale) to fp8, q_scale an f32 [1]
	// argument (the benchmark reference's per-tensor quantization,
	// amax(|q|)/448), and folds q_scale into the softmax scale.
	QFP8Scaled
	// QBF16 keeps q in bf16: QK runs on the bf16 MFMA with the fp8 K
	// converted to bf16 in registers (exact), P and P.V stay fp8.
	QBF16
)

// Dimension describes one optional dimension to everything that derives
// from the table: flags, names, the header, the registry, the manifest.
type Dimension struct {
	Key    string     // flag name (--lse) and key in the manifest, header and registry
	Doc    string     // the flag's help
	Values []DimValue // Values[0] is the default: today's kernel
	// Bool: the flag takes no value (--lse); Values are then off and on.
	Bool bool
	// Reduce: the dimension changes the reduce kernel too, so its suffix is
	// part of the reduce kernel's name.
	Reduce bool

	get func(Dims) int
	set func(*Dims, int)
	// check says why config c, whose value of this dimension is not the
	// default, cannot be generated (nil: it can).
	check func(c Config) error
}

// DimValue is one value of a dimension.
type DimValue struct {
	Name   string // the flag's value, as the manifest and registry record it
	Suffix string // the name suffix, without its "_" ("" for the default)
	Doc    string
}

// dimensions is the table, in the fixed order of name suffixes and of the
// arguments they add. A new dimension may go anywhere in it: a plain kernel
// has no suffix and no added argument, and a kernel keeps its name and
// layout as long as the relative order of the dimensions it uses holds.
var dimensions = []Dimension{
	{
		Key: "q", Doc: "query precision into the QK MFMA",
		Values: []DimValue{
			{Name: "fp8", Doc: "bf16 q rounded to fp8 e4m3, no scale"},
			{Name: "fp8s", Suffix: "qs", Doc: "q * (1/q_scale) to fp8 e4m3, q_scale an f32 [1] argument (per-tensor, amax/448)"},
			{Name: "bf16", Suffix: "qbf16", Doc: "q stays bf16: QK on the bf16 MFMA with K converted from fp8 to bf16 in registers (exact); P and P.V fp8"},
		},
		get: func(d Dims) int { return int(d.Q) },
		set: func(d *Dims, v int) { d.Q = QMode(v) },
		// fp8s: every (splits, stages, tile): only the decode kernel's Q
		// conversion and score scale change. bf16: only the QK step changes.
		check: func(c Config) error {
			if c.Q != QBF16 {
				return nil
			}
			switch {
			case c.KV != KVFP8:
				// A bf16 cache's kernel takes q as bf16 already; MXFP4's K
				// goes through the scaled fp8 MFMA.
				return invalidf("only with an fp8 cache (--kv fp8): a bf16 cache's kernel already keeps q in bf16, and MXFP4's QK takes fp8 q")
			case c.PS:
				return invalidf("persistent bf16-q kernels are not checked yet")
			case c.Tile == 96:
				// Measured with clang 22 (144 configs over every (tile,
				// stages) pair, splits 1 and 3, with lse, pages, heads and
				// q_len): mla_decode_s3_p1_t96_qbf16_q4 spills 7 VGPRs and
				// s1_p2_t96_qbf16_lse 3; no other tile spilled.
				return invalidf("96-token tiles spill registers in some bf16-q configs (the 18 bf16 query operands take 72 VGPRs); use 32, 64 or 128")
			}
			return nil
		},
	},
	{
		Key: "lse", Doc: "also write lse, f32 [total_q, 16]: log of each head's softmax denominator (natural log)",
		Bool:   true,
		Reduce: true,
		Values: []DimValue{
			{Name: "off", Doc: "no lse output"},
			{Name: "on", Suffix: "lse", Doc: "lse output (natural log; -inf for an empty sequence)"},
		},
		get: func(d Dims) int { return b2i(d.LSE) },
		set: func(d *Dims, v int) { d.LSE = v != 0 },
		// Every (splits, stages, tile) writes it: the decode kernel with one
		// split, the reduce kernel with several.
	},
	{
		Key: "page", Doc: "KV cache layout: contiguous rows (none), token-level indices (1) or a block table of 16- or 64-token pages",
		Values: []DimValue{
			{Name: "none", Doc: "contiguous rows: sequence s is kv rows kv_indptr[s] .. kv_indptr[s+1]"},
			{Name: "1", Suffix: "pg1", Doc: "token-level indices: token j of sequence s is kv row kv_indices[kv_indptr[s] + j]"},
			{Name: "16", Suffix: "pg16", Doc: "block table of 16-token pages: token j of sequence s is kv row block_table[s*block_table_stride + j/16]*16 + j%16"},
			{Name: "64", Suffix: "pg64", Doc: "block table of 64-token pages: token j of sequence s is kv row block_table[s*block_table_stride + j/64]*64 + j%64"},
		},
		get: func(d Dims) int { return int(d.Page) },
		set: func(d *Dims, v int) { d.Page = PageMode(v) },
		// Every (splits, stages, tile): only the decode kernel's LDS-DMA
		// source addresses change; the reduce kernel never reads the cache.
	},
	{
		Key: "ps", Doc: "persistent kernels: a fixed grid walks the split planner's work list (the plan buffer, package plan)",
		Bool:   true,
		Reduce: true,
		Values: []DimValue{
			{Name: "off", Doc: "static splits: grid (splits, batch)"},
			{Name: "on", Suffix: "ps", Doc: "persistent: grid (CUs x workgroups per CU) over the plan's items, a reduce over its reduce map"},
		},
		get: func(d Dims) int { return b2i(d.PS) },
		set: func(d *Dims, v int) { d.PS = v != 0 },
		check: func(c Config) error {
			switch {
			case c.Splits != 1:
				// One name per kernel: the plan, not the config, splits.
				return invalidf("splits %d: the plan decides each sequence's splits at run time, so a persistent config has splits 1 (mla_decode_s1_p<stages>_t<tile>_ps)", c.Splits)
			case c.Folded():
				// A row-folded kernel's rules are its own (foldCheck).
				return nil
			case c.Heads != Heads16 || c.QLen != QLen1:
				return invalidf("not with --heads or --qlen unless folded (--fold 32|64|128): a 16-row block's items and reduce map assume 16 heads and one query token")
			case c.Page.BlockTable():
				// Measured: mla_decode_s1_p2_t32_pg16_ps and _pg64_ps spill
				// SGPRs; page 1 compiles and verifies for every (tile, stages).
				// Lifting this also needs the plan's items to start on
				// SplitAlign tokens: a block table's DMA assumes it
				// (__builtin_assume in the decode template).
				return invalidf("not with --page %d yet: persistent block-table kernels spill SGPRs in some configs", c.Page.PageSize())
			case c.Stages == 4 && c.Tile == 32:
				// Measured with clang 22: mla_decode_s1_p4_t32_ps spills one
				// SGPR (its item loop keeps ~100 SGPRs live).
				return invalidf("stages 4 with 32-token tiles: the persistent kernel spills an SGPR")
			case c.Page == Page1 && (c.Stages == 2 && c.Tile == 96 || c.Stages == 1 && c.Tile == 128):
				// Measured with clang 22 (verify --combos, then every _ps
				// config of each (tile, stages), q and lse, with and
				// without --page 1): mla_decode_s1_p2_t96_lse_pg1_ps spills
				// 2 SGPRs, with --q fp8s 6, and without --lse 1; each of
				// the four s1_p1_t128 (q, lse) variants with --page 1
				// spills 1. No other one does.
				return invalidf("stages %d with %d-token tiles and --page 1: the persistent kernel spills SGPRs", c.Stages, c.Tile)
			}
			return nil
		},
	},
	{
		Key: "heads", Doc: "query heads sharing the latent KV head: one workgroup per 16-head group of a split (grid z)",
		Reduce: true,
		Values: []DimValue{
			{Name: "16", Doc: "16 heads: q [total_q, 16, 576], out [total_q, 16, 512]"},
			{Name: "32", Suffix: "h32", Doc: "32 heads (2 groups): q [total_q, 32, 576], out [total_q, 32, 512]"},
			{Name: "64", Suffix: "h64", Doc: "64 heads (4 groups): q [total_q, 64, 576], out [total_q, 64, 512]"},
			{Name: "128", Suffix: "h128", Doc: "128 heads (8 groups): q [total_q, 128, 576], out [total_q, 128, 512]"},
		},
		get:   func(d Dims) int { return int(d.Heads) },
		set:   func(d *Dims, v int) { d.Heads = HeadsMode(v) },
		check: rowsCheck,
	},
	{
		Key: "qlen", Doc: "query tokens per sequence (speculative decoding): token i of q_len sees KV rows [0, kv_len - q_len + i]",
		Reduce: true,
		Values: []DimValue{
			{Name: "1", Doc: "one query token per sequence: qo_indptr = arange(batch+1)"},
			{Name: "2", Suffix: "q2", Doc: "two query tokens per sequence: qo_indptr = 2 * arange(batch+1), causal"},
			{Name: "4", Suffix: "q4", Doc: "four query tokens per sequence: qo_indptr = 4 * arange(batch+1), causal"},
		},
		get:   func(d Dims) int { return int(d.QLen) },
		set:   func(d *Dims, v int) { d.QLen = QLenMode(v) },
		check: rowsCheck,
	},
	{
		Key: "fold", Doc: "query rows (q_len x heads) per decode workgroup: each of its KV tiles is read once for all of them (grid z = q_len x heads / rows)",
		Values: []DimValue{
			{Name: "16", Doc: "16 rows: each (query token, 16-head group) is its own workgroup and reads the sequence's KV"},
			{Name: "32", Suffix: "fold32", Doc: "32 rows a workgroup: four waves, two a 16-row block, each half its V dims"},
			{Name: "64", Suffix: "fold64", Doc: "64 rows a workgroup: eight waves, two a 16-row block, each half its V dims"},
			{Name: "128", Suffix: "fold128", Doc: "128 rows a workgroup: eight waves, one a 16-row block"},
		},
		get:   func(d Dims) int { return int(d.Fold) },
		set:   func(d *Dims, v int) { d.Fold = FoldMode(v) },
		check: foldCheck,
	},
	{
		Key: "kv", Doc: "KV cache format: fp8 e4m3 with a per-tensor kv_scale, bf16, or MXFP4",
		// The reduce kernel applies kv_scale to the merged output; a bf16
		// kernel's has none to apply.
		Reduce: true,
		Values: []DimValue{
			{Name: "fp8", Doc: "fp8 e4m3fn [total_kv, 576] and kv_scale f32 [1]"},
			{Name: "bf16", Suffix: "kvbf16", Doc: "bf16 [total_kv, 576] (1152-byte rows), no scale: kv_scale is not read; q stays bf16, QK and P.V on the bf16 MFMA"},
			{Name: "mxfp4", Suffix: "kvmx4", Doc: "MXFP4: e2m1 [total_kv, 288] and e8m0 scales [total_kv, 18] (kv_scales), no per-tensor scale: kv_scale is not read; QK on the scaled fp4 x fp8 MFMA, V dequantized to bf16 for a bf16 P.V"},
		},
		get: func(d Dims) int { return int(d.KV) },
		set: func(d *Dims, v int) { d.KV = KVMode(v) },
		check: func(c Config) error {
			if c.KV == KVMXFP4 {
				return mxfp4Check(c)
			}
			switch {
			case c.Q != QFP8:
				return invalidf("a bf16 KV kernel takes q as bf16: it has no fp8 q to scale (drop --q fp8s)")
			case c.Page != PageNone:
				return invalidf("paged bf16 kernels are not checked yet (the paged loads assume 576-byte rows)")
			case c.PS:
				return invalidf("persistent bf16 kernels are not checked yet")
			case c.Tile > maxBF16Tile:
				return invalidf("bf16 tiles of %d tokens spill registers (144 LDS-DMA loads a tile); bf16 tiles are at most %d tokens", c.Tile, maxBF16Tile)
			case c.Tile == maxBF16Tile && c.Splits == 1 && c.Rows() > 1:
				// Measured with clang 22 (every (tile, stages) at splits 1
				// and 3, each heads x q_len, with and without lse: 176
				// configs): each of the 22 one-split 96-token kernels with
				// more than one query row block spills 2 SGPRs; none at 3
				// splits, none at 32 or 64 tokens.
				return invalidf("one split of %d-token bf16 tiles with --heads or --qlen: the kernel spills 2 SGPRs; use 3 or more splits or 32- or 64-token tiles", c.Tile)
			}
			return nil
		},
	},
	{
		Key: "one", Doc: "one launch: the decode kernel merges the splits (the last workgroup of each sequence to finish, behind an atomic ticket in the workspace), no reduce kernel",
		Bool: true,
		Values: []DimValue{
			{Name: "off", Doc: "two launches with several splits: decode writes the split partials, a reduce kernel merges them"},
			{Name: "on", Suffix: "one", Doc: "one launch: each decode workgroup takes a ticket after writing its partial and the last of its sequence merges them; the workspace's ticket words start at zero (zero it once) and every launch leaves them zero"},
		},
		get:   func(d Dims) int { return b2i(d.One) },
		set:   func(d *Dims, v int) { d.One = v != 0 },
		check: oneCheck,
	},
}

// mxSpillTile: clang 22 spills VGPRs in every MXFP4 kernel of 64-token tiles
// (measured: 8 VGPRs with one stage, 24-32 with two or three), none at 32 or
// 128; 96-token tiles spill 16 with two stages (mxfp4Check).
const mxSpillTile = 64

// mxfp4Check says what an MXFP4 KV kernel does not support yet: its loads
// stage contiguous 288-byte rows and their scales. Heads and q_len combine
// (measured with clang 22: no spill over every (tile, stages) below at splits
// 1 and 3 with every heads x q_len, lse on and off; verified by verify
// --combos).
func mxfp4Check(c Config) error {
	switch {
	case c.Q != QFP8:
		return invalidf("MXFP4 kernels take q as fp8 without a scale (the scaled MFMA's q scale is 1); --q fp8s is not generated for them (drop --q fp8s)")
	case c.Page != PageNone:
		return invalidf("paged MXFP4 kernels are not generated yet (the paged loads assume 576-byte rows and no scale rows)")
	case c.PS:
		return invalidf("persistent MXFP4 kernels are not generated yet")
	case c.Tile == mxSpillTile:
		return invalidf("MXFP4 tiles of %d tokens spill registers (8-32 VGPRs with clang 22, every stage count); tiles of 32, 96 and 128 do not", c.Tile)
	case c.Tile == 96 && c.Stages > 1:
		return invalidf("MXFP4 tiles of 96 tokens with %d stages spill registers (16 VGPRs with clang 22); one stage does not", c.Stages)
	}
	return nil
}

// maxPSWaveRows: a persistent row-folded kernel's wave stages fewer rows
// than this a tile (foldCheck).
const maxPSWaveRows = 16

// FoldTiles are the tiles of a row-folded kernel: a tile is shared by the
// workgroup's waves, each staging an equal part of it, a power of two of
// rows (a block table's page then holds whole parts).
var FoldTiles = []int{32, 64, 128}

// foldCheck says which row-folded configs are not generated, and why.
func foldCheck(c Config) error {
	switch {
	case c.Fold.Rows() > c.Heads.Count()*c.QLen.Count():
		return invalidf("%d rows a workgroup, more than the %d query rows (heads x q_len) of a sequence", c.Fold.Rows(), c.Heads.Count()*c.QLen.Count())
	case c.KV == KVMXFP4:
		return invalidf("row-folded kernels take an fp8 or bf16 cache (the MXFP4 scales are not staged for a shared tile yet)")
	case c.KV == KVBF16 && c.Tile == 128:
		// Measured with clang 22: s1_p1_t128_lse_h128_fold32_kvbf16 spills
		// 27 SGPRs, s4_p1_t128_h128_q2_fold128_kvbf16_one 66 VGPRs.
		return invalidf("bf16 tiles of 128 tokens: the row-folded kernels spill registers; use 32- or 64-token tiles")
	case c.KV == KVBF16 && c.Fold == Fold128 && c.Splits == 1 && c.Stages == 2 && c.Tile == 64 && c.LSE:
		// Measured with clang 22 (288 folded bf16 configs: each fold's two
		// representative row sets, every (tile, stages), splits 1 and 3 and
		// one launch at 3 and 16, with and without lse): these two, with
		// --heads 128 and --heads 64 --qlen 2, spill 2 VGPRs; none else.
		return invalidf("128 rows of a bf16 cache with one split, two stages of 64-token tiles and --lse: the kernel spills VGPRs; use 3 or more splits, one stage or 32-token tiles")
	case c.Q == QBF16 && c.Fold == Fold128:
		// Measured with clang 22: s3_p2_t32 and s1_p4_t64_qbf16_h128_fold128
		// spill 1 and 43 VGPRs (a wave's 16 rows x 512 dims of accumulators
		// beside the 72 bf16 query registers); the fold-32 and fold-64
		// kernels, whose waves hold half the V dims, take 206-212.
		return invalidf("--q bf16 with 128 rows a workgroup: the kernel spills VGPRs (the bf16 query's 72 registers beside a wave's 128 of accumulators); use --fold 32 or 64")
	case c.Q == QBF16 && c.SoftmaxStep() == 128:
		return invalidf("--q bf16 with 128-token tiles: the 128-token step's QK takes fp8 q only; use 32- or 64-token tiles")
	case c.Tile == 96:
		return invalidf("tile %d: a row-folded tile is shared by %d waves staging a power of two of rows each; tiles are 32, 64 or 128 tokens", c.Tile, c.Fold.Waves())
	case c.PS && c.WaveTile() >= maxPSWaveRows:
		// Measured with clang 22 (960 persistent folded configs: each
		// fold's two representative row sets over every (tile, stages),
		// page layout, q and lse): 184 of the 240 compiled with a wave
		// part of 16 rows or more spilled (4-36 SGPRs, and at 128 rows
		// 3-21 VGPRs), none of the 640 with less.
		return invalidf("--ps with %d-token tiles: each of the %d waves stages %d rows a tile, and beside the plan's item loop the kernel spills registers; use tiles of fewer than %d tokens", c.Tile, c.Waves(), c.WaveTile(), maxPSWaveRows*c.Waves())
	case c.Fold == Fold32 && c.Tile == 128 && c.Stages == 1 && (c.Page == Page1 || c.Page == Page16):
		// Measured with clang 22 (a sweep of every fold's (tile, stages)
		// pairs at splits 1 and 3 over pages, q and lse: 672 configs): the
		// 32-row kernels of one stage of 128-token tiles with token
		// indices or 16-token pages spill 12-37 SGPRs (a wave stages 32
		// rows a tile, each from its own index or page); 64-token pages,
		// contiguous caches and every other (tile, stages) do not.
		return invalidf("32 rows with one stage of 128-token tiles and --page %d: the kernel spills SGPRs (each wave stages 32 rows a tile from their own indices); use 2 stages or 32- or 64-token tiles", c.Page.PageSize())
	case c.Fold == Fold128 && c.Tile == 128 && c.Stages == 1 && c.Splits == 1:
		// Measured likewise: the 128-row kernels of one split and one stage
		// of 128-token tiles sat at 256 VGPRs, and 4 of the 16 (page, q,
		// lse) variants of the 128-head kernel spilled 2. Since these
		// kernels take their lane ids opaque per tile (gen OpaqueLanes), the
		// 16 compile at 248 VGPRs without a spill; the family stays refused
		// until its other row sets are swept and it runs in the emulator.
		return invalidf("128 rows with one split and one stage of 128-token tiles: not checked (its variants spilled before the kernel's lane ids went opaque per tile); use 2 stages, 3 or more splits or 32- or 64-token tiles")
	}
	return nil
}

// oneCheck says which configs cannot merge their splits in the decode
// launch.
func oneCheck(c Config) error {
	switch {
	case c.PS:
		return invalidf("not with --ps: a persistent kernel's sequences are cut by the plan, whose reduce map the reduce kernel follows (a ticket per cut sequence is not built)")
	case c.Splits == 1:
		return invalidf("splits 1: the decode kernel writes the output directly, there is nothing to merge")
	case c.Splits > maxOneSplits:
		// Measured with clang 22: every mla_decode_s64_*_one of the
		// (tile, stages) pairs spills 2-4 VGPRs or SGPRs in its merge,
		// s48_p2_t96_one 2 SGPRs; 32 splits over every pair and variant
		// of the sweep in docs/kernel.md ("One launch") do not.
		return invalidf("splits %d: merging more than %d splits in the decode kernel spills registers; use fewer splits or two launches", c.Splits, maxOneSplits)
	case c.Stages == 1 && c.Tile >= 64 && !c.Folded():
		// Measured with clang 22 (the re-tune's search and verify --combos
		// all): s3, s6, s12 and s24_p1_t128_one spill 2 SGPRs, s12 and
		// s24_p1_t64_one 2 VGPRs, s3_p1_t96_lse_q4_one,
		// s3_p1_t128_lse_h64_q2_one and s3_p1_t64_pg16_h64_q4_one 2 SGPRs:
		// one stage of 64 tokens or more leaves the merge too few
		// registers. The row-folded kernels keep their query in registers
		// and no LDS merge of waves: a sweep of 1032 folded one-launch
		// configs compiled without a spill (ten (rows, fold) pairs, with
		// and without lse and 16-token pages: s3 and s16 over every
		// (tile, stages) pair LDS admits, s32 with 1-3 stages), 216 with
		// one stage of 64- or 128-token tiles and 312 at s32 among them.
		return invalidf("one stage of %d-token tiles: the merge in the decode kernel spills registers; use 2 stages, 32-token tiles or two launches", c.Tile)
	case c.Q == QBF16 && c.Page == Page1 && c.Stages == 2 && c.Tile == 64 && c.Splits <= 3 && !c.LSE && !c.Folded():
		// Measured with clang 22 (verify --combos all, then 560 bf16-q
		// one-launch configs: every (tile, stages) at splits 3 and 16,
		// each page layout, seven row sets, with and without lse, and
		// this family at splits 2-32): mla_decode_s3_p2_t64_qbf16_pg1_one
		// and its six row-set twins spill 2 VGPRs, s2 1-2; with --lse,
		// another page layout or 4 splits and more they compile.
		return invalidf("--q bf16 --page 1 with %d splits of two stages of 64-token tiles: the merge in the decode kernel spills VGPRs; use 4 or more splits, 32-token tiles or two launches", c.Splits)
	case c.Rows() > 1 && c.Splits > maxOneRowsSplits && !c.Folded():
		// Measured with clang 22 over s16 and s32, the nine (tile,
		// stages) pairs and eleven variants: s32_p1_t32 and _t64
		// _lse_h128_q4_one spill 2 VGPRs, s32_p1_t64_qs_lse_pg16_h32_q2_one
		// 1 SGPR; no s16 kernel does. Row-folded kernels do not (the
		// sweep above).
		return invalidf("splits %d with %d query row blocks: merging more than %d splits in the decode kernel spills registers; use fewer splits or two launches", c.Splits, c.Rows(), maxOneRowsSplits)
	}
	return nil
}

// maxOneRowsSplits is the most splits a one-launch kernel with several
// query row blocks (--heads above 16 or --qlen above 1) merges.
const maxOneRowsSplits = 16

// maxOneSplits is the most splits a one-launch kernel merges.
const maxOneSplits = 32

// rowsCheck says which dimensions heads and q_len do not combine with yet:
// paged caches do (the row blocks look up their sequence's pages as a plain
// kernel does; verified on ragged paged batches).
func rowsCheck(c Config) error {
	switch {
	case c.PS && !c.Folded():
		return invalidf("not with --ps unless folded (--fold 32|64|128): a 16-row block's items and reduce map assume 16 heads and one query token")
	case c.Folded():
		// A row-folded kernel's spills are its own (foldCheck).
		return nil
	case c.Splits == 1 && c.Stages == 1 && c.Tile == 128 && c.Q == QFP8Scaled && c.LSE && c.Page == PageNone:
		// Measured with clang 22 (verify --combos and a sweep of every
		// one-split 96/128-token config): each of the 11 such kernels
		// with more than one query row block spills one SGPR; the paged
		// ones and the 16-head one-token kernel do not.
		return invalidf("one split, one stage of 128-token tiles with --q fp8s --lse on a contiguous cache: the kernel spills an SGPR; use 2 stages, another tile or a paged cache")
	case c.Splits == 1 && c.Stages == 1 && c.Tile == 64 && c.Q != QBF16 && c.KV == KVFP8 && c.LSE && c.Page == Page16 && c.Heads == Heads16 && c.QLen != QLen1:
		// Measured with clang 22 (every one-split config with --lse and
		// several row blocks over each (tile, stages), q and page: 720
		// configs): _lse_pg16_q2, _q4 and their _qs twins spill one SGPR;
		// with --heads as well, without --lse, --page 1 or 64, or
		// --q bf16 they compile.
		return invalidf("one split, one stage of 64-token tiles with --lse --page 16 and --qlen %d: the kernel spills an SGPR; use 2 or more splits, another tile or page size", c.QLen.Count())
	}
	return nil
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Dimensions returns the dimension table, in suffix order.
func Dimensions() []Dimension { return append([]Dimension(nil), dimensions...) }

// Index is d's value of this dimension, as an index into Values.
func (dm Dimension) Index(d Dims) int { return dm.get(d) }

// Value is the name of this dimension's value in d.
func (dm Dimension) Value(d Dims) string {
	if v := dm.get(d); v >= 0 && v < len(dm.Values) {
		return dm.Values[v].Name
	}
	return fmt.Sprintf("<%d>", dm.get(d))
}

func (dm Dimension) valueNames() string {
	var s []string
	for _, v := range dm.Values {
		s = append(s, v.Name)
	}
	return strings.Join(s, ", ")
}

// Plain reports whether every dimension has its default value.
func (d Dims) Plain() bool { return d == Dims{} }

// Set sets dimension key to the value named value.
func (d *Dims) Set(key, value string) error {
	for _, dm := range dimensions {
		if dm.Key != key {
			continue
		}
		for i, v := range dm.Values {
			if v.Name == value {
				dm.set(d, i)
				return nil
			}
		}
		return fmt.Errorf("--%s %q: want one of %s", key, value, dm.valueNames())
	}
	return fmt.Errorf("no dimension %q (dimensions: %s)", key, dimensionKeys())
}

func dimensionKeys() string {
	var s []string
	for _, dm := range dimensions {
		s = append(s, dm.Key)
	}
	return strings.Join(s, ", ")
}

// DimSetting is one dimension's value, by name.
type DimSetting struct{ Key, Value string }

// Settings lists the dimensions of d that are not at their default, in table
// order: what the manifest and the registry record.
func (d Dims) Settings() []DimSetting {
	var out []DimSetting
	for _, dm := range dimensions {
		if dm.get(d) != 0 {
			out = append(out, DimSetting{dm.Key, dm.Value(d)})
		}
	}
	return out
}

// flag is value v of the dimension as a command-line flag: --lse, --q fp8s.
func (dm Dimension) flag(v int) string {
	if dm.Bool {
		return "--" + dm.Key
	}
	return "--" + dm.Key + " " + dm.Values[v].Name
}

// Flags is d as mlagen's command-line flags ("" when plain), e.g.
// " --q fp8s --lse": recorded in the commands of generated headers.
func (d Dims) Flags() string {
	var b strings.Builder
	for _, dm := range dimensions {
		if v := dm.get(d); v != 0 {
			b.WriteString(" " + dm.flag(v))
		}
	}
	return b.String()
}

// String is d's name suffix, or "plain".
func (d Dims) String() string {
	if d.Plain() {
		return "plain"
	}
	return strings.TrimPrefix(d.suffix(false), "_")
}

// suffix is the name suffix of d: "_" + each non-default value's suffix, in
// table order; reduce limits it to the dimensions that change the reduce
// kernel.
func (d Dims) suffix(reduce bool) string {
	var b strings.Builder
	for _, dm := range dimensions {
		if v := dm.get(d); v != 0 && (!reduce || dm.Reduce) && v < len(dm.Values) {
			b.WriteString("_" + dm.Values[v].Suffix)
		}
	}
	return b.String()
}

// validate says why c's dimensions cannot be generated: a value the table
// does not know, or a combination a dimension does not support yet.
func (d Dims) validate(c Config) error {
	for _, dm := range dimensions {
		v := dm.get(d)
		if v == 0 {
			continue
		}
		if v < 0 || v >= len(dm.Values) {
			return invalidf("%s value %d unknown (values: %s)", dm.Key, v, dm.valueNames())
		}
		if dm.check != nil {
			if err := dm.check(c); err != nil {
				return invalidf("%s: %w", dm.flag(v), err)
			}
		}
	}
	return nil
}

// suffixSyntax is the name pattern's suffix part, for messages: each
// dimension's suffixes in table order, e.g. "[_qs][_lse]".
func suffixSyntax() string {
	var b strings.Builder
	for _, dm := range dimensions {
		var s []string
		for _, v := range dm.Values[1:] {
			s = append(s, "_"+v.Suffix)
		}
		b.WriteString("[" + strings.Join(s, "|") + "]")
	}
	return b.String()
}

// parseSuffix parses a name's suffix ("" or "_tok_tok...") into dims: each
// token a value's suffix, at most one per dimension, in table order.
func parseSuffix(s string) (Dims, error) {
	var d Dims
	if s == "" {
		return d, nil
	}
	last := -1
	for _, tok := range strings.Split(strings.TrimPrefix(s, "_"), "_") {
		found := false
		for i, dm := range dimensions {
			for v, val := range dm.Values {
				if v == 0 || val.Suffix != tok {
					continue
				}
				if i <= last {
					return Dims{}, fmt.Errorf("suffix _%s repeats or is out of order (suffixes go in the order %s)", tok, suffixSyntax())
				}
				dm.set(&d, v)
				last, found = i, true
			}
		}
		if !found {
			return Dims{}, fmt.Errorf("unknown suffix _%s (suffixes: %s)", tok, suffixSyntax())
		}
	}
	return d, nil
}
