// Work-group inclusive prefix sum (Hillis-Steele, double-buffered in local memory) and an
// exclusive Blelloch scan of 2*WG elements.
#define WG 128

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void scan_inclusive(__global const int *in, __global int *out, __global int *block_sums) {
  __local int buf[2][WG];
  uint lid = get_local_id(0);
  size_t gid = get_global_id(0);
  int pout = 0, pin = 1;
  buf[pout][lid] = in[gid];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint off = 1; off < WG; off <<= 1) {
    pout = 1 - pout;
    pin = 1 - pout;
    int v = buf[pin][lid];
    if (lid >= off) v += buf[pin][lid - off];
    buf[pout][lid] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[gid] = buf[pout][lid];
  if (lid == WG - 1) block_sums[get_group_id(0)] = buf[pout][lid];
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void scan_blelloch(__global const float *in, __global float *out) {
  __local float t[2 * WG];
  uint lid = get_local_id(0);
  size_t base = get_group_id(0) * 2 * WG;
  t[2 * lid] = in[base + 2 * lid];
  t[2 * lid + 1] = in[base + 2 * lid + 1];
  uint off = 1;
  for (uint d = WG; d > 0; d >>= 1) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < d) {
      uint ai = off * (2 * lid + 1) - 1, bi = off * (2 * lid + 2) - 1;
      t[bi] += t[ai];
    }
    off *= 2;
  }
  if (lid == 0) t[2 * WG - 1] = 0.0f;
  for (uint d = 1; d < 2 * WG; d *= 2) {
    off >>= 1;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < d) {
      uint ai = off * (2 * lid + 1) - 1, bi = off * (2 * lid + 2) - 1;
      float x = t[ai];
      t[ai] = t[bi];
      t[bi] += x;
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  out[base + 2 * lid] = t[2 * lid];
  out[base + 2 * lid + 1] = t[2 * lid + 1];
}
