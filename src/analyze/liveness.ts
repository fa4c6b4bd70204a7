// Register liveness: backward dataflow over the CFG, one bit per register (VGPRs, AGPRs, scalar
// codes, SCC). A write kills the register whatever EXEC is (as LLVM's liveness on machine code
// does); nothing is live after s_endpgm, a return or a jump the CFG cannot follow. Linear in the
// code size times the (small) number of iterations the loops need.
import { scalarRegs } from '../isa/registers.js';
import type { Cfg } from './cfg.js';
import type { Program, RegRange } from './program.js';

/** Bit positions of each class in a register set. */
const BASE = { v: 0, a: 256, s: 512, scc: 640 } as const;
const WORDS = 21;

export type RegSet = Uint32Array;

const newSet = (): RegSet => new Uint32Array(WORDS);

function addRange(set: RegSet, r: RegRange): void {
  const b = BASE[r.cls] + r.first;
  for (let i = 0; i < r.count && r.first + i < (r.cls === 's' ? 128 : r.cls === 'scc' ? 1 : 256); i++) set[(b + i) >>> 5] |= 1 << ((b + i) & 31);
}
function removeRange(set: RegSet, r: RegRange): void {
  const b = BASE[r.cls] + r.first;
  for (let i = 0; i < r.count && r.first + i < (r.cls === 's' ? 128 : r.cls === 'scc' ? 1 : 256); i++) set[(b + i) >>> 5] &= ~(1 << ((b + i) & 31));
}
const popcount = (x: number): number => { x -= (x >>> 1) & 0x55555555; x = (x & 0x33333333) + ((x >>> 2) & 0x33333333); return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24; };

/** Registers of a class set in `set`, below `limit` (for SGPRs: the real ones, not VCC/EXEC/M0). */
export function countClass(set: RegSet, cls: 'v' | 'a' | 's', limit = cls === 's' ? 128 : 256): number {
  let n = 0;
  const lo = BASE[cls];
  const hi = lo + limit;
  for (let w = lo >>> 5; w < (hi + 31) >>> 5; w++) {
    let x = set[w];
    const first = w * 32;
    if (first + 32 > hi) x &= (1 << (hi - first)) - 1;
    n += popcount(x >>> 0);
  }
  return n;
}

/** Whether register `first` of class `cls` is in the set. */
export function has(set: RegSet, cls: RegRange['cls'], reg: number): boolean {
  const b = BASE[cls] + reg;
  return (set[b >>> 5] & (1 << (b & 31))) !== 0;
}

export interface Liveness {
  /** Registers live just before instruction i (recomputed from its block's live-out). */
  readonly liveBefore: (i: number) => RegSet;
  /** Per block: live at its start and its end. */
  readonly blockIn: readonly RegSet[];
  readonly blockOut: readonly RegSet[];
  /** Per instruction: live VGPRs / real SGPRs / AGPRs before it. */
  readonly vgprs: Int32Array;
  readonly sgprs: Int32Array;
  readonly agprs: Int32Array;
  readonly maxVgprs: number;
  readonly maxSgprs: number;
  readonly maxAgprs: number;
}

/** Live sets before each instruction and the counts per class. */
export function liveness(cfg: Cfg): Liveness {
  const p: Program = cfg.program;
  const n = p.instrs.length;
  const nb = cfg.blocks.length;
  const blockIn = Array.from({ length: nb }, newSet);
  const blockOut = Array.from({ length: nb }, newSet);
  // Per block: registers read before any write (use), and written (def).
  const use = Array.from({ length: nb }, newSet);
  const def = Array.from({ length: nb }, newSet);
  for (const b of cfg.blocks) {
    for (let i = b.last; i >= b.first; i--) {
      const ins = p.instrs[i];
      for (const w of ins.writes) { removeRange(use[b.id], w); addRange(def[b.id], w); }
      for (const r of ins.reads) addRange(use[b.id], r);
    }
  }
  // Iterate in post order (successors first) until nothing changes: a few rounds, one more per
  // loop nesting level. Unreachable code (after s_endpgm) is ordered the same way.
  const order = postOrder(cfg);
  for (let changed = true; changed;) {
    changed = false;
    for (const b of order) {
      const out = blockOut[b];
      for (const e of cfg.blocks[b].succs) {
        const t = cfg.edges[e].to;
        if (t < 0) continue;
        const tin = blockIn[t];
        for (let w = 0; w < WORDS; w++) out[w] |= tin[w];
      }
      const inn = blockIn[b];
      for (let w = 0; w < WORDS; w++) {
        const v = (use[b][w] | (out[w] & ~def[b][w])) >>> 0;
        if (v !== inn[w]) { inn[w] = v; changed = true; }
      }
    }
  }
  // Per instruction, walking each block backwards from its live-out: counts only (a set per
  // instruction would cost 84 bytes each; liveBefore recomputes one).
  const vgprs = new Int32Array(n);
  const sgprs = new Int32Array(n);
  const agprs = new Int32Array(n);
  const sgprLimit = scalarRegs(p.gen).sgprs;
  let maxVgprs = 0, maxSgprs = 0, maxAgprs = 0;
  for (const b of cfg.blocks) {
    const cur = Uint32Array.from(blockOut[b.id]);
    for (let i = b.last; i >= b.first; i--) {
      const ins = p.instrs[i];
      for (const w of ins.writes) removeRange(cur, w);
      for (const r of ins.reads) addRange(cur, r);
      vgprs[i] = countClass(cur, 'v');
      sgprs[i] = countClass(cur, 's', sgprLimit);
      agprs[i] = countClass(cur, 'a');
      if (vgprs[i] > maxVgprs) maxVgprs = vgprs[i];
      if (sgprs[i] > maxSgprs) maxSgprs = sgprs[i];
      if (agprs[i] > maxAgprs) maxAgprs = agprs[i];
    }
  }
  const liveBefore = (i: number): RegSet => {
    const b = cfg.blocks[cfg.blockOf[i]];
    const cur = Uint32Array.from(blockOut[b.id]);
    for (let j = b.last; j >= i; j--) {
      for (const w of p.instrs[j].writes) removeRange(cur, w);
      for (const r of p.instrs[j].reads) addRange(cur, r);
    }
    return cur;
  };
  return { liveBefore, blockIn, blockOut, vgprs, sgprs, agprs, maxVgprs, maxSgprs, maxAgprs };
}

/** Blocks in post order of a depth-first walk from the entry, then from each block not yet seen. */
function postOrder(cfg: Cfg): number[] {
  const n = cfg.blocks.length;
  const seen = new Uint8Array(n);
  const out: number[] = [];
  for (let root = 0; root < n; root++) {
    if (seen[root]) continue;
    seen[root] = 1;
    const stack: [number, number][] = [[root, 0]];
    while (stack.length) {
      const top = stack[stack.length - 1];
      const succs = cfg.blocks[top[0]].succs;
      if (top[1] < succs.length) {
        const t = cfg.edges[succs[top[1]++]].to;
        if (t >= 0 && !seen[t]) { seen[t] = 1; stack.push([t, 0]); }
      } else { out.push(top[0]); stack.pop(); }
    }
  }
  return out;
}
