// out[i] = a[idx[i] & 63] of a private array a[k] = k * i: the array lives in scratch (dynamic
// index). gfx942 addresses it through architected flat scratch (FLAT_SCRATCH set by the hardware,
// scratch_* with neither VADDR nor SADDR: the offset alone), gfx90a and gfx908 through the
// private segment buffer (buffer_store/load with the wavefront offset SGPR).
__kernel void private_array(__global int *out, __global const int *idx, uint n) {
  int a[64];
  uint i = get_global_id(0);
  for (int k = 0; k < 64; k++) a[k] = k * (int)i;
  if (i < n) out[i] = a[idx[i] & 63];
}
