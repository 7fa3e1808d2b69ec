package registry

import (
	"testing"

	"github.com/mlagen/mlagen/mla"
)

// The constants and launch rules here are written out by hand (this package
// imports nothing of mlagen's); they must agree with the generator's.
func TestAgreesWithGen(t *testing.T) {
	for _, c := range []struct {
		name      string
		got, want int
	}{
		{"NumHeads", NumHeads, mla.NumHeads}, {"QKDim", QKDim, mla.QKDim}, {"VDim", VDim, mla.VDim},
		{"ReduceBlockSize", ReduceBlockSize, mla.ReduceBlockSize},
		{"WorkspaceRowFloats", WorkspaceRowFloats, mla.WorkspaceRowFloats},
	} {
		if c.got != c.want {
			t.Errorf("%s = %d, gen has %d", c.name, c.got, c.want)
		}
	}
	// Every plain config, and the query-row dimensions on a few of them.
	configs := mla.AllConfigs()
	for _, h := range []mla.HeadsMode{mla.Heads16, mla.Heads32, mla.Heads128} {
		for _, q := range []mla.QLenMode{mla.QLen1, mla.QLen2, mla.QLen4} {
			for _, s := range []int{1, 5} {
				configs = append(configs, mla.Config{Splits: s, Stages: 2, Tile: 32, Dims: mla.Dims{Heads: h, QLen: q}})
			}
		}
	}
	for _, c := range configs {
		k := Kernel{Name: c.Name(), ReduceName: c.ReduceName(), Splits: c.Splits, Stages: c.Stages, Tile: c.Tile}
		for _, d := range c.Settings() {
			k.Dims = append(k.Dims, Dim{d.Key, d.Value})
		}
		for _, batch := range []int{1, 3, 256} {
			dg, rg := c.DecodeGrid(batch), c.ReduceGrid(batch)
			if k.DecodeGrid(batch) != [3]int{dg.X, dg.Y, dg.Z} || k.ReduceGrid(batch) != [3]int{rg.X, rg.Y, rg.Z} {
				t.Fatalf("%s batch %d: grids %v %v, gen %v %v", c.Name(), batch, k.DecodeGrid(batch), k.ReduceGrid(batch), dg, rg)
			}
			if k.WorkspaceBytes(batch) != c.WorkspaceBytes(batch) {
				t.Fatalf("%s batch %d: workspace %d, gen %d", c.Name(), batch, k.WorkspaceBytes(batch), c.WorkspaceBytes(batch))
			}
		}
		if k.HasReduce() != (c.Splits > 1) {
			t.Fatalf("%s: HasReduce %v", c.Name(), k.HasReduce())
		}
	}
}

func TestLookup(t *testing.T) {
	r := &Registry{
		Kernels: []Kernel{{Name: "a", Splits: 1}, {Name: "b", Splits: 2, ReduceName: "rb"}},
		Shapes:  []Shape{{4, 1024, "b"}, {8, 64, "missing"}},
	}
	if k := r.Lookup("b"); k == nil || k != &r.Kernels[1] {
		t.Errorf("Lookup(b) = %v", k)
	}
	if k := r.Lookup("c"); k != nil {
		t.Errorf("Lookup(c) = %v", k)
	}
	if k := r.ForShape(4, 1024); k == nil || k.Name != "b" {
		t.Errorf("ForShape(4, 1024) = %v", k)
	}
	if k := r.ForShape(4, 1025); k != nil {
		t.Errorf("ForShape(4, 1025) = %v", k)
	}
	if k := r.ForShape(8, 64); k != nil {
		t.Errorf("a table row naming no kernel: %v", k)
	}
	if got := r.Names(); len(got) != 2 || got[0] != "a" || got[1] != "b" {
		t.Errorf("Names = %v", got)
	}
}
