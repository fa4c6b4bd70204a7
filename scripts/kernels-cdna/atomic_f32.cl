// clang-flags: -munsafe-fp-atomics -cl-denorms-are-zero
// f32 atomic add on global memory: sum[i % M] += x[i] (an OpenCL atomic_float fetch-add whose result
// is unused). With unsafe FP atomics and f32 denormals flushed, LLVM selects gfx908's
// global_atomic_add_f32 (no return) for it, as gfx90a's and gfx942's (docs/sim.md P133).
// Integer values whose sums stay far below 2^24 are exact in any order.
__kernel void atomic_f32(__global const float *x, volatile __global atomic_float *sum, uint n, uint m) {
  uint i = get_global_id(0);
  if (i < n) __opencl_atomic_fetch_add(sum + i % m, x[i], __ATOMIC_RELAXED, __OPENCL_MEMORY_SCOPE_DEVICE);
}
