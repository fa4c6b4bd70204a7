	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.protected	tile_spill              ; -- Begin function tile_spill
	.globl	tile_spill
	.p2align	8
	.type	tile_spill,@function
tile_spill:                             ; @tile_spill
; %bb.0:
	s_load_dword s9, s[4:5], 0x4
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dword s10, s[6:7], 0x10
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v3, v41
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s9, 0xffff
	s_mul_i32 s8, s8, s4
	v_add_u32_e32 v0, s8, v0
	s_movk_i32 s4, 0x140
	v_mul_lo_u32 v40, v0, s4
	v_lshlrev_b64 v[0:1], 2, v[40:41]
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v22, vcc, s0, v0
	v_addc_co_u32_e32 v23, vcc, v2, v1, vcc
	v_add_u32_e32 v2, 64, v40
	v_lshlrev_b64 v[6:7], 2, v[2:3]
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v4, vcc, s0, v6
	v_addc_co_u32_e32 v5, vcc, v2, v7, vcc
	v_accvgpr_write_b32 a21, v7
	v_add_u32_e32 v2, 0x50, v40
	v_accvgpr_write_b32 a20, v6
	v_lshlrev_b64 v[6:7], 2, v[2:3]
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v24, vcc, s0, v6
	v_addc_co_u32_e32 v25, vcc, v2, v7, vcc
	v_accvgpr_write_b32 a19, v7
	v_add_u32_e32 v2, 0x60, v40
	v_accvgpr_write_b32 a18, v6
	v_lshlrev_b64 v[6:7], 2, v[2:3]
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v28, vcc, s0, v6
	v_addc_co_u32_e32 v29, vcc, v2, v7, vcc
	v_accvgpr_write_b32 a17, v7
	v_add_u32_e32 v2, 0x70, v40
	v_accvgpr_write_b32 a16, v6
	v_lshlrev_b64 v[6:7], 2, v[2:3]
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v30, vcc, s0, v6
	global_load_dwordx4 v[144:147], v[22:23], off offset:16
	global_load_dwordx4 v[36:39], v[22:23], off
	v_addc_co_u32_e32 v31, vcc, v2, v7, vcc
	v_accvgpr_write_b32 a15, v7
	v_add_u32_e32 v2, 0x80, v40
	v_accvgpr_write_b32 a14, v6
	v_lshlrev_b64 v[6:7], 2, v[2:3]
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v12, vcc, s0, v6
	global_load_dwordx4 v[120:123], v[4:5], off
	global_load_dwordx4 v[108:111], v[4:5], off offset:16
	v_addc_co_u32_e32 v13, vcc, v2, v7, vcc
	v_accvgpr_write_b32 a13, v7
	v_add_u32_e32 v2, 0x90, v40
	v_accvgpr_write_b32 a12, v6
	v_lshlrev_b64 v[6:7], 2, v[2:3]
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v14, vcc, s0, v6
	v_addc_co_u32_e32 v15, vcc, v2, v7, vcc
	v_accvgpr_write_b32 a11, v7
	v_add_u32_e32 v2, 0xa0, v40
	v_accvgpr_write_b32 a10, v6
	v_lshlrev_b64 v[6:7], 2, v[2:3]
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v16, vcc, s0, v6
	v_addc_co_u32_e32 v17, vcc, v2, v7, vcc
	v_accvgpr_write_b32 a0, v6
	v_add_u32_e32 v2, 0xb0, v40
	v_accvgpr_write_b32 a1, v7
	v_lshlrev_b64 v[6:7], 2, v[2:3]
	global_load_dwordx4 v[140:143], v[22:23], off offset:48
	global_load_dwordx4 v[148:151], v[22:23], off offset:32
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v18, vcc, s0, v6
	v_addc_co_u32_e32 v19, vcc, v2, v7, vcc
	v_add_u32_e32 v2, 0xc0, v40
	v_accvgpr_write_b32 a2, v6
	v_lshlrev_b64 v[8:9], 2, v[2:3]
	v_accvgpr_write_b32 a3, v7
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v6, vcc, s0, v8
	v_addc_co_u32_e32 v7, vcc, v2, v9, vcc
	v_accvgpr_write_b32 a4, v8
	v_add_u32_e32 v2, 0xd0, v40
	v_accvgpr_write_b32 a5, v9
	v_lshlrev_b64 v[8:9], 2, v[2:3]
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v26, vcc, s0, v8
	v_addc_co_u32_e32 v27, vcc, v2, v9, vcc
	v_accvgpr_write_b32 a6, v8
	v_add_u32_e32 v2, 0xe0, v40
	v_accvgpr_write_b32 a7, v9
	v_lshlrev_b64 v[8:9], 2, v[2:3]
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v20, vcc, s0, v8
	v_addc_co_u32_e32 v21, vcc, v2, v9, vcc
	v_accvgpr_write_b32 a8, v8
	v_add_u32_e32 v2, 0xf0, v40
	v_accvgpr_write_b32 a9, v9
	v_lshlrev_b64 v[8:9], 2, v[2:3]
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v164, vcc, s0, v8
	v_addc_co_u32_e32 v165, vcc, v2, v9, vcc
	v_add_u32_e32 v2, 0x100, v40
	v_accvgpr_write_b32 a101, v9
	v_lshlrev_b64 v[10:11], 2, v[2:3]
	v_accvgpr_write_b32 a100, v8
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v8, vcc, s0, v10
	v_addc_co_u32_e32 v9, vcc, v2, v11, vcc
	v_add_u32_e32 v2, 0x110, v40
	v_accvgpr_write_b32 a103, v11
	v_lshlrev_b64 v[32:33], 2, v[2:3]
	v_accvgpr_write_b32 a102, v10
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v10, vcc, s0, v32
	v_addc_co_u32_e32 v11, vcc, v2, v33, vcc
	v_add_u32_e32 v2, 0x120, v40
	v_accvgpr_write_b32 a105, v33
	v_lshlrev_b64 v[34:35], 2, v[2:3]
	v_accvgpr_write_b32 a104, v32
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v32, vcc, s0, v34
	v_addc_co_u32_e32 v33, vcc, v2, v35, vcc
	v_add_u32_e32 v2, 0x130, v40
	v_accvgpr_write_b32 a26, v34
	v_lshlrev_b64 v[42:43], 2, v[2:3]
	v_accvgpr_write_b32 a27, v35
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v34, vcc, s0, v42
	v_addc_co_u32_e32 v35, vcc, v2, v43, vcc
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v58, vcc, s2, v0
	v_addc_co_u32_e32 v59, vcc, v2, v1, vcc
	global_load_dwordx4 v[124:127], v[22:23], off offset:80
	global_load_dwordx4 v[0:3], v[22:23], off offset:64
	global_load_dwordx4 a[80:83], v[8:9], off offset:48
	global_load_dwordx4 a[76:79], v[8:9], off offset:32
	global_load_dwordx4 a[68:71], v[8:9], off
	global_load_dwordx4 a[72:75], v[8:9], off offset:16
	global_load_dwordx4 v[76:79], v[10:11], off offset:48
	global_load_dwordx4 v[72:75], v[10:11], off offset:32
                                        ; kill: killed $vgpr8 killed $vgpr9
	global_load_dwordx4 a[96:99], v[10:11], off offset:16
	global_load_dwordx4 a[92:95], v[10:11], off
	global_load_dwordx4 v[92:95], v[32:33], off offset:48
	global_load_dwordx4 v[88:91], v[32:33], off offset:32
	global_load_dwordx4 v[84:87], v[32:33], off offset:16
	global_load_dwordx4 v[80:83], v[32:33], off
	global_load_dwordx4 a[28:31], v[34:35], off offset:48
	global_load_dwordx4 v[104:107], v[34:35], off offset:32
	global_load_dwordx4 v[100:103], v[34:35], off offset:16
	global_load_dwordx4 v[96:99], v[34:35], off
	global_load_dwordx4 a[48:51], v[6:7], off offset:48
	global_load_dwordx4 a[44:47], v[6:7], off offset:32
	global_load_dwordx4 a[36:39], v[6:7], off
	global_load_dwordx4 a[40:43], v[6:7], off offset:16
	global_load_dwordx4 a[64:67], v[26:27], off offset:48
	global_load_dwordx4 a[60:63], v[26:27], off offset:32
	global_load_dwordx4 a[56:59], v[26:27], off offset:16
	global_load_dwordx4 a[52:55], v[26:27], off
	global_load_dwordx4 v[128:131], v[22:23], off offset:112
	global_load_dwordx4 v[136:139], v[22:23], off offset:96
	global_load_dwordx4 a[88:91], v[20:21], off offset:48
	global_load_dwordx4 a[84:87], v[20:21], off offset:32
	global_load_dwordx4 v[112:115], v[4:5], off offset:48
	global_load_dwordx4 v[116:119], v[4:5], off offset:32
	s_waitcnt vmcnt(36)
	v_pk_mov_b32 v[8:9], v[36:37], v[36:37] op_sel:[0,1]
	v_pk_mov_b32 v[10:11], v[38:39], v[38:39] op_sel:[0,1]
	v_mov_b32_e32 v4, v9
	v_mov_b32_e32 v5, v10
	v_pk_fma_f32 v[32:33], v[8:9], s[10:11], v[4:5] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(35)
	v_mov_b32_e32 v4, v121
	v_mov_b32_e32 v5, v122
	v_pk_fma_f32 v[26:27], v[120:121], s[10:11], v[4:5] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v4, v11
	v_mov_b32_e32 v5, v144
	v_pk_fma_f32 v[6:7], v[10:11], s[10:11], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a22, v8
	v_pk_mov_b32 v[8:9], v[32:33], v[32:33] op_sel:[0,1]
	v_mov_b32_e32 v4, v9
	v_mov_b32_e32 v5, v6
	v_pk_fma_f32 v[156:157], v[8:9], s[10:11], v[4:5] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v4, v123
	s_waitcnt vmcnt(34)
	v_mov_b32_e32 v5, v108
	v_pk_fma_f32 v[158:159], v[122:123], s[10:11], v[4:5] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v4, v145
	v_mov_b32_e32 v5, v146
	global_load_dwordx4 v[132:135], v[22:23], off offset:144
	global_load_dwordx4 v[152:155], v[22:23], off offset:128
	v_pk_fma_f32 v[4:5], v[144:145], s[10:11], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a32, v8
	v_mov_b32_e32 v8, v7
	v_mov_b32_e32 v9, v4
	v_pk_fma_f32 v[32:33], v[6:7], s[10:11], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v147
	s_waitcnt vmcnt(34)
	v_mov_b32_e32 v7, v148
	v_pk_fma_f32 v[6:7], v[146:147], s[10:11], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v5
	v_mov_b32_e32 v9, v6
	v_pk_fma_f32 v[34:35], v[4:5], s[10:11], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v4, v149
	v_mov_b32_e32 v5, v150
	v_pk_fma_f32 v[4:5], v[148:149], s[10:11], v[4:5] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v7
	v_mov_b32_e32 v9, v4
	v_pk_fma_f32 v[36:37], v[6:7], s[10:11], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v151
	v_mov_b32_e32 v7, v140
	v_pk_fma_f32 v[6:7], v[150:151], s[10:11], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v5
	v_mov_b32_e32 v9, v6
	v_pk_fma_f32 v[38:39], v[4:5], s[10:11], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v4, v141
	v_mov_b32_e32 v5, v142
	global_load_dwordx4 v[144:147], v[22:23], off offset:176
	global_load_dwordx4 v[148:151], v[22:23], off offset:160
	v_pk_fma_f32 v[4:5], v[140:141], s[10:11], v[4:5] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v7
	v_mov_b32_e32 v9, v4
	v_pk_fma_f32 v[8:9], v[6:7], s[10:11], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v143
	s_waitcnt vmcnt(34)
	v_mov_b32_e32 v7, v0
	v_pk_fma_f32 v[6:7], v[142:143], s[10:11], v[6:7] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a24, v42
	v_mov_b32_e32 v10, v5
	v_mov_b32_e32 v11, v6
	v_accvgpr_write_b32 a25, v43
	v_pk_fma_f32 v[42:43], v[4:5], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v2
	v_pk_fma_f32 v[4:5], v[0:1], s[10:11], v[4:5] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v1, v4
	v_pk_fma_f32 v[44:45], v[6:7], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v3
	v_mov_b32_e32 v1, v124
	v_pk_fma_f32 v[0:1], v[2:3], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v5
	v_mov_b32_e32 v3, v0
	v_pk_fma_f32 v[46:47], v[4:5], s[10:11], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v125
	v_mov_b32_e32 v3, v126
	global_load_dwordx4 v[140:143], v[22:23], off offset:208
	global_load_dwordx4 v[4:7], v[22:23], off offset:192
	v_pk_fma_f32 v[2:3], v[124:125], s[10:11], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v10, v1
	v_mov_b32_e32 v11, v2
	v_pk_fma_f32 v[48:49], v[0:1], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v127
	s_waitcnt vmcnt(10)
	v_mov_b32_e32 v1, v136
	v_pk_fma_f32 v[0:1], v[126:127], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v10, v3
	v_mov_b32_e32 v11, v0
	v_pk_fma_f32 v[50:51], v[2:3], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v137
	v_mov_b32_e32 v3, v138
	v_pk_fma_f32 v[2:3], v[136:137], s[10:11], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v10, v1
	v_mov_b32_e32 v11, v2
	v_pk_fma_f32 v[52:53], v[0:1], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v139
	v_mov_b32_e32 v1, v128
	v_pk_fma_f32 v[10:11], v[138:139], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v3
	v_mov_b32_e32 v1, v10
	v_pk_fma_f32 v[54:55], v[2:3], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	global_load_dwordx4 v[122:125], v[22:23], off offset:240
	global_load_dwordx4 v[0:3], v[22:23], off offset:224
	v_mov_b32_e32 v22, v129
	v_mov_b32_e32 v23, v130
	v_pk_fma_f32 v[56:57], v[128:129], s[10:11], v[22:23] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v22, v11
	v_mov_b32_e32 v23, v56
	v_pk_fma_f32 v[22:23], v[10:11], s[10:11], v[22:23] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v10, v131
	s_waitcnt vmcnt(6)
	v_mov_b32_e32 v11, v152
	v_pk_fma_f32 v[10:11], v[130:131], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v60, v57
	v_mov_b32_e32 v61, v10
	v_pk_fma_f32 v[56:57], v[56:57], s[10:11], v[60:61] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v60, v153
	v_mov_b32_e32 v61, v154
	v_pk_fma_f32 v[60:61], v[152:153], s[10:11], v[60:61] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v62, v11
	v_mov_b32_e32 v63, v60
	v_pk_fma_f32 v[10:11], v[10:11], s[10:11], v[62:63] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v62, v155
	v_mov_b32_e32 v63, v132
	v_pk_fma_f32 v[62:63], v[154:155], s[10:11], v[62:63] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v64, v61
	v_mov_b32_e32 v65, v62
	v_pk_fma_f32 v[126:127], v[60:61], s[10:11], v[64:65] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v60, v133
	v_mov_b32_e32 v61, v134
	v_pk_fma_f32 v[60:61], v[132:133], s[10:11], v[60:61] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v64, v63
	v_mov_b32_e32 v65, v60
	v_pk_fma_f32 v[128:129], v[62:63], s[10:11], v[64:65] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v62, v135
	s_waitcnt vmcnt(4)
	v_mov_b32_e32 v63, v148
	v_pk_fma_f32 v[62:63], v[134:135], s[10:11], v[62:63] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v64, v61
	v_mov_b32_e32 v65, v62
	v_pk_fma_f32 v[130:131], v[60:61], s[10:11], v[64:65] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v60, v149
	v_mov_b32_e32 v61, v150
	v_pk_fma_f32 v[60:61], v[148:149], s[10:11], v[60:61] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v64, v63
	v_mov_b32_e32 v65, v60
	v_pk_fma_f32 v[62:63], v[62:63], s[10:11], v[64:65] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v64, v151
	v_mov_b32_e32 v65, v144
	v_pk_fma_f32 v[64:65], v[150:151], s[10:11], v[64:65] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v66, v61
	v_mov_b32_e32 v67, v64
	v_pk_fma_f32 v[60:61], v[60:61], s[10:11], v[66:67] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v66, v145
	v_mov_b32_e32 v67, v146
	v_pk_fma_f32 v[66:67], v[144:145], s[10:11], v[66:67] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v68, v65
	v_mov_b32_e32 v69, v66
	v_pk_fma_f32 v[64:65], v[64:65], s[10:11], v[68:69] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v68, v147
	v_mov_b32_e32 v70, v67
	s_waitcnt vmcnt(2)
	v_mov_b32_e32 v69, v4
	v_pk_fma_f32 v[68:69], v[146:147], s[10:11], v[68:69] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v71, v68
	v_pk_fma_f32 v[66:67], v[66:67], s[10:11], v[70:71] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v70, v5
	v_mov_b32_e32 v71, v6
	v_pk_fma_f32 v[4:5], v[4:5], s[10:11], v[70:71] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v70, v69
	v_mov_b32_e32 v71, v4
	v_pk_fma_f32 v[68:69], v[68:69], s[10:11], v[70:71] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v70, v7
	v_mov_b32_e32 v71, v140
	v_pk_fma_f32 v[6:7], v[6:7], s[10:11], v[70:71] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v70, v5
	v_mov_b32_e32 v71, v6
	v_pk_fma_f32 v[4:5], v[4:5], s[10:11], v[70:71] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v70, v141
	v_mov_b32_e32 v71, v142
	v_pk_fma_f32 v[70:71], v[140:141], s[10:11], v[70:71] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v132, v7
	v_mov_b32_e32 v133, v70
	v_pk_fma_f32 v[6:7], v[6:7], s[10:11], v[132:133] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v132, v143
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v133, v0
	v_pk_fma_f32 v[132:133], v[142:143], s[10:11], v[132:133] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v134, v71
	v_mov_b32_e32 v135, v132
	v_pk_fma_f32 v[70:71], v[70:71], s[10:11], v[134:135] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v134, v1
	v_mov_b32_e32 v135, v2
	v_pk_fma_f32 v[0:1], v[0:1], s[10:11], v[134:135] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v134, v133
	v_mov_b32_e32 v135, v0
	v_pk_fma_f32 v[132:133], v[132:133], s[10:11], v[134:135] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v134, v3
	v_mov_b32_e32 v135, v122
	v_pk_fma_f32 v[2:3], v[2:3], s[10:11], v[134:135] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v136, v1
	v_mov_b32_e32 v137, v2
	v_pk_fma_f32 v[0:1], v[0:1], s[10:11], v[136:137] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v136, v133
	v_mov_b32_e32 v137, v0
	v_mov_b32_e32 v135, v132
	v_pk_fma_f32 v[218:219], v[132:133], s[10:11], v[136:137] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v132, v5
	v_mov_b32_e32 v133, v6
	v_pk_fma_f32 v[220:221], v[4:5], s[10:11], v[132:133] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v5, v4
	v_mov_b32_e32 v4, v69
	v_mov_b32_e32 v134, v71
	v_pk_fma_f32 v[226:227], v[68:69], s[10:11], v[4:5] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v4, v61
	v_mov_b32_e32 v5, v64
	v_pk_fma_f32 v[216:217], v[70:71], s[10:11], v[134:135] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v71, v70
	v_mov_b32_e32 v70, v7
	v_pk_fma_f32 v[228:229], v[60:61], s[10:11], v[4:5] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v4, v131
	v_mov_b32_e32 v5, v62
	v_pk_fma_f32 v[222:223], v[6:7], s[10:11], v[70:71] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v67
	v_mov_b32_e32 v7, v68
	v_pk_fma_f32 v[232:233], v[130:131], s[10:11], v[4:5] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v4, v127
	v_mov_b32_e32 v5, v128
	v_pk_fma_f32 v[224:225], v[66:67], s[10:11], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v7, v66
	v_mov_b32_e32 v6, v65
	v_pk_fma_f32 v[240:241], v[126:127], s[10:11], v[4:5] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v4, v57
	v_mov_b32_e32 v5, v10
	v_pk_fma_f32 v[230:231], v[64:65], s[10:11], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v7, v60
	v_mov_b32_e32 v6, v63
	v_pk_fma_f32 v[244:245], v[56:57], s[10:11], v[4:5] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v4, v55
	v_mov_b32_e32 v5, v22
	v_pk_fma_f32 v[234:235], v[62:63], s[10:11], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v7, v130
	v_mov_b32_e32 v6, v129
	v_pk_fma_f32 v[248:249], v[54:55], s[10:11], v[4:5] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v4, v51
	v_mov_b32_e32 v5, v52
	v_pk_fma_f32 v[242:243], v[128:129], s[10:11], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v7, v126
	v_mov_b32_e32 v6, v11
	v_pk_fma_f32 v[252:253], v[50:51], s[10:11], v[4:5] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v4, v47
	v_mov_b32_e32 v5, v48
	v_pk_fma_f32 v[246:247], v[10:11], s[10:11], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v7, v56
	v_mov_b32_e32 v6, v23
	v_pk_fma_f32 v[68:69], v[46:47], s[10:11], v[4:5] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v4, v43
	v_mov_b32_e32 v5, v44
	v_pk_fma_f32 v[250:251], v[22:23], s[10:11], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v7, v54
	v_mov_b32_e32 v6, v53
	v_pk_fma_f32 v[64:65], v[42:43], s[10:11], v[4:5] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v4, v39
	v_mov_b32_e32 v5, v8
	v_pk_fma_f32 v[254:255], v[52:53], s[10:11], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v7, v50
	v_mov_b32_e32 v6, v49
	v_pk_fma_f32 v[52:53], v[38:39], s[10:11], v[4:5] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v4, v35
	v_mov_b32_e32 v5, v36
	v_pk_fma_f32 v[70:71], v[48:49], s[10:11], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v7, v46
	v_mov_b32_e32 v6, v45
	v_pk_fma_f32 v[48:49], v[34:35], s[10:11], v[4:5] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v4, v157
	v_mov_b32_e32 v5, v32
	v_pk_mov_b32 v[56:57], v[158:159], v[158:159] op_sel:[0,1]
	v_pk_fma_f32 v[66:67], v[44:45], s[10:11], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v7, v42
	v_mov_b32_e32 v6, v9
	v_pk_fma_f32 v[44:45], v[156:157], s[10:11], v[4:5] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v4, v27
	v_mov_b32_e32 v5, v56
	v_pk_fma_f32 v[54:55], v[8:9], s[10:11], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v7, v38
	v_mov_b32_e32 v6, v37
	v_pk_fma_f32 v[42:43], v[26:27], s[10:11], v[4:5] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v5, v120
	v_mov_b32_e32 v4, v125
	v_pk_fma_f32 v[50:51], v[36:37], s[10:11], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v7, v34
	v_mov_b32_e32 v6, v33
	v_pk_fma_f32 v[4:5], v[124:125], s[10:11], v[4:5] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v123
	v_mov_b32_e32 v9, v124
	v_pk_fma_f32 v[46:47], v[32:33], s[10:11], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v5
	v_mov_b32_e32 v7, v26
	v_pk_fma_f32 v[8:9], v[122:123], s[10:11], v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[4:5], s[10:11], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v5, v4
	v_mov_b32_e32 v4, v9
	v_mov_b32_e32 v10, v7
	v_mov_b32_e32 v11, v42
	v_pk_fma_f32 v[4:5], v[8:9], s[10:11], v[4:5] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[38:39], v[6:7], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v7, v6
	v_mov_b32_e32 v6, v5
	v_pk_fma_f32 v[36:37], v[4:5], s[10:11], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v7, v8
	v_pk_fma_f32 v[2:3], v[2:3], s[10:11], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v7, v4
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v2
	v_accvgpr_write_b32 a34, v156
	v_pk_fma_f32 v[34:35], v[2:3], s[10:11], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[32:33], v[0:1], s[10:11], v[4:5] op_sel_hi:[1,0,1]
	global_load_dwordx4 v[144:147], v[20:21], off offset:16
	global_load_dwordx4 v[140:143], v[20:21], off
	global_load_dwordx4 v[160:163], v[164:165], off offset:48
	global_load_dwordx4 v[156:159], v[164:165], off offset:32
	global_load_dwordx4 v[152:155], v[164:165], off offset:16
	global_load_dwordx4 v[148:151], v[164:165], off
	global_load_dwordx4 v[192:195], v[12:13], off offset:48
	global_load_dwordx4 v[196:199], v[12:13], off offset:32
	global_load_dwordx4 v[204:207], v[12:13], off
	global_load_dwordx4 v[200:203], v[12:13], off offset:16
	global_load_dwordx4 v[176:179], v[14:15], off offset:48
	global_load_dwordx4 v[180:183], v[14:15], off offset:32
	global_load_dwordx4 v[184:187], v[14:15], off offset:16
	global_load_dwordx4 v[188:191], v[14:15], off
	global_load_dwordx4 v[120:123], v[16:17], off offset:48
	s_nop 0
	global_load_dwordx4 v[164:167], v[16:17], off offset:32
	global_load_dwordx4 v[168:171], v[16:17], off offset:16
	global_load_dwordx4 v[172:175], v[16:17], off
	global_load_dwordx4 v[136:139], v[18:19], off offset:48
	global_load_dwordx4 v[132:135], v[18:19], off offset:32
	global_load_dwordx4 v[128:131], v[18:19], off offset:16
	global_load_dwordx4 v[124:127], v[18:19], off
	global_load_dwordx4 v[8:11], v[24:25], off offset:48
	global_load_dwordx4 v[4:7], v[24:25], off offset:32
	global_load_dwordx4 v[60:63], v[24:25], off offset:16
	global_load_dwordx4 v[0:3], v[24:25], off
	s_nop 0
	global_load_dwordx4 v[24:27], v[28:29], off offset:48
	global_load_dwordx4 v[20:23], v[28:29], off offset:32
	global_load_dwordx4 v[16:19], v[28:29], off offset:16
	global_load_dwordx4 v[12:15], v[28:29], off
	global_load_dwordx4 v[208:211], v[30:31], off offset:48
	global_load_dwordx4 v[212:215], v[30:31], off offset:32
	global_load_dwordx4 v[236:239], v[30:31], off offset:16
	s_nop 0
	global_load_dwordx4 v[28:31], v[30:31], off
	s_nop 0
	global_store_dwordx4 v[58:59], v[44:47], off
	global_store_dwordx4 v[58:59], v[48:51], off offset:16
	global_store_dwordx4 v[58:59], v[52:55], off offset:32
	global_store_dwordx4 v[58:59], v[64:67], off offset:48
	global_store_dwordx4 v[58:59], v[68:71], off offset:64
	global_store_dwordx4 v[58:59], v[252:255], off offset:80
	global_store_dwordx4 v[58:59], v[248:251], off offset:96
	global_store_dwordx4 v[58:59], v[244:247], off offset:112
	global_store_dwordx4 v[58:59], v[240:243], off offset:128
	global_store_dwordx4 v[58:59], v[232:235], off offset:144
	global_store_dwordx4 v[58:59], v[228:231], off offset:160
	global_store_dwordx4 v[58:59], v[224:227], off offset:176
	global_store_dwordx4 v[58:59], v[220:223], off offset:192
	global_store_dwordx4 v[58:59], v[216:219], off offset:208
	global_store_dwordx4 v[58:59], v[32:35], off offset:224
	global_store_dwordx4 v[58:59], v[36:39], off offset:240
	v_mov_b32_e32 v32, v109
	v_mov_b32_e32 v33, v110
	v_pk_fma_f32 v[32:33], v[108:109], s[10:11], v[32:33] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v34, v111
	v_mov_b32_e32 v35, v116
	v_pk_mov_b32 v[38:39], v[56:57], v[56:57] op_sel:[0,1]
	v_pk_fma_f32 v[36:37], v[110:111], s[10:11], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v34, v39
	v_mov_b32_e32 v35, v32
	v_pk_fma_f32 v[34:35], v[38:39], s[10:11], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v38, v33
	v_mov_b32_e32 v39, v36
	v_pk_fma_f32 v[38:39], v[32:33], s[10:11], v[38:39] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v32, v43
	v_mov_b32_e32 v33, v34
	v_accvgpr_read_b32 v45, a21
	v_pk_fma_f32 v[32:33], v[42:43], s[10:11], v[32:33] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v42, v35
	v_mov_b32_e32 v43, v38
	v_accvgpr_read_b32 v44, a20
	v_pk_fma_f32 v[34:35], v[34:35], s[10:11], v[42:43] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v43, s3
	v_add_co_u32_e32 v42, vcc, s2, v44
	v_addc_co_u32_e32 v43, vcc, v43, v45, vcc
	global_store_dwordx4 v[42:43], v[32:35], off
	v_mov_b32_e32 v44, s3
	v_mov_b32_e32 v32, v117
	v_mov_b32_e32 v33, v118
	v_pk_fma_f32 v[32:33], v[116:117], s[10:11], v[32:33] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v34, v119
	v_mov_b32_e32 v35, v112
	v_pk_fma_f32 v[42:43], v[118:119], s[10:11], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v34, v37
	v_mov_b32_e32 v35, v32
	v_pk_fma_f32 v[34:35], v[36:37], s[10:11], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v36, v33
	v_mov_b32_e32 v37, v42
	v_pk_fma_f32 v[36:37], v[32:33], s[10:11], v[36:37] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v32, v39
	v_mov_b32_e32 v33, v34
	v_pk_fma_f32 v[32:33], v[38:39], s[10:11], v[32:33] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v38, v35
	v_mov_b32_e32 v39, v36
	v_pk_fma_f32 v[34:35], v[34:35], s[10:11], v[38:39] op_sel_hi:[1,0,1]
	v_add_u32_e32 v38, 0x44, v40
	v_mov_b32_e32 v39, v41
	v_lshlrev_b64 v[38:39], 2, v[38:39]
	v_add_co_u32_e32 v38, vcc, s2, v38
	v_addc_co_u32_e32 v39, vcc, v44, v39, vcc
	global_store_dwordx4 v[38:39], v[32:35], off
	v_mov_b32_e32 v45, v41
	v_mov_b32_e32 v32, v113
	v_mov_b32_e32 v33, v114
	v_pk_fma_f32 v[32:33], v[112:113], s[10:11], v[32:33] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v34, v115
	v_add_u32_e32 v48, 0xf4, v40
	v_mov_b32_e32 v49, v41
	v_add_u32_e32 v50, 0xf8, v40
	v_mov_b32_e32 v51, v41
	v_add_u32_e32 v54, 0x104, v40
	v_mov_b32_e32 v55, v41
	v_add_u32_e32 v56, 0x108, v40
	v_mov_b32_e32 v57, v41
	v_accvgpr_read_b32 v64, a76
	v_accvgpr_read_b32 v65, a77
	v_accvgpr_read_b32 v66, a78
	s_waitcnt vmcnt(26)
	v_mov_b32_e32 v35, v0
	v_pk_fma_f32 v[38:39], v[114:115], s[10:11], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v34, v43
	v_mov_b32_e32 v35, v32
	v_pk_fma_f32 v[34:35], v[42:43], s[10:11], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v42, v33
	v_mov_b32_e32 v43, v38
	v_pk_fma_f32 v[42:43], v[32:33], s[10:11], v[42:43] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v32, v37
	v_mov_b32_e32 v33, v34
	v_pk_fma_f32 v[32:33], v[36:37], s[10:11], v[32:33] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v36, v35
	v_mov_b32_e32 v37, v42
	v_pk_fma_f32 v[34:35], v[34:35], s[10:11], v[36:37] op_sel_hi:[1,0,1]
	v_add_u32_e32 v36, 0x48, v40
	v_mov_b32_e32 v37, v41
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_add_co_u32_e32 v36, vcc, s2, v36
	v_addc_co_u32_e32 v37, vcc, v44, v37, vcc
	global_store_dwordx4 v[36:37], v[32:35], off
	v_add_u32_e32 v44, 0xe4, v40
	v_mov_b32_e32 v32, v1
	v_mov_b32_e32 v33, v2
	v_pk_fma_f32 v[0:1], v[0:1], s[10:11], v[32:33] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v32, v3
	v_mov_b32_e32 v33, v60
	v_pk_fma_f32 v[32:33], v[2:3], s[10:11], v[32:33] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v39
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v34, v1
	v_mov_b32_e32 v35, v32
	v_pk_fma_f32 v[2:3], v[38:39], s[10:11], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[34:35], v[0:1], s[10:11], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v36, v3
	v_mov_b32_e32 v37, v34
	v_mov_b32_e32 v1, v2
	v_pk_fma_f32 v[2:3], v[2:3], s[10:11], v[36:37] op_sel_hi:[1,0,1]
	v_add_u32_e32 v36, 0x4c, v40
	v_mov_b32_e32 v37, v41
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_mov_b32_e32 v0, v43
	v_mov_b32_e32 v38, s3
	v_add_co_u32_e32 v36, vcc, s2, v36
	v_pk_fma_f32 v[0:1], v[42:43], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_addc_co_u32_e32 v37, vcc, v38, v37, vcc
	global_store_dwordx4 v[36:37], v[0:3], off
	v_accvgpr_read_b32 v39, a19
	v_mov_b32_e32 v0, v61
	v_mov_b32_e32 v1, v62
	v_pk_fma_f32 v[0:1], v[60:61], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v63
	v_mov_b32_e32 v3, v4
	v_pk_fma_f32 v[36:37], v[62:63], s[10:11], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v33
	v_mov_b32_e32 v3, v0
	v_pk_fma_f32 v[2:3], v[32:33], s[10:11], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v32, v1
	v_mov_b32_e32 v33, v36
	v_pk_fma_f32 v[32:33], v[0:1], s[10:11], v[32:33] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v35
	v_mov_b32_e32 v1, v2
	v_pk_fma_f32 v[0:1], v[34:35], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v34, v3
	v_mov_b32_e32 v35, v32
	v_accvgpr_read_b32 v38, a18
	v_pk_fma_f32 v[2:3], v[2:3], s[10:11], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, s3
	v_add_co_u32_e32 v34, vcc, s2, v38
	v_addc_co_u32_e32 v35, vcc, v35, v39, vcc
	global_store_dwordx4 v[34:35], v[0:3], off
	v_mov_b32_e32 v34, s3
	v_mov_b32_e32 v0, v5
	v_mov_b32_e32 v1, v6
	v_pk_fma_f32 v[0:1], v[4:5], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v7
	v_mov_b32_e32 v3, v8
	v_pk_fma_f32 v[4:5], v[6:7], s[10:11], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v37
	v_mov_b32_e32 v3, v0
	v_pk_fma_f32 v[2:3], v[36:37], s[10:11], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v7, v4
	v_pk_fma_f32 v[6:7], v[0:1], s[10:11], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v33
	v_mov_b32_e32 v1, v2
	v_pk_fma_f32 v[0:1], v[32:33], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v32, v3
	v_mov_b32_e32 v33, v6
	v_pk_fma_f32 v[2:3], v[2:3], s[10:11], v[32:33] op_sel_hi:[1,0,1]
	v_add_u32_e32 v32, 0x54, v40
	v_mov_b32_e32 v33, v41
	v_lshlrev_b64 v[32:33], 2, v[32:33]
	v_add_co_u32_e32 v32, vcc, s2, v32
	v_addc_co_u32_e32 v33, vcc, v34, v33, vcc
	global_store_dwordx4 v[32:33], v[0:3], off
	v_add_u32_e32 v32, 0x88, v40
	v_mov_b32_e32 v0, v9
	v_mov_b32_e32 v1, v10
	v_pk_fma_f32 v[0:1], v[8:9], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v11
	s_waitcnt vmcnt(26)
	v_mov_b32_e32 v3, v12
	v_pk_fma_f32 v[8:9], v[10:11], s[10:11], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v5
	v_mov_b32_e32 v3, v0
	v_pk_fma_f32 v[2:3], v[4:5], s[10:11], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v8
	v_pk_fma_f32 v[4:5], v[0:1], s[10:11], v[4:5] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v1, v2
	v_pk_fma_f32 v[0:1], v[6:7], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v7, v4
	v_pk_fma_f32 v[2:3], v[2:3], s[10:11], v[6:7] op_sel_hi:[1,0,1]
	v_add_u32_e32 v6, 0x58, v40
	v_mov_b32_e32 v7, v41
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_mov_b32_e32 v10, s3
	v_add_co_u32_e32 v6, vcc, s2, v6
	v_addc_co_u32_e32 v7, vcc, v10, v7, vcc
	global_store_dwordx4 v[6:7], v[0:3], off
	v_mov_b32_e32 v33, v41
	v_mov_b32_e32 v0, v13
	v_mov_b32_e32 v1, v14
	v_pk_fma_f32 v[0:1], v[12:13], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v15
	v_mov_b32_e32 v3, v16
	v_pk_fma_f32 v[6:7], v[14:15], s[10:11], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v9
	v_mov_b32_e32 v3, v0
	v_pk_fma_f32 v[2:3], v[8:9], s[10:11], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v1
	v_mov_b32_e32 v9, v6
	v_pk_fma_f32 v[8:9], v[0:1], s[10:11], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v5
	v_mov_b32_e32 v1, v2
	v_pk_fma_f32 v[0:1], v[4:5], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v8
	v_pk_fma_f32 v[2:3], v[2:3], s[10:11], v[4:5] op_sel_hi:[1,0,1]
	v_add_u32_e32 v4, 0x5c, v40
	v_mov_b32_e32 v5, v41
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s2, v4
	v_addc_co_u32_e32 v5, vcc, v10, v5, vcc
	global_store_dwordx4 v[4:5], v[0:3], off
	v_accvgpr_read_b32 v10, a16
	v_mov_b32_e32 v0, v17
	v_mov_b32_e32 v1, v18
	v_pk_fma_f32 v[0:1], v[16:17], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v19
	v_mov_b32_e32 v3, v20
	v_pk_fma_f32 v[4:5], v[18:19], s[10:11], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v7
	v_mov_b32_e32 v3, v0
	v_pk_fma_f32 v[2:3], v[6:7], s[10:11], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v7, v4
	v_pk_fma_f32 v[6:7], v[0:1], s[10:11], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v9
	v_mov_b32_e32 v1, v2
	v_pk_fma_f32 v[0:1], v[8:9], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v3
	v_mov_b32_e32 v9, v6
	v_pk_fma_f32 v[2:3], v[2:3], s[10:11], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v9, s3
	v_accvgpr_read_b32 v11, a17
	v_add_co_u32_e32 v8, vcc, s2, v10
	v_addc_co_u32_e32 v9, vcc, v9, v11, vcc
	global_store_dwordx4 v[8:9], v[0:3], off
	v_mov_b32_e32 v10, s3
	v_mov_b32_e32 v0, v21
	v_mov_b32_e32 v1, v22
	v_pk_fma_f32 v[0:1], v[20:21], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v23
	v_mov_b32_e32 v3, v24
	v_pk_fma_f32 v[8:9], v[22:23], s[10:11], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v5
	v_mov_b32_e32 v3, v0
	v_pk_fma_f32 v[2:3], v[4:5], s[10:11], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v8
	v_pk_fma_f32 v[4:5], v[0:1], s[10:11], v[4:5] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v1, v2
	v_pk_fma_f32 v[0:1], v[6:7], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v7, v4
	v_pk_fma_f32 v[2:3], v[2:3], s[10:11], v[6:7] op_sel_hi:[1,0,1]
	v_add_u32_e32 v6, 0x64, v40
	v_mov_b32_e32 v7, v41
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_co_u32_e32 v6, vcc, s2, v6
	v_addc_co_u32_e32 v7, vcc, v10, v7, vcc
	global_store_dwordx4 v[6:7], v[0:3], off
	v_mov_b32_e32 v11, v41
	v_mov_b32_e32 v0, v25
	v_mov_b32_e32 v1, v26
	v_pk_fma_f32 v[0:1], v[24:25], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v27
	s_waitcnt vmcnt(26)
	v_mov_b32_e32 v3, v28
	v_pk_fma_f32 v[6:7], v[26:27], s[10:11], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v9
	v_mov_b32_e32 v3, v0
	v_pk_fma_f32 v[2:3], v[8:9], s[10:11], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v1
	v_mov_b32_e32 v9, v6
	v_pk_fma_f32 v[8:9], v[0:1], s[10:11], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v5
	v_mov_b32_e32 v1, v2
	v_pk_fma_f32 v[0:1], v[4:5], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v8
	v_pk_fma_f32 v[2:3], v[2:3], s[10:11], v[4:5] op_sel_hi:[1,0,1]
	v_add_u32_e32 v4, 0x68, v40
	v_mov_b32_e32 v5, v41
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s2, v4
	v_addc_co_u32_e32 v5, vcc, v10, v5, vcc
	global_store_dwordx4 v[4:5], v[0:3], off
	v_add_u32_e32 v16, 0x7c, v40
	v_mov_b32_e32 v0, v29
	v_mov_b32_e32 v1, v30
	v_pk_fma_f32 v[2:3], v[28:29], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v1, v2
	v_pk_fma_f32 v[4:5], v[6:7], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v31
	v_mov_b32_e32 v1, v236
	v_pk_fma_f32 v[6:7], v[30:31], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v9
	v_mov_b32_e32 v1, v4
	v_pk_fma_f32 v[0:1], v[8:9], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v3
	v_mov_b32_e32 v9, v6
	v_pk_fma_f32 v[8:9], v[2:3], s[10:11], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v5
	v_mov_b32_e32 v3, v8
	v_pk_fma_f32 v[2:3], v[4:5], s[10:11], v[2:3] op_sel_hi:[1,0,1]
	v_add_u32_e32 v4, 0x6c, v40
	v_mov_b32_e32 v5, v41
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s2, v4
	v_addc_co_u32_e32 v5, vcc, v10, v5, vcc
	global_store_dwordx4 v[4:5], v[0:3], off
	v_add_u32_e32 v10, 0x74, v40
	v_accvgpr_read_b32 v2, a14
	v_mov_b32_e32 v0, s3
	v_accvgpr_read_b32 v3, a15
	v_add_co_u32_e32 v12, vcc, s2, v2
	v_addc_co_u32_e32 v13, vcc, v0, v3, vcc
	v_mov_b32_e32 v0, v237
	v_mov_b32_e32 v1, v238
	v_pk_fma_f32 v[2:3], v[236:237], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v1, v2
	v_pk_fma_f32 v[6:7], v[6:7], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v239
	v_mov_b32_e32 v1, v212
	v_pk_fma_f32 v[14:15], v[238:239], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v9
	v_mov_b32_e32 v1, v6
	v_pk_fma_f32 v[0:1], v[8:9], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v3
	v_mov_b32_e32 v9, v14
	v_pk_fma_f32 v[8:9], v[2:3], s[10:11], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v7
	v_mov_b32_e32 v3, v8
	v_pk_fma_f32 v[2:3], v[6:7], s[10:11], v[2:3] op_sel_hi:[1,0,1]
	global_store_dwordx4 v[12:13], v[0:3], off
	v_add_u32_e32 v4, 0x78, v40
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v10, vcc, s2, v0
	v_addc_co_u32_e32 v11, vcc, v2, v1, vcc
	v_mov_b32_e32 v0, v213
	v_mov_b32_e32 v1, v214
	v_pk_fma_f32 v[2:3], v[212:213], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v15
	v_mov_b32_e32 v1, v2
	v_pk_fma_f32 v[6:7], v[14:15], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v215
	v_mov_b32_e32 v1, v208
	v_pk_fma_f32 v[12:13], v[214:215], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v9
	v_mov_b32_e32 v1, v6
	v_pk_fma_f32 v[0:1], v[8:9], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v3
	v_mov_b32_e32 v9, v12
	v_pk_fma_f32 v[8:9], v[2:3], s[10:11], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v7
	v_mov_b32_e32 v3, v8
	v_mov_b32_e32 v5, v41
	v_pk_fma_f32 v[2:3], v[6:7], s[10:11], v[2:3] op_sel_hi:[1,0,1]
	global_store_dwordx4 v[10:11], v[0:3], off
	v_mov_b32_e32 v17, v41
	v_lshlrev_b64 v[2:3], 2, v[4:5]
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v14, vcc, s2, v2
	v_addc_co_u32_e32 v15, vcc, v4, v3, vcc
	v_mov_b32_e32 v2, v211
	v_mov_b32_e32 v3, v204
	v_pk_fma_f32 v[18:19], v[210:211], s[10:11], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v209
	v_mov_b32_e32 v3, v210
	v_pk_fma_f32 v[2:3], v[208:209], s[10:11], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v18
	v_pk_fma_f32 v[20:21], v[2:3], s[10:11], v[4:5] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v4, v13
	v_mov_b32_e32 v5, v2
	v_pk_fma_f32 v[2:3], v[12:13], s[10:11], v[4:5] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v20
	v_pk_fma_f32 v[10:11], v[2:3], s[10:11], v[4:5] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v2, v9
	v_pk_fma_f32 v[8:9], v[8:9], s[10:11], v[2:3] op_sel_hi:[1,0,1]
	global_store_dwordx4 v[14:15], v[8:11], off
	v_mov_b32_e32 v12, s3
	v_lshlrev_b64 v[10:11], 2, v[16:17]
	v_add_co_u32_e32 v24, vcc, s2, v10
	v_addc_co_u32_e32 v25, vcc, v12, v11, vcc
	v_mov_b32_e32 v10, v205
	v_mov_b32_e32 v11, v206
	v_mov_b32_e32 v12, v207
	v_mov_b32_e32 v13, v200
	v_pk_fma_f32 v[10:11], v[204:205], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[26:27], v[206:207], s[10:11], v[12:13] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v12, v11
	v_mov_b32_e32 v13, v26
	v_pk_fma_f32 v[30:31], v[10:11], s[10:11], v[12:13] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v12, v19
	v_mov_b32_e32 v13, v10
	v_pk_fma_f32 v[10:11], v[18:19], s[10:11], v[12:13] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v12, v11
	v_mov_b32_e32 v13, v30
	v_pk_fma_f32 v[16:17], v[10:11], s[10:11], v[12:13] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v11, v10
	v_mov_b32_e32 v10, v21
	v_accvgpr_read_b32 v19, a13
	v_pk_fma_f32 v[14:15], v[20:21], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v18, a12
	global_store_dwordx4 v[24:25], v[14:17], off
	v_add_co_u32_e32 v20, vcc, s2, v18
	v_mov_b32_e32 v16, s3
	v_addc_co_u32_e32 v21, vcc, v16, v19, vcc
	v_mov_b32_e32 v16, v201
	v_mov_b32_e32 v17, v202
	v_pk_fma_f32 v[16:17], v[200:201], s[10:11], v[16:17] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v18, v27
	v_mov_b32_e32 v19, v16
	v_mov_b32_e32 v24, v203
	v_mov_b32_e32 v25, v196
	v_pk_fma_f32 v[18:19], v[26:27], s[10:11], v[18:19] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[34:35], v[202:203], s[10:11], v[24:25] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v24, v31
	v_mov_b32_e32 v25, v18
	v_mov_b32_e32 v26, v17
	v_mov_b32_e32 v27, v34
	v_pk_fma_f32 v[24:25], v[30:31], s[10:11], v[24:25] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[30:31], v[16:17], s[10:11], v[26:27] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v16, v19
	v_mov_b32_e32 v17, v30
	v_add_u32_e32 v28, 0x84, v40
	v_mov_b32_e32 v29, v41
	v_pk_fma_f32 v[26:27], v[18:19], s[10:11], v[16:17] op_sel_hi:[1,0,1]
	global_store_dwordx4 v[20:21], v[24:27], off
	v_add_u32_e32 v22, 0x8c, v40
	v_lshlrev_b64 v[24:25], 2, v[28:29]
	v_mov_b32_e32 v26, s3
	v_add_co_u32_e32 v36, vcc, s2, v24
	v_addc_co_u32_e32 v37, vcc, v26, v25, vcc
	v_mov_b32_e32 v24, v197
	v_mov_b32_e32 v25, v198
	v_pk_fma_f32 v[24:25], v[196:197], s[10:11], v[24:25] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v26, v35
	v_mov_b32_e32 v27, v24
	v_pk_fma_f32 v[26:27], v[34:35], s[10:11], v[26:27] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v28, v199
	v_mov_b32_e32 v29, v192
	v_pk_fma_f32 v[34:35], v[198:199], s[10:11], v[28:29] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v28, v31
	v_mov_b32_e32 v29, v26
	v_pk_fma_f32 v[28:29], v[30:31], s[10:11], v[28:29] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v30, v25
	v_mov_b32_e32 v31, v34
	v_pk_fma_f32 v[38:39], v[24:25], s[10:11], v[30:31] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v24, v27
	v_mov_b32_e32 v25, v38
	v_pk_fma_f32 v[30:31], v[26:27], s[10:11], v[24:25] op_sel_hi:[1,0,1]
	global_store_dwordx4 v[36:37], v[28:31], off
	v_mov_b32_e32 v23, v41
	v_lshlrev_b64 v[28:29], 2, v[32:33]
	v_mov_b32_e32 v32, s3
	v_add_co_u32_e32 v28, vcc, s2, v28
	v_addc_co_u32_e32 v29, vcc, v32, v29, vcc
	v_mov_b32_e32 v32, v193
	v_mov_b32_e32 v33, v194
	v_pk_fma_f32 v[36:37], v[192:193], s[10:11], v[32:33] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v32, v35
	v_mov_b32_e32 v33, v36
	v_pk_fma_f32 v[34:35], v[34:35], s[10:11], v[32:33] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v32, v195
	v_mov_b32_e32 v33, v188
	v_pk_fma_f32 v[42:43], v[194:195], s[10:11], v[32:33] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v32, v39
	v_mov_b32_e32 v33, v34
	v_pk_fma_f32 v[32:33], v[38:39], s[10:11], v[32:33] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v38, v37
	v_mov_b32_e32 v39, v42
	v_pk_fma_f32 v[36:37], v[36:37], s[10:11], v[38:39] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v38, v35
	v_mov_b32_e32 v39, v36
	v_pk_fma_f32 v[34:35], v[34:35], s[10:11], v[38:39] op_sel_hi:[1,0,1]
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	global_store_dwordx4 v[28:29], v[32:35], off
	v_add_co_u32_e32 v22, vcc, s2, v22
	v_mov_b32_e32 v32, s3
	v_addc_co_u32_e32 v23, vcc, v32, v23, vcc
	v_mov_b32_e32 v32, v189
	v_mov_b32_e32 v33, v190
	v_pk_fma_f32 v[34:35], v[188:189], s[10:11], v[32:33] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v32, v43
	v_mov_b32_e32 v33, v34
	v_pk_fma_f32 v[42:43], v[42:43], s[10:11], v[32:33] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v32, v191
	v_mov_b32_e32 v33, v184
	v_pk_fma_f32 v[46:47], v[190:191], s[10:11], v[32:33] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v32, v37
	v_mov_b32_e32 v33, v42
	v_pk_fma_f32 v[32:33], v[36:37], s[10:11], v[32:33] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v36, v35
	v_mov_b32_e32 v37, v46
	v_pk_fma_f32 v[36:37], v[34:35], s[10:11], v[36:37] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v34, v43
	v_mov_b32_e32 v35, v36
	v_pk_fma_f32 v[34:35], v[42:43], s[10:11], v[34:35] op_sel_hi:[1,0,1]
	global_store_dwordx4 v[22:23], v[32:35], off
	v_mov_b32_e32 v23, s3
	v_accvgpr_read_b32 v33, a11
	v_accvgpr_read_b32 v32, a10
	v_add_co_u32_e32 v22, vcc, s2, v32
	v_addc_co_u32_e32 v23, vcc, v23, v33, vcc
	v_mov_b32_e32 v32, v185
	v_mov_b32_e32 v33, v186
	v_pk_fma_f32 v[34:35], v[184:185], s[10:11], v[32:33] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v32, v47
	v_mov_b32_e32 v33, v34
	v_pk_fma_f32 v[46:47], v[46:47], s[10:11], v[32:33] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v32, v187
	v_mov_b32_e32 v33, v180
	v_pk_fma_f32 v[52:53], v[186:187], s[10:11], v[32:33] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v32, v37
	v_mov_b32_e32 v33, v46
	v_pk_fma_f32 v[32:33], v[36:37], s[10:11], v[32:33] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v36, v35
	v_mov_b32_e32 v37, v52
	v_pk_fma_f32 v[36:37], v[34:35], s[10:11], v[36:37] op_sel_hi:[1,0,1]
	v_add_u32_e32 v6, 0x94, v40
	v_mov_b32_e32 v7, v41
	v_mov_b32_e32 v34, v47
	v_mov_b32_e32 v35, v36
	v_pk_fma_f32 v[34:35], v[46:47], s[10:11], v[34:35] op_sel_hi:[1,0,1]
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	global_store_dwordx4 v[22:23], v[32:35], off
	v_mov_b32_e32 v22, s3
	v_add_co_u32_e32 v58, vcc, s2, v6
	v_addc_co_u32_e32 v59, vcc, v22, v7, vcc
	v_mov_b32_e32 v6, v181
	v_mov_b32_e32 v7, v182
	v_pk_fma_f32 v[22:23], v[180:181], s[10:11], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v53
	v_mov_b32_e32 v7, v22
	v_pk_fma_f32 v[34:35], v[52:53], s[10:11], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v183
	v_mov_b32_e32 v7, v176
	v_pk_fma_f32 v[6:7], v[182:183], s[10:11], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v32, v37
	v_mov_b32_e32 v33, v34
	v_pk_fma_f32 v[32:33], v[36:37], s[10:11], v[32:33] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v36, v23
	v_mov_b32_e32 v37, v6
	v_pk_fma_f32 v[22:23], v[22:23], s[10:11], v[36:37] op_sel_hi:[1,0,1]
	v_add_u32_e32 v0, 0x98, v40
	v_mov_b32_e32 v1, v41
	v_mov_b32_e32 v36, v35
	v_mov_b32_e32 v37, v22
	v_pk_fma_f32 v[34:35], v[34:35], s[10:11], v[36:37] op_sel_hi:[1,0,1]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_u32_e32 v4, 0x9c, v40
	v_mov_b32_e32 v5, v41
	global_store_dwordx4 v[58:59], v[32:35], off
	v_add_co_u32_e32 v242, vcc, s2, v0
	v_mov_b32_e32 v34, s3
	v_addc_co_u32_e32 v243, vcc, v34, v1, vcc
	v_lshlrev_b64 v[0:1], 2, v[4:5]
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v240, vcc, s2, v0
	v_addc_co_u32_e32 v241, vcc, v4, v1, vcc
	v_accvgpr_read_b32 v5, a1
	v_accvgpr_read_b32 v4, a0
	v_add_u32_e32 v2, 0xa4, v40
	v_mov_b32_e32 v3, v41
	v_mov_b32_e32 v0, s3
	v_add_co_u32_e32 v238, vcc, s2, v4
	v_addc_co_u32_e32 v239, vcc, v0, v5, vcc
	v_lshlrev_b64 v[0:1], 2, v[2:3]
	v_add_u32_e32 v8, 0xa8, v40
	v_mov_b32_e32 v9, v41
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v236, vcc, s2, v0
	v_addc_co_u32_e32 v237, vcc, v2, v1, vcc
	v_lshlrev_b64 v[0:1], 2, v[8:9]
	v_add_u32_e32 v12, 0xac, v40
	v_mov_b32_e32 v13, v41
	v_add_co_u32_e32 v234, vcc, s2, v0
	v_addc_co_u32_e32 v235, vcc, v2, v1, vcc
	v_lshlrev_b64 v[0:1], 2, v[12:13]
	v_add_co_u32_e32 v232, vcc, s2, v0
	v_addc_co_u32_e32 v233, vcc, v2, v1, vcc
	v_accvgpr_read_b32 v2, a2
	v_add_u32_e32 v10, 0xb4, v40
	v_mov_b32_e32 v11, v41
	v_mov_b32_e32 v0, s3
	v_accvgpr_read_b32 v3, a3
	v_add_co_u32_e32 v230, vcc, s2, v2
	v_addc_co_u32_e32 v231, vcc, v0, v3, vcc
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_add_u32_e32 v14, 0xb8, v40
	v_mov_b32_e32 v15, v41
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v228, vcc, s2, v0
	v_addc_co_u32_e32 v229, vcc, v2, v1, vcc
	v_lshlrev_b64 v[0:1], 2, v[14:15]
	v_add_u32_e32 v18, 0xbc, v40
	v_mov_b32_e32 v19, v41
	v_add_co_u32_e32 v226, vcc, s2, v0
	v_addc_co_u32_e32 v227, vcc, v2, v1, vcc
	v_lshlrev_b64 v[0:1], 2, v[18:19]
	v_add_co_u32_e32 v224, vcc, s2, v0
	v_addc_co_u32_e32 v225, vcc, v2, v1, vcc
	v_accvgpr_read_b32 v2, a4
	v_add_u32_e32 v16, 0xc4, v40
	v_mov_b32_e32 v17, v41
	v_mov_b32_e32 v0, s3
	v_accvgpr_read_b32 v3, a5
	v_add_co_u32_e32 v222, vcc, s2, v2
	v_addc_co_u32_e32 v223, vcc, v0, v3, vcc
	v_lshlrev_b64 v[0:1], 2, v[16:17]
	v_add_u32_e32 v20, 0xc8, v40
	v_mov_b32_e32 v21, v41
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v220, vcc, s2, v0
	v_addc_co_u32_e32 v221, vcc, v2, v1, vcc
	v_lshlrev_b64 v[0:1], 2, v[20:21]
	v_add_u32_e32 v26, 0xcc, v40
	v_mov_b32_e32 v27, v41
	v_add_co_u32_e32 v218, vcc, s2, v0
	v_addc_co_u32_e32 v219, vcc, v2, v1, vcc
	v_lshlrev_b64 v[0:1], 2, v[26:27]
	v_add_co_u32_e32 v216, vcc, s2, v0
	v_addc_co_u32_e32 v217, vcc, v2, v1, vcc
	v_accvgpr_read_b32 v2, a6
	v_add_u32_e32 v24, 0xd4, v40
	v_mov_b32_e32 v25, v41
	v_mov_b32_e32 v0, s3
	v_accvgpr_read_b32 v3, a7
	v_add_co_u32_e32 v214, vcc, s2, v2
	v_addc_co_u32_e32 v215, vcc, v0, v3, vcc
	v_lshlrev_b64 v[0:1], 2, v[24:25]
	v_add_u32_e32 v30, 0xd8, v40
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v212, vcc, s2, v0
	v_addc_co_u32_e32 v213, vcc, v2, v1, vcc
	v_lshlrev_b64 v[0:1], 2, v[30:31]
	v_add_u32_e32 v38, 0xdc, v40
	v_mov_b32_e32 v39, v41
	v_add_co_u32_e32 v210, vcc, s2, v0
	v_addc_co_u32_e32 v211, vcc, v2, v1, vcc
	v_lshlrev_b64 v[0:1], 2, v[38:39]
	v_add_co_u32_e32 v208, vcc, s2, v0
	v_addc_co_u32_e32 v209, vcc, v2, v1, vcc
	v_accvgpr_read_b32 v2, a8
	v_mov_b32_e32 v0, s3
	v_accvgpr_read_b32 v3, a9
	v_add_co_u32_e32 v206, vcc, s2, v2
	v_addc_co_u32_e32 v207, vcc, v0, v3, vcc
	v_lshlrev_b64 v[0:1], 2, v[44:45]
	v_add_u32_e32 v28, 0xe8, v40
	v_mov_b32_e32 v29, v41
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v204, vcc, s2, v0
	v_addc_co_u32_e32 v205, vcc, v2, v1, vcc
	v_lshlrev_b64 v[0:1], 2, v[28:29]
	v_add_u32_e32 v42, 0xec, v40
	v_mov_b32_e32 v43, v41
	v_add_co_u32_e32 v202, vcc, s2, v0
	v_addc_co_u32_e32 v203, vcc, v2, v1, vcc
	v_lshlrev_b64 v[0:1], 2, v[42:43]
	v_add_co_u32_e32 v200, vcc, s2, v0
	v_addc_co_u32_e32 v201, vcc, v2, v1, vcc
	v_accvgpr_read_b32 v2, a100
	v_mov_b32_e32 v0, s3
	v_accvgpr_read_b32 v3, a101
	v_add_co_u32_e32 v198, vcc, s2, v2
	v_addc_co_u32_e32 v199, vcc, v0, v3, vcc
	v_lshlrev_b64 v[0:1], 2, v[48:49]
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v196, vcc, s2, v0
	v_addc_co_u32_e32 v197, vcc, v2, v1, vcc
	v_lshlrev_b64 v[0:1], 2, v[50:51]
	v_add_u32_e32 v46, 0xfc, v40
	v_mov_b32_e32 v47, v41
	v_add_co_u32_e32 v194, vcc, s2, v0
	v_addc_co_u32_e32 v195, vcc, v2, v1, vcc
	v_lshlrev_b64 v[0:1], 2, v[46:47]
	v_add_co_u32_e32 v192, vcc, s2, v0
	v_addc_co_u32_e32 v193, vcc, v2, v1, vcc
	v_accvgpr_read_b32 v2, a102
	v_mov_b32_e32 v0, s3
	v_accvgpr_read_b32 v3, a103
	v_add_co_u32_e32 v190, vcc, s2, v2
	v_addc_co_u32_e32 v191, vcc, v0, v3, vcc
	v_lshlrev_b64 v[0:1], 2, v[54:55]
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v188, vcc, s2, v0
	v_addc_co_u32_e32 v189, vcc, v2, v1, vcc
	v_lshlrev_b64 v[0:1], 2, v[56:57]
	v_add_u32_e32 v36, 0x10c, v40
	v_mov_b32_e32 v37, v41
	v_add_co_u32_e32 v186, vcc, s2, v0
	v_addc_co_u32_e32 v187, vcc, v2, v1, vcc
	v_lshlrev_b64 v[0:1], 2, v[36:37]
	v_add_co_u32_e32 v184, vcc, s2, v0
	v_addc_co_u32_e32 v185, vcc, v2, v1, vcc
	v_accvgpr_read_b32 v2, a104
	v_add_u32_e32 v52, 0x114, v40
	v_mov_b32_e32 v53, v41
	v_mov_b32_e32 v0, s3
	v_accvgpr_read_b32 v3, a105
	v_add_co_u32_e32 v182, vcc, s2, v2
	v_addc_co_u32_e32 v183, vcc, v0, v3, vcc
	v_lshlrev_b64 v[0:1], 2, v[52:53]
	v_add_u32_e32 v32, 0x118, v40
	v_mov_b32_e32 v33, v41
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v180, vcc, s2, v0
	v_addc_co_u32_e32 v181, vcc, v2, v1, vcc
	v_lshlrev_b64 v[0:1], 2, v[32:33]
	v_add_co_u32_e32 v30, vcc, s2, v0
	v_addc_co_u32_e32 v31, vcc, v2, v1, vcc
	v_mov_b32_e32 v0, v177
	v_mov_b32_e32 v1, v178
	v_pk_fma_f32 v[0:1], v[176:177], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v7
	v_mov_b32_e32 v3, v0
	v_pk_fma_f32 v[2:3], v[6:7], s[10:11], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v4, v179
	v_mov_b32_e32 v5, v172
	v_pk_fma_f32 v[4:5], v[178:179], s[10:11], v[4:5] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v23
	v_mov_b32_e32 v7, v2
	v_pk_fma_f32 v[176:177], v[22:23], s[10:11], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v7, v4
	v_pk_fma_f32 v[0:1], v[0:1], s[10:11], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v7, v0
	v_pk_fma_f32 v[178:179], v[2:3], s[10:11], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v173
	v_mov_b32_e32 v3, v174
	v_pk_fma_f32 v[2:3], v[172:173], s[10:11], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v5
	v_mov_b32_e32 v7, v2
	v_pk_fma_f32 v[4:5], v[4:5], s[10:11], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v175
	v_mov_b32_e32 v7, v168
	v_pk_fma_f32 v[6:7], v[174:175], s[10:11], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v1
	v_mov_b32_e32 v9, v4
	v_pk_fma_f32 v[108:109], v[0:1], s[10:11], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v3
	v_mov_b32_e32 v1, v6
	v_pk_fma_f32 v[0:1], v[2:3], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v5
	v_mov_b32_e32 v3, v0
	v_pk_fma_f32 v[110:111], v[4:5], s[10:11], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v169
	v_mov_b32_e32 v3, v170
	v_pk_fma_f32 v[2:3], v[168:169], s[10:11], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v4, v7
	v_mov_b32_e32 v5, v2
	v_pk_fma_f32 v[4:5], v[6:7], s[10:11], v[4:5] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v171
	v_mov_b32_e32 v7, v164
	v_pk_fma_f32 v[6:7], v[170:171], s[10:11], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v1
	v_mov_b32_e32 v9, v4
	v_pk_fma_f32 v[112:113], v[0:1], s[10:11], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v3
	v_mov_b32_e32 v1, v6
	v_pk_fma_f32 v[0:1], v[2:3], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v5
	v_mov_b32_e32 v3, v0
	v_pk_fma_f32 v[114:115], v[4:5], s[10:11], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v165
	v_mov_b32_e32 v3, v166
	v_pk_fma_f32 v[2:3], v[164:165], s[10:11], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v4, v7
	v_mov_b32_e32 v5, v2
	v_pk_fma_f32 v[4:5], v[6:7], s[10:11], v[4:5] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v167
	v_mov_b32_e32 v7, v120
	v_pk_fma_f32 v[6:7], v[166:167], s[10:11], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v1
	v_mov_b32_e32 v9, v4
	v_pk_fma_f32 v[116:117], v[0:1], s[10:11], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v3
	v_mov_b32_e32 v1, v6
	v_pk_fma_f32 v[0:1], v[2:3], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v5
	v_mov_b32_e32 v3, v0
	v_pk_fma_f32 v[118:119], v[4:5], s[10:11], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v121
	v_mov_b32_e32 v3, v122
	v_pk_fma_f32 v[2:3], v[120:121], s[10:11], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v4, v7
	v_mov_b32_e32 v5, v2
	v_pk_fma_f32 v[4:5], v[6:7], s[10:11], v[4:5] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v123
	v_mov_b32_e32 v7, v124
	v_pk_fma_f32 v[6:7], v[122:123], s[10:11], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v1
	v_mov_b32_e32 v9, v4
	v_pk_fma_f32 v[120:121], v[0:1], s[10:11], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v3
	v_mov_b32_e32 v1, v6
	v_mov_b32_e32 v10, v101
	v_mov_b32_e32 v11, v102
	v_pk_fma_f32 v[0:1], v[2:3], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[100:101], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v11, v100
	v_mov_b32_e32 v14, v97
	v_mov_b32_e32 v15, v98
	v_mov_b32_e32 v10, v99
	v_mov_b32_e32 v2, v5
	v_mov_b32_e32 v3, v0
	v_pk_fma_f32 v[16:17], v[96:97], s[10:11], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[98:99], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v11, v96
	v_mov_b32_e32 v18, v93
	v_mov_b32_e32 v19, v94
	v_mov_b32_e32 v10, v95
	v_pk_fma_f32 v[122:123], v[4:5], s[10:11], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v125
	v_mov_b32_e32 v3, v126
	v_pk_fma_f32 v[20:21], v[92:93], s[10:11], v[18:19] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[94:95], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v11, v92
	v_mov_b32_e32 v22, v89
	v_mov_b32_e32 v23, v90
	v_mov_b32_e32 v10, v91
	v_pk_fma_f32 v[2:3], v[124:125], s[10:11], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[24:25], v[88:89], s[10:11], v[22:23] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[22:23], v[90:91], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v11, v88
	v_mov_b32_e32 v26, v85
	v_mov_b32_e32 v27, v86
	v_mov_b32_e32 v10, v87
	v_mov_b32_e32 v4, v7
	v_mov_b32_e32 v5, v2
	v_pk_fma_f32 v[28:29], v[84:85], s[10:11], v[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[26:27], v[86:87], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v11, v84
	v_mov_b32_e32 v10, v83
	v_pk_fma_f32 v[4:5], v[6:7], s[10:11], v[4:5] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v127
	v_mov_b32_e32 v7, v128
	v_pk_fma_f32 v[34:35], v[82:83], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v11, v80
	v_mov_b32_e32 v10, v79
	v_accvgpr_read_b32 v50, a96
	v_pk_fma_f32 v[6:7], v[126:127], s[10:11], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v1
	v_mov_b32_e32 v9, v4
	v_pk_fma_f32 v[38:39], v[78:79], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v11, v76
	v_mov_b32_e32 v10, v75
	v_accvgpr_read_b32 v53, a99
	v_pk_fma_f32 v[124:125], v[0:1], s[10:11], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v3
	v_mov_b32_e32 v1, v6
	v_pk_fma_f32 v[44:45], v[74:75], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v11, v72
	v_accvgpr_read_b32 v52, a98
	v_mov_b32_e32 v10, v53
	v_pk_fma_f32 v[0:1], v[2:3], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v51, a97
	v_mov_b32_e32 v47, v52
	v_pk_fma_f32 v[48:49], v[52:53], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v52, a92
	v_mov_b32_e32 v2, v5
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v46, v51
	v_accvgpr_read_b32 v53, a93
	v_accvgpr_read_b32 v54, a94
	v_accvgpr_read_b32 v55, a95
	v_accvgpr_read_b32 v56, a80
	v_pk_fma_f32 v[126:127], v[4:5], s[10:11], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v129
	v_mov_b32_e32 v3, v130
	v_pk_fma_f32 v[46:47], v[50:51], s[10:11], v[46:47] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v11, v50
	v_mov_b32_e32 v50, v53
	v_mov_b32_e32 v51, v54
	v_mov_b32_e32 v10, v55
	v_accvgpr_read_b32 v57, a81
	v_accvgpr_read_b32 v58, a82
	v_accvgpr_read_b32 v59, a83
	v_pk_fma_f32 v[2:3], v[128:129], s[10:11], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[50:51], v[52:53], s[10:11], v[50:51] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[54:55], v[54:55], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v11, v52
	v_mov_b32_e32 v52, v57
	v_mov_b32_e32 v53, v58
	v_mov_b32_e32 v10, v59
	v_accvgpr_read_b32 v67, a79
	v_mov_b32_e32 v4, v7
	v_mov_b32_e32 v5, v2
	v_pk_fma_f32 v[52:53], v[56:57], s[10:11], v[52:53] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[60:61], v[58:59], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v11, v56
	v_mov_b32_e32 v56, v65
	v_mov_b32_e32 v57, v66
	v_mov_b32_e32 v10, v67
	v_pk_fma_f32 v[4:5], v[6:7], s[10:11], v[4:5] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v131
	v_mov_b32_e32 v7, v132
	v_pk_fma_f32 v[56:57], v[64:65], s[10:11], v[56:57] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[62:63], v[66:67], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v11, v64
	v_accvgpr_read_b32 v64, a72
	v_pk_fma_f32 v[6:7], v[130:131], s[10:11], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v1
	v_mov_b32_e32 v9, v4
	v_accvgpr_read_b32 v65, a73
	v_accvgpr_read_b32 v66, a74
	v_accvgpr_read_b32 v67, a75
	v_pk_fma_f32 v[128:129], v[0:1], s[10:11], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v3
	v_mov_b32_e32 v1, v6
	v_mov_b32_e32 v58, v65
	v_mov_b32_e32 v59, v66
	v_mov_b32_e32 v10, v67
	v_pk_fma_f32 v[0:1], v[2:3], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[170:171], v[64:65], s[10:11], v[58:59] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[58:59], v[66:67], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v66, a68
	v_mov_b32_e32 v2, v5
	v_mov_b32_e32 v3, v0
	v_accvgpr_read_b32 v69, a71
	v_pk_fma_f32 v[130:131], v[4:5], s[10:11], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v133
	v_mov_b32_e32 v3, v134
	v_mov_b32_e32 v11, v64
	v_accvgpr_read_b32 v67, a69
	v_accvgpr_read_b32 v68, a70
	v_mov_b32_e32 v10, v69
	v_pk_fma_f32 v[4:5], v[132:133], s[10:11], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v64, v67
	v_mov_b32_e32 v65, v68
	v_pk_fma_f32 v[172:173], v[68:69], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v11, v66
	v_mov_b32_e32 v10, v163
	v_mov_b32_e32 v2, v7
	v_mov_b32_e32 v3, v4
	v_pk_fma_f32 v[64:65], v[66:67], s[10:11], v[64:65] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[66:67], v[162:163], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v10, v161
	v_mov_b32_e32 v11, v162
	v_pk_fma_f32 v[6:7], v[6:7], s[10:11], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v135
	v_mov_b32_e32 v3, v136
	v_mov_b32_e32 v42, v73
	v_mov_b32_e32 v43, v74
	v_pk_fma_f32 v[68:69], v[160:161], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v11, v160
	v_mov_b32_e32 v70, v157
	v_mov_b32_e32 v71, v158
	v_mov_b32_e32 v10, v159
	v_pk_fma_f32 v[2:3], v[134:135], s[10:11], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v1
	v_mov_b32_e32 v9, v6
	v_mov_b32_e32 v36, v77
	v_mov_b32_e32 v37, v78
	v_pk_fma_f32 v[42:43], v[72:73], s[10:11], v[42:43] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[72:73], v[156:157], s[10:11], v[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[70:71], v[158:159], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v11, v156
	v_mov_b32_e32 v74, v153
	v_mov_b32_e32 v75, v154
	v_mov_b32_e32 v10, v155
	v_accvgpr_read_b32 v86, a88
	v_pk_fma_f32 v[132:133], v[0:1], s[10:11], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v5
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v32, v81
	v_mov_b32_e32 v33, v82
	v_pk_fma_f32 v[36:37], v[76:77], s[10:11], v[36:37] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[76:77], v[152:153], s[10:11], v[74:75] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[74:75], v[154:155], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v11, v152
	v_mov_b32_e32 v78, v149
	v_mov_b32_e32 v79, v150
	v_mov_b32_e32 v10, v151
	v_accvgpr_read_b32 v87, a89
	v_accvgpr_read_b32 v88, a90
	v_accvgpr_read_b32 v89, a91
	v_accvgpr_read_b32 v93, a87
	v_pk_fma_f32 v[4:5], v[4:5], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[32:33], v[80:81], s[10:11], v[32:33] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[80:81], v[148:149], s[10:11], v[78:79] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[78:79], v[150:151], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v11, v148
	v_mov_b32_e32 v82, v87
	v_mov_b32_e32 v83, v88
	v_mov_b32_e32 v10, v89
	v_accvgpr_read_b32 v92, a86
	v_accvgpr_read_b32 v91, a85
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v1, v4
	v_pk_fma_f32 v[84:85], v[86:87], s[10:11], v[82:83] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[82:83], v[88:89], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v11, v86
	v_accvgpr_read_b32 v90, a84
	v_mov_b32_e32 v86, v91
	v_mov_b32_e32 v87, v92
	v_mov_b32_e32 v10, v93
	v_pk_fma_f32 v[134:135], v[6:7], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v105
	v_mov_b32_e32 v1, v106
	v_mov_b32_e32 v9, v104
	v_mov_b32_e32 v8, v103
	v_pk_fma_f32 v[88:89], v[90:91], s[10:11], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[86:87], v[92:93], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v11, v90
	v_mov_b32_e32 v90, v145
	v_mov_b32_e32 v91, v146
	v_mov_b32_e32 v10, v147
	v_pk_fma_f32 v[6:7], v[104:105], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[102:103], s[10:11], v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[92:93], v[144:145], s[10:11], v[90:91] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[90:91], v[146:147], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v11, v144
	v_mov_b32_e32 v94, v141
	v_mov_b32_e32 v95, v142
	v_mov_b32_e32 v10, v143
	v_accvgpr_read_b32 v105, a67
	v_pk_fma_f32 v[96:97], v[140:141], s[10:11], v[94:95] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[94:95], v[142:143], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v11, v140
	v_accvgpr_read_b32 v104, a66
	v_accvgpr_read_b32 v103, a65
	v_accvgpr_read_b32 v143, a63
	v_accvgpr_read_b32 v102, a64
	v_mov_b32_e32 v98, v103
	v_mov_b32_e32 v99, v104
	v_mov_b32_e32 v10, v105
	v_accvgpr_read_b32 v142, a62
	v_accvgpr_read_b32 v141, a61
	v_pk_fma_f32 v[100:101], v[102:103], s[10:11], v[98:99] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[98:99], v[104:105], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v11, v102
	v_accvgpr_read_b32 v140, a60
	v_mov_b32_e32 v102, v141
	v_mov_b32_e32 v103, v142
	v_mov_b32_e32 v10, v143
	v_pk_fma_f32 v[104:105], v[140:141], s[10:11], v[102:103] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[102:103], v[142:143], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v11, v140
	v_accvgpr_read_b32 v143, a59
	v_mov_b32_e32 v0, v107
	v_accvgpr_read_b32 v1, a28
	v_accvgpr_read_b32 v142, a58
	v_accvgpr_read_b32 v141, a57
	v_pk_fma_f32 v[0:1], v[106:107], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v140, a56
	v_mov_b32_e32 v106, v141
	v_mov_b32_e32 v107, v142
	v_mov_b32_e32 v10, v143
	v_pk_fma_f32 v[162:163], v[140:141], s[10:11], v[106:107] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[106:107], v[142:143], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v145, a55
	v_accvgpr_read_b32 v144, a54
	v_accvgpr_read_b32 v143, a53
	v_accvgpr_read_b32 v149, a51
	v_mov_b32_e32 v11, v140
	v_accvgpr_read_b32 v142, a52
	v_mov_b32_e32 v140, v143
	v_mov_b32_e32 v141, v144
	v_mov_b32_e32 v10, v145
	v_accvgpr_read_b32 v148, a50
	v_accvgpr_read_b32 v147, a49
	v_accvgpr_read_b32 v153, a47
	v_pk_fma_f32 v[140:141], v[142:143], s[10:11], v[140:141] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[168:169], v[144:145], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v11, v142
	v_accvgpr_read_b32 v146, a48
	v_mov_b32_e32 v142, v147
	v_mov_b32_e32 v143, v148
	v_mov_b32_e32 v10, v149
	v_accvgpr_read_b32 v152, a46
	v_accvgpr_read_b32 v151, a45
	v_accvgpr_read_b32 v157, a43
	v_pk_fma_f32 v[144:145], v[146:147], s[10:11], v[142:143] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[142:143], v[148:149], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v11, v146
	v_accvgpr_read_b32 v150, a44
	v_mov_b32_e32 v146, v151
	v_mov_b32_e32 v147, v152
	v_mov_b32_e32 v10, v153
	v_accvgpr_read_b32 v156, a42
	v_accvgpr_read_b32 v155, a41
	v_accvgpr_read_b32 v161, a39
	v_pk_fma_f32 v[148:149], v[150:151], s[10:11], v[146:147] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[146:147], v[152:153], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v11, v150
	v_accvgpr_read_b32 v154, a40
	v_mov_b32_e32 v150, v155
	v_mov_b32_e32 v151, v156
	v_mov_b32_e32 v10, v157
	v_accvgpr_read_b32 v160, a38
	v_accvgpr_read_b32 v159, a37
	v_pk_fma_f32 v[152:153], v[154:155], s[10:11], v[150:151] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[150:151], v[156:157], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v11, v154
	v_accvgpr_read_b32 v158, a36
	v_mov_b32_e32 v154, v159
	v_mov_b32_e32 v155, v160
	v_mov_b32_e32 v10, v161
	v_pk_fma_f32 v[156:157], v[158:159], s[10:11], v[154:155] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[154:155], v[160:161], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v11, v158
	v_mov_b32_e32 v10, v139
	v_pk_fma_f32 v[158:159], v[138:139], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v10, v137
	v_mov_b32_e32 v11, v138
	v_pk_fma_f32 v[160:161], v[136:137], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v10, v13
	v_mov_b32_e32 v11, v8
	v_pk_fma_f32 v[136:137], v[12:13], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v10, v9
	v_mov_b32_e32 v11, v6
	v_pk_fma_f32 v[8:9], v[8:9], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v10, v7
	v_mov_b32_e32 v11, v0
	v_pk_fma_f32 v[6:7], v[6:7], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v13, v12
	v_mov_b32_e32 v12, v15
	v_mov_b32_e32 v138, v137
	v_mov_b32_e32 v139, v8
	v_mov_b32_e32 v10, v9
	v_mov_b32_e32 v11, v6
	v_pk_fma_f32 v[12:13], v[14:15], s[10:11], v[12:13] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v15, v14
	v_mov_b32_e32 v14, v17
	v_pk_fma_f32 v[10:11], v[8:9], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[136:137], s[10:11], v[138:139] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[138:139], v[16:17], s[10:11], v[14:15] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v17, v16
	v_mov_b32_e32 v16, v19
	v_pk_fma_f32 v[16:17], v[18:19], s[10:11], v[16:17] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v19, v18
	v_mov_b32_e32 v18, v21
	v_mov_b32_e32 v15, v136
	v_pk_fma_f32 v[136:137], v[20:21], s[10:11], v[18:19] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v21, v20
	v_mov_b32_e32 v20, v23
	v_mov_b32_e32 v164, v139
	v_mov_b32_e32 v165, v12
	v_mov_b32_e32 v14, v13
	v_pk_fma_f32 v[20:21], v[22:23], s[10:11], v[20:21] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v23, v22
	v_mov_b32_e32 v22, v25
	v_pk_fma_f32 v[14:15], v[12:13], s[10:11], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[138:139], s[10:11], v[164:165] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v19, v138
	v_pk_fma_f32 v[138:139], v[24:25], s[10:11], v[22:23] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v25, v24
	v_mov_b32_e32 v24, v27
	v_mov_b32_e32 v164, v137
	v_mov_b32_e32 v165, v16
	v_mov_b32_e32 v18, v17
	v_pk_fma_f32 v[24:25], v[26:27], s[10:11], v[24:25] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v27, v26
	v_mov_b32_e32 v26, v29
	v_pk_fma_f32 v[18:19], v[16:17], s[10:11], v[18:19] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[136:137], s[10:11], v[164:165] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v164, v139
	v_mov_b32_e32 v165, v20
	v_mov_b32_e32 v23, v136
	v_mov_b32_e32 v22, v21
	v_pk_fma_f32 v[136:137], v[28:29], s[10:11], v[26:27] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v29, v28
	v_mov_b32_e32 v28, v35
	v_pk_fma_f32 v[22:23], v[20:21], s[10:11], v[22:23] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[20:21], v[138:139], s[10:11], v[164:165] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v164, v137
	v_mov_b32_e32 v165, v24
	v_mov_b32_e32 v27, v138
	v_mov_b32_e32 v26, v25
	v_pk_fma_f32 v[28:29], v[34:35], s[10:11], v[28:29] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[26:27], v[24:25], s[10:11], v[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[24:25], v[136:137], s[10:11], v[164:165] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, v34
	v_mov_b32_e32 v34, v33
	v_mov_b32_e32 v137, v136
	v_mov_b32_e32 v136, v29
	v_pk_fma_f32 v[34:35], v[32:33], s[10:11], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v139, v28
	v_pk_fma_f32 v[166:167], v[28:29], s[10:11], v[136:137] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v29, v32
	v_mov_b32_e32 v28, v39
	v_mov_b32_e32 v138, v35
	v_pk_fma_f32 v[28:29], v[38:39], s[10:11], v[28:29] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[164:165], v[34:35], s[10:11], v[138:139] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v33, v38
	v_mov_b32_e32 v32, v37
	v_mov_b32_e32 v35, v34
	v_mov_b32_e32 v34, v29
	v_pk_fma_f32 v[38:39], v[36:37], s[10:11], v[32:33] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v33, v28
	v_pk_fma_f32 v[34:35], v[28:29], s[10:11], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v29, v36
	v_mov_b32_e32 v28, v45
	v_mov_b32_e32 v32, v39
	v_pk_fma_f32 v[28:29], v[44:45], s[10:11], v[28:29] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[32:33], v[38:39], s[10:11], v[32:33] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v37, v44
	v_mov_b32_e32 v36, v43
	v_mov_b32_e32 v39, v38
	v_mov_b32_e32 v38, v29
	v_pk_fma_f32 v[44:45], v[42:43], s[10:11], v[36:37] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v37, v28
	v_pk_fma_f32 v[38:39], v[28:29], s[10:11], v[38:39] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v29, v42
	v_mov_b32_e32 v28, v49
	v_mov_b32_e32 v36, v45
	v_pk_fma_f32 v[28:29], v[48:49], s[10:11], v[28:29] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[36:37], v[44:45], s[10:11], v[36:37] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v43, v48
	v_mov_b32_e32 v42, v47
	v_mov_b32_e32 v45, v44
	v_mov_b32_e32 v44, v29
	v_pk_fma_f32 v[42:43], v[46:47], s[10:11], v[42:43] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v49, v28
	v_pk_fma_f32 v[254:255], v[28:29], s[10:11], v[44:45] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v29, v46
	v_mov_b32_e32 v28, v55
	v_mov_b32_e32 v48, v43
	v_pk_fma_f32 v[28:29], v[54:55], s[10:11], v[28:29] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[252:253], v[42:43], s[10:11], v[48:49] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v45, v54
	v_mov_b32_e32 v44, v51
	v_mov_b32_e32 v43, v42
	v_mov_b32_e32 v42, v29
	v_pk_fma_f32 v[48:49], v[50:51], s[10:11], v[44:45] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v45, v28
	v_pk_fma_f32 v[46:47], v[28:29], s[10:11], v[42:43] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v29, v50
	v_mov_b32_e32 v28, v61
	v_mov_b32_e32 v44, v49
	v_pk_fma_f32 v[28:29], v[60:61], s[10:11], v[28:29] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[44:45], v[48:49], s[10:11], v[44:45] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v43, v60
	v_mov_b32_e32 v42, v53
	v_mov_b32_e32 v49, v48
	v_mov_b32_e32 v48, v29
	v_pk_fma_f32 v[42:43], v[52:53], s[10:11], v[42:43] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v55, v28
	v_pk_fma_f32 v[50:51], v[28:29], s[10:11], v[48:49] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v29, v52
	v_mov_b32_e32 v28, v63
	v_mov_b32_e32 v54, v43
	v_pk_fma_f32 v[28:29], v[62:63], s[10:11], v[28:29] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[48:49], v[42:43], s[10:11], v[54:55] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v53, v62
	v_mov_b32_e32 v52, v57
	v_mov_b32_e32 v43, v42
	v_mov_b32_e32 v42, v29
	v_pk_fma_f32 v[60:61], v[56:57], s[10:11], v[52:53] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v53, v28
	v_pk_fma_f32 v[54:55], v[28:29], s[10:11], v[42:43] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v29, v56
	v_mov_b32_e32 v28, v59
	v_pk_fma_f32 v[28:29], v[58:59], s[10:11], v[28:29] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v43, v58
	v_mov_b32_e32 v42, v171
	v_mov_b32_e32 v59, v60
	v_mov_b32_e32 v58, v29
	v_pk_fma_f32 v[42:43], v[170:171], s[10:11], v[42:43] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v57, v28
	v_pk_fma_f32 v[58:59], v[28:29], s[10:11], v[58:59] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v29, v170
	v_mov_b32_e32 v28, v173
	v_mov_b32_e32 v52, v61
	v_mov_b32_e32 v56, v43
	v_pk_fma_f32 v[28:29], v[172:173], s[10:11], v[28:29] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[52:53], v[60:61], s[10:11], v[52:53] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[56:57], v[42:43], s[10:11], v[56:57] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v61, v172
	v_mov_b32_e32 v60, v65
	v_mov_b32_e32 v43, v42
	v_mov_b32_e32 v42, v29
	v_pk_fma_f32 v[136:137], v[64:65], s[10:11], v[60:61] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v61, v28
	v_pk_fma_f32 v[62:63], v[28:29], s[10:11], v[42:43] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v29, v64
	v_mov_b32_e32 v28, v67
	v_mov_b32_e32 v60, v137
	v_pk_fma_f32 v[28:29], v[66:67], s[10:11], v[28:29] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v65, v66
	v_mov_b32_e32 v64, v69
	v_pk_fma_f32 v[60:61], v[136:137], s[10:11], v[60:61] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v43, v136
	v_mov_b32_e32 v42, v29
	v_pk_fma_f32 v[136:137], v[68:69], s[10:11], v[64:65] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[66:67], v[28:29], s[10:11], v[42:43] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v29, v28
	v_mov_b32_e32 v28, v137
	v_pk_fma_f32 v[64:65], v[136:137], s[10:11], v[28:29] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v29, v68
	v_mov_b32_e32 v28, v71
	v_pk_fma_f32 v[28:29], v[70:71], s[10:11], v[28:29] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v43, v70
	v_mov_b32_e32 v42, v73
	v_pk_fma_f32 v[42:43], v[72:73], s[10:11], v[42:43] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v69, v136
	v_mov_b32_e32 v68, v29
	v_pk_fma_f32 v[70:71], v[28:29], s[10:11], v[68:69] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v29, v28
	v_mov_b32_e32 v28, v43
	v_pk_fma_f32 v[68:69], v[42:43], s[10:11], v[28:29] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v29, v72
	v_mov_b32_e32 v28, v75
	v_pk_fma_f32 v[28:29], v[74:75], s[10:11], v[28:29] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v73, v74
	v_mov_b32_e32 v72, v77
	v_mov_b32_e32 v43, v42
	v_mov_b32_e32 v42, v29
	v_pk_fma_f32 v[136:137], v[76:77], s[10:11], v[72:73] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v73, v28
	v_pk_fma_f32 v[74:75], v[28:29], s[10:11], v[42:43] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v29, v76
	v_mov_b32_e32 v28, v79
	v_pk_fma_f32 v[28:29], v[78:79], s[10:11], v[28:29] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v43, v78
	v_mov_b32_e32 v42, v81
	v_mov_b32_e32 v79, v136
	v_mov_b32_e32 v78, v29
	v_pk_fma_f32 v[42:43], v[80:81], s[10:11], v[42:43] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v77, v28
	v_pk_fma_f32 v[78:79], v[28:29], s[10:11], v[78:79] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v29, v80
	v_mov_b32_e32 v28, v83
	v_mov_b32_e32 v76, v43
	v_pk_fma_f32 v[28:29], v[82:83], s[10:11], v[28:29] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v72, v137
	v_pk_fma_f32 v[76:77], v[42:43], s[10:11], v[76:77] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v81, v82
	v_mov_b32_e32 v80, v85
	v_mov_b32_e32 v43, v42
	v_mov_b32_e32 v42, v29
	v_pk_fma_f32 v[72:73], v[136:137], s[10:11], v[72:73] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[136:137], v[84:85], s[10:11], v[80:81] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v81, v28
	v_pk_fma_f32 v[82:83], v[28:29], s[10:11], v[42:43] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v29, v84
	v_mov_b32_e32 v28, v87
	v_pk_fma_f32 v[28:29], v[86:87], s[10:11], v[28:29] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v43, v86
	v_mov_b32_e32 v42, v89
	v_mov_b32_e32 v87, v136
	v_mov_b32_e32 v86, v29
	v_pk_fma_f32 v[42:43], v[88:89], s[10:11], v[42:43] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v85, v28
	v_pk_fma_f32 v[86:87], v[28:29], s[10:11], v[86:87] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v29, v88
	v_mov_b32_e32 v28, v91
	v_mov_b32_e32 v84, v43
	v_pk_fma_f32 v[28:29], v[90:91], s[10:11], v[28:29] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v80, v137
	v_pk_fma_f32 v[84:85], v[42:43], s[10:11], v[84:85] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v89, v90
	v_mov_b32_e32 v88, v93
	v_mov_b32_e32 v43, v42
	v_mov_b32_e32 v42, v29
	v_pk_fma_f32 v[80:81], v[136:137], s[10:11], v[80:81] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[136:137], v[92:93], s[10:11], v[88:89] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v89, v28
	v_pk_fma_f32 v[90:91], v[28:29], s[10:11], v[42:43] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v29, v92
	v_mov_b32_e32 v28, v95
	v_pk_fma_f32 v[28:29], v[94:95], s[10:11], v[28:29] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v43, v94
	v_mov_b32_e32 v42, v97
	v_mov_b32_e32 v95, v136
	v_mov_b32_e32 v94, v29
	v_pk_fma_f32 v[42:43], v[96:97], s[10:11], v[42:43] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v93, v28
	v_pk_fma_f32 v[94:95], v[28:29], s[10:11], v[94:95] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v29, v96
	v_mov_b32_e32 v28, v99
	v_mov_b32_e32 v92, v43
	v_pk_fma_f32 v[28:29], v[98:99], s[10:11], v[28:29] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v88, v137
	v_pk_fma_f32 v[92:93], v[42:43], s[10:11], v[92:93] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v97, v98
	v_mov_b32_e32 v96, v101
	v_mov_b32_e32 v43, v42
	v_mov_b32_e32 v42, v29
	v_pk_fma_f32 v[88:89], v[136:137], s[10:11], v[88:89] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[136:137], v[100:101], s[10:11], v[96:97] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v97, v28
	v_pk_fma_f32 v[98:99], v[28:29], s[10:11], v[42:43] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v29, v100
	v_mov_b32_e32 v28, v103
	v_pk_fma_f32 v[28:29], v[102:103], s[10:11], v[28:29] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v43, v102
	v_mov_b32_e32 v42, v105
	v_mov_b32_e32 v103, v136
	v_mov_b32_e32 v102, v29
	v_pk_fma_f32 v[42:43], v[104:105], s[10:11], v[42:43] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v101, v28
	v_pk_fma_f32 v[102:103], v[28:29], s[10:11], v[102:103] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v29, v104
	v_mov_b32_e32 v28, v107
	v_mov_b32_e32 v100, v43
	v_pk_fma_f32 v[28:29], v[106:107], s[10:11], v[28:29] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v96, v137
	v_pk_fma_f32 v[100:101], v[42:43], s[10:11], v[100:101] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v105, v106
	v_mov_b32_e32 v104, v163
	v_mov_b32_e32 v43, v42
	v_mov_b32_e32 v42, v29
	v_pk_fma_f32 v[96:97], v[136:137], s[10:11], v[96:97] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[136:137], v[162:163], s[10:11], v[104:105] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v105, v28
	v_pk_fma_f32 v[106:107], v[28:29], s[10:11], v[42:43] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v29, v162
	v_mov_b32_e32 v28, v169
	v_mov_b32_e32 v104, v137
	v_pk_fma_f32 v[28:29], v[168:169], s[10:11], v[28:29] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[104:105], v[136:137], s[10:11], v[104:105] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v43, v168
	v_mov_b32_e32 v42, v141
	v_mov_b32_e32 v137, v136
	v_mov_b32_e32 v136, v29
	v_pk_fma_f32 v[42:43], v[140:141], s[10:11], v[42:43] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v163, v28
	v_pk_fma_f32 v[138:139], v[28:29], s[10:11], v[136:137] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v29, v140
	v_mov_b32_e32 v28, v143
	v_mov_b32_e32 v162, v43
	v_pk_fma_f32 v[28:29], v[142:143], s[10:11], v[28:29] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[136:137], v[42:43], s[10:11], v[162:163] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v141, v142
	v_mov_b32_e32 v140, v145
	v_mov_b32_e32 v43, v42
	v_mov_b32_e32 v42, v29
	v_pk_fma_f32 v[162:163], v[144:145], s[10:11], v[140:141] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v141, v28
	v_pk_fma_f32 v[142:143], v[28:29], s[10:11], v[42:43] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v29, v144
	v_mov_b32_e32 v28, v147
	v_pk_fma_f32 v[28:29], v[146:147], s[10:11], v[28:29] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v43, v146
	v_mov_b32_e32 v42, v149
	v_mov_b32_e32 v147, v162
	v_mov_b32_e32 v146, v29
	v_pk_fma_f32 v[42:43], v[148:149], s[10:11], v[42:43] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v145, v28
	v_pk_fma_f32 v[146:147], v[28:29], s[10:11], v[146:147] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v29, v148
	v_mov_b32_e32 v28, v151
	v_mov_b32_e32 v144, v43
	v_pk_fma_f32 v[28:29], v[150:151], s[10:11], v[28:29] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v140, v163
	v_pk_fma_f32 v[144:145], v[42:43], s[10:11], v[144:145] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v149, v150
	v_mov_b32_e32 v148, v153
	v_mov_b32_e32 v43, v42
	v_mov_b32_e32 v42, v29
	v_pk_fma_f32 v[140:141], v[162:163], s[10:11], v[140:141] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[162:163], v[152:153], s[10:11], v[148:149] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v149, v28
	v_pk_fma_f32 v[150:151], v[28:29], s[10:11], v[42:43] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v29, v152
	v_mov_b32_e32 v28, v155
	v_pk_fma_f32 v[28:29], v[154:155], s[10:11], v[28:29] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v43, v154
	v_mov_b32_e32 v42, v157
	v_mov_b32_e32 v155, v162
	v_mov_b32_e32 v154, v29
	v_pk_fma_f32 v[42:43], v[156:157], s[10:11], v[42:43] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v153, v28
	v_pk_fma_f32 v[154:155], v[28:29], s[10:11], v[154:155] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v29, v156
	v_mov_b32_e32 v28, v159
	v_mov_b32_e32 v148, v163
	v_mov_b32_e32 v152, v43
	v_pk_fma_f32 v[28:29], v[158:159], s[10:11], v[28:29] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v157, v158
	v_mov_b32_e32 v156, v161
	v_pk_fma_f32 v[148:149], v[162:163], s[10:11], v[148:149] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[152:153], v[42:43], s[10:11], v[152:153] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v43, v42
	v_mov_b32_e32 v42, v29
	v_pk_fma_f32 v[162:163], v[160:161], s[10:11], v[156:157] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[158:159], v[28:29], s[10:11], v[42:43] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v29, v28
	v_mov_b32_e32 v28, v163
	v_pk_fma_f32 v[156:157], v[162:163], s[10:11], v[28:29] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v29, v160
	v_mov_b32_e32 v28, v3
	v_pk_fma_f32 v[2:3], v[2:3], s[10:11], v[28:29] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v28, v3
	v_mov_b32_e32 v29, v162
	v_pk_fma_f32 v[162:163], v[2:3], s[10:11], v[28:29] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v2, v5
	v_pk_fma_f32 v[160:161], v[4:5], s[10:11], v[2:3] op_sel_hi:[1,0,1]
	v_add_u32_e32 v2, 0x11c, v40
	v_mov_b32_e32 v3, v41
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v172, vcc, s2, v2
	v_addc_co_u32_e32 v173, vcc, v4, v3, vcc
	v_accvgpr_read_b32 v4, a26
	v_mov_b32_e32 v2, s3
	v_accvgpr_read_b32 v5, a27
	v_add_co_u32_e32 v168, vcc, s2, v4
	v_addc_co_u32_e32 v169, vcc, v2, v5, vcc
	v_add_u32_e32 v2, 0x124, v40
	v_mov_b32_e32 v3, v41
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_accvgpr_read_b32 v247, a31
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v170, vcc, s2, v2
	v_accvgpr_read_b32 v246, a30
	v_accvgpr_read_b32 v245, a29
	v_addc_co_u32_e32 v171, vcc, v4, v3, vcc
	v_accvgpr_read_b32 v244, a28
	v_mov_b32_e32 v2, v245
	v_mov_b32_e32 v3, v246
	v_pk_fma_f32 v[2:3], v[244:245], s[10:11], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v2
	v_pk_fma_f32 v[4:5], v[0:1], s[10:11], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v1, a22
	v_mov_b32_e32 v0, v247
	v_pk_fma_f32 v[28:29], v[246:247], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v1, v4
	v_pk_fma_f32 v[0:1], v[6:7], s[10:11], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v7, v28
	v_pk_fma_f32 v[6:7], v[2:3], s[10:11], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v5
	v_mov_b32_e32 v3, v6
	v_pk_fma_f32 v[2:3], v[4:5], s[10:11], v[2:3] op_sel_hi:[1,0,1]
	v_add_u32_e32 v4, 0x128, v40
	v_mov_b32_e32 v5, v41
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_mov_b32_e32 v42, s3
	v_add_co_u32_e32 v244, vcc, s2, v4
	v_addc_co_u32_e32 v245, vcc, v42, v5, vcc
	v_add_u32_e32 v4, 0x12c, v40
	v_mov_b32_e32 v5, v41
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v246, vcc, s2, v4
	v_addc_co_u32_e32 v247, vcc, v42, v5, vcc
	v_accvgpr_read_b32 v43, a25
	v_accvgpr_read_b32 v42, a24
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v174, vcc, s2, v42
	v_addc_co_u32_e32 v175, vcc, v4, v43, vcc
	v_accvgpr_read_b32 v5, a32
	v_mov_b32_e32 v4, v29
	v_pk_fma_f32 v[28:29], v[28:29], s[10:11], v[4:5] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v4, v7
	v_mov_b32_e32 v5, v28
	v_pk_fma_f32 v[4:5], v[6:7], s[10:11], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v7, a34
	v_mov_b32_e32 v6, v29
	v_pk_fma_f32 v[6:7], v[28:29], s[10:11], v[6:7] op_sel_hi:[1,0,1]
	v_add_u32_e32 v28, 0x134, v40
	v_mov_b32_e32 v29, v41
	v_lshlrev_b64 v[28:29], 2, v[28:29]
	v_mov_b32_e32 v42, s3
	v_add_co_u32_e32 v248, vcc, s2, v28
	v_addc_co_u32_e32 v249, vcc, v42, v29, vcc
	v_add_u32_e32 v28, 0x138, v40
	v_mov_b32_e32 v29, v41
	v_lshlrev_b64 v[28:29], 2, v[28:29]
	v_add_co_u32_e32 v250, vcc, s2, v28
	v_add_u32_e32 v40, 0x13c, v40
	v_addc_co_u32_e32 v251, vcc, v42, v29, vcc
	v_lshlrev_b64 v[28:29], 2, v[40:41]
	v_mov_b32_e32 v40, s3
	v_add_co_u32_e32 v28, vcc, s2, v28
	v_addc_co_u32_e32 v29, vcc, v40, v29, vcc
	global_store_dwordx4 v[242:243], v[176:179], off
	global_store_dwordx4 v[240:241], v[108:111], off
	global_store_dwordx4 v[238:239], v[112:115], off
	global_store_dwordx4 v[236:237], v[116:119], off
	global_store_dwordx4 v[234:235], v[120:123], off
	global_store_dwordx4 v[232:233], v[124:127], off
	global_store_dwordx4 v[230:231], v[128:131], off
	global_store_dwordx4 v[228:229], v[132:135], off
	global_store_dwordx4 v[226:227], v[160:163], off
	global_store_dwordx4 v[224:225], v[156:159], off
	global_store_dwordx4 v[222:223], v[152:155], off
	global_store_dwordx4 v[220:221], v[148:151], off
	global_store_dwordx4 v[218:219], v[144:147], off
	global_store_dwordx4 v[216:217], v[140:143], off
	global_store_dwordx4 v[214:215], v[136:139], off
	global_store_dwordx4 v[212:213], v[104:107], off
	global_store_dwordx4 v[210:211], v[100:103], off
	global_store_dwordx4 v[208:209], v[96:99], off
	global_store_dwordx4 v[206:207], v[92:95], off
	global_store_dwordx4 v[204:205], v[88:91], off
	global_store_dwordx4 v[202:203], v[84:87], off
	global_store_dwordx4 v[200:201], v[80:83], off
	global_store_dwordx4 v[198:199], v[76:79], off
	global_store_dwordx4 v[196:197], v[72:75], off
	global_store_dwordx4 v[194:195], v[68:71], off
	global_store_dwordx4 v[192:193], v[64:67], off
	global_store_dwordx4 v[190:191], v[60:63], off
	global_store_dwordx4 v[188:189], v[56:59], off
	global_store_dwordx4 v[186:187], v[52:55], off
	global_store_dwordx4 v[184:185], v[48:51], off
	global_store_dwordx4 v[182:183], v[44:47], off
	global_store_dwordx4 v[180:181], v[252:255], off
	global_store_dwordx4 v[30:31], v[36:39], off
	global_store_dwordx4 v[172:173], v[32:35], off
	global_store_dwordx4 v[168:169], v[164:167], off
	global_store_dwordx4 v[170:171], v[24:27], off
	global_store_dwordx4 v[244:245], v[20:23], off
	global_store_dwordx4 v[246:247], v[16:19], off
	global_store_dwordx4 v[174:175], v[12:15], off
	global_store_dwordx4 v[248:249], v[8:11], off
	global_store_dwordx4 v[250:251], v[0:3], off
	global_store_dwordx4 v[28:29], v[4:7], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tile_spill
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
		.amdhsa_next_free_vgpr 362
		.amdhsa_next_free_sgpr 98
		.amdhsa_accum_offset 256
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
	.size	tile_spill, .Lfunc_end0-tile_spill
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 12348
; NumSgprs: 16
; NumVgprs: 256
; NumAgprs: 106
; TotalNumVgprs: 362
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 45
; NumSGPRsForWavesPerEU: 102
; NumVGPRsForWavesPerEU: 362
; AccumOffset: 256
; Occupancy: 1
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 63
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
  - .agpr_count:     106
    .args:
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
      - .offset:         16
        .size:           4
        .type_name:      float
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           tile_spill
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         tile_spill.kd
    .uses_dynamic_stack: false
    .vgpr_count:     362
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
