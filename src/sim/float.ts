// IEEE-754 arithmetic on raw bit patterns for the vector ALU: f16/f32 as u32 numbers, f64 as
// bigint. One exact rounding routine (value = m * 2^e, m a bigint) rounds to nearest even into
// any of the three formats with subnormals and overflow, so fused operations (fma) and
// conversions are correctly rounded without double rounding. Plain JS arithmetic (f64, RNE) is
// used where it is exact before the one rounding (f32/f16 add, sub, mul: the f64 result is exact
// or, for div/sqrt, double rounding through f64 is innocuous since 53 >= 2p + 2).
// docs/sim.md P80-P89 give the NaN, denormal and transcendental policies.

export interface Fmt {
  readonly bits: 16 | 32 | 64;
  readonly mant: number;
  readonly expBits: number;
  readonly bias: number;
}
export const F16: Fmt = { bits: 16, mant: 10, expBits: 5, bias: 15 };
export const F32: Fmt = { bits: 32, mant: 23, expBits: 8, bias: 127 };
export const F64: Fmt = { bits: 64, mant: 52, expBits: 11, bias: 1023 };

/** Canonical quiet NaNs (P80). */
export const QNAN32 = 0x7fc00000;
export const QNAN16 = 0x7e00;
export const QNAN64 = 0x7ff8000000000000n;

const DV = new DataView(new ArrayBuffer(8));

// f32 <-> bits through aliased typed arrays (faster than the DataView on the VALU's hot path).
const F32A = new Float32Array(1);
const U32A = new Uint32Array(F32A.buffer);

export function f32(bits: number): number {
  U32A[0] = bits;
  return F32A[0];
}
export function f64(bits: bigint): number {
  DV.setBigUint64(0, bits);
  return DV.getFloat64(0);
}
/** Bits of a JS number as f64 (NaN: the canonical quiet NaN). */
export function bits64(x: number): bigint {
  if (x !== x) return QNAN64;
  DV.setFloat64(0, x);
  return DV.getBigUint64(0);
}
/** f32 bits of a JS number rounded to nearest even (NaN: canonical). */
export function bits32(x: number): number {
  if (x !== x) return QNAN32;
  F32A[0] = x;
  return U32A[0];
}
/** f16 bits of a JS number, rounded once to nearest even (NaN: canonical). */
export function bits16(x: number): number {
  if (x !== x) return QNAN16;
  return Number(roundNumber(x, F16));
}
export function f16(bits: number): number {
  const e = (bits >>> 10) & 0x1f, m = bits & 0x3ff, s = bits & 0x8000 ? -1 : 1;
  if (e === 0x1f) return m ? NaN : s * Infinity;
  return s * (e ? (m + 1024) * 2 ** (e - 25) : m * 2 ** -24);
}

/** Value of a format's bits as a JS number (exact). */
export function toNum(fmt: Fmt, v: number | bigint): number {
  return fmt.bits === 64 ? f64(v as bigint) : fmt.bits === 32 ? f32(v as number) : f16(v as number);
}
/** A JS number rounded into a format's bits (NaN canonical). */
export function fromNum(fmt: Fmt, x: number): number | bigint {
  return fmt.bits === 64 ? bits64(x) : fmt.bits === 32 ? bits32(x) : bits16(x);
}

/** Sign-magnitude pieces of a finite JS number: x = (-1)^neg * m * 2^e exactly. */
export function decompose(x: number): { neg: boolean; m: bigint; e: number } {
  DV.setFloat64(0, x);
  const b = DV.getBigUint64(0);
  const exp = Number((b >> 52n) & 0x7ffn);
  const frac = b & 0xfffffffffffffn;
  return { neg: b >> 63n === 1n, m: exp ? frac | (1n << 52n) : frac, e: (exp ? exp : 1) - 1075 };
}

function bitLength(m: bigint): number {
  return m.toString(2).length;
}

/**
 * IEEE rounding directions as MODE.FP_ROUND encodes them (SI/CI/GCN3/Vega manuals, MODE[1:0] for
 * f32, MODE[3:2] for f64 and f16): 0 nearest even, 1 toward +Inf, 2 toward -Inf, 3 toward zero.
 */
export type RoundMode = 0 | 1 | 2 | 3;

/**
 * Round (-1)^neg * m * 2^e (m >= 0) into `fmt` in direction `mode` (default nearest even), with
 * subnormals; overflow gives Inf, or the largest finite value where the direction points to zero.
 * Bits returned as bigint.
 */
export function roundExact(neg: boolean, m: bigint, e: number, fmt: Fmt, mode: RoundMode = 0): bigint {
  const sign = neg ? 1n << BigInt(fmt.bits - 1) : 0n;
  if (m === 0n) return sign;
  const n = bitLength(m);
  const emin = 1 - fmt.bias;
  let E = e + n - 1;
  const shift = E >= emin ? n - (fmt.mant + 1) : emin - fmt.mant - e;
  let q: bigint;
  if (shift <= 0) q = m << BigInt(-shift);
  else {
    q = m >> BigInt(shift);
    const rem = m - (q << BigInt(shift));
    if (rem !== 0n) {
      const half = 1n << BigInt(shift - 1);
      // Away from zero: nearest (above half, or a tie to odd), or the direction of the sign.
      const up = mode === 0 ? rem > half || (rem === half && (q & 1n) === 1n) : mode === 1 ? !neg : mode === 2 ? neg : false;
      if (up) q++;
    }
  }
  const maxExp = (1 << fmt.expBits) - 1;
  if (E < emin) return sign | q; // subnormal (a carry into 2^mant is the smallest normal: same bits)
  if (q === 1n << BigInt(fmt.mant + 1)) { q >>= 1n; E++; }
  const biased = E + fmt.bias;
  if (biased >= maxExp) return sign | overflowBits(fmt, neg, mode);
  return sign | (BigInt(biased) << BigInt(fmt.mant)) | (q - (1n << BigInt(fmt.mant)));
}

/** The magnitude bits of an overflowed result: Inf, or the largest finite value when rounding toward zero's side. */
function overflowBits(fmt: Fmt, neg: boolean, mode: RoundMode): bigint {
  const inf = BigInt((1 << fmt.expBits) - 1) << BigInt(fmt.mant);
  const toInf = mode === 0 || (mode === 1 && !neg) || (mode === 2 && neg);
  return toInf ? inf : inf - 1n;
}

/** An exact value (-1)^neg * m * 2^e; a zero keeps its sign. */
export interface Dyadic { readonly neg: boolean; readonly m: bigint; readonly e: number }

/** The exact dyadic of a finite JS number. */
export const dyadic = (x: number): Dyadic => decompose(x);

/** The exact product of two dyadics (the sign of a zero product is the xor of the signs). */
export function dyMul(a: Dyadic, b: Dyadic): Dyadic {
  return { neg: a.neg !== b.neg, m: a.m * b.m, e: a.e + b.e };
}

/**
 * The exact sum of dyadics. An exact zero is -0 when every term is a -0; +0 when every term is
 * a +0; otherwise (cancellation, or zeros of both signs) +0, or -0 toward -Inf (IEEE 754 6.3).
 */
export function dySum(terms: readonly Dyadic[], mode: RoundMode): Dyadic {
  const e = Math.min(...terms.map((t) => t.e));
  let sum = 0n;
  for (const t of terms) sum += (t.neg ? -t.m : t.m) << BigInt(t.e - e);
  if (sum !== 0n) return { neg: sum < 0n, m: sum < 0n ? -sum : sum, e };
  const zeros = terms.every((t) => t.m === 0n);
  const neg = zeros && terms.every((t) => t.neg) ? true : zeros && terms.every((t) => !t.neg) ? false : mode === 2;
  return { neg, m: 0n, e: 0 };
}

/** A dyadic rounded into `fmt` by `mode` (bits: number for f16/f32, bigint for f64). */
export function roundDyadic(d: Dyadic, fmt: Fmt, mode: RoundMode): number | bigint {
  const b = roundExact(d.neg, d.m, d.e, fmt, mode);
  return fmt.bits === 64 ? b : Number(b);
}

/** A finite or infinite JS number rounded into `fmt` (bits as bigint). */
export function roundNumber(x: number, fmt: Fmt): bigint {
  if (x === Infinity || x === -Infinity) {
    const inf = BigInt((1 << fmt.expBits) - 1) << BigInt(fmt.mant);
    return x < 0 ? inf | (1n << BigInt(fmt.bits - 1)) : inf;
  }
  if (x === 0) return Object.is(x, -0) ? 1n << BigInt(fmt.bits - 1) : 0n;
  const d = decompose(x);
  return roundExact(d.neg, d.m, d.e, fmt);
}

export function isNaNBits(fmt: Fmt, v: number | bigint): boolean {
  return toNum(fmt, v) !== toNum(fmt, v);
}

/** Fused a * b + c with one rounding into `fmt` (operands as JS numbers, exact in f64). */
export function fused(a: number, b: number, c: number, fmt: Fmt): number | bigint {
  const r = a * b + c;
  const out = (bits: bigint): number | bigint => (fmt.bits === 64 ? bits : Number(bits));
  if (r !== r || !Number.isFinite(a) || !Number.isFinite(b) || !Number.isFinite(c)) return fromNum(fmt, r);
  if (a === 0 || b === 0) return fromNum(fmt, a * b + c); // exact: c, or a signed zero sum
  if (fmt.bits !== 64) return fusedNarrow(a * b, c, fmt);
  const pa = decompose(a), pb = decompose(b);
  const pNeg = pa.neg !== pb.neg;
  let pm = pa.m * pb.m;
  let pe = pa.e + pb.e;
  if (c === 0) return out(roundExact(pNeg, pm, pe, fmt));
  const pc = decompose(c);
  let cm = pc.m, ce = pc.e;
  const e = Math.min(pe, ce);
  pm <<= BigInt(pe - e); pe = e;
  cm <<= BigInt(ce - e); ce = e;
  const sum = (pNeg ? -pm : pm) + (pc.neg ? -cm : cm);
  if (sum === 0n) return out(0n); // exact cancellation: +0 in nearest even
  return out(roundExact(sum < 0n, sum < 0n ? -sum : sum, e, fmt));
}

/**
 * p + c rounded once into f32/f16, p = a * b exact in f64 (a 22- or 48-bit product): the f64 sum
 * rounded to odd (TwoSum gives its error; an inexact sum with an even last bit moves one f64 ulp
 * toward the error), which then rounds correctly to any format at least two bits narrower.
 */
function fusedNarrow(p: number, c: number, fmt: Fmt): number {
  let s = p + c;
  const v = s - p;
  const err = (p - (s - v)) + (c - v);
  if (err !== 0 && Number.isFinite(s)) {
    DV.setFloat64(0, s);
    const lo = DV.getUint32(4);
    if ((lo & 1) === 0) {
      const away = err > 0 === s > 0; // the exact sum is farther from zero than s
      if (away) DV.setUint32(4, lo + 1);
      else if (lo !== 0) DV.setUint32(4, lo - 1);
      else { DV.setUint32(4, 0xffffffff); DV.setUint32(0, DV.getUint32(0) - 1); }
      s = DV.getFloat64(0);
    }
  }
  return fmt.bits === 32 ? bits32(s) : bits16(s);
}

/** Exponent field and mantissa of bits. */
function fieldsOf(fmt: Fmt, v: number | bigint): { exp: number; frac: bigint; neg: boolean } {
  const b = BigInt(v) & ((1n << BigInt(fmt.bits)) - 1n); // a 16-bit value's register may have high bits
  return { exp: Number((b >> BigInt(fmt.mant)) & BigInt((1 << fmt.expBits) - 1)), frac: b & ((1n << BigInt(fmt.mant)) - 1n), neg: b >> BigInt(fmt.bits - 1) === 1n };
}

/** A subnormal (input or output) flushed to a zero of the same sign (P83). */
export function flush(fmt: Fmt, v: number | bigint): number | bigint {
  const f = fieldsOf(fmt, v);
  if (f.exp !== 0 || f.frac === 0n) return v;
  return fmt.bits === 64 ? (f.neg ? 1n << 63n : 0n) : f.neg ? 1 << (fmt.bits - 1) >>> 0 : 0;
}

/** IEEE class bits of v_cmp_class: 0 sNaN, 1 qNaN, 2 -Inf, 3 -normal, 4 -denormal, 5 -0, 6 +0, 7 +denormal, 8 +normal, 9 +Inf. */
export function classBit(fmt: Fmt, v: number | bigint): number {
  const f = fieldsOf(fmt, v);
  const maxExp = (1 << fmt.expBits) - 1;
  if (f.exp === maxExp) {
    if (f.frac === 0n) return f.neg ? 2 : 9;
    return (f.frac >> BigInt(fmt.mant - 1)) & 1n ? 1 : 0;
  }
  if (f.exp === 0) return f.frac === 0n ? (f.neg ? 5 : 6) : f.neg ? 4 : 7;
  return f.neg ? 3 : 8;
}

/** IEEE-754 2008 minNum/maxNum: a NaN operand gives the other; -0 < +0 (P81). */
export function minNum(a: number, b: number): number {
  if (a !== a) return b;
  if (b !== b) return a;
  if (a === 0 && b === 0) return Object.is(a, -0) || Object.is(b, -0) ? -0 : 0;
  return a < b ? a : b;
}
export function maxNum(a: number, b: number): number {
  if (a !== a) return b;
  if (b !== b) return a;
  if (a === 0 && b === 0) return Object.is(a, 0) || Object.is(b, 0) ? 0 : -0;
  return a > b ? a : b;
}

/** Median of three (v_med3): NaN rules as the manuals' max3/min3 chain (P81). */
export function med3(a: number, b: number, c: number): number {
  if (a !== a || b !== b || c !== c) return minNum(minNum(a, b), c);
  return maxNum(minNum(a, b), minNum(maxNum(a, b), c));
}

/** Round half to even to an integer (v_rndne). */
export function rint(x: number): number {
  if (!Number.isFinite(x)) return x;
  const r = Math.round(x);
  const v = r - x === 0.5 && r % 2 !== 0 ? r - 1 : r;
  return v === 0 ? (x < 0 || Object.is(x, -0) ? -0 : 0) : v;
}

/** Float to integer, truncating, NaN -> 0, clamped to [lo, hi] (the hardware's conversion, P85). */
export function toInt(x: number, lo: number, hi: number): number {
  if (x !== x) return 0;
  const t = Math.trunc(x);
  return t < lo ? lo : t > hi ? hi : t;
}

/** frexp: mantissa in [0.5, 1) and exponent; Inf/NaN give mantissa = x and exponent 0 (P86). */
export function frexp(x: number): [number, number] {
  if (x === 0 || !Number.isFinite(x)) return [x, 0];
  const d = decompose(Math.abs(x));
  const e = d.e + bitLength(d.m);
  return [x * 2 ** -e, e];
}

/** x * 2^n without an intermediate overflow or underflow. */
export function ldexp(x: number, n: number): number {
  if (x === 0 || !Number.isFinite(x)) return x;
  let r = x;
  let k = Math.max(-2200, Math.min(2200, n));
  while (k > 1000) { r *= 2 ** 1000; k -= 1000; }
  while (k < -1000) { r *= 2 ** -1000; k += 1000; }
  return r * 2 ** k;
}
