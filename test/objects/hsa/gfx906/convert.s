	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx906"
	.amdhsa_code_object_version 5
	.protected	convert_ints            ; -- Begin function convert_ints
	.globl	convert_ints
	.p2align	8
	.type	convert_ints,@function
convert_ints:                           ; @convert_ints
; %bb.0:
	s_load_dword s0, s[4:5], 0x4
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s8
	s_mov_b32 s10, 0xcbc6a3e8
	v_bfrev_b32_e32 v14, 1
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], s[0:1], s0, v2, v[0:1]
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	s_movk_i32 s8, 0x8000
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_mov_b64 s[6:7], 0xffffffff
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_load_dword v8, v[2:3], off
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_load_dwordx2 v[4:5], v[2:3], off
	v_mov_b32_e32 v7, s5
	s_add_u32 s5, 0x18e, s10
	s_addc_u32 s10, 0, 0
	v_add_co_u32_e32 v11, vcc, s5, v14
	s_cmp_lg_u64 vcc, 0
	v_readfirstlane_b32 s5, v11
	s_addc_u32 s10, s10, 0x418936
	s_mul_hi_u32 s11, s5, 0xfffffc18
	v_lshlrev_b64 v[0:1], 5, v[0:1]
	s_mul_i32 s13, s10, 0xfffffc18
	s_sub_i32 s11, s11, s5
	s_mul_i32 s12, s5, 0xfffffc18
	s_add_i32 s11, s11, s13
	s_mul_hi_u32 s14, s5, s12
	v_add_co_u32_e32 v6, vcc, s4, v0
	s_mul_hi_u32 s4, s5, s11
	s_mul_i32 s5, s5, s11
	s_add_u32 s5, s14, s5
	s_mul_hi_u32 s15, s10, s12
	s_mul_i32 s12, s10, s12
	s_addc_u32 s4, 0, s4
	s_add_u32 s5, s5, s12
	s_mul_hi_u32 s13, s10, s11
	s_addc_u32 s4, s4, s15
	s_mul_i32 s11, s10, s11
	s_addc_u32 s5, s13, 0
	v_addc_co_u32_e32 v7, vcc, v7, v1, vcc
	s_add_u32 s4, s4, s11
	s_addc_u32 s5, 0, s5
	v_add_co_u32_e32 v15, vcc, s4, v11
	v_mov_b32_e32 v2, 0xff
	s_mov_b64 s[0:1], 0x7fffffff
	s_cmp_lg_u64 vcc, 0
	v_mov_b32_e32 v3, 0x7fff
	s_addc_u32 s10, s10, s5
	s_movk_i32 s9, 0xff80
	v_mov_b32_e32 v9, 0x7f
	v_bfrev_b32_e32 v10, -2
	s_brev_b32 s2, 1
	s_mov_b32 s3, -1
	s_waitcnt vmcnt(1)
	v_med3_i32 v12, v8, 0, v2
	v_min_u32_e32 v13, 0xffff, v8
	v_bfe_u32 v11, v8, 3, 16
	v_med3_i32 v16, v8, s8, v3
	v_lshl_or_b32 v3, v13, 16, v12
	v_and_b32_e32 v0, 0xff, v8
	v_bfe_i32 v1, v8, 0, 8
	s_waitcnt vmcnt(0)
	v_cmp_gt_i64_e32 vcc, s[0:1], v[4:5]
	v_cmp_gt_i64_e64 s[0:1], s[6:7], v[4:5]
	v_mad_u64_u32 v[12:13], s[4:5], v4, s10, 0
	v_mul_hi_u32 v18, v4, v15
	v_med3_i32 v17, v8, s9, v9
	v_cndmask_b32_e32 v9, 0, v5, vcc
	v_add_u32_sdwa v2, sext(v8), v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_cndmask_b32_e32 v8, v10, v4, vcc
	v_cndmask_b32_e64 v11, 0, v5, s[0:1]
	global_store_dwordx4 v[6:7], v[0:3], off
	v_cndmask_b32_e64 v10, -1, v4, s[0:1]
	v_cmp_lt_i64_e32 vcc, s[2:3], v[8:9]
	v_mad_u64_u32 v[2:3], s[0:1], v5, v15, 0
	v_cndmask_b32_e32 v1, v14, v8, vcc
	v_add_co_u32_e32 v12, vcc, v18, v12
	v_mad_u64_u32 v[8:9], s[0:1], v5, s10, 0
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	v_add_co_u32_e32 v2, vcc, v12, v2
	v_addc_co_u32_e32 v2, vcc, v13, v3, vcc
	v_addc_co_u32_e32 v3, vcc, 0, v9, vcc
	v_add_co_u32_e32 v2, vcc, v2, v8
	s_movk_i32 s2, 0x3e8
	v_mad_u64_u32 v[8:9], s[0:1], v2, s2, 0
	v_addc_co_u32_e32 v12, vcc, 0, v3, vcc
	v_cmp_lt_i64_e32 vcc, 0, v[10:11]
	v_mov_b32_e32 v3, v9
	v_cndmask_b32_e32 v2, 0, v10, vcc
	v_mad_u64_u32 v[9:10], s[0:1], v12, s2, v[3:4]
	v_sub_co_u32_e32 v3, vcc, v4, v8
	v_xor_b32_e32 v2, v2, v5
	v_subb_co_u32_e32 v5, vcc, v5, v9, vcc
	v_subrev_co_u32_e32 v8, vcc, 0x3e8, v3
	v_subbrev_co_u32_e32 v9, vcc, 0, v5, vcc
	s_movk_i32 s0, 0x3e7
	v_cmp_lt_u32_e32 vcc, s0, v8
	v_cndmask_b32_e64 v10, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v9
	v_cndmask_b32_e32 v9, -1, v10, vcc
	v_add_u32_e32 v10, 0xfffffc18, v8
	v_cmp_ne_u32_e32 vcc, 0, v9
	v_cndmask_b32_e32 v8, v8, v10, vcc
	v_cmp_lt_u32_e32 vcc, s0, v3
	v_cndmask_b32_e64 v9, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v5
	v_cndmask_b32_e32 v5, -1, v9, vcc
	v_cmp_ne_u32_e32 vcc, 0, v5
	v_cndmask_b32_e32 v3, v3, v8, vcc
	v_xor_b32_e32 v0, v16, v17
	v_add_u32_sdwa v3, sext(v4), v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	global_store_dwordx4 v[6:7], v[0:3], off offset:16
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
	.size	convert_ints, .Lfunc_end0-convert_ints
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 676
; NumSgprs: 20
; NumVgprs: 19
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 20
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
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s8
	v_mov_b32_e32 v12, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[4:5], s[0:1], s0, v2, v[0:1]
	v_mov_b32_e32 v0, s13
	v_mov_b32_e32 v7, s15
	v_lshlrev_b64 v[8:9], 2, v[4:5]
	v_mov_b32_e32 v10, s17
	v_add_co_u32_e32 v2, vcc, s12, v8
	v_addc_co_u32_e32 v3, vcc, v0, v9, vcc
	global_load_dword v0, v[2:3], off
	v_lshlrev_b64 v[2:3], 3, v[4:5]
	v_add_co_u32_e32 v6, vcc, s14, v2
	v_addc_co_u32_e32 v7, vcc, v7, v3, vcc
	v_add_co_u32_e32 v2, vcc, s16, v2
	v_addc_co_u32_e32 v3, vcc, v10, v3, vcc
	global_load_dwordx2 v[6:7], v[6:7], off
	s_load_dwordx8 s[8:15], s[6:7], 0x20
	global_load_dwordx2 v[2:3], v[2:3], off
	s_waitcnt vmcnt(2)
	v_cmp_o_f32_e32 vcc, v0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_4
; %bb.1:
	s_mov_b32 s2, 0xcf000000
	v_cmp_nge_f32_e32 vcc, s2, v0
	v_bfrev_b32_e32 v12, 1
	s_and_saveexec_b64 s[2:3], vcc
; %bb.2:
	v_cvt_i32_f32_e32 v12, v0
; %bb.3:
	s_or_b64 exec, exec, s[2:3]
.LBB1_4:
	s_or_b64 exec, exec, s[0:1]
	v_lshlrev_b64 v[4:5], 4, v[4:5]
	v_mov_b32_e32 v11, s19
	v_add_co_u32_e32 v10, vcc, s18, v4
	v_addc_co_u32_e32 v11, vcc, v11, v5, vcc
	global_store_dword v[10:11], v12, off
	v_mul_f32_e32 v12, 0x43800000, v0
	v_cmp_o_f32_e32 vcc, v12, v12
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_8
; %bb.5:
	s_mov_b32 s2, 0xc7000000
	v_cmp_nge_f32_e32 vcc, s2, v12
	v_mov_b32_e32 v1, 0xff800000
	s_and_saveexec_b64 s[2:3], vcc
; %bb.6:
	s_mov_b32 s4, 0x46fffe00
	v_mov_b32_e32 v1, 0x46fffe00
	v_cmp_nle_f32_e32 vcc, s4, v12
	v_cndmask_b32_e32 v1, v1, v12, vcc
	v_cvt_i32_f32_e32 v1, v1
	v_mov_b32_e32 v12, 8
	v_lshlrev_b32_sdwa v1, v12, sext(v1) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
; %bb.7:
	s_or_b64 exec, exec, s[2:3]
.LBB1_8:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b32 s0, 0x437f0000
	v_mov_b32_e32 v12, 0x437f0000
	v_cmp_nle_f32_e32 vcc, s0, v0
	v_cndmask_b32_e32 v12, v12, v0, vcc
	v_cvt_i32_f32_e32 v12, v12
	s_mov_b32 s0, 0
	v_cmp_lt_f32_e32 vcc, 0, v0
	s_mov_b32 s2, 0x4e6e6b28
	s_mov_b32 s1, 0x40dd4c00
	v_cndmask_b32_e32 v12, 0, v12, vcc
	s_waitcnt vmcnt(2)
	v_cmp_lt_f64_e64 vcc, |v[6:7]|, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], |v0|, s2
	v_or_b32_e32 v12, v1, v12
	v_cvt_u32_f32_e64 v1, |v0|
	v_cndmask_b32_e64 v13, 0, v0, s[0:1]
	v_cvt_i32_f32_e32 v13, v13
	s_mov_b32 s0, 0x4f6e6b28
	v_cmp_lt_f32_e64 s[0:1], |v0|, s0
	v_cndmask_b32_e64 v1, 1, v1, s[0:1]
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v16, v2, v3
	v_add_u32_e32 v13, v1, v13
	v_ffbh_i32_e32 v1, v3
	v_ashrrev_i32_e32 v16, 31, v16
	v_add_u32_e32 v1, -1, v1
	v_add_u32_e32 v16, 32, v16
	v_min_u32_e32 v1, v1, v16
	v_mov_b32_e32 v14, 0xbff00000
	v_lshlrev_b64 v[16:17], v1, v[2:3]
	v_cndmask_b32_e32 v15, v14, v7, vcc
	v_cndmask_b32_e32 v14, 0, v6, vcc
	v_cvt_i32_f64_e32 v14, v[14:15]
	v_min_u32_e32 v15, 1, v16
	v_or_b32_e32 v15, v17, v15
	v_cvt_f32_i32_e32 v15, v15
	v_bfe_i32 v14, v14, 0, 16
	v_sub_u32_e32 v1, 32, v1
	global_store_dwordx3 v[10:11], v[12:14], off offset:4
	v_ldexp_f32 v10, v15, v1
	v_ffbh_u32_e32 v1, v3
	v_min_u32_e32 v1, 32, v1
	v_lshlrev_b64 v[13:14], v1, v[2:3]
	v_lshlrev_b64 v[11:12], 2, v[8:9]
	v_min_u32_e32 v13, 1, v13
	v_or_b32_e32 v13, v14, v13
	v_cvt_f32_u32_e32 v13, v13
	v_cvt_f16_f32_e32 v16, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v15, s9
	v_add_co_u32_e32 v14, vcc, s8, v11
	v_sub_u32_e32 v1, 32, v1
	v_addc_co_u32_e32 v15, vcc, v15, v12, vcc
	v_ldexp_f32 v1, v13, v1
	v_ashrrev_i64 v[11:12], 40, v[2:3]
	v_cvt_f32_u32_e32 v13, v2
	v_cvt_f32_i32_e32 v17, v11
	v_cvt_f32_f16_e32 v18, v16
	v_lshlrev_b64 v[8:9], 1, v[8:9]
	v_cvt_f32_f64_e32 v12, v[6:7]
	v_add_f32_e32 v11, v1, v13
	v_mov_b32_e32 v1, s11
	v_add_co_u32_e32 v8, vcc, s10, v8
	s_movk_i32 s0, 0x1ff
	v_addc_co_u32_e32 v9, vcc, v1, v9, vcc
	v_and_or_b32 v1, v7, s0, v6
	v_sub_f32_e32 v13, v18, v17
	v_cmp_ne_u32_e32 vcc, 0, v1
	global_store_dwordx4 v[14:15], v[10:13], off
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_lshrrev_b32_e32 v6, 8, v7
	s_movk_i32 s0, 0xffe
	v_bfe_u32 v10, v7, 20, 11
	v_and_or_b32 v1, v6, s0, v1
	v_sub_u32_e32 v11, 0x3f1, v10
	v_or_b32_e32 v6, 0x1000, v1
	v_med3_i32 v11, v11, 0, 13
	v_lshrrev_b32_e32 v12, v11, v6
	v_lshlrev_b32_e32 v11, v11, v12
	v_cmp_ne_u32_e32 vcc, v11, v6
	v_cndmask_b32_e64 v6, 0, 1, vcc
	v_add_u32_e32 v10, 0xfffffc10, v10
	v_or_b32_e32 v6, v12, v6
	v_lshl_or_b32 v11, v10, 12, v1
	v_cmp_gt_i32_e32 vcc, 1, v10
	v_cndmask_b32_e32 v6, v11, v6, vcc
	v_and_b32_e32 v11, 7, v6
	v_cmp_lt_i32_e32 vcc, 5, v11
	v_cmp_eq_u32_e64 s[0:1], 3, v11
	v_lshrrev_b32_e32 v6, 2, v6
	s_or_b64 vcc, s[0:1], vcc
	v_addc_co_u32_e32 v6, vcc, 0, v6, vcc
	v_mov_b32_e32 v11, 0x7c00
	v_cmp_gt_i32_e32 vcc, 31, v10
	v_cndmask_b32_e32 v6, v11, v6, vcc
	v_cmp_ne_u32_e32 vcc, 0, v1
	v_cndmask_b32_e64 v1, 0, 1, vcc
	s_movk_i32 s0, 0x40f
	v_lshl_or_b32 v1, v1, 9, v11
	v_cmp_eq_u32_e32 vcc, s0, v10
	v_cvt_f64_i32_e32 v[10:11], v3
	v_cvt_f64_u32_e32 v[12:13], v3
	v_cndmask_b32_e32 v1, v6, v1, vcc
	v_lshrrev_b32_e32 v14, 16, v7
	v_ashrrev_i64 v[6:7], 48, v[2:3]
	s_mov_b32 s0, 0x8000
	v_cvt_f32_i32_e32 v15, v6
	v_ldexp_f64 v[6:7], v[10:11], 32
	v_ldexp_f64 v[10:11], v[12:13], 32
	v_cvt_f64_u32_e32 v[12:13], v2
	v_lshrrev_b32_e32 v17, 8, v2
	v_and_or_b32 v14, v14, s0, v1
	v_cvt_f16_u16_sdwa v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0
	v_cvt_f16_i16_sdwa v17, sext(v17) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0
	v_alignbit_b32 v2, v3, v2, 20
	v_add_f64 v[6:7], v[6:7], v[12:13]
	v_add_f64 v[10:11], v[10:11], v[12:13]
	v_add_f16_e32 v13, v1, v17
	v_cvt_f64_f32_e32 v[0:1], v0
	v_cvt_f64_u32_e32 v[2:3], v2
	v_cvt_f16_f32_e32 v15, v15
	s_mov_b32 s0, 0x5040100
	v_add_co_u32_e32 v4, vcc, s12, v4
	v_add_f64 v[0:1], v[0:1], v[6:7]
	v_add_f64 v[2:3], v[10:11], -v[2:3]
	v_mov_b32_e32 v6, s13
	v_perm_b32 v12, v14, v16, s0
	v_pack_b32_f16 v13, v15, v13
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_store_dwordx2 v[8:9], v[12:13], off
	global_store_dwordx4 v[4:5], v[0:3], off
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
	.size	convert_floats, .Lfunc_end1-convert_floats
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1040
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
	.text
	.protected	fdiv_sqrt               ; -- Begin function fdiv_sqrt
	.globl	fdiv_sqrt
	.p2align	8
	.type	fdiv_sqrt,@function
fdiv_sqrt:                              ; @fdiv_sqrt
; %bb.0:
	s_load_dword s0, s[4:5], 0x4
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s8
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], s[0:1], s0, v2, v[0:1]
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	s_mov_b32 s6, 0xf800000
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s1
	v_add_co_u32_e32 v4, vcc, s0, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	v_mov_b32_e32 v6, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	global_load_dword v6, v[2:3], off
	global_load_dword v7, v[4:5], off
	s_mov_b32 s2, 0x4f800000
	v_mov_b32_e32 v5, 0x260
	s_waitcnt vmcnt(1)
	v_mul_f32_e64 v2, |v6|, s2
	v_cmp_lt_f32_e64 vcc, |v6|, s6
	v_cndmask_b32_e64 v2, |v6|, v2, vcc
	v_sqrt_f32_e32 v3, v2
	s_waitcnt vmcnt(0)
	v_div_scale_f32 v4, s[0:1], v6, v6, v7
	v_div_scale_f32 v8, s[0:1], v7, v6, v7
	v_add_u32_e32 v10, -1, v3
	v_add_u32_e32 v11, 1, v3
	v_fma_f32 v12, -v10, v3, v2
	v_fma_f32 v13, -v11, v3, v2
	v_cmp_ge_f32_e64 s[2:3], 0, v12
	v_cndmask_b32_e64 v3, v3, v10, s[2:3]
	v_cmp_lt_f32_e64 s[2:3], 0, v13
	v_cndmask_b32_e64 v3, v3, v11, s[2:3]
	v_mul_f32_e32 v10, 0x37800000, v3
	v_cndmask_b32_e32 v3, v3, v10, vcc
	v_cmp_class_f32_e32 vcc, v2, v5
	v_add_f32_e32 v9, 1.0, v7
	v_cndmask_b32_e32 v10, v3, v2, vcc
	v_div_scale_f32 v11, s[2:3], v10, v10, v9
	v_rcp_f32_e32 v12, v4
	v_div_scale_f32 v13, s[2:3], v9, v10, v9
	v_mov_b32_e32 v2, s4
	v_fma_f32 v14, -v4, v12, 1.0
	v_fmac_f32_e32 v12, v14, v12
	v_mul_f32_e32 v14, v8, v12
	v_fma_f32 v15, -v4, v14, v8
	v_fmac_f32_e32 v14, v15, v12
	v_mov_b32_e32 v3, s5
	v_fma_f32 v4, -v4, v14, v8
	s_mov_b64 vcc, s[0:1]
	v_div_fmas_f32 v8, v4, v12, v14
	v_mad_u64_u32 v[3:4], s[0:1], v0, 12, v[2:3]
	v_rcp_f32_e32 v0, v11
	s_mov_b64 vcc, s[2:3]
	v_mul_f32_e32 v2, 0x4f800000, v7
	v_cmp_gt_f32_e64 s[0:1], s6, v7
	v_fma_f32 v12, -v11, v0, 1.0
	v_fmac_f32_e32 v0, v12, v0
	v_mul_f32_e32 v12, v13, v0
	v_fma_f32 v14, -v11, v12, v13
	v_fmac_f32_e32 v12, v14, v0
	v_fma_f32 v11, -v11, v12, v13
	v_div_fmas_f32 v11, v11, v0, v12
	v_cndmask_b32_e64 v2, v7, v2, s[0:1]
	v_sqrt_f32_e32 v12, v2
	v_mad_u32_u24 v4, v1, 12, v4
	v_div_fixup_f32 v0, v8, v6, v7
	v_add_u32_e32 v1, -1, v12
	v_fma_f32 v6, -v1, v12, v2
	v_cmp_ge_f32_e32 vcc, 0, v6
	v_add_u32_e32 v6, 1, v12
	v_fma_f32 v7, -v6, v12, v2
	v_cndmask_b32_e32 v1, v12, v1, vcc
	v_cmp_lt_f32_e32 vcc, 0, v7
	v_cndmask_b32_e32 v1, v1, v6, vcc
	v_mul_f32_e32 v6, 0x37800000, v1
	v_cndmask_b32_e64 v1, v1, v6, s[0:1]
	v_cmp_class_f32_e32 vcc, v2, v5
	v_cndmask_b32_e32 v1, v1, v2, vcc
	v_div_fixup_f32 v2, v11, v10, v9
	global_store_dwordx3 v[3:4], v[0:2], off
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
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 9
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
.Lfunc_end2:
	.size	fdiv_sqrt, .Lfunc_end2-fdiv_sqrt
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 524
; NumSgprs: 13
; NumVgprs: 16
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 16
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
    .sgpr_count:     20
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
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         convert_floats.kd
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
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         fdiv_sqrt.kd
    .uses_dynamic_stack: false
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx906
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
