// Sum reduction: each work-group reduces its slice in local memory (tree, with barriers), then one
// work-item per group adds the partial sum to the result with a global atomic.
#define WG 256

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void reduce_sum(__global const float *in, __global float *partial, uint n) {
  __local float tile[WG];
  uint lid = get_local_id(0);
  size_t gid = get_global_id(0);
  size_t stride = get_global_size(0);
  float acc = 0.0f;
  for (size_t i = gid; i < n; i += stride) acc += in[i];
  tile[lid] = acc;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint s = WG / 2; s > 0; s >>= 1) {
    if (lid < s) tile[lid] += tile[lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0) partial[get_group_id(0)] = tile[0];
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void reduce_max_u32(__global const uint *in, __global uint *result, uint n) {
  __local uint tile[WG];
  uint lid = get_local_id(0);
  size_t gid = get_global_id(0);
  uint v = gid < n ? in[gid] : 0u;
  tile[lid] = v;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint s = WG / 2; s > 0; s >>= 1) {
    if (lid < s) tile[lid] = max(tile[lid], tile[lid + s]);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0) atomic_max((volatile __global uint *)result, tile[0]);
}
