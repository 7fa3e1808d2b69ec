package plan

import (
	"errors"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/mlagen/mlagen/plan/internal/spec"
)

// TestGeneratedFilesCurrent: zcore.go and c/mla_plan.{h,c} are what the spec
// prints, so the Go and C planners cannot drift from their one description
// (run `go generate ./plan` after changing plan/internal/spec).
func TestGeneratedFilesCurrent(t *testing.T) {
	files, err := spec.Render()
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 3 {
		t.Fatalf("spec.Render gave %d files, want zcore.go and c/mla_plan.{h,c}", len(files))
	}
	for name, want := range files {
		got, err := os.ReadFile(filepath.FromSlash(name))
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != string(want) {
			t.Errorf("%s differs from what plan/internal/spec prints: run `go generate ./plan`", name)
		}
		if !strings.Contains(strings.SplitN(string(got), "\n", 2)[0], "Code generated") ||
			!strings.Contains(strings.SplitN(string(got), "\n", 2)[0], "DO NOT EDIT.") {
			t.Errorf("%s: first line lacks the generated-code header", name)
		}
	}
}

// randomCase draws parameters and lengths that reach every branch of the
// cut search: tiles of 1 token to longer than the sequences, overhead 0 to
// longer than a tile, more workgroups than tiles, empty sequences.
func randomCase(r *rand.Rand) (Params, []int32) {
	p := Defaults(1 + r.IntN(300))
	p.CUs = 1 + r.IntN(300)
	p.WGPerCU = 1 + r.IntN(3)
	p.Tile = []int{1, 2, 3, 16, 32, 64, 128, 129, 4096}[r.IntN(9)]
	p.Overhead = []int{0, 1, 7, 188, 1000, 100000}[r.IntN(6)]
	batch := r.IntN(p.MaxBatch + 1)
	lens := make([]int32, batch)
	kind := r.IntN(6)
	for i := range lens {
		switch kind {
		case 0: // uniform
			lens[i] = int32(r.IntN(20000))
		case 1: // short, many empty
			lens[i] = int32(r.IntN(4))
		case 2: // around tile multiples
			lens[i] = int32(max(0, p.Tile*r.IntN(5)+r.IntN(3)-1))
		case 3: // one long among short
			lens[i] = int32(r.IntN(200))
			if i == 0 {
				lens[i] = 1 << 20
			}
		case 4: // heavy tail
			lens[i] = int32(min(1<<22, 50/math.Pow(1-r.Float64(), 1.5)))
		default: // equal
			lens[i] = 8192
		}
	}
	r.Shuffle(len(lens), func(i, j int) { lens[i], lens[j] = lens[j], lens[i] })
	return p, lens
}

// TestPlanProperties: random batches satisfy every promised property
// (checkPlan) and the cut rule by brute force (wantCuts).
func TestPlanProperties(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 1))
	brute := 0
	for i := range 400 {
		p, lens := randomCase(r)
		pl, err := Build(p, lens)
		if err != nil {
			t.Fatalf("case %d %+v: %v", i, p, err)
		}
		if err := checkPlan(p, lens, pl); err != nil {
			t.Fatalf("case %d %+v lens %v: %v", i, p, lens, err)
		}
		var tiles int64 // the brute force lists every tile boundary: keep it quick
		for _, L := range lens {
			tiles += int64(L) / int64(p.Tile)
		}
		if tiles <= 1<<16 {
			brute++
			if got, want := gotCuts(lens, pl), wantCuts(lens, p); !slices.Equal(got, want) {
				t.Fatalf("case %d %+v lens %v: workgroups start at %v, want the nearest cut points %v", i, p, lens, got, want)
			}
		}
	}
	if brute < 100 {
		t.Errorf("only %d of 400 cases checked against the brute-force cuts", brute)
	}
	t.Logf("%d of 400 cases checked against the brute-force cuts", brute)
}

// TestPlanEdges: empty batches, all-empty sequences, one sequence, batch
// 4096, more workgroups than tokens, the token limit, the workgroup limit.
func TestPlanEdges(t *testing.T) {
	long := make([]int32, 4096)
	r := rand.New(rand.NewPCG(4096, 1))
	for i := range long {
		long[i] = int32(r.IntN(16384))
	}
	huge := []int32{math.MaxInt32 - 5, 5}
	cases := []struct {
		name string
		p    func(*Params)
		lens []int32
	}{
		{"batch 0", nil, nil},
		{"all empty", nil, []int32{0, 0, 0}},
		{"batch 1", nil, []int32{65536}},
		{"batch 1 short", nil, []int32{1}},
		{"batch 4096", func(p *Params) { p.MaxBatch = 4096 }, long},
		{"more workgroups than tiles", nil, []int32{0, 129, 5, 0, 300}},
		{"one workgroup", func(p *Params) { p.CUs = 1 }, []int32{7, 0, 1 << 20}},
		{"tile 1 overhead 0", func(p *Params) { p.Tile, p.Overhead = 1, 0 }, []int32{1000, 1, 0, 77}},
		{"token limit", nil, huge},
		{"workgroup limit", func(p *Params) { p.CUs, p.WGPerCU = 1<<14, 4 }, []int32{1 << 20, 3}},
		{"overhead limit", func(p *Params) { p.Overhead = LimitOverhead }, []int32{1 << 20, 3, 0, 9}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := Defaults(max(64, len(c.lens)))
			if c.p != nil {
				c.p(&p)
			}
			pl, err := Build(p, c.lens)
			if err != nil {
				t.Fatal(err)
			}
			if err := checkPlan(p, c.lens, pl); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// TestPlanExample pins one small plan by hand (tile 128, overhead 188, 4
// workgroups): the line is 65536+188 + 3*(1024+188) + 5+188 = 69553 long,
// targets 17388.25, 34776.5, 52164.75; the nearest tile boundaries of
// sequence 0 are 17152+188, 34560+188, 51968+188 (ties to neither).
func TestPlanExample(t *testing.T) {
	p := Defaults(8)
	p.CUs = 4
	lens := []int32{65536, 1024, 1024, 0, 5, 1024}
	pl, err := Build(p, lens)
	if err != nil {
		t.Fatal(err)
	}
	want := []Item{{0, 0, 17152, 0}, {0, 17152, 34560, 1}, {0, 34560, 51968, 2}, {0, 51968, 65536, 3},
		{1, 0, 1024, -1}, {2, 0, 1024, -1}, {4, 0, 5, -1}, {5, 0, 1024, -1}}
	if got := pl.Items(); !slices.Equal(got, want) {
		t.Errorf("items %v, want %v", got, want)
	}
	for g, w := range [][2]int{{0, 1}, {1, 2}, {2, 3}, {3, 8}} {
		if lo, hi := pl.WGRange(g); lo != w[0] || hi != w[1] {
			t.Errorf("workgroup %d: items [%d, %d), want %v", g, lo, hi, w)
		}
	}
	for s, w := range [][2]int{{0, 4}, {-1, 1}, {-1, 1}, {-1, 0}, {-1, 1}, {-1, 1}} {
		if first, count := pl.Reduce(s); first != w[0] || count != w[1] {
			t.Errorf("sequence %d: reduce {%d, %d}, want %v", s, first, count, w)
		}
	}
	if got := pl.ReduceSeqs(); !slices.Equal(got, []int32{0, 3}) {
		t.Errorf("reduce_seqs %v, want [0 3]", got)
	}
	d := pl.Decode()
	if !slices.Equal(d.WGIndptr, []int32{0, 1, 2, 3, 8}) || len(d.Items) != 8 || d.Items[7] != [4]int32{5, 0, 1024, -1} ||
		!slices.Equal(d.ReduceMap, [][2]int32{{0, 4}, {-1, 1}, {-1, 1}, {-1, 0}, {-1, 1}, {-1, 1}}) ||
		!slices.Equal(d.Costs, pl.Costs()) || !slices.Equal(d.ReduceSeqs, []int32{0, 3}) {
		t.Errorf("Decode: %+v", d)
	}
}

// TestBuildIntoReadsNothing: a buffer full of garbage from earlier plans
// gives the same bytes as a fresh one, so the buffer can be reused.
func TestBuildIntoReadsNothing(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	p := Defaults(300)
	p.CUs = 50
	lay, err := p.Layout()
	if err != nil {
		t.Fatal(err)
	}
	buf := make([]int32, lay.Ints)
	for i := range buf {
		buf[i] = int32(r.Uint32())
	}
	for range 20 {
		lens := make([]int32, r.IntN(301))
		for i := range lens {
			lens[i] = int32(r.IntN(5000))
		}
		fresh, err := Build(p, lens)
		if err != nil {
			t.Fatal(err)
		}
		reused, err := BuildInto(buf, p, lens)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(fresh.Bytes(), reused.Bytes()) {
			t.Fatalf("a reused buffer gives another plan for %v", lens)
		}
	}
}

// TestErrors: each refusal has its code and a message that names the value.
func TestErrors(t *testing.T) {
	ok := []int32{10, 20}
	cases := []struct {
		p        func(*Params)
		lens     []int32
		buf      int
		code     int32
		contains string
	}{
		{func(p *Params) { p.MaxBatch = 0 }, ok, 0, codeMaxBatch, "max_batch 0"},
		{func(p *Params) { p.MaxBatch = LimitMaxBatch + 1 }, ok, 0, codeMaxBatch, "max_batch 1048577"},
		{func(p *Params) { p.CUs = 0 }, ok, 0, codeWGs, "cus 0"},
		{func(p *Params) { p.WGPerCU = -1 }, ok, 0, codeWGs, "wg_per_cu -1"},
		{func(p *Params) { p.CUs, p.WGPerCU = 1<<16, 2 }, ok, 0, codeWGs, "cus 65536, wg_per_cu 2"},
		{func(p *Params) { p.CUs = math.MaxInt32 + 1 }, ok, 0, codeWGs, ""},
		{func(p *Params) { p.Tile = 0 }, ok, 0, codeTile, "tile 0"},
		{func(p *Params) { p.Tile = LimitTile + 1 }, ok, 0, codeTile, "tile 65537"},
		{func(p *Params) { p.Overhead = -1 }, ok, 0, codeOverhead, "overhead -1"},
		{func(p *Params) { p.QLen = 0 }, ok, 0, codeQLen, "q_len 0"},
		{func(p *Params) { p.Heads = 129 }, ok, 0, codeHeads, "heads 129"},
		{nil, []int32{1, 2, 3}, 0, codeBatch, "batch 3, max_batch 2"},
		{nil, []int32{1, -4}, 0, codeLen, "sequence 1 has length -4"},
		{nil, []int32{math.MaxInt32, 1}, 0, codeTokens, "2147483647 tokens"},
		{nil, ok, 100, codeBuffer, "100 int32s, the layout needs"},
	}
	for _, c := range cases {
		p := Defaults(2)
		if c.p != nil {
			c.p(&p)
		}
		var err error
		if c.buf > 0 {
			_, err = BuildInto(make([]int32, c.buf), p, c.lens)
		} else {
			_, err = Build(p, c.lens)
		}
		var pe *Error
		if !errors.As(err, &pe) || pe.Code != c.code || !strings.Contains(err.Error(), c.contains) ||
			!strings.Contains(err.Error(), codeMessages[c.code]) {
			t.Errorf("%+v %v: got %v, want code %d with %q", p, c.lens, err, c.code, c.contains)
		}
	}
}

// TestLayoutFromParamsAlone: the sizes follow from (max_batch, CUs,
// workgroups per CU) as documented, whatever the batch.
func TestLayoutFromParamsAlone(t *testing.T) {
	p := Defaults(4096)
	lay, err := p.Layout()
	if err != nil {
		t.Fatal(err)
	}
	// header 32, wg_indptr 257 -> 272, reduce_map 8192, reduce_seqs 4096,
	// items 4 * (4096 + 255).
	want := Layout{WGs: 256, OffWG: 32, OffReduce: 304, OffSeqs: 8496, OffItems: 12592, MaxItems: 4351,
		MaxPartials: 510, Ints: 12592 + 4*4351, WorkspaceBytes: 510 * 16 * 2064}
	if lay != want {
		t.Errorf("layout %+v, want %+v", lay, want)
	}
}
