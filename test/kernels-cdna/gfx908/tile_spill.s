	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx908"
	.amdhsa_code_object_version 5
	.protected	tile_spill              ; -- Begin function tile_spill
	.globl	tile_spill
	.p2align	8
	.type	tile_spill,@function
tile_spill:                             ; @tile_spill
; %bb.0:
	s_load_dword s0, s[4:5], 0x4
	s_movk_i32 s1, 0x140
	v_mov_b32_e32 v254, 0
	v_mov_b32_e32 v63, v254
	s_load_dword s4, s[6:7], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s8, s8, s0
	v_add_u32_e32 v0, s8, v0
	v_mul_lo_u32 v253, v0, s1
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	v_lshlrev_b64 v[60:61], 2, v[253:254]
	v_add_u32_e32 v62, 64, v253
	v_lshlrev_b64 v[64:65], 2, v[62:63]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s1
	v_add_co_u32_e32 v16, vcc, s0, v60
	v_addc_co_u32_e32 v17, vcc, v0, v61, vcc
	v_mov_b32_e32 v63, s1
	v_add_co_u32_e32 v62, vcc, s0, v64
	v_addc_co_u32_e32 v63, vcc, v63, v65, vcc
	v_accvgpr_write_b32 a84, v65
	global_load_dwordx4 v[44:47], v[16:17], off offset:48
	global_load_dwordx4 v[52:55], v[16:17], off offset:32
	global_load_dwordx4 v[56:59], v[16:17], off offset:16
	global_load_dwordx4 v[72:75], v[16:17], off
	global_load_dwordx4 v[28:31], v[16:17], off offset:112
	global_load_dwordx4 v[36:39], v[16:17], off offset:96
	global_load_dwordx4 v[40:43], v[16:17], off offset:80
	global_load_dwordx4 v[48:51], v[16:17], off offset:64
	global_load_dwordx4 v[12:15], v[16:17], off offset:176
	global_load_dwordx4 v[20:23], v[16:17], off offset:160
	global_load_dwordx4 v[24:27], v[16:17], off offset:144
	global_load_dwordx4 v[32:35], v[16:17], off offset:128
	global_load_dwordx4 v[0:3], v[16:17], off offset:240
	global_load_dwordx4 v[4:7], v[16:17], off offset:224
	global_load_dwordx4 v[8:11], v[16:17], off offset:208
	s_nop 0
	global_load_dwordx4 v[16:19], v[16:17], off offset:192
	v_accvgpr_write_b32 a83, v64
	global_load_dwordx4 v[64:67], v[62:63], off offset:48
                                        ; kill: killed $vgpr62 killed $vgpr63
	global_load_dwordx4 v[156:159], v[62:63], off
	s_waitcnt vmcnt(17)
	v_fma_f32 v77, s4, v44, v45
	s_waitcnt vmcnt(16)
	v_fma_f32 v78, s4, v52, v53
	s_waitcnt vmcnt(15)
	v_fma_f32 v102, s4, v57, v58
	v_fma_f32 v104, s4, v59, v52
	v_fmac_f32_e32 v59, s4, v58
	v_fma_f32 v122, s4, v53, v54
	v_fma_f32 v124, s4, v55, v44
	v_fmac_f32_e32 v55, s4, v54
	s_waitcnt vmcnt(10)
	v_fma_f32 v134, s4, v47, v48
	v_fma_f32 v136, s4, v49, v50
	v_fma_f32 v146, s4, v51, v40
	v_fmac_f32_e32 v51, s4, v50
	v_fma_f32 v58, s4, v40, v41
	s_waitcnt vmcnt(6)
	v_fma_f32 v40, s4, v32, v33
	v_fma_f32 v44, s4, v24, v25
	v_fma_f32 v50, s4, v21, v22
	v_fma_f32 v53, s4, v12, v13
	v_fma_f32 v54, s4, v13, v14
	s_waitcnt vmcnt(2)
	v_fma_f32 v52, s4, v17, v18
	s_waitcnt vmcnt(1)
	v_accvgpr_write_b32 a78, v67
	v_accvgpr_write_b32 a77, v66
	v_accvgpr_write_b32 a76, v65
	v_accvgpr_write_b32 a75, v64
	global_load_dwordx4 v[64:67], v[62:63], off offset:32
	v_fma_f32 v13, s4, v19, v8
	v_fmac_f32_e32 v19, s4, v18
	v_fma_f32 v18, s4, v8, v9
	v_fma_f32 v91, s4, v1, v2
	v_fma_f32 v45, s4, v45, v46
	v_fmac_f32_e32 v47, s4, v46
	v_fma_f32 v41, s4, v41, v42
	v_fma_f32 v148, s4, v43, v36
	v_fmac_f32_e32 v43, s4, v42
	v_fma_f32 v42, s4, v35, v24
	v_fma_f32 v46, s4, v27, v20
	v_fma_f32 v243, s4, v29, v30
	v_fmac_f32_e32 v27, s4, v26
	v_fma_f32 v8, s4, v102, v59
	v_fma_f32 v24, s4, v136, v51
	v_fma_f32 v252, s4, v31, v32
	v_fmac_f32_e32 v31, s4, v30
	v_accvgpr_write_b32 a133, v78
	v_accvgpr_write_b32 a132, v77
	v_accvgpr_write_b32 a130, v58
	v_accvgpr_write_b32 a128, v44
	v_accvgpr_write_b32 a99, v50
	v_accvgpr_write_b32 a126, v53
	v_accvgpr_write_b32 a98, v54
	v_fma_f32 v145, s4, v52, v19
	v_accvgpr_write_b32 a97, v52
	v_fma_f32 v147, s4, v13, v18
	v_accvgpr_write_b32 a122, v18
	v_fmac_f32_e32 v13, s4, v19
	v_fma_f32 v241, s4, v39, v28
	v_fmac_f32_e32 v39, s4, v38
	v_fmac_f32_e32 v35, s4, v34
	v_accvgpr_write_b32 a121, v13
	s_waitcnt vmcnt(1)
	v_fma_f32 v82, s4, v3, v156
	v_fmac_f32_e32 v3, s4, v2
	v_fma_f32 v101, s4, v91, v3
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a88, v67
	v_accvgpr_write_b32 a87, v66
	v_accvgpr_write_b32 a86, v65
	v_accvgpr_write_b32 a85, v64
	global_load_dwordx4 v[64:67], v[62:63], off offset:16
	v_add_u32_e32 v62, 0x50, v253
	v_mov_b32_e32 v63, v254
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a92, v67
	v_accvgpr_write_b32 a91, v66
	v_accvgpr_write_b32 a90, v65
	v_accvgpr_write_b32 a89, v64
	v_lshlrev_b64 v[64:65], 2, v[62:63]
	v_mov_b32_e32 v63, s1
	v_add_co_u32_e32 v62, vcc, s0, v64
	v_addc_co_u32_e32 v63, vcc, v63, v65, vcc
	v_accvgpr_write_b32 a66, v65
	v_accvgpr_write_b32 a65, v64
	global_load_dwordx4 v[64:67], v[62:63], off offset:48
                                        ; kill: killed $vgpr62 killed $vgpr63
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a57, v64
	v_accvgpr_write_b32 a58, v65
	v_accvgpr_write_b32 a59, v66
	v_accvgpr_write_b32 a60, v67
	global_load_dwordx4 v[64:67], v[62:63], off offset:32
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a70, v67
	v_accvgpr_write_b32 a69, v66
	v_accvgpr_write_b32 a68, v65
	v_accvgpr_write_b32 a67, v64
	global_load_dwordx4 v[64:67], v[62:63], off offset:16
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a74, v67
	v_accvgpr_write_b32 a73, v66
	v_accvgpr_write_b32 a72, v65
	v_accvgpr_write_b32 a71, v64
	global_load_dwordx4 v[64:67], v[62:63], off
	v_add_u32_e32 v62, 0x60, v253
	v_mov_b32_e32 v63, v254
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a82, v67
	v_accvgpr_write_b32 a81, v66
	v_accvgpr_write_b32 a80, v65
	v_accvgpr_write_b32 a79, v64
	v_lshlrev_b64 v[64:65], 2, v[62:63]
	v_mov_b32_e32 v63, s1
	v_add_co_u32_e32 v62, vcc, s0, v64
	v_addc_co_u32_e32 v63, vcc, v63, v65, vcc
	v_accvgpr_write_b32 a47, v64
	v_accvgpr_write_b32 a48, v65
	global_load_dwordx4 v[64:67], v[62:63], off offset:48
                                        ; kill: killed $vgpr62 killed $vgpr63
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a39, v64
	v_accvgpr_write_b32 a40, v65
	v_accvgpr_write_b32 a41, v66
	v_accvgpr_write_b32 a42, v67
	global_load_dwordx4 v[64:67], v[62:63], off offset:32
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a49, v64
	v_accvgpr_write_b32 a50, v65
	v_accvgpr_write_b32 a51, v66
	v_accvgpr_write_b32 a52, v67
	global_load_dwordx4 v[64:67], v[62:63], off offset:16
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a53, v64
	v_accvgpr_write_b32 a54, v65
	v_accvgpr_write_b32 a55, v66
	v_accvgpr_write_b32 a56, v67
	global_load_dwordx4 v[64:67], v[62:63], off
	v_add_u32_e32 v62, 0x70, v253
	v_mov_b32_e32 v63, v254
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a61, v64
	v_accvgpr_write_b32 a62, v65
	v_accvgpr_write_b32 a63, v66
	v_accvgpr_write_b32 a64, v67
	v_lshlrev_b64 v[64:65], 2, v[62:63]
	v_mov_b32_e32 v63, s1
	v_add_co_u32_e32 v62, vcc, s0, v64
	v_addc_co_u32_e32 v63, vcc, v63, v65, vcc
	v_accvgpr_write_b32 a29, v64
	v_accvgpr_write_b32 a30, v65
	global_load_dwordx4 v[64:67], v[62:63], off offset:48
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a25, v64
	v_accvgpr_write_b32 a26, v65
	v_accvgpr_write_b32 a27, v66
	v_accvgpr_write_b32 a28, v67
	global_load_dwordx4 v[64:67], v[62:63], off offset:32
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a31, v64
	v_accvgpr_write_b32 a32, v65
	v_accvgpr_write_b32 a33, v66
	v_accvgpr_write_b32 a34, v67
	global_load_dwordx4 v[64:67], v[62:63], off offset:16
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a35, v64
	v_accvgpr_write_b32 a36, v65
	v_accvgpr_write_b32 a37, v66
	v_accvgpr_write_b32 a38, v67
	global_load_dwordx4 v[62:65], v[62:63], off
	v_fma_f32 v67, s4, v73, v74
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a43, v62
	v_accvgpr_write_b32 a44, v63
	v_accvgpr_write_b32 a45, v64
	v_accvgpr_write_b32 a46, v65
	v_add_u32_e32 v62, 0x80, v253
	v_mov_b32_e32 v63, v254
	v_lshlrev_b64 v[64:65], 2, v[62:63]
	v_mov_b32_e32 v63, s1
	v_add_co_u32_e32 v62, vcc, s0, v64
	v_accvgpr_write_b32 a23, v64
	v_addc_co_u32_e32 v63, vcc, v63, v65, vcc
	v_accvgpr_write_b32 a24, v65
	v_add_u32_e32 v64, 0x90, v253
	v_mov_b32_e32 v65, v254
	v_lshlrev_b64 v[65:66], 2, v[64:65]
	v_mov_b32_e32 v64, s1
	v_add_co_u32_e32 v68, vcc, s0, v65
	v_accvgpr_write_b32 a21, v65
	v_addc_co_u32_e32 v69, vcc, v64, v66, vcc
	v_accvgpr_write_b32 a22, v66
	v_add_u32_e32 v64, 0xa0, v253
	v_mov_b32_e32 v65, v254
	v_lshlrev_b64 v[65:66], 2, v[64:65]
	v_mov_b32_e32 v64, s1
	v_add_co_u32_e32 v70, vcc, s0, v65
	v_accvgpr_write_b32 a18, v65
	v_addc_co_u32_e32 v71, vcc, v64, v66, vcc
	v_accvgpr_write_b32 a19, v66
	v_add_u32_e32 v64, 0xb0, v253
	v_mov_b32_e32 v65, v254
	v_lshlrev_b64 v[65:66], 2, v[64:65]
	v_mov_b32_e32 v64, s1
	v_add_co_u32_e32 v98, vcc, s0, v65
	v_accvgpr_write_b32 a16, v65
	v_addc_co_u32_e32 v99, vcc, v64, v66, vcc
	v_accvgpr_write_b32 a17, v66
	v_add_u32_e32 v64, 0xc0, v253
	v_mov_b32_e32 v65, v254
	v_lshlrev_b64 v[65:66], 2, v[64:65]
	v_mov_b32_e32 v64, s1
	v_add_co_u32_e32 v96, vcc, s0, v65
	v_accvgpr_write_b32 a14, v65
	v_addc_co_u32_e32 v97, vcc, v64, v66, vcc
	v_accvgpr_write_b32 a15, v66
	v_add_u32_e32 v64, 0xd0, v253
	v_mov_b32_e32 v65, v254
	v_lshlrev_b64 v[65:66], 2, v[64:65]
	v_mov_b32_e32 v64, s1
	v_add_co_u32_e32 v92, vcc, s0, v65
	v_accvgpr_write_b32 a12, v65
	v_addc_co_u32_e32 v93, vcc, v64, v66, vcc
	v_accvgpr_write_b32 a13, v66
	v_add_u32_e32 v64, 0xe0, v253
	v_mov_b32_e32 v65, v254
	v_lshlrev_b64 v[65:66], 2, v[64:65]
	v_mov_b32_e32 v64, s1
	v_add_co_u32_e32 v94, vcc, s0, v65
	v_accvgpr_write_b32 a10, v65
	v_addc_co_u32_e32 v95, vcc, v64, v66, vcc
	v_accvgpr_write_b32 a11, v66
	v_add_u32_e32 v64, 0xf0, v253
	v_mov_b32_e32 v65, v254
	v_lshlrev_b64 v[65:66], 2, v[64:65]
	v_mov_b32_e32 v64, s1
	v_add_co_u32_e32 v180, vcc, s0, v65
	v_accvgpr_write_b32 a8, v65
	v_addc_co_u32_e32 v181, vcc, v64, v66, vcc
	v_accvgpr_write_b32 a9, v66
	v_add_u32_e32 v64, 0x100, v253
	v_mov_b32_e32 v65, v254
	v_lshlrev_b64 v[65:66], 2, v[64:65]
	v_mov_b32_e32 v64, s1
	v_add_co_u32_e32 v182, vcc, s0, v65
	v_accvgpr_write_b32 a6, v65
	v_addc_co_u32_e32 v183, vcc, v64, v66, vcc
	v_accvgpr_write_b32 a7, v66
	v_add_u32_e32 v64, 0x110, v253
	v_mov_b32_e32 v65, v254
	v_lshlrev_b64 v[65:66], 2, v[64:65]
	v_mov_b32_e32 v64, s1
	v_add_co_u32_e32 v184, vcc, s0, v65
	v_accvgpr_write_b32 a4, v65
	v_addc_co_u32_e32 v185, vcc, v64, v66, vcc
	v_accvgpr_write_b32 a5, v66
	v_add_u32_e32 v64, 0x120, v253
	v_mov_b32_e32 v65, v254
	v_lshlrev_b64 v[65:66], 2, v[64:65]
	v_mov_b32_e32 v64, s1
	v_add_co_u32_e32 v176, vcc, s0, v65
	v_accvgpr_write_b32 a2, v65
	v_addc_co_u32_e32 v177, vcc, v64, v66, vcc
	v_accvgpr_write_b32 a3, v66
	v_add_u32_e32 v64, 0x130, v253
	v_mov_b32_e32 v65, v254
	v_lshlrev_b64 v[65:66], 2, v[64:65]
	v_mov_b32_e32 v64, s1
	v_add_co_u32_e32 v80, vcc, s0, v65
	v_accvgpr_write_b32 a0, v65
	v_addc_co_u32_e32 v81, vcc, v64, v66, vcc
	v_accvgpr_write_b32 a1, v66
	v_fma_f32 v66, s4, v74, v75
	v_fma_f32 v64, s4, v75, v56
	v_mov_b32_e32 v76, v73
	v_mov_b32_e32 v75, v72
	v_fma_f32 v65, s4, v56, v57
	v_fma_f32 v73, s4, v48, v49
	v_fma_f32 v49, s4, v33, v34
	v_fma_f32 v56, s4, v25, v26
	v_fma_f32 v48, s4, v20, v21
	v_fma_f32 v21, s4, v15, v16
	v_fma_f32 v33, s4, v16, v17
	v_fma_f32 v25, s4, v9, v10
	v_fma_f32 v9, s4, v11, v4
	v_fma_f32 v16, s4, v4, v5
	v_fma_f32 v17, s4, v5, v6
	v_fma_f32 v4, s4, v7, v0
	v_fma_f32 v5, s4, v0, v1
	v_fma_f32 v0, s4, v156, v157
	v_fma_f32 v2, s4, v75, v76
	v_fma_f32 v57, s4, v36, v37
	v_fma_f32 v72, s4, v67, v66
	v_fmac_f32_e32 v67, s4, v2
	v_fmac_f32_e32 v7, s4, v6
	v_fma_f32 v36, s4, v28, v29
	v_fma_f32 v29, s4, v23, v12
	v_fmac_f32_e32 v23, s4, v22
	v_fmac_f32_e32 v15, s4, v14
	v_fma_f32 v74, s4, v64, v65
	v_fmac_f32_e32 v64, s4, v66
	v_fma_f32 v20, s4, v45, v47
	v_fma_f32 v22, s4, v134, v73
	v_fmac_f32_e32 v134, s4, v47
	v_fma_f32 v26, s4, v146, v58
	v_fmac_f32_e32 v146, s4, v51
	v_mov_b32_e32 v47, v42
	v_mov_b32_e32 v51, v46
	v_fma_f32 v123, s4, v4, v5
	v_fmac_f32_e32 v4, s4, v7
	v_fma_f32 v103, s4, v82, v0
	v_accvgpr_write_b32 a117, v0
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v60
	v_fmac_f32_e32 v102, s4, v65
	v_fmac_f32_e32 v11, s4, v10
	v_fma_f32 v10, s4, v104, v78
	v_fmac_f32_e32 v104, s4, v59
	v_fma_f32 v12, s4, v122, v55
	v_fma_f32 v14, s4, v124, v77
	v_fmac_f32_e32 v124, s4, v55
	v_accvgpr_write_b32 a131, v73
	v_fma_f32 v30, s4, v148, v57
	v_accvgpr_write_b32 a129, v57
	v_fma_f32 v42, s4, v47, v44
	v_fma_f32 v44, s4, v56, v27
	v_accvgpr_write_b32 a100, v56
	v_fma_f32 v46, s4, v51, v48
	v_accvgpr_write_b32 a127, v48
	v_fma_f32 v48, s4, v50, v23
	v_fma_f32 v50, s4, v29, v53
	v_fma_f32 v240, s4, v54, v15
	v_fma_f32 v135, s4, v9, v16
	v_accvgpr_write_b32 a120, v16
	v_fma_f32 v121, s4, v17, v7
	v_accvgpr_write_b32 a95, v17
	v_accvgpr_write_b32 a118, v5
	v_mov_b32_e32 v7, v4
	v_fmac_f32_e32 v82, s4, v3
	v_addc_co_u32_e32 v1, vcc, v1, v61, vcc
	global_load_dwordx4 v[56:59], v[62:63], off offset:48
	global_load_dwordx4 v[52:55], v[62:63], off offset:32
	v_accvgpr_write_b32 a20, v75
	v_fma_f32 v73, s4, v72, v64
	v_fmac_f32_e32 v72, s4, v67
	v_accvgpr_write_b32 a94, v67
	v_fma_f32 v75, s4, v74, v102
	v_fmac_f32_e32 v74, s4, v64
	global_load_dwordx4 v[16:19], v[62:63], off offset:16
	global_load_dwordx4 v[3:6], v[62:63], off
	global_load_dwordx4 v[87:90], v[68:69], off offset:48
	global_load_dwordx4 v[64:67], v[68:69], off offset:32
	s_nop 0
	global_load_dwordx4 v[60:63], v[68:69], off offset:16
	global_load_dwordx4 v[83:86], v[68:69], off
	global_load_dwordx4 v[149:152], v[70:71], off offset:48
	global_load_dwordx4 v[244:247], v[70:71], off offset:32
	global_load_dwordx4 v[76:79], v[70:71], off offset:16
	s_nop 0
	global_load_dwordx4 v[68:71], v[70:71], off
	s_nop 0
	global_load_dwordx4 v[125:128], v[98:99], off offset:48
	global_load_dwordx4 v[137:140], v[98:99], off offset:32
	global_load_dwordx4 v[153:156], v[98:99], off offset:16
	global_load_dwordx4 v[248:251], v[98:99], off
	global_load_dwordx4 v[105:108], v[96:97], off offset:48
	global_load_dwordx4 v[113:116], v[96:97], off offset:32
	global_load_dwordx4 v[129:132], v[96:97], off offset:16
	global_load_dwordx4 v[141:144], v[96:97], off
	global_load_dwordx4 v[172:175], v[92:93], off offset:48
	s_nop 0
	global_load_dwordx4 v[97:100], v[92:93], off offset:32
	global_load_dwordx4 v[109:112], v[92:93], off offset:16
	global_load_dwordx4 v[117:120], v[92:93], off
	global_load_dwordx4 v[168:171], v[94:95], off offset:48
	global_load_dwordx4 v[164:167], v[94:95], off offset:32
	global_load_dwordx4 v[160:163], v[94:95], off offset:16
	s_nop 0
	global_load_dwordx4 v[93:96], v[94:95], off
	s_nop 0
	global_load_dwordx4 v[220:223], v[180:181], off offset:48
	global_load_dwordx4 v[228:231], v[180:181], off offset:32
	global_load_dwordx4 v[232:235], v[180:181], off offset:16
	global_load_dwordx4 v[236:239], v[180:181], off
	global_load_dwordx4 v[204:207], v[182:183], off offset:48
	global_load_dwordx4 v[212:215], v[182:183], off offset:32
	global_load_dwordx4 v[216:219], v[182:183], off offset:16
	global_load_dwordx4 v[224:227], v[182:183], off
	global_load_dwordx4 v[188:191], v[184:185], off offset:48
	global_load_dwordx4 v[196:199], v[184:185], off offset:32
	global_load_dwordx4 v[200:203], v[184:185], off offset:16
	global_load_dwordx4 v[208:211], v[184:185], off
	s_nop 0
	global_load_dwordx4 v[178:181], v[176:177], off offset:48
	v_accvgpr_write_b32 a93, v2
	v_accvgpr_read_b32 v2, a133
	v_fmac_f32_e32 v9, s4, v11
	v_fmac_f32_e32 v122, s4, v2
	v_accvgpr_read_b32 v2, a132
	v_fma_f32 v37, s4, v37, v38
	v_fmac_f32_e32 v45, s4, v2
	v_accvgpr_read_b32 v2, a131
	v_fma_f32 v32, s4, v37, v39
	v_fma_f32 v34, s4, v241, v36
	v_fmac_f32_e32 v241, s4, v39
	v_mov_b32_e32 v39, v40
	v_fmac_f32_e32 v136, s4, v2
	v_accvgpr_read_b32 v2, a130
	v_fma_f32 v28, s4, v41, v43
	v_fma_f32 v38, s4, v252, v40
	v_fma_f32 v40, s4, v49, v35
	v_fmac_f32_e32 v29, s4, v23
	v_fma_f32 v133, s4, v25, v11
	v_accvgpr_write_b32 a119, v9
	v_fma_f32 v9, s4, v8, v104
	v_fmac_f32_e32 v8, s4, v102
	v_fma_f32 v11, s4, v10, v122
	v_fmac_f32_e32 v10, s4, v104
	v_fmac_f32_e32 v41, s4, v2
	v_accvgpr_read_b32 v2, a129
	v_fmac_f32_e32 v49, s4, v39
	v_fma_f32 v242, s4, v21, v33
	v_fmac_f32_e32 v21, s4, v15
	v_fmac_f32_e32 v37, s4, v2
	v_fma_f32 v39, s4, v38, v49
	v_mov_b32_e32 v2, v49
	v_accvgpr_read_b32 v49, a100
	v_fmac_f32_e32 v148, s4, v43
	v_mov_b32_e32 v43, v36
	v_fmac_f32_e32 v47, s4, v35
	v_fma_f32 v36, s4, v243, v31
	v_fmac_f32_e32 v51, s4, v27
	v_accvgpr_write_b32 a125, v29
	v_fma_f32 v27, s4, v26, v41
	v_fma_f32 v29, s4, v28, v148
	v_fmac_f32_e32 v28, s4, v41
	v_fmac_f32_e32 v243, s4, v43
	v_fma_f32 v41, s4, v40, v47
	v_fmac_f32_e32 v40, s4, v2
	v_accvgpr_write_b32 a124, v33
	v_accvgpr_write_b32 a123, v21
	v_fma_f32 v15, s4, v14, v45
	v_fma_f32 v21, s4, v20, v134
	v_fmac_f32_e32 v20, s4, v45
	v_fma_f32 v45, s4, v44, v51
	v_accvgpr_write_b32 a96, v25
	v_fmac_f32_e32 v252, s4, v31
	v_fma_f32 v31, s4, v30, v37
	v_fma_f32 v33, s4, v32, v241
	v_fmac_f32_e32 v32, s4, v37
	v_fma_f32 v35, s4, v34, v243
	v_fmac_f32_e32 v34, s4, v241
	v_fma_f32 v37, s4, v36, v252
	v_fmac_f32_e32 v36, s4, v243
	v_fma_f32 v25, s4, v24, v146
	v_fmac_f32_e32 v26, s4, v146
	v_fmac_f32_e32 v30, s4, v148
	v_fma_f32 v13, s4, v12, v124
	v_fmac_f32_e32 v12, s4, v122
	v_fmac_f32_e32 v14, s4, v124
	v_fma_f32 v23, s4, v22, v136
	v_fmac_f32_e32 v22, s4, v134
	v_fmac_f32_e32 v24, s4, v136
	v_fma_f32 v122, s4, v121, v7
	v_fmac_f32_e32 v38, s4, v252
	v_fma_f32 v102, s4, v101, v82
	s_waitcnt vmcnt(30)
	v_fma_f32 v92, s4, v76, v77
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a113, v178
	v_accvgpr_write_b32 a114, v179
	v_accvgpr_write_b32 a115, v180
	v_accvgpr_write_b32 a116, v181
	global_load_dwordx4 v[180:183], v[176:177], off offset:32
	global_load_dwordx4 v[184:187], v[176:177], off offset:16
	global_load_dwordx4 v[192:195], v[176:177], off
	s_nop 0
	global_load_dwordx4 v[176:179], v[80:81], off offset:48
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a101, v176
	v_accvgpr_write_b32 a102, v177
	v_accvgpr_write_b32 a103, v178
	v_accvgpr_write_b32 a104, v179
	global_load_dwordx4 v[176:179], v[80:81], off offset:32
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a105, v176
	v_accvgpr_write_b32 a106, v177
	v_accvgpr_write_b32 a107, v178
	v_accvgpr_write_b32 a108, v179
	global_load_dwordx4 v[176:179], v[80:81], off offset:16
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a109, v176
	v_accvgpr_write_b32 a110, v177
	v_accvgpr_write_b32 a111, v178
	v_accvgpr_write_b32 a112, v179
	global_load_dwordx4 v[176:179], v[80:81], off
	v_fma_f32 v80, s4, v150, v151
	global_store_dwordx4 v[0:1], v[8:11], off offset:16
	global_store_dwordx4 v[0:1], v[12:15], off offset:32
	v_accvgpr_read_b32 v8, a128
	v_fmac_f32_e32 v49, s4, v8
	v_fma_f32 v43, s4, v42, v49
	v_mov_b32_e32 v2, v49
	v_accvgpr_read_b32 v49, a99
	v_accvgpr_read_b32 v8, a127
	v_fmac_f32_e32 v49, s4, v8
	v_fmac_f32_e32 v44, s4, v2
	v_accvgpr_read_b32 v2, a98
	v_accvgpr_read_b32 v9, a126
	v_mov_b32_e32 v8, v49
	v_fmac_f32_e32 v2, s4, v9
	v_accvgpr_read_b32 v9, a125
	v_fmac_f32_e32 v42, s4, v47
	v_fma_f32 v47, s4, v46, v49
	v_fmac_f32_e32 v46, s4, v51
	v_fma_f32 v49, s4, v48, v9
	v_fmac_f32_e32 v48, s4, v8
	v_fma_f32 v51, s4, v50, v2
	v_mov_b32_e32 v8, v2
	v_fmac_f32_e32 v50, s4, v9
	v_accvgpr_read_b32 v2, a97
	v_accvgpr_read_b32 v9, a124
	v_fmac_f32_e32 v2, s4, v9
	v_accvgpr_read_b32 v9, a123
	v_fma_f32 v241, s4, v240, v9
	v_fmac_f32_e32 v240, s4, v8
	v_fma_f32 v243, s4, v242, v2
	v_mov_b32_e32 v8, v2
	v_fmac_f32_e32 v242, s4, v9
	v_accvgpr_read_b32 v2, a96
	v_accvgpr_read_b32 v9, a122
	v_fmac_f32_e32 v2, s4, v9
	v_accvgpr_read_b32 v9, a121
	v_fma_f32 v146, s4, v145, v9
	v_fmac_f32_e32 v145, s4, v8
	v_fma_f32 v148, s4, v147, v2
	v_mov_b32_e32 v8, v2
	v_fmac_f32_e32 v147, s4, v9
	v_accvgpr_read_b32 v2, a95
	v_accvgpr_read_b32 v9, a120
	v_fmac_f32_e32 v2, s4, v9
	v_accvgpr_read_b32 v9, a119
	v_fma_f32 v134, s4, v133, v9
	v_fmac_f32_e32 v133, s4, v8
	v_accvgpr_read_b32 v8, a118
	v_fmac_f32_e32 v91, s4, v8
	v_accvgpr_read_b32 v10, a89
	v_fma_f32 v136, s4, v135, v2
	v_fmac_f32_e32 v135, s4, v9
	v_fmac_f32_e32 v121, s4, v2
	v_fma_f32 v124, s4, v123, v91
	v_fmac_f32_e32 v123, s4, v7
	v_fma_f32 v2, s4, v159, v10
	v_fmac_f32_e32 v159, s4, v158
	v_fma_f32 v7, s4, v157, v158
	v_accvgpr_read_b32 v9, a117
	v_fma_f32 v8, s4, v7, v159
	v_fmac_f32_e32 v7, s4, v9
	v_fmac_f32_e32 v101, s4, v91
	v_fma_f32 v104, s4, v103, v7
	v_fmac_f32_e32 v103, s4, v82
	v_accvgpr_read_b32 v14, a83
	global_store_dwordx4 v[0:1], v[72:75], off
	global_store_dwordx4 v[0:1], v[20:23], off offset:48
	global_store_dwordx4 v[0:1], v[24:27], off offset:64
	global_store_dwordx4 v[0:1], v[28:31], off offset:80
	global_store_dwordx4 v[0:1], v[32:35], off offset:96
	global_store_dwordx4 v[0:1], v[36:39], off offset:112
	global_store_dwordx4 v[0:1], v[40:43], off offset:128
	global_store_dwordx4 v[0:1], v[44:47], off offset:144
	global_store_dwordx4 v[0:1], v[48:51], off offset:160
	global_store_dwordx4 v[0:1], v[240:243], off offset:176
	global_store_dwordx4 v[0:1], v[145:148], off offset:192
	global_store_dwordx4 v[0:1], v[133:136], off offset:208
	global_store_dwordx4 v[0:1], v[121:124], off offset:224
	v_accvgpr_read_b32 v11, a90
	v_accvgpr_read_b32 v12, a91
	v_accvgpr_read_b32 v13, a92
	global_store_dwordx4 v[0:1], v[101:104], off offset:240
	v_mov_b32_e32 v1, s3
	v_accvgpr_read_b32 v15, a84
	v_add_co_u32_e32 v0, vcc, s2, v14
	v_accvgpr_read_b32 v24, a85
	v_fma_f32 v9, s4, v10, v11
	v_addc_co_u32_e32 v1, vcc, v1, v15, vcc
	v_fma_f32 v20, s4, v13, v24
	v_fmac_f32_e32 v13, s4, v12
	v_fma_f32 v15, s4, v11, v12
	v_fma_f32 v10, s4, v2, v9
	v_fmac_f32_e32 v2, s4, v159
	v_fma_f32 v12, s4, v15, v13
	v_fmac_f32_e32 v15, s4, v9
	v_fma_f32 v9, s4, v8, v2
	v_fmac_f32_e32 v8, s4, v7
	v_fma_f32 v11, s4, v10, v15
	v_fmac_f32_e32 v10, s4, v2
	global_store_dwordx4 v[0:1], v[8:11], off
	v_add_u32_e32 v0, 0x44, v253
	v_mov_b32_e32 v1, v254
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_accvgpr_read_b32 v25, a86
	v_accvgpr_read_b32 v26, a87
	v_accvgpr_read_b32 v27, a88
	v_fma_f32 v2, s4, v24, v25
	v_mov_b32_e32 v7, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_accvgpr_read_b32 v21, a75
	v_addc_co_u32_e32 v1, vcc, v7, v1, vcc
	v_fma_f32 v7, s4, v27, v21
	v_fmac_f32_e32 v27, s4, v26
	v_fma_f32 v11, s4, v25, v26
	v_fma_f32 v14, s4, v20, v2
	v_fmac_f32_e32 v20, s4, v13
	v_fma_f32 v8, s4, v11, v27
	v_fmac_f32_e32 v11, s4, v2
	v_fma_f32 v13, s4, v12, v20
	v_fmac_f32_e32 v12, s4, v15
	v_fma_f32 v15, s4, v14, v11
	v_fmac_f32_e32 v14, s4, v20
	global_store_dwordx4 v[0:1], v[12:15], off
	v_add_u32_e32 v0, 0x48, v253
	v_mov_b32_e32 v1, v254
	v_accvgpr_read_b32 v22, a76
	v_accvgpr_read_b32 v23, a77
	v_accvgpr_read_b32 v24, a78
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_accvgpr_read_b32 v30, a79
	v_fma_f32 v2, s4, v21, v22
	v_fma_f32 v20, s4, v24, v30
	v_fmac_f32_e32 v24, s4, v23
	v_fma_f32 v15, s4, v22, v23
	v_fma_f32 v10, s4, v7, v2
	v_fmac_f32_e32 v7, s4, v27
	v_mov_b32_e32 v9, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_fma_f32 v12, s4, v15, v24
	v_fmac_f32_e32 v15, s4, v2
	v_addc_co_u32_e32 v1, vcc, v9, v1, vcc
	v_fma_f32 v9, s4, v8, v7
	v_fmac_f32_e32 v8, s4, v11
	v_fma_f32 v11, s4, v10, v15
	v_fmac_f32_e32 v10, s4, v7
	global_store_dwordx4 v[0:1], v[8:11], off
	v_add_u32_e32 v0, 0x4c, v253
	v_mov_b32_e32 v1, v254
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_accvgpr_read_b32 v31, a80
	v_accvgpr_read_b32 v32, a81
	v_accvgpr_read_b32 v33, a82
	v_fma_f32 v2, s4, v30, v31
	v_mov_b32_e32 v7, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_accvgpr_read_b32 v27, a71
	v_addc_co_u32_e32 v1, vcc, v7, v1, vcc
	v_fma_f32 v7, s4, v33, v27
	v_fmac_f32_e32 v33, s4, v32
	v_fma_f32 v11, s4, v31, v32
	v_fma_f32 v14, s4, v20, v2
	v_fmac_f32_e32 v20, s4, v24
	v_accvgpr_read_b32 v28, a72
	v_fma_f32 v8, s4, v11, v33
	v_fmac_f32_e32 v11, s4, v2
	v_accvgpr_read_b32 v29, a73
	v_accvgpr_read_b32 v30, a74
	v_fma_f32 v13, s4, v12, v20
	v_fmac_f32_e32 v12, s4, v15
	v_fma_f32 v15, s4, v14, v11
	v_fmac_f32_e32 v14, s4, v20
	v_fma_f32 v2, s4, v27, v28
	v_accvgpr_read_b32 v24, a67
	global_store_dwordx4 v[0:1], v[12:15], off
	v_fma_f32 v20, s4, v30, v24
	v_accvgpr_read_b32 v12, a65
	v_fmac_f32_e32 v30, s4, v29
	v_fma_f32 v15, s4, v28, v29
	v_fma_f32 v10, s4, v7, v2
	v_fmac_f32_e32 v7, s4, v33
	v_mov_b32_e32 v1, s3
	v_accvgpr_read_b32 v13, a66
	v_add_co_u32_e32 v0, vcc, s2, v12
	v_fma_f32 v12, s4, v15, v30
	v_fmac_f32_e32 v15, s4, v2
	v_addc_co_u32_e32 v1, vcc, v1, v13, vcc
	v_fma_f32 v9, s4, v8, v7
	v_fmac_f32_e32 v8, s4, v11
	v_fma_f32 v11, s4, v10, v15
	v_fmac_f32_e32 v10, s4, v7
	global_store_dwordx4 v[0:1], v[8:11], off
	v_add_u32_e32 v0, 0x54, v253
	v_mov_b32_e32 v1, v254
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_accvgpr_read_b32 v25, a68
	v_accvgpr_read_b32 v26, a69
	v_accvgpr_read_b32 v27, a70
	v_fma_f32 v2, s4, v24, v25
	v_mov_b32_e32 v7, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_accvgpr_read_b32 v21, a57
	v_addc_co_u32_e32 v1, vcc, v7, v1, vcc
	v_fma_f32 v7, s4, v27, v21
	v_fmac_f32_e32 v27, s4, v26
	v_fma_f32 v11, s4, v25, v26
	v_fma_f32 v14, s4, v20, v2
	v_fmac_f32_e32 v20, s4, v30
	v_fma_f32 v8, s4, v11, v27
	v_fmac_f32_e32 v11, s4, v2
	v_fma_f32 v13, s4, v12, v20
	v_fmac_f32_e32 v12, s4, v15
	v_fma_f32 v15, s4, v14, v11
	v_fmac_f32_e32 v14, s4, v20
	global_store_dwordx4 v[0:1], v[12:15], off
	v_add_u32_e32 v0, 0x58, v253
	v_mov_b32_e32 v1, v254
	v_accvgpr_read_b32 v22, a58
	v_accvgpr_read_b32 v23, a59
	v_accvgpr_read_b32 v24, a60
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_accvgpr_read_b32 v30, a61
	v_fma_f32 v2, s4, v21, v22
	v_fma_f32 v20, s4, v24, v30
	v_fmac_f32_e32 v24, s4, v23
	v_fma_f32 v15, s4, v22, v23
	v_fma_f32 v10, s4, v7, v2
	v_fmac_f32_e32 v7, s4, v27
	v_mov_b32_e32 v9, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_fma_f32 v12, s4, v15, v24
	v_fmac_f32_e32 v15, s4, v2
	v_addc_co_u32_e32 v1, vcc, v9, v1, vcc
	v_fma_f32 v9, s4, v8, v7
	v_fmac_f32_e32 v8, s4, v11
	v_fma_f32 v11, s4, v10, v15
	v_fmac_f32_e32 v10, s4, v7
	global_store_dwordx4 v[0:1], v[8:11], off
	v_add_u32_e32 v0, 0x5c, v253
	v_mov_b32_e32 v1, v254
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_accvgpr_read_b32 v31, a62
	v_accvgpr_read_b32 v32, a63
	v_accvgpr_read_b32 v33, a64
	v_fma_f32 v2, s4, v30, v31
	v_mov_b32_e32 v7, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_accvgpr_read_b32 v27, a53
	v_addc_co_u32_e32 v1, vcc, v7, v1, vcc
	v_fma_f32 v7, s4, v33, v27
	v_fmac_f32_e32 v33, s4, v32
	v_fma_f32 v11, s4, v31, v32
	v_fma_f32 v14, s4, v20, v2
	v_fmac_f32_e32 v20, s4, v24
	v_accvgpr_read_b32 v28, a54
	v_fma_f32 v8, s4, v11, v33
	v_fmac_f32_e32 v11, s4, v2
	v_accvgpr_read_b32 v29, a55
	v_accvgpr_read_b32 v30, a56
	v_fma_f32 v13, s4, v12, v20
	v_fmac_f32_e32 v12, s4, v15
	v_fma_f32 v15, s4, v14, v11
	v_fmac_f32_e32 v14, s4, v20
	v_fma_f32 v2, s4, v27, v28
	v_accvgpr_read_b32 v24, a49
	global_store_dwordx4 v[0:1], v[12:15], off
	v_fma_f32 v20, s4, v30, v24
	v_accvgpr_read_b32 v12, a47
	v_fmac_f32_e32 v30, s4, v29
	v_fma_f32 v15, s4, v28, v29
	v_fma_f32 v10, s4, v7, v2
	v_fmac_f32_e32 v7, s4, v33
	v_mov_b32_e32 v1, s3
	v_accvgpr_read_b32 v13, a48
	v_add_co_u32_e32 v0, vcc, s2, v12
	v_fma_f32 v12, s4, v15, v30
	v_fmac_f32_e32 v15, s4, v2
	v_addc_co_u32_e32 v1, vcc, v1, v13, vcc
	v_fma_f32 v9, s4, v8, v7
	v_fmac_f32_e32 v8, s4, v11
	v_fma_f32 v11, s4, v10, v15
	v_fmac_f32_e32 v10, s4, v7
	global_store_dwordx4 v[0:1], v[8:11], off
	v_add_u32_e32 v0, 0x64, v253
	v_mov_b32_e32 v1, v254
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_accvgpr_read_b32 v25, a50
	v_accvgpr_read_b32 v26, a51
	v_accvgpr_read_b32 v27, a52
	v_fma_f32 v2, s4, v24, v25
	v_mov_b32_e32 v7, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_accvgpr_read_b32 v21, a39
	v_addc_co_u32_e32 v1, vcc, v7, v1, vcc
	v_fma_f32 v7, s4, v27, v21
	v_fmac_f32_e32 v27, s4, v26
	v_fma_f32 v11, s4, v25, v26
	v_fma_f32 v14, s4, v20, v2
	v_fmac_f32_e32 v20, s4, v30
	v_fma_f32 v8, s4, v11, v27
	v_fmac_f32_e32 v11, s4, v2
	v_accvgpr_read_b32 v22, a40
	v_fma_f32 v13, s4, v12, v20
	v_fmac_f32_e32 v12, s4, v15
	v_fma_f32 v15, s4, v14, v11
	v_fmac_f32_e32 v14, s4, v20
	global_store_dwordx4 v[0:1], v[12:15], off
	v_fma_f32 v2, s4, v21, v22
	v_add_u32_e32 v0, 0x68, v253
	v_mov_b32_e32 v1, v254
	v_accvgpr_read_b32 v23, a41
	v_accvgpr_read_b32 v24, a42
	v_fma_f32 v10, s4, v7, v2
	v_fmac_f32_e32 v7, s4, v27
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_accvgpr_read_b32 v25, a43
	v_fma_f32 v20, s4, v24, v25
	v_fmac_f32_e32 v24, s4, v23
	v_fma_f32 v15, s4, v22, v23
	v_mov_b32_e32 v9, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_fma_f32 v12, s4, v15, v24
	v_fmac_f32_e32 v15, s4, v2
	v_addc_co_u32_e32 v1, vcc, v9, v1, vcc
	v_fma_f32 v9, s4, v8, v7
	v_fmac_f32_e32 v8, s4, v11
	v_fma_f32 v11, s4, v10, v15
	v_fmac_f32_e32 v10, s4, v7
	global_store_dwordx4 v[0:1], v[8:11], off
	v_add_u32_e32 v0, 0x6c, v253
	v_mov_b32_e32 v1, v254
	v_accvgpr_read_b32 v26, a44
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_fma_f32 v2, s4, v25, v26
	v_accvgpr_read_b32 v27, a45
	v_accvgpr_read_b32 v28, a46
	v_fma_f32 v14, s4, v20, v2
	v_fmac_f32_e32 v20, s4, v24
	v_mov_b32_e32 v7, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_accvgpr_read_b32 v21, a35
	v_addc_co_u32_e32 v1, vcc, v7, v1, vcc
	v_accvgpr_read_b32 v22, a36
	v_fma_f32 v7, s4, v28, v21
	v_fmac_f32_e32 v28, s4, v27
	v_fma_f32 v11, s4, v26, v27
	v_fma_f32 v8, s4, v11, v28
	v_fmac_f32_e32 v11, s4, v2
	v_fma_f32 v2, s4, v21, v22
	v_accvgpr_read_b32 v23, a37
	v_accvgpr_read_b32 v24, a38
	v_fma_f32 v13, s4, v12, v20
	v_fmac_f32_e32 v12, s4, v15
	v_fma_f32 v15, s4, v14, v11
	v_fmac_f32_e32 v14, s4, v20
	v_fma_f32 v10, s4, v7, v2
	v_fmac_f32_e32 v7, s4, v28
	v_accvgpr_read_b32 v25, a31
	global_store_dwordx4 v[0:1], v[12:15], off
	v_mov_b32_e32 v1, s3
	v_accvgpr_read_b32 v12, a29
	v_fma_f32 v15, s4, v22, v23
	v_fma_f32 v22, s4, v24, v25
	v_fmac_f32_e32 v24, s4, v23
	v_accvgpr_read_b32 v13, a30
	v_add_co_u32_e32 v0, vcc, s2, v12
	v_fma_f32 v12, s4, v15, v24
	v_fmac_f32_e32 v15, s4, v2
	v_addc_co_u32_e32 v1, vcc, v1, v13, vcc
	v_accvgpr_read_b32 v28, a34
	v_fma_f32 v9, s4, v8, v7
	v_fmac_f32_e32 v8, s4, v11
	v_fma_f32 v11, s4, v10, v15
	v_fmac_f32_e32 v10, s4, v7
	global_store_dwordx4 v[0:1], v[8:11], off
	v_add_u32_e32 v0, 0x74, v253
	v_mov_b32_e32 v1, v254
	v_accvgpr_read_b32 v7, a31
	v_accvgpr_read_b32 v31, a28
	v_accvgpr_read_b32 v26, a32
	v_accvgpr_read_b32 v9, a33
	v_accvgpr_read_b32 v10, a34
	v_accvgpr_read_b32 v28, a25
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_accvgpr_read_b32 v27, a33
	v_accvgpr_read_b32 v8, a32
	v_fma_f32 v26, s4, v10, v28
	v_fmac_f32_e32 v10, s4, v9
	v_fma_f32 v2, s4, v7, v8
	v_fma_f32 v7, s4, v8, v9
	v_mov_b32_e32 v27, v10
	v_mov_b32_e32 v8, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_fma_f32 v14, s4, v22, v2
	v_fmac_f32_e32 v22, s4, v24
	v_addc_co_u32_e32 v1, vcc, v8, v1, vcc
	v_fma_f32 v8, s4, v7, v27
	v_fmac_f32_e32 v7, s4, v2
	v_fma_f32 v13, s4, v12, v22
	v_fmac_f32_e32 v12, s4, v15
	v_fma_f32 v15, s4, v14, v7
	v_fmac_f32_e32 v14, s4, v22
	v_accvgpr_read_b32 v30, a27
	v_accvgpr_read_b32 v29, a26
	global_store_dwordx4 v[0:1], v[12:15], off
	v_mov_b32_e32 v9, v28
	v_add_u32_e32 v20, 0x78, v253
	v_mov_b32_e32 v21, v254
	v_mov_b32_e32 v11, v30
	v_mov_b32_e32 v12, v31
	v_mov_b32_e32 v10, v29
	v_fma_f32 v30, s4, v12, v3
	v_fmac_f32_e32 v12, s4, v11
	v_lshlrev_b64 v[0:1], 2, v[20:21]
	v_fma_f32 v2, s4, v9, v10
	v_fma_f32 v15, s4, v10, v11
	v_mov_b32_e32 v13, v12
	v_fma_f32 v10, s4, v26, v2
	v_fmac_f32_e32 v26, s4, v27
	v_mov_b32_e32 v9, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_fma_f32 v12, s4, v15, v13
	v_fmac_f32_e32 v15, s4, v2
	v_add_u32_e32 v22, 0x7c, v253
	v_mov_b32_e32 v23, v254
	v_addc_co_u32_e32 v1, vcc, v9, v1, vcc
	v_fma_f32 v9, s4, v8, v26
	v_fmac_f32_e32 v8, s4, v7
	v_fma_f32 v11, s4, v10, v15
	v_fmac_f32_e32 v10, s4, v26
	global_store_dwordx4 v[0:1], v[8:11], off
	v_lshlrev_b64 v[0:1], 2, v[22:23]
	v_fma_f32 v7, s4, v3, v4
	v_fma_f32 v8, s4, v4, v5
	v_fma_f32 v9, s4, v6, v16
	v_fmac_f32_e32 v6, s4, v5
	v_fma_f32 v14, s4, v30, v7
	v_fmac_f32_e32 v30, s4, v13
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v2, vcc, s2, v0
	v_fma_f32 v0, s4, v8, v6
	v_fmac_f32_e32 v8, s4, v7
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	v_fma_f32 v13, s4, v12, v30
	v_fmac_f32_e32 v12, s4, v15
	v_fma_f32 v1, s4, v16, v17
	v_fma_f32 v15, s4, v14, v8
	v_fmac_f32_e32 v14, s4, v30
	v_fma_f32 v7, s4, v17, v18
	global_store_dwordx4 v[2:3], v[12:15], off
	v_fma_f32 v10, s4, v19, v52
	v_fmac_f32_e32 v19, s4, v18
	v_fma_f32 v2, s4, v9, v1
	v_fmac_f32_e32 v9, s4, v6
	v_accvgpr_read_b32 v5, a23
	v_mov_b32_e32 v3, s3
	v_accvgpr_read_b32 v6, a24
	v_add_co_u32_e32 v5, vcc, s2, v5
	v_fma_f32 v4, s4, v7, v19
	v_fmac_f32_e32 v7, s4, v1
	v_add_u32_e32 v24, 0x84, v253
	v_mov_b32_e32 v25, v254
	v_addc_co_u32_e32 v6, vcc, v3, v6, vcc
	v_fma_f32 v1, s4, v0, v9
	v_fmac_f32_e32 v0, s4, v8
	v_fma_f32 v3, s4, v2, v7
	v_fmac_f32_e32 v2, s4, v9
	global_store_dwordx4 v[5:6], v[0:3], off
	v_fma_f32 v11, s4, v52, v53
	v_lshlrev_b64 v[0:1], 2, v[24:25]
	v_fma_f32 v12, s4, v53, v54
	v_fma_f32 v13, s4, v55, v56
	v_fmac_f32_e32 v55, s4, v54
	v_fma_f32 v6, s4, v10, v11
	v_fmac_f32_e32 v10, s4, v19
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_fma_f32 v8, s4, v12, v55
	v_fmac_f32_e32 v12, s4, v11
	v_add_u32_e32 v20, 0x88, v253
	v_mov_b32_e32 v21, v254
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	v_fma_f32 v5, s4, v4, v10
	v_fmac_f32_e32 v4, s4, v7
	v_fma_f32 v7, s4, v6, v12
	v_fmac_f32_e32 v6, s4, v10
	global_store_dwordx4 v[0:1], v[4:7], off
	v_fma_f32 v14, s4, v56, v57
	v_lshlrev_b64 v[4:5], 2, v[20:21]
	v_fma_f32 v15, s4, v57, v58
	v_fma_f32 v16, s4, v59, v83
	v_fmac_f32_e32 v59, s4, v58
	v_fma_f32 v10, s4, v13, v14
	v_fmac_f32_e32 v13, s4, v55
	v_mov_b32_e32 v0, s3
	v_add_co_u32_e32 v6, vcc, s2, v4
	v_fma_f32 v4, s4, v15, v59
	v_fmac_f32_e32 v15, s4, v14
	v_add_u32_e32 v26, 0x8c, v253
	v_mov_b32_e32 v27, v254
	v_addc_co_u32_e32 v7, vcc, v0, v5, vcc
	v_fma_f32 v9, s4, v8, v13
	v_fmac_f32_e32 v8, s4, v12
	v_fma_f32 v11, s4, v10, v15
	v_fmac_f32_e32 v10, s4, v13
	global_store_dwordx4 v[6:7], v[8:11], off
	v_fma_f32 v17, s4, v83, v84
	v_lshlrev_b64 v[7:8], 2, v[26:27]
	v_fma_f32 v18, s4, v84, v85
	v_fma_f32 v2, s4, v86, v60
	v_fmac_f32_e32 v86, s4, v85
	v_add_co_u32_e32 v9, vcc, s2, v7
	v_fma_f32 v6, s4, v16, v17
	v_fmac_f32_e32 v16, s4, v59
	v_addc_co_u32_e32 v10, vcc, v0, v8, vcc
	v_fma_f32 v8, s4, v18, v86
	v_fmac_f32_e32 v18, s4, v17
	v_fma_f32 v5, s4, v4, v16
	v_fmac_f32_e32 v4, s4, v15
	v_fma_f32 v7, s4, v6, v18
	v_fmac_f32_e32 v6, s4, v16
	v_fma_f32 v30, s4, v60, v61
	v_fma_f32 v31, s4, v61, v62
	v_fma_f32 v32, s4, v63, v64
	v_fmac_f32_e32 v63, s4, v62
	global_store_dwordx4 v[9:10], v[4:7], off
	v_fma_f32 v10, s4, v2, v30
	v_accvgpr_read_b32 v4, a21
	v_fmac_f32_e32 v2, s4, v86
	v_accvgpr_read_b32 v5, a22
	v_add_co_u32_e32 v4, vcc, s2, v4
	v_fma_f32 v7, s4, v31, v63
	v_fmac_f32_e32 v31, s4, v30
	v_add_u32_e32 v28, 0x94, v253
	v_mov_b32_e32 v29, v254
	v_addc_co_u32_e32 v5, vcc, v0, v5, vcc
	v_fma_f32 v9, s4, v8, v2
	v_fmac_f32_e32 v8, s4, v18
	v_fma_f32 v11, s4, v10, v31
	v_fmac_f32_e32 v10, s4, v2
	global_store_dwordx4 v[4:5], v[8:11], off
	v_lshlrev_b64 v[4:5], 2, v[28:29]
	v_add_u32_e32 v22, 0x98, v253
	v_add_co_u32_e32 v11, vcc, s2, v4
	v_lshlrev_b64 v[15:16], 2, v[22:23]
	v_addc_co_u32_e32 v12, vcc, v0, v5, vcc
	v_fma_f32 v33, s4, v64, v65
	v_fma_f32 v34, s4, v65, v66
	v_fma_f32 v25, s4, v67, v87
	v_fmac_f32_e32 v67, s4, v66
	v_fma_f32 v35, s4, v87, v88
	v_fma_f32 v3, s4, v88, v89
	v_fma_f32 v62, s4, v90, v68
	v_fmac_f32_e32 v90, s4, v89
	v_add_co_u32_e32 v23, vcc, s2, v15
	v_fma_f32 v9, s4, v32, v33
	v_fmac_f32_e32 v32, s4, v63
	v_fma_f32 v19, s4, v34, v67
	v_fmac_f32_e32 v34, s4, v33
	v_fma_f32 v21, s4, v25, v35
	v_fmac_f32_e32 v25, s4, v67
	v_addc_co_u32_e32 v24, vcc, v0, v16, vcc
	v_fma_f32 v0, s4, v3, v90
	v_fmac_f32_e32 v3, s4, v35
	v_fma_f32 v8, s4, v7, v32
	v_fmac_f32_e32 v7, s4, v31
	v_fma_f32 v10, s4, v9, v34
	v_fmac_f32_e32 v9, s4, v32
	v_fma_f32 v20, s4, v19, v25
	v_fmac_f32_e32 v19, s4, v34
	v_fma_f32 v22, s4, v21, v3
	v_fmac_f32_e32 v21, s4, v25
	v_fma_f32 v1, s4, v68, v69
	v_fma_f32 v148, s4, v105, v106
	v_fma_f32 v6, s4, v106, v107
	global_store_dwordx4 v[11:12], v[7:10], off
	v_fma_f32 v106, s4, v117, v118
	v_fma_f32 v14, s4, v118, v119
	v_fma_f32 v118, s4, v109, v110
	v_fma_f32 v10, s4, v110, v111
	v_fma_f32 v110, s4, v97, v98
	v_fma_f32 v18, s4, v98, v99
	global_store_dwordx4 v[23:24], v[19:22], off
	v_fma_f32 v24, s4, v100, v172
	v_fmac_f32_e32 v100, s4, v99
	v_fma_f32 v98, s4, v172, v173
	v_fma_f32 v22, s4, v94, v95
	v_fma_f32 v2, s4, v62, v1
	v_fmac_f32_e32 v62, s4, v90
	v_fma_f32 v101, s4, v18, v100
	v_fma_f32 v103, s4, v24, v98
	v_fmac_f32_e32 v24, s4, v100
	v_fma_f32 v28, s4, v96, v160
	v_fmac_f32_e32 v96, s4, v95
	v_fma_f32 v90, s4, v160, v161
	v_fma_f32 v34, s4, v171, v236
	v_fmac_f32_e32 v171, s4, v170
	v_fma_f32 v50, s4, v169, v170
	v_fma_f32 v100, s4, v236, v237
	v_fma_f32 v88, s4, v149, v150
	v_fma_f32 v16, s4, v112, v97
	v_fmac_f32_e32 v112, s4, v111
	v_fma_f32 v20, s4, v175, v93
	v_fma_f32 v150, s4, v93, v94
	v_fma_f32 v93, s4, v22, v96
	v_fma_f32 v95, s4, v28, v90
	v_fmac_f32_e32 v28, s4, v96
	v_fma_f32 v96, s4, v168, v169
	v_fma_f32 v81, s4, v50, v171
	v_fma_f32 v83, s4, v34, v100
	v_fmac_f32_e32 v34, s4, v171
	v_accvgpr_read_b32 v172, a116
	v_fma_f32 v4, s4, v116, v105
	v_fma_f32 v12, s4, v108, v117
	v_fmac_f32_e32 v108, s4, v107
	v_fma_f32 v8, s4, v120, v109
	v_fmac_f32_e32 v120, s4, v119
	v_fma_f32 v105, s4, v10, v112
	v_fma_f32 v107, s4, v16, v110
	v_fmac_f32_e32 v16, s4, v112
	v_fma_f32 v40, s4, v235, v228
	v_fmac_f32_e32 v235, s4, v234
	v_fma_f32 v56, s4, v233, v234
	v_fma_f32 v112, s4, v228, v229
	v_accvgpr_read_b32 v171, a115
	v_accvgpr_read_b32 v170, a114
	v_accvgpr_read_b32 v169, a113
	v_fma_f32 v109, s4, v14, v120
	v_fma_f32 v111, s4, v8, v118
	v_fmac_f32_e32 v8, s4, v120
	v_fma_f32 v73, s4, v56, v235
	v_fma_f32 v75, s4, v40, v112
	v_fmac_f32_e32 v40, s4, v235
	v_fma_f32 v44, s4, v223, v224
	v_fma_f32 v120, s4, v224, v225
	v_fma_f32 v48, s4, v227, v216
	v_fmac_f32_e32 v227, s4, v226
	v_fma_f32 v64, s4, v225, v226
	v_fma_f32 v224, s4, v183, v169
	v_fma_f32 v169, s4, v169, v170
	s_waitcnt vmcnt(39)
	v_fma_f32 v226, s4, v172, v176
	v_fmac_f32_e32 v172, s4, v171
	v_fma_f32 v235, s4, v170, v171
	v_fma_f32 v170, s4, v176, v177
	v_fma_f32 v26, s4, v173, v174
	v_fmac_f32_e32 v175, s4, v174
	v_fma_f32 v17, s4, v235, v172
	v_fma_f32 v19, s4, v226, v170
	v_fmac_f32_e32 v226, s4, v172
	v_accvgpr_read_b32 v174, a112
	v_accvgpr_read_b32 v172, a110
	v_accvgpr_read_b32 v171, a109
	v_fma_f32 v228, s4, v179, v171
	v_fmac_f32_e32 v179, s4, v178
	v_fma_f32 v236, s4, v177, v178
	v_fma_f32 v171, s4, v171, v172
	v_fma_f32 v13, s4, v236, v179
	v_fma_f32 v15, s4, v228, v171
	v_fmac_f32_e32 v228, s4, v179
	v_accvgpr_read_b32 v179, a108
	v_fma_f32 v72, s4, v79, v244
	v_fma_f32 v84, s4, v244, v245
	v_fma_f32 v74, s4, v245, v246
	v_fma_f32 v146, s4, v141, v142
	v_fma_f32 v242, s4, v142, v143
	v_fma_f32 v142, s4, v129, v130
	v_fma_f32 v244, s4, v130, v131
	v_fma_f32 v245, s4, v132, v113
	v_fmac_f32_e32 v132, s4, v131
	v_fma_f32 v130, s4, v113, v114
	v_fma_f32 v114, s4, v114, v115
	v_fmac_f32_e32 v116, s4, v115
	v_accvgpr_read_b32 v173, a111
	v_accvgpr_read_b32 v177, a106
	v_accvgpr_read_b32 v176, a105
	v_fma_f32 v68, s4, v69, v70
	v_fma_f32 v66, s4, v71, v76
	v_fmac_f32_e32 v71, s4, v70
	v_fma_f32 v124, s4, v154, v155
	v_fma_f32 v134, s4, v156, v137
	v_fmac_f32_e32 v156, s4, v155
	v_fma_f32 v136, s4, v137, v138
	v_fma_f32 v240, s4, v138, v139
	v_fma_f32 v241, s4, v140, v125
	v_fmac_f32_e32 v140, s4, v139
	v_fma_f32 v138, s4, v125, v126
	v_fma_f32 v126, s4, v126, v127
	v_fma_f32 v86, s4, v128, v141
	v_fmac_f32_e32 v128, s4, v127
	v_fma_f32 v121, s4, v244, v132
	v_fma_f32 v123, s4, v245, v130
	v_fmac_f32_e32 v245, s4, v132
	v_fma_f32 v117, s4, v114, v116
	v_fma_f32 v119, s4, v4, v148
	v_fmac_f32_e32 v4, s4, v116
	v_fma_f32 v32, s4, v167, v168
	v_fmac_f32_e32 v167, s4, v166
	v_fma_f32 v46, s4, v165, v166
	v_fma_f32 v54, s4, v237, v238
	v_fma_f32 v42, s4, v231, v220
	v_fmac_f32_e32 v231, s4, v230
	v_fma_f32 v58, s4, v229, v230
	v_fma_f32 v116, s4, v220, v221
	v_fma_f32 v52, s4, v219, v212
	v_fmac_f32_e32 v219, s4, v218
	v_fma_f32 v166, s4, v217, v218
	v_fma_f32 v132, s4, v212, v213
	v_fma_f32 v230, s4, v174, v176
	v_fmac_f32_e32 v174, s4, v173
	v_fma_f32 v237, s4, v172, v173
	v_fma_f32 v172, s4, v176, v177
	v_fma_f32 v70, s4, v77, v78
	v_fmac_f32_e32 v79, s4, v78
	v_fma_f32 v76, s4, v247, v149
	v_fmac_f32_e32 v247, s4, v246
	v_fma_f32 v78, s4, v152, v248
	v_fmac_f32_e32 v152, s4, v151
	v_fma_f32 v102, s4, v248, v249
	v_fma_f32 v82, s4, v249, v250
	v_fma_f32 v104, s4, v251, v153
	v_fmac_f32_e32 v251, s4, v250
	v_fma_f32 v243, s4, v144, v129
	v_fmac_f32_e32 v144, s4, v143
	v_fma_f32 v157, s4, v68, v71
	v_fma_f32 v159, s4, v66, v92
	v_fmac_f32_e32 v66, s4, v71
	v_fma_f32 v137, s4, v124, v156
	v_fma_f32 v139, s4, v134, v136
	v_fmac_f32_e32 v134, s4, v156
	v_fma_f32 v133, s4, v240, v140
	v_fma_f32 v135, s4, v241, v138
	v_fmac_f32_e32 v241, s4, v140
	v_fma_f32 v129, s4, v126, v128
	v_fma_f32 v131, s4, v86, v146
	v_fmac_f32_e32 v86, s4, v128
	v_fma_f32 v113, s4, v6, v108
	v_fma_f32 v115, s4, v12, v106
	v_fmac_f32_e32 v12, s4, v108
	v_fma_f32 v97, s4, v26, v175
	v_fma_f32 v99, s4, v20, v150
	v_fmac_f32_e32 v20, s4, v175
	v_fma_f32 v38, s4, v161, v162
	v_fma_f32 v30, s4, v163, v164
	v_fmac_f32_e32 v163, s4, v162
	v_fma_f32 v94, s4, v164, v165
	v_fma_f32 v36, s4, v239, v232
	v_fmac_f32_e32 v239, s4, v238
	v_fma_f32 v108, s4, v232, v233
	v_fma_f32 v69, s4, v58, v231
	v_fma_f32 v71, s4, v42, v116
	v_fmac_f32_e32 v42, s4, v231
	v_fmac_f32_e32 v223, s4, v222
	v_fma_f32 v60, s4, v221, v222
	v_fma_f32 v128, s4, v216, v217
	v_fma_f32 v57, s4, v166, v219
	v_fma_f32 v59, s4, v52, v132
	v_fmac_f32_e32 v52, s4, v219
	v_fma_f32 v161, s4, v215, v204
	v_fmac_f32_e32 v215, s4, v214
	v_fma_f32 v219, s4, v213, v214
	v_fma_f32 v140, s4, v204, v205
	v_fma_f32 v162, s4, v207, v208
	v_fmac_f32_e32 v207, s4, v206
	v_fma_f32 v221, s4, v205, v206
	v_fma_f32 v220, s4, v195, v184
	v_fmac_f32_e32 v195, s4, v194
	v_fma_f32 v231, s4, v193, v194
	v_fma_f32 v160, s4, v184, v185
	v_fma_f32 v222, s4, v187, v180
	v_fmac_f32_e32 v187, s4, v186
	v_fma_f32 v233, s4, v185, v186
	v_fma_f32 v9, s4, v237, v174
	v_fma_f32 v11, s4, v230, v172
	v_fmac_f32_e32 v230, s4, v174
	v_accvgpr_read_b32 v176, a104
	v_accvgpr_read_b32 v246, a20
	v_fmac_f32_e32 v240, s4, v136
	v_fmac_f32_e32 v126, s4, v138
	v_fma_f32 v122, s4, v153, v154
	v_fma_f32 v153, s4, v70, v79
	v_fma_f32 v155, s4, v72, v84
	v_fmac_f32_e32 v72, s4, v79
	v_fma_f32 v149, s4, v74, v247
	v_fma_f32 v151, s4, v76, v88
	v_fmac_f32_e32 v76, s4, v247
	v_fma_f32 v145, s4, v80, v152
	v_fma_f32 v147, s4, v78, v102
	v_fmac_f32_e32 v78, s4, v152
	v_fma_f32 v141, s4, v82, v251
	v_fma_f32 v125, s4, v242, v144
	v_fma_f32 v89, s4, v38, v163
	v_fma_f32 v91, s4, v30, v94
	v_fmac_f32_e32 v30, s4, v163
	v_fma_f32 v85, s4, v46, v167
	v_fma_f32 v87, s4, v32, v96
	v_fmac_f32_e32 v32, s4, v167
	v_fma_f32 v77, s4, v54, v239
	v_fma_f32 v79, s4, v36, v108
	v_fmac_f32_e32 v36, s4, v239
	v_fma_f32 v65, s4, v60, v223
	v_fma_f32 v67, s4, v44, v120
	v_fmac_f32_e32 v44, s4, v223
	v_fma_f32 v61, s4, v64, v227
	v_fma_f32 v63, s4, v48, v128
	v_fmac_f32_e32 v48, s4, v227
	v_fma_f32 v53, s4, v219, v215
	v_fma_f32 v55, s4, v161, v140
	v_fmac_f32_e32 v161, s4, v215
	v_fma_f32 v49, s4, v221, v207
	v_fma_f32 v164, s4, v203, v196
	v_fma_f32 v154, s4, v196, v197
	v_fma_f32 v165, s4, v199, v188
	v_fmac_f32_e32 v199, s4, v198
	v_fma_f32 v227, s4, v197, v198
	v_fma_f32 v156, s4, v188, v189
	v_fma_f32 v167, s4, v191, v192
	v_fmac_f32_e32 v191, s4, v190
	v_fma_f32 v229, s4, v189, v190
	v_fma_f32 v158, s4, v192, v193
	v_fma_f32 v29, s4, v231, v195
	v_fma_f32 v31, s4, v220, v160
	v_fmac_f32_e32 v220, s4, v195
	v_fma_f32 v25, s4, v233, v187
	v_fmac_f32_e32 v183, s4, v182
	v_fma_f32 v234, s4, v181, v182
	v_accvgpr_read_b32 v175, a103
	v_fmac_f32_e32 v246, s4, v176
	v_accvgpr_read_b32 v247, a93
	v_fmac_f32_e32 v70, s4, v92
	v_fmac_f32_e32 v74, s4, v84
	v_fmac_f32_e32 v82, s4, v102
	v_fmac_f32_e32 v242, s4, v146
	v_fmac_f32_e32 v46, s4, v94
	v_fmac_f32_e32 v50, s4, v96
	v_fmac_f32_e32 v54, s4, v100
	v_fmac_f32_e32 v60, s4, v116
	v_fmac_f32_e32 v219, s4, v132
	v_fmac_f32_e32 v221, s4, v140
	v_fmac_f32_e32 v233, s4, v160
	v_fma_f32 v138, s4, v137, v134
	v_fma_f32 v140, s4, v139, v240
	v_fmac_f32_e32 v139, s4, v134
	v_fma_f32 v134, s4, v133, v241
	v_fmac_f32_e32 v133, s4, v240
	v_fma_f32 v136, s4, v135, v126
	v_fmac_f32_e32 v135, s4, v241
	v_add_u32_e32 v240, 0x9c, v253
	v_mov_b32_e32 v241, v254
	v_fma_f32 v143, s4, v104, v122
	v_fmac_f32_e32 v104, s4, v251
	v_fma_f32 v127, s4, v243, v142
	v_fmac_f32_e32 v243, s4, v144
	v_fma_f32 v144, s4, v208, v209
	v_fma_f32 v163, s4, v211, v200
	v_fmac_f32_e32 v211, s4, v210
	v_fma_f32 v223, s4, v209, v210
	v_fma_f32 v152, s4, v200, v201
	v_fma_f32 v43, s4, v164, v154
	v_fma_f32 v37, s4, v227, v199
	v_fma_f32 v39, s4, v165, v156
	v_fma_f32 v33, s4, v229, v191
	v_fma_f32 v35, s4, v167, v158
	v_fma_f32 v21, s4, v234, v183
	v_fma_f32 v23, s4, v224, v169
	v_fmac_f32_e32 v224, s4, v183
	v_fmac_f32_e32 v176, s4, v175
	v_fmac_f32_e32 v247, s4, v246
	v_fmac_f32_e32 v80, s4, v88
	v_fmac_f32_e32 v124, s4, v122
	v_fmac_f32_e32 v114, s4, v130
	v_fmac_f32_e32 v6, s4, v148
	v_fmac_f32_e32 v26, s4, v98
	v_fmac_f32_e32 v22, s4, v150
	v_fmac_f32_e32 v38, s4, v90
	v_fmac_f32_e32 v227, s4, v154
	v_fmac_f32_e32 v229, s4, v156
	v_fmac_f32_e32 v231, s4, v158
	v_fmac_f32_e32 v235, s4, v169
	v_fma_f32 v158, s4, v157, v66
	v_fma_f32 v160, s4, v159, v70
	v_fmac_f32_e32 v159, s4, v66
	v_fma_f32 v154, s4, v153, v72
	v_fma_f32 v156, s4, v155, v74
	v_fmac_f32_e32 v155, s4, v72
	v_fma_f32 v146, s4, v145, v78
	v_fma_f32 v148, s4, v147, v82
	v_fmac_f32_e32 v147, s4, v78
	v_fma_f32 v130, s4, v129, v86
	v_fma_f32 v132, s4, v131, v242
	v_fmac_f32_e32 v131, s4, v86
	v_fma_f32 v90, s4, v89, v30
	v_fma_f32 v92, s4, v91, v46
	v_fmac_f32_e32 v91, s4, v30
	v_fma_f32 v86, s4, v85, v32
	v_fma_f32 v88, s4, v87, v50
	v_fmac_f32_e32 v87, s4, v32
	v_fma_f32 v84, s4, v83, v54
	v_fma_f32 v78, s4, v77, v36
	v_fmac_f32_e32 v77, s4, v54
	v_fma_f32 v72, s4, v71, v60
	v_fma_f32 v66, s4, v65, v44
	v_fmac_f32_e32 v65, s4, v60
	v_fma_f32 v60, s4, v59, v219
	v_fma_f32 v54, s4, v53, v161
	v_fmac_f32_e32 v53, s4, v219
	v_fma_f32 v30, s4, v29, v220
	v_fma_f32 v32, s4, v31, v233
	v_fmac_f32_e32 v31, s4, v220
	v_lshlrev_b64 v[219:220], 2, v[240:241]
	v_fma_f32 v51, s4, v162, v144
	v_fma_f32 v45, s4, v223, v211
	v_fma_f32 v47, s4, v163, v152
	v_fmac_f32_e32 v163, s4, v211
	v_fmac_f32_e32 v203, s4, v202
	v_fma_f32 v225, s4, v201, v202
	v_fmac_f32_e32 v246, s4, v176
	v_fmac_f32_e32 v244, s4, v142
	v_fmac_f32_e32 v10, s4, v118
	v_fmac_f32_e32 v58, s4, v112
	v_fmac_f32_e32 v64, s4, v120
	v_fmac_f32_e32 v223, s4, v144
	v_fma_f32 v142, s4, v141, v104
	v_fma_f32 v144, s4, v143, v124
	v_fmac_f32_e32 v143, s4, v104
	v_fma_f32 v118, s4, v117, v4
	v_fma_f32 v120, s4, v119, v6
	v_fmac_f32_e32 v119, s4, v4
	v_fma_f32 v102, s4, v101, v24
	v_fma_f32 v104, s4, v103, v26
	v_fmac_f32_e32 v103, s4, v24
	v_fma_f32 v100, s4, v99, v22
	v_fma_f32 v94, s4, v93, v28
	v_fmac_f32_e32 v93, s4, v22
	v_fma_f32 v22, s4, v21, v224
	v_fma_f32 v24, s4, v23, v235
	v_fmac_f32_e32 v23, s4, v224
	v_accvgpr_read_b32 v224, a94
	v_mov_b32_e32 v4, v247
	v_fma_f32 v41, s4, v225, v203
	v_fmac_f32_e32 v68, s4, v1
	v_fmac_f32_e32 v225, s4, v152
	v_fmac_f32_e32 v153, s4, v70
	v_fma_f32 v150, s4, v149, v76
	v_fma_f32 v152, s4, v151, v80
	v_fmac_f32_e32 v151, s4, v76
	v_fmac_f32_e32 v85, s4, v46
	v_fma_f32 v76, s4, v75, v58
	v_fma_f32 v70, s4, v69, v42
	v_fmac_f32_e32 v69, s4, v58
	v_fma_f32 v58, s4, v57, v52
	v_fmac_f32_e32 v59, s4, v52
	v_fma_f32 v52, s4, v51, v223
	v_fma_f32 v46, s4, v45, v163
	v_fmac_f32_e32 v45, s4, v223
	v_fma_f32 v223, s4, v246, v4
	v_fmac_f32_e32 v224, s4, v4
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v219, vcc, s2, v219
	v_fma_f32 v1, s4, v0, v62
	v_fmac_f32_e32 v0, s4, v3
	v_fma_f32 v3, s4, v2, v68
	v_fmac_f32_e32 v2, s4, v62
	v_addc_co_u32_e32 v220, vcc, v4, v220, vcc
	global_store_dwordx4 v[219:220], v[0:3], off
	v_fmac_f32_e32 v157, s4, v68
	v_accvgpr_read_b32 v2, a18
	v_mov_b32_e32 v1, s3
	v_accvgpr_read_b32 v3, a19
	v_add_co_u32_e32 v0, vcc, s2, v2
	v_add_u32_e32 v217, 0xa4, v253
	v_mov_b32_e32 v218, v254
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_store_dwordx4 v[0:1], v[157:160], off
	v_lshlrev_b64 v[0:1], 2, v[217:218]
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_add_u32_e32 v215, 0xa8, v253
	v_mov_b32_e32 v216, v254
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dwordx4 v[0:1], v[153:156], off
	v_lshlrev_b64 v[0:1], 2, v[215:216]
	v_fmac_f32_e32 v149, s4, v74
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_add_u32_e32 v213, 0xac, v253
	v_mov_b32_e32 v214, v254
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dwordx4 v[0:1], v[149:152], off
	v_lshlrev_b64 v[0:1], 2, v[213:214]
	v_fmac_f32_e32 v145, s4, v80
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_accvgpr_read_b32 v2, a16
	s_nop 0
	global_store_dwordx4 v[0:1], v[145:148], off
	v_mov_b32_e32 v1, s3
	v_accvgpr_read_b32 v3, a17
	v_add_co_u32_e32 v0, vcc, s2, v2
	v_fmac_f32_e32 v141, s4, v82
	v_add_u32_e32 v211, 0xb4, v253
	v_mov_b32_e32 v212, v254
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_store_dwordx4 v[0:1], v[141:144], off
	v_lshlrev_b64 v[0:1], 2, v[211:212]
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_fmac_f32_e32 v137, s4, v124
	v_add_u32_e32 v209, 0xb8, v253
	v_mov_b32_e32 v210, v254
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dwordx4 v[0:1], v[137:140], off
	v_lshlrev_b64 v[0:1], 2, v[209:210]
	v_fmac_f32_e32 v162, s4, v207
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_add_u32_e32 v207, 0xbc, v253
	v_mov_b32_e32 v208, v254
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dwordx4 v[0:1], v[133:136], off
	v_lshlrev_b64 v[0:1], 2, v[207:208]
	v_fmac_f32_e32 v129, s4, v126
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_accvgpr_read_b32 v2, a14
	s_nop 0
	global_store_dwordx4 v[0:1], v[129:132], off
	v_mov_b32_e32 v1, s3
	v_accvgpr_read_b32 v3, a15
	v_add_co_u32_e32 v0, vcc, s2, v2
	v_fmac_f32_e32 v166, s4, v128
	v_fma_f32 v126, s4, v125, v243
	v_fmac_f32_e32 v125, s4, v242
	v_fma_f32 v128, s4, v127, v244
	v_fmac_f32_e32 v127, s4, v243
	v_add_u32_e32 v205, 0xc4, v253
	v_mov_b32_e32 v206, v254
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_store_dwordx4 v[0:1], v[125:128], off
	v_lshlrev_b64 v[0:1], 2, v[205:206]
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_fmac_f32_e32 v164, s4, v203
	v_fma_f32 v122, s4, v121, v245
	v_fmac_f32_e32 v121, s4, v244
	v_fma_f32 v124, s4, v123, v114
	v_fmac_f32_e32 v123, s4, v245
	v_add_u32_e32 v203, 0xc8, v253
	v_mov_b32_e32 v204, v254
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dwordx4 v[0:1], v[121:124], off
	v_lshlrev_b64 v[0:1], 2, v[203:204]
	v_fmac_f32_e32 v117, s4, v114
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_add_u32_e32 v201, 0xcc, v253
	v_mov_b32_e32 v202, v254
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dwordx4 v[0:1], v[117:120], off
	v_lshlrev_b64 v[0:1], 2, v[201:202]
	v_fmac_f32_e32 v14, s4, v106
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_fma_f32 v114, s4, v113, v12
	v_fmac_f32_e32 v113, s4, v6
	v_fma_f32 v116, s4, v115, v14
	v_fmac_f32_e32 v115, s4, v12
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_accvgpr_read_b32 v2, a12
	s_nop 0
	global_store_dwordx4 v[0:1], v[113:116], off
	v_mov_b32_e32 v1, s3
	v_accvgpr_read_b32 v3, a13
	v_add_co_u32_e32 v0, vcc, s2, v2
	v_fmac_f32_e32 v165, s4, v199
	v_fmac_f32_e32 v18, s4, v110
	v_fma_f32 v110, s4, v109, v8
	v_fmac_f32_e32 v109, s4, v14
	v_fma_f32 v112, s4, v111, v10
	v_fmac_f32_e32 v111, s4, v8
	v_add_u32_e32 v199, 0xd4, v253
	v_mov_b32_e32 v200, v254
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_store_dwordx4 v[0:1], v[109:112], off
	v_lshlrev_b64 v[0:1], 2, v[199:200]
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_fmac_f32_e32 v56, s4, v108
	v_fma_f32 v106, s4, v105, v16
	v_fmac_f32_e32 v105, s4, v10
	v_fma_f32 v108, s4, v107, v18
	v_fmac_f32_e32 v107, s4, v16
	v_add_u32_e32 v197, 0xd8, v253
	v_mov_b32_e32 v198, v254
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dwordx4 v[0:1], v[105:108], off
	v_lshlrev_b64 v[0:1], 2, v[197:198]
	v_fmac_f32_e32 v101, s4, v18
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_add_u32_e32 v195, 0xdc, v253
	v_mov_b32_e32 v196, v254
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dwordx4 v[0:1], v[101:104], off
	v_lshlrev_b64 v[0:1], 2, v[195:196]
	v_fma_f32 v98, s4, v97, v20
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_fmac_f32_e32 v97, s4, v26
	v_fmac_f32_e32 v99, s4, v20
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_accvgpr_read_b32 v2, a10
	s_nop 0
	global_store_dwordx4 v[0:1], v[97:100], off
	v_mov_b32_e32 v1, s3
	v_accvgpr_read_b32 v3, a11
	v_add_co_u32_e32 v0, vcc, s2, v2
	v_fma_f32 v96, s4, v95, v38
	v_fmac_f32_e32 v95, s4, v28
	v_add_u32_e32 v193, 0xe4, v253
	v_mov_b32_e32 v194, v254
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_store_dwordx4 v[0:1], v[93:96], off
	v_lshlrev_b64 v[0:1], 2, v[193:194]
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_fmac_f32_e32 v167, s4, v191
	v_fmac_f32_e32 v89, s4, v38
	v_add_u32_e32 v191, 0xe8, v253
	v_mov_b32_e32 v192, v254
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dwordx4 v[0:1], v[89:92], off
	v_lshlrev_b64 v[0:1], 2, v[191:192]
	v_add_u32_e32 v189, 0xec, v253
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_mov_b32_e32 v190, v254
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dwordx4 v[0:1], v[85:88], off
	v_lshlrev_b64 v[0:1], 2, v[189:190]
	v_fma_f32 v82, s4, v81, v34
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_fmac_f32_e32 v81, s4, v50
	v_fmac_f32_e32 v83, s4, v34
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_accvgpr_read_b32 v2, a8
	v_fma_f32 v168, s4, v180, v181
	global_store_dwordx4 v[0:1], v[81:84], off
	v_mov_b32_e32 v1, s3
	v_accvgpr_read_b32 v3, a9
	v_add_co_u32_e32 v0, vcc, s2, v2
	v_fma_f32 v27, s4, v222, v168
	v_fmac_f32_e32 v222, s4, v187
	v_fma_f32 v80, s4, v79, v56
	v_fmac_f32_e32 v79, s4, v36
	v_add_u32_e32 v187, 0xf4, v253
	v_mov_b32_e32 v188, v254
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_store_dwordx4 v[0:1], v[77:80], off
	v_lshlrev_b64 v[0:1], 2, v[187:188]
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_fma_f32 v74, s4, v73, v40
	v_fmac_f32_e32 v73, s4, v56
	v_fmac_f32_e32 v75, s4, v40
	v_add_u32_e32 v185, 0xf8, v253
	v_mov_b32_e32 v186, v254
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dwordx4 v[0:1], v[73:76], off
	v_lshlrev_b64 v[0:1], 2, v[185:186]
	v_fmac_f32_e32 v71, s4, v42
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_add_u32_e32 v183, 0xfc, v253
	v_mov_b32_e32 v184, v254
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dwordx4 v[0:1], v[69:72], off
	v_lshlrev_b64 v[0:1], 2, v[183:184]
	v_fma_f32 v68, s4, v67, v64
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_fmac_f32_e32 v67, s4, v44
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_accvgpr_read_b32 v2, a6
	s_nop 0
	global_store_dwordx4 v[0:1], v[65:68], off
	v_mov_b32_e32 v1, s3
	v_accvgpr_read_b32 v3, a7
	v_add_co_u32_e32 v0, vcc, s2, v2
	v_fma_f32 v62, s4, v61, v48
	v_fmac_f32_e32 v61, s4, v64
	v_fma_f32 v64, s4, v63, v166
	v_fmac_f32_e32 v63, s4, v48
	v_add_u32_e32 v181, 0x104, v253
	v_mov_b32_e32 v182, v254
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_store_dwordx4 v[0:1], v[61:64], off
	v_lshlrev_b64 v[0:1], 2, v[181:182]
	v_accvgpr_read_b32 v178, a107
	v_accvgpr_read_b32 v174, a102
	v_accvgpr_read_b32 v173, a101
	v_fma_f32 v232, s4, v179, v173
	v_fmac_f32_e32 v179, s4, v178
	v_fma_f32 v238, s4, v177, v178
	v_fma_f32 v173, s4, v173, v174
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_fma_f32 v5, s4, v238, v179
	v_fma_f32 v7, s4, v232, v173
	v_fmac_f32_e32 v232, s4, v179
	v_fmac_f32_e32 v57, s4, v166
	v_add_u32_e32 v179, 0x108, v253
	v_mov_b32_e32 v180, v254
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dwordx4 v[0:1], v[57:60], off
	v_lshlrev_b64 v[0:1], 2, v[179:180]
	v_fma_f32 v56, s4, v55, v221
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_fmac_f32_e32 v55, s4, v161
	v_add_u32_e32 v177, 0x10c, v253
	v_mov_b32_e32 v178, v254
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dwordx4 v[0:1], v[53:56], off
	v_lshlrev_b64 v[0:1], 2, v[177:178]
	v_fma_f32 v50, s4, v49, v162
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_fmac_f32_e32 v49, s4, v221
	v_fmac_f32_e32 v51, s4, v162
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_accvgpr_read_b32 v2, a4
	v_fma_f32 v239, s4, v174, v175
	global_store_dwordx4 v[0:1], v[49:52], off
	v_mov_b32_e32 v1, s3
	v_accvgpr_read_b32 v3, a5
	v_add_co_u32_e32 v0, vcc, s2, v2
	v_fma_f32 v248, s4, v239, v176
	v_fma_f32 v48, s4, v47, v225
	v_fmac_f32_e32 v47, s4, v163
	v_add_u32_e32 v175, 0x114, v253
	v_mov_b32_e32 v176, v254
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_store_dwordx4 v[0:1], v[45:48], off
	v_lshlrev_b64 v[0:1], 2, v[175:176]
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_fmac_f32_e32 v239, s4, v173
	v_fma_f32 v42, s4, v41, v164
	v_fmac_f32_e32 v41, s4, v225
	v_fma_f32 v44, s4, v43, v227
	v_fmac_f32_e32 v43, s4, v164
	v_add_u32_e32 v173, 0x118, v253
	v_mov_b32_e32 v174, v254
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dwordx4 v[0:1], v[41:44], off
	v_lshlrev_b64 v[0:1], 2, v[173:174]
	v_fmac_f32_e32 v237, s4, v171
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_fmac_f32_e32 v238, s4, v172
	v_fma_f32 v38, s4, v37, v165
	v_fmac_f32_e32 v37, s4, v227
	v_fma_f32 v40, s4, v39, v229
	v_fmac_f32_e32 v39, s4, v165
	v_add_u32_e32 v171, 0x11c, v253
	v_mov_b32_e32 v172, v254
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dwordx4 v[0:1], v[37:40], off
	v_lshlrev_b64 v[0:1], 2, v[171:172]
	v_fma_f32 v34, s4, v33, v167
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_fmac_f32_e32 v33, s4, v229
	v_fma_f32 v36, s4, v35, v231
	v_fmac_f32_e32 v35, s4, v167
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_accvgpr_read_b32 v2, a2
	s_nop 0
	global_store_dwordx4 v[0:1], v[33:36], off
	v_mov_b32_e32 v1, s3
	v_accvgpr_read_b32 v3, a3
	v_add_co_u32_e32 v0, vcc, s2, v2
	v_fmac_f32_e32 v236, s4, v170
	v_fmac_f32_e32 v29, s4, v231
	v_add_u32_e32 v169, 0x124, v253
	v_mov_b32_e32 v170, v254
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_store_dwordx4 v[0:1], v[29:32], off
	v_lshlrev_b64 v[0:1], 2, v[169:170]
	v_fmac_f32_e32 v234, s4, v168
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_fma_f32 v26, s4, v25, v222
	v_fmac_f32_e32 v25, s4, v233
	v_fma_f32 v28, s4, v27, v234
	v_fmac_f32_e32 v27, s4, v222
	v_add_u32_e32 v167, 0x128, v253
	v_mov_b32_e32 v168, v254
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dwordx4 v[0:1], v[25:28], off
	v_lshlrev_b64 v[0:1], 2, v[167:168]
	v_fmac_f32_e32 v21, s4, v234
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_add_u32_e32 v165, 0x12c, v253
	v_mov_b32_e32 v166, v254
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dwordx4 v[0:1], v[21:24], off
	v_lshlrev_b64 v[0:1], 2, v[165:166]
	v_fma_f32 v18, s4, v17, v226
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_accvgpr_read_b32 v3, a1
	v_fmac_f32_e32 v17, s4, v235
	v_fma_f32 v20, s4, v19, v236
	v_fmac_f32_e32 v19, s4, v226
	v_accvgpr_read_b32 v2, a0
	v_fma_f32 v14, s4, v13, v228
	global_store_dwordx4 v[0:1], v[17:20], off
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	v_fmac_f32_e32 v13, s4, v236
	v_fma_f32 v16, s4, v15, v237
	v_fmac_f32_e32 v15, s4, v228
	v_add_u32_e32 v163, 0x134, v253
	v_mov_b32_e32 v164, v254
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_store_dwordx4 v[0:1], v[13:16], off
	v_lshlrev_b64 v[0:1], 2, v[163:164]
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_fma_f32 v10, s4, v9, v230
	v_fmac_f32_e32 v9, s4, v237
	v_fma_f32 v12, s4, v11, v238
	v_fmac_f32_e32 v11, s4, v230
	v_add_u32_e32 v161, 0x138, v253
	v_mov_b32_e32 v162, v254
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dwordx4 v[0:1], v[9:12], off
	v_lshlrev_b64 v[0:1], 2, v[161:162]
	v_fma_f32 v6, s4, v5, v232
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_fmac_f32_e32 v5, s4, v238
	v_fma_f32 v8, s4, v7, v239
	v_fmac_f32_e32 v7, s4, v232
	v_add_u32_e32 v253, 0x13c, v253
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dwordx4 v[0:1], v[5:8], off
	v_lshlrev_b64 v[0:1], 2, v[253:254]
	v_mov_b32_e32 v221, v248
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_fma_f32 v222, s4, v221, v246
	v_fmac_f32_e32 v221, s4, v239
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dwordx4 v[0:1], v[221:224], off
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 255
		.amdhsa_next_free_sgpr 98
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
	.size	tile_spill, .Lfunc_end0-tile_spill
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 12020
; NumSgprs: 13
; NumVgprs: 255
; NumAgprs: 134
; TotalNumVgprs: 255
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 63
; NumSGPRsForWavesPerEU: 102
; NumVGPRsForWavesPerEU: 255
; Occupancy: 1
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
  - .agpr_count:     134
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
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         tile_spill.kd
    .uses_dynamic_stack: false
    .vgpr_count:     255
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx908
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
