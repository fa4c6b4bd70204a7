// SDWA's selects and modifiers as llvm-mc 19 spells them, both ways, and its operand rules.
import type { Fields } from '../codec/codec.js';
import type { InstrDef } from '../isa/types.js';
import { busCount } from '../isa/constant-bus.js';
import { CLRX_SDWA_SHORT } from './clrx.js';

/** dst_sel/src0_sel/src1_sel values 0-6 (7 has no name). */
export const SDWA_SEL: readonly string[] = ['BYTE_0', 'BYTE_1', 'BYTE_2', 'BYTE_3', 'WORD_0', 'WORD_1', 'DWORD'];
/** dst_unused values 0-2 (3 has no name). */
export const SDWA_UNUSED: readonly string[] = ['UNUSED_PAD', 'UNUSED_SEXT', 'UNUSED_PRESERVE'];

/** The modifiers written name:SYMBOL, and the symbols each takes. */
export const SDWA_SYMBOLIC: Readonly<Record<string, readonly string[]>> = {
  dst_sel: SDWA_SEL, src0_sel: SDWA_SEL, src1_sel: SDWA_SEL, dst_unused: SDWA_UNUSED,
};

/**
 * The value of `name:symbol` (dst_sel:BYTE_1 -> 1), or a reason. llvm-mc reads the upper-case
 * names only; gcnkit also reads them in lower case (CLRX style, with a warning from the caller)
 * and CLRX's spellings without the underscore (BYTE0, WORD1, PAD, SEXT, PRESERVE).
 */
export function sdwaSymbol(name: string, symbol: string): number | string {
  const names = SDWA_SYMBOLIC[name];
  const s = symbol.toUpperCase();
  let v = names.indexOf(s);
  if (v < 0) v = names.findIndex((n) => n.replace(/^UNUSED_/, '') === s || n.replace('_', '') === s);
  if (v < 0 && names === SDWA_SEL) v = CLRX_SDWA_SHORT.indexOf(symbol.toLowerCase());
  return v >= 0 ? v : `invalid ${name} value '${symbol}' (${names.join(', ')})`;
}

/**
 * The constant bus of a GCN 1.4 SDWA instruction (src/isa/constant-bus.ts): its scalar sources
 * (the S0/S1 bits) and the implicit VCC read of v_cndmask/v_addc/v_subb count.
 */
export function sdwaBusProblem(def: InstrDef, f: Fields): string | undefined {
  const n = busCount(def, f);
  return n > 1 ? `${def.name} reads ${n} scalar values (SGPRs, implicit VCC) where the constant bus carries one` : undefined;
}
