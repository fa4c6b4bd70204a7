	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx908"
	.amdhsa_code_object_version 5
	.protected	mfma_f32                ; -- Begin function mfma_f32
	.globl	mfma_f32
	.p2align	8
	.type	mfma_f32,@function
mfma_f32:                               ; @mfma_f32
; %bb.0:
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	s_load_dword s6, s[4:5], 0x18
	v_and_b32_e32 v11, 31, v0
	v_lshrrev_b32_e32 v8, 5, v0
	v_lshlrev_b32_e32 v0, 2, v11
	v_lshl_or_b32 v0, v8, 9, v0
	v_or_b32_e32 v1, 0x400, v0
	s_waitcnt lgkmcnt(0)
	global_load_dword v9, v0, s[0:1]
	global_load_dword v10, v0, s[0:1] offset:128
	global_load_dword v12, v0, s[0:1] offset:256
	global_load_dword v13, v0, s[0:1] offset:384
	global_load_dword v14, v1, s[0:1]
	global_load_dword v15, v1, s[0:1] offset:128
	global_load_dword v16, v1, s[0:1] offset:256
	global_load_dword v17, v1, s[0:1] offset:384
	v_or_b32_e32 v2, 0x800, v0
	v_or_b32_e32 v18, 0xc00, v0
	global_load_dword v26, v2, s[0:1]
	global_load_dword v27, v2, s[0:1] offset:128
	global_load_dword v28, v2, s[0:1] offset:256
	global_load_dword v29, v2, s[0:1] offset:384
	global_load_dword v30, v18, s[0:1]
	global_load_dword v31, v18, s[0:1] offset:128
	global_load_dword v32, v18, s[0:1] offset:256
	global_load_dword v33, v18, s[0:1] offset:384
	v_mov_b32_e32 v19, s1
	v_add_co_u32_e32 v6, vcc, s0, v0
	v_addc_co_u32_e32 v7, vcc, 0, v19, vcc
	v_add_co_u32_e32 v4, vcc, s0, v1
	v_addc_co_u32_e32 v5, vcc, 0, v19, vcc
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, 0, v19, vcc
	v_add_co_u32_e32 v0, vcc, s0, v18
	s_mov_b32 s7, 0
	s_cmp_eq_u32 s6, 0
	v_addc_co_u32_e32 v1, vcc, 0, v19, vcc
	s_waitcnt vmcnt(15)
	v_accvgpr_write_b32 a0, v9
	s_waitcnt vmcnt(14)
	v_accvgpr_write_b32 a1, v10
	s_waitcnt vmcnt(13)
	v_accvgpr_write_b32 a2, v12
	s_waitcnt vmcnt(12)
	v_accvgpr_write_b32 a3, v13
	s_waitcnt vmcnt(11)
	v_accvgpr_write_b32 a4, v14
	s_waitcnt vmcnt(10)
	v_accvgpr_write_b32 a5, v15
	s_waitcnt vmcnt(9)
	v_accvgpr_write_b32 a6, v16
	s_waitcnt vmcnt(8)
	v_accvgpr_write_b32 a7, v17
	v_mov_b32_e32 v25, v9
	v_mov_b32_e32 v24, v10
	v_mov_b32_e32 v23, v12
	v_mov_b32_e32 v22, v13
	v_mov_b32_e32 v21, v14
	v_mov_b32_e32 v20, v15
	v_mov_b32_e32 v19, v16
	v_mov_b32_e32 v18, v17
	s_waitcnt vmcnt(7)
	v_mov_b32_e32 v17, v26
	s_waitcnt vmcnt(6)
	v_mov_b32_e32 v16, v27
	s_waitcnt vmcnt(5)
	v_mov_b32_e32 v15, v28
	s_waitcnt vmcnt(4)
	v_mov_b32_e32 v14, v29
	s_waitcnt vmcnt(3)
	v_mov_b32_e32 v13, v30
	s_waitcnt vmcnt(2)
	v_mov_b32_e32 v12, v31
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v10, v32
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v33
	s_cbranch_scc1 .LBB0_4
; %bb.1:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_mad_u64_u32 v[9:10], s[4:5], v11, s6, v[8:9]
	v_accvgpr_write_b32 a8, v26
	v_accvgpr_write_b32 a9, v27
	v_accvgpr_write_b32 a10, v28
	v_accvgpr_write_b32 a11, v29
	v_accvgpr_write_b32 a12, v30
	v_accvgpr_write_b32 a13, v31
	v_accvgpr_write_b32 a14, v32
	v_accvgpr_write_b32 a15, v33
	v_lshl_or_b32 v10, v8, 5, v11
	v_mov_b32_e32 v13, 0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v12, s7, v9
	v_lshlrev_b64 v[14:15], 2, v[12:13]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v8, s1
	v_add_co_u32_e32 v14, vcc, s0, v14
	v_mov_b32_e32 v11, v13
	v_addc_co_u32_e32 v15, vcc, v8, v15, vcc
	v_lshlrev_b64 v[11:12], 2, v[10:11]
	global_load_dword v8, v[14:15], off
	v_mov_b32_e32 v16, s3
	v_add_co_u32_e32 v11, vcc, s2, v11
	v_addc_co_u32_e32 v12, vcc, v16, v12, vcc
	global_load_dword v11, v[11:12], off
	s_add_i32 s7, s7, 2
	s_cmp_ge_u32 s7, s6
	v_add_u32_e32 v10, 64, v10
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x2f32 a[0:15], v8, v11, a[0:15]
	s_cbranch_scc0 .LBB0_2
; %bb.3:
	s_nop 7
	s_nop 7
	s_nop 0
	v_accvgpr_read_b32 v9, a15
	v_accvgpr_read_b32 v10, a14
	v_accvgpr_read_b32 v12, a13
	v_accvgpr_read_b32 v13, a12
	v_accvgpr_read_b32 v14, a11
	v_accvgpr_read_b32 v15, a10
	v_accvgpr_read_b32 v16, a9
	v_accvgpr_read_b32 v17, a8
	v_accvgpr_read_b32 v18, a7
	v_accvgpr_read_b32 v19, a6
	v_accvgpr_read_b32 v20, a5
	v_accvgpr_read_b32 v21, a4
	v_accvgpr_read_b32 v22, a3
	v_accvgpr_read_b32 v23, a2
	v_accvgpr_read_b32 v24, a1
	v_accvgpr_read_b32 v25, a0
.LBB0_4:
	s_nop 1
	global_store_dword v[6:7], v25, off
	global_store_dword v[6:7], v24, off offset:128
	global_store_dword v[6:7], v23, off offset:256
	global_store_dword v[6:7], v22, off offset:384
	global_store_dword v[4:5], v21, off
	global_store_dword v[4:5], v20, off offset:128
	global_store_dword v[4:5], v19, off offset:256
	global_store_dword v[4:5], v18, off offset:384
	global_store_dword v[2:3], v17, off
	global_store_dword v[2:3], v16, off offset:128
	global_store_dword v[2:3], v15, off offset:256
	global_store_dword v[2:3], v14, off offset:384
	global_store_dword v[0:1], v13, off
	global_store_dword v[0:1], v12, off offset:128
	global_store_dword v[0:1], v10, off offset:256
	global_store_dword v[0:1], v9, off offset:384
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 34
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
.Lfunc_end0:
	.size	mfma_f32, .Lfunc_end0-mfma_f32
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 896
; NumSgprs: 12
; NumVgprs: 34
; NumAgprs: 16
; TotalNumVgprs: 34
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 34
; Occupancy: 7
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
  - .agpr_count:     16
    .args:
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           mfma_f32
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         mfma_f32.kd
    .uses_dynamic_stack: false
    .vgpr_count:     34
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx908
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
