// C = A * B + C (32 x K times K x 32, row-major f32, K even) by one wave64 with
// v_mfma_f32_32x32x2f32 (gfx940: v_mfma_f32_32x32x2_f32): lane l holds A[l % 32][k0 + l / 32]
// and B[k0 + l / 32][l % 32]; D as in mfma_f16.cl. C is read as the initial accumulator.
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void mfma_f32(__global const float *A, __global const float *B, __global float *C, uint K) {
  uint l = get_local_id(0), row = l % 32, kg = l / 32;
  float16 acc;
#pragma unroll
  for (uint i = 0; i < 16; i++) acc[i] = C[(8 * (i / 4) + 4 * kg + i % 4) * 32 + row];
  for (uint k0 = 0; k0 < K; k0 += 2)
    acc = __builtin_amdgcn_mfma_f32_32x32x2f32(A[row * K + k0 + kg], B[(k0 + kg) * 32 + row], acc, 0, 0, 0);
#pragma unroll
  for (uint i = 0; i < 16; i++) C[(8 * (i / 4) + 4 * kg + i % 4) * 32 + row] = acc[i];
}
