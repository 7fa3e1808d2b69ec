// Package verify checks generated kernels: it makes the benchmark's inputs
// (Inputs, and ragged batches that take every path of a config's kernel:
// RaggedLens, PathsOf), computes two CPU references (Exact in float64,
// Faithful with the kernel's own roundings, a per-element error bound and
// the split partials with theirs, BOUND.md), runs a config's kernels on a
// device.Backend (RunFull, PackArgs) and compares (CompareAll): the
// benchmark's loose rule against the exact reference, a strict bound against
// the faithful one, and the workspace's partials against the faithful ones.
// The emulator (package emu) and a HIP device (package hip) implement
// device.Backend.
package verify
