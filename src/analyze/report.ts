// What gcnkit analyze prints: text for people, JSON for tools, Graphviz DOT for the graph.
import type { Analysis, Finding } from './analyze.js';
import type { Cfg } from './cfg.js';
import { DEFAULT_MAX_FLAT_WORKGROUP } from '../isa/occupancy-data.js';

const hex = (n: number): string => '0x' + n.toString(16);

/** The JSON document: {"kernels": [...]} (README "Analyze" gives the shape). */
export function analysisJson(list: readonly Analysis[]): { kernels: Record<string, unknown>[] } {
  return { kernels: list.map(kernelJson) };
}

/** One kernel's (or function's) entry of the JSON document. */
export function kernelJson(a: Analysis): Record<string, unknown> {
  const { program: p, cfg } = a;
  return {
    name: p.name, kind: p.kind, gen: p.gen, gpu: p.target.name, start: p.start, end: p.end,
    blocks: cfg.blocks.map((b) => ({
      id: b.id, start: b.start, end: b.end, first: b.first, last: b.last, reachable: cfg.reachable[b.id] === 1,
      loopDepth: loopDepth(cfg, b.id),
    })),
    edges: cfg.edges.map((e) => ({ from: e.from, to: e.to, kind: e.kind, ...(e.target === undefined ? {} : { target: e.target }) })),
    loops: cfg.loops.map((l) => ({ header: l.header, latches: l.latches, blocks: l.blocks, depth: l.depth })),
    vgprs: a.vgprs,
    sgprs: a.sgprs,
    ...(a.agprs ? { agprs: a.agprs } : {}),
    ldsBytes: a.ldsBytes,
    occupancy: a.occupancy.waves,
    occupancyLimits: { vgprs: a.occupancy.byVgprs, sgprs: a.occupancy.bySgprs, lds: a.occupancy.byLds, limitedBy: a.occupancy.limitedBy },
    instructions: p.instrs.map((ins, i) => ({ offset: ins.offset, text: ins.text, block: cfg.blockOf[i], liveVgprs: a.live.vgprs[i], liveSgprs: a.live.sgprs[i], ...(a.agprs ? { liveAgprs: a.live.agprs[i] } : {}) })),
    findings: a.findings.map(findingJson),
  };
}

const findingJson = (f: Finding): Record<string, unknown> => ({
  kind: f.kind, offset: f.offset, ...(f.with === undefined ? {} : { with: f.with }), message: f.message, ...(f.fix === undefined ? {} : { fix: f.fix }),
  ...(f.rule === undefined ? {} : { rule: f.rule }),
});

/** Nesting depth of the innermost loop holding block b (0: none). */
export function loopDepth(cfg: Cfg, b: number): number {
  let d = 0;
  for (const l of cfg.loops) if (l.depth > d && l.blocks.includes(b)) d = l.depth;
  return d;
}

const edgeText = (cfg: Cfg, e: number): string => {
  const x = cfg.edges[e];
  const to = x.to >= 0 ? `B${x.to}` : x.target !== undefined ? hex(x.target) : '?';
  return x.kind === 'fall' ? to : `${to} (${x.kind})`;
};

/** The text report of one program (findings are printed by the caller, located in its input). */
export function textReport(a: Analysis, out: (line: string) => void): void {
  const { program: p, cfg } = a;
  out(`${p.kind} ${p.name} (${p.target.name}, ${hex(p.start)}-${hex(p.end)}, ${p.instrs.length} instructions)`);
  const extra = a.sgprs.withExtra - a.sgprs.used;
  const reserved = [a.sgprs.vcc ? 'VCC' : '', a.sgprs.flatScratch ? 'FLAT_SCRATCH' : '', a.sgprs.xnack ? 'XNACK_MASK' : ''].filter(Boolean).join(', ');
  out(`  vgprs: used ${a.vgprs.used}, max live ${a.vgprs.maxLive}${a.vgprs.allocated === undefined ? '' : `, allocated ${a.vgprs.allocated}`}`);
  out(`  sgprs: used ${a.sgprs.used}${extra ? ` + ${extra} (${reserved || 'SGPR init bug'}) = ${a.sgprs.withExtra}` : ''}, max live ${a.sgprs.maxLive}${a.sgprs.allocated === undefined ? '' : `, allocated ${a.sgprs.allocated}`}`);
  if (a.agprs) {
    const g = a.agprs;
    const from = g.accumOffset === undefined ? '' : ` from accum_offset ${g.accumOffset}`;
    out(`  agprs: used ${g.used}, max live ${g.maxLive}${g.allocated === undefined ? '' : `, allocated ${g.allocated}${from}`}; vgprs and agprs for occupancy: ${g.total}`);
  }
  const lim = a.occupancy.limitedBy.length
    ? ` (limited by ${a.occupancy.limitedBy.map((l) => (l === 'workgroup' ? `work-groups of ${p.maxFlatWorkGroup ?? DEFAULT_MAX_FLAT_WORKGROUP}` : l)).join(', ')})` : '';
  out(`  lds: ${a.ldsBytes} bytes; occupancy: ${a.occupancy.waves} waves per SIMD${lim}`);
  out(`  blocks: ${cfg.blocks.length}, edges: ${cfg.edges.length}, loops: ${cfg.loops.length}${cfg.irreducible.length ? `, irreducible edges: ${cfg.irreducible.length}` : ''}`);
  for (const b of cfg.blocks) {
    const notes = [cfg.reachable[b.id] ? '' : 'unreachable', cfg.loops.some((l) => l.header === b.id) ? 'loop header' : ''].filter(Boolean);
    const succ = b.succs.map((e) => edgeText(cfg, e)).join(', ');
    out(`  B${b.id} [${hex(b.start)}, ${hex(b.end)}) ${b.last - b.first + 1} instr.${notes.length ? ` (${notes.join(', ')})` : ''}${succ ? ` -> ${succ}` : ' -> exit'}`);
  }
  out(`  findings: ${a.findings.length || 'none'}`);
}

const dotString = (s: string): string => '"' + s.replace(/\\/g, '\\\\').replace(/"/g, '\\"') + '"';

/** Graphviz text: one cluster per program, one node per block (its instructions as the label). */
export function dotGraph(list: readonly Analysis[]): string {
  return [...DOT_HEAD, ...list.flatMap((a, k) => dotCluster(a, k)), DOT_TAIL].join('\n');
}

export const DOT_HEAD: readonly string[] = ['digraph gcnkit {', '  node [shape=box fontname="monospace" fontsize=10];'];
export const DOT_TAIL = '}';

/** The lines of program k's cluster in dotGraph. */
export function dotCluster(a: Analysis, k: number): string[] {
  const { cfg } = a;
  const lines = [`  subgraph cluster_${k} {`, `    label=${dotString(a.program.kind === 'code' ? a.program.name : `${a.program.kind} ${a.program.name}`)};`];
  for (const b of cfg.blocks) {
    const body = a.program.instrs.slice(b.first, b.last + 1).map((i) => `${hex(i.offset)}  ${i.text}`);
    const label = `B${b.id} [${hex(b.start)}, ${hex(b.end)})\\l` + body.map((t) => dotString(t).slice(1, -1) + '\\l').join('');
    lines.push(`    k${k}_B${b.id} [label="${label}"${cfg.reachable[b.id] ? '' : ' style=dashed'}];`);
  }
  for (const e of cfg.edges) {
    const to = e.to >= 0 ? `k${k}_B${e.to}` : `k${k}_out${e.from}_${e.kind}`;
    if (e.to < 0) lines.push(`    ${to} [shape=plaintext label=${dotString(e.target === undefined ? `? (${e.kind})` : `${hex(e.target)} (${e.kind})`)}];`);
    const back = e.to >= 0 && cfg.loops.some((l) => l.header === e.to && l.latches.includes(e.from));
    lines.push(`    k${k}_B${e.from} -> ${to} [label=${dotString(e.kind)}${back ? ' style=bold' : ''}${e.kind === 'unknown' ? ' style=dashed' : ''}];`);
  }
  lines.push('  }');
  return lines;
}
