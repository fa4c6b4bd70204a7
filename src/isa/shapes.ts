// Operand shapes derived from an instruction's table row: how many registers its data takes.
import { GENS, GFX9_UP, inFamilies, type Gen } from './gens.js';
import type { DataType, InstrDef } from './types.js';

const DWORDS: Readonly<Record<DataType, number>> = {
  none: 0, b32: 1, b64: 2, b96: 3, b128: 4, b256: 8, b512: 16,
  u8: 1, i8: 1, u16: 1, i16: 1, b8: 1, b16: 1,
  fmt1: 1, fmt2: 2, fmt3: 3, fmt4: 4, h1: 1, h2: 2, h3: 3, h4: 4,
  'u8.lo': 1, 'u8.hi': 1, 'i8.lo': 1, 'i8.hi': 1, 'b16.lo': 1, 'b16.hi': 1, 'b8.hi': 1, 'h1.hi': 1,
};

/** D16 format components: one per VGPR on GCN 1.2 (unpacked), two per VGPR on GCN 1.4 (packed). */
export const D16_PACKED = GFX9_UP;

const CACHE = new WeakMap<InstrDef, Readonly<Record<Gen, number>>>();

/** Registers the data operand of `def` occupies, without the TFE status register. */
export function dataRegs(def: InstrDef, gen: Gen): number {
  let per = CACHE.get(def);
  if (!per) CACHE.set(def, (per = Object.fromEntries(GENS.map((g) => [g, computeDataRegs(def, g)])) as Record<Gen, number>));
  return per[gen];
}

function computeDataRegs(def: InstrDef, gen: Gen): number {
  if (def.atomicBits) {
    const n = def.atomicBits / 32;
    return def.atomic === 'cmpswap' || def.atomic === 'fcmpswap' ? 2 * n : n;
  }
  const t = def.type;
  if (t === 'h1' || t === 'h2' || t === 'h3' || t === 'h4') {
    const comps = DWORDS[t];
    return inFamilies(D16_PACKED, gen) ? (comps + 1) >> 1 : comps;
  }
  return DWORDS[t];
}

/** Registers an atomic returns when GLC is set (the pre-op value: half the data of a cmpswap). */
export function returnRegs(def: InstrDef): number {
  return def.atomicBits / 32;
}

/** VGPRs a vector memory instruction writes: loaded data or an atomic's return (GLC), plus TFE status. */
export function resultRegs(def: InstrDef, gen: Gen, glc: boolean, tfe: boolean): number {
  const n = def.kind === 'load' ? dataRegs(def, gen) : def.kind === 'atomic' && glc ? returnRegs(def) : 0;
  return n ? n + (tfe ? 1 : 0) : 0;
}
