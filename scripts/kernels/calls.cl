// A kernel calling a noinline function, and a kernel reading a __constant table.
__attribute__((noinline)) float poly(float x, uint k) {
  float r = 0.0f;
  for (uint j = 0; j <= k % 4; j++) r = r * x + (float)(j + 1);
  return r;
}

__kernel void call_poly(__global const float *x, __global float *y, uint n) {
  size_t i = get_global_id(0);
  if (i < n) y[i] = poly(x[i], (uint)i);
}

__constant uint TABLE[16] = {3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3};

__kernel void lookup(__global const uint *idx, __global uint *out, uint n) {
  size_t i = get_global_id(0);
  if (i < n) out[i] = TABLE[idx[i] & 15] * 10 + TABLE[i & 15];
}

// A __constant table of pointers (an ABS64 relocation in clang -c's .rodata, R_AMDGPU_RELATIVE64
// once linked) and a program-scope global (reached through the GOT: gotpcrel32).
__constant uint ODD[4] = {1, 3, 5, 7};
__constant uint EVEN[4] = {0, 2, 4, 6};
__constant uint *__constant PARITY[2] = {EVEN, ODD};
__global uint scale = 3;

__kernel void parity(__global const uint *in, __global uint *out, uint n) {
  size_t i = get_global_id(0);
  if (i < n) out[i] = PARITY[in[i] & 1][i & 3] * scale + scale;
}
