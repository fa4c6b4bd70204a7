// Black-box tests of the vector ALU (src/sim/exec-valu.ts, valu-ops.ts, float.ts) on every
// generation where each instruction exists. Expected values are worked out by hand from the
// SI/CI/GCN3/Vega ISA manuals' instruction descriptions and IEEE 754 (float results in hex, with
// the arithmetic in the comment); docs/sim.md P80-P92 where the manuals are silent.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { GENS, familyValue, type Gen, type PerFamily } from '../src/isa/gens.js';
import { SimError } from '../src/sim/api.js';
import type { StateJson } from '../src/sim/api.js';
import { sim } from './support/sim-util.js';
import { isaFor } from '../src/isa/index.js';

/** Whether the family has the row (gfx940 drops v_mad_f32, v_mac_f32, v_madak_f32: docs/sim.md P163). */
const hasRow = (gen: Gen, name: string): boolean => isaFor(gen).byName.has(name);

const OLD_GENS: Gen[] = ['gcn1.0', 'gcn1.1'];

const NEW: Gen[] = ['gcn1.2', 'gcn1.4'];
/** The generation's spelling of the carry-out add/sub (VOP2 with VCC). */
const ADDC: PerFamily<{ add: string; addc: string; sub: string }> = {
  'gcn1.0': { add: 'v_add_i32', addc: 'v_addc_u32', sub: 'v_sub_i32' },
  'gcn1.1': { add: 'v_add_i32', addc: 'v_addc_u32', sub: 'v_sub_i32' },
  'gcn1.2': { add: 'v_add_u32', addc: 'v_addc_u32', sub: 'v_sub_u32' },
  'gcn1.4': { add: 'v_add_co_u32', addc: 'v_addc_co_u32', sub: 'v_sub_co_u32' },
};

/** Lane 0 of VGPR v<r> after running the lines with the state. */
function run(gen: Gen, lines: string[], state: StateJson = {}): (r: string) => number[] {
  const res = sim(gen, [...lines, 's_endpgm'], state);
  return (r) => res.vgpr[r] ?? [];
}
const lane0 = (gen: Gen, lines: string[], state: StateJson = {}, reg = 'v1'): number => run(gen, lines, state)(reg)[0];
const v = (vals: Record<string, number | string>): StateJson => ({ vgpr: Object.fromEntries(Object.entries(vals)) });

describe('f32 arithmetic', () => {
  for (const gen of GENS) {
    test(`${gen}: add, mul, inline constants of the f32 type`, () => {
      // 1.5 + 2.25 = 3.75 = 1.875 * 2^1: 0x40700000.
      assert.equal(lane0(gen, ['v_add_f32 v1, v0, v2'], v({ v0: '0x3fc00000', v2: '0x40100000' })), 0x40700000);
      // 0.5 (inline 240) * 4.0 (inline 246) = 2.0.
      assert.equal(lane0(gen, ['v_mov_b32 v0, 4.0', 'v_mul_f32 v1, 0.5, v0']), 0x40000000);
      // subrev: v2 - v0 = 2.25 - 1.5 = 0.75 = 0x3f400000.
      assert.equal(lane0(gen, ['v_subrev_f32 v1, v0, v2'], v({ v0: '0x3fc00000', v2: '0x40100000' })), 0x3f400000);
    });
    test(`${gen}: v_mad_f32 rounds twice, v_fma_f32 once`, () => {
      // a = b = 1 + 2^-12 (0x3f800800), c = -1. a*b = 1 + 2^-11 + 2^-24, a tie in f32 (ulp 2^-23)
      // that rounds to even 1 + 2^-11; mad: 2^-11 = 0x3a000000. fma: 2^-11 + 2^-24 = 2^-11 * (1 + 2^-13): 0x3a000400.
      const st = v({ v0: '0x3f800800', v2: '0xbf800000' });
      if (hasRow(gen, 'v_mad_f32')) assert.equal(lane0(gen, ['v_mad_f32 v1, v0, v0, v2'], st), 0x3a000000);
      assert.equal(lane0(gen, ['v_fma_f32 v1, v0, v0, v2'], st), 0x3a000400);
    });
    if (hasRow(gen, 'v_mac_f32')) test(`${gen}: v_mac_f32 accumulates into VDST, v_madak_f32 adds the literal`, () => {
      // 3 * 2 + 1 = 7 = 0x40e00000; 3 * 2 + 0.25 (literal 0x3e800000) = 6.25 = 0x40c80000.
      const st = v({ v0: '0x40400000', v2: '0x40000000', v1: '0x3f800000' });
      assert.equal(lane0(gen, ['v_mac_f32 v1, v0, v2'], st), 0x40e00000);
      assert.equal(lane0(gen, ['v_madak_f32 v1, v0, v2, 0x3e800000'], st), 0x40c80000);
    });
    test(`${gen}: min/max NaN and signed-zero rules (P81)`, () => {
      const st = v({ v0: '0x7fc00000', v2: '0x3f800000', v3: '0x80000000', v4: 0 });
      assert.equal(lane0(gen, ['v_min_f32 v1, v0, v2'], st), 0x3f800000); // NaN gives the other
      assert.equal(lane0(gen, ['v_max_f32 v1, v2, v0'], st), 0x3f800000);
      assert.equal(lane0(gen, ['v_max_f32 v1, v3, v4'], st), 0x00000000); // max(-0, +0) = +0
      assert.equal(lane0(gen, ['v_min_f32 v1, v4, v3'], st), 0x80000000); // min(+0, -0) = -0
      // med3(NaN, 1, -0): a NaN operand makes it min(min(a, b), c) = min(1, -0) = -0.
      assert.equal(lane0(gen, ['v_med3_f32 v1, v0, v2, v3'], st), 0x80000000);
      // med3(4, 1, 2) = 2.
      assert.equal(lane0(gen, ['v_med3_f32 v1, 4.0, 1.0, 2.0']), 0x40000000);
    });
    test(`${gen}: VOP3 neg/abs, clamp and omod`, () => {
      // -|v0| with v0 = -2.5: -2.5 (0xc0200000); * 1.0 clamp -> 0; 1 + 1 mul:2 = 4; div:2 = 1.
      assert.equal(lane0(gen, ['v_add_f32_e64 v1, -|v0|, 0'], v({ v0: '0xc0200000' })), 0xc0200000);
      assert.equal(lane0(gen, ['v_mul_f32_e64 v1, v0, 1.0 clamp'], v({ v0: '0xc0200000' })), 0);
      assert.equal(lane0(gen, ['v_mul_f32_e64 v1, v0, 1.0 clamp'], v({ v0: '0x40200000' })), 0x3f800000);
      assert.equal(lane0(gen, ['v_add_f32_e64 v1, 1.0, 1.0 mul:2']), 0x40800000);
      assert.equal(lane0(gen, ['v_add_f32_e64 v1, 1.0, 1.0 div:2']), 0x3f800000);
      // clamp of a NaN gives +0 (P88).
      assert.equal(lane0(gen, ['v_add_f32_e64 v1, v0, 0 clamp'], v({ v0: '0x7fc00000' })), 0);
    });
    test(`${gen}: rounding to integers and fract`, () => {
      assert.equal(lane0(gen, ['v_rndne_f32 v1, v0'], v({ v0: '0x40200000' })), 0x40000000); // rndne(2.5) = 2
      assert.equal(lane0(gen, ['v_rndne_f32 v1, v0'], v({ v0: '0x40600000' })), 0x40800000); // rndne(3.5) = 4
      assert.equal(lane0(gen, ['v_rndne_f32 v1, -0.5']), 0x80000000); // -0
      assert.equal(lane0(gen, ['v_floor_f32 v1, v0'], v({ v0: '0xbfc00000' })), 0xc0000000); // floor(-1.5) = -2
      assert.equal(lane0(gen, ['v_ceil_f32 v1, v0'], v({ v0: '0xbfc00000' })), 0xbf800000); // ceil(-1.5) = -1
      assert.equal(lane0(gen, ['v_trunc_f32 v1, v0'], v({ v0: '0xbfc00000' })), 0xbf800000);
      assert.equal(lane0(gen, ['v_fract_f32 v1, v0'], v({ v0: '0xbe800000' })), 0x3f400000); // -0.25 - (-1) = 0.75
      // fract of the largest f32 below 0 in magnitude ... -2^-30 -> 1 - 2^-30 rounds to 1.0, kept below 1: 0x3f7fffff.
      assert.equal(lane0(gen, ['v_fract_f32 v1, v0'], v({ v0: '0xb0800000' })), 0x3f7fffff);
    });
    test(`${gen}: frexp and ldexp`, () => {
      assert.equal(lane0(gen, ['v_frexp_mant_f32 v1, v0'], v({ v0: '0x41000000' })), 0x3f000000); // 8 = 0.5 * 2^4
      assert.equal(lane0(gen, ['v_frexp_exp_i32_f32 v1, v0'], v({ v0: '0x41000000' })), 4);
      assert.equal(lane0(gen, ['v_frexp_exp_i32_f32 v1, v0'], v({ v0: '0xbe800000' })), 0xffffffff); // -0.25 = -0.5 * 2^-1
      assert.equal(lane0(gen, ['v_ldexp_f32 v1, 1.0, 3']), 0x41000000);
      assert.equal(lane0(gen, ['v_ldexp_f32 v1, v0, -2'], v({ v0: '0x41000000' })), 0x40000000);
      // The exponent is an integer: 3 is not an f32 denormal to flush (P83).
      assert.equal(lane0(gen, ['v_ldexp_f32 v1, 1.0, v0'], v({ v0: 3 })), 0x41000000);
    });
    test(`${gen}: transcendentals are correctly rounded (P82)`, () => {
      assert.equal(lane0(gen, ['v_rcp_f32 v1, 4.0']), 0x3e800000); // 0.25
      assert.equal(lane0(gen, ['v_rsq_f32 v1, 4.0']), 0x3f000000); // 0.5
      assert.equal(lane0(gen, ['v_sqrt_f32 v1, 2.0']), 0x3fb504f3); // sqrt 2 = 1.41421354 (0x3fb504f3)
      assert.equal(lane0(gen, ['v_exp_f32 v1, v0'], v({ v0: '0x40400000' })), 0x41000000); // 2^3
      assert.equal(lane0(gen, ['v_log_f32 v1, 0']), 0xff800000); // log2(0) = -Inf
      assert.equal(lane0(gen, ['v_log_f32 v1, 4.0']), 0x40000000);
      assert.equal(lane0(gen, ['v_sin_f32 v1, v0'], v({ v0: '0x3e800000' })), 0x3f800000); // sin(0.25 turn) = 1
      assert.equal(lane0(gen, ['v_cos_f32 v1, 0.5']), 0xbf800000); // cos(half a turn) = -1
      // Whole turns are dropped exactly (P82): 0x4b000000 = 2^23 turns: sin +0, cos 1.
      assert.equal(lane0(gen, ['v_sin_f32 v1, v0'], v({ v0: '0x4b000000' })), 0);
      assert.equal(lane0(gen, ['v_cos_f32 v1, v0'], v({ v0: '0x4b000000' })), 0x3f800000);
      // 1e30 (0x7149f2ca) is an integer number of turns: cos = 1 (2*pi*1e30 in f64 gave 0.2428...).
      assert.equal(lane0(gen, ['v_cos_f32 v1, v0'], v({ v0: '0x7149f2ca' })), 0x3f800000);
      // 2^22 + 0.5 turns (0x4a800001): sin(half a turn) = +0 (a zero takes the sign of x), cos = -1;
      // 0.75 turn: sin = -1; cos(0.25 turn) = +0.
      assert.equal(lane0(gen, ['v_sin_f32 v1, v0'], v({ v0: '0x4a800001' })), 0);
      assert.equal(lane0(gen, ['v_cos_f32 v1, v0'], v({ v0: '0x4a800001' })), 0xbf800000);
      assert.equal(lane0(gen, ['v_sin_f32 v1, v0'], v({ v0: '0x3f400000' })), 0xbf800000);
      assert.equal(lane0(gen, ['v_cos_f32 v1, v0'], v({ v0: '0x3e800000' })), 0);
      // -0.125 turn: sin(-pi/4) = -0.70710677 (0xbf3504f3), cos(-pi/4) = 0.70710677.
      assert.equal(lane0(gen, ['v_sin_f32 v1, v0'], v({ v0: '0xbe000000' })), 0xbf3504f3);
      assert.equal(lane0(gen, ['v_cos_f32 v1, v0'], v({ v0: '0xbe000000' })), 0x3f3504f3);
      assert.equal(lane0(gen, ['v_rcp_f32 v1, 0']), 0x7f800000); // 1/+0 = +Inf
      assert.equal(lane0(gen, ['v_sqrt_f32 v1, -1.0']), 0x7fc00000); // NaN: the canonical quiet NaN (P80)
    });
  }
});

describe('denormals follow MODE (P83, P84)', () => {
  // 2^-126 (0x00800000) * 0.5 = 2^-127, a denormal: 0x00400000 kept, +0 flushed.
  const st = (mode?: number): StateJson => ({ ...v({ v0: '0x00800000' }), ...(mode === undefined ? {} : { mode }) });
  for (const gen of ['gcn1.0', 'gcn1.1', 'gcn1.2'] as Gen[]) {
    test(`${gen}: fp32 denormals flushed by default, kept with mode 0xf0`, () => {
      assert.equal(lane0(gen, ['v_mul_f32 v1, 0.5, v0'], st()), 0);
      assert.equal(lane0(gen, ['v_mul_f32 v1, 0.5, v0'], st(0xf0)), 0x00400000);
      // input flush: denormal 0x00000001 + 0 = 0 under the default mode.
      assert.equal(lane0(gen, ['v_add_f32 v1, 0, v0'], v({ v0: 1 })), 0);
    });
  }
  test('gcn1.4: fp32 denormals kept by default, flushed with mode 0xc0', () => {
    assert.equal(lane0('gcn1.4', ['v_mul_f32 v1, 0.5, v0'], st()), 0x00400000);
    assert.equal(lane0('gcn1.4', ['v_mul_f32 v1, -0.5, v0'], st(0xc0)), 0x80000000); // sign kept
  });
  for (const gen of GENS) {
    test(`${gen}: v_mad_f32 flushes whatever MODE says, v_fma_f32 does not`, () => {
      if (hasRow(gen, 'v_mad_f32')) assert.equal(lane0(gen, ['v_mad_f32 v1, 0.5, v0, 0'], st(0xf0)), 0);
      assert.equal(lane0(gen, ['v_fma_f32 v1, 0.5, v0, 0'], st(0xf0)), 0x00400000);
    });
    test(`${gen}: v_cmp_class_f32 sees the denormal (no flush)`, () => {
      // 0x80000001 is a negative denormal: class bit 4 (mask 0x10 in s0).
      const r = sim(gen, ['v_cmp_class_f32 vcc, v0, v2', 's_endpgm'], { vgpr: { v0: '0x80000001', v2: 0x10 }, exec: 1 });
      assert.equal(r.sgpr.vcc_lo, 1);
    });
  }
  for (const gen of GENS) {
    test(`${gen}: a literal in a 64-bit integer compare is sign-extended for _i64, zero-extended for _u64 (P61)`, () => {
      const minus100 = { v0: '0xffffff9c', v1: '0xffffffff' }, low = { v0: '0xffffff9c', v1: 0 };
      const vcc = (line: string, vgpr: Record<string, string | number>): number => sim(gen, [line, 's_endpgm'], { vgpr, exec: 1 }).sgpr.vcc_lo as number;
      assert.equal(vcc('v_cmp_eq_i64 vcc, 0xffffff9c, v[0:1]', minus100), 1);
      assert.equal(vcc('v_cmp_eq_i64 vcc, 0xffffff9c, v[0:1]', low), 0);
      assert.equal(vcc('v_cmp_eq_u64 vcc, 0xffffff9c, v[0:1]', minus100), 0);
      assert.equal(vcc('v_cmp_eq_u64 vcc, 0xffffff9c, v[0:1]', low), 1);
      assert.equal(vcc('v_cmp_gt_i64 vcc, 0x80000000, v[0:1]', { v0: 0, v1: 0 }), 0); // -2^31 > 0 is false
    });
  }
  test('round modes take effect (P120; test/sim-valu-more.test.ts has the arithmetic); v_mad_mix under one is a located error', () => {
    assert.equal(lane0('gcn1.2', ['v_add_u32 v1, vcc, 1, v0'], { mode: 0xc1 }), 1);
    // s_setreg clears FP_ROUND: the float op then runs (1.0 + 0).
    assert.equal(lane0('gcn1.2', ['s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), 0', 'v_add_f32 v1, 1.0, v0'], { mode: 0xc1 }), 0x3f800000);
    // FP_ROUND = 1 (toward +Inf): 1.0 + 2^-24 (half an ulp) rounds up.
    assert.equal(lane0('gcn1.4', ['s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), 1', 'v_add_f32 v1, 1.0, v0'], v({ v0: '0x33800000' })), 0x3f800001);
    assert.throws(() => sim('gcn1.4', ['s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), 2', 'v_mad_mix_f32 v1, v0, v2, v3']),
      (e: unknown) => e instanceof SimError && /<program>:2:1: v_mad_mix_f32: not simulated: MODE.FP_ROUND is 2/.test(e.message));
  });
});

describe('conversions (P85)', () => {
  for (const gen of GENS) {
    test(`${gen}: f32 -> i32/u32 clamp, NaN -> 0`, () => {
      assert.equal(lane0(gen, ['v_cvt_i32_f32 v1, v0'], v({ v0: '0x7fc00000' })), 0);
      assert.equal(lane0(gen, ['v_cvt_i32_f32 v1, v0'], v({ v0: '0x4f32d05e' })), 0x7fffffff); // 3e9
      assert.equal(lane0(gen, ['v_cvt_i32_f32 v1, v0'], v({ v0: '0xcf32d05e' })), 0x80000000); // -3e9
      assert.equal(lane0(gen, ['v_cvt_i32_f32 v1, v0'], v({ v0: '0xc0200000' })), 0xfffffffe); // -2.5 -> -2
      assert.equal(lane0(gen, ['v_cvt_u32_f32 v1, -1.0']), 0);
      assert.equal(lane0(gen, ['v_cvt_u32_f32 v1, v0'], v({ v0: '0x7f800000' })), 0xffffffff); // +Inf
      assert.equal(lane0(gen, ['v_cvt_flr_i32_f32 v1, v0'], v({ v0: '0xc0200000' })), 0xfffffffd); // floor(-2.5) = -3
      assert.equal(lane0(gen, ['v_cvt_rpi_i32_f32 v1, v0'], v({ v0: '0xc0200000' })), 0xfffffffe); // floor(-2.5 + 0.5) = -2
    });
    test(`${gen}: i32/u32/ubyte -> f32 round to nearest even`, () => {
      // 2^24 + 1 = 16777217 is a tie between 2^24 and 2^24 + 2: even gives 2^24 = 0x4b800000.
      assert.equal(lane0(gen, ['v_cvt_f32_u32 v1, v0'], v({ v0: 16777217 })), 0x4b800000);
      assert.equal(lane0(gen, ['v_cvt_f32_i32 v1, -1']), 0xbf800000);
      assert.equal(lane0(gen, ['v_cvt_f32_ubyte2 v1, v0'], v({ v0: '0x00030000' })), 0x40400000);
    });
    test(`${gen}: f32 -> f16 round to nearest even, f16 -> f32`, () => {
      // 1 + 2^-11 is halfway between 1.0 (0x3c00) and 1 + 2^-10 (0x3c01): even 0x3c00.
      assert.equal(lane0(gen, ['v_cvt_f16_f32 v1, v0'], v({ v0: '0x3f801000' })), 0x3c00);
      // 1 + 3 * 2^-11 is halfway between 0x3c01 and 0x3c02: even 0x3c02.
      assert.equal(lane0(gen, ['v_cvt_f16_f32 v1, v0'], v({ v0: '0x3f803000' })), 0x3c02);
      assert.equal(lane0(gen, ['v_cvt_f16_f32 v1, v0'], v({ v0: '0x47800000' })), 0x7c00); // 65536 overflows to Inf
      assert.equal(lane0(gen, ['v_cvt_f32_f16 v1, v0'], v({ v0: '0x1234c000' })), 0xc0000000); // low half -2.0
    });
    test(`${gen}: f64 conversions`, () => {
      // 3.0 as f64: 0x4008000000000000; the literal of a f64 operand is its high dword.
      assert.equal(lane0(gen, ['v_cvt_f32_f64 v1, 0x40080000']), 0x40400000);
      const r = run(gen, ['v_cvt_f64_i32 v[2:3], -2'])('v3')[0];
      assert.equal(r, 0xc0000000); // -2.0 = 0xc000000000000000
      assert.equal(lane0(gen, ['v_cvt_i32_f64 v1, v[2:3]'], v({ v2: 0, v3: '0xc1f00000' })), 0x80000000); // -2^32 clamps
    });
  }
});

describe('f64 and f16 arithmetic', () => {
  for (const gen of GENS) {
    test(`${gen}: v_add_f64/v_mul_f64/v_fma_f64 with 64-bit inline constants`, () => {
      const r = run(gen, ['v_add_f64 v[2:3], 0.5, 1.0', 'v_mul_f64 v[4:5], v[2:3], -2.0', 'v_fma_f64 v[6:7], v[2:3], v[2:3], -1.0']);
      assert.deepEqual([r('v2')[0], r('v3')[0]], [0, 0x3ff80000]); // 1.5
      assert.deepEqual([r('v4')[0], r('v5')[0]], [0, 0xc0080000]); // -3.0
      assert.deepEqual([r('v6')[0], r('v7')[0]], [0, 0x3ff40000]); // 2.25 - 1 = 1.25
    });
    test(`${gen}: v_min_f64 with a NaN gives the other operand`, () => {
      const r = run(gen, ['v_min_f64 v[4:5], v[0:1], v[2:3]'], v({ v0: 0, v1: '0x7ff80000', v2: 0, v3: '0x40000000' }));
      assert.deepEqual([r('v4')[0], r('v5')[0]], [0, 0x40000000]);
    });
  }
  for (const gen of NEW) {
    test(`${gen}: f16 add/mul with f16 inline constants; the high half is 0 (P87)`, () => {
      assert.equal(lane0(gen, ['v_add_f16 v1, 0.5, v0'], v({ v0: '0xffff3c00' })), 0x3e00); // 0.5 + 1 = 1.5
      assert.equal(lane0(gen, ['v_mul_f16 v1, v0, v0'], v({ v0: '0x5bff' })), 0x7bfe); // 255.875^2 = 65472.0156 -> 65472 (0x7bfe)
      assert.equal(lane0(gen, ['v_fma_f16 v1, v0, v0, v0'], v({ v0: '0x3c00' })), 0x4000); // 1*1+1
      assert.equal(lane0(gen, ['v_add_u16 v1, v0, 1'], v({ v0: '0x1234ffff' })), 0); // wraps in 16 bits
    });
  }
});

describe('integer operations', () => {
  for (const gen of GENS) {
    test(`${gen}: carry out and in through VCC and an SGPR pair`, () => {
      const { add, addc } = familyValue(ADDC, gen);
      const r = sim(gen, [`${add} v1, vcc, -1, v0`, `${addc} v2, vcc, 0, 0, vcc`, `${add}_e64 v3, s[4:5], v0, v0`, 's_endpgm'], { vgpr: { v0: 'lane' }, exec: '0xff' });
      // lane l: -1 + l: lane 0 gives 0xffffffff, no carry; others carry. addc: 0 + 0 + carry.
      assert.deepEqual(r.vgpr.v1.slice(0, 3), [0xffffffff, 0, 1]);
      assert.deepEqual(r.vgpr.v2.slice(0, 3), [0, 1, 1]);
      assert.equal(r.sgpr.vcc_lo, 0); // the addc carries nothing out
      assert.equal(r.sgpr.s4, 0); // l + l never carries
      assert.equal(r.sgpr.s5, 0);
    });
    test(`${gen}: borrow: 0 - 1`, () => {
      const r = sim(gen, [`${familyValue(ADDC, gen).sub} v1, vcc, 0, v0`, 's_endpgm'], { vgpr: { v0: 1 }, exec: '0x3' });
      assert.equal(r.vgpr.v1[0], 0xffffffff);
      assert.equal(r.sgpr.vcc_lo, 3); // inactive lanes' bits are 0 (P89)
      assert.equal(r.sgpr.vcc_hi, 0);
    });
    test(`${gen}: multiplies`, () => {
      const st = v({ v0: '0xfffffffe', v2: '0x00800003' });
      assert.equal(lane0(gen, ['v_mul_hi_u32 v1, v0, v0'], st), 0xfffffffc); // (2^32-2)^2 >> 32 = 2^32 - 4
      assert.equal(lane0(gen, ['v_mul_hi_i32 v1, v0, v0'], st), 0); // (-2)^2 = 4
      assert.equal(lane0(gen, ['v_mul_lo_u32 v1, v0, v2'], st), 0xfefffffa); // -2 * 0x800003 = -0x1000006
      // 24-bit: v2[23:0] = 0x800003 is -0x7ffffd signed; * -2 = 0xfffffa.
      assert.equal(lane0(gen, ['v_mul_i32_i24 v1, v0, v2'], st), 0x00fffffa);
      // 0xfffffe * 0x800003 = 0x7fffff000000 + 0x2fffffa = 0x8000_01fffffa.
      assert.equal(lane0(gen, ['v_mul_u32_u24 v1, v0, v2'], st), 0x01fffffa);
      assert.equal(lane0(gen, ['v_mul_hi_u32_u24 v1, v0, v2'], st), 0x8000);
    });
    test(`${gen}: mad_u64_u32 (VOP3b carry in the SGPR pair)`, () => {
      if (gen === 'gcn1.0') return; // CI and later
      const r = sim(gen, ['v_mad_u64_u32 v[2:3], s[4:5], v0, v0, v[6:7]', 's_endpgm'], { vgpr: { v0: '0xffffffff', v6: 1, v7: 0 }, exec: 1 });
      // (2^32-1)^2 + 1 = 2^64 - 2^33 + 2: 0xfffffffe_00000002, no carry.
      assert.deepEqual([r.vgpr.v2[0], r.vgpr.v3[0], r.sgpr.s4], [2, 0xfffffffe, 0]);
    });
    test(`${gen}: bit fields and shifts`, () => {
      const st = v({ v0: '0x0000f0f0', v2: '0x80000001' });
      assert.equal(lane0(gen, ['v_bfe_u32 v1, v0, 4, 8'], st), 0x0f);
      assert.equal(lane0(gen, ['v_bfe_i32 v1, v0, 4, 4'], st), 0xffffffff); // 0xf sign-extended
      assert.equal(lane0(gen, ['v_bfe_u32 v1, v0, 4, 0'], st), 0);
      assert.equal(lane0(gen, ['v_bfi_b32 v1, v0, -1, 0'], st), 0xf0f0);
      assert.equal(lane0(gen, ['v_alignbit_b32 v1, v2, v0, 4'], st), 0x10000f0f); // {0x80000001, 0xf0f0} >> 4
      assert.equal(lane0(gen, ['v_alignbyte_b32 v1, v2, v0, 1'], st), 0x010000f0);
      assert.equal(lane0(gen, ['v_ashrrev_i32 v1, 33, v2'], st), 0xc0000000); // shift by 33 & 31 = 1
      assert.equal(lane0(gen, ['v_lshlrev_b32 v1, 4, v2'], st), 0x10);
      assert.equal(lane0(gen, ['v_bfrev_b32 v1, v2'], st), 0x80000001);
      assert.equal(lane0(gen, ['v_ffbh_u32 v1, v0'], st), 16);
      assert.equal(lane0(gen, ['v_ffbl_b32 v1, v0'], st), 4);
      assert.equal(lane0(gen, ['v_ffbl_b32 v1, 0'], st), 0xffffffff);
      // ffbh_i32: bits from the MSB equal to the sign bit: 0x0000f0f0 and 0xffff0f0f both 16; 1 gives 31.
      assert.equal(lane0(gen, ['v_ffbh_i32 v1, v0'], st), 16);
      assert.equal(lane0(gen, ['v_ffbh_i32 v1, v3'], { vgpr: { v3: '0xffff0f0f' } }), 16);
      assert.equal(lane0(gen, ['v_ffbh_i32 v1, 1'], st), 31);
      assert.equal(lane0(gen, ['v_ffbh_i32 v1, -1'], st), 0xffffffff);
      assert.equal(lane0(gen, ['v_bcnt_u32_b32_e64 v1, v0, 1'], st), 9);
      assert.equal(lane0(gen, ['v_med3_i32 v1, -4, 3, v2'], st), 0xfffffffc); // med3(-4, 3, INT_MIN+1) = -4
      assert.equal(lane0(gen, ['v_max3_u32 v1, -4, 3, v2'], st), 0xfffffffc);
    });
    test(`${gen}: v_mbcnt_lo/hi count the lanes below`, () => {
      const r = sim(gen, ['v_mbcnt_lo_u32_b32_e64 v1, -1, 0', 'v_mbcnt_hi_u32_b32_e64 v1, -1, v1', 's_endpgm']);
      assert.deepEqual(r.vgpr.v1, Array.from({ length: 64 }, (_, l) => l));
    });
  }
  for (const gen of NEW) {
    test(`${gen}: v_perm_b32 byte selects`, () => {
      // data = {S0, S1} = 0x11223344_55667788; selectors 0 (0x88), 7 (0x11), 12 (0x00), 13 (0xff).
      assert.equal(lane0(gen, ['v_perm_b32 v1, v0, v2, v3'], v({ v0: '0x11223344', v2: '0x55667788', v3: '0x0d0c0700' })), 0xff001188);
    });
  }
});

describe('compares, EXEC, v_cndmask', () => {
  for (const gen of GENS) {
    test(`${gen}: v_cmp writes VCC (e32) or an SGPR pair (e64), inactive lanes 0`, () => {
      const r = sim(gen, ['v_cmp_gt_u32 vcc, 5, v0', 'v_cmp_le_i32_e64 s[8:9], v0, -1', 'v_cndmask_b32 v1, 7, v0, vcc', 's_endpgm'], { vgpr: { v0: 'lane' }, exec: '0xffffffff0000ffff' });
      assert.equal(r.sgpr.vcc_lo, 0x1f);
      assert.equal(r.sgpr.vcc_hi, 0);
      assert.deepEqual([r.sgpr.s8, r.sgpr.s9], [0, 0]);
      assert.deepEqual(r.vgpr.v1.slice(0, 7), [0, 1, 2, 3, 4, 7, 7]);
      assert.equal(r.vgpr.v1[20], 0); // inactive: not written
      assert.equal(r.vgpr.v1[40], 7);
    });
    test(`${gen}: v_cmpx writes EXEC and VCC; later instructions see the new EXEC`, () => {
      const r = sim(gen, ['v_cmpx_lt_u32 vcc, v0, 3', 'v_mov_b32 v1, 9', 's_endpgm'], { vgpr: { v0: 'lane' } });
      assert.equal(r.exec, '0x0000000000000007');
      assert.equal(r.sgpr.vcc_lo, 7);
      assert.deepEqual(r.vgpr.v1.slice(0, 4), [9, 9, 9, 0]);
    });
    test(`${gen}: float compares with NaN: lt false, nge true, u true`, () => {
      const st: StateJson = { vgpr: { v0: '0x7fc00000', v2: '0x3f800000' }, exec: 1 };
      const r = sim(gen, ['v_cmp_lt_f32_e64 s[4:5], v0, v2', 'v_cmp_nge_f32_e64 s[6:7], v0, v2', 'v_cmp_u_f32_e64 s[8:9], v0, v2', 'v_cmp_lg_f32_e64 s[10:11], v2, v2', 's_endpgm'], st);
      assert.deepEqual([r.sgpr.s4, r.sgpr.s6, r.sgpr.s8, r.sgpr.s10], [0, 1, 1, 0]);
    });
    test(`${gen}: 64-bit integer compares`, () => {
      const r = sim(gen, ['v_cmp_lt_i64 vcc, v[0:1], 0', 'v_cmp_lt_u64_e64 s[4:5], v[0:1], 0', 's_endpgm'], { vgpr: { v0: 0, v1: '0x80000000' }, exec: 1 });
      assert.deepEqual([r.sgpr.vcc_lo, r.sgpr.s4], [1, 0]);
    });
  }
});

describe('lane operations', () => {
  for (const gen of GENS) {
    test(`${gen}: v_readlane/v_writelane ignore EXEC, v_readfirstlane takes the lowest active lane`, () => {
      const r = sim(gen, ['v_readlane_b32 s0, v0, 9', 'v_readfirstlane_b32 s1, v0', 'v_writelane_b32 v1, s2, 63', 's_endpgm'], { vgpr: { v0: 'lane' }, exec: '0x30', sgpr: { s2: 77 } });
      assert.deepEqual([r.sgpr.s0, r.sgpr.s1], [9, 4]);
      assert.equal(r.vgpr.v1[63], 77);
      assert.equal(r.vgpr.v1[4], 0);
    });
    test(`${gen}: v_readfirstlane with EXEC = 0 reads lane 0 (P91)`, () => {
      const r = sim(gen, ['v_readfirstlane_b32 s1, v0', 's_endpgm'], { vgpr: { v0: Array.from({ length: 64 }, (_, l) => l + 100) }, exec: 0 });
      assert.equal(r.sgpr.s1, 100);
    });
    if (hasRow(gen, 'v_movrels_b32')) {
      test(`${gen}: v_movrels/v_movreld index by M0`, () => {
        const r = sim(gen, ['v_movrels_b32 v10, v1', 'v_movreld_b32 v20, 5', 's_endpgm'], { vgpr: { v3: 33 }, m0: 2 });
        assert.equal(r.vgpr.v10[0], 33);
        assert.equal(r.vgpr.v22[0], 5);
      });
    }
  }
  for (const gen of NEW) {
    test(`${gen}: DPP row_shr:1 with and without bound_ctrl, quad_perm, row masks`, () => {
      const r = sim(gen, [
        'v_mov_b32 v1, -1', 'v_mov_b32 v2, -1',
        'v_mov_b32_dpp v1, v0 row_shr:1 row_mask:0xf bank_mask:0xf',
        'v_mov_b32_dpp v2, v0 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:0',
        `v_add_u32_dpp v3, ${gen === 'gcn1.4' ? '' : 'vcc, '}v0, v0 quad_perm:[3,2,1,0] row_mask:0x2 bank_mask:0xf`,
        's_endpgm'], { vgpr: { v0: 'lane' } });
      // row_shr:1: lane l reads l - 1 within its row; lane 0 of a row has no source: kept (-1)
      // without bound_ctrl, 0 with it (llvm's bound_ctrl:0 sets BOUND_CTRL).
      assert.deepEqual(r.vgpr.v1.slice(0, 3), [0xffffffff, 0, 1]);
      assert.deepEqual(r.vgpr.v1.slice(16, 18), [0xffffffff, 16]);
      assert.deepEqual(r.vgpr.v2.slice(0, 3), [0, 0, 1]);
      // quad_perm [3,2,1,0] reverses each quad: lane 16 reads 19, + 16 = 35; rows other than 1 untouched.
      assert.deepEqual(r.vgpr.v3.slice(16, 20), [35, 35, 35, 35]);
      assert.equal(r.vgpr.v3[0], 0);
    });
    test(`${gen}: DPP source modifiers on a float op`, () => {
      // lane 1 reads lane 0 (row_shr:1): -|v0| + v1 = -2 + 3 = 1.
      const r = sim(gen, ['v_add_f32_dpp v2, -|v0|, v1 row_shr:1 row_mask:0xf bank_mask:0xf', 's_endpgm'], { vgpr: { v0: '0xc0000000', v1: '0x40400000' } });
      assert.equal(r.vgpr.v2[1], 0x3f800000);
    });
  }
});

describe('integer CLAMP saturates the adds and subtracts (GCN 1.2+, P99a)', () => {
  for (const gen of NEW) {
    const { add, sub } = familyValue(ADDC, gen);
    test(`${gen}: ${add}_e64 / ${sub}_e64 clamp: unsigned saturation, the carry/borrow of the exact result`, () => {
      // 0xfffffff0 + 0x20 = 0x1_0000_0010: wraps to 0x10 without clamp, 0xffffffff with it; carry 1 either way.
      const st = v({ v0: '0xfffffff0', v2: '0x20' });
      assert.equal(lane0(gen, [`${add}_e64 v1, s[0:1], v0, v2`], st), 0x10);
      const r = sim(gen, [`${add}_e64 v1, s[0:1], v0, v2 clamp`, 's_endpgm'], st);
      assert.equal(r.vgpr.v1[0], 0xffffffff);
      assert.equal(r.sgpr.s0 & 1, 1);
      // 0x20 - 0xfffffff0 borrows: 0x30 wrapped, 0 clamped.
      assert.equal(lane0(gen, [`${sub}_e64 v1, s[0:1], v2, v0`], st), 0x30);
      assert.equal(lane0(gen, [`${sub}_e64 v1, s[0:1], v2, v0 clamp`], st), 0);
      // In range: clamp changes nothing (5 + 0x20 = 0x25).
      assert.equal(lane0(gen, [`${add}_e64 v1, s[0:1], 5, v2 clamp`], st), 0x25);
    });
    test(`${gen}: v_add_u16/v_sub_u16 clamp saturate to 0..0xffff`, () => {
      const st = v({ v0: '0xfff0', v2: '0x20' });
      assert.equal(lane0(gen, ['v_add_u16_e64 v1, v0, v2'], st), 0x10); // 0x10010 wraps
      assert.equal(lane0(gen, ['v_add_u16_e64 v1, v0, v2 clamp'], st), 0xffff);
      assert.equal(lane0(gen, ['v_sub_u16_e64 v1, v2, v0 clamp'], st), 0); // 0x20 - 0xfff0 < 0
    });
  }
  test('gcn1.4: v_add_u32_e64 clamp (no carry) and v_add_i16/v_sub_i16 clamp: signed 16-bit saturation', () => {
    assert.equal(lane0('gcn1.4', ['v_add_u32_e64 v1, v0, v2 clamp'], v({ v0: '0xffffffff', v2: 2 })), 0xffffffff);
    // 0x7ff0 + 0x20 = 32784 > 32767: 0x7fff; -32768 (0x8000) - 1 = -32769 < -32768: 0x8000.
    assert.equal(lane0('gcn1.4', ['v_add_i16 v1, v0, v2 clamp'], v({ v0: '0x7ff0', v2: '0x20' })), 0x7fff);
    assert.equal(lane0('gcn1.4', ['v_add_i16 v1, v0, v2'], v({ v0: '0x7ff0', v2: '0x20' })), 0x8010);
    assert.equal(lane0('gcn1.4', ['v_sub_i16 v1, v0, v2 clamp'], v({ v0: '0x8000', v2: 1 })), 0x8000);
  });
});

describe('not simulated: located errors, never silently wrong', () => {
  const err = (gen: Gen, line: string): string => {
    try { sim(gen, [line, 's_endpgm']); } catch (e) { if (e instanceof SimError) return e.message; throw e; }
    return 'no error';
  };
  test('VINTRP, SDWA, op_sel and integer clamp', () => {
    assert.match(err('gcn1.4', 'v_pk_add_u16 v0, v1, v2 clamp'), /clamp on integer halves/);
    // v_interp_mov_f32 v0, <parameter 3>, attr0.x: parameters are p10, p20, p0 (0-2).
    assert.match(err('gcn1.0', '.long 0xc8020003'), /v_interp_mov_f32: not simulated yet \(parameter 3 is reserved\)/);
    // v_cndmask_b32_e64 v1, v0, v5 with SRC2 = 128 (the inline constant 0, not an SGPR pair).
    assert.match(err('gcn1.2', '.long 0xd1000001, 0x02020b00'), /condition is operand code 128, not an SGPR pair/);
    // v_mov_b32_sdwa v1, v0 with DST_SEL 7 (reserved): a located error, not a guess.
    assert.match(err('gcn1.2', '.long 0x7e0202f9, 0x00060700'), /v_mov_b32_sdwa: not simulated yet \(dst_sel 7 is reserved\)/);
    assert.match(err('gcn1.4', '.long 0xd1128000, 0x00020501'), /v_lshlrev_b32_e64: not simulated yet \(clamp on an integer or compare result/);
    // v_sqrt_f64 v[18:19], v[255:256] (found by npm run fuzz, seed 595034438): was a crash.
    assert.match(err('gcn1.4', '.long 0x7e2451ff'), /v_sqrt_f64: not simulated yet \(a VGPR pair runs past v255\)/);
    // v_add_f64 v[0:1], v[255:256], v[0:1] (VOP3 0x280).
    assert.match(err('gcn1.4', '.long 0xd2800000, 0x000201ff'), /v_add_f64: not simulated yet \(a VGPR pair runs past v255\)/);
    assert.match(err('gcn1.4', 'v_min3_f16 v0, v1, v2, v3 op_sel:[1,0,0,0]'), /op_sel is not simulated yet/);
    assert.match(err('gcn1.4', 'v_screen_partition_4se_b32 v0, v1'), /no operation/);
  });
});

describe('hazards across the vector ALU', () => {
  test('a VALU read of a MUBUF load result before s_waitcnt is a hazard', () => {
    const r = sim('gcn1.2', ['buffer_load_dword v1, off, s[4:7], 0', 'v_add_u32 v2, vcc, v1, v1', 's_endpgm'], { sgpr: { 's[4:7]': [0x1000, 0, 64, 0x24fac] } });
    assert.equal(r.hazards.length, 1);
    assert.equal(r.hazards[0].register, 'v1');
    assert.match(r.hazards[0].message, /vmcnt\(0\)/);
  });
});

describe('more operations', () => {
  test('gcn1.4: v_swap_b32 exchanges two VGPRs on EXEC lanes', () => {
    const r = sim('gcn1.4', ['v_swap_b32 v1, v2', 's_endpgm'], { vgpr: { v1: 5, v2: 7 }, exec: 1 });
    assert.deepEqual([r.vgpr.v1[0], r.vgpr.v2[0], r.vgpr.v1[1], r.vgpr.v2[1]], [7, 5, 5, 7]);
  });
  test('gcn1.4: v_mad_u32_u16 adds a 32-bit S2 (an inline -1 is 0xffffffff)', () => {
    // 0x10002 -> low half 2; 2 * 3 + (-1) = 5.
    assert.equal(lane0('gcn1.4', ['v_mad_u32_u16 v1, v0, 3, -1'], v({ v0: '0x10002' })), 5);
  });
  test('gcn1.4: v_add_i16/v_sub_i16 wrap in 16 bits', () => {
    assert.equal(lane0('gcn1.4', ['v_add_i16 v1, v0, 1'], v({ v0: '0x7fff' })), 0x8000);
    assert.equal(lane0('gcn1.4', ['v_sub_i16 v1, v0, 1'], v({ v0: '0x8000' })), 0x7fff);
  });
  test('gcn1.4: v_cvt_norm_i16_f16 clamps and scales', () => {
    assert.equal(lane0('gcn1.4', ['v_cvt_norm_i16_f16 v1, v0'], v({ v0: '0xc000' })), 0x8001); // -2 -> -1 -> -32767
    assert.equal(lane0('gcn1.4', ['v_cvt_norm_u16_f16 v1, 0.5']), 0x8000); // 0.5 * 65535 = 32767.5 -> even 32768
  });
  for (const gen of OLD_GENS) {
    test(`${gen}: v_rcp_clamp_f32 gives the largest finite value for 1/0`, () => {
      assert.equal(lane0(gen, ['v_rcp_clamp_f32 v1, 0']), 0x7f7fffff);
      assert.equal(lane0(gen, ['v_rcp_clamp_f32 v1, v0'], v({ v0: '0x80000000' })), 0xff7fffff);
    });
  }
});

// Every row has an operation or semantics kind, but for the exact list in
// test/row-semantics.test.ts (every encoding, every target); a row of that list is a located error.
describe('coverage', () => {
  test('an instruction of the not-yet list is a located error', () => {
    assert.throws(() => sim('gcn1.4', ['s_nop 0', '  v_screen_partition_4se_b32 v0, v1', 's_endpgm']),
      (e: unknown) => e instanceof SimError && /<program>:2:3: v_screen_partition_4se_b32: not simulated yet/.test(e.message));
  });
});

describe('edge policies', () => {
  for (const gen of GENS) {
    test(`${gen}: P93 SCC, VCCZ and EXECZ as vector sources read 0 or 1`, () => {
      const r = sim(gen, ['v_mov_b32 v1, src_scc', 'v_mov_b32 v2, src_vccz', 'v_mov_b32 v3, src_execz', 's_endpgm'], { scc: 1, exec: 1 });
      assert.deepEqual([r.vgpr.v1[0], r.vgpr.v2[0], r.vgpr.v3[0]], [1, 1, 0]);
    });
    test(`${gen}: P86 frexp of Inf keeps the operand, exponent 0`, () => {
      assert.equal(lane0(gen, ['v_frexp_mant_f32 v1, v0'], v({ v0: '0xff800000' })), 0xff800000);
      assert.equal(lane0(gen, ['v_frexp_exp_i32_f32 v1, v0'], v({ v0: '0xff800000' })), 0);
      assert.equal(lane0(gen, ['v_fract_f32 v1, v0'], v({ v0: '0x7f800000' })), 0x7fc00000);
    });
    if (hasRow(gen, 'v_movrels_b32')) {
      test(`${gen}: P92 v_movrels past v255 reads 0, v_movreld past v255 writes nothing`, () => {
        const r = sim(gen, ['v_mov_b32 v1, 3', 'v_movrels_b32 v1, v250', 'v_movreld_b32 v250, 9', 's_endpgm'], { m0: 10, exec: 1 });
        assert.equal(r.vgpr.v1[0], 0);
        assert.equal(r.vgpr.v250, undefined);
      });
    }
  }
});

describe('packed math (VOP3P, gcn1.4)', () => {
  test('v_pk_add_f16 / v_pk_mul_f16 / v_pk_fma_f16 per half', () => {
    // v1 = (hi 2.0 0x4000, lo 1.0 0x3c00), v2 = (hi -0.5 0xb800, lo 3.0 0x4200).
    const st = v({ v1: '0x40003c00', v2: '0xb8004200' });
    assert.equal(lane0('gcn1.4', ['v_pk_add_f16 v3, v1, v2'], st, 'v3'), 0x3e004400); // hi 1.5, lo 4.0
    assert.equal(lane0('gcn1.4', ['v_pk_mul_f16 v3, v1, v2'], st, 'v3'), 0xbc004200); // hi -1.0, lo 3.0
    assert.equal(lane0('gcn1.4', ['v_pk_fma_f16 v3, v1, v2, v1'], st, 'v3'), 0x3c004400); // hi -1+2 = 1, lo 3+1 = 4
  });
  test('op_sel/op_sel_hi pick halves, neg_lo/neg_hi negate them', () => {
    const st = v({ v1: '0x40003c00', v2: '0xb8004200' });
    // lo = v1.hi + v2.lo = 2 + 3 = 5 (0x4500); hi = v1.lo + v2.lo = 1 + 3 = 4 (0x4400).
    assert.equal(lane0('gcn1.4', ['v_pk_add_f16 v3, v1, v2 op_sel:[1,0] op_sel_hi:[0,0]'], st, 'v3'), 0x44004500);
    // neg_lo on src1: lo = 1 + (-3) = -2 (0xc000); neg_hi on src0: hi = -2 + -0.5 = -2.5 (0xc100).
    assert.equal(lane0('gcn1.4', ['v_pk_add_f16 v3, v1, v2 neg_lo:[0,1] neg_hi:[1,0]'], st, 'v3'), 0xc100c000);
  });
  test('P95: an inline constant stands in both halves; integer halves wrap', () => {
    assert.equal(lane0('gcn1.4', ['v_pk_add_f16 v3, 1.0, v1'], v({ v1: '0x40003c00' }), 'v3'), 0x42004000); // hi 3, lo 2
    assert.equal(lane0('gcn1.4', ['v_pk_add_u16 v3, 1, v1'], v({ v1: '0x0001ffff' }), 'v3'), 0x00020000);
    assert.equal(lane0('gcn1.4', ['v_pk_max_i16 v3, v1, v2'], v({ v1: '0x8000ffff', v2: '0x00010001' }), 'v3'), 0x00010001);
    assert.equal(lane0('gcn1.4', ['v_pk_lshlrev_b16 v3, v2, v1'], v({ v1: '0x00010003', v2: '0x000f0004' }), 'v3'), 0x80000030);
  });
  test('P98 v_mad_mix_f32/mixlo/mixhi: f16 or f32 sources, mad rounding, the other half kept', () => {
    // v0 = (hi 2.0, lo 1.0) f16, v1 lo = 3.0 f16 (0x4200) or -3.0 (0xc200), v2 = 0.5 f32, v4 = 0xabcd1234.
    const st2 = v({ v0: '0x40003c00', v1: '0x00004200', v2: '0x3f000000', v4: '0xabcd1234', v5: '0x0000c200' });
    assert.equal(lane0('gcn1.4', ['v_mad_mix_f32 v3, v0, v1, v2 op_sel_hi:[1,1,0]'], st2, 'v3'), 0x40600000); // 1 * 3 + 0.5 = 3.5
    assert.equal(lane0('gcn1.4', ['v_mad_mix_f32 v3, v0, v1, v2 op_sel:[1,0,0] op_sel_hi:[1,1,0]'], st2, 'v3'), 0x40d00000); // 2 * 3 + 0.5
    assert.equal(lane0('gcn1.4', ['v_mad_mix_f32 v3, -v0, |v5|, v2 op_sel_hi:[1,1,0]'], st2, 'v3'), 0xc0200000); // -1 * 3 + 0.5
    assert.equal(lane0('gcn1.4', ['v_mad_mixlo_f16 v4, v0, v1, v2 op_sel_hi:[1,1,0]'], st2, 'v4'), 0xabcd4300); // 3.5 = 0x4300, high kept
    assert.equal(lane0('gcn1.4', ['v_mad_mixhi_f16 v4, v0, v1, v2 op_sel_hi:[1,1,0]'], st2, 'v4'), 0x43001234);
  });
});

describe('f32 division: clang-19 v_div_scale/v_rcp/v_fma/v_div_fmas/v_div_fixup sequence (P96)', () => {
  // The sequence clang-19 emits for an IEEE f32 fdiv (v0 / v1 -> v2), written with e64 forms.
  const DIV = ['v_div_scale_f32 v3, s[0:1], v1, v1, v0', 'v_div_scale_f32 v4, vcc, v0, v1, v0', 'v_rcp_f32 v5, v3',
    'v_fma_f32 v6, -v3, v5, 1.0', 'v_fma_f32 v5, v6, v5, v5', 'v_mul_f32 v6, v4, v5', 'v_fma_f32 v7, -v3, v6, v4',
    'v_fma_f32 v6, v7, v5, v6', 'v_fma_f32 v7, -v3, v6, v4', 'v_div_fmas_f32 v7, v7, v5, v6', 'v_div_fixup_f32 v2, v7, v1, v0'];
  const f = new Float32Array(1), u = new Uint32Array(f.buffer);
  const bits = (x: number): number => { f[0] = x; return u[0]; };
  const val = (b: number): number => { u[0] = b; return f[0]; };
  const isNan = (b: number): boolean => (b & 0x7fffffff) > 0x7f800000;
  for (const gen of GENS) {
    test(`${gen}: hand-picked quotients, denormals kept (mode 0xf0)`, () => {
      // [n, d, n/d as f32 bits]
      const cases: [number, number, number][] = [
        [bits(1), bits(3), 0x3eaaaaab], // 1/3 rounds up
        [bits(10), bits(4), 0x40200000], // 2.5
        [bits(-7), bits(2), 0xc0600000], // -3.5
        [bits(1), 0, 0x7f800000], // x/0 = Inf
        [0, 0, 0x7fc00000], // 0/0 = NaN
        [bits(2 ** 100), bits(2 ** -20), 0x7b800000], // 2^120: exponent gap >= 96, VCC rescales
        [bits(2 ** -100), bits(2 ** 30), 0x00080000], // 2^-130, a denormal quotient = 0x80000 * 2^-149
        [bits(2 ** 100), bits(2 ** -40), 0x7f800000], // 2^140 overflows to Inf
        [bits(3), bits(2 ** 127), 0x00c00000], // 3 * 2^-127 = 1.5 * 2^-126: 1/d is a denormal, both are scaled down
        [bits(2 ** -20), bits(2 ** 127), 0x00000004], // 2^-147 = 4 * 2^-149: huge denominator, denormal quotient
      ];
      const r = sim(gen, [...DIV, 's_endpgm'], { vgpr: { v0: cases.map((c) => c[0]).concat(new Array(64 - cases.length).fill(0)), v1: cases.map((c) => c[1]).concat(new Array(64 - cases.length).fill(1)) }, mode: 0xf0 });
      cases.forEach(([, , want], l) => assert.equal(r.vgpr.v2[l], want, `lane ${l}`));
    });
    test(`${gen}: 640 pseudo-random f32 pairs give the IEEE quotient (mode 0xf0)`, () => {
      let seed = 2024;
      const rnd = (): number => { seed = (Math.imul(seed, 1103515245) + 12345) >>> 0; return seed; };
      for (let rep = 0; rep < 10; rep++) {
        const n = Array.from({ length: 64 }, rnd), d = Array.from({ length: 64 }, rnd);
        const r = sim(gen, [...DIV, 's_endpgm'], { vgpr: { v0: n, v1: d }, mode: 0xf0 });
        for (let l = 0; l < 64; l++) {
          const want = bits(Math.fround(val(n[l]) / val(d[l])));
          const got = r.vgpr.v2[l];
          assert.ok(got === want || (isNan(got) && isNan(want)), `${n[l].toString(16)} / ${d[l].toString(16)}: ${got.toString(16)} != ${want.toString(16)}`);
        }
      }
    });
  }
  test('v_div_fixup_f64 special cases', () => {
    // fixup(q, d, n): 1/0 = +Inf, -1/+Inf = -0, NaN numerator = NaN, else |q| with the sign of n/d.
    const r = sim('gcn1.2', ['v_div_fixup_f64 v[0:1], v[2:3], 0, 1.0', 'v_div_fixup_f64 v[4:5], v[2:3], v[6:7], -1.0', 'v_div_fixup_f64 v[8:9], v[2:3], -2.0, 1.0', 's_endpgm'],
      { vgpr: { v2: 0, v3: '0x40000000', v6: 0, v7: '0x7ff00000' }, exec: 1 });
    assert.deepEqual([r.vgpr.v0[0], r.vgpr.v1[0]], [0, 0x7ff00000]);
    assert.deepEqual([r.vgpr.v4[0], r.vgpr.v5[0]], [0, 0x80000000]);
    assert.deepEqual([r.vgpr.v8[0], r.vgpr.v9[0]], [0, 0xc0000000]); // -|2.0|
  });
});

describe('SDWA (P97)', () => {
  const st: StateJson = { vgpr: { v0: '0x11223344', v1: '0xaaaabbbb', v4: '0x3c000000', v5: '0x00004000', v8: '0x11223384', v9: '0x55550044' }, sgpr: { s4: '0x00050000' }, exec: 1 };
  for (const gen of NEW) {
    test(`${gen}: source selects, destination selects with pad / sext / preserve`, () => {
      const r = sim(gen, [
        'v_mov_b32_sdwa v1, v0 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_1', // byte 1 = 0x33 into word 1, low word kept
        'v_add_f16_sdwa v3, v4, v5 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:WORD_0', // 1.0 + 2.0 = 3.0 (0x4200) in word 1
        'v_mov_b32_sdwa v6, sext(v8) dst_sel:BYTE_1 dst_unused:UNUSED_SEXT src0_sel:BYTE_0', // 0x84 sign-extended, at byte 1, sign above
        `v_cmp_eq_u32_sdwa ${gen === 'gcn1.4' ? 's[2:3]' : 'vcc'}, v0, v9 src0_sel:BYTE_0 src1_sel:WORD_0`, // 0x44 == 0x0044
        's_endpgm'], st);
      assert.equal(r.vgpr.v1[0], 0x0033bbbb);
      assert.equal(r.vgpr.v3[0], 0x42000000);
      assert.equal(r.vgpr.v6[0], 0xffff8400);
      assert.equal(gen === 'gcn1.4' ? r.sgpr.s2 : r.sgpr.vcc_lo, 1);
    });
  }
  test('gcn1.4: an SGPR source and a carry-less add', () => {
    // word 1 of s4 (5) + byte 3 of v0 (0x11) = 0x16.
    assert.equal(lane0('gcn1.4', ['v_add_u32_sdwa v1, s4, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:BYTE_3'], st), 0x16);
  });
});
