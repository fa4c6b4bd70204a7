	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.protected	mfma_bf16               ; -- Begin function mfma_bf16
	.globl	mfma_bf16
	.p2align	8
	.type	mfma_bf16,@function
mfma_bf16:                              ; @mfma_bf16
; %bb.0:
	s_load_dword s8, s[4:5], 0x18
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	v_lshrrev_b32_e32 v4, 5, v0
	v_and_b32_e32 v1, 31, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s8, 0
	v_lshlrev_b32_e32 v8, 2, v4
	s_cbranch_scc0 .LBB0_6
; %bb.1:
	v_lshlrev_b32_e32 v0, 2, v4
	v_mad_u64_u32 v[2:3], s[4:5], v1, s8, v[0:1]
	v_lshl_or_b32 v4, v4, 7, v1
	s_mov_b32 s4, 0
	v_mov_b32_e32 v7, 0
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
	v_mov_b32_e32 v3, s1
	v_mov_b32_e32 v9, s3
	s_mov_b32 s1, 0x5040100
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v6, s4, v2
	v_lshlrev_b64 v[14:15], 1, v[6:7]
	v_mov_b32_e32 v5, v7
	v_add_co_u32_e32 v14, vcc, s0, v14
	v_lshlrev_b64 v[16:17], 1, v[4:5]
	v_addc_co_u32_e32 v15, vcc, v3, v15, vcc
	v_mov_b32_e32 v11, v7
	v_add_u32_e32 v10, 1, v6
	v_add_co_u32_e32 v16, vcc, s2, v16
	v_addc_co_u32_e32 v17, vcc, v9, v17, vcc
	v_lshlrev_b64 v[10:11], 1, v[10:11]
	v_mov_b32_e32 v13, v7
	v_add_u32_e32 v12, 2, v6
	v_add_co_u32_e32 v10, vcc, s0, v10
	v_lshlrev_b64 v[12:13], 1, v[12:13]
	global_load_ushort v5, v[14:15], off
	v_addc_co_u32_e32 v11, vcc, v3, v11, vcc
	v_add_u32_e32 v6, 3, v6
	v_add_co_u32_e32 v12, vcc, s0, v12
	v_lshlrev_b64 v[18:19], 1, v[6:7]
	v_addc_co_u32_e32 v13, vcc, v3, v13, vcc
	v_add_co_u32_e32 v14, vcc, s0, v18
	v_addc_co_u32_e32 v15, vcc, v3, v19, vcc
	global_load_ushort v6, v[12:13], off
	global_load_ushort v18, v[14:15], off
	global_load_ushort v19, v[10:11], off
	global_load_ushort v20, v[16:17], off offset:128
	global_load_ushort v21, v[16:17], off offset:192
	global_load_ushort v22, v[16:17], off
	global_load_ushort v23, v[16:17], off offset:64
	s_add_i32 s4, s4, 8
	s_cmp_lt_u32 s4, s8
	v_add_u32_e32 v4, 0x100, v4
	s_waitcnt vmcnt(5)
	v_perm_b32 v11, v18, v6, s1
	s_waitcnt vmcnt(4)
	v_perm_b32 v10, v19, v5, s1
	s_waitcnt vmcnt(2)
	v_perm_b32 v13, v21, v20, s1
	s_waitcnt vmcnt(0)
	v_perm_b32 v12, v23, v22, s1
	s_nop 1
	v_mfma_f32_32x32x8bf16_1k a[0:15], v[10:11], v[12:13], a[0:15]
	s_cbranch_scc1 .LBB0_2
; %bb.3:
	s_branch .LBB0_5
.LBB0_4:
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
	v_mov_b32_e32 v0, v8
.LBB0_5:
	v_lshl_or_b32 v0, v0, 5, v1
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v4, s7
	v_add_co_u32_e32 v2, vcc, s6, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	s_nop 7
	s_nop 2
	global_store_dword v[2:3], a0, off
	global_store_dword v[2:3], a1, off offset:128
	global_store_dword v[2:3], a2, off offset:256
	global_store_dword v[2:3], a3, off offset:384
	v_add_u32_e32 v2, 0x100, v0
	v_mov_b32_e32 v3, v1
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s6, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_store_dword v[2:3], a4, off
	global_store_dword v[2:3], a5, off offset:128
	global_store_dword v[2:3], a6, off offset:256
	global_store_dword v[2:3], a7, off offset:384
	v_add_u32_e32 v2, 0x200, v0
	v_mov_b32_e32 v3, v1
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s6, v2
	v_add_u32_e32 v0, 0x300, v0
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, s6, v0
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
	global_store_dword v[2:3], a8, off
	global_store_dword v[2:3], a9, off offset:128
	global_store_dword v[2:3], a10, off offset:256
	global_store_dword v[2:3], a11, off offset:384
	global_store_dword v[0:1], a12, off
	global_store_dword v[0:1], a13, off offset:128
	global_store_dword v[0:1], a14, off offset:256
	global_store_dword v[0:1], a15, off offset:384
	s_endpgm
.LBB0_6:
                                        ; implicit-def: $agpr15
                                        ; implicit-def: $vgpr0
	s_cbranch_execnz .LBB0_4
	s_branch .LBB0_5
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
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 40
		.amdhsa_next_free_sgpr 9
		.amdhsa_accum_offset 24
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
	.size	mfma_bf16, .Lfunc_end0-mfma_bf16
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 868
; NumSgprs: 13
; NumVgprs: 24
; NumAgprs: 16
; TotalNumVgprs: 40
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 40
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
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
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         mfma_bf16.kd
    .uses_dynamic_stack: false
    .vgpr_count:     40
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
