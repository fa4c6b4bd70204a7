// Words <-> decoded instruction. Lossless: every bit of every word lands in a named field
// (reserved bits included), so encode(decode(w)) reproduces w exactly.
import { encodingOfLayout, isaFor, type GenEncoding } from '../isa/index.js';
import type { Gen } from '../isa/gens.js';
import type { On, Target } from '../isa/targets.js';
import type { InstrDef, Layout } from '../isa/types.js';

export type Fields = Record<string, number>;

export interface Decoded {
  readonly gen: Gen;
  /** The target whose rows decoded it (a family's base target when a family was given). */
  readonly target: Target;
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
 * Per generation: the encoding of a word by its top nine bits. Every encoding marker lies within
 * bits 23-31, so the top nine bits decide the encoding, except where a more specific variant also
 * fixes low bits (SDWA/DPP fix SRC0): there the candidates are tried widest first.
 */
const BY_TOP9 = new Map<On, readonly (GenEncoding | readonly GenEncoding[] | undefined)[]>();

const bits = (m: number): number => { let n = 0; for (; m; m &= m - 1) n++; return n; };

export function top9Table(gen: On): readonly (GenEncoding | readonly GenEncoding[] | undefined)[] {
  let t = BY_TOP9.get(gen);
  if (!t) {
    const encs = [...isaFor(gen).encodings].sort((a, b) => bits(b.markerMask) - bits(a.markerMask));
    const table: (GenEncoding | readonly GenEncoding[] | undefined)[] = [];
    for (let top = 0; top < 512; top++) {
      const w = (top << 23) >>> 0;
      const hi = (e: GenEncoding): boolean => ((w & e.markerMask & 0xff800000) >>> 0) === ((e.markerValue & 0xff800000) >>> 0);
      const cands = encs.filter(hi);
      const first = cands.findIndex((e) => (e.markerMask & 0x007fffff) === 0);
      const list = first < 0 ? cands : cands.slice(0, first + 1);
      table.push(list.length === 0 ? undefined : list.length === 1 && (list[0].markerMask & 0x007fffff) === 0 ? list[0] : list);
    }
    BY_TOP9.set(gen, (t = table));
  }
  return t;
}

/** Which encoding of `gen` the dword belongs to, or undefined. */
export function encodingOf(gen: On, word0: number): GenEncoding | undefined {
  const e = top9Table(gen)[word0 >>> 23];
  if (e === undefined || !Array.isArray(e)) return e as GenEncoding | undefined;
  for (const c of e as readonly GenEncoding[]) if (((word0 & c.markerMask) >>> 0) === c.markerValue) return c;
  return undefined;
}


/** Decode the instruction starting at words[at]. Returns undefined for a dword of no known encoding. */
export function decode(on: On, words: ArrayLike<number>, at = 0): Decoded | undefined {
  const enc0 = encodingOf(on, words[at]);
  if (!enc0) return undefined;
  const key = enc0.layout.key(words[at] >>> 0);
  // VOP3a/VOP3b: the opcode decides which of the encodings sharing the marker reads the fields.
  const enc = enc0.split?.[key] ?? enc0;
  const { layout } = enc;
  const avail = words.length - at;
  const fields = layout.extract(words[at] >>> 0, avail > 1 ? words[at + 1] >>> 0 : 0);
  let size: number = layout.dwords;
  if (layout.literal(fields, key, enc.litSkip[key])) {
    size += 1;
    fields.literal = size <= avail ? words[at + layout.dwords] >>> 0 : 0;
  }
  return { gen: enc.layout.gen, target: enc.isa.target, enc, def: enc.byKey[key], fields, size, truncated: size > avail };
}

/** Pack fields into dwords. Fields missing from `fields` are zero; the marker is always set. */
export function encode(layout: Layout, fields: Fields): number[] {
  const out = new Array<number>(layout.dwords).fill(0);
  for (const f of layout.fields) {
    const v = f.fixed !== undefined ? f.fixed : (fields[f.name] ?? 0);
    out[f.word] = (out[f.word] | ((v & f.mask) << f.shift)) >>> 0;
  }
  const key = layout.key(out[0]);
  if (layout.literal(fields, key, encodingOfLayout(layout)?.litSkip[key])) out.push((fields.literal ?? 0) >>> 0);
  return out;
}
