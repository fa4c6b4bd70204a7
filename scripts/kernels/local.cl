// A __local pointer argument: its LDS is given at dispatch (after the static group segment).
// Each work-group reverses its slice through it and adds a static __local table.
__kernel void reverse_local(__global const uint *in, __global uint *out, __local uint *tmp) {
  __local uint fixed[4];
  uint lid = get_local_id(0), n = get_local_size(0);
  size_t gid = get_global_id(0);
  if (lid < 4) fixed[lid] = 100 * lid;
  tmp[lid] = in[gid];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[gid] = tmp[n - 1 - lid] + fixed[lid & 3];
}
