// C = A * B (32 x K times K x 32, bf16 bits as ushort in, f32 out, K a multiple of 8) by one
// wave64: gfx908 has v_mfma_f32_32x32x4bf16 (2 bf16 a lane, K = 4 a step), gfx90a+
// v_mfma_f32_32x32x8bf16_1k (4 a lane, K = 8; gfx940: v_mfma_f32_32x32x8_bf16). Lane l holds
// A[l % 32][k0 + KP * (l / 32) + t], t < KP (KP = 2 or 4); D as in mfma_f16.cl.
#if defined(__gfx908__)
#define KP 2
typedef short2 bvec;
#define MFMA(a, b, c) __builtin_amdgcn_mfma_f32_32x32x4bf16(a, b, c, 0, 0, 0)
#else
#define KP 4
typedef short4 bvec;
#define MFMA(a, b, c) __builtin_amdgcn_mfma_f32_32x32x8bf16_1k(a, b, c, 0, 0, 0)
#endif

__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void mfma_bf16(__global const ushort *A, __global const ushort *B, __global float *C, uint K) {
  uint l = get_local_id(0), row = l % 32, kg = l / 32;
  float16 acc = (float16)(0.0f);
  for (uint k0 = 0; k0 < K; k0 += 2 * KP) {
    short a[KP], b[KP];
    for (uint t = 0; t < KP; t++) {
      a[t] = (short)A[row * K + k0 + KP * kg + t];
      b[t] = (short)B[(k0 + KP * kg + t) * 32 + row];
    }
#if KP == 2
    acc = MFMA((bvec)(a[0], a[1]), (bvec)(b[0], b[1]), acc);
#else
    acc = MFMA((bvec)(a[0], a[1], a[2], a[3]), (bvec)(b[0], b[1], b[2], b[3]), acc);
#endif
  }
#pragma unroll
  for (uint i = 0; i < 16; i++) C[(8 * (i / 4) + 4 * kg + i % 4) * 32 + row] = acc[i];
}
