	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx906"
	.amdhsa_code_object_version 5
	.hidden	fmix32                          ; -- Begin function fmix32
	.globl	fmix32
	.p2align	2
	.type	fmix32,@function
fmix32:                                 ; @fmix32
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_xor_b32_sdwa v0, v0, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	s_mov_b32 s4, 0x85ebca6b
	v_mul_lo_u32 v0, v0, s4
	s_mov_b32 s4, 0xc2b2ae35
	v_lshrrev_b32_e32 v1, 13, v0
	v_xor_b32_e32 v0, v1, v0
	v_mul_lo_u32 v0, v0, s4
	v_xor_b32_sdwa v0, v0, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	fmix32, .Lfunc_end0-fmix32
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 64
; NumSgprs: 36
; NumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	hash_mix                ; -- Begin function hash_mix
	.globl	hash_mix
	.p2align	8
	.type	hash_mix,@function
hash_mix:                               ; @hash_mix
; %bb.0:
	s_load_dword s0, s[4:5], 0x4
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s8
	s_mov_b32 s5, 0x9e3779b9
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], s[0:1], s0, v2, v[0:1]
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dword s4, s[6:7], 0x10
	s_movk_i32 s6, 0xcfc7
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_sub_u32_e32 v6, 0, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_load_dword v3, v[2:3], off
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	s_mov_b32 s0, 0x85ebca6b
	v_add_co_u32_e32 v4, vcc, s2, v0
	s_mov_b32 s1, 0xc2b2ae35
	v_mov_b32_e32 v2, s3
	v_addc_co_u32_e32 v5, vcc, v2, v1, vcc
	s_mov_b32 s7, 0xffc00fff
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, s4, v3
	v_xor_b32_sdwa v0, v0, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_mul_lo_u32 v0, v0, s0
	v_mul_hi_u32 v8, v3, s5
	v_alignbit_b32 v1, v3, v3, 19
	v_or_b32_e32 v7, 0x80000000, v3
	v_lshrrev_b32_e32 v10, 13, v0
	v_xor_b32_e32 v0, v10, v0
	v_mul_lo_u32 v0, v0, s1
	v_bcnt_u32_b32 v2, v3, 0
	v_ffbl_b32_e32 v7, v7
	v_and_b32_e32 v9, 0xfff, v3
	v_xor_b32_sdwa v12, v0, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v13, 20, v0
	v_alignbit_b32 v0, v12, v12, v6
	v_ffbh_u32_e32 v6, v12
	v_mul_hi_i32 v14, v12, s6
	v_min_u32_e32 v6, 32, v6
	v_xor_b32_e32 v0, v1, v0
	v_mul_u32_u24_e32 v1, 3, v6
	v_lshlrev_b32_e32 v11, 7, v3
	v_add3_u32 v1, v7, v2, v1
	v_bfrev_b32_e32 v10, v3
	v_bfi_b32 v11, s7, v12, v11
	v_xor_b32_e32 v2, v14, v8
	v_mad_u32_u24 v6, v13, v9, v1
	v_xor_b32_e32 v0, v0, v12
	v_add_u32_e32 v1, v1, v2
	v_xor_b32_e32 v2, v6, v10
	v_sad_u32 v3, v3, v12, v11
	global_store_dwordx4 v[4:5], v[0:3], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel hash_mix
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
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
		.amdhsa_next_free_vgpr 15
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
.Lfunc_end1:
	.size	hash_mix, .Lfunc_end1-hash_mix
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 340
; NumSgprs: 13
; NumVgprs: 15
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 15
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
	.protected	fnv1a                   ; -- Begin function fnv1a
	.globl	fnv1a
	.p2align	8
	.type	fnv1a,@function
fnv1a:                                  ; @fnv1a
; %bb.0:
	s_load_dword s10, s[4:5], 0x4
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dword s9, s[6:7], 0x10
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s8
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s10, 0xffff
	v_mad_u64_u32 v[0:1], s[4:5], s4, v2, v[0:1]
	s_cmp_eq_u32 s9, 0
	s_cbranch_scc1 .LBB2_4
; %bb.1:
	v_mov_b32_e32 v2, s0
	v_mov_b32_e32 v3, s1
	v_mad_u64_u32 v[2:3], s[0:1], v0, s9, v[2:3]
	v_mad_u64_u32 v[3:4], s[0:1], v1, s9, v[3:4]
	v_mov_b32_e32 v4, 0x811c9dc5
	s_mov_b32 s0, 0x1000193
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	global_load_ubyte v5, v[2:3], off
	s_add_i32 s9, s9, -1
	v_add_co_u32_e32 v2, vcc, 1, v2
	s_cmp_eq_u32 s9, 0
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v4, v4, v5
	v_mul_lo_u32 v4, v4, s0
	s_cbranch_scc0 .LBB2_2
; %bb.3:
	s_mov_b32 s0, 0x4f6cdd1d
	v_mad_u64_u32 v[2:3], s[0:1], v4, s0, 0
	s_mov_b32 s0, 0x2545f491
	v_mad_u64_u32 v[3:4], s[0:1], v4, s0, v[3:4]
	s_branch .LBB2_5
.LBB2_4:
	s_mov_b32 s0, 0xae8cf051
	s_mov_b32 s1, 0x8ebcdcdb
	v_mov_b32_e32 v3, s1
	v_mov_b32_e32 v2, s0
.LBB2_5:
	v_lshrrev_b32_e32 v4, 1, v3
	v_xor_b32_e32 v2, v4, v2
	v_ffbh_u32_e32 v4, v2
	v_add_u32_e64 v4, v4, 32 clamp
	v_ffbh_u32_e32 v5, v3
	v_min3_u32 v4, v4, v5, 64
	v_bcnt_u32_b32 v5, v2, 0
	v_bcnt_u32_b32 v5, v3, v5
	v_xor_b32_e32 v3, v3, v4
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_xor_b32_e32 v3, v3, v5
	v_xor_b32_e32 v2, v3, v2
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel fnv1a
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
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
.Lfunc_end2:
	.size	fnv1a, .Lfunc_end2-fnv1a
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 296
; NumSgprs: 15
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 15
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
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint*'
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
    .name:           hash_mix
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         hash_mix.kd
    .uses_dynamic_stack: false
    .vgpr_count:     15
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint*'
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
    .name:           fnv1a
    .private_segment_fixed_size: 0
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         fnv1a.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx906
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
