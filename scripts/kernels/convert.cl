// clang-flags: -cl-fp32-correctly-rounded-divide-sqrt
// Conversions between char, uchar, short, ushort, int, uint, long, ulong, half, float and double
// (C casts: integers wrap, floats truncate toward zero; saturating convert_T_sat from gcn.h),
// and correctly rounded f32 division and sqrt (the flag above: clang-19 writes the
// v_div_scale/v_div_fmas/v_div_fixup sequence, switching f32 denormals on around it where the
// kernel flushes them, and a scaled v_sqrt_f32 with a correction step).
__kernel void convert_ints(__global const int *a, __global const long *l, __global uint *out) {
  size_t i = get_global_id(0);
  int x = a[i];
  long y = l[i];
  out[8 * i + 0] = (uchar)x;
  out[8 * i + 1] = (uint)(int)(char)x;
  out[8 * i + 2] = (uint)(int)(short)x + (ushort)(x >> 3);
  out[8 * i + 3] = convert_uchar_sat(x) | (uint)convert_ushort_sat((uint)x) << 16;
  out[8 * i + 4] = (uint)(int)convert_short_sat(x) ^ (uint)(int)convert_char_sat(x);
  out[8 * i + 5] = (uint)convert_int_sat(y);
  out[8 * i + 6] = convert_uint_sat(y) ^ (uint)(y >> 32);
  out[8 * i + 7] = (uint)(long)(char)y + (uint)((ulong)y % 1000u);
}

__kernel void convert_floats(__global const float *x, __global const double *d, __global const long *l,
                             __global int *iout, __global float *fout, __global half *hout, __global double *dout) {
  size_t i = get_global_id(0);
  float f = x[i];
  double g = d[i];
  long n = l[i];
  iout[4 * i + 0] = convert_int_sat(f);
  iout[4 * i + 1] = convert_uchar_sat(f) | convert_short_sat(f * 256.0f) << 8;
  iout[4 * i + 2] = (int)(fabs(f) < 1e9f ? f : 0.0f) + (int)(uint)(fabs(f) < 4e9f ? fabs(f) : 1.0f);
  iout[4 * i + 3] = (int)(short)(fabs(g) < 3e4 ? g : -1.0);
  fout[4 * i + 0] = (float)n;
  fout[4 * i + 1] = (float)(ulong)n + (float)(uint)n;
  fout[4 * i + 2] = (float)g;
  fout[4 * i + 3] = (float)(half)f - (float)(int)(n >> 40);
  hout[4 * i + 0] = (half)f;
  hout[4 * i + 1] = (half)g;
  hout[4 * i + 2] = (half)(int)(n >> 48);
  hout[4 * i + 3] = (half)(uchar)n + (half)(char)(n >> 8);
  dout[2 * i + 0] = (double)n + (double)f;
  dout[2 * i + 1] = (double)(ulong)n - (double)(uint)(n >> 20);
}

__kernel void fdiv_sqrt(__global const float *a, __global const float *b, __global float *out) {
  size_t i = get_global_id(0);
  float x = a[i], y = b[i];
  out[3 * i + 0] = x / y;
  out[3 * i + 1] = sqrt(x);
  out[3 * i + 2] = (x + 1.0f) / sqrt(fabs(y));
}
