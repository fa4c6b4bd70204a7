// The wait states CDNA1 (gfx908, MI100) needs around its matrix instructions (MFMA,
// v_accvgpr_read_b32, v_accvgpr_write_b32), as data in the form of hazard-rules.ts, on targets
// with the mai-insts feature but not gfx90a-insts. Source: LLVM 19's GCNHazardRecognizer,
// checkMAIHazards908 (an MFMA or v_accvgpr_* after a VALU, an MFMA or a v_accvgpr_write) and
// checkMAILdStHazards (a memory instruction after v_accvgpr_read; "hasMAIInsts() &&
// !hasGFX90AInsts()"), whose constants give the wait states (the constant's name in `llvm`).
// gfx90a's and gfx940's rules (checkMAIHazards90A, checkMAIVALUHazards) are hazard-rules-mai90a.ts.
//
// Where the need depends on the MFMA named, `byMfma` gives it by the MFMA's passes (mfma-kinds.ts:
// 2 for 4x4, 8 for 16x16, 16 for 32x32 on gfx908; LLVM's switch takes any other count as 16).
import type { WaitStateRule } from './hazard-rules.js';

/** [2, 8, 16]-pass wait states as an XDL table (gfx908 has no 4-pass MFMA: LLVM's default, the 16-pass value). */
const passes = (p2: number, p8: number, p16: number): WaitStateRule['byMfma'] => ({ xdl: [p2, p16, p8, p16] });

const LLVM = 'checkMAIHazards908';
const mai = (r: Omit<WaitStateRule, 'waitStates' | 'feature'> & { n: number }): WaitStateRule => {
  const { n, ...rest } = r;
  return { ...rest, waitStates: [0, 0, 0, n], feature: 'mai-insts', unless: 'gfx90a-insts' };
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
    id: 'mfma-agpr-accvgpr-read', writer: 'mfma', reader: 'accvgpr-read', link: 'agpr', n: 18, byMfma: passes(4, 10, 18),
    manual: '-', llvm: `${LLVM} (MFMA{4x4,16x16,32x32}WritesAGPRAccVgprReadWaitStates)`,
    says: 'an MFMA write of AGPRs before v_accvgpr_read reads one',
  }),
  mai({
    id: 'mfma-agpr-accvgpr-write', writer: 'mfma', reader: 'accvgpr-write', link: 'agpr', n: 15, byMfma: passes(1, 7, 15),
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
    id: 'mfma-srcc-accvgpr-write', writer: 'mfma', reader: 'accvgpr-write', link: 'srcc-war', n: 13, byMfma: passes(0, 5, 13),
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
