// gfx90a's packed FP32 (VOP3P v_pk_fma_f32, v_pk_mul_f32, v_pk_add_f32, v_pk_mov_b32; docs/sim.md
// P160): each source is a 64-bit register pair (or an SGPR pair, or an inline constant in both
// dwords); the low result takes the dword OP_SEL selects of each source, the high result the dword
// OP_SEL_HI selects; NEG_LO/NEG_HI flip the sign of the dwords of the low / high result. Each
// result is the scalar f32 operation of src/sim/valu-ops.ts (v_pk_fma_f32 -> v_fma_f32: one
// rounding, MODE's f32 round and denormal bits). v_pk_mov_b32 (the CDNA2 ISA's D.lo = S0 dword
// OP_SEL[0], D.hi = S1 dword OP_SEL[1]; clang-19 copies a pair with op_sel:[0,1]) moves bits.
import type { Fields } from '../codec/codec.js';
import type { Gen } from '../isa/gens.js';
import type { InstrDef } from '../isa/types.js';
import { isInlineConst } from '../isa/src-operands.js';
import { VGPR_BASE } from '../isa/special-regs.js';
import { registerFiles } from '../isa/register-files.js';
import { semOf } from '../isa/row-semantics.js';
import { stageRegs } from './data.js';
import { F32, flush, fromNum, toNum, type RoundMode } from './float.js';
import { NotSimulated, begin, finish, type Compile } from './inst.js';
import { baseEffects, denormals, directed, scalarSrc, vgprSrc, type Src } from './exec-valu.js';
import { opOf, type Ctx, type OpSpec, type Val } from './valu-ops.js';
import { EXEC_LO, LANES, laneOn, type Wave } from './wave.js';

interface Pk32 { op: OpSpec; mov: boolean; srcs: Src[]; vdst: number; clamp: boolean; sel: number[]; selHi: number[]; negLo: number[]; negHi: number[] }

function plan(gen: Gen, def: InstrDef, f: Fields): Pk32 | string {
  const op = opOf(semOf(def).op);
  if (!op) return 'no operation';
  const n = def.operands.filter((o) => o.kind === 'pksrc').length;
  const bit = (v: number, k: number): number => (v >> k) & 1;
  const selHiBits = (f.op_sel_hi ?? 0) | ((f.op_sel_hi2 ?? 0) << 2);
  const p: Pk32 = {
    op, mov: op.raw === true, srcs: [], vdst: f.vdst, clamp: !!f.clamp,
    sel: [0, 1, 2].map((k) => bit(f.op_sel, k)), selHi: [0, 1, 2].map((k) => bit(selHiBits, k)),
    negLo: [0, 1, 2].map((k) => bit(f.neg_lo, k)), negHi: [0, 1, 2].map((k) => bit(f.neg_hi, k)),
  };
  if (p.mov && (f.neg_lo || f.neg_hi || p.clamp)) return 'neg_lo/neg_hi/clamp on v_pk_mov_b32 are not simulated';
  for (let k = 0; k < n; k++) {
    const code = f[`src${k}`];
    let src: Src | string;
    if (code >= VGPR_BASE) src = vgprSrc(code - VGPR_BASE, true, 'b64');
    else if (isInlineConst(code)) {
      // P160: an inline constant is its f32 value in both dwords.
      const c = scalarSrc(gen, code, false, 'f32', undefined);
      if (typeof c === 'string') return c;
      const v = BigInt((c.prep(undefined as unknown as Wave)(0) as number) >>> 0);
      src = { ...c, wide: true, prep: () => () => (v << 32n) | v };
    } else src = scalarSrc(gen, code, true, 'b64', undefined);
    if (typeof src === 'string') return src;
    p.srcs.push(src);
  }
  return p;
}

export function pk32NotSimulated(gen: Gen, def: InstrDef, f: Fields): string | undefined {
  const p = plan(gen, def, f);
  return typeof p === 'string' ? `${def.name}: not simulated yet (${p})` : undefined;
}

export const compilePk32: Compile = (gen, ins) => {
  const p = plan(gen, ins.def, ins.f);
  if (typeof p === 'string') throw new NotSimulated(p);
  const e = baseEffects({ op: p.op, srcs: p.srcs, vdst: p.vdst, vgprs: registerFiles(gen).vgprs, vdstRegs: 2, sdst: -1, carryOut: -1, carryIn: -1, cmpx: false, clamp: p.clamp, omod: 0 });
  const x: Ctx = { cin: 0, co: 0, rm: 0 };
  return (w, t) => {
    x.rm = p.op.exact ? (w.mode & 3) as RoundMode : 0;
    const o = begin(t, ins, e);
    const lo = w.sgpr[EXEC_LO], hi = w.sgpr[EXEC_LO + 1];
    const readers = p.srcs.map((s) => s.prep(w));
    const { inFlush, outFlush } = denormals(w, p.op, F32);
    const [dLo, dHi] = stageRegs(w, o, p.vdst, 2);
    const a: Val[] = [0, 0, 0], b: Val[] = [0, 0, 0];
    const dword = (v: bigint, sel: number, neg: number): number => {
      let d = Number((sel ? v >> 32n : v) & 0xffffffffn);
      if (neg) d = (d ^ 0x80000000) >>> 0;
      return inFlush ? (flush(F32, d) as number) : d;
    };
    const result = (r: Val): number => {
      let v = (r as number) >>> 0;
      if (p.clamp) { const q = toNum(F32, v); v = fromNum(F32, q !== q || q < 0 ? 0 : q > 1 ? 1 : q) as number; }
      return outFlush ? (flush(F32, v) as number) >>> 0 : v;
    };
    const run = (args: Val[]): number => result(x.rm ? directed(p.op, args, x, F32, p.op.fn(args[0], args[1], args[2], x)) : p.op.fn(args[0], args[1], args[2], x));
    for (let l = 0; l < LANES; l++) {
      if (!laneOn(lo, hi, l)) continue;
      const v = readers.map((r) => BigInt(r(l)));
      if (p.mov) {
        dLo[l] = dword(v[0], p.sel[0], 0);
        dHi[l] = dword(v[1], p.sel[1], 0);
        continue;
      }
      for (let k = 0; k < v.length; k++) {
        a[k] = dword(v[k], p.sel[k], p.negLo[k]);
        b[k] = dword(v[k], p.selHi[k], p.negHi[k]);
      }
      dLo[l] = run(a);
      dHi[l] = run(b);
    }
    finish(t, o, e);
  };
};
