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

/** Per generation: the encodings whose marker can match, by the top six bits of the word. */
const BY_TOP6 = new Map<Gen, readonly (readonly GenEncoding[])[]>();

function top6Table(gen: Gen): readonly (readonly GenEncoding[])[] {
  let t = BY_TOP6.get(gen);
  if (!t) {
    const encs = isaFor(gen).encodings;
    const table: GenEncoding[][] = [];
    for (let top = 0; top < 64; top++) {
      const w = (top << 26) >>> 0;
      // Markers nest (SOP2 "10" contains SOPK "1011", which contains SOP1/SOPC/SOPP): the most
      // specific (widest) marker is tried first.
      table.push(encs.filter((e) => ((w & e.markerMask & 0xfc000000) >>> 0) === ((e.markerValue & 0xfc000000) >>> 0))
        .sort((a, b) => b.layout.marker.width - a.layout.marker.width));
    }
    BY_TOP6.set(gen, (t = table));
  }
  return t;
}

/** Which encoding of `gen` the dword belongs to, or undefined. */
export function encodingOf(gen: Gen, word0: number): GenEncoding | undefined {
  for (const e of top6Table(gen)[word0 >>> 26]) if (((word0 & e.markerMask) >>> 0) === e.markerValue) return e;
  return undefined;
}

/** Whether a literal dword follows: the layout's rules compiled once into one predicate. */
const LITERAL = new WeakMap<Layout, (fields: Fields, key: number) => boolean>();

function hasLiteral(layout: Layout, fields: Fields, key: number): boolean {
  let f = LITERAL.get(layout);
  if (!f) LITERAL.set(layout, (f = compileLiteral(layout)));
  return f(fields, key);
}

function compileLiteral(layout: Layout): (fields: Fields, key: number) => boolean {
  const terms: string[] = (layout.literalKeys ?? []).map((k) => `key === ${k}`);
  for (const w of layout.literalWhen ?? []) terms.push('(' + Object.entries(w).map(([k, v]) => `f[${JSON.stringify(k)}] === ${v}`).join(' && ') + ')');
  return new Function('f', 'key', `return ${terms.length ? terms.join(' || ') : 'false'};`) as (fields: Fields, key: number) => boolean;
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
