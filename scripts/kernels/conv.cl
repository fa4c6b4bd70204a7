// 2-D convolution with a filter in constant memory (clamped borders), and a 1-D 5-tap blur
// staged through local memory with a halo.
__kernel void conv2d(__global const float *img, __constant float *filt, __global float *out,
                     int w, int h, int r) {
  int x = get_global_id(0), y = get_global_id(1);
  if (x >= w || y >= h) return;
  float acc = 0.0f;
  int fw = 2 * r + 1;
  for (int dy = -r; dy <= r; dy++) {
    int yy = clamp(y + dy, 0, h - 1);
    for (int dx = -r; dx <= r; dx++) {
      int xx = clamp(x + dx, 0, w - 1);
      acc = mad(img[yy * w + xx], filt[(dy + r) * fw + dx + r], acc);
    }
  }
  out[y * w + x] = acc;
}

#define WG 64
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void blur5(__global const float4 *in, __global float4 *out, uint n) {
  __local float4 s[WG + 4];
  uint lid = get_local_id(0);
  int gid = get_global_id(0);
  s[lid + 2] = in[clamp(gid, 0, (int)n - 1)];
  if (lid < 2) s[lid] = in[max(gid - 2, 0)];
  if (lid >= WG - 2) s[lid + 4] = in[min(gid + 2, (int)n - 1)];
  barrier(CLK_LOCAL_MEM_FENCE);
  float4 v = (s[lid] + s[lid + 4]) * 0.0625f + (s[lid + 1] + s[lid + 3]) * 0.25f + s[lid + 2] * 0.375f;
  if (gid < n) out[gid] = v;
}
