	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx600"
	.amdhsa_code_object_version 5
	.protected	private_sort            ; -- Begin function private_sort
	.globl	private_sort
	.p2align	8
	.type	private_sort,@function
private_sort:                           ; @private_sort
; %bb.0:
	s_load_dword s4, s[4:5], 0x1
	s_add_u32 s0, s0, s9
	s_addc_u32 s1, s1, 0
	v_mov_b32_e32 v1, s8
	s_mov_b32 s11, 0x100f000
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s4, 0xffff
	v_mul_hi_u32 v1, s4, v1
	s_mul_i32 s4, s4, s8
	v_add_i32_e32 v0, vcc, s4, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	s_movk_i32 s8, 0x60
	s_load_dwordx4 s[4:7], s[6:7], 0x0
	v_mul_lo_u32 v1, v1, s8
	v_mul_hi_u32 v2, v0, s8
	v_mul_lo_u32 v0, v0, s8
	s_mov_b32 s10, 0
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[8:9], s[4:5]
	v_add_i32_e32 v1, vcc, v2, v1
	buffer_load_dwordx4 v[2:5], v[0:1], s[8:11], 0 addr64
	buffer_load_dwordx4 v[6:9], v[0:1], s[8:11], 0 addr64 offset:16
	buffer_load_dwordx4 v[10:13], v[0:1], s[8:11], 0 addr64 offset:32
	buffer_load_dwordx4 v[14:17], v[0:1], s[8:11], 0 addr64 offset:48
	s_mov_b32 s16, 1
	s_mov_b32 s17, 2
	s_waitcnt vmcnt(3)
	buffer_store_dword v2, off, s[0:3], 0
	buffer_store_dword v3, off, s[0:3], 0 offset:4
	buffer_store_dword v4, off, s[0:3], 0 offset:8
	buffer_store_dword v5, off, s[0:3], 0 offset:12
	s_waitcnt vmcnt(6)
	buffer_store_dword v6, off, s[0:3], 0 offset:16
	s_waitcnt expcnt(0)
	buffer_load_dwordx4 v[3:6], v[0:1], s[8:11], 0 addr64 offset:64
	buffer_store_dword v7, off, s[0:3], 0 offset:20
	buffer_store_dword v8, off, s[0:3], 0 offset:24
	buffer_store_dword v9, off, s[0:3], 0 offset:28
	buffer_load_dwordx4 v[18:21], v[0:1], s[8:11], 0 addr64 offset:80
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(11)
	buffer_store_dword v10, off, s[0:3], 0 offset:32
	buffer_store_dword v11, off, s[0:3], 0 offset:36
	buffer_store_dword v12, off, s[0:3], 0 offset:40
	buffer_store_dword v13, off, s[0:3], 0 offset:44
	s_waitcnt vmcnt(14)
	buffer_store_dword v14, off, s[0:3], 0 offset:48
	buffer_store_dword v15, off, s[0:3], 0 offset:52
	buffer_store_dword v16, off, s[0:3], 0 offset:56
	buffer_store_dword v17, off, s[0:3], 0 offset:60
	s_waitcnt vmcnt(12)
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
	s_waitcnt expcnt(0)
	v_add_i32_e32 v4, vcc, s4, v2
	buffer_load_dword v4, v4, s[0:3], 0 offen
	s_mov_b64 s[8:9], 0
	s_waitcnt expcnt(5)
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
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v6, s20
	v_mov_b32_e32 v7, s18
	s_or_b64 s[4:5], s[4:5], s[14:15]
	s_mov_b32 s18, s19
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB0_6
.LBB0_4:                                ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_waitcnt expcnt(4)
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
	buffer_load_dword v2, off, s[0:3], 0
	buffer_load_dword v3, off, s[0:3], 0 offset:4
	s_waitcnt expcnt(0)
	buffer_load_dword v4, off, s[0:3], 0 offset:8
	buffer_load_dword v5, off, s[0:3], 0 offset:12
	buffer_load_dword v6, off, s[0:3], 0 offset:16
	buffer_load_dword v7, off, s[0:3], 0 offset:20
	buffer_load_dword v8, off, s[0:3], 0 offset:24
	buffer_load_dword v9, off, s[0:3], 0 offset:28
	s_mov_b32 s11, 0x100f000
	s_mov_b32 s10, 0
	s_mov_b64 s[8:9], s[6:7]
	buffer_load_dword v10, off, s[0:3], 0 offset:32
	buffer_load_dword v11, off, s[0:3], 0 offset:36
	buffer_load_dword v12, off, s[0:3], 0 offset:40
	buffer_load_dword v13, off, s[0:3], 0 offset:44
	buffer_load_dword v14, off, s[0:3], 0 offset:48
	buffer_load_dword v15, off, s[0:3], 0 offset:52
	buffer_load_dword v16, off, s[0:3], 0 offset:56
	buffer_load_dword v17, off, s[0:3], 0 offset:60
	s_waitcnt vmcnt(12)
	buffer_store_dwordx4 v[2:5], v[0:1], s[8:11], 0 addr64
	s_waitcnt vmcnt(9)
	buffer_store_dwordx4 v[6:9], v[0:1], s[8:11], 0 addr64 offset:16
	s_waitcnt expcnt(1)
	buffer_load_dword v2, off, s[0:3], 0 offset:64
	buffer_load_dword v3, off, s[0:3], 0 offset:68
	buffer_load_dword v4, off, s[0:3], 0 offset:72
	buffer_load_dword v5, off, s[0:3], 0 offset:76
	s_waitcnt expcnt(0)
	buffer_load_dword v6, off, s[0:3], 0 offset:80
	buffer_load_dword v7, off, s[0:3], 0 offset:84
	buffer_load_dword v8, off, s[0:3], 0 offset:88
	buffer_load_dword v9, off, s[0:3], 0 offset:92
	s_waitcnt vmcnt(14)
	buffer_store_dwordx4 v[10:13], v[0:1], s[8:11], 0 addr64 offset:32
	s_waitcnt vmcnt(11)
	buffer_store_dwordx4 v[14:17], v[0:1], s[8:11], 0 addr64 offset:48
	s_waitcnt vmcnt(6)
	buffer_store_dwordx4 v[2:5], v[0:1], s[8:11], 0 addr64 offset:64
	s_waitcnt vmcnt(3)
	buffer_store_dwordx4 v[6:9], v[0:1], s[8:11], 0 addr64 offset:80
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel private_sort
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 100
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
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
; codeLenInByte = 928
; NumSgprs: 26
; NumVgprs: 22
; ScratchSize: 100
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 22
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
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
	s_add_u32 s0, s0, s9
	s_addc_u32 s1, s1, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v2, 0x10000
	s_load_dword s4, s[4:5], 0x1
	s_load_dwordx4 s[36:39], s[6:7], 0x0
	s_load_dword s33, s[6:7], 0x4
	buffer_store_dword v8, off, s[0:3], 0
	buffer_store_dword v8, off, s[0:3], 0 offset:4
	buffer_store_dword v8, off, s[0:3], 0 offset:8
	buffer_store_dword v8, off, s[0:3], 0 offset:12
	buffer_store_dword v8, off, s[0:3], 0 offset:16
	buffer_store_dword v8, off, s[0:3], 0 offset:20
	buffer_store_dword v8, off, s[0:3], 0 offset:24
	buffer_store_dword v8, off, s[0:3], 0 offset:28
	buffer_store_dword v8, off, s[0:3], 0 offset:32
	buffer_store_dword v8, off, s[0:3], 0 offset:36
	buffer_store_dword v8, off, s[0:3], 0 offset:40
	buffer_store_dword v8, off, s[0:3], 0 offset:44
	buffer_store_dword v8, off, s[0:3], 0 offset:48
	buffer_store_dword v8, off, s[0:3], 0 offset:52
	buffer_store_dword v8, off, s[0:3], 0 offset:56
	buffer_store_dword v8, off, s[0:3], 0 offset:60
	buffer_store_dword v8, off, s[0:3], 0 offset:64
	buffer_store_dword v8, off, s[0:3], 0 offset:68
	buffer_store_dword v8, off, s[0:3], 0 offset:72
	buffer_store_dword v8, off, s[0:3], 0 offset:76
	buffer_store_dword v8, off, s[0:3], 0 offset:80
	buffer_store_dword v8, off, s[0:3], 0 offset:84
	buffer_store_dword v8, off, s[0:3], 0 offset:88
	buffer_store_dword v8, off, s[0:3], 0 offset:92
	buffer_store_dword v8, off, s[0:3], 0 offset:96
	buffer_store_dword v8, off, s[0:3], 0 offset:100
	buffer_store_dword v8, off, s[0:3], 0 offset:104
	buffer_store_dword v8, off, s[0:3], 0 offset:108
	buffer_store_dword v8, off, s[0:3], 0 offset:112
	buffer_store_dword v8, off, s[0:3], 0 offset:116
	buffer_store_dword v8, off, s[0:3], 0 offset:120
	buffer_store_dword v8, off, s[0:3], 0 offset:124
	buffer_store_dword v8, off, s[0:3], 0 offset:128
	buffer_store_dword v8, off, s[0:3], 0 offset:132
	buffer_store_dword v8, off, s[0:3], 0 offset:136
	buffer_store_dword v8, off, s[0:3], 0 offset:140
	buffer_store_dword v8, off, s[0:3], 0 offset:144
	buffer_store_dword v8, off, s[0:3], 0 offset:148
	buffer_store_dword v8, off, s[0:3], 0 offset:152
	buffer_store_dword v8, off, s[0:3], 0 offset:156
	buffer_store_dword v2, off, s[0:3], 0 offset:160
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v2, 0x30002
	buffer_store_dword v2, off, s[0:3], 0 offset:164
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v2, 0x50004
	buffer_store_dword v2, off, s[0:3], 0 offset:168
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v2, 0x70006
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s4, 0xffff
	v_mov_b32_e32 v1, s8
	buffer_store_dword v2, off, s[0:3], 0 offset:172
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v2, 0x90008
	v_mul_hi_u32 v1, s4, v1
	buffer_store_dword v2, off, s[0:3], 0 offset:176
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v2, 0xb000a
	buffer_store_dword v2, off, s[0:3], 0 offset:180
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v2, 0xd000c
	s_mul_i32 s4, s4, s8
	buffer_store_dword v2, off, s[0:3], 0 offset:184
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v2, 0xf000e
	buffer_store_dword v2, off, s[0:3], 0 offset:188
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v2, 0x110010
	v_add_i32_e32 v0, vcc, s4, v0
	buffer_store_dword v2, off, s[0:3], 0 offset:192
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v2, 0x130012
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	s_cmp_eq_u32 s33, 0
	s_mov_b32 s42, 0
	buffer_store_dword v2, off, s[0:3], 0 offset:196
	s_cbranch_scc1 .LBB1_3
; %bb.1:
	s_waitcnt expcnt(0)
	v_mul_lo_u32 v2, v1, s33
	v_mul_hi_u32 v3, v0, s33
	v_mul_lo_u32 v4, v0, s33
	v_mov_b32_e32 v5, s37
	s_mov_b64 s[40:41], 0
	v_add_i32_e32 v3, vcc, v3, v2
	v_add_i32_e32 v2, vcc, s36, v4
	v_addc_u32_e32 v3, vcc, v5, v3, vcc
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v16, 3
	v_mov_b32_e32 v13, 6
	v_mov_b32_e32 v9, 9
	v_mov_b32_e32 v21, 12
	v_mov_b32_e32 v20, 15
	v_mov_b32_e32 v19, 18
	v_mov_b32_e32 v7, 21
	v_mov_b32_e32 v18, 24
	v_mov_b32_e32 v17, 27
	v_mov_b32_e32 v15, 30
	v_mov_b32_e32 v14, 33
	v_mov_b32_e32 v12, 36
	v_mov_b32_e32 v11, 39
	v_mov_b32_e32 v10, 42
	v_mov_b32_e32 v6, 45
	s_mov_b32 s43, 0x100f000
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0xa0
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt expcnt(1)
	buffer_load_ubyte v22, v[2:3], s[40:43], 0 addr64
	v_and_b32_e32 v8, 0xff, v8
	v_lshlrev_b32_e32 v16, 8, v16
	v_and_b32_e32 v13, 0xff, v13
	v_and_b32_e32 v21, 0xff, v21
	v_lshlrev_b32_e32 v20, 8, v20
	v_and_b32_e32 v19, 0xff, v19
	v_lshlrev_b32_e32 v9, 24, v9
	s_waitcnt expcnt(0)
	v_lshlrev_b32_e32 v23, 24, v7
	v_and_b32_e32 v18, 0xff, v18
	v_lshlrev_b32_e32 v17, 8, v17
	v_and_b32_e32 v15, 0xff, v15
	v_and_b32_e32 v12, 0xff, v12
	v_lshlrev_b32_e32 v11, 8, v11
	v_or_b32_e32 v8, v8, v16
	v_lshlrev_b32_e32 v13, 16, v13
	v_or_b32_e32 v16, v21, v20
	v_lshlrev_b32_e32 v19, 16, v19
	v_lshlrev_b32_e32 v14, 24, v14
	v_and_b32_e32 v10, 0xff, v10
	v_or_b32_e32 v17, v18, v17
	v_lshlrev_b32_e32 v15, 16, v15
	v_or_b32_e32 v11, v12, v11
	v_and_b32_e32 v8, 0xffff, v8
	v_or_b32_e32 v9, v9, v13
	v_and_b32_e32 v12, 0xffff, v16
	v_or_b32_e32 v13, v23, v19
	v_lshlrev_b32_e32 v24, 24, v6
	v_lshlrev_b32_e32 v10, 16, v10
	v_and_b32_e32 v16, 0xffff, v17
	v_or_b32_e32 v14, v14, v15
	v_or_b32_e32 v8, v8, v9
	v_or_b32_e32 v12, v12, v13
	v_and_b32_e32 v11, 0xffff, v11
	v_or_b32_e32 v10, v24, v10
	v_or_b32_e32 v18, v16, v14
	v_alignbit_b32 v14, v12, v8, 8
	v_or_b32_e32 v23, v11, v10
	v_lshrrev_b32_e32 v11, 16, v13
	v_alignbit_b32 v13, v12, v8, 16
	v_alignbit_b32 v9, v12, v8, 24
	v_lshrrev_b32_e32 v15, 8, v12
	v_and_b32_e32 v7, 0xff, v7
	v_alignbit_b32 v17, v23, v18, 8
	v_alignbit_b32 v24, v23, v18, 16
	v_alignbit_b32 v25, v23, v18, 24
	v_lshrrev_b32_e32 v26, 8, v23
	v_lshrrev_b32_e32 v10, 16, v10
	v_and_b32_e32 v6, 0xff, v6
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v19, 15, v22
	v_cmp_eq_u32_e64 s[24:25], 1, v19
	v_cndmask_b32_e64 v20, v8, v14, s[24:25]
	v_cmp_eq_u32_e64 s[26:27], 2, v19
	v_cndmask_b32_e64 v20, v20, v13, s[26:27]
	v_cmp_eq_u32_e64 s[28:29], 3, v19
	v_cndmask_b32_e64 v20, v20, v9, s[28:29]
	v_cmp_eq_u32_e32 vcc, 4, v19
	v_cndmask_b32_e32 v20, v20, v12, vcc
	v_cmp_eq_u32_e64 s[4:5], 5, v19
	v_cndmask_b32_e64 v20, v20, v15, s[4:5]
	v_cmp_eq_u32_e64 s[8:9], 6, v19
	v_cndmask_b32_e64 v20, v20, v11, s[8:9]
	v_cmp_eq_u32_e64 s[14:15], 7, v19
	v_cndmask_b32_e64 v20, v20, v7, s[14:15]
	v_cmp_eq_u32_e64 s[6:7], 8, v19
	v_cndmask_b32_e64 v20, v20, v18, s[6:7]
	v_cmp_eq_u32_e64 s[10:11], 9, v19
	v_cndmask_b32_e64 v20, v20, v17, s[10:11]
	v_cmp_eq_u32_e64 s[16:17], 10, v19
	v_cndmask_b32_e64 v20, v20, v24, s[16:17]
	v_cmp_eq_u32_e64 s[20:21], 11, v19
	v_cndmask_b32_e64 v20, v20, v25, s[20:21]
	v_cmp_eq_u32_e64 s[12:13], 12, v19
	v_cndmask_b32_e64 v20, v20, v23, s[12:13]
	v_cmp_eq_u32_e64 s[18:19], 13, v19
	v_cndmask_b32_e64 v20, v20, v26, s[18:19]
	v_cmp_eq_u32_e64 s[22:23], 14, v19
	v_cndmask_b32_e64 v20, v20, v10, s[22:23]
	v_cmp_eq_u32_e64 s[30:31], 15, v19
	v_cndmask_b32_e64 v20, v20, v6, s[30:31]
	v_mul_u32_u24_e32 v16, 0xcd, v22
	v_xor_b32_e32 v27, v20, v22
	v_cndmask_b32_e64 v9, v9, v27, s[28:29]
	v_cmp_eq_u32_e64 s[28:29], 0, v19
	v_lshrrev_b32_e32 v19, 13, v16
	v_lshrrev_b32_e32 v16, 12, v16
	v_mul_u32_u24_e32 v16, 20, v16
	v_sub_i32_e64 v16, s[34:35], v22, v16
	v_and_b32_e32 v16, 0xff, v16
	v_lshlrev_b32_e32 v16, 1, v16
	v_add_i32_e64 v29, s[34:35], v5, v16
	v_cndmask_b32_e32 v21, v12, v27, vcc
	v_cndmask_b32_e64 v12, v23, v27, s[12:13]
	buffer_load_ushort v23, v29, s[0:3], 0 offen
	v_mul_u32_u24_e32 v19, 40, v19
	v_sub_i32_e64 v19, s[34:35], v22, v19
	v_and_b32_e32 v19, 0xff, v19
	v_lshlrev_b32_e32 v19, 2, v19
	v_add_i32_e64 v28, s[34:35], v4, v19
	v_cndmask_b32_e64 v13, v13, v27, s[26:27]
	v_cndmask_b32_e64 v16, v14, v27, s[24:25]
	v_cndmask_b32_e64 v8, v8, v27, s[28:29]
	v_cndmask_b32_e64 v7, v7, v27, s[14:15]
	v_cndmask_b32_e64 v19, v11, v27, s[8:9]
	v_cndmask_b32_e64 v20, v15, v27, s[4:5]
	v_cndmask_b32_e64 v14, v25, v27, s[20:21]
	v_cndmask_b32_e64 v15, v24, v27, s[16:17]
	v_cndmask_b32_e64 v17, v17, v27, s[10:11]
	v_cndmask_b32_e64 v18, v18, v27, s[6:7]
	v_cndmask_b32_e64 v6, v6, v27, s[30:31]
	v_cndmask_b32_e64 v10, v10, v27, s[22:23]
	v_cndmask_b32_e64 v11, v26, v27, s[18:19]
	s_waitcnt vmcnt(0)
	v_mad_u32_u24 v22, v23, 3, v22
	buffer_load_dword v23, v28, s[0:3], 0 offen
	buffer_store_short v22, v29, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_add_i32_e32 v23, vcc, s40, v23
	s_add_u32 s40, s40, 1
	s_addc_u32 s41, s41, 0
	v_add_i32_e32 v23, vcc, 1, v23
	s_cmp_eq_u32 s33, s40
	buffer_store_dword v23, v28, s[0:3], 0 offen
	s_cbranch_scc0 .LBB1_2
	s_branch .LBB1_4
.LBB1_3:
	v_mov_b32_e32 v12, 36
	v_mov_b32_e32 v11, 39
	v_mov_b32_e32 v10, 42
	v_mov_b32_e32 v6, 45
	v_mov_b32_e32 v18, 24
	v_mov_b32_e32 v17, 27
	v_mov_b32_e32 v15, 30
	v_mov_b32_e32 v14, 33
	v_mov_b32_e32 v21, 12
	v_mov_b32_e32 v20, 15
	v_mov_b32_e32 v19, 18
	v_mov_b32_e32 v7, 21
	v_mov_b32_e32 v16, 3
	v_mov_b32_e32 v13, 6
	v_mov_b32_e32 v9, 9
.LBB1_4:
	s_waitcnt expcnt(0)
	v_and_b32_e32 v2, 0xff, v8
	v_lshlrev_b32_e32 v3, 8, v16
	v_or_b32_e32 v2, v2, v3
	v_and_b32_e32 v3, 0xff, v13
	v_lshlrev_b32_e32 v3, 16, v3
	v_lshlrev_b32_e32 v4, 24, v9
	v_and_b32_e32 v2, 0xffff, v2
	v_or_b32_e32 v3, v4, v3
	v_or_b32_e32 v2, v2, v3
	v_and_b32_e32 v3, 0xff, v21
	v_lshlrev_b32_e32 v4, 8, v20
	v_or_b32_e32 v3, v3, v4
	v_and_b32_e32 v4, 0xff, v19
	v_lshlrev_b32_e32 v4, 16, v4
	v_lshlrev_b32_e32 v5, 24, v7
	v_or_b32_e32 v4, v5, v4
	v_and_b32_e32 v5, 0xff, v18
	v_lshlrev_b32_e32 v8, 8, v17
	v_or_b32_e32 v5, v5, v8
	v_and_b32_e32 v8, 0xff, v15
	v_lshlrev_b32_e32 v8, 16, v8
	v_lshlrev_b32_e32 v9, 24, v14
	v_and_b32_e32 v5, 0xffff, v5
	v_or_b32_e32 v8, v9, v8
	v_or_b32_e32 v5, v5, v8
	v_and_b32_e32 v8, 0xff, v12
	v_lshlrev_b32_e32 v9, 8, v11
	v_and_b32_e32 v3, 0xffff, v3
	v_or_b32_e32 v8, v8, v9
	v_and_b32_e32 v9, 0xff, v10
	v_add_i32_e32 v18, vcc, 14, v0
	v_or_b32_e32 v3, v3, v4
	v_lshlrev_b32_e32 v9, 16, v9
	v_lshlrev_b32_e32 v10, 24, v6
	v_and_b32_e32 v18, 15, v18
	v_or_b32_e32 v9, v10, v9
	v_alignbit_b32 v10, v3, v2, 8
	v_cmp_eq_u32_e32 vcc, 1, v18
	v_alignbit_b32 v11, v3, v2, 16
	v_cndmask_b32_e32 v19, v2, v10, vcc
	v_cmp_eq_u32_e32 vcc, 2, v18
	v_alignbit_b32 v12, v3, v2, 24
	v_cndmask_b32_e32 v19, v19, v11, vcc
	v_cmp_eq_u32_e32 vcc, 3, v18
	v_cndmask_b32_e32 v19, v19, v12, vcc
	v_cmp_eq_u32_e32 vcc, 4, v18
	v_lshrrev_b32_e32 v13, 8, v3
	v_cndmask_b32_e32 v19, v19, v3, vcc
	v_cmp_eq_u32_e32 vcc, 5, v18
	v_lshrrev_b32_e32 v4, 16, v4
	v_cndmask_b32_e32 v19, v19, v13, vcc
	v_cmp_eq_u32_e32 vcc, 6, v18
	v_and_b32_e32 v8, 0xffff, v8
	v_and_b32_e32 v7, 0xff, v7
	v_cndmask_b32_e32 v19, v19, v4, vcc
	v_cmp_eq_u32_e32 vcc, 7, v18
	v_or_b32_e32 v8, v8, v9
	v_cndmask_b32_e32 v19, v19, v7, vcc
	v_cmp_eq_u32_e32 vcc, 8, v18
	v_alignbit_b32 v14, v8, v5, 8
	v_cndmask_b32_e32 v19, v19, v5, vcc
	v_cmp_eq_u32_e32 vcc, 9, v18
	v_alignbit_b32 v15, v8, v5, 16
	v_cndmask_b32_e32 v19, v19, v14, vcc
	v_cmp_eq_u32_e32 vcc, 10, v18
	v_alignbit_b32 v16, v8, v5, 24
	v_cndmask_b32_e32 v19, v19, v15, vcc
	v_cmp_eq_u32_e32 vcc, 11, v18
	v_cndmask_b32_e32 v19, v19, v16, vcc
	v_cmp_eq_u32_e32 vcc, 12, v18
	v_lshrrev_b32_e32 v17, 8, v8
	v_cndmask_b32_e32 v19, v19, v8, vcc
	v_cmp_eq_u32_e32 vcc, 13, v18
	v_lshrrev_b32_e32 v9, 16, v9
	v_cndmask_b32_e32 v19, v19, v17, vcc
	v_cmp_eq_u32_e32 vcc, 14, v18
	v_cndmask_b32_e32 v19, v19, v9, vcc
	v_add_i32_e32 v20, vcc, 9, v0
	v_and_b32_e32 v20, 15, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	v_cndmask_b32_e32 v21, v2, v10, vcc
	v_cmp_eq_u32_e32 vcc, 2, v20
	v_cndmask_b32_e32 v21, v21, v11, vcc
	v_cmp_eq_u32_e32 vcc, 3, v20
	v_cndmask_b32_e32 v21, v21, v12, vcc
	v_cmp_eq_u32_e32 vcc, 4, v20
	v_cndmask_b32_e32 v21, v21, v3, vcc
	v_cmp_eq_u32_e32 vcc, 5, v20
	v_cndmask_b32_e32 v21, v21, v13, vcc
	v_cmp_eq_u32_e32 vcc, 6, v20
	v_cndmask_b32_e32 v21, v21, v4, vcc
	v_cmp_eq_u32_e32 vcc, 7, v20
	v_cndmask_b32_e32 v21, v21, v7, vcc
	v_cmp_eq_u32_e32 vcc, 8, v20
	v_cndmask_b32_e32 v21, v21, v5, vcc
	v_cmp_eq_u32_e32 vcc, 9, v20
	v_cndmask_b32_e32 v21, v21, v14, vcc
	v_cmp_eq_u32_e32 vcc, 10, v20
	v_cndmask_b32_e32 v21, v21, v15, vcc
	v_cmp_eq_u32_e32 vcc, 11, v20
	v_cndmask_b32_e32 v21, v21, v16, vcc
	v_cmp_eq_u32_e32 vcc, 12, v20
	v_cndmask_b32_e32 v21, v21, v8, vcc
	v_cmp_eq_u32_e32 vcc, 13, v20
	v_cndmask_b32_e32 v21, v21, v17, vcc
	v_cmp_eq_u32_e32 vcc, 14, v20
	v_and_b32_e32 v6, 0xff, v6
	v_cndmask_b32_e32 v21, v21, v9, vcc
	v_cmp_eq_u32_e32 vcc, 15, v20
	v_cndmask_b32_e32 v20, v21, v6, vcc
	v_cmp_eq_u32_e32 vcc, 15, v18
	v_cndmask_b32_e32 v18, v19, v6, vcc
	v_and_b32_e32 v20, 0xff, v20
	v_and_b32_e32 v18, 0xff, v18
	v_lshlrev_b32_e32 v19, 6, v20
	v_lshlrev_b32_e32 v18, 3, v18
	v_add_i32_e32 v18, vcc, v19, v18
	v_add_i32_e32 v19, vcc, 3, v0
	v_and_b32_e32 v19, 15, v19
	v_cmp_eq_u32_e32 vcc, 1, v19
	v_cndmask_b32_e32 v20, v2, v10, vcc
	v_cmp_eq_u32_e32 vcc, 2, v19
	v_cndmask_b32_e32 v20, v20, v11, vcc
	v_cmp_eq_u32_e32 vcc, 3, v19
	v_cndmask_b32_e32 v20, v20, v12, vcc
	v_cmp_eq_u32_e32 vcc, 4, v19
	v_cndmask_b32_e32 v20, v20, v3, vcc
	v_cmp_eq_u32_e32 vcc, 5, v19
	v_cndmask_b32_e32 v20, v20, v13, vcc
	v_cmp_eq_u32_e32 vcc, 6, v19
	v_cndmask_b32_e32 v20, v20, v4, vcc
	v_cmp_eq_u32_e32 vcc, 7, v19
	v_cndmask_b32_e32 v20, v20, v7, vcc
	v_cmp_eq_u32_e32 vcc, 8, v19
	v_cndmask_b32_e32 v20, v20, v5, vcc
	v_cmp_eq_u32_e32 vcc, 9, v19
	v_cndmask_b32_e32 v20, v20, v14, vcc
	v_cmp_eq_u32_e32 vcc, 10, v19
	v_cndmask_b32_e32 v20, v20, v15, vcc
	v_cmp_eq_u32_e32 vcc, 11, v19
	v_cndmask_b32_e32 v20, v20, v16, vcc
	v_cmp_eq_u32_e32 vcc, 12, v19
	v_cndmask_b32_e32 v20, v20, v8, vcc
	v_cmp_eq_u32_e32 vcc, 13, v19
	v_cndmask_b32_e32 v20, v20, v17, vcc
	v_cmp_eq_u32_e32 vcc, 14, v19
	v_cndmask_b32_e32 v20, v20, v9, vcc
	v_cmp_eq_u32_e32 vcc, 15, v19
	v_cndmask_b32_e32 v19, v20, v6, vcc
	v_and_b32_e32 v19, 0xff, v19
	v_add_i32_e32 v18, vcc, v18, v19
	v_and_b32_e32 v19, 15, v0
	v_xor_b32_e32 v19, 8, v19
	v_cmp_eq_u32_e32 vcc, 1, v19
	v_cndmask_b32_e32 v20, v2, v10, vcc
	v_cmp_eq_u32_e32 vcc, 2, v19
	v_cndmask_b32_e32 v20, v20, v11, vcc
	v_cmp_eq_u32_e32 vcc, 3, v19
	v_cndmask_b32_e32 v20, v20, v12, vcc
	v_cmp_eq_u32_e32 vcc, 4, v19
	v_cndmask_b32_e32 v20, v20, v3, vcc
	v_cmp_eq_u32_e32 vcc, 5, v19
	v_cndmask_b32_e32 v20, v20, v13, vcc
	v_cmp_eq_u32_e32 vcc, 6, v19
	v_cndmask_b32_e32 v20, v20, v4, vcc
	v_cmp_eq_u32_e32 vcc, 7, v19
	v_cndmask_b32_e32 v20, v20, v7, vcc
	v_cmp_eq_u32_e32 vcc, 8, v19
	v_cndmask_b32_e32 v20, v20, v5, vcc
	v_cmp_eq_u32_e32 vcc, 9, v19
	v_cndmask_b32_e32 v20, v20, v14, vcc
	v_cmp_eq_u32_e32 vcc, 10, v19
	v_cndmask_b32_e32 v20, v20, v15, vcc
	v_cmp_eq_u32_e32 vcc, 11, v19
	v_cndmask_b32_e32 v20, v20, v16, vcc
	v_cmp_eq_u32_e32 vcc, 12, v19
	v_cndmask_b32_e32 v20, v20, v8, vcc
	v_cmp_eq_u32_e32 vcc, 13, v19
	v_cndmask_b32_e32 v20, v20, v17, vcc
	v_cmp_eq_u32_e32 vcc, 14, v19
	v_cndmask_b32_e32 v20, v20, v9, vcc
	v_cmp_eq_u32_e32 vcc, 15, v19
	v_cndmask_b32_e32 v19, v20, v6, vcc
	v_and_b32_e32 v19, 0xff, v19
	v_lshlrev_b32_e32 v18, 6, v18
	v_lshlrev_b32_e32 v19, 3, v19
	v_add_i32_e32 v18, vcc, v18, v19
	v_add_i32_e32 v19, vcc, 13, v0
	v_and_b32_e32 v19, 15, v19
	v_cmp_eq_u32_e32 vcc, 1, v19
	v_cndmask_b32_e32 v20, v2, v10, vcc
	v_cmp_eq_u32_e32 vcc, 2, v19
	v_cndmask_b32_e32 v20, v20, v11, vcc
	v_cmp_eq_u32_e32 vcc, 3, v19
	v_cndmask_b32_e32 v20, v20, v12, vcc
	v_cmp_eq_u32_e32 vcc, 4, v19
	v_cndmask_b32_e32 v20, v20, v3, vcc
	v_cmp_eq_u32_e32 vcc, 5, v19
	v_cndmask_b32_e32 v20, v20, v13, vcc
	v_cmp_eq_u32_e32 vcc, 6, v19
	v_cndmask_b32_e32 v20, v20, v4, vcc
	v_cmp_eq_u32_e32 vcc, 7, v19
	v_cndmask_b32_e32 v20, v20, v7, vcc
	v_cmp_eq_u32_e32 vcc, 8, v19
	v_cndmask_b32_e32 v20, v20, v5, vcc
	v_cmp_eq_u32_e32 vcc, 9, v19
	v_cndmask_b32_e32 v20, v20, v14, vcc
	v_cmp_eq_u32_e32 vcc, 10, v19
	v_cndmask_b32_e32 v20, v20, v15, vcc
	v_cmp_eq_u32_e32 vcc, 11, v19
	v_cndmask_b32_e32 v20, v20, v16, vcc
	v_cmp_eq_u32_e32 vcc, 12, v19
	v_cndmask_b32_e32 v20, v20, v8, vcc
	v_cmp_eq_u32_e32 vcc, 13, v19
	v_cndmask_b32_e32 v20, v20, v17, vcc
	v_cmp_eq_u32_e32 vcc, 14, v19
	v_cndmask_b32_e32 v20, v20, v9, vcc
	v_cmp_eq_u32_e32 vcc, 15, v19
	v_cndmask_b32_e32 v19, v20, v6, vcc
	v_and_b32_e32 v19, 0xff, v19
	v_add_i32_e32 v18, vcc, v18, v19
	v_add_i32_e32 v19, vcc, 2, v0
	v_and_b32_e32 v19, 15, v19
	v_cmp_eq_u32_e32 vcc, 1, v19
	v_cndmask_b32_e32 v20, v2, v10, vcc
	v_cmp_eq_u32_e32 vcc, 2, v19
	v_cndmask_b32_e32 v20, v20, v11, vcc
	v_cmp_eq_u32_e32 vcc, 3, v19
	v_cndmask_b32_e32 v20, v20, v12, vcc
	v_cmp_eq_u32_e32 vcc, 4, v19
	v_cndmask_b32_e32 v20, v20, v3, vcc
	v_cmp_eq_u32_e32 vcc, 5, v19
	v_cndmask_b32_e32 v20, v20, v13, vcc
	v_cmp_eq_u32_e32 vcc, 6, v19
	v_cndmask_b32_e32 v20, v20, v4, vcc
	v_cmp_eq_u32_e32 vcc, 7, v19
	v_cndmask_b32_e32 v20, v20, v7, vcc
	v_cmp_eq_u32_e32 vcc, 8, v19
	v_cndmask_b32_e32 v20, v20, v5, vcc
	v_cmp_eq_u32_e32 vcc, 9, v19
	v_cndmask_b32_e32 v20, v20, v14, vcc
	v_cmp_eq_u32_e32 vcc, 10, v19
	v_cndmask_b32_e32 v20, v20, v15, vcc
	v_cmp_eq_u32_e32 vcc, 11, v19
	v_cndmask_b32_e32 v20, v20, v16, vcc
	v_cmp_eq_u32_e32 vcc, 12, v19
	v_cndmask_b32_e32 v20, v20, v8, vcc
	v_cmp_eq_u32_e32 vcc, 13, v19
	v_cndmask_b32_e32 v20, v20, v17, vcc
	v_cmp_eq_u32_e32 vcc, 14, v19
	v_cndmask_b32_e32 v20, v20, v9, vcc
	v_cmp_eq_u32_e32 vcc, 15, v19
	v_cndmask_b32_e32 v19, v20, v6, vcc
	v_and_b32_e32 v19, 0xff, v19
	v_lshlrev_b32_e32 v18, 6, v18
	v_lshlrev_b32_e32 v19, 3, v19
	v_add_i32_e32 v18, vcc, v18, v19
	v_add_i32_e32 v19, vcc, 7, v0
	v_and_b32_e32 v19, 15, v19
	v_cmp_eq_u32_e32 vcc, 1, v19
	v_cndmask_b32_e32 v20, v2, v10, vcc
	v_cmp_eq_u32_e32 vcc, 2, v19
	v_cndmask_b32_e32 v20, v20, v11, vcc
	v_cmp_eq_u32_e32 vcc, 3, v19
	v_cndmask_b32_e32 v20, v20, v12, vcc
	v_cmp_eq_u32_e32 vcc, 4, v19
	v_cndmask_b32_e32 v20, v20, v3, vcc
	v_cmp_eq_u32_e32 vcc, 5, v19
	v_cndmask_b32_e32 v20, v20, v13, vcc
	v_cmp_eq_u32_e32 vcc, 6, v19
	v_cndmask_b32_e32 v20, v20, v4, vcc
	v_cmp_eq_u32_e32 vcc, 7, v19
	v_cndmask_b32_e32 v20, v20, v7, vcc
	v_cmp_eq_u32_e32 vcc, 8, v19
	v_cndmask_b32_e32 v20, v20, v5, vcc
	v_cmp_eq_u32_e32 vcc, 9, v19
	v_cndmask_b32_e32 v20, v20, v14, vcc
	v_cmp_eq_u32_e32 vcc, 10, v19
	v_cndmask_b32_e32 v20, v20, v15, vcc
	v_cmp_eq_u32_e32 vcc, 11, v19
	v_cndmask_b32_e32 v20, v20, v16, vcc
	v_cmp_eq_u32_e32 vcc, 12, v19
	v_cndmask_b32_e32 v20, v20, v8, vcc
	v_cmp_eq_u32_e32 vcc, 13, v19
	v_cndmask_b32_e32 v20, v20, v17, vcc
	v_cmp_eq_u32_e32 vcc, 14, v19
	v_cndmask_b32_e32 v20, v20, v9, vcc
	v_cmp_eq_u32_e32 vcc, 15, v19
	v_cndmask_b32_e32 v19, v20, v6, vcc
	v_and_b32_e32 v19, 0xff, v19
	v_add_i32_e32 v18, vcc, v18, v19
	v_add_i32_e32 v19, vcc, 12, v0
	v_and_b32_e32 v19, 15, v19
	v_cmp_eq_u32_e32 vcc, 1, v19
	v_cndmask_b32_e32 v20, v2, v10, vcc
	v_cmp_eq_u32_e32 vcc, 2, v19
	v_cndmask_b32_e32 v20, v20, v11, vcc
	v_cmp_eq_u32_e32 vcc, 3, v19
	v_cndmask_b32_e32 v20, v20, v12, vcc
	v_cmp_eq_u32_e32 vcc, 4, v19
	v_cndmask_b32_e32 v20, v20, v3, vcc
	v_cmp_eq_u32_e32 vcc, 5, v19
	v_cndmask_b32_e32 v20, v20, v13, vcc
	v_cmp_eq_u32_e32 vcc, 6, v19
	v_cndmask_b32_e32 v20, v20, v4, vcc
	v_cmp_eq_u32_e32 vcc, 7, v19
	v_cndmask_b32_e32 v20, v20, v7, vcc
	v_cmp_eq_u32_e32 vcc, 8, v19
	v_cndmask_b32_e32 v20, v20, v5, vcc
	v_cmp_eq_u32_e32 vcc, 9, v19
	v_cndmask_b32_e32 v20, v20, v14, vcc
	v_cmp_eq_u32_e32 vcc, 10, v19
	v_cndmask_b32_e32 v20, v20, v15, vcc
	v_cmp_eq_u32_e32 vcc, 11, v19
	v_cndmask_b32_e32 v20, v20, v16, vcc
	v_cmp_eq_u32_e32 vcc, 12, v19
	v_cndmask_b32_e32 v20, v20, v8, vcc
	v_cmp_eq_u32_e32 vcc, 13, v19
	v_cndmask_b32_e32 v20, v20, v17, vcc
	v_cmp_eq_u32_e32 vcc, 14, v19
	v_cndmask_b32_e32 v20, v20, v9, vcc
	v_cmp_eq_u32_e32 vcc, 15, v19
	v_cndmask_b32_e32 v19, v20, v6, vcc
	v_and_b32_e32 v19, 0xff, v19
	v_lshlrev_b32_e32 v18, 6, v18
	v_lshlrev_b32_e32 v19, 3, v19
	v_add_i32_e32 v18, vcc, v18, v19
	v_add_i32_e32 v19, vcc, 1, v0
	v_and_b32_e32 v19, 15, v19
	v_cmp_eq_u32_e32 vcc, 1, v19
	v_cndmask_b32_e32 v20, v2, v10, vcc
	v_cmp_eq_u32_e32 vcc, 2, v19
	v_cndmask_b32_e32 v20, v20, v11, vcc
	v_cmp_eq_u32_e32 vcc, 3, v19
	v_cndmask_b32_e32 v20, v20, v12, vcc
	v_cmp_eq_u32_e32 vcc, 4, v19
	v_cndmask_b32_e32 v20, v20, v3, vcc
	v_cmp_eq_u32_e32 vcc, 5, v19
	v_cndmask_b32_e32 v20, v20, v13, vcc
	v_cmp_eq_u32_e32 vcc, 6, v19
	v_cndmask_b32_e32 v20, v20, v4, vcc
	v_cmp_eq_u32_e32 vcc, 7, v19
	v_cndmask_b32_e32 v20, v20, v7, vcc
	v_cmp_eq_u32_e32 vcc, 8, v19
	v_cndmask_b32_e32 v20, v20, v5, vcc
	v_cmp_eq_u32_e32 vcc, 9, v19
	v_cndmask_b32_e32 v20, v20, v14, vcc
	v_cmp_eq_u32_e32 vcc, 10, v19
	v_cndmask_b32_e32 v20, v20, v15, vcc
	v_cmp_eq_u32_e32 vcc, 11, v19
	v_cndmask_b32_e32 v20, v20, v16, vcc
	v_cmp_eq_u32_e32 vcc, 12, v19
	v_cndmask_b32_e32 v20, v20, v8, vcc
	v_cmp_eq_u32_e32 vcc, 13, v19
	v_cndmask_b32_e32 v20, v20, v17, vcc
	v_cmp_eq_u32_e32 vcc, 14, v19
	v_cndmask_b32_e32 v20, v20, v9, vcc
	v_cmp_eq_u32_e32 vcc, 15, v19
	v_cndmask_b32_e32 v19, v20, v6, vcc
	v_and_b32_e32 v19, 0xff, v19
	v_add_i32_e32 v18, vcc, v18, v19
	v_add_i32_e32 v19, vcc, 6, v0
	v_and_b32_e32 v19, 15, v19
	v_cmp_eq_u32_e32 vcc, 1, v19
	v_cndmask_b32_e32 v20, v2, v10, vcc
	v_cmp_eq_u32_e32 vcc, 2, v19
	v_cndmask_b32_e32 v20, v20, v11, vcc
	v_cmp_eq_u32_e32 vcc, 3, v19
	v_cndmask_b32_e32 v20, v20, v12, vcc
	v_cmp_eq_u32_e32 vcc, 4, v19
	v_cndmask_b32_e32 v20, v20, v3, vcc
	v_cmp_eq_u32_e32 vcc, 5, v19
	v_cndmask_b32_e32 v20, v20, v13, vcc
	v_cmp_eq_u32_e32 vcc, 6, v19
	v_cndmask_b32_e32 v20, v20, v4, vcc
	v_cmp_eq_u32_e32 vcc, 7, v19
	v_cndmask_b32_e32 v20, v20, v7, vcc
	v_cmp_eq_u32_e32 vcc, 8, v19
	v_cndmask_b32_e32 v20, v20, v5, vcc
	v_cmp_eq_u32_e32 vcc, 9, v19
	v_cndmask_b32_e32 v20, v20, v14, vcc
	v_cmp_eq_u32_e32 vcc, 10, v19
	v_cndmask_b32_e32 v20, v20, v15, vcc
	v_cmp_eq_u32_e32 vcc, 11, v19
	v_cndmask_b32_e32 v20, v20, v16, vcc
	v_cmp_eq_u32_e32 vcc, 12, v19
	v_cndmask_b32_e32 v20, v20, v8, vcc
	v_cmp_eq_u32_e32 vcc, 13, v19
	v_cndmask_b32_e32 v20, v20, v17, vcc
	v_cmp_eq_u32_e32 vcc, 14, v19
	v_cndmask_b32_e32 v20, v20, v9, vcc
	v_cmp_eq_u32_e32 vcc, 15, v19
	v_cndmask_b32_e32 v19, v20, v6, vcc
	v_and_b32_e32 v19, 0xff, v19
	v_lshlrev_b32_e32 v18, 6, v18
	v_lshlrev_b32_e32 v19, 3, v19
	v_add_i32_e32 v18, vcc, v18, v19
	v_add_i32_e32 v19, vcc, 11, v0
	v_and_b32_e32 v19, 15, v19
	v_cmp_eq_u32_e32 vcc, 1, v19
	v_cndmask_b32_e32 v2, v2, v10, vcc
	v_cmp_eq_u32_e32 vcc, 2, v19
	v_cndmask_b32_e32 v2, v2, v11, vcc
	v_cmp_eq_u32_e32 vcc, 3, v19
	v_cndmask_b32_e32 v2, v2, v12, vcc
	v_cmp_eq_u32_e32 vcc, 4, v19
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_eq_u32_e32 vcc, 5, v19
	v_cndmask_b32_e32 v2, v2, v13, vcc
	v_cmp_eq_u32_e32 vcc, 6, v19
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_cmp_eq_u32_e32 vcc, 7, v19
	v_cndmask_b32_e32 v2, v2, v7, vcc
	v_cmp_eq_u32_e32 vcc, 8, v19
	v_cndmask_b32_e32 v2, v2, v5, vcc
	v_cmp_eq_u32_e32 vcc, 9, v19
	v_cndmask_b32_e32 v2, v2, v14, vcc
	v_cmp_eq_u32_e32 vcc, 10, v19
	v_cndmask_b32_e32 v2, v2, v15, vcc
	v_cmp_eq_u32_e32 vcc, 11, v19
	v_cndmask_b32_e32 v2, v2, v16, vcc
	v_cmp_eq_u32_e32 vcc, 12, v19
	v_cndmask_b32_e32 v2, v2, v8, vcc
	v_cmp_eq_u32_e32 vcc, 13, v19
	v_cndmask_b32_e32 v2, v2, v17, vcc
	v_cmp_eq_u32_e32 vcc, 14, v19
	v_cndmask_b32_e32 v2, v2, v9, vcc
	v_cmp_eq_u32_e32 vcc, 15, v19
	v_cndmask_b32_e32 v2, v2, v6, vcc
	v_and_b32_e32 v2, 0xff, v2
	v_lshl_b64 v[0:1], v[0:1], 2
	v_add_i32_e32 v2, vcc, v18, v2
	s_mov_b32 s7, 0x100f000
	s_mov_b32 s6, 0
	s_mov_b64 s[4:5], s[38:39]
	buffer_store_dword v2, v[0:1], s[4:7], 0 addr64
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel private_histogram
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 204
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
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 44
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
	.size	private_histogram, .Lfunc_end1-private_histogram
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3488
; NumSgprs: 46
; NumVgprs: 30
; ScratchSize: 204
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 46
; NumVGPRsForWavesPerEU: 30
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
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
	s_add_u32 s0, s0, s9
	s_addc_u32 s1, s1, 0
	v_mov_b32_e32 v1, s8
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s4, 0xffff
	v_mul_hi_u32 v1, s4, v1
	s_mul_i32 s4, s4, s8
	v_add_i32_e32 v9, vcc, s4, v0
	v_addc_u32_e32 v10, vcc, 0, v1, vcc
	v_lshl_b64 v[5:6], v[9:10], 5
	s_mov_b32 s7, 0x100f000
	s_mov_b32 s6, 0
	s_mov_b64 s[4:5], s[12:13]
	buffer_load_dwordx4 v[1:4], v[5:6], s[4:7], 0 addr64
	buffer_load_dwordx4 v[5:8], v[5:6], s[4:7], 0 addr64 offset:16
	s_movk_i32 s4, 0x3e8
	v_mov_b32_e32 v11, 8
	v_lshlrev_b32_e32 v0, 5, v0
	s_mov_b32 m0, -1
	s_waitcnt vmcnt(1)
	v_add_i32_e32 v12, vcc, s4, v1
	v_add_i32_e32 v13, vcc, s4, v2
	v_add_i32_e32 v14, vcc, s4, v3
	v_add_i32_e32 v15, vcc, s4, v4
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v16, vcc, s4, v5
	v_add_i32_e32 v17, vcc, s4, v6
	v_add_i32_e32 v18, vcc, s4, v7
	v_add_i32_e32 v19, vcc, 0x3e8, v8
	ds_write2_b32 v0, v12, v13 offset1:1
	ds_write2_b32 v0, v14, v15 offset0:2 offset1:3
	ds_write2_b32 v0, v16, v17 offset0:4 offset1:5
	ds_write2_b32 v0, v18, v19 offset0:6 offset1:7
	buffer_store_dword v11, off, s[0:3], 0
	s_waitcnt vmcnt(0)
	buffer_load_dword v12, off, s[0:3], 0 glc
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v13, 1, v1
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v11, 0
	v_cmp_eq_u32_e32 vcc, 0, v13
	v_cmp_eq_u32_e64 s[6:7], 1, v13
	v_cmp_lt_i32_e64 s[4:5], 0, v12
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execz .LBB2_6
; %bb.1:
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB2_5
; %bb.2:
	s_mov_b64 s[12:13], 0
	v_mov_b32_e32 v11, 0
	s_mov_b64 s[16:17], 0
.LBB2_3:                                ; =>This Inner Loop Header: Depth=1
	s_mov_b32 m0, s16
	v_movrels_b32_e32 v13, v1
	s_add_u32 s16, s16, 1
	v_mul_lo_u32 v13, v13, s16
	s_addc_u32 s17, s17, 0
	v_add_i32_e64 v11, s[6:7], v13, v11
	v_cmp_eq_u32_e64 s[6:7], s16, v12
	s_or_b64 s[12:13], s[6:7], s[12:13]
	v_movreld_b32_e32 v1, v11
	s_andn2_b64 exec, exec, s[12:13]
	s_cbranch_execnz .LBB2_3
; %bb.4:
	s_or_b64 exec, exec, s[12:13]
.LBB2_5:
	s_or_b64 exec, exec, s[10:11]
                                        ; implicit-def: $vgpr12
.LBB2_6:
	s_or_saveexec_b64 s[6:7], s[8:9]
	s_mov_b32 m0, -1
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB2_12
; %bb.7:
	v_mov_b32_e32 v11, 0
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB2_11
; %bb.8:
	s_mov_b32 s12, 0
	s_mov_b64 s[10:11], 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v13, v0
.LBB2_9:                                ; =>This Inner Loop Header: Depth=1
	ds_read_b32 v14, v13
	s_add_i32 s12, s12, 1
	v_cmp_eq_u32_e64 s[4:5], s12, v12
	s_or_b64 s[10:11], s[4:5], s[10:11]
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v14, v14, s12
	v_add_i32_e64 v11, s[4:5], v14, v11
	ds_write_b32 v13, v11
	v_add_i32_e64 v13, s[4:5], 4, v13
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execnz .LBB2_9
; %bb.10:
	s_or_b64 exec, exec, s[10:11]
.LBB2_11:
	s_or_b64 exec, exec, s[8:9]
.LBB2_12:
	s_or_b64 exec, exec, s[6:7]
	v_mul_hi_u32 v12, v9, 36
	v_mul_lo_u32 v9, v9, 36
	s_mov_b32 s4, s14
	s_mov_b32 s5, s15
	v_mad_u32_u24 v10, v10, 36, v12
	s_mov_b32 s7, 0x100f000
	s_mov_b32 s6, 0
	buffer_store_dword v11, v[9:10], s[4:7], 0 addr64
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB2_14
; %bb.13:
	ds_read_b32 v1, v0
.LBB2_14:
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v1, v[9:10], s[4:7], 0 addr64 offset:4
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB2_16
; %bb.15:
	ds_read_b32 v2, v0 offset:4
.LBB2_16:
	s_or_b64 exec, exec, s[6:7]
	s_mov_b32 s7, 0x100f000
	s_mov_b32 s6, 0
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v2, v[9:10], s[4:7], 0 addr64 offset:8
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB2_18
; %bb.17:
	ds_read_b32 v3, v0 offset:8
.LBB2_18:
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v3, v[9:10], s[4:7], 0 addr64 offset:12
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB2_20
; %bb.19:
	ds_read_b32 v4, v0 offset:12
.LBB2_20:
	s_or_b64 exec, exec, s[6:7]
	s_mov_b32 s7, 0x100f000
	s_mov_b32 s6, 0
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v4, v[9:10], s[4:7], 0 addr64 offset:16
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB2_22
; %bb.21:
	ds_read_b32 v5, v0 offset:16
.LBB2_22:
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v5, v[9:10], s[4:7], 0 addr64 offset:20
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB2_24
; %bb.23:
	ds_read_b32 v6, v0 offset:20
.LBB2_24:
	s_or_b64 exec, exec, s[6:7]
	s_mov_b32 s7, 0x100f000
	s_mov_b32 s6, 0
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v6, v[9:10], s[4:7], 0 addr64 offset:24
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB2_26
; %bb.25:
	ds_read_b32 v7, v0 offset:24
.LBB2_26:
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v7, v[9:10], s[4:7], 0 addr64 offset:28
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB2_28
; %bb.27:
	ds_read_b32 v8, v0 offset:28
.LBB2_28:
	s_or_b64 exec, exec, s[6:7]
	s_mov_b32 s7, 0x100f000
	s_mov_b32 s6, 0
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v8, v[9:10], s[4:7], 0 addr64 offset:32
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel generic_ptr
		.amdhsa_group_segment_fixed_size 2048
		.amdhsa_private_segment_fixed_size 8
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 18
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
.Lfunc_end2:
	.size	generic_ptr, .Lfunc_end2-generic_ptr
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 820
; NumSgprs: 20
; NumVgprs: 20
; ScratchSize: 8
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 20
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
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
    .sgpr_count:     26
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
    .sgpr_count:     46
    .sgpr_spill_count: 0
    .symbol:         private_histogram.kd
    .uses_dynamic_stack: false
    .vgpr_count:     30
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
    .private_segment_fixed_size: 8
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         generic_ptr.kd
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx600
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
