// DS on LDS (docs/sim.md "DS", P22-P28): address = ADDR VGPR + offset, the generation's range
// check, loads/stores/two-address forms, atomics applied lane by lane, ds_*_src2_*, and the lane
// exchanges ds_swizzle_b32 / ds_permute_b32 / ds_bpermute_b32 (which move VGPR data, not LDS).
// GDS, GWS, the wave counters (ds_append ...) and a few others are located "not simulated" errors.
import type { Fields } from '../codec/codec.js';
import type { Gen } from '../isa/gens.js';
import type { On } from '../isa/targets.js';
import { semanticsOf } from '../isa/semantics.js';
import type { InstrDef } from '../isa/types.js';
import { atomic32, atomic64 } from './atomics.js';
import { shapeOf, stageRegs } from './data.js';
import { countsOf, execZero, issue, range, type Compile, type Effects, type Inst, type Run } from './inst.js';
import type { Lds } from './memory.js';
import { r16, w16 } from './memory.js';
import { EXEC_LO, LANES, M0, laneOn, type Wave } from './wave.js';
import { registerFiles } from '../isa/register-files.js';
import { semOf } from '../isa/row-semantics.js';

/**
 * Why a memory instruction of CDNA 2+ cannot run here yet, or undefined: AGPR data (the ACC bit)
 * of MIMG (DS, FLAT/GLOBAL/SCRATCH, MUBUF and MTBUF read and write the AGPRs of gfx90a+'s unified
 * file: compileDs, src/sim/exec-flat.ts, src/sim/exec-mubuf.ts; the simulator runs no MIMG at all).
 */
export function cdnaMemoryNotSimulated(on: On, def: InstrDef, f: Fields): string | undefined {
  const done = (def.enc === 'FLAT' || def.enc === 'DS' || def.enc === 'MUBUF' || def.enc === 'MTBUF') && registerFiles(on).unified !== undefined;
  if (f.acc === 1 && !done && (def.enc === 'DS' || def.enc === 'FLAT' || def.enc === 'MUBUF' || def.enc === 'MTBUF' || def.enc === 'MIMG')) {
    return `${def.name} with AGPR data: not simulated yet (the simulator reads and writes AGPR data of DS, FLAT, GLOBAL, SCRATCH, MUBUF and MTBUF on gfx90a+ only)`;
  }
  return undefined;
}

/** Why an instruction cannot run here (a located error at load time), or undefined. */
export function dsNotSimulated(def: InstrDef, f: Fields): string | undefined {
  if (def.kind === 'gds') {
    return `${def.name}: GDS, GWS and the wave counters are not simulated (the simulator models one wave and its LDS)`;
  }
  if (f.gds === 1) return `${def.name} with gds: GDS is not simulated (the simulator models one wave and its LDS)`;
  if (def.atomic === 'condxchg') return `${def.name}: not simulated (the manuals give no operation for it)`;
  if (def.ds?.shape === 'v' || def.ds?.shape === 'x') return `${def.name}: not simulated (its M0-relative address is not modelled)`;
  return undefined;
}

/** The range limit (P22): min(M0[16:0], 64 KiB) on GCN 1.0-1.2, the whole 64 KiB on GCN 1.4. */
function limitOf(w: Wave): number {
  return w.sem.flatLdsM0 ? Math.min(w.sgpr[M0] & 0x1ffff, 65536) : 65536;
}

/** Per-lane LDS access with the range check: reads out of range give 0, writes are dropped. */
class LdsAccess {
  constructor(readonly lds: Lds, readonly limit: number) {}
  ok(a: number): boolean { return a < this.limit; }
  r32(a: number): number { return this.ok(a) ? this.lds.r32(0, a & ~3) : 0; }
  w32(a: number, v: number): void { if (this.ok(a)) this.lds.w32(0, a & ~3, v); }
}

const sext = (v: number, bytes: number): number => (bytes === 1 ? (v << 24) >> 24 : (v << 16) >> 16) >>> 0;

export const compileDs: Compile = (gen: Gen, ins) => {
  if (ins.f.acc !== 1) return compileDsIn(gen, ins, registerFiles(gen).vgprs);
  // AGPR data (the ACC bit, gfx90a+): DATA0, DATA1 and VDST name AGPRs, a[n] entry accumOffset + n
  // of the unified file (P164): compiled once per accumOffset with the registers moved there.
  const byBase = new Map<number, Run>();
  return (w, t) => {
    const [at, end] = w.dataFile(true);
    let run = byBase.get(at);
    if (!run) byBase.set(at, run = compileDsIn(gen, { ...ins, f: { ...ins.f, data0: ins.f.data0 + at, data1: ins.f.data1 + at, vdst: ins.f.vdst + at } }, end));
    return run(w, t);
  };
};

/** A DS instruction whose data and result registers are below `V` in the wave's file. */
function compileDsIn(gen: Gen, ins: Inst, V: number): Run {
  const { def, f } = ins;
  const ds = def.ds!;
  const sem = semanticsOf(gen);
  const shape = ds.shape;
  const two = shape.endsWith('2');
  const hasV = shape.includes('v'), hasA = shape.includes('a'), hasX = shape.includes('x'), hasY = shape.includes('y');
  const elem = def.atomicBits ? def.atomicBits / 32 : shapeOf(def.type)?.kind === 'dwords' ? (shapeOf(def.type) as { n: number }).n : 1;
  const vdstRegs = !hasV ? 0 : two ? 2 * elem : elem;
  const lane = def.kind === 'lane';
  const vReads = [...(hasA ? [f.addr] : []), ...(hasX ? range(f.data0, elem, V) : []), ...(hasY ? range(f.data1, elem, V) : [])];
  // src2 atomics read both operands from LDS: their data fields are unused.
  const vWrites = range(f.vdst, vdstRegs, V);
  const sReads = !lane && sem.flatLdsM0 ? [M0] : [];
  const effects: Effects = { sReads, vReads, sWrites: [], vWrites, ...countsOf(gen, ins) };
  const idle: Effects = { ...effects, lgkm: 0 };
  const beyond = f.vdst + vdstRegs > V;
  const offset = f.offset0 | (f.offset1 << 8);
  const unit = (elem === 1 ? 4 : 8) * (ds.st64 ? 64 : 1);
  const offs = two ? [f.offset0 * unit, f.offset1 * unit] : [offset];
  const perform = lane ? laneOp(def, f, offset) : def.kind === 'atomic' ? (ds.src2 ? src2Op(def, f) : atomicOp(def, f, offs, elem)) : def.kind === 'load' ? loadOp(def, f, offs) : def.kind === 'store' ? storeOp(def, f, offs) : undefined;
  return (w, t) => {
    // EXEC = 0 or results past v255: the instruction issues as if EXEC were 0 (§9).
    if (execZero(w) || beyond || !perform) { issue(t, ins, idle, () => undefined); return; }
    issue(t, ins, effects, (op) => perform(w, new LdsAccess(w.lds, limitOf(w)), vdstRegs ? stageRegs(w, op, f.vdst, vdstRegs, V) : []));
  };
}

type Perform = (w: Wave, m: LdsAccess, out: Uint32Array[]) => void;

// The wave's whole file: AGPR data is past v255 in gfx90a+'s unified file (compileDs).
const vget = (w: Wave, reg: number, l: number): number => (reg < w.fileRegs ? w.vgpr[reg * LANES + l] : 0);

/** Loads: whole dwords, or a sub-dword value extended (and merged into one half for D16). */
function loadOp(def: InstrDef, f: Fields, offs: readonly number[]): Perform {
  const s = shapeOf(def.type)!;
  return (w, m, out) => {
    const lo = w.sgpr[EXEC_LO], hi = w.sgpr[EXEC_LO + 1];
    for (let l = 0; l < LANES; l++) {
      if (!laneOn(lo, hi, l)) continue;
      const a0 = vget(w, f.addr, l);
      for (let e = 0; e < offs.length; e++) {
        const a = a0 + offs[e];
        if (s.kind === 'dwords') {
          for (let i = 0; i < s.n; i++) out[e * s.n + i][l] = m.r32(a + 4 * i);
          continue;
        }
        if (s.kind !== 'sub') continue;
        let v = !m.ok(a) ? 0 : s.bytes === 1 ? m.lds.r8(0, a) : r16(m.lds, 0, a);
        if (s.signed) v = sext(v, s.bytes);
        const old = vget(w, f.vdst, l);
        out[0][l] = s.half === 'full' ? v : s.half === 'lo' ? ((old & 0xffff0000) | (v & 0xffff)) >>> 0 : ((old & 0xffff) | (v << 16)) >>> 0;
      }
    }
  };
}

/** Stores: DATA0 (and DATA1 for the two-address forms); _d16_hi stores take bits 31:16. */
function storeOp(def: InstrDef, f: Fields, offs: readonly number[]): Perform {
  const s = shapeOf(def.type)!;
  const data = [f.data0, f.data1];
  return (w, m) => {
    for (let l = 0; l < LANES; l++) {
      if (!w.active(l)) continue;
      const a0 = vget(w, f.addr, l);
      for (let e = 0; e < offs.length; e++) {
        const a = a0 + offs[e];
        if (s.kind === 'dwords') {
          for (let i = 0; i < s.n; i++) m.w32(a + 4 * i, vget(w, data[e] + i, l));
          continue;
        }
        if (s.kind !== 'sub' || !m.ok(a)) continue;
        const v = s.half === 'hi' ? vget(w, data[e], l) >>> 16 : vget(w, data[e], l);
        if (s.bytes === 1) m.lds.w8(0, a, v);
        else w16(m.lds, 0, a, v);
      }
    }
  };
}

/**
 * One read-modify-write at LDS byte address `a` (32-bit: bits 1:0 ignored; 64-bit: bits 2:0),
 * with the value's dwords in `src` and `cmp`; returns the old dwords into `old` (0 out of range).
 */
function rmw(def: InstrDef, m: LdsAccess, a: number, src: readonly number[], cmp: readonly number[], old: number[]): void {
  const op = def.atomic!;
  if (def.atomicBits === 32) {
    const at = a & ~3;
    if (!m.ok(at)) { old[0] = 0; return; }
    old[0] = m.lds.r32(0, at);
    m.lds.w32(0, at, atomic32(op, old[0], src[0], cmp[0]));
    return;
  }
  const at = a & ~7;
  if (!m.ok(at)) { old[0] = old[1] = 0; return; }
  old[0] = m.lds.r32(0, at);
  old[1] = m.lds.r32(0, at + 4);
  const big = (d: readonly number[]): bigint => (BigInt(d[1] >>> 0) << 32n) | BigInt(d[0] >>> 0);
  const v = atomic64(op, big(old), big(src), big(cmp));
  m.lds.w32(0, at, Number(v & 0xffffffffn));
  m.lds.w32(0, at + 4, Number(v >> 32n));
}

/**
 * Atomics, lane by lane in lane order (P24). DS_CMPST compares with DATA0 and stores DATA1 (the
 * reverse of MUBUF/FLAT cmpswap's data order); mskor and wrap take DATA0 then DATA1.
 * ds_wrxchg2*: two exchanges, DATA0 at the first address and DATA1 at the second.
 */
function atomicOp(def: InstrDef, f: Fields, offs: readonly number[], n: number): Perform {
  const cmpFirst = def.atomic === 'cmpswap' || def.atomic === 'fcmpswap';
  const two = offs.length === 2;
  const d0 = new Array<number>(2).fill(0), d1 = new Array<number>(2).fill(0), old = [0, 0];
  return (w, m, out) => {
    for (let l = 0; l < LANES; l++) {
      if (!w.active(l)) continue;
      const a0 = vget(w, f.addr, l);
      for (let i = 0; i < n; i++) { d0[i] = vget(w, f.data0 + i, l); d1[i] = vget(w, f.data1 + i, l); }
      offs.forEach((off, e) => {
        if (two) rmw(def, m, a0 + off, e ? d1 : d0, d0, old);
        else if (cmpFirst) rmw(def, m, a0 + off, d1, d0, old);
        else rmw(def, m, a0 + off, d0, d1, old);
        for (let i = 0; i < n; i++) if (out.length) out[e * n + i][l] = old[i];
      });
    }
  };
}

/**
 * ds_*_src2_* (P25): A = the ADDR VGPR; B = A + size * (OFFSET1[7] ? {A[31], A[31:17]} :
 * {OFFSET1[6], OFFSET1[6:0], OFFSET0}), both sign-extended 16-bit; LDS[A] = LDS[A] op LDS[B].
 */
function src2Op(def: InstrDef, f: Fields): Perform {
  const n = def.atomicBits / 32;
  const size = 4 * n;
  const imm = (((f.offset1 & 0x7f) << 8 | f.offset0) << 17) >> 17;
  const src = [0, 0], old = [0, 0];
  return (w, m) => {
    for (let l = 0; l < LANES; l++) {
      if (!w.active(l)) continue;
      const a = vget(w, f.addr, l);
      const k = f.offset1 & 0x80 ? ((a >>> 17) << 17) >> 17 : imm;
      const b = a + size * k;
      for (let i = 0; i < n; i++) src[i] = b >= 0 ? m.r32((b & ~(size - 1)) + 4 * i) : 0;
      rmw(def, m, a, src, src, old);
    }
  };
}

/**
 * Lane exchanges (P26; Vega manual pseudo-code): ds_bpermute_b32 lane i reads DATA0 of lane
 * ((ADDR + offset) / 4) mod 64, 0 if that lane is inactive; ds_permute_b32 lane i writes its DATA0
 * to that lane (the highest active sender wins, lanes nobody sends to get 0); ds_swizzle_b32 reads
 * the lane its offset selects (QUAD_PERM, or the and/or/xor masks within 32 lanes), 0 from an
 * inactive lane. Only active lanes write VDST. No LDS access, no range check.
 */
function laneOp(def: InstrDef, f: Fields, offset: number): Perform {
  return (w, _m, out) => {
    const lo = w.sgpr[EXEC_LO], hi = w.sgpr[EXEC_LO + 1];
    const tmp = new Uint32Array(LANES);
    const exec = semOf(def).exec;
    const src = exec === 'swizzle' ? f.addr : f.data0;
    for (let i = 0; i < LANES; i++) {
      if (exec === 'permute') {
        if (!laneOn(lo, hi, i)) continue;
        tmp[Math.floor((vget(w, f.addr, i) + offset) / 4) % 64] = vget(w, src, i);
        continue;
      }
      let from: number;
      if (exec === 'bpermute') from = Math.floor((vget(w, f.addr, i) + offset) / 4) % 64;
      else if (offset & 0x8000) from = (i & ~3) + ((offset >> (2 * (i & 3))) & 3);
      else from = (i & 0x20) | ((((i & 0x1f) & offset & 0x1f) | ((offset >> 5) & 0x1f)) ^ ((offset >> 10) & 0x1f));
      tmp[i] = laneOn(lo, hi, from) ? vget(w, src, from) : 0;
    }
    for (let i = 0; i < LANES; i++) if (laneOn(lo, hi, i)) out[0][i] = tmp[i];
  };
}
