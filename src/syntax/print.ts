// Canonical (llvm-mc 19) text of a decoded instruction, or `.long` when no text reassembles to
// exactly the same bits.
import type { Decoded } from '../codec/codec.js';
import { GEN_INFO, GENS } from '../isa/gens.js';
import type { InstrDef } from '../isa/types.js';
import { isaFor } from '../isa/index.js';
import { hex } from './format.js';
import { printProfile } from './print-profile.js';
import { clrxUnknownWord, type Dialect } from './clrx.js';


export interface Printed {
  /** The line as printed: instruction text, or `.long ...` with a `//` reading. */
  readonly text: string;
  /** Set when the word printed as `.long`: why. */
  readonly problem?: string;
}

export function longText(words: ArrayLike<number>, from: number, count: number): string {
  let s = '.long ';
  for (let i = 0; i < count; i++) s += (i ? ', 0x' : '0x') + (words[from + i] >>> 0).toString(16).padStart(8, '0');
  return s;
}

/** The printer's reading of a decoded instruction: its text and the fields that text stands for. */
export function readingOf(d: Decoded, def: InstrDef): { text: string; implied: Readonly<Record<string, number>> } {
  const line = printProfile(d, def);
  return { text: line.text(), implied: line.impliedFields() };
}

// A comment after a .long: "//" for llvm-mc; a C comment for CLRX, whose ";" separates statements
// and whose "//" is unsigned division.
export function comment(dialect: Dialect, text: string): string {
  return dialect === 'clrx' ? ` /* ${text.replace(/\*\//g, '* /')} */` : ` // ${text}`;
}

/** A dword of no known encoding: `.long` with the reason under llvm syntax, CLRX's `.int` under clrx. */
export function unknownWordText(dialect: Dialect, word: number, why: string): string {
  return dialect === 'clrx' ? clrxUnknownWord(word, why) : longText([word], 0, 1) + comment(dialect, why);
}

/**
 * Text of one decoded instruction whose words are words[at .. at+d.size), in llvm-mc's syntax or
 * CLRX's; a `.long` line (with the reading in a comment) where that syntax has no exact text.
 */
export function printDecoded(d: Decoded, words: ArrayLike<number>, at: number, dialect: Dialect = 'llvm'): Printed {
  const def = d.def;
  if (def && !d.truncated) {
    const line = printProfile(d, def, dialect);
    const text = line.text();
    if (line.problem === undefined && line.exact(words, at)) return { text };
    const why = line.problem ?? `${line.unexpressed().join(', ')} not expressible in ${def.name} syntax`;
    return { text: `${longText(words, at, d.size)}${comment(dialect, `${text} (${why})`)}`, problem: why };
  }
  const long = longText(words, at, Math.min(d.size, words.length - at));
  if (d.truncated) return { text: `${long}${comment(dialect, `truncated ${d.enc.table.name} instruction`)}`, problem: `truncated ${d.enc.table.name} instruction (needs ${d.size} dwords)` };
  const why = unknownOpcode(d);
  return { text: `${long}${comment(dialect, why)}`, problem: why };
}

function unknownOpcode(d: Decoded): string {
  const { layout } = d.enc;
  if (!d.enc.table.instrs.length) return `${d.enc.table.name} instruction (gcnkit does not decode ${d.enc.table.name} yet)`;
  const parts = layout.opFields.map((f) => `${f.name} ${hex(d.fields[f.name])}`).join(' ');
  const key = layout.opFields.reduce((k, f) => k * 2 ** f.width + d.fields[f.name], 0);
  const elsewhere: string[] = [];
  for (const g of GENS) {
    if (g === d.gen) continue;
    const other = isaFor(g).encodings.find((e) => e.table === d.enc.table);
    const def = other?.byKey[key];
    if (def) elsewhere.push(`${def.name} on ${GEN_INFO[g].label}`);
  }
  return `${d.enc.table.name} ${parts}: no instruction on ${GEN_INFO[d.gen].label}` + (elsewhere.length ? ` (${elsewhere.join(', ')})` : '');
}
