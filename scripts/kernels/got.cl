// Program-scope variables with default visibility: clang-19 reaches them through the GOT
// (s_getpc_b64, then NAME@gotpcrel32@lo+4 / @hi+12 and a load of the address), where the hidden
// ones of calls.cl are reached PC-relative (@rel32@lo/hi).
__attribute__((visibility("default"))) __global uint bias = 7;
__attribute__((visibility("default"))) __constant uint STEP[4] = {1, 2, 3, 4};

__kernel void got(__global const uint *in, __global uint *out, uint n) {
  size_t i = get_global_id(0);
  if (i < n) out[i] = STEP[in[i] & 3] * bias + (uint)i;
}
