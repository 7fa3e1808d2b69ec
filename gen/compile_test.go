package gen

import (
	"context"
	"strings"
	"sync"
	"testing"

	"github.com/mlagen/mlagen/gen/codeobj"
	"github.com/mlagen/mlagen/mla"
)

// needCompiler returns the gfx950 compiler. The toolchain is installable
// everywhere (make test installs clang-22), so its absence fails the test.
// The probe (a compile of its own) runs once per test binary.
func needCompiler(t testing.TB) *Compiler {
	t.Helper()
	cc, err := foundCompiler()
	if err != nil {
		t.Fatalf("%v\n(`make test` installs clang-22 on Debian/Ubuntu)", err)
	}
	c := *cc
	return &c
}

var foundCompiler = sync.OnceValues(func() (*Compiler, error) { return FindCompiler("") })

// compileSample picks, for every (tile, stages) pair, the extreme split counts
// and one in between, so every template branch and reduce size class compiles.
func compileSample() []mla.Config {
	var out []mla.Config
	for i, c := range mla.AllConfigs() {
		if c.Splits == 1 || c.Splits == mla.MaxSplits || c.Splits == 2+(c.Stages*7+c.Tile+i/64)%61 {
			out = append(out, c)
		}
	}
	return out
}

func TestCompileSampleOfAllConfigs(t *testing.T) {
	cc := needCompiler(t)
	sample := compileSample()
	pairs := map[[2]int]bool{}
	for _, c := range mla.AllConfigs() {
		pairs[[2]int{c.Tile, c.Stages}] = true
	}
	if len(sample) < 3*len(pairs) {
		t.Fatalf("sample of %d configs is too small for %d (tile, stages) pairs", len(sample), len(pairs))
	}
	res, err := Generate(context.Background(), Options{Configs: sample, Command: "mlagen test", Compiler: cc})
	if err != nil {
		t.Fatal(err) // Generate fails on any compile error, spill or scratch use
	}
	for _, k := range res.Kernels {
		co, err := codeobj.Parse(k.CodeObject)
		if err != nil {
			t.Fatalf("%s: %v", k.Config.Name(), err)
		}
		if !strings.HasSuffix(co.Target, "gfx950") && !strings.Contains(co.Target, "gfx950:") {
			t.Errorf("%s: target %q, want gfx950", k.Config.Name(), co.Target)
		}
		want := 1
		if k.Config.Splits > 1 {
			want = 2
		}
		if len(co.Kernels) != want {
			t.Errorf("%s: %d kernels in the code object, want %d", k.Config.Name(), len(co.Kernels), want)
		}
		if k.Decode.LDSBytes != k.Config.LDSBytes() {
			t.Errorf("%s: %d bytes of LDS, the config says %d", k.Config.Name(), k.Decode.LDSBytes, k.Config.LDSBytes())
		}
	}
	t.Logf("compiled %d configs in %s", len(res.Kernels), res.WallTime)
}

func TestCompilerErrorsAreClear(t *testing.T) {
	cc := needCompiler(t)
	_, err := cc.Compile(context.Background(), "broken", []byte("this is not C++\n"))
	if err == nil || !strings.Contains(err.Error(), "compiling broken with") || !strings.Contains(err.Error(), "error") {
		t.Fatalf("want a compile error naming the unit and quoting the compiler, got %v", err)
	}
	if _, err := FindCompiler("/nonexistent/clang++"); err == nil || !strings.Contains(err.Error(), "not found") {
		t.Fatalf("FindCompiler(missing) = %v", err)
	}
	if _, err := FindCompiler("/bin/true"); err == nil {
		t.Fatal("FindCompiler(/bin/true) accepted a non-compiler")
	}
}

func TestResourcesRejectSpillsAndScratch(t *testing.T) {
	for _, r := range []mla.Resources{{Kernel: "k", VGPRSpills: 1}, {Kernel: "k", SGPRSpills: 2}, {Kernel: "k", ScratchBytes: 16}} {
		if r.Check() == nil {
			t.Errorf("%+v passed Check", r)
		}
	}
	if err := (mla.Resources{Kernel: "k", VGPRs: 128}).Check(); err != nil {
		t.Error(err)
	}
}

func TestOccupancy(t *testing.T) {
	cases := []struct {
		vgprs, agprs, sgprs, lds, block int
		wgs, waves                      int
		limiter                         string
	}{
		{116, 0, 30, 36864, 256, 4, 4, "VGPRs"},  // 512/120 = 4 waves per SIMD; LDS allows 4
		{152, 0, 33, 55296, 256, 2, 2, "LDS"},    // VGPRs allow 3, LDS 2
		{64, 0, 30, 0, 256, 8, 8, "waves"},       // 8 waves per SIMD at most
		{14, 0, 20, 0, 512, 4, 8, "waves"},       // 8-wave workgroups: 32 slots / 8
		{158, 0, 43, 45312, 256, 3, 3, "VGPRs"},  // the seed kernel: 512/160 = 3
		{256, 128, 30, 0, 256, 2, 2, "VGPRs"},    // vgpr_count includes the AGPRs: 512/256 = 2
		{438, 182, 47, 157248, 128, 1, 1, "LDS"}, // 438 counted once (not 438+182 > 512, no wave at all)
	}
	for _, c := range cases {
		k := &codeobj.Kernel{Name: "k", VGPRCount: c.vgprs, AGPRCount: c.agprs, SGPRCount: c.sgprs, GroupSegmentFixedSize: uint32(c.lds)}
		r := mla.ResourcesOf(k, c.block)
		if r.WorkgroupsPerCU != c.wgs || r.WavesPerSIMD != c.waves || r.Limiter != c.limiter {
			t.Errorf("%+v: got %d WG/CU, %d waves/SIMD (%s); want %d, %d (%s)", c, r.WorkgroupsPerCU, r.WavesPerSIMD, r.Limiter, c.wgs, c.waves, c.limiter)
		}
	}
}
