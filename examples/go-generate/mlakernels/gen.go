// Package mlakernels holds this module's MLA decode kernels: `go generate`
// runs mlagen (a tool of this module: see go.mod) to generate and compile the
// kernel for each shape below and write them here as a Go registry
// (zregistry.go, the code objects embedded), a C header and a manifest. A
// build afterwards needs no compiler.
package mlakernels

//go:generate go tool mlagen --shape 3x777 --package mlakernels --out .
