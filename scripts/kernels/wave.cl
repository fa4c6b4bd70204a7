// Wave-level primitives: a 64-lane sum with DPP row shifts and broadcasts (GCN 1.2/1.4) or
// ds_swizzle butterflies (GCN 1.0/1.1), lane ids from mbcnt, readlane/readfirstlane, a
// wave-uniform branch, and s_sleep / s_setprio hints.
__kernel void wave_sum(__global const int *in, __global int *out, __global uint *lanes) {
  size_t i = get_global_id(0);
  int v = in[i];
  uint lane = __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
#if defined(__GFX8__) || defined(__GFX9__)
  v += __builtin_amdgcn_update_dpp(0, v, 0x111, 0xf, 0xf, false);  // row_shr:1
  v += __builtin_amdgcn_update_dpp(0, v, 0x112, 0xf, 0xf, false);  // row_shr:2
  v += __builtin_amdgcn_update_dpp(0, v, 0x114, 0xf, 0xe, false);  // row_shr:4
  v += __builtin_amdgcn_update_dpp(0, v, 0x118, 0xf, 0xc, false);  // row_shr:8
  v += __builtin_amdgcn_update_dpp(0, v, 0x142, 0xa, 0xf, false);  // row_bcast:15
  v += __builtin_amdgcn_update_dpp(0, v, 0x143, 0xc, 0xf, false);  // row_bcast:31
  int total = __builtin_amdgcn_readlane(v, 63);
#else
  v += __builtin_amdgcn_ds_swizzle(v, 0x041f);  // xor 1
  v += __builtin_amdgcn_ds_swizzle(v, 0x081f);  // xor 2
  v += __builtin_amdgcn_ds_swizzle(v, 0x101f);  // xor 4
  v += __builtin_amdgcn_ds_swizzle(v, 0x201f);  // xor 8
  v += __builtin_amdgcn_ds_swizzle(v, 0x401f);  // xor 16
  int total = __builtin_amdgcn_readlane(v, 0) + __builtin_amdgcn_readlane(v, 32);
#endif
  int first = __builtin_amdgcn_readfirstlane(in[i & ~63ul]);
  __builtin_amdgcn_s_setprio(2);
  if (first > 1000) __builtin_amdgcn_s_sleep(2);  // uniform
  __builtin_amdgcn_s_setprio(0);
  out[i] = total - first;
  lanes[i] = lane;
}
