// VOP3P packed 16-bit math on GCN 1.4 (v_pk_*): each 32-bit source holds two 16-bit halves; the
// low result takes the half OP_SEL selects of every source, the high result the half OP_SEL_HI
// selects; NEG_LO/NEG_HI negate f16 halves (Vega ISA, "VOP3P"). The operation of each half is the
// scalar 16-bit one of src/sim/valu-ops.ts (v_pk_add_f16 -> v_add_f16), so both share the rounding,
// NaN and denormal rules (docs/sim.md P80-P87; P95 for the packed specifics).
import type { Fields } from '../codec/codec.js';
import type { Gen } from '../isa/gens.js';
import type { InstrDef } from '../isa/types.js';
import { stageRegs } from './data.js';
import { F16, flush, fromNum, toNum } from './float.js';
import { NotSimulated, begin, finish, type Compile } from './inst.js';
import { baseEffects, checkRound, denormals, scalarSrc, vgprSrc, type Src } from './exec-valu.js';
import { opOf, type OpSpec } from './valu-ops.js';
import { EXEC_LO, LANES, laneOn, type Wave } from './wave.js';

/** The 16-bit operation a v_pk_* instruction applies to each half. */
function halfOp(name: string): OpSpec | undefined {
  const m = /^v_pk_(.*)_(f16|i16|u16|b16)$/.exec(name);
  return m ? opOf(`v_${m[1]}_${m[2]}`) : undefined;
}

interface Pk { op: OpSpec; srcs: Src[]; vdst: number; clamp: boolean; float: boolean; sel: number[]; selHi: number[]; negLo: number[]; negHi: number[] }

function plan(gen: Gen, def: InstrDef, f: Fields): Pk | string {
  const op = halfOp(def.name);
  if (!op) return 'the packed-math executor has no operation for it (v_mad_mix* are not simulated yet)';
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
    let src = code >= 256 ? vgprSrc(code - 256, false, 'b32') : scalarSrc(gen, code, false, float ? 'f16' : 'i16', undefined);
    if (typeof src === 'string') return src;
    // P95: an inline constant stands in both halves (llvm reads `1.0` as the splat <1.0, 1.0>).
    if ((code >= 128 && code <= 208) || (code >= 240 && code <= 248)) {
      const c = src.prep(undefined as unknown as Wave)(0) as number; // a constant's reader ignores the wave
      src = { ...src, prep: () => () => ((c & 0xffff) | (c << 16)) >>> 0 };
    }
    pk.srcs.push(src);
  }
  return pk;
}

export function vop3pNotSimulated(gen: Gen, def: InstrDef, f: Fields): string | undefined {
  if (def.enc !== 'VOP3P') return undefined;
  const p = plan(gen, def, f);
  return typeof p === 'string' ? `${def.name}: not simulated yet (${p})` : undefined;
}

export const compileVop3p: Compile = (gen, ins) => {
  const p = plan(gen, ins.def, ins.f);
  if (typeof p === 'string') throw new NotSimulated(p); // loadProgram checks vop3pNotSimulated first
  const e = baseEffects({ op: p.op, srcs: p.srcs, vdst: p.vdst, vdstRegs: 1, sdst: -1, carryOut: -1, carryIn: -1, cmpx: false, clamp: p.clamp, omod: 0 });
  const x = { cin: 0, co: 0 };
  return (w, t) => {
    if (p.float) checkRound(w);
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
      const rl = result(p.op.fn(a[0], a[1], a[2], x) as number);
      const rh = result(p.op.fn(b[0], b[1], b[2], x) as number);
      dst[l] = (rl | (rh << 16)) >>> 0;
    }
    finish(t, o, e);
  };
};
