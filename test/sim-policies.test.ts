// Issue 9: a FORMAT element that crosses a 4 GiB boundary, and the policies docs/sim.md states as
// P17-P21 (each value below is worked by hand from the policy text, not computed by gcnkit).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { simulate } from '../src/sim/index.js';
import type { StateJson } from '../src/sim/api.js';
import { vsharp, type VDesc } from './support/sim-mubuf.js';

const UINT = 4, SINT = 5, FLOAT = 7, D32 = 4, D16 = 2, D8_8_8_8 = 10, D32_32 = 11;

function run(gpu: string, program: string, state: StateJson, dumps: string[] = []): ReturnType<typeof simulate> {
  return simulate(program + '\ns_endpgm\n', state, { gpu, dumps });
}
const rsrc = (d: VDesc): StateJson['sgpr'] => ({ 's[4:7]': vsharp(d) });
const v = (r: ReturnType<typeof simulate>, reg: string): number => r.vgpr[reg][0];

// V# base 0xfffffffc, 32_32 UINT: X is the dword at 0xfffffffc, Y the one at 0x1_0000_0000.
const CROSS = { base: 0xfffffffc, numRecords: 0x100, dfmt: D32_32, nfmt: UINT };
const MEMORY = [
  { addr: '0xfffffffc', dwords: [0x11111111] },
  { addr: '0x0', dwords: [0xdead0000] },
  { addr: '0x100000000', dwords: [0x22222222] },
];

for (const gpu of ['tahiti', 'bonaire', 'tonga', 'gfx900']) {
  test(`${gpu}: a FORMAT load whose element crosses 4 GiB reads its later dwords from the next 4 GiB block`, () => {
    const r = run(gpu, 'buffer_load_format_xy v[20:21], off, s[4:7], 0', { sgpr: rsrc(CROSS), memory: MEMORY });
    assert.equal(v(r, 'v20'), 0x11111111);
    assert.equal(v(r, 'v21'), 0x22222222); // not 0xdead0000, the dword at 0x0
    // The same dwords as buffer_load_dwordx2, which always carried.
    const d = run(gpu, 'buffer_load_dwordx2 v[20:21], off, s[4:7], 0', { sgpr: rsrc(CROSS), memory: MEMORY });
    assert.deepEqual([v(d, 'v20'), v(d, 'v21')], [0x11111111, 0x22222222]);
  });

  test(`${gpu}: a FORMAT store whose element crosses 4 GiB writes its later dwords to the next 4 GiB block`, () => {
    const r = run(gpu, 'buffer_store_format_xy v[20:21], off, s[4:7], 0', { sgpr: rsrc(CROSS), vgpr: { v20: 0xaaaaaaaa, v21: 0xbbbbbbbb }, memory: MEMORY },
      ['0xfffffffc:1', '0x0:1', '0x100000000:1']);
    assert.deepEqual(r.dump['0xfffffffc:1'], [0xaaaaaaaa]);
    assert.deepEqual(r.dump['0x100000000:1'], [0xbbbbbbbb]);
    assert.deepEqual(r.dump['0x0:1'], [0xdead0000]); // untouched
  });
}

test('an 8_8_8_8 element at 0xfffffffe: Z and W come from 0x1_0000_0000 and 0x1_0000_0001', () => {
  const state = {
    sgpr: rsrc({ base: 0xfffffffe, numRecords: 0x100, dfmt: D8_8_8_8, nfmt: UINT }),
    memory: [{ addr: '0xfffffffc', dwords: [0x0201ffff] }, { addr: '0x0', dwords: [0x99999999] }, { addr: '0x100000000', dwords: [0x00000403] }],
  };
  const r = run('tonga', 'buffer_load_format_xyzw v[0:3], off, s[4:7], 0', state);
  assert.deepEqual(['v0', 'v1', 'v2', 'v3'].map((k) => v(r, k)), [1, 2, 3, 4]);
  const s = run('tonga', 'buffer_store_format_xyzw v[0:3], off, s[4:7], 0', { ...state, vgpr: { v0: 5, v1: 6, v2: 7, v3: 8 } }, ['0xfffffffc:1', '0x0:1', '0x100000000:1']);
  assert.deepEqual([s.dump['0xfffffffc:1'], s.dump['0x0:1'], s.dump['0x100000000:1']], [[0x0605ffff], [0x99999999], [0x00000807]]);
});

test('P17: an unbound V# or reserved number format loads 0 except where DST_SEL is 1 (1.0, or 1 for UINT/SINT)', () => {
  const ONE_F = 0x3f800000;
  const sel = [1, 0, 4, 1] as const;
  // Unbound: DATA_FORMAT 0 (INVALID), on every generation for FORMAT ops (P4).
  for (const gpu of ['tahiti', 'tonga', 'gfx900']) {
    const f = run(gpu, 'buffer_load_format_xyzw v[0:3], off, s[4:7], 0', { sgpr: rsrc({ dfmt: 0, nfmt: FLOAT, dstSel: sel }), memory: [{ addr: '0x1000', dwords: [7] }] });
    assert.deepEqual(['v0', 'v1', 'v2', 'v3'].map((k) => v(f, k)), [ONE_F, 0, 0, ONE_F], gpu);
    const u = run(gpu, 'buffer_load_format_xyzw v[0:3], off, s[4:7], 0', { sgpr: rsrc({ dfmt: 0, nfmt: UINT, dstSel: sel }), memory: [{ addr: '0x1000', dwords: [7] }] });
    assert.deepEqual(['v0', 'v1', 'v2', 'v3'].map((k) => v(u, k)), [1, 0, 0, 1], gpu);
  }
  // Number format 6 is reserved on GCN 1.2/1.4: the same.
  const r = run('tonga', 'buffer_load_format_xy v[0:1], off, s[4:7], 0', { sgpr: rsrc({ dfmt: D32, nfmt: 6, dstSel: [1, 4, 0, 0] }), memory: [{ addr: '0x1000', dwords: [7] }] });
  assert.deepEqual([v(r, 'v0'), v(r, 'v1')], [ONE_F, 0]);
  // An all-zero V# has DST_SEL 0 everywhere: (0,0,0,0).
  const z = run('gfx900', 'buffer_load_format_xyzw v[0:3], off, s[4:7], 0', { sgpr: { 's[4:7]': [0, 0, 0, 0] }, vgpr: { v0: 9, v3: 9 } });
  assert.deepEqual(['v0', 'v1', 'v2', 'v3'].map((k) => v(z, k)), [0, 0, 0, 0]);
});

test('P18: FORMAT D16 loads other than _HI write the whole VGPR (unused high half 0); _HI and non-format D16 keep the other half', () => {
  const state = (nfmt: number): StateJson => ({ sgpr: rsrc({ dfmt: D16, nfmt }), vgpr: { v1: 0xabcd1234 }, memory: [{ addr: '0x1000', dwords: [0x00003c00] }] });
  const x = run('gfx900', 'buffer_load_format_d16_x v1, off, s[4:7], 0', state(FLOAT));
  assert.equal(v(x, 'v1'), 0x00003c00); // 1.0 as f16, high half zeroed
  const t = run('tonga', 'buffer_load_format_d16_x v1, off, s[4:7], 0', state(UINT));
  assert.equal(v(t, 'v1'), 0x00003c00);
  const hi = run('gfx900', 'buffer_load_format_d16_hi_x v1, off, s[4:7], 0', state(FLOAT));
  assert.equal(v(hi, 'v1'), 0x3c001234);
  const sh = run('gfx900', 'buffer_load_short_d16 v1, off, s[4:7], 0', state(UINT));
  assert.equal(v(sh, 'v1'), 0xabcd3c00);
});

test('P19: the GCN 1.1 SMRD literal offset is a dword count, times 4 modulo 2^32', () => {
  const state = { sgpr: { 's[2:3]': [0x1000, 0] }, memory: [{ addr: '0x1004', dwords: [0x600d] }, { addr: '0x100001004', dwords: [0xbad] }] };
  // 0x40000001 * 4 = 0x1_0000_0004 -> 4 (mod 2^32): the dword at base + 4.
  const r = run('bonaire', 's_load_dword s5, s[2:3], 0x40000001\ns_waitcnt lgkmcnt(0)', state);
  assert.equal(r.sgpr.s5, 0x600d);
  const small = run('bonaire', 's_load_dword s5, s[2:3], 0x100\ns_waitcnt lgkmcnt(0)', { ...state, memory: [{ addr: '0x1400', dwords: [0x1400] }] });
  assert.equal(small.sgpr.s5, 0x1400);
});

test('P20: an f16 signalling NaN is quieted on FORMAT loads (payload kept); uf11/uf10 NaNs keep their bits', () => {
  const mem = (d: number): StateJson['memory'] => [{ addr: '0x1000', dwords: [d] }];
  // 16_16 FLOAT: X = 0x7c01 (sNaN, payload 1), Y = 0xfc01 (negative sNaN).
  const r = run('tonga', 'buffer_load_format_xy v[0:1], off, s[4:7], 0', { sgpr: rsrc({ dfmt: 5, nfmt: FLOAT }), memory: mem(0xfc017c01) });
  assert.deepEqual([v(r, 'v0'), v(r, 'v1')], [0x7fc02000, 0xffc02000]);
  // A quiet NaN stays as it is.
  const q = run('tonga', 'buffer_load_format_x v0, off, s[4:7], 0', { sgpr: rsrc({ dfmt: D16, nfmt: FLOAT }), memory: mem(0x7e01) });
  assert.equal(v(q, 'v0'), 0x7fc02000);
  // D16 load: the quieted f32 rounds back to f16 0x7e01.
  const h = run('gfx900', 'buffer_load_format_d16_x v0, off, s[4:7], 0', { sgpr: rsrc({ dfmt: D16, nfmt: FLOAT }), memory: mem(0x7c01) });
  assert.equal(v(h, 'v0'), 0x7e01);
  // 11_11_10 FLOAT (dfmt 7, X is 10 bits e5m5): a NaN 0x3e1 -> 0x7f800000 | 1 << 18, not quieted.
  const u = run('tonga', 'buffer_load_format_x v0, off, s[4:7], 0', { sgpr: rsrc({ dfmt: 7, nfmt: FLOAT }), memory: mem(0x3e1) });
  assert.equal(v(u, 'v0'), 0x7f840000);
});

test('P21: a D16 store widens like the format reads: SINT sign-extends into a 32-bit component, UINT zero-extends', () => {
  const store = (nfmt: number, dfmt: number): number => {
    const r = run('gfx900', 'buffer_store_format_d16_x v0, off, s[4:7], 0', { sgpr: rsrc({ dfmt, nfmt }), vgpr: { v0: 0x12348000 }, memory: [{ addr: '0x1000', dwords: [0x55555555] }] }, ['0x1000:1']);
    return r.dump['0x1000:1'][0];
  };
  assert.equal(store(SINT, D32), 0xffff8000);
  assert.equal(store(UINT, D32), 0x00008000);
  assert.equal(store(SINT, D16), 0x55558000); // a 16-bit component takes the low 16 bits
  // Unpacked D16 (GCN 1.2) likewise.
  const t = run('tonga', 'buffer_store_format_d16_x v0, off, s[4:7], 0', { sgpr: rsrc({ dfmt: D32, nfmt: SINT }), vgpr: { v0: 0x0000fffe }, memory: [] }, ['0x1000:1']);
  assert.deepEqual(t.dump['0x1000:1'], [0xfffffffe]);
});
