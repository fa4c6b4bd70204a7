// MFMA (matrix fused multiply-add, CDNA1-3: gfx908, gfx90a, gfx940-942) as a pure function on
// registers in lane-register form: D = A * B + C for each of an instruction's blocks, with the
// matrices spread across the 64 lanes and consecutive registers as the CDNA ISA manuals and AMD's
// Matrix Instruction Calculator describe. A register operand is a Uint32Array of regs * 64
// words, word reg * 64 + lane (the first register of the operand is reg 0).
//
// Layout (M x N x K per block, `blocks` blocks, kp = K elements a lane holds per register group):
//   A[i][k] of block b: lane i + M * g, g = b * (K / kp) + floor(k / kp), element k % kp of the
//     lane's kp-element group, packed from bit 0 of the first register up (f16 x4 = 2 registers).
//   B[k][j] of block b: the same with j and N.
//   C/D[i][j] of block b (32-bit results): rows go in groups of 4 consecutive registers: with
//     u = floor(i / 4) + (M / 4) * b and L = 64 / N lane groups, lane j + N * (u % L), register
//     4 * floor(u / L) + i % 4. (32x32: 16 registers per block; 16x16: 4; 4x4: blocks side by
//     side across lanes, registers = rows.)
//   f64 (v_mfma_f64_16x16x4f64, _4x4x4f64): one value per register pair, blocks innermost:
//     A[i][k] lane i + M * (b + blocks * k); B[k][j] lane j + N * (b + blocks * k);
//     D[i][j] with u = b + blocks * i: lane j + N * (u % L), register pair floor(u / L).
//     (4x4x4f64's D is the calculator's published layout; its A/B follow the same block order,
//     which no published table confirms: see docs/sim.md.)
// Modifiers: CBSZ/ABID and BLGP permute the lanes A and B are read from (cbszLane, blgpLane);
// NEG (gfx940 f64 forms) negates A, B and C.
// Arithmetic policy (docs/sim.md "MFMA"): each D element is C + sum of the K products, computed
// exactly and rounded once (nearest even) to the output format; integers wrap mod 2^32. (A fast
// path in f64 is taken when it is provably exact; otherwise exact dyadic arithmetic.)
import { bits32, bits64, dyadic, dyMul, dySum, F32, F64, f16, f32, f64, roundDyadic, type Dyadic } from './float.js';
import { f8ToNum } from './fp8.js';

/** Element types of MFMA inputs. */
export type MfmaIn = 'f32' | 'f16' | 'bf16' | 'i8' | 'f64' | 'xf32' | 'fp8' | 'bf8';

export interface MfmaShape {
  /** The mnemonic llvm-mc 19 prints on gfx90a (gfx940 spellings map here: see MFMA_ALIASES). */
  readonly name: string;
  readonly m: number;
  readonly n: number;
  readonly k: number;
  readonly blocks: number;
  readonly a: MfmaIn;
  readonly b: MfmaIn;
  /** Elements of K held by one lane (in consecutive bits of consecutive registers). */
  readonly kp: number;
}

const BITS: Record<MfmaIn, number> = { f32: 32, f16: 16, bf16: 16, i8: 8, f64: 64, xf32: 32, fp8: 8, bf8: 8 };

/** Output format of a shape. */
export function outType(s: MfmaShape): 'f32' | 'i32' | 'f64' {
  return s.a === 'i8' ? 'i32' : s.a === 'f64' ? 'f64' : 'f32';
}

const shape = (name: string, m: number, n: number, k: number, blocks: number, a: MfmaIn, kp: number, b: MfmaIn = a): MfmaShape =>
  ({ name, m, n, k, blocks, a, b, kp });

const f8Shapes = (['fp8', 'bf8'] as const).flatMap((a) => (['fp8', 'bf8'] as const).flatMap((b) => [
  shape(`v_mfma_f32_16x16x32_${a}_${b}`, 16, 16, 32, 1, a, 8, b),
  shape(`v_mfma_f32_32x32x16_${a}_${b}`, 32, 32, 16, 1, a, 8, b),
]));

/** Every MFMA shape of gfx908, gfx90a and gfx940-942 (v_smfmac_* not included). */
export const MFMA_SHAPES: readonly MfmaShape[] = [
  shape('v_mfma_f32_32x32x1f32', 32, 32, 1, 2, 'f32', 1),
  shape('v_mfma_f32_16x16x1f32', 16, 16, 1, 4, 'f32', 1),
  shape('v_mfma_f32_4x4x1f32', 4, 4, 1, 16, 'f32', 1),
  shape('v_mfma_f32_32x32x2f32', 32, 32, 2, 1, 'f32', 1),
  shape('v_mfma_f32_16x16x4f32', 16, 16, 4, 1, 'f32', 1),
  shape('v_mfma_f32_32x32x4f16', 32, 32, 4, 2, 'f16', 4),
  shape('v_mfma_f32_16x16x4f16', 16, 16, 4, 4, 'f16', 4),
  shape('v_mfma_f32_4x4x4f16', 4, 4, 4, 16, 'f16', 4),
  shape('v_mfma_f32_32x32x8f16', 32, 32, 8, 1, 'f16', 4),
  shape('v_mfma_f32_16x16x16f16', 16, 16, 16, 1, 'f16', 4),
  shape('v_mfma_i32_32x32x4i8', 32, 32, 4, 2, 'i8', 4),
  shape('v_mfma_i32_16x16x4i8', 16, 16, 4, 4, 'i8', 4),
  shape('v_mfma_i32_4x4x4i8', 4, 4, 4, 16, 'i8', 4),
  shape('v_mfma_i32_32x32x8i8', 32, 32, 8, 1, 'i8', 4),
  shape('v_mfma_i32_16x16x16i8', 16, 16, 16, 1, 'i8', 4),
  shape('v_mfma_i32_32x32x16_i8', 32, 32, 16, 1, 'i8', 8),
  shape('v_mfma_i32_16x16x32_i8', 16, 16, 32, 1, 'i8', 8),
  shape('v_mfma_f32_32x32x2bf16', 32, 32, 2, 2, 'bf16', 2),
  shape('v_mfma_f32_16x16x2bf16', 16, 16, 2, 4, 'bf16', 2),
  shape('v_mfma_f32_4x4x2bf16', 4, 4, 2, 16, 'bf16', 2),
  shape('v_mfma_f32_32x32x4bf16', 32, 32, 4, 1, 'bf16', 2),
  shape('v_mfma_f32_16x16x8bf16', 16, 16, 8, 1, 'bf16', 2),
  shape('v_mfma_f32_32x32x4bf16_1k', 32, 32, 4, 2, 'bf16', 4),
  shape('v_mfma_f32_16x16x4bf16_1k', 16, 16, 4, 4, 'bf16', 4),
  shape('v_mfma_f32_4x4x4bf16_1k', 4, 4, 4, 16, 'bf16', 4),
  shape('v_mfma_f32_32x32x8bf16_1k', 32, 32, 8, 1, 'bf16', 4),
  shape('v_mfma_f32_16x16x16bf16_1k', 16, 16, 16, 1, 'bf16', 4),
  shape('v_mfma_f64_16x16x4f64', 16, 16, 4, 1, 'f64', 1),
  shape('v_mfma_f64_4x4x4f64', 4, 4, 4, 4, 'f64', 1),
  shape('v_mfma_f32_32x32x4_xf32', 32, 32, 4, 1, 'xf32', 2),
  shape('v_mfma_f32_16x16x8_xf32', 16, 16, 8, 1, 'xf32', 2),
  ...f8Shapes,
];

/**
 * gfx940's sparse MFMAs (v_smfmac_*, CDNA3 ISA "Sparse Matrix"): B and D as the dense MFMA of the
 * same M x N x K (blocks 1; kp: B's K elements a lane holds); A is 4:2 sparse, each lane holding
 * the kp / 2 stored values of its kp dense ones (2 registers, packed as B's), two per chunk of 4.
 */
export const SMFMAC_SHAPES: readonly MfmaShape[] = [
  ...(['f16', 'bf16'] as const).flatMap((t) => [
    shape(`v_smfmac_f32_16x16x32_${t}`, 16, 16, 32, 1, t, 8), shape(`v_smfmac_f32_32x32x16_${t}`, 32, 32, 16, 1, t, 8)]),
  shape('v_smfmac_i32_16x16x64_i8', 16, 16, 64, 1, 'i8', 16), shape('v_smfmac_i32_32x32x32_i8', 32, 32, 32, 1, 'i8', 16),
  ...(['fp8', 'bf8'] as const).flatMap((a) => (['fp8', 'bf8'] as const).flatMap((b) => [
    shape(`v_smfmac_f32_16x16x64_${a}_${b}`, 16, 16, 64, 1, a, 16, b), shape(`v_smfmac_f32_32x32x32_${a}_${b}`, 32, 32, 32, 1, a, 16, b)])),
];

/** gfx940-942 spellings (llvm-mc 19 prints these there) of the shapes named above. */
export const MFMA_ALIASES: Readonly<Record<string, string>> = {
  v_mfma_f32_32x32x1_2b_f32: 'v_mfma_f32_32x32x1f32', v_mfma_f32_16x16x1_4b_f32: 'v_mfma_f32_16x16x1f32',
  v_mfma_f32_4x4x1_16b_f32: 'v_mfma_f32_4x4x1f32', v_mfma_f32_32x32x2_f32: 'v_mfma_f32_32x32x2f32',
  v_mfma_f32_16x16x4_f32: 'v_mfma_f32_16x16x4f32', v_mfma_f32_32x32x4_2b_f16: 'v_mfma_f32_32x32x4f16',
  v_mfma_f32_16x16x4_4b_f16: 'v_mfma_f32_16x16x4f16', v_mfma_f32_4x4x4_16b_f16: 'v_mfma_f32_4x4x4f16',
  v_mfma_f32_32x32x8_f16: 'v_mfma_f32_32x32x8f16', v_mfma_f32_16x16x16_f16: 'v_mfma_f32_16x16x16f16',
  v_mfma_i32_32x32x4_2b_i8: 'v_mfma_i32_32x32x4i8', v_mfma_i32_16x16x4_4b_i8: 'v_mfma_i32_16x16x4i8',
  v_mfma_i32_4x4x4_16b_i8: 'v_mfma_i32_4x4x4i8',
  v_mfma_f32_32x32x4_2b_bf16: 'v_mfma_f32_32x32x4bf16_1k', v_mfma_f32_16x16x4_4b_bf16: 'v_mfma_f32_16x16x4bf16_1k',
  v_mfma_f32_4x4x4_16b_bf16: 'v_mfma_f32_4x4x4bf16_1k', v_mfma_f32_32x32x8_bf16: 'v_mfma_f32_32x32x8bf16_1k',
  v_mfma_f32_16x16x16_bf16: 'v_mfma_f32_16x16x16bf16_1k',
  v_mfma_f64_16x16x4_f64: 'v_mfma_f64_16x16x4f64', v_mfma_f64_4x4x4_4b_f64: 'v_mfma_f64_4x4x4f64',
};

const BY_NAME = new Map(MFMA_SHAPES.map((s) => [s.name, s]));
const SPARSE_BY_NAME = new Map(SMFMAC_SHAPES.map((s) => [s.name, s]));

/** The shape of a v_smfmac_* mnemonic, or undefined. */
export const smfmacShape = (name: string): MfmaShape | undefined => SPARSE_BY_NAME.get(name);

/** The shape of an MFMA mnemonic (either spelling), or undefined. */
export function mfmaShape(name: string): MfmaShape | undefined {
  return BY_NAME.get(MFMA_ALIASES[name] ?? name);
}

/** Registers of the A and B operands (per lane). */
export const srcRegs = (s: MfmaShape, which: 'a' | 'b'): number => Math.max(1, (s.kp * BITS[s[which]]) / 32);
/** Registers of the C and D operands. */
export const accRegs = (s: MfmaShape): number => (s.m * s.n * s.blocks * (s.a === 'f64' ? 2 : 1)) / 64;

/** Where an element lives: lane, first register, bit offset in it, width in bits (64: a pair). */
export interface Place { readonly lane: number; readonly reg: number; readonly shift: number; readonly bits: number }

function srcPlace(s: MfmaShape, which: 'a' | 'b', row: number, k: number, block: number): Place {
  const rows = which === 'a' ? s.m : s.n, bits = BITS[s[which]];
  if (s.a === 'f64') return { lane: row + rows * (block + s.blocks * k), reg: 0, shift: 0, bits };
  const g = block * (s.k / s.kp) + Math.floor(k / s.kp);
  const bit = (k % s.kp) * bits;
  return { lane: row + rows * g, reg: Math.floor(bit / 32), shift: bit % 32, bits };
}

/** Where A[i][k] of a block is held. */
export const aPlace = (s: MfmaShape, i: number, k: number, block = 0): Place => srcPlace(s, 'a', i, k, block);
/** Where B[k][j] of a block is held. */
export const bPlace = (s: MfmaShape, k: number, j: number, block = 0): Place => srcPlace(s, 'b', j, k, block);

/** Where C[i][j] / D[i][j] of a block is held. */
export function dPlace(s: MfmaShape, i: number, j: number, block = 0): Place {
  const groups = 64 / s.n;
  if (s.a === 'f64') {
    // One value per register pair, blocks innermost: u = block + blocks * i.
    const u = block + s.blocks * i;
    return { lane: j + s.n * (u % groups), reg: 2 * Math.floor(u / groups), shift: 0, bits: 64 };
  }
  const u = Math.floor(i / 4) + (s.m / 4) * block;
  return { lane: j + s.n * (u % groups), reg: 4 * Math.floor(u / groups) + (i % 4), shift: 0, bits: 32 };
}

/** The bits of a placed element (bigint for 64-bit elements). */
export function readPlace(regs: Uint32Array, p: Place): number | bigint {
  const w = regs[p.reg * 64 + p.lane];
  if (p.bits === 64) return (BigInt(regs[(p.reg + 1) * 64 + p.lane]) << 32n) | BigInt(w);
  return p.bits === 32 ? w : (w >>> p.shift) & ((1 << p.bits) - 1);
}

/** Store the bits of an element at its place (other bits of the register kept). */
export function writePlace(regs: Uint32Array, p: Place, v: number | bigint): void {
  const at = p.reg * 64 + p.lane;
  if (p.bits === 64) {
    const b = BigInt.asUintN(64, BigInt(v));
    regs[at] = Number(b & 0xffffffffn);
    regs[at + 64] = Number(b >> 32n);
  } else if (p.bits === 32) regs[at] = Number(v) >>> 0;
  else {
    const mask = ((1 << p.bits) - 1) << p.shift;
    regs[at] = ((regs[at] & ~mask) | ((Number(v) << p.shift) & mask)) >>> 0;
  }
}

/** The value of an input element's bits. */
export function elementValue(t: MfmaIn, v: number | bigint): number {
  switch (t) {
    case 'f32': return f32(Number(v));
    case 'xf32': return xf32(f32(Number(v)));
    case 'f16': return f16(Number(v));
    case 'bf16': return f32(Number(v) << 16);
    case 'i8': return (Number(v) << 24) >> 24;
    case 'f64': return f64(BigInt(v));
    case 'fp8': case 'bf8': return f8ToNum(Number(v), t);
  }
}

/** XF32 input: the f32 rounded to nearest even at 10 fraction bits (policy, docs/sim.md). */
function xf32(x: number): number {
  if (!Number.isFinite(x) || x === 0) return x;
  const e = Math.floor(Math.log2(Math.abs(x)));
  const q = 2 ** (Math.max(e, -126) - 10);
  const r = Math.round(x / q);
  const t = x / q;
  const even = Math.abs(t - Math.trunc(t)) === 0.5 ? 2 * Math.round(t / 2) : r;
  return even * q;
}

export interface MfmaMods {
  readonly cbsz?: number;
  readonly abid?: number;
  readonly blgp?: number;
  /** NEG[0..2] = negate A, B, C (gfx940's f64 MFMA; the encoding's BLGP field). */
  readonly neg?: number;
}

/** Lane B is read from for lane `lane` under BLGP (0: itself). */
export function blgpLane(blgp: number, lane: number): number {
  switch (blgp & 7) {
    case 1: return lane & 31; // broadcast lanes 0-31
    case 2: return (lane & 31) | 32; // broadcast lanes 32-63
    case 3: return (lane + 16) & 63; // rotate by 16 lanes: lane l reads lane l + 16
    case 4: return lane & 15; // broadcast lanes 0-15
    case 5: return (lane & 15) | 16;
    case 6: return (lane & 15) | 32;
    case 7: return (lane & 15) | 48;
    default: return lane;
  }
}

/**
 * Lane A is read from for lane `lane` under CBSZ/ABID: the wave's lanes form 2^CBSZ groups of
 * 64 >> CBSZ lanes and every lane reads the same lane of group ABID (0: itself).
 */
export function cbszLane(cbsz: number, abid: number, lane: number): number {
  if (!cbsz) return lane;
  const size = 64 >> cbsz;
  return (lane % size) + size * (abid & ((1 << cbsz) - 1));
}

/**
 * D = A * B + C in lane-register form (a: srcRegs(a) registers, b: srcRegs(b), c: accRegs).
 * Returns the D registers (a new array, accRegs(s) * 64 words).
 */
export function mfma(s: MfmaShape, a: Uint32Array, b: Uint32Array, c: Uint32Array, mods: MfmaMods = {}): Uint32Array {
  const d = new Uint32Array(accRegs(s) * 64);
  const neg = mods.neg ?? 0;
  const sa = neg & 1 ? -1 : 1, sb = neg & 2 ? -1 : 1, sc = neg & 4 ? -1 : 1;
  const bLane = (p: Place): Place => ({ ...p, lane: blgpLane(mods.blgp ?? 0, p.lane) });
  const aLane = (p: Place): Place => ({ ...p, lane: cbszLane(mods.cbsz ?? 0, mods.abid ?? 0, p.lane) });
  for (let blk = 0; blk < s.blocks; blk++) {
    const A: number[][] = [];
    for (let i = 0; i < s.m; i++) A.push(Array.from({ length: s.k }, (_, k) => sa * elementValue(s.a, readPlace(a, aLane(aPlace(s, i, k, blk))))));
    const B = denseB(s, b, blk, sb, bLane);
    accumulate(s, A, B, c, d, blk, sc);
  }
  return d;
}

/** B[k][j] of a block as values (sign sb; `lane` maps a place to the lane it is read from). */
function denseB(s: MfmaShape, b: Uint32Array, blk: number, sb: number, lane: (p: Place) => Place): number[][] {
  return Array.from({ length: s.k }, (_, k) => Array.from({ length: s.n }, (_, j) => sb * elementValue(s.b, readPlace(b, lane(bPlace(s, k, j, blk))))));
}

/** D = A * B + C (C's sign sc) for one block: P127's exact sums rounded once, or i32 wrapping. */
function accumulate(s: MfmaShape, A: readonly number[][], B: readonly number[][], c: Uint32Array, d: Uint32Array, blk: number, sc: number): void {
  const out = outType(s);
  for (let i = 0; i < s.m; i++) {
    for (let j = 0; j < s.n; j++) {
      const p = dPlace(s, i, j, blk);
      const cv = readPlace(c, p);
      if (out === 'i32') {
        let acc = Number(cv) | 0;
        for (let k = 0; k < s.k; k++) acc = (acc + Math.imul(A[i][k], B[k][j])) | 0;
        writePlace(d, p, acc >>> 0);
        continue;
      }
      const cNum = sc * (out === 'f64' ? f64(BigInt(cv)) : f32(Number(cv)));
      writePlace(d, p, dot(A[i], B, j, cNum, out === 'f64'));
    }
  }
}

/**
 * The dense A (M x K) of a v_smfmac_*: lane l holds row l % M, dense K elements kp * g ..
 * kp * g + kp - 1 (g = floor(l / M)); its stored value t (from bit t * width of its 2 registers)
 * sits at 4 * floor(t / 2) + the 2-bit index t of the lane's index set: kp bits of the index
 * VGPR from bit kp * ABID (CBSZ 0; any other CBSZ: from bit 0). Positions no value names are 0;
 * two values naming one position add up there (exact: the products are summed exactly anyway).
 */
export function sparseA(s: MfmaShape, a: Uint32Array, idx: Uint32Array, cbsz: number, abid: number): number[][] {
  const A = Array.from({ length: s.m }, () => new Array<number>(s.k).fill(0));
  const bits = BITS[s.a], mask = bits === 32 ? 0xffffffff : (1 << bits) - 1;
  const from = cbsz ? 0 : (abid % (32 / s.kp)) * s.kp;
  for (let l = 0; l < 64; l++) {
    const i = l % s.m, g = Math.floor(l / s.m);
    for (let t = 0; t < s.kp / 2; t++) {
      const at = t * bits, v = (a[Math.floor(at / 32) * 64 + l] >>> (at % 32)) & mask;
      const k = s.kp * g + 4 * Math.floor(t / 2) + ((idx[l] >>> (from + 2 * t)) & 3);
      A[i][k] += elementValue(s.a, v);
    }
  }
  return A;
}

/**
 * D += A * B of a v_smfmac_* in lane-register form: a (2 registers) the stored values of the
 * sparse A, b (4) the dense B, idx (1) the index VGPR, cd (accRegs) D's registers before.
 */
export function smfmac(s: MfmaShape, a: Uint32Array, b: Uint32Array, idx: Uint32Array, cd: Uint32Array, cbsz = 0, abid = 0): Uint32Array {
  const d = new Uint32Array(accRegs(s) * 64);
  accumulate(s, sparseA(s, a, idx, cbsz, abid), denseB(s, b, 0, 1, (p) => p), cd, d, 0, 1);
  return d;
}

/** C + sum_k a[k] * B[k][j], exact, rounded once to f32 or f64 (NaN: the canonical quiet NaN). */
function dot(a: readonly number[], B: readonly number[][], j: number, c: number, wide: boolean): number | bigint {
  const fmt = wide ? F64 : F32;
  let special = !Number.isFinite(c);
  for (let k = 0; k < a.length && !special; k++) special = !Number.isFinite(a[k]) || !Number.isFinite(B[k][j]);
  if (special) {
    // Infinities and NaNs: IEEE arithmetic decides (inf - inf, 0 * inf: NaN).
    let x = c;
    for (let k = 0; k < a.length; k++) x += a[k] * B[k][j];
    // The result is an infinity or NaN (an infinite operand times 0 is NaN).
    return wide ? bits64(x) : bits32(x);
  }
  // Fast path: when every product and partial sum is exact in f64 (TwoProduct/TwoSum errors
  // all 0), the f64 sum is the exact value and one rounding of it is the policy's result.
  let sum = c, exact = true;
  for (let k = 0; k < a.length && exact; k++) {
    const p = a[k] * B[k][j];
    const t = sum + p, v = t - sum;
    exact = productError(a[k], B[k][j], p) === 0 && (sum - (t - v)) + (p - v) === 0 && Number.isFinite(t);
    sum = t;
  }
  if (exact) return wide ? bits64(sum) : bits32(sum);
  const terms: Dyadic[] = [dyadic(c)];
  for (let k = 0; k < a.length; k++) terms.push(dyMul(dyadic(a[k]), dyadic(B[k][j])));
  return roundDyadic(dySum(terms, 0), fmt, 0);
}

const SPLIT = 134217729; // 2^27 + 1 (Veltkamp)
/** The rounding error of p = fl(x * y) (Dekker's TwoProduct; 0 when the product is exact). */
function productError(x: number, y: number, p: number): number {
  if (Math.abs(x) > 2 ** 996 || Math.abs(y) > 2 ** 996 || (p !== 0 && Math.abs(p) < 2 ** -969)) return NaN; // split would overflow or lose bits
  const cx = SPLIT * x, xh = cx - (cx - x), xl = x - xh;
  const cy = SPLIT * y, yh = cy - (cy - y), yl = y - yh;
  return ((xh * yh - p) + xh * yl + xl * yh) + xl * yl;
}
