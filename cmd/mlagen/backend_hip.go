//go:build rocm

package main

import (
	"github.com/mlagen/mlagen/verify"
	"github.com/mlagen/mlagen/verify/hipbackend"
)

// The hip backend: device 0 of those HIP_VISIBLE_DEVICES leaves visible,
// which must be a gfx950.
func init() {
	backends["hip"] = func() (verify.Backend, error) {
		b, err := hipbackend.Open(0)
		if err != nil {
			return nil, err // keep b's nil out of the interface
		}
		return b, nil
	}
}
