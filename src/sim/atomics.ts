// Atomic read-modify-write operations (§7): new memory value from the old one and the data.
import type { AtomicOp } from '../isa/types.js';
import type { Space } from './memory.js';
import { F32, QNAN64, bits16, bits32, f16, flush, roundNumber, type Fmt } from './float.js';

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);
const f64 = new Float64Array(1);
const u64 = new BigUint64Array(f64.buffer);

function asF32(v: number): number { u32[0] = v; return f32[0]; }
function fromF32(x: number): number { f32[0] = x; return u32[0]; }
function asF64(v: bigint): number { u64[0] = v; return f64[0]; }
function fromF64(x: number): bigint { f64[0] = x; return u64[0]; }

/** bf16: f32's exponent, 7 mantissa bits. */
const BF16: Fmt = { bits: 16, mant: 7, expBits: 8, bias: 127 };

/**
 * One bf16 add (docs/sim.md P151): the exact sum rounded to nearest even, denormals kept, a NaN
 * the quiet 0x7fc0. The double sum of two bf16 values rounds to bf16 as the exact sum would.
 */
function bf16Add(a: number, b: number): number {
  const x = asF32((a << 16) >>> 0) + asF32((b << 16) >>> 0);
  return Number.isNaN(x) ? 0x7fc0 : Number(roundNumber(x, BF16));
}

/** IEEE-754 minNum/maxNum with -0 < +0 (policy in docs/sim.md). */
function fminmax(a: number, b: number, max: boolean): number {
  if (Number.isNaN(a)) return b;
  if (Number.isNaN(b)) return a;
  if (a === b && a === 0) {
    const an = Object.is(a, -0), bn = Object.is(b, -0);
    return max ? (an && bn ? -0 : 0) : (an || bn ? -0 : 0);
  }
  return max ? (a > b ? a : b) : (a < b ? a : b);
}

/**
 * 32-bit operations, one function each (hot loops pick theirs once per instruction): new value
 * from the old one, `src` = DATA[0] and `cmp` = DATA[1] (cmpswap and the DS two-operand ops).
 */
export const ATOMIC32: Readonly<Record<AtomicOp, (old: number, src: number, cmp: number) => number>> = {
  swap: (_old, src) => src,
  cmpswap: (old, src, cmp) => old === cmp ? src : old,
  add: (old, src) => (old + src) >>> 0,
  sub: (old, src) => (old - src) >>> 0,
  rsub: (old, src) => (src - old) >>> 0,
  smin: (old, src) => ((old | 0) < (src | 0) ? old : src) >>> 0,
  umin: (old, src) => old < src ? old : src,
  smax: (old, src) => ((old | 0) > (src | 0) ? old : src) >>> 0,
  umax: (old, src) => old > src ? old : src,
  and: (old, src) => (old & src) >>> 0,
  or: (old, src) => (old | src) >>> 0,
  xor: (old, src) => (old ^ src) >>> 0,
  inc: (old, src) => old >= src ? 0 : old + 1,
  dec: (old, src) => old === 0 || old > src ? src : old - 1,
  fcmpswap: (old, src, cmp) => asF32(old) === asF32(cmp) ? src : old,
  fmin: (old, src) => fromF32(fminmax(asF32(old), asF32(src), false)),
  fmax: (old, src) => fromF32(fminmax(asF32(old), asF32(src), true)),
  // DS only. ds_add_f32: IEEE add rounded to nearest even (a double sum rounds correctly to f32).
  fadd: (old, src) => fromF32(asF32(old) + asF32(src)),
  // gfx908's global/buffer_atomic_add_f32 (docs/sim.md P133): the same add, f32 denormal inputs
  // and result flushed to a zero of their sign whatever MODE says, a NaN the quiet 0x7fc00000
  // (LLVM emits it only for code whose f32 denormal mode is preserve-sign: its test
  // CodeGen/AMDGPU/global-atomics-fp.ll expands the IEEE-mode fadd into a cmpswap loop).
  fadd_ftz: (old, src) => flush(F32, bits32(asF32(flush(F32, old) as number) + asF32(flush(F32, src) as number))) as number,
  // global/buffer_atomic_pk_add_f16: an IEEE f16 add on each half, rounded to nearest even, denormals kept.
  pk_fadd16: (old, src) => (bits16(f16(old & 0xffff) + f16(src & 0xffff)) | (bits16(f16(old >>> 16) + f16(src >>> 16)) << 16)) >>> 0,
  // gfx940's ds/flat/global_atomic_pk_add_bf16: a bf16 add on each half (bf16Add).
  pk_fadd_bf16: (old, src) => (bf16Add(old & 0xffff, src & 0xffff) | (bf16Add(old >>> 16, src >>> 16) << 16)) >>> 0,
  // ds_mskor_b32: DATA0 is the mask of bits cleared, DATA1 the bits set.
  mskor: (old, src, cmp) => ((old & ~src) | cmp) >>> 0,
  // ds_wrap_rtn_b32: tmp >= DATA0 ? tmp - DATA0 : tmp + DATA1.
  wrap: (old, src, cmp) => old >= src ? (old - src) >>> 0 : (old + cmp) >>> 0,
  condxchg: () => { throw new Error('condxchg is not a 32-bit atomic'); },
};

/** 32-bit: new value; `src` is DATA[0], `cmp` DATA[1] (cmpswap only). */
export function atomic32(op: AtomicOp, old: number, src: number, cmp: number): number {
  return ATOMIC32[op](old, src, cmp);
}

const M64 = (1n << 64n) - 1n;
const s64 = (v: bigint): bigint => BigInt.asIntN(64, v);

/** 64-bit variant on unsigned BigInts. */
export function atomic64(op: AtomicOp, old: bigint, src: bigint, cmp: bigint): bigint {
  switch (op) {
    case 'swap': return src;
    case 'cmpswap': return old === cmp ? src : old;
    case 'add': return (old + src) & M64;
    case 'sub': return (old - src) & M64;
    case 'rsub': return (src - old) & M64;
    case 'smin': return s64(old) < s64(src) ? old : src;
    case 'umin': return old < src ? old : src;
    case 'smax': return s64(old) > s64(src) ? old : src;
    case 'umax': return old > src ? old : src;
    case 'and': return old & src;
    case 'or': return old | src;
    case 'xor': return old ^ src;
    case 'inc': return old >= src ? 0n : old + 1n;
    case 'dec': return old === 0n || old > src ? src : old - 1n;
    case 'fcmpswap': return asF64(old) === asF64(cmp) ? src : old;
    case 'fmin': return fromF64(fminmax(asF64(old), asF64(src), false));
    case 'fmax': return fromF64(fminmax(asF64(old), asF64(src), true));
    case 'mskor': return (old & ~src & M64) | cmp;
    // CDNA 2+'s *_atomic_add_f64 and ds_add_f64 (docs/sim.md P150): an IEEE f64 add rounded to
    // nearest even, denormals kept whatever MODE says (LLVM selects them only where the f64
    // denormal mode is IEEE: SIISelLowering's fpModeMatchesGlobalFPAtomicMode); a NaN the quiet 0x7ff8000000000000.
    case 'fadd': { const x = asF64(old) + asF64(src); return Number.isNaN(x) ? QNAN64 : fromF64(x); }
    case 'fadd_ftz': case 'pk_fadd16': case 'pk_fadd_bf16': case 'wrap': case 'condxchg': throw new Error(`${op} has no 64-bit form`);
  }
}

/**
 * One naturally aligned atomic on memory (32-bit: address bits 1:0 ignored, 64-bit: bits 2:0).
 * `data(i)` is data dword i (cmpswap: src in 0 (0:1), cmp in 1 (2:3)); the old value's dwords are
 * written to old[0] (and old[1]).
 */
export function atomicRmw(s: Space, hi: number, lo: number, op: AtomicOp, bits: 32 | 64, data: (i: number) => number, old: number[]): void {
  if (bits === 32) {
    const at = (lo & ~3) >>> 0;
    old[0] = s.r32(hi, at);
    s.w32(hi, at, atomic32(op, old[0], data(0), data(1)));
    return;
  }
  const at = (lo & ~7) >>> 0;
  old[0] = s.r32(hi, at);
  old[1] = s.r32(hi, at + 4);
  const pair = (i: number): bigint => (BigInt(data(i + 1)) << 32n) | BigInt(data(i));
  const v = atomic64(op, (BigInt(old[1]) << 32n) | BigInt(old[0]), pair(0), pair(2));
  s.w32(hi, at, Number(v & 0xffffffffn));
  s.w32(hi, at + 4, Number(v >> 32n));
}
