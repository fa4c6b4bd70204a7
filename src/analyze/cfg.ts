// The control-flow graph of a Program: basic blocks (byte ranges), edges from every branch form,
// dominators and loops.
//
// Interface (stable: liveness.ts, waits.ts and hazards.ts build on it):
//   Block      { id, start, end (bytes, [start, end)), first, last (instruction indices,
//              inclusive), succs, preds (edge indices into Cfg.edges) }
//   EdgeKind   'fall' (next instruction), 'branch' (taken PC-relative branch, s_cbranch_* taken
//              side), 'jump' (s_setpc_b64 to a computed target), 'call' (s_call_b64 /
//              s_swappc_b64 to a computed callee; the call itself falls through to 'fall'),
//              'fork' (s_cbranch_i_fork's target), 'unknown' (the target comes from registers:
//              s_setpc_b64/s_swappc_b64 not computable, s_cbranch_g_fork, s_cbranch_join, s_rfe_b64)
//   Edge       { from, to (block ids; to is -1 for 'unknown' and for targets outside the program),
//              kind, target? (byte offset when known) }
//   Cfg        { program, blocks, edges, entry (0), exits (block ids with no successor inside),
//              blockOf (instruction index -> block id), idom (immediate dominator per block, -1 for
//              the entry and unreachable blocks), rpo (reverse post order of reachable blocks),
//              loops, reachable }
//   Loop       { header, latches (blocks with a back edge to header), blocks (sorted), depth }
//   buildCfg(program)     the graph; intra-procedural ('call' edges go to -1 unless the callee is
//                         inside the program, and the call falls through)
//   successorsOf(cfg, b)  block ids reachable in one step (no -1)
import { labelTarget } from '../isa/branch.js';
import type { Instr, Program } from './program.js';

export type EdgeKind = 'fall' | 'branch' | 'jump' | 'call' | 'fork' | 'unknown';

export interface Edge {
  readonly from: number;
  readonly to: number;
  readonly kind: EdgeKind;
  readonly target?: number;
}

export interface Block {
  readonly id: number;
  readonly start: number;
  readonly end: number;
  readonly first: number;
  readonly last: number;
  readonly succs: number[];
  readonly preds: number[];
}

export interface Loop {
  readonly header: number;
  readonly latches: readonly number[];
  readonly blocks: readonly number[];
  /** 1 for an outermost loop. */
  depth: number;
}

export interface Cfg {
  readonly program: Program;
  readonly blocks: readonly Block[];
  readonly edges: readonly Edge[];
  readonly entry: number;
  readonly exits: readonly number[];
  readonly blockOf: Int32Array;
  readonly idom: Int32Array;
  readonly rpo: readonly number[];
  readonly reachable: Uint8Array;
  readonly loops: readonly Loop[];
  /** Retreating edges whose target does not dominate their source (irreducible flow). */
  readonly irreducible: readonly number[];
}

/** How an instruction ends a block: its outgoing control flow. */
interface Flow {
  /** Execution may continue with the next instruction. */
  readonly falls: boolean;
  readonly targets: readonly { kind: EdgeKind; target?: number }[];
}

const NONE: Flow = { falls: true, targets: [] };
const ENDS = /^s_endpgm/;

/**
 * Tracks s_getpc_b64 and 32-bit adds of constants on SGPR pairs within a block, so that
 * s_setpc_b64 / s_swappc_b64 of such a pair has a known target (clang's long branches and calls:
 * s_getpc_b64 s[4:5]; s_add_u32 s4, s4, L@rel32@lo+4; s_addc_u32 s5, s5, L@rel32@hi+12; s_setpc_b64 s[4:5]).
 */
class PcTracker {
  /** Known 64-bit values of SGPR pairs by first register (held as numbers: code is < 2^53). */
  private known = new Map<number, number>();
  private carry: number | undefined;

  reset(): void { this.known.clear(); this.carry = undefined; }

  value(first: number): number | undefined { return this.known.get(first); }

  step(ins: Instr): void {
    const name = ins.def?.name;
    const f = name === 's_getpc_b64' || name === 's_add_u32' || name === 's_sub_u32' || name === 's_addc_u32' || name === 's_subb_u32' ? ins.decoded?.fields : undefined;
    const constant = (code: number): number | undefined =>
      code === 255 ? f!.literal : code >= 128 && code <= 192 ? code - 128 : code >= 193 && code <= 208 ? 192 - code : undefined;
    let handled = false;
    if (name === 's_getpc_b64' && f) { this.known.set(f.sdst, ins.offset + 4); handled = true; }
    else if ((name === 's_add_u32' || name === 's_sub_u32') && f && f.sdst === f.ssrc0 && f.sdst % 2 === 0) {
      const v = this.known.get(f.sdst);
      const k = constant(f.ssrc1);
      if (v !== undefined && k !== undefined) {
        const lo = v % 2 ** 32;
        const r = name === 's_add_u32' ? lo + (k >>> 0) : lo - (k >>> 0);
        this.carry = r >= 2 ** 32 || r < 0 ? 1 : 0;
        this.known.set(f.sdst, v - lo + (r >>> 0));
        handled = true;
      }
    } else if ((name === 's_addc_u32' || name === 's_subb_u32') && f && f.sdst === f.ssrc0 && f.sdst % 2 === 1 && this.carry !== undefined) {
      const v = this.known.get(f.sdst - 1);
      const k = constant(f.ssrc1);
      if (v !== undefined && k !== undefined) {
        const hi = Math.floor(v / 2 ** 32);
        const nh = name === 's_addc_u32' ? hi + (k >>> 0) + this.carry : hi - (k >>> 0) - this.carry;
        this.known.set(f.sdst - 1, (v % 2 ** 32) + (nh >>> 0) * 2 ** 32);
        this.carry = undefined;
        handled = true;
      }
    }
    if (handled) return;
    // Any other write to a tracked pair forgets it.
    if (!this.known.size) return;
    for (const w of ins.writes) {
      if (w.cls !== 's') continue;
      for (const k of [...this.known.keys()]) if (k < w.first + w.count && w.first < k + 2) this.known.delete(k);
    }
  }
}

function flowOf(ins: Instr, pc: PcTracker): Flow {
  const def = ins.def;
  if (!def) return NONE;
  if (def.kind === 'endpgm' || ENDS.test(def.name)) return { falls: false, targets: [] };
  if (def.kind !== 'branch') return NONE;
  const f = ins.decoded!.fields;
  const rel = labelTarget(def, f, ins.offset);
  switch (def.name) {
    case 's_branch': return { falls: false, targets: [{ kind: 'branch', target: rel }] };
    case 's_call_b64': return { falls: true, targets: [{ kind: 'call', target: rel }] };
    case 's_cbranch_i_fork': return { falls: true, targets: [{ kind: 'fork', target: rel }] };
    case 's_setpc_b64': {
      const t = pc.value(f.ssrc0);
      return { falls: false, targets: [t === undefined ? { kind: 'unknown' } : { kind: 'jump', target: t }] };
    }
    case 's_swappc_b64': {
      const t = pc.value(f.ssrc0);
      return { falls: true, targets: [t === undefined ? { kind: 'unknown' } : { kind: 'call', target: t }] };
    }
    case 's_cbranch_g_fork': case 's_cbranch_join': return { falls: true, targets: [{ kind: 'unknown' }] };
    case 's_rfe_b64': case 's_rfe_restore_b64': return { falls: false, targets: [{ kind: 'unknown' }] };
    default:
      // s_cbranch_scc*/vcc*/exec*/cdbg*: taken or not.
      return rel === undefined ? NONE : { falls: true, targets: [{ kind: 'branch', target: rel }] };
  }
}

export function buildCfg(program: Program): Cfg {
  const ins = program.instrs;
  const n = ins.length;
  // Byte offset -> instruction index, one slot per dword of the program (-1: inside an instruction).
  const slots = new Int32Array((program.end - program.start) >>> 2).fill(-1);
  ins.forEach((x, i) => { slots[(x.offset - program.start) >>> 2] = i; });
  const indexAt = (t: number | undefined): number | undefined => {
    const k = t === undefined ? -1 : t - program.start;
    const j = k >= 0 && k % 4 === 0 && k < program.end - program.start ? slots[k >>> 2] : -1;
    return j < 0 ? undefined : j;
  };
  // Pass 1: each instruction's flow (the PC tracker runs straight through; it is reset at every
  // instruction that starts a block, found in pass 2, so recompute there).
  const leader = new Uint8Array(n + 1);
  if (n) leader[0] = 1;
  const flows: Flow[] = new Array(n);
  const pc = new PcTracker();
  for (let i = 0; i < n; i++) {
    flows[i] = flowOf(ins[i], pc);
    pc.step(ins[i]);
    const fl = flows[i];
    if (fl !== NONE) {
      leader[i + 1] = 1;
      for (const t of fl.targets) { const j = indexAt(t.target); if (j !== undefined && t.kind !== 'call') leader[j] = 1; }
    }
  }
  // Blocks.
  const blocks: Block[] = [];
  const blockOf = new Int32Array(n).fill(-1);
  for (let i = 0; i < n;) {
    let j = i;
    while (j + 1 < n && !leader[j + 1]) j++;
    const id = blocks.length;
    blocks.push({ id, start: ins[i].offset, end: ins[j].offset + ins[j].size, first: i, last: j, succs: [], preds: [] });
    for (let k = i; k <= j; k++) blockOf[k] = id;
    i = j + 1;
  }
  // Recompute the flows with the PC tracker reset at block starts (a value known on one path only
  // must not make a target).
  pc.reset();
  for (let i = 0; i < n; i++) {
    if (leader[i]) pc.reset();
    if (flows[i] !== NONE && ins[i].def && /^s_(setpc|swappc)_b64$/.test(ins[i].def!.name)) flows[i] = flowOf(ins[i], pc);
    pc.step(ins[i]);
  }
  const edges: Edge[] = [];
  const addEdge = (from: number, to: number, kind: EdgeKind, target?: number): void => {
    const e = edges.length;
    edges.push({ from, to, kind, ...(target === undefined ? {} : { target }) });
    blocks[from].succs.push(e);
    if (to >= 0) blocks[to].preds.push(e);
  };
  for (const b of blocks) {
    const fl = flows[b.last];
    for (const t of fl.targets) {
      const j = indexAt(t.target);
      // A call's callee is another program (or this one's entry for recursion): the graph is per function.
      const to = j === undefined || t.kind === 'call' ? -1 : blockOf[j];
      addEdge(b.id, to, t.kind, t.target);
    }
    if (fl.falls && b.last + 1 < n) addEdge(b.id, blockOf[b.last + 1], 'fall');
  }
  const { idom, rpo, reachable } = dominators(blocks, edges);
  const { loops, irreducible } = findLoops(blocks, edges, idom, rpo);
  const exits = blocks.filter((b) => !b.succs.some((e) => edges[e].to >= 0)).map((b) => b.id);
  return { program, blocks, edges, entry: 0, exits, blockOf, idom, rpo, reachable, loops, irreducible };
}

export function successorsOf(cfg: Cfg, b: number): number[] {
  const out: number[] = [];
  for (const e of cfg.blocks[b].succs) { const t = cfg.edges[e].to; if (t >= 0 && !out.includes(t)) out.push(t); }
  return out;
}

/** Cooper, Harvey and Kennedy's iterative dominator algorithm over reverse post order. */
function dominators(blocks: readonly Block[], edges: readonly Edge[]): { idom: Int32Array; rpo: number[]; reachable: Uint8Array } {
  const n = blocks.length;
  const idom = new Int32Array(n).fill(-1);
  const reachable = new Uint8Array(n);
  if (!n) return { idom, rpo: [], reachable };
  // Iterative DFS post order.
  const post: number[] = [];
  const stack: [number, number][] = [[0, 0]];
  reachable[0] = 1;
  while (stack.length) {
    const top = stack[stack.length - 1];
    const b = blocks[top[0]];
    if (top[1] < b.succs.length) {
      const t = edges[b.succs[top[1]++]].to;
      if (t >= 0 && !reachable[t]) { reachable[t] = 1; stack.push([t, 0]); }
    } else { post.push(top[0]); stack.pop(); }
  }
  const rpo = post.reverse();
  const order = new Int32Array(n).fill(-1);
  rpo.forEach((b, i) => { order[b] = i; });
  idom[0] = 0;
  const intersect = (a: number, b: number): number => {
    while (a !== b) {
      while (order[a] > order[b]) a = idom[a];
      while (order[b] > order[a]) b = idom[b];
    }
    return a;
  };
  for (let changed = true; changed;) {
    changed = false;
    for (const b of rpo) {
      if (b === 0) continue;
      let d = -1;
      for (const e of blocks[b].preds) {
        const p = edges[e].from;
        if (!reachable[p] || idom[p] < 0) continue;
        d = d < 0 ? p : intersect(p, d);
      }
      if (d !== idom[b]) { idom[b] = d; changed = true; }
    }
  }
  idom[0] = -1;
  return { idom, rpo, reachable };
}

/** Whether block a dominates block b. */
export function dominates(cfg: Pick<Cfg, 'idom'>, a: number, b: number): boolean {
  for (let x = b; x >= 0; x = cfg.idom[x]) if (x === a) return true;
  return false;
}

/** Natural loops from back edges (target dominates source); other retreating edges are irreducible. */
function findLoops(blocks: readonly Block[], edges: readonly Edge[], idom: Int32Array, rpo: readonly number[]): { loops: Loop[]; irreducible: number[] } {
  const order = new Map<number, number>();
  rpo.forEach((b, i) => order.set(b, i));
  const byHeader = new Map<number, { latches: number[]; body: Set<number> }>();
  const irreducible: number[] = [];
  edges.forEach((e, ei) => {
    if (e.to < 0 || !order.has(e.from)) return;
    if (order.get(e.to)! > order.get(e.from)!) return;
    if (!dominates({ idom }, e.to, e.from)) { irreducible.push(ei); return; }
    let l = byHeader.get(e.to);
    if (!l) byHeader.set(e.to, (l = { latches: [], body: new Set([e.to]) }));
    l.latches.push(e.from);
    const work = [e.from];
    while (work.length) {
      const x = work.pop()!;
      if (l.body.has(x)) continue;
      l.body.add(x);
      for (const p of blocks[x].preds) if (order.has(edges[p].from)) work.push(edges[p].from);
    }
  });
  const loops: Loop[] = [...byHeader].map(([header, l]) => ({ header, latches: l.latches, blocks: [...l.body].sort((a, b) => a - b), depth: 1 }));
  for (const l of loops) l.depth = 1 + loops.filter((o) => o !== l && o.blocks.length > l.blocks.length && o.blocks.includes(l.header)).length;
  loops.sort((a, b) => a.header - b.header);
  return { loops, irreducible };
}
