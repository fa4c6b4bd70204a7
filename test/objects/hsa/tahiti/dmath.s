	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx600"
	.amdhsa_code_object_version 5
	.protected	dmath                   ; -- Begin function dmath
	.globl	dmath
	.p2align	8
	.type	dmath,@function
dmath:                                  ; @dmath
; %bb.0:
	s_load_dword s9, s[4:5], 0x1
	s_load_dwordx8 s[0:7], s[6:7], 0x0
	v_mov_b32_e32 v1, s8
	s_mov_b32 s11, 0x100f000
	s_mov_b32 s10, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s9, s9, 0xffff
	v_mul_hi_u32 v1, s9, v1
	s_mul_i32 s9, s9, s8
	v_add_i32_e32 v4, vcc, s9, v0
	v_addc_u32_e32 v5, vcc, 0, v1, vcc
	v_lshl_b64 v[0:1], v[4:5], 3
	s_mov_b64 s[8:9], s[0:1]
	buffer_load_dwordx2 v[6:7], v[0:1], s[8:11], 0 addr64
	s_mov_b64 s[8:9], s[2:3]
	buffer_load_dwordx2 v[8:9], v[0:1], s[8:11], 0 addr64
	s_mov_b32 s0, 0
	s_brev_b32 s1, 8
	s_mov_b32 s2, 0
	s_mov_b32 s3, 0x400a0000
	s_movk_i32 s12, 0xfc01
	s_mov_b32 s8, -1
	s_mov_b32 s9, 0xfffff
	v_mov_b32_e32 v26, 0xffffff80
	v_mov_b32_e32 v27, 0x260
	v_mov_b32_e32 v10, -1
	v_mov_b32_e32 v11, 0x3fefffff
	s_mov_b32 s14, 0xa2000000
	s_mov_b32 s15, 0x426d1a94
	v_mul_lo_u32 v5, v5, 24
	s_waitcnt vmcnt(1)
	v_cmp_lt_f64_e64 s[0:1], |v[6:7]|, s[0:1]
	v_cndmask_b32_e64 v0, 0, 1, s[0:1]
	v_lshlrev_b32_e32 v12, 8, v0
	s_waitcnt vmcnt(0)
	v_mul_f64 v[2:3], v[8:9], s[2:3]
	v_ldexp_f64 v[12:13], |v[6:7]|, v12
	v_bfe_u32 v18, v3, 20, 11
	v_rsq_f64_e32 v[16:17], v[12:13]
	v_add_i32_e32 v22, vcc, s12, v18
	v_add_f64 v[0:1], v[8:9], 2.0
	v_lshr_b64 v[18:19], s[8:9], v22
	v_div_scale_f64 v[14:15], s[2:3], v[0:1], v[0:1], v[6:7]
	v_not_b32_e32 v21, v19
	v_not_b32_e32 v23, v18
	v_mul_f64 v[18:19], v[12:13], v[16:17]
	v_mul_f64 v[16:17], v[16:17], 0.5
	v_and_b32_e32 v20, 0x80000000, v3
	v_and_b32_e32 v21, v3, v21
	v_cmp_gt_i32_e32 vcc, 0, v22
	v_and_b32_e32 v23, v2, v23
	v_cndmask_b32_e32 v24, v21, v20, vcc
	v_fma_f64 v[20:21], -v[16:17], v[18:19], 0.5
	v_cndmask_b32_e64 v23, v23, 0, vcc
	v_cmp_lt_i32_e32 vcc, 51, v22
	v_cndmask_b32_e32 v2, v23, v2, vcc
	v_rcp_f64_e32 v[22:23], v[14:15]
	v_fma_f64 v[18:19], v[18:19], v[20:21], v[18:19]
	v_fma_f64 v[16:17], v[16:17], v[20:21], v[16:17]
	v_fma_f64 v[20:21], -v[18:19], v[18:19], v[12:13]
	v_cndmask_b32_e32 v3, v24, v3, vcc
	v_fma_f64 v[24:25], -v[14:15], v[22:23], 1.0
	v_fma_f64 v[18:19], v[20:21], v[16:17], v[18:19]
	v_fma_f64 v[20:21], v[22:23], v[24:25], v[22:23]
	v_fma_f64 v[22:23], -v[18:19], v[18:19], v[12:13]
	v_div_scale_f64 v[24:25], s[2:3], v[6:7], v[0:1], v[6:7]
	v_fma_f64 v[16:17], v[22:23], v[16:17], v[18:19]
	v_fma_f64 v[18:19], -v[14:15], v[20:21], 1.0
	v_cmp_eq_u32_e32 vcc, v1, v15
	v_fma_f64 v[18:19], v[20:21], v[18:19], v[20:21]
	v_cmp_eq_u32_e64 s[2:3], v7, v25
	v_mul_f64 v[20:21], v[24:25], v[18:19]
	s_xor_b64 vcc, s[2:3], vcc
	v_fma_f64 v[14:15], -v[14:15], v[20:21], v[24:25]
	v_cndmask_b32_e64 v26, 0, v26, s[0:1]
	v_div_fmas_f64 v[14:15], v[14:15], v[18:19], v[20:21]
	v_mul_f64 v[18:19], v[6:7], 0.5
	v_ldexp_f64 v[16:17], v[16:17], v26
	v_cmp_class_f64_e32 vcc, v[12:13], v27
	v_max_f64 v[22:23], s[6:7], s[6:7]
	v_max_f64 v[24:25], v[6:7], v[6:7]
	v_max_f64 v[20:21], v[8:9], v[8:9]
	v_cndmask_b32_e32 v13, v17, v13, vcc
	v_cndmask_b32_e32 v12, v16, v12, vcc
	v_fma_f64 v[16:17], v[6:7], v[8:9], s[6:7]
	v_fract_f64_e32 v[26:27], v[18:19]
	v_max_f64 v[22:23], v[24:25], v[22:23]
	v_min_f64 v[20:21], v[24:25], v[20:21]
	v_min_f64 v[24:25], v[26:27], v[10:11]
	v_max_f64 v[26:27], v[16:17], -1.0
	v_cmp_class_f64_e64 vcc, v[18:19], 3
	v_min_f64 v[26:27], v[26:27], 1.0
	v_cndmask_b32_e32 v24, v24, v18, vcc
	v_add_f64 v[20:21], v[20:21], v[26:27]
	v_cndmask_b32_e32 v25, v25, v19, vcc
	v_add_f64 v[20:21], v[20:21], -v[22:23]
	v_fma_f64 v[22:23], v[8:9], v[8:9], 1.0
	v_add_f64 v[18:19], v[18:19], -v[24:25]
	v_rsq_f64_e32 v[22:23], v[22:23]
	v_div_fixup_f64 v[0:1], v[14:15], v[0:1], v[6:7]
	s_mov_b32 s0, 0
	s_mov_b32 s2, 0x97bdf747
	v_add_f64 v[2:3], v[18:19], v[2:3]
	v_mul_f64 v[18:19], v[8:9], s[14:15]
	v_add_f64 v[12:13], v[12:13], v[22:23]
	v_ldexp_f64 v[14:15], v[0:1], -3
	s_mov_b32 s1, 0x40590000
	v_mov_b32_e32 v26, 0x18abc870
	v_mov_b32_e32 v27, 0x3fa55553
	s_mov_b32 s3, 0x3f81110c
	s_mov_b32 s6, 0xc62af21c
	v_mul_f64 v[24:25], v[6:7], s[0:1]
	v_fma_f64 v[26:27], v[6:7], s[2:3], v[26:27]
	v_add_f64 v[0:1], v[0:1], v[12:13]
	v_add_f64 v[12:13], v[2:3], v[14:15]
	v_bfe_u32 v2, v19, 20, 11
	s_mov_b32 s7, 0x3fc55554
	v_add_i32_e32 v22, vcc, s12, v2
	v_fma_f64 v[26:27], v[26:27], v[6:7], s[6:7]
	v_cvt_i32_f64_e32 v28, v[24:25]
	v_lshr_b64 v[2:3], s[8:9], v22
	v_fma_f64 v[26:27], v[26:27], v[6:7], 0.5
	v_not_b32_e32 v3, v3
	v_not_b32_e32 v2, v2
	v_and_b32_e32 v3, v19, v3
	v_and_b32_e32 v23, 0x80000000, v19
	v_cmp_gt_i32_e32 vcc, 0, v22
	v_and_b32_e32 v2, v18, v2
	v_fma_f64 v[26:27], v[26:27], v[6:7], 1.0
	v_cvt_f64_i32_e32 v[14:15], v28
	v_cndmask_b32_e32 v3, v3, v23, vcc
	v_cndmask_b32_e64 v2, v2, 0, vcc
	v_cmp_lt_i32_e32 vcc, 51, v22
	v_cndmask_b32_e32 v19, v3, v19, vcc
	v_cndmask_b32_e32 v18, v2, v18, vcc
	s_movk_i32 s0, 0xffe0
	v_fma_f64 v[24:25], v[26:27], v[6:7], 1.0
	v_ldexp_f64 v[22:23], v[18:19], s0
	v_fma_f64 v[2:3], v[20:21], v[24:25], v[14:15]
	v_fract_f64_e32 v[14:15], v[22:23]
	v_cmp_class_f64_e64 vcc, v[22:23], 3
	v_min_f64 v[10:11], v[14:15], v[10:11]
	s_mov_b32 s0, 0
	v_cndmask_b32_e32 v10, v10, v22, vcc
	v_cndmask_b32_e32 v11, v11, v23, vcc
	v_add_f64 v[10:11], v[22:23], -v[10:11]
	s_mov_b32 s1, 0xc1f00000
	v_add_f64 v[0:1], v[0:1], v[12:13]
	v_fma_f64 v[12:13], v[10:11], s[0:1], v[18:19]
	v_cvt_i32_f64_e32 v10, v[10:11]
	v_cvt_u32_f64_e32 v12, v[12:13]
	v_mul_hi_u32 v14, v4, 24
	v_cvt_f32_f64_e32 v15, v[16:17]
	v_cvt_f64_i32_e32 v[10:11], v10
	v_cvt_f64_u32_e32 v[12:13], v12
	v_add_i32_e32 v5, vcc, v14, v5
	v_ldexp_f64 v[10:11], v[10:11], 32
	v_cvt_f64_f32_e32 v[14:15], v15
	v_add_f64 v[10:11], v[10:11], v[12:13]
	v_mul_lo_u32 v4, v4, 24
	v_cmp_lt_f64_e32 vcc, v[6:7], v[8:9]
	v_add_f64 v[10:11], v[10:11], v[14:15]
	v_cndmask_b32_e32 v7, v9, v7, vcc
	v_cndmask_b32_e32 v6, v8, v6, vcc
	s_mov_b64 s[6:7], s[10:11]
	v_add_f64 v[6:7], v[6:7], v[10:11]
	buffer_store_dwordx4 v[0:3], v[4:5], s[4:7], 0 addr64
	buffer_store_dwordx2 v[6:7], v[4:5], s[4:7], 0 addr64 offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel dmath
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
		.amdhsa_next_free_vgpr 29
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
	.size	dmath, .Lfunc_end0-dmath
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1072
; NumSgprs: 18
; NumVgprs: 29
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 29
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	ddot                    ; -- Begin function ddot
	.globl	ddot
	.p2align	8
	.type	ddot,@function
ddot:                                   ; @ddot
; %bb.0:
	s_load_dword s3, s[4:5], 0x1
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_load_dwordx2 s[0:1], s[6:7], 0x4
	s_load_dword s2, s[6:7], 0x6
	v_mov_b32_e32 v1, s8
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	v_mul_hi_u32 v1, s3, v1
	s_mul_i32 s3, s3, s8
	v_add_i32_e32 v0, vcc, s3, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	s_cmp_eq_u32 s2, 0
	s_mov_b32 s6, 0
	s_cbranch_scc1 .LBB1_3
; %bb.1:
	v_mul_lo_u32 v3, v1, s2
	v_mul_hi_u32 v4, v0, s2
	v_mul_lo_u32 v2, v0, s2
	v_mov_b32_e32 v5, s13
	s_mov_b32 s7, 0x100f000
	v_add_i32_e32 v3, vcc, v4, v3
	v_lshl_b64 v[2:3], v[2:3], 3
	s_mov_b32 s4, s6
	v_add_i32_e32 v4, vcc, s12, v2
	v_addc_u32_e32 v5, vcc, v5, v3, vcc
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	s_mov_b32 s5, s6
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	buffer_load_dwordx2 v[6:7], v[4:5], s[4:7], 0 addr64
	s_load_dwordx2 s[8:9], s[14:15], 0x0
	s_add_i32 s2, s2, -1
	s_add_u32 s14, s14, 8
	v_add_i32_e32 v4, vcc, 8, v4
	s_addc_u32 s15, s15, 0
	s_cmp_eq_u32 s2, 0
	v_addc_u32_e32 v5, vcc, 0, v5, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fma_f64 v[2:3], v[6:7], s[8:9], v[2:3]
	s_cbranch_scc0 .LBB1_2
	s_branch .LBB1_4
.LBB1_3:
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
.LBB1_4:
	v_lshl_b64 v[0:1], v[0:1], 3
	s_mov_b32 s3, 0x100f000
	s_mov_b32 s2, 0
	buffer_store_dwordx2 v[2:3], v[0:1], s[0:3], 0 addr64
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel ddot
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
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
		.amdhsa_next_free_vgpr 8
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
.Lfunc_end1:
	.size	ddot, .Lfunc_end1-ddot
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 232
; NumSgprs: 18
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 8
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
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           8
        .type_name:      double
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           dmath
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         dmath.kd
    .uses_dynamic_stack: false
    .vgpr_count:     29
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           ddot
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         ddot.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx600
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
