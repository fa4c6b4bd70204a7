// Divergent control flow: data-dependent loop trip counts (Collatz), a switch, nested ifs with
// early exits, break/continue, and a uniform branch on a kernel argument.
__kernel void collatz(__global const uint *start, __global uint *steps, uint limit) {
  size_t i = get_global_id(0);
  uint n = start[i], c = 0;
  while (n != 1 && c < limit) {
    n = (n & 1) ? 3 * n + 1 : n >> 1;
    c++;
  }
  steps[i] = c;
}

__kernel void branches(__global const int *in, __global int *out, int mode) {
  size_t i = get_global_id(0);
  int v = in[i], r;
  switch (v & 7) {
  case 0: r = v * 3; break;
  case 1: r = v >> 2; break;
  case 2: r = -v; break;
  case 3: r = v ^ 0x5a5a; break;
  case 5: r = v / 7; break;
  default: r = v + 100; break;
  }
  if (v < 0) {
    if (v < -1000) { out[i] = 0; return; }
    r = r * 2 - 1;
  } else if (v > 5000) {
    for (int k = 0; k < (v & 15); k++) {
      if (k == 3) continue;
      r += k * v;
      if (r > 1 << 20) break;
    }
  }
  if (mode == 1) r = ~r;  // uniform
  else if (mode == 2) r = r % 1000;
  out[i] = r;
}
