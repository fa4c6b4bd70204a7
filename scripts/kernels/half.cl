// Half precision (cl_khr_fp16): arithmetic, fma, min/max, sqrt, conversions to and from float,
// comparisons, half2 vectors.
__kernel void half_math(__global const half *a, __global const half *b, __global half *out, float scale) {
  size_t i = get_global_id(0);
  half x = a[i], y = b[i];
  half s = x * y + (half)1.5;
  half f = fma(x, y, s);
  half m = fmax(fmin(x, y), (half)-2.0);
  half r = sqrt(fabs(f)) / (y + (half)4.0);
  half c = clamp(x - y, (half)0.0, (half)1.0);
  float wide = (float)x * scale + (float)r;
  out[4 * i + 0] = s + f;
  out[4 * i + 1] = x > y ? m : c;
  out[4 * i + 2] = (half)wide;
  out[4 * i + 3] = (half)(short)(int)(x * (half)8.0);
}

__kernel void half2_axpy(__global const half2 *x, __global half2 *y, half a) {
  size_t i = get_global_id(0);
  half2 v = x[i];
  y[i] = v * a + y[i];
}
