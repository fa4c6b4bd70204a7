// f64 atomics on global memory: sum[i % M] += x[i], lo[0] = min, hi[0] = max. gfx90a and gfx940+
// have global_atomic_add_f64 / _min_f64 / _max_f64 (__builtin_amdgcn_global_atomic_f*_f64);
// gfx908 has none, so there it is a 64-bit compare-and-swap loop.
// (Sums of values exact in f64, e.g. multiples of 1/16 under 2^40, are the same in any order.)
#if defined(__gfx908__)
#define D(u) __builtin_astype(u, double)
#define U(d) __builtin_astype(d, ulong)
#define CAS(q, old, new) __opencl_atomic_compare_exchange_strong(q, &old, new, __ATOMIC_RELAXED, __ATOMIC_RELAXED, __OPENCL_MEMORY_SCOPE_DEVICE)
#define LOAD(q) __opencl_atomic_load(q, __ATOMIC_RELAXED, __OPENCL_MEMORY_SCOPE_DEVICE)
static void add_f64(__global double *p, double v) {
  volatile __global atomic_ulong *q = (volatile __global atomic_ulong *)p;
  ulong old = LOAD(q);
  while (!CAS(q, old, U(D(old) + v))) {}
}
static void min_f64(__global double *p, double v) {
  volatile __global atomic_ulong *q = (volatile __global atomic_ulong *)p;
  ulong old = LOAD(q);
  while (D(old) > v && !CAS(q, old, U(v))) {}
}
static void max_f64(__global double *p, double v) {
  volatile __global atomic_ulong *q = (volatile __global atomic_ulong *)p;
  ulong old = LOAD(q);
  while (D(old) < v && !CAS(q, old, U(v))) {}
}
#else
static void add_f64(__global double *p, double v) { __builtin_amdgcn_global_atomic_fadd_f64(p, v); }
static void min_f64(__global double *p, double v) { __builtin_amdgcn_global_atomic_fmin_f64(p, v); }
static void max_f64(__global double *p, double v) { __builtin_amdgcn_global_atomic_fmax_f64(p, v); }
#endif

__kernel void atomic_f64(__global const double *x, __global double *sum, __global double *lo, __global double *hi, uint n, uint m) {
  uint i = get_global_id(0);
  if (i < n) {
    add_f64(sum + i % m, x[i]);
    min_f64(lo, x[i]);
    max_f64(hi, x[i]);
  }
}
