// The wait states CDNA2 (gfx90a, MI200) and CDNA3 (gfx940-942, MI300) need around their matrix
// instructions and VALUs, as data in the form of hazard-rules.ts, on targets with the gfx90a-insts
// feature (CDNA3's changes with gfx940-insts). Source: LLVM 19's GCNHazardRecognizer:
// checkMAIHazards90A (an MFMA after a VALU or an MFMA), checkMAIVALUHazards (a VALU, memory or
// export instruction after an MFMA, a dot product or a DGEMM) and, with gfx940-insts, the VALU
// forwarding hazards of checkVALUHazards (hasTransForwardingHazard, hasDstSelForwardingHazard,
// hasVDecCoExecHazard); the constant each wait state comes from is named in `llvm`.
//
// On these targets MFMA C and D may be VGPRs or AGPRs, v_accvgpr_read/write are plain VALU moves
// (no rule of their own: checkMAIHazards90A looks at MFMAs only), and the wait states after an
// MFMA depend on its kind and passes (mfma-kinds.ts): `byMfma` gives them per kind, by [2, 4, 8,
// 16] passes for an XDL or non-XDL MFMA and [4, 16] for a DGEMM. gfx90a has no 4-pass and no
// non-XDL MFMA (LLVM calls every MFMA but a DGEMM XDL there), so its tables and gfx940's agree
// where gfx90a has MFMAs: LLVM's gfx90a constants (SMFMA{4x4,16x16,32x32}...: 5, 11, 19) are
// gfx940's "NumPasses + 3" for XDL; non-XDL is "NumPasses + 2".
// checkMFMAPadding is not a rule: it pads only with -amdgpu-mfma-padding-ratio (0 by default).
import type { WaitStateRule } from './hazard-rules.js';

const H90A = 'checkMAIHazards90A';
const VALUH = 'checkMAIVALUHazards';

type Row = Omit<WaitStateRule, 'waitStates' | 'feature' | 'manual'> & { n: number; gfx940?: 'only' | 'not' };
const row = (r: Row): WaitStateRule => {
  const { n, gfx940, ...rest } = r;
  return {
    ...rest, waitStates: [0, 0, 0, n], manual: '-',
    feature: gfx940 === 'only' ? 'gfx940-insts' : 'gfx90a-insts', ...(gfx940 === 'not' ? { unless: 'gfx940-insts' as const } : {}),
  };
};

/** An MFMA's result read (or overwritten) by a later instruction: LLVM's "NumPasses + 3" (XDL), "+ 2" (non-XDL). */
const XDL_PLUS3 = [5, 7, 11, 19] as const;
const NONXDL_PLUS2 = [4, 6, 10, 18] as const;

export const MAI90A_WAIT_STATE_RULES: readonly WaitStateRule[] = [
  // checkMAIHazards90A: an MFMA after a VALU.
  row({
    id: 'valu-exec-mfma', writer: 'valu-not-mfma', reader: 'mfma', link: 'exec', n: 4,
    llvm: `${H90A} (VALUWritesExecWaitStates)`, says: 'a VALU write of EXEC before an MFMA',
  }),
  row({
    id: 'valu-vreg-mfma', writer: 'valu-not-mfma-dot', reader: 'mfma', link: 'vreg', n: 2,
    llvm: `${H90A} (LegacyVALUNotDotWritesVGPRWaitStates; v_accvgpr_write is such a VALU)`,
    says: 'a VALU write of a VGPR or AGPR before an MFMA reads it',
  }),
  // checkMAIHazards90A: an MFMA after an MFMA whose D overlaps its C (not the same registers).
  row({
    id: 'mfma-vreg-srcc', writer: 'mfma', reader: 'smfma-srcc', link: 'vreg-partial', n: 16, gfx940: 'not',
    byMfma: { xdl: [2, 16, 8, 16], dgemm: [0, 0] },
    llvm: `${H90A} (SMFMA{4x4,16x16,32x32}WritesVGPROverlappedSMFMASrcCWaitStates; after a DGEMM: 0)`,
    says: 'an MFMA write of registers before an MFMA reads some of them (not the same registers) as C',
  }),
  row({
    id: 'mfma-vreg-dgemm-srcc', writer: 'mfma', reader: 'dgemm-srcc', link: 'vreg-partial', n: 17, gfx940: 'not',
    byMfma: { xdl: [3, 17, 9, 17], dgemm: [4, 9] },
    llvm: `${H90A} (SMFMA{4x4,16x16,32x32}WritesVGPROverlappedDMFMASrcCWaitStates, DMFMA{4x4,16x16}WritesVGPROverlappedSrcCWaitStates)`,
    says: 'an MFMA write of registers before a DGEMM reads some of them (not the same registers) as C',
  }),
  row({
    id: 'mfma-vreg-xdl-srcc', writer: 'mfma', reader: 'xdl-srcc', link: 'vreg-partial', n: 17, gfx940: 'only',
    byMfma: { xdl: [3, 5, 9, 17] },
    llvm: `${H90A} (GFX940_XDL_N_PassWritesVGPROverlappedSMFMASrcCWaitStates: NumPasses + 1; after a non-XDL MFMA or a DGEMM: 0)`,
    says: 'an XDL MFMA write of registers before an XDL MFMA reads some of them (not the same registers) as C',
  }),
  row({
    id: 'mfma-vreg-nonxdl-srcc', writer: 'mfma', reader: 'nonxdl-srcc', link: 'vreg-partial', n: 17, gfx940: 'only',
    byMfma: { xdl: [3, 5, 9, 17], nonXdl: [2, 4, 8, 16], dgemm: [4, 9] },
    llvm: `${H90A} (GFX940_{XDL,SMFMA}_N_PassWritesVGPROverlappedSMFMASrcCWaitStates: NumPasses + 1, NumPasses; DMFMA{4x4,16x16}WritesVGPROverlappedSrcCWaitStates)`,
    says: 'an MFMA write of registers before a non-XDL MFMA or a DGEMM reads some of them (not the same registers) as C',
  }),
  row({
    id: 'dgemm-same-srcc', writer: 'dgemm', reader: 'dgemm-srcc', link: 'vreg-same', n: 4,
    byMfma: { dgemm: [4, 0] },
    llvm: `${H90A} (DMFMA4x4WritesVGPRFullSrcCWaitStates: v_mfma_f64_4x4x4f64 after one with the same D)`,
    says: 'a v_mfma_f64_4x4x4f64 write of registers before one reads the same registers as C',
  }),
  row({
    id: 'mfma-same-srcc', writer: 'mfma', reader: 'mfma-srcc', link: 'vreg-same', n: 2, gfx940: 'only',
    byMfma: { xdl: [2, 0, 0, 0], nonXdl: [2, 0, 0, 0] },
    llvm: `${H90A} (GFX940_SMFMA4x4WritesVGPRFullSrcCWaitStates: a 2-pass MFMA's D read as the same registers' C)`,
    says: 'a 2-pass MFMA write of registers before an MFMA reads the same registers as C',
  }),
  row({
    id: 'mfma-vreg-srcab', writer: 'mfma', reader: 'mfma-srcab', link: 'vreg', n: 19,
    byMfma: { xdl: XDL_PLUS3, nonXdl: NONXDL_PLUS2, dgemm: [6, 11] },
    llvm: `${H90A} (SMFMA{4x4,16x16,32x32}WritesVGPROverlappedSrcABWaitStates, GFX940_{XDL,SMFMA}_N_PassWritesVGPROverlappedSrcABWaitStates, DMFMA{4x4,16x16}WritesVGPROverlappedMFMASrcABWaitStates)`,
    says: 'an MFMA write of registers before an MFMA reads one as A or B',
  }),
  // checkMAIVALUHazards: a VALU, memory or export instruction after an MFMA.
  row({
    id: 'mfma-vreg-valu', writer: 'mfma', reader: 'valu-not-mfma', link: 'vreg', n: 19,
    byMfma: { xdl: XDL_PLUS3, nonXdl: NONXDL_PLUS2, dgemm: [6, 11] },
    llvm: `${VALUH} (SMFMA{4x4,16x16,32x32}WriteVgprVALUMemExpReadWaitStates, GFX940_{XDL,SMFMA}_N_PassWriteVgprVALUMemExpReadWaitStates, DMFMA{4x4,16x16}WriteVgprVALUReadWaitStates)`,
    says: 'an MFMA write of registers before a VALU reads one',
  }),
  row({
    id: 'mfma-vreg-mem', writer: 'mfma', reader: 'mem-exp', link: 'vreg', n: 19,
    byMfma: { xdl: XDL_PLUS3, nonXdl: NONXDL_PLUS2, dgemm: [9, 18] },
    llvm: `${VALUH} (SMFMA{4x4,16x16,32x32}WriteVgprVALUMemExpReadWaitStates, GFX940_{XDL,SMFMA}_N_PassWriteVgprVALUMemExpReadWaitStates, DMFMA{4x4,16x16}WriteVgprMemExpReadWaitStates)`,
    says: 'an MFMA write of registers before a memory or export instruction reads one',
  }),
  row({
    id: 'mfma-vreg-waw', writer: 'mfma', reader: 'valu-mem-exp', link: 'vreg-waw', n: 19,
    byMfma: { xdl: XDL_PLUS3, nonXdl: NONXDL_PLUS2, dgemm: [6, 11] },
    llvm: `${VALUH} (SMFMA{4x4,16x16,32x32}WriteVgprVALUWawWaitStates, GFX940_{XDL,SMFMA}_N_PassWriteVgprVALUWawWaitStates, DMFMA{4x4,16x16}WriteVgprVALUWriteWaitStates)`,
    says: 'an MFMA write of registers before a VALU, memory or export instruction writes one',
  }),
  row({
    id: 'xdl-srcc-war', writer: 'xdl', reader: 'valu-mem-exp', link: 'srcc-war', n: 15,
    byMfma: { xdl: [1, 3, 7, 15] },
    llvm: `${VALUH} (SMFMA{4x4,16x16,32x32}ReadVgprVALUWarWaitStates, GFX940_XDL4PassReadVgprVALUWarWaitStates)`,
    says: 'an XDL MFMA reading registers as C before a VALU, memory or export instruction overwrites one',
  }),
  row({
    id: 'dot-vreg-read', writer: 'dot', reader: 'valu-mem-exp', link: 'vreg', n: 3, exceptSame: 'src2',
    llvm: `${VALUH} (DotWriteSameDotReadSrcAB, DotWriteDifferentVALURead; the same dot product reading it as C: 0)`,
    says: 'a dot product write of a VGPR before a VALU, memory or export instruction reads it',
  }),
  row({
    id: 'dot-vreg-waw', writer: 'dot', reader: 'valu-mem-exp', link: 'vreg-waw', n: 3, exceptSame: 'all',
    llvm: `${VALUH} (DotWriteDifferentVALUWrite)`,
    says: 'a dot product write of a VGPR before another VALU, memory or export instruction writes it',
  }),
  row({
    id: 'valu-dgemm-mem', writer: 'valu', reader: 'mem', link: 'vreg', n: 2, via: 'dgemm', gfx940: 'not',
    llvm: `${VALUH} (DMFMABetweenVALUWriteVMEMRead: "HW data hazard bug observed only in GFX90A")`,
    says: 'a VALU write of a VGPR, then a DGEMM, before a memory instruction reads it',
  }),
  row({
    id: 'dgemm-fma-f64', writer: 'dgemm', reader: 'fma-f64', link: 'none', n: 2,
    llvm: `${VALUH} (DMFMAToFMA64WaitStates)`, says: 'a DGEMM before v_fma_f64 or v_fmac_f64',
  }),
  // checkVALUHazards with gfx940-insts.
  row({
    id: 'trans-vgpr-valu', writer: 'trans', reader: 'valu-not-trans', link: 'vgpr', n: 1, gfx940: 'only',
    llvm: 'checkVALUHazards (hasTransForwardingHazard: TransDefWaitstates)',
    says: 'a transcendental VALU write of a VGPR before another VALU reads it',
  }),
  row({
    id: 'dst-sel-vgpr-valu', writer: 'dst-sel', reader: 'valu', link: 'vgpr', n: 1, gfx940: 'only',
    llvm: 'checkVALUHazards (hasDstSelForwardingHazard: Shift16DefWaitstates; VOP3P: op_sel_hi[0], LLVM\'s OP_SEL_1 = DST_OP_SEL)',
    says: 'a VALU write of part of a VGPR (dst_sel, op_sel; a VOP3P with op_sel_hi[0]) before a VALU reads it',
  }),
  row({
    id: 'valu-sgpr-valu', writer: 'valu', reader: 'valu', link: 'sgpr-or-vcc', n: 2, gfx940: 'only',
    llvm: 'checkVALUHazards (hasVDecCoExecHazard: VALUWriteSGPRVALUReadWaitstates)',
    says: 'a VALU write of an SGPR before a VALU reads it',
  }),
  row({
    id: 'valu-vgpr-lane-read', writer: 'valu', reader: 'lane-read', link: 'vgpr', n: 1, gfx940: 'only',
    llvm: 'checkVALUHazards (hasVDecCoExecHazard: VALUWriteVGPRReadlaneRead)',
    says: 'a VALU write of a VGPR before v_readlane/v_readfirstlane reads it',
  }),
  row({
    id: 'valu-exec-lane', writer: 'valu', reader: 'lane-access', link: 'exec', n: 4, gfx940: 'only',
    llvm: 'checkVALUHazards (hasVDecCoExecHazard: VALUWriteEXECRWLane)',
    says: 'a VALU write of EXEC before v_readlane, v_readfirstlane or v_writelane',
  }),
];
