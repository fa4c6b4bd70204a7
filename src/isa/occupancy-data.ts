// Per-target facts occupancy is computed from, as LLVM 19 has them (AMDGPUBaseInfo.cpp IsaInfo::*,
// GCNSubtarget, AMDGPU.td features) for GCN 1.0-1.4 (gfx6-gfx9, wave64) and CDNA (gfx908-gfx942).
import { familyValue, type Gen, type PerFamily } from './gens.js';

export interface OccupancyData {
  /** getMaxWavesPerEU: waves a SIMD holds at most. */
  readonly maxWavesPerEU: number;
  /** getEUsPerCU: SIMDs per compute unit. */
  readonly eusPerCU: number;
  readonly waveSize: number;
  /** getTotalNumVGPRs / getVGPRAllocGranule. */
  readonly totalVgprs: number;
  readonly vgprGranule: number;
  /** getAddressableNumSGPRs: s0..s(N-1) (GCN 1.2+ gives s102/s103 to FLAT_SCRATCH). */
  readonly addressableSgprs: number;
  /** getSGPRAllocGranule (the descriptor's GRANULATED_WAVEFRONT_SGPR_COUNT counts these). */
  readonly sgprGranule: number;
  /**
   * GCNSubtarget::getOccupancyWithNumSGPRs: [most SGPRs, waves] steps, first match wins; more SGPRs
   * than the last step give `sgprFloor` waves. SI/CI share an SGPR file of 512 per SIMD, VI+ 800.
   */
  readonly sgprSteps: readonly (readonly [number, number])[];
  readonly sgprFloor: number;
  /** getLocalMemorySize: LDS bytes per compute unit (FeatureLocalMemorySize32768 / 65536). */
  readonly ldsBytes: number;
}

const SI_CI_SGPR_STEPS = [[48, 10], [56, 9], [64, 8], [72, 7], [80, 6]] as const;
const VI_SGPR_STEPS = [[80, 10], [88, 9], [100, 8]] as const;

const BASE = { maxWavesPerEU: 10, eusPerCU: 4, waveSize: 64, totalVgprs: 256, vgprGranule: 4, sgprGranule: 8 };

const OCCUPANCY: PerFamily<OccupancyData> = {
  'gcn1.0': { ...BASE, addressableSgprs: 104, sgprSteps: SI_CI_SGPR_STEPS, sgprFloor: 5, ldsBytes: 32768 },
  'gcn1.1': { ...BASE, addressableSgprs: 104, sgprSteps: SI_CI_SGPR_STEPS, sgprFloor: 5, ldsBytes: 65536 },
  'gcn1.2': { ...BASE, addressableSgprs: 102, sgprSteps: VI_SGPR_STEPS, sgprFloor: 7, ldsBytes: 65536 },
  'gcn1.4': { ...BASE, addressableSgprs: 102, sgprSteps: VI_SGPR_STEPS, sgprFloor: 7, ldsBytes: 65536 },
  // gfx90a-insts (gfx90a, gfx940-942): one file of 512 VGPRs and AGPRs per lane (getTotalNumVGPRs),
  // allocated and encoded in granules of 8 (getVGPRAllocGranule, getVGPREncodingGranule), 8 waves
  // per SIMD at most (getMaxWavesPerEU: "isGFX90A ... return 8").
  gfx90a: { ...BASE, maxWavesPerEU: 8, totalVgprs: 512, vgprGranule: 8, addressableSgprs: 102, sgprSteps: VI_SGPR_STEPS, sgprFloor: 7, ldsBytes: 65536 },
};

/** A family's occupancy data (a child family without an entry has its parent's). */
export function occupancyOf(gen: Gen): OccupancyData {
  return familyValue(OCCUPANCY, gen);
}

/**
 * Processors with FeatureSGPRInitBug (gfx802: tonga, iceland): LLVM gives every kernel
 * FIXED_NUM_SGPRS_FOR_INIT_BUG = 96 SGPRs (AMDGPUAsmPrinter::getSIProgramInfo).
 */
export const SGPR_INIT_BUG_GPUS: ReadonlySet<string> = new Set(['gfx802']);

/** The default flat work-group size limit when a kernel's metadata gives none (LLVM's getMaxFlatWorkGroupSize). */
export const DEFAULT_MAX_FLAT_WORKGROUP = 1024;
