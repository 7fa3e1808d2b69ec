package plan

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"math/rand/v2"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/mlagen/mlagen/internal/testenv"
)

// cCase is one call of both planners: the parameters as the C struct holds
// them, the lengths, and the plan buffer's size in int32s.
type cCase struct {
	p    [ParamCount]int32
	lens []int32
	ints int32
}

// cCases are random batches (randomCase) and adversarial ones: every
// parameter at, below and above its limits, the token limit, negative
// lengths, batches above max_batch, short buffers, batch 4096.
func cCases() []cCase {
	var cases []cCase
	add := func(p Params, lens []int32, ints int64) {
		cases = append(cases, cCase{[ParamCount]int32(p.array()), lens, int32(min(ints, math.MaxInt32))})
	}
	fits := func(p Params) int64 {
		if lay, err := p.Layout(); err == nil {
			return lay.Ints
		}
		return 1000
	}
	r := rand.New(rand.NewPCG(11, 2))
	for range 1500 {
		p, lens := randomCase(r)
		add(p, lens, fits(p)+int64(r.IntN(3)))
	}
	for range 4 {
		p := Defaults(4096)
		p.WGPerCU = 1 + r.IntN(2)
		lens := make([]int32, 4096)
		for i := range lens {
			lens[i] = int32(r.IntN(16384))
		}
		add(p, lens, fits(p))
	}
	lens := []int32{5000, 0, 129, 1}
	edits := []func(*Params){
		func(p *Params) { p.MaxBatch = 0 }, func(p *Params) { p.MaxBatch = LimitMaxBatch },
		func(p *Params) { p.MaxBatch = LimitMaxBatch + 1 }, func(p *Params) { p.MaxBatch = -7 },
		func(p *Params) { p.CUs = 0 }, func(p *Params) { p.WGPerCU = 0 }, func(p *Params) { p.CUs = -1 },
		func(p *Params) { p.CUs, p.WGPerCU = 1<<15, 2 }, func(p *Params) { p.CUs, p.WGPerCU = 1<<15, 3 },
		func(p *Params) { p.CUs, p.WGPerCU = math.MaxInt32, math.MaxInt32 },
		func(p *Params) { p.Tile = 0 }, func(p *Params) { p.Tile = LimitTile }, func(p *Params) { p.Tile = LimitTile + 1 },
		func(p *Params) { p.Overhead = -1 }, func(p *Params) { p.Overhead = LimitOverhead },
		func(p *Params) { p.Overhead = LimitOverhead + 1 }, func(p *Params) { p.QLen = 0 },
		func(p *Params) { p.QLen = LimitQLen }, func(p *Params) { p.QLen = LimitQLen + 1 },
		func(p *Params) { p.Heads = 0 }, func(p *Params) { p.Heads = LimitHeads }, func(p *Params) { p.Heads = LimitHeads + 1 },
	}
	for _, e := range edits {
		p := Defaults(8)
		e(&p)
		add(p, lens, fits(p))
	}
	p := Defaults(8)
	add(p, []int32{math.MaxInt32, 0}, fits(p))                // at the token limit
	add(p, []int32{math.MaxInt32 - 1, 1}, fits(p))            // at it, split
	add(p, []int32{math.MaxInt32, 1}, fits(p))                // one past
	add(p, []int32{math.MaxInt32, math.MaxInt32, 5}, fits(p)) // far past
	add(p, []int32{3, -1, 4}, fits(p))                        // negative
	add(p, make([]int32, 9), fits(p))                         // batch above max_batch
	add(p, lens, fits(p)-1)                                   // buffer one short
	add(p, lens, 0)                                           // no buffer
	add(p, nil, fits(p))                                      // batch 0
	add(Defaults(1), []int32{1 << 30}, fits(Defaults(1)))     // batch 1
	add(Defaults(1), []int32{0}, fits(Defaults(1)))           // batch 1, empty
	// Every limit at once, where the cost line's products are largest
	// (under 2^57): the sanitizers would stop the C at a signed overflow.
	big := Defaults(LimitMaxBatch)
	big.CUs, big.WGPerCU, big.Overhead, big.Tile = LimitWGs/2, 2, LimitOverhead, 1
	bigLens := make([]int32, LimitMaxBatch)
	var total int64
	for i := range bigLens {
		bigLens[i] = int32(LimitTokens/LimitMaxBatch - i%2)
		total += int64(bigLens[i])
	}
	bigLens[0] += int32(LimitTokens - total) // exactly the token limit
	add(big, bigLens, fits(big))
	return cases
}

// TestCPlannerMatchesGo compiles the C planner (plain C11, clang-22 with
// the address and undefined-behavior sanitizers, which stop at any signed
// overflow or out-of-bounds access) and compares its every output with the
// Go planner's, byte for byte: layouts, status codes, plans, messages,
// defaults.
func TestCPlannerMatchesGo(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "driver")
	cc := exec.Command(testenv.Tool(t, "clang-22"), "-x", "c", "-std=c11", "-O1", "-Wall", "-Wextra", "-Werror",
		"-pedantic", "-fsanitize=address,undefined", "-fno-sanitize-recover=all", "-Ic",
		"c/mla_plan.c", "testdata/driver.c", "-o", bin)
	if out, err := cc.CombinedOutput(); err != nil {
		t.Fatalf("%v: %v\n%s", cc.Args, err, out)
	}

	cases := cCases()
	var in, want bytes.Buffer
	w := func(b *bytes.Buffer, v int32) { binary.Write(b, binary.LittleEndian, v) }
	w(&in, int32(len(cases)))
	for c := int32(-1); c <= 12; c++ {
		msg := "unknown mla_plan status code"
		if c >= 0 && int(c) < len(codeMessages) {
			msg = codeMessages[c]
		}
		w(&want, int32(len(msg)))
		want.WriteString(msg)
	}
	for range 5 {
		w(&want, codeNull)
	}
	for _, v := range Defaults(4096).array() {
		w(&want, v)
	}
	for _, c := range cases {
		for _, v := range c.p {
			w(&in, v)
		}
		w(&in, int32(len(c.lens)))
		w(&in, c.ints)
		for _, l := range c.lens {
			w(&in, l)
		}
		lay := make([]int64, LayCount)
		w(&want, planLayout(c.p[:], lay))
		for _, v := range lay {
			binary.Write(&want, binary.LittleEndian, v)
		}
		buf := make([]int32, c.ints)
		code := planBuild(c.p[:], c.lens, int32(len(c.lens)), buf, int64(len(buf)))
		w(&want, code)
		if code == codeOK {
			binary.Write(&want, binary.LittleEndian, buf[:buf[HdrUsed]])
		}
	}

	run := exec.Command(bin)
	run.Stdin = &in
	var stderr bytes.Buffer
	run.Stderr = &stderr
	got, err := run.Output()
	if err != nil {
		t.Fatalf("driver: %v\n%s", err, stderr.Bytes())
	}
	if !bytes.Equal(got, want.Bytes()) {
		t.Fatalf("the C planner differs from the Go planner: %s", firstDiff(got, want.Bytes()))
	}
	t.Logf("%d cases, %d bytes identical", len(cases), len(got))
}

func firstDiff(got, want []byte) string {
	for i := range min(len(got), len(want)) {
		if got[i] != want[i] {
			return fmt.Sprintf("first at byte %d (int32 %d) of %d, want %d bytes", i, i/4, len(got), len(want))
		}
	}
	return fmt.Sprintf("C wrote %d bytes, Go %d", len(got), len(want))
}
