// Matrix transpose through a padded local tile (coalesced reads and writes), and a naive one.
#define TD 32
#define ROWS 8

__kernel __attribute__((reqd_work_group_size(TD, ROWS, 1)))
void transpose_tiled(__global float *out, __global const float *in, uint width, uint height) {
  __local float tile[TD][TD + 1];
  uint x = get_group_id(0) * TD + get_local_id(0);
  uint y = get_group_id(1) * TD + get_local_id(1);
  for (uint j = 0; j < TD; j += ROWS)
    if (x < width && y + j < height) tile[get_local_id(1) + j][get_local_id(0)] = in[(y + j) * width + x];
  barrier(CLK_LOCAL_MEM_FENCE);
  x = get_group_id(1) * TD + get_local_id(0);
  y = get_group_id(0) * TD + get_local_id(1);
  for (uint j = 0; j < TD; j += ROWS)
    if (x < height && y + j < width) out[(y + j) * height + x] = tile[get_local_id(0)][get_local_id(1) + j];
}

__kernel void transpose_naive(__global double *out, __global const double *in, uint width, uint height) {
  uint x = get_global_id(0), y = get_global_id(1);
  if (x < width && y < height) out[x * height + y] = in[y * width + x];
}
