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
  /** Per block: live at its start and its end (copies, made on each access). */
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

/** Sets or clears the bits of range r in the set at word offset `at` of `sets`. */
function mark(sets: Uint32Array, at: number, r: RegRange, on: boolean): void {
  const b = BASE[r.cls] + r.first;
  const end = Math.min(r.count, (r.cls === 's' ? 128 : r.cls === 'scc' ? 1 : 256) - r.first);
  for (let i = 0; i < end; i++) {
    const w = at + ((b + i) >>> 5);
    if (on) sets[w] |= 1 << ((b + i) & 31);
    else sets[w] &= ~(1 << ((b + i) & 31));
  }
}

/** Live sets before each instruction and the counts per class. */
export function liveness(cfg: Cfg): Liveness {
  const p: Program = cfg.program;
  const n = p.instrs.length;
  const nb = cfg.blocks.length;
  // Per block, WORDS words each in one array: live in, live out, registers read before any write
  // (use), and written (def).
  const inn = new Uint32Array(nb * WORDS);
  const out = new Uint32Array(nb * WORDS);
  const use = new Uint32Array(nb * WORDS);
  const def = new Uint32Array(nb * WORDS);
  for (const b of cfg.blocks) {
    const at = b.id * WORDS;
    for (let i = b.last; i >= b.first; i--) {
      const ins = p.instrs[i];
      for (const w of ins.writes) { mark(use, at, w, false); mark(def, at, w, true); }
      for (const r of ins.reads) mark(use, at, r, true);
    }
  }
  // A worklist from the post order (successors first): a block whose live-in grows puts its
  // predecessors back. Unreachable code (after s_endpgm) is ordered the same way.
  const work = postOrder(cfg).reverse();
  const queued = new Uint8Array(nb).fill(1);
  while (work.length) {
    const b = work.pop()!;
    queued[b] = 0;
    const at = b * WORDS;
    for (const e of cfg.blocks[b].succs) {
      const t = cfg.edges[e].to;
      if (t < 0) continue;
      for (let w = 0; w < WORDS; w++) out[at + w] |= inn[t * WORDS + w];
    }
    let changed = false;
    for (let w = 0; w < WORDS; w++) {
      const v = (use[at + w] | (out[at + w] & ~def[at + w])) >>> 0;
      if (v !== inn[at + w]) { inn[at + w] = v; changed = true; }
    }
    if (!changed) continue;
    for (const e of cfg.blocks[b].preds) {
      const q = cfg.edges[e].from;
      if (!queued[q]) { queued[q] = 1; work.push(q); }
    }
  }
  const setOf = (sets: Uint32Array, b: number): RegSet => sets.slice(b * WORDS, (b + 1) * WORDS);
  // Per instruction, walking each block backwards from its live-out: counts only (a set per
  // instruction would cost 84 bytes each; liveBefore recomputes one).
  const vgprs = new Int32Array(n);
  const sgprs = new Int32Array(n);
  const agprs = new Int32Array(n);
  const sgprLimit = scalarRegs(p.gen).sgprs;
  let maxVgprs = 0, maxSgprs = 0, maxAgprs = 0;
  // Live counts per class, kept up to date bit by bit as the walk adds and removes registers.
  const count = { v: 0, a: 0, s: 0 };
  const flip = (set: RegSet, r: RegRange, on: boolean): void => {
    const b = BASE[r.cls] + r.first;
    const end = Math.min(r.count, (r.cls === 's' ? 128 : r.cls === 'scc' ? 1 : 256) - r.first);
    for (let i = 0; i < end; i++) {
      const w = (b + i) >>> 5;
      const bit = 1 << ((b + i) & 31);
      if (((set[w] & bit) !== 0) === on) continue;
      set[w] ^= bit;
      if (r.cls !== 'scc' && (r.cls !== 's' || r.first + i < sgprLimit)) count[r.cls] += on ? 1 : -1;
    }
  };
  const cur = newSet();
  for (const b of cfg.blocks) {
    for (let w = 0; w < WORDS; w++) cur[w] = out[b.id * WORDS + w];
    count.v = countClass(cur, 'v');
    count.s = countClass(cur, 's', sgprLimit);
    count.a = countClass(cur, 'a');
    for (let i = b.last; i >= b.first; i--) {
      const ins = p.instrs[i];
      for (const w of ins.writes) flip(cur, w, false);
      for (const r of ins.reads) flip(cur, r, true);
      vgprs[i] = count.v;
      sgprs[i] = count.s;
      agprs[i] = count.a;
      if (count.v > maxVgprs) maxVgprs = count.v;
      if (count.s > maxSgprs) maxSgprs = count.s;
      if (count.a > maxAgprs) maxAgprs = count.a;
    }
  }
  const liveBefore = (i: number): RegSet => {
    const b = cfg.blocks[cfg.blockOf[i]];
    const set = setOf(out, b.id);
    for (let j = b.last; j >= i; j--) {
      for (const w of p.instrs[j].writes) removeRange(set, w);
      for (const r of p.instrs[j].reads) addRange(set, r);
    }
    return set;
  };
  return {
    liveBefore, vgprs, sgprs, agprs, maxVgprs, maxSgprs, maxAgprs,
    get blockIn() { return Array.from({ length: nb }, (_, b) => setOf(inn, b)); },
    get blockOut() { return Array.from({ length: nb }, (_, b) => setOf(out, b)); },
  };
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
