// The 8-bit floats of gfx940-942 (CDNA3): FP8 = E4M3 with exponent bias 8, BF8 = E5M2 with bias
// 16, both "FNUZ" (finite, no negative zero: 0x80 is the only NaN, there are no infinities and no
// -0). (gfx950 and RDNA4 use the OCP E4M3FN/E5M2 formats instead; they are not modelled here.)
// Largest finite values: FP8 0x7f = 240, BF8 0x7f = 57344. Smallest subnormals: FP8 2^-10,
// BF8 2^-17. Conversion policy (docs/sim.md "MFMA"): f32 -> 8-bit rounds to nearest even; a
// value beyond the largest finite one (or an infinity) becomes NaN (0x80), or with `clamp`
// (the instructions' clamp bit) the largest finite value of its sign; NaN stays NaN; a result
// that rounds to zero is +0 (0x00), since the formats have no -0. Stochastic rounding
// (f32ToF8Sr, docs/sim.md P167) adds random bits below the kept ones and truncates.
import { decompose } from './float.js';

export type F8Format = 'fp8' | 'bf8';

interface F8Spec { readonly mant: number; readonly bias: number; readonly max: number }
const SPEC: Record<F8Format, F8Spec> = {
  fp8: { mant: 3, bias: 8, max: 240 },
  bf8: { mant: 2, bias: 16, max: 57344 },
};

/** The 8-bit NaN (the only one: 1 in the sign bit, all else 0). */
export const F8_NAN = 0x80;

/** The value of an 8-bit float (byte in bits 7:0) as a JS number (exact). */
export function f8ToNum(byte: number, fmt: F8Format): number {
  const b = byte & 0xff;
  if (b === F8_NAN) return NaN;
  const s = SPEC[fmt];
  const expMask = (1 << (7 - s.mant)) - 1;
  const e = (b >>> s.mant) & expMask, m = b & ((1 << s.mant) - 1);
  const v = e ? (m + (1 << s.mant)) * 2 ** (e - s.bias - s.mant) : m * 2 ** (1 - s.bias - s.mant);
  return b & 0x80 ? -v : v;
}

/** An f32 bit pattern converted to an 8-bit float, rounded to nearest even (policy above). */
export function f32ToF8(bits: number, fmt: F8Format, clamp = false): number {
  const F = new Float32Array(new Uint32Array([bits >>> 0]).buffer)[0];
  return numToF8(F, fmt, clamp);
}

/** A JS number rounded to nearest even into an 8-bit float (policy above). */
export function numToF8(x: number, fmt: F8Format, clamp = false): number {
  const s = SPEC[fmt];
  if (x !== x) return F8_NAN;
  const neg = x < 0;
  const sign = neg ? 0x80 : 0;
  const maxBits = 0x7f;
  if (!Number.isFinite(x)) return clamp ? sign | maxBits : F8_NAN;
  if (x === 0) return 0;
  const d = decompose(Math.abs(x));
  // value = m * 2^e; quantum of the target at this magnitude: 2^(E - mant), at least the subnormal step.
  const E = d.e + d.m.toString(2).length - 1;
  const emin = 1 - s.bias;
  const qExp = Math.max(E, emin) - s.mant;
  const shift = qExp - d.e;
  let q: bigint;
  if (shift <= 0) q = d.m << BigInt(-shift);
  else {
    q = d.m >> BigInt(shift);
    const rem = d.m - (q << BigInt(shift)), half = 1n << BigInt(shift - 1);
    if (rem > half || (rem === half && (q & 1n) === 1n)) q++;
  }
  const mag = Number(q) * 2 ** qExp;
  if (mag === 0) return 0;
  if (mag > s.max) return clamp ? sign | maxBits : F8_NAN;
  // Encode the (now representable) magnitude.
  const e2 = Math.floor(Math.log2(mag));
  if (e2 < emin) return sign | (mag / 2 ** (emin - s.mant));
  const biased = e2 + s.bias;
  const frac = mag / 2 ** e2 - 1;
  return sign | (biased << s.mant) | Math.round(frac * (1 << s.mant));
}

/**
 * An f32 bit pattern converted to an 8-bit float with stochastic rounding (v_cvt_sr_fp8/bf8_f32,
 * docs/sim.md P167), in the integer steps of AMD's reference conversion (HIP's amd_hip_fp8.h
 * cast_to_f8, from rocBLAS): the 24-bit significand is shifted right to the target's subnormal
 * exponent where needed (the bits shifted out are dropped), the low 23 - mant bits of `rng` are
 * added below the kept bits, and the sum is truncated. Inf and NaN give NaN; a result beyond the
 * largest finite value gives NaN (P129: these rows have no clamp); a zero result is +0.
 */
export function f32ToF8Sr(bits: number, rng: number, fmt: F8Format): number {
  const s = SPEC[fmt];
  const b = bits >>> 0;
  const exp = (b >>> 23) & 0xff;
  if (exp === 0xff) return F8_NAN;
  if (exp === 0) return 0; // f32 zeros and subnormals: the shift leaves no significand bit
  const dropBits = 23 - s.mant;
  const denormExp = 1 - s.bias; // the exponent of the target's subnormals
  const act = exp - 127;
  const diff = act < denormExp ? denormExp - act : 0;
  let mant = diff >= 24 ? 0 : ((b & 0x7fffff) | 0x800000) >>> diff;
  let e8 = act + diff + s.bias - (mant & 0x800000 ? 0 : 1);
  mant += (rng >>> 0) & ((1 << dropBits) - 1);
  if (e8 === 0) { if (mant & 0x800000) e8 = 1; } // a subnormal rounded up into the normals
  else if (mant & 0x1000000) { mant >>>= 1; e8++; }
  mant >>>= dropBits;
  if (e8 > (1 << (7 - s.mant)) - 1) return F8_NAN;
  if (e8 === 0 && mant === 0) return 0;
  return ((b >>> 31) << 7) | (e8 << s.mant) | (mant & ((1 << s.mant) - 1));
}
