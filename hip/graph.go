package hip

import (
	"errors"
	"runtime"
	"unsafe"
)

// CaptureGraph records the launches record makes on the device's stream into
// a HIP graph (stream capture: hipStreamBeginCapture, hipStreamEndCapture)
// and instantiates it (hipGraphInstantiate). Nothing runs during the
// capture; Graph.Launch replays the launches. The capture always ends, also
// when record fails (its error is returned, and no graph).
func (b *Device) CaptureGraph(record func() error) (*Graph, error) {
	done, err := b.enter()
	if err != nil {
		return nil, err
	}
	defer done()
	// The whole capture on one OS thread: HIP's current device is per thread.
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if err := b.d.streamBeginCapture(b.stream); err != nil {
		return nil, err
	}
	rerr := record()
	g, err := b.d.streamEndCapture(b.stream)
	if rerr != nil || err != nil {
		if g != nil {
			err = errors.Join(err, b.d.graphDestroy(g))
		}
		return nil, errors.Join(rerr, err)
	}
	x, err := b.d.graphInstantiate(g)
	if err != nil {
		return nil, errors.Join(err, b.d.graphDestroy(g))
	}
	gr := &Graph{b: b, g: g, x: x}
	b.graphs[gr] = true
	return gr, nil
}

// Graph is an instantiated HIP graph of a device.
type Graph struct {
	b    *Device
	g, x unsafe.Pointer
}

// Launch replays the graph on the device's stream (hipGraphLaunch).
func (g *Graph) Launch() error {
	if g.x == nil {
		return errors.New("hip: graph destroyed")
	}
	done, err := g.b.enter()
	if err != nil {
		return err
	}
	defer done()
	return g.b.d.graphLaunch(g.x, g.b.stream)
}

// Destroy releases the graph (hipGraphExecDestroy, hipGraphDestroy).
func (g *Graph) Destroy() error {
	if g.x == nil {
		return nil
	}
	err := errors.Join(g.b.d.graphExecDestroy(g.x), g.b.d.graphDestroy(g.g))
	g.x, g.g = nil, nil
	delete(g.b.graphs, g)
	return err
}
