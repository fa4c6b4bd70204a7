// gcnkit sim --mcpu tahiti --state examples/sim/copy.state.json --dump 0x2000:32 --json examples/sim/copy.s
//
// GCN 1.0 (tahiti): copy 16 two-dword records out of a SWIZZLED structured buffer into a plain
// (linear) structured buffer, i.e. de-swizzle them. Lane i handles record i (v0 = lane id, IDXEN).
//   s[8:11]  source V#: base 0x1000, stride 16, SWIZZLE_ENABLE, ELEMENT_SIZE 4 bytes, INDEX_STRIDE 8,
//            num_records 16, 32-bit UINT format (GCN 1.0 needs a non-zero DATA_FORMAT)
//   s[12:15] destination V#: base 0x2000, stride 8, linear, num_records 16
// Only lanes 0..15 are active (exec 0xffff). See README.md for the address arithmetic.
buffer_load_dword v1, v0, s[8:11], 0 idxen              // X of record v0
buffer_load_dword v2, v0, s[8:11], 0 idxen offset:4     // Y of record v0
s_waitcnt vmcnt(0)                                      // both loads have landed
buffer_store_dword v1, v0, s[12:15], 0 idxen            // 0x2000 + 8*i
buffer_store_dword v2, v0, s[12:15], 0 idxen offset:4   // 0x2000 + 8*i + 4
s_endpgm
