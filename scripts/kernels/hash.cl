// Integer hashing and bit tricks: murmur3 finalizer, xorshift, FNV-1a over bytes, popcount, clz,
// ctz, rotate, mul_hi, 24-bit multiplies, bit reversal, bitfield extract/insert.
uint fmix32(uint h) {
  h ^= h >> 16;
  h *= 0x85ebca6bu;
  h ^= h >> 13;
  h *= 0xc2b2ae35u;
  h ^= h >> 16;
  return h;
}

__kernel void hash_mix(__global const uint *in, __global uint *out, uint seed) {
  size_t i = get_global_id(0);
  uint x = in[i];
  uint h = fmix32(x ^ seed);
  uint r = rotate(x, 13u) ^ rotate(h, (uint)i);
  uint bits = popcount(x) + clz(h) * 3u + ctz(x | 0x80000000u);
  uint hi = mul_hi(x, 0x9e3779b9u) ^ (uint)mul_hi((int)h, -12345);
  uint m24 = mad24(x & 0xfff, h >> 20, bits);
  uint rev = __builtin_bitreverse32(x);
  uint field = (x >> 5) & 0x3ff;
  uint ins = bitselect(h, field << 12, 0x003ff000u);
  out[4 * i + 0] = h ^ r;
  out[4 * i + 1] = bits + hi;
  out[4 * i + 2] = m24 ^ rev;
  out[4 * i + 3] = ins + abs_diff(x, h);
}

__kernel void fnv1a(__global const uchar *bytes, __global uint *out, uint len) {
  size_t i = get_global_id(0);
  __global const uchar *p = bytes + i * len;
  uint h = 2166136261u;
  for (uint k = 0; k < len; k++) h = (h ^ p[k]) * 16777619u;
  ulong s = (ulong)h * 0x2545F4914F6CDD1DUL;
  s ^= s >> 33;
  out[i] = (uint)s ^ (uint)(s >> 32) ^ (uint)clz((ulong)s) ^ (uint)popcount(s);
}
