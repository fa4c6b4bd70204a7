// CDNA 3 (gfx940, MI300): GFX9's encodings; AGPRs, MFMA and packed FP32 come with issue 28.
  s_load_dwordx4 s[0:3], s[4:5], 0x0
  s_waitcnt lgkmcnt(0)
  global_load_dword v1, v0, s[0:1]
  v_lshlrev_b32_e32 v2, 2, v0
  s_waitcnt vmcnt(0)
  v_fma_f32 v3, v1, s2, v1
  global_store_dword v2, v3, s[0:1] offset:16
  s_endpgm
