// Why a static wait finding has no simulated hazard (issue 29: "the report of false findings is
// kept small and explained"). Each finding of a mutation the static check reports and the
// simulator's run does not (analyze-mutations.ts "static only") gets a reason decided by evidence:
//   caller     in a function, the stand-in for its caller's loads (waits.ts callerPending): the
//              corpus's callers wait before each call, another caller need not (the convention)
//   path       the finding goes away when the static check walks only the blocks and edges the
//              simulated run took: the run's inputs do not take the path (reader or writer never
//              executed, or a branch the run never took between them)
//   flat       the writer is a FLAT op the run saw at global addresses only (the simulator then
//              counts it in order on VM, docs/sim.md P99); statically it may reach the LDS, so only
//              a wait for 0 guarantees it
//   other      none of these (to be explained: the script prints them)
import type { Finding } from '../src/analyze/analyze.js';
import { buildCfg } from '../src/analyze/cfg.js';
import { flowGraph } from '../src/analyze/checks.js';
import type { FlowGraph } from '../src/analyze/flow-graph.js';
import { programsOfObject } from '../src/analyze/load.js';
import type { Program } from '../src/analyze/program.js';
import { checkWaits } from '../src/analyze/waits.js';
import { readCodeObject, type CodeObject } from '../src/objects/code-object.js';
import { runKernel } from '../src/sim/dispatch.js';
import { inputsOf, patchSimm16, type Inputs, type Outcome, type Pair } from './analyze-corpus.js';

/** The .text offsets each wave of the unmutated object's kernels executed, in order (the mutation runs' inputs). */
export function waveTraces(obj: CodeObject, inputs: Inputs): number[][] {
  const out: number[][] = [];
  for (const k of obj.kernels) {
    let r;
    try {
      const { dispatch, args } = inputs(obj, k.name);
      r = runKernel(obj, k.name, dispatch, args, { maxSteps: 200_000, trace: true });
    } catch {
      continue;   // a run that fails: its mutations were not simulated either
    }
    let wave: number[] = [];
    let last = '';
    for (const e of r.trace ?? []) {
      const who = `${e.workgroup.join(',')}/${e.wave}`;
      if (who !== last) { if (wave.length) out.push(wave); wave = []; last = who; }
      wave.push(e.pc);
    }
    if (wave.length) out.push(wave);
  }
  return out;
}

/**
 * The program's flow graph cut to what the waves executed: its blocks keep only the successors
 * some wave went on to (the next instruction of the program a wave executed after the block's
 * last, so a call goes on at its return), and the entry only if a wave executed it.
 */
export function ranGraph(p: Program, waves: readonly number[][]): FlowGraph {
  const cfg = buildCfg(p);
  const g = flowGraph(cfg);
  const indexAt = new Map(p.instrs.map((ins) => [ins.offset, ins.index]));
  const taken = new Set<string>();
  const ran = new Set<number>();
  for (const w of waves) {
    let prev = -1;   // the instruction of the program the wave executed last
    for (const pc of w) {
      const i = indexAt.get(pc);
      if (i === undefined) continue;
      const b = cfg.blockOf[i];
      ran.add(b);
      // An edge is a block's last instruction followed by a block's first (a one-block loop's
      // instructions follow each other without taking its back edge).
      if (prev >= 0 && cfg.blocks[cfg.blockOf[prev]].last === prev && cfg.blocks[b].first === i) taken.add(`${cfg.blockOf[prev]}>${b}`);
      prev = i;
    }
  }
  return {
    blocks: g.blocks.map((b, id) => ({ ...b, succs: b.succs.filter((t) => taken.has(`${id}>${t}`)) })),
    entries: g.entries.filter((b) => ran.has(b)),
  };
}

export type Reason = 'caller' | 'path-reader' | 'path-writer' | 'path-branch' | 'flat' | 'other';

export const REASONS: Readonly<Record<Reason, string>> = {
  caller: "in a function: its caller's loads assumed outstanding (another caller need not wait before the call)",
  'path-reader': 'path the run does not take: the reading instruction never executed (branch on data)',
  'path-writer': 'path the run does not take: the memory instruction never executed (branch on data)',
  'path-branch': 'path the run does not take: both executed, not along a path without the wait (a branch the run never took)',
  flat: 'FLAT the run saw at global addresses only (in order for the simulator); it may address the LDS (out of order: only a wait for 0)',
  other: 'not explained',
};

export interface Classified {
  readonly o: Outcome;
  readonly f: Pair;
  readonly reason: Reason;
}

const same = (f: Pair, x: Finding): boolean => x.offset === f.offset && x.with === f.with;

/** Every finding of the static-only outcomes, with its reason (bytesOf: the unmutated object). */
export function classifyStaticOnly(only: readonly Outcome[], bytesOf: (o: Outcome) => Uint8Array): Classified[] {
  const traces = new Map<string, number[][]>();
  const out: Classified[] = [];
  for (const o of only) {
    const bytes = bytesOf(o);
    const key = `${o.flavour}/${o.gpu}/${o.file}`;
    let waves = traces.get(key);
    if (!waves) traces.set(key, waves = waveTraces(readCodeObject(bytes), inputsOf(o.flavour, o.gpu, o.file)));
    const obj = readCodeObject(bytes);
    const mp = programsOfObject(readCodeObject(patchSimm16(obj, bytes, o.m.offset, o.m.simm16!))).find((x) => x.name === o.m.program)!;
    const ran = new Set(waves.flat());
    const onRun = checkWaits(mp, ranGraph(mp, waves));
    for (const f of o.found) out.push({ o, f, reason: reasonOf(o, f, mp, ran, onRun) });
  }
  return out;
}

function reasonOf(o: Outcome, f: Pair, p: Program, ran: ReadonlySet<number>, onRun: readonly Finding[]): Reason {
  if (o.fn && f.with === o.range[0]) return 'caller';
  if (!ran.has(f.offset)) return 'path-reader';
  if (f.with !== undefined && !ran.has(f.with)) return 'path-writer';
  if (!onRun.some((x) => same(f, x))) return 'path-branch';
  const w = p.instrs.find((x) => x.offset === f.with);
  if (w?.def?.enc === 'FLAT' && w.def.segment === 'flat') return 'flat';
  return 'other';
}
