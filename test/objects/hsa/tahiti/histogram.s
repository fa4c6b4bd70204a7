	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx600"
	.amdhsa_code_object_version 5
	.protected	histogram256            ; -- Begin function histogram256
	.globl	histogram256
	.p2align	8
	.type	histogram256,@function
histogram256:                           ; @histogram256
; %bb.0:
	s_load_dword s0, s[4:5], 0x1
	s_movk_i32 s1, 0x100
	v_cmp_gt_u32_e32 vcc, s1, v0
	v_lshlrev_b32_e32 v3, 2, v0
	s_mov_b32 m0, -1
	s_waitcnt lgkmcnt(0)
	s_and_b32 s14, s0, 0xffff
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_3
; %bb.1:
	v_lshlrev_b32_e32 v1, 2, v0
	s_lshl_b32 s9, s14, 2
	s_mov_b64 s[10:11], 0
	v_mov_b32_e32 v2, 0
	s_movk_i32 s12, 0xff
	v_mov_b32_e32 v4, v0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_i32_e64 v4, s[0:1], s14, v4
	v_cmp_lt_u32_e64 s[0:1], s12, v4
	ds_write_b32 v1, v2
	s_or_b64 s[10:11], s[0:1], s[10:11]
	v_add_i32_e64 v1, s[0:1], s9, v1
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execnz .LBB0_2
.LBB0_3:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v1, s8
	s_load_dword s2, s[6:7], 0x2
	v_mul_hi_u32 v2, s14, v1
	s_mul_i32 s0, s14, s8
	v_add_i32_e64 v1, s[0:1], s0, v0
	s_mov_b32 s3, 0
	v_addc_u32_e64 v2, s[0:1], 0, v2, s[0:1]
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e64 s[0:1], s[2:3], v[1:2]
	s_barrier
	s_and_saveexec_b64 s[12:13], s[0:1]
	s_cbranch_execz .LBB0_6
; %bb.4:
	s_load_dword s15, s[4:5], 0x3
	s_load_dwordx2 s[8:9], s[6:7], 0x0
	s_mov_b64 s[4:5], 0
	s_mov_b32 s11, 0x100f000
	s_mov_b32 s10, s3
	v_mov_b32_e32 v4, 1
	v_mov_b32_e32 v5, s3
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt lgkmcnt(0)
	buffer_load_ubyte v6, v[1:2], s[8:11], 0 addr64
	v_add_i32_e64 v1, s[0:1], s15, v1
	v_addc_u32_e64 v2, s[0:1], v2, v5, s[0:1]
	v_cmp_le_u64_e64 s[0:1], s[2:3], v[1:2]
	s_or_b64 s[4:5], s[0:1], s[4:5]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v6, 2, v6
	ds_add_u32 v6, v4
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_5
.LBB0_6:
	s_or_b64 exec, exec, s[12:13]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_11
; %bb.7:
	s_load_dwordx2 s[0:1], s[6:7], 0x4
	v_lshlrev_b32_e32 v1, 2, v0
	s_mov_b32 s2, 0
	s_lshl_b32 s8, s14, 2
	s_mov_b64 s[4:5], 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s1
	v_add_i32_e32 v1, vcc, s0, v1
	v_addc_u32_e32 v2, vcc, 0, v2, vcc
	s_mov_b32 s3, 0x100f000
	v_mov_b32_e32 v4, s2
	s_movk_i32 s9, 0xff
	s_mov_b32 m0, -1
	s_mov_b32 s0, s2
	s_branch .LBB0_9
.LBB0_8:                                ;   in Loop: Header=BB0_9 Depth=1
	s_or_b64 exec, exec, s[6:7]
	v_add_i32_e32 v0, vcc, s14, v0
	v_add_i32_e32 v1, vcc, s8, v1
	v_addc_u32_e32 v2, vcc, v2, v4, vcc
	v_cmp_lt_u32_e32 vcc, s9, v0
	s_or_b64 s[4:5], vcc, s[4:5]
	v_add_i32_e32 v3, vcc, s8, v3
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_11
.LBB0_9:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt expcnt(0)
	ds_read_b32 v5, v3
	s_waitcnt lgkmcnt(0)
	v_cmp_ne_u32_e32 vcc, 0, v5
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_8
; %bb.10:                               ;   in Loop: Header=BB0_9 Depth=1
	s_mov_b32 s0, s2
	s_mov_b32 s1, s2
	buffer_atomic_add v5, v[1:2], s[0:3], 0 addr64
	s_branch .LBB0_8
.LBB0_11:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel histogram256
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
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
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 1
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
	.size	histogram256, .Lfunc_end0-histogram256
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 444
; NumSgprs: 18
; NumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 7
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
	.protected	atomic_float_add        ; -- Begin function atomic_float_add
	.globl	atomic_float_add
	.p2align	8
	.type	atomic_float_add,@function
atomic_float_add:                       ; @atomic_float_add
; %bb.0:
	s_load_dword s4, s[4:5], 0x1
	v_mov_b32_e32 v1, s8
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_load_dwordx2 s[6:7], s[6:7], 0x4
	s_mov_b32 s3, 0x100f000
	s_mov_b32 s2, -1
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s4, 0xffff
	v_mul_hi_u32 v1, s4, v1
	s_mul_i32 s4, s4, s8
	v_add_i32_e32 v0, vcc, s4, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_lshl_b64 v[1:2], v[0:1], 2
	s_mov_b32 s16, s14
	s_mov_b32 s17, s15
	s_mov_b64 s[0:1], s[14:15]
	s_mov_b32 s14, 0
	s_mov_b32 s15, s3
	s_mov_b32 s18, s2
	s_mov_b32 s19, s3
	buffer_load_dword v3, v[1:2], s[12:15], 0 addr64
	buffer_load_dword v2, off, s[16:19], 0 glc
	s_waitcnt vmcnt(0)
	s_mov_b64 s[4:5], 0
.LBB1_1:                                ; =>This Inner Loop Header: Depth=1
	v_add_f32_e32 v1, v3, v2
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v4, v1
	buffer_atomic_cmpswap v[4:5], off, s[0:3], 0 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v4, v2
	s_or_b64 s[4:5], vcc, s[4:5]
	v_mov_b32_e32 v2, v4
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB1_1
; %bb.2:
	s_or_b64 exec, exec, s[4:5]
	v_cvt_i32_f32_e32 v1, v3
	s_mov_b64 s[0:1], exec
	s_brev_b32 s2, -2
.LBB1_3:                                ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s3, s[0:1]
	s_lshl_b64 s[4:5], 1, s3
	s_andn2_b64 s[0:1], s[0:1], s[4:5]
	v_cmp_ne_u64_e64 s[4:5], s[0:1], 0
	v_readlane_b32 s8, v1, s3
	s_min_i32 s2, s2, s8
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB1_3
; %bb.4:
	v_mbcnt_lo_u32_b32_e64 v2, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v2, exec_hi, v2
	v_cmp_eq_u32_e32 vcc, 0, v2
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB1_6
; %bb.5:
	s_mov_b32 s11, 0x100f000
	s_mov_b32 s10, -1
	s_mov_b32 s8, s6
	s_mov_b32 s9, s7
	v_mov_b32_e32 v2, s2
	buffer_atomic_smin v2, off, s[8:11], 0
.LBB1_6:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
	s_brev_b32 s3, 1
.LBB1_7:                                ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s2, s[0:1]
	s_lshl_b64 s[4:5], 1, s2
	s_andn2_b64 s[0:1], s[0:1], s[4:5]
	v_cmp_ne_u64_e64 s[4:5], s[0:1], 0
	v_readlane_b32 s8, v1, s2
	s_max_i32 s3, s3, s8
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB1_7
; %bb.8:
	v_mbcnt_lo_u32_b32_e64 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v1, exec_hi, v1
	s_mov_b32 s2, 0
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB1_10
; %bb.9:
	s_mov_b32 s11, 0x100f000
	s_mov_b32 s10, -1
	s_mov_b32 s8, s6
	s_mov_b32 s9, s7
	v_mov_b32_e32 v1, s3
	buffer_atomic_smax v1, off, s[8:11], 0 offset:4
.LBB1_10:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b32 s11, 0x100f000
	s_mov_b32 s10, -1
	s_mov_b32 s8, s6
	s_mov_b32 s9, s7
	buffer_atomic_swap v0, off, s[8:11], 0 offset:8
	s_mov_b64 s[0:1], exec
	s_waitcnt expcnt(0)
	v_lshl_b32_e32 v0, 1, v0
.LBB1_11:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s3, s[0:1]
	s_lshl_b64 s[4:5], 1, s3
	s_andn2_b64 s[0:1], s[0:1], s[4:5]
	v_cmp_ne_u64_e64 s[4:5], s[0:1], 0
	v_readlane_b32 s8, v0, s3
	s_or_b32 s2, s2, s8
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB1_11
; %bb.12:
	v_mbcnt_lo_u32_b32_e64 v0, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v0, exec_hi, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB1_14
; %bb.13:
	s_mov_b32 s11, 0x100f000
	s_mov_b32 s10, -1
	s_mov_b32 s8, s6
	s_mov_b32 s9, s7
	v_mov_b32_e32 v0, s2
	buffer_atomic_or v0, off, s[8:11], 0 offset:12
.LBB1_14:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomic_float_add
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
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
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 20
		.amdhsa_reserve_vcc 1
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
	.size	atomic_float_add, .Lfunc_end1-atomic_float_add
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 536
; NumSgprs: 22
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 6
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
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           histogram256
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         histogram256.kd
    .uses_dynamic_stack: false
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           atomic_float_add
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         atomic_float_add.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx600
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
