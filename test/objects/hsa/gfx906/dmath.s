	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx906"
	.amdhsa_code_object_version 5
	.protected	dmath                   ; -- Begin function dmath
	.globl	dmath
	.p2align	8
	.type	dmath,@function
dmath:                                  ; @dmath
; %bb.0:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s8
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[4:5], s[0:1], s0, v2, v[0:1]
	v_mov_b32_e32 v3, s13
	v_mov_b32_e32 v6, s15
	v_lshlrev_b64 v[0:1], 3, v[4:5]
	s_mov_b32 s0, 0
	v_add_co_u32_e32 v2, vcc, s12, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_load_dwordx2 v[2:3], v[2:3], off
	v_add_co_u32_e32 v0, vcc, s14, v0
	v_addc_co_u32_e32 v1, vcc, v6, v1, vcc
	global_load_dwordx2 v[0:1], v[0:1], off
	s_brev_b32 s1, 8
	s_waitcnt vmcnt(1)
	v_cmp_lt_f64_e64 vcc, |v[2:3]|, s[0:1]
	s_waitcnt vmcnt(0)
	v_add_f64 v[10:11], v[0:1], 2.0
	v_cndmask_b32_e64 v6, 0, 1, vcc
	v_lshlrev_b32_e32 v6, 8, v6
	v_ldexp_f64 v[6:7], |v[2:3]|, v6
	v_div_scale_f64 v[14:15], s[0:1], v[10:11], v[10:11], v[2:3]
	v_rsq_f64_e32 v[8:9], v[6:7]
	v_rcp_f64_e32 v[18:19], v[14:15]
	v_mul_f64 v[12:13], v[6:7], v[8:9]
	v_mul_f64 v[8:9], v[8:9], 0.5
	v_fma_f64 v[16:17], -v[8:9], v[12:13], 0.5
	v_fma_f64 v[12:13], v[12:13], v[16:17], v[12:13]
	v_fma_f64 v[8:9], v[8:9], v[16:17], v[8:9]
	v_fma_f64 v[16:17], -v[12:13], v[12:13], v[6:7]
	v_fma_f64 v[12:13], v[16:17], v[8:9], v[12:13]
	v_fma_f64 v[16:17], -v[14:15], v[18:19], 1.0
	v_fma_f64 v[16:17], v[18:19], v[16:17], v[18:19]
	v_fma_f64 v[18:19], -v[12:13], v[12:13], v[6:7]
	v_fma_f64 v[8:9], v[18:19], v[8:9], v[12:13]
	v_div_scale_f64 v[12:13], s[0:1], v[2:3], v[10:11], v[2:3]
	v_fma_f64 v[18:19], -v[14:15], v[16:17], 1.0
	v_fma_f64 v[16:17], v[16:17], v[18:19], v[16:17]
	v_mul_f64 v[18:19], v[12:13], v[16:17]
	v_fma_f64 v[12:13], -v[14:15], v[18:19], v[12:13]
	v_mov_b32_e32 v14, 0xffffff80
	v_mov_b32_e32 v15, 0x260
	v_cndmask_b32_e32 v14, 0, v14, vcc
	v_ldexp_f64 v[8:9], v[8:9], v14
	v_cmp_class_f64_e64 s[2:3], v[6:7], v15
	s_mov_b64 vcc, s[0:1]
	v_max_f64 v[14:15], v[0:1], v[0:1]
	v_div_fmas_f64 v[12:13], v[12:13], v[16:17], v[18:19]
	v_max_f64 v[16:17], v[2:3], v[2:3]
	v_fma_f64 v[18:19], v[2:3], v[0:1], s[18:19]
	s_mov_b32 s0, 0
	s_mov_b32 s1, 0x400a0000
	v_cndmask_b32_e64 v7, v9, v7, s[2:3]
	v_cndmask_b32_e64 v6, v8, v6, s[2:3]
	v_max_f64 v[8:9], s[18:19], s[18:19]
	v_mul_f64 v[20:21], v[0:1], s[0:1]
	v_min_f64 v[14:15], v[16:17], v[14:15]
	s_mov_b32 s0, 0xa2000000
	s_mov_b32 s1, 0x426d1a94
	v_cmp_lt_f64_e32 vcc, v[2:3], v[0:1]
	v_max_f64 v[8:9], v[16:17], v[8:9]
	v_max_f64 v[16:17], v[18:19], -1.0
	v_trunc_f64_e32 v[20:21], v[20:21]
	v_div_fixup_f64 v[10:11], v[12:13], v[10:11], v[2:3]
	v_mov_b32_e32 v12, 0x18abc870
	v_mov_b32_e32 v13, 0x3fa55553
	v_cvt_f32_f64_e32 v18, v[18:19]
	v_min_f64 v[16:17], v[16:17], 1.0
	v_cvt_f64_f32_e32 v[18:19], v18
	v_add_f64 v[14:15], v[14:15], v[16:17]
	v_mul_f64 v[16:17], v[2:3], 0.5
	v_add_f64 v[8:9], v[14:15], -v[8:9]
	v_mul_f64 v[14:15], v[0:1], s[0:1]
	v_floor_f64_e32 v[16:17], v[16:17]
	s_movk_i32 s0, 0xffe0
	v_trunc_f64_e32 v[14:15], v[14:15]
	v_add_f64 v[16:17], v[16:17], v[20:21]
	v_ldexp_f64 v[20:21], v[14:15], s0
	s_mov_b32 s0, 0
	s_mov_b32 s1, 0xc1f00000
	v_floor_f64_e32 v[20:21], v[20:21]
	v_fma_f64 v[14:15], v[20:21], s[0:1], v[14:15]
	v_cvt_i32_f64_e32 v20, v[20:21]
	s_mov_b32 s0, 0x97bdf747
	s_mov_b32 s1, 0x3f81110c
	v_fma_f64 v[12:13], v[2:3], s[0:1], v[12:13]
	s_mov_b32 s0, 0xc62af21c
	s_mov_b32 s1, 0x3fc55554
	v_cvt_u32_f64_e32 v21, v[14:15]
	v_cvt_f64_i32_e32 v[14:15], v20
	v_cvt_f64_u32_e32 v[20:21], v21
	v_ldexp_f64 v[14:15], v[14:15], 32
	v_fma_f64 v[12:13], v[12:13], v[2:3], s[0:1]
	s_mov_b32 s0, 0
	s_mov_b32 s1, 0x40590000
	v_add_f64 v[14:15], v[14:15], v[20:21]
	v_fma_f64 v[20:21], v[0:1], v[0:1], 1.0
	v_fma_f64 v[12:13], v[12:13], v[2:3], 0.5
	v_add_f64 v[14:15], v[14:15], v[18:19]
	v_rsq_f64_e32 v[20:21], v[20:21]
	v_fma_f64 v[12:13], v[12:13], v[2:3], 1.0
	v_fma_f64 v[12:13], v[12:13], v[2:3], 1.0
	v_add_f64 v[6:7], v[6:7], v[20:21]
	v_mov_b32_e32 v20, s16
	v_mov_b32_e32 v21, s17
	v_add_f64 v[6:7], v[10:11], v[6:7]
	v_ldexp_f64 v[10:11], v[10:11], -3
	v_add_f64 v[10:11], v[16:17], v[10:11]
	v_mul_f64 v[16:17], v[2:3], s[0:1]
	v_cvt_i32_f64_e32 v16, v[16:17]
	v_cndmask_b32_e32 v17, v1, v3, vcc
	v_cvt_f64_i32_e32 v[18:19], v16
	v_cndmask_b32_e32 v16, v0, v2, vcc
	v_add_f64 v[0:1], v[6:7], v[10:11]
	v_add_f64 v[6:7], v[16:17], v[14:15]
	v_fma_f64 v[2:3], v[8:9], v[12:13], v[18:19]
	v_mad_u64_u32 v[8:9], s[0:1], v4, 24, v[20:21]
	v_mad_u32_u24 v9, v5, 24, v9
	global_store_dwordx4 v[8:9], v[0:3], off
	global_store_dwordx2 v[8:9], v[6:7], off offset:16
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
		.amdhsa_next_free_vgpr 22
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
	.size	dmath, .Lfunc_end0-dmath
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 836
; NumSgprs: 24
; NumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 24
; NumVGPRsForWavesPerEU: 22
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
	.protected	ddot                    ; -- Begin function ddot
	.globl	ddot
	.p2align	8
	.type	ddot,@function
ddot:                                   ; @ddot
; %bb.0:
	s_load_dword s12, s[4:5], 0x4
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[10:11], s[6:7], 0x10
	s_load_dword s9, s[6:7], 0x18
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s12, 0xffff
	v_mov_b32_e32 v2, s8
	v_mad_u64_u32 v[0:1], s[4:5], s4, v2, v[0:1]
	s_cmp_eq_u32 s9, 0
	s_cbranch_scc1 .LBB1_3
; %bb.1:
	v_mad_u64_u32 v[4:5], s[4:5], v0, s9, 0
	v_mov_b32_e32 v2, v5
	v_mad_u64_u32 v[5:6], s[4:5], v1, s9, v[2:3]
	v_mov_b32_e32 v6, s1
	v_mov_b32_e32 v2, 0
	v_lshlrev_b64 v[4:5], 3, v[4:5]
	v_mov_b32_e32 v3, 0
	v_add_co_u32_e32 v4, vcc, s0, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	global_load_dwordx2 v[6:7], v[4:5], off
	s_load_dwordx2 s[0:1], s[2:3], 0x0
	s_add_i32 s9, s9, -1
	s_add_u32 s2, s2, 8
	v_add_co_u32_e32 v4, vcc, 8, v4
	s_addc_u32 s3, s3, 0
	s_cmp_eq_u32 s9, 0
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fma_f64 v[2:3], v[6:7], s[0:1], v[2:3]
	s_cbranch_scc0 .LBB1_2
	s_branch .LBB1_4
.LBB1_3:
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
.LBB1_4:
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_mov_b32_e32 v4, s11
	v_add_co_u32_e32 v0, vcc, s10, v0
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
	global_store_dwordx2 v[0:1], v[2:3], off
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
		.amdhsa_next_free_sgpr 13
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
	.size	ddot, .Lfunc_end1-ddot
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 216
; NumSgprs: 17
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 17
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
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         dmath.kd
    .uses_dynamic_stack: false
    .vgpr_count:     22
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
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         ddot.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx906
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
