// 256-bin byte histogram: per-work-group bins in local memory (local atomics), merged into the
// global histogram with global atomics; plus a compare-and-swap float accumulation.
#define BINS 256

__kernel void histogram256(__global const uchar *data, uint n, __global uint *hist) {
  __local uint bins[BINS];
  uint lid = get_local_id(0);
  uint lsz = get_local_size(0);
  for (uint i = lid; i < BINS; i += lsz) bins[i] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  size_t stride = get_global_size(0);
  for (size_t i = get_global_id(0); i < n; i += stride) atomic_inc(&bins[data[i]]);
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint i = lid; i < BINS; i += lsz) {
    uint c = bins[i];
    if (c) atomic_add(&hist[i], c);
  }
}

__kernel void atomic_float_add(__global const float *in, __global float *sum, __global int *minmax) {
  size_t i = get_global_id(0);
  float v = in[i];
  volatile __global uint *p = (volatile __global uint *)sum;
  uint old = *p, assumed;
  do {
    assumed = old;
    old = atomic_cmpxchg(p, assumed, as_uint(as_float(assumed) + v));
  } while (old != assumed);
  atomic_min(&minmax[0], (int)v);
  atomic_max(&minmax[1], (int)v);
  atomic_xchg(&minmax[2], (int)i);
  atomic_or(&minmax[3], 1 << (i & 31));
}
