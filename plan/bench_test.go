package plan

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/mlagen/mlagen/internal/testenv"
)

// benchLens is the long-tail batch: the first batch lengths of
// longtail:4096:1 (the first 256 are longtail:256:1). They are read from
// testdata, written by `mlagen plan --dist longtail:4096:1 --json` (the
// lengths' kv_lens), rather than drawn with package verify, whose weight in
// this package's test binary would slow `make test`'s fuzz build; a test in
// cmd/mlagen checks the file against the distribution.
func benchLens(b *testing.B, batch int) []int32 {
	text, err := os.ReadFile("testdata/longtail_4096_seed1.txt")
	if err != nil {
		b.Fatal(err)
	}
	var lens []int32
	for _, f := range strings.Split(strings.TrimSpace(string(text)), ",")[:batch] {
		n, err := strconv.Atoi(f)
		if err != nil {
			b.Fatal(err)
		}
		lens = append(lens, int32(n))
	}
	return lens
}

// BenchmarkBuild: the Go planner's CPU time per plan into a reused buffer,
// default parameters (256 workgroups):
//
//	go test ./plan -run '^$' -bench Build -benchmem
func BenchmarkBuild(b *testing.B) {
	for _, batch := range []int{256, 4096} {
		b.Run(fmt.Sprintf("batch%d", batch), func(b *testing.B) {
			p, lens := Defaults(batch), benchLens(b, batch)
			lay, err := p.Layout()
			if err != nil {
				b.Fatal(err)
			}
			buf := make([]int32, lay.Ints)
			b.ResetTimer()
			for b.Loop() {
				if _, err := BuildInto(buf, p, lens); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkCPlanner: the C planner (clang-22 -O2) on the same batches; the
// C driver measures its own process CPU time over b.N calls and the
// benchmark reports it as c-ns/op (ns/op is the whole run, compile excluded):
//
//	go test ./plan -run '^$' -bench CPlanner
func BenchmarkCPlanner(b *testing.B) {
	bin := filepath.Join(b.TempDir(), "bench")
	cc := exec.Command(testenv.Tool(b, "clang-22"), "-x", "c", "-std=c11", "-O2", "-Ic", "c/mla_plan.c", "testdata/bench.c", "-o", bin)
	if out, err := cc.CombinedOutput(); err != nil {
		b.Fatalf("%v: %v\n%s", cc.Args, err, out)
	}
	for _, batch := range []int{256, 4096} {
		b.Run(fmt.Sprintf("batch%d", batch), func(b *testing.B) {
			var in bytes.Buffer
			binary.Write(&in, binary.LittleEndian, []int32{int32(batch), int32(b.N)})
			binary.Write(&in, binary.LittleEndian, benchLens(b, batch))
			run := exec.Command(bin)
			run.Stdin = &in
			b.ResetTimer()
			out, err := run.Output()
			if err != nil {
				b.Fatal(err)
			}
			f := strings.Fields(string(out))
			if len(f) == 0 {
				b.Fatalf("driver printed %q", out)
			}
			ns, err := strconv.ParseFloat(f[0], 64)
			if err != nil {
				b.Fatalf("driver printed %q", out)
			}
			b.ReportMetric(ns, "c-ns/op")
		})
	}
}
