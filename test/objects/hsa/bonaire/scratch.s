	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx704"
	.amdhsa_code_object_version 5
	.protected	private_sort            ; -- Begin function private_sort
	.globl	private_sort
	.p2align	8
	.type	private_sort,@function
private_sort:                           ; @private_sort
; %bb.0:
	s_load_dword s4, s[4:5], 0x1
	s_add_i32 s8, s8, s11
	s_lshr_b32 flat_scratch_hi, s8, 8
	s_add_u32 s0, s0, s11
	s_addc_u32 s1, s1, 0
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s4, 0xffff
	v_mov_b32_e32 v2, s10
	v_mad_u64_u32 v[0:1], s[4:5], s4, v2, v[0:1]
	s_movk_i32 s8, 0x60
	s_mov_b32 flat_scratch_lo, s9
	s_load_dwordx4 s[4:7], s[6:7], 0x0
	v_mul_lo_u32 v2, v1, s8
	v_mad_u64_u32 v[0:1], s[8:9], v0, s8, 0
	s_mov_b32 s16, 1
	s_mov_b32 s17, 2
	v_add_i32_e32 v1, vcc, v1, v2
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s5
	v_add_i32_e32 v18, vcc, s4, v0
	v_addc_u32_e32 v19, vcc, v2, v1, vcc
	flat_load_dwordx4 v[2:5], v[18:19]
	v_add_i32_e32 v6, vcc, 16, v18
	v_addc_u32_e32 v7, vcc, 0, v19, vcc
	flat_load_dwordx4 v[6:9], v[6:7]
	v_add_i32_e32 v10, vcc, 48, v18
	v_addc_u32_e32 v11, vcc, 0, v19, vcc
	flat_load_dwordx4 v[10:13], v[10:11]
	v_add_i32_e32 v14, vcc, 32, v18
	v_addc_u32_e32 v15, vcc, 0, v19, vcc
	flat_load_dwordx4 v[14:17], v[14:15]
	s_movk_i32 s4, 0x50
	s_waitcnt vmcnt(3)
	buffer_store_dword v2, off, s[0:3], 0
	buffer_store_dword v3, off, s[0:3], 0 offset:4
	buffer_store_dword v4, off, s[0:3], 0 offset:8
	buffer_store_dword v5, off, s[0:3], 0 offset:12
	v_add_i32_e32 v2, vcc, 64, v18
	v_addc_u32_e32 v3, vcc, 0, v19, vcc
	v_add_i32_e32 v4, vcc, s4, v18
	v_addc_u32_e32 v5, vcc, 0, v19, vcc
	flat_load_dwordx4 v[18:21], v[2:3]
	s_waitcnt vmcnt(7)
	buffer_store_dword v6, off, s[0:3], 0 offset:16
	buffer_store_dword v7, off, s[0:3], 0 offset:20
	buffer_store_dword v8, off, s[0:3], 0 offset:24
	buffer_store_dword v9, off, s[0:3], 0 offset:28
	flat_load_dwordx4 v[3:6], v[4:5]
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(10)
	buffer_store_dword v14, off, s[0:3], 0 offset:32
	buffer_store_dword v15, off, s[0:3], 0 offset:36
	buffer_store_dword v16, off, s[0:3], 0 offset:40
	buffer_store_dword v17, off, s[0:3], 0 offset:44
	buffer_store_dword v10, off, s[0:3], 0 offset:48
	buffer_store_dword v11, off, s[0:3], 0 offset:52
	buffer_store_dword v12, off, s[0:3], 0 offset:56
	buffer_store_dword v13, off, s[0:3], 0 offset:60
	s_waitcnt vmcnt(13)
	buffer_store_dword v18, off, s[0:3], 0 offset:64
	buffer_store_dword v19, off, s[0:3], 0 offset:68
	buffer_store_dword v20, off, s[0:3], 0 offset:72
	buffer_store_dword v21, off, s[0:3], 0 offset:76
	s_waitcnt vmcnt(12)
	buffer_store_dword v3, off, s[0:3], 0 offset:80
	buffer_store_dword v4, off, s[0:3], 0 offset:84
	buffer_store_dword v5, off, s[0:3], 0 offset:88
	buffer_store_dword v6, off, s[0:3], 0 offset:92
	v_mov_b32_e32 v3, 0
	s_branch .LBB0_2
.LBB0_1:                                ;   in Loop: Header=BB0_2 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v5, 2, v6
	s_add_i32 s16, s16, 1
	s_add_i32 s17, s17, 1
	v_add_i32_e32 v5, vcc, 0, v5
	s_cmp_eq_u32 s16, 24
	v_add_i32_e32 v3, vcc, 4, v3
	buffer_store_dword v4, v5, s[0:3], 0 offen
	s_cbranch_scc1 .LBB0_8
.LBB0_2:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_4 Depth 2
	s_lshl_b32 s4, s16, 2
	v_add_i32_e32 v4, vcc, s4, v2
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
	v_add_i32_e32 v7, vcc, 4, v5
	v_add_i32_e32 v5, vcc, -4, v5
	s_mov_b32 s20, 0
	s_andn2_b64 s[10:11], s[10:11], exec
	s_or_b64 s[12:13], s[12:13], s[22:23]
	buffer_store_dword v6, v7, s[0:3], 0 offen
	s_branch .LBB0_3
.LBB0_6:                                ;   in Loop: Header=BB0_2 Depth=1
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_xor_b64 s[4:5], exec, s[8:9]
	s_cbranch_execz .LBB0_1
; %bb.7:                                ;   in Loop: Header=BB0_2 Depth=1
	v_add_i32_e32 v6, vcc, -1, v7
	s_branch .LBB0_1
.LBB0_8:
	buffer_load_dword v2, off, s[0:3], 0 offset:16
	buffer_load_dword v3, off, s[0:3], 0 offset:20
	buffer_load_dword v4, off, s[0:3], 0 offset:24
	buffer_load_dword v5, off, s[0:3], 0 offset:28
	buffer_load_dword v6, off, s[0:3], 0 offset:32
	buffer_load_dword v7, off, s[0:3], 0 offset:36
	buffer_load_dword v8, off, s[0:3], 0 offset:40
	buffer_load_dword v9, off, s[0:3], 0 offset:44
	buffer_load_dword v10, off, s[0:3], 0
	buffer_load_dword v11, off, s[0:3], 0 offset:4
	buffer_load_dword v12, off, s[0:3], 0 offset:8
	buffer_load_dword v13, off, s[0:3], 0 offset:12
	v_mov_b32_e32 v14, s7
	v_add_i32_e32 v18, vcc, s6, v0
	v_addc_u32_e32 v19, vcc, v14, v1, vcc
	v_add_i32_e32 v0, vcc, 16, v18
	v_addc_u32_e32 v1, vcc, 0, v19, vcc
	buffer_load_dword v14, off, s[0:3], 0 offset:48
	buffer_load_dword v15, off, s[0:3], 0 offset:52
	buffer_load_dword v16, off, s[0:3], 0 offset:56
	buffer_load_dword v17, off, s[0:3], 0 offset:60
	s_waitcnt vmcnt(12)
	flat_store_dwordx4 v[0:1], v[2:5]
	v_add_i32_e32 v0, vcc, 32, v18
	v_addc_u32_e32 v1, vcc, 0, v19, vcc
	s_waitcnt vmcnt(9)
	flat_store_dwordx4 v[0:1], v[6:9]
	buffer_load_dword v0, off, s[0:3], 0 offset:64
	buffer_load_dword v1, off, s[0:3], 0 offset:68
	buffer_load_dword v2, off, s[0:3], 0 offset:72
	buffer_load_dword v3, off, s[0:3], 0 offset:76
	buffer_load_dword v4, off, s[0:3], 0 offset:80
	buffer_load_dword v5, off, s[0:3], 0 offset:84
	buffer_load_dword v6, off, s[0:3], 0 offset:88
	buffer_load_dword v7, off, s[0:3], 0 offset:92
	v_add_i32_e32 v8, vcc, 0x50, v18
	s_waitcnt vmcnt(14)
	flat_store_dwordx4 v[18:19], v[10:13]
	v_addc_u32_e32 v9, vcc, 0, v19, vcc
	v_add_i32_e64 v10, s[4:5], 48, v18
	v_addc_u32_e64 v11, s[4:5], 0, v19, s[4:5]
	v_add_i32_e64 v12, s[4:5], 64, v18
	v_addc_u32_e64 v13, s[4:5], 0, v19, s[4:5]
	s_waitcnt vmcnt(11)
	flat_store_dwordx4 v[10:11], v[14:17]
	s_waitcnt vmcnt(6)
	flat_store_dwordx4 v[12:13], v[0:3]
	s_waitcnt vmcnt(3)
	flat_store_dwordx4 v[8:9], v[4:7]
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
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 24
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 1
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
	.size	private_sort, .Lfunc_end0-private_sort
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 984
; NumSgprs: 28
; NumVgprs: 22
; ScratchSize: 100
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 28
; NumVGPRsForWavesPerEU: 22
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
	s_add_i32 s8, s8, s11
	s_lshr_b32 flat_scratch_hi, s8, 8
	s_add_u32 s0, s0, s11
	s_addc_u32 s1, s1, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0x10000
	s_load_dword s4, s[4:5], 0x1
	s_load_dwordx4 s[36:39], s[6:7], 0x0
	s_load_dword s33, s[6:7], 0x4
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
	s_and_b32 s4, s4, 0xffff
	buffer_store_dword v2, off, s[0:3], 0 offset:192
	v_mov_b32_e32 v2, s10
	v_mad_u64_u32 v[2:3], s[4:5], s4, v2, v[0:1]
	v_mov_b32_e32 v0, 0x130012
	s_cmp_eq_u32 s33, 0
	s_mov_b32 flat_scratch_lo, s9
	buffer_store_dword v0, off, s[0:3], 0 offset:196
	s_cbranch_scc1 .LBB1_3
; %bb.1:
	v_mov_b32_e32 v0, s36
	v_mov_b32_e32 v1, s37
	v_mul_lo_u32 v6, v3, s33
	v_mad_u64_u32 v[4:5], s[4:5], v2, s33, v[0:1]
	s_mov_b64 s[36:37], 0
	v_mov_b32_e32 v21, 3
	v_add_i32_e32 v5, vcc, v6, v5
	v_mov_b32_e32 v20, 6
	v_mov_b32_e32 v19, 9
	v_mov_b32_e32 v18, 12
	v_mov_b32_e32 v17, 15
	v_mov_b32_e32 v16, 18
	v_mov_b32_e32 v8, 21
	v_mov_b32_e32 v15, 24
	v_mov_b32_e32 v14, 27
	v_mov_b32_e32 v13, 30
	v_mov_b32_e32 v12, 33
	v_mov_b32_e32 v11, 36
	v_mov_b32_e32 v10, 39
	v_mov_b32_e32 v9, 42
	v_mov_b32_e32 v7, 45
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v6, 0xa0
	v_mov_b32_e32 v1, 0
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b32_e32 v23, 24, v7
	v_mov_b32_e32 v24, s37
	v_and_b32_e32 v26, 0xff, v7
	v_add_i32_e32 v7, vcc, s36, v4
	v_lshlrev_b32_e32 v22, 24, v8
	v_and_b32_e32 v25, 0xff, v8
	v_addc_u32_e32 v8, vcc, v5, v24, vcc
	flat_load_ubyte v7, v[7:8]
	v_and_b32_e32 v16, 0xff, v16
	v_and_b32_e32 v18, 0xff, v18
	v_lshlrev_b32_e32 v17, 8, v17
	v_and_b32_e32 v15, 0xff, v15
	v_lshlrev_b32_e32 v14, 8, v14
	v_lshlrev_b32_e32 v16, 16, v16
	v_and_b32_e32 v11, 0xff, v11
	v_lshlrev_b32_e32 v10, 8, v10
	v_or_b32_e32 v17, v18, v17
	v_or_b32_e32 v14, v15, v14
	v_or_b32_e32 v15, v22, v16
	v_or_b32_e32 v10, v11, v10
	v_and_b32_e32 v11, 0xffff, v17
	v_and_b32_e32 v1, 0xff, v1
	v_lshlrev_b32_e32 v21, 8, v21
	v_and_b32_e32 v20, 0xff, v20
	v_lshlrev_b32_e32 v19, 24, v19
	v_or_b32_e32 v1, v1, v21
	v_lshlrev_b32_e32 v20, 16, v20
	v_and_b32_e32 v13, 0xff, v13
	v_and_b32_e32 v1, 0xffff, v1
	v_or_b32_e32 v8, v19, v20
	v_lshlrev_b32_e32 v12, 24, v12
	v_lshlrev_b32_e32 v13, 16, v13
	v_or_b32_e32 v1, v1, v8
	v_or_b32_e32 v11, v11, v15
	v_and_b32_e32 v14, 0xffff, v14
	v_or_b32_e32 v12, v12, v13
	v_alignbit_b32 v8, v11, v1, 8
	v_or_b32_e32 v22, v14, v12
	v_alignbit_b32 v12, v11, v1, 16
	v_and_b32_e32 v9, 0xff, v9
	v_alignbit_b32 v13, v11, v1, 24
	v_lshlrev_b32_e32 v9, 16, v9
	v_and_b32_e32 v10, 0xffff, v10
	v_or_b32_e32 v9, v23, v9
	v_lshrrev_b32_e32 v14, 8, v11
	v_or_b32_e32 v23, v10, v9
	v_lshrrev_b32_e32 v10, 16, v15
	v_alignbit_b32 v15, v23, v22, 8
	v_alignbit_b32 v24, v23, v22, 16
	v_alignbit_b32 v27, v23, v22, 24
	v_lshrrev_b32_e32 v28, 8, v23
	v_lshrrev_b32_e32 v9, 16, v9
	s_waitcnt vmcnt(0)
	v_mul_u32_u24_e32 v16, 0xcd, v7
	v_lshrrev_b32_e32 v17, 12, v16
	v_mul_u32_u24_e32 v17, 20, v17
	v_sub_i32_e32 v17, vcc, v7, v17
	v_and_b32_e32 v17, 0xff, v17
	v_lshlrev_b32_e32 v17, 1, v17
	v_add_i32_e32 v17, vcc, v6, v17
	buffer_load_ushort v18, v17, s[0:3], 0 offen
	v_lshrrev_b32_e32 v16, 13, v16
	v_mul_u32_u24_e32 v16, 40, v16
	v_sub_i32_e64 v16, s[4:5], v7, v16
	v_and_b32_e32 v16, 0xff, v16
	v_lshlrev_b32_e32 v16, 2, v16
	v_add_i32_e64 v29, s[12:13], v0, v16
	buffer_load_dword v31, v29, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_mad_u32_u24 v18, v18, 3, v7
	buffer_store_short v18, v17, s[0:3], 0 offen
	v_and_b32_e32 v17, 15, v7
	v_cmp_eq_u32_e32 vcc, 1, v17
	v_cndmask_b32_e32 v18, v1, v8, vcc
	v_cmp_eq_u32_e64 s[6:7], 2, v17
	v_cndmask_b32_e64 v18, v18, v12, s[6:7]
	v_cmp_eq_u32_e64 s[10:11], 3, v17
	v_cndmask_b32_e64 v18, v18, v13, s[10:11]
	v_cmp_eq_u32_e64 s[4:5], 4, v17
	v_cndmask_b32_e64 v18, v18, v11, s[4:5]
	v_cmp_eq_u32_e64 s[8:9], 5, v17
	v_cndmask_b32_e64 v18, v18, v14, s[8:9]
	v_cmp_eq_u32_e64 s[14:15], 6, v17
	v_cndmask_b32_e64 v16, v18, v10, s[14:15]
	v_cmp_eq_u32_e64 s[20:21], 7, v17
	v_cndmask_b32_e64 v16, v16, v25, s[20:21]
	v_cmp_eq_u32_e64 s[12:13], 8, v17
	v_cndmask_b32_e64 v16, v16, v22, s[12:13]
	v_cmp_eq_u32_e64 s[16:17], 9, v17
	v_cndmask_b32_e64 v16, v16, v15, s[16:17]
	v_cmp_eq_u32_e64 s[22:23], 10, v17
	v_cndmask_b32_e64 v16, v16, v24, s[22:23]
	v_cmp_eq_u32_e64 s[26:27], 11, v17
	v_cndmask_b32_e64 v16, v16, v27, s[26:27]
	v_cmp_eq_u32_e64 s[18:19], 12, v17
	v_cndmask_b32_e64 v16, v16, v23, s[18:19]
	v_cmp_eq_u32_e64 s[24:25], 13, v17
	v_cndmask_b32_e64 v16, v16, v28, s[24:25]
	v_cmp_eq_u32_e64 s[28:29], 14, v17
	v_cndmask_b32_e64 v16, v16, v9, s[28:29]
	v_cmp_eq_u32_e64 s[30:31], 15, v17
	v_cndmask_b32_e64 v16, v16, v26, s[30:31]
	v_xor_b32_e32 v30, v16, v7
	v_cmp_eq_u32_e64 s[34:35], 0, v17
	v_cndmask_b32_e32 v21, v8, v30, vcc
	v_cndmask_b32_e64 v17, v14, v30, s[8:9]
	v_cndmask_b32_e64 v14, v15, v30, s[16:17]
	v_cndmask_b32_e64 v15, v22, v30, s[12:13]
	s_waitcnt vmcnt(1)
	v_add_i32_e32 v22, vcc, s36, v31
	s_add_u32 s36, s36, 1
	s_addc_u32 s37, s37, 0
	v_cndmask_b32_e64 v19, v13, v30, s[10:11]
	v_cndmask_b32_e64 v20, v12, v30, s[6:7]
	v_cndmask_b32_e64 v1, v1, v30, s[34:35]
	v_cndmask_b32_e64 v8, v25, v30, s[20:21]
	v_cndmask_b32_e64 v16, v10, v30, s[14:15]
	v_cndmask_b32_e64 v18, v11, v30, s[4:5]
	v_cndmask_b32_e64 v12, v27, v30, s[26:27]
	v_cndmask_b32_e64 v13, v24, v30, s[22:23]
	v_cndmask_b32_e64 v7, v26, v30, s[30:31]
	v_cndmask_b32_e64 v9, v9, v30, s[28:29]
	v_cndmask_b32_e64 v10, v28, v30, s[24:25]
	v_cndmask_b32_e64 v11, v23, v30, s[18:19]
	v_add_i32_e32 v22, vcc, 1, v22
	s_cmp_eq_u32 s33, s36
	buffer_store_dword v22, v29, s[0:3], 0 offen
	s_cbranch_scc0 .LBB1_2
	s_branch .LBB1_4
.LBB1_3:
	v_mov_b32_e32 v11, 36
	v_mov_b32_e32 v10, 39
	v_mov_b32_e32 v9, 42
	v_mov_b32_e32 v7, 45
	v_mov_b32_e32 v15, 24
	v_mov_b32_e32 v14, 27
	v_mov_b32_e32 v13, 30
	v_mov_b32_e32 v12, 33
	v_mov_b32_e32 v18, 12
	v_mov_b32_e32 v17, 15
	v_mov_b32_e32 v16, 18
	v_mov_b32_e32 v8, 21
	v_mov_b32_e32 v21, 3
	v_mov_b32_e32 v20, 6
	v_mov_b32_e32 v19, 9
.LBB1_4:
	v_and_b32_e32 v0, 0xff, v1
	v_lshlrev_b32_e32 v1, 8, v21
	v_or_b32_e32 v0, v0, v1
	v_and_b32_e32 v1, 0xff, v20
	v_lshlrev_b32_e32 v1, 16, v1
	v_lshlrev_b32_e32 v4, 24, v19
	v_and_b32_e32 v0, 0xffff, v0
	v_or_b32_e32 v1, v4, v1
	v_or_b32_e32 v0, v0, v1
	v_and_b32_e32 v1, 0xff, v18
	v_lshlrev_b32_e32 v4, 8, v17
	v_or_b32_e32 v1, v1, v4
	v_and_b32_e32 v4, 0xff, v16
	v_lshlrev_b32_e32 v4, 16, v4
	v_lshlrev_b32_e32 v5, 24, v8
	v_or_b32_e32 v4, v5, v4
	v_and_b32_e32 v5, 0xff, v15
	v_lshlrev_b32_e32 v6, 8, v14
	v_or_b32_e32 v5, v5, v6
	v_and_b32_e32 v6, 0xff, v13
	v_lshlrev_b32_e32 v6, 16, v6
	v_lshlrev_b32_e32 v12, 24, v12
	v_and_b32_e32 v5, 0xffff, v5
	v_or_b32_e32 v6, v12, v6
	v_and_b32_e32 v1, 0xffff, v1
	v_or_b32_e32 v5, v5, v6
	v_and_b32_e32 v6, 0xff, v11
	v_lshlrev_b32_e32 v10, 8, v10
	v_and_b32_e32 v9, 0xff, v9
	v_add_i32_e32 v18, vcc, 14, v2
	v_or_b32_e32 v1, v1, v4
	v_or_b32_e32 v6, v6, v10
	v_lshlrev_b32_e32 v9, 16, v9
	v_lshlrev_b32_e32 v10, 24, v7
	v_and_b32_e32 v18, 15, v18
	v_or_b32_e32 v9, v10, v9
	v_alignbit_b32 v10, v1, v0, 8
	v_cmp_eq_u32_e32 vcc, 1, v18
	v_alignbit_b32 v11, v1, v0, 16
	v_cndmask_b32_e32 v19, v0, v10, vcc
	v_cmp_eq_u32_e32 vcc, 2, v18
	v_alignbit_b32 v12, v1, v0, 24
	v_cndmask_b32_e32 v19, v19, v11, vcc
	v_cmp_eq_u32_e32 vcc, 3, v18
	v_cndmask_b32_e32 v19, v19, v12, vcc
	v_cmp_eq_u32_e32 vcc, 4, v18
	v_lshrrev_b32_e32 v13, 8, v1
	v_cndmask_b32_e32 v19, v19, v1, vcc
	v_cmp_eq_u32_e32 vcc, 5, v18
	v_lshrrev_b32_e32 v4, 16, v4
	v_cndmask_b32_e32 v19, v19, v13, vcc
	v_cmp_eq_u32_e32 vcc, 6, v18
	v_and_b32_e32 v6, 0xffff, v6
	v_and_b32_e32 v8, 0xff, v8
	v_cndmask_b32_e32 v19, v19, v4, vcc
	v_cmp_eq_u32_e32 vcc, 7, v18
	v_or_b32_e32 v6, v6, v9
	v_cndmask_b32_e32 v19, v19, v8, vcc
	v_cmp_eq_u32_e32 vcc, 8, v18
	v_alignbit_b32 v14, v6, v5, 8
	v_cndmask_b32_e32 v19, v19, v5, vcc
	v_cmp_eq_u32_e32 vcc, 9, v18
	v_alignbit_b32 v15, v6, v5, 16
	v_cndmask_b32_e32 v19, v19, v14, vcc
	v_cmp_eq_u32_e32 vcc, 10, v18
	v_alignbit_b32 v16, v6, v5, 24
	v_cndmask_b32_e32 v19, v19, v15, vcc
	v_cmp_eq_u32_e32 vcc, 11, v18
	v_cndmask_b32_e32 v19, v19, v16, vcc
	v_cmp_eq_u32_e32 vcc, 12, v18
	v_lshrrev_b32_e32 v17, 8, v6
	v_cndmask_b32_e32 v19, v19, v6, vcc
	v_cmp_eq_u32_e32 vcc, 13, v18
	v_lshrrev_b32_e32 v9, 16, v9
	v_cndmask_b32_e32 v19, v19, v17, vcc
	v_cmp_eq_u32_e32 vcc, 14, v18
	v_cndmask_b32_e32 v19, v19, v9, vcc
	v_add_i32_e32 v20, vcc, 9, v2
	v_and_b32_e32 v20, 15, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	v_cndmask_b32_e32 v21, v0, v10, vcc
	v_cmp_eq_u32_e32 vcc, 2, v20
	v_cndmask_b32_e32 v21, v21, v11, vcc
	v_cmp_eq_u32_e32 vcc, 3, v20
	v_cndmask_b32_e32 v21, v21, v12, vcc
	v_cmp_eq_u32_e32 vcc, 4, v20
	v_cndmask_b32_e32 v21, v21, v1, vcc
	v_cmp_eq_u32_e32 vcc, 5, v20
	v_cndmask_b32_e32 v21, v21, v13, vcc
	v_cmp_eq_u32_e32 vcc, 6, v20
	v_cndmask_b32_e32 v21, v21, v4, vcc
	v_cmp_eq_u32_e32 vcc, 7, v20
	v_cndmask_b32_e32 v21, v21, v8, vcc
	v_cmp_eq_u32_e32 vcc, 8, v20
	v_cndmask_b32_e32 v21, v21, v5, vcc
	v_cmp_eq_u32_e32 vcc, 9, v20
	v_cndmask_b32_e32 v21, v21, v14, vcc
	v_cmp_eq_u32_e32 vcc, 10, v20
	v_cndmask_b32_e32 v21, v21, v15, vcc
	v_cmp_eq_u32_e32 vcc, 11, v20
	v_cndmask_b32_e32 v21, v21, v16, vcc
	v_cmp_eq_u32_e32 vcc, 12, v20
	v_cndmask_b32_e32 v21, v21, v6, vcc
	v_cmp_eq_u32_e32 vcc, 13, v20
	v_cndmask_b32_e32 v21, v21, v17, vcc
	v_cmp_eq_u32_e32 vcc, 14, v20
	v_and_b32_e32 v7, 0xff, v7
	v_cndmask_b32_e32 v21, v21, v9, vcc
	v_cmp_eq_u32_e32 vcc, 15, v20
	v_cndmask_b32_e32 v20, v21, v7, vcc
	v_cmp_eq_u32_e32 vcc, 15, v18
	v_cndmask_b32_e32 v18, v19, v7, vcc
	v_and_b32_e32 v20, 0xff, v20
	v_and_b32_e32 v18, 0xff, v18
	v_lshlrev_b32_e32 v19, 6, v20
	v_lshlrev_b32_e32 v18, 3, v18
	v_add_i32_e32 v18, vcc, v19, v18
	v_add_i32_e32 v19, vcc, 3, v2
	v_and_b32_e32 v19, 15, v19
	v_cmp_eq_u32_e32 vcc, 1, v19
	v_cndmask_b32_e32 v20, v0, v10, vcc
	v_cmp_eq_u32_e32 vcc, 2, v19
	v_cndmask_b32_e32 v20, v20, v11, vcc
	v_cmp_eq_u32_e32 vcc, 3, v19
	v_cndmask_b32_e32 v20, v20, v12, vcc
	v_cmp_eq_u32_e32 vcc, 4, v19
	v_cndmask_b32_e32 v20, v20, v1, vcc
	v_cmp_eq_u32_e32 vcc, 5, v19
	v_cndmask_b32_e32 v20, v20, v13, vcc
	v_cmp_eq_u32_e32 vcc, 6, v19
	v_cndmask_b32_e32 v20, v20, v4, vcc
	v_cmp_eq_u32_e32 vcc, 7, v19
	v_cndmask_b32_e32 v20, v20, v8, vcc
	v_cmp_eq_u32_e32 vcc, 8, v19
	v_cndmask_b32_e32 v20, v20, v5, vcc
	v_cmp_eq_u32_e32 vcc, 9, v19
	v_cndmask_b32_e32 v20, v20, v14, vcc
	v_cmp_eq_u32_e32 vcc, 10, v19
	v_cndmask_b32_e32 v20, v20, v15, vcc
	v_cmp_eq_u32_e32 vcc, 11, v19
	v_cndmask_b32_e32 v20, v20, v16, vcc
	v_cmp_eq_u32_e32 vcc, 12, v19
	v_cndmask_b32_e32 v20, v20, v6, vcc
	v_cmp_eq_u32_e32 vcc, 13, v19
	v_cndmask_b32_e32 v20, v20, v17, vcc
	v_cmp_eq_u32_e32 vcc, 14, v19
	v_cndmask_b32_e32 v20, v20, v9, vcc
	v_cmp_eq_u32_e32 vcc, 15, v19
	v_cndmask_b32_e32 v19, v20, v7, vcc
	v_and_b32_e32 v19, 0xff, v19
	v_add_i32_e32 v18, vcc, v18, v19
	v_and_b32_e32 v19, 15, v2
	v_xor_b32_e32 v19, 8, v19
	v_cmp_eq_u32_e32 vcc, 1, v19
	v_cndmask_b32_e32 v20, v0, v10, vcc
	v_cmp_eq_u32_e32 vcc, 2, v19
	v_cndmask_b32_e32 v20, v20, v11, vcc
	v_cmp_eq_u32_e32 vcc, 3, v19
	v_cndmask_b32_e32 v20, v20, v12, vcc
	v_cmp_eq_u32_e32 vcc, 4, v19
	v_cndmask_b32_e32 v20, v20, v1, vcc
	v_cmp_eq_u32_e32 vcc, 5, v19
	v_cndmask_b32_e32 v20, v20, v13, vcc
	v_cmp_eq_u32_e32 vcc, 6, v19
	v_cndmask_b32_e32 v20, v20, v4, vcc
	v_cmp_eq_u32_e32 vcc, 7, v19
	v_cndmask_b32_e32 v20, v20, v8, vcc
	v_cmp_eq_u32_e32 vcc, 8, v19
	v_cndmask_b32_e32 v20, v20, v5, vcc
	v_cmp_eq_u32_e32 vcc, 9, v19
	v_cndmask_b32_e32 v20, v20, v14, vcc
	v_cmp_eq_u32_e32 vcc, 10, v19
	v_cndmask_b32_e32 v20, v20, v15, vcc
	v_cmp_eq_u32_e32 vcc, 11, v19
	v_cndmask_b32_e32 v20, v20, v16, vcc
	v_cmp_eq_u32_e32 vcc, 12, v19
	v_cndmask_b32_e32 v20, v20, v6, vcc
	v_cmp_eq_u32_e32 vcc, 13, v19
	v_cndmask_b32_e32 v20, v20, v17, vcc
	v_cmp_eq_u32_e32 vcc, 14, v19
	v_cndmask_b32_e32 v20, v20, v9, vcc
	v_cmp_eq_u32_e32 vcc, 15, v19
	v_cndmask_b32_e32 v19, v20, v7, vcc
	v_and_b32_e32 v19, 0xff, v19
	v_lshlrev_b32_e32 v18, 6, v18
	v_lshlrev_b32_e32 v19, 3, v19
	v_add_i32_e32 v18, vcc, v18, v19
	v_add_i32_e32 v19, vcc, 13, v2
	v_and_b32_e32 v19, 15, v19
	v_cmp_eq_u32_e32 vcc, 1, v19
	v_cndmask_b32_e32 v20, v0, v10, vcc
	v_cmp_eq_u32_e32 vcc, 2, v19
	v_cndmask_b32_e32 v20, v20, v11, vcc
	v_cmp_eq_u32_e32 vcc, 3, v19
	v_cndmask_b32_e32 v20, v20, v12, vcc
	v_cmp_eq_u32_e32 vcc, 4, v19
	v_cndmask_b32_e32 v20, v20, v1, vcc
	v_cmp_eq_u32_e32 vcc, 5, v19
	v_cndmask_b32_e32 v20, v20, v13, vcc
	v_cmp_eq_u32_e32 vcc, 6, v19
	v_cndmask_b32_e32 v20, v20, v4, vcc
	v_cmp_eq_u32_e32 vcc, 7, v19
	v_cndmask_b32_e32 v20, v20, v8, vcc
	v_cmp_eq_u32_e32 vcc, 8, v19
	v_cndmask_b32_e32 v20, v20, v5, vcc
	v_cmp_eq_u32_e32 vcc, 9, v19
	v_cndmask_b32_e32 v20, v20, v14, vcc
	v_cmp_eq_u32_e32 vcc, 10, v19
	v_cndmask_b32_e32 v20, v20, v15, vcc
	v_cmp_eq_u32_e32 vcc, 11, v19
	v_cndmask_b32_e32 v20, v20, v16, vcc
	v_cmp_eq_u32_e32 vcc, 12, v19
	v_cndmask_b32_e32 v20, v20, v6, vcc
	v_cmp_eq_u32_e32 vcc, 13, v19
	v_cndmask_b32_e32 v20, v20, v17, vcc
	v_cmp_eq_u32_e32 vcc, 14, v19
	v_cndmask_b32_e32 v20, v20, v9, vcc
	v_cmp_eq_u32_e32 vcc, 15, v19
	v_cndmask_b32_e32 v19, v20, v7, vcc
	v_and_b32_e32 v19, 0xff, v19
	v_add_i32_e32 v18, vcc, v18, v19
	v_add_i32_e32 v19, vcc, 2, v2
	v_and_b32_e32 v19, 15, v19
	v_cmp_eq_u32_e32 vcc, 1, v19
	v_cndmask_b32_e32 v20, v0, v10, vcc
	v_cmp_eq_u32_e32 vcc, 2, v19
	v_cndmask_b32_e32 v20, v20, v11, vcc
	v_cmp_eq_u32_e32 vcc, 3, v19
	v_cndmask_b32_e32 v20, v20, v12, vcc
	v_cmp_eq_u32_e32 vcc, 4, v19
	v_cndmask_b32_e32 v20, v20, v1, vcc
	v_cmp_eq_u32_e32 vcc, 5, v19
	v_cndmask_b32_e32 v20, v20, v13, vcc
	v_cmp_eq_u32_e32 vcc, 6, v19
	v_cndmask_b32_e32 v20, v20, v4, vcc
	v_cmp_eq_u32_e32 vcc, 7, v19
	v_cndmask_b32_e32 v20, v20, v8, vcc
	v_cmp_eq_u32_e32 vcc, 8, v19
	v_cndmask_b32_e32 v20, v20, v5, vcc
	v_cmp_eq_u32_e32 vcc, 9, v19
	v_cndmask_b32_e32 v20, v20, v14, vcc
	v_cmp_eq_u32_e32 vcc, 10, v19
	v_cndmask_b32_e32 v20, v20, v15, vcc
	v_cmp_eq_u32_e32 vcc, 11, v19
	v_cndmask_b32_e32 v20, v20, v16, vcc
	v_cmp_eq_u32_e32 vcc, 12, v19
	v_cndmask_b32_e32 v20, v20, v6, vcc
	v_cmp_eq_u32_e32 vcc, 13, v19
	v_cndmask_b32_e32 v20, v20, v17, vcc
	v_cmp_eq_u32_e32 vcc, 14, v19
	v_cndmask_b32_e32 v20, v20, v9, vcc
	v_cmp_eq_u32_e32 vcc, 15, v19
	v_cndmask_b32_e32 v19, v20, v7, vcc
	v_and_b32_e32 v19, 0xff, v19
	v_lshlrev_b32_e32 v18, 6, v18
	v_lshlrev_b32_e32 v19, 3, v19
	v_add_i32_e32 v18, vcc, v18, v19
	v_add_i32_e32 v19, vcc, 7, v2
	v_and_b32_e32 v19, 15, v19
	v_cmp_eq_u32_e32 vcc, 1, v19
	v_cndmask_b32_e32 v20, v0, v10, vcc
	v_cmp_eq_u32_e32 vcc, 2, v19
	v_cndmask_b32_e32 v20, v20, v11, vcc
	v_cmp_eq_u32_e32 vcc, 3, v19
	v_cndmask_b32_e32 v20, v20, v12, vcc
	v_cmp_eq_u32_e32 vcc, 4, v19
	v_cndmask_b32_e32 v20, v20, v1, vcc
	v_cmp_eq_u32_e32 vcc, 5, v19
	v_cndmask_b32_e32 v20, v20, v13, vcc
	v_cmp_eq_u32_e32 vcc, 6, v19
	v_cndmask_b32_e32 v20, v20, v4, vcc
	v_cmp_eq_u32_e32 vcc, 7, v19
	v_cndmask_b32_e32 v20, v20, v8, vcc
	v_cmp_eq_u32_e32 vcc, 8, v19
	v_cndmask_b32_e32 v20, v20, v5, vcc
	v_cmp_eq_u32_e32 vcc, 9, v19
	v_cndmask_b32_e32 v20, v20, v14, vcc
	v_cmp_eq_u32_e32 vcc, 10, v19
	v_cndmask_b32_e32 v20, v20, v15, vcc
	v_cmp_eq_u32_e32 vcc, 11, v19
	v_cndmask_b32_e32 v20, v20, v16, vcc
	v_cmp_eq_u32_e32 vcc, 12, v19
	v_cndmask_b32_e32 v20, v20, v6, vcc
	v_cmp_eq_u32_e32 vcc, 13, v19
	v_cndmask_b32_e32 v20, v20, v17, vcc
	v_cmp_eq_u32_e32 vcc, 14, v19
	v_cndmask_b32_e32 v20, v20, v9, vcc
	v_cmp_eq_u32_e32 vcc, 15, v19
	v_cndmask_b32_e32 v19, v20, v7, vcc
	v_and_b32_e32 v19, 0xff, v19
	v_add_i32_e32 v18, vcc, v18, v19
	v_add_i32_e32 v19, vcc, 12, v2
	v_and_b32_e32 v19, 15, v19
	v_cmp_eq_u32_e32 vcc, 1, v19
	v_cndmask_b32_e32 v20, v0, v10, vcc
	v_cmp_eq_u32_e32 vcc, 2, v19
	v_cndmask_b32_e32 v20, v20, v11, vcc
	v_cmp_eq_u32_e32 vcc, 3, v19
	v_cndmask_b32_e32 v20, v20, v12, vcc
	v_cmp_eq_u32_e32 vcc, 4, v19
	v_cndmask_b32_e32 v20, v20, v1, vcc
	v_cmp_eq_u32_e32 vcc, 5, v19
	v_cndmask_b32_e32 v20, v20, v13, vcc
	v_cmp_eq_u32_e32 vcc, 6, v19
	v_cndmask_b32_e32 v20, v20, v4, vcc
	v_cmp_eq_u32_e32 vcc, 7, v19
	v_cndmask_b32_e32 v20, v20, v8, vcc
	v_cmp_eq_u32_e32 vcc, 8, v19
	v_cndmask_b32_e32 v20, v20, v5, vcc
	v_cmp_eq_u32_e32 vcc, 9, v19
	v_cndmask_b32_e32 v20, v20, v14, vcc
	v_cmp_eq_u32_e32 vcc, 10, v19
	v_cndmask_b32_e32 v20, v20, v15, vcc
	v_cmp_eq_u32_e32 vcc, 11, v19
	v_cndmask_b32_e32 v20, v20, v16, vcc
	v_cmp_eq_u32_e32 vcc, 12, v19
	v_cndmask_b32_e32 v20, v20, v6, vcc
	v_cmp_eq_u32_e32 vcc, 13, v19
	v_cndmask_b32_e32 v20, v20, v17, vcc
	v_cmp_eq_u32_e32 vcc, 14, v19
	v_cndmask_b32_e32 v20, v20, v9, vcc
	v_cmp_eq_u32_e32 vcc, 15, v19
	v_cndmask_b32_e32 v19, v20, v7, vcc
	v_and_b32_e32 v19, 0xff, v19
	v_lshlrev_b32_e32 v18, 6, v18
	v_lshlrev_b32_e32 v19, 3, v19
	v_add_i32_e32 v18, vcc, v18, v19
	v_add_i32_e32 v19, vcc, 1, v2
	v_and_b32_e32 v19, 15, v19
	v_cmp_eq_u32_e32 vcc, 1, v19
	v_cndmask_b32_e32 v20, v0, v10, vcc
	v_cmp_eq_u32_e32 vcc, 2, v19
	v_cndmask_b32_e32 v20, v20, v11, vcc
	v_cmp_eq_u32_e32 vcc, 3, v19
	v_cndmask_b32_e32 v20, v20, v12, vcc
	v_cmp_eq_u32_e32 vcc, 4, v19
	v_cndmask_b32_e32 v20, v20, v1, vcc
	v_cmp_eq_u32_e32 vcc, 5, v19
	v_cndmask_b32_e32 v20, v20, v13, vcc
	v_cmp_eq_u32_e32 vcc, 6, v19
	v_cndmask_b32_e32 v20, v20, v4, vcc
	v_cmp_eq_u32_e32 vcc, 7, v19
	v_cndmask_b32_e32 v20, v20, v8, vcc
	v_cmp_eq_u32_e32 vcc, 8, v19
	v_cndmask_b32_e32 v20, v20, v5, vcc
	v_cmp_eq_u32_e32 vcc, 9, v19
	v_cndmask_b32_e32 v20, v20, v14, vcc
	v_cmp_eq_u32_e32 vcc, 10, v19
	v_cndmask_b32_e32 v20, v20, v15, vcc
	v_cmp_eq_u32_e32 vcc, 11, v19
	v_cndmask_b32_e32 v20, v20, v16, vcc
	v_cmp_eq_u32_e32 vcc, 12, v19
	v_cndmask_b32_e32 v20, v20, v6, vcc
	v_cmp_eq_u32_e32 vcc, 13, v19
	v_cndmask_b32_e32 v20, v20, v17, vcc
	v_cmp_eq_u32_e32 vcc, 14, v19
	v_cndmask_b32_e32 v20, v20, v9, vcc
	v_cmp_eq_u32_e32 vcc, 15, v19
	v_cndmask_b32_e32 v19, v20, v7, vcc
	v_and_b32_e32 v19, 0xff, v19
	v_add_i32_e32 v18, vcc, v18, v19
	v_add_i32_e32 v19, vcc, 6, v2
	v_and_b32_e32 v19, 15, v19
	v_cmp_eq_u32_e32 vcc, 1, v19
	v_cndmask_b32_e32 v20, v0, v10, vcc
	v_cmp_eq_u32_e32 vcc, 2, v19
	v_cndmask_b32_e32 v20, v20, v11, vcc
	v_cmp_eq_u32_e32 vcc, 3, v19
	v_cndmask_b32_e32 v20, v20, v12, vcc
	v_cmp_eq_u32_e32 vcc, 4, v19
	v_cndmask_b32_e32 v20, v20, v1, vcc
	v_cmp_eq_u32_e32 vcc, 5, v19
	v_cndmask_b32_e32 v20, v20, v13, vcc
	v_cmp_eq_u32_e32 vcc, 6, v19
	v_cndmask_b32_e32 v20, v20, v4, vcc
	v_cmp_eq_u32_e32 vcc, 7, v19
	v_cndmask_b32_e32 v20, v20, v8, vcc
	v_cmp_eq_u32_e32 vcc, 8, v19
	v_cndmask_b32_e32 v20, v20, v5, vcc
	v_cmp_eq_u32_e32 vcc, 9, v19
	v_cndmask_b32_e32 v20, v20, v14, vcc
	v_cmp_eq_u32_e32 vcc, 10, v19
	v_cndmask_b32_e32 v20, v20, v15, vcc
	v_cmp_eq_u32_e32 vcc, 11, v19
	v_cndmask_b32_e32 v20, v20, v16, vcc
	v_cmp_eq_u32_e32 vcc, 12, v19
	v_cndmask_b32_e32 v20, v20, v6, vcc
	v_cmp_eq_u32_e32 vcc, 13, v19
	v_cndmask_b32_e32 v20, v20, v17, vcc
	v_cmp_eq_u32_e32 vcc, 14, v19
	v_cndmask_b32_e32 v20, v20, v9, vcc
	v_cmp_eq_u32_e32 vcc, 15, v19
	v_cndmask_b32_e32 v19, v20, v7, vcc
	v_and_b32_e32 v19, 0xff, v19
	v_lshlrev_b32_e32 v18, 6, v18
	v_lshlrev_b32_e32 v19, 3, v19
	v_add_i32_e32 v18, vcc, v18, v19
	v_add_i32_e32 v19, vcc, 11, v2
	v_and_b32_e32 v19, 15, v19
	v_cmp_eq_u32_e32 vcc, 1, v19
	v_cndmask_b32_e32 v0, v0, v10, vcc
	v_cmp_eq_u32_e32 vcc, 2, v19
	v_cndmask_b32_e32 v0, v0, v11, vcc
	v_cmp_eq_u32_e32 vcc, 3, v19
	v_cndmask_b32_e32 v0, v0, v12, vcc
	v_cmp_eq_u32_e32 vcc, 4, v19
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_cmp_eq_u32_e32 vcc, 5, v19
	v_cndmask_b32_e32 v0, v0, v13, vcc
	v_cmp_eq_u32_e32 vcc, 6, v19
	v_cndmask_b32_e32 v0, v0, v4, vcc
	v_cmp_eq_u32_e32 vcc, 7, v19
	v_cndmask_b32_e32 v0, v0, v8, vcc
	v_cmp_eq_u32_e32 vcc, 8, v19
	v_cndmask_b32_e32 v0, v0, v5, vcc
	v_cmp_eq_u32_e32 vcc, 9, v19
	v_cndmask_b32_e32 v0, v0, v14, vcc
	v_cmp_eq_u32_e32 vcc, 10, v19
	v_cndmask_b32_e32 v0, v0, v15, vcc
	v_cmp_eq_u32_e32 vcc, 11, v19
	v_cndmask_b32_e32 v0, v0, v16, vcc
	v_cmp_eq_u32_e32 vcc, 12, v19
	v_cndmask_b32_e32 v0, v0, v6, vcc
	v_cmp_eq_u32_e32 vcc, 13, v19
	v_cndmask_b32_e32 v0, v0, v17, vcc
	v_cmp_eq_u32_e32 vcc, 14, v19
	v_cndmask_b32_e32 v0, v0, v9, vcc
	v_cmp_eq_u32_e32 vcc, 15, v19
	v_cndmask_b32_e32 v0, v0, v7, vcc
	v_and_b32_e32 v0, 0xff, v0
	v_add_i32_e32 v4, vcc, v18, v0
	v_lshl_b64 v[0:1], v[2:3], 2
	v_mov_b32_e32 v2, s39
	v_add_i32_e32 v0, vcc, s38, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_store_dword v[0:1], v4
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
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 40
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 1
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
	.size	private_histogram, .Lfunc_end1-private_histogram
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3412
; NumSgprs: 44
; NumVgprs: 32
; ScratchSize: 204
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 44
; NumVGPRsForWavesPerEU: 32
; Occupancy: 8
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
	s_load_dword s4, s[4:5], 0x1
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_add_i32 s8, s8, s11
	s_lshr_b32 flat_scratch_hi, s8, 8
	s_add_u32 s0, s0, s11
	s_addc_u32 s1, s1, 0
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s4, 0xffff
	v_mov_b32_e32 v2, s10
	v_mad_u64_u32 v[2:3], s[4:5], s4, v2, v[0:1]
	v_mov_b32_e32 v6, s13
	s_mov_b32 flat_scratch_lo, s9
	v_lshl_b64 v[4:5], v[2:3], 5
	s_movk_i32 s4, 0x3e8
	v_add_i32_e32 v8, vcc, s12, v4
	v_addc_u32_e32 v9, vcc, v6, v5, vcc
	flat_load_dwordx4 v[4:7], v[8:9]
	v_add_i32_e32 v8, vcc, 16, v8
	v_addc_u32_e32 v9, vcc, 0, v9, vcc
	flat_load_dwordx4 v[8:11], v[8:9]
	v_mov_b32_e32 v12, 8
	v_lshlrev_b32_e32 v0, 5, v0
	s_mov_b32 m0, -1
	s_mov_b32 s12, 0
	s_waitcnt vmcnt(1)
	v_add_i32_e32 v13, vcc, s4, v4
	buffer_store_dword v5, off, s[0:3], 0 offset:4
	v_add_i32_e32 v5, vcc, s4, v5
	buffer_store_dword v4, off, s[0:3], 0
	buffer_store_dword v6, off, s[0:3], 0 offset:8
	v_add_i32_e32 v6, vcc, s4, v6
	buffer_store_dword v7, off, s[0:3], 0 offset:12
	s_waitcnt vmcnt(4)
	buffer_store_dword v8, off, s[0:3], 0 offset:16
	v_add_i32_e32 v8, vcc, s4, v8
	buffer_store_dword v9, off, s[0:3], 0 offset:20
	v_add_i32_e32 v9, vcc, s4, v9
	buffer_store_dword v10, off, s[0:3], 0 offset:24
	v_add_i32_e32 v10, vcc, s4, v10
	buffer_store_dword v11, off, s[0:3], 0 offset:28
	v_add_i32_e32 v11, vcc, s4, v11
	v_add_i32_e32 v7, vcc, s4, v7
	ds_write2_b32 v0, v13, v5 offset1:1
	ds_write2_b32 v0, v6, v7 offset0:2 offset1:3
	ds_write2_b32 v0, v8, v9 offset0:4 offset1:5
	ds_write2_b32 v0, v10, v11 offset0:6 offset1:7
	buffer_store_dword v12, off, s[0:3], 0 offset:32
	s_waitcnt vmcnt(0)
	buffer_load_dword v6, off, s[0:3], 0 offset:32 glc
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e64 s[4:5], 0, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	v_cmp_lt_i32_e64 s[8:9], 0, v6
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB2_4
; %bb.1:
	s_load_dwordx2 s[8:9], s[6:7], 0x34
	v_mov_b32_e32 v1, 0
	v_cndmask_b32_e64 v4, v1, v0, s[4:5]
	s_mov_b64 s[6:7], 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s8
	v_mov_b32_e32 v5, s9
	v_cndmask_b32_e64 v5, v1, v5, s[4:5]
	v_mov_b32_e32 v1, 0
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	flat_load_dword v7, v[4:5]
	s_add_i32 s12, s12, 1
	v_cmp_eq_u32_e64 s[4:5], s12, v6
	s_or_b64 s[6:7], s[4:5], s[6:7]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_lo_u32 v7, v7, s12
	v_add_i32_e64 v1, s[4:5], v7, v1
	flat_store_dword v[4:5], v1
	v_add_i32_e64 v4, s[4:5], 4, v4
	v_addc_u32_e64 v5, s[4:5], 0, v5, s[4:5]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB2_2
; %bb.3:
	s_or_b64 exec, exec, s[6:7]
.LBB2_4:
	s_or_b64 exec, exec, s[10:11]
	v_mov_b32_e32 v4, s14
	v_mov_b32_e32 v5, s15
	v_mul_lo_u32 v6, v3, 36
	v_mad_u64_u32 v[2:3], s[4:5], v2, 36, v[4:5]
	v_add_i32_e64 v3, s[4:5], v6, v3
	flat_store_dword v[2:3], v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB2_6
; %bb.5:
	buffer_load_dword v1, off, s[0:3], 0
.LBB2_6:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB2_8
; %bb.7:
	s_waitcnt vmcnt(0)
	ds_read_b32 v1, v0
.LBB2_8:
	s_or_b64 exec, exec, s[4:5]
	v_add_i32_e64 v4, s[4:5], 4, v2
	v_addc_u32_e64 v5, s[4:5], 0, v3, s[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[4:5], v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB2_10
; %bb.9:
	buffer_load_dword v1, off, s[0:3], 0 offset:4
.LBB2_10:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB2_12
; %bb.11:
	s_waitcnt vmcnt(0)
	ds_read_b32 v1, v0 offset:4
.LBB2_12:
	s_or_b64 exec, exec, s[4:5]
	v_add_i32_e64 v4, s[4:5], 8, v2
	v_addc_u32_e64 v5, s[4:5], 0, v3, s[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[4:5], v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB2_14
; %bb.13:
	buffer_load_dword v1, off, s[0:3], 0 offset:8
.LBB2_14:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB2_16
; %bb.15:
	s_waitcnt vmcnt(0)
	ds_read_b32 v1, v0 offset:8
.LBB2_16:
	s_or_b64 exec, exec, s[4:5]
	v_add_i32_e64 v4, s[4:5], 12, v2
	v_addc_u32_e64 v5, s[4:5], 0, v3, s[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[4:5], v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB2_18
; %bb.17:
	buffer_load_dword v1, off, s[0:3], 0 offset:12
.LBB2_18:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB2_20
; %bb.19:
	s_waitcnt vmcnt(0)
	ds_read_b32 v1, v0 offset:12
.LBB2_20:
	s_or_b64 exec, exec, s[4:5]
	v_add_i32_e64 v4, s[4:5], 16, v2
	v_addc_u32_e64 v5, s[4:5], 0, v3, s[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[4:5], v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB2_22
; %bb.21:
	buffer_load_dword v1, off, s[0:3], 0 offset:16
.LBB2_22:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB2_24
; %bb.23:
	s_waitcnt vmcnt(0)
	ds_read_b32 v1, v0 offset:16
.LBB2_24:
	s_or_b64 exec, exec, s[4:5]
	v_add_i32_e64 v4, s[4:5], 20, v2
	v_addc_u32_e64 v5, s[4:5], 0, v3, s[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[4:5], v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB2_26
; %bb.25:
	buffer_load_dword v1, off, s[0:3], 0 offset:20
.LBB2_26:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB2_28
; %bb.27:
	s_waitcnt vmcnt(0)
	ds_read_b32 v1, v0 offset:20
.LBB2_28:
	s_or_b64 exec, exec, s[4:5]
	v_add_i32_e64 v4, s[4:5], 24, v2
	v_addc_u32_e64 v5, s[4:5], 0, v3, s[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[4:5], v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB2_30
; %bb.29:
	buffer_load_dword v1, off, s[0:3], 0 offset:24
.LBB2_30:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB2_32
; %bb.31:
	s_waitcnt vmcnt(0)
	ds_read_b32 v1, v0 offset:24
.LBB2_32:
	s_or_b64 exec, exec, s[4:5]
	v_add_i32_e64 v4, s[4:5], 28, v2
	v_addc_u32_e64 v5, s[4:5], 0, v3, s[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[4:5], v1
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB2_34
; %bb.33:
	buffer_load_dword v1, off, s[0:3], 0 offset:28
                                        ; implicit-def: $vgpr0
.LBB2_34:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB2_36
; %bb.35:
	s_waitcnt vmcnt(0)
	ds_read_b32 v1, v0 offset:28
.LBB2_36:
	s_or_b64 exec, exec, s[4:5]
	v_add_i32_e32 v2, vcc, 32, v2
	v_addc_u32_e32 v3, vcc, 0, v3, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[2:3], v1
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel generic_ptr
		.amdhsa_group_segment_fixed_size 2048
		.amdhsa_private_segment_fixed_size 40
		.amdhsa_kernarg_size 272
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
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 1
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
.Lfunc_end2:
	.size	generic_ptr, .Lfunc_end2-generic_ptr
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1052
; NumSgprs: 20
; NumVgprs: 14
; ScratchSize: 40
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 14
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
    .vgpr_count:     22
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
    .vgpr_count:     32
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
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         208
        .size:           4
        .value_kind:     hidden_private_base
      - .offset:         212
        .size:           4
        .value_kind:     hidden_shared_base
    .group_segment_fixed_size: 2048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           generic_ptr
    .private_segment_fixed_size: 40
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         generic_ptr.kd
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx704
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
