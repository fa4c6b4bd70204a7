	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx906"
	.amdhsa_code_object_version 5
	.protected	particles               ; -- Begin function particles
	.globl	particles
	.p2align	8
	.type	particles,@function
particles:                              ; @particles
; %bb.0:
	s_load_dword s1, s[4:5], 0x4
	s_load_dword s0, s[6:7], 0x24
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s8
	s_waitcnt lgkmcnt(0)
	s_and_b32 s1, s1, 0xffff
	v_mad_u64_u32 v[0:1], s[2:3], s1, v2, v[0:1]
	s_mov_b32 s1, 0
	v_cmp_gt_u64_e32 vcc, s[0:1], v[0:1]
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_load_dwordx8 s[8:15], s[6:7], 0x0
	v_mul_lo_u32 v16, v1, 36
	s_add_i32 s0, s0, -1
	v_sub_co_u32_e32 v12, vcc, s0, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s8
	v_mov_b32_e32 v3, s9
	v_mad_u64_u32 v[10:11], s[2:3], v0, 36, v[2:3]
	v_mad_u64_u32 v[12:13], s[0:1], v12, 36, s[10:11]
	v_add_u32_e32 v11, v16, v11
	global_load_dwordx4 v[2:5], v[10:11], off
	global_load_dwordx4 v[6:9], v[10:11], off offset:16
	global_load_ushort v17, v[10:11], off offset:32
	v_subb_co_u32_e32 v1, vcc, 0, v1, vcc
	v_mad_u64_u32 v[14:15], s[0:1], v0, 36, s[10:11]
	v_mov_b32_e32 v0, v13
	v_mad_u64_u32 v[0:1], s[0:1], v1, 36, v[0:1]
	s_load_dword s0, s[6:7], 0x20
	v_mov_b32_e32 v1, s12
	v_mov_b32_e32 v13, v0
	v_add_u32_e32 v15, v16, v15
	s_waitcnt vmcnt(2)
	v_fma_f32 v0, s13, v1, v5
	s_waitcnt vmcnt(1)
	v_fma_f32 v6, s14, v1, v6
	v_fma_f32 v1, s15, v1, v7
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v5, s0, v0
	v_mul_f32_e32 v0, s0, v6
	v_mul_f32_e32 v7, s0, v1
	v_fma_f32 v1, s12, v0, v3
	v_cmp_gt_f32_e32 vcc, 0, v1
	v_and_b32_e32 v16, 0xff, v9
	v_fma_f32 v2, s12, v5, v2
	v_fmac_f32_e32 v4, s12, v7
	v_cndmask_b32_e64 v3, v1, -v1, vcc
	global_store_short v[14:15], v16, off offset:34
	v_cndmask_b32_e64 v16, 0, 1, vcc
	v_cndmask_b32_e64 v6, v0, -v0, vcc
	global_store_dwordx4 v[14:15], v[2:5], off
	global_store_dwordx4 v[14:15], v[6:9], off offset:16
	s_waitcnt vmcnt(3)
	v_or_b32_e32 v16, v17, v16
	global_load_dwordx3 v[4:6], v[12:13], off offset:16
	global_load_dwordx4 v[0:3], v[12:13], off
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v6, 0.5, v6
	global_store_short v[14:15], v16, off offset:32
	global_load_dwordx2 v[7:8], v[12:13], off offset:28
	s_waitcnt vmcnt(2)
	global_store_dwordx4 v[10:11], v[0:3], off
	global_store_dwordx3 v[10:11], v[4:6], off offset:16
	s_waitcnt vmcnt(2)
	global_store_dwordx2 v[10:11], v[7:8], off offset:28
.LBB0_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel particles
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
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
	.size	particles, .Lfunc_end0-particles
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 396
; NumSgprs: 20
; NumVgprs: 18
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 20
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
	.protected	private_array           ; -- Begin function private_array
	.globl	private_array
	.p2align	8
	.type	private_array,@function
private_array:                          ; @private_array
; %bb.0:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s8
	s_movk_i32 s2, 0xffe4
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[8:9], s[0:1], s0, v2, v[0:1]
	v_mov_b32_e32 v2, s13
	v_lshlrev_b64 v[0:1], 5, v[8:9]
	v_add_co_u32_e32 v10, vcc, s12, v0
	v_addc_co_u32_e32 v11, vcc, v2, v1, vcc
	v_mad_u64_u32 v[12:13], s[0:1], v8, s2, v[10:11]
	v_mad_i32_i24 v0, v9, s2, v13
	v_sub_u32_e32 v13, v0, v8
	global_load_dword v14, v[12:13], off
	global_load_dwordx4 v[0:3], v[10:11], off
	global_load_dwordx4 v[4:7], v[10:11], off offset:16
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v10, 7, v14
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_waitcnt vmcnt(1)
	v_cndmask_b32_e32 v16, v0, v1, vcc
	v_cmp_eq_u32_e64 s[0:1], 2, v10
	v_cndmask_b32_e64 v16, v16, v2, s[0:1]
	v_cmp_eq_u32_e64 s[2:3], 3, v10
	v_cndmask_b32_e64 v16, v16, v3, s[2:3]
	v_cmp_eq_u32_e64 s[4:5], 4, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v16, v16, v4, s[4:5]
	v_cmp_eq_u32_e64 s[6:7], 5, v10
	v_cndmask_b32_e64 v16, v16, v5, s[6:7]
	v_cmp_eq_u32_e64 s[8:9], 6, v10
	v_cndmask_b32_e64 v16, v16, v6, s[8:9]
	v_cmp_eq_u32_e64 s[10:11], 7, v10
	v_cndmask_b32_e64 v16, v16, v7, s[10:11]
	v_add_u32_e32 v11, 1, v14
	v_add_u32_e32 v16, 1, v16
	v_add_u32_e32 v12, 2, v14
	v_and_b32_e32 v11, 7, v11
	v_cndmask_b32_e64 v2, v2, v16, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 0, v10
	v_add_u32_e32 v13, 3, v14
	v_and_b32_e32 v12, 7, v12
	v_xor_b32_e32 v17, 4, v10
	v_cndmask_b32_e32 v10, v1, v16, vcc
	v_cndmask_b32_e64 v18, v0, v16, s[0:1]
	v_cmp_eq_u32_e32 vcc, 1, v11
	v_and_b32_e32 v13, 7, v13
	v_cndmask_b32_e32 v0, v18, v10, vcc
	v_cmp_eq_u32_e32 vcc, 1, v12
	v_cndmask_b32_e32 v19, v18, v10, vcc
	v_cmp_eq_u32_e32 vcc, 1, v13
	v_cndmask_b32_e32 v20, v18, v10, vcc
	v_cmp_eq_u32_e32 vcc, 2, v11
	v_cndmask_b32_e64 v3, v3, v16, s[2:3]
	v_cndmask_b32_e32 v0, v0, v2, vcc
	v_cmp_eq_u32_e32 vcc, 3, v11
	v_cndmask_b32_e64 v4, v4, v16, s[4:5]
	v_cndmask_b32_e32 v0, v0, v3, vcc
	v_cmp_eq_u32_e32 vcc, 4, v11
	v_cndmask_b32_e64 v5, v5, v16, s[6:7]
	v_cndmask_b32_e32 v0, v0, v4, vcc
	v_cmp_eq_u32_e32 vcc, 5, v11
	v_cndmask_b32_e64 v6, v6, v16, s[8:9]
	v_cndmask_b32_e32 v0, v0, v5, vcc
	v_cmp_eq_u32_e32 vcc, 6, v11
	v_cndmask_b32_e64 v7, v7, v16, s[10:11]
	v_cndmask_b32_e32 v0, v0, v6, vcc
	v_cmp_eq_u32_e32 vcc, 7, v11
	v_cndmask_b32_e32 v0, v0, v7, vcc
	v_cmp_eq_u32_e32 vcc, 1, v17
	v_mad_u64_u32 v[0:1], s[0:1], v16, 31, v[0:1]
	v_cndmask_b32_e32 v11, v18, v10, vcc
	v_cmp_eq_u32_e32 vcc, 2, v12
	v_cndmask_b32_e32 v1, v19, v2, vcc
	v_cmp_eq_u32_e32 vcc, 3, v12
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_cmp_eq_u32_e32 vcc, 4, v12
	v_cndmask_b32_e32 v1, v1, v4, vcc
	v_cmp_eq_u32_e32 vcc, 5, v12
	v_cndmask_b32_e32 v1, v1, v5, vcc
	v_cmp_eq_u32_e32 vcc, 6, v12
	v_add_u32_e32 v15, 5, v14
	v_cndmask_b32_e32 v1, v1, v6, vcc
	v_cmp_eq_u32_e32 vcc, 7, v12
	v_and_b32_e32 v15, 7, v15
	v_cndmask_b32_e32 v1, v1, v7, vcc
	v_mad_u64_u32 v[0:1], s[0:1], v0, 31, v[1:2]
	v_cmp_eq_u32_e32 vcc, 1, v15
	v_cndmask_b32_e32 v1, v18, v10, vcc
	v_cmp_eq_u32_e32 vcc, 2, v13
	v_cndmask_b32_e32 v12, v20, v2, vcc
	v_cmp_eq_u32_e32 vcc, 2, v17
	v_cndmask_b32_e32 v11, v11, v2, vcc
	v_cmp_eq_u32_e32 vcc, 2, v15
	v_cndmask_b32_e32 v1, v1, v2, vcc
	v_cmp_eq_u32_e32 vcc, 3, v13
	v_cndmask_b32_e32 v12, v12, v3, vcc
	v_cmp_eq_u32_e32 vcc, 3, v17
	v_cndmask_b32_e32 v11, v11, v3, vcc
	v_cmp_eq_u32_e32 vcc, 3, v15
	v_cndmask_b32_e32 v16, v1, v3, vcc
	v_cmp_eq_u32_e32 vcc, 4, v13
	v_cndmask_b32_e32 v1, v12, v4, vcc
	v_cmp_eq_u32_e32 vcc, 4, v17
	v_cndmask_b32_e32 v11, v11, v4, vcc
	v_cmp_eq_u32_e32 vcc, 5, v13
	v_cndmask_b32_e32 v1, v1, v5, vcc
	v_cmp_eq_u32_e32 vcc, 5, v17
	v_cndmask_b32_e32 v11, v11, v5, vcc
	v_cmp_eq_u32_e32 vcc, 6, v13
	v_cndmask_b32_e32 v1, v1, v6, vcc
	v_cmp_eq_u32_e32 vcc, 6, v17
	v_cndmask_b32_e32 v11, v11, v6, vcc
	v_cmp_eq_u32_e32 vcc, 7, v13
	v_cndmask_b32_e32 v1, v1, v7, vcc
	v_mad_u64_u32 v[0:1], s[0:1], v0, 31, v[1:2]
	v_cmp_eq_u32_e32 vcc, 7, v17
	v_cndmask_b32_e32 v1, v11, v7, vcc
	v_mad_u64_u32 v[0:1], s[0:1], v0, 31, v[1:2]
	v_cmp_eq_u32_e32 vcc, 4, v15
	v_cndmask_b32_e32 v1, v16, v4, vcc
	v_cmp_eq_u32_e32 vcc, 5, v15
	v_cndmask_b32_e32 v1, v1, v5, vcc
	v_cmp_eq_u32_e32 vcc, 6, v15
	v_cndmask_b32_e32 v1, v1, v6, vcc
	v_cmp_eq_u32_e32 vcc, 7, v15
	v_cndmask_b32_e32 v1, v1, v7, vcc
	v_mad_u64_u32 v[0:1], s[0:1], v0, 31, v[1:2]
	v_add_u32_e32 v1, 6, v14
	v_and_b32_e32 v1, 7, v1
	v_cmp_eq_u32_e32 vcc, 1, v1
	v_cndmask_b32_e32 v11, v18, v10, vcc
	v_cmp_eq_u32_e32 vcc, 2, v1
	v_cndmask_b32_e32 v11, v11, v2, vcc
	v_cmp_eq_u32_e32 vcc, 3, v1
	v_cndmask_b32_e32 v11, v11, v3, vcc
	v_cmp_eq_u32_e32 vcc, 4, v1
	v_cndmask_b32_e32 v11, v11, v4, vcc
	v_cmp_eq_u32_e32 vcc, 5, v1
	v_cndmask_b32_e32 v11, v11, v5, vcc
	v_cmp_eq_u32_e32 vcc, 6, v1
	v_cndmask_b32_e32 v11, v11, v6, vcc
	v_cmp_eq_u32_e32 vcc, 7, v1
	v_cndmask_b32_e32 v1, v11, v7, vcc
	v_mad_u64_u32 v[0:1], s[0:1], v0, 31, v[1:2]
	v_add_u32_e32 v1, -1, v14
	v_and_b32_e32 v1, 7, v1
	v_cmp_eq_u32_e32 vcc, 1, v1
	v_cndmask_b32_e32 v10, v18, v10, vcc
	v_cmp_eq_u32_e32 vcc, 2, v1
	v_cndmask_b32_e32 v2, v10, v2, vcc
	v_cmp_eq_u32_e32 vcc, 3, v1
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_eq_u32_e32 vcc, 4, v1
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_cmp_eq_u32_e32 vcc, 5, v1
	v_cndmask_b32_e32 v2, v2, v5, vcc
	v_cmp_eq_u32_e32 vcc, 6, v1
	v_cndmask_b32_e32 v2, v2, v6, vcc
	v_cmp_eq_u32_e32 vcc, 7, v1
	v_cndmask_b32_e32 v1, v2, v7, vcc
	v_mad_u64_u32 v[0:1], s[0:1], v0, 31, v[1:2]
	v_lshlrev_b64 v[1:2], 2, v[8:9]
	v_mov_b32_e32 v3, s15
	v_add_co_u32_e32 v1, vcc, s14, v1
	v_addc_co_u32_e32 v2, vcc, v3, v2, vcc
	global_store_dword v[1:2], v0, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel private_array
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
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
		.amdhsa_next_free_vgpr 21
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
.Lfunc_end1:
	.size	private_array, .Lfunc_end1-private_array
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 836
; NumSgprs: 20
; NumVgprs: 21
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 21
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
        .offset:         0
        .size:           8
        .type_name:      'particle*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'particle*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           24
        .type_name:      params
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           particles
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         particles.kd
    .uses_dynamic_stack: false
    .vgpr_count:     18
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           private_array
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         private_array.kd
    .uses_dynamic_stack: false
    .vgpr_count:     21
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx906
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
