// Source modifiers around any source, as llvm-mc 19 reads them: -x, |x|, -|x|, neg(x), abs(x),
// -abs(x), neg(|x|), where x is a register, a named source (vcc_lo, m0, src_lds_direct, ...) or a
// constant. `-1` is the constant -1, while `neg(1)` is the constant 1 with the NEG bit; so a
// minus only negates a name or register ("-v1", "-vcc_lo"), and "- 1" stays arithmetic.
// operands.ts reads `-v1`, `|v1|`, `-|v1|` on registers itself; this covers the rest.
import type { Item } from './operands.js';
import { symbolAt, symbolValue } from './expr.js';

/** Parses one plain item (no modifiers) from text at a 1-based column. */
type ParseOne = (text: string, col: number) => Item[];

export interface ModifiedSource {
  readonly item: Item;
  /** Index just past the modified source in `src`. */
  readonly end: number;
}

export class SourceModifierError extends Error {
  constructor(message: string, readonly col: number) {
    super(message);
  }
}

/** Index of the ')' that closes the '(' just before `from`, or -1. */
function closing(src: string, from: number): number {
  let depth = 1;
  for (let k = from; k < src.length; k++) {
    if (src[k] === '(') depth++;
    else if (src[k] === ')' && --depth === 0) return k;
  }
  return -1;
}

/**
 * A modified source starting at src[i], or undefined when src[i..] is not one (a plain item, or a
 * negative number). `base` is the 1-based column of src[0]; `parse` reads the inner item.
 */
export function modifiedSource(src: string, i: number, base: number, parse: ParseOne): ModifiedSource | undefined {
  const head = /^(-\s*)?(\||abs\s*\(|neg\s*\()?/i.exec(src.slice(i))!;
  const minus = head[1] !== undefined;
  const opener = head[2]?.toLowerCase().replace(/\s+/g, '');
  if (!minus && !opener) return undefined;
  if (minus && !opener) {
    // "-name": a negated register or named source; "-1", "-(2)" stay numbers.
    if (!/^-\s*[a-z_]/i.test(src.slice(i))) return undefined;
    // "-N" of a symbol (.set N, 4) is arithmetic too: a register name is never a symbol.
    const name = symbolAt(src, i + head[0].length);
    if (symbolValue(name) && src[i + head[0].length + name.length] !== '[') return undefined;
  }
  if (minus && opener === 'neg(') throw new SourceModifierError('invalid syntax, expected a single neg modifier', base + i);
  let start = i + head[0].length;
  let close: number;
  if (opener === '|') close = src.indexOf('|', start);
  else if (opener) close = closing(src, start);
  else {
    // -name: up to the next separator.
    const m = /^[\w.[\]:]+/.exec(src.slice(start));
    close = start + (m ? m[0].length : 0);
  }
  if (close < 0) throw new SourceModifierError(opener === '|' ? "expected a closing '|'" : "expected ')'", base + i);
  let inner = src.slice(start, close);
  let neg = minus || opener === 'neg(', abs = opener === '|' || opener === 'abs(';
  // neg(|x|) and neg(abs(x)): the only nesting llvm-mc reads.
  if (opener === 'neg(') {
    const t = inner.trim();
    const lead = inner.length - inner.trimStart().length;
    const m = /^(\||abs\s*\()/i.exec(t);
    if (m) {
      const innerClose = m[1] === '|' ? t.lastIndexOf('|') : t.lastIndexOf(')');
      if (innerClose !== t.length - 1 || innerClose <= m[0].length - 1) throw new SourceModifierError('failed parsing operand', base + start);
      start += lead + m[0].length;
      inner = t.slice(m[0].length, innerClose);
      abs = true;
    }
  }
  const items = parse(inner, base + start);
  // neg(lit(123)): llvm-mc 19 reads lit(N) inside a modifier as the number N.
  const it = items[0]?.k === 'call' && items[0].name === 'lit' ? { k: 'imm' as const, value: items[0].value, col: items[0].col, text: items[0].text } : items[0];
  if (items.length !== 1 || !(it.k === 'reg' || it.k === 'name' || it.k === 'imm' || it.k === 'float') || it.neg || it.abs) {
    throw new SourceModifierError(`failed parsing operand: '${src.slice(i, close + (opener ? 1 : 0)).trim()}' is not a source with modifiers`, base + i);
  }
  const end = close + (opener ? 1 : 0);
  return { item: { ...it, col: base + i, text: src.slice(i, end).trim(), neg, abs }, end };
}
