// The matrix instructions on gfx90a and gfx940 in the simulator (docs/sim.md P140): D and C in
// VGPRs (ACC_CD clear) or AGPRs, and gfx940's neg:[a,b,c] on the f64 MFMAs; values by hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { simulate } from '../src/sim/index.js';
import type { StateJson } from '../src/sim/api.js';

const all = (v: number): number[] => Array.from({ length: 64 }, () => v >>> 0);
const F32 = (x: number): number => new Uint32Array(new Float32Array([x]).buffer)[0];
const f64 = (x: number): [number, number] => { const u = new Uint32Array(new Float64Array([x]).buffer); return [u[0], u[1]]; };

test('gfx90a: an MFMA with ACC_CD clear reads C from and writes D to VGPRs (4x4x1: D = C + A * B)', () => {
  const state: StateJson = { vgpr: { v0: F32(2), v1: F32(3), v4: F32(1), v5: F32(1), v6: F32(1), v7: F32(1) } };
  const r = simulate('v_mfma_f32_4x4x1f32 v[4:7], v0, v1, v[4:7]\ns_endpgm\n', state, { gpu: 'gfx90a' });
  for (const v of ['v4', 'v5', 'v6', 'v7']) assert.deepEqual(r.vgpr[v], all(F32(7)), v);
});

test('gfx940: neg:[a,b,c] on the f64 MFMA negates A, B and C (4x4x4: D = C + 4 * A * B)', () => {
  const [a0, a1] = f64(1), [b0, b1] = f64(2), [c0, c1] = f64(0.5);
  // The result reports the registers the state names: D's too.
  const state: StateJson = { vgpr: { v0: 0, v1: 0, v2: a0, v3: a1, v4: b0, v5: b1, v6: c0, v7: c1 } };
  const run = (mods: string): number[] => {
    const r = simulate(`v_mfma_f64_4x4x4_4b_f64 v[0:1], v[2:3], v[4:5], v[6:7]${mods}\ns_endpgm\n`, state, { gpu: 'gfx940' });
    return [r.vgpr.v0[0], r.vgpr.v1[0]];
  };
  assert.deepEqual(run(''), f64(8.5));
  assert.deepEqual(run(' neg:[1,0,0]'), f64(-7.5));
  assert.deepEqual(run(' neg:[1,1,1]'), f64(7.5));
});
