// Parameter interpolation (docs/sim.md P124): VINTRP v_interp_p1/p2/mov_f32 and their VOP3
// forms, and the VOP3 f16 forms of GCN 1.2/1.4. M0 holds {new_prim_mask[30:16], the parameter
// block's byte offset in LDS [15:0]} (the manuals); each quad of lanes interpolates one
// primitive: quad q > 0 starts a new one when mask bit q - 1 is set. The attribute data of
// primitive p, attribute a (NUMPRIM = popcount(mask) + 1 primitives) is 12 dwords at dword
// 12 * (a * NUMPRIM + p) past M0[15:0], channel c's P0 at dword 2c, P10 at 2c + 1, P20 at 8 + c
// (CLRX's layout: the manuals leave it to the hardware that writes it). A user supplies the data
// through the state's `lds` key (or DS writes) and sets M0.
import type { Gen } from '../isa/gens.js';
import { F16, F32, flush, fromNum, fused, toNum } from './float.js';
import { f16ToF32 } from './half.js';
import { stageRegs } from './data.js';
import { begin, finish, NotSimulated, type Effects, type Inst, type Run } from './inst.js';
import { denormals } from './exec-valu.js';
import { opOf } from './valu-ops.js';
import { EXEC_LO, LANES, M0, laneOn, type Wave } from './wave.js';
import { VGPR_BASE } from '../isa/special-regs.js';
import { semOf, type InterpShape } from '../isa/row-semantics.js';

const OMOD = [1, 2, 4, 0.5];

/** The dword address of attribute `attr` channel `chan`'s parameter block for lane l. */
function blockOf(w: Wave, attr: number, l: number): number {
  const m0 = w.sgpr[M0], mask = (m0 >>> 16) & 0x7fff, q = l >> 2;
  let prim = 0, nprim = 1;
  for (let b = 0; b < 15; b++) if ((mask >> b) & 1) { nprim++; if (b < q) prim++; }
  return (m0 & 0xffff) + 48 * (attr * nprim + prim);
}
const P_OFFSET = (param: 'p0' | 'p10' | 'p20', chan: number): number => (param === 'p0' ? 2 * chan : param === 'p10' ? 2 * chan + 1 : 8 + chan) * 4;

interface Shape { attr: number; chan: number; high: boolean; vsrc: number; src2: number; vdst: number; neg: number; abs: number; clamp: boolean; omod: number; param: number }

function shapeOf(ins: Pick<Inst, 'def' | 'f'>): Shape {
  const { f, def } = ins;
  if (def.enc === 'VINTRP') return { attr: f.attr, chan: f.attrchan, high: false, vsrc: f.vsrc, src2: -1, vdst: f.vdst, neg: 0, abs: 0, clamp: false, omod: 0, param: f.vsrc };
  const vgpr = (code: number, what: string): number => {
    if (code < VGPR_BASE) throw new NotSimulated(`${what} must be a VGPR`);
    return code - VGPR_BASE;
  };
  const mov = interpOf(def).step === 'mov';
  return {
    attr: f.src0 & 63, chan: (f.src0 >> 6) & 3, high: ((f.src0 >> 8) & 1) === 1,
    vsrc: mov ? -1 : vgpr(f.src1, 'the I/J source'), param: mov ? f.src1 : -1,
    src2: def.operands.some((o) => o.field === 'src2') ? vgpr(f.src2, 'the third source') : -1,
    vdst: f.vdst, neg: f.neg ?? 0, abs: f.abs ?? 0, clamp: !!f.clamp, omod: f.omod ?? 0,
  };
}

/** The row's interpolation step (src/isa/row-semantics.ts). */
const interpOf = (def: Inst['def']): InterpShape => semOf(def).interp!;

/** Why an interpolation word cannot run, or undefined. */
export function interpNotSimulated(ins: Pick<Inst, 'def' | 'f'>): string | undefined {
  try { const s = shapeOf(ins); if (s.param > 2 && interpOf(ins.def).step === 'mov') return `${ins.def.name}: not simulated yet (parameter ${s.param} is reserved)`; } catch (e) {
    if (e instanceof NotSimulated) return `${ins.def.name}: not simulated yet (${e.message})`;
    throw e;
  }
  return undefined;
}

export function compileInterp(_gen: Gen, ins: Inst): Run {
  const why = interpNotSimulated(ins);
  if (why) throw new NotSimulated(why);
  const s = shapeOf(ins);
  const { step, addend, f16in, f16out } = interpOf(ins.def);
  const readsDst = addend === 'dst';
  const vReads = [s.vsrc, s.src2, readsDst ? s.vdst : -1].filter((r) => r >= 0);
  const e: Effects = { sReads: [M0], vReads, sWrites: [], vWrites: [s.vdst], vm: 0, lgkm: 0, exp: 0, inOrder: false };
  const spec = opOf('v_add_f32')!; // an ordinary f32 op: MODE's f32 denormal bits apply
  /** Source k (1 = I/J, 2 = S2) of lane l with VOP3 neg/abs, as f32 (f16 for p1lv's S2). */
  const src = (w: Wave, reg: number, k: number, l: number, half: boolean): number => {
    const raw = w.vgpr[reg * LANES + l];
    let x = half ? toNum(F16, raw & 0xffff) : toNum(F32, raw);
    if ((s.abs >> k) & 1) x = Math.abs(x);
    if ((s.neg >> k) & 1) x = -x;
    return x;
  };
  return (w, t) => {
    const o = begin(t, ins, e);
    const lo = w.sgpr[EXEC_LO], hi = w.sgpr[EXEC_LO + 1];
    const [dst] = stageRegs(w, o, s.vdst, 1);
    const d32 = denormals(w, spec, F32);
    const param = (l: number, p: 'p0' | 'p10' | 'p20'): number => {
      const word = w.lds.r32(0, (blockOf(w, s.attr, l) + P_OFFSET(p, s.chan)) & 0xffff);
      return f16in ? f16ToF32Num(s.high ? word >>> 16 : word & 0xffff) : toNum(F32, d32.inFlush ? flush(F32, word) as number : word);
    };
    for (let l = 0; l < LANES; l++) {
      if (!laneOn(lo, hi, l)) continue;
      let r: number;
      if (step === 'mov') r = param(l, (['p10', 'p20', 'p0'] as const)[s.param]);
      else {
        const ij = src(w, s.vsrc, 1, l, false);
        // One rounding: P0 + I * P10 (p1), D + J * P20 (p2): the RDNA manuals' fma form. p1's
        // SRC2 (v_interp_p1lv_f16) is f16, p2's (v_interp_p2_f16) f32.
        const c = addend === 'param' ? param(l, 'p0') : addend === 'dst' ? toNum(F32, w.vgpr[s.vdst * LANES + l]) : src(w, s.src2, 2, l, step === 'p1');
        r = toNum(F32, fused(param(l, step === 'p1' ? 'p10' : 'p20'), ij, c, F32));
      }
      if (s.omod) r *= OMOD[s.omod];
      if (s.clamp) r = r !== r || r < 0 ? 0 : r > 1 ? 1 : r;
      if (f16out) {
        const h = fromNum(F16, r) as number;
        dst[l] = h; // P87: the low half, the high half 0 (`high` picks the LDS half)
      } else {
        const b = fromNum(F32, r) as number;
        dst[l] = (d32.outFlush ? flush(F32, b) as number : b) >>> 0;
      }
    }
    finish(t, o, e);
  };
}

const f16ToF32Num = (h: number): number => toNum(F32, f16ToF32(h));
