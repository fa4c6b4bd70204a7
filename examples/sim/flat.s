// gcnkit sim --mcpu bonaire --state examples/sim/flat.state.json --dump 0x1000:16 --dump 0x2000:48 --lds-dump 0:16 --json examples/sim/flat.s
//
// GCN 1.1 (bonaire): one FLAT instruction, two memories. v[2:3] holds a 64-bit flat address per
// lane: lanes 0..31 point at global memory (0x1000 + 4*lane), lanes 32..63 into the LDS aperture
// (default base 1<<61, so high dword 0x20000000, LDS byte 4*(lane-32)). M0 = 0x10000 lets FLAT
// reach all 64 KiB of LDS. EXEC = 0x0000ffff0000ffff: lanes 0..15 and 32..47 run.
flat_load_dword v4, v[2:3]                  // global or LDS, per lane
s_waitcnt vmcnt(0) lgkmcnt(0)               // FLAT needs both counters
flat_store_dword v[6:7], v4                 // all to global 0x2000 + 4*lane
flat_atomic_add v8, v[2:3], v9 glc          // add 0x100 in place, return the old value
s_waitcnt vmcnt(0) lgkmcnt(0)
s_endpgm
