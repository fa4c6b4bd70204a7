// gcnkit sim --mcpu gfx900 --state examples/sim/saxpy.state.json --dump 0x2000:8 --dump 0x3000:8 --json examples/sim/saxpy.s
//
// GCN 1.4 (gfx900): saxpy y[i] = a * x[i] + y[i] over 8 floats, then z[i] = max(y[i], 0), with the
// vector ALU between MUBUF loads and stores. Lane i handles element i (v0 = lane id, EXEC = 0xff).
//   s0       a = 2.0
//   s[8:11]  V# of x at 0x1000, s[12:15] V# of y at 0x2000, s[16:19] V# of z at 0x3000
// The inputs include a denormal, a NaN and an Inf (README.md works every lane out by hand).
v_lshlrev_b32 v1, 2, v0                        // byte offset of element i: 4 * i
buffer_load_dword v2, v1, s[8:11], 0 offen     // x[i]
buffer_load_dword v3, v1, s[12:15], 0 offen    // y[i]
s_waitcnt vmcnt(0)                             // both loads have landed
v_fma_f32 v3, s0, v2, v3                       // a * x[i] + y[i], one rounding (P84)
v_max_f32 v4, 0, v3                            // max(y, +0): a NaN gives +0 (P81)
buffer_store_dword v3, v1, s[12:15], 0 offen   // y[i]
buffer_store_dword v4, v1, s[16:19], 0 offen   // z[i]
s_endpgm
