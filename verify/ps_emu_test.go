package verify_test

import (
	"context"
	"testing"

	"github.com/mlagen/mlagen/gen"
	"github.com/mlagen/mlagen/internal/gentest"
	"github.com/mlagen/mlagen/verify"
	"github.com/mlagen/mlagen/verify/emu"
)

// psSmoke runs persistent kernels on the emulator on small ragged batches.
func TestPSSmoke(t *testing.T) {
	cc := gentest.Compiler(t)
	cfgs := []gen.Config{{Splits: 1, Stages: 3, Tile: 32, Dims: gen.Dims{PS: true}}}
	res, err := gen.Generate(context.Background(), gen.Options{Configs: cfgs, Command: "mlagen (test)", Compiler: cc})
	if err != nil {
		t.Fatal(err)
	}
	e, err := emu.New()
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	for _, lens := range [][]int{{300}, {0, 1000, 17, 5000, 0}} {
		k := res.Kernels[0]
		in := verify.NewRaggedInputs(3, lens)
		r := verify.CheckInputs(e, k.CodeObject, k.Config, in, "ragged", "", verify.CheckOptions{Seed: 3})
		if r.Err != nil {
			t.Fatalf("%v: %v", lens, r.Err)
		}
		t.Logf("%v: err/bound %.3f part %v run %v", lens, r.Report.WorstRatio, r.Report.Partials, r.Run)
		if !r.Pass() {
			t.Errorf("%v: %s", lens, r.Report.Failure(in.Element))
		}
	}
}
