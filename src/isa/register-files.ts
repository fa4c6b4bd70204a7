// The register files of a target, as data: how many VGPRs (and, for CDNA later, AGPRs) a wave
// has and how many scalar operand codes address registers. The simulator sizes its files from
// here (src/sim/wave.ts), never from literal counts, so that CDNA's AGPRs (256 more, a 512-entry
// unified file on gfx90a) are a row here plus the register class of the operands that name them
// (OperandSpec.rclass).
import { genOf, has, type On } from './targets.js';
import { families, inFamilies } from './gens.js';
import { SREG_CODES } from './special-regs.js';

export interface RegisterFiles {
  /** VGPRs per lane (v0..v[vgprs-1]). */
  readonly vgprs: number;
  /** AGPRs per lane (CDNA's accumulation registers; none on GCN 1.0-1.4). */
  readonly agprs: number;
  /** Scalar operand codes that are registers (SGPRs, VCC, TTMPs, M0, EXEC ...). */
  readonly sregCodes: number;
  /**
   * gfx90a+: the entries of the one vector file VGPRs and AGPRs share (AGPR n is entry
   * accum_offset + n, the kernel descriptor's .amdhsa_accum_offset); undefined: separate files.
   */
  readonly unified?: number;
}

const GCN: RegisterFiles = { vgprs: 256, agprs: 0, sregCodes: SREG_CODES };
/** gfx908 (mai-insts): a separate file of 256 AGPRs per lane beside the 256 VGPRs (CDNA1 ISA, "AccVGPRs"). */
const CDNA1: RegisterFiles = { vgprs: 256, agprs: 256, sregCodes: SREG_CODES };

/**
 * gfx90a and gfx940-942 (CDNA2/3 ISA, "unified VGPR file"; LLVM FeatureGFX90AInsts): 512 entries
 * per lane, v0-v255 the first 256 and a0-a255 from accum_offset on (both files can name at most 256).
 */
const CDNA2: RegisterFiles = { vgprs: 256, agprs: 256, sregCodes: SREG_CODES, unified: 512 };
/** The families whose targets have the unified file. */
const UNIFIED = families('gfx90a');

/** The register files of a target (a family: its base target; every GCN 1.0-1.4 GPU has the same sizes). */
export function registerFiles(on: On): RegisterFiles {
  return inFamilies(UNIFIED, genOf(on)) ? CDNA2 : has(on, 'mai-insts') ? CDNA1 : GCN;
}
