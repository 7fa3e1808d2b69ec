package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"slices"

	"github.com/mlagen/mlagen/internal/atomicfile"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/perf"
	"github.com/mlagen/mlagen/plan"
	"github.com/mlagen/mlagen/verify"
)

const planUsage = `usage: mlagen plan (--kv-lens L,L,... | --dist SPEC) [--config NAME] [--cus 256] [--wg-per-cu 1]
                   [--tile 128] [--overhead 188] [--max-batch N] [--json FILE] [--bin FILE]

Plans a ragged decode batch with the split planner (package plan; format and
algorithm in docs/kernel.md, "Planned ragged batches"): every persistent
workgroup gets a contiguous range of work items of near-equal cost (tokens
plus the overhead per item). Prints the work items, partials, the
per-workgroup cost (min, max, mean), the buffer sizes and the HBM floor of the
batch's KV bytes at 8 TB/s; --json writes the plan itself, --bin its int32
buffer as the C planner (mla_plan_build) fills it and a host copies it to the
device: the used int32s, little-endian.

--config names the persistent kernel (_ps) the plan is for: its work step
(waves x tile) and the per-item overhead mlagen tune learned for it
(mla/overhead.json; else the planner's default, 188) become the defaults of
--tile and --overhead, as mla.Config.PlanParams plans for it. The first line
says which overhead was used and where it came from.

--dist names a seeded length distribution:
  uniform:B:L           B sequences of L tokens
  onelong:B:LONG:SHORT  one sequence of LONG tokens among B-1 of SHORT
  short:B:SEED          B lengths drawn uniformly from 1..512
  longtail:B:SEED       B lengths from a Pareto draw (minimum 512, shape 1.2, cap 131072)
`

// planJSON is what --json writes: the parameters, the layout and the plan,
// both decoded and as the int32 buffer a host copies to the device.
type planJSON struct {
	KVLens []int       `json:"kv_lens"`
	Params plan.Params `json:"params"`
	Layout plan.Layout `json:"layout"`
	plan.Decoded
	Summary planSummary `json:"summary"`
	Buffer  []int32     `json:"buffer"` // the plan's used int32s
}

// planSummary is the printed summary's numbers.
type planSummary struct {
	Batch        int     `json:"batch"`
	Tokens       int64   `json:"tokens"`
	Items        int     `json:"items"`
	Partials     int     `json:"partials"`
	SplitSeqs    int     `json:"split_sequences"`
	ReduceSeqs   int     `json:"reduce_sequences"`
	CostMin      int64   `json:"wg_cost_min"`
	CostMax      int64   `json:"wg_cost_max"`
	CostMean     float64 `json:"wg_cost_mean"`
	KVBytes      int64   `json:"kv_bytes"`
	HBMFloorUs   float64 `json:"hbm_floor_us"`
	PlanBytes    int64   `json:"plan_bytes"`
	UsedBytes    int64   `json:"plan_used_bytes"`
	WorkspaceMiB float64 `json:"workspace_mib"`
}

func planCmd(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("mlagen plan", planUsage, stderr)
	kvLens := fs.String("kv-lens", "", "the batch's KV lengths, comma-separated, e.g. 65536,1024,0")
	dist := fs.String("dist", "", "a named length distribution instead of --kv-lens, e.g. longtail:256:1")
	cus := fs.Int("cus", plan.DefaultCUs, "compute units (an MI355X has 256)")
	wgPerCU := fs.Int("wg-per-cu", plan.DefaultWGPerCU, "persistent workgroups per compute unit")
	tile := fs.Int("tile", plan.DefaultTile, "tokens per work step of the kernel: sequences are cut only at multiples of it")
	overhead := fs.Int("overhead", plan.DefaultOverhead, "fixed cost of one work item in token-equivalents (default: --config's learned one, else the planner's default)")
	configFlag := fs.String("config", "", "plan for this persistent kernel, e.g. mla_decode_s1_p2_t32_ps: its tile and learned overhead are the defaults")
	maxBatch := fs.Int("max-batch", 0, "sequences the buffers are sized for (default: the batch)")
	jsonPath := fs.String("json", "", "also write the plan as JSON to this file")
	binPath := fs.String("bin", "", "also write the plan's int32 buffer (the used part, little-endian) to this file")
	usageErr := usageError(stderr, "mlagen plan")
	if code, ok := parseArgs(fs, args, usageErr); !ok {
		return code
	}
	var lens []int
	var err error
	switch {
	case (*kvLens == "") == (*dist == ""):
		return usageErr("give one of --kv-lens and --dist")
	case *kvLens != "":
		lens, err = verify.ParseLengthList(*kvLens)
	default:
		lens, err = verify.DistLens(*dist)
	}
	if err != nil {
		return usageErr("%v", err)
	}
	p := plan.Defaults(*maxBatch)
	if *maxBatch == 0 {
		p.MaxBatch = len(lens)
	}
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	source := "plan.DefaultOverhead (no --config)"
	if *configFlag != "" {
		c, err := mla.ParseName(*configFlag)
		if err != nil {
			return usageErr("--config: %v", err)
		}
		if !c.PS {
			return usageErr("--config %s is not persistent: plans are for _ps kernels (e.g. %s)", c, c.With(mla.Dims{PS: true}))
		}
		kp := c.PlanParams(1)
		p.QLen, p.Heads = kp.QLen, kp.Heads // the workspace holds its q_len x heads rows a partial
		if !given["tile"] {
			*tile = kp.Tile
		}
		if !given["overhead"] {
			*overhead = kp.Overhead
		}
		source = c.PlanOverheadSource()
	}
	if given["overhead"] {
		source = "--overhead"
	}
	p.CUs, p.WGPerCU, p.Tile, p.Overhead = *cus, *wgPerCU, *tile, *overhead
	lens32 := make([]int32, len(lens))
	for i, l := range lens {
		lens32[i] = int32(l) // ParseLengthList and DistLens keep them within MaxKVLen
	}
	pl, err := plan.Build(p, lens32)
	if err != nil {
		return usageErr("%v", err)
	}
	lay, _ := p.Layout() // Build checked p
	sum := summarize(pl, lay, lens)
	fmt.Fprintf(stdout, "overhead %d: %s\n", p.Overhead, source)
	writePlanSummary(stdout, p, sum)
	if *jsonPath != "" {
		doc := planJSON{KVLens: lens, Params: p, Layout: lay, Decoded: pl.Decode(), Summary: sum, Buffer: pl.Buf[:pl.Used()]}
		b, err := json.MarshalIndent(doc, "", " ")
		if err == nil {
			err = atomicfile.WriteFile(*jsonPath, append(b, '\n'), 0o644)
		}
		if err != nil {
			fmt.Fprintf(stderr, "mlagen plan: %v\n", err)
			return 1
		}
	}
	if *binPath != "" {
		if err := atomicfile.WriteFile(*binPath, pl.Bytes(), 0o644); err != nil {
			fmt.Fprintf(stderr, "mlagen plan: %v\n", err)
			return 1
		}
	}
	return 0
}

func summarize(pl plan.Plan, lay plan.Layout, lens []int) planSummary {
	s := planSummary{Batch: len(lens), Items: pl.NumItems(), Partials: pl.NumPartials(), ReduceSeqs: pl.NumReduce()}
	for _, l := range lens {
		s.Tokens += int64(l)
	}
	for i := range lens {
		if _, count := pl.Reduce(i); count > 1 {
			s.SplitSeqs++
		}
	}
	costs := pl.Costs()
	s.CostMin, s.CostMax = slices.Min(costs), slices.Max(costs)
	var total int64
	for _, c := range costs {
		total += c
	}
	s.CostMean = float64(total) / float64(len(costs))
	s.KVBytes = s.Tokens * mla.QKDim // fp8: one byte per element
	s.HBMFloorUs = float64(s.KVBytes) / perf.Default().HBMBytesPerS * 1e6
	s.PlanBytes, s.UsedBytes = 4*lay.Ints, 4*int64(pl.Used())
	s.WorkspaceMiB = float64(lay.WorkspaceBytes) / (1 << 20)
	return s
}

func writePlanSummary(w io.Writer, p plan.Params, s planSummary) {
	fmt.Fprintf(w, "batch %d, %d KV tokens; %d workgroups (%d CUs x %d), tile %d, overhead %d token-equivalents per item\n",
		s.Batch, s.Tokens, p.WGs(), p.CUs, p.WGPerCU, p.Tile, p.Overhead)
	fmt.Fprintf(w, "work items %d, partials %d (%d sequences split), reduce list %d sequences\n",
		s.Items, s.Partials, s.SplitSeqs, s.ReduceSeqs)
	ratio := 0.0
	if s.CostMean > 0 {
		ratio = float64(s.CostMax) / s.CostMean
	}
	fmt.Fprintf(w, "per-workgroup cost (token-equivalents): min %d, max %d, mean %.1f, max/mean %.3f\n",
		s.CostMin, s.CostMax, s.CostMean, ratio)
	fmt.Fprintf(w, "HBM floor: %d KV bytes at %.0f TB/s = %.2f us\n", s.KVBytes, perf.Default().HBMBytesPerS/1e12, s.HBMFloorUs)
	fmt.Fprintf(w, "buffers for max_batch %d: plan %d bytes (%d used), workspace %.1f MiB\n",
		p.MaxBatch, s.PlanBytes, s.UsedBytes, s.WorkspaceMiB)
}
