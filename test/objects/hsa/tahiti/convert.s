	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx600"
	.amdhsa_code_object_version 5
	.protected	convert_ints            ; -- Begin function convert_ints
	.globl	convert_ints
	.p2align	8
	.type	convert_ints,@function
convert_ints:                           ; @convert_ints
; %bb.0:
	s_load_dword s0, s[4:5], 0x1
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x4
	v_mov_b32_e32 v1, s8
	s_mov_b32 s2, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mul_hi_u32 v1, s0, v1
	s_mul_i32 s0, s0, s8
	v_add_i32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_lshl_b64 v[2:3], v[0:1], 2
	s_mov_b32 s3, 0x100f000
	s_mov_b64 s[0:1], s[12:13]
	buffer_load_dword v4, v[2:3], s[0:3], 0 addr64
	v_lshl_b64 v[2:3], v[0:1], 3
	s_mov_b64 s[0:1], s[14:15]
	buffer_load_dwordx2 v[7:8], v[2:3], s[0:3], 0 addr64
	s_mov_b32 s14, 0xcbc6a3e8
	v_bfrev_b32_e32 v12, 1
	s_mov_b64 s[6:7], s[2:3]
	s_add_u32 s2, 0x18e, s14
	s_movk_i32 s15, 0xfc18
	v_add_i32_e32 v13, vcc, s2, v12
	v_mul_hi_u32 v6, v13, s15
	s_addc_u32 s3, 0, 0
	s_or_b32 s2, vcc_lo, vcc_hi
	v_mul_lo_u32 v14, v13, s15
	s_cmp_lg_u32 s2, 0
	s_addc_u32 s2, s3, 0x418936
	v_lshl_b64 v[9:10], v[0:1], 5
	s_mul_i32 s3, s2, 0xfffffc18
	v_sub_i32_e32 v0, vcc, v6, v13
	v_add_i32_e32 v0, vcc, s3, v0
	v_mul_hi_u32 v1, v13, v14
	v_mul_lo_u32 v16, v13, v0
	v_mul_hi_u32 v15, v13, v0
	v_mul_hi_u32 v6, s2, v14
	v_mul_lo_u32 v14, s2, v14
	v_mul_hi_u32 v17, s2, v0
	v_add_i32_e32 v1, vcc, v1, v16
	v_mul_lo_u32 v0, s2, v0
	v_addc_u32_e32 v15, vcc, 0, v15, vcc
	v_add_i32_e32 v1, vcc, v1, v14
	v_addc_u32_e32 v1, vcc, v15, v6, vcc
	v_addc_u32_e32 v6, vcc, 0, v17, vcc
	v_add_i32_e32 v14, vcc, v1, v0
	v_mov_b32_e32 v2, 0xff
	v_addc_u32_e32 v15, vcc, 0, v6, vcc
	s_mov_b64 s[0:1], 0x7fffffff
	s_movk_i32 s12, 0x8000
	v_mov_b32_e32 v3, 0x7fff
	s_movk_i32 s13, 0xff80
	v_mov_b32_e32 v5, 0x7f
	v_bfrev_b32_e32 v11, -2
	s_brev_b32 s8, 1
	s_mov_b64 s[10:11], 0xffffffff
	s_mov_b32 s9, -1
	s_waitcnt vmcnt(1)
	v_bfe_i32 v6, v4, 0, 16
	v_bfe_u32 v16, v4, 3, 16
	v_med3_i32 v17, v4, 0, v2
	v_add_i32_e32 v2, vcc, v6, v16
	v_min_u32_e32 v18, 0xffff, v4
	s_waitcnt vmcnt(0)
	v_cmp_gt_i64_e32 vcc, s[0:1], v[7:8]
	v_and_b32_e32 v0, 0xff, v4
	v_bfe_i32 v1, v4, 0, 8
	v_med3_i32 v3, v4, s12, v3
	v_med3_i32 v4, v4, s13, v5
	v_lshlrev_b32_e32 v5, 16, v18
	v_xor_b32_e32 v4, v3, v4
	v_or_b32_e32 v3, v17, v5
	v_cndmask_b32_e32 v6, 0, v8, vcc
	v_cmp_gt_i64_e64 s[0:1], s[10:11], v[7:8]
	v_cndmask_b32_e32 v5, v11, v7, vcc
	v_cmp_lt_i64_e32 vcc, s[8:9], v[5:6]
	buffer_store_dwordx4 v[0:3], v[9:10], s[4:7], 0 addr64
	s_waitcnt expcnt(0)
	v_cndmask_b32_e64 v1, 0, v8, s[0:1]
	v_cndmask_b32_e64 v0, -1, v7, s[0:1]
	v_cndmask_b32_e32 v5, v12, v5, vcc
	v_cmp_lt_i64_e32 vcc, 0, v[0:1]
	v_mov_b32_e32 v1, s2
	v_cndmask_b32_e32 v0, 0, v0, vcc
	v_add_i32_e32 v2, vcc, v13, v14
	v_addc_u32_e32 v1, vcc, v1, v15, vcc
	v_mul_lo_u32 v3, v7, v1
	v_mul_hi_u32 v11, v7, v2
	v_xor_b32_e32 v6, v0, v8
	v_mul_hi_u32 v0, v7, v1
	v_mul_hi_u32 v12, v8, v1
	v_add_i32_e32 v3, vcc, v11, v3
	v_mul_lo_u32 v11, v8, v2
	v_mul_hi_u32 v2, v8, v2
	v_addc_u32_e32 v0, vcc, 0, v0, vcc
	v_mul_lo_u32 v1, v8, v1
	v_add_i32_e32 v3, vcc, v3, v11
	v_addc_u32_e32 v0, vcc, v0, v2, vcc
	v_addc_u32_e32 v2, vcc, 0, v12, vcc
	v_add_i32_e32 v0, vcc, v0, v1
	v_addc_u32_e32 v1, vcc, 0, v2, vcc
	s_movk_i32 s0, 0x3e8
	v_mul_lo_u32 v1, v1, s0
	v_mul_hi_u32 v2, v0, s0
	v_mul_lo_u32 v0, v0, s0
	v_bfe_i32 v3, v7, 0, 8
	s_movk_i32 s0, 0x3e7
	v_add_i32_e32 v1, vcc, v2, v1
	v_sub_i32_e32 v0, vcc, v7, v0
	v_subb_u32_e32 v1, vcc, v8, v1, vcc
	v_subrev_i32_e32 v2, vcc, 0x3e8, v0
	v_subbrev_u32_e32 v7, vcc, 0, v1, vcc
	v_cmp_lt_u32_e32 vcc, s0, v2
	v_cndmask_b32_e64 v8, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v7
	v_cndmask_b32_e32 v7, -1, v8, vcc
	v_add_i32_e32 v8, vcc, 0xfffffc18, v2
	v_cmp_ne_u32_e32 vcc, 0, v7
	v_cndmask_b32_e32 v2, v2, v8, vcc
	v_cmp_lt_u32_e32 vcc, s0, v0
	v_cndmask_b32_e64 v7, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_cndmask_b32_e32 v1, -1, v7, vcc
	v_cmp_ne_u32_e32 vcc, 0, v1
	v_cndmask_b32_e32 v0, v0, v2, vcc
	v_add_i32_e32 v7, vcc, v3, v0
	buffer_store_dwordx4 v[4:7], v[9:10], s[4:7], 0 addr64 offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel convert_ints
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
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
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
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
	.size	convert_ints, .Lfunc_end0-convert_ints
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 732
; NumSgprs: 18
; NumVgprs: 19
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 18
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
	.text
	.protected	convert_floats          ; -- Begin function convert_floats
	.globl	convert_floats
	.p2align	8
	.type	convert_floats,@function
convert_floats:                         ; @convert_floats
; %bb.0:
	s_load_dword s0, s[4:5], 0x1
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	v_mov_b32_e32 v1, s8
	s_mov_b32 s11, 0x100f000
	s_mov_b32 s10, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mul_hi_u32 v1, s0, v1
	s_mul_i32 s0, s0, s8
	v_add_i32_e32 v2, vcc, s0, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	v_lshl_b64 v[6:7], v[2:3], 2
	s_mov_b64 s[8:9], s[12:13]
	v_lshl_b64 v[0:1], v[2:3], 3
	buffer_load_dword v10, v[6:7], s[8:11], 0 addr64
	s_mov_b64 s[8:9], s[14:15]
	buffer_load_dwordx2 v[4:5], v[0:1], s[8:11], 0 addr64
	s_mov_b64 s[8:9], s[16:17]
	buffer_load_dwordx2 v[0:1], v[0:1], s[8:11], 0 addr64
	s_load_dwordx8 s[0:7], s[6:7], 0x8
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	s_waitcnt vmcnt(2)
	v_cmp_o_f32_e32 vcc, v10, v10
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB1_4
; %bb.1:
	s_mov_b32 s8, 0xcf000000
	v_cmp_nge_f32_e32 vcc, s8, v10
	v_bfrev_b32_e32 v12, 1
	s_and_saveexec_b64 s[8:9], vcc
; %bb.2:
	v_cvt_i32_f32_e32 v12, v10
; %bb.3:
	s_or_b64 exec, exec, s[8:9]
.LBB1_4:
	s_or_b64 exec, exec, s[6:7]
	v_lshl_b64 v[2:3], v[2:3], 4
	v_mov_b32_e32 v9, s19
	v_add_i32_e32 v8, vcc, s18, v2
	s_mov_b64 s[8:9], s[18:19]
	v_addc_u32_e32 v9, vcc, v9, v3, vcc
	buffer_store_dword v12, v[2:3], s[8:11], 0 addr64
	s_waitcnt expcnt(0)
	v_mul_f32_e32 v12, 0x43800000, v10
	v_cmp_o_f32_e32 vcc, v12, v12
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB1_8
; %bb.5:
	s_mov_b32 s8, 0xc7000000
	v_cmp_nge_f32_e32 vcc, s8, v12
	v_mov_b32_e32 v11, 0xff800000
	s_and_saveexec_b64 s[8:9], vcc
; %bb.6:
	v_min_legacy_f32_e32 v11, 0x46fffe00, v12
	v_cvt_i32_f32_e32 v11, v11
	v_lshlrev_b32_e32 v11, 8, v11
; %bb.7:
	s_or_b64 exec, exec, s[8:9]
.LBB1_8:
	s_or_b64 exec, exec, s[6:7]
	v_min_legacy_f32_e32 v12, 0x437f0000, v10
	v_cvt_u32_f32_e32 v12, v12
	v_cmp_lt_f32_e32 vcc, 0, v10
	s_mov_b32 s7, 0x4e6e6b28
	s_mov_b32 s6, 0x4f6e6b28
	v_cndmask_b32_e32 v12, 0, v12, vcc
	v_cmp_lt_f32_e64 vcc, |v10|, s7
	v_or_b32_e32 v11, v11, v12
	v_cvt_u32_f32_e64 v12, |v10|
	v_cndmask_b32_e32 v13, 0, v10, vcc
	v_cvt_i32_f32_e32 v13, v13
	v_cmp_lt_f32_e64 vcc, |v10|, s6
	v_cndmask_b32_e32 v12, 1, v12, vcc
	s_mov_b32 s6, 0
	v_add_i32_e32 v12, vcc, v12, v13
	s_mov_b32 s7, 0x40dd4c00
	s_waitcnt vmcnt(2)
	v_cmp_lt_f64_e64 vcc, |v[4:5]|, s[6:7]
	v_mov_b32_e32 v13, 0xbff00000
	v_cndmask_b32_e32 v14, v13, v5, vcc
	v_cndmask_b32_e32 v13, 0, v4, vcc
	v_cvt_i32_f64_e32 v15, v[13:14]
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v14, v0, v1
	v_ffbh_i32_e32 v13, v1
	v_ashrrev_i32_e32 v14, 31, v14
	v_add_i32_e32 v13, vcc, -1, v13
	v_add_i32_e32 v14, vcc, 32, v14
	v_min_u32_e32 v16, v13, v14
	v_lshl_b64 v[13:14], v[0:1], v16
	s_mov_b32 s8, s10
	v_min_u32_e32 v13, 1, v13
	v_or_b32_e32 v13, v14, v13
	v_cvt_f32_i32_e32 v13, v13
	s_mov_b32 s9, s10
	buffer_store_dword v15, v[8:9], s[8:11], 0 addr64 offset:12
	buffer_store_dwordx2 v[11:12], v[8:9], s[8:11], 0 addr64 offset:4
	v_sub_i32_e32 v8, vcc, 32, v16
	s_waitcnt expcnt(0)
	v_ldexp_f32_e32 v11, v13, v8
	v_ffbh_u32_e32 v8, v1
	v_min_u32_e32 v12, 32, v8
	v_lshl_b64 v[8:9], v[0:1], v12
	v_cvt_f16_f32_e32 v15, v10
	v_min_u32_e32 v8, 1, v8
	v_or_b32_e32 v8, v9, v8
	v_cvt_f32_u32_e32 v8, v8
	v_sub_i32_e32 v9, vcc, 32, v12
	v_cvt_f32_u32_e32 v14, v0
	v_ldexp_f32_e32 v12, v8, v9
	v_ashr_i64 v[8:9], v[0:1], 40
	v_cvt_f32_f16_e32 v16, v15
	v_cvt_f32_i32_e32 v17, v8
	v_cvt_f32_f64_e32 v13, v[4:5]
	v_lshl_b64 v[8:9], v[6:7], 2
	s_mov_b64 s[8:9], s[0:1]
	v_add_f32_e32 v12, v12, v14
	v_sub_f32_e32 v14, v16, v17
	buffer_store_dwordx4 v[11:14], v[8:9], s[8:11], 0 addr64
	v_and_b32_e32 v9, 0x1ff, v5
	v_or_b32_e32 v4, v9, v4
	v_lshrrev_b32_e32 v8, 8, v5
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_and_b32_e32 v8, 0xffe, v8
	v_cndmask_b32_e64 v4, 0, 1, vcc
	v_bfe_u32 v9, v5, 20, 11
	s_movk_i32 s0, 0x3f1
	v_or_b32_e32 v4, v8, v4
	s_waitcnt expcnt(0)
	v_sub_i32_e32 v11, vcc, s0, v9
	v_or_b32_e32 v8, 0x1000, v4
	v_med3_i32 v11, v11, 0, 13
	v_lshrrev_b32_e32 v12, v11, v8
	v_lshlrev_b32_e32 v11, v11, v12
	v_cmp_ne_u32_e32 vcc, v11, v8
	s_movk_i32 s0, 0xfc10
	v_cndmask_b32_e64 v8, 0, 1, vcc
	v_add_i32_e32 v9, vcc, s0, v9
	v_lshlrev_b32_e32 v11, 12, v9
	v_or_b32_e32 v8, v12, v8
	v_or_b32_e32 v11, v4, v11
	v_cmp_gt_i32_e32 vcc, 1, v9
	v_cndmask_b32_e32 v8, v11, v8, vcc
	v_and_b32_e32 v11, 7, v8
	v_cmp_lt_i32_e32 vcc, 5, v11
	v_cmp_eq_u32_e64 s[0:1], 3, v11
	v_lshrrev_b32_e32 v8, 2, v8
	s_or_b64 vcc, s[0:1], vcc
	v_addc_u32_e32 v8, vcc, 0, v8, vcc
	v_mov_b32_e32 v11, 0x7c00
	v_cmp_gt_i32_e32 vcc, 31, v9
	v_cndmask_b32_e32 v8, v11, v8, vcc
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_cndmask_b32_e64 v4, 0, 1, vcc
	v_lshlrev_b32_e32 v4, 9, v4
	s_movk_i32 s0, 0x40f
	v_or_b32_e32 v4, 0x7c00, v4
	v_cmp_eq_u32_e32 vcc, s0, v9
	v_cndmask_b32_e32 v4, v8, v4, vcc
	v_bfe_i32 v8, v0, 8, 8
	v_cvt_f32_i32_e32 v11, v8
	v_ashr_i64 v[8:9], v[0:1], 48
	v_cvt_f32_ubyte0_e32 v9, v0
	v_cvt_f16_f32_e32 v9, v9
	v_cvt_f16_f32_e32 v11, v11
	v_cvt_f32_i32_e32 v8, v8
	v_lshrrev_b32_e32 v5, 16, v5
	v_cvt_f32_f16_e32 v9, v9
	v_cvt_f32_f16_e32 v11, v11
	v_and_b32_e32 v5, 0x8000, v5
	v_or_b32_e32 v4, v5, v4
	v_cvt_f16_f32_e32 v8, v8
	v_add_f32_e32 v5, v9, v11
	v_cvt_f16_f32_e32 v9, v5
	v_lshl_b64 v[6:7], v[6:7], 1
	s_mov_b64 s[8:9], s[2:3]
	buffer_store_short v15, v[6:7], s[8:11], 0 addr64
	buffer_store_short v4, v[6:7], s[8:11], 0 addr64 offset:2
	s_waitcnt expcnt(0)
	v_cvt_f64_i32_e32 v[4:5], v1
	buffer_store_short v8, v[6:7], s[8:11], 0 addr64 offset:4
	buffer_store_short v9, v[6:7], s[8:11], 0 addr64 offset:6
	v_cvt_f64_u32_e32 v[6:7], v1
	s_waitcnt expcnt(0)
	v_cvt_f64_u32_e32 v[8:9], v0
	v_alignbit_b32 v0, v1, v0, 20
	v_ldexp_f64 v[4:5], v[4:5], 32
	v_cvt_f64_f32_e32 v[10:11], v10
	v_ldexp_f64 v[6:7], v[6:7], 32
	v_cvt_f64_u32_e32 v[0:1], v0
	v_add_f64 v[4:5], v[4:5], v[8:9]
	v_add_f64 v[6:7], v[6:7], v[8:9]
	v_add_f64 v[4:5], v[10:11], v[4:5]
	v_add_f64 v[6:7], v[6:7], -v[0:1]
	s_mov_b64 s[6:7], s[10:11]
	buffer_store_dwordx4 v[4:7], v[2:3], s[4:7], 0 addr64
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel convert_floats
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 56
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
		.amdhsa_next_free_vgpr 18
		.amdhsa_next_free_sgpr 20
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
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
	.size	convert_floats, .Lfunc_end1-convert_floats
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 996
; NumSgprs: 22
; NumVgprs: 18
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 18
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
	.protected	fdiv_sqrt               ; -- Begin function fdiv_sqrt
	.globl	fdiv_sqrt
	.p2align	8
	.type	fdiv_sqrt,@function
fdiv_sqrt:                              ; @fdiv_sqrt
; %bb.0:
	s_load_dword s0, s[4:5], 0x1
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x4
	v_mov_b32_e32 v1, s8
	s_mov_b32 s3, 0x100f000
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mul_hi_u32 v1, s0, v1
	s_mul_i32 s0, s0, s8
	v_add_i32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_lshl_b64 v[2:3], v[0:1], 2
	s_mov_b32 s2, 0
	s_mov_b64 s[0:1], s[12:13]
	buffer_load_dword v4, v[2:3], s[0:3], 0 addr64
	s_mov_b64 s[0:1], s[14:15]
	buffer_load_dword v2, v[2:3], s[0:3], 0 addr64
	v_mul_hi_u32 v3, v0, 12
	v_mul_lo_u32 v1, v1, 12
	s_mov_b32 s8, 0xf800000
	s_mov_b32 s9, 0x4f800000
	v_mov_b32_e32 v5, 0x260
	v_add_i32_e32 v1, vcc, v3, v1
	v_mul_lo_u32 v0, v0, 12
	s_mov_b64 s[6:7], s[2:3]
	s_waitcnt vmcnt(0)
	v_div_scale_f32 v3, s[0:1], v2, v2, v4
	v_rcp_f32_e32 v6, v3
	v_div_scale_f32 v7, vcc, v4, v2, v4
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v8, -v3, v6, 1.0
	v_fma_f32 v6, v8, v6, v6
	v_mul_f32_e32 v8, v7, v6
	v_fma_f32 v9, -v3, v8, v7
	v_fma_f32 v8, v9, v6, v8
	v_fma_f32 v3, -v3, v8, v7
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v3, v3, v6, v8
	v_mul_f32_e32 v6, 0x4f800000, v4
	v_cmp_gt_f32_e32 vcc, s8, v4
	v_mul_f32_e64 v8, |v2|, s9
	v_cndmask_b32_e32 v6, v4, v6, vcc
	v_cmp_lt_f32_e64 s[0:1], |v2|, s8
	v_rsq_f32_e32 v9, v6
	v_cndmask_b32_e64 v8, |v2|, v8, s[0:1]
	v_rsq_f32_e32 v10, v8
	v_add_f32_e32 v7, 1.0, v4
	v_div_fixup_f32 v2, v3, v2, v4
	v_mul_f32_e32 v3, v6, v9
	v_mul_f32_e32 v4, 0.5, v9
	v_mul_f32_e32 v9, v8, v10
	v_mul_f32_e32 v10, 0.5, v10
	v_fma_f32 v11, -v4, v3, 0.5
	v_fma_f32 v12, -v10, v9, 0.5
	v_fma_f32 v3, v3, v11, v3
	v_fma_f32 v4, v4, v11, v4
	v_fma_f32 v9, v9, v12, v9
	v_fma_f32 v11, -v3, v3, v6
	v_fma_f32 v10, v10, v12, v10
	v_fma_f32 v12, -v9, v9, v8
	v_fma_f32 v3, v11, v4, v3
	v_fma_f32 v4, v12, v10, v9
	v_mul_f32_e32 v9, 0x37800000, v3
	v_mul_f32_e32 v10, 0x37800000, v4
	v_cndmask_b32_e32 v3, v3, v9, vcc
	v_cmp_class_f32_e32 vcc, v6, v5
	v_cndmask_b32_e64 v4, v4, v10, s[0:1]
	v_cndmask_b32_e32 v3, v3, v6, vcc
	v_cmp_class_f32_e32 vcc, v8, v5
	v_cndmask_b32_e32 v4, v4, v8, vcc
	v_div_scale_f32 v5, s[0:1], v4, v4, v7
	v_rcp_f32_e32 v6, v5
	v_div_scale_f32 v8, vcc, v7, v4, v7
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v9, -v5, v6, 1.0
	v_fma_f32 v6, v9, v6, v6
	v_mul_f32_e32 v9, v8, v6
	v_fma_f32 v10, -v5, v9, v8
	v_fma_f32 v9, v10, v6, v9
	v_fma_f32 v5, -v5, v9, v8
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v5, v5, v6, v9
	v_div_fixup_f32 v4, v5, v4, v7
	buffer_store_dwordx2 v[2:3], v[0:1], s[4:7], 0 addr64
	buffer_store_dword v4, v[0:1], s[4:7], 0 addr64 offset:8
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel fdiv_sqrt
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
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
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end2:
	.size	fdiv_sqrt, .Lfunc_end2-fdiv_sqrt
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 556
; NumSgprs: 18
; NumVgprs: 13
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 13
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
        .type_name:      'int*'
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
        .type_name:      'uint*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           convert_ints
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         convert_ints.kd
    .uses_dynamic_stack: false
    .vgpr_count:     19
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'half*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 56
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           convert_floats
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         convert_floats.kd
    .uses_dynamic_stack: false
    .vgpr_count:     18
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           fdiv_sqrt
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         fdiv_sqrt.kd
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx600
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
