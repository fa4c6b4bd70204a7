// MFMA semantics (src/sim/mfma.ts): every shape against a plain CPU matrix multiply, the register
// layout against AMD's Matrix Instruction Calculator examples, the broadcast modifiers, and the
// exact-sum single-rounding policy (docs/sim.md "MFMA").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  accRegs, aPlace, blgpLane, bPlace, dPlace, elementValue, mfma, mfmaShape, MFMA_ALIASES, MFMA_SHAPES, outType, srcRegs,
  writePlace, readPlace, type MfmaIn, type MfmaShape, type Place,
} from '../src/sim/mfma.js';
import { bits32, bits64, dyadic, dyMul, dySum, F32, F64, f32, f64, roundDyadic } from '../src/sim/float.js';
import { numToF8 } from '../src/sim/fp8.js';
import { f32ToF16 } from '../src/sim/half.js';

/** Bits of a small integer in an input type (exact in every type). */
function enc(t: MfmaIn, x: number): number | bigint {
  switch (t) {
    case 'f32': case 'xf32': return bits32(x);
    case 'f64': return bits64(x);
    case 'f16': return f32ToF16(bits32(x));
    case 'bf16': return bits32(x) >>> 16;
    case 'i8': return x & 0xff;
    case 'fp8': case 'bf8': return numToF8(x, t);
  }
}
const encOut = (s: MfmaShape, x: number): number | bigint => outType(s) === 'f64' ? bits64(x) : outType(s) === 'i32' ? x >>> 0 : bits32(x);
const decOut = (s: MfmaShape, v: number | bigint): number => outType(s) === 'f64' ? f64(BigInt(v)) : outType(s) === 'i32' ? Number(v) | 0 : f32(Number(v));

let seed = 12345;
const rnd = (lo: number, hi: number): number => { seed = (seed * 1103515245 + 12345) >>> 0; return lo + (seed >>> 8) % (hi - lo + 1); };

interface Mats { A: number[][][]; B: number[][][]; C: number[][][] }
function randomMats(s: MfmaShape): Mats {
  const m = (r: number, c: number, lo: number, hi: number): number[][] => Array.from({ length: r }, () => Array.from({ length: c }, () => rnd(lo, hi)));
  return {
    A: Array.from({ length: s.blocks }, () => m(s.m, s.k, -4, 4)),
    B: Array.from({ length: s.blocks }, () => m(s.k, s.n, -4, 4)),
    C: Array.from({ length: s.blocks }, () => m(s.m, s.n, -100, 100)),
  };
}
function pack(s: MfmaShape, x: Mats): { a: Uint32Array; b: Uint32Array; c: Uint32Array } {
  const a = new Uint32Array(srcRegs(s, 'a') * 64), b = new Uint32Array(srcRegs(s, 'b') * 64), c = new Uint32Array(accRegs(s) * 64);
  for (let blk = 0; blk < s.blocks; blk++) {
    for (let i = 0; i < s.m; i++) for (let k = 0; k < s.k; k++) writePlace(a, aPlace(s, i, k, blk), enc(s.a, x.A[blk][i][k]));
    for (let k = 0; k < s.k; k++) for (let j = 0; j < s.n; j++) writePlace(b, bPlace(s, k, j, blk), enc(s.b, x.B[blk][k][j]));
    for (let i = 0; i < s.m; i++) for (let j = 0; j < s.n; j++) writePlace(c, dPlace(s, i, j, blk), encOut(s, x.C[blk][i][j]));
  }
  return { a, b, c };
}
/** Plain CPU D = A * B + C per block, block b using the A of aSrc(b). */
function cpu(s: MfmaShape, x: Mats, aSrc = (b: number): number => b): number[][][] {
  return x.C.map((C, blk) => C.map((row, i) => row.map((cv, j) => {
    let acc = cv;
    for (let k = 0; k < s.k; k++) acc += x.A[aSrc(blk)][i][k] * x.B[blk][k][j];
    return acc;
  })));
}
function unpack(s: MfmaShape, d: Uint32Array): number[][][] {
  return Array.from({ length: s.blocks }, (_, blk) => Array.from({ length: s.m }, (_, i) => Array.from({ length: s.n }, (_, j) => decOut(s, readPlace(d, dPlace(s, i, j, blk))))));
}

for (const s of MFMA_SHAPES) {
  test(`${s.name}: D = A * B + C equals a CPU matrix multiply for every block`, () => {
    const x = randomMats(s);
    const { a, b, c } = pack(s, x);
    assert.deepEqual(unpack(s, mfma(s, a, b, c)), cpu(s, x));
  });

  test(`${s.name}: A, B and D each fill their registers exactly once (a bijection of elements and slots)`, () => {
    const slots = (places: Place[], regs: number): void => {
      const seen = new Set<string>();
      for (const p of places) {
        assert.ok(p.lane >= 0 && p.lane < 64 && p.reg + (p.bits === 64 ? 1 : 0) < regs, `${JSON.stringify(p)} within ${regs} registers`);
        const key = `${p.reg}:${p.lane}:${p.shift}`;
        assert.ok(!seen.has(key), `slot ${key} used twice`);
        seen.add(key);
      }
      assert.equal(seen.size * places[0].bits, regs * 64 * 32, 'every bit of every register holds an element');
    };
    const all = <T>(f: (blk: number, r: number, c: number) => T, rows: number, cols: number): T[] =>
      Array.from({ length: s.blocks * rows * cols }, (_, n) => f(Math.floor(n / (rows * cols)), Math.floor(n / cols) % rows, n % cols));
    slots(all((blk, i, k) => aPlace(s, i, k, blk), s.m, s.k), srcRegs(s, 'a'));
    slots(all((blk, k, j) => bPlace(s, k, j, blk), s.k, s.n), srcRegs(s, 'b'));
    slots(all((blk, i, j) => dPlace(s, i, j, blk), s.m, s.n), accRegs(s));
  });
}

test('register counts are llvm-mc 19\'s operand widths', () => {
  // llvm-mc -arch=amdgcn -mcpu=gfx90a: v_mfma_f32_32x32x1f32 a[0:31], v0, v1, a[0:31];
  // v_mfma_f32_16x16x16f16 a[0:3], v[0:1], v[2:3], a[0:3]; v_mfma_f64_16x16x4f64 v[0:7], v[0:1], v[2:3], v[0:7];
  // v_mfma_f64_4x4x4f64 v[0:1], ...; gfx940: v_mfma_f32_16x16x32_fp8_fp8 a[0:3], v[0:1], v[2:3], a[0:3].
  const regs = (n: string): number[] => { const s = mfmaShape(n)!; return [srcRegs(s, 'a'), srcRegs(s, 'b'), accRegs(s)]; };
  assert.deepEqual(regs('v_mfma_f32_32x32x1f32'), [1, 1, 32]);
  assert.deepEqual(regs('v_mfma_f32_16x16x16f16'), [2, 2, 4]);
  assert.deepEqual(regs('v_mfma_f32_32x32x2bf16'), [1, 1, 32]);
  assert.deepEqual(regs('v_mfma_f32_32x32x8bf16_1k'), [2, 2, 16]);
  assert.deepEqual(regs('v_mfma_i32_32x32x16_i8'), [2, 2, 16]);
  assert.deepEqual(regs('v_mfma_f64_16x16x4f64'), [2, 2, 8]);
  assert.deepEqual(regs('v_mfma_f64_4x4x4f64'), [2, 2, 2]);
  assert.deepEqual(regs('v_mfma_f32_4x4x1f32'), [1, 1, 4]);
  assert.deepEqual(regs('v_mfma_f32_16x16x8_xf32'), [2, 2, 4]);
  assert.deepEqual(regs('v_mfma_f32_16x16x32_fp8_bf8'), [2, 2, 4]);
  for (const [alias, name] of Object.entries(MFMA_ALIASES)) assert.equal(mfmaShape(alias), mfmaShape(name), alias);
});

test('layout: the Matrix Instruction Calculator\'s published examples', () => {
  // matrix_calculator.py --architecture cdna2 --instruction v_mfma_f32_4x4x4f16 --get-register
  //   -I 1 -K 2 --block 4 --A-matrix: A[1][2].B4 = v1{17}.[15:0]
  const h = mfmaShape('v_mfma_f32_4x4x4f16')!;
  assert.deepEqual(aPlace(h, 1, 2, 4), { lane: 17, reg: 1, shift: 0, bits: 16 });
  assert.deepEqual(aPlace(h, 1, 3, 4), { lane: 17, reg: 1, shift: 16, bits: 16 });
  // ... -I 3 -J 2 --block 1 --D-matrix -o: D[3][2].B1 = Vdst_v3{6} = Src0_v0{7}.[15:0]*Src1_v0{6}.[15:0] + ...
  assert.deepEqual(dPlace(h, 3, 2, 1), { lane: 6, reg: 3, shift: 0, bits: 32 });
  assert.deepEqual(aPlace(h, 3, 0, 1), { lane: 7, reg: 0, shift: 0, bits: 16 });
  assert.deepEqual(bPlace(h, 0, 2, 1), { lane: 6, reg: 0, shift: 0, bits: 16 });
  // v_mfma_f32_4x4x1f32 (--detail-instruction): C or D[i][j].block GPR i, lane 4 * block + j.
  const f = mfmaShape('v_mfma_f32_4x4x1f32')!;
  assert.deepEqual(dPlace(f, 2, 3, 9), { lane: 39, reg: 2, shift: 0, bits: 32 });
  // v_mfma_f64_4x4x4f64 --register-layout --D-matrix: D[i][j] of block b is v[1:0]{j + 4b + 16i}.
  const d = mfmaShape('v_mfma_f64_4x4x4f64')!;
  assert.deepEqual(dPlace(d, 0, 0, 1), { lane: 4, reg: 0, shift: 0, bits: 64 });
  assert.deepEqual(dPlace(d, 1, 0, 0), { lane: 16, reg: 0, shift: 0, bits: 64 });
  assert.deepEqual(dPlace(d, 3, 3, 3), { lane: 63, reg: 0, shift: 0, bits: 64 });
  // 32x32: rows in groups of 4 registers, alternate groups in lanes 0-31 / 32-63 (block 1: v16-v31).
  const big = mfmaShape('v_mfma_f32_32x32x1f32')!;
  assert.deepEqual(dPlace(big, 4, 5, 0), { lane: 37, reg: 0, shift: 0, bits: 32 });
  assert.deepEqual(dPlace(big, 9, 0, 0), { lane: 0, reg: 5, shift: 0, bits: 32 });
  assert.deepEqual(dPlace(big, 31, 31, 1), { lane: 63, reg: 31, shift: 0, bits: 32 });
});

test('CBSZ/ABID: lanes read A from the same lane of lane group ABID (2^CBSZ groups of 64 >> CBSZ lanes)', () => {
  const s = mfmaShape('v_mfma_f32_16x16x1f32')!; // 4 blocks of 16 lanes
  const x = randomMats(s);
  const { a, b, c } = pack(s, x);
  // CBSZ 1, ABID 1: lanes 32-63 feed both halves: blocks 0 and 2 use block 2's A, 1 and 3 block 3's.
  assert.deepEqual(unpack(s, mfma(s, a, b, c, { cbsz: 1, abid: 1 })), cpu(s, x, (blk) => (blk % 2) + 2));
  assert.deepEqual(unpack(s, mfma(s, a, b, c, { cbsz: 2, abid: 2 })), cpu(s, x, () => 2));
});

test('BLGP 1: lanes 32-63 read B from lanes 0-31 (v_mfma_f32_32x32x2f32: B[1][j] becomes B[0][j])', () => {
  const s = mfmaShape('v_mfma_f32_32x32x2f32')!;
  const x = randomMats(s);
  const { a, b, c } = pack(s, x);
  const y = { ...x, B: [[x.B[0][0], x.B[0][0]]] };
  assert.deepEqual(unpack(s, mfma(s, a, b, c, { blgp: 1 })), cpu(s, y));
});

test('NEG negates A, B and C (gfx940 f64 forms: neg:[1,0,1])', () => {
  const s = mfmaShape('v_mfma_f64_16x16x4f64')!;
  const x = randomMats(s);
  const { a, b, c } = pack(s, x);
  const y = { A: x.A.map((m) => m.map((r) => r.map((v) => -v))), B: x.B, C: x.C.map((m) => m.map((r) => r.map((v) => -v))) };
  assert.deepEqual(unpack(s, mfma(s, a, b, c, { neg: 5 })), cpu(s, y));
});

test('policy: C + sum of products is exact and rounded once (f32: 2^24 + 1 + 0.5 + 0.5 = 2^24 + 2)', () => {
  const s = mfmaShape('v_mfma_f32_16x16x4f32')!;
  const x = randomMats(s);
  x.C[0][0][0] = 2 ** 24;
  x.A[0][0] = [1, 0.5, 0.5, 0];
  for (let k = 0; k < 4; k++) x.B[0][k][0] = 1;
  const { a, b, c } = pack(s, x);
  const d = mfma(s, a, b, c);
  // In k order with f32 rounding after each add the result would be 2^24 (each +1, +0.5 ties to even).
  assert.equal(decOut(s, readPlace(d, dPlace(s, 0, 0))), 2 ** 24 + 2);
});

test('policy: f64 cancellation is exact (1 + 2^100 - 2^100 = 1, not 0)', () => {
  const s = mfmaShape('v_mfma_f64_16x16x4f64')!;
  const a = new Uint32Array(2 * 64), b = new Uint32Array(2 * 64), c = new Uint32Array(8 * 64);
  writePlace(a, aPlace(s, 0, 0), bits64(2 ** 100));
  writePlace(a, aPlace(s, 0, 1), bits64(-(2 ** 100)));
  writePlace(b, bPlace(s, 0, 0), bits64(1));
  writePlace(b, bPlace(s, 1, 0), bits64(1));
  writePlace(c, dPlace(s, 0, 0), bits64(1));
  assert.equal(f64(BigInt(readPlace(mfma(s, a, b, c), dPlace(s, 0, 0)))), 1);
  // An inexact f64 product: (1 + 2^-30)^2 - (1 + 2^-29) = 2^-60 exactly (f64 arithmetic: 0).
  writePlace(a, aPlace(s, 0, 0), bits64(1 + 2 ** -30));
  writePlace(b, bPlace(s, 0, 0), bits64(1 + 2 ** -30));
  writePlace(a, aPlace(s, 0, 1), bits64(-(1 + 2 ** -29)));
  writePlace(c, dPlace(s, 0, 0), bits64(0));
  assert.equal(f64(BigInt(readPlace(mfma(s, a, b, c), dPlace(s, 0, 0)))), 2 ** -60);
});

test('policy: i32 accumulation wraps mod 2^32; NaN and infinities follow IEEE', () => {
  const s = mfmaShape('v_mfma_i32_16x16x16i8')!;
  const a = new Uint32Array(64), b = new Uint32Array(64), c = new Uint32Array(4 * 64);
  writePlace(a, aPlace(s, 0, 0), 0x7f);
  writePlace(b, bPlace(s, 0, 0), 0x81); // -127
  writePlace(c, dPlace(s, 0, 0), 0x80000000);
  assert.equal(readPlace(mfma(s, a, b, c), dPlace(s, 0, 0)), (0x80000000 - 127 * 127 + 2 ** 32) % 2 ** 32);
  const f = mfmaShape('v_mfma_f32_4x4x1f32')!;
  const fa = new Uint32Array(64), fb = new Uint32Array(64), fc = new Uint32Array(4 * 64);
  writePlace(fa, aPlace(f, 0, 0), bits32(Infinity));
  writePlace(fb, bPlace(f, 0, 0), bits32(0));
  writePlace(fa, aPlace(f, 1, 0), bits32(Infinity));
  writePlace(fb, bPlace(f, 0, 1), bits32(2));
  const d = mfma(f, fa, fb, fc);
  assert.equal(readPlace(d, dPlace(f, 0, 0)), 0x7fc00000);
  assert.equal(readPlace(d, dPlace(f, 1, 1)), 0x7f800000);
});

test('xf32 inputs keep 10 fraction bits, rounded to nearest even', () => {
  assert.equal(elementValue('xf32', bits32(1 + 2 ** -10)), 1 + 2 ** -10);
  assert.equal(elementValue('xf32', bits32(1 + 2 ** -11)), 1); // tie to even
  assert.equal(elementValue('xf32', bits32(1 + 3 * 2 ** -11)), 1 + 2 ** -9); // tie to even, up
  assert.equal(elementValue('xf32', bits32(1 + 2 ** -11 + 2 ** -20)), 1 + 2 ** -10);
});

test('policy: random f16 and f32 inputs give the exact sum rounded once (both the f64 fast path and the exact path)', () => {
  for (const name of ['v_mfma_f32_16x16x16f16', 'v_mfma_f32_16x16x4f32', 'v_mfma_f64_4x4x4f64']) {
    const s = mfmaShape(name)!;
    const rand = (bits: number): number => rnd(0, 2 ** 30) ^ (rnd(0, 3) << 30) & (bits === 32 ? 0xffffffff : 0xffff);
    const regs = (n: number, bits: number): Uint32Array => {
      const r = new Uint32Array(n * 64).map(() => (bits === 16 ? (rand(16) & 0x7bff) | ((rand(16) & 0x3bff) << 16) : rand(32) & 0xbf7fffff) >>> 0);
      return r;
    };
    const a = regs(srcRegs(s, 'a'), 32 * srcRegs(s, 'a') / s.kp), b = regs(srcRegs(s, 'b'), 32 * srcRegs(s, 'b') / s.kp), c = regs(accRegs(s), 32);
    const d = mfma(s, a, b, c);
    const wide = s.a === 'f64';
    for (let blk = 0; blk < s.blocks; blk++) for (let i = 0; i < s.m; i++) for (let j = 0; j < s.n; j++) {
      const cv = readPlace(c, dPlace(s, i, j, blk));
      const terms = [dyadic(wide ? f64(BigInt(cv)) : f32(Number(cv)))];
      for (let k = 0; k < s.k; k++) terms.push(dyMul(dyadic(elementValue(s.a, readPlace(a, aPlace(s, i, k, blk)))), dyadic(elementValue(s.b, readPlace(b, bPlace(s, k, j, blk))))));
      assert.equal(readPlace(d, dPlace(s, i, j, blk)), roundDyadic(dySum(terms, 0), wide ? F64 : F32, 0), `${name} D[${i}][${j}]`);
    }
  }
});

test('BLGP lane patterns: broadcasts of halves and quarters, 3 rotates by 16 lanes (P126)', () => {
  const lanes = (p: number): number[] => [0, 15, 16, 31, 32, 47, 48, 63].map((l) => blgpLane(p, l));
  assert.deepEqual(lanes(0), [0, 15, 16, 31, 32, 47, 48, 63]);
  assert.deepEqual(lanes(1), [0, 15, 16, 31, 0, 15, 16, 31]);
  assert.deepEqual(lanes(2), [32, 47, 48, 63, 32, 47, 48, 63]);
  assert.deepEqual(lanes(3), [16, 31, 32, 47, 48, 63, 0, 15]);
  assert.deepEqual(lanes(4), [0, 15, 0, 15, 0, 15, 0, 15]);
  assert.deepEqual(lanes(7), [48, 63, 48, 63, 48, 63, 48, 63]);
});
