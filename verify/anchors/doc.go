// Package anchors builds verify.Workloads for the hardware-proven reference
// kernels mlagen is measured against, so that the verifier, the device
// benchmark and the timing model drive them exactly as they drive mlagen's
// own kernels:
//
//   - the HIP seed kernel (../shared/seed, built by its build.sh; ABI in its
//     README.md): NewSeed, SeedSplits (its _choose_splits);
//   - AMD AITER's hand-written asm MLA decode kernels
//     (../shared/anchors/aiter, AITERAnchors, recognised by kernel symbol),
//     with the kernel argument block of AITER's csrc/py_itfs_cu/asm_mla.cu:
//     the fixed-split ones (NewAITER; AITERSplitsRows is aiter/mla.py's
//     get_meta_param) with a host-side stand-in for their stage-2 merge, and
//     the persistent ones (NewAITERPS) on the work lists of AITER's
//     get_mla_metadata_v1 (AITERMetadataV1) as the benchmark's reference
//     calls it, with a host-side stand-in for kn_mla_reduce_v1 (MergePS) or
//     that kernel itself when compiled from AITER's source.
//
// Check and CheckRows compare a kernel's output with mlagen's exact reference
// for the query values the kernel actually uses and with a tight
// per-element bound derived from the one lossy step the kernels share (P
// rounded to fp8 for P.V); check.go documents it.
package anchors
