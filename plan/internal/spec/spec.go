// Package spec is the split planner's one description: its constants (the
// binary format's indices, limits, status codes) and its three functions
// (check the parameters, lay the buffer out, build the plan), from which
// package twin prints the Go core (plan/zcore.go) and the C library
// (plan/c/mla_plan.{h,c}). docs/kernel.md ("Planned ragged batches")
// documents the format and the algorithm; this file is their code.
package spec

import . "github.com/mlagen/mlagen/plan/internal/twin"

// Field is a constant that names one int32 field of the C parameter struct
// or one int64 field of the C layout struct, in index order.
type Field struct {
	Const Const
	CName string // the struct field
}

// Params are the planner's inputs besides the KV lengths, as indices into
// its int32 parameter array.
var Params = []Field{
	{Constant("ParamMaxBatch", "MLA_PLAN_PARAM_MAX_BATCH", 0, "sequences the buffers are sized for (1 to 1048576)"), "max_batch"},
	{Constant("ParamCUs", "MLA_PLAN_PARAM_CUS", 1, "compute units (256 on an MI355X)"), "cus"},
	{Constant("ParamWGPerCU", "MLA_PLAN_PARAM_WG_PER_CU", 2, "persistent workgroups per compute unit"), "wg_per_cu"},
	{Constant("ParamTile", "MLA_PLAN_PARAM_TILE", 3, "tokens per work step of the kernel: sequences are cut only at multiples of it"), "tile"},
	{Constant("ParamOverhead", "MLA_PLAN_PARAM_OVERHEAD", 4, "fixed cost of one work item, in tokens (token-equivalents)"), "overhead"},
	{Constant("ParamQLen", "MLA_PLAN_PARAM_Q_LEN", 5, "query tokens per sequence (the kernel's q_len; 1 unless row-folded)"), "q_len"},
	{Constant("ParamHeads", "MLA_PLAN_PARAM_HEADS", 6, "query heads (the kernel's; 16 unless row-folded)"), "heads"},
}

// Layout is what the parameters alone fix: section offsets (in int32s from
// the start of the plan buffer), the maxima and the sizes, as indices into
// the int64 layout array.
var Layout = []Field{
	{Constant("LayWGs", "MLA_PLAN_LAY_WGS", 0, "persistent workgroups: cus * wg_per_cu"), "wgs"},
	{Constant("LayOffWG", "MLA_PLAN_LAY_OFF_WG", 1, "offset of wg_indptr (wgs + 1 int32)"), "off_wg"},
	{Constant("LayOffReduce", "MLA_PLAN_LAY_OFF_REDUCE", 2, "offset of reduce_map (max_batch x {first, count})"), "off_reduce"},
	{Constant("LayOffSeqs", "MLA_PLAN_LAY_OFF_SEQS", 3, "offset of reduce_seqs (max_batch int32)"), "off_seqs"},
	{Constant("LayOffItems", "MLA_PLAN_LAY_OFF_ITEMS", 4, "offset of items (max_items x {seq, begin, end, partial})"), "off_items"},
	{Constant("LayMaxItems", "MLA_PLAN_LAY_MAX_ITEMS", 5, "max_batch + wgs - 1: every cut between workgroups adds at most one item"), "max_items"},
	{Constant("LayMaxPartials", "MLA_PLAN_LAY_MAX_PARTIALS", 6, "min(max_items, 2 * (wgs - 1)): a sequence cut k times has k + 1 <= 2k partials"), "max_partials"},
	{Constant("LayInts", "MLA_PLAN_LAY_INTS", 7, "int32s of the plan buffer"), "ints"},
	{Constant("LayWorkspaceBytes", "MLA_PLAN_LAY_WORKSPACE_BYTES", 8, "bytes of the partials' workspace: max_partials * q_len * heads rows of 2064 bytes"), "workspace_bytes"},
}

// Consts are the format's other constants.
var Consts = []Const{
	Constant("ParamCount", "MLA_PLAN_PARAM_COUNT", int64(len(Params)), "int32s of the parameter array"),
	Constant("LayCount", "MLA_PLAN_LAY_COUNT", int64(len(Layout)), "int64s of the layout array"),

	Constant("Magic", "MLA_PLAN_MAGIC", 0x50414c4d, `header word 0: "MLAP" in little-endian bytes`),
	Constant("Version", "MLA_PLAN_VERSION", 1, "header word 1: the format's version"),
	Constant("HdrMagic", "MLA_PLAN_HDR_MAGIC", 0, "header index: the magic number"),
	Constant("HdrVersion", "MLA_PLAN_HDR_VERSION", 1, "header index: the version"),
	Constant("HdrBatch", "MLA_PLAN_HDR_BATCH", 2, "header index: sequences in this plan"),
	Constant("HdrWGs", "MLA_PLAN_HDR_WGS", 3, "header index: persistent workgroups (the decode grid)"),
	Constant("HdrItems", "MLA_PLAN_HDR_ITEMS", 4, "header index: work items"),
	Constant("HdrPartials", "MLA_PLAN_HDR_PARTIALS", 5, "header index: partials written to the workspace"),
	Constant("HdrReduce", "MLA_PLAN_HDR_REDUCE", 6, "header index: sequences the reduce kernel handles (entries of reduce_seqs)"),
	Constant("HdrUsed", "MLA_PLAN_HDR_USED", 7, "header index: int32s written from the start of the buffer (the rest is not read)"),
	Constant("HdrOffWG", "MLA_PLAN_HDR_OFF_WG", 8, "header index: offset of wg_indptr"),
	Constant("HdrOffReduce", "MLA_PLAN_HDR_OFF_REDUCE", 9, "header index: offset of reduce_map"),
	Constant("HdrOffSeqs", "MLA_PLAN_HDR_OFF_SEQS", 10, "header index: offset of reduce_seqs"),
	Constant("HdrOffItems", "MLA_PLAN_HDR_OFF_ITEMS", 11, "header index: offset of items"),
	Constant("HdrMaxBatch", "MLA_PLAN_HDR_MAX_BATCH", 12, "header index: max_batch"),
	Constant("HdrMaxItems", "MLA_PLAN_HDR_MAX_ITEMS", 13, "header index: max_items"),
	Constant("HdrMaxPartials", "MLA_PLAN_HDR_MAX_PARTIALS", 14, "header index: max_partials"),
	Constant("HdrCUs", "MLA_PLAN_HDR_CUS", 15, "header index: cus"),
	Constant("HdrWGPerCU", "MLA_PLAN_HDR_WG_PER_CU", 16, "header index: wg_per_cu"),
	Constant("HdrTile", "MLA_PLAN_HDR_TILE", 17, "header index: tile"),
	Constant("HdrOverhead", "MLA_PLAN_HDR_OVERHEAD", 18, "header index: overhead"),
	Constant("HdrQLen", "MLA_PLAN_HDR_Q_LEN", 19, "header index: q_len"),
	Constant("HdrHeads", "MLA_PLAN_HDR_HEADS", 20, "header index: heads"),
	Constant("HeaderInts", "MLA_PLAN_HEADER_INTS", 32, "int32s of the header (the rest of it is zero)"),
	Constant("Align", "MLA_PLAN_ALIGN", 16, "every section starts at a multiple of this many int32s (64 bytes)"),

	Constant("ItemSeq", "MLA_PLAN_ITEM_SEQ", 0, "item field: the sequence"),
	Constant("ItemBegin", "MLA_PLAN_ITEM_BEGIN", 1, "item field: first token, from the sequence's start (a multiple of tile)"),
	Constant("ItemEnd", "MLA_PLAN_ITEM_END", 2, "item field: one past the last token (a multiple of tile, or the sequence's length)"),
	Constant("ItemPartial", "MLA_PLAN_ITEM_PARTIAL", 3, "item field: the partial it writes, or -1: the whole sequence, written to the output"),
	Constant("ItemInts", "MLA_PLAN_ITEM_INTS", 4, "int32s per item (16 bytes)"),
	Constant("ReduceFirst", "MLA_PLAN_REDUCE_FIRST", 0, "reduce_map field: the sequence's first partial (its partials are consecutive), or -1"),
	Constant("ReduceCount", "MLA_PLAN_REDUCE_COUNT", 1, "reduce_map field: its partials: 0 no tokens (write zeros), 1 written directly, >= 2 merge"),
	Constant("ReduceInts", "MLA_PLAN_REDUCE_INTS", 2, "int32s per reduce_map entry (8 bytes)"),
	Constant("WorkspaceRowBytes", "MLA_PLAN_WORKSPACE_ROW_BYTES", 2064, "bytes of one partial row (one query row, one head): m, l, 2 pad, acc[512] as f32"),

	Constant("LimitMaxBatch", "MLA_PLAN_LIMIT_MAX_BATCH", 1<<20, "largest max_batch"),
	Constant("LimitWGs", "MLA_PLAN_LIMIT_WGS", 1<<16, "largest cus * wg_per_cu"),
	Constant("LimitTile", "MLA_PLAN_LIMIT_TILE", 1<<16, "largest tile"),
	Constant("LimitOverhead", "MLA_PLAN_LIMIT_OVERHEAD", 1<<20, "largest overhead"),
	Constant("LimitQLen", "MLA_PLAN_LIMIT_Q_LEN", 64, "largest q_len"),
	Constant("LimitHeads", "MLA_PLAN_LIMIT_HEADS", 128, "largest heads"),
	Constant("LimitTokens", "MLA_PLAN_LIMIT_TOKENS", 1<<31-1, "most tokens in a batch (KV rows are int32)"),

	Constant("DefaultCUs", "MLA_PLAN_DEFAULT_CUS", 256, "compute units of an MI355X"),
	Constant("DefaultWGPerCU", "MLA_PLAN_DEFAULT_WG_PER_CU", 1, "today's kernels fit one workgroup per CU (LDS, VGPRs)"),
	Constant("DefaultTile", "MLA_PLAN_DEFAULT_TILE", 128, "4 waves x 32-token tiles: the work step of the heuristic's two-stage configs"),
	Constant("DefaultOverhead", "MLA_PLAN_DEFAULT_OVERHEAD", 188, "modeled, not measured: the fixed cost of a one-split workgroup in tokens at its per-token rate (docs/kernel.md)"),
	Constant("DefaultQLen", "MLA_PLAN_DEFAULT_Q_LEN", 1, "decode: one query row per sequence"),
	Constant("DefaultHeads", "MLA_PLAN_DEFAULT_HEADS", 16, "DeepSeek's MLA: 16 query heads"),
}

// Status codes, with the message each language reports for them.
var Errors = []struct {
	Const   Const
	Message string
}{
	{Constant("codeOK", "MLA_PLAN_OK", 0, ""), "ok"},
	{Constant("codeMaxBatch", "MLA_PLAN_ERR_MAX_BATCH", 1, ""), "max_batch must be 1..1048576"},
	{Constant("codeWGs", "MLA_PLAN_ERR_WGS", 2, ""), "cus and wg_per_cu must be >= 1 and cus * wg_per_cu <= 65536"},
	{Constant("codeTile", "MLA_PLAN_ERR_TILE", 3, ""), "tile must be 1..65536 tokens"},
	{Constant("codeOverhead", "MLA_PLAN_ERR_OVERHEAD", 4, ""), "overhead must be 0..1048576 token-equivalents"},
	{Constant("codeQLen", "MLA_PLAN_ERR_Q_LEN", 5, ""), "q_len must be 1..64"},
	{Constant("codeHeads", "MLA_PLAN_ERR_HEADS", 6, ""), "heads must be 1..128"},
	{Constant("codeBatch", "MLA_PLAN_ERR_BATCH", 7, ""), "batch must be 0..max_batch (the plan buffers were sized for max_batch sequences)"},
	{Constant("codeLen", "MLA_PLAN_ERR_LEN", 8, ""), "a KV length is negative"},
	{Constant("codeTokens", "MLA_PLAN_ERR_TOKENS", 9, ""), "the batch has more than 2147483647 tokens (KV rows are int32)"},
	{Constant("codeBuffer", "MLA_PLAN_ERR_BUFFER", 10, ""), "the plan buffer is smaller than the layout's ints"},
	{Constant("codeNull", "MLA_PLAN_ERR_NULL", 11, ""), "a required pointer is NULL"},
}

// Planner is the planner: constants and functions.
func Planner() *File {
	f := &File{CNames: map[string]string{"planCheck": "core_check", "planLayout": "core_layout", "planBuild": "core_build"}}
	for _, p := range Params {
		f.Consts = append(f.Consts, p.Const)
	}
	for _, l := range Layout {
		f.Consts = append(f.Consts, l.Const)
	}
	f.Consts = append(f.Consts, Consts...)
	for _, e := range Errors {
		f.Consts = append(f.Consts, e.Const)
	}
	f.Funcs = []Func{check, layout, build}
	return f
}

var check = Func{
	Name:   "planCheck",
	Doc:    "planCheck returns codeOK if the parameters p are within the limits.",
	Params: []Param{P("p", I32In)},
	Body: []Stmt{
		If("p[ParamMaxBatch] < 1 || p[ParamMaxBatch] > LimitMaxBatch", Return("codeMaxBatch")),
		If("p[ParamCUs] < 1 || p[ParamWGPerCU] < 1 || i64(p[ParamCUs])*i64(p[ParamWGPerCU]) > LimitWGs", Return("codeWGs")),
		If("p[ParamTile] < 1 || p[ParamTile] > LimitTile", Return("codeTile")),
		If("p[ParamOverhead] < 0 || p[ParamOverhead] > LimitOverhead", Return("codeOverhead")),
		If("p[ParamQLen] < 1 || p[ParamQLen] > LimitQLen", Return("codeQLen")),
		If("p[ParamHeads] < 1 || p[ParamHeads] > LimitHeads", Return("codeHeads")),
		Return("codeOK"),
	},
}

var layout = Func{
	Name: "planLayout",
	Doc: "planLayout fills lay (LayCount int64s) from the parameters p alone.\n" +
		"Sections: header, wg_indptr, reduce_map, reduce_seqs, items, each at a\n" +
		"multiple of Align; items last, so that a plan's used ints are a prefix.",
	Params: []Param{P("p", I32In), P("lay", I64Out)},
	Body: []Stmt{
		Var("code", I32, "planCheck(p)"),
		If("code != codeOK", Return("code")),
		Var("maxBatch", I64, "i64(p[ParamMaxBatch])"),
		Var("wgs", I64, "i64(p[ParamCUs]) * i64(p[ParamWGPerCU])"),
		Var("maxItems", I64, "maxBatch + wgs - 1"),
		Var("maxPartials", I64, "2 * (wgs - 1)"),
		If("maxPartials > maxItems", Set("maxPartials", "maxItems")),
		Var("off", I64, "HeaderInts"),
		Set("lay[LayWGs]", "wgs"),
		Set("lay[LayOffWG]", "off"),
		Set("off", "off + (wgs+1+Align-1)/Align*Align"),
		Set("lay[LayOffReduce]", "off"),
		Set("off", "off + (ReduceInts*maxBatch+Align-1)/Align*Align"),
		Set("lay[LayOffSeqs]", "off"),
		Set("off", "off + (maxBatch+Align-1)/Align*Align"),
		Set("lay[LayOffItems]", "off"),
		Set("off", "off + ItemInts*maxItems"),
		Set("lay[LayMaxItems]", "maxItems"),
		Set("lay[LayMaxPartials]", "maxPartials"),
		Set("lay[LayInts]", "off"),
		Set("lay[LayWorkspaceBytes]", "maxPartials * i64(p[ParamQLen]) * i64(p[ParamHeads]) * WorkspaceRowBytes"),
		Return("codeOK"),
	},
}

// build: see docs/kernel.md for the algorithm and its bound. The cost line
// lays the sequences end to end, each as overhead + its tokens (an empty one
// takes no room); its cut points are the sequences' starts and ends and the
// tile boundaries inside them. Workgroup g gets the line from cut c(g) to
// c(g+1), c(g) being the cut point nearest to g*C/G (C the line's length, G
// the workgroups; ties go to the lower point). One pointer finds the cuts,
// one behind it emits the items; both only move forward.
//
// No int64 overflows: the line is at most LimitTokens + LimitMaxBatch *
// LimitOverhead < 2^41 and its products with wgs (<= 2^16) stay below 2^57
// (the C comparison test runs every limit at once under the sanitizers).
var build = Func{
	Name: "planBuild",
	Doc: "planBuild plans the batch lens[0:batch] with the parameters p into out\n" +
		"(outLen int32s, at least the layout's LayInts).",
	Params: []Param{P("p", I32In), P("lens", I32In), P("batch", I32), P("out", I32Out), P("outLen", I64)},
	Body: []Stmt{
		Arr("lay", I64Out, "LayCount"),
		Var("code", I32, "planLayout(p, lay)"),
		If("code != codeOK", Return("code")),
		If("batch < 0 || batch > p[ParamMaxBatch]", Return("codeBatch")),
		If("outLen < lay[LayInts]", Return("codeBuffer")),
		Var("n", I64, "i64(batch)"),
		Var("wgs", I64, "lay[LayWGs]"),
		Var("tile", I64, "i64(p[ParamTile])"),
		Var("over", I64, "i64(p[ParamOverhead])"),
		Var("offWG", I64, "lay[LayOffWG]"),
		Var("offReduce", I64, "lay[LayOffReduce]"),
		Var("offSeqs", I64, "lay[LayOffSeqs]"),
		Var("offItems", I64, "lay[LayOffItems]"),

		Note("The line's length; lengths are checked before anything is written."),
		Var("tokens", I64, "0"),
		Var("line", I64, "0"),
		For("i", "0", "n",
			Var("l", I64, "i64(lens[i])"),
			If("l < 0", Return("codeLen")),
			Add("tokens", "l"),
			If("tokens > LimitTokens", Return("codeTokens")),
			If("l > 0", Add("line", "l + over")),
		),

		Note("Every int32 before the items: zero, then no partials and no reduce entries."),
		For("k", "0", "offItems", Set("out[k]", "0")),
		For("s", "0", "i64(p[ParamMaxBatch])",
			Set("out[offReduce+ReduceInts*s+ReduceFirst]", "-1"),
			Set("out[offSeqs+s]", "-1"),
		),

		Note("cut: the sequence ci holding the target, starting at cs on the line."),
		Var("ci", I64, "0"),
		Var("cs", I64, "0"),
		Note("items: the sequence ii holding prev, starting at is on the line."),
		Var("ii", I64, "0"),
		Var("is", I64, "0"),
		Var("prev", I64, "0"),
		Var("items", I64, "0"),
		Var("partials", I64, "0"),
		For("g", "0", "wgs",
			Var("c", I64, "line"),
			If("g+1 < wgs",
				Note("The target is num / wgs: (g+1)/wgs of the line, compared exactly."),
				Var("num", I64, "(g + 1) * line"),
				While("ci < n",
					Var("l", I64, "i64(lens[ci])"),
					If("l > 0 && (cs+over+l)*wgs > num", Break()),
					If("l > 0", Add("cs", "over + l")),
					Add("ci", "1"),
				),
				Set("c", "cs"),
				If("ci < n",
					Note("The cut points around the target: lo <= target < hi."),
					Var("l", I64, "i64(lens[ci])"),
					Var("lo", I64, "cs"),
					Var("hi", I64, "cs + over + l"),
					Var("first", I64, "cs + over + tile"),
					If("first < hi && num >= first*wgs",
						Set("lo", "cs + over + (num-(cs+over)*wgs)/(tile*wgs)*tile"),
						If("lo+tile < hi", Set("hi", "lo + tile")),
					).Else(If("first < hi", Set("hi", "first"))),
					If("num-lo*wgs <= hi*wgs-num", Set("c", "lo")).Else(Set("c", "hi")),
				),
			),
			Note("Workgroup g's items: the line from prev to c, cut at sequence ends."),
			While("prev < c",
				While("ii < n",
					Var("l", I64, "i64(lens[ii])"),
					If("l > 0 && is+over+l > prev", Break()),
					If("l > 0", Add("is", "over + l")),
					Add("ii", "1"),
				),
				Var("l", I64, "i64(lens[ii])"),
				Var("begin", I64, "0"),
				If("prev > is", Set("begin", "prev - is - over")),
				Var("end", I64, "is + over + l"),
				If("c < end", Set("end", "c")),
				Var("k", I64, "offItems + ItemInts*items"),
				Var("r", I64, "offReduce + ReduceInts*ii"),
				Set("out[k+ItemSeq]", "i32(ii)"),
				Set("out[k+ItemBegin]", "i32(begin)"),
				Set("out[k+ItemEnd]", "i32(end - is - over)"),
				If("begin == 0 && end == is+over+l",
					Set("out[k+ItemPartial]", "-1"),
				).Else(
					Set("out[k+ItemPartial]", "i32(partials)"),
					If("begin == 0", Set("out[r+ReduceFirst]", "i32(partials)")),
					Add("partials", "1"),
				),
				Add("out[r+ReduceCount]", "1"),
				Add("items", "1"),
				Set("prev", "end"),
			),
			Set("out[offWG+g+1]", "i32(items)"),
		),

		Note("The reduce kernel's list: every sequence not written directly."),
		Var("reduce", I64, "0"),
		For("s", "0", "n",
			If("out[offReduce+ReduceInts*s+ReduceCount] != 1",
				Set("out[offSeqs+reduce]", "i32(s)"),
				Add("reduce", "1"),
			),
		),

		Set("out[HdrMagic]", "Magic"),
		Set("out[HdrVersion]", "Version"),
		Set("out[HdrBatch]", "batch"),
		Set("out[HdrWGs]", "i32(wgs)"),
		Set("out[HdrItems]", "i32(items)"),
		Set("out[HdrPartials]", "i32(partials)"),
		Set("out[HdrReduce]", "i32(reduce)"),
		Set("out[HdrUsed]", "i32(offItems + ItemInts*items)"),
		Set("out[HdrOffWG]", "i32(offWG)"),
		Set("out[HdrOffReduce]", "i32(offReduce)"),
		Set("out[HdrOffSeqs]", "i32(offSeqs)"),
		Set("out[HdrOffItems]", "i32(offItems)"),
		Set("out[HdrMaxBatch]", "p[ParamMaxBatch]"),
		Set("out[HdrMaxItems]", "i32(lay[LayMaxItems])"),
		Set("out[HdrMaxPartials]", "i32(lay[LayMaxPartials])"),
		Set("out[HdrCUs]", "p[ParamCUs]"),
		Set("out[HdrWGPerCU]", "p[ParamWGPerCU]"),
		Set("out[HdrTile]", "p[ParamTile]"),
		Set("out[HdrOverhead]", "p[ParamOverhead]"),
		Set("out[HdrQLen]", "p[ParamQLen]"),
		Set("out[HdrHeads]", "p[ParamHeads]"),
		Return("codeOK"),
	},
}
