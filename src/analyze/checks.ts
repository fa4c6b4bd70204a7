// The wait and hazard checks of one program (kernel or function) over its control-flow graph,
// as the Checks analyzePrograms (analyze.ts) runs.
import type { Check, Finding } from './analyze.js';
import { buildCfg, successorsOf, type Cfg } from './cfg.js';
import type { FlowGraph } from './flow-graph.js';
import { checkHazards, type HazardOptions } from './hazards.js';
import type { Program } from './program.js';
import { checkWaits } from './waits.js';

/** The graph the checks walk: blocks as instruction ranges, successors inside the program. */
export function flowGraph(cfg: Cfg): FlowGraph {
  return {
    blocks: cfg.blocks.map((b) => ({ first: b.first, end: b.last + 1, succs: successorsOf(cfg, b.id) })),
    entries: cfg.blocks.length ? [cfg.entry] : [],
  };
}

export const waitsCheck: Check = (a) => checkWaits(a.program, flowGraph(a.cfg));
export const hazardsCheck: Check = (a) => checkHazards(a.program, flowGraph(a.cfg), { xnack: a.sgprs.xnack, sgprsAllocated: a.sgprs.allocated });
/** The checks `gcnkit analyze` runs besides its own 'registers' one. */
export const ORDER_CHECKS: readonly Check[] = [waitsCheck, hazardsCheck];

/** Wait and hazard findings of one program, in offset order (opts: the target's settings, as analyze.ts Target). */
export function checkProgram(prog: Program, cfg: Cfg = buildCfg(prog), opts: HazardOptions = {}): Finding[] {
  const g = flowGraph(cfg);
  return [...checkWaits(prog, g), ...checkHazards(prog, g, opts)].sort((a, b) => a.offset - b.offset || (a.with ?? 0) - (b.with ?? 0));
}
