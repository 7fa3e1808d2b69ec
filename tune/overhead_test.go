package tune

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/mlagen/mlagen/mla"
)

// The committed overhead table, read from the file, is the one embedded in
// package mla, byte for byte what RenderOverheads writes, and PlanParams
// plans each of its kernels with its overhead.
func TestCommittedOverheads(t *testing.T) {
	path := filepath.Join("..", OverheadFile)
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	cmd, entries, err := ReadOverheads(path, src)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(mla.PlanOverheads(), entries); diff != "" {
		t.Errorf("%s read differs from mla's embedded table (-embedded +read):\n%s", path, diff)
	}
	if cmd != mla.PlanOverheadCommand() {
		t.Errorf("command %q, PlanOverheadCommand %q", cmd, mla.PlanOverheadCommand())
	}
	again, err := RenderOverheads(cmd, entries)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(again, src) {
		t.Errorf("%s is not what RenderOverheads writes for its own entries (edited by hand?)", path)
	}
	for _, e := range entries {
		c, _ := mla.ParseName(e.Kernel)
		if got := c.PlanParams(8).Overhead; got != e.Overhead {
			t.Errorf("%s: PlanParams overhead %d, table %d", e.Kernel, got, e.Overhead)
		}
		if src := c.PlanOverheadSource(); !strings.Contains(src, "learned by mlagen tune") {
			t.Errorf("%s: source %q", e.Kernel, src)
		}
	}
}

var overheadSample = []mla.PlanOverhead{
	{Kernel: "mla_decode_s1_p2_t32_ps", Overhead: 257, Backend: "model", Fingerprint: "12c33eaf68eb", WGUs: 1.0351, ItemUs: 4.1793, PerTokenUs: 0.0162667},
	{Kernel: "mla_decode_s1_p1_t128_ps", Overhead: 90, Backend: "hip", Fingerprint: "AMD Instinct MI355X", WGUs: -0.25, ItemUs: 1, PerTokenUs: 0.011},
}

func TestOverheadsRoundTrip(t *testing.T) {
	const cmd = "mlagen tune --plan-overhead --write"
	entries := MergeOverheads(nil, overheadSample)
	a, err := RenderOverheads(cmd, entries)
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := RenderOverheads(cmd, entries); !bytes.Equal(a, b) {
		t.Fatal("two renders differ")
	}
	gotCmd, got, err := ReadOverheads("t.json", a)
	if err != nil {
		t.Fatal(err)
	}
	if gotCmd != cmd {
		t.Errorf("command %q", gotCmd)
	}
	if diff := cmp.Diff(entries, got); diff != "" {
		t.Errorf("round trip (-want +got):\n%s", diff)
	}
	if entries[0].Kernel != "mla_decode_s1_p1_t128_ps" {
		t.Errorf("MergeOverheads: not by name: %v", entries)
	}
	good := string(a)
	for _, c := range []struct{ name, src, want string }{
		{"the tuned table", strings.ReplaceAll(good, "--plan-overhead", "--shape all"), "not a table mlagen tune --plan-overhead wrote"},
		{"not persistent", strings.Replace(good, "t32_ps", "t32", 1), "not persistent"},
		{"bad overhead", strings.Replace(good, `"overhead":257`, `"overhead":-3`, 1), "overhead -3 is not 0..1048576"},
		{"bad backend", strings.Replace(good, `"backend":"model"`, `"backend":"guess"`, 1), "backend \"guess\""},
		{"unknown field", strings.Replace(good, `"wg_us"`, `"wgus"`, 1), "unknown field"},
		{"duplicate", strings.Replace(good, "s1_p1_t128_ps", "s1_p2_t32_ps", 1), "twice"},
	} {
		if _, _, err := ReadOverheads("t.json", []byte(c.src)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error saying %q", c.name, err, c.want)
		}
	}
}

// synthTimer times a workgroup as a known line: overhead 120 tokens.
type synthTimer struct{ calls int }

func (s *synthTimer) TimeItems(_ context.Context, cfg mla.Config, items, tokens int) (float64, error) {
	s.calls++
	return 0.8 + float64(items)*(1.2+0.01*float64(tokens)), nil
}

// LearnOverhead recovers a known overhead from an ItemTimer's timings, and
// the entry it makes is one the table accepts and PlanParams would use.
func TestLearnOverhead(t *testing.T) {
	cfg := mla.Config{Splits: 1, Stages: 2, Tile: 32}.With(mla.Dims{PS: true})
	st := &synthTimer{}
	c, err := LearnOverhead(context.Background(), st, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if c.Overhead() != 120 || st.calls != 3 {
		t.Errorf("overhead %d from %d timings, want 120 from 3", c.Overhead(), st.calls)
	}
	e := OverheadEntry(cfg, c, "model", "fp")
	if e.Kernel != cfg.Name() || e.Overhead != 120 || e.ItemUs != 1.2 || e.PerTokenUs != 0.01 || e.WGUs != 0.8 {
		t.Errorf("entry %+v", e)
	}
	if _, err := RenderOverheads("mlagen tune --plan-overhead --write", []mla.PlanOverhead{e}); err != nil {
		t.Error(err)
	}
	if n := len(PersistentConfigs()); n == 0 {
		t.Error("no persistent configs to learn")
	}
	for _, c := range PersistentConfigs() {
		if !c.PS || c.Splits != 1 || c.Validate() != nil {
			t.Errorf("%s: not a valid persistent config", c)
		}
	}
}
