// gfx940's loads into LDS (docs/sim.md P168): global/scratch_load_lds_* read one value per active
// lane as the GLOBAL / SCRATCH load of the same type would, extend it to a dword, and write it to
// LDS[M0[15:0] + inst_offset + lane * 4]; no VGPR is written.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { simulate } from '../src/sim/index.js';
import { lanes, spec } from './support/sim-mubuf.js';

const BASE = 0x2000;
const FILL = 0xdeadbeef;

test('global_load_lds_dword (VADDR pair): LDS[M0 + offset + 4 * lane] = the dword at VADDR + offset; lanes off EXEC write nothing', () => {
  const r = simulate([
    's_mov_b32 m0, 0x100', 's_mov_b32 exec_hi, 0',
    'global_load_lds_dword v[2:3], off offset:8', 's_waitcnt vmcnt(0)',
    's_endpgm', ''].join('\n'), {
    vgpr: { v2: lanes((l) => BASE + 4 * l), v3: 0 },
    memory: [{ addr: BASE, dwords: Array.from({ length: 66 }, (_, k) => 0x1000 + k) }],
    lds: [{ addr: 0x100, dwords: Array.from({ length: 70 }, () => FILL) }],
  }, { gpu: 'gfx940', ldsDumps: [spec(0x100, 70)] });
  // 0x100 and 0x104 (below M0 + offset) keep their value; lane l lands at 0x108 + 4l.
  assert.deepEqual(r.lds[spec(0x100, 70)], Array.from({ length: 70 }, (_, k) => (k >= 2 && k < 34 ? 0x1000 + k : FILL)));
  assert.deepEqual(r.vgpr.v2, lanes((l) => BASE + 4 * l)); // the address registers are all it touches
  assert.equal(Object.keys(r.vgpr).sort().join(), 'v2,v3');
});

test('global_load_lds_sbyte/ubyte with SADDR and a negative offset: the byte extended to a dword, the offset on both addresses', () => {
  for (const [op, ext] of [['sbyte', (b: number) => ((b << 24) >> 24) >>> 0], ['ubyte', (b: number) => b]] as const) {
    const r = simulate(['s_mov_b32 m0, 0x200', `global_load_lds_${op} v2, s[4:5] offset:-4`, 's_endpgm', ''].join('\n'), {
      sgpr: { 's[4:5]': [BASE, 0] },
      vgpr: { v2: lanes((l) => 4 + l) }, // byte BASE + l
      memory: [{ addr: BASE, dwords: Array.from({ length: 16 }, (_, k) => (0x7c + 4 * k) | ((0x7d + 4 * k) << 8) | ((0x7e + 4 * k) << 16) | ((0x7f + 4 * k) << 24)) }],
    }, { gpu: 'gfx940', ldsDumps: [spec(0x1fc, 64)] });
    assert.deepEqual(r.lds[spec(0x1fc, 64)], lanes((l) => ext((0x7c + l) & 0xff)), op);
  }
});

test('scratch_load_lds_sshort / _dword: the lane\'s private memory into LDS, SADDR form too', () => {
  const r = simulate([
    'v_mov_b32 v2, 0', 'scratch_store_dword v2, v6, off offset:4',
    's_mov_b32 m0, 0x300', 'scratch_load_lds_sshort v2, off offset:4',
    's_mov_b32 m0, 0x500', 's_mov_b32 s2, 4', 'scratch_load_lds_dword off, s2 offset:0',
    's_endpgm', ''].join('\n'), {
    vgpr: { v6: lanes((l) => (0x12348000 + l) >>> 0) },
  }, { gpu: 'gfx940', ldsDumps: [spec(0x304, 64), spec(0x500, 64)] });
  assert.deepEqual(r.lds[spec(0x304, 64)], lanes((l) => (0xffff8000 + l) >>> 0));
  assert.deepEqual(r.lds[spec(0x500, 64)], lanes((l) => (0x12348000 + l) >>> 0));
});

test('a load into LDS counts one VM op and reports no hazard when M0 is set before it', () => {
  const r = simulate(['s_mov_b32 m0, 0', 'global_load_lds_dword v[2:3], off', 's_endpgm', ''].join('\n'), { vgpr: { v2: BASE, v3: 0 } }, { gpu: 'gfx940' });
  assert.deepEqual(r.counters, { vmcnt: 1, lgkmcnt: 0, expcnt: 0 });
  assert.deepEqual(r.hazards, []);
});
