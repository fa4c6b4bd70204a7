// Buffer DATA_FORMAT / NUM_FORMAT conversions for MUBUF *_FORMAT_* ops (semantics.md §4, docs/sim.md
// P7, P8 and D16). Values are raw u32 VGPR bits: floats as f32 bit patterns, integers as u32.
// The hot paths (unpackFormat, packFormat, applyDstSel) allocate nothing: they work on module
// scratch typed arrays and per-format tables compiled once from LAYOUTS below.

import type { Gen } from '../isa/gens.js';
import { bitsF32, f16ToF32, f32Bits, f32ToF16, f32ToUfloat, ufloatToF32 } from './half.js';
import { has } from '../isa/targets.js';

export { f16ToF32, f32ToF16 } from './half.js';

// NUM_FORMAT codes (§4.3).
const UNORM = 0;
const SNORM = 1;
const USCALED = 2;
const SSCALED = 3;
const UINT = 4;
const SINT = 5;
const SNORM_OGL = 6;
const FLOAT = 7;

const F32_ONE = 0x3f800000;

/**
 * Component widths in bits per DATA_FORMAT, X first; X is the least-significant field and each
 * next component sits directly above the previous one (§4.2). Empty: 0 INVALID, 15 reserved.
 */
const LAYOUTS: readonly (readonly number[])[] = [
  [], //                0 INVALID
  [8], //               1 8
  [16], //              2 16
  [8, 8], //            3 8_8
  [32], //              4 32
  [16, 16], //          5 16_16
  [11, 11, 10], //      6 10_11_11
  [10, 11, 11], //      7 11_11_10
  [2, 10, 10, 10], //   8 10_10_10_2
  [10, 10, 10, 2], //   9 2_10_10_10
  [8, 8, 8, 8], //      10 8_8_8_8
  [32, 32], //          11 32_32
  [16, 16, 16, 16], //  12 16_16_16_16
  [32, 32, 32], //      13 32_32_32
  [32, 32, 32, 32], //  14 32_32_32_32
  [], //                15 reserved
];

/** Bytes of one element of a buffer DATA_FORMAT (1..14), 0 for 0 (invalid) and 15 (reserved). */
export const FORMAT_BYTES: readonly number[] = Object.freeze(LAYOUTS.map((l) => l.reduce((a, w) => a + w, 0) / 8));
/** Components present in DATA_FORMAT (1..4), 0 for invalid/reserved. */
export const FORMAT_COMPONENTS: readonly number[] = Object.freeze(LAYOUTS.map((l) => l.length));

// Flattened per-(format, component) tables, index dfmt * 4 + component: the field's width and its
// bit offset inside the element (no field straddles a dword).
const FIELD_WIDTH = new Uint8Array(64);
const FIELD_LO = new Uint8Array(64);
LAYOUTS.forEach((widths, dfmt) => {
  let lo = 0;
  widths.forEach((w, c) => {
    FIELD_WIDTH[dfmt * 4 + c] = w;
    FIELD_LO[dfmt * 4 + c] = lo;
    lo += w;
  });
});
const SIZE = new Uint8Array(FORMAT_BYTES);
const COMPONENTS = new Uint8Array(FORMAT_COMPONENTS);

// Scratch: the element being read or rewritten, as little-endian dwords; DST_SEL sources.
const WORDS = new Int32Array(4);
const SEL_SRC = new Uint32Array(4);

/** Field result meaning "leave the field's bits as they are" (store not representable). */
const KEEP = -1;

function isIntNfmt(nfmt: number): boolean {
  return nfmt === UINT || nfmt === SINT;
}

/** Whether number format nfmt can be read on gen (SNORM_OGL only on GCN 1.0/1.1). */
export function nfmtReadable(gen: Gen, nfmt: number): boolean {
  if (nfmt === SNORM_OGL) return has(gen, 'snorm-ogl');
  return Number.isInteger(nfmt) && nfmt >= 0 && nfmt <= 7;
}

/** Whether number format nfmt can be written on gen (USCALED, SSCALED, SNORM_OGL never are; same on every gen). */
export function nfmtWritable(gen: Gen, nfmt: number): boolean {
  return nfmt === UNORM || nfmt === SNORM || nfmt === UINT || nfmt === SINT || nfmt === FLOAT;
}

function readElement(bytes: Uint8Array, at: number, size: number): void {
  if (size < 4) {
    WORDS[0] = size === 1 ? bytes[at] : bytes[at] | (bytes[at + 1] << 8);
    return;
  }
  for (let w = 0, p = at; w < size >>> 2; w++, p += 4) {
    WORDS[w] = bytes[p] | (bytes[p + 1] << 8) | (bytes[p + 2] << 16) | (bytes[p + 3] << 24);
  }
}

function writeElement(bytes: Uint8Array, at: number, size: number): void {
  if (size < 4) {
    bytes[at] = WORDS[0];
    if (size === 2) bytes[at + 1] = WORDS[0] >> 8;
    return;
  }
  for (let w = 0, p = at; w < size >>> 2; w++, p += 4) {
    const v = WORDS[w];
    bytes[p] = v;
    bytes[p + 1] = v >> 8;
    bytes[p + 2] = v >> 16;
    bytes[p + 3] = v >> 24;
  }
}

function signExtend(raw: number, width: number): number {
  return (raw << (32 - width)) >> (32 - width);
}

/** One field (width < 32) -> its 32-bit VGPR value (§4.4, P7). */
function fieldToValue(nfmt: number, width: number, raw: number): number {
  switch (nfmt) {
    case UNORM:
      return f32Bits(raw / ((1 << width) - 1));
    case SNORM:
      return f32Bits(Math.max(signExtend(raw, width) / ((1 << (width - 1)) - 1), -1));
    case USCALED:
      return f32Bits(raw);
    case SSCALED:
      return f32Bits(signExtend(raw, width));
    case UINT:
      return raw;
    case SINT:
      return signExtend(raw, width) >>> 0;
    case SNORM_OGL:
      return f32Bits(Math.max((2 * signExtend(raw, width) + 1) / ((1 << width) - 1), -1));
    default: // FLOAT: only 16-, 11- and 10-bit fields have a float encoding
      if (width === 16) return f16ToF32(raw);
      if (width === 11) return ufloatToF32(raw, 6);
      if (width === 10) return ufloatToF32(raw, 5);
      return 0;
  }
}

/** Round to nearest, ties to even (x is an exact double). */
function roundHalfEven(x: number): number {
  let r = Math.floor(x);
  const d = x - r;
  if (d > 0.5 || (d === 0.5 && (r & 1) !== 0)) r++;
  return r;
}

/** A 32-bit VGPR value -> one field's bits (width < 32), or KEEP (§4.5, P8). */
function valueToField(nfmt: number, width: number, value: number): number {
  const mask = (1 << width) - 1;
  switch (nfmt) {
    case UNORM: {
      const x = bitsF32(value);
      if (!(x > 0)) return 0; // NaN, negatives, -0
      return x >= 1 ? mask : roundHalfEven(x * mask);
    }
    case SNORM: {
      const x = bitsF32(value);
      const max = (1 << (width - 1)) - 1;
      if (x !== x) return 0;
      const r = x >= 1 ? max : x <= -1 ? -max : roundHalfEven(x * max);
      return r & mask;
    }
    case UINT:
    case SINT:
      return value & mask;
    case FLOAT:
      if (width === 16) return f32ToF16(value);
      if (width === 11) return f32ToUfloat(value, 6);
      if (width === 10) return f32ToUfloat(value, 5);
      return KEEP;
    default: // USCALED, SSCALED, SNORM_OGL: not writable
      return KEEP;
  }
}

/**
 * Read one element (FORMAT_BYTES[dfmt] bytes at bytes[at..], little-endian) and write 4 converted
 * components X,Y,Z,W into out[0..3] as u32 raw bits (missing components: 0,0,0,1 where 1 is
 * 1.0f = 0x3f800000, except UINT/SINT where it is integer 1). 32-bit components pass through raw.
 * DATA_FORMAT 0 / 15 (nothing to read) give 0,0,0,0.
 */
export function unpackFormat(dfmt: number, nfmt: number, bytes: Uint8Array, at: number, out: Uint32Array): void {
  dfmt &= 15;
  nfmt &= 7;
  const n = COMPONENTS[dfmt];
  if (n === 0) {
    out[0] = out[1] = out[2] = out[3] = 0;
    return;
  }
  readElement(bytes, at, SIZE[dfmt]);
  for (let c = 0; c < n; c++) {
    const k = dfmt * 4 + c;
    const width = FIELD_WIDTH[k];
    const lo = FIELD_LO[k];
    const word = WORDS[lo >>> 5];
    out[c] = width === 32 ? word : fieldToValue(nfmt, width, (word >>> (lo & 31)) & ((1 << width) - 1));
  }
  for (let c = n; c < 3; c++) out[c] = 0;
  if (n < 4) out[3] = isIntNfmt(nfmt) ? 1 : F32_ONE;
}

/**
 * Apply the V# DST_SEL fields (word3 bits 2:0, 5:3, 8:6, 11:9 for X,Y,Z,W; codes 0=const 0,
 * 1=const 1 (1.0f, or integer 1 for UINT/SINT nfmt), 4..7 = X..W, 2/3 reserved -> 0) to comps in place.
 */
export function applyDstSel(word3: number, nfmt: number, comps: Uint32Array): void {
  SEL_SRC[0] = comps[0];
  SEL_SRC[1] = comps[1];
  SEL_SRC[2] = comps[2];
  SEL_SRC[3] = comps[3];
  const one = isIntNfmt(nfmt & 7) ? 1 : F32_ONE;
  for (let c = 0; c < 4; c++) {
    const sel = (word3 >>> (3 * c)) & 7;
    comps[c] = sel >= 4 ? SEL_SRC[sel - 4] : sel === 1 ? one : 0;
  }
}

/**
 * Convert `count` components comps[0..count-1] (raw u32 VGPR values) to DATA_FORMAT/NUM_FORMAT and
 * write them into the element at bytes[at..]; components of the format beyond `count` keep their
 * existing bits (read-modify-write of the element); components the op supplies beyond what the
 * format has are ignored. Caller has checked nfmtWritable. A field the number format cannot
 * encode (non-writable nfmt, FLOAT on an 8- or 2-bit field) keeps its bits too.
 */
export function packFormat(dfmt: number, nfmt: number, comps: Uint32Array, count: number, bytes: Uint8Array, at: number): void {
  dfmt &= 15;
  nfmt &= 7;
  const size = SIZE[dfmt];
  const n = Math.min(count, COMPONENTS[dfmt]);
  if (n <= 0) return;
  readElement(bytes, at, size);
  for (let c = 0; c < n; c++) {
    const k = dfmt * 4 + c;
    const width = FIELD_WIDTH[k];
    const lo = FIELD_LO[k];
    const w = lo >>> 5;
    if (width === 32) {
      WORDS[w] = comps[c];
      continue;
    }
    const bits = valueToField(nfmt, width, comps[c]);
    if (bits === KEEP) continue;
    const mask = ((1 << width) - 1) << (lo & 31);
    WORDS[w] = (WORDS[w] & ~mask) | ((bits << (lo & 31)) & mask);
  }
  writeElement(bytes, at, size);
}

/** D16 load: a converted 32-bit component -> 16 bits (float nfmt (UNORM,SNORM,USCALED,SSCALED,SNORM_OGL,FLOAT) -> f16 RNE; UINT/SINT -> low 16 bits). */
export function toD16(nfmt: number, value: number): number {
  return isIntNfmt(nfmt & 7) ? value & 0xffff : f32ToF16(value);
}

/** D16 store: 16 bits from a VGPR -> the 32-bit component value packFormat expects (float nfmts: f16 -> f32 bits; UINT: zero-extend; SINT: sign-extend). */
export function fromD16(nfmt: number, half: number): number {
  switch (nfmt & 7) {
    case UINT:
      return half & 0xffff;
    case SINT:
      return ((half << 16) >> 16) >>> 0;
    default:
      return f16ToF32(half & 0xffff);
  }
}
