// Package templates holds mlagen's HIP text/templates. They live here, not
// in gen/, because go:embed cannot reach a parent folder.
package templates

import "embed"

// FS holds every *.tmpl file.
//
//go:embed *.tmpl
var FS embed.FS
