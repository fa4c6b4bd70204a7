	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	mfma_i8                 ; -- Begin function mfma_i8
	.globl	mfma_i8
	.p2align	8
	.type	mfma_i8,@function
mfma_i8:                                ; @mfma_i8
; %bb.0:
	s_load_dword s8, s[0:1], 0x18
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	v_and_b32_e32 v1, 31, v0
	v_lshrrev_b32_e32 v0, 5, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s8, 0
	s_mov_b32 s0, 0
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	v_mul_lo_u32 v2, v1, s8
	v_lshl_add_u32 v2, v0, 3, v2
	v_lshl_or_b32 v3, v0, 8, v1
	v_accvgpr_write_b32 a15, 0
	v_accvgpr_write_b32 a14, 0
	v_accvgpr_write_b32 a13, 0
	v_accvgpr_write_b32 a12, 0
	v_accvgpr_write_b32 a11, 0
	v_accvgpr_write_b32 a10, 0
	v_accvgpr_write_b32 a9, 0
	v_accvgpr_write_b32 a8, 0
	v_accvgpr_write_b32 a7, 0
	v_accvgpr_write_b32 a6, 0
	v_accvgpr_write_b32 a5, 0
	v_accvgpr_write_b32 a4, 0
	v_accvgpr_write_b32 a3, 0
	v_accvgpr_write_b32 a2, 0
	v_accvgpr_write_b32 a1, 0
	v_accvgpr_write_b32 a0, 0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	global_load_ubyte v5, v3, s[6:7]
	global_load_ubyte v6, v3, s[6:7] offset:32
	global_load_ubyte v7, v3, s[6:7] offset:64
	global_load_ubyte v8, v3, s[6:7] offset:96
	global_load_ubyte v9, v3, s[6:7] offset:128
	global_load_ubyte v10, v3, s[6:7] offset:160
	global_load_ubyte v11, v3, s[6:7] offset:192
	v_add_u32_e32 v4, s0, v2
	v_add_u32_e32 v12, 1, v4
	v_add_u32_e32 v13, 2, v4
	v_add_u32_e32 v14, 3, v4
	v_add_u32_e32 v15, 4, v4
	v_add_u32_e32 v16, 5, v4
	v_add_u32_e32 v17, 6, v4
	v_add_u32_e32 v18, 7, v4
	global_load_ubyte v19, v4, s[4:5]
	global_load_ubyte v20, v12, s[4:5]
	global_load_ubyte v21, v13, s[4:5]
	global_load_ubyte v22, v14, s[4:5]
	global_load_ubyte v23, v15, s[4:5]
	global_load_ubyte v24, v16, s[4:5]
	global_load_ubyte v25, v17, s[4:5]
	global_load_ubyte v26, v18, s[4:5]
	global_load_ubyte v27, v3, s[6:7] offset:224
	s_add_i32 s0, s0, 16
	s_cmp_lt_u32 s0, s8
	v_add_u32_e32 v3, 0x200, v3
	s_waitcnt vmcnt(15)
	v_and_b32_e32 v4, 0xffff, v5
	s_waitcnt vmcnt(14)
	v_lshlrev_b32_e32 v5, 8, v6
	s_waitcnt vmcnt(13)
	v_lshlrev_b32_e32 v6, 16, v7
	s_waitcnt vmcnt(12)
	v_lshlrev_b32_e32 v7, 24, v8
	v_or_b32_e32 v13, v5, v4
	s_waitcnt vmcnt(10)
	v_lshlrev_b32_e32 v8, 8, v10
	v_or3_b32 v8, v9, 0, v8
	s_waitcnt vmcnt(8)
	v_and_b32_e32 v12, 0xffff, v19
	s_waitcnt vmcnt(7)
	v_lshlrev_b32_e32 v4, 8, v20
	s_waitcnt vmcnt(6)
	v_lshlrev_b32_e32 v5, 16, v21
	s_waitcnt vmcnt(5)
	v_lshlrev_b32_e32 v9, 24, v22
	v_or_b32_e32 v4, v4, v12
	s_waitcnt vmcnt(3)
	v_lshlrev_b32_e32 v14, 8, v24
	v_or3_b32 v4, v4, v5, v9
	s_waitcnt vmcnt(2)
	v_lshlrev_b32_e32 v15, 16, v25
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v16, 24, v26
	v_or3_b32 v12, v23, 0, v14
	v_or3_b32 v4, 0, v4, 0
	v_or3_b32 v5, v15, v12, v16
	v_or3_b32 v4, 0, v4, 0
	v_or3_b32 v6, v13, v6, v7
	v_lshlrev_b32_e32 v10, 16, v11
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v11, 24, v27
	v_or3_b32 v6, 0, v6, 0
	v_or3_b32 v7, v10, v8, v11
	v_or3_b32 v6, 0, v6, 0
	s_nop 1
	v_mfma_i32_32x32x16_i8 a[0:15], v[4:5], v[6:7], a[0:15]
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_accvgpr_write_b32 a0, 0
	v_accvgpr_write_b32 a1, 0
	v_accvgpr_write_b32 a2, 0
	v_accvgpr_write_b32 a3, 0
	v_accvgpr_write_b32 a4, 0
	v_accvgpr_write_b32 a5, 0
	v_accvgpr_write_b32 a6, 0
	v_accvgpr_write_b32 a7, 0
	v_accvgpr_write_b32 a8, 0
	v_accvgpr_write_b32 a9, 0
	v_accvgpr_write_b32 a10, 0
	v_accvgpr_write_b32 a11, 0
	v_accvgpr_write_b32 a12, 0
	v_accvgpr_write_b32 a13, 0
	v_accvgpr_write_b32 a14, 0
	v_accvgpr_write_b32 a15, 0
.LBB0_4:
	v_lshlrev_b32_e32 v1, 2, v1
	v_lshl_or_b32 v0, v0, 9, v1
	v_or_b32_e32 v1, 0x400, v0
	s_nop 5
	global_store_dword v0, a0, s[2:3]
	global_store_dword v0, a1, s[2:3] offset:128
	global_store_dword v0, a2, s[2:3] offset:256
	global_store_dword v0, a3, s[2:3] offset:384
	global_store_dword v1, a4, s[2:3]
	global_store_dword v1, a5, s[2:3] offset:128
	global_store_dword v1, a6, s[2:3] offset:256
	global_store_dword v1, a7, s[2:3] offset:384
	v_or_b32_e32 v1, 0x800, v0
	v_or_b32_e32 v0, 0xc00, v0
	global_store_dword v1, a8, s[2:3]
	global_store_dword v1, a9, s[2:3] offset:128
	global_store_dword v1, a10, s[2:3] offset:256
	global_store_dword v1, a11, s[2:3] offset:384
	global_store_dword v0, a12, s[2:3]
	global_store_dword v0, a13, s[2:3] offset:128
	global_store_dword v0, a14, s[2:3] offset:256
	global_store_dword v0, a15, s[2:3] offset:384
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_i8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 44
		.amdhsa_next_free_sgpr 9
		.amdhsa_accum_offset 28
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
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
	.size	mfma_i8, .Lfunc_end0-mfma_i8
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 900
; NumSgprs: 15
; NumVgprs: 28
; NumAgprs: 16
; TotalNumVgprs: 44
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 15
; NumVGPRsForWavesPerEU: 44
; AccumOffset: 28
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 6
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
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
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'int*'
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
    .name:           mfma_i8
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         mfma_i8.kd
    .uses_dynamic_stack: false
    .vgpr_count:     44
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
