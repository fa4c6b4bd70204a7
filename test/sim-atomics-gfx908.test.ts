// gfx908's atomics that return nothing (docs/sim.md P133): global/buffer_atomic_add_f32 (an f32 add,
// denormals flushed) and global/buffer_atomic_pk_add_f16 (an f16 add per half), each run on the
// GLOBAL path and the MUBUF path with 64 lanes of hand-worked cases.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { simulate } from '../src/sim/index.js';
import type { StateJson } from '../src/sim/api.js';
import { lanes, vsharp, spec, dumped, vgprEq } from './support/sim-mubuf.js';

const BASE = 0x1000;

/** [old memory dword, data dword, new memory dword], worked out by hand. */
type Case = readonly [number, number, number];

const ADD_F32: readonly Case[] = [
  [0x3f800000, 0x40000000, 0x40400000], // 1 + 2 = 3
  [0x3f800000, 0x33800000, 0x3f800000], // 1 + 2^-24: a tie, to even (1)
  [0x3f800000, 0x33800001, 0x3f800001], // just above the tie: rounds up
  [0x00000001, 0x00000000, 0x00000000], // a denormal old value is flushed
  [0x3f800000, 0x80000001, 0x3f800000], // a denormal datum is flushed
  [0x00800001, 0x80800000, 0x00000000], // 2^-149, a denormal result, flushed to +0
  [0x80000000, 0x80000000, 0x80000000], // -0 + -0 = -0
  [0x7f800000, 0xff800000, 0x7fc00000], // inf - inf: the quiet NaN
  [0x7f7fffff, 0x7f7fffff, 0x7f800000], // overflow to inf
];

const PK_ADD_F16: readonly Case[] = [
  [0x38003c00, 0x34004000, 0x3a004200], // lo 1 + 2 = 3, hi 0.5 + 0.25 = 0.75
  [0x00010001, 0x00010001, 0x00020002], // f16 denormals kept
  [0x68006800, 0x42003c00, 0x68026800], // lo 2048 + 1 = 2049: a tie, to even (2048); hi 2048 + 3 = 2051 -> 2052
  [0x7bff7bff, 0x00007bff, 0x7bff7c00], // lo 65504 + 65504 overflows to inf; hi + 0 unchanged
  [0x7c00fc00, 0xfc007c00, 0x7e007e00], // -inf + inf per half: the quiet NaN
];

const pick = (cases: readonly Case[], k: 0 | 1 | 2): number[] => lanes((l) => cases[l % cases.length][k]);
const memory = (cases: readonly Case[]): StateJson['memory'] => [{ addr: BASE, dwords: pick(cases, 0) }];

for (const [op, cases] of [['add_f32', ADD_F32], ['pk_add_f16', PK_ADD_F16]] as const) {
  test(`gfx908 global_atomic_${op}: every lane updates its dword, VDATA unchanged, nothing returned`, () => {
    const r = simulate(`global_atomic_${op} v[2:3], v4, off\ns_endpgm\n`, {
      vgpr: { v2: lanes((l) => BASE + 4 * l), v3: 0, v4: pick(cases, 1) }, memory: memory(cases),
    }, { gpu: 'gfx908', dumps: [spec(BASE, 64)] });
    assert.deepEqual(dumped(r, BASE, 64), pick(cases, 2));
    vgprEq(r, 'v4', pick(cases, 1), 'VDATA');
  });
  test(`gfx908 buffer_atomic_${op}: the same through a buffer descriptor (offen)`, () => {
    const r = simulate(`buffer_atomic_${op} v4, v0, s[4:7], 0 offen\ns_endpgm\n`, {
      sgpr: { 's[4:7]': vsharp() }, vgpr: { v0: lanes((l) => 4 * l), v4: pick(cases, 1) }, memory: memory(cases),
    }, { gpu: 'gfx908', dumps: [spec(BASE, 64)] });
    assert.deepEqual(dumped(r, BASE, 64), pick(cases, 2));
    vgprEq(r, 'v4', pick(cases, 1), 'VDATA');
  });
}

test('gfx908 global_atomic_add_f32: 64 lanes adding integer-valued floats to one address sum exactly', () => {
  // 1 + 2 + ... + 64 = 2080, exact in f32 whatever the order: 100 + 2080 = 2180.
  const r = simulate('global_atomic_add_f32 v[2:3], v4, off offset:16\ns_endpgm\n', {
    vgpr: { v2: BASE, v3: 0, v4: lanes((l) => new Uint32Array(new Float32Array([l + 1]).buffer)[0]) },
    memory: [{ addr: BASE + 16, dwords: [0x42c80000] }],
  }, { gpu: 'gfx908', dumps: [spec(BASE + 16, 1)] });
  assert.deepEqual(dumped(r, BASE + 16, 1), [0x45084000]);
});
