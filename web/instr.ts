// One instruction of the input: its text with tokens tied to fields, hex, bit fields and the same
// instruction on the other generations.
import { elsewhere, type Entry, type InstrView } from '../src/index.js';
import { bitDiagram, formatValue } from './bits.js';
import { h, hex8 } from './dom.js';

type InstEntry = Extract<Entry, { kind: 'inst' }>;

/** The reading with each token in a span naming the fields printed in it. */
function tokenText(v: InstrView): HTMLElement {
  const code = h('code', { class: 'reading' });
  const owners = new Map<number, { end: number; fields: number[] }>();
  v.fields.forEach((f, i) => {
    for (const t of f.tokens) {
      const o = owners.get(t.start) ?? { end: t.end, fields: [] };
      o.fields.push(i);
      owners.set(t.start, o);
    }
  });
  let at = 0;
  for (const start of [...owners.keys()].sort((a, b) => a - b)) {
    const o = owners.get(start)!;
    if (start > at) code.append(v.reading.slice(at, start));
    code.append(h('span', { class: 'tok', 'data-fields': o.fields.join(' ') }, v.reading.slice(start, o.end)));
    at = o.end;
  }
  code.append(v.reading.slice(at));
  return code;
}

function opcodeText(ops: readonly { name: string; value: number }[]): string {
  return ops.map((o) => `${o.name} 0x${o.value.toString(16)}`).join(', ');
}

function elsewhereTable(v: InstrView): HTMLElement | null {
  if (!v.mnemonic) return null;
  const rows = elsewhere(v.mnemonic, v.reading, v.gen, v.words).flatMap((r) => [
    h('tr', { class: r.gen === v.gen ? 'current' : undefined, 'data-gen': r.gen },
      h('th', { scope: 'row' }, r.label),
      h('td', {}, r.encoding ?? '—'),
      h('td', {}, r.opcode ? opcodeText(r.opcode) : '—'),
      h('td', { class: 'mono' }, r.words ? r.words.map(hex8).join(' ') : ''),
      h('td', { class: r.note ? 'note' : 'mono' }, r.note ?? (r.text !== v.reading ? r.text : 'same text')),
      h('td', { class: 'mono' }, r.gen === v.gen ? '' : r.reads === v.text ? 'the same' : r.reads ?? '')),
    ...(r.changes.length ? [h('tr', { class: 'changes', 'data-gen': r.gen }, h('td', { colspan: 6 },
      h('ul', { class: 'meaning', 'aria-label': `what changes on ${r.label}` }, ...r.changes.map((c) => h('li', {}, c)))))] : []),
  ]);
  return h('details', { class: 'elsewhere', open: true },
    h('summary', {}, `${v.mnemonic} on every generation, and what changes`),
    h('div', { class: 'scroll' }, h('table', {},
      h('thead', {}, h('tr', {}, ...['generation', 'encoding', 'opcode', 'words', 'text there', 'these words there'].map((c) => h('th', { scope: 'col' }, c)))),
      h('tbody', {}, ...rows))));
}

/** The card of entry `index`, from `v`: its view with the fields (explainWords with detail). */
export function instrCard(e: InstEntry, index: number, v: InstrView, focusBit?: number): HTMLElement {
  const lines = e.lastLine > e.line ? `lines ${e.line}-${e.lastLine}` : `line ${e.line}`;
  const summary = v.fields.filter((f) => f.role === 'opcode').map((f) => `${f.name} ${formatValue(f)}`).join(', ');
  return h('article', { class: `inst${v.problem ? ' has-problem' : ''}`, 'data-entry': index, 'aria-label': `${lines}: ${v.text}` },
    h('div', { class: 'head' },
      h('span', { class: 'where' }, `${lines} · ${e.from}`),
      h('code', { class: 'text', 'data-testid': 'text' }, v.text),
      h('code', { class: 'hex', 'data-testid': 'hex' }, v.words.map(hex8).join(' ')),
      h('span', { class: 'enc' }, [v.encoding ?? 'no encoding', summary].filter(Boolean).join(' · '))),
    v.problem ? h('p', { class: 'problem' }, `prints as .long: ${v.problem}`) : null,
    v.reading ? h('p', { class: 'reads' }, h('span', { class: 'label' }, v.problem ? 'fields read as ' : 'fields of '), tokenText(v)) : null,
    bitDiagram(v, index, focusBit),
    elsewhereTable(v));
}
