// Package plan is mlagen's split planner for ragged decode batches: from the
// KV length of each sequence it gives every persistent workgroup of a decode
// kernel a contiguous range of work items (sequence, token range, partial) of
// near-equal cost, and the reduce map that says how many partials each
// sequence has and where they are. The plan is one int32 buffer whose size
// depends on the parameters alone (max_batch, CUs, workgroups per CU), so it
// and the partials' workspace are allocated once and refilled each step,
// also under HIP graph capture. docs/kernel.md ("Planned ragged batches")
// documents the format, the algorithm and its balance bound.
//
// The algorithm is described once (plan/internal/spec) and printed as Go
// (zcore.go) and as C11 (c/mla_plan.h, c/mla_plan.c) for C and C++ users;
// the tests compare the two byte for byte.
package plan

//go:generate go run ./internal/mkplan

import (
	"encoding/binary"
	"fmt"
	"math"
)

// Params are the planner's parameters besides the KV lengths.
type Params struct {
	MaxBatch int `json:"max_batch"` // sequences the buffers are sized for
	CUs      int `json:"cus"`       // compute units
	WGPerCU  int `json:"wg_per_cu"` // persistent workgroups per compute unit
	Tile     int `json:"tile"`      // tokens per work step: sequences are cut only at multiples of it
	Overhead int `json:"overhead"`  // fixed cost of one work item, in token-equivalents
	QLen     int `json:"q_len"`     // query tokens per sequence (the kernel's q_len; 1 unless row-folded)
	Heads    int `json:"heads"`     // query heads (the kernel's; 16 unless row-folded)
}

// Defaults are the parameters for buffers of maxBatch sequences on an MI355X
// (256 CUs, one workgroup per CU), a 128-token work step and the modeled
// per-item overhead (DefaultOverhead).
func Defaults(maxBatch int) Params {
	return Params{MaxBatch: maxBatch, CUs: DefaultCUs, WGPerCU: DefaultWGPerCU, Tile: DefaultTile,
		Overhead: DefaultOverhead, QLen: DefaultQLen, Heads: DefaultHeads}
}

// WGs is the number of persistent workgroups.
func (p Params) WGs() int { return p.CUs * p.WGPerCU }

// Error is a planner error: its status code (the C library's) and message.
type Error struct {
	Code int32
	Msg  string
}

func (e *Error) Error() string { return "planner: " + e.Msg }

func codeError(code int32, detail string) error {
	msg := "unknown status"
	if code >= 0 && int(code) < len(codeMessages) {
		msg = codeMessages[code]
	}
	if detail != "" {
		msg += " (" + detail + ")"
	}
	return &Error{Code: code, Msg: msg}
}

// array is p as the core's int32 parameter array; values outside int32 are
// clamped to one the core rejects with the same code.
func (p Params) array() []int32 {
	a := make([]int32, ParamCount)
	for i, v := range []int{p.MaxBatch, p.CUs, p.WGPerCU, p.Tile, p.Overhead, p.QLen, p.Heads} {
		a[i] = int32(max(min(v, math.MaxInt32), math.MinInt32))
	}
	return a
}

// Layout is what the parameters alone fix: offsets of the plan buffer's
// sections in int32s, the maxima, and the sizes to allocate.
type Layout struct {
	WGs            int64 `json:"wgs"`             // persistent workgroups
	OffWG          int64 `json:"off_wg"`          // wg_indptr: WGs + 1 int32
	OffReduce      int64 `json:"off_reduce"`      // reduce_map: MaxBatch x {first, count}
	OffSeqs        int64 `json:"off_seqs"`        // reduce_seqs: MaxBatch int32
	OffItems       int64 `json:"off_items"`       // items: MaxItems x {seq, begin, end, partial}
	MaxItems       int64 `json:"max_items"`       // MaxBatch + WGs - 1
	MaxPartials    int64 `json:"max_partials"`    // min(MaxItems, 2 * (WGs - 1))
	Ints           int64 `json:"ints"`            // int32s of the plan buffer
	WorkspaceBytes int64 `json:"workspace_bytes"` // bytes of the partials' workspace
}

// Layout checks p and returns its layout.
func (p Params) Layout() (Layout, error) {
	lay := make([]int64, LayCount)
	if code := planLayout(p.array(), lay); code != codeOK {
		return Layout{}, codeError(code, p.detail(code))
	}
	return Layout{lay[LayWGs], lay[LayOffWG], lay[LayOffReduce], lay[LayOffSeqs], lay[LayOffItems],
		lay[LayMaxItems], lay[LayMaxPartials], lay[LayInts], lay[LayWorkspaceBytes]}, nil
}

// detail names the value behind a parameter error.
func (p Params) detail(code int32) string {
	switch code {
	case codeMaxBatch:
		return fmt.Sprintf("max_batch %d", p.MaxBatch)
	case codeWGs:
		return fmt.Sprintf("cus %d, wg_per_cu %d", p.CUs, p.WGPerCU)
	case codeTile:
		return fmt.Sprintf("tile %d", p.Tile)
	case codeOverhead:
		return fmt.Sprintf("overhead %d", p.Overhead)
	case codeQLen:
		return fmt.Sprintf("q_len %d", p.QLen)
	case codeHeads:
		return fmt.Sprintf("heads %d", p.Heads)
	}
	return ""
}

// Build plans the batch lens with p into a new buffer.
func Build(p Params, lens []int32) (Plan, error) {
	lay, err := p.Layout()
	if err != nil {
		return Plan{}, err
	}
	return BuildInto(make([]int32, lay.Ints), p, lens)
}

// BuildInto plans the batch lens with p into buf (at least the layout's Ints
// int32s), which it may reuse from an earlier plan: it writes the first
// plan.Used() int32s and reads none. On an error buf may be partly written.
func BuildInto(buf []int32, p Params, lens []int32) (Plan, error) {
	if len(lens) > math.MaxInt32 {
		return Plan{}, codeError(codeBatch, fmt.Sprintf("batch %d, max_batch %d", len(lens), p.MaxBatch))
	}
	code := planBuild(p.array(), lens, int32(len(lens)), buf, int64(len(buf)))
	if code == codeOK {
		return Plan{Buf: buf}, nil
	}
	detail := p.detail(code)
	switch code {
	case codeBatch:
		detail = fmt.Sprintf("batch %d, max_batch %d", len(lens), p.MaxBatch)
	case codeLen:
		for i, l := range lens {
			if l < 0 {
				detail = fmt.Sprintf("sequence %d has length %d", i, l)
				break
			}
		}
	case codeBuffer:
		lay, _ := p.Layout()
		detail = fmt.Sprintf("%d int32s, the layout needs %d", len(buf), lay.Ints)
	}
	return Plan{}, codeError(code, detail)
}

// Plan is a built plan: a view of its buffer.
type Plan struct {
	Buf []int32
}

// Item is one work item: tokens [Begin, End) of sequence Seq, written to
// partial Partial, or (Partial == -1) the whole sequence, written to the output.
type Item struct {
	Seq, Begin, End, Partial int32
}

func (pl Plan) hdr(i int) int { return int(pl.Buf[i]) }

// Batch is the number of sequences planned.
func (pl Plan) Batch() int { return pl.hdr(HdrBatch) }

// WGs is the number of persistent workgroups.
func (pl Plan) WGs() int { return pl.hdr(HdrWGs) }

// NumItems is the number of work items.
func (pl Plan) NumItems() int { return pl.hdr(HdrItems) }

// NumPartials is the number of partials written to the workspace.
func (pl Plan) NumPartials() int { return pl.hdr(HdrPartials) }

// NumReduce is the number of sequences the reduce kernel handles.
func (pl Plan) NumReduce() int { return pl.hdr(HdrReduce) }

// Used is the number of int32s the plan occupies from the buffer's start.
func (pl Plan) Used() int { return pl.hdr(HdrUsed) }

// Item returns item i.
func (pl Plan) Item(i int) Item {
	k := pl.hdr(HdrOffItems) + ItemInts*i
	return Item{pl.Buf[k+ItemSeq], pl.Buf[k+ItemBegin], pl.Buf[k+ItemEnd], pl.Buf[k+ItemPartial]}
}

// Items returns every item in order.
func (pl Plan) Items() []Item {
	items := make([]Item, pl.NumItems())
	for i := range items {
		items[i] = pl.Item(i)
	}
	return items
}

// WGRange returns the items [lo, hi) of workgroup g.
func (pl Plan) WGRange(g int) (lo, hi int) {
	o := pl.hdr(HdrOffWG)
	return int(pl.Buf[o+g]), int(pl.Buf[o+g+1])
}

// Reduce returns sequence s's reduce-map entry: its first partial (or -1)
// and its number of partials (0: no tokens, 1: written directly).
func (pl Plan) Reduce(s int) (first, count int) {
	k := pl.hdr(HdrOffReduce) + ReduceInts*s
	return int(pl.Buf[k+ReduceFirst]), int(pl.Buf[k+ReduceCount])
}

// ReduceSeqs returns the sequences the reduce kernel handles, in order.
func (pl Plan) ReduceSeqs() []int32 {
	o := pl.hdr(HdrOffSeqs)
	return append([]int32(nil), pl.Buf[o:o+pl.NumReduce()]...)
}

// Costs returns each workgroup's cost: its items' tokens plus the overhead
// per item, in token-equivalents.
func (pl Plan) Costs() []int64 {
	costs := make([]int64, pl.WGs())
	over := int64(pl.hdr(HdrOverhead))
	for g := range costs {
		lo, hi := pl.WGRange(g)
		for i := lo; i < hi; i++ {
			it := pl.Item(i)
			costs[g] += int64(it.End-it.Begin) + over
		}
	}
	return costs
}

// Bytes returns the plan's used int32s as little-endian bytes: what a host
// copies to the device.
func (pl Plan) Bytes() []byte {
	b := make([]byte, 4*pl.Used())
	for i := range pl.Used() {
		binary.LittleEndian.PutUint32(b[4*i:], uint32(pl.Buf[i]))
	}
	return b
}

// Decoded is a plan's sections as Go values, for JSON and for reading.
type Decoded struct {
	Items      [][4]int32 `json:"items"` // {seq, begin, end, partial}
	WGIndptr   []int32    `json:"wg_indptr"`
	ReduceMap  [][2]int32 `json:"reduce_map"` // per sequence {first partial, partials}
	ReduceSeqs []int32    `json:"reduce_seqs"`
	Costs      []int64    `json:"wg_costs"`
}

// Decode returns the plan's sections as Go values.
func (pl Plan) Decode() Decoded {
	d := Decoded{Items: make([][4]int32, 0, pl.NumItems()), ReduceSeqs: pl.ReduceSeqs(), Costs: pl.Costs()}
	for _, it := range pl.Items() {
		d.Items = append(d.Items, [4]int32{it.Seq, it.Begin, it.End, it.Partial})
	}
	o := pl.hdr(HdrOffWG)
	d.WGIndptr = append([]int32(nil), pl.Buf[o:o+pl.WGs()+1]...)
	d.ReduceMap = make([][2]int32, pl.Batch())
	for s := range d.ReduceMap {
		first, count := pl.Reduce(s)
		d.ReduceMap[s] = [2]int32{int32(first), int32(count)}
	}
	return d
}
