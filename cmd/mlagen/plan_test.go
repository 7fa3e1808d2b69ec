package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/perf"
	"github.com/mlagen/mlagen/plan"
	"github.com/mlagen/mlagen/verify"
)

// TestPlanCommand: `mlagen plan` prints the summary of the one-long
// batch and writes a JSON plan whose buffer is the planner's, deterministic.
func TestPlanCommand(t *testing.T) {
	dir := t.TempDir()
	js := filepath.Join(dir, "p.json")
	var out, errb bytes.Buffer
	bin := filepath.Join(dir, "p.bin")
	if code := run([]string{"plan", "--dist", "onelong:64:65536:1024", "--json", js, "--bin", bin}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	// 65536 + 63*1024 tokens of 576 bytes at 8 TB/s.
	for _, want := range []string{"batch 64, 130048 KV tokens", "256 workgroups (256 CUs x 1)", "tile 128, overhead 188",
		"74907648 KV bytes at 8 TB/s = 9.36 us", "per-workgroup cost (token-equivalents): min "} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
	b, err := os.ReadFile(js)
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		KVLens   []int32 `json:"kv_lens"`
		Buffer   []int32
		Items    [][4]int32
		WGIndptr []int `json:"wg_indptr"`
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	pl, err := plan.Build(plan.Defaults(64), doc.KVLens)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(doc.Buffer, pl.Buf[:pl.Used()]) || len(doc.Items) != pl.NumItems() || len(doc.WGIndptr) != 257 {
		t.Errorf("the JSON plan is not the planner's: %d items, %d wg_indptr", len(doc.Items), len(doc.WGIndptr))
	}
	if b, err := os.ReadFile(bin); err != nil || !bytes.Equal(b, pl.Bytes()) {
		t.Errorf("--bin wrote %d bytes (%v), not the plan's %d", len(b), err, len(pl.Bytes()))
	}
	js2 := filepath.Join(dir, "q.json")
	run([]string{"plan", "--kv-lens", strings.Trim(strings.Repeat("1024,", 63), ",") + ",65536", "--json", js2}, &out, &errb)
	run([]string{"plan", "--kv-lens", strings.Trim(strings.Repeat("1024,", 63), ",") + ",65536", "--json", js}, &out, &errb)
	b1, _ := os.ReadFile(js)
	b2, _ := os.ReadFile(js2)
	if !bytes.Equal(b1, b2) || len(b1) == 0 {
		t.Errorf("two runs wrote different JSON")
	}
}

// TestPlanCommandErrors: bad input gives one line and exit 2, and writes no
// JSON.
func TestPlanCommandErrors(t *testing.T) {
	js := filepath.Join(t.TempDir(), "p.json")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{nil, "give one of --kv-lens and --dist"},
		{[]string{"--kv-lens", "1", "--dist", "uniform:1:1"}, "give one of --kv-lens and --dist"},
		{[]string{"--kv-lens", "1,x"}, `KV length "x"`},
		{[]string{"--dist", "zipf:3:1"}, "want uniform:B:L"},
		{[]string{"--dist", "uniform:4:8", "--cus", "0"}, "planner: cus and wg_per_cu must be >= 1"},
		{[]string{"--dist", "uniform:4:8", "--tile", "0"}, "tile must be 1..65536 tokens (tile 0)"},
		{[]string{"--dist", "uniform:4:8", "--overhead", "-1"}, "overhead -1"},
		{[]string{"--dist", "uniform:4:8", "--max-batch", "3"}, "batch 4, max_batch 3"},
		{[]string{"--dist", "uniform:4096:1048576"}, "more than 2147483647 tokens"},
		{[]string{"--kv-lens", "1", "extra"}, `unexpected argument "extra"`},
		{[]string{"--kv-lens", "1", "--config", "mla_decode_s1_p2_t32"}, "mla_decode_s1_p2_t32 is not persistent"},
		{[]string{"--kv-lens", "1", "--config", "nosuch"}, `--config: config name "nosuch"`},
		{[]string{"--kv-lens", "1", "--config", "mla_decode_s1_p2_t32_ps", "--overhead", "1048577"}, "overhead 1048577"},
	} {
		var out, errb bytes.Buffer
		code := run(append([]string{"plan", "--json", js}, tc.args...), &out, &errb)
		msg := errb.String()
		if code != 2 || !strings.Contains(msg, tc.want) || strings.Count(msg, "\n") != 1 || !strings.HasPrefix(msg, "mlagen plan: ") {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 and one line with %q", tc.args, code, msg, tc.want)
		}
		if _, err := os.Stat(js); err == nil {
			t.Fatalf("%v: wrote %s", tc.args, js)
		}
	}
}

// TestPlanBenchLengths: the planner benchmark's lengths
// (plan/testdata/longtail_4096_seed1.txt) are longtail:4096:1, whose first
// 256 are longtail:256:1, the long-tail batch.
func TestPlanBenchLengths(t *testing.T) {
	text, err := os.ReadFile("../../plan/testdata/longtail_4096_seed1.txt")
	if err != nil {
		t.Fatal(err)
	}
	got, err := verify.ParseLengthList(strings.TrimSpace(string(text)))
	if err != nil {
		t.Fatal(err)
	}
	want, _ := verify.DistLens("longtail:4096:1")
	want256, _ := verify.DistLens("longtail:256:1")
	if !slices.Equal(got, want) || !slices.Equal(got[:256], want256) {
		t.Errorf("plan/testdata/longtail_4096_seed1.txt is not longtail:4096:1 (rewrite it from `mlagen plan --dist longtail:4096:1 --json`)")
	}
}

// TestPlanDefaultsMatchTheKernels: the planner's defaults and workspace rows
// are those of the kernels mlagen generates and of the timing model's GPU.
func TestPlanDefaultsMatchTheKernels(t *testing.T) {
	if plan.WorkspaceRowBytes != 4*mla.WorkspaceRowFloats {
		t.Errorf("workspace row %d bytes, the kernels' is %d", plan.WorkspaceRowBytes, 4*mla.WorkspaceRowFloats)
	}
	if plan.DefaultHeads != mla.NumHeads {
		t.Errorf("default heads %d, the kernels have %d", plan.DefaultHeads, mla.NumHeads)
	}
	if plan.DefaultCUs != int(perf.Default().CUs) {
		t.Errorf("default CUs %d, the timing model's GPU has %v", plan.DefaultCUs, perf.Default().CUs)
	}
}

// TestPlanConfigOverhead: with --config the plan uses the kernel's work step
// and the overhead PlanParams gives it (the learned one where the table has
// it) and says where that came from; --overhead still overrides it, and
// without --config the planner's default is used and named.
func TestPlanConfigOverhead(t *testing.T) {
	cfg := mla.Config{Splits: 1, Stages: 2, Tile: 32}.With(mla.Dims{PS: true})
	want := cfg.PlanParams(1)
	for _, tc := range []struct {
		args         []string
		tile, over   int
		sourceSubstr string
	}{
		{[]string{"--config", cfg.Name()}, want.Tile, want.Overhead, cfg.PlanOverheadSource()},
		{[]string{"--config", cfg.Name(), "--overhead", "7"}, want.Tile, 7, "--overhead"},
		{nil, plan.DefaultTile, plan.DefaultOverhead, "plan.DefaultOverhead (no --config)"},
	} {
		var out, errb bytes.Buffer
		if code := run(append([]string{"plan", "--dist", "longtail:64:1"}, tc.args...), &out, &errb); code != 0 {
			t.Fatalf("%v: exit %d: %s", tc.args, code, errb.String())
		}
		lines := strings.Split(out.String(), "\n")
		if first := fmt.Sprintf("overhead %d: %s", tc.over, tc.sourceSubstr); lines[0] != first {
			t.Errorf("%v: first line %q, want %q", tc.args, lines[0], first)
		}
		if !strings.Contains(lines[1], fmt.Sprintf("tile %d, overhead %d token-equivalents", tc.tile, tc.over)) {
			t.Errorf("%v: %q", tc.args, lines[1])
		}
	}
}
