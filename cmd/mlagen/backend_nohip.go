//go:build !rocm

package main

import (
	"errors"

	"github.com/mlagen/mlagen/device"
	"github.com/mlagen/mlagen/hip"
)

// Without the rocm tag, --backend hip says how to get it.
func init() {
	backends["hip"] = func() (device.Backend, error) {
		return nil, errors.New("this mlagen binary was built without HIP support: " + hip.RebuildHint)
	}
}
