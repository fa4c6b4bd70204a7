// FLAT (§6): per-lane aperture classification on GCN 1.1/1.2 and the GCN 1.4 FLAT segment;
// GCN 1.4 GLOBAL (always memory) and SCRATCH (the lane's private memory) segments.
import { dataRegs, resultRegs } from '../isa/shapes.js';
import { SADDR_OFF as OFF } from '../isa/memory-profiles.js';
import { vatomic, vload, vstore, type Resolver, type Target } from './data.js';
import { add64, countsOf, execZero, issue, range, signExtend, type Compile, type Inst } from './inst.js';
import type { Tracker } from './tracker.js';
import { LANES, M0, type Wave } from './wave.js';
import { has } from '../isa/targets.js';
import { SREG_CODES } from '../isa/special-regs.js';

const APERTURE = 4294967296;

/** Offset of (hi, lo) inside the 4 GiB window at base, or -1. */
function inWindow(hi: number, lo: number, base: readonly [number, number]): number {
  const d = (hi - base[0]) * APERTURE + (lo - base[1]);
  return d >= 0 && d < APERTURE ? d : -1;
}

/**
 * Byte `off` of lane `lane`'s private memory in its wave's scratch (docs/sim.md P102): the dword
 * interleave of buffer scratch (a V# with SWIZZLE, ADD_TID, element size 4, index stride 64), so
 * dword k of the 64 lanes' private memories lies in bytes 256k..256k+255.
 */
export function privateInterleave(lane: number, off: number): number {
  return (off - (off % 4)) * LANES + lane * 4 + (off % 4);
}

/** The wave's scratch base and per-lane limit from FLAT_SCRATCH (P102), or undefined without a dispatch. */
function scratchWindow(w: Wave): { base: number; limit: number } | undefined {
  const sb = w.scratchBacking;
  if (!sb) return undefined;
  const fs = w.regs.single.indexOf('flat_scratch_lo');
  if (fs < 0) return undefined;
  // GCN 1.4: FLAT_SCRATCH is the wave's 64-bit base. GCN 1.1/1.2: FLAT_SCRATCH_HI is the wave's
  // offset from the hidden private base in 256-byte units, FLAT_SCRATCH_LO[18:0] the lane size.
  if (has(w.gen, 'flat-scratch-base')) return { base: w.sgpr[fs] + w.sgpr[fs + 1] * APERTURE, limit: sb.laneBytes };
  return { base: sb.hiddenBase + w.sgpr[fs + 1] * 256, limit: w.sgpr[fs] & 0x7ffff };
}

/** Whether an active lane's FLAT-segment address falls in the LDS aperture. */
function anyLaneInLds(w: Wave, vaddr: number, offset: number): boolean {
  for (let l = 0; l < LANES; l++) {
    if (!w.active(l)) continue;
    const [hi, lo] = add64(w.vgpr[(vaddr + 1) * LANES + l], w.vgpr[vaddr * LANES + l], offset);
    if (inWindow(hi, lo, w.ldsAperture) >= 0) return true;
  }
  return false;
}

export function execFlat(w: Wave, t: Tracker, ins: Inst): void {
  const { def, f } = ins;
  const seg = def.segment;
  const vg = w.vgpr;
  const vaddr = f.vaddr;
  const saddr = f.saddr ?? OFF;
  const useS = seg !== 'flat' && saddr !== OFF;
  const offset = f.offset === undefined ? 0 : seg === 'flat' ? f.offset : signExtend(f.offset, 13);
  const ldsLimit = w.sem.flatLdsM0 ? Math.min(w.sgpr[M0] & 0x1ffff, 65536) : 65536;
  const win = scratchWindow(w);
  const privateAccess = (l: number, off: number, tg: Target): boolean => {
    if (win) {
      if (off < 0 || off >= win.limit) return false;
      const a = win.base + privateInterleave(l, off);
      tg.space = w.memory; tg.hi = Math.floor(a / APERTURE) >>> 0; tg.lo = a >>> 0;
      return true;
    }
    if (off < 0 || off >= w.scratchSize) return false;
    tg.space = w.lanePrivate[l];
    tg.hi = 0;
    tg.lo = off;
    return true;
  };
  let resolve: Resolver;
  // SCRATCH's address: SADDR's SGPR or else VADDR's VGPR; gfx940's SVE bit says whether VADDR is
  // used, so both (SVS) or neither (ST: the offset alone) are possible there too.
  const useV = seg === 'scratch' && (f.sve === undefined ? !useS : f.sve === 1);
  if (seg === 'scratch') {
    resolve = (l, delta, tg) => privateAccess(l, (useS ? w.sgpr[saddr] : 0) + (useV ? vg[vaddr * LANES + l] : 0) + offset + delta, tg);
  } else if (seg === 'global') {
    resolve = (l, delta, tg) => {
      const [hi, lo] = useS
        ? add64(w.sgpr[saddr + 1], w.sgpr[saddr], vg[vaddr * LANES + l] + offset + delta)
        : add64(vg[(vaddr + 1) * LANES + l], vg[vaddr * LANES + l], offset + delta);
      tg.space = w.memory; tg.hi = hi; tg.lo = lo;
      return true;
    };
  } else {
    resolve = (l, delta, tg) => {
      const [hi, lo] = add64(vg[(vaddr + 1) * LANES + l], vg[vaddr * LANES + l], offset);
      const inLds = inWindow(hi, lo, w.ldsAperture);
      if (inLds >= 0) {
        const off = inLds + delta;
        if (off >= ldsLimit) return false;
        tg.space = w.lds; tg.hi = 0; tg.lo = off;
        return true;
      }
      const inPrivate = inWindow(hi, lo, w.privateAperture);
      if (inPrivate >= 0) return privateAccess(l, inPrivate + delta, tg);
      const [h2, l2] = add64(hi, lo, delta);
      tg.space = w.memory; tg.hi = h2; tg.lo = l2;
      return true;
    };
  }

  const kind = def.kind;
  const n = dataRegs(def, w.gen);
  const tfe = f.tfe === 1;
  // Results that would run past v255 make the instruction issue as if EXEC were 0 (§9).
  const results = resultRegs(def, w.gen, f.glc === 1, tfe);
  const skip = execZero(w) || f.vdst + results > w.vgprs;
  // Data and results: VGPRs, or AGPRs with the ACC bit (gfx90a+), at `at` in the wave's file.
  const [at, end] = w.dataFile(f.acc === 1);
  const sReads = useS ? range(saddr, seg === 'global' ? 2 : 1, SREG_CODES) : [];
  if ((seg === 'flat' && w.sem.flatLdsM0) || kind === 'ldsload') sReads.push(M0);
  const vReads = range(vaddr, seg === 'flat' || (seg === 'global' && !useS) ? 2 : seg === 'scratch' && !useV ? 0 : 1, w.vgprs);
  if (kind === 'store' || kind === 'atomic') vReads.push(...range(at + f.vdata, n, end));
  const vWrites = range(at + f.vdst, results, end);
  // FLAT counts on both counters and completes out of order; GLOBAL/SCRATCH are plain VM ops.
  // P99: a FLAT op none of whose active lanes addresses the LDS window is a plain VM op (in
  // order, guaranteed by vmcnt alone), as LLVM's SIInsertWaitcnts relies on for a flat access it
  // knows is global: clang waits on vmcnt(N) only for those.
  const flatSeg = seg === 'flat';
  const toLds = !skip && flatSeg && anyLaneInLds(w, vaddr, offset);
  const counts = countsOf(w.gen, ins, toLds);
  const effects = { sReads, vReads, sWrites: [], vWrites, ...counts, vm: skip ? 0 : counts.vm };
  issue(t, ins, effects, (op) => {
    if (skip) return;
    // Loads and returning atomics write VDST; stores and atomics take their data from VDATA.
    const into = { w, op, def, vdata: at + f.vdst, tfe, glc: f.glc === 1, resolve, end };
    if (kind === 'load') vload(into);
    // gfx940's *_load_lds_* (P168): each active lane's value, extended to a dword as MUBUF's LDS=1
    // loads do, goes to LDS[M0[15:0] + inst_offset + lane * 4]; no VGPR is written.
    else if (kind === 'ldsload') vload({ ...into, ldsBase: ((w.sgpr[M0] & 0xffff) + offset) >>> 0 });
    else if (kind === 'store') vstore({ ...into, vdata: at + f.vdata });
    else if (kind === 'atomic') vatomic({ ...into, vdata: at + f.vdata, ret: at + f.vdst });
  });
}

export const compileFlat: Compile = (_gen, ins) => (w, t) => execFlat(w, t, ins);
