// The wait states CDNA1 (gfx908, MI100) needs around its matrix instructions (MFMA,
// v_accvgpr_read_b32, v_accvgpr_write_b32), as data in the form of hazard-rules.ts, on targets
// with the mai-insts feature. Source: LLVM 19's GCNHazardRecognizer, checkMAIHazards908 (an MFMA
// or v_accvgpr_* after a VALU, an MFMA or a v_accvgpr_write) and checkMAILdStHazards (a memory
// instruction after v_accvgpr_read; "hasMAIInsts() && !hasGFX90AInsts()"), whose constants give the
// wait states (the constant's name in `llvm`). gfx90a's rules (checkMAIHazards90A,
// checkMAIVALUHazards) are other ones and are not here: gfx90a is no gcnkit target.
//
// Where the need depends on the MFMA named, `byPasses` gives it for an MFMA of 2, 8 or 16 passes:
// LLVM's latency of the MFMA (SISchedule.td: Write2PassMAI for V_MFMA_*_4X4X*, Write8PassMAI for
// 16X16X, Write16PassMAI for 32X32X; MFMA_PASSES below), and `waitStates` the largest of them.
import type { WaitStateRule } from './hazard-rules.js';

/** Passes of an MFMA by its shape (SISchedule.td's InstRW regexes on the opcode name). */
export const MFMA_PASSES: readonly (readonly [RegExp, 2 | 8 | 16])[] = [[/_4x4x/, 2], [/_16x16x/, 8], [/_32x32x/, 16]];

/** The passes of an MFMA (16, LLVM's default case, for a name none of MFMA_PASSES matches). */
export function mfmaPasses(name: string): 2 | 8 | 16 {
  return MFMA_PASSES.find(([re]) => re.test(name))?.[1] ?? 16;
}

const LLVM = 'checkMAIHazards908';
const mai = (r: Omit<WaitStateRule, 'waitStates' | 'feature'> & { n: number }): WaitStateRule => {
  const { n, ...rest } = r;
  return { ...rest, waitStates: [0, 0, 0, n], feature: 'mai-insts' };
};

export const MAI_WAIT_STATE_RULES: readonly WaitStateRule[] = [
  mai({
    id: 'valu-exec-mai', writer: 'valu', reader: 'mfma-accwrite', link: 'exec', n: 4,
    manual: '-', llvm: `${LLVM} (VALUWritesExecWaitStates; an MFMA is a VALU too)`,
    says: 'a VALU write of EXEC before an MFMA or v_accvgpr_write',
  }),
  mai({
    id: 'valu-vgpr-mai', writer: 'valu', reader: 'mfma-accwrite', link: 'vgpr', n: 2,
    manual: '-', llvm: `${LLVM} (LegacyVALUWritesVGPRWaitStates; v_accvgpr_read is a VALU)`,
    says: 'a VALU write of a VGPR before an MFMA or v_accvgpr_write reads it',
  }),
  mai({
    id: 'mfma-agpr-srcc', writer: 'mfma', reader: 'mfma-srcc', link: 'agpr-overlap', n: 2,
    manual: '-', llvm: `${LLVM} (MFMAWritesAGPROverlappedSrcCWaitStates; C the same registers as the D before: none)`,
    says: 'an MFMA write of AGPRs before an MFMA reads some of them (not the same registers) as C',
  }),
  mai({
    id: 'mfma-agpr-srcab', writer: 'mfma', reader: 'mfma-srcab', link: 'agpr', n: 4,
    manual: '-', llvm: `${LLVM} (MFMAWritesAGPROverlappedSrcABWaitStates)`,
    says: 'an MFMA write of AGPRs before an MFMA reads one as A or B',
  }),
  mai({
    id: 'mfma-agpr-accvgpr-read', writer: 'mfma', reader: 'accvgpr-read', link: 'agpr', n: 18, byPasses: [4, 10, 18],
    manual: '-', llvm: `${LLVM} (MFMA{4x4,16x16,32x32}WritesAGPRAccVgprReadWaitStates)`,
    says: 'an MFMA write of AGPRs before v_accvgpr_read reads one',
  }),
  mai({
    id: 'mfma-agpr-accvgpr-write', writer: 'mfma', reader: 'accvgpr-write', link: 'agpr', n: 15, byPasses: [1, 7, 15],
    manual: '-', llvm: `${LLVM} (MFMA{4x4,16x16,32x32}WritesAGPRAccVgprWriteWaitStates)`,
    says: 'an MFMA write of AGPRs before v_accvgpr_write overwrites one',
  }),
  mai({
    id: 'accvgpr-write-srcc', writer: 'accvgpr-write', reader: 'mfma-srcc', link: 'agpr', n: 1,
    manual: '-', llvm: `${LLVM} (AccVGPRWriteMFMAReadSrcCWaitStates)`,
    says: 'a v_accvgpr_write before an MFMA reads the AGPR as C',
  }),
  mai({
    id: 'accvgpr-write-srcab', writer: 'accvgpr-write', reader: 'mfma-srcab', link: 'agpr', n: 3,
    manual: '-', llvm: `${LLVM} (AccVGPRWriteMFMAReadSrcABWaitStates)`,
    says: 'a v_accvgpr_write before an MFMA reads the AGPR as A or B',
  }),
  mai({
    id: 'accvgpr-write-read', writer: 'accvgpr-write', reader: 'accvgpr-read', link: 'agpr', n: 3,
    manual: '-', llvm: `${LLVM} (AccVGPRWriteAccVgprReadWaitStates)`,
    says: 'a v_accvgpr_write before v_accvgpr_read reads the AGPR',
  }),
  mai({
    id: 'accvgpr-write-write', writer: 'accvgpr-write', reader: 'accvgpr-write', link: 'agpr', n: 3,
    manual: '-', llvm: `${LLVM} (AccVGPRWriteMFMAReadSrcABWaitStates, which LLVM applies to v_accvgpr_write's own AGPR)`,
    says: 'a v_accvgpr_write before another v_accvgpr_write of the AGPR',
  }),
  mai({
    id: 'mfma-srcc-accvgpr-write', writer: 'mfma', reader: 'accvgpr-write', link: 'srcc-war', n: 13, byPasses: [0, 5, 13],
    manual: '-', llvm: `${LLVM} (MFMA{4x4,16x16,32x32}ReadSrcCAccVgprWriteWaitStates)`,
    says: 'an MFMA reading AGPRs as C before v_accvgpr_write overwrites one',
  }),
  mai({
    id: 'accvgpr-read-ldst', writer: 'accvgpr-read', reader: 'ldst', link: 'vgpr', n: 2,
    manual: '-', llvm: 'checkMAILdStHazards (AccVgprReadLdStWaitStates)',
    says: 'a v_accvgpr_read write of a VGPR before a vector memory or DS instruction reads it',
  }),
  mai({
    id: 'valu-vgpr-accvgpr-ldst', writer: 'valu-not-mai', reader: 'ldst-after-accvgpr', link: 'vgpr', n: 2,
    manual: '-', llvm: 'checkMAILdStHazards (VALUWriteAccVgprRdWrLdStDepVALUWaitStates: a VALU write within 2 wait states, a v_accvgpr_* right before)',
    says: 'a VALU write of a VGPR, then v_accvgpr_read/write right before a vector memory or DS instruction reads it,',
  }),
];
