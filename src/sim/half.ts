// Small floats with a 5-bit exponent (bias 15) as raw bits: IEEE half (s1e5m10) and the unsigned
// packed floats of the 10_11_11 / 11_11_10 buffer formats (e5m6, e5m5), to and from f32 bit
// patterns. All integer arithmetic, no allocation; f32 values are u32 bit patterns.

const F32 = new Float32Array(1);
const U32 = new Uint32Array(F32.buffer);

/** The f32 bit pattern of a JS number (rounded to f32 to nearest even). */
export function f32Bits(x: number): number {
  F32[0] = x;
  return U32[0];
}

/** The JS number an f32 bit pattern stands for. */
export function bitsF32(bits: number): number {
  U32[0] = bits;
  return F32[0];
}

/**
 * |x| (an f32 bit pattern with the sign clear, not NaN) -> a 5-bit-exponent float with mantBits
 * mantissa bits, rounded to nearest even; too large (after rounding) gives Inf, too small 0.
 */
function magnitudeToSmall(abs: number, mantBits: number): number {
  const e = abs >>> 23;
  const te = e - 112; // rebias: 127 -> 15
  if (te >= 31) return 0x1f << mantBits; // Inf, or finite beyond the largest exponent
  let sig: number;
  let shift: number;
  let r: number;
  if (te > 0) {
    sig = abs & 0x7fffff;
    shift = 23 - mantBits;
    r = (te << mantBits) | (sig >>> shift);
  } else {
    // Denormal result: value = sig * 2^(e-150), unit 2^(-14-mantBits).
    shift = 24 - mantBits - te;
    if (shift > 24) return 0; // below half the smallest denormal (f32 denormals included)
    sig = (abs & 0x7fffff) | 0x800000;
    r = sig >>> shift;
  }
  const rem = sig & ((1 << shift) - 1);
  const half = 1 << (shift - 1);
  // A carry out of the mantissa bumps the exponent (denormal -> normal, max -> Inf): both right.
  if (rem > half || (rem === half && (r & 1) !== 0)) r++;
  return r;
}

/** A 5-bit-exponent float (no sign) -> f32 bits; NaN keeps its payload shifted up (no quieting). */
function smallToF32(v: number, mantBits: number): number {
  const e = (v >>> mantBits) & 0x1f;
  const m = v & ((1 << mantBits) - 1);
  if (e === 0x1f) return (0x7f800000 | (m << (23 - mantBits))) >>> 0;
  if (e !== 0) return (((e + 112) << 23) | (m << (23 - mantBits))) >>> 0;
  if (m === 0) return 0;
  // Denormal m * 2^(-14-mantBits) = 1.f * 2^(p-14-mantBits), p = the top set bit of m.
  const p = 31 - Math.clz32(m);
  return (((p - 14 - mantBits + 127) << 23) | ((m << (23 - p)) & 0x7fffff)) >>> 0;
}

/** f32 bits -> f16 bits: round to nearest even, overflow -> Inf, NaN -> quiet NaN (top payload bits kept). */
export function f32ToF16(bits: number): number {
  const sign = (bits >>> 16) & 0x8000;
  const abs = bits & 0x7fffffff;
  if (abs > 0x7f800000) return sign | 0x7e00 | ((abs & 0x7fffff) >>> 13);
  return sign | magnitudeToSmall(abs, 10);
}

/** f16 bits -> f32 bits (exact); a signalling NaN comes back quiet. */
export function f16ToF32(half: number): number {
  const sign = (half & 0x8000) << 16;
  let r = smallToF32(half & 0x7fff, 10);
  if (r > 0x7f800000) r |= 0x400000;
  return (sign | r) >>> 0;
}

/**
 * f32 bits -> unsigned float with a 5-bit exponent and mantBits (6: uf11, 5: uf10) mantissa bits:
 * round to nearest even, negatives (and -Inf, -0) -> 0, overflow -> Inf, NaN -> quiet NaN.
 */
export function f32ToUfloat(bits: number, mantBits: number): number {
  const abs = bits & 0x7fffffff;
  if (abs > 0x7f800000) return (0x1f << mantBits) | (1 << (mantBits - 1)) | ((abs & 0x7fffff) >>> (23 - mantBits));
  if (bits >>> 31) return 0;
  return magnitudeToSmall(abs, mantBits);
}

/** Unsigned float (mantBits 6: uf11, 5: uf10) -> f32 bits, as Mesa's ac_ufN_to_float (NaN payload kept). */
export function ufloatToF32(v: number, mantBits: number): number {
  return smallToF32(v, mantBits);
}
