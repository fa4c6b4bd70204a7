// The bit-field diagram of one instruction: per dword two 16-bit rows (side by side when there is
// room), each with bit numbers, the bits as buttons that flip them, and the fields under them.
// The grid is one Tab stop (roving tabindex: the arrow keys move between its bits, see moveFocus).
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

/** `focusBit`: the bit that takes the grid's one Tab stop (the one last focused), else the first shown. */
export function bitDiagram(v: InstrView, entry: number, focusBit = 31): HTMLElement {
  const box = h('div', { class: 'bits', role: 'group', 'aria-label': `bit fields of ${v.mnemonic ?? 'the word'}` });
  v.words.forEach((word, k) => {
    const dword = h('div', { class: 'dword' }, h('div', { class: 'dword-label' }, v.fields.some((f) => f.role === 'literal' && f.lo === 32 * k) ? `dword ${k} (literal)` : `dword ${k}`));
    for (const top of [31, 15]) dword.append(half(v, entry, word, k, top, focusBit));
    box.append(dword);
  });
  return box;
}

/** Bits of field `f` within the 16-bit half topped by absolute bit `top`. */
function bitsIn(f: FieldView, top: number): number {
  return Math.max(0, Math.min(top, f.lo + f.width - 1) - Math.max(top - 15, f.lo) + 1);
}

function half(v: InstrView, entry: number, word: number, k: number, top: number, focusBit: number): HTMLElement {
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
      'data-entry': entry, 'data-bit': abs, 'data-field': fi, tabindex: abs === focusBit ? 0 : -1,
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
    // A field split over two halves is labelled once, in the half holding more of its bits.
    const here = bitsIn(f, 32 * k + top);
    const labelled = [32 * k + 31, 32 * k + 15].every((t) => t === 32 * k + top || bitsIn(f, t) < here || (bitsIn(f, t) === here && top === 31));
    const seg = h('div', {
      class: `field c${fi % 8} role-${f.role}${f.invalidBits ? ' invalid' : ''}${span <= 2 ? ' narrow' : ''}${labelled ? '' : ' cont'}`, 'data-field': fi, title: fieldTitle(f),
    }, ...(labelled ? [h('span', { class: 'fname' }, f.name), h('span', { class: 'fval' }, formatValue(f))] : [h('span', { class: 'fname', 'aria-hidden': 'true' }, '')]));
    seg.style.gridColumn = `span ${span}`; // CSSOM, which the page's CSP allows (style attributes it does not)
    grid.append(seg);
    b = low - 1;
  }
  return grid;
}

/** Arrow keys inside a bit grid: the bit to focus next, or null for a key the grid does not take. */
export function moveFocus(grid: HTMLElement, from: HTMLButtonElement, key: string): HTMLButtonElement | null {
  const bits = [...grid.querySelectorAll<HTMLButtonElement>('button.bit')];
  const i = bits.indexOf(from);
  const to = { ArrowRight: i + 1, ArrowLeft: i - 1, ArrowDown: i + 16, ArrowUp: i - 16, Home: 0, End: bits.length - 1 }[key];
  if (to === undefined) return null;
  const next = bits[Math.max(0, Math.min(bits.length - 1, to))];
  for (const b of bits) b.tabIndex = b === next ? 0 : -1;
  return next;
}
