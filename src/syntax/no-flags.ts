// The "noNAME" spellings of flags llvm-mc 19 reads, leaving NAME's bit clear: the cache policy
// (noglc, noslc; gfx90a's noscc, gfx940's nosc0 nosc1 nont: src/isa/cache-policy.ts) on every memory encoding with a cache policy, bit or not (tahiti's SMRD, gfx900's
// SMEM noslc: a no-op), and the other named bits where its parser reads them
// that way (noclamp; DS's nogds; MIMG's nounorm noda notfe nolwe nor128 noa16 nod16; EXP's novm).
// MUBUF's tfe/lds/idxen/offen/addr64, FLAT's nv, VINTRP's high and DPP's bound_ctrl have none
// (echo 'buffer_load_dword v1, off, s[4:7], s1 notfe' | llvm-mc -arch=amdgcn -mcpu=gfx900:
// "invalid operand for instruction"). Each bit is given once: "glc noglc" is an error.
import type { EncName, InstrDef } from '../isa/types.js';

const ANY = undefined;
const CPOL: readonly EncName[] = ['SMRD', 'SMEM', 'MUBUF', 'MTBUF', 'FLAT', 'MIMG'];
const NO_FLAGS: Readonly<Record<string, readonly EncName[] | typeof ANY>> = {
  glc: CPOL, slc: CPOL, scc: ['MUBUF', 'MTBUF', 'FLAT'], clamp: ANY, gds: ['DS'], vm: ['EXP'],
  unorm: ['MIMG'], da: ['MIMG'], tfe: ['MIMG'], lwe: ['MIMG'], r128: ['MIMG'], a16: ['MIMG'], d16: ['MIMG'],
};

/** The flag a "noNAME" word clears, on any encoding (undefined: not such a word). */
export function noFlag(word: string): string | undefined {
  return word.startsWith('no') && word.slice(2) in NO_FLAGS ? word.slice(2) : undefined;
}

/** Whether llvm-mc 19 reads "no" + flag on this instruction. */
export function takesNoForm(flag: string, def: InstrDef): boolean {
  const encs = NO_FLAGS[flag];
  if (!(flag in NO_FLAGS) || (encs !== ANY && !encs.includes(def.enc))) return false;
  return encs === CPOL || def.operands.some((o) => o.kind === 'flag' && o.field === flag);
}

/** Every "noNAME" word (modifier names for the operand sorter). */
export const NO_WORDS: readonly string[] = Object.keys(NO_FLAGS).map((f) => 'no' + f);

/** The error for a flag given twice (as NAME or noNAME), in llvm-mc's words for the cache policy. */
export function duplicateFlag(flag: string, text: string): string {
  return flag === 'glc' || flag === 'slc' ? `duplicate cache policy modifier '${text}' (${flag}/no${flag} is given once)` : `duplicate modifier '${text}' (${flag}/no${flag} is given once)`;
}
