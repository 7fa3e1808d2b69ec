package gen

// The kernel ABI is defined here once; the templates, the C header, the Go
// registry and the verify harness all derive from it.

// ArgKind is the C type class of a kernel argument.
type ArgKind int

const (
	ArgPtr ArgKind = iota // a 64-bit device pointer
	ArgF32                // a 32-bit float passed by value
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

// DecodeArgs is the decode kernel's argument list, in order.
var DecodeArgs = []Arg{
	{"q", "const unsigned short* __restrict__", ArgPtr, "bf16 [total_q, 16, 576]"},
	{"kv", "const unsigned char* __restrict__", ArgPtr, "fp8 e4m3fn [total_kv, 576]"},
	{"kv_scale", "const float* __restrict__", ArgPtr, "f32 [1]: per-tensor KV dequantization scale"},
	{"qo_indptr", "const int* __restrict__", ArgPtr, "int32 [batch+1]: query row of each sequence"},
	{"kv_indptr", "const int* __restrict__", ArgPtr, "int32 [batch+1]: KV row range of each sequence"},
	{"workspace", "float* __restrict__", ArgPtr, "f32 split partials (see WorkspaceBytes); unused with one split"},
	{"out", "unsigned short* __restrict__", ArgPtr, "bf16 [total_q, 16, 512]"},
	{"sm_scale", "float", ArgF32, "softmax scale, 1/sqrt(576) for the benchmark"},
}

// ReduceArgs is the reduce kernel's argument list, in order.
var ReduceArgs = []Arg{
	{"workspace", "const float* __restrict__", ArgPtr, "f32 split partials written by the decode kernel"},
	{"kv_scale", "const float* __restrict__", ArgPtr, "f32 [1]"},
	{"qo_indptr", "const int* __restrict__", ArgPtr, "int32 [batch+1]"},
	{"out", "unsigned short* __restrict__", ArgPtr, "bf16 [total_q, 16, 512]"},
}

// Workspace layout: one row of WorkspaceRowFloats f32 per (sequence, head,
// split), row r = (seq*16 + head)*S + split, so no kernel needs the batch size:
//
//	[0]      m: running max of the split, in log2 units (-1e30 when the split is empty)
//	[1]      l: sum of exp2(score - m) over the split
//	[2], [3] padding, so acc is 16-byte aligned
//	[4:516]  acc: unnormalized sum of fp8(p) * v over the split
//
// With one split the decode kernel writes the output directly and the
// workspace is not touched.
const (
	WorkspaceRowFloats = 4 + VDim
	WorkspaceM         = 0
	WorkspaceL         = 1
	WorkspaceAcc       = 4
)

// WorkspaceRows is the number of (sequence, head, split) partial rows.
func (c Config) WorkspaceRows(batch int) int64 { return int64(batch) * NumHeads * int64(c.Splits) }

// WorkspaceBytes is the workspace size the launcher must allocate: 0 for one
// split.
func (c Config) WorkspaceBytes(batch int) int64 {
	if c.Splits == 1 {
		return 0
	}
	return c.WorkspaceRows(batch) * WorkspaceRowFloats * 4
}

// Dim is a launch dimension.
type Dim struct{ X, Y, Z int }

// DecodeGrid is the decode kernel's grid: one workgroup per (split, sequence).
func (c Config) DecodeGrid(batch int) Dim { return Dim{c.Splits, batch, 1} }

// DecodeBlock is the decode kernel's workgroup size: Waves() waves.
func (c Config) DecodeBlock() Dim { return Dim{WaveSize * c.Waves(), 1, 1} }

// ReduceGrid is the reduce kernel's grid: one workgroup per (head, sequence).
func (c Config) ReduceGrid(batch int) Dim { return Dim{NumHeads, batch, 1} }

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
