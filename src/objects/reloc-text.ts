// A relocatable object's relocations as the listing writes them, where they apply and as llvm-mc
// (and gcnkit asm --filetype obj) reads them back: an instruction's literal as
// `poly@rel32@lo+4` (the specifier from the type: R_AMDGPU_REL32_LO is @rel32@lo, R_AMDGPU_REL32
// a plain symbol), data as `.long sym` / `.quad sym+8`. A relocation against a section's symbol
// (a local label's, llvm-mc writes it so) names a label the listing defines at the target.
import { decode } from '../codec/codec.js';
import type { Gen } from '../isa/gens.js';
import { printDecoded } from '../syntax/print.js';
import {
  R_AMDGPU_ABS32, R_AMDGPU_ABS32_HI, R_AMDGPU_ABS32_LO, R_AMDGPU_ABS64, R_AMDGPU_GOTPCREL, R_AMDGPU_GOTPCREL32_HI, R_AMDGPU_GOTPCREL32_LO,
  R_AMDGPU_REL32, R_AMDGPU_REL32_HI, R_AMDGPU_REL32_LO, R_AMDGPU_REL64, STT_SECTION, type ElfFile, type ElfReloc,
} from './elf.js';
import { relocName } from './image.js';

/**
 * Per type: the specifier, the field (an instruction literal 'lit', or data .long/.quad) and the
 * bias clang adds to a PC-relative pair (s_getpc_b64 is 4 and 12 bytes before the literals).
 */
const FORMS: Readonly<Record<number, { readonly variant?: string; readonly data?: '.long' | '.quad'; readonly lit: boolean; readonly bias: number }>> = {
  [R_AMDGPU_REL32_LO]: { variant: 'rel32@lo', data: '.long', lit: true, bias: 4 },
  [R_AMDGPU_REL32_HI]: { variant: 'rel32@hi', data: '.long', lit: true, bias: 12 },
  [R_AMDGPU_GOTPCREL32_LO]: { variant: 'gotpcrel32@lo', data: '.long', lit: true, bias: 4 },
  [R_AMDGPU_GOTPCREL32_HI]: { variant: 'gotpcrel32@hi', data: '.long', lit: true, bias: 12 },
  [R_AMDGPU_GOTPCREL]: { variant: 'gotpcrel', data: '.long', lit: true, bias: 4 },
  [R_AMDGPU_ABS32_LO]: { variant: 'abs32@lo', data: '.long', lit: true, bias: 0 },
  [R_AMDGPU_ABS32_HI]: { variant: 'abs32@hi', data: '.long', lit: true, bias: 0 },
  [R_AMDGPU_REL32]: { lit: true, bias: 0 },
  [R_AMDGPU_ABS32]: { data: '.long', lit: false, bias: 0 },
  [R_AMDGPU_ABS64]: { data: '.quad', lit: false, bias: 0 },
  [R_AMDGPU_REL64]: { variant: 'rel64', data: '.quad', lit: false, bias: 0 },
};

/** A relocatable object's relocations by section index, then by offset (none for a linked object). */
export function relocationsBySection(elf: ElfFile, linked: boolean): Map<number, Map<number, ElfReloc>> {
  const out = new Map<number, Map<number, ElfReloc>>();
  if (linked) return out;
  for (const [sec, list] of elf.relocs) out.set(sec, new Map(list.map((r) => [r.offset, r])));
  return out;
}

/** The label the listing defines at `offset` of section `sec` for a relocation against that section. */
export function relocLabel(elf: ElfFile, sec: number, offset: number): string {
  return `.L${elf.sections[sec].name.replace(/^\./, '')}_${offset.toString(16)}`;
}

/**
 * Where a section-symbol relocation points (a label there) and what is left of its addend. A
 * label cannot stand inside a relocated field (.quad ext-8 holding .data+8): then, and outside
 * the section, the label is at the section's start.
 */
function sectionTarget(elf: ElfFile, r: ElfReloc, bias: number, rels: RelocMap): { sec: number; offset: number; addend: bigint } {
  const sec = elf.symbols[r.symbol].shndx;
  const size = elf.sections[sec]?.size ?? 0;
  const at = r.addend - BigInt(bias);
  const inside = (o: number): boolean => [...(rels.get(sec)?.values() ?? [])].some((x) => o > x.offset && o < x.offset + (FORMS[x.type]?.data === '.quad' ? 8 : 4));
  return at >= 0n && at <= BigInt(size) && !inside(Number(at)) ? { sec, offset: Number(at), addend: BigInt(bias) } : { sec, offset: 0, addend: r.addend };
}

type RelocMap = ReadonlyMap<number, ReadonlyMap<number, ElfReloc>>;

/** The offsets of each section a label must mark for the listing's relocations. */
export function relocTargets(elf: ElfFile, rels: RelocMap): Map<number, Set<number>> {
  const out = new Map<number, Set<number>>();
  for (const list of rels.values()) {
    for (const r of list.values()) {
      const f = FORMS[r.type];
      if (!f || elf.symbols[r.symbol]?.type !== STT_SECTION) continue;
      const t = sectionTarget(elf, r, f.bias, rels);
      if (!out.has(t.sec)) out.set(t.sec, new Set());
      out.get(t.sec)!.add(t.offset);
    }
  }
  return out;
}

/** `r` as an expression (sym@variant+addend), with the field it takes; a problem where it has none. */
export function relocExpr(elf: ElfFile, rels: RelocMap, r: ElfReloc): { text: string; data?: '.long' | '.quad'; lit: boolean } | { problem: string } {
  const f = FORMS[r.type];
  const s = elf.symbols[r.symbol];
  if (!f) return { problem: `${relocName(r.type)} has no assembler syntax gcnkit writes` };
  let name = s.name;
  let addend = r.addend;
  if (s.type === STT_SECTION) {
    const t = sectionTarget(elf, r, f.bias, rels);
    name = relocLabel(elf, t.sec, t.offset);
    addend = t.addend;
  }
  if (!name) return { problem: `${relocName(r.type)} names symbol ${r.symbol}, which has no name` };
  const text = name + (f.variant ? '@' + f.variant : '') + (addend ? (addend < 0n ? '-' : '+') + (addend < 0n ? -addend : addend).toString() : '');
  return { text, data: f.data, lit: f.lit };
}

/** Literal the printer writes in place of the relocated one, then replaced (never an inline constant). */
const STAND_IN = 0x12345678;

/** An instruction's text with its literal (the last word) written as `expr`; undefined where it cannot be. */
export function instructionWithReloc(gen: Gen, words: readonly number[], expr: string): string | undefined {
  const w = Uint32Array.from(words);
  w[w.length - 1] = STAND_IN;
  const d = decode(gen, w, 0);
  if (!d || d.size !== w.length) return undefined;
  const p = printDecoded(d, w, 0);
  const hex = '0x' + STAND_IN.toString(16);
  return p.problem === undefined && p.text.includes(hex) ? p.text.replace(hex, expr) : undefined;
}
