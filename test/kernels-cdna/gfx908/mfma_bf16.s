	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx908"
	.amdhsa_code_object_version 5
	.protected	mfma_bf16               ; -- Begin function mfma_bf16
	.globl	mfma_bf16
	.p2align	8
	.type	mfma_bf16,@function
mfma_bf16:                              ; @mfma_bf16
; %bb.0:
	s_load_dword s6, s[4:5], 0x18
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dwordx2 s[2:3], s[4:5], 0x10
	v_and_b32_e32 v4, 31, v0
	v_lshrrev_b32_e32 v5, 5, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s6, 0
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	v_mul_lo_u32 v1, v4, s6
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
	v_lshl_or_b32 v0, v5, 6, v4
	s_mov_b32 s4, 0
	v_mov_b32_e32 v3, 0
	v_lshl_add_u32 v6, v5, 1, v1
	s_mov_b32 s5, 0x5040100
	v_mov_b32_e32 v7, s9
	v_mov_b32_e32 v8, s11
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v2, s4, v6
	v_mov_b32_e32 v1, v3
	v_lshlrev_b64 v[9:10], 1, v[2:3]
	v_add_u32_e32 v2, 1, v2
	v_lshlrev_b64 v[11:12], 1, v[0:1]
	v_lshlrev_b64 v[1:2], 1, v[2:3]
	v_add_co_u32_e32 v9, vcc, s8, v9
	v_add_co_u32_e64 v1, s[0:1], s8, v1
	v_addc_co_u32_e32 v10, vcc, v7, v10, vcc
	v_addc_co_u32_e64 v2, s[0:1], v7, v2, s[0:1]
	global_load_ushort v9, v[9:10], off
	v_add_co_u32_e32 v11, vcc, s10, v11
	global_load_ushort v1, v[1:2], off
	v_addc_co_u32_e32 v12, vcc, v8, v12, vcc
	global_load_ushort v2, v[11:12], off
	global_load_ushort v10, v[11:12], off offset:64
	s_add_i32 s4, s4, 4
	s_cmp_lt_u32 s4, s6
	v_add_u32_e32 v0, 0x80, v0
	s_waitcnt vmcnt(2)
	v_perm_b32 v1, v1, v9, s5
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v10, v2, s5
	s_nop 1
	v_mfma_f32_32x32x4bf16 a[0:15], v1, v2, a[0:15]
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
	v_lshlrev_b32_e32 v4, 2, v4
	v_lshl_or_b32 v4, v5, 9, v4
	s_nop 7
	s_nop 5
	v_accvgpr_read_b32 v17, a0
	v_accvgpr_read_b32 v13, a4
	v_or_b32_e32 v5, 0x400, v4
	v_accvgpr_read_b32 v16, a1
	v_accvgpr_read_b32 v15, a2
	v_accvgpr_read_b32 v14, a3
	v_accvgpr_read_b32 v12, a5
	v_accvgpr_read_b32 v11, a6
	v_accvgpr_read_b32 v10, a7
	v_accvgpr_read_b32 v9, a8
	v_accvgpr_read_b32 v3, a12
	global_store_dword v4, v17, s[2:3]
	global_store_dword v4, v16, s[2:3] offset:128
	global_store_dword v4, v15, s[2:3] offset:256
	global_store_dword v4, v14, s[2:3] offset:384
	global_store_dword v5, v13, s[2:3]
	global_store_dword v5, v12, s[2:3] offset:128
	global_store_dword v5, v11, s[2:3] offset:256
	global_store_dword v5, v10, s[2:3] offset:384
	v_or_b32_e32 v5, 0x800, v4
	v_or_b32_e32 v4, 0xc00, v4
	v_accvgpr_read_b32 v8, a9
	v_accvgpr_read_b32 v7, a10
	v_accvgpr_read_b32 v6, a11
	v_accvgpr_read_b32 v2, a13
	v_accvgpr_read_b32 v1, a14
	v_accvgpr_read_b32 v0, a15
	global_store_dword v5, v9, s[2:3]
	global_store_dword v5, v8, s[2:3] offset:128
	global_store_dword v5, v7, s[2:3] offset:256
	global_store_dword v5, v6, s[2:3] offset:384
	global_store_dword v4, v3, s[2:3]
	global_store_dword v4, v2, s[2:3] offset:128
	global_store_dword v4, v1, s[2:3] offset:256
	global_store_dword v4, v0, s[2:3] offset:384
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_bf16
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
		.amdhsa_next_free_vgpr 18
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
	.size	mfma_bf16, .Lfunc_end0-mfma_bf16
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 812
; NumSgprs: 16
; NumVgprs: 18
; NumAgprs: 16
; TotalNumVgprs: 18
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 18
; Occupancy: 10
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
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'ushort*'
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
    .name:           mfma_bf16
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         mfma_bf16.kd
    .uses_dynamic_stack: false
    .vgpr_count:     18
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx908
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
