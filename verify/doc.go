// Package verify checks generated kernels: it makes the benchmark's inputs
// (Inputs), computes two CPU references (Exact in float64, Faithful with the
// kernel's own roundings and a per-element error bound, BOUND.md), runs a
// config's kernels on a Backend (Run, PackArgs) and compares (Compare): the
// benchmark's loose rule against the exact reference and a strict bound
// against the faithful one. The emulator (verify/emu) and the HIP device
// (verify/hipbackend) implement Backend.
package verify
