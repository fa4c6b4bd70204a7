// Cross-field rules of the memory encodings, shared by the printer (a word breaking one has no
// text) and the assembler (a line breaking one is an error at the named modifier).
import type { Fields } from '../codec/codec.js';
import type { InstrDef } from '../isa/types.js';
import { GEN_INFO, type Gen } from '../isa/gens.js';

/** MUBUF loads that have an LDS form (data goes to LDS, no VGPR data operand). */
export const MUBUF_LDS_TYPES: ReadonlySet<string> = new Set(['fmt1', 'u8', 'i8', 'u16', 'i16', 'b32']);
/** GLOBAL/SCRATCH loads with an LDS form (llvm-mc 19, gfx900). */
export const FLAT_LDS_TYPES: ReadonlySet<string> = new Set(['u8', 'i8', 'u16', 'i16', 'b32']);

export interface Broken {
  readonly why: string;
  /** The modifier the assembler points at. */
  readonly at: string;
}

/** `clrx`: CLRX writes buffer_store_lds_dword without lds (and encodes LDS = 0). */
export function mubufRule(def: InstrDef, f: Fields, clrx = false): Broken | undefined {
  // The cache instructions move no data: the modifier bits CLRX writes on them are unused.
  if (def.kind === 'cache') return undefined;
  if (def.kind === 'ldsstore') return f.lds || clrx ? undefined : { why: `${def.name} needs the lds modifier`, at: '' };
  if (f.lds) {
    if (def.kind !== 'load' || !MUBUF_LDS_TYPES.has(def.type)) return { why: `${def.name} has no LDS form (lds works with buffer_load_format_x, ubyte, sbyte, ushort, sshort, dword)`, at: 'lds' };
    if (f.tfe) return { why: 'lds cannot be combined with tfe', at: 'tfe' };
  }
  if (f.tfe && def.kind === 'store') return { why: 'tfe has no meaning for store instructions', at: 'tfe' };
  if (f.tfe && def.kind === 'atomic') return { why: 'tfe is not supported on atomics', at: 'tfe' };
  return addr64Rule(f);
}

function addr64Rule(f: Fields): Broken | undefined {
  return f.addr64 && (f.offen || f.idxen) ? { why: 'addr64 cannot be combined with offen or idxen', at: 'addr64' } : undefined;
}

export function flatRule(def: InstrDef, f: Fields): Broken | undefined {
  if (f.lds && (def.segment === 'flat' || def.kind !== 'load' || !FLAT_LDS_TYPES.has(def.type))) return { why: `${def.name} has no LDS form`, at: 'lds' };
  return undefined;
}

/**
 * GWS's data VGPR must be even on aligned-vgpr targets (gfx90a+): llvm-mc 19's validateGWS ("vgpr
 * must be even aligned"; it prints an odd one but refuses its own text, so such words are .long).
 */
export function gwsEvenData(def: InstrDef, gen: Gen): boolean {
  return def.enc === 'DS' && def.name.startsWith('ds_gws_') && GEN_INFO[gen].features.has('aligned-vgpr') && def.operands.some((o) => o.field === 'addr' && !o.mod);
}

/** The cross-field rule of a memory instruction's encoding, if it has one. */
export function memoryRule(def: InstrDef, f: Fields, gen: Gen, clrx = false): Broken | undefined {
  switch (def.enc) {
    // Without FeatureGDS (gfx90a+) only the GWS rows, whose gds is required, take it (llvm-mc 19).
    case 'DS':
      if (f.addr & 1 && gwsEvenData(def, gen)) return { why: 'vgpr must be even aligned (the GWS data register, on this GPU)', at: 'addr' };
      return f.gds && !GEN_INFO[gen].features.has('gds') && def.operands.some((o) => o.field === 'gds' && o.optional)
        ? { why: 'gds modifier is not supported on this GPU', at: 'gds' } : undefined;
    case 'MUBUF': return mubufRule(def, f, clrx);
    case 'MTBUF': return f.tfe && def.kind === 'store' ? { why: 'tfe has no meaning for store instructions', at: 'tfe' } : addr64Rule(f);
    case 'FLAT': return flatRule(def, f);
    default: return undefined;
  }
}
