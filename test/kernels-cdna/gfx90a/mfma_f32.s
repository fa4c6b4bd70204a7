	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.protected	mfma_f32                ; -- Begin function mfma_f32
	.globl	mfma_f32
	.p2align	8
	.type	mfma_f32,@function
mfma_f32:                               ; @mfma_f32
; %bb.0:
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	s_load_dword s6, s[4:5], 0x18
	v_and_b32_e32 v9, 31, v0
	v_lshrrev_b32_e32 v10, 5, v0
	v_lshlrev_b32_e32 v0, 2, v9
	v_lshl_or_b32 v0, v10, 9, v0
	v_or_b32_e32 v2, 0x800, v0
	v_or_b32_e32 v1, 0x400, v0
	s_waitcnt lgkmcnt(0)
	global_load_dword a0, v0, s[0:1]
	global_load_dword a1, v0, s[0:1] offset:128
	global_load_dword a2, v0, s[0:1] offset:256
	global_load_dword a3, v0, s[0:1] offset:384
	global_load_dword a4, v1, s[0:1]
	global_load_dword a5, v1, s[0:1] offset:128
	global_load_dword a6, v1, s[0:1] offset:256
	global_load_dword a7, v1, s[0:1] offset:384
	v_or_b32_e32 v3, 0xc00, v0
	global_load_dword a8, v2, s[0:1]
	global_load_dword a9, v2, s[0:1] offset:128
	global_load_dword a10, v2, s[0:1] offset:256
	global_load_dword a11, v2, s[0:1] offset:384
	global_load_dword a12, v3, s[0:1]
	global_load_dword a13, v3, s[0:1] offset:128
	global_load_dword a14, v3, s[0:1] offset:256
	global_load_dword a15, v3, s[0:1] offset:384
	v_mov_b32_e32 v8, s1
	v_add_co_u32_e32 v6, vcc, s0, v0
	v_addc_co_u32_e32 v7, vcc, 0, v8, vcc
	v_add_co_u32_e32 v4, vcc, s0, v1
	v_addc_co_u32_e32 v5, vcc, 0, v8, vcc
	v_add_co_u32_e32 v0, vcc, s0, v2
	v_addc_co_u32_e32 v1, vcc, 0, v8, vcc
	v_add_co_u32_e32 v2, vcc, s0, v3
	s_mov_b32 s7, 0
	s_cmp_eq_u32 s6, 0
	v_addc_co_u32_e32 v3, vcc, 0, v8, vcc
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshl_or_b32 v8, v10, 5, v9
	v_mad_u64_u32 v[10:11], s[4:5], v9, s6, v[10:11]
	v_mov_b32_e32 v13, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v11, s1
	v_mov_b32_e32 v14, s3
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v12, s7, v10
	v_lshlrev_b64 v[16:17], 2, v[12:13]
	v_add_co_u32_e32 v16, vcc, s0, v16
	v_mov_b32_e32 v9, v13
	v_addc_co_u32_e32 v17, vcc, v11, v17, vcc
	v_lshlrev_b64 v[18:19], 2, v[8:9]
	global_load_dword v9, v[16:17], off
	v_add_co_u32_e32 v16, vcc, s2, v18
	v_addc_co_u32_e32 v17, vcc, v14, v19, vcc
	global_load_dword v12, v[16:17], off
	s_add_i32 s7, s7, 2
	s_cmp_ge_u32 s7, s6
	v_add_u32_e32 v8, 64, v8
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x2f32 a[0:15], v9, v12, a[0:15]
	s_cbranch_scc0 .LBB0_2
.LBB0_3:
	s_waitcnt vmcnt(15)
	s_nop 7
	s_nop 7
	s_nop 0
	global_store_dword v[6:7], a0, off
	s_waitcnt vmcnt(15)
	global_store_dword v[6:7], a1, off offset:128
	s_waitcnt vmcnt(15)
	global_store_dword v[6:7], a2, off offset:256
	s_waitcnt vmcnt(15)
	global_store_dword v[6:7], a3, off offset:384
	s_waitcnt vmcnt(15)
	global_store_dword v[4:5], a4, off
	s_waitcnt vmcnt(15)
	global_store_dword v[4:5], a5, off offset:128
	s_waitcnt vmcnt(15)
	global_store_dword v[4:5], a6, off offset:256
	s_waitcnt vmcnt(15)
	global_store_dword v[4:5], a7, off offset:384
	s_waitcnt vmcnt(15)
	global_store_dword v[0:1], a8, off
	s_waitcnt vmcnt(15)
	global_store_dword v[0:1], a9, off offset:128
	s_waitcnt vmcnt(15)
	global_store_dword v[0:1], a10, off offset:256
	s_waitcnt vmcnt(15)
	global_store_dword v[0:1], a11, off offset:384
	s_waitcnt vmcnt(15)
	global_store_dword v[2:3], a12, off
	s_waitcnt vmcnt(15)
	global_store_dword v[2:3], a13, off offset:128
	s_waitcnt vmcnt(15)
	global_store_dword v[2:3], a14, off offset:256
	s_waitcnt vmcnt(15)
	global_store_dword v[2:3], a15, off offset:384
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
		.amdhsa_next_free_vgpr 36
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 20
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
	.size	mfma_f32, .Lfunc_end0-mfma_f32
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 572
; NumSgprs: 12
; NumVgprs: 20
; NumAgprs: 16
; TotalNumVgprs: 36
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 36
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
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
    .vgpr_count:     36
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
