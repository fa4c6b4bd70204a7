// SMRD (GCN 1.0/1.1) and SMEM (GCN 1.2/1.4): address forms (§5.1-5.3), S_BUFFER clamping (§5.4),
// stores, scalar atomics, clocks and cache operations. Scalar memory ignores EXEC.
import { semOf } from '../isa/row-semantics.js';
import { dataRegs, returnRegs } from '../isa/shapes.js';
import { atomicRmw } from './atomics.js';
import { add64, countsOf, issue, NO_COUNTS, range, signExtend, type Compile, type Counts, type Inst } from './inst.js';
import type { Op, Tracker } from './tracker.js';
import type { Wave } from './wave.js';
import { SREG_CODES } from '../isa/special-regs.js';

interface Address {
  /** 64-bit base halves, plus the byte offset added to it. */
  hi: number; lo: number; offset: number;
  /** S_BUFFER bound: dword at byte offset o is out of range when o >= limit (or > for strided). */
  buffer?: { stride: number; numRecords: number };
  sReads: number[];
}

/** Byte offset and the registers it reads (§5.1-5.3, policies P11/P12). */
function scalarOffset(w: Wave, ins: Inst, reads: number[]): number {
  const { f, def } = ins;
  const reg = (code: number): number => {
    if (code < SREG_CODES) reads.push(code);
    return w.ssrc(code);
  };
  if (f.literal !== undefined) return (f.literal * 4) >>> 0;            // GCN 1.1 literal, in dwords
  if (w.sem.scalarImmDwords) return f.imm ? f.offset * 4 : reg(f.offset);
  // S_SCRATCH_*: the register part counts 64-byte units.
  const scale = def.segment === 'scratch' ? 64 : 1;
  if (f.soe === undefined) return f.imm ? f.offset : reg(f.offset & 0x7f) * scale;
  const imm = def.sbase === 2 && w.sem.smemSignedImm ? signExtend(f.offset, 21) : f.offset & 0xfffff;
  if (f.imm && f.soe) return imm + reg(f.soffset) * scale;
  if (f.imm) return imm;
  return reg(f.soe ? f.soffset : f.offset & 0x7f) * scale;
}

function address(w: Wave, ins: Inst): Address {
  const sb = ins.f.sbase * 2;
  const sReads = range(sb, ins.def.sbase, SREG_CODES);
  const offset = scalarOffset(w, ins, sReads);
  if (ins.def.sbase === 4) {
    const d1 = w.sgpr[sb + 1];
    return { hi: d1 & 0xffff, lo: w.sgpr[sb], offset, buffer: { stride: (d1 >>> 16) & 0x3fff, numRecords: w.sgpr[sb + 2] }, sReads };
  }
  return { hi: w.sgpr[sb + 1], lo: w.sgpr[sb], offset, sReads };
}

/** Dword-aligned address of dword i (the sum is masked, policy P9), or undefined when clamped. */
function dwordAt(a: Address, i: number): [number, number] | undefined {
  const o = a.offset + 4 * i;
  if (a.buffer) {
    const { stride, numRecords } = a.buffer;
    if (stride === 0 ? o >= numRecords : o > stride * numRecords) return undefined;
  }
  const [hi, lo] = add64(a.hi, a.lo, o);
  return [hi, (lo & ~3) >>> 0];
}


export function execScalar(w: Wave, t: Tracker, ins: Inst): void {
  const { def, f } = ins;
  const sdata = f.sdata ?? f.sdst;
  const n = dataRegs(def, w.gen);
  const kind = def.kind;
  const stage = (op: Op, reg: number, v: number): void => { op.sWrites.push(reg, v >>> 0); };
  // A destination range past the scalar file: the instruction is not executed (§5.4).
  const dst = kind === 'time' ? 2 : kind === 'load' ? n : kind === 'atomic' && f.glc ? returnRegs(def) : 0;
  if (sdata + dst > SREG_CODES) {
    issue(t, ins, effects([], [], [], NO_COUNTS), () => {});
    return;
  }

  // LGKM weights (2 for s_memtime and multi-dword ops): src/isa/counters.ts.
  const counts = countsOf(w.gen, ins);
  if (kind === 'time') {
    // Policy P14: the shader clock advances 4 per instruction, the real-time counter 1 (64-bit wrap).
    const n = BigInt(w.steps);
    const v = BigInt.asUintN(64, semOf(def).exec === 'realtime' ? w.realtime + n : w.clock + 4n * n);
    issue(t, ins, effects([], [], range(sdata, 2, SREG_CODES), counts), (op) => {
      stage(op, sdata, Number(v & 0xffffffffn));
      stage(op, sdata + 1, Number(v >> 32n));
    });
    return;
  }
  if (kind === 'cache' || kind === 'probe' || kind === 'discard') {
    const reads = def.sbase ? address(w, ins).sReads : [];
    issue(t, ins, effects(reads, [], [], counts), () => {});
    return;
  }
  const a = address(w, ins);
  if (def.sbase === 4) t.checkDescriptor(ins.site, f.sbase * 2);
  const mem = w.memory;
  if (kind === 'load') {
    issue(t, ins, effects(a.sReads, [], range(sdata, n, SREG_CODES), counts), (op) => {
      for (let i = 0; i < n; i++) {
        const at = dwordAt(a, i);
        stage(op, sdata + i, at ? mem.r32(at[0], at[1]) : 0);
      }
    });
  } else if (kind === 'store') {
    issue(t, ins, effects([...a.sReads, ...range(sdata, n, SREG_CODES)], [], [], counts), () => {
      for (let i = 0; i < n; i++) {
        const at = dwordAt(a, i);
        if (at) mem.w32(at[0], at[1], w.sgpr[sdata + i]);
      }
    });
  } else if (kind === 'atomic') {
    const ret = f.glc ? range(sdata, returnRegs(def), SREG_CODES) : [];
    issue(t, ins, effects([...a.sReads, ...range(sdata, n, SREG_CODES)], [], ret, counts), (op) => {
      // A clamped S_BUFFER atomic does nothing and returns 0.
      const at = dwordAt(a, 0);
      const old = [0, 0];
      if (at) atomicRmw(mem, at[0], at[1], def.atomic!, def.atomicBits as 32 | 64, (i) => w.sgpr[sdata + i] ?? 0, old);
      ret.forEach((r, i) => stage(op, r, old[i]));
    });
  }
}

function effects(sReads: number[], vReads: number[], sWrites: number[], counts: Counts) {
  return { sReads, vReads, sWrites, vWrites: [], ...counts };
}


export const compileScalar: Compile = (_gen, ins) => (w, t) => execScalar(w, t, ins);
