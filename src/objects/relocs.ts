// The relocations of an object gcnkit assembles, as llvm-mc 19 writes them (AMDGPUELFObjectWriter
// and ELFObjectWriter): the type from the specifier (poly@rel32@lo+4: R_AMDGPU_REL32_LO) or, for a
// plain symbol, from the field (an instruction's literal: R_AMDGPU_REL32, PC-relative; .long:
// ABS32; .quad: ABS64), and the symbol the relocation names: the symbol itself when it is
// undefined, global or weak, else its section's symbol with the symbol's offset in the addend.
// A plain symbol of the literal's own section that is local needs no relocation: the literal is
// its PC-relative offset (S + A - P), written in place.
import {
  R_AMDGPU_ABS32, R_AMDGPU_ABS32_HI, R_AMDGPU_ABS32_LO, R_AMDGPU_ABS64, R_AMDGPU_GOTPCREL, R_AMDGPU_GOTPCREL32_HI, R_AMDGPU_GOTPCREL32_LO,
  R_AMDGPU_REL32, R_AMDGPU_REL32_HI, R_AMDGPU_REL32_LO, R_AMDGPU_REL64, STB_LOCAL,
} from './elf.js';

export interface Where { readonly line: number; readonly col: number; readonly source: string }

/** A relocation as the assembler reported it: a symbol (with a specifier) plus an addend at a section's byte. */
export interface PendingReloc {
  readonly section: string;
  readonly offset: number;
  readonly symbol: string;
  readonly variant?: string;
  readonly addend: bigint;
  /** Bytes of the field: 4 (an instruction's literal, .long) or 8 (.quad, a descriptor's entry). */
  readonly size: number;
  /** An instruction's literal (llvm-mc's FK_PCRel_4): a plain symbol there is PC-relative. */
  readonly literal: boolean;
  /** A kernel descriptor's entry offset (.amdhsa_kernel). */
  readonly kd?: boolean;
  readonly where: Where;
}

/** What the assembler knows of a symbol when the file ends. */
export interface RelocTarget {
  readonly at?: { readonly section: string; readonly offset: number };
  readonly bind?: number;
}

/** Each specifier's relocation type and the field width it relocates (ld.lld writes 4 or 8 bytes). */
const VARIANT_TYPES: Readonly<Record<string, readonly [number, number]>> = {
  'rel32@lo': [R_AMDGPU_REL32_LO, 4], 'rel32@hi': [R_AMDGPU_REL32_HI, 4], 'gotpcrel32@lo': [R_AMDGPU_GOTPCREL32_LO, 4],
  'gotpcrel32@hi': [R_AMDGPU_GOTPCREL32_HI, 4], gotpcrel: [R_AMDGPU_GOTPCREL, 4], 'abs32@lo': [R_AMDGPU_ABS32_LO, 4],
  'abs32@hi': [R_AMDGPU_ABS32_HI, 4], rel64: [R_AMDGPU_REL64, 8],
};

/**
 * The relocation type of `r`, or the message of a located error: a specifier whose width is not the
 * field's (llvm-mc 19 writes `s_mov_b32 s0, ext@rel64` as an 8-byte R_AMDGPU_REL64 on a 4-byte
 * literal, which ld.lld then writes over the next instruction: ERRATA).
 */
export function relocType(r: PendingReloc): number | string {
  if (r.variant !== undefined) {
    const [type, size] = VARIANT_TYPES[r.variant];
    if (size !== r.size) return `${r.symbol}@${r.variant} relocates ${size} bytes, and this field has ${r.size}${r.literal ? ' (a 32-bit literal)' : ''}`;
    return type;
  }
  // The scratch buffer's descriptor words (Mesa): R_AMDGPU_ABS32_LO, both of them (AMDGPUELFObjectWriter).
  if (r.size === 4 && (r.symbol === 'SCRATCH_RSRC_DWORD0' || r.symbol === 'SCRATCH_RSRC_DWORD1')) return R_AMDGPU_ABS32_LO;
  if (r.literal) return R_AMDGPU_REL32;
  return r.size === 8 ? R_AMDGPU_ABS64 : R_AMDGPU_ABS32;
}

/** How `r` is written: in place (a value), against its symbol, or against its section's symbol. */
export type Resolution =
  | { readonly how: 'value'; readonly value: bigint }
  | { readonly how: 'symbol'; readonly addend: bigint }
  | { readonly how: 'section'; readonly section: string; readonly addend: bigint }
  | { readonly how: 'error'; readonly message: string };

/** `r` against `target` (undefined: never defined in the file); `merge`: the target's section has SHF_MERGE. */
export function resolveReloc(r: PendingReloc, target: RelocTarget | undefined, merge: boolean): Resolution {
  if (!target?.at) {
    if (r.kd) return { how: 'error', message: `kernel '${r.symbol}' has a descriptor but no code: its label is not defined` };
    // A .L name is the assembler's own: never left to the linker (llvm-mc: "Undefined temporary symbol").
    if (r.symbol.startsWith('.L')) return { how: 'error', message: `undefined temporary symbol '${r.symbol}' (a .L label is never left to the linker)` };
    return { how: 'symbol', addend: r.addend };
  }
  if ((target.bind ?? STB_LOCAL) !== STB_LOCAL) return { how: 'symbol', addend: r.addend };
  if (r.variant === undefined && r.literal && target.at.section === r.section) {
    return { how: 'value', value: BigInt(target.at.offset) + r.addend - BigInt(r.offset) };
  }
  // The GOT entry is the symbol's own (ELFObjectWriter keeps the symbol for VK_GOTPCREL); a
  // mergeable section's data may move, so an addend there keeps the symbol too.
  if (r.variant === 'gotpcrel' || (merge && r.addend !== 0n)) return { how: 'symbol', addend: r.addend };
  return { how: 'section', section: target.at.section, addend: BigInt(target.at.offset) + r.addend };
}
