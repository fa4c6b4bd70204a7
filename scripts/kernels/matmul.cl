// Tiled single-precision matrix multiply C = A * B (row-major, N a multiple of TILE), 2-D
// work-groups of TILE x TILE, both tiles staged through local memory.
#define TILE 16

__kernel __attribute__((reqd_work_group_size(TILE, TILE, 1)))
void matmul_tiled(__global const float *A, __global const float *B, __global float *C, uint N) {
  __local float As[TILE][TILE];
  __local float Bs[TILE][TILE + 1];
  uint tx = get_local_id(0), ty = get_local_id(1);
  uint col = get_group_id(0) * TILE + tx;
  uint row = get_group_id(1) * TILE + ty;
  float acc = 0.0f;
  for (uint t = 0; t < N / TILE; t++) {
    As[ty][tx] = A[row * N + t * TILE + tx];
    Bs[ty][tx] = B[(t * TILE + ty) * N + col];
    barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll
    for (uint k = 0; k < TILE; k++) acc = fma(As[ty][k], Bs[k][tx], acc);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  C[row * N + col] = acc;
}
