package gen

import (
	"bytes"
	"fmt"
	"strings"
	"text/template"

	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/plan"
	"github.com/mlagen/mlagen/templates"
)

// The templates hold HIP text only; every unrolled loop ranges over data
// prepared here, so the arithmetic of offsets lives in Go.

var tmpl = template.Must(template.New("mlagen").
	Option("missingkey=error").
	Funcs(tmplFuncs).
	ParseFS(templates.FS, "*.tmpl"))

// tmplFuncs are the templates' functions (the dead-branch test parses the
// templates with them too).
var tmplFuncs = template.FuncMap{
	"add":   func(a, b int) int { return a + b },
	"sub":   func(a, b int) int { return a - b },
	"mul":   func(a, b int) int { return a * b },
	"div":   func(a, b int) int { return a / b },
	"mod":   func(a, b int) int { return a % b },
	"vmcnt": vmcntImm,
	"dict": func(kv ...any) map[string]any {
		m := map[string]any{}
		for i := 0; i+1 < len(kv); i += 2 {
			m[kv[i].(string)] = kv[i+1]
		}
		return m
	},
}

// vmcntImm encodes s_waitcnt's simm16 that waits for vmcnt <= n only (gfx9:
// vmcnt[3:0] and [15:14], expcnt[6:4] and lgkmcnt[11:8] left at their maximum).
func vmcntImm(n int) string {
	if n < 0 || n > mla.MaxVMCnt {
		panic(fmt.Sprintf("vmcnt %d out of range", n))
	}
	return fmt.Sprintf("0x%x", (n&0xF)|(0x7<<4)|(0xF<<8)|((n>>4)<<14))
}

type kernelData struct {
	Command     string
	CompileHint string
	Config      mla.Config
	Decode      *decodeData
	Reduce      *reduceData
}

// dims are the problem and ABI facts every kernel template uses.
type dims struct {
	Params                string // the C parameter list, from the ABI in abi.go
	Block                 int    // workgroup size
	NumHeads, QKDim, VDim int
}

func newDims(args []mla.Arg, block int) dims {
	ps := make([]string, len(args))
	for i, a := range args {
		ps[i] = a.CType + " " + a.Name
	}
	return dims{Params: "\n    " + strings.Join(ps, ",\n    "), Block: block, NumHeads: mla.NumHeads, QKDim: mla.QKDim, VDim: mla.VDim}
}

type decodeData struct {
	dims
	Name                       string
	Splits, Stages, Tile       int
	Waves                      int
	TileBytes, StageBytes      int
	LDSBytes                   int
	QOff, MLOff, InvOff        int         // LDS offsets of the fp8 query, the waves' (m, l) and 1/L
	Direct                     bool        // one split: write the output, no workspace
	LSE                        bool        // write lse (with one split; else the reduce kernel does)
	QScaled                    bool        // q * (1/q_scale) to fp8, q_scale in the scores' scale
	PS                         bool        // persistent: walk the plan's items; output or workspace per item
	HdrOffWG, HdrOffItems      int         // plan header indices of wg_indptr's and the items' offsets
	BF16                       bool        // a bf16 KV cache: q, K, V and P bf16 on the bf16 MFMA, no kv_scale
	QKBF16                     bool        // q bf16 from global (QRegs) and QK on the bf16 MFMA: a bf16 cache or --q bf16
	KCvt                       bool        // --q bf16: the QK's K operand is fp8 from LDS, converted to bf16 in registers
	RowBytes                   int         // bytes of a staged KV row
	MX                         mxData      // an MXFP4 cache (MX.On): scaled fp4 QK, V to bf16 for a bf16 P.V
	SlotBytes                  int         // one wave's stage buffer: its tile (and an MXFP4 tile's scale window)
	QRegs                      []qReg      // bf16: each lane's query operands, loaded from global
	KUnits                     []kUnit     // --q bf16: the reads of every block, in the order the QK issues them
	KLead                      []kUnit     // the first of them, read before any MFMA
	QKSched                    []schedStep // --q bf16: the QK's issue order of LDS reads and MFMAs
	WorkgroupsPerCU            int         // as LDS allows
	WavesPerEU                 int         // waves per SIMD that occupancy allows: the register budget's target
	RowFloats, WsM, WsL, WsAcc int
	DMA                        []int  // byte offsets of a tile's LDS-DMA loads
	DMAParams, DMAArgs         string // what the DMA function takes to find a tile's rows
	Page                       int    // page size in tokens; 0: contiguous
	PageShift                  int    // log2 of a block table's page size
	RowLanes                   int    // lanes (16 bytes each) a KV row spans in an LDS-DMA load
	PagedLoads                 []pagedLoad
	PagedRuns                  []pagedRun // a block table's whole tiles
	SplitAlign                 int        // tokens a split starts on (1: any)
	DMAGroups                  []dmaGroup // the same loads, grouped under one address and M0
	PrologueTiles              []int
	LoopWaits                  []waitStep
	QConv                      []qStep
	ZeroStores                 []int // element offsets of the empty sequence's zero stores
	Chunks                     []indexOff
	VCols                      []int
	QArgs, QParams             string
	AccArgs, AccParams         string
	FullTile, PartialTile      *tileData
	Blocks                     []block
	Scores                     []score
	Groups                     []group
	TrLane                     string // a lane's byte offset in a 32-token group for ds_read_b64_tr_b8
	PVK                        int    // tokens per P.V step (a softmax step)
	PVLead                     int    // transposed V reads issued ahead of their MFMAs
	PVSteady                   []int  // pairs of MFMAs after the lead, each pair issuing two more reads
	QKLead                     int    // K operands read ahead of their QK MFMAs
	QKReads                    int    // LDS reads of one QK MFMA's K operand
	PVReads                    int    // transposed LDS reads of one P.V MFMA's V operand
	QKSteady                   []int  // QK MFMAs after the lead, each issuing the next operand's reads
	Rescale                    int    // how far (log2 units) a tile's max may exceed the running max before it moves
	// Query row blocks (--heads, --qlen): Rows when there is more than one
	// per sequence; Heads, QLen and HeadGroups are the dimensions' counts.
	Rows                    bool
	Heads, QLen, HeadGroups int
	SeqRows                 int    // a sequence's query rows, QLen x Heads (a persistent folded partial's rows)
	HeadRow                 string // C expression of the global row of this workgroup's head 0
	// Row folding (--fold): Fold when a workgroup takes more than one
	// 16-row block (docs/kernel.md, "Row-folded kernels").
	Fold          bool
	FoldRows      int          // query rows a workgroup
	FoldBlocks    int          // its 16-row blocks
	RowBlocks     int          // a sequence's 16-row blocks (q_len x head groups)
	VSplit        int          // waves sharing a row block, each a slice of the V dims
	VSlice        int          // a wave's V dims (its slice)
	FoldQ         []foldQOp    // a wave's query operands, loaded from global
	FoldZero      []int        // element offsets of an empty workgroup's zero stores
	FoldWaits     []waitStep   // the pipeline's waits (the tiles a wave has in flight)
	Quads         []int        // 0..3: the 16-byte loads of one query operand; a V column's swizzle
	Swizzle       bool         // the tile's 16-byte columns are swizzled per row in LDS (mla_swz)
	FoldDMARows   []foldDMARow // a wave's part of a tile: its rows, one LDS-DMA load each
	FoldPageRows  int          // the rows of a part that lie in one block-table page
	FoldPageAlign int          // the tokens a part starts on
	FoldPageRuns  []int        // the runs of a whole part
	DMATile       int          // tokens one call of the DMA function stages: a wave's tile, or its part of a folded one
	// A row-folded kernel of 128-token tiles (PV128): one softmax step a
	// tile, its P.V on the full-rate MFMA.
	PV128       bool
	Groups128   []indexOff  // the tile's 32-token groups: Index G, Off its first row's byte
	Scores128   []score128  // the scores a lane holds
	PWords128   [][4]string // the P^T operand's words: the scores' names, byte 0 first
	QKSteady128 []int       // the QK's MFMAs after the lead
	// OpaqueLanes: the tile and DMA functions take their lane ids through an
	// empty asm each call (a 128-token step whose waves hold all 512 V dims,
	// 128 accumulator registers): the lane-derived addresses are rebuilt per
	// tile instead of held through the loop, and the registers they free let
	// the K reads run ahead of the QK MFMAs. Where the waves split the V dims
	// (fold 32, 64) it made the kernels slower on the model, so only there.
	OpaqueLanes bool
	// One launch (--one): the last workgroup of a (sequence, row block or
	// folded group) merges its splits (OneMerge: the split weights; OneGroups: the splits
	// whose acc loads are in flight together), taking a ticket from the
	// workspace word WsTicket of the block's head-0, split-0 row.
	One, OneLSE        bool           // OneLSE: the merge writes lse
	OneParams, OneArgs string         // the merge function's parameters and the kernel's arguments to it
	OneWb              string         // the merge's workspace row of its block's head 0, from seq and zr
	OneHr              string         // the merge's row of its block's head 0 in out and lse, from seq and zr
	OneRows            int            // the rows a ticket covers: 16, or a folded workgroup's
	OneTicketOff       int            // the LDS word that hands the ticket to every wave
	OneKernarg         map[string]int // the decode arguments' kernarg offsets
	OneMerge           *mergeData
	OneGroups          [][]reducePart // the splits whose acc loads are in flight together
	OneHB              int            // heads a wave merges at once
	OnePow, OneShift   int            // lanes a head's splits take in the weights (a power of two), its log2
	OneHeads           []oneHead
	WsTicket           int
	// The merge of the waves' partials.
	AllWaves, OtherWaves      []int
	MergeRow, MergeWaveFloats int
	MergeDims                 int
	MergeSteps                []mergeStep
}

// WsRow is the C expression of head h's workspace row (h a C expression):
// (seq*16 + h)*S + split for static splits, partial*16 + h for a persistent
// kernel (the plan's layout with q_len 1).
func (d *decodeData) WsRow(h string) string {
	if d.PS {
		return fmt.Sprintf("((long)partial * %d + %s)", mla.NumHeads, h)
	}
	return d.WsRowSplit(h, "split")
}

// WsRowSplit is the C expression of the static-split workspace row of head
// h and split s (C expressions).
func (d *decodeData) WsRowSplit(h, s string) string {
	if d.Rows {
		// Row block zr of sequence seq is workspace block seq*rows + zr:
		// ((seq*Q + token)*H + 16*group + h)*S + split.
		return d.blockWsRow("zr", h, s)
	}
	return fmt.Sprintf("(((long)seq * %d + %s) * %d + %s)", mla.NumHeads, h, d.Splits, s)
}

// FoldWsRow is the C expression of the workspace row of row h (a C
// expression, 0 .. FoldRows-1) of a folded workgroup (grid z zf) and split:
// its first row block is zf * FoldBlocks.
func (d *decodeData) FoldWsRow(h string) string {
	if d.PS {
		// Partial p's rows are the plan's p * SeqRows + row (row = token *
		// heads + head of the sequence).
		return fmt.Sprintf("((long)partial * %d + zf * %d + %s)", d.SeqRows, d.FoldRows, h)
	}
	return d.blockWsRow(fmt.Sprintf("zf * %d", d.FoldBlocks), h, "split")
}

// blockWsRow is the C expression of the workspace row of head h of row
// block b of sequence seq, split s (C expressions).
func (d *decodeData) blockWsRow(b, h, s string) string {
	return fmt.Sprintf("((((long)seq * %d + %s) * %d + %s) * %d + %s)", d.RowBlocks, b, mla.NumHeads, h, d.Splits, s)
}

// tileData renders one tile body: full, or the split's partial last tile.
type tileData struct {
	*decodeData
	Partial bool
	Kind    string
}

type waitStep struct {
	Cond  string // C condition under which Count loads may stay in flight ("" = else)
	Count int
}

type indexOff struct{ Index, Off int }

// mxData is the MXFP4 kernel's template data (docs/kernel.md, "The MXFP4
// kernel"); On is false for every other format.
type mxData struct {
	On             bool
	ScaleTileBytes int        // a tile's e8m0 bytes: Tile x 18
	ScaleRow       int        // e8m0 bytes of a row (18), scale^T's rows
	TrLane         string     // trLane over 288-byte rows
	ScaleDMA       []int      // byte offsets of the scale window's dword LDS-DMA loads
	STOff          int        // LDS offset of the waves' transposed scales, ScaleTBytes each
	TSteps         []qStep    // the transpose's steps: dword n = lane + Elem of scale^T, below Guard (0: all)
	TDwords        int        // dwords of a tile's scale^T row (Tile / 4)
	TDivMul        int        // TDwords not a power of two: n / TDwords = n * TDivMul >> 16 (a 32-bit multiply)
	Chunks         []indexOff // the four scaled QK MFMAs per 16 tokens: Index = op_sel, Off = K's byte offset
	VBlocks        []mxVBlock // the 16 V blocks of 32 dims
}

// mxVBlock is one 32-dim V block of the MXFP4 P.V: its accumulators of even
// (E) and odd (O) dims, its fp4 byte offset in a row (Off) and its dims in the
// output row (Dim).
type mxVBlock struct{ Index, E, O, Off, Dim int }

// qReg is one bf16 QK step's query operand (and K's): 8 bf16 at element
// Elem of the lane's pointer Ptr into head i's row (qh: + 8g for a bf16
// cache); Off is where K's 8 elements of the step start in a staged row, in
// bytes (a bf16 cache's; --q bf16 reads K through KChunks).
type qReg struct {
	Index, Elem, Off int
	Ptr              string
}

// kChunk is one LDS read of a --q bf16 kernel's fp8 K row: Words dwords at
// byte Off of the lane's pointer Ptr (kr: row + 32g for the 128-dim chunks,
// kp: row + 512 + 16g for the rope dims), two dwords per QK step in Steps.
type kChunk struct {
	Off, Words int
	Ptr        string
	Steps      []int
}

// kUnit is one kChunk's read for one block of the group, named kc<Index>:
// a C type, the read expression, the block and the steps it feeds. Ahead is the
// read issued before this unit's MFMAs (kcvtLead units later), if any.
type kUnit struct {
	Index int
	Type  string
	Read  string // the read's expression: a load from the tile, or a swizzled tile's two halves
	Block int
	Steps []int
	Ahead *kUnit
}

// schedStep is one sched_group_barrier: Count instructions of class Mask.
type schedStep struct {
	Mask  string
	Count int
	What  string
}

// qStep is one step of the cooperative Q conversion: elements [Elem +
// 8*tid, +8), for work-items below Guard (0: all).
type qStep struct{ Elem, Guard int }

type block struct{ Index, Off int }

type score struct {
	Name       string // b_r
	Block, Reg int
	Tok        int // token of lane group 0 (lane group g adds 8g)
}

// group is one 32-token group of a tile: a step of the online softmax.
type group struct {
	Tok int // its first token within the tile
	Off int // byte offset of its first row
}

type mergeStep struct{ Head, Dim int }

// score128 is one score of a 128-token softmax step: block Block of group
// Group, register Reg, token Tok of lane group 0 (lane group g adds 8g).
type score128 struct {
	Name              string
	Group, Block, Reg int
	Tok               int
}

// foldQOp is one QK B operand of a row-folded kernel's query: Name (qn0..3,
// qr), 32 bf16 at element Elem of the lane's row pointer (+32g), as four
// 16-byte loads; Rope: the rope dims, zero for lane groups g >= 2.
// foldDMARow is one row of a wave's part of a row-folded kernel's tile: its
// LDS offset, its swizzle, the block-table run it lies in and its offset
// there; Fence closes a group of rows (their sources live at a time).
type foldDMARow struct {
	Row, Off, X, Run, RunOff int // X: the row's own swizzle (mla_swz of Row; mla_swz16 for a bf16 row)
	Col                      int // the load's first byte in the row: a bf16 row is two loads of 576 bytes
	Fence                    bool
}

type foldQOp struct {
	Name string
	Elem int
	Rope bool
}

// dmaGroup is up to four 1 KiB LDS-DMA loads at Off + Offs[k] that share one
// address register and one M0: their immediate offsets move both addresses.
type dmaGroup struct {
	Off  int
	Offs []int
}

// pagedLoad is one LDS-DMA load of a paged tile: 64 lanes x 16 bytes at
// byte Group+Imm of the tile, spanning two or three of its rows, so each lane
// selects its row's cache offset (Sel, a C expression of lane) itself.
type pagedLoad struct {
	Group, Imm int
	Sel        string
	Rows       []int // rows whose cache rows are loaded before this load (its group's)
	Fence      bool  // the last load of its group: a scheduling barrier follows
	GroupLanes int   // Group / 16: the group's offset in 16-byte units
}

// pagedRun is a block table's whole tile cut into runs of Rows rows that
// lie in one page each (the split starts on SplitAlign tokens, so every
// tile does): run Index starts at row Row, and its loads, grouped by four
// under one address, read Rows*576 contiguous bytes of that page.
type pagedRun struct {
	Index, Row, Rows int
	Groups           []pagedGroup
}

// pagedGroup is the loads of a run that share one LDS-DMA group (M0 at
// tile byte Off, a multiple of 4 KiB, as the contiguous and the last tile's
// loads have it, so no more M0 values are live): tile bytes Off + Imms[k],
// run bytes InRun + Imms[k] (InRun < 0 when the run starts inside the group).
type pagedGroup struct {
	Off, InRun int
	Imms       []int
}

// pagedRuns cuts a tile of tile rows into runs of min(page, SplitAlign)
// rows: a run's first token is a multiple of SplitAlign, so it starts at a
// page's row 0 (page 16) or row 0 or 32 (page 64) and stays in that page.
// A run is 16 or 32 rows, 9 or 18 KiB: whole loads.
func pagedRuns(tile, page int) []pagedRun {
	rows := min(page, mla.SplitAlign)
	runBytes := rows * mla.QKDim
	var out []pagedRun
	for x := 0; x < tile*mla.QKDim; x += mla.DMABytesPerLoad {
		j := x / runBytes
		if j == len(out) {
			out = append(out, pagedRun{Index: j, Row: j * rows, Rows: rows})
		}
		run := &out[j]
		goff := x / dmaGroupBytes * dmaGroupBytes
		if n := len(run.Groups); n == 0 || run.Groups[n-1].Off != goff {
			run.Groups = append(run.Groups, pagedGroup{Off: goff, InRun: goff - j*runBytes})
		}
		g := &run.Groups[len(run.Groups)-1]
		g.Imms = append(g.Imms, x-goff)
	}
	return out
}

// pagedLoads lists a tile's loads with the lane ranges of the rows each
// spans: lane l of a load at byte off stages bytes [off+16l, +16) of the
// tile, in row (off+16l)/576 (rows are 36 lanes' worth, so a 16-byte piece
// never straddles two).
func pagedLoads(groups []dmaGroup) []pagedLoad {
	var out []pagedLoad
	next := 0 // the first row no load has needed yet
	for _, g := range groups {
		for k, imm := range g.Offs {
			off := g.Off + imm
			first, lastRow := off/mla.QKDim, (off+mla.DMABytesPerLoad-1)/mla.QKDim
			// The group's first load takes the indices of all its rows, so
			// they come in one scalar load per group, waited for once.
			var rows []int
			if k == 0 {
				groupLast := (g.Off + len(g.Offs)*mla.DMABytesPerLoad - 1) / mla.QKDim
				for ; next <= groupLast; next++ {
					rows = append(rows, next)
				}
			}
			sel := fmt.Sprintf("d%d", lastRow)
			for r := lastRow - 1; r >= first; r-- {
				// Lanes below the first lane of row r+1 are in row r or before.
				sel = fmt.Sprintf("lane < %d ? d%d : %s", ((r+1)*mla.QKDim-off)/16, r, sel)
			}
			out = append(out, pagedLoad{Group: g.Off, Imm: imm, Sel: sel, Rows: rows, Fence: k == len(g.Offs)-1, GroupLanes: g.Off / 16})
		}
	}
	return out
}

// dmaGroupBytes spans one group: offsets 0, 1, 2, 3 KiB fit the instruction's
// 12-bit immediate.
const dmaGroupBytes = 4 * mla.DMABytesPerLoad

type reduceData struct {
	dims
	Name            string
	Splits          int
	LSE             bool // write the merged lse
	BF16            bool // a bf16 KV kernel's: no kv_scale to apply
	MX              bool // an MXFP4 KV kernel's: no kv_scale either
	RowFloats, M, L int
	RowsFloats      int   // floats per (sequence, head): splits x row
	Shuffles        []int // xor distances of a reduction over the lanes holding splits
	Parts           []reducePart
	// A persistent kernel's reduce: plan header indices, a partial's
	// stride (its SeqRows = q_len x heads rows), the acc's offset in a row,
	// and PSRow, the C expression of the work-group's row in a partial.
	PS                                  bool
	HdrReduce, HdrOffSeqs, HdrOffReduce int
	PartFloats, Acc0                    int
	Heads, SeqRows                      int
	PSRow                               string
	// Query rows (--heads, --qlen): QLen > 1 takes the token from grid z;
	// WsHeadRow and OutHeadRow are the C expressions of head 0's row in the
	// workspace (in units of RowsFloats) and in out and lse.
	QLen                  int
	WsHeadRow, OutHeadRow string
	Merge                 *mergeData
}

type reducePart struct{ Index, Acc int }

// mergeData is what the split weights of a merge take (the "splitweights"
// template): the reduce kernel's and a one-launch decode kernel's.
type mergeData struct {
	Splits, RowFloats, M, L int
	Shuffles                []int // xor distances of a reduction over the lanes holding splits
}

func newMergeData(c mla.Config) *mergeData {
	m := &mergeData{Splits: c.Splits, RowFloats: mla.WorkspaceRowFloats, M: mla.WorkspaceM, L: mla.WorkspaceL}
	// Lanes >= Splits hold the neutral (-inf, 0), so a butterfly over the
	// smallest power of two covering the splits reduces them all into lane 0.
	for x := 1; x < c.Splits; x *= 2 {
		m.Shuffles = append([]int{x}, m.Shuffles...)
	}
	return m
}

const (
	qkChunk = 128 // K of v_mfma_f32_16x16x128_f8f6f4
	pvK     = 32  // K of v_mfma_f32_16x16x32_fp8_fp8 (tokens per P.V step)
	pvN     = 16  // V dims per P.V MFMA
	// pvLead: transposed V reads kept in flight ahead of the P.V MFMAs (8
	// reads cover the LDS latency of 64 clocks with 16-clock MFMAs between).
	pvLead = 8
	// bf16PVLead: bf16 P.V MFMAs whose two transposed reads each are kept
	// in flight ahead (the same 8 reads as pvLead).
	bf16PVLead = 4
	bf16Step   = 32 // K of v_mfma_f32_16x16x32_bf16: QK dims per MFMA
	// qkLead: K operands (two ds_read_b128 each) read ahead of the QK MFMAs.
	qkLead = 2
)

// trLane is the byte offset, within a 32-token group of a staged tile, of the
// 8 bytes lane (i, g) hands ds_read_b64_tr_b8 so that it receives V dim
// (column) i of tokens 8g..8g+7: lanes 2r and 2r+1 of a 16-lane group read the
// two 8-byte halves of token row 8g + r (the instruction's lane mapping:
// emu/lds_tr.go).
const trLane = "(8 * g + (i >> 1)) * 576 + (i & 1) * 8"

// trLaneBF16 is the same for ds_read_b64_tr_b16 over bf16 rows: lanes 4r..4r+3
// of a 16-lane group read the four 8-byte quarters of token row 8g + r (the
// first read; the second adds 4 rows), so lane (i, g) receives V dim i of
// tokens 8g..8g+3 (8g+4..8g+7).
const trLaneBF16 = "(8 * g + (i >> 2)) * 1152 + (i & 3) * 8"

func newDecodeData(c mla.Config) *decodeData {
	w := c.Waves()
	d := &decodeData{
		dims: newDims(c.DecodeArgs(), c.DecodeBlock().X),
		Name: c.Name(), Splits: c.Splits, Stages: c.Stages, Tile: c.Tile, Waves: w,
		TileBytes: c.TileBytes(), StageBytes: c.StageBytes(), LDSBytes: c.LDSBytes(),
		Direct:  c.Splits == 1 && !c.PS,
		LSE:     c.LSE && c.Splits == 1,
		QScaled: c.Q == mla.QFP8Scaled,
		PS:      c.PS, HdrOffWG: plan.HdrOffWG, HdrOffItems: plan.HdrOffItems,
		BF16:      c.KV == mla.KVBF16,
		QKBF16:    c.KV == mla.KVBF16 || c.Q == mla.QBF16,
		KCvt:      c.Q == mla.QBF16,
		RowBytes:  c.KV.RowBytes(),
		QKReads:   2,
		PVReads:   1,
		RowFloats: mla.WorkspaceRowFloats, WsM: mla.WorkspaceM, WsL: mla.WorkspaceL, WsAcc: mla.WorkspaceAcc,
		TrLane:          trLane,
		Rescale:         mla.RescaleThreshold,
		PVK:             pvK,
		PVLead:          pvLead,
		QKLead:          qkLead,
		MergeRow:        mla.MergeRowFloats,
		MergeWaveFloats: mla.NumHeads * mla.MergeRowFloats,
		MergeDims:       mla.VDim / w,
		Rows:            c.Rows() > 1,
		Heads:           c.Heads.Count(), QLen: c.QLen.Count(), HeadGroups: c.Heads.Groups(),
		SeqRows: c.QueryRows(),
		HeadRow: fmt.Sprintf("(long)q_row * %d", mla.NumHeads),
	}
	if d.Rows {
		d.HeadRow = "h0"
	}
	d.SlotBytes = c.SlotBytes()
	d.QOff = c.Stages * c.StageBytes()
	if c.KV == mla.KVMXFP4 {
		d.MX = newMXData(c, d.QOff)
		d.QOff += w * c.ScaleTBytes()
	}
	d.MLOff = c.LDSBytes() - mla.MLBytes
	d.InvOff = d.MLOff + mla.MaxWaves*mla.NumHeads*8
	d.WorkgroupsPerCU = mla.LDSBytesPerCU / c.LDSBytes()
	d.WavesPerEU = (d.WorkgroupsPerCU*w + mla.SIMDsPerCU - 1) / mla.SIMDsPerCU
	for r := 0; r < c.DMARounds(); r++ {
		off := r * mla.DMABytesPerLoad
		d.DMA = append(d.DMA, off)
		if off%dmaGroupBytes == 0 {
			d.DMAGroups = append(d.DMAGroups, dmaGroup{Off: off})
		}
		g := &d.DMAGroups[len(d.DMAGroups)-1]
		g.Offs = append(g.Offs, off-g.Off)
	}
	d.DMAParams, d.DMAArgs = "const u8* kv_split", "kv_split"
	if d.MX.On {
		d.DMAParams, d.DMAArgs = "const u8* kv_split, const u8* sc_split", "kv_split, sc_split"
	}
	d.SplitAlign = c.SplitAlignment()
	d.DMATile = c.WaveTile()
	d.PV128 = c.SoftmaxStep() == pvK128
	if p := c.Page.PageSize(); p > 0 {
		d.Page = p
		d.RowLanes = mla.QKDim / 16
		for p > 1 {
			d.PageShift++
			p >>= 1
		}
		d.PagedLoads = pagedLoads(d.DMAGroups)
		d.DMAParams, d.DMAArgs = "const u8* kv, mla_sidx pidx", "kv, pidx"
		if c.Page.BlockTable() {
			d.DMAParams, d.DMAArgs = "const u8* kv, mla_sidx pbt, int s_beg", "kv, pbt, s_beg"
			d.PagedRuns = pagedRuns(c.Tile, c.Page.PageSize())
		}
	}
	for t := 0; t < c.Stages-1; t++ {
		d.PrologueTiles = append(d.PrologueTiles, t)
	}
	d.LoopWaits = waitChain(c.Stages, c.LoadsPerTile())
	threads := c.DecodeBlock().X
	const qChunks = mla.NumHeads * mla.QKDim / 8
	for e := 0; e < qChunks; e += threads {
		st := qStep{Elem: e * 8}
		if e+threads > qChunks {
			st.Guard = qChunks - e
		}
		d.QConv = append(d.QConv, st)
	}
	for e := 0; e < mla.NumHeads*mla.VDim; e += threads * 8 {
		d.ZeroStores = append(d.ZeroStores, e)
	}

	var qn, qp []string
	for i := 0; i < mla.VDim/qkChunk; i++ {
		d.Chunks = append(d.Chunks, indexOff{i, i * qkChunk})
		qn = append(qn, fmt.Sprintf("qn%d", i))
		qp = append(qp, fmt.Sprintf("i32x8 qn%d", i))
	}
	qn, qp = append(qn, "qr"), append(qp, "i32x8 qr")
	if d.QKBF16 {
		// 18 steps of 32 dims, rope included: 8 bf16 a lane each.
		qn, qp = nil, nil
		for k := 0; k < mla.QKDim/bf16Step; k++ {
			d.QRegs = append(d.QRegs, qReg{Index: k, Elem: k * bf16Step, Off: 2 * k * bf16Step, Ptr: "qh"})
			qn = append(qn, fmt.Sprintf("qb%d", k))
			qp = append(qp, fmt.Sprintf("u32x4 qb%d", k))
		}
		d.QKReads = 1
	}
	if d.BF16 {
		d.PVReads = 2
		d.PVLead = bf16PVLead
		d.TrLane = trLaneBF16
	}
	d.QArgs, d.QParams = strings.Join(qn, ", "), strings.Join(qp, ", ")

	d.foldLayout(c)
	var aa, ap []string
	for j := 0; j < d.VSlice/pvN; j++ {
		d.VCols = append(d.VCols, j)
		aa = append(aa, fmt.Sprintf("acc%d", j))
		ap = append(ap, fmt.Sprintf("v4f& acc%d", j))
	}
	d.AccArgs, d.AccParams = strings.Join(aa, ", "), strings.Join(ap, ", ")

	// Block b (of 2) of a 32-token group computes rows 8(i/4) + 4b + i%4 of the group.
	for b := 0; b < pvK/16; b++ {
		d.Blocks = append(d.Blocks, block{Index: b, Off: 4 * b * d.RowBytes})
		for r := 0; r < 4; r++ {
			d.Scores = append(d.Scores, score{Name: fmt.Sprintf("%d_%d", b, r), Block: b, Reg: r, Tok: 4*b + r})
		}
	}
	if d.KCvt {
		d.kcvtLayout()
	}
	for q := 0; q < c.Tile/c.SoftmaxStep(); q++ {
		d.Groups = append(d.Groups, group{Tok: q * c.SoftmaxStep(), Off: q * c.SoftmaxStep() * d.RowBytes})
	}
	if d.PV128 {
		d.pv128Layout()
	}
	qkMFMAs := (mla.VDim/qkChunk + 1) * (pvK / 16)
	if d.QKBF16 {
		qkMFMAs = mla.QKDim / bf16Step * (pvK / 16)
	}
	for j := qkLead; j < qkMFMAs; j++ {
		d.QKSteady = append(d.QKSteady, j)
	}
	for j := d.PVLead; j < len(d.VCols); j += 2 {
		d.PVSteady = append(d.PVSteady, j)
	}
	for x := 0; x < w; x++ {
		d.AllWaves = append(d.AllWaves, x)
		if x > 0 {
			d.OtherWaves = append(d.OtherWaves, x)
		}
	}
	// A merge step: 64 work-items x 4 dims = two heads' 128-dim segments.
	for h := 0; h < mla.NumHeads; h += 2 {
		for dim := 0; dim < d.MergeDims; dim += 128 {
			d.MergeSteps = append(d.MergeSteps, mergeStep{Head: h, Dim: dim})
		}
	}
	if c.One {
		d.One, d.OneLSE, d.OneMerge, d.WsTicket = true, c.LSE, newMergeData(c), mla.WorkspaceTicket
		// The rows one ticket covers: a row block, or a folded workgroup's
		// FoldBlocks blocks, whose workspace and output rows are consecutive.
		d.OneRows, d.OneTicketOff = mla.NumHeads, d.MLOff
		d.OneWb = fmt.Sprintf("(long)seq * %d", mla.NumHeads)
		d.OneHr = fmt.Sprintf("(long)qo[seq] * %d", mla.NumHeads)
		zr := "0" // the kernel's variable passed as the merge's zr
		switch {
		case d.Fold:
			// zr is grid z, the fold group; the waves are done with the
			// stages once the merge's first barrier is past.
			d.OneRows, d.OneTicketOff, zr = d.FoldRows, 0, "zf"
			d.OneWb = fmt.Sprintf("((long)seq * %d + zr * %d) * %d", d.RowBlocks, d.FoldBlocks, mla.NumHeads)
			d.OneHr = fmt.Sprintf("(long)qo[seq] * %d + zr * %d", d.Heads, d.FoldRows)
		case d.Rows:
			zr = "zr"
			d.OneWb = fmt.Sprintf("((long)seq * %d + zr) * %d", d.QLen*d.HeadGroups, mla.NumHeads)
			d.OneHr = fmt.Sprintf("(long)(qo[seq] + zr / %d) * %d + (zr %% %d) * 16", d.HeadGroups, d.Heads, d.HeadGroups)
		}
		d.OneParams = "float* __restrict__ workspace, u8* lds, int seq, int zr, int tid, int lane"
		d.OneArgs = fmt.Sprintf("workspace, lds, seq, %s, tid, lane", zr)
		args := c.DecodeArgs()
		offs, _ := mla.Layout(args)
		d.OneKernarg = map[string]int{}
		for i, a := range args {
			d.OneKernarg[a.Name] = offs[i]
		}
		// Heads a batch (a power of two dividing a wave's heads) and splits a
		// group: at most oneRows (head, split) rows of 8 dims in flight.
		// Lanes OnePow j + s hold head j's split s: a run of a power of two
		// lanes a head, for the butterflies.
		group := min(c.Splits, oneRows)
		for d.OnePow = 1; d.OnePow < c.Splits; d.OnePow *= 2 {
			d.OneShift++
		}
		d.OneHB = 1
		for d.OneHB*2 <= d.OneRows/w && d.OneHB*2*group <= oneRows && d.OneHB*2*d.OnePow <= mla.WaveSize {
			d.OneHB *= 2
		}
		// the butterflies over OnePow lanes
		d.OneMerge.Shuffles = nil
		for x := 1; x < d.OnePow; x *= 2 {
			d.OneMerge.Shuffles = append([]int{x}, d.OneMerge.Shuffles...)
		}
		for j := 0; j < d.OneHB; j++ {
			d.OneHeads = append(d.OneHeads, oneHead{J: j, Off: j * w})
		}
		for s := 0; s < c.Splits; s++ {
			if s%group == 0 {
				d.OneGroups = append(d.OneGroups, nil)
			}
			g := &d.OneGroups[len(d.OneGroups)-1]
			*g = append(*g, reducePart{Index: s, Acc: s*mla.WorkspaceRowFloats + mla.WorkspaceAcc})
		}
	}
	d.FullTile = &tileData{decodeData: d, Kind: "full"}
	d.PartialTile = &tileData{decodeData: d, Partial: true, Kind: "partial"}
	return d
}

// pvK128 is the tokens of a 128-token softmax step: the K of the full-rate
// v_mfma_f32_16x16x128_f8f6f4 as the P.V MFMA.
const pvK128 = 128

// pv128Layout lays out the 128-token step (the tile128 template): four
// 32-token groups of two 16-token blocks, each as the 32-token step lays
// out its blocks; the P^T operand's word 2G + b holds block b of group G,
// and a V operand four transposed reads (PVReads), two MFMAs ahead.
func (d *decodeData) pv128Layout() {
	d.PVK = pvK128
	for G := 0; G < pvK128/pvK; G++ {
		d.Groups128 = append(d.Groups128, indexOff{G, G * pvK * d.RowBytes})
		for _, b := range d.Blocks {
			var w [4]string
			for r := 0; r < 4; r++ {
				n := fmt.Sprintf("%d_%d_%d", G, b.Index, r)
				d.Scores128 = append(d.Scores128, score128{Name: n, Group: G, Block: b.Index, Reg: r, Tok: G*pvK + 4*b.Index + r})
				w[r] = n
			}
			d.PWords128 = append(d.PWords128, w)
		}
	}
	for j := d.QKLead; j < len(d.Groups128)*len(d.Blocks)*(len(d.Chunks)+1); j++ {
		d.QKSteady128 = append(d.QKSteady128, j)
	}
	d.PVReads, d.PVLead = 4, 2
	d.OpaqueLanes = d.VSplit == 1
	d.PVSteady = nil
	for j := d.PVLead; j < len(d.VCols); j += 2 {
		d.PVSteady = append(d.PVSteady, j)
	}
}

// foldLayout lays out a row-folded kernel's waves (docs/kernel.md,
// "Row-folded kernels"): each wave takes one 16-row block, and with fewer
// blocks than waves VSplit waves share a block, each computing its QK and
// softmax (the same values) and the P.V of its slice of the V dims. An
// unfolded kernel's wave has all 512 dims.
func (d *decodeData) foldLayout(c mla.Config) {
	d.VSplit, d.VSlice = 1, mla.VDim
	d.RowBlocks = c.Rows()
	if !c.Folded() {
		return
	}
	d.Fold = true
	d.FoldRows, d.FoldBlocks = c.Fold.Rows(), c.Fold.Blocks()
	d.VSplit = c.Waves() / d.FoldBlocks
	d.VSlice = mla.VDim / d.VSplit
	// A wave holds its accumulators and query in registers: at most two
	// waves a SIMD, whatever LDS admits.
	d.WavesPerEU = min(d.WavesPerEU, 2)
	for k := 0; k < mla.VDim/qkChunk && !d.QKBF16; k++ { // a bf16 QK keeps its bf16 operands (QRegs)
		d.FoldQ = append(d.FoldQ, foldQOp{Name: fmt.Sprintf("qn%d", k), Elem: k * qkChunk})
	}
	if !d.QKBF16 {
		d.FoldQ = append(d.FoldQ, foldQOp{Name: "qr", Elem: mla.VDim, Rope: true})
	}
	for e := 0; e < d.FoldRows*mla.VDim; e += d.Block * 8 {
		d.FoldZero = append(d.FoldZero, e)
	}
	d.FoldWaits = waitChainOf(c.Stages-1, c.LoadsPerTile(), "ntiles")
	d.Quads = []int{0, 1, 2, 3}
	d.Swizzle = true // mla_swz, or mla_swz16 for bf16 rows
	d.RowLanes = mla.QKDim / 16
	rows := c.WaveTile()
	d.FoldPageRows, d.FoldPageAlign = rows, rows
	if p := c.Page.PageSize(); p > 1 && p < rows {
		d.FoldPageRows = p
	}
	for r := 0; r < rows; r += d.FoldPageRows {
		d.FoldPageRuns = append(d.FoldPageRuns, r/d.FoldPageRows)
	}
	loads := c.KV.RowBytes() / mla.QKDim // 576-byte loads a row
	for r := 0; r < rows; r++ {
		for h := 0; h < loads; h++ {
			x := (r>>2)&3 ^ (r>>4)&1 // mla_swz
			if d.BF16 {
				x = (r>>1)&1<<1 | (r>>3)&1 // mla_swz16
			}
			d.FoldDMARows = append(d.FoldDMARows, foldDMARow{Row: r, Off: r*c.KV.RowBytes() + h*mla.QKDim, X: x, Col: h * mla.QKDim,
				Run: r / d.FoldPageRows, RunOff: r % d.FoldPageRows * mla.QKDim, Fence: r%4 == 3 && r < rows-1 && h == loads-1})
		}
	}
}

// kcvtLayout lays out a --q bf16 kernel's QK: the dot's 576 dims are summed
// in any order, so the 32-dim steps need not be contiguous dims. Lane (i, g)
// reads the fp8 kernel's bytes, [32g, +32) of each 128-dim chunk (two
// ds_read_b128) and [16g, +16) of the rope dims (one), and step j of a read
// takes its bytes [8j, +8); the query operand of that step holds the same
// dims of head i, 8 bf16 at element 128c + 32g + 8j (512 + 16g + 8j).
// Fewer, wider LDS reads than one 8-byte read a step (36 a group): 18.
func (d *decodeData) kcvtLayout() {
	d.QRegs = d.QRegs[:0]
	qptr := map[string]string{"kr": "qh", "kp": "qp"}
	var chunks []kChunk
	add := func(ptr string, off, words int) {
		ch := kChunk{Off: off, Words: words, Ptr: ptr}
		for j := 0; j < words/2; j++ {
			k := len(d.QRegs)
			d.QRegs = append(d.QRegs, qReg{Index: k, Elem: off + 8*j, Ptr: qptr[ptr]})
			ch.Steps = append(ch.Steps, k)
		}
		chunks = append(chunks, ch)
	}
	for c := 0; c < mla.VDim/qkChunk; c++ {
		add("kr", c*qkChunk, 8)
	}
	add("kp", 0, 4)
	// Issue order: the reads of kcvtLead (chunk, block) operands ahead, then
	// each operand's MFMAs followed by the reads of the one kcvtLead later.
	type unit struct{ reads, mfmas int }
	var units []unit
	for _, ch := range chunks {
		for _, b := range d.Blocks {
			units = append(units, unit{ch.Words / 4, ch.Words / 2}) // ds_read_b128: 4 dwords
			typ := "i32x8"
			if ch.Words == 4 {
				typ = "u32x4"
			}
			u := kUnit{Index: len(d.KUnits), Type: typ, Block: b.Index, Steps: ch.Steps}
			u.Read = fmt.Sprintf("*(const %s*)(%s + %d)", typ, ch.Ptr, b.Off+ch.Off)
			switch {
			case d.Swizzle && ch.Ptr == "kr":
				u.Read = fmt.Sprintf("mla_k2x(klo%d + %d, khi%d + %d)", b.Index, ch.Off, b.Index, ch.Off)
			case d.Swizzle:
				u.Read = fmt.Sprintf("*(const u32x4*)kpx%d", b.Index)
			}
			d.KUnits = append(d.KUnits, u)
		}
	}
	for k := range d.KUnits {
		if k+kcvtLead < len(d.KUnits) {
			a := d.KUnits[k+kcvtLead]
			d.KUnits[k].Ahead = &a
		}
	}
	d.KLead = d.KUnits[:kcvtLead]
	lead := 0
	for _, u := range units[:kcvtLead] {
		lead += u.reads
	}
	d.QKSched = append(d.QKSched, schedStep{"0x100", lead, "DS reads"})
	for k, u := range units {
		d.QKSched = append(d.QKSched, schedStep{"0x008", u.mfmas, "MFMAs"})
		if k+kcvtLead < len(units) {
			d.QKSched = append(d.QKSched, schedStep{"0x100", units[k+kcvtLead].reads, "DS reads"})
		}
	}
}

// oneRows: a one-launch merge has at most this many (head, split) acc rows
// of 8 dims a lane in flight (8 VGPRs each: 256).
const oneRows = 24

// oneHead is head h + Off of a one-launch merge's batch, its variables
// suffixed J.
type oneHead struct{ J, Off int }

// kcvtLead: a --q bf16 kernel's K operands (one chunk of one block each)
// whose LDS reads are issued ahead of their MFMAs.
const kcvtLead = 2

// waitChain lists, most in flight first, how many LDS-DMA loads may stay
// outstanding while the wave's tile k must have landed: (later tiles of the
// wave already issued) x rounds.
func waitChain(stages, rounds int) []waitStep { return waitChainOf(stages, rounds, "mine") }

// waitChainOf is waitChain with the number of the wave's tiles named n.
func waitChainOf(stages, rounds int, n string) []waitStep {
	var w []waitStep
	for ahead := stages - 1; ahead >= 1; ahead-- {
		w = append(w, waitStep{Cond: fmt.Sprintf("k + %d < %s", ahead, n), Count: ahead * rounds})
	}
	return append(w, waitStep{Count: 0})
}

// newMXData lays out the MXFP4 kernel's scale handling; stOff is where the
// waves' transposed scales start in LDS (after the stage buffers).
func newMXData(c mla.Config, stOff int) mxData {
	m := mxData{On: true, ScaleTileBytes: c.ScaleTileBytes(), ScaleRow: mla.MXScalesPerRow, STOff: stOff, TDwords: c.Tile / 4,
		TrLane: fmt.Sprintf("(8 * g + (i >> 1)) * %d + (i & 1) * 8", c.KV.RowBytes())}
	for j := 0; j < c.ScaleLoads(); j++ {
		m.ScaleDMA = append(m.ScaleDMA, j*mla.MXScaleDMABytes)
	}
	n := mla.MXScalesPerRow * c.Tile / 4
	if td := m.TDwords; td&(td-1) != 0 {
		// clang divides by 24 with v_mul_lo_u16, which the emulator does not
		// implement; a multiply by ceil(2^16 / td) is exact for every
		// n < 18 td (checked here).
		m.TDivMul = (1<<16 + td - 1) / td
		for x := 0; x < n; x++ {
			if x*m.TDivMul>>16 != x/td {
				panic(fmt.Sprintf("gen: n * %d >> 16 != n / %d at n = %d", m.TDivMul, td, x))
			}
		}
	}
	for e := 0; e < n; e += mla.WaveSize {
		st := qStep{Elem: e}
		if e+mla.WaveSize > n {
			st.Guard = n - e
		}
		m.TSteps = append(m.TSteps, st)
	}
	for k := 0; k < mla.VDim/qkChunk; k++ {
		m.Chunks = append(m.Chunks, indexOff{k, 16 * k})
	}
	for b := 0; b < mla.VDim/32; b++ {
		m.VBlocks = append(m.VBlocks, mxVBlock{Index: b, E: 2 * b, O: 2*b + 1, Off: 16 * b, Dim: 32 * b})
	}
	return m
}

func newReduceData(c mla.Config) *reduceData {
	if !c.HasReduce() {
		return nil
	}
	r := &reduceData{
		dims: newDims(c.ReduceArgs(), mla.ReduceBlockSize),
		Name: c.ReduceName(), Splits: c.Splits, LSE: c.LSE, BF16: c.KV == mla.KVBF16, MX: c.KV == mla.KVMXFP4,
		RowFloats: mla.WorkspaceRowFloats, M: mla.WorkspaceM, L: mla.WorkspaceL,
		RowsFloats: c.Splits * mla.WorkspaceRowFloats,
		PS:         c.PS, HdrReduce: plan.HdrReduce, HdrOffSeqs: plan.HdrOffSeqs, HdrOffReduce: plan.HdrOffReduce,
		PartFloats: c.QueryRows() * mla.WorkspaceRowFloats, Acc0: mla.WorkspaceAcc,
		QLen: c.QLen.Count(), Heads: c.Heads.Count(), SeqRows: c.QueryRows(), PSRow: "head",
		WsHeadRow:  fmt.Sprintf("(long)seq * %d", c.Heads.Count()),
		OutHeadRow: fmt.Sprintf("(long)qo_indptr[seq] * %d", c.Heads.Count()),
	}
	if r.QLen > 1 {
		r.WsHeadRow = fmt.Sprintf("((long)seq * %d + tok) * %d", r.QLen, c.Heads.Count())
		r.OutHeadRow = fmt.Sprintf("((long)qo_indptr[seq] + tok) * %d", c.Heads.Count())
		r.PSRow = fmt.Sprintf("tok * %d + head", c.Heads.Count())
	}
	r.Merge = newMergeData(c)
	r.Shuffles = r.Merge.Shuffles
	for s := 0; s < c.Splits; s++ {
		r.Parts = append(r.Parts, reducePart{Index: s, Acc: s*mla.WorkspaceRowFloats + mla.WorkspaceAcc})
	}
	return r
}

// ExpandHIP renders the HIP source of config c. command is recorded in the
// generated-code header.
func ExpandHIP(c mla.Config, command string) ([]byte, error) {
	if err := c.Validate(); err != nil {
		return nil, fmt.Errorf("config %s: %w", c.Name(), err)
	}
	data := kernelData{
		Command:     command,
		CompileHint: strings.Join(CompileFlags, " "),
		Config:      c,
		Decode:      newDecodeData(c),
		Reduce:      newReduceData(c),
	}
	var buf bytes.Buffer
	if err := tmpl.ExecuteTemplate(&buf, "kernel", data); err != nil {
		return nil, fmt.Errorf("expanding %s: %w", c.Name(), err)
	}
	return buf.Bytes(), nil
}

// CompileFlags are the device-compile flags (after the compiler's name).
var CompileFlags = []string{
	"-x", "hip", "--offload-arch=gfx950", "--offload-device-only", "--no-gpu-bundle-output",
	"-nogpuinc", "-nogpulib", "-O3", "-std=c++17",
}
