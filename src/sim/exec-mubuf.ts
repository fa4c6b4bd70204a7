// MUBUF: the V# (§1), buffer addressing (§2), each generation's range check (§3), then the
// generic data movement of data.ts.
import type { BoundsRule } from '../isa/semantics.js';
import { dataRegs, returnRegs } from '../isa/shapes.js';
import { shapeOf, vatomic, vload, vstore, vstoreFromLds, type Resolver } from './data.js';
import { issue, range, execZero, type Inst } from './inst.js';
import type { Tracker } from './tracker.js';
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

/** Out of range? `off` = VGPR offset + inst offset (+ the dword's delta), `boff` the buffer offset. */
function outOfRange(rule: BoundsRule, r: Rsrc, idxen: boolean, index: number, off: number, boff: number, soff: number): boolean {
  if (rule === 'gfx9') {
    if (r.addTid && !idxen) return false;                          // private: no check
    if (!r.addTid && !r.swizzle && !idxen) return off >= r.numRecords; // raw
    if (!r.addTid && idxen && r.stride !== 0) return index >= r.numRecords; // structured
  }
  if (rule === 'si') {
    if (r.stride === 0) return boff + soff >= r.numRecords;
    return index >= r.numRecords || ((idxen || r.addTid) && off >= r.stride);
  }
  if (r.stride === 0 || !r.swizzle) return boff + soff >= r.numRecords;
  return index >= r.numRecords || off >= r.stride;
}

export function execMubuf(w: Wave, t: Tracker, ins: Inst): void {
  const { def, f } = ins;
  const shape = shapeOf(def.type);
  const formatOp = shape?.kind === 'fmt';
  const rs = f.srsrc * 4;
  const r = readRsrc(w, rs, formatOp);
  const addr64 = w.sem.addr64 && f.addr64 === 1;
  const idxen = f.idxen === 1, offen = f.offen === 1;
  const soff = w.ssrc(f.soffset);
  const vaddr = f.vaddr, vg = w.vgpr;
  const rule = w.sem.bounds;
  const resolve: Resolver = (l, delta, tg) => {
    if (r.unbound) return false;
    tg.space = w.memory;
    if (addr64) {
      // ADDR64: base + VGPR pair + inst offset + soffset; never range checked (§2.2).
      const s = vg[vaddr * LANES + l] + (r.base % 4294967296) + f.offset + soff + delta;
      tg.hi = (vg[(vaddr + 1) * LANES + l] + Math.floor(r.base / 4294967296) + Math.floor(s / 4294967296)) >>> 0;
      tg.lo = s >>> 0;
      return true;
    }
    const index = ((idxen ? vg[vaddr * LANES + l] : 0) + (r.addTid ? l : 0)) >>> 0;
    const off = ((offen ? vg[(vaddr + (idxen ? 1 : 0)) * LANES + l] : 0) + f.offset + delta) >>> 0;
    let boff: number;
    if (!r.swizzle) boff = (Math.imul(index, r.stride) + off) >>> 0;
    else {
      const E = r.elemSize, IS = r.indexStride;
      boff = (Math.imul(Math.imul((index / IS) >>> 0, r.stride) + Math.floor(off / E) * E, IS) + (index % IS) * E + (off % E)) >>> 0;
    }
    if (outOfRange(rule, r, idxen, index, off, boff, soff)) return false;
    const a = r.base + soff + boff;
    tg.hi = Math.floor(a / 4294967296) >>> 0;
    tg.lo = a >>> 0;
    return true;
  };

  const kind = def.kind;
  const lds = f.lds === 1 && kind === 'load';
  const n = dataRegs(def, w.gen);
  const tfe = f.tfe === 1;
  const skip = execZero(w);
  const sReads = range(rs, 4, 128);
  if (f.soffset < 128) sReads.push(f.soffset);
  if (lds || kind === 'ldsstore') sReads.push(M0);
  const vReads = range(vaddr, addr64 ? 2 : (offen ? 1 : 0) + (idxen ? 1 : 0), 256);
  const writesData = kind === 'store' || kind === 'atomic';
  if (writesData) vReads.push(...range(f.vdata, n, 256));
  let vWrites: number[] = [];
  if (kind === 'load' && !lds) vWrites = range(f.vdata, n + (tfe ? 1 : 0), 256);
  if (kind === 'atomic' && f.glc) vWrites = range(f.vdata, returnRegs(def) + (tfe ? 1 : 0), 256);
  const exp = !skip && writesData && w.sem.storeExpcnt ? 1 : 0;
  const ldsBase = ((w.sgpr[M0] & 0xffff) + (kind === 'ldsstore' || w.sem.ldsInstOffset ? f.offset : 0)) >>> 0;
  issue(w, t, ins, { sReads, vReads, sWrites: [], vWrites, vm: skip ? 0 : 1, lgkm: 0, exp, inOrder: true }, (op) => {
    if (skip) return;
    const a = { w, op, def, vdata: f.vdata, tfe, glc: f.glc === 1, resolve, fmt: formatOp ? r : undefined, ldsBase: lds || kind === 'ldsstore' ? ldsBase : undefined };
    if (kind === 'load') vload(a);
    else if (kind === 'store') vstore(a);
    else if (kind === 'atomic') vatomic(a);
    else if (kind === 'ldsstore') vstoreFromLds(a);
  }, exp ? range(f.vdata, n, 256) : []);
}
