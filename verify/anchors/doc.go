// Package anchors builds verify.Workloads for the two hardware-proven
// reference kernels mlagen is measured against, so that the verifier, the
// device benchmark and the timing model drive them exactly as they drive
// mlagen's own kernels:
//
//   - the HIP seed kernel (../shared/seed, built by its build.sh; ABI in its
//     README.md): NewSeed, SeedSplits (its _choose_splits);
//   - AMD AITER's hand-written asm MLA decode kernel
//     (../shared/anchors/aiter/mla_a8w8_qh16_qseqlen1_gqaratio16.co): NewAITER,
//     AITERSplits (aiter/mla.py get_meta_param), with the kernel argument
//     block of AITER's csrc/py_itfs_cu/asm_mla.cu and a host-side stand-in
//     for its stage-2 split merge.
//
// Check compares either kernel's output with mlagen's exact reference for
// the query values the kernel actually uses and with a tight per-element
// bound derived from the one lossy step both kernels share (P rounded to fp8
// for P.V); check.go documents it.
package anchors
