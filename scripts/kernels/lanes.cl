// Cross-lane data movement with DPP on GCN 1.2/1.4: every kind of DPP control (quad_perm, row
// shifts and rotates, wave shifts and rotates, mirrors, broadcasts), masks and bound_ctrl, an
// inclusive prefix sum and a float max reduction over a row. GCN 1.0/1.1 use ds_swizzle.
__kernel void permute(__global const int *in, __global int *out) {
  size_t i = get_global_id(0);
  int v = in[i];
#if defined(__GFX8__) || defined(__GFX9__)
  int r = __builtin_amdgcn_mov_dpp(v, 0x1b, 0xf, 0xf, false);        // quad_perm:[3,2,1,0]
  r += __builtin_amdgcn_mov_dpp(v, 0x101, 0xf, 0xf, true);           // row_shl:1 bound_ctrl
  r += __builtin_amdgcn_mov_dpp(v, 0x121, 0x5, 0xf, false);          // row_ror:1, rows 0 and 2
  r += __builtin_amdgcn_mov_dpp(v, 0x130, 0xf, 0xf, false);          // wave_shl:1
  r += __builtin_amdgcn_mov_dpp(v, 0x134, 0xf, 0x3, false);          // wave_rol:1, banks 0-1
  r += __builtin_amdgcn_mov_dpp(v, 0x138, 0xf, 0xf, true);           // wave_shr:1
  r += __builtin_amdgcn_mov_dpp(v, 0x13c, 0xf, 0xf, false);          // wave_ror:1
  r += __builtin_amdgcn_mov_dpp(v, 0x140, 0xf, 0xf, false);          // row_mirror
  r += __builtin_amdgcn_mov_dpp(v, 0x141, 0xf, 0xf, false);          // row_half_mirror
  r += __builtin_amdgcn_update_dpp(-1, v, 0x142, 0xa, 0xf, false);   // row_bcast:15
#else
  int r = __builtin_amdgcn_ds_swizzle(v, 0x001b) + __builtin_amdgcn_ds_swizzle(v, 0x041f);
#endif
  out[i] = r;
}

__kernel void prefix_sum(__global const uint *in, __global uint *out) {
  size_t i = get_global_id(0);
  uint v = in[i];
#if defined(__GFX8__) || defined(__GFX9__)
  v += __builtin_amdgcn_update_dpp(0u, v, 0x111, 0xf, 0xf, false);  // row_shr:1
  v += __builtin_amdgcn_update_dpp(0u, v, 0x112, 0xf, 0xf, false);  // row_shr:2
  v += __builtin_amdgcn_update_dpp(0u, v, 0x113, 0xf, 0xf, false);  // row_shr:3
  v += __builtin_amdgcn_update_dpp(0u, v, 0x114, 0xf, 0xe, false);  // row_shr:4
  v += __builtin_amdgcn_update_dpp(0u, v, 0x118, 0xf, 0xc, false);  // row_shr:8
  v += __builtin_amdgcn_update_dpp(0u, v, 0x142, 0xa, 0xf, false);  // row_bcast:15
  v += __builtin_amdgcn_update_dpp(0u, v, 0x143, 0xc, 0xf, false);  // row_bcast:31
#else
  v += __builtin_amdgcn_ds_swizzle(v, 0x041f);
#endif
  out[i] = v;
}

__kernel void row_max(__global const float *in, __global float *out) {
  size_t i = get_global_id(0);
  float v = in[i];
#if defined(__GFX8__) || defined(__GFX9__)
#define ROW_MAX_STEP(ctrl) v = fmax(v, __builtin_bit_cast(float, __builtin_amdgcn_update_dpp(0, __builtin_bit_cast(int, v), ctrl, 0xf, 0xf, false)))
  ROW_MAX_STEP(0x111);  // row_shr:1
  ROW_MAX_STEP(0x112);  // row_shr:2
  ROW_MAX_STEP(0x114);  // row_shr:4
  ROW_MAX_STEP(0x118);  // row_shr:8
#else
  v = fmax(v, __builtin_bit_cast(float, __builtin_amdgcn_ds_swizzle(__builtin_bit_cast(int, v), 0x041f)));
#endif
  out[i] = v;
}
