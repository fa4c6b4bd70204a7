// VOP3P packed 16-bit math on GCN 1.4 (v_pk_*): each 32-bit source holds two 16-bit halves; the
// low result takes the half OP_SEL selects of every source, the high result the half OP_SEL_HI
// selects; NEG_LO/NEG_HI negate f16 halves (Vega ISA, "VOP3P"). The operation of each half is the
// scalar 16-bit one of src/sim/valu-ops.ts (v_pk_add_f16 -> v_add_f16), so both share the rounding,
// NaN and denormal rules (docs/sim.md P80-P87; P95 for the packed specifics).
import type { Fields } from '../codec/codec.js';
import type { Gen } from '../isa/gens.js';
import type { InstrDef } from '../isa/types.js';
import { isInlineConst } from '../isa/src-operands.js';
import { VGPR_BASE } from '../isa/special-regs.js';
import { registerFiles } from '../isa/register-files.js';
import { semOf, type MixShape } from '../isa/row-semantics.js';
import { stageRegs } from './data.js';
import { F16, F32, f16, f32, bits32, flush, fromNum, fused, toNum, type RoundMode } from './float.js';
import { compileDot, dotNotSimulated } from './exec-dot.js';
import { compileMai, maiNotSimulated } from './exec-mai.js';
import { compilePk32, pk32NotSimulated } from './exec-pk32.js';
import { f16ToF32, f32ToF16 } from './half.js';
import { NotSimulated, begin, finish, type Compile, type Inst } from './inst.js';
import { baseEffects, checkRound, denormals, directed, scalarSrc, vgprSrc, type Src } from './exec-valu.js';
import { opOf, type Ctx, type OpSpec } from './valu-ops.js';
import { EXEC_LO, LANES, laneOn, type Wave } from './wave.js';

/** The 16-bit operation a v_pk_* row applies to each half (its RowSemantics.op). */
function halfOp(def: InstrDef): OpSpec | undefined {
  const sem = semOf(def);
  return sem.exec === 'packed' ? opOf(sem.op) : undefined;
}

interface Pk { op: OpSpec; srcs: Src[]; vdst: number; clamp: boolean; float: boolean; sel: number[]; selHi: number[]; negLo: number[]; negHi: number[] }

function plan(gen: Gen, def: InstrDef, f: Fields): Pk | string {
  const op = halfOp(def);
  if (!op) return 'the packed-math executor has no operation for it';
  const float = op.out === 'f16';
  const n = def.operands.filter((o) => o.kind === 'pksrc').length;
  const bit = (v: number, k: number): number => (v >> k) & 1;
  const selHiBits = (f.op_sel_hi ?? 0) | ((f.op_sel_hi2 ?? 0) << 2);
  const pk: Pk = {
    op, srcs: [], vdst: f.vdst, clamp: !!f.clamp, float,
    sel: [0, 1, 2].map((k) => bit(f.op_sel, k)), selHi: [0, 1, 2].map((k) => bit(selHiBits, k)),
    negLo: [0, 1, 2].map((k) => bit(f.neg_lo, k)), negHi: [0, 1, 2].map((k) => bit(f.neg_hi, k)),
  };
  if (!float && (f.neg_lo || f.neg_hi)) return 'neg_lo/neg_hi on integer halves are not simulated yet';
  if (!float && pk.clamp) return 'clamp on integer halves is not simulated yet';
  for (let k = 0; k < n; k++) {
    const code = f[`src${k}`];
    let src = code >= VGPR_BASE ? vgprSrc(code - VGPR_BASE, false, 'b32') : scalarSrc(gen, code, false, float ? 'f16' : 'i16', undefined);
    if (typeof src === 'string') return src;
    // P95: an inline constant stands in both halves (llvm reads `1.0` as the splat <1.0, 1.0>).
    if (isInlineConst(code)) {
      const c = src.prep(undefined as unknown as Wave)(0) as number; // a constant's reader ignores the wave
      src = { ...src, prep: () => () => ((c & 0xffff) | (c << 16)) >>> 0 };
    }
    pk.srcs.push(src);
  }
  return pk;
}

export function vop3pNotSimulated(gen: Gen, def: InstrDef, f: Fields): string | undefined {
  if (def.enc !== 'VOP3P') return undefined;
  const sem = semOf(def);
  if (sem.exec === 'mfma' || sem.exec === 'smfmac' || sem.exec === 'accread' || sem.exec === 'accwrite') return maiNotSimulated(def, f);
  if (sem.exec === 'dot') return dotNotSimulated(gen, def, f);
  if (sem.exec === 'packed32') return pk32NotSimulated(gen, def, f);
  const p = sem.exec === 'mix' ? mixPlan(gen, f) : plan(gen, def, f);
  return typeof p === 'string' ? `${def.name}: not simulated yet (${p})` : undefined;
}

export const compileVop3p: Compile = (gen, ins) => {
  const sem = semOf(ins.def);
  if (sem.exec === 'mfma' || sem.exec === 'smfmac' || sem.exec === 'accread' || sem.exec === 'accwrite') return compileMai(gen, ins);
  if (sem.exec === 'dot') return compileDot(gen, ins);
  if (sem.exec === 'packed32') return compilePk32(gen, ins);
  if (sem.exec === 'mix') return compileMix(gen, ins, sem.mix!);
  const p = plan(gen, ins.def, ins.f);
  if (typeof p === 'string') throw new NotSimulated(p); // loadProgram checks vop3pNotSimulated first
  const e = baseEffects({ op: p.op, srcs: p.srcs, vdst: p.vdst, vgprs: registerFiles(gen).vgprs, vdstRegs: 1, sdst: -1, carryOut: -1, carryIn: -1, cmpx: false, clamp: p.clamp, omod: 0 });
  const x: Ctx = { cin: 0, co: 0, rm: 0 };
  return (w, t) => {
    // P120: f16 halves round by MODE[3:2] where the scalar operation has an exact form.
    x.rm = p.float && p.op.exact ? ((w.mode >>> 2) & 3) as RoundMode : 0;
    const o = begin(t, ins, e);
    const lo = w.sgpr[EXEC_LO], hi = w.sgpr[EXEC_LO + 1];
    const readers = p.srcs.map((s) => s.prep(w));
    const { inFlush, outFlush } = p.float ? denormals(w, p.op, F16) : { inFlush: false, outFlush: false };
    const [dst] = stageRegs(w, o, p.vdst, 1);
    const a = [0, 0, 0], b = [0, 0, 0];
    const half = (v: number, sel: number, neg: number): number => {
      let h = sel ? v >>> 16 : v & 0xffff;
      if (neg) h ^= 0x8000;
      return inFlush ? (flush(F16, h) as number) : h;
    };
    const result = (r: number): number => {
      let v = r & 0xffff;
      if (p.clamp) { const q = toNum(F16, v); v = fromNum(F16, q !== q || q < 0 ? 0 : q > 1 ? 1 : q) as number; }
      return outFlush ? (flush(F16, v) as number) : v;
    };
    for (let l = 0; l < LANES; l++) {
      if (!laneOn(lo, hi, l)) continue;
      for (let k = 0; k < p.srcs.length; k++) {
        const v = readers[k](l) as number;
        a[k] = half(v, p.sel[k], p.negLo[k]);
        b[k] = half(v, p.selHi[k], p.negHi[k]);
      }
      const rl = result((x.rm ? directed(p.op, a, x, F16, p.op.fn(a[0], a[1], a[2], x)) : p.op.fn(a[0], a[1], a[2], x)) as number);
      const rh = result((x.rm ? directed(p.op, b, x, F16, p.op.fn(b[0], b[1], b[2], x)) : p.op.fn(b[0], b[1], b[2], x)) as number);
      dst[l] = (rl | (rh << 16)) >>> 0;
    }
    finish(t, o, e);
  };
};

/**
 * gfx900's v_mad_mix* and gfx904/gfx906's v_fma_mix* (the same opcodes).
 * v_mad_mix_f32 / v_mad_mixlo_f16 / v_mad_mixhi_f16 (P98): each source is f32 (OP_SEL_HI bit 0) or
 * the f16 half OP_SEL picks, widened exactly; NEG_LO negates and NEG_HI takes the absolute value.
 * The sum is v_mad_f32's: round(round(a * b) + c) with f32 denormals flushed (P84); mixlo/mixhi
 * round it to f16 into the low/high half of VDST and keep the other half.
 */
interface Mix { srcs: Src[]; f16: number[]; sel: number[]; neg: number[]; abs: number[]; clamp: boolean; vdst: number }

function mixPlan(gen: Gen, f: Fields): Mix | string {
  const selHiBits = (f.op_sel_hi ?? 0) | ((f.op_sel_hi2 ?? 0) << 2);
  const bit = (v: number, k: number): number => (v >> k) & 1;
  const m: Mix = { srcs: [], f16: [], sel: [], neg: [], abs: [], clamp: !!f.clamp, vdst: f.vdst };
  for (let k = 0; k < 3; k++) {
    const code = f[`src${k}`];
    const half = bit(selHiBits, k);
    const src = code >= VGPR_BASE ? vgprSrc(code - VGPR_BASE, false, 'b32') : scalarSrc(gen, code, false, half ? 'f16' : 'f32', undefined);
    if (typeof src === 'string') return src;
    m.srcs.push(src);
    m.f16.push(half);
    m.sel.push(bit(f.op_sel, k));
    m.neg.push(bit(f.neg_lo, k));
    m.abs.push(bit(f.neg_hi, k));
  }
  return m;
}

function compileMix(gen: Gen, ins: Inst, shape: MixShape): ReturnType<Compile> {
  const m = mixPlan(gen, ins.f);
  if (typeof m === 'string') throw new NotSimulated(m);
  const part = shape.part === 'lo' ? 1 : shape.part === 'hi' ? 2 : 0;
  // v_fma_mix* (P131): one rounding, into f32 or (mixlo/mixhi) straight into f16; f32 denormals by
  // MODE as v_fma_f32. v_mad_mix*: v_mad_f32's two roundings with denormals flushed, then to f16.
  const fma = shape.fma;
  const e = baseEffects({ op: { out: 'f32', fn: () => 0 }, srcs: m.srcs, vdst: m.vdst, vgprs: registerFiles(gen).vgprs, vdstRegs: 1, sdst: -1, carryOut: -1, carryIn: -1, cmpx: false, clamp: m.clamp, omod: 0 });
  if (part) e.vReads.push(m.vdst); // the other half is kept
  return (w, t) => {
    checkRound(w);
    const o = begin(t, ins, e);
    const lo = w.sgpr[EXEC_LO], hi = w.sgpr[EXEC_LO + 1];
    const readers = m.srcs.map((s) => s.prep(w));
    const [dst] = stageRegs(w, o, m.vdst, 1);
    const x = [0, 0, 0];
    const inFlush = ((w.mode >>> 4) & 1) === 0, outFlush = ((w.mode >>> 5) & 1) === 0;
    for (let l = 0; l < LANES; l++) {
      if (!laneOn(lo, hi, l)) continue;
      for (let k = 0; k < 3; k++) {
        const v = readers[k](l) as number;
        let b = m.f16[k] ? f16ToF32(m.sel[k] ? v >>> 16 : v & 0xffff) : v;
        if (m.abs[k]) b &= 0x7fffffff;
        if (m.neg[k]) b ^= 0x80000000;
        x[k] = f32(fma && !inFlush ? b >>> 0 : flush(F32, b >>> 0) as number);
      }
      if (fma && part) {
        let h = fused(x[0], x[1], x[2], F16) as number;
        if (m.clamp) { const q = f16(h); h = fromNum(F16, q !== q || q < 0 ? 0 : q > 1 ? 1 : q) as number; }
        const old = w.vgpr[m.vdst * LANES + l];
        dst[l] = part === 1 ? ((old & 0xffff0000) | h) >>> 0 : ((old & 0xffff) | (h << 16)) >>> 0;
        continue;
      }
      let r = fma ? fused(x[0], x[1], x[2], F32) as number : flush(F32, bits32(Math.fround(x[0] * x[1]) + x[2])) as number;
      if (fma && outFlush) r = flush(F32, r) as number;
      if (m.clamp) { const q = f32(r); r = bits32(q !== q || q < 0 ? 0 : q > 1 ? 1 : q); }
      const old = w.vgpr[m.vdst * LANES + l];
      dst[l] = part === 0 ? r : part === 1 ? ((old & 0xffff0000) | f32ToF16(r)) >>> 0 : ((old & 0xffff) | (f32ToF16(r) << 16)) >>> 0;
    }
    finish(t, o, e);
  };
}
