// gfx908's VOP2 dot products and v_pk_fmac_f16 (docs/sim.md P134): D = dot(A, B) + D and, per
// f16 half, D = fma(A, B, D), in their e32, e64 and DPP forms; every value worked out by hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { simulate } from '../src/sim/index.js';
import type { StateJson } from '../src/sim/api.js';
import { gcnkit } from './support/cli.js';

/** v1 after `line` with v1, v2, v3 set (the same in every lane). */
function v1After(line: string, v1: number, v2: number, v3: number, before = ''): number[] {
  const state: StateJson = { vgpr: { v1, v2, v3 } };
  const r = simulate(`${before}${line}\ns_endpgm\n`, state, { gpu: 'gfx908' });
  return r.vgpr.v1;
}
const all = (v: number): number[] => Array.from({ length: 64 }, () => v >>> 0);

const CASES: readonly [string, number, number, number, number][] = [
  // line, v1 (the accumulator), v2, v3, v1 after
  // f16 halves (lo, hi): (1, 2) . (3, 0.5) + 10 = 14
  ['v_dot2c_f32_f16 v1, v2, v3', 0x41200000, 0x40003c00, 0x38004200, 0x41600000],
  ['v_dot2c_f32_f16_e64 v1, v2, v3', 0x41200000, 0x40003c00, 0x38004200, 0x41600000],
  // the inline constant 1.0 of an f16 operand is 0x3c00 (low half 1, high half 0; llvm-mc 19
  // encodes 0x3c00 as 1.0 and keeps 0x3c003c00 a literal): 1 * 3 + 0 * 0.5 + 10 = 13
  ['v_dot2c_f32_f16_e64 v1, 1.0, v3', 0x41200000, 0, 0x38004200, 0x41500000],
  // i16 halves (-2, 3) . (5, -4) + 100 = 78
  ['v_dot2c_i32_i16 v1, v2, v3', 100, 0x0003fffe, 0xfffc0005, 78],
  // i8 bytes (1, -1, 2, -128) . (3, 4, -5, 2) + 7 = 3 - 4 - 10 - 256 + 7 = -260
  ['v_dot4c_i32_i8 v1, v2, v3', 7, 0x8002ff01, 0x02fb0403, -260],
  // i4 nibbles (1, 2, 3, 4, 5, 6, 7, -8) . (1 x 8) - 20 = 0
  ['v_dot8c_i32_i4 v1, v2, v3', -20, 0x87654321, 0x11111111, 0],
  // 0x7fffffff + 1 * 1: wraps without clamp, saturates with it
  ['v_dot2c_i32_i16_e64 v1, v2, v3', 0x7fffffff, 1, 1, 0x80000000],
  ['v_dot2c_i32_i16_e64 v1, v2, v3 clamp', 0x7fffffff, 1, 1, 0x7fffffff],
  ['v_dot4c_i32_i8_e64 v1, v2, v3 clamp', 0x80000000, 0xff, 1, 0x80000000],
  // f16 halves: lo 2 * 3 + 1 = 7, hi 0.5 * 4 - 1 = 1
  ['v_pk_fmac_f16 v1, v2, v3', 0xbc003c00, 0x38004000, 0x44004200, 0x3c004700],
  // one rounding per half: lo 2049 = 2048 + 1 * 1 is a tie, to even 2048; hi 2^-24 * 2^-1 + 0 is 2^-25: to 0 (tie, even)
  ['v_pk_fmac_f16 v1, v2, v3', 0x00006800, 0x00013c00, 0x38003c00, 0x00006800],
];

for (const [line, v1, v2, v3, want] of CASES) {
  test(`gfx908 ${line}: v1 = ${(want >>> 0).toString(16)}`, () => {
    assert.deepEqual(v1After(line, v1, v2, v3), all(want));
  });
}

test('gfx908 v_dot2c_f32_f16 rounds the exact sum once, by MODE.FP_ROUND (P120)', () => {
  // (1, 2^-12) . (1, 2^-12) + 0 = 1 + 2^-24: a tie between 1 and the next f32; round up gives the next.
  const args = [0, 0x0c003c00, 0x0c003c00] as const;
  assert.deepEqual(v1After('v_dot2c_f32_f16 v1, v2, v3', ...args), all(0x3f800000));
  assert.deepEqual(v1After('v_dot2c_f32_f16 v1, v2, v3', ...args, 's_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 1\n'), all(0x3f800001));
});

test('gfx908 v_dot4c_i32_i8_dpp: the DPP lane move applies to src0 (row_shr:1; row lane 0 keeps VDST)', () => {
  const r = simulate('v_dot4c_i32_i8_dpp v1, v2, v3 row_shr:1 row_mask:0xf bank_mask:0xf\ns_endpgm\n', {
    vgpr: { v1: 1000, v2: Array.from({ length: 64 }, (_, l) => l), v3: 2 },
  }, { gpu: 'gfx908' });
  assert.deepEqual(r.vgpr.v1, Array.from({ length: 64 }, (_, l) => (l % 16 === 0 ? 1000 : 1000 + 2 * (l - 1))));
});

test('gfx908: neg/abs on a dot product\'s packed source is a located "not simulated" error', () => {
  const r = gcnkit(['sim', '--mcpu', 'gfx908', '-'], 'v_dot2c_f32_f16_e64 v1, -v2, v3\ns_endpgm\n');
  assert.equal(r.code, 1);
  assert.match(r.stderr, /<stdin>:1:1: error: v_dot2c_f32_f16_e64: not simulated yet \(neg\/abs on the packed sources of a dot product are not simulated yet\)/);
  assert.doesNotMatch(r.stderr, /\n\s+at /);
});
