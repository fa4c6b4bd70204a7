// runKernel() on the corpus's floating-point kernels (scripts/kernels/fmath.cl, dmath.cl, half.cl,
// subdword.cl's halves, packed.cl's pk_half2, mix.cl), each against a CPU reference on all four
// GPUs, with 0 hazards. Inputs include 0, -0, denormals, infinities and NaN.
//
// The references follow IEEE 754 (round to nearest even) with the kernel descriptor's f32
// denormal mode (flushed on GCN 1.0-1.2, kept on gfx900: a flushed input or result is a zero of
// its sign), and follow clang-19's code where OpenCL C leaves the choice to the compiler:
// * llvm.fmuladd (a * b + c in one expression, the left product first) is v_fma when f32
//   denormals are kept and v_mad/v_mac (two roundings, denormals flushed: docs/sim.md P84) when
//   flushed; f64 and f16 fmuladd are fma;
// * OpenCL's 2.5-ulp f32 sqrt and division are v_sqrt_f32 and a multiply by the reciprocal;
// * GCN 1.0/1.1 have no f16 arithmetic: clang computes half expressions in f32 and rounds to
//   half only where its code converts (stores, casts), so those GPUs get their own reference;
// * conversions OpenCL C leaves undefined (NaN or out of range to an integer) take the
//   hardware's clamping (P85).
// Transcendentals (v_rsq, v_rcp, v_exp, v_log, v_sin, v_cos) are computed as docs/sim.md P82
// states its policy: the function in f64 (JS Math), rounded once to the type. This compares
// gcnkit with its stated policy, exactly; real hardware may differ by the manuals' bound of
// 1 ulp in those terms (and the differences propagate through the arithmetic after them).
import { has, resolveTarget } from '../src/isa/targets.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runKernel, type KernelArg } from '../src/sim/index.js';
import {
  GPUS, object, hasDpp, keepsDenormals, f32, f64, u16, halves, floats32, diffF32, diffF64, diffF16, f32ops, flush32, minNum, maxNum,
  fmaExact, F16, F32, F64, roundF16, f16Bits, f16Value, lcg, ldexp,
} from './support/kernel-ref.js';

function run(gpu: string, file: string, kernel: string, grid: number[], block: number[], args: KernelArg[]): Uint8Array[] {
  const r = runKernel(object(gpu, file), kernel, { grid, block }, args);
  assert.deepEqual(r.hazards, [], `${gpu} ${kernel}: hazards`);
  assert.deepEqual(r.warnings, [], `${gpu} ${kernel}: warnings`);
  return r.buffers.map((b) => b.bytes);
}

// ---- the transcendental policy (P82) and the hardware's conversions (P85) ----
const rsq = (x: number): number => 1 / Math.sqrt(x);
/** v_sin/v_cos operands are in turns; the fraction is taken exactly first (an f32 turn count's fraction is exact). */
const turns = (x: number): number => x - Math.round(x);
const sinTurns = (x: number): number => (Number.isFinite(x) ? Math.sin(2 * Math.PI * turns(x)) : NaN);
const cosTurns = (x: number): number => (Number.isFinite(x) ? Math.cos(2 * Math.PI * turns(x)) : NaN);
/** v_cvt_i32/u32 (P85): truncate, NaN gives 0, out of range clamps. */
const toInt = (x: number, lo: number, hi: number): number => (Number.isNaN(x) ? 0 : Math.min(Math.max(Math.trunc(x), lo), hi));
const cvtI32 = (x: number): number => toInt(x, -(2 ** 31), 2 ** 31 - 1);
const cvtU32 = (x: number): number => toInt(x, 0, 2 ** 32 - 1);
/** clamp(x, lo, hi) = fmin(fmax(x, lo), hi): NaN gives lo. */
const clampNum = (x: number, lo: number, hi: number): number => minNum(maxNum(x, lo), hi);

const bitsOf = (xs: readonly number[]): string[] => xs.map((x) => `0x${f16Bits(x).toString(16)}`);

for (const gpu of GPUS) {
  test(`${gpu}: fmath (sqrt, rsqrt, fma, mad, clamp, select, native transcendentals, floor, conversions) equals the CPU reference, 0 hazards`, () => {
    const n = 256;
    const a = floats32(n, 31);
    const b = floats32(n, 32, [0, 1, -0, -1, 2 ** -130, 1e30, NaN, 0.5, Infinity, 3, -3, -(2 ** -140), 7, 1e-20, -Infinity, 2.5]);
    const k = 0.75;
    const keep = keepsDenormals(gpu, 'fmath', 'fmath');
    const out = f32(run(gpu, 'fmath', 'fmath', [n], [64], [{ buffer: 'float', data: a }, { buffer: 'float', data: b }, { buffer: 'float', data: new Array(4 * n).fill(0) }, { scalar: 'float', value: k }])[2]);
    const o = f32ops(keep);
    const fl = o.flush;
    const t = (f: (v: number) => number) => (v: number): number => fl(Math.fround(f(fl(v))));
    const INV2PI = Math.fround(1 / (2 * Math.PI));
    const INV255 = Math.fround(1 / 255);
    const want: number[] = [];
    for (let i = 0; i < n; i++) {
      const x = a[i];
      const y = b[i];
      const s = o.sqrt(o.fmuladd(x, x, o.mul(y, y)));
      const r = t(rsq)(o.max(s, Math.fround(1e-6)));
      const f = o.add(o.fma(x, y, k), o.fmuladd(x, 0.5, -y));
      const c = clampNum(o.mul(x, r), -1, 1);
      // Compares flush denormal operands too (P83).
      const sel = fl(x) < fl(y) ? y : x;
      const tt = fl(x) > 0 ? t((v) => 2 ** v)(x) : t(Math.log2)(o.add(Math.abs(y), 1));
      const trig = o.fmuladd(t(sinTurns)(o.mul(x, INV2PI)), t(cosTurns)(o.mul(y, INV2PI)), t((v) => 1 / v)(o.add(y, 3)));
      // floor(x * 255) / 255: OpenCL's 2.5-ulp division by a constant is a multiply by 1/255 (fused into v_madmk on GCN 1.0-1.2).
      const g = o.mul(Math.floor(o.mul(x, 255)), INV255);
      const lim = o.max(o.mul(x, k), -128);
      const q = cvtI32(o.mul(y, 1000));
      const u = cvtU32(Math.abs(o.mul(x, 65536)));
      want.push(o.add(o.add(s, r), f), o.fmuladd(c, fl(sel), tt), o.sub(trig, g),
        o.add(lim, o.add(o.min(k, 448), o.add(fl(x) === fl(y) ? 1 : 0.25, o.add(Math.fround(q), Math.fround(u))))));
    }
    assert.deepEqual(diffF32(out, want), []);
  });

  test(`${gpu}: normalize4 (float4, rsqrt of a contracted dot product) equals the CPU reference, 0 hazards`, () => {
    const n = 128;
    const v = floats32(4 * n, 33);
    const keep = keepsDenormals(gpu, 'fmath', 'normalize4');
    const out = f32(run(gpu, 'fmath', 'normalize4', [n], [64], [{ buffer: 'float4', data: v }])[0]);
    const o = f32ops(keep);
    const want: number[] = [];
    for (let i = 0; i < n; i++) {
      const [x, y, z, w] = v.slice(4 * i, 4 * i + 4);
      const len2 = o.fmuladd(z, z, o.fmuladd(x, x, o.mul(y, y)));
      const inv = len2 > 0 ? o.flush(Math.fround(rsq(len2))) : 0;
      want.push(o.mul(x, inv), o.mul(y, inv), o.mul(z, inv), w);
    }
    assert.deepEqual(diffF32(out, want), []);
  });

  test(`${gpu}: dmath (f64 sqrt, rsqrt, division, fma, floor/trunc, ldexp, min/max, conversions, Horner) equals the CPU reference, 0 hazards`, () => {
    const n = 192;
    const r = lcg(34);
    const rnd = (scale: number): number => ((r() / 2 ** 32) * 2 - 1) * scale * 2 ** -(r() % 20);
    // x: edge cases too (the int conversion of x * 100 is the hardware's for NaN and Inf);
    // y stays finite below 9e6 in magnitude so that (long)(y * 1e12) is defined.
    const xs = [0, -0, 5e-324, -1e-310, Infinity, -Infinity, NaN, 1, -1, 2.5, 1e300, -7.75, 3, 1e-5];
    const ys = [1, -0, 0, 2.2e-308, -2, -1.5, 4e-320, 8e6, -8.9e6, 1e-3, 0.5, -2, 3, 1e-12];
    const a = Array.from({ length: n }, (_, i) => (i < xs.length ? xs[i] : rnd(1e4)));
    const b = Array.from({ length: n }, (_, i) => (i < ys.length ? ys[i] : rnd(1e3)));
    const k = -0.3;
    const out = f64(run(gpu, 'dmath', 'dmath', [n], [64], [{ buffer: 'double', data: a }, { buffer: 'double', data: b }, { buffer: 'double', data: new Array(3 * n).fill(0) }, { scalar: 'double', value: k }])[2]);
    const fma = (p: number, q: number, s: number): number => fmaExact(p, q, s, F64);
    const keep = keepsDenormals(gpu, 'dmath', 'dmath');
    // GCN 1.0 has no v_floor_f64: clang-19 computes x - min(v_fract_f64(x), 0x3fefffffffffffff)
    // (NaN and Inf pass through), which gives -(1 - 2^-53) instead of -1 for a tiny negative x:
    // the sequence's own result, whatever v_fract returns (its clamp keeps the fraction below 1).
    const floor = (v: number): number => (gpu !== 'tahiti' || !Number.isFinite(v) ? Math.floor(v) : v - Math.min(v - Math.floor(v), 1 - 2 ** -53));
    const want: number[] = [];
    for (let i = 0; i < n; i++) {
      const x = a[i];
      const y = b[i];
      const s = Math.sqrt(Math.abs(x)) + rsq(fma(y, y, 1));
      const q = x / (y + 2);
      const p = fma(x, y, k);
      const f = floor(x * 0.5) + Math.trunc(y * 3.25) + ldexp(q, -3);
      const c = minNum(maxNum(p, -1), 1) + minNum(x, y) - maxNum(x, k);
      let h = fma(0.0083333, x, 0.0416666);
      for (const co of [0.1666666, 0.5, 1, 1]) h = fma(h, x, co);
      const m = Math.trunc(y * 1e12);
      want.push(s + q + f, fma(c, h, cvtI32(x * 100)), m + flush32(keep, Math.fround(p)) + (x < y ? x : y));
    }
    assert.deepEqual(diffF64(out, want), []);
  });

  test(`${gpu}: ddot (an f64 fma loop) equals the CPU reference, 0 hazards`, () => {
    const rows = 64;
    const len = 24;
    const r = lcg(35);
    const rnd = (): number => ((r() / 2 ** 32) * 2 - 1) * 2 ** ((r() % 64) - 32);
    const a = Array.from({ length: rows * len }, rnd);
    const b = Array.from({ length: len }, rnd);
    const out = f64(run(gpu, 'dmath', 'ddot', [rows], [64], [{ buffer: 'double', data: a }, { buffer: 'double', data: b }, { buffer: 'double', data: new Array(rows).fill(0) }, { scalar: 'uint', value: len }])[2]);
    const want = Array.from({ length: rows }, (_, i) => {
      let acc = 0;
      for (let j = 0; j < len; j++) acc = fmaExact(a[i * len + j], b[j], acc, F64);
      return acc;
    });
    assert.deepEqual(diffF64(out, want), []);
  });
}

// ---- half precision ----

/** Reproducible f16 values: edge cases (0, -0, denormals, the largest, Inf, NaN) first. */
function halfInputs(n: number, seed: number, special: readonly number[]): number[] {
  const r = lcg(seed);
  return Array.from({ length: n }, (_, i) => {
    if (i < special.length) return roundF16(special[i]);
    const bits = r() & 0xffff;
    const v = f16Value(bits);
    return (bits & 0x7c00) === 0x7c00 || Math.abs(v) > 300 ? f16Value(bits & 0xc3ff | 0x3c00) : v;   // mostly moderate values
  });
}
const HALF_SPECIAL = [0, -0, 2 ** -24, -(2 ** -20), 65504, -65504, Infinity, -Infinity, NaN, 1, -1, 0.5, 6.1e-5, 3.140625, -2, 1.5];
const h16 = {
  add: (a: number, b: number): number => roundF16(a + b),
  sub: (a: number, b: number): number => roundF16(a - b),
  mul: (a: number, b: number): number => roundF16(a * b),
  fma: (a: number, b: number, c: number): number => fmaExact(a, b, c, F16),
  min: minNum,
  max: maxNum,
};
/** f16 results as bit patterns, NaN as 0x7e00 both sides (any NaN matches any NaN). */
const sameHalves = (got: number[], want: number[]): void => assert.deepEqual(diffF16(got, want), []);

for (const gpu of GPUS) {
  const f16alu = hasDpp(gpu);   // GCN 1.2/1.4 have f16 instructions; GCN 1.0/1.1 compute halves in f32

  test(`${gpu}: half_math (half arithmetic, fma, min/max, sqrt, division, clamp, conversions) equals the CPU reference, 0 hazards`, () => {
    const n = 128;
    const a = halfInputs(n, 36, HALF_SPECIAL);
    const b = halfInputs(n, 37, [1, -0, 0, 2 ** -24, 3, -4, 2, NaN, -Infinity, 65504, 0.25, -3, 7, -0.5, 2 ** -14]);
    const scale = 1.25;
    const keep = keepsDenormals(gpu, 'half', 'half_math');
    const out = halves(run(gpu, 'half', 'half_math', [n], [64], [{ buffer: 'half', data: a }, { buffer: 'half', data: b }, { buffer: 'half', data: new Array(4 * n).fill(0) }, { scalar: 'float', value: scale }])[2]);
    const o = f32ops(keep);
    const want: number[] = [];
    for (let i = 0; i < n; i++) {
      const x = a[i];
      const y = b[i];
      if (f16alu) {
        const s = h16.fma(x, y, 1.5);
        const f = h16.fma(x, y, s);
        const m = h16.max(h16.min(x, y), -2);
        // sqrt(|f|) / (y + 4): clang's f16 division is the f32 quotient sq * rcp(den), rounded
        // to f16, through v_div_fixup_f16 (P96: special operands give IEEE's special results).
        const sq = roundF16(Math.sqrt(Math.abs(f)));
        const den = h16.add(y, 4);
        const special = Number.isNaN(sq) || Number.isNaN(den) || den === 0 || !Number.isFinite(den) || !Number.isFinite(sq) || sq === 0;
        const r = special ? roundF16(sq / den) : roundF16(o.mul(sq, Math.fround(1 / den)));
        const c = clampNum(h16.sub(x, y), 0, 1);
        const wide = o.fmuladd(x, scale, r);
        want.push(h16.add(s, f), x > y ? m : c, roundF16(wide), roundF16(((cvtI32(h16.mul(x, 8)) << 16) >> 16)));
      } else {
        // In f32 throughout; rounded to half at sqrt's operand (a half), and at the stores.
        const s = o.mad(x, y, 1.5);
        const f = o.fma(x, y, s);
        const m = o.max(o.min(x, y), -2);
        const sq = roundF16(o.sqrt(Math.abs(f)));
        const r = o.flush(Math.fround(sq / o.add(y, 4)));
        const c = clampNum(o.sub(x, y), 0, 1);
        want.push(roundF16(o.add(s, f)), roundF16(x > y ? m : c), roundF16(o.mad(scale, x, r)), roundF16((cvtI32(o.mul(x, 8)) << 16) >> 16));
      }
    }
    assert.deepEqual(bitsOf(out), bitsOf(want));
  });

  test(`${gpu}: half2_axpy (half2 times a half scalar plus half2) equals the CPU reference, 0 hazards`, () => {
    const n = 128;
    const x = halfInputs(2 * n, 38, HALF_SPECIAL);
    const y = halfInputs(2 * n, 39, [1, 0, -0, 65504, 1e-4, -1, 3, 2 ** -24]);
    const alpha = -1.375;
    const out = halves(run(gpu, 'half', 'half2_axpy', [n], [64], [{ buffer: 'half2', data: x }, { buffer: 'half2', data: y }, { scalar: 'half', value: alpha }])[1]);
    // v * a + y: f16 fma on GCN 1.2/1.4; on GCN 1.0/1.1 v_mac_f32 on the widened halves (the
    // product of two halves is exact in f32), rounded to half.
    const o = f32ops(false);
    sameHalves(out, x.map((v, i) => (f16alu ? h16.fma(v, alpha, y[i]) : roundF16(o.mad(v, alpha, y[i])))));
  });

  test(`${gpu}: halves (half2 fma, half compares) equals the CPU reference, 0 hazards`, () => {
    const n = 128;
    const x = halfInputs(2 * n, 40, HALF_SPECIAL);
    const y = halfInputs(2 * n, 41, [1, -0, 2 ** -24, 65504, NaN, -1, 3, 0.5]);
    const [, , r, cmp] = run(gpu, 'subdword', 'halves', [n], [64], [{ buffer: 'half2', data: x }, { buffer: 'half2', data: y }, { buffer: 'half2', data: new Array(2 * n).fill(0) }, { buffer: 'int', data: new Array(n).fill(0) }]);
    const o = f32ops(false);
    // GCN 1.0/1.1: v_mad_f32 on the widened halves, compared before rounding to half.
    const wide = x.map((v, i) => o.mad(v, y[i], i % 2 ? 2 : 1));
    const rr = x.map((v, i) => (f16alu ? h16.fma(v, y[i], i % 2 ? 2 : 1) : roundF16(wide[i])));
    sameHalves(halves(r), rr);
    const ci = new Int32Array(cmp.buffer.slice(cmp.byteOffset, cmp.byteOffset + cmp.length));
    assert.deepEqual(Array.from(ci), Array.from({ length: n }, (_, i) => (x[2 * i + 1] < y[2 * i + 1] ? 1 : 0) + (x[2 * i + 1] === (f16alu ? rr : wide)[2 * i + 1] ? 1 : 0)));
  });

  test(`${gpu}: pk_half2 (half2 add, mul, fma, min/max, swizzles, negation: v_pk_* on gfx900) equals the CPU reference, 0 hazards`, () => {
    const n = 128;
    const a = halfInputs(2 * n, 42, HALF_SPECIAL);
    const b = halfInputs(2 * n, 43, [1, -0, 0, 2 ** -24, NaN, -65504, 3, 0.5, 2, -2]);
    const k = 0.75;
    const out = halves(run(gpu, 'packed', 'pk_half2', [n], [64], [{ buffer: 'half2', data: a }, { buffer: 'half2', data: b }, { buffer: 'half2', data: new Array(8 * n).fill(0) }, { scalar: 'half', value: k }])[2]);
    const o = f32ops(false);
    const want: number[] = [];
    for (let i = 0; i < n; i++) {
      const x = [a[2 * i], a[2 * i + 1]];
      const y = [b[2 * i], b[2 * i + 1]];
      if (f16alu) {
        const s = x.map((v, c) => h16.add(v, y[c]));
        const p = x.map((v, c) => h16.mul(v, y[c]));
        const f = x.map((v, c) => h16.fma(v, y[c], s[c]));
        const m = x.map((v, c) => h16.max(h16.min(v, p[c]), [-2, 2][c]));
        const sw = [x[1], y[0]].map((v, c) => h16.mul(h16.sub(v, s[c]), 0.5));
        const nn = x.map((v, c) => h16.fma(-v, k, p[c]));
        want.push(...f, ...m, ...sw, ...nn.map((v, c) => h16.add(v, [x[0], y[1]][c])));
      } else {
        // f32 throughout (products of halves exact), rounded to half at the stores.
        const s = x.map((v, c) => o.add(v, y[c]));
        const p = x.map((v, c) => o.mul(v, y[c]));
        const f = x.map((v, c) => o.fma(v, y[c], s[c]));
        const m = x.map((v, c) => o.max(o.min(v, p[c]), [-2, 2][c]));
        const sw = [x[1], y[0]].map((v, c) => o.mul(0.5, o.sub(v, s[c])));
        const nn = x.map((v, c) => o.mad(-v, k, p[c]));
        want.push(...[...f, ...m, ...sw, ...nn.map((v, c) => o.add([x[0], y[1]][c], v))].map(roundF16));
      }
    }
    assert.deepEqual(bitsOf(out), bitsOf(want));
  });

  test(`${gpu}: mad_mix (f16 sources widened to f32 multiply-adds, neg/abs, rounded back to f16) equals the CPU reference, 0 hazards`, () => {
    const n = 128;
    const a = halfInputs(n, 44, HALF_SPECIAL);
    const b = halfInputs(n, 45, [1, -0, 0, 2 ** -24, NaN, -65504, 3, 0.5, 2, -2]);
    const c = floats32(n, 46);
    const keep = keepsDenormals(gpu, 'mix', 'mad_mix');
    const [, , , out, hout] = run(gpu, 'mix', 'mad_mix', [n], [64], [{ buffer: 'half', data: a }, { buffer: 'half', data: b }, { buffer: 'float', data: c }, { buffer: 'float', data: new Array(2 * n).fill(0) }, { buffer: 'half', data: new Array(2 * n).fill(0) }]);
    const o = f32ops(keep);
    // gfx900's v_mad_mix rounds the product, then the sum (P98); gfx904/gfx906's v_fma_mix (same
    // opcodes) rounds once (P131). The reference rounds mixlo/mixhi through f32 then to f16; on
    // these inputs that equals P131's single rounding to f16 (no double-rounding case occurs).
    const mix = has(resolveTarget(gpu)!, 'fma-mix-insts') ? o.fma : o.fmuladd;
    const want: number[] = [];
    const hwant: number[] = [];
    for (let i = 0; i < n; i++) {
      const x = a[i];
      const y = b[i];
      const z = c[i];
      const t = mix(x, -z, -Math.abs(y));
      want.push(mix(x, y, z), o.mul(t, Math.abs(y)));
      hwant.push(roundF16(mix(x, z, y)), roundF16(mix(z, y, 1)));
    }
    assert.deepEqual(diffF32(f32(out), want), []);
    assert.deepEqual(bitsOf(halves(hout)), bitsOf(hwant));
  });
}

test('kernel-ref: the exact fma and f16 rounding, checked on cases worked by hand', () => {
  // 1 + 2^-24 is a tie between 1 and 1 + 2^-23 in f32; fma(1 + 2^-12, 1 + 2^-12, -2^-11) is exactly 1 + 2^-24 (ties to even: 1).
  assert.equal(fmaExact(1 + 2 ** -12, 1 + 2 ** -12, -(2 ** -11), F32), 1);
  // ... and 1 + 2^-24 + 2^-48 is above the tie: 1 + 2^-23. (x = 1 + 2^-12 + 2^-24... kept simple:) 2^-24 * (1 + 2^-23) + 1.
  assert.equal(fmaExact(2 ** -24, 1 + 2 ** -23, 1, F32), 1 + 2 ** -23);
  assert.equal(fmaExact(2 ** -24, 1 - 2 ** -24, 1, F32), 1);
  assert.equal(fmaExact(2 ** -100, 2 ** -60, 0, F32), 0);                 // below half the smallest denormal
  assert.equal(fmaExact(2 ** -100, 2 ** -50, 0, F32), 0);                 // 2^-150: a tie between 0 and 2^-149, even is 0
  assert.equal(fmaExact(2 ** -100, 1.5 * 2 ** -50, 0, F32), 2 ** -149);   // 0.75 * 2^-149 rounds up
  assert.equal(fmaExact(2 ** -100, 2 ** -49, 0, F32), 2 ** -149);          // exactly the smallest denormal
  assert.equal(fmaExact(2 ** 100, 2 ** 100, -1, F32), Infinity);
  assert.equal(fmaExact(3, 5, -15, F64), 0);
  assert.ok(Object.is(fmaExact(-0, 1, -0, F64), -0));
  assert.equal(roundF16(65519), 65504);
  assert.equal(roundF16(65520), Infinity);
  assert.equal(roundF16(1 + 2 ** -11), 1);                                 // tie to even
  assert.equal(roundF16(1 + 3 * 2 ** -11), 1 + 2 ** -9);                   // tie to even (up)
  assert.equal(roundF16(2 ** -25), 0);                                     // tie between 0 and 2^-24: even is 0
  assert.equal(roundF16(3 * 2 ** -26), 2 ** -24);
  assert.equal(f16Bits(roundF16(-(2 ** -24))), 0x8001);
  assert.deepEqual(u16(new Uint8Array([0x00, 0x7c])), [0x7c00]);
});
