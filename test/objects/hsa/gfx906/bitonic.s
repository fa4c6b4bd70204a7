	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx906"
	.amdhsa_code_object_version 5
	.protected	bitonic_step            ; -- Begin function bitonic_step
	.globl	bitonic_step
	.p2align	8
	.type	bitonic_step,@function
bitonic_step:                           ; @bitonic_step
; %bb.0:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx2 s[10:11], s[6:7], 0x10
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s8
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[4:5], s[0:1], s0, v2, v[0:1]
	v_xor_b32_e32 v0, s10, v4
	v_cmp_gt_u32_e32 vcc, v0, v4
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_3
; %bb.1:
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	v_mov_b32_e32 v5, v1
	v_lshlrev_b64 v[2:3], 2, v[4:5]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_and_b32_e32 v4, s11, v4
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v6, s1
	v_add_co_u32_e32 v5, vcc, s0, v2
	v_addc_co_u32_e32 v6, vcc, v6, v3, vcc
	v_mov_b32_e32 v8, s1
	v_add_co_u32_e32 v7, vcc, s0, v0
	v_addc_co_u32_e32 v8, vcc, v8, v1, vcc
	global_load_dword v9, v[5:6], off
	global_load_dword v10, v[7:8], off
	v_cmp_ne_u32_e64 s[0:1], 0, v4
	s_waitcnt vmcnt(0)
	v_cmp_gt_u32_e32 vcc, v9, v10
	s_xor_b64 s[0:1], s[0:1], vcc
	s_and_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_3
; %bb.2:
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	v_add_co_u32_e32 v0, vcc, s2, v0
	global_store_dword v[5:6], v10, off
	global_store_dword v[7:8], v9, off
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
	global_load_dword v4, v[0:1], off
	global_load_dword v5, v[2:3], off
	s_waitcnt vmcnt(1)
	global_store_dword v[2:3], v4, off
	s_waitcnt vmcnt(1)
	global_store_dword v[0:1], v5, off
.LBB0_3:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel bitonic_step
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
		.amdhsa_next_free_vgpr 11
		.amdhsa_next_free_sgpr 12
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
	.size	bitonic_step, .Lfunc_end0-bitonic_step
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 244
; NumSgprs: 16
; NumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 11
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
	.protected	bitonic_local           ; -- Begin function bitonic_local
	.globl	bitonic_local
	.p2align	8
	.type	bitonic_local,@function
bitonic_local:                          ; @bitonic_local
; %bb.0:
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	s_mov_b32 s7, 0
	s_lshl_b64 s[2:3], s[6:7], 10
	v_lshlrev_b32_e32 v4, 2, v0
	v_add_u32_e32 v5, v4, v4
	s_waitcnt lgkmcnt(0)
	s_add_u32 s2, s0, s2
	s_addc_u32 s3, s1, s3
	global_load_dword v1, v4, s[2:3]
	global_load_dword v2, v4, s[2:3] offset:512
	v_and_b32_e32 v3, 1, v0
	v_cmp_eq_u32_e32 vcc, 0, v3
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v4, v1, v2 offset1:2
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[1:2], v5 offset1:1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s[0:1], v1, v2
	s_xor_b64 s[0:1], vcc, s[0:1]
	s_xor_b64 s[4:5], s[0:1], -1
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB1_2
; %bb.1:
	ds_write2_b32 v5, v2, v1 offset1:1
.LBB1_2:
	s_or_b64 exec, exec, s[0:1]
	v_lshlrev_b32_e32 v7, 1, v0
	v_sub_u32_e32 v1, v7, v3
	v_lshlrev_b32_e32 v6, 2, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[1:2], v6 offset1:2
	v_and_b32_e32 v3, 2, v0
	v_cmp_eq_u32_e32 vcc, 0, v3
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s[0:1], v1, v2
	s_xor_b64 s[0:1], vcc, s[0:1]
	s_xor_b64 s[0:1], s[0:1], -1
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_xor_b64 s[0:1], exec, s[4:5]
	s_cbranch_execz .LBB1_4
; %bb.3:
	ds_write2_b32 v6, v2, v1 offset1:2
.LBB1_4:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[1:2], v5 offset1:1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s[0:1], v1, v2
	s_xor_b64 s[0:1], vcc, s[0:1]
	s_xor_b64 s[4:5], s[0:1], -1
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB1_6
; %bb.5:
	ds_write2_b32 v5, v2, v1 offset1:1
.LBB1_6:
	s_or_b64 exec, exec, s[0:1]
	v_and_b32_e32 v1, 3, v0
	v_sub_u32_e32 v1, v7, v1
	v_lshlrev_b32_e32 v3, 2, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[1:2], v3 offset1:4
	v_and_b32_e32 v8, 4, v0
	v_cmp_eq_u32_e32 vcc, 0, v8
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s[0:1], v1, v2
	s_xor_b64 s[0:1], vcc, s[0:1]
	s_xor_b64 s[4:5], s[0:1], -1
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB1_8
; %bb.7:
	ds_write2_b32 v3, v2, v1 offset1:4
.LBB1_8:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[1:2], v6 offset1:2
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s[0:1], v1, v2
	s_xor_b64 s[0:1], vcc, s[0:1]
	s_xor_b64 s[4:5], s[0:1], -1
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB1_10
; %bb.9:
	ds_write2_b32 v6, v2, v1 offset1:2
.LBB1_10:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[1:2], v5 offset1:1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s[0:1], v1, v2
	s_xor_b64 s[0:1], vcc, s[0:1]
	s_xor_b64 s[4:5], s[0:1], -1
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB1_12
; %bb.11:
	ds_write2_b32 v5, v2, v1 offset1:1
.LBB1_12:
	s_or_b64 exec, exec, s[0:1]
	v_and_b32_e32 v1, 7, v0
	v_sub_u32_e32 v1, v7, v1
	v_lshlrev_b32_e32 v8, 2, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[1:2], v8 offset1:8
	v_and_b32_e32 v9, 8, v0
	v_cmp_eq_u32_e32 vcc, 0, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s[0:1], v1, v2
	s_xor_b64 s[0:1], vcc, s[0:1]
	s_xor_b64 s[4:5], s[0:1], -1
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB1_14
; %bb.13:
	ds_write2_b32 v8, v2, v1 offset1:8
.LBB1_14:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[1:2], v3 offset1:4
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s[0:1], v1, v2
	s_xor_b64 s[0:1], vcc, s[0:1]
	s_xor_b64 s[4:5], s[0:1], -1
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB1_16
; %bb.15:
	ds_write2_b32 v3, v2, v1 offset1:4
.LBB1_16:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[1:2], v6 offset1:2
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s[0:1], v1, v2
	s_xor_b64 s[0:1], vcc, s[0:1]
	s_xor_b64 s[4:5], s[0:1], -1
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB1_18
; %bb.17:
	ds_write2_b32 v6, v2, v1 offset1:2
.LBB1_18:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[1:2], v5 offset1:1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s[0:1], v1, v2
	s_xor_b64 s[0:1], vcc, s[0:1]
	s_xor_b64 s[4:5], s[0:1], -1
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB1_20
; %bb.19:
	ds_write2_b32 v5, v2, v1 offset1:1
.LBB1_20:
	s_or_b64 exec, exec, s[0:1]
	v_and_b32_e32 v1, 15, v0
	v_sub_u32_e32 v1, v7, v1
	v_lshlrev_b32_e32 v9, 2, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[1:2], v9 offset1:16
	v_and_b32_e32 v10, 16, v0
	v_cmp_eq_u32_e32 vcc, 0, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s[0:1], v1, v2
	s_xor_b64 s[0:1], vcc, s[0:1]
	s_xor_b64 s[4:5], s[0:1], -1
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB1_22
; %bb.21:
	ds_write2_b32 v9, v2, v1 offset1:16
.LBB1_22:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[1:2], v8 offset1:8
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s[0:1], v1, v2
	s_xor_b64 s[0:1], vcc, s[0:1]
	s_xor_b64 s[4:5], s[0:1], -1
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB1_24
; %bb.23:
	ds_write2_b32 v8, v2, v1 offset1:8
.LBB1_24:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[1:2], v3 offset1:4
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s[0:1], v1, v2
	s_xor_b64 s[0:1], vcc, s[0:1]
	s_xor_b64 s[4:5], s[0:1], -1
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB1_26
; %bb.25:
	ds_write2_b32 v3, v2, v1 offset1:4
.LBB1_26:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[1:2], v6 offset1:2
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s[0:1], v1, v2
	s_xor_b64 s[0:1], vcc, s[0:1]
	s_xor_b64 s[4:5], s[0:1], -1
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB1_28
; %bb.27:
	ds_write2_b32 v6, v2, v1 offset1:2
.LBB1_28:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[1:2], v5 offset1:1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s[0:1], v1, v2
	s_xor_b64 s[0:1], vcc, s[0:1]
	s_xor_b64 s[4:5], s[0:1], -1
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB1_30
; %bb.29:
	ds_write2_b32 v5, v2, v1 offset1:1
.LBB1_30:
	s_or_b64 exec, exec, s[0:1]
	v_and_b32_e32 v1, 31, v0
	v_sub_u32_e32 v1, v7, v1
	v_lshlrev_b32_e32 v10, 2, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[1:2], v10 offset1:32
	v_and_b32_e32 v11, 32, v0
	v_cmp_eq_u32_e32 vcc, 0, v11
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s[0:1], v1, v2
	s_xor_b64 s[0:1], vcc, s[0:1]
	s_xor_b64 s[4:5], s[0:1], -1
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB1_32
; %bb.31:
	ds_write2_b32 v10, v2, v1 offset1:32
.LBB1_32:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[1:2], v9 offset1:16
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s[0:1], v1, v2
	s_xor_b64 s[0:1], vcc, s[0:1]
	s_xor_b64 s[4:5], s[0:1], -1
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB1_34
; %bb.33:
	ds_write2_b32 v9, v2, v1 offset1:16
.LBB1_34:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[1:2], v8 offset1:8
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s[0:1], v1, v2
	s_xor_b64 s[0:1], vcc, s[0:1]
	s_xor_b64 s[4:5], s[0:1], -1
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB1_36
; %bb.35:
	ds_write2_b32 v8, v2, v1 offset1:8
.LBB1_36:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[1:2], v3 offset1:4
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s[0:1], v1, v2
	s_xor_b64 s[0:1], vcc, s[0:1]
	s_xor_b64 s[4:5], s[0:1], -1
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB1_38
; %bb.37:
	ds_write2_b32 v3, v2, v1 offset1:4
.LBB1_38:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[1:2], v6 offset1:2
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s[0:1], v1, v2
	s_xor_b64 s[0:1], vcc, s[0:1]
	s_xor_b64 s[4:5], s[0:1], -1
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB1_40
; %bb.39:
	ds_write2_b32 v6, v2, v1 offset1:2
.LBB1_40:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[1:2], v5 offset1:1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s[0:1], v1, v2
	s_xor_b64 s[0:1], vcc, s[0:1]
	s_xor_b64 s[4:5], s[0:1], -1
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB1_42
; %bb.41:
	ds_write2_b32 v5, v2, v1 offset1:1
.LBB1_42:
	s_or_b64 exec, exec, s[0:1]
	v_and_b32_e32 v1, 63, v0
	v_sub_u32_e32 v1, v7, v1
	v_lshlrev_b32_e32 v11, 2, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2st64_b32 v[1:2], v11 offset1:1
	v_and_b32_e32 v12, 64, v0
	v_cmp_eq_u32_e32 vcc, 0, v12
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s[0:1], v1, v2
	s_xor_b64 s[0:1], vcc, s[0:1]
	s_xor_b64 s[4:5], s[0:1], -1
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB1_44
; %bb.43:
	ds_write2st64_b32 v11, v2, v1 offset1:1
.LBB1_44:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[1:2], v10 offset1:32
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s[0:1], v1, v2
	s_xor_b64 s[0:1], vcc, s[0:1]
	s_xor_b64 s[4:5], s[0:1], -1
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB1_46
; %bb.45:
	ds_write2_b32 v10, v2, v1 offset1:32
.LBB1_46:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[1:2], v9 offset1:16
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s[0:1], v1, v2
	s_xor_b64 s[0:1], vcc, s[0:1]
	s_xor_b64 s[4:5], s[0:1], -1
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB1_48
; %bb.47:
	ds_write2_b32 v9, v2, v1 offset1:16
.LBB1_48:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[1:2], v8 offset1:8
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s[0:1], v1, v2
	s_xor_b64 s[0:1], vcc, s[0:1]
	s_xor_b64 s[4:5], s[0:1], -1
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB1_50
; %bb.49:
	ds_write2_b32 v8, v2, v1 offset1:8
.LBB1_50:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[1:2], v3 offset1:4
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s[0:1], v1, v2
	s_xor_b64 s[0:1], vcc, s[0:1]
	s_xor_b64 s[4:5], s[0:1], -1
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB1_52
; %bb.51:
	ds_write2_b32 v3, v2, v1 offset1:4
.LBB1_52:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[1:2], v6 offset1:2
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s[0:1], v1, v2
	s_xor_b64 s[0:1], vcc, s[0:1]
	s_xor_b64 s[4:5], s[0:1], -1
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB1_54
; %bb.53:
	ds_write2_b32 v6, v2, v1 offset1:2
.LBB1_54:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[1:2], v5 offset1:1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s[0:1], v1, v2
	s_xor_b64 s[0:1], vcc, s[0:1]
	s_xor_b64 s[4:5], s[0:1], -1
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB1_56
; %bb.55:
	ds_write2_b32 v5, v2, v1 offset1:1
.LBB1_56:
	s_or_b64 exec, exec, s[0:1]
	v_sub_u32_e32 v0, v7, v0
	v_lshlrev_b32_e32 v2, 2, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2st64_b32 v[0:1], v2 offset1:2
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, v0, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_58
; %bb.57:
	ds_write2st64_b32 v2, v1, v0 offset1:2
.LBB1_58:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2st64_b32 v[0:1], v11 offset1:1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, v0, v1
	s_xor_b64 s[0:1], -1, vcc
	s_xor_b64 s[4:5], s[0:1], -1
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB1_60
; %bb.59:
	ds_write2st64_b32 v11, v1, v0 offset1:1
.LBB1_60:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[0:1], v10 offset1:32
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, v0, v1
	s_xor_b64 s[0:1], -1, vcc
	s_xor_b64 s[4:5], s[0:1], -1
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB1_62
; %bb.61:
	ds_write2_b32 v10, v1, v0 offset1:32
.LBB1_62:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[0:1], v9 offset1:16
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, v0, v1
	s_xor_b64 s[0:1], -1, vcc
	s_xor_b64 s[4:5], s[0:1], -1
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB1_64
; %bb.63:
	ds_write2_b32 v9, v1, v0 offset1:16
.LBB1_64:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[0:1], v8 offset1:8
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, v0, v1
	s_xor_b64 s[0:1], -1, vcc
	s_xor_b64 s[4:5], s[0:1], -1
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB1_66
; %bb.65:
	ds_write2_b32 v8, v1, v0 offset1:8
.LBB1_66:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[0:1], v3 offset1:4
	v_mov_b32_e32 v7, s3
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, v0, v1
	s_xor_b64 s[0:1], -1, vcc
	s_xor_b64 s[4:5], s[0:1], -1
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB1_68
; %bb.67:
	ds_write2_b32 v3, v1, v0 offset1:4
.LBB1_68:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[2:3], v6 offset1:2
	v_add_co_u32_e32 v0, vcc, s2, v4
	v_addc_co_u32_e32 v1, vcc, 0, v7, vcc
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, v2, v3
	s_xor_b64 s[0:1], -1, vcc
	s_xor_b64 s[2:3], s[0:1], -1
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB1_70
; %bb.69:
	ds_write2_b32 v6, v3, v2 offset1:2
.LBB1_70:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[2:3], v5 offset1:1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, v2, v3
	s_xor_b64 s[0:1], -1, vcc
	s_xor_b64 s[2:3], s[0:1], -1
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB1_72
; %bb.71:
	ds_write2_b32 v5, v3, v2 offset1:1
.LBB1_72:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2st64_b32 v[2:3], v4 offset1:2
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v2, off
	global_store_dword v[0:1], v3, off offset:512
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel bitonic_local
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
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
		.amdhsa_next_free_sgpr 8
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
	.size	bitonic_local, .Lfunc_end1-bitonic_local
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2232
; NumSgprs: 12
; NumVgprs: 13
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 13
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
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
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           bitonic_step
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         bitonic_step.kd
    .uses_dynamic_stack: false
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 128
    .name:           bitonic_local
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 128
      - 1
      - 1
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         bitonic_local.kd
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx906
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
