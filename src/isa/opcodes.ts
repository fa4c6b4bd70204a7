// Opcodes per encoding family, with inheritance. A row gives an opcode key for each family it
// has its own cell on; a family without a cell inherits its parent's (GEN_INFO[gen].parent), as
// LLVM's getMCOpcode falls back from GFX940 to GFX90A to GFX9. -1 in a cell: the row does not
// exist on that family (nor on children that do not override it), even where the parent has it.
// Today's parents: CI <- SI (LLVM's one SI encoding family: CI gains rows, renumbers none).
// VI and GFX9 are separate families in LLVM (SIEncodingFamily VI / GFX9: no fallback between
// them), so their rows give both cells. GFX90A and GFX940 are children of GFX9. A CLRX-only row
// (clrx-rows.ts) exists only on the families CLRX knows (GEN_INFO[gen].clrx), whatever it inherits.
import { GEN_INFO, GENS, onFamily, type Gen } from './gens.js';

/** A row's own opcode cells: family -> opcode key (-1: absent there). Read through opcodeOn. */
export type Opcodes = Readonly<Partial<Record<Gen, number>>>;

/** A row's opcode key on a family (-1: the row does not exist there). */
export function opcodeOn(row: { readonly opcodes: Opcodes; readonly clrxOnly?: boolean }, gen: Gen): number {
  if (row.clrxOnly && !GEN_INFO[gen].clrx) return -1;
  const own = row.opcodes[gen];
  return own !== undefined ? own : onFamily(row.opcodes, gen) ?? -1;
}

/** The families a row exists on (every family of GENS whose opcode is a key). */
export function familiesOf(row: { readonly opcodes: Opcodes }): Gen[] {
  return GENS.filter((g) => opcodeOn(row, g) >= 0);
}

/**
 * Opcode cells from one value per family of `gens` (the tables' positional columns: -1 absent).
 * A child family's cell equal to what it inherits is left out: it inherits it.
 */
export function cellsOf(gens: readonly Gen[], values: readonly number[]): Opcodes {
  const out: Partial<Record<Gen, number>> = {};
  gens.forEach((g, i) => { if (values[i] !== undefined && opcodeOn({ opcodes: out }, g) !== values[i]) out[g] = values[i]; });
  return out;
}
