// Helpers for the kernel tests (run*.test.ts): the corpus objects, typed views of result bytes,
// reproducible inputs, and CPU reference arithmetic written from IEEE 754 and the OpenCL C
// definitions, independent of src/sim (nothing here imports the simulator).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OBJECT_GPUS, objectDir } from '../../scripts/object-compare.js';
import { readCodeObject } from '../../src/objects/code-object.js';
import { resolveTarget } from '../../src/isa/targets.js';

/** The corpus GPUs: tahiti, bonaire, tonga, gfx900, gfx906. */
export const GPUS = OBJECT_GPUS;
export type Gpu = (typeof GPUS)[number];
/** GCN 1.2 and later have DPP, SDWA and 16-bit instructions; GCN 1.0/1.1 do not. */
export const hasDpp = (gpu: string): boolean => !['gcn1.0', 'gcn1.1'].includes(resolveTarget(gpu)!.gen);

/** The clang-19 object of scripts/kernels/NAME.cl for a GPU (test/objects/hsa/GPU/NAME.o). */
export const object = (gpu: string, name: string): Uint8Array => new Uint8Array(readFileSync(join(objectDir('hsa', gpu), `${name}.o`)));

/** The descriptor's f32 denormal mode: 3 keeps denormals (gfx900), 0 flushes them (GCN 1.0-1.2). */
export function keepsDenormals(gpu: string, file: string, kernel: string): boolean {
  const k = readCodeObject(object(gpu, file)).kernels.find((x) => x.name === kernel);
  if (!k?.descriptor) throw new Error(`no descriptor for ${kernel} in ${gpu}/${file}.o`);
  return new Map(k.descriptor.decoded.fields).get('float_denorm_mode_32') === 3n;
}

const view = <T>(C: new (b: ArrayBuffer) => T, b: Uint8Array): T => new C(b.buffer.slice(b.byteOffset, b.byteOffset + b.length) as ArrayBuffer);
export const u8 = (b: Uint8Array): number[] => Array.from(b);
export const i8 = (b: Uint8Array): number[] => Array.from(view(Int8Array, b));
export const u16 = (b: Uint8Array): number[] => Array.from(view(Uint16Array, b));
export const i16 = (b: Uint8Array): number[] => Array.from(view(Int16Array, b));
export const u32 = (b: Uint8Array): number[] => Array.from(view(Uint32Array, b));
export const i32 = (b: Uint8Array): number[] => Array.from(view(Int32Array, b));
export const u64 = (b: Uint8Array): bigint[] => Array.from(view(BigUint64Array, b));
export const i64 = (b: Uint8Array): bigint[] => Array.from(view(BigInt64Array, b));
export const f32 = (b: Uint8Array): number[] => Array.from(view(Float32Array, b));
export const f64 = (b: Uint8Array): number[] => Array.from(view(Float64Array, b));

/** A reproducible sequence of unsigned 32-bit integers (an LCG, as run.test.ts uses). */
export function lcg(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return ((x >>> 8) | ((Math.imul(x, 2654435761) >>> 0) & 0xff000000)) >>> 0;
  };
}

/** n reproducible integers 0..mod-1 (mod <= 2^32). */
export function ints(n: number, mod: number, seed = 7): number[] {
  const r = lcg(seed);
  return Array.from({ length: n }, () => r() % mod);
}

/** Values rounded to f32: edge cases first (0, -0, denormals, infinities, NaN, extremes), then random ones of every magnitude. */
export function floats32(n: number, seed: number, special: readonly number[] = F32_SPECIAL): number[] {
  const r = lcg(seed);
  return Array.from({ length: n }, (_, i) => {
    if (i < special.length) return Math.fround(special[i]);
    const k = r();
    if (k % 5 === 0) return Math.fround(special[r() % special.length]);
    const mant = 1 + (r() / 2 ** 32);
    const exp = (k >>> 3) % 40 - 20;
    return Math.fround((k & 4 ? -1 : 1) * mant * 2 ** exp);
  });
}
export const F32_SPECIAL = [0, -0, 1, -1, 0.5, 1e-40, -3e-39, 2 ** -126, Infinity, -Infinity, NaN, 3.4e38, -3.4e38, 65504, 2 ** -149, 1.5, -2.25, 1e-7, 100, -1000];

// ---- f32 arithmetic as the GPU does it (IEEE round to nearest even; MODE's fp32 denormal flag) ----

const F32_MIN_NORMAL = 2 ** -126;
/** A denormal flushed to a zero of its sign unless the mode keeps denormals. */
export const flush32 = (keep: boolean, v: number): number => (!keep && v !== 0 && Math.abs(v) < F32_MIN_NORMAL ? (v < 0 ? -0 : 0) : v);

/** f32 operations under one denormal mode: inputs and result flushed unless kept. */
export function f32ops(keep: boolean) {
  const fl = (v: number): number => flush32(keep, v);
  const op = (f: (...x: number[]) => number) => (...x: number[]): number => fl(Math.fround(f(...x.map(fl))));
  return {
    flush: fl,
    add: op((a, b) => a + b),
    sub: op((a, b) => a - b),
    mul: op((a, b) => a * b),
    /** fma rounds once. */
    fma: (a: number, b: number, c: number): number => fl(fmaf(fl(a), fl(b), fl(c))),
    /** v_mad_f32/v_mac_f32 (docs/sim.md P84): always flushes, rounds the product and then the sum. */
    mad: (a: number, b: number, c: number): number => {
      const z = (v: number): number => flush32(false, v);
      return z(Math.fround(z(Math.fround(z(a) * z(b))) + z(c)));
    },
    /** llvm.fmuladd as clang-19 selects it: v_fma_f32 when denormals are kept, v_mad/v_mac_f32 when flushed. */
    fmuladd: (a: number, b: number, c: number): number => (keep ? fl(fmaf(fl(a), fl(b), fl(c))) : f32ops(false).mad(a, b, c)),
    /** IEEE 754-2008 minNum/maxNum (-0 < +0; a NaN operand gives the other). */
    min: op((a, b) => minNum(a, b)),
    max: op((a, b) => maxNum(a, b)),
    sqrt: op((a) => Math.sqrt(a)),
  };
}

export function minNum(a: number, b: number): number {
  if (Number.isNaN(a)) return b;
  if (Number.isNaN(b)) return a;
  if (a === 0 && b === 0) return Object.is(a, -0) || Object.is(b, -0) ? -0 : 0;
  return a < b ? a : b;
}
export function maxNum(a: number, b: number): number {
  if (Number.isNaN(a)) return b;
  if (Number.isNaN(b)) return a;
  if (a === 0 && b === 0) return Object.is(a, 0) || Object.is(b, 0) ? 0 : -0;
  return a > b ? a : b;
}

/** f32 fused multiply-add, rounded once (exact: fmaExact). */
export const fmaf = (a: number, b: number, c: number): number => fmaExact(a, b, c, F32);

const f32buf = new Float32Array(1);
const u32buf = new Uint32Array(f32buf.buffer);
export const bitsF32 = (v: number): number => { f32buf[0] = v; return u32buf[0]; };

/** f32 results equal as bit patterns, any NaN matching any NaN (P80: the payload is the simulator's choice). Returns the differing indices. */
export function diffF32(got: readonly number[], want: readonly number[]): string[] {
  const bad: string[] = [];
  for (let i = 0; i < Math.max(got.length, want.length); i++) {
    const g = got[i];
    const w = want[i];
    if (Number.isNaN(g) && Number.isNaN(w)) continue;
    if (!Object.is(g, w)) bad.push(`[${i}] got ${g} (0x${bitsF32(g).toString(16)}) want ${w} (0x${bitsF32(w).toString(16)})`);
  }
  return bad.slice(0, 8).concat(bad.length > 8 ? [`... ${bad.length} in all`] : []);
}

/** The same for f64 (Object.is: -0 differs from +0). */
export function diffF64(got: readonly number[], want: readonly number[]): string[] {
  const bad: string[] = [];
  for (let i = 0; i < Math.max(got.length, want.length); i++) {
    if (Number.isNaN(got[i]) && Number.isNaN(want[i])) continue;
    if (!Object.is(got[i], want[i])) bad.push(`[${i}] got ${got[i]} want ${want[i]}`);
  }
  return bad.slice(0, 8).concat(bad.length > 8 ? [`... ${bad.length} in all`] : []);
}

// ---- f16 (IEEE binary16) ----

/** x (a double) rounded to the nearest f16 value, ties to even; overflow gives Inf. */
export function roundF16(x: number): number {
  if (!Number.isFinite(x) || x === 0) return x;
  const a = Math.abs(x);
  // The spacing of f16 values around a: 2^(e - 10), e the exponent (at least -14: denormals).
  let e = Math.floor(Math.log2(a));
  if (2 ** e > a) e--;
  if (2 ** (e + 1) <= a) e++;
  const q = 2 ** (Math.max(e, -14) - 10);
  const n = a / q;   // exact: a is a double and q a power of two
  let r = Math.floor(n);
  const frac = n - r;
  if (frac > 0.5 || (frac === 0.5 && r % 2 === 1)) r++;
  const v = r * q;
  return (x < 0 ? -1 : 1) * (v >= 65520 ? Infinity : v);
}

/** f16 bits of a value that is already an f16 (NaN: 0x7e00). */
export function f16Bits(v: number): number {
  if (Number.isNaN(v)) return 0x7e00;
  const s = v < 0 || Object.is(v, -0) ? 0x8000 : 0;
  const a = Math.abs(v);
  if (a === Infinity) return s | 0x7c00;
  if (a < 2 ** -14) return s | Math.round(a / 2 ** -24);
  const e = Math.floor(Math.log2(a));
  return s | ((e + 15) << 10) | Math.round((a / 2 ** e - 1) * 1024);
}

/** The value of f16 bits. */
export function f16Value(b: number): number {
  const s = b & 0x8000 ? -1 : 1;
  const e = (b >> 10) & 31;
  const m = b & 1023;
  if (e === 31) return m ? NaN : s * Infinity;
  return s * (e ? (1 + m / 1024) * 2 ** (e - 15) : m * 2 ** -24);
}

/** f16 values (as numbers) compared by bits, any NaN matching any NaN. */
export function diffF16(got: readonly number[], want: readonly number[]): string[] {
  const bad: string[] = [];
  for (let i = 0; i < Math.max(got.length, want.length); i++) {
    if (Number.isNaN(got[i]) && Number.isNaN(want[i])) continue;
    if (!Object.is(got[i], want[i])) bad.push(`[${i}] got ${got[i]} want ${want[i]}`);
  }
  return bad.slice(0, 8).concat(bad.length > 8 ? [`... ${bad.length} in all`] : []);
}
export const halves = (b: Uint8Array): number[] => u16(b).map(f16Value);

// ---- exact fused multiply-add for f16, f32 and f64 (BigInt mantissas, one rounding) ----

export interface FloatFormat { readonly p: number; readonly emin: number; readonly emax: number }
export const F16: FloatFormat = { p: 11, emin: -14, emax: 15 };
export const F32: FloatFormat = { p: 24, emin: -126, emax: 127 };
export const F64: FloatFormat = { p: 53, emin: -1022, emax: 1023 };

const dv = new DataView(new ArrayBuffer(8));
/** A finite double as m * 2^e (m an integer). */
function split(x: number): [bigint, number] {
  dv.setFloat64(0, x);
  const hi = dv.getUint32(0);
  const lo = dv.getUint32(4);
  const ex = (hi >>> 20) & 0x7ff;
  let m = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  if (ex) m |= 1n << 52n;
  return [hi >>> 31 ? -m : m, (ex || 1) - 1075];
}

/** x * 2^k without intermediate overflow or underflow (exact when the result is representable). */
export function ldexp(x: number, k: number): number {
  while (k > 1000) { x *= 2 ** 1000; k -= 1000; }
  while (k < -1000) { x *= 2 ** -1000; k += 1000; }
  return x * 2 ** k;
}

/** The exact value m * 2^e rounded to the format (nearest even, denormals kept, overflow to Inf). */
export function roundExact(m: bigint, e: number, f: FloatFormat): number {
  if (m === 0n) return 0;
  const neg = m < 0n;
  const a = neg ? -m : m;
  const bits = a.toString(2).length;
  const q = Math.max(e + bits - f.p, f.emin - f.p + 1);   // exponent of the result's last bit
  let r = a;
  let k = e;
  if (q > e) {
    const shift = BigInt(q - e);
    r = a >> shift;
    const rem = a - (r << shift);
    const half = 1n << (shift - 1n);
    if (rem > half || (rem === half && (r & 1n))) r++;
    k = q;
  }
  const v = ldexp(Number(r), k);
  const out = v >= 2 ** (f.emax + 1) ? Infinity : v;
  return neg ? -out : out;
}

/** a * b + c rounded once to the format (a, b, c values of the format). */
export function fmaExact(a: number, b: number, c: number, f: FloatFormat): number {
  if (!Number.isFinite(a) || !Number.isFinite(b) || !Number.isFinite(c)) return a * b + c;
  if (a === 0 || b === 0) return a * b + c;   // exact in a double, zeros' signs as IEEE says
  const [ma, ea] = split(a);
  const [mb, eb] = split(b);
  if (c === 0) return roundExact(ma * mb, ea + eb, f);
  const [mc, ec] = split(c);
  const ep = ea + eb;
  const e = Math.min(ep, ec);
  const s = ((ma * mb) << BigInt(ep - e)) + (mc << BigInt(ec - e));
  return s === 0n ? 0 : roundExact(s, e, f);
}
