	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	private_array           ; -- Begin function private_array
	.globl	private_array
	.p2align	8
	.type	private_array,@function
private_array:                          ; @private_array
; %bb.0:
	s_load_dword s5, s[0:1], 0x4
	s_load_dword s6, s[2:3], 0x10
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v4, v1
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s5, 0xffff
	v_mad_u64_u32 v[2:3], s[0:1], s0, v2, v[0:1]
	v_lshlrev_b32_e32 v6, 1, v2
	v_lshl_add_u32 v7, v2, 1, v2
	v_mov_b32_e32 v5, v2
	scratch_store_dwordx4 off, v[4:7], off
	v_mul_lo_u32 v0, v2, 63
	v_cmp_gt_u32_e32 vcc, s6, v2
	v_lshlrev_b32_e32 v4, 2, v2
	v_mul_lo_u32 v6, v2, 6
	v_lshl_add_u32 v5, v2, 2, v2
	v_mul_lo_u32 v7, v2, 7
	scratch_store_dwordx4 off, v[4:7], off offset:16
	scratch_store_dword off, v0, off offset:252
	s_nop 0
	v_lshlrev_b32_e32 v4, 3, v2
	v_mul_lo_u32 v6, v2, 10
	v_lshl_add_u32 v5, v2, 3, v2
	scratch_store_dwordx3 off, v[4:6], off offset:32
	v_mul_lo_u32 v7, v2, 14
	s_nop 0
	v_mul_lo_u32 v5, v2, 12
	v_mul_lo_u32 v4, v2, 11
	v_mul_lo_u32 v6, v2, 13
	scratch_store_dwordx4 off, v[4:7], off offset:44
	s_nop 1
	v_mul_lo_u32 v4, v2, 15
	v_lshlrev_b32_e32 v5, 4, v2
	v_mul_lo_u32 v7, v2, 18
	v_lshl_add_u32 v6, v2, 4, v2
	scratch_store_dwordx4 off, v[4:7], off offset:60
	s_nop 1
	v_mul_lo_u32 v5, v2, 20
	v_mul_lo_u32 v4, v2, 19
	v_mul_lo_u32 v7, v2, 22
	v_mul_lo_u32 v6, v2, 21
	scratch_store_dwordx4 off, v[4:7], off offset:76
	s_nop 1
	v_mul_lo_u32 v5, v2, 24
	v_mul_lo_u32 v4, v2, 23
	v_mul_lo_u32 v7, v2, 26
	v_mul_lo_u32 v6, v2, 25
	scratch_store_dwordx4 off, v[4:7], off offset:92
	s_nop 1
	v_mul_lo_u32 v5, v2, 28
	v_mul_lo_u32 v4, v2, 27
	v_mul_lo_u32 v7, v2, 30
	v_mul_lo_u32 v6, v2, 29
	scratch_store_dwordx4 off, v[4:7], off offset:108
	s_nop 1
	v_mul_lo_u32 v4, v2, 31
	v_lshlrev_b32_e32 v5, 5, v2
	v_mul_lo_u32 v7, v2, 34
	v_lshl_add_u32 v6, v2, 5, v2
	scratch_store_dwordx4 off, v[4:7], off offset:124
	s_nop 1
	v_mul_lo_u32 v5, v2, 36
	v_mul_lo_u32 v4, v2, 35
	v_mul_lo_u32 v7, v2, 38
	v_mul_lo_u32 v6, v2, 37
	scratch_store_dwordx4 off, v[4:7], off offset:140
	s_nop 1
	v_mul_lo_u32 v5, v2, 40
	v_mul_lo_u32 v4, v2, 39
	v_mul_lo_u32 v7, v2, 42
	v_mul_lo_u32 v6, v2, 41
	scratch_store_dwordx4 off, v[4:7], off offset:156
	s_nop 1
	v_mul_lo_u32 v5, v2, 44
	v_mul_lo_u32 v4, v2, 43
	v_mul_lo_u32 v7, v2, 46
	v_mul_lo_u32 v6, v2, 45
	scratch_store_dwordx4 off, v[4:7], off offset:172
	s_nop 1
	v_mul_lo_u32 v5, v2, 48
	v_mul_lo_u32 v4, v2, 47
	v_mul_lo_u32 v7, v2, 50
	v_mul_lo_u32 v6, v2, 49
	scratch_store_dwordx4 off, v[4:7], off offset:188
	s_nop 1
	v_mul_lo_u32 v5, v2, 52
	v_mul_lo_u32 v4, v2, 51
	v_mul_lo_u32 v7, v2, 54
	v_mul_lo_u32 v6, v2, 53
	scratch_store_dwordx4 off, v[4:7], off offset:204
	s_nop 1
	v_mul_lo_u32 v5, v2, 56
	v_mul_lo_u32 v4, v2, 55
	v_mul_lo_u32 v7, v2, 58
	v_mul_lo_u32 v6, v2, 57
	scratch_store_dwordx4 off, v[4:7], off offset:220
	s_nop 1
	v_mul_lo_u32 v5, v2, 60
	v_mul_lo_u32 v4, v2, 59
	v_mul_lo_u32 v7, v2, 62
	v_mul_lo_u32 v6, v2, 61
	scratch_store_dwordx4 off, v[4:7], off offset:236
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_load_dwordx4 s[0:3], s[2:3], 0x0
	v_lshlrev_b64 v[0:1], 2, v[2:3]
	v_and_b32_e32 v1, 3, v1
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[0:1]
	global_load_dword v2, v[2:3], off
	v_lshl_add_u64 v[0:1], s[0:1], 0, v[0:1]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 63, v2
	v_lshlrev_b32_e32 v2, 2, v2
	scratch_load_dword v2, v2, off
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v2, off
.LBB0_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel private_array
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 260
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 4
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 7
		.amdhsa_accum_offset 8
		.amdhsa_reserve_vcc 1
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
	.size	private_array, .Lfunc_end0-private_array
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 816
; NumSgprs: 13
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 260
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 8
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 4
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
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
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           private_array
    .private_segment_fixed_size: 260
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         private_array.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
