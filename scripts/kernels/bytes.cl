// Scalar (uniform) memory and narrow types: loads from a __constant table with uniform indices
// (scalar loads), divergent table lookups, byte/short loads and stores, vector conversions,
// and raw buffer loads/stores through a buffer resource built in the kernel.
__kernel void lut(__constant uint *table, __global const ushort *idx, __global uchar *out, uint bias) {
  size_t i = get_global_id(0);
  uint u = table[bias & 63] + table[(bias >> 6) & 63];  // uniform: scalar loads
  uint v = table[idx[i] & 255];                           // divergent
  out[i] = (uchar)(u + v);
}

__kernel void widen(__global const uchar4 *in, __global ushort4 *mid, __global char *sb, __global short *ss) {
  size_t i = get_global_id(0);
  uchar4 c = in[i];
  ushort4 w = __builtin_convertvector(c, ushort4) * (ushort)3;
  mid[i] = w;
  sb[i] = (char)(c.x - c.w);
  ss[i] = (short)(w.y - w.z);
}

__kernel void raw_buffer(__global uint *base, uint bytes, uint stride) {
  __amdgpu_buffer_rsrc_t r = __builtin_amdgcn_make_buffer_rsrc(base, (short)stride, bytes, 0x00027000);
  uint off = get_global_id(0) * 4;
  uint v = __builtin_amdgcn_raw_buffer_load_b32(r, off, 0, 0);
  uint w = __builtin_amdgcn_raw_buffer_load_b32(r, off + 4096, 16, 1);
  __builtin_amdgcn_raw_buffer_store_b32(v + w, r, off, 0, 0);
}
