package calib

import (
	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/hip"
)

// hipGrapher is a HIP device's graph capture (hip.Device.CaptureGraph).
type hipGrapher interface {
	CaptureGraph(record func() error) (*hip.Graph, error)
}

// hipGraphs gives a HIP device's graphs as GraphDevice's.
type hipGraphs struct{ h hipGrapher }

func (a hipGraphs) CaptureGraph(record func() error) (Graph, error) {
	g, err := a.h.CaptureGraph(record)
	if err != nil {
		return nil, err // no typed nil in the interface
	}
	return g, nil
}

// graphsOf is be's graph capture, or nil when it has none (the emulator).
func graphsOf(be device.Backend) GraphDevice {
	switch g := be.(type) {
	case GraphDevice:
		return g
	case hipGrapher:
		return hipGraphs{g}
	}
	return nil
}
