// Which of a layout's literal conditions (Layout.literalWhen: "SSRC0 = 255", ...) hold for an
// instruction row: the decoded length follows the row's operands, as in llvm-mc 19.
import type { InstrDef, Layout, OperandKind } from './types.js';

/**
 * Operand kinds that read the scalar-source code space, where 255 means "a literal dword follows"
 * (a register-only operand too: llvm-mc reads s_setpc_b64's literal and calls it invalid). A field
 * that holds anything else, or no operand, is no source: s_set_gpr_idx_on's SSRC1 is a 4-bit mode
 * mask, s_getpc_b64 has no SSRC0, v_nop and v_clrexcp no SRC0. There 255 is just a value and the
 * instruction is one dword (llvm-mc 19 and CLRX decode s_set_gpr_idx_on s0, 0xff so).
 */
const SOURCE_KINDS: ReadonlySet<OperandKind> = new Set<OperandKind>(['ssrc', 'sreg', 'vsrc', 'smrdoff']);

/** Bit c set: condition c of the layout's literalWhen is no literal for `def` (no source in its fields). */
export function literalSkip(layout: Layout, def: InstrDef | undefined): number {
  const when = layout.literalWhen;
  if (!when || !def) return 0;
  let skip = 0;
  for (let c = 0; c < when.length; c++) {
    if (!def.operands.some((o) => SOURCE_KINDS.has(o.kind) && o.field in when[c])) skip |= 1 << c;
  }
  return skip;
}
