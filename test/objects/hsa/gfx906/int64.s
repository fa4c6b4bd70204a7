	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx906"
	.amdhsa_code_object_version 5
	.protected	int64_ops               ; -- Begin function int64_ops
	.globl	int64_ops
	.p2align	8
	.type	int64_ops,@function
int64_ops:                              ; @int64_ops
; %bb.0:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s8
	s_mov_b32 s2, 0x7f4a7c15
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], s[0:1], s0, v2, v[0:1]
	v_mov_b32_e32 v5, s13
	v_mov_b32_e32 v6, s15
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	v_mov_b32_e32 v7, s17
	v_add_co_u32_e32 v4, vcc, s12, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	global_load_dwordx2 v[4:5], v[4:5], off
	v_add_co_u32_e32 v2, vcc, s14, v2
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	global_load_dwordx2 v[2:3], v[2:3], off
	v_mov_b32_e32 v6, s16
	v_mad_u64_u32 v[8:9], s[0:1], v0, 40, v[6:7]
	v_mov_b32_e32 v10, s19
	v_mov_b32_e32 v0, s19
	v_mad_u32_u24 v9, v1, 40, v9
	v_mov_b32_e32 v13, s18
	v_mov_b32_e32 v12, s19
	s_mov_b32 s3, 0x9e3779b9
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v11, vcc, s18, v4
	v_addc_co_u32_e32 v10, vcc, v5, v10, vcc
	v_subrev_co_u32_e32 v14, vcc, s18, v4
	v_subb_co_u32_e32 v15, vcc, v5, v0, vcc
	v_lshrrev_b64 v[0:1], s18, v[4:5]
	s_waitcnt vmcnt(0)
	v_ashrrev_i64 v[6:7], 7, v[2:3]
	v_cmp_gt_i64_e64 s[0:1], v[4:5], v[2:3]
	v_xor_b32_e32 v18, v7, v1
	v_xor_b32_e32 v19, v6, v0
	v_ashrrev_i64 v[6:7], 40, v[2:3]
	v_add_co_u32_e32 v0, vcc, v11, v2
	v_addc_co_u32_e32 v1, vcc, v10, v3, vcc
	v_add_co_u32_e32 v10, vcc, v6, v2
	v_addc_co_u32_e32 v11, vcc, 0, v7, vcc
	v_lshlrev_b64 v[6:7], v2, v[4:5]
	v_cmp_gt_i64_e32 vcc, s[18:19], v[2:3]
	v_xor_b32_e32 v1, v1, v15
	v_xor_b32_e32 v15, v19, v6
	v_cndmask_b32_e32 v6, v13, v2, vcc
	v_cndmask_b32_e64 v13, v2, v4, s[0:1]
	v_xor_b32_e32 v0, v0, v14
	v_cndmask_b32_e32 v12, v12, v3, vcc
	v_xor_b32_e32 v14, v18, v7
	v_cndmask_b32_e64 v7, v3, v5, s[0:1]
	v_add_co_u32_e32 v6, vcc, v6, v13
	v_mul_lo_u32 v16, v5, s2
	v_mul_lo_u32 v17, v4, s3
	v_addc_co_u32_e32 v7, vcc, v12, v7, vcc
	v_mad_u64_u32 v[12:13], s[0:1], v4, s2, 0
	v_cmp_gt_u64_e32 vcc, s[18:19], v[4:5]
	v_mad_u64_u32 v[6:7], s[0:1], v4, v5, v[6:7]
	v_add3_u32 v13, v13, v17, v16
	v_cndmask_b32_e64 v16, 0, 1, vcc
	v_cmp_lt_i64_e32 vcc, -1, v[2:3]
	v_cndmask_b32_e64 v17, 0, 1, vcc
	v_cmp_eq_u64_e32 vcc, v[4:5], v[2:3]
	v_lshlrev_b32_e32 v17, 1, v17
	v_or_b32_e32 v16, v17, v16
	v_cndmask_b32_e64 v17, 0, 1, vcc
	v_lshl_or_b32 v16, v17, 2, v16
	v_mul_lo_u32 v17, v2, v3
	v_mad_u64_u32 v[2:3], s[0:1], v2, v2, v[12:13]
	v_add_co_u32_e32 v4, vcc, v16, v15
	v_addc_co_u32_e32 v5, vcc, 0, v14, vcc
	v_add3_u32 v3, v17, v3, v17
	global_store_dwordx4 v[8:9], v[4:7], off offset:16
	global_store_dwordx4 v[8:9], v[0:3], off
	global_store_dwordx2 v[8:9], v[10:11], off offset:32
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel int64_ops
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 20
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	int64_ops, .Lfunc_end0-int64_ops
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 440
; NumSgprs: 24
; NumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 24
; NumVGPRsForWavesPerEU: 20
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	int64_div               ; -- Begin function int64_div
	.globl	int64_div
	.p2align	8
	.type	int64_div,@function
int64_div:                              ; @int64_div
; %bb.0:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s8
	v_mov_b32_e32 v10, v1
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[2:3], s[0:1], s0, v2, v[0:1]
	v_mov_b32_e32 v0, s15
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_co_u32_e32 v4, vcc, s14, v2
	v_addc_co_u32_e32 v5, vcc, v0, v3, vcc
	global_load_dwordx2 v[8:9], v[4:5], off
	v_mov_b32_e32 v0, s13
	v_add_co_u32_e32 v4, vcc, s12, v2
	v_addc_co_u32_e32 v5, vcc, v0, v3, vcc
	global_load_dwordx2 v[6:7], v[4:5], off
                                        ; implicit-def: $vgpr0_vgpr1
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v8, 1, v8
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v11, v7, v9
	v_cmp_ne_u64_e32 vcc, 0, v[10:11]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[2:3], exec, s[0:1]
	s_cbranch_execz .LBB1_2
; %bb.1:
	v_cvt_f32_u32_e32 v0, v8
	v_cvt_f32_u32_e32 v1, v9
	v_sub_co_u32_e32 v14, vcc, 0, v8
	v_subb_co_u32_e32 v15, vcc, 0, v9, vcc
	v_madmk_f32 v0, v1, 0x4f800000, v0
	v_rcp_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x5f7ffffc, v0
	v_mul_f32_e32 v1, 0x2f800000, v0
	v_trunc_f32_e32 v1, v1
	v_madmk_f32 v0, v1, 0xcf800000, v0
	v_cvt_u32_f32_e32 v12, v1
	v_cvt_u32_f32_e32 v13, v0
	v_mul_lo_u32 v10, v14, v12
	v_mul_lo_u32 v11, v15, v13
	v_mad_u64_u32 v[0:1], s[0:1], v14, v13, 0
	v_add3_u32 v16, v1, v10, v11
	v_mul_hi_u32 v1, v13, v0
	v_mad_u64_u32 v[10:11], s[0:1], v13, v16, 0
	v_add_co_u32_e32 v17, vcc, v1, v10
	v_mad_u64_u32 v[0:1], s[0:1], v12, v0, 0
	v_addc_co_u32_e32 v18, vcc, 0, v11, vcc
	v_mad_u64_u32 v[10:11], s[0:1], v12, v16, 0
	v_add_co_u32_e32 v0, vcc, v17, v0
	v_addc_co_u32_e32 v0, vcc, v18, v1, vcc
	v_addc_co_u32_e32 v1, vcc, 0, v11, vcc
	v_add_co_u32_e32 v0, vcc, v0, v10
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_add_co_u32_e32 v16, vcc, v13, v0
	v_addc_co_u32_e32 v17, vcc, v12, v1, vcc
	v_mul_lo_u32 v10, v14, v17
	v_mul_lo_u32 v11, v15, v16
	v_mad_u64_u32 v[0:1], s[0:1], v14, v16, 0
	v_add3_u32 v1, v1, v10, v11
	v_mad_u64_u32 v[12:13], s[0:1], v16, v1, 0
	v_mul_hi_u32 v14, v16, v0
	v_mad_u64_u32 v[10:11], s[0:1], v17, v1, 0
	v_mad_u64_u32 v[0:1], s[0:1], v17, v0, 0
	v_add_co_u32_e32 v12, vcc, v14, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	v_add_co_u32_e32 v0, vcc, v12, v0
	v_addc_co_u32_e32 v0, vcc, v13, v1, vcc
	v_addc_co_u32_e32 v1, vcc, 0, v11, vcc
	v_add_co_u32_e32 v0, vcc, v0, v10
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_add_co_u32_e32 v10, vcc, v16, v0
	v_addc_co_u32_e32 v11, vcc, v17, v1, vcc
	v_mad_u64_u32 v[0:1], s[0:1], v6, v11, 0
	v_mul_hi_u32 v12, v6, v10
	v_add_co_u32_e32 v12, vcc, v12, v0
	v_addc_co_u32_e32 v13, vcc, 0, v1, vcc
	v_mad_u64_u32 v[0:1], s[0:1], v7, v10, 0
	v_mad_u64_u32 v[10:11], s[0:1], v7, v11, 0
	v_add_co_u32_e32 v0, vcc, v12, v0
	v_addc_co_u32_e32 v0, vcc, v13, v1, vcc
	v_addc_co_u32_e32 v1, vcc, 0, v11, vcc
	v_add_co_u32_e32 v10, vcc, v0, v10
	v_addc_co_u32_e32 v11, vcc, 0, v1, vcc
	v_mul_lo_u32 v12, v9, v10
	v_mul_lo_u32 v13, v8, v11
	v_mad_u64_u32 v[0:1], s[0:1], v8, v10, 0
	v_add3_u32 v1, v1, v13, v12
	v_sub_u32_e32 v12, v7, v1
	v_sub_co_u32_e32 v0, vcc, v6, v0
	v_subb_co_u32_e64 v6, s[0:1], v12, v9, vcc
	v_sub_co_u32_e64 v12, s[0:1], v0, v8
	v_subbrev_co_u32_e64 v6, s[0:1], 0, v6, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v6, v9
	v_cndmask_b32_e64 v13, 0, -1, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v12, v8
	v_cndmask_b32_e64 v12, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v6, v9
	v_cndmask_b32_e64 v6, v13, v12, s[0:1]
	v_add_co_u32_e64 v12, s[0:1], 2, v10
	v_subb_co_u32_e32 v1, vcc, v7, v1, vcc
	v_addc_co_u32_e64 v13, s[0:1], 0, v11, s[0:1]
	v_cmp_ge_u32_e32 vcc, v1, v9
	v_add_co_u32_e64 v14, s[0:1], 1, v10
	v_cndmask_b32_e64 v7, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v0, v8
	v_addc_co_u32_e64 v15, s[0:1], 0, v11, s[0:1]
	v_cndmask_b32_e64 v0, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v1, v9
	v_cmp_ne_u32_e64 s[0:1], 0, v6
	v_cndmask_b32_e32 v0, v7, v0, vcc
	v_cndmask_b32_e64 v6, v15, v13, s[0:1]
	v_cmp_ne_u32_e32 vcc, 0, v0
	v_cndmask_b32_e64 v0, v14, v12, s[0:1]
	v_cndmask_b32_e32 v1, v11, v6, vcc
	v_cndmask_b32_e32 v0, v10, v0, vcc
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr6_vgpr7
.LBB1_2:
	s_andn2_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB1_4
; %bb.3:
	v_cvt_f32_u32_e32 v0, v8
	v_sub_u32_e32 v1, 0, v8
	v_rcp_iflag_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v1, v1, v0
	v_mul_hi_u32 v1, v0, v1
	v_add_u32_e32 v0, v0, v1
	v_mul_hi_u32 v0, v6, v0
	v_mul_lo_u32 v1, v0, v8
	v_add_u32_e32 v7, 1, v0
	v_sub_u32_e32 v1, v6, v1
	v_sub_u32_e32 v6, v1, v8
	v_cmp_ge_u32_e32 vcc, v1, v8
	v_cndmask_b32_e32 v1, v1, v6, vcc
	v_cndmask_b32_e32 v0, v0, v7, vcc
	v_add_u32_e32 v6, 1, v0
	v_cmp_ge_u32_e32 vcc, v1, v8
	v_cndmask_b32_e32 v0, v0, v6, vcc
	v_mov_b32_e32 v1, 0
.LBB1_4:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v7, s17
	v_add_co_u32_e32 v6, vcc, s16, v2
	v_addc_co_u32_e32 v7, vcc, v7, v3, vcc
	global_store_dwordx2 v[6:7], v[0:1], off
	global_load_dwordx2 v[0:1], v[4:5], off
	v_or_b32_e32 v4, 8, v2
	v_mov_b32_e32 v5, s15
	v_add_co_u32_e32 v4, vcc, s14, v4
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	global_load_dwordx2 v[4:5], v[4:5], off
	v_mov_b32_e32 v6, 0
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v7, v1, v5
	v_cmp_ne_u64_e32 vcc, 0, v[6:7]
                                        ; implicit-def: $vgpr6_vgpr7
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[4:5], exec, s[0:1]
	s_cbranch_execz .LBB1_6
; %bb.5:
	v_ashrrev_i32_e32 v6, 31, v5
	v_add_co_u32_e32 v4, vcc, v4, v6
	v_addc_co_u32_e32 v5, vcc, v5, v6, vcc
	v_xor_b32_e32 v11, v5, v6
	v_xor_b32_e32 v12, v4, v6
	v_cvt_f32_u32_e32 v4, v12
	v_cvt_f32_u32_e32 v5, v11
	v_sub_co_u32_e32 v9, vcc, 0, v12
	v_subb_co_u32_e32 v10, vcc, 0, v11, vcc
	v_madmk_f32 v4, v5, 0x4f800000, v4
	v_rcp_f32_e32 v4, v4
	v_mul_f32_e32 v4, 0x5f7ffffc, v4
	v_mul_f32_e32 v5, 0x2f800000, v4
	v_trunc_f32_e32 v5, v5
	v_madmk_f32 v4, v5, 0xcf800000, v4
	v_cvt_u32_f32_e32 v8, v4
	v_cvt_u32_f32_e32 v13, v5
	v_mul_lo_u32 v6, v10, v8
	v_mad_u64_u32 v[4:5], s[0:1], v9, v8, 0
	v_mul_lo_u32 v7, v9, v13
	v_mul_hi_u32 v14, v8, v4
	v_add3_u32 v7, v5, v7, v6
	v_mad_u64_u32 v[5:6], s[0:1], v8, v7, 0
	v_add_co_u32_e32 v14, vcc, v14, v5
	v_mad_u64_u32 v[4:5], s[0:1], v13, v4, 0
	v_addc_co_u32_e32 v15, vcc, 0, v6, vcc
	v_mad_u64_u32 v[6:7], s[0:1], v13, v7, 0
	v_add_co_u32_e32 v4, vcc, v14, v4
	v_addc_co_u32_e32 v4, vcc, v15, v5, vcc
	v_addc_co_u32_e32 v5, vcc, 0, v7, vcc
	v_add_co_u32_e32 v4, vcc, v4, v6
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	v_add_co_u32_e32 v14, vcc, v8, v4
	v_addc_co_u32_e32 v13, vcc, v13, v5, vcc
	v_mul_lo_u32 v6, v9, v13
	v_mul_lo_u32 v7, v10, v14
	v_mad_u64_u32 v[4:5], s[0:1], v9, v14, 0
	v_add3_u32 v7, v5, v6, v7
	v_mad_u64_u32 v[5:6], s[0:1], v13, v7, 0
	v_mad_u64_u32 v[7:8], s[0:1], v14, v7, 0
	v_mul_hi_u32 v15, v14, v4
	v_mad_u64_u32 v[9:10], s[0:1], v13, v4, 0
	v_add_co_u32_e32 v4, vcc, v15, v7
	v_addc_co_u32_e32 v7, vcc, 0, v8, vcc
	v_add_co_u32_e32 v4, vcc, v4, v9
	v_addc_co_u32_e32 v4, vcc, v7, v10, vcc
	v_addc_co_u32_e32 v6, vcc, 0, v6, vcc
	v_add_co_u32_e32 v4, vcc, v4, v5
	v_addc_co_u32_e32 v5, vcc, 0, v6, vcc
	v_add_co_u32_e32 v4, vcc, v14, v4
	v_addc_co_u32_e32 v5, vcc, v13, v5, vcc
	v_ashrrev_i32_e32 v7, 31, v1
	v_add_co_u32_e32 v0, vcc, v0, v7
	v_xor_b32_e32 v8, v0, v7
	v_addc_co_u32_e32 v6, vcc, v1, v7, vcc
	v_mad_u64_u32 v[0:1], s[0:1], v8, v5, 0
	v_mul_hi_u32 v9, v8, v4
	v_xor_b32_e32 v6, v6, v7
	v_add_co_u32_e32 v9, vcc, v9, v0
	v_addc_co_u32_e32 v10, vcc, 0, v1, vcc
	v_mad_u64_u32 v[0:1], s[0:1], v6, v4, 0
	v_mad_u64_u32 v[4:5], s[0:1], v6, v5, 0
	v_add_co_u32_e32 v0, vcc, v9, v0
	v_addc_co_u32_e32 v0, vcc, v10, v1, vcc
	v_addc_co_u32_e32 v1, vcc, 0, v5, vcc
	v_add_co_u32_e32 v0, vcc, v0, v4
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_mul_lo_u32 v4, v11, v0
	v_mul_lo_u32 v5, v12, v1
	v_mad_u64_u32 v[0:1], s[0:1], v12, v0, 0
	v_add3_u32 v1, v1, v5, v4
	v_sub_u32_e32 v4, v6, v1
	v_sub_co_u32_e32 v0, vcc, v8, v0
	v_subb_co_u32_e64 v4, s[0:1], v4, v11, vcc
	v_sub_co_u32_e64 v5, s[0:1], v0, v12
	v_subbrev_co_u32_e64 v8, s[2:3], 0, v4, s[0:1]
	v_cmp_ge_u32_e64 s[2:3], v8, v11
	v_cndmask_b32_e64 v9, 0, -1, s[2:3]
	v_cmp_ge_u32_e64 s[2:3], v5, v12
	v_cndmask_b32_e64 v10, 0, -1, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], v8, v11
	v_subb_co_u32_e64 v4, s[0:1], v4, v11, s[0:1]
	v_cndmask_b32_e64 v9, v9, v10, s[2:3]
	v_sub_co_u32_e64 v10, s[0:1], v5, v12
	v_subb_co_u32_e32 v1, vcc, v6, v1, vcc
	v_subbrev_co_u32_e64 v4, s[0:1], 0, v4, s[0:1]
	v_cmp_ge_u32_e32 vcc, v1, v11
	v_cmp_ne_u32_e64 s[0:1], 0, v9
	v_cndmask_b32_e64 v6, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v0, v12
	v_cndmask_b32_e64 v4, v8, v4, s[0:1]
	v_cndmask_b32_e64 v8, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v1, v11
	v_cndmask_b32_e32 v6, v6, v8, vcc
	v_cmp_ne_u32_e32 vcc, 0, v6
	v_cndmask_b32_e32 v1, v1, v4, vcc
	v_cndmask_b32_e64 v4, v5, v10, s[0:1]
	v_cndmask_b32_e32 v0, v0, v4, vcc
	v_xor_b32_e32 v0, v0, v7
	v_xor_b32_e32 v1, v1, v7
	v_sub_co_u32_e32 v6, vcc, v0, v7
	v_subb_co_u32_e32 v7, vcc, v1, v7, vcc
                                        ; implicit-def: $vgpr4_vgpr5
                                        ; implicit-def: $vgpr0_vgpr1
.LBB1_6:
	s_andn2_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB1_8
; %bb.7:
	v_cvt_f32_u32_e32 v1, v4
	v_sub_u32_e32 v5, 0, v4
	v_mov_b32_e32 v7, 0
	v_rcp_iflag_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v5, v5, v1
	v_mul_hi_u32 v5, v1, v5
	v_add_u32_e32 v1, v1, v5
	v_mul_hi_u32 v1, v0, v1
	v_mul_lo_u32 v1, v1, v4
	v_sub_u32_e32 v0, v0, v1
	v_sub_u32_e32 v1, v0, v4
	v_cmp_ge_u32_e32 vcc, v0, v4
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_sub_u32_e32 v1, v0, v4
	v_cmp_ge_u32_e32 vcc, v0, v4
	v_cndmask_b32_e32 v6, v0, v1, vcc
.LBB1_8:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v1, s19
	v_add_co_u32_e32 v0, vcc, s18, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_store_dwordx2 v[0:1], v[6:7], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel int64_div
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 19
		.amdhsa_next_free_sgpr 20
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end1:
	.size	int64_div, .Lfunc_end1-int64_div
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1592
; NumSgprs: 24
; NumVgprs: 19
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 24
; NumVGPRsForWavesPerEU: 19
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.hidden	__oclc_ABI_version              ; @__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.section	.rodata,"a",@progbits
	.weak	__oclc_ABI_version
	.p2align	2, 0x0
__oclc_ABI_version:
	.long	500                             ; 0x1f4
	.size	__oclc_ABI_version, 4

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           8
        .type_name:      ulong
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           int64_ops
    .private_segment_fixed_size: 0
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         int64_ops.kd
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           int64_div
    .private_segment_fixed_size: 0
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         int64_div.kd
    .uses_dynamic_stack: false
    .vgpr_count:     19
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx906
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
