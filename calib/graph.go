package calib

import "github.com/mlagen/mlagen/verify"

// graphsOf is be's graph capture, or nil.
func graphsOf(be verify.Backend) GraphDevice {
	if g, ok := be.(GraphDevice); ok {
		return g
	}
	return nil
}
