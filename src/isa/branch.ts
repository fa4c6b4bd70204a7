// Where a PC-relative branch goes: the one rule the simulator, the disassembler's addresses and
// the object listing's labels share. Every instruction with a `label` operand (the SOPP branches
// s_branch and s_cbranch_*, including s_cbranch_cdbg*; SOPK s_cbranch_i_fork and, on GCN 1.4,
// s_call_b64) jumps to the next instruction's address plus SIMM16 dwords (the manuals:
// PC = PC + signext(SIMM16 * 4) + 4, PC being the branch's own address). s_setpc_b64,
// s_swappc_b64, s_cbranch_g_fork, s_cbranch_join and s_rfe_* take their target from registers:
// it is computed at run time and no listing can know it.
import type { InstrDef } from './types.js';

/** Byte address of the target of a branch at byte address `at` whose SIMM16 field is `simm16`. */
export function relativeTarget(at: number, simm16: number): number {
  return at + 4 + ((simm16 << 16) >> 16) * 4;
}

/** Target of the instruction at byte address `at` if it has a label operand, else undefined. */
export function labelTarget(def: InstrDef | undefined, fields: Readonly<Record<string, number>>, at: number): number | undefined {
  if (!def?.takesLabel) return undefined;
  const op = def.operands.find((o) => o.kind === 'label');
  return op && relativeTarget(at, fields[op.field]);
}
