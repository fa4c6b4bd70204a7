// GCN 1.0 (tahiti): copy 4 dwords through a buffer, with a scalar constant load.
  s_load_dwordx4 s[4:7], s[0:1], 0x0          // buffer descriptor of the source
  s_load_dwordx4 s[8:11], s[0:1], 0x4         // buffer descriptor of the destination
  s_buffer_load_dword s12, s[4:7], 0x10       // a scalar constant from the source buffer
  s_waitcnt lgkmcnt(0)
  buffer_load_dwordx4 v[4:7], v0, s[4:7], 0 offen
  buffer_load_dword v8, v[2:3], s[4:7], 0 addr64 offset:16
  s_waitcnt vmcnt(0)
  buffer_store_dwordx4 v[4:7], v0, s[8:11], s12 offen glc
  buffer_atomic_add v8, v0, s[8:11], 0 offen offset:64 glc
  buffer_atomic_cmpswap v[10:11], v[2:3], s[8:11], 0 addr64
  s_memtime s[14:15]
  s_dcache_inv
  buffer_wbinvl1_sc
  s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
  s_barrier
  s_nop 0
  s_endpgm
