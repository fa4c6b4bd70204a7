	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.protected	private_array           ; -- Begin function private_array
	.globl	private_array
	.p2align	8
	.type	private_array,@function
private_array:                          ; @private_array
; %bb.0:
	s_load_dword s8, s[4:5], 0x4
	s_load_dword s9, s[6:7], 0x10
	s_add_u32 s0, s0, s11
	s_addc_u32 s1, s1, 0
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s8, 0xffff
	v_mov_b32_e32 v2, s10
	v_mad_u64_u32 v[2:3], s[4:5], s4, v2, v[0:1]
	v_lshlrev_b32_e32 v0, 1, v2
	buffer_store_dword v1, off, s[0:3], 0
	buffer_store_dword v2, off, s[0:3], 0 offset:4
	buffer_store_dword v0, off, s[0:3], 0 offset:8
	v_lshl_add_u32 v0, v2, 1, v2
	buffer_store_dword v0, off, s[0:3], 0 offset:12
	v_lshlrev_b32_e32 v0, 2, v2
	buffer_store_dword v0, off, s[0:3], 0 offset:16
	v_lshl_add_u32 v0, v2, 2, v2
	v_mul_lo_u32 v1, v2, 6
	buffer_store_dword v1, off, s[0:3], 0 offset:24
	buffer_store_dword v0, off, s[0:3], 0 offset:20
	v_mul_lo_u32 v0, v2, 7
	buffer_store_dword v0, off, s[0:3], 0 offset:28
	v_lshlrev_b32_e32 v0, 3, v2
	buffer_store_dword v0, off, s[0:3], 0 offset:32
	v_lshl_add_u32 v0, v2, 3, v2
	v_mul_lo_u32 v1, v2, 10
	buffer_store_dword v1, off, s[0:3], 0 offset:40
	buffer_store_dword v0, off, s[0:3], 0 offset:36
	v_mul_lo_u32 v0, v2, 11
	v_mul_lo_u32 v1, v2, 12
	buffer_store_dword v1, off, s[0:3], 0 offset:48
	buffer_store_dword v0, off, s[0:3], 0 offset:44
	v_mul_lo_u32 v0, v2, 13
	v_mul_lo_u32 v1, v2, 14
	buffer_store_dword v1, off, s[0:3], 0 offset:56
	buffer_store_dword v0, off, s[0:3], 0 offset:52
	v_mul_lo_u32 v0, v2, 15
	buffer_store_dword v0, off, s[0:3], 0 offset:60
	v_lshlrev_b32_e32 v0, 4, v2
	buffer_store_dword v0, off, s[0:3], 0 offset:64
	v_lshl_add_u32 v0, v2, 4, v2
	v_mul_lo_u32 v1, v2, 18
	buffer_store_dword v1, off, s[0:3], 0 offset:72
	buffer_store_dword v0, off, s[0:3], 0 offset:68
	v_mul_lo_u32 v0, v2, 19
	v_mul_lo_u32 v1, v2, 20
	buffer_store_dword v1, off, s[0:3], 0 offset:80
	buffer_store_dword v0, off, s[0:3], 0 offset:76
	v_mul_lo_u32 v0, v2, 21
	v_mul_lo_u32 v1, v2, 22
	buffer_store_dword v1, off, s[0:3], 0 offset:88
	buffer_store_dword v0, off, s[0:3], 0 offset:84
	v_mul_lo_u32 v0, v2, 23
	v_mul_lo_u32 v1, v2, 24
	buffer_store_dword v1, off, s[0:3], 0 offset:96
	buffer_store_dword v0, off, s[0:3], 0 offset:92
	v_mul_lo_u32 v0, v2, 25
	v_mul_lo_u32 v1, v2, 26
	buffer_store_dword v1, off, s[0:3], 0 offset:104
	buffer_store_dword v0, off, s[0:3], 0 offset:100
	v_mul_lo_u32 v0, v2, 27
	v_mul_lo_u32 v1, v2, 28
	buffer_store_dword v1, off, s[0:3], 0 offset:112
	buffer_store_dword v0, off, s[0:3], 0 offset:108
	v_mul_lo_u32 v0, v2, 29
	v_mul_lo_u32 v1, v2, 30
	buffer_store_dword v1, off, s[0:3], 0 offset:120
	buffer_store_dword v0, off, s[0:3], 0 offset:116
	v_mul_lo_u32 v0, v2, 31
	buffer_store_dword v0, off, s[0:3], 0 offset:124
	v_lshlrev_b32_e32 v0, 5, v2
	buffer_store_dword v0, off, s[0:3], 0 offset:128
	v_lshl_add_u32 v0, v2, 5, v2
	v_mul_lo_u32 v1, v2, 34
	buffer_store_dword v1, off, s[0:3], 0 offset:136
	buffer_store_dword v0, off, s[0:3], 0 offset:132
	v_mul_lo_u32 v0, v2, 35
	v_mul_lo_u32 v1, v2, 36
	buffer_store_dword v1, off, s[0:3], 0 offset:144
	buffer_store_dword v0, off, s[0:3], 0 offset:140
	v_mul_lo_u32 v0, v2, 37
	v_mul_lo_u32 v1, v2, 38
	buffer_store_dword v1, off, s[0:3], 0 offset:152
	buffer_store_dword v0, off, s[0:3], 0 offset:148
	v_mul_lo_u32 v0, v2, 39
	v_mul_lo_u32 v1, v2, 40
	buffer_store_dword v1, off, s[0:3], 0 offset:160
	buffer_store_dword v0, off, s[0:3], 0 offset:156
	v_mul_lo_u32 v0, v2, 41
	v_mul_lo_u32 v1, v2, 42
	buffer_store_dword v1, off, s[0:3], 0 offset:168
	buffer_store_dword v0, off, s[0:3], 0 offset:164
	v_mul_lo_u32 v0, v2, 43
	v_mul_lo_u32 v1, v2, 44
	buffer_store_dword v1, off, s[0:3], 0 offset:176
	buffer_store_dword v0, off, s[0:3], 0 offset:172
	v_mul_lo_u32 v0, v2, 45
	v_mul_lo_u32 v1, v2, 46
	buffer_store_dword v1, off, s[0:3], 0 offset:184
	buffer_store_dword v0, off, s[0:3], 0 offset:180
	v_mul_lo_u32 v0, v2, 47
	v_mul_lo_u32 v1, v2, 48
	buffer_store_dword v1, off, s[0:3], 0 offset:192
	buffer_store_dword v0, off, s[0:3], 0 offset:188
	v_mul_lo_u32 v0, v2, 49
	v_mul_lo_u32 v1, v2, 50
	buffer_store_dword v1, off, s[0:3], 0 offset:200
	buffer_store_dword v0, off, s[0:3], 0 offset:196
	v_mul_lo_u32 v0, v2, 51
	v_mul_lo_u32 v1, v2, 52
	buffer_store_dword v1, off, s[0:3], 0 offset:208
	buffer_store_dword v0, off, s[0:3], 0 offset:204
	v_mul_lo_u32 v0, v2, 53
	v_mul_lo_u32 v1, v2, 54
	buffer_store_dword v1, off, s[0:3], 0 offset:216
	buffer_store_dword v0, off, s[0:3], 0 offset:212
	v_mul_lo_u32 v0, v2, 55
	v_mul_lo_u32 v1, v2, 56
	buffer_store_dword v1, off, s[0:3], 0 offset:224
	buffer_store_dword v0, off, s[0:3], 0 offset:220
	v_mul_lo_u32 v0, v2, 57
	v_mul_lo_u32 v1, v2, 58
	buffer_store_dword v1, off, s[0:3], 0 offset:232
	buffer_store_dword v0, off, s[0:3], 0 offset:228
	v_mul_lo_u32 v0, v2, 59
	v_mul_lo_u32 v1, v2, 60
	buffer_store_dword v1, off, s[0:3], 0 offset:240
	buffer_store_dword v0, off, s[0:3], 0 offset:236
	v_mul_lo_u32 v0, v2, 61
	v_mul_lo_u32 v1, v2, 62
	buffer_store_dword v1, off, s[0:3], 0 offset:248
	buffer_store_dword v0, off, s[0:3], 0 offset:244
	v_mul_lo_u32 v0, v2, 63
	v_cmp_gt_u32_e32 vcc, s9, v2
	buffer_store_dword v0, off, s[0:3], 0 offset:252
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_load_dwordx4 s[4:7], s[6:7], 0x0
	v_lshlrev_b64 v[0:1], 2, v[2:3]
	v_and_b32_e32 v1, 3, v1
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s7
	v_add_co_u32_e32 v2, vcc, s6, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_load_dword v2, v[2:3], off
	v_mov_b32_e32 v3, 0
	v_add_co_u32_e32 v0, vcc, s4, v0
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 63, v2
	v_lshl_add_u32 v2, v2, 2, v3
	buffer_load_dword v2, v2, s[0:3], 0 offen
	v_mov_b32_e32 v3, s5
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
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
		.amdhsa_user_sgpr_count 10
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 4
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
	.size	private_array, .Lfunc_end0-private_array
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1152
; NumSgprs: 16
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
; ScratchSize: 260
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 4
; AccumOffset: 4
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 0
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
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         private_array.kd
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
