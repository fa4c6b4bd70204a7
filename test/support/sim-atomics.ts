// Hand-worked atomic cases (semantics.md §7.2), shared by the scalar and FLAT tests. Each row:
// old memory value, data operand(s) (cmpswap: [src, cmp]), new memory value, and why.
import { split64 } from './sim-util.js';

// Atomic cases: old memory value, data operand(s), new memory value. cmpswap data = [src, cmp].
interface A32 { old: number; data: number[]; neu: number; why: string }
const OLD = 0xfffffff0; // -16 signed
const ATOMIC32: Record<string, A32[]> = {
  swap: [{ old: OLD, data: [0x1d], neu: 0x1d, why: 'D' }],
  cmpswap: [
    { old: OLD, data: [0x1d, OLD], neu: 0x1d, why: 'cmp == old -> src' },
    { old: OLD, data: [0x1d, 0], neu: OLD, why: 'cmp != old -> unchanged' },
  ],
  add: [{ old: OLD, data: [0x1d], neu: 0x0d, why: '0xfffffff0+0x1d wraps to 0xd' }],
  sub: [{ old: OLD, data: [0x1d], neu: 0xffffffd3, why: '0xfffffff0-0x1d' }],
  smin: [{ old: OLD, data: [0x1d], neu: OLD, why: 'min(-16, 29) = -16' }],
  umin: [{ old: OLD, data: [0x1d], neu: 0x1d, why: 'min(0xfffffff0, 0x1d)' }],
  smax: [{ old: OLD, data: [0x1d], neu: 0x1d, why: 'max(-16, 29)' }],
  umax: [{ old: OLD, data: [0x1d], neu: OLD, why: 'max(0xfffffff0, 0x1d)' }],
  and: [{ old: OLD, data: [0x1d], neu: 0x10, why: '...f0 & 1d = 10' }],
  or: [{ old: OLD, data: [0x1d], neu: 0xfffffffd, why: '...f0 | 1d = ...fd' }],
  xor: [{ old: OLD, data: [0x1d], neu: 0xffffffed, why: '...f0 ^ 1d = ...ed' }],
  inc: [
    { old: OLD, data: [0x1d], neu: 0, why: 'old >= D -> 0' },
    { old: 7, data: [0x1d], neu: 8, why: '7 < 29 -> 8' },
  ],
  dec: [
    { old: OLD, data: [0x1d], neu: 0x1d, why: 'old > D -> D' },
    { old: 7, data: [0x1d], neu: 6, why: '7 <= 29 and != 0 -> 6' },
    { old: 0, data: [0x1d], neu: 0x1d, why: 'old == 0 -> D' },
  ],
  // float ops (GCN 1.0/1.1): IEEE ordered equality, minNum/maxNum, -0 < +0 (docs/sim.md)
  fcmpswap: [
    { old: 0x3fc00000, data: [0x40490fdb, 0x3fc00000], neu: 0x40490fdb, why: '1.5 == 1.5 -> src' },
    { old: 0x00000000, data: [0x40490fdb, 0x80000000], neu: 0x40490fdb, why: '+0 == -0 (IEEE) -> src' },
    { old: 0x7fc00000, data: [0x40490fdb, 0x7fc00000], neu: 0x7fc00000, why: 'NaN != NaN -> unchanged' },
  ],
  fmin: [
    { old: 0x3fc00000, data: [0xc0000000], neu: 0xc0000000, why: 'min(1.5, -2.0)' },
    { old: 0x00000000, data: [0x80000000], neu: 0x80000000, why: '-0 < +0' },
    { old: 0x7fc00000, data: [0x3fc00000], neu: 0x3fc00000, why: 'minNum(NaN, 1.5) = 1.5' },
  ],
  fmax: [
    { old: 0x3fc00000, data: [0xc0000000], neu: 0x3fc00000, why: 'max(1.5, -2.0)' },
    { old: 0x80000000, data: [0x00000000], neu: 0x00000000, why: '+0 > -0' },
  ],
};
interface A64 { old: bigint; data: bigint[]; neu: bigint; why: string }
const OLD64 = 0xfffffffffffffff0n; // -16
const D64 = 0x000000010000001dn;
const ATOMIC64: Record<string, A64[]> = {
  swap: [{ old: OLD64, data: [D64], neu: D64, why: 'D' }],
  cmpswap: [
    { old: OLD64, data: [D64, OLD64], neu: D64, why: 'cmp (DATA[2:3]) == old -> src' },
    { old: OLD64, data: [D64, 0xfffffff0n], neu: OLD64, why: 'high halves differ -> unchanged' },
  ],
  add: [{ old: OLD64, data: [D64], neu: 0x000000010000000dn, why: '-16 + 0x1_0000001d, carry into the high dword' }],
  sub: [{ old: OLD64, data: [D64], neu: 0xfffffffeffffffd3n, why: '0xffff_ffff_ffff_fff0 - 0x1_0000_001d' }],
  smin: [{ old: OLD64, data: [D64], neu: OLD64, why: '-16 < D' }],
  umin: [{ old: OLD64, data: [D64], neu: D64, why: 'D < 2^64-16' }],
  smax: [{ old: OLD64, data: [D64], neu: D64, why: 'D > -16' }],
  umax: [{ old: OLD64, data: [D64], neu: OLD64, why: '2^64-16 > D' }],
  and: [{ old: OLD64, data: [D64], neu: 0x0000000100000010n, why: 'bitwise' }],
  or: [{ old: OLD64, data: [D64], neu: 0xfffffffffffffffdn, why: 'bitwise' }],
  xor: [{ old: OLD64, data: [D64], neu: 0xfffffffeffffffedn, why: 'bitwise' }],
  inc: [
    { old: OLD64, data: [D64], neu: 0n, why: 'old >= D -> 0' },
    { old: 0xffffffffn, data: [D64], neu: 0x100000000n, why: '0xffffffff < D -> +1 carries into the high dword' },
  ],
  dec: [
    { old: OLD64, data: [D64], neu: D64, why: 'old > D -> D' },
    { old: 0x100000000n, data: [D64], neu: 0xffffffffn, why: 'old <= D, != 0 -> old-1 borrows' },
  ],
  fcmpswap: [{ old: 0x3ff8000000000000n, data: [0x400921fb54442d18n, 0x3ff8000000000000n], neu: 0x400921fb54442d18n, why: '1.5 == 1.5 -> src (pi)' }],
  fmin: [{ old: 0x3ff8000000000000n, data: [0xc000000000000000n], neu: 0xc000000000000000n, why: 'min(1.5, -2.0) as doubles' }],
  fmax: [{ old: 0x3ff8000000000000n, data: [0xc000000000000000n], neu: 0x3ff8000000000000n, why: 'max(1.5, -2.0) as doubles' }],
};
/** An atomic case as dwords: memory before/after and the data registers. */
export function atomicCase(bits: 32 | 64, op: string): { old: number[]; data: number[]; neu: number[]; why: string }[] {
  if (bits === 32) return (ATOMIC32[op] ?? []).map((c) => ({ old: [c.old >>> 0], data: c.data.map((x) => x >>> 0), neu: [c.neu >>> 0], why: c.why }));
  return (ATOMIC64[op] ?? []).map((c) => ({ old: split64(c.old), data: c.data.flatMap(split64), neu: split64(c.neu), why: c.why }));
}

/**
 * [old memory dword, data dword, new memory dword], worked out by hand: the f32 add with denormals
 * flushed (fadd_ftz: gfx908+'s global/buffer_atomic_add_f32) and the f16 add per half (pk_fadd16).
 */
export type Case = readonly [number, number, number];

export const ADD_F32: readonly Case[] = [
  [0x3f800000, 0x40000000, 0x40400000], // 1 + 2 = 3
  [0x3f800000, 0x33800000, 0x3f800000], // 1 + 2^-24: a tie, to even (1)
  [0x3f800000, 0x33800001, 0x3f800001], // just above the tie: rounds up
  [0x00000001, 0x00000000, 0x00000000], // a denormal old value is flushed
  [0x3f800000, 0x80000001, 0x3f800000], // a denormal datum is flushed
  [0x00800001, 0x80800000, 0x00000000], // 2^-149, a denormal result, flushed to +0
  [0x80000000, 0x80000000, 0x80000000], // -0 + -0 = -0
  [0x7f800000, 0xff800000, 0x7fc00000], // inf - inf: the quiet NaN
  [0x7f7fffff, 0x7f7fffff, 0x7f800000], // overflow to inf
];

export const PK_ADD_F16: readonly Case[] = [
  [0x38003c00, 0x34004000, 0x3a004200], // lo 1 + 2 = 3, hi 0.5 + 0.25 = 0.75
  [0x00010001, 0x00010001, 0x00020002], // f16 denormals kept
  [0x68006800, 0x42003c00, 0x68026800], // lo 2048 + 1 = 2049: a tie, to even (2048); hi 2048 + 3 = 2051 -> 2052
  [0x7bff7bff, 0x00007bff, 0x7bff7c00], // lo 65504 + 65504 overflows to inf; hi + 0 unchanged
  [0x7c00fc00, 0xfc007c00, 0x7e007e00], // -inf + inf per half: the quiet NaN
];
