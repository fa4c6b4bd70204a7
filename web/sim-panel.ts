// The simulator panel: run the input with a state, show registers, memory dumps and hazards.
import { bytesOf, simulate, SimError, type Explained, type SimResult } from '../src/index.js';
import { diagBlock } from './diag.js';
import { h, hex8 } from './dom.js';

export interface SimInput {
  readonly gpu: string;
  readonly source: string;
  readonly explained: Explained;
  readonly hasHex: boolean;
  readonly state: string;
  readonly dumps: readonly string[];
}

export function runSim(input: SimInput): HTMLElement {
  const program = input.hasHex ? bytesOf(input.explained) : input.source;
  let r: SimResult;
  try {
    r = simulate(program, input.state, { gpu: input.gpu, file: 'input', stateFile: 'state.json', dumps: input.dumps });
  } catch (e) {
    if (e instanceof SimError) return h('div', { class: 'sim-errors' }, ...e.diagnostics.map((d) => diagBlock(d)));
    throw e;
  }
  const lines = input.source.split('\n');
  return h('div', { class: 'sim-result', 'data-testid': 'sim-result' },
    h('p', {}, `${r.steps} instructions · exec ${r.exec} · vmcnt ${r.counters.vmcnt} lgkmcnt ${r.counters.lgkmcnt} expcnt ${r.counters.expcnt} at the end`),
    section('Hazards', r.hazards.length
      ? r.hazards.map((z) => diagBlock({ line: z.line, col: z.col, kind: 'warning', message: `${z.register}: ${z.message}`, source: lines[z.line - 1] ?? '' }))
      : [h('p', {}, 'none')]),
    ...(r.warnings.length ? [section('Warnings', r.warnings.map((w) => diagBlock({ ...w, kind: 'warning' })))] : []),
    section('Memory dumps', Object.entries(r.dump).map(([spec, dw]) => dwordsRow(spec, dw))),
    section('Scalar registers', [h('table', { class: 'regs' }, h('tbody', {}, ...Object.entries(r.sgpr).map(([n, v]) => h('tr', {}, h('th', { scope: 'row' }, n), h('td', { class: 'mono' }, '0x' + hex8(v))))))]),
    section('Vector registers (lanes 0-63)', Object.entries(r.vgpr).map(([n, lanes]) => dwordsRow(n, lanes))));
}

function section(title: string, body: HTMLElement[]): HTMLElement {
  return h('section', {}, h('h3', {}, title), ...body);
}

function dwordsRow(name: string, dwords: readonly number[]): HTMLElement {
  return h('div', { class: 'dwords' }, h('span', { class: 'dname' }, name), h('code', {}, dwords.map(hex8).join(' ')));
}
