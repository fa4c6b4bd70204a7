// The vector ALU's operand rules as llvm-mc 19 enforces them. The constant bus (one scalar value
// per instruction; src/isa/constant-bus.ts): llvm-mc 19 rejects more ("violates constant bus
// restrictions") on every GPU alike; so does gcnkit, and a word breaking it prints as .long.
import type { Fields } from '../codec/codec.js';
import type { InstrDef } from '../isa/types.js';
import { busCount } from '../isa/constant-bus.js';
import { LDS_DIRECT } from '../isa/special-regs.js';

/** Whether the instruction reads more scalar values than the constant bus carries: a reason, or undefined. */
export function constantBusProblem(def: InstrDef, f: Fields): string | undefined {
  const n = busReads(def, f);
  return n > 1 ? `${def.name} reads ${n} scalar values (SGPRs, literal, implicit VCC/M0) where the constant bus carries one` : undefined;
}

/** How many scalar values the instruction reads, by source code (the literal as 255), implicit reads included. */
export const busReads = busCount;

/** LDS_DIRECT feeds SRC0 only (VOP3 has more sources), never an operand-swapped ("rev") instruction (llvm-mc's rules). */
export function ldsDirectProblem(def: InstrDef, f: Fields): string | undefined {
  if (def.enc === 'VOP3' && def.operands.some((o) => o.kind === 'vsrc' && o.field !== 'src0' && f[o.field] === LDS_DIRECT)) return 'lds_direct may be used as src0 only';
  // The operand-swapped *rev instructions (v_subrev, v_lshlrev, ...); v_bfrev_b32 is none of them.
  return f.src0 === LDS_DIRECT && /(?<!bf)rev/.test(def.name) ? `lds_direct cannot be used with ${def.name}` : undefined;
}
