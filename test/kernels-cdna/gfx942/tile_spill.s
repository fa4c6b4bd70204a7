	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	tile_spill              ; -- Begin function tile_spill
	.globl	tile_spill
	.p2align	8
	.type	tile_spill,@function
tile_spill:                             ; @tile_spill
; %bb.0:
	s_load_dword s5, s[0:1], 0x4
	s_load_dwordx4 s[8:11], s[2:3], 0x0
	s_load_dword s6, s[2:3], 0x10
	v_mov_b32_e32 v181, 0
	v_mov_b32_e32 v1, v181
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s5, 0xffff
	s_mul_i32 s4, s4, s0
	v_add_u32_e32 v0, s4, v0
	s_movk_i32 s0, 0x140
	v_mul_lo_u32 v180, v0, s0
	v_lshlrev_b64 v[20:21], 2, v[180:181]
	v_lshl_add_u64 v[160:161], s[8:9], 0, v[20:21]
	v_add_u32_e32 v0, 64, v180
	global_load_dwordx4 v[8:11], v[160:161], off offset:16
	global_load_dwordx4 v[32:35], v[160:161], off
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_lshl_add_u64 v[6:7], s[8:9], 0, v[0:1]
	v_accvgpr_write_b32 a29, v1
	global_load_dwordx4 v[196:199], v[6:7], off
	global_load_dwordx4 v[100:103], v[6:7], off offset:16
	v_accvgpr_write_b32 a28, v0
	v_add_u32_e32 v0, 0x50, v180
	v_mov_b32_e32 v1, v181
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_accvgpr_write_b32 a27, v1
	v_lshl_add_u64 v[210:211], s[8:9], 0, v[0:1]
	v_accvgpr_write_b32 a26, v0
	v_add_u32_e32 v0, 0x60, v180
	v_mov_b32_e32 v1, v181
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_accvgpr_write_b32 a25, v1
	v_lshl_add_u64 v[208:209], s[8:9], 0, v[0:1]
	v_accvgpr_write_b32 a24, v0
	v_add_u32_e32 v0, 0x70, v180
	v_mov_b32_e32 v1, v181
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	global_load_dwordx4 v[140:143], v[160:161], off offset:48
	global_load_dwordx4 v[144:147], v[160:161], off offset:32
	v_accvgpr_write_b32 a23, v1
	v_lshl_add_u64 v[220:221], s[8:9], 0, v[0:1]
	v_accvgpr_write_b32 a22, v0
	v_add_u32_e32 v0, 0x80, v180
	v_mov_b32_e32 v1, v181
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_accvgpr_write_b32 a21, v1
	v_add_u32_e32 v12, 0x90, v180
	v_mov_b32_e32 v13, v181
	v_lshl_add_u64 v[2:3], s[8:9], 0, v[0:1]
	v_accvgpr_write_b32 a20, v0
	v_lshlrev_b64 v[0:1], 2, v[12:13]
	v_accvgpr_write_b32 a93, v1
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[0:1]
	v_accvgpr_write_b32 a92, v0
	v_add_u32_e32 v0, 0xa0, v180
	v_mov_b32_e32 v1, v181
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_accvgpr_write_b32 a0, v0
	v_lshl_add_u64 v[58:59], s[8:9], 0, v[0:1]
	v_accvgpr_write_b32 a1, v1
	v_add_u32_e32 v0, 0xb0, v180
	v_mov_b32_e32 v1, v181
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_accvgpr_write_b32 a3, v1
	v_lshl_add_u64 v[168:169], s[8:9], 0, v[0:1]
	v_accvgpr_write_b32 a2, v0
	v_add_u32_e32 v0, 0xc0, v180
	v_mov_b32_e32 v1, v181
	v_lshlrev_b64 v[12:13], 2, v[0:1]
	v_accvgpr_write_b32 a4, v12
	v_lshl_add_u64 v[0:1], s[8:9], 0, v[12:13]
	v_accvgpr_write_b32 a5, v13
	v_add_u32_e32 v12, 0xd0, v180
	v_mov_b32_e32 v13, v181
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_accvgpr_write_b32 a6, v12
	v_lshl_add_u64 v[14:15], s[8:9], 0, v[12:13]
	v_accvgpr_write_b32 a7, v13
	v_add_u32_e32 v12, 0xe0, v180
	v_mov_b32_e32 v13, v181
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_accvgpr_write_b32 a8, v12
	v_lshl_add_u64 v[162:163], s[8:9], 0, v[12:13]
	v_accvgpr_write_b32 a9, v13
	v_add_u32_e32 v12, 0xf0, v180
	v_mov_b32_e32 v13, v181
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_accvgpr_write_b32 a10, v12
	v_lshl_add_u64 v[164:165], s[8:9], 0, v[12:13]
	v_accvgpr_write_b32 a11, v13
	v_add_u32_e32 v12, 0x100, v180
	v_mov_b32_e32 v13, v181
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_accvgpr_write_b32 a12, v12
	v_lshl_add_u64 v[16:17], s[8:9], 0, v[12:13]
	v_accvgpr_write_b32 a13, v13
	v_add_u32_e32 v12, 0x110, v180
	v_mov_b32_e32 v13, v181
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_accvgpr_write_b32 a15, v13
	v_lshl_add_u64 v[18:19], s[8:9], 0, v[12:13]
	v_accvgpr_write_b32 a14, v12
	v_add_u32_e32 v12, 0x120, v180
	v_mov_b32_e32 v13, v181
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_accvgpr_write_b32 a17, v13
	v_lshl_add_u64 v[22:23], s[8:9], 0, v[12:13]
	v_accvgpr_write_b32 a16, v12
	v_add_u32_e32 v12, 0x130, v180
	v_mov_b32_e32 v13, v181
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_lshl_add_u64 v[24:25], s[8:9], 0, v[12:13]
	global_load_dwordx4 v[28:31], v[160:161], off offset:80
	global_load_dwordx4 v[152:155], v[160:161], off offset:64
	global_load_dwordx4 a[94:97], v[16:17], off offset:48
	global_load_dwordx4 a[88:91], v[16:17], off offset:32
	global_load_dwordx4 a[40:43], v[16:17], off
	global_load_dwordx4 a[84:87], v[16:17], off offset:16
	global_load_dwordx4 v[104:107], v[18:19], off offset:48
	global_load_dwordx4 a[106:109], v[18:19], off offset:32
                                        ; kill: killed $vgpr16_vgpr17
	global_load_dwordx4 a[102:105], v[18:19], off offset:16
	global_load_dwordx4 a[98:101], v[18:19], off
	global_load_dwordx4 v[120:123], v[22:23], off offset:48
	global_load_dwordx4 v[116:119], v[22:23], off offset:32
	global_load_dwordx4 v[112:115], v[22:23], off offset:16
	global_load_dwordx4 v[108:111], v[22:23], off
	global_load_dwordx4 a[32:35], v[24:25], off offset:48
	global_load_dwordx4 v[132:135], v[24:25], off offset:32
	global_load_dwordx4 v[128:131], v[24:25], off offset:16
	global_load_dwordx4 v[124:127], v[24:25], off
	global_load_dwordx4 a[56:59], v[0:1], off offset:48
	global_load_dwordx4 a[52:55], v[0:1], off offset:32
	global_load_dwordx4 a[44:47], v[0:1], off
	global_load_dwordx4 a[48:51], v[0:1], off offset:16
	global_load_dwordx4 a[72:75], v[14:15], off offset:48
	global_load_dwordx4 a[68:71], v[14:15], off offset:32
	global_load_dwordx4 a[64:67], v[14:15], off offset:16
	global_load_dwordx4 a[60:63], v[14:15], off
	global_load_dwordx4 v[36:39], v[160:161], off offset:112
	global_load_dwordx4 v[136:139], v[160:161], off offset:96
	global_load_dwordx4 a[80:83], v[162:163], off offset:48
	global_load_dwordx4 a[76:79], v[162:163], off offset:32
	global_load_dwordx4 v[96:99], v[6:7], off offset:48
	global_load_dwordx4 v[92:95], v[6:7], off offset:32
	s_waitcnt vmcnt(36)
	v_mov_b64_e32 v[14:15], v[32:33]
	v_mov_b64_e32 v[16:17], v[34:35]
	v_mov_b32_e32 v0, v15
	v_mov_b32_e32 v1, v16
	v_pk_fma_f32 v[6:7], v[14:15], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(35)
	v_mov_b32_e32 v0, v197
	v_mov_b32_e32 v1, v198
	v_pk_fma_f32 v[26:27], v[196:197], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v17
	v_mov_b32_e32 v1, v8
	v_pk_fma_f32 v[0:1], v[16:17], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a30, v14
	v_mov_b64_e32 v[14:15], v[6:7]
	v_mov_b32_e32 v6, v15
	v_mov_b32_e32 v7, v0
	v_pk_fma_f32 v[56:57], v[14:15], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v199
	s_waitcnt vmcnt(34)
	v_mov_b32_e32 v7, v100
	v_pk_fma_f32 v[182:183], v[198:199], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v9
	v_mov_b32_e32 v7, v10
	global_load_dwordx4 v[148:151], v[160:161], off offset:144
	global_load_dwordx4 v[156:159], v[160:161], off offset:128
	v_pk_fma_f32 v[6:7], v[8:9], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v1
	v_mov_b32_e32 v9, v6
	v_accvgpr_write_b32 a36, v14
	v_pk_fma_f32 v[14:15], v[0:1], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v11
	s_waitcnt vmcnt(34)
	v_mov_b32_e32 v1, v144
	v_pk_fma_f32 v[0:1], v[10:11], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v7
	v_mov_b32_e32 v9, v0
	v_pk_fma_f32 v[166:167], v[6:7], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v145
	v_mov_b32_e32 v7, v146
	v_pk_fma_f32 v[6:7], v[144:145], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v1
	v_mov_b32_e32 v9, v6
	v_pk_fma_f32 v[170:171], v[0:1], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v147
	v_mov_b32_e32 v1, v140
	v_pk_fma_f32 v[0:1], v[146:147], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v7
	v_mov_b32_e32 v9, v0
	v_pk_fma_f32 v[172:173], v[6:7], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	global_load_dwordx4 v[8:11], v[160:161], off offset:176
	global_load_dwordx4 v[144:147], v[160:161], off offset:160
	v_mov_b32_e32 v6, v141
	v_mov_b32_e32 v7, v142
	v_pk_fma_f32 v[6:7], v[140:141], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v16, v1
	v_mov_b32_e32 v17, v6
	v_pk_fma_f32 v[140:141], v[0:1], s[6:7], v[16:17] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v143
	s_waitcnt vmcnt(34)
	v_mov_b32_e32 v1, v152
	v_pk_fma_f32 v[0:1], v[142:143], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	global_load_dwordx4 v[184:187], v[160:161], off offset:208
	global_load_dwordx4 v[188:191], v[160:161], off offset:192
	v_mov_b32_e32 v16, v7
	v_mov_b32_e32 v17, v0
	v_pk_fma_f32 v[142:143], v[6:7], s[6:7], v[16:17] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v153
	v_mov_b32_e32 v7, v154
	v_pk_fma_f32 v[6:7], v[152:153], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v16, v1
	v_mov_b32_e32 v17, v6
	v_pk_fma_f32 v[152:153], v[0:1], s[6:7], v[16:17] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v155
	v_mov_b32_e32 v1, v28
	v_pk_fma_f32 v[0:1], v[154:155], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v16, v7
	v_mov_b32_e32 v17, v0
	v_pk_fma_f32 v[154:155], v[6:7], s[6:7], v[16:17] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v29
	v_mov_b32_e32 v7, v30
	v_pk_fma_f32 v[6:7], v[28:29], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v16, v1
	v_mov_b32_e32 v17, v6
	v_pk_fma_f32 v[174:175], v[0:1], s[6:7], v[16:17] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v31
	s_waitcnt vmcnt(10)
	v_mov_b32_e32 v1, v136
	v_pk_fma_f32 v[0:1], v[30:31], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	global_load_dwordx4 v[28:31], v[160:161], off offset:240
	global_load_dwordx4 v[192:195], v[160:161], off offset:224
	v_mov_b32_e32 v16, v7
	v_mov_b32_e32 v17, v0
	v_pk_fma_f32 v[176:177], v[6:7], s[6:7], v[16:17] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v137
	v_mov_b32_e32 v7, v138
	v_pk_fma_f32 v[6:7], v[136:137], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v16, v1
	v_mov_b32_e32 v17, v6
	v_pk_fma_f32 v[136:137], v[0:1], s[6:7], v[16:17] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v139
	v_mov_b32_e32 v1, v36
	v_pk_fma_f32 v[0:1], v[138:139], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v16, v7
	v_mov_b32_e32 v17, v0
	v_pk_fma_f32 v[138:139], v[6:7], s[6:7], v[16:17] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v37
	v_mov_b32_e32 v7, v38
	v_pk_fma_f32 v[16:17], v[36:37], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v7, v16
	v_pk_fma_f32 v[6:7], v[0:1], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v39
	s_waitcnt vmcnt(6)
	v_mov_b32_e32 v1, v156
	v_pk_fma_f32 v[18:19], v[38:39], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v17
	v_mov_b32_e32 v1, v18
	v_pk_fma_f32 v[0:1], v[16:17], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v16, v157
	v_mov_b32_e32 v17, v158
	v_accvgpr_write_b32 a19, v13
	v_pk_fma_f32 v[16:17], v[156:157], s[6:7], v[16:17] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a18, v12
	v_lshl_add_u64 v[12:13], s[10:11], 0, v[20:21]
	v_mov_b32_e32 v20, v19
	v_mov_b32_e32 v21, v16
	v_pk_fma_f32 v[156:157], v[18:19], s[6:7], v[20:21] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v18, v159
	v_mov_b32_e32 v19, v148
	v_pk_fma_f32 v[18:19], v[158:159], s[6:7], v[18:19] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v20, v17
	v_mov_b32_e32 v21, v18
	v_pk_fma_f32 v[16:17], v[16:17], s[6:7], v[20:21] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v20, v149
	v_mov_b32_e32 v21, v150
	v_pk_fma_f32 v[20:21], v[148:149], s[6:7], v[20:21] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v22, v19
	v_mov_b32_e32 v23, v20
	v_pk_fma_f32 v[18:19], v[18:19], s[6:7], v[22:23] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v22, v151
	s_waitcnt vmcnt(4)
	v_mov_b32_e32 v23, v144
	v_pk_fma_f32 v[22:23], v[150:151], s[6:7], v[22:23] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v24, v21
	v_mov_b32_e32 v25, v22
	v_pk_fma_f32 v[20:21], v[20:21], s[6:7], v[24:25] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v24, v145
	v_mov_b32_e32 v25, v146
	v_pk_fma_f32 v[24:25], v[144:145], s[6:7], v[24:25] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v32, v23
	v_mov_b32_e32 v33, v24
	v_pk_fma_f32 v[22:23], v[22:23], s[6:7], v[32:33] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v32, v147
	v_mov_b32_e32 v33, v8
	v_pk_fma_f32 v[32:33], v[146:147], s[6:7], v[32:33] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v34, v25
	v_mov_b32_e32 v35, v32
	v_pk_fma_f32 v[24:25], v[24:25], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v34, v9
	v_mov_b32_e32 v35, v10
	v_pk_fma_f32 v[8:9], v[8:9], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v34, v33
	v_mov_b32_e32 v35, v8
	v_pk_fma_f32 v[32:33], v[32:33], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v34, v11
	s_waitcnt vmcnt(2)
	v_mov_b32_e32 v35, v188
	v_pk_fma_f32 v[10:11], v[10:11], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v34, v9
	v_mov_b32_e32 v35, v10
	v_pk_fma_f32 v[8:9], v[8:9], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v34, v189
	v_mov_b32_e32 v35, v190
	v_pk_fma_f32 v[34:35], v[188:189], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v36, v11
	v_mov_b32_e32 v37, v34
	v_pk_fma_f32 v[10:11], v[10:11], s[6:7], v[36:37] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v36, v191
	v_mov_b32_e32 v37, v184
	v_pk_fma_f32 v[36:37], v[190:191], s[6:7], v[36:37] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v38, v35
	v_mov_b32_e32 v39, v36
	v_pk_fma_f32 v[34:35], v[34:35], s[6:7], v[38:39] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v38, v185
	v_mov_b32_e32 v39, v186
	v_pk_fma_f32 v[38:39], v[184:185], s[6:7], v[38:39] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v37
	v_mov_b32_e32 v41, v38
	v_pk_fma_f32 v[36:37], v[36:37], s[6:7], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v187
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v41, v192
	v_pk_fma_f32 v[40:41], v[186:187], s[6:7], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v42, v39
	v_mov_b32_e32 v43, v40
	v_pk_fma_f32 v[38:39], v[38:39], s[6:7], v[42:43] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v42, v193
	v_mov_b32_e32 v43, v194
	v_pk_fma_f32 v[42:43], v[192:193], s[6:7], v[42:43] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v44, v41
	v_mov_b32_e32 v45, v42
	v_pk_fma_f32 v[40:41], v[40:41], s[6:7], v[44:45] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v44, v195
	v_mov_b32_e32 v45, v28
	v_pk_fma_f32 v[60:61], v[194:195], s[6:7], v[44:45] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v46, v43
	v_mov_b32_e32 v47, v60
	v_mov_b32_e32 v44, v39
	v_mov_b32_e32 v45, v40
	v_pk_fma_f32 v[62:63], v[42:43], s[6:7], v[46:47] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v42, v41
	v_mov_b32_e32 v43, v62
	v_pk_fma_f32 v[244:245], v[38:39], s[6:7], v[44:45] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v39, v38
	v_mov_b32_e32 v38, v37
	v_pk_fma_f32 v[246:247], v[40:41], s[6:7], v[42:43] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v41, v36
	v_pk_fma_f32 v[250:251], v[36:37], s[6:7], v[38:39] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v36, v9
	v_mov_b32_e32 v37, v10
	v_pk_fma_f32 v[252:253], v[8:9], s[6:7], v[36:37] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v9, v8
	v_mov_b32_e32 v8, v33
	v_pk_fma_f32 v[74:75], v[32:33], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v21
	v_mov_b32_e32 v9, v22
	v_pk_fma_f32 v[68:69], v[20:21], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v17
	v_mov_b32_e32 v9, v18
	v_pk_fma_f32 v[64:65], v[16:17], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v1
	v_mov_b32_e32 v9, v156
	v_pk_fma_f32 v[52:53], v[0:1], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v40, v35
	v_mov_b32_e32 v9, v6
	v_pk_fma_f32 v[50:51], v[6:7], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v177
	v_mov_b32_e32 v1, v136
	v_mov_b32_e32 v7, v138
	v_mov_b32_e32 v6, v137
	v_pk_fma_f32 v[248:249], v[34:35], s[6:7], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, v34
	v_mov_b32_e32 v34, v11
	v_pk_fma_f32 v[46:47], v[136:137], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[44:45], v[176:177], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v155
	v_mov_b32_e32 v1, v174
	v_mov_b32_e32 v7, v176
	v_mov_b32_e32 v6, v175
	v_pk_fma_f32 v[254:255], v[10:11], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v10, v25
	v_mov_b32_e32 v11, v32
	v_pk_fma_f32 v[42:43], v[174:175], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[40:41], v[154:155], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v143
	v_mov_b32_e32 v1, v152
	v_mov_b32_e32 v7, v154
	v_mov_b32_e32 v6, v153
	v_pk_fma_f32 v[72:73], v[24:25], s[6:7], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v11, v24
	v_mov_b32_e32 v10, v23
	v_pk_fma_f32 v[38:39], v[152:153], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[36:37], v[142:143], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v173
	v_mov_b32_e32 v1, v140
	v_mov_b32_e32 v7, v142
	v_mov_b32_e32 v6, v141
	v_pk_fma_f32 v[70:71], v[22:23], s[6:7], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v11, v20
	v_mov_b32_e32 v10, v19
	v_pk_fma_f32 v[34:35], v[140:141], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[32:33], v[172:173], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v167
	v_mov_b32_e32 v1, v170
	v_mov_b32_e32 v7, v172
	v_mov_b32_e32 v6, v171
	v_pk_fma_f32 v[66:67], v[18:19], s[6:7], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[20:21], v[170:171], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[166:167], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, v14
	v_mov_b32_e32 v7, v166
	v_mov_b32_e32 v6, v15
	v_mov_b32_e32 v11, v16
	v_pk_fma_f32 v[16:17], v[14:15], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[56:57], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v27
	v_mov_b32_e32 v1, v182
	v_mov_b32_e32 v8, v139
	v_accvgpr_write_b32 a38, v56
	v_pk_fma_f32 v[56:57], v[26:27], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v1, v196
	v_mov_b32_e32 v0, v31
	v_pk_fma_f32 v[48:49], v[138:139], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[0:1], v[30:31], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v29
	v_mov_b32_e32 v9, v30
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v7, v26
	v_pk_fma_f32 v[8:9], v[28:29], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v10, v157
	v_pk_fma_f32 v[6:7], v[0:1], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v0, v9
	v_pk_fma_f32 v[54:55], v[156:157], s[6:7], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v10, v7
	v_mov_b32_e32 v11, v56
	v_pk_fma_f32 v[0:1], v[8:9], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[28:29], v[6:7], s[6:7], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v7, v6
	v_mov_b32_e32 v6, v1
	v_pk_fma_f32 v[26:27], v[0:1], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v61
	v_mov_b32_e32 v7, v8
	v_pk_fma_f32 v[6:7], v[60:61], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v9, v0
	v_mov_b32_e32 v8, v7
	v_mov_b32_e32 v0, v63
	v_mov_b32_e32 v1, v6
	v_pk_fma_f32 v[24:25], v[6:7], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[22:23], v[62:63], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	global_load_dwordx4 v[144:147], v[162:163], off offset:16
	global_load_dwordx4 v[140:143], v[162:163], off
	s_nop 0
	global_load_dwordx4 v[160:163], v[164:165], off offset:48
	global_load_dwordx4 v[156:159], v[164:165], off offset:32
	global_load_dwordx4 v[152:155], v[164:165], off offset:16
	global_load_dwordx4 v[148:151], v[164:165], off
	global_load_dwordx4 v[192:195], v[2:3], off offset:48
	global_load_dwordx4 v[196:199], v[2:3], off offset:32
	global_load_dwordx4 v[204:207], v[2:3], off
	global_load_dwordx4 v[200:203], v[2:3], off offset:16
	s_nop 0
	global_load_dwordx4 v[164:167], v[4:5], off offset:48
	global_load_dwordx4 v[60:63], v[4:5], off offset:32
	global_load_dwordx4 v[184:187], v[4:5], off offset:16
	global_load_dwordx4 v[188:191], v[4:5], off
	global_load_dwordx4 v[80:83], v[58:59], off offset:48
	global_load_dwordx4 v[172:175], v[58:59], off offset:32
	global_load_dwordx4 v[76:79], v[58:59], off offset:16
	global_load_dwordx4 v[176:179], v[58:59], off
	global_load_dwordx4 v[136:139], v[168:169], off offset:48
	global_load_dwordx4 v[88:91], v[168:169], off offset:32
	global_load_dwordx4 v[84:87], v[168:169], off offset:16
	s_nop 0
	global_load_dwordx4 v[168:171], v[168:169], off
	s_nop 0
	global_load_dwordx4 v[0:3], v[210:211], off
	global_load_dwordx4 v[4:7], v[210:211], off offset:16
	global_load_dwordx4 v[240:243], v[210:211], off offset:48
	global_load_dwordx4 v[8:11], v[210:211], off offset:32
	global_load_dwordx4 v[224:227], v[208:209], off offset:48
	global_load_dwordx4 v[228:231], v[208:209], off offset:32
	global_load_dwordx4 v[232:235], v[208:209], off offset:16
	global_load_dwordx4 v[236:239], v[208:209], off
	s_nop 0
	global_load_dwordx4 v[208:211], v[220:221], off offset:48
	global_load_dwordx4 v[212:215], v[220:221], off offset:32
	global_load_dwordx4 v[216:219], v[220:221], off offset:16
	s_nop 0
	global_load_dwordx4 v[220:223], v[220:221], off
	s_nop 0
	global_store_dwordx4 v[12:13], v[14:17], off
	global_store_dwordx4 v[12:13], v[18:21], off offset:16
	global_store_dwordx4 v[12:13], v[32:35], off offset:32
	global_store_dwordx4 v[12:13], v[36:39], off offset:48
	global_store_dwordx4 v[12:13], v[40:43], off offset:64
	global_store_dwordx4 v[12:13], v[44:47], off offset:80
	global_store_dwordx4 v[12:13], v[48:51], off offset:96
	global_store_dwordx4 v[12:13], v[52:55], off offset:112
	global_store_dwordx4 v[12:13], v[64:67], off offset:128
	global_store_dwordx4 v[12:13], v[68:71], off offset:144
	global_store_dwordx4 v[12:13], v[72:75], off offset:160
	global_store_dwordx4 v[12:13], v[252:255], off offset:176
	global_store_dwordx4 v[12:13], v[248:251], off offset:192
	global_store_dwordx4 v[12:13], v[244:247], off offset:208
	global_store_dwordx4 v[12:13], v[22:25], off offset:224
	global_store_dwordx4 v[12:13], v[26:29], off offset:240
	v_mov_b32_e32 v12, v101
	v_mov_b32_e32 v13, v102
	v_mov_b32_e32 v14, v103
	v_mov_b32_e32 v15, v92
	v_pk_fma_f32 v[12:13], v[100:101], s[6:7], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[102:103], s[6:7], v[14:15] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v14, v183
	v_mov_b32_e32 v15, v12
	v_mov_b32_e32 v18, v13
	v_mov_b32_e32 v19, v16
	v_pk_fma_f32 v[14:15], v[182:183], s[6:7], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[12:13], s[6:7], v[18:19] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v20, v15
	v_mov_b32_e32 v21, v18
	v_mov_b32_e32 v13, v14
	v_pk_fma_f32 v[14:15], v[14:15], s[6:7], v[20:21] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v20, a28
	v_mov_b32_e32 v12, v57
	v_accvgpr_read_b32 v21, a29
	v_pk_fma_f32 v[12:13], v[56:57], s[6:7], v[12:13] op_sel_hi:[1,0,1]
	v_lshl_add_u64 v[20:21], s[10:11], 0, v[20:21]
	global_store_dwordx4 v[20:21], v[12:15], off
	v_accvgpr_read_b32 v66, a106
	v_accvgpr_read_b32 v67, a107
	v_mov_b32_e32 v12, v93
	v_mov_b32_e32 v13, v94
	v_pk_fma_f32 v[12:13], v[92:93], s[6:7], v[12:13] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v14, v95
	v_mov_b32_e32 v15, v96
	v_pk_fma_f32 v[20:21], v[94:95], s[6:7], v[14:15] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v14, v17
	v_mov_b32_e32 v15, v12
	v_pk_fma_f32 v[14:15], v[16:17], s[6:7], v[14:15] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v16, v13
	v_mov_b32_e32 v17, v20
	v_pk_fma_f32 v[16:17], v[12:13], s[6:7], v[16:17] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v12, v19
	v_mov_b32_e32 v13, v14
	v_pk_fma_f32 v[12:13], v[18:19], s[6:7], v[12:13] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v18, v15
	v_mov_b32_e32 v19, v16
	v_pk_fma_f32 v[14:15], v[14:15], s[6:7], v[18:19] op_sel_hi:[1,0,1]
	v_add_u32_e32 v18, 0x44, v180
	v_mov_b32_e32 v19, v181
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[10:11]
	global_store_dwordx4 v[18:19], v[12:15], off
	v_accvgpr_read_b32 v68, a108
	v_accvgpr_read_b32 v70, a102
	v_mov_b32_e32 v12, v97
	v_mov_b32_e32 v13, v98
	v_pk_fma_f32 v[12:13], v[96:97], s[6:7], v[12:13] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v14, v99
	v_accvgpr_read_b32 v69, a109
	v_mov_b32_e32 v64, v67
	v_mov_b32_e32 v65, v68
	v_accvgpr_read_b32 v73, a105
	v_pk_fma_f32 v[64:65], v[66:67], s[6:7], v[64:65] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v67, v66
	v_accvgpr_read_b32 v71, a103
	v_accvgpr_read_b32 v72, a104
	v_mov_b32_e32 v66, v73
	v_pk_fma_f32 v[66:67], v[72:73], s[6:7], v[66:67] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, v128
	v_mov_b32_e32 v34, v127
	v_mov_b32_e32 v40, v125
	v_mov_b32_e32 v41, v126
	v_pk_fma_f32 v[34:35], v[126:127], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(29)
	v_mov_b32_e32 v15, v0
	v_pk_fma_f32 v[18:19], v[98:99], s[6:7], v[14:15] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v14, v21
	v_mov_b32_e32 v15, v12
	v_pk_fma_f32 v[14:15], v[20:21], s[6:7], v[14:15] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v20, v13
	v_mov_b32_e32 v21, v18
	v_pk_fma_f32 v[20:21], v[12:13], s[6:7], v[20:21] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v12, v17
	v_mov_b32_e32 v13, v14
	v_pk_fma_f32 v[12:13], v[16:17], s[6:7], v[12:13] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v16, v15
	v_mov_b32_e32 v17, v20
	v_pk_fma_f32 v[14:15], v[14:15], s[6:7], v[16:17] op_sel_hi:[1,0,1]
	v_add_u32_e32 v16, 0x48, v180
	v_mov_b32_e32 v17, v181
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[10:11]
	global_store_dwordx4 v[16:17], v[12:15], off
	v_accvgpr_read_b32 v99, a43
	v_accvgpr_read_b32 v98, a42
	v_mov_b32_e32 v12, v1
	v_mov_b32_e32 v13, v2
	v_pk_fma_f32 v[0:1], v[0:1], s[6:7], v[12:13] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v12, v3
	s_waitcnt vmcnt(29)
	v_mov_b32_e32 v13, v4
	v_pk_fma_f32 v[12:13], v[2:3], s[6:7], v[12:13] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v19
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v14, v1
	v_mov_b32_e32 v15, v12
	v_pk_fma_f32 v[2:3], v[18:19], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[0:1], s[6:7], v[14:15] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v16, v3
	v_mov_b32_e32 v17, v14
	v_mov_b32_e32 v0, v21
	v_mov_b32_e32 v1, v2
	v_pk_fma_f32 v[2:3], v[2:3], s[6:7], v[16:17] op_sel_hi:[1,0,1]
	v_add_u32_e32 v16, 0x4c, v180
	v_mov_b32_e32 v17, v181
	v_pk_fma_f32 v[0:1], v[20:21], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[10:11]
	global_store_dwordx4 v[16:17], v[0:3], off
	v_add_u32_e32 v16, 0x84, v180
	v_mov_b32_e32 v17, v181
	v_mov_b32_e32 v0, v5
	v_mov_b32_e32 v1, v6
	v_mov_b32_e32 v2, v7
	s_waitcnt vmcnt(28)
	v_mov_b32_e32 v3, v8
	v_pk_fma_f32 v[0:1], v[4:5], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[6:7], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v13
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v7, v4
	v_pk_fma_f32 v[2:3], v[12:13], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[0:1], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v12, v3
	v_mov_b32_e32 v13, v6
	v_mov_b32_e32 v1, v2
	v_pk_fma_f32 v[2:3], v[2:3], s[6:7], v[12:13] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v12, a26
	v_mov_b32_e32 v0, v15
	v_accvgpr_read_b32 v13, a27
	v_pk_fma_f32 v[0:1], v[14:15], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_lshl_add_u64 v[12:13], s[10:11], 0, v[12:13]
	global_store_dwordx4 v[12:13], v[0:3], off
	v_add_u32_e32 v12, 0x78, v180
	v_mov_b32_e32 v13, v181
	v_mov_b32_e32 v0, v9
	v_mov_b32_e32 v1, v10
	v_pk_fma_f32 v[0:1], v[8:9], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v11
	v_mov_b32_e32 v3, v240
	v_pk_fma_f32 v[8:9], v[10:11], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v5
	v_mov_b32_e32 v3, v0
	v_pk_fma_f32 v[2:3], v[4:5], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v8
	v_pk_fma_f32 v[4:5], v[0:1], s[6:7], v[4:5] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v1, v2
	v_pk_fma_f32 v[0:1], v[6:7], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v7, v4
	v_pk_fma_f32 v[2:3], v[2:3], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_add_u32_e32 v6, 0x54, v180
	v_mov_b32_e32 v7, v181
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[10:11]
	global_store_dwordx4 v[6:7], v[0:3], off
	v_add_u32_e32 v10, 0x74, v180
	v_mov_b32_e32 v11, v181
	v_mov_b32_e32 v0, v241
	v_mov_b32_e32 v1, v242
	v_pk_fma_f32 v[0:1], v[240:241], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v243
	s_waitcnt vmcnt(26)
	v_mov_b32_e32 v3, v236
	v_pk_fma_f32 v[6:7], v[242:243], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v9
	v_mov_b32_e32 v3, v0
	v_pk_fma_f32 v[2:3], v[8:9], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v1
	v_mov_b32_e32 v9, v6
	v_pk_fma_f32 v[8:9], v[0:1], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v5
	v_mov_b32_e32 v1, v2
	v_pk_fma_f32 v[0:1], v[4:5], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v8
	v_pk_fma_f32 v[2:3], v[2:3], s[6:7], v[4:5] op_sel_hi:[1,0,1]
	v_add_u32_e32 v4, 0x58, v180
	v_mov_b32_e32 v5, v181
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[10:11]
	global_store_dwordx4 v[4:5], v[0:3], off
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[10:11]
	v_add_u32_e32 v14, 0x7c, v180
	v_mov_b32_e32 v0, v237
	v_mov_b32_e32 v1, v238
	v_pk_fma_f32 v[0:1], v[236:237], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v239
	v_mov_b32_e32 v3, v232
	v_pk_fma_f32 v[4:5], v[238:239], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v7
	v_mov_b32_e32 v3, v0
	v_pk_fma_f32 v[2:3], v[6:7], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v7, v4
	v_pk_fma_f32 v[6:7], v[0:1], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v9
	v_mov_b32_e32 v1, v2
	v_pk_fma_f32 v[0:1], v[8:9], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v3
	v_mov_b32_e32 v9, v6
	v_pk_fma_f32 v[2:3], v[2:3], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_add_u32_e32 v8, 0x5c, v180
	v_mov_b32_e32 v9, v181
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[10:11]
	global_store_dwordx4 v[8:9], v[0:3], off
	v_mov_b32_e32 v15, v181
	v_add_u32_e32 v18, 0x88, v180
	v_mov_b32_e32 v0, v233
	v_mov_b32_e32 v1, v234
	v_pk_fma_f32 v[0:1], v[232:233], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v235
	v_mov_b32_e32 v3, v228
	v_pk_fma_f32 v[8:9], v[234:235], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v5
	v_mov_b32_e32 v3, v0
	v_pk_fma_f32 v[2:3], v[4:5], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v8
	v_pk_fma_f32 v[4:5], v[0:1], s[6:7], v[4:5] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v1, v2
	v_pk_fma_f32 v[0:1], v[6:7], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v7, v4
	v_pk_fma_f32 v[2:3], v[2:3], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v6, a24
	v_accvgpr_read_b32 v7, a25
	v_lshl_add_u64 v[6:7], s[10:11], 0, v[6:7]
	global_store_dwordx4 v[6:7], v[0:3], off
	v_mov_b32_e32 v19, v181
	v_accvgpr_read_b32 v97, a41
	v_mov_b32_e32 v0, v229
	v_mov_b32_e32 v1, v230
	v_pk_fma_f32 v[0:1], v[228:229], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v231
	v_mov_b32_e32 v3, v224
	v_pk_fma_f32 v[6:7], v[230:231], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v9
	v_mov_b32_e32 v3, v0
	v_pk_fma_f32 v[2:3], v[8:9], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v1
	v_mov_b32_e32 v9, v6
	v_pk_fma_f32 v[8:9], v[0:1], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v5
	v_mov_b32_e32 v1, v2
	v_pk_fma_f32 v[0:1], v[4:5], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v8
	v_pk_fma_f32 v[2:3], v[2:3], s[6:7], v[4:5] op_sel_hi:[1,0,1]
	v_add_u32_e32 v4, 0x64, v180
	v_mov_b32_e32 v5, v181
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[10:11]
	global_store_dwordx4 v[4:5], v[0:3], off
	v_accvgpr_read_b32 v96, a40
	v_pk_fma_f32 v[40:41], v[124:125], s[6:7], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v225
	v_mov_b32_e32 v1, v226
	v_pk_fma_f32 v[0:1], v[224:225], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v227
	s_waitcnt vmcnt(26)
	v_mov_b32_e32 v3, v220
	v_pk_fma_f32 v[4:5], v[226:227], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v7
	v_mov_b32_e32 v3, v0
	v_pk_fma_f32 v[2:3], v[6:7], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v7, v4
	v_pk_fma_f32 v[6:7], v[0:1], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v9
	v_mov_b32_e32 v1, v2
	v_pk_fma_f32 v[0:1], v[8:9], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v3
	v_mov_b32_e32 v9, v6
	v_pk_fma_f32 v[2:3], v[2:3], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_add_u32_e32 v8, 0x68, v180
	v_mov_b32_e32 v9, v181
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[10:11]
	global_store_dwordx4 v[8:9], v[0:3], off
	v_mov_b32_e32 v43, v124
	v_mov_b32_e32 v42, v123
	v_mov_b32_e32 v0, v221
	v_mov_b32_e32 v1, v222
	v_pk_fma_f32 v[2:3], v[220:221], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v5
	v_mov_b32_e32 v1, v2
	v_pk_fma_f32 v[4:5], v[4:5], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v223
	v_mov_b32_e32 v1, v216
	v_pk_fma_f32 v[8:9], v[222:223], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v1, v4
	v_pk_fma_f32 v[0:1], v[6:7], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v7, v8
	v_pk_fma_f32 v[6:7], v[2:3], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v5
	v_mov_b32_e32 v3, v6
	v_pk_fma_f32 v[2:3], v[4:5], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	v_add_u32_e32 v4, 0x6c, v180
	v_mov_b32_e32 v5, v181
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[10:11]
	global_store_dwordx4 v[4:5], v[0:3], off
	v_mov_b32_e32 v44, v121
	v_mov_b32_e32 v45, v122
	v_mov_b32_e32 v0, v217
	v_mov_b32_e32 v1, v218
	v_pk_fma_f32 v[2:3], v[216:217], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v9
	v_mov_b32_e32 v1, v2
	v_pk_fma_f32 v[4:5], v[8:9], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v219
	v_mov_b32_e32 v1, v212
	v_pk_fma_f32 v[8:9], v[218:219], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v1, v4
	v_pk_fma_f32 v[0:1], v[6:7], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v7, v8
	v_pk_fma_f32 v[6:7], v[2:3], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v5
	v_mov_b32_e32 v3, v6
	v_pk_fma_f32 v[2:3], v[4:5], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a22
	v_accvgpr_read_b32 v5, a23
	v_lshl_add_u64 v[4:5], s[10:11], 0, v[4:5]
	global_store_dwordx4 v[4:5], v[0:3], off
	v_mov_b32_e32 v4, v215
	v_mov_b32_e32 v5, v208
	v_mov_b32_e32 v0, v213
	v_mov_b32_e32 v1, v214
	v_pk_fma_f32 v[0:1], v[212:213], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v9
	v_mov_b32_e32 v3, v0
	v_pk_fma_f32 v[2:3], v[8:9], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[20:21], v[214:215], s[6:7], v[4:5] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v4, v7
	v_mov_b32_e32 v5, v2
	v_pk_fma_f32 v[6:7], v[6:7], s[6:7], v[4:5] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v20
	v_pk_fma_f32 v[22:23], v[0:1], s[6:7], v[4:5] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v3
	v_mov_b32_e32 v1, v22
	v_pk_fma_f32 v[8:9], v[2:3], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_lshl_add_u64 v[0:1], v[10:11], 2, s[10:11]
	global_store_dwordx4 v[0:1], v[6:9], off
	v_accvgpr_read_b32 v0, a20
	v_accvgpr_read_b32 v1, a21
	v_mov_b32_e32 v6, v211
	v_mov_b32_e32 v7, v204
	v_pk_fma_f32 v[10:11], v[210:211], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v209
	v_mov_b32_e32 v7, v210
	v_pk_fma_f32 v[6:7], v[208:209], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v9, v10
	v_mov_b32_e32 v8, v7
	v_pk_fma_f32 v[24:25], v[6:7], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v21
	v_mov_b32_e32 v9, v6
	v_pk_fma_f32 v[6:7], v[20:21], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v9, v24
	v_mov_b32_e32 v8, v7
	v_pk_fma_f32 v[8:9], v[6:7], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v7, v6
	v_mov_b32_e32 v6, v23
	v_pk_fma_f32 v[6:7], v[22:23], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	global_store_dwordx4 v[12:13], v[6:9], off
	v_add_u32_e32 v4, 0x8c, v180
	v_mov_b32_e32 v5, v181
	v_mov_b32_e32 v6, v205
	v_mov_b32_e32 v7, v206
	v_mov_b32_e32 v8, v207
	v_mov_b32_e32 v9, v200
	v_pk_fma_f32 v[6:7], v[204:205], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[206:207], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v7
	v_mov_b32_e32 v9, v12
	v_pk_fma_f32 v[20:21], v[6:7], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v11
	v_mov_b32_e32 v9, v6
	v_pk_fma_f32 v[6:7], v[10:11], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v9, v20
	v_mov_b32_e32 v8, v7
	v_pk_fma_f32 v[8:9], v[6:7], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v7, v6
	v_mov_b32_e32 v6, v25
	v_pk_fma_f32 v[6:7], v[24:25], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_lshl_add_u64 v[10:11], v[14:15], 2, s[10:11]
	global_store_dwordx4 v[10:11], v[6:9], off
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[10:11]
	v_add_u32_e32 v2, 0x94, v180
	v_mov_b32_e32 v6, v201
	v_mov_b32_e32 v7, v202
	v_pk_fma_f32 v[8:9], v[200:201], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v13
	v_mov_b32_e32 v7, v8
	v_pk_fma_f32 v[10:11], v[12:13], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v203
	v_mov_b32_e32 v7, v196
	v_pk_fma_f32 v[12:13], v[202:203], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v14, v9
	v_mov_b32_e32 v15, v12
	v_pk_fma_f32 v[14:15], v[8:9], s[6:7], v[14:15] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v21
	v_mov_b32_e32 v7, v10
	v_mov_b32_e32 v8, v11
	v_mov_b32_e32 v9, v14
	v_pk_fma_f32 v[6:7], v[20:21], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[10:11], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_lshl_add_u64 v[10:11], s[10:11], 0, v[0:1]
	global_store_dwordx4 v[10:11], v[6:9], off
	v_accvgpr_read_b32 v0, a92
	v_accvgpr_read_b32 v1, a93
	v_mov_b32_e32 v6, v197
	v_mov_b32_e32 v7, v198
	v_pk_fma_f32 v[8:9], v[196:197], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v13
	v_mov_b32_e32 v7, v8
	v_pk_fma_f32 v[10:11], v[12:13], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v199
	v_mov_b32_e32 v7, v192
	v_pk_fma_f32 v[12:13], v[198:199], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v15
	v_mov_b32_e32 v7, v10
	v_pk_fma_f32 v[6:7], v[14:15], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v14, v9
	v_mov_b32_e32 v15, v12
	v_pk_fma_f32 v[14:15], v[8:9], s[6:7], v[14:15] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v11
	v_mov_b32_e32 v9, v14
	v_pk_fma_f32 v[8:9], v[10:11], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_lshl_add_u64 v[10:11], v[16:17], 2, s[10:11]
	global_store_dwordx4 v[10:11], v[6:9], off
	v_mov_b32_e32 v3, v181
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[10:11]
	v_mov_b32_e32 v6, v193
	v_mov_b32_e32 v7, v194
	v_pk_fma_f32 v[8:9], v[192:193], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v13
	v_mov_b32_e32 v7, v8
	v_pk_fma_f32 v[10:11], v[12:13], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v195
	v_mov_b32_e32 v7, v188
	v_pk_fma_f32 v[12:13], v[194:195], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v15
	v_mov_b32_e32 v7, v10
	v_pk_fma_f32 v[6:7], v[14:15], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v14, v9
	v_mov_b32_e32 v15, v12
	v_pk_fma_f32 v[14:15], v[8:9], s[6:7], v[14:15] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v11
	v_mov_b32_e32 v9, v14
	v_pk_fma_f32 v[8:9], v[10:11], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_lshl_add_u64 v[10:11], v[18:19], 2, s[10:11]
	global_store_dwordx4 v[10:11], v[6:9], off
	v_pk_fma_f32 v[42:43], v[122:123], s[6:7], v[42:43] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[44:45], v[120:121], s[6:7], v[44:45] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v189
	v_mov_b32_e32 v7, v190
	v_pk_fma_f32 v[8:9], v[188:189], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v13
	v_mov_b32_e32 v7, v8
	v_pk_fma_f32 v[10:11], v[12:13], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v191
	v_mov_b32_e32 v7, v184
	v_pk_fma_f32 v[12:13], v[190:191], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v15
	v_mov_b32_e32 v7, v10
	v_pk_fma_f32 v[6:7], v[14:15], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v14, v9
	v_mov_b32_e32 v15, v12
	v_pk_fma_f32 v[14:15], v[8:9], s[6:7], v[14:15] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v11
	v_mov_b32_e32 v9, v14
	v_pk_fma_f32 v[8:9], v[10:11], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	global_store_dwordx4 v[4:5], v[6:9], off
	v_mov_b32_e32 v4, v185
	v_mov_b32_e32 v5, v186
	v_pk_fma_f32 v[6:7], v[184:185], s[6:7], v[4:5] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v4, v13
	v_mov_b32_e32 v5, v6
	v_pk_fma_f32 v[8:9], v[12:13], s[6:7], v[4:5] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v4, v187
	v_mov_b32_e32 v5, v60
	v_pk_fma_f32 v[10:11], v[186:187], s[6:7], v[4:5] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v12, v7
	v_mov_b32_e32 v13, v10
	v_pk_fma_f32 v[12:13], v[6:7], s[6:7], v[12:13] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v4, v15
	v_mov_b32_e32 v5, v8
	v_mov_b32_e32 v6, v9
	v_mov_b32_e32 v7, v12
	v_pk_fma_f32 v[4:5], v[14:15], s[6:7], v[4:5] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[8:9], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_lshl_add_u64 v[8:9], s[10:11], 0, v[0:1]
	global_store_dwordx4 v[8:9], v[4:7], off
	v_mov_b32_e32 v47, v120
	v_mov_b32_e32 v46, v119
	v_mov_b32_e32 v4, v61
	v_mov_b32_e32 v5, v62
	v_pk_fma_f32 v[4:5], v[60:61], s[6:7], v[4:5] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v11
	v_mov_b32_e32 v7, v4
	v_pk_fma_f32 v[8:9], v[10:11], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v63
	v_mov_b32_e32 v7, v164
	v_pk_fma_f32 v[10:11], v[62:63], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v13
	v_mov_b32_e32 v7, v8
	v_pk_fma_f32 v[6:7], v[12:13], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v12, v5
	v_mov_b32_e32 v13, v10
	v_pk_fma_f32 v[12:13], v[4:5], s[6:7], v[12:13] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v4, v9
	v_mov_b32_e32 v5, v12
	v_pk_fma_f32 v[8:9], v[8:9], s[6:7], v[4:5] op_sel_hi:[1,0,1]
	global_store_dwordx4 v[2:3], v[6:9], off
	v_mov_b32_e32 v14, v13
	v_mov_b32_e32 v63, v104
	v_mov_b32_e32 v6, v165
	v_mov_b32_e32 v7, v166
	v_pk_fma_f32 v[6:7], v[164:165], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v11
	v_mov_b32_e32 v9, v6
	v_pk_fma_f32 v[8:9], v[10:11], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v10, v167
	v_mov_b32_e32 v11, v176
	v_pk_fma_f32 v[10:11], v[166:167], s[6:7], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v15, v8
	v_pk_fma_f32 v[164:165], v[12:13], s[6:7], v[14:15] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v12, v7
	v_mov_b32_e32 v13, v10
	v_pk_fma_f32 v[6:7], v[6:7], s[6:7], v[12:13] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v12, v9
	v_mov_b32_e32 v13, v6
	v_pk_fma_f32 v[166:167], v[8:9], s[6:7], v[12:13] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v177
	v_mov_b32_e32 v9, v178
	v_pk_fma_f32 v[8:9], v[176:177], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v12, v11
	v_mov_b32_e32 v13, v8
	v_pk_fma_f32 v[10:11], v[10:11], s[6:7], v[12:13] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v12, v179
	v_mov_b32_e32 v13, v76
	v_pk_fma_f32 v[12:13], v[178:179], s[6:7], v[12:13] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v14, v7
	v_mov_b32_e32 v15, v10
	v_pk_fma_f32 v[14:15], v[6:7], s[6:7], v[14:15] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v9
	v_mov_b32_e32 v7, v12
	v_pk_fma_f32 v[6:7], v[8:9], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v11
	v_mov_b32_e32 v9, v6
	v_pk_fma_f32 v[16:17], v[10:11], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v77
	v_mov_b32_e32 v9, v78
	v_pk_fma_f32 v[8:9], v[76:77], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v10, v13
	v_mov_b32_e32 v11, v8
	v_accvgpr_write_b32 a43, v17
	v_pk_fma_f32 v[10:11], v[12:13], s[6:7], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v12, v79
	v_mov_b32_e32 v13, v172
	v_accvgpr_write_b32 a42, v16
	v_accvgpr_write_b32 a41, v15
	v_accvgpr_write_b32 a40, v14
	v_pk_fma_f32 v[12:13], v[78:79], s[6:7], v[12:13] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v14, v7
	v_mov_b32_e32 v15, v10
	v_pk_fma_f32 v[14:15], v[6:7], s[6:7], v[14:15] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v9
	v_mov_b32_e32 v7, v12
	v_pk_fma_f32 v[6:7], v[8:9], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v11
	v_mov_b32_e32 v9, v6
	v_pk_fma_f32 v[16:17], v[10:11], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v173
	v_mov_b32_e32 v9, v174
	v_pk_fma_f32 v[8:9], v[172:173], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v10, v13
	v_mov_b32_e32 v11, v8
	v_accvgpr_write_b32 a23, v17
	v_pk_fma_f32 v[10:11], v[12:13], s[6:7], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v12, v175
	v_mov_b32_e32 v13, v80
	v_accvgpr_write_b32 a22, v16
	v_accvgpr_write_b32 a21, v15
	v_accvgpr_write_b32 a20, v14
	v_pk_fma_f32 v[16:17], v[174:175], s[6:7], v[12:13] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v12, v7
	v_mov_b32_e32 v13, v10
	v_pk_fma_f32 v[12:13], v[6:7], s[6:7], v[12:13] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v9
	v_mov_b32_e32 v7, v16
	v_pk_fma_f32 v[6:7], v[8:9], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v11
	v_mov_b32_e32 v9, v6
	v_pk_fma_f32 v[14:15], v[10:11], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v81
	v_mov_b32_e32 v9, v82
	v_pk_fma_f32 v[8:9], v[80:81], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v10, v17
	v_mov_b32_e32 v11, v8
	v_pk_fma_f32 v[10:11], v[16:17], s[6:7], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v16, v83
	v_mov_b32_e32 v17, v168
	v_pk_fma_f32 v[20:21], v[82:83], s[6:7], v[16:17] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v16, v7
	v_mov_b32_e32 v17, v10
	v_pk_fma_f32 v[16:17], v[6:7], s[6:7], v[16:17] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v9
	v_mov_b32_e32 v7, v20
	v_pk_fma_f32 v[6:7], v[8:9], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v11
	v_mov_b32_e32 v9, v6
	v_pk_fma_f32 v[18:19], v[10:11], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v169
	v_mov_b32_e32 v9, v170
	v_pk_fma_f32 v[8:9], v[168:169], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v10, v21
	v_mov_b32_e32 v11, v8
	v_pk_fma_f32 v[10:11], v[20:21], s[6:7], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v20, v171
	v_mov_b32_e32 v21, v84
	v_accvgpr_write_b32 a27, v15
	v_pk_fma_f32 v[20:21], v[170:171], s[6:7], v[20:21] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v22, v7
	v_mov_b32_e32 v23, v10
	v_accvgpr_write_b32 a26, v14
	v_accvgpr_write_b32 a25, v13
	v_accvgpr_write_b32 a24, v12
	v_pk_fma_f32 v[12:13], v[6:7], s[6:7], v[22:23] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v9
	v_mov_b32_e32 v7, v20
	v_pk_fma_f32 v[6:7], v[8:9], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v11
	v_mov_b32_e32 v9, v6
	v_pk_fma_f32 v[14:15], v[10:11], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v85
	v_mov_b32_e32 v9, v86
	v_pk_fma_f32 v[8:9], v[84:85], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v10, v21
	v_mov_b32_e32 v11, v8
	v_pk_fma_f32 v[10:11], v[20:21], s[6:7], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v20, v87
	v_mov_b32_e32 v21, v88
	v_pk_fma_f32 v[20:21], v[86:87], s[6:7], v[20:21] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v22, v7
	v_mov_b32_e32 v23, v10
	v_pk_fma_f32 v[28:29], v[6:7], s[6:7], v[22:23] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v9
	v_mov_b32_e32 v7, v20
	v_pk_fma_f32 v[8:9], v[8:9], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v11
	v_mov_b32_e32 v7, v8
	v_pk_fma_f32 v[30:31], v[10:11], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v89
	v_mov_b32_e32 v7, v90
	v_pk_fma_f32 v[10:11], v[88:89], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v21
	v_mov_b32_e32 v7, v10
	v_pk_fma_f32 v[20:21], v[20:21], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v91
	v_mov_b32_e32 v7, v136
	v_pk_fma_f32 v[6:7], v[90:91], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v22, v9
	v_mov_b32_e32 v23, v20
	v_accvgpr_read_b32 v74, a98
	v_pk_fma_f32 v[36:37], v[8:9], s[6:7], v[22:23] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v11
	v_mov_b32_e32 v9, v6
	v_mov_b32_e32 v62, v69
	v_accvgpr_read_b32 v75, a99
	v_accvgpr_read_b32 v76, a100
	v_accvgpr_read_b32 v78, a94
	v_pk_fma_f32 v[8:9], v[10:11], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[62:63], v[68:69], s[6:7], v[62:63] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v68, v71
	v_mov_b32_e32 v69, v72
	v_accvgpr_read_b32 v77, a101
	v_mov_b32_e32 v72, v75
	v_mov_b32_e32 v73, v76
	v_accvgpr_read_b32 v81, a97
	v_accvgpr_read_b32 v82, a88
	v_mov_b32_e32 v10, v21
	v_mov_b32_e32 v11, v8
	v_pk_fma_f32 v[68:69], v[70:71], s[6:7], v[68:69] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v71, v70
	v_pk_fma_f32 v[72:73], v[74:75], s[6:7], v[72:73] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v70, v77
	v_mov_b32_e32 v75, v74
	v_accvgpr_read_b32 v79, a95
	v_accvgpr_read_b32 v80, a96
	v_mov_b32_e32 v74, v81
	v_accvgpr_read_b32 v83, a89
	v_accvgpr_read_b32 v84, a90
	v_pk_fma_f32 v[38:39], v[20:21], s[6:7], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v10, v133
	v_mov_b32_e32 v11, v134
	v_mov_b32_e32 v21, v132
	v_mov_b32_e32 v20, v131
	v_pk_fma_f32 v[70:71], v[76:77], s[6:7], v[70:71] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v76, v79
	v_mov_b32_e32 v77, v80
	v_pk_fma_f32 v[74:75], v[80:81], s[6:7], v[74:75] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v85, a91
	v_mov_b32_e32 v80, v83
	v_mov_b32_e32 v81, v84
	v_accvgpr_read_b32 v89, a87
	v_pk_fma_f32 v[32:33], v[132:133], s[6:7], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v22, v129
	v_mov_b32_e32 v23, v130
	v_pk_fma_f32 v[20:21], v[130:131], s[6:7], v[20:21] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[76:77], v[78:79], s[6:7], v[76:77] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v79, v78
	v_pk_fma_f32 v[80:81], v[82:83], s[6:7], v[80:81] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v78, v85
	v_mov_b32_e32 v83, v82
	v_accvgpr_read_b32 v88, a86
	v_mov_b32_e32 v82, v89
	v_pk_fma_f32 v[22:23], v[128:129], s[6:7], v[22:23] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[78:79], v[84:85], s[6:7], v[78:79] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v85, v88
	v_pk_fma_f32 v[82:83], v[88:89], s[6:7], v[82:83] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v88, v21
	v_mov_b32_e32 v89, v32
	v_pk_fma_f32 v[88:89], v[20:21], s[6:7], v[88:89] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v21, v20
	v_mov_b32_e32 v20, v23
	v_pk_fma_f32 v[20:21], v[22:23], s[6:7], v[20:21] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v23, v22
	v_mov_b32_e32 v22, v35
	v_pk_fma_f32 v[22:23], v[34:35], s[6:7], v[22:23] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, v34
	v_mov_b32_e32 v34, v41
	v_pk_fma_f32 v[90:91], v[40:41], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, v40
	v_mov_b32_e32 v34, v43
	v_mov_b32_e32 v48, v117
	v_mov_b32_e32 v49, v118
	v_pk_fma_f32 v[46:47], v[118:119], s[6:7], v[46:47] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[92:93], v[42:43], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, v42
	v_mov_b32_e32 v34, v45
	v_pk_fma_f32 v[48:49], v[116:117], s[6:7], v[48:49] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v51, v116
	v_mov_b32_e32 v50, v115
	v_pk_fma_f32 v[94:95], v[44:45], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, v44
	v_mov_b32_e32 v34, v47
	v_mov_b32_e32 v52, v113
	v_mov_b32_e32 v53, v114
	v_pk_fma_f32 v[50:51], v[114:115], s[6:7], v[50:51] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[100:101], v[46:47], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, v46
	v_mov_b32_e32 v34, v49
	v_pk_fma_f32 v[52:53], v[112:113], s[6:7], v[52:53] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v55, v112
	v_mov_b32_e32 v54, v111
	v_mov_b32_e32 v60, v105
	v_mov_b32_e32 v61, v106
	v_pk_fma_f32 v[102:103], v[48:49], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, v48
	v_mov_b32_e32 v34, v51
	v_mov_b32_e32 v56, v109
	v_mov_b32_e32 v57, v110
	v_pk_fma_f32 v[54:55], v[110:111], s[6:7], v[54:55] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v59, v108
	v_pk_fma_f32 v[60:61], v[104:105], s[6:7], v[60:61] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v58, v107
	v_pk_fma_f32 v[104:105], v[50:51], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, v50
	v_mov_b32_e32 v34, v53
	v_pk_fma_f32 v[56:57], v[108:109], s[6:7], v[56:57] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[58:59], v[106:107], s[6:7], v[58:59] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[106:107], v[52:53], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, v52
	v_mov_b32_e32 v34, v55
	v_pk_fma_f32 v[108:109], v[54:55], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, v54
	v_mov_b32_e32 v34, v57
	v_pk_fma_f32 v[110:111], v[56:57], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, v56
	v_mov_b32_e32 v34, v59
	v_pk_fma_f32 v[112:113], v[58:59], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, v58
	v_mov_b32_e32 v34, v61
	v_pk_fma_f32 v[114:115], v[60:61], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, v60
	v_mov_b32_e32 v34, v63
	v_pk_fma_f32 v[116:117], v[62:63], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, v62
	v_mov_b32_e32 v34, v65
	v_pk_fma_f32 v[118:119], v[64:65], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, v64
	v_mov_b32_e32 v34, v67
	v_pk_fma_f32 v[120:121], v[66:67], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, v66
	v_mov_b32_e32 v34, v69
	v_pk_fma_f32 v[122:123], v[68:69], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, v68
	v_mov_b32_e32 v34, v71
	v_pk_fma_f32 v[124:125], v[70:71], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, v70
	v_mov_b32_e32 v34, v73
	v_pk_fma_f32 v[126:127], v[72:73], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, v72
	v_mov_b32_e32 v34, v75
	v_pk_fma_f32 v[128:129], v[74:75], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, v74
	v_mov_b32_e32 v34, v77
	v_accvgpr_read_b32 v87, a85
	v_pk_fma_f32 v[130:131], v[76:77], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, v76
	v_mov_b32_e32 v34, v79
	v_mov_b32_e32 v10, v135
	v_accvgpr_read_b32 v11, a32
	v_accvgpr_read_b32 v86, a84
	v_mov_b32_e32 v84, v87
	v_pk_fma_f32 v[132:133], v[78:79], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, v78
	v_mov_b32_e32 v34, v81
	v_pk_fma_f32 v[10:11], v[134:135], s[6:7], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[84:85], v[86:87], s[6:7], v[84:85] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v87, v86
	v_mov_b32_e32 v86, v99
	v_pk_fma_f32 v[134:135], v[80:81], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, v80
	v_mov_b32_e32 v34, v83
	v_mov_b32_e32 v2, v97
	v_mov_b32_e32 v3, v98
	v_pk_fma_f32 v[86:87], v[98:99], s[6:7], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[170:171], v[82:83], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, v82
	v_mov_b32_e32 v34, v85
	v_pk_fma_f32 v[2:3], v[96:97], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[172:173], v[84:85], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, v84
	v_mov_b32_e32 v34, v87
	v_pk_fma_f32 v[174:175], v[86:87], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, v86
	v_mov_b32_e32 v34, v3
	v_pk_fma_f32 v[176:177], v[2:3], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, v96
	v_mov_b32_e32 v34, v163
	v_pk_fma_f32 v[178:179], v[162:163], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v34, v161
	v_mov_b32_e32 v35, v162
	v_pk_fma_f32 v[96:97], v[160:161], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, v160
	v_mov_b32_e32 v40, v157
	v_mov_b32_e32 v41, v158
	v_mov_b32_e32 v34, v159
	v_pk_fma_f32 v[212:213], v[156:157], s[6:7], v[40:41] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[98:99], v[158:159], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, v156
	v_mov_b32_e32 v40, v153
	v_mov_b32_e32 v41, v154
	v_mov_b32_e32 v34, v155
	v_accvgpr_read_b32 v42, a80
	v_pk_fma_f32 v[158:159], v[152:153], s[6:7], v[40:41] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[154:155], v[154:155], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, v152
	v_mov_b32_e32 v40, v149
	v_mov_b32_e32 v41, v150
	v_mov_b32_e32 v34, v151
	v_accvgpr_read_b32 v43, a81
	v_accvgpr_read_b32 v44, a82
	v_accvgpr_read_b32 v45, a83
	v_pk_fma_f32 v[152:153], v[148:149], s[6:7], v[40:41] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[150:151], v[150:151], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, v148
	v_mov_b32_e32 v40, v43
	v_mov_b32_e32 v41, v44
	v_mov_b32_e32 v34, v45
	v_pk_fma_f32 v[148:149], v[42:43], s[6:7], v[40:41] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[228:229], v[44:45], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, v42
	v_accvgpr_read_b32 v42, a76
	v_accvgpr_read_b32 v43, a77
	v_accvgpr_read_b32 v44, a78
	v_accvgpr_read_b32 v45, a79
	v_mov_b32_e32 v40, v43
	v_mov_b32_e32 v41, v44
	v_mov_b32_e32 v34, v45
	v_pk_fma_f32 v[230:231], v[42:43], s[6:7], v[40:41] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[232:233], v[44:45], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, v42
	v_mov_b32_e32 v40, v145
	v_mov_b32_e32 v41, v146
	v_mov_b32_e32 v34, v147
	v_accvgpr_read_b32 v42, a72
	v_pk_fma_f32 v[234:235], v[144:145], s[6:7], v[40:41] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[146:147], v[146:147], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, v144
	v_mov_b32_e32 v40, v141
	v_mov_b32_e32 v41, v142
	v_mov_b32_e32 v34, v143
	v_accvgpr_read_b32 v43, a73
	v_accvgpr_read_b32 v44, a74
	v_accvgpr_read_b32 v45, a75
	v_pk_fma_f32 v[144:145], v[140:141], s[6:7], v[40:41] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[142:143], v[142:143], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, v140
	v_mov_b32_e32 v40, v43
	v_mov_b32_e32 v41, v44
	v_mov_b32_e32 v34, v45
	v_pk_fma_f32 v[140:141], v[42:43], s[6:7], v[40:41] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[236:237], v[44:45], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, v42
	v_accvgpr_read_b32 v42, a68
	v_accvgpr_read_b32 v43, a69
	v_accvgpr_read_b32 v44, a70
	v_accvgpr_read_b32 v45, a71
	v_mov_b32_e32 v40, v43
	v_mov_b32_e32 v41, v44
	v_mov_b32_e32 v34, v45
	v_pk_fma_f32 v[238:239], v[42:43], s[6:7], v[40:41] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[240:241], v[44:45], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, v42
	v_accvgpr_read_b32 v42, a64
	v_accvgpr_read_b32 v43, a65
	v_accvgpr_read_b32 v44, a66
	v_accvgpr_read_b32 v45, a67
	v_mov_b32_e32 v40, v43
	v_mov_b32_e32 v41, v44
	v_mov_b32_e32 v34, v45
	v_pk_fma_f32 v[242:243], v[42:43], s[6:7], v[40:41] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[244:245], v[44:45], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, v42
	v_accvgpr_read_b32 v42, a60
	v_accvgpr_read_b32 v43, a61
	v_accvgpr_read_b32 v44, a62
	v_accvgpr_read_b32 v45, a63
	v_mov_b32_e32 v40, v43
	v_mov_b32_e32 v41, v44
	v_mov_b32_e32 v34, v45
	v_pk_fma_f32 v[246:247], v[42:43], s[6:7], v[40:41] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[248:249], v[44:45], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, v42
	v_accvgpr_read_b32 v42, a56
	v_accvgpr_read_b32 v43, a57
	v_accvgpr_read_b32 v44, a58
	v_accvgpr_read_b32 v45, a59
	v_mov_b32_e32 v40, v43
	v_mov_b32_e32 v41, v44
	v_mov_b32_e32 v34, v45
	v_pk_fma_f32 v[250:251], v[42:43], s[6:7], v[40:41] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[252:253], v[44:45], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, v42
	v_accvgpr_read_b32 v42, a52
	v_accvgpr_read_b32 v43, a53
	v_accvgpr_read_b32 v44, a54
	v_accvgpr_read_b32 v45, a55
	v_mov_b32_e32 v40, v43
	v_mov_b32_e32 v41, v44
	v_mov_b32_e32 v34, v45
	v_pk_fma_f32 v[254:255], v[42:43], s[6:7], v[40:41] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[40:41], v[44:45], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v44, a48
	v_accvgpr_read_b32 v45, a49
	v_accvgpr_read_b32 v46, a50
	v_accvgpr_read_b32 v47, a51
	v_mov_b32_e32 v35, v42
	v_mov_b32_e32 v42, v45
	v_mov_b32_e32 v43, v46
	v_mov_b32_e32 v34, v47
	v_pk_fma_f32 v[42:43], v[44:45], s[6:7], v[42:43] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[0:1], v[46:47], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v25, v44
	v_accvgpr_read_b32 v44, a44
	v_accvgpr_read_b32 v45, a45
	v_accvgpr_read_b32 v46, a46
	v_mov_b32_e32 v34, v45
	v_mov_b32_e32 v35, v46
	v_pk_fma_f32 v[156:157], v[44:45], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, v44
	v_mov_b32_e32 v34, v139
	v_pk_fma_f32 v[162:163], v[138:139], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v34, v137
	v_mov_b32_e32 v35, v138
	v_pk_fma_f32 v[160:161], v[136:137], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v34, v33
	v_mov_b32_e32 v35, v10
	v_accvgpr_read_b32 v47, a47
	v_pk_fma_f32 v[168:169], v[32:33], s[6:7], v[34:35] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v24, v47
	v_mov_b32_e32 v44, v21
	v_mov_b32_e32 v45, v88
	v_mov_b32_e32 v32, v89
	v_mov_b32_e32 v33, v168
	v_pk_fma_f32 v[24:25], v[46:47], s[6:7], v[24:25] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[34:35], v[88:89], s[6:7], v[32:33] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[32:33], v[20:21], s[6:7], v[44:45] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v44, v91
	v_mov_b32_e32 v45, v22
	v_mov_b32_e32 v21, v20
	v_mov_b32_e32 v20, v23
	v_mov_b32_e32 v47, v90
	v_mov_b32_e32 v46, v93
	v_pk_fma_f32 v[22:23], v[22:23], s[6:7], v[20:21] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[20:21], v[90:91], s[6:7], v[44:45] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v45, v92
	v_pk_fma_f32 v[46:47], v[92:93], s[6:7], v[46:47] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v92, v179
	v_mov_b32_e32 v93, v2
	v_pk_fma_f32 v[2:3], v[178:179], s[6:7], v[92:93] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v44, v95
	v_mov_b32_e32 v92, v3
	v_mov_b32_e32 v93, v176
	v_pk_fma_f32 v[44:45], v[94:95], s[6:7], v[44:45] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v51, v94
	v_mov_b32_e32 v50, v101
	v_pk_fma_f32 v[94:95], v[2:3], s[6:7], v[92:93] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v93, v178
	v_mov_b32_e32 v92, v97
	v_mov_b32_e32 v49, v100
	v_pk_fma_f32 v[50:51], v[100:101], s[6:7], v[50:51] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[100:101], v[96:97], s[6:7], v[92:93] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v2, v101
	v_mov_b32_e32 v97, v96
	v_mov_b32_e32 v96, v99
	v_mov_b32_e32 v48, v103
	v_mov_b32_e32 v55, v102
	v_mov_b32_e32 v54, v105
	v_pk_fma_f32 v[92:93], v[100:101], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v213
	v_mov_b32_e32 v3, v98
	v_pk_fma_f32 v[96:97], v[98:99], s[6:7], v[96:97] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[48:49], v[102:103], s[6:7], v[48:49] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v52, v107
	v_mov_b32_e32 v53, v104
	v_pk_fma_f32 v[54:55], v[104:105], s[6:7], v[54:55] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v59, v106
	v_mov_b32_e32 v58, v109
	v_pk_fma_f32 v[2:3], v[212:213], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v103, v212
	v_mov_b32_e32 v102, v155
	v_mov_b32_e32 v105, v154
	v_mov_b32_e32 v104, v159
	v_mov_b32_e32 v98, v97
	v_mov_b32_e32 v99, v100
	v_pk_fma_f32 v[52:53], v[106:107], s[6:7], v[52:53] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v56, v111
	v_mov_b32_e32 v57, v108
	v_pk_fma_f32 v[58:59], v[108:109], s[6:7], v[58:59] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v63, v110
	v_mov_b32_e32 v62, v113
	v_pk_fma_f32 v[102:103], v[154:155], s[6:7], v[102:103] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[104:105], v[158:159], s[6:7], v[104:105] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v107, v158
	v_mov_b32_e32 v106, v151
	v_mov_b32_e32 v109, v150
	v_mov_b32_e32 v108, v153
	v_pk_fma_f32 v[98:99], v[96:97], s[6:7], v[98:99] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v97, v96
	v_mov_b32_e32 v96, v3
	v_pk_fma_f32 v[56:57], v[110:111], s[6:7], v[56:57] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v60, v115
	v_mov_b32_e32 v61, v112
	v_pk_fma_f32 v[62:63], v[112:113], s[6:7], v[62:63] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v67, v114
	v_mov_b32_e32 v66, v117
	v_pk_fma_f32 v[106:107], v[150:151], s[6:7], v[106:107] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[108:109], v[152:153], s[6:7], v[108:109] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v111, v152
	v_mov_b32_e32 v110, v229
	v_mov_b32_e32 v113, v228
	v_mov_b32_e32 v112, v149
	v_pk_fma_f32 v[96:97], v[2:3], s[6:7], v[96:97] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v100, v105
	v_mov_b32_e32 v101, v102
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v2, v103
	v_pk_fma_f32 v[60:61], v[114:115], s[6:7], v[60:61] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v64, v119
	v_mov_b32_e32 v65, v116
	v_pk_fma_f32 v[66:67], v[116:117], s[6:7], v[66:67] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v71, v118
	v_mov_b32_e32 v70, v121
	v_pk_fma_f32 v[110:111], v[228:229], s[6:7], v[110:111] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[112:113], v[148:149], s[6:7], v[112:113] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v115, v148
	v_mov_b32_e32 v114, v233
	v_mov_b32_e32 v117, v232
	v_mov_b32_e32 v116, v231
	v_pk_fma_f32 v[102:103], v[102:103], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[100:101], v[104:105], s[6:7], v[100:101] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v109
	v_mov_b32_e32 v3, v106
	v_mov_b32_e32 v105, v104
	v_mov_b32_e32 v104, v107
	v_pk_fma_f32 v[64:65], v[118:119], s[6:7], v[64:65] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v68, v123
	v_mov_b32_e32 v69, v120
	v_pk_fma_f32 v[70:71], v[120:121], s[6:7], v[70:71] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v75, v122
	v_mov_b32_e32 v74, v125
	v_pk_fma_f32 v[114:115], v[232:233], s[6:7], v[114:115] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[116:117], v[230:231], s[6:7], v[116:117] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v119, v230
	v_mov_b32_e32 v118, v147
	v_mov_b32_e32 v121, v146
	v_mov_b32_e32 v120, v235
	v_pk_fma_f32 v[106:107], v[106:107], s[6:7], v[104:105] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[104:105], v[108:109], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v113
	v_mov_b32_e32 v3, v110
	v_mov_b32_e32 v109, v108
	v_mov_b32_e32 v108, v111
	v_pk_fma_f32 v[68:69], v[122:123], s[6:7], v[68:69] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v72, v127
	v_mov_b32_e32 v73, v124
	v_pk_fma_f32 v[74:75], v[124:125], s[6:7], v[74:75] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v79, v126
	v_mov_b32_e32 v78, v129
	v_pk_fma_f32 v[118:119], v[146:147], s[6:7], v[118:119] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[120:121], v[234:235], s[6:7], v[120:121] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v123, v234
	v_mov_b32_e32 v122, v143
	v_mov_b32_e32 v125, v142
	v_mov_b32_e32 v124, v145
	v_pk_fma_f32 v[110:111], v[110:111], s[6:7], v[108:109] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[108:109], v[112:113], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v117
	v_mov_b32_e32 v3, v114
	v_mov_b32_e32 v113, v112
	v_mov_b32_e32 v112, v115
	v_pk_fma_f32 v[72:73], v[126:127], s[6:7], v[72:73] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v76, v131
	v_mov_b32_e32 v77, v128
	v_pk_fma_f32 v[78:79], v[128:129], s[6:7], v[78:79] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v83, v130
	v_mov_b32_e32 v82, v133
	v_pk_fma_f32 v[122:123], v[142:143], s[6:7], v[122:123] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[124:125], v[144:145], s[6:7], v[124:125] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v127, v144
	v_mov_b32_e32 v126, v237
	v_mov_b32_e32 v129, v236
	v_mov_b32_e32 v128, v141
	v_pk_fma_f32 v[114:115], v[114:115], s[6:7], v[112:113] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[112:113], v[116:117], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v121
	v_mov_b32_e32 v3, v118
	v_mov_b32_e32 v117, v116
	v_mov_b32_e32 v116, v119
	v_pk_fma_f32 v[76:77], v[130:131], s[6:7], v[76:77] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v80, v135
	v_mov_b32_e32 v81, v132
	v_pk_fma_f32 v[82:83], v[132:133], s[6:7], v[82:83] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[126:127], v[236:237], s[6:7], v[126:127] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[128:129], v[140:141], s[6:7], v[128:129] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v131, v140
	v_mov_b32_e32 v130, v241
	v_mov_b32_e32 v133, v240
	v_mov_b32_e32 v132, v239
	v_pk_fma_f32 v[118:119], v[118:119], s[6:7], v[116:117] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[116:117], v[120:121], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v125
	v_mov_b32_e32 v3, v122
	v_mov_b32_e32 v121, v120
	v_mov_b32_e32 v120, v123
	v_pk_fma_f32 v[80:81], v[134:135], s[6:7], v[80:81] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v87, v134
	v_pk_fma_f32 v[130:131], v[240:241], s[6:7], v[130:131] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[132:133], v[238:239], s[6:7], v[132:133] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v135, v238
	v_mov_b32_e32 v134, v245
	v_mov_b32_e32 v137, v244
	v_mov_b32_e32 v136, v243
	v_pk_fma_f32 v[122:123], v[122:123], s[6:7], v[120:121] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[120:121], v[124:125], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v129
	v_mov_b32_e32 v3, v126
	v_mov_b32_e32 v125, v124
	v_mov_b32_e32 v124, v127
	v_pk_fma_f32 v[134:135], v[244:245], s[6:7], v[134:135] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[136:137], v[242:243], s[6:7], v[136:137] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v139, v242
	v_mov_b32_e32 v138, v249
	v_mov_b32_e32 v141, v248
	v_mov_b32_e32 v140, v247
	v_pk_fma_f32 v[126:127], v[126:127], s[6:7], v[124:125] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[124:125], v[128:129], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v133
	v_mov_b32_e32 v3, v130
	v_mov_b32_e32 v129, v128
	v_mov_b32_e32 v128, v131
	v_pk_fma_f32 v[138:139], v[248:249], s[6:7], v[138:139] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[140:141], v[246:247], s[6:7], v[140:141] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v143, v246
	v_mov_b32_e32 v142, v253
	v_mov_b32_e32 v145, v252
	v_mov_b32_e32 v144, v251
	v_mov_b32_e32 v147, v250
	v_mov_b32_e32 v146, v41
	v_pk_fma_f32 v[130:131], v[130:131], s[6:7], v[128:129] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[128:129], v[132:133], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v137
	v_mov_b32_e32 v3, v134
	v_mov_b32_e32 v133, v132
	v_mov_b32_e32 v132, v135
	v_pk_fma_f32 v[142:143], v[252:253], s[6:7], v[142:143] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[144:145], v[250:251], s[6:7], v[144:145] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[146:147], v[40:41], s[6:7], v[146:147] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v41, v40
	v_mov_b32_e32 v40, v255
	v_mov_b32_e32 v149, v254
	v_mov_b32_e32 v148, v1
	v_pk_fma_f32 v[134:135], v[134:135], s[6:7], v[132:133] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[132:133], v[136:137], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v141
	v_mov_b32_e32 v3, v138
	v_mov_b32_e32 v137, v136
	v_mov_b32_e32 v136, v139
	v_pk_fma_f32 v[40:41], v[254:255], s[6:7], v[40:41] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[148:149], v[0:1], s[6:7], v[148:149] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v0, v43
	v_pk_fma_f32 v[138:139], v[138:139], s[6:7], v[136:137] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[136:137], v[140:141], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v145
	v_mov_b32_e32 v3, v142
	v_mov_b32_e32 v141, v140
	v_mov_b32_e32 v140, v143
	v_pk_fma_f32 v[0:1], v[42:43], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v43, v42
	v_mov_b32_e32 v42, v25
	v_pk_fma_f32 v[142:143], v[142:143], s[6:7], v[140:141] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[140:141], v[144:145], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v41
	v_mov_b32_e32 v3, v146
	v_mov_b32_e32 v145, v144
	v_mov_b32_e32 v144, v147
	v_pk_fma_f32 v[42:43], v[24:25], s[6:7], v[42:43] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[146:147], v[146:147], s[6:7], v[144:145] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[144:145], v[40:41], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v148
	v_mov_b32_e32 v41, v40
	v_mov_b32_e32 v40, v149
	v_mov_b32_e32 v25, v24
	v_mov_b32_e32 v24, v157
	v_pk_fma_f32 v[150:151], v[148:149], s[6:7], v[40:41] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[148:149], v[0:1], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v0, v43
	v_pk_fma_f32 v[24:25], v[156:157], s[6:7], v[24:25] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[154:155], v[42:43], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v0, v163
	v_mov_b32_e32 v1, v156
	v_mov_b32_e32 v2, v25
	v_mov_b32_e32 v3, v42
	v_pk_fma_f32 v[0:1], v[162:163], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[152:153], v[24:25], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v24
	v_pk_fma_f32 v[158:159], v[0:1], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v3, v162
	v_mov_b32_e32 v2, v161
	v_pk_fma_f32 v[24:25], v[160:161], s[6:7], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v0, v25
	v_pk_fma_f32 v[156:157], v[24:25], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v1, v160
	v_mov_b32_e32 v0, v7
	v_pk_fma_f32 v[0:1], v[6:7], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v7, v24
	v_mov_b32_e32 v6, v1
	v_pk_fma_f32 v[162:163], v[0:1], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v0, v9
	v_pk_fma_f32 v[160:161], v[8:9], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v6, a32
	v_accvgpr_read_b32 v8, a34
	v_accvgpr_read_b32 v9, a35
	v_accvgpr_read_b32 v7, a33
	v_mov_b64_e32 v[24:25], v[8:9]
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v1, v8
	v_accvgpr_read_b32 v9, a30
	v_mov_b32_e32 v8, v25
	v_pk_fma_f32 v[0:1], v[6:7], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[24:25], v[24:25], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v11
	v_mov_b32_e32 v7, v0
	v_mov_b32_e32 v40, v1
	v_mov_b32_e32 v41, v24
	v_pk_fma_f32 v[10:11], v[10:11], s[6:7], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[0:1], v[0:1], s[6:7], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v40, v11
	v_mov_b32_e32 v41, v0
	v_mov_b32_e32 v9, v10
	v_pk_fma_f32 v[10:11], v[10:11], s[6:7], v[40:41] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v41, a36
	v_mov_b32_e32 v40, v25
	v_pk_fma_f32 v[24:25], v[24:25], s[6:7], v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v8, v169
	v_mov_b32_e32 v40, v1
	v_mov_b32_e32 v41, v24
	v_add_u32_e32 v26, 0x98, v180
	v_mov_b32_e32 v27, v181
	v_mov_b32_e32 v86, v171
	v_pk_fma_f32 v[8:9], v[168:169], s[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[168:169], v[0:1], s[6:7], v[40:41] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v1, a38
	v_mov_b32_e32 v0, v25
	v_mov_b32_e32 v85, v170
	v_pk_fma_f32 v[86:87], v[170:171], s[6:7], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[170:171], v[24:25], s[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_lshl_add_u64 v[24:25], v[26:27], 2, s[10:11]
	v_accvgpr_read_b32 v27, a1
	v_accvgpr_read_b32 v26, a0
	v_lshl_add_u64 v[254:255], s[10:11], 0, v[26:27]
	v_accvgpr_read_b32 v27, a3
	v_accvgpr_read_b32 v26, a2
	v_lshl_add_u64 v[246:247], s[10:11], 0, v[26:27]
	v_accvgpr_read_b32 v27, a5
	v_accvgpr_read_b32 v26, a4
	v_lshl_add_u64 v[238:239], s[10:11], 0, v[26:27]
	v_accvgpr_read_b32 v27, a7
	v_accvgpr_read_b32 v26, a6
	v_lshl_add_u64 v[230:231], s[10:11], 0, v[26:27]
	v_accvgpr_read_b32 v27, a9
	v_add_u32_e32 v216, 0xb8, v180
	v_mov_b32_e32 v217, v181
	v_accvgpr_read_b32 v26, a8
	v_lshl_add_u64 v[242:243], v[216:217], 2, s[10:11]
	v_lshl_add_u64 v[216:217], s[10:11], 0, v[26:27]
	v_accvgpr_read_b32 v27, a11
	v_add_u32_e32 v208, 0xa4, v180
	v_mov_b32_e32 v209, v181
	v_accvgpr_read_b32 v26, a10
	v_lshl_add_u64 v[252:253], v[208:209], 2, s[10:11]
	v_lshl_add_u64 v[208:209], s[10:11], 0, v[26:27]
	v_accvgpr_read_b32 v27, a13
	v_add_u32_e32 v210, 0x9c, v180
	v_mov_b32_e32 v211, v181
	v_add_u32_e32 v206, 0xac, v180
	v_mov_b32_e32 v207, v181
	v_add_u32_e32 v200, 0xc4, v180
	v_mov_b32_e32 v201, v181
	v_add_u32_e32 v190, 0xec, v180
	v_mov_b32_e32 v191, v181
	v_add_u32_e32 v188, 0xf4, v180
	v_mov_b32_e32 v189, v181
	v_add_u32_e32 v4, 0x114, v180
	v_mov_b32_e32 v5, v181
	v_add_u32_e32 v2, 0x118, v180
	v_mov_b32_e32 v3, v181
	v_accvgpr_read_b32 v26, a12
	v_mov_b32_e32 v84, v173
	v_mov_b32_e32 v88, v177
	v_mov_b32_e32 v89, v174
	v_mov_b32_e32 v91, v172
	v_mov_b32_e32 v90, v175
	v_lshl_add_u64 v[0:1], v[210:211], 2, s[10:11]
	v_lshl_add_u64 v[248:249], v[206:207], 2, s[10:11]
	v_lshl_add_u64 v[236:237], v[200:201], 2, s[10:11]
	v_lshl_add_u64 v[210:211], v[190:191], 2, s[10:11]
	v_lshl_add_u64 v[206:207], v[188:189], 2, s[10:11]
	v_lshl_add_u64 v[200:201], s[10:11], 0, v[26:27]
	v_accvgpr_read_b32 v27, a15
	v_lshl_add_u64 v[190:191], v[4:5], 2, s[10:11]
	v_lshl_add_u64 v[188:189], v[2:3], 2, s[10:11]
	v_accvgpr_read_b32 v2, a16
	v_accvgpr_read_b32 v4, a18
	v_add_u32_e32 v214, 0xa8, v180
	v_mov_b32_e32 v215, v181
	v_add_u32_e32 v204, 0xb4, v180
	v_mov_b32_e32 v205, v181
	v_add_u32_e32 v202, 0xbc, v180
	v_mov_b32_e32 v203, v181
	v_add_u32_e32 v218, 0xc8, v180
	v_mov_b32_e32 v219, v181
	v_add_u32_e32 v198, 0xcc, v180
	v_mov_b32_e32 v199, v181
	v_add_u32_e32 v196, 0xd4, v180
	v_mov_b32_e32 v197, v181
	v_add_u32_e32 v220, 0xd8, v180
	v_mov_b32_e32 v221, v181
	v_add_u32_e32 v194, 0xdc, v180
	v_mov_b32_e32 v195, v181
	v_add_u32_e32 v192, 0xe4, v180
	v_mov_b32_e32 v193, v181
	v_add_u32_e32 v222, 0xe8, v180
	v_mov_b32_e32 v223, v181
	v_add_u32_e32 v224, 0xf8, v180
	v_mov_b32_e32 v225, v181
	v_add_u32_e32 v186, 0xfc, v180
	v_mov_b32_e32 v187, v181
	v_add_u32_e32 v184, 0x104, v180
	v_mov_b32_e32 v185, v181
	v_add_u32_e32 v226, 0x108, v180
	v_mov_b32_e32 v227, v181
	v_add_u32_e32 v182, 0x10c, v180
	v_mov_b32_e32 v183, v181
	v_pk_fma_f32 v[84:85], v[172:173], s[6:7], v[84:85] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[90:91], v[174:175], s[6:7], v[90:91] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[88:89], v[176:177], s[6:7], v[88:89] op_sel_hi:[1,0,1]
	v_add_u32_e32 v6, 0x11c, v180
	v_mov_b32_e32 v7, v181
	v_add_u32_e32 v172, 0x124, v180
	v_mov_b32_e32 v173, v181
	v_add_u32_e32 v174, 0x128, v180
	v_mov_b32_e32 v175, v181
	v_add_u32_e32 v176, 0x12c, v180
	v_mov_b32_e32 v177, v181
	v_add_u32_e32 v178, 0x134, v180
	v_mov_b32_e32 v179, v181
	v_add_u32_e32 v212, 0x138, v180
	v_mov_b32_e32 v213, v181
	v_add_u32_e32 v180, 0x13c, v180
	v_accvgpr_read_b32 v26, a14
	v_accvgpr_read_b32 v3, a17
	v_accvgpr_read_b32 v5, a19
	v_lshl_add_u64 v[250:251], v[214:215], 2, s[10:11]
	v_lshl_add_u64 v[244:245], v[204:205], 2, s[10:11]
	v_lshl_add_u64 v[240:241], v[202:203], 2, s[10:11]
	v_lshl_add_u64 v[234:235], v[218:219], 2, s[10:11]
	v_lshl_add_u64 v[232:233], v[198:199], 2, s[10:11]
	v_lshl_add_u64 v[228:229], v[196:197], 2, s[10:11]
	v_lshl_add_u64 v[220:221], v[220:221], 2, s[10:11]
	v_lshl_add_u64 v[218:219], v[194:195], 2, s[10:11]
	v_lshl_add_u64 v[214:215], v[192:193], 2, s[10:11]
	v_lshl_add_u64 v[222:223], v[222:223], 2, s[10:11]
	v_lshl_add_u64 v[204:205], v[224:225], 2, s[10:11]
	v_lshl_add_u64 v[202:203], v[186:187], 2, s[10:11]
	v_lshl_add_u64 v[198:199], v[184:185], 2, s[10:11]
	v_lshl_add_u64 v[196:197], v[226:227], 2, s[10:11]
	v_lshl_add_u64 v[194:195], v[182:183], 2, s[10:11]
	v_lshl_add_u64 v[192:193], s[10:11], 0, v[26:27]
	v_lshl_add_u64 v[186:187], v[6:7], 2, s[10:11]
	v_lshl_add_u64 v[184:185], s[10:11], 0, v[2:3]
	v_lshl_add_u64 v[182:183], v[172:173], 2, s[10:11]
	v_lshl_add_u64 v[2:3], v[174:175], 2, s[10:11]
	v_lshl_add_u64 v[176:177], v[176:177], 2, s[10:11]
	v_lshl_add_u64 v[174:175], s[10:11], 0, v[4:5]
	v_lshl_add_u64 v[172:173], v[178:179], 2, s[10:11]
	v_lshl_add_u64 v[6:7], v[212:213], 2, s[10:11]
	v_lshl_add_u64 v[4:5], v[180:181], 2, s[10:11]
	global_store_dwordx4 v[24:25], v[164:167], off
	global_store_dwordx4 v[0:1], a[40:43], off
	global_store_dwordx4 v[254:255], a[20:23], off
	global_store_dwordx4 v[252:253], a[24:27], off
	global_store_dwordx4 v[250:251], v[16:19], off
	global_store_dwordx4 v[248:249], v[12:15], off
	global_store_dwordx4 v[246:247], v[28:31], off
	global_store_dwordx4 v[244:245], v[36:39], off
	global_store_dwordx4 v[242:243], v[160:163], off
	global_store_dwordx4 v[240:241], v[156:159], off
	global_store_dwordx4 v[238:239], v[152:155], off
	global_store_dwordx4 v[236:237], v[148:151], off
	global_store_dwordx4 v[234:235], v[144:147], off
	global_store_dwordx4 v[232:233], v[140:143], off
	global_store_dwordx4 v[230:231], v[136:139], off
	global_store_dwordx4 v[228:229], v[132:135], off
	global_store_dwordx4 v[220:221], v[128:131], off
	global_store_dwordx4 v[218:219], v[124:127], off
	global_store_dwordx4 v[216:217], v[120:123], off
	global_store_dwordx4 v[214:215], v[116:119], off
	global_store_dwordx4 v[222:223], v[112:115], off
	global_store_dwordx4 v[210:211], v[108:111], off
	global_store_dwordx4 v[208:209], v[104:107], off
	global_store_dwordx4 v[206:207], v[100:103], off
	global_store_dwordx4 v[204:205], v[96:99], off
	global_store_dwordx4 v[202:203], v[92:95], off
	global_store_dwordx4 v[200:201], v[88:91], off
	global_store_dwordx4 v[198:199], v[84:87], off
	global_store_dwordx4 v[196:197], v[80:83], off
	global_store_dwordx4 v[194:195], v[76:79], off
	global_store_dwordx4 v[192:193], v[72:75], off
	global_store_dwordx4 v[190:191], v[68:71], off
	global_store_dwordx4 v[188:189], v[64:67], off
	global_store_dwordx4 v[186:187], v[60:63], off
	global_store_dwordx4 v[184:185], v[56:59], off
	global_store_dwordx4 v[182:183], v[52:55], off
	global_store_dwordx4 v[2:3], v[48:51], off
	global_store_dwordx4 v[176:177], v[44:47], off
	global_store_dwordx4 v[174:175], v[20:23], off
	global_store_dwordx4 v[172:173], v[32:35], off
	global_store_dwordx4 v[6:7], v[8:11], off
	global_store_dwordx4 v[4:5], v[168:171], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tile_spill
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
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
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 366
		.amdhsa_next_free_sgpr 96
		.amdhsa_accum_offset 256
		.amdhsa_reserve_vcc 0
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
; codeLenInByte = 11904
; NumSgprs: 18
; NumVgprs: 256
; NumAgprs: 110
; TotalNumVgprs: 366
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 45
; NumSGPRsForWavesPerEU: 102
; NumVGPRsForWavesPerEU: 366
; AccumOffset: 256
; Occupancy: 1
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 4
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
  - .agpr_count:     110
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
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         tile_spill.kd
    .uses_dynamic_stack: false
    .vgpr_count:     366
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
