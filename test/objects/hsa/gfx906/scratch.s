	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx906"
	.amdhsa_code_object_version 5
	.protected	private_sort            ; -- Begin function private_sort
	.globl	private_sort
	.p2align	8
	.type	private_sort,@function
private_sort:                           ; @private_sort
; %bb.0:
	s_load_dword s4, s[4:5], 0x4
	s_add_u32 s0, s0, s11
	s_addc_u32 s1, s1, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s4, 0xffff
	v_mad_u64_u32 v[1:2], s[4:5], s4, v2, v[0:1]
	s_movk_i32 s8, 0x60
	s_mov_b32 s16, 1
	v_mad_u64_u32 v[0:1], s[4:5], v1, s8, 0
	s_load_dwordx4 s[4:7], s[6:7], 0x0
	s_mov_b32 s17, 2
	v_mad_u64_u32 v[1:2], s[8:9], v2, s8, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s5
	v_add_co_u32_e32 v22, vcc, s4, v0
	v_addc_co_u32_e32 v23, vcc, v2, v1, vcc
	global_load_dwordx4 v[2:5], v[22:23], off
	global_load_dwordx4 v[6:9], v[22:23], off offset:16
	global_load_dwordx4 v[10:13], v[22:23], off offset:32
	s_waitcnt vmcnt(2)
	buffer_store_dword v2, off, s[0:3], 0
	buffer_store_dword v3, off, s[0:3], 0 offset:4
	buffer_store_dword v4, off, s[0:3], 0 offset:8
	buffer_store_dword v5, off, s[0:3], 0 offset:12
	global_load_dwordx4 v[14:17], v[22:23], off offset:48
	s_waitcnt vmcnt(6)
	buffer_store_dword v6, off, s[0:3], 0 offset:16
	buffer_store_dword v7, off, s[0:3], 0 offset:20
	buffer_store_dword v8, off, s[0:3], 0 offset:24
	buffer_store_dword v9, off, s[0:3], 0 offset:28
	global_load_dwordx4 v[3:6], v[22:23], off offset:64
	s_nop 0
	global_load_dwordx4 v[18:21], v[22:23], off offset:80
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(11)
	buffer_store_dword v10, off, s[0:3], 0 offset:32
	buffer_store_dword v11, off, s[0:3], 0 offset:36
	buffer_store_dword v12, off, s[0:3], 0 offset:40
	buffer_store_dword v13, off, s[0:3], 0 offset:44
	s_waitcnt vmcnt(10)
	buffer_store_dword v14, off, s[0:3], 0 offset:48
	buffer_store_dword v15, off, s[0:3], 0 offset:52
	buffer_store_dword v16, off, s[0:3], 0 offset:56
	buffer_store_dword v17, off, s[0:3], 0 offset:60
	s_waitcnt vmcnt(9)
	buffer_store_dword v3, off, s[0:3], 0 offset:64
	buffer_store_dword v4, off, s[0:3], 0 offset:68
	buffer_store_dword v5, off, s[0:3], 0 offset:72
	buffer_store_dword v6, off, s[0:3], 0 offset:76
	s_waitcnt vmcnt(12)
	buffer_store_dword v18, off, s[0:3], 0 offset:80
	buffer_store_dword v19, off, s[0:3], 0 offset:84
	buffer_store_dword v20, off, s[0:3], 0 offset:88
	buffer_store_dword v21, off, s[0:3], 0 offset:92
	v_mov_b32_e32 v3, 0
	s_branch .LBB0_2
.LBB0_1:                                ;   in Loop: Header=BB0_2 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_add_i32 s16, s16, 1
	s_add_i32 s17, s17, 1
	v_lshl_add_u32 v5, v6, 2, v2
	s_cmp_eq_u32 s16, 24
	v_add_u32_e32 v3, 4, v3
	buffer_store_dword v4, v5, s[0:3], 0 offen
	s_cbranch_scc1 .LBB0_8
.LBB0_2:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_4 Depth 2
	s_lshl_b32 s4, s16, 2
	v_add_u32_e32 v4, s4, v2
	buffer_load_dword v4, v4, s[0:3], 0 offen
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v5, v3
	s_mov_b32 s18, s17
                                        ; implicit-def: $sgpr4_sgpr5
                                        ; implicit-def: $sgpr12_sgpr13
                                        ; implicit-def: $sgpr10_sgpr11
	s_branch .LBB0_4
.LBB0_3:                                ;   in Loop: Header=BB0_4 Depth=2
	s_or_b64 exec, exec, s[14:15]
	s_and_b64 s[14:15], exec, s[12:13]
	s_or_b64 s[8:9], s[14:15], s[8:9]
	s_andn2_b64 s[4:5], s[4:5], exec
	s_and_b64 s[14:15], s[10:11], exec
	v_mov_b32_e32 v6, s20
	v_mov_b32_e32 v7, s18
	s_or_b64 s[4:5], s[4:5], s[14:15]
	s_mov_b32 s18, s19
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB0_6
.LBB0_4:                                ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	buffer_load_dword v6, v5, s[0:3], 0 offen
	s_or_b64 s[10:11], s[10:11], exec
	s_or_b64 s[12:13], s[12:13], exec
                                        ; implicit-def: $sgpr19
                                        ; implicit-def: $sgpr20
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e32 vcc, v6, v4
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB0_3
; %bb.5:                                ;   in Loop: Header=BB0_4 Depth=2
	s_add_i32 s19, s18, -1
	s_cmp_lt_i32 s19, 2
	s_cselect_b64 s[22:23], -1, 0
	s_andn2_b64 s[12:13], s[12:13], exec
	s_and_b64 s[22:23], s[22:23], exec
	buffer_store_dword v6, v5, s[0:3], 0 offen offset:4
	v_add_u32_e32 v5, -4, v5
	s_mov_b32 s20, 0
	s_andn2_b64 s[10:11], s[10:11], exec
	s_or_b64 s[12:13], s[12:13], s[22:23]
	s_branch .LBB0_3
.LBB0_6:                                ;   in Loop: Header=BB0_2 Depth=1
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_xor_b64 s[4:5], exec, s[8:9]
	s_cbranch_execz .LBB0_1
; %bb.7:                                ;   in Loop: Header=BB0_2 Depth=1
	v_add_u32_e32 v6, -1, v7
	s_branch .LBB0_1
.LBB0_8:
	buffer_load_dword v2, off, s[0:3], 0
	buffer_load_dword v3, off, s[0:3], 0 offset:4
	buffer_load_dword v4, off, s[0:3], 0 offset:8
	buffer_load_dword v5, off, s[0:3], 0 offset:12
	buffer_load_dword v6, off, s[0:3], 0 offset:16
	buffer_load_dword v7, off, s[0:3], 0 offset:20
	buffer_load_dword v8, off, s[0:3], 0 offset:24
	buffer_load_dword v9, off, s[0:3], 0 offset:28
	v_mov_b32_e32 v19, s7
	v_add_co_u32_e32 v18, vcc, s6, v0
	v_addc_co_u32_e32 v19, vcc, v19, v1, vcc
	buffer_load_dword v10, off, s[0:3], 0 offset:32
	buffer_load_dword v11, off, s[0:3], 0 offset:36
	buffer_load_dword v12, off, s[0:3], 0 offset:40
	buffer_load_dword v13, off, s[0:3], 0 offset:44
	buffer_load_dword v14, off, s[0:3], 0 offset:48
	buffer_load_dword v15, off, s[0:3], 0 offset:52
	buffer_load_dword v16, off, s[0:3], 0 offset:56
	buffer_load_dword v17, off, s[0:3], 0 offset:60
	s_waitcnt vmcnt(12)
	global_store_dwordx4 v[18:19], v[2:5], off
	s_waitcnt vmcnt(9)
	global_store_dwordx4 v[18:19], v[6:9], off offset:16
	buffer_load_dword v0, off, s[0:3], 0 offset:64
	buffer_load_dword v1, off, s[0:3], 0 offset:68
	buffer_load_dword v2, off, s[0:3], 0 offset:72
	buffer_load_dword v3, off, s[0:3], 0 offset:76
	buffer_load_dword v4, off, s[0:3], 0 offset:80
	buffer_load_dword v5, off, s[0:3], 0 offset:84
	buffer_load_dword v6, off, s[0:3], 0 offset:88
	buffer_load_dword v7, off, s[0:3], 0 offset:92
	s_waitcnt vmcnt(14)
	global_store_dwordx4 v[18:19], v[10:13], off offset:32
	s_waitcnt vmcnt(11)
	global_store_dwordx4 v[18:19], v[14:17], off offset:48
	s_waitcnt vmcnt(6)
	global_store_dwordx4 v[18:19], v[0:3], off offset:64
	s_waitcnt vmcnt(3)
	global_store_dwordx4 v[18:19], v[4:7], off offset:80
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel private_sort
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 100
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 10
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 24
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
	.size	private_sort, .Lfunc_end0-private_sort
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 876
; NumSgprs: 28
; NumVgprs: 24
; ScratchSize: 100
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 28
; NumVGPRsForWavesPerEU: 24
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	private_histogram       ; -- Begin function private_histogram
	.globl	private_histogram
	.p2align	8
	.type	private_histogram,@function
private_histogram:                      ; @private_histogram
; %bb.0:
	s_add_u32 s0, s0, s11
	s_addc_u32 s1, s1, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0x10000
	s_load_dword s8, s[4:5], 0x4
	s_load_dwordx4 s[36:39], s[6:7], 0x0
	s_load_dword s33, s[6:7], 0x10
	buffer_store_dword v1, off, s[0:3], 0
	buffer_store_dword v1, off, s[0:3], 0 offset:4
	buffer_store_dword v1, off, s[0:3], 0 offset:8
	buffer_store_dword v1, off, s[0:3], 0 offset:12
	buffer_store_dword v1, off, s[0:3], 0 offset:16
	buffer_store_dword v1, off, s[0:3], 0 offset:20
	buffer_store_dword v1, off, s[0:3], 0 offset:24
	buffer_store_dword v1, off, s[0:3], 0 offset:28
	buffer_store_dword v1, off, s[0:3], 0 offset:32
	buffer_store_dword v1, off, s[0:3], 0 offset:36
	buffer_store_dword v1, off, s[0:3], 0 offset:40
	buffer_store_dword v1, off, s[0:3], 0 offset:44
	buffer_store_dword v1, off, s[0:3], 0 offset:48
	buffer_store_dword v1, off, s[0:3], 0 offset:52
	buffer_store_dword v1, off, s[0:3], 0 offset:56
	buffer_store_dword v1, off, s[0:3], 0 offset:60
	buffer_store_dword v1, off, s[0:3], 0 offset:64
	buffer_store_dword v1, off, s[0:3], 0 offset:68
	buffer_store_dword v1, off, s[0:3], 0 offset:72
	buffer_store_dword v1, off, s[0:3], 0 offset:76
	buffer_store_dword v1, off, s[0:3], 0 offset:80
	buffer_store_dword v1, off, s[0:3], 0 offset:84
	buffer_store_dword v1, off, s[0:3], 0 offset:88
	buffer_store_dword v1, off, s[0:3], 0 offset:92
	buffer_store_dword v1, off, s[0:3], 0 offset:96
	buffer_store_dword v1, off, s[0:3], 0 offset:100
	buffer_store_dword v1, off, s[0:3], 0 offset:104
	buffer_store_dword v1, off, s[0:3], 0 offset:108
	buffer_store_dword v1, off, s[0:3], 0 offset:112
	buffer_store_dword v1, off, s[0:3], 0 offset:116
	buffer_store_dword v1, off, s[0:3], 0 offset:120
	buffer_store_dword v1, off, s[0:3], 0 offset:124
	buffer_store_dword v1, off, s[0:3], 0 offset:128
	buffer_store_dword v1, off, s[0:3], 0 offset:132
	buffer_store_dword v1, off, s[0:3], 0 offset:136
	buffer_store_dword v1, off, s[0:3], 0 offset:140
	buffer_store_dword v1, off, s[0:3], 0 offset:144
	buffer_store_dword v1, off, s[0:3], 0 offset:148
	buffer_store_dword v1, off, s[0:3], 0 offset:152
	buffer_store_dword v1, off, s[0:3], 0 offset:156
	buffer_store_dword v2, off, s[0:3], 0 offset:160
	v_mov_b32_e32 v2, 0x30002
	buffer_store_dword v2, off, s[0:3], 0 offset:164
	v_mov_b32_e32 v2, 0x50004
	buffer_store_dword v2, off, s[0:3], 0 offset:168
	v_mov_b32_e32 v2, 0x70006
	buffer_store_dword v2, off, s[0:3], 0 offset:172
	v_mov_b32_e32 v2, 0x90008
	buffer_store_dword v2, off, s[0:3], 0 offset:176
	v_mov_b32_e32 v2, 0xb000a
	buffer_store_dword v2, off, s[0:3], 0 offset:180
	v_mov_b32_e32 v2, 0xd000c
	buffer_store_dword v2, off, s[0:3], 0 offset:184
	v_mov_b32_e32 v2, 0xf000e
	buffer_store_dword v2, off, s[0:3], 0 offset:188
	v_mov_b32_e32 v2, 0x110010
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s8, 0xffff
	buffer_store_dword v2, off, s[0:3], 0 offset:192
	v_mov_b32_e32 v2, s10
	v_mad_u64_u32 v[2:3], s[4:5], s4, v2, v[0:1]
	v_mov_b32_e32 v0, 0x130012
	s_cmp_eq_u32 s33, 0
	buffer_store_dword v0, off, s[0:3], 0 offset:196
	s_cbranch_scc1 .LBB1_3
; %bb.1:
	v_mov_b32_e32 v0, s36
	v_mov_b32_e32 v1, s37
	v_mad_u64_u32 v[0:1], s[4:5], v2, s33, v[0:1]
	s_mov_b64 s[36:37], 0
	v_mov_b32_e32 v16, 3
	v_mad_u64_u32 v[4:5], s[4:5], v3, s33, v[1:2]
	v_mov_b32_e32 v21, 6
	v_mov_b32_e32 v15, 9
	v_mov_b32_e32 v9, 12
	v_mov_b32_e32 v20, 15
	v_mov_b32_e32 v11, 18
	v_mov_b32_e32 v19, 21
	v_mov_b32_e32 v8, 24
	v_mov_b32_e32 v10, 27
	v_mov_b32_e32 v13, 30
	v_mov_b32_e32 v7, 33
	v_mov_b32_e32 v14, 36
	v_mov_b32_e32 v18, 39
	v_mov_b32_e32 v12, 42
	v_mov_b32_e32 v17, 45
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0xa0
	v_mov_b32_e32 v1, 0
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b16_e32 v15, 8, v15
	v_or_b32_sdwa v21, v21, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b16_e32 v15, 8, v20
	v_or_b32_sdwa v23, v9, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_mov_b32_e32 v9, s37
	v_add_co_u32_e32 v15, vcc, s36, v0
	v_lshlrev_b16_e32 v22, 8, v16
	v_addc_co_u32_e32 v16, vcc, v4, v9, vcc
	global_load_ubyte v15, v[15:16], off
	v_lshlrev_b16_e32 v7, 8, v7
	v_lshlrev_b16_e32 v9, 8, v19
	v_or_b32_sdwa v13, v13, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v11, v11, v9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b16_e32 v16, 8, v18
	v_lshlrev_b16_e32 v17, 8, v17
	v_or_b32_sdwa v14, v14, v16 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v12, v12, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b16_e32 v10, 8, v10
	v_or_b32_sdwa v18, v8, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v1, v1, v22 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	s_waitcnt vmcnt(0)
	v_mul_lo_u16_e32 v7, 0xcd, v15
	v_lshrrev_b16_e32 v9, 13, v7
	v_lshrrev_b16_e32 v7, 12, v7
	v_mul_lo_u16_e32 v9, 40, v9
	v_mul_lo_u16_e32 v7, 20, v7
	v_sub_u16_e32 v9, v15, v9
	v_sub_u16_e32 v7, v15, v7
	v_and_b32_e32 v9, 0xff, v9
	v_and_b32_e32 v7, 0xff, v7
	v_lshl_add_u32 v9, v9, 2, v5
	v_lshl_add_u32 v7, v7, 1, v6
	buffer_load_dword v16, v9, s[0:3], 0 offen
	buffer_load_ushort v17, v7, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_add3_u32 v8, s36, v16, 1
	v_and_b32_e32 v16, 0xffff, v15
	buffer_store_dword v8, v9, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mad_u32_u24 v8, v17, 3, v16
	buffer_store_short v8, v7, s[0:3], 0 offen
	v_lshlrev_b32_e32 v7, 16, v21
	v_lshlrev_b32_e32 v17, 16, v11
	v_or_b32_e32 v19, v22, v7
	v_or_b32_sdwa v8, v23, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v9, 16, v13
	v_lshlrev_b32_e32 v22, 16, v12
	v_or_b32_e32 v20, v10, v9
	v_or_b32_sdwa v10, v14, v22 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_lshrrev_b32_e32 v24, 8, v8
	v_lshrrev_b64 v[7:8], 24, v[7:8]
	v_lshrrev_b64 v[8:9], 24, v[9:10]
	v_and_b32_e32 v9, 15, v16
	v_lshrrev_b32_e32 v19, 8, v19
	v_cmp_eq_u32_e32 vcc, 1, v9
	v_lshrrev_b32_e32 v26, 8, v10
	v_cndmask_b32_e32 v10, v1, v19, vcc
	v_cmp_eq_u32_e64 s[4:5], 2, v9
	v_cndmask_b32_e64 v10, v10, v21, s[4:5]
	v_cmp_eq_u32_e64 s[6:7], 3, v9
	v_cndmask_b32_e64 v10, v10, v7, s[6:7]
	v_cmp_eq_u32_e64 s[8:9], 4, v9
	v_cndmask_b32_e64 v10, v10, v23, s[8:9]
	v_cmp_eq_u32_e64 s[10:11], 5, v9
	v_cndmask_b32_e64 v10, v10, v24, s[10:11]
	v_cmp_eq_u32_e64 s[12:13], 6, v9
	v_lshrrev_b32_e32 v17, 24, v17
	v_cndmask_b32_e64 v10, v10, v11, s[12:13]
	v_cmp_eq_u32_e64 s[14:15], 7, v9
	v_cndmask_b32_e64 v10, v10, v17, s[14:15]
	v_cmp_eq_u32_e64 s[16:17], 8, v9
	v_lshrrev_b32_e32 v25, 8, v20
	v_cndmask_b32_e64 v10, v10, v18, s[16:17]
	v_cmp_eq_u32_e64 s[18:19], 9, v9
	v_cndmask_b32_e64 v10, v10, v25, s[18:19]
	v_cmp_eq_u32_e64 s[20:21], 10, v9
	v_cndmask_b32_e64 v10, v10, v13, s[20:21]
	v_cmp_eq_u32_e64 s[22:23], 11, v9
	v_cndmask_b32_e64 v10, v10, v8, s[22:23]
	v_cmp_eq_u32_e64 s[24:25], 12, v9
	v_cndmask_b32_e64 v10, v10, v14, s[24:25]
	v_cmp_eq_u32_e64 s[26:27], 13, v9
	v_cndmask_b32_e64 v10, v10, v26, s[26:27]
	v_cmp_eq_u32_e64 s[28:29], 14, v9
	v_lshrrev_b32_e32 v22, 24, v22
	v_cndmask_b32_e64 v10, v10, v12, s[28:29]
	v_cmp_eq_u32_e64 s[30:31], 15, v9
	v_cndmask_b32_e64 v10, v10, v22, s[30:31]
	s_add_u32 s36, s36, 1
	v_xor_b32_e32 v27, v10, v15
	v_cmp_eq_u32_e64 s[34:35], 0, v9
	s_addc_u32 s37, s37, 0
	v_cndmask_b32_e64 v15, v7, v27, s[6:7]
	v_cndmask_b32_e64 v7, v8, v27, s[22:23]
	v_cndmask_b32_e64 v21, v21, v27, s[4:5]
	v_cndmask_b32_e32 v16, v19, v27, vcc
	v_cndmask_b32_e64 v19, v17, v27, s[14:15]
	v_cndmask_b32_e64 v11, v11, v27, s[12:13]
	v_cndmask_b32_e64 v20, v24, v27, s[10:11]
	v_cndmask_b32_e64 v9, v23, v27, s[8:9]
	v_cndmask_b32_e64 v13, v13, v27, s[20:21]
	v_cndmask_b32_e64 v10, v25, v27, s[18:19]
	v_cndmask_b32_e64 v8, v18, v27, s[16:17]
	v_cndmask_b32_e64 v17, v22, v27, s[30:31]
	v_cndmask_b32_e64 v12, v12, v27, s[28:29]
	v_cndmask_b32_e64 v18, v26, v27, s[26:27]
	v_cndmask_b32_e64 v14, v14, v27, s[24:25]
	s_cmp_eq_u32 s33, s36
	v_cndmask_b32_e64 v1, v1, v27, s[34:35]
	s_cbranch_scc0 .LBB1_2
	s_branch .LBB1_4
.LBB1_3:
	v_mov_b32_e32 v14, 36
	v_mov_b32_e32 v18, 39
	v_mov_b32_e32 v12, 42
	v_mov_b32_e32 v17, 45
	v_mov_b32_e32 v8, 24
	v_mov_b32_e32 v10, 27
	v_mov_b32_e32 v13, 30
	v_mov_b32_e32 v7, 33
	v_mov_b32_e32 v9, 12
	v_mov_b32_e32 v20, 15
	v_mov_b32_e32 v11, 18
	v_mov_b32_e32 v19, 21
	v_mov_b32_e32 v16, 3
	v_mov_b32_e32 v21, 6
	v_mov_b32_e32 v15, 9
.LBB1_4:
	v_lshlrev_b16_e32 v4, 8, v16
	v_lshlrev_b16_e32 v5, 8, v7
	v_or_b32_sdwa v16, v1, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b16_e32 v1, 8, v20
	v_or_b32_sdwa v7, v13, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v9, v9, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b16_e32 v1, 8, v19
	v_lshlrev_b32_e32 v19, 16, v7
	v_lshlrev_b16_e32 v5, 8, v10
	v_lshlrev_b16_e32 v0, 8, v15
	v_or_b32_e32 v22, v5, v19
	v_or_b32_sdwa v13, v8, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b16_e32 v5, 8, v18
	v_or_b32_sdwa v15, v21, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v10, v14, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b16_e32 v5, 8, v17
	v_lshlrev_b32_e32 v0, 16, v15
	v_or_b32_sdwa v8, v12, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_add_u32_e32 v5, 9, v2
	v_or_b32_e32 v4, v4, v0
	v_or_b32_sdwa v6, v11, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_and_b32_e32 v23, 15, v5
	v_lshlrev_b32_e32 v21, 16, v6
	v_lshrrev_b32_e32 v17, 8, v4
	v_cmp_eq_u32_e32 vcc, 1, v23
	v_or_b32_sdwa v1, v9, v21 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_cndmask_b32_e32 v4, v16, v17, vcc
	v_cmp_eq_u32_e32 vcc, 2, v23
	v_cndmask_b32_e32 v14, v4, v15, vcc
	v_lshrrev_b64 v[4:5], 24, v[0:1]
	v_cmp_eq_u32_e32 vcc, 3, v23
	v_cndmask_b32_e32 v0, v14, v4, vcc
	v_cmp_eq_u32_e32 vcc, 4, v23
	v_lshrrev_b32_e32 v11, 8, v1
	v_cndmask_b32_e32 v0, v0, v9, vcc
	v_cmp_eq_u32_e32 vcc, 5, v23
	v_cndmask_b32_e32 v0, v0, v11, vcc
	v_cmp_eq_u32_e32 vcc, 6, v23
	v_cndmask_b32_e32 v0, v0, v6, vcc
	v_lshrrev_b32_e32 v5, 24, v21
	v_cmp_eq_u32_e32 vcc, 7, v23
	v_cndmask_b32_e32 v0, v0, v5, vcc
	v_cmp_eq_u32_e32 vcc, 8, v23
	v_lshlrev_b32_e32 v18, 16, v8
	v_cndmask_b32_e32 v0, v0, v13, vcc
	v_lshrrev_b32_e32 v14, 8, v22
	v_cmp_eq_u32_e32 vcc, 9, v23
	v_or_b32_sdwa v20, v10, v18 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_cndmask_b32_e32 v0, v0, v14, vcc
	v_cmp_eq_u32_e32 vcc, 10, v23
	v_cndmask_b32_e32 v21, v0, v7, vcc
	v_lshrrev_b64 v[0:1], 24, v[19:20]
	v_cmp_eq_u32_e32 vcc, 11, v23
	v_cndmask_b32_e32 v1, v21, v0, vcc
	v_cmp_eq_u32_e32 vcc, 12, v23
	v_lshrrev_b32_e32 v12, 8, v20
	v_cndmask_b32_e32 v1, v1, v10, vcc
	v_cmp_eq_u32_e32 vcc, 13, v23
	v_cndmask_b32_e32 v1, v1, v12, vcc
	v_cmp_eq_u32_e32 vcc, 14, v23
	v_cndmask_b32_e32 v19, v1, v8, vcc
	v_lshrrev_b32_e32 v1, 24, v18
	v_cmp_eq_u32_e32 vcc, 15, v23
	v_cndmask_b32_e32 v18, v19, v1, vcc
	v_add_u32_e32 v19, 14, v2
	v_and_b32_e32 v19, 15, v19
	v_cmp_eq_u32_e32 vcc, 1, v19
	v_cndmask_b32_e32 v20, v16, v17, vcc
	v_cmp_eq_u32_e32 vcc, 2, v19
	v_cndmask_b32_e32 v20, v20, v15, vcc
	v_cmp_eq_u32_e32 vcc, 3, v19
	v_cndmask_b32_e32 v20, v20, v4, vcc
	v_cmp_eq_u32_e32 vcc, 4, v19
	v_cndmask_b32_e32 v20, v20, v9, vcc
	v_cmp_eq_u32_e32 vcc, 5, v19
	v_cndmask_b32_e32 v20, v20, v11, vcc
	v_cmp_eq_u32_e32 vcc, 6, v19
	v_cndmask_b32_e32 v20, v20, v6, vcc
	v_cmp_eq_u32_e32 vcc, 7, v19
	v_cndmask_b32_e32 v20, v20, v5, vcc
	v_cmp_eq_u32_e32 vcc, 8, v19
	v_cndmask_b32_e32 v20, v20, v13, vcc
	v_cmp_eq_u32_e32 vcc, 9, v19
	v_cndmask_b32_e32 v20, v20, v14, vcc
	v_cmp_eq_u32_e32 vcc, 10, v19
	v_cndmask_b32_e32 v20, v20, v7, vcc
	v_cmp_eq_u32_e32 vcc, 11, v19
	v_cndmask_b32_e32 v20, v20, v0, vcc
	v_cmp_eq_u32_e32 vcc, 12, v19
	v_cndmask_b32_e32 v20, v20, v10, vcc
	v_cmp_eq_u32_e32 vcc, 13, v19
	v_cndmask_b32_e32 v20, v20, v12, vcc
	v_cmp_eq_u32_e32 vcc, 14, v19
	v_cndmask_b32_e32 v20, v20, v8, vcc
	v_cmp_eq_u32_e32 vcc, 15, v19
	v_cndmask_b32_e32 v19, v20, v1, vcc
	v_mov_b32_e32 v20, 6
	v_lshlrev_b32_sdwa v18, v20, v18 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v20, 3, v2
	v_and_b32_e32 v20, 15, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	v_cndmask_b32_e32 v21, v16, v17, vcc
	v_cmp_eq_u32_e32 vcc, 2, v20
	v_cndmask_b32_e32 v21, v21, v15, vcc
	v_cmp_eq_u32_e32 vcc, 3, v20
	v_cndmask_b32_e32 v21, v21, v4, vcc
	v_cmp_eq_u32_e32 vcc, 4, v20
	v_cndmask_b32_e32 v21, v21, v9, vcc
	v_cmp_eq_u32_e32 vcc, 5, v20
	v_cndmask_b32_e32 v21, v21, v11, vcc
	v_cmp_eq_u32_e32 vcc, 6, v20
	v_cndmask_b32_e32 v21, v21, v6, vcc
	v_cmp_eq_u32_e32 vcc, 7, v20
	v_cndmask_b32_e32 v21, v21, v5, vcc
	v_cmp_eq_u32_e32 vcc, 8, v20
	v_cndmask_b32_e32 v21, v21, v13, vcc
	v_cmp_eq_u32_e32 vcc, 9, v20
	v_cndmask_b32_e32 v21, v21, v14, vcc
	v_cmp_eq_u32_e32 vcc, 10, v20
	v_cndmask_b32_e32 v21, v21, v7, vcc
	v_cmp_eq_u32_e32 vcc, 11, v20
	v_cndmask_b32_e32 v21, v21, v0, vcc
	v_cmp_eq_u32_e32 vcc, 12, v20
	v_cndmask_b32_e32 v21, v21, v10, vcc
	v_cmp_eq_u32_e32 vcc, 13, v20
	v_cndmask_b32_e32 v21, v21, v12, vcc
	v_cmp_eq_u32_e32 vcc, 14, v20
	v_cndmask_b32_e32 v21, v21, v8, vcc
	v_cmp_eq_u32_e32 vcc, 15, v20
	v_mov_b32_e32 v20, 3
	v_cndmask_b32_e32 v21, v21, v1, vcc
	v_lshlrev_b32_sdwa v19, v20, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_and_b32_e32 v21, 0xff, v21
	v_add3_u32 v18, v18, v19, v21
	v_and_b32_e32 v19, 15, v2
	v_xor_b32_e32 v19, 8, v19
	v_cmp_eq_u32_e32 vcc, 1, v19
	v_cndmask_b32_e32 v21, v16, v17, vcc
	v_cmp_eq_u32_e32 vcc, 2, v19
	v_cndmask_b32_e32 v21, v21, v15, vcc
	v_cmp_eq_u32_e32 vcc, 3, v19
	v_cndmask_b32_e32 v21, v21, v4, vcc
	v_cmp_eq_u32_e32 vcc, 4, v19
	v_cndmask_b32_e32 v21, v21, v9, vcc
	v_cmp_eq_u32_e32 vcc, 5, v19
	v_cndmask_b32_e32 v21, v21, v11, vcc
	v_cmp_eq_u32_e32 vcc, 6, v19
	v_cndmask_b32_e32 v21, v21, v6, vcc
	v_cmp_eq_u32_e32 vcc, 7, v19
	v_cndmask_b32_e32 v21, v21, v5, vcc
	v_cmp_eq_u32_e32 vcc, 8, v19
	v_cndmask_b32_e32 v21, v21, v13, vcc
	v_cmp_eq_u32_e32 vcc, 9, v19
	v_cndmask_b32_e32 v21, v21, v14, vcc
	v_cmp_eq_u32_e32 vcc, 10, v19
	v_cndmask_b32_e32 v21, v21, v7, vcc
	v_cmp_eq_u32_e32 vcc, 11, v19
	v_cndmask_b32_e32 v21, v21, v0, vcc
	v_cmp_eq_u32_e32 vcc, 12, v19
	v_cndmask_b32_e32 v21, v21, v10, vcc
	v_cmp_eq_u32_e32 vcc, 13, v19
	v_cndmask_b32_e32 v21, v21, v12, vcc
	v_cmp_eq_u32_e32 vcc, 14, v19
	v_cndmask_b32_e32 v21, v21, v8, vcc
	v_cmp_eq_u32_e32 vcc, 15, v19
	v_cndmask_b32_e32 v19, v21, v1, vcc
	v_lshlrev_b32_sdwa v19, v20, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshl_add_u32 v18, v18, 6, v19
	v_add_u32_e32 v19, 13, v2
	v_and_b32_e32 v19, 15, v19
	v_cmp_eq_u32_e32 vcc, 1, v19
	v_cndmask_b32_e32 v21, v16, v17, vcc
	v_cmp_eq_u32_e32 vcc, 2, v19
	v_cndmask_b32_e32 v21, v21, v15, vcc
	v_cmp_eq_u32_e32 vcc, 3, v19
	v_cndmask_b32_e32 v21, v21, v4, vcc
	v_cmp_eq_u32_e32 vcc, 4, v19
	v_cndmask_b32_e32 v21, v21, v9, vcc
	v_cmp_eq_u32_e32 vcc, 5, v19
	v_cndmask_b32_e32 v21, v21, v11, vcc
	v_cmp_eq_u32_e32 vcc, 6, v19
	v_cndmask_b32_e32 v21, v21, v6, vcc
	v_cmp_eq_u32_e32 vcc, 7, v19
	v_cndmask_b32_e32 v21, v21, v5, vcc
	v_cmp_eq_u32_e32 vcc, 8, v19
	v_cndmask_b32_e32 v21, v21, v13, vcc
	v_cmp_eq_u32_e32 vcc, 9, v19
	v_cndmask_b32_e32 v21, v21, v14, vcc
	v_cmp_eq_u32_e32 vcc, 10, v19
	v_cndmask_b32_e32 v21, v21, v7, vcc
	v_cmp_eq_u32_e32 vcc, 11, v19
	v_cndmask_b32_e32 v21, v21, v0, vcc
	v_cmp_eq_u32_e32 vcc, 12, v19
	v_cndmask_b32_e32 v21, v21, v10, vcc
	v_cmp_eq_u32_e32 vcc, 13, v19
	v_cndmask_b32_e32 v21, v21, v12, vcc
	v_cmp_eq_u32_e32 vcc, 14, v19
	v_cndmask_b32_e32 v21, v21, v8, vcc
	v_cmp_eq_u32_e32 vcc, 15, v19
	v_cndmask_b32_e32 v19, v21, v1, vcc
	v_and_b32_e32 v19, 0xff, v19
	v_add_lshl_u32 v18, v18, v19, 6
	v_add_u32_e32 v19, 7, v2
	v_and_b32_e32 v19, 15, v19
	v_cmp_eq_u32_e32 vcc, 1, v19
	v_cndmask_b32_e32 v21, v16, v17, vcc
	v_cmp_eq_u32_e32 vcc, 2, v19
	v_cndmask_b32_e32 v21, v21, v15, vcc
	v_cmp_eq_u32_e32 vcc, 3, v19
	v_cndmask_b32_e32 v21, v21, v4, vcc
	v_cmp_eq_u32_e32 vcc, 4, v19
	v_cndmask_b32_e32 v21, v21, v9, vcc
	v_cmp_eq_u32_e32 vcc, 5, v19
	v_cndmask_b32_e32 v21, v21, v11, vcc
	v_cmp_eq_u32_e32 vcc, 6, v19
	v_cndmask_b32_e32 v21, v21, v6, vcc
	v_cmp_eq_u32_e32 vcc, 7, v19
	v_cndmask_b32_e32 v21, v21, v5, vcc
	v_cmp_eq_u32_e32 vcc, 8, v19
	v_cndmask_b32_e32 v21, v21, v13, vcc
	v_cmp_eq_u32_e32 vcc, 9, v19
	v_cndmask_b32_e32 v21, v21, v14, vcc
	v_cmp_eq_u32_e32 vcc, 10, v19
	v_cndmask_b32_e32 v21, v21, v7, vcc
	v_cmp_eq_u32_e32 vcc, 11, v19
	v_cndmask_b32_e32 v21, v21, v0, vcc
	v_cmp_eq_u32_e32 vcc, 12, v19
	v_cndmask_b32_e32 v21, v21, v10, vcc
	v_cmp_eq_u32_e32 vcc, 13, v19
	v_cndmask_b32_e32 v21, v21, v12, vcc
	v_cmp_eq_u32_e32 vcc, 14, v19
	v_cndmask_b32_e32 v21, v21, v8, vcc
	v_cmp_eq_u32_e32 vcc, 15, v19
	v_add_u32_e32 v19, 2, v2
	v_and_b32_e32 v19, 15, v19
	v_cmp_eq_u32_e64 s[4:5], 1, v19
	v_cndmask_b32_e64 v22, v16, v17, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], 2, v19
	v_cndmask_b32_e64 v22, v22, v15, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], 3, v19
	v_cndmask_b32_e64 v22, v22, v4, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], 4, v19
	v_cndmask_b32_e64 v22, v22, v9, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], 5, v19
	v_cndmask_b32_e64 v22, v22, v11, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], 6, v19
	v_cndmask_b32_e64 v22, v22, v6, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], 7, v19
	v_cndmask_b32_e64 v22, v22, v5, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], 8, v19
	v_cndmask_b32_e64 v22, v22, v13, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], 9, v19
	v_cndmask_b32_e64 v22, v22, v14, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], 10, v19
	v_cndmask_b32_e64 v22, v22, v7, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], 11, v19
	v_cndmask_b32_e64 v22, v22, v0, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], 12, v19
	v_cndmask_b32_e64 v22, v22, v10, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], 13, v19
	v_cndmask_b32_e64 v22, v22, v12, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], 14, v19
	v_cndmask_b32_e64 v22, v22, v8, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], 15, v19
	v_cndmask_b32_e64 v19, v22, v1, s[4:5]
	v_cndmask_b32_e32 v21, v21, v1, vcc
	v_lshlrev_b32_sdwa v19, v20, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_and_b32_e32 v21, 0xff, v21
	v_add3_u32 v18, v18, v19, v21
	v_add_u32_e32 v19, 12, v2
	v_and_b32_e32 v19, 15, v19
	v_cmp_eq_u32_e32 vcc, 1, v19
	v_cndmask_b32_e32 v21, v16, v17, vcc
	v_cmp_eq_u32_e32 vcc, 2, v19
	v_cndmask_b32_e32 v21, v21, v15, vcc
	v_cmp_eq_u32_e32 vcc, 3, v19
	v_cndmask_b32_e32 v21, v21, v4, vcc
	v_cmp_eq_u32_e32 vcc, 4, v19
	v_cndmask_b32_e32 v21, v21, v9, vcc
	v_cmp_eq_u32_e32 vcc, 5, v19
	v_cndmask_b32_e32 v21, v21, v11, vcc
	v_cmp_eq_u32_e32 vcc, 6, v19
	v_cndmask_b32_e32 v21, v21, v6, vcc
	v_cmp_eq_u32_e32 vcc, 7, v19
	v_cndmask_b32_e32 v21, v21, v5, vcc
	v_cmp_eq_u32_e32 vcc, 8, v19
	v_cndmask_b32_e32 v21, v21, v13, vcc
	v_cmp_eq_u32_e32 vcc, 9, v19
	v_cndmask_b32_e32 v21, v21, v14, vcc
	v_cmp_eq_u32_e32 vcc, 10, v19
	v_cndmask_b32_e32 v21, v21, v7, vcc
	v_cmp_eq_u32_e32 vcc, 11, v19
	v_cndmask_b32_e32 v21, v21, v0, vcc
	v_cmp_eq_u32_e32 vcc, 12, v19
	v_cndmask_b32_e32 v21, v21, v10, vcc
	v_cmp_eq_u32_e32 vcc, 13, v19
	v_cndmask_b32_e32 v21, v21, v12, vcc
	v_cmp_eq_u32_e32 vcc, 14, v19
	v_cndmask_b32_e32 v21, v21, v8, vcc
	v_cmp_eq_u32_e32 vcc, 15, v19
	v_cndmask_b32_e32 v19, v21, v1, vcc
	v_lshlrev_b32_sdwa v19, v20, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshl_add_u32 v18, v18, 6, v19
	v_add_u32_e32 v19, 6, v2
	v_and_b32_e32 v19, 15, v19
	v_cmp_eq_u32_e32 vcc, 1, v19
	v_cndmask_b32_e32 v21, v16, v17, vcc
	v_cmp_eq_u32_e32 vcc, 2, v19
	v_cndmask_b32_e32 v21, v21, v15, vcc
	v_cmp_eq_u32_e32 vcc, 3, v19
	v_cndmask_b32_e32 v21, v21, v4, vcc
	v_cmp_eq_u32_e32 vcc, 4, v19
	v_cndmask_b32_e32 v21, v21, v9, vcc
	v_cmp_eq_u32_e32 vcc, 5, v19
	v_cndmask_b32_e32 v21, v21, v11, vcc
	v_cmp_eq_u32_e32 vcc, 6, v19
	v_cndmask_b32_e32 v21, v21, v6, vcc
	v_cmp_eq_u32_e32 vcc, 7, v19
	v_cndmask_b32_e32 v21, v21, v5, vcc
	v_cmp_eq_u32_e32 vcc, 8, v19
	v_cndmask_b32_e32 v21, v21, v13, vcc
	v_cmp_eq_u32_e32 vcc, 9, v19
	v_cndmask_b32_e32 v21, v21, v14, vcc
	v_cmp_eq_u32_e32 vcc, 10, v19
	v_cndmask_b32_e32 v21, v21, v7, vcc
	v_cmp_eq_u32_e32 vcc, 11, v19
	v_cndmask_b32_e32 v21, v21, v0, vcc
	v_cmp_eq_u32_e32 vcc, 12, v19
	v_cndmask_b32_e32 v21, v21, v10, vcc
	v_cmp_eq_u32_e32 vcc, 13, v19
	v_cndmask_b32_e32 v21, v21, v12, vcc
	v_cmp_eq_u32_e32 vcc, 14, v19
	v_cndmask_b32_e32 v21, v21, v8, vcc
	v_cmp_eq_u32_e32 vcc, 15, v19
	v_add_u32_e32 v19, 1, v2
	v_and_b32_e32 v19, 15, v19
	v_cmp_eq_u32_e64 s[4:5], 1, v19
	v_cndmask_b32_e64 v22, v16, v17, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], 2, v19
	v_cndmask_b32_e64 v22, v22, v15, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], 3, v19
	v_cndmask_b32_e64 v22, v22, v4, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], 4, v19
	v_cndmask_b32_e64 v22, v22, v9, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], 5, v19
	v_cndmask_b32_e64 v22, v22, v11, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], 6, v19
	v_cndmask_b32_e64 v22, v22, v6, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], 7, v19
	v_cndmask_b32_e64 v22, v22, v5, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], 8, v19
	v_cndmask_b32_e64 v22, v22, v13, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], 9, v19
	v_cndmask_b32_e64 v22, v22, v14, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], 10, v19
	v_cndmask_b32_e64 v22, v22, v7, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], 11, v19
	v_cndmask_b32_e64 v22, v22, v0, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], 12, v19
	v_cndmask_b32_e64 v22, v22, v10, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], 13, v19
	v_cndmask_b32_e64 v22, v22, v12, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], 14, v19
	v_cndmask_b32_e64 v22, v22, v8, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], 15, v19
	v_cndmask_b32_e64 v19, v22, v1, s[4:5]
	v_and_b32_e32 v19, 0xff, v19
	v_cndmask_b32_e32 v21, v21, v1, vcc
	v_add_lshl_u32 v18, v18, v19, 6
	v_lshlrev_b32_sdwa v19, v20, v21 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v20, 11, v2
	v_and_b32_e32 v20, 15, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	v_cndmask_b32_e32 v16, v16, v17, vcc
	v_cmp_eq_u32_e32 vcc, 2, v20
	v_cndmask_b32_e32 v15, v16, v15, vcc
	v_cmp_eq_u32_e32 vcc, 3, v20
	v_cndmask_b32_e32 v4, v15, v4, vcc
	v_cmp_eq_u32_e32 vcc, 4, v20
	v_cndmask_b32_e32 v4, v4, v9, vcc
	v_cmp_eq_u32_e32 vcc, 5, v20
	v_cndmask_b32_e32 v4, v4, v11, vcc
	v_cmp_eq_u32_e32 vcc, 6, v20
	v_cndmask_b32_e32 v4, v4, v6, vcc
	v_cmp_eq_u32_e32 vcc, 7, v20
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_cmp_eq_u32_e32 vcc, 8, v20
	v_cndmask_b32_e32 v4, v4, v13, vcc
	v_cmp_eq_u32_e32 vcc, 9, v20
	v_cndmask_b32_e32 v4, v4, v14, vcc
	v_cmp_eq_u32_e32 vcc, 10, v20
	v_cndmask_b32_e32 v4, v4, v7, vcc
	v_cmp_eq_u32_e32 vcc, 11, v20
	v_cndmask_b32_e32 v0, v4, v0, vcc
	v_cmp_eq_u32_e32 vcc, 12, v20
	v_cndmask_b32_e32 v0, v0, v10, vcc
	v_cmp_eq_u32_e32 vcc, 13, v20
	v_cndmask_b32_e32 v0, v0, v12, vcc
	v_cmp_eq_u32_e32 vcc, 14, v20
	v_cndmask_b32_e32 v0, v0, v8, vcc
	v_cmp_eq_u32_e32 vcc, 15, v20
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_and_b32_e32 v0, 0xff, v0
	v_add3_u32 v4, v18, v19, v0
	v_lshlrev_b64 v[0:1], 2, v[2:3]
	v_mov_b32_e32 v2, s39
	v_add_co_u32_e32 v0, vcc, s38, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v4, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel private_histogram
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 204
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 10
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 28
		.amdhsa_next_free_sgpr 40
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
	.size	private_histogram, .Lfunc_end1-private_histogram
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3440
; NumSgprs: 44
; NumVgprs: 28
; ScratchSize: 204
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 44
; NumVGPRsForWavesPerEU: 28
; Occupancy: 9
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	generic_ptr             ; -- Begin function generic_ptr
	.globl	generic_ptr
	.p2align	8
	.type	generic_ptr,@function
generic_ptr:                            ; @generic_ptr
; %bb.0:
	s_add_u32 flat_scratch_lo, s8, s11
	s_load_dword s8, s[4:5], 0x4
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_addc_u32 flat_scratch_hi, s9, 0
	s_add_u32 s0, s0, s11
	s_addc_u32 s1, s1, 0
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s8, 0xffff
	v_mov_b32_e32 v2, s10
	v_mad_u64_u32 v[2:3], s[4:5], s4, v2, v[0:1]
	v_mov_b32_e32 v6, s13
	s_mov_b32 s10, 0
	v_lshlrev_b64 v[4:5], 5, v[2:3]
	v_add_co_u32_e32 v4, vcc, s12, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dwordx4 v[8:11], v[4:5], off
	global_load_dwordx4 v[12:15], v[4:5], off offset:16
	v_mov_b32_e32 v4, 8
	v_lshlrev_b32_e32 v6, 5, v0
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v0, 0x3e8, v8
	v_add_u32_e32 v5, 0x3e8, v9
	buffer_store_dword v8, off, s[0:3], 0
	buffer_store_dword v9, off, s[0:3], 0 offset:4
	buffer_store_dword v10, off, s[0:3], 0 offset:8
	v_add_u32_e32 v7, 0x3e8, v10
	buffer_store_dword v11, off, s[0:3], 0 offset:12
	s_waitcnt vmcnt(4)
	buffer_store_dword v12, off, s[0:3], 0 offset:16
	v_add_u32_e32 v9, 0x3e8, v12
	buffer_store_dword v13, off, s[0:3], 0 offset:20
	v_add_u32_e32 v10, 0x3e8, v13
	buffer_store_dword v14, off, s[0:3], 0 offset:24
	v_add_u32_e32 v12, 0x3e8, v14
	buffer_store_dword v15, off, s[0:3], 0 offset:28
	v_add_u32_e32 v13, 0x3e8, v15
	v_add_u32_e32 v11, 0x3e8, v11
	ds_write2_b32 v6, v0, v5 offset1:1
	ds_write2_b32 v6, v7, v11 offset0:2 offset1:3
	ds_write2_b32 v6, v9, v10 offset0:4 offset1:5
	ds_write2_b32 v6, v12, v13 offset0:6 offset1:7
	buffer_store_dword v4, off, s[0:3], 0 offset:32
	s_waitcnt vmcnt(0)
	buffer_load_dword v7, off, s[0:3], 0 offset:32 glc
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v0, 1, v8
	v_cmp_eq_u32_e64 s[4:5], 0, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	v_mov_b32_e32 v4, v1
	v_cmp_lt_i32_e64 s[6:7], 0, v7
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB2_4
; %bb.1:
	s_mov_b64 s[6:7], src_private_base
	s_mov_b64 s[12:13], src_shared_base
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, s7
	v_mov_b32_e32 v4, s13
	v_cndmask_b32_e64 v0, v0, v6, s[4:5]
	v_cndmask_b32_e64 v1, v1, v4, s[4:5]
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v4, 0
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	flat_load_dword v5, v[0:1]
	s_add_i32 s10, s10, 1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mad_u64_u32 v[4:5], s[4:5], v5, s10, v[4:5]
	v_cmp_eq_u32_e64 s[4:5], s10, v7
	s_or_b64 s[6:7], s[4:5], s[6:7]
	flat_store_dword v[0:1], v4
	v_add_co_u32_e64 v0, s[4:5], 4, v0
	v_addc_co_u32_e64 v1, s[4:5], 0, v1, s[4:5]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB2_2
; %bb.3:
	s_or_b64 exec, exec, s[6:7]
.LBB2_4:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v0, s14
	v_mov_b32_e32 v1, s15
	v_mad_u64_u32 v[0:1], s[4:5], v2, 36, v[0:1]
	v_mad_u64_u32 v[1:2], s[4:5], v3, 36, v[1:2]
                                        ; implicit-def: $vgpr2
	global_store_dword v[0:1], v4, off
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB2_6
; %bb.5:
	buffer_load_dword v2, off, s[0:3], 0
.LBB2_6:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB2_8
; %bb.7:
	s_waitcnt vmcnt(0)
	ds_read_b32 v2, v6
.LBB2_8:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v[0:1], v2, off offset:4
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB2_10
; %bb.9:
	buffer_load_dword v2, off, s[0:3], 0 offset:4
.LBB2_10:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB2_12
; %bb.11:
	s_waitcnt vmcnt(0)
	ds_read_b32 v2, v6 offset:4
.LBB2_12:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v[0:1], v2, off offset:8
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB2_14
; %bb.13:
	buffer_load_dword v2, off, s[0:3], 0 offset:8
.LBB2_14:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB2_16
; %bb.15:
	s_waitcnt vmcnt(0)
	ds_read_b32 v2, v6 offset:8
.LBB2_16:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v[0:1], v2, off offset:12
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB2_18
; %bb.17:
	buffer_load_dword v2, off, s[0:3], 0 offset:12
.LBB2_18:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB2_20
; %bb.19:
	s_waitcnt vmcnt(0)
	ds_read_b32 v2, v6 offset:12
.LBB2_20:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v[0:1], v2, off offset:16
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB2_22
; %bb.21:
	buffer_load_dword v2, off, s[0:3], 0 offset:16
.LBB2_22:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB2_24
; %bb.23:
	s_waitcnt vmcnt(0)
	ds_read_b32 v2, v6 offset:16
.LBB2_24:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v[0:1], v2, off offset:20
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB2_26
; %bb.25:
	buffer_load_dword v2, off, s[0:3], 0 offset:20
.LBB2_26:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB2_28
; %bb.27:
	s_waitcnt vmcnt(0)
	ds_read_b32 v2, v6 offset:20
.LBB2_28:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v[0:1], v2, off offset:24
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB2_30
; %bb.29:
	buffer_load_dword v2, off, s[0:3], 0 offset:24
.LBB2_30:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB2_32
; %bb.31:
	s_waitcnt vmcnt(0)
	ds_read_b32 v2, v6 offset:24
.LBB2_32:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v[0:1], v2, off offset:28
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB2_34
; %bb.33:
	buffer_load_dword v2, off, s[0:3], 0 offset:28
                                        ; implicit-def: $vgpr6
.LBB2_34:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB2_36
; %bb.35:
	s_waitcnt vmcnt(0)
	ds_read_b32 v2, v6 offset:28
.LBB2_36:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v[0:1], v2, off offset:32
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel generic_ptr
		.amdhsa_group_segment_fixed_size 2048
		.amdhsa_private_segment_fixed_size 40
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 10
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 1
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
	.size	generic_ptr, .Lfunc_end2-generic_ptr
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 940
; NumSgprs: 22
; NumVgprs: 16
; ScratchSize: 40
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 16
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
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
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           private_sort
    .private_segment_fixed_size: 100
    .sgpr_count:     28
    .sgpr_spill_count: 0
    .symbol:         private_sort.kd
    .uses_dynamic_stack: false
    .vgpr_count:     24
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
    .name:           private_histogram
    .private_segment_fixed_size: 204
    .sgpr_count:     44
    .sgpr_spill_count: 0
    .symbol:         private_histogram.kd
    .uses_dynamic_stack: false
    .vgpr_count:     28
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 2048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           generic_ptr
    .private_segment_fixed_size: 40
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         generic_ptr.kd
    .uses_dynamic_stack: false
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx906
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
