package calib

import "github.com/mlagen/mlagen/device"

// graphsOf is be's graph capture, or nil.
func graphsOf(be device.Backend) GraphDevice {
	if g, ok := be.(GraphDevice); ok {
		return g
	}
	return nil
}
