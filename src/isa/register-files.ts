// The register files of a target, as data: how many VGPRs (and, for CDNA later, AGPRs) a wave
// has and how many scalar operand codes address registers. The simulator sizes its files from
// here (src/sim/wave.ts), never from literal counts, so that CDNA's AGPRs (256 more, a 512-entry
// unified file on gfx90a) are a row here plus the register class of the operands that name them
// (OperandSpec.rclass).
import { has, type On } from './targets.js';
import { SREG_CODES } from './special-regs.js';

export interface RegisterFiles {
  /** VGPRs per lane (v0..v[vgprs-1]). */
  readonly vgprs: number;
  /** AGPRs per lane (CDNA's accumulation registers; none on GCN 1.0-1.4). */
  readonly agprs: number;
  /** Scalar operand codes that are registers (SGPRs, VCC, TTMPs, M0, EXEC ...). */
  readonly sregCodes: number;
}

const GCN: RegisterFiles = { vgprs: 256, agprs: 0, sregCodes: SREG_CODES };
/** gfx908 (mai-insts): a separate file of 256 AGPRs per lane beside the 256 VGPRs (CDNA1 ISA, "AccVGPRs"). */
const CDNA1: RegisterFiles = { vgprs: 256, agprs: 256, sregCodes: SREG_CODES };

/** The register files of a target (a family: its base target; every GCN 1.0-1.4 GPU has the same sizes). */
export function registerFiles(on: On): RegisterFiles {
  return has(on, 'mai-insts') ? CDNA1 : GCN;
}
