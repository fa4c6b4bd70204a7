// One step of a bitonic sort over key/value pairs in global memory, and a whole local-memory
// bitonic sort of 2*WG uints.
__kernel void bitonic_step(__global uint *keys, __global uint *vals, uint j, uint k) {
  uint i = get_global_id(0);
  uint ixj = i ^ j;
  if (ixj > i) {
    uint a = keys[i], b = keys[ixj];
    bool up = (i & k) == 0;
    if ((a > b) == up) {
      keys[i] = b;
      keys[ixj] = a;
      uint va = vals[i];
      vals[i] = vals[ixj];
      vals[ixj] = va;
    }
  }
}

#define WG 128
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void bitonic_local(__global uint *data) {
  __local uint s[2 * WG];
  uint lid = get_local_id(0);
  __global uint *d = data + get_group_id(0) * 2 * WG;
  s[lid] = d[lid];
  s[lid + WG] = d[lid + WG];
  for (uint size = 2; size <= 2 * WG; size <<= 1) {
    bool dir = ((lid & (size / 2)) != 0);
    for (uint stride = size / 2; stride > 0; stride >>= 1) {
      barrier(CLK_LOCAL_MEM_FENCE);
      uint pos = 2 * lid - (lid & (stride - 1));
      uint a = s[pos], b = s[pos + stride];
      if ((a > b) != dir) {
        s[pos] = b;
        s[pos + stride] = a;
      }
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  d[lid] = s[lid];
  d[lid + WG] = s[lid + WG];
}
