// clang-flags: -cl-denorms-are-zero
// Mixed half/float math: clang-19 turns f32 multiply-adds of f16 values converted to f32 into
// v_mad_mix_f32 (and v_mad_mixlo_f16/v_mad_mixhi_f16 when the result is rounded back to f16),
// reading each source as f16 or f32 (op_sel_hi) with neg/abs modifiers. LLVM selects them only
// when f32 denormals are flushed (v_mad_mix does not keep them), hence the flag above, which
// scripts/gen-kernels.ts passes to clang for this file.
__kernel void mad_mix(__global const half *a, __global const half *b, __global const float *c, __global float *out, __global half *hout) {
  size_t i = get_global_id(0);
  half x = a[i], y = b[i];
  float z = c[i];
  float r = (float)x * (float)y + z;                  // v_mad_mix_f32
  float t = (float)x * -z - (float)fabs(y);           // v_mad_mix_f32 with neg/abs sources
  out[2 * i + 0] = r;
  out[2 * i + 1] = t * (float)fabs(y);
  hout[2 * i + 0] = (half)((float)x * z + (float)y);  // v_mad_mixlo_f16
  hout[2 * i + 1] = (half)(z * (float)y + 1.0f);     // v_mad_mixhi_f16 when packed with the above
}
