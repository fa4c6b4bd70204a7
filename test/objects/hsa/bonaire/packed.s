	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx704"
	.amdhsa_code_object_version 5
	.protected	pk_half2                ; -- Begin function pk_half2
	.globl	pk_half2
	.p2align	8
	.type	pk_half2,@function
pk_half2:                               ; @pk_half2
; %bb.0:
	s_load_dword s0, s[4:5], 0x1
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s8
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], s[0:1], s0, v2, v[0:1]
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x4
	v_lshl_b64 v[2:3], v[0:1], 2
	v_lshl_b64 v[0:1], v[0:1], 4
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s1
	v_add_i32_e32 v4, vcc, s0, v2
	v_addc_u32_e32 v5, vcc, v5, v3, vcc
	flat_load_dword v6, v[4:5]
	v_mov_b32_e32 v4, s3
	v_add_i32_e32 v2, vcc, s2, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	flat_load_dword v2, v[2:3]
	s_load_dword s0, s[6:7], 0x6
	v_mov_b32_e32 v5, s5
	v_add_i32_e32 v4, vcc, s4, v0
	v_addc_u32_e32 v5, vcc, v5, v1, vcc
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_f16_e32 v3, s0
	s_waitcnt vmcnt(1)
	v_lshrrev_b32_e32 v0, 16, v6
	v_cvt_f32_f16_e32 v1, v6
	v_cvt_f32_f16_e32 v8, v0
	v_cvt_f32_f16_e64 v6, -v6
	v_cvt_f32_f16_e64 v0, -v0
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v7, 16, v2
	v_cvt_f32_f16_e32 v2, v2
	v_cvt_f32_f16_e32 v7, v7
	v_add_f32_e32 v9, v1, v2
	v_mul_f32_e32 v10, v1, v2
	v_add_f32_e32 v11, v8, v7
	v_mul_f32_e32 v12, v8, v7
	v_fma_f32 v13, v1, v2, v9
	v_sub_f32_e32 v9, v8, v9
	v_min_f32_e32 v14, v1, v10
	v_mac_f32_e32 v10, v6, v3
	v_fma_f32 v6, v8, v7, v11
	v_min_f32_e32 v8, v8, v12
	v_sub_f32_e32 v2, v2, v11
	v_mac_f32_e32 v12, v0, v3
	v_mul_f32_e32 v0, 0.5, v9
	v_add_f32_e32 v1, v1, v10
	v_cvt_f16_f32_e32 v3, v6
	v_max_f32_e32 v6, 2.0, v8
	v_mul_f32_e32 v2, 0.5, v2
	v_cvt_f16_f32_e32 v9, v0
	v_add_f32_e32 v0, v7, v12
	v_max_f32_e32 v14, -2.0, v14
	v_cvt_f16_f32_e32 v7, v1
	v_cvt_f16_f32_e32 v1, v6
	v_cvt_f16_f32_e32 v2, v2
	v_cvt_f16_f32_e32 v6, v0
	v_cvt_f16_f32_e32 v13, v13
	v_cvt_f16_f32_e32 v8, v14
	v_lshlrev_b32_e32 v0, 16, v3
	v_lshlrev_b32_e32 v1, 16, v1
	v_lshlrev_b32_e32 v2, 16, v2
	v_lshlrev_b32_e32 v3, 16, v6
	v_or_b32_e32 v0, v13, v0
	v_or_b32_e32 v1, v8, v1
	v_or_b32_e32 v2, v9, v2
	v_or_b32_e32 v3, v7, v3
	flat_store_dwordx4 v[4:5], v[0:3]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel pk_half2
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
		.amdhsa_next_free_vgpr 15
		.amdhsa_next_free_sgpr 9
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
	.size	pk_half2, .Lfunc_end0-pk_half2
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 328
; NumSgprs: 11
; NumVgprs: 15
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 15
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
	.protected	pk_short2               ; -- Begin function pk_short2
	.globl	pk_short2
	.p2align	8
	.type	pk_short2,@function
pk_short2:                              ; @pk_short2
; %bb.0:
	s_load_dword s9, s[4:5], 0x1
	s_load_dwordx8 s[0:7], s[6:7], 0x0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s8
	s_waitcnt lgkmcnt(0)
	s_and_b32 s9, s9, 0xffff
	v_mad_u64_u32 v[0:1], s[8:9], s9, v2, v[0:1]
	v_mov_b32_e32 v5, s1
	v_mov_b32_e32 v6, s7
	v_lshl_b64 v[2:3], v[0:1], 2
	v_lshl_b64 v[0:1], v[0:1], 3
	v_add_i32_e32 v4, vcc, s0, v2
	v_addc_u32_e32 v5, vcc, v5, v3, vcc
	flat_load_dword v4, v[4:5]
	v_mov_b32_e32 v5, s3
	v_add_i32_e32 v2, vcc, s2, v2
	v_addc_u32_e32 v3, vcc, v5, v3, vcc
	flat_load_dword v5, v[2:3]
	v_mov_b32_e32 v3, s5
	v_add_i32_e32 v2, vcc, s4, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	v_add_i32_e32 v0, vcc, s6, v0
	v_addc_u32_e32 v1, vcc, v6, v1, vcc
	s_waitcnt vmcnt(1)
	v_lshrrev_b32_e32 v8, 16, v4
	v_add_i32_e32 v10, vcc, -3, v4
	v_bfe_i32 v7, v4, 0, 16
	v_and_b32_e32 v14, 0xffff, v10
	v_add_i32_e32 v15, vcc, 4, v8
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v9, 16, v5
	v_add_i32_e32 v11, vcc, 7, v5
	v_and_b32_e32 v12, 0xffff, v5
	v_lshlrev_b32_e32 v13, 3, v5
	v_lshrrev_b32_e32 v5, 13, v5
	v_bfe_i32 v10, v10, 0, 16
	v_add_i32_e32 v17, vcc, 9, v9
	v_ashrrev_i32_e32 v6, 16, v4
	v_and_b32_e32 v4, 0xffff, v4
	v_and_b32_e32 v18, 0xfff8, v5
	v_bfe_i32 v5, v15, 0, 16
	v_max_i32_e32 v7, v7, v10
	v_and_b32_e32 v10, 0xffff, v17
	v_and_b32_e32 v15, 0xffff, v15
	v_and_b32_e32 v16, 0xffff, v11
	v_and_b32_e32 v13, 0xfff8, v13
	v_mul_u32_u24_e32 v4, v14, v4
	v_min_u32_e32 v14, v9, v18
	v_max_i32_e32 v5, v6, v5
	v_mad_u32_u24 v9, v10, v9, 1
	v_mul_u32_u24_e32 v8, v15, v8
	v_mad_u32_u24 v16, v16, v12, 1
	v_min_u32_e32 v12, v12, v13
	v_ashrrev_i32_e32 v6, 1, v7
	v_and_b32_e32 v4, 0xffff, v4
	v_ashrrev_i32_e32 v5, 2, v5
	v_and_b32_e32 v9, 0xffff, v9
	v_lshlrev_b32_e32 v8, 16, v8
	v_and_b32_e32 v7, 0xffff, v16
	v_sub_i32_e32 v11, vcc, v11, v12
	v_min_i32_e32 v6, 0x64, v6
	v_min_i32_e32 v12, 0xffffff9c, v5
	v_or_b32_e32 v5, v4, v8
	v_max_u32_e32 v4, v9, v18
	v_sub_i32_e32 v10, vcc, v17, v14
	v_max_u32_e32 v7, v7, v13
	v_and_b32_e32 v6, 0xffff, v6
	v_lshlrev_b32_e32 v8, 16, v12
	v_lshlrev_b32_e32 v9, 15, v4
	v_lshlrev_b32_e32 v10, 16, v10
	v_and_b32_e32 v11, 0xffff, v11
	v_lshrrev_b32_e32 v7, 1, v7
	v_or_b32_e32 v4, v6, v8
	v_and_b32_e32 v6, 0x7fff0000, v9
	flat_store_dwordx2 v[2:3], v[4:5]
	v_or_b32_e32 v2, v7, v6
	v_or_b32_e32 v3, v11, v10
	flat_store_dwordx2 v[0:1], v[2:3]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel pk_short2
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
		.amdhsa_next_free_sgpr 10
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
	.size	pk_short2, .Lfunc_end1-pk_short2
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 432
; NumSgprs: 12
; NumVgprs: 19
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 12
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
        .type_name:      'half2*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'half2*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'half2*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           2
        .type_name:      half
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           pk_half2
    .private_segment_fixed_size: 0
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         pk_half2.kd
    .uses_dynamic_stack: false
    .vgpr_count:     15
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'short2*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'ushort2*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'short2*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'ushort2*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           pk_short2
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         pk_short2.kd
    .uses_dynamic_stack: false
    .vgpr_count:     19
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx704
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
