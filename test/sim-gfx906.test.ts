// The simulator on gfx906's own instructions (GCN 1.4.1; Vega 7nm ISA instruction descriptions,
// docs/sim.md P130-P131). Expected values are worked out by hand in the comments.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { simulate } from '../src/sim/index.js';
import type { StateJson } from '../src/sim/api.js';

/** Lane 0 of VGPR `reg` after the lines run on a GPU (gfx906 unless told). */
function lane0(lines: string[], vgpr: StateJson['vgpr'], reg = 'v0', gpu = 'gfx906'): number {
  return simulate([...lines, 's_endpgm'].join('\n') + '\n', { vgpr, exec: 1 }, { gpu }).vgpr[reg][0] >>> 0;
}

test('integer dot products: exact sums of the signed/unsigned elements, wrapped or clamped', () => {
  // halves (lo, hi): (-2, 3) . (4, 5) + 10 = -8 + 15 + 10 = 17
  assert.equal(lane0(['v_dot2_i32_i16 v0, v1, v2, v3'], { v1: '0x0003fffe', v2: '0x00050004', v3: 10 }), 17);
  // unsigned halves: (2, 65535) . (3, 2) + 1 = 6 + 131070 + 1 = 131077
  assert.equal(lane0(['v_dot2_u32_u16 v0, v1, v2, v3'], { v1: '0xffff0002', v2: '0x00020003', v3: 1 }), 131077);
  // bytes (low first) (1, -1, 127, -128) . (5, 4, 3, 2) - 100 = 5 - 4 + 381 - 256 - 100 = 26
  assert.equal(lane0(['v_dot4_i32_i8 v0, v1, v2, v3'], { v1: '0x807fff01', v2: '0x02030405', v3: -100 }), 26);
  // unsigned bytes (1, 255, 127, 128) . (5, 4, 3, 2) = 5 + 1020 + 381 + 256 = 1662
  assert.equal(lane0(['v_dot4_u32_u8 v0, v1, v2, v3'], { v1: '0x807fff01', v2: '0x02030405', v3: 0 }), 1662);
  // nibbles 0xf..0x8 are -1..-8, times 1 each: -36
  assert.equal(lane0(['v_dot8_i32_i4 v0, v1, v2, v3'], { v1: '0x89abcdef', v2: '0x11111111', v3: 0 }), (-36) >>> 0);
  // unsigned nibbles 15..8: 92
  assert.equal(lane0(['v_dot8_u32_u4 v0, v1, v2, v3'], { v1: '0x89abcdef', v2: '0x11111111', v3: 0 }), 92);
  // 0x7fffffff + 1*1 + 0: wraps to 0x80000000; clamp saturates at 0x7fffffff
  assert.equal(lane0(['v_dot2_i32_i16 v0, v1, v2, v3'], { v1: 1, v2: 1, v3: '0x7fffffff' }), 0x80000000);
  assert.equal(lane0(['v_dot2_i32_i16 v0, v1, v2, v3 clamp'], { v1: 1, v2: 1, v3: '0x7fffffff' }), 0x7fffffff);
  // op_sel picks element 0's half, op_sel_hi element 1's: (hi, hi) . (lo, lo) = 3*4 + 3*4 = 24
  assert.equal(lane0(['v_dot2_i32_i16 v0, v1, v2, v3 op_sel:[1,0,0] op_sel_hi:[1,0,1]'], { v1: '0x0003fffe', v2: '0x00050004', v3: 0 }), 24);
});

test('v_dot2_f32_f16: the exact sum rounded once to f32', () => {
  // (1.5, 2.0) . (2.0, 0.25) + 1.0 = 4.5
  assert.equal(lane0(['v_dot2_f32_f16 v0, v1, v2, v3'], { v1: '0x40003e00', v2: '0x34004000', v3: '0x3f800000' }), 0x40900000);
  // 2^-24 + 2^-24 + 1.0 = 1 + 2^-23 (0x3f800001); adding one product at a time would round each
  // 1 + 2^-24 tie to even, 1.0.
  assert.equal(lane0(['v_dot2_f32_f16 v0, v1, v2, v3'], { v1: '0x00010001', v2: '0x3c003c00', v3: '0x3f800000' }), 0x3f800001);
});

test('v_xnor_b32, v_fmac_f32 (fused, the destination is the addend) and v_fma_mix* (fused)', () => {
  assert.equal(lane0(['v_xnor_b32 v0, v1, v2'], { v1: '0xf0f0f0f0', v2: '0xff00ff00' }), 0xf00ff00f);
  // v0 = 2 * 3 + 1 = 7
  assert.equal(lane0(['v_fmac_f32 v0, v1, v2'], { v0: '0x3f800000', v1: '0x40000000', v2: '0x40400000' }), 0x40e00000);
  // (1 + 2^-12)^2 - (1 + 2^-11) = 2^-24 fused (0x33800000); a rounded product would give 0
  const near = { v0: '0xbf801000', v1: '0x3f800800', v5: '0xbf801000' };
  assert.equal(lane0(['v_fmac_f32_e64 v0, v1, v1'], near), 0x33800000);
  assert.equal(lane0(['v_fma_mix_f32 v4, v1, v1, v5'], near, 'v4'), 0x33800000);
  // gfx900's v_mad_mix_f32 (same opcode) rounds the product first: 0
  assert.equal(lane0(['v_mad_mix_f32 v4, v1, v1, v5'], near, 'v4', 'gfx900'), 0);
  // mixlo: f16(2 * 3 + 1) = 0x4700 in the low half, the high half kept
  assert.equal(lane0(['v_fma_mixlo_f16 v6, v1, v2, v3'], { v1: '0x40000000', v2: '0x40400000', v3: '0x3f800000', v6: '0xabcd0000' }, 'v6'), 0xabcd4700);
});
