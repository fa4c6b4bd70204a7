// Black-box tests of the vector-ALU rows added after the first VALU pass (issue 16, item 1):
// cube-map helpers, v_trig_preop_f64, the quad SADs, byte packing, the SI/CI legacy
// transcendentals, v_mullit, gfx900's carry-less v_add_i32/v_sub_i32, integer CLAMP beyond the
// adds, and the MODE round modes. Expected values are worked by hand from the manuals' formulas
// (the arithmetic is in the comments) or computed by an independent exact reference here
// (BigInt: the bits of 2/pi from Machin's formula, directed rounding of exact rationals).
// Policies: docs/sim.md P120 onwards.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { GENS, type Gen } from '../src/isa/gens.js';
import type { StateJson } from '../src/sim/api.js';
import { sim } from './support/sim-util.js';
import { isaFor } from '../src/isa/index.js';
import { ldsDirectOn } from '../src/isa/src-operands.js';

const OLD: Gen[] = ['gcn1.0', 'gcn1.1'];
const NEW: Gen[] = ['gcn1.2', 'gcn1.4'];

const regOf = (gen: Gen, lines: string[], state: StateJson, reg: string, lane = 0): number => sim(gen, [...lines, 's_endpgm'], state).vgpr[reg][lane];
const lane0 = (gen: Gen, lines: string[], state: StateJson = {}, reg = 'v1'): number => regOf(gen, lines, state, reg);
const v = (vals: Record<string, number | string>, extra: StateJson = {}): StateJson => ({ vgpr: Object.fromEntries(Object.entries(vals)), ...extra });
/** Lane 0 of a 64-bit VGPR pair v[r:r+1] as a bigint. */
const pair0 = (gen: Gen, lines: string[], state: StateJson, r: number): bigint => {
  const res = sim(gen, [...lines, 's_endpgm'], state);
  return (BigInt(res.vgpr[`v${r + 1}`][0]) << 32n) | BigInt(res.vgpr[`v${r}`][0]);
};
const hi = (x: bigint): string => `0x${(x >> 32n).toString(16)}`;
const lo = (x: bigint): string => `0x${(x & 0xffffffffn).toString(16)}`;
const f64bits = (x: number): bigint => { const d = new DataView(new ArrayBuffer(8)); d.setFloat64(0, x); return d.getBigUint64(0); };

describe('cube-map helpers (v_cubeid/sc/tc/ma_f32: the major axis picks the face)', () => {
  for (const gen of GENS) {
    test(`${gen}: y major and negative, z major and negative, x major and negative`, () => {
      const run = (x: string, y: string, z: string): number[] => ['cubeid', 'cubesc', 'cubetc', 'cubema'].map((op) => lane0(gen, [`v_${op}_f32 v1, v2, v3, v4`], v({ v2: x, v3: y, v4: z })));
      // (1, -3, 2): |y| largest, y < 0: face 3, sc = x = 1, tc = -z = -2, ma = 2y = -6.
      assert.deepEqual(run('0x3f800000', '0xc0400000', '0x40000000'), [0x40400000, 0x3f800000, 0xc0000000, 0xc0c00000]);
      // (1, 2, -4): z major, z < 0: face 5, sc = -x = -1, tc = -y = -2, ma = 2z = -8.
      assert.deepEqual(run('0x3f800000', '0x40000000', '0xc0800000'), [0x40a00000, 0xbf800000, 0xc0000000, 0xc1000000]);
      // (-5, 1, 2): x major, x < 0: face 1, sc = z = 2, tc = -y = -1, ma = 2x = -10.
      assert.deepEqual(run('0xc0a00000', '0x3f800000', '0x40000000'), [0x3f800000, 0x40000000, 0xbf800000, 0xc1200000]);
      // (2, 2, 2): ties go to z (face 4: z >= 0): sc = x = 2, tc = -y = -2, ma = 4.
      assert.deepEqual(run('0x40000000', '0x40000000', '0x40000000'), [0x40800000, 0x40000000, 0xc0000000, 0x40800000]);
    });
  }
});

/** floor(2/pi * 2^bits), from pi by Machin's formula in BigInt (guard bits dropped). */
function twoOverPi(bits: number): bigint {
  const guard = 64, n = BigInt(bits + guard);
  const one = 1n << n;
  const atanInv = (x: bigint): bigint => {
    let sum = 0n, term = one / x, k = 1n, sign = 1n;
    const x2 = x * x;
    while (term) { sum += sign * (term / k); term /= x2; k += 2n; sign = -sign; }
    return sum;
  };
  const pi = 16n * atanInv(5n) - 4n * atanInv(239n);
  return ((2n * one * one) / pi) >> BigInt(guard);
}

describe('v_trig_preop_f64: 53-bit segments of 2/pi (independent reference: Machin\'s formula in BigInt)', () => {
  const table = twoOverPi(1300);
  /** The segment starting `shift` bits after the binary point, times 2^(scale): the manual's rule. */
  const expect = (shift: number, scale: number): bigint => {
    const seg = (table >> BigInt(1300 - shift - 53)) & ((1n << 53n) - 1n);
    return f64bits(Number(seg) * 2 ** scale);
  };
  for (const gen of GENS) {
    test(`${gen}: segments 0-2 of x = 1.0, x = 2^100 (exponent past 1077 shifts), x = 2^1000 (scaled by 2^128), past the table: 0`, () => {
      const run = (x: bigint, seg: number): bigint => pair0(gen, ['v_trig_preop_f64 v[0:1], v[2:3], v4'], v({ v2: lo(x), v3: hi(x), v4: seg }), 0);
      // 2/pi to 53 bits, truncated: the inline constant 1/(2*pi) (0x3fc45f306dc9c882) times 4.
      assert.equal(run(f64bits(1), 0), 0x3fe45f306dc9c882n);
      for (const s of [0, 1, 2]) assert.equal(run(f64bits(1), s), expect(53 * s, -53 - 53 * s), `segment ${s}`);
      // 2^100: biased exponent 1123, 46 past 1077.
      assert.equal(run(f64bits(2 ** 100), 1), expect(53 + 46, -53 - 53 - 46));
      // 2^1000: biased exponent 2023 >= 1968: the result is scaled up by 2^128.
      assert.equal(run(f64bits(2 ** 1000), 0), expect(946, -53 - 946 + 128));
      // Segment 31 of 1.0 starts at bit 1643, past the manual's 1184-bit table: 0.
      assert.equal(run(f64bits(1), 31), 0n);
    });
  }
});

describe('quad SADs: four v_sad_u8/v_msad_u8 on byte windows of S0, 16- or 32-bit accumulators', () => {
  // S0 bytes 1..8 (0x0807060504030201); window k is bytes k..k+3.
  const s0 = { v2: '0x04030201', v3: '0x08070605' };
  for (const gen of ['gcn1.1', ...NEW] as Gen[]) {
    test(`${gen}: v_qsad_pk_u16_u8 and v_mqsad_u32_u8`, () => {
      // S1 = bytes 1,2,3,4; windows differ by 0, 4, 8, 12; accumulators 1, 2, 3, 4 -> 1, 6, 11, 16.
      const st = v({ ...s0, v4: '0x04030201', v6: '0x00020001', v7: '0x00040003' });
      assert.equal(pair0(gen, ['v_qsad_pk_u16_u8 v[0:1], v[2:3], v4, v[6:7]'], st, 0), 0x0010000b00060001n);
      // The 16-bit accumulators wrap: 0xffff + 4 = 0x0003 in word 1.
      const wrap = v({ ...s0, v4: '0x04030201', v6: '0xffff0001', v7: '0x00040003' });
      assert.equal(pair0(gen, ['v_qsad_pk_u16_u8 v[0:1], v[2:3], v4, v[6:7]'], wrap, 0), 0x0010000b00030001n);
      // Masked: S1 = bytes 1,0,3,4 (byte 1 is 0 and skipped): windows give 0, 3, 6, 9; + 1..4 = 1, 5, 9, 13.
      const m = sim(gen, ['v_mqsad_u32_u8 v[10:13], v[2:3], v4, v[6:9]', 's_endpgm'], v({ ...s0, v4: '0x04030001', v6: 1, v7: 2, v8: 3, v9: 4 }));
      assert.deepEqual([10, 11, 12, 13].map((r) => m.vgpr[`v${r}`][0]), [1, 5, 9, 13]);
    });
  }
  for (const gen of GENS) {
    test(`${gen}: v_mqsad_pk_u16_u8`, () => {
      const st = v({ ...s0, v4: '0x04030001', v6: '0x00020001', v7: '0x00040003' });
      assert.equal(pair0(gen, ['v_mqsad_pk_u16_u8 v[0:1], v[2:3], v4, v[6:7]'], st, 0), 0x000d000900050001n);
    });
  }
});

describe('byte packing: v_cvt_pk_u8_f32 (rounds by MODE, clamps to 0..255, NaN 0) and SI/CI v_cvt_pkaccum_u8_f32', () => {
  for (const gen of GENS) {
    test(`${gen}: v_cvt_pk_u8_f32 replaces byte S1 & 3 of S2`, () => {
      const run = (x: string, sel: number): number => lane0(gen, ['v_cvt_pk_u8_f32 v1, v2, v3, v4'], v({ v2: x, v3: sel, v4: '0x11223344' }));
      assert.equal(run('0x437e8000', 2), 0x11fe3344); // 254.5 -> 254 (nearest even)
      assert.equal(run('0x437f8000', 6), 0x11ff3344); // 255.5 -> 256 -> 255; selector 6 & 3 = 2
      assert.equal(run('0x43960000', 0), 0x112233ff); // 300 -> 255
      assert.equal(run('0xc0400000', 3), 0x00223344); // -3 -> 0
      assert.equal(run('0x7fc00000', 1), 0x11220044); // NaN -> 0
      assert.equal(run('0x3fc00000', 0), 0x11223302); // 1.5 -> 2
    });
  }
  for (const gen of OLD) {
    test(`${gen}: v_cvt_pkaccum_u8_f32 writes byte S1 & 3 of VDST, keeps the others`, () => {
      assert.equal(lane0(gen, ['v_cvt_pkaccum_u8_f32 v1, 4.0, v2'], v({ v1: '0xaabbccdd', v2: 1 })), 0xaabb04dd);
    });
  }
});

describe('SI/CI legacy transcendentals and v_mullit_f32 (CLRX pseudo-code; P121)', () => {
  for (const gen of OLD) {
    test(`${gen}: v_rcp_legacy (0 and an infinite result give a signed 0), v_rsq_legacy (Inf gives +0), v_log_clamp (-Inf gives -MAX)`, () => {
      const one = (op: string, x: string): number => lane0(gen, [`${op} v1, v2`], v({ v2: x }));
      assert.equal(one('v_rcp_legacy_f32', '0x00000000'), 0);
      assert.equal(one('v_rcp_legacy_f32', '0x80000000'), 0x80000000);
      assert.equal(one('v_rcp_legacy_f32', '0x40800000'), 0x3e800000); // 1/4
      assert.equal(one('v_rsq_legacy_f32', '0x00000000'), 0);
      assert.equal(one('v_rsq_legacy_f32', '0x40800000'), 0x3f000000); // 1/sqrt(4)
      assert.equal(one('v_log_clamp_f32', '0x00000000'), 0xff7fffff);
      assert.equal(one('v_log_clamp_f32', '0x41000000'), 0x40400000); // log2(8) = 3
    });
    test(`${gen}: v_mullit_f32: S2 > 0 gives S0 * S1 (0 * anything = 0), else -MAX`, () => {
      const run = (a: string, b: string, c: string): number => lane0(gen, ['v_mullit_f32 v1, v2, v3, v4'], v({ v2: a, v3: b, v4: c }));
      assert.equal(run('0x40000000', '0x40400000', '0x3f800000'), 0x40c00000); // 2 * 3
      assert.equal(run('0x00000000', '0x7f800000', '0x3f800000'), 0);          // 0 * Inf = 0
      assert.equal(run('0x40000000', '0x40400000', '0xbf800000'), 0xff7fffff); // S2 < 0
      assert.equal(run('0x40000000', '0x40400000', '0x7fc00000'), 0xff7fffff); // S2 NaN
    });
  }
  for (const gen of ['gcn1.1', 'gcn1.2'] as Gen[]) {
    test(`${gen}: v_exp_legacy_f32 and v_log_legacy_f32`, () => {
      assert.equal(lane0(gen, ['v_exp_legacy_f32 v1, v2'], v({ v2: '0x40400000' })), 0x41000000); // 2^3
      assert.equal(lane0(gen, ['v_log_legacy_f32 v1, v2'], v({ v2: '0x41000000' })), 0x40400000); // log2(8)
    });
  }
});

describe('integer CLAMP (GCN 1.2/1.4 VOP3): the exact result saturates to the destination type (P122)', () => {
  for (const gen of NEW) {
    test(`${gen}: 24-bit and 16-bit multiply-adds, multiplies`, () => {
      const st = v({ v2: '0xffffff', v3: '0xffffff', v4: 0, v5: '0xff800000', v6: '0xffff', v7: 2, v8: '0x7fff', v9: '0x8000', v10: '0x100' });
      // 0xffffff^2 = 0xfffffe000001: wraps to 0xfe000001, saturates to 0xffffffff.
      assert.equal(lane0(gen, ['v_mad_u32_u24 v1, v2, v3, v4'], st), 0xfe000001);
      assert.equal(lane0(gen, ['v_mad_u32_u24 v1, v2, v3, v4 clamp'], st), 0xffffffff);
      assert.equal(lane0(gen, ['v_mul_u32_u24_e64 v1, v2, v3 clamp'], st), 0xffffffff);
      // (-2^23)^2 = 2^46: wraps to 0, saturates to 0x7fffffff; -2^23 * 2^23-ish negative: 0x80000000.
      assert.equal(lane0(gen, ['v_mad_i32_i24 v1, v5, v5, v4'], st), 0);
      assert.equal(lane0(gen, ['v_mad_i32_i24 v1, v5, v5, v4 clamp'], st), 0x7fffffff);
      assert.equal(lane0(gen, ['v_mad_i32_i24 v1, v5, v3, v4 clamp'], st), 0x800000); // 0xffffff is -1 as i24: 2^23 fits
      assert.equal(lane0(gen, ['v_mul_i32_i24_e64 v1, v5, v10 clamp'], st), 0x80000000); // -2^23 * 256 = -2^31 fits
      // 16-bit: 0xffff * 2 = 0x1fffe -> 0xfffe wrapped, 0xffff clamped; i16: 0x7fff * 2 -> 0x7fff, -0x8000 * 2 -> 0x8000.
      assert.equal(lane0(gen, ['v_mad_u16 v1, v6, v7, v4'], st), 0xfffe);
      assert.equal(lane0(gen, ['v_mad_u16 v1, v6, v7, v4 clamp'], st), 0xffff);
      assert.equal(lane0(gen, ['v_mad_i16 v1, v8, v7, v4 clamp'], st), 0x7fff);
      assert.equal(lane0(gen, ['v_mad_i16 v1, v9, v7, v4 clamp'], st), 0x8000);
    });
    test(`${gen}: SADs saturate (u32, and each 16-bit accumulator of v_qsad_pk_u16_u8)`, () => {
      const st = v({ v2: 0, v3: '0xffffffff', v4: 5, v6: '0xffff0001', v7: '0x00040003', v10: '0x04030201', v11: '0x08070605', v12: '0x04030201' });
      assert.equal(lane0(gen, ['v_sad_u32 v1, v2, v3, v4'], st), 4);           // 0xffffffff + 5 wraps
      assert.equal(lane0(gen, ['v_sad_u32 v1, v2, v3, v4 clamp'], st), 0xffffffff);
      assert.equal(lane0(gen, ['v_sad_u8 v1, v2, v3, v3 clamp'], st), 0xffffffff); // 0xffffffff + 4 * 255
      // SADs 0, 4, 8, 12 onto 1, 0xffff, 3, 4: word 1 saturates at 0xffff.
      assert.equal(pair0(gen, ['v_qsad_pk_u16_u8 v[0:1], v[10:11], v12, v[6:7] clamp'], st, 0), 0x0010000bffff0001n);
    });
    test(`${gen}: v_mad_u64_u32 saturates the 64-bit sum, the carry out is the exact result's`, () => {
      // 0xffffffff^2 + (2^64 - 1) = 2^65 - 2^33: above 2^64.
      const st = v({ v2: '0xffffffff', v4: '0xffffffff', v5: '0xffffffff' });
      const r = sim(gen, ['v_mad_u64_u32 v[0:1], s[0:1], v2, v2, v[4:5] clamp', 's_endpgm'], st);
      assert.deepEqual([r.vgpr.v0[0], r.vgpr.v1[0], r.sgpr.s0 & 1], [0xffffffff, 0xffffffff, 1]);
      const w = sim(gen, ['v_mad_u64_u32 v[0:1], s[0:1], v2, v2, v[4:5]', 's_endpgm'], st);
      assert.deepEqual([w.vgpr.v0[0], w.vgpr.v1[0]], [0, 0xfffffffe]); // 2^65 - 2^33 mod 2^64
      // Signed: (-2^31)^2 + (2^63 - 1) overflows i64: 0x7fffffffffffffff.
      const s = sim(gen, ['v_mad_i64_i32 v[0:1], s[0:1], v2, v2, v[4:5] clamp', 's_endpgm'], v({ v2: '0x80000000', v4: '0xffffffff', v5: '0x7fffffff' }));
      assert.deepEqual([s.vgpr.v0[0], s.vgpr.v1[0]], [0xffffffff, 0x7fffffff]);
    });
    test(`${gen}: results always in range are unchanged by CLAMP (v_cvt_u32_f32, v_cvt_pk_u8_f32)`, () => {
      assert.equal(lane0(gen, ['v_cvt_u32_f32_e64 v1, v2 clamp'], v({ v2: '0xc0000000' })), 0);
      assert.equal(lane0(gen, ['v_cvt_pk_u8_f32 v1, v2, 0, 0 clamp'], v({ v2: '0x43960000' })), 0xff);
    });
  }
  test('gcn1.4: v_add_i32/v_sub_i32 (VOP3, no carry) wrap, and saturate signed with CLAMP', () => {
    const st = v({ v2: '0x7fffffff', v3: 1, v4: '0x80000000' });
    assert.equal(lane0('gcn1.4', ['v_add_i32 v1, v2, v3'], st), 0x80000000);
    assert.equal(lane0('gcn1.4', ['v_add_i32 v1, v2, v3 clamp'], st), 0x7fffffff);
    assert.equal(lane0('gcn1.4', ['v_sub_i32 v1, v4, v3'], st), 0x7fffffff);
    assert.equal(lane0('gcn1.4', ['v_sub_i32 v1, v4, v3 clamp'], st), 0x80000000);
  });
  test('gcn1.4: v_mad_u32_u16 / v_mad_i32_i16 saturate the 32-bit result', () => {
    assert.equal(lane0('gcn1.4', ['v_mad_u32_u16 v1, v2, v2, v3 clamp'], v({ v2: '0xffff', v3: '0xffffffff' })), 0xffffffff);
    assert.equal(lane0('gcn1.4', ['v_mad_i32_i16 v1, v2, v2, v3 clamp'], v({ v2: '0x8000', v3: '0x7fffffff' })), 0x7fffffff);
  });
});

describe('MODE round modes (MODE[1:0] f32, MODE[3:2] f64 and f16: 0 nearest even, 1 +Inf, 2 -Inf, 3 toward 0; P120)', () => {
  const dn = (gen: Gen): number => (gen === 'gcn1.4' ? 0xf0 : 0xc0);
  for (const gen of GENS) {
    test(`${gen}: f32 add, mul, fma, mad under the four modes`, () => {
      const under = (line: string, st: Record<string, string>, m: number): number => lane0(gen, [line], v(st, { mode: dn(gen) | m }));
      // 1 + 2^-24: halfway between 1 and 1 + 2^-23 -> even 1; +Inf: up; -Inf and toward 0: 1.
      const add = { v2: '0x3f800000', v3: '0x33800000' };
      assert.deepEqual([0, 1, 2, 3].map((m) => under('v_add_f32 v1, v2, v3', add, m)), [0x3f800000, 0x3f800001, 0x3f800000, 0x3f800000]);
      // -1 - 2^-24: +Inf and toward 0 give -1, -Inf gives -(1 + 2^-23).
      const sub = { v2: '0xbf800000', v3: '0x33800000' };
      assert.deepEqual([0, 1, 2, 3].map((m) => under('v_sub_f32 v1, v2, v3', sub, m)), [0xbf800000, 0xbf800000, 0xbf800001, 0xbf800000]);
      // 3 * (1 + 2^-23) = 3 + 1.5 ulp (ulp 2^-22 in [2, 4)): even 3 + 2 ulp; up 2 ulp; down / toward 0: 1 ulp.
      const mul = { v2: '0x40400000', v3: '0x3f800001', v4: '0x00000000' };
      assert.deepEqual([0, 1, 2, 3].map((m) => under('v_mul_f32 v1, v2, v3', mul, m)), [0x40400002, 0x40400002, 0x40400001, 0x40400001]);
      assert.deepEqual([0, 1, 2, 3].map((m) => under('v_fma_f32 v1, v2, v3, v4', mul, m)), [0x40400002, 0x40400002, 0x40400001, 0x40400001]);
      // mad rounds the product by the mode too: round(3 + 1.5 ulp) + 0.
      // gfx940 has no v_mad_f32 (docs/sim.md P163).
      if (isaFor(gen).byName.has('v_mad_f32')) assert.deepEqual([0, 1, 2, 3].map((m) => under('v_mad_f32 v1, v2, v3, v4', mul, m)), [0x40400002, 0x40400002, 0x40400001, 0x40400001]);
      // Overflow: MAX * 2 is Inf (nearest, +Inf), MAX (-Inf, toward 0); -MAX * 2: -Inf (nearest, -Inf), -MAX (+Inf, toward 0).
      const big = { v2: '0x7f7fffff', v3: '0x40000000', v4: '0xff7fffff' };
      assert.deepEqual([0, 1, 2, 3].map((m) => under('v_mul_f32 v1, v2, v3', big, m)), [0x7f800000, 0x7f800000, 0x7f7fffff, 0x7f7fffff]);
      assert.deepEqual([0, 1, 2, 3].map((m) => under('v_mul_f32 v1, v4, v3', big, m)), [0xff800000, 0xff7fffff, 0xff800000, 0xff7fffff]);
      // An exact zero sum is +0, except under -Inf: -0 (IEEE 754 6.3).
      assert.deepEqual([0, 1, 2, 3].map((m) => under('v_sub_f32 v1, v2, v2', big, m)), [0, 0, 0x80000000, 0]);
      // The f64/f16 bits (MODE[3:2]) do not change an f32 add.
      assert.equal(under('v_add_f32 v1, v2, v3', add, 4), 0x3f800000);
    });
    test(`${gen}: f64 add and fma under MODE[3:2]; s_setreg changes the mode mid-program`, () => {
      // 1 + 2^-53 (0x3ca0000000000000): halfway; +Inf gives 1 + 2^-52.
      const st = v({ v2: 0, v3: '0x3ff00000', v4: 0, v5: '0x3ca00000' }, { mode: dn(gen) });
      const r = sim(gen, [
        'v_add_f64 v[6:7], v[2:3], v[4:5]',
        's_setreg_imm32_b32 hwreg(HW_REG_MODE, 2, 2), 1',   // f64/f16 toward +Inf
        'v_add_f64 v[8:9], v[2:3], v[4:5]',
        'v_fma_f64 v[10:11], v[2:3], v[2:3], v[4:5]',
        's_setreg_imm32_b32 hwreg(HW_REG_MODE, 2, 2), 2',   // toward -Inf: -(1 + 2^-53) -> -(1 + 2^-52)
        'v_add_f64 v[12:13], -v[2:3], -v[4:5]',
        's_endpgm'], st);
      const at = (k: number): bigint => (BigInt(r.vgpr[`v${k + 1}`][0]) << 32n) | BigInt(r.vgpr[`v${k}`][0]);
      assert.equal(at(6), 0x3ff0000000000000n);
      assert.equal(at(8), 0x3ff0000000000001n);
      assert.equal(at(10), 0x3ff0000000000001n);
      assert.equal(at(12), 0xbff0000000000001n);
    });
    test(`${gen}: conversions round by the destination's mode bits`, () => {
      const under = (line: string, st: Record<string, string | number>, m: number): number => lane0(gen, [line], v(st, { mode: dn(gen) | m }));
      // 0x7fffffff = 2^31 - 1 -> f32: nearest and up 2^31 (0x4f000000), down and toward 0 2^31 - 128 (0x4effffff).
      assert.deepEqual([0, 1, 2, 3].map((m) => under('v_cvt_f32_i32 v1, v2', { v2: '0x7fffffff' }, m)), [0x4f000000, 0x4f000000, 0x4effffff, 0x4effffff]);
      // -(2^31 - 1): up and toward 0 give -(2^31 - 128).
      assert.deepEqual([0, 1, 2, 3].map((m) => under('v_cvt_f32_i32 v1, v2', { v2: '0x80000001' }, m)), [0xcf000000, 0xceffffff, 0xcf000000, 0xceffffff]);
      // f64 1 + 2^-50 -> f32: below the halfway point; up gives 1 + 2^-23.
      assert.deepEqual([0, 1, 2, 3].map((m) => under('v_cvt_f32_f64 v1, v[2:3]', { v2: '0x00000004', v3: '0x3ff00000' }, m)), [0x3f800000, 0x3f800001, 0x3f800000, 0x3f800000]);
    });
  }
  for (const gen of NEW) {
    test(`${gen}: f16 add and v_cvt_f16_f32 follow MODE[3:2], not MODE[1:0]`, () => {
      const under = (line: string, st: Record<string, string>, m: number): number => lane0(gen, [line], v(st, { mode: dn(gen) | m }));
      // 1 + 2^-11 (f16 0x1000 = 2^-11): halfway; up: 0x3c01.
      assert.deepEqual([0, 4, 8, 12, 1].map((m) => under('v_add_f16 v1, v2, v3', { v2: '0x3c00', v3: '0x1000' }, m)), [0x3c00, 0x3c01, 0x3c00, 0x3c00, 0x3c00]);
      // f32 1 + 2^-11 (0x3f801000) -> f16: halfway: even 0x3c00, up 0x3c01.
      assert.deepEqual([0, 4, 8, 12].map((m) => under('v_cvt_f16_f32 v1, v2', { v2: '0x3f801000' }, m)), [0x3c00, 0x3c01, 0x3c00, 0x3c00]);
      // 65520 rounds to Inf in nearest; toward 0 gives 65504 (0x7bff).
      assert.deepEqual([0, 12].map((m) => under('v_cvt_f16_f32 v1, v2', { v2: '0x477ff000' }, m)), [0x7c00, 0x7bff]);
    });
  }
  test('gcn1.4: packed f16 halves (v_pk_add_f16, v_pk_fma_f16) round by MODE[3:2]', () => {
    // Each half: 1 + 2^-11 (halfway): nearest even 0x3c00, toward +Inf 0x3c01; -1 - 2^-11 toward -Inf: 0xbc01.
    const st = (m: number): StateJson => v({ v0: '0xbc003c00', v2: '0x90001000', v3: '0x3c003c00' }, { mode: 0xf0 | m });
    assert.equal(lane0('gcn1.4', ['v_pk_add_f16 v1, v0, v2'], st(0)), 0xbc003c00);
    assert.equal(lane0('gcn1.4', ['v_pk_add_f16 v1, v0, v2'], st(4)), 0xbc003c01);
    assert.equal(lane0('gcn1.4', ['v_pk_add_f16 v1, v0, v2'], st(8)), 0xbc013c00);
    assert.equal(lane0('gcn1.4', ['v_pk_fma_f16 v1, v3, v0, v2'], st(4)), 0xbc003c01); // 1 * x + y
  });
});

describe('LDS_DIRECT as SRC0 (P125): the LDS value at M0[15:0] of type M0[18:16], broadcast to every lane', () => {
  const lds = { lds: [{ addr: '0x100', dwords: ['0x8180ff7f', '0x3f800000'] }] };
  // CDNA 2 and 3 have no LDS_DIRECT (llvm-mc 19 -mcpu=gfx90a: "lds_direct is not supported on this GPU").
  for (const gen of GENS.filter((g) => !ldsDirectOn(g))) {
    test(`${gen}: src_lds_direct is a located assembly error`, () => {
      assert.throws(() => sim(gen, ['s_nop 0', 'v_mov_b32 v1, src_lds_direct', 's_endpgm'], { m0: 0x20100 }),
        (e: unknown) => e instanceof Error && /<program>:2:15: lds_direct is not supported on this GPU/.test(e.message));
    });
  }
  for (const gen of GENS.filter(ldsDirectOn)) {
    test(`${gen}: dword, u8, i8, u16, i16; a float operation reads it as f32`, () => {
      const read = (m0: number, lane = 0): number => regOf(gen, ['v_mov_b32 v1, src_lds_direct'], { ...lds, m0 }, 'v1', lane);
      assert.equal(read(0x20100), 0x8180ff7f);
      assert.equal(read(0x20100, 63), 0x8180ff7f);
      assert.equal(read(0x00101), 0xff);        // byte 1
      assert.equal(read(0x40101), 0xffffffff);  // byte 1 sign-extended
      assert.equal(read(0x10102), 0x8180);      // the high half
      assert.equal(read(0x50102), 0xffff8180);
      assert.equal(read(0x00100), 0x7f);
      // 1.0 (the dword at 0x104) + 1.0 = 2.0.
      assert.equal(regOf(gen, ['v_add_f32 v1, src_lds_direct, v2'], { ...lds, m0: 0x20104, vgpr: { v2: '0x3f800000' } }, 'v1'), 0x40000000);
    });
    test(`${gen}: a reserved data type (3) is a located error`, () => {
      assert.throws(() => sim(gen, ['s_nop 0', 'v_mov_b32 v1, src_lds_direct', 's_endpgm'], { m0: 0x30100 }),
        (e: unknown) => e instanceof Error && /<program>:2:1: v_mov_b32.*reserved data type 3/.test(e.message));
    });
  }
});

describe('parameter interpolation (P124): M0 = {new_prim_mask[30:16], LDS byte offset[15:0]}, 12 dwords per attribute and primitive', () => {
  // M0 offset 64, one primitive: attribute 1's block at byte 64 + 48 * 1 = 112; channel y: P0 at
  // +8 (120), P10 at +12 (124), P20 at +36 (148). P0 = 1, P10 = 2, P20 = 4; I = 0.5, J = 0.25.
  const st: StateJson = {
    m0: 64, lds: [{ addr: 120, dwords: ['0x3f800000', '0x40000000'] }, { addr: 148, dwords: ['0x40800000'] }],
    vgpr: { v0: '0x3f000000', v2: '0x3e800000' },
  };
  // CDNA 2 and 3 have no VINTRP encoding (llvm-mc 19 -mcpu=gfx90a refuses v_interp_*).
  for (const gen of GENS.filter((g) => !isaFor(g).byName.has('v_interp_p1_f32'))) {
    test(`${gen}: v_interp_* is a located assembly error`, () => {
      assert.throws(() => sim(gen, ['s_nop 0', 'v_interp_mov_f32 v4, p0, attr1.y', 's_endpgm'], st),
        (e: unknown) => e instanceof Error && /<program>:2:1: v_interp_mov_f32: .* only; selected/.test(e.message));
    });
  }
  for (const gen of GENS.filter((g) => isaFor(g).byName.has('v_interp_p1_f32'))) {
    test(`${gen}: p1 (P0 + I * P10), p2 (D + J * P20), mov of P0/P10/P20`, () => {
      const r = sim(gen, ['v_interp_p1_f32 v1, v0, attr1.y', 'v_interp_p2_f32 v1, v2, attr1.y', 'v_interp_mov_f32 v3, p20, attr1.y',
        'v_interp_mov_f32 v4, p0, attr1.y', 'v_interp_mov_f32 v5, p10, attr1.y', 's_endpgm'], st);
      assert.deepEqual([r.vgpr.v1[0], r.vgpr.v1[63], r.vgpr.v3[5], r.vgpr.v4[0], r.vgpr.v5[0]], [0x40400000, 0x40400000, 0x40800000, 0x3f800000, 0x40000000]);
      assert.deepEqual(r.hazards, []);
    });
    test(`${gen}: new_prim_mask bit 0: quads 1 onwards interpolate primitive 1 (two primitives: blocks at 64 + 48 * (2a + p))`, () => {
      // Attribute 1: primitive 0 at 160 (P0.y at 168 = 7), primitive 1 at 208 (P0.y at 216 = 5).
      const r = sim(gen, ['v_interp_mov_f32 v4, p0, attr1.y', 's_endpgm'], { m0: 0x10040, lds: [{ addr: 168, dwords: ['0x40e00000'] }, { addr: 216, dwords: ['0x40a00000'] }] });
      assert.deepEqual([0, 3, 4, 8, 63].map((l) => r.vgpr.v4[l]), [0x40e00000, 0x40e00000, 0x40a00000, 0x40a00000, 0x40a00000]);
    });
  }
  for (const gen of NEW) {
    test(`${gen}: VOP3 forms: omod, and the f16 forms (P0/P10/P20 as f16 halves, high picks the upper one)`, () => {
      assert.equal(regOf(gen, ['v_interp_p1_f32_e64 v1, v0, attr1.y mul:2'], st, 'v1'), 0x40800000); // (1 + 0.5 * 2) * 2
      // P0 = {1.0h, 2.0h}, P10 = {2.0h, 4.0h}, P20 = {4.0h, 0}: p1ll: 1 + 0.5 * 2 = 2 (f32); high: 2 + 0.5 * 4 = 4.
      const h: StateJson = { ...st, lds: [{ addr: 120, dwords: ['0x40003c00', '0x44004000'] }, { addr: 148, dwords: ['0x00004400'] }], vgpr: { ...st.vgpr, v3: '0x40000000' } };
      assert.equal(regOf(gen, ['v_interp_p1ll_f16 v1, v0, attr1.y'], h, 'v1'), 0x40000000);
      assert.equal(regOf(gen, ['v_interp_p1ll_f16 v1, v0, attr1.y high'], h, 'v1'), 0x40800000);
      // p2: S2 (2.0 f32) + J * P20 (0.25 * 4) = 3.0 -> f16 0x4200 in the low half.
      assert.equal(regOf(gen, ['v_interp_p2_f16 v1, v2, attr1.y, v3'], h, 'v1'), 0x4200);
    });
  }
});
