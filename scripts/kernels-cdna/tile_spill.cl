// A large per-thread tile (320 floats live at once) that does not fit in 256 VGPRs: on gfx908
// the compiler spills VGPRs to AGPRs (v_accvgpr_write_b32 / v_accvgpr_read_b32) rather than to
// scratch; on gfx90a+ the unified 512-register file (.amdhsa_accum_offset) takes them.
// out[g * N + i] = sum over r < ROUNDS of the tile after r rotations: t[i] = t[i] * s + t[(i + 1) % N].
#define N 320
#define ROUNDS 3

__kernel __attribute__((reqd_work_group_size(64, 1, 1))) __attribute__((amdgpu_waves_per_eu(1, 1)))
void tile_spill(__global const float *in, __global float *out, float s) {
  uint g = get_global_id(0);
  float t[N], u[N];
#pragma unroll
  for (uint i = 0; i < N; i++) t[i] = in[g * N + i];
#pragma unroll
  for (uint r = 0; r < ROUNDS; r++) {
#pragma unroll
    for (uint i = 0; i < N; i++) u[i] = t[i] * s + t[(i + 1) % N];
#pragma unroll
    for (uint i = 0; i < N; i++) t[i] = u[i];
  }
#pragma unroll
  for (uint i = 0; i < N; i++) out[g * N + i] = t[i];
}
