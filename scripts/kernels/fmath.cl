// Single precision: sqrt, rsqrt, fma, mad, min/max/clamp, select and ternaries, native
// transcendentals, fabs/floor, conversions, a float4 normalize.
__kernel void fmath(__global const float *a, __global const float *b, __global float *out, float k) {
  size_t i = get_global_id(0);
  float x = a[i], y = b[i];
  float s = sqrt(x * x + y * y);
  float r = rsqrt(fmax(s, 1e-6f));
  float f = fma(x, y, k) + mad(x, 0.5f, -y);
  float c = clamp(x * r, -1.0f, 1.0f);
  float sel = select(x, y, x < y);
  float t = (x > 0.0f) ? native_exp2(x) : native_log2(fabs(y) + 1.0f);
  float trig = native_sin(x) * native_cos(y) + native_recip(y + 3.0f);
  float g = floor(x * 255.0f) / 255.0f;
  float lim = fmax(x * k, -128.0f);  // the literal 0xc3000000
  int q = (int)(y * 1000.0f);
  uint u = (uint)fabs(x * 65536.0f);
  out[4 * i + 0] = s + r + f;
  out[4 * i + 1] = c * sel + t;
  out[4 * i + 2] = trig - g;
  out[4 * i + 3] = (float)q + (float)u + (x == y ? 1.0f : 0.25f) + fmin(k, 448.0f) + lim;
}

__kernel void normalize4(__global float4 *v) {
  size_t i = get_global_id(0);
  float4 p = v[i];
  float len2 = p.x * p.x + p.y * p.y + p.z * p.z;
  float inv = len2 > 0.0f ? rsqrt(len2) : 0.0f;
  v[i] = (float4)(p.xyz * inv, p.w);
}
