// gcn.h: the OpenCL work-item, barrier and atomic functions the kernels use, mapped to clang's
// AMDGPU builtins so that the kernels compile with -nogpulib (no device library).
// Included with `clang -include scripts/kernels/gcn.h` (see scripts/gen-kernels.ts). Sizes come
// from the HSA dispatch packet (__builtin_amdgcn_dispatch_ptr); global offsets are taken as 0.
#ifndef GCNKIT_GCN_H
#define GCNKIT_GCN_H

#define GCN_INLINE static inline __attribute__((always_inline, overloadable))

// The head of hsa_kernel_dispatch_packet_t (hsa.h): header and setup come first, so
// workgroup_size_x is at byte 4 and grid_size_x at byte 12.
typedef struct {
  unsigned short header;
  unsigned short setup;
  unsigned short workgroup_size_x, workgroup_size_y, workgroup_size_z;
  unsigned int grid_size_x, grid_size_y, grid_size_z;
} gcn_dispatch_packet;

static inline __attribute__((always_inline)) const __constant gcn_dispatch_packet *gcn_dispatch(void) {
  return (const __constant gcn_dispatch_packet *)__builtin_amdgcn_dispatch_ptr();
}

GCN_INLINE size_t get_local_id(uint d) {
  return d == 0 ? __builtin_amdgcn_workitem_id_x() : d == 1 ? __builtin_amdgcn_workitem_id_y() : d == 2 ? __builtin_amdgcn_workitem_id_z() : 0;
}
GCN_INLINE size_t get_group_id(uint d) {
  return d == 0 ? __builtin_amdgcn_workgroup_id_x() : d == 1 ? __builtin_amdgcn_workgroup_id_y() : d == 2 ? __builtin_amdgcn_workgroup_id_z() : 0;
}
GCN_INLINE size_t get_local_size(uint d) {
  const __constant gcn_dispatch_packet *p = gcn_dispatch();
  return d == 0 ? p->workgroup_size_x : d == 1 ? p->workgroup_size_y : d == 2 ? p->workgroup_size_z : 1;
}
GCN_INLINE size_t get_global_size(uint d) {
  const __constant gcn_dispatch_packet *p = gcn_dispatch();
  return d == 0 ? p->grid_size_x : d == 1 ? p->grid_size_y : d == 2 ? p->grid_size_z : 1;
}
GCN_INLINE size_t get_num_groups(uint d) {
  return get_global_size(d) / get_local_size(d);
}
GCN_INLINE size_t get_global_id(uint d) {
  return get_group_id(d) * get_local_size(d) + get_local_id(d);
}

// barrier(): release fence, s_barrier, acquire fence (what the device library does).
GCN_INLINE void barrier(cl_mem_fence_flags flags) {
  (void)flags;
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

// 32-bit atomics on global and local memory (relaxed, device / work-group scope).
#define GCN_ATOMIC2(name, op, T, AS, scope)                                               \
  GCN_INLINE T name(volatile AS T *p, T v) { return __opencl_atomic_##op((volatile AS atomic_##T *)p, v, __ATOMIC_RELAXED, scope); }
#define GCN_ATOMICS(T, AS, scope)                    \
  GCN_ATOMIC2(atomic_add, fetch_add, T, AS, scope)   \
  GCN_ATOMIC2(atomic_sub, fetch_sub, T, AS, scope)   \
  GCN_ATOMIC2(atomic_min, fetch_min, T, AS, scope)   \
  GCN_ATOMIC2(atomic_max, fetch_max, T, AS, scope)   \
  GCN_ATOMIC2(atomic_and, fetch_and, T, AS, scope)   \
  GCN_ATOMIC2(atomic_or, fetch_or, T, AS, scope)     \
  GCN_ATOMIC2(atomic_xor, fetch_xor, T, AS, scope)   \
  GCN_ATOMIC2(atomic_xchg, exchange, T, AS, scope)   \
  GCN_INLINE T atomic_inc(volatile AS T *p) { return atomic_add(p, (T)1); } \
  GCN_INLINE T atomic_dec(volatile AS T *p) { return atomic_sub(p, (T)1); } \
  GCN_INLINE T atomic_cmpxchg(volatile AS T *p, T cmp, T v) {                \
    __opencl_atomic_compare_exchange_strong((volatile AS atomic_##T *)p, &cmp, v, __ATOMIC_RELAXED, __ATOMIC_RELAXED, scope); \
    return cmp;                                                              \
  }
GCN_ATOMICS(int, __global, __OPENCL_MEMORY_SCOPE_DEVICE)
GCN_ATOMICS(uint, __global, __OPENCL_MEMORY_SCOPE_DEVICE)
GCN_ATOMICS(int, __local, __OPENCL_MEMORY_SCOPE_WORK_GROUP)
GCN_ATOMICS(uint, __local, __OPENCL_MEMORY_SCOPE_WORK_GROUP)


// The few math, integer and relational built-ins the kernels use (no device library either).
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

GCN_INLINE float sqrt(float x) { return __builtin_sqrtf(x); }
GCN_INLINE double sqrt(double x) { return __builtin_sqrt(x); }
GCN_INLINE half sqrt(half x) { return __builtin_sqrtf16(x); }
GCN_INLINE float rsqrt(float x) { return __builtin_amdgcn_rsqf(x); }
GCN_INLINE double rsqrt(double x) { return __builtin_amdgcn_rsq(x); }
GCN_INLINE float native_recip(float x) { return __builtin_amdgcn_rcpf(x); }
GCN_INLINE float native_exp2(float x) { return __builtin_amdgcn_exp2f(x); }
GCN_INLINE float native_log2(float x) { return __builtin_amdgcn_logf(x); }
GCN_INLINE float native_sin(float x) { return __builtin_amdgcn_sinf(x * 0.15915494309189535f); }
GCN_INLINE float native_cos(float x) { return __builtin_amdgcn_cosf(x * 0.15915494309189535f); }
GCN_INLINE float fma(float a, float b, float c) { return __builtin_fmaf(a, b, c); }
GCN_INLINE double fma(double a, double b, double c) { return __builtin_fma(a, b, c); }
GCN_INLINE half fma(half a, half b, half c) { return __builtin_fmaf16(a, b, c); }
GCN_INLINE float mad(float a, float b, float c) { return a * b + c; }
GCN_INLINE float fabs(float x) { return __builtin_fabsf(x); }
GCN_INLINE double fabs(double x) { return __builtin_fabs(x); }
GCN_INLINE half fabs(half x) { return __builtin_fabsf16(x); }
GCN_INLINE float floor(float x) { return __builtin_floorf(x); }
GCN_INLINE double floor(double x) { return __builtin_floor(x); }
GCN_INLINE float trunc(float x) { return __builtin_truncf(x); }
GCN_INLINE double trunc(double x) { return __builtin_trunc(x); }
GCN_INLINE float ldexp(float x, int e) { return __builtin_ldexpf(x, e); }
GCN_INLINE double ldexp(double x, int e) { return __builtin_ldexp(x, e); }
GCN_INLINE float fmin(float a, float b) { return __builtin_fminf(a, b); }
GCN_INLINE float fmax(float a, float b) { return __builtin_fmaxf(a, b); }
GCN_INLINE double fmin(double a, double b) { return __builtin_fmin(a, b); }
GCN_INLINE double fmax(double a, double b) { return __builtin_fmax(a, b); }
GCN_INLINE half fmin(half a, half b) { return __builtin_fminf16(a, b); }
GCN_INLINE half fmax(half a, half b) { return __builtin_fmaxf16(a, b); }
GCN_INLINE float clamp(float x, float lo, float hi) { return fmin(fmax(x, lo), hi); }
GCN_INLINE double clamp(double x, double lo, double hi) { return fmin(fmax(x, lo), hi); }
GCN_INLINE half clamp(half x, half lo, half hi) { return fmin(fmax(x, lo), hi); }

#define GCN_INT_OPS(T)                                                               \
  GCN_INLINE T min(T a, T b) { return a < b ? a : b; }                               \
  GCN_INLINE T max(T a, T b) { return a > b ? a : b; }                               \
  GCN_INLINE T clamp(T x, T lo, T hi) { return min(max(x, lo), hi); }               \
  GCN_INLINE T select(T a, T b, int c) { return c ? b : a; }
GCN_INT_OPS(int)
GCN_INT_OPS(uint)
GCN_INT_OPS(long)
GCN_INT_OPS(ulong)
GCN_INLINE float select(float a, float b, int c) { return c ? b : a; }
GCN_INLINE double select(double a, double b, long c) { return c ? b : a; }

// Saturating conversions (OpenCL's convert_T_sat with the default rounding: toward zero for
// float sources; NaN gives 0), written out since there is no device library.
#define GCN_SAT_INT(T, lo, hi, S)  GCN_INLINE T convert_##T##_sat(S x) { return x < (S)(lo) ? (T)(lo) : x > (S)(hi) ? (T)(hi) : (T)x; }
#define GCN_SAT_FLT(T, lo, hi, S)  GCN_INLINE T convert_##T##_sat(S x) { return x != x ? (T)0 : x <= (S)(lo) ? (T)(lo) : x >= (S)(hi) ? (T)(hi) : (T)x; }
GCN_SAT_INT(uchar, 0, 255, int)
GCN_SAT_INT(char, -128, 127, int)
GCN_SAT_INT(short, -32768, 32767, int)
GCN_SAT_INT(ushort, 0, 65535, uint)
GCN_SAT_INT(int, -2147483647 - 1, 2147483647, long)
GCN_SAT_INT(uint, 0, 4294967295u, long)
GCN_SAT_FLT(uchar, 0, 255, float)
GCN_SAT_FLT(short, -32768, 32767, float)
GCN_SAT_FLT(int, -2147483648.0f, 2147483648.0f, float)

GCN_INLINE uint popcount(uint x) { return __builtin_popcount(x); }
GCN_INLINE ulong popcount(ulong x) { return __builtin_popcountl(x); }
GCN_INLINE uint clz(uint x) { return x ? __builtin_clz(x) : 32; }
GCN_INLINE ulong clz(ulong x) { return x ? __builtin_clzl(x) : 64; }
GCN_INLINE uint ctz(uint x) { return x ? __builtin_ctz(x) : 32; }
GCN_INLINE uint rotate(uint x, uint n) { return (x << (n & 31)) | (x >> ((32 - n) & 31)); }
GCN_INLINE ulong rotate(ulong x, ulong n) { return (x << (n & 63)) | (x >> ((64 - n) & 63)); }
GCN_INLINE uint mul_hi(uint a, uint b) { return (uint)(((ulong)a * b) >> 32); }
GCN_INLINE int mul_hi(int a, int b) { return (int)(((long)a * b) >> 32); }
GCN_INLINE ulong mul_hi(ulong a, ulong b) { return (ulong)(((__uint128_t)a * b) >> 64); }
GCN_INLINE uint mul24(uint a, uint b) { return (a & 0xffffff) * (b & 0xffffff); }
GCN_INLINE uint mad24(uint a, uint b, uint c) { return mul24(a, b) + c; }
GCN_INLINE uint bitselect(uint a, uint b, uint c) { return (a & ~c) | (b & c); }
GCN_INLINE uint abs_diff(uint a, uint b) { return a > b ? a - b : b - a; }

#endif
