// CDNA's matrix instructions on gfx908 (src/isa/mai.ts; docs/sim.md "MFMA"): v_accvgpr_read_b32 /
// v_accvgpr_write_b32 move one register per active lane between the VGPR and AGPR files, and
// v_mfma_* compute D = A x B + C over the whole wave through src/sim/mfma.ts (layout, CBSZ/ABID/
// BLGP, P127's exact-sum rounding), A and B from VGPRs or AGPRs (the ACC bits), C and D AGPRs
// (gfx90a+: the file ACC_CD names; C may be an inline constant, P140); gfx940's v_smfmac_* compute
// D += A x B with A 4:2 sparse, its indices in the SRC2 VGPR (P141).
// The AGPR file is the target's (src/isa/register-files.ts). Hazards: the tracker follows VGPRs
// and SGPRs; AGPR dependencies (the MFMA pass counts of the CDNA1 ISA) are not checked (P132).
import type { Fields } from '../codec/codec.js';
import type { Gen } from '../isa/gens.js';
import type { InstrDef } from '../isa/types.js';
import { registerFiles } from '../isa/register-files.js';
import { VOP3P_MAI, accFileBit } from '../isa/mai.js';
import { semOf } from '../isa/row-semantics.js';
import { isInlineConst } from '../isa/src-operands.js';
import { VGPR_BASE } from '../isa/special-regs.js';
import { stageRegs } from './data.js';
import { NotSimulated, issue, type Compile, type Effects } from './inst.js';
import { scalarSrc } from './exec-valu.js';
import { accRegs, mfma, mfmaShape, outType, smfmac, smfmacShape, srcRegs } from './mfma.js';
import { EXEC_LO, LANES, laneOn, type Wave } from './wave.js';

const effects = (vReads: number[], vWrites: number[]): Effects => ({ sReads: [EXEC_LO, EXEC_LO + 1], vReads, sWrites: [], vWrites, vm: 0, lgkm: 0, exp: 0, inOrder: false });
const range = (first: number, n: number): number[] => Array.from({ length: n }, (_, i) => first + i);

/** Why a matrix instruction is not simulated, or undefined (it is, or it is no matrix instruction). */
export function maiNotSimulated(def: InstrDef, f: Fields): string | undefined {
  const exec = semOf(def).exec;
  if (exec !== 'mfma' && exec !== 'smfmac') return undefined;
  if (!(exec === 'mfma' ? mfmaShape : smfmacShape)(def.name)) return `${def.name}: not simulated yet (no MFMA shape)`;
  // C may be an inline constant (gfx90a+, P140); A and B, and SMFMAC's index, are registers.
  const cOk = f.src2 >= VGPR_BASE || (exec === 'mfma' && isInlineConst(f.src2));
  if (f.src0 < VGPR_BASE || f.src1 < VGPR_BASE || !cOk) return `${def.name}: not simulated (a source that is no register)`;
  return undefined;
}

/** An MFMA's C as an inline constant (P140): every element of C is its value in C's type. */
function constantC(gen: Gen, def: InstrDef, code: number, regs: number, wide: boolean): Uint32Array {
  const vtype = def.operands.find((o) => o.field === 'src2')?.vtype ?? 'f32';
  const src = scalarSrc(gen, code, wide, vtype, undefined);
  if (typeof src === 'string') throw new NotSimulated(src);
  const v = src.prep(undefined as never)(0);
  const c = new Uint32Array(regs * LANES);
  if (!wide) c.fill(Number(v) >>> 0);
  else for (let r = 0; r < regs; r += 2) {
    c.fill(Number(BigInt(v) & 0xffffffffn), r * LANES, (r + 1) * LANES);
    c.fill(Number(BigInt(v) >> 32n), (r + 1) * LANES, (r + 2) * LANES);
  }
  return c;
}

export const compileMai: Compile = (gen, ins) => {
  const { def, f } = ins;
  const files = registerFiles(ins.on ?? gen);
  if (!files.agprs) throw new NotSimulated('the GPU has no AGPRs');
  const exec = semOf(def).exec;
  if (exec === 'accread') {
    const src = f.src0 - VGPR_BASE, e = effects([], [f.vdst]);
    return (w, t) => issue(t, ins, e, (op) => {
      const a = w.agprs(files.agprs);
      const [dst] = stageRegs(w, op, f.vdst, 1);
      for (let l = 0; l < LANES; l++) dst[l] = a[src * LANES + l];
    });
  }
  if (exec === 'accmov') {
    // gfx90a+'s VOP1 v_accvgpr_mov_b32: SRC0 holds 256 + the source AGPR.
    const src = f.src0 - VGPR_BASE, e = effects([], []);
    return (w, t) => issue(t, ins, e, () => {
      const a = w.agprs(files.agprs);
      const lo = w.sgpr[EXEC_LO], hi = w.sgpr[EXEC_LO + 1];
      for (let l = 0; l < LANES; l++) if (laneOn(lo, hi, l)) a[f.vdst * LANES + l] = a[src * LANES + l];
    });
  }
  if (exec === 'accwrite') {
    // A VGPR, or an inline constant (the same value in every lane).
    const vgpr = f.src0 >= VGPR_BASE ? f.src0 - VGPR_BASE : -1;
    const c = vgpr < 0 && isInlineConst(f.src0) ? scalarSrc(gen, f.src0, false, 'b32', undefined) : undefined;
    if (vgpr < 0 && (!c || typeof c === 'string')) throw new NotSimulated(`source code ${f.src0} is not simulated`);
    const konst = c && typeof c !== 'string' ? (c.prep(undefined as never)(0) as number) >>> 0 : 0;
    const e = effects(vgpr >= 0 ? [vgpr] : [], []);
    return (w, t) => issue(t, ins, e, () => {
      const a = w.agprs(files.agprs);
      const lo = w.sgpr[EXEC_LO], hi = w.sgpr[EXEC_LO + 1];
      for (let l = 0; l < LANES; l++) if (laneOn(lo, hi, l)) a[f.vdst * LANES + l] = vgpr >= 0 ? w.vgpr[vgpr * LANES + l] : konst;
    });
  }
  const sparse = exec === 'smfmac';
  const s = (sparse ? smfmacShape : mfmaShape)(def.name);
  if (!s) throw new NotSimulated('no MFMA shape');
  const na = sparse ? 2 : srcRegs(s, 'a'), nb = srcRegs(s, 'b'), nc = accRegs(s);
  const a0 = f.src0 - VGPR_BASE, b0 = f.src1 - VGPR_BASE;
  const aAcc = (f.acc & 1) !== 0, bAcc = (f.acc & 2) !== 0;
  // P140: D and C are AGPRs on gfx908; on gfx90a+ ACC_CD says which file both are in. SMFMAC's
  // C is D, its SRC2 the index VGPR.
  const layout = VOP3P_MAI.layouts[gen];
  const cdAcc = !layout || accFileBit(layout, 'vdst') === undefined || (f.acc_cd & 1) !== 0;
  const c0 = sparse ? f.vdst : f.src2 - VGPR_BASE;
  const konst = !sparse && f.src2 < VGPR_BASE ? constantC(gen, def, f.src2, nc, outType(s) === 'f64') : undefined;
  const cReads = konst || cdAcc ? [] : range(c0, nc);
  const e = effects([...(aAcc ? [] : range(a0, na)), ...(bAcc ? [] : range(b0, nb)), ...cReads, ...(sparse ? [f.src2 - VGPR_BASE] : [])], cdAcc ? [] : range(f.vdst, nc));
  // gfx940's f64 MFMAs read the BLGP bits as neg:[a,b,c] (the row's modifier is written neg).
  const negRow = def.operands.some((o) => o.kind === 'maimod' && o.written === 'neg');
  const mods = negRow ? { cbsz: f.cbsz, abid: f.abid, neg: f.blgp } : { cbsz: f.cbsz, abid: f.abid, blgp: f.blgp };
  const regs = (w: Wave, acc: boolean, first: number, n: number): Uint32Array =>
    (acc ? w.agprs(files.agprs) : w.vgpr).slice(first * LANES, (first + n) * LANES);
  return (w, t) => issue(t, ins, e, () => {
    // P132: the matrix spans the wave; it is simulated with every lane enabled only.
    if (w.sgpr[EXEC_LO] !== 0xffffffff || w.sgpr[EXEC_LO + 1] !== 0xffffffff) throw new NotSimulated('EXEC is not all ones: the matrix spans the wave (P132)');
    const out = cdAcc ? w.agprs(files.agprs) : w.vgpr;
    const c = konst ?? regs(w, cdAcc, c0, nc);
    const d = sparse
      ? smfmac(s, regs(w, aAcc, a0, na), regs(w, bAcc, b0, nb), regs(w, false, f.src2 - VGPR_BASE, 1), c, f.cbsz, f.abid)
      : mfma(s, regs(w, aAcc, a0, na), regs(w, bAcc, b0, nb), c, mods);
    out.set(d.subarray(0, Math.min(d.length, out.length - f.vdst * LANES)), f.vdst * LANES);
  });
};
