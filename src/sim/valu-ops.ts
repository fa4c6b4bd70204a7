// What each vector-ALU instruction computes, one small function per operation keyed by its name
// (without _e32/_e64/_dpp/_sdwa: every form shares it; src/sim/exec-valu.ts fetches the operands
// and writes the results). Operands and results are raw bits: 16/32-bit values as u32 numbers
// (16-bit operands in the low half), 64-bit ones as bigint. Sources: the SI/CI/GCN3/Vega ISA
// manuals' instruction tables; policies where they are silent in docs/sim.md (P80 onwards).
import {
  F16, F32, F64, bits16, bits32, bits64, f16, f32, f64, fused, classBit, dyadic, dyMul, dySum, frexp, ldexp, maxNum, med3,
  minNum, rint, roundDyadic, roundExact, toInt, toNum, type Dyadic, type Fmt, type RoundMode,
} from './float.js';
import { f16ToF32, f32ToF16 } from './half.js';
import { f32ToF8, f32ToF8Sr, f8ToNum, type F8Format } from './fp8.js';
import { GEN_INFO, type Gen } from '../isa/gens.js';

export type Val = number | bigint;

/**
 * Per-lane context: carry in (VCC/SGPR bit of the lane), carry out set by the op, `sat` = 1
 * when VOP3's CLAMP asks an integer result to saturate (P99a, P122) instead of wrapping, and
 * `rm` the MODE round mode of the op's rounding format (P120; 0 when the caller has none).
 */
export interface Ctx { cin: number; co: number; sat?: number; rm?: RoundMode; /** MODE, for an op that applies its denormal bits itself (raw packed ops). */ mode?: number }

export type Out = 'f16' | 'f32' | 'f64' | 'b16' | 'b32' | 'b64' | 'b128' | 'cmp';

/**
 * The exact result of a rounding float operation for finite operands: a dyadic to round by the
 * MODE round mode, a JS number already rounded (an overflow to Inf), or undefined when an
 * operand is Inf or NaN (then `fn`'s result holds in every mode).
 */
export type Exact = (a: Val, b: Val, c: Val, x: Ctx) => Dyadic | number | undefined;

export interface OpSpec {
  readonly out: Out;
  readonly fn: (a: Val, b: Val, c: Val, x: Ctx) => Val;
  /** Writes a carry/borrow out (x.co) to VCC or the VOP3b SGPR pair. */
  readonly carry?: boolean;
  /** Reads its carry-in / condition from VCC or an SGPR pair (x.cin). */
  readonly cin?: boolean;
  /** Ignores the MODE denormal bits: bit tests and moves (P83). */
  readonly raw?: boolean;
  /** Bit k set: source k is an integer whatever its operand type says (v_ldexp's exponent): never flushed. */
  readonly ints?: number;
  /** Bit k set: source k is 32-bit whatever the row's operand type says (v_mad_u32_u16's addend). */
  readonly src32?: number;
  /** Always flushes f32 denormals, whatever MODE says (v_mad_f32/v_mac_f32, P84). */
  readonly flushAlways?: boolean;
  /** Honours x.sat: CLAMP saturates the integer result (GCN 1.2+ integer clamp; P99a, P122). */
  readonly intClamp?: boolean;
  /** The exact result before rounding: the op honours MODE's round modes other than nearest even (P120). */
  readonly exact?: Exact;
  /** Which MODE round bits apply when the result is not a float (v_cvt_pk_u8_f32: f32's). */
  readonly roundBy?: 'f16' | 'f32' | 'f64';
}

const OPS = new Map<string, OpSpec>();
const def = (names: string, spec: OpSpec): void => { for (const n of names.split(' ')) OPS.set(n, spec); };

/**
 * The operation of an operation key (a row's RowSemantics.op, src/isa/row-semantics.ts), if
 * simulated; `key@FAMILY` rows (LLVM's family name: GFX9) override the key on one encoding
 * family (gfx900's VOP3 v_add_i32 has no carry and saturates to the signed range).
 */
export function opOf(key: string, gen?: Gen): OpSpec | undefined {
  // A child family (gfx90a, gfx940) takes its parent's override (GFX9's) unless it has its own.
  for (let g: Gen | undefined = gen; g !== undefined; g = GEN_INFO[g].parent) {
    const own = OPS.get(`${key}@${GEN_INFO[g].llvmName}`);
    if (own) return own;
  }
  return OPS.get(key);
}

const n = (v: Val): number => v as number;
const big = (v: Val): bigint => v as bigint;
const u = (v: number): number => v >>> 0;
const lo16 = (v: Val): number => n(v) & 0xffff;
const s16 = (v: Val): number => (n(v) << 16) >> 16;
const s24 = (v: Val): number => (n(v) << 8) >> 8;

// ---- formats: raw <-> number helpers -------------------------------------------------------
type F = (x: number, y: number, z: number) => number;
const FMT: Readonly<Record<'f16' | 'f32' | 'f64', { fmt: Fmt; get: (v: Val) => number; put: (x: number) => Val }>> = {
  f16: { fmt: F16, get: (v) => f16(lo16(v)), put: bits16 },
  f32: { fmt: F32, get: (v) => f32(n(v)), put: bits32 },
  f64: { fmt: F64, get: (v) => f64(BigInt(v)), put: bits64 }, // BigInt(): an unused third operand is 0
};
function float(t: 'f16' | 'f32' | 'f64', fn: F, extra: Partial<OpSpec> = {}): OpSpec {
  const { get, put } = FMT[t];
  return { out: t, fn: (a, b, c) => put(fn(get(a), get(b), get(c))), ...extra };
}
type D3 = (a: Dyadic, b: Dyadic, c: Dyadic, rm: RoundMode) => Dyadic | number;
/** The exact result of an op on three operands of format t, for the round modes (P120). */
const exactOf = (t: 'f16' | 'f32' | 'f64', f: D3): Exact => {
  const { get } = FMT[t];
  return (a, b, c, x) => {
    const p = get(a), q = get(b), r = get(c);
    return Number.isFinite(p) && Number.isFinite(q) && Number.isFinite(r) ? f(dyadic(p), dyadic(q), dyadic(r), x.rm ?? 0) : undefined;
  };
};
/** A rounding float op: `fn` (nearest even) and its exact form for the other round modes. */
const rounded = (t: 'f16' | 'f32' | 'f64', fn: F, f: D3, extra: Partial<OpSpec> = {}): OpSpec => float(t, fn, { exact: exactOf(t, f), ...extra });
const each = (names: string, make: (t: 'f16' | 'f32' | 'f64') => OpSpec): void => {
  for (const t of ['f16', 'f32', 'f64'] as const) for (const nm of names.split(' ')) def(nm.replace('T', t), make(t));
};

// ---- moves and lane ops (the executor handles readlane/writelane/readfirstlane/movrel) -------
def('v_mov_b32 v_swap_b32 v_movrels_b32 v_movreld_b32 v_movrelsd_b32 v_readfirstlane_b32 v_readlane_b32 v_writelane_b32', { out: 'b32', fn: (a) => a, raw: true });
def('v_cndmask_b32', { out: 'b32', fn: (a, b, _c, x) => (x.cin ? b : a), cin: true, raw: true });

// ---- 32-bit integer -----------------------------------------------------------------------
const i32 = (fn: (a: number, b: number, c: number) => number): OpSpec => ({ out: 'b32', fn: (a, b, c) => u(fn(n(a), n(b), n(c))) });
const carryAdd = (sub: boolean, rev: boolean, withCin: boolean): OpSpec => ({
  out: 'b32', carry: true, cin: withCin, intClamp: true,
  fn: (a, b, _c, x) => {
    const [p, q] = rev ? [n(b), n(a)] : [n(a), n(b)];
    const ci = withCin ? x.cin : 0;
    const r = sub ? p - q - ci : p + q + ci;
    x.co = sub ? (r < 0 ? 1 : 0) : (r > 0xffffffff ? 1 : 0);
    // CLAMP: unsigned saturation (the carry/borrow out is still that of the exact result).
    return x.sat ? (r < 0 ? 0 : r > 0xffffffff ? 0xffffffff : r) : u(r);
  },
});
def('v_add_i32 v_add_u32 v_add_co_u32', carryAdd(false, false, false));
def('v_sub_i32 v_sub_u32 v_sub_co_u32', carryAdd(true, false, false));
def('v_subrev_i32 v_subrev_u32 v_subrev_co_u32', carryAdd(true, true, false));
def('v_addc_u32 v_addc_co_u32', carryAdd(false, false, true));
def('v_subb_u32 v_subb_co_u32', carryAdd(true, false, true));
def('v_subbrev_u32 v_subbrev_co_u32', carryAdd(true, true, true));
// gfx900's v_add_u32/v_sub_u32/v_subrev_u32 are LLVM's carry-less V_ADD_U32 (VI's rows of that
// name are V_ADD_CO_U32): no carry out; CLAMP saturates to the unsigned range.
const noCarry = (spec: OpSpec): OpSpec => ({ ...spec, carry: false });
def('v_add_u32@GFX9', noCarry(carryAdd(false, false, false)));
def('v_sub_u32@GFX9', noCarry(carryAdd(true, false, false)));
def('v_subrev_u32@GFX9', noCarry(carryAdd(true, true, false)));
def('v_mul_lo_u32 v_mul_lo_i32', i32((a, b) => Math.imul(a, b)));
def('v_mul_hi_u32', i32((a, b) => Number((BigInt(u(a)) * BigInt(u(b))) >> 32n)));
def('v_mul_hi_i32', i32((a, b) => Number(BigInt.asIntN(32, (BigInt(a | 0) * BigInt(b | 0)) >> 32n))));
// Integer CLAMP (P122): `fn` returns the exact result (below 2^53), which wraps to the type or,
// under CLAMP, saturates to its range. Ops whose result is always in range ignore CLAMP (inRange).
const RANGE = { u32: [0, 0xffffffff], i32: [-(2 ** 31), 2 ** 31 - 1], u16: [0, 0xffff], i16: [-0x8000, 0x7fff] } as const;
const sat = (type: keyof typeof RANGE, fn: (a: number, b: number, c: number) => number): OpSpec => {
  const [lo, hi] = RANGE[type];
  const wide = type === 'u32' || type === 'i32';
  return {
    out: wide ? 'b32' : 'b16', intClamp: true,
    fn: (a, b, c, x) => {
      const r = fn(n(a), n(b), n(c)), v = x.sat ? clampTo(r, lo, hi) : r;
      return wide ? u(v) : v & 0xffff;
    },
  };
};
const inRange = (spec: OpSpec): OpSpec => ({ ...spec, intClamp: true });
def('v_mul_i32_i24', sat('i32', (a, b) => s24(a) * s24(b)));
def('v_mul_hi_i32_i24', inRange(i32((a, b) => Math.floor((s24(a) * s24(b)) / 2 ** 32))));
def('v_mul_u32_u24', sat('u32', (a, b) => (a & 0xffffff) * (b & 0xffffff)));
def('v_mul_hi_u32_u24', inRange(i32((a, b) => Math.floor(((a & 0xffffff) * (b & 0xffffff)) / 2 ** 32))));
def('v_mad_i32_i24', sat('i32', (a, b, c) => s24(a) * s24(b) + (c | 0)));
def('v_mad_u32_u24', sat('u32', (a, b, c) => (a & 0xffffff) * (b & 0xffffff) + u(c)));
// D = S0[15:0] * S1[15:0] + S2 (a 32-bit addend: the manual's S2.u32; the row types it i16).
def('v_mad_u32_u16', { ...sat('u32', (a, b, c) => (a & 0xffff) * (b & 0xffff) + u(c)), src32: 4 });
def('v_mad_i32_i16', { ...sat('i32', (a, b, c) => s16(a) * s16(b) + (c | 0)), src32: 4 });
// gfx900's VOP3 v_add_i32/v_sub_i32: no carry out; CLAMP saturates to the signed range.
def('v_add_i32@GFX9', sat('i32', (a, b) => (a | 0) + (b | 0)));
def('v_sub_i32@GFX9', sat('i32', (a, b) => (a | 0) - (b | 0)));
def('v_min_i32', inRange(i32((a, b) => Math.min(a | 0, b | 0))));
def('v_max_i32', inRange(i32((a, b) => Math.max(a | 0, b | 0))));
def('v_min_u32', inRange(i32((a, b) => Math.min(u(a), u(b)))));
def('v_max_u32', inRange(i32((a, b) => Math.max(u(a), u(b)))));
def('v_min3_i32', inRange(i32((a, b, c) => Math.min(a | 0, b | 0, c | 0))));
def('v_max3_i32', inRange(i32((a, b, c) => Math.max(a | 0, b | 0, c | 0))));
def('v_min3_u32', inRange(i32((a, b, c) => Math.min(u(a), u(b), u(c)))));
def('v_max3_u32', inRange(i32((a, b, c) => Math.max(u(a), u(b), u(c)))));
const mid = (a: number, b: number, c: number): number => Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));
def('v_med3_i32', inRange(i32((a, b, c) => mid(a | 0, b | 0, c | 0))));
def('v_med3_u32', inRange(i32((a, b, c) => mid(u(a), u(b), u(c)))));
// Shifts use the low 5 bits of the shift amount; the *rev forms take it from SRC0.
def('v_lshlrev_b32', i32((a, b) => b << (a & 31)));
def('v_lshrrev_b32', i32((a, b) => b >>> (a & 31)));
def('v_ashrrev_i32', i32((a, b) => b >> (a & 31)));
def('v_lshl_b32', i32((a, b) => a << (b & 31)));
def('v_lshr_b32', i32((a, b) => a >>> (b & 31)));
def('v_ashr_i32', i32((a, b) => a >> (b & 31)));
def('v_and_b32', i32((a, b) => a & b));
def('v_or_b32', i32((a, b) => a | b));
def('v_xor_b32', i32((a, b) => a ^ b));
def('v_xnor_b32', i32((a, b) => ~(a ^ b)));
def('v_not_b32', i32((a) => ~a));
def('v_bfrev_b32', i32((a) => { let r = 0; for (let i = 0; i < 32; i++) r |= ((a >>> i) & 1) << (31 - i); return r; }));
// ffbh/ffbl: no bit found gives 0xffffffff (-1).
def('v_ffbh_u32', i32((a) => (a === 0 ? -1 : Math.clz32(a))));
def('v_ffbl_b32', i32((a) => (a === 0 ? -1 : 31 - Math.clz32(a & -a))));
// ffbh_i32: position (from the MSB, which is 0) of the first bit that differs from the sign bit.
def('v_ffbh_i32', i32((a) => { const s = a | 0; return s === 0 || s === -1 ? -1 : Math.clz32(s < 0 ? ~s : s); }));
const popcount = (a: number): number => { let c = 0; for (let x = u(a); x; x &= x - 1) c++; return c; };
def('v_bcnt_u32_b32', i32((a, b) => popcount(a) + b));
// mbcnt: the executor passes the lane's mask of lower lanes as SRC0 is ANDed in (exec-valu.ts).
def('v_mbcnt_lo_u32_b32 v_mbcnt_hi_u32_b32', i32((a, b) => popcount(a) + b));
const bfe = (a: number, off: number, width: number, signed: boolean): number => {
  const o = off & 31, wd = width & 31;
  if (wd === 0) return 0;
  const v = a << (32 - o - wd >= 0 ? 32 - o - wd : 0);
  return o + wd < 32 ? (signed ? v >> (32 - wd) : v >>> (32 - wd)) : signed ? a >> o : a >>> o;
};
def('v_bfe_u32', i32((a, b, c) => bfe(a, b, c, false)));
def('v_bfe_i32', i32((a, b, c) => bfe(a, b, c, true)));
def('v_bfi_b32', i32((a, b, c) => (a & b) | (~a & c)));
def('v_bfm_b32', i32((a, b) => (((a & 31) === 0 ? 0 : (2 ** (a & 31) - 1)) << (b & 31))));
def('v_alignbit_b32', i32((a, b, c) => Number(((BigInt(u(a)) << 32n | BigInt(u(b))) >> BigInt(c & 31)) & 0xffffffffn)));
def('v_alignbyte_b32', i32((a, b, c) => Number(((BigInt(u(a)) << 32n | BigInt(u(b))) >> BigInt((c & 3) * 8)) & 0xffffffffn)));
def('v_perm_b32', i32((a, b, c) => {
  const data = (BigInt(u(a)) << 32n) | BigInt(u(b));
  let r = 0;
  for (let i = 0; i < 4; i++) {
    const sel = (c >>> (8 * i)) & 0xff;
    const bit = (k: number): number => (Number((data >> BigInt(k)) & 1n) ? 0xff : 0);
    const byte = sel >= 13 ? 0xff : sel === 12 ? 0 : sel === 11 ? bit(63) : sel === 10 ? bit(47) : sel === 9 ? bit(31) : sel === 8 ? bit(15)
      : Number((data >> BigInt(sel * 8)) & 0xffn);
    r |= byte << (8 * i);
  }
  return r;
}));
def('v_lshl_add_u32', i32((a, b, c) => (a << (b & 31)) + c));
def('v_add_lshl_u32', i32((a, b, c) => (a + b) << (c & 31)));
def('v_add3_u32', i32((a, b, c) => a + b + c));
def('v_lshl_or_b32', i32((a, b, c) => (a << (b & 31)) | c));
def('v_and_or_b32', i32((a, b, c) => (a & b) | c));
def('v_or3_b32', i32((a, b, c) => a | b | c));
def('v_xad_u32', i32((a, b, c) => (a ^ b) + c));
const bytes = (v: number, k: number): number => (v >>> (8 * k)) & 0xff;
/** Sum of |a.byte - b.byte| over the four bytes; masked: bytes where b is 0 are skipped (v_msad_u8). */
const sad4 = (a: number, b: number, masked: boolean): number => {
  let s = 0;
  for (let k = 0; k < 4; k++) if (!masked || bytes(b, k)) s += Math.abs(bytes(a, k) - bytes(b, k));
  return s;
};
def('v_sad_u8', sat('u32', (a, b, c) => u(c) + sad4(a, b, false)));
def('v_sad_hi_u8', sat('u32', (a, b, c) => sad4(a, b, false) * 65536 + u(c)));
def('v_sad_u16', sat('u32', (a, b, c) => u(c) + Math.abs((a & 0xffff) - (b & 0xffff)) + Math.abs((a >>> 16) - (b >>> 16))));
def('v_sad_u32', sat('u32', (a, b, c) => u(c) + Math.abs(u(a) - u(b))));
def('v_msad_u8', sat('u32', (a, b, c) => u(c) + sad4(a, b, true)));
// Quad SADs: result k = (m)sad of S0's bytes k..k+3 with S1, plus accumulator k of S2 (16-bit
// lanes of a 64-bit S2, or 32-bit lanes of a 128-bit S2), truncated, or saturated under CLAMP.
const quadSad = (masked: boolean, width: 16 | 32): OpSpec => ({
  out: width === 16 ? 'b64' : 'b128', intClamp: true,
  fn: (a, b, c, x) => {
    const s0 = big(a), acc = BigInt(c), w = BigInt(width), max = (1n << w) - 1n;
    let r = 0n;
    for (let k = 0; k < 4; k++) {
      const sum = BigInt(sad4(Number((s0 >> BigInt(8 * k)) & 0xffffffffn), n(b), masked)) + ((acc >> (w * BigInt(k))) & max);
      r |= (x.sat && sum > max ? max : sum & max) << (w * BigInt(k));
    }
    return r;
  },
});
def('v_qsad_pk_u16_u8', quadSad(false, 16));
def('v_mqsad_pk_u16_u8', quadSad(true, 16));
def('v_mqsad_u32_u8', quadSad(true, 32));
def('v_lerp_u8', i32((a, b, c) => { let r = 0; for (let k = 0; k < 4; k++) r |= ((bytes(a, k) + bytes(b, k) + (bytes(c, k) & 1)) >> 1) << (8 * k); return r; }));
const clampTo = (v: number, lo: number, hi: number): number => (v < lo ? lo : v > hi ? hi : v);
def('v_cvt_pk_u16_u32', inRange(i32((a, b) => clampTo(u(a), 0, 0xffff) | (clampTo(u(b), 0, 0xffff) << 16))));
def('v_cvt_pk_i16_i32', inRange(i32((a, b) => (clampTo(a | 0, -0x8000, 0x7fff) & 0xffff) | (clampTo(b | 0, -0x8000, 0x7fff) << 16))));
def('v_sat_pk_u8_i16', { out: 'b16', fn: (a) => clampTo(s16(a), 0, 255) | (clampTo(n(a) >> 16, 0, 255) << 8) });

// ---- 64-bit integer --------------------------------------------------------------------------
const i64 = (fn: (a: bigint, b: number) => bigint): ((a: Val, b: Val) => Val) => (a, b) => BigInt.asUintN(64, fn(big(a), n(b)));
def('v_lshlrev_b64', { out: 'b64', fn: (a, b) => BigInt.asUintN(64, big(b) << BigInt(n(a) & 63)) });
def('v_lshrrev_b64', { out: 'b64', fn: (a, b) => big(b) >> BigInt(n(a) & 63) });
def('v_ashrrev_i64', { out: 'b64', fn: (a, b) => BigInt.asUintN(64, BigInt.asIntN(64, big(b)) >> BigInt(n(a) & 63)) });
def('v_lshl_b64', { out: 'b64', fn: i64((a, b) => a << BigInt(b & 63)) });
def('v_lshr_b64', { out: 'b64', fn: i64((a, b) => a >> BigInt(b & 63)) });
def('v_ashr_i64', { out: 'b64', fn: i64((a, b) => BigInt.asIntN(64, a) >> BigInt(b & 63)) });
const mad64 = (signed: boolean): OpSpec => ({
  out: 'b64', carry: true, intClamp: true,
  fn: (a, b, c, x) => {
    const p = signed ? BigInt(n(a) | 0) * BigInt(n(b) | 0) + BigInt.asIntN(64, big(c)) : BigInt(u(n(a))) * BigInt(u(n(b))) + big(c);
    // Carry out: the result does not fit the 64-bit type (unsigned carry; signed overflow).
    x.co = (signed ? BigInt.asIntN(64, p) !== p : p >> 64n !== 0n) ? 1 : 0;
    // CLAMP saturates to the type's range (P122); the carry is still the exact result's.
    if (x.sat && x.co) return signed ? (p < 0n ? 1n << 63n : (1n << 63n) - 1n) : (1n << 64n) - 1n;
    return BigInt.asUintN(64, p);
  },
});
def('v_mad_u64_u32', mad64(false));
def('v_mad_i64_i32', mad64(true));

// ---- 16-bit integer (results in the low half, the high half 0: P87) ---------------------------
const i16 = (fn: (a: number, b: number, c: number) => number): OpSpec => ({ out: 'b16', fn: (a, b, c) => fn(n(a), n(b), n(c)) & 0xffff });
// CLAMP saturates the 16-bit adds: unsigned for _u16, signed for _i16 (P99a).
const sat16 = (signed: boolean, fn: (a: number, b: number) => number): OpSpec => ({
  out: 'b16', intClamp: true,
  fn: (a, b, _c, x) => {
    const r = fn(n(a), n(b));
    if (!x.sat) return r & 0xffff;
    const [lo, hi] = signed ? [-0x8000, 0x7fff] : [0, 0xffff];
    return (r < lo ? lo : r > hi ? hi : r) & 0xffff;
  },
});
def('v_add_u16', sat16(false, (a, b) => (a & 0xffff) + (b & 0xffff)));
def('v_sub_u16', sat16(false, (a, b) => (a & 0xffff) - (b & 0xffff)));
def('v_subrev_u16', sat16(false, (a, b) => (b & 0xffff) - (a & 0xffff)));
def('v_mul_lo_u16', sat('u16', (a, b) => (a & 0xffff) * (b & 0xffff)));
def('v_lshlrev_b16', i16((a, b) => b << (a & 15)));
def('v_lshrrev_b16', i16((a, b) => (b & 0xffff) >>> (a & 15)));
def('v_ashrrev_i16', i16((a, b) => s16(b) >> (a & 15)));
def('v_max_u16', inRange(i16((a, b) => Math.max(a & 0xffff, b & 0xffff))));
def('v_min_u16', inRange(i16((a, b) => Math.min(a & 0xffff, b & 0xffff))));
def('v_max_i16', inRange(i16((a, b) => Math.max(s16(a), s16(b)))));
def('v_min_i16', inRange(i16((a, b) => Math.min(s16(a), s16(b)))));
def('v_add_i16', sat16(true, (a, b) => s16(a) + s16(b)));
def('v_sub_i16', sat16(true, (a, b) => s16(a) - s16(b)));
def('v_mad_u16 v_mad_legacy_u16', sat('u16', (a, b, c) => (a & 0xffff) * (b & 0xffff) + (c & 0xffff)));
def('v_mad_i16 v_mad_legacy_i16', sat('i16', (a, b, c) => s16(a) * s16(b) + s16(c)));
def('v_min3_u16', inRange(i16((a, b, c) => Math.min(a & 0xffff, b & 0xffff, c & 0xffff))));
def('v_max3_u16', inRange(i16((a, b, c) => Math.max(a & 0xffff, b & 0xffff, c & 0xffff))));
def('v_med3_u16', inRange(i16((a, b, c) => mid(a & 0xffff, b & 0xffff, c & 0xffff))));
def('v_min3_i16', inRange(i16((a, b, c) => Math.min(s16(a), s16(b), s16(c)))));
def('v_max3_i16', inRange(i16((a, b, c) => Math.max(s16(a), s16(b), s16(c)))));
def('v_med3_i16', inRange(i16((a, b, c) => mid(s16(a), s16(b), s16(c)))));

// ---- float arithmetic (f16 f32 f64; T = the type) --------------------------------------------
const neg = (d: Dyadic): Dyadic => ({ ...d, neg: !d.neg });
each('v_add_T', (t) => rounded(t, (a, b) => a + b, (a, b, _c, rm) => dySum([a, b], rm)));
each('v_sub_T', (t) => rounded(t, (a, b) => a - b, (a, b, _c, rm) => dySum([a, neg(b)], rm)));
each('v_subrev_T', (t) => rounded(t, (a, b) => b - a, (a, b, _c, rm) => dySum([b, neg(a)], rm)));
each('v_mul_T', (t) => rounded(t, (a, b) => a * b, (a, b) => dyMul(a, b)));
each('v_min_T', (t) => float(t, minNum));
each('v_max_T', (t) => float(t, maxNum));
each('v_min3_T', (t) => float(t, (a, b, c) => minNum(minNum(a, b), c)));
each('v_max3_T', (t) => float(t, (a, b, c) => maxNum(maxNum(a, b), c)));
each('v_med3_T', (t) => float(t, med3));
const fmaExact: D3 = (a, b, c, rm) => dySum([dyMul(a, b), c], rm);
for (const t of ['f16', 'f32', 'f64'] as const) {
  const { fmt, get } = FMT[t];
  def(`v_fma_${t}`, { out: t, fn: (a, b, c) => fused(get(a), get(b), get(c), fmt), exact: exactOf(t, fmaExact) });
}
/** mad's two roundings by the mode: the product rounded into t, then the sum (an Inf product stays Inf). */
const madExact = (t: 'f16' | 'f32', legacy: boolean): D3 => (a, b, c, rm) => {
  if (legacy && (a.m === 0n || b.m === 0n)) return dySum([{ neg: false, m: 0n, e: 0 }, c], rm);
  const p = toNum(FMT[t].fmt, roundDyadic(dyMul(a, b), FMT[t].fmt, rm));
  return Number.isFinite(p) ? dySum([dyadic(p), c], rm) : p;
};
// mad/mac: a * b rounded, then + c rounded (not fused; P84 for the f32 denormal flush).
const mad = (t: 'f16' | 'f32'): OpSpec => rounded(t, (a, b, c) => {
  const p = t === 'f32' ? Math.fround(a * b) : f16(bits16(a * b));
  return p + c;
}, madExact(t, false), t === 'f32' ? { flushAlways: true } : {});
def('v_mad_f32 v_mac_f32 v_madmk_f32 v_madak_f32', mad('f32'));
def('v_mad_f16 v_mad_legacy_f16 v_mac_f16 v_madmk_f16 v_madak_f16', mad('f16'));
OPS.set('v_fma_legacy_f16', OPS.get('v_fma_f16')!);
// gfx906's v_fmac_f32: v_fma_f32 with the destination as the addend (exec-valu reads it).
OPS.set('v_fmac_f32', OPS.get('v_fma_f32')!);
/** The largest finite f32 / f64. */
const MAXF: Readonly<Record<string, number>> = { f32: (2 - 2 ** -23) * 2 ** 127, f64: Number.MAX_VALUE };
// Legacy multiply: 0 times anything (Inf, NaN) is 0 (DX9 rules).
const mulLegacy = (a: number, b: number): number => (a === 0 || b === 0 ? 0 : a * b);
def('v_mul_legacy_f32', rounded('f32', mulLegacy, (a, b) => (a.m === 0n || b.m === 0n ? { neg: false, m: 0n, e: 0 } : dyMul(a, b))));
def('v_mac_legacy_f32 v_mad_legacy_f32', rounded('f32', (a, b, c) => Math.fround(mulLegacy(a, b)) + c, madExact('f32', true), { flushAlways: true }));
// v_mullit_f32 (SI/CI; CLRX's pseudo-code): S2 > 0 (not NaN): S0 * S1 with 0 * anything = 0; else -MAX.
def('v_mullit_f32', float('f32', (a, b, c) => (c > 0 ? mulLegacy(a, b) : -MAXF.f32)));
def('v_min_legacy_f32', float('f32', (a, b) => (a < b ? a : b)));
def('v_max_legacy_f32', float('f32', (a, b) => (a >= b ? a : b)));

// Rounding to integers, fract.
each('v_trunc_T', (t) => float(t, Math.trunc));
each('v_ceil_T', (t) => float(t, Math.ceil));
each('v_floor_T', (t) => float(t, Math.floor));
each('v_rndne_T', (t) => float(t, rint));
// fract: x - floor(x), below 1.0 (the largest value under 1 of the type); Inf gives NaN.
const BELOW1: Readonly<Record<string, number>> = { f16: 1 - 2 ** -11, f32: 1 - 2 ** -24, f64: 1 - 2 ** -53 };
each('v_fract_T', (t) => float(t, (a) => (Number.isFinite(a) ? Math.min(a - Math.floor(a), BELOW1[t]) : NaN)));
// frexp and ldexp.
each('v_frexp_mant_T', (t) => float(t, (a) => frexp(a)[0]));
for (const [nm, t] of [['v_frexp_exp_i32_f32', 'f32'], ['v_frexp_exp_i32_f64', 'f64']] as const) def(nm, { out: 'b32', fn: (a) => u(frexp(FMT[t].get(a))[1]) });
def('v_frexp_exp_i16_f16', { out: 'b16', fn: (a) => frexp(f16(lo16(a)))[1] & 0xffff });
/** ldexp's exact result: the mantissa, the exponent moved by the integer operand. */
const ldexpExact = (t: 'f16' | 'f32' | 'f64', k: (v: Val) => number): Exact => (a, b) => {
  const x = FMT[t].get(a);
  if (!Number.isFinite(x)) return undefined;
  const d = dyadic(x);
  return { ...d, e: d.e + Math.max(-4000, Math.min(4000, k(b))) };
};
def('v_ldexp_f32', { out: 'f32', ints: 2, fn: (a, b) => bits32(ldexp(f32(n(a)), n(b) | 0)), exact: ldexpExact('f32', (b) => n(b) | 0) });
def('v_ldexp_f64', { out: 'f64', ints: 2, fn: (a, b) => bits64(ldexp(f64(big(a)), n(b) | 0)), exact: ldexpExact('f64', (b) => n(b) | 0) });
def('v_ldexp_f16', { out: 'f16', ints: 2, fn: (a, b) => bits16(ldexp(f16(lo16(a)), s16(b))), exact: ldexpExact('f16', s16) });

// Transcendentals: the exact function in f64 (JS Math), rounded once to the type (P82).
// v_sin/v_cos take the angle in revolutions (x * 2*pi radians). The whole turns are dropped
// exactly first (x - round(x) is exact for an f16/f32 operand), then the angle is folded into
// [0, 1/4] turn by exact subtractions (Sterbenz), so that Math.sin/Math.cos see a well-conditioned
// operand: sin(n turns) = 0, cos(1/4 turn) = 0 exactly, and |x| of 2^20 turns or more stays
// within an f64 ulp or two (P82; 2*pi*x in f64 lost every fraction bit of such x).
function sinTurns(x: number): number {
  if (!Number.isFinite(x)) return NaN;
  const r = x - Math.round(x);               // [-1/2, 1/2]
  const u = Math.abs(r);
  const v = Math.sin(2 * Math.PI * (u > 0.25 ? 0.5 - u : u));
  if (v === 0) return x < 0 || Object.is(x, -0) ? -0 : 0;   // a whole or half turn: the sign of x
  return r < 0 ? -v : v;
}
function cosTurns(x: number): number {
  if (!Number.isFinite(x)) return NaN;
  const u = Math.abs(x - Math.round(x));     // [0, 1/2]
  if (u <= 0.125) return Math.cos(2 * Math.PI * u);
  return u <= 0.375 ? Math.sin(2 * Math.PI * (0.25 - u)) : -Math.cos(2 * Math.PI * (0.5 - u));
}
each('v_rcp_T', (t) => float(t, (a) => 1 / a));
def('v_rcp_iflag_f32', float('f32', (a) => 1 / a));
// SI/CI *_clamp forms: an infinite result becomes the largest finite value of its sign.
for (const t of ['f32', 'f64'] as const) {
  const fin = (x: number): number => (x === Infinity ? MAXF[t] : x === -Infinity ? -MAXF[t] : x);
  def(`v_rcp_clamp_${t}`, float(t, (a) => fin(1 / a)));
  def(`v_rsq_clamp_${t}`, float(t, (a) => fin(1 / Math.sqrt(a))));
}
// SI/CI legacy forms (CLRX's pseudo-code, P121): v_rcp_legacy gives a zero of the operand's sign
// for a zero operand or an infinite result; v_rsq_legacy +0 for an infinite result; v_log_clamp
// -MAX for -Inf; v_log_legacy and v_exp_legacy compute as v_log/v_exp.
const zeroIfInf = (x: number, z: number): number => (x === Infinity || x === -Infinity ? z : x);
def('v_rcp_legacy_f32', float('f32', (a) => (a === 0 ? a : zeroIfInf(1 / a, a < 0 ? -0 : 0))));
def('v_rsq_legacy_f32', float('f32', (a) => zeroIfInf(1 / Math.sqrt(a), 0)));
def('v_log_clamp_f32', float('f32', (a) => (Math.log2(a) === -Infinity ? -MAXF.f32 : Math.log2(a))));
each('v_rsq_T', (t) => float(t, (a) => 1 / Math.sqrt(a)));
each('v_sqrt_T', (t) => float(t, Math.sqrt));
def('v_exp_legacy_f32', float('f32', (a) => 2 ** a));
def('v_log_legacy_f32', float('f32', Math.log2));
for (const t of ['f16', 'f32'] as const) {
  def(`v_exp_${t}`, float(t, (a) => 2 ** a));
  def(`v_log_${t}`, float(t, Math.log2));
  def(`v_sin_${t}`, float(t, sinTurns));
  def(`v_cos_${t}`, float(t, cosTurns));
}

// ---- division helpers (P96; the RDNA3 manual's pseudo-code, which the Vega manual abbreviates) ----
type FT = 'f32' | 'f64';
const EXP_BITS: Readonly<Record<FT, { fmt: Fmt; shift: bigint; mask: bigint; tiny: number; minNormal: number }>> = {
  f32: { fmt: F32, shift: 23n, mask: 0xffn, tiny: 23, minNormal: 2 ** -126 },
  f64: { fmt: F64, shift: 52n, mask: 0x7ffn, tiny: 53, minNormal: 2 ** -1022 },
};
/** The biased exponent field. */
const expOf = (t: FT, v: Val): number => Number((BigInt(v) >> EXP_BITS[t].shift) & EXP_BITS[t].mask);
const isDenorm = (t: FT, x: number): boolean => x !== 0 && Math.abs(x) < EXP_BITS[t].minNormal;
// v_div_scale: SRC0 is the value to scale (the denominator or the numerator), SRC1 the denominator,
// SRC2 the numerator; VCC says the quotient must be rescaled by v_div_fmas.
for (const t of ['f32', 'f64'] as const) {
  const { get, put } = FMT[t];
  def(`v_div_scale_${t}`, {
    out: t, carry: true,
    fn: (s0, s1, s2, x) => {
      const a = get(s0), d = get(s1), n = get(s2);
      x.co = 0;
      if (n === 0 || d === 0) return put(NaN);
      const q = n / d;
      if (expOf(t, s2) - expOf(t, s1) >= (t === 'f32' ? 96 : 768)) { x.co = 1; return a === d ? put(ldexp(a, t === 'f32' ? 64 : 128)) : s0; }
      const k = t === 'f32' ? 64 : 128;
      if (isDenorm(t, d)) return put(ldexp(a, k));
      // A huge denominator and a tiny quotient: scale the denominator down, rescale the quotient after.
      if (isDenorm(t, 1 / d) && isDenorm(t, q)) { x.co = 1; return a === d ? put(ldexp(a, -k)) : s0; }
      if (isDenorm(t, 1 / d)) return put(ldexp(a, -k));
      if (isDenorm(t, q)) { x.co = 1; return a === n ? put(ldexp(a, k)) : s0; }
      if (expOf(t, s2) <= EXP_BITS[t].tiny) return put(ldexp(a, k));
      return s0;
    },
  });
  // v_div_fmas: fma, times 2^64 (f64: 2^128) or its inverse where VCC is set, by the quotient's size.
  const scaleOf = (c: Val): number => (expOf(t, c) > (t === 'f32' ? 127 : 1023) ? 1 : -1) * (t === 'f32' ? 64 : 128);
  const fmas = exactOf(t, fmaExact);
  def(`v_div_fmas_${t}`, {
    out: t, cin: true,
    fn: (a, b, c, x) => {
      if (!x.cin) return fused(get(a), get(b), get(c), EXP_BITS[t].fmt);
      // The scale is part of the one rounding: fma(a, b, c) * 2^k = fma(a * 2^k, b, c * 2^k).
      const k = 2 ** scaleOf(c);
      return fused(get(a) * k, get(b), get(c) * k, EXP_BITS[t].fmt);
    },
    exact: (a, b, c, x) => {
      const d = fmas(a, b, c, x);
      return x.cin && d !== undefined && typeof d !== 'number' ? { ...d, e: d.e + scaleOf(c) } : d;
    },
  });
}
// v_div_fixup: SRC0 the quotient, SRC1 the denominator, SRC2 the numerator: the special cases of
// IEEE division, else the quotient with the sign of the division.
for (const t of ['f16', 'f32', 'f64'] as const) {
  const { get, put } = FMT[t];
  const fixup = (s0: Val, s1: Val, s2: Val): Val => {
    const q = get(s0), d = get(s1), n = get(s2);
    const neg = (d < 0 || Object.is(d, -0)) !== (n < 0 || Object.is(n, -0));
    if (n !== n || d !== d) return put(NaN);
    if ((d === 0 && n === 0) || (!Number.isFinite(d) && !Number.isFinite(n))) return put(NaN);
    if (d === 0 || !Number.isFinite(n)) return put(neg ? -Infinity : Infinity);
    if (!Number.isFinite(d) || n === 0) return put(neg ? -0 : 0);
    // A NaN quotient (the iteration overflowed) means an overflowing division: Inf of the sign.
    const a = q !== q ? Infinity : Math.abs(q);
    return put(neg ? -a : a);
  };
  def(`v_div_fixup_${t}`, { out: t, fn: fixup });
  if (t === 'f16') def('v_div_fixup_legacy_f16', { out: t, fn: fixup });
}

// ---- conversions (P85: NaN -> 0, out of range clamps, float results round to nearest even) ------
// Float-to-integer results are already in range: CLAMP changes nothing (P122).
const cvt = (out: Out, from: (v: Val) => number, to: (x: number) => Val): OpSpec => ({ out, fn: (a) => to(from(a)), intClamp: out === 'b32' || out === 'b16' });
const asI32 = (x: number): number => u(toInt(x, -(2 ** 31), 2 ** 31 - 1));
const asU32 = (x: number): number => toInt(x, 0, 2 ** 32 - 1);
def('v_cvt_i32_f32', cvt('b32', FMT.f32.get, asI32));
def('v_cvt_u32_f32', cvt('b32', FMT.f32.get, asU32));
def('v_cvt_i32_f64', cvt('b32', FMT.f64.get, asI32));
def('v_cvt_u32_f64', cvt('b32', FMT.f64.get, asU32));
def('v_cvt_rpi_i32_f32', cvt('b32', FMT.f32.get, (x) => asI32(Math.floor(x + 0.5))));
def('v_cvt_flr_i32_f32', cvt('b32', FMT.f32.get, (x) => asI32(Math.floor(x))));
/** A conversion's exact result: the finite source value (rounded into the destination by the mode). */
const exactFrom = (from: (v: Val) => number): Exact => (a) => { const x = from(a); return Number.isFinite(x) ? dyadic(x) : undefined; };
const cvtRounded = (out: 'f16' | 'f32', from: (v: Val) => number, to: (x: number) => Val): OpSpec => ({ ...cvt(out, from, to), exact: exactFrom(from) });
def('v_cvt_f32_i32', cvtRounded('f32', (v) => n(v) | 0, bits32));
def('v_cvt_f32_u32', cvtRounded('f32', (v) => u(n(v)), bits32));
def('v_cvt_f64_i32', cvt('f64', (v) => n(v) | 0, bits64));
def('v_cvt_f64_u32', cvt('f64', (v) => u(n(v)), bits64));
def('v_cvt_f32_f64', cvtRounded('f32', FMT.f64.get, bits32));
def('v_cvt_f64_f32', cvt('f64', FMT.f32.get, bits64));
// f32 <-> f16 as the memory formats convert (half.ts: NaN quieted, payload kept, P20).
def('v_cvt_f16_f32', { out: 'f16', fn: (a) => f32ToF16(n(a)), exact: exactFrom(FMT.f32.get) });
def('v_cvt_f32_f16', { out: 'f32', fn: (a) => f16ToF32(lo16(a)) });
for (let k = 0; k < 4; k++) def(`v_cvt_f32_ubyte${k}`, cvt('f32', (v) => bytes(n(v), k), bits32));
def('v_cvt_off_f32_i4', cvt('f32', (v) => ((n(v) << 28) >> 28) / 16, bits32));
def('v_cvt_f16_u16', cvtRounded('f16', lo16, bits16));
def('v_cvt_f16_i16', cvtRounded('f16', s16, bits16));
def('v_cvt_u16_f16', cvt('b16', FMT.f16.get, (x) => toInt(x, 0, 0xffff)));
def('v_cvt_i16_f16', cvt('b16', FMT.f16.get, (x) => toInt(x, -0x8000, 0x7fff) & 0xffff));
// Round toward zero to f16: the nearest-even result, one step toward zero when it is larger.
const rtz16 = (bits: number): number => {
  const h = f32ToF16(bits);
  if ((h & 0x7fff) > 0x7c00) return h;
  return Math.abs(f16(h)) > Math.abs(f32(bits)) ? h - 1 : h;
};
def('v_cvt_pkrtz_f16_f32', { out: 'b32', fn: (a, b) => u(rtz16(n(a)) | (rtz16(n(b)) << 16)) });
const snorm = (v: Val): number => rint(clampTo(f32(n(v)) || 0, -1, 1) * 32767) & 0xffff;
const unorm = (v: Val): number => rint(clampTo(f32(n(v)) || 0, 0, 1) * 65535);
def('v_cvt_pknorm_i16_f32', { out: 'b32', fn: (a, b) => u(snorm(a) | (snorm(b) << 16)), intClamp: true });
def('v_cvt_pknorm_u16_f32', { out: 'b32', fn: (a, b) => u(unorm(a) | (unorm(b) << 16)), intClamp: true });
// f16 -> 16-bit normalized integers (GCN 1.4): clamp to [-1, 1] / [0, 1], scale, round to nearest even.
const norm16 = (x: number, signed: boolean): number => (x !== x ? 0 : rint(clampTo(x, signed ? -1 : 0, 1) * (signed ? 32767 : 65535)) & 0xffff);
def('v_cvt_norm_i16_f16', cvt('b16', FMT.f16.get, (x) => norm16(x, true)));
def('v_cvt_norm_u16_f16', cvt('b16', FMT.f16.get, (x) => norm16(x, false)));
def('v_cvt_pknorm_i16_f16', { out: 'b32', fn: (a, b) => u(norm16(FMT.f16.get(a), true) | (norm16(FMT.f16.get(b), true) << 16)) });
def('v_cvt_pknorm_u16_f16', { out: 'b32', fn: (a, b) => u(norm16(FMT.f16.get(a), false) | (norm16(FMT.f16.get(b), false) << 16)) });
def('v_pack_b32_f16', { out: 'b32', fn: (a, b) => u(lo16(a) | (lo16(b) << 16)), raw: true });
// v_cvt_pk_u8_f32 (CLRX; RDNA pseudo-code's f32_to_u8): S0 rounded to an integer by MODE's f32
// round mode, clamped to 0..255 (NaN 0), into byte S1[1:0] of S2. v_cvt_pkaccum_u8_f32: into
// that byte of VDST (the executor passes VDST as the third source).
const ROUND_INT: Readonly<Record<RoundMode, (x: number) => number>> = { 0: rint, 1: Math.ceil, 2: Math.floor, 3: Math.trunc };
const packU8 = (a: Val, b: Val, c: Val, x: Ctx): number => {
  const v = f32(n(a)), sh = (n(b) & 3) * 8;
  const byte = v !== v ? 0 : clampTo(ROUND_INT[x.rm ?? 0](v), 0, 255);
  return u((n(c) & ~(0xff << sh)) | (byte << sh));
};
def('v_cvt_pk_u8_f32 v_cvt_pkaccum_u8_f32', { out: 'b32', fn: packU8, roundBy: 'f32', intClamp: true, ints: 6 });

// ---- cube maps (LLVM's ConstantFoldAMDGCNCubeIntrinsic; CLRX agrees) ----------------------------
// The major axis is z if |z| >= |x| and |z| >= |y|, else y if |y| >= |x|, else x (a NaN compares
// false); the face is 2 * axis + (axis < 0), with x = 0, y = 1, z = 2.
const cube = (x: number, y: number, z: number): { id: number; sc: number; tc: number; ma: number } => {
  const ax = Math.abs(x), ay = Math.abs(y), az = Math.abs(z);
  if (az >= ax && az >= ay) return { id: z < 0 ? 5 : 4, sc: z < 0 ? -x : x, tc: -y, ma: z };
  if (ay >= ax) return { id: y < 0 ? 3 : 2, sc: x, tc: y < 0 ? -z : z, ma: y };
  return { id: x < 0 ? 1 : 0, sc: x < 0 ? z : -z, tc: -y, ma: x };
};
def('v_cubeid_f32', float('f32', (a, b, c) => cube(a, b, c).id));
def('v_cubesc_f32', float('f32', (a, b, c) => cube(a, b, c).sc));
def('v_cubetc_f32', float('f32', (a, b, c) => cube(a, b, c).tc));
def('v_cubema_f32', float('f32', (a, b, c) => 2 * cube(a, b, c).ma));

// ---- v_trig_preop_f64: a 53-bit segment of 2/pi (the manuals; LLVM's AMDGPUInstCombineIntrinsic
// folds it with this table, the first 1184 bits of 2/pi; test/sim-valu-more.test.ts checks them
// against 2/pi computed independently) -------------------------------------------------------
const TWO_BY_PI = [
  0xa2f9836e, 0x4e441529, 0xfc2757d1, 0xf534ddc0, 0xdb629599, 0x3c439041, 0xfe5163ab, 0xdebbc561, 0xb7246e3a,
  0x424dd2e0, 0x06492eea, 0x09d1921c, 0xfe1deb1c, 0xb129a73e, 0xe88235f5, 0x2ebb4484, 0xe99c7026, 0xb45f7e41,
  0x3991d639, 0x835339f4, 0x9c845f8b, 0xbdf9283b, 0x1ff897ff, 0xde05980f, 0xef2f118b, 0x5a0a6d1f, 0x6d367ecf,
  0x27cb09b7, 0x4f463f66, 0x9e5fea2d, 0x7527bac7, 0xebe5f17b, 0x3d0739f7, 0x8a5292ea, 0x6bfb5fb1, 0x1f8d5d08,
  0x56033046,
].reduce((acc, w) => (acc << 32n) | BigInt(w), 0n);
const TABLE_BITS = 37 * 32;
// Segment S1[4:0] starts 53 * seg bits after the binary point, plus exp(S0) - 1077 when that is
// positive; the result is the 53 bits there times 2^-(53 + shift), times 2^128 when exp(S0) >=
// 1968; rounding (of a denormal result) is toward zero, as the manual says; past the table: 0.
def('v_trig_preop_f64', {
  out: 'f64', ints: 2,
  fn: (a, b) => {
    const x = f64(big(a));
    if (x !== x) return bits64(NaN);
    const exp = Number((big(a) >> 52n) & 0x7ffn);
    const shift = (n(b) & 31) * 53 + Math.max(0, exp - 1077);
    if ((shift >> 5) + 2 >= 37) return 0n;
    const seg = (TWO_BY_PI >> BigInt(TABLE_BITS - shift - 53)) & ((1n << 53n) - 1n);
    return roundExact(false, seg, -53 - shift + (exp >= 1968 ? 128 : 0), F64, 3);
  },
});

// ---- compares (one per condition and type; cmpx/cmps fold into these) ------------------------
const FLOAT_CMP: Readonly<Record<string, (a: number, b: number) => boolean>> = {
  f: () => false, lt: (a, b) => a < b, eq: (a, b) => a === b, le: (a, b) => a <= b, gt: (a, b) => a > b,
  lg: (a, b) => a < b || a > b, ge: (a, b) => a >= b, o: (a, b) => a === a && b === b, u: (a, b) => a !== a || b !== b,
  nge: (a, b) => !(a >= b), nlg: (a, b) => !(a < b || a > b), ngt: (a, b) => !(a > b), nle: (a, b) => !(a <= b),
  neq: (a, b) => !(a === b), nlt: (a, b) => !(a < b), tru: () => true,
};
for (const t of ['f16', 'f32', 'f64'] as const) {
  const { get, fmt } = FMT[t];
  for (const [c, p] of Object.entries(FLOAT_CMP)) def(`v_cmp_${c}_${t}`, { out: 'cmp', fn: (a, b) => (p(get(a), get(b)) ? 1 : 0) });
  // class: SRC1 is a mask of the classes of classBit(); the value is tested as is (no flush).
  def(`v_cmp_class_${t}`, { out: 'cmp', raw: true, fn: (a, b) => (n(b) >>> classBit(fmt, t === 'f16' ? lo16(a) : a)) & 1 });
}
const INT_CMP: Readonly<Record<string, (a: number | bigint, b: number | bigint) => boolean>> = {
  f: () => false, lt: (a, b) => a < b, eq: (a, b) => a === b, le: (a, b) => a <= b, gt: (a, b) => a > b,
  ne: (a, b) => a !== b, ge: (a, b) => a >= b, t: () => true,
};
const INT_READ: Readonly<Record<string, (v: Val) => number | bigint>> = {
  i16: s16, u16: lo16, i32: (v) => n(v) | 0, u32: (v) => u(n(v)), i64: (v) => BigInt.asIntN(64, big(v)), u64: big,
};
for (const [t, read] of Object.entries(INT_READ)) {
  for (const [c, p] of Object.entries(INT_CMP)) def(`v_cmp_${c}_${t}`, { out: 'cmp', fn: (a, b) => (p(read(a), read(b)) ? 1 : 0) });
}

// ---- CDNA 2/3 (gfx90a, gfx940; src/isa/cdna-valu.ts; docs/sim.md P160-P163) ----------------------
// v_fmac_f64: v_fma_f64 with VDST as the addend (tied, src/isa/implicit.ts); gfx940's v_fmamk_f32 /
// v_fmaak_f32: v_fma_f32 with the literal K as the multiplier / addend (the operands in printed order).
OPS.set('v_fmac_f64', OPS.get('v_fma_f64')!);
def('v_fmamk_f32 v_fmaak_f32', OPS.get('v_fma_f32')!);
// gfx940's v_mov_b64 (bits, no denormal flush) and v_lshl_add_u64 (P161: the shift is S1[2:0]).
def('v_mov_b64', { out: 'b64', fn: (a) => a, raw: true });
def('v_lshl_add_u64', { out: 'b64', fn: (a, b, c) => BigInt.asUintN(64, (big(a) << BigInt(n(b) & 7)) + big(c)) });
// gfx940's fp8/bf8 -> f32 (P162: exact; the one NaN 0x80 becomes the quiet 0x7fc00000). SDWA's
// src0_sel brings the byte (or, packed, the word) to the low bits first.
const f8 = (fmt: F8Format) => (byte: number): number => bits32(f8ToNum(byte, fmt));
for (const fmt of ['fp8', 'bf8'] as const) {
  def(`v_cvt_f32_${fmt}`, { out: 'f32', fn: (a) => f8(fmt)(n(a) & 0xff), raw: true });
  def(`v_cvt_pk_f32_${fmt}`, { out: 'b64', fn: (a) => (BigInt(f8(fmt)((n(a) >>> 8) & 0xff)) << 32n) | BigInt(f8(fmt)(n(a) & 0xff)), raw: true });
  // f32 -> fp8/bf8 (P129, P167): the packed pair S0 in bits 7:0, S1 in 15:8; the stochastic one
  // rounds S0 with S1 as the random bits. The word / byte of VDST op_sel picks is the row's
  // destination part (src/isa/row-semantics.ts dstPart). MODE's round and denormal bits do not apply.
  def(`v_cvt_pk_${fmt}_f32`, { out: 'b32', fn: (a, b) => f32ToF8(n(a), fmt) | (f32ToF8(n(b), fmt) << 8), raw: true });
  def(`v_cvt_sr_${fmt}_f32`, { out: 'b32', fn: (a, b) => f32ToF8Sr(n(a), n(b), fmt), raw: true });
}
