package emu_test

import (
	"bytes"
	"sync/atomic"
	"testing"

	"github.com/mlagen/mlagen/emu"
	"github.com/mlagen/mlagen/mla"
	"github.com/mlagen/mlagen/verify"
)

type countTracer struct{ n atomic.Int64 }

func (c *countTracer) Event(int, int, *emu.TraceEvent) { c.n.Add(1) }

// TestTraceChangesNothing: tracing every workgroup of a generated kernel's
// launches computes exactly what launching them does, and reports every
// instruction executed.
func TestTraceChangesNothing(t *testing.T) {
	cfg := mla.Config{Splits: 8, Stages: 2, Tile: 32}
	code := codeObject(t, cfg)
	in := verify.NewInputs(5, 2, 300)
	outputs := make([][]byte, 2)
	for i, traced := range []bool{false, true} {
		e := newEmu(t)
		w, err := verify.Prepare(e, code, cfg, in, 1)
		if err != nil {
			t.Fatal(err)
		}
		tr := &countTracer{}
		for _, l := range w.Launches {
			if !traced {
				err = e.Launch(l.Kernel, l.Grid, l.Block, l.Kernarg)
			} else {
				var all [][3]uint32
				for y := uint32(0); y < l.Grid.Y; y++ {
					for x := uint32(0); x < l.Grid.X; x++ {
						all = append(all, [3]uint32{x, y, 0})
					}
				}
				err = e.Trace(l.Kernel, l.Grid, l.Block, l.Kernarg, all, tr)
			}
			if err != nil {
				t.Fatal(err)
			}
		}
		if traced && uint64(tr.n.Load()) != e.Stats().WaveInstructions {
			t.Errorf("traced %d events for %d executed wave-instructions", tr.n.Load(), e.Stats().WaveInstructions)
		}
		if outputs[i], err = w.Read("out"); err != nil {
			t.Fatal(err)
		}
		w.Close()
	}
	if !bytes.Equal(outputs[0], outputs[1]) {
		t.Error("the traced run's output differs from the launched run's")
	}
}
