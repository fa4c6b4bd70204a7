// MUBUF and MTBUF: the V# (§1), buffer addressing (§2), each generation's range check (§3), then
// the generic data movement of data.ts (MTBUF: with the instruction's data and number format). Whole-dword loads and 32-bit atomics have loops of their own
// that skip the per-lane resolver (the simulator's hot paths); they use the same BufferAddress.
import type { Gen } from '../isa/gens.js';
import type { BoundsRule } from '../isa/semantics.js';
import { semanticsOf } from '../isa/semantics.js';
import { dataRegs, resultRegs } from '../isa/shapes.js';
import type { AtomicOp } from '../isa/types.js';
import { ATOMIC32, atomic32 } from './atomics.js';
import { shapeOf, stageRegs, vatomic, vload, vstore, vstoreFromLds, type Resolver } from './data.js';
import { begin, countsOf, execZero, finish, range, type Compile, type Effects, type Inst, type Run } from './inst.js';
import type { PagedMemory } from './memory.js';
import type { Op } from './tracker.js';
import { simFast } from './fast-switch.js';
import { EXEC_LO, LANES, M0, laneOn, type Wave } from './wave.js';
import { registerFiles } from '../isa/register-files.js';
import { SREG_CODES } from '../isa/special-regs.js';

/** The fields of a V# the address path uses. */
interface Rsrc {
  base: number; stride: number; swizzle: boolean; numRecords: number; dfmt: number; nfmt: number; word3: number;
  elemSize: number; indexStride: number; addTid: boolean; unbound: boolean;
}

/**
 * `typed`: an MTBUF instruction's FORMAT field (DFMT | NFMT << 4). It replaces the V#'s
 * DATA_FORMAT and NUM_FORMAT, so the V#'s DATA_FORMAT 0 no longer unbinds the buffer (docs/sim.md
 * P40); an all-zero V# still does.
 */
function readRsrc(w: Wave, reg: number, formatOp: boolean, typed?: number): Rsrc {
  const d0 = w.sgpr[reg], d1 = w.sgpr[reg + 1], d2 = w.sgpr[reg + 2], d3 = w.sgpr[reg + 3];
  const dfmt = typed === undefined ? (d3 >>> 15) & 15 : typed & 15;
  const addTid = ((d3 >>> 23) & 1) === 1;
  let stride = (d1 >>> 16) & 0x3fff;
  // GCN 1.2/1.4: with ADD_TID_ENABLE a non-FORMAT op takes stride bits 17:14 from DATA_FORMAT.
  if (w.sem.strideExtension && addTid && !formatOp) stride |= dfmt << 14;
  return {
    base: d0 + (d1 & 0xffff) * 4294967296, stride, swizzle: d1 >>> 31 === 1, numRecords: d2, dfmt,
    nfmt: typed === undefined ? (d3 >>> 12) & 7 : typed >> 4, word3: d3,
    elemSize: w.sem.elementSizeField ? 2 << ((d3 >>> 19) & 3) : 4, indexStride: 8 << ((d3 >>> 21) & 3), addTid,
    unbound: (d0 | d1 | d2 | d3) === 0 || (typed === undefined && dfmt === 0 && (formatOp || w.sem.unboundAllOps)),
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

/** One instruction's buffer addressing against one V#: byte address per lane and delta. */
export class BufferAddress {
  readonly vg: Uint32Array;
  readonly check: Check;
  readonly start: number;
  constructor(w: Wave, readonly r: Rsrc, readonly soff: number, idxen: boolean, readonly offen: boolean, readonly instOffset: number,
    readonly idxReg: number, readonly offReg: number, rule: BoundsRule, readonly idx: boolean = idxen) {
    this.vg = w.vgpr;
    this.check = checkOf(rule, r, idxen);
    this.start = r.base + soff;
  }

  /** Address of lane l's byte `delta` (§2.3), or -1 when the range check (§3) fails. */
  at(l: number, delta: number): number {
    const r = this.r, vg = this.vg;
    const index = ((this.idx ? vg[this.idxReg + l] : 0) + (r.addTid ? l : 0)) >>> 0;
    const off = ((this.offen ? vg[this.offReg + l] : 0) + this.instOffset + delta) >>> 0;
    const stride = r.stride, nr = r.numRecords;
    let boff: number;
    if (!r.swizzle) boff = (Math.imul(index, stride) + off) >>> 0;
    else {
      const E = r.elemSize, IS = r.indexStride;
      boff = (Math.imul(Math.imul((index / IS) >>> 0, stride) + Math.floor(off / E) * E, IS) + (index % IS) * E + (off % E)) >>> 0;
    }
    switch (this.check) {
      case Check.Bytes: if (boff + this.soff >= nr) return -1; break;
      case Check.Raw: if (off >= nr) return -1; break;
      case Check.Index: if (index >= nr) return -1; break;
      case Check.IndexAndOffset: if (index >= nr || off >= stride) return -1; break;
    }
    return this.start + boff;
  }
}

export const compileMubuf: Compile = (gen, ins) => {
  if (ins.f.acc !== 1) return compileMubufIn(gen, ins, registerFiles(gen).vgprs, false);
  // AGPR data (the ACC bit, gfx90a+): VDATA names AGPRs, a[n] entry accumOffset + n of the unified
  // file (P164): compiled once per accumOffset with VDATA moved there, through the resolver path.
  const byBase = new Map<number, Run>();
  return (w, t) => {
    const [at, end] = w.dataFile(true);
    let run = byBase.get(at);
    if (!run) byBase.set(at, run = compileMubufIn(gen, { ...ins, f: { ...ins.f, vdata: ins.f.vdata + at } }, end, true));
    return run(w, t);
  };
};

/** A MUBUF/MTBUF instruction whose data registers are below `D` in the wave's file (`agpr`: AGPR data, no fast paths). */
function compileMubufIn(gen: Gen, ins: Inst, D: number, agpr: boolean): Run {
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
  const glc = f.glc === 1;
  const instOffset = f.offset;
  // MTBUF: MUBUF's addressing and data movement with the instruction's format (docs/sim.md MTBUF).
  const typed = def.enc === 'MTBUF' ? f.format : undefined;

  // Registers read and written (hazards) depend only on the fields. A cache op (buffer_wbinvl1)
  // has no operands: its SRSRC and SOFFSET fields name nothing it reads (src/isa/memory-profiles.ts).
  const cache = kind === 'cache';
  const sReads = cache ? [] : range(rs, 4, SREG_CODES);
  if (!cache && f.soffset < SREG_CODES) sReads.push(f.soffset);
  if (lds || kind === 'ldsstore') sReads.push(M0);
  const V = registerFiles(gen).vgprs;
  const vReads = range(vaddr, addr64 ? 2 : (offen ? 1 : 0) + (idxen ? 1 : 0), V);
  const writesData = kind === 'store' || kind === 'atomic';
  if (writesData) vReads.push(...range(f.vdata, n, D));
  // LDS=1 loads write LDS, not VGPRs.
  const results = lds ? 0 : resultRegs(def, gen, glc, tfe);
  const vWrites = range(f.vdata, results, D);
  // GCN 1.0 stores and atomics count EXP_CNT: they read their data VGPRs late (src/isa/counters.ts).
  const counts = countsOf(gen, ins);
  const late = counts.exp ? range(f.vdata, n, D) : undefined;
  const effects: Effects = { sReads, vReads, sWrites: [], vWrites, ...counts };
  // EXEC = 0: the instruction issues but has no effect and leaves no count (§9).
  const idle: Effects = { ...effects, vm: 0, exp: 0 };
  const perform = kind === 'load' ? vload : kind === 'store' ? vstore : kind === 'atomic' ? vatomic : kind === 'ldsstore' ? vstoreFromLds : undefined;
  // The fast paths (GCNKIT_SIM_FAST=off: none, every access through perform's resolver).
  const fast = simFast() && !agpr;
  const fastLoad = fast && kind === 'load' && !lds && !addr64 && shape?.kind === 'dwords';
  const fastAtomic = fast && kind === 'atomic' && def.atomicBits === 32 && !addr64;
  const fastStore = fast && kind === 'store' && !addr64 && shape?.kind === 'dwords';

  // Results that would run past v255 make the instruction issue as if EXEC were 0 (§9).
  const beyond = f.vdata + results > D;

  // The linear fast path's view of the last V# and SOFFSET seen (kernels use one V# per
  // instruction): recomputed only when a descriptor dword or SOFFSET changes.
  const lin: LinearView = { d0: -1, d1: -1, d2: -1, d3: -1, soff: -1, ok: false, startLo: 0, startHi: 0, limit: 0, noCarry: false };
  const linear = (fastLoad || fastAtomic || fastStore) && !idxen;
  const soffCode = f.soffset;

  return (w, t) => {
    if (beyond || execZero(w)) { finish(t, begin(t, ins, idle), idle); return; }
    if (linear) {
      const sg = w.sgpr;
      const soff = soffCode < SREG_CODES ? sg[soffCode] : w.ssrc(soffCode);
      if (sg[rs] !== lin.d0 || sg[rs + 1] !== lin.d1 || sg[rs + 2] !== lin.d2 || sg[rs + 3] !== lin.d3 || soff !== lin.soff) linearView(w, lin, rs, soff, sem.bounds);
      if (lin.ok && w.memory.guard === undefined && !(!fastLoad && w.memory.watched)) {
        const op = begin(t, ins, effects, late);
        if (fastLoad) linearLoadFast(w, op, f.vdata, n, tfe, offen, offReg, instOffset, lin);
        else if (fastStore) linearStore(w, f.vdata, n, offen, offReg, instOffset, lin);
        else linearAtomic(w, op, def.atomic!, f.vdata, glc, tfe, offen, offReg, instOffset, lin);
        finish(t, op, effects);
        return;
      }
    }
    const r = readRsrc(w, rs, formatOp, typed);
    const soff = w.ssrc(f.soffset);
    const op = begin(t, ins, effects, late);
    if (!addr64 && w.memory.guard === undefined) {
      const ba = new BufferAddress(w, r, soff, idxen, offen, instOffset, idxReg, offReg, sem.bounds);
      if (fastLoad) {
        linearLoad(w, op, ba, f.vdata, n, tfe, r.unbound);
        finish(t, op, effects);
        return;
      }
      if (fastAtomic) {
        fastAtomic32(w, op, ba, def.atomic!, f.vdata, glc, tfe, r.unbound);
        finish(t, op, effects);
        return;
      }
    }
    const vg = w.vgpr, mem = w.memory;
    const ba = addr64 ? undefined : new BufferAddress(w, r, soff, idxen, offen, instOffset, idxReg, offReg, sem.bounds);
    const resolve: Resolver = (l, delta, tg) => {
      if (r.unbound) return false;
      tg.space = mem;
      if (!ba) {
        // ADDR64: base + VGPR pair + inst offset + soffset; never range checked (§2.2). The sum
        // is a 48-bit virtual address (P110: clang subtracts with a V# base of -32 mod 2^48).
        const s = vg[idxReg + l] + (r.base % 4294967296) + instOffset + soff + delta;
        tg.hi = (vg[idxReg + LANES + l] + Math.floor(r.base / 4294967296) + Math.floor(s / 4294967296)) & 0xffff;
        tg.lo = s >>> 0;
        return true;
      }
      const a = ba.at(l, delta);
      if (a < 0) return false;
      tg.hi = (a / 4294967296) >>> 0;
      tg.lo = a >>> 0;
      return true;
    };
    const ldsBase = lds || kind === 'ldsstore' ? ((w.sgpr[M0] & 0xffff) + (kind === 'ldsstore' || sem.ldsInstOffset ? instOffset : 0)) >>> 0 : undefined;
    perform?.({ w, op, def, vdata: f.vdata, tfe, glc, resolve, fmt: formatOp ? r : undefined, ldsBase, end: D });
    finish(t, op, effects);
  };
}

/** Dword of memory at byte address a (two LSBs ignored) through a one-page cache. */
class PageCursor {
  private key = -1;
  private page: Uint32Array | undefined;
  constructor(private readonly mem: PagedMemory) {}
  read(a: number): number {
    const hi = (a / 4294967296) >>> 0, lo = a >>> 0;
    const k = hi * 65536 + (lo >>> 16);
    if (k !== this.key) { this.key = k; this.page = this.mem.pageOf(hi, lo); }
    return this.page ? this.page[(lo & 0xffff) >>> 2] : 0;
  }
}

/**
 * buffer_load_dword{,x2,x3,x4}: per-dword range checks, 0 for out-of-range dwords. The address
 * math of BufferAddress.at, unrolled into locals for the unswizzled case (the hottest loop).
 */
function linearLoad(w: Wave, op: Op, ba: BufferAddress, vdata: number, n: number, tfe: boolean, unbound: boolean): void {
  const out = stageRegs(w, op, vdata, n + (tfe ? 1 : 0));
  if (ba.r.swizzle) { slowLoad(w, ba, out, n, tfe, unbound); return; }
  const mem = w.memory, vg = w.vgpr;
  const execLo = w.sgpr[EXEC_LO], execHi = w.sgpr[EXEC_LO + 1];
  const m = Math.min(n, out.length);
  const { idx, offen, idxReg, offReg, instOffset, soff, start, check } = ba;
  const { stride, numRecords: nr, addTid } = ba.r;
  // The address as 32-bit halves: no floating-point division in the loop.
  const startLo = start % 4294967296, startHi = (start - startLo) / 4294967296;
  let keyHi = -1, keyPage = -1;
  let page: Uint32Array | undefined;
  for (let i = 0; i < m; i++) {
    const dst = out[i];
    for (let l = 0; l < LANES; l++) {
      if (!laneOn(execLo, execHi, l)) continue;
      if (unbound) { dst[l] = 0; continue; }
      const index = ((idx ? vg[idxReg + l] : 0) + (addTid ? l : 0)) >>> 0;
      const off = ((offen ? vg[offReg + l] : 0) + instOffset + 4 * i) >>> 0;
      const boff = (Math.imul(index, stride) + off) >>> 0;
      if (check === Check.Bytes ? boff + soff >= nr : check === Check.Raw ? off >= nr : check === Check.Index ? index >= nr
        : check === Check.IndexAndOffset ? index >= nr || off >= stride : false) { dst[l] = 0; continue; }
      const sum = startLo + boff;
      const lo = sum >>> 0, hi = (startHi + (sum > 0xffffffff ? 1 : 0)) >>> 0;
      if (hi !== keyHi || lo >>> 16 !== keyPage) { keyHi = hi; keyPage = lo >>> 16; page = mem.pageOf(hi, lo); }
      dst[l] = page ? page[(lo & 0xffff) >>> 2] : 0;
    }
  }
  if (tfe && out.length > n) for (let l = 0; l < LANES; l++) out[n][l] = 0;
}

function slowLoad(w: Wave, ba: BufferAddress, out: Uint32Array[], n: number, tfe: boolean, unbound: boolean): void {
  const cur = new PageCursor(w.memory);
  const execLo = w.sgpr[EXEC_LO], execHi = w.sgpr[EXEC_LO + 1];
  const m = Math.min(n, out.length);
  for (let l = 0; l < LANES; l++) {
    if (!laneOn(execLo, execHi, l)) continue;
    for (let i = 0; i < m; i++) {
      const a = unbound ? -1 : ba.at(l, 4 * i);
      out[i][l] = a < 0 ? 0 : cur.read(a);
    }
    if (tfe && out.length > n) out[n][l] = 0;
  }
}

/** 32-bit buffer atomics: one read-modify-write per active lane in lane order; GLC returns the old value. */
function fastAtomic32(w: Wave, op: Op, ba: BufferAddress, aop: AtomicOp, vdata: number, glc: boolean, tfe: boolean, unbound: boolean): void {
  const out = glc ? stageRegs(w, op, vdata, 1 + (tfe ? 1 : 0)) : undefined;
  const vg = w.vgpr, mem = w.memory;
  const d0 = vdata * LANES, d1 = d0 + LANES;
  const hasCmp = vdata + 1 < w.vgprs;
  const execLo = w.sgpr[EXEC_LO], execHi = w.sgpr[EXEC_LO + 1];
  for (let l = 0; l < LANES; l++) {
    if (!laneOn(execLo, execHi, l)) continue;
    const a = unbound ? -1 : ba.at(l, 0);
    let old = 0;
    if (a >= 0) {
      const hi = (a / 4294967296) >>> 0, lo = (a & ~3) >>> 0;
      old = mem.r32(hi, lo);
      mem.w32(hi, lo, atomic32(aop, old, vg[d0 + l], hasCmp ? vg[d1 + l] : 0));
    }
    if (out) {
      if (out[0]) out[0][l] = old;
      if (tfe && out[1]) out[1][l] = 0;
    }
  }
}

/** What the linear fast paths need of a V# and SOFFSET (unswizzled, no index, no ADD_TID). */
interface LinearView {
  d0: number; d1: number; d2: number; d3: number; soff: number; ok: boolean;
  /** Low half of base + soffset as int32 bits, its high half, the first offset that fails the range check. */
  startLo: number; startHi: number; limit: number;
  /** No lane's address can carry into the high half (startLo + limit <= 2^32): hi is startHi. */
  noCarry: boolean;
}

/**
 * Without an index (IDXEN = 0, no ADD_TID) and without swizzling, every range check of §3 is
 * `offset >= limit` on the lane's offset (instruction offset + VGPR offset + delta): Bytes is
 * offset + soffset >= num_records, Raw offset >= num_records, Index 0 >= num_records,
 * IndexAndOffset 0 >= num_records or offset >= stride. The address is base + soffset + offset.
 */
function linearView(w: Wave, v: LinearView, rs: number, soff: number, rule: BoundsRule): void {
  const sg = w.sgpr;
  v.d0 = sg[rs]; v.d1 = sg[rs + 1]; v.d2 = sg[rs + 2]; v.d3 = sg[rs + 3]; v.soff = soff;
  const r = readRsrc(w, rs, false);
  v.ok = !r.unbound && !r.swizzle && !r.addTid;
  if (!v.ok) return;
  const nr = r.numRecords;
  switch (checkOf(rule, r, false)) {
    case Check.None: v.limit = Infinity; break;
    case Check.Bytes: v.limit = nr - soff; break;
    case Check.Raw: v.limit = nr; break;
    case Check.Index: v.limit = nr === 0 ? 0 : Infinity; break;
    case Check.IndexAndOffset: v.limit = nr === 0 ? 0 : r.stride; break;
  }
  const start = r.base + soff;
  const lo = start % 4294967296;
  v.startLo = lo | 0;
  v.startHi = (start - lo) / 4294967296;
  v.noCarry = lo + Math.min(Math.max(v.limit, 0), 4294967296) <= 4294967296;
}

/** Reads of never-written memory (a page that does not exist) see zeros. */
const ZERO_PAGE: Uint32Array = new Uint32Array(1 << 14);

/**
 * buffer_load_dword{,x2,x3,x4} through a LinearView: the simulator's hottest loop, in int32
 * arithmetic (offsets and address low halves as int32 bits, compared unsigned via >>> 0).
 */
function linearLoadFast(w: Wave, op: Op, vdata: number, n: number, tfe: boolean, offen: boolean, offReg: number, instOffset: number, v: LinearView): void {
  const out = stageRegs(w, op, vdata, n + (tfe ? 1 : 0));
  const mem = w.memory, vg = w.vgpr;
  const execLo = w.sgpr[EXEC_LO], execHi = w.sgpr[EXEC_LO + 1];
  const full = (execLo & execHi) === -1;
  const m = Math.min(n, out.length);
  const { startLo, startHi, limit, noCarry } = v;
  let keyHi = -1, keyPage = -1;
  let page = ZERO_PAGE;
  for (let i = 0; i < m; i++) {
    const dst = out[i];
    const add = (instOffset + 4 * i) | 0;
    if (full && offen && noCarry) { loadLanes(dst, vg, offReg, add, startLo, startHi, limit, mem); continue; }
    for (let l = 0; l < LANES; l++) {
      if (!full && !laneOn(execLo, execHi, l)) continue;
      const off = ((offen ? vg[offReg + l] : 0) + add) | 0;
      if (off >>> 0 >= limit) { dst[l] = 0; continue; }
      const lo = (startLo + off) | 0;
      const hi = noCarry || (startLo >>> 0) + (off >>> 0) <= 0xffffffff ? startHi : (startHi + 1) >>> 0;
      if (lo >>> 16 !== keyPage || hi !== keyHi) { keyHi = hi; keyPage = lo >>> 16; page = mem.pageOf(hi, lo >>> 0) ?? ZERO_PAGE; }
      dst[l] = page[(lo & 0xffff) >>> 2];
    }
  }
  if (tfe && out.length > n) out[n].fill(0);
}

/** The common case of linearLoadFast: every lane on, VGPR offsets, no carry into the high half. */
function loadLanes(dst: Uint32Array, vg: Uint32Array, offReg: number, add: number, startLo: number, hi: number, limit: number, mem: PagedMemory): void {
  let keyPage = -1;
  let page = ZERO_PAGE;
  for (let l = 0; l < LANES; l++) {
    const off = (vg[offReg + l] + add) | 0;
    if (off >>> 0 >= limit) { dst[l] = 0; continue; }
    const lo = (startLo + off) | 0;
    if (lo >>> 16 !== keyPage) { keyPage = lo >>> 16; page = mem.pageOf(hi, lo >>> 0) ?? ZERO_PAGE; }
    dst[l] = page[(lo & 0xffff) >>> 2];
  }
}

/** buffer_store_dword{,x2,x3,x4} through a LinearView: lane order, then dword order within a lane (as vstore). */
function linearStore(w: Wave, vdata: number, n: number, offen: boolean, offReg: number, instOffset: number, v: LinearView): void {
  const mem = w.memory, vg = w.vgpr;
  const execLo = w.sgpr[EXEC_LO], execHi = w.sgpr[EXEC_LO + 1];
  const { startLo, startHi, limit, noCarry } = v;
  let keyHi = -1, keyPage = -1;
  let page = ZERO_PAGE;
  for (let l = 0; l < LANES; l++) {
    if (!laneOn(execLo, execHi, l)) continue;
    const base = ((offen ? vg[offReg + l] : 0) + instOffset) | 0;
    for (let i = 0; i < n; i++) {
      const off = (base + 4 * i) | 0;
      if (off >>> 0 >= limit) continue;
      const lo = (startLo + off) & ~3;
      const hi = noCarry || (startLo >>> 0) + (off >>> 0) <= 0xffffffff ? startHi : (startHi + 1) >>> 0;
      if (lo >>> 16 !== keyPage || hi !== keyHi) { keyHi = hi; keyPage = lo >>> 16; page = mem.pageFor(hi, lo >>> 0); }
      const r = vdata + i;
      page[(lo & 0xffff) >>> 2] = r < w.vgprs ? vg[r * LANES + l] : 0;
    }
  }
}

/** 32-bit buffer atomics through a LinearView, lane order; GLC returns the old value. */
function linearAtomic(w: Wave, op: Op, aop: AtomicOp, vdata: number, glc: boolean, tfe: boolean, offen: boolean, offReg: number, instOffset: number, v: LinearView): void {
  const out = glc ? stageRegs(w, op, vdata, 1 + (tfe ? 1 : 0)) : undefined;
  const ret = out && out.length ? out[0] : undefined;
  const vg = w.vgpr, mem = w.memory;
  const d0 = vdata * LANES, d1 = d0 + LANES;
  const hasCmp = vdata + 1 < w.vgprs;
  const execLo = w.sgpr[EXEC_LO], execHi = w.sgpr[EXEC_LO + 1];
  const full = (execLo & execHi) === -1;
  const { startLo, startHi, limit, noCarry } = v;
  const rmw = ATOMIC32[aop];
  let keyHi = -1, keyPage = -1;
  let page = ZERO_PAGE;
  for (let l = 0; l < LANES; l++) {
    if (!full && !laneOn(execLo, execHi, l)) continue;
    const off = ((offen ? vg[offReg + l] : 0) + instOffset) | 0;
    let old = 0;
    if (off >>> 0 < limit) {
      const lo = (startLo + off) & ~3;
      const hi = noCarry || (startLo >>> 0) + (off >>> 0) <= 0xffffffff ? startHi : (startHi + 1) >>> 0;
      if (lo >>> 16 !== keyPage || hi !== keyHi) { keyHi = hi; keyPage = lo >>> 16; page = mem.pageFor(hi, lo >>> 0); }
      const k = (lo & 0xffff) >>> 2;
      old = page[k];
      page[k] = rmw(old, vg[d0 + l], hasCmp ? vg[d1 + l] : 0);
    }
    if (ret) ret[l] = old;
  }
  if (tfe && out && out.length > 1) out[1].fill(0);
}
