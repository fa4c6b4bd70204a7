// GCN 1.1 (bonaire): FLAT addressing, SMRD literal offsets, buffer atomics.
  s_load_dwordx2 s[2:3], s[0:1], 0x0
  s_load_dword s4, s[0:1], 0x12345            // needs the GCN 1.1 32-bit literal form
  s_waitcnt lgkmcnt(0)
  flat_load_dword v5, v[2:3]
  flat_load_dwordx4 v[8:11], v[2:3] glc slc
  s_waitcnt vmcnt(0) lgkmcnt(0)
  flat_store_dwordx3 v[2:3], v[8:10]
  flat_atomic_add v6, v[2:3], v5 glc
  flat_atomic_fmax_x2 v[2:3], v[8:9]
  buffer_load_ushort v12, off, s[4:7], s5 offset:2
  buffer_atomic_inc_x2 v[14:15], v0, s[4:7], 0 idxen glc
  s_dcache_inv_vol
  buffer_wbinvl1_vol
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_endpgm
