// Sub-dword arithmetic, the code clang-19 writes with SDWA on GCN 1.2/1.4: byte and short lanes
// of packed uchar4/ushort2/char4 vectors added, multiplied, shifted, compared and selected, bytes
// extracted and converted to float, and half-precision halves taken apart. GCN 1.0/1.1 do the
// same with shifts and bitfield extracts.
__kernel void bytes4(__global const uchar4 *a, __global const uchar4 *b, __global uchar4 *sum, __global uchar4 *mx, __global ushort4 *prod) {
  size_t i = get_global_id(0);
  uchar4 x = a[i], y = b[i];
  sum[i] = x + y;
  mx[i] = (x > y ? x : y) - (x < y ? x : y);
  prod[i] = __builtin_convertvector(x, ushort4) * __builtin_convertvector(y, ushort4);
}

__kernel void shorts2(__global const short2 *a, __global const short2 *b, __global short2 *out, __global int *dot) {
  size_t i = get_global_id(0);
  short2 x = a[i], y = b[i];
  out[i] = (x << (short2)(1, 2)) - (y >> (short2)(3, 1));
  dot[i] = (int)x.x * y.x + (int)x.y * y.y;
}

__kernel void signed_bytes(__global const char4 *a, __global int *out, __global float *f) {
  size_t i = get_global_id(0);
  char4 c = a[i];
  out[i] = (c.x < c.y ? c.z : c.w) + (c.y > 0 ? (int)c.y : -(int)c.y);
  f[i] = (float)c.x + (float)c.w * 0.5f;
}

__kernel void extract(__global const uint *w, __global float *f, __global ushort *hi, __global uchar *b2) {
  size_t i = get_global_id(0);
  uint v = w[i];
  f[i] = (float)(v & 0xff) + (float)((v >> 8) & 0xff) + (float)((v >> 16) & 0xff) + (float)(v >> 24);
  hi[i] = (ushort)(v >> 16) + (ushort)v;
  b2[i] = (uchar)(v >> 16) ^ (uchar)(v >> 8);
}

__kernel void halves(__global const half2 *a, __global const half2 *b, __global half2 *out, __global int *cmp) {
  size_t i = get_global_id(0);
  half2 x = a[i];
  half2 y = b[i];
  half2 r = x * y + (half2)(1.0h, 2.0h);
  out[i] = r;
  cmp[i] = (x.y < y.y) + (x.y == r.y);
}
