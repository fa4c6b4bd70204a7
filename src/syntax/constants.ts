// Which scalar-source code a constant gets, as llvm-mc 19 chooses it: an inline constant where
// one has the value, else the 32-bit literal. Shared by the assembler (to encode) and the
// printer (a literal whose printed value would assemble to an inline constant has no text).
import type { Gen } from '../isa/gens.js';
import { has } from '../isa/targets.js';
import { INLINE_F32, INLINE_F64, INLINE_FLOAT_VALUES, inlineFloatCodes, inlineIntCode } from '../isa/src-operands.js';
import { INLINE_INT_FIRST, INV_2PI } from '../isa/special-regs.js';

/** f32 bits of the inline floats 240-247 (1/(2*pi), 248, is tested apart: GCN 1.2 and later). */
const F32_INLINE = inlineFloatCodes(INLINE_F32, false);
const F32_INV_2PI = INLINE_F32[8];
const FLOAT_VALUES = inlineFloatCodes(INLINE_FLOAT_VALUES, false);

/** Inline code of a 32-bit operand value (as an unsigned dword), if it has one. */
export function inlineCode32(gen: Gen, u: number): number | undefined {
  const i = inlineIntCode(u | 0);
  if (i !== undefined) return i;
  const f = F32_INLINE.get(u >>> 0);
  if (f !== undefined) return f;
  if (u >>> 0 === F32_INV_2PI && has(gen, 'inv-2pi-inline')) return INV_2PI;
  return undefined;
}

/**
 * The f64 inline constants by the high half of their bits (their low halves are 0): a 32-bit
 * literal of an f64 operand is the high half of its value, so 0x40000000 there is 2.0, which
 * llvm-mc 19 writes as the inline constant (and a printed 0x40000000 would read back so).
 */
const F64_HIGH_INLINE = inlineFloatCodes(INLINE_F64.map((b) => Number(b >> 32n)), false);
/** 1/(2*pi) as f64 bits: inline on GCN 1.2 and later; its low half is not 0, so no 32-bit literal is it. */
const F64_INV_2PI = INLINE_F64[8];

/** Inline code of a 32-bit literal of an f64 operand (its value's high half), if it has one. */
export function inlineHigh64(u: number): number | undefined {
  return F64_HIGH_INLINE.get(u >>> 0);
}

/**
 * Inline code of a 64-bit value written for a 64-bit operand (integer or f64, as llvm-mc 19 takes
 * 0x4000000000000000 for 2.0 in either), if it has one: -16..64, the inline floats' f64 bits, and
 * 1/(2*pi) on GCN 1.2+. Any other value wider than 32 bits has no encoding (literals are 32 bits).
 */
export function inlineCode64(gen: Gen, big: bigint): number | undefined {
  const s = BigInt.asIntN(64, big);
  if (s >= -16n && s <= 64n) return inlineIntCode(Number(s));
  const u = BigInt.asUintN(64, big);
  if (u === F64_INV_2PI) return has(gen, 'inv-2pi-inline') ? INV_2PI : undefined;
  return (u & 0xffffffffn) === 0n ? inlineHigh64(Number(u >> 32n)) : undefined;
}

/** Inline code of a value written as a float for a 64-bit operand (only the inline ones exist). */
export function inlineFloat64(gen: Gen, f: number): number | undefined {
  const c = FLOAT_VALUES.get(f);
  if (c !== undefined) return c;
  if (has(gen, 'inv-2pi-inline') && Math.abs(f - 1 / (2 * Math.PI)) < 1e-15) return INV_2PI;
  if (f === 0) return INLINE_INT_FIRST;
  return undefined;
}

/** Inline code of a float written for any operand: ±0.5, ±1, ±2, ±4, and 1/(2*pi) in either spelling. */
export function inlineFloat(gen: Gen, f: number): number | undefined {
  const c = FLOAT_VALUES.get(f);
  if (c !== undefined) return c;
  if (has(gen, 'inv-2pi-inline') && (Math.abs(f - 1 / (2 * Math.PI)) < 1e-15 || f === 0.15915494)) return INV_2PI;
  return undefined;
}

/** High and low halves of a float's f64 bits. */
export function f64Halves(f: number): { hi: number; lo: number } {
  const b = new DataView(new ArrayBuffer(8));
  b.setFloat64(0, f, true);
  return { hi: b.getUint32(4, true), lo: b.getUint32(0, true) };
}

/** f32 bits of a float written for a 32-bit operand (round to nearest even, as llvm-mc). */
export function f32Bits(f: number): number {
  const b = new DataView(new ArrayBuffer(4));
  b.setFloat32(0, f, true);
  return b.getUint32(0, true);
}

const F16_MIN_NORMAL = 2 ** -14, F16_MAX = 65504, F32_MIN_NORMAL = 2 ** -126;

/** floor(log2(a)) of a positive finite number, exact (Math.log2 can be off by one near powers of two). */
function exponentOf(a: number): number {
  let e = Math.floor(Math.log2(a));
  if (2 ** e > a) e--;
  else if (2 ** (e + 1) <= a) e++;
  return e;
}

/**
 * Bits of a float written for a 16- or 32-bit operand, rounded to nearest even straight from the
 * written (double) value as llvm-mc's APFloat does. Rounding to f32 first and then to f16 rounds
 * twice: 1.0004882812500009 (just above the f16 midpoint 1 + 2^-11) would become the tie 1 + 2^-11
 * in f32 and then 1.0, where llvm-mc 19 writes 0x3c01. 'overflow': the value rounds beyond the
 * largest finite float; 'underflow': it rounds inexactly to a denormal or to zero. llvm-mc 19
 * rejects both ("invalid operand for instruction"; it allows precision loss, not overflow or
 * underflow), and either would change the value silently (70000.0 -> +inf in f16, 1.0e-50 -> 0).
 */
export function floatBits(f: number, width: 16 | 32): number | 'overflow' | 'underflow' {
  if (width === 32) {
    const r = Math.fround(f);
    if (!Number.isFinite(r) && Number.isFinite(f)) return 'overflow';
    if (r !== f && Math.abs(r) < F32_MIN_NORMAL) return 'underflow';
    return f32Bits(r);
  }
  if (Number.isNaN(f)) return 0x7e00;
  const sign = f < 0 || Object.is(f, -0) ? 0x8000 : 0;
  const a = Math.abs(f);
  if (a === Infinity) return sign | 0x7c00;
  if (a === 0) return sign;
  // Quantum of the result: 2^(e-10) for a normal f16, 2^-24 for a denormal; a / q is exact.
  const q = 2 ** (Math.max(exponentOf(a), -14) - 10);
  const m = a / q;
  let r = Math.floor(m);
  const d = m - r;
  if (d > 0.5 || (d === 0.5 && (r & 1) !== 0)) r++;
  const v = r * q;
  if (v > F16_MAX) return 'overflow';
  if (v < F16_MIN_NORMAL) return v === a ? sign | r : 'underflow';
  const e = exponentOf(v);
  return sign | ((e + 15) << 10) | (v / 2 ** (e - 10) - 1024);
}

/**
 * Whether the literal dword `u`, printed in hex, reads back as an inline constant: always for
 * a 32-bit operand whose value has an inline form; for a 64-bit operand only 0..64 (the hex
 * text is a non-negative 64-bit value below 2^32).
 */
export function literalReadsInline(gen: Gen, u: number, bits: 32 | 64): boolean {
  return bits === 32 ? inlineCode32(gen, u) !== undefined : u <= 64;
}
