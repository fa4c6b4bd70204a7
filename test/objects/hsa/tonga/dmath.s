	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx802"
	.amdhsa_code_object_version 5
	.protected	dmath                   ; -- Begin function dmath
	.globl	dmath
	.p2align	8
	.type	dmath,@function
dmath:                                  ; @dmath
; %bb.0:
	s_load_dword s9, s[4:5], 0x4
	s_load_dwordx8 s[0:7], s[6:7], 0x0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s8
	s_waitcnt lgkmcnt(0)
	s_and_b32 s9, s9, 0xffff
	v_mad_u64_u32 v[3:4], s[8:9], s9, v2, v[0:1]
	v_mov_b32_e32 v2, s1
	v_lshlrev_b64 v[0:1], 3, v[3:4]
	v_add_u32_e32 v5, vcc, s0, v0
	v_addc_u32_e32 v6, vcc, v2, v1, vcc
	flat_load_dwordx2 v[5:6], v[5:6]
	v_mov_b32_e32 v2, s3
	v_add_u32_e32 v0, vcc, s2, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dwordx2 v[0:1], v[0:1]
	s_mov_b32 s0, 0
	s_brev_b32 s1, 8
	s_waitcnt vmcnt(1)
	v_cmp_lt_f64_e64 vcc, |v[5:6]|, s[0:1]
	s_waitcnt vmcnt(0)
	v_add_f64 v[11:12], v[0:1], 2.0
	v_cndmask_b32_e64 v2, 0, 1, vcc
	v_lshlrev_b32_e32 v2, 8, v2
	v_ldexp_f64 v[7:8], |v[5:6]|, v2
	v_mov_b32_e32 v2, 0xffffff80
	v_cndmask_b32_e32 v2, 0, v2, vcc
	v_div_scale_f64 v[15:16], s[0:1], v[11:12], v[11:12], v[5:6]
	v_rsq_f64_e32 v[9:10], v[7:8]
	v_rcp_f64_e32 v[19:20], v[15:16]
	v_mul_f64 v[13:14], v[7:8], v[9:10]
	v_mul_f64 v[9:10], v[9:10], 0.5
	v_fma_f64 v[17:18], -v[9:10], v[13:14], 0.5
	v_fma_f64 v[13:14], v[13:14], v[17:18], v[13:14]
	v_fma_f64 v[9:10], v[9:10], v[17:18], v[9:10]
	v_fma_f64 v[17:18], -v[13:14], v[13:14], v[7:8]
	v_fma_f64 v[13:14], v[17:18], v[9:10], v[13:14]
	v_fma_f64 v[17:18], -v[15:16], v[19:20], 1.0
	v_fma_f64 v[17:18], v[19:20], v[17:18], v[19:20]
	v_fma_f64 v[19:20], -v[13:14], v[13:14], v[7:8]
	v_fma_f64 v[9:10], v[19:20], v[9:10], v[13:14]
	v_div_scale_f64 v[13:14], s[0:1], v[5:6], v[11:12], v[5:6]
	v_fma_f64 v[19:20], -v[15:16], v[17:18], 1.0
	s_mov_b64 vcc, s[0:1]
	s_mov_b32 s0, 0
	s_mov_b32 s1, 0x400a0000
	v_mul_f64 v[21:22], v[0:1], s[0:1]
	v_ldexp_f64 v[9:10], v[9:10], v2
	s_mov_b32 s0, 0xa2000000
	s_mov_b32 s1, 0x426d1a94
	v_fma_f64 v[17:18], v[17:18], v[19:20], v[17:18]
	v_trunc_f64_e32 v[21:22], v[21:22]
	v_mul_f64 v[19:20], v[13:14], v[17:18]
	v_fma_f64 v[13:14], -v[15:16], v[19:20], v[13:14]
	v_mov_b32_e32 v15, 0x260
	v_cmp_class_f64_e64 s[2:3], v[7:8], v15
	v_max_f64 v[15:16], v[0:1], v[0:1]
	v_div_fmas_f64 v[13:14], v[13:14], v[17:18], v[19:20]
	v_max_f64 v[17:18], v[5:6], v[5:6]
	v_cndmask_b32_e64 v8, v10, v8, s[2:3]
	v_cndmask_b32_e64 v7, v9, v7, s[2:3]
	v_max_f64 v[9:10], s[6:7], s[6:7]
	v_fma_f64 v[19:20], v[5:6], v[0:1], s[6:7]
	v_cmp_lt_f64_e32 vcc, v[5:6], v[0:1]
	v_min_f64 v[15:16], v[17:18], v[15:16]
	v_max_f64 v[9:10], v[17:18], v[9:10]
	v_max_f64 v[17:18], v[19:20], -1.0
	v_min_f64 v[17:18], v[17:18], 1.0
	v_add_f64 v[15:16], v[15:16], v[17:18]
	v_mul_f64 v[17:18], v[5:6], 0.5
	v_add_f64 v[9:10], v[15:16], -v[9:10]
	v_mul_f64 v[15:16], v[0:1], s[0:1]
	v_floor_f64_e32 v[17:18], v[17:18]
	s_movk_i32 s0, 0xffe0
	v_trunc_f64_e32 v[15:16], v[15:16]
	v_add_f64 v[17:18], v[17:18], v[21:22]
	v_ldexp_f64 v[21:22], v[15:16], s0
	s_mov_b32 s0, 0
	s_mov_b32 s1, 0xc1f00000
	v_floor_f64_e32 v[21:22], v[21:22]
	v_fma_f64 v[15:16], v[21:22], s[0:1], v[15:16]
	v_cvt_i32_f64_e32 v2, v[21:22]
	s_mov_b32 s0, 0x97bdf747
	s_mov_b32 s1, 0x3f81110c
	v_cvt_u32_f64_e32 v21, v[15:16]
	v_cvt_f64_i32_e32 v[15:16], v2
	v_cvt_f32_f64_e32 v2, v[19:20]
	v_cvt_f64_u32_e32 v[21:22], v21
	v_ldexp_f64 v[15:16], v[15:16], 32
	v_add_f64 v[15:16], v[15:16], v[21:22]
	v_cndmask_b32_e32 v22, v1, v6, vcc
	v_cndmask_b32_e32 v21, v0, v5, vcc
	v_fma_f64 v[0:1], v[0:1], v[0:1], 1.0
	v_rsq_f64_e32 v[0:1], v[0:1]
	v_add_f64 v[0:1], v[7:8], v[0:1]
	v_div_fixup_f64 v[7:8], v[13:14], v[11:12], v[5:6]
	v_mov_b32_e32 v11, 0x18abc870
	v_mov_b32_e32 v12, 0x3fa55553
	v_fma_f64 v[11:12], v[5:6], s[0:1], v[11:12]
	s_mov_b32 s0, 0xc62af21c
	s_mov_b32 s1, 0x3fc55554
	v_cvt_f64_f32_e32 v[13:14], v2
	v_add_f64 v[0:1], v[7:8], v[0:1]
	v_ldexp_f64 v[7:8], v[7:8], -3
	v_fma_f64 v[11:12], v[11:12], v[5:6], s[0:1]
	s_mov_b32 s0, 0
	s_mov_b32 s1, 0x40590000
	v_fma_f64 v[11:12], v[11:12], v[5:6], 0.5
	v_fma_f64 v[11:12], v[11:12], v[5:6], 1.0
	v_fma_f64 v[11:12], v[11:12], v[5:6], 1.0
	v_mul_f64 v[5:6], v[5:6], s[0:1]
	v_cvt_i32_f64_e32 v2, v[5:6]
	v_add_f64 v[5:6], v[17:18], v[7:8]
	v_add_f64 v[7:8], v[15:16], v[13:14]
	v_mov_b32_e32 v13, s4
	v_cvt_f64_i32_e32 v[15:16], v2
	v_mov_b32_e32 v14, s5
	v_mad_u64_u32 v[13:14], s[0:1], v3, 24, v[13:14]
	v_fma_f64 v[2:3], v[9:10], v[11:12], v[15:16]
	v_add_f64 v[0:1], v[0:1], v[5:6]
	v_add_f64 v[5:6], v[21:22], v[7:8]
	v_mad_u32_u24 v14, v4, 24, v14
	v_add_u32_e32 v7, vcc, 16, v13
	v_addc_u32_e32 v8, vcc, 0, v14, vcc
	flat_store_dwordx4 v[13:14], v[0:3]
	flat_store_dwordx2 v[7:8], v[5:6]
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
		.amdhsa_next_free_vgpr 23
		.amdhsa_next_free_sgpr 94
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
; codeLenInByte = 844
; NumSgprs: 96
; NumVgprs: 23
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 11
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 96
; NumVGPRsForWavesPerEU: 23
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
	s_load_dword s9, s[4:5], 0x4
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	s_load_dword s6, s[6:7], 0x18
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s7, s9, 0xffff
	v_mov_b32_e32 v2, s8
	v_mad_u64_u32 v[0:1], s[8:9], s7, v2, v[0:1]
	s_cmp_eq_u32 s6, 0
	s_cbranch_scc1 .LBB1_3
; %bb.1:
	v_mul_lo_u32 v4, v1, s6
	v_mad_u64_u32 v[2:3], s[8:9], v0, s6, 0
	v_mov_b32_e32 v6, s1
	v_add_u32_e32 v3, vcc, v3, v4
	v_lshlrev_b64 v[4:5], 3, v[2:3]
	v_mov_b32_e32 v2, 0
	v_add_u32_e32 v4, vcc, s0, v4
	v_mov_b32_e32 v3, 0
	v_addc_u32_e32 v5, vcc, v6, v5, vcc
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	flat_load_dwordx2 v[6:7], v[4:5]
	s_load_dwordx2 s[0:1], s[2:3], 0x0
	s_add_i32 s6, s6, -1
	s_add_u32 s2, s2, 8
	v_add_u32_e32 v4, vcc, 8, v4
	s_addc_u32 s3, s3, 0
	s_cmp_eq_u32 s6, 0
	v_addc_u32_e32 v5, vcc, 0, v5, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fma_f64 v[2:3], v[6:7], s[0:1], v[2:3]
	s_cbranch_scc0 .LBB1_2
	s_branch .LBB1_4
.LBB1_3:
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
.LBB1_4:
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_mov_b32_e32 v4, s5
	v_add_u32_e32 v0, vcc, s4, v0
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	flat_store_dwordx2 v[0:1], v[2:3]
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
		.amdhsa_next_free_sgpr 94
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
; codeLenInByte = 216
; NumSgprs: 96
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 11
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 96
; NumVGPRsForWavesPerEU: 8
; Occupancy: 8
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
    .sgpr_count:     96
    .sgpr_spill_count: 0
    .symbol:         dmath.kd
    .uses_dynamic_stack: false
    .vgpr_count:     23
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
    .sgpr_count:     96
    .sgpr_spill_count: 0
    .symbol:         ddot.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx802
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
