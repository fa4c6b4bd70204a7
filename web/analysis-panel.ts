// The analysis beside the listing: registers and occupancy, the control-flow graph as an SVG
// picture (blocks in address order, top to bottom; forward jumps on the right, back edges on the
// left; a click on a block selects its first line), a register-pressure strip (live VGPRs before
// each instruction; a click selects that line) and the findings, which the editor also shows as
// warnings under their lines (findingDiags).
import { analyzePrograms, type Analysis } from '../src/analyze/analyze.js';
import { ORDER_CHECKS } from '../src/analyze/checks.js';
import { buildProgram } from '../src/analyze/program.js';
import { located } from '../src/cli/diag.js';
import type { Gen } from '../src/isa/gens.js';
import { onIn } from '../src/isa/targets.js';
import { gfxName, xnackEnabled } from '../src/objects/targets.js';
import { h } from './dom.js';
import type { EditorDiag } from './editor.js';
import type { Row } from './listing.js';

const SVG = 'http://www.w3.org/2000/svg';

function s<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string | number>, ...kids: (Node | string)[]): SVGElementTagNameMap[K] {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  for (const c of kids) el.append(c);
  return el;
}

/** The program of the listing's instruction rows (data rows as whole dwords), and each offset's line. */
function programOf(rows: readonly Row[]): { words: Uint32Array; lineAt: Map<number, number> } {
  let end = 0;
  for (const r of rows) if (r.offset !== undefined) end = Math.max(end, r.offset + (r.words ? r.words.length * 4 : r.bytes?.length ?? 0));
  const words = new Uint32Array(end >>> 2);
  const lineAt = new Map<number, number>();
  for (const r of rows) {
    if (r.offset === undefined) continue;
    if (r.words) { r.words.forEach((w, k) => { words[(r.offset! >>> 2) + k] = w; }); lineAt.set(r.offset, r.line); }
    else if (r.bytes && r.offset % 4 === 0) for (let k = 0; k + 3 < r.bytes.length; k += 4) words[(r.offset + k) >>> 2] = (r.bytes[k] | (r.bytes[k + 1] << 8) | (r.bytes[k + 2] << 16) | (r.bytes[k + 3] << 24)) >>> 0;
  }
  return { words, lineAt };
}

/** Analyse the listing's code (one program from offset 0). */
export function analyzeRows(gpu: string, gen: Gen, rows: readonly Row[]): { a: Analysis; lineAt: Map<number, number> } | undefined {
  const { words, lineAt } = programOf(rows);
  if (!words.length) return undefined;
  const gfx = gfxName(gpu);
  const [a] = analyzePrograms([buildProgram(onIn(gen, gpu), words, { name: 'input' })], { gfx, xnack: gfx !== undefined && xnackEnabled({ triple: '', gfx, gen }) }, ORDER_CHECKS);
  return { a, lineAt };
}

/** A label or an objdump address before the instruction ("loop:", "   0:"): the mark starts after it. */
const LEAD = /^\s*(?:[\w.$]+:\s*)?/;

/**
 * Each finding as a warning at its instruction's line (the first line of a hex instruction), the
 * instruction marked, the fix and the other instruction's line in the message. `lineText(n)`: the
 * editor's line n.
 */
export function findingDiags(x: { a: Analysis; lineAt: Map<number, number> } | undefined, lineText: (line: number) => string): EditorDiag[] {
  if (!x) return [];
  const out: EditorDiag[] = [];
  for (const f of x.a.findings) {
    const line = x.lineAt.get(f.offset);
    if (line === undefined) continue;
    const other = f.with === undefined ? undefined : x.lineAt.get(f.with);
    const notes = [f.fix ? `fix: ${f.fix}` : '', other === undefined ? '' : `the other instruction is on line ${other}`].filter(Boolean);
    const col = LEAD.exec(lineText(line))![0].length + 1;
    out.push({ line, col, kind: 'warning', message: located('input', line, col, 'warning', `${f.kind}: ${f.message}${notes.length ? ` (${notes.join('; ')})` : ''}`) });
  }
  return out;
}

const BW = 150;   // block width
const GAP = 14;   // vertical gap between blocks
const LANE = 7;   // horizontal distance between edge lanes

/** The CFG as an SVG picture; `select(line)` is called with a block's first line. */
function cfgPicture(a: Analysis, lineAt: Map<number, number>, select: (line: number) => void): SVGSVGElement {
  const { cfg, program: p } = a;
  const heights = cfg.blocks.map((b) => 18 + Math.min(b.last - b.first + 1, 12) * 2);
  const ys: number[] = [];
  let y = 8;
  for (const hgt of heights) { ys.push(y); y += hgt + GAP; }
  // Edges other than fall-through to the next block get lanes: the shorter the span, the nearer.
  const far = cfg.edges.map((e, i) => ({ e, i })).filter(({ e }) => e.to >= 0 && !(e.to === e.from + 1 && e.kind === 'fall'));
  const span = (x: { e: { from: number; to: number } }): number => Math.abs(x.e.to - x.e.from);
  far.sort((x, z) => span(x) - span(z));
  const lanes = new Map<number, number>();
  let right = 0, left = 0;
  for (const x of far) lanes.set(x.i, x.e.to > x.e.from ? ++right : ++left);
  const x0 = 10 + left * LANE;
  const width = x0 + BW + 10 + right * LANE + 10;
  const svg = s('svg', { class: 'cfg', width, height: y, viewBox: `0 0 ${width} ${y}`, role: 'group', 'aria-label': `control-flow graph: ${cfg.blocks.length} blocks` });
  svg.append(s('defs', {}, s('marker', { id: 'arrow', viewBox: '0 0 6 6', refX: 5, refY: 3, markerWidth: 6, markerHeight: 6, orient: 'auto-start-reverse' }, s('path', { d: 'M0,0 L6,3 L0,6 z', class: 'arrowhead' }))));
  cfg.edges.forEach((e, i) => {
    if (e.to < 0) return;
    const fy = ys[e.from] + heights[e.from];
    const ty = ys[e.to];
    let d: string;
    if (e.to === e.from + 1 && e.kind === 'fall') d = `M${x0 + BW / 2},${fy} L${x0 + BW / 2},${ty}`;
    else if (e.to > e.from) {
      const lx = x0 + BW + 6 + lanes.get(i)! * LANE;
      d = `M${x0 + BW},${fy - 4} L${lx},${fy - 4} L${lx},${ty + 6} L${x0 + BW},${ty + 6}`;
    } else {
      const lx = x0 - 6 - lanes.get(i)! * LANE;
      d = `M${x0},${fy - 4} L${lx},${fy - 4} L${lx},${ty + 6} L${x0},${ty + 6}`;
    }
    svg.append(s('path', { d, class: `edge ${e.kind}${e.to <= e.from ? ' back' : ''}`, 'marker-end': 'url(#arrow)' }));
  });
  for (const b of cfg.blocks) {
    const line = lineAt.get(p.instrs[b.first].offset);
    const n = b.last - b.first + 1;
    const g = s('g', { class: `block${cfg.reachable[b.id] ? '' : ' unreachable'}`, 'data-block': b.id, tabindex: 0, role: 'button', 'aria-label': `block B${b.id}, ${n} instructions from line ${line ?? '?'}` },
      s('rect', { x: x0, y: ys[b.id], width: BW, height: heights[b.id], rx: 3 }),
      s('text', { x: x0 + 5, y: ys[b.id] + 13 }, `B${b.id} 0x${b.start.toString(16)} (${n})`));
    if (line !== undefined) {
      g.addEventListener('click', () => select(line));
      g.addEventListener('keydown', (ev) => { if (ev.key === 'Enter' || ev.key === ' ') { ev.preventDefault(); select(line); } });
    }
    svg.append(g);
  }
  return svg;
}

/** The last CFG picture, what it shows, and where its clicks go: an edit that leaves the blocks, edges and lines as they were reuses it. */
let lastPicture: { key: string; svg: SVGSVGElement; select: (line: number) => void } | undefined;

/** cfgPicture, or the last one when it would draw the same (typing inside a block of a large kernel redraws no graph). */
function cfgPictureOnce(a: Analysis, lineAt: Map<number, number>, select: (line: number) => void): SVGSVGElement {
  const { cfg, program: p } = a;
  const blocks = cfg.blocks.map((b) => `${b.start}:${b.last - b.first}:${cfg.reachable[b.id] ? 1 : 0}:${lineAt.get(p.instrs[b.first].offset)}`).join(' ');
  const key = `${blocks}|${cfg.edges.map((e) => `${e.from}>${e.to}${e.kind}`).join(' ')}`;
  if (lastPicture?.key !== key) {
    const pic = { key, select, svg: undefined as unknown as SVGSVGElement };
    pic.svg = cfgPicture(a, lineAt, (line) => pic.select(line));
    lastPicture = pic;
  }
  lastPicture.select = select;
  return lastPicture.svg;
}

/** Live VGPRs (and SGPRs, lighter) before each instruction as bars; a click selects the instruction's line. */
function pressureStrip(a: Analysis, lineAt: Map<number, number>, select: (line: number) => void): SVGSVGElement {
  const n = a.program.instrs.length;
  const bar = n > 600 ? 1 : n > 300 ? 2 : 3;
  const H = 40;
  const top = Math.max(a.vgprs.maxLive, a.sgprs.maxLive, 1);
  const svg = s('svg', { class: 'pressure', width: '100%', height: H, viewBox: `0 0 ${n * bar} ${H}`, preserveAspectRatio: 'none', role: 'img', 'aria-label': `register pressure: at most ${a.vgprs.maxLive} VGPRs and ${a.sgprs.maxLive} SGPRs live` });
  let vd = '', sd = '';
  for (let i = 0; i < n; i++) {
    const vh = (a.live.vgprs[i] / top) * H;
    const sh = (a.live.sgprs[i] / top) * H;
    if (vh) vd += `M${i * bar},${H} v${-vh} h${bar} v${vh} z`;
    if (sh) sd += `M${i * bar},${H} v${-sh} h${bar} v${sh} z`;
  }
  svg.append(s('path', { d: sd, class: 'sgprs' }), s('path', { d: vd, class: 'vgprs' }));
  svg.addEventListener('click', (ev) => {
    const r = svg.getBoundingClientRect();
    const i = Math.min(n - 1, Math.max(0, Math.floor(((ev.clientX - r.left) / r.width) * n)));
    const line = lineAt.get(a.program.instrs[i].offset);
    if (line !== undefined) select(line);
  });
  return svg;
}

/** The panel's contents for one analysis. */
export function analysisView(x: { a: Analysis; lineAt: Map<number, number> } | undefined, select: (line: number) => void): Node[] {
  if (!x) return [h('p', { class: 'hint' }, 'No code to analyse.')];
  const { a, lineAt } = x;
  const occ = a.occupancy;
  const lim = occ.limitedBy.length ? ` (limited by ${occ.limitedBy.map((l) => (l === 'workgroup' ? 'the work-group size, 1024 without metadata' : l)).join(', ')})` : '';
  return [
    h('p', { id: 'analysis-summary' },
      `VGPRs: used ${a.vgprs.used}, at most ${a.vgprs.maxLive} live. SGPRs: used ${a.sgprs.used} (${a.sgprs.withExtra} with VCC/XNACK/FLAT_SCRATCH), at most ${a.sgprs.maxLive} live. `,
      h('strong', {}, `Occupancy: ${occ.waves} waves per SIMD`), lim, `. ${a.cfg.blocks.length} blocks, ${a.cfg.loops.length} loop${a.cfg.loops.length === 1 ? '' : 's'}.`),
    h('h3', {}, 'Register pressure'),
    h('div', { class: 'strip' }, pressureStrip(a, lineAt, select)),
    h('p', { class: 'hint' }, 'Live VGPRs (dark) and SGPRs (light) before each instruction, left to right; click to select the instruction.'),
    h('h3', {}, 'Control flow'),
    h('div', { class: 'cfg-box' }, cfgPictureOnce(a, lineAt, select)),
    ...(a.findings.length ? findingList(a, lineAt) : []),
  ];
}

/** The panel lists this many findings at most (the editor marks every one at its line). */
const LISTED = 50;

function findingList(a: Analysis, lineAt: Map<number, number>): Node[] {
  const n = a.findings.length;
  return [
    h('h3', {}, `Findings (${n})`),
    h('ul', { class: 'findings' }, ...a.findings.slice(0, LISTED).map((f) => h('li', {}, `0x${f.offset.toString(16)} (line ${lineAt.get(f.offset) ?? '?'}): ${f.kind}: ${f.message}${f.fix ? ` (fix: ${f.fix})` : ''}`))),
    ...(n > LISTED ? [h('p', { class: 'hint' }, `The first ${LISTED} of ${n}; each one shows under its line in the input.`)] : []),
  ];
}
