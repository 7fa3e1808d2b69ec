package gen

import (
	"bytes"
	"fmt"
	"strings"
	"text/template"

	"github.com/mlagen/mlagen/templates"
)

// The templates hold HIP text only; every unrolled loop ranges over data
// prepared here, so the arithmetic of offsets lives in Go.

var tmpl = template.Must(template.New("mlagen").
	Option("missingkey=error").
	Funcs(template.FuncMap{
		"add":   func(a, b int) int { return a + b },
		"sub":   func(a, b int) int { return a - b },
		"mul":   func(a, b int) int { return a * b },
		"vmcnt": vmcntImm,
	}).
	ParseFS(templates.FS, "*.tmpl"))

// vmcntImm encodes s_waitcnt's simm16 that waits for vmcnt <= n only (gfx9:
// vmcnt[3:0] and [15:14], expcnt[6:4] and lgkmcnt[11:8] left at their maximum).
func vmcntImm(n int) string {
	if n < 0 || n > maxVMCnt {
		panic(fmt.Sprintf("vmcnt %d out of range", n))
	}
	return fmt.Sprintf("0x%x", (n&0xF)|(0x7<<4)|(0xF<<8)|((n>>4)<<14))
}

type kernelData struct {
	Command     string
	CompileHint string
	Config      Config
	Decode      *decodeData
	Reduce      *reduceData
}

// dims are the problem and ABI facts every kernel template uses.
type dims struct {
	Params                string // the C parameter list, from the ABI in abi.go
	Block                 int    // workgroup size
	NumHeads, QKDim, VDim int
}

func newDims(args []Arg, block int) dims {
	ps := make([]string, len(args))
	for i, a := range args {
		ps[i] = a.CType + " " + a.Name
	}
	return dims{Params: "\n    " + strings.Join(ps, ",\n    "), Block: block, NumHeads: NumHeads, QKDim: QKDim, VDim: VDim}
}

type decodeData struct {
	dims
	WaveDims, LaneDims         int // V dims per wave, and per lane group of a wave
	Name                       string
	Splits, Stages, Tile       int
	TileBytes, WaveSlice       int
	Direct                     bool // one split: write the output, no workspace
	WavesPerEU                 int  // occupancy LDS allows: the register budget's target
	RowFloats, WsM, WsL, WsAcc int
	DMA                        []dmaRound
	PrologueTiles              []int
	PrologueWaits, LoopWaits   []waitStep
	Chunks                     []chunk
	Ropes                      []indexOff
	Regs, VCols                []int
	QArgs, QParams             string
	AccArgs, AccParams         string
	FullTile, PartialTile      *tileData
	Blocks                     []block
	Scores                     []score
	Groups                     []group
	GroupRowStride             int
}

// tileData renders one tile body: full, or the split's partial last tile.
type tileData struct {
	*decodeData
	Partial bool
	Kind    string
}

type dmaRound struct {
	Off     int  // byte offset of the round within the wave's slice
	Lanes   int  // lanes that load (64 unless the slice ends inside the round)
	Partial bool // Lanes < 64
}

type waitStep struct {
	Cond  string // C condition under which Count loads may stay in flight ("" = else)
	Count int
}

type indexOff struct{ Index, Off int }

type chunk struct {
	Index, Off int
	QParts     []indexOff // Q loads: 8 bf16 each, at Off (in elements) from the group's 32
}

type block struct{ Index, Off, Tok int }

type score struct {
	Name       string // b_r
	Block, Reg int
	Tok        int // token of group 0 (lane group g adds 4g)
}

type group struct {
	Index  int
	B0, B1 int // the two 16-token blocks
	Rows   []row
}

type row struct{ T, Tok, Off int }

type reduceData struct {
	dims
	Name            string
	Splits          int
	RowFloats, M, L int
	RowsFloats      int   // floats per (sequence, head): splits x row
	Shuffles        []int // xor distances of a reduction over the lanes holding splits
	Parts           []reducePart
}

type reducePart struct{ Index, Acc int }

// maxWavesPerEUHint caps the occupancy asked of the compiler: the decode
// kernels hold about 116-128 VGPRs of live state (Q, accumulators, scores),
// so asking for more than 4 waves per SIMD (128 VGPRs) would force spills.
const maxWavesPerEUHint = 4

const (
	qkChunk  = 128 // K of v_mfma_f32_16x16x128_f8f6f4
	ropeStep = 32  // K of v_mfma_f32_16x16x32_fp8_fp8
)

func newDecodeData(c Config) *decodeData {
	d := &decodeData{
		dims:     newDims(DecodeArgs, BlockSize),
		WaveDims: VDim / NumWaves, LaneDims: VDim / NumWaves / 4,
		Name: c.Name(), Splits: c.Splits, Stages: c.Stages, Tile: c.Tile,
		TileBytes: c.TileBytes(), WaveSlice: c.WaveSlice(),
		Direct:     c.Splits == 1,
		WavesPerEU: min(maxWavesPerEUHint, LDSBytesPerCU/c.LDSBytes()),
		RowFloats:  WorkspaceRowFloats, WsM: WorkspaceM, WsL: WorkspaceL, WsAcc: WorkspaceAcc,
		Regs:           []int{0, 1, 2, 3},
		GroupRowStride: 4 * QKDim,
	}
	for r := 0; r < c.DMARounds(); r++ {
		off := r * DMABytesPerLoad
		lanes := min(WaveSize, (d.WaveSlice-off)/16)
		d.DMA = append(d.DMA, dmaRound{Off: off, Lanes: lanes, Partial: lanes < WaveSize})
	}
	for t := 0; t < c.Stages-1; t++ {
		d.PrologueTiles = append(d.PrologueTiles, t)
	}
	d.PrologueWaits = waitChain(c.Stages, c.DMARounds(), "")
	d.LoopWaits = waitChain(c.Stages, c.DMARounds(), "i + 1 + ")

	var qn, qp []string
	for i := 0; i < VDim/qkChunk; i++ {
		ch := chunk{Index: i, Off: i * qkChunk}
		for p := 0; p < 4; p++ {
			ch.QParts = append(ch.QParts, indexOff{p, i*qkChunk + 8*p})
		}
		d.Chunks = append(d.Chunks, ch)
		qn = append(qn, fmt.Sprintf("qn%d", i))
		qp = append(qp, fmt.Sprintf("i32x8 qn%d", i))
	}
	for i := 0; i < RopeDim/ropeStep; i++ {
		d.Ropes = append(d.Ropes, indexOff{i, VDim + i*ropeStep})
		qn = append(qn, fmt.Sprintf("qr%d", i))
		qp = append(qp, fmt.Sprintf("u64 qr%d", i))
	}
	d.QArgs, d.QParams = strings.Join(qn, ", "), strings.Join(qp, ", ")

	var aa, ap []string
	for j := 0; j < 8; j++ {
		d.VCols = append(d.VCols, j)
		aa = append(aa, fmt.Sprintf("acc%d", j))
		ap = append(ap, fmt.Sprintf("v4f& acc%d", j))
	}
	d.AccArgs, d.AccParams = strings.Join(aa, ", "), strings.Join(ap, ", ")

	for b := 0; b < c.Tile/16; b++ {
		d.Blocks = append(d.Blocks, block{Index: b, Off: b * 16 * QKDim, Tok: 16 * b})
		for r := 0; r < 4; r++ {
			d.Scores = append(d.Scores, score{Name: fmt.Sprintf("%d_%d", b, r), Block: b, Reg: r, Tok: 16*b + r})
		}
	}
	// P.V operand order: lane group g, byte t holds token 4g+t (t < 4) or
	// 16+4g+t-4 of the 32-token group - exactly where the QK result left p.
	for q := 0; q < c.Tile/32; q++ {
		g := group{Index: q, B0: 2 * q, B1: 2*q + 1}
		for t := 0; t < 8; t++ {
			tok := 32*q + t
			if t >= 4 {
				tok = 32*q + 16 + t - 4
			}
			g.Rows = append(g.Rows, row{T: t, Tok: tok, Off: tok * QKDim})
		}
		d.Groups = append(d.Groups, g)
	}
	d.FullTile = &tileData{decodeData: d, Kind: "full"}
	d.PartialTile = &tileData{decodeData: d, Partial: true, Kind: "partial"}
	return d
}

// waitChain lists, most in flight first, how many LDS-DMA loads may stay
// outstanding while the oldest tile must have landed: (ahead tiles that exist)
// x rounds. next is the C expression prefix of the oldest tile's successor.
func waitChain(stages, rounds int, next string) []waitStep {
	var w []waitStep
	for ahead := stages - 2; ahead >= 1; ahead-- {
		cond := fmt.Sprintf("%s%d < ntiles", next, ahead)
		if next == "" {
			cond = fmt.Sprintf("%d < ntiles", ahead)
		}
		w = append(w, waitStep{Cond: cond, Count: ahead * rounds})
	}
	return append(w, waitStep{Count: 0})
}

func newReduceData(c Config) *reduceData {
	if c.Splits == 1 {
		return nil
	}
	r := &reduceData{
		dims: newDims(ReduceArgs, ReduceBlockSize),
		Name: c.ReduceName(), Splits: c.Splits,
		RowFloats: WorkspaceRowFloats, M: WorkspaceM, L: WorkspaceL,
		RowsFloats: c.Splits * WorkspaceRowFloats,
	}
	// Lanes >= Splits hold the neutral (-1e30, 0), so a butterfly over the
	// smallest power of two covering the splits reduces them all into lane 0.
	for x := 1; x < c.Splits; x *= 2 {
		r.Shuffles = append([]int{x}, r.Shuffles...)
	}
	for s := 0; s < c.Splits; s++ {
		r.Parts = append(r.Parts, reducePart{Index: s, Acc: s*WorkspaceRowFloats + WorkspaceAcc})
	}
	return r
}

// ExpandHIP renders the HIP source of config c. command is recorded in the
// generated-code header.
func ExpandHIP(c Config, command string) ([]byte, error) {
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
