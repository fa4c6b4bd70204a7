// EXP: export to the colour, depth, position and parameter buffers (two dwords). It has no
// opcode: one instruction, `exp`. Its marker moves from 0b111110 (GCN 1.0/1.1) to 0b110001
// (GCN 1.2+), the fields stay (SI/CI/GCN3/Vega manuals; llvm-mc 19's bytes).
//   EN 0-3     which of the four sources are written (one bit each; with COMPR, bits 0-1 say
//              VSRC0's two 16-bit halves, bits 2-3 VSRC1's)
//   TGT 4-9    target: mrt0-7 0-7, mrtz 8, null 9, pos0-3 12-15, param0-31 32-63
//   COMPR 10   two 16-bit values per VGPR (VSRC0, VSRC1 only); DONE 11; VM 12 (valid mask)
import { lazyTable, makeDerivedTable, forGens } from './table.js';
import { spec } from './operand-spec.js';
import type { OperandSpec } from './types.js';

const LO = 'en 0-3 | tgt 4-9 | compr 10 | done 11 | vm 12 | - 13-25';
const HI = ' | vsrc0 32-39 | vsrc1 40-47 | vsrc2 48-55 | vsrc3 56-63';

const flag = (name: string): OperandSpec => spec('flag', name, { optional: true });

// llvm-mc 19 prints (and reads) the modifiers in this order: done compr vm.
export const EXP = lazyTable('EXP', () => makeDerivedTable('EXP', {
  ...forGens(['gcn1.0', 'gcn1.1'], { dwords: 2, opFields: '', bits: LO + ' | enc 26-31 =0b111110' + HI }),
  ...forGens(['gcn1.2', 'gcn1.4'], { dwords: 2, opFields: '', bits: LO + ' | enc 26-31 =0b110001' + HI }),
}, [{
  name: 'exp', enc: 'EXP', kind: 'export', type: 'none', atomicBits: 0, sbase: 0, segment: 'flat', opcodes: { 'gcn1.0': 0, 'gcn1.2': 0, 'gcn1.4': 0, gfx90a: -1 }, // none on CDNA 2 and 3 (llvm-mc 19)
  operands: [spec('exptgt', 'tgt'), spec('expsrc', 'vsrc0'), spec('expsrc', 'vsrc1'), spec('expsrc', 'vsrc2'), spec('expsrc', 'vsrc3'), flag('done'), flag('compr'), flag('vm')],
}]));

/** The target's name, or undefined for the values llvm-mc 19 prints as invalid_target_N (10, 11, 16-31). */
export function expTargetName(tgt: number): string | undefined {
  if (tgt < 8) return `mrt${tgt}`;
  if (tgt === 8) return 'mrtz';
  if (tgt === 9) return 'null';
  if (tgt >= 12 && tgt < 16) return `pos${tgt - 12}`;
  if (tgt >= 32 && tgt < 64) return `param${tgt - 32}`;
  return undefined;
}

/** Every target name (for the assembler's vocabulary). */
export const EXP_TARGET_NAMES: readonly string[] = Array.from({ length: 64 }, (_, t) => expTargetName(t)).filter((n): n is string => n !== undefined);
