// Every field of one instruction: bit range, value, role, the bits its text cannot stand for,
// and the tokens of the printed text it is read from. The tokens are found without any
// per-instruction knowledge: each bit of a field is flipped, the instruction printed again, and
// the tokens that change belong to the field.
import { decode, type Decoded } from '../codec/codec.js';
import { labelTarget } from '../isa/branch.js';
import type { Gen } from '../isa/gens.js';
import { genOf, type On } from '../isa/targets.js';
import type { EncName, Field } from '../isa/types.js';
import { printDecoded, readingOf } from '../syntax/print.js';
import { changedTokens, tokenize, type Span } from './tokens.js';

export type FieldRole = 'marker' | 'opcode' | 'operand' | 'reserved' | 'literal' | 'unknown';

export interface FieldView {
  readonly name: string;
  /** Lowest bit, counted across the instruction's dwords (dword k holds bits 32k..32k+31). */
  readonly lo: number;
  readonly width: number;
  readonly value: number;
  readonly role: FieldRole;
  /** Bits of the value (bit 0 = lo) that the text does not stand for; set bits print as .long. */
  readonly invalidBits: number;
  /** Tokens of `reading` the field is printed as; empty when the text leaves the field out. */
  readonly tokens: readonly Span[];
}

export interface InstrView {
  readonly gen: Gen;
  /** The GPU whose rows read the words (gfx906's dot products), or the family (its base GPU). */
  readonly on: On;
  /** The instruction's dwords (those present, for a truncated instruction). */
  readonly words: readonly number[];
  /** Dwords the instruction needs. */
  readonly size: number;
  readonly encoding?: EncName;
  readonly mnemonic?: string;
  /** What `gcnkit dis` prints: the canonical text, or `.long` with the reason. */
  readonly text: string;
  /** The instruction text the fields are read as, even when it does not reassemble ('' if none). */
  readonly reading: string;
  readonly problem?: string;
  /** A PC-relative branch's target, in bytes from the instruction's own address (src/isa/branch.ts). */
  readonly jump?: number;
  readonly fields: readonly FieldView[];
}

const LITERAL: Omit<Field, 'lo' | 'word'> = { name: 'literal', width: 32, shift: 0, mask: 0xffffffff, reserved: false };

/**
 * Explain the instruction at words[at]. With `detail` false only its words, encoding, mnemonic and
 * text are filled in (fields empty, reading ''): cheap enough for a listing of 10,000 lines, whose
 * field view is asked for one instruction at a time.
 */
export function explainWords(on: On, words: ArrayLike<number>, at = 0, detail = true): InstrView {
  const gen = genOf(on);
  const d = decode(on, words, at);
  if (!d) {
    const text = printUnknown(words[at]);
    return { gen, on, words: [words[at] >>> 0], size: 1, text, reading: '', problem: 'no known encoding', fields: [{ name: 'word', lo: 0, width: 32, value: words[at] >>> 0, role: 'unknown', invalidBits: 0xffffffff, tokens: [] }] };
  }
  const present = Math.min(d.size, words.length - at);
  const own = Array.from({ length: present }, (_, i) => words[at + i] >>> 0);
  const printed = printDecoded(d, own, 0);
  const def = d.def;
  const jump = printed.problem === undefined ? labelTarget(def, d.fields, 0) : undefined;
  const head = {
    gen, on, words: own, size: d.size, encoding: d.enc.table.name, ...(def ? { mnemonic: def.name } : {}),
    text: printed.text, ...(printed.problem !== undefined ? { problem: printed.problem } : {}), ...(jump !== undefined ? { jump } : {}),
  };
  if (!detail) return { ...head, reading: '', fields: [] };
  const reading = def ? readingOf(d, def) : undefined;
  const fields = fieldsOf(d).filter((f) => f.lo < 32 * present);
  const tokens = reading ? tokensOfFields(d, own, reading.text, fields) : fields.map(() => []);
  const views = fields.map((f, i): FieldView => {
    const value = f.name === 'literal' ? d.fields.literal : d.fields[f.name];
    let invalidBits = 0;
    if (!def) invalidBits = d.enc.layout.opFields.includes(f) ? f.mask : 0;
    else if (reading) invalidBits = ((value ^ (reading.implied[f.name] ?? value)) & f.mask) >>> 0;
    return { name: f.name, lo: f.lo, width: f.width, value, role: roleOf(d, f), invalidBits, tokens: tokens[i] };
  });
  return { ...head, reading: reading?.text ?? '', fields: views };
}

function printUnknown(word: number): string {
  return `.long 0x${(word >>> 0).toString(16).padStart(8, '0')} // no known encoding`;
}

/** The layout's fields, plus the literal dword as a field when the instruction has one. */
function fieldsOf(d: Decoded): Field[] {
  const { layout } = d.enc;
  const out: Field[] = [...layout.fields];
  if (d.fields.literal !== undefined) out.push({ ...LITERAL, lo: 32 * layout.dwords, word: layout.dwords as 0 | 1 });
  return out;
}

function roleOf(d: Decoded, f: Field): FieldRole {
  const { layout } = d.enc;
  if (f === layout.marker) return 'marker';
  if (layout.opFields.includes(f)) return 'opcode';
  if (f.reserved) return 'reserved';
  return f.name === 'literal' ? 'literal' : 'operand';
}

/**
 * For each field, the tokens of `text` that flipping its bits changes. The marker and opcode
 * fields are the mnemonic by definition. A token several fields change (a VGPR operand whose
 * width OFFEN also decides) goes to the fields that share it least: each field keeps only its
 * least shared tokens.
 */
function tokensOfFields(d: Decoded, own: readonly number[], text: string, fields: readonly Field[]): Span[][] {
  const spans = tokenize(text);
  const strings = spans.map((s) => text.slice(s.start, s.end));
  const { layout } = d.enc;
  const names = (f: Field): boolean => f === layout.marker || layout.opFields.includes(f);
  const claims = fields.map((f) => {
    const set = new Set<number>();
    if (names(f)) return set;
    for (let b = 0; b < f.width; b++) {
      const other = reprint(d, own, f.lo + b);
      if (other === undefined) continue;
      const changed = changedTokens(strings, tokenize(other).map((s) => other.slice(s.start, s.end)));
      for (const t of changed ?? []) set.add(t);
    }
    return set;
  });
  const owners = new Array<number>(spans.length).fill(0);
  for (const set of claims) for (const t of set) owners[t]++;
  return fields.map((f, i) => {
    if (names(f)) return spans.slice(0, 1);
    const set = [...claims[i]];
    const least = Math.min(...set.map((t) => owners[t]));
    return set.filter((t) => owners[t] === least).sort((a, b) => a - b).map((t) => spans[t]);
  });
}

/** The reading of the instruction with one bit flipped, if it is still an instruction of the same encoding. */
function reprint(d: Decoded, own: readonly number[], bit: number): string | undefined {
  const ws = own.slice();
  while (ws.length <= bit >>> 5) ws.push(0);
  ws[bit >>> 5] = (ws[bit >>> 5] ^ (1 << (bit & 31))) >>> 0;
  const e = decode(d.target, ws, 0);
  if (!e || e.enc !== d.enc || !e.def) return undefined;
  return readingOf(e, e.def).text;
}
