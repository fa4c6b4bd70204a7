// gfx906 (GCN 1.4.1) only, so outside scripts/kernels/*.cl (which every GPU compiles): the dot
// products of dot1/dot2/dot7/dot10-insts through clang's builtins (v_dot2_i32_i16, v_dot2_u32_u16,
// v_dot4_i32_i8, v_dot4_u32_u8, v_dot8_i32_i4, v_dot8_u32_u4, v_dot2_f32_f16), with and without
// clamp, and float fma (v_fmac_f32 / v_fma_mix* where clang picks them).
// Compiled by test/run-gfx906.test.ts's command (see there) into test/objects/hsa/gfx906/dot.o.
__kernel void dots(__global const uint *a, __global const uint *b, __global const int *c, __global int *out) {
  size_t i = get_global_id(0);
  uint x = a[i], y = b[i];
  int z = c[i];
  out[8 * i + 0] = __builtin_amdgcn_sdot2(as_short2(x), as_short2(y), z, false);
  out[8 * i + 1] = (int)__builtin_amdgcn_udot2(as_ushort2(x), as_ushort2(y), (uint)z, false);
  out[8 * i + 2] = __builtin_amdgcn_sdot4((int)x, (int)y, z, false);
  out[8 * i + 3] = (int)__builtin_amdgcn_udot4(x, y, (uint)z, false);
  out[8 * i + 4] = __builtin_amdgcn_sdot8((int)x, (int)y, z, false);
  out[8 * i + 5] = (int)__builtin_amdgcn_udot8(x, y, (uint)z, false);
  out[8 * i + 6] = __builtin_amdgcn_sdot2(as_short2(x), as_short2(y), z, true);
  out[8 * i + 7] = (int)__builtin_amdgcn_udot4(x, y, (uint)z, true) ^ (int)~(x ^ y);
}

__kernel void fdots(__global const half2 *a, __global const half2 *b, __global const float *c, __global float *out) {
  size_t i = get_global_id(0);
  float z = c[i];
  out[3 * i + 0] = __builtin_amdgcn_fdot2(a[i], b[i], z, false);
  out[3 * i + 1] = __builtin_fmaf(z, (float)a[i].x, out[3 * i + 0]);
  out[3 * i + 2] = __builtin_fmaf((float)a[i].y, (float)b[i].x, z);
}
