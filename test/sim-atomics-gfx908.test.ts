// gfx908's atomics that return nothing (docs/sim.md P133): global/buffer_atomic_add_f32 (an f32 add,
// denormals flushed) and global/buffer_atomic_pk_add_f16 (an f16 add per half), each run on the
// GLOBAL path and the MUBUF path with 64 lanes of hand-worked cases.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { simulate } from '../src/sim/index.js';
import type { StateJson } from '../src/sim/api.js';
import { lanes, vsharp, spec, dumped, vgprEq } from './support/sim-mubuf.js';
import { ADD_F32, PK_ADD_F16, type Case } from './support/sim-atomics.js';

const BASE = 0x1000;

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
