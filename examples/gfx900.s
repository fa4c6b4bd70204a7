// GCN 1.4 (gfx900): SMEM atomics and SGPR+immediate offsets, GLOBAL/SCRATCH, packed D16.
  s_load_dwordx2 s[2:3], s[0:1], 0x0
  s_load_dword s4, s[0:1], s5 offset:0x10
  s_load_dword s6, s[0:1], -0x8
  s_waitcnt lgkmcnt(0)
  s_atomic_add s4, s[2:3], 0x40 glc
  s_buffer_atomic_cmpswap_x2 s[8:11], s[12:15], 0x0
  global_load_dword v5, v[2:3], off offset:-16
  global_load_dwordx4 v[8:11], v1, s[2:3] offset:256 glc
  scratch_store_dword off, v5, s7 offset:4
  scratch_load_ubyte_d16_hi v6, v1, off
  buffer_load_format_d16_xyzw v[12:13], v0, s[16:19], 0 idxen
  buffer_load_short_d16 v14, off, s[16:19], s4 offset:2
  flat_load_dword v15, v[2:3] offset:4095
  s_waitcnt vmcnt(0) lgkmcnt(0)
  global_atomic_smax_x2 v[16:17], v[2:3], v[18:19], off glc slc
  s_dcache_discard s[2:3], s4
  s_scratch_load_dwordx2 s[20:21], s[0:1], 0x8
  s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(0)
  s_endpgm
