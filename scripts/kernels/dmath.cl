// Double precision: fma, sqrt, rsqrt, division, floor/trunc, ldexp, min/max/clamp, conversions,
// and a Horner polynomial.
__kernel void dmath(__global const double *a, __global const double *b, __global double *out, double k) {
  size_t i = get_global_id(0);
  double x = a[i], y = b[i];
  double s = sqrt(fabs(x)) + rsqrt(y * y + 1.0);
  double q = x / (y + 2.0);
  double p = fma(x, y, k);
  double f = floor(x * 0.5) + trunc(y * 3.25) + ldexp(q, -3);
  double c = clamp(p, -1.0, 1.0) + fmin(x, y) - fmax(x, k);
  double h = ((((0.0083333 * x + 0.0416666) * x + 0.1666666) * x + 0.5) * x + 1.0) * x + 1.0;
  int n = (int)(x * 100.0);
  long m = (long)(y * 1e12);
  out[3 * i + 0] = s + q + f;
  out[3 * i + 1] = c * h + (double)n;
  out[3 * i + 2] = (double)m + (float)p + (x < y ? x : y);
}

__kernel void ddot(__global const double *a, __global const double *b, __global double *out, uint n) {
  size_t i = get_global_id(0);
  double acc = 0.0;
  for (uint j = 0; j < n; j++) acc = fma(a[i * n + j], b[j], acc);
  out[i] = acc;
}
