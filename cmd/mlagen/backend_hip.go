//go:build rocm

package main

import (
	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/hip"
)

// The hip backend: device 0 of those HIP_VISIBLE_DEVICES leaves visible,
// which must be a gfx950.
func init() {
	backends["hip"] = func() (device.Backend, error) {
		b, err := hip.Open(0)
		if err != nil {
			return nil, err // keep b's nil out of the interface
		}
		return b, nil
	}
}
