// MIMG rules shared by the printer (a word breaking one has no text) and the assembler (a line
// breaking one is an error at the named modifier): llvm-mc 19's validateMIMG* checks.
import type { Fields } from '../codec/codec.js';
import { inFamilies, type Gen } from '../isa/gens.js';
import { D16_PACKED } from '../isa/shapes.js';
import type { InstrDef } from '../isa/types.js';
import type { Broken } from './mem-rules.js';

const popcount4 = (v: number): number => (v & 1) + ((v >> 1) & 1) + ((v >> 2) & 1) + ((v >> 3) & 1);

/**
 * VDATA registers llvm-mc's syntax asks for: gather4 returns 4 components, others one per DMASK
 * bit (DMASK 0 reads as 1); GCN 1.4 packs D16 components two per register (D16_PACKED); TFE adds
 * the status register. LWE does not count in llvm-mc 19 (ERRATA.md M-3).
 */
export function imageDataRegs(def: InstrDef, f: Fields, gen: Gen): number {
  let n = def.image!.gather4 ? 4 : Math.max(popcount4(f.dmask ?? 0), 1);
  if (f.d16 && inFamilies(D16_PACKED, gen)) n = (n + 1) >> 1;
  return n + (f.tfe ? 1 : 0);
}

/** The counts of a bit set, for messages: "1, 2, 3 or 5". */
export function countList(set: number): string {
  const ns: number[] = [];
  for (let n = 0; n < 32; n++) if (set & (1 << n)) ns.push(n);
  return ns.length > 1 ? `${ns.slice(0, -1).join(', ')} or ${ns[ns.length - 1]}` : String(ns[0]);
}

/**
 * `clrx`: CLRX reads any dmask on atomics and gather4 (llvm-mc 19 rejects those it does not list;
 * CLRX tests/amdasm/GCNAsmOpc11.cpp: image_gather4 ... dmask:11, image_atomic_swap ... dmask:11).
 */
export function imageRule(def: InstrDef, f: Fields, gen: Gen, clrx = false): Broken | undefined {
  const image = def.image!;
  const dmask = (f.dmask ?? 0) & 0xf;
  if (clrx) { /* the dmask rules below are llvm-mc's */ } else if (def.kind === 'atomic' && dmask !== 0x1 && dmask !== 0x3 && dmask !== 0xf) return { why: 'invalid atomic image dmask (atomics take dmask:0x1, 0x3 or 0xf)', at: 'dmask' };
  else if (image.gather4 && popcount4(dmask) !== 1) return { why: 'invalid image_gather dmask: only one bit must be set', at: 'dmask' };
  const n = imageDataRegs(def, f, gen);
  if (!(image.vdata & (1 << n))) return { why: `${def.name} has no ${n}-register data form (it takes ${countList(image.vdata)} registers)`, at: f.tfe ? 'tfe' : 'dmask' };
  return undefined;
}
