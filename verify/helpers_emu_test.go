package verify_test

import (
	"context"
	"testing"

	"github.com/mlagen/mlagen/emu"
	"github.com/mlagen/mlagen/gen"
	"github.com/mlagen/mlagen/mla"
)

// generate compiles cfgs from the current templates with cc.
func generate(t *testing.T, cc *gen.Compiler, cfgs []mla.Config) *gen.Result {
	t.Helper()
	res, err := gen.Generate(context.Background(), gen.Options{Configs: cfgs, Command: gen.OnDemandCommand, Compiler: cc})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// newEmulator returns an emulator that is closed when the test ends.
func newEmulator(t *testing.T) *emu.Emulator {
	t.Helper()
	e, err := emu.New()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}
