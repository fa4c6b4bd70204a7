// gcnkit sim --mcpu tonga --state examples/sim/reduce.state.json --lds-dump 0x0:64 --json examples/sim/reduce.s
// GCN 1.2 (tonga): the sum of 64 lane values with ds_swizzle_b32 (within 32 lanes) and ds_bpermute_b32
// (across the two halves); LDS atomics do the adds (the simulator runs memory instructions only).
ds_write_b32 v1, v2                                      // line 4: LDS[4l] = x(l) = l + 1
s_waitcnt lgkmcnt(0)
ds_read_b32 v3, v1                                       // this lane's partial sum
s_waitcnt lgkmcnt(0)
ds_swizzle_b32 v4, v3 offset:swizzle(SWAP,1)             // lane l ^ 1's partial sum
s_waitcnt lgkmcnt(0)
ds_add_u32 v1, v4                                        // LDS[4l] += it
s_waitcnt lgkmcnt(0)
ds_read_b32 v3, v1                                       // this lane's partial sum
s_waitcnt lgkmcnt(0)
ds_swizzle_b32 v4, v3 offset:swizzle(SWAP,2)             // lane l ^ 2's partial sum
s_waitcnt lgkmcnt(0)
ds_add_u32 v1, v4                                        // LDS[4l] += it
s_waitcnt lgkmcnt(0)
ds_read_b32 v3, v1                                       // this lane's partial sum
s_waitcnt lgkmcnt(0)
ds_swizzle_b32 v4, v3 offset:swizzle(SWAP,4)             // lane l ^ 4's partial sum
s_waitcnt lgkmcnt(0)
ds_add_u32 v1, v4                                        // LDS[4l] += it
s_waitcnt lgkmcnt(0)
ds_read_b32 v3, v1                                       // this lane's partial sum
s_waitcnt lgkmcnt(0)
ds_swizzle_b32 v4, v3 offset:swizzle(SWAP,8)             // lane l ^ 8's partial sum
s_waitcnt lgkmcnt(0)
ds_add_u32 v1, v4                                        // LDS[4l] += it
s_waitcnt lgkmcnt(0)
ds_read_b32 v3, v1                                       // this lane's partial sum
s_waitcnt lgkmcnt(0)
ds_swizzle_b32 v4, v3 offset:swizzle(SWAP,16)            // lane l ^ 16's partial sum
s_waitcnt lgkmcnt(0)
ds_add_u32 v1, v4                                        // LDS[4l] += it
s_waitcnt lgkmcnt(0)
ds_read_b32 v3, v1                                       // the sum of this lane's 32-lane half
s_waitcnt lgkmcnt(0)
ds_bpermute_b32 v4, v5, v3                               // the other half's sum (v5 = 4 * ((l + 32) % 64))
s_waitcnt lgkmcnt(0)
ds_add_u32 v1, v4
s_waitcnt lgkmcnt(0)
ds_read_b32 v6, v1                                       // every lane: the total
s_endpgm
