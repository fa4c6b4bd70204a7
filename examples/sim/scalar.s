// gcnkit sim --mcpu tonga --state examples/sim/scalar.state.json --dump 0x2000:33 --json examples/sim/scalar.s
//
// GCN 1.2 (tonga): a scalar-load driven kernel. s[0:1] points at a small argument block in memory:
//   0x100: input V#  (base 0x1000, stride 0, num_records 0x100 bytes, 32-bit UINT)
//   0x110: output V# (base 0x2000, stride 0, num_records 0x80 bytes)
//   0x120: a byte offset (0x40) used as the input's SOFFSET
// Each lane copies one dword (v0 = lane*4). The range checks cut lanes off at both ends:
// input lanes 48..63 read 0 and output lanes 31..63 are dropped (see README.md).
s_load_dwordx8 s[8:15], s[0:1], 0x0                     // both V#s at once: in s[8:11], out s[12:15]
s_load_dword s16, s[0:1], 0x20                          // SOFFSET for the input
s_waitcnt lgkmcnt(0)                                    // scalar loads: only lgkmcnt(0) is safe
buffer_load_dword v1, v0, s[8:11], s16 offen            // 0x1000 + 0x40 + 4*lane
s_waitcnt vmcnt(0)
buffer_store_dword v1, v0, s[12:15], 0 offen offset:4   // 0x2000 + 4 + 4*lane
s_buffer_load_dword s17, s[8:11], 0x8                   // the input's dword at byte 8, via the V#
s_waitcnt lgkmcnt(0)
s_endpgm
