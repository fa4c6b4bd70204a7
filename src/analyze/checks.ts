// The wait and hazard checks of one program (kernel or function) over its control-flow graph.
import { buildCfg, successorsOf, type Cfg } from './cfg.js';
import type { Finding, FlowGraph } from './findings.js';
import { checkHazards } from './hazards.js';
import type { Program } from './program.js';
import { checkWaits } from './waits.js';

/** The graph the checks walk: blocks as instruction ranges, successors inside the program. */
export function flowGraph(cfg: Cfg): FlowGraph {
  return {
    blocks: cfg.blocks.map((b) => ({ first: b.first, end: b.last + 1, succs: successorsOf(cfg, b.id) })),
    entries: cfg.blocks.length ? [cfg.entry] : [],
  };
}

/** Wait and hazard findings, in offset order. */
export function checkProgram(prog: Program, cfg: Cfg = buildCfg(prog)): Finding[] {
  const g = flowGraph(cfg);
  return [...checkWaits(prog, g), ...checkHazards(prog, g)].sort((a, b) => a.offset - b.offset || a.with - b.with);
}
