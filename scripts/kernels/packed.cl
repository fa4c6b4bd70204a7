// Packed 16-bit math (VOP3P on gfx900): half2 and short2/ushort2 arithmetic and fma, which
// clang-19 turns into v_pk_* (v_pk_fma_f16, v_pk_add_f16, v_pk_mul_f16, v_pk_min/max_f16,
// v_pk_add_u16, v_pk_sub_i16, v_pk_mul_lo_u16, v_pk_lshlrev_b16, v_pk_mad_u16, ...).
// Mixed half/float math (v_mad_mix*) is in mix.cl.
// Vector fma/min/max come from clang's element-wise builtins (gcn.h declares scalar ones only).
#define vfma __builtin_elementwise_fma
#define vmin __builtin_elementwise_min
#define vmax __builtin_elementwise_max
__kernel void pk_half2(__global const half2 *a, __global const half2 *b, __global half2 *out, half k) {
  size_t i = get_global_id(0);
  half2 x = a[i], y = b[i];
  half2 s = x + y;
  half2 p = x * y;
  half2 f = vfma(x, y, s);
  half2 m = vmax(vmin(x, p), (half2)(-2.0h, 2.0h));
  half2 sw = (half2)(x.y, y.x) - s;       // op_sel: halves swapped
  half2 n = -x * (half2)(k, k) + p;        // neg_lo/neg_hi
  out[4 * i + 0] = f;
  out[4 * i + 1] = m;
  out[4 * i + 2] = sw * (half2)(0.5h, 0.5h);
  out[4 * i + 3] = n + (half2)(x.x, y.y);
}

__kernel void pk_short2(__global const short2 *a, __global const ushort2 *b, __global short2 *out, __global ushort2 *uout) {
  size_t i = get_global_id(0);
  short2 x = a[i];
  ushort2 u = b[i];
  short2 d = x - (short2)(3, -4);
  short2 mx = vmax(x, d) >> (short2)(1, 2);
  ushort2 s = u + (ushort2)(7, 9);
  ushort2 q = u * s + (ushort2)(1, 1);
  ushort2 l = u << (ushort2)(3, 3);
  out[2 * i + 0] = vmin(mx, (short2)(100, -100));
  out[2 * i + 1] = d * x;
  uout[2 * i + 0] = vmax(q, l) >> (ushort2)(1, 1);
  uout[2 * i + 1] = s - vmin(u, l);
}
