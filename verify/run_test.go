package verify

import (
	"slices"
	"strings"
	"testing"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/mla"
)

// Run on the fake backend computes exactly the faithful reference, for one
// split (no workspace, no reduce) and several, with ragged lengths: a
// length-0 sequence, lengths 1 and below the split count (empty splits),
// lengths not a multiple of the tile.
func TestRunFake(t *testing.T) {
	in := NewRaggedInputs(51, []int{0, 1, 5, 95, 300, 64})
	ex := Exact(in, nil)
	for _, cfg := range []mla.Config{cfgS1T32, cfgS4T32, {Splits: 7, Stages: 2, Tile: 64}} {
		be := newFake()
		o, err := RunFull(be, fakeCode, cfg, in)
		if err != nil {
			t.Fatalf("%v: %v", cfg, err)
		}
		f := Faithful(cfg, in, nil)
		if !slices.Equal(o.Out, f.Out) {
			t.Errorf("%v: Run's output differs from the faithful reference", cfg)
		}
		rep := CompareAll(o, ex, nil, f, in)
		if !rep.Pass() {
			t.Errorf("%v: %s", cfg, rep.Failure(nil))
		}
		// The workspace comes back and holds exactly the faithful partials.
		if (rep.Partials != nil) != (cfg.Splits > 1) || (rep.Partials != nil && (rep.Partials.Worst != 0 || rep.Partials.Rows != in.Batch()*mla.NumHeads*cfg.Splits)) {
			t.Errorf("%v: partials %+v", cfg, rep.Partials)
		}
		wantLaunches := 1
		if cfg.Splits > 1 {
			wantLaunches = 2
			if !strings.HasPrefix(be.log[1], cfg.ReduceName()+" grid {16 6 1} block {512 1 1}") {
				t.Errorf("%v: reduce launch %q", cfg, be.log[1])
			}
		}
		if len(be.log) != wantLaunches || !strings.HasPrefix(be.log[0], cfg.Name()+" grid {") {
			t.Errorf("%v: launches %q", cfg, be.log)
		}
		if len(be.allocs) != 0 {
			t.Errorf("%v: %d allocations left: %v", cfg, len(be.allocs), be)
		}
	}
}

// Broken kernels run through Run fail the comparison, each for its reason.
func TestRunFakeBroken(t *testing.T) {
	in := NewRaggedInputs(52, []int{2048, 3, 700})
	ex := Exact(in, nil)
	for _, tc := range []struct {
		name string
		cfg  mla.Config
		brk  fakeBreak
		want string
	}{
		{"skip a tile", cfgS1T32, fakeBreak{v: skipTileKernel(0, 0, 17)}, "past the strict bound"},
		{"skip a tile, split", cfgS4T32, fakeBreak{v: skipTileKernel(2, 3, 0)}, "past the strict bound"},
		{"drop rope", cfgS4T32, fakeBreak{v: dropRopeKernel()}, "past the strict bound"},
		{"unwritten element", cfgS1T32, fakeBreak{unwritten: 1 + 16*512 + 5*512 + 77}, "1 elements never written"},
		{"unwritten element, split", cfgS4T32, fakeBreak{unwritten: 1 + 2*16*512}, "1 elements never written"},
		{"reads an empty split's acc", cfgS4T32, fakeBreak{readsEmpty: true}, "NaN"},
	} {
		be := newFake()
		be.brk = tc.brk
		out, err := Run(be, fakeCode, tc.cfg, in)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		f := Faithful(tc.cfg, in, nil)
		rep := Compare(out, ex, f)
		msg := rep.Failure(nil)
		if rep.Pass() || !strings.Contains(msg, tc.want) {
			t.Errorf("%s: %q, want a failure with %q", tc.name, msg, tc.want)
		}
		t.Logf("%s: %s", tc.name, msg)
	}
}

// Run's errors: a missing kernel, an argument list that does not match the
// ABI.
func TestRunErrors(t *testing.T) {
	in := NewInputs(53, 1, 40)
	if _, err := Run(newFake(), []byte("not fake"), cfgS1T32, in); err == nil {
		t.Error("a bad code object loads")
	}
	if _, err := Run(newFake(), fakeCode, mla.Config{Splits: 1, Stages: 2, Tile: 33}, in); err == nil {
		t.Error("an invalid config runs")
	}
	be := &renamedArgs{newFake()}
	if _, err := Run(be, fakeCode, cfgS1T32, in); err == nil || !strings.Contains(err.Error(), `is "kv" in the code object, "q" in the ABI`) {
		t.Errorf("swapped arguments: %v", err)
	}
}

// renamedArgs serves metadata whose first two arguments are swapped.
type renamedArgs struct{ *fakeBackend }

func (r *renamedArgs) Load(code []byte) (device.Module, error) {
	return renamedModule{r.fakeBackend}, nil
}

type renamedModule struct{ f *fakeBackend }

func (m renamedModule) Kernel(name string) (device.Kernel, error) {
	k, err := fakeModule(m).Kernel(name)
	if err != nil {
		return nil, err
	}
	fk := k.(*fakeKernel)
	meta := *fk.meta
	meta.Args = slices.Clone(meta.Args)
	meta.Args[0].Name, meta.Args[1].Name = meta.Args[1].Name, meta.Args[0].Name
	return &fakeKernel{fk.name, &meta}, nil
}
