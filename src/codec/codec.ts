// Words <-> decoded instruction. Lossless: every bit of every word lands in a named field
// (reserved bits included), so encode(decode(w)) reproduces w exactly.
import { isaFor, type GenEncoding } from '../isa/index.js';
import type { Gen } from '../isa/gens.js';
import type { InstrDef, Layout } from '../isa/types.js';

export type Fields = Record<string, number>;

export interface Decoded {
  readonly gen: Gen;
  readonly enc: GenEncoding;
  /** undefined: the opcode does not exist on this generation. */
  readonly def: InstrDef | undefined;
  readonly fields: Fields;
  /** Dwords the instruction occupies, literal included. */
  readonly size: number;
  /** The instruction needs more dwords than the input has. */
  readonly truncated: boolean;
}

/**
 * Per generation: the encoding of a word by its top nine bits. Every marker lies within bits
 * 23-31 (the widest, SOP1/SOPC/SOPP and VOP3P, are exactly those nine bits), so the top nine bits
 * decide the encoding; where markers nest (SOPK inside SOP2), the widest one that matches wins.
 */
const BY_TOP9 = new Map<Gen, readonly (GenEncoding | undefined)[]>();

function top9Table(gen: Gen): readonly (GenEncoding | undefined)[] {
  let t = BY_TOP9.get(gen);
  if (!t) {
    const encs = [...isaFor(gen).encodings].sort((a, b) => b.layout.marker.width - a.layout.marker.width);
    for (const e of encs) if ((e.markerMask & 0x007fffff) !== 0) throw new Error(`${e.table.name}: marker below bit 23`);
    const table: (GenEncoding | undefined)[] = [];
    for (let top = 0; top < 512; top++) {
      const w = (top << 23) >>> 0;
      table.push(encs.find((e) => ((w & e.markerMask) >>> 0) === e.markerValue));
    }
    BY_TOP9.set(gen, (t = table));
  }
  return t;
}

/** Which encoding of `gen` the dword belongs to, or undefined. */
export function encodingOf(gen: Gen, word0: number): GenEncoding | undefined {
  return top9Table(gen)[word0 >>> 23];
}

function hasLiteral(layout: Layout, fields: Fields, key: number): boolean {
  return layout.literal(fields, key);
}

/** Decode the instruction starting at words[at]. Returns undefined for a dword of no known encoding. */
export function decode(gen: Gen, words: ArrayLike<number>, at = 0): Decoded | undefined {
  const enc = encodingOf(gen, words[at]);
  if (!enc) return undefined;
  const { layout } = enc;
  const avail = words.length - at;
  const fields = layout.extract(words[at] >>> 0, avail > 1 ? words[at + 1] >>> 0 : 0);
  let size: number = layout.dwords;
  const key = layout.key(words[at] >>> 0);
  if (hasLiteral(layout, fields, key)) {
    size += 1;
    fields.literal = size <= avail ? words[at + layout.dwords] >>> 0 : 0;
  }
  return { gen, enc, def: enc.byKey[key], fields, size, truncated: size > avail };
}

/** Pack fields into dwords. Fields missing from `fields` are zero; the marker is always set. */
export function encode(layout: Layout, fields: Fields): number[] {
  const out = new Array<number>(layout.dwords).fill(0);
  for (const f of layout.fields) {
    const v = f.fixed !== undefined ? f.fixed : (fields[f.name] ?? 0);
    out[f.word] = (out[f.word] | ((v & f.mask) << f.shift)) >>> 0;
  }
  if (hasLiteral(layout, fields, layout.key(out[0]))) out.push((fields.literal ?? 0) >>> 0);
  return out;
}
