package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/mlagen/mlagen/generated"
	"github.com/mlagen/mlagen/internal/gentest"
	"github.com/mlagen/mlagen/internal/testenv"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/perf"
)

// TestModelCommand: `mlagen model` prints the modeled table (labelled so),
// writes JSON that says "modeled": true, runs a code object given by path,
// and refuses bad input with one message and exit 2.
func TestModelCommand(t *testing.T) {
	sel := mla.Select(mla.Shape{Batch: 4, KVLen: 1024}).Name()
	dir := t.TempDir()
	js := filepath.Join(dir, "m.json")
	var out, errb bytes.Buffer
	if code := run([]string{"model", "--shape", "4x1024", "--json", js}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	text := out.String()
	for _, want := range []string{"MODELED", "total us (modeled)", "4x1024", sel, "geomean (modeled)"} {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q:\n%s", want, text)
		}
	}
	var doc struct {
		Modeled bool `json:"modeled"`
		Shapes  []struct {
			Result struct {
				Modeled bool    `json:"modeled"`
				TotalUs float64 `json:"total_us"`
			} `json:"result"`
		} `json:"shapes"`
	}
	b, err := os.ReadFile(js)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	if !doc.Modeled || len(doc.Shapes) != 1 || !doc.Shapes[0].Result.Modeled || doc.Shapes[0].Result.TotalUs <= 0 {
		t.Errorf("JSON: %+v", doc)
	}

	// a code object from a file gives the same numbers as generated/'s
	co := filepath.Join(dir, "k.hsaco")
	if err := os.WriteFile(co, generated.Registry.Lookup(sel).CodeObject, 0o644); err != nil {
		t.Fatal(err)
	}
	var out2 bytes.Buffer
	if code := run([]string{"model", "--shape", "4x1024", "--codeobject", co, "--kernel", sel}, &out2, &errb); code != 0 {
		t.Fatalf("--codeobject: exit %d: %s", code, errb.String())
	}
	if table(out.String()) != table(out2.String()) {
		t.Errorf("--codeobject table differs:\n%s\nvs\n%s", out2.String(), out.String())
	}

	for _, args := range [][]string{
		{"model", "--shape", "4x"},
		{"model", "--codeobject", co},
		{"model", "--kernel", sel},
		{"model", "--seed", filepath.Join(dir, "missing.hsaco")},
		{"model", "--aiter", filepath.Join(dir, "missing.co")},
		{"model", "--set", "nosuch=1"},
		{"model", "--set", "hbm_latency=-1"},
		{"model", "--config", "mla_decode_s0_p1_t32"},
		{"model", "extra"},
	} {
		var o, e bytes.Buffer
		if code := run(args, &o, &e); code != 2 || strings.Count(strings.TrimSpace(e.String()), "\n") != 0 || o.Len() != 0 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q: want exit 2 and one message", args, code, o.String(), e.String())
		}
	}
}

// table is the output's table lines (without the timing line).
func table(s string) string {
	var keep []string
	for _, l := range strings.Split(s, "\n") {
		if !strings.Contains(l, "model calls") {
			keep = append(keep, l)
		}
	}
	return strings.Join(keep, "\n")
}

// TestModelReferenceColumns: with --seed and --aiter the model times both
// reference kernels beside mlagen's, each at its own split choice, in one
// modeled table (../shared holds them; the test skips, saying so, without it).
func TestModelReferenceColumns(t *testing.T) {
	seed, _ := testenv.Seed(t)
	aiter, _ := testenv.AITER(t)
	var out, errb bytes.Buffer
	if code := run([]string{"model", "--shape", "4x1024", "--seed", seed, "--aiter", aiter}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	text := out.String()
	for _, want := range []string{"total us per kernel (MODELED)", "mlagen", "seed", "aiter", "stage-2 merge",
		"aiter_ps", "measured, not modeled"} { // the persistent sibling beside it, its stage 2 labelled
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "NaN") {
		t.Errorf("a reference kernel failed to model:\n%s%s", text, errb.String())
	}
}

// --aiter takes a row-folded AITER kernel for the --heads/--qlen it serves
// (its own grid and argument block) and refuses it for others.
func TestModelAITERRowAnchor(t *testing.T) {
	path, _ := testenv.AITERCodeObject(t, "mla_a8w8_qh16_qseqlen2_gqaratio16.co")
	var out, errb bytes.Buffer
	if code := run([]string{"model", "--shape", "4x1024", "--qlen", "2", "--aiter", path}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if text := out.String(); !strings.Contains(text, "aiter") || !strings.Contains(text, "stage 1 only") || strings.Contains(text, "NaN") {
		t.Errorf("no modeled AITER column for q_len 2:\n%s%s", text, errb.String())
	}
	out.Reset()
	errb.Reset()
	if code := run([]string{"model", "--shape", "4x1024", "--aiter", path}, &out, &errb); code == 0 || !strings.Contains(errb.String(), "serves 16 heads with q_len [2]") {
		t.Errorf("a q_len 2 kernel for q_len 1: exit %d, %s", code, errb.String())
	}
}

// TestModelInstsNamesTheDimensionKernel: --insts with a dimension flag
// measures the variant's one-split sibling and names it with its suffix (it
// printed the plain name for the _lse kernel it had measured).
func TestModelInstsNamesTheDimensionKernel(t *testing.T) {
	one := mla.Select(mla.Shape{Batch: 4, KVLen: 1024}).Base()
	one.Splits = 1
	want := one.With(mla.Dims{LSE: true}).Name()
	var out, errb bytes.Buffer
	if code := run([]string{"model", "--shape", "4x1024", "--lse", "--insts"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if !strings.Contains(out.String(), want+" ") {
		t.Errorf("--insts does not name %s:\n%s", want, out.String())
	}
	// A variant with its own tuned entry is measured on that entry's
	// (stages, tile), not the plain selection's; --config keeps its
	// dimensions (both measured the wrong kernel before).
	mx := mla.Dims{KV: mla.KVMXFP4}
	tuned := mla.SelectWith(mla.Shape{Batch: 4, KVLen: 1024}, mx)
	tuned.Splits = 1
	named := mla.Config{Splits: 1, Stages: 1, Tile: 32, Dims: mx}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--kv", "mxfp4"}, tuned.Name()},
		{[]string{"--config", named.Name()}, named.Name()},
	} {
		out.Reset()
		errb.Reset()
		if code := run(append([]string{"model", "--shape", "4x1024", "--insts"}, c.args...), &out, &errb); code != 0 {
			t.Fatalf("%v: exit %d: %s", c.args, code, errb.String())
		}
		insts := out.String()[strings.Index(out.String(), "inst/token"):]
		if !strings.Contains(insts, c.want+" ") {
			t.Errorf("%v: --insts does not measure %s:\n%s", c.args, c.want, insts)
		}
	}
}

// model --kv bf16 runs the bf16 kernel on a bf16 cache (the model's inputs
// in the subject's format: an fp8 cache is refused) and puts the HBM floor at
// 1152 bytes a token, twice fp8's; model --kv mxfp4 likewise at 306 (288 bytes
// of e2m1 and 18 of scales).
func TestModelBF16Floor(t *testing.T) {
	s := mla.Shape{Batch: 4, KVLen: 1024}
	floor := func(args ...string) float64 {
		dir := t.TempDir()
		js := filepath.Join(dir, "m.json")
		var out, errb bytes.Buffer
		if code := run(append([]string{"model", "--shape", s.String(), "--json", js}, args...), &out, &errb); code != 0 {
			t.Fatalf("model %v: exit %d: %s", args, code, errb.String())
		}
		raw, err := os.ReadFile(js)
		if err != nil {
			t.Fatal(err)
		}
		var doc struct {
			Shapes []struct {
				Result struct {
					HBMFloorUs float64 `json:"hbm_floor_us"`
				} `json:"result"`
			} `json:"shapes"`
		}
		if err := json.Unmarshal(raw, &doc); err != nil || len(doc.Shapes) != 1 {
			t.Fatalf("model %v: json %v, %d shapes", args, err, len(doc.Shapes))
		}
		return doc.Shapes[0].Result.HBMFloorUs
	}
	fp8, bf16, mx := floor(), floor("--kv", "bf16"), floor("--kv", "mxfp4")
	if fp8 <= 0 || math.Abs(bf16-2*fp8) > 1e-9*fp8 {
		t.Errorf("HBM floor: fp8 %g us, bf16 %g us; want bf16 = 2 x fp8", fp8, bf16)
	}
	// MXFP4: 288 bytes of e2m1 and 18 of e8m0 scales a token.
	if math.Abs(mx-fp8*306/576) > 1e-9*fp8 {
		t.Errorf("HBM floor: fp8 %g us, mxfp4 %g us; want mxfp4 = 306/576 x fp8", fp8, mx)
	}
}

// `mlagen model --dist`: per batch a static row and a persistent (_ps) row,
// labelled modeled, beside the HBM floor; on one long sequence among short
// ones the planned kernel is modeled faster than the static one (the static
// one's long splits bind it). Bad ragged flags are usage errors.
func TestModelRagged(t *testing.T) {
	gentest.Compiler(t) // the one-split configs the lines are fitted on
	var out, errb bytes.Buffer
	if code := run([]string{"model", "--dist", "onelong:16:16384:256"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	t.Logf("\n%s", out.String())
	static := mla.Select(mla.Shape{Batch: 16, KVLen: (16384 + 15*256 + 15) / 16})
	total := map[string]float64{}
	for _, line := range strings.Split(out.String(), "\n") {
		f := strings.Fields(line)
		if len(f) >= 10 && f[0] == "onelong:16:16384:256" {
			v, err := strconv.ParseFloat(f[6], 64)
			if err != nil {
				t.Fatal(err)
			}
			total[f[1]] = v
		}
	}
	ps := static.With(mla.Dims{PS: true}).Name()
	if !strings.Contains(out.String(), "MODELED") || len(total) != 2 || total[static.Name()] == 0 || total[ps] == 0 {
		t.Fatalf("want rows of %s and %s: %v", static.Name(), ps, total)
	}
	if total[ps] >= total[static.Name()] {
		t.Errorf("planned %.2f us, static %.2f us (modeled): the plan should win on one long sequence", total[ps], total[static.Name()])
	}
	for _, args := range [][]string{
		{"model", "--dist", "onelong:16"},
		{"model", "--dist", "uniform:4:10", "--kv-lens", "1,2"},
		{"model", "--kv-lens", "1,2", "--config", "mla_decode_s1_p2_t32_ps"},
		{"model", "--kv-lens", "1,2", "--kv", "bf16"},
		{"model", "--kv-lens", "1,2", "--heads", "128", "--qlen", "2", "--fold", "128"},
		{"model", "--ps", "--shape", "4x1024"},
		{"model", "--config", "mla_decode_s1_p2_t32_ps"},
		{"model", "--kv-lens", "1,2", "--plan-overhead", "-1"},
		{"model", "--kv-lens", "1,2", "--plan-overhead", "1048577"},
		{"model", "--kv-lens", "1,2", "--plan-overhead", "0xlearned"},
		{"model", "--kv-lens", "1,2", "--plan-overhead", "learned,"},
		{"model", "--plan-overhead", "188"},
	} {
		var o, e bytes.Buffer
		if code := run(args, &o, &e); code != 2 || o.Len() != 0 || strings.Count(strings.TrimSpace(e.String()), "\n") != 0 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2 and one line", args, code, o.String(), e.String())
		}
	}
}

// `mlagen model --dist` with dimension flags: the static row is the variant
// selected with them (here a row-folded kernel of all 32 rows), the
// persistent row its _ps sibling, both named with their dimensions, and the
// workgroup line is fitted on the folded kernel itself (its name in the
// notes), not on the plain one.
func TestModelRaggedFolded(t *testing.T) {
	gentest.Compiler(t)
	var out, errb bytes.Buffer
	if code := run([]string{"model", "--heads", "32", "--fold", "32", "--dist", "onelong:8:8192:256"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	t.Logf("\n%s", out.String())
	static := mla.SelectWith(mla.Shape{Batch: 8, KVLen: (8192 + 7*256 + 7) / 8}, mla.Dims{Heads: mla.Heads32, Fold: mla.Fold32})
	static.One = false
	rows := 0
	for _, line := range strings.Split(out.String(), "\n") {
		if f := strings.Fields(line); len(f) >= 10 && f[0] == "onelong:8:8192:256" {
			rows++
			if !strings.HasSuffix(f[1], "_h32_fold32") {
				t.Errorf("row %q: want a 32-head fold-32 kernel", line)
			}
		}
	}
	line := perf.LineConfig(static).Name() + " on 32 CUs"
	if rows != 2 || !strings.Contains(out.String(), line) || !strings.Contains(out.String(), "_ps_h32_fold32 on one workgroup") {
		t.Errorf("want a static and a persistent row, the line fitted on %s:\n%s", perf.LineConfig(static).Name(), out.String())
	}
}

// --plan-overhead plans the persistent kernel once per value, each row
// saying the overhead it was planned with and where it came from; the
// learned value is the table's (PlanParams'), its multiple is computed from
// it, and the overhead changes the plan (here: how many items it cuts).
func TestModelPlanOverhead(t *testing.T) {
	gentest.Compiler(t)
	var out, errb bytes.Buffer
	if code := run([]string{"model", "--dist", "onelong:16:16384:256", "--plan-overhead", "learned,0,2xlearned,5000"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	ps := mla.Select(mla.Shape{Batch: 16, KVLen: (16384 + 15*256 + 15) / 16}).With(mla.Dims{PS: true})
	learned, label := ps.PlanParams(16).Overhead, "default"
	if _, ok := mla.PlanOverheadFor(ps); ok {
		label = "learned"
	}
	items := map[string]bool{}
	for _, want := range []string{
		fmt.Sprintf("%d (%s)", learned, label), "0 (given)", fmt.Sprintf("%d (2x %s)", 2*learned, label), "5000 (given)",
		ps.Name() + " on one workgroup: ", "(modeled)",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
	for _, line := range strings.Split(out.String(), "\n") {
		if strings.HasPrefix(line, "onelong:16:16384:256, overhead ") {
			items[strings.Fields(line)[5]] = true
		}
	}
	if len(items) < 2 {
		t.Errorf("every overhead gave a plan of the same number of items %v:\n%s", items, out.String())
	}
}

// TestModelCalibrationFlags: --calibration refuses an unreadable
// --aiter-reduce with one message and exit 2, before modeling anything.
func TestModelCalibrationFlags(t *testing.T) {
	var out, errb bytes.Buffer
	missing := filepath.Join(t.TempDir(), "absent.hsaco")
	if code := run([]string{"model", "--calibration", "--aiter-reduce", missing}, &out, &errb); code != 2 {
		t.Fatalf("exit %d, want 2: %s", code, errb.String())
	}
	if !strings.Contains(errb.String(), "--aiter-reduce") || out.Len() != 0 {
		t.Errorf("stderr %q, stdout %q", errb.String(), out.String())
	}
}
