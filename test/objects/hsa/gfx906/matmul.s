	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx906"
	.amdhsa_code_object_version 5
	.protected	matmul_tiled            ; -- Begin function matmul_tiled
	.globl	matmul_tiled
	.p2align	8
	.type	matmul_tiled,@function
matmul_tiled:                           ; @matmul_tiled
; %bb.0:
	s_load_dword s10, s[4:5], 0x18
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[8:9], s[4:5], 0x10
	v_lshl_or_b32 v2, s7, 4, v1
	s_lshl_b32 s4, s6, 4
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v5, v2, s10
	s_cmp_lt_u32 s10, 16
	v_mov_b32_e32 v6, 0
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	v_mov_b32_e32 v2, 0x440
	v_lshl_add_u32 v7, v1, 6, v2
	v_mul_lo_u32 v2, v1, s10
	v_lshlrev_b32_e32 v8, 2, v0
	s_movk_i32 s6, 0x44
	s_lshr_b32 s5, s10, 4
	v_or_b32_e32 v9, v7, v8
	v_mad_u32_u24 v10, v1, s6, v8
	v_add_u32_e32 v1, v0, v5
	v_add3_u32 v3, v0, v2, s4
	s_lshl_b32 s6, s10, 4
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v11, s1
	v_mov_b32_e32 v12, s3
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[13:14], 2, v[1:2]
	v_mov_b32_e32 v4, v2
	v_lshlrev_b64 v[15:16], 2, v[3:4]
	v_add_co_u32_e32 v13, vcc, s0, v13
	v_addc_co_u32_e32 v14, vcc, v11, v14, vcc
	global_load_dword v4, v[13:14], off
	v_add_co_u32_e32 v13, vcc, s2, v15
	v_addc_co_u32_e32 v14, vcc, v12, v16, vcc
	global_load_dword v13, v[13:14], off
	s_add_i32 s5, s5, -1
	v_add_u32_e32 v1, 16, v1
	v_add_u32_e32 v3, s6, v3
	s_cmp_eq_u32 s5, 0
	s_waitcnt vmcnt(1)
	ds_write_b32 v9, v4
	s_waitcnt vmcnt(0)
	ds_write_b32 v10, v13
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[13:14], v8 offset1:17
	ds_read2_b32 v[15:16], v7 offset1:1
	ds_read2_b32 v[17:18], v7 offset0:2 offset1:3
	ds_read2_b32 v[19:20], v7 offset0:4 offset1:5
	ds_read2_b32 v[21:22], v7 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v6, v15, v13
	v_fmac_f32_e32 v6, v16, v14
	ds_read2_b32 v[13:14], v8 offset0:34 offset1:51
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v6, v17, v13
	v_fmac_f32_e32 v6, v18, v14
	ds_read2_b32 v[13:14], v8 offset0:68 offset1:85
	ds_read2_b32 v[15:16], v8 offset0:102 offset1:119
	s_waitcnt lgkmcnt(1)
	v_fmac_f32_e32 v6, v19, v13
	v_fmac_f32_e32 v6, v20, v14
	ds_read2_b32 v[13:14], v8 offset0:136 offset1:153
	ds_read2_b32 v[17:18], v7 offset0:8 offset1:9
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v6, v21, v15
	v_fmac_f32_e32 v6, v22, v16
	ds_read2_b32 v[15:16], v7 offset0:10 offset1:11
	ds_read2_b32 v[19:20], v7 offset0:12 offset1:13
	ds_read2_b32 v[21:22], v7 offset0:14 offset1:15
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v6, v17, v13
	v_fmac_f32_e32 v6, v18, v14
	ds_read2_b32 v[13:14], v8 offset0:170 offset1:187
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v6, v15, v13
	v_fmac_f32_e32 v6, v16, v14
	ds_read2_b32 v[13:14], v8 offset0:204 offset1:221
	ds_read2_b32 v[15:16], v8 offset0:238 offset1:255
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_fmac_f32_e32 v6, v19, v13
	v_fmac_f32_e32 v6, v20, v14
	v_fmac_f32_e32 v6, v21, v15
	v_fmac_f32_e32 v6, v22, v16
	s_cbranch_scc0 .LBB0_2
.LBB0_3:
	v_add3_u32 v0, s4, v0, v5
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s9
	v_add_co_u32_e32 v0, vcc, s8, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v6, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_tiled
		.amdhsa_group_segment_fixed_size 2112
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 23
		.amdhsa_next_free_sgpr 11
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
	.size	matmul_tiled, .Lfunc_end0-matmul_tiled
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 512
; NumSgprs: 15
; NumVgprs: 23
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2112 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 15
; NumVGPRsForWavesPerEU: 23
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
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
      - .offset:         24
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 2112
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           matmul_tiled
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 16
      - 16
      - 1
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         matmul_tiled.kd
    .uses_dynamic_stack: false
    .vgpr_count:     23
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx906
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
