// gfx940's 8-bit floats (src/sim/fp8.ts): FP8 = E4M3 bias 8, BF8 = E5M2 bias 16, FNUZ (0x80 the
// only NaN, no infinities, no -0), and the f32 -> 8-bit rounding policy of docs/sim.md "MFMA".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { f32ToF8, f8ToNum, F8_NAN, numToF8 } from '../src/sim/fp8.js';
import { bits32 } from '../src/sim/float.js';

test('decoding: extremes, subnormals, one and NaN', () => {
  assert.equal(f8ToNum(0x7f, 'fp8'), 240);
  assert.equal(f8ToNum(0xff, 'fp8'), -240);
  assert.equal(f8ToNum(0x40, 'fp8'), 1);
  assert.equal(f8ToNum(0x08, 'fp8'), 2 ** -7); // smallest normal
  assert.equal(f8ToNum(0x01, 'fp8'), 2 ** -10); // smallest subnormal
  assert.equal(f8ToNum(0x7f, 'bf8'), 57344);
  assert.equal(f8ToNum(0x40, 'bf8'), 1);
  assert.equal(f8ToNum(0x01, 'bf8'), 2 ** -17);
  assert.ok(Number.isNaN(f8ToNum(F8_NAN, 'fp8')) && Number.isNaN(f8ToNum(F8_NAN, 'bf8')));
  assert.equal(f8ToNum(0, 'fp8'), 0);
});

test('every non-NaN byte converts back to itself, through f32 too', () => {
  for (const fmt of ['fp8', 'bf8'] as const) {
    for (let b = 0; b < 256; b++) {
      if (b === F8_NAN) continue;
      assert.equal(numToF8(f8ToNum(b, fmt), fmt), b, `${fmt} 0x${b.toString(16)}`);
      assert.equal(f32ToF8(bits32(f8ToNum(b, fmt)), fmt), b);
    }
  }
});

test('rounding to nearest even, ties included, subnormals included', () => {
  assert.equal(numToF8(1.0625, 'fp8'), 0x40); // halfway 1 / 1.125: even
  assert.equal(numToF8(1.0625 + 2 ** -20, 'fp8'), 0x41);
  assert.equal(numToF8(1.1875, 'fp8'), 0x42); // halfway 1.125 / 1.25: even (1.25)
  assert.equal(numToF8(1.5 * 2 ** -10, 'fp8'), 0x02); // halfway subnormals 1 / 2: even
  assert.equal(numToF8(2 ** -11, 'fp8'), 0x00); // halfway 0 / smallest: even (0)
  assert.equal(numToF8(-(2 ** -12), 'fp8'), 0x00); // rounds to zero: +0, there is no -0
  assert.equal(numToF8(1.125, 'bf8'), 0x40); // bf8 has 2 fraction bits: halfway 1 / 1.25
});

test('overflow, infinities and NaN: NaN, or the largest finite value with clamp', () => {
  assert.equal(numToF8(247, 'fp8'), 0x7f); // rounds down to 240
  assert.equal(numToF8(248, 'fp8'), F8_NAN); // halfway 240 / 256: even is 256, beyond the range
  assert.equal(numToF8(248, 'fp8', true), 0x7f);
  assert.equal(numToF8(-1e6, 'bf8', true), 0xff);
  assert.equal(numToF8(Infinity, 'fp8'), F8_NAN);
  assert.equal(numToF8(-Infinity, 'fp8', true), 0xff);
  assert.equal(numToF8(NaN, 'bf8', true), F8_NAN);
  assert.equal(f32ToF8(0x7fc00000, 'fp8'), F8_NAN);
});
