// The static s_waitcnt check: on every path into an instruction, is each register it reads (or
// overwrites) written by a memory instruction whose result an s_waitcnt has guaranteed? The
// counting is the simulator's (docs/sim.md "Results, counters and hazards", src/sim/tracker.ts),
// made path-insensitive: a forward dataflow over the control-flow graph whose state holds, per
// pending memory instruction, how many in-order counts of each counter were issued after it on the
// worst path (the fewest), and which registers still wait on it. Joins keep every pending
// instruction of either path with the smaller counts; counts saturate at the counter's maximum,
// so loops reach a fixed point.
//   vmcnt(N) guarantees an in-order VM op (MUBUF, MTBUF, MIMG, GLOBAL/SCRATCH) followed by at least
//   N in-order VM ops; lgkmcnt(N) a DS op followed by at least N LGKM counts of DS ops; expcnt(N)
//   an EXP-counted op followed by N more. Out-of-order ops (scalar memory, FLAT, GDS, messages)
//   are guaranteed by a wait for 0 only. An in-order op with the counter's maximum of in-order
//   counts after it is guaranteed (the counter cannot hold more).
import { counterEvents, type CounterEvents } from '../isa/counters.js';
import type { Gen } from '../isa/gens.js';
import { getCounter, waitcntFields } from '../isa/waitcnt.js';
import { scalarRegs } from '../isa/registers.js';
import { hexOffset } from '../sim/api.js';
import type { Finding } from './analyze.js';
import { flatLdsOps } from './flat-lds.js';
import type { FlowGraph } from './flow-graph.js';
import type { Instr, Program } from './program.js';
import { keysOfAll, keysText, VKEY } from './regkeys.js';

const CALLS: ReadonlySet<string> = new Set(['s_swappc_b64', 's_call_b64']);
const DATA_KINDS: ReadonlySet<string> = new Set(['vdata', 'imgdata', 'expsrc']);

/** A memory instruction whose result or data reads may be outstanding, as the state sees it. */
interface Pend {
  readonly at: number;           // index of the instruction
  readonly ev: CounterEvents;
  /** In-order counts issued after it on the worst path; undefined: that side is guaranteed (or absent). */
  readonly vm: number | undefined;
  readonly lgkm: number | undefined;
  readonly exp: number | undefined;
  /** Registers whose value it has not delivered yet (its results), and VGPRs it still reads (EXP_CNT). */
  readonly regs: ReadonlySet<number>;
  readonly late: ReadonlySet<number>;
  /**
   * Results overwritten while in flight: the result still lands on them, later, so until they are
   * written again they hold the memory's value, not the code's (CORRUPT's regs once it has landed).
   */
  readonly clobbered: ReadonlySet<number>;
}

type State = ReadonlyMap<number, Pend>;

interface Max { readonly vm: number; readonly lgkm: number; readonly exp: number }

function counterMax(gen: Gen): Max {
  const m = (n: string): number => waitcntFields(gen).find((c) => c.name === n)!.max;
  return { vm: m('vmcnt'), lgkm: m('lgkmcnt'), exp: m('expcnt') };
}

/** Per instruction: the facts the transfer function needs, computed once. */
interface Step {
  readonly ev: CounterEvents | undefined;
  readonly wait: { vm: number; lgkm: number; exp: number } | undefined;
  readonly reads: readonly number[];
  readonly writes: readonly number[];
  /** Data VGPRs an EXP-counted op reads late. */
  readonly late: readonly number[];
  /** A call (its wait is the callee's, trusted only while its target registers hold the code's value). */
  readonly call?: boolean;
}

function steps(p: Program, graph: FlowGraph): Step[] {
  const fields = waitcntFields(p.gen);
  const flatLds = flatLdsOps(p, graph);
  return p.instrs.map((ins) => {
    const def = ins.def;
    const f = ins.decoded?.fields ?? {};
    const reads = keysOfAll(ins.reads);
    const writes = keysOfAll(ins.writes);
    if (!def) return { ev: undefined, wait: undefined, reads, writes, late: [] };
    if (def.kind === 'waitcnt') {
      const c = (n: string): number => getCounter(fields.find((x) => x.name === n)!, f.simm16);
      return { ev: undefined, wait: { vm: c('vmcnt'), lgkm: c('lgkmcnt'), exp: c('expcnt') }, reads, writes, late: [] };
    }
    // A call: the callee waits for every counter on entry (the AMDGPU calling convention; LLVM's
    // callWaitsOnFunctionEntry) and returns with nothing outstanding.
    if (CALLS.has(def.name)) return { ev: undefined, wait: { vm: 0, lgkm: 0, exp: 0 }, reads, writes, late: [], call: true };
    const ev = counterEvents(def, f, p.gen, flatLds.has(ins.index));
    const counted = ev.vm || ev.lgkm || ev.exp ? ev : undefined;
    // EXP_CNT guards the data VGPRs (store data, export sources), not the address (LLVM's setExpScore on vdata).
    const late = counted?.exp ? keysOfAll(ins.operands.filter((o) => o.spec && DATA_KINDS.has(o.spec.kind)).flatMap((o) => o.reads)).filter((k) => k >= VKEY) : [];
    return { ev: counted, wait: undefined, reads, writes, late };
  });
}

/** The s_waitcnt that guarantees p's result (or, with `late`, its data reads) in the worst path's counts. */
function fixOf(p: Pend, late: boolean): string {
  if (late) return `s_waitcnt expcnt(${p.exp ?? 0})`;
  const parts: string[] = [];
  if (p.vm !== undefined) parts.push(`vmcnt(${p.ev.vmInOrder ? p.vm : 0})`);
  if (p.lgkm !== undefined) parts.push(`lgkmcnt(${p.ev.lgkmInOrder ? p.lgkm : 0})`);
  return `s_waitcnt ${parts.join(' ')}`;
}

const resultPending = (p: Pend): boolean => p.vm !== undefined || p.lgkm !== undefined;

class Checker {
  readonly findings = new Map<string, Finding>();
  constructor(private readonly prog: Program, private readonly st: readonly Step[], private readonly max: Max) {}

  /** Findings of instruction i in state s (recorded once per instruction, writer and kind). */
  check(s: State, i: number): void {
    const step = this.st[i];
    if (!s.size) return;
    const ins = this.prog.instrs[i];
    const myVmInOrder = step.ev !== undefined && step.ev.vm > 0 && step.ev.vmInOrder && !step.ev.lgkm;
    for (const p of s.values()) {
      if (resultPending(p)) {
        const r = step.reads.filter((k) => p.regs.has(k));
        if (r.length) this.report(ins, p, 'reads', r, false);
        // Two in-order VM results land in issue order: the later write wins, no hazard.
        const inOrderPair = myVmInOrder && p.ev.vmInOrder && !p.ev.lgkm;
        // A read and a write of the same pending result: one finding (the read).
        const w = inOrderPair || r.length ? [] : step.writes.filter((k) => p.regs.has(k));
        if (w.length) this.report(ins, p, 'overwrites', w, false);
      }
      if (p.exp !== undefined && p.late.size) {
        const w = step.writes.filter((k) => p.late.has(k));
        if (w.length) this.report(ins, p, 'overwrites', w, true);
      }
    }
  }

  private report(ins: Instr, p: Pend, verb: 'reads' | 'overwrites', keys: number[], late: boolean): void {
    const key = `${ins.index}:${p.at}:${verb}:${late}`;
    if (this.findings.has(key)) return;
    const w = p.at >= 0 ? this.prog.instrs[p.at] : undefined;
    const name = w ? w.def?.name ?? w.text : "the caller's memory instructions";
    const regs = keysText(keys, this.prog.gen);
    const fix = fixOf(p, late);
    const at = w ? w.offset : this.prog.start;
    const who = w ? `${name} (${hexOffset(at)})` : `${name} (outstanding at the function's entry, ${hexOffset(at)})`;
    const why = late ? `while ${who} may still read ${keys.length > 1 ? 'them' : 'it'}`
      : verb === 'reads' ? `before the result of ${who} is guaranteed`
        : `while the result of ${who} is in flight`;
    const message = `${verb} ${regs} ${why} on some path: add "${fix}" before this line`;
    this.findings.set(key, { kind: 'wait', offset: ins.offset, with: at, message, fix });
  }

  /** The state after instruction i. */
  transfer(s: State, i: number): State {
    const step = this.st[i];
    const max = this.max;
    // A call through a register a late result may have clobbered goes to an unknown callee, which
    // need not wait on entry (clang-19's call_poly with its first s_waitcnt removed: s_load's s4 lands
    // after s_getpc_b64 wrote it, and s_swappc_b64 jumps past poly's wait).
    if (step.wait && !(step.call && step.reads.some((r) => clobberedIn(s, r)))) {
      const { vm, lgkm, exp } = step.wait;
      if (!s.size) return s;
      const out = new Map<number, Pend>();
      for (const [k, p] of s) {
        const q: Pend = {
          ...p,
          vm: p.vm !== undefined && (p.ev.vmInOrder ? p.vm >= vm : vm === 0) ? undefined : p.vm,
          lgkm: p.lgkm !== undefined && (p.ev.lgkmInOrder ? p.lgkm >= lgkm : lgkm === 0) ? undefined : p.lgkm,
          exp: p.exp !== undefined && p.exp >= exp ? undefined : p.exp,
        };
        keep(out, k, q);
      }
      return out;
    }
    const ev = step.ev;
    const written = step.writes;
    const myVmInOrder = ev !== undefined && ev.vm > 0 && ev.vmInOrder && !ev.lgkm;
    // Most instructions neither count nor write a register a pending result owns (or clobbered): same state.
    if (!ev && !written.some((r) => { for (const p of s.values()) if (p.regs.has(r) || p.clobbered.has(r)) return true; return false; })) return s;
    const out = new Map<number, Pend>();
    for (const [k, p] of s) {
      let q = p;
      if (ev) {
        const vmN = p.vm !== undefined && ev.vmInOrder ? p.vm + ev.vm : p.vm;
        const lgN = p.lgkm !== undefined && ev.lgkmInOrder ? p.lgkm + ev.lgkm : p.lgkm;
        const exN = p.exp !== undefined ? p.exp + ev.exp : p.exp;
        q = {
          ...p,
          vm: vmN !== undefined && p.ev.vmInOrder && vmN >= max.vm ? undefined : vmN,
          lgkm: lgN !== undefined && p.ev.lgkmInOrder && lgN >= max.lgkm ? undefined : lgN,
          exp: exN !== undefined && exN >= max.exp ? undefined : exN,
        };
      }
      if (written.some((r) => q.regs.has(r) || q.clobbered.has(r))) {
        // Two in-order VM results land in issue order: the later one wins, nothing is clobbered.
        const inOrderPair = myVmInOrder && q.ev.vmInOrder && !q.ev.lgkm;
        const hit = written.filter((r) => q.regs.has(r));
        // A write while the result is in flight does not save the register: the result lands after it.
        const clobbered = resultPending(q) ? new Set(q.clobbered) : without(q.clobbered, written);
        if (resultPending(q) && !inOrderPair) for (const r of hit) clobbered.add(r);
        q = { ...q, regs: without(q.regs, written), clobbered };
      }
      keep(out, k, q);
    }
    if (ev) {
      const regs = ev.vm || ev.lgkm ? new Set(written) : new Set<number>();
      const p: Pend = {
        at: i, ev, vm: ev.vm ? 0 : undefined, lgkm: ev.lgkm ? 0 : undefined, exp: ev.exp ? 0 : undefined,
        regs, late: new Set(step.late), clobbered: new Set(),
      };
      if (alive(p)) out.set(i, p);
    }
    return out;
  }
}

function alive(p: Pend): boolean {
  return (resultPending(p) && (p.regs.size > 0 || p.clobbered.size > 0)) || (p.exp !== undefined && p.late.size > 0);
}

/** Key of the registers that hold a landed result over the code's value (Pend.clobbered). */
const CORRUPT = -2;

/** Put p in the state if it still matters; the registers a landed result clobbered go to CORRUPT. */
function keep(out: Map<number, Pend>, k: number, p: Pend): void {
  if (k === CORRUPT) {
    if (p.clobbered.size) out.set(k, p);
    return;
  }
  if (!resultPending(p) && p.clobbered.size) {
    const c = out.get(CORRUPT);
    out.set(CORRUPT, c ? { ...c, clobbered: union(c.clobbered, p.clobbered) } : { ...p, at: CORRUPT, vm: undefined, lgkm: undefined, exp: undefined, regs: new Set(), late: new Set() });
    p = { ...p, clobbered: new Set() };
  }
  if (alive(p)) out.set(k, p);
}

/** Whether register r may hold a result that landed over (or will land over) the code's value. */
function clobberedIn(s: State, r: number): boolean {
  for (const p of s.values()) if (p.clobbered.has(r)) return true;
  return false;
}

function without(set: ReadonlySet<number>, keys: readonly number[]): Set<number> {
  const s = new Set(set);
  for (const k of keys) s.delete(k);
  return s;
}

const minDef = (a: number | undefined, b: number | undefined): number | undefined =>
  a === undefined ? b : b === undefined ? a : Math.min(a, b);

function union(a: ReadonlySet<number>, b: ReadonlySet<number>): ReadonlySet<number> {
  if (a === b) return a;
  for (const k of b) if (!a.has(k)) return new Set([...a, ...b]);
  return a;
}

/** The join of two states: every pending instruction of either, with the fewer counts after it. */
function join(a: State, b: State): State {
  if (a === b || !b.size) return a;
  if (!a.size) return b;
  const out = new Map(a);
  for (const [k, q] of b) {
    const p = out.get(k);
    if (!p) { out.set(k, q); continue; }
    out.set(k, { ...p, vm: minDef(p.vm, q.vm), lgkm: minDef(p.lgkm, q.lgkm), exp: minDef(p.exp, q.exp), regs: union(p.regs, q.regs), late: union(p.late, q.late), clobbered: union(p.clobbered, q.clobbered) });
  }
  return out;
}

function samePend(p: Pend, q: Pend): boolean {
  if (p.vm !== q.vm || p.lgkm !== q.lgkm || p.exp !== q.exp || p.regs.size !== q.regs.size || p.late.size !== q.late.size || p.clobbered.size !== q.clobbered.size) return false;
  for (const k of p.regs) if (!q.regs.has(k)) return false;
  for (const k of p.clobbered) if (!q.clobbered.has(k)) return false;
  for (const k of p.late) if (!q.late.has(k)) return false;
  return true;
}

function sameState(a: State, b: State): boolean {
  if (a === b) return true;
  if (a.size !== b.size) return false;
  for (const [k, p] of a) {
    const q = b.get(k);
    if (!q || !samePend(p, q)) return false;
  }
  return true;
}

const EMPTY: State = new Map();

/** Index of the stand-in for a caller's memory instructions at a function's entry. */
const CALLER = -1;

/**
 * A function starts with its caller's loads possibly outstanding, in counts it cannot know: any
 * register may still wait on VM or LGKM, so only vmcnt(0) and lgkmcnt(0) guarantee it (the calling
 * convention: clang starts every function with s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0), and a call
 * site relies on it: the wait at a call is the callee's).
 */
function callerPending(gen: Gen): State {
  const regs = new Set([...Array.from({ length: scalarRegs(gen).sgprs }, (_, i) => i), ...Array.from({ length: 256 }, (_, i) => VKEY + i)]);
  const ev: CounterEvents = { vm: 1, vmInOrder: false, lgkm: 1, lgkmInOrder: false, exp: 0 };
  return new Map<number, Pend>([[CALLER, { at: CALLER, ev, vm: 0, lgkm: 0, exp: undefined, regs, late: new Set(), clobbered: new Set() }]]);
}

/**
 * Wait findings of a program over its control-flow graph: a worklist to the fixed point of the
 * block entry states, then one pass over each block reporting from its final entry state.
 */
export function checkWaits(prog: Program, graph: FlowGraph): Finding[] {
  const st = steps(prog, graph);
  const checker = new Checker(prog, st, counterMax(prog.gen));
  const blocks = graph.blocks;
  const entry: (State | undefined)[] = blocks.map(() => undefined);
  const work: number[] = [];
  const queued = new Uint8Array(blocks.length);
  const start = prog.kind === 'function' ? callerPending(prog.gen) : EMPTY;
  for (const b of graph.entries) { entry[b] = start; work.push(b); queued[b] = 1; }
  const exitOf = (b: number): State => {
    let s = entry[b]!;
    for (let i = blocks[b].first; i < blocks[b].end; i++) s = checker.transfer(s, i);
    return s;
  };
  while (work.length) {
    const b = work.shift()!;
    queued[b] = 0;
    const out = exitOf(b);
    for (const t of blocks[b].succs) {
      const old = entry[t];
      const next = old === undefined ? out : join(old, out);
      if (old !== undefined && sameState(old, next)) continue;
      entry[t] = next;
      if (!queued[t]) { queued[t] = 1; work.push(t); }
    }
  }
  blocks.forEach((blk, b) => {
    let s = entry[b];
    if (s === undefined) return;   // unreachable from the entries
    for (let i = blk.first; i < blk.end; i++) {
      checker.check(s, i);
      s = checker.transfer(s, i);
    }
  });
  return [...checker.findings.values()].sort((x, y) => x.offset - y.offset || (x.with ?? 0) - (y.with ?? 0));
}
