// The bit-field diagram of one instruction: per dword two 16-bit rows (side by side when there is
// room), each with bit numbers, the bits as buttons that flip them, and the fields under them.
import type { FieldView, InstrView } from '../src/index.js';
import { h } from './dom.js';

export function formatValue(f: FieldView): string {
  return f.width >= 5 && f.value > 9 ? '0x' + f.value.toString(16) : String(f.value);
}

function fieldTitle(f: FieldView): string {
  const hi = f.lo + f.width - 1;
  const range = f.width > 1 ? `[${hi}:${f.lo}]` : `[${f.lo}]`;
  const what = f.role === 'reserved' ? ' (reserved: must be 0)' : f.role === 'marker' ? ' (encoding marker)' : f.role === 'opcode' ? ' (opcode)' : '';
  return `${f.name} bits ${range} = ${f.value} (0x${f.value.toString(16)})${what}${f.invalidBits ? ' — not expressible in the text' : ''}`;
}

/** The field holding absolute bit `bit`. */
function fieldAt(v: InstrView, bit: number): number {
  return v.fields.findIndex((f) => bit >= f.lo && bit < f.lo + f.width);
}

export function bitDiagram(v: InstrView, entry: number): HTMLElement {
  const box = h('div', { class: 'bits', role: 'group', 'aria-label': `bit fields of ${v.mnemonic ?? 'the word'}` });
  v.words.forEach((word, k) => {
    const dword = h('div', { class: 'dword' }, h('div', { class: 'dword-label' }, v.fields.some((f) => f.role === 'literal' && f.lo === 32 * k) ? `dword ${k} (literal)` : `dword ${k}`));
    for (const top of [31, 15]) dword.append(half(v, entry, word, k, top));
    box.append(dword);
  });
  return box;
}

function half(v: InstrView, entry: number, word: number, k: number, top: number): HTMLElement {
  const grid = h('div', { class: 'half' });
  for (let b = top; b > top - 16; b--) grid.append(h('span', { class: 'bitno', 'aria-hidden': 'true' }, b));
  for (let b = top; b > top - 16; b--) {
    const abs = 32 * k + b;
    const fi = fieldAt(v, abs);
    const f = v.fields[fi];
    const bitVal = (word >>> b) & 1;
    const invalid = f && (f.invalidBits >>> (abs - f.lo)) & 1;
    grid.append(h('button', {
      type: 'button', class: `bit c${fi % 8}${f?.role === 'reserved' ? ' reserved' : ''}${invalid ? ' invalid' : ''}`,
      'data-entry': entry, 'data-bit': abs, 'data-field': fi,
      'aria-label': `bit ${b} of dword ${k}, ${f?.name ?? '?'}, is ${bitVal}${invalid ? ', invalid' : ''}; flip`,
    }, bitVal));
  }
  // Field segments: the part of each field inside this half, left (high bits) to right.
  let b = top;
  while (b > top - 16) {
    const abs = 32 * k + b;
    const fi = fieldAt(v, abs);
    const f = v.fields[fi];
    const low = Math.max(f.lo - 32 * k, top - 15);
    const span = b - low + 1;
    const seg = h('div', {
      class: `field c${fi % 8} role-${f.role}${f.invalidBits ? ' invalid' : ''}`, 'data-field': fi, title: fieldTitle(f),
    }, h('span', { class: 'fname' }, f.name), h('span', { class: 'fval' }, formatValue(f)));
    seg.style.gridColumn = `span ${span}`; // CSSOM, which the page's CSP allows (style attributes it does not)
    grid.append(seg);
    b = low - 1;
  }
  return grid;
}
