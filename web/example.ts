// The simulator example: a buffer descriptor loaded from memory, a load, a store, and a load whose
// SGPR offset is read before s_waitcnt lgkmcnt(0) lets it land (a hazard).
export const EXAMPLE_GPU = 'gfx900';

export const EXAMPLE_PROGRAM = `s_load_dwordx4 s[4:7], s[0:1], 0x0        ; buffer descriptor at 0x1000
s_waitcnt lgkmcnt(0)
buffer_load_dword v1, v0, s[4:7], 0 idxen   ; v0 = lane id, stride 4
s_waitcnt vmcnt(0)
buffer_store_dword v1, v0, s[4:7], 0 idxen offset:256
s_load_dword s8, s[0:1], 0x10
buffer_load_dword v2, v0, s[4:7], s8 idxen  ; s8 read before lgkmcnt(0): hazard
s_waitcnt vmcnt(0) lgkmcnt(0)
s_endpgm`;

export const EXAMPLE_STATE = `{
  "sgpr": { "s[0:1]": ["0x1000", 0] },
  "vgpr": { "v0": "lane" },
  "memory": [
    { "addr": "0x1000", "dwords": ["0x2000", "0x00040000", 64, "0x00027000", 16] },
    { "addr": "0x2000", "dwords": [1, 2, 3, 4, 5, 6, 7, 8] }
  ]
}`;

export const EXAMPLE_DUMP = '0x2100:8';
