// Package templates holds mlagen's HIP text/templates. They live here, not
// in gen/, because go:embed cannot reach a parent folder.
package templates

import "embed"

// FS holds every *.tmpl file of the kernels mlagen generates (their set is
// hashed into generated/manifest.json).
//
//go:embed *.tmpl
var FS embed.FS

// Calib holds the calibration micro-kernels' templates (package calib),
// apart from FS so that they do not change the generated kernels' hash.
//
//go:embed calib/*.tmpl
var Calib embed.FS
