// CDNA 2/3 memory semantics (docs/sim.md P150-P152): the f64 atomics (global/flat/buffer_atomic_
// add/min/max_f64, ds_add_f64) on gfx90a, gfx940's pk_add_bf16 atomics, the cache bits as hints
// (no visible effect), and the located error for what is not simulated yet (MIMG's AGPR data).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { simulate } from '../src/sim/index.js';
import { lanes, vsharp, spec, dumped } from './support/sim-mubuf.js';

const BASE = 0x1000;
const f64 = (x: number): [number, number] => { const u = new Uint32Array(new Float64Array([x]).buffer); return [u[0], u[1]]; };
/** [old memory qword, data qword, new memory qword] as dword pairs (lo, hi), worked out by hand. */
type Case = readonly [readonly [number, number], readonly [number, number], readonly [number, number]];

const ADD_F64: readonly Case[] = [
  [f64(1), f64(2), f64(3)],
  [f64(1), f64(2 ** -53), f64(1)], // a tie, to even (1)
  [f64(1), f64(2 ** -53 + 2 ** -105), f64(1 + 2 ** -52)], // just above the tie: rounds up
  [[1, 0], [1, 0], [2, 0]], // denormals kept (2^-1074 + 2^-1074)
  [[0, 0x80000000], [0, 0x80000000], [0, 0x80000000]], // -0 + -0 = -0
  [f64(Infinity), f64(-Infinity), [0, 0x7ff80000]], // inf - inf: the quiet NaN
];
const MIN_F64: readonly Case[] = [
  [f64(1), f64(2), f64(1)], [f64(-1), f64(2), f64(-1)], [[0, 0], [0, 0x80000000], [0, 0x80000000]], // -0 < +0
  [[0, 0x7ff80000], f64(5), f64(5)], // a NaN operand: the other
];
const MAX_F64: readonly Case[] = [
  [f64(1), f64(2), f64(2)], [f64(-1), f64(-2), f64(-1)], [[0, 0x80000000], [0, 0], [0, 0]], [f64(5), [0, 0x7ff80000], f64(5)],
];

const pairs = (cases: readonly Case[], k: 0 | 1 | 2): number[] => Array.from({ length: 128 }, (_, i) => cases[(i >> 1) % cases.length][k][i & 1]);
const half = (cases: readonly Case[], k: 0 | 1 | 2, h: 0 | 1): number[] => lanes((l) => cases[l % cases.length][k][h]);

for (const [op, cases] of [['add_f64', ADD_F64], ['min_f64', MIN_F64], ['max_f64', MAX_F64]] as const) {
  test(`gfx90a global_atomic_${op} and buffer_atomic_${op}: every lane updates its qword; glc returns the old value`, () => {
    const state = (extra: object) => ({ ...extra, memory: [{ addr: BASE, dwords: pairs(cases, 0) }] });
    const g = simulate(`global_atomic_${op} v[6:7], v[2:3], v[4:5], off glc\ns_endpgm\n`, state({
      vgpr: { v2: lanes((l) => BASE + 8 * l), v3: 0, v4: half(cases, 1, 0), v5: half(cases, 1, 1) },
    }), { gpu: 'gfx90a', dumps: [spec(BASE, 128)] });
    assert.deepEqual(dumped(g, BASE, 128), pairs(cases, 2));
    assert.deepEqual(g.vgpr?.v6, half(cases, 0, 0));
    assert.deepEqual(g.vgpr?.v7, half(cases, 0, 1));
    const b = simulate(`buffer_atomic_${op} v[4:5], v0, s[8:11], 0 offen\ns_endpgm\n`, state({
      sgpr: { 's[8:11]': vsharp() }, vgpr: { v0: lanes((l) => 8 * l), v4: half(cases, 1, 0), v5: half(cases, 1, 1) },
    }), { gpu: 'gfx90a', dumps: [spec(BASE, 128)] });
    assert.deepEqual(dumped(b, BASE, 128), pairs(cases, 2));
  });
}

test('gfx90a ds_add_rtn_f64: the f64 add on LDS, the old value returned', () => {
  const r = simulate('ds_add_rtn_f64 v[4:5], v0, v[2:3] offset:8\ns_endpgm\n', {
    vgpr: { v0: lanes((l) => 8 * l), v2: half(ADD_F64, 1, 0), v3: half(ADD_F64, 1, 1) },
    lds: [{ addr: 8, dwords: pairs(ADD_F64, 0) }],
  }, { gpu: 'gfx90a', ldsDumps: [spec(8, 128)] });
  assert.deepEqual(r.lds[spec(8, 128)], pairs(ADD_F64, 2));
  assert.deepEqual(r.vgpr?.v4, half(ADD_F64, 0, 0));
});

test('gfx940 global_atomic_pk_add_bf16: a bf16 add per half, to nearest even, denormals kept', () => {
  // lo 1 + 2 = 3 (0x4040), hi 0.5 + 0.25 = 0.75 (0x3f40); 256 + 1 = 257: a tie, to even (256 = 0x4380);
  // bf16 denormals 0x0001 + 0x0001 = 0x0002; -inf + inf: the quiet NaN 0x7fc0.
  const cases: readonly [number, number, number][] = [
    [0x3f003f80, 0x3e804000, 0x3f404040], [0x43804380, 0x3f803f80, 0x43804380], [0x00010001, 0x00010001, 0x00020002], [0x7f80ff80, 0xff807f80, 0x7fc07fc0],
  ];
  const r = simulate('global_atomic_pk_add_bf16 v[2:3], v4, off\ns_endpgm\n', {
    vgpr: { v2: lanes((l) => BASE + 4 * l), v3: 0, v4: lanes((l) => cases[l % 4][1]) }, memory: [{ addr: BASE, dwords: lanes((l) => cases[l % 4][0]) }],
  }, { gpu: 'gfx940', dumps: [spec(BASE, 64)] });
  assert.deepEqual(dumped(r, BASE, 64), lanes((l) => cases[l % 4][2]));
});

test('the cache bits are hints: glc slc scc (gfx90a) and sc0 sc1 nt (gfx940) change no result', () => {
  const run = (gpu: string, mods: string): number[] => {
    const r = simulate(`global_load_dword v1, v[2:3], off${mods}\ns_waitcnt vmcnt(0)\nglobal_store_dword v[2:3], v1, off offset:256${mods}\ns_endpgm\n`, {
      vgpr: { v2: lanes((l) => BASE + 4 * l), v3: 0 }, memory: [{ addr: BASE, dwords: lanes((l) => 0x1000 + l) }],
    }, { gpu, dumps: [spec(BASE + 256, 64)] });
    return dumped(r, BASE + 256, 64);
  };
  const plain = lanes((l) => 0x1000 + l);
  assert.deepEqual(run('gfx90a', ''), plain);
  assert.deepEqual(run('gfx90a', ' glc slc scc'), plain);
  assert.deepEqual(run('gfx940', ' sc0 sc1 nt'), plain);
});

test('gfx90a/gfx940 GLOBAL with AGPR data (the ACC bit): stores read the AGPRs, loads and returning atomics land in them, not in the VGPRs', () => {
  for (const [gpu, rtn] of [['gfx90a', 'glc'], ['gfx940', 'sc0']]) {
    const r = simulate([
      'v_accvgpr_write_b32 a4, v4', 'v_accvgpr_write_b32 a5, v5',
      'global_store_dwordx2 v[2:3], a[4:5], off', // AGPR data: 0x100+l, 0x200+l at BASE + 8l
      'global_load_dword a6, v[2:3], off offset:4', 's_waitcnt vmcnt(0)', // 0x200+l
      `global_atomic_add a7, v[2:3], a6, off ${rtn}`, 's_waitcnt vmcnt(0)', // old 0x100+l; memory 0x300+2l
      'v_accvgpr_read_b32 v8, a6', 'v_accvgpr_read_b32 v9, a7', 's_endpgm', '',
    ].join('\n'), { vgpr: { v2: lanes((l) => BASE + 8 * l), v3: 0, v4: lanes((l) => 0x100 + l), v5: lanes((l) => 0x200 + l), v6: 7, v7: 7 } }, { gpu, dumps: [spec(BASE, 128)] });
    assert.deepEqual(dumped(r, BASE, 128), Array.from({ length: 128 }, (_, i) => (i & 1 ? 0x200 : 0x300) + (i & 1 ? 1 : 2) * (i >> 1)), gpu);
    assert.deepEqual([r.vgpr?.v8, r.vgpr?.v9], [lanes((l) => 0x200 + l), lanes((l) => 0x100 + l)], gpu);
    assert.deepEqual([r.vgpr?.v6, r.vgpr?.v7], [lanes(() => 7), lanes(() => 7)], gpu);
  }
});

test('gfx940 SCRATCH address modes (SVE bit): ST (offset only), SV (VGPR), SS (SGPR) and SVS (SGPR + VGPR) name the same lane dword', () => {
  // llvm-mc 19 -mcpu=gfx940: scratch_store_dword off, v1, off offset:16 is [0x10,0x40,0x70,0xdc,0x00,0x01,0x7f,0x00]
  // (SVE 0, SADDR off: the offset alone); scratch_load_dword v4, v5, s4 offset:8 is
  // [0x08,0x60,0x50,0xdc,0x05,0x00,0x04,0x04] (SVE 1: v5 + s4 + 8).
  const r = simulate([
    'scratch_store_dword off, v1, off offset:16', 's_waitcnt vmcnt(0)',
    'scratch_load_dword v2, v0, off', 'scratch_load_dword v3, off, s6 offset:8', 'scratch_load_dword v4, v5, s4 offset:8', 's_waitcnt vmcnt(0)', 's_endpgm', '',
  ].join('\n'), { sgpr: { s4: 4, s6: 8 }, vgpr: { v0: 16, v1: lanes((l) => 0x500 + l), v5: 4 } }, { gpu: 'gfx940' });
  for (const v of ['v2', 'v3', 'v4']) assert.deepEqual(r.vgpr?.[v], lanes((l) => 0x500 + l), v);
});

test('gfx90a/gfx940 DS with AGPR data (the ACC bit): ds_write takes its data from an AGPR, ds_read and a returning atomic write AGPRs', () => {
  // llvm-mc 19 -mcpu=gfx90a: ds_write_b32 v0, a1 is [0x00,0x00,0x1a,0xda,0x00,0x01,0x00,0x00] (ACC bit 25);
  // ds_add_rtn_u32 a3, v0, a1 is [0x00,0x00,0x40,0xda,0x00,0x01,0x00,0x03].
  for (const gpu of ['gfx90a', 'gfx940']) {
    const r = simulate(['v_accvgpr_write_b32 a1, v1', 'ds_write_b32 v0, a1', 'ds_add_rtn_u32 a3, v0, a1', 's_waitcnt lgkmcnt(0)',
      'ds_read_b32 a2, v0', 's_waitcnt lgkmcnt(0)', 'v_accvgpr_read_b32 v2, a2', 'v_accvgpr_read_b32 v3, a3', 's_endpgm', ''].join('\n'),
    { vgpr: { v0: lanes((l) => 4 * l), v1: lanes((l) => 0x100 + l), v2: 0, v3: 0 } }, { gpu });
    assert.deepEqual([r.vgpr?.v2, r.vgpr?.v3], [lanes((l) => 0x200 + 2 * l), lanes((l) => 0x100 + l)], gpu);
  }
});

test('gfx90a/gfx940 MUBUF and MTBUF with AGPR data (the ACC bit): stores read the AGPRs, loads and returning atomics land in them, not in the VGPRs', () => {
  // llvm-mc 19 -mcpu=gfx90a: buffer_load_dword a1, off, s[8:11], s3 is [0x00,0x00,0x50,0xe0,0x00,0x01,0x82,0x03] (ACC bit 55).
  for (const [gpu, rtn] of [['gfx90a', 'glc'], ['gfx940', 'sc0']]) {
    const r = simulate([
      'v_accvgpr_write_b32 a4, v4', 'v_accvgpr_write_b32 a5, v5',
      'buffer_store_dwordx2 a[4:5], v0, s[8:11], 0 offen', // 0x100+l, 0x200+l at BASE + 8l
      's_waitcnt vmcnt(0)', 'buffer_load_dword a6, v0, s[8:11], 0 offen offset:4', 's_waitcnt vmcnt(0)', // 0x200+l
      `buffer_atomic_add a7, v0, s[8:11], 0 offen ${rtn}`, 's_waitcnt vmcnt(0)', // adds a7 (0) and returns the old 0x100+l
      'tbuffer_load_format_x a8, v0, s[8:11], 0 offen format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_UINT]', 's_waitcnt vmcnt(0)',
      'v_accvgpr_read_b32 v8, a6', 'v_accvgpr_read_b32 v9, a7', 'v_accvgpr_read_b32 v10, a8', 's_endpgm', '',
    ].join('\n'), {
      sgpr: { 's[8:11]': vsharp({ base: BASE }) },
      vgpr: { v0: lanes((l) => 8 * l), v4: lanes((l) => 0x100 + l), v5: lanes((l) => 0x200 + l), v6: 7, v7: 7 },
    }, { gpu, dumps: [spec(BASE, 128)] });
    // The atomic adds a7 (its data, written by nothing: 0) to 0x100+l and returns the old value.
    assert.deepEqual([r.vgpr?.v8, r.vgpr?.v9, r.vgpr?.v10], [lanes((l) => 0x200 + l), lanes((l) => 0x100 + l), lanes((l) => 0x100 + l)], gpu);
    assert.deepEqual([r.vgpr?.v6, r.vgpr?.v7], [lanes(() => 7), lanes(() => 7)], gpu);
  }
});

test('AGPR data of MIMG is a located "not simulated yet" error, not a VGPR result (gfx940 load_lds runs: test/sim-load-lds.test.ts)', () => {
  assert.throws(() => simulate('image_load a[0:3], v0, s[0:7] dmask:0xf\ns_endpgm\n', {}, { gpu: 'gfx90a' }), /image_load with AGPR data: not simulated yet/);
});
