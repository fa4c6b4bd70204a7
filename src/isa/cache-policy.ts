// The written names of the vector-memory cache-policy bits. The bits are the same fields on every
// family (GLC, SLC, and gfx90a's SCC: FLAT bit 25, MUBUF bit 15, MTBUF bit 53); CDNA 3 (gfx940)
// renames them sc0 (GLC), nt (SLC) and sc1 (SCC), and llvm-mc 19 then rejects glc/slc/scc on
// vector memory (`global_load_dword v1, v[2:3], off glc` -mcpu=gfx940: "invalid operand for
// instruction"). SMEM keeps glc on every family.
import { onFamily, type Gen, type PerFamily } from './gens.js';
import type { EncName } from './types.js';

/** Field -> written name, per family (a family without an entry has its parent's; none: the field's name). */
const SPELLINGS: PerFamily<Readonly<Record<string, string>>> = {
  gfx940: { glc: 'sc0', slc: 'nt', scc: 'sc1' },
};

/** The encodings whose cache bits take the family's spelling. */
const VECTOR_MEMORY: ReadonlySet<EncName> = new Set<EncName>(['FLAT', 'MUBUF', 'MTBUF', 'MIMG']);

function spellings(gen: Gen, enc: EncName): Readonly<Record<string, string>> | undefined {
  return VECTOR_MEMORY.has(enc) ? onFamily(SPELLINGS, gen) : undefined;
}

/** How a flag field is written on `gen` in encoding `enc` (sc0 for glc on gfx940's FLAT). */
export function flagName(gen: Gen, enc: EncName, field: string): string {
  return spellings(gen, enc)?.[field] ?? field;
}

/**
 * The field a written flag word sets on `gen` in `enc`: the word itself unless the family spells
 * a cache bit otherwise; null for a field name the family spells otherwise (glc on gfx940).
 */
export function flagField(gen: Gen, enc: EncName, word: string): string | null {
  const s = spellings(gen, enc);
  if (!s) return word;
  for (const field in s) {
    if (s[field] === word) return field;
    if (field === word) return null;
  }
  return word;
}

/** Every written name of the respelled cache bits on `gen`, and their noNAME forms (modifier words of its lines). */
export function spelledFlags(gen: Gen): readonly string[] {
  const names = Object.values(onFamily(SPELLINGS, gen) ?? {});
  return [...names, ...names.map((n) => 'no' + n)];
}

/**
 * A modifier word as the field-named word the assembler reads (sc0 -> glc, nosc0 -> noglc on
 * gfx940's vector memory), or null for a field name the family spells otherwise (glc, noglc there).
 */
export function modifierWord(gen: Gen, enc: EncName, word: string): string | null {
  const no = word.startsWith('no') ? 'no' : '';
  const field = flagField(gen, enc, word.slice(no.length));
  return field === null ? null : no + field;
}
