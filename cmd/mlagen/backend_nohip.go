//go:build !rocm

package main

import (
	"errors"

	"github.com/mlagen/mlagen/hip"
	"github.com/mlagen/mlagen/verify"
)

// Without the rocm tag, --backend hip says how to get it.
func init() {
	backends["hip"] = func() (verify.Backend, error) {
		return nil, errors.New("this mlagen binary was built without HIP support: " + hip.RebuildHint)
	}
}
