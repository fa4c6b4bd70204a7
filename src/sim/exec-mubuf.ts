// MUBUF: the V# (§1), buffer addressing (§2), each generation's range check (§3), then the
// generic data movement of data.ts.
import type { BoundsRule } from '../isa/semantics.js';
import { dataRegs, returnRegs } from '../isa/shapes.js';
import { semanticsOf } from '../isa/semantics.js';
import { shapeOf, stageRegs, vatomic, vload, vstore, vstoreFromLds, type Resolver } from './data.js';
import { begin, execZero, finish, range, type Compile, type Effects } from './inst.js';
import type { Op } from './tracker.js';
import { LANES, M0, type Wave } from './wave.js';

/** The fields of a V# the address path uses. */
interface Rsrc {
  base: number; stride: number; swizzle: boolean; numRecords: number; dfmt: number; nfmt: number; word3: number;
  elemSize: number; indexStride: number; addTid: boolean; unbound: boolean;
}

function readRsrc(w: Wave, reg: number, formatOp: boolean): Rsrc {
  const [d0, d1, d2, d3] = [w.sgpr[reg], w.sgpr[reg + 1], w.sgpr[reg + 2], w.sgpr[reg + 3]];
  const dfmt = (d3 >>> 15) & 15;
  const addTid = ((d3 >>> 23) & 1) === 1;
  let stride = (d1 >>> 16) & 0x3fff;
  // GCN 1.2/1.4: with ADD_TID_ENABLE a non-FORMAT op takes stride bits 17:14 from DATA_FORMAT.
  if (w.sem.strideExtension && addTid && !formatOp) stride |= dfmt << 14;
  return {
    base: d0 + (d1 & 0xffff) * 4294967296, stride, swizzle: d1 >>> 31 === 1, numRecords: d2, dfmt, nfmt: (d3 >>> 12) & 7, word3: d3,
    elemSize: w.sem.elementSizeField ? 2 << ((d3 >>> 19) & 3) : 4, indexStride: 8 << ((d3 >>> 21) & 3), addTid,
    unbound: (d0 | d1 | d2 | d3) === 0 || (dfmt === 0 && (formatOp || w.sem.unboundAllOps)),
  };
}

/** Which range check applies (decided once per instruction from the rule and the V#). */
const enum Check { None, Bytes, Raw, Index, IndexAndOffset }

function checkOf(rule: BoundsRule, r: Rsrc, idxen: boolean): Check {
  if (rule === 'gfx9') {
    if (r.addTid && !idxen) return Check.None;                    // private: no check
    if (!r.addTid && !r.swizzle && !idxen) return Check.Raw;       // raw: inst + VGPR offset
    if (!r.addTid && idxen && r.stride !== 0) return Check.Index;  // structured
  }
  if (rule === 'si') return r.stride === 0 ? Check.Bytes : (idxen || r.addTid) ? Check.IndexAndOffset : Check.Index;
  return r.stride === 0 || !r.swizzle ? Check.Bytes : Check.IndexAndOffset;
}

export const compileMubuf: Compile = (gen, ins) => {
  const { def, f } = ins;
  const sem = semanticsOf(gen);
  const shape = shapeOf(def.type);
  const formatOp = shape?.kind === 'fmt';
  const rs = f.srsrc * 4;
  const addr64 = sem.addr64 && f.addr64 === 1;
  const idxen = f.idxen === 1, offen = f.offen === 1;
  const vaddr = f.vaddr;
  const idxReg = vaddr * LANES, offReg = (vaddr + (idxen ? 1 : 0)) * LANES;
  const kind = def.kind;
  const lds = f.lds === 1 && kind === 'load';
  const n = dataRegs(def, gen);
  const tfe = f.tfe === 1;
  const instOffset = f.offset;

  // Registers read and written (hazards) depend only on the fields.
  const sReads = range(rs, 4, 128);
  if (f.soffset < 128) sReads.push(f.soffset);
  if (lds || kind === 'ldsstore') sReads.push(M0);
  const vReads = range(vaddr, addr64 ? 2 : (offen ? 1 : 0) + (idxen ? 1 : 0), 256);
  const writesData = kind === 'store' || kind === 'atomic';
  if (writesData) vReads.push(...range(f.vdata, n, 256));
  let vWrites: number[] = [];
  if (kind === 'load' && !lds) vWrites = range(f.vdata, n + (tfe ? 1 : 0), 256);
  if (kind === 'atomic' && f.glc) vWrites = range(f.vdata, returnRegs(def) + (tfe ? 1 : 0), 256);
  const exp = writesData && sem.storeExpcnt ? 1 : 0;
  const late = exp ? range(f.vdata, n, 256) : undefined;
  const effects: Effects = { sReads, vReads, sWrites: [], vWrites, vm: 1, lgkm: 0, exp, inOrder: true };
  // EXEC = 0: the instruction issues but has no effect and leaves no count (§9).
  const idle: Effects = { ...effects, vm: 0, exp: 0 };
  const perform = kind === 'load' ? vload : kind === 'store' ? vstore : kind === 'atomic' ? vatomic : kind === 'ldsstore' ? vstoreFromLds : undefined;
  // Whole-dword loads through a linear V# take a loop without the per-lane resolver.
  const plainLoad = kind === 'load' && !lds && !addr64 && shape?.kind === 'dwords';

  return (w, t) => {
    if (execZero(w)) { finish(t, begin(t, ins, idle), idle); return; }
    const r = readRsrc(w, rs, formatOp);
    const soff = w.ssrc(f.soffset);
    const vg = w.vgpr;
    const check = checkOf(sem.bounds, r, idxen);
    const { stride, numRecords, swizzle, addTid, unbound } = r;
    const E = r.elemSize, IS = r.indexStride;
    const start = r.base + soff;
    const mem = w.memory;
    const op = begin(t, ins, effects, late);
    if (plainLoad && !swizzle && !unbound) {
      linearLoad(w, op, f.vdata, n, tfe, idxen, offen, addTid, idxReg, offReg, instOffset, stride, check, numRecords, soff, start);
      finish(t, op, effects);
      return;
    }
    const resolve: Resolver = (l, delta, tg) => {
      if (unbound) return false;
      tg.space = mem;
      if (addr64) {
        // ADDR64: base + VGPR pair + inst offset + soffset; never range checked (§2.2).
        const s = vg[idxReg + l] + (r.base % 4294967296) + instOffset + soff + delta;
        tg.hi = (vg[idxReg + LANES + l] + Math.floor(r.base / 4294967296) + Math.floor(s / 4294967296)) >>> 0;
        tg.lo = s >>> 0;
        return true;
      }
      const index = ((idxen ? vg[idxReg + l] : 0) + (addTid ? l : 0)) >>> 0;
      const off = ((offen ? vg[offReg + l] : 0) + instOffset + delta) >>> 0;
      const boff = swizzle
        ? (Math.imul(Math.imul((index / IS) >>> 0, stride) + Math.floor(off / E) * E, IS) + (index % IS) * E + (off % E)) >>> 0
        : (Math.imul(index, stride) + off) >>> 0;
      if (outOfRange(check, index, off, boff, soff, numRecords, stride)) return false;
      const a = start + boff;
      tg.hi = (a / 4294967296) >>> 0;
      tg.lo = a >>> 0;
      return true;
    };
    const ldsBase = lds || kind === 'ldsstore' ? ((w.sgpr[M0] & 0xffff) + (kind === 'ldsstore' || sem.ldsInstOffset ? instOffset : 0)) >>> 0 : undefined;
    perform?.({ w, op, def, vdata: f.vdata, tfe, glc: f.glc === 1, resolve, fmt: formatOp ? r : undefined, ldsBase });
    finish(t, op, effects);
  };
};

function outOfRange(check: Check, index: number, off: number, boff: number, soff: number, numRecords: number, stride: number): boolean {
  switch (check) {
    case Check.Bytes: return boff + soff >= numRecords;
    case Check.Raw: return off >= numRecords;
    case Check.Index: return index >= numRecords;
    case Check.IndexAndOffset: return index >= numRecords || off >= stride;
    default: return false;
  }
}

/** buffer_load_dword{,x2,x3,x4} through an unswizzled V#: the same rules as the resolver, inlined. */
function linearLoad(w: Wave, op: Op, vdata: number, n: number, tfe: boolean, idxen: boolean, offen: boolean, addTid: boolean,
  idxReg: number, offReg: number, instOffset: number, stride: number, check: Check, numRecords: number, soff: number, start: number): void {
  const out = stageRegs(w, op, vdata, n + (tfe ? 1 : 0));
  const vg = w.vgpr, mem = w.memory;
  const execLo = w.sgpr[126], execHi = w.sgpr[127];
  for (let l = 0; l < LANES; l++) {
    if (((l < 32 ? execLo >>> l : execHi >>> (l - 32)) & 1) === 0) continue;
    const index = ((idxen ? vg[idxReg + l] : 0) + (addTid ? l : 0)) >>> 0;
    const off0 = ((offen ? vg[offReg + l] : 0) + instOffset) >>> 0;
    for (let i = 0; i < n && i < out.length; i++) {
      const off = (off0 + 4 * i) >>> 0;
      const boff = (Math.imul(index, stride) + off) >>> 0;
      if (outOfRange(check, index, off, boff, soff, numRecords, stride)) { out[i][l] = 0; continue; }
      const a = start + boff;
      out[i][l] = mem.r32((a / 4294967296) >>> 0, (a & ~3) >>> 0);
    }
    if (tfe && out.length > n) out[n][l] = 0;
  }
}
