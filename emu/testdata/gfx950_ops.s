// gfx950 instructions for TestDecodeMatchesLLVM: every opcode of the decoder
// tables with several operand forms (registers, SGPR/VCC/EXEC/M0, inline
// integer and float constants, literals, lit(), neg/abs, op_sel, clamp, omod,
// AGPRs, MFMA cbsz/abid/blgp, DS offsets and swizzles, MUBUF offen/idxen/lds,
// global saddr forms, cache bits, waitcnt/sendmsg/hwreg operands).
// Lines are in llvm-objdump syntax; the test assembles them with
// llvm-mc-22 --triple=amdgcn-amd-amdhsa --mcpu=gfx950 and compares the
// decoder with llvm-objdump-22 on the result. (VOP3 lines with lit() are
// left out: llvm-mc-22 drops their literal dword.)
.text

// SOP2
s_add_u32 s4, lit(0x3e22f983), s8
s_add_u32 s4, vcc_lo, s8
s_add_u32 s4, m0, s8
s_add_u32 s4, exec_lo, s8
s_add_u32 s4, 1.0, s8
s_add_u32 s4, 0.15915494, s8
s_add_u32 s4, src_scc, s8
s_add_u32 s4, ttmp0, s8
s_sub_u32 s4, lit(0x3e22f983), s8
s_sub_u32 s4, vcc_lo, s8
s_sub_u32 s4, m0, s8
s_sub_u32 s4, exec_lo, s8
s_sub_u32 s4, 1.0, s8
s_sub_u32 s4, 0.15915494, s8
s_sub_u32 s4, src_scc, s8
s_sub_u32 s4, ttmp0, s8
s_add_i32 s4, lit(0x3e22f983), s8
s_add_i32 s4, vcc_lo, s8
s_add_i32 s4, m0, s8
s_add_i32 s4, exec_lo, s8
s_add_i32 s4, 1.0, s8
s_add_i32 s4, 0.15915494, s8
s_add_i32 s4, src_scc, s8
s_add_i32 s4, ttmp0, s8
s_sub_i32 s4, lit(0x3e22f983), s8
s_sub_i32 s4, vcc_lo, s8
s_sub_i32 s4, m0, s8
s_sub_i32 s4, exec_lo, s8
s_sub_i32 s4, 1.0, s8
s_sub_i32 s4, 0.15915494, s8
s_sub_i32 s4, src_scc, s8
s_sub_i32 s4, ttmp0, s8
s_addc_u32 s4, lit(0x3e22f983), s8
s_addc_u32 s4, vcc_lo, s8
s_addc_u32 s4, m0, s8
s_addc_u32 s4, exec_lo, s8
s_addc_u32 s4, 1.0, s8
s_addc_u32 s4, 0.15915494, s8
s_addc_u32 s4, src_scc, s8
s_addc_u32 s4, ttmp0, s8
s_subb_u32 s4, lit(0x3e22f983), s8
s_subb_u32 s4, vcc_lo, s8
s_subb_u32 s4, m0, s8
s_subb_u32 s4, exec_lo, s8
s_subb_u32 s4, 1.0, s8
s_subb_u32 s4, 0.15915494, s8
s_subb_u32 s4, src_scc, s8
s_subb_u32 s4, ttmp0, s8
s_min_i32 s4, lit(0x3e22f983), s8
s_min_i32 s4, vcc_lo, s8
s_min_i32 s4, m0, s8
s_min_i32 s4, exec_lo, s8
s_min_i32 s4, 1.0, s8
s_min_i32 s4, 0.15915494, s8
s_min_i32 s4, src_scc, s8
s_min_i32 s4, ttmp0, s8
s_min_u32 s4, lit(0x3e22f983), s8
s_min_u32 s4, vcc_lo, s8
s_min_u32 s4, m0, s8
s_min_u32 s4, exec_lo, s8
s_min_u32 s4, 1.0, s8
s_min_u32 s4, 0.15915494, s8
s_min_u32 s4, src_scc, s8
s_min_u32 s4, ttmp0, s8
s_max_i32 s4, lit(0x3e22f983), s8
s_max_i32 s4, vcc_lo, s8
s_max_i32 s4, m0, s8
s_max_i32 s4, exec_lo, s8
s_max_i32 s4, 1.0, s8
s_max_i32 s4, 0.15915494, s8
s_max_i32 s4, src_scc, s8
s_max_i32 s4, ttmp0, s8
s_max_u32 s4, lit(0x3e22f983), s8
s_max_u32 s4, vcc_lo, s8
s_max_u32 s4, m0, s8
s_max_u32 s4, exec_lo, s8
s_max_u32 s4, 1.0, s8
s_max_u32 s4, 0.15915494, s8
s_max_u32 s4, src_scc, s8
s_max_u32 s4, ttmp0, s8
s_cselect_b32 s4, lit(0x3e22f983), s8
s_cselect_b32 s4, vcc_lo, s8
s_cselect_b32 s4, m0, s8
s_cselect_b32 s4, exec_lo, s8
s_cselect_b32 s4, 1.0, s8
s_cselect_b32 s4, 0.15915494, s8
s_cselect_b32 s4, src_scc, s8
s_cselect_b32 s4, ttmp0, s8
s_cselect_b64 s[4:5], vcc, s[8:9]
s_cselect_b64 s[4:5], exec, s[8:9]
s_cselect_b64 s[4:5], 1.0, s[8:9]
s_cselect_b64 s[4:5], 0.15915494309189532, s[8:9]
s_cselect_b64 s[4:5], src_scc, s[8:9]
s_cselect_b64 s[4:5], 0x12345678, s[8:9]
s_cselect_b64 s[4:5], ttmp[0:1], s[8:9]
s_cselect_b64 s[4:5], src_shared_limit, s[8:9]
s_and_b32 s4, lit(0x3e22f983), s8
s_and_b32 s4, vcc_lo, s8
s_and_b32 s4, m0, s8
s_and_b32 s4, exec_lo, s8
s_and_b32 s4, 1.0, s8
s_and_b32 s4, 0.15915494, s8
s_and_b32 s4, src_scc, s8
s_and_b32 s4, ttmp0, s8
s_and_b64 s[4:5], vcc, s[8:9]
s_and_b64 s[4:5], exec, s[8:9]
s_and_b64 s[4:5], 1.0, s[8:9]
s_and_b64 s[4:5], 0.15915494309189532, s[8:9]
s_and_b64 s[4:5], src_scc, s[8:9]
s_and_b64 s[4:5], 0x12345678, s[8:9]
s_and_b64 s[4:5], ttmp[0:1], s[8:9]
s_and_b64 s[4:5], src_shared_limit, s[8:9]
s_or_b32 s4, lit(0x3e22f983), s8
s_or_b32 s4, vcc_lo, s8
s_or_b32 s4, m0, s8
s_or_b32 s4, exec_lo, s8
s_or_b32 s4, 1.0, s8
s_or_b32 s4, 0.15915494, s8
s_or_b32 s4, src_scc, s8
s_or_b32 s4, ttmp0, s8
s_or_b64 s[4:5], vcc, s[8:9]
s_or_b64 s[4:5], exec, s[8:9]
s_or_b64 s[4:5], 1.0, s[8:9]
s_or_b64 s[4:5], 0.15915494309189532, s[8:9]
s_or_b64 s[4:5], src_scc, s[8:9]
s_or_b64 s[4:5], 0x12345678, s[8:9]
s_or_b64 s[4:5], ttmp[0:1], s[8:9]
s_or_b64 s[4:5], src_shared_limit, s[8:9]
s_xor_b32 s4, lit(0x3e22f983), s8
s_xor_b32 s4, vcc_lo, s8
s_xor_b32 s4, m0, s8
s_xor_b32 s4, exec_lo, s8
s_xor_b32 s4, 1.0, s8
s_xor_b32 s4, 0.15915494, s8
s_xor_b32 s4, src_scc, s8
s_xor_b32 s4, ttmp0, s8
s_xor_b64 s[4:5], vcc, s[8:9]
s_xor_b64 s[4:5], exec, s[8:9]
s_xor_b64 s[4:5], 1.0, s[8:9]
s_xor_b64 s[4:5], 0.15915494309189532, s[8:9]
s_xor_b64 s[4:5], src_scc, s[8:9]
s_xor_b64 s[4:5], 0x12345678, s[8:9]
s_xor_b64 s[4:5], ttmp[0:1], s[8:9]
s_xor_b64 s[4:5], src_shared_limit, s[8:9]
s_andn2_b32 s4, lit(0x3e22f983), s8
s_andn2_b32 s4, vcc_lo, s8
s_andn2_b32 s4, m0, s8
s_andn2_b32 s4, exec_lo, s8
s_andn2_b32 s4, 1.0, s8
s_andn2_b32 s4, 0.15915494, s8
s_andn2_b32 s4, src_scc, s8
s_andn2_b32 s4, ttmp0, s8
s_andn2_b64 s[4:5], vcc, s[8:9]
s_andn2_b64 s[4:5], exec, s[8:9]
s_andn2_b64 s[4:5], 1.0, s[8:9]
s_andn2_b64 s[4:5], 0.15915494309189532, s[8:9]
s_andn2_b64 s[4:5], src_scc, s[8:9]
s_andn2_b64 s[4:5], 0x12345678, s[8:9]
s_andn2_b64 s[4:5], ttmp[0:1], s[8:9]
s_andn2_b64 s[4:5], src_shared_limit, s[8:9]
s_orn2_b32 s4, lit(0x3e22f983), s8
s_orn2_b32 s4, vcc_lo, s8
s_orn2_b32 s4, m0, s8
s_orn2_b32 s4, exec_lo, s8
s_orn2_b32 s4, 1.0, s8
s_orn2_b32 s4, 0.15915494, s8
s_orn2_b32 s4, src_scc, s8
s_orn2_b32 s4, ttmp0, s8
s_orn2_b64 s[4:5], vcc, s[8:9]
s_orn2_b64 s[4:5], exec, s[8:9]
s_orn2_b64 s[4:5], 1.0, s[8:9]
s_orn2_b64 s[4:5], 0.15915494309189532, s[8:9]
s_orn2_b64 s[4:5], src_scc, s[8:9]
s_orn2_b64 s[4:5], 0x12345678, s[8:9]
s_orn2_b64 s[4:5], ttmp[0:1], s[8:9]
s_orn2_b64 s[4:5], src_shared_limit, s[8:9]
s_nand_b32 s4, lit(0x3e22f983), s8
s_nand_b32 s4, vcc_lo, s8
s_nand_b32 s4, m0, s8
s_nand_b32 s4, exec_lo, s8
s_nand_b32 s4, 1.0, s8
s_nand_b32 s4, 0.15915494, s8
s_nand_b32 s4, src_scc, s8
s_nand_b32 s4, ttmp0, s8
s_nand_b64 s[4:5], vcc, s[8:9]
s_nand_b64 s[4:5], exec, s[8:9]
s_nand_b64 s[4:5], 1.0, s[8:9]
s_nand_b64 s[4:5], 0.15915494309189532, s[8:9]
s_nand_b64 s[4:5], src_scc, s[8:9]
s_nand_b64 s[4:5], 0x12345678, s[8:9]
s_nand_b64 s[4:5], ttmp[0:1], s[8:9]
s_nand_b64 s[4:5], src_shared_limit, s[8:9]
s_nor_b32 s4, lit(0x3e22f983), s8
s_nor_b32 s4, vcc_lo, s8
s_nor_b32 s4, m0, s8
s_nor_b32 s4, exec_lo, s8
s_nor_b32 s4, 1.0, s8
s_nor_b32 s4, 0.15915494, s8
s_nor_b32 s4, src_scc, s8
s_nor_b32 s4, ttmp0, s8
s_nor_b64 s[4:5], vcc, s[8:9]
s_nor_b64 s[4:5], exec, s[8:9]
s_nor_b64 s[4:5], 1.0, s[8:9]
s_nor_b64 s[4:5], 0.15915494309189532, s[8:9]
s_nor_b64 s[4:5], src_scc, s[8:9]
s_nor_b64 s[4:5], 0x12345678, s[8:9]
s_nor_b64 s[4:5], ttmp[0:1], s[8:9]
s_nor_b64 s[4:5], src_shared_limit, s[8:9]
s_xnor_b32 s4, lit(0x3e22f983), s8
s_xnor_b32 s4, vcc_lo, s8
s_xnor_b32 s4, m0, s8
s_xnor_b32 s4, exec_lo, s8
s_xnor_b32 s4, 1.0, s8
s_xnor_b32 s4, 0.15915494, s8
s_xnor_b32 s4, src_scc, s8
s_xnor_b32 s4, ttmp0, s8
s_xnor_b64 s[4:5], vcc, s[8:9]
s_xnor_b64 s[4:5], exec, s[8:9]
s_xnor_b64 s[4:5], 1.0, s[8:9]
s_xnor_b64 s[4:5], 0.15915494309189532, s[8:9]
s_xnor_b64 s[4:5], src_scc, s[8:9]
s_xnor_b64 s[4:5], 0x12345678, s[8:9]
s_xnor_b64 s[4:5], ttmp[0:1], s[8:9]
s_xnor_b64 s[4:5], src_shared_limit, s[8:9]
s_lshl_b32 s4, lit(0x3e22f983), s8
s_lshl_b32 s4, vcc_lo, s8
s_lshl_b32 s4, m0, s8
s_lshl_b32 s4, exec_lo, s8
s_lshl_b32 s4, 1.0, s8
s_lshl_b32 s4, 0.15915494, s8
s_lshl_b32 s4, src_scc, s8
s_lshl_b32 s4, ttmp0, s8
s_lshl_b64 s[4:5], s[6:7], lit(0x3e22f983)
s_lshl_b64 s[4:5], vcc, s8
s_lshl_b64 s[4:5], s[6:7], m0
s_lshl_b64 s[4:5], exec, s8
s_lshl_b64 s[4:5], 1.0, s8
s_lshl_b64 s[4:5], 0.15915494309189532, s8
s_lshl_b64 s[4:5], s[6:7], 0.15915494
s_lshl_b64 s[4:5], src_scc, s8
s_lshr_b32 s4, lit(0x3e22f983), s8
s_lshr_b32 s4, vcc_lo, s8
s_lshr_b32 s4, m0, s8
s_lshr_b32 s4, exec_lo, s8
s_lshr_b32 s4, 1.0, s8
s_lshr_b32 s4, 0.15915494, s8
s_lshr_b32 s4, src_scc, s8
s_lshr_b32 s4, ttmp0, s8
s_lshr_b64 s[4:5], s[6:7], lit(0x3e22f983)
s_lshr_b64 s[4:5], vcc, s8
s_lshr_b64 s[4:5], s[6:7], m0
s_lshr_b64 s[4:5], exec, s8
s_lshr_b64 s[4:5], 1.0, s8
s_lshr_b64 s[4:5], 0.15915494309189532, s8
s_lshr_b64 s[4:5], s[6:7], 0.15915494
s_lshr_b64 s[4:5], src_scc, s8
s_ashr_i32 s4, lit(0x3e22f983), s8
s_ashr_i32 s4, vcc_lo, s8
s_ashr_i32 s4, m0, s8
s_ashr_i32 s4, exec_lo, s8
s_ashr_i32 s4, 1.0, s8
s_ashr_i32 s4, 0.15915494, s8
s_ashr_i32 s4, src_scc, s8
s_ashr_i32 s4, ttmp0, s8
s_ashr_i64 s[4:5], s[6:7], lit(0x3e22f983)
s_ashr_i64 s[4:5], vcc, s8
s_ashr_i64 s[4:5], s[6:7], m0
s_ashr_i64 s[4:5], exec, s8
s_ashr_i64 s[4:5], 1.0, s8
s_ashr_i64 s[4:5], 0.15915494309189532, s8
s_ashr_i64 s[4:5], s[6:7], 0.15915494
s_ashr_i64 s[4:5], src_scc, s8
s_bfm_b32 s4, lit(0x3e22f983), s8
s_bfm_b32 s4, vcc_lo, s8
s_bfm_b32 s4, m0, s8
s_bfm_b32 s4, exec_lo, s8
s_bfm_b32 s4, 1.0, s8
s_bfm_b32 s4, 0.15915494, s8
s_bfm_b32 s4, src_scc, s8
s_bfm_b32 s4, ttmp0, s8
s_bfm_b64 s[4:5], lit(0x3e22f983), s8
s_bfm_b64 s[4:5], vcc_lo, s8
s_bfm_b64 s[4:5], m0, s8
s_bfm_b64 s[4:5], exec_lo, s8
s_bfm_b64 s[4:5], 1.0, s8
s_bfm_b64 s[4:5], 0.15915494, s8
s_bfm_b64 s[4:5], src_scc, s8
s_bfm_b64 s[4:5], ttmp0, s8
s_mul_i32 s4, lit(0x3e22f983), s8
s_mul_i32 s4, vcc_lo, s8
s_mul_i32 s4, m0, s8
s_mul_i32 s4, exec_lo, s8
s_mul_i32 s4, 1.0, s8
s_mul_i32 s4, 0.15915494, s8
s_mul_i32 s4, src_scc, s8
s_mul_i32 s4, ttmp0, s8
s_bfe_u32 s4, lit(0x3e22f983), s8
s_bfe_u32 s4, vcc_lo, s8
s_bfe_u32 s4, m0, s8
s_bfe_u32 s4, exec_lo, s8
s_bfe_u32 s4, 1.0, s8
s_bfe_u32 s4, 0.15915494, s8
s_bfe_u32 s4, src_scc, s8
s_bfe_u32 s4, ttmp0, s8
s_bfe_i32 s4, lit(0x3e22f983), s8
s_bfe_i32 s4, vcc_lo, s8
s_bfe_i32 s4, m0, s8
s_bfe_i32 s4, exec_lo, s8
s_bfe_i32 s4, 1.0, s8
s_bfe_i32 s4, 0.15915494, s8
s_bfe_i32 s4, src_scc, s8
s_bfe_i32 s4, ttmp0, s8
s_bfe_u64 s[4:5], s[6:7], lit(0x3e22f983)
s_bfe_u64 s[4:5], vcc, s8
s_bfe_u64 s[4:5], s[6:7], m0
s_bfe_u64 s[4:5], exec, s8
s_bfe_u64 s[4:5], 1.0, s8
s_bfe_u64 s[4:5], 0.15915494309189532, s8
s_bfe_u64 s[4:5], s[6:7], 0.15915494
s_bfe_u64 s[4:5], src_scc, s8
s_bfe_i64 s[4:5], s[6:7], lit(0x3e22f983)
s_bfe_i64 s[4:5], vcc, s8
s_bfe_i64 s[4:5], s[6:7], m0
s_bfe_i64 s[4:5], exec, s8
s_bfe_i64 s[4:5], 1.0, s8
s_bfe_i64 s[4:5], 0.15915494309189532, s8
s_bfe_i64 s[4:5], s[6:7], 0.15915494
s_bfe_i64 s[4:5], src_scc, s8
s_cbranch_g_fork vcc, s[8:9]
s_cbranch_g_fork exec, s[8:9]
s_cbranch_g_fork 1.0, s[8:9]
s_cbranch_g_fork 0.15915494309189532, s[8:9]
s_cbranch_g_fork src_scc, s[8:9]
s_cbranch_g_fork ttmp[0:1], s[8:9]
s_cbranch_g_fork src_shared_limit, s[8:9]
s_cbranch_g_fork s[6:7], s[8:9]
s_absdiff_i32 s4, lit(0x3e22f983), s8
s_absdiff_i32 s4, vcc_lo, s8
s_absdiff_i32 s4, m0, s8
s_absdiff_i32 s4, exec_lo, s8
s_absdiff_i32 s4, 1.0, s8
s_absdiff_i32 s4, 0.15915494, s8
s_absdiff_i32 s4, src_scc, s8
s_absdiff_i32 s4, ttmp0, s8
s_rfe_restore_b64 s[6:7], lit(0x3e22f983)
s_rfe_restore_b64 vcc, s8
s_rfe_restore_b64 s[6:7], m0
s_rfe_restore_b64 exec, s8
s_rfe_restore_b64 1.0, s8
s_rfe_restore_b64 0.15915494309189532, s8
s_rfe_restore_b64 s[6:7], 0.15915494
s_rfe_restore_b64 src_scc, s8
s_mul_hi_u32 s4, lit(0x3e22f983), s8
s_mul_hi_u32 s4, vcc_lo, s8
s_mul_hi_u32 s4, m0, s8
s_mul_hi_u32 s4, exec_lo, s8
s_mul_hi_u32 s4, 1.0, s8
s_mul_hi_u32 s4, 0.15915494, s8
s_mul_hi_u32 s4, src_scc, s8
s_mul_hi_u32 s4, ttmp0, s8
s_mul_hi_i32 s4, lit(0x3e22f983), s8
s_mul_hi_i32 s4, vcc_lo, s8
s_mul_hi_i32 s4, m0, s8
s_mul_hi_i32 s4, exec_lo, s8
s_mul_hi_i32 s4, 1.0, s8
s_mul_hi_i32 s4, 0.15915494, s8
s_mul_hi_i32 s4, src_scc, s8
s_mul_hi_i32 s4, ttmp0, s8
s_lshl1_add_u32 s4, lit(0x3e22f983), s8
s_lshl1_add_u32 s4, vcc_lo, s8
s_lshl1_add_u32 s4, m0, s8
s_lshl1_add_u32 s4, exec_lo, s8
s_lshl1_add_u32 s4, 1.0, s8
s_lshl1_add_u32 s4, 0.15915494, s8
s_lshl1_add_u32 s4, src_scc, s8
s_lshl1_add_u32 s4, ttmp0, s8
s_lshl2_add_u32 s4, lit(0x3e22f983), s8
s_lshl2_add_u32 s4, vcc_lo, s8
s_lshl2_add_u32 s4, m0, s8
s_lshl2_add_u32 s4, exec_lo, s8
s_lshl2_add_u32 s4, 1.0, s8
s_lshl2_add_u32 s4, 0.15915494, s8
s_lshl2_add_u32 s4, src_scc, s8
s_lshl2_add_u32 s4, ttmp0, s8
s_lshl3_add_u32 s4, lit(0x3e22f983), s8
s_lshl3_add_u32 s4, vcc_lo, s8
s_lshl3_add_u32 s4, m0, s8
s_lshl3_add_u32 s4, exec_lo, s8
s_lshl3_add_u32 s4, 1.0, s8
s_lshl3_add_u32 s4, 0.15915494, s8
s_lshl3_add_u32 s4, src_scc, s8
s_lshl3_add_u32 s4, ttmp0, s8
s_lshl4_add_u32 s4, lit(0x3e22f983), s8
s_lshl4_add_u32 s4, vcc_lo, s8
s_lshl4_add_u32 s4, m0, s8
s_lshl4_add_u32 s4, exec_lo, s8
s_lshl4_add_u32 s4, 1.0, s8
s_lshl4_add_u32 s4, 0.15915494, s8
s_lshl4_add_u32 s4, src_scc, s8
s_lshl4_add_u32 s4, ttmp0, s8
s_pack_ll_b32_b16 s4, lit(0x3e22f983), s8
s_pack_ll_b32_b16 s4, vcc_lo, s8
s_pack_ll_b32_b16 s4, m0, s8
s_pack_ll_b32_b16 s4, exec_lo, s8
s_pack_ll_b32_b16 s4, 1.0, s8
s_pack_ll_b32_b16 s4, 0.15915494, s8
s_pack_ll_b32_b16 s4, src_scc, s8
s_pack_ll_b32_b16 s4, ttmp0, s8
s_pack_lh_b32_b16 s4, lit(0x3e22f983), s8
s_pack_lh_b32_b16 s4, vcc_lo, s8
s_pack_lh_b32_b16 s4, m0, s8
s_pack_lh_b32_b16 s4, exec_lo, s8
s_pack_lh_b32_b16 s4, 1.0, s8
s_pack_lh_b32_b16 s4, 0.15915494, s8
s_pack_lh_b32_b16 s4, src_scc, s8
s_pack_lh_b32_b16 s4, ttmp0, s8
s_pack_hh_b32_b16 s4, lit(0x3e22f983), s8
s_pack_hh_b32_b16 s4, vcc_lo, s8
s_pack_hh_b32_b16 s4, m0, s8
s_pack_hh_b32_b16 s4, exec_lo, s8
s_pack_hh_b32_b16 s4, 1.0, s8
s_pack_hh_b32_b16 s4, 0.15915494, s8
s_pack_hh_b32_b16 s4, src_scc, s8
s_pack_hh_b32_b16 s4, ttmp0, s8

// SOPK
s_movk_i32 vcc_lo, 0x1274
s_movk_i32 m0, 0x1274
s_movk_i32 exec_lo, 0x1274
s_movk_i32 ttmp0, 0x1274
s_movk_i32 s4, 0x0
s_movk_i32 s4, 0x5
s_movk_i32 s4, 0x40
s_movk_i32 s4, 0x41
s_cmovk_i32 vcc_lo, 0x1274
s_cmovk_i32 m0, 0x1274
s_cmovk_i32 exec_lo, 0x1274
s_cmovk_i32 ttmp0, 0x1274
s_cmovk_i32 s4, 0x0
s_cmovk_i32 s4, 0x5
s_cmovk_i32 s4, 0x40
s_cmovk_i32 s4, 0x41
s_cmpk_eq_i32 vcc_lo, 0x1274
s_cmpk_eq_i32 m0, 0x1274
s_cmpk_eq_i32 exec_lo, 0x1274
s_cmpk_eq_i32 ttmp0, 0x1274
s_cmpk_eq_i32 s4, 0x0
s_cmpk_eq_i32 s4, 0x5
s_cmpk_eq_i32 s4, 0x40
s_cmpk_eq_i32 s4, 0x41
s_cmpk_lg_i32 vcc_lo, 0x1274
s_cmpk_lg_i32 m0, 0x1274
s_cmpk_lg_i32 exec_lo, 0x1274
s_cmpk_lg_i32 ttmp0, 0x1274
s_cmpk_lg_i32 s4, 0x0
s_cmpk_lg_i32 s4, 0x5
s_cmpk_lg_i32 s4, 0x40
s_cmpk_lg_i32 s4, 0x41
s_cmpk_gt_i32 vcc_lo, 0x1274
s_cmpk_gt_i32 m0, 0x1274
s_cmpk_gt_i32 exec_lo, 0x1274
s_cmpk_gt_i32 ttmp0, 0x1274
s_cmpk_gt_i32 s4, 0x0
s_cmpk_gt_i32 s4, 0x5
s_cmpk_gt_i32 s4, 0x40
s_cmpk_gt_i32 s4, 0x41
s_cmpk_ge_i32 vcc_lo, 0x1274
s_cmpk_ge_i32 m0, 0x1274
s_cmpk_ge_i32 exec_lo, 0x1274
s_cmpk_ge_i32 ttmp0, 0x1274
s_cmpk_ge_i32 s4, 0x0
s_cmpk_ge_i32 s4, 0x5
s_cmpk_ge_i32 s4, 0x40
s_cmpk_ge_i32 s4, 0x41
s_cmpk_lt_i32 vcc_lo, 0x1274
s_cmpk_lt_i32 m0, 0x1274
s_cmpk_lt_i32 exec_lo, 0x1274
s_cmpk_lt_i32 ttmp0, 0x1274
s_cmpk_lt_i32 s4, 0x0
s_cmpk_lt_i32 s4, 0x5
s_cmpk_lt_i32 s4, 0x40
s_cmpk_lt_i32 s4, 0x41
s_cmpk_le_i32 vcc_lo, 0x1274
s_cmpk_le_i32 m0, 0x1274
s_cmpk_le_i32 exec_lo, 0x1274
s_cmpk_le_i32 ttmp0, 0x1274
s_cmpk_le_i32 s4, 0x0
s_cmpk_le_i32 s4, 0x5
s_cmpk_le_i32 s4, 0x40
s_cmpk_le_i32 s4, 0x41
s_cmpk_eq_u32 vcc_lo, 0x1274
s_cmpk_eq_u32 m0, 0x1274
s_cmpk_eq_u32 exec_lo, 0x1274
s_cmpk_eq_u32 ttmp0, 0x1274
s_cmpk_eq_u32 s4, 0x0
s_cmpk_eq_u32 s4, 0x5
s_cmpk_eq_u32 s4, 0x40
s_cmpk_eq_u32 s4, 0x41
s_cmpk_lg_u32 vcc_lo, 0x1274
s_cmpk_lg_u32 m0, 0x1274
s_cmpk_lg_u32 exec_lo, 0x1274
s_cmpk_lg_u32 ttmp0, 0x1274
s_cmpk_lg_u32 s4, 0x0
s_cmpk_lg_u32 s4, 0x5
s_cmpk_lg_u32 s4, 0x40
s_cmpk_lg_u32 s4, 0x41
s_cmpk_gt_u32 vcc_lo, 0x1274
s_cmpk_gt_u32 m0, 0x1274
s_cmpk_gt_u32 exec_lo, 0x1274
s_cmpk_gt_u32 ttmp0, 0x1274
s_cmpk_gt_u32 s4, 0x0
s_cmpk_gt_u32 s4, 0x5
s_cmpk_gt_u32 s4, 0x40
s_cmpk_gt_u32 s4, 0x41
s_cmpk_ge_u32 vcc_lo, 0x1274
s_cmpk_ge_u32 m0, 0x1274
s_cmpk_ge_u32 exec_lo, 0x1274
s_cmpk_ge_u32 ttmp0, 0x1274
s_cmpk_ge_u32 s4, 0x0
s_cmpk_ge_u32 s4, 0x5
s_cmpk_ge_u32 s4, 0x40
s_cmpk_ge_u32 s4, 0x41
s_cmpk_lt_u32 vcc_lo, 0x1274
s_cmpk_lt_u32 m0, 0x1274
s_cmpk_lt_u32 exec_lo, 0x1274
s_cmpk_lt_u32 ttmp0, 0x1274
s_cmpk_lt_u32 s4, 0x0
s_cmpk_lt_u32 s4, 0x5
s_cmpk_lt_u32 s4, 0x40
s_cmpk_lt_u32 s4, 0x41
s_cmpk_le_u32 vcc_lo, 0x1274
s_cmpk_le_u32 m0, 0x1274
s_cmpk_le_u32 exec_lo, 0x1274
s_cmpk_le_u32 ttmp0, 0x1274
s_cmpk_le_u32 s4, 0x0
s_cmpk_le_u32 s4, 0x5
s_cmpk_le_u32 s4, 0x40
s_cmpk_le_u32 s4, 0x41
s_addk_i32 vcc_lo, 0x1274
s_addk_i32 m0, 0x1274
s_addk_i32 exec_lo, 0x1274
s_addk_i32 ttmp0, 0x1274
s_addk_i32 s4, 0x0
s_addk_i32 s4, 0x5
s_addk_i32 s4, 0x40
s_addk_i32 s4, 0x41
s_mulk_i32 vcc_lo, 0x1274
s_mulk_i32 m0, 0x1274
s_mulk_i32 exec_lo, 0x1274
s_mulk_i32 ttmp0, 0x1274
s_mulk_i32 s4, 0x0
s_mulk_i32 s4, 0x5
s_mulk_i32 s4, 0x40
s_mulk_i32 s4, 0x41
s_cbranch_i_fork vcc, 4724
s_cbranch_i_fork exec, 4724
s_cbranch_i_fork ttmp[0:1], 4724
s_cbranch_i_fork s[4:5], 0
s_cbranch_i_fork s[4:5], 5
s_cbranch_i_fork s[4:5], 64
s_cbranch_i_fork s[4:5], 65
s_cbranch_i_fork s[4:5], 4660
s_getreg_b32 vcc_lo, hwreg(52, 9, 3)
s_getreg_b32 m0, hwreg(52, 9, 3)
s_getreg_b32 exec_lo, hwreg(52, 9, 3)
s_getreg_b32 ttmp0, hwreg(52, 9, 3)
s_getreg_b32 s4, hwreg(0, 0, 1)
s_getreg_b32 s4, hwreg(HW_REG_GPR_ALLOC, 0, 1)
s_getreg_b32 s4, hwreg(0, 1, 1)
s_getreg_b32 s4, hwreg(HW_REG_MODE, 1, 1)
s_setreg_b32 hwreg(52, 9, 3), vcc_lo
s_setreg_b32 hwreg(52, 9, 3), m0
s_setreg_b32 hwreg(52, 9, 3), exec_lo
s_setreg_b32 hwreg(52, 9, 3), ttmp0
s_setreg_b32 hwreg(0, 0, 1), s4
s_setreg_b32 hwreg(HW_REG_GPR_ALLOC, 0, 1), s4
s_setreg_b32 hwreg(0, 1, 1), s4
s_setreg_b32 hwreg(HW_REG_MODE, 1, 1), s4
s_setreg_imm32_b32 hwreg(0, 0, 1), 1.0
s_setreg_imm32_b32 hwreg(0, 0, 1), 0x12345678
s_setreg_imm32_b32 hwreg(52, 9, 3), -1.0
s_setreg_imm32_b32 hwreg(0, 0, 1), 1
s_setreg_imm32_b32 hwreg(0, 0, 1), -1
s_setreg_imm32_b32 hwreg(HW_REG_GPR_ALLOC, 0, 1), 1
s_setreg_imm32_b32 hwreg(HW_REG_GPR_ALLOC, 0, 1), 1.0
s_setreg_imm32_b32 hwreg(HW_REG_GPR_ALLOC, 0, 1), -1
s_call_b64 vcc, 4724
s_call_b64 exec, 4724
s_call_b64 ttmp[0:1], 4724
s_call_b64 s[4:5], 0
s_call_b64 s[4:5], 5
s_call_b64 s[4:5], 64
s_call_b64 s[4:5], 65
s_call_b64 s[4:5], 4660

// SOP1
s_mov_b32 s4, lit(0x3e22f983)
s_mov_b32 s4, vcc_lo
s_mov_b32 s4, m0
s_mov_b32 s4, exec_lo
s_mov_b32 s4, 1.0
s_mov_b32 s4, 0.15915494
s_mov_b32 s4, src_scc
s_mov_b32 s4, ttmp0
s_mov_b64 s[4:5], vcc
s_mov_b64 s[4:5], exec
s_mov_b64 s[4:5], 1.0
s_mov_b64 s[4:5], 0.15915494309189532
s_mov_b64 s[4:5], src_scc
s_mov_b64 s[4:5], 0x12345678
s_mov_b64 s[4:5], ttmp[0:1]
s_mov_b64 s[4:5], src_shared_limit
s_cmov_b32 s4, lit(0x3e22f983)
s_cmov_b32 s4, vcc_lo
s_cmov_b32 s4, m0
s_cmov_b32 s4, exec_lo
s_cmov_b32 s4, 1.0
s_cmov_b32 s4, 0.15915494
s_cmov_b32 s4, src_scc
s_cmov_b32 s4, ttmp0
s_cmov_b64 s[4:5], vcc
s_cmov_b64 s[4:5], exec
s_cmov_b64 s[4:5], 1.0
s_cmov_b64 s[4:5], 0.15915494309189532
s_cmov_b64 s[4:5], src_scc
s_cmov_b64 s[4:5], 0x12345678
s_cmov_b64 s[4:5], ttmp[0:1]
s_cmov_b64 s[4:5], src_shared_limit
s_not_b32 s4, lit(0x3e22f983)
s_not_b32 s4, vcc_lo
s_not_b32 s4, m0
s_not_b32 s4, exec_lo
s_not_b32 s4, 1.0
s_not_b32 s4, 0.15915494
s_not_b32 s4, src_scc
s_not_b32 s4, ttmp0
s_not_b64 s[4:5], vcc
s_not_b64 s[4:5], exec
s_not_b64 s[4:5], 1.0
s_not_b64 s[4:5], 0.15915494309189532
s_not_b64 s[4:5], src_scc
s_not_b64 s[4:5], 0x12345678
s_not_b64 s[4:5], ttmp[0:1]
s_not_b64 s[4:5], src_shared_limit
s_wqm_b32 s4, lit(0x3e22f983)
s_wqm_b32 s4, vcc_lo
s_wqm_b32 s4, m0
s_wqm_b32 s4, exec_lo
s_wqm_b32 s4, 1.0
s_wqm_b32 s4, 0.15915494
s_wqm_b32 s4, src_scc
s_wqm_b32 s4, ttmp0
s_wqm_b64 s[4:5], vcc
s_wqm_b64 s[4:5], exec
s_wqm_b64 s[4:5], 1.0
s_wqm_b64 s[4:5], 0.15915494309189532
s_wqm_b64 s[4:5], src_scc
s_wqm_b64 s[4:5], 0x12345678
s_wqm_b64 s[4:5], ttmp[0:1]
s_wqm_b64 s[4:5], src_shared_limit
s_brev_b32 s4, lit(0x3e22f983)
s_brev_b32 s4, vcc_lo
s_brev_b32 s4, m0
s_brev_b32 s4, exec_lo
s_brev_b32 s4, 1.0
s_brev_b32 s4, 0.15915494
s_brev_b32 s4, src_scc
s_brev_b32 s4, ttmp0
s_brev_b64 s[4:5], vcc
s_brev_b64 s[4:5], exec
s_brev_b64 s[4:5], 1.0
s_brev_b64 s[4:5], 0.15915494309189532
s_brev_b64 s[4:5], src_scc
s_brev_b64 s[4:5], 0x12345678
s_brev_b64 s[4:5], ttmp[0:1]
s_brev_b64 s[4:5], src_shared_limit
s_bcnt0_i32_b32 s4, lit(0x3e22f983)
s_bcnt0_i32_b32 s4, vcc_lo
s_bcnt0_i32_b32 s4, m0
s_bcnt0_i32_b32 s4, exec_lo
s_bcnt0_i32_b32 s4, 1.0
s_bcnt0_i32_b32 s4, 0.15915494
s_bcnt0_i32_b32 s4, src_scc
s_bcnt0_i32_b32 s4, ttmp0
s_bcnt0_i32_b64 s4, vcc
s_bcnt0_i32_b64 s4, exec
s_bcnt0_i32_b64 s4, 1.0
s_bcnt0_i32_b64 s4, 0.15915494309189532
s_bcnt0_i32_b64 s4, src_scc
s_bcnt0_i32_b64 s4, 0x12345678
s_bcnt0_i32_b64 s4, ttmp[0:1]
s_bcnt0_i32_b64 s4, src_shared_limit
s_bcnt1_i32_b32 s4, lit(0x3e22f983)
s_bcnt1_i32_b32 s4, vcc_lo
s_bcnt1_i32_b32 s4, m0
s_bcnt1_i32_b32 s4, exec_lo
s_bcnt1_i32_b32 s4, 1.0
s_bcnt1_i32_b32 s4, 0.15915494
s_bcnt1_i32_b32 s4, src_scc
s_bcnt1_i32_b32 s4, ttmp0
s_bcnt1_i32_b64 s4, vcc
s_bcnt1_i32_b64 s4, exec
s_bcnt1_i32_b64 s4, 1.0
s_bcnt1_i32_b64 s4, 0.15915494309189532
s_bcnt1_i32_b64 s4, src_scc
s_bcnt1_i32_b64 s4, 0x12345678
s_bcnt1_i32_b64 s4, ttmp[0:1]
s_bcnt1_i32_b64 s4, src_shared_limit
s_ff0_i32_b32 s4, lit(0x3e22f983)
s_ff0_i32_b32 s4, vcc_lo
s_ff0_i32_b32 s4, m0
s_ff0_i32_b32 s4, exec_lo
s_ff0_i32_b32 s4, 1.0
s_ff0_i32_b32 s4, 0.15915494
s_ff0_i32_b32 s4, src_scc
s_ff0_i32_b32 s4, ttmp0
s_ff0_i32_b64 s4, vcc
s_ff0_i32_b64 s4, exec
s_ff0_i32_b64 s4, 1.0
s_ff0_i32_b64 s4, 0.15915494309189532
s_ff0_i32_b64 s4, src_scc
s_ff0_i32_b64 s4, 0x12345678
s_ff0_i32_b64 s4, ttmp[0:1]
s_ff0_i32_b64 s4, src_shared_limit
s_ff1_i32_b32 s4, lit(0x3e22f983)
s_ff1_i32_b32 s4, vcc_lo
s_ff1_i32_b32 s4, m0
s_ff1_i32_b32 s4, exec_lo
s_ff1_i32_b32 s4, 1.0
s_ff1_i32_b32 s4, 0.15915494
s_ff1_i32_b32 s4, src_scc
s_ff1_i32_b32 s4, ttmp0
s_ff1_i32_b64 s4, vcc
s_ff1_i32_b64 s4, exec
s_ff1_i32_b64 s4, 1.0
s_ff1_i32_b64 s4, 0.15915494309189532
s_ff1_i32_b64 s4, src_scc
s_ff1_i32_b64 s4, 0x12345678
s_ff1_i32_b64 s4, ttmp[0:1]
s_ff1_i32_b64 s4, src_shared_limit
s_flbit_i32_b32 s4, lit(0x3e22f983)
s_flbit_i32_b32 s4, vcc_lo
s_flbit_i32_b32 s4, m0
s_flbit_i32_b32 s4, exec_lo
s_flbit_i32_b32 s4, 1.0
s_flbit_i32_b32 s4, 0.15915494
s_flbit_i32_b32 s4, src_scc
s_flbit_i32_b32 s4, ttmp0
s_flbit_i32_b64 s4, vcc
s_flbit_i32_b64 s4, exec
s_flbit_i32_b64 s4, 1.0
s_flbit_i32_b64 s4, 0.15915494309189532
s_flbit_i32_b64 s4, src_scc
s_flbit_i32_b64 s4, 0x12345678
s_flbit_i32_b64 s4, ttmp[0:1]
s_flbit_i32_b64 s4, src_shared_limit
s_flbit_i32 s4, lit(0x3e22f983)
s_flbit_i32 s4, vcc_lo
s_flbit_i32 s4, m0
s_flbit_i32 s4, exec_lo
s_flbit_i32 s4, 1.0
s_flbit_i32 s4, 0.15915494
s_flbit_i32 s4, src_scc
s_flbit_i32 s4, ttmp0
s_flbit_i32_i64 s4, vcc
s_flbit_i32_i64 s4, exec
s_flbit_i32_i64 s4, 1.0
s_flbit_i32_i64 s4, 0.15915494309189532
s_flbit_i32_i64 s4, src_scc
s_flbit_i32_i64 s4, 0x12345678
s_flbit_i32_i64 s4, ttmp[0:1]
s_flbit_i32_i64 s4, src_shared_limit
s_sext_i32_i8 s4, lit(0x3e22f983)
s_sext_i32_i8 s4, vcc_lo
s_sext_i32_i8 s4, m0
s_sext_i32_i8 s4, exec_lo
s_sext_i32_i8 s4, 1.0
s_sext_i32_i8 s4, 0.15915494
s_sext_i32_i8 s4, src_scc
s_sext_i32_i8 s4, ttmp0
s_sext_i32_i16 s4, lit(0x3e22f983)
s_sext_i32_i16 s4, vcc_lo
s_sext_i32_i16 s4, m0
s_sext_i32_i16 s4, exec_lo
s_sext_i32_i16 s4, 1.0
s_sext_i32_i16 s4, 0.15915494
s_sext_i32_i16 s4, src_scc
s_sext_i32_i16 s4, ttmp0
s_bitset0_b32 s4, lit(0x3e22f983)
s_bitset0_b32 s4, vcc_lo
s_bitset0_b32 s4, m0
s_bitset0_b32 s4, exec_lo
s_bitset0_b32 s4, 1.0
s_bitset0_b32 s4, 0.15915494
s_bitset0_b32 s4, src_scc
s_bitset0_b32 s4, ttmp0
s_bitset0_b64 s[4:5], lit(0x3e22f983)
s_bitset0_b64 s[4:5], vcc_lo
s_bitset0_b64 s[4:5], m0
s_bitset0_b64 s[4:5], exec_lo
s_bitset0_b64 s[4:5], 1.0
s_bitset0_b64 s[4:5], 0.15915494
s_bitset0_b64 s[4:5], src_scc
s_bitset0_b64 s[4:5], ttmp0
s_bitset1_b32 s4, lit(0x3e22f983)
s_bitset1_b32 s4, vcc_lo
s_bitset1_b32 s4, m0
s_bitset1_b32 s4, exec_lo
s_bitset1_b32 s4, 1.0
s_bitset1_b32 s4, 0.15915494
s_bitset1_b32 s4, src_scc
s_bitset1_b32 s4, ttmp0
s_bitset1_b64 s[4:5], lit(0x3e22f983)
s_bitset1_b64 s[4:5], vcc_lo
s_bitset1_b64 s[4:5], m0
s_bitset1_b64 s[4:5], exec_lo
s_bitset1_b64 s[4:5], 1.0
s_bitset1_b64 s[4:5], 0.15915494
s_bitset1_b64 s[4:5], src_scc
s_bitset1_b64 s[4:5], ttmp0
s_getpc_b64 vcc
s_getpc_b64 exec
s_getpc_b64 ttmp[0:1]
s_getpc_b64 s[4:5]
s_setpc_b64 vcc
s_setpc_b64 exec
s_setpc_b64 ttmp[0:1]
s_setpc_b64 s[6:7]
s_setpc_b64 flat_scratch
s_swappc_b64 s[4:5], vcc
s_swappc_b64 s[4:5], exec
s_swappc_b64 s[4:5], 1.0
s_swappc_b64 s[4:5], 0.15915494309189532
s_swappc_b64 s[4:5], src_scc
s_swappc_b64 s[4:5], 0x12345678
s_swappc_b64 s[4:5], ttmp[0:1]
s_swappc_b64 s[4:5], src_shared_limit
s_rfe_b64 vcc
s_rfe_b64 exec
s_rfe_b64 ttmp[0:1]
s_rfe_b64 s[6:7]
s_rfe_b64 flat_scratch
s_and_saveexec_b64 s[4:5], vcc
s_and_saveexec_b64 s[4:5], 1.0
s_and_saveexec_b64 s[4:5], 0.15915494309189532
s_and_saveexec_b64 s[4:5], src_scc
s_and_saveexec_b64 s[4:5], 0x12345678
s_and_saveexec_b64 s[4:5], ttmp[0:1]
s_and_saveexec_b64 s[4:5], src_shared_limit
s_and_saveexec_b64 s[4:5], s[6:7]
s_or_saveexec_b64 s[4:5], vcc
s_or_saveexec_b64 s[4:5], 1.0
s_or_saveexec_b64 s[4:5], 0.15915494309189532
s_or_saveexec_b64 s[4:5], src_scc
s_or_saveexec_b64 s[4:5], 0x12345678
s_or_saveexec_b64 s[4:5], ttmp[0:1]
s_or_saveexec_b64 s[4:5], src_shared_limit
s_or_saveexec_b64 s[4:5], s[6:7]
s_xor_saveexec_b64 s[4:5], vcc
s_xor_saveexec_b64 s[4:5], 1.0
s_xor_saveexec_b64 s[4:5], 0.15915494309189532
s_xor_saveexec_b64 s[4:5], src_scc
s_xor_saveexec_b64 s[4:5], 0x12345678
s_xor_saveexec_b64 s[4:5], ttmp[0:1]
s_xor_saveexec_b64 s[4:5], src_shared_limit
s_xor_saveexec_b64 s[4:5], s[6:7]
s_andn2_saveexec_b64 s[4:5], vcc
s_andn2_saveexec_b64 s[4:5], 1.0
s_andn2_saveexec_b64 s[4:5], 0.15915494309189532
s_andn2_saveexec_b64 s[4:5], src_scc
s_andn2_saveexec_b64 s[4:5], 0x12345678
s_andn2_saveexec_b64 s[4:5], ttmp[0:1]
s_andn2_saveexec_b64 s[4:5], src_shared_limit
s_andn2_saveexec_b64 s[4:5], s[6:7]
s_orn2_saveexec_b64 s[4:5], vcc
s_orn2_saveexec_b64 s[4:5], 1.0
s_orn2_saveexec_b64 s[4:5], 0.15915494309189532
s_orn2_saveexec_b64 s[4:5], src_scc
s_orn2_saveexec_b64 s[4:5], 0x12345678
s_orn2_saveexec_b64 s[4:5], ttmp[0:1]
s_orn2_saveexec_b64 s[4:5], src_shared_limit
s_orn2_saveexec_b64 s[4:5], s[6:7]
s_nand_saveexec_b64 s[4:5], vcc
s_nand_saveexec_b64 s[4:5], 1.0
s_nand_saveexec_b64 s[4:5], 0.15915494309189532
s_nand_saveexec_b64 s[4:5], src_scc
s_nand_saveexec_b64 s[4:5], 0x12345678
s_nand_saveexec_b64 s[4:5], ttmp[0:1]
s_nand_saveexec_b64 s[4:5], src_shared_limit
s_nand_saveexec_b64 s[4:5], s[6:7]
s_nor_saveexec_b64 s[4:5], vcc
s_nor_saveexec_b64 s[4:5], 1.0
s_nor_saveexec_b64 s[4:5], 0.15915494309189532
s_nor_saveexec_b64 s[4:5], src_scc
s_nor_saveexec_b64 s[4:5], 0x12345678
s_nor_saveexec_b64 s[4:5], ttmp[0:1]
s_nor_saveexec_b64 s[4:5], src_shared_limit
s_nor_saveexec_b64 s[4:5], s[6:7]
s_xnor_saveexec_b64 s[4:5], vcc
s_xnor_saveexec_b64 s[4:5], 1.0
s_xnor_saveexec_b64 s[4:5], 0.15915494309189532
s_xnor_saveexec_b64 s[4:5], src_scc
s_xnor_saveexec_b64 s[4:5], 0x12345678
s_xnor_saveexec_b64 s[4:5], ttmp[0:1]
s_xnor_saveexec_b64 s[4:5], src_shared_limit
s_xnor_saveexec_b64 s[4:5], s[6:7]
s_quadmask_b32 s4, lit(0x3e22f983)
s_quadmask_b32 s4, vcc_lo
s_quadmask_b32 s4, m0
s_quadmask_b32 s4, exec_lo
s_quadmask_b32 s4, 1.0
s_quadmask_b32 s4, 0.15915494
s_quadmask_b32 s4, src_scc
s_quadmask_b32 s4, ttmp0
s_quadmask_b64 s[4:5], vcc
s_quadmask_b64 s[4:5], exec
s_quadmask_b64 s[4:5], 1.0
s_quadmask_b64 s[4:5], 0.15915494309189532
s_quadmask_b64 s[4:5], src_scc
s_quadmask_b64 s[4:5], 0x12345678
s_quadmask_b64 s[4:5], ttmp[0:1]
s_quadmask_b64 s[4:5], src_shared_limit
s_movrels_b32 s4, vcc_lo
s_movrels_b32 s4, m0
s_movrels_b32 s4, exec_lo
s_movrels_b32 s4, src_scc
s_movrels_b32 s4, ttmp0
s_movrels_b32 s4, s6
s_movrels_b32 s4, flat_scratch_lo
s_movrels_b32 vcc_lo, s6
s_movrels_b64 s[4:5], vcc
s_movrels_b64 s[4:5], exec
s_movrels_b64 s[4:5], ttmp[0:1]
s_movrels_b64 s[4:5], s[6:7]
s_movrels_b64 s[4:5], flat_scratch
s_movrels_b64 vcc, s[6:7]
s_movrels_b64 exec, s[6:7]
s_movrels_b64 ttmp[0:1], s[6:7]
s_movreld_b32 s4, lit(0x3e22f983)
s_movreld_b32 s4, vcc_lo
s_movreld_b32 s4, m0
s_movreld_b32 s4, exec_lo
s_movreld_b32 s4, 1.0
s_movreld_b32 s4, 0.15915494
s_movreld_b32 s4, src_scc
s_movreld_b32 s4, ttmp0
s_movreld_b64 s[4:5], vcc
s_movreld_b64 s[4:5], exec
s_movreld_b64 s[4:5], 1.0
s_movreld_b64 s[4:5], 0.15915494309189532
s_movreld_b64 s[4:5], src_scc
s_movreld_b64 s[4:5], 0x12345678
s_movreld_b64 s[4:5], ttmp[0:1]
s_movreld_b64 s[4:5], src_shared_limit
s_cbranch_join vcc_lo
s_cbranch_join m0
s_cbranch_join exec_lo
s_cbranch_join src_scc
s_cbranch_join ttmp0
s_cbranch_join s6
s_cbranch_join flat_scratch_lo
s_abs_i32 s4, lit(0x3e22f983)
s_abs_i32 s4, vcc_lo
s_abs_i32 s4, m0
s_abs_i32 s4, exec_lo
s_abs_i32 s4, 1.0
s_abs_i32 s4, 0.15915494
s_abs_i32 s4, src_scc
s_abs_i32 s4, ttmp0
s_set_gpr_idx_idx lit(0x3e22f983)
s_set_gpr_idx_idx vcc_lo
s_set_gpr_idx_idx m0
s_set_gpr_idx_idx exec_lo
s_set_gpr_idx_idx 1.0
s_set_gpr_idx_idx 0.15915494
s_set_gpr_idx_idx src_scc
s_set_gpr_idx_idx ttmp0
s_andn1_saveexec_b64 s[4:5], vcc
s_andn1_saveexec_b64 s[4:5], 1.0
s_andn1_saveexec_b64 s[4:5], 0.15915494309189532
s_andn1_saveexec_b64 s[4:5], src_scc
s_andn1_saveexec_b64 s[4:5], 0x12345678
s_andn1_saveexec_b64 s[4:5], ttmp[0:1]
s_andn1_saveexec_b64 s[4:5], src_shared_limit
s_andn1_saveexec_b64 s[4:5], s[6:7]
s_orn1_saveexec_b64 s[4:5], vcc
s_orn1_saveexec_b64 s[4:5], 1.0
s_orn1_saveexec_b64 s[4:5], 0.15915494309189532
s_orn1_saveexec_b64 s[4:5], src_scc
s_orn1_saveexec_b64 s[4:5], 0x12345678
s_orn1_saveexec_b64 s[4:5], ttmp[0:1]
s_orn1_saveexec_b64 s[4:5], src_shared_limit
s_orn1_saveexec_b64 s[4:5], s[6:7]
s_andn1_wrexec_b64 s[4:5], vcc
s_andn1_wrexec_b64 s[4:5], 1.0
s_andn1_wrexec_b64 s[4:5], 0.15915494309189532
s_andn1_wrexec_b64 s[4:5], src_scc
s_andn1_wrexec_b64 s[4:5], 0x12345678
s_andn1_wrexec_b64 s[4:5], ttmp[0:1]
s_andn1_wrexec_b64 s[4:5], src_shared_limit
s_andn1_wrexec_b64 s[4:5], s[6:7]
s_andn2_wrexec_b64 s[4:5], vcc
s_andn2_wrexec_b64 s[4:5], 1.0
s_andn2_wrexec_b64 s[4:5], 0.15915494309189532
s_andn2_wrexec_b64 s[4:5], src_scc
s_andn2_wrexec_b64 s[4:5], 0x12345678
s_andn2_wrexec_b64 s[4:5], ttmp[0:1]
s_andn2_wrexec_b64 s[4:5], src_shared_limit
s_andn2_wrexec_b64 s[4:5], s[6:7]
s_bitreplicate_b64_b32 s[4:5], lit(0x3e22f983)
s_bitreplicate_b64_b32 s[4:5], vcc_lo
s_bitreplicate_b64_b32 s[4:5], m0
s_bitreplicate_b64_b32 s[4:5], exec_lo
s_bitreplicate_b64_b32 s[4:5], 1.0
s_bitreplicate_b64_b32 s[4:5], 0.15915494
s_bitreplicate_b64_b32 s[4:5], src_scc
s_bitreplicate_b64_b32 s[4:5], ttmp0

// SOPC
s_cmp_eq_i32 lit(0x3e22f983), s8
s_cmp_eq_i32 vcc_lo, s8
s_cmp_eq_i32 m0, s8
s_cmp_eq_i32 exec_lo, s8
s_cmp_eq_i32 1.0, s8
s_cmp_eq_i32 0.15915494, s8
s_cmp_eq_i32 src_scc, s8
s_cmp_eq_i32 ttmp0, s8
s_cmp_lg_i32 lit(0x3e22f983), s8
s_cmp_lg_i32 vcc_lo, s8
s_cmp_lg_i32 m0, s8
s_cmp_lg_i32 exec_lo, s8
s_cmp_lg_i32 1.0, s8
s_cmp_lg_i32 0.15915494, s8
s_cmp_lg_i32 src_scc, s8
s_cmp_lg_i32 ttmp0, s8
s_cmp_gt_i32 lit(0x3e22f983), s8
s_cmp_gt_i32 vcc_lo, s8
s_cmp_gt_i32 m0, s8
s_cmp_gt_i32 exec_lo, s8
s_cmp_gt_i32 1.0, s8
s_cmp_gt_i32 0.15915494, s8
s_cmp_gt_i32 src_scc, s8
s_cmp_gt_i32 ttmp0, s8
s_cmp_ge_i32 lit(0x3e22f983), s8
s_cmp_ge_i32 vcc_lo, s8
s_cmp_ge_i32 m0, s8
s_cmp_ge_i32 exec_lo, s8
s_cmp_ge_i32 1.0, s8
s_cmp_ge_i32 0.15915494, s8
s_cmp_ge_i32 src_scc, s8
s_cmp_ge_i32 ttmp0, s8
s_cmp_lt_i32 lit(0x3e22f983), s8
s_cmp_lt_i32 vcc_lo, s8
s_cmp_lt_i32 m0, s8
s_cmp_lt_i32 exec_lo, s8
s_cmp_lt_i32 1.0, s8
s_cmp_lt_i32 0.15915494, s8
s_cmp_lt_i32 src_scc, s8
s_cmp_lt_i32 ttmp0, s8
s_cmp_le_i32 lit(0x3e22f983), s8
s_cmp_le_i32 vcc_lo, s8
s_cmp_le_i32 m0, s8
s_cmp_le_i32 exec_lo, s8
s_cmp_le_i32 1.0, s8
s_cmp_le_i32 0.15915494, s8
s_cmp_le_i32 src_scc, s8
s_cmp_le_i32 ttmp0, s8
s_cmp_eq_u32 lit(0x3e22f983), s8
s_cmp_eq_u32 vcc_lo, s8
s_cmp_eq_u32 m0, s8
s_cmp_eq_u32 exec_lo, s8
s_cmp_eq_u32 1.0, s8
s_cmp_eq_u32 0.15915494, s8
s_cmp_eq_u32 src_scc, s8
s_cmp_eq_u32 ttmp0, s8
s_cmp_lg_u32 lit(0x3e22f983), s8
s_cmp_lg_u32 vcc_lo, s8
s_cmp_lg_u32 m0, s8
s_cmp_lg_u32 exec_lo, s8
s_cmp_lg_u32 1.0, s8
s_cmp_lg_u32 0.15915494, s8
s_cmp_lg_u32 src_scc, s8
s_cmp_lg_u32 ttmp0, s8
s_cmp_gt_u32 lit(0x3e22f983), s8
s_cmp_gt_u32 vcc_lo, s8
s_cmp_gt_u32 m0, s8
s_cmp_gt_u32 exec_lo, s8
s_cmp_gt_u32 1.0, s8
s_cmp_gt_u32 0.15915494, s8
s_cmp_gt_u32 src_scc, s8
s_cmp_gt_u32 ttmp0, s8
s_cmp_ge_u32 lit(0x3e22f983), s8
s_cmp_ge_u32 vcc_lo, s8
s_cmp_ge_u32 m0, s8
s_cmp_ge_u32 exec_lo, s8
s_cmp_ge_u32 1.0, s8
s_cmp_ge_u32 0.15915494, s8
s_cmp_ge_u32 src_scc, s8
s_cmp_ge_u32 ttmp0, s8
s_cmp_lt_u32 lit(0x3e22f983), s8
s_cmp_lt_u32 vcc_lo, s8
s_cmp_lt_u32 m0, s8
s_cmp_lt_u32 exec_lo, s8
s_cmp_lt_u32 1.0, s8
s_cmp_lt_u32 0.15915494, s8
s_cmp_lt_u32 src_scc, s8
s_cmp_lt_u32 ttmp0, s8
s_cmp_le_u32 lit(0x3e22f983), s8
s_cmp_le_u32 vcc_lo, s8
s_cmp_le_u32 m0, s8
s_cmp_le_u32 exec_lo, s8
s_cmp_le_u32 1.0, s8
s_cmp_le_u32 0.15915494, s8
s_cmp_le_u32 src_scc, s8
s_cmp_le_u32 ttmp0, s8
s_bitcmp0_b32 lit(0x3e22f983), s8
s_bitcmp0_b32 vcc_lo, s8
s_bitcmp0_b32 m0, s8
s_bitcmp0_b32 exec_lo, s8
s_bitcmp0_b32 1.0, s8
s_bitcmp0_b32 0.15915494, s8
s_bitcmp0_b32 src_scc, s8
s_bitcmp0_b32 ttmp0, s8
s_bitcmp1_b32 lit(0x3e22f983), s8
s_bitcmp1_b32 vcc_lo, s8
s_bitcmp1_b32 m0, s8
s_bitcmp1_b32 exec_lo, s8
s_bitcmp1_b32 1.0, s8
s_bitcmp1_b32 0.15915494, s8
s_bitcmp1_b32 src_scc, s8
s_bitcmp1_b32 ttmp0, s8
s_bitcmp0_b64 s[6:7], lit(0x3e22f983)
s_bitcmp0_b64 vcc, s8
s_bitcmp0_b64 s[6:7], m0
s_bitcmp0_b64 exec, s8
s_bitcmp0_b64 1.0, s8
s_bitcmp0_b64 0.15915494309189532, s8
s_bitcmp0_b64 s[6:7], 0.15915494
s_bitcmp0_b64 src_scc, s8
s_bitcmp1_b64 s[6:7], lit(0x3e22f983)
s_bitcmp1_b64 vcc, s8
s_bitcmp1_b64 s[6:7], m0
s_bitcmp1_b64 exec, s8
s_bitcmp1_b64 1.0, s8
s_bitcmp1_b64 0.15915494309189532, s8
s_bitcmp1_b64 s[6:7], 0.15915494
s_bitcmp1_b64 src_scc, s8
s_setvskip lit(0x3e22f983), s8
s_setvskip vcc_lo, s8
s_setvskip m0, s8
s_setvskip exec_lo, s8
s_setvskip 1.0, s8
s_setvskip 0.15915494, s8
s_setvskip src_scc, s8
s_setvskip ttmp0, s8
s_set_gpr_idx_on lit(0x3e22f983), gpr_idx(DST)
s_set_gpr_idx_on vcc_lo, gpr_idx(DST)
s_set_gpr_idx_on m0, gpr_idx(DST)
s_set_gpr_idx_on exec_lo, gpr_idx(DST)
s_set_gpr_idx_on 1.0, gpr_idx(DST)
s_set_gpr_idx_on 0.15915494, gpr_idx(DST)
s_set_gpr_idx_on src_scc, gpr_idx(DST)
s_set_gpr_idx_on ttmp0, gpr_idx(DST)
s_cmp_eq_u64 vcc, s[8:9]
s_cmp_eq_u64 exec, s[8:9]
s_cmp_eq_u64 1.0, s[8:9]
s_cmp_eq_u64 0.15915494309189532, s[8:9]
s_cmp_eq_u64 src_scc, s[8:9]
s_cmp_eq_u64 0x12345678, s[8:9]
s_cmp_eq_u64 ttmp[0:1], s[8:9]
s_cmp_eq_u64 src_shared_limit, s[8:9]
s_cmp_lg_u64 vcc, s[8:9]
s_cmp_lg_u64 exec, s[8:9]
s_cmp_lg_u64 1.0, s[8:9]
s_cmp_lg_u64 0.15915494309189532, s[8:9]
s_cmp_lg_u64 src_scc, s[8:9]
s_cmp_lg_u64 0x12345678, s[8:9]
s_cmp_lg_u64 ttmp[0:1], s[8:9]
s_cmp_lg_u64 src_shared_limit, s[8:9]

// SOPP
s_nop 0x41
s_nop 0
s_nop 1
s_nop 3
s_nop 15
s_nop 64
s_nop 0x7fff
s_nop 0x8000
s_endpgm
s_endpgm 1
s_endpgm 3
s_endpgm 15
s_endpgm 64
s_endpgm 65
s_endpgm 32767
s_endpgm 32768
s_branch 0
s_branch 1
s_branch 3
s_branch 15
s_branch 64
s_branch 65
s_branch 32767
s_branch 32768
s_cbranch_scc0 0
s_cbranch_scc0 1
s_cbranch_scc0 3
s_cbranch_scc0 15
s_cbranch_scc0 64
s_cbranch_scc0 65
s_cbranch_scc0 32767
s_cbranch_scc0 32768
s_cbranch_scc1 0
s_cbranch_scc1 1
s_cbranch_scc1 3
s_cbranch_scc1 15
s_cbranch_scc1 64
s_cbranch_scc1 65
s_cbranch_scc1 32767
s_cbranch_scc1 32768
s_cbranch_vccz 0
s_cbranch_vccz 1
s_cbranch_vccz 3
s_cbranch_vccz 15
s_cbranch_vccz 64
s_cbranch_vccz 65
s_cbranch_vccz 32767
s_cbranch_vccz 32768
s_cbranch_vccnz 0
s_cbranch_vccnz 1
s_cbranch_vccnz 3
s_cbranch_vccnz 15
s_cbranch_vccnz 64
s_cbranch_vccnz 65
s_cbranch_vccnz 32767
s_cbranch_vccnz 32768
s_cbranch_execz 0
s_cbranch_execz 1
s_cbranch_execz 3
s_cbranch_execz 15
s_cbranch_execz 64
s_cbranch_execz 65
s_cbranch_execz 32767
s_cbranch_execz 32768
s_cbranch_execnz 0
s_cbranch_execnz 1
s_cbranch_execnz 3
s_cbranch_execnz 15
s_cbranch_execnz 64
s_cbranch_execnz 65
s_cbranch_execnz 32767
s_cbranch_execnz 32768
s_setkill 0x41
s_setkill 0
s_setkill 1
s_setkill 3
s_setkill 15
s_setkill 64
s_setkill 0x7fff
s_setkill 0x8000
s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
s_waitcnt vmcnt(0) lgkmcnt(0)
s_waitcnt vmcnt(0)
s_waitcnt lgkmcnt(0)
s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15)
s_waitcnt vmcnt(62) lgkmcnt(0)
s_waitcnt vmcnt(15)
s_waitcnt vmcnt(31)
s_sethalt 0x41
s_sethalt 0
s_sethalt 1
s_sethalt 3
s_sethalt 15
s_sethalt 64
s_sethalt 0x7fff
s_sethalt 0x8000
s_sleep 0x41
s_sleep 0
s_sleep 1
s_sleep 3
s_sleep 15
s_sleep 64
s_sleep 0x7fff
s_sleep 0x8000
s_setprio 0x41
s_setprio 0
s_setprio 1
s_setprio 3
s_setprio 15
s_setprio 64
s_setprio 0x7fff
s_setprio 0x8000
s_sendmsg sendmsg(0, 0, 0)
s_sendmsg sendmsg(MSG_INTERRUPT)
s_sendmsg sendmsg(2, 0, 0)
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP)
s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 0)
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 0)
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_EMIT, 0)
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT_CUT, 0)
s_sendmsghalt sendmsg(0, 0, 0)
s_sendmsghalt sendmsg(MSG_INTERRUPT)
s_sendmsghalt sendmsg(2, 0, 0)
s_sendmsghalt sendmsg(MSG_GS_DONE, GS_OP_NOP)
s_sendmsghalt sendmsg(MSG_GS, GS_OP_CUT, 0)
s_sendmsghalt sendmsg(MSG_GS, GS_OP_EMIT, 0)
s_sendmsghalt sendmsg(MSG_GS_DONE, GS_OP_EMIT, 0)
s_sendmsghalt sendmsg(MSG_GS, GS_OP_EMIT_CUT, 0)
s_trap 0x41
s_trap 0
s_trap 1
s_trap 3
s_trap 15
s_trap 64
s_trap 0x7fff
s_trap 0x8000
s_incperflevel 0x41
s_incperflevel 0
s_incperflevel 1
s_incperflevel 3
s_incperflevel 15
s_incperflevel 64
s_incperflevel 0x7fff
s_incperflevel 0x8000
s_decperflevel 0x41
s_decperflevel 0
s_decperflevel 1
s_decperflevel 3
s_decperflevel 15
s_decperflevel 64
s_decperflevel 0x7fff
s_decperflevel 0x8000
s_cbranch_cdbgsys 0
s_cbranch_cdbgsys 1
s_cbranch_cdbgsys 3
s_cbranch_cdbgsys 15
s_cbranch_cdbgsys 64
s_cbranch_cdbgsys 65
s_cbranch_cdbgsys 32767
s_cbranch_cdbgsys 32768
s_cbranch_cdbguser 0
s_cbranch_cdbguser 1
s_cbranch_cdbguser 3
s_cbranch_cdbguser 15
s_cbranch_cdbguser 64
s_cbranch_cdbguser 65
s_cbranch_cdbguser 32767
s_cbranch_cdbguser 32768
s_cbranch_cdbgsys_or_user 0
s_cbranch_cdbgsys_or_user 1
s_cbranch_cdbgsys_or_user 3
s_cbranch_cdbgsys_or_user 15
s_cbranch_cdbgsys_or_user 64
s_cbranch_cdbgsys_or_user 65
s_cbranch_cdbgsys_or_user 32767
s_cbranch_cdbgsys_or_user 32768
s_cbranch_cdbgsys_and_user 0
s_cbranch_cdbgsys_and_user 1
s_cbranch_cdbgsys_and_user 3
s_cbranch_cdbgsys_and_user 15
s_cbranch_cdbgsys_and_user 64
s_cbranch_cdbgsys_and_user 65
s_cbranch_cdbgsys_and_user 32767
s_cbranch_cdbgsys_and_user 32768
s_set_gpr_idx_mode gpr_idx()
s_set_gpr_idx_mode gpr_idx(SRC0)
s_set_gpr_idx_mode gpr_idx(SRC1)
s_set_gpr_idx_mode gpr_idx(SRC0,SRC2)
s_set_gpr_idx_mode gpr_idx(DST)
s_set_gpr_idx_mode gpr_idx(SRC0,SRC1,SRC2,DST)
s_wakeup
s_barrier
s_icache_inv
s_ttracedata
s_endpgm_saved
s_set_gpr_idx_off
s_endpgm_ordered_ps_done

// SMEM
s_load_dword s4, s[4:5], m0 offset:0x0
s_load_dword s4, s[4:5], vcc_lo
s_load_dword s4, s[4:5], 0x10 glc
s_load_dword s4, s[4:5], 0x10
s_load_dword s4, s[4:5], 0x0
s_load_dword s4, s[4:5], s2 offset:0x0
s_load_dword s4, s[4:5], s2 offset:0x10
s_load_dword s4, s[4:5], m0 offset:0x10
s_load_dwordx2 s[4:5], s[4:5], m0 offset:0x0
s_load_dwordx2 s[4:5], s[4:5], vcc_lo
s_load_dwordx2 s[4:5], s[4:5], 0x10 glc
s_load_dwordx2 s[4:5], s[4:5], 0x10
s_load_dwordx2 s[4:5], s[4:5], 0x0
s_load_dwordx2 s[4:5], s[4:5], s2 offset:0x0
s_load_dwordx2 s[4:5], s[4:5], s2 offset:0x10
s_load_dwordx2 s[4:5], s[4:5], m0 offset:0x10
s_load_dwordx4 s[4:7], s[4:5], m0 offset:0x0
s_load_dwordx4 s[4:7], s[4:5], vcc_lo
s_load_dwordx4 s[4:7], s[4:5], 0x10 glc
s_load_dwordx4 s[4:7], s[4:5], 0x10
s_load_dwordx4 s[4:7], s[4:5], 0x0
s_load_dwordx4 s[4:7], s[4:5], s2 offset:0x0
s_load_dwordx4 s[4:7], s[4:5], s2 offset:0x10
s_load_dwordx4 s[4:7], s[4:5], m0 offset:0x10
s_load_dwordx8 s[4:11], s[4:5], m0 offset:0x0
s_load_dwordx8 s[4:11], s[4:5], vcc_lo
s_load_dwordx8 s[4:11], s[4:5], 0x10 glc
s_load_dwordx8 s[4:11], s[4:5], 0x10
s_load_dwordx8 s[4:11], s[4:5], 0x0
s_load_dwordx8 s[4:11], s[4:5], s2 offset:0x0
s_load_dwordx8 s[4:11], s[4:5], s2 offset:0x10
s_load_dwordx8 s[4:11], s[4:5], m0 offset:0x10
s_load_dwordx16 s[4:19], s[4:5], m0 offset:0x0
s_load_dwordx16 s[4:19], s[4:5], vcc_lo
s_load_dwordx16 s[4:19], s[4:5], 0x10 glc
s_load_dwordx16 s[4:19], s[4:5], 0x10
s_load_dwordx16 s[4:19], s[4:5], 0x0
s_load_dwordx16 s[4:19], s[4:5], s2 offset:0x0
s_load_dwordx16 s[4:19], s[4:5], s2 offset:0x10
s_load_dwordx16 s[4:19], s[4:5], m0 offset:0x10
s_scratch_load_dword s4, s[4:5], m0 offset:0x0
s_scratch_load_dword s4, s[4:5], vcc_lo
s_scratch_load_dword s4, s[4:5], 0x10 glc
s_scratch_load_dword s4, s[4:5], 0x10
s_scratch_load_dword s4, s[4:5], 0x0
s_scratch_load_dword s4, s[4:5], s2 offset:0x0
s_scratch_load_dword s4, s[4:5], s2 offset:0x10
s_scratch_load_dword s4, s[4:5], m0 offset:0x10
s_scratch_load_dwordx2 s[4:5], s[4:5], m0 offset:0x0
s_scratch_load_dwordx2 s[4:5], s[4:5], vcc_lo
s_scratch_load_dwordx2 s[4:5], s[4:5], 0x10 glc
s_scratch_load_dwordx2 s[4:5], s[4:5], 0x10
s_scratch_load_dwordx2 s[4:5], s[4:5], 0x0
s_scratch_load_dwordx2 s[4:5], s[4:5], s2 offset:0x0
s_scratch_load_dwordx2 s[4:5], s[4:5], s2 offset:0x10
s_scratch_load_dwordx2 s[4:5], s[4:5], m0 offset:0x10
s_scratch_load_dwordx4 s[4:7], s[4:5], m0 offset:0x0
s_scratch_load_dwordx4 s[4:7], s[4:5], vcc_lo
s_scratch_load_dwordx4 s[4:7], s[4:5], 0x10 glc
s_scratch_load_dwordx4 s[4:7], s[4:5], 0x10
s_scratch_load_dwordx4 s[4:7], s[4:5], 0x0
s_scratch_load_dwordx4 s[4:7], s[4:5], s2 offset:0x0
s_scratch_load_dwordx4 s[4:7], s[4:5], s2 offset:0x10
s_scratch_load_dwordx4 s[4:7], s[4:5], m0 offset:0x10
s_buffer_load_dword s4, s[4:7], m0 offset:0x0
s_buffer_load_dword s4, s[4:7], vcc_lo
s_buffer_load_dword s4, s[4:7], 0x10 glc
s_buffer_load_dword s4, s[4:7], 0x10
s_buffer_load_dword s4, s[4:7], 0x0
s_buffer_load_dword s4, s[4:7], s2 offset:0x0
s_buffer_load_dword s4, s[4:7], s2 offset:0x10
s_buffer_load_dword s4, s[4:7], m0 offset:0x10
s_buffer_load_dwordx2 s[4:5], s[4:7], m0 offset:0x0
s_buffer_load_dwordx2 s[4:5], s[4:7], vcc_lo
s_buffer_load_dwordx2 s[4:5], s[4:7], 0x10 glc
s_buffer_load_dwordx2 s[4:5], s[4:7], 0x10
s_buffer_load_dwordx2 s[4:5], s[4:7], 0x0
s_buffer_load_dwordx2 s[4:5], s[4:7], s2 offset:0x0
s_buffer_load_dwordx2 s[4:5], s[4:7], s2 offset:0x10
s_buffer_load_dwordx2 s[4:5], s[4:7], m0 offset:0x10
s_buffer_load_dwordx4 s[4:7], s[4:7], m0 offset:0x0
s_buffer_load_dwordx4 s[4:7], s[4:7], vcc_lo
s_buffer_load_dwordx4 s[4:7], s[4:7], 0x10 glc
s_buffer_load_dwordx4 s[4:7], s[4:7], 0x10
s_buffer_load_dwordx4 s[4:7], s[4:7], 0x0
s_buffer_load_dwordx4 s[4:7], s[4:7], s2 offset:0x0
s_buffer_load_dwordx4 s[4:7], s[4:7], s2 offset:0x10
s_buffer_load_dwordx4 s[4:7], s[4:7], m0 offset:0x10
s_buffer_load_dwordx8 s[4:11], s[4:7], m0 offset:0x0
s_buffer_load_dwordx8 s[4:11], s[4:7], vcc_lo
s_buffer_load_dwordx8 s[4:11], s[4:7], 0x10 glc
s_buffer_load_dwordx8 s[4:11], s[4:7], 0x10
s_buffer_load_dwordx8 s[4:11], s[4:7], 0x0
s_buffer_load_dwordx8 s[4:11], s[4:7], s2 offset:0x0
s_buffer_load_dwordx8 s[4:11], s[4:7], s2 offset:0x10
s_buffer_load_dwordx8 s[4:11], s[4:7], m0 offset:0x10
s_buffer_load_dwordx16 s[4:19], s[4:7], m0 offset:0x0
s_buffer_load_dwordx16 s[4:19], s[4:7], vcc_lo
s_buffer_load_dwordx16 s[4:19], s[4:7], 0x10 glc
s_buffer_load_dwordx16 s[4:19], s[4:7], 0x10
s_buffer_load_dwordx16 s[4:19], s[4:7], 0x0
s_buffer_load_dwordx16 s[4:19], s[4:7], s2 offset:0x0
s_buffer_load_dwordx16 s[4:19], s[4:7], s2 offset:0x10
s_buffer_load_dwordx16 s[4:19], s[4:7], m0 offset:0x10
s_store_dword s4, s[4:5], m0 offset:0x0
s_store_dword s4, s[4:5], vcc_lo
s_store_dword s4, s[4:5], 0x10 glc
s_store_dword s4, s[4:5], 0x10
s_store_dword s4, s[4:5], 0x0
s_store_dword s4, s[4:5], s2 offset:0x0
s_store_dword s4, s[4:5], s2 offset:0x10
s_store_dword s4, s[4:5], m0 offset:0x10
s_store_dwordx2 s[4:5], s[4:5], m0 offset:0x0
s_store_dwordx2 s[4:5], s[4:5], vcc_lo
s_store_dwordx2 s[4:5], s[4:5], 0x10 glc
s_store_dwordx2 s[4:5], s[4:5], 0x10
s_store_dwordx2 s[4:5], s[4:5], 0x0
s_store_dwordx2 s[4:5], s[4:5], s2 offset:0x0
s_store_dwordx2 s[4:5], s[4:5], s2 offset:0x10
s_store_dwordx2 s[4:5], s[4:5], m0 offset:0x10
s_store_dwordx4 s[4:7], s[4:5], m0 offset:0x0
s_store_dwordx4 s[4:7], s[4:5], vcc_lo
s_store_dwordx4 s[4:7], s[4:5], 0x10 glc
s_store_dwordx4 s[4:7], s[4:5], 0x10
s_store_dwordx4 s[4:7], s[4:5], 0x0
s_store_dwordx4 s[4:7], s[4:5], s2 offset:0x0
s_store_dwordx4 s[4:7], s[4:5], s2 offset:0x10
s_store_dwordx4 s[4:7], s[4:5], m0 offset:0x10
s_scratch_store_dword s4, s[4:5], m0 offset:0x0
s_scratch_store_dword s4, s[4:5], vcc_lo
s_scratch_store_dword s4, s[4:5], 0x10 glc
s_scratch_store_dword s4, s[4:5], 0x10
s_scratch_store_dword s4, s[4:5], 0x0
s_scratch_store_dword s4, s[4:5], s2 offset:0x0
s_scratch_store_dword s4, s[4:5], s2 offset:0x10
s_scratch_store_dword s4, s[4:5], m0 offset:0x10
s_scratch_store_dwordx2 s[4:5], s[4:5], m0 offset:0x0
s_scratch_store_dwordx2 s[4:5], s[4:5], vcc_lo
s_scratch_store_dwordx2 s[4:5], s[4:5], 0x10 glc
s_scratch_store_dwordx2 s[4:5], s[4:5], 0x10
s_scratch_store_dwordx2 s[4:5], s[4:5], 0x0
s_scratch_store_dwordx2 s[4:5], s[4:5], s2 offset:0x0
s_scratch_store_dwordx2 s[4:5], s[4:5], s2 offset:0x10
s_scratch_store_dwordx2 s[4:5], s[4:5], m0 offset:0x10
s_scratch_store_dwordx4 s[4:7], s[4:5], m0 offset:0x0
s_scratch_store_dwordx4 s[4:7], s[4:5], vcc_lo
s_scratch_store_dwordx4 s[4:7], s[4:5], 0x10 glc
s_scratch_store_dwordx4 s[4:7], s[4:5], 0x10
s_scratch_store_dwordx4 s[4:7], s[4:5], 0x0
s_scratch_store_dwordx4 s[4:7], s[4:5], s2 offset:0x0
s_scratch_store_dwordx4 s[4:7], s[4:5], s2 offset:0x10
s_scratch_store_dwordx4 s[4:7], s[4:5], m0 offset:0x10
s_buffer_store_dword s4, s[4:7], m0 offset:0x0
s_buffer_store_dword s4, s[4:7], vcc_lo
s_buffer_store_dword s4, s[4:7], 0x10 glc
s_buffer_store_dword s4, s[4:7], 0x10
s_buffer_store_dword s4, s[4:7], 0x0
s_buffer_store_dword s4, s[4:7], s2 offset:0x0
s_buffer_store_dword s4, s[4:7], s2 offset:0x10
s_buffer_store_dword s4, s[4:7], m0 offset:0x10
s_buffer_store_dwordx2 s[4:5], s[4:7], m0 offset:0x0
s_buffer_store_dwordx2 s[4:5], s[4:7], vcc_lo
s_buffer_store_dwordx2 s[4:5], s[4:7], 0x10 glc
s_buffer_store_dwordx2 s[4:5], s[4:7], 0x10
s_buffer_store_dwordx2 s[4:5], s[4:7], 0x0
s_buffer_store_dwordx2 s[4:5], s[4:7], s2 offset:0x0
s_buffer_store_dwordx2 s[4:5], s[4:7], s2 offset:0x10
s_buffer_store_dwordx2 s[4:5], s[4:7], m0 offset:0x10
s_buffer_store_dwordx4 s[4:7], s[4:7], m0 offset:0x0
s_buffer_store_dwordx4 s[4:7], s[4:7], vcc_lo
s_buffer_store_dwordx4 s[4:7], s[4:7], 0x10 glc
s_buffer_store_dwordx4 s[4:7], s[4:7], 0x10
s_buffer_store_dwordx4 s[4:7], s[4:7], 0x0
s_buffer_store_dwordx4 s[4:7], s[4:7], s2 offset:0x0
s_buffer_store_dwordx4 s[4:7], s[4:7], s2 offset:0x10
s_buffer_store_dwordx4 s[4:7], s[4:7], m0 offset:0x10
s_atc_probe 4, s[4:5], m0 offset:0x0
s_atc_probe 4, s[4:5], vcc_lo
s_atc_probe 4, s[4:5], 0x10
s_atc_probe 4, s[4:5], 0x0
s_atc_probe 4, s[4:5], s2 offset:0x0
s_atc_probe 4, s[4:5], s2 offset:0x10
s_atc_probe 4, s[4:5], m0 offset:0x10
s_atc_probe 4, s[4:5], -0x1
s_atc_probe_buffer 4, s[4:7], m0 offset:0x0
s_atc_probe_buffer 4, s[4:7], vcc_lo
s_atc_probe_buffer 4, s[4:7], 0x10
s_atc_probe_buffer 4, s[4:7], 0x0
s_atc_probe_buffer 4, s[4:7], s2 offset:0x0
s_atc_probe_buffer 4, s[4:7], s2 offset:0x10
s_atc_probe_buffer 4, s[4:7], m0 offset:0x10
s_atc_probe_buffer 4, s[4:7], 0xfffff
s_dcache_discard s[4:5], m0 offset:0x0
s_dcache_discard s[4:5], vcc_lo
s_dcache_discard s[4:5], 0x10
s_dcache_discard s[4:5], 0x0
s_dcache_discard s[4:5], s2 offset:0x0
s_dcache_discard s[4:5], s2 offset:0x10
s_dcache_discard s[4:5], m0 offset:0x10
s_dcache_discard s[4:5], -0x1
s_dcache_discard_x2 s[4:5], m0 offset:0x0
s_dcache_discard_x2 s[4:5], vcc_lo
s_dcache_discard_x2 s[4:5], 0x10
s_dcache_discard_x2 s[4:5], 0x0
s_dcache_discard_x2 s[4:5], s2 offset:0x0
s_dcache_discard_x2 s[4:5], s2 offset:0x10
s_dcache_discard_x2 s[4:5], m0 offset:0x10
s_dcache_discard_x2 s[4:5], -0x1
s_buffer_atomic_swap s4, s[4:7], m0 offset:0x0
s_buffer_atomic_swap s4, s[4:7], vcc_lo
s_buffer_atomic_swap s4, s[4:7], 0x10 glc
s_buffer_atomic_swap s4, s[4:7], 0x10
s_buffer_atomic_swap s4, s[4:7], 0x0
s_buffer_atomic_swap s4, s[4:7], s2 offset:0x0
s_buffer_atomic_swap s4, s[4:7], s2 offset:0x10
s_buffer_atomic_swap s4, s[4:7], m0 offset:0x10
s_buffer_atomic_cmpswap s[4:5], s[4:7], m0 offset:0x0
s_buffer_atomic_cmpswap s[4:5], s[4:7], vcc_lo
s_buffer_atomic_cmpswap s[4:5], s[4:7], 0x10 glc
s_buffer_atomic_cmpswap s[4:5], s[4:7], 0x10
s_buffer_atomic_cmpswap s[4:5], s[4:7], 0x0
s_buffer_atomic_cmpswap s[4:5], s[4:7], s2 offset:0x0
s_buffer_atomic_cmpswap s[4:5], s[4:7], s2 offset:0x10
s_buffer_atomic_cmpswap s[4:5], s[4:7], m0 offset:0x10
s_buffer_atomic_add s4, s[4:7], m0 offset:0x0
s_buffer_atomic_add s4, s[4:7], vcc_lo
s_buffer_atomic_add s4, s[4:7], 0x10 glc
s_buffer_atomic_add s4, s[4:7], 0x10
s_buffer_atomic_add s4, s[4:7], 0x0
s_buffer_atomic_add s4, s[4:7], s2 offset:0x0
s_buffer_atomic_add s4, s[4:7], s2 offset:0x10
s_buffer_atomic_add s4, s[4:7], m0 offset:0x10
s_buffer_atomic_sub s4, s[4:7], m0 offset:0x0
s_buffer_atomic_sub s4, s[4:7], vcc_lo
s_buffer_atomic_sub s4, s[4:7], 0x10 glc
s_buffer_atomic_sub s4, s[4:7], 0x10
s_buffer_atomic_sub s4, s[4:7], 0x0
s_buffer_atomic_sub s4, s[4:7], s2 offset:0x0
s_buffer_atomic_sub s4, s[4:7], s2 offset:0x10
s_buffer_atomic_sub s4, s[4:7], m0 offset:0x10
s_buffer_atomic_smin s4, s[4:7], m0 offset:0x0
s_buffer_atomic_smin s4, s[4:7], vcc_lo
s_buffer_atomic_smin s4, s[4:7], 0x10 glc
s_buffer_atomic_smin s4, s[4:7], 0x10
s_buffer_atomic_smin s4, s[4:7], 0x0
s_buffer_atomic_smin s4, s[4:7], s2 offset:0x0
s_buffer_atomic_smin s4, s[4:7], s2 offset:0x10
s_buffer_atomic_smin s4, s[4:7], m0 offset:0x10
s_buffer_atomic_umin s4, s[4:7], m0 offset:0x0
s_buffer_atomic_umin s4, s[4:7], vcc_lo
s_buffer_atomic_umin s4, s[4:7], 0x10 glc
s_buffer_atomic_umin s4, s[4:7], 0x10
s_buffer_atomic_umin s4, s[4:7], 0x0
s_buffer_atomic_umin s4, s[4:7], s2 offset:0x0
s_buffer_atomic_umin s4, s[4:7], s2 offset:0x10
s_buffer_atomic_umin s4, s[4:7], m0 offset:0x10
s_buffer_atomic_smax s4, s[4:7], m0 offset:0x0
s_buffer_atomic_smax s4, s[4:7], vcc_lo
s_buffer_atomic_smax s4, s[4:7], 0x10 glc
s_buffer_atomic_smax s4, s[4:7], 0x10
s_buffer_atomic_smax s4, s[4:7], 0x0
s_buffer_atomic_smax s4, s[4:7], s2 offset:0x0
s_buffer_atomic_smax s4, s[4:7], s2 offset:0x10
s_buffer_atomic_smax s4, s[4:7], m0 offset:0x10
s_buffer_atomic_umax s4, s[4:7], m0 offset:0x0
s_buffer_atomic_umax s4, s[4:7], vcc_lo
s_buffer_atomic_umax s4, s[4:7], 0x10 glc
s_buffer_atomic_umax s4, s[4:7], 0x10
s_buffer_atomic_umax s4, s[4:7], 0x0
s_buffer_atomic_umax s4, s[4:7], s2 offset:0x0
s_buffer_atomic_umax s4, s[4:7], s2 offset:0x10
s_buffer_atomic_umax s4, s[4:7], m0 offset:0x10
s_buffer_atomic_and s4, s[4:7], m0 offset:0x0
s_buffer_atomic_and s4, s[4:7], vcc_lo
s_buffer_atomic_and s4, s[4:7], 0x10 glc
s_buffer_atomic_and s4, s[4:7], 0x10
s_buffer_atomic_and s4, s[4:7], 0x0
s_buffer_atomic_and s4, s[4:7], s2 offset:0x0
s_buffer_atomic_and s4, s[4:7], s2 offset:0x10
s_buffer_atomic_and s4, s[4:7], m0 offset:0x10
s_buffer_atomic_or s4, s[4:7], m0 offset:0x0
s_buffer_atomic_or s4, s[4:7], vcc_lo
s_buffer_atomic_or s4, s[4:7], 0x10 glc
s_buffer_atomic_or s4, s[4:7], 0x10
s_buffer_atomic_or s4, s[4:7], 0x0
s_buffer_atomic_or s4, s[4:7], s2 offset:0x0
s_buffer_atomic_or s4, s[4:7], s2 offset:0x10
s_buffer_atomic_or s4, s[4:7], m0 offset:0x10
s_buffer_atomic_xor s4, s[4:7], m0 offset:0x0
s_buffer_atomic_xor s4, s[4:7], vcc_lo
s_buffer_atomic_xor s4, s[4:7], 0x10 glc
s_buffer_atomic_xor s4, s[4:7], 0x10
s_buffer_atomic_xor s4, s[4:7], 0x0
s_buffer_atomic_xor s4, s[4:7], s2 offset:0x0
s_buffer_atomic_xor s4, s[4:7], s2 offset:0x10
s_buffer_atomic_xor s4, s[4:7], m0 offset:0x10
s_buffer_atomic_inc s4, s[4:7], m0 offset:0x0
s_buffer_atomic_inc s4, s[4:7], vcc_lo
s_buffer_atomic_inc s4, s[4:7], 0x10 glc
s_buffer_atomic_inc s4, s[4:7], 0x10
s_buffer_atomic_inc s4, s[4:7], 0x0
s_buffer_atomic_inc s4, s[4:7], s2 offset:0x0
s_buffer_atomic_inc s4, s[4:7], s2 offset:0x10
s_buffer_atomic_inc s4, s[4:7], m0 offset:0x10
s_buffer_atomic_dec s4, s[4:7], m0 offset:0x0
s_buffer_atomic_dec s4, s[4:7], vcc_lo
s_buffer_atomic_dec s4, s[4:7], 0x10 glc
s_buffer_atomic_dec s4, s[4:7], 0x10
s_buffer_atomic_dec s4, s[4:7], 0x0
s_buffer_atomic_dec s4, s[4:7], s2 offset:0x0
s_buffer_atomic_dec s4, s[4:7], s2 offset:0x10
s_buffer_atomic_dec s4, s[4:7], m0 offset:0x10
s_buffer_atomic_swap_x2 s[4:5], s[4:7], m0 offset:0x0
s_buffer_atomic_swap_x2 s[4:5], s[4:7], vcc_lo
s_buffer_atomic_swap_x2 s[4:5], s[4:7], 0x10 glc
s_buffer_atomic_swap_x2 s[4:5], s[4:7], 0x10
s_buffer_atomic_swap_x2 s[4:5], s[4:7], 0x0
s_buffer_atomic_swap_x2 s[4:5], s[4:7], s2 offset:0x0
s_buffer_atomic_swap_x2 s[4:5], s[4:7], s2 offset:0x10
s_buffer_atomic_swap_x2 s[4:5], s[4:7], m0 offset:0x10
s_buffer_atomic_cmpswap_x2 s[4:7], s[4:7], m0 offset:0x0
s_buffer_atomic_cmpswap_x2 s[4:7], s[4:7], vcc_lo
s_buffer_atomic_cmpswap_x2 s[4:7], s[4:7], 0x10 glc
s_buffer_atomic_cmpswap_x2 s[4:7], s[4:7], 0x10
s_buffer_atomic_cmpswap_x2 s[4:7], s[4:7], 0x0
s_buffer_atomic_cmpswap_x2 s[4:7], s[4:7], s2 offset:0x0
s_buffer_atomic_cmpswap_x2 s[4:7], s[4:7], s2 offset:0x10
s_buffer_atomic_cmpswap_x2 s[4:7], s[4:7], m0 offset:0x10
s_buffer_atomic_add_x2 s[4:5], s[4:7], m0 offset:0x0
s_buffer_atomic_add_x2 s[4:5], s[4:7], vcc_lo
s_buffer_atomic_add_x2 s[4:5], s[4:7], 0x10 glc
s_buffer_atomic_add_x2 s[4:5], s[4:7], 0x10
s_buffer_atomic_add_x2 s[4:5], s[4:7], 0x0
s_buffer_atomic_add_x2 s[4:5], s[4:7], s2 offset:0x0
s_buffer_atomic_add_x2 s[4:5], s[4:7], s2 offset:0x10
s_buffer_atomic_add_x2 s[4:5], s[4:7], m0 offset:0x10
s_buffer_atomic_sub_x2 s[4:5], s[4:7], m0 offset:0x0
s_buffer_atomic_sub_x2 s[4:5], s[4:7], vcc_lo
s_buffer_atomic_sub_x2 s[4:5], s[4:7], 0x10 glc
s_buffer_atomic_sub_x2 s[4:5], s[4:7], 0x10
s_buffer_atomic_sub_x2 s[4:5], s[4:7], 0x0
s_buffer_atomic_sub_x2 s[4:5], s[4:7], s2 offset:0x0
s_buffer_atomic_sub_x2 s[4:5], s[4:7], s2 offset:0x10
s_buffer_atomic_sub_x2 s[4:5], s[4:7], m0 offset:0x10
s_buffer_atomic_smin_x2 s[4:5], s[4:7], m0 offset:0x0
s_buffer_atomic_smin_x2 s[4:5], s[4:7], vcc_lo
s_buffer_atomic_smin_x2 s[4:5], s[4:7], 0x10 glc
s_buffer_atomic_smin_x2 s[4:5], s[4:7], 0x10
s_buffer_atomic_smin_x2 s[4:5], s[4:7], 0x0
s_buffer_atomic_smin_x2 s[4:5], s[4:7], s2 offset:0x0
s_buffer_atomic_smin_x2 s[4:5], s[4:7], s2 offset:0x10
s_buffer_atomic_smin_x2 s[4:5], s[4:7], m0 offset:0x10
s_buffer_atomic_umin_x2 s[4:5], s[4:7], m0 offset:0x0
s_buffer_atomic_umin_x2 s[4:5], s[4:7], vcc_lo
s_buffer_atomic_umin_x2 s[4:5], s[4:7], 0x10 glc
s_buffer_atomic_umin_x2 s[4:5], s[4:7], 0x10
s_buffer_atomic_umin_x2 s[4:5], s[4:7], 0x0
s_buffer_atomic_umin_x2 s[4:5], s[4:7], s2 offset:0x0
s_buffer_atomic_umin_x2 s[4:5], s[4:7], s2 offset:0x10
s_buffer_atomic_umin_x2 s[4:5], s[4:7], m0 offset:0x10
s_buffer_atomic_smax_x2 s[4:5], s[4:7], m0 offset:0x0
s_buffer_atomic_smax_x2 s[4:5], s[4:7], vcc_lo
s_buffer_atomic_smax_x2 s[4:5], s[4:7], 0x10 glc
s_buffer_atomic_smax_x2 s[4:5], s[4:7], 0x10
s_buffer_atomic_smax_x2 s[4:5], s[4:7], 0x0
s_buffer_atomic_smax_x2 s[4:5], s[4:7], s2 offset:0x0
s_buffer_atomic_smax_x2 s[4:5], s[4:7], s2 offset:0x10
s_buffer_atomic_smax_x2 s[4:5], s[4:7], m0 offset:0x10
s_buffer_atomic_umax_x2 s[4:5], s[4:7], m0 offset:0x0
s_buffer_atomic_umax_x2 s[4:5], s[4:7], vcc_lo
s_buffer_atomic_umax_x2 s[4:5], s[4:7], 0x10 glc
s_buffer_atomic_umax_x2 s[4:5], s[4:7], 0x10
s_buffer_atomic_umax_x2 s[4:5], s[4:7], 0x0
s_buffer_atomic_umax_x2 s[4:5], s[4:7], s2 offset:0x0
s_buffer_atomic_umax_x2 s[4:5], s[4:7], s2 offset:0x10
s_buffer_atomic_umax_x2 s[4:5], s[4:7], m0 offset:0x10
s_buffer_atomic_and_x2 s[4:5], s[4:7], m0 offset:0x0
s_buffer_atomic_and_x2 s[4:5], s[4:7], vcc_lo
s_buffer_atomic_and_x2 s[4:5], s[4:7], 0x10 glc
s_buffer_atomic_and_x2 s[4:5], s[4:7], 0x10
s_buffer_atomic_and_x2 s[4:5], s[4:7], 0x0
s_buffer_atomic_and_x2 s[4:5], s[4:7], s2 offset:0x0
s_buffer_atomic_and_x2 s[4:5], s[4:7], s2 offset:0x10
s_buffer_atomic_and_x2 s[4:5], s[4:7], m0 offset:0x10
s_buffer_atomic_or_x2 s[4:5], s[4:7], m0 offset:0x0
s_buffer_atomic_or_x2 s[4:5], s[4:7], vcc_lo
s_buffer_atomic_or_x2 s[4:5], s[4:7], 0x10 glc
s_buffer_atomic_or_x2 s[4:5], s[4:7], 0x10
s_buffer_atomic_or_x2 s[4:5], s[4:7], 0x0
s_buffer_atomic_or_x2 s[4:5], s[4:7], s2 offset:0x0
s_buffer_atomic_or_x2 s[4:5], s[4:7], s2 offset:0x10
s_buffer_atomic_or_x2 s[4:5], s[4:7], m0 offset:0x10
s_buffer_atomic_xor_x2 s[4:5], s[4:7], m0 offset:0x0
s_buffer_atomic_xor_x2 s[4:5], s[4:7], vcc_lo
s_buffer_atomic_xor_x2 s[4:5], s[4:7], 0x10 glc
s_buffer_atomic_xor_x2 s[4:5], s[4:7], 0x10
s_buffer_atomic_xor_x2 s[4:5], s[4:7], 0x0
s_buffer_atomic_xor_x2 s[4:5], s[4:7], s2 offset:0x0
s_buffer_atomic_xor_x2 s[4:5], s[4:7], s2 offset:0x10
s_buffer_atomic_xor_x2 s[4:5], s[4:7], m0 offset:0x10
s_buffer_atomic_inc_x2 s[4:5], s[4:7], m0 offset:0x0
s_buffer_atomic_inc_x2 s[4:5], s[4:7], vcc_lo
s_buffer_atomic_inc_x2 s[4:5], s[4:7], 0x10 glc
s_buffer_atomic_inc_x2 s[4:5], s[4:7], 0x10
s_buffer_atomic_inc_x2 s[4:5], s[4:7], 0x0
s_buffer_atomic_inc_x2 s[4:5], s[4:7], s2 offset:0x0
s_buffer_atomic_inc_x2 s[4:5], s[4:7], s2 offset:0x10
s_buffer_atomic_inc_x2 s[4:5], s[4:7], m0 offset:0x10
s_buffer_atomic_dec_x2 s[4:5], s[4:7], m0 offset:0x0
s_buffer_atomic_dec_x2 s[4:5], s[4:7], vcc_lo
s_buffer_atomic_dec_x2 s[4:5], s[4:7], 0x10 glc
s_buffer_atomic_dec_x2 s[4:5], s[4:7], 0x10
s_buffer_atomic_dec_x2 s[4:5], s[4:7], 0x0
s_buffer_atomic_dec_x2 s[4:5], s[4:7], s2 offset:0x0
s_buffer_atomic_dec_x2 s[4:5], s[4:7], s2 offset:0x10
s_buffer_atomic_dec_x2 s[4:5], s[4:7], m0 offset:0x10
s_atomic_swap s4, s[4:5], m0 offset:0x0
s_atomic_swap s4, s[4:5], vcc_lo
s_atomic_swap s4, s[4:5], 0x10 glc
s_atomic_swap s4, s[4:5], 0x10
s_atomic_swap s4, s[4:5], 0x0
s_atomic_swap s4, s[4:5], s2 offset:0x0
s_atomic_swap s4, s[4:5], s2 offset:0x10
s_atomic_swap s4, s[4:5], m0 offset:0x10
s_atomic_cmpswap s[4:5], s[4:5], m0 offset:0x0
s_atomic_cmpswap s[4:5], s[4:5], vcc_lo
s_atomic_cmpswap s[4:5], s[4:5], 0x10 glc
s_atomic_cmpswap s[4:5], s[4:5], 0x10
s_atomic_cmpswap s[4:5], s[4:5], 0x0
s_atomic_cmpswap s[4:5], s[4:5], s2 offset:0x0
s_atomic_cmpswap s[4:5], s[4:5], s2 offset:0x10
s_atomic_cmpswap s[4:5], s[4:5], m0 offset:0x10
s_atomic_add s4, s[4:5], m0 offset:0x0
s_atomic_add s4, s[4:5], vcc_lo
s_atomic_add s4, s[4:5], 0x10 glc
s_atomic_add s4, s[4:5], 0x10
s_atomic_add s4, s[4:5], 0x0
s_atomic_add s4, s[4:5], s2 offset:0x0
s_atomic_add s4, s[4:5], s2 offset:0x10
s_atomic_add s4, s[4:5], m0 offset:0x10
s_atomic_sub s4, s[4:5], m0 offset:0x0
s_atomic_sub s4, s[4:5], vcc_lo
s_atomic_sub s4, s[4:5], 0x10 glc
s_atomic_sub s4, s[4:5], 0x10
s_atomic_sub s4, s[4:5], 0x0
s_atomic_sub s4, s[4:5], s2 offset:0x0
s_atomic_sub s4, s[4:5], s2 offset:0x10
s_atomic_sub s4, s[4:5], m0 offset:0x10
s_atomic_smin s4, s[4:5], m0 offset:0x0
s_atomic_smin s4, s[4:5], vcc_lo
s_atomic_smin s4, s[4:5], 0x10 glc
s_atomic_smin s4, s[4:5], 0x10
s_atomic_smin s4, s[4:5], 0x0
s_atomic_smin s4, s[4:5], s2 offset:0x0
s_atomic_smin s4, s[4:5], s2 offset:0x10
s_atomic_smin s4, s[4:5], m0 offset:0x10
s_atomic_umin s4, s[4:5], m0 offset:0x0
s_atomic_umin s4, s[4:5], vcc_lo
s_atomic_umin s4, s[4:5], 0x10 glc
s_atomic_umin s4, s[4:5], 0x10
s_atomic_umin s4, s[4:5], 0x0
s_atomic_umin s4, s[4:5], s2 offset:0x0
s_atomic_umin s4, s[4:5], s2 offset:0x10
s_atomic_umin s4, s[4:5], m0 offset:0x10
s_atomic_smax s4, s[4:5], m0 offset:0x0
s_atomic_smax s4, s[4:5], vcc_lo
s_atomic_smax s4, s[4:5], 0x10 glc
s_atomic_smax s4, s[4:5], 0x10
s_atomic_smax s4, s[4:5], 0x0
s_atomic_smax s4, s[4:5], s2 offset:0x0
s_atomic_smax s4, s[4:5], s2 offset:0x10
s_atomic_smax s4, s[4:5], m0 offset:0x10
s_atomic_umax s4, s[4:5], m0 offset:0x0
s_atomic_umax s4, s[4:5], vcc_lo
s_atomic_umax s4, s[4:5], 0x10 glc
s_atomic_umax s4, s[4:5], 0x10
s_atomic_umax s4, s[4:5], 0x0
s_atomic_umax s4, s[4:5], s2 offset:0x0
s_atomic_umax s4, s[4:5], s2 offset:0x10
s_atomic_umax s4, s[4:5], m0 offset:0x10
s_atomic_and s4, s[4:5], m0 offset:0x0
s_atomic_and s4, s[4:5], vcc_lo
s_atomic_and s4, s[4:5], 0x10 glc
s_atomic_and s4, s[4:5], 0x10
s_atomic_and s4, s[4:5], 0x0
s_atomic_and s4, s[4:5], s2 offset:0x0
s_atomic_and s4, s[4:5], s2 offset:0x10
s_atomic_and s4, s[4:5], m0 offset:0x10
s_atomic_or s4, s[4:5], m0 offset:0x0
s_atomic_or s4, s[4:5], vcc_lo
s_atomic_or s4, s[4:5], 0x10 glc
s_atomic_or s4, s[4:5], 0x10
s_atomic_or s4, s[4:5], 0x0
s_atomic_or s4, s[4:5], s2 offset:0x0
s_atomic_or s4, s[4:5], s2 offset:0x10
s_atomic_or s4, s[4:5], m0 offset:0x10
s_atomic_xor s4, s[4:5], m0 offset:0x0
s_atomic_xor s4, s[4:5], vcc_lo
s_atomic_xor s4, s[4:5], 0x10 glc
s_atomic_xor s4, s[4:5], 0x10
s_atomic_xor s4, s[4:5], 0x0
s_atomic_xor s4, s[4:5], s2 offset:0x0
s_atomic_xor s4, s[4:5], s2 offset:0x10
s_atomic_xor s4, s[4:5], m0 offset:0x10
s_atomic_inc s4, s[4:5], m0 offset:0x0
s_atomic_inc s4, s[4:5], vcc_lo
s_atomic_inc s4, s[4:5], 0x10 glc
s_atomic_inc s4, s[4:5], 0x10
s_atomic_inc s4, s[4:5], 0x0
s_atomic_inc s4, s[4:5], s2 offset:0x0
s_atomic_inc s4, s[4:5], s2 offset:0x10
s_atomic_inc s4, s[4:5], m0 offset:0x10
s_atomic_dec s4, s[4:5], m0 offset:0x0
s_atomic_dec s4, s[4:5], vcc_lo
s_atomic_dec s4, s[4:5], 0x10 glc
s_atomic_dec s4, s[4:5], 0x10
s_atomic_dec s4, s[4:5], 0x0
s_atomic_dec s4, s[4:5], s2 offset:0x0
s_atomic_dec s4, s[4:5], s2 offset:0x10
s_atomic_dec s4, s[4:5], m0 offset:0x10
s_atomic_swap_x2 s[4:5], s[4:5], m0 offset:0x0
s_atomic_swap_x2 s[4:5], s[4:5], vcc_lo
s_atomic_swap_x2 s[4:5], s[4:5], 0x10 glc
s_atomic_swap_x2 s[4:5], s[4:5], 0x10
s_atomic_swap_x2 s[4:5], s[4:5], 0x0
s_atomic_swap_x2 s[4:5], s[4:5], s2 offset:0x0
s_atomic_swap_x2 s[4:5], s[4:5], s2 offset:0x10
s_atomic_swap_x2 s[4:5], s[4:5], m0 offset:0x10
s_atomic_cmpswap_x2 s[4:7], s[4:5], m0 offset:0x0
s_atomic_cmpswap_x2 s[4:7], s[4:5], vcc_lo
s_atomic_cmpswap_x2 s[4:7], s[4:5], 0x10 glc
s_atomic_cmpswap_x2 s[4:7], s[4:5], 0x10
s_atomic_cmpswap_x2 s[4:7], s[4:5], 0x0
s_atomic_cmpswap_x2 s[4:7], s[4:5], s2 offset:0x0
s_atomic_cmpswap_x2 s[4:7], s[4:5], s2 offset:0x10
s_atomic_cmpswap_x2 s[4:7], s[4:5], m0 offset:0x10
s_atomic_add_x2 s[4:5], s[4:5], m0 offset:0x0
s_atomic_add_x2 s[4:5], s[4:5], vcc_lo
s_atomic_add_x2 s[4:5], s[4:5], 0x10 glc
s_atomic_add_x2 s[4:5], s[4:5], 0x10
s_atomic_add_x2 s[4:5], s[4:5], 0x0
s_atomic_add_x2 s[4:5], s[4:5], s2 offset:0x0
s_atomic_add_x2 s[4:5], s[4:5], s2 offset:0x10
s_atomic_add_x2 s[4:5], s[4:5], m0 offset:0x10
s_atomic_sub_x2 s[4:5], s[4:5], m0 offset:0x0
s_atomic_sub_x2 s[4:5], s[4:5], vcc_lo
s_atomic_sub_x2 s[4:5], s[4:5], 0x10 glc
s_atomic_sub_x2 s[4:5], s[4:5], 0x10
s_atomic_sub_x2 s[4:5], s[4:5], 0x0
s_atomic_sub_x2 s[4:5], s[4:5], s2 offset:0x0
s_atomic_sub_x2 s[4:5], s[4:5], s2 offset:0x10
s_atomic_sub_x2 s[4:5], s[4:5], m0 offset:0x10
s_atomic_smin_x2 s[4:5], s[4:5], m0 offset:0x0
s_atomic_smin_x2 s[4:5], s[4:5], vcc_lo
s_atomic_smin_x2 s[4:5], s[4:5], 0x10 glc
s_atomic_smin_x2 s[4:5], s[4:5], 0x10
s_atomic_smin_x2 s[4:5], s[4:5], 0x0
s_atomic_smin_x2 s[4:5], s[4:5], s2 offset:0x0
s_atomic_smin_x2 s[4:5], s[4:5], s2 offset:0x10
s_atomic_smin_x2 s[4:5], s[4:5], m0 offset:0x10
s_atomic_umin_x2 s[4:5], s[4:5], m0 offset:0x0
s_atomic_umin_x2 s[4:5], s[4:5], vcc_lo
s_atomic_umin_x2 s[4:5], s[4:5], 0x10 glc
s_atomic_umin_x2 s[4:5], s[4:5], 0x10
s_atomic_umin_x2 s[4:5], s[4:5], 0x0
s_atomic_umin_x2 s[4:5], s[4:5], s2 offset:0x0
s_atomic_umin_x2 s[4:5], s[4:5], s2 offset:0x10
s_atomic_umin_x2 s[4:5], s[4:5], m0 offset:0x10
s_atomic_smax_x2 s[4:5], s[4:5], m0 offset:0x0
s_atomic_smax_x2 s[4:5], s[4:5], vcc_lo
s_atomic_smax_x2 s[4:5], s[4:5], 0x10 glc
s_atomic_smax_x2 s[4:5], s[4:5], 0x10
s_atomic_smax_x2 s[4:5], s[4:5], 0x0
s_atomic_smax_x2 s[4:5], s[4:5], s2 offset:0x0
s_atomic_smax_x2 s[4:5], s[4:5], s2 offset:0x10
s_atomic_smax_x2 s[4:5], s[4:5], m0 offset:0x10
s_atomic_umax_x2 s[4:5], s[4:5], m0 offset:0x0
s_atomic_umax_x2 s[4:5], s[4:5], vcc_lo
s_atomic_umax_x2 s[4:5], s[4:5], 0x10 glc
s_atomic_umax_x2 s[4:5], s[4:5], 0x10
s_atomic_umax_x2 s[4:5], s[4:5], 0x0
s_atomic_umax_x2 s[4:5], s[4:5], s2 offset:0x0
s_atomic_umax_x2 s[4:5], s[4:5], s2 offset:0x10
s_atomic_umax_x2 s[4:5], s[4:5], m0 offset:0x10
s_atomic_and_x2 s[4:5], s[4:5], m0 offset:0x0
s_atomic_and_x2 s[4:5], s[4:5], vcc_lo
s_atomic_and_x2 s[4:5], s[4:5], 0x10 glc
s_atomic_and_x2 s[4:5], s[4:5], 0x10
s_atomic_and_x2 s[4:5], s[4:5], 0x0
s_atomic_and_x2 s[4:5], s[4:5], s2 offset:0x0
s_atomic_and_x2 s[4:5], s[4:5], s2 offset:0x10
s_atomic_and_x2 s[4:5], s[4:5], m0 offset:0x10
s_atomic_or_x2 s[4:5], s[4:5], m0 offset:0x0
s_atomic_or_x2 s[4:5], s[4:5], vcc_lo
s_atomic_or_x2 s[4:5], s[4:5], 0x10 glc
s_atomic_or_x2 s[4:5], s[4:5], 0x10
s_atomic_or_x2 s[4:5], s[4:5], 0x0
s_atomic_or_x2 s[4:5], s[4:5], s2 offset:0x0
s_atomic_or_x2 s[4:5], s[4:5], s2 offset:0x10
s_atomic_or_x2 s[4:5], s[4:5], m0 offset:0x10
s_atomic_xor_x2 s[4:5], s[4:5], m0 offset:0x0
s_atomic_xor_x2 s[4:5], s[4:5], vcc_lo
s_atomic_xor_x2 s[4:5], s[4:5], 0x10 glc
s_atomic_xor_x2 s[4:5], s[4:5], 0x10
s_atomic_xor_x2 s[4:5], s[4:5], 0x0
s_atomic_xor_x2 s[4:5], s[4:5], s2 offset:0x0
s_atomic_xor_x2 s[4:5], s[4:5], s2 offset:0x10
s_atomic_xor_x2 s[4:5], s[4:5], m0 offset:0x10
s_atomic_inc_x2 s[4:5], s[4:5], m0 offset:0x0
s_atomic_inc_x2 s[4:5], s[4:5], vcc_lo
s_atomic_inc_x2 s[4:5], s[4:5], 0x10 glc
s_atomic_inc_x2 s[4:5], s[4:5], 0x10
s_atomic_inc_x2 s[4:5], s[4:5], 0x0
s_atomic_inc_x2 s[4:5], s[4:5], s2 offset:0x0
s_atomic_inc_x2 s[4:5], s[4:5], s2 offset:0x10
s_atomic_inc_x2 s[4:5], s[4:5], m0 offset:0x10
s_atomic_dec_x2 s[4:5], s[4:5], m0 offset:0x0
s_atomic_dec_x2 s[4:5], s[4:5], vcc_lo
s_atomic_dec_x2 s[4:5], s[4:5], 0x10 glc
s_atomic_dec_x2 s[4:5], s[4:5], 0x10
s_atomic_dec_x2 s[4:5], s[4:5], 0x0
s_atomic_dec_x2 s[4:5], s[4:5], s2 offset:0x0
s_atomic_dec_x2 s[4:5], s[4:5], s2 offset:0x10
s_atomic_dec_x2 s[4:5], s[4:5], m0 offset:0x10
s_dcache_inv
s_dcache_wb
s_dcache_inv_vol
s_dcache_wb_vol
s_memtime s[4:5]
s_memrealtime s[4:5]

// VOP2
v_cndmask_b32_e32 v4, 0.5, v8, vcc
v_cndmask_b32_e32 v4, -1.0, v8, vcc
v_cndmask_b32_e32 v4, 0.15915494, v8, vcc
v_cndmask_b32_e32 v4, v6, v8, vcc
v_cndmask_b32_e32 v4, 0, v8, vcc
v_cndmask_b32_e32 v4, 64, v8, vcc
v_cndmask_b32_e32 v4, -1, v8, vcc
v_cndmask_b32_e32 v4, -16, v8, vcc
v_add_f32_e32 v4, lit(0x3f800000), v8
v_add_f32_e32 v4, vcc_lo, v8
v_add_f32_e32 v4, m0, v8
v_add_f32_e32 v4, exec_lo, v8
v_add_f32_e32 v4, 0.5, v8
v_add_f32_e32 v4, -1.0, v8
v_add_f32_e32 v4, 0.15915494, v8
v_add_f32_e32 v4, src_scc, v8
v_sub_f32_e32 v4, lit(0x3f800000), v8
v_sub_f32_e32 v4, vcc_lo, v8
v_sub_f32_e32 v4, m0, v8
v_sub_f32_e32 v4, exec_lo, v8
v_sub_f32_e32 v4, 0.5, v8
v_sub_f32_e32 v4, -1.0, v8
v_sub_f32_e32 v4, 0.15915494, v8
v_sub_f32_e32 v4, src_scc, v8
v_subrev_f32_e32 v4, lit(0x3f800000), v8
v_subrev_f32_e32 v4, vcc_lo, v8
v_subrev_f32_e32 v4, m0, v8
v_subrev_f32_e32 v4, exec_lo, v8
v_subrev_f32_e32 v4, 0.5, v8
v_subrev_f32_e32 v4, -1.0, v8
v_subrev_f32_e32 v4, 0.15915494, v8
v_subrev_f32_e32 v4, src_scc, v8
v_fmac_f64_e32 v[4:5], vcc, v[8:9]
v_fmac_f64_e32 v[4:5], exec, v[8:9]
v_fmac_f64_e32 v[4:5], 0.5, v[8:9]
v_fmac_f64_e32 v[4:5], -1.0, v[8:9]
v_fmac_f64_e32 v[4:5], 0.15915494309189532, v[8:9]
v_fmac_f64_e32 v[4:5], src_scc, v[8:9]
v_fmac_f64_e32 v[4:5], src_shared_base, v[8:9]
v_fmac_f64_e32 v[4:5], 0x12345678, v[8:9]
v_mul_f32_e32 v4, lit(0x3f800000), v8
v_mul_f32_e32 v4, vcc_lo, v8
v_mul_f32_e32 v4, m0, v8
v_mul_f32_e32 v4, exec_lo, v8
v_mul_f32_e32 v4, 0.5, v8
v_mul_f32_e32 v4, -1.0, v8
v_mul_f32_e32 v4, 0.15915494, v8
v_mul_f32_e32 v4, src_scc, v8
v_mul_i32_i24_e32 v4, lit(0x3f800000), v8
v_mul_i32_i24_e32 v4, vcc_lo, v8
v_mul_i32_i24_e32 v4, m0, v8
v_mul_i32_i24_e32 v4, exec_lo, v8
v_mul_i32_i24_e32 v4, 0.5, v8
v_mul_i32_i24_e32 v4, -1.0, v8
v_mul_i32_i24_e32 v4, 0.15915494, v8
v_mul_i32_i24_e32 v4, src_scc, v8
v_mul_hi_i32_i24_e32 v4, lit(0x3f800000), v8
v_mul_hi_i32_i24_e32 v4, vcc_lo, v8
v_mul_hi_i32_i24_e32 v4, m0, v8
v_mul_hi_i32_i24_e32 v4, exec_lo, v8
v_mul_hi_i32_i24_e32 v4, 0.5, v8
v_mul_hi_i32_i24_e32 v4, -1.0, v8
v_mul_hi_i32_i24_e32 v4, 0.15915494, v8
v_mul_hi_i32_i24_e32 v4, src_scc, v8
v_mul_u32_u24_e32 v4, lit(0x3f800000), v8
v_mul_u32_u24_e32 v4, vcc_lo, v8
v_mul_u32_u24_e32 v4, m0, v8
v_mul_u32_u24_e32 v4, exec_lo, v8
v_mul_u32_u24_e32 v4, 0.5, v8
v_mul_u32_u24_e32 v4, -1.0, v8
v_mul_u32_u24_e32 v4, 0.15915494, v8
v_mul_u32_u24_e32 v4, src_scc, v8
v_mul_hi_u32_u24_e32 v4, lit(0x3f800000), v8
v_mul_hi_u32_u24_e32 v4, vcc_lo, v8
v_mul_hi_u32_u24_e32 v4, m0, v8
v_mul_hi_u32_u24_e32 v4, exec_lo, v8
v_mul_hi_u32_u24_e32 v4, 0.5, v8
v_mul_hi_u32_u24_e32 v4, -1.0, v8
v_mul_hi_u32_u24_e32 v4, 0.15915494, v8
v_mul_hi_u32_u24_e32 v4, src_scc, v8
v_min_f32_e32 v4, lit(0x3f800000), v8
v_min_f32_e32 v4, vcc_lo, v8
v_min_f32_e32 v4, m0, v8
v_min_f32_e32 v4, exec_lo, v8
v_min_f32_e32 v4, 0.5, v8
v_min_f32_e32 v4, -1.0, v8
v_min_f32_e32 v4, 0.15915494, v8
v_min_f32_e32 v4, src_scc, v8
v_max_f32_e32 v4, lit(0x3f800000), v8
v_max_f32_e32 v4, vcc_lo, v8
v_max_f32_e32 v4, m0, v8
v_max_f32_e32 v4, exec_lo, v8
v_max_f32_e32 v4, 0.5, v8
v_max_f32_e32 v4, -1.0, v8
v_max_f32_e32 v4, 0.15915494, v8
v_max_f32_e32 v4, src_scc, v8
v_min_i32_e32 v4, lit(0x3f800000), v8
v_min_i32_e32 v4, vcc_lo, v8
v_min_i32_e32 v4, m0, v8
v_min_i32_e32 v4, exec_lo, v8
v_min_i32_e32 v4, 0.5, v8
v_min_i32_e32 v4, -1.0, v8
v_min_i32_e32 v4, 0.15915494, v8
v_min_i32_e32 v4, src_scc, v8
v_max_i32_e32 v4, lit(0x3f800000), v8
v_max_i32_e32 v4, vcc_lo, v8
v_max_i32_e32 v4, m0, v8
v_max_i32_e32 v4, exec_lo, v8
v_max_i32_e32 v4, 0.5, v8
v_max_i32_e32 v4, -1.0, v8
v_max_i32_e32 v4, 0.15915494, v8
v_max_i32_e32 v4, src_scc, v8
v_min_u32_e32 v4, lit(0x3f800000), v8
v_min_u32_e32 v4, vcc_lo, v8
v_min_u32_e32 v4, m0, v8
v_min_u32_e32 v4, exec_lo, v8
v_min_u32_e32 v4, 0.5, v8
v_min_u32_e32 v4, -1.0, v8
v_min_u32_e32 v4, 0.15915494, v8
v_min_u32_e32 v4, src_scc, v8
v_max_u32_e32 v4, lit(0x3f800000), v8
v_max_u32_e32 v4, vcc_lo, v8
v_max_u32_e32 v4, m0, v8
v_max_u32_e32 v4, exec_lo, v8
v_max_u32_e32 v4, 0.5, v8
v_max_u32_e32 v4, -1.0, v8
v_max_u32_e32 v4, 0.15915494, v8
v_max_u32_e32 v4, src_scc, v8
v_lshrrev_b32_e32 v4, lit(0x3f800000), v8
v_lshrrev_b32_e32 v4, vcc_lo, v8
v_lshrrev_b32_e32 v4, m0, v8
v_lshrrev_b32_e32 v4, exec_lo, v8
v_lshrrev_b32_e32 v4, 0.5, v8
v_lshrrev_b32_e32 v4, -1.0, v8
v_lshrrev_b32_e32 v4, 0.15915494, v8
v_lshrrev_b32_e32 v4, src_scc, v8
v_ashrrev_i32_e32 v4, lit(0x3f800000), v8
v_ashrrev_i32_e32 v4, vcc_lo, v8
v_ashrrev_i32_e32 v4, m0, v8
v_ashrrev_i32_e32 v4, exec_lo, v8
v_ashrrev_i32_e32 v4, 0.5, v8
v_ashrrev_i32_e32 v4, -1.0, v8
v_ashrrev_i32_e32 v4, 0.15915494, v8
v_ashrrev_i32_e32 v4, src_scc, v8
v_lshlrev_b32_e32 v4, lit(0x3f800000), v8
v_lshlrev_b32_e32 v4, vcc_lo, v8
v_lshlrev_b32_e32 v4, m0, v8
v_lshlrev_b32_e32 v4, exec_lo, v8
v_lshlrev_b32_e32 v4, 0.5, v8
v_lshlrev_b32_e32 v4, -1.0, v8
v_lshlrev_b32_e32 v4, 0.15915494, v8
v_lshlrev_b32_e32 v4, src_scc, v8
v_and_b32_e32 v4, lit(0x3f800000), v8
v_and_b32_e32 v4, vcc_lo, v8
v_and_b32_e32 v4, m0, v8
v_and_b32_e32 v4, exec_lo, v8
v_and_b32_e32 v4, 0.5, v8
v_and_b32_e32 v4, -1.0, v8
v_and_b32_e32 v4, 0.15915494, v8
v_and_b32_e32 v4, src_scc, v8
v_or_b32_e32 v4, lit(0x3f800000), v8
v_or_b32_e32 v4, vcc_lo, v8
v_or_b32_e32 v4, m0, v8
v_or_b32_e32 v4, exec_lo, v8
v_or_b32_e32 v4, 0.5, v8
v_or_b32_e32 v4, -1.0, v8
v_or_b32_e32 v4, 0.15915494, v8
v_or_b32_e32 v4, src_scc, v8
v_xor_b32_e32 v4, lit(0x3f800000), v8
v_xor_b32_e32 v4, vcc_lo, v8
v_xor_b32_e32 v4, m0, v8
v_xor_b32_e32 v4, exec_lo, v8
v_xor_b32_e32 v4, 0.5, v8
v_xor_b32_e32 v4, -1.0, v8
v_xor_b32_e32 v4, 0.15915494, v8
v_xor_b32_e32 v4, src_scc, v8
v_dot2c_f32_bf16_e32 v4, vcc_lo, v8
v_dot2c_f32_bf16_e32 v4, m0, v8
v_dot2c_f32_bf16_e32 v4, exec_lo, v8
v_dot2c_f32_bf16_e32 v4, 0.5, v8
v_dot2c_f32_bf16_e32 v4, -1.0, v8
v_dot2c_f32_bf16_e32 v4, 0.15915494, v8
v_dot2c_f32_bf16_e32 v4, src_scc, v8
v_dot2c_f32_bf16_e32 v4, src_shared_base, v8
v_fmamk_f32 v4, 0.5, 0xbf800000, v8
v_fmamk_f32 v4, -1.0, 0xbf800000, v8
v_fmamk_f32 v4, 0.15915494, 0xbf800000, v8
v_fmamk_f32 v4, lit(0x3f800000), 0x3f800000, v8
v_fmamk_f32 v4, v6, 0xbf800000, v8
v_fmamk_f32 v4, 0, 0xbf800000, v8
v_fmamk_f32 v4, 64, 0xbf800000, v8
v_fmamk_f32 v4, -1, 0xbf800000, v8
v_fmaak_f32 v4, 0.5, v8, 0xbf800000
v_fmaak_f32 v4, -1.0, v8, 0xbf800000
v_fmaak_f32 v4, 0.15915494, v8, 0xbf800000
v_fmaak_f32 v4, lit(0x3f800000), v8, 0x3f800000
v_fmaak_f32 v4, v6, v8, 0xbf800000
v_fmaak_f32 v4, 0, v8, 0xbf800000
v_fmaak_f32 v4, 64, v8, 0xbf800000
v_fmaak_f32 v4, -1, v8, 0xbf800000
v_add_co_u32_e32 v4, vcc, lit(0x3f800000), v8
v_add_co_u32_e32 v4, vcc, m0, v8
v_add_co_u32_e32 v4, vcc, exec_lo, v8
v_add_co_u32_e32 v4, vcc, 0.5, v8
v_add_co_u32_e32 v4, vcc, -1.0, v8
v_add_co_u32_e32 v4, vcc, 0.15915494, v8
v_add_co_u32_e32 v4, vcc, src_scc, v8
v_add_co_u32_e32 v4, vcc, src_shared_base, v8
v_sub_co_u32_e32 v4, vcc, lit(0x3f800000), v8
v_sub_co_u32_e32 v4, vcc, m0, v8
v_sub_co_u32_e32 v4, vcc, exec_lo, v8
v_sub_co_u32_e32 v4, vcc, 0.5, v8
v_sub_co_u32_e32 v4, vcc, -1.0, v8
v_sub_co_u32_e32 v4, vcc, 0.15915494, v8
v_sub_co_u32_e32 v4, vcc, src_scc, v8
v_sub_co_u32_e32 v4, vcc, src_shared_base, v8
v_subrev_co_u32_e32 v4, vcc, lit(0x3f800000), v8
v_subrev_co_u32_e32 v4, vcc, m0, v8
v_subrev_co_u32_e32 v4, vcc, exec_lo, v8
v_subrev_co_u32_e32 v4, vcc, 0.5, v8
v_subrev_co_u32_e32 v4, vcc, -1.0, v8
v_subrev_co_u32_e32 v4, vcc, 0.15915494, v8
v_subrev_co_u32_e32 v4, vcc, src_scc, v8
v_subrev_co_u32_e32 v4, vcc, src_shared_base, v8
v_addc_co_u32_e32 v4, vcc, 0.5, v8, vcc
v_addc_co_u32_e32 v4, vcc, -1.0, v8, vcc
v_addc_co_u32_e32 v4, vcc, 0.15915494, v8, vcc
v_addc_co_u32_e32 v4, vcc, v6, v8, vcc
v_addc_co_u32_e32 v4, vcc, 0, v8, vcc
v_addc_co_u32_e32 v4, vcc, 64, v8, vcc
v_addc_co_u32_e32 v4, vcc, -1, v8, vcc
v_addc_co_u32_e32 v4, vcc, -16, v8, vcc
v_subb_co_u32_e32 v4, vcc, 0.5, v8, vcc
v_subb_co_u32_e32 v4, vcc, -1.0, v8, vcc
v_subb_co_u32_e32 v4, vcc, 0.15915494, v8, vcc
v_subb_co_u32_e32 v4, vcc, v6, v8, vcc
v_subb_co_u32_e32 v4, vcc, 0, v8, vcc
v_subb_co_u32_e32 v4, vcc, 64, v8, vcc
v_subb_co_u32_e32 v4, vcc, -1, v8, vcc
v_subb_co_u32_e32 v4, vcc, -16, v8, vcc
v_subbrev_co_u32_e32 v4, vcc, 0.5, v8, vcc
v_subbrev_co_u32_e32 v4, vcc, -1.0, v8, vcc
v_subbrev_co_u32_e32 v4, vcc, 0.15915494, v8, vcc
v_subbrev_co_u32_e32 v4, vcc, v6, v8, vcc
v_subbrev_co_u32_e32 v4, vcc, 0, v8, vcc
v_subbrev_co_u32_e32 v4, vcc, 64, v8, vcc
v_subbrev_co_u32_e32 v4, vcc, -1, v8, vcc
v_subbrev_co_u32_e32 v4, vcc, -16, v8, vcc
v_add_f16_e32 v4, vcc_lo, v8
v_add_f16_e32 v4, m0, v8
v_add_f16_e32 v4, exec_lo, v8
v_add_f16_e32 v4, 0.5, v8
v_add_f16_e32 v4, -1.0, v8
v_add_f16_e32 v4, 0.15915494, v8
v_add_f16_e32 v4, src_scc, v8
v_add_f16_e32 v4, src_shared_base, v8
v_sub_f16_e32 v4, vcc_lo, v8
v_sub_f16_e32 v4, m0, v8
v_sub_f16_e32 v4, exec_lo, v8
v_sub_f16_e32 v4, 0.5, v8
v_sub_f16_e32 v4, -1.0, v8
v_sub_f16_e32 v4, 0.15915494, v8
v_sub_f16_e32 v4, src_scc, v8
v_sub_f16_e32 v4, src_shared_base, v8
v_subrev_f16_e32 v4, vcc_lo, v8
v_subrev_f16_e32 v4, m0, v8
v_subrev_f16_e32 v4, exec_lo, v8
v_subrev_f16_e32 v4, 0.5, v8
v_subrev_f16_e32 v4, -1.0, v8
v_subrev_f16_e32 v4, 0.15915494, v8
v_subrev_f16_e32 v4, src_scc, v8
v_subrev_f16_e32 v4, src_shared_base, v8
v_mul_f16_e32 v4, vcc_lo, v8
v_mul_f16_e32 v4, m0, v8
v_mul_f16_e32 v4, exec_lo, v8
v_mul_f16_e32 v4, 0.5, v8
v_mul_f16_e32 v4, -1.0, v8
v_mul_f16_e32 v4, 0.15915494, v8
v_mul_f16_e32 v4, src_scc, v8
v_mul_f16_e32 v4, src_shared_base, v8
v_mac_f16_e32 v4, vcc_lo, v8
v_mac_f16_e32 v4, m0, v8
v_mac_f16_e32 v4, exec_lo, v8
v_mac_f16_e32 v4, 0.5, v8
v_mac_f16_e32 v4, -1.0, v8
v_mac_f16_e32 v4, 0.15915494, v8
v_mac_f16_e32 v4, src_scc, v8
v_mac_f16_e32 v4, src_shared_base, v8
v_madmk_f16 v4, 0x41, 0x41, v8
v_madmk_f16 v4, v6, 0x0, v8
v_madmk_f16 v4, v6, 0x1, v8
v_madmk_f16 v4, v6, 0x3c00, v8
v_madak_f16 v4, 0x41, v8, 0x41
v_madak_f16 v4, v6, v8, 0x0
v_madak_f16 v4, v6, v8, 0x1
v_madak_f16 v4, v6, v8, 0x3c00
v_add_u16_e32 v4, vcc_lo, v8
v_add_u16_e32 v4, m0, v8
v_add_u16_e32 v4, exec_lo, v8
v_add_u16_e32 v4, 0x3800, v8
v_add_u16_e32 v4, src_scc, v8
v_add_u16_e32 v4, src_shared_base, v8
v_add_u16_e32 v4, ttmp0, v8
v_add_u16_e32 v4, v6, v8
v_sub_u16_e32 v4, vcc_lo, v8
v_sub_u16_e32 v4, m0, v8
v_sub_u16_e32 v4, exec_lo, v8
v_sub_u16_e32 v4, 0x3800, v8
v_sub_u16_e32 v4, src_scc, v8
v_sub_u16_e32 v4, src_shared_base, v8
v_sub_u16_e32 v4, ttmp0, v8
v_sub_u16_e32 v4, v6, v8
v_subrev_u16_e32 v4, vcc_lo, v8
v_subrev_u16_e32 v4, m0, v8
v_subrev_u16_e32 v4, exec_lo, v8
v_subrev_u16_e32 v4, 0x3800, v8
v_subrev_u16_e32 v4, src_scc, v8
v_subrev_u16_e32 v4, src_shared_base, v8
v_subrev_u16_e32 v4, ttmp0, v8
v_subrev_u16_e32 v4, v6, v8
v_mul_lo_u16_e32 v4, vcc_lo, v8
v_mul_lo_u16_e32 v4, m0, v8
v_mul_lo_u16_e32 v4, exec_lo, v8
v_mul_lo_u16_e32 v4, 0x3800, v8
v_mul_lo_u16_e32 v4, src_scc, v8
v_mul_lo_u16_e32 v4, src_shared_base, v8
v_mul_lo_u16_e32 v4, ttmp0, v8
v_mul_lo_u16_e32 v4, v6, v8
v_lshlrev_b16_e32 v4, vcc_lo, v8
v_lshlrev_b16_e32 v4, m0, v8
v_lshlrev_b16_e32 v4, exec_lo, v8
v_lshlrev_b16_e32 v4, 0x3800, v8
v_lshlrev_b16_e32 v4, src_scc, v8
v_lshlrev_b16_e32 v4, src_shared_base, v8
v_lshlrev_b16_e32 v4, ttmp0, v8
v_lshlrev_b16_e32 v4, v6, v8
v_lshrrev_b16_e32 v4, vcc_lo, v8
v_lshrrev_b16_e32 v4, m0, v8
v_lshrrev_b16_e32 v4, exec_lo, v8
v_lshrrev_b16_e32 v4, 0x3800, v8
v_lshrrev_b16_e32 v4, src_scc, v8
v_lshrrev_b16_e32 v4, src_shared_base, v8
v_lshrrev_b16_e32 v4, ttmp0, v8
v_lshrrev_b16_e32 v4, v6, v8
v_ashrrev_i16_e32 v4, vcc_lo, v8
v_ashrrev_i16_e32 v4, m0, v8
v_ashrrev_i16_e32 v4, exec_lo, v8
v_ashrrev_i16_e32 v4, 0x3800, v8
v_ashrrev_i16_e32 v4, src_scc, v8
v_ashrrev_i16_e32 v4, src_shared_base, v8
v_ashrrev_i16_e32 v4, ttmp0, v8
v_ashrrev_i16_e32 v4, v6, v8
v_max_f16_e32 v4, vcc_lo, v8
v_max_f16_e32 v4, m0, v8
v_max_f16_e32 v4, exec_lo, v8
v_max_f16_e32 v4, 0.5, v8
v_max_f16_e32 v4, -1.0, v8
v_max_f16_e32 v4, 0.15915494, v8
v_max_f16_e32 v4, src_scc, v8
v_max_f16_e32 v4, src_shared_base, v8
v_min_f16_e32 v4, vcc_lo, v8
v_min_f16_e32 v4, m0, v8
v_min_f16_e32 v4, exec_lo, v8
v_min_f16_e32 v4, 0.5, v8
v_min_f16_e32 v4, -1.0, v8
v_min_f16_e32 v4, 0.15915494, v8
v_min_f16_e32 v4, src_scc, v8
v_min_f16_e32 v4, src_shared_base, v8
v_max_u16_e32 v4, vcc_lo, v8
v_max_u16_e32 v4, m0, v8
v_max_u16_e32 v4, exec_lo, v8
v_max_u16_e32 v4, 0x3800, v8
v_max_u16_e32 v4, src_scc, v8
v_max_u16_e32 v4, src_shared_base, v8
v_max_u16_e32 v4, ttmp0, v8
v_max_u16_e32 v4, v6, v8
v_max_i16_e32 v4, vcc_lo, v8
v_max_i16_e32 v4, m0, v8
v_max_i16_e32 v4, exec_lo, v8
v_max_i16_e32 v4, 0x3800, v8
v_max_i16_e32 v4, src_scc, v8
v_max_i16_e32 v4, src_shared_base, v8
v_max_i16_e32 v4, ttmp0, v8
v_max_i16_e32 v4, v6, v8
v_min_u16_e32 v4, vcc_lo, v8
v_min_u16_e32 v4, m0, v8
v_min_u16_e32 v4, exec_lo, v8
v_min_u16_e32 v4, 0x3800, v8
v_min_u16_e32 v4, src_scc, v8
v_min_u16_e32 v4, src_shared_base, v8
v_min_u16_e32 v4, ttmp0, v8
v_min_u16_e32 v4, v6, v8
v_min_i16_e32 v4, vcc_lo, v8
v_min_i16_e32 v4, m0, v8
v_min_i16_e32 v4, exec_lo, v8
v_min_i16_e32 v4, 0x3800, v8
v_min_i16_e32 v4, src_scc, v8
v_min_i16_e32 v4, src_shared_base, v8
v_min_i16_e32 v4, ttmp0, v8
v_min_i16_e32 v4, v6, v8
v_ldexp_f16_e32 v4, vcc_lo, v8
v_ldexp_f16_e32 v4, m0, v8
v_ldexp_f16_e32 v4, exec_lo, v8
v_ldexp_f16_e32 v4, 0.5, v8
v_ldexp_f16_e32 v4, -1.0, v8
v_ldexp_f16_e32 v4, 0.15915494, v8
v_ldexp_f16_e32 v4, src_scc, v8
v_ldexp_f16_e32 v4, src_shared_base, v8
v_add_u32_e32 v4, lit(0x3f800000), v8
v_add_u32_e32 v4, vcc_lo, v8
v_add_u32_e32 v4, m0, v8
v_add_u32_e32 v4, exec_lo, v8
v_add_u32_e32 v4, 0.5, v8
v_add_u32_e32 v4, -1.0, v8
v_add_u32_e32 v4, 0.15915494, v8
v_add_u32_e32 v4, src_scc, v8
v_sub_u32_e32 v4, lit(0x3f800000), v8
v_sub_u32_e32 v4, vcc_lo, v8
v_sub_u32_e32 v4, m0, v8
v_sub_u32_e32 v4, exec_lo, v8
v_sub_u32_e32 v4, 0.5, v8
v_sub_u32_e32 v4, -1.0, v8
v_sub_u32_e32 v4, 0.15915494, v8
v_sub_u32_e32 v4, src_scc, v8
v_subrev_u32_e32 v4, lit(0x3f800000), v8
v_subrev_u32_e32 v4, vcc_lo, v8
v_subrev_u32_e32 v4, m0, v8
v_subrev_u32_e32 v4, exec_lo, v8
v_subrev_u32_e32 v4, 0.5, v8
v_subrev_u32_e32 v4, -1.0, v8
v_subrev_u32_e32 v4, 0.15915494, v8
v_subrev_u32_e32 v4, src_scc, v8
v_dot2c_f32_f16_e32 v4, vcc_lo, v8
v_dot2c_f32_f16_e32 v4, m0, v8
v_dot2c_f32_f16_e32 v4, exec_lo, v8
v_dot2c_f32_f16_e32 v4, 0.5, v8
v_dot2c_f32_f16_e32 v4, -1.0, v8
v_dot2c_f32_f16_e32 v4, 0.15915494, v8
v_dot2c_f32_f16_e32 v4, src_scc, v8
v_dot2c_f32_f16_e32 v4, src_shared_base, v8
v_dot2c_i32_i16_e32 v4, lit(0x3f800000), v8
v_dot2c_i32_i16_e32 v4, vcc_lo, v8
v_dot2c_i32_i16_e32 v4, m0, v8
v_dot2c_i32_i16_e32 v4, exec_lo, v8
v_dot2c_i32_i16_e32 v4, 0.5, v8
v_dot2c_i32_i16_e32 v4, -1.0, v8
v_dot2c_i32_i16_e32 v4, 0.15915494, v8
v_dot2c_i32_i16_e32 v4, src_scc, v8
v_dot4c_i32_i8_e32 v4, lit(0x3f800000), v8
v_dot4c_i32_i8_e32 v4, vcc_lo, v8
v_dot4c_i32_i8_e32 v4, m0, v8
v_dot4c_i32_i8_e32 v4, exec_lo, v8
v_dot4c_i32_i8_e32 v4, 0.5, v8
v_dot4c_i32_i8_e32 v4, -1.0, v8
v_dot4c_i32_i8_e32 v4, 0.15915494, v8
v_dot4c_i32_i8_e32 v4, src_scc, v8
v_dot8c_i32_i4_e32 v4, lit(0x3f800000), v8
v_dot8c_i32_i4_e32 v4, vcc_lo, v8
v_dot8c_i32_i4_e32 v4, m0, v8
v_dot8c_i32_i4_e32 v4, exec_lo, v8
v_dot8c_i32_i4_e32 v4, 0.5, v8
v_dot8c_i32_i4_e32 v4, -1.0, v8
v_dot8c_i32_i4_e32 v4, 0.15915494, v8
v_dot8c_i32_i4_e32 v4, src_scc, v8
v_fmac_f32_e32 v4, lit(0x3f800000), v8
v_fmac_f32_e32 v4, vcc_lo, v8
v_fmac_f32_e32 v4, m0, v8
v_fmac_f32_e32 v4, exec_lo, v8
v_fmac_f32_e32 v4, 0.5, v8
v_fmac_f32_e32 v4, -1.0, v8
v_fmac_f32_e32 v4, 0.15915494, v8
v_fmac_f32_e32 v4, src_scc, v8
v_pk_fmac_f16_e32 v4, vcc_lo, v8
v_pk_fmac_f16_e32 v4, m0, v8
v_pk_fmac_f16_e32 v4, exec_lo, v8
v_pk_fmac_f16_e32 v4, 0.5, v8
v_pk_fmac_f16_e32 v4, -1.0, v8
v_pk_fmac_f16_e32 v4, 0.15915494, v8
v_pk_fmac_f16_e32 v4, src_scc, v8
v_pk_fmac_f16_e32 v4, src_shared_base, v8
v_xnor_b32_e32 v4, lit(0x3f800000), v8
v_xnor_b32_e32 v4, vcc_lo, v8
v_xnor_b32_e32 v4, m0, v8
v_xnor_b32_e32 v4, exec_lo, v8
v_xnor_b32_e32 v4, 0.5, v8
v_xnor_b32_e32 v4, -1.0, v8
v_xnor_b32_e32 v4, 0.15915494, v8
v_xnor_b32_e32 v4, src_scc, v8

// VOP1
v_nop
v_mov_b32_e32 v4, lit(0x3f800000)
v_mov_b32_e32 v4, vcc_lo
v_mov_b32_e32 v4, m0
v_mov_b32_e32 v4, exec_lo
v_mov_b32_e32 v4, 0.5
v_mov_b32_e32 v4, -1.0
v_mov_b32_e32 v4, 0.15915494
v_mov_b32_e32 v4, src_scc
v_readfirstlane_b32 s4, v6
v_readfirstlane_b32 s4, v255
v_cvt_i32_f64_e32 v4, vcc
v_cvt_i32_f64_e32 v4, exec
v_cvt_i32_f64_e32 v4, 0.5
v_cvt_i32_f64_e32 v4, -1.0
v_cvt_i32_f64_e32 v4, 0.15915494309189532
v_cvt_i32_f64_e32 v4, src_scc
v_cvt_i32_f64_e32 v4, src_shared_base
v_cvt_i32_f64_e32 v4, 0x12345678
v_cvt_f64_i32_e32 v[4:5], lit(0x3f800000)
v_cvt_f64_i32_e32 v[4:5], vcc_lo
v_cvt_f64_i32_e32 v[4:5], m0
v_cvt_f64_i32_e32 v[4:5], exec_lo
v_cvt_f64_i32_e32 v[4:5], 0.5
v_cvt_f64_i32_e32 v[4:5], -1.0
v_cvt_f64_i32_e32 v[4:5], 0.15915494
v_cvt_f64_i32_e32 v[4:5], src_scc
v_cvt_f32_i32_e32 v4, lit(0x3f800000)
v_cvt_f32_i32_e32 v4, vcc_lo
v_cvt_f32_i32_e32 v4, m0
v_cvt_f32_i32_e32 v4, exec_lo
v_cvt_f32_i32_e32 v4, 0.5
v_cvt_f32_i32_e32 v4, -1.0
v_cvt_f32_i32_e32 v4, 0.15915494
v_cvt_f32_i32_e32 v4, src_scc
v_cvt_f32_u32_e32 v4, lit(0x3f800000)
v_cvt_f32_u32_e32 v4, vcc_lo
v_cvt_f32_u32_e32 v4, m0
v_cvt_f32_u32_e32 v4, exec_lo
v_cvt_f32_u32_e32 v4, 0.5
v_cvt_f32_u32_e32 v4, -1.0
v_cvt_f32_u32_e32 v4, 0.15915494
v_cvt_f32_u32_e32 v4, src_scc
v_cvt_u32_f32_e32 v4, lit(0x3f800000)
v_cvt_u32_f32_e32 v4, vcc_lo
v_cvt_u32_f32_e32 v4, m0
v_cvt_u32_f32_e32 v4, exec_lo
v_cvt_u32_f32_e32 v4, 0.5
v_cvt_u32_f32_e32 v4, -1.0
v_cvt_u32_f32_e32 v4, 0.15915494
v_cvt_u32_f32_e32 v4, src_scc
v_cvt_i32_f32_e32 v4, lit(0x3f800000)
v_cvt_i32_f32_e32 v4, vcc_lo
v_cvt_i32_f32_e32 v4, m0
v_cvt_i32_f32_e32 v4, exec_lo
v_cvt_i32_f32_e32 v4, 0.5
v_cvt_i32_f32_e32 v4, -1.0
v_cvt_i32_f32_e32 v4, 0.15915494
v_cvt_i32_f32_e32 v4, src_scc
v_cvt_f16_f32_e32 v4, lit(0x3f800000)
v_cvt_f16_f32_e32 v4, vcc_lo
v_cvt_f16_f32_e32 v4, m0
v_cvt_f16_f32_e32 v4, exec_lo
v_cvt_f16_f32_e32 v4, 0.5
v_cvt_f16_f32_e32 v4, -1.0
v_cvt_f16_f32_e32 v4, 0.15915494
v_cvt_f16_f32_e32 v4, src_scc
v_cvt_f32_f16_e32 v4, vcc_lo
v_cvt_f32_f16_e32 v4, m0
v_cvt_f32_f16_e32 v4, exec_lo
v_cvt_f32_f16_e32 v4, 0.5
v_cvt_f32_f16_e32 v4, -1.0
v_cvt_f32_f16_e32 v4, 0.15915494
v_cvt_f32_f16_e32 v4, src_scc
v_cvt_f32_f16_e32 v4, src_shared_base
v_cvt_rpi_i32_f32_e32 v4, lit(0x3f800000)
v_cvt_rpi_i32_f32_e32 v4, vcc_lo
v_cvt_rpi_i32_f32_e32 v4, m0
v_cvt_rpi_i32_f32_e32 v4, exec_lo
v_cvt_rpi_i32_f32_e32 v4, 0.5
v_cvt_rpi_i32_f32_e32 v4, -1.0
v_cvt_rpi_i32_f32_e32 v4, 0.15915494
v_cvt_rpi_i32_f32_e32 v4, src_scc
v_cvt_flr_i32_f32_e32 v4, lit(0x3f800000)
v_cvt_flr_i32_f32_e32 v4, vcc_lo
v_cvt_flr_i32_f32_e32 v4, m0
v_cvt_flr_i32_f32_e32 v4, exec_lo
v_cvt_flr_i32_f32_e32 v4, 0.5
v_cvt_flr_i32_f32_e32 v4, -1.0
v_cvt_flr_i32_f32_e32 v4, 0.15915494
v_cvt_flr_i32_f32_e32 v4, src_scc
v_cvt_off_f32_i4_e32 v4, lit(0x3f800000)
v_cvt_off_f32_i4_e32 v4, vcc_lo
v_cvt_off_f32_i4_e32 v4, m0
v_cvt_off_f32_i4_e32 v4, exec_lo
v_cvt_off_f32_i4_e32 v4, 0.5
v_cvt_off_f32_i4_e32 v4, -1.0
v_cvt_off_f32_i4_e32 v4, 0.15915494
v_cvt_off_f32_i4_e32 v4, src_scc
v_cvt_f32_f64_e32 v4, vcc
v_cvt_f32_f64_e32 v4, exec
v_cvt_f32_f64_e32 v4, 0.5
v_cvt_f32_f64_e32 v4, -1.0
v_cvt_f32_f64_e32 v4, 0.15915494309189532
v_cvt_f32_f64_e32 v4, src_scc
v_cvt_f32_f64_e32 v4, src_shared_base
v_cvt_f32_f64_e32 v4, 0x12345678
v_cvt_f64_f32_e32 v[4:5], lit(0x3f800000)
v_cvt_f64_f32_e32 v[4:5], vcc_lo
v_cvt_f64_f32_e32 v[4:5], m0
v_cvt_f64_f32_e32 v[4:5], exec_lo
v_cvt_f64_f32_e32 v[4:5], 0.5
v_cvt_f64_f32_e32 v[4:5], -1.0
v_cvt_f64_f32_e32 v[4:5], 0.15915494
v_cvt_f64_f32_e32 v[4:5], src_scc
v_cvt_f32_ubyte0_e32 v4, lit(0x3f800000)
v_cvt_f32_ubyte0_e32 v4, vcc_lo
v_cvt_f32_ubyte0_e32 v4, m0
v_cvt_f32_ubyte0_e32 v4, exec_lo
v_cvt_f32_ubyte0_e32 v4, 0.5
v_cvt_f32_ubyte0_e32 v4, -1.0
v_cvt_f32_ubyte0_e32 v4, 0.15915494
v_cvt_f32_ubyte0_e32 v4, src_scc
v_cvt_f32_ubyte1_e32 v4, lit(0x3f800000)
v_cvt_f32_ubyte1_e32 v4, vcc_lo
v_cvt_f32_ubyte1_e32 v4, m0
v_cvt_f32_ubyte1_e32 v4, exec_lo
v_cvt_f32_ubyte1_e32 v4, 0.5
v_cvt_f32_ubyte1_e32 v4, -1.0
v_cvt_f32_ubyte1_e32 v4, 0.15915494
v_cvt_f32_ubyte1_e32 v4, src_scc
v_cvt_f32_ubyte2_e32 v4, lit(0x3f800000)
v_cvt_f32_ubyte2_e32 v4, vcc_lo
v_cvt_f32_ubyte2_e32 v4, m0
v_cvt_f32_ubyte2_e32 v4, exec_lo
v_cvt_f32_ubyte2_e32 v4, 0.5
v_cvt_f32_ubyte2_e32 v4, -1.0
v_cvt_f32_ubyte2_e32 v4, 0.15915494
v_cvt_f32_ubyte2_e32 v4, src_scc
v_cvt_f32_ubyte3_e32 v4, lit(0x3f800000)
v_cvt_f32_ubyte3_e32 v4, vcc_lo
v_cvt_f32_ubyte3_e32 v4, m0
v_cvt_f32_ubyte3_e32 v4, exec_lo
v_cvt_f32_ubyte3_e32 v4, 0.5
v_cvt_f32_ubyte3_e32 v4, -1.0
v_cvt_f32_ubyte3_e32 v4, 0.15915494
v_cvt_f32_ubyte3_e32 v4, src_scc
v_cvt_u32_f64_e32 v4, vcc
v_cvt_u32_f64_e32 v4, exec
v_cvt_u32_f64_e32 v4, 0.5
v_cvt_u32_f64_e32 v4, -1.0
v_cvt_u32_f64_e32 v4, 0.15915494309189532
v_cvt_u32_f64_e32 v4, src_scc
v_cvt_u32_f64_e32 v4, src_shared_base
v_cvt_u32_f64_e32 v4, 0x12345678
v_cvt_f64_u32_e32 v[4:5], lit(0x3f800000)
v_cvt_f64_u32_e32 v[4:5], vcc_lo
v_cvt_f64_u32_e32 v[4:5], m0
v_cvt_f64_u32_e32 v[4:5], exec_lo
v_cvt_f64_u32_e32 v[4:5], 0.5
v_cvt_f64_u32_e32 v[4:5], -1.0
v_cvt_f64_u32_e32 v[4:5], 0.15915494
v_cvt_f64_u32_e32 v[4:5], src_scc
v_trunc_f64_e32 v[4:5], vcc
v_trunc_f64_e32 v[4:5], exec
v_trunc_f64_e32 v[4:5], 0.5
v_trunc_f64_e32 v[4:5], -1.0
v_trunc_f64_e32 v[4:5], 0.15915494309189532
v_trunc_f64_e32 v[4:5], src_scc
v_trunc_f64_e32 v[4:5], src_shared_base
v_trunc_f64_e32 v[4:5], 0x12345678
v_ceil_f64_e32 v[4:5], vcc
v_ceil_f64_e32 v[4:5], exec
v_ceil_f64_e32 v[4:5], 0.5
v_ceil_f64_e32 v[4:5], -1.0
v_ceil_f64_e32 v[4:5], 0.15915494309189532
v_ceil_f64_e32 v[4:5], src_scc
v_ceil_f64_e32 v[4:5], src_shared_base
v_ceil_f64_e32 v[4:5], 0x12345678
v_rndne_f64_e32 v[4:5], vcc
v_rndne_f64_e32 v[4:5], exec
v_rndne_f64_e32 v[4:5], 0.5
v_rndne_f64_e32 v[4:5], -1.0
v_rndne_f64_e32 v[4:5], 0.15915494309189532
v_rndne_f64_e32 v[4:5], src_scc
v_rndne_f64_e32 v[4:5], src_shared_base
v_rndne_f64_e32 v[4:5], 0x12345678
v_floor_f64_e32 v[4:5], vcc
v_floor_f64_e32 v[4:5], exec
v_floor_f64_e32 v[4:5], 0.5
v_floor_f64_e32 v[4:5], -1.0
v_floor_f64_e32 v[4:5], 0.15915494309189532
v_floor_f64_e32 v[4:5], src_scc
v_floor_f64_e32 v[4:5], src_shared_base
v_floor_f64_e32 v[4:5], 0x12345678
v_fract_f32_e32 v4, lit(0x3f800000)
v_fract_f32_e32 v4, vcc_lo
v_fract_f32_e32 v4, m0
v_fract_f32_e32 v4, exec_lo
v_fract_f32_e32 v4, 0.5
v_fract_f32_e32 v4, -1.0
v_fract_f32_e32 v4, 0.15915494
v_fract_f32_e32 v4, src_scc
v_trunc_f32_e32 v4, lit(0x3f800000)
v_trunc_f32_e32 v4, vcc_lo
v_trunc_f32_e32 v4, m0
v_trunc_f32_e32 v4, exec_lo
v_trunc_f32_e32 v4, 0.5
v_trunc_f32_e32 v4, -1.0
v_trunc_f32_e32 v4, 0.15915494
v_trunc_f32_e32 v4, src_scc
v_ceil_f32_e32 v4, lit(0x3f800000)
v_ceil_f32_e32 v4, vcc_lo
v_ceil_f32_e32 v4, m0
v_ceil_f32_e32 v4, exec_lo
v_ceil_f32_e32 v4, 0.5
v_ceil_f32_e32 v4, -1.0
v_ceil_f32_e32 v4, 0.15915494
v_ceil_f32_e32 v4, src_scc
v_rndne_f32_e32 v4, lit(0x3f800000)
v_rndne_f32_e32 v4, vcc_lo
v_rndne_f32_e32 v4, m0
v_rndne_f32_e32 v4, exec_lo
v_rndne_f32_e32 v4, 0.5
v_rndne_f32_e32 v4, -1.0
v_rndne_f32_e32 v4, 0.15915494
v_rndne_f32_e32 v4, src_scc
v_floor_f32_e32 v4, lit(0x3f800000)
v_floor_f32_e32 v4, vcc_lo
v_floor_f32_e32 v4, m0
v_floor_f32_e32 v4, exec_lo
v_floor_f32_e32 v4, 0.5
v_floor_f32_e32 v4, -1.0
v_floor_f32_e32 v4, 0.15915494
v_floor_f32_e32 v4, src_scc
v_exp_f32_e32 v4, lit(0x3f800000)
v_exp_f32_e32 v4, vcc_lo
v_exp_f32_e32 v4, m0
v_exp_f32_e32 v4, exec_lo
v_exp_f32_e32 v4, 0.5
v_exp_f32_e32 v4, -1.0
v_exp_f32_e32 v4, 0.15915494
v_exp_f32_e32 v4, src_scc
v_log_f32_e32 v4, lit(0x3f800000)
v_log_f32_e32 v4, vcc_lo
v_log_f32_e32 v4, m0
v_log_f32_e32 v4, exec_lo
v_log_f32_e32 v4, 0.5
v_log_f32_e32 v4, -1.0
v_log_f32_e32 v4, 0.15915494
v_log_f32_e32 v4, src_scc
v_rcp_f32_e32 v4, lit(0x3f800000)
v_rcp_f32_e32 v4, vcc_lo
v_rcp_f32_e32 v4, m0
v_rcp_f32_e32 v4, exec_lo
v_rcp_f32_e32 v4, 0.5
v_rcp_f32_e32 v4, -1.0
v_rcp_f32_e32 v4, 0.15915494
v_rcp_f32_e32 v4, src_scc
v_rcp_iflag_f32_e32 v4, lit(0x3f800000)
v_rcp_iflag_f32_e32 v4, vcc_lo
v_rcp_iflag_f32_e32 v4, m0
v_rcp_iflag_f32_e32 v4, exec_lo
v_rcp_iflag_f32_e32 v4, 0.5
v_rcp_iflag_f32_e32 v4, -1.0
v_rcp_iflag_f32_e32 v4, 0.15915494
v_rcp_iflag_f32_e32 v4, src_scc
v_rsq_f32_e32 v4, lit(0x3f800000)
v_rsq_f32_e32 v4, vcc_lo
v_rsq_f32_e32 v4, m0
v_rsq_f32_e32 v4, exec_lo
v_rsq_f32_e32 v4, 0.5
v_rsq_f32_e32 v4, -1.0
v_rsq_f32_e32 v4, 0.15915494
v_rsq_f32_e32 v4, src_scc
v_rcp_f64_e32 v[4:5], vcc
v_rcp_f64_e32 v[4:5], exec
v_rcp_f64_e32 v[4:5], 0.5
v_rcp_f64_e32 v[4:5], -1.0
v_rcp_f64_e32 v[4:5], 0.15915494309189532
v_rcp_f64_e32 v[4:5], src_scc
v_rcp_f64_e32 v[4:5], src_shared_base
v_rcp_f64_e32 v[4:5], 0x12345678
v_rsq_f64_e32 v[4:5], vcc
v_rsq_f64_e32 v[4:5], exec
v_rsq_f64_e32 v[4:5], 0.5
v_rsq_f64_e32 v[4:5], -1.0
v_rsq_f64_e32 v[4:5], 0.15915494309189532
v_rsq_f64_e32 v[4:5], src_scc
v_rsq_f64_e32 v[4:5], src_shared_base
v_rsq_f64_e32 v[4:5], 0x12345678
v_sqrt_f32_e32 v4, lit(0x3f800000)
v_sqrt_f32_e32 v4, vcc_lo
v_sqrt_f32_e32 v4, m0
v_sqrt_f32_e32 v4, exec_lo
v_sqrt_f32_e32 v4, 0.5
v_sqrt_f32_e32 v4, -1.0
v_sqrt_f32_e32 v4, 0.15915494
v_sqrt_f32_e32 v4, src_scc
v_sqrt_f64_e32 v[4:5], vcc
v_sqrt_f64_e32 v[4:5], exec
v_sqrt_f64_e32 v[4:5], 0.5
v_sqrt_f64_e32 v[4:5], -1.0
v_sqrt_f64_e32 v[4:5], 0.15915494309189532
v_sqrt_f64_e32 v[4:5], src_scc
v_sqrt_f64_e32 v[4:5], src_shared_base
v_sqrt_f64_e32 v[4:5], 0x12345678
v_sin_f32_e32 v4, lit(0x3f800000)
v_sin_f32_e32 v4, vcc_lo
v_sin_f32_e32 v4, m0
v_sin_f32_e32 v4, exec_lo
v_sin_f32_e32 v4, 0.5
v_sin_f32_e32 v4, -1.0
v_sin_f32_e32 v4, 0.15915494
v_sin_f32_e32 v4, src_scc
v_cos_f32_e32 v4, lit(0x3f800000)
v_cos_f32_e32 v4, vcc_lo
v_cos_f32_e32 v4, m0
v_cos_f32_e32 v4, exec_lo
v_cos_f32_e32 v4, 0.5
v_cos_f32_e32 v4, -1.0
v_cos_f32_e32 v4, 0.15915494
v_cos_f32_e32 v4, src_scc
v_not_b32_e32 v4, lit(0x3f800000)
v_not_b32_e32 v4, vcc_lo
v_not_b32_e32 v4, m0
v_not_b32_e32 v4, exec_lo
v_not_b32_e32 v4, 0.5
v_not_b32_e32 v4, -1.0
v_not_b32_e32 v4, 0.15915494
v_not_b32_e32 v4, src_scc
v_bfrev_b32_e32 v4, lit(0x3f800000)
v_bfrev_b32_e32 v4, vcc_lo
v_bfrev_b32_e32 v4, m0
v_bfrev_b32_e32 v4, exec_lo
v_bfrev_b32_e32 v4, 0.5
v_bfrev_b32_e32 v4, -1.0
v_bfrev_b32_e32 v4, 0.15915494
v_bfrev_b32_e32 v4, src_scc
v_ffbh_u32_e32 v4, lit(0x3f800000)
v_ffbh_u32_e32 v4, vcc_lo
v_ffbh_u32_e32 v4, m0
v_ffbh_u32_e32 v4, exec_lo
v_ffbh_u32_e32 v4, 0.5
v_ffbh_u32_e32 v4, -1.0
v_ffbh_u32_e32 v4, 0.15915494
v_ffbh_u32_e32 v4, src_scc
v_ffbl_b32_e32 v4, lit(0x3f800000)
v_ffbl_b32_e32 v4, vcc_lo
v_ffbl_b32_e32 v4, m0
v_ffbl_b32_e32 v4, exec_lo
v_ffbl_b32_e32 v4, 0.5
v_ffbl_b32_e32 v4, -1.0
v_ffbl_b32_e32 v4, 0.15915494
v_ffbl_b32_e32 v4, src_scc
v_ffbh_i32_e32 v4, lit(0x3f800000)
v_ffbh_i32_e32 v4, vcc_lo
v_ffbh_i32_e32 v4, m0
v_ffbh_i32_e32 v4, exec_lo
v_ffbh_i32_e32 v4, 0.5
v_ffbh_i32_e32 v4, -1.0
v_ffbh_i32_e32 v4, 0.15915494
v_ffbh_i32_e32 v4, src_scc
v_frexp_exp_i32_f64_e32 v4, vcc
v_frexp_exp_i32_f64_e32 v4, exec
v_frexp_exp_i32_f64_e32 v4, 0.5
v_frexp_exp_i32_f64_e32 v4, -1.0
v_frexp_exp_i32_f64_e32 v4, 0.15915494309189532
v_frexp_exp_i32_f64_e32 v4, src_scc
v_frexp_exp_i32_f64_e32 v4, src_shared_base
v_frexp_exp_i32_f64_e32 v4, 0x12345678
v_frexp_mant_f64_e32 v[4:5], vcc
v_frexp_mant_f64_e32 v[4:5], exec
v_frexp_mant_f64_e32 v[4:5], 0.5
v_frexp_mant_f64_e32 v[4:5], -1.0
v_frexp_mant_f64_e32 v[4:5], 0.15915494309189532
v_frexp_mant_f64_e32 v[4:5], src_scc
v_frexp_mant_f64_e32 v[4:5], src_shared_base
v_frexp_mant_f64_e32 v[4:5], 0x12345678
v_fract_f64_e32 v[4:5], vcc
v_fract_f64_e32 v[4:5], exec
v_fract_f64_e32 v[4:5], 0.5
v_fract_f64_e32 v[4:5], -1.0
v_fract_f64_e32 v[4:5], 0.15915494309189532
v_fract_f64_e32 v[4:5], src_scc
v_fract_f64_e32 v[4:5], src_shared_base
v_fract_f64_e32 v[4:5], 0x12345678
v_frexp_exp_i32_f32_e32 v4, lit(0x3f800000)
v_frexp_exp_i32_f32_e32 v4, vcc_lo
v_frexp_exp_i32_f32_e32 v4, m0
v_frexp_exp_i32_f32_e32 v4, exec_lo
v_frexp_exp_i32_f32_e32 v4, 0.5
v_frexp_exp_i32_f32_e32 v4, -1.0
v_frexp_exp_i32_f32_e32 v4, 0.15915494
v_frexp_exp_i32_f32_e32 v4, src_scc
v_frexp_mant_f32_e32 v4, lit(0x3f800000)
v_frexp_mant_f32_e32 v4, vcc_lo
v_frexp_mant_f32_e32 v4, m0
v_frexp_mant_f32_e32 v4, exec_lo
v_frexp_mant_f32_e32 v4, 0.5
v_frexp_mant_f32_e32 v4, -1.0
v_frexp_mant_f32_e32 v4, 0.15915494
v_frexp_mant_f32_e32 v4, src_scc
v_clrexcp
v_screen_partition_4se_b32_e32 v4, lit(0x3f800000)
v_screen_partition_4se_b32_e32 v4, vcc_lo
v_screen_partition_4se_b32_e32 v4, m0
v_screen_partition_4se_b32_e32 v4, exec_lo
v_screen_partition_4se_b32_e32 v4, 0.5
v_screen_partition_4se_b32_e32 v4, -1.0
v_screen_partition_4se_b32_e32 v4, 0.15915494
v_screen_partition_4se_b32_e32 v4, src_scc
v_mov_b64_e32 v[4:5], vcc
v_mov_b64_e32 v[4:5], exec
v_mov_b64_e32 v[4:5], 0.5
v_mov_b64_e32 v[4:5], -1.0
v_mov_b64_e32 v[4:5], 0.15915494309189532
v_mov_b64_e32 v[4:5], src_scc
v_mov_b64_e32 v[4:5], src_shared_base
v_mov_b64_e32 v[4:5], 0x12345678
v_cvt_f16_u16_e32 v4, vcc_lo
v_cvt_f16_u16_e32 v4, m0
v_cvt_f16_u16_e32 v4, exec_lo
v_cvt_f16_u16_e32 v4, 0x3800
v_cvt_f16_u16_e32 v4, src_scc
v_cvt_f16_u16_e32 v4, src_shared_base
v_cvt_f16_u16_e32 v4, ttmp0
v_cvt_f16_u16_e32 v4, v6
v_cvt_f16_i16_e32 v4, vcc_lo
v_cvt_f16_i16_e32 v4, m0
v_cvt_f16_i16_e32 v4, exec_lo
v_cvt_f16_i16_e32 v4, 0x3800
v_cvt_f16_i16_e32 v4, src_scc
v_cvt_f16_i16_e32 v4, src_shared_base
v_cvt_f16_i16_e32 v4, ttmp0
v_cvt_f16_i16_e32 v4, v6
v_cvt_u16_f16_e32 v4, vcc_lo
v_cvt_u16_f16_e32 v4, m0
v_cvt_u16_f16_e32 v4, exec_lo
v_cvt_u16_f16_e32 v4, 0.5
v_cvt_u16_f16_e32 v4, -1.0
v_cvt_u16_f16_e32 v4, 0.15915494
v_cvt_u16_f16_e32 v4, src_scc
v_cvt_u16_f16_e32 v4, src_shared_base
v_cvt_i16_f16_e32 v4, vcc_lo
v_cvt_i16_f16_e32 v4, m0
v_cvt_i16_f16_e32 v4, exec_lo
v_cvt_i16_f16_e32 v4, 0.5
v_cvt_i16_f16_e32 v4, -1.0
v_cvt_i16_f16_e32 v4, 0.15915494
v_cvt_i16_f16_e32 v4, src_scc
v_cvt_i16_f16_e32 v4, src_shared_base
v_rcp_f16_e32 v4, vcc_lo
v_rcp_f16_e32 v4, m0
v_rcp_f16_e32 v4, exec_lo
v_rcp_f16_e32 v4, 0.5
v_rcp_f16_e32 v4, -1.0
v_rcp_f16_e32 v4, 0.15915494
v_rcp_f16_e32 v4, src_scc
v_rcp_f16_e32 v4, src_shared_base
v_sqrt_f16_e32 v4, vcc_lo
v_sqrt_f16_e32 v4, m0
v_sqrt_f16_e32 v4, exec_lo
v_sqrt_f16_e32 v4, 0.5
v_sqrt_f16_e32 v4, -1.0
v_sqrt_f16_e32 v4, 0.15915494
v_sqrt_f16_e32 v4, src_scc
v_sqrt_f16_e32 v4, src_shared_base
v_rsq_f16_e32 v4, vcc_lo
v_rsq_f16_e32 v4, m0
v_rsq_f16_e32 v4, exec_lo
v_rsq_f16_e32 v4, 0.5
v_rsq_f16_e32 v4, -1.0
v_rsq_f16_e32 v4, 0.15915494
v_rsq_f16_e32 v4, src_scc
v_rsq_f16_e32 v4, src_shared_base
v_log_f16_e32 v4, vcc_lo
v_log_f16_e32 v4, m0
v_log_f16_e32 v4, exec_lo
v_log_f16_e32 v4, 0.5
v_log_f16_e32 v4, -1.0
v_log_f16_e32 v4, 0.15915494
v_log_f16_e32 v4, src_scc
v_log_f16_e32 v4, src_shared_base
v_exp_f16_e32 v4, vcc_lo
v_exp_f16_e32 v4, m0
v_exp_f16_e32 v4, exec_lo
v_exp_f16_e32 v4, 0.5
v_exp_f16_e32 v4, -1.0
v_exp_f16_e32 v4, 0.15915494
v_exp_f16_e32 v4, src_scc
v_exp_f16_e32 v4, src_shared_base
v_frexp_mant_f16_e32 v4, vcc_lo
v_frexp_mant_f16_e32 v4, m0
v_frexp_mant_f16_e32 v4, exec_lo
v_frexp_mant_f16_e32 v4, 0.5
v_frexp_mant_f16_e32 v4, -1.0
v_frexp_mant_f16_e32 v4, 0.15915494
v_frexp_mant_f16_e32 v4, src_scc
v_frexp_mant_f16_e32 v4, src_shared_base
v_frexp_exp_i16_f16_e32 v4, vcc_lo
v_frexp_exp_i16_f16_e32 v4, m0
v_frexp_exp_i16_f16_e32 v4, exec_lo
v_frexp_exp_i16_f16_e32 v4, 0.5
v_frexp_exp_i16_f16_e32 v4, -1.0
v_frexp_exp_i16_f16_e32 v4, 0.15915494
v_frexp_exp_i16_f16_e32 v4, src_scc
v_frexp_exp_i16_f16_e32 v4, src_shared_base
v_floor_f16_e32 v4, vcc_lo
v_floor_f16_e32 v4, m0
v_floor_f16_e32 v4, exec_lo
v_floor_f16_e32 v4, 0.5
v_floor_f16_e32 v4, -1.0
v_floor_f16_e32 v4, 0.15915494
v_floor_f16_e32 v4, src_scc
v_floor_f16_e32 v4, src_shared_base
v_ceil_f16_e32 v4, vcc_lo
v_ceil_f16_e32 v4, m0
v_ceil_f16_e32 v4, exec_lo
v_ceil_f16_e32 v4, 0.5
v_ceil_f16_e32 v4, -1.0
v_ceil_f16_e32 v4, 0.15915494
v_ceil_f16_e32 v4, src_scc
v_ceil_f16_e32 v4, src_shared_base
v_trunc_f16_e32 v4, vcc_lo
v_trunc_f16_e32 v4, m0
v_trunc_f16_e32 v4, exec_lo
v_trunc_f16_e32 v4, 0.5
v_trunc_f16_e32 v4, -1.0
v_trunc_f16_e32 v4, 0.15915494
v_trunc_f16_e32 v4, src_scc
v_trunc_f16_e32 v4, src_shared_base
v_rndne_f16_e32 v4, vcc_lo
v_rndne_f16_e32 v4, m0
v_rndne_f16_e32 v4, exec_lo
v_rndne_f16_e32 v4, 0.5
v_rndne_f16_e32 v4, -1.0
v_rndne_f16_e32 v4, 0.15915494
v_rndne_f16_e32 v4, src_scc
v_rndne_f16_e32 v4, src_shared_base
v_fract_f16_e32 v4, vcc_lo
v_fract_f16_e32 v4, m0
v_fract_f16_e32 v4, exec_lo
v_fract_f16_e32 v4, 0.5
v_fract_f16_e32 v4, -1.0
v_fract_f16_e32 v4, 0.15915494
v_fract_f16_e32 v4, src_scc
v_fract_f16_e32 v4, src_shared_base
v_sin_f16_e32 v4, vcc_lo
v_sin_f16_e32 v4, m0
v_sin_f16_e32 v4, exec_lo
v_sin_f16_e32 v4, 0.5
v_sin_f16_e32 v4, -1.0
v_sin_f16_e32 v4, 0.15915494
v_sin_f16_e32 v4, src_scc
v_sin_f16_e32 v4, src_shared_base
v_cos_f16_e32 v4, vcc_lo
v_cos_f16_e32 v4, m0
v_cos_f16_e32 v4, exec_lo
v_cos_f16_e32 v4, 0.5
v_cos_f16_e32 v4, -1.0
v_cos_f16_e32 v4, 0.15915494
v_cos_f16_e32 v4, src_scc
v_cos_f16_e32 v4, src_shared_base
v_exp_legacy_f32_e32 v4, lit(0x3f800000)
v_exp_legacy_f32_e32 v4, vcc_lo
v_exp_legacy_f32_e32 v4, m0
v_exp_legacy_f32_e32 v4, exec_lo
v_exp_legacy_f32_e32 v4, 0.5
v_exp_legacy_f32_e32 v4, -1.0
v_exp_legacy_f32_e32 v4, 0.15915494
v_exp_legacy_f32_e32 v4, src_scc
v_log_legacy_f32_e32 v4, lit(0x3f800000)
v_log_legacy_f32_e32 v4, vcc_lo
v_log_legacy_f32_e32 v4, m0
v_log_legacy_f32_e32 v4, exec_lo
v_log_legacy_f32_e32 v4, 0.5
v_log_legacy_f32_e32 v4, -1.0
v_log_legacy_f32_e32 v4, 0.15915494
v_log_legacy_f32_e32 v4, src_scc
v_cvt_norm_i16_f16_e32 v4, vcc_lo
v_cvt_norm_i16_f16_e32 v4, m0
v_cvt_norm_i16_f16_e32 v4, exec_lo
v_cvt_norm_i16_f16_e32 v4, 0.5
v_cvt_norm_i16_f16_e32 v4, -1.0
v_cvt_norm_i16_f16_e32 v4, 0.15915494
v_cvt_norm_i16_f16_e32 v4, src_scc
v_cvt_norm_i16_f16_e32 v4, src_shared_base
v_cvt_norm_u16_f16_e32 v4, vcc_lo
v_cvt_norm_u16_f16_e32 v4, m0
v_cvt_norm_u16_f16_e32 v4, exec_lo
v_cvt_norm_u16_f16_e32 v4, 0.5
v_cvt_norm_u16_f16_e32 v4, -1.0
v_cvt_norm_u16_f16_e32 v4, 0.15915494
v_cvt_norm_u16_f16_e32 v4, src_scc
v_cvt_norm_u16_f16_e32 v4, src_shared_base
v_sat_pk_u8_i16_e32 v4, lit(0x3f800000)
v_sat_pk_u8_i16_e32 v4, vcc_lo
v_sat_pk_u8_i16_e32 v4, m0
v_sat_pk_u8_i16_e32 v4, exec_lo
v_sat_pk_u8_i16_e32 v4, 0.5
v_sat_pk_u8_i16_e32 v4, -1.0
v_sat_pk_u8_i16_e32 v4, 0.15915494
v_sat_pk_u8_i16_e32 v4, src_scc
v_swap_b32 v4, v6
v_swap_b32 v4, v255
v_swap_b32 v255, v6
v_accvgpr_mov_b32 a4, a6
v_accvgpr_mov_b32 a4, a255
v_accvgpr_mov_b32 a255, a6
v_cvt_f32_fp8_e32 v4, lit(0x3f800000)
v_cvt_f32_fp8_e32 v4, vcc_lo
v_cvt_f32_fp8_e32 v4, m0
v_cvt_f32_fp8_e32 v4, exec_lo
v_cvt_f32_fp8_e32 v4, 0.5
v_cvt_f32_fp8_e32 v4, -1.0
v_cvt_f32_fp8_e32 v4, 0.15915494
v_cvt_f32_fp8_e32 v4, src_scc
v_cvt_f32_bf8_e32 v4, lit(0x3f800000)
v_cvt_f32_bf8_e32 v4, vcc_lo
v_cvt_f32_bf8_e32 v4, m0
v_cvt_f32_bf8_e32 v4, exec_lo
v_cvt_f32_bf8_e32 v4, 0.5
v_cvt_f32_bf8_e32 v4, -1.0
v_cvt_f32_bf8_e32 v4, 0.15915494
v_cvt_f32_bf8_e32 v4, src_scc
v_cvt_pk_f32_fp8_e32 v[4:5], lit(0x3f800000)
v_cvt_pk_f32_fp8_e32 v[4:5], vcc_lo
v_cvt_pk_f32_fp8_e32 v[4:5], m0
v_cvt_pk_f32_fp8_e32 v[4:5], exec_lo
v_cvt_pk_f32_fp8_e32 v[4:5], 0.5
v_cvt_pk_f32_fp8_e32 v[4:5], -1.0
v_cvt_pk_f32_fp8_e32 v[4:5], 0.15915494
v_cvt_pk_f32_fp8_e32 v[4:5], src_scc
v_cvt_pk_f32_bf8_e32 v[4:5], lit(0x3f800000)
v_cvt_pk_f32_bf8_e32 v[4:5], vcc_lo
v_cvt_pk_f32_bf8_e32 v[4:5], m0
v_cvt_pk_f32_bf8_e32 v[4:5], exec_lo
v_cvt_pk_f32_bf8_e32 v[4:5], 0.5
v_cvt_pk_f32_bf8_e32 v[4:5], -1.0
v_cvt_pk_f32_bf8_e32 v[4:5], 0.15915494
v_cvt_pk_f32_bf8_e32 v[4:5], src_scc
v_prng_b32_e32 v4, lit(0x3f800000)
v_prng_b32_e32 v4, vcc_lo
v_prng_b32_e32 v4, m0
v_prng_b32_e32 v4, exec_lo
v_prng_b32_e32 v4, 0.5
v_prng_b32_e32 v4, -1.0
v_prng_b32_e32 v4, 0.15915494
v_prng_b32_e32 v4, src_scc
v_permlane16_swap_b32_e32 v4, v6
v_permlane16_swap_b32_e32 v4, v255
v_permlane16_swap_b32_e32 v255, v6
v_permlane32_swap_b32_e32 v4, v6
v_permlane32_swap_b32_e32 v4, v255
v_permlane32_swap_b32_e32 v255, v6
v_cvt_f32_bf16_e32 v4, vcc_lo
v_cvt_f32_bf16_e32 v4, m0
v_cvt_f32_bf16_e32 v4, exec_lo
v_cvt_f32_bf16_e32 v4, 0.5
v_cvt_f32_bf16_e32 v4, -1.0
v_cvt_f32_bf16_e32 v4, 0.15915494
v_cvt_f32_bf16_e32 v4, src_scc
v_cvt_f32_bf16_e32 v4, src_shared_base

// VOPC
v_cmp_class_f32_e32 vcc, lit(0x3f800000), v8
v_cmp_class_f32_e32 vcc, m0, v8
v_cmp_class_f32_e32 vcc, exec_lo, v8
v_cmp_class_f32_e32 vcc, 0.5, v8
v_cmp_class_f32_e32 vcc, -1.0, v8
v_cmp_class_f32_e32 vcc, 0.15915494, v8
v_cmp_class_f32_e32 vcc, src_scc, v8
v_cmp_class_f32_e32 vcc, src_shared_base, v8
v_cmpx_class_f32_e32 vcc, lit(0x3f800000), v8
v_cmpx_class_f32_e32 vcc, m0, v8
v_cmpx_class_f32_e32 vcc, exec_lo, v8
v_cmpx_class_f32_e32 vcc, 0.5, v8
v_cmpx_class_f32_e32 vcc, -1.0, v8
v_cmpx_class_f32_e32 vcc, 0.15915494, v8
v_cmpx_class_f32_e32 vcc, src_scc, v8
v_cmpx_class_f32_e32 vcc, src_shared_base, v8
v_cmp_class_f64_e32 vcc, exec, v8
v_cmp_class_f64_e32 vcc, 0.5, v8
v_cmp_class_f64_e32 vcc, -1.0, v8
v_cmp_class_f64_e32 vcc, 0.15915494309189532, v8
v_cmp_class_f64_e32 vcc, src_scc, v8
v_cmp_class_f64_e32 vcc, src_shared_base, v8
v_cmp_class_f64_e32 vcc, 0x12345678, v8
v_cmp_class_f64_e32 vcc, ttmp[0:1], v8
v_cmpx_class_f64_e32 vcc, exec, v8
v_cmpx_class_f64_e32 vcc, 0.5, v8
v_cmpx_class_f64_e32 vcc, -1.0, v8
v_cmpx_class_f64_e32 vcc, 0.15915494309189532, v8
v_cmpx_class_f64_e32 vcc, src_scc, v8
v_cmpx_class_f64_e32 vcc, src_shared_base, v8
v_cmpx_class_f64_e32 vcc, 0x12345678, v8
v_cmpx_class_f64_e32 vcc, ttmp[0:1], v8
v_cmp_class_f16_e32 vcc, m0, v8
v_cmp_class_f16_e32 vcc, exec_lo, v8
v_cmp_class_f16_e32 vcc, 0.5, v8
v_cmp_class_f16_e32 vcc, -1.0, v8
v_cmp_class_f16_e32 vcc, 0.15915494, v8
v_cmp_class_f16_e32 vcc, src_scc, v8
v_cmp_class_f16_e32 vcc, src_shared_base, v8
v_cmp_class_f16_e32 vcc, 0x5678, v8
v_cmpx_class_f16_e32 vcc, m0, v8
v_cmpx_class_f16_e32 vcc, exec_lo, v8
v_cmpx_class_f16_e32 vcc, 0.5, v8
v_cmpx_class_f16_e32 vcc, -1.0, v8
v_cmpx_class_f16_e32 vcc, 0.15915494, v8
v_cmpx_class_f16_e32 vcc, src_scc, v8
v_cmpx_class_f16_e32 vcc, src_shared_base, v8
v_cmpx_class_f16_e32 vcc, 0x5678, v8
v_cmp_f_f16_e32 vcc, m0, v8
v_cmp_f_f16_e32 vcc, exec_lo, v8
v_cmp_f_f16_e32 vcc, 0.5, v8
v_cmp_f_f16_e32 vcc, -1.0, v8
v_cmp_f_f16_e32 vcc, 0.15915494, v8
v_cmp_f_f16_e32 vcc, src_scc, v8
v_cmp_f_f16_e32 vcc, src_shared_base, v8
v_cmp_f_f16_e32 vcc, 0x5678, v8
v_cmp_lt_f16_e32 vcc, m0, v8
v_cmp_lt_f16_e32 vcc, exec_lo, v8
v_cmp_lt_f16_e32 vcc, 0.5, v8
v_cmp_lt_f16_e32 vcc, -1.0, v8
v_cmp_lt_f16_e32 vcc, 0.15915494, v8
v_cmp_lt_f16_e32 vcc, src_scc, v8
v_cmp_lt_f16_e32 vcc, src_shared_base, v8
v_cmp_lt_f16_e32 vcc, 0x5678, v8
v_cmp_eq_f16_e32 vcc, m0, v8
v_cmp_eq_f16_e32 vcc, exec_lo, v8
v_cmp_eq_f16_e32 vcc, 0.5, v8
v_cmp_eq_f16_e32 vcc, -1.0, v8
v_cmp_eq_f16_e32 vcc, 0.15915494, v8
v_cmp_eq_f16_e32 vcc, src_scc, v8
v_cmp_eq_f16_e32 vcc, src_shared_base, v8
v_cmp_eq_f16_e32 vcc, 0x5678, v8
v_cmp_le_f16_e32 vcc, m0, v8
v_cmp_le_f16_e32 vcc, exec_lo, v8
v_cmp_le_f16_e32 vcc, 0.5, v8
v_cmp_le_f16_e32 vcc, -1.0, v8
v_cmp_le_f16_e32 vcc, 0.15915494, v8
v_cmp_le_f16_e32 vcc, src_scc, v8
v_cmp_le_f16_e32 vcc, src_shared_base, v8
v_cmp_le_f16_e32 vcc, 0x5678, v8
v_cmp_gt_f16_e32 vcc, m0, v8
v_cmp_gt_f16_e32 vcc, exec_lo, v8
v_cmp_gt_f16_e32 vcc, 0.5, v8
v_cmp_gt_f16_e32 vcc, -1.0, v8
v_cmp_gt_f16_e32 vcc, 0.15915494, v8
v_cmp_gt_f16_e32 vcc, src_scc, v8
v_cmp_gt_f16_e32 vcc, src_shared_base, v8
v_cmp_gt_f16_e32 vcc, 0x5678, v8
v_cmp_lg_f16_e32 vcc, m0, v8
v_cmp_lg_f16_e32 vcc, exec_lo, v8
v_cmp_lg_f16_e32 vcc, 0.5, v8
v_cmp_lg_f16_e32 vcc, -1.0, v8
v_cmp_lg_f16_e32 vcc, 0.15915494, v8
v_cmp_lg_f16_e32 vcc, src_scc, v8
v_cmp_lg_f16_e32 vcc, src_shared_base, v8
v_cmp_lg_f16_e32 vcc, 0x5678, v8
v_cmp_ge_f16_e32 vcc, m0, v8
v_cmp_ge_f16_e32 vcc, exec_lo, v8
v_cmp_ge_f16_e32 vcc, 0.5, v8
v_cmp_ge_f16_e32 vcc, -1.0, v8
v_cmp_ge_f16_e32 vcc, 0.15915494, v8
v_cmp_ge_f16_e32 vcc, src_scc, v8
v_cmp_ge_f16_e32 vcc, src_shared_base, v8
v_cmp_ge_f16_e32 vcc, 0x5678, v8
v_cmp_o_f16_e32 vcc, m0, v8
v_cmp_o_f16_e32 vcc, exec_lo, v8
v_cmp_o_f16_e32 vcc, 0.5, v8
v_cmp_o_f16_e32 vcc, -1.0, v8
v_cmp_o_f16_e32 vcc, 0.15915494, v8
v_cmp_o_f16_e32 vcc, src_scc, v8
v_cmp_o_f16_e32 vcc, src_shared_base, v8
v_cmp_o_f16_e32 vcc, 0x5678, v8
v_cmp_u_f16_e32 vcc, m0, v8
v_cmp_u_f16_e32 vcc, exec_lo, v8
v_cmp_u_f16_e32 vcc, 0.5, v8
v_cmp_u_f16_e32 vcc, -1.0, v8
v_cmp_u_f16_e32 vcc, 0.15915494, v8
v_cmp_u_f16_e32 vcc, src_scc, v8
v_cmp_u_f16_e32 vcc, src_shared_base, v8
v_cmp_u_f16_e32 vcc, 0x5678, v8
v_cmp_nge_f16_e32 vcc, m0, v8
v_cmp_nge_f16_e32 vcc, exec_lo, v8
v_cmp_nge_f16_e32 vcc, 0.5, v8
v_cmp_nge_f16_e32 vcc, -1.0, v8
v_cmp_nge_f16_e32 vcc, 0.15915494, v8
v_cmp_nge_f16_e32 vcc, src_scc, v8
v_cmp_nge_f16_e32 vcc, src_shared_base, v8
v_cmp_nge_f16_e32 vcc, 0x5678, v8
v_cmp_nlg_f16_e32 vcc, m0, v8
v_cmp_nlg_f16_e32 vcc, exec_lo, v8
v_cmp_nlg_f16_e32 vcc, 0.5, v8
v_cmp_nlg_f16_e32 vcc, -1.0, v8
v_cmp_nlg_f16_e32 vcc, 0.15915494, v8
v_cmp_nlg_f16_e32 vcc, src_scc, v8
v_cmp_nlg_f16_e32 vcc, src_shared_base, v8
v_cmp_nlg_f16_e32 vcc, 0x5678, v8
v_cmp_ngt_f16_e32 vcc, m0, v8
v_cmp_ngt_f16_e32 vcc, exec_lo, v8
v_cmp_ngt_f16_e32 vcc, 0.5, v8
v_cmp_ngt_f16_e32 vcc, -1.0, v8
v_cmp_ngt_f16_e32 vcc, 0.15915494, v8
v_cmp_ngt_f16_e32 vcc, src_scc, v8
v_cmp_ngt_f16_e32 vcc, src_shared_base, v8
v_cmp_ngt_f16_e32 vcc, 0x5678, v8
v_cmp_nle_f16_e32 vcc, m0, v8
v_cmp_nle_f16_e32 vcc, exec_lo, v8
v_cmp_nle_f16_e32 vcc, 0.5, v8
v_cmp_nle_f16_e32 vcc, -1.0, v8
v_cmp_nle_f16_e32 vcc, 0.15915494, v8
v_cmp_nle_f16_e32 vcc, src_scc, v8
v_cmp_nle_f16_e32 vcc, src_shared_base, v8
v_cmp_nle_f16_e32 vcc, 0x5678, v8
v_cmp_neq_f16_e32 vcc, m0, v8
v_cmp_neq_f16_e32 vcc, exec_lo, v8
v_cmp_neq_f16_e32 vcc, 0.5, v8
v_cmp_neq_f16_e32 vcc, -1.0, v8
v_cmp_neq_f16_e32 vcc, 0.15915494, v8
v_cmp_neq_f16_e32 vcc, src_scc, v8
v_cmp_neq_f16_e32 vcc, src_shared_base, v8
v_cmp_neq_f16_e32 vcc, 0x5678, v8
v_cmp_nlt_f16_e32 vcc, m0, v8
v_cmp_nlt_f16_e32 vcc, exec_lo, v8
v_cmp_nlt_f16_e32 vcc, 0.5, v8
v_cmp_nlt_f16_e32 vcc, -1.0, v8
v_cmp_nlt_f16_e32 vcc, 0.15915494, v8
v_cmp_nlt_f16_e32 vcc, src_scc, v8
v_cmp_nlt_f16_e32 vcc, src_shared_base, v8
v_cmp_nlt_f16_e32 vcc, 0x5678, v8
v_cmp_tru_f16_e32 vcc, m0, v8
v_cmp_tru_f16_e32 vcc, exec_lo, v8
v_cmp_tru_f16_e32 vcc, 0.5, v8
v_cmp_tru_f16_e32 vcc, -1.0, v8
v_cmp_tru_f16_e32 vcc, 0.15915494, v8
v_cmp_tru_f16_e32 vcc, src_scc, v8
v_cmp_tru_f16_e32 vcc, src_shared_base, v8
v_cmp_tru_f16_e32 vcc, 0x5678, v8
v_cmpx_f_f16_e32 vcc, m0, v8
v_cmpx_f_f16_e32 vcc, exec_lo, v8
v_cmpx_f_f16_e32 vcc, 0.5, v8
v_cmpx_f_f16_e32 vcc, -1.0, v8
v_cmpx_f_f16_e32 vcc, 0.15915494, v8
v_cmpx_f_f16_e32 vcc, src_scc, v8
v_cmpx_f_f16_e32 vcc, src_shared_base, v8
v_cmpx_f_f16_e32 vcc, 0x5678, v8
v_cmpx_lt_f16_e32 vcc, m0, v8
v_cmpx_lt_f16_e32 vcc, exec_lo, v8
v_cmpx_lt_f16_e32 vcc, 0.5, v8
v_cmpx_lt_f16_e32 vcc, -1.0, v8
v_cmpx_lt_f16_e32 vcc, 0.15915494, v8
v_cmpx_lt_f16_e32 vcc, src_scc, v8
v_cmpx_lt_f16_e32 vcc, src_shared_base, v8
v_cmpx_lt_f16_e32 vcc, 0x5678, v8
v_cmpx_eq_f16_e32 vcc, m0, v8
v_cmpx_eq_f16_e32 vcc, exec_lo, v8
v_cmpx_eq_f16_e32 vcc, 0.5, v8
v_cmpx_eq_f16_e32 vcc, -1.0, v8
v_cmpx_eq_f16_e32 vcc, 0.15915494, v8
v_cmpx_eq_f16_e32 vcc, src_scc, v8
v_cmpx_eq_f16_e32 vcc, src_shared_base, v8
v_cmpx_eq_f16_e32 vcc, 0x5678, v8
v_cmpx_le_f16_e32 vcc, m0, v8
v_cmpx_le_f16_e32 vcc, exec_lo, v8
v_cmpx_le_f16_e32 vcc, 0.5, v8
v_cmpx_le_f16_e32 vcc, -1.0, v8
v_cmpx_le_f16_e32 vcc, 0.15915494, v8
v_cmpx_le_f16_e32 vcc, src_scc, v8
v_cmpx_le_f16_e32 vcc, src_shared_base, v8
v_cmpx_le_f16_e32 vcc, 0x5678, v8
v_cmpx_gt_f16_e32 vcc, m0, v8
v_cmpx_gt_f16_e32 vcc, exec_lo, v8
v_cmpx_gt_f16_e32 vcc, 0.5, v8
v_cmpx_gt_f16_e32 vcc, -1.0, v8
v_cmpx_gt_f16_e32 vcc, 0.15915494, v8
v_cmpx_gt_f16_e32 vcc, src_scc, v8
v_cmpx_gt_f16_e32 vcc, src_shared_base, v8
v_cmpx_gt_f16_e32 vcc, 0x5678, v8
v_cmpx_lg_f16_e32 vcc, m0, v8
v_cmpx_lg_f16_e32 vcc, exec_lo, v8
v_cmpx_lg_f16_e32 vcc, 0.5, v8
v_cmpx_lg_f16_e32 vcc, -1.0, v8
v_cmpx_lg_f16_e32 vcc, 0.15915494, v8
v_cmpx_lg_f16_e32 vcc, src_scc, v8
v_cmpx_lg_f16_e32 vcc, src_shared_base, v8
v_cmpx_lg_f16_e32 vcc, 0x5678, v8
v_cmpx_ge_f16_e32 vcc, m0, v8
v_cmpx_ge_f16_e32 vcc, exec_lo, v8
v_cmpx_ge_f16_e32 vcc, 0.5, v8
v_cmpx_ge_f16_e32 vcc, -1.0, v8
v_cmpx_ge_f16_e32 vcc, 0.15915494, v8
v_cmpx_ge_f16_e32 vcc, src_scc, v8
v_cmpx_ge_f16_e32 vcc, src_shared_base, v8
v_cmpx_ge_f16_e32 vcc, 0x5678, v8
v_cmpx_o_f16_e32 vcc, m0, v8
v_cmpx_o_f16_e32 vcc, exec_lo, v8
v_cmpx_o_f16_e32 vcc, 0.5, v8
v_cmpx_o_f16_e32 vcc, -1.0, v8
v_cmpx_o_f16_e32 vcc, 0.15915494, v8
v_cmpx_o_f16_e32 vcc, src_scc, v8
v_cmpx_o_f16_e32 vcc, src_shared_base, v8
v_cmpx_o_f16_e32 vcc, 0x5678, v8
v_cmpx_u_f16_e32 vcc, m0, v8
v_cmpx_u_f16_e32 vcc, exec_lo, v8
v_cmpx_u_f16_e32 vcc, 0.5, v8
v_cmpx_u_f16_e32 vcc, -1.0, v8
v_cmpx_u_f16_e32 vcc, 0.15915494, v8
v_cmpx_u_f16_e32 vcc, src_scc, v8
v_cmpx_u_f16_e32 vcc, src_shared_base, v8
v_cmpx_u_f16_e32 vcc, 0x5678, v8
v_cmpx_nge_f16_e32 vcc, m0, v8
v_cmpx_nge_f16_e32 vcc, exec_lo, v8
v_cmpx_nge_f16_e32 vcc, 0.5, v8
v_cmpx_nge_f16_e32 vcc, -1.0, v8
v_cmpx_nge_f16_e32 vcc, 0.15915494, v8
v_cmpx_nge_f16_e32 vcc, src_scc, v8
v_cmpx_nge_f16_e32 vcc, src_shared_base, v8
v_cmpx_nge_f16_e32 vcc, 0x5678, v8
v_cmpx_nlg_f16_e32 vcc, m0, v8
v_cmpx_nlg_f16_e32 vcc, exec_lo, v8
v_cmpx_nlg_f16_e32 vcc, 0.5, v8
v_cmpx_nlg_f16_e32 vcc, -1.0, v8
v_cmpx_nlg_f16_e32 vcc, 0.15915494, v8
v_cmpx_nlg_f16_e32 vcc, src_scc, v8
v_cmpx_nlg_f16_e32 vcc, src_shared_base, v8
v_cmpx_nlg_f16_e32 vcc, 0x5678, v8
v_cmpx_ngt_f16_e32 vcc, m0, v8
v_cmpx_ngt_f16_e32 vcc, exec_lo, v8
v_cmpx_ngt_f16_e32 vcc, 0.5, v8
v_cmpx_ngt_f16_e32 vcc, -1.0, v8
v_cmpx_ngt_f16_e32 vcc, 0.15915494, v8
v_cmpx_ngt_f16_e32 vcc, src_scc, v8
v_cmpx_ngt_f16_e32 vcc, src_shared_base, v8
v_cmpx_ngt_f16_e32 vcc, 0x5678, v8
v_cmpx_nle_f16_e32 vcc, m0, v8
v_cmpx_nle_f16_e32 vcc, exec_lo, v8
v_cmpx_nle_f16_e32 vcc, 0.5, v8
v_cmpx_nle_f16_e32 vcc, -1.0, v8
v_cmpx_nle_f16_e32 vcc, 0.15915494, v8
v_cmpx_nle_f16_e32 vcc, src_scc, v8
v_cmpx_nle_f16_e32 vcc, src_shared_base, v8
v_cmpx_nle_f16_e32 vcc, 0x5678, v8
v_cmpx_neq_f16_e32 vcc, m0, v8
v_cmpx_neq_f16_e32 vcc, exec_lo, v8
v_cmpx_neq_f16_e32 vcc, 0.5, v8
v_cmpx_neq_f16_e32 vcc, -1.0, v8
v_cmpx_neq_f16_e32 vcc, 0.15915494, v8
v_cmpx_neq_f16_e32 vcc, src_scc, v8
v_cmpx_neq_f16_e32 vcc, src_shared_base, v8
v_cmpx_neq_f16_e32 vcc, 0x5678, v8
v_cmpx_nlt_f16_e32 vcc, m0, v8
v_cmpx_nlt_f16_e32 vcc, exec_lo, v8
v_cmpx_nlt_f16_e32 vcc, 0.5, v8
v_cmpx_nlt_f16_e32 vcc, -1.0, v8
v_cmpx_nlt_f16_e32 vcc, 0.15915494, v8
v_cmpx_nlt_f16_e32 vcc, src_scc, v8
v_cmpx_nlt_f16_e32 vcc, src_shared_base, v8
v_cmpx_nlt_f16_e32 vcc, 0x5678, v8
v_cmpx_tru_f16_e32 vcc, m0, v8
v_cmpx_tru_f16_e32 vcc, exec_lo, v8
v_cmpx_tru_f16_e32 vcc, 0.5, v8
v_cmpx_tru_f16_e32 vcc, -1.0, v8
v_cmpx_tru_f16_e32 vcc, 0.15915494, v8
v_cmpx_tru_f16_e32 vcc, src_scc, v8
v_cmpx_tru_f16_e32 vcc, src_shared_base, v8
v_cmpx_tru_f16_e32 vcc, 0x5678, v8
v_cmp_f_f32_e32 vcc, lit(0x3f800000), v8
v_cmp_f_f32_e32 vcc, m0, v8
v_cmp_f_f32_e32 vcc, exec_lo, v8
v_cmp_f_f32_e32 vcc, 0.5, v8
v_cmp_f_f32_e32 vcc, -1.0, v8
v_cmp_f_f32_e32 vcc, 0.15915494, v8
v_cmp_f_f32_e32 vcc, src_scc, v8
v_cmp_f_f32_e32 vcc, src_shared_base, v8
v_cmp_lt_f32_e32 vcc, lit(0x3f800000), v8
v_cmp_lt_f32_e32 vcc, m0, v8
v_cmp_lt_f32_e32 vcc, exec_lo, v8
v_cmp_lt_f32_e32 vcc, 0.5, v8
v_cmp_lt_f32_e32 vcc, -1.0, v8
v_cmp_lt_f32_e32 vcc, 0.15915494, v8
v_cmp_lt_f32_e32 vcc, src_scc, v8
v_cmp_lt_f32_e32 vcc, src_shared_base, v8
v_cmp_eq_f32_e32 vcc, lit(0x3f800000), v8
v_cmp_eq_f32_e32 vcc, m0, v8
v_cmp_eq_f32_e32 vcc, exec_lo, v8
v_cmp_eq_f32_e32 vcc, 0.5, v8
v_cmp_eq_f32_e32 vcc, -1.0, v8
v_cmp_eq_f32_e32 vcc, 0.15915494, v8
v_cmp_eq_f32_e32 vcc, src_scc, v8
v_cmp_eq_f32_e32 vcc, src_shared_base, v8
v_cmp_le_f32_e32 vcc, lit(0x3f800000), v8
v_cmp_le_f32_e32 vcc, m0, v8
v_cmp_le_f32_e32 vcc, exec_lo, v8
v_cmp_le_f32_e32 vcc, 0.5, v8
v_cmp_le_f32_e32 vcc, -1.0, v8
v_cmp_le_f32_e32 vcc, 0.15915494, v8
v_cmp_le_f32_e32 vcc, src_scc, v8
v_cmp_le_f32_e32 vcc, src_shared_base, v8
v_cmp_gt_f32_e32 vcc, lit(0x3f800000), v8
v_cmp_gt_f32_e32 vcc, m0, v8
v_cmp_gt_f32_e32 vcc, exec_lo, v8
v_cmp_gt_f32_e32 vcc, 0.5, v8
v_cmp_gt_f32_e32 vcc, -1.0, v8
v_cmp_gt_f32_e32 vcc, 0.15915494, v8
v_cmp_gt_f32_e32 vcc, src_scc, v8
v_cmp_gt_f32_e32 vcc, src_shared_base, v8
v_cmp_lg_f32_e32 vcc, lit(0x3f800000), v8
v_cmp_lg_f32_e32 vcc, m0, v8
v_cmp_lg_f32_e32 vcc, exec_lo, v8
v_cmp_lg_f32_e32 vcc, 0.5, v8
v_cmp_lg_f32_e32 vcc, -1.0, v8
v_cmp_lg_f32_e32 vcc, 0.15915494, v8
v_cmp_lg_f32_e32 vcc, src_scc, v8
v_cmp_lg_f32_e32 vcc, src_shared_base, v8
v_cmp_ge_f32_e32 vcc, lit(0x3f800000), v8
v_cmp_ge_f32_e32 vcc, m0, v8
v_cmp_ge_f32_e32 vcc, exec_lo, v8
v_cmp_ge_f32_e32 vcc, 0.5, v8
v_cmp_ge_f32_e32 vcc, -1.0, v8
v_cmp_ge_f32_e32 vcc, 0.15915494, v8
v_cmp_ge_f32_e32 vcc, src_scc, v8
v_cmp_ge_f32_e32 vcc, src_shared_base, v8
v_cmp_o_f32_e32 vcc, lit(0x3f800000), v8
v_cmp_o_f32_e32 vcc, m0, v8
v_cmp_o_f32_e32 vcc, exec_lo, v8
v_cmp_o_f32_e32 vcc, 0.5, v8
v_cmp_o_f32_e32 vcc, -1.0, v8
v_cmp_o_f32_e32 vcc, 0.15915494, v8
v_cmp_o_f32_e32 vcc, src_scc, v8
v_cmp_o_f32_e32 vcc, src_shared_base, v8
v_cmp_u_f32_e32 vcc, lit(0x3f800000), v8
v_cmp_u_f32_e32 vcc, m0, v8
v_cmp_u_f32_e32 vcc, exec_lo, v8
v_cmp_u_f32_e32 vcc, 0.5, v8
v_cmp_u_f32_e32 vcc, -1.0, v8
v_cmp_u_f32_e32 vcc, 0.15915494, v8
v_cmp_u_f32_e32 vcc, src_scc, v8
v_cmp_u_f32_e32 vcc, src_shared_base, v8
v_cmp_nge_f32_e32 vcc, lit(0x3f800000), v8
v_cmp_nge_f32_e32 vcc, m0, v8
v_cmp_nge_f32_e32 vcc, exec_lo, v8
v_cmp_nge_f32_e32 vcc, 0.5, v8
v_cmp_nge_f32_e32 vcc, -1.0, v8
v_cmp_nge_f32_e32 vcc, 0.15915494, v8
v_cmp_nge_f32_e32 vcc, src_scc, v8
v_cmp_nge_f32_e32 vcc, src_shared_base, v8
v_cmp_nlg_f32_e32 vcc, lit(0x3f800000), v8
v_cmp_nlg_f32_e32 vcc, m0, v8
v_cmp_nlg_f32_e32 vcc, exec_lo, v8
v_cmp_nlg_f32_e32 vcc, 0.5, v8
v_cmp_nlg_f32_e32 vcc, -1.0, v8
v_cmp_nlg_f32_e32 vcc, 0.15915494, v8
v_cmp_nlg_f32_e32 vcc, src_scc, v8
v_cmp_nlg_f32_e32 vcc, src_shared_base, v8
v_cmp_ngt_f32_e32 vcc, lit(0x3f800000), v8
v_cmp_ngt_f32_e32 vcc, m0, v8
v_cmp_ngt_f32_e32 vcc, exec_lo, v8
v_cmp_ngt_f32_e32 vcc, 0.5, v8
v_cmp_ngt_f32_e32 vcc, -1.0, v8
v_cmp_ngt_f32_e32 vcc, 0.15915494, v8
v_cmp_ngt_f32_e32 vcc, src_scc, v8
v_cmp_ngt_f32_e32 vcc, src_shared_base, v8
v_cmp_nle_f32_e32 vcc, lit(0x3f800000), v8
v_cmp_nle_f32_e32 vcc, m0, v8
v_cmp_nle_f32_e32 vcc, exec_lo, v8
v_cmp_nle_f32_e32 vcc, 0.5, v8
v_cmp_nle_f32_e32 vcc, -1.0, v8
v_cmp_nle_f32_e32 vcc, 0.15915494, v8
v_cmp_nle_f32_e32 vcc, src_scc, v8
v_cmp_nle_f32_e32 vcc, src_shared_base, v8
v_cmp_neq_f32_e32 vcc, lit(0x3f800000), v8
v_cmp_neq_f32_e32 vcc, m0, v8
v_cmp_neq_f32_e32 vcc, exec_lo, v8
v_cmp_neq_f32_e32 vcc, 0.5, v8
v_cmp_neq_f32_e32 vcc, -1.0, v8
v_cmp_neq_f32_e32 vcc, 0.15915494, v8
v_cmp_neq_f32_e32 vcc, src_scc, v8
v_cmp_neq_f32_e32 vcc, src_shared_base, v8
v_cmp_nlt_f32_e32 vcc, lit(0x3f800000), v8
v_cmp_nlt_f32_e32 vcc, m0, v8
v_cmp_nlt_f32_e32 vcc, exec_lo, v8
v_cmp_nlt_f32_e32 vcc, 0.5, v8
v_cmp_nlt_f32_e32 vcc, -1.0, v8
v_cmp_nlt_f32_e32 vcc, 0.15915494, v8
v_cmp_nlt_f32_e32 vcc, src_scc, v8
v_cmp_nlt_f32_e32 vcc, src_shared_base, v8
v_cmp_tru_f32_e32 vcc, lit(0x3f800000), v8
v_cmp_tru_f32_e32 vcc, m0, v8
v_cmp_tru_f32_e32 vcc, exec_lo, v8
v_cmp_tru_f32_e32 vcc, 0.5, v8
v_cmp_tru_f32_e32 vcc, -1.0, v8
v_cmp_tru_f32_e32 vcc, 0.15915494, v8
v_cmp_tru_f32_e32 vcc, src_scc, v8
v_cmp_tru_f32_e32 vcc, src_shared_base, v8
v_cmpx_f_f32_e32 vcc, lit(0x3f800000), v8
v_cmpx_f_f32_e32 vcc, m0, v8
v_cmpx_f_f32_e32 vcc, exec_lo, v8
v_cmpx_f_f32_e32 vcc, 0.5, v8
v_cmpx_f_f32_e32 vcc, -1.0, v8
v_cmpx_f_f32_e32 vcc, 0.15915494, v8
v_cmpx_f_f32_e32 vcc, src_scc, v8
v_cmpx_f_f32_e32 vcc, src_shared_base, v8
v_cmpx_lt_f32_e32 vcc, lit(0x3f800000), v8
v_cmpx_lt_f32_e32 vcc, m0, v8
v_cmpx_lt_f32_e32 vcc, exec_lo, v8
v_cmpx_lt_f32_e32 vcc, 0.5, v8
v_cmpx_lt_f32_e32 vcc, -1.0, v8
v_cmpx_lt_f32_e32 vcc, 0.15915494, v8
v_cmpx_lt_f32_e32 vcc, src_scc, v8
v_cmpx_lt_f32_e32 vcc, src_shared_base, v8
v_cmpx_eq_f32_e32 vcc, lit(0x3f800000), v8
v_cmpx_eq_f32_e32 vcc, m0, v8
v_cmpx_eq_f32_e32 vcc, exec_lo, v8
v_cmpx_eq_f32_e32 vcc, 0.5, v8
v_cmpx_eq_f32_e32 vcc, -1.0, v8
v_cmpx_eq_f32_e32 vcc, 0.15915494, v8
v_cmpx_eq_f32_e32 vcc, src_scc, v8
v_cmpx_eq_f32_e32 vcc, src_shared_base, v8
v_cmpx_le_f32_e32 vcc, lit(0x3f800000), v8
v_cmpx_le_f32_e32 vcc, m0, v8
v_cmpx_le_f32_e32 vcc, exec_lo, v8
v_cmpx_le_f32_e32 vcc, 0.5, v8
v_cmpx_le_f32_e32 vcc, -1.0, v8
v_cmpx_le_f32_e32 vcc, 0.15915494, v8
v_cmpx_le_f32_e32 vcc, src_scc, v8
v_cmpx_le_f32_e32 vcc, src_shared_base, v8
v_cmpx_gt_f32_e32 vcc, lit(0x3f800000), v8
v_cmpx_gt_f32_e32 vcc, m0, v8
v_cmpx_gt_f32_e32 vcc, exec_lo, v8
v_cmpx_gt_f32_e32 vcc, 0.5, v8
v_cmpx_gt_f32_e32 vcc, -1.0, v8
v_cmpx_gt_f32_e32 vcc, 0.15915494, v8
v_cmpx_gt_f32_e32 vcc, src_scc, v8
v_cmpx_gt_f32_e32 vcc, src_shared_base, v8
v_cmpx_lg_f32_e32 vcc, lit(0x3f800000), v8
v_cmpx_lg_f32_e32 vcc, m0, v8
v_cmpx_lg_f32_e32 vcc, exec_lo, v8
v_cmpx_lg_f32_e32 vcc, 0.5, v8
v_cmpx_lg_f32_e32 vcc, -1.0, v8
v_cmpx_lg_f32_e32 vcc, 0.15915494, v8
v_cmpx_lg_f32_e32 vcc, src_scc, v8
v_cmpx_lg_f32_e32 vcc, src_shared_base, v8
v_cmpx_ge_f32_e32 vcc, lit(0x3f800000), v8
v_cmpx_ge_f32_e32 vcc, m0, v8
v_cmpx_ge_f32_e32 vcc, exec_lo, v8
v_cmpx_ge_f32_e32 vcc, 0.5, v8
v_cmpx_ge_f32_e32 vcc, -1.0, v8
v_cmpx_ge_f32_e32 vcc, 0.15915494, v8
v_cmpx_ge_f32_e32 vcc, src_scc, v8
v_cmpx_ge_f32_e32 vcc, src_shared_base, v8
v_cmpx_o_f32_e32 vcc, lit(0x3f800000), v8
v_cmpx_o_f32_e32 vcc, m0, v8
v_cmpx_o_f32_e32 vcc, exec_lo, v8
v_cmpx_o_f32_e32 vcc, 0.5, v8
v_cmpx_o_f32_e32 vcc, -1.0, v8
v_cmpx_o_f32_e32 vcc, 0.15915494, v8
v_cmpx_o_f32_e32 vcc, src_scc, v8
v_cmpx_o_f32_e32 vcc, src_shared_base, v8
v_cmpx_u_f32_e32 vcc, lit(0x3f800000), v8
v_cmpx_u_f32_e32 vcc, m0, v8
v_cmpx_u_f32_e32 vcc, exec_lo, v8
v_cmpx_u_f32_e32 vcc, 0.5, v8
v_cmpx_u_f32_e32 vcc, -1.0, v8
v_cmpx_u_f32_e32 vcc, 0.15915494, v8
v_cmpx_u_f32_e32 vcc, src_scc, v8
v_cmpx_u_f32_e32 vcc, src_shared_base, v8
v_cmpx_nge_f32_e32 vcc, lit(0x3f800000), v8
v_cmpx_nge_f32_e32 vcc, m0, v8
v_cmpx_nge_f32_e32 vcc, exec_lo, v8
v_cmpx_nge_f32_e32 vcc, 0.5, v8
v_cmpx_nge_f32_e32 vcc, -1.0, v8
v_cmpx_nge_f32_e32 vcc, 0.15915494, v8
v_cmpx_nge_f32_e32 vcc, src_scc, v8
v_cmpx_nge_f32_e32 vcc, src_shared_base, v8
v_cmpx_nlg_f32_e32 vcc, lit(0x3f800000), v8
v_cmpx_nlg_f32_e32 vcc, m0, v8
v_cmpx_nlg_f32_e32 vcc, exec_lo, v8
v_cmpx_nlg_f32_e32 vcc, 0.5, v8
v_cmpx_nlg_f32_e32 vcc, -1.0, v8
v_cmpx_nlg_f32_e32 vcc, 0.15915494, v8
v_cmpx_nlg_f32_e32 vcc, src_scc, v8
v_cmpx_nlg_f32_e32 vcc, src_shared_base, v8
v_cmpx_ngt_f32_e32 vcc, lit(0x3f800000), v8
v_cmpx_ngt_f32_e32 vcc, m0, v8
v_cmpx_ngt_f32_e32 vcc, exec_lo, v8
v_cmpx_ngt_f32_e32 vcc, 0.5, v8
v_cmpx_ngt_f32_e32 vcc, -1.0, v8
v_cmpx_ngt_f32_e32 vcc, 0.15915494, v8
v_cmpx_ngt_f32_e32 vcc, src_scc, v8
v_cmpx_ngt_f32_e32 vcc, src_shared_base, v8
v_cmpx_nle_f32_e32 vcc, lit(0x3f800000), v8
v_cmpx_nle_f32_e32 vcc, m0, v8
v_cmpx_nle_f32_e32 vcc, exec_lo, v8
v_cmpx_nle_f32_e32 vcc, 0.5, v8
v_cmpx_nle_f32_e32 vcc, -1.0, v8
v_cmpx_nle_f32_e32 vcc, 0.15915494, v8
v_cmpx_nle_f32_e32 vcc, src_scc, v8
v_cmpx_nle_f32_e32 vcc, src_shared_base, v8
v_cmpx_neq_f32_e32 vcc, lit(0x3f800000), v8
v_cmpx_neq_f32_e32 vcc, m0, v8
v_cmpx_neq_f32_e32 vcc, exec_lo, v8
v_cmpx_neq_f32_e32 vcc, 0.5, v8
v_cmpx_neq_f32_e32 vcc, -1.0, v8
v_cmpx_neq_f32_e32 vcc, 0.15915494, v8
v_cmpx_neq_f32_e32 vcc, src_scc, v8
v_cmpx_neq_f32_e32 vcc, src_shared_base, v8
v_cmpx_nlt_f32_e32 vcc, lit(0x3f800000), v8
v_cmpx_nlt_f32_e32 vcc, m0, v8
v_cmpx_nlt_f32_e32 vcc, exec_lo, v8
v_cmpx_nlt_f32_e32 vcc, 0.5, v8
v_cmpx_nlt_f32_e32 vcc, -1.0, v8
v_cmpx_nlt_f32_e32 vcc, 0.15915494, v8
v_cmpx_nlt_f32_e32 vcc, src_scc, v8
v_cmpx_nlt_f32_e32 vcc, src_shared_base, v8
v_cmpx_tru_f32_e32 vcc, lit(0x3f800000), v8
v_cmpx_tru_f32_e32 vcc, m0, v8
v_cmpx_tru_f32_e32 vcc, exec_lo, v8
v_cmpx_tru_f32_e32 vcc, 0.5, v8
v_cmpx_tru_f32_e32 vcc, -1.0, v8
v_cmpx_tru_f32_e32 vcc, 0.15915494, v8
v_cmpx_tru_f32_e32 vcc, src_scc, v8
v_cmpx_tru_f32_e32 vcc, src_shared_base, v8
v_cmp_f_f64_e32 vcc, exec, v[8:9]
v_cmp_f_f64_e32 vcc, 0.5, v[8:9]
v_cmp_f_f64_e32 vcc, -1.0, v[8:9]
v_cmp_f_f64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmp_f_f64_e32 vcc, src_scc, v[8:9]
v_cmp_f_f64_e32 vcc, src_shared_base, v[8:9]
v_cmp_f_f64_e32 vcc, 0x12345678, v[8:9]
v_cmp_f_f64_e32 vcc, ttmp[0:1], v[8:9]
v_cmp_lt_f64_e32 vcc, exec, v[8:9]
v_cmp_lt_f64_e32 vcc, 0.5, v[8:9]
v_cmp_lt_f64_e32 vcc, -1.0, v[8:9]
v_cmp_lt_f64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmp_lt_f64_e32 vcc, src_scc, v[8:9]
v_cmp_lt_f64_e32 vcc, src_shared_base, v[8:9]
v_cmp_lt_f64_e32 vcc, 0x12345678, v[8:9]
v_cmp_lt_f64_e32 vcc, ttmp[0:1], v[8:9]
v_cmp_eq_f64_e32 vcc, exec, v[8:9]
v_cmp_eq_f64_e32 vcc, 0.5, v[8:9]
v_cmp_eq_f64_e32 vcc, -1.0, v[8:9]
v_cmp_eq_f64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmp_eq_f64_e32 vcc, src_scc, v[8:9]
v_cmp_eq_f64_e32 vcc, src_shared_base, v[8:9]
v_cmp_eq_f64_e32 vcc, 0x12345678, v[8:9]
v_cmp_eq_f64_e32 vcc, ttmp[0:1], v[8:9]
v_cmp_le_f64_e32 vcc, exec, v[8:9]
v_cmp_le_f64_e32 vcc, 0.5, v[8:9]
v_cmp_le_f64_e32 vcc, -1.0, v[8:9]
v_cmp_le_f64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmp_le_f64_e32 vcc, src_scc, v[8:9]
v_cmp_le_f64_e32 vcc, src_shared_base, v[8:9]
v_cmp_le_f64_e32 vcc, 0x12345678, v[8:9]
v_cmp_le_f64_e32 vcc, ttmp[0:1], v[8:9]
v_cmp_gt_f64_e32 vcc, exec, v[8:9]
v_cmp_gt_f64_e32 vcc, 0.5, v[8:9]
v_cmp_gt_f64_e32 vcc, -1.0, v[8:9]
v_cmp_gt_f64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmp_gt_f64_e32 vcc, src_scc, v[8:9]
v_cmp_gt_f64_e32 vcc, src_shared_base, v[8:9]
v_cmp_gt_f64_e32 vcc, 0x12345678, v[8:9]
v_cmp_gt_f64_e32 vcc, ttmp[0:1], v[8:9]
v_cmp_lg_f64_e32 vcc, exec, v[8:9]
v_cmp_lg_f64_e32 vcc, 0.5, v[8:9]
v_cmp_lg_f64_e32 vcc, -1.0, v[8:9]
v_cmp_lg_f64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmp_lg_f64_e32 vcc, src_scc, v[8:9]
v_cmp_lg_f64_e32 vcc, src_shared_base, v[8:9]
v_cmp_lg_f64_e32 vcc, 0x12345678, v[8:9]
v_cmp_lg_f64_e32 vcc, ttmp[0:1], v[8:9]
v_cmp_ge_f64_e32 vcc, exec, v[8:9]
v_cmp_ge_f64_e32 vcc, 0.5, v[8:9]
v_cmp_ge_f64_e32 vcc, -1.0, v[8:9]
v_cmp_ge_f64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmp_ge_f64_e32 vcc, src_scc, v[8:9]
v_cmp_ge_f64_e32 vcc, src_shared_base, v[8:9]
v_cmp_ge_f64_e32 vcc, 0x12345678, v[8:9]
v_cmp_ge_f64_e32 vcc, ttmp[0:1], v[8:9]
v_cmp_o_f64_e32 vcc, exec, v[8:9]
v_cmp_o_f64_e32 vcc, 0.5, v[8:9]
v_cmp_o_f64_e32 vcc, -1.0, v[8:9]
v_cmp_o_f64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmp_o_f64_e32 vcc, src_scc, v[8:9]
v_cmp_o_f64_e32 vcc, src_shared_base, v[8:9]
v_cmp_o_f64_e32 vcc, 0x12345678, v[8:9]
v_cmp_o_f64_e32 vcc, ttmp[0:1], v[8:9]
v_cmp_u_f64_e32 vcc, exec, v[8:9]
v_cmp_u_f64_e32 vcc, 0.5, v[8:9]
v_cmp_u_f64_e32 vcc, -1.0, v[8:9]
v_cmp_u_f64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmp_u_f64_e32 vcc, src_scc, v[8:9]
v_cmp_u_f64_e32 vcc, src_shared_base, v[8:9]
v_cmp_u_f64_e32 vcc, 0x12345678, v[8:9]
v_cmp_u_f64_e32 vcc, ttmp[0:1], v[8:9]
v_cmp_nge_f64_e32 vcc, exec, v[8:9]
v_cmp_nge_f64_e32 vcc, 0.5, v[8:9]
v_cmp_nge_f64_e32 vcc, -1.0, v[8:9]
v_cmp_nge_f64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmp_nge_f64_e32 vcc, src_scc, v[8:9]
v_cmp_nge_f64_e32 vcc, src_shared_base, v[8:9]
v_cmp_nge_f64_e32 vcc, 0x12345678, v[8:9]
v_cmp_nge_f64_e32 vcc, ttmp[0:1], v[8:9]
v_cmp_nlg_f64_e32 vcc, exec, v[8:9]
v_cmp_nlg_f64_e32 vcc, 0.5, v[8:9]
v_cmp_nlg_f64_e32 vcc, -1.0, v[8:9]
v_cmp_nlg_f64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmp_nlg_f64_e32 vcc, src_scc, v[8:9]
v_cmp_nlg_f64_e32 vcc, src_shared_base, v[8:9]
v_cmp_nlg_f64_e32 vcc, 0x12345678, v[8:9]
v_cmp_nlg_f64_e32 vcc, ttmp[0:1], v[8:9]
v_cmp_ngt_f64_e32 vcc, exec, v[8:9]
v_cmp_ngt_f64_e32 vcc, 0.5, v[8:9]
v_cmp_ngt_f64_e32 vcc, -1.0, v[8:9]
v_cmp_ngt_f64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmp_ngt_f64_e32 vcc, src_scc, v[8:9]
v_cmp_ngt_f64_e32 vcc, src_shared_base, v[8:9]
v_cmp_ngt_f64_e32 vcc, 0x12345678, v[8:9]
v_cmp_ngt_f64_e32 vcc, ttmp[0:1], v[8:9]
v_cmp_nle_f64_e32 vcc, exec, v[8:9]
v_cmp_nle_f64_e32 vcc, 0.5, v[8:9]
v_cmp_nle_f64_e32 vcc, -1.0, v[8:9]
v_cmp_nle_f64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmp_nle_f64_e32 vcc, src_scc, v[8:9]
v_cmp_nle_f64_e32 vcc, src_shared_base, v[8:9]
v_cmp_nle_f64_e32 vcc, 0x12345678, v[8:9]
v_cmp_nle_f64_e32 vcc, ttmp[0:1], v[8:9]
v_cmp_neq_f64_e32 vcc, exec, v[8:9]
v_cmp_neq_f64_e32 vcc, 0.5, v[8:9]
v_cmp_neq_f64_e32 vcc, -1.0, v[8:9]
v_cmp_neq_f64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmp_neq_f64_e32 vcc, src_scc, v[8:9]
v_cmp_neq_f64_e32 vcc, src_shared_base, v[8:9]
v_cmp_neq_f64_e32 vcc, 0x12345678, v[8:9]
v_cmp_neq_f64_e32 vcc, ttmp[0:1], v[8:9]
v_cmp_nlt_f64_e32 vcc, exec, v[8:9]
v_cmp_nlt_f64_e32 vcc, 0.5, v[8:9]
v_cmp_nlt_f64_e32 vcc, -1.0, v[8:9]
v_cmp_nlt_f64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmp_nlt_f64_e32 vcc, src_scc, v[8:9]
v_cmp_nlt_f64_e32 vcc, src_shared_base, v[8:9]
v_cmp_nlt_f64_e32 vcc, 0x12345678, v[8:9]
v_cmp_nlt_f64_e32 vcc, ttmp[0:1], v[8:9]
v_cmp_tru_f64_e32 vcc, exec, v[8:9]
v_cmp_tru_f64_e32 vcc, 0.5, v[8:9]
v_cmp_tru_f64_e32 vcc, -1.0, v[8:9]
v_cmp_tru_f64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmp_tru_f64_e32 vcc, src_scc, v[8:9]
v_cmp_tru_f64_e32 vcc, src_shared_base, v[8:9]
v_cmp_tru_f64_e32 vcc, 0x12345678, v[8:9]
v_cmp_tru_f64_e32 vcc, ttmp[0:1], v[8:9]
v_cmpx_f_f64_e32 vcc, exec, v[8:9]
v_cmpx_f_f64_e32 vcc, 0.5, v[8:9]
v_cmpx_f_f64_e32 vcc, -1.0, v[8:9]
v_cmpx_f_f64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmpx_f_f64_e32 vcc, src_scc, v[8:9]
v_cmpx_f_f64_e32 vcc, src_shared_base, v[8:9]
v_cmpx_f_f64_e32 vcc, 0x12345678, v[8:9]
v_cmpx_f_f64_e32 vcc, ttmp[0:1], v[8:9]
v_cmpx_lt_f64_e32 vcc, exec, v[8:9]
v_cmpx_lt_f64_e32 vcc, 0.5, v[8:9]
v_cmpx_lt_f64_e32 vcc, -1.0, v[8:9]
v_cmpx_lt_f64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmpx_lt_f64_e32 vcc, src_scc, v[8:9]
v_cmpx_lt_f64_e32 vcc, src_shared_base, v[8:9]
v_cmpx_lt_f64_e32 vcc, 0x12345678, v[8:9]
v_cmpx_lt_f64_e32 vcc, ttmp[0:1], v[8:9]
v_cmpx_eq_f64_e32 vcc, exec, v[8:9]
v_cmpx_eq_f64_e32 vcc, 0.5, v[8:9]
v_cmpx_eq_f64_e32 vcc, -1.0, v[8:9]
v_cmpx_eq_f64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmpx_eq_f64_e32 vcc, src_scc, v[8:9]
v_cmpx_eq_f64_e32 vcc, src_shared_base, v[8:9]
v_cmpx_eq_f64_e32 vcc, 0x12345678, v[8:9]
v_cmpx_eq_f64_e32 vcc, ttmp[0:1], v[8:9]
v_cmpx_le_f64_e32 vcc, exec, v[8:9]
v_cmpx_le_f64_e32 vcc, 0.5, v[8:9]
v_cmpx_le_f64_e32 vcc, -1.0, v[8:9]
v_cmpx_le_f64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmpx_le_f64_e32 vcc, src_scc, v[8:9]
v_cmpx_le_f64_e32 vcc, src_shared_base, v[8:9]
v_cmpx_le_f64_e32 vcc, 0x12345678, v[8:9]
v_cmpx_le_f64_e32 vcc, ttmp[0:1], v[8:9]
v_cmpx_gt_f64_e32 vcc, exec, v[8:9]
v_cmpx_gt_f64_e32 vcc, 0.5, v[8:9]
v_cmpx_gt_f64_e32 vcc, -1.0, v[8:9]
v_cmpx_gt_f64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmpx_gt_f64_e32 vcc, src_scc, v[8:9]
v_cmpx_gt_f64_e32 vcc, src_shared_base, v[8:9]
v_cmpx_gt_f64_e32 vcc, 0x12345678, v[8:9]
v_cmpx_gt_f64_e32 vcc, ttmp[0:1], v[8:9]
v_cmpx_lg_f64_e32 vcc, exec, v[8:9]
v_cmpx_lg_f64_e32 vcc, 0.5, v[8:9]
v_cmpx_lg_f64_e32 vcc, -1.0, v[8:9]
v_cmpx_lg_f64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmpx_lg_f64_e32 vcc, src_scc, v[8:9]
v_cmpx_lg_f64_e32 vcc, src_shared_base, v[8:9]
v_cmpx_lg_f64_e32 vcc, 0x12345678, v[8:9]
v_cmpx_lg_f64_e32 vcc, ttmp[0:1], v[8:9]
v_cmpx_ge_f64_e32 vcc, exec, v[8:9]
v_cmpx_ge_f64_e32 vcc, 0.5, v[8:9]
v_cmpx_ge_f64_e32 vcc, -1.0, v[8:9]
v_cmpx_ge_f64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmpx_ge_f64_e32 vcc, src_scc, v[8:9]
v_cmpx_ge_f64_e32 vcc, src_shared_base, v[8:9]
v_cmpx_ge_f64_e32 vcc, 0x12345678, v[8:9]
v_cmpx_ge_f64_e32 vcc, ttmp[0:1], v[8:9]
v_cmpx_o_f64_e32 vcc, exec, v[8:9]
v_cmpx_o_f64_e32 vcc, 0.5, v[8:9]
v_cmpx_o_f64_e32 vcc, -1.0, v[8:9]
v_cmpx_o_f64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmpx_o_f64_e32 vcc, src_scc, v[8:9]
v_cmpx_o_f64_e32 vcc, src_shared_base, v[8:9]
v_cmpx_o_f64_e32 vcc, 0x12345678, v[8:9]
v_cmpx_o_f64_e32 vcc, ttmp[0:1], v[8:9]
v_cmpx_u_f64_e32 vcc, exec, v[8:9]
v_cmpx_u_f64_e32 vcc, 0.5, v[8:9]
v_cmpx_u_f64_e32 vcc, -1.0, v[8:9]
v_cmpx_u_f64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmpx_u_f64_e32 vcc, src_scc, v[8:9]
v_cmpx_u_f64_e32 vcc, src_shared_base, v[8:9]
v_cmpx_u_f64_e32 vcc, 0x12345678, v[8:9]
v_cmpx_u_f64_e32 vcc, ttmp[0:1], v[8:9]
v_cmpx_nge_f64_e32 vcc, exec, v[8:9]
v_cmpx_nge_f64_e32 vcc, 0.5, v[8:9]
v_cmpx_nge_f64_e32 vcc, -1.0, v[8:9]
v_cmpx_nge_f64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmpx_nge_f64_e32 vcc, src_scc, v[8:9]
v_cmpx_nge_f64_e32 vcc, src_shared_base, v[8:9]
v_cmpx_nge_f64_e32 vcc, 0x12345678, v[8:9]
v_cmpx_nge_f64_e32 vcc, ttmp[0:1], v[8:9]
v_cmpx_nlg_f64_e32 vcc, exec, v[8:9]
v_cmpx_nlg_f64_e32 vcc, 0.5, v[8:9]
v_cmpx_nlg_f64_e32 vcc, -1.0, v[8:9]
v_cmpx_nlg_f64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmpx_nlg_f64_e32 vcc, src_scc, v[8:9]
v_cmpx_nlg_f64_e32 vcc, src_shared_base, v[8:9]
v_cmpx_nlg_f64_e32 vcc, 0x12345678, v[8:9]
v_cmpx_nlg_f64_e32 vcc, ttmp[0:1], v[8:9]
v_cmpx_ngt_f64_e32 vcc, exec, v[8:9]
v_cmpx_ngt_f64_e32 vcc, 0.5, v[8:9]
v_cmpx_ngt_f64_e32 vcc, -1.0, v[8:9]
v_cmpx_ngt_f64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmpx_ngt_f64_e32 vcc, src_scc, v[8:9]
v_cmpx_ngt_f64_e32 vcc, src_shared_base, v[8:9]
v_cmpx_ngt_f64_e32 vcc, 0x12345678, v[8:9]
v_cmpx_ngt_f64_e32 vcc, ttmp[0:1], v[8:9]
v_cmpx_nle_f64_e32 vcc, exec, v[8:9]
v_cmpx_nle_f64_e32 vcc, 0.5, v[8:9]
v_cmpx_nle_f64_e32 vcc, -1.0, v[8:9]
v_cmpx_nle_f64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmpx_nle_f64_e32 vcc, src_scc, v[8:9]
v_cmpx_nle_f64_e32 vcc, src_shared_base, v[8:9]
v_cmpx_nle_f64_e32 vcc, 0x12345678, v[8:9]
v_cmpx_nle_f64_e32 vcc, ttmp[0:1], v[8:9]
v_cmpx_neq_f64_e32 vcc, exec, v[8:9]
v_cmpx_neq_f64_e32 vcc, 0.5, v[8:9]
v_cmpx_neq_f64_e32 vcc, -1.0, v[8:9]
v_cmpx_neq_f64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmpx_neq_f64_e32 vcc, src_scc, v[8:9]
v_cmpx_neq_f64_e32 vcc, src_shared_base, v[8:9]
v_cmpx_neq_f64_e32 vcc, 0x12345678, v[8:9]
v_cmpx_neq_f64_e32 vcc, ttmp[0:1], v[8:9]
v_cmpx_nlt_f64_e32 vcc, exec, v[8:9]
v_cmpx_nlt_f64_e32 vcc, 0.5, v[8:9]
v_cmpx_nlt_f64_e32 vcc, -1.0, v[8:9]
v_cmpx_nlt_f64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmpx_nlt_f64_e32 vcc, src_scc, v[8:9]
v_cmpx_nlt_f64_e32 vcc, src_shared_base, v[8:9]
v_cmpx_nlt_f64_e32 vcc, 0x12345678, v[8:9]
v_cmpx_nlt_f64_e32 vcc, ttmp[0:1], v[8:9]
v_cmpx_tru_f64_e32 vcc, exec, v[8:9]
v_cmpx_tru_f64_e32 vcc, 0.5, v[8:9]
v_cmpx_tru_f64_e32 vcc, -1.0, v[8:9]
v_cmpx_tru_f64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmpx_tru_f64_e32 vcc, src_scc, v[8:9]
v_cmpx_tru_f64_e32 vcc, src_shared_base, v[8:9]
v_cmpx_tru_f64_e32 vcc, 0x12345678, v[8:9]
v_cmpx_tru_f64_e32 vcc, ttmp[0:1], v[8:9]
v_cmp_f_i16_e32 vcc, m0, v8
v_cmp_f_i16_e32 vcc, exec_lo, v8
v_cmp_f_i16_e32 vcc, 0x3800, v8
v_cmp_f_i16_e32 vcc, src_scc, v8
v_cmp_f_i16_e32 vcc, src_shared_base, v8
v_cmp_f_i16_e32 vcc, ttmp0, v8
v_cmp_f_i16_e32 vcc, v6, v8
v_cmp_f_i16_e32 vcc, s10, v8
v_cmp_lt_i16_e32 vcc, m0, v8
v_cmp_lt_i16_e32 vcc, exec_lo, v8
v_cmp_lt_i16_e32 vcc, 0x3800, v8
v_cmp_lt_i16_e32 vcc, src_scc, v8
v_cmp_lt_i16_e32 vcc, src_shared_base, v8
v_cmp_lt_i16_e32 vcc, ttmp0, v8
v_cmp_lt_i16_e32 vcc, v6, v8
v_cmp_lt_i16_e32 vcc, s10, v8
v_cmp_eq_i16_e32 vcc, m0, v8
v_cmp_eq_i16_e32 vcc, exec_lo, v8
v_cmp_eq_i16_e32 vcc, 0x3800, v8
v_cmp_eq_i16_e32 vcc, src_scc, v8
v_cmp_eq_i16_e32 vcc, src_shared_base, v8
v_cmp_eq_i16_e32 vcc, ttmp0, v8
v_cmp_eq_i16_e32 vcc, v6, v8
v_cmp_eq_i16_e32 vcc, s10, v8
v_cmp_le_i16_e32 vcc, m0, v8
v_cmp_le_i16_e32 vcc, exec_lo, v8
v_cmp_le_i16_e32 vcc, 0x3800, v8
v_cmp_le_i16_e32 vcc, src_scc, v8
v_cmp_le_i16_e32 vcc, src_shared_base, v8
v_cmp_le_i16_e32 vcc, ttmp0, v8
v_cmp_le_i16_e32 vcc, v6, v8
v_cmp_le_i16_e32 vcc, s10, v8
v_cmp_gt_i16_e32 vcc, m0, v8
v_cmp_gt_i16_e32 vcc, exec_lo, v8
v_cmp_gt_i16_e32 vcc, 0x3800, v8
v_cmp_gt_i16_e32 vcc, src_scc, v8
v_cmp_gt_i16_e32 vcc, src_shared_base, v8
v_cmp_gt_i16_e32 vcc, ttmp0, v8
v_cmp_gt_i16_e32 vcc, v6, v8
v_cmp_gt_i16_e32 vcc, s10, v8
v_cmp_ne_i16_e32 vcc, m0, v8
v_cmp_ne_i16_e32 vcc, exec_lo, v8
v_cmp_ne_i16_e32 vcc, 0x3800, v8
v_cmp_ne_i16_e32 vcc, src_scc, v8
v_cmp_ne_i16_e32 vcc, src_shared_base, v8
v_cmp_ne_i16_e32 vcc, ttmp0, v8
v_cmp_ne_i16_e32 vcc, v6, v8
v_cmp_ne_i16_e32 vcc, s10, v8
v_cmp_ge_i16_e32 vcc, m0, v8
v_cmp_ge_i16_e32 vcc, exec_lo, v8
v_cmp_ge_i16_e32 vcc, 0x3800, v8
v_cmp_ge_i16_e32 vcc, src_scc, v8
v_cmp_ge_i16_e32 vcc, src_shared_base, v8
v_cmp_ge_i16_e32 vcc, ttmp0, v8
v_cmp_ge_i16_e32 vcc, v6, v8
v_cmp_ge_i16_e32 vcc, s10, v8
v_cmp_t_i16_e32 vcc, m0, v8
v_cmp_t_i16_e32 vcc, exec_lo, v8
v_cmp_t_i16_e32 vcc, 0x3800, v8
v_cmp_t_i16_e32 vcc, src_scc, v8
v_cmp_t_i16_e32 vcc, src_shared_base, v8
v_cmp_t_i16_e32 vcc, ttmp0, v8
v_cmp_t_i16_e32 vcc, v6, v8
v_cmp_t_i16_e32 vcc, s10, v8
v_cmp_f_u16_e32 vcc, m0, v8
v_cmp_f_u16_e32 vcc, exec_lo, v8
v_cmp_f_u16_e32 vcc, 0x3800, v8
v_cmp_f_u16_e32 vcc, src_scc, v8
v_cmp_f_u16_e32 vcc, src_shared_base, v8
v_cmp_f_u16_e32 vcc, ttmp0, v8
v_cmp_f_u16_e32 vcc, v6, v8
v_cmp_f_u16_e32 vcc, s10, v8
v_cmp_lt_u16_e32 vcc, m0, v8
v_cmp_lt_u16_e32 vcc, exec_lo, v8
v_cmp_lt_u16_e32 vcc, 0x3800, v8
v_cmp_lt_u16_e32 vcc, src_scc, v8
v_cmp_lt_u16_e32 vcc, src_shared_base, v8
v_cmp_lt_u16_e32 vcc, ttmp0, v8
v_cmp_lt_u16_e32 vcc, v6, v8
v_cmp_lt_u16_e32 vcc, s10, v8
v_cmp_eq_u16_e32 vcc, m0, v8
v_cmp_eq_u16_e32 vcc, exec_lo, v8
v_cmp_eq_u16_e32 vcc, 0x3800, v8
v_cmp_eq_u16_e32 vcc, src_scc, v8
v_cmp_eq_u16_e32 vcc, src_shared_base, v8
v_cmp_eq_u16_e32 vcc, ttmp0, v8
v_cmp_eq_u16_e32 vcc, v6, v8
v_cmp_eq_u16_e32 vcc, s10, v8
v_cmp_le_u16_e32 vcc, m0, v8
v_cmp_le_u16_e32 vcc, exec_lo, v8
v_cmp_le_u16_e32 vcc, 0x3800, v8
v_cmp_le_u16_e32 vcc, src_scc, v8
v_cmp_le_u16_e32 vcc, src_shared_base, v8
v_cmp_le_u16_e32 vcc, ttmp0, v8
v_cmp_le_u16_e32 vcc, v6, v8
v_cmp_le_u16_e32 vcc, s10, v8
v_cmp_gt_u16_e32 vcc, m0, v8
v_cmp_gt_u16_e32 vcc, exec_lo, v8
v_cmp_gt_u16_e32 vcc, 0x3800, v8
v_cmp_gt_u16_e32 vcc, src_scc, v8
v_cmp_gt_u16_e32 vcc, src_shared_base, v8
v_cmp_gt_u16_e32 vcc, ttmp0, v8
v_cmp_gt_u16_e32 vcc, v6, v8
v_cmp_gt_u16_e32 vcc, s10, v8
v_cmp_ne_u16_e32 vcc, m0, v8
v_cmp_ne_u16_e32 vcc, exec_lo, v8
v_cmp_ne_u16_e32 vcc, 0x3800, v8
v_cmp_ne_u16_e32 vcc, src_scc, v8
v_cmp_ne_u16_e32 vcc, src_shared_base, v8
v_cmp_ne_u16_e32 vcc, ttmp0, v8
v_cmp_ne_u16_e32 vcc, v6, v8
v_cmp_ne_u16_e32 vcc, s10, v8
v_cmp_ge_u16_e32 vcc, m0, v8
v_cmp_ge_u16_e32 vcc, exec_lo, v8
v_cmp_ge_u16_e32 vcc, 0x3800, v8
v_cmp_ge_u16_e32 vcc, src_scc, v8
v_cmp_ge_u16_e32 vcc, src_shared_base, v8
v_cmp_ge_u16_e32 vcc, ttmp0, v8
v_cmp_ge_u16_e32 vcc, v6, v8
v_cmp_ge_u16_e32 vcc, s10, v8
v_cmp_t_u16_e32 vcc, m0, v8
v_cmp_t_u16_e32 vcc, exec_lo, v8
v_cmp_t_u16_e32 vcc, 0x3800, v8
v_cmp_t_u16_e32 vcc, src_scc, v8
v_cmp_t_u16_e32 vcc, src_shared_base, v8
v_cmp_t_u16_e32 vcc, ttmp0, v8
v_cmp_t_u16_e32 vcc, v6, v8
v_cmp_t_u16_e32 vcc, s10, v8
v_cmpx_f_i16_e32 vcc, m0, v8
v_cmpx_f_i16_e32 vcc, exec_lo, v8
v_cmpx_f_i16_e32 vcc, 0x3800, v8
v_cmpx_f_i16_e32 vcc, src_scc, v8
v_cmpx_f_i16_e32 vcc, src_shared_base, v8
v_cmpx_f_i16_e32 vcc, ttmp0, v8
v_cmpx_f_i16_e32 vcc, v6, v8
v_cmpx_f_i16_e32 vcc, s10, v8
v_cmpx_lt_i16_e32 vcc, m0, v8
v_cmpx_lt_i16_e32 vcc, exec_lo, v8
v_cmpx_lt_i16_e32 vcc, 0x3800, v8
v_cmpx_lt_i16_e32 vcc, src_scc, v8
v_cmpx_lt_i16_e32 vcc, src_shared_base, v8
v_cmpx_lt_i16_e32 vcc, ttmp0, v8
v_cmpx_lt_i16_e32 vcc, v6, v8
v_cmpx_lt_i16_e32 vcc, s10, v8
v_cmpx_eq_i16_e32 vcc, m0, v8
v_cmpx_eq_i16_e32 vcc, exec_lo, v8
v_cmpx_eq_i16_e32 vcc, 0x3800, v8
v_cmpx_eq_i16_e32 vcc, src_scc, v8
v_cmpx_eq_i16_e32 vcc, src_shared_base, v8
v_cmpx_eq_i16_e32 vcc, ttmp0, v8
v_cmpx_eq_i16_e32 vcc, v6, v8
v_cmpx_eq_i16_e32 vcc, s10, v8
v_cmpx_le_i16_e32 vcc, m0, v8
v_cmpx_le_i16_e32 vcc, exec_lo, v8
v_cmpx_le_i16_e32 vcc, 0x3800, v8
v_cmpx_le_i16_e32 vcc, src_scc, v8
v_cmpx_le_i16_e32 vcc, src_shared_base, v8
v_cmpx_le_i16_e32 vcc, ttmp0, v8
v_cmpx_le_i16_e32 vcc, v6, v8
v_cmpx_le_i16_e32 vcc, s10, v8
v_cmpx_gt_i16_e32 vcc, m0, v8
v_cmpx_gt_i16_e32 vcc, exec_lo, v8
v_cmpx_gt_i16_e32 vcc, 0x3800, v8
v_cmpx_gt_i16_e32 vcc, src_scc, v8
v_cmpx_gt_i16_e32 vcc, src_shared_base, v8
v_cmpx_gt_i16_e32 vcc, ttmp0, v8
v_cmpx_gt_i16_e32 vcc, v6, v8
v_cmpx_gt_i16_e32 vcc, s10, v8
v_cmpx_ne_i16_e32 vcc, m0, v8
v_cmpx_ne_i16_e32 vcc, exec_lo, v8
v_cmpx_ne_i16_e32 vcc, 0x3800, v8
v_cmpx_ne_i16_e32 vcc, src_scc, v8
v_cmpx_ne_i16_e32 vcc, src_shared_base, v8
v_cmpx_ne_i16_e32 vcc, ttmp0, v8
v_cmpx_ne_i16_e32 vcc, v6, v8
v_cmpx_ne_i16_e32 vcc, s10, v8
v_cmpx_ge_i16_e32 vcc, m0, v8
v_cmpx_ge_i16_e32 vcc, exec_lo, v8
v_cmpx_ge_i16_e32 vcc, 0x3800, v8
v_cmpx_ge_i16_e32 vcc, src_scc, v8
v_cmpx_ge_i16_e32 vcc, src_shared_base, v8
v_cmpx_ge_i16_e32 vcc, ttmp0, v8
v_cmpx_ge_i16_e32 vcc, v6, v8
v_cmpx_ge_i16_e32 vcc, s10, v8
v_cmpx_t_i16_e32 vcc, m0, v8
v_cmpx_t_i16_e32 vcc, exec_lo, v8
v_cmpx_t_i16_e32 vcc, 0x3800, v8
v_cmpx_t_i16_e32 vcc, src_scc, v8
v_cmpx_t_i16_e32 vcc, src_shared_base, v8
v_cmpx_t_i16_e32 vcc, ttmp0, v8
v_cmpx_t_i16_e32 vcc, v6, v8
v_cmpx_t_i16_e32 vcc, s10, v8
v_cmpx_f_u16_e32 vcc, m0, v8
v_cmpx_f_u16_e32 vcc, exec_lo, v8
v_cmpx_f_u16_e32 vcc, 0x3800, v8
v_cmpx_f_u16_e32 vcc, src_scc, v8
v_cmpx_f_u16_e32 vcc, src_shared_base, v8
v_cmpx_f_u16_e32 vcc, ttmp0, v8
v_cmpx_f_u16_e32 vcc, v6, v8
v_cmpx_f_u16_e32 vcc, s10, v8
v_cmpx_lt_u16_e32 vcc, m0, v8
v_cmpx_lt_u16_e32 vcc, exec_lo, v8
v_cmpx_lt_u16_e32 vcc, 0x3800, v8
v_cmpx_lt_u16_e32 vcc, src_scc, v8
v_cmpx_lt_u16_e32 vcc, src_shared_base, v8
v_cmpx_lt_u16_e32 vcc, ttmp0, v8
v_cmpx_lt_u16_e32 vcc, v6, v8
v_cmpx_lt_u16_e32 vcc, s10, v8
v_cmpx_eq_u16_e32 vcc, m0, v8
v_cmpx_eq_u16_e32 vcc, exec_lo, v8
v_cmpx_eq_u16_e32 vcc, 0x3800, v8
v_cmpx_eq_u16_e32 vcc, src_scc, v8
v_cmpx_eq_u16_e32 vcc, src_shared_base, v8
v_cmpx_eq_u16_e32 vcc, ttmp0, v8
v_cmpx_eq_u16_e32 vcc, v6, v8
v_cmpx_eq_u16_e32 vcc, s10, v8
v_cmpx_le_u16_e32 vcc, m0, v8
v_cmpx_le_u16_e32 vcc, exec_lo, v8
v_cmpx_le_u16_e32 vcc, 0x3800, v8
v_cmpx_le_u16_e32 vcc, src_scc, v8
v_cmpx_le_u16_e32 vcc, src_shared_base, v8
v_cmpx_le_u16_e32 vcc, ttmp0, v8
v_cmpx_le_u16_e32 vcc, v6, v8
v_cmpx_le_u16_e32 vcc, s10, v8
v_cmpx_gt_u16_e32 vcc, m0, v8
v_cmpx_gt_u16_e32 vcc, exec_lo, v8
v_cmpx_gt_u16_e32 vcc, 0x3800, v8
v_cmpx_gt_u16_e32 vcc, src_scc, v8
v_cmpx_gt_u16_e32 vcc, src_shared_base, v8
v_cmpx_gt_u16_e32 vcc, ttmp0, v8
v_cmpx_gt_u16_e32 vcc, v6, v8
v_cmpx_gt_u16_e32 vcc, s10, v8
v_cmpx_ne_u16_e32 vcc, m0, v8
v_cmpx_ne_u16_e32 vcc, exec_lo, v8
v_cmpx_ne_u16_e32 vcc, 0x3800, v8
v_cmpx_ne_u16_e32 vcc, src_scc, v8
v_cmpx_ne_u16_e32 vcc, src_shared_base, v8
v_cmpx_ne_u16_e32 vcc, ttmp0, v8
v_cmpx_ne_u16_e32 vcc, v6, v8
v_cmpx_ne_u16_e32 vcc, s10, v8
v_cmpx_ge_u16_e32 vcc, m0, v8
v_cmpx_ge_u16_e32 vcc, exec_lo, v8
v_cmpx_ge_u16_e32 vcc, 0x3800, v8
v_cmpx_ge_u16_e32 vcc, src_scc, v8
v_cmpx_ge_u16_e32 vcc, src_shared_base, v8
v_cmpx_ge_u16_e32 vcc, ttmp0, v8
v_cmpx_ge_u16_e32 vcc, v6, v8
v_cmpx_ge_u16_e32 vcc, s10, v8
v_cmpx_t_u16_e32 vcc, m0, v8
v_cmpx_t_u16_e32 vcc, exec_lo, v8
v_cmpx_t_u16_e32 vcc, 0x3800, v8
v_cmpx_t_u16_e32 vcc, src_scc, v8
v_cmpx_t_u16_e32 vcc, src_shared_base, v8
v_cmpx_t_u16_e32 vcc, ttmp0, v8
v_cmpx_t_u16_e32 vcc, v6, v8
v_cmpx_t_u16_e32 vcc, s10, v8
v_cmp_f_i32_e32 vcc, lit(0x3f800000), v8
v_cmp_f_i32_e32 vcc, m0, v8
v_cmp_f_i32_e32 vcc, exec_lo, v8
v_cmp_f_i32_e32 vcc, 0.5, v8
v_cmp_f_i32_e32 vcc, -1.0, v8
v_cmp_f_i32_e32 vcc, 0.15915494, v8
v_cmp_f_i32_e32 vcc, src_scc, v8
v_cmp_f_i32_e32 vcc, src_shared_base, v8
v_cmp_lt_i32_e32 vcc, lit(0x3f800000), v8
v_cmp_lt_i32_e32 vcc, m0, v8
v_cmp_lt_i32_e32 vcc, exec_lo, v8
v_cmp_lt_i32_e32 vcc, 0.5, v8
v_cmp_lt_i32_e32 vcc, -1.0, v8
v_cmp_lt_i32_e32 vcc, 0.15915494, v8
v_cmp_lt_i32_e32 vcc, src_scc, v8
v_cmp_lt_i32_e32 vcc, src_shared_base, v8
v_cmp_eq_i32_e32 vcc, lit(0x3f800000), v8
v_cmp_eq_i32_e32 vcc, m0, v8
v_cmp_eq_i32_e32 vcc, exec_lo, v8
v_cmp_eq_i32_e32 vcc, 0.5, v8
v_cmp_eq_i32_e32 vcc, -1.0, v8
v_cmp_eq_i32_e32 vcc, 0.15915494, v8
v_cmp_eq_i32_e32 vcc, src_scc, v8
v_cmp_eq_i32_e32 vcc, src_shared_base, v8
v_cmp_le_i32_e32 vcc, lit(0x3f800000), v8
v_cmp_le_i32_e32 vcc, m0, v8
v_cmp_le_i32_e32 vcc, exec_lo, v8
v_cmp_le_i32_e32 vcc, 0.5, v8
v_cmp_le_i32_e32 vcc, -1.0, v8
v_cmp_le_i32_e32 vcc, 0.15915494, v8
v_cmp_le_i32_e32 vcc, src_scc, v8
v_cmp_le_i32_e32 vcc, src_shared_base, v8
v_cmp_gt_i32_e32 vcc, lit(0x3f800000), v8
v_cmp_gt_i32_e32 vcc, m0, v8
v_cmp_gt_i32_e32 vcc, exec_lo, v8
v_cmp_gt_i32_e32 vcc, 0.5, v8
v_cmp_gt_i32_e32 vcc, -1.0, v8
v_cmp_gt_i32_e32 vcc, 0.15915494, v8
v_cmp_gt_i32_e32 vcc, src_scc, v8
v_cmp_gt_i32_e32 vcc, src_shared_base, v8
v_cmp_ne_i32_e32 vcc, lit(0x3f800000), v8
v_cmp_ne_i32_e32 vcc, m0, v8
v_cmp_ne_i32_e32 vcc, exec_lo, v8
v_cmp_ne_i32_e32 vcc, 0.5, v8
v_cmp_ne_i32_e32 vcc, -1.0, v8
v_cmp_ne_i32_e32 vcc, 0.15915494, v8
v_cmp_ne_i32_e32 vcc, src_scc, v8
v_cmp_ne_i32_e32 vcc, src_shared_base, v8
v_cmp_ge_i32_e32 vcc, lit(0x3f800000), v8
v_cmp_ge_i32_e32 vcc, m0, v8
v_cmp_ge_i32_e32 vcc, exec_lo, v8
v_cmp_ge_i32_e32 vcc, 0.5, v8
v_cmp_ge_i32_e32 vcc, -1.0, v8
v_cmp_ge_i32_e32 vcc, 0.15915494, v8
v_cmp_ge_i32_e32 vcc, src_scc, v8
v_cmp_ge_i32_e32 vcc, src_shared_base, v8
v_cmp_t_i32_e32 vcc, lit(0x3f800000), v8
v_cmp_t_i32_e32 vcc, m0, v8
v_cmp_t_i32_e32 vcc, exec_lo, v8
v_cmp_t_i32_e32 vcc, 0.5, v8
v_cmp_t_i32_e32 vcc, -1.0, v8
v_cmp_t_i32_e32 vcc, 0.15915494, v8
v_cmp_t_i32_e32 vcc, src_scc, v8
v_cmp_t_i32_e32 vcc, src_shared_base, v8
v_cmp_f_u32_e32 vcc, lit(0x3f800000), v8
v_cmp_f_u32_e32 vcc, m0, v8
v_cmp_f_u32_e32 vcc, exec_lo, v8
v_cmp_f_u32_e32 vcc, 0.5, v8
v_cmp_f_u32_e32 vcc, -1.0, v8
v_cmp_f_u32_e32 vcc, 0.15915494, v8
v_cmp_f_u32_e32 vcc, src_scc, v8
v_cmp_f_u32_e32 vcc, src_shared_base, v8
v_cmp_lt_u32_e32 vcc, lit(0x3f800000), v8
v_cmp_lt_u32_e32 vcc, m0, v8
v_cmp_lt_u32_e32 vcc, exec_lo, v8
v_cmp_lt_u32_e32 vcc, 0.5, v8
v_cmp_lt_u32_e32 vcc, -1.0, v8
v_cmp_lt_u32_e32 vcc, 0.15915494, v8
v_cmp_lt_u32_e32 vcc, src_scc, v8
v_cmp_lt_u32_e32 vcc, src_shared_base, v8
v_cmp_eq_u32_e32 vcc, lit(0x3f800000), v8
v_cmp_eq_u32_e32 vcc, m0, v8
v_cmp_eq_u32_e32 vcc, exec_lo, v8
v_cmp_eq_u32_e32 vcc, 0.5, v8
v_cmp_eq_u32_e32 vcc, -1.0, v8
v_cmp_eq_u32_e32 vcc, 0.15915494, v8
v_cmp_eq_u32_e32 vcc, src_scc, v8
v_cmp_eq_u32_e32 vcc, src_shared_base, v8
v_cmp_le_u32_e32 vcc, lit(0x3f800000), v8
v_cmp_le_u32_e32 vcc, m0, v8
v_cmp_le_u32_e32 vcc, exec_lo, v8
v_cmp_le_u32_e32 vcc, 0.5, v8
v_cmp_le_u32_e32 vcc, -1.0, v8
v_cmp_le_u32_e32 vcc, 0.15915494, v8
v_cmp_le_u32_e32 vcc, src_scc, v8
v_cmp_le_u32_e32 vcc, src_shared_base, v8
v_cmp_gt_u32_e32 vcc, lit(0x3f800000), v8
v_cmp_gt_u32_e32 vcc, m0, v8
v_cmp_gt_u32_e32 vcc, exec_lo, v8
v_cmp_gt_u32_e32 vcc, 0.5, v8
v_cmp_gt_u32_e32 vcc, -1.0, v8
v_cmp_gt_u32_e32 vcc, 0.15915494, v8
v_cmp_gt_u32_e32 vcc, src_scc, v8
v_cmp_gt_u32_e32 vcc, src_shared_base, v8
v_cmp_ne_u32_e32 vcc, lit(0x3f800000), v8
v_cmp_ne_u32_e32 vcc, m0, v8
v_cmp_ne_u32_e32 vcc, exec_lo, v8
v_cmp_ne_u32_e32 vcc, 0.5, v8
v_cmp_ne_u32_e32 vcc, -1.0, v8
v_cmp_ne_u32_e32 vcc, 0.15915494, v8
v_cmp_ne_u32_e32 vcc, src_scc, v8
v_cmp_ne_u32_e32 vcc, src_shared_base, v8
v_cmp_ge_u32_e32 vcc, lit(0x3f800000), v8
v_cmp_ge_u32_e32 vcc, m0, v8
v_cmp_ge_u32_e32 vcc, exec_lo, v8
v_cmp_ge_u32_e32 vcc, 0.5, v8
v_cmp_ge_u32_e32 vcc, -1.0, v8
v_cmp_ge_u32_e32 vcc, 0.15915494, v8
v_cmp_ge_u32_e32 vcc, src_scc, v8
v_cmp_ge_u32_e32 vcc, src_shared_base, v8
v_cmp_t_u32_e32 vcc, lit(0x3f800000), v8
v_cmp_t_u32_e32 vcc, m0, v8
v_cmp_t_u32_e32 vcc, exec_lo, v8
v_cmp_t_u32_e32 vcc, 0.5, v8
v_cmp_t_u32_e32 vcc, -1.0, v8
v_cmp_t_u32_e32 vcc, 0.15915494, v8
v_cmp_t_u32_e32 vcc, src_scc, v8
v_cmp_t_u32_e32 vcc, src_shared_base, v8
v_cmpx_f_i32_e32 vcc, lit(0x3f800000), v8
v_cmpx_f_i32_e32 vcc, m0, v8
v_cmpx_f_i32_e32 vcc, exec_lo, v8
v_cmpx_f_i32_e32 vcc, 0.5, v8
v_cmpx_f_i32_e32 vcc, -1.0, v8
v_cmpx_f_i32_e32 vcc, 0.15915494, v8
v_cmpx_f_i32_e32 vcc, src_scc, v8
v_cmpx_f_i32_e32 vcc, src_shared_base, v8
v_cmpx_lt_i32_e32 vcc, lit(0x3f800000), v8
v_cmpx_lt_i32_e32 vcc, m0, v8
v_cmpx_lt_i32_e32 vcc, exec_lo, v8
v_cmpx_lt_i32_e32 vcc, 0.5, v8
v_cmpx_lt_i32_e32 vcc, -1.0, v8
v_cmpx_lt_i32_e32 vcc, 0.15915494, v8
v_cmpx_lt_i32_e32 vcc, src_scc, v8
v_cmpx_lt_i32_e32 vcc, src_shared_base, v8
v_cmpx_eq_i32_e32 vcc, lit(0x3f800000), v8
v_cmpx_eq_i32_e32 vcc, m0, v8
v_cmpx_eq_i32_e32 vcc, exec_lo, v8
v_cmpx_eq_i32_e32 vcc, 0.5, v8
v_cmpx_eq_i32_e32 vcc, -1.0, v8
v_cmpx_eq_i32_e32 vcc, 0.15915494, v8
v_cmpx_eq_i32_e32 vcc, src_scc, v8
v_cmpx_eq_i32_e32 vcc, src_shared_base, v8
v_cmpx_le_i32_e32 vcc, lit(0x3f800000), v8
v_cmpx_le_i32_e32 vcc, m0, v8
v_cmpx_le_i32_e32 vcc, exec_lo, v8
v_cmpx_le_i32_e32 vcc, 0.5, v8
v_cmpx_le_i32_e32 vcc, -1.0, v8
v_cmpx_le_i32_e32 vcc, 0.15915494, v8
v_cmpx_le_i32_e32 vcc, src_scc, v8
v_cmpx_le_i32_e32 vcc, src_shared_base, v8
v_cmpx_gt_i32_e32 vcc, lit(0x3f800000), v8
v_cmpx_gt_i32_e32 vcc, m0, v8
v_cmpx_gt_i32_e32 vcc, exec_lo, v8
v_cmpx_gt_i32_e32 vcc, 0.5, v8
v_cmpx_gt_i32_e32 vcc, -1.0, v8
v_cmpx_gt_i32_e32 vcc, 0.15915494, v8
v_cmpx_gt_i32_e32 vcc, src_scc, v8
v_cmpx_gt_i32_e32 vcc, src_shared_base, v8
v_cmpx_ne_i32_e32 vcc, lit(0x3f800000), v8
v_cmpx_ne_i32_e32 vcc, m0, v8
v_cmpx_ne_i32_e32 vcc, exec_lo, v8
v_cmpx_ne_i32_e32 vcc, 0.5, v8
v_cmpx_ne_i32_e32 vcc, -1.0, v8
v_cmpx_ne_i32_e32 vcc, 0.15915494, v8
v_cmpx_ne_i32_e32 vcc, src_scc, v8
v_cmpx_ne_i32_e32 vcc, src_shared_base, v8
v_cmpx_ge_i32_e32 vcc, lit(0x3f800000), v8
v_cmpx_ge_i32_e32 vcc, m0, v8
v_cmpx_ge_i32_e32 vcc, exec_lo, v8
v_cmpx_ge_i32_e32 vcc, 0.5, v8
v_cmpx_ge_i32_e32 vcc, -1.0, v8
v_cmpx_ge_i32_e32 vcc, 0.15915494, v8
v_cmpx_ge_i32_e32 vcc, src_scc, v8
v_cmpx_ge_i32_e32 vcc, src_shared_base, v8
v_cmpx_t_i32_e32 vcc, lit(0x3f800000), v8
v_cmpx_t_i32_e32 vcc, m0, v8
v_cmpx_t_i32_e32 vcc, exec_lo, v8
v_cmpx_t_i32_e32 vcc, 0.5, v8
v_cmpx_t_i32_e32 vcc, -1.0, v8
v_cmpx_t_i32_e32 vcc, 0.15915494, v8
v_cmpx_t_i32_e32 vcc, src_scc, v8
v_cmpx_t_i32_e32 vcc, src_shared_base, v8
v_cmpx_f_u32_e32 vcc, lit(0x3f800000), v8
v_cmpx_f_u32_e32 vcc, m0, v8
v_cmpx_f_u32_e32 vcc, exec_lo, v8
v_cmpx_f_u32_e32 vcc, 0.5, v8
v_cmpx_f_u32_e32 vcc, -1.0, v8
v_cmpx_f_u32_e32 vcc, 0.15915494, v8
v_cmpx_f_u32_e32 vcc, src_scc, v8
v_cmpx_f_u32_e32 vcc, src_shared_base, v8
v_cmpx_lt_u32_e32 vcc, lit(0x3f800000), v8
v_cmpx_lt_u32_e32 vcc, m0, v8
v_cmpx_lt_u32_e32 vcc, exec_lo, v8
v_cmpx_lt_u32_e32 vcc, 0.5, v8
v_cmpx_lt_u32_e32 vcc, -1.0, v8
v_cmpx_lt_u32_e32 vcc, 0.15915494, v8
v_cmpx_lt_u32_e32 vcc, src_scc, v8
v_cmpx_lt_u32_e32 vcc, src_shared_base, v8
v_cmpx_eq_u32_e32 vcc, lit(0x3f800000), v8
v_cmpx_eq_u32_e32 vcc, m0, v8
v_cmpx_eq_u32_e32 vcc, exec_lo, v8
v_cmpx_eq_u32_e32 vcc, 0.5, v8
v_cmpx_eq_u32_e32 vcc, -1.0, v8
v_cmpx_eq_u32_e32 vcc, 0.15915494, v8
v_cmpx_eq_u32_e32 vcc, src_scc, v8
v_cmpx_eq_u32_e32 vcc, src_shared_base, v8
v_cmpx_le_u32_e32 vcc, lit(0x3f800000), v8
v_cmpx_le_u32_e32 vcc, m0, v8
v_cmpx_le_u32_e32 vcc, exec_lo, v8
v_cmpx_le_u32_e32 vcc, 0.5, v8
v_cmpx_le_u32_e32 vcc, -1.0, v8
v_cmpx_le_u32_e32 vcc, 0.15915494, v8
v_cmpx_le_u32_e32 vcc, src_scc, v8
v_cmpx_le_u32_e32 vcc, src_shared_base, v8
v_cmpx_gt_u32_e32 vcc, lit(0x3f800000), v8
v_cmpx_gt_u32_e32 vcc, m0, v8
v_cmpx_gt_u32_e32 vcc, exec_lo, v8
v_cmpx_gt_u32_e32 vcc, 0.5, v8
v_cmpx_gt_u32_e32 vcc, -1.0, v8
v_cmpx_gt_u32_e32 vcc, 0.15915494, v8
v_cmpx_gt_u32_e32 vcc, src_scc, v8
v_cmpx_gt_u32_e32 vcc, src_shared_base, v8
v_cmpx_ne_u32_e32 vcc, lit(0x3f800000), v8
v_cmpx_ne_u32_e32 vcc, m0, v8
v_cmpx_ne_u32_e32 vcc, exec_lo, v8
v_cmpx_ne_u32_e32 vcc, 0.5, v8
v_cmpx_ne_u32_e32 vcc, -1.0, v8
v_cmpx_ne_u32_e32 vcc, 0.15915494, v8
v_cmpx_ne_u32_e32 vcc, src_scc, v8
v_cmpx_ne_u32_e32 vcc, src_shared_base, v8
v_cmpx_ge_u32_e32 vcc, lit(0x3f800000), v8
v_cmpx_ge_u32_e32 vcc, m0, v8
v_cmpx_ge_u32_e32 vcc, exec_lo, v8
v_cmpx_ge_u32_e32 vcc, 0.5, v8
v_cmpx_ge_u32_e32 vcc, -1.0, v8
v_cmpx_ge_u32_e32 vcc, 0.15915494, v8
v_cmpx_ge_u32_e32 vcc, src_scc, v8
v_cmpx_ge_u32_e32 vcc, src_shared_base, v8
v_cmpx_t_u32_e32 vcc, lit(0x3f800000), v8
v_cmpx_t_u32_e32 vcc, m0, v8
v_cmpx_t_u32_e32 vcc, exec_lo, v8
v_cmpx_t_u32_e32 vcc, 0.5, v8
v_cmpx_t_u32_e32 vcc, -1.0, v8
v_cmpx_t_u32_e32 vcc, 0.15915494, v8
v_cmpx_t_u32_e32 vcc, src_scc, v8
v_cmpx_t_u32_e32 vcc, src_shared_base, v8
v_cmp_f_i64_e32 vcc, exec, v[8:9]
v_cmp_f_i64_e32 vcc, 0.5, v[8:9]
v_cmp_f_i64_e32 vcc, -1.0, v[8:9]
v_cmp_f_i64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmp_f_i64_e32 vcc, src_scc, v[8:9]
v_cmp_f_i64_e32 vcc, src_shared_base, v[8:9]
v_cmp_f_i64_e32 vcc, 0x12345678, v[8:9]
v_cmp_f_i64_e32 vcc, ttmp[0:1], v[8:9]
v_cmp_lt_i64_e32 vcc, exec, v[8:9]
v_cmp_lt_i64_e32 vcc, 0.5, v[8:9]
v_cmp_lt_i64_e32 vcc, -1.0, v[8:9]
v_cmp_lt_i64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmp_lt_i64_e32 vcc, src_scc, v[8:9]
v_cmp_lt_i64_e32 vcc, src_shared_base, v[8:9]
v_cmp_lt_i64_e32 vcc, 0x12345678, v[8:9]
v_cmp_lt_i64_e32 vcc, ttmp[0:1], v[8:9]
v_cmp_eq_i64_e32 vcc, exec, v[8:9]
v_cmp_eq_i64_e32 vcc, 0.5, v[8:9]
v_cmp_eq_i64_e32 vcc, -1.0, v[8:9]
v_cmp_eq_i64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmp_eq_i64_e32 vcc, src_scc, v[8:9]
v_cmp_eq_i64_e32 vcc, src_shared_base, v[8:9]
v_cmp_eq_i64_e32 vcc, 0x12345678, v[8:9]
v_cmp_eq_i64_e32 vcc, ttmp[0:1], v[8:9]
v_cmp_le_i64_e32 vcc, exec, v[8:9]
v_cmp_le_i64_e32 vcc, 0.5, v[8:9]
v_cmp_le_i64_e32 vcc, -1.0, v[8:9]
v_cmp_le_i64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmp_le_i64_e32 vcc, src_scc, v[8:9]
v_cmp_le_i64_e32 vcc, src_shared_base, v[8:9]
v_cmp_le_i64_e32 vcc, 0x12345678, v[8:9]
v_cmp_le_i64_e32 vcc, ttmp[0:1], v[8:9]
v_cmp_gt_i64_e32 vcc, exec, v[8:9]
v_cmp_gt_i64_e32 vcc, 0.5, v[8:9]
v_cmp_gt_i64_e32 vcc, -1.0, v[8:9]
v_cmp_gt_i64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmp_gt_i64_e32 vcc, src_scc, v[8:9]
v_cmp_gt_i64_e32 vcc, src_shared_base, v[8:9]
v_cmp_gt_i64_e32 vcc, 0x12345678, v[8:9]
v_cmp_gt_i64_e32 vcc, ttmp[0:1], v[8:9]
v_cmp_ne_i64_e32 vcc, exec, v[8:9]
v_cmp_ne_i64_e32 vcc, 0.5, v[8:9]
v_cmp_ne_i64_e32 vcc, -1.0, v[8:9]
v_cmp_ne_i64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmp_ne_i64_e32 vcc, src_scc, v[8:9]
v_cmp_ne_i64_e32 vcc, src_shared_base, v[8:9]
v_cmp_ne_i64_e32 vcc, 0x12345678, v[8:9]
v_cmp_ne_i64_e32 vcc, ttmp[0:1], v[8:9]
v_cmp_ge_i64_e32 vcc, exec, v[8:9]
v_cmp_ge_i64_e32 vcc, 0.5, v[8:9]
v_cmp_ge_i64_e32 vcc, -1.0, v[8:9]
v_cmp_ge_i64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmp_ge_i64_e32 vcc, src_scc, v[8:9]
v_cmp_ge_i64_e32 vcc, src_shared_base, v[8:9]
v_cmp_ge_i64_e32 vcc, 0x12345678, v[8:9]
v_cmp_ge_i64_e32 vcc, ttmp[0:1], v[8:9]
v_cmp_t_i64_e32 vcc, exec, v[8:9]
v_cmp_t_i64_e32 vcc, 0.5, v[8:9]
v_cmp_t_i64_e32 vcc, -1.0, v[8:9]
v_cmp_t_i64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmp_t_i64_e32 vcc, src_scc, v[8:9]
v_cmp_t_i64_e32 vcc, src_shared_base, v[8:9]
v_cmp_t_i64_e32 vcc, 0x12345678, v[8:9]
v_cmp_t_i64_e32 vcc, ttmp[0:1], v[8:9]
v_cmp_f_u64_e32 vcc, exec, v[8:9]
v_cmp_f_u64_e32 vcc, 0.5, v[8:9]
v_cmp_f_u64_e32 vcc, -1.0, v[8:9]
v_cmp_f_u64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmp_f_u64_e32 vcc, src_scc, v[8:9]
v_cmp_f_u64_e32 vcc, src_shared_base, v[8:9]
v_cmp_f_u64_e32 vcc, 0x12345678, v[8:9]
v_cmp_f_u64_e32 vcc, ttmp[0:1], v[8:9]
v_cmp_lt_u64_e32 vcc, exec, v[8:9]
v_cmp_lt_u64_e32 vcc, 0.5, v[8:9]
v_cmp_lt_u64_e32 vcc, -1.0, v[8:9]
v_cmp_lt_u64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmp_lt_u64_e32 vcc, src_scc, v[8:9]
v_cmp_lt_u64_e32 vcc, src_shared_base, v[8:9]
v_cmp_lt_u64_e32 vcc, 0x12345678, v[8:9]
v_cmp_lt_u64_e32 vcc, ttmp[0:1], v[8:9]
v_cmp_eq_u64_e32 vcc, exec, v[8:9]
v_cmp_eq_u64_e32 vcc, 0.5, v[8:9]
v_cmp_eq_u64_e32 vcc, -1.0, v[8:9]
v_cmp_eq_u64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmp_eq_u64_e32 vcc, src_scc, v[8:9]
v_cmp_eq_u64_e32 vcc, src_shared_base, v[8:9]
v_cmp_eq_u64_e32 vcc, 0x12345678, v[8:9]
v_cmp_eq_u64_e32 vcc, ttmp[0:1], v[8:9]
v_cmp_le_u64_e32 vcc, exec, v[8:9]
v_cmp_le_u64_e32 vcc, 0.5, v[8:9]
v_cmp_le_u64_e32 vcc, -1.0, v[8:9]
v_cmp_le_u64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmp_le_u64_e32 vcc, src_scc, v[8:9]
v_cmp_le_u64_e32 vcc, src_shared_base, v[8:9]
v_cmp_le_u64_e32 vcc, 0x12345678, v[8:9]
v_cmp_le_u64_e32 vcc, ttmp[0:1], v[8:9]
v_cmp_gt_u64_e32 vcc, exec, v[8:9]
v_cmp_gt_u64_e32 vcc, 0.5, v[8:9]
v_cmp_gt_u64_e32 vcc, -1.0, v[8:9]
v_cmp_gt_u64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmp_gt_u64_e32 vcc, src_scc, v[8:9]
v_cmp_gt_u64_e32 vcc, src_shared_base, v[8:9]
v_cmp_gt_u64_e32 vcc, 0x12345678, v[8:9]
v_cmp_gt_u64_e32 vcc, ttmp[0:1], v[8:9]
v_cmp_ne_u64_e32 vcc, exec, v[8:9]
v_cmp_ne_u64_e32 vcc, 0.5, v[8:9]
v_cmp_ne_u64_e32 vcc, -1.0, v[8:9]
v_cmp_ne_u64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmp_ne_u64_e32 vcc, src_scc, v[8:9]
v_cmp_ne_u64_e32 vcc, src_shared_base, v[8:9]
v_cmp_ne_u64_e32 vcc, 0x12345678, v[8:9]
v_cmp_ne_u64_e32 vcc, ttmp[0:1], v[8:9]
v_cmp_ge_u64_e32 vcc, exec, v[8:9]
v_cmp_ge_u64_e32 vcc, 0.5, v[8:9]
v_cmp_ge_u64_e32 vcc, -1.0, v[8:9]
v_cmp_ge_u64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmp_ge_u64_e32 vcc, src_scc, v[8:9]
v_cmp_ge_u64_e32 vcc, src_shared_base, v[8:9]
v_cmp_ge_u64_e32 vcc, 0x12345678, v[8:9]
v_cmp_ge_u64_e32 vcc, ttmp[0:1], v[8:9]
v_cmp_t_u64_e32 vcc, exec, v[8:9]
v_cmp_t_u64_e32 vcc, 0.5, v[8:9]
v_cmp_t_u64_e32 vcc, -1.0, v[8:9]
v_cmp_t_u64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmp_t_u64_e32 vcc, src_scc, v[8:9]
v_cmp_t_u64_e32 vcc, src_shared_base, v[8:9]
v_cmp_t_u64_e32 vcc, 0x12345678, v[8:9]
v_cmp_t_u64_e32 vcc, ttmp[0:1], v[8:9]
v_cmpx_f_i64_e32 vcc, exec, v[8:9]
v_cmpx_f_i64_e32 vcc, 0.5, v[8:9]
v_cmpx_f_i64_e32 vcc, -1.0, v[8:9]
v_cmpx_f_i64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmpx_f_i64_e32 vcc, src_scc, v[8:9]
v_cmpx_f_i64_e32 vcc, src_shared_base, v[8:9]
v_cmpx_f_i64_e32 vcc, 0x12345678, v[8:9]
v_cmpx_f_i64_e32 vcc, ttmp[0:1], v[8:9]
v_cmpx_lt_i64_e32 vcc, exec, v[8:9]
v_cmpx_lt_i64_e32 vcc, 0.5, v[8:9]
v_cmpx_lt_i64_e32 vcc, -1.0, v[8:9]
v_cmpx_lt_i64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmpx_lt_i64_e32 vcc, src_scc, v[8:9]
v_cmpx_lt_i64_e32 vcc, src_shared_base, v[8:9]
v_cmpx_lt_i64_e32 vcc, 0x12345678, v[8:9]
v_cmpx_lt_i64_e32 vcc, ttmp[0:1], v[8:9]
v_cmpx_eq_i64_e32 vcc, exec, v[8:9]
v_cmpx_eq_i64_e32 vcc, 0.5, v[8:9]
v_cmpx_eq_i64_e32 vcc, -1.0, v[8:9]
v_cmpx_eq_i64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmpx_eq_i64_e32 vcc, src_scc, v[8:9]
v_cmpx_eq_i64_e32 vcc, src_shared_base, v[8:9]
v_cmpx_eq_i64_e32 vcc, 0x12345678, v[8:9]
v_cmpx_eq_i64_e32 vcc, ttmp[0:1], v[8:9]
v_cmpx_le_i64_e32 vcc, exec, v[8:9]
v_cmpx_le_i64_e32 vcc, 0.5, v[8:9]
v_cmpx_le_i64_e32 vcc, -1.0, v[8:9]
v_cmpx_le_i64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmpx_le_i64_e32 vcc, src_scc, v[8:9]
v_cmpx_le_i64_e32 vcc, src_shared_base, v[8:9]
v_cmpx_le_i64_e32 vcc, 0x12345678, v[8:9]
v_cmpx_le_i64_e32 vcc, ttmp[0:1], v[8:9]
v_cmpx_gt_i64_e32 vcc, exec, v[8:9]
v_cmpx_gt_i64_e32 vcc, 0.5, v[8:9]
v_cmpx_gt_i64_e32 vcc, -1.0, v[8:9]
v_cmpx_gt_i64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmpx_gt_i64_e32 vcc, src_scc, v[8:9]
v_cmpx_gt_i64_e32 vcc, src_shared_base, v[8:9]
v_cmpx_gt_i64_e32 vcc, 0x12345678, v[8:9]
v_cmpx_gt_i64_e32 vcc, ttmp[0:1], v[8:9]
v_cmpx_ne_i64_e32 vcc, exec, v[8:9]
v_cmpx_ne_i64_e32 vcc, 0.5, v[8:9]
v_cmpx_ne_i64_e32 vcc, -1.0, v[8:9]
v_cmpx_ne_i64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmpx_ne_i64_e32 vcc, src_scc, v[8:9]
v_cmpx_ne_i64_e32 vcc, src_shared_base, v[8:9]
v_cmpx_ne_i64_e32 vcc, 0x12345678, v[8:9]
v_cmpx_ne_i64_e32 vcc, ttmp[0:1], v[8:9]
v_cmpx_ge_i64_e32 vcc, exec, v[8:9]
v_cmpx_ge_i64_e32 vcc, 0.5, v[8:9]
v_cmpx_ge_i64_e32 vcc, -1.0, v[8:9]
v_cmpx_ge_i64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmpx_ge_i64_e32 vcc, src_scc, v[8:9]
v_cmpx_ge_i64_e32 vcc, src_shared_base, v[8:9]
v_cmpx_ge_i64_e32 vcc, 0x12345678, v[8:9]
v_cmpx_ge_i64_e32 vcc, ttmp[0:1], v[8:9]
v_cmpx_t_i64_e32 vcc, exec, v[8:9]
v_cmpx_t_i64_e32 vcc, 0.5, v[8:9]
v_cmpx_t_i64_e32 vcc, -1.0, v[8:9]
v_cmpx_t_i64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmpx_t_i64_e32 vcc, src_scc, v[8:9]
v_cmpx_t_i64_e32 vcc, src_shared_base, v[8:9]
v_cmpx_t_i64_e32 vcc, 0x12345678, v[8:9]
v_cmpx_t_i64_e32 vcc, ttmp[0:1], v[8:9]
v_cmpx_f_u64_e32 vcc, exec, v[8:9]
v_cmpx_f_u64_e32 vcc, 0.5, v[8:9]
v_cmpx_f_u64_e32 vcc, -1.0, v[8:9]
v_cmpx_f_u64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmpx_f_u64_e32 vcc, src_scc, v[8:9]
v_cmpx_f_u64_e32 vcc, src_shared_base, v[8:9]
v_cmpx_f_u64_e32 vcc, 0x12345678, v[8:9]
v_cmpx_f_u64_e32 vcc, ttmp[0:1], v[8:9]
v_cmpx_lt_u64_e32 vcc, exec, v[8:9]
v_cmpx_lt_u64_e32 vcc, 0.5, v[8:9]
v_cmpx_lt_u64_e32 vcc, -1.0, v[8:9]
v_cmpx_lt_u64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmpx_lt_u64_e32 vcc, src_scc, v[8:9]
v_cmpx_lt_u64_e32 vcc, src_shared_base, v[8:9]
v_cmpx_lt_u64_e32 vcc, 0x12345678, v[8:9]
v_cmpx_lt_u64_e32 vcc, ttmp[0:1], v[8:9]
v_cmpx_eq_u64_e32 vcc, exec, v[8:9]
v_cmpx_eq_u64_e32 vcc, 0.5, v[8:9]
v_cmpx_eq_u64_e32 vcc, -1.0, v[8:9]
v_cmpx_eq_u64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmpx_eq_u64_e32 vcc, src_scc, v[8:9]
v_cmpx_eq_u64_e32 vcc, src_shared_base, v[8:9]
v_cmpx_eq_u64_e32 vcc, 0x12345678, v[8:9]
v_cmpx_eq_u64_e32 vcc, ttmp[0:1], v[8:9]
v_cmpx_le_u64_e32 vcc, exec, v[8:9]
v_cmpx_le_u64_e32 vcc, 0.5, v[8:9]
v_cmpx_le_u64_e32 vcc, -1.0, v[8:9]
v_cmpx_le_u64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmpx_le_u64_e32 vcc, src_scc, v[8:9]
v_cmpx_le_u64_e32 vcc, src_shared_base, v[8:9]
v_cmpx_le_u64_e32 vcc, 0x12345678, v[8:9]
v_cmpx_le_u64_e32 vcc, ttmp[0:1], v[8:9]
v_cmpx_gt_u64_e32 vcc, exec, v[8:9]
v_cmpx_gt_u64_e32 vcc, 0.5, v[8:9]
v_cmpx_gt_u64_e32 vcc, -1.0, v[8:9]
v_cmpx_gt_u64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmpx_gt_u64_e32 vcc, src_scc, v[8:9]
v_cmpx_gt_u64_e32 vcc, src_shared_base, v[8:9]
v_cmpx_gt_u64_e32 vcc, 0x12345678, v[8:9]
v_cmpx_gt_u64_e32 vcc, ttmp[0:1], v[8:9]
v_cmpx_ne_u64_e32 vcc, exec, v[8:9]
v_cmpx_ne_u64_e32 vcc, 0.5, v[8:9]
v_cmpx_ne_u64_e32 vcc, -1.0, v[8:9]
v_cmpx_ne_u64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmpx_ne_u64_e32 vcc, src_scc, v[8:9]
v_cmpx_ne_u64_e32 vcc, src_shared_base, v[8:9]
v_cmpx_ne_u64_e32 vcc, 0x12345678, v[8:9]
v_cmpx_ne_u64_e32 vcc, ttmp[0:1], v[8:9]
v_cmpx_ge_u64_e32 vcc, exec, v[8:9]
v_cmpx_ge_u64_e32 vcc, 0.5, v[8:9]
v_cmpx_ge_u64_e32 vcc, -1.0, v[8:9]
v_cmpx_ge_u64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmpx_ge_u64_e32 vcc, src_scc, v[8:9]
v_cmpx_ge_u64_e32 vcc, src_shared_base, v[8:9]
v_cmpx_ge_u64_e32 vcc, 0x12345678, v[8:9]
v_cmpx_ge_u64_e32 vcc, ttmp[0:1], v[8:9]
v_cmpx_t_u64_e32 vcc, exec, v[8:9]
v_cmpx_t_u64_e32 vcc, 0.5, v[8:9]
v_cmpx_t_u64_e32 vcc, -1.0, v[8:9]
v_cmpx_t_u64_e32 vcc, 0.15915494309189532, v[8:9]
v_cmpx_t_u64_e32 vcc, src_scc, v[8:9]
v_cmpx_t_u64_e32 vcc, src_shared_base, v[8:9]
v_cmpx_t_u64_e32 vcc, 0x12345678, v[8:9]
v_cmpx_t_u64_e32 vcc, ttmp[0:1], v[8:9]

// VOP3
v_cmp_class_f32_e64 s[4:5], vcc_lo, v8
v_cmp_class_f32_e64 s[4:5], m0, v8
v_cmp_class_f32_e64 s[4:5], exec_lo, v8
v_cmp_class_f32_e64 s[4:5], 0.5, v8
v_cmp_class_f32_e64 s[4:5], -1.0, v8
v_cmp_class_f32_e64 s[4:5], 0.15915494, v8
v_cmp_class_f32_e64 s[4:5], src_scc, v8
v_cmp_class_f32_e64 s[4:5], src_shared_base, v8
v_cmpx_class_f32_e64 s[4:5], vcc_lo, v8
v_cmpx_class_f32_e64 s[4:5], m0, v8
v_cmpx_class_f32_e64 s[4:5], exec_lo, v8
v_cmpx_class_f32_e64 s[4:5], 0.5, v8
v_cmpx_class_f32_e64 s[4:5], -1.0, v8
v_cmpx_class_f32_e64 s[4:5], 0.15915494, v8
v_cmpx_class_f32_e64 s[4:5], src_scc, v8
v_cmpx_class_f32_e64 s[4:5], src_shared_base, v8
v_cmp_class_f64_e64 s[4:5], vcc, v8
v_cmp_class_f64_e64 s[4:5], exec, v8
v_cmp_class_f64_e64 s[4:5], 0.5, v8
v_cmp_class_f64_e64 s[4:5], -1.0, v8
v_cmp_class_f64_e64 s[4:5], 0.15915494309189532, v8
v_cmp_class_f64_e64 s[4:5], src_scc, v8
v_cmp_class_f64_e64 s[4:5], src_shared_base, v8
v_cmp_class_f64_e64 s[4:5], ttmp[0:1], v8
v_cmpx_class_f64_e64 s[4:5], vcc, v8
v_cmpx_class_f64_e64 s[4:5], exec, v8
v_cmpx_class_f64_e64 s[4:5], 0.5, v8
v_cmpx_class_f64_e64 s[4:5], -1.0, v8
v_cmpx_class_f64_e64 s[4:5], 0.15915494309189532, v8
v_cmpx_class_f64_e64 s[4:5], src_scc, v8
v_cmpx_class_f64_e64 s[4:5], src_shared_base, v8
v_cmpx_class_f64_e64 s[4:5], ttmp[0:1], v8
v_cmp_class_f16_e64 s[4:5], vcc_lo, v8
v_cmp_class_f16_e64 s[4:5], m0, v8
v_cmp_class_f16_e64 s[4:5], exec_lo, v8
v_cmp_class_f16_e64 s[4:5], 0.5, v8
v_cmp_class_f16_e64 s[4:5], -1.0, v8
v_cmp_class_f16_e64 s[4:5], 0.15915494, v8
v_cmp_class_f16_e64 s[4:5], src_scc, v8
v_cmp_class_f16_e64 s[4:5], src_shared_base, v8
v_cmpx_class_f16_e64 s[4:5], vcc_lo, v8
v_cmpx_class_f16_e64 s[4:5], m0, v8
v_cmpx_class_f16_e64 s[4:5], exec_lo, v8
v_cmpx_class_f16_e64 s[4:5], 0.5, v8
v_cmpx_class_f16_e64 s[4:5], -1.0, v8
v_cmpx_class_f16_e64 s[4:5], 0.15915494, v8
v_cmpx_class_f16_e64 s[4:5], src_scc, v8
v_cmpx_class_f16_e64 s[4:5], src_shared_base, v8
v_cmp_f_f16_e64 s[4:5], vcc_lo, v8
v_cmp_f_f16_e64 s[4:5], m0, v8
v_cmp_f_f16_e64 s[4:5], exec_lo, v8
v_cmp_f_f16_e64 s[4:5], 0.5, v8
v_cmp_f_f16_e64 s[4:5], -1.0, v8
v_cmp_f_f16_e64 s[4:5], 0.15915494, v8
v_cmp_f_f16_e64 s[4:5], src_scc, v8
v_cmp_f_f16_e64 s[4:5], src_shared_base, v8
v_cmp_lt_f16_e64 s[4:5], vcc_lo, v8
v_cmp_lt_f16_e64 s[4:5], m0, v8
v_cmp_lt_f16_e64 s[4:5], exec_lo, v8
v_cmp_lt_f16_e64 s[4:5], 0.5, v8
v_cmp_lt_f16_e64 s[4:5], -1.0, v8
v_cmp_lt_f16_e64 s[4:5], 0.15915494, v8
v_cmp_lt_f16_e64 s[4:5], src_scc, v8
v_cmp_lt_f16_e64 s[4:5], src_shared_base, v8
v_cmp_eq_f16_e64 s[4:5], vcc_lo, v8
v_cmp_eq_f16_e64 s[4:5], m0, v8
v_cmp_eq_f16_e64 s[4:5], exec_lo, v8
v_cmp_eq_f16_e64 s[4:5], 0.5, v8
v_cmp_eq_f16_e64 s[4:5], -1.0, v8
v_cmp_eq_f16_e64 s[4:5], 0.15915494, v8
v_cmp_eq_f16_e64 s[4:5], src_scc, v8
v_cmp_eq_f16_e64 s[4:5], src_shared_base, v8
v_cmp_le_f16_e64 s[4:5], v6, |v8| clamp
v_cmp_le_f16_e64 s[4:5], vcc_lo, v8
v_cmp_le_f16_e64 s[4:5], m0, v8
v_cmp_le_f16_e64 s[4:5], exec_lo, v8
v_cmp_le_f16_e64 s[4:5], 0.5, v8
v_cmp_le_f16_e64 s[4:5], -1.0, v8
v_cmp_le_f16_e64 s[4:5], 0.15915494, v8
v_cmp_le_f16_e64 s[4:5], src_scc, v8
v_cmp_gt_f16_e64 s[4:5], vcc_lo, v8
v_cmp_gt_f16_e64 s[4:5], m0, v8
v_cmp_gt_f16_e64 s[4:5], exec_lo, v8
v_cmp_gt_f16_e64 s[4:5], 0.5, v8
v_cmp_gt_f16_e64 s[4:5], -1.0, v8
v_cmp_gt_f16_e64 s[4:5], 0.15915494, v8
v_cmp_gt_f16_e64 s[4:5], src_scc, v8
v_cmp_gt_f16_e64 s[4:5], src_shared_base, v8
v_cmp_lg_f16_e64 s[4:5], vcc_lo, v8
v_cmp_lg_f16_e64 s[4:5], m0, v8
v_cmp_lg_f16_e64 s[4:5], exec_lo, v8
v_cmp_lg_f16_e64 s[4:5], 0.5, v8
v_cmp_lg_f16_e64 s[4:5], -1.0, v8
v_cmp_lg_f16_e64 s[4:5], 0.15915494, v8
v_cmp_lg_f16_e64 s[4:5], src_scc, v8
v_cmp_lg_f16_e64 s[4:5], src_shared_base, v8
v_cmp_ge_f16_e64 s[4:5], vcc_lo, v8
v_cmp_ge_f16_e64 s[4:5], m0, v8
v_cmp_ge_f16_e64 s[4:5], exec_lo, v8
v_cmp_ge_f16_e64 s[4:5], 0.5, v8
v_cmp_ge_f16_e64 s[4:5], -1.0, v8
v_cmp_ge_f16_e64 s[4:5], 0.15915494, v8
v_cmp_ge_f16_e64 s[4:5], src_scc, v8
v_cmp_ge_f16_e64 s[4:5], src_shared_base, v8
v_cmp_o_f16_e64 s[4:5], v6, |v8| clamp
v_cmp_o_f16_e64 s[4:5], vcc_lo, v8
v_cmp_o_f16_e64 s[4:5], m0, v8
v_cmp_o_f16_e64 s[4:5], exec_lo, v8
v_cmp_o_f16_e64 s[4:5], 0.5, v8
v_cmp_o_f16_e64 s[4:5], -1.0, v8
v_cmp_o_f16_e64 s[4:5], 0.15915494, v8
v_cmp_o_f16_e64 s[4:5], src_scc, v8
v_cmp_u_f16_e64 s[4:5], |v6|, |v8|
v_cmp_u_f16_e64 s[4:5], vcc_lo, v8
v_cmp_u_f16_e64 s[4:5], m0, v8
v_cmp_u_f16_e64 s[4:5], exec_lo, v8
v_cmp_u_f16_e64 s[4:5], 0.5, v8
v_cmp_u_f16_e64 s[4:5], -1.0, v8
v_cmp_u_f16_e64 s[4:5], 0.15915494, v8
v_cmp_u_f16_e64 s[4:5], src_scc, v8
v_cmp_nge_f16_e64 s[4:5], |v6|, |v8|
v_cmp_nge_f16_e64 s[4:5], vcc_lo, v8
v_cmp_nge_f16_e64 s[4:5], m0, v8
v_cmp_nge_f16_e64 s[4:5], exec_lo, v8
v_cmp_nge_f16_e64 s[4:5], 0.5, v8
v_cmp_nge_f16_e64 s[4:5], -1.0, v8
v_cmp_nge_f16_e64 s[4:5], 0.15915494, v8
v_cmp_nge_f16_e64 s[4:5], src_scc, v8
v_cmp_nlg_f16_e64 s[4:5], vcc_lo, v8
v_cmp_nlg_f16_e64 s[4:5], m0, v8
v_cmp_nlg_f16_e64 s[4:5], exec_lo, v8
v_cmp_nlg_f16_e64 s[4:5], 0.5, v8
v_cmp_nlg_f16_e64 s[4:5], -1.0, v8
v_cmp_nlg_f16_e64 s[4:5], 0.15915494, v8
v_cmp_nlg_f16_e64 s[4:5], src_scc, v8
v_cmp_nlg_f16_e64 s[4:5], src_shared_base, v8
v_cmp_ngt_f16_e64 s[4:5], |v6|, |v8|
v_cmp_ngt_f16_e64 s[4:5], vcc_lo, v8
v_cmp_ngt_f16_e64 s[4:5], m0, v8
v_cmp_ngt_f16_e64 s[4:5], exec_lo, v8
v_cmp_ngt_f16_e64 s[4:5], 0.5, v8
v_cmp_ngt_f16_e64 s[4:5], -1.0, v8
v_cmp_ngt_f16_e64 s[4:5], 0.15915494, v8
v_cmp_ngt_f16_e64 s[4:5], src_scc, v8
v_cmp_nle_f16_e64 s[4:5], vcc_lo, v8
v_cmp_nle_f16_e64 s[4:5], m0, v8
v_cmp_nle_f16_e64 s[4:5], exec_lo, v8
v_cmp_nle_f16_e64 s[4:5], 0.5, v8
v_cmp_nle_f16_e64 s[4:5], -1.0, v8
v_cmp_nle_f16_e64 s[4:5], 0.15915494, v8
v_cmp_nle_f16_e64 s[4:5], src_scc, v8
v_cmp_nle_f16_e64 s[4:5], src_shared_base, v8
v_cmp_neq_f16_e64 s[4:5], vcc_lo, v8
v_cmp_neq_f16_e64 s[4:5], m0, v8
v_cmp_neq_f16_e64 s[4:5], exec_lo, v8
v_cmp_neq_f16_e64 s[4:5], 0.5, v8
v_cmp_neq_f16_e64 s[4:5], -1.0, v8
v_cmp_neq_f16_e64 s[4:5], 0.15915494, v8
v_cmp_neq_f16_e64 s[4:5], src_scc, v8
v_cmp_neq_f16_e64 s[4:5], src_shared_base, v8
v_cmp_nlt_f16_e64 s[4:5], vcc_lo, v8
v_cmp_nlt_f16_e64 s[4:5], m0, v8
v_cmp_nlt_f16_e64 s[4:5], exec_lo, v8
v_cmp_nlt_f16_e64 s[4:5], 0.5, v8
v_cmp_nlt_f16_e64 s[4:5], -1.0, v8
v_cmp_nlt_f16_e64 s[4:5], 0.15915494, v8
v_cmp_nlt_f16_e64 s[4:5], src_scc, v8
v_cmp_nlt_f16_e64 s[4:5], src_shared_base, v8
v_cmp_tru_f16_e64 s[4:5], vcc_lo, v8
v_cmp_tru_f16_e64 s[4:5], m0, v8
v_cmp_tru_f16_e64 s[4:5], exec_lo, v8
v_cmp_tru_f16_e64 s[4:5], 0.5, v8
v_cmp_tru_f16_e64 s[4:5], -1.0, v8
v_cmp_tru_f16_e64 s[4:5], 0.15915494, v8
v_cmp_tru_f16_e64 s[4:5], src_scc, v8
v_cmp_tru_f16_e64 s[4:5], src_shared_base, v8
v_cmpx_f_f16_e64 s[4:5], |v6|, v8 clamp
v_cmpx_f_f16_e64 s[4:5], vcc_lo, v8
v_cmpx_f_f16_e64 s[4:5], m0, v8
v_cmpx_f_f16_e64 s[4:5], exec_lo, v8
v_cmpx_f_f16_e64 s[4:5], 0.5, v8
v_cmpx_f_f16_e64 s[4:5], -1.0, v8
v_cmpx_f_f16_e64 s[4:5], 0.15915494, v8
v_cmpx_f_f16_e64 s[4:5], src_scc, v8
v_cmpx_lt_f16_e64 s[4:5], |v6|, -v8 clamp
v_cmpx_lt_f16_e64 s[4:5], vcc_lo, v8
v_cmpx_lt_f16_e64 s[4:5], m0, v8
v_cmpx_lt_f16_e64 s[4:5], exec_lo, v8
v_cmpx_lt_f16_e64 s[4:5], 0.5, v8
v_cmpx_lt_f16_e64 s[4:5], -1.0, v8
v_cmpx_lt_f16_e64 s[4:5], 0.15915494, v8
v_cmpx_lt_f16_e64 s[4:5], src_scc, v8
v_cmpx_eq_f16_e64 s[4:5], vcc_lo, v8
v_cmpx_eq_f16_e64 s[4:5], m0, v8
v_cmpx_eq_f16_e64 s[4:5], exec_lo, v8
v_cmpx_eq_f16_e64 s[4:5], 0.5, v8
v_cmpx_eq_f16_e64 s[4:5], -1.0, v8
v_cmpx_eq_f16_e64 s[4:5], 0.15915494, v8
v_cmpx_eq_f16_e64 s[4:5], src_scc, v8
v_cmpx_eq_f16_e64 s[4:5], src_shared_base, v8
v_cmpx_le_f16_e64 s[4:5], -v6, |v8| clamp
v_cmpx_le_f16_e64 s[4:5], vcc_lo, v8
v_cmpx_le_f16_e64 s[4:5], m0, v8
v_cmpx_le_f16_e64 s[4:5], exec_lo, v8
v_cmpx_le_f16_e64 s[4:5], 0.5, v8
v_cmpx_le_f16_e64 s[4:5], -1.0, v8
v_cmpx_le_f16_e64 s[4:5], 0.15915494, v8
v_cmpx_le_f16_e64 s[4:5], src_scc, v8
v_cmpx_gt_f16_e64 s[4:5], vcc_lo, v8
v_cmpx_gt_f16_e64 s[4:5], m0, v8
v_cmpx_gt_f16_e64 s[4:5], exec_lo, v8
v_cmpx_gt_f16_e64 s[4:5], 0.5, v8
v_cmpx_gt_f16_e64 s[4:5], -1.0, v8
v_cmpx_gt_f16_e64 s[4:5], 0.15915494, v8
v_cmpx_gt_f16_e64 s[4:5], src_scc, v8
v_cmpx_gt_f16_e64 s[4:5], src_shared_base, v8
v_cmpx_lg_f16_e64 s[4:5], vcc_lo, v8
v_cmpx_lg_f16_e64 s[4:5], m0, v8
v_cmpx_lg_f16_e64 s[4:5], exec_lo, v8
v_cmpx_lg_f16_e64 s[4:5], 0.5, v8
v_cmpx_lg_f16_e64 s[4:5], -1.0, v8
v_cmpx_lg_f16_e64 s[4:5], 0.15915494, v8
v_cmpx_lg_f16_e64 s[4:5], src_scc, v8
v_cmpx_lg_f16_e64 s[4:5], src_shared_base, v8
v_cmpx_ge_f16_e64 s[4:5], vcc_lo, v8
v_cmpx_ge_f16_e64 s[4:5], m0, v8
v_cmpx_ge_f16_e64 s[4:5], exec_lo, v8
v_cmpx_ge_f16_e64 s[4:5], 0.5, v8
v_cmpx_ge_f16_e64 s[4:5], -1.0, v8
v_cmpx_ge_f16_e64 s[4:5], 0.15915494, v8
v_cmpx_ge_f16_e64 s[4:5], src_scc, v8
v_cmpx_ge_f16_e64 s[4:5], src_shared_base, v8
v_cmpx_o_f16_e64 s[4:5], vcc_lo, v8
v_cmpx_o_f16_e64 s[4:5], m0, v8
v_cmpx_o_f16_e64 s[4:5], exec_lo, v8
v_cmpx_o_f16_e64 s[4:5], 0.5, v8
v_cmpx_o_f16_e64 s[4:5], -1.0, v8
v_cmpx_o_f16_e64 s[4:5], 0.15915494, v8
v_cmpx_o_f16_e64 s[4:5], src_scc, v8
v_cmpx_o_f16_e64 s[4:5], src_shared_base, v8
v_cmpx_u_f16_e64 s[4:5], vcc_lo, v8
v_cmpx_u_f16_e64 s[4:5], m0, v8
v_cmpx_u_f16_e64 s[4:5], exec_lo, v8
v_cmpx_u_f16_e64 s[4:5], 0.5, v8
v_cmpx_u_f16_e64 s[4:5], -1.0, v8
v_cmpx_u_f16_e64 s[4:5], 0.15915494, v8
v_cmpx_u_f16_e64 s[4:5], src_scc, v8
v_cmpx_u_f16_e64 s[4:5], src_shared_base, v8
v_cmpx_nge_f16_e64 s[4:5], |v6|, -|v8|
v_cmpx_nge_f16_e64 s[4:5], vcc_lo, v8
v_cmpx_nge_f16_e64 s[4:5], m0, v8
v_cmpx_nge_f16_e64 s[4:5], exec_lo, v8
v_cmpx_nge_f16_e64 s[4:5], 0.5, v8
v_cmpx_nge_f16_e64 s[4:5], -1.0, v8
v_cmpx_nge_f16_e64 s[4:5], 0.15915494, v8
v_cmpx_nge_f16_e64 s[4:5], src_scc, v8
v_cmpx_nlg_f16_e64 s[4:5], |v6|, -|v8| clamp
v_cmpx_nlg_f16_e64 s[4:5], vcc_lo, v8
v_cmpx_nlg_f16_e64 s[4:5], m0, v8
v_cmpx_nlg_f16_e64 s[4:5], exec_lo, v8
v_cmpx_nlg_f16_e64 s[4:5], 0.5, v8
v_cmpx_nlg_f16_e64 s[4:5], -1.0, v8
v_cmpx_nlg_f16_e64 s[4:5], 0.15915494, v8
v_cmpx_nlg_f16_e64 s[4:5], src_scc, v8
v_cmpx_ngt_f16_e64 s[4:5], vcc_lo, v8
v_cmpx_ngt_f16_e64 s[4:5], m0, v8
v_cmpx_ngt_f16_e64 s[4:5], exec_lo, v8
v_cmpx_ngt_f16_e64 s[4:5], 0.5, v8
v_cmpx_ngt_f16_e64 s[4:5], -1.0, v8
v_cmpx_ngt_f16_e64 s[4:5], 0.15915494, v8
v_cmpx_ngt_f16_e64 s[4:5], src_scc, v8
v_cmpx_ngt_f16_e64 s[4:5], src_shared_base, v8
v_cmpx_nle_f16_e64 s[4:5], |v6|, -v8 clamp
v_cmpx_nle_f16_e64 s[4:5], vcc_lo, v8
v_cmpx_nle_f16_e64 s[4:5], m0, v8
v_cmpx_nle_f16_e64 s[4:5], exec_lo, v8
v_cmpx_nle_f16_e64 s[4:5], 0.5, v8
v_cmpx_nle_f16_e64 s[4:5], -1.0, v8
v_cmpx_nle_f16_e64 s[4:5], 0.15915494, v8
v_cmpx_nle_f16_e64 s[4:5], src_scc, v8
v_cmpx_neq_f16_e64 s[4:5], vcc_lo, v8
v_cmpx_neq_f16_e64 s[4:5], m0, v8
v_cmpx_neq_f16_e64 s[4:5], exec_lo, v8
v_cmpx_neq_f16_e64 s[4:5], 0.5, v8
v_cmpx_neq_f16_e64 s[4:5], -1.0, v8
v_cmpx_neq_f16_e64 s[4:5], 0.15915494, v8
v_cmpx_neq_f16_e64 s[4:5], src_scc, v8
v_cmpx_neq_f16_e64 s[4:5], src_shared_base, v8
v_cmpx_nlt_f16_e64 s[4:5], vcc_lo, v8
v_cmpx_nlt_f16_e64 s[4:5], m0, v8
v_cmpx_nlt_f16_e64 s[4:5], exec_lo, v8
v_cmpx_nlt_f16_e64 s[4:5], 0.5, v8
v_cmpx_nlt_f16_e64 s[4:5], -1.0, v8
v_cmpx_nlt_f16_e64 s[4:5], 0.15915494, v8
v_cmpx_nlt_f16_e64 s[4:5], src_scc, v8
v_cmpx_nlt_f16_e64 s[4:5], src_shared_base, v8
v_cmpx_tru_f16_e64 s[4:5], vcc_lo, v8
v_cmpx_tru_f16_e64 s[4:5], m0, v8
v_cmpx_tru_f16_e64 s[4:5], exec_lo, v8
v_cmpx_tru_f16_e64 s[4:5], 0.5, v8
v_cmpx_tru_f16_e64 s[4:5], -1.0, v8
v_cmpx_tru_f16_e64 s[4:5], 0.15915494, v8
v_cmpx_tru_f16_e64 s[4:5], src_scc, v8
v_cmpx_tru_f16_e64 s[4:5], src_shared_base, v8
v_cmp_f_f32_e64 s[4:5], v6, |v8| clamp
v_cmp_f_f32_e64 s[4:5], vcc_lo, v8
v_cmp_f_f32_e64 s[4:5], m0, v8
v_cmp_f_f32_e64 s[4:5], exec_lo, v8
v_cmp_f_f32_e64 s[4:5], 0.5, v8
v_cmp_f_f32_e64 s[4:5], -1.0, v8
v_cmp_f_f32_e64 s[4:5], 0.15915494, v8
v_cmp_f_f32_e64 s[4:5], src_scc, v8
v_cmp_lt_f32_e64 s[4:5], |v6|, -|v8|
v_cmp_lt_f32_e64 s[4:5], vcc_lo, v8
v_cmp_lt_f32_e64 s[4:5], m0, v8
v_cmp_lt_f32_e64 s[4:5], exec_lo, v8
v_cmp_lt_f32_e64 s[4:5], 0.5, v8
v_cmp_lt_f32_e64 s[4:5], -1.0, v8
v_cmp_lt_f32_e64 s[4:5], 0.15915494, v8
v_cmp_lt_f32_e64 s[4:5], src_scc, v8
v_cmp_eq_f32_e64 s[4:5], vcc_lo, v8
v_cmp_eq_f32_e64 s[4:5], m0, v8
v_cmp_eq_f32_e64 s[4:5], exec_lo, v8
v_cmp_eq_f32_e64 s[4:5], 0.5, v8
v_cmp_eq_f32_e64 s[4:5], -1.0, v8
v_cmp_eq_f32_e64 s[4:5], 0.15915494, v8
v_cmp_eq_f32_e64 s[4:5], src_scc, v8
v_cmp_eq_f32_e64 s[4:5], src_shared_base, v8
v_cmp_le_f32_e64 s[4:5], vcc_lo, v8
v_cmp_le_f32_e64 s[4:5], m0, v8
v_cmp_le_f32_e64 s[4:5], exec_lo, v8
v_cmp_le_f32_e64 s[4:5], 0.5, v8
v_cmp_le_f32_e64 s[4:5], -1.0, v8
v_cmp_le_f32_e64 s[4:5], 0.15915494, v8
v_cmp_le_f32_e64 s[4:5], src_scc, v8
v_cmp_le_f32_e64 s[4:5], src_shared_base, v8
v_cmp_gt_f32_e64 s[4:5], |v6|, |v8|
v_cmp_gt_f32_e64 s[4:5], vcc_lo, v8
v_cmp_gt_f32_e64 s[4:5], m0, v8
v_cmp_gt_f32_e64 s[4:5], exec_lo, v8
v_cmp_gt_f32_e64 s[4:5], 0.5, v8
v_cmp_gt_f32_e64 s[4:5], -1.0, v8
v_cmp_gt_f32_e64 s[4:5], 0.15915494, v8
v_cmp_gt_f32_e64 s[4:5], src_scc, v8
v_cmp_lg_f32_e64 s[4:5], vcc_lo, v8
v_cmp_lg_f32_e64 s[4:5], m0, v8
v_cmp_lg_f32_e64 s[4:5], exec_lo, v8
v_cmp_lg_f32_e64 s[4:5], 0.5, v8
v_cmp_lg_f32_e64 s[4:5], -1.0, v8
v_cmp_lg_f32_e64 s[4:5], 0.15915494, v8
v_cmp_lg_f32_e64 s[4:5], src_scc, v8
v_cmp_lg_f32_e64 s[4:5], src_shared_base, v8
v_cmp_ge_f32_e64 s[4:5], vcc_lo, v8
v_cmp_ge_f32_e64 s[4:5], m0, v8
v_cmp_ge_f32_e64 s[4:5], exec_lo, v8
v_cmp_ge_f32_e64 s[4:5], 0.5, v8
v_cmp_ge_f32_e64 s[4:5], -1.0, v8
v_cmp_ge_f32_e64 s[4:5], 0.15915494, v8
v_cmp_ge_f32_e64 s[4:5], src_scc, v8
v_cmp_ge_f32_e64 s[4:5], src_shared_base, v8
v_cmp_o_f32_e64 s[4:5], vcc_lo, v8
v_cmp_o_f32_e64 s[4:5], m0, v8
v_cmp_o_f32_e64 s[4:5], exec_lo, v8
v_cmp_o_f32_e64 s[4:5], 0.5, v8
v_cmp_o_f32_e64 s[4:5], -1.0, v8
v_cmp_o_f32_e64 s[4:5], 0.15915494, v8
v_cmp_o_f32_e64 s[4:5], src_scc, v8
v_cmp_o_f32_e64 s[4:5], src_shared_base, v8
v_cmp_u_f32_e64 s[4:5], |v6|, -v8 clamp
v_cmp_u_f32_e64 s[4:5], vcc_lo, v8
v_cmp_u_f32_e64 s[4:5], m0, v8
v_cmp_u_f32_e64 s[4:5], exec_lo, v8
v_cmp_u_f32_e64 s[4:5], 0.5, v8
v_cmp_u_f32_e64 s[4:5], -1.0, v8
v_cmp_u_f32_e64 s[4:5], 0.15915494, v8
v_cmp_u_f32_e64 s[4:5], src_scc, v8
v_cmp_nge_f32_e64 s[4:5], |v6|, |v8|
v_cmp_nge_f32_e64 s[4:5], vcc_lo, v8
v_cmp_nge_f32_e64 s[4:5], m0, v8
v_cmp_nge_f32_e64 s[4:5], exec_lo, v8
v_cmp_nge_f32_e64 s[4:5], 0.5, v8
v_cmp_nge_f32_e64 s[4:5], -1.0, v8
v_cmp_nge_f32_e64 s[4:5], 0.15915494, v8
v_cmp_nge_f32_e64 s[4:5], src_scc, v8
v_cmp_nlg_f32_e64 s[4:5], vcc_lo, v8
v_cmp_nlg_f32_e64 s[4:5], m0, v8
v_cmp_nlg_f32_e64 s[4:5], exec_lo, v8
v_cmp_nlg_f32_e64 s[4:5], 0.5, v8
v_cmp_nlg_f32_e64 s[4:5], -1.0, v8
v_cmp_nlg_f32_e64 s[4:5], 0.15915494, v8
v_cmp_nlg_f32_e64 s[4:5], src_scc, v8
v_cmp_nlg_f32_e64 s[4:5], src_shared_base, v8
v_cmp_ngt_f32_e64 s[4:5], |v6|, -|v8|
v_cmp_ngt_f32_e64 s[4:5], vcc_lo, v8
v_cmp_ngt_f32_e64 s[4:5], m0, v8
v_cmp_ngt_f32_e64 s[4:5], exec_lo, v8
v_cmp_ngt_f32_e64 s[4:5], 0.5, v8
v_cmp_ngt_f32_e64 s[4:5], -1.0, v8
v_cmp_ngt_f32_e64 s[4:5], 0.15915494, v8
v_cmp_ngt_f32_e64 s[4:5], src_scc, v8
v_cmp_nle_f32_e64 s[4:5], |v6|, |v8|
v_cmp_nle_f32_e64 s[4:5], vcc_lo, v8
v_cmp_nle_f32_e64 s[4:5], m0, v8
v_cmp_nle_f32_e64 s[4:5], exec_lo, v8
v_cmp_nle_f32_e64 s[4:5], 0.5, v8
v_cmp_nle_f32_e64 s[4:5], -1.0, v8
v_cmp_nle_f32_e64 s[4:5], 0.15915494, v8
v_cmp_nle_f32_e64 s[4:5], src_scc, v8
v_cmp_neq_f32_e64 s[4:5], vcc_lo, v8
v_cmp_neq_f32_e64 s[4:5], m0, v8
v_cmp_neq_f32_e64 s[4:5], exec_lo, v8
v_cmp_neq_f32_e64 s[4:5], 0.5, v8
v_cmp_neq_f32_e64 s[4:5], -1.0, v8
v_cmp_neq_f32_e64 s[4:5], 0.15915494, v8
v_cmp_neq_f32_e64 s[4:5], src_scc, v8
v_cmp_neq_f32_e64 s[4:5], src_shared_base, v8
v_cmp_nlt_f32_e64 s[4:5], -|v6|, v8 clamp
v_cmp_nlt_f32_e64 s[4:5], vcc_lo, v8
v_cmp_nlt_f32_e64 s[4:5], m0, v8
v_cmp_nlt_f32_e64 s[4:5], exec_lo, v8
v_cmp_nlt_f32_e64 s[4:5], 0.5, v8
v_cmp_nlt_f32_e64 s[4:5], -1.0, v8
v_cmp_nlt_f32_e64 s[4:5], 0.15915494, v8
v_cmp_nlt_f32_e64 s[4:5], src_scc, v8
v_cmp_tru_f32_e64 s[4:5], |v6|, |v8|
v_cmp_tru_f32_e64 s[4:5], vcc_lo, v8
v_cmp_tru_f32_e64 s[4:5], m0, v8
v_cmp_tru_f32_e64 s[4:5], exec_lo, v8
v_cmp_tru_f32_e64 s[4:5], 0.5, v8
v_cmp_tru_f32_e64 s[4:5], -1.0, v8
v_cmp_tru_f32_e64 s[4:5], 0.15915494, v8
v_cmp_tru_f32_e64 s[4:5], src_scc, v8
v_cmpx_f_f32_e64 s[4:5], |v6|, -v8 clamp
v_cmpx_f_f32_e64 s[4:5], vcc_lo, v8
v_cmpx_f_f32_e64 s[4:5], m0, v8
v_cmpx_f_f32_e64 s[4:5], exec_lo, v8
v_cmpx_f_f32_e64 s[4:5], 0.5, v8
v_cmpx_f_f32_e64 s[4:5], -1.0, v8
v_cmpx_f_f32_e64 s[4:5], 0.15915494, v8
v_cmpx_f_f32_e64 s[4:5], src_scc, v8
v_cmpx_lt_f32_e64 s[4:5], -|v6|, -v8 clamp
v_cmpx_lt_f32_e64 s[4:5], vcc_lo, v8
v_cmpx_lt_f32_e64 s[4:5], m0, v8
v_cmpx_lt_f32_e64 s[4:5], exec_lo, v8
v_cmpx_lt_f32_e64 s[4:5], 0.5, v8
v_cmpx_lt_f32_e64 s[4:5], -1.0, v8
v_cmpx_lt_f32_e64 s[4:5], 0.15915494, v8
v_cmpx_lt_f32_e64 s[4:5], src_scc, v8
v_cmpx_eq_f32_e64 s[4:5], vcc_lo, v8
v_cmpx_eq_f32_e64 s[4:5], m0, v8
v_cmpx_eq_f32_e64 s[4:5], exec_lo, v8
v_cmpx_eq_f32_e64 s[4:5], 0.5, v8
v_cmpx_eq_f32_e64 s[4:5], -1.0, v8
v_cmpx_eq_f32_e64 s[4:5], 0.15915494, v8
v_cmpx_eq_f32_e64 s[4:5], src_scc, v8
v_cmpx_eq_f32_e64 s[4:5], src_shared_base, v8
v_cmpx_le_f32_e64 s[4:5], -|v6|, |v8| clamp
v_cmpx_le_f32_e64 s[4:5], vcc_lo, v8
v_cmpx_le_f32_e64 s[4:5], m0, v8
v_cmpx_le_f32_e64 s[4:5], exec_lo, v8
v_cmpx_le_f32_e64 s[4:5], 0.5, v8
v_cmpx_le_f32_e64 s[4:5], -1.0, v8
v_cmpx_le_f32_e64 s[4:5], 0.15915494, v8
v_cmpx_le_f32_e64 s[4:5], src_scc, v8
v_cmpx_gt_f32_e64 s[4:5], -v6, |v8| clamp
v_cmpx_gt_f32_e64 s[4:5], vcc_lo, v8
v_cmpx_gt_f32_e64 s[4:5], m0, v8
v_cmpx_gt_f32_e64 s[4:5], exec_lo, v8
v_cmpx_gt_f32_e64 s[4:5], 0.5, v8
v_cmpx_gt_f32_e64 s[4:5], -1.0, v8
v_cmpx_gt_f32_e64 s[4:5], 0.15915494, v8
v_cmpx_gt_f32_e64 s[4:5], src_scc, v8
v_cmpx_lg_f32_e64 s[4:5], vcc_lo, v8
v_cmpx_lg_f32_e64 s[4:5], m0, v8
v_cmpx_lg_f32_e64 s[4:5], exec_lo, v8
v_cmpx_lg_f32_e64 s[4:5], 0.5, v8
v_cmpx_lg_f32_e64 s[4:5], -1.0, v8
v_cmpx_lg_f32_e64 s[4:5], 0.15915494, v8
v_cmpx_lg_f32_e64 s[4:5], src_scc, v8
v_cmpx_lg_f32_e64 s[4:5], src_shared_base, v8
v_cmpx_ge_f32_e64 s[4:5], -|v6|, v8 clamp
v_cmpx_ge_f32_e64 s[4:5], vcc_lo, v8
v_cmpx_ge_f32_e64 s[4:5], m0, v8
v_cmpx_ge_f32_e64 s[4:5], exec_lo, v8
v_cmpx_ge_f32_e64 s[4:5], 0.5, v8
v_cmpx_ge_f32_e64 s[4:5], -1.0, v8
v_cmpx_ge_f32_e64 s[4:5], 0.15915494, v8
v_cmpx_ge_f32_e64 s[4:5], src_scc, v8
v_cmpx_o_f32_e64 s[4:5], vcc_lo, v8
v_cmpx_o_f32_e64 s[4:5], m0, v8
v_cmpx_o_f32_e64 s[4:5], exec_lo, v8
v_cmpx_o_f32_e64 s[4:5], 0.5, v8
v_cmpx_o_f32_e64 s[4:5], -1.0, v8
v_cmpx_o_f32_e64 s[4:5], 0.15915494, v8
v_cmpx_o_f32_e64 s[4:5], src_scc, v8
v_cmpx_o_f32_e64 s[4:5], src_shared_base, v8
v_cmpx_u_f32_e64 s[4:5], vcc_lo, v8
v_cmpx_u_f32_e64 s[4:5], m0, v8
v_cmpx_u_f32_e64 s[4:5], exec_lo, v8
v_cmpx_u_f32_e64 s[4:5], 0.5, v8
v_cmpx_u_f32_e64 s[4:5], -1.0, v8
v_cmpx_u_f32_e64 s[4:5], 0.15915494, v8
v_cmpx_u_f32_e64 s[4:5], src_scc, v8
v_cmpx_u_f32_e64 s[4:5], src_shared_base, v8
v_cmpx_nge_f32_e64 s[4:5], vcc_lo, v8
v_cmpx_nge_f32_e64 s[4:5], m0, v8
v_cmpx_nge_f32_e64 s[4:5], exec_lo, v8
v_cmpx_nge_f32_e64 s[4:5], 0.5, v8
v_cmpx_nge_f32_e64 s[4:5], -1.0, v8
v_cmpx_nge_f32_e64 s[4:5], 0.15915494, v8
v_cmpx_nge_f32_e64 s[4:5], src_scc, v8
v_cmpx_nge_f32_e64 s[4:5], src_shared_base, v8
v_cmpx_nlg_f32_e64 s[4:5], vcc_lo, v8
v_cmpx_nlg_f32_e64 s[4:5], m0, v8
v_cmpx_nlg_f32_e64 s[4:5], exec_lo, v8
v_cmpx_nlg_f32_e64 s[4:5], 0.5, v8
v_cmpx_nlg_f32_e64 s[4:5], -1.0, v8
v_cmpx_nlg_f32_e64 s[4:5], 0.15915494, v8
v_cmpx_nlg_f32_e64 s[4:5], src_scc, v8
v_cmpx_nlg_f32_e64 s[4:5], src_shared_base, v8
v_cmpx_ngt_f32_e64 s[4:5], |v6|, -|v8|
v_cmpx_ngt_f32_e64 s[4:5], vcc_lo, v8
v_cmpx_ngt_f32_e64 s[4:5], m0, v8
v_cmpx_ngt_f32_e64 s[4:5], exec_lo, v8
v_cmpx_ngt_f32_e64 s[4:5], 0.5, v8
v_cmpx_ngt_f32_e64 s[4:5], -1.0, v8
v_cmpx_ngt_f32_e64 s[4:5], 0.15915494, v8
v_cmpx_ngt_f32_e64 s[4:5], src_scc, v8
v_cmpx_nle_f32_e64 s[4:5], vcc_lo, v8
v_cmpx_nle_f32_e64 s[4:5], m0, v8
v_cmpx_nle_f32_e64 s[4:5], exec_lo, v8
v_cmpx_nle_f32_e64 s[4:5], 0.5, v8
v_cmpx_nle_f32_e64 s[4:5], -1.0, v8
v_cmpx_nle_f32_e64 s[4:5], 0.15915494, v8
v_cmpx_nle_f32_e64 s[4:5], src_scc, v8
v_cmpx_nle_f32_e64 s[4:5], src_shared_base, v8
v_cmpx_neq_f32_e64 s[4:5], vcc_lo, v8
v_cmpx_neq_f32_e64 s[4:5], m0, v8
v_cmpx_neq_f32_e64 s[4:5], exec_lo, v8
v_cmpx_neq_f32_e64 s[4:5], 0.5, v8
v_cmpx_neq_f32_e64 s[4:5], -1.0, v8
v_cmpx_neq_f32_e64 s[4:5], 0.15915494, v8
v_cmpx_neq_f32_e64 s[4:5], src_scc, v8
v_cmpx_neq_f32_e64 s[4:5], src_shared_base, v8
v_cmpx_nlt_f32_e64 s[4:5], -v6, |v8| clamp
v_cmpx_nlt_f32_e64 s[4:5], vcc_lo, v8
v_cmpx_nlt_f32_e64 s[4:5], m0, v8
v_cmpx_nlt_f32_e64 s[4:5], exec_lo, v8
v_cmpx_nlt_f32_e64 s[4:5], 0.5, v8
v_cmpx_nlt_f32_e64 s[4:5], -1.0, v8
v_cmpx_nlt_f32_e64 s[4:5], 0.15915494, v8
v_cmpx_nlt_f32_e64 s[4:5], src_scc, v8
v_cmpx_tru_f32_e64 s[4:5], vcc_lo, v8
v_cmpx_tru_f32_e64 s[4:5], m0, v8
v_cmpx_tru_f32_e64 s[4:5], exec_lo, v8
v_cmpx_tru_f32_e64 s[4:5], 0.5, v8
v_cmpx_tru_f32_e64 s[4:5], -1.0, v8
v_cmpx_tru_f32_e64 s[4:5], 0.15915494, v8
v_cmpx_tru_f32_e64 s[4:5], src_scc, v8
v_cmpx_tru_f32_e64 s[4:5], src_shared_base, v8
v_cmp_f_f64_e64 s[4:5], vcc, v[8:9]
v_cmp_f_f64_e64 s[4:5], exec, v[8:9]
v_cmp_f_f64_e64 s[4:5], 0.5, v[8:9]
v_cmp_f_f64_e64 s[4:5], -1.0, v[8:9]
v_cmp_f_f64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmp_f_f64_e64 s[4:5], src_scc, v[8:9]
v_cmp_f_f64_e64 s[4:5], src_shared_base, v[8:9]
v_cmp_f_f64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmp_lt_f64_e64 s[4:5], |v[6:7]|, v[8:9] clamp
v_cmp_lt_f64_e64 s[4:5], vcc, v[8:9]
v_cmp_lt_f64_e64 s[4:5], exec, v[8:9]
v_cmp_lt_f64_e64 s[4:5], 0.5, v[8:9]
v_cmp_lt_f64_e64 s[4:5], -1.0, v[8:9]
v_cmp_lt_f64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmp_lt_f64_e64 s[4:5], src_scc, v[8:9]
v_cmp_lt_f64_e64 s[4:5], src_shared_base, v[8:9]
v_cmp_eq_f64_e64 s[4:5], |v[6:7]|, -|v[8:9]| clamp
v_cmp_eq_f64_e64 s[4:5], vcc, v[8:9]
v_cmp_eq_f64_e64 s[4:5], exec, v[8:9]
v_cmp_eq_f64_e64 s[4:5], 0.5, v[8:9]
v_cmp_eq_f64_e64 s[4:5], -1.0, v[8:9]
v_cmp_eq_f64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmp_eq_f64_e64 s[4:5], src_scc, v[8:9]
v_cmp_eq_f64_e64 s[4:5], src_shared_base, v[8:9]
v_cmp_le_f64_e64 s[4:5], vcc, v[8:9]
v_cmp_le_f64_e64 s[4:5], exec, v[8:9]
v_cmp_le_f64_e64 s[4:5], 0.5, v[8:9]
v_cmp_le_f64_e64 s[4:5], -1.0, v[8:9]
v_cmp_le_f64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmp_le_f64_e64 s[4:5], src_scc, v[8:9]
v_cmp_le_f64_e64 s[4:5], src_shared_base, v[8:9]
v_cmp_le_f64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmp_gt_f64_e64 s[4:5], |v[6:7]|, |v[8:9]| clamp
v_cmp_gt_f64_e64 s[4:5], vcc, v[8:9]
v_cmp_gt_f64_e64 s[4:5], exec, v[8:9]
v_cmp_gt_f64_e64 s[4:5], 0.5, v[8:9]
v_cmp_gt_f64_e64 s[4:5], -1.0, v[8:9]
v_cmp_gt_f64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmp_gt_f64_e64 s[4:5], src_scc, v[8:9]
v_cmp_gt_f64_e64 s[4:5], src_shared_base, v[8:9]
v_cmp_lg_f64_e64 s[4:5], vcc, v[8:9]
v_cmp_lg_f64_e64 s[4:5], exec, v[8:9]
v_cmp_lg_f64_e64 s[4:5], 0.5, v[8:9]
v_cmp_lg_f64_e64 s[4:5], -1.0, v[8:9]
v_cmp_lg_f64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmp_lg_f64_e64 s[4:5], src_scc, v[8:9]
v_cmp_lg_f64_e64 s[4:5], src_shared_base, v[8:9]
v_cmp_lg_f64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmp_ge_f64_e64 s[4:5], vcc, v[8:9]
v_cmp_ge_f64_e64 s[4:5], exec, v[8:9]
v_cmp_ge_f64_e64 s[4:5], 0.5, v[8:9]
v_cmp_ge_f64_e64 s[4:5], -1.0, v[8:9]
v_cmp_ge_f64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmp_ge_f64_e64 s[4:5], src_scc, v[8:9]
v_cmp_ge_f64_e64 s[4:5], src_shared_base, v[8:9]
v_cmp_ge_f64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmp_o_f64_e64 s[4:5], v[6:7], -|v[8:9]| clamp
v_cmp_o_f64_e64 s[4:5], vcc, v[8:9]
v_cmp_o_f64_e64 s[4:5], exec, v[8:9]
v_cmp_o_f64_e64 s[4:5], 0.5, v[8:9]
v_cmp_o_f64_e64 s[4:5], -1.0, v[8:9]
v_cmp_o_f64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmp_o_f64_e64 s[4:5], src_scc, v[8:9]
v_cmp_o_f64_e64 s[4:5], src_shared_base, v[8:9]
v_cmp_u_f64_e64 s[4:5], |v[6:7]|, |v[8:9]| clamp
v_cmp_u_f64_e64 s[4:5], vcc, v[8:9]
v_cmp_u_f64_e64 s[4:5], exec, v[8:9]
v_cmp_u_f64_e64 s[4:5], 0.5, v[8:9]
v_cmp_u_f64_e64 s[4:5], -1.0, v[8:9]
v_cmp_u_f64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmp_u_f64_e64 s[4:5], src_scc, v[8:9]
v_cmp_u_f64_e64 s[4:5], src_shared_base, v[8:9]
v_cmp_nge_f64_e64 s[4:5], -|v[6:7]|, |v[8:9]|
v_cmp_nge_f64_e64 s[4:5], vcc, v[8:9]
v_cmp_nge_f64_e64 s[4:5], exec, v[8:9]
v_cmp_nge_f64_e64 s[4:5], 0.5, v[8:9]
v_cmp_nge_f64_e64 s[4:5], -1.0, v[8:9]
v_cmp_nge_f64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmp_nge_f64_e64 s[4:5], src_scc, v[8:9]
v_cmp_nge_f64_e64 s[4:5], src_shared_base, v[8:9]
v_cmp_nlg_f64_e64 s[4:5], |v[6:7]|, -v[8:9] clamp
v_cmp_nlg_f64_e64 s[4:5], vcc, v[8:9]
v_cmp_nlg_f64_e64 s[4:5], exec, v[8:9]
v_cmp_nlg_f64_e64 s[4:5], 0.5, v[8:9]
v_cmp_nlg_f64_e64 s[4:5], -1.0, v[8:9]
v_cmp_nlg_f64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmp_nlg_f64_e64 s[4:5], src_scc, v[8:9]
v_cmp_nlg_f64_e64 s[4:5], src_shared_base, v[8:9]
v_cmp_ngt_f64_e64 s[4:5], vcc, v[8:9]
v_cmp_ngt_f64_e64 s[4:5], exec, v[8:9]
v_cmp_ngt_f64_e64 s[4:5], 0.5, v[8:9]
v_cmp_ngt_f64_e64 s[4:5], -1.0, v[8:9]
v_cmp_ngt_f64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmp_ngt_f64_e64 s[4:5], src_scc, v[8:9]
v_cmp_ngt_f64_e64 s[4:5], src_shared_base, v[8:9]
v_cmp_ngt_f64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmp_nle_f64_e64 s[4:5], vcc, v[8:9]
v_cmp_nle_f64_e64 s[4:5], exec, v[8:9]
v_cmp_nle_f64_e64 s[4:5], 0.5, v[8:9]
v_cmp_nle_f64_e64 s[4:5], -1.0, v[8:9]
v_cmp_nle_f64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmp_nle_f64_e64 s[4:5], src_scc, v[8:9]
v_cmp_nle_f64_e64 s[4:5], src_shared_base, v[8:9]
v_cmp_nle_f64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmp_neq_f64_e64 s[4:5], -v[6:7], |v[8:9]| clamp
v_cmp_neq_f64_e64 s[4:5], vcc, v[8:9]
v_cmp_neq_f64_e64 s[4:5], exec, v[8:9]
v_cmp_neq_f64_e64 s[4:5], 0.5, v[8:9]
v_cmp_neq_f64_e64 s[4:5], -1.0, v[8:9]
v_cmp_neq_f64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmp_neq_f64_e64 s[4:5], src_scc, v[8:9]
v_cmp_neq_f64_e64 s[4:5], src_shared_base, v[8:9]
v_cmp_nlt_f64_e64 s[4:5], |v[6:7]|, v[8:9] clamp
v_cmp_nlt_f64_e64 s[4:5], vcc, v[8:9]
v_cmp_nlt_f64_e64 s[4:5], exec, v[8:9]
v_cmp_nlt_f64_e64 s[4:5], 0.5, v[8:9]
v_cmp_nlt_f64_e64 s[4:5], -1.0, v[8:9]
v_cmp_nlt_f64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmp_nlt_f64_e64 s[4:5], src_scc, v[8:9]
v_cmp_nlt_f64_e64 s[4:5], src_shared_base, v[8:9]
v_cmp_tru_f64_e64 s[4:5], |v[6:7]|, |v[8:9]| clamp
v_cmp_tru_f64_e64 s[4:5], vcc, v[8:9]
v_cmp_tru_f64_e64 s[4:5], exec, v[8:9]
v_cmp_tru_f64_e64 s[4:5], 0.5, v[8:9]
v_cmp_tru_f64_e64 s[4:5], -1.0, v[8:9]
v_cmp_tru_f64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmp_tru_f64_e64 s[4:5], src_scc, v[8:9]
v_cmp_tru_f64_e64 s[4:5], src_shared_base, v[8:9]
v_cmpx_f_f64_e64 s[4:5], -|v[6:7]|, |v[8:9]|
v_cmpx_f_f64_e64 s[4:5], vcc, v[8:9]
v_cmpx_f_f64_e64 s[4:5], exec, v[8:9]
v_cmpx_f_f64_e64 s[4:5], 0.5, v[8:9]
v_cmpx_f_f64_e64 s[4:5], -1.0, v[8:9]
v_cmpx_f_f64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmpx_f_f64_e64 s[4:5], src_scc, v[8:9]
v_cmpx_f_f64_e64 s[4:5], src_shared_base, v[8:9]
v_cmpx_lt_f64_e64 s[4:5], vcc, v[8:9]
v_cmpx_lt_f64_e64 s[4:5], exec, v[8:9]
v_cmpx_lt_f64_e64 s[4:5], 0.5, v[8:9]
v_cmpx_lt_f64_e64 s[4:5], -1.0, v[8:9]
v_cmpx_lt_f64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmpx_lt_f64_e64 s[4:5], src_scc, v[8:9]
v_cmpx_lt_f64_e64 s[4:5], src_shared_base, v[8:9]
v_cmpx_lt_f64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmpx_eq_f64_e64 s[4:5], -|v[6:7]|, |v[8:9]|
v_cmpx_eq_f64_e64 s[4:5], vcc, v[8:9]
v_cmpx_eq_f64_e64 s[4:5], exec, v[8:9]
v_cmpx_eq_f64_e64 s[4:5], 0.5, v[8:9]
v_cmpx_eq_f64_e64 s[4:5], -1.0, v[8:9]
v_cmpx_eq_f64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmpx_eq_f64_e64 s[4:5], src_scc, v[8:9]
v_cmpx_eq_f64_e64 s[4:5], src_shared_base, v[8:9]
v_cmpx_le_f64_e64 s[4:5], |v[6:7]|, v[8:9] clamp
v_cmpx_le_f64_e64 s[4:5], vcc, v[8:9]
v_cmpx_le_f64_e64 s[4:5], exec, v[8:9]
v_cmpx_le_f64_e64 s[4:5], 0.5, v[8:9]
v_cmpx_le_f64_e64 s[4:5], -1.0, v[8:9]
v_cmpx_le_f64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmpx_le_f64_e64 s[4:5], src_scc, v[8:9]
v_cmpx_le_f64_e64 s[4:5], src_shared_base, v[8:9]
v_cmpx_gt_f64_e64 s[4:5], vcc, v[8:9]
v_cmpx_gt_f64_e64 s[4:5], exec, v[8:9]
v_cmpx_gt_f64_e64 s[4:5], 0.5, v[8:9]
v_cmpx_gt_f64_e64 s[4:5], -1.0, v[8:9]
v_cmpx_gt_f64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmpx_gt_f64_e64 s[4:5], src_scc, v[8:9]
v_cmpx_gt_f64_e64 s[4:5], src_shared_base, v[8:9]
v_cmpx_gt_f64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmpx_lg_f64_e64 s[4:5], vcc, v[8:9]
v_cmpx_lg_f64_e64 s[4:5], exec, v[8:9]
v_cmpx_lg_f64_e64 s[4:5], 0.5, v[8:9]
v_cmpx_lg_f64_e64 s[4:5], -1.0, v[8:9]
v_cmpx_lg_f64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmpx_lg_f64_e64 s[4:5], src_scc, v[8:9]
v_cmpx_lg_f64_e64 s[4:5], src_shared_base, v[8:9]
v_cmpx_lg_f64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmpx_ge_f64_e64 s[4:5], v[6:7], |v[8:9]| clamp
v_cmpx_ge_f64_e64 s[4:5], vcc, v[8:9]
v_cmpx_ge_f64_e64 s[4:5], exec, v[8:9]
v_cmpx_ge_f64_e64 s[4:5], 0.5, v[8:9]
v_cmpx_ge_f64_e64 s[4:5], -1.0, v[8:9]
v_cmpx_ge_f64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmpx_ge_f64_e64 s[4:5], src_scc, v[8:9]
v_cmpx_ge_f64_e64 s[4:5], src_shared_base, v[8:9]
v_cmpx_o_f64_e64 s[4:5], |v[6:7]|, |v[8:9]|
v_cmpx_o_f64_e64 s[4:5], vcc, v[8:9]
v_cmpx_o_f64_e64 s[4:5], exec, v[8:9]
v_cmpx_o_f64_e64 s[4:5], 0.5, v[8:9]
v_cmpx_o_f64_e64 s[4:5], -1.0, v[8:9]
v_cmpx_o_f64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmpx_o_f64_e64 s[4:5], src_scc, v[8:9]
v_cmpx_o_f64_e64 s[4:5], src_shared_base, v[8:9]
v_cmpx_u_f64_e64 s[4:5], |v[6:7]|, |v[8:9]|
v_cmpx_u_f64_e64 s[4:5], vcc, v[8:9]
v_cmpx_u_f64_e64 s[4:5], exec, v[8:9]
v_cmpx_u_f64_e64 s[4:5], 0.5, v[8:9]
v_cmpx_u_f64_e64 s[4:5], -1.0, v[8:9]
v_cmpx_u_f64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmpx_u_f64_e64 s[4:5], src_scc, v[8:9]
v_cmpx_u_f64_e64 s[4:5], src_shared_base, v[8:9]
v_cmpx_nge_f64_e64 s[4:5], vcc, v[8:9]
v_cmpx_nge_f64_e64 s[4:5], exec, v[8:9]
v_cmpx_nge_f64_e64 s[4:5], 0.5, v[8:9]
v_cmpx_nge_f64_e64 s[4:5], -1.0, v[8:9]
v_cmpx_nge_f64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmpx_nge_f64_e64 s[4:5], src_scc, v[8:9]
v_cmpx_nge_f64_e64 s[4:5], src_shared_base, v[8:9]
v_cmpx_nge_f64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmpx_nlg_f64_e64 s[4:5], vcc, v[8:9]
v_cmpx_nlg_f64_e64 s[4:5], exec, v[8:9]
v_cmpx_nlg_f64_e64 s[4:5], 0.5, v[8:9]
v_cmpx_nlg_f64_e64 s[4:5], -1.0, v[8:9]
v_cmpx_nlg_f64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmpx_nlg_f64_e64 s[4:5], src_scc, v[8:9]
v_cmpx_nlg_f64_e64 s[4:5], src_shared_base, v[8:9]
v_cmpx_nlg_f64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmpx_ngt_f64_e64 s[4:5], |v[6:7]|, -|v[8:9]|
v_cmpx_ngt_f64_e64 s[4:5], vcc, v[8:9]
v_cmpx_ngt_f64_e64 s[4:5], exec, v[8:9]
v_cmpx_ngt_f64_e64 s[4:5], 0.5, v[8:9]
v_cmpx_ngt_f64_e64 s[4:5], -1.0, v[8:9]
v_cmpx_ngt_f64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmpx_ngt_f64_e64 s[4:5], src_scc, v[8:9]
v_cmpx_ngt_f64_e64 s[4:5], src_shared_base, v[8:9]
v_cmpx_nle_f64_e64 s[4:5], vcc, v[8:9]
v_cmpx_nle_f64_e64 s[4:5], exec, v[8:9]
v_cmpx_nle_f64_e64 s[4:5], 0.5, v[8:9]
v_cmpx_nle_f64_e64 s[4:5], -1.0, v[8:9]
v_cmpx_nle_f64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmpx_nle_f64_e64 s[4:5], src_scc, v[8:9]
v_cmpx_nle_f64_e64 s[4:5], src_shared_base, v[8:9]
v_cmpx_nle_f64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmpx_neq_f64_e64 s[4:5], vcc, v[8:9]
v_cmpx_neq_f64_e64 s[4:5], exec, v[8:9]
v_cmpx_neq_f64_e64 s[4:5], 0.5, v[8:9]
v_cmpx_neq_f64_e64 s[4:5], -1.0, v[8:9]
v_cmpx_neq_f64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmpx_neq_f64_e64 s[4:5], src_scc, v[8:9]
v_cmpx_neq_f64_e64 s[4:5], src_shared_base, v[8:9]
v_cmpx_neq_f64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmpx_nlt_f64_e64 s[4:5], vcc, v[8:9]
v_cmpx_nlt_f64_e64 s[4:5], exec, v[8:9]
v_cmpx_nlt_f64_e64 s[4:5], 0.5, v[8:9]
v_cmpx_nlt_f64_e64 s[4:5], -1.0, v[8:9]
v_cmpx_nlt_f64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmpx_nlt_f64_e64 s[4:5], src_scc, v[8:9]
v_cmpx_nlt_f64_e64 s[4:5], src_shared_base, v[8:9]
v_cmpx_nlt_f64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmpx_tru_f64_e64 s[4:5], -v[6:7], -|v[8:9]| clamp
v_cmpx_tru_f64_e64 s[4:5], vcc, v[8:9]
v_cmpx_tru_f64_e64 s[4:5], exec, v[8:9]
v_cmpx_tru_f64_e64 s[4:5], 0.5, v[8:9]
v_cmpx_tru_f64_e64 s[4:5], -1.0, v[8:9]
v_cmpx_tru_f64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmpx_tru_f64_e64 s[4:5], src_scc, v[8:9]
v_cmpx_tru_f64_e64 s[4:5], src_shared_base, v[8:9]
v_cmp_f_i16_e64 s[4:5], vcc_lo, v8
v_cmp_f_i16_e64 s[4:5], m0, v8
v_cmp_f_i16_e64 s[4:5], exec_lo, v8
v_cmp_f_i16_e64 s[4:5], src_scc, v8
v_cmp_f_i16_e64 s[4:5], src_shared_base, v8
v_cmp_f_i16_e64 s[4:5], ttmp0, v8
v_cmp_f_i16_e64 s[4:5], v6, v8
v_cmp_f_i16_e64 s[4:5], s10, v8
v_cmp_lt_i16_e64 s[4:5], vcc_lo, v8
v_cmp_lt_i16_e64 s[4:5], m0, v8
v_cmp_lt_i16_e64 s[4:5], exec_lo, v8
v_cmp_lt_i16_e64 s[4:5], src_scc, v8
v_cmp_lt_i16_e64 s[4:5], src_shared_base, v8
v_cmp_lt_i16_e64 s[4:5], ttmp0, v8
v_cmp_lt_i16_e64 s[4:5], v6, v8
v_cmp_lt_i16_e64 s[4:5], s10, v8
v_cmp_eq_i16_e64 s[4:5], vcc_lo, v8
v_cmp_eq_i16_e64 s[4:5], m0, v8
v_cmp_eq_i16_e64 s[4:5], exec_lo, v8
v_cmp_eq_i16_e64 s[4:5], src_scc, v8
v_cmp_eq_i16_e64 s[4:5], src_shared_base, v8
v_cmp_eq_i16_e64 s[4:5], ttmp0, v8
v_cmp_eq_i16_e64 s[4:5], v6, v8
v_cmp_eq_i16_e64 s[4:5], s10, v8
v_cmp_le_i16_e64 s[4:5], vcc_lo, v8
v_cmp_le_i16_e64 s[4:5], m0, v8
v_cmp_le_i16_e64 s[4:5], exec_lo, v8
v_cmp_le_i16_e64 s[4:5], src_scc, v8
v_cmp_le_i16_e64 s[4:5], src_shared_base, v8
v_cmp_le_i16_e64 s[4:5], ttmp0, v8
v_cmp_le_i16_e64 s[4:5], v6, v8
v_cmp_le_i16_e64 s[4:5], s10, v8
v_cmp_gt_i16_e64 s[4:5], vcc_lo, v8
v_cmp_gt_i16_e64 s[4:5], m0, v8
v_cmp_gt_i16_e64 s[4:5], exec_lo, v8
v_cmp_gt_i16_e64 s[4:5], src_scc, v8
v_cmp_gt_i16_e64 s[4:5], src_shared_base, v8
v_cmp_gt_i16_e64 s[4:5], ttmp0, v8
v_cmp_gt_i16_e64 s[4:5], v6, v8
v_cmp_gt_i16_e64 s[4:5], s10, v8
v_cmp_ne_i16_e64 s[4:5], vcc_lo, v8
v_cmp_ne_i16_e64 s[4:5], m0, v8
v_cmp_ne_i16_e64 s[4:5], exec_lo, v8
v_cmp_ne_i16_e64 s[4:5], src_scc, v8
v_cmp_ne_i16_e64 s[4:5], src_shared_base, v8
v_cmp_ne_i16_e64 s[4:5], ttmp0, v8
v_cmp_ne_i16_e64 s[4:5], v6, v8
v_cmp_ne_i16_e64 s[4:5], s10, v8
v_cmp_ge_i16_e64 s[4:5], vcc_lo, v8
v_cmp_ge_i16_e64 s[4:5], m0, v8
v_cmp_ge_i16_e64 s[4:5], exec_lo, v8
v_cmp_ge_i16_e64 s[4:5], src_scc, v8
v_cmp_ge_i16_e64 s[4:5], src_shared_base, v8
v_cmp_ge_i16_e64 s[4:5], ttmp0, v8
v_cmp_ge_i16_e64 s[4:5], v6, v8
v_cmp_ge_i16_e64 s[4:5], s10, v8
v_cmp_t_i16_e64 s[4:5], vcc_lo, v8
v_cmp_t_i16_e64 s[4:5], m0, v8
v_cmp_t_i16_e64 s[4:5], exec_lo, v8
v_cmp_t_i16_e64 s[4:5], src_scc, v8
v_cmp_t_i16_e64 s[4:5], src_shared_base, v8
v_cmp_t_i16_e64 s[4:5], ttmp0, v8
v_cmp_t_i16_e64 s[4:5], v6, v8
v_cmp_t_i16_e64 s[4:5], s10, v8
v_cmp_f_u16_e64 s[4:5], vcc_lo, v8
v_cmp_f_u16_e64 s[4:5], m0, v8
v_cmp_f_u16_e64 s[4:5], exec_lo, v8
v_cmp_f_u16_e64 s[4:5], src_scc, v8
v_cmp_f_u16_e64 s[4:5], src_shared_base, v8
v_cmp_f_u16_e64 s[4:5], ttmp0, v8
v_cmp_f_u16_e64 s[4:5], v6, v8
v_cmp_f_u16_e64 s[4:5], s10, v8
v_cmp_lt_u16_e64 s[4:5], vcc_lo, v8
v_cmp_lt_u16_e64 s[4:5], m0, v8
v_cmp_lt_u16_e64 s[4:5], exec_lo, v8
v_cmp_lt_u16_e64 s[4:5], src_scc, v8
v_cmp_lt_u16_e64 s[4:5], src_shared_base, v8
v_cmp_lt_u16_e64 s[4:5], ttmp0, v8
v_cmp_lt_u16_e64 s[4:5], v6, v8
v_cmp_lt_u16_e64 s[4:5], s10, v8
v_cmp_eq_u16_e64 s[4:5], vcc_lo, v8
v_cmp_eq_u16_e64 s[4:5], m0, v8
v_cmp_eq_u16_e64 s[4:5], exec_lo, v8
v_cmp_eq_u16_e64 s[4:5], src_scc, v8
v_cmp_eq_u16_e64 s[4:5], src_shared_base, v8
v_cmp_eq_u16_e64 s[4:5], ttmp0, v8
v_cmp_eq_u16_e64 s[4:5], v6, v8
v_cmp_eq_u16_e64 s[4:5], s10, v8
v_cmp_le_u16_e64 s[4:5], vcc_lo, v8
v_cmp_le_u16_e64 s[4:5], m0, v8
v_cmp_le_u16_e64 s[4:5], exec_lo, v8
v_cmp_le_u16_e64 s[4:5], src_scc, v8
v_cmp_le_u16_e64 s[4:5], src_shared_base, v8
v_cmp_le_u16_e64 s[4:5], ttmp0, v8
v_cmp_le_u16_e64 s[4:5], v6, v8
v_cmp_le_u16_e64 s[4:5], s10, v8
v_cmp_gt_u16_e64 s[4:5], vcc_lo, v8
v_cmp_gt_u16_e64 s[4:5], m0, v8
v_cmp_gt_u16_e64 s[4:5], exec_lo, v8
v_cmp_gt_u16_e64 s[4:5], src_scc, v8
v_cmp_gt_u16_e64 s[4:5], src_shared_base, v8
v_cmp_gt_u16_e64 s[4:5], ttmp0, v8
v_cmp_gt_u16_e64 s[4:5], v6, v8
v_cmp_gt_u16_e64 s[4:5], s10, v8
v_cmp_ne_u16_e64 s[4:5], vcc_lo, v8
v_cmp_ne_u16_e64 s[4:5], m0, v8
v_cmp_ne_u16_e64 s[4:5], exec_lo, v8
v_cmp_ne_u16_e64 s[4:5], src_scc, v8
v_cmp_ne_u16_e64 s[4:5], src_shared_base, v8
v_cmp_ne_u16_e64 s[4:5], ttmp0, v8
v_cmp_ne_u16_e64 s[4:5], v6, v8
v_cmp_ne_u16_e64 s[4:5], s10, v8
v_cmp_ge_u16_e64 s[4:5], vcc_lo, v8
v_cmp_ge_u16_e64 s[4:5], m0, v8
v_cmp_ge_u16_e64 s[4:5], exec_lo, v8
v_cmp_ge_u16_e64 s[4:5], src_scc, v8
v_cmp_ge_u16_e64 s[4:5], src_shared_base, v8
v_cmp_ge_u16_e64 s[4:5], ttmp0, v8
v_cmp_ge_u16_e64 s[4:5], v6, v8
v_cmp_ge_u16_e64 s[4:5], s10, v8
v_cmp_t_u16_e64 s[4:5], vcc_lo, v8
v_cmp_t_u16_e64 s[4:5], m0, v8
v_cmp_t_u16_e64 s[4:5], exec_lo, v8
v_cmp_t_u16_e64 s[4:5], src_scc, v8
v_cmp_t_u16_e64 s[4:5], src_shared_base, v8
v_cmp_t_u16_e64 s[4:5], ttmp0, v8
v_cmp_t_u16_e64 s[4:5], v6, v8
v_cmp_t_u16_e64 s[4:5], s10, v8
v_cmpx_f_i16_e64 s[4:5], vcc_lo, v8
v_cmpx_f_i16_e64 s[4:5], m0, v8
v_cmpx_f_i16_e64 s[4:5], exec_lo, v8
v_cmpx_f_i16_e64 s[4:5], src_scc, v8
v_cmpx_f_i16_e64 s[4:5], src_shared_base, v8
v_cmpx_f_i16_e64 s[4:5], ttmp0, v8
v_cmpx_f_i16_e64 s[4:5], v6, v8
v_cmpx_f_i16_e64 s[4:5], s10, v8
v_cmpx_lt_i16_e64 s[4:5], vcc_lo, v8
v_cmpx_lt_i16_e64 s[4:5], m0, v8
v_cmpx_lt_i16_e64 s[4:5], exec_lo, v8
v_cmpx_lt_i16_e64 s[4:5], src_scc, v8
v_cmpx_lt_i16_e64 s[4:5], src_shared_base, v8
v_cmpx_lt_i16_e64 s[4:5], ttmp0, v8
v_cmpx_lt_i16_e64 s[4:5], v6, v8
v_cmpx_lt_i16_e64 s[4:5], s10, v8
v_cmpx_eq_i16_e64 s[4:5], vcc_lo, v8
v_cmpx_eq_i16_e64 s[4:5], m0, v8
v_cmpx_eq_i16_e64 s[4:5], exec_lo, v8
v_cmpx_eq_i16_e64 s[4:5], src_scc, v8
v_cmpx_eq_i16_e64 s[4:5], src_shared_base, v8
v_cmpx_eq_i16_e64 s[4:5], ttmp0, v8
v_cmpx_eq_i16_e64 s[4:5], v6, v8
v_cmpx_eq_i16_e64 s[4:5], s10, v8
v_cmpx_le_i16_e64 s[4:5], vcc_lo, v8
v_cmpx_le_i16_e64 s[4:5], m0, v8
v_cmpx_le_i16_e64 s[4:5], exec_lo, v8
v_cmpx_le_i16_e64 s[4:5], src_scc, v8
v_cmpx_le_i16_e64 s[4:5], src_shared_base, v8
v_cmpx_le_i16_e64 s[4:5], ttmp0, v8
v_cmpx_le_i16_e64 s[4:5], v6, v8
v_cmpx_le_i16_e64 s[4:5], s10, v8
v_cmpx_gt_i16_e64 s[4:5], vcc_lo, v8
v_cmpx_gt_i16_e64 s[4:5], m0, v8
v_cmpx_gt_i16_e64 s[4:5], exec_lo, v8
v_cmpx_gt_i16_e64 s[4:5], src_scc, v8
v_cmpx_gt_i16_e64 s[4:5], src_shared_base, v8
v_cmpx_gt_i16_e64 s[4:5], ttmp0, v8
v_cmpx_gt_i16_e64 s[4:5], v6, v8
v_cmpx_gt_i16_e64 s[4:5], s10, v8
v_cmpx_ne_i16_e64 s[4:5], vcc_lo, v8
v_cmpx_ne_i16_e64 s[4:5], m0, v8
v_cmpx_ne_i16_e64 s[4:5], exec_lo, v8
v_cmpx_ne_i16_e64 s[4:5], src_scc, v8
v_cmpx_ne_i16_e64 s[4:5], src_shared_base, v8
v_cmpx_ne_i16_e64 s[4:5], ttmp0, v8
v_cmpx_ne_i16_e64 s[4:5], v6, v8
v_cmpx_ne_i16_e64 s[4:5], s10, v8
v_cmpx_ge_i16_e64 s[4:5], vcc_lo, v8
v_cmpx_ge_i16_e64 s[4:5], m0, v8
v_cmpx_ge_i16_e64 s[4:5], exec_lo, v8
v_cmpx_ge_i16_e64 s[4:5], src_scc, v8
v_cmpx_ge_i16_e64 s[4:5], src_shared_base, v8
v_cmpx_ge_i16_e64 s[4:5], ttmp0, v8
v_cmpx_ge_i16_e64 s[4:5], v6, v8
v_cmpx_ge_i16_e64 s[4:5], s10, v8
v_cmpx_t_i16_e64 s[4:5], vcc_lo, v8
v_cmpx_t_i16_e64 s[4:5], m0, v8
v_cmpx_t_i16_e64 s[4:5], exec_lo, v8
v_cmpx_t_i16_e64 s[4:5], src_scc, v8
v_cmpx_t_i16_e64 s[4:5], src_shared_base, v8
v_cmpx_t_i16_e64 s[4:5], ttmp0, v8
v_cmpx_t_i16_e64 s[4:5], v6, v8
v_cmpx_t_i16_e64 s[4:5], s10, v8
v_cmpx_f_u16_e64 s[4:5], vcc_lo, v8
v_cmpx_f_u16_e64 s[4:5], m0, v8
v_cmpx_f_u16_e64 s[4:5], exec_lo, v8
v_cmpx_f_u16_e64 s[4:5], src_scc, v8
v_cmpx_f_u16_e64 s[4:5], src_shared_base, v8
v_cmpx_f_u16_e64 s[4:5], ttmp0, v8
v_cmpx_f_u16_e64 s[4:5], v6, v8
v_cmpx_f_u16_e64 s[4:5], s10, v8
v_cmpx_lt_u16_e64 s[4:5], vcc_lo, v8
v_cmpx_lt_u16_e64 s[4:5], m0, v8
v_cmpx_lt_u16_e64 s[4:5], exec_lo, v8
v_cmpx_lt_u16_e64 s[4:5], src_scc, v8
v_cmpx_lt_u16_e64 s[4:5], src_shared_base, v8
v_cmpx_lt_u16_e64 s[4:5], ttmp0, v8
v_cmpx_lt_u16_e64 s[4:5], v6, v8
v_cmpx_lt_u16_e64 s[4:5], s10, v8
v_cmpx_eq_u16_e64 s[4:5], vcc_lo, v8
v_cmpx_eq_u16_e64 s[4:5], m0, v8
v_cmpx_eq_u16_e64 s[4:5], exec_lo, v8
v_cmpx_eq_u16_e64 s[4:5], src_scc, v8
v_cmpx_eq_u16_e64 s[4:5], src_shared_base, v8
v_cmpx_eq_u16_e64 s[4:5], ttmp0, v8
v_cmpx_eq_u16_e64 s[4:5], v6, v8
v_cmpx_eq_u16_e64 s[4:5], s10, v8
v_cmpx_le_u16_e64 s[4:5], vcc_lo, v8
v_cmpx_le_u16_e64 s[4:5], m0, v8
v_cmpx_le_u16_e64 s[4:5], exec_lo, v8
v_cmpx_le_u16_e64 s[4:5], src_scc, v8
v_cmpx_le_u16_e64 s[4:5], src_shared_base, v8
v_cmpx_le_u16_e64 s[4:5], ttmp0, v8
v_cmpx_le_u16_e64 s[4:5], v6, v8
v_cmpx_le_u16_e64 s[4:5], s10, v8
v_cmpx_gt_u16_e64 s[4:5], vcc_lo, v8
v_cmpx_gt_u16_e64 s[4:5], m0, v8
v_cmpx_gt_u16_e64 s[4:5], exec_lo, v8
v_cmpx_gt_u16_e64 s[4:5], src_scc, v8
v_cmpx_gt_u16_e64 s[4:5], src_shared_base, v8
v_cmpx_gt_u16_e64 s[4:5], ttmp0, v8
v_cmpx_gt_u16_e64 s[4:5], v6, v8
v_cmpx_gt_u16_e64 s[4:5], s10, v8
v_cmpx_ne_u16_e64 s[4:5], vcc_lo, v8
v_cmpx_ne_u16_e64 s[4:5], m0, v8
v_cmpx_ne_u16_e64 s[4:5], exec_lo, v8
v_cmpx_ne_u16_e64 s[4:5], src_scc, v8
v_cmpx_ne_u16_e64 s[4:5], src_shared_base, v8
v_cmpx_ne_u16_e64 s[4:5], ttmp0, v8
v_cmpx_ne_u16_e64 s[4:5], v6, v8
v_cmpx_ne_u16_e64 s[4:5], s10, v8
v_cmpx_ge_u16_e64 s[4:5], vcc_lo, v8
v_cmpx_ge_u16_e64 s[4:5], m0, v8
v_cmpx_ge_u16_e64 s[4:5], exec_lo, v8
v_cmpx_ge_u16_e64 s[4:5], src_scc, v8
v_cmpx_ge_u16_e64 s[4:5], src_shared_base, v8
v_cmpx_ge_u16_e64 s[4:5], ttmp0, v8
v_cmpx_ge_u16_e64 s[4:5], v6, v8
v_cmpx_ge_u16_e64 s[4:5], s10, v8
v_cmpx_t_u16_e64 s[4:5], vcc_lo, v8
v_cmpx_t_u16_e64 s[4:5], m0, v8
v_cmpx_t_u16_e64 s[4:5], exec_lo, v8
v_cmpx_t_u16_e64 s[4:5], src_scc, v8
v_cmpx_t_u16_e64 s[4:5], src_shared_base, v8
v_cmpx_t_u16_e64 s[4:5], ttmp0, v8
v_cmpx_t_u16_e64 s[4:5], v6, v8
v_cmpx_t_u16_e64 s[4:5], s10, v8
v_cmp_f_i32_e64 s[4:5], vcc_lo, v8
v_cmp_f_i32_e64 s[4:5], m0, v8
v_cmp_f_i32_e64 s[4:5], exec_lo, v8
v_cmp_f_i32_e64 s[4:5], 0.5, v8
v_cmp_f_i32_e64 s[4:5], -1.0, v8
v_cmp_f_i32_e64 s[4:5], 0.15915494, v8
v_cmp_f_i32_e64 s[4:5], src_scc, v8
v_cmp_f_i32_e64 s[4:5], src_shared_base, v8
v_cmp_lt_i32_e64 s[4:5], vcc_lo, v8
v_cmp_lt_i32_e64 s[4:5], m0, v8
v_cmp_lt_i32_e64 s[4:5], exec_lo, v8
v_cmp_lt_i32_e64 s[4:5], 0.5, v8
v_cmp_lt_i32_e64 s[4:5], -1.0, v8
v_cmp_lt_i32_e64 s[4:5], 0.15915494, v8
v_cmp_lt_i32_e64 s[4:5], src_scc, v8
v_cmp_lt_i32_e64 s[4:5], src_shared_base, v8
v_cmp_eq_i32_e64 s[4:5], vcc_lo, v8
v_cmp_eq_i32_e64 s[4:5], m0, v8
v_cmp_eq_i32_e64 s[4:5], exec_lo, v8
v_cmp_eq_i32_e64 s[4:5], 0.5, v8
v_cmp_eq_i32_e64 s[4:5], -1.0, v8
v_cmp_eq_i32_e64 s[4:5], 0.15915494, v8
v_cmp_eq_i32_e64 s[4:5], src_scc, v8
v_cmp_eq_i32_e64 s[4:5], src_shared_base, v8
v_cmp_le_i32_e64 s[4:5], vcc_lo, v8
v_cmp_le_i32_e64 s[4:5], m0, v8
v_cmp_le_i32_e64 s[4:5], exec_lo, v8
v_cmp_le_i32_e64 s[4:5], 0.5, v8
v_cmp_le_i32_e64 s[4:5], -1.0, v8
v_cmp_le_i32_e64 s[4:5], 0.15915494, v8
v_cmp_le_i32_e64 s[4:5], src_scc, v8
v_cmp_le_i32_e64 s[4:5], src_shared_base, v8
v_cmp_gt_i32_e64 s[4:5], vcc_lo, v8
v_cmp_gt_i32_e64 s[4:5], m0, v8
v_cmp_gt_i32_e64 s[4:5], exec_lo, v8
v_cmp_gt_i32_e64 s[4:5], 0.5, v8
v_cmp_gt_i32_e64 s[4:5], -1.0, v8
v_cmp_gt_i32_e64 s[4:5], 0.15915494, v8
v_cmp_gt_i32_e64 s[4:5], src_scc, v8
v_cmp_gt_i32_e64 s[4:5], src_shared_base, v8
v_cmp_ne_i32_e64 s[4:5], vcc_lo, v8
v_cmp_ne_i32_e64 s[4:5], m0, v8
v_cmp_ne_i32_e64 s[4:5], exec_lo, v8
v_cmp_ne_i32_e64 s[4:5], 0.5, v8
v_cmp_ne_i32_e64 s[4:5], -1.0, v8
v_cmp_ne_i32_e64 s[4:5], 0.15915494, v8
v_cmp_ne_i32_e64 s[4:5], src_scc, v8
v_cmp_ne_i32_e64 s[4:5], src_shared_base, v8
v_cmp_ge_i32_e64 s[4:5], vcc_lo, v8
v_cmp_ge_i32_e64 s[4:5], m0, v8
v_cmp_ge_i32_e64 s[4:5], exec_lo, v8
v_cmp_ge_i32_e64 s[4:5], 0.5, v8
v_cmp_ge_i32_e64 s[4:5], -1.0, v8
v_cmp_ge_i32_e64 s[4:5], 0.15915494, v8
v_cmp_ge_i32_e64 s[4:5], src_scc, v8
v_cmp_ge_i32_e64 s[4:5], src_shared_base, v8
v_cmp_t_i32_e64 s[4:5], vcc_lo, v8
v_cmp_t_i32_e64 s[4:5], m0, v8
v_cmp_t_i32_e64 s[4:5], exec_lo, v8
v_cmp_t_i32_e64 s[4:5], 0.5, v8
v_cmp_t_i32_e64 s[4:5], -1.0, v8
v_cmp_t_i32_e64 s[4:5], 0.15915494, v8
v_cmp_t_i32_e64 s[4:5], src_scc, v8
v_cmp_t_i32_e64 s[4:5], src_shared_base, v8
v_cmp_f_u32_e64 s[4:5], vcc_lo, v8
v_cmp_f_u32_e64 s[4:5], m0, v8
v_cmp_f_u32_e64 s[4:5], exec_lo, v8
v_cmp_f_u32_e64 s[4:5], 0.5, v8
v_cmp_f_u32_e64 s[4:5], -1.0, v8
v_cmp_f_u32_e64 s[4:5], 0.15915494, v8
v_cmp_f_u32_e64 s[4:5], src_scc, v8
v_cmp_f_u32_e64 s[4:5], src_shared_base, v8
v_cmp_lt_u32_e64 s[4:5], vcc_lo, v8
v_cmp_lt_u32_e64 s[4:5], m0, v8
v_cmp_lt_u32_e64 s[4:5], exec_lo, v8
v_cmp_lt_u32_e64 s[4:5], 0.5, v8
v_cmp_lt_u32_e64 s[4:5], -1.0, v8
v_cmp_lt_u32_e64 s[4:5], 0.15915494, v8
v_cmp_lt_u32_e64 s[4:5], src_scc, v8
v_cmp_lt_u32_e64 s[4:5], src_shared_base, v8
v_cmp_eq_u32_e64 s[4:5], vcc_lo, v8
v_cmp_eq_u32_e64 s[4:5], m0, v8
v_cmp_eq_u32_e64 s[4:5], exec_lo, v8
v_cmp_eq_u32_e64 s[4:5], 0.5, v8
v_cmp_eq_u32_e64 s[4:5], -1.0, v8
v_cmp_eq_u32_e64 s[4:5], 0.15915494, v8
v_cmp_eq_u32_e64 s[4:5], src_scc, v8
v_cmp_eq_u32_e64 s[4:5], src_shared_base, v8
v_cmp_le_u32_e64 s[4:5], vcc_lo, v8
v_cmp_le_u32_e64 s[4:5], m0, v8
v_cmp_le_u32_e64 s[4:5], exec_lo, v8
v_cmp_le_u32_e64 s[4:5], 0.5, v8
v_cmp_le_u32_e64 s[4:5], -1.0, v8
v_cmp_le_u32_e64 s[4:5], 0.15915494, v8
v_cmp_le_u32_e64 s[4:5], src_scc, v8
v_cmp_le_u32_e64 s[4:5], src_shared_base, v8
v_cmp_gt_u32_e64 s[4:5], vcc_lo, v8
v_cmp_gt_u32_e64 s[4:5], m0, v8
v_cmp_gt_u32_e64 s[4:5], exec_lo, v8
v_cmp_gt_u32_e64 s[4:5], 0.5, v8
v_cmp_gt_u32_e64 s[4:5], -1.0, v8
v_cmp_gt_u32_e64 s[4:5], 0.15915494, v8
v_cmp_gt_u32_e64 s[4:5], src_scc, v8
v_cmp_gt_u32_e64 s[4:5], src_shared_base, v8
v_cmp_ne_u32_e64 s[4:5], vcc_lo, v8
v_cmp_ne_u32_e64 s[4:5], m0, v8
v_cmp_ne_u32_e64 s[4:5], exec_lo, v8
v_cmp_ne_u32_e64 s[4:5], 0.5, v8
v_cmp_ne_u32_e64 s[4:5], -1.0, v8
v_cmp_ne_u32_e64 s[4:5], 0.15915494, v8
v_cmp_ne_u32_e64 s[4:5], src_scc, v8
v_cmp_ne_u32_e64 s[4:5], src_shared_base, v8
v_cmp_ge_u32_e64 s[4:5], vcc_lo, v8
v_cmp_ge_u32_e64 s[4:5], m0, v8
v_cmp_ge_u32_e64 s[4:5], exec_lo, v8
v_cmp_ge_u32_e64 s[4:5], 0.5, v8
v_cmp_ge_u32_e64 s[4:5], -1.0, v8
v_cmp_ge_u32_e64 s[4:5], 0.15915494, v8
v_cmp_ge_u32_e64 s[4:5], src_scc, v8
v_cmp_ge_u32_e64 s[4:5], src_shared_base, v8
v_cmp_t_u32_e64 s[4:5], vcc_lo, v8
v_cmp_t_u32_e64 s[4:5], m0, v8
v_cmp_t_u32_e64 s[4:5], exec_lo, v8
v_cmp_t_u32_e64 s[4:5], 0.5, v8
v_cmp_t_u32_e64 s[4:5], -1.0, v8
v_cmp_t_u32_e64 s[4:5], 0.15915494, v8
v_cmp_t_u32_e64 s[4:5], src_scc, v8
v_cmp_t_u32_e64 s[4:5], src_shared_base, v8
v_cmpx_f_i32_e64 s[4:5], vcc_lo, v8
v_cmpx_f_i32_e64 s[4:5], m0, v8
v_cmpx_f_i32_e64 s[4:5], exec_lo, v8
v_cmpx_f_i32_e64 s[4:5], 0.5, v8
v_cmpx_f_i32_e64 s[4:5], -1.0, v8
v_cmpx_f_i32_e64 s[4:5], 0.15915494, v8
v_cmpx_f_i32_e64 s[4:5], src_scc, v8
v_cmpx_f_i32_e64 s[4:5], src_shared_base, v8
v_cmpx_lt_i32_e64 s[4:5], vcc_lo, v8
v_cmpx_lt_i32_e64 s[4:5], m0, v8
v_cmpx_lt_i32_e64 s[4:5], exec_lo, v8
v_cmpx_lt_i32_e64 s[4:5], 0.5, v8
v_cmpx_lt_i32_e64 s[4:5], -1.0, v8
v_cmpx_lt_i32_e64 s[4:5], 0.15915494, v8
v_cmpx_lt_i32_e64 s[4:5], src_scc, v8
v_cmpx_lt_i32_e64 s[4:5], src_shared_base, v8
v_cmpx_eq_i32_e64 s[4:5], vcc_lo, v8
v_cmpx_eq_i32_e64 s[4:5], m0, v8
v_cmpx_eq_i32_e64 s[4:5], exec_lo, v8
v_cmpx_eq_i32_e64 s[4:5], 0.5, v8
v_cmpx_eq_i32_e64 s[4:5], -1.0, v8
v_cmpx_eq_i32_e64 s[4:5], 0.15915494, v8
v_cmpx_eq_i32_e64 s[4:5], src_scc, v8
v_cmpx_eq_i32_e64 s[4:5], src_shared_base, v8
v_cmpx_le_i32_e64 s[4:5], vcc_lo, v8
v_cmpx_le_i32_e64 s[4:5], m0, v8
v_cmpx_le_i32_e64 s[4:5], exec_lo, v8
v_cmpx_le_i32_e64 s[4:5], 0.5, v8
v_cmpx_le_i32_e64 s[4:5], -1.0, v8
v_cmpx_le_i32_e64 s[4:5], 0.15915494, v8
v_cmpx_le_i32_e64 s[4:5], src_scc, v8
v_cmpx_le_i32_e64 s[4:5], src_shared_base, v8
v_cmpx_gt_i32_e64 s[4:5], vcc_lo, v8
v_cmpx_gt_i32_e64 s[4:5], m0, v8
v_cmpx_gt_i32_e64 s[4:5], exec_lo, v8
v_cmpx_gt_i32_e64 s[4:5], 0.5, v8
v_cmpx_gt_i32_e64 s[4:5], -1.0, v8
v_cmpx_gt_i32_e64 s[4:5], 0.15915494, v8
v_cmpx_gt_i32_e64 s[4:5], src_scc, v8
v_cmpx_gt_i32_e64 s[4:5], src_shared_base, v8
v_cmpx_ne_i32_e64 s[4:5], vcc_lo, v8
v_cmpx_ne_i32_e64 s[4:5], m0, v8
v_cmpx_ne_i32_e64 s[4:5], exec_lo, v8
v_cmpx_ne_i32_e64 s[4:5], 0.5, v8
v_cmpx_ne_i32_e64 s[4:5], -1.0, v8
v_cmpx_ne_i32_e64 s[4:5], 0.15915494, v8
v_cmpx_ne_i32_e64 s[4:5], src_scc, v8
v_cmpx_ne_i32_e64 s[4:5], src_shared_base, v8
v_cmpx_ge_i32_e64 s[4:5], vcc_lo, v8
v_cmpx_ge_i32_e64 s[4:5], m0, v8
v_cmpx_ge_i32_e64 s[4:5], exec_lo, v8
v_cmpx_ge_i32_e64 s[4:5], 0.5, v8
v_cmpx_ge_i32_e64 s[4:5], -1.0, v8
v_cmpx_ge_i32_e64 s[4:5], 0.15915494, v8
v_cmpx_ge_i32_e64 s[4:5], src_scc, v8
v_cmpx_ge_i32_e64 s[4:5], src_shared_base, v8
v_cmpx_t_i32_e64 s[4:5], vcc_lo, v8
v_cmpx_t_i32_e64 s[4:5], m0, v8
v_cmpx_t_i32_e64 s[4:5], exec_lo, v8
v_cmpx_t_i32_e64 s[4:5], 0.5, v8
v_cmpx_t_i32_e64 s[4:5], -1.0, v8
v_cmpx_t_i32_e64 s[4:5], 0.15915494, v8
v_cmpx_t_i32_e64 s[4:5], src_scc, v8
v_cmpx_t_i32_e64 s[4:5], src_shared_base, v8
v_cmpx_f_u32_e64 s[4:5], vcc_lo, v8
v_cmpx_f_u32_e64 s[4:5], m0, v8
v_cmpx_f_u32_e64 s[4:5], exec_lo, v8
v_cmpx_f_u32_e64 s[4:5], 0.5, v8
v_cmpx_f_u32_e64 s[4:5], -1.0, v8
v_cmpx_f_u32_e64 s[4:5], 0.15915494, v8
v_cmpx_f_u32_e64 s[4:5], src_scc, v8
v_cmpx_f_u32_e64 s[4:5], src_shared_base, v8
v_cmpx_lt_u32_e64 s[4:5], vcc_lo, v8
v_cmpx_lt_u32_e64 s[4:5], m0, v8
v_cmpx_lt_u32_e64 s[4:5], exec_lo, v8
v_cmpx_lt_u32_e64 s[4:5], 0.5, v8
v_cmpx_lt_u32_e64 s[4:5], -1.0, v8
v_cmpx_lt_u32_e64 s[4:5], 0.15915494, v8
v_cmpx_lt_u32_e64 s[4:5], src_scc, v8
v_cmpx_lt_u32_e64 s[4:5], src_shared_base, v8
v_cmpx_eq_u32_e64 s[4:5], vcc_lo, v8
v_cmpx_eq_u32_e64 s[4:5], m0, v8
v_cmpx_eq_u32_e64 s[4:5], exec_lo, v8
v_cmpx_eq_u32_e64 s[4:5], 0.5, v8
v_cmpx_eq_u32_e64 s[4:5], -1.0, v8
v_cmpx_eq_u32_e64 s[4:5], 0.15915494, v8
v_cmpx_eq_u32_e64 s[4:5], src_scc, v8
v_cmpx_eq_u32_e64 s[4:5], src_shared_base, v8
v_cmpx_le_u32_e64 s[4:5], vcc_lo, v8
v_cmpx_le_u32_e64 s[4:5], m0, v8
v_cmpx_le_u32_e64 s[4:5], exec_lo, v8
v_cmpx_le_u32_e64 s[4:5], 0.5, v8
v_cmpx_le_u32_e64 s[4:5], -1.0, v8
v_cmpx_le_u32_e64 s[4:5], 0.15915494, v8
v_cmpx_le_u32_e64 s[4:5], src_scc, v8
v_cmpx_le_u32_e64 s[4:5], src_shared_base, v8
v_cmpx_gt_u32_e64 s[4:5], vcc_lo, v8
v_cmpx_gt_u32_e64 s[4:5], m0, v8
v_cmpx_gt_u32_e64 s[4:5], exec_lo, v8
v_cmpx_gt_u32_e64 s[4:5], 0.5, v8
v_cmpx_gt_u32_e64 s[4:5], -1.0, v8
v_cmpx_gt_u32_e64 s[4:5], 0.15915494, v8
v_cmpx_gt_u32_e64 s[4:5], src_scc, v8
v_cmpx_gt_u32_e64 s[4:5], src_shared_base, v8
v_cmpx_ne_u32_e64 s[4:5], vcc_lo, v8
v_cmpx_ne_u32_e64 s[4:5], m0, v8
v_cmpx_ne_u32_e64 s[4:5], exec_lo, v8
v_cmpx_ne_u32_e64 s[4:5], 0.5, v8
v_cmpx_ne_u32_e64 s[4:5], -1.0, v8
v_cmpx_ne_u32_e64 s[4:5], 0.15915494, v8
v_cmpx_ne_u32_e64 s[4:5], src_scc, v8
v_cmpx_ne_u32_e64 s[4:5], src_shared_base, v8
v_cmpx_ge_u32_e64 s[4:5], vcc_lo, v8
v_cmpx_ge_u32_e64 s[4:5], m0, v8
v_cmpx_ge_u32_e64 s[4:5], exec_lo, v8
v_cmpx_ge_u32_e64 s[4:5], 0.5, v8
v_cmpx_ge_u32_e64 s[4:5], -1.0, v8
v_cmpx_ge_u32_e64 s[4:5], 0.15915494, v8
v_cmpx_ge_u32_e64 s[4:5], src_scc, v8
v_cmpx_ge_u32_e64 s[4:5], src_shared_base, v8
v_cmpx_t_u32_e64 s[4:5], vcc_lo, v8
v_cmpx_t_u32_e64 s[4:5], m0, v8
v_cmpx_t_u32_e64 s[4:5], exec_lo, v8
v_cmpx_t_u32_e64 s[4:5], 0.5, v8
v_cmpx_t_u32_e64 s[4:5], -1.0, v8
v_cmpx_t_u32_e64 s[4:5], 0.15915494, v8
v_cmpx_t_u32_e64 s[4:5], src_scc, v8
v_cmpx_t_u32_e64 s[4:5], src_shared_base, v8
v_cmp_f_i64_e64 s[4:5], vcc, v[8:9]
v_cmp_f_i64_e64 s[4:5], exec, v[8:9]
v_cmp_f_i64_e64 s[4:5], 0.5, v[8:9]
v_cmp_f_i64_e64 s[4:5], -1.0, v[8:9]
v_cmp_f_i64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmp_f_i64_e64 s[4:5], src_scc, v[8:9]
v_cmp_f_i64_e64 s[4:5], src_shared_base, v[8:9]
v_cmp_f_i64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmp_lt_i64_e64 s[4:5], vcc, v[8:9]
v_cmp_lt_i64_e64 s[4:5], exec, v[8:9]
v_cmp_lt_i64_e64 s[4:5], 0.5, v[8:9]
v_cmp_lt_i64_e64 s[4:5], -1.0, v[8:9]
v_cmp_lt_i64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmp_lt_i64_e64 s[4:5], src_scc, v[8:9]
v_cmp_lt_i64_e64 s[4:5], src_shared_base, v[8:9]
v_cmp_lt_i64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmp_eq_i64_e64 s[4:5], vcc, v[8:9]
v_cmp_eq_i64_e64 s[4:5], exec, v[8:9]
v_cmp_eq_i64_e64 s[4:5], 0.5, v[8:9]
v_cmp_eq_i64_e64 s[4:5], -1.0, v[8:9]
v_cmp_eq_i64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmp_eq_i64_e64 s[4:5], src_scc, v[8:9]
v_cmp_eq_i64_e64 s[4:5], src_shared_base, v[8:9]
v_cmp_eq_i64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmp_le_i64_e64 s[4:5], vcc, v[8:9]
v_cmp_le_i64_e64 s[4:5], exec, v[8:9]
v_cmp_le_i64_e64 s[4:5], 0.5, v[8:9]
v_cmp_le_i64_e64 s[4:5], -1.0, v[8:9]
v_cmp_le_i64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmp_le_i64_e64 s[4:5], src_scc, v[8:9]
v_cmp_le_i64_e64 s[4:5], src_shared_base, v[8:9]
v_cmp_le_i64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmp_gt_i64_e64 s[4:5], vcc, v[8:9]
v_cmp_gt_i64_e64 s[4:5], exec, v[8:9]
v_cmp_gt_i64_e64 s[4:5], 0.5, v[8:9]
v_cmp_gt_i64_e64 s[4:5], -1.0, v[8:9]
v_cmp_gt_i64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmp_gt_i64_e64 s[4:5], src_scc, v[8:9]
v_cmp_gt_i64_e64 s[4:5], src_shared_base, v[8:9]
v_cmp_gt_i64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmp_ne_i64_e64 s[4:5], vcc, v[8:9]
v_cmp_ne_i64_e64 s[4:5], exec, v[8:9]
v_cmp_ne_i64_e64 s[4:5], 0.5, v[8:9]
v_cmp_ne_i64_e64 s[4:5], -1.0, v[8:9]
v_cmp_ne_i64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmp_ne_i64_e64 s[4:5], src_scc, v[8:9]
v_cmp_ne_i64_e64 s[4:5], src_shared_base, v[8:9]
v_cmp_ne_i64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmp_ge_i64_e64 s[4:5], vcc, v[8:9]
v_cmp_ge_i64_e64 s[4:5], exec, v[8:9]
v_cmp_ge_i64_e64 s[4:5], 0.5, v[8:9]
v_cmp_ge_i64_e64 s[4:5], -1.0, v[8:9]
v_cmp_ge_i64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmp_ge_i64_e64 s[4:5], src_scc, v[8:9]
v_cmp_ge_i64_e64 s[4:5], src_shared_base, v[8:9]
v_cmp_ge_i64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmp_t_i64_e64 s[4:5], vcc, v[8:9]
v_cmp_t_i64_e64 s[4:5], exec, v[8:9]
v_cmp_t_i64_e64 s[4:5], 0.5, v[8:9]
v_cmp_t_i64_e64 s[4:5], -1.0, v[8:9]
v_cmp_t_i64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmp_t_i64_e64 s[4:5], src_scc, v[8:9]
v_cmp_t_i64_e64 s[4:5], src_shared_base, v[8:9]
v_cmp_t_i64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmp_f_u64_e64 s[4:5], vcc, v[8:9]
v_cmp_f_u64_e64 s[4:5], exec, v[8:9]
v_cmp_f_u64_e64 s[4:5], 0.5, v[8:9]
v_cmp_f_u64_e64 s[4:5], -1.0, v[8:9]
v_cmp_f_u64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmp_f_u64_e64 s[4:5], src_scc, v[8:9]
v_cmp_f_u64_e64 s[4:5], src_shared_base, v[8:9]
v_cmp_f_u64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmp_lt_u64_e64 s[4:5], vcc, v[8:9]
v_cmp_lt_u64_e64 s[4:5], exec, v[8:9]
v_cmp_lt_u64_e64 s[4:5], 0.5, v[8:9]
v_cmp_lt_u64_e64 s[4:5], -1.0, v[8:9]
v_cmp_lt_u64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmp_lt_u64_e64 s[4:5], src_scc, v[8:9]
v_cmp_lt_u64_e64 s[4:5], src_shared_base, v[8:9]
v_cmp_lt_u64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmp_eq_u64_e64 s[4:5], vcc, v[8:9]
v_cmp_eq_u64_e64 s[4:5], exec, v[8:9]
v_cmp_eq_u64_e64 s[4:5], 0.5, v[8:9]
v_cmp_eq_u64_e64 s[4:5], -1.0, v[8:9]
v_cmp_eq_u64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmp_eq_u64_e64 s[4:5], src_scc, v[8:9]
v_cmp_eq_u64_e64 s[4:5], src_shared_base, v[8:9]
v_cmp_eq_u64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmp_le_u64_e64 s[4:5], vcc, v[8:9]
v_cmp_le_u64_e64 s[4:5], exec, v[8:9]
v_cmp_le_u64_e64 s[4:5], 0.5, v[8:9]
v_cmp_le_u64_e64 s[4:5], -1.0, v[8:9]
v_cmp_le_u64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmp_le_u64_e64 s[4:5], src_scc, v[8:9]
v_cmp_le_u64_e64 s[4:5], src_shared_base, v[8:9]
v_cmp_le_u64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmp_gt_u64_e64 s[4:5], vcc, v[8:9]
v_cmp_gt_u64_e64 s[4:5], exec, v[8:9]
v_cmp_gt_u64_e64 s[4:5], 0.5, v[8:9]
v_cmp_gt_u64_e64 s[4:5], -1.0, v[8:9]
v_cmp_gt_u64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmp_gt_u64_e64 s[4:5], src_scc, v[8:9]
v_cmp_gt_u64_e64 s[4:5], src_shared_base, v[8:9]
v_cmp_gt_u64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmp_ne_u64_e64 s[4:5], vcc, v[8:9]
v_cmp_ne_u64_e64 s[4:5], exec, v[8:9]
v_cmp_ne_u64_e64 s[4:5], 0.5, v[8:9]
v_cmp_ne_u64_e64 s[4:5], -1.0, v[8:9]
v_cmp_ne_u64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmp_ne_u64_e64 s[4:5], src_scc, v[8:9]
v_cmp_ne_u64_e64 s[4:5], src_shared_base, v[8:9]
v_cmp_ne_u64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmp_ge_u64_e64 s[4:5], vcc, v[8:9]
v_cmp_ge_u64_e64 s[4:5], exec, v[8:9]
v_cmp_ge_u64_e64 s[4:5], 0.5, v[8:9]
v_cmp_ge_u64_e64 s[4:5], -1.0, v[8:9]
v_cmp_ge_u64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmp_ge_u64_e64 s[4:5], src_scc, v[8:9]
v_cmp_ge_u64_e64 s[4:5], src_shared_base, v[8:9]
v_cmp_ge_u64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmp_t_u64_e64 s[4:5], vcc, v[8:9]
v_cmp_t_u64_e64 s[4:5], exec, v[8:9]
v_cmp_t_u64_e64 s[4:5], 0.5, v[8:9]
v_cmp_t_u64_e64 s[4:5], -1.0, v[8:9]
v_cmp_t_u64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmp_t_u64_e64 s[4:5], src_scc, v[8:9]
v_cmp_t_u64_e64 s[4:5], src_shared_base, v[8:9]
v_cmp_t_u64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmpx_f_i64_e64 s[4:5], vcc, v[8:9]
v_cmpx_f_i64_e64 s[4:5], exec, v[8:9]
v_cmpx_f_i64_e64 s[4:5], 0.5, v[8:9]
v_cmpx_f_i64_e64 s[4:5], -1.0, v[8:9]
v_cmpx_f_i64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmpx_f_i64_e64 s[4:5], src_scc, v[8:9]
v_cmpx_f_i64_e64 s[4:5], src_shared_base, v[8:9]
v_cmpx_f_i64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmpx_lt_i64_e64 s[4:5], vcc, v[8:9]
v_cmpx_lt_i64_e64 s[4:5], exec, v[8:9]
v_cmpx_lt_i64_e64 s[4:5], 0.5, v[8:9]
v_cmpx_lt_i64_e64 s[4:5], -1.0, v[8:9]
v_cmpx_lt_i64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmpx_lt_i64_e64 s[4:5], src_scc, v[8:9]
v_cmpx_lt_i64_e64 s[4:5], src_shared_base, v[8:9]
v_cmpx_lt_i64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmpx_eq_i64_e64 s[4:5], vcc, v[8:9]
v_cmpx_eq_i64_e64 s[4:5], exec, v[8:9]
v_cmpx_eq_i64_e64 s[4:5], 0.5, v[8:9]
v_cmpx_eq_i64_e64 s[4:5], -1.0, v[8:9]
v_cmpx_eq_i64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmpx_eq_i64_e64 s[4:5], src_scc, v[8:9]
v_cmpx_eq_i64_e64 s[4:5], src_shared_base, v[8:9]
v_cmpx_eq_i64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmpx_le_i64_e64 s[4:5], vcc, v[8:9]
v_cmpx_le_i64_e64 s[4:5], exec, v[8:9]
v_cmpx_le_i64_e64 s[4:5], 0.5, v[8:9]
v_cmpx_le_i64_e64 s[4:5], -1.0, v[8:9]
v_cmpx_le_i64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmpx_le_i64_e64 s[4:5], src_scc, v[8:9]
v_cmpx_le_i64_e64 s[4:5], src_shared_base, v[8:9]
v_cmpx_le_i64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmpx_gt_i64_e64 s[4:5], vcc, v[8:9]
v_cmpx_gt_i64_e64 s[4:5], exec, v[8:9]
v_cmpx_gt_i64_e64 s[4:5], 0.5, v[8:9]
v_cmpx_gt_i64_e64 s[4:5], -1.0, v[8:9]
v_cmpx_gt_i64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmpx_gt_i64_e64 s[4:5], src_scc, v[8:9]
v_cmpx_gt_i64_e64 s[4:5], src_shared_base, v[8:9]
v_cmpx_gt_i64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmpx_ne_i64_e64 s[4:5], vcc, v[8:9]
v_cmpx_ne_i64_e64 s[4:5], exec, v[8:9]
v_cmpx_ne_i64_e64 s[4:5], 0.5, v[8:9]
v_cmpx_ne_i64_e64 s[4:5], -1.0, v[8:9]
v_cmpx_ne_i64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmpx_ne_i64_e64 s[4:5], src_scc, v[8:9]
v_cmpx_ne_i64_e64 s[4:5], src_shared_base, v[8:9]
v_cmpx_ne_i64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmpx_ge_i64_e64 s[4:5], vcc, v[8:9]
v_cmpx_ge_i64_e64 s[4:5], exec, v[8:9]
v_cmpx_ge_i64_e64 s[4:5], 0.5, v[8:9]
v_cmpx_ge_i64_e64 s[4:5], -1.0, v[8:9]
v_cmpx_ge_i64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmpx_ge_i64_e64 s[4:5], src_scc, v[8:9]
v_cmpx_ge_i64_e64 s[4:5], src_shared_base, v[8:9]
v_cmpx_ge_i64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmpx_t_i64_e64 s[4:5], vcc, v[8:9]
v_cmpx_t_i64_e64 s[4:5], exec, v[8:9]
v_cmpx_t_i64_e64 s[4:5], 0.5, v[8:9]
v_cmpx_t_i64_e64 s[4:5], -1.0, v[8:9]
v_cmpx_t_i64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmpx_t_i64_e64 s[4:5], src_scc, v[8:9]
v_cmpx_t_i64_e64 s[4:5], src_shared_base, v[8:9]
v_cmpx_t_i64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmpx_f_u64_e64 s[4:5], vcc, v[8:9]
v_cmpx_f_u64_e64 s[4:5], exec, v[8:9]
v_cmpx_f_u64_e64 s[4:5], 0.5, v[8:9]
v_cmpx_f_u64_e64 s[4:5], -1.0, v[8:9]
v_cmpx_f_u64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmpx_f_u64_e64 s[4:5], src_scc, v[8:9]
v_cmpx_f_u64_e64 s[4:5], src_shared_base, v[8:9]
v_cmpx_f_u64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmpx_lt_u64_e64 s[4:5], vcc, v[8:9]
v_cmpx_lt_u64_e64 s[4:5], exec, v[8:9]
v_cmpx_lt_u64_e64 s[4:5], 0.5, v[8:9]
v_cmpx_lt_u64_e64 s[4:5], -1.0, v[8:9]
v_cmpx_lt_u64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmpx_lt_u64_e64 s[4:5], src_scc, v[8:9]
v_cmpx_lt_u64_e64 s[4:5], src_shared_base, v[8:9]
v_cmpx_lt_u64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmpx_eq_u64_e64 s[4:5], vcc, v[8:9]
v_cmpx_eq_u64_e64 s[4:5], exec, v[8:9]
v_cmpx_eq_u64_e64 s[4:5], 0.5, v[8:9]
v_cmpx_eq_u64_e64 s[4:5], -1.0, v[8:9]
v_cmpx_eq_u64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmpx_eq_u64_e64 s[4:5], src_scc, v[8:9]
v_cmpx_eq_u64_e64 s[4:5], src_shared_base, v[8:9]
v_cmpx_eq_u64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmpx_le_u64_e64 s[4:5], vcc, v[8:9]
v_cmpx_le_u64_e64 s[4:5], exec, v[8:9]
v_cmpx_le_u64_e64 s[4:5], 0.5, v[8:9]
v_cmpx_le_u64_e64 s[4:5], -1.0, v[8:9]
v_cmpx_le_u64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmpx_le_u64_e64 s[4:5], src_scc, v[8:9]
v_cmpx_le_u64_e64 s[4:5], src_shared_base, v[8:9]
v_cmpx_le_u64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmpx_gt_u64_e64 s[4:5], vcc, v[8:9]
v_cmpx_gt_u64_e64 s[4:5], exec, v[8:9]
v_cmpx_gt_u64_e64 s[4:5], 0.5, v[8:9]
v_cmpx_gt_u64_e64 s[4:5], -1.0, v[8:9]
v_cmpx_gt_u64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmpx_gt_u64_e64 s[4:5], src_scc, v[8:9]
v_cmpx_gt_u64_e64 s[4:5], src_shared_base, v[8:9]
v_cmpx_gt_u64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmpx_ne_u64_e64 s[4:5], vcc, v[8:9]
v_cmpx_ne_u64_e64 s[4:5], exec, v[8:9]
v_cmpx_ne_u64_e64 s[4:5], 0.5, v[8:9]
v_cmpx_ne_u64_e64 s[4:5], -1.0, v[8:9]
v_cmpx_ne_u64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmpx_ne_u64_e64 s[4:5], src_scc, v[8:9]
v_cmpx_ne_u64_e64 s[4:5], src_shared_base, v[8:9]
v_cmpx_ne_u64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmpx_ge_u64_e64 s[4:5], vcc, v[8:9]
v_cmpx_ge_u64_e64 s[4:5], exec, v[8:9]
v_cmpx_ge_u64_e64 s[4:5], 0.5, v[8:9]
v_cmpx_ge_u64_e64 s[4:5], -1.0, v[8:9]
v_cmpx_ge_u64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmpx_ge_u64_e64 s[4:5], src_scc, v[8:9]
v_cmpx_ge_u64_e64 s[4:5], src_shared_base, v[8:9]
v_cmpx_ge_u64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cmpx_t_u64_e64 s[4:5], vcc, v[8:9]
v_cmpx_t_u64_e64 s[4:5], exec, v[8:9]
v_cmpx_t_u64_e64 s[4:5], 0.5, v[8:9]
v_cmpx_t_u64_e64 s[4:5], -1.0, v[8:9]
v_cmpx_t_u64_e64 s[4:5], 0.15915494309189532, v[8:9]
v_cmpx_t_u64_e64 s[4:5], src_scc, v[8:9]
v_cmpx_t_u64_e64 s[4:5], src_shared_base, v[8:9]
v_cmpx_t_u64_e64 s[4:5], ttmp[0:1], v[8:9]
v_cndmask_b32_e64 v4, v6, v8, vcc
v_cndmask_b32_e64 v4, v6, v8, exec
v_cndmask_b32_e64 v4, v6, v8, src_scc
v_cndmask_b32_e64 v4, v6, v8, src_shared_base
v_cndmask_b32_e64 v4, v6, v8, ttmp[0:1]
v_cndmask_b32_e64 v4, v6, v8, s[10:11]
v_cndmask_b32_e64 v4, v6, v8, flat_scratch
v_add_f32_e64 v4, |v6|, -|v8| clamp mul:4
v_add_f32_e64 v4, vcc_lo, v8
v_add_f32_e64 v4, m0, v8
v_add_f32_e64 v4, exec_lo, v8
v_add_f32_e64 v4, 0.5, v8
v_add_f32_e64 v4, -1.0, v8
v_add_f32_e64 v4, 0.15915494, v8
v_add_f32_e64 v4, src_scc, v8
v_sub_f32_e64 v4, -v6, -|v8| mul:4
v_sub_f32_e64 v4, v6, v8 clamp mul:2
v_sub_f32_e64 v4, vcc_lo, v8
v_sub_f32_e64 v4, m0, v8
v_sub_f32_e64 v4, exec_lo, v8
v_sub_f32_e64 v4, 0.5, v8
v_sub_f32_e64 v4, -1.0, v8
v_sub_f32_e64 v4, 0.15915494, v8
v_subrev_f32_e64 v4, v6, -|v8| clamp mul:4
v_subrev_f32_e64 v4, |v6|, v8 mul:2
v_subrev_f32_e64 v4, vcc_lo, v8
v_subrev_f32_e64 v4, m0, v8
v_subrev_f32_e64 v4, exec_lo, v8
v_subrev_f32_e64 v4, 0.5, v8
v_subrev_f32_e64 v4, -1.0, v8
v_subrev_f32_e64 v4, 0.15915494, v8
v_fmac_f64_e64 v[4:5], -|v[6:7]|, |v[8:9]| clamp
v_fmac_f64_e64 v[4:5], vcc, v[8:9]
v_fmac_f64_e64 v[4:5], exec, v[8:9]
v_fmac_f64_e64 v[4:5], 0.5, v[8:9]
v_fmac_f64_e64 v[4:5], -1.0, v[8:9]
v_fmac_f64_e64 v[4:5], 0.15915494309189532, v[8:9]
v_fmac_f64_e64 v[4:5], src_scc, v[8:9]
v_fmac_f64_e64 v[4:5], src_shared_base, v[8:9]
v_mul_f32_e64 v4, |v6|, -|v8| mul:4
v_mul_f32_e64 v4, vcc_lo, v8
v_mul_f32_e64 v4, m0, v8
v_mul_f32_e64 v4, exec_lo, v8
v_mul_f32_e64 v4, 0.5, v8
v_mul_f32_e64 v4, -1.0, v8
v_mul_f32_e64 v4, 0.15915494, v8
v_mul_f32_e64 v4, src_scc, v8
v_mul_i32_i24_e64 v4, vcc_lo, v8
v_mul_i32_i24_e64 v4, m0, v8
v_mul_i32_i24_e64 v4, exec_lo, v8
v_mul_i32_i24_e64 v4, 0.5, v8
v_mul_i32_i24_e64 v4, -1.0, v8
v_mul_i32_i24_e64 v4, 0.15915494, v8
v_mul_i32_i24_e64 v4, src_scc, v8
v_mul_i32_i24_e64 v4, src_shared_base, v8
v_mul_hi_i32_i24_e64 v4, vcc_lo, v8
v_mul_hi_i32_i24_e64 v4, m0, v8
v_mul_hi_i32_i24_e64 v4, exec_lo, v8
v_mul_hi_i32_i24_e64 v4, 0.5, v8
v_mul_hi_i32_i24_e64 v4, -1.0, v8
v_mul_hi_i32_i24_e64 v4, 0.15915494, v8
v_mul_hi_i32_i24_e64 v4, src_scc, v8
v_mul_hi_i32_i24_e64 v4, src_shared_base, v8
v_mul_u32_u24_e64 v4, vcc_lo, v8
v_mul_u32_u24_e64 v4, m0, v8
v_mul_u32_u24_e64 v4, exec_lo, v8
v_mul_u32_u24_e64 v4, 0.5, v8
v_mul_u32_u24_e64 v4, -1.0, v8
v_mul_u32_u24_e64 v4, 0.15915494, v8
v_mul_u32_u24_e64 v4, src_scc, v8
v_mul_u32_u24_e64 v4, src_shared_base, v8
v_mul_hi_u32_u24_e64 v4, vcc_lo, v8
v_mul_hi_u32_u24_e64 v4, m0, v8
v_mul_hi_u32_u24_e64 v4, exec_lo, v8
v_mul_hi_u32_u24_e64 v4, 0.5, v8
v_mul_hi_u32_u24_e64 v4, -1.0, v8
v_mul_hi_u32_u24_e64 v4, 0.15915494, v8
v_mul_hi_u32_u24_e64 v4, src_scc, v8
v_mul_hi_u32_u24_e64 v4, src_shared_base, v8
v_min_f32_e64 v4, v6, -|v8| div:2
v_min_f32_e64 v4, vcc_lo, v8
v_min_f32_e64 v4, m0, v8
v_min_f32_e64 v4, exec_lo, v8
v_min_f32_e64 v4, 0.5, v8
v_min_f32_e64 v4, -1.0, v8
v_min_f32_e64 v4, 0.15915494, v8
v_min_f32_e64 v4, src_scc, v8
v_max_f32_e64 v4, vcc_lo, v8
v_max_f32_e64 v4, m0, v8
v_max_f32_e64 v4, exec_lo, v8
v_max_f32_e64 v4, 0.5, v8
v_max_f32_e64 v4, -1.0, v8
v_max_f32_e64 v4, 0.15915494, v8
v_max_f32_e64 v4, src_scc, v8
v_max_f32_e64 v4, src_shared_base, v8
v_min_i32_e64 v4, vcc_lo, v8
v_min_i32_e64 v4, m0, v8
v_min_i32_e64 v4, exec_lo, v8
v_min_i32_e64 v4, 0.5, v8
v_min_i32_e64 v4, -1.0, v8
v_min_i32_e64 v4, 0.15915494, v8
v_min_i32_e64 v4, src_scc, v8
v_min_i32_e64 v4, src_shared_base, v8
v_max_i32_e64 v4, vcc_lo, v8
v_max_i32_e64 v4, m0, v8
v_max_i32_e64 v4, exec_lo, v8
v_max_i32_e64 v4, 0.5, v8
v_max_i32_e64 v4, -1.0, v8
v_max_i32_e64 v4, 0.15915494, v8
v_max_i32_e64 v4, src_scc, v8
v_max_i32_e64 v4, src_shared_base, v8
v_min_u32_e64 v4, vcc_lo, v8
v_min_u32_e64 v4, m0, v8
v_min_u32_e64 v4, exec_lo, v8
v_min_u32_e64 v4, 0.5, v8
v_min_u32_e64 v4, -1.0, v8
v_min_u32_e64 v4, 0.15915494, v8
v_min_u32_e64 v4, src_scc, v8
v_min_u32_e64 v4, src_shared_base, v8
v_max_u32_e64 v4, vcc_lo, v8
v_max_u32_e64 v4, m0, v8
v_max_u32_e64 v4, exec_lo, v8
v_max_u32_e64 v4, 0.5, v8
v_max_u32_e64 v4, -1.0, v8
v_max_u32_e64 v4, 0.15915494, v8
v_max_u32_e64 v4, src_scc, v8
v_max_u32_e64 v4, src_shared_base, v8
v_lshrrev_b32_e64 v4, vcc_lo, v8
v_lshrrev_b32_e64 v4, m0, v8
v_lshrrev_b32_e64 v4, exec_lo, v8
v_lshrrev_b32_e64 v4, 0.5, v8
v_lshrrev_b32_e64 v4, -1.0, v8
v_lshrrev_b32_e64 v4, 0.15915494, v8
v_lshrrev_b32_e64 v4, src_scc, v8
v_lshrrev_b32_e64 v4, src_shared_base, v8
v_ashrrev_i32_e64 v4, vcc_lo, v8
v_ashrrev_i32_e64 v4, m0, v8
v_ashrrev_i32_e64 v4, exec_lo, v8
v_ashrrev_i32_e64 v4, 0.5, v8
v_ashrrev_i32_e64 v4, -1.0, v8
v_ashrrev_i32_e64 v4, 0.15915494, v8
v_ashrrev_i32_e64 v4, src_scc, v8
v_ashrrev_i32_e64 v4, src_shared_base, v8
v_lshlrev_b32_e64 v4, vcc_lo, v8
v_lshlrev_b32_e64 v4, m0, v8
v_lshlrev_b32_e64 v4, exec_lo, v8
v_lshlrev_b32_e64 v4, 0.5, v8
v_lshlrev_b32_e64 v4, -1.0, v8
v_lshlrev_b32_e64 v4, 0.15915494, v8
v_lshlrev_b32_e64 v4, src_scc, v8
v_lshlrev_b32_e64 v4, src_shared_base, v8
v_and_b32_e64 v4, vcc_lo, v8
v_and_b32_e64 v4, m0, v8
v_and_b32_e64 v4, exec_lo, v8
v_and_b32_e64 v4, 0.5, v8
v_and_b32_e64 v4, -1.0, v8
v_and_b32_e64 v4, 0.15915494, v8
v_and_b32_e64 v4, src_scc, v8
v_and_b32_e64 v4, src_shared_base, v8
v_or_b32_e64 v4, vcc_lo, v8
v_or_b32_e64 v4, m0, v8
v_or_b32_e64 v4, exec_lo, v8
v_or_b32_e64 v4, 0.5, v8
v_or_b32_e64 v4, -1.0, v8
v_or_b32_e64 v4, 0.15915494, v8
v_or_b32_e64 v4, src_scc, v8
v_or_b32_e64 v4, src_shared_base, v8
v_xor_b32_e64 v4, vcc_lo, v8
v_xor_b32_e64 v4, m0, v8
v_xor_b32_e64 v4, exec_lo, v8
v_xor_b32_e64 v4, 0.5, v8
v_xor_b32_e64 v4, -1.0, v8
v_xor_b32_e64 v4, 0.15915494, v8
v_xor_b32_e64 v4, src_scc, v8
v_xor_b32_e64 v4, src_shared_base, v8
v_dot2c_f32_bf16_e64 v4, |v6|, -v8 clamp mul:2
v_dot2c_f32_bf16_e64 v4, vcc_lo, v8
v_dot2c_f32_bf16_e64 v4, m0, v8
v_dot2c_f32_bf16_e64 v4, exec_lo, v8
v_dot2c_f32_bf16_e64 v4, 0.5, v8
v_dot2c_f32_bf16_e64 v4, -1.0, v8
v_dot2c_f32_bf16_e64 v4, 0.15915494, v8
v_dot2c_f32_bf16_e64 v4, src_scc, v8
v_add_co_u32_e64 v4, s[0:1], vcc_lo, v8
v_add_co_u32_e64 v4, s[0:1], m0, v8
v_add_co_u32_e64 v4, s[0:1], exec_lo, v8
v_add_co_u32_e64 v4, s[0:1], 0.5, v8
v_add_co_u32_e64 v4, s[0:1], -1.0, v8
v_add_co_u32_e64 v4, s[0:1], 0.15915494, v8
v_add_co_u32_e64 v4, s[0:1], src_scc, v8
v_add_co_u32_e64 v4, s[0:1], src_shared_base, v8
v_sub_co_u32_e64 v4, s[0:1], vcc_lo, v8
v_sub_co_u32_e64 v4, s[0:1], m0, v8
v_sub_co_u32_e64 v4, s[0:1], exec_lo, v8
v_sub_co_u32_e64 v4, s[0:1], 0.5, v8
v_sub_co_u32_e64 v4, s[0:1], -1.0, v8
v_sub_co_u32_e64 v4, s[0:1], 0.15915494, v8
v_sub_co_u32_e64 v4, s[0:1], src_scc, v8
v_sub_co_u32_e64 v4, s[0:1], src_shared_base, v8
v_subrev_co_u32_e64 v4, s[0:1], vcc_lo, v8
v_subrev_co_u32_e64 v4, s[0:1], m0, v8
v_subrev_co_u32_e64 v4, s[0:1], exec_lo, v8
v_subrev_co_u32_e64 v4, s[0:1], 0.5, v8
v_subrev_co_u32_e64 v4, s[0:1], -1.0, v8
v_subrev_co_u32_e64 v4, s[0:1], 0.15915494, v8
v_subrev_co_u32_e64 v4, s[0:1], src_scc, v8
v_subrev_co_u32_e64 v4, s[0:1], src_shared_base, v8
v_addc_co_u32_e64 v4, s[0:1], v6, v8, vcc
v_addc_co_u32_e64 v4, s[0:1], v6, v8, exec
v_addc_co_u32_e64 v4, s[0:1], v6, v8, src_scc
v_addc_co_u32_e64 v4, s[0:1], v6, v8, src_shared_base
v_addc_co_u32_e64 v4, s[0:1], v6, v8, ttmp[0:1]
v_addc_co_u32_e64 v4, s[0:1], v6, v8, s[10:11]
v_addc_co_u32_e64 v4, s[0:1], v6, v8, flat_scratch
v_subb_co_u32_e64 v4, s[0:1], v6, v8, vcc
v_subb_co_u32_e64 v4, s[0:1], v6, v8, exec
v_subb_co_u32_e64 v4, s[0:1], v6, v8, src_scc
v_subb_co_u32_e64 v4, s[0:1], v6, v8, src_shared_base
v_subb_co_u32_e64 v4, s[0:1], v6, v8, ttmp[0:1]
v_subb_co_u32_e64 v4, s[0:1], v6, v8, s[10:11]
v_subb_co_u32_e64 v4, s[0:1], v6, v8, flat_scratch
v_subbrev_co_u32_e64 v4, s[0:1], v6, v8, vcc
v_subbrev_co_u32_e64 v4, s[0:1], v6, v8, exec
v_subbrev_co_u32_e64 v4, s[0:1], v6, v8, src_scc
v_subbrev_co_u32_e64 v4, s[0:1], v6, v8, src_shared_base
v_subbrev_co_u32_e64 v4, s[0:1], v6, v8, ttmp[0:1]
v_subbrev_co_u32_e64 v4, s[0:1], v6, v8, s[10:11]
v_subbrev_co_u32_e64 v4, s[0:1], v6, v8, flat_scratch
v_add_f16_e64 v4, |v6|, |v8| mul:4
v_add_f16_e64 v4, -v6, -v8 clamp mul:2
v_add_f16_e64 v4, vcc_lo, v8
v_add_f16_e64 v4, m0, v8
v_add_f16_e64 v4, exec_lo, v8
v_add_f16_e64 v4, 0.5, v8
v_add_f16_e64 v4, -1.0, v8
v_add_f16_e64 v4, 0.15915494, v8
v_sub_f16_e64 v4, |v6|, -v8 clamp mul:4
v_sub_f16_e64 v4, v6, |v8| clamp div:2
v_sub_f16_e64 v4, vcc_lo, v8
v_sub_f16_e64 v4, m0, v8
v_sub_f16_e64 v4, exec_lo, v8
v_sub_f16_e64 v4, 0.5, v8
v_sub_f16_e64 v4, -1.0, v8
v_sub_f16_e64 v4, 0.15915494, v8
v_subrev_f16_e64 v4, |v6|, v8 mul:2
v_subrev_f16_e64 v4, vcc_lo, v8
v_subrev_f16_e64 v4, m0, v8
v_subrev_f16_e64 v4, exec_lo, v8
v_subrev_f16_e64 v4, 0.5, v8
v_subrev_f16_e64 v4, -1.0, v8
v_subrev_f16_e64 v4, 0.15915494, v8
v_subrev_f16_e64 v4, src_scc, v8
v_mul_f16_e64 v4, |v6|, v8 clamp mul:2
v_mul_f16_e64 v4, -v6, -|v8| clamp mul:4
v_mul_f16_e64 v4, vcc_lo, v8
v_mul_f16_e64 v4, m0, v8
v_mul_f16_e64 v4, exec_lo, v8
v_mul_f16_e64 v4, 0.5, v8
v_mul_f16_e64 v4, -1.0, v8
v_mul_f16_e64 v4, 0.15915494, v8
v_mac_f16_e64 v4, |v6|, v8 clamp mul:4
v_mac_f16_e64 v4, vcc_lo, v8
v_mac_f16_e64 v4, m0, v8
v_mac_f16_e64 v4, exec_lo, v8
v_mac_f16_e64 v4, 0.5, v8
v_mac_f16_e64 v4, -1.0, v8
v_mac_f16_e64 v4, 0.15915494, v8
v_mac_f16_e64 v4, src_scc, v8
v_add_u16_e64 v4, vcc_lo, v8
v_add_u16_e64 v4, m0, v8
v_add_u16_e64 v4, exec_lo, v8
v_add_u16_e64 v4, src_scc, v8
v_add_u16_e64 v4, src_shared_base, v8
v_add_u16_e64 v4, ttmp0, v8
v_add_u16_e64 v4, v6, v8 clamp
v_add_u16_e64 v4, v6, v8
v_sub_u16_e64 v4, vcc_lo, v8
v_sub_u16_e64 v4, m0, v8
v_sub_u16_e64 v4, exec_lo, v8
v_sub_u16_e64 v4, src_scc, v8
v_sub_u16_e64 v4, src_shared_base, v8
v_sub_u16_e64 v4, ttmp0, v8
v_sub_u16_e64 v4, v6, v8 clamp
v_sub_u16_e64 v4, v6, v8
v_subrev_u16_e64 v4, vcc_lo, v8
v_subrev_u16_e64 v4, m0, v8
v_subrev_u16_e64 v4, exec_lo, v8
v_subrev_u16_e64 v4, src_scc, v8
v_subrev_u16_e64 v4, src_shared_base, v8
v_subrev_u16_e64 v4, ttmp0, v8
v_subrev_u16_e64 v4, v6, v8 clamp
v_subrev_u16_e64 v4, v6, v8
v_mul_lo_u16_e64 v4, vcc_lo, v8
v_mul_lo_u16_e64 v4, m0, v8
v_mul_lo_u16_e64 v4, exec_lo, v8
v_mul_lo_u16_e64 v4, src_scc, v8
v_mul_lo_u16_e64 v4, src_shared_base, v8
v_mul_lo_u16_e64 v4, ttmp0, v8
v_mul_lo_u16_e64 v4, v6, v8
v_mul_lo_u16_e64 v4, s10, v8
v_lshlrev_b16_e64 v4, vcc_lo, v8
v_lshlrev_b16_e64 v4, m0, v8
v_lshlrev_b16_e64 v4, exec_lo, v8
v_lshlrev_b16_e64 v4, src_scc, v8
v_lshlrev_b16_e64 v4, src_shared_base, v8
v_lshlrev_b16_e64 v4, ttmp0, v8
v_lshlrev_b16_e64 v4, v6, v8
v_lshlrev_b16_e64 v4, s10, v8
v_lshrrev_b16_e64 v4, vcc_lo, v8
v_lshrrev_b16_e64 v4, m0, v8
v_lshrrev_b16_e64 v4, exec_lo, v8
v_lshrrev_b16_e64 v4, src_scc, v8
v_lshrrev_b16_e64 v4, src_shared_base, v8
v_lshrrev_b16_e64 v4, ttmp0, v8
v_lshrrev_b16_e64 v4, v6, v8
v_lshrrev_b16_e64 v4, s10, v8
v_ashrrev_i16_e64 v4, vcc_lo, v8
v_ashrrev_i16_e64 v4, m0, v8
v_ashrrev_i16_e64 v4, exec_lo, v8
v_ashrrev_i16_e64 v4, src_scc, v8
v_ashrrev_i16_e64 v4, src_shared_base, v8
v_ashrrev_i16_e64 v4, ttmp0, v8
v_ashrrev_i16_e64 v4, v6, v8
v_ashrrev_i16_e64 v4, s10, v8
v_max_f16_e64 v4, |v6|, |v8| div:2
v_max_f16_e64 v4, vcc_lo, v8
v_max_f16_e64 v4, m0, v8
v_max_f16_e64 v4, exec_lo, v8
v_max_f16_e64 v4, 0.5, v8
v_max_f16_e64 v4, -1.0, v8
v_max_f16_e64 v4, 0.15915494, v8
v_max_f16_e64 v4, src_scc, v8
v_min_f16_e64 v4, -|v6|, -v8 clamp mul:4
v_min_f16_e64 v4, vcc_lo, v8
v_min_f16_e64 v4, m0, v8
v_min_f16_e64 v4, exec_lo, v8
v_min_f16_e64 v4, 0.5, v8
v_min_f16_e64 v4, -1.0, v8
v_min_f16_e64 v4, 0.15915494, v8
v_min_f16_e64 v4, src_scc, v8
v_max_u16_e64 v4, vcc_lo, v8
v_max_u16_e64 v4, m0, v8
v_max_u16_e64 v4, exec_lo, v8
v_max_u16_e64 v4, src_scc, v8
v_max_u16_e64 v4, src_shared_base, v8
v_max_u16_e64 v4, ttmp0, v8
v_max_u16_e64 v4, v6, v8
v_max_u16_e64 v4, s10, v8
v_max_i16_e64 v4, vcc_lo, v8
v_max_i16_e64 v4, m0, v8
v_max_i16_e64 v4, exec_lo, v8
v_max_i16_e64 v4, src_scc, v8
v_max_i16_e64 v4, src_shared_base, v8
v_max_i16_e64 v4, ttmp0, v8
v_max_i16_e64 v4, v6, v8
v_max_i16_e64 v4, s10, v8
v_min_u16_e64 v4, vcc_lo, v8
v_min_u16_e64 v4, m0, v8
v_min_u16_e64 v4, exec_lo, v8
v_min_u16_e64 v4, src_scc, v8
v_min_u16_e64 v4, src_shared_base, v8
v_min_u16_e64 v4, ttmp0, v8
v_min_u16_e64 v4, v6, v8
v_min_u16_e64 v4, s10, v8
v_min_i16_e64 v4, vcc_lo, v8
v_min_i16_e64 v4, m0, v8
v_min_i16_e64 v4, exec_lo, v8
v_min_i16_e64 v4, src_scc, v8
v_min_i16_e64 v4, src_shared_base, v8
v_min_i16_e64 v4, ttmp0, v8
v_min_i16_e64 v4, v6, v8
v_min_i16_e64 v4, s10, v8
v_ldexp_f16_e64 v4, vcc_lo, v8
v_ldexp_f16_e64 v4, m0, v8
v_ldexp_f16_e64 v4, exec_lo, v8
v_ldexp_f16_e64 v4, 0.5, v8
v_ldexp_f16_e64 v4, -1.0, v8
v_ldexp_f16_e64 v4, 0.15915494, v8
v_ldexp_f16_e64 v4, src_scc, v8
v_ldexp_f16_e64 v4, src_shared_base, v8
v_add_u32_e64 v4, vcc_lo, v8
v_add_u32_e64 v4, m0, v8
v_add_u32_e64 v4, exec_lo, v8
v_add_u32_e64 v4, 0.5, v8
v_add_u32_e64 v4, -1.0, v8
v_add_u32_e64 v4, 0.15915494, v8
v_add_u32_e64 v4, src_scc, v8
v_add_u32_e64 v4, src_shared_base, v8
v_sub_u32_e64 v4, vcc_lo, v8
v_sub_u32_e64 v4, m0, v8
v_sub_u32_e64 v4, exec_lo, v8
v_sub_u32_e64 v4, 0.5, v8
v_sub_u32_e64 v4, -1.0, v8
v_sub_u32_e64 v4, 0.15915494, v8
v_sub_u32_e64 v4, src_scc, v8
v_sub_u32_e64 v4, src_shared_base, v8
v_subrev_u32_e64 v4, vcc_lo, v8
v_subrev_u32_e64 v4, m0, v8
v_subrev_u32_e64 v4, exec_lo, v8
v_subrev_u32_e64 v4, 0.5, v8
v_subrev_u32_e64 v4, -1.0, v8
v_subrev_u32_e64 v4, 0.15915494, v8
v_subrev_u32_e64 v4, src_scc, v8
v_subrev_u32_e64 v4, src_shared_base, v8
v_dot2c_f32_f16_e64 v4, |v6|, v8 clamp
v_dot2c_f32_f16_e64 v4, vcc_lo, v8
v_dot2c_f32_f16_e64 v4, m0, v8
v_dot2c_f32_f16_e64 v4, exec_lo, v8
v_dot2c_f32_f16_e64 v4, 0.5, v8
v_dot2c_f32_f16_e64 v4, -1.0, v8
v_dot2c_f32_f16_e64 v4, 0.15915494, v8
v_dot2c_f32_f16_e64 v4, src_scc, v8
v_dot2c_i32_i16_e64 v4, vcc_lo, v8
v_dot2c_i32_i16_e64 v4, m0, v8
v_dot2c_i32_i16_e64 v4, exec_lo, v8
v_dot2c_i32_i16_e64 v4, 0.5, v8
v_dot2c_i32_i16_e64 v4, -1.0, v8
v_dot2c_i32_i16_e64 v4, 0.15915494, v8
v_dot2c_i32_i16_e64 v4, src_scc, v8
v_dot2c_i32_i16_e64 v4, src_shared_base, v8
v_dot4c_i32_i8_e64 v4, vcc_lo, v8
v_dot4c_i32_i8_e64 v4, m0, v8
v_dot4c_i32_i8_e64 v4, exec_lo, v8
v_dot4c_i32_i8_e64 v4, 0.5, v8
v_dot4c_i32_i8_e64 v4, -1.0, v8
v_dot4c_i32_i8_e64 v4, 0.15915494, v8
v_dot4c_i32_i8_e64 v4, src_scc, v8
v_dot4c_i32_i8_e64 v4, src_shared_base, v8
v_dot8c_i32_i4_e64 v4, vcc_lo, v8
v_dot8c_i32_i4_e64 v4, m0, v8
v_dot8c_i32_i4_e64 v4, exec_lo, v8
v_dot8c_i32_i4_e64 v4, 0.5, v8
v_dot8c_i32_i4_e64 v4, -1.0, v8
v_dot8c_i32_i4_e64 v4, 0.15915494, v8
v_dot8c_i32_i4_e64 v4, src_scc, v8
v_dot8c_i32_i4_e64 v4, src_shared_base, v8
v_fmac_f32_e64 v4, v6, |v8| mul:2
v_fmac_f32_e64 v4, vcc_lo, v8
v_fmac_f32_e64 v4, m0, v8
v_fmac_f32_e64 v4, exec_lo, v8
v_fmac_f32_e64 v4, 0.5, v8
v_fmac_f32_e64 v4, -1.0, v8
v_fmac_f32_e64 v4, 0.15915494, v8
v_fmac_f32_e64 v4, src_scc, v8
v_pk_fmac_f16_e64 v4, |v6|, v8 clamp div:2
v_pk_fmac_f16_e64 v4, v6, -|v8| clamp mul:2
v_pk_fmac_f16_e64 v4, vcc_lo, v8
v_pk_fmac_f16_e64 v4, m0, v8
v_pk_fmac_f16_e64 v4, exec_lo, v8
v_pk_fmac_f16_e64 v4, 0.5, v8
v_pk_fmac_f16_e64 v4, -1.0, v8
v_pk_fmac_f16_e64 v4, 0.15915494, v8
v_xnor_b32_e64 v4, vcc_lo, v8
v_xnor_b32_e64 v4, m0, v8
v_xnor_b32_e64 v4, exec_lo, v8
v_xnor_b32_e64 v4, 0.5, v8
v_xnor_b32_e64 v4, -1.0, v8
v_xnor_b32_e64 v4, 0.15915494, v8
v_xnor_b32_e64 v4, src_scc, v8
v_xnor_b32_e64 v4, src_shared_base, v8
v_mov_b32_e64 v4, vcc_lo
v_mov_b32_e64 v4, m0
v_mov_b32_e64 v4, exec_lo
v_mov_b32_e64 v4, 0.5
v_mov_b32_e64 v4, -1.0
v_mov_b32_e64 v4, 0.15915494
v_mov_b32_e64 v4, src_scc
v_mov_b32_e64 v4, src_shared_base
v_cvt_i32_f64_e64 v4, |v[6:7]| mul:2
v_cvt_i32_f64_e64 v4, vcc
v_cvt_i32_f64_e64 v4, exec
v_cvt_i32_f64_e64 v4, 0.5
v_cvt_i32_f64_e64 v4, -1.0
v_cvt_i32_f64_e64 v4, 0.15915494309189532
v_cvt_i32_f64_e64 v4, src_scc
v_cvt_i32_f64_e64 v4, src_shared_base
v_cvt_f64_i32_e64 v[4:5], vcc_lo
v_cvt_f64_i32_e64 v[4:5], m0
v_cvt_f64_i32_e64 v[4:5], exec_lo
v_cvt_f64_i32_e64 v[4:5], 0.5
v_cvt_f64_i32_e64 v[4:5], -1.0
v_cvt_f64_i32_e64 v[4:5], 0.15915494
v_cvt_f64_i32_e64 v[4:5], src_scc
v_cvt_f64_i32_e64 v[4:5], src_shared_base
v_cvt_f32_i32_e64 v4, vcc_lo
v_cvt_f32_i32_e64 v4, m0
v_cvt_f32_i32_e64 v4, exec_lo
v_cvt_f32_i32_e64 v4, 0.5
v_cvt_f32_i32_e64 v4, -1.0
v_cvt_f32_i32_e64 v4, 0.15915494
v_cvt_f32_i32_e64 v4, src_scc
v_cvt_f32_i32_e64 v4, src_shared_base
v_cvt_f32_u32_e64 v4, vcc_lo
v_cvt_f32_u32_e64 v4, m0
v_cvt_f32_u32_e64 v4, exec_lo
v_cvt_f32_u32_e64 v4, 0.5
v_cvt_f32_u32_e64 v4, -1.0
v_cvt_f32_u32_e64 v4, 0.15915494
v_cvt_f32_u32_e64 v4, src_scc
v_cvt_f32_u32_e64 v4, src_shared_base
v_cvt_u32_f32_e64 v4, -|v6| clamp mul:4
v_cvt_u32_f32_e64 v4, vcc_lo
v_cvt_u32_f32_e64 v4, m0
v_cvt_u32_f32_e64 v4, exec_lo
v_cvt_u32_f32_e64 v4, 0.5
v_cvt_u32_f32_e64 v4, -1.0
v_cvt_u32_f32_e64 v4, 0.15915494
v_cvt_u32_f32_e64 v4, src_scc
v_cvt_i32_f32_e64 v4, vcc_lo
v_cvt_i32_f32_e64 v4, m0
v_cvt_i32_f32_e64 v4, exec_lo
v_cvt_i32_f32_e64 v4, 0.5
v_cvt_i32_f32_e64 v4, -1.0
v_cvt_i32_f32_e64 v4, 0.15915494
v_cvt_i32_f32_e64 v4, src_scc
v_cvt_i32_f32_e64 v4, src_shared_base
v_cvt_f16_f32_e64 v4, vcc_lo
v_cvt_f16_f32_e64 v4, m0
v_cvt_f16_f32_e64 v4, exec_lo
v_cvt_f16_f32_e64 v4, 0.5
v_cvt_f16_f32_e64 v4, -1.0
v_cvt_f16_f32_e64 v4, 0.15915494
v_cvt_f16_f32_e64 v4, src_scc
v_cvt_f16_f32_e64 v4, src_shared_base
v_cvt_f32_f16_e64 v4, |v6| clamp mul:4
v_cvt_f32_f16_e64 v4, vcc_lo
v_cvt_f32_f16_e64 v4, m0
v_cvt_f32_f16_e64 v4, exec_lo
v_cvt_f32_f16_e64 v4, 0.5
v_cvt_f32_f16_e64 v4, -1.0
v_cvt_f32_f16_e64 v4, 0.15915494
v_cvt_f32_f16_e64 v4, src_scc
v_cvt_rpi_i32_f32_e64 v4, vcc_lo
v_cvt_rpi_i32_f32_e64 v4, m0
v_cvt_rpi_i32_f32_e64 v4, exec_lo
v_cvt_rpi_i32_f32_e64 v4, 0.5
v_cvt_rpi_i32_f32_e64 v4, -1.0
v_cvt_rpi_i32_f32_e64 v4, 0.15915494
v_cvt_rpi_i32_f32_e64 v4, src_scc
v_cvt_rpi_i32_f32_e64 v4, src_shared_base
v_cvt_flr_i32_f32_e64 v4, vcc_lo
v_cvt_flr_i32_f32_e64 v4, m0
v_cvt_flr_i32_f32_e64 v4, exec_lo
v_cvt_flr_i32_f32_e64 v4, 0.5
v_cvt_flr_i32_f32_e64 v4, -1.0
v_cvt_flr_i32_f32_e64 v4, 0.15915494
v_cvt_flr_i32_f32_e64 v4, src_scc
v_cvt_flr_i32_f32_e64 v4, src_shared_base
v_cvt_off_f32_i4_e64 v4, vcc_lo
v_cvt_off_f32_i4_e64 v4, m0
v_cvt_off_f32_i4_e64 v4, exec_lo
v_cvt_off_f32_i4_e64 v4, 0.5
v_cvt_off_f32_i4_e64 v4, -1.0
v_cvt_off_f32_i4_e64 v4, 0.15915494
v_cvt_off_f32_i4_e64 v4, src_scc
v_cvt_off_f32_i4_e64 v4, src_shared_base
v_cvt_f32_f64_e64 v4, vcc
v_cvt_f32_f64_e64 v4, exec
v_cvt_f32_f64_e64 v4, 0.5
v_cvt_f32_f64_e64 v4, -1.0
v_cvt_f32_f64_e64 v4, 0.15915494309189532
v_cvt_f32_f64_e64 v4, src_scc
v_cvt_f32_f64_e64 v4, src_shared_base
v_cvt_f32_f64_e64 v4, ttmp[0:1]
v_cvt_f64_f32_e64 v[4:5], vcc_lo
v_cvt_f64_f32_e64 v[4:5], m0
v_cvt_f64_f32_e64 v[4:5], exec_lo
v_cvt_f64_f32_e64 v[4:5], 0.5
v_cvt_f64_f32_e64 v[4:5], -1.0
v_cvt_f64_f32_e64 v[4:5], 0.15915494
v_cvt_f64_f32_e64 v[4:5], src_scc
v_cvt_f64_f32_e64 v[4:5], src_shared_base
v_cvt_f32_ubyte0_e64 v4, vcc_lo
v_cvt_f32_ubyte0_e64 v4, m0
v_cvt_f32_ubyte0_e64 v4, exec_lo
v_cvt_f32_ubyte0_e64 v4, 0.5
v_cvt_f32_ubyte0_e64 v4, -1.0
v_cvt_f32_ubyte0_e64 v4, 0.15915494
v_cvt_f32_ubyte0_e64 v4, src_scc
v_cvt_f32_ubyte0_e64 v4, src_shared_base
v_cvt_f32_ubyte1_e64 v4, vcc_lo
v_cvt_f32_ubyte1_e64 v4, m0
v_cvt_f32_ubyte1_e64 v4, exec_lo
v_cvt_f32_ubyte1_e64 v4, 0.5
v_cvt_f32_ubyte1_e64 v4, -1.0
v_cvt_f32_ubyte1_e64 v4, 0.15915494
v_cvt_f32_ubyte1_e64 v4, src_scc
v_cvt_f32_ubyte1_e64 v4, src_shared_base
v_cvt_f32_ubyte2_e64 v4, vcc_lo
v_cvt_f32_ubyte2_e64 v4, m0
v_cvt_f32_ubyte2_e64 v4, exec_lo
v_cvt_f32_ubyte2_e64 v4, 0.5
v_cvt_f32_ubyte2_e64 v4, -1.0
v_cvt_f32_ubyte2_e64 v4, 0.15915494
v_cvt_f32_ubyte2_e64 v4, src_scc
v_cvt_f32_ubyte2_e64 v4, src_shared_base
v_cvt_f32_ubyte3_e64 v4, vcc_lo
v_cvt_f32_ubyte3_e64 v4, m0
v_cvt_f32_ubyte3_e64 v4, exec_lo
v_cvt_f32_ubyte3_e64 v4, 0.5
v_cvt_f32_ubyte3_e64 v4, -1.0
v_cvt_f32_ubyte3_e64 v4, 0.15915494
v_cvt_f32_ubyte3_e64 v4, src_scc
v_cvt_f32_ubyte3_e64 v4, src_shared_base
v_cvt_u32_f64_e64 v4, -|v[6:7]| clamp div:2
v_cvt_u32_f64_e64 v4, vcc
v_cvt_u32_f64_e64 v4, exec
v_cvt_u32_f64_e64 v4, 0.5
v_cvt_u32_f64_e64 v4, -1.0
v_cvt_u32_f64_e64 v4, 0.15915494309189532
v_cvt_u32_f64_e64 v4, src_scc
v_cvt_u32_f64_e64 v4, src_shared_base
v_cvt_f64_u32_e64 v[4:5], vcc_lo
v_cvt_f64_u32_e64 v[4:5], m0
v_cvt_f64_u32_e64 v[4:5], exec_lo
v_cvt_f64_u32_e64 v[4:5], 0.5
v_cvt_f64_u32_e64 v[4:5], -1.0
v_cvt_f64_u32_e64 v[4:5], 0.15915494
v_cvt_f64_u32_e64 v[4:5], src_scc
v_cvt_f64_u32_e64 v[4:5], src_shared_base
v_trunc_f64_e64 v[4:5], v[6:7] clamp mul:2
v_trunc_f64_e64 v[4:5], vcc
v_trunc_f64_e64 v[4:5], exec
v_trunc_f64_e64 v[4:5], 0.5
v_trunc_f64_e64 v[4:5], -1.0
v_trunc_f64_e64 v[4:5], 0.15915494309189532
v_trunc_f64_e64 v[4:5], src_scc
v_trunc_f64_e64 v[4:5], src_shared_base
v_ceil_f64_e64 v[4:5], |v[6:7]| clamp mul:2
v_ceil_f64_e64 v[4:5], vcc
v_ceil_f64_e64 v[4:5], exec
v_ceil_f64_e64 v[4:5], 0.5
v_ceil_f64_e64 v[4:5], -1.0
v_ceil_f64_e64 v[4:5], 0.15915494309189532
v_ceil_f64_e64 v[4:5], src_scc
v_ceil_f64_e64 v[4:5], src_shared_base
v_rndne_f64_e64 v[4:5], vcc
v_rndne_f64_e64 v[4:5], exec
v_rndne_f64_e64 v[4:5], 0.5
v_rndne_f64_e64 v[4:5], -1.0
v_rndne_f64_e64 v[4:5], 0.15915494309189532
v_rndne_f64_e64 v[4:5], src_scc
v_rndne_f64_e64 v[4:5], src_shared_base
v_rndne_f64_e64 v[4:5], ttmp[0:1]
v_floor_f64_e64 v[4:5], vcc
v_floor_f64_e64 v[4:5], exec
v_floor_f64_e64 v[4:5], 0.5
v_floor_f64_e64 v[4:5], -1.0
v_floor_f64_e64 v[4:5], 0.15915494309189532
v_floor_f64_e64 v[4:5], src_scc
v_floor_f64_e64 v[4:5], src_shared_base
v_floor_f64_e64 v[4:5], ttmp[0:1]
v_fract_f32_e64 v4, vcc_lo
v_fract_f32_e64 v4, m0
v_fract_f32_e64 v4, exec_lo
v_fract_f32_e64 v4, 0.5
v_fract_f32_e64 v4, -1.0
v_fract_f32_e64 v4, 0.15915494
v_fract_f32_e64 v4, src_scc
v_fract_f32_e64 v4, src_shared_base
v_trunc_f32_e64 v4, |v6| mul:2
v_trunc_f32_e64 v4, vcc_lo
v_trunc_f32_e64 v4, m0
v_trunc_f32_e64 v4, exec_lo
v_trunc_f32_e64 v4, 0.5
v_trunc_f32_e64 v4, -1.0
v_trunc_f32_e64 v4, 0.15915494
v_trunc_f32_e64 v4, src_scc
v_ceil_f32_e64 v4, v6 clamp div:2
v_ceil_f32_e64 v4, vcc_lo
v_ceil_f32_e64 v4, m0
v_ceil_f32_e64 v4, exec_lo
v_ceil_f32_e64 v4, 0.5
v_ceil_f32_e64 v4, -1.0
v_ceil_f32_e64 v4, 0.15915494
v_ceil_f32_e64 v4, src_scc
v_rndne_f32_e64 v4, |v6| clamp mul:4
v_rndne_f32_e64 v4, vcc_lo
v_rndne_f32_e64 v4, m0
v_rndne_f32_e64 v4, exec_lo
v_rndne_f32_e64 v4, 0.5
v_rndne_f32_e64 v4, -1.0
v_rndne_f32_e64 v4, 0.15915494
v_rndne_f32_e64 v4, src_scc
v_floor_f32_e64 v4, |v6| mul:4
v_floor_f32_e64 v4, vcc_lo
v_floor_f32_e64 v4, m0
v_floor_f32_e64 v4, exec_lo
v_floor_f32_e64 v4, 0.5
v_floor_f32_e64 v4, -1.0
v_floor_f32_e64 v4, 0.15915494
v_floor_f32_e64 v4, src_scc
v_exp_f32_e64 v4, vcc_lo
v_exp_f32_e64 v4, m0
v_exp_f32_e64 v4, exec_lo
v_exp_f32_e64 v4, 0.5
v_exp_f32_e64 v4, -1.0
v_exp_f32_e64 v4, 0.15915494
v_exp_f32_e64 v4, src_scc
v_exp_f32_e64 v4, src_shared_base
v_log_f32_e64 v4, vcc_lo
v_log_f32_e64 v4, m0
v_log_f32_e64 v4, exec_lo
v_log_f32_e64 v4, 0.5
v_log_f32_e64 v4, -1.0
v_log_f32_e64 v4, 0.15915494
v_log_f32_e64 v4, src_scc
v_log_f32_e64 v4, src_shared_base
v_rcp_f32_e64 v4, -|v6| div:2
v_rcp_f32_e64 v4, vcc_lo
v_rcp_f32_e64 v4, m0
v_rcp_f32_e64 v4, exec_lo
v_rcp_f32_e64 v4, 0.5
v_rcp_f32_e64 v4, -1.0
v_rcp_f32_e64 v4, 0.15915494
v_rcp_f32_e64 v4, src_scc
v_rcp_iflag_f32_e64 v4, vcc_lo
v_rcp_iflag_f32_e64 v4, m0
v_rcp_iflag_f32_e64 v4, exec_lo
v_rcp_iflag_f32_e64 v4, 0.5
v_rcp_iflag_f32_e64 v4, -1.0
v_rcp_iflag_f32_e64 v4, 0.15915494
v_rcp_iflag_f32_e64 v4, src_scc
v_rcp_iflag_f32_e64 v4, src_shared_base
v_rsq_f32_e64 v4, -|v6| mul:4
v_rsq_f32_e64 v4, vcc_lo
v_rsq_f32_e64 v4, m0
v_rsq_f32_e64 v4, exec_lo
v_rsq_f32_e64 v4, 0.5
v_rsq_f32_e64 v4, -1.0
v_rsq_f32_e64 v4, 0.15915494
v_rsq_f32_e64 v4, src_scc
v_rcp_f64_e64 v[4:5], vcc
v_rcp_f64_e64 v[4:5], exec
v_rcp_f64_e64 v[4:5], 0.5
v_rcp_f64_e64 v[4:5], -1.0
v_rcp_f64_e64 v[4:5], 0.15915494309189532
v_rcp_f64_e64 v[4:5], src_scc
v_rcp_f64_e64 v[4:5], src_shared_base
v_rcp_f64_e64 v[4:5], ttmp[0:1]
v_rsq_f64_e64 v[4:5], v[6:7] clamp div:2
v_rsq_f64_e64 v[4:5], vcc
v_rsq_f64_e64 v[4:5], exec
v_rsq_f64_e64 v[4:5], 0.5
v_rsq_f64_e64 v[4:5], -1.0
v_rsq_f64_e64 v[4:5], 0.15915494309189532
v_rsq_f64_e64 v[4:5], src_scc
v_rsq_f64_e64 v[4:5], src_shared_base
v_sqrt_f32_e64 v4, |v6| clamp mul:4
v_sqrt_f32_e64 v4, vcc_lo
v_sqrt_f32_e64 v4, m0
v_sqrt_f32_e64 v4, exec_lo
v_sqrt_f32_e64 v4, 0.5
v_sqrt_f32_e64 v4, -1.0
v_sqrt_f32_e64 v4, 0.15915494
v_sqrt_f32_e64 v4, src_scc
v_sqrt_f64_e64 v[4:5], v[6:7] clamp mul:4
v_sqrt_f64_e64 v[4:5], vcc
v_sqrt_f64_e64 v[4:5], exec
v_sqrt_f64_e64 v[4:5], 0.5
v_sqrt_f64_e64 v[4:5], -1.0
v_sqrt_f64_e64 v[4:5], 0.15915494309189532
v_sqrt_f64_e64 v[4:5], src_scc
v_sqrt_f64_e64 v[4:5], src_shared_base
v_sin_f32_e64 v4, |v6| clamp mul:2
v_sin_f32_e64 v4, vcc_lo
v_sin_f32_e64 v4, m0
v_sin_f32_e64 v4, exec_lo
v_sin_f32_e64 v4, 0.5
v_sin_f32_e64 v4, -1.0
v_sin_f32_e64 v4, 0.15915494
v_sin_f32_e64 v4, src_scc
v_cos_f32_e64 v4, vcc_lo
v_cos_f32_e64 v4, m0
v_cos_f32_e64 v4, exec_lo
v_cos_f32_e64 v4, 0.5
v_cos_f32_e64 v4, -1.0
v_cos_f32_e64 v4, 0.15915494
v_cos_f32_e64 v4, src_scc
v_cos_f32_e64 v4, src_shared_base
v_not_b32_e64 v4, vcc_lo
v_not_b32_e64 v4, m0
v_not_b32_e64 v4, exec_lo
v_not_b32_e64 v4, 0.5
v_not_b32_e64 v4, -1.0
v_not_b32_e64 v4, 0.15915494
v_not_b32_e64 v4, src_scc
v_not_b32_e64 v4, src_shared_base
v_bfrev_b32_e64 v4, vcc_lo
v_bfrev_b32_e64 v4, m0
v_bfrev_b32_e64 v4, exec_lo
v_bfrev_b32_e64 v4, 0.5
v_bfrev_b32_e64 v4, -1.0
v_bfrev_b32_e64 v4, 0.15915494
v_bfrev_b32_e64 v4, src_scc
v_bfrev_b32_e64 v4, src_shared_base
v_ffbh_u32_e64 v4, vcc_lo
v_ffbh_u32_e64 v4, m0
v_ffbh_u32_e64 v4, exec_lo
v_ffbh_u32_e64 v4, 0.5
v_ffbh_u32_e64 v4, -1.0
v_ffbh_u32_e64 v4, 0.15915494
v_ffbh_u32_e64 v4, src_scc
v_ffbh_u32_e64 v4, src_shared_base
v_ffbl_b32_e64 v4, vcc_lo
v_ffbl_b32_e64 v4, m0
v_ffbl_b32_e64 v4, exec_lo
v_ffbl_b32_e64 v4, 0.5
v_ffbl_b32_e64 v4, -1.0
v_ffbl_b32_e64 v4, 0.15915494
v_ffbl_b32_e64 v4, src_scc
v_ffbl_b32_e64 v4, src_shared_base
v_ffbh_i32_e64 v4, vcc_lo
v_ffbh_i32_e64 v4, m0
v_ffbh_i32_e64 v4, exec_lo
v_ffbh_i32_e64 v4, 0.5
v_ffbh_i32_e64 v4, -1.0
v_ffbh_i32_e64 v4, 0.15915494
v_ffbh_i32_e64 v4, src_scc
v_ffbh_i32_e64 v4, src_shared_base
v_frexp_exp_i32_f64_e64 v4, |v[6:7]| div:2
v_frexp_exp_i32_f64_e64 v4, vcc
v_frexp_exp_i32_f64_e64 v4, exec
v_frexp_exp_i32_f64_e64 v4, 0.5
v_frexp_exp_i32_f64_e64 v4, -1.0
v_frexp_exp_i32_f64_e64 v4, 0.15915494309189532
v_frexp_exp_i32_f64_e64 v4, src_scc
v_frexp_exp_i32_f64_e64 v4, src_shared_base
v_frexp_mant_f64_e64 v[4:5], v[6:7] clamp mul:4
v_frexp_mant_f64_e64 v[4:5], vcc
v_frexp_mant_f64_e64 v[4:5], exec
v_frexp_mant_f64_e64 v[4:5], 0.5
v_frexp_mant_f64_e64 v[4:5], -1.0
v_frexp_mant_f64_e64 v[4:5], 0.15915494309189532
v_frexp_mant_f64_e64 v[4:5], src_scc
v_frexp_mant_f64_e64 v[4:5], src_shared_base
v_fract_f64_e64 v[4:5], -|v[6:7]| clamp
v_fract_f64_e64 v[4:5], vcc
v_fract_f64_e64 v[4:5], exec
v_fract_f64_e64 v[4:5], 0.5
v_fract_f64_e64 v[4:5], -1.0
v_fract_f64_e64 v[4:5], 0.15915494309189532
v_fract_f64_e64 v[4:5], src_scc
v_fract_f64_e64 v[4:5], src_shared_base
v_frexp_exp_i32_f32_e64 v4, vcc_lo
v_frexp_exp_i32_f32_e64 v4, m0
v_frexp_exp_i32_f32_e64 v4, exec_lo
v_frexp_exp_i32_f32_e64 v4, 0.5
v_frexp_exp_i32_f32_e64 v4, -1.0
v_frexp_exp_i32_f32_e64 v4, 0.15915494
v_frexp_exp_i32_f32_e64 v4, src_scc
v_frexp_exp_i32_f32_e64 v4, src_shared_base
v_frexp_mant_f32_e64 v4, |v6| clamp
v_frexp_mant_f32_e64 v4, vcc_lo
v_frexp_mant_f32_e64 v4, m0
v_frexp_mant_f32_e64 v4, exec_lo
v_frexp_mant_f32_e64 v4, 0.5
v_frexp_mant_f32_e64 v4, -1.0
v_frexp_mant_f32_e64 v4, 0.15915494
v_frexp_mant_f32_e64 v4, src_scc
v_screen_partition_4se_b32_e64 v4, vcc_lo
v_screen_partition_4se_b32_e64 v4, m0
v_screen_partition_4se_b32_e64 v4, exec_lo
v_screen_partition_4se_b32_e64 v4, 0.5
v_screen_partition_4se_b32_e64 v4, -1.0
v_screen_partition_4se_b32_e64 v4, 0.15915494
v_screen_partition_4se_b32_e64 v4, src_scc
v_screen_partition_4se_b32_e64 v4, src_shared_base
v_mov_b64_e64 v[4:5], vcc
v_mov_b64_e64 v[4:5], exec
v_mov_b64_e64 v[4:5], 0.5
v_mov_b64_e64 v[4:5], -1.0
v_mov_b64_e64 v[4:5], 0.15915494309189532
v_mov_b64_e64 v[4:5], src_scc
v_mov_b64_e64 v[4:5], src_shared_base
v_mov_b64_e64 v[4:5], ttmp[0:1]
v_cvt_f16_u16_e64 v4, v6 clamp mul:4
v_cvt_f16_u16_e64 v4, vcc_lo
v_cvt_f16_u16_e64 v4, m0
v_cvt_f16_u16_e64 v4, exec_lo
v_cvt_f16_u16_e64 v4, src_scc
v_cvt_f16_u16_e64 v4, src_shared_base
v_cvt_f16_u16_e64 v4, ttmp0
v_cvt_f16_u16_e64 v4, v6 mul:2
v_cvt_f16_i16_e64 v4, vcc_lo
v_cvt_f16_i16_e64 v4, m0
v_cvt_f16_i16_e64 v4, exec_lo
v_cvt_f16_i16_e64 v4, src_scc
v_cvt_f16_i16_e64 v4, src_shared_base
v_cvt_f16_i16_e64 v4, ttmp0
v_cvt_f16_i16_e64 v4, v6 clamp
v_cvt_f16_i16_e64 v4, v6 mul:2
v_cvt_u16_f16_e64 v4, v6 clamp div:2
v_cvt_u16_f16_e64 v4, vcc_lo
v_cvt_u16_f16_e64 v4, m0
v_cvt_u16_f16_e64 v4, exec_lo
v_cvt_u16_f16_e64 v4, 0.5
v_cvt_u16_f16_e64 v4, -1.0
v_cvt_u16_f16_e64 v4, 0.15915494
v_cvt_u16_f16_e64 v4, src_scc
v_cvt_i16_f16_e64 v4, -|v6| mul:4
v_cvt_i16_f16_e64 v4, vcc_lo
v_cvt_i16_f16_e64 v4, m0
v_cvt_i16_f16_e64 v4, exec_lo
v_cvt_i16_f16_e64 v4, 0.5
v_cvt_i16_f16_e64 v4, -1.0
v_cvt_i16_f16_e64 v4, 0.15915494
v_cvt_i16_f16_e64 v4, src_scc
v_rcp_f16_e64 v4, vcc_lo
v_rcp_f16_e64 v4, m0
v_rcp_f16_e64 v4, exec_lo
v_rcp_f16_e64 v4, 0.5
v_rcp_f16_e64 v4, -1.0
v_rcp_f16_e64 v4, 0.15915494
v_rcp_f16_e64 v4, src_scc
v_rcp_f16_e64 v4, src_shared_base
v_sqrt_f16_e64 v4, -v6 clamp mul:4
v_sqrt_f16_e64 v4, vcc_lo
v_sqrt_f16_e64 v4, m0
v_sqrt_f16_e64 v4, exec_lo
v_sqrt_f16_e64 v4, 0.5
v_sqrt_f16_e64 v4, -1.0
v_sqrt_f16_e64 v4, 0.15915494
v_sqrt_f16_e64 v4, src_scc
v_rsq_f16_e64 v4, vcc_lo
v_rsq_f16_e64 v4, m0
v_rsq_f16_e64 v4, exec_lo
v_rsq_f16_e64 v4, 0.5
v_rsq_f16_e64 v4, -1.0
v_rsq_f16_e64 v4, 0.15915494
v_rsq_f16_e64 v4, src_scc
v_rsq_f16_e64 v4, src_shared_base
v_log_f16_e64 v4, -|v6| mul:2
v_log_f16_e64 v4, vcc_lo
v_log_f16_e64 v4, m0
v_log_f16_e64 v4, exec_lo
v_log_f16_e64 v4, 0.5
v_log_f16_e64 v4, -1.0
v_log_f16_e64 v4, 0.15915494
v_log_f16_e64 v4, src_scc
v_exp_f16_e64 v4, vcc_lo
v_exp_f16_e64 v4, m0
v_exp_f16_e64 v4, exec_lo
v_exp_f16_e64 v4, 0.5
v_exp_f16_e64 v4, -1.0
v_exp_f16_e64 v4, 0.15915494
v_exp_f16_e64 v4, src_scc
v_exp_f16_e64 v4, src_shared_base
v_frexp_mant_f16_e64 v4, vcc_lo
v_frexp_mant_f16_e64 v4, m0
v_frexp_mant_f16_e64 v4, exec_lo
v_frexp_mant_f16_e64 v4, 0.5
v_frexp_mant_f16_e64 v4, -1.0
v_frexp_mant_f16_e64 v4, 0.15915494
v_frexp_mant_f16_e64 v4, src_scc
v_frexp_mant_f16_e64 v4, src_shared_base
v_frexp_exp_i16_f16_e64 v4, vcc_lo
v_frexp_exp_i16_f16_e64 v4, m0
v_frexp_exp_i16_f16_e64 v4, exec_lo
v_frexp_exp_i16_f16_e64 v4, 0.5
v_frexp_exp_i16_f16_e64 v4, -1.0
v_frexp_exp_i16_f16_e64 v4, 0.15915494
v_frexp_exp_i16_f16_e64 v4, src_scc
v_frexp_exp_i16_f16_e64 v4, src_shared_base
v_floor_f16_e64 v4, -|v6| mul:4
v_floor_f16_e64 v4, vcc_lo
v_floor_f16_e64 v4, m0
v_floor_f16_e64 v4, exec_lo
v_floor_f16_e64 v4, 0.5
v_floor_f16_e64 v4, -1.0
v_floor_f16_e64 v4, 0.15915494
v_floor_f16_e64 v4, src_scc
v_ceil_f16_e64 v4, vcc_lo
v_ceil_f16_e64 v4, m0
v_ceil_f16_e64 v4, exec_lo
v_ceil_f16_e64 v4, 0.5
v_ceil_f16_e64 v4, -1.0
v_ceil_f16_e64 v4, 0.15915494
v_ceil_f16_e64 v4, src_scc
v_ceil_f16_e64 v4, src_shared_base
v_trunc_f16_e64 v4, vcc_lo
v_trunc_f16_e64 v4, m0
v_trunc_f16_e64 v4, exec_lo
v_trunc_f16_e64 v4, 0.5
v_trunc_f16_e64 v4, -1.0
v_trunc_f16_e64 v4, 0.15915494
v_trunc_f16_e64 v4, src_scc
v_trunc_f16_e64 v4, src_shared_base
v_rndne_f16_e64 v4, |v6| clamp mul:2
v_rndne_f16_e64 v4, vcc_lo
v_rndne_f16_e64 v4, m0
v_rndne_f16_e64 v4, exec_lo
v_rndne_f16_e64 v4, 0.5
v_rndne_f16_e64 v4, -1.0
v_rndne_f16_e64 v4, 0.15915494
v_rndne_f16_e64 v4, src_scc
v_fract_f16_e64 v4, vcc_lo
v_fract_f16_e64 v4, m0
v_fract_f16_e64 v4, exec_lo
v_fract_f16_e64 v4, 0.5
v_fract_f16_e64 v4, -1.0
v_fract_f16_e64 v4, 0.15915494
v_fract_f16_e64 v4, src_scc
v_fract_f16_e64 v4, src_shared_base
v_sin_f16_e64 v4, vcc_lo
v_sin_f16_e64 v4, m0
v_sin_f16_e64 v4, exec_lo
v_sin_f16_e64 v4, 0.5
v_sin_f16_e64 v4, -1.0
v_sin_f16_e64 v4, 0.15915494
v_sin_f16_e64 v4, src_scc
v_sin_f16_e64 v4, src_shared_base
v_cos_f16_e64 v4, -|v6| mul:4
v_cos_f16_e64 v4, vcc_lo
v_cos_f16_e64 v4, m0
v_cos_f16_e64 v4, exec_lo
v_cos_f16_e64 v4, 0.5
v_cos_f16_e64 v4, -1.0
v_cos_f16_e64 v4, 0.15915494
v_cos_f16_e64 v4, src_scc
v_exp_legacy_f32_e64 v4, v6 clamp mul:4
v_exp_legacy_f32_e64 v4, vcc_lo
v_exp_legacy_f32_e64 v4, m0
v_exp_legacy_f32_e64 v4, exec_lo
v_exp_legacy_f32_e64 v4, 0.5
v_exp_legacy_f32_e64 v4, -1.0
v_exp_legacy_f32_e64 v4, 0.15915494
v_exp_legacy_f32_e64 v4, src_scc
v_log_legacy_f32_e64 v4, |v6| clamp mul:4
v_log_legacy_f32_e64 v4, vcc_lo
v_log_legacy_f32_e64 v4, m0
v_log_legacy_f32_e64 v4, exec_lo
v_log_legacy_f32_e64 v4, 0.5
v_log_legacy_f32_e64 v4, -1.0
v_log_legacy_f32_e64 v4, 0.15915494
v_log_legacy_f32_e64 v4, src_scc
v_cvt_norm_i16_f16_e64 v4, v6 clamp mul:4
v_cvt_norm_i16_f16_e64 v4, vcc_lo
v_cvt_norm_i16_f16_e64 v4, m0
v_cvt_norm_i16_f16_e64 v4, exec_lo
v_cvt_norm_i16_f16_e64 v4, 0.5
v_cvt_norm_i16_f16_e64 v4, -1.0
v_cvt_norm_i16_f16_e64 v4, 0.15915494
v_cvt_norm_i16_f16_e64 v4, src_scc
v_cvt_norm_u16_f16_e64 v4, vcc_lo
v_cvt_norm_u16_f16_e64 v4, m0
v_cvt_norm_u16_f16_e64 v4, exec_lo
v_cvt_norm_u16_f16_e64 v4, 0.5
v_cvt_norm_u16_f16_e64 v4, -1.0
v_cvt_norm_u16_f16_e64 v4, 0.15915494
v_cvt_norm_u16_f16_e64 v4, src_scc
v_cvt_norm_u16_f16_e64 v4, src_shared_base
v_sat_pk_u8_i16_e64 v4, vcc_lo
v_sat_pk_u8_i16_e64 v4, m0
v_sat_pk_u8_i16_e64 v4, exec_lo
v_sat_pk_u8_i16_e64 v4, 0.5
v_sat_pk_u8_i16_e64 v4, -1.0
v_sat_pk_u8_i16_e64 v4, 0.15915494
v_sat_pk_u8_i16_e64 v4, src_scc
v_sat_pk_u8_i16_e64 v4, src_shared_base
v_cvt_f32_fp8_e64 v4, vcc_lo
v_cvt_f32_fp8_e64 v4, m0
v_cvt_f32_fp8_e64 v4, exec_lo
v_cvt_f32_fp8_e64 v4, 0.5
v_cvt_f32_fp8_e64 v4, -1.0
v_cvt_f32_fp8_e64 v4, 0.15915494
v_cvt_f32_fp8_e64 v4, src_scc
v_cvt_f32_fp8_e64 v4, src_shared_base
v_cvt_f32_bf8_e64 v4, vcc_lo
v_cvt_f32_bf8_e64 v4, m0
v_cvt_f32_bf8_e64 v4, exec_lo
v_cvt_f32_bf8_e64 v4, 0.5
v_cvt_f32_bf8_e64 v4, -1.0
v_cvt_f32_bf8_e64 v4, 0.15915494
v_cvt_f32_bf8_e64 v4, src_scc
v_cvt_f32_bf8_e64 v4, src_shared_base
v_cvt_pk_f32_fp8_e64 v[4:5], v6 clamp mul:2
v_cvt_pk_f32_fp8_e64 v[4:5], vcc_lo
v_cvt_pk_f32_fp8_e64 v[4:5], m0
v_cvt_pk_f32_fp8_e64 v[4:5], exec_lo
v_cvt_pk_f32_fp8_e64 v[4:5], 0.5
v_cvt_pk_f32_fp8_e64 v[4:5], -1.0
v_cvt_pk_f32_fp8_e64 v[4:5], 0.15915494
v_cvt_pk_f32_fp8_e64 v[4:5], src_scc
v_cvt_pk_f32_bf8_e64 v[4:5], vcc_lo
v_cvt_pk_f32_bf8_e64 v[4:5], m0
v_cvt_pk_f32_bf8_e64 v[4:5], exec_lo
v_cvt_pk_f32_bf8_e64 v[4:5], 0.5
v_cvt_pk_f32_bf8_e64 v[4:5], -1.0
v_cvt_pk_f32_bf8_e64 v[4:5], 0.15915494
v_cvt_pk_f32_bf8_e64 v[4:5], src_scc
v_cvt_pk_f32_bf8_e64 v[4:5], src_shared_base
v_prng_b32_e64 v4, vcc_lo
v_prng_b32_e64 v4, m0
v_prng_b32_e64 v4, exec_lo
v_prng_b32_e64 v4, 0.5
v_prng_b32_e64 v4, -1.0
v_prng_b32_e64 v4, 0.15915494
v_prng_b32_e64 v4, src_scc
v_prng_b32_e64 v4, src_shared_base
v_permlane16_swap_b32_e64 v4, v6
v_permlane16_swap_b32_e64 v4, v6 fi:1
v_permlane16_swap_b32_e64 v4, v6 bound_ctrl:1
v_permlane32_swap_b32_e64 v4, v6
v_permlane32_swap_b32_e64 v4, v6 fi:1
v_permlane32_swap_b32_e64 v4, v6 bound_ctrl:1
v_cvt_f32_bf16_e64 v4, vcc_lo
v_cvt_f32_bf16_e64 v4, m0
v_cvt_f32_bf16_e64 v4, exec_lo
v_cvt_f32_bf16_e64 v4, 0.5
v_cvt_f32_bf16_e64 v4, -1.0
v_cvt_f32_bf16_e64 v4, 0.15915494
v_cvt_f32_bf16_e64 v4, src_scc
v_cvt_f32_bf16_e64 v4, src_shared_base
v_mad_i32_i24 v4, vcc_lo, v8, v10
v_mad_i32_i24 v4, m0, v8, v10
v_mad_i32_i24 v4, exec_lo, v8, v10
v_mad_i32_i24 v4, 0.5, v8, v10
v_mad_i32_i24 v4, -1.0, v8, v10
v_mad_i32_i24 v4, 0.15915494, v8, v10
v_mad_i32_i24 v4, src_scc, v8, v10
v_mad_i32_i24 v4, src_shared_base, v8, v10
v_mad_u32_u24 v4, vcc_lo, v8, v10
v_mad_u32_u24 v4, m0, v8, v10
v_mad_u32_u24 v4, exec_lo, v8, v10
v_mad_u32_u24 v4, 0.5, v8, v10
v_mad_u32_u24 v4, -1.0, v8, v10
v_mad_u32_u24 v4, 0.15915494, v8, v10
v_mad_u32_u24 v4, src_scc, v8, v10
v_mad_u32_u24 v4, src_shared_base, v8, v10
v_cubeid_f32 v4, -|v6|, -|v8|, -v10 clamp div:2
v_cubeid_f32 v4, |v6|, v8, |v10| mul:2
v_cubeid_f32 v4, vcc_lo, v8, v10
v_cubeid_f32 v4, m0, v8, v10
v_cubeid_f32 v4, exec_lo, v8, v10
v_cubeid_f32 v4, 0.5, v8, v10
v_cubeid_f32 v4, -1.0, v8, v10
v_cubeid_f32 v4, 0.15915494, v8, v10
v_cubesc_f32 v4, v6, v8, |v10| clamp mul:4
v_cubesc_f32 v4, v6, -|v8|, v10 mul:2
v_cubesc_f32 v4, -|v6|, -v8, -v10 div:2
v_cubesc_f32 v4, vcc_lo, v8, v10
v_cubesc_f32 v4, m0, v8, v10
v_cubesc_f32 v4, exec_lo, v8, v10
v_cubesc_f32 v4, 0.5, v8, v10
v_cubesc_f32 v4, -1.0, v8, v10
v_cubetc_f32 v4, -|v6|, -v8, v10 clamp mul:4
v_cubetc_f32 v4, v6, |v8|, -v10 mul:2
v_cubetc_f32 v4, vcc_lo, v8, v10
v_cubetc_f32 v4, m0, v8, v10
v_cubetc_f32 v4, exec_lo, v8, v10
v_cubetc_f32 v4, 0.5, v8, v10
v_cubetc_f32 v4, -1.0, v8, v10
v_cubetc_f32 v4, 0.15915494, v8, v10
v_cubema_f32 v4, v6, |v8|, |v10| clamp mul:4
v_cubema_f32 v4, |v6|, v8, -|v10| clamp mul:2
v_cubema_f32 v4, vcc_lo, v8, v10
v_cubema_f32 v4, m0, v8, v10
v_cubema_f32 v4, exec_lo, v8, v10
v_cubema_f32 v4, 0.5, v8, v10
v_cubema_f32 v4, -1.0, v8, v10
v_cubema_f32 v4, 0.15915494, v8, v10
v_bfe_u32 v4, vcc_lo, v8, v10
v_bfe_u32 v4, m0, v8, v10
v_bfe_u32 v4, exec_lo, v8, v10
v_bfe_u32 v4, 0.5, v8, v10
v_bfe_u32 v4, -1.0, v8, v10
v_bfe_u32 v4, 0.15915494, v8, v10
v_bfe_u32 v4, src_scc, v8, v10
v_bfe_u32 v4, src_shared_base, v8, v10
v_bfe_i32 v4, vcc_lo, v8, v10
v_bfe_i32 v4, m0, v8, v10
v_bfe_i32 v4, exec_lo, v8, v10
v_bfe_i32 v4, 0.5, v8, v10
v_bfe_i32 v4, -1.0, v8, v10
v_bfe_i32 v4, 0.15915494, v8, v10
v_bfe_i32 v4, src_scc, v8, v10
v_bfe_i32 v4, src_shared_base, v8, v10
v_bfi_b32 v4, vcc_lo, v8, v10
v_bfi_b32 v4, m0, v8, v10
v_bfi_b32 v4, exec_lo, v8, v10
v_bfi_b32 v4, 0.5, v8, v10
v_bfi_b32 v4, -1.0, v8, v10
v_bfi_b32 v4, 0.15915494, v8, v10
v_bfi_b32 v4, src_scc, v8, v10
v_bfi_b32 v4, src_shared_base, v8, v10
v_fma_f32 v4, -|v6|, -|v8|, -v10 clamp mul:2
v_fma_f32 v4, -|v6|, -v8, |v10| clamp mul:4
v_fma_f32 v4, vcc_lo, v8, v10
v_fma_f32 v4, m0, v8, v10
v_fma_f32 v4, exec_lo, v8, v10
v_fma_f32 v4, 0.5, v8, v10
v_fma_f32 v4, -1.0, v8, v10
v_fma_f32 v4, 0.15915494, v8, v10
v_fma_f64 v[4:5], -|v[6:7]|, |v[8:9]|, -v[10:11] clamp mul:2
v_fma_f64 v[4:5], v[6:7], v[8:9], -|v[10:11]| mul:4
v_fma_f64 v[4:5], vcc, v[8:9], v[10:11]
v_fma_f64 v[4:5], exec, v[8:9], v[10:11]
v_fma_f64 v[4:5], 0.5, v[8:9], v[10:11]
v_fma_f64 v[4:5], -1.0, v[8:9], v[10:11]
v_fma_f64 v[4:5], 0.15915494309189532, v[8:9], v[10:11]
v_fma_f64 v[4:5], src_scc, v[8:9], v[10:11]
v_lerp_u8 v4, vcc_lo, v8, v10
v_lerp_u8 v4, m0, v8, v10
v_lerp_u8 v4, exec_lo, v8, v10
v_lerp_u8 v4, 0.5, v8, v10
v_lerp_u8 v4, -1.0, v8, v10
v_lerp_u8 v4, 0.15915494, v8, v10
v_lerp_u8 v4, src_scc, v8, v10
v_lerp_u8 v4, src_shared_base, v8, v10
v_alignbit_b32 v4, vcc_lo, v8, v10
v_alignbit_b32 v4, m0, v8, v10
v_alignbit_b32 v4, exec_lo, v8, v10
v_alignbit_b32 v4, 0.5, v8, v10
v_alignbit_b32 v4, -1.0, v8, v10
v_alignbit_b32 v4, 0.15915494, v8, v10
v_alignbit_b32 v4, src_scc, v8, v10
v_alignbit_b32 v4, src_shared_base, v8, v10
v_alignbyte_b32 v4, v6, v8, v10 op_sel:[1,0,0,0] clamp
v_alignbyte_b32 v4, vcc_lo, v8, v10
v_alignbyte_b32 v4, m0, v8, v10
v_alignbyte_b32 v4, exec_lo, v8, v10
v_alignbyte_b32 v4, 0.5, v8, v10
v_alignbyte_b32 v4, -1.0, v8, v10
v_alignbyte_b32 v4, 0.15915494, v8, v10
v_alignbyte_b32 v4, src_scc, v8, v10
v_min3_f32 v4, -v6, |v8|, -|v10| clamp mul:2
v_min3_f32 v4, |v6|, v8, |v10| div:2
v_min3_f32 v4, vcc_lo, v8, v10
v_min3_f32 v4, m0, v8, v10
v_min3_f32 v4, exec_lo, v8, v10
v_min3_f32 v4, 0.5, v8, v10
v_min3_f32 v4, -1.0, v8, v10
v_min3_f32 v4, 0.15915494, v8, v10
v_min3_i32 v4, vcc_lo, v8, v10
v_min3_i32 v4, m0, v8, v10
v_min3_i32 v4, exec_lo, v8, v10
v_min3_i32 v4, 0.5, v8, v10
v_min3_i32 v4, -1.0, v8, v10
v_min3_i32 v4, 0.15915494, v8, v10
v_min3_i32 v4, src_scc, v8, v10
v_min3_i32 v4, src_shared_base, v8, v10
v_min3_u32 v4, vcc_lo, v8, v10
v_min3_u32 v4, m0, v8, v10
v_min3_u32 v4, exec_lo, v8, v10
v_min3_u32 v4, 0.5, v8, v10
v_min3_u32 v4, -1.0, v8, v10
v_min3_u32 v4, 0.15915494, v8, v10
v_min3_u32 v4, src_scc, v8, v10
v_min3_u32 v4, src_shared_base, v8, v10
v_max3_f32 v4, v6, |v8|, |v10| clamp div:2
v_max3_f32 v4, |v6|, v8, -v10 mul:4
v_max3_f32 v4, vcc_lo, v8, v10
v_max3_f32 v4, m0, v8, v10
v_max3_f32 v4, exec_lo, v8, v10
v_max3_f32 v4, 0.5, v8, v10
v_max3_f32 v4, -1.0, v8, v10
v_max3_f32 v4, 0.15915494, v8, v10
v_max3_i32 v4, vcc_lo, v8, v10
v_max3_i32 v4, m0, v8, v10
v_max3_i32 v4, exec_lo, v8, v10
v_max3_i32 v4, 0.5, v8, v10
v_max3_i32 v4, -1.0, v8, v10
v_max3_i32 v4, 0.15915494, v8, v10
v_max3_i32 v4, src_scc, v8, v10
v_max3_i32 v4, src_shared_base, v8, v10
v_max3_u32 v4, vcc_lo, v8, v10
v_max3_u32 v4, m0, v8, v10
v_max3_u32 v4, exec_lo, v8, v10
v_max3_u32 v4, 0.5, v8, v10
v_max3_u32 v4, -1.0, v8, v10
v_max3_u32 v4, 0.15915494, v8, v10
v_max3_u32 v4, src_scc, v8, v10
v_max3_u32 v4, src_shared_base, v8, v10
v_med3_f32 v4, v6, -|v8|, -|v10| clamp div:2
v_med3_f32 v4, vcc_lo, v8, v10
v_med3_f32 v4, m0, v8, v10
v_med3_f32 v4, exec_lo, v8, v10
v_med3_f32 v4, 0.5, v8, v10
v_med3_f32 v4, -1.0, v8, v10
v_med3_f32 v4, 0.15915494, v8, v10
v_med3_f32 v4, src_scc, v8, v10
v_med3_i32 v4, vcc_lo, v8, v10
v_med3_i32 v4, m0, v8, v10
v_med3_i32 v4, exec_lo, v8, v10
v_med3_i32 v4, 0.5, v8, v10
v_med3_i32 v4, -1.0, v8, v10
v_med3_i32 v4, 0.15915494, v8, v10
v_med3_i32 v4, src_scc, v8, v10
v_med3_i32 v4, src_shared_base, v8, v10
v_med3_u32 v4, vcc_lo, v8, v10
v_med3_u32 v4, m0, v8, v10
v_med3_u32 v4, exec_lo, v8, v10
v_med3_u32 v4, 0.5, v8, v10
v_med3_u32 v4, -1.0, v8, v10
v_med3_u32 v4, 0.15915494, v8, v10
v_med3_u32 v4, src_scc, v8, v10
v_med3_u32 v4, src_shared_base, v8, v10
v_sad_u8 v4, vcc_lo, v8, v10
v_sad_u8 v4, m0, v8, v10
v_sad_u8 v4, exec_lo, v8, v10
v_sad_u8 v4, 0.5, v8, v10
v_sad_u8 v4, -1.0, v8, v10
v_sad_u8 v4, 0.15915494, v8, v10
v_sad_u8 v4, src_scc, v8, v10
v_sad_u8 v4, src_shared_base, v8, v10
v_sad_hi_u8 v4, vcc_lo, v8, v10
v_sad_hi_u8 v4, m0, v8, v10
v_sad_hi_u8 v4, exec_lo, v8, v10
v_sad_hi_u8 v4, 0.5, v8, v10
v_sad_hi_u8 v4, -1.0, v8, v10
v_sad_hi_u8 v4, 0.15915494, v8, v10
v_sad_hi_u8 v4, src_scc, v8, v10
v_sad_hi_u8 v4, src_shared_base, v8, v10
v_sad_u16 v4, vcc_lo, v8, v10
v_sad_u16 v4, m0, v8, v10
v_sad_u16 v4, exec_lo, v8, v10
v_sad_u16 v4, 0.5, v8, v10
v_sad_u16 v4, -1.0, v8, v10
v_sad_u16 v4, 0.15915494, v8, v10
v_sad_u16 v4, src_scc, v8, v10
v_sad_u16 v4, src_shared_base, v8, v10
v_sad_u32 v4, vcc_lo, v8, v10
v_sad_u32 v4, m0, v8, v10
v_sad_u32 v4, exec_lo, v8, v10
v_sad_u32 v4, 0.5, v8, v10
v_sad_u32 v4, -1.0, v8, v10
v_sad_u32 v4, 0.15915494, v8, v10
v_sad_u32 v4, src_scc, v8, v10
v_sad_u32 v4, src_shared_base, v8, v10
v_cvt_pk_u8_f32 v4, vcc_lo, v8, v10
v_cvt_pk_u8_f32 v4, m0, v8, v10
v_cvt_pk_u8_f32 v4, exec_lo, v8, v10
v_cvt_pk_u8_f32 v4, 0.5, v8, v10
v_cvt_pk_u8_f32 v4, -1.0, v8, v10
v_cvt_pk_u8_f32 v4, 0.15915494, v8, v10
v_cvt_pk_u8_f32 v4, src_scc, v8, v10
v_cvt_pk_u8_f32 v4, src_shared_base, v8, v10
v_div_fixup_f32 v4, -|v6|, |v8|, |v10| clamp div:2
v_div_fixup_f32 v4, vcc_lo, v8, v10
v_div_fixup_f32 v4, m0, v8, v10
v_div_fixup_f32 v4, exec_lo, v8, v10
v_div_fixup_f32 v4, 0.5, v8, v10
v_div_fixup_f32 v4, -1.0, v8, v10
v_div_fixup_f32 v4, 0.15915494, v8, v10
v_div_fixup_f32 v4, src_scc, v8, v10
v_div_fixup_f64 v[4:5], v[6:7], |v[8:9]|, |v[10:11]| clamp mul:4
v_div_fixup_f64 v[4:5], |v[6:7]|, -|v[8:9]|, -v[10:11] mul:2
v_div_fixup_f64 v[4:5], vcc, v[8:9], v[10:11]
v_div_fixup_f64 v[4:5], exec, v[8:9], v[10:11]
v_div_fixup_f64 v[4:5], 0.5, v[8:9], v[10:11]
v_div_fixup_f64 v[4:5], -1.0, v[8:9], v[10:11]
v_div_fixup_f64 v[4:5], 0.15915494309189532, v[8:9], v[10:11]
v_div_fixup_f64 v[4:5], src_scc, v[8:9], v[10:11]
v_div_scale_f32 v4, s[48:49], -v6, v8, v10 clamp mul:2
v_div_scale_f32 v4, s[0:1], vcc_lo, v8, v10
v_div_scale_f32 v4, s[0:1], m0, v8, v10
v_div_scale_f32 v4, s[0:1], exec_lo, v8, v10
v_div_scale_f32 v4, s[0:1], 0.5, v8, v10
v_div_scale_f32 v4, s[0:1], -1.0, v8, v10
v_div_scale_f32 v4, s[0:1], 0.15915494, v8, v10
v_div_scale_f32 v4, s[0:1], src_scc, v8, v10
v_div_scale_f64 v[4:5], s[0:1], v[6:7], -v[8:9], v[10:11] clamp mul:4
v_div_scale_f64 v[4:5], s[0:1], vcc, v[8:9], v[10:11]
v_div_scale_f64 v[4:5], s[0:1], exec, v[8:9], v[10:11]
v_div_scale_f64 v[4:5], s[0:1], 0.5, v[8:9], v[10:11]
v_div_scale_f64 v[4:5], s[0:1], -1.0, v[8:9], v[10:11]
v_div_scale_f64 v[4:5], s[0:1], 0.15915494309189532, v[8:9], v[10:11]
v_div_scale_f64 v[4:5], s[0:1], src_scc, v[8:9], v[10:11]
v_div_scale_f64 v[4:5], s[0:1], src_shared_base, v[8:9], v[10:11]
v_div_fmas_f32 v4, v6, |v8|, |v10| clamp mul:4
v_div_fmas_f32 v4, |v6|, -v8, -|v10| div:2
v_div_fmas_f32 v4, 0.5, v8, v10
v_div_fmas_f32 v4, -1.0, v8, v10
v_div_fmas_f32 v4, 0.15915494, v8, v10
v_div_fmas_f32 v4, v6, v8, v10 mul:2
v_div_fmas_f32 v4, v6, v8, v10
v_div_fmas_f32 v4, 0, v8, v10
v_div_fmas_f64 v[4:5], -|v[6:7]|, -|v[8:9]|, v[10:11] clamp mul:4
v_div_fmas_f64 v[4:5], -v[6:7], v[8:9], |v[10:11]| clamp div:2
v_div_fmas_f64 v[4:5], vcc, v[8:9], v[10:11]
v_div_fmas_f64 v[4:5], 0.5, v[8:9], v[10:11]
v_div_fmas_f64 v[4:5], -1.0, v[8:9], v[10:11]
v_div_fmas_f64 v[4:5], 0.15915494309189532, v[8:9], v[10:11]
v_div_fmas_f64 v[4:5], v[6:7], v[8:9], v[10:11] mul:2
v_div_fmas_f64 v[4:5], v[6:7], v[8:9], v[10:11]
v_msad_u8 v4, vcc_lo, v8, v10
v_msad_u8 v4, m0, v8, v10
v_msad_u8 v4, exec_lo, v8, v10
v_msad_u8 v4, 0.5, v8, v10
v_msad_u8 v4, -1.0, v8, v10
v_msad_u8 v4, 0.15915494, v8, v10
v_msad_u8 v4, src_scc, v8, v10
v_msad_u8 v4, src_shared_base, v8, v10
v_qsad_pk_u16_u8 v[4:5], vcc, v8, v[10:11]
v_qsad_pk_u16_u8 v[4:5], exec, v8, v[10:11]
v_qsad_pk_u16_u8 v[4:5], 0.5, v8, v[10:11]
v_qsad_pk_u16_u8 v[4:5], -1.0, v8, v[10:11]
v_qsad_pk_u16_u8 v[4:5], 0.15915494309189532, v8, v[10:11]
v_qsad_pk_u16_u8 v[4:5], src_scc, v8, v[10:11]
v_qsad_pk_u16_u8 v[4:5], src_shared_base, v8, v[10:11]
v_qsad_pk_u16_u8 v[4:5], ttmp[0:1], v8, v[10:11]
v_mqsad_pk_u16_u8 v[4:5], vcc, v8, v[10:11]
v_mqsad_pk_u16_u8 v[4:5], exec, v8, v[10:11]
v_mqsad_pk_u16_u8 v[4:5], 0.5, v8, v[10:11]
v_mqsad_pk_u16_u8 v[4:5], -1.0, v8, v[10:11]
v_mqsad_pk_u16_u8 v[4:5], 0.15915494309189532, v8, v[10:11]
v_mqsad_pk_u16_u8 v[4:5], src_scc, v8, v[10:11]
v_mqsad_pk_u16_u8 v[4:5], src_shared_base, v8, v[10:11]
v_mqsad_pk_u16_u8 v[4:5], ttmp[0:1], v8, v[10:11]
v_mqsad_u32_u8 v[4:7], vcc, v8, v[10:13]
v_mqsad_u32_u8 v[4:7], exec, v8, v[10:13]
v_mqsad_u32_u8 v[4:7], 0.5, v8, v[10:13]
v_mqsad_u32_u8 v[4:7], -1.0, v8, v[10:13]
v_mqsad_u32_u8 v[4:7], 0.15915494309189532, v8, v[10:13]
v_mqsad_u32_u8 v[4:7], src_scc, v8, v[10:13]
v_mqsad_u32_u8 v[4:7], src_shared_base, v8, v[10:13]
v_mqsad_u32_u8 v[4:7], ttmp[0:1], v8, v[10:13]
v_mad_u64_u32 v[4:5], s[0:1], vcc_lo, v8, v[10:11]
v_mad_u64_u32 v[4:5], s[0:1], m0, v8, v[10:11]
v_mad_u64_u32 v[4:5], s[0:1], exec_lo, v8, v[10:11]
v_mad_u64_u32 v[4:5], s[0:1], 0.5, v8, v[10:11]
v_mad_u64_u32 v[4:5], s[0:1], -1.0, v8, v[10:11]
v_mad_u64_u32 v[4:5], s[0:1], 0.15915494, v8, v[10:11]
v_mad_u64_u32 v[4:5], s[0:1], src_scc, v8, v[10:11]
v_mad_u64_u32 v[4:5], s[0:1], src_shared_base, v8, v[10:11]
v_mad_i64_i32 v[4:5], s[0:1], vcc_lo, v8, v[10:11]
v_mad_i64_i32 v[4:5], s[0:1], m0, v8, v[10:11]
v_mad_i64_i32 v[4:5], s[0:1], exec_lo, v8, v[10:11]
v_mad_i64_i32 v[4:5], s[0:1], 0.5, v8, v[10:11]
v_mad_i64_i32 v[4:5], s[0:1], -1.0, v8, v[10:11]
v_mad_i64_i32 v[4:5], s[0:1], 0.15915494, v8, v[10:11]
v_mad_i64_i32 v[4:5], s[0:1], src_scc, v8, v[10:11]
v_mad_i64_i32 v[4:5], s[0:1], src_shared_base, v8, v[10:11]
v_mad_legacy_f16 v4, |v6|, v8, |v10| mul:4
v_mad_legacy_f16 v4, v6, -|v8|, -v10 clamp mul:2
v_mad_legacy_f16 v4, vcc_lo, v8, v10
v_mad_legacy_f16 v4, m0, v8, v10
v_mad_legacy_f16 v4, exec_lo, v8, v10
v_mad_legacy_f16 v4, 0.5, v8, v10
v_mad_legacy_f16 v4, -1.0, v8, v10
v_mad_legacy_f16 v4, 0.15915494, v8, v10
v_mad_legacy_u16 v4, vcc_lo, v8, v10
v_mad_legacy_u16 v4, m0, v8, v10
v_mad_legacy_u16 v4, exec_lo, v8, v10
v_mad_legacy_u16 v4, src_scc, v8, v10
v_mad_legacy_u16 v4, src_shared_base, v8, v10
v_mad_legacy_u16 v4, ttmp0, v8, v10
v_mad_legacy_u16 v4, v6, v8, v10 clamp
v_mad_legacy_u16 v4, v6, v8, v10
v_mad_legacy_i16 v4, vcc_lo, v8, v10
v_mad_legacy_i16 v4, m0, v8, v10
v_mad_legacy_i16 v4, exec_lo, v8, v10
v_mad_legacy_i16 v4, src_scc, v8, v10
v_mad_legacy_i16 v4, src_shared_base, v8, v10
v_mad_legacy_i16 v4, ttmp0, v8, v10
v_mad_legacy_i16 v4, v6, v8, v10 clamp
v_mad_legacy_i16 v4, v6, v8, v10
v_perm_b32 v4, vcc_lo, v8, v10
v_perm_b32 v4, m0, v8, v10
v_perm_b32 v4, exec_lo, v8, v10
v_perm_b32 v4, 0.5, v8, v10
v_perm_b32 v4, -1.0, v8, v10
v_perm_b32 v4, 0.15915494, v8, v10
v_perm_b32 v4, src_scc, v8, v10
v_perm_b32 v4, src_shared_base, v8, v10
v_fma_legacy_f16 v4, |v6|, |v8|, -|v10| mul:4
v_fma_legacy_f16 v4, vcc_lo, v8, v10
v_fma_legacy_f16 v4, m0, v8, v10
v_fma_legacy_f16 v4, exec_lo, v8, v10
v_fma_legacy_f16 v4, 0.5, v8, v10
v_fma_legacy_f16 v4, -1.0, v8, v10
v_fma_legacy_f16 v4, 0.15915494, v8, v10
v_fma_legacy_f16 v4, src_scc, v8, v10
v_div_fixup_legacy_f16 v4, |v6|, |v8|, |v10| clamp mul:2
v_div_fixup_legacy_f16 v4, vcc_lo, v8, v10
v_div_fixup_legacy_f16 v4, m0, v8, v10
v_div_fixup_legacy_f16 v4, exec_lo, v8, v10
v_div_fixup_legacy_f16 v4, 0.5, v8, v10
v_div_fixup_legacy_f16 v4, -1.0, v8, v10
v_div_fixup_legacy_f16 v4, 0.15915494, v8, v10
v_div_fixup_legacy_f16 v4, src_scc, v8, v10
v_cvt_pkaccum_u8_f32 v4, vcc_lo, v8
v_cvt_pkaccum_u8_f32 v4, m0, v8
v_cvt_pkaccum_u8_f32 v4, exec_lo, v8
v_cvt_pkaccum_u8_f32 v4, 0.5, v8
v_cvt_pkaccum_u8_f32 v4, -1.0, v8
v_cvt_pkaccum_u8_f32 v4, 0.15915494, v8
v_cvt_pkaccum_u8_f32 v4, src_scc, v8
v_cvt_pkaccum_u8_f32 v4, src_shared_base, v8
v_mad_u32_u16 v4, vcc_lo, v8, v10
v_mad_u32_u16 v4, m0, v8, v10
v_mad_u32_u16 v4, exec_lo, v8, v10
v_mad_u32_u16 v4, src_scc, v8, v10
v_mad_u32_u16 v4, src_shared_base, v8, v10
v_mad_u32_u16 v4, ttmp0, v8, v10
v_mad_u32_u16 v4, v6, v8, 0.5
v_mad_u32_u16 v4, v6, v8, -1.0
v_mad_i32_i16 v4, vcc_lo, v8, v10
v_mad_i32_i16 v4, m0, v8, v10
v_mad_i32_i16 v4, exec_lo, v8, v10
v_mad_i32_i16 v4, src_scc, v8, v10
v_mad_i32_i16 v4, src_shared_base, v8, v10
v_mad_i32_i16 v4, ttmp0, v8, v10
v_mad_i32_i16 v4, v6, v8, 0.5
v_mad_i32_i16 v4, v6, v8, -1.0
v_xad_u32 v4, vcc_lo, v8, v10
v_xad_u32 v4, m0, v8, v10
v_xad_u32 v4, exec_lo, v8, v10
v_xad_u32 v4, 0.5, v8, v10
v_xad_u32 v4, -1.0, v8, v10
v_xad_u32 v4, 0.15915494, v8, v10
v_xad_u32 v4, src_scc, v8, v10
v_xad_u32 v4, src_shared_base, v8, v10
v_min3_f16 v4, -v6, |v8|, v10 op_sel:[1,0,0,0] clamp mul:2
v_min3_f16 v4, -v6, v8, |v10| op_sel:[0,1,1,1] mul:4
v_min3_f16 v4, vcc_lo, v8, v10
v_min3_f16 v4, m0, v8, v10
v_min3_f16 v4, exec_lo, v8, v10
v_min3_f16 v4, 0.5, v8, v10
v_min3_f16 v4, -1.0, v8, v10
v_min3_f16 v4, 0.15915494, v8, v10
v_min3_i16 v4, vcc_lo, v8, v10
v_min3_i16 v4, m0, v8, v10
v_min3_i16 v4, exec_lo, v8, v10
v_min3_i16 v4, src_scc, v8, v10
v_min3_i16 v4, src_shared_base, v8, v10
v_min3_i16 v4, ttmp0, v8, v10
v_min3_i16 v4, v6, v8, v10 op_sel:[1,0,0,0]
v_min3_i16 v4, v6, v8, v10 clamp
v_min3_u16 v4, vcc_lo, v8, v10
v_min3_u16 v4, m0, v8, v10
v_min3_u16 v4, exec_lo, v8, v10
v_min3_u16 v4, src_scc, v8, v10
v_min3_u16 v4, src_shared_base, v8, v10
v_min3_u16 v4, ttmp0, v8, v10
v_min3_u16 v4, v6, v8, v10 op_sel:[1,0,0,0]
v_min3_u16 v4, v6, v8, v10 clamp
v_max3_f16 v4, -|v6|, |v8|, v10 op_sel:[1,1,1,0] div:2
v_max3_f16 v4, vcc_lo, v8, v10
v_max3_f16 v4, m0, v8, v10
v_max3_f16 v4, exec_lo, v8, v10
v_max3_f16 v4, 0.5, v8, v10
v_max3_f16 v4, -1.0, v8, v10
v_max3_f16 v4, 0.15915494, v8, v10
v_max3_f16 v4, src_scc, v8, v10
v_max3_i16 v4, vcc_lo, v8, v10
v_max3_i16 v4, m0, v8, v10
v_max3_i16 v4, exec_lo, v8, v10
v_max3_i16 v4, src_scc, v8, v10
v_max3_i16 v4, src_shared_base, v8, v10
v_max3_i16 v4, ttmp0, v8, v10
v_max3_i16 v4, v6, v8, v10 op_sel:[1,0,0,0]
v_max3_i16 v4, v6, v8, v10 clamp
v_max3_u16 v4, vcc_lo, v8, v10
v_max3_u16 v4, m0, v8, v10
v_max3_u16 v4, exec_lo, v8, v10
v_max3_u16 v4, src_scc, v8, v10
v_max3_u16 v4, src_shared_base, v8, v10
v_max3_u16 v4, ttmp0, v8, v10
v_max3_u16 v4, v6, v8, v10 op_sel:[1,0,0,0]
v_max3_u16 v4, v6, v8, v10 clamp
v_med3_f16 v4, |v6|, -|v8|, |v10| op_sel:[1,0,1,0] clamp mul:2
v_med3_f16 v4, vcc_lo, v8, v10
v_med3_f16 v4, m0, v8, v10
v_med3_f16 v4, exec_lo, v8, v10
v_med3_f16 v4, 0.5, v8, v10
v_med3_f16 v4, -1.0, v8, v10
v_med3_f16 v4, 0.15915494, v8, v10
v_med3_f16 v4, src_scc, v8, v10
v_med3_i16 v4, vcc_lo, v8, v10
v_med3_i16 v4, m0, v8, v10
v_med3_i16 v4, exec_lo, v8, v10
v_med3_i16 v4, src_scc, v8, v10
v_med3_i16 v4, src_shared_base, v8, v10
v_med3_i16 v4, ttmp0, v8, v10
v_med3_i16 v4, v6, v8, v10 op_sel:[1,0,0,0]
v_med3_i16 v4, v6, v8, v10 clamp
v_med3_u16 v4, vcc_lo, v8, v10
v_med3_u16 v4, m0, v8, v10
v_med3_u16 v4, exec_lo, v8, v10
v_med3_u16 v4, src_scc, v8, v10
v_med3_u16 v4, src_shared_base, v8, v10
v_med3_u16 v4, ttmp0, v8, v10
v_med3_u16 v4, v6, v8, v10 op_sel:[1,0,0,0]
v_med3_u16 v4, v6, v8, v10 clamp
v_lshl_add_u32 v4, vcc_lo, v8, v10
v_lshl_add_u32 v4, m0, v8, v10
v_lshl_add_u32 v4, exec_lo, v8, v10
v_lshl_add_u32 v4, 0.5, v8, v10
v_lshl_add_u32 v4, -1.0, v8, v10
v_lshl_add_u32 v4, 0.15915494, v8, v10
v_lshl_add_u32 v4, src_scc, v8, v10
v_lshl_add_u32 v4, src_shared_base, v8, v10
v_add_lshl_u32 v4, vcc_lo, v8, v10
v_add_lshl_u32 v4, m0, v8, v10
v_add_lshl_u32 v4, exec_lo, v8, v10
v_add_lshl_u32 v4, 0.5, v8, v10
v_add_lshl_u32 v4, -1.0, v8, v10
v_add_lshl_u32 v4, 0.15915494, v8, v10
v_add_lshl_u32 v4, src_scc, v8, v10
v_add_lshl_u32 v4, src_shared_base, v8, v10
v_add3_u32 v4, vcc_lo, v8, v10
v_add3_u32 v4, m0, v8, v10
v_add3_u32 v4, exec_lo, v8, v10
v_add3_u32 v4, 0.5, v8, v10
v_add3_u32 v4, -1.0, v8, v10
v_add3_u32 v4, 0.15915494, v8, v10
v_add3_u32 v4, src_scc, v8, v10
v_add3_u32 v4, src_shared_base, v8, v10
v_lshl_or_b32 v4, vcc_lo, v8, v10
v_lshl_or_b32 v4, m0, v8, v10
v_lshl_or_b32 v4, exec_lo, v8, v10
v_lshl_or_b32 v4, 0.5, v8, v10
v_lshl_or_b32 v4, -1.0, v8, v10
v_lshl_or_b32 v4, 0.15915494, v8, v10
v_lshl_or_b32 v4, src_scc, v8, v10
v_lshl_or_b32 v4, src_shared_base, v8, v10
v_and_or_b32 v4, vcc_lo, v8, v10
v_and_or_b32 v4, m0, v8, v10
v_and_or_b32 v4, exec_lo, v8, v10
v_and_or_b32 v4, 0.5, v8, v10
v_and_or_b32 v4, -1.0, v8, v10
v_and_or_b32 v4, 0.15915494, v8, v10
v_and_or_b32 v4, src_scc, v8, v10
v_and_or_b32 v4, src_shared_base, v8, v10
v_or3_b32 v4, vcc_lo, v8, v10
v_or3_b32 v4, m0, v8, v10
v_or3_b32 v4, exec_lo, v8, v10
v_or3_b32 v4, 0.5, v8, v10
v_or3_b32 v4, -1.0, v8, v10
v_or3_b32 v4, 0.15915494, v8, v10
v_or3_b32 v4, src_scc, v8, v10
v_or3_b32 v4, src_shared_base, v8, v10
v_mad_f16 v4, |v6|, |v8|, |v10| op_sel:[0,1,1,0] div:2
v_mad_f16 v4, v6, v8, |v10| op_sel:[0,0,1,0] clamp mul:4
v_mad_f16 v4, vcc_lo, v8, v10
v_mad_f16 v4, m0, v8, v10
v_mad_f16 v4, exec_lo, v8, v10
v_mad_f16 v4, 0.5, v8, v10
v_mad_f16 v4, -1.0, v8, v10
v_mad_f16 v4, 0.15915494, v8, v10
v_mad_u16 v4, vcc_lo, v8, v10
v_mad_u16 v4, m0, v8, v10
v_mad_u16 v4, exec_lo, v8, v10
v_mad_u16 v4, src_scc, v8, v10
v_mad_u16 v4, src_shared_base, v8, v10
v_mad_u16 v4, ttmp0, v8, v10
v_mad_u16 v4, v6, v8, v10 op_sel:[1,0,0,0]
v_mad_u16 v4, v6, v8, v10 clamp
v_mad_i16 v4, vcc_lo, v8, v10
v_mad_i16 v4, m0, v8, v10
v_mad_i16 v4, exec_lo, v8, v10
v_mad_i16 v4, src_scc, v8, v10
v_mad_i16 v4, src_shared_base, v8, v10
v_mad_i16 v4, ttmp0, v8, v10
v_mad_i16 v4, v6, v8, v10 op_sel:[1,0,0,0]
v_mad_i16 v4, v6, v8, v10 clamp
v_fma_f16 v4, |v6|, -|v8|, |v10| op_sel:[0,0,1,0] mul:4
v_fma_f16 v4, v6, v8, |v10| op_sel:[1,0,0,0] clamp div:2
v_fma_f16 v4, vcc_lo, v8, v10
v_fma_f16 v4, m0, v8, v10
v_fma_f16 v4, exec_lo, v8, v10
v_fma_f16 v4, 0.5, v8, v10
v_fma_f16 v4, -1.0, v8, v10
v_fma_f16 v4, 0.15915494, v8, v10
v_div_fixup_f16 v4, |v6|, -|v8|, |v10| op_sel:[0,1,1,0] mul:4
v_div_fixup_f16 v4, -v6, |v8|, v10 clamp mul:2
v_div_fixup_f16 v4, vcc_lo, v8, v10
v_div_fixup_f16 v4, m0, v8, v10
v_div_fixup_f16 v4, exec_lo, v8, v10
v_div_fixup_f16 v4, 0.5, v8, v10
v_div_fixup_f16 v4, -1.0, v8, v10
v_div_fixup_f16 v4, 0.15915494, v8, v10
v_lshl_add_u64 v[4:5], vcc, v8, v[10:11]
v_lshl_add_u64 v[4:5], exec, v8, v[10:11]
v_lshl_add_u64 v[4:5], 0.5, v8, v[10:11]
v_lshl_add_u64 v[4:5], -1.0, v8, v[10:11]
v_lshl_add_u64 v[4:5], 0.15915494309189532, v8, v[10:11]
v_lshl_add_u64 v[4:5], src_scc, v8, v[10:11]
v_lshl_add_u64 v[4:5], src_shared_base, v8, v[10:11]
v_lshl_add_u64 v[4:5], ttmp[0:1], v8, v[10:11]
v_bitop3_b16 v4, v6, v8, v10 bitop3:0xb op_sel:[0,1,1,1]
v_bitop3_b16 v4, vcc_lo, v8, v10
v_bitop3_b16 v4, m0, v8, v10
v_bitop3_b16 v4, exec_lo, v8, v10
v_bitop3_b16 v4, src_scc, v8, v10
v_bitop3_b16 v4, src_shared_base, v8, v10
v_bitop3_b16 v4, ttmp0, v8, v10
v_bitop3_b16 v4, v6, v8, v10
v_bitop3_b32 v4, vcc_lo, v8, v10
v_bitop3_b32 v4, m0, v8, v10
v_bitop3_b32 v4, exec_lo, v8, v10
v_bitop3_b32 v4, 0.5, v8, v10
v_bitop3_b32 v4, -1.0, v8, v10
v_bitop3_b32 v4, 0.15915494, v8, v10
v_bitop3_b32 v4, src_scc, v8, v10
v_bitop3_b32 v4, src_shared_base, v8, v10
v_cvt_scalef32_pk_fp8_f32 v4, |v6|, v8, v10 op_sel:[1,1,0,0]
v_cvt_scalef32_pk_fp8_f32 v4, vcc_lo, v8, v10
v_cvt_scalef32_pk_fp8_f32 v4, m0, v8, v10
v_cvt_scalef32_pk_fp8_f32 v4, exec_lo, v8, v10
v_cvt_scalef32_pk_fp8_f32 v4, 0.5, v8, v10
v_cvt_scalef32_pk_fp8_f32 v4, -1.0, v8, v10
v_cvt_scalef32_pk_fp8_f32 v4, 0.15915494, v8, v10
v_cvt_scalef32_pk_fp8_f32 v4, src_scc, v8, v10
v_cvt_scalef32_pk_bf8_f32 v4, v6, |v8|, -v10 op_sel:[1,0,1,0]
v_cvt_scalef32_pk_bf8_f32 v4, vcc_lo, v8, v10
v_cvt_scalef32_pk_bf8_f32 v4, m0, v8, v10
v_cvt_scalef32_pk_bf8_f32 v4, exec_lo, v8, v10
v_cvt_scalef32_pk_bf8_f32 v4, 0.5, v8, v10
v_cvt_scalef32_pk_bf8_f32 v4, -1.0, v8, v10
v_cvt_scalef32_pk_bf8_f32 v4, 0.15915494, v8, v10
v_cvt_scalef32_pk_bf8_f32 v4, src_scc, v8, v10
v_cvt_scalef32_sr_fp8_f32 v4, v6, v8, -|v10| op_sel:[0,1,1,1]
v_cvt_scalef32_sr_fp8_f32 v4, vcc_lo, v8, v10
v_cvt_scalef32_sr_fp8_f32 v4, m0, v8, v10
v_cvt_scalef32_sr_fp8_f32 v4, exec_lo, v8, v10
v_cvt_scalef32_sr_fp8_f32 v4, 0.5, v8, v10
v_cvt_scalef32_sr_fp8_f32 v4, -1.0, v8, v10
v_cvt_scalef32_sr_fp8_f32 v4, 0.15915494, v8, v10
v_cvt_scalef32_sr_fp8_f32 v4, src_scc, v8, v10
v_cvt_scalef32_sr_bf8_f32 v4, vcc_lo, v8, v10
v_cvt_scalef32_sr_bf8_f32 v4, m0, v8, v10
v_cvt_scalef32_sr_bf8_f32 v4, exec_lo, v8, v10
v_cvt_scalef32_sr_bf8_f32 v4, 0.5, v8, v10
v_cvt_scalef32_sr_bf8_f32 v4, -1.0, v8, v10
v_cvt_scalef32_sr_bf8_f32 v4, 0.15915494, v8, v10
v_cvt_scalef32_sr_bf8_f32 v4, src_scc, v8, v10
v_cvt_scalef32_sr_bf8_f32 v4, src_shared_base, v8, v10
v_cvt_scalef32_pk_f32_fp8 v[4:5], v6, |v8| op_sel:[1,0,0]
v_cvt_scalef32_pk_f32_fp8 v[4:5], vcc_lo, v8
v_cvt_scalef32_pk_f32_fp8 v[4:5], m0, v8
v_cvt_scalef32_pk_f32_fp8 v[4:5], exec_lo, v8
v_cvt_scalef32_pk_f32_fp8 v[4:5], 0.5, v8
v_cvt_scalef32_pk_f32_fp8 v[4:5], -1.0, v8
v_cvt_scalef32_pk_f32_fp8 v[4:5], 0.15915494, v8
v_cvt_scalef32_pk_f32_fp8 v[4:5], src_scc, v8
v_cvt_scalef32_pk_f32_bf8 v[4:5], v6, |v8| op_sel:[1,0,0]
v_cvt_scalef32_pk_f32_bf8 v[4:5], vcc_lo, v8
v_cvt_scalef32_pk_f32_bf8 v[4:5], m0, v8
v_cvt_scalef32_pk_f32_bf8 v[4:5], exec_lo, v8
v_cvt_scalef32_pk_f32_bf8 v[4:5], 0.5, v8
v_cvt_scalef32_pk_f32_bf8 v[4:5], -1.0, v8
v_cvt_scalef32_pk_f32_bf8 v[4:5], 0.15915494, v8
v_cvt_scalef32_pk_f32_bf8 v[4:5], src_scc, v8
v_cvt_scalef32_f32_fp8 v4, v6, |v8| op_sel:[1,0,0]
v_cvt_scalef32_f32_fp8 v4, vcc_lo, v8
v_cvt_scalef32_f32_fp8 v4, m0, v8
v_cvt_scalef32_f32_fp8 v4, exec_lo, v8
v_cvt_scalef32_f32_fp8 v4, 0.5, v8
v_cvt_scalef32_f32_fp8 v4, -1.0, v8
v_cvt_scalef32_f32_fp8 v4, 0.15915494, v8
v_cvt_scalef32_f32_fp8 v4, src_scc, v8
v_cvt_scalef32_f32_bf8 v4, v6, -|v8| op_sel:[0,0,1]
v_cvt_scalef32_f32_bf8 v4, vcc_lo, v8
v_cvt_scalef32_f32_bf8 v4, m0, v8
v_cvt_scalef32_f32_bf8 v4, exec_lo, v8
v_cvt_scalef32_f32_bf8 v4, 0.5, v8
v_cvt_scalef32_f32_bf8 v4, -1.0, v8
v_cvt_scalef32_f32_bf8 v4, 0.15915494, v8
v_cvt_scalef32_f32_bf8 v4, src_scc, v8
v_cvt_scalef32_pk_fp4_f32 v4, |v6|, v8, |v10| op_sel:[0,0,1,0]
v_cvt_scalef32_pk_fp4_f32 v4, vcc_lo, v8, v10
v_cvt_scalef32_pk_fp4_f32 v4, m0, v8, v10
v_cvt_scalef32_pk_fp4_f32 v4, exec_lo, v8, v10
v_cvt_scalef32_pk_fp4_f32 v4, 0.5, v8, v10
v_cvt_scalef32_pk_fp4_f32 v4, -1.0, v8, v10
v_cvt_scalef32_pk_fp4_f32 v4, 0.15915494, v8, v10
v_cvt_scalef32_pk_fp4_f32 v4, src_scc, v8, v10
v_cvt_scalef32_sr_pk_fp4_f32 v4, -|v[6:7]|, v8, |v10|
v_cvt_scalef32_sr_pk_fp4_f32 v4, src_scc, v8, v10
v_cvt_scalef32_sr_pk_fp4_f32 v4, src_shared_base, v8, v10
v_cvt_scalef32_sr_pk_fp4_f32 v4, v[6:7], vcc_lo, v10
v_cvt_scalef32_sr_pk_fp4_f32 v4, v[6:7], m0, v10
v_cvt_scalef32_sr_pk_fp4_f32 v4, v[6:7], exec_lo, v10
v_cvt_scalef32_sr_pk_fp4_f32 v4, v[6:7], 0.5, v10
v_cvt_scalef32_sr_pk_fp4_f32 v4, v[6:7], -1.0, v10
v_cvt_scalef32_pk_f32_fp4 v[4:5], v6, |v8| op_sel:[1,0,1]
v_cvt_scalef32_pk_f32_fp4 v[4:5], vcc_lo, v8
v_cvt_scalef32_pk_f32_fp4 v[4:5], m0, v8
v_cvt_scalef32_pk_f32_fp4 v[4:5], exec_lo, v8
v_cvt_scalef32_pk_f32_fp4 v[4:5], 0.5, v8
v_cvt_scalef32_pk_f32_fp4 v[4:5], -1.0, v8
v_cvt_scalef32_pk_f32_fp4 v[4:5], 0.15915494, v8
v_cvt_scalef32_pk_f32_fp4 v[4:5], src_scc, v8
v_cvt_scalef32_pk_fp8_f16 v4, v6, |v8| op_sel:[1,0,0]
v_cvt_scalef32_pk_fp8_f16 v4, vcc_lo, v8
v_cvt_scalef32_pk_fp8_f16 v4, m0, v8
v_cvt_scalef32_pk_fp8_f16 v4, exec_lo, v8
v_cvt_scalef32_pk_fp8_f16 v4, 0.5, v8
v_cvt_scalef32_pk_fp8_f16 v4, -1.0, v8
v_cvt_scalef32_pk_fp8_f16 v4, 0.15915494, v8
v_cvt_scalef32_pk_fp8_f16 v4, src_scc, v8
v_cvt_scalef32_pk_bf8_f16 v4, v6, |v8| op_sel:[1,0,0]
v_cvt_scalef32_pk_bf8_f16 v4, vcc_lo, v8
v_cvt_scalef32_pk_bf8_f16 v4, m0, v8
v_cvt_scalef32_pk_bf8_f16 v4, exec_lo, v8
v_cvt_scalef32_pk_bf8_f16 v4, 0.5, v8
v_cvt_scalef32_pk_bf8_f16 v4, -1.0, v8
v_cvt_scalef32_pk_bf8_f16 v4, 0.15915494, v8
v_cvt_scalef32_pk_bf8_f16 v4, src_scc, v8
v_cvt_scalef32_sr_fp8_f16 v4, -v6, v8, -|v10| op_sel:[0,0,1,0]
v_cvt_scalef32_sr_fp8_f16 v4, vcc_lo, v8, v10
v_cvt_scalef32_sr_fp8_f16 v4, m0, v8, v10
v_cvt_scalef32_sr_fp8_f16 v4, exec_lo, v8, v10
v_cvt_scalef32_sr_fp8_f16 v4, 0.5, v8, v10
v_cvt_scalef32_sr_fp8_f16 v4, -1.0, v8, v10
v_cvt_scalef32_sr_fp8_f16 v4, 0.15915494, v8, v10
v_cvt_scalef32_sr_fp8_f16 v4, src_scc, v8, v10
v_cvt_scalef32_sr_bf8_f16 v4, -|v6|, v8, |v10| op_sel:[0,0,1,0]
v_cvt_scalef32_sr_bf8_f16 v4, vcc_lo, v8, v10
v_cvt_scalef32_sr_bf8_f16 v4, m0, v8, v10
v_cvt_scalef32_sr_bf8_f16 v4, exec_lo, v8, v10
v_cvt_scalef32_sr_bf8_f16 v4, 0.5, v8, v10
v_cvt_scalef32_sr_bf8_f16 v4, -1.0, v8, v10
v_cvt_scalef32_sr_bf8_f16 v4, 0.15915494, v8, v10
v_cvt_scalef32_sr_bf8_f16 v4, src_scc, v8, v10
v_cvt_scalef32_pk_fp8_bf16 v4, -v6, -|v8| op_sel:[0,1,0]
v_cvt_scalef32_pk_fp8_bf16 v4, vcc_lo, v8
v_cvt_scalef32_pk_fp8_bf16 v4, m0, v8
v_cvt_scalef32_pk_fp8_bf16 v4, exec_lo, v8
v_cvt_scalef32_pk_fp8_bf16 v4, 0.5, v8
v_cvt_scalef32_pk_fp8_bf16 v4, -1.0, v8
v_cvt_scalef32_pk_fp8_bf16 v4, 0.15915494, v8
v_cvt_scalef32_pk_fp8_bf16 v4, src_scc, v8
v_cvt_scalef32_pk_bf8_bf16 v4, v6, |v8| op_sel:[1,0,0]
v_cvt_scalef32_pk_bf8_bf16 v4, vcc_lo, v8
v_cvt_scalef32_pk_bf8_bf16 v4, m0, v8
v_cvt_scalef32_pk_bf8_bf16 v4, exec_lo, v8
v_cvt_scalef32_pk_bf8_bf16 v4, 0.5, v8
v_cvt_scalef32_pk_bf8_bf16 v4, -1.0, v8
v_cvt_scalef32_pk_bf8_bf16 v4, 0.15915494, v8
v_cvt_scalef32_pk_bf8_bf16 v4, src_scc, v8
v_cvt_scalef32_sr_fp8_bf16 v4, vcc_lo, v8, v10
v_cvt_scalef32_sr_fp8_bf16 v4, m0, v8, v10
v_cvt_scalef32_sr_fp8_bf16 v4, exec_lo, v8, v10
v_cvt_scalef32_sr_fp8_bf16 v4, 0.5, v8, v10
v_cvt_scalef32_sr_fp8_bf16 v4, -1.0, v8, v10
v_cvt_scalef32_sr_fp8_bf16 v4, 0.15915494, v8, v10
v_cvt_scalef32_sr_fp8_bf16 v4, src_scc, v8, v10
v_cvt_scalef32_sr_fp8_bf16 v4, src_shared_base, v8, v10
v_cvt_scalef32_sr_bf8_bf16 v4, -|v6|, v8, -|v10| op_sel:[0,1,1,1]
v_cvt_scalef32_sr_bf8_bf16 v4, vcc_lo, v8, v10
v_cvt_scalef32_sr_bf8_bf16 v4, m0, v8, v10
v_cvt_scalef32_sr_bf8_bf16 v4, exec_lo, v8, v10
v_cvt_scalef32_sr_bf8_bf16 v4, 0.5, v8, v10
v_cvt_scalef32_sr_bf8_bf16 v4, -1.0, v8, v10
v_cvt_scalef32_sr_bf8_bf16 v4, 0.15915494, v8, v10
v_cvt_scalef32_sr_bf8_bf16 v4, src_scc, v8, v10
v_cvt_scalef32_pk_f16_fp8 v4, v6, |v8| op_sel:[1,0,0]
v_cvt_scalef32_pk_f16_fp8 v4, vcc_lo, v8
v_cvt_scalef32_pk_f16_fp8 v4, m0, v8
v_cvt_scalef32_pk_f16_fp8 v4, exec_lo, v8
v_cvt_scalef32_pk_f16_fp8 v4, 0.5, v8
v_cvt_scalef32_pk_f16_fp8 v4, -1.0, v8
v_cvt_scalef32_pk_f16_fp8 v4, 0.15915494, v8
v_cvt_scalef32_pk_f16_fp8 v4, src_scc, v8
v_cvt_scalef32_pk_f16_bf8 v4, v6, |v8| op_sel:[1,0,0]
v_cvt_scalef32_pk_f16_bf8 v4, vcc_lo, v8
v_cvt_scalef32_pk_f16_bf8 v4, m0, v8
v_cvt_scalef32_pk_f16_bf8 v4, exec_lo, v8
v_cvt_scalef32_pk_f16_bf8 v4, 0.5, v8
v_cvt_scalef32_pk_f16_bf8 v4, -1.0, v8
v_cvt_scalef32_pk_f16_bf8 v4, 0.15915494, v8
v_cvt_scalef32_pk_f16_bf8 v4, src_scc, v8
v_cvt_scalef32_f16_fp8 v4, v6, |v8| op_sel:[1,0,0]
v_cvt_scalef32_f16_fp8 v4, vcc_lo, v8
v_cvt_scalef32_f16_fp8 v4, m0, v8
v_cvt_scalef32_f16_fp8 v4, exec_lo, v8
v_cvt_scalef32_f16_fp8 v4, 0.5, v8
v_cvt_scalef32_f16_fp8 v4, -1.0, v8
v_cvt_scalef32_f16_fp8 v4, 0.15915494, v8
v_cvt_scalef32_f16_fp8 v4, src_scc, v8
v_cvt_scalef32_f16_bf8 v4, v6, |v8| op_sel:[1,0,0]
v_cvt_scalef32_f16_bf8 v4, vcc_lo, v8
v_cvt_scalef32_f16_bf8 v4, m0, v8
v_cvt_scalef32_f16_bf8 v4, exec_lo, v8
v_cvt_scalef32_f16_bf8 v4, 0.5, v8
v_cvt_scalef32_f16_bf8 v4, -1.0, v8
v_cvt_scalef32_f16_bf8 v4, 0.15915494, v8
v_cvt_scalef32_f16_bf8 v4, src_scc, v8
v_cvt_scalef32_pk_fp4_f16 v4, |v6|, |v8| op_sel:[0,1,1,0]
v_cvt_scalef32_pk_fp4_f16 v4, vcc_lo, v8
v_cvt_scalef32_pk_fp4_f16 v4, m0, v8
v_cvt_scalef32_pk_fp4_f16 v4, exec_lo, v8
v_cvt_scalef32_pk_fp4_f16 v4, 0.5, v8
v_cvt_scalef32_pk_fp4_f16 v4, -1.0, v8
v_cvt_scalef32_pk_fp4_f16 v4, 0.15915494, v8
v_cvt_scalef32_pk_fp4_f16 v4, src_scc, v8
v_cvt_scalef32_pk_fp4_bf16 v4, v6, |v8| op_sel:[1,0,1,1]
v_cvt_scalef32_pk_fp4_bf16 v4, vcc_lo, v8
v_cvt_scalef32_pk_fp4_bf16 v4, m0, v8
v_cvt_scalef32_pk_fp4_bf16 v4, exec_lo, v8
v_cvt_scalef32_pk_fp4_bf16 v4, 0.5, v8
v_cvt_scalef32_pk_fp4_bf16 v4, -1.0, v8
v_cvt_scalef32_pk_fp4_bf16 v4, 0.15915494, v8
v_cvt_scalef32_pk_fp4_bf16 v4, src_scc, v8
v_cvt_scalef32_sr_pk_fp4_f16 v4, vcc_lo, v8, v10
v_cvt_scalef32_sr_pk_fp4_f16 v4, m0, v8, v10
v_cvt_scalef32_sr_pk_fp4_f16 v4, exec_lo, v8, v10
v_cvt_scalef32_sr_pk_fp4_f16 v4, 0.5, v8, v10
v_cvt_scalef32_sr_pk_fp4_f16 v4, -1.0, v8, v10
v_cvt_scalef32_sr_pk_fp4_f16 v4, 0.15915494, v8, v10
v_cvt_scalef32_sr_pk_fp4_f16 v4, src_scc, v8, v10
v_cvt_scalef32_sr_pk_fp4_f16 v4, src_shared_base, v8, v10
v_cvt_scalef32_sr_pk_fp4_bf16 v4, -v6, v8, -|v10| op_sel:[0,0,0,1]
v_cvt_scalef32_sr_pk_fp4_bf16 v4, vcc_lo, v8, v10
v_cvt_scalef32_sr_pk_fp4_bf16 v4, m0, v8, v10
v_cvt_scalef32_sr_pk_fp4_bf16 v4, exec_lo, v8, v10
v_cvt_scalef32_sr_pk_fp4_bf16 v4, 0.5, v8, v10
v_cvt_scalef32_sr_pk_fp4_bf16 v4, -1.0, v8, v10
v_cvt_scalef32_sr_pk_fp4_bf16 v4, 0.15915494, v8, v10
v_cvt_scalef32_sr_pk_fp4_bf16 v4, src_scc, v8, v10
v_cvt_scalef32_pk_f16_fp4 v4, v6, |v8| op_sel:[1,0,0]
v_cvt_scalef32_pk_f16_fp4 v4, vcc_lo, v8
v_cvt_scalef32_pk_f16_fp4 v4, m0, v8
v_cvt_scalef32_pk_f16_fp4 v4, exec_lo, v8
v_cvt_scalef32_pk_f16_fp4 v4, 0.5, v8
v_cvt_scalef32_pk_f16_fp4 v4, -1.0, v8
v_cvt_scalef32_pk_f16_fp4 v4, 0.15915494, v8
v_cvt_scalef32_pk_f16_fp4 v4, src_scc, v8
v_cvt_scalef32_pk_bf16_fp4 v4, v6, |v8| op_sel:[1,0,0]
v_cvt_scalef32_pk_bf16_fp4 v4, vcc_lo, v8
v_cvt_scalef32_pk_bf16_fp4 v4, m0, v8
v_cvt_scalef32_pk_bf16_fp4 v4, exec_lo, v8
v_cvt_scalef32_pk_bf16_fp4 v4, 0.5, v8
v_cvt_scalef32_pk_bf16_fp4 v4, -1.0, v8
v_cvt_scalef32_pk_bf16_fp4 v4, 0.15915494, v8
v_cvt_scalef32_pk_bf16_fp4 v4, src_scc, v8
v_cvt_scalef32_2xpk16_fp6_f32 v[4:9], v[6:21], v[8:23], vcc_lo
v_cvt_scalef32_2xpk16_fp6_f32 v[4:9], v[6:21], v[8:23], m0
v_cvt_scalef32_2xpk16_fp6_f32 v[4:9], v[6:21], v[8:23], exec_lo
v_cvt_scalef32_2xpk16_fp6_f32 v[4:9], v[6:21], v[8:23], 0.5
v_cvt_scalef32_2xpk16_fp6_f32 v[4:9], v[6:21], v[8:23], -1.0
v_cvt_scalef32_2xpk16_fp6_f32 v[4:9], v[6:21], v[8:23], 0.15915494
v_cvt_scalef32_2xpk16_fp6_f32 v[4:9], v[6:21], v[8:23], src_scc
v_cvt_scalef32_2xpk16_fp6_f32 v[4:9], v[6:21], v[8:23], src_shared_base
v_cvt_scalef32_2xpk16_bf6_f32 v[4:9], v[6:21], v[8:23], vcc_lo
v_cvt_scalef32_2xpk16_bf6_f32 v[4:9], v[6:21], v[8:23], m0
v_cvt_scalef32_2xpk16_bf6_f32 v[4:9], v[6:21], v[8:23], exec_lo
v_cvt_scalef32_2xpk16_bf6_f32 v[4:9], v[6:21], v[8:23], 0.5
v_cvt_scalef32_2xpk16_bf6_f32 v[4:9], v[6:21], v[8:23], -1.0
v_cvt_scalef32_2xpk16_bf6_f32 v[4:9], v[6:21], v[8:23], 0.15915494
v_cvt_scalef32_2xpk16_bf6_f32 v[4:9], v[6:21], v[8:23], src_scc
v_cvt_scalef32_2xpk16_bf6_f32 v[4:9], v[6:21], v[8:23], src_shared_base
v_cvt_scalef32_sr_pk32_fp6_f32 v[4:9], v[6:37], vcc_lo, v10
v_cvt_scalef32_sr_pk32_fp6_f32 v[4:9], v[6:37], m0, v10
v_cvt_scalef32_sr_pk32_fp6_f32 v[4:9], v[6:37], exec_lo, v10
v_cvt_scalef32_sr_pk32_fp6_f32 v[4:9], v[6:37], 0.5, v10
v_cvt_scalef32_sr_pk32_fp6_f32 v[4:9], v[6:37], -1.0, v10
v_cvt_scalef32_sr_pk32_fp6_f32 v[4:9], v[6:37], 0.15915494, v10
v_cvt_scalef32_sr_pk32_fp6_f32 v[4:9], v[6:37], src_scc, v10
v_cvt_scalef32_sr_pk32_fp6_f32 v[4:9], v[6:37], src_shared_base, v10
v_cvt_scalef32_sr_pk32_bf6_f32 v[4:9], v[6:37], vcc_lo, v10
v_cvt_scalef32_sr_pk32_bf6_f32 v[4:9], v[6:37], m0, v10
v_cvt_scalef32_sr_pk32_bf6_f32 v[4:9], v[6:37], exec_lo, v10
v_cvt_scalef32_sr_pk32_bf6_f32 v[4:9], v[6:37], 0.5, v10
v_cvt_scalef32_sr_pk32_bf6_f32 v[4:9], v[6:37], -1.0, v10
v_cvt_scalef32_sr_pk32_bf6_f32 v[4:9], v[6:37], 0.15915494, v10
v_cvt_scalef32_sr_pk32_bf6_f32 v[4:9], v[6:37], src_scc, v10
v_cvt_scalef32_sr_pk32_bf6_f32 v[4:9], v[6:37], src_shared_base, v10
v_cvt_scalef32_pk32_f32_fp6 v[4:35], v[6:11], vcc_lo
v_cvt_scalef32_pk32_f32_fp6 v[4:35], v[6:11], m0
v_cvt_scalef32_pk32_f32_fp6 v[4:35], v[6:11], exec_lo
v_cvt_scalef32_pk32_f32_fp6 v[4:35], v[6:11], 0.5
v_cvt_scalef32_pk32_f32_fp6 v[4:35], v[6:11], -1.0
v_cvt_scalef32_pk32_f32_fp6 v[4:35], v[6:11], 0.15915494
v_cvt_scalef32_pk32_f32_fp6 v[4:35], v[6:11], src_scc
v_cvt_scalef32_pk32_f32_fp6 v[4:35], v[6:11], src_shared_base
v_cvt_scalef32_pk32_f32_bf6 v[4:35], v[6:11], vcc_lo
v_cvt_scalef32_pk32_f32_bf6 v[4:35], v[6:11], m0
v_cvt_scalef32_pk32_f32_bf6 v[4:35], v[6:11], exec_lo
v_cvt_scalef32_pk32_f32_bf6 v[4:35], v[6:11], 0.5
v_cvt_scalef32_pk32_f32_bf6 v[4:35], v[6:11], -1.0
v_cvt_scalef32_pk32_f32_bf6 v[4:35], v[6:11], 0.15915494
v_cvt_scalef32_pk32_f32_bf6 v[4:35], v[6:11], src_scc
v_cvt_scalef32_pk32_f32_bf6 v[4:35], v[6:11], src_shared_base
v_cvt_scalef32_pk32_fp6_f16 v[4:9], v[6:21], vcc_lo
v_cvt_scalef32_pk32_fp6_f16 v[4:9], v[6:21], m0
v_cvt_scalef32_pk32_fp6_f16 v[4:9], v[6:21], exec_lo
v_cvt_scalef32_pk32_fp6_f16 v[4:9], v[6:21], 0.5
v_cvt_scalef32_pk32_fp6_f16 v[4:9], v[6:21], -1.0
v_cvt_scalef32_pk32_fp6_f16 v[4:9], v[6:21], 0.15915494
v_cvt_scalef32_pk32_fp6_f16 v[4:9], v[6:21], src_scc
v_cvt_scalef32_pk32_fp6_f16 v[4:9], v[6:21], src_shared_base
v_cvt_scalef32_pk32_fp6_bf16 v[4:9], v[6:21], vcc_lo
v_cvt_scalef32_pk32_fp6_bf16 v[4:9], v[6:21], m0
v_cvt_scalef32_pk32_fp6_bf16 v[4:9], v[6:21], exec_lo
v_cvt_scalef32_pk32_fp6_bf16 v[4:9], v[6:21], 0.5
v_cvt_scalef32_pk32_fp6_bf16 v[4:9], v[6:21], -1.0
v_cvt_scalef32_pk32_fp6_bf16 v[4:9], v[6:21], 0.15915494
v_cvt_scalef32_pk32_fp6_bf16 v[4:9], v[6:21], src_scc
v_cvt_scalef32_pk32_fp6_bf16 v[4:9], v[6:21], src_shared_base
v_cvt_scalef32_pk32_bf6_f16 v[4:9], v[6:21], vcc_lo
v_cvt_scalef32_pk32_bf6_f16 v[4:9], v[6:21], m0
v_cvt_scalef32_pk32_bf6_f16 v[4:9], v[6:21], exec_lo
v_cvt_scalef32_pk32_bf6_f16 v[4:9], v[6:21], 0.5
v_cvt_scalef32_pk32_bf6_f16 v[4:9], v[6:21], -1.0
v_cvt_scalef32_pk32_bf6_f16 v[4:9], v[6:21], 0.15915494
v_cvt_scalef32_pk32_bf6_f16 v[4:9], v[6:21], src_scc
v_cvt_scalef32_pk32_bf6_f16 v[4:9], v[6:21], src_shared_base
v_cvt_scalef32_pk32_bf6_bf16 v[4:9], v[6:21], vcc_lo
v_cvt_scalef32_pk32_bf6_bf16 v[4:9], v[6:21], m0
v_cvt_scalef32_pk32_bf6_bf16 v[4:9], v[6:21], exec_lo
v_cvt_scalef32_pk32_bf6_bf16 v[4:9], v[6:21], 0.5
v_cvt_scalef32_pk32_bf6_bf16 v[4:9], v[6:21], -1.0
v_cvt_scalef32_pk32_bf6_bf16 v[4:9], v[6:21], 0.15915494
v_cvt_scalef32_pk32_bf6_bf16 v[4:9], v[6:21], src_scc
v_cvt_scalef32_pk32_bf6_bf16 v[4:9], v[6:21], src_shared_base
v_cvt_scalef32_sr_pk32_fp6_f16 v[4:9], v[6:21], vcc_lo, v10
v_cvt_scalef32_sr_pk32_fp6_f16 v[4:9], v[6:21], m0, v10
v_cvt_scalef32_sr_pk32_fp6_f16 v[4:9], v[6:21], exec_lo, v10
v_cvt_scalef32_sr_pk32_fp6_f16 v[4:9], v[6:21], 0.5, v10
v_cvt_scalef32_sr_pk32_fp6_f16 v[4:9], v[6:21], -1.0, v10
v_cvt_scalef32_sr_pk32_fp6_f16 v[4:9], v[6:21], 0.15915494, v10
v_cvt_scalef32_sr_pk32_fp6_f16 v[4:9], v[6:21], src_scc, v10
v_cvt_scalef32_sr_pk32_fp6_f16 v[4:9], v[6:21], src_shared_base, v10
v_cvt_scalef32_sr_pk32_fp6_bf16 v[4:9], v[6:21], vcc_lo, v10
v_cvt_scalef32_sr_pk32_fp6_bf16 v[4:9], v[6:21], m0, v10
v_cvt_scalef32_sr_pk32_fp6_bf16 v[4:9], v[6:21], exec_lo, v10
v_cvt_scalef32_sr_pk32_fp6_bf16 v[4:9], v[6:21], 0.5, v10
v_cvt_scalef32_sr_pk32_fp6_bf16 v[4:9], v[6:21], -1.0, v10
v_cvt_scalef32_sr_pk32_fp6_bf16 v[4:9], v[6:21], 0.15915494, v10
v_cvt_scalef32_sr_pk32_fp6_bf16 v[4:9], v[6:21], src_scc, v10
v_cvt_scalef32_sr_pk32_fp6_bf16 v[4:9], v[6:21], src_shared_base, v10
v_cvt_scalef32_sr_pk32_bf6_f16 v[4:9], v[6:21], vcc_lo, v10
v_cvt_scalef32_sr_pk32_bf6_f16 v[4:9], v[6:21], m0, v10
v_cvt_scalef32_sr_pk32_bf6_f16 v[4:9], v[6:21], exec_lo, v10
v_cvt_scalef32_sr_pk32_bf6_f16 v[4:9], v[6:21], 0.5, v10
v_cvt_scalef32_sr_pk32_bf6_f16 v[4:9], v[6:21], -1.0, v10
v_cvt_scalef32_sr_pk32_bf6_f16 v[4:9], v[6:21], 0.15915494, v10
v_cvt_scalef32_sr_pk32_bf6_f16 v[4:9], v[6:21], src_scc, v10
v_cvt_scalef32_sr_pk32_bf6_f16 v[4:9], v[6:21], src_shared_base, v10
v_cvt_scalef32_sr_pk32_bf6_bf16 v[4:9], v[6:21], vcc_lo, v10
v_cvt_scalef32_sr_pk32_bf6_bf16 v[4:9], v[6:21], m0, v10
v_cvt_scalef32_sr_pk32_bf6_bf16 v[4:9], v[6:21], exec_lo, v10
v_cvt_scalef32_sr_pk32_bf6_bf16 v[4:9], v[6:21], 0.5, v10
v_cvt_scalef32_sr_pk32_bf6_bf16 v[4:9], v[6:21], -1.0, v10
v_cvt_scalef32_sr_pk32_bf6_bf16 v[4:9], v[6:21], 0.15915494, v10
v_cvt_scalef32_sr_pk32_bf6_bf16 v[4:9], v[6:21], src_scc, v10
v_cvt_scalef32_sr_pk32_bf6_bf16 v[4:9], v[6:21], src_shared_base, v10
v_cvt_scalef32_pk32_f16_fp6 v[4:19], v[6:11], vcc_lo
v_cvt_scalef32_pk32_f16_fp6 v[4:19], v[6:11], m0
v_cvt_scalef32_pk32_f16_fp6 v[4:19], v[6:11], exec_lo
v_cvt_scalef32_pk32_f16_fp6 v[4:19], v[6:11], 0.5
v_cvt_scalef32_pk32_f16_fp6 v[4:19], v[6:11], -1.0
v_cvt_scalef32_pk32_f16_fp6 v[4:19], v[6:11], 0.15915494
v_cvt_scalef32_pk32_f16_fp6 v[4:19], v[6:11], src_scc
v_cvt_scalef32_pk32_f16_fp6 v[4:19], v[6:11], src_shared_base
v_cvt_scalef32_pk32_bf16_fp6 v[4:19], v[6:11], vcc_lo
v_cvt_scalef32_pk32_bf16_fp6 v[4:19], v[6:11], m0
v_cvt_scalef32_pk32_bf16_fp6 v[4:19], v[6:11], exec_lo
v_cvt_scalef32_pk32_bf16_fp6 v[4:19], v[6:11], 0.5
v_cvt_scalef32_pk32_bf16_fp6 v[4:19], v[6:11], -1.0
v_cvt_scalef32_pk32_bf16_fp6 v[4:19], v[6:11], 0.15915494
v_cvt_scalef32_pk32_bf16_fp6 v[4:19], v[6:11], src_scc
v_cvt_scalef32_pk32_bf16_fp6 v[4:19], v[6:11], src_shared_base
v_cvt_scalef32_pk32_f16_bf6 v[4:19], v[6:11], vcc_lo
v_cvt_scalef32_pk32_f16_bf6 v[4:19], v[6:11], m0
v_cvt_scalef32_pk32_f16_bf6 v[4:19], v[6:11], exec_lo
v_cvt_scalef32_pk32_f16_bf6 v[4:19], v[6:11], 0.5
v_cvt_scalef32_pk32_f16_bf6 v[4:19], v[6:11], -1.0
v_cvt_scalef32_pk32_f16_bf6 v[4:19], v[6:11], 0.15915494
v_cvt_scalef32_pk32_f16_bf6 v[4:19], v[6:11], src_scc
v_cvt_scalef32_pk32_f16_bf6 v[4:19], v[6:11], src_shared_base
v_cvt_scalef32_pk32_bf16_bf6 v[4:19], v[6:11], vcc_lo
v_cvt_scalef32_pk32_bf16_bf6 v[4:19], v[6:11], m0
v_cvt_scalef32_pk32_bf16_bf6 v[4:19], v[6:11], exec_lo
v_cvt_scalef32_pk32_bf16_bf6 v[4:19], v[6:11], 0.5
v_cvt_scalef32_pk32_bf16_bf6 v[4:19], v[6:11], -1.0
v_cvt_scalef32_pk32_bf16_bf6 v[4:19], v[6:11], 0.15915494
v_cvt_scalef32_pk32_bf16_bf6 v[4:19], v[6:11], src_scc
v_cvt_scalef32_pk32_bf16_bf6 v[4:19], v[6:11], src_shared_base
v_ashr_pk_i8_i32 v4, vcc_lo, v8, v10
v_ashr_pk_i8_i32 v4, m0, v8, v10
v_ashr_pk_i8_i32 v4, exec_lo, v8, v10
v_ashr_pk_i8_i32 v4, 0.5, v8, v10
v_ashr_pk_i8_i32 v4, -1.0, v8, v10
v_ashr_pk_i8_i32 v4, 0.15915494, v8, v10
v_ashr_pk_i8_i32 v4, src_scc, v8, v10
v_ashr_pk_i8_i32 v4, src_shared_base, v8, v10
v_ashr_pk_u8_i32 v4, vcc_lo, v8, v10
v_ashr_pk_u8_i32 v4, m0, v8, v10
v_ashr_pk_u8_i32 v4, exec_lo, v8, v10
v_ashr_pk_u8_i32 v4, 0.5, v8, v10
v_ashr_pk_u8_i32 v4, -1.0, v8, v10
v_ashr_pk_u8_i32 v4, 0.15915494, v8, v10
v_ashr_pk_u8_i32 v4, src_scc, v8, v10
v_ashr_pk_u8_i32 v4, src_shared_base, v8, v10
v_cvt_pk_f16_f32 v4, -v6, v8 clamp mul:2
v_cvt_pk_f16_f32 v4, vcc_lo, v8
v_cvt_pk_f16_f32 v4, m0, v8
v_cvt_pk_f16_f32 v4, exec_lo, v8
v_cvt_pk_f16_f32 v4, 0.5, v8
v_cvt_pk_f16_f32 v4, -1.0, v8
v_cvt_pk_f16_f32 v4, 0.15915494, v8
v_cvt_pk_f16_f32 v4, src_scc, v8
v_cvt_pk_bf16_f32 v4, |v6|, |v8| clamp
v_cvt_pk_bf16_f32 v4, vcc_lo, v8
v_cvt_pk_bf16_f32 v4, m0, v8
v_cvt_pk_bf16_f32 v4, exec_lo, v8
v_cvt_pk_bf16_f32 v4, 0.5, v8
v_cvt_pk_bf16_f32 v4, -1.0, v8
v_cvt_pk_bf16_f32 v4, 0.15915494, v8
v_cvt_pk_bf16_f32 v4, src_scc, v8
v_cvt_scalef32_pk_bf16_fp8 v4, v6, |v8| op_sel:[1,0,0]
v_cvt_scalef32_pk_bf16_fp8 v4, vcc_lo, v8
v_cvt_scalef32_pk_bf16_fp8 v4, m0, v8
v_cvt_scalef32_pk_bf16_fp8 v4, exec_lo, v8
v_cvt_scalef32_pk_bf16_fp8 v4, 0.5, v8
v_cvt_scalef32_pk_bf16_fp8 v4, -1.0, v8
v_cvt_scalef32_pk_bf16_fp8 v4, 0.15915494, v8
v_cvt_scalef32_pk_bf16_fp8 v4, src_scc, v8
v_cvt_scalef32_pk_bf16_bf8 v4, v6, |v8| op_sel:[1,0,0]
v_cvt_scalef32_pk_bf16_bf8 v4, vcc_lo, v8
v_cvt_scalef32_pk_bf16_bf8 v4, m0, v8
v_cvt_scalef32_pk_bf16_bf8 v4, exec_lo, v8
v_cvt_scalef32_pk_bf16_bf8 v4, 0.5, v8
v_cvt_scalef32_pk_bf16_bf8 v4, -1.0, v8
v_cvt_scalef32_pk_bf16_bf8 v4, 0.15915494, v8
v_cvt_scalef32_pk_bf16_bf8 v4, src_scc, v8
v_add_f64 v[4:5], -|v[6:7]|, -v[8:9] clamp mul:4
v_add_f64 v[4:5], -v[6:7], |v[8:9]| div:2
v_add_f64 v[4:5], vcc, v[8:9]
v_add_f64 v[4:5], exec, v[8:9]
v_add_f64 v[4:5], 0.5, v[8:9]
v_add_f64 v[4:5], -1.0, v[8:9]
v_add_f64 v[4:5], 0.15915494309189532, v[8:9]
v_add_f64 v[4:5], src_scc, v[8:9]
v_mul_f64 v[4:5], -|v[6:7]|, v[8:9] clamp mul:4
v_mul_f64 v[4:5], -v[6:7], -|v[8:9]| mul:2
v_mul_f64 v[4:5], vcc, v[8:9]
v_mul_f64 v[4:5], exec, v[8:9]
v_mul_f64 v[4:5], 0.5, v[8:9]
v_mul_f64 v[4:5], -1.0, v[8:9]
v_mul_f64 v[4:5], 0.15915494309189532, v[8:9]
v_mul_f64 v[4:5], src_scc, v[8:9]
v_min_f64 v[4:5], -|v[6:7]|, |v[8:9]| clamp mul:4
v_min_f64 v[4:5], vcc, v[8:9]
v_min_f64 v[4:5], exec, v[8:9]
v_min_f64 v[4:5], 0.5, v[8:9]
v_min_f64 v[4:5], -1.0, v[8:9]
v_min_f64 v[4:5], 0.15915494309189532, v[8:9]
v_min_f64 v[4:5], src_scc, v[8:9]
v_min_f64 v[4:5], src_shared_base, v[8:9]
v_max_f64 v[4:5], vcc, v[8:9]
v_max_f64 v[4:5], exec, v[8:9]
v_max_f64 v[4:5], 0.5, v[8:9]
v_max_f64 v[4:5], -1.0, v[8:9]
v_max_f64 v[4:5], 0.15915494309189532, v[8:9]
v_max_f64 v[4:5], src_scc, v[8:9]
v_max_f64 v[4:5], src_shared_base, v[8:9]
v_max_f64 v[4:5], ttmp[0:1], v[8:9]
v_ldexp_f64 v[4:5], -|v[6:7]|, v8 clamp mul:4
v_ldexp_f64 v[4:5], vcc, v8
v_ldexp_f64 v[4:5], exec, v8
v_ldexp_f64 v[4:5], 0.5, v8
v_ldexp_f64 v[4:5], -1.0, v8
v_ldexp_f64 v[4:5], 0.15915494309189532, v8
v_ldexp_f64 v[4:5], src_scc, v8
v_ldexp_f64 v[4:5], src_shared_base, v8
v_mul_lo_u32 v4, vcc_lo, v8
v_mul_lo_u32 v4, m0, v8
v_mul_lo_u32 v4, exec_lo, v8
v_mul_lo_u32 v4, 0.5, v8
v_mul_lo_u32 v4, -1.0, v8
v_mul_lo_u32 v4, 0.15915494, v8
v_mul_lo_u32 v4, src_scc, v8
v_mul_lo_u32 v4, src_shared_base, v8
v_mul_hi_u32 v4, vcc_lo, v8
v_mul_hi_u32 v4, m0, v8
v_mul_hi_u32 v4, exec_lo, v8
v_mul_hi_u32 v4, 0.5, v8
v_mul_hi_u32 v4, -1.0, v8
v_mul_hi_u32 v4, 0.15915494, v8
v_mul_hi_u32 v4, src_scc, v8
v_mul_hi_u32 v4, src_shared_base, v8
v_mul_hi_i32 v4, vcc_lo, v8
v_mul_hi_i32 v4, m0, v8
v_mul_hi_i32 v4, exec_lo, v8
v_mul_hi_i32 v4, 0.5, v8
v_mul_hi_i32 v4, -1.0, v8
v_mul_hi_i32 v4, 0.15915494, v8
v_mul_hi_i32 v4, src_scc, v8
v_mul_hi_i32 v4, src_shared_base, v8
v_ldexp_f32 v4, |v6|, v8 clamp div:2
v_ldexp_f32 v4, vcc_lo, v8
v_ldexp_f32 v4, m0, v8
v_ldexp_f32 v4, exec_lo, v8
v_ldexp_f32 v4, 0.5, v8
v_ldexp_f32 v4, -1.0, v8
v_ldexp_f32 v4, 0.15915494, v8
v_ldexp_f32 v4, src_scc, v8
v_readlane_b32 s4, v6, vcc_lo
v_readlane_b32 s4, v6, m0
v_readlane_b32 s4, v6, exec_lo
v_readlane_b32 s4, v6, 0.5
v_readlane_b32 s4, v6, -1.0
v_readlane_b32 s4, v6, 0.15915494
v_readlane_b32 s4, v6, src_scc
v_readlane_b32 s4, v6, src_shared_base
v_bcnt_u32_b32 v4, vcc_lo, v8
v_bcnt_u32_b32 v4, m0, v8
v_bcnt_u32_b32 v4, exec_lo, v8
v_bcnt_u32_b32 v4, 0.5, v8
v_bcnt_u32_b32 v4, -1.0, v8
v_bcnt_u32_b32 v4, 0.15915494, v8
v_bcnt_u32_b32 v4, src_scc, v8
v_bcnt_u32_b32 v4, src_shared_base, v8
v_mbcnt_lo_u32_b32 v4, vcc_lo, v8
v_mbcnt_lo_u32_b32 v4, m0, v8
v_mbcnt_lo_u32_b32 v4, exec_lo, v8
v_mbcnt_lo_u32_b32 v4, 0.5, v8
v_mbcnt_lo_u32_b32 v4, -1.0, v8
v_mbcnt_lo_u32_b32 v4, 0.15915494, v8
v_mbcnt_lo_u32_b32 v4, src_scc, v8
v_mbcnt_lo_u32_b32 v4, src_shared_base, v8
v_mbcnt_hi_u32_b32 v4, vcc_lo, v8
v_mbcnt_hi_u32_b32 v4, m0, v8
v_mbcnt_hi_u32_b32 v4, exec_lo, v8
v_mbcnt_hi_u32_b32 v4, 0.5, v8
v_mbcnt_hi_u32_b32 v4, -1.0, v8
v_mbcnt_hi_u32_b32 v4, 0.15915494, v8
v_mbcnt_hi_u32_b32 v4, src_scc, v8
v_mbcnt_hi_u32_b32 v4, src_shared_base, v8
v_lshlrev_b64 v[4:5], vcc_lo, v[8:9]
v_lshlrev_b64 v[4:5], m0, v[8:9]
v_lshlrev_b64 v[4:5], exec_lo, v[8:9]
v_lshlrev_b64 v[4:5], 0.5, v[8:9]
v_lshlrev_b64 v[4:5], -1.0, v[8:9]
v_lshlrev_b64 v[4:5], 0.15915494, v[8:9]
v_lshlrev_b64 v[4:5], src_scc, v[8:9]
v_lshlrev_b64 v[4:5], src_shared_base, v[8:9]
v_lshrrev_b64 v[4:5], vcc_lo, v[8:9]
v_lshrrev_b64 v[4:5], m0, v[8:9]
v_lshrrev_b64 v[4:5], exec_lo, v[8:9]
v_lshrrev_b64 v[4:5], 0.5, v[8:9]
v_lshrrev_b64 v[4:5], -1.0, v[8:9]
v_lshrrev_b64 v[4:5], 0.15915494, v[8:9]
v_lshrrev_b64 v[4:5], src_scc, v[8:9]
v_lshrrev_b64 v[4:5], src_shared_base, v[8:9]
v_ashrrev_i64 v[4:5], vcc_lo, v[8:9]
v_ashrrev_i64 v[4:5], m0, v[8:9]
v_ashrrev_i64 v[4:5], exec_lo, v[8:9]
v_ashrrev_i64 v[4:5], 0.5, v[8:9]
v_ashrrev_i64 v[4:5], -1.0, v[8:9]
v_ashrrev_i64 v[4:5], 0.15915494, v[8:9]
v_ashrrev_i64 v[4:5], src_scc, v[8:9]
v_ashrrev_i64 v[4:5], src_shared_base, v[8:9]
v_trig_preop_f64 v[4:5], |v[6:7]|, v8 clamp
v_trig_preop_f64 v[4:5], vcc, v8
v_trig_preop_f64 v[4:5], exec, v8
v_trig_preop_f64 v[4:5], 0.5, v8
v_trig_preop_f64 v[4:5], -1.0, v8
v_trig_preop_f64 v[4:5], 0.15915494309189532, v8
v_trig_preop_f64 v[4:5], src_scc, v8
v_trig_preop_f64 v[4:5], src_shared_base, v8
v_bfm_b32 v4, vcc_lo, v8
v_bfm_b32 v4, m0, v8
v_bfm_b32 v4, exec_lo, v8
v_bfm_b32 v4, 0.5, v8
v_bfm_b32 v4, -1.0, v8
v_bfm_b32 v4, 0.15915494, v8
v_bfm_b32 v4, src_scc, v8
v_bfm_b32 v4, src_shared_base, v8
v_cvt_pknorm_i16_f32 v4, vcc_lo, v8
v_cvt_pknorm_i16_f32 v4, m0, v8
v_cvt_pknorm_i16_f32 v4, exec_lo, v8
v_cvt_pknorm_i16_f32 v4, 0.5, v8
v_cvt_pknorm_i16_f32 v4, -1.0, v8
v_cvt_pknorm_i16_f32 v4, 0.15915494, v8
v_cvt_pknorm_i16_f32 v4, src_scc, v8
v_cvt_pknorm_i16_f32 v4, src_shared_base, v8
v_cvt_pknorm_u16_f32 v4, -v6, -|v8| clamp
v_cvt_pknorm_u16_f32 v4, vcc_lo, v8
v_cvt_pknorm_u16_f32 v4, m0, v8
v_cvt_pknorm_u16_f32 v4, exec_lo, v8
v_cvt_pknorm_u16_f32 v4, 0.5, v8
v_cvt_pknorm_u16_f32 v4, -1.0, v8
v_cvt_pknorm_u16_f32 v4, 0.15915494, v8
v_cvt_pknorm_u16_f32 v4, src_scc, v8
v_cvt_pkrtz_f16_f32 v4, v6, -v8 clamp mul:4
v_cvt_pkrtz_f16_f32 v4, vcc_lo, v8
v_cvt_pkrtz_f16_f32 v4, m0, v8
v_cvt_pkrtz_f16_f32 v4, exec_lo, v8
v_cvt_pkrtz_f16_f32 v4, 0.5, v8
v_cvt_pkrtz_f16_f32 v4, -1.0, v8
v_cvt_pkrtz_f16_f32 v4, 0.15915494, v8
v_cvt_pkrtz_f16_f32 v4, src_scc, v8
v_cvt_pk_u16_u32 v4, vcc_lo, v8
v_cvt_pk_u16_u32 v4, m0, v8
v_cvt_pk_u16_u32 v4, exec_lo, v8
v_cvt_pk_u16_u32 v4, 0.5, v8
v_cvt_pk_u16_u32 v4, -1.0, v8
v_cvt_pk_u16_u32 v4, 0.15915494, v8
v_cvt_pk_u16_u32 v4, src_scc, v8
v_cvt_pk_u16_u32 v4, src_shared_base, v8
v_cvt_pk_i16_i32 v4, vcc_lo, v8
v_cvt_pk_i16_i32 v4, m0, v8
v_cvt_pk_i16_i32 v4, exec_lo, v8
v_cvt_pk_i16_i32 v4, 0.5, v8
v_cvt_pk_i16_i32 v4, -1.0, v8
v_cvt_pk_i16_i32 v4, 0.15915494, v8
v_cvt_pk_i16_i32 v4, src_scc, v8
v_cvt_pk_i16_i32 v4, src_shared_base, v8
v_cvt_pknorm_i16_f16 v4, v6, |v8| op_sel:[1,0,0]
v_cvt_pknorm_i16_f16 v4, vcc_lo, v8
v_cvt_pknorm_i16_f16 v4, m0, v8
v_cvt_pknorm_i16_f16 v4, exec_lo, v8
v_cvt_pknorm_i16_f16 v4, 0.5, v8
v_cvt_pknorm_i16_f16 v4, -1.0, v8
v_cvt_pknorm_i16_f16 v4, 0.15915494, v8
v_cvt_pknorm_i16_f16 v4, src_scc, v8
v_cvt_pknorm_u16_f16 v4, v6, |v8| op_sel:[1,0,0]
v_cvt_pknorm_u16_f16 v4, vcc_lo, v8
v_cvt_pknorm_u16_f16 v4, m0, v8
v_cvt_pknorm_u16_f16 v4, exec_lo, v8
v_cvt_pknorm_u16_f16 v4, 0.5, v8
v_cvt_pknorm_u16_f16 v4, -1.0, v8
v_cvt_pknorm_u16_f16 v4, 0.15915494, v8
v_cvt_pknorm_u16_f16 v4, src_scc, v8
v_add_i32 v4, vcc_lo, v8
v_add_i32 v4, m0, v8
v_add_i32 v4, exec_lo, v8
v_add_i32 v4, 0.5, v8
v_add_i32 v4, -1.0, v8
v_add_i32 v4, 0.15915494, v8
v_add_i32 v4, src_scc, v8
v_add_i32 v4, src_shared_base, v8
v_sub_i32 v4, vcc_lo, v8
v_sub_i32 v4, m0, v8
v_sub_i32 v4, exec_lo, v8
v_sub_i32 v4, 0.5, v8
v_sub_i32 v4, -1.0, v8
v_sub_i32 v4, 0.15915494, v8
v_sub_i32 v4, src_scc, v8
v_sub_i32 v4, src_shared_base, v8
v_add_i16 v4, vcc_lo, v8
v_add_i16 v4, m0, v8
v_add_i16 v4, exec_lo, v8
v_add_i16 v4, src_scc, v8
v_add_i16 v4, src_shared_base, v8
v_add_i16 v4, ttmp0, v8
v_add_i16 v4, v6, v8 op_sel:[1,0,0]
v_add_i16 v4, v6, v8 clamp
v_sub_i16 v4, vcc_lo, v8
v_sub_i16 v4, m0, v8
v_sub_i16 v4, exec_lo, v8
v_sub_i16 v4, src_scc, v8
v_sub_i16 v4, src_shared_base, v8
v_sub_i16 v4, ttmp0, v8
v_sub_i16 v4, v6, v8 op_sel:[1,0,0]
v_sub_i16 v4, v6, v8 clamp
v_pack_b32_f16 v4, v6, |v8| op_sel:[1,0,0]
v_pack_b32_f16 v4, vcc_lo, v8
v_pack_b32_f16 v4, m0, v8
v_pack_b32_f16 v4, exec_lo, v8
v_pack_b32_f16 v4, 0.5, v8
v_pack_b32_f16 v4, -1.0, v8
v_pack_b32_f16 v4, 0.15915494, v8
v_pack_b32_f16 v4, src_scc, v8
v_mul_legacy_f32 v4, |v6|, -|v8| clamp div:2
v_mul_legacy_f32 v4, vcc_lo, v8
v_mul_legacy_f32 v4, m0, v8
v_mul_legacy_f32 v4, exec_lo, v8
v_mul_legacy_f32 v4, 0.5, v8
v_mul_legacy_f32 v4, -1.0, v8
v_mul_legacy_f32 v4, 0.15915494, v8
v_mul_legacy_f32 v4, src_scc, v8
v_cvt_pk_fp8_f32 v4, v6, |v8| op_sel:[1,0,0]
v_cvt_pk_fp8_f32 v4, vcc_lo, v8
v_cvt_pk_fp8_f32 v4, m0, v8
v_cvt_pk_fp8_f32 v4, exec_lo, v8
v_cvt_pk_fp8_f32 v4, 0.5, v8
v_cvt_pk_fp8_f32 v4, -1.0, v8
v_cvt_pk_fp8_f32 v4, 0.15915494, v8
v_cvt_pk_fp8_f32 v4, src_scc, v8
v_cvt_pk_bf8_f32 v4, v6, |v8| op_sel:[1,0,0]
v_cvt_pk_bf8_f32 v4, vcc_lo, v8
v_cvt_pk_bf8_f32 v4, m0, v8
v_cvt_pk_bf8_f32 v4, exec_lo, v8
v_cvt_pk_bf8_f32 v4, 0.5, v8
v_cvt_pk_bf8_f32 v4, -1.0, v8
v_cvt_pk_bf8_f32 v4, 0.15915494, v8
v_cvt_pk_bf8_f32 v4, src_scc, v8
v_cvt_sr_fp8_f32 v4, vcc_lo, v8
v_cvt_sr_fp8_f32 v4, m0, v8
v_cvt_sr_fp8_f32 v4, exec_lo, v8
v_cvt_sr_fp8_f32 v4, 0.5, v8
v_cvt_sr_fp8_f32 v4, -1.0, v8
v_cvt_sr_fp8_f32 v4, 0.15915494, v8
v_cvt_sr_fp8_f32 v4, src_scc, v8
v_cvt_sr_fp8_f32 v4, src_shared_base, v8
v_cvt_sr_bf8_f32 v4, -|v6|, v8 op_sel:[1,1,1,0]
v_cvt_sr_bf8_f32 v4, vcc_lo, v8
v_cvt_sr_bf8_f32 v4, m0, v8
v_cvt_sr_bf8_f32 v4, exec_lo, v8
v_cvt_sr_bf8_f32 v4, 0.5, v8
v_cvt_sr_bf8_f32 v4, -1.0, v8
v_cvt_sr_bf8_f32 v4, 0.15915494, v8
v_cvt_sr_bf8_f32 v4, src_scc, v8
v_cvt_sr_f16_f32 v4, |v6|, v8 op_sel:[1,0,0]
v_cvt_sr_f16_f32 v4, vcc_lo, v8
v_cvt_sr_f16_f32 v4, m0, v8
v_cvt_sr_f16_f32 v4, exec_lo, v8
v_cvt_sr_f16_f32 v4, 0.5, v8
v_cvt_sr_f16_f32 v4, -1.0, v8
v_cvt_sr_f16_f32 v4, 0.15915494, v8
v_cvt_sr_f16_f32 v4, src_scc, v8
v_cvt_sr_bf16_f32 v4, vcc_lo, v8
v_cvt_sr_bf16_f32 v4, m0, v8
v_cvt_sr_bf16_f32 v4, exec_lo, v8
v_cvt_sr_bf16_f32 v4, 0.5, v8
v_cvt_sr_bf16_f32 v4, -1.0, v8
v_cvt_sr_bf16_f32 v4, 0.15915494, v8
v_cvt_sr_bf16_f32 v4, src_scc, v8
v_cvt_sr_bf16_f32 v4, src_shared_base, v8
v_minimum3_f32 v4, -|v6|, v8, -|v10| clamp mul:4
v_minimum3_f32 v4, -v6, -|v8|, -|v10| clamp div:2
v_minimum3_f32 v4, vcc_lo, v8, v10
v_minimum3_f32 v4, m0, v8, v10
v_minimum3_f32 v4, exec_lo, v8, v10
v_minimum3_f32 v4, 0.5, v8, v10
v_minimum3_f32 v4, -1.0, v8, v10
v_minimum3_f32 v4, 0.15915494, v8, v10
v_maximum3_f32 v4, -|v6|, -|v8|, -|v10| clamp div:2
v_maximum3_f32 v4, vcc_lo, v8, v10
v_maximum3_f32 v4, m0, v8, v10
v_maximum3_f32 v4, exec_lo, v8, v10
v_maximum3_f32 v4, 0.5, v8, v10
v_maximum3_f32 v4, -1.0, v8, v10
v_maximum3_f32 v4, 0.15915494, v8, v10
v_maximum3_f32 v4, src_scc, v8, v10

// VOP3P
v_pk_mad_i16 v4, v6, v8, v10 op_sel:[0,0,1] op_sel_hi:[1,0,0] neg_lo:[0,0,1] neg_hi:[1,0,0] clamp
v_pk_mad_i16 v4, vcc_lo, v8, v10
v_pk_mad_i16 v4, m0, v8, v10
v_pk_mad_i16 v4, exec_lo, v8, v10
v_pk_mad_i16 v4, 0.5, v8, v10
v_pk_mad_i16 v4, -1.0, v8, v10
v_pk_mad_i16 v4, 0.15915494, v8, v10
v_pk_mad_i16 v4, src_scc, v8, v10
v_pk_mul_lo_u16 v4, v6, v8 op_sel_hi:[0,0] neg_lo:[1,1] neg_hi:[1,0]
v_pk_mul_lo_u16 v4, vcc_lo, v8
v_pk_mul_lo_u16 v4, m0, v8
v_pk_mul_lo_u16 v4, exec_lo, v8
v_pk_mul_lo_u16 v4, 0.5, v8
v_pk_mul_lo_u16 v4, -1.0, v8
v_pk_mul_lo_u16 v4, 0.15915494, v8
v_pk_mul_lo_u16 v4, src_scc, v8
v_pk_add_i16 v4, v6, v8 op_sel:[1,1] neg_lo:[0,1] neg_hi:[1,0]
v_pk_add_i16 v4, vcc_lo, v8
v_pk_add_i16 v4, m0, v8
v_pk_add_i16 v4, exec_lo, v8
v_pk_add_i16 v4, 0.5, v8
v_pk_add_i16 v4, -1.0, v8
v_pk_add_i16 v4, 0.15915494, v8
v_pk_add_i16 v4, src_scc, v8
v_pk_sub_i16 v4, v6, v8 op_sel:[1,0] op_sel_hi:[0,1] neg_hi:[1,0]
v_pk_sub_i16 v4, v6, v8 neg_lo:[1,0] clamp
v_pk_sub_i16 v4, vcc_lo, v8
v_pk_sub_i16 v4, m0, v8
v_pk_sub_i16 v4, exec_lo, v8
v_pk_sub_i16 v4, 0.5, v8
v_pk_sub_i16 v4, -1.0, v8
v_pk_sub_i16 v4, 0.15915494, v8
v_pk_lshlrev_b16 v4, v6, v8 op_sel:[0,1] op_sel_hi:[0,1] neg_lo:[1,1] neg_hi:[1,1] clamp
v_pk_lshlrev_b16 v4, vcc_lo, v8
v_pk_lshlrev_b16 v4, m0, v8
v_pk_lshlrev_b16 v4, exec_lo, v8
v_pk_lshlrev_b16 v4, 0.5, v8
v_pk_lshlrev_b16 v4, -1.0, v8
v_pk_lshlrev_b16 v4, 0.15915494, v8
v_pk_lshlrev_b16 v4, src_scc, v8
v_pk_lshrrev_b16 v4, v6, v8 neg_lo:[1,0] neg_hi:[1,1] clamp
v_pk_lshrrev_b16 v4, vcc_lo, v8
v_pk_lshrrev_b16 v4, m0, v8
v_pk_lshrrev_b16 v4, exec_lo, v8
v_pk_lshrrev_b16 v4, 0.5, v8
v_pk_lshrrev_b16 v4, -1.0, v8
v_pk_lshrrev_b16 v4, 0.15915494, v8
v_pk_lshrrev_b16 v4, src_scc, v8
v_pk_ashrrev_i16 v4, v6, v8 op_sel:[1,1] op_sel_hi:[1,0] neg_hi:[1,0] clamp
v_pk_ashrrev_i16 v4, vcc_lo, v8
v_pk_ashrrev_i16 v4, m0, v8
v_pk_ashrrev_i16 v4, exec_lo, v8
v_pk_ashrrev_i16 v4, 0.5, v8
v_pk_ashrrev_i16 v4, -1.0, v8
v_pk_ashrrev_i16 v4, 0.15915494, v8
v_pk_ashrrev_i16 v4, src_scc, v8
v_pk_max_i16 v4, v6, v8 op_sel_hi:[0,1] neg_lo:[1,0] clamp
v_pk_max_i16 v4, v6, v8 op_sel:[0,1] op_sel_hi:[1,0] neg_hi:[1,1]
v_pk_max_i16 v4, vcc_lo, v8
v_pk_max_i16 v4, m0, v8
v_pk_max_i16 v4, exec_lo, v8
v_pk_max_i16 v4, 0.5, v8
v_pk_max_i16 v4, -1.0, v8
v_pk_max_i16 v4, 0.15915494, v8
v_pk_min_i16 v4, v6, v8 op_sel:[1,1] op_sel_hi:[1,0] neg_lo:[1,1] neg_hi:[1,1] clamp
v_pk_min_i16 v4, vcc_lo, v8
v_pk_min_i16 v4, m0, v8
v_pk_min_i16 v4, exec_lo, v8
v_pk_min_i16 v4, 0.5, v8
v_pk_min_i16 v4, -1.0, v8
v_pk_min_i16 v4, 0.15915494, v8
v_pk_min_i16 v4, src_scc, v8
v_pk_mad_u16 v4, v6, v8, v10 op_sel:[1,1,0] op_sel_hi:[1,0,0] neg_lo:[0,1,0] neg_hi:[0,0,1] clamp
v_pk_mad_u16 v4, vcc_lo, v8, v10
v_pk_mad_u16 v4, m0, v8, v10
v_pk_mad_u16 v4, exec_lo, v8, v10
v_pk_mad_u16 v4, 0.5, v8, v10
v_pk_mad_u16 v4, -1.0, v8, v10
v_pk_mad_u16 v4, 0.15915494, v8, v10
v_pk_mad_u16 v4, src_scc, v8, v10
v_pk_add_u16 v4, v6, v8 op_sel:[1,0] neg_lo:[1,0] neg_hi:[1,0]
v_pk_add_u16 v4, vcc_lo, v8
v_pk_add_u16 v4, m0, v8
v_pk_add_u16 v4, exec_lo, v8
v_pk_add_u16 v4, 0.5, v8
v_pk_add_u16 v4, -1.0, v8
v_pk_add_u16 v4, 0.15915494, v8
v_pk_add_u16 v4, src_scc, v8
v_pk_sub_u16 v4, v6, v8 op_sel:[0,1] op_sel_hi:[0,1] neg_lo:[1,0] neg_hi:[1,0]
v_pk_sub_u16 v4, vcc_lo, v8
v_pk_sub_u16 v4, m0, v8
v_pk_sub_u16 v4, exec_lo, v8
v_pk_sub_u16 v4, 0.5, v8
v_pk_sub_u16 v4, -1.0, v8
v_pk_sub_u16 v4, 0.15915494, v8
v_pk_sub_u16 v4, src_scc, v8
v_pk_max_u16 v4, v6, v8 op_sel:[1,0] neg_lo:[1,0] neg_hi:[1,0]
v_pk_max_u16 v4, vcc_lo, v8
v_pk_max_u16 v4, m0, v8
v_pk_max_u16 v4, exec_lo, v8
v_pk_max_u16 v4, 0.5, v8
v_pk_max_u16 v4, -1.0, v8
v_pk_max_u16 v4, 0.15915494, v8
v_pk_max_u16 v4, src_scc, v8
v_pk_min_u16 v4, v6, v8 op_sel:[1,0] op_sel_hi:[0,0] neg_lo:[1,1] clamp
v_pk_min_u16 v4, vcc_lo, v8
v_pk_min_u16 v4, m0, v8
v_pk_min_u16 v4, exec_lo, v8
v_pk_min_u16 v4, 0.5, v8
v_pk_min_u16 v4, -1.0, v8
v_pk_min_u16 v4, 0.15915494, v8
v_pk_min_u16 v4, src_scc, v8
v_pk_fma_f16 v4, v6, v8, v10 op_sel:[0,1,1] op_sel_hi:[1,0,1] neg_lo:[0,1,0] neg_hi:[0,0,1] clamp
v_pk_fma_f16 v4, vcc_lo, v8, v10
v_pk_fma_f16 v4, m0, v8, v10
v_pk_fma_f16 v4, exec_lo, v8, v10
v_pk_fma_f16 v4, 0.5, v8, v10
v_pk_fma_f16 v4, -1.0, v8, v10
v_pk_fma_f16 v4, 0.15915494, v8, v10
v_pk_fma_f16 v4, src_scc, v8, v10
v_pk_add_f16 v4, v6, v8 op_sel:[1,1] op_sel_hi:[1,0] neg_lo:[1,0]
v_pk_add_f16 v4, vcc_lo, v8
v_pk_add_f16 v4, m0, v8
v_pk_add_f16 v4, exec_lo, v8
v_pk_add_f16 v4, 0.5, v8
v_pk_add_f16 v4, -1.0, v8
v_pk_add_f16 v4, 0.15915494, v8
v_pk_add_f16 v4, src_scc, v8
v_pk_mul_f16 v4, v6, v8 op_sel:[1,0] neg_lo:[0,1] neg_hi:[1,1] clamp
v_pk_mul_f16 v4, vcc_lo, v8
v_pk_mul_f16 v4, m0, v8
v_pk_mul_f16 v4, exec_lo, v8
v_pk_mul_f16 v4, 0.5, v8
v_pk_mul_f16 v4, -1.0, v8
v_pk_mul_f16 v4, 0.15915494, v8
v_pk_mul_f16 v4, src_scc, v8
v_pk_min_f16 v4, v6, v8 op_sel:[0,1] op_sel_hi:[0,0] neg_lo:[0,1] clamp
v_pk_min_f16 v4, vcc_lo, v8
v_pk_min_f16 v4, m0, v8
v_pk_min_f16 v4, exec_lo, v8
v_pk_min_f16 v4, 0.5, v8
v_pk_min_f16 v4, -1.0, v8
v_pk_min_f16 v4, 0.15915494, v8
v_pk_min_f16 v4, src_scc, v8
v_pk_max_f16 v4, v6, v8 op_sel:[0,1] op_sel_hi:[1,0] neg_lo:[1,0]
v_pk_max_f16 v4, vcc_lo, v8
v_pk_max_f16 v4, m0, v8
v_pk_max_f16 v4, exec_lo, v8
v_pk_max_f16 v4, 0.5, v8
v_pk_max_f16 v4, -1.0, v8
v_pk_max_f16 v4, 0.15915494, v8
v_pk_max_f16 v4, src_scc, v8
v_dot2_f32_bf16 v4, v6, v8, v10 neg_lo:[0,1,0] neg_hi:[1,0,0]
v_dot2_f32_bf16 v4, vcc_lo, v8, v10
v_dot2_f32_bf16 v4, m0, v8, v10
v_dot2_f32_bf16 v4, exec_lo, v8, v10
v_dot2_f32_bf16 v4, 0.5, v8, v10
v_dot2_f32_bf16 v4, -1.0, v8, v10
v_dot2_f32_bf16 v4, 0.15915494, v8, v10
v_dot2_f32_bf16 v4, src_scc, v8, v10
v_pk_minimum3_f16 v4, v6, v8, v10 op_sel:[1,0,1] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,1,1] clamp
v_pk_minimum3_f16 v4, vcc_lo, v8, v10
v_pk_minimum3_f16 v4, m0, v8, v10
v_pk_minimum3_f16 v4, exec_lo, v8, v10
v_pk_minimum3_f16 v4, 0.5, v8, v10
v_pk_minimum3_f16 v4, -1.0, v8, v10
v_pk_minimum3_f16 v4, 0.15915494, v8, v10
v_pk_minimum3_f16 v4, src_scc, v8, v10
v_pk_maximum3_f16 v4, v6, v8, v10 op_sel:[0,1,1] op_sel_hi:[1,0,1] neg_lo:[1,1,0] neg_hi:[1,1,1] clamp
v_pk_maximum3_f16 v4, vcc_lo, v8, v10
v_pk_maximum3_f16 v4, m0, v8, v10
v_pk_maximum3_f16 v4, exec_lo, v8, v10
v_pk_maximum3_f16 v4, 0.5, v8, v10
v_pk_maximum3_f16 v4, -1.0, v8, v10
v_pk_maximum3_f16 v4, 0.15915494, v8, v10
v_pk_maximum3_f16 v4, src_scc, v8, v10
v_fma_mix_f32 v4, |v6|, -|v8|, -|v10| op_sel:[1,0,0] op_sel_hi:[0,0,1]
v_fma_mix_f32 v4, vcc_lo, v8, v10
v_fma_mix_f32 v4, m0, v8, v10
v_fma_mix_f32 v4, exec_lo, v8, v10
v_fma_mix_f32 v4, 0.5, v8, v10
v_fma_mix_f32 v4, -1.0, v8, v10
v_fma_mix_f32 v4, 0.15915494, v8, v10
v_fma_mix_f32 v4, src_scc, v8, v10
v_fma_mixlo_f16 v4, v6, |v8|, -|v10| op_sel:[1,0,0] op_sel_hi:[0,1,1] clamp
v_fma_mixlo_f16 v4, vcc_lo, v8, v10
v_fma_mixlo_f16 v4, m0, v8, v10
v_fma_mixlo_f16 v4, exec_lo, v8, v10
v_fma_mixlo_f16 v4, 0.5, v8, v10
v_fma_mixlo_f16 v4, -1.0, v8, v10
v_fma_mixlo_f16 v4, 0.15915494, v8, v10
v_fma_mixlo_f16 v4, src_scc, v8, v10
v_fma_mixhi_f16 v4, -|v6|, |v8|, |v10| op_sel:[0,0,1] op_sel_hi:[1,1,1] clamp
v_fma_mixhi_f16 v4, vcc_lo, v8, v10
v_fma_mixhi_f16 v4, m0, v8, v10
v_fma_mixhi_f16 v4, exec_lo, v8, v10
v_fma_mixhi_f16 v4, 0.5, v8, v10
v_fma_mixhi_f16 v4, -1.0, v8, v10
v_fma_mixhi_f16 v4, 0.15915494, v8, v10
v_fma_mixhi_f16 v4, src_scc, v8, v10
v_dot2_f32_f16 v4, vcc_lo, v8, v10
v_dot2_f32_f16 v4, m0, v8, v10
v_dot2_f32_f16 v4, exec_lo, v8, v10
v_dot2_f32_f16 v4, 0.5, v8, v10
v_dot2_f32_f16 v4, -1.0, v8, v10
v_dot2_f32_f16 v4, 0.15915494, v8, v10
v_dot2_f32_f16 v4, src_scc, v8, v10
v_dot2_f32_f16 v4, src_shared_base, v8, v10
v_dot2_i32_i16 v4, vcc_lo, v8, v10
v_dot2_i32_i16 v4, m0, v8, v10
v_dot2_i32_i16 v4, exec_lo, v8, v10
v_dot2_i32_i16 v4, 0.5, v8, v10
v_dot2_i32_i16 v4, -1.0, v8, v10
v_dot2_i32_i16 v4, 0.15915494, v8, v10
v_dot2_i32_i16 v4, src_scc, v8, v10
v_dot2_i32_i16 v4, src_shared_base, v8, v10
v_dot2_u32_u16 v4, v6, v8, v10 neg_lo:[0,0,1] neg_hi:[1,0,1]
v_dot2_u32_u16 v4, vcc_lo, v8, v10
v_dot2_u32_u16 v4, m0, v8, v10
v_dot2_u32_u16 v4, exec_lo, v8, v10
v_dot2_u32_u16 v4, 0.5, v8, v10
v_dot2_u32_u16 v4, -1.0, v8, v10
v_dot2_u32_u16 v4, 0.15915494, v8, v10
v_dot2_u32_u16 v4, src_scc, v8, v10
v_dot4_i32_i8 v4, vcc_lo, v8, v10
v_dot4_i32_i8 v4, m0, v8, v10
v_dot4_i32_i8 v4, exec_lo, v8, v10
v_dot4_i32_i8 v4, 0.5, v8, v10
v_dot4_i32_i8 v4, -1.0, v8, v10
v_dot4_i32_i8 v4, 0.15915494, v8, v10
v_dot4_i32_i8 v4, src_scc, v8, v10
v_dot4_i32_i8 v4, src_shared_base, v8, v10
v_dot4_u32_u8 v4, v6, v8, v10 neg_lo:[1,0,0] clamp
v_dot4_u32_u8 v4, vcc_lo, v8, v10
v_dot4_u32_u8 v4, m0, v8, v10
v_dot4_u32_u8 v4, exec_lo, v8, v10
v_dot4_u32_u8 v4, 0.5, v8, v10
v_dot4_u32_u8 v4, -1.0, v8, v10
v_dot4_u32_u8 v4, 0.15915494, v8, v10
v_dot4_u32_u8 v4, src_scc, v8, v10
v_dot8_i32_i4 v4, v6, v8, v10 neg_lo:[1,1,0] neg_hi:[0,0,1] clamp
v_dot8_i32_i4 v4, vcc_lo, v8, v10
v_dot8_i32_i4 v4, m0, v8, v10
v_dot8_i32_i4 v4, exec_lo, v8, v10
v_dot8_i32_i4 v4, 0.5, v8, v10
v_dot8_i32_i4 v4, -1.0, v8, v10
v_dot8_i32_i4 v4, 0.15915494, v8, v10
v_dot8_i32_i4 v4, src_scc, v8, v10
v_dot8_u32_u4 v4, v6, v8, v10 neg_lo:[1,0,0] neg_hi:[0,1,0] clamp
v_dot8_u32_u4 v4, vcc_lo, v8, v10
v_dot8_u32_u4 v4, m0, v8, v10
v_dot8_u32_u4 v4, exec_lo, v8, v10
v_dot8_u32_u4 v4, 0.5, v8, v10
v_dot8_u32_u4 v4, -1.0, v8, v10
v_dot8_u32_u4 v4, 0.15915494, v8, v10
v_dot8_u32_u4 v4, src_scc, v8, v10
v_mfma_ld_scale_b32 vcc_lo, v8
v_mfma_ld_scale_b32 m0, v8
v_mfma_ld_scale_b32 exec_lo, v8
v_mfma_ld_scale_b32 0.5, v8
v_mfma_ld_scale_b32 -1.0, v8
v_mfma_ld_scale_b32 0.15915494, v8
v_mfma_ld_scale_b32 src_scc, v8
v_mfma_ld_scale_b32 src_shared_base, v8
v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:7], v[12:19], v[0:3], v20, v21 op_sel_hi:[0,0,0] cbsz:4
v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:15], 0, v20, v21 op_sel:[1,0,0] op_sel_hi:[0,1,0] blgp:4
v_mfma_scale_f32_16x16x128_f8f6f4 a[0:3], v[4:7], v[12:15], a[0:3], v20, v21 op_sel:[1,1,0] op_sel_hi:[1,1,0] cbsz:4 blgp:4
v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], a[4:11], a[12:19], v[0:3], v20, v21 op_sel_hi:[0,0,0] cbsz:1 blgp:1
v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:9], v[12:17], v[0:3], v20, v21 op_sel_hi:[0,0,0] cbsz:2 blgp:3
v_mfma_scale_f32_32x32x64_f8f6f4 v[0:15], v[16:23], v[24:31], v[0:15], v40, v41 op_sel_hi:[0,0,0]
v_mfma_scale_f32_32x32x64_f8f6f4 a[0:15], v[16:19], v[24:31], 1.0, v40, v41 op_sel:[0,1,0] op_sel_hi:[0,0,0] cbsz:4
v_mfma_f32_16x16x128_f8f6f4 v[4:7], v[6:11], v[8:11], v[10:13] cbsz:2 blgp:4
v_mfma_f32_16x16x128_f8f6f4 v[4:7], v[6:13], v[8:15], 0.5
v_mfma_f32_16x16x128_f8f6f4 v[4:7], v[6:13], v[8:15], -1.0
v_mfma_f32_16x16x128_f8f6f4 v[4:7], v[6:13], v[8:15], 0.15915494
v_mfma_f32_16x16x128_f8f6f4 a[4:7], v[6:13], v[8:15], a[10:13]
v_mfma_f32_16x16x128_f8f6f4 v[4:7], v[6:13], v[8:15], v[10:13]
v_mfma_f32_16x16x128_f8f6f4 v[4:7], v[6:13], v[8:15], 0
v_mfma_f32_16x16x128_f8f6f4 v[4:7], v[6:13], v[8:15], 64
v_mfma_f32_32x32x64_f8f6f4 v[4:19], v[6:13], v[8:15], 0.5
v_mfma_f32_32x32x64_f8f6f4 v[4:19], v[6:13], v[8:15], -1.0
v_mfma_f32_32x32x64_f8f6f4 v[4:19], v[6:13], v[8:15], 0.15915494
v_mfma_f32_32x32x64_f8f6f4 v[4:19], v[6:13], v[8:15], v[10:25] cbsz:1
v_mfma_f32_32x32x64_f8f6f4 a[4:19], v[6:13], v[8:15], a[10:25]
v_mfma_f32_32x32x64_f8f6f4 v[4:19], v[6:13], v[8:15], v[10:25] blgp:1
v_mfma_f32_32x32x64_f8f6f4 v[4:19], v[6:13], v[8:15], v[10:25]
v_mfma_f32_32x32x64_f8f6f4 v[4:19], v[6:13], v[8:15], 0
v_pk_fma_f32 v[4:5], v[6:7], v[8:9], v[10:11] op_sel:[0,1,0] op_sel_hi:[1,0,1] neg_lo:[1,1,0] neg_hi:[1,1,1] clamp
v_pk_fma_f32 v[4:5], vcc, v[8:9], v[10:11]
v_pk_fma_f32 v[4:5], exec, v[8:9], v[10:11]
v_pk_fma_f32 v[4:5], 0.5, v[8:9], v[10:11]
v_pk_fma_f32 v[4:5], -1.0, v[8:9], v[10:11]
v_pk_fma_f32 v[4:5], 0.15915494, v[8:9], v[10:11]
v_pk_fma_f32 v[4:5], src_scc, v[8:9], v[10:11]
v_pk_fma_f32 v[4:5], src_shared_base, v[8:9], v[10:11]
v_pk_mul_f32 v[4:5], v[6:7], v[8:9] op_sel_hi:[1,0] neg_lo:[1,0] neg_hi:[1,0] clamp
v_pk_mul_f32 v[4:5], vcc, v[8:9]
v_pk_mul_f32 v[4:5], exec, v[8:9]
v_pk_mul_f32 v[4:5], 0.5, v[8:9]
v_pk_mul_f32 v[4:5], -1.0, v[8:9]
v_pk_mul_f32 v[4:5], 0.15915494, v[8:9]
v_pk_mul_f32 v[4:5], src_scc, v[8:9]
v_pk_mul_f32 v[4:5], src_shared_base, v[8:9]
v_pk_add_f32 v[4:5], v[6:7], v[8:9] op_sel:[0,1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
v_pk_add_f32 v[4:5], vcc, v[8:9]
v_pk_add_f32 v[4:5], exec, v[8:9]
v_pk_add_f32 v[4:5], 0.5, v[8:9]
v_pk_add_f32 v[4:5], -1.0, v[8:9]
v_pk_add_f32 v[4:5], 0.15915494, v[8:9]
v_pk_add_f32 v[4:5], src_scc, v[8:9]
v_pk_add_f32 v[4:5], src_shared_base, v[8:9]
v_pk_mov_b32 v[4:5], v[6:7], v[8:9] op_sel:[1,0] op_sel_hi:[0,1] neg_hi:[0,1] clamp
v_pk_mov_b32 v[4:5], vcc, v[8:9]
v_pk_mov_b32 v[4:5], exec, v[8:9]
v_pk_mov_b32 v[4:5], 0.5, v[8:9]
v_pk_mov_b32 v[4:5], -1.0, v[8:9]
v_pk_mov_b32 v[4:5], 0.15915494, v[8:9]
v_pk_mov_b32 v[4:5], src_scc, v[8:9]
v_pk_mov_b32 v[4:5], src_shared_base, v[8:9]
v_mfma_f32_16x16x32_bf16 a[4:7], a[6:9], v[8:11], a[10:13] cbsz:4 abid:10 blgp:1
v_mfma_f32_16x16x32_bf16 v[4:7], v[6:9], v[8:11], 0.5
v_mfma_f32_16x16x32_bf16 v[4:7], v[6:9], v[8:11], -1.0
v_mfma_f32_16x16x32_bf16 v[4:7], v[6:9], v[8:11], 0.15915494
v_mfma_f32_16x16x32_bf16 v[4:7], v[6:9], v[8:11], v[10:13]
v_mfma_f32_16x16x32_bf16 v[4:7], v[6:9], v[8:11], 0
v_mfma_f32_16x16x32_bf16 v[4:7], v[6:9], v[8:11], 64
v_mfma_f32_16x16x32_bf16 v[4:7], v[6:9], v[8:11], -1
v_mfma_i32_16x16x64_i8 v[4:7], v[6:9], a[8:11], v[10:13] cbsz:2 abid:9 blgp:6
v_mfma_i32_16x16x64_i8 v[4:7], v[6:9], v[8:11], 0.5
v_mfma_i32_16x16x64_i8 v[4:7], v[6:9], v[8:11], -1.0
v_mfma_i32_16x16x64_i8 v[4:7], v[6:9], v[8:11], 0.15915494
v_mfma_i32_16x16x64_i8 v[4:7], v[6:9], v[8:11], v[10:13]
v_mfma_i32_16x16x64_i8 v[4:7], v[6:9], v[8:11], 0
v_mfma_i32_16x16x64_i8 v[4:7], v[6:9], v[8:11], 64
v_mfma_i32_16x16x64_i8 v[4:7], v[6:9], v[8:11], -1
v_mfma_f32_32x32x16_bf16 v[4:19], v[6:9], v[8:11], 0.5
v_mfma_f32_32x32x16_bf16 v[4:19], v[6:9], v[8:11], -1.0
v_mfma_f32_32x32x16_bf16 v[4:19], v[6:9], v[8:11], 0.15915494
v_mfma_f32_32x32x16_bf16 a[4:19], v[6:9], v[8:11], 0
v_mfma_f32_32x32x16_bf16 v[4:19], v[6:9], v[8:11], 0
v_mfma_f32_32x32x16_bf16 v[4:19], v[6:9], v[8:11], 64
v_mfma_f32_32x32x16_bf16 v[4:19], v[6:9], v[8:11], -1
v_mfma_f32_32x32x16_bf16 v[4:19], v[6:9], v[8:11], -16
v_mfma_i32_32x32x32_i8 v[4:19], v[6:9], v[8:11], 0.5
v_mfma_i32_32x32x32_i8 v[4:19], v[6:9], v[8:11], -1.0
v_mfma_i32_32x32x32_i8 v[4:19], v[6:9], v[8:11], 0.15915494
v_mfma_i32_32x32x32_i8 a[4:19], v[6:9], v[8:11], 0
v_mfma_i32_32x32x32_i8 v[4:19], v[6:9], v[8:11], 0
v_mfma_i32_32x32x32_i8 v[4:19], v[6:9], v[8:11], 64
v_mfma_i32_32x32x32_i8 v[4:19], v[6:9], v[8:11], -1
v_mfma_i32_32x32x32_i8 v[4:19], v[6:9], v[8:11], -16
v_smfmac_f32_16x16x64_bf16 v[4:7], a[6:9], v[8:15], v10 cbsz:3 abid:4
v_smfmac_f32_16x16x64_bf16 v[4:7], v[6:9], v[8:15], v10
v_smfmac_f32_16x16x64_bf16 v[4:7], v[6:9], v[8:15], v10 cbsz:1
v_smfmac_f32_16x16x64_bf16 v[4:7], v[6:9], v[8:15], v10 cbsz:2
v_smfmac_f32_16x16x64_bf16 v[4:7], v[6:9], v[8:15], v10 cbsz:4
v_smfmac_f32_16x16x64_bf16 v[4:7], v[6:9], v[8:15], v10 abid:1
v_smfmac_f32_16x16x64_bf16 v[4:7], v[6:9], v[8:15], v10 abid:2
v_smfmac_f32_16x16x64_bf16 v[4:7], v[6:9], v[8:15], v10 abid:4
v_smfmac_i32_16x16x128_i8 v[4:7], a[6:9], v[8:15], v10 cbsz:4 abid:10
v_smfmac_i32_16x16x128_i8 v[4:7], v[6:9], v[8:15], v10
v_smfmac_i32_16x16x128_i8 v[4:7], v[6:9], v[8:15], v10 cbsz:1
v_smfmac_i32_16x16x128_i8 v[4:7], v[6:9], v[8:15], v10 cbsz:2
v_smfmac_i32_16x16x128_i8 v[4:7], v[6:9], v[8:15], v10 cbsz:4
v_smfmac_i32_16x16x128_i8 v[4:7], v[6:9], v[8:15], v10 abid:1
v_smfmac_i32_16x16x128_i8 v[4:7], v[6:9], v[8:15], v10 abid:2
v_smfmac_i32_16x16x128_i8 v[4:7], v[6:9], v[8:15], v10 abid:4
v_smfmac_f32_16x16x128_bf8_bf8 v[4:7], a[6:9], v[8:15], v10 cbsz:5 abid:3
v_smfmac_f32_16x16x128_bf8_bf8 v[4:7], v[6:9], v[8:15], v10
v_smfmac_f32_16x16x128_bf8_bf8 v[4:7], v[6:9], v[8:15], v10 cbsz:1
v_smfmac_f32_16x16x128_bf8_bf8 v[4:7], v[6:9], v[8:15], v10 cbsz:2
v_smfmac_f32_16x16x128_bf8_bf8 v[4:7], v[6:9], v[8:15], v10 cbsz:4
v_smfmac_f32_16x16x128_bf8_bf8 v[4:7], v[6:9], v[8:15], v10 abid:1
v_smfmac_f32_16x16x128_bf8_bf8 v[4:7], v[6:9], v[8:15], v10 abid:2
v_smfmac_f32_16x16x128_bf8_bf8 v[4:7], v[6:9], v[8:15], v10 abid:4
v_smfmac_f32_16x16x128_bf8_fp8 v[4:7], a[6:9], a[8:15], v10 cbsz:7 abid:11
v_smfmac_f32_16x16x128_bf8_fp8 v[4:7], v[6:9], v[8:15], v10
v_smfmac_f32_16x16x128_bf8_fp8 v[4:7], v[6:9], v[8:15], v10 cbsz:1
v_smfmac_f32_16x16x128_bf8_fp8 v[4:7], v[6:9], v[8:15], v10 cbsz:2
v_smfmac_f32_16x16x128_bf8_fp8 v[4:7], v[6:9], v[8:15], v10 cbsz:4
v_smfmac_f32_16x16x128_bf8_fp8 v[4:7], v[6:9], v[8:15], v10 abid:1
v_smfmac_f32_16x16x128_bf8_fp8 v[4:7], v[6:9], v[8:15], v10 abid:2
v_smfmac_f32_16x16x128_bf8_fp8 v[4:7], v[6:9], v[8:15], v10 abid:4
v_smfmac_f32_16x16x128_fp8_bf8 a[4:7], a[6:9], v[8:15], v10 cbsz:2 abid:7
v_smfmac_f32_16x16x128_fp8_bf8 v[4:7], v[6:9], v[8:15], v10
v_smfmac_f32_16x16x128_fp8_bf8 v[4:7], v[6:9], v[8:15], v10 cbsz:1
v_smfmac_f32_16x16x128_fp8_bf8 v[4:7], v[6:9], v[8:15], v10 cbsz:2
v_smfmac_f32_16x16x128_fp8_bf8 v[4:7], v[6:9], v[8:15], v10 cbsz:4
v_smfmac_f32_16x16x128_fp8_bf8 v[4:7], v[6:9], v[8:15], v10 abid:1
v_smfmac_f32_16x16x128_fp8_bf8 v[4:7], v[6:9], v[8:15], v10 abid:2
v_smfmac_f32_16x16x128_fp8_bf8 v[4:7], v[6:9], v[8:15], v10 abid:4
v_mfma_f32_32x32x1_2b_f32 v[4:35], v6, v8, 0.5
v_mfma_f32_32x32x1_2b_f32 v[4:35], v6, v8, -1.0
v_mfma_f32_32x32x1_2b_f32 v[4:35], v6, v8, 0.15915494
v_mfma_f32_32x32x1_2b_f32 a[4:35], v6, v8, 0
v_mfma_f32_32x32x1_2b_f32 v[4:35], v6, v8, 0
v_mfma_f32_32x32x1_2b_f32 v[4:35], v6, v8, 64
v_mfma_f32_32x32x1_2b_f32 v[4:35], v6, v8, -1
v_mfma_f32_32x32x1_2b_f32 v[4:35], v6, v8, -16
v_mfma_f32_16x16x1_4b_f32 v[4:19], v6, v8, 0.5
v_mfma_f32_16x16x1_4b_f32 v[4:19], v6, v8, -1.0
v_mfma_f32_16x16x1_4b_f32 v[4:19], v6, v8, 0.15915494
v_mfma_f32_16x16x1_4b_f32 a[4:19], v6, v8, 0
v_mfma_f32_16x16x1_4b_f32 v[4:19], v6, v8, 0
v_mfma_f32_16x16x1_4b_f32 v[4:19], v6, v8, 64
v_mfma_f32_16x16x1_4b_f32 v[4:19], v6, v8, -1
v_mfma_f32_16x16x1_4b_f32 v[4:19], v6, v8, -16
v_mfma_f32_4x4x1_16b_f32 a[4:7], a6, v8, a[10:13] cbsz:2 abid:15 blgp:2
v_mfma_f32_4x4x1_16b_f32 v[4:7], v6, v8, 0.5
v_mfma_f32_4x4x1_16b_f32 v[4:7], v6, v8, -1.0
v_mfma_f32_4x4x1_16b_f32 v[4:7], v6, v8, 0.15915494
v_mfma_f32_4x4x1_16b_f32 v[4:7], v6, a8, v[10:13]
v_mfma_f32_4x4x1_16b_f32 v[4:7], v6, v8, v[10:13]
v_mfma_f32_4x4x1_16b_f32 v[4:7], v6, v8, 0
v_mfma_f32_4x4x1_16b_f32 v[4:7], v6, v8, 64
v_smfmac_f32_16x16x128_fp8_fp8 a[4:7], a[6:9], v[8:15], v10 cbsz:4 abid:12
v_smfmac_f32_16x16x128_fp8_fp8 v[4:7], v[6:9], v[8:15], v10
v_smfmac_f32_16x16x128_fp8_fp8 v[4:7], v[6:9], v[8:15], v10 cbsz:1
v_smfmac_f32_16x16x128_fp8_fp8 v[4:7], v[6:9], v[8:15], v10 cbsz:2
v_smfmac_f32_16x16x128_fp8_fp8 v[4:7], v[6:9], v[8:15], v10 cbsz:4
v_smfmac_f32_16x16x128_fp8_fp8 v[4:7], v[6:9], v[8:15], v10 abid:1
v_smfmac_f32_16x16x128_fp8_fp8 v[4:7], v[6:9], v[8:15], v10 abid:2
v_smfmac_f32_16x16x128_fp8_fp8 v[4:7], v[6:9], v[8:15], v10 abid:4
v_mfma_f32_32x32x2_f32 v[4:19], v6, v8, 0.5
v_mfma_f32_32x32x2_f32 v[4:19], v6, v8, -1.0
v_mfma_f32_32x32x2_f32 v[4:19], v6, v8, 0.15915494
v_mfma_f32_32x32x2_f32 a[4:19], v6, v8, 0
v_mfma_f32_32x32x2_f32 v[4:19], v6, v8, 0
v_mfma_f32_32x32x2_f32 v[4:19], v6, v8, 64
v_mfma_f32_32x32x2_f32 v[4:19], v6, v8, -1
v_mfma_f32_32x32x2_f32 v[4:19], v6, v8, -16
v_mfma_f32_16x16x4_f32 v[4:7], a6, a8, v[10:13] cbsz:3 abid:10 blgp:1
v_mfma_f32_16x16x4_f32 v[4:7], v6, v8, 0.5
v_mfma_f32_16x16x4_f32 v[4:7], v6, v8, -1.0
v_mfma_f32_16x16x4_f32 v[4:7], v6, v8, 0.15915494
v_mfma_f32_16x16x4_f32 a[4:7], v6, v8, a[10:13]
v_mfma_f32_16x16x4_f32 v[4:7], v6, v8, v[10:13]
v_mfma_f32_16x16x4_f32 v[4:7], v6, v8, 0
v_mfma_f32_16x16x4_f32 v[4:7], v6, v8, 64
v_smfmac_f32_32x32x32_bf16 v[4:19], a[6:9], v[8:15], v10 cbsz:2 abid:10
v_smfmac_f32_32x32x32_bf16 v[4:19], v[6:9], v[8:15], v10
v_smfmac_f32_32x32x32_bf16 v[4:19], v[6:9], v[8:15], v10 cbsz:1
v_smfmac_f32_32x32x32_bf16 v[4:19], v[6:9], v[8:15], v10 cbsz:2
v_smfmac_f32_32x32x32_bf16 v[4:19], v[6:9], v[8:15], v10 cbsz:4
v_smfmac_f32_32x32x32_bf16 v[4:19], v[6:9], v[8:15], v10 abid:1
v_smfmac_f32_32x32x32_bf16 v[4:19], v[6:9], v[8:15], v10 abid:2
v_smfmac_f32_32x32x32_bf16 v[4:19], v[6:9], v[8:15], v10 abid:4
v_smfmac_i32_32x32x64_i8 v[4:19], a[6:9], v[8:15], v10 cbsz:1 abid:1
v_smfmac_i32_32x32x64_i8 v[4:19], v[6:9], v[8:15], v10
v_smfmac_i32_32x32x64_i8 v[4:19], v[6:9], v[8:15], v10 cbsz:1
v_smfmac_i32_32x32x64_i8 v[4:19], v[6:9], v[8:15], v10 cbsz:2
v_smfmac_i32_32x32x64_i8 v[4:19], v[6:9], v[8:15], v10 cbsz:4
v_smfmac_i32_32x32x64_i8 v[4:19], v[6:9], v[8:15], v10 abid:1
v_smfmac_i32_32x32x64_i8 v[4:19], v[6:9], v[8:15], v10 abid:2
v_smfmac_i32_32x32x64_i8 v[4:19], v[6:9], v[8:15], v10 abid:4
v_mfma_f32_32x32x4_2b_f16 v[4:35], v[6:7], v[8:9], 0.5
v_mfma_f32_32x32x4_2b_f16 v[4:35], v[6:7], v[8:9], -1.0
v_mfma_f32_32x32x4_2b_f16 v[4:35], v[6:7], v[8:9], 0.15915494
v_mfma_f32_32x32x4_2b_f16 a[4:35], v[6:7], v[8:9], 0
v_mfma_f32_32x32x4_2b_f16 v[4:35], v[6:7], v[8:9], 0
v_mfma_f32_32x32x4_2b_f16 v[4:35], v[6:7], v[8:9], 64
v_mfma_f32_32x32x4_2b_f16 v[4:35], v[6:7], v[8:9], -1
v_mfma_f32_32x32x4_2b_f16 v[4:35], v[6:7], v[8:9], -16
v_mfma_f32_16x16x4_4b_f16 v[4:19], v[6:7], v[8:9], 0.5
v_mfma_f32_16x16x4_4b_f16 v[4:19], v[6:7], v[8:9], -1.0
v_mfma_f32_16x16x4_4b_f16 v[4:19], v[6:7], v[8:9], 0.15915494
v_mfma_f32_16x16x4_4b_f16 a[4:19], v[6:7], v[8:9], 0
v_mfma_f32_16x16x4_4b_f16 v[4:19], v[6:7], v[8:9], 0
v_mfma_f32_16x16x4_4b_f16 v[4:19], v[6:7], v[8:9], 64
v_mfma_f32_16x16x4_4b_f16 v[4:19], v[6:7], v[8:9], -1
v_mfma_f32_16x16x4_4b_f16 v[4:19], v[6:7], v[8:9], -16
v_mfma_f32_4x4x4_16b_f16 v[4:7], v[6:7], a[8:9], v[10:13] cbsz:3 abid:9 blgp:4
v_mfma_f32_4x4x4_16b_f16 v[4:7], v[6:7], v[8:9], 0.5
v_mfma_f32_4x4x4_16b_f16 v[4:7], v[6:7], v[8:9], -1.0
v_mfma_f32_4x4x4_16b_f16 v[4:7], v[6:7], v[8:9], 0.15915494
v_mfma_f32_4x4x4_16b_f16 v[4:7], v[6:7], v[8:9], v[10:13]
v_mfma_f32_4x4x4_16b_f16 v[4:7], v[6:7], v[8:9], 0
v_mfma_f32_4x4x4_16b_f16 v[4:7], v[6:7], v[8:9], 64
v_mfma_f32_4x4x4_16b_f16 v[4:7], v[6:7], v[8:9], -1
v_smfmac_f32_32x32x64_bf8_bf8 v[4:19], a[6:9], v[8:15], v10 abid:1
v_smfmac_f32_32x32x64_bf8_bf8 v[4:19], v[6:9], v[8:15], v10 cbsz:1
v_smfmac_f32_32x32x64_bf8_bf8 v[4:19], v[6:9], v[8:15], v10
v_smfmac_f32_32x32x64_bf8_bf8 v[4:19], v[6:9], v[8:15], v10 cbsz:2
v_smfmac_f32_32x32x64_bf8_bf8 v[4:19], v[6:9], v[8:15], v10 cbsz:4
v_smfmac_f32_32x32x64_bf8_bf8 v[4:19], v[6:9], v[8:15], v10 abid:1
v_smfmac_f32_32x32x64_bf8_bf8 v[4:19], v[6:9], v[8:15], v10 abid:2
v_smfmac_f32_32x32x64_bf8_bf8 v[4:19], v[6:9], v[8:15], v10 abid:4
v_mfma_f32_32x32x8_f16 v[4:19], v[6:7], v[8:9], 0.5
v_mfma_f32_32x32x8_f16 v[4:19], v[6:7], v[8:9], -1.0
v_mfma_f32_32x32x8_f16 v[4:19], v[6:7], v[8:9], 0.15915494
v_mfma_f32_32x32x8_f16 a[4:19], v[6:7], v[8:9], 0
v_mfma_f32_32x32x8_f16 v[4:19], v[6:7], v[8:9], 0
v_mfma_f32_32x32x8_f16 v[4:19], v[6:7], v[8:9], 64
v_mfma_f32_32x32x8_f16 v[4:19], v[6:7], v[8:9], -1
v_mfma_f32_32x32x8_f16 v[4:19], v[6:7], v[8:9], -16
v_mfma_f32_16x16x16_f16 v[4:7], a[6:7], v[8:9], v[10:13] cbsz:3 abid:8 blgp:1
v_mfma_f32_16x16x16_f16 v[4:7], v[6:7], v[8:9], 0.5
v_mfma_f32_16x16x16_f16 v[4:7], v[6:7], v[8:9], -1.0
v_mfma_f32_16x16x16_f16 v[4:7], v[6:7], v[8:9], 0.15915494
v_mfma_f32_16x16x16_f16 v[4:7], v[6:7], v[8:9], v[10:13]
v_mfma_f32_16x16x16_f16 v[4:7], v[6:7], v[8:9], 0
v_mfma_f32_16x16x16_f16 v[4:7], v[6:7], v[8:9], 64
v_mfma_f32_16x16x16_f16 v[4:7], v[6:7], v[8:9], -1
v_smfmac_f32_32x32x64_bf8_fp8 a[4:19], v[6:9], v[8:15], v10 cbsz:4 abid:2
v_smfmac_f32_32x32x64_bf8_fp8 v[4:19], v[6:9], v[8:15], v10
v_smfmac_f32_32x32x64_bf8_fp8 v[4:19], v[6:9], v[8:15], v10 cbsz:1
v_smfmac_f32_32x32x64_bf8_fp8 v[4:19], v[6:9], v[8:15], v10 cbsz:2
v_smfmac_f32_32x32x64_bf8_fp8 v[4:19], v[6:9], v[8:15], v10 cbsz:4
v_smfmac_f32_32x32x64_bf8_fp8 v[4:19], v[6:9], v[8:15], v10 abid:1
v_smfmac_f32_32x32x64_bf8_fp8 v[4:19], v[6:9], v[8:15], v10 abid:2
v_smfmac_f32_32x32x64_bf8_fp8 v[4:19], v[6:9], v[8:15], v10 abid:4
v_smfmac_f32_32x32x64_fp8_bf8 a[4:19], v[6:9], a[8:15], v10 cbsz:1 abid:10
v_smfmac_f32_32x32x64_fp8_bf8 v[4:19], v[6:9], v[8:15], v10
v_smfmac_f32_32x32x64_fp8_bf8 v[4:19], v[6:9], v[8:15], v10 cbsz:1
v_smfmac_f32_32x32x64_fp8_bf8 v[4:19], v[6:9], v[8:15], v10 cbsz:2
v_smfmac_f32_32x32x64_fp8_bf8 v[4:19], v[6:9], v[8:15], v10 cbsz:4
v_smfmac_f32_32x32x64_fp8_bf8 v[4:19], v[6:9], v[8:15], v10 abid:1
v_smfmac_f32_32x32x64_fp8_bf8 v[4:19], v[6:9], v[8:15], v10 abid:2
v_smfmac_f32_32x32x64_fp8_bf8 v[4:19], v[6:9], v[8:15], v10 abid:4
v_mfma_i32_32x32x4_2b_i8 v[4:35], v6, v8, 0.5
v_mfma_i32_32x32x4_2b_i8 v[4:35], v6, v8, -1.0
v_mfma_i32_32x32x4_2b_i8 v[4:35], v6, v8, 0.15915494
v_mfma_i32_32x32x4_2b_i8 a[4:35], v6, v8, 0
v_mfma_i32_32x32x4_2b_i8 v[4:35], v6, v8, 0
v_mfma_i32_32x32x4_2b_i8 v[4:35], v6, v8, 64
v_mfma_i32_32x32x4_2b_i8 v[4:35], v6, v8, -1
v_mfma_i32_32x32x4_2b_i8 v[4:35], v6, v8, -16
v_mfma_i32_16x16x4_4b_i8 v[4:19], v6, v8, 0.5
v_mfma_i32_16x16x4_4b_i8 v[4:19], v6, v8, -1.0
v_mfma_i32_16x16x4_4b_i8 v[4:19], v6, v8, 0.15915494
v_mfma_i32_16x16x4_4b_i8 a[4:19], v6, v8, 0
v_mfma_i32_16x16x4_4b_i8 v[4:19], v6, v8, 0
v_mfma_i32_16x16x4_4b_i8 v[4:19], v6, v8, 64
v_mfma_i32_16x16x4_4b_i8 v[4:19], v6, v8, -1
v_mfma_i32_16x16x4_4b_i8 v[4:19], v6, v8, -16
v_mfma_i32_4x4x4_16b_i8 a[4:7], a6, a8, a[10:13] cbsz:5 abid:9 blgp:3
v_mfma_i32_4x4x4_16b_i8 v[4:7], v6, v8, 0.5
v_mfma_i32_4x4x4_16b_i8 v[4:7], v6, v8, -1.0
v_mfma_i32_4x4x4_16b_i8 v[4:7], v6, v8, 0.15915494
v_mfma_i32_4x4x4_16b_i8 v[4:7], v6, v8, v[10:13]
v_mfma_i32_4x4x4_16b_i8 v[4:7], v6, v8, 0
v_mfma_i32_4x4x4_16b_i8 v[4:7], v6, v8, 64
v_mfma_i32_4x4x4_16b_i8 v[4:7], v6, v8, -1
v_smfmac_f32_32x32x64_fp8_fp8 a[4:19], a[6:9], a[8:15], v10 cbsz:4 abid:12
v_smfmac_f32_32x32x64_fp8_fp8 v[4:19], v[6:9], v[8:15], v10
v_smfmac_f32_32x32x64_fp8_fp8 v[4:19], v[6:9], v[8:15], v10 cbsz:1
v_smfmac_f32_32x32x64_fp8_fp8 v[4:19], v[6:9], v[8:15], v10 cbsz:2
v_smfmac_f32_32x32x64_fp8_fp8 v[4:19], v[6:9], v[8:15], v10 cbsz:4
v_smfmac_f32_32x32x64_fp8_fp8 v[4:19], v[6:9], v[8:15], v10 abid:1
v_smfmac_f32_32x32x64_fp8_fp8 v[4:19], v[6:9], v[8:15], v10 abid:2
v_smfmac_f32_32x32x64_fp8_fp8 v[4:19], v[6:9], v[8:15], v10 abid:4
v_mfma_f32_16x16x32_f16 a[4:7], v[6:9], a[8:11], a[10:13] cbsz:2 abid:8 blgp:4
v_mfma_f32_16x16x32_f16 v[4:7], v[6:9], v[8:11], 0.5
v_mfma_f32_16x16x32_f16 v[4:7], v[6:9], v[8:11], -1.0
v_mfma_f32_16x16x32_f16 v[4:7], v[6:9], v[8:11], 0.15915494
v_mfma_f32_16x16x32_f16 v[4:7], v[6:9], v[8:11], v[10:13]
v_mfma_f32_16x16x32_f16 v[4:7], v[6:9], v[8:11], 0
v_mfma_f32_16x16x32_f16 v[4:7], v[6:9], v[8:11], 64
v_mfma_f32_16x16x32_f16 v[4:7], v[6:9], v[8:11], -1
v_mfma_f32_32x32x16_f16 v[4:19], v[6:9], v[8:11], 0.5
v_mfma_f32_32x32x16_f16 v[4:19], v[6:9], v[8:11], -1.0
v_mfma_f32_32x32x16_f16 v[4:19], v[6:9], v[8:11], 0.15915494
v_mfma_f32_32x32x16_f16 a[4:19], v[6:9], v[8:11], 0
v_mfma_f32_32x32x16_f16 v[4:19], v[6:9], v[8:11], 0
v_mfma_f32_32x32x16_f16 v[4:19], v[6:9], v[8:11], 64
v_mfma_f32_32x32x16_f16 v[4:19], v[6:9], v[8:11], -1
v_mfma_f32_32x32x16_f16 v[4:19], v[6:9], v[8:11], -16
v_mfma_i32_32x32x16_i8 v[4:19], v[6:7], v[8:9], 0.5
v_mfma_i32_32x32x16_i8 v[4:19], v[6:7], v[8:9], -1.0
v_mfma_i32_32x32x16_i8 v[4:19], v[6:7], v[8:9], 0.15915494
v_mfma_i32_32x32x16_i8 a[4:19], v[6:7], v[8:9], 0
v_mfma_i32_32x32x16_i8 v[4:19], v[6:7], v[8:9], 0
v_mfma_i32_32x32x16_i8 v[4:19], v[6:7], v[8:9], 64
v_mfma_i32_32x32x16_i8 v[4:19], v[6:7], v[8:9], -1
v_mfma_i32_32x32x16_i8 v[4:19], v[6:7], v[8:9], -16
v_mfma_i32_16x16x32_i8 a[4:7], a[6:7], v[8:9], a[10:13] cbsz:7 abid:12 blgp:1
v_mfma_i32_16x16x32_i8 v[4:7], v[6:7], v[8:9], 0.5
v_mfma_i32_16x16x32_i8 v[4:7], v[6:7], v[8:9], -1.0
v_mfma_i32_16x16x32_i8 v[4:7], v[6:7], v[8:9], 0.15915494
v_mfma_i32_16x16x32_i8 v[4:7], v[6:7], v[8:9], v[10:13]
v_mfma_i32_16x16x32_i8 v[4:7], v[6:7], v[8:9], 0
v_mfma_i32_16x16x32_i8 v[4:7], v[6:7], v[8:9], 64
v_mfma_i32_16x16x32_i8 v[4:7], v[6:7], v[8:9], -1
v_accvgpr_read_b32 v4, a6
v_accvgpr_read_b32 v4, a255
v_accvgpr_read_b32 v254, a6
v_accvgpr_write_b32 a4, vcc_lo
v_accvgpr_write_b32 a4, m0
v_accvgpr_write_b32 a4, exec_lo
v_accvgpr_write_b32 a4, 0.5
v_accvgpr_write_b32 a4, -1.0
v_accvgpr_write_b32 a4, 0.15915494
v_accvgpr_write_b32 a4, src_scc
v_accvgpr_write_b32 a4, src_shared_base
v_smfmac_f32_16x16x64_f16 v[4:7], v[6:9], v[8:15], v10 cbsz:2 abid:13
v_smfmac_f32_16x16x64_f16 a[4:7], v[6:9], v[8:15], v10
v_smfmac_f32_16x16x64_f16 v[4:7], v[6:9], v[8:15], v10
v_smfmac_f32_16x16x64_f16 v[4:7], v[6:9], v[8:15], v10 cbsz:1
v_smfmac_f32_16x16x64_f16 v[4:7], v[6:9], v[8:15], v10 cbsz:2
v_smfmac_f32_16x16x64_f16 v[4:7], v[6:9], v[8:15], v10 cbsz:4
v_smfmac_f32_16x16x64_f16 v[4:7], v[6:9], v[8:15], v10 abid:1
v_smfmac_f32_16x16x64_f16 v[4:7], v[6:9], v[8:15], v10 abid:2
v_smfmac_f32_32x32x32_f16 a[4:19], a[6:9], a[8:15], v10 cbsz:1 abid:8
v_smfmac_f32_32x32x32_f16 v[4:19], v[6:9], v[8:15], v10
v_smfmac_f32_32x32x32_f16 v[4:19], v[6:9], v[8:15], v10 cbsz:1
v_smfmac_f32_32x32x32_f16 v[4:19], v[6:9], v[8:15], v10 cbsz:2
v_smfmac_f32_32x32x32_f16 v[4:19], v[6:9], v[8:15], v10 cbsz:4
v_smfmac_f32_32x32x32_f16 v[4:19], v[6:9], v[8:15], v10 abid:1
v_smfmac_f32_32x32x32_f16 v[4:19], v[6:9], v[8:15], v10 abid:2
v_smfmac_f32_32x32x32_f16 v[4:19], v[6:9], v[8:15], v10 abid:4
v_mfma_f32_32x32x4_2b_bf16 v[4:35], v[6:7], v[8:9], 0.5
v_mfma_f32_32x32x4_2b_bf16 v[4:35], v[6:7], v[8:9], -1.0
v_mfma_f32_32x32x4_2b_bf16 v[4:35], v[6:7], v[8:9], 0.15915494
v_mfma_f32_32x32x4_2b_bf16 a[4:35], v[6:7], v[8:9], 0
v_mfma_f32_32x32x4_2b_bf16 v[4:35], v[6:7], v[8:9], 0
v_mfma_f32_32x32x4_2b_bf16 v[4:35], v[6:7], v[8:9], 64
v_mfma_f32_32x32x4_2b_bf16 v[4:35], v[6:7], v[8:9], -1
v_mfma_f32_32x32x4_2b_bf16 v[4:35], v[6:7], v[8:9], -16
v_mfma_f32_16x16x4_4b_bf16 v[4:19], v[6:7], v[8:9], 0.5
v_mfma_f32_16x16x4_4b_bf16 v[4:19], v[6:7], v[8:9], -1.0
v_mfma_f32_16x16x4_4b_bf16 v[4:19], v[6:7], v[8:9], 0.15915494
v_mfma_f32_16x16x4_4b_bf16 a[4:19], v[6:7], v[8:9], 0
v_mfma_f32_16x16x4_4b_bf16 v[4:19], v[6:7], v[8:9], 0
v_mfma_f32_16x16x4_4b_bf16 v[4:19], v[6:7], v[8:9], 64
v_mfma_f32_16x16x4_4b_bf16 v[4:19], v[6:7], v[8:9], -1
v_mfma_f32_16x16x4_4b_bf16 v[4:19], v[6:7], v[8:9], -16
v_mfma_f32_4x4x4_16b_bf16 a[4:7], v[6:7], a[8:9], a[10:13] cbsz:2 abid:2 blgp:2
v_mfma_f32_4x4x4_16b_bf16 v[4:7], v[6:7], v[8:9], 0.5
v_mfma_f32_4x4x4_16b_bf16 v[4:7], v[6:7], v[8:9], -1.0
v_mfma_f32_4x4x4_16b_bf16 v[4:7], v[6:7], v[8:9], 0.15915494
v_mfma_f32_4x4x4_16b_bf16 v[4:7], v[6:7], v[8:9], v[10:13]
v_mfma_f32_4x4x4_16b_bf16 v[4:7], v[6:7], v[8:9], 0
v_mfma_f32_4x4x4_16b_bf16 v[4:7], v[6:7], v[8:9], 64
v_mfma_f32_4x4x4_16b_bf16 v[4:7], v[6:7], v[8:9], -1
v_mfma_f32_32x32x8_bf16 v[4:19], v[6:7], v[8:9], 0.5
v_mfma_f32_32x32x8_bf16 v[4:19], v[6:7], v[8:9], -1.0
v_mfma_f32_32x32x8_bf16 v[4:19], v[6:7], v[8:9], 0.15915494
v_mfma_f32_32x32x8_bf16 a[4:19], v[6:7], v[8:9], 0
v_mfma_f32_32x32x8_bf16 v[4:19], v[6:7], v[8:9], 0
v_mfma_f32_32x32x8_bf16 v[4:19], v[6:7], v[8:9], 64
v_mfma_f32_32x32x8_bf16 v[4:19], v[6:7], v[8:9], -1
v_mfma_f32_32x32x8_bf16 v[4:19], v[6:7], v[8:9], -16
v_mfma_f32_16x16x16_bf16 a[4:7], v[6:7], a[8:9], a[10:13] cbsz:1 abid:5 blgp:7
v_mfma_f32_16x16x16_bf16 v[4:7], v[6:7], v[8:9], 0.5
v_mfma_f32_16x16x16_bf16 v[4:7], v[6:7], v[8:9], -1.0
v_mfma_f32_16x16x16_bf16 v[4:7], v[6:7], v[8:9], 0.15915494
v_mfma_f32_16x16x16_bf16 v[4:7], v[6:7], v[8:9], v[10:13]
v_mfma_f32_16x16x16_bf16 v[4:7], v[6:7], v[8:9], 0
v_mfma_f32_16x16x16_bf16 v[4:7], v[6:7], v[8:9], 64
v_mfma_f32_16x16x16_bf16 v[4:7], v[6:7], v[8:9], -1
v_smfmac_f32_16x16x32_f16 v[4:7], v[6:7], a[8:11], v10 cbsz:1 abid:14
v_smfmac_f32_16x16x32_f16 v[4:7], v[6:7], v[8:11], v10
v_smfmac_f32_16x16x32_f16 v[4:7], v[6:7], v[8:11], v10 cbsz:1
v_smfmac_f32_16x16x32_f16 v[4:7], v[6:7], v[8:11], v10 cbsz:2
v_smfmac_f32_16x16x32_f16 v[4:7], v[6:7], v[8:11], v10 cbsz:4
v_smfmac_f32_16x16x32_f16 v[4:7], v[6:7], v[8:11], v10 abid:1
v_smfmac_f32_16x16x32_f16 v[4:7], v[6:7], v[8:11], v10 abid:2
v_smfmac_f32_16x16x32_f16 v[4:7], v[6:7], v[8:11], v10 abid:4
v_smfmac_f32_32x32x16_f16 a[4:19], v[6:7], v[8:11], v10 cbsz:1 abid:9
v_smfmac_f32_32x32x16_f16 v[4:19], v[6:7], v[8:11], v10
v_smfmac_f32_32x32x16_f16 v[4:19], v[6:7], v[8:11], v10 cbsz:1
v_smfmac_f32_32x32x16_f16 v[4:19], v[6:7], v[8:11], v10 cbsz:2
v_smfmac_f32_32x32x16_f16 v[4:19], v[6:7], v[8:11], v10 cbsz:4
v_smfmac_f32_32x32x16_f16 v[4:19], v[6:7], v[8:11], v10 abid:1
v_smfmac_f32_32x32x16_f16 v[4:19], v[6:7], v[8:11], v10 abid:2
v_smfmac_f32_32x32x16_f16 v[4:19], v[6:7], v[8:11], v10 abid:4
v_smfmac_f32_16x16x32_bf16 a[4:7], v[6:7], a[8:11], v10 cbsz:3 abid:7
v_smfmac_f32_16x16x32_bf16 v[4:7], v[6:7], v[8:11], v10
v_smfmac_f32_16x16x32_bf16 v[4:7], v[6:7], v[8:11], v10 cbsz:1
v_smfmac_f32_16x16x32_bf16 v[4:7], v[6:7], v[8:11], v10 cbsz:2
v_smfmac_f32_16x16x32_bf16 v[4:7], v[6:7], v[8:11], v10 cbsz:4
v_smfmac_f32_16x16x32_bf16 v[4:7], v[6:7], v[8:11], v10 abid:1
v_smfmac_f32_16x16x32_bf16 v[4:7], v[6:7], v[8:11], v10 abid:2
v_smfmac_f32_16x16x32_bf16 v[4:7], v[6:7], v[8:11], v10 abid:4
v_smfmac_f32_32x32x16_bf16 v[4:19], v[6:7], v[8:11], v10 cbsz:2 abid:13
v_smfmac_f32_32x32x16_bf16 a[4:19], v[6:7], v[8:11], v10
v_smfmac_f32_32x32x16_bf16 v[4:19], v[6:7], v[8:11], v10
v_smfmac_f32_32x32x16_bf16 v[4:19], v[6:7], v[8:11], v10 cbsz:1
v_smfmac_f32_32x32x16_bf16 v[4:19], v[6:7], v[8:11], v10 cbsz:2
v_smfmac_f32_32x32x16_bf16 v[4:19], v[6:7], v[8:11], v10 cbsz:4
v_smfmac_f32_32x32x16_bf16 v[4:19], v[6:7], v[8:11], v10 abid:1
v_smfmac_f32_32x32x16_bf16 v[4:19], v[6:7], v[8:11], v10 abid:2
v_smfmac_i32_16x16x64_i8 a[4:7], v[6:7], a[8:11], v10 cbsz:4 abid:10
v_smfmac_i32_16x16x64_i8 v[4:7], v[6:7], v[8:11], v10
v_smfmac_i32_16x16x64_i8 v[4:7], v[6:7], v[8:11], v10 cbsz:1
v_smfmac_i32_16x16x64_i8 v[4:7], v[6:7], v[8:11], v10 cbsz:2
v_smfmac_i32_16x16x64_i8 v[4:7], v[6:7], v[8:11], v10 cbsz:4
v_smfmac_i32_16x16x64_i8 v[4:7], v[6:7], v[8:11], v10 abid:1
v_smfmac_i32_16x16x64_i8 v[4:7], v[6:7], v[8:11], v10 abid:2
v_smfmac_i32_16x16x64_i8 v[4:7], v[6:7], v[8:11], v10 abid:4
v_smfmac_i32_32x32x32_i8 v[4:19], v[6:7], v[8:11], v10 cbsz:2 abid:13
v_smfmac_i32_32x32x32_i8 a[4:19], v[6:7], v[8:11], v10
v_smfmac_i32_32x32x32_i8 v[4:19], v[6:7], v[8:11], v10
v_smfmac_i32_32x32x32_i8 v[4:19], v[6:7], v[8:11], v10 cbsz:1
v_smfmac_i32_32x32x32_i8 v[4:19], v[6:7], v[8:11], v10 cbsz:2
v_smfmac_i32_32x32x32_i8 v[4:19], v[6:7], v[8:11], v10 cbsz:4
v_smfmac_i32_32x32x32_i8 v[4:19], v[6:7], v[8:11], v10 abid:1
v_smfmac_i32_32x32x32_i8 v[4:19], v[6:7], v[8:11], v10 abid:2
v_mfma_f64_16x16x4_f64 v[4:11], v[6:7], v[8:9], 0.5
v_mfma_f64_16x16x4_f64 v[4:11], v[6:7], v[8:9], -1.0
v_mfma_f64_16x16x4_f64 v[4:11], v[6:7], v[8:9], 0.15915494309189532
v_mfma_f64_16x16x4_f64 a[4:11], v[6:7], v[8:9], 0
v_mfma_f64_16x16x4_f64 v[4:11], v[6:7], v[8:9], 0
v_mfma_f64_16x16x4_f64 v[4:11], v[6:7], v[8:9], 64
v_mfma_f64_16x16x4_f64 v[4:11], v[6:7], v[8:9], -1
v_mfma_f64_16x16x4_f64 v[4:11], v[6:7], v[8:9], -16
v_mfma_f64_4x4x4_4b_f64 v[4:5], a[6:7], v[8:9], v[10:11] cbsz:1 abid:8 neg:[1,0,0]
v_mfma_f64_4x4x4_4b_f64 v[4:5], v[6:7], v[8:9], 0.5
v_mfma_f64_4x4x4_4b_f64 v[4:5], v[6:7], v[8:9], -1.0
v_mfma_f64_4x4x4_4b_f64 v[4:5], v[6:7], v[8:9], 0.15915494309189532
v_mfma_f64_4x4x4_4b_f64 v[4:5], v[6:7], v[8:9], src_scc
v_mfma_f64_4x4x4_4b_f64 v[4:5], v[6:7], v[8:9], src_shared_base
v_mfma_f64_4x4x4_4b_f64 v[4:5], v[6:7], v[8:9], v[10:11]
v_mfma_f64_4x4x4_4b_f64 v[4:5], v[6:7], v[8:9], 0
v_mfma_f32_16x16x32_bf8_bf8 v[4:7], a[6:7], v[8:9], v[10:13] cbsz:4 abid:11 blgp:1
v_mfma_f32_16x16x32_bf8_bf8 v[4:7], v[6:7], v[8:9], 0.5
v_mfma_f32_16x16x32_bf8_bf8 v[4:7], v[6:7], v[8:9], -1.0
v_mfma_f32_16x16x32_bf8_bf8 v[4:7], v[6:7], v[8:9], 0.15915494
v_mfma_f32_16x16x32_bf8_bf8 v[4:7], v[6:7], v[8:9], v[10:13]
v_mfma_f32_16x16x32_bf8_bf8 v[4:7], v[6:7], v[8:9], 0
v_mfma_f32_16x16x32_bf8_bf8 v[4:7], v[6:7], v[8:9], 64
v_mfma_f32_16x16x32_bf8_bf8 v[4:7], v[6:7], v[8:9], -1
v_mfma_f32_16x16x32_bf8_fp8 v[4:7], a[6:7], v[8:9], v[10:13] cbsz:6 abid:9 blgp:6
v_mfma_f32_16x16x32_bf8_fp8 v[4:7], v[6:7], v[8:9], 0.5
v_mfma_f32_16x16x32_bf8_fp8 v[4:7], v[6:7], v[8:9], -1.0
v_mfma_f32_16x16x32_bf8_fp8 v[4:7], v[6:7], v[8:9], 0.15915494
v_mfma_f32_16x16x32_bf8_fp8 v[4:7], v[6:7], v[8:9], v[10:13]
v_mfma_f32_16x16x32_bf8_fp8 v[4:7], v[6:7], v[8:9], 0
v_mfma_f32_16x16x32_bf8_fp8 v[4:7], v[6:7], v[8:9], 64
v_mfma_f32_16x16x32_bf8_fp8 v[4:7], v[6:7], v[8:9], -1
v_mfma_f32_16x16x32_fp8_bf8 v[4:7], a[6:7], v[8:9], v[10:13] cbsz:1 abid:1 blgp:2
v_mfma_f32_16x16x32_fp8_bf8 v[4:7], v[6:7], v[8:9], 0.5
v_mfma_f32_16x16x32_fp8_bf8 v[4:7], v[6:7], v[8:9], -1.0
v_mfma_f32_16x16x32_fp8_bf8 v[4:7], v[6:7], v[8:9], 0.15915494
v_mfma_f32_16x16x32_fp8_bf8 v[4:7], v[6:7], v[8:9], v[10:13]
v_mfma_f32_16x16x32_fp8_bf8 v[4:7], v[6:7], v[8:9], 0
v_mfma_f32_16x16x32_fp8_bf8 v[4:7], v[6:7], v[8:9], 64
v_mfma_f32_16x16x32_fp8_bf8 v[4:7], v[6:7], v[8:9], -1
v_mfma_f32_16x16x32_fp8_fp8 a[4:7], a[6:7], v[8:9], a[10:13] cbsz:4 abid:8 blgp:5
v_mfma_f32_16x16x32_fp8_fp8 v[4:7], v[6:7], v[8:9], 0.5
v_mfma_f32_16x16x32_fp8_fp8 v[4:7], v[6:7], v[8:9], -1.0
v_mfma_f32_16x16x32_fp8_fp8 v[4:7], v[6:7], v[8:9], 0.15915494
v_mfma_f32_16x16x32_fp8_fp8 v[4:7], v[6:7], v[8:9], v[10:13]
v_mfma_f32_16x16x32_fp8_fp8 v[4:7], v[6:7], v[8:9], 0
v_mfma_f32_16x16x32_fp8_fp8 v[4:7], v[6:7], v[8:9], 64
v_mfma_f32_16x16x32_fp8_fp8 v[4:7], v[6:7], v[8:9], -1
v_mfma_f32_32x32x16_bf8_bf8 v[4:19], v[6:7], v[8:9], 0.5
v_mfma_f32_32x32x16_bf8_bf8 v[4:19], v[6:7], v[8:9], -1.0
v_mfma_f32_32x32x16_bf8_bf8 v[4:19], v[6:7], v[8:9], 0.15915494
v_mfma_f32_32x32x16_bf8_bf8 a[4:19], v[6:7], v[8:9], 0
v_mfma_f32_32x32x16_bf8_bf8 v[4:19], v[6:7], v[8:9], 0
v_mfma_f32_32x32x16_bf8_bf8 v[4:19], v[6:7], v[8:9], 64
v_mfma_f32_32x32x16_bf8_bf8 v[4:19], v[6:7], v[8:9], -1
v_mfma_f32_32x32x16_bf8_bf8 v[4:19], v[6:7], v[8:9], -16
v_mfma_f32_32x32x16_bf8_fp8 v[4:19], v[6:7], v[8:9], 0.5
v_mfma_f32_32x32x16_bf8_fp8 v[4:19], v[6:7], v[8:9], -1.0
v_mfma_f32_32x32x16_bf8_fp8 v[4:19], v[6:7], v[8:9], 0.15915494
v_mfma_f32_32x32x16_bf8_fp8 a[4:19], v[6:7], v[8:9], 0
v_mfma_f32_32x32x16_bf8_fp8 v[4:19], v[6:7], v[8:9], 0
v_mfma_f32_32x32x16_bf8_fp8 v[4:19], v[6:7], v[8:9], 64
v_mfma_f32_32x32x16_bf8_fp8 v[4:19], v[6:7], v[8:9], -1
v_mfma_f32_32x32x16_bf8_fp8 v[4:19], v[6:7], v[8:9], -16
v_mfma_f32_32x32x16_fp8_bf8 v[4:19], v[6:7], v[8:9], 0.5
v_mfma_f32_32x32x16_fp8_bf8 v[4:19], v[6:7], v[8:9], -1.0
v_mfma_f32_32x32x16_fp8_bf8 v[4:19], v[6:7], v[8:9], 0.15915494
v_mfma_f32_32x32x16_fp8_bf8 a[4:19], v[6:7], v[8:9], 0
v_mfma_f32_32x32x16_fp8_bf8 v[4:19], v[6:7], v[8:9], 0
v_mfma_f32_32x32x16_fp8_bf8 v[4:19], v[6:7], v[8:9], 64
v_mfma_f32_32x32x16_fp8_bf8 v[4:19], v[6:7], v[8:9], -1
v_mfma_f32_32x32x16_fp8_bf8 v[4:19], v[6:7], v[8:9], -16
v_mfma_f32_32x32x16_fp8_fp8 v[4:19], v[6:7], v[8:9], 0.5
v_mfma_f32_32x32x16_fp8_fp8 v[4:19], v[6:7], v[8:9], -1.0
v_mfma_f32_32x32x16_fp8_fp8 v[4:19], v[6:7], v[8:9], 0.15915494
v_mfma_f32_32x32x16_fp8_fp8 a[4:19], v[6:7], v[8:9], 0
v_mfma_f32_32x32x16_fp8_fp8 v[4:19], v[6:7], v[8:9], 0
v_mfma_f32_32x32x16_fp8_fp8 v[4:19], v[6:7], v[8:9], 64
v_mfma_f32_32x32x16_fp8_fp8 v[4:19], v[6:7], v[8:9], -1
v_mfma_f32_32x32x16_fp8_fp8 v[4:19], v[6:7], v[8:9], -16
v_smfmac_f32_16x16x64_bf8_bf8 v[4:7], v[6:7], v[8:11], v10 cbsz:2 abid:13
v_smfmac_f32_16x16x64_bf8_bf8 a[4:7], v[6:7], v[8:11], v10
v_smfmac_f32_16x16x64_bf8_bf8 v[4:7], v[6:7], v[8:11], v10
v_smfmac_f32_16x16x64_bf8_bf8 v[4:7], v[6:7], v[8:11], v10 cbsz:1
v_smfmac_f32_16x16x64_bf8_bf8 v[4:7], v[6:7], v[8:11], v10 cbsz:2
v_smfmac_f32_16x16x64_bf8_bf8 v[4:7], v[6:7], v[8:11], v10 cbsz:4
v_smfmac_f32_16x16x64_bf8_bf8 v[4:7], v[6:7], v[8:11], v10 abid:1
v_smfmac_f32_16x16x64_bf8_bf8 v[4:7], v[6:7], v[8:11], v10 abid:2
v_smfmac_f32_16x16x64_bf8_fp8 v[4:7], v[6:7], v[8:11], v10 cbsz:2 abid:13
v_smfmac_f32_16x16x64_bf8_fp8 a[4:7], v[6:7], v[8:11], v10
v_smfmac_f32_16x16x64_bf8_fp8 v[4:7], v[6:7], v[8:11], v10
v_smfmac_f32_16x16x64_bf8_fp8 v[4:7], v[6:7], v[8:11], v10 cbsz:1
v_smfmac_f32_16x16x64_bf8_fp8 v[4:7], v[6:7], v[8:11], v10 cbsz:2
v_smfmac_f32_16x16x64_bf8_fp8 v[4:7], v[6:7], v[8:11], v10 cbsz:4
v_smfmac_f32_16x16x64_bf8_fp8 v[4:7], v[6:7], v[8:11], v10 abid:1
v_smfmac_f32_16x16x64_bf8_fp8 v[4:7], v[6:7], v[8:11], v10 abid:2
v_smfmac_f32_16x16x64_fp8_bf8 v[4:7], a[6:7], a[8:11], v10 cbsz:2 abid:1
v_smfmac_f32_16x16x64_fp8_bf8 v[4:7], v[6:7], v[8:11], v10
v_smfmac_f32_16x16x64_fp8_bf8 v[4:7], v[6:7], v[8:11], v10 cbsz:1
v_smfmac_f32_16x16x64_fp8_bf8 v[4:7], v[6:7], v[8:11], v10 cbsz:2
v_smfmac_f32_16x16x64_fp8_bf8 v[4:7], v[6:7], v[8:11], v10 cbsz:4
v_smfmac_f32_16x16x64_fp8_bf8 v[4:7], v[6:7], v[8:11], v10 abid:1
v_smfmac_f32_16x16x64_fp8_bf8 v[4:7], v[6:7], v[8:11], v10 abid:2
v_smfmac_f32_16x16x64_fp8_bf8 v[4:7], v[6:7], v[8:11], v10 abid:4
v_smfmac_f32_16x16x64_fp8_fp8 v[4:7], a[6:7], v[8:11], v10 cbsz:1 abid:14
v_smfmac_f32_16x16x64_fp8_fp8 v[4:7], v[6:7], v[8:11], v10
v_smfmac_f32_16x16x64_fp8_fp8 v[4:7], v[6:7], v[8:11], v10 cbsz:1
v_smfmac_f32_16x16x64_fp8_fp8 v[4:7], v[6:7], v[8:11], v10 cbsz:2
v_smfmac_f32_16x16x64_fp8_fp8 v[4:7], v[6:7], v[8:11], v10 cbsz:4
v_smfmac_f32_16x16x64_fp8_fp8 v[4:7], v[6:7], v[8:11], v10 abid:1
v_smfmac_f32_16x16x64_fp8_fp8 v[4:7], v[6:7], v[8:11], v10 abid:2
v_smfmac_f32_16x16x64_fp8_fp8 v[4:7], v[6:7], v[8:11], v10 abid:4
v_smfmac_f32_32x32x32_bf8_bf8 a[4:19], v[6:7], a[8:11], v10 cbsz:2 abid:15
v_smfmac_f32_32x32x32_bf8_bf8 v[4:19], v[6:7], v[8:11], v10
v_smfmac_f32_32x32x32_bf8_bf8 v[4:19], v[6:7], v[8:11], v10 cbsz:1
v_smfmac_f32_32x32x32_bf8_bf8 v[4:19], v[6:7], v[8:11], v10 cbsz:2
v_smfmac_f32_32x32x32_bf8_bf8 v[4:19], v[6:7], v[8:11], v10 cbsz:4
v_smfmac_f32_32x32x32_bf8_bf8 v[4:19], v[6:7], v[8:11], v10 abid:1
v_smfmac_f32_32x32x32_bf8_bf8 v[4:19], v[6:7], v[8:11], v10 abid:2
v_smfmac_f32_32x32x32_bf8_bf8 v[4:19], v[6:7], v[8:11], v10 abid:4
v_smfmac_f32_32x32x32_bf8_fp8 v[4:19], a[6:7], v[8:11], v10 cbsz:4 abid:9
v_smfmac_f32_32x32x32_bf8_fp8 v[4:19], v[6:7], v[8:11], v10
v_smfmac_f32_32x32x32_bf8_fp8 v[4:19], v[6:7], v[8:11], v10 cbsz:1
v_smfmac_f32_32x32x32_bf8_fp8 v[4:19], v[6:7], v[8:11], v10 cbsz:2
v_smfmac_f32_32x32x32_bf8_fp8 v[4:19], v[6:7], v[8:11], v10 cbsz:4
v_smfmac_f32_32x32x32_bf8_fp8 v[4:19], v[6:7], v[8:11], v10 abid:1
v_smfmac_f32_32x32x32_bf8_fp8 v[4:19], v[6:7], v[8:11], v10 abid:2
v_smfmac_f32_32x32x32_bf8_fp8 v[4:19], v[6:7], v[8:11], v10 abid:4
v_smfmac_f32_32x32x32_fp8_bf8 a[4:19], v[6:7], v[8:11], v10 cbsz:7 abid:9
v_smfmac_f32_32x32x32_fp8_bf8 v[4:19], v[6:7], v[8:11], v10
v_smfmac_f32_32x32x32_fp8_bf8 v[4:19], v[6:7], v[8:11], v10 cbsz:1
v_smfmac_f32_32x32x32_fp8_bf8 v[4:19], v[6:7], v[8:11], v10 cbsz:2
v_smfmac_f32_32x32x32_fp8_bf8 v[4:19], v[6:7], v[8:11], v10 cbsz:4
v_smfmac_f32_32x32x32_fp8_bf8 v[4:19], v[6:7], v[8:11], v10 abid:1
v_smfmac_f32_32x32x32_fp8_bf8 v[4:19], v[6:7], v[8:11], v10 abid:2
v_smfmac_f32_32x32x32_fp8_bf8 v[4:19], v[6:7], v[8:11], v10 abid:4
v_smfmac_f32_32x32x32_fp8_fp8 v[4:19], a[6:7], v[8:11], v10 cbsz:2 abid:4
v_smfmac_f32_32x32x32_fp8_fp8 v[4:19], v[6:7], v[8:11], v10
v_smfmac_f32_32x32x32_fp8_fp8 v[4:19], v[6:7], v[8:11], v10 cbsz:1
v_smfmac_f32_32x32x32_fp8_fp8 v[4:19], v[6:7], v[8:11], v10 cbsz:2
v_smfmac_f32_32x32x32_fp8_fp8 v[4:19], v[6:7], v[8:11], v10 cbsz:4
v_smfmac_f32_32x32x32_fp8_fp8 v[4:19], v[6:7], v[8:11], v10 abid:1
v_smfmac_f32_32x32x32_fp8_fp8 v[4:19], v[6:7], v[8:11], v10 abid:2
v_smfmac_f32_32x32x32_fp8_fp8 v[4:19], v[6:7], v[8:11], v10 abid:4

// DS
ds_mskor_rtn_b32 a4, v6, a8, a10 offset:16
ds_mskor_rtn_b32 v4, v6, v8, v10 offset:16
ds_mskor_rtn_b32 v4, v6, v8, v10
ds_mskor_rtn_b32 v4, v6, v8, v10 offset:1
ds_mskor_rtn_b32 v4, v6, v8, v10 offset:255
ds_mskor_rtn_b32 v4, v6, v8, v10 offset:256
ds_mskor_rtn_b32 v4, v6, v8, v10 offset:65535
ds_mskor_rtn_b32 v4, v6, v8, v10 offset:4660
ds_wrxchg2_rtn_b32 a[4:5], v6, a8, a10 offset0:16
ds_wrxchg2_rtn_b32 v[4:5], v6, v8, v10 offset1:1
ds_wrxchg2_rtn_b32 v[4:5], v6, v8, v10 offset0:16
ds_wrxchg2_rtn_b32 v[4:5], v6, v8, v10
ds_wrxchg2_rtn_b32 v[4:5], v6, v8, v10 offset0:1
ds_wrxchg2_rtn_b32 v[4:5], v6, v8, v10 offset0:255
ds_wrxchg2_rtn_b32 v[4:5], v6, v8, v10 offset0:255 offset1:255
ds_wrxchg2_rtn_b32 v[4:5], v6, v8, v10 offset0:52 offset1:18
ds_wrxchg2st64_rtn_b32 a[4:5], v6, a8, a10 offset0:16
ds_wrxchg2st64_rtn_b32 v[4:5], v6, v8, v10 offset1:1
ds_wrxchg2st64_rtn_b32 v[4:5], v6, v8, v10 offset0:16
ds_wrxchg2st64_rtn_b32 v[4:5], v6, v8, v10
ds_wrxchg2st64_rtn_b32 v[4:5], v6, v8, v10 offset0:1
ds_wrxchg2st64_rtn_b32 v[4:5], v6, v8, v10 offset0:255
ds_wrxchg2st64_rtn_b32 v[4:5], v6, v8, v10 offset0:255 offset1:255
ds_wrxchg2st64_rtn_b32 v[4:5], v6, v8, v10 offset0:52 offset1:18
ds_cmpst_rtn_b32 a4, v6, a8, a10 offset:16
ds_cmpst_rtn_b32 v4, v6, v8, v10 offset:16
ds_cmpst_rtn_b32 v4, v6, v8, v10
ds_cmpst_rtn_b32 v4, v6, v8, v10 offset:1
ds_cmpst_rtn_b32 v4, v6, v8, v10 offset:255
ds_cmpst_rtn_b32 v4, v6, v8, v10 offset:256
ds_cmpst_rtn_b32 v4, v6, v8, v10 offset:65535
ds_cmpst_rtn_b32 v4, v6, v8, v10 offset:4660
ds_cmpst_rtn_f32 a4, v6, a8, a10 offset:16
ds_cmpst_rtn_f32 v4, v6, v8, v10 offset:16
ds_cmpst_rtn_f32 v4, v6, v8, v10
ds_cmpst_rtn_f32 v4, v6, v8, v10 offset:1
ds_cmpst_rtn_f32 v4, v6, v8, v10 offset:255
ds_cmpst_rtn_f32 v4, v6, v8, v10 offset:256
ds_cmpst_rtn_f32 v4, v6, v8, v10 offset:65535
ds_cmpst_rtn_f32 v4, v6, v8, v10 offset:4660
ds_wrap_rtn_b32 a4, v6, a8, a10 offset:16
ds_wrap_rtn_b32 v4, v6, v8, v10 offset:16
ds_wrap_rtn_b32 v4, v6, v8, v10
ds_wrap_rtn_b32 v4, v6, v8, v10 offset:1
ds_wrap_rtn_b32 v4, v6, v8, v10 offset:255
ds_wrap_rtn_b32 v4, v6, v8, v10 offset:256
ds_wrap_rtn_b32 v4, v6, v8, v10 offset:65535
ds_wrap_rtn_b32 v4, v6, v8, v10 offset:4660
ds_mskor_rtn_b64 a[4:5], v6, a[8:9], a[10:11] offset:16
ds_mskor_rtn_b64 v[4:5], v6, v[8:9], v[10:11] offset:16
ds_mskor_rtn_b64 v[4:5], v6, v[8:9], v[10:11]
ds_mskor_rtn_b64 v[4:5], v6, v[8:9], v[10:11] offset:1
ds_mskor_rtn_b64 v[4:5], v6, v[8:9], v[10:11] offset:255
ds_mskor_rtn_b64 v[4:5], v6, v[8:9], v[10:11] offset:256
ds_mskor_rtn_b64 v[4:5], v6, v[8:9], v[10:11] offset:65535
ds_mskor_rtn_b64 v[4:5], v6, v[8:9], v[10:11] offset:4660
ds_wrxchg2_rtn_b64 v[4:7], v6, v[8:9], v[10:11] offset0:255 offset1:255
ds_wrxchg2_rtn_b64 a[4:7], v6, a[8:9], a[10:11] offset0:16
ds_wrxchg2_rtn_b64 v[4:7], v6, v[8:9], v[10:11] offset0:16
ds_wrxchg2_rtn_b64 v[4:7], v6, v[8:9], v[10:11]
ds_wrxchg2_rtn_b64 v[4:7], v6, v[8:9], v[10:11] offset0:1
ds_wrxchg2_rtn_b64 v[4:7], v6, v[8:9], v[10:11] offset0:255
ds_wrxchg2_rtn_b64 v[4:7], v6, v[8:9], v[10:11] offset1:1
ds_wrxchg2_rtn_b64 v[4:7], v6, v[8:9], v[10:11] offset0:52 offset1:18
ds_wrxchg2st64_rtn_b64 v[4:7], v6, v[8:9], v[10:11] offset0:255 offset1:255
ds_wrxchg2st64_rtn_b64 a[4:7], v6, a[8:9], a[10:11] offset0:16
ds_wrxchg2st64_rtn_b64 v[4:7], v6, v[8:9], v[10:11] offset0:16
ds_wrxchg2st64_rtn_b64 v[4:7], v6, v[8:9], v[10:11]
ds_wrxchg2st64_rtn_b64 v[4:7], v6, v[8:9], v[10:11] offset0:1
ds_wrxchg2st64_rtn_b64 v[4:7], v6, v[8:9], v[10:11] offset0:255
ds_wrxchg2st64_rtn_b64 v[4:7], v6, v[8:9], v[10:11] offset1:1
ds_wrxchg2st64_rtn_b64 v[4:7], v6, v[8:9], v[10:11] offset0:52 offset1:18
ds_cmpst_rtn_b64 a[4:5], v6, a[8:9], a[10:11] offset:16
ds_cmpst_rtn_b64 v[4:5], v6, v[8:9], v[10:11] offset:16
ds_cmpst_rtn_b64 v[4:5], v6, v[8:9], v[10:11]
ds_cmpst_rtn_b64 v[4:5], v6, v[8:9], v[10:11] offset:1
ds_cmpst_rtn_b64 v[4:5], v6, v[8:9], v[10:11] offset:255
ds_cmpst_rtn_b64 v[4:5], v6, v[8:9], v[10:11] offset:256
ds_cmpst_rtn_b64 v[4:5], v6, v[8:9], v[10:11] offset:65535
ds_cmpst_rtn_b64 v[4:5], v6, v[8:9], v[10:11] offset:4660
ds_cmpst_rtn_f64 a[4:5], v6, a[8:9], a[10:11] offset:16
ds_cmpst_rtn_f64 v[4:5], v6, v[8:9], v[10:11] offset:16
ds_cmpst_rtn_f64 v[4:5], v6, v[8:9], v[10:11]
ds_cmpst_rtn_f64 v[4:5], v6, v[8:9], v[10:11] offset:1
ds_cmpst_rtn_f64 v[4:5], v6, v[8:9], v[10:11] offset:255
ds_cmpst_rtn_f64 v[4:5], v6, v[8:9], v[10:11] offset:256
ds_cmpst_rtn_f64 v[4:5], v6, v[8:9], v[10:11] offset:65535
ds_cmpst_rtn_f64 v[4:5], v6, v[8:9], v[10:11] offset:4660
ds_add_rtn_u32 a4, v6, a8 offset:16
ds_add_rtn_u32 v4, v6, v8 offset:16
ds_add_rtn_u32 v4, v6, v8
ds_add_rtn_u32 v4, v6, v8 offset:1
ds_add_rtn_u32 v4, v6, v8 offset:255
ds_add_rtn_u32 v4, v6, v8 offset:256
ds_add_rtn_u32 v4, v6, v8 offset:65535
ds_add_rtn_u32 v4, v6, v8 offset:4660
ds_sub_rtn_u32 a4, v6, a8 offset:16
ds_sub_rtn_u32 v4, v6, v8 offset:16
ds_sub_rtn_u32 v4, v6, v8
ds_sub_rtn_u32 v4, v6, v8 offset:1
ds_sub_rtn_u32 v4, v6, v8 offset:255
ds_sub_rtn_u32 v4, v6, v8 offset:256
ds_sub_rtn_u32 v4, v6, v8 offset:65535
ds_sub_rtn_u32 v4, v6, v8 offset:4660
ds_rsub_rtn_u32 a4, v6, a8 offset:16
ds_rsub_rtn_u32 v4, v6, v8 offset:16
ds_rsub_rtn_u32 v4, v6, v8
ds_rsub_rtn_u32 v4, v6, v8 offset:1
ds_rsub_rtn_u32 v4, v6, v8 offset:255
ds_rsub_rtn_u32 v4, v6, v8 offset:256
ds_rsub_rtn_u32 v4, v6, v8 offset:65535
ds_rsub_rtn_u32 v4, v6, v8 offset:4660
ds_inc_rtn_u32 a4, v6, a8 offset:16
ds_inc_rtn_u32 v4, v6, v8 offset:16
ds_inc_rtn_u32 v4, v6, v8
ds_inc_rtn_u32 v4, v6, v8 offset:1
ds_inc_rtn_u32 v4, v6, v8 offset:255
ds_inc_rtn_u32 v4, v6, v8 offset:256
ds_inc_rtn_u32 v4, v6, v8 offset:65535
ds_inc_rtn_u32 v4, v6, v8 offset:4660
ds_dec_rtn_u32 a4, v6, a8 offset:16
ds_dec_rtn_u32 v4, v6, v8 offset:16
ds_dec_rtn_u32 v4, v6, v8
ds_dec_rtn_u32 v4, v6, v8 offset:1
ds_dec_rtn_u32 v4, v6, v8 offset:255
ds_dec_rtn_u32 v4, v6, v8 offset:256
ds_dec_rtn_u32 v4, v6, v8 offset:65535
ds_dec_rtn_u32 v4, v6, v8 offset:4660
ds_min_rtn_i32 a4, v6, a8 offset:16
ds_min_rtn_i32 v4, v6, v8 offset:16
ds_min_rtn_i32 v4, v6, v8
ds_min_rtn_i32 v4, v6, v8 offset:1
ds_min_rtn_i32 v4, v6, v8 offset:255
ds_min_rtn_i32 v4, v6, v8 offset:256
ds_min_rtn_i32 v4, v6, v8 offset:65535
ds_min_rtn_i32 v4, v6, v8 offset:4660
ds_max_rtn_i32 a4, v6, a8 offset:16
ds_max_rtn_i32 v4, v6, v8 offset:16
ds_max_rtn_i32 v4, v6, v8
ds_max_rtn_i32 v4, v6, v8 offset:1
ds_max_rtn_i32 v4, v6, v8 offset:255
ds_max_rtn_i32 v4, v6, v8 offset:256
ds_max_rtn_i32 v4, v6, v8 offset:65535
ds_max_rtn_i32 v4, v6, v8 offset:4660
ds_min_rtn_u32 a4, v6, a8 offset:16
ds_min_rtn_u32 v4, v6, v8 offset:16
ds_min_rtn_u32 v4, v6, v8
ds_min_rtn_u32 v4, v6, v8 offset:1
ds_min_rtn_u32 v4, v6, v8 offset:255
ds_min_rtn_u32 v4, v6, v8 offset:256
ds_min_rtn_u32 v4, v6, v8 offset:65535
ds_min_rtn_u32 v4, v6, v8 offset:4660
ds_max_rtn_u32 a4, v6, a8 offset:16
ds_max_rtn_u32 v4, v6, v8 offset:16
ds_max_rtn_u32 v4, v6, v8
ds_max_rtn_u32 v4, v6, v8 offset:1
ds_max_rtn_u32 v4, v6, v8 offset:255
ds_max_rtn_u32 v4, v6, v8 offset:256
ds_max_rtn_u32 v4, v6, v8 offset:65535
ds_max_rtn_u32 v4, v6, v8 offset:4660
ds_and_rtn_b32 a4, v6, a8 offset:16
ds_and_rtn_b32 v4, v6, v8 offset:16
ds_and_rtn_b32 v4, v6, v8
ds_and_rtn_b32 v4, v6, v8 offset:1
ds_and_rtn_b32 v4, v6, v8 offset:255
ds_and_rtn_b32 v4, v6, v8 offset:256
ds_and_rtn_b32 v4, v6, v8 offset:65535
ds_and_rtn_b32 v4, v6, v8 offset:4660
ds_or_rtn_b32 a4, v6, a8 offset:16
ds_or_rtn_b32 v4, v6, v8 offset:16
ds_or_rtn_b32 v4, v6, v8
ds_or_rtn_b32 v4, v6, v8 offset:1
ds_or_rtn_b32 v4, v6, v8 offset:255
ds_or_rtn_b32 v4, v6, v8 offset:256
ds_or_rtn_b32 v4, v6, v8 offset:65535
ds_or_rtn_b32 v4, v6, v8 offset:4660
ds_xor_rtn_b32 a4, v6, a8 offset:16
ds_xor_rtn_b32 v4, v6, v8 offset:16
ds_xor_rtn_b32 v4, v6, v8
ds_xor_rtn_b32 v4, v6, v8 offset:1
ds_xor_rtn_b32 v4, v6, v8 offset:255
ds_xor_rtn_b32 v4, v6, v8 offset:256
ds_xor_rtn_b32 v4, v6, v8 offset:65535
ds_xor_rtn_b32 v4, v6, v8 offset:4660
ds_wrxchg_rtn_b32 a4, v6, a8 offset:16
ds_wrxchg_rtn_b32 v4, v6, v8 offset:16
ds_wrxchg_rtn_b32 v4, v6, v8
ds_wrxchg_rtn_b32 v4, v6, v8 offset:1
ds_wrxchg_rtn_b32 v4, v6, v8 offset:255
ds_wrxchg_rtn_b32 v4, v6, v8 offset:256
ds_wrxchg_rtn_b32 v4, v6, v8 offset:65535
ds_wrxchg_rtn_b32 v4, v6, v8 offset:4660
ds_min_rtn_f32 a4, v6, a8 offset:16
ds_min_rtn_f32 v4, v6, v8 offset:16
ds_min_rtn_f32 v4, v6, v8
ds_min_rtn_f32 v4, v6, v8 offset:1
ds_min_rtn_f32 v4, v6, v8 offset:255
ds_min_rtn_f32 v4, v6, v8 offset:256
ds_min_rtn_f32 v4, v6, v8 offset:65535
ds_min_rtn_f32 v4, v6, v8 offset:4660
ds_max_rtn_f32 a4, v6, a8 offset:16
ds_max_rtn_f32 v4, v6, v8 offset:16
ds_max_rtn_f32 v4, v6, v8
ds_max_rtn_f32 v4, v6, v8 offset:1
ds_max_rtn_f32 v4, v6, v8 offset:255
ds_max_rtn_f32 v4, v6, v8 offset:256
ds_max_rtn_f32 v4, v6, v8 offset:65535
ds_max_rtn_f32 v4, v6, v8 offset:4660
ds_add_rtn_f32 a4, v6, a8 offset:16
ds_add_rtn_f32 v4, v6, v8 offset:16
ds_add_rtn_f32 v4, v6, v8
ds_add_rtn_f32 v4, v6, v8 offset:1
ds_add_rtn_f32 v4, v6, v8 offset:255
ds_add_rtn_f32 v4, v6, v8 offset:256
ds_add_rtn_f32 v4, v6, v8 offset:65535
ds_add_rtn_f32 v4, v6, v8 offset:4660
ds_permute_b32 a4, v6, a8 offset:16
ds_permute_b32 v4, v6, v8 offset:16
ds_permute_b32 v4, v6, v8
ds_permute_b32 v4, v6, v8 offset:1
ds_permute_b32 v4, v6, v8 offset:255
ds_permute_b32 v4, v6, v8 offset:256
ds_permute_b32 v4, v6, v8 offset:65535
ds_permute_b32 v4, v6, v8 offset:4660
ds_bpermute_b32 a4, v6, a8 offset:16
ds_bpermute_b32 v4, v6, v8 offset:16
ds_bpermute_b32 v4, v6, v8
ds_bpermute_b32 v4, v6, v8 offset:1
ds_bpermute_b32 v4, v6, v8 offset:255
ds_bpermute_b32 v4, v6, v8 offset:256
ds_bpermute_b32 v4, v6, v8 offset:65535
ds_bpermute_b32 v4, v6, v8 offset:4660
ds_add_rtn_u64 a[4:5], v6, a[8:9] offset:16
ds_add_rtn_u64 v[4:5], v6, v[8:9] offset:16
ds_add_rtn_u64 v[4:5], v6, v[8:9]
ds_add_rtn_u64 v[4:5], v6, v[8:9] offset:1
ds_add_rtn_u64 v[4:5], v6, v[8:9] offset:255
ds_add_rtn_u64 v[4:5], v6, v[8:9] offset:256
ds_add_rtn_u64 v[4:5], v6, v[8:9] offset:65535
ds_add_rtn_u64 v[4:5], v6, v[8:9] offset:4660
ds_sub_rtn_u64 a[4:5], v6, a[8:9] offset:16
ds_sub_rtn_u64 v[4:5], v6, v[8:9] offset:16
ds_sub_rtn_u64 v[4:5], v6, v[8:9]
ds_sub_rtn_u64 v[4:5], v6, v[8:9] offset:1
ds_sub_rtn_u64 v[4:5], v6, v[8:9] offset:255
ds_sub_rtn_u64 v[4:5], v6, v[8:9] offset:256
ds_sub_rtn_u64 v[4:5], v6, v[8:9] offset:65535
ds_sub_rtn_u64 v[4:5], v6, v[8:9] offset:4660
ds_rsub_rtn_u64 a[4:5], v6, a[8:9] offset:16
ds_rsub_rtn_u64 v[4:5], v6, v[8:9] offset:16
ds_rsub_rtn_u64 v[4:5], v6, v[8:9]
ds_rsub_rtn_u64 v[4:5], v6, v[8:9] offset:1
ds_rsub_rtn_u64 v[4:5], v6, v[8:9] offset:255
ds_rsub_rtn_u64 v[4:5], v6, v[8:9] offset:256
ds_rsub_rtn_u64 v[4:5], v6, v[8:9] offset:65535
ds_rsub_rtn_u64 v[4:5], v6, v[8:9] offset:4660
ds_inc_rtn_u64 a[4:5], v6, a[8:9] offset:16
ds_inc_rtn_u64 v[4:5], v6, v[8:9] offset:16
ds_inc_rtn_u64 v[4:5], v6, v[8:9]
ds_inc_rtn_u64 v[4:5], v6, v[8:9] offset:1
ds_inc_rtn_u64 v[4:5], v6, v[8:9] offset:255
ds_inc_rtn_u64 v[4:5], v6, v[8:9] offset:256
ds_inc_rtn_u64 v[4:5], v6, v[8:9] offset:65535
ds_inc_rtn_u64 v[4:5], v6, v[8:9] offset:4660
ds_dec_rtn_u64 a[4:5], v6, a[8:9] offset:16
ds_dec_rtn_u64 v[4:5], v6, v[8:9] offset:16
ds_dec_rtn_u64 v[4:5], v6, v[8:9]
ds_dec_rtn_u64 v[4:5], v6, v[8:9] offset:1
ds_dec_rtn_u64 v[4:5], v6, v[8:9] offset:255
ds_dec_rtn_u64 v[4:5], v6, v[8:9] offset:256
ds_dec_rtn_u64 v[4:5], v6, v[8:9] offset:65535
ds_dec_rtn_u64 v[4:5], v6, v[8:9] offset:4660
ds_min_rtn_i64 a[4:5], v6, a[8:9] offset:16
ds_min_rtn_i64 v[4:5], v6, v[8:9] offset:16
ds_min_rtn_i64 v[4:5], v6, v[8:9]
ds_min_rtn_i64 v[4:5], v6, v[8:9] offset:1
ds_min_rtn_i64 v[4:5], v6, v[8:9] offset:255
ds_min_rtn_i64 v[4:5], v6, v[8:9] offset:256
ds_min_rtn_i64 v[4:5], v6, v[8:9] offset:65535
ds_min_rtn_i64 v[4:5], v6, v[8:9] offset:4660
ds_max_rtn_i64 a[4:5], v6, a[8:9] offset:16
ds_max_rtn_i64 v[4:5], v6, v[8:9] offset:16
ds_max_rtn_i64 v[4:5], v6, v[8:9]
ds_max_rtn_i64 v[4:5], v6, v[8:9] offset:1
ds_max_rtn_i64 v[4:5], v6, v[8:9] offset:255
ds_max_rtn_i64 v[4:5], v6, v[8:9] offset:256
ds_max_rtn_i64 v[4:5], v6, v[8:9] offset:65535
ds_max_rtn_i64 v[4:5], v6, v[8:9] offset:4660
ds_min_rtn_u64 a[4:5], v6, a[8:9] offset:16
ds_min_rtn_u64 v[4:5], v6, v[8:9] offset:16
ds_min_rtn_u64 v[4:5], v6, v[8:9]
ds_min_rtn_u64 v[4:5], v6, v[8:9] offset:1
ds_min_rtn_u64 v[4:5], v6, v[8:9] offset:255
ds_min_rtn_u64 v[4:5], v6, v[8:9] offset:256
ds_min_rtn_u64 v[4:5], v6, v[8:9] offset:65535
ds_min_rtn_u64 v[4:5], v6, v[8:9] offset:4660
ds_max_rtn_u64 a[4:5], v6, a[8:9] offset:16
ds_max_rtn_u64 v[4:5], v6, v[8:9] offset:16
ds_max_rtn_u64 v[4:5], v6, v[8:9]
ds_max_rtn_u64 v[4:5], v6, v[8:9] offset:1
ds_max_rtn_u64 v[4:5], v6, v[8:9] offset:255
ds_max_rtn_u64 v[4:5], v6, v[8:9] offset:256
ds_max_rtn_u64 v[4:5], v6, v[8:9] offset:65535
ds_max_rtn_u64 v[4:5], v6, v[8:9] offset:4660
ds_and_rtn_b64 a[4:5], v6, a[8:9] offset:16
ds_and_rtn_b64 v[4:5], v6, v[8:9] offset:16
ds_and_rtn_b64 v[4:5], v6, v[8:9]
ds_and_rtn_b64 v[4:5], v6, v[8:9] offset:1
ds_and_rtn_b64 v[4:5], v6, v[8:9] offset:255
ds_and_rtn_b64 v[4:5], v6, v[8:9] offset:256
ds_and_rtn_b64 v[4:5], v6, v[8:9] offset:65535
ds_and_rtn_b64 v[4:5], v6, v[8:9] offset:4660
ds_or_rtn_b64 a[4:5], v6, a[8:9] offset:16
ds_or_rtn_b64 v[4:5], v6, v[8:9] offset:16
ds_or_rtn_b64 v[4:5], v6, v[8:9]
ds_or_rtn_b64 v[4:5], v6, v[8:9] offset:1
ds_or_rtn_b64 v[4:5], v6, v[8:9] offset:255
ds_or_rtn_b64 v[4:5], v6, v[8:9] offset:256
ds_or_rtn_b64 v[4:5], v6, v[8:9] offset:65535
ds_or_rtn_b64 v[4:5], v6, v[8:9] offset:4660
ds_xor_rtn_b64 a[4:5], v6, a[8:9] offset:16
ds_xor_rtn_b64 v[4:5], v6, v[8:9] offset:16
ds_xor_rtn_b64 v[4:5], v6, v[8:9]
ds_xor_rtn_b64 v[4:5], v6, v[8:9] offset:1
ds_xor_rtn_b64 v[4:5], v6, v[8:9] offset:255
ds_xor_rtn_b64 v[4:5], v6, v[8:9] offset:256
ds_xor_rtn_b64 v[4:5], v6, v[8:9] offset:65535
ds_xor_rtn_b64 v[4:5], v6, v[8:9] offset:4660
ds_wrxchg_rtn_b64 a[4:5], v6, a[8:9] offset:16
ds_wrxchg_rtn_b64 v[4:5], v6, v[8:9] offset:16
ds_wrxchg_rtn_b64 v[4:5], v6, v[8:9]
ds_wrxchg_rtn_b64 v[4:5], v6, v[8:9] offset:1
ds_wrxchg_rtn_b64 v[4:5], v6, v[8:9] offset:255
ds_wrxchg_rtn_b64 v[4:5], v6, v[8:9] offset:256
ds_wrxchg_rtn_b64 v[4:5], v6, v[8:9] offset:65535
ds_wrxchg_rtn_b64 v[4:5], v6, v[8:9] offset:4660
ds_min_rtn_f64 a[4:5], v6, a[8:9] offset:16
ds_min_rtn_f64 v[4:5], v6, v[8:9] offset:16
ds_min_rtn_f64 v[4:5], v6, v[8:9]
ds_min_rtn_f64 v[4:5], v6, v[8:9] offset:1
ds_min_rtn_f64 v[4:5], v6, v[8:9] offset:255
ds_min_rtn_f64 v[4:5], v6, v[8:9] offset:256
ds_min_rtn_f64 v[4:5], v6, v[8:9] offset:65535
ds_min_rtn_f64 v[4:5], v6, v[8:9] offset:4660
ds_max_rtn_f64 a[4:5], v6, a[8:9] offset:16
ds_max_rtn_f64 v[4:5], v6, v[8:9] offset:16
ds_max_rtn_f64 v[4:5], v6, v[8:9]
ds_max_rtn_f64 v[4:5], v6, v[8:9] offset:1
ds_max_rtn_f64 v[4:5], v6, v[8:9] offset:255
ds_max_rtn_f64 v[4:5], v6, v[8:9] offset:256
ds_max_rtn_f64 v[4:5], v6, v[8:9] offset:65535
ds_max_rtn_f64 v[4:5], v6, v[8:9] offset:4660
ds_add_rtn_f64 a[4:5], v6, a[8:9] offset:16
ds_add_rtn_f64 v[4:5], v6, v[8:9] offset:16
ds_add_rtn_f64 v[4:5], v6, v[8:9]
ds_add_rtn_f64 v[4:5], v6, v[8:9] offset:1
ds_add_rtn_f64 v[4:5], v6, v[8:9] offset:255
ds_add_rtn_f64 v[4:5], v6, v[8:9] offset:256
ds_add_rtn_f64 v[4:5], v6, v[8:9] offset:65535
ds_add_rtn_f64 v[4:5], v6, v[8:9] offset:4660
ds_condxchg32_rtn_b64 a[4:5], v6, a[8:9] offset:16
ds_condxchg32_rtn_b64 v[4:5], v6, v[8:9] offset:16
ds_condxchg32_rtn_b64 v[4:5], v6, v[8:9]
ds_condxchg32_rtn_b64 v[4:5], v6, v[8:9] offset:1
ds_condxchg32_rtn_b64 v[4:5], v6, v[8:9] offset:255
ds_condxchg32_rtn_b64 v[4:5], v6, v[8:9] offset:256
ds_condxchg32_rtn_b64 v[4:5], v6, v[8:9] offset:65535
ds_condxchg32_rtn_b64 v[4:5], v6, v[8:9] offset:4660
ds_pk_add_rtn_f16 a4, v6, a8 offset:16
ds_pk_add_rtn_f16 v4, v6, v8 offset:16
ds_pk_add_rtn_f16 v4, v6, v8
ds_pk_add_rtn_f16 v4, v6, v8 offset:1
ds_pk_add_rtn_f16 v4, v6, v8 offset:255
ds_pk_add_rtn_f16 v4, v6, v8 offset:256
ds_pk_add_rtn_f16 v4, v6, v8 offset:65535
ds_pk_add_rtn_f16 v4, v6, v8 offset:4660
ds_pk_add_rtn_bf16 a4, v6, a8 offset:16
ds_pk_add_rtn_bf16 v4, v6, v8 offset:16
ds_pk_add_rtn_bf16 v4, v6, v8
ds_pk_add_rtn_bf16 v4, v6, v8 offset:1
ds_pk_add_rtn_bf16 v4, v6, v8 offset:255
ds_pk_add_rtn_bf16 v4, v6, v8 offset:256
ds_pk_add_rtn_bf16 v4, v6, v8 offset:65535
ds_pk_add_rtn_bf16 v4, v6, v8 offset:4660
ds_read_b32 a4, v6 offset:16
ds_read_b32 v4, v6 offset:16
ds_read_b32 v4, v6
ds_read_b32 v4, v6 offset:1
ds_read_b32 v4, v6 offset:255
ds_read_b32 v4, v6 offset:256
ds_read_b32 v4, v6 offset:65535
ds_read_b32 v4, v6 offset:4660
ds_read2_b32 v[4:5], v6 offset0:255 offset1:255
ds_read2_b32 a[4:5], v6 offset0:16
ds_read2_b32 v[4:5], v6 offset0:16
ds_read2_b32 v[4:5], v6
ds_read2_b32 v[4:5], v6 offset0:1
ds_read2_b32 v[4:5], v6 offset0:255
ds_read2_b32 v[4:5], v6 offset1:1
ds_read2_b32 v[4:5], v6 offset0:52 offset1:18
ds_read2st64_b32 v[4:5], v6 offset0:255 offset1:255
ds_read2st64_b32 a[4:5], v6 offset0:16
ds_read2st64_b32 v[4:5], v6 offset0:16
ds_read2st64_b32 v[4:5], v6
ds_read2st64_b32 v[4:5], v6 offset0:1
ds_read2st64_b32 v[4:5], v6 offset0:255
ds_read2st64_b32 v[4:5], v6 offset1:1
ds_read2st64_b32 v[4:5], v6 offset0:52 offset1:18
ds_read_i8 a4, v6 offset:16
ds_read_i8 v4, v6 offset:16
ds_read_i8 v4, v6
ds_read_i8 v4, v6 offset:1
ds_read_i8 v4, v6 offset:255
ds_read_i8 v4, v6 offset:256
ds_read_i8 v4, v6 offset:65535
ds_read_i8 v4, v6 offset:4660
ds_read_u8 a4, v6 offset:16
ds_read_u8 v4, v6 offset:16
ds_read_u8 v4, v6
ds_read_u8 v4, v6 offset:1
ds_read_u8 v4, v6 offset:255
ds_read_u8 v4, v6 offset:256
ds_read_u8 v4, v6 offset:65535
ds_read_u8 v4, v6 offset:4660
ds_read_i16 a4, v6 offset:16
ds_read_i16 v4, v6 offset:16
ds_read_i16 v4, v6
ds_read_i16 v4, v6 offset:1
ds_read_i16 v4, v6 offset:255
ds_read_i16 v4, v6 offset:256
ds_read_i16 v4, v6 offset:65535
ds_read_i16 v4, v6 offset:4660
ds_read_u16 a4, v6 offset:16
ds_read_u16 v4, v6 offset:16
ds_read_u16 v4, v6
ds_read_u16 v4, v6 offset:1
ds_read_u16 v4, v6 offset:255
ds_read_u16 v4, v6 offset:256
ds_read_u16 v4, v6 offset:65535
ds_read_u16 v4, v6 offset:4660
ds_swizzle_b32 a4, v6 offset:swizzle(BROADCAST,16,0)
ds_swizzle_b32 v4, v6 offset:swizzle(BITMASK_PERM,"0000p")
ds_swizzle_b32 v4, v6 offset:swizzle(FFT,31)
ds_swizzle_b32 v4, v6 offset:swizzle(QUAD_PERM,0,1,2,3)
ds_swizzle_b32 v4, v6 offset:swizzle(SWAP,1)
ds_swizzle_b32 v4, v6 offset:swizzle(REVERSE,4)
ds_swizzle_b32 v4, v6 offset:swizzle(ROTATE,0,0)
ds_swizzle_b32 v4, v6 offset:swizzle(BROADCAST,16,0)
ds_read_u8_d16 a4, v6 offset:16
ds_read_u8_d16 v4, v6 offset:16
ds_read_u8_d16 v4, v6
ds_read_u8_d16 v4, v6 offset:1
ds_read_u8_d16 v4, v6 offset:255
ds_read_u8_d16 v4, v6 offset:256
ds_read_u8_d16 v4, v6 offset:65535
ds_read_u8_d16 v4, v6 offset:4660
ds_read_u8_d16_hi a4, v6 offset:16
ds_read_u8_d16_hi v4, v6 offset:16
ds_read_u8_d16_hi v4, v6
ds_read_u8_d16_hi v4, v6 offset:1
ds_read_u8_d16_hi v4, v6 offset:255
ds_read_u8_d16_hi v4, v6 offset:256
ds_read_u8_d16_hi v4, v6 offset:65535
ds_read_u8_d16_hi v4, v6 offset:4660
ds_read_i8_d16 a4, v6 offset:16
ds_read_i8_d16 v4, v6 offset:16
ds_read_i8_d16 v4, v6
ds_read_i8_d16 v4, v6 offset:1
ds_read_i8_d16 v4, v6 offset:255
ds_read_i8_d16 v4, v6 offset:256
ds_read_i8_d16 v4, v6 offset:65535
ds_read_i8_d16 v4, v6 offset:4660
ds_read_i8_d16_hi a4, v6 offset:16
ds_read_i8_d16_hi v4, v6 offset:16
ds_read_i8_d16_hi v4, v6
ds_read_i8_d16_hi v4, v6 offset:1
ds_read_i8_d16_hi v4, v6 offset:255
ds_read_i8_d16_hi v4, v6 offset:256
ds_read_i8_d16_hi v4, v6 offset:65535
ds_read_i8_d16_hi v4, v6 offset:4660
ds_read_u16_d16 a4, v6 offset:16
ds_read_u16_d16 v4, v6 offset:16
ds_read_u16_d16 v4, v6
ds_read_u16_d16 v4, v6 offset:1
ds_read_u16_d16 v4, v6 offset:255
ds_read_u16_d16 v4, v6 offset:256
ds_read_u16_d16 v4, v6 offset:65535
ds_read_u16_d16 v4, v6 offset:4660
ds_read_u16_d16_hi a4, v6 offset:16
ds_read_u16_d16_hi v4, v6 offset:16
ds_read_u16_d16_hi v4, v6
ds_read_u16_d16_hi v4, v6 offset:1
ds_read_u16_d16_hi v4, v6 offset:255
ds_read_u16_d16_hi v4, v6 offset:256
ds_read_u16_d16_hi v4, v6 offset:65535
ds_read_u16_d16_hi v4, v6 offset:4660
ds_read_b64 a[4:5], v6 offset:16
ds_read_b64 v[4:5], v6 offset:16
ds_read_b64 v[4:5], v6
ds_read_b64 v[4:5], v6 offset:1
ds_read_b64 v[4:5], v6 offset:255
ds_read_b64 v[4:5], v6 offset:256
ds_read_b64 v[4:5], v6 offset:65535
ds_read_b64 v[4:5], v6 offset:4660
ds_read2_b64 v[4:7], v6 offset0:255 offset1:255
ds_read2_b64 a[4:7], v6 offset0:16
ds_read2_b64 v[4:7], v6 offset0:16
ds_read2_b64 v[4:7], v6
ds_read2_b64 v[4:7], v6 offset0:1
ds_read2_b64 v[4:7], v6 offset0:255
ds_read2_b64 v[4:7], v6 offset1:1
ds_read2_b64 v[4:7], v6 offset0:52 offset1:18
ds_read2st64_b64 v[4:7], v6 offset0:255 offset1:255
ds_read2st64_b64 a[4:7], v6 offset0:16
ds_read2st64_b64 v[4:7], v6 offset0:16
ds_read2st64_b64 v[4:7], v6
ds_read2st64_b64 v[4:7], v6 offset0:1
ds_read2st64_b64 v[4:7], v6 offset0:255
ds_read2st64_b64 v[4:7], v6 offset1:1
ds_read2st64_b64 v[4:7], v6 offset0:52 offset1:18
ds_read_b64_tr_b4 a[4:5], v6 offset:16
ds_read_b64_tr_b4 v[4:5], v6 offset:16
ds_read_b64_tr_b4 v[4:5], v6
ds_read_b64_tr_b4 v[4:5], v6 offset:1
ds_read_b64_tr_b4 v[4:5], v6 offset:255
ds_read_b64_tr_b4 v[4:5], v6 offset:256
ds_read_b64_tr_b4 v[4:5], v6 offset:65535
ds_read_b64_tr_b4 v[4:5], v6 offset:4660
ds_read_b96_tr_b6 a[4:6], v6 offset:16
ds_read_b96_tr_b6 v[4:6], v6 offset:16
ds_read_b96_tr_b6 v[4:6], v6
ds_read_b96_tr_b6 v[4:6], v6 offset:1
ds_read_b96_tr_b6 v[4:6], v6 offset:255
ds_read_b96_tr_b6 v[4:6], v6 offset:256
ds_read_b96_tr_b6 v[4:6], v6 offset:65535
ds_read_b96_tr_b6 v[4:6], v6 offset:4660
ds_read_b64_tr_b8 a[4:5], v6 offset:16
ds_read_b64_tr_b8 v[4:5], v6 offset:16
ds_read_b64_tr_b8 v[4:5], v6
ds_read_b64_tr_b8 v[4:5], v6 offset:1
ds_read_b64_tr_b8 v[4:5], v6 offset:255
ds_read_b64_tr_b8 v[4:5], v6 offset:256
ds_read_b64_tr_b8 v[4:5], v6 offset:65535
ds_read_b64_tr_b8 v[4:5], v6 offset:4660
ds_read_b64_tr_b16 a[4:5], v6 offset:16
ds_read_b64_tr_b16 v[4:5], v6 offset:16
ds_read_b64_tr_b16 v[4:5], v6
ds_read_b64_tr_b16 v[4:5], v6 offset:1
ds_read_b64_tr_b16 v[4:5], v6 offset:255
ds_read_b64_tr_b16 v[4:5], v6 offset:256
ds_read_b64_tr_b16 v[4:5], v6 offset:65535
ds_read_b64_tr_b16 v[4:5], v6 offset:4660
ds_read_b96 a[4:6], v6 offset:16
ds_read_b96 v[4:6], v6 offset:16
ds_read_b96 v[4:6], v6
ds_read_b96 v[4:6], v6 offset:1
ds_read_b96 v[4:6], v6 offset:255
ds_read_b96 v[4:6], v6 offset:256
ds_read_b96 v[4:6], v6 offset:65535
ds_read_b96 v[4:6], v6 offset:4660
ds_read_b128 a[4:7], v6 offset:16
ds_read_b128 v[4:7], v6 offset:16
ds_read_b128 v[4:7], v6
ds_read_b128 v[4:7], v6 offset:1
ds_read_b128 v[4:7], v6 offset:255
ds_read_b128 v[4:7], v6 offset:256
ds_read_b128 v[4:7], v6 offset:65535
ds_read_b128 v[4:7], v6 offset:4660
ds_mskor_b32 v6, a8, a10 offset:16
ds_mskor_b32 v6, v8, v10 offset:16
ds_mskor_b32 v6, v8, v10
ds_mskor_b32 v6, v8, v10 offset:1
ds_mskor_b32 v6, v8, v10 offset:255
ds_mskor_b32 v6, v8, v10 offset:256
ds_mskor_b32 v6, v8, v10 offset:65535
ds_mskor_b32 v6, v8, v10 offset:4660
ds_write2_b32 v6, a8, a10 offset0:16
ds_write2_b32 v6, v8, v10 offset1:1
ds_write2_b32 v6, v8, v10 offset0:16
ds_write2_b32 v6, v8, v10
ds_write2_b32 v6, v8, v10 offset0:1
ds_write2_b32 v6, v8, v10 offset0:255
ds_write2_b32 v6, v8, v10 offset0:255 offset1:255
ds_write2_b32 v6, v8, v10 offset0:52 offset1:18
ds_write2st64_b32 v6, a8, a10 offset0:16
ds_write2st64_b32 v6, v8, v10 offset1:1
ds_write2st64_b32 v6, v8, v10 offset0:16
ds_write2st64_b32 v6, v8, v10
ds_write2st64_b32 v6, v8, v10 offset0:1
ds_write2st64_b32 v6, v8, v10 offset0:255
ds_write2st64_b32 v6, v8, v10 offset0:255 offset1:255
ds_write2st64_b32 v6, v8, v10 offset0:52 offset1:18
ds_cmpst_b32 v6, a8, a10 offset:16
ds_cmpst_b32 v6, v8, v10 offset:16
ds_cmpst_b32 v6, v8, v10
ds_cmpst_b32 v6, v8, v10 offset:1
ds_cmpst_b32 v6, v8, v10 offset:255
ds_cmpst_b32 v6, v8, v10 offset:256
ds_cmpst_b32 v6, v8, v10 offset:65535
ds_cmpst_b32 v6, v8, v10 offset:4660
ds_cmpst_f32 v6, a8, a10 offset:16
ds_cmpst_f32 v6, v8, v10 offset:16
ds_cmpst_f32 v6, v8, v10
ds_cmpst_f32 v6, v8, v10 offset:1
ds_cmpst_f32 v6, v8, v10 offset:255
ds_cmpst_f32 v6, v8, v10 offset:256
ds_cmpst_f32 v6, v8, v10 offset:65535
ds_cmpst_f32 v6, v8, v10 offset:4660
ds_mskor_b64 v6, a[8:9], a[10:11] offset:16
ds_mskor_b64 v6, v[8:9], v[10:11] offset:16
ds_mskor_b64 v6, v[8:9], v[10:11]
ds_mskor_b64 v6, v[8:9], v[10:11] offset:1
ds_mskor_b64 v6, v[8:9], v[10:11] offset:255
ds_mskor_b64 v6, v[8:9], v[10:11] offset:256
ds_mskor_b64 v6, v[8:9], v[10:11] offset:65535
ds_mskor_b64 v6, v[8:9], v[10:11] offset:4660
ds_write2_b64 v6, v[8:9], v[10:11] offset0:255 offset1:255
ds_write2_b64 v6, a[8:9], a[10:11] offset0:16
ds_write2_b64 v6, v[8:9], v[10:11] offset0:16
ds_write2_b64 v6, v[8:9], v[10:11]
ds_write2_b64 v6, v[8:9], v[10:11] offset0:1
ds_write2_b64 v6, v[8:9], v[10:11] offset0:255
ds_write2_b64 v6, v[8:9], v[10:11] offset1:1
ds_write2_b64 v6, v[8:9], v[10:11] offset0:52 offset1:18
ds_write2st64_b64 v6, v[8:9], v[10:11] offset0:255 offset1:255
ds_write2st64_b64 v6, a[8:9], a[10:11] offset0:16
ds_write2st64_b64 v6, v[8:9], v[10:11] offset0:16
ds_write2st64_b64 v6, v[8:9], v[10:11]
ds_write2st64_b64 v6, v[8:9], v[10:11] offset0:1
ds_write2st64_b64 v6, v[8:9], v[10:11] offset0:255
ds_write2st64_b64 v6, v[8:9], v[10:11] offset1:1
ds_write2st64_b64 v6, v[8:9], v[10:11] offset0:52 offset1:18
ds_cmpst_b64 v6, a[8:9], a[10:11] offset:16
ds_cmpst_b64 v6, v[8:9], v[10:11] offset:16
ds_cmpst_b64 v6, v[8:9], v[10:11]
ds_cmpst_b64 v6, v[8:9], v[10:11] offset:1
ds_cmpst_b64 v6, v[8:9], v[10:11] offset:255
ds_cmpst_b64 v6, v[8:9], v[10:11] offset:256
ds_cmpst_b64 v6, v[8:9], v[10:11] offset:65535
ds_cmpst_b64 v6, v[8:9], v[10:11] offset:4660
ds_cmpst_f64 v6, a[8:9], a[10:11] offset:16
ds_cmpst_f64 v6, v[8:9], v[10:11] offset:16
ds_cmpst_f64 v6, v[8:9], v[10:11]
ds_cmpst_f64 v6, v[8:9], v[10:11] offset:1
ds_cmpst_f64 v6, v[8:9], v[10:11] offset:255
ds_cmpst_f64 v6, v[8:9], v[10:11] offset:256
ds_cmpst_f64 v6, v[8:9], v[10:11] offset:65535
ds_cmpst_f64 v6, v[8:9], v[10:11] offset:4660
ds_add_u32 v6, a8 offset:16
ds_add_u32 v6, v8 offset:16
ds_add_u32 v6, v8
ds_add_u32 v6, v8 offset:1
ds_add_u32 v6, v8 offset:255
ds_add_u32 v6, v8 offset:256
ds_add_u32 v6, v8 offset:65535
ds_add_u32 v6, v8 offset:4660
ds_sub_u32 v6, a8 offset:16
ds_sub_u32 v6, v8 offset:16
ds_sub_u32 v6, v8
ds_sub_u32 v6, v8 offset:1
ds_sub_u32 v6, v8 offset:255
ds_sub_u32 v6, v8 offset:256
ds_sub_u32 v6, v8 offset:65535
ds_sub_u32 v6, v8 offset:4660
ds_rsub_u32 v6, a8 offset:16
ds_rsub_u32 v6, v8 offset:16
ds_rsub_u32 v6, v8
ds_rsub_u32 v6, v8 offset:1
ds_rsub_u32 v6, v8 offset:255
ds_rsub_u32 v6, v8 offset:256
ds_rsub_u32 v6, v8 offset:65535
ds_rsub_u32 v6, v8 offset:4660
ds_inc_u32 v6, a8 offset:16
ds_inc_u32 v6, v8 offset:16
ds_inc_u32 v6, v8
ds_inc_u32 v6, v8 offset:1
ds_inc_u32 v6, v8 offset:255
ds_inc_u32 v6, v8 offset:256
ds_inc_u32 v6, v8 offset:65535
ds_inc_u32 v6, v8 offset:4660
ds_dec_u32 v6, a8 offset:16
ds_dec_u32 v6, v8 offset:16
ds_dec_u32 v6, v8
ds_dec_u32 v6, v8 offset:1
ds_dec_u32 v6, v8 offset:255
ds_dec_u32 v6, v8 offset:256
ds_dec_u32 v6, v8 offset:65535
ds_dec_u32 v6, v8 offset:4660
ds_min_i32 v6, a8 offset:16
ds_min_i32 v6, v8 offset:16
ds_min_i32 v6, v8
ds_min_i32 v6, v8 offset:1
ds_min_i32 v6, v8 offset:255
ds_min_i32 v6, v8 offset:256
ds_min_i32 v6, v8 offset:65535
ds_min_i32 v6, v8 offset:4660
ds_max_i32 v6, a8 offset:16
ds_max_i32 v6, v8 offset:16
ds_max_i32 v6, v8
ds_max_i32 v6, v8 offset:1
ds_max_i32 v6, v8 offset:255
ds_max_i32 v6, v8 offset:256
ds_max_i32 v6, v8 offset:65535
ds_max_i32 v6, v8 offset:4660
ds_min_u32 v6, a8 offset:16
ds_min_u32 v6, v8 offset:16
ds_min_u32 v6, v8
ds_min_u32 v6, v8 offset:1
ds_min_u32 v6, v8 offset:255
ds_min_u32 v6, v8 offset:256
ds_min_u32 v6, v8 offset:65535
ds_min_u32 v6, v8 offset:4660
ds_max_u32 v6, a8 offset:16
ds_max_u32 v6, v8 offset:16
ds_max_u32 v6, v8
ds_max_u32 v6, v8 offset:1
ds_max_u32 v6, v8 offset:255
ds_max_u32 v6, v8 offset:256
ds_max_u32 v6, v8 offset:65535
ds_max_u32 v6, v8 offset:4660
ds_and_b32 v6, a8 offset:16
ds_and_b32 v6, v8 offset:16
ds_and_b32 v6, v8
ds_and_b32 v6, v8 offset:1
ds_and_b32 v6, v8 offset:255
ds_and_b32 v6, v8 offset:256
ds_and_b32 v6, v8 offset:65535
ds_and_b32 v6, v8 offset:4660
ds_or_b32 v6, a8 offset:16
ds_or_b32 v6, v8 offset:16
ds_or_b32 v6, v8
ds_or_b32 v6, v8 offset:1
ds_or_b32 v6, v8 offset:255
ds_or_b32 v6, v8 offset:256
ds_or_b32 v6, v8 offset:65535
ds_or_b32 v6, v8 offset:4660
ds_xor_b32 v6, a8 offset:16
ds_xor_b32 v6, v8 offset:16
ds_xor_b32 v6, v8
ds_xor_b32 v6, v8 offset:1
ds_xor_b32 v6, v8 offset:255
ds_xor_b32 v6, v8 offset:256
ds_xor_b32 v6, v8 offset:65535
ds_xor_b32 v6, v8 offset:4660
ds_write_b32 v6, a8 offset:16
ds_write_b32 v6, v8 offset:16
ds_write_b32 v6, v8
ds_write_b32 v6, v8 offset:1
ds_write_b32 v6, v8 offset:255
ds_write_b32 v6, v8 offset:256
ds_write_b32 v6, v8 offset:65535
ds_write_b32 v6, v8 offset:4660
ds_min_f32 v6, a8 offset:16
ds_min_f32 v6, v8 offset:16
ds_min_f32 v6, v8
ds_min_f32 v6, v8 offset:1
ds_min_f32 v6, v8 offset:255
ds_min_f32 v6, v8 offset:256
ds_min_f32 v6, v8 offset:65535
ds_min_f32 v6, v8 offset:4660
ds_max_f32 v6, a8 offset:16
ds_max_f32 v6, v8 offset:16
ds_max_f32 v6, v8
ds_max_f32 v6, v8 offset:1
ds_max_f32 v6, v8 offset:255
ds_max_f32 v6, v8 offset:256
ds_max_f32 v6, v8 offset:65535
ds_max_f32 v6, v8 offset:4660
ds_add_f32 v6, a8 offset:16
ds_add_f32 v6, v8 offset:16
ds_add_f32 v6, v8
ds_add_f32 v6, v8 offset:1
ds_add_f32 v6, v8 offset:255
ds_add_f32 v6, v8 offset:256
ds_add_f32 v6, v8 offset:65535
ds_add_f32 v6, v8 offset:4660
ds_pk_add_f16 v6, a8 offset:16
ds_pk_add_f16 v6, v8 offset:16
ds_pk_add_f16 v6, v8
ds_pk_add_f16 v6, v8 offset:1
ds_pk_add_f16 v6, v8 offset:255
ds_pk_add_f16 v6, v8 offset:256
ds_pk_add_f16 v6, v8 offset:65535
ds_pk_add_f16 v6, v8 offset:4660
ds_pk_add_bf16 v6, a8 offset:16
ds_pk_add_bf16 v6, v8 offset:16
ds_pk_add_bf16 v6, v8
ds_pk_add_bf16 v6, v8 offset:1
ds_pk_add_bf16 v6, v8 offset:255
ds_pk_add_bf16 v6, v8 offset:256
ds_pk_add_bf16 v6, v8 offset:65535
ds_pk_add_bf16 v6, v8 offset:4660
ds_write_b8 v6, a8 offset:16
ds_write_b8 v6, v8 offset:16
ds_write_b8 v6, v8
ds_write_b8 v6, v8 offset:1
ds_write_b8 v6, v8 offset:255
ds_write_b8 v6, v8 offset:256
ds_write_b8 v6, v8 offset:65535
ds_write_b8 v6, v8 offset:4660
ds_write_b16 v6, a8 offset:16
ds_write_b16 v6, v8 offset:16
ds_write_b16 v6, v8
ds_write_b16 v6, v8 offset:1
ds_write_b16 v6, v8 offset:255
ds_write_b16 v6, v8 offset:256
ds_write_b16 v6, v8 offset:65535
ds_write_b16 v6, v8 offset:4660
ds_add_u64 v6, a[8:9] offset:16
ds_add_u64 v6, v[8:9] offset:16
ds_add_u64 v6, v[8:9]
ds_add_u64 v6, v[8:9] offset:1
ds_add_u64 v6, v[8:9] offset:255
ds_add_u64 v6, v[8:9] offset:256
ds_add_u64 v6, v[8:9] offset:65535
ds_add_u64 v6, v[8:9] offset:4660
ds_sub_u64 v6, a[8:9] offset:16
ds_sub_u64 v6, v[8:9] offset:16
ds_sub_u64 v6, v[8:9]
ds_sub_u64 v6, v[8:9] offset:1
ds_sub_u64 v6, v[8:9] offset:255
ds_sub_u64 v6, v[8:9] offset:256
ds_sub_u64 v6, v[8:9] offset:65535
ds_sub_u64 v6, v[8:9] offset:4660
ds_rsub_u64 v6, a[8:9] offset:16
ds_rsub_u64 v6, v[8:9] offset:16
ds_rsub_u64 v6, v[8:9]
ds_rsub_u64 v6, v[8:9] offset:1
ds_rsub_u64 v6, v[8:9] offset:255
ds_rsub_u64 v6, v[8:9] offset:256
ds_rsub_u64 v6, v[8:9] offset:65535
ds_rsub_u64 v6, v[8:9] offset:4660
ds_inc_u64 v6, a[8:9] offset:16
ds_inc_u64 v6, v[8:9] offset:16
ds_inc_u64 v6, v[8:9]
ds_inc_u64 v6, v[8:9] offset:1
ds_inc_u64 v6, v[8:9] offset:255
ds_inc_u64 v6, v[8:9] offset:256
ds_inc_u64 v6, v[8:9] offset:65535
ds_inc_u64 v6, v[8:9] offset:4660
ds_dec_u64 v6, a[8:9] offset:16
ds_dec_u64 v6, v[8:9] offset:16
ds_dec_u64 v6, v[8:9]
ds_dec_u64 v6, v[8:9] offset:1
ds_dec_u64 v6, v[8:9] offset:255
ds_dec_u64 v6, v[8:9] offset:256
ds_dec_u64 v6, v[8:9] offset:65535
ds_dec_u64 v6, v[8:9] offset:4660
ds_min_i64 v6, a[8:9] offset:16
ds_min_i64 v6, v[8:9] offset:16
ds_min_i64 v6, v[8:9]
ds_min_i64 v6, v[8:9] offset:1
ds_min_i64 v6, v[8:9] offset:255
ds_min_i64 v6, v[8:9] offset:256
ds_min_i64 v6, v[8:9] offset:65535
ds_min_i64 v6, v[8:9] offset:4660
ds_max_i64 v6, a[8:9] offset:16
ds_max_i64 v6, v[8:9] offset:16
ds_max_i64 v6, v[8:9]
ds_max_i64 v6, v[8:9] offset:1
ds_max_i64 v6, v[8:9] offset:255
ds_max_i64 v6, v[8:9] offset:256
ds_max_i64 v6, v[8:9] offset:65535
ds_max_i64 v6, v[8:9] offset:4660
ds_min_u64 v6, a[8:9] offset:16
ds_min_u64 v6, v[8:9] offset:16
ds_min_u64 v6, v[8:9]
ds_min_u64 v6, v[8:9] offset:1
ds_min_u64 v6, v[8:9] offset:255
ds_min_u64 v6, v[8:9] offset:256
ds_min_u64 v6, v[8:9] offset:65535
ds_min_u64 v6, v[8:9] offset:4660
ds_max_u64 v6, a[8:9] offset:16
ds_max_u64 v6, v[8:9] offset:16
ds_max_u64 v6, v[8:9]
ds_max_u64 v6, v[8:9] offset:1
ds_max_u64 v6, v[8:9] offset:255
ds_max_u64 v6, v[8:9] offset:256
ds_max_u64 v6, v[8:9] offset:65535
ds_max_u64 v6, v[8:9] offset:4660
ds_and_b64 v6, a[8:9] offset:16
ds_and_b64 v6, v[8:9] offset:16
ds_and_b64 v6, v[8:9]
ds_and_b64 v6, v[8:9] offset:1
ds_and_b64 v6, v[8:9] offset:255
ds_and_b64 v6, v[8:9] offset:256
ds_and_b64 v6, v[8:9] offset:65535
ds_and_b64 v6, v[8:9] offset:4660
ds_or_b64 v6, a[8:9] offset:16
ds_or_b64 v6, v[8:9] offset:16
ds_or_b64 v6, v[8:9]
ds_or_b64 v6, v[8:9] offset:1
ds_or_b64 v6, v[8:9] offset:255
ds_or_b64 v6, v[8:9] offset:256
ds_or_b64 v6, v[8:9] offset:65535
ds_or_b64 v6, v[8:9] offset:4660
ds_xor_b64 v6, a[8:9] offset:16
ds_xor_b64 v6, v[8:9] offset:16
ds_xor_b64 v6, v[8:9]
ds_xor_b64 v6, v[8:9] offset:1
ds_xor_b64 v6, v[8:9] offset:255
ds_xor_b64 v6, v[8:9] offset:256
ds_xor_b64 v6, v[8:9] offset:65535
ds_xor_b64 v6, v[8:9] offset:4660
ds_write_b64 v6, a[8:9] offset:16
ds_write_b64 v6, v[8:9] offset:16
ds_write_b64 v6, v[8:9]
ds_write_b64 v6, v[8:9] offset:1
ds_write_b64 v6, v[8:9] offset:255
ds_write_b64 v6, v[8:9] offset:256
ds_write_b64 v6, v[8:9] offset:65535
ds_write_b64 v6, v[8:9] offset:4660
ds_min_f64 v6, a[8:9] offset:16
ds_min_f64 v6, v[8:9] offset:16
ds_min_f64 v6, v[8:9]
ds_min_f64 v6, v[8:9] offset:1
ds_min_f64 v6, v[8:9] offset:255
ds_min_f64 v6, v[8:9] offset:256
ds_min_f64 v6, v[8:9] offset:65535
ds_min_f64 v6, v[8:9] offset:4660
ds_max_f64 v6, a[8:9] offset:16
ds_max_f64 v6, v[8:9] offset:16
ds_max_f64 v6, v[8:9]
ds_max_f64 v6, v[8:9] offset:1
ds_max_f64 v6, v[8:9] offset:255
ds_max_f64 v6, v[8:9] offset:256
ds_max_f64 v6, v[8:9] offset:65535
ds_max_f64 v6, v[8:9] offset:4660
ds_write_b8_d16_hi v6, a8 offset:16
ds_write_b8_d16_hi v6, v8 offset:16
ds_write_b8_d16_hi v6, v8
ds_write_b8_d16_hi v6, v8 offset:1
ds_write_b8_d16_hi v6, v8 offset:255
ds_write_b8_d16_hi v6, v8 offset:256
ds_write_b8_d16_hi v6, v8 offset:65535
ds_write_b8_d16_hi v6, v8 offset:4660
ds_write_b16_d16_hi v6, a8 offset:16
ds_write_b16_d16_hi v6, v8 offset:16
ds_write_b16_d16_hi v6, v8
ds_write_b16_d16_hi v6, v8 offset:1
ds_write_b16_d16_hi v6, v8 offset:255
ds_write_b16_d16_hi v6, v8 offset:256
ds_write_b16_d16_hi v6, v8 offset:65535
ds_write_b16_d16_hi v6, v8 offset:4660
ds_add_f64 v6, a[8:9] offset:16
ds_add_f64 v6, v[8:9] offset:16
ds_add_f64 v6, v[8:9]
ds_add_f64 v6, v[8:9] offset:1
ds_add_f64 v6, v[8:9] offset:255
ds_add_f64 v6, v[8:9] offset:256
ds_add_f64 v6, v[8:9] offset:65535
ds_add_f64 v6, v[8:9] offset:4660
ds_write_b96 v6, a[8:10] offset:16
ds_write_b96 v6, v[8:10] offset:16
ds_write_b96 v6, v[8:10]
ds_write_b96 v6, v[8:10] offset:1
ds_write_b96 v6, v[8:10] offset:255
ds_write_b96 v6, v[8:10] offset:256
ds_write_b96 v6, v[8:10] offset:65535
ds_write_b96 v6, v[8:10] offset:4660
ds_write_b128 v6, a[8:11] offset:16
ds_write_b128 v6, v[8:11] offset:16
ds_write_b128 v6, v[8:11]
ds_write_b128 v6, v[8:11] offset:1
ds_write_b128 v6, v[8:11] offset:255
ds_write_b128 v6, v[8:11] offset:256
ds_write_b128 v6, v[8:11] offset:65535
ds_write_b128 v6, v[8:11] offset:4660
ds_read_addtid_b32 a4 offset:16
ds_read_addtid_b32 v4 offset:16
ds_consume a4 offset:16
ds_consume v4 offset:16
ds_append a4
ds_append v4
ds_write_addtid_b32 a8 offset:16
ds_write_addtid_b32 v8 offset:16
ds_nop

// MUBUF
buffer_load_format_x v4, v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_load_format_x v4, off, s[12:15], 0 offset:4095
buffer_load_format_x v4, v6, s[12:15], m0 offen offset:16
buffer_load_format_x v4, v6, s[12:15], 1.0 offen offset:16
buffer_load_format_x v6, s[12:15], 0 offen offset:16 lds
buffer_load_format_x a4, v6, s[12:15], 0 offen offset:16
buffer_load_format_x v4, v6, s[12:15], 0 offen offset:16
buffer_load_format_x v4, off, s[12:15], 0
buffer_load_format_xy v[4:5], v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_load_format_xy v[4:5], off, s[12:15], 0 offset:4095
buffer_load_format_xy v[4:5], v6, s[12:15], m0 offen offset:16
buffer_load_format_xy v[4:5], v6, s[12:15], 1.0 offen offset:16
buffer_load_format_xy a[4:5], v6, s[12:15], 0 offen offset:16
buffer_load_format_xy v[4:5], v6, s[12:15], 0 offen offset:16
buffer_load_format_xy v[4:5], off, s[12:15], 0
buffer_load_format_xy v[4:5], off, s[12:15], 0 sc0
buffer_load_format_xyz v[4:6], v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_load_format_xyz v[4:6], off, s[12:15], 0 offset:4095
buffer_load_format_xyz v[4:6], v6, s[12:15], m0 offen offset:16
buffer_load_format_xyz v[4:6], v6, s[12:15], 1.0 offen offset:16
buffer_load_format_xyz a[4:6], v6, s[12:15], 0 offen offset:16
buffer_load_format_xyz v[4:6], v6, s[12:15], 0 offen offset:16
buffer_load_format_xyz v[4:6], off, s[12:15], 0
buffer_load_format_xyz v[4:6], off, s[12:15], 0 sc0
buffer_load_format_xyzw v[4:7], v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_load_format_xyzw v[4:7], off, s[12:15], 0 offset:4095
buffer_load_format_xyzw v[4:7], v6, s[12:15], m0 offen offset:16
buffer_load_format_xyzw v[4:7], v6, s[12:15], 1.0 offen offset:16
buffer_load_format_xyzw a[4:7], v6, s[12:15], 0 offen offset:16
buffer_load_format_xyzw v[4:7], v6, s[12:15], 0 offen offset:16
buffer_load_format_xyzw v[4:7], off, s[12:15], 0
buffer_load_format_xyzw v[4:7], off, s[12:15], 0 sc0
buffer_store_format_x v4, v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_store_format_x v4, off, s[12:15], 0 offset:4095
buffer_store_format_x v4, v6, s[12:15], m0 offen offset:16
buffer_store_format_x v4, v6, s[12:15], 1.0 offen offset:16
buffer_store_format_x a4, v6, s[12:15], 0 offen offset:16
buffer_store_format_x v4, v6, s[12:15], 0 offen offset:16
buffer_store_format_x v4, off, s[12:15], 0
buffer_store_format_x v4, off, s[12:15], 0 sc0
buffer_store_format_xy v[4:5], v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_store_format_xy v[4:5], off, s[12:15], 0 offset:4095
buffer_store_format_xy v[4:5], v6, s[12:15], m0 offen offset:16
buffer_store_format_xy v[4:5], v6, s[12:15], 1.0 offen offset:16
buffer_store_format_xy a[4:5], v6, s[12:15], 0 offen offset:16
buffer_store_format_xy v[4:5], v6, s[12:15], 0 offen offset:16
buffer_store_format_xy v[4:5], off, s[12:15], 0
buffer_store_format_xy v[4:5], off, s[12:15], 0 sc0
buffer_store_format_xyz v[4:6], v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_store_format_xyz v[4:6], off, s[12:15], 0 offset:4095
buffer_store_format_xyz v[4:6], v6, s[12:15], m0 offen offset:16
buffer_store_format_xyz v[4:6], v6, s[12:15], 1.0 offen offset:16
buffer_store_format_xyz a[4:6], v6, s[12:15], 0 offen offset:16
buffer_store_format_xyz v[4:6], v6, s[12:15], 0 offen offset:16
buffer_store_format_xyz v[4:6], off, s[12:15], 0
buffer_store_format_xyz v[4:6], off, s[12:15], 0 sc0
buffer_store_format_xyzw v[4:7], v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_store_format_xyzw v[4:7], off, s[12:15], 0 offset:4095
buffer_store_format_xyzw v[4:7], v6, s[12:15], m0 offen offset:16
buffer_store_format_xyzw v[4:7], v6, s[12:15], 1.0 offen offset:16
buffer_store_format_xyzw a[4:7], v6, s[12:15], 0 offen offset:16
buffer_store_format_xyzw v[4:7], v6, s[12:15], 0 offen offset:16
buffer_store_format_xyzw v[4:7], off, s[12:15], 0
buffer_store_format_xyzw v[4:7], off, s[12:15], 0 sc0
buffer_load_format_d16_x v4, v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_load_format_d16_x v4, off, s[12:15], 0 offset:4095
buffer_load_format_d16_x v4, v6, s[12:15], m0 offen offset:16
buffer_load_format_d16_x v4, v6, s[12:15], 1.0 offen offset:16
buffer_load_format_d16_x a4, v6, s[12:15], 0 offen offset:16
buffer_load_format_d16_x v4, v6, s[12:15], 0 offen offset:16
buffer_load_format_d16_x v4, off, s[12:15], 0
buffer_load_format_d16_x v4, off, s[12:15], 0 sc0
buffer_load_format_d16_xy v4, v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_load_format_d16_xy v4, off, s[12:15], 0 offset:4095
buffer_load_format_d16_xy v4, v6, s[12:15], m0 offen offset:16
buffer_load_format_d16_xy v4, v6, s[12:15], 1.0 offen offset:16
buffer_load_format_d16_xy a4, v6, s[12:15], 0 offen offset:16
buffer_load_format_d16_xy v4, v6, s[12:15], 0 offen offset:16
buffer_load_format_d16_xy v4, off, s[12:15], 0
buffer_load_format_d16_xy v4, off, s[12:15], 0 sc0
buffer_load_format_d16_xyz v[4:5], v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_load_format_d16_xyz v[4:5], off, s[12:15], 0 offset:4095
buffer_load_format_d16_xyz v[4:5], v6, s[12:15], m0 offen offset:16
buffer_load_format_d16_xyz v[4:5], v6, s[12:15], 1.0 offen offset:16
buffer_load_format_d16_xyz a[4:5], v6, s[12:15], 0 offen offset:16
buffer_load_format_d16_xyz v[4:5], v6, s[12:15], 0 offen offset:16
buffer_load_format_d16_xyz v[4:5], off, s[12:15], 0
buffer_load_format_d16_xyz v[4:5], off, s[12:15], 0 sc0
buffer_load_format_d16_xyzw v[4:5], v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_load_format_d16_xyzw v[4:5], off, s[12:15], 0 offset:4095
buffer_load_format_d16_xyzw v[4:5], v6, s[12:15], m0 offen offset:16
buffer_load_format_d16_xyzw v[4:5], v6, s[12:15], 1.0 offen offset:16
buffer_load_format_d16_xyzw a[4:5], v6, s[12:15], 0 offen offset:16
buffer_load_format_d16_xyzw v[4:5], v6, s[12:15], 0 offen offset:16
buffer_load_format_d16_xyzw v[4:5], off, s[12:15], 0
buffer_load_format_d16_xyzw v[4:5], off, s[12:15], 0 sc0
buffer_store_format_d16_x v4, v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_store_format_d16_x v4, off, s[12:15], 0 offset:4095
buffer_store_format_d16_x v4, v6, s[12:15], m0 offen offset:16
buffer_store_format_d16_x v4, v6, s[12:15], 1.0 offen offset:16
buffer_store_format_d16_x a4, v6, s[12:15], 0 offen offset:16
buffer_store_format_d16_x v4, v6, s[12:15], 0 offen offset:16
buffer_store_format_d16_x v4, off, s[12:15], 0
buffer_store_format_d16_x v4, off, s[12:15], 0 sc0
buffer_store_format_d16_xy v4, v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_store_format_d16_xy v4, off, s[12:15], 0 offset:4095
buffer_store_format_d16_xy v4, v6, s[12:15], m0 offen offset:16
buffer_store_format_d16_xy v4, v6, s[12:15], 1.0 offen offset:16
buffer_store_format_d16_xy a4, v6, s[12:15], 0 offen offset:16
buffer_store_format_d16_xy v4, v6, s[12:15], 0 offen offset:16
buffer_store_format_d16_xy v4, off, s[12:15], 0
buffer_store_format_d16_xy v4, off, s[12:15], 0 sc0
buffer_store_format_d16_xyz v[4:5], v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_store_format_d16_xyz v[4:5], off, s[12:15], 0 offset:4095
buffer_store_format_d16_xyz v[4:5], v6, s[12:15], m0 offen offset:16
buffer_store_format_d16_xyz v[4:5], v6, s[12:15], 1.0 offen offset:16
buffer_store_format_d16_xyz a[4:5], v6, s[12:15], 0 offen offset:16
buffer_store_format_d16_xyz v[4:5], v6, s[12:15], 0 offen offset:16
buffer_store_format_d16_xyz v[4:5], off, s[12:15], 0
buffer_store_format_d16_xyz v[4:5], off, s[12:15], 0 sc0
buffer_store_format_d16_xyzw v[4:5], v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_store_format_d16_xyzw v[4:5], off, s[12:15], 0 offset:4095
buffer_store_format_d16_xyzw v[4:5], v6, s[12:15], m0 offen offset:16
buffer_store_format_d16_xyzw v[4:5], v6, s[12:15], 1.0 offen offset:16
buffer_store_format_d16_xyzw a[4:5], v6, s[12:15], 0 offen offset:16
buffer_store_format_d16_xyzw v[4:5], v6, s[12:15], 0 offen offset:16
buffer_store_format_d16_xyzw v[4:5], off, s[12:15], 0
buffer_store_format_d16_xyzw v[4:5], off, s[12:15], 0 sc0
buffer_load_ubyte v4, v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_load_ubyte v4, off, s[12:15], 0 offset:4095
buffer_load_ubyte v4, v6, s[12:15], m0 offen offset:16
buffer_load_ubyte v4, v6, s[12:15], 1.0 offen offset:16
buffer_load_ubyte v6, s[12:15], 0 offen offset:16 lds
buffer_load_ubyte a4, v6, s[12:15], 0 offen offset:16
buffer_load_ubyte v4, v6, s[12:15], 0 offen offset:16
buffer_load_ubyte v4, off, s[12:15], 0
buffer_load_sbyte v4, v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_load_sbyte v4, off, s[12:15], 0 offset:4095
buffer_load_sbyte v4, v6, s[12:15], m0 offen offset:16
buffer_load_sbyte v4, v6, s[12:15], 1.0 offen offset:16
buffer_load_sbyte v6, s[12:15], 0 offen offset:16 lds
buffer_load_sbyte a4, v6, s[12:15], 0 offen offset:16
buffer_load_sbyte v4, v6, s[12:15], 0 offen offset:16
buffer_load_sbyte v4, off, s[12:15], 0
buffer_load_ushort v4, v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_load_ushort v4, off, s[12:15], 0 offset:4095
buffer_load_ushort v4, v6, s[12:15], m0 offen offset:16
buffer_load_ushort v4, v6, s[12:15], 1.0 offen offset:16
buffer_load_ushort v6, s[12:15], 0 offen offset:16 lds
buffer_load_ushort a4, v6, s[12:15], 0 offen offset:16
buffer_load_ushort v4, v6, s[12:15], 0 offen offset:16
buffer_load_ushort v4, off, s[12:15], 0
buffer_load_sshort v4, v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_load_sshort v4, off, s[12:15], 0 offset:4095
buffer_load_sshort v4, v6, s[12:15], m0 offen offset:16
buffer_load_sshort v4, v6, s[12:15], 1.0 offen offset:16
buffer_load_sshort v6, s[12:15], 0 offen offset:16 lds
buffer_load_sshort a4, v6, s[12:15], 0 offen offset:16
buffer_load_sshort v4, v6, s[12:15], 0 offen offset:16
buffer_load_sshort v4, off, s[12:15], 0
buffer_load_dword v4, v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_load_dword v4, off, s[12:15], 0 offset:4095
buffer_load_dword v4, v6, s[12:15], m0 offen offset:16
buffer_load_dword v4, v6, s[12:15], 1.0 offen offset:16
buffer_load_dword v6, s[12:15], 0 offen offset:16 lds
buffer_load_dword a4, v6, s[12:15], 0 offen offset:16
buffer_load_dword v4, v6, s[12:15], 0 offen offset:16
buffer_load_dword v4, off, s[12:15], 0
buffer_load_dwordx2 v[4:5], v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_load_dwordx2 v[4:5], off, s[12:15], 0 offset:4095
buffer_load_dwordx2 v[4:5], v6, s[12:15], m0 offen offset:16
buffer_load_dwordx2 v[4:5], v6, s[12:15], 1.0 offen offset:16
buffer_load_dwordx2 a[4:5], v6, s[12:15], 0 offen offset:16
buffer_load_dwordx2 v[4:5], v6, s[12:15], 0 offen offset:16
buffer_load_dwordx2 v[4:5], off, s[12:15], 0
buffer_load_dwordx2 v[4:5], off, s[12:15], 0 sc0
buffer_load_dwordx3 v[4:6], v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_load_dwordx3 v[4:6], off, s[12:15], 0 offset:4095
buffer_load_dwordx3 v[4:6], v6, s[12:15], m0 offen offset:16
buffer_load_dwordx3 v[4:6], v6, s[12:15], 1.0 offen offset:16
buffer_load_dwordx3 v6, s[12:15], 0 offen offset:16 lds
buffer_load_dwordx3 a[4:6], v6, s[12:15], 0 offen offset:16
buffer_load_dwordx3 v[4:6], v6, s[12:15], 0 offen offset:16
buffer_load_dwordx3 v[4:6], off, s[12:15], 0
buffer_load_dwordx4 v[4:7], v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_load_dwordx4 v[4:7], off, s[12:15], 0 offset:4095
buffer_load_dwordx4 v[4:7], v6, s[12:15], m0 offen offset:16
buffer_load_dwordx4 v[4:7], v6, s[12:15], 1.0 offen offset:16
buffer_load_dwordx4 v6, s[12:15], 0 offen offset:16 lds
buffer_load_dwordx4 a[4:7], v6, s[12:15], 0 offen offset:16
buffer_load_dwordx4 v[4:7], v6, s[12:15], 0 offen offset:16
buffer_load_dwordx4 v[4:7], off, s[12:15], 0
buffer_store_byte v4, v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_store_byte v4, off, s[12:15], 0 offset:4095
buffer_store_byte v4, v6, s[12:15], m0 offen offset:16
buffer_store_byte v4, v6, s[12:15], 1.0 offen offset:16
buffer_store_byte a4, v6, s[12:15], 0 offen offset:16
buffer_store_byte v4, v6, s[12:15], 0 offen offset:16
buffer_store_byte v4, off, s[12:15], 0
buffer_store_byte v4, off, s[12:15], 0 sc0
buffer_store_byte_d16_hi v4, v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_store_byte_d16_hi v4, off, s[12:15], 0 offset:4095
buffer_store_byte_d16_hi v4, v6, s[12:15], m0 offen offset:16
buffer_store_byte_d16_hi v4, v6, s[12:15], 1.0 offen offset:16
buffer_store_byte_d16_hi a4, v6, s[12:15], 0 offen offset:16
buffer_store_byte_d16_hi v4, v6, s[12:15], 0 offen offset:16
buffer_store_byte_d16_hi v4, off, s[12:15], 0
buffer_store_byte_d16_hi v4, off, s[12:15], 0 sc0
buffer_store_short v4, v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_store_short v4, off, s[12:15], 0 offset:4095
buffer_store_short v4, v6, s[12:15], m0 offen offset:16
buffer_store_short v4, v6, s[12:15], 1.0 offen offset:16
buffer_store_short a4, v6, s[12:15], 0 offen offset:16
buffer_store_short v4, v6, s[12:15], 0 offen offset:16
buffer_store_short v4, off, s[12:15], 0
buffer_store_short v4, off, s[12:15], 0 sc0
buffer_store_short_d16_hi v4, v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_store_short_d16_hi v4, off, s[12:15], 0 offset:4095
buffer_store_short_d16_hi v4, v6, s[12:15], m0 offen offset:16
buffer_store_short_d16_hi v4, v6, s[12:15], 1.0 offen offset:16
buffer_store_short_d16_hi a4, v6, s[12:15], 0 offen offset:16
buffer_store_short_d16_hi v4, v6, s[12:15], 0 offen offset:16
buffer_store_short_d16_hi v4, off, s[12:15], 0
buffer_store_short_d16_hi v4, off, s[12:15], 0 sc0
buffer_store_dword v4, v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_store_dword v4, off, s[12:15], 0 offset:4095
buffer_store_dword v4, v6, s[12:15], m0 offen offset:16
buffer_store_dword v4, v6, s[12:15], 1.0 offen offset:16
buffer_store_dword a4, v6, s[12:15], 0 offen offset:16
buffer_store_dword v4, v6, s[12:15], 0 offen offset:16
buffer_store_dword v4, off, s[12:15], 0
buffer_store_dword v4, off, s[12:15], 0 sc0
buffer_store_dwordx2 v[4:5], v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_store_dwordx2 v[4:5], off, s[12:15], 0 offset:4095
buffer_store_dwordx2 v[4:5], v6, s[12:15], m0 offen offset:16
buffer_store_dwordx2 v[4:5], v6, s[12:15], 1.0 offen offset:16
buffer_store_dwordx2 a[4:5], v6, s[12:15], 0 offen offset:16
buffer_store_dwordx2 v[4:5], v6, s[12:15], 0 offen offset:16
buffer_store_dwordx2 v[4:5], off, s[12:15], 0
buffer_store_dwordx2 v[4:5], off, s[12:15], 0 sc0
buffer_store_dwordx3 v[4:6], v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_store_dwordx3 v[4:6], off, s[12:15], 0 offset:4095
buffer_store_dwordx3 v[4:6], v6, s[12:15], m0 offen offset:16
buffer_store_dwordx3 v[4:6], v6, s[12:15], 1.0 offen offset:16
buffer_store_dwordx3 a[4:6], v6, s[12:15], 0 offen offset:16
buffer_store_dwordx3 v[4:6], v6, s[12:15], 0 offen offset:16
buffer_store_dwordx3 v[4:6], off, s[12:15], 0
buffer_store_dwordx3 v[4:6], off, s[12:15], 0 sc0
buffer_store_dwordx4 v[4:7], v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_store_dwordx4 v[4:7], off, s[12:15], 0 offset:4095
buffer_store_dwordx4 v[4:7], v6, s[12:15], m0 offen offset:16
buffer_store_dwordx4 v[4:7], v6, s[12:15], 1.0 offen offset:16
buffer_store_dwordx4 a[4:7], v6, s[12:15], 0 offen offset:16
buffer_store_dwordx4 v[4:7], v6, s[12:15], 0 offen offset:16
buffer_store_dwordx4 v[4:7], off, s[12:15], 0
buffer_store_dwordx4 v[4:7], off, s[12:15], 0 sc0
buffer_load_ubyte_d16 v4, v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_load_ubyte_d16 v4, off, s[12:15], 0 offset:4095
buffer_load_ubyte_d16 v4, v6, s[12:15], m0 offen offset:16
buffer_load_ubyte_d16 v4, v6, s[12:15], 1.0 offen offset:16
buffer_load_ubyte_d16 a4, v6, s[12:15], 0 offen offset:16
buffer_load_ubyte_d16 v4, v6, s[12:15], 0 offen offset:16
buffer_load_ubyte_d16 v4, off, s[12:15], 0
buffer_load_ubyte_d16 v4, off, s[12:15], 0 sc0
buffer_load_ubyte_d16_hi v4, v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_load_ubyte_d16_hi v4, off, s[12:15], 0 offset:4095
buffer_load_ubyte_d16_hi v4, v6, s[12:15], m0 offen offset:16
buffer_load_ubyte_d16_hi v4, v6, s[12:15], 1.0 offen offset:16
buffer_load_ubyte_d16_hi a4, v6, s[12:15], 0 offen offset:16
buffer_load_ubyte_d16_hi v4, v6, s[12:15], 0 offen offset:16
buffer_load_ubyte_d16_hi v4, off, s[12:15], 0
buffer_load_ubyte_d16_hi v4, off, s[12:15], 0 sc0
buffer_load_sbyte_d16 v4, v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_load_sbyte_d16 v4, off, s[12:15], 0 offset:4095
buffer_load_sbyte_d16 v4, v6, s[12:15], m0 offen offset:16
buffer_load_sbyte_d16 v4, v6, s[12:15], 1.0 offen offset:16
buffer_load_sbyte_d16 a4, v6, s[12:15], 0 offen offset:16
buffer_load_sbyte_d16 v4, v6, s[12:15], 0 offen offset:16
buffer_load_sbyte_d16 v4, off, s[12:15], 0
buffer_load_sbyte_d16 v4, off, s[12:15], 0 sc0
buffer_load_sbyte_d16_hi v4, v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_load_sbyte_d16_hi v4, off, s[12:15], 0 offset:4095
buffer_load_sbyte_d16_hi v4, v6, s[12:15], m0 offen offset:16
buffer_load_sbyte_d16_hi v4, v6, s[12:15], 1.0 offen offset:16
buffer_load_sbyte_d16_hi a4, v6, s[12:15], 0 offen offset:16
buffer_load_sbyte_d16_hi v4, v6, s[12:15], 0 offen offset:16
buffer_load_sbyte_d16_hi v4, off, s[12:15], 0
buffer_load_sbyte_d16_hi v4, off, s[12:15], 0 sc0
buffer_load_short_d16 v4, v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_load_short_d16 v4, off, s[12:15], 0 offset:4095
buffer_load_short_d16 v4, v6, s[12:15], m0 offen offset:16
buffer_load_short_d16 v4, v6, s[12:15], 1.0 offen offset:16
buffer_load_short_d16 a4, v6, s[12:15], 0 offen offset:16
buffer_load_short_d16 v4, v6, s[12:15], 0 offen offset:16
buffer_load_short_d16 v4, off, s[12:15], 0
buffer_load_short_d16 v4, off, s[12:15], 0 sc0
buffer_load_short_d16_hi v4, v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_load_short_d16_hi v4, off, s[12:15], 0 offset:4095
buffer_load_short_d16_hi v4, v6, s[12:15], m0 offen offset:16
buffer_load_short_d16_hi v4, v6, s[12:15], 1.0 offen offset:16
buffer_load_short_d16_hi a4, v6, s[12:15], 0 offen offset:16
buffer_load_short_d16_hi v4, v6, s[12:15], 0 offen offset:16
buffer_load_short_d16_hi v4, off, s[12:15], 0
buffer_load_short_d16_hi v4, off, s[12:15], 0 sc0
buffer_load_format_d16_hi_x v4, v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_load_format_d16_hi_x v4, off, s[12:15], 0 offset:4095
buffer_load_format_d16_hi_x v4, v6, s[12:15], m0 offen offset:16
buffer_load_format_d16_hi_x v4, v6, s[12:15], 1.0 offen offset:16
buffer_load_format_d16_hi_x a4, v6, s[12:15], 0 offen offset:16
buffer_load_format_d16_hi_x v4, v6, s[12:15], 0 offen offset:16
buffer_load_format_d16_hi_x v4, off, s[12:15], 0
buffer_load_format_d16_hi_x v4, off, s[12:15], 0 sc0
buffer_store_format_d16_hi_x v4, v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_store_format_d16_hi_x v4, off, s[12:15], 0 offset:4095
buffer_store_format_d16_hi_x v4, v6, s[12:15], m0 offen offset:16
buffer_store_format_d16_hi_x v4, v6, s[12:15], 1.0 offen offset:16
buffer_store_format_d16_hi_x a4, v6, s[12:15], 0 offen offset:16
buffer_store_format_d16_hi_x v4, v6, s[12:15], 0 offen offset:16
buffer_store_format_d16_hi_x v4, off, s[12:15], 0
buffer_store_format_d16_hi_x v4, off, s[12:15], 0 sc0
buffer_atomic_swap v4, v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_atomic_swap v4, off, s[12:15], 0 offset:4095
buffer_atomic_swap v4, v6, s[12:15], m0 offen offset:16
buffer_atomic_swap v4, v6, s[12:15], 1.0 offen offset:16
buffer_atomic_swap a4, v6, s[12:15], 0 offen offset:16
buffer_atomic_swap v4, v6, s[12:15], 0 offen offset:16
buffer_atomic_swap v4, off, s[12:15], 0
buffer_atomic_swap v4, off, s[12:15], 0 sc0
buffer_atomic_cmpswap v[4:5], v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_atomic_cmpswap v[4:5], off, s[12:15], 0 offset:4095
buffer_atomic_cmpswap v[4:5], v6, s[12:15], m0 offen offset:16
buffer_atomic_cmpswap v[4:5], v6, s[12:15], 1.0 offen offset:16
buffer_atomic_cmpswap a[4:5], v6, s[12:15], 0 offen offset:16
buffer_atomic_cmpswap v[4:5], v6, s[12:15], 0 offen offset:16
buffer_atomic_cmpswap v[4:5], off, s[12:15], 0
buffer_atomic_cmpswap v[4:5], off, s[12:15], 0 sc0
buffer_atomic_add v4, v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_atomic_add v4, off, s[12:15], 0 offset:4095
buffer_atomic_add v4, v6, s[12:15], m0 offen offset:16
buffer_atomic_add v4, v6, s[12:15], 1.0 offen offset:16
buffer_atomic_add a4, v6, s[12:15], 0 offen offset:16
buffer_atomic_add v4, v6, s[12:15], 0 offen offset:16
buffer_atomic_add v4, off, s[12:15], 0
buffer_atomic_add v4, off, s[12:15], 0 sc0
buffer_atomic_sub v4, v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_atomic_sub v4, off, s[12:15], 0 offset:4095
buffer_atomic_sub v4, v6, s[12:15], m0 offen offset:16
buffer_atomic_sub v4, v6, s[12:15], 1.0 offen offset:16
buffer_atomic_sub a4, v6, s[12:15], 0 offen offset:16
buffer_atomic_sub v4, v6, s[12:15], 0 offen offset:16
buffer_atomic_sub v4, off, s[12:15], 0
buffer_atomic_sub v4, off, s[12:15], 0 sc0
buffer_atomic_smin v4, v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_atomic_smin v4, off, s[12:15], 0 offset:4095
buffer_atomic_smin v4, v6, s[12:15], m0 offen offset:16
buffer_atomic_smin v4, v6, s[12:15], 1.0 offen offset:16
buffer_atomic_smin a4, v6, s[12:15], 0 offen offset:16
buffer_atomic_smin v4, v6, s[12:15], 0 offen offset:16
buffer_atomic_smin v4, off, s[12:15], 0
buffer_atomic_smin v4, off, s[12:15], 0 sc0
buffer_atomic_umin v4, v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_atomic_umin v4, off, s[12:15], 0 offset:4095
buffer_atomic_umin v4, v6, s[12:15], m0 offen offset:16
buffer_atomic_umin v4, v6, s[12:15], 1.0 offen offset:16
buffer_atomic_umin a4, v6, s[12:15], 0 offen offset:16
buffer_atomic_umin v4, v6, s[12:15], 0 offen offset:16
buffer_atomic_umin v4, off, s[12:15], 0
buffer_atomic_umin v4, off, s[12:15], 0 sc0
buffer_atomic_smax v4, v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_atomic_smax v4, off, s[12:15], 0 offset:4095
buffer_atomic_smax v4, v6, s[12:15], m0 offen offset:16
buffer_atomic_smax v4, v6, s[12:15], 1.0 offen offset:16
buffer_atomic_smax a4, v6, s[12:15], 0 offen offset:16
buffer_atomic_smax v4, v6, s[12:15], 0 offen offset:16
buffer_atomic_smax v4, off, s[12:15], 0
buffer_atomic_smax v4, off, s[12:15], 0 sc0
buffer_atomic_umax v4, v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_atomic_umax v4, off, s[12:15], 0 offset:4095
buffer_atomic_umax v4, v6, s[12:15], m0 offen offset:16
buffer_atomic_umax v4, v6, s[12:15], 1.0 offen offset:16
buffer_atomic_umax a4, v6, s[12:15], 0 offen offset:16
buffer_atomic_umax v4, v6, s[12:15], 0 offen offset:16
buffer_atomic_umax v4, off, s[12:15], 0
buffer_atomic_umax v4, off, s[12:15], 0 sc0
buffer_atomic_and v4, v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_atomic_and v4, off, s[12:15], 0 offset:4095
buffer_atomic_and v4, v6, s[12:15], m0 offen offset:16
buffer_atomic_and v4, v6, s[12:15], 1.0 offen offset:16
buffer_atomic_and a4, v6, s[12:15], 0 offen offset:16
buffer_atomic_and v4, v6, s[12:15], 0 offen offset:16
buffer_atomic_and v4, off, s[12:15], 0
buffer_atomic_and v4, off, s[12:15], 0 sc0
buffer_atomic_or v4, v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_atomic_or v4, off, s[12:15], 0 offset:4095
buffer_atomic_or v4, v6, s[12:15], m0 offen offset:16
buffer_atomic_or v4, v6, s[12:15], 1.0 offen offset:16
buffer_atomic_or a4, v6, s[12:15], 0 offen offset:16
buffer_atomic_or v4, v6, s[12:15], 0 offen offset:16
buffer_atomic_or v4, off, s[12:15], 0
buffer_atomic_or v4, off, s[12:15], 0 sc0
buffer_atomic_xor v4, v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_atomic_xor v4, off, s[12:15], 0 offset:4095
buffer_atomic_xor v4, v6, s[12:15], m0 offen offset:16
buffer_atomic_xor v4, v6, s[12:15], 1.0 offen offset:16
buffer_atomic_xor a4, v6, s[12:15], 0 offen offset:16
buffer_atomic_xor v4, v6, s[12:15], 0 offen offset:16
buffer_atomic_xor v4, off, s[12:15], 0
buffer_atomic_xor v4, off, s[12:15], 0 sc0
buffer_atomic_inc v4, v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_atomic_inc v4, off, s[12:15], 0 offset:4095
buffer_atomic_inc v4, v6, s[12:15], m0 offen offset:16
buffer_atomic_inc v4, v6, s[12:15], 1.0 offen offset:16
buffer_atomic_inc a4, v6, s[12:15], 0 offen offset:16
buffer_atomic_inc v4, v6, s[12:15], 0 offen offset:16
buffer_atomic_inc v4, off, s[12:15], 0
buffer_atomic_inc v4, off, s[12:15], 0 sc0
buffer_atomic_dec v4, v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_atomic_dec v4, off, s[12:15], 0 offset:4095
buffer_atomic_dec v4, v6, s[12:15], m0 offen offset:16
buffer_atomic_dec v4, v6, s[12:15], 1.0 offen offset:16
buffer_atomic_dec a4, v6, s[12:15], 0 offen offset:16
buffer_atomic_dec v4, v6, s[12:15], 0 offen offset:16
buffer_atomic_dec v4, off, s[12:15], 0
buffer_atomic_dec v4, off, s[12:15], 0 sc0
buffer_atomic_add_f32 v4, v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_atomic_add_f32 v4, off, s[12:15], 0 offset:4095
buffer_atomic_add_f32 v4, v6, s[12:15], m0 offen offset:16
buffer_atomic_add_f32 v4, v6, s[12:15], 1.0 offen offset:16
buffer_atomic_add_f32 a4, v6, s[12:15], 0 offen offset:16
buffer_atomic_add_f32 v4, v6, s[12:15], 0 offen offset:16
buffer_atomic_add_f32 v4, off, s[12:15], 0
buffer_atomic_add_f32 v4, off, s[12:15], 0 sc0
buffer_atomic_pk_add_f16 v4, v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_atomic_pk_add_f16 v4, off, s[12:15], 0 offset:4095
buffer_atomic_pk_add_f16 v4, v6, s[12:15], m0 offen offset:16
buffer_atomic_pk_add_f16 v4, v6, s[12:15], 1.0 offen offset:16
buffer_atomic_pk_add_f16 a4, v6, s[12:15], 0 offen offset:16
buffer_atomic_pk_add_f16 v4, v6, s[12:15], 0 offen offset:16
buffer_atomic_pk_add_f16 v4, off, s[12:15], 0
buffer_atomic_pk_add_f16 v4, off, s[12:15], 0 sc0
buffer_atomic_add_f64 v[4:5], v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_atomic_add_f64 v[4:5], off, s[12:15], 0 offset:4095
buffer_atomic_add_f64 v[4:5], v6, s[12:15], m0 offen offset:16
buffer_atomic_add_f64 v[4:5], v6, s[12:15], 1.0 offen offset:16
buffer_atomic_add_f64 a[4:5], v6, s[12:15], 0 offen offset:16
buffer_atomic_add_f64 v[4:5], v6, s[12:15], 0 offen offset:16
buffer_atomic_add_f64 v[4:5], off, s[12:15], 0
buffer_atomic_add_f64 v[4:5], off, s[12:15], 0 sc0
buffer_atomic_min_f64 v[4:5], v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_atomic_min_f64 v[4:5], off, s[12:15], 0 offset:4095
buffer_atomic_min_f64 v[4:5], v6, s[12:15], m0 offen offset:16
buffer_atomic_min_f64 v[4:5], v6, s[12:15], 1.0 offen offset:16
buffer_atomic_min_f64 a[4:5], v6, s[12:15], 0 offen offset:16
buffer_atomic_min_f64 v[4:5], v6, s[12:15], 0 offen offset:16
buffer_atomic_min_f64 v[4:5], off, s[12:15], 0
buffer_atomic_min_f64 v[4:5], off, s[12:15], 0 sc0
buffer_atomic_max_f64 v[4:5], v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_atomic_max_f64 v[4:5], off, s[12:15], 0 offset:4095
buffer_atomic_max_f64 v[4:5], v6, s[12:15], m0 offen offset:16
buffer_atomic_max_f64 v[4:5], v6, s[12:15], 1.0 offen offset:16
buffer_atomic_max_f64 a[4:5], v6, s[12:15], 0 offen offset:16
buffer_atomic_max_f64 v[4:5], v6, s[12:15], 0 offen offset:16
buffer_atomic_max_f64 v[4:5], off, s[12:15], 0
buffer_atomic_max_f64 v[4:5], off, s[12:15], 0 sc0
buffer_atomic_pk_add_bf16 v4, v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_atomic_pk_add_bf16 v4, off, s[12:15], 0 offset:4095
buffer_atomic_pk_add_bf16 v4, v6, s[12:15], m0 offen offset:16
buffer_atomic_pk_add_bf16 v4, v6, s[12:15], 1.0 offen offset:16
buffer_atomic_pk_add_bf16 a4, v6, s[12:15], 0 offen offset:16
buffer_atomic_pk_add_bf16 v4, v6, s[12:15], 0 offen offset:16
buffer_atomic_pk_add_bf16 v4, off, s[12:15], 0
buffer_atomic_pk_add_bf16 v4, off, s[12:15], 0 sc0
buffer_atomic_swap_x2 v[4:5], v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_atomic_swap_x2 v[4:5], off, s[12:15], 0 offset:4095
buffer_atomic_swap_x2 v[4:5], v6, s[12:15], m0 offen offset:16
buffer_atomic_swap_x2 v[4:5], v6, s[12:15], 1.0 offen offset:16
buffer_atomic_swap_x2 a[4:5], v6, s[12:15], 0 offen offset:16
buffer_atomic_swap_x2 v[4:5], v6, s[12:15], 0 offen offset:16
buffer_atomic_swap_x2 v[4:5], off, s[12:15], 0
buffer_atomic_swap_x2 v[4:5], off, s[12:15], 0 sc0
buffer_atomic_cmpswap_x2 v[4:7], v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_atomic_cmpswap_x2 v[4:7], off, s[12:15], 0 offset:4095
buffer_atomic_cmpswap_x2 v[4:7], v6, s[12:15], m0 offen offset:16
buffer_atomic_cmpswap_x2 v[4:7], v6, s[12:15], 1.0 offen offset:16
buffer_atomic_cmpswap_x2 a[4:7], v6, s[12:15], 0 offen offset:16
buffer_atomic_cmpswap_x2 v[4:7], v6, s[12:15], 0 offen offset:16
buffer_atomic_cmpswap_x2 v[4:7], off, s[12:15], 0
buffer_atomic_cmpswap_x2 v[4:7], off, s[12:15], 0 sc0
buffer_atomic_add_x2 v[4:5], v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_atomic_add_x2 v[4:5], off, s[12:15], 0 offset:4095
buffer_atomic_add_x2 v[4:5], v6, s[12:15], m0 offen offset:16
buffer_atomic_add_x2 v[4:5], v6, s[12:15], 1.0 offen offset:16
buffer_atomic_add_x2 a[4:5], v6, s[12:15], 0 offen offset:16
buffer_atomic_add_x2 v[4:5], v6, s[12:15], 0 offen offset:16
buffer_atomic_add_x2 v[4:5], off, s[12:15], 0
buffer_atomic_add_x2 v[4:5], off, s[12:15], 0 sc0
buffer_atomic_sub_x2 v[4:5], v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_atomic_sub_x2 v[4:5], off, s[12:15], 0 offset:4095
buffer_atomic_sub_x2 v[4:5], v6, s[12:15], m0 offen offset:16
buffer_atomic_sub_x2 v[4:5], v6, s[12:15], 1.0 offen offset:16
buffer_atomic_sub_x2 a[4:5], v6, s[12:15], 0 offen offset:16
buffer_atomic_sub_x2 v[4:5], v6, s[12:15], 0 offen offset:16
buffer_atomic_sub_x2 v[4:5], off, s[12:15], 0
buffer_atomic_sub_x2 v[4:5], off, s[12:15], 0 sc0
buffer_atomic_smin_x2 v[4:5], v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_atomic_smin_x2 v[4:5], off, s[12:15], 0 offset:4095
buffer_atomic_smin_x2 v[4:5], v6, s[12:15], m0 offen offset:16
buffer_atomic_smin_x2 v[4:5], v6, s[12:15], 1.0 offen offset:16
buffer_atomic_smin_x2 a[4:5], v6, s[12:15], 0 offen offset:16
buffer_atomic_smin_x2 v[4:5], v6, s[12:15], 0 offen offset:16
buffer_atomic_smin_x2 v[4:5], off, s[12:15], 0
buffer_atomic_smin_x2 v[4:5], off, s[12:15], 0 sc0
buffer_atomic_umin_x2 v[4:5], v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_atomic_umin_x2 v[4:5], off, s[12:15], 0 offset:4095
buffer_atomic_umin_x2 v[4:5], v6, s[12:15], m0 offen offset:16
buffer_atomic_umin_x2 v[4:5], v6, s[12:15], 1.0 offen offset:16
buffer_atomic_umin_x2 a[4:5], v6, s[12:15], 0 offen offset:16
buffer_atomic_umin_x2 v[4:5], v6, s[12:15], 0 offen offset:16
buffer_atomic_umin_x2 v[4:5], off, s[12:15], 0
buffer_atomic_umin_x2 v[4:5], off, s[12:15], 0 sc0
buffer_atomic_smax_x2 v[4:5], v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_atomic_smax_x2 v[4:5], off, s[12:15], 0 offset:4095
buffer_atomic_smax_x2 v[4:5], v6, s[12:15], m0 offen offset:16
buffer_atomic_smax_x2 v[4:5], v6, s[12:15], 1.0 offen offset:16
buffer_atomic_smax_x2 a[4:5], v6, s[12:15], 0 offen offset:16
buffer_atomic_smax_x2 v[4:5], v6, s[12:15], 0 offen offset:16
buffer_atomic_smax_x2 v[4:5], off, s[12:15], 0
buffer_atomic_smax_x2 v[4:5], off, s[12:15], 0 sc0
buffer_atomic_umax_x2 v[4:5], v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_atomic_umax_x2 v[4:5], off, s[12:15], 0 offset:4095
buffer_atomic_umax_x2 v[4:5], v6, s[12:15], m0 offen offset:16
buffer_atomic_umax_x2 v[4:5], v6, s[12:15], 1.0 offen offset:16
buffer_atomic_umax_x2 a[4:5], v6, s[12:15], 0 offen offset:16
buffer_atomic_umax_x2 v[4:5], v6, s[12:15], 0 offen offset:16
buffer_atomic_umax_x2 v[4:5], off, s[12:15], 0
buffer_atomic_umax_x2 v[4:5], off, s[12:15], 0 sc0
buffer_atomic_and_x2 v[4:5], v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_atomic_and_x2 v[4:5], off, s[12:15], 0 offset:4095
buffer_atomic_and_x2 v[4:5], v6, s[12:15], m0 offen offset:16
buffer_atomic_and_x2 v[4:5], v6, s[12:15], 1.0 offen offset:16
buffer_atomic_and_x2 a[4:5], v6, s[12:15], 0 offen offset:16
buffer_atomic_and_x2 v[4:5], v6, s[12:15], 0 offen offset:16
buffer_atomic_and_x2 v[4:5], off, s[12:15], 0
buffer_atomic_and_x2 v[4:5], off, s[12:15], 0 sc0
buffer_atomic_or_x2 v[4:5], v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_atomic_or_x2 v[4:5], off, s[12:15], 0 offset:4095
buffer_atomic_or_x2 v[4:5], v6, s[12:15], m0 offen offset:16
buffer_atomic_or_x2 v[4:5], v6, s[12:15], 1.0 offen offset:16
buffer_atomic_or_x2 a[4:5], v6, s[12:15], 0 offen offset:16
buffer_atomic_or_x2 v[4:5], v6, s[12:15], 0 offen offset:16
buffer_atomic_or_x2 v[4:5], off, s[12:15], 0
buffer_atomic_or_x2 v[4:5], off, s[12:15], 0 sc0
buffer_atomic_xor_x2 v[4:5], v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_atomic_xor_x2 v[4:5], off, s[12:15], 0 offset:4095
buffer_atomic_xor_x2 v[4:5], v6, s[12:15], m0 offen offset:16
buffer_atomic_xor_x2 v[4:5], v6, s[12:15], 1.0 offen offset:16
buffer_atomic_xor_x2 a[4:5], v6, s[12:15], 0 offen offset:16
buffer_atomic_xor_x2 v[4:5], v6, s[12:15], 0 offen offset:16
buffer_atomic_xor_x2 v[4:5], off, s[12:15], 0
buffer_atomic_xor_x2 v[4:5], off, s[12:15], 0 sc0
buffer_atomic_inc_x2 v[4:5], v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_atomic_inc_x2 v[4:5], off, s[12:15], 0 offset:4095
buffer_atomic_inc_x2 v[4:5], v6, s[12:15], m0 offen offset:16
buffer_atomic_inc_x2 v[4:5], v6, s[12:15], 1.0 offen offset:16
buffer_atomic_inc_x2 a[4:5], v6, s[12:15], 0 offen offset:16
buffer_atomic_inc_x2 v[4:5], v6, s[12:15], 0 offen offset:16
buffer_atomic_inc_x2 v[4:5], off, s[12:15], 0
buffer_atomic_inc_x2 v[4:5], off, s[12:15], 0 sc0
buffer_atomic_dec_x2 v[4:5], v[6:7], s[12:15], 0 idxen offen sc0 nt sc1
buffer_atomic_dec_x2 v[4:5], off, s[12:15], 0 offset:4095
buffer_atomic_dec_x2 v[4:5], v6, s[12:15], m0 offen offset:16
buffer_atomic_dec_x2 v[4:5], v6, s[12:15], 1.0 offen offset:16
buffer_atomic_dec_x2 a[4:5], v6, s[12:15], 0 offen offset:16
buffer_atomic_dec_x2 v[4:5], v6, s[12:15], 0 offen offset:16
buffer_atomic_dec_x2 v[4:5], off, s[12:15], 0
buffer_atomic_dec_x2 v[4:5], off, s[12:15], 0 sc0
buffer_wbl2 sc0 sc1
buffer_wbl2
buffer_wbl2 sc0
buffer_wbl2 sc1
buffer_inv sc0 sc1
buffer_inv
buffer_inv sc0
buffer_inv sc1

// FLAT
flat_load_ubyte v4, v[6:7] offset:16 sc0 nt sc1
flat_load_ubyte a4, v[6:7] offset:16
flat_load_ubyte v4, v[6:7] offset:16
flat_load_ubyte v4, v[6:7]
flat_load_ubyte v4, v[6:7] offset:1
flat_load_ubyte v4, v[6:7] offset:4095
flat_load_ubyte v4, v[6:7] offset:16 sc0
flat_load_ubyte v4, v[6:7] offset:16 nt
flat_load_sbyte v4, v[6:7] offset:16 sc0 nt sc1
flat_load_sbyte a4, v[6:7] offset:16
flat_load_sbyte v4, v[6:7] offset:16
flat_load_sbyte v4, v[6:7]
flat_load_sbyte v4, v[6:7] offset:1
flat_load_sbyte v4, v[6:7] offset:4095
flat_load_sbyte v4, v[6:7] offset:16 sc0
flat_load_sbyte v4, v[6:7] offset:16 nt
flat_load_ushort v4, v[6:7] offset:16 sc0 nt sc1
flat_load_ushort a4, v[6:7] offset:16
flat_load_ushort v4, v[6:7] offset:16
flat_load_ushort v4, v[6:7]
flat_load_ushort v4, v[6:7] offset:1
flat_load_ushort v4, v[6:7] offset:4095
flat_load_ushort v4, v[6:7] offset:16 sc0
flat_load_ushort v4, v[6:7] offset:16 nt
flat_load_sshort v4, v[6:7] offset:16 sc0 nt sc1
flat_load_sshort a4, v[6:7] offset:16
flat_load_sshort v4, v[6:7] offset:16
flat_load_sshort v4, v[6:7]
flat_load_sshort v4, v[6:7] offset:1
flat_load_sshort v4, v[6:7] offset:4095
flat_load_sshort v4, v[6:7] offset:16 sc0
flat_load_sshort v4, v[6:7] offset:16 nt
flat_load_dword v4, v[6:7] offset:16 sc0 nt sc1
flat_load_dword a4, v[6:7] offset:16
flat_load_dword v4, v[6:7] offset:16
flat_load_dword v4, v[6:7]
flat_load_dword v4, v[6:7] offset:1
flat_load_dword v4, v[6:7] offset:4095
flat_load_dword v4, v[6:7] offset:16 sc0
flat_load_dword v4, v[6:7] offset:16 nt
flat_load_dwordx2 v[4:5], v[6:7] offset:16 sc0 nt sc1
flat_load_dwordx2 a[4:5], v[6:7] offset:16
flat_load_dwordx2 v[4:5], v[6:7] offset:16
flat_load_dwordx2 v[4:5], v[6:7]
flat_load_dwordx2 v[4:5], v[6:7] offset:1
flat_load_dwordx2 v[4:5], v[6:7] offset:4095
flat_load_dwordx2 v[4:5], v[6:7] offset:16 sc0
flat_load_dwordx2 v[4:5], v[6:7] offset:16 nt
flat_load_dwordx3 v[4:6], v[6:7] offset:16 sc0 nt sc1
flat_load_dwordx3 a[4:6], v[6:7] offset:16
flat_load_dwordx3 v[4:6], v[6:7] offset:16
flat_load_dwordx3 v[4:6], v[6:7]
flat_load_dwordx3 v[4:6], v[6:7] offset:1
flat_load_dwordx3 v[4:6], v[6:7] offset:4095
flat_load_dwordx3 v[4:6], v[6:7] offset:16 sc0
flat_load_dwordx3 v[4:6], v[6:7] offset:16 nt
flat_load_dwordx4 v[4:7], v[6:7] offset:16 sc0 nt sc1
flat_load_dwordx4 a[4:7], v[6:7] offset:16
flat_load_dwordx4 v[4:7], v[6:7] offset:16
flat_load_dwordx4 v[4:7], v[6:7]
flat_load_dwordx4 v[4:7], v[6:7] offset:1
flat_load_dwordx4 v[4:7], v[6:7] offset:4095
flat_load_dwordx4 v[4:7], v[6:7] offset:16 sc0
flat_load_dwordx4 v[4:7], v[6:7] offset:16 nt
flat_store_byte v[6:7], v8 offset:16 sc0 nt sc1
flat_store_byte v[6:7], a8 offset:16
flat_store_byte v[6:7], v8 offset:16
flat_store_byte v[6:7], v8
flat_store_byte v[6:7], v8 offset:1
flat_store_byte v[6:7], v8 offset:4095
flat_store_byte v[6:7], v8 offset:16 sc0
flat_store_byte v[6:7], v8 offset:16 nt
flat_store_byte_d16_hi v[6:7], v8 offset:16 sc0 nt sc1
flat_store_byte_d16_hi v[6:7], a8 offset:16
flat_store_byte_d16_hi v[6:7], v8 offset:16
flat_store_byte_d16_hi v[6:7], v8
flat_store_byte_d16_hi v[6:7], v8 offset:1
flat_store_byte_d16_hi v[6:7], v8 offset:4095
flat_store_byte_d16_hi v[6:7], v8 offset:16 sc0
flat_store_byte_d16_hi v[6:7], v8 offset:16 nt
flat_store_short v[6:7], v8 offset:16 sc0 nt sc1
flat_store_short v[6:7], a8 offset:16
flat_store_short v[6:7], v8 offset:16
flat_store_short v[6:7], v8
flat_store_short v[6:7], v8 offset:1
flat_store_short v[6:7], v8 offset:4095
flat_store_short v[6:7], v8 offset:16 sc0
flat_store_short v[6:7], v8 offset:16 nt
flat_store_short_d16_hi v[6:7], v8 offset:16 sc0 nt sc1
flat_store_short_d16_hi v[6:7], a8 offset:16
flat_store_short_d16_hi v[6:7], v8 offset:16
flat_store_short_d16_hi v[6:7], v8
flat_store_short_d16_hi v[6:7], v8 offset:1
flat_store_short_d16_hi v[6:7], v8 offset:4095
flat_store_short_d16_hi v[6:7], v8 offset:16 sc0
flat_store_short_d16_hi v[6:7], v8 offset:16 nt
flat_store_dword v[6:7], v8 offset:16 sc0 nt sc1
flat_store_dword v[6:7], a8 offset:16
flat_store_dword v[6:7], v8 offset:16
flat_store_dword v[6:7], v8
flat_store_dword v[6:7], v8 offset:1
flat_store_dword v[6:7], v8 offset:4095
flat_store_dword v[6:7], v8 offset:16 sc0
flat_store_dword v[6:7], v8 offset:16 nt
flat_store_dwordx2 v[6:7], v[8:9] offset:16 sc0 nt sc1
flat_store_dwordx2 v[6:7], a[8:9] offset:16
flat_store_dwordx2 v[6:7], v[8:9] offset:16
flat_store_dwordx2 v[6:7], v[8:9]
flat_store_dwordx2 v[6:7], v[8:9] offset:1
flat_store_dwordx2 v[6:7], v[8:9] offset:4095
flat_store_dwordx2 v[6:7], v[8:9] offset:16 sc0
flat_store_dwordx2 v[6:7], v[8:9] offset:16 nt
flat_store_dwordx3 v[6:7], v[8:10] offset:16 sc0 nt sc1
flat_store_dwordx3 v[6:7], a[8:10] offset:16
flat_store_dwordx3 v[6:7], v[8:10] offset:16
flat_store_dwordx3 v[6:7], v[8:10]
flat_store_dwordx3 v[6:7], v[8:10] offset:1
flat_store_dwordx3 v[6:7], v[8:10] offset:4095
flat_store_dwordx3 v[6:7], v[8:10] offset:16 sc0
flat_store_dwordx3 v[6:7], v[8:10] offset:16 nt
flat_store_dwordx4 v[6:7], v[8:11] offset:16 sc0 nt sc1
flat_store_dwordx4 v[6:7], a[8:11] offset:16
flat_store_dwordx4 v[6:7], v[8:11] offset:16
flat_store_dwordx4 v[6:7], v[8:11]
flat_store_dwordx4 v[6:7], v[8:11] offset:1
flat_store_dwordx4 v[6:7], v[8:11] offset:4095
flat_store_dwordx4 v[6:7], v[8:11] offset:16 sc0
flat_store_dwordx4 v[6:7], v[8:11] offset:16 nt
flat_load_ubyte_d16 v4, v[6:7] offset:16 sc0 nt sc1
flat_load_ubyte_d16 a4, v[6:7] offset:16
flat_load_ubyte_d16 v4, v[6:7] offset:16
flat_load_ubyte_d16 v4, v[6:7]
flat_load_ubyte_d16 v4, v[6:7] offset:1
flat_load_ubyte_d16 v4, v[6:7] offset:4095
flat_load_ubyte_d16 v4, v[6:7] offset:16 sc0
flat_load_ubyte_d16 v4, v[6:7] offset:16 nt
flat_load_ubyte_d16_hi v4, v[6:7] offset:16 sc0 nt sc1
flat_load_ubyte_d16_hi a4, v[6:7] offset:16
flat_load_ubyte_d16_hi v4, v[6:7] offset:16
flat_load_ubyte_d16_hi v4, v[6:7]
flat_load_ubyte_d16_hi v4, v[6:7] offset:1
flat_load_ubyte_d16_hi v4, v[6:7] offset:4095
flat_load_ubyte_d16_hi v4, v[6:7] offset:16 sc0
flat_load_ubyte_d16_hi v4, v[6:7] offset:16 nt
flat_load_sbyte_d16 v4, v[6:7] offset:16 sc0 nt sc1
flat_load_sbyte_d16 a4, v[6:7] offset:16
flat_load_sbyte_d16 v4, v[6:7] offset:16
flat_load_sbyte_d16 v4, v[6:7]
flat_load_sbyte_d16 v4, v[6:7] offset:1
flat_load_sbyte_d16 v4, v[6:7] offset:4095
flat_load_sbyte_d16 v4, v[6:7] offset:16 sc0
flat_load_sbyte_d16 v4, v[6:7] offset:16 nt
flat_load_sbyte_d16_hi v4, v[6:7] offset:16 sc0 nt sc1
flat_load_sbyte_d16_hi a4, v[6:7] offset:16
flat_load_sbyte_d16_hi v4, v[6:7] offset:16
flat_load_sbyte_d16_hi v4, v[6:7]
flat_load_sbyte_d16_hi v4, v[6:7] offset:1
flat_load_sbyte_d16_hi v4, v[6:7] offset:4095
flat_load_sbyte_d16_hi v4, v[6:7] offset:16 sc0
flat_load_sbyte_d16_hi v4, v[6:7] offset:16 nt
flat_load_short_d16 v4, v[6:7] offset:16 sc0 nt sc1
flat_load_short_d16 a4, v[6:7] offset:16
flat_load_short_d16 v4, v[6:7] offset:16
flat_load_short_d16 v4, v[6:7]
flat_load_short_d16 v4, v[6:7] offset:1
flat_load_short_d16 v4, v[6:7] offset:4095
flat_load_short_d16 v4, v[6:7] offset:16 sc0
flat_load_short_d16 v4, v[6:7] offset:16 nt
flat_load_short_d16_hi v4, v[6:7] offset:16 sc0 nt sc1
flat_load_short_d16_hi a4, v[6:7] offset:16
flat_load_short_d16_hi v4, v[6:7] offset:16
flat_load_short_d16_hi v4, v[6:7]
flat_load_short_d16_hi v4, v[6:7] offset:1
flat_load_short_d16_hi v4, v[6:7] offset:4095
flat_load_short_d16_hi v4, v[6:7] offset:16 sc0
flat_load_short_d16_hi v4, v[6:7] offset:16 nt
flat_atomic_swap v4, v[6:7], v8 offset:16 sc0 nt sc1
flat_atomic_swap a4, v[6:7], a8 offset:16 sc0
flat_atomic_swap v[6:7], v8 offset:16
flat_atomic_swap v[6:7], v8
flat_atomic_swap v[6:7], v8 offset:1
flat_atomic_swap v[6:7], v8 offset:4095
flat_atomic_swap v4, v[6:7], v8 offset:16 sc0
flat_atomic_swap v[6:7], v8 offset:16 nt
flat_atomic_cmpswap v4, v[6:7], v[8:9] offset:16 sc0 nt sc1
flat_atomic_cmpswap a4, v[6:7], a[8:9] offset:16 sc0
flat_atomic_cmpswap v[6:7], v[8:9] offset:16
flat_atomic_cmpswap v[6:7], v[8:9]
flat_atomic_cmpswap v[6:7], v[8:9] offset:1
flat_atomic_cmpswap v[6:7], v[8:9] offset:4095
flat_atomic_cmpswap v4, v[6:7], v[8:9] offset:16 sc0
flat_atomic_cmpswap v[6:7], v[8:9] offset:16 nt
flat_atomic_add v4, v[6:7], v8 offset:16 sc0 nt sc1
flat_atomic_add a4, v[6:7], a8 offset:16 sc0
flat_atomic_add v[6:7], v8 offset:16
flat_atomic_add v[6:7], v8
flat_atomic_add v[6:7], v8 offset:1
flat_atomic_add v[6:7], v8 offset:4095
flat_atomic_add v4, v[6:7], v8 offset:16 sc0
flat_atomic_add v[6:7], v8 offset:16 nt
flat_atomic_sub v4, v[6:7], v8 offset:16 sc0 nt sc1
flat_atomic_sub a4, v[6:7], a8 offset:16 sc0
flat_atomic_sub v[6:7], v8 offset:16
flat_atomic_sub v[6:7], v8
flat_atomic_sub v[6:7], v8 offset:1
flat_atomic_sub v[6:7], v8 offset:4095
flat_atomic_sub v4, v[6:7], v8 offset:16 sc0
flat_atomic_sub v[6:7], v8 offset:16 nt
flat_atomic_smin v4, v[6:7], v8 offset:16 sc0 nt sc1
flat_atomic_smin a4, v[6:7], a8 offset:16 sc0
flat_atomic_smin v[6:7], v8 offset:16
flat_atomic_smin v[6:7], v8
flat_atomic_smin v[6:7], v8 offset:1
flat_atomic_smin v[6:7], v8 offset:4095
flat_atomic_smin v4, v[6:7], v8 offset:16 sc0
flat_atomic_smin v[6:7], v8 offset:16 nt
flat_atomic_umin v4, v[6:7], v8 offset:16 sc0 nt sc1
flat_atomic_umin a4, v[6:7], a8 offset:16 sc0
flat_atomic_umin v[6:7], v8 offset:16
flat_atomic_umin v[6:7], v8
flat_atomic_umin v[6:7], v8 offset:1
flat_atomic_umin v[6:7], v8 offset:4095
flat_atomic_umin v4, v[6:7], v8 offset:16 sc0
flat_atomic_umin v[6:7], v8 offset:16 nt
flat_atomic_smax v4, v[6:7], v8 offset:16 sc0 nt sc1
flat_atomic_smax a4, v[6:7], a8 offset:16 sc0
flat_atomic_smax v[6:7], v8 offset:16
flat_atomic_smax v[6:7], v8
flat_atomic_smax v[6:7], v8 offset:1
flat_atomic_smax v[6:7], v8 offset:4095
flat_atomic_smax v4, v[6:7], v8 offset:16 sc0
flat_atomic_smax v[6:7], v8 offset:16 nt
flat_atomic_umax v4, v[6:7], v8 offset:16 sc0 nt sc1
flat_atomic_umax a4, v[6:7], a8 offset:16 sc0
flat_atomic_umax v[6:7], v8 offset:16
flat_atomic_umax v[6:7], v8
flat_atomic_umax v[6:7], v8 offset:1
flat_atomic_umax v[6:7], v8 offset:4095
flat_atomic_umax v4, v[6:7], v8 offset:16 sc0
flat_atomic_umax v[6:7], v8 offset:16 nt
flat_atomic_and v4, v[6:7], v8 offset:16 sc0 nt sc1
flat_atomic_and a4, v[6:7], a8 offset:16 sc0
flat_atomic_and v[6:7], v8 offset:16
flat_atomic_and v[6:7], v8
flat_atomic_and v[6:7], v8 offset:1
flat_atomic_and v[6:7], v8 offset:4095
flat_atomic_and v4, v[6:7], v8 offset:16 sc0
flat_atomic_and v[6:7], v8 offset:16 nt
flat_atomic_or v4, v[6:7], v8 offset:16 sc0 nt sc1
flat_atomic_or a4, v[6:7], a8 offset:16 sc0
flat_atomic_or v[6:7], v8 offset:16
flat_atomic_or v[6:7], v8
flat_atomic_or v[6:7], v8 offset:1
flat_atomic_or v[6:7], v8 offset:4095
flat_atomic_or v4, v[6:7], v8 offset:16 sc0
flat_atomic_or v[6:7], v8 offset:16 nt
flat_atomic_xor v4, v[6:7], v8 offset:16 sc0 nt sc1
flat_atomic_xor a4, v[6:7], a8 offset:16 sc0
flat_atomic_xor v[6:7], v8 offset:16
flat_atomic_xor v[6:7], v8
flat_atomic_xor v[6:7], v8 offset:1
flat_atomic_xor v[6:7], v8 offset:4095
flat_atomic_xor v4, v[6:7], v8 offset:16 sc0
flat_atomic_xor v[6:7], v8 offset:16 nt
flat_atomic_inc v4, v[6:7], v8 offset:16 sc0 nt sc1
flat_atomic_inc a4, v[6:7], a8 offset:16 sc0
flat_atomic_inc v[6:7], v8 offset:16
flat_atomic_inc v[6:7], v8
flat_atomic_inc v[6:7], v8 offset:1
flat_atomic_inc v[6:7], v8 offset:4095
flat_atomic_inc v4, v[6:7], v8 offset:16 sc0
flat_atomic_inc v[6:7], v8 offset:16 nt
flat_atomic_dec v4, v[6:7], v8 offset:16 sc0 nt sc1
flat_atomic_dec a4, v[6:7], a8 offset:16 sc0
flat_atomic_dec v[6:7], v8 offset:16
flat_atomic_dec v[6:7], v8
flat_atomic_dec v[6:7], v8 offset:1
flat_atomic_dec v[6:7], v8 offset:4095
flat_atomic_dec v4, v[6:7], v8 offset:16 sc0
flat_atomic_dec v[6:7], v8 offset:16 nt
flat_atomic_add_f32 v4, v[6:7], v8 offset:16 sc0 nt sc1
flat_atomic_add_f32 a4, v[6:7], a8 offset:16 sc0
flat_atomic_add_f32 v[6:7], v8 offset:16
flat_atomic_add_f32 v[6:7], v8
flat_atomic_add_f32 v[6:7], v8 offset:1
flat_atomic_add_f32 v[6:7], v8 offset:4095
flat_atomic_add_f32 v4, v[6:7], v8 offset:16 sc0
flat_atomic_add_f32 v[6:7], v8 offset:16 nt
flat_atomic_pk_add_f16 v4, v[6:7], v8 offset:16 sc0 nt sc1
flat_atomic_pk_add_f16 a4, v[6:7], a8 offset:16 sc0
flat_atomic_pk_add_f16 v[6:7], v8 offset:16
flat_atomic_pk_add_f16 v[6:7], v8
flat_atomic_pk_add_f16 v[6:7], v8 offset:1
flat_atomic_pk_add_f16 v[6:7], v8 offset:4095
flat_atomic_pk_add_f16 v4, v[6:7], v8 offset:16 sc0
flat_atomic_pk_add_f16 v[6:7], v8 offset:16 nt
flat_atomic_add_f64 v[4:5], v[6:7], v[8:9] offset:16 sc0 nt sc1
flat_atomic_add_f64 v[6:7], a[8:9] offset:16
flat_atomic_add_f64 v[6:7], v[8:9] offset:16
flat_atomic_add_f64 v[6:7], v[8:9]
flat_atomic_add_f64 v[6:7], v[8:9] offset:1
flat_atomic_add_f64 v[6:7], v[8:9] offset:4095
flat_atomic_add_f64 v[4:5], v[6:7], v[8:9] offset:16 sc0
flat_atomic_add_f64 v[6:7], v[8:9] offset:16 nt
flat_atomic_min_f64 v[4:5], v[6:7], v[8:9] offset:16 sc0 nt sc1
flat_atomic_min_f64 v[6:7], a[8:9] offset:16
flat_atomic_min_f64 v[6:7], v[8:9] offset:16
flat_atomic_min_f64 v[6:7], v[8:9]
flat_atomic_min_f64 v[6:7], v[8:9] offset:1
flat_atomic_min_f64 v[6:7], v[8:9] offset:4095
flat_atomic_min_f64 v[4:5], v[6:7], v[8:9] offset:16 sc0
flat_atomic_min_f64 v[6:7], v[8:9] offset:16 nt
flat_atomic_max_f64 v[4:5], v[6:7], v[8:9] offset:16 sc0 nt sc1
flat_atomic_max_f64 v[6:7], a[8:9] offset:16
flat_atomic_max_f64 v[6:7], v[8:9] offset:16
flat_atomic_max_f64 v[6:7], v[8:9]
flat_atomic_max_f64 v[6:7], v[8:9] offset:1
flat_atomic_max_f64 v[6:7], v[8:9] offset:4095
flat_atomic_max_f64 v[4:5], v[6:7], v[8:9] offset:16 sc0
flat_atomic_max_f64 v[6:7], v[8:9] offset:16 nt
flat_atomic_pk_add_bf16 v4, v[6:7], v8 offset:16 sc0 nt sc1
flat_atomic_pk_add_bf16 a4, v[6:7], a8 offset:16 sc0
flat_atomic_pk_add_bf16 v[6:7], v8 offset:16
flat_atomic_pk_add_bf16 v[6:7], v8
flat_atomic_pk_add_bf16 v[6:7], v8 offset:1
flat_atomic_pk_add_bf16 v[6:7], v8 offset:4095
flat_atomic_pk_add_bf16 v4, v[6:7], v8 offset:16 sc0
flat_atomic_pk_add_bf16 v[6:7], v8 offset:16 nt
flat_atomic_swap_x2 v[4:5], v[6:7], v[8:9] offset:16 sc0 nt sc1
flat_atomic_swap_x2 v[6:7], a[8:9] offset:16
flat_atomic_swap_x2 v[6:7], v[8:9] offset:16
flat_atomic_swap_x2 v[6:7], v[8:9]
flat_atomic_swap_x2 v[6:7], v[8:9] offset:1
flat_atomic_swap_x2 v[6:7], v[8:9] offset:4095
flat_atomic_swap_x2 v[4:5], v[6:7], v[8:9] offset:16 sc0
flat_atomic_swap_x2 v[6:7], v[8:9] offset:16 nt
flat_atomic_cmpswap_x2 v[4:5], v[6:7], v[8:11] offset:16 sc0 nt sc1
flat_atomic_cmpswap_x2 v[6:7], a[8:11] offset:16
flat_atomic_cmpswap_x2 v[6:7], v[8:11] offset:16
flat_atomic_cmpswap_x2 v[6:7], v[8:11]
flat_atomic_cmpswap_x2 v[6:7], v[8:11] offset:1
flat_atomic_cmpswap_x2 v[6:7], v[8:11] offset:4095
flat_atomic_cmpswap_x2 v[4:5], v[6:7], v[8:11] offset:16 sc0
flat_atomic_cmpswap_x2 v[6:7], v[8:11] offset:16 nt
flat_atomic_add_x2 v[4:5], v[6:7], v[8:9] offset:16 sc0 nt sc1
flat_atomic_add_x2 v[6:7], a[8:9] offset:16
flat_atomic_add_x2 v[6:7], v[8:9] offset:16
flat_atomic_add_x2 v[6:7], v[8:9]
flat_atomic_add_x2 v[6:7], v[8:9] offset:1
flat_atomic_add_x2 v[6:7], v[8:9] offset:4095
flat_atomic_add_x2 v[4:5], v[6:7], v[8:9] offset:16 sc0
flat_atomic_add_x2 v[6:7], v[8:9] offset:16 nt
flat_atomic_sub_x2 v[4:5], v[6:7], v[8:9] offset:16 sc0 nt sc1
flat_atomic_sub_x2 v[6:7], a[8:9] offset:16
flat_atomic_sub_x2 v[6:7], v[8:9] offset:16
flat_atomic_sub_x2 v[6:7], v[8:9]
flat_atomic_sub_x2 v[6:7], v[8:9] offset:1
flat_atomic_sub_x2 v[6:7], v[8:9] offset:4095
flat_atomic_sub_x2 v[4:5], v[6:7], v[8:9] offset:16 sc0
flat_atomic_sub_x2 v[6:7], v[8:9] offset:16 nt
flat_atomic_smin_x2 v[4:5], v[6:7], v[8:9] offset:16 sc0 nt sc1
flat_atomic_smin_x2 v[6:7], a[8:9] offset:16
flat_atomic_smin_x2 v[6:7], v[8:9] offset:16
flat_atomic_smin_x2 v[6:7], v[8:9]
flat_atomic_smin_x2 v[6:7], v[8:9] offset:1
flat_atomic_smin_x2 v[6:7], v[8:9] offset:4095
flat_atomic_smin_x2 v[4:5], v[6:7], v[8:9] offset:16 sc0
flat_atomic_smin_x2 v[6:7], v[8:9] offset:16 nt
flat_atomic_umin_x2 v[4:5], v[6:7], v[8:9] offset:16 sc0 nt sc1
flat_atomic_umin_x2 v[6:7], a[8:9] offset:16
flat_atomic_umin_x2 v[6:7], v[8:9] offset:16
flat_atomic_umin_x2 v[6:7], v[8:9]
flat_atomic_umin_x2 v[6:7], v[8:9] offset:1
flat_atomic_umin_x2 v[6:7], v[8:9] offset:4095
flat_atomic_umin_x2 v[4:5], v[6:7], v[8:9] offset:16 sc0
flat_atomic_umin_x2 v[6:7], v[8:9] offset:16 nt
flat_atomic_smax_x2 v[4:5], v[6:7], v[8:9] offset:16 sc0 nt sc1
flat_atomic_smax_x2 v[6:7], a[8:9] offset:16
flat_atomic_smax_x2 v[6:7], v[8:9] offset:16
flat_atomic_smax_x2 v[6:7], v[8:9]
flat_atomic_smax_x2 v[6:7], v[8:9] offset:1
flat_atomic_smax_x2 v[6:7], v[8:9] offset:4095
flat_atomic_smax_x2 v[4:5], v[6:7], v[8:9] offset:16 sc0
flat_atomic_smax_x2 v[6:7], v[8:9] offset:16 nt
flat_atomic_umax_x2 v[4:5], v[6:7], v[8:9] offset:16 sc0 nt sc1
flat_atomic_umax_x2 v[6:7], a[8:9] offset:16
flat_atomic_umax_x2 v[6:7], v[8:9] offset:16
flat_atomic_umax_x2 v[6:7], v[8:9]
flat_atomic_umax_x2 v[6:7], v[8:9] offset:1
flat_atomic_umax_x2 v[6:7], v[8:9] offset:4095
flat_atomic_umax_x2 v[4:5], v[6:7], v[8:9] offset:16 sc0
flat_atomic_umax_x2 v[6:7], v[8:9] offset:16 nt
flat_atomic_and_x2 v[4:5], v[6:7], v[8:9] offset:16 sc0 nt sc1
flat_atomic_and_x2 v[6:7], a[8:9] offset:16
flat_atomic_and_x2 v[6:7], v[8:9] offset:16
flat_atomic_and_x2 v[6:7], v[8:9]
flat_atomic_and_x2 v[6:7], v[8:9] offset:1
flat_atomic_and_x2 v[6:7], v[8:9] offset:4095
flat_atomic_and_x2 v[4:5], v[6:7], v[8:9] offset:16 sc0
flat_atomic_and_x2 v[6:7], v[8:9] offset:16 nt
flat_atomic_or_x2 v[4:5], v[6:7], v[8:9] offset:16 sc0 nt sc1
flat_atomic_or_x2 v[6:7], a[8:9] offset:16
flat_atomic_or_x2 v[6:7], v[8:9] offset:16
flat_atomic_or_x2 v[6:7], v[8:9]
flat_atomic_or_x2 v[6:7], v[8:9] offset:1
flat_atomic_or_x2 v[6:7], v[8:9] offset:4095
flat_atomic_or_x2 v[4:5], v[6:7], v[8:9] offset:16 sc0
flat_atomic_or_x2 v[6:7], v[8:9] offset:16 nt
flat_atomic_xor_x2 v[4:5], v[6:7], v[8:9] offset:16 sc0 nt sc1
flat_atomic_xor_x2 v[6:7], a[8:9] offset:16
flat_atomic_xor_x2 v[6:7], v[8:9] offset:16
flat_atomic_xor_x2 v[6:7], v[8:9]
flat_atomic_xor_x2 v[6:7], v[8:9] offset:1
flat_atomic_xor_x2 v[6:7], v[8:9] offset:4095
flat_atomic_xor_x2 v[4:5], v[6:7], v[8:9] offset:16 sc0
flat_atomic_xor_x2 v[6:7], v[8:9] offset:16 nt
flat_atomic_inc_x2 v[4:5], v[6:7], v[8:9] offset:16 sc0 nt sc1
flat_atomic_inc_x2 v[6:7], a[8:9] offset:16
flat_atomic_inc_x2 v[6:7], v[8:9] offset:16
flat_atomic_inc_x2 v[6:7], v[8:9]
flat_atomic_inc_x2 v[6:7], v[8:9] offset:1
flat_atomic_inc_x2 v[6:7], v[8:9] offset:4095
flat_atomic_inc_x2 v[4:5], v[6:7], v[8:9] offset:16 sc0
flat_atomic_inc_x2 v[6:7], v[8:9] offset:16 nt
flat_atomic_dec_x2 v[4:5], v[6:7], v[8:9] offset:16 sc0 nt sc1
flat_atomic_dec_x2 v[6:7], a[8:9] offset:16
flat_atomic_dec_x2 v[6:7], v[8:9] offset:16
flat_atomic_dec_x2 v[6:7], v[8:9]
flat_atomic_dec_x2 v[6:7], v[8:9] offset:1
flat_atomic_dec_x2 v[6:7], v[8:9] offset:4095
flat_atomic_dec_x2 v[4:5], v[6:7], v[8:9] offset:16 sc0
flat_atomic_dec_x2 v[6:7], v[8:9] offset:16 nt

// GLOBAL
global_load_ubyte v4, v[6:7], off offset:16 sc0 nt sc1
global_load_ubyte a4, v[6:7], off offset:16
global_load_ubyte v4, v6, vcc offset:16
global_load_ubyte v4, v6, ttmp[0:1] offset:16
global_load_ubyte v4, v[6:7], off offset:16
global_load_ubyte v4, v[6:7], off
global_load_ubyte v4, v[6:7], off offset:1
global_load_ubyte v4, v[6:7], off offset:4095
global_load_sbyte v4, v[6:7], off offset:16 sc0 nt sc1
global_load_sbyte a4, v[6:7], off offset:16
global_load_sbyte v4, v6, vcc offset:16
global_load_sbyte v4, v6, ttmp[0:1] offset:16
global_load_sbyte v4, v[6:7], off offset:16
global_load_sbyte v4, v[6:7], off
global_load_sbyte v4, v[6:7], off offset:1
global_load_sbyte v4, v[6:7], off offset:4095
global_load_ushort v4, v[6:7], off offset:16 sc0 nt sc1
global_load_ushort a4, v[6:7], off offset:16
global_load_ushort v4, v6, vcc offset:16
global_load_ushort v4, v6, ttmp[0:1] offset:16
global_load_ushort v4, v[6:7], off offset:16
global_load_ushort v4, v[6:7], off
global_load_ushort v4, v[6:7], off offset:1
global_load_ushort v4, v[6:7], off offset:4095
global_load_sshort v4, v[6:7], off offset:16 sc0 nt sc1
global_load_sshort a4, v[6:7], off offset:16
global_load_sshort v4, v6, vcc offset:16
global_load_sshort v4, v6, ttmp[0:1] offset:16
global_load_sshort v4, v[6:7], off offset:16
global_load_sshort v4, v[6:7], off
global_load_sshort v4, v[6:7], off offset:1
global_load_sshort v4, v[6:7], off offset:4095
global_load_dword v4, v[6:7], off offset:16 sc0 nt sc1
global_load_dword a4, v[6:7], off offset:16
global_load_dword v4, v6, vcc offset:16
global_load_dword v4, v6, ttmp[0:1] offset:16
global_load_dword v4, v[6:7], off offset:16
global_load_dword v4, v[6:7], off
global_load_dword v4, v[6:7], off offset:1
global_load_dword v4, v[6:7], off offset:4095
global_load_dwordx2 v[4:5], v[6:7], off offset:16 sc0 nt sc1
global_load_dwordx2 a[4:5], v[6:7], off offset:16
global_load_dwordx2 v[4:5], v6, vcc offset:16
global_load_dwordx2 v[4:5], v6, ttmp[0:1] offset:16
global_load_dwordx2 v[4:5], v[6:7], off offset:16
global_load_dwordx2 v[4:5], v[6:7], off
global_load_dwordx2 v[4:5], v[6:7], off offset:1
global_load_dwordx2 v[4:5], v[6:7], off offset:4095
global_load_dwordx3 v[4:6], v[6:7], off offset:16 sc0 nt sc1
global_load_dwordx3 a[4:6], v[6:7], off offset:16
global_load_dwordx3 v[4:6], v6, vcc offset:16
global_load_dwordx3 v[4:6], v6, ttmp[0:1] offset:16
global_load_dwordx3 v[4:6], v[6:7], off offset:16
global_load_dwordx3 v[4:6], v[6:7], off
global_load_dwordx3 v[4:6], v[6:7], off offset:1
global_load_dwordx3 v[4:6], v[6:7], off offset:4095
global_load_dwordx4 v[4:7], v[6:7], off offset:16 sc0 nt sc1
global_load_dwordx4 a[4:7], v[6:7], off offset:16
global_load_dwordx4 v[4:7], v6, vcc offset:16
global_load_dwordx4 v[4:7], v6, ttmp[0:1] offset:16
global_load_dwordx4 v[4:7], v[6:7], off offset:16
global_load_dwordx4 v[4:7], v[6:7], off
global_load_dwordx4 v[4:7], v[6:7], off offset:1
global_load_dwordx4 v[4:7], v[6:7], off offset:4095
global_store_byte v[6:7], v8, off offset:16 sc0 nt sc1
global_store_byte v[6:7], a8, off offset:16
global_store_byte v6, v8, vcc offset:16
global_store_byte v6, v8, ttmp[0:1] offset:16
global_store_byte v[6:7], v8, off offset:16
global_store_byte v[6:7], v8, off
global_store_byte v[6:7], v8, off offset:1
global_store_byte v[6:7], v8, off offset:4095
global_store_byte_d16_hi v[6:7], v8, off offset:16 sc0 nt sc1
global_store_byte_d16_hi v[6:7], a8, off offset:16
global_store_byte_d16_hi v6, v8, vcc offset:16
global_store_byte_d16_hi v6, v8, ttmp[0:1] offset:16
global_store_byte_d16_hi v[6:7], v8, off offset:16
global_store_byte_d16_hi v[6:7], v8, off
global_store_byte_d16_hi v[6:7], v8, off offset:1
global_store_byte_d16_hi v[6:7], v8, off offset:4095
global_store_short v[6:7], v8, off offset:16 sc0 nt sc1
global_store_short v[6:7], a8, off offset:16
global_store_short v6, v8, vcc offset:16
global_store_short v6, v8, ttmp[0:1] offset:16
global_store_short v[6:7], v8, off offset:16
global_store_short v[6:7], v8, off
global_store_short v[6:7], v8, off offset:1
global_store_short v[6:7], v8, off offset:4095
global_store_short_d16_hi v[6:7], v8, off offset:16 sc0 nt sc1
global_store_short_d16_hi v[6:7], a8, off offset:16
global_store_short_d16_hi v6, v8, vcc offset:16
global_store_short_d16_hi v6, v8, ttmp[0:1] offset:16
global_store_short_d16_hi v[6:7], v8, off offset:16
global_store_short_d16_hi v[6:7], v8, off
global_store_short_d16_hi v[6:7], v8, off offset:1
global_store_short_d16_hi v[6:7], v8, off offset:4095
global_store_dword v[6:7], v8, off offset:16 sc0 nt sc1
global_store_dword v[6:7], a8, off offset:16
global_store_dword v6, v8, vcc offset:16
global_store_dword v6, v8, ttmp[0:1] offset:16
global_store_dword v[6:7], v8, off offset:16
global_store_dword v[6:7], v8, off
global_store_dword v[6:7], v8, off offset:1
global_store_dword v[6:7], v8, off offset:4095
global_store_dwordx2 v[6:7], v[8:9], off offset:16 sc0 nt sc1
global_store_dwordx2 v[6:7], a[8:9], off offset:16
global_store_dwordx2 v6, v[8:9], vcc offset:16
global_store_dwordx2 v6, v[8:9], ttmp[0:1] offset:16
global_store_dwordx2 v[6:7], v[8:9], off offset:16
global_store_dwordx2 v[6:7], v[8:9], off
global_store_dwordx2 v[6:7], v[8:9], off offset:1
global_store_dwordx2 v[6:7], v[8:9], off offset:4095
global_store_dwordx3 v[6:7], v[8:10], off offset:16 sc0 nt sc1
global_store_dwordx3 v[6:7], a[8:10], off offset:16
global_store_dwordx3 v6, v[8:10], vcc offset:16
global_store_dwordx3 v6, v[8:10], ttmp[0:1] offset:16
global_store_dwordx3 v[6:7], v[8:10], off offset:16
global_store_dwordx3 v[6:7], v[8:10], off
global_store_dwordx3 v[6:7], v[8:10], off offset:1
global_store_dwordx3 v[6:7], v[8:10], off offset:4095
global_store_dwordx4 v[6:7], v[8:11], off offset:16 sc0 nt sc1
global_store_dwordx4 v[6:7], a[8:11], off offset:16
global_store_dwordx4 v6, v[8:11], vcc offset:16
global_store_dwordx4 v6, v[8:11], ttmp[0:1] offset:16
global_store_dwordx4 v[6:7], v[8:11], off offset:16
global_store_dwordx4 v[6:7], v[8:11], off
global_store_dwordx4 v[6:7], v[8:11], off offset:1
global_store_dwordx4 v[6:7], v[8:11], off offset:4095
global_load_ubyte_d16 v4, v[6:7], off offset:16 sc0 nt sc1
global_load_ubyte_d16 a4, v[6:7], off offset:16
global_load_ubyte_d16 v4, v6, vcc offset:16
global_load_ubyte_d16 v4, v6, ttmp[0:1] offset:16
global_load_ubyte_d16 v4, v[6:7], off offset:16
global_load_ubyte_d16 v4, v[6:7], off
global_load_ubyte_d16 v4, v[6:7], off offset:1
global_load_ubyte_d16 v4, v[6:7], off offset:4095
global_load_ubyte_d16_hi v4, v[6:7], off offset:16 sc0 nt sc1
global_load_ubyte_d16_hi a4, v[6:7], off offset:16
global_load_ubyte_d16_hi v4, v6, vcc offset:16
global_load_ubyte_d16_hi v4, v6, ttmp[0:1] offset:16
global_load_ubyte_d16_hi v4, v[6:7], off offset:16
global_load_ubyte_d16_hi v4, v[6:7], off
global_load_ubyte_d16_hi v4, v[6:7], off offset:1
global_load_ubyte_d16_hi v4, v[6:7], off offset:4095
global_load_sbyte_d16 v4, v[6:7], off offset:16 sc0 nt sc1
global_load_sbyte_d16 a4, v[6:7], off offset:16
global_load_sbyte_d16 v4, v6, vcc offset:16
global_load_sbyte_d16 v4, v6, ttmp[0:1] offset:16
global_load_sbyte_d16 v4, v[6:7], off offset:16
global_load_sbyte_d16 v4, v[6:7], off
global_load_sbyte_d16 v4, v[6:7], off offset:1
global_load_sbyte_d16 v4, v[6:7], off offset:4095
global_load_sbyte_d16_hi v4, v[6:7], off offset:16 sc0 nt sc1
global_load_sbyte_d16_hi a4, v[6:7], off offset:16
global_load_sbyte_d16_hi v4, v6, vcc offset:16
global_load_sbyte_d16_hi v4, v6, ttmp[0:1] offset:16
global_load_sbyte_d16_hi v4, v[6:7], off offset:16
global_load_sbyte_d16_hi v4, v[6:7], off
global_load_sbyte_d16_hi v4, v[6:7], off offset:1
global_load_sbyte_d16_hi v4, v[6:7], off offset:4095
global_load_short_d16 v4, v[6:7], off offset:16 sc0 nt sc1
global_load_short_d16 a4, v[6:7], off offset:16
global_load_short_d16 v4, v6, vcc offset:16
global_load_short_d16 v4, v6, ttmp[0:1] offset:16
global_load_short_d16 v4, v[6:7], off offset:16
global_load_short_d16 v4, v[6:7], off
global_load_short_d16 v4, v[6:7], off offset:1
global_load_short_d16 v4, v[6:7], off offset:4095
global_load_short_d16_hi v4, v[6:7], off offset:16 sc0 nt sc1
global_load_short_d16_hi a4, v[6:7], off offset:16
global_load_short_d16_hi v4, v6, vcc offset:16
global_load_short_d16_hi v4, v6, ttmp[0:1] offset:16
global_load_short_d16_hi v4, v[6:7], off offset:16
global_load_short_d16_hi v4, v[6:7], off
global_load_short_d16_hi v4, v[6:7], off offset:1
global_load_short_d16_hi v4, v[6:7], off offset:4095
global_load_lds_ubyte v[6:7], off offset:16 sc0 nt sc1
global_load_lds_ubyte v6, vcc offset:16
global_load_lds_ubyte v6, ttmp[0:1] offset:16
global_load_lds_ubyte v[6:7], off offset:16
global_load_lds_ubyte v[6:7], off
global_load_lds_ubyte v[6:7], off offset:1
global_load_lds_ubyte v[6:7], off offset:4095
global_load_lds_ubyte v[6:7], off offset:-4096
global_load_lds_sbyte v[6:7], off offset:16 sc0 nt sc1
global_load_lds_sbyte v6, vcc offset:16
global_load_lds_sbyte v6, ttmp[0:1] offset:16
global_load_lds_sbyte v[6:7], off offset:16
global_load_lds_sbyte v[6:7], off
global_load_lds_sbyte v[6:7], off offset:1
global_load_lds_sbyte v[6:7], off offset:4095
global_load_lds_sbyte v[6:7], off offset:-4096
global_load_lds_ushort v[6:7], off offset:16 sc0 nt sc1
global_load_lds_ushort v6, vcc offset:16
global_load_lds_ushort v6, ttmp[0:1] offset:16
global_load_lds_ushort v[6:7], off offset:16
global_load_lds_ushort v[6:7], off
global_load_lds_ushort v[6:7], off offset:1
global_load_lds_ushort v[6:7], off offset:4095
global_load_lds_ushort v[6:7], off offset:-4096
global_load_lds_sshort v[6:7], off offset:16 sc0 nt sc1
global_load_lds_sshort v6, vcc offset:16
global_load_lds_sshort v6, ttmp[0:1] offset:16
global_load_lds_sshort v[6:7], off offset:16
global_load_lds_sshort v[6:7], off
global_load_lds_sshort v[6:7], off offset:1
global_load_lds_sshort v[6:7], off offset:4095
global_load_lds_sshort v[6:7], off offset:-4096
global_load_lds_dword v[6:7], off offset:16 sc0 nt sc1
global_load_lds_dword v6, vcc offset:16
global_load_lds_dword v6, ttmp[0:1] offset:16
global_load_lds_dword v[6:7], off offset:16
global_load_lds_dword v[6:7], off
global_load_lds_dword v[6:7], off offset:1
global_load_lds_dword v[6:7], off offset:4095
global_load_lds_dword v[6:7], off offset:-4096
global_atomic_swap v4, v[6:7], v8, off offset:16 sc0 nt sc1
global_atomic_swap a4, v[6:7], a8, off offset:16 sc0
global_atomic_swap v6, v8, vcc offset:16
global_atomic_swap v6, v8, ttmp[0:1] offset:16
global_atomic_swap v[6:7], v8, off offset:16
global_atomic_swap v[6:7], v8, off
global_atomic_swap v[6:7], v8, off offset:1
global_atomic_swap v[6:7], v8, off offset:4095
global_atomic_cmpswap v4, v[6:7], v[8:9], off offset:16 sc0 nt sc1
global_atomic_cmpswap a4, v[6:7], a[8:9], off offset:16 sc0
global_atomic_cmpswap v6, v[8:9], vcc offset:16
global_atomic_cmpswap v6, v[8:9], ttmp[0:1] offset:16
global_atomic_cmpswap v[6:7], v[8:9], off offset:16
global_atomic_cmpswap v[6:7], v[8:9], off
global_atomic_cmpswap v[6:7], v[8:9], off offset:1
global_atomic_cmpswap v[6:7], v[8:9], off offset:4095
global_atomic_add v4, v[6:7], v8, off offset:16 sc0 nt sc1
global_atomic_add a4, v[6:7], a8, off offset:16 sc0
global_atomic_add v6, v8, vcc offset:16
global_atomic_add v6, v8, ttmp[0:1] offset:16
global_atomic_add v[6:7], v8, off offset:16
global_atomic_add v[6:7], v8, off
global_atomic_add v[6:7], v8, off offset:1
global_atomic_add v[6:7], v8, off offset:4095
global_atomic_sub v4, v[6:7], v8, off offset:16 sc0 nt sc1
global_atomic_sub a4, v[6:7], a8, off offset:16 sc0
global_atomic_sub v6, v8, vcc offset:16
global_atomic_sub v6, v8, ttmp[0:1] offset:16
global_atomic_sub v[6:7], v8, off offset:16
global_atomic_sub v[6:7], v8, off
global_atomic_sub v[6:7], v8, off offset:1
global_atomic_sub v[6:7], v8, off offset:4095
global_atomic_smin v4, v[6:7], v8, off offset:16 sc0 nt sc1
global_atomic_smin a4, v[6:7], a8, off offset:16 sc0
global_atomic_smin v6, v8, vcc offset:16
global_atomic_smin v6, v8, ttmp[0:1] offset:16
global_atomic_smin v[6:7], v8, off offset:16
global_atomic_smin v[6:7], v8, off
global_atomic_smin v[6:7], v8, off offset:1
global_atomic_smin v[6:7], v8, off offset:4095
global_atomic_umin v4, v[6:7], v8, off offset:16 sc0 nt sc1
global_atomic_umin a4, v[6:7], a8, off offset:16 sc0
global_atomic_umin v6, v8, vcc offset:16
global_atomic_umin v6, v8, ttmp[0:1] offset:16
global_atomic_umin v[6:7], v8, off offset:16
global_atomic_umin v[6:7], v8, off
global_atomic_umin v[6:7], v8, off offset:1
global_atomic_umin v[6:7], v8, off offset:4095
global_atomic_smax v4, v[6:7], v8, off offset:16 sc0 nt sc1
global_atomic_smax a4, v[6:7], a8, off offset:16 sc0
global_atomic_smax v6, v8, vcc offset:16
global_atomic_smax v6, v8, ttmp[0:1] offset:16
global_atomic_smax v[6:7], v8, off offset:16
global_atomic_smax v[6:7], v8, off
global_atomic_smax v[6:7], v8, off offset:1
global_atomic_smax v[6:7], v8, off offset:4095
global_atomic_umax v4, v[6:7], v8, off offset:16 sc0 nt sc1
global_atomic_umax a4, v[6:7], a8, off offset:16 sc0
global_atomic_umax v6, v8, vcc offset:16
global_atomic_umax v6, v8, ttmp[0:1] offset:16
global_atomic_umax v[6:7], v8, off offset:16
global_atomic_umax v[6:7], v8, off
global_atomic_umax v[6:7], v8, off offset:1
global_atomic_umax v[6:7], v8, off offset:4095
global_atomic_and v4, v[6:7], v8, off offset:16 sc0 nt sc1
global_atomic_and a4, v[6:7], a8, off offset:16 sc0
global_atomic_and v6, v8, vcc offset:16
global_atomic_and v6, v8, ttmp[0:1] offset:16
global_atomic_and v[6:7], v8, off offset:16
global_atomic_and v[6:7], v8, off
global_atomic_and v[6:7], v8, off offset:1
global_atomic_and v[6:7], v8, off offset:4095
global_atomic_or v4, v[6:7], v8, off offset:16 sc0 nt sc1
global_atomic_or a4, v[6:7], a8, off offset:16 sc0
global_atomic_or v6, v8, vcc offset:16
global_atomic_or v6, v8, ttmp[0:1] offset:16
global_atomic_or v[6:7], v8, off offset:16
global_atomic_or v[6:7], v8, off
global_atomic_or v[6:7], v8, off offset:1
global_atomic_or v[6:7], v8, off offset:4095
global_atomic_xor v4, v[6:7], v8, off offset:16 sc0 nt sc1
global_atomic_xor a4, v[6:7], a8, off offset:16 sc0
global_atomic_xor v6, v8, vcc offset:16
global_atomic_xor v6, v8, ttmp[0:1] offset:16
global_atomic_xor v[6:7], v8, off offset:16
global_atomic_xor v[6:7], v8, off
global_atomic_xor v[6:7], v8, off offset:1
global_atomic_xor v[6:7], v8, off offset:4095
global_atomic_inc v4, v[6:7], v8, off offset:16 sc0 nt sc1
global_atomic_inc a4, v[6:7], a8, off offset:16 sc0
global_atomic_inc v6, v8, vcc offset:16
global_atomic_inc v6, v8, ttmp[0:1] offset:16
global_atomic_inc v[6:7], v8, off offset:16
global_atomic_inc v[6:7], v8, off
global_atomic_inc v[6:7], v8, off offset:1
global_atomic_inc v[6:7], v8, off offset:4095
global_atomic_dec v4, v[6:7], v8, off offset:16 sc0 nt sc1
global_atomic_dec a4, v[6:7], a8, off offset:16 sc0
global_atomic_dec v6, v8, vcc offset:16
global_atomic_dec v6, v8, ttmp[0:1] offset:16
global_atomic_dec v[6:7], v8, off offset:16
global_atomic_dec v[6:7], v8, off
global_atomic_dec v[6:7], v8, off offset:1
global_atomic_dec v[6:7], v8, off offset:4095
global_atomic_add_f32 v4, v[6:7], v8, off offset:16 sc0 nt sc1
global_atomic_add_f32 v[6:7], a8, off offset:16
global_atomic_add_f32 v6, v8, vcc offset:16
global_atomic_add_f32 v6, v8, ttmp[0:1] offset:16
global_atomic_add_f32 v[6:7], v8, off offset:16
global_atomic_add_f32 v[6:7], v8, off
global_atomic_add_f32 v[6:7], v8, off offset:1
global_atomic_add_f32 v[6:7], v8, off offset:4095
global_atomic_pk_add_f16 v4, v[6:7], v8, off offset:16 sc0 nt sc1
global_atomic_pk_add_f16 v[6:7], a8, off offset:16
global_atomic_pk_add_f16 v6, v8, vcc offset:16
global_atomic_pk_add_f16 v6, v8, ttmp[0:1] offset:16
global_atomic_pk_add_f16 v[6:7], v8, off offset:16
global_atomic_pk_add_f16 v[6:7], v8, off
global_atomic_pk_add_f16 v[6:7], v8, off offset:1
global_atomic_pk_add_f16 v[6:7], v8, off offset:4095
global_atomic_add_f64 v[4:5], v[6:7], v[8:9], off offset:16 sc0 nt sc1
global_atomic_add_f64 v[6:7], a[8:9], off offset:16
global_atomic_add_f64 v6, v[8:9], vcc offset:16
global_atomic_add_f64 v6, v[8:9], ttmp[0:1] offset:16
global_atomic_add_f64 v[6:7], v[8:9], off offset:16
global_atomic_add_f64 v[6:7], v[8:9], off
global_atomic_add_f64 v[6:7], v[8:9], off offset:1
global_atomic_add_f64 v[6:7], v[8:9], off offset:4095
global_atomic_min_f64 v[4:5], v[6:7], v[8:9], off offset:16 sc0 nt sc1
global_atomic_min_f64 v[6:7], a[8:9], off offset:16
global_atomic_min_f64 v6, v[8:9], vcc offset:16
global_atomic_min_f64 v6, v[8:9], ttmp[0:1] offset:16
global_atomic_min_f64 v[6:7], v[8:9], off offset:16
global_atomic_min_f64 v[6:7], v[8:9], off
global_atomic_min_f64 v[6:7], v[8:9], off offset:1
global_atomic_min_f64 v[6:7], v[8:9], off offset:4095
global_atomic_max_f64 v[4:5], v[6:7], v[8:9], off offset:16 sc0 nt sc1
global_atomic_max_f64 v[6:7], a[8:9], off offset:16
global_atomic_max_f64 v6, v[8:9], vcc offset:16
global_atomic_max_f64 v6, v[8:9], ttmp[0:1] offset:16
global_atomic_max_f64 v[6:7], v[8:9], off offset:16
global_atomic_max_f64 v[6:7], v[8:9], off
global_atomic_max_f64 v[6:7], v[8:9], off offset:1
global_atomic_max_f64 v[6:7], v[8:9], off offset:4095
global_atomic_pk_add_bf16 v4, v[6:7], v8, off offset:16 sc0 nt sc1
global_atomic_pk_add_bf16 a4, v[6:7], a8, off offset:16 sc0
global_atomic_pk_add_bf16 v6, v8, vcc offset:16
global_atomic_pk_add_bf16 v6, v8, ttmp[0:1] offset:16
global_atomic_pk_add_bf16 v[6:7], v8, off offset:16
global_atomic_pk_add_bf16 v[6:7], v8, off
global_atomic_pk_add_bf16 v[6:7], v8, off offset:1
global_atomic_pk_add_bf16 v[6:7], v8, off offset:4095
global_atomic_swap_x2 v[4:5], v[6:7], v[8:9], off offset:16 sc0 nt sc1
global_atomic_swap_x2 v[6:7], a[8:9], off offset:16
global_atomic_swap_x2 v6, v[8:9], vcc offset:16
global_atomic_swap_x2 v6, v[8:9], ttmp[0:1] offset:16
global_atomic_swap_x2 v[6:7], v[8:9], off offset:16
global_atomic_swap_x2 v[6:7], v[8:9], off
global_atomic_swap_x2 v[6:7], v[8:9], off offset:1
global_atomic_swap_x2 v[6:7], v[8:9], off offset:4095
global_atomic_cmpswap_x2 v[4:5], v[6:7], v[8:11], off offset:16 sc0 nt sc1
global_atomic_cmpswap_x2 v[6:7], a[8:11], off offset:16
global_atomic_cmpswap_x2 v6, v[8:11], vcc offset:16
global_atomic_cmpswap_x2 v6, v[8:11], ttmp[0:1] offset:16
global_atomic_cmpswap_x2 v[6:7], v[8:11], off offset:16
global_atomic_cmpswap_x2 v[6:7], v[8:11], off
global_atomic_cmpswap_x2 v[6:7], v[8:11], off offset:1
global_atomic_cmpswap_x2 v[6:7], v[8:11], off offset:4095
global_atomic_add_x2 v[4:5], v[6:7], v[8:9], off offset:16 sc0 nt sc1
global_atomic_add_x2 v[6:7], a[8:9], off offset:16
global_atomic_add_x2 v6, v[8:9], vcc offset:16
global_atomic_add_x2 v6, v[8:9], ttmp[0:1] offset:16
global_atomic_add_x2 v[6:7], v[8:9], off offset:16
global_atomic_add_x2 v[6:7], v[8:9], off
global_atomic_add_x2 v[6:7], v[8:9], off offset:1
global_atomic_add_x2 v[6:7], v[8:9], off offset:4095
global_atomic_sub_x2 v[4:5], v[6:7], v[8:9], off offset:16 sc0 nt sc1
global_atomic_sub_x2 v[6:7], a[8:9], off offset:16
global_atomic_sub_x2 v6, v[8:9], vcc offset:16
global_atomic_sub_x2 v6, v[8:9], ttmp[0:1] offset:16
global_atomic_sub_x2 v[6:7], v[8:9], off offset:16
global_atomic_sub_x2 v[6:7], v[8:9], off
global_atomic_sub_x2 v[6:7], v[8:9], off offset:1
global_atomic_sub_x2 v[6:7], v[8:9], off offset:4095
global_atomic_smin_x2 v[4:5], v[6:7], v[8:9], off offset:16 sc0 nt sc1
global_atomic_smin_x2 v[6:7], a[8:9], off offset:16
global_atomic_smin_x2 v6, v[8:9], vcc offset:16
global_atomic_smin_x2 v6, v[8:9], ttmp[0:1] offset:16
global_atomic_smin_x2 v[6:7], v[8:9], off offset:16
global_atomic_smin_x2 v[6:7], v[8:9], off
global_atomic_smin_x2 v[6:7], v[8:9], off offset:1
global_atomic_smin_x2 v[6:7], v[8:9], off offset:4095
global_atomic_umin_x2 v[4:5], v[6:7], v[8:9], off offset:16 sc0 nt sc1
global_atomic_umin_x2 v[6:7], a[8:9], off offset:16
global_atomic_umin_x2 v6, v[8:9], vcc offset:16
global_atomic_umin_x2 v6, v[8:9], ttmp[0:1] offset:16
global_atomic_umin_x2 v[6:7], v[8:9], off offset:16
global_atomic_umin_x2 v[6:7], v[8:9], off
global_atomic_umin_x2 v[6:7], v[8:9], off offset:1
global_atomic_umin_x2 v[6:7], v[8:9], off offset:4095
global_atomic_smax_x2 v[4:5], v[6:7], v[8:9], off offset:16 sc0 nt sc1
global_atomic_smax_x2 v[6:7], a[8:9], off offset:16
global_atomic_smax_x2 v6, v[8:9], vcc offset:16
global_atomic_smax_x2 v6, v[8:9], ttmp[0:1] offset:16
global_atomic_smax_x2 v[6:7], v[8:9], off offset:16
global_atomic_smax_x2 v[6:7], v[8:9], off
global_atomic_smax_x2 v[6:7], v[8:9], off offset:1
global_atomic_smax_x2 v[6:7], v[8:9], off offset:4095
global_atomic_umax_x2 v[4:5], v[6:7], v[8:9], off offset:16 sc0 nt sc1
global_atomic_umax_x2 v[6:7], a[8:9], off offset:16
global_atomic_umax_x2 v6, v[8:9], vcc offset:16
global_atomic_umax_x2 v6, v[8:9], ttmp[0:1] offset:16
global_atomic_umax_x2 v[6:7], v[8:9], off offset:16
global_atomic_umax_x2 v[6:7], v[8:9], off
global_atomic_umax_x2 v[6:7], v[8:9], off offset:1
global_atomic_umax_x2 v[6:7], v[8:9], off offset:4095
global_atomic_and_x2 v[4:5], v[6:7], v[8:9], off offset:16 sc0 nt sc1
global_atomic_and_x2 v[6:7], a[8:9], off offset:16
global_atomic_and_x2 v6, v[8:9], vcc offset:16
global_atomic_and_x2 v6, v[8:9], ttmp[0:1] offset:16
global_atomic_and_x2 v[6:7], v[8:9], off offset:16
global_atomic_and_x2 v[6:7], v[8:9], off
global_atomic_and_x2 v[6:7], v[8:9], off offset:1
global_atomic_and_x2 v[6:7], v[8:9], off offset:4095
global_atomic_or_x2 v[4:5], v[6:7], v[8:9], off offset:16 sc0 nt sc1
global_atomic_or_x2 v[6:7], a[8:9], off offset:16
global_atomic_or_x2 v6, v[8:9], vcc offset:16
global_atomic_or_x2 v6, v[8:9], ttmp[0:1] offset:16
global_atomic_or_x2 v[6:7], v[8:9], off offset:16
global_atomic_or_x2 v[6:7], v[8:9], off
global_atomic_or_x2 v[6:7], v[8:9], off offset:1
global_atomic_or_x2 v[6:7], v[8:9], off offset:4095
global_atomic_xor_x2 v[4:5], v[6:7], v[8:9], off offset:16 sc0 nt sc1
global_atomic_xor_x2 v[6:7], a[8:9], off offset:16
global_atomic_xor_x2 v6, v[8:9], vcc offset:16
global_atomic_xor_x2 v6, v[8:9], ttmp[0:1] offset:16
global_atomic_xor_x2 v[6:7], v[8:9], off offset:16
global_atomic_xor_x2 v[6:7], v[8:9], off
global_atomic_xor_x2 v[6:7], v[8:9], off offset:1
global_atomic_xor_x2 v[6:7], v[8:9], off offset:4095
global_atomic_inc_x2 v[4:5], v[6:7], v[8:9], off offset:16 sc0 nt sc1
global_atomic_inc_x2 v[6:7], a[8:9], off offset:16
global_atomic_inc_x2 v6, v[8:9], vcc offset:16
global_atomic_inc_x2 v6, v[8:9], ttmp[0:1] offset:16
global_atomic_inc_x2 v[6:7], v[8:9], off offset:16
global_atomic_inc_x2 v[6:7], v[8:9], off
global_atomic_inc_x2 v[6:7], v[8:9], off offset:1
global_atomic_inc_x2 v[6:7], v[8:9], off offset:4095
global_atomic_dec_x2 v[4:5], v[6:7], v[8:9], off offset:16 sc0 nt sc1
global_atomic_dec_x2 v[6:7], a[8:9], off offset:16
global_atomic_dec_x2 v6, v[8:9], vcc offset:16
global_atomic_dec_x2 v6, v[8:9], ttmp[0:1] offset:16
global_atomic_dec_x2 v[6:7], v[8:9], off offset:16
global_atomic_dec_x2 v[6:7], v[8:9], off
global_atomic_dec_x2 v[6:7], v[8:9], off offset:1
global_atomic_dec_x2 v[6:7], v[8:9], off offset:4095
global_load_lds_dwordx4 v[6:7], off offset:16 sc0 nt sc1
global_load_lds_dwordx4 v6, vcc offset:16
global_load_lds_dwordx4 v6, ttmp[0:1] offset:16
global_load_lds_dwordx4 v[6:7], off offset:16
global_load_lds_dwordx4 v[6:7], off
global_load_lds_dwordx4 v[6:7], off offset:1
global_load_lds_dwordx4 v[6:7], off offset:4095
global_load_lds_dwordx4 v[6:7], off offset:-4096
global_load_lds_dwordx3 v[6:7], off offset:16 sc0 nt sc1
global_load_lds_dwordx3 v6, vcc offset:16
global_load_lds_dwordx3 v6, ttmp[0:1] offset:16
global_load_lds_dwordx3 v[6:7], off offset:16
global_load_lds_dwordx3 v[6:7], off
global_load_lds_dwordx3 v[6:7], off offset:1
global_load_lds_dwordx3 v[6:7], off offset:4095
global_load_lds_dwordx3 v[6:7], off offset:-4096

// SCRATCH
scratch_load_ubyte v4, off, off offset:16 sc0 nt sc1
scratch_load_ubyte a4, off, off offset:16
scratch_load_ubyte v4, off, m0 offset:16
scratch_load_ubyte v4, off, vcc_lo offset:16
scratch_load_ubyte v4, off, off offset:16
scratch_load_ubyte v4, off, off
scratch_load_ubyte v4, off, off offset:1
scratch_load_ubyte v4, off, off offset:4095
scratch_load_sbyte v4, off, off offset:16 sc0 nt sc1
scratch_load_sbyte a4, off, off offset:16
scratch_load_sbyte v4, off, m0 offset:16
scratch_load_sbyte v4, off, vcc_lo offset:16
scratch_load_sbyte v4, off, off offset:16
scratch_load_sbyte v4, off, off
scratch_load_sbyte v4, off, off offset:1
scratch_load_sbyte v4, off, off offset:4095
scratch_load_ushort v4, off, off offset:16 sc0 nt sc1
scratch_load_ushort a4, off, off offset:16
scratch_load_ushort v4, off, m0 offset:16
scratch_load_ushort v4, off, vcc_lo offset:16
scratch_load_ushort v4, off, off offset:16
scratch_load_ushort v4, off, off
scratch_load_ushort v4, off, off offset:1
scratch_load_ushort v4, off, off offset:4095
scratch_load_sshort v4, off, off offset:16 sc0 nt sc1
scratch_load_sshort a4, off, off offset:16
scratch_load_sshort v4, off, m0 offset:16
scratch_load_sshort v4, off, vcc_lo offset:16
scratch_load_sshort v4, off, off offset:16
scratch_load_sshort v4, off, off
scratch_load_sshort v4, off, off offset:1
scratch_load_sshort v4, off, off offset:4095
scratch_load_dword v4, off, off offset:16 sc0 nt sc1
scratch_load_dword a4, off, off offset:16
scratch_load_dword v4, off, m0 offset:16
scratch_load_dword v4, off, vcc_lo offset:16
scratch_load_dword v4, off, off offset:16
scratch_load_dword v4, off, off
scratch_load_dword v4, off, off offset:1
scratch_load_dword v4, off, off offset:4095
scratch_load_dwordx2 v[4:5], off, off offset:16 sc0 nt sc1
scratch_load_dwordx2 a[4:5], off, off offset:16
scratch_load_dwordx2 v[4:5], off, m0 offset:16
scratch_load_dwordx2 v[4:5], off, vcc_lo offset:16
scratch_load_dwordx2 v[4:5], off, off offset:16
scratch_load_dwordx2 v[4:5], off, off
scratch_load_dwordx2 v[4:5], off, off offset:1
scratch_load_dwordx2 v[4:5], off, off offset:4095
scratch_load_dwordx3 v[4:6], off, off offset:16 sc0 nt sc1
scratch_load_dwordx3 a[4:6], off, off offset:16
scratch_load_dwordx3 v[4:6], off, m0 offset:16
scratch_load_dwordx3 v[4:6], off, vcc_lo offset:16
scratch_load_dwordx3 v[4:6], off, off offset:16
scratch_load_dwordx3 v[4:6], off, off
scratch_load_dwordx3 v[4:6], off, off offset:1
scratch_load_dwordx3 v[4:6], off, off offset:4095
scratch_load_dwordx4 v[4:7], off, off offset:16 sc0 nt sc1
scratch_load_dwordx4 a[4:7], off, off offset:16
scratch_load_dwordx4 v[4:7], off, m0 offset:16
scratch_load_dwordx4 v[4:7], off, vcc_lo offset:16
scratch_load_dwordx4 v[4:7], off, off offset:16
scratch_load_dwordx4 v[4:7], off, off
scratch_load_dwordx4 v[4:7], off, off offset:1
scratch_load_dwordx4 v[4:7], off, off offset:4095
scratch_store_byte off, v8, off offset:16 sc0 nt sc1
scratch_store_byte off, a8, off offset:16
scratch_store_byte off, v8, m0 offset:16
scratch_store_byte off, v8, vcc_lo offset:16
scratch_store_byte off, v8, off offset:16
scratch_store_byte off, v8, off
scratch_store_byte off, v8, off offset:1
scratch_store_byte off, v8, off offset:4095
scratch_store_byte_d16_hi off, v8, off offset:16 sc0 nt sc1
scratch_store_byte_d16_hi off, a8, off offset:16
scratch_store_byte_d16_hi off, v8, m0 offset:16
scratch_store_byte_d16_hi off, v8, vcc_lo offset:16
scratch_store_byte_d16_hi off, v8, off offset:16
scratch_store_byte_d16_hi off, v8, off
scratch_store_byte_d16_hi off, v8, off offset:1
scratch_store_byte_d16_hi off, v8, off offset:4095
scratch_store_short off, v8, off offset:16 sc0 nt sc1
scratch_store_short off, a8, off offset:16
scratch_store_short off, v8, m0 offset:16
scratch_store_short off, v8, vcc_lo offset:16
scratch_store_short off, v8, off offset:16
scratch_store_short off, v8, off
scratch_store_short off, v8, off offset:1
scratch_store_short off, v8, off offset:4095
scratch_store_short_d16_hi off, v8, off offset:16 sc0 nt sc1
scratch_store_short_d16_hi off, a8, off offset:16
scratch_store_short_d16_hi off, v8, m0 offset:16
scratch_store_short_d16_hi off, v8, vcc_lo offset:16
scratch_store_short_d16_hi off, v8, off offset:16
scratch_store_short_d16_hi off, v8, off
scratch_store_short_d16_hi off, v8, off offset:1
scratch_store_short_d16_hi off, v8, off offset:4095
scratch_store_dword off, v8, off offset:16 sc0 nt sc1
scratch_store_dword off, a8, off offset:16
scratch_store_dword off, v8, m0 offset:16
scratch_store_dword off, v8, vcc_lo offset:16
scratch_store_dword off, v8, off offset:16
scratch_store_dword off, v8, off
scratch_store_dword off, v8, off offset:1
scratch_store_dword off, v8, off offset:4095
scratch_store_dwordx2 off, v[8:9], off offset:16 sc0 nt sc1
scratch_store_dwordx2 off, a[8:9], off offset:16
scratch_store_dwordx2 off, v[8:9], m0 offset:16
scratch_store_dwordx2 off, v[8:9], vcc_lo offset:16
scratch_store_dwordx2 off, v[8:9], off offset:16
scratch_store_dwordx2 off, v[8:9], off
scratch_store_dwordx2 off, v[8:9], off offset:1
scratch_store_dwordx2 off, v[8:9], off offset:4095
scratch_store_dwordx3 off, v[8:10], off offset:16 sc0 nt sc1
scratch_store_dwordx3 off, a[8:10], off offset:16
scratch_store_dwordx3 off, v[8:10], m0 offset:16
scratch_store_dwordx3 off, v[8:10], vcc_lo offset:16
scratch_store_dwordx3 off, v[8:10], off offset:16
scratch_store_dwordx3 off, v[8:10], off
scratch_store_dwordx3 off, v[8:10], off offset:1
scratch_store_dwordx3 off, v[8:10], off offset:4095
scratch_store_dwordx4 off, v[8:11], off offset:16 sc0 nt sc1
scratch_store_dwordx4 off, a[8:11], off offset:16
scratch_store_dwordx4 off, v[8:11], m0 offset:16
scratch_store_dwordx4 off, v[8:11], vcc_lo offset:16
scratch_store_dwordx4 off, v[8:11], off offset:16
scratch_store_dwordx4 off, v[8:11], off
scratch_store_dwordx4 off, v[8:11], off offset:1
scratch_store_dwordx4 off, v[8:11], off offset:4095
scratch_load_ubyte_d16 v4, off, off offset:16 sc0 nt sc1
scratch_load_ubyte_d16 a4, off, off offset:16
scratch_load_ubyte_d16 v4, off, m0 offset:16
scratch_load_ubyte_d16 v4, off, vcc_lo offset:16
scratch_load_ubyte_d16 v4, off, off offset:16
scratch_load_ubyte_d16 v4, off, off
scratch_load_ubyte_d16 v4, off, off offset:1
scratch_load_ubyte_d16 v4, off, off offset:4095
scratch_load_ubyte_d16_hi v4, off, off offset:16 sc0 nt sc1
scratch_load_ubyte_d16_hi a4, off, off offset:16
scratch_load_ubyte_d16_hi v4, off, m0 offset:16
scratch_load_ubyte_d16_hi v4, off, vcc_lo offset:16
scratch_load_ubyte_d16_hi v4, off, off offset:16
scratch_load_ubyte_d16_hi v4, off, off
scratch_load_ubyte_d16_hi v4, off, off offset:1
scratch_load_ubyte_d16_hi v4, off, off offset:4095
scratch_load_sbyte_d16 v4, off, off offset:16 sc0 nt sc1
scratch_load_sbyte_d16 a4, off, off offset:16
scratch_load_sbyte_d16 v4, off, m0 offset:16
scratch_load_sbyte_d16 v4, off, vcc_lo offset:16
scratch_load_sbyte_d16 v4, off, off offset:16
scratch_load_sbyte_d16 v4, off, off
scratch_load_sbyte_d16 v4, off, off offset:1
scratch_load_sbyte_d16 v4, off, off offset:4095
scratch_load_sbyte_d16_hi v4, off, off offset:16 sc0 nt sc1
scratch_load_sbyte_d16_hi a4, off, off offset:16
scratch_load_sbyte_d16_hi v4, off, m0 offset:16
scratch_load_sbyte_d16_hi v4, off, vcc_lo offset:16
scratch_load_sbyte_d16_hi v4, off, off offset:16
scratch_load_sbyte_d16_hi v4, off, off
scratch_load_sbyte_d16_hi v4, off, off offset:1
scratch_load_sbyte_d16_hi v4, off, off offset:4095
scratch_load_short_d16 v4, off, off offset:16 sc0 nt sc1
scratch_load_short_d16 a4, off, off offset:16
scratch_load_short_d16 v4, off, m0 offset:16
scratch_load_short_d16 v4, off, vcc_lo offset:16
scratch_load_short_d16 v4, off, off offset:16
scratch_load_short_d16 v4, off, off
scratch_load_short_d16 v4, off, off offset:1
scratch_load_short_d16 v4, off, off offset:4095
scratch_load_short_d16_hi v4, off, off offset:16 sc0 nt sc1
scratch_load_short_d16_hi a4, off, off offset:16
scratch_load_short_d16_hi v4, off, m0 offset:16
scratch_load_short_d16_hi v4, off, vcc_lo offset:16
scratch_load_short_d16_hi v4, off, off offset:16
scratch_load_short_d16_hi v4, off, off
scratch_load_short_d16_hi v4, off, off offset:1
scratch_load_short_d16_hi v4, off, off offset:4095
scratch_load_lds_ubyte off, off offset:16 sc0 nt sc1
scratch_load_lds_ubyte off, m0 offset:16
scratch_load_lds_ubyte off, vcc_lo offset:16
scratch_load_lds_ubyte off, off offset:16
scratch_load_lds_ubyte off, off
scratch_load_lds_ubyte off, off offset:1
scratch_load_lds_ubyte off, off offset:4095
scratch_load_lds_ubyte off, off offset:-4096
scratch_load_lds_sbyte off, off offset:16 sc0 nt sc1
scratch_load_lds_sbyte off, m0 offset:16
scratch_load_lds_sbyte off, vcc_lo offset:16
scratch_load_lds_sbyte off, off offset:16
scratch_load_lds_sbyte off, off
scratch_load_lds_sbyte off, off offset:1
scratch_load_lds_sbyte off, off offset:4095
scratch_load_lds_sbyte off, off offset:-4096
scratch_load_lds_ushort off, off offset:16 sc0 nt sc1
scratch_load_lds_ushort off, m0 offset:16
scratch_load_lds_ushort off, vcc_lo offset:16
scratch_load_lds_ushort off, off offset:16
scratch_load_lds_ushort off, off
scratch_load_lds_ushort off, off offset:1
scratch_load_lds_ushort off, off offset:4095
scratch_load_lds_ushort off, off offset:-4096
scratch_load_lds_sshort off, off offset:16 sc0 nt sc1
scratch_load_lds_sshort off, m0 offset:16
scratch_load_lds_sshort off, vcc_lo offset:16
scratch_load_lds_sshort off, off offset:16
scratch_load_lds_sshort off, off
scratch_load_lds_sshort off, off offset:1
scratch_load_lds_sshort off, off offset:4095
scratch_load_lds_sshort off, off offset:-4096
scratch_load_lds_dword off, off offset:16 sc0 nt sc1
scratch_load_lds_dword off, m0 offset:16
scratch_load_lds_dword off, vcc_lo offset:16
scratch_load_lds_dword off, off offset:16
scratch_load_lds_dword off, off
scratch_load_lds_dword off, off offset:1
scratch_load_lds_dword off, off offset:4095
scratch_load_lds_dword off, off offset:-4096

// forms the generated lines miss
v_nop_e64
v_clrexcp_e64
v_writelane_b32 v4, s6, m0
v_writelane_b32 v4, 5, m0
v_writelane_b32 v255, -1, 63
v_writelane_b32 v4, s2, 7
v_readlane_b32 s4, v6, s8
v_readlane_b32 vcc_lo, v255, m0
v_readlane_b32 s101, v6, 31
v_readfirstlane_b32 exec_lo, v0
v_readfirstlane_b32 ttmp3, v0

// DPP (VOP1/VOP2 with a DPP dword): every op llvm-mc-22 accepts in a DPP form,
// then every dpp_ctrl class and the neg/abs source modifiers
v_mov_b32_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_mov_b32_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_cvt_f32_i32_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_cvt_f32_i32_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_cvt_f32_u32_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_cvt_f32_u32_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_cvt_u32_f32_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_cvt_u32_f32_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_cvt_i32_f32_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_cvt_i32_f32_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_cvt_f16_f32_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_cvt_f16_f32_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_cvt_f32_f16_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_cvt_f32_f16_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_cvt_rpi_i32_f32_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_cvt_rpi_i32_f32_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_cvt_flr_i32_f32_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_cvt_flr_i32_f32_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_cvt_off_f32_i4_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_cvt_off_f32_i4_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_cvt_f32_ubyte0_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_cvt_f32_ubyte0_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_cvt_f32_ubyte1_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_cvt_f32_ubyte1_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_cvt_f32_ubyte2_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_cvt_f32_ubyte2_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_cvt_f32_ubyte3_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_cvt_f32_ubyte3_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_fract_f32_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_fract_f32_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_trunc_f32_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_trunc_f32_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_ceil_f32_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_ceil_f32_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_rndne_f32_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_rndne_f32_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_floor_f32_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_floor_f32_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_exp_f32_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_exp_f32_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_log_f32_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_log_f32_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_rcp_f32_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_rcp_f32_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_rcp_iflag_f32_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_rcp_iflag_f32_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_rsq_f32_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_rsq_f32_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_sqrt_f32_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_sqrt_f32_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_sin_f32_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_sin_f32_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_cos_f32_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_cos_f32_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_not_b32_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_not_b32_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_bfrev_b32_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_bfrev_b32_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_ffbh_u32_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_ffbh_u32_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_ffbl_b32_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_ffbl_b32_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_ffbh_i32_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_ffbh_i32_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_frexp_exp_i32_f32_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_frexp_exp_i32_f32_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_frexp_mant_f32_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_frexp_mant_f32_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_screen_partition_4se_b32_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_screen_partition_4se_b32_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_cvt_f16_u16_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_cvt_f16_u16_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_cvt_f16_i16_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_cvt_f16_i16_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_cvt_u16_f16_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_cvt_u16_f16_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_cvt_i16_f16_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_cvt_i16_f16_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_rcp_f16_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_rcp_f16_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_sqrt_f16_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_sqrt_f16_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_rsq_f16_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_rsq_f16_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_log_f16_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_log_f16_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_exp_f16_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_exp_f16_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_frexp_mant_f16_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_frexp_mant_f16_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_frexp_exp_i16_f16_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_frexp_exp_i16_f16_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_floor_f16_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_floor_f16_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_ceil_f16_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_ceil_f16_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_trunc_f16_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_trunc_f16_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_rndne_f16_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_rndne_f16_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_fract_f16_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_fract_f16_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_sin_f16_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_sin_f16_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_cos_f16_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_cos_f16_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_exp_legacy_f32_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_exp_legacy_f32_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_log_legacy_f32_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_log_legacy_f32_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_cvt_norm_i16_f16_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_cvt_norm_i16_f16_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_cvt_norm_u16_f16_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_cvt_norm_u16_f16_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_sat_pk_u8_i16_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_sat_pk_u8_i16_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_cvt_f32_fp8_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_cvt_f32_fp8_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_cvt_f32_bf8_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_cvt_f32_bf8_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_prng_b32_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_prng_b32_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_cvt_f32_bf16_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_cvt_f32_bf16_dpp v1, v2 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_cndmask_b32_dpp v1, v2, v3, vcc quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_cndmask_b32_dpp v1, v2, v3, vcc row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_add_f32_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_add_f32_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_sub_f32_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_sub_f32_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_subrev_f32_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_subrev_f32_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_mul_f32_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_mul_f32_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_mul_i32_i24_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_mul_i32_i24_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_mul_hi_i32_i24_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_mul_hi_i32_i24_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_mul_u32_u24_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_mul_u32_u24_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_mul_hi_u32_u24_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_mul_hi_u32_u24_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_min_f32_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_min_f32_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_max_f32_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_max_f32_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_min_i32_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_min_i32_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_max_i32_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_max_i32_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_min_u32_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_min_u32_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_max_u32_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_max_u32_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_lshrrev_b32_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_lshrrev_b32_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_ashrrev_i32_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_ashrrev_i32_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_lshlrev_b32_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_lshlrev_b32_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_and_b32_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_and_b32_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_or_b32_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_or_b32_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_xor_b32_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_xor_b32_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_dot2c_f32_bf16_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_dot2c_f32_bf16_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_add_co_u32_dpp v1, vcc, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_add_co_u32_dpp v1, vcc, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_sub_co_u32_dpp v1, vcc, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_sub_co_u32_dpp v1, vcc, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_subrev_co_u32_dpp v1, vcc, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_subrev_co_u32_dpp v1, vcc, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_addc_co_u32_dpp v1, vcc, v2, v3, vcc quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_addc_co_u32_dpp v1, vcc, v2, v3, vcc row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_subb_co_u32_dpp v1, vcc, v2, v3, vcc quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_subb_co_u32_dpp v1, vcc, v2, v3, vcc row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_subbrev_co_u32_dpp v1, vcc, v2, v3, vcc quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_subbrev_co_u32_dpp v1, vcc, v2, v3, vcc row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_add_f16_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_add_f16_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_sub_f16_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_sub_f16_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_subrev_f16_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_subrev_f16_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_mul_f16_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_mul_f16_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_mac_f16_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_mac_f16_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_add_u16_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_add_u16_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_sub_u16_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_sub_u16_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_subrev_u16_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_subrev_u16_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_mul_lo_u16_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_mul_lo_u16_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_lshlrev_b16_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_lshlrev_b16_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_lshrrev_b16_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_lshrrev_b16_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_ashrrev_i16_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_ashrrev_i16_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_max_f16_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_max_f16_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_min_f16_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_min_f16_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_max_u16_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_max_u16_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_max_i16_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_max_i16_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_min_u16_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_min_u16_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_min_i16_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_min_i16_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_ldexp_f16_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_ldexp_f16_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_add_u32_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_add_u32_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_sub_u32_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_sub_u32_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_subrev_u32_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_subrev_u32_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_dot2c_f32_f16_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_dot2c_f32_f16_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_dot2c_i32_i16_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_dot2c_i32_i16_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_dot4c_i32_i8_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_dot4c_i32_i8_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_dot8c_i32_i4_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_dot8c_i32_i4_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_fmac_f32_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_fmac_f32_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_pk_fmac_f16_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_pk_fmac_f16_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_xnor_b32_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_xnor_b32_dpp v1, v2, v3 row_shr:3 row_mask:0x5 bank_mask:0xa bound_ctrl:1
v_mov_b32_dpp v30, v30 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
v_mov_b32_dpp v1, v2 quad_perm:[0,1,2,3] row_mask:0x3 bank_mask:0x5 bound_ctrl:1
v_mov_b32_dpp v1, v2 row_shl:1 row_mask:0xf bank_mask:0xf
v_mov_b32_dpp v1, v2 row_shr:15 row_mask:0xf bank_mask:0xf
v_mov_b32_dpp v1, v2 row_ror:7 row_mask:0xf bank_mask:0xf
v_mov_b32_dpp v1, v2 wave_shl:1 row_mask:0xf bank_mask:0xf
v_mov_b32_dpp v1, v2 wave_rol:1 row_mask:0xf bank_mask:0xf
v_mov_b32_dpp v1, v2 wave_shr:1 row_mask:0xf bank_mask:0xf
v_mov_b32_dpp v1, v2 wave_ror:1 row_mask:0xf bank_mask:0xf
v_mov_b32_dpp v1, v2 row_mirror row_mask:0xf bank_mask:0xf
v_mov_b32_dpp v1, v2 row_half_mirror row_mask:0xf bank_mask:0xf
v_mov_b32_dpp v1, v2 row_bcast:15 row_mask:0xa bank_mask:0xf
v_mov_b32_dpp v1, v2 row_bcast:31 row_mask:0xc bank_mask:0xf
v_mov_b32_dpp v1, v2 row_newbcast:3 row_mask:0xf bank_mask:0xf
v_add_f32_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_add_f32_dpp v1, -v2, |v3| quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_max_f32_dpp v1, v2, v3 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
v_mov_b64_dpp v[2:3], v[4:5] row_newbcast:1 row_mask:0xf bank_mask:0xf
v_mul_f32_dpp v1, |v2|, -v3 row_ror:15 row_mask:0x1 bank_mask:0x2
v_mov_b32_dpp v255, v255 quad_perm:[3,3,3,3] row_mask:0x0 bank_mask:0x0
