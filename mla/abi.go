package mla

import (
	"strings"

	"github.com/mlagen/mlagen/plan"
)

// The kernel ABI is defined here once; the templates, the C header, the Go
// registry and the verify harness all derive from it.

// ArgKind is the C type class of a kernel argument.
type ArgKind int

const (
	ArgPtr ArgKind = iota // a 64-bit device pointer
	ArgF32                // a 32-bit float passed by value
	ArgI32                // a 32-bit int passed by value
)

// Arg is one explicit kernel argument.
type Arg struct {
	Name  string  // C identifier, also the field name in the C argument struct
	CType string  // C type as the kernel declares it
	Kind  ArgKind // pointer or by-value scalar
	Doc   string
}

// Size is the argument's size in the kernarg segment.
func (a Arg) Size() int {
	if a.Kind == ArgPtr {
		return 8
	}
	return 4
}

// abiArg is one row of the ABI table: an argument of the decode or the
// reduce kernel, taken by every config (dim "") or added by a dimension for
// the values needs accepts.
type abiArg struct {
	Arg
	reduce bool            // an argument of the reduce kernel (else the decode kernel)
	dim    string          // the dimension that adds it (Dimension.Key), "" for a base argument
	needs  func(Dims) bool // which of its values need it (nil: a base argument)
}

// abiTable is the ABI. --kv bf16 keeps the base arguments as they are (so
// every format shares the plain argument structs): kv points at bf16 rows
// instead of fp8 codes, and kv_scale is passed but never read.
//
// abiTable is the ABI: the base arguments of the decode and the reduce
// kernel, in order, then the arguments the dimensions add, appended in the
// dimension table's order (dims.go), so a plain kernel's kernarg layout is
// the base list alone.
var abiTable = []abiArg{
	{Arg: Arg{"q", "const unsigned short* __restrict__", ArgPtr, "bf16 [total_q, 16, 576]"}},
	{Arg: Arg{"kv", "const unsigned char* __restrict__", ArgPtr, "fp8 e4m3fn [total_kv, 576]; --kv bf16: bf16 [total_kv, 576] (1152-byte rows)"}},
	{Arg: Arg{"kv_scale", "const float* __restrict__", ArgPtr, "f32 [1]: per-tensor KV dequantization scale; --kv bf16 kernels never read it"}},
	{Arg: Arg{"qo_indptr", "const int* __restrict__", ArgPtr, "int32 [batch+1]: query row of each sequence"}},
	{Arg: Arg{"kv_indptr", "const int* __restrict__", ArgPtr, "int32 [batch+1]: KV row range of each sequence"}},
	{Arg: Arg{"workspace", "float* __restrict__", ArgPtr, "f32 split partials (see WorkspaceBytes); unused with one split"}},
	{Arg: Arg{"out", "unsigned short* __restrict__", ArgPtr, "bf16 [total_q, 16, 512]"}},
	{Arg: Arg{"sm_scale", "float", ArgF32, "softmax scale, 1/sqrt(576) for the benchmark"}},

	{reduce: true, Arg: Arg{"workspace", "const float* __restrict__", ArgPtr, "f32 split partials written by the decode kernel"}},
	{reduce: true, Arg: Arg{"kv_scale", "const float* __restrict__", ArgPtr, "f32 [1]; --kv bf16 kernels never read it"}},
	{reduce: true, Arg: Arg{"qo_indptr", "const int* __restrict__", ArgPtr, "int32 [batch+1]"}},
	{reduce: true, Arg: Arg{"out", "unsigned short* __restrict__", ArgPtr, "bf16 [total_q, 16, 512]"}},

	// --q fp8s (_qs)
	{dim: "q", needs: func(d Dims) bool { return d.Q == QFP8Scaled },
		Arg: Arg{"q_scale", "const float* __restrict__", ArgPtr, "f32 [1]: per-tensor query scale, q ~ fp8 * q_scale (--q fp8s)"}},
	// --lse (_lse): the decode kernel writes it with one split, the reduce kernel with several.
	{dim: "lse", needs: func(d Dims) bool { return d.LSE },
		Arg: Arg{"lse", "float* __restrict__", ArgPtr, "f32 [total_q, 16]: natural log of each head's softmax denominator, -inf for an empty sequence; written here with one split (--lse)"}},
	{dim: "lse", needs: func(d Dims) bool { return d.LSE }, reduce: true,
		Arg: Arg{"lse", "float* __restrict__", ArgPtr, "f32 [total_q, 16]: the merged LSE (--lse)"}},
	// --page 1 (_pg1): kv_indptr indexes kv_indices, which names the cache rows.
	{dim: "page", needs: func(d Dims) bool { return d.Page == Page1 },
		Arg: Arg{"kv_indices", "const int* __restrict__", ArgPtr, "int32 [kv_indptr[batch]]: cache row of each token; every entry < the cache's rows, unchecked (--page 1)"}},
	// --page 16|64 (_pg16, _pg64): kv_indptr gives only the lengths.
	{dim: "page", needs: func(d Dims) bool { return d.Page.BlockTable() },
		Arg: Arg{"block_table", "const int* __restrict__", ArgPtr, "int32 [batch, block_table_stride]: each sequence's pages; kv_indptr gives only the lengths; entries past a sequence's pages are never read; pages < the cache's, unchecked (--page 16|64)"}},
	{dim: "page", needs: func(d Dims) bool { return d.Page.BlockTable() },
		Arg: Arg{"block_table_stride", "int", ArgI32, "int32 elements from one sequence's block_table row to the next (--page 16|64)"}},
	// --ps (_ps): both kernels read the split planner's buffer (docs/kernel.md,
	// "Planned ragged batches"); the section offsets are in its header.
	{dim: "ps", needs: func(d Dims) bool { return d.PS },
		Arg: Arg{"plan", "const int* __restrict__", ArgPtr, "int32 plan buffer (package plan, mla_plan.h): this workgroup's work items (--ps)"}},
	{dim: "ps", needs: func(d Dims) bool { return d.PS }, reduce: true,
		Arg: Arg{"plan", "const int* __restrict__", ArgPtr, "int32 plan buffer: the reduce map (--ps)"}},
	// --kv mxfp4 (_kvmx4): kv holds the e2m1 rows, kv_scales their e8m0 block
	// scales; kv_scale (a base argument, whose doc is left as it is so that
	// plain headers stay byte-identical) is passed but never read, as for bf16.
	{dim: "kv", needs: func(d Dims) bool { return d.KV == KVMXFP4 },
		Arg: Arg{"kv_scales", "const unsigned char* __restrict__", ArgPtr, "e8m0 [total_kv, 18]: one scale per 32 values of each kv row (dims 32b..32b+31 use byte b), 4-byte aligned base; kv is then e2m1 [total_kv, 288], two values a byte, dim 2n in the low nibble of byte n, and kv_scale is not read (--kv mxfp4)"}},
}

// args is the argument list of c's decode (or reduce) kernel: the table's
// rows for that kernel that c takes, in table order.
func (c Config) args(reduce bool) []Arg {
	var out []Arg
	for _, a := range abiTable {
		if a.reduce == reduce && (a.needs == nil || a.needs(c.Dims)) {
			out = append(out, a.Arg)
		}
	}
	return out
}

// DecodeArgs is the decode kernel's argument list, in order.
func (c Config) DecodeArgs() []Arg { return c.args(false) }

// ReduceArgs is the reduce kernel's argument list, in order (the list a
// reduce kernel of c would take; with one split there is none).
func (c Config) ReduceArgs() []Arg { return c.args(true) }

// DecodeArgsStruct is the name of the C struct of c's decode arguments in
// mla_kernels.h: mla_decode_args, with the suffixes of the dimensions that
// add arguments to it (mla_decode_args_lse), so each distinct argument list
// has one struct.
func (c Config) DecodeArgsStruct() string { return "mla_decode_args" + c.argsSuffix(false) }

// ReduceArgsStruct is the C struct of c's reduce arguments, likewise.
func (c Config) ReduceArgsStruct() string { return "mla_reduce_args" + c.argsSuffix(true) }

func (c Config) argsSuffix(reduce bool) string {
	adds := map[string]bool{}
	for _, a := range abiTable {
		if a.reduce == reduce && a.needs != nil && a.needs(c.Dims) {
			adds[a.dim] = true
		}
	}
	var b strings.Builder
	for _, dm := range dimensions {
		if adds[dm.Key] {
			b.WriteString("_" + dm.Values[dm.get(c.Dims)].Suffix)
		}
	}
	return b.String()
}

// Workspace layout: one row of WorkspaceRowFloats f32 per (sequence, head,
// split), row r = (seq*16 + head)*S + split, so no kernel needs the batch size
// (with --heads H and --qlen Q: ((seq*Q + token)*H + head)*S + split, the
// query row's in place of seq's):
//
//	[0]      m: running max of the split, in log2 units (-inf when the split is empty)
//	[1]      l: sum of exp2(score - m) over the split
//	[2], [3] padding, so acc is 16-byte aligned; [2] of the row of a query
//	         row block's head 0 and split 0 is the block's ticket counter
//	         (uint32) in a one-launch (_one) kernel (TicketOffset)
//	[4:516]  acc: unnormalized sum of fp8(p) * v over the split
//
// With one split the decode kernel writes the output directly and the
// workspace is not touched.
const (
	WorkspaceRowFloats = 4 + VDim
	WorkspaceM         = 0
	WorkspaceL         = 1
	WorkspaceTicket    = 2
	WorkspaceAcc       = 4
)

// TicketOffset is the byte offset in the workspace of the ticket counter of
// query row block block (0 .. Rows()-1) of sequence seq in a one-launch
// (_one) kernel: word WorkspaceTicket of the block's head-0, split-0 row.
// A row-folded workgroup (group z of Fold.Blocks() row blocks) counts in its
// first block's word, block z*Fold.Blocks(); the others stay 0.
// Each decode workgroup increments it (wrapping to 0 at Splits - 1) after
// writing its partial, and the one that reads Splits - 1 merges the block's
// splits; so a counter is 0 between launches. No other kernel writes a
// row's padding, so the ticket words keep their zeros between launches of
// any config that shares the workspace; the caller zeroes them (or the whole
// workspace) once, after allocating it (docs/kernel.md, "One launch").
func (c Config) TicketOffset(seq, block int) int64 {
	row := (int64(seq)*int64(c.Rows()) + int64(block)) * NumHeads * int64(c.Splits)
	return (row*WorkspaceRowFloats + WorkspaceTicket) * 4
}

// A persistent (_ps) kernel writes partial p's query row r (token * heads +
// head of the sequence) to row p * q_len * heads + r (the plan's layout), in
// the same row format.

// WorkspaceRows is the number of (sequence, head, split) partial rows; for a
// persistent kernel, the plan's maximum partials x heads (PlanParams(batch)).
func (c Config) WorkspaceRows(batch int) int64 {
	if c.PS {
		lay, err := c.PlanParams(batch).Layout()
		if err != nil {
			return 0
		}
		return lay.MaxPartials * int64(c.QueryRows())
	}
	return int64(batch) * int64(c.QueryRows()) * int64(c.Splits)
}

// WorkspaceBytes is the workspace size the launcher must allocate: 0 for one
// split; for a persistent kernel, the plan's Layout.WorkspaceBytes with
// PlanParams(batch) (with other parameters, their layout's).
func (c Config) WorkspaceBytes(batch int) int64 {
	if c.Splits == 1 && !c.PS {
		return 0
	}
	return c.WorkspaceRows(batch) * WorkspaceRowFloats * 4
}

// PlanParams are the split planner's parameters a persistent kernel of c is
// launched with for buffers of maxBatch sequences: plan.Defaults (256 CUs of
// an MI355X, one workgroup per CU: the decode kernel's LDS admits one) with
// the work step (the tile the planner cuts at) set to the tokens c's waves
// consume per round (RoundTokens), so that every item but a sequence's last
// is whole rounds, and q_len and heads set to c's (a partial holds q_len x
// heads workspace rows). The kernel itself reads only the plan (its header
// holds the section offsets), so any parameters with c's q_len and heads
// plan for it; the grid and workspace then follow those parameters' layout.
// The per-item overhead is the one mlagen tune learned for c (the learned
// overhead table, overhead.json), else plan.DefaultOverhead
// (PlanOverheadSource says which).
func (c Config) PlanParams(maxBatch int) plan.Params {
	p := plan.Defaults(maxBatch)
	p.Tile = c.RoundTokens()
	p.QLen, p.Heads = c.QLen.Count(), c.Heads.Count()
	if e, ok := PlanOverheadFor(c); ok {
		p.Overhead = e.Overhead
	}
	return p
}

// Dim is a launch dimension.
type Dim struct{ X, Y, Z int }

// DecodeGrid is the decode kernel's grid: one workgroup per (split,
// sequence, query row block), z = token * head groups + group (a row-folded
// kernel's z: Fold.Blocks() consecutive row blocks a workgroup); for a persistent kernel the plan's workgroups,
// PlanParams(batch).WGs() (PlanGrid for other parameters).
func (c Config) DecodeGrid(batch int) Dim {
	if c.PS {
		return c.PlanGrid(c.PlanParams(batch))
	}
	return Dim{c.Splits, batch, c.Workgroups()}
}

// PlanGrid is a persistent decode kernel's grid for plans of parameters p:
// CUs x workgroups per CU, whatever the batch, and z as DecodeGrid's (a
// row-folded kernel's row groups, each walking the same items).
func (c Config) PlanGrid(p plan.Params) Dim { return Dim{p.WGs(), 1, c.Workgroups()} }

// DecodeBlock is the decode kernel's workgroup size: Waves() waves.
func (c Config) DecodeBlock() Dim { return Dim{WaveSize * c.Waves(), 1, 1} }

// ReduceGrid is the reduce kernel's grid: one workgroup per (head, sequence,
// query token);
// for a persistent kernel batch is the plan's max_batch (workgroups past the
// plan's reduce count exit).
func (c Config) ReduceGrid(batch int) Dim { return Dim{c.Heads.Count(), batch, c.QLen.Count()} }

// ReduceBlock is the reduce kernel's workgroup size.
func (c Config) ReduceBlock() Dim { return Dim{ReduceBlockSize, 1, 1} }

// Layout places args as the kernarg segment does (natural alignment) and
// returns each offset and the total size, rounded to 8.
func Layout(args []Arg) (offsets []int, size int) {
	for _, a := range args {
		size = roundUp(size, a.Size())
		offsets = append(offsets, size)
		size += a.Size()
	}
	return offsets, roundUp(size, 8)
}
