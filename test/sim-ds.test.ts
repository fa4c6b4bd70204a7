// Black-box tests of DS on LDS (docs/sim.md "DS", P22-P28), GCN 1.0-1.4. Every expected value is
// worked out by hand from the AMD manuals' DS pseudo-code (SI/CI/GCN3/Vega ISA, chapter 12 "DS
// instructions") and the policies; none is computed by gcnkit.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Gen } from '../src/isa/gens.js';
import type { StateJson } from '../src/sim/api.js';
import { SimError } from '../src/sim/index.js';
import type { InstrDef } from '../src/isa/types.js';
import { instrs, lanes, regs, sim } from './support/sim-util.js';

const ALL: Gen[] = ['gcn1.0', 'gcn1.1', 'gcn1.2', 'gcn1.4'];
// LDS dword i (byte address 4i) holds 0xd5000000 + i, for the first 0x2000 bytes.
const LDS_IMAGE = [{ addr: 0, dwords: Array.from({ length: 0x800 }, (_, i) => (0xd5000000 + i) >>> 0) }];
const lds = (addr: number): number => (0xd5000000 + addr / 4) >>> 0;
// M0 = 0xffffffff: the whole 64 KiB is in range on GCN 1.0-1.2 (P22); GCN 1.4 ignores M0.
const base = (s: StateJson = {}): StateJson => ({ m0: '0xffffffff', lds: LDS_IMAGE, ...s });
const one = (gen: Gen, prog: string[], s: StateJson, ldsDumps: string[] = []) => sim(gen, [...prog, 's_waitcnt lgkmcnt(0)', 's_endpgm'], base(s), { ldsDumps });
const lane0 = (r: ReturnType<typeof sim>, reg: string): number => r.vgpr[reg][0];

describe('DS loads and stores: ADDR + offset', () => {
  for (const gen of ALL) {
    test(`${gen}: ds_write_b32 / ds_read_b32 at VGPR + offset, one dword per lane`, () => {
      const r = one(gen, ['ds_write_b32 v1, v2 offset:0x1000', 's_waitcnt lgkmcnt(0)', 'ds_read_b32 v3, v1 offset:0x1004'],
        { vgpr: { v1: lanes((l) => 4 * l), v2: lanes((l) => 0xabc00000 + l) } }, ['0x1000:64']);
      assert.deepEqual(r.lds['0x1000:64'], lanes((l) => 0xabc00000 + l));
      // Lane l reads 0x1004 + 4l: lane l+1's stored value; lane 63 reads 0x1100, never written.
      assert.deepEqual(r.vgpr.v3, lanes((l) => (l < 63 ? 0xabc00000 + l + 1 : lds(0x1100))));
    });
  }

  test('gcn1.1: 64-, 96- and 128-bit loads read consecutive dwords', () => {
    const r = one('gcn1.1', ['ds_read_b64 v[2:3], v1 offset:8', 'ds_read_b96 v[4:6], v1', 'ds_read_b128 v[8:11], v1 offset:0x10'], { vgpr: { v1: 0x100 }, exec: 1 });
    assert.deepEqual([lane0(r, 'v2'), lane0(r, 'v3')], [lds(0x108), lds(0x10c)]);
    assert.deepEqual([lane0(r, 'v4'), lane0(r, 'v5'), lane0(r, 'v6')], [lds(0x100), lds(0x104), lds(0x108)]);
    assert.deepEqual([8, 9, 10, 11].map((k) => lane0(r, `v${k}`)), [lds(0x110), lds(0x114), lds(0x118), lds(0x11c)]);
  });

  test('gcn1.2: sub-dword loads extend, sub-dword stores write their bytes', () => {
    // 0x40 holds 0x99aabbcc: bytes cc bb aa 99 at 0x40..0x43.
    const r = one('gcn1.2', [
      'ds_read_u8 v2, v1 offset:1', 'ds_read_i8 v3, v1 offset:2', 'ds_read_u16 v4, v1 offset:2', 'ds_read_i16 v5, v1 offset:2',
      'ds_write_b8 v1, v6 offset:0x11', 'ds_write_b16 v1, v6 offset:0x16',
    ], { vgpr: { v1: 0x40, v6: 0x12345678 }, exec: 1, lds: [{ addr: 0x40, dwords: [0x99aabbcc, 0, 0, 0, 0, 0, 0, 0] }] }, ['0x50:2']);
    assert.deepEqual([2, 3, 4, 5].map((k) => lane0(r, `v${k}`)), [0xbb, 0xffffffaa, 0x99aa, 0xffff99aa]);
    // 0x78 at byte 0x51; 0x5678 at bytes 0x56..0x57.
    assert.deepEqual(r.lds['0x50:2'], [0x00007800, 0x56780000]);
  });

  test('gcn1.4: D16 loads write one half and keep the other; _d16_hi stores take the high half', () => {
    const r = one('gcn1.4', [
      'ds_read_u8_d16_hi v2, v1 offset:1', 'ds_read_i8_d16 v3, v1 offset:2', 'ds_read_u16_d16_hi v4, v1 offset:2', 'ds_read_u16_d16 v5, v1',
      'ds_read_i8_d16_hi v7, v1 offset:3',
      'ds_write_b16_d16_hi v1, v6 offset:8', 'ds_write_b8_d16_hi v1, v6 offset:0xd',
    ], { vgpr: { v1: 0x40, 'v[2:5]': 0xcafef00d, v7: 0xcafef00d, v6: 0x12345678 }, exec: 1, lds: [{ addr: 0x40, dwords: [0x99aabbcc, 0, 0, 0] }] }, ['0x48:2']);
    assert.equal(lane0(r, 'v2'), 0x00bbf00d);
    assert.equal(lane0(r, 'v3'), 0xcafeffaa); // 0xaa sign-extended to 16 bits
    assert.equal(lane0(r, 'v4'), 0x99aaf00d);
    assert.equal(lane0(r, 'v5'), 0xcafebbcc);
    assert.equal(lane0(r, 'v7'), 0xff99f00d);
    // 0x1234 at 0x48; 0x34 (bits 23:16) at 0x4d.
    assert.deepEqual(r.lds['0x48:2'], [0x00001234, 0x00003400]);
  });
});

describe('two-address forms (P23: offset0/offset1 count elements, 64 elements for st64)', () => {
  for (const gen of ['gcn1.0', 'gcn1.4'] as Gen[]) {
    test(`${gen}: ds_read2 / ds_read2st64, 32- and 64-bit`, () => {
      const r = one(gen, [
        'ds_read2_b32 v[4:5], v1 offset0:1 offset1:3', 'ds_read2st64_b32 v[6:7], v1 offset0:1 offset1:2',
        'ds_read2_b64 v[8:11], v1 offset0:1 offset1:2', 'ds_read2st64_b64 v[12:15], v1 offset1:1',
      ], { vgpr: { v1: 0x100 }, exec: 1 });
      const v = (k: number): number => lane0(r, `v${k}`);
      assert.deepEqual([v(4), v(5)], [lds(0x104), lds(0x10c)]);
      assert.deepEqual([v(6), v(7)], [lds(0x200), lds(0x300)]); // 0x100 + 1*4*64, 0x100 + 2*4*64
      assert.deepEqual([v(8), v(9), v(10), v(11)], [lds(0x108), lds(0x10c), lds(0x110), lds(0x114)]);
      assert.deepEqual([v(12), v(13), v(14), v(15)], [lds(0x100), lds(0x104), lds(0x300), lds(0x304)]); // 0x100 + 1*8*64
    });

    test(`${gen}: ds_write2_b32 and ds_write2st64_b64 write both elements`, () => {
      const r = one(gen, ['ds_write2_b32 v1, v2, v3 offset0:2 offset1:5', 'ds_write2st64_b64 v20, v[6:7], v[8:9] offset0:1 offset1:2'],
        { vgpr: { v1: lanes((l) => 0x1000 + 32 * l), v2: lanes((l) => 0xa0 + l), v3: lanes((l) => 0xb0 + l), v20: 0, 'v[6:7]': 0x66, 'v[8:9]': 0x88 }, exec: 3 },
        ['0x1000:16', '0x200:2', '0x400:2']);
      const d = (a: number): number => lds(a);
      assert.deepEqual(r.lds['0x1000:16'], [d(0x1000), d(0x1004), 0xa0, d(0x100c), d(0x1010), 0xb0, d(0x1018), d(0x101c),
        d(0x1020), d(0x1024), 0xa1, d(0x102c), d(0x1030), 0xb1, d(0x1038), d(0x103c)]);
      assert.deepEqual(r.lds['0x200:2'], [0x66, 0x66]); // 1*8*64
      assert.deepEqual(r.lds['0x400:2'], [0x88, 0x88]); // 2*8*64
    });
  }
});

describe('range check (P22): M0 on GCN 1.0-1.2, the whole 64 KiB on GCN 1.4', () => {
  const prog = [
    'ds_read_b64 v[2:3], v1', 'ds_read_b32 v4, v1 offset:8', 'ds_read_b64 v[5:6], v1 offset:4',
    'ds_write_b32 v1, v7 offset:8', 'ds_add_u32 v1, v7 offset:12', 'ds_add_rtn_u32 v8, v1, v7 offset:16',
  ];
  const state: StateJson = { m0: 0x108, vgpr: { v1: 0x100, v7: 0x77, v8: 0xcafef00d }, exec: 1 };
  for (const gen of ['gcn1.0', 'gcn1.1', 'gcn1.2'] as Gen[]) {
    test(`${gen}: dwords at or past M0 = 0x108 read 0; stores and atomics there are dropped`, () => {
      const r = sim(gen, [...prog, 's_waitcnt lgkmcnt(0)', 's_endpgm'], { ...base(), ...state }, { ldsDumps: ['0x108:3'] });
      assert.deepEqual([lane0(r, 'v2'), lane0(r, 'v3')], [lds(0x100), lds(0x104)]);
      assert.equal(lane0(r, 'v4'), 0);
      assert.deepEqual([lane0(r, 'v5'), lane0(r, 'v6')], [lds(0x104), 0]);
      assert.equal(lane0(r, 'v8'), 0); // an out-of-range _rtn atomic returns 0 (P22)
      assert.deepEqual(r.lds['0x108:3'], [lds(0x108), lds(0x10c), lds(0x110)]);
    });
  }
  test('gcn1.4: M0 = 0x108 does not bound DS', () => {
    const r = sim('gcn1.4', [...prog, 's_waitcnt lgkmcnt(0)', 's_endpgm'], { ...base(), ...state }, { ldsDumps: ['0x108:3'] });
    assert.equal(lane0(r, 'v4'), lds(0x108));
    assert.equal(lane0(r, 'v8'), lds(0x110));
    assert.deepEqual(r.lds['0x108:3'], [0x77, (lds(0x10c) + 0x77) >>> 0, (lds(0x110) + 0x77) >>> 0]);
  });
  test('gcn1.1: a 64-bit atomic is checked on its first byte: at 0x100 with M0 = 0x104 it writes both dwords', () => {
    const r = sim('gcn1.1', ['ds_add_u64 v1, v[2:3]', 'ds_add_u64 v4, v[2:3]', 's_endpgm'],
      { m0: 0x104, lds: [{ addr: 0x100, dwords: [1, 2, 3, 4] }], vgpr: { v1: 0x100, v4: 0x108, v2: 0x10, v3: 0x20 }, exec: 1 }, { ldsDumps: ['0x100:4'] });
    // 0x100 < 0x104: [1, 2] + [0x10, 0x20]; 0x108 >= 0x104: dropped.
    assert.deepEqual(r.lds['0x100:4'], [0x11, 0x22, 3, 4]);
  });
  test('gcn1.2: M0 = 0 (never set) puts every address out of range', () => {
    const r = sim('gcn1.2', ['ds_read_b32 v4, v1', 's_waitcnt lgkmcnt(0)', 's_endpgm'], { lds: LDS_IMAGE, vgpr: { v1: 0 }, exec: 1 });
    assert.equal(lane0(r, 'v4'), 0);
  });
});

describe('atomics (P24: lanes that hit the same address apply in lane order)', () => {
  for (const gen of ['gcn1.0', 'gcn1.4'] as Gen[]) {
    test(`${gen}: ds_add_rtn_u32 from 64 lanes to one address returns the running sums`, () => {
      const r = one(gen, ['ds_add_rtn_u32 v3, v1, v2'], { vgpr: { v1: 0x40, v2: lanes((l) => l + 1) }, lds: [{ addr: 0x40, dwords: [100] }] }, ['0x40:1']);
      assert.deepEqual(r.vgpr.v3, lanes((l) => 100 + (l * (l + 1)) / 2));
      assert.deepEqual(r.lds['0x40:1'], [100 + 2080]);
    });

    test(`${gen}: ds_min_rtn_i32 is signed; ds_inc/dec wrap at DATA0`, () => {
      const r = one(gen, ['ds_min_rtn_i32 v3, v1, v2', 'ds_inc_rtn_u32 v4, v5, v6', 'ds_dec_rtn_u32 v7, v8, v6'], {
        vgpr: { v1: 0x40, v2: lanes((l) => 10 - l), v5: 0x44, v8: 0x48, v6: 2 }, lds: [{ addr: 0x40, dwords: [5, 1, 1] }], exec: '0xffffffffffffffff',
      }, ['0x40:3']);
      // lane l < 7 sees 5; lane l >= 7 sees 10 - (l - 1) = 11 - l. Final: 10 - 63 = -53.
      assert.deepEqual(r.vgpr.v3, lanes((l) => (l < 7 ? 5 : 11 - l)));
      // inc, limit 2: 1 -> 2 -> 0 -> 1 -> 2 ...: lane l sees [1, 2, 0][l % 3].
      assert.deepEqual(r.vgpr.v4, lanes((l) => [1, 2, 0][l % 3]));
      // dec, limit 2: 1 -> 0 -> 2 -> 1 -> 0 ...: lane l sees [1, 0, 2][l % 3].
      assert.deepEqual(r.vgpr.v7, lanes((l) => [1, 0, 2][l % 3]));
      // After 64 steps: min -53; inc 64 % 3 = 1 -> 2; dec 64 % 3 = 1 -> 0.
      assert.deepEqual(r.lds['0x40:3'], [0xffffffcb, 2, 0]);
    });

    test(`${gen}: ds_cmpst (DATA0 compares, DATA1 is stored), ds_mskor, 64-bit add carries`, () => {
      const r = one(gen, [
        'ds_cmpst_rtn_b32 v3, v1, v4, v5', 'ds_cmpst_b32 v1, v5, v4 offset:4', 'ds_mskor_rtn_b32 v6, v1, v7, v8 offset:8',
        'ds_add_rtn_u64 v[10:11], v1, v[12:13] offset:16', 'ds_cmpst_rtn_b64 v[14:15], v1, v[16:17], v[18:19] offset:24',
        'ds_wrxchg2_rtn_b32 v[20:21], v1, v22, v23 offset0:8 offset1:9',
      ], {
        vgpr: { v1: 0x40, v4: 7, v5: 99, v7: 0x0ff00000, v8: 0x11, v12: 1, v13: 0, v16: 5, v17: 6, v18: 7, v19: 8, v22: 0x2222, v23: 0x2323 },
        exec: 1, lds: [{ addr: 0x40, dwords: [7, 7, 0xff00ff00, 0, 0xffffffff, 1, 5, 6, 0xaa, 0xbb] }],
      }, ['0x40:10']);
      assert.equal(lane0(r, 'v3'), 7);
      assert.equal(lane0(r, 'v6'), 0xff00ff00);
      assert.deepEqual([lane0(r, 'v10'), lane0(r, 'v11')], [0xffffffff, 1]);
      assert.deepEqual([lane0(r, 'v14'), lane0(r, 'v15')], [5, 6]);
      assert.deepEqual([lane0(r, 'v20'), lane0(r, 'v21')], [0xaa, 0xbb]);
      // 7 == 7: 99 stored; at 0x44 the compare value is 99 (DATA0 = v5) and 7 != 99: unchanged;
      // (0xff00ff00 & ~0x0ff00000) | 0x11; 0x1_ffffffff + 1; [5,6] == [5,6]: [7,8]; exchange.
      assert.deepEqual(r.lds['0x40:10'], [99, 7, 0xf000ff11, 0, 0, 2, 7, 8, 0x2222, 0x2323]);
    });
  }

  test('gcn1.4: float atomics and ds_wrap_rtn_b32', () => {
    const r = one('gcn1.4', [
      'ds_max_rtn_f32 v3, v1, v4', 'ds_add_f32 v1, v5 offset:4', 'ds_min_f32 v1, v6 offset:8',
      'ds_wrap_rtn_b32 v7, v1, v8, v9 offset:12', 'ds_wrap_rtn_b32 v10, v1, v8, v9 offset:12',
    ], {
      vgpr: { v1: 0x40, v4: 0x40200000, v5: 0x40100000, v6: 0x80000000, v8: 7, v9: 100 }, exec: 1,
      lds: [{ addr: 0x40, dwords: [0x3f800000, 0x3fc00000, 0x00000000, 10] }],
    }, ['0x40:4']);
    assert.equal(lane0(r, 'v3'), 0x3f800000);
    assert.deepEqual([lane0(r, 'v7'), lane0(r, 'v10')], [10, 3]);
    // max(1.0, 2.5) = 2.5; 1.5 + 2.25 = 3.75; min(+0, -0) = -0 (-0 < +0, as the FLAT/MUBUF policy);
    // wrap: 10 >= 7 -> 3, then 3 < 7 -> 3 + 100.
    assert.deepEqual(r.lds['0x40:4'], [0x40200000, 0x40700000, 0x80000000, 103]);
  });

  test('gcn1.2: ds_add_src2_u32 and ds_write_src2_b64 take B from the offset (P25)', () => {
    // A = 0x40; offset 8 (offset1[7] = 0): B = A + 4 * 8 = 0x60; 64-bit: B = A + 8 * 2 = 0x50.
    const r = one('gcn1.2', ['ds_add_src2_u32 v1 offset:8', 'ds_write_src2_b64 v2 offset:2', 'ds_max_src2_u32 v3 offset:0x8000'], {
      vgpr: { v1: 0x40, v2: 0x80, v3: 0x44 }, exec: 1,
      lds: [{ addr: 0x40, dwords: [5, 9] }, { addr: 0x60, dwords: [7] }, { addr: 0x80, dwords: [1, 2, 0, 0, 0x33, 0x34] }],
    }, ['0x40:2', '0x80:2']);
    // offset1[7] = 1: B = A + 4 * {A[31], A[31:17]} = A + 0: max(9, 9).
    assert.deepEqual(r.lds['0x40:2'], [12, 9]);
    assert.deepEqual(r.lds['0x80:2'], [0x33, 0x34]);
  });
});

describe('lane exchanges (P26)', () => {
  const vals = lanes((l) => 0x100 + l);
  test('gcn1.2: ds_swizzle_b32 QUAD_PERM, SWAP, BROADCAST, REVERSE, BITMASK_PERM', () => {
    const r = one('gcn1.2', [
      'ds_swizzle_b32 v3, v2 offset:swizzle(QUAD_PERM,3,2,1,0)', 'ds_swizzle_b32 v4, v2 offset:swizzle(SWAP,16)',
      'ds_swizzle_b32 v5, v2 offset:swizzle(BROADCAST,32,5)', 'ds_swizzle_b32 v6, v2 offset:swizzle(REVERSE,8)',
      'ds_swizzle_b32 v7, v2 offset:swizzle(BITMASK_PERM,"00p01")',
    ], { vgpr: { v2: vals } });
    assert.deepEqual(r.vgpr.v3.slice(0, 8), [0x103, 0x102, 0x101, 0x100, 0x107, 0x106, 0x105, 0x104]);
    assert.deepEqual([r.vgpr.v4[0], r.vgpr.v4[16], r.vgpr.v4[33], r.vgpr.v4[63]], [0x110, 0x100, 0x131, 0x12f]);
    assert.deepEqual([r.vgpr.v5[0], r.vgpr.v5[31], r.vgpr.v5[32], r.vgpr.v5[63]], [0x105, 0x105, 0x125, 0x125]);
    // REVERSE,8: xor 7 within groups of 8.
    assert.deepEqual([r.vgpr.v6[0], r.vgpr.v6[7], r.vgpr.v6[9], r.vgpr.v6[60]], [0x107, 0x100, 0x10e, 0x13b]);
    // "00p01": lane bit 2 kept, bit 0 forced 1, the rest 0: lane 0 -> 1, lane 6 -> 5, lane 45 -> 32+5.
    assert.deepEqual([r.vgpr.v7[0], r.vgpr.v7[6], r.vgpr.v7[45]], [0x101, 0x105, 0x125]);
  });

  test('gcn1.0: ds_swizzle_b32 from an inactive lane reads 0; inactive lanes keep their VDST', () => {
    const r = one('gcn1.0', ['ds_swizzle_b32 v3, v2 offset:swizzle(QUAD_PERM,1,1,1,1)'], { vgpr: { v2: vals, v3: 0xcafef00d }, exec: '0xfffffffffffffffd' });
    assert.deepEqual(r.vgpr.v3.slice(0, 8), [0, 0xcafef00d, 0, 0, 0x105, 0x105, 0x105, 0x105]);
  });

  test('gcn1.4: ds_bpermute_b32 reads lane (ADDR + offset) / 4 mod 64; inactive sources give 0', () => {
    const r = one('gcn1.4', ['ds_bpermute_b32 v3, v1, v2', 'ds_bpermute_b32 v4, v5, v2 offset:4'], {
      vgpr: { v1: lanes((l) => ((l + 1) % 64) * 4), v5: lanes((l) => 4 * l + 0x100), v2: vals, v4: 0xcafef00d }, exec: '0xffffffffffffffdf',
    });
    // Lane 4 reads lane 5, which is inactive: 0. Lane 5 itself is inactive: v3/v4 keep their values.
    assert.deepEqual(r.vgpr.v3.slice(0, 7), [0x101, 0x102, 0x103, 0x104, 0, r.vgpr.v3[5], 0x107]);
    assert.equal(r.vgpr.v3[63], 0x100);
    // 4l + 0x100 + 4: the 0x100 is lane 64, which wraps to lane 0: lane l reads lane l + 1.
    assert.deepEqual(r.vgpr.v4.slice(3, 7), [0x104, 0, 0xcafef00d, 0x107]);
  });

  test('gcn1.2: ds_permute_b32 sends lane i to lane (ADDR + offset) / 4; the highest sender wins; unsent lanes get 0', () => {
    const r = one('gcn1.2', ['ds_permute_b32 v3, v1, v2', 'ds_permute_b32 v4, v6, v2 offset:8'], {
      vgpr: { v1: lanes((l) => (l < 4 ? 0 : 4 * l)), v6: lanes((l) => 4 * l), v2: vals },
    });
    // Lanes 0-3 all send to lane 0 (lane 3 wins); lanes 1-3 receive nothing.
    assert.deepEqual(r.vgpr.v3.slice(0, 6), [0x103, 0, 0, 0, 0x104, 0x105]);
    // offset 8: lane i sends to lane i + 2: lane l receives lane l - 2 (lanes 0, 1 from 62, 63).
    assert.deepEqual([r.vgpr.v4[0], r.vgpr.v4[1], r.vgpr.v4[2], r.vgpr.v4[63]], [0x13e, 0x13f, 0x100, 0x13d]);
  });
});

describe('LGKM_CNT and hazards (P27: DS counts on LGKM like SMEM, in order among DS ops)', () => {
  for (const gen of ALL) {
    test(`${gen}: a DS op leaves lgkmcnt 1; its result is guaranteed by lgkmcnt(0)`, () => {
      const st = base({ vgpr: { v1: 0x40 } });
      const left = sim(gen, ['ds_read_b32 v3, v1', 's_endpgm'], st);
      assert.deepEqual({ ...left.counters }, { vmcnt: 0, lgkmcnt: 1, expcnt: 0 });
      const bad = sim(gen, ['ds_read_b32 v3, v1', 'ds_write_b32 v1, v3 offset:4', 's_endpgm'], st);
      assert.equal(bad.hazards.length, 1);
      assert.equal(bad.hazards[0].line, 2);
      assert.equal(bad.hazards[0].register, 'v3');
      assert.match(bad.hazards[0].message, /reads v3 before the result of ds_read_b32 \(line 1\) is guaranteed: add "s_waitcnt lgkmcnt\(0\)"/);
      const good = sim(gen, ['ds_read_b32 v3, v1', 's_waitcnt lgkmcnt(0)', 'ds_write_b32 v1, v3 offset:4', 's_endpgm'], st);
      assert.deepEqual(good.hazards, []);
    });
  }
  test('gcn1.4: DS ops complete in order: lgkmcnt(1) after two DS reads guarantees the first, not the second', () => {
    const st = base({ vgpr: { v1: 0x40 } });
    const first = sim('gcn1.4', ['ds_read_b32 v3, v1', 'ds_read_b32 v4, v1 offset:4', 's_waitcnt lgkmcnt(1)', 'ds_write_b32 v1, v3 offset:8', 's_endpgm'], st);
    assert.deepEqual(first.hazards, []);
    const second = sim('gcn1.4', ['ds_read_b32 v3, v1', 'ds_read_b32 v4, v1 offset:4', 's_waitcnt lgkmcnt(1)', 'ds_write_b32 v1, v4 offset:8', 's_endpgm'], st);
    assert.equal(second.hazards.length, 1);
    assert.match(second.hazards[0].message, /ds_read_b32 \(line 2\).*"s_waitcnt lgkmcnt\(0\)"/);
    // Without a wait, the fix for the first read names the one DS count after it.
    const none = sim('gcn1.4', ['ds_read_b32 v3, v1', 'ds_read_b32 v4, v1 offset:4', 'ds_write_b32 v1, v3 offset:8', 's_endpgm'], st);
    assert.match(none.hazards[0].message, /ds_read_b32 \(line 1\).*"s_waitcnt lgkmcnt\(1\)"/);
  });
  test('gcn1.4: an SMEM load after a DS read: lgkmcnt(1) guarantees neither (SMEM may return first)', () => {
    const st = base({ vgpr: { v1: 0x40 }, sgpr: { 's[0:1]': [0x100, 0] } });
    const r = sim('gcn1.4', ['ds_read_b32 v3, v1', 's_load_dword s4, s[0:1], 0x0', 's_waitcnt lgkmcnt(1)', 'ds_write_b32 v1, v3 offset:8', 's_endpgm'], st);
    assert.equal(r.hazards.length, 1);
    assert.match(r.hazards[0].message, /ds_read_b32 \(line 1\).*"s_waitcnt lgkmcnt\(0\)"/);
  });
  test('gcn1.1: ds_permute_b32 counts too; ds_nop leaves no count', () => {
    assert.deepEqual({ ...sim('gcn1.2', ['ds_permute_b32 v3, v1, v2', 's_endpgm'], base()).counters }, { vmcnt: 0, lgkmcnt: 1, expcnt: 0 });
    assert.deepEqual({ ...sim('gcn1.1', ['ds_nop', 's_endpgm'], base()).counters }, { vmcnt: 0, lgkmcnt: 0, expcnt: 0 });
  });
  test('gcn1.2: with EXEC = 0 a DS op has no effect and leaves no count', () => {
    const r = sim('gcn1.2', ['ds_read_b32 v3, v1', 's_endpgm'], base({ vgpr: { v1: 0x40, v3: 0x3333 }, exec: 0 }));
    assert.deepEqual({ ...r.counters }, { vmcnt: 0, lgkmcnt: 0, expcnt: 0 });
    assert.equal(r.vgpr.v3[0], 0x3333);
  });
});

describe('GDS, GWS and the rest: located "not simulated" errors (P28)', () => {
  const cases: [Gen, string, RegExp][] = [
    ['gcn1.4', 'ds_gws_init v1 gds', /ds_gws_init: GDS, GWS and the wave counters are not simulated/],
    ['gcn1.2', 'ds_read_b32 v2, v1 gds', /ds_read_b32 with gds: GDS is not simulated/],
    ['gcn1.0', 'ds_append v2', /ds_append: /],
    ['gcn1.1', 'ds_condxchg32_rtn_b64 v[2:3], v1, v[4:5]', /ds_condxchg32_rtn_b64: not simulated/],
    ['gcn1.4', 'ds_read_addtid_b32 v2', /ds_read_addtid_b32: not simulated/],
  ];
  for (const [gen, line, re] of cases) {
    test(`${gen}: ${line}`, () => {
      try {
        sim(gen, ['s_nop 0', `  ${line}`, 's_endpgm'], base());
        assert.fail('ran');
      } catch (e) {
        assert.ok(e instanceof SimError, String(e));
        const d = e.diagnostics[0];
        assert.match(d.message, re);
        assert.deepEqual([d.line, d.col], [2, 3]);
      }
    });
  }
});

describe('every DS instruction on every generation runs or is a located "not simulated" error', () => {
  // One line per instruction from its operand profile: operand k is v[40k ...] (widths from the row).
  const lineOf = (d: InstrDef): string => {
    const ops = d.operands.filter((o) => !o.mod).map((o, k) => regs('v', 40 * k + 8, o.regs));
    const gds = d.operands.some((o) => o.field === 'gds' && !o.optional) ? ' gds' : '';
    return `${d.name}${ops.length ? ' ' + ops.join(', ') : ''}${gds}`;
  };
  const NOT_SIMULATED = /^ds_(gws_\w+|append|consume|ordered_count|read_addtid_b32|write_addtid_b32|condxchg32_rtn_b64)$/;
  for (const gen of ALL) {
    test(`${gen}: ${instrs(gen, 'DS').length} instructions`, () => {
      let ran = 0;
      for (const d of instrs(gen, 'DS')) {
        const line = lineOf(d);
        if (NOT_SIMULATED.test(d.name)) {
          assert.throws(() => sim(gen, [line, 's_endpgm'], base()), (e: unknown) => e instanceof SimError && e.diagnostics[0].line === 1 && /not simulated/.test(e.diagnostics[0].message), line);
          continue;
        }
        // +1 LGKM each (P27), none for ds_nop; no hazard in a one-instruction program.
        const r = sim(gen, [line, 's_endpgm'], base());
        assert.deepEqual({ ...r.counters }, { vmcnt: 0, lgkmcnt: d.name === 'ds_nop' ? 0 : 1, expcnt: 0 }, line);
        assert.deepEqual(r.hazards, [], line);
        ran++;
      }
      assert.ok(ran > 100);
    });
  }
});
