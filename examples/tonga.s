// GCN 1.2 (tonga): SMEM loads and stores, D16 (unpacked) formats, FLAT.
  s_load_dwordx2 s[2:3], s[0:1], 0x0
  s_load_dwordx4 s[4:7], s[0:1], 0x8
  s_buffer_load_dwordx2 s[8:9], s[4:7], m0 glc
  s_waitcnt lgkmcnt(0)
  buffer_load_format_d16_xyzw v[4:7], v0, s[4:7], 0 idxen
  buffer_load_dword v8, off, s[4:7], s10 offset:4095 glc slc
  buffer_load_dword v[9:10], v0, s[4:7], 0 offen tfe
  flat_load_dwordx2 v[12:13], v[2:3]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  flat_atomic_cmpswap v14, v[2:3], v[12:13] glc
  buffer_store_format_d16_xy v[4:5], v0, s[4:7], 0 idxen
  s_store_dword s8, s[2:3], 0x100 glc
  s_dcache_wb
  s_memrealtime s[16:17]
  buffer_store_lds_dword s[4:7], 0 offset:8 lds
  buffer_wbinvl1_vol
  s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
  s_endpgm
