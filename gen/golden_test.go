package gen

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite golden files under testdata/golden")

// golden compares got with testdata/golden/name, or rewrites it with -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", "golden", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./gen -run Golden -update to create it)", err)
	}
	if diff := cmp.Diff(string(want), string(got)); diff != "" {
		t.Errorf("%s differs from golden (-want +got); if intended, rerun with -update:\n%s", name, diff)
	}
}

// Four configs cover the template's branches: direct output with one stage
// and four waves merged in LDS; 8 splits of four double-buffered waves; two
// waves with a four-stage wait chain; one wave (no merge) with 128-token tiles
// of four softmax steps.
var goldenConfigs = []Config{{1, 1, 32}, {8, 2, 32}, {5, 4, 32}, {3, 1, 128}}

func TestGoldenHIP(t *testing.T) {
	for _, c := range goldenConfigs {
		src, err := ExpandHIP(c, "mlagen --config "+c.Name())
		if err != nil {
			t.Fatal(err)
		}
		golden(t, c.Name()+".hip", src)
	}
}

// fakeResult is a compiled-looking result with fixed resources, so the
// registry and header can be checked without a compiler.
func fakeResult() *Result {
	r := &Result{Compiler: &Compiler{Path: "clang++", Kind: "clang", Version: "clang version 22.1.8"}}
	for i, c := range goldenConfigs {
		k := &Kernel{Config: c, Source: []byte("// source\n"), CodeObject: []byte{0x7f, 'E', 'L', 'F', byte(i)}}
		k.Decode = Resources{Kernel: c.Name(), VGPRs: 100 + i, SGPRs: 30, LDSBytes: c.LDSBytes(), BlockSize: c.DecodeBlock().X, WavesPerSIMD: 4, WorkgroupsPerCU: 4, Limiter: "VGPRs"}
		if c.Splits > 1 {
			k.Reduce = &Resources{Kernel: c.ReduceName(), VGPRs: 14, SGPRs: 20, BlockSize: ReduceBlockSize, WavesPerSIMD: 8, WorkgroupsPerCU: 4, Limiter: "waves"}
		}
		r.Kernels = append(r.Kernels, k)
	}
	r.Shapes = []ShapeEntry{{Shape{64, 1024}, Config{8, 2, 32}}}
	return r
}

func TestGoldenRegistryHeaderManifest(t *testing.T) {
	files, err := render(fakeResult(), "mlagen --golden")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{RegistryFile, HeaderFile, ManifestFile} {
		golden(t, name+".golden", files[name])
	}
}
