// What each SOP1/SOP2/SOPK/SOPC instruction computes, keyed by name: one small function per
// instruction, from the pseudo-code of AMD's SI, CI, GCN3 and Vega ISA manuals (chapter "Scalar
// ALU Operations" and the SOP* opcode tables). Generation differences are only which rows exist
// (src/isa/salu.ts); where an instruction exists it computes the same thing on every generation.
// Where the manuals are silent the policy is in docs/sim.md (P61-P65).
//
// Conventions: a, b are the 32-bit sources (u32), A, B the 64-bit ones (u64 bigint); d / D hold
// the destination's old value on entry (SOPK's D is also a source) and its new value on return.
// `scc` is SCC in and out: a function that does not write SCC leaves it. `write = false` keeps
// the destination (s_cmov with SCC 0). `exec` set: the new EXEC (s_*_saveexec, s_*_wrexec).

export interface SaluIo {
  a: number; b: number;
  A: bigint; B: bigint;
  d: number; D: bigint;
  /** SOPK's SIMM16 (raw 16 bits). */
  k: number;
  scc: number;
  write: boolean;
  exec: bigint | undefined;
  /** EXEC before the instruction (saveexec forms). */
  execIn: bigint;
}

export type SaluFn = (o: SaluIo) => void;

const M64 = (1n << 64n) - 1n;
const u64 = (x: bigint): bigint => x & M64;
const i64 = (x: bigint): bigint => BigInt.asIntN(64, x);
const bit = (c: boolean): number => (c ? 1 : 0);
const sext16 = (k: number): number => (k << 16) >> 16;

// --- helpers shared by several rows ---------------------------------------------------------

function popcount32(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
const popcount64 = (X: bigint): number => popcount32(Number(X & 0xffffffffn)) + popcount32(Number(X >> 32n));

/** Index of the lowest set bit, -1 (0xffffffff) if none. */
function ff1_32(x: number): number {
  return x === 0 ? -1 : 31 - Math.clz32(x & -x);
}
function ff1_64(X: bigint): number {
  const lo = Number(X & 0xffffffffn), hi = Number(X >> 32n);
  if (lo) return ff1_32(lo);
  return hi ? 32 + ff1_32(hi) : -1;
}
/** Leading zeros counted from the MSB; -1 if none set. */
const flbit32 = (x: number): number => (x === 0 ? -1 : Math.clz32(x));
function flbit64(X: bigint): number {
  const hi = Number(X >> 32n), lo = Number(X & 0xffffffffn);
  if (hi) return Math.clz32(hi);
  return lo ? 32 + Math.clz32(lo) : -1;
}

function brev32(x: number): number {
  let r = 0;
  for (let i = 0; i < 32; i++) r = (r << 1) | ((x >>> i) & 1);
  return r >>> 0;
}

/** Each 4-bit group becomes all ones if any of its bits is set (s_wqm). */
function wqm(X: bigint, bits: number): bigint {
  let r = 0n;
  for (let i = 0; i < bits; i += 4) if ((X >> BigInt(i)) & 0xfn) r |= 0xfn << BigInt(i);
  return r;
}

/** Bit i of the result = OR of bits 4i..4i+3 (s_quadmask). */
function quadmask(X: bigint, bits: number): bigint {
  let r = 0n;
  for (let i = 0; i < bits / 4; i++) if ((X >> BigInt(4 * i)) & 0xfn) r |= 1n << BigInt(i);
  return r;
}

/** (1 << w) - 1 for any w >= 0 (P62: a width of 32 / 64 or more selects every bit). */
const mask32 = (w: number): number => (w >= 32 ? 0xffffffff : ((1 << w) - 1) >>> 0);
const mask64 = (w: number): bigint => (w >= 64 ? M64 : (1n << BigInt(w)) - 1n);

// --- row builders -----------------------------------------------------------------------------

/** 32-bit result, SCC = result != 0. */
const logic32 = (f: (a: number, b: number) => number): SaluFn => (o) => { o.d = f(o.a, o.b) >>> 0; o.scc = bit(o.d !== 0); };
const logic64 = (f: (A: bigint, B: bigint) => bigint): SaluFn => (o) => { o.D = u64(f(o.A, o.B)); o.scc = bit(o.D !== 0n); };
/** 32-bit result, SCC unchanged. */
const val32 = (f: (a: number, b: number) => number): SaluFn => (o) => { o.d = f(o.a, o.b) >>> 0; };
const val64 = (f: (A: bigint, B: bigint) => bigint): SaluFn => (o) => { o.D = u64(f(o.A, o.B)); };
/** 32-bit result of a 64-bit source, SCC unchanged / SCC = result != 0. */
const count64 = (f: (A: bigint) => number, scc: boolean): SaluFn => (o) => { o.d = f(o.A) >>> 0; if (scc) o.scc = bit(o.d !== 0); };
/** SCC = compare; no destination. */
const cmpI = (f: (a: number, b: number) => boolean): SaluFn => (o) => { o.scc = bit(f(o.a | 0, o.b | 0)); };
const cmpU = (f: (a: number, b: number) => boolean): SaluFn => (o) => { o.scc = bit(f(o.a >>> 0, o.b >>> 0)); };
/** SOPK compare: D op SIMM16 (sign-extended for _i32, zero-extended for _u32). */
const cmpkI = (f: (a: number, b: number) => boolean): SaluFn => (o) => { o.scc = bit(f(o.d | 0, sext16(o.k))); };
const cmpkU = (f: (a: number, b: number) => boolean): SaluFn => (o) => { o.scc = bit(f(o.d >>> 0, o.k & 0xffff)); };
/** min/max: SCC = 1 when S0 is chosen (the manuals' "SCC = S0 < S1" / "S0 > S1"). */
const pick = (first: (a: number, b: number) => boolean, signed: boolean): SaluFn => (o) => {
  const a = signed ? o.a | 0 : o.a >>> 0, b = signed ? o.b | 0 : o.b >>> 0;
  const s0 = first(a, b);
  o.d = (s0 ? a : b) >>> 0;
  o.scc = bit(s0);
};
/** Signed add with SCC = signed overflow (both operands' sign equal and the result's different). */
function addI(o: SaluIo, a: number, b: number): void {
  const r = (a + b) | 0;
  o.scc = bit(((a ^ r) & (b ^ r)) < 0);
  o.d = r >>> 0;
}
/** EXEC update of a saveexec form: D = old EXEC, EXEC = f(S0, EXEC), SCC = EXEC != 0. */
const saveexec = (f: (S: bigint, E: bigint) => bigint): SaluFn => (o) => {
  o.D = o.execIn;
  o.exec = u64(f(o.A, o.execIn));
  o.scc = bit(o.exec !== 0n);
};
/** GFX9 wrexec forms: EXEC = f(S0, EXEC), D = the new EXEC, SCC = EXEC != 0. */
const wrexec = (f: (S: bigint, E: bigint) => bigint): SaluFn => (o) => {
  o.exec = u64(f(o.A, o.execIn));
  o.D = o.exec;
  o.scc = bit(o.exec !== 0n);
};
/** s_bfe_*: offset S1[4:0] (S1[5:0] for 64-bit), width S1[22:16] (P62). */
function bfeU32(a: number, b: number): number {
  return ((a >>> (b & 31)) & mask32((b >>> 16) & 0x7f)) >>> 0;
}
/**
 * The signed forms shift S0 arithmetically (the manuals' `S0.i >> offset`), so a field that runs
 * past the top bit takes copies of the sign bit, then sign-extend the field from its width.
 */
function bfeI32(a: number, b: number): number {
  const w = (b >>> 16) & 0x7f;
  if (w === 0) return 0;
  const v = ((a | 0) >> (b & 31)) & mask32(w);
  return w >= 32 ? v | 0 : (v << (32 - w)) >> (32 - w);
}
function bfeU64(A: bigint, b: number): bigint {
  return (A >> BigInt(b & 63)) & mask64((b >>> 16) & 0x7f);
}
function bfeI64(A: bigint, b: number): bigint {
  const w = (b >>> 16) & 0x7f;
  if (w === 0) return 0n;
  const v = (i64(A) >> BigInt(b & 63)) & mask64(w);
  return w >= 64 ? v : BigInt.asIntN(w, v);
}
/** Signed 32-bit flbit: leading bits equal to the sign bit; -1 for 0 and -1. */
function flbitI32(a: number): number {
  const x = a | 0;
  if (x === 0 || x === -1) return -1;
  return Math.clz32(x < 0 ? ~x : x);
}
function flbitI64(A: bigint): number {
  const x = i64(A);
  if (x === 0n || x === -1n) return -1;
  return flbit64(u64(x < 0n ? ~x : x));
}

export const SALU_OPS: Readonly<Record<string, SaluFn>> = {
  // ---- SOP2
  s_add_u32: (o) => { const r = o.a + o.b; o.d = r >>> 0; o.scc = bit(r > 0xffffffff); },
  s_sub_u32: (o) => { o.d = (o.a - o.b) >>> 0; o.scc = bit(o.b > o.a); },
  s_add_i32: (o) => addI(o, o.a | 0, o.b | 0),
  s_sub_i32: (o) => {
    const a = o.a | 0, b = o.b | 0, r = (a - b) | 0;
    o.scc = bit(((a ^ b) & (a ^ r)) < 0);
    o.d = r >>> 0;
  },
  s_addc_u32: (o) => { const r = o.a + o.b + o.scc; o.d = r >>> 0; o.scc = bit(r > 0xffffffff); },
  s_subb_u32: (o) => { const r = o.a - o.b - o.scc; o.d = r >>> 0; o.scc = bit(r < 0); },
  s_min_i32: pick((a, b) => a < b, true),
  s_min_u32: pick((a, b) => a < b, false),
  s_max_i32: pick((a, b) => a > b, true),
  s_max_u32: pick((a, b) => a > b, false),
  s_cselect_b32: (o) => { o.d = o.scc ? o.a : o.b; },
  s_cselect_b64: (o) => { o.D = o.scc ? o.A : o.B; },
  s_and_b32: logic32((a, b) => a & b),
  s_and_b64: logic64((A, B) => A & B),
  s_or_b32: logic32((a, b) => a | b),
  s_or_b64: logic64((A, B) => A | B),
  s_xor_b32: logic32((a, b) => a ^ b),
  s_xor_b64: logic64((A, B) => A ^ B),
  s_andn2_b32: logic32((a, b) => a & ~b),
  s_andn2_b64: logic64((A, B) => A & ~B),
  s_orn2_b32: logic32((a, b) => a | ~b),
  s_orn2_b64: logic64((A, B) => A | ~B),
  s_nand_b32: logic32((a, b) => ~(a & b)),
  s_nand_b64: logic64((A, B) => ~(A & B)),
  s_nor_b32: logic32((a, b) => ~(a | b)),
  s_nor_b64: logic64((A, B) => ~(A | B)),
  s_xnor_b32: logic32((a, b) => ~(a ^ b)),
  s_xnor_b64: logic64((A, B) => ~(A ^ B)),
  s_lshl_b32: logic32((a, b) => a << (b & 31)),
  s_lshl_b64: (o) => { o.D = u64(o.A << BigInt(o.b & 63)); o.scc = bit(o.D !== 0n); },
  s_lshr_b32: logic32((a, b) => a >>> (b & 31)),
  s_lshr_b64: (o) => { o.D = o.A >> BigInt(o.b & 63); o.scc = bit(o.D !== 0n); },
  s_ashr_i32: logic32((a, b) => a >> (b & 31)),
  s_ashr_i64: (o) => { o.D = u64(i64(o.A) >> BigInt(o.b & 63)); o.scc = bit(o.D !== 0n); },
  s_bfm_b32: val32((a, b) => mask32(a & 31) << (b & 31)),
  s_bfm_b64: (o) => { o.D = u64(mask64(o.a & 63) << BigInt(o.b & 63)); },
  s_mul_i32: val32((a, b) => Math.imul(a, b)),
  s_bfe_u32: logic32(bfeU32),
  s_bfe_i32: logic32(bfeI32),
  s_bfe_u64: (o) => { o.D = bfeU64(o.A, o.b); o.scc = bit(o.D !== 0n); },
  s_bfe_i64: (o) => { o.D = u64(bfeI64(o.A, o.b)); o.scc = bit(o.D !== 0n); },
  // P63: the difference wraps to 32 bits before the absolute value (0x80000000 stays 0x80000000).
  s_absdiff_i32: logic32((a, b) => { const r = (a - b) | 0; return r < 0 ? -r : r; }),
  s_mul_hi_u32: val32((a, b) => Number((BigInt(a >>> 0) * BigInt(b >>> 0)) >> 32n)),
  s_mul_hi_i32: val32((a, b) => Number(BigInt.asUintN(32, (BigInt(a | 0) * BigInt(b | 0)) >> 32n))),
  s_lshl1_add_u32: (o) => lshlAdd(o, 1),
  s_lshl2_add_u32: (o) => lshlAdd(o, 2),
  s_lshl3_add_u32: (o) => lshlAdd(o, 3),
  s_lshl4_add_u32: (o) => lshlAdd(o, 4),
  s_pack_ll_b32_b16: val32((a, b) => (a & 0xffff) | (b << 16)),
  s_pack_lh_b32_b16: val32((a, b) => (a & 0xffff) | (b & 0xffff0000)),
  s_pack_hh_b32_b16: val32((a, b) => (a >>> 16) | (b & 0xffff0000)),

  // ---- SOP1
  s_mov_b32: (o) => { o.d = o.a; },
  s_mov_b64: (o) => { o.D = o.A; },
  s_cmov_b32: (o) => { o.d = o.a; o.write = o.scc === 1; },
  s_cmov_b64: (o) => { o.D = o.A; o.write = o.scc === 1; },
  s_not_b32: logic32((a) => ~a),
  s_not_b64: logic64((A) => ~A),
  s_wqm_b32: (o) => { o.d = Number(wqm(BigInt(o.a), 32)); o.scc = bit(o.d !== 0); },
  s_wqm_b64: logic64((A) => wqm(A, 64)),
  s_brev_b32: val32((a) => brev32(a)),
  s_brev_b64: (o) => { o.D = (BigInt(brev32(Number(o.A & 0xffffffffn))) << 32n) | BigInt(brev32(Number(o.A >> 32n))); },
  s_bcnt0_i32_b32: logic32((a) => 32 - popcount32(a)),
  s_bcnt0_i32_b64: count64((A) => 64 - popcount64(A), true),
  s_bcnt1_i32_b32: logic32((a) => popcount32(a)),
  s_bcnt1_i32_b64: count64(popcount64, true),
  s_ff0_i32_b32: val32((a) => ff1_32(~a)),
  s_ff0_i32_b64: count64((A) => ff1_64(u64(~A)), false),
  s_ff1_i32_b32: val32((a) => ff1_32(a)),
  s_ff1_i32_b64: count64(ff1_64, false),
  s_flbit_i32_b32: val32((a) => flbit32(a)),
  s_flbit_i32_b64: count64(flbit64, false),
  s_flbit_i32: val32((a) => flbitI32(a)),
  s_flbit_i32_i64: count64(flbitI64, false),
  s_sext_i32_i8: val32((a) => (a << 24) >> 24),
  s_sext_i32_i16: val32((a) => (a << 16) >> 16),
  // D is read and one bit of it changed: bit S0[4:0] (S0[5:0] for 64-bit).
  s_bitset0_b32: (o) => { o.d = (o.d & ~(1 << (o.a & 31))) >>> 0; },
  s_bitset0_b64: (o) => { o.D = o.D & ~(1n << BigInt(o.a & 63)); },
  s_bitset1_b32: (o) => { o.d = (o.d | (1 << (o.a & 31))) >>> 0; },
  s_bitset1_b64: (o) => { o.D = o.D | (1n << BigInt(o.a & 63)); },
  s_and_saveexec_b64: saveexec((S, E) => S & E),
  s_or_saveexec_b64: saveexec((S, E) => S | E),
  s_xor_saveexec_b64: saveexec((S, E) => S ^ E),
  s_andn2_saveexec_b64: saveexec((S, E) => S & ~E),
  s_orn2_saveexec_b64: saveexec((S, E) => S | ~E),
  s_nand_saveexec_b64: saveexec((S, E) => ~(S & E)),
  s_nor_saveexec_b64: saveexec((S, E) => ~(S | E)),
  s_xnor_saveexec_b64: saveexec((S, E) => ~(S ^ E)),
  s_andn1_saveexec_b64: saveexec((S, E) => ~S & E),
  s_orn1_saveexec_b64: saveexec((S, E) => ~S | E),
  s_andn1_wrexec_b64: wrexec((S, E) => ~S & E),
  s_andn2_wrexec_b64: wrexec((S, E) => S & ~E),
  s_quadmask_b32: (o) => { o.d = Number(quadmask(BigInt(o.a), 32)); o.scc = bit(o.d !== 0); },
  s_quadmask_b64: logic64((A) => quadmask(A, 64)),
  // P64: |0x80000000| is 0x80000000 (the 32-bit negation wraps); SCC = D != 0.
  s_abs_i32: logic32((a) => { const x = a | 0; return x < 0 ? -x : x; }),
  s_bitreplicate_b64_b32: (o) => {
    let r = 0n;
    for (let i = 0; i < 32; i++) if ((o.a >>> i) & 1) r |= 3n << BigInt(2 * i);
    o.D = r;
  },

  // ---- SOPK (D is both source and destination where the manuals say D = D op SIMM16)
  s_movk_i32: (o) => { o.d = sext16(o.k) >>> 0; },
  s_cmovk_i32: (o) => { o.d = sext16(o.k) >>> 0; o.write = o.scc === 1; },
  s_cmpk_eq_i32: cmpkI((a, b) => a === b),
  s_cmpk_lg_i32: cmpkI((a, b) => a !== b),
  s_cmpk_gt_i32: cmpkI((a, b) => a > b),
  s_cmpk_ge_i32: cmpkI((a, b) => a >= b),
  s_cmpk_lt_i32: cmpkI((a, b) => a < b),
  s_cmpk_le_i32: cmpkI((a, b) => a <= b),
  s_cmpk_eq_u32: cmpkU((a, b) => a === b),
  s_cmpk_lg_u32: cmpkU((a, b) => a !== b),
  s_cmpk_gt_u32: cmpkU((a, b) => a > b),
  s_cmpk_ge_u32: cmpkU((a, b) => a >= b),
  s_cmpk_lt_u32: cmpkU((a, b) => a < b),
  s_cmpk_le_u32: cmpkU((a, b) => a <= b),
  s_addk_i32: (o) => addI(o, o.d | 0, sext16(o.k)),
  s_mulk_i32: (o) => { o.d = Math.imul(o.d, sext16(o.k)) >>> 0; },

  // ---- SOPC
  s_cmp_eq_i32: cmpI((a, b) => a === b),
  s_cmp_lg_i32: cmpI((a, b) => a !== b),
  s_cmp_gt_i32: cmpI((a, b) => a > b),
  s_cmp_ge_i32: cmpI((a, b) => a >= b),
  s_cmp_lt_i32: cmpI((a, b) => a < b),
  s_cmp_le_i32: cmpI((a, b) => a <= b),
  s_cmp_eq_u32: cmpU((a, b) => a === b),
  s_cmp_lg_u32: cmpU((a, b) => a !== b),
  s_cmp_gt_u32: cmpU((a, b) => a > b),
  s_cmp_ge_u32: cmpU((a, b) => a >= b),
  s_cmp_lt_u32: cmpU((a, b) => a < b),
  s_cmp_le_u32: cmpU((a, b) => a <= b),
  s_bitcmp0_b32: (o) => { o.scc = bit(((o.a >>> (o.b & 31)) & 1) === 0); },
  s_bitcmp1_b32: (o) => { o.scc = bit(((o.a >>> (o.b & 31)) & 1) === 1); },
  s_bitcmp0_b64: (o) => { o.scc = bit(((o.A >> BigInt(o.b & 63)) & 1n) === 0n); },
  s_bitcmp1_b64: (o) => { o.scc = bit(((o.A >> BigInt(o.b & 63)) & 1n) === 1n); },
  s_cmp_eq_u64: (o) => { o.scc = bit(o.A === o.B); },
  s_cmp_lg_u64: (o) => { o.scc = bit(o.A !== o.B); },
};

/** GFX9 s_lshlN_add_u32: D = (S0 << N) + S1, SCC = the sum does not fit in 32 bits (Vega). */
function lshlAdd(o: SaluIo, n: number): void {
  const r = (o.a >>> 0) * 2 ** n + (o.b >>> 0);
  o.d = r % 4294967296 >>> 0;
  o.scc = bit(r >= 4294967296);
}
