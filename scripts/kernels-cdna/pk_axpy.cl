// y = a * x + y on float2 elements: clang-19 turns the float2 multiply-add into v_pk_fma_f32 on
// gfx90a and gfx940+ (packed FP32), two v_fma_f32 (or v_fmac_f32) on gfx908.
__kernel void pk_axpy(__global const float2 *x, __global float2 *y, float a, uint n) {
  uint i = get_global_id(0);
  if (i < n) y[i] = __builtin_elementwise_fma((float2)(a, a), x[i], y[i]);
}

// z = x * y + (x + y) elementwise on float2: v_pk_mul_f32 and v_pk_add_f32.
__kernel void pk_muladd(__global const float2 *x, __global const float2 *y, __global float2 *z, uint n) {
  uint i = get_global_id(0);
  if (i < n) {
    float2 p = x[i] * y[i];
    z[i] = p + (x[i] + y[i]);
  }
}
