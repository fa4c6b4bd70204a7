// Operand forms, modifiers and spellings of gfx908/gfx90a/gfx940-942 for scripts/harvest-cdna.ts,
// one instruction a line, written after the lines of LLVM 19's test/MC/AMDGPU mai.s,
// mai-gfx90a.s, mai-gfx940.s, gfx90a_asm_features.s, gfx90a_ldst_acc.s, gfx940_asm_features.s.
// AGPR moves
v_accvgpr_read_b32 v1, a2
v_accvgpr_write_b32 a2, v1
v_accvgpr_write_b32 a2, 7
v_accvgpr_write_b32 a2, s1
v_accvgpr_mov_b32 a1, a2
v_accvgpr_read v1, acc2
v_accvgpr_write acc2, v1
v_accvgpr_read_b32 v1, a255
// MFMA: C/D in AGPRs (gfx908) or VGPRs (gfx90a+), modifiers
v_mfma_f32_32x32x1f32 a[0:31], v0, v1, a[0:31]
v_mfma_f32_32x32x1f32 a[0:31], v0, v1, a[0:31] cbsz:1 abid:1 blgp:2
v_mfma_f32_32x32x1f32 v[0:31], v0, v1, v[0:31]
v_mfma_f32_32x32x1f32 a[0:31], a0, a1, a[0:31]
v_mfma_f32_32x32x1f32 a[0:31], v0, v1, 0
v_mfma_f32_32x32x1f32 a[0:31], v0, v1, -2.0
v_mfma_f32_16x16x1f32 a[0:15], v0, v1, a[0:15]
v_mfma_f32_4x4x1f32 a[0:3], v0, v1, a[0:3]
v_mfma_f32_32x32x2f32 a[0:15], v0, v1, a[0:15]
v_mfma_f32_16x16x4f32 a[0:3], v0, v1, a[0:3]
v_mfma_f32_32x32x4f16 a[0:31], v[0:1], v[2:3], a[0:31]
v_mfma_f32_16x16x16f16 a[0:3], v[0:1], v[2:3], a[0:3]
v_mfma_f32_4x4x4f16 a[0:3], v[0:1], v[2:3], a[0:3]
v_mfma_i32_32x32x8i8 a[0:15], v0, v1, a[0:15]
v_mfma_i32_16x16x16i8 a[0:3], v0, v1, a[0:3]
v_mfma_f32_32x32x2bf16 a[0:31], v0, v1, a[0:31]
v_mfma_f32_16x16x8bf16 a[0:3], v0, v1, a[0:3]
v_mfma_f32_32x32x4bf16_1k a[0:31], v[0:1], v[2:3], a[0:31]
v_mfma_f32_16x16x16bf16_1k a[0:3], v[0:1], v[2:3], a[0:3]
v_mfma_f64_16x16x4f64 v[0:7], v[0:1], v[2:3], v[0:7]
v_mfma_f64_16x16x4f64 a[0:7], v[0:1], v[2:3], a[0:7] blgp:3
v_mfma_f64_16x16x4f64 v[0:7], v[0:1], v[2:3], v[0:7] neg:[1,0,1]
v_mfma_f64_4x4x4f64 v[0:1], v[0:1], v[2:3], v[0:1]
v_mfma_f32_32x32x1_2b_f32 a[0:31], v0, v1, a[0:31]
v_mfma_f32_16x16x16_f16 a[0:3], v[0:1], v[2:3], a[0:3]
v_mfma_i32_32x32x16_i8 a[0:15], v[0:1], v[2:3], a[0:15]
v_mfma_i32_16x16x32_i8 a[0:3], v[0:1], v[2:3], a[0:3]
v_mfma_f32_32x32x4_xf32 a[0:15], v[0:1], v[2:3], a[0:15]
v_mfma_f32_16x16x8_xf32 a[0:3], v[0:1], v[2:3], a[0:3]
v_mfma_f32_16x16x32_fp8_fp8 a[0:3], v[0:1], v[2:3], a[0:3]
v_mfma_f32_16x16x32_bf8_fp8 a[0:3], v[0:1], v[2:3], a[0:3]
v_mfma_f32_32x32x16_fp8_bf8 a[0:15], v[0:1], v[2:3], a[0:15]
v_mfma_f32_32x32x16_bf8_bf8 v[0:15], v[0:1], v[2:3], v[0:15]
v_smfmac_f32_16x16x32_f16 a[0:3], v[0:1], v[2:5], v6
v_smfmac_f32_32x32x16_bf16 a[0:15], v[0:1], v[2:5], v6 cbsz:3 abid:1
v_smfmac_i32_16x16x64_i8 v[0:3], v[0:1], v[2:5], v6
v_smfmac_f32_16x16x64_fp8_fp8 a[0:3], v[0:1], v[2:5], v6
// Alignment of 64-bit and wider tuples (gfx90a+: even)
v_mfma_f32_16x16x16f16 a[1:4], v[0:1], v[2:3], a[1:4]
global_load_dwordx2 v[1:2], v[0:1], off
v_add_f64 v[1:2], v[2:3], v[4:5]
// Packed FP32 (gfx90a+)
v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7]
v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7] op_sel:[1,0,0] op_sel_hi:[0,1,1] neg_lo:[1,0,0]
v_pk_mul_f32 v[0:1], v[2:3], s[4:5]
v_pk_add_f32 v[0:1], v[2:3], v[4:5]
v_pk_mov_b32 v[0:1], v[2:3], v[4:5] op_sel:[1,0]
v_fmac_f64 v[0:1], v[2:3], v[4:5]
// DPP row_newbcast, 64-bit DPP
v_mov_b32_dpp v0, v1 row_newbcast:1 row_mask:0xf bank_mask:0xf
v_add_f64 v[0:1], v[2:3], v[4:5] row_newbcast:2
// Memory: AGPR data (acc bit), cache bits glc/slc/scc (gfx90a) and sc0/sc1/nt (gfx940)
global_load_dword a1, v[2:3], off
global_store_dword v[2:3], a1, off
global_load_dwordx4 a[0:3], v[2:3], off glc slc
global_load_dword v1, v[2:3], off scc
flat_load_dword a1, v[2:3]
buffer_load_dword a1, off, s[8:11], s3
buffer_store_dword a1, off, s[8:11], s3 offset:4 glc
ds_read_b32 a1, v2
ds_write_b64 v1, a[2:3]
scratch_load_dword a1, v2, off
global_load_dword v2, v[2:3], off sc0
global_load_dword v2, v[2:3], off sc1
global_load_dword v2, v[2:3], off nt
global_load_dword v2, v[2:3], off sc0 sc1 nt
global_load_dword v2, v[2:3], off glc
buffer_load_dword v5, off, s[8:11], s3 sc0 nt sc1
// 64-bit and other new atomics
global_atomic_add_f64 v[0:1], v[2:3], off
global_atomic_add_f64 v[0:1], v[0:1], v[2:3], off glc
global_atomic_min_f64 v[0:1], v[2:3], off
global_atomic_max_f64 v[0:1], v[2:3], off
flat_atomic_add_f64 v[0:1], v[2:3]
buffer_atomic_add_f64 v[0:1], off, s[8:11], s3
buffer_atomic_max_f64 v[0:1], off, s[8:11], s3
ds_add_f64 v1, v[2:3]
ds_add_rtn_f64 v[0:1], v1, v[2:3]
global_atomic_add_f32 v[0:1], v2, off
global_atomic_pk_add_f16 v[0:1], v2, off
flat_atomic_add_f32 v[2:3], a1
global_atomic_pk_add_bf16 v[2:3], v1, off
ds_pk_add_f16 v2, v1
// Cache control
buffer_wbl2
buffer_invl2
buffer_wbl2 sc1
buffer_inv sc0 sc1
buffer_wbinvl1_vol
// gfx940 VALU additions and fp8/bf8 conversions
v_mov_b64 v[2:3], v[4:5]
v_mov_b64 v[2:3], v[4:5] row_newbcast:1
v_lshl_add_u64 v[2:3], s[4:5], v7, v[8:9]
v_cvt_f32_fp8 v1, v2
v_cvt_f32_bf8 v1, v2 src0_sel:BYTE_1
v_cvt_pk_f32_fp8 v[0:1], v2
v_cvt_pk_fp8_f32 v1, v2, v3
v_cvt_pk_bf8_f32 v1, v2, v3 op_sel:[0,0,1]
v_cvt_sr_fp8_f32 v1, v2, v3
v_cvt_sr_bf8_f32 v1, v2, v3 op_sel:[0,0,1,1]
v_dot2_f32_bf16 v0, v1, v2, v3
// Dot instructions inherited from gfx906, and gfx908's dot2c/dot4c
v_dot2_f32_f16 v0, v1, v2, v3
v_dot4_i32_i8 v0, v1, v2, v3
v_dot2c_f32_f16 v0, v1, v2
v_dot4c_i32_i8 v0, v1, v2
v_fmac_f32 v0, v1, v2
v_xnor_b32 v0, v1, v2
v_fma_mix_f32 v0, v1, v2, v3
v_mad_mix_f32 v0, v1, v2, v3
v_mac_f32 v0, v1, v2
// Scalar and hardware registers
s_getreg_b32 s1, hwreg(HW_REG_XCC_ID)
s_getreg_b32 s1, hwreg(HW_REG_MODE)
s_load_dword s2, s[2:3], 0x0 glc
global_load_lds_dword v[2:3], off
scratch_load_lds_dword v2, off
s_setprio 2
