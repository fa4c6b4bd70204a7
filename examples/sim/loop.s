// gcnkit sim --mcpu bonaire --state examples/sim/loop.state.json --json examples/sim/loop.s
// GCN 1.1 (bonaire): a scalar loop summing s2 dwords at s[0:1], then a subroutine call.
s_mov_b32 s3, 0                   // byte 0: the sum
s_mov_b32 s6, 0                   // byte 4: byte offset of the next dword
loop:
s_load_dword s7, s[0:1], s6       // byte 8: SMRD SGPR offset, in bytes
s_waitcnt lgkmcnt(0)              // byte 12: without it, line 10 would be a hazard
s_add_u32 s3, s3, s7              // byte 16
s_add_u32 s6, s6, 4               // byte 20
s_sub_u32 s2, s2, 1               // byte 24
s_cmp_lg_u32 s2, 0                // byte 28: SCC = (s2 != 0)
s_cbranch_scc1 loop               // byte 32: 32 + 4 + (-7) * 4 = byte 8
s_getpc_b64 s[8:9]                // byte 36: s[8:9] = 40, the next instruction
s_add_u32 s8, s8, 12              // byte 40: 52, the address of "double"
s_swappc_b64 s[10:11], s[8:9]     // byte 44: s[10:11] = 48, jump to 52
s_endpgm                          // byte 48
double:
s_lshl_b32 s3, s3, 1              // byte 52: the sum times 2
s_setpc_b64 s[10:11]              // byte 56: return to 48
