// C = A * B (32 x K times K x 32, int8 in, int32 out, K a multiple of 16) by one wave64:
// gfx908/gfx90a have v_mfma_i32_32x32x8i8 (4 int8 a lane, K = 8 a step), gfx940+
// v_mfma_i32_32x32x16_i8 (8 a lane, K = 16). Lane l holds A[l % 32][k0 + KP * (l / 32) + t]
// (t < KP) packed from bit 0 up; D as in mfma_f16.cl.
#if defined(__gfx940__) || defined(__gfx941__) || defined(__gfx942__)
#define KP 8
#else
#define KP 4
#endif

__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void mfma_i8(__global const char *A, __global const char *B, __global int *C, uint K) {
  uint l = get_local_id(0), row = l % 32, kg = l / 32;
  int16 acc = (int16)(0);
  for (uint k0 = 0; k0 < K; k0 += 2 * KP) {
    ulong a = 0, b = 0;
    for (uint t = 0; t < KP; t++) {
      a |= (ulong)(uchar)A[row * K + k0 + KP * kg + t] << (8 * t);
      b |= (ulong)(uchar)B[(k0 + KP * kg + t) * 32 + row] << (8 * t);
    }
#if KP == 8
    acc = __builtin_amdgcn_mfma_i32_32x32x16_i8((long)a, (long)b, acc, 0, 0, 0);
#else
    acc = __builtin_amdgcn_mfma_i32_32x32x8i8((int)a, (int)b, acc, 0, 0, 0);
#endif
  }
#pragma unroll
  for (uint i = 0; i < 16; i++) C[(8 * (i / 4) + 4 * kg + i % 4) * 32 + row] = acc[i];
}
