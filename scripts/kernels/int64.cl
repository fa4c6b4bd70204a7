// 64-bit integers: add/sub with carries, multiply, division and remainder, shifts by variable
// amounts, comparisons, min/max, mixed 32/64-bit conversions.
__kernel void int64_ops(__global const ulong *a, __global const long *b, __global ulong *out, ulong k) {
  size_t i = get_global_id(0);
  ulong x = a[i];
  long y = b[i];
  ulong sum = x + (ulong)y + k;
  ulong diff = x - k;
  ulong prod = x * 0x9E3779B97F4A7C15UL + (ulong)(y * y);
  ulong sh = (x << (y & 63)) ^ (x >> (k & 63)) ^ (ulong)(y >> 7);
  long mn = min(y, (long)k), mx = max((long)x, y);
  ulong cmp = (x < k) + (y >= 0) * 2 + (x == (ulong)y) * 4;
  out[5 * i + 0] = sum ^ diff;
  out[5 * i + 1] = prod;
  out[5 * i + 2] = sh + cmp;
  out[5 * i + 3] = (ulong)(mn + mx) + (uint)x * (ulong)(uint)(x >> 32);
  out[5 * i + 4] = (ulong)(int)(y >> 40) + (ulong)(uint)y;
}

__kernel void int64_div(__global const ulong *a, __global const long *b, __global ulong *q, __global long *r) {
  size_t i = get_global_id(0);
  ulong d = b[i] | 1;
  q[i] = a[i] / d;
  r[i] = (long)a[i] % b[i | 1];
}
