// The dot products of gfx906 (dot1/dot2/dot7/dot10-insts; Vega 7nm ISA, "VOP3P"): D = sum of the
// products of the packed elements of S0 and S1, plus the 32-bit S2 (docs/sim.md P130).
//   v_dot2_{i32_i16,u32_u16}: two 16-bit elements; v_dot4_{i32_i8,u32_u8}: four bytes;
//   v_dot8_{i32_i4,u32_u4}: eight nibbles; v_dot2_f32_f16: two f16 halves and an f32 addend.
// Integer sums are exact (at most 2^33 in magnitude: JS numbers hold them), wrapped to 32 bits,
// or saturated to the result's range under clamp. v_dot2_f32_f16 rounds the exact sum once.
import type { Fields } from '../codec/codec.js';
import type { Gen } from '../isa/gens.js';
import type { InstrDef } from '../isa/types.js';
import { registerFiles } from '../isa/register-files.js';
import { semOf, type DotShape } from '../isa/row-semantics.js';
import { isInlineConst } from '../isa/src-operands.js';
import { VGPR_BASE } from '../isa/special-regs.js';
import { stageRegs } from './data.js';
import { F32, bits32, dyMul, dySum, dyadic, f16, f32, flush, roundDyadic, type Dyadic } from './float.js';
import { NotSimulated, begin, finish, type Compile } from './inst.js';
import { baseEffects, scalarSrc, vgprSrc, type Src } from './exec-valu.js';
import type { OpSpec, Val } from './valu-ops.js';
import { EXEC_LO, LANES, laneOn } from './wave.js';

interface Dot { srcs: Src[]; vdst: number; clamp: boolean; elems: number; width: number; signed: boolean; float: boolean; sel: number[]; selHi: number[] }

function plan(gen: Gen, def: InstrDef, f: Fields): Dot | string {
  const s = semOf(def).dot; // element count, width and signedness (v_dot4_i32_i8: 4 signed bytes)
  if (!s) return 'the dot-product executor has no operation for it';
  const bit = (v: number, k: number): number => (v >> k) & 1;
  const selHiBits = (f.op_sel_hi ?? 0) | ((f.op_sel_hi2 ?? 0) << 2);
  const sel = [0, 1].map((k) => bit(f.op_sel, k)), selHi = [0, 1].map((k) => bit(selHiBits, k));
  if (f.neg_lo || f.neg_hi) return 'neg_lo/neg_hi on a dot product are not simulated yet';
  // op_sel picks a 16-bit half for element 0 and op_sel_hi for element 1 of v_dot2; on the byte
  // and nibble forms only the default (the elements in order) is simulated.
  if (s.elems > 2 && (sel.some((b) => b) || selHi.some((b) => !b))) return 'op_sel/op_sel_hi on v_dot4/v_dot8 are not simulated yet';
  const d: Dot = { srcs: [], vdst: f.vdst, clamp: !!f.clamp, ...s, sel, selHi };
  for (let k = 0; k < 3; k++) {
    const code = f[`src${k}`];
    const vtype = k === 2 ? (s.float ? 'f32' : 'b32') : s.float ? 'f16' : 'i16';
    let src = code >= VGPR_BASE ? vgprSrc(code - VGPR_BASE, false, 'b32') : scalarSrc(gen, code, false, vtype, undefined);
    if (typeof src === 'string') return src;
    // P95: an inline constant of a packed source stands in both halves.
    if (k < 2 && isInlineConst(code)) {
      const c = src.prep(undefined as never)(0) as number; // a constant's reader ignores the wave
      src = { ...src, prep: () => () => ((c & 0xffff) | (c << 16)) >>> 0 };
    }
    d.srcs.push(src);
  }
  return d;
}

export function dotNotSimulated(gen: Gen, def: InstrDef, f: Fields): string | undefined {
  const p = plan(gen, def, f);
  return typeof p === 'string' ? `${def.name}: not simulated yet (${p})` : undefined;
}

/** Element i of a packed source: v_dot2 takes the 16-bit half op_sel/op_sel_hi picks. */
function element(d: Dot, v: number, k: number, i: number): number {
  const w = d.width;
  const raw = d.elems === 2 ? ((i === 0 ? d.sel[k] : d.selHi[k]) ? v >>> 16 : v & 0xffff) : (v >>> (i * w)) & ((1 << w) - 1);
  return d.signed ? (raw << (32 - w)) >> (32 - w) : raw;
}

export const compileDot: Compile = (gen, ins) => {
  const d = plan(gen, ins.def, ins.f);
  if (typeof d === 'string') throw new NotSimulated(d); // loadProgram checks dotNotSimulated first
  const e = baseEffects({ op: { out: d.float ? 'f32' : 'b32', fn: () => 0 }, srcs: d.srcs, vdst: d.vdst, vgprs: registerFiles(gen).vgprs, vdstRegs: 1, sdst: -1, carryOut: -1, carryIn: -1, cmpx: false, clamp: d.clamp, omod: 0 });
  const lo32 = d.signed ? -(2 ** 31) : 0, hi32 = d.signed ? 2 ** 31 - 1 : 2 ** 32 - 1;
  return (w, t) => {
    if (d.float && (w.mode & 0xf)) throw new NotSimulated(`MODE.FP_ROUND is ${w.mode & 0xf}: v_dot2_f32_f16 is simulated under round to nearest even (0) only`);
    const o = begin(t, ins, e);
    const lo = w.sgpr[EXEC_LO], hi = w.sgpr[EXEC_LO + 1];
    const readers = d.srcs.map((s) => s.prep(w));
    const [dst] = stageRegs(w, o, d.vdst, 1);
    // f32 denormals by MODE[5:4] as v_fma_f32 (input and output); f16 inputs are never flushed (P130).
    const f32In = ((w.mode >>> 4) & 1) === 0, f32Out = ((w.mode >>> 5) & 1) === 0;
    for (let l = 0; l < LANES; l++) {
      if (!laneOn(lo, hi, l)) continue;
      const a = readers[0](l) as number, b = readers[1](l) as number, c = readers[2](l) as number;
      if (d.float) {
        dst[l] = dot2f(f16(element(d, a, 0, 0)), f16(element(d, b, 1, 0)), f16(element(d, a, 0, 1)), f16(element(d, b, 1, 1)),
          f32(f32In ? flush(F32, c) as number : c), d.clamp, f32Out);
        continue;
      }
      let sum = d.signed ? c | 0 : c >>> 0;
      for (let i = 0; i < d.elems; i++) sum += element(d, a, 0, i) * element(d, b, 1, i);
      dst[l] = (d.clamp ? Math.min(hi32, Math.max(lo32, sum)) : sum) >>> 0;
    }
    finish(t, o, e);
  };
};

/**
 * The dot product of a row whose operands are plain VALU sources (gfx908's VOP2 v_dot2c_f32_f16,
 * v_dot2c_i32_i16, v_dot4c_i32_i8, v_dot8c_i32_i4 in their e32, e64 and DPP forms): the same
 * arithmetic as the VOP3P rows' (P130, the elements in order), as an operation of the VALU
 * executor (src/sim/exec-valu.ts), whose loop supplies the addend (the tied destination), the
 * f32 denormal flush of the addend and result, clamp, and MODE's round mode (`exact`).
 */
export function dotOp(s: DotShape): OpSpec {
  const d: Dot = { srcs: [], vdst: 0, clamp: false, ...s, sel: [0, 0], selHi: [1, 1] };
  if (s.float) {
    const terms = (a: Val, b: Val): [number, number, number, number] =>
      [f16(element(d, a as number, 0, 0)), f16(element(d, b as number, 1, 0)), f16(element(d, a as number, 0, 1)), f16(element(d, b as number, 1, 1))];
    return {
      out: 'f32', ints: 3, // the f16 elements are never flushed; the f32 addend is (source 2)
      fn: (a, b, c) => { const [a0, b0, a1, b1] = terms(a, b); return dot2f(a0, b0, a1, b1, f32(c as number), false, false); },
      exact: (a, b, c) => {
        const t = terms(a, b), z = f32(c as number);
        if (![...t, z].every(Number.isFinite)) return undefined;
        return dySum([dyMul(dyadic(t[0]), dyadic(t[1])), dyMul(dyadic(t[2]), dyadic(t[3])), dyadic(z)], 0);
      },
    };
  }
  const lo32 = s.signed ? -(2 ** 31) : 0, hi32 = s.signed ? 2 ** 31 - 1 : 2 ** 32 - 1;
  return {
    out: 'b32', ints: 7, intClamp: true,
    fn: (a, b, c, x) => {
      let sum = s.signed ? (c as number) | 0 : (c as number) >>> 0;
      for (let i = 0; i < s.elems; i++) sum += element(d, a as number, 0, i) * element(d, b as number, 1, i);
      return (x.sat ? Math.min(hi32, Math.max(lo32, sum)) : sum) >>> 0;
    },
  };
}

/** a0*b0 + a1*b1 + c with one rounding to f32 (products of f16 values are exact); NaN and Inf as IEEE sums. */
function dot2f(a0: number, b0: number, a1: number, b1: number, c: number, clamp: boolean, outFlush: boolean): number {
  const approx = a0 * b0 + a1 * b1 + c;
  let r: number;
  if (!Number.isFinite(approx) || approx !== approx) r = bits32(approx);
  else {
    const terms: Dyadic[] = [dyMul(dyadic(a0), dyadic(b0)), dyMul(dyadic(a1), dyadic(b1)), dyadic(c)];
    r = roundDyadic(dySum(terms, 0), F32, 0) as number;
  }
  if (outFlush) r = flush(F32, r) as number;
  if (clamp) { const q = f32(r); r = bits32(q !== q || q < 0 ? 0 : q > 1 ? 1 : q); }
  return r >>> 0;
}
