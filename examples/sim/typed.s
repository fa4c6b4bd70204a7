// gcnkit sim --mcpu tonga --state examples/sim/typed.state.json --dump 0x2000:32 --json examples/sim/typed.s
//
// GCN 1.2 (tonga): a typed buffer copy with MTBUF. 16 RGBA8 UNORM pixels are read as four floats
// each and written back as RGBA 16-bit floats; the conversions come from the instructions'
// format:[...], not from the V#s (whose DATA_FORMAT/NUM_FORMAT say 32 UINT and are ignored,
// docs/sim.md MTBUF). Lane i handles pixel i (v0 = lane id, IDXEN).
//   s[8:11]  source V#: base 0x1000, stride 4, num_records 64 bytes
//   s[12:15] destination V#: base 0x2000, stride 8, num_records 128 bytes
// Only lanes 0..15 are active (exec 0xffff). See README.md for the conversions.
tbuffer_load_format_xyzw v[2:5], v0, s[8:11], 0 format:[BUF_DATA_FORMAT_8_8_8_8,BUF_NUM_FORMAT_UNORM] idxen
s_waitcnt vmcnt(0)                                      // the four floats have landed
tbuffer_store_format_xyzw v[2:5], v0, s[12:15], 0 format:[BUF_DATA_FORMAT_16_16_16_16,BUF_NUM_FORMAT_FLOAT] idxen
s_endpgm
