// The facts about an MFMA that CDNA's wait-state rules (hazard-rules-mai*.ts) depend on, per target
// feature, as LLVM 19 has them:
// - passes: the MFMA's latency in LLVM's scheduling model of the target (SISchedule.td:
//   SIQuarterSpeedModel for gfx908, SIDPFullSpeedModel for gfx90a, SIDPGFX940FullSpeedModel for
//   gfx940-942; InstRW regexes on the opcode name, written here on gcnkit's mnemonics, which are
//   llvm-mc's: gfx940's `v_mfma_f32_32x32x1_2b_f32` is LLVM's V_MFMA_F32_32X32X1F32);
// - DGEMM: an f64 MFMA (MAIInst is_dgemm: v_mfma_f64_16x16x4f64, v_mfma_f64_4x4x4f64);
// - XDL: LLVM's isXDL, every MFMA but a DGEMM before gfx940; on gfx940 the MFMAs with
//   is_gfx940_xdl (VOP3PInstructions.td): all but the DGEMMs and the five with f32 inputs
//   (v_mfma_f32_{32x32x1,16x16x1,4x4x1,32x32x2,16x16x4}f32), which are "non-XDL" there.
import { has, type Feature, type On } from '../isa/targets.js';

export type Passes = 2 | 4 | 8 | 16;
export type MfmaKind = 'xdl' | 'nonXdl' | 'dgemm';

export interface MfmaInfo {
  readonly kind: MfmaKind;
  readonly passes: Passes;
}

interface PassModel {
  /** The model holds on targets with this feature (the last one a target has wins). */
  readonly feature: Feature;
  /** [mnemonic pattern, passes], first match wins; no match: 16 (LLVM's largest). */
  readonly passes: readonly (readonly [RegExp, Passes])[];
  /** The non-DGEMM MFMAs that are not XDL on these targets (none before gfx940). */
  readonly nonXdl?: RegExp;
}

const DGEMM = /^v_mfma_f64_/;

const MODELS: readonly PassModel[] = [
  // SIQuarterSpeedModel: "^V_MFMA_..._4X4X" 2, "_16X16X" 8, "_32X32X" 16.
  { feature: 'mai-insts', passes: [[/_4x4x/, 2], [/_16x16x/, 8], [/_32x32x/, 16]] },
  // SIDPFullSpeedModel: "^V_MFMA_.32_4X4X" 2, "_16X16X" 8, "_32X32X" 16; Write4PassDGEMM for
  // "^V_MFMA_.64_4X4X" (latency 4), Write8PassDGEMM for "^V_MFMA_.64_16X16X" (latency 16).
  {
    feature: 'gfx90a-insts',
    passes: [[/^v_mfma_f64_4x4x/, 4], [/^v_mfma_f64_16x16x/, 16], [/_4x4x/, 2], [/_16x16x/, 8], [/_32x32x/, 16]],
  },
  // SIDPGFX940FullSpeedModel: 4x4 2; 16x16 with K 1 or 4 ("16X16X[14][FBI]") 8, other 16x16 4;
  // 32x32 with K 1, 2 or 4 but xf32 ("32X32X[124][FBI]") 16, other 32x32 8; DGEMM as gfx90a;
  // v_smfmac 16x16 4, 32x32 8.
  {
    feature: 'gfx940-insts',
    passes: [
      [/^v_mfma_f64_4x4x/, 4], [/^v_mfma_f64_16x16x/, 16], [/^v_mfma_.32_4x4x/, 2],
      [/^v_mfma_.32_16x16x[14](?!\d)/, 8], [/^v_mfma_.32_16x16x/, 4],
      [/^v_mfma_.32_32x32x[124](?!\d)(?!_?xf32)/, 16], [/^v_mfma_.32_32x32x/, 8],
      [/^v_smfmac_.32_16x16x/, 4], [/^v_smfmac_.32_32x32x/, 8],
    ],
    nonXdl: /^v_mfma_f32_\d+x\d+x\d+(_\d+b)?_?f32$/,
  },
];

/** The model of a target (undefined: it has no MFMAs). */
function modelOf(on: On): PassModel | undefined {
  let m: PassModel | undefined;
  for (const x of MODELS) if (has(on, x.feature)) m = x;
  return m;
}

/** Kind and passes of the MFMA `name` on a target. */
export function mfmaInfo(name: string, on: On): MfmaInfo {
  const m = modelOf(on);
  const passes = m?.passes.find(([re]) => re.test(name))?.[1] ?? 16;
  const kind: MfmaKind = DGEMM.test(name) ? 'dgemm' : m?.nonXdl?.test(name) ? 'nonXdl' : 'xdl';
  return { kind, passes };
}

/**
 * Wait states by the MFMA a rule names: by the passes of an XDL or non-XDL MFMA ([2, 4, 8, 16]
 * passes), or of a DGEMM ([4, 16] passes); a kind without an entry needs none.
 */
export interface MfmaWaits {
  readonly xdl?: readonly [number, number, number, number];
  readonly nonXdl?: readonly [number, number, number, number];
  readonly dgemm?: readonly [number, number];
}

const PASS_INDEX: Readonly<Record<Passes, number>> = { 2: 0, 4: 1, 8: 2, 16: 3 };

/** The wait states `w` gives an MFMA of this kind and passes. */
export function mfmaWaits(w: MfmaWaits, m: MfmaInfo): number {
  if (m.kind === 'dgemm') return w.dgemm?.[m.passes === 4 ? 0 : 1] ?? 0;
  return w[m.kind]?.[PASS_INDEX[m.passes]] ?? 0;
}

/** The largest wait states of a table. */
export const mfmaWaitsMax = (w: MfmaWaits): number => Math.max(0, ...(w.xdl ?? []), ...(w.nonXdl ?? []), ...(w.dgemm ?? []));

/** Whether an MFMA of `name` is XDL / a DGEMM on the target (LLVM isXDL, isDGEMM). */
export const isXdlOn = (name: string, on: On): boolean => mfmaInfo(name, on).kind === 'xdl';
export const isDgemm = (name: string): boolean => DGEMM.test(name);
