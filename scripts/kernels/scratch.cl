// Private arrays indexed at run time (scratch memory) and a generic pointer to private or local memory.

// Insertion sort of 24 ints per work-item in a private array.
__kernel void private_sort(__global const int *in, __global int *out) {
  size_t i = get_global_id(0);
  int buf[24];
  for (int k = 0; k < 24; k++) buf[k] = in[i * 24 + k];
#pragma unroll 1
  for (int k = 1; k < 24; k++) {
    int v = buf[k];
    int j = k - 1;
    while (j >= 0 && buf[j] > v) { buf[j + 1] = buf[j]; j--; }
    buf[j + 1] = v;
  }
  for (int k = 0; k < 24; k++) out[i * 24 + k] = buf[k];
}

// A private histogram of 40 bins updated at data-dependent indices; bytes and shorts too.
__kernel void private_histogram(__global const uchar *in, __global uint *out, uint n) {
  size_t i = get_global_id(0);
  uint h[40];
  ushort s[20];
  uchar c[16];
  for (int k = 0; k < 40; k++) h[k] = 0;
  for (int k = 0; k < 20; k++) s[k] = (ushort)k;
  for (int k = 0; k < 16; k++) c[k] = (uchar)(k * 3);
#pragma unroll 1
  for (uint k = 0; k < n; k++) {
    uchar b = in[i * n + k];
    h[b % 40] += k + 1;
    s[b % 20] = (ushort)(s[b % 20] * 3 + b);
    c[b & 15] ^= b;
  }
  uint acc = 0;
  for (int k = 0; k < 40; k++) acc = acc * 33 + h[k];
  for (int k = 0; k < 20; k++) acc = acc * 7 + s[k];
  for (int k = 0; k < 16; k++) acc = (acc << 3) + c[(k * 5 + i) & 15];
  out[i] = acc;
}

// A generic pointer that points to private memory for some lanes and to local memory for others
// (FLAT through the private and LDS apertures on GCN 1.1-1.4). GCN 1.0 has no FLAT (clang cannot
// select generic accesses for tahiti) and OpenCL 1.2 (Mesa) no generic address space: there the
// same computation runs on the private or the local array through explicit branches.
#if __OPENCL_C_VERSION__ >= 200 && !defined(__gfx600__)
#define GSUM(priv, loc, odd, n) gsum((odd) ? (int *)(priv) : (int *)(loc), (n))
static inline int gsum(int *p, int n) {
  int s = 0;
  for (int k = 0; k < n; k++) { s += p[k] * (k + 1); p[k] = s; }
  return s;
}
#else
#define GSUM(priv, loc, odd, n) ((odd) ? psum((priv), (n)) : lsum((loc), (n)))
static inline int psum(int *p, int n) {
  int s = 0;
  for (int k = 0; k < n; k++) { s += p[k] * (k + 1); p[k] = s; }
  return s;
}
static inline int lsum(__local int *p, int n) {
  int s = 0;
  for (int k = 0; k < n; k++) { s += p[k] * (k + 1); p[k] = s; }
  return s;
}
#endif

__kernel void generic_ptr(__global const int *in, __global int *out) {
  __local int tile[64 * 8];
  int priv[8];
  size_t l = get_local_id(0);
  size_t i = get_global_id(0);
  for (int k = 0; k < 8; k++) { priv[k] = in[i * 8 + k]; tile[l * 8 + k] = in[i * 8 + k] + 1000; }
  int odd = in[i * 8] & 1;
  volatile int n = 8;
  int s = GSUM(priv, &tile[l * 8], odd, n);
  out[i * 9] = s;
  for (int k = 0; k < 8; k++) out[i * 9 + 1 + k] = odd ? priv[k] : tile[l * 8 + k];
}
