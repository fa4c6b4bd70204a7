// gfx940's sparse MFMAs (v_smfmac_*) and MFMAs whose C is an inline constant, in the simulator
// (docs/sim.md P140/P141), against a CPU model written here from the CDNA3 ISA manual's and AMD's
// Matrix Instruction Calculator's layouts (not from src/sim/mfma.ts): for a v_smfmac_* with K
// elements per lane kp (8 for 16-bit inputs, 16 for 8-bit), A[i][k] (4:2 sparse: two values in
// each chunk of 4) is stored in lane i + M * floor(k / kp), as value t = 2 * (chunk in the lane) +
// (0 or 1) of the lane's two registers, with its position in the chunk as the 2-bit index t of
// the index VGPR's kp-bit set ABID (the calculator: V_SMFMAC_F32_16X16X32_F16 K[2][31] =
// v0{50}.[7:4]). Inputs are small integers, so every float result is exact.
// Encodings (llvm-mc 19 -mcpu=gfx940 -show-encoding):
//   v_smfmac_f32_16x16x32_f16 v[0:3], v[4:5], v[6:9], v10     [0x00,0x00,0xe2,0xd3,0x04,0x0d,0x2a,0x04]
//   v_smfmac_i32_16x16x64_i8 a[0:3], v[4:5], v[6:9], v10 abid:1 [0x00,0x88,0xea,0xd3,0x04,0x0d,0x2a,0x04]
//   v_mfma_f32_16x16x16_f16 v[0:3], v[4:5], v[6:7], 1.0       [0x00,0x00,0xcd,0xd3,0x04,0x0d,0xca,0x03]
//   v_mfma_f64_16x16x4_f64 v[0:7], v[8:9], v[10:11], -2.0     [0x00,0x00,0xee,0xd3,0x08,0x15,0xd6,0x03]
//   v_mfma_i32_16x16x32_i8 v[0:3], v[4:5], v[6:7], -3         [0x00,0x00,0xd7,0xd3,0x04,0x0d,0x0e,0x03]
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { simulate } from '../src/sim/index.js';
import { ints } from './support/cdna-kernels.js';

const F32 = (x: number): number => new Uint32Array(new Float32Array([x]).buffer)[0];
const F16 = (x: number): number => { // small integers only (exact in f16)
  if (x === 0) return 0;
  const e = Math.floor(Math.log2(Math.abs(x)));
  return ((x < 0 ? 0x8000 : 0) | ((e + 15) << 10) | ((Math.abs(x) / 2 ** e - 1) * 1024)) >>> 0;
};
const F64 = (x: number): [number, number] => { const u = new Uint32Array(new Float64Array([x]).buffer); return [u[0], u[1]]; };

/** VGPR values by register number, 64 lanes each; `put` ORs `width` bits at bit `at` of (reg, lane). */
class Regs {
  readonly v = new Map<number, number[]>();
  put(reg: number, lane: number, at: number, width: number, bits: number): void {
    const r = reg + Math.floor(at / 32);
    if (!this.v.has(r)) this.v.set(r, new Array(64).fill(0));
    const mask = width === 32 ? 0xffffffff : (1 << width) - 1;
    this.v.get(r)![lane] = (this.v.get(r)![lane] | ((bits & mask) << (at % 32))) >>> 0;
  }
  state(): Record<string, number[]> {
    return Object.fromEntries([...this.v].map(([r, l]) => [`v${r}`, l]));
  }
}

/** A 4:2 sparse M x K matrix of small nonzero integers: two ascending positions in each chunk of 4. */
function sparse(m: number, k: number, seed: number): number[][] {
  const r = ints(m * k, 0, 5, seed), v = ints(m * k, -8, 8, seed + 1).map((x) => x || 3);
  const pairs = [[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]];
  return Array.from({ length: m }, (_, i) => Array.from({ length: k }, (_, kk) => {
    const [p0, p1] = pairs[r[i * k + kk - (kk % 4)]];
    return kk % 4 === p0 || kk % 4 === p1 ? v[i * k + kk] : 0;
  }));
}

const product = (A: number[][], B: number[][], C: number[][], wrap: boolean): number[][] =>
  C.map((row, i) => row.map((c, j) => A[i].reduce((s, a, k) => (wrap ? (s + Math.imul(a, B[k][j])) | 0 : s + a * B[k][j]), c)));

/** 16 x 16 D (32-bit): D[i][j] in lane j + 16 * floor(i / 4), register i % 4 of D. */
const d16 = (regs: Record<string, number[]>, first: number, value: (bits: number) => number): number[][] =>
  Array.from({ length: 16 }, (_, i) => Array.from({ length: 16 }, (_, j) => value(regs[`v${first + (i % 4)}`][j + 16 * Math.floor(i / 4)])));
const asF32 = (b: number): number => new Float32Array(new Uint32Array([b]).buffer)[0];

test('v_smfmac_f32_16x16x32_f16: D += A x B with A 4:2 sparse (stored values and 2-bit indices), B dense, D in VGPRs', () => {
  const A = sparse(16, 32, 21), B = Array.from({ length: 32 }, (_, k) => ints(16, -8, 8, 100 + k)), C = Array.from({ length: 16 }, (_, i) => ints(16, -50, 50, 200 + i));
  const g = new Regs();
  for (let i = 0; i < 16; i++) {
    for (let c = 0; c < 8; c++) {
      const lane = i + 16 * Math.floor(c / 2), nz = [0, 1, 2, 3].filter((p) => A[i][4 * c + p] !== 0);
      nz.forEach((p, s) => {
        const t = 2 * (c % 2) + s;
        g.put(4, lane, 16 * t, 16, F16(A[i][4 * c + p]));
        g.put(10, lane, 2 * t, 2, p); // index set 0 (CBSZ 0, ABID 0)
      });
    }
  }
  for (let k = 0; k < 32; k++) for (let j = 0; j < 16; j++) g.put(6, j + 16 * Math.floor(k / 8), 16 * (k % 8), 16, F16(B[k][j]));
  for (let i = 0; i < 16; i++) for (let j = 0; j < 16; j++) g.put(i % 4, j + 16 * Math.floor(i / 4), 0, 32, F32(C[i][j]));
  const r = simulate('v_smfmac_f32_16x16x32_f16 v[0:3], v[4:5], v[6:9], v10\ns_endpgm\n', { vgpr: g.state() }, { gpu: 'gfx940' });
  assert.deepEqual(d16(r.vgpr, 0, asF32), product(A, B, C, false));
});

test('v_smfmac_i32_16x16x64_i8 abid:1: the index set is bits 31:16 of the index VGPR; D += A x B in AGPRs, i32', () => {
  const A = sparse(16, 64, 31).map((row) => row.map((x) => x * 15)), B = Array.from({ length: 64 }, (_, k) => ints(16, -128, 127, 300 + k));
  const g = new Regs();
  for (let i = 0; i < 16; i++) {
    for (let c = 0; c < 16; c++) {
      const lane = i + 16 * Math.floor(c / 4), nz = [0, 1, 2, 3].filter((p) => A[i][4 * c + p] !== 0);
      nz.forEach((p, s) => {
        const t = 2 * (c % 4) + s;
        g.put(4, lane, 8 * t, 8, A[i][4 * c + p]);
        g.put(10, lane, 16 + 2 * t, 2, p); // index set 1
        g.put(10, lane, 2 * t, 2, 3 - p); // set 0: wrong positions, which ABID 1 must not read
      });
    }
  }
  for (let k = 0; k < 64; k++) for (let j = 0; j < 16; j++) g.put(6, j + 16 * Math.floor(k / 16), 8 * (k % 16), 8, B[k][j]);
  const r = simulate(['v_smfmac_i32_16x16x64_i8 a[0:3], v[4:5], v[6:9], v10 abid:1',
    ...[0, 1, 2, 3].map((n) => `v_accvgpr_read_b32 v${20 + n}, a${n}`), 's_endpgm', ''].join('\n'), { vgpr: g.state() }, { gpu: 'gfx940' });
  const zero = Array.from({ length: 16 }, () => new Array(16).fill(0));
  assert.deepEqual(d16(r.vgpr, 20, (b) => b | 0), product(A, B, zero, true));
});

test('MFMA with an inline constant C: every element of C is the constant in C\'s type (f32 1.0, i32 -3, f64 -2.0)', () => {
  // v_mfma_f32_16x16x16_f16 (kp 4): A[i][k] lane i + 16 * floor(k / 4), half k % 4 of 2 registers; B the same with j.
  const A = Array.from({ length: 16 }, (_, i) => ints(16, -8, 8, 400 + i)), B = Array.from({ length: 16 }, (_, k) => ints(16, -8, 8, 500 + k));
  const h = new Regs();
  for (let x = 0; x < 16; x++) {
    for (let k = 0; k < 16; k++) {
      h.put(4, x + 16 * Math.floor(k / 4), 16 * (k % 4), 16, F16(A[x][k]));
      h.put(6, x + 16 * Math.floor(k / 4), 16 * (k % 4), 16, F16(B[k][x]));
    }
  }
  const ones = Array.from({ length: 16 }, () => new Array(16).fill(1));
  const rf = simulate('v_mfma_f32_16x16x16_f16 v[0:3], v[4:5], v[6:7], 1.0\ns_endpgm\n', { vgpr: { ...h.state(), v0: 0, v1: 0, v2: 0, v3: 0 } }, { gpu: 'gfx940' });
  assert.deepEqual(d16(rf.vgpr, 0, asF32), product(A, B, ones, false));
  for (const gpu of ['gfx90a']) {
    const r = simulate('v_mfma_f32_16x16x16f16 v[0:3], v[4:5], v[6:7], 1.0\ns_endpgm\n', { vgpr: { ...h.state(), v0: 0, v1: 0, v2: 0, v3: 0 } }, { gpu });
    assert.deepEqual(d16(r.vgpr, 0, asF32), product(A, B, ones, false), gpu);
  }
  // v_mfma_i32_16x16x32_i8 (kp 8): byte k % 8 of 2 registers.
  const Ai = Array.from({ length: 16 }, (_, i) => ints(32, -128, 127, 600 + i)), Bi = Array.from({ length: 32 }, (_, k) => ints(16, -128, 127, 700 + k));
  const b = new Regs();
  for (let x = 0; x < 16; x++) {
    for (let k = 0; k < 32; k++) {
      b.put(4, x + 16 * Math.floor(k / 8), 8 * (k % 8), 8, Ai[x][k]);
      b.put(6, x + 16 * Math.floor(k / 8), 8 * (k % 8), 8, Bi[k][x]);
    }
  }
  const ri = simulate('v_mfma_i32_16x16x32_i8 v[0:3], v[4:5], v[6:7], -3\ns_endpgm\n', { vgpr: { ...b.state(), v0: 0, v1: 0, v2: 0, v3: 0 } }, { gpu: 'gfx940' });
  assert.deepEqual(d16(ri.vgpr, 0, (x) => x | 0), product(Ai, Bi, Array.from({ length: 16 }, () => new Array(16).fill(-3)), true));
  // v_mfma_f64_16x16x4_f64: A[i][k] lane i + 16k, B[k][j] lane j + 16k (register pairs); D[i][j]
  // lane j + 16 * (i % 4), register pair floor(i / 4).
  const Ad = Array.from({ length: 16 }, (_, i) => ints(4, -99, 99, 800 + i)), Bd = Array.from({ length: 4 }, (_, k) => ints(16, -99, 99, 900 + k));
  const d = new Regs();
  for (let x = 0; x < 16; x++) {
    for (let k = 0; k < 4; k++) {
      F64(Ad[x][k]).forEach((w, h2) => d.put(8 + h2, x + 16 * k, 0, 32, w));
      F64(Bd[k][x]).forEach((w, h2) => d.put(10 + h2, x + 16 * k, 0, 32, w));
    }
  }
  const rd = simulate('v_mfma_f64_16x16x4_f64 v[0:7], v[8:9], v[10:11], -2.0\ns_endpgm\n', { vgpr: { ...d.state(), v0: 0, v1: 0, v2: 0, v3: 0, v4: 0, v5: 0, v6: 0, v7: 0 } }, { gpu: 'gfx940' });
  const got = Array.from({ length: 16 }, (_, i) => Array.from({ length: 16 }, (_, j) => {
    const lane = j + 16 * (i % 4), r = 2 * Math.floor(i / 4);
    return new Float64Array(new Uint32Array([rd.vgpr[`v${r}`][lane], rd.vgpr[`v${r + 1}`][lane]]).buffer)[0];
  }));
  assert.deepEqual(got, product(Ad, Bd, Array.from({ length: 16 }, () => new Array(16).fill(-2)), false));
});
