	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx908"
	.amdhsa_code_object_version 5
	.protected	mfma_f16                ; -- Begin function mfma_f16
	.globl	mfma_f16
	.p2align	8
	.type	mfma_f16,@function
mfma_f16:                               ; @mfma_f16
; %bb.0:
	s_load_dword s8, s[4:5], 0x18
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	v_lshrrev_b32_e32 v3, 5, v0
	v_and_b32_e32 v6, 31, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s8, 0
	v_lshlrev_b32_e32 v7, 2, v3
	s_cbranch_scc0 .LBB0_6
; %bb.1:
	v_lshlrev_b32_e32 v0, 2, v3
	v_mad_u64_u32 v[1:2], s[4:5], v6, s8, v[0:1]
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
	v_lshl_or_b32 v2, v3, 7, v6
	s_mov_b32 s4, 0
	v_mov_b32_e32 v5, 0
	s_mov_b32 s5, 0x5040100
	v_mov_b32_e32 v8, s1
	v_mov_b32_e32 v9, s3
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v4, s4, v1
	v_lshlrev_b64 v[14:15], 1, v[4:5]
	v_mov_b32_e32 v3, v5
	v_lshlrev_b64 v[16:17], 1, v[2:3]
	v_add_co_u32_e32 v14, vcc, s0, v14
	v_mov_b32_e32 v11, v5
	v_add_u32_e32 v10, 1, v4
	v_addc_co_u32_e32 v15, vcc, v8, v15, vcc
	v_lshlrev_b64 v[10:11], 1, v[10:11]
	v_add_co_u32_e32 v16, vcc, s2, v16
	v_mov_b32_e32 v13, v5
	v_add_u32_e32 v12, 2, v4
	v_addc_co_u32_e32 v17, vcc, v9, v17, vcc
	v_lshlrev_b64 v[12:13], 1, v[12:13]
	v_add_co_u32_e32 v10, vcc, s0, v10
	v_add_u32_e32 v4, 3, v4
	v_addc_co_u32_e32 v11, vcc, v8, v11, vcc
	v_lshlrev_b64 v[3:4], 1, v[4:5]
	v_add_co_u32_e32 v12, vcc, s0, v12
	v_addc_co_u32_e32 v13, vcc, v8, v13, vcc
	v_add_co_u32_e32 v3, vcc, s0, v3
	v_addc_co_u32_e32 v4, vcc, v8, v4, vcc
	global_load_ushort v18, v[14:15], off
	global_load_ushort v19, v[3:4], off
	global_load_ushort v20, v[12:13], off
	global_load_ushort v21, v[10:11], off
	global_load_ushort v22, v[16:17], off offset:192
	global_load_ushort v23, v[16:17], off
	global_load_ushort v24, v[16:17], off offset:128
	global_load_ushort v25, v[16:17], off offset:64
	s_add_i32 s4, s4, 8
	s_cmp_ge_u32 s4, s8
	v_add_u32_e32 v2, 0x100, v2
	s_waitcnt vmcnt(5)
	v_perm_b32 v4, v19, v20, s5
	s_waitcnt vmcnt(4)
	v_perm_b32 v3, v21, v18, s5
	s_waitcnt vmcnt(1)
	v_perm_b32 v11, v22, v24, s5
	s_waitcnt vmcnt(0)
	v_perm_b32 v10, v25, v23, s5
	s_nop 1
	v_mfma_f32_32x32x8f16 a[0:15], v[3:4], v[10:11], a[0:15]
	s_cbranch_scc0 .LBB0_2
; %bb.3:
	s_branch .LBB0_5
.LBB0_4:
	s_nop 0
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
	v_mov_b32_e32 v0, v7
.LBB0_5:
	v_lshl_or_b32 v0, v0, 5, v6
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v6, s7
	v_add_co_u32_e32 v2, vcc, s6, v2
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	s_nop 7
	s_nop 1
	v_accvgpr_read_b32 v19, a0
	v_accvgpr_read_b32 v17, a3
	v_accvgpr_read_b32 v18, a2
	global_store_dword v[2:3], v19, off
	v_accvgpr_read_b32 v19, a1
	s_nop 1
	global_store_dword v[2:3], v19, off offset:128
	global_store_dword v[2:3], v18, off offset:256
	global_store_dword v[2:3], v17, off offset:384
	v_add_u32_e32 v2, 0x100, v0
	v_mov_b32_e32 v3, v1
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_accvgpr_read_b32 v16, a4
	v_add_co_u32_e32 v2, vcc, s6, v2
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	v_accvgpr_read_b32 v13, a7
	v_accvgpr_read_b32 v14, a6
	v_accvgpr_read_b32 v15, a5
	global_store_dword v[2:3], v16, off
	s_nop 0
	global_store_dword v[2:3], v15, off offset:128
	global_store_dword v[2:3], v14, off offset:256
	global_store_dword v[2:3], v13, off offset:384
	v_add_u32_e32 v2, 0x200, v0
	v_mov_b32_e32 v3, v1
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_u32_e32 v0, 0x300, v0
	v_add_co_u32_e32 v2, vcc, s6, v2
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	v_add_co_u32_e32 v0, vcc, s6, v0
	v_accvgpr_read_b32 v8, a12
	v_accvgpr_read_b32 v12, a8
	v_addc_co_u32_e32 v1, vcc, v6, v1, vcc
	v_accvgpr_read_b32 v4, a15
	v_accvgpr_read_b32 v5, a14
	v_accvgpr_read_b32 v7, a13
	v_accvgpr_read_b32 v9, a11
	v_accvgpr_read_b32 v10, a10
	v_accvgpr_read_b32 v11, a9
	global_store_dword v[2:3], v12, off
	s_nop 0
	global_store_dword v[2:3], v11, off offset:128
	global_store_dword v[2:3], v10, off offset:256
	global_store_dword v[2:3], v9, off offset:384
	global_store_dword v[0:1], v8, off
	global_store_dword v[0:1], v7, off offset:128
	global_store_dword v[0:1], v5, off offset:256
	global_store_dword v[0:1], v4, off offset:384
	s_endpgm
.LBB0_6:
	v_accvgpr_write_b32 a0, v0
	v_accvgpr_write_b32 a1, v0
	v_accvgpr_write_b32 a2, v0
	v_accvgpr_write_b32 a3, v0
	v_accvgpr_write_b32 a4, v0
	v_accvgpr_write_b32 a5, v0
	v_accvgpr_write_b32 a6, v0
	v_accvgpr_write_b32 a7, v0
	v_accvgpr_write_b32 a8, v0
	v_accvgpr_write_b32 a9, v0
	v_accvgpr_write_b32 a10, v0
	v_accvgpr_write_b32 a11, v0
	v_accvgpr_write_b32 a12, v0
	v_accvgpr_write_b32 a13, v0
	v_accvgpr_write_b32 a14, v0
	v_accvgpr_write_b32 a15, v0
                                        ; implicit-def: $vgpr0
	s_cbranch_execnz .LBB0_4
	s_branch .LBB0_5
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f16
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
		.amdhsa_next_free_vgpr 26
		.amdhsa_next_free_sgpr 9
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
	.size	mfma_f16, .Lfunc_end0-mfma_f16
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1140
; NumSgprs: 13
; NumVgprs: 26
; NumAgprs: 16
; TotalNumVgprs: 26
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 26
; Occupancy: 9
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
        .type_name:      'half*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'half*'
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
    .name:           mfma_f16
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         mfma_f16.kd
    .uses_dynamic_stack: false
    .vgpr_count:     26
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx908
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
