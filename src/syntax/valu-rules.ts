// The constant bus (GCN 1.0-1.4): a vector instruction reads at most one scalar value (an SGPR,
// a special register or the literal; inline constants are free). The implicit VCC read of
// v_cndmask/v_addc/v_subb and the M0 read of v_movreld count. llvm-mc rejects more ("violates
// constant bus restrictions"); so does gcnkit, and a word breaking it prints as .long.
import type { Fields } from '../codec/codec.js';
import type { InstrDef } from '../isa/types.js';

/** Instructions that read M0 implicitly (the index of v_movreld). */
const READS_M0: ReadonlySet<string> = new Set(['v_movreld_b32']);
const VCC = 106, M0 = 124, LITERAL = 255;

/** The scalar values the instruction reads, by source code (the literal as 255), or a reason. */
export function constantBusProblem(def: InstrDef, f: Fields): string | undefined {
  const reads = new Set<number>();
  let sawSource = false;
  for (const o of def.operands) {
    if (o.kind === 'vsrc' || o.kind === 'pksrc' || o.kind === 'mixsrc' || (o.kind === 'ssrc' && o.field !== 'vdst')) {
      sawSource = true;
      const code = f[o.field];
      // SGPRs, the apertures and src_vccz/execz/scc (registers to the constant bus), the literal.
      if (code < 128 || (code >= 235 && code <= 239) || (code >= 251 && code <= 253) || code === LITERAL) reads.add(code);
    } else if (o.kind === 'litk') reads.add(LITERAL);
    // The implicit 64-bit VCC read is a different read from vcc_lo in a source (llvm-mc counts both).
    else if (o.kind === 'vcc' && sawSource) reads.add(-VCC);
  }
  if (READS_M0.has(def.name)) reads.add(M0);
  return reads.size > 1 ? `${def.name} reads ${reads.size} scalar values (SGPRs, literal, implicit VCC/M0) where the constant bus carries one` : undefined;
}

/** LDS_DIRECT cannot feed the operand-swapped ("rev") instructions (llvm-mc's rule). */
export function ldsDirectProblem(def: InstrDef, f: Fields): string | undefined {
  return f.src0 === 254 && /rev/.test(def.name) ? `lds_direct cannot be used with ${def.name}` : undefined;
}
