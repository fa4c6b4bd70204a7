// C = A * B (32 x K times K x 32, row-major, f16 in, f32 out, K a multiple of 8) by one wave64
// with v_mfma_f32_32x32x8f16 (gfx908+; gfx940 spells it v_mfma_f32_32x32x8_f16), the 16
// accumulators in AGPRs (gfx908) or wherever the compiler puts them (gfx90a+).
// Layout (src/sim/mfma.ts): lane l holds A[l % 32][k0 + 4 * (l / 32) + t] and
// B[k0 + 4 * (l / 32) + t][l % 32], t = 0..3; D register r of lane l is
// C[8 * (r / 4) + 4 * (l / 32) + r % 4][l % 32].
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void mfma_f16(__global const half *A, __global const half *B, __global float *C, uint K) {
  uint l = get_local_id(0), row = l % 32, kg = l / 32;
  float16 acc = (float16)(0.0f);
  for (uint k0 = 0; k0 < K; k0 += 8) {
    half4 a, b;
    a.s0 = A[row * K + k0 + 4 * kg + 0]; a.s1 = A[row * K + k0 + 4 * kg + 1];
    a.s2 = A[row * K + k0 + 4 * kg + 2]; a.s3 = A[row * K + k0 + 4 * kg + 3];
    b.s0 = B[(k0 + 4 * kg + 0) * 32 + row]; b.s1 = B[(k0 + 4 * kg + 1) * 32 + row];
    b.s2 = B[(k0 + 4 * kg + 2) * 32 + row]; b.s3 = B[(k0 + 4 * kg + 3) * 32 + row];
    acc = __builtin_amdgcn_mfma_f32_32x32x8f16(a, b, acc, 0, 0, 0);
  }
#pragma unroll
  for (uint i = 0; i < 16; i++) C[(8 * (i / 4) + 4 * kg + i % 4) * 32 + row] = acc[i];
}
