// Occupancy (waves per SIMD) from register and LDS use, as LLVM 19 computes the "; Occupancy:"
// it writes in clang -S output (GCNSubtarget::computeOccupancy) and RGA reports.
import type { Gen } from '../isa/gens.js';
import { occupancyOf } from '../isa/occupancy-data.js';
import { has, type Target } from '../isa/targets.js';

const alignTo = (n: number, g: number): number => Math.ceil(n / g) * g;

/** IsaInfo::getNumWavesPerEUWithNumVGPRs. */
export function wavesWithVgprs(gen: Gen, vgprs: number): number {
  const d = occupancyOf(gen);
  if (vgprs < d.vgprGranule) return d.maxWavesPerEU;
  return Math.min(Math.max(Math.floor(d.totalVgprs / alignTo(vgprs, d.vgprGranule)), 1), d.maxWavesPerEU);
}

/** GCNSubtarget::getOccupancyWithNumSGPRs (SGPRs counted with VCC, FLAT_SCRATCH, XNACK_MASK). */
export function wavesWithSgprs(gen: Gen, sgprs: number): number {
  const d = occupancyOf(gen);
  for (const [most, waves] of d.sgprSteps) if (sgprs <= most) return waves;
  return d.sgprFloor;
}

/** AMDGPUSubtarget::getOccupancyWithLocalMemSize for a kernel of `ldsBytes` and at most `maxFlatWorkGroup` work-items. */
export function wavesWithLds(gen: Gen, ldsBytes: number, maxFlatWorkGroup: number): number {
  const d = occupancyOf(gen);
  const wavesPerGroup = Math.ceil(maxFlatWorkGroup / d.waveSize);
  const maxWavesPerCU = d.maxWavesPerEU * d.eusPerCU;
  // IsaInfo::getMaxWorkGroupsPerCU: single-wave groups need no barrier; else at most 16 barriers.
  const groupsPerCU = wavesPerGroup === 1 ? maxWavesPerCU : Math.min(Math.floor(maxWavesPerCU / wavesPerGroup), 16);
  if (!groupsPerCU) return 0;
  let groups = Math.floor(d.ldsBytes / (ldsBytes || 1));
  if (groups === 0) return 1;
  groups = Math.min(groupsPerCU, groups);
  return Math.min(Math.ceil((groups * wavesPerGroup) / d.eusPerCU), d.maxWavesPerEU);
}

/**
 * The VGPRs occupancy and the descriptor count on a target with AGPRs (AMDGPU's getTotalNumVGPRs,
 * clang's "; TotalNumVgprs:"): gfx908 allocates the same number in both files, the larger of the
 * two; gfx90a-insts targets put the AGPRs, if any, after the VGPRs (at accumOffset) in one file.
 */
export function totalVgprs(t: Target, vgprs: number, agprs: number): number {
  return has(t, 'gfx90a-insts') && agprs ? accumOffset(vgprs) + agprs : Math.max(vgprs, agprs);
}

/** Where a gfx90a-insts target's AGPRs start for `vgprs` VGPRs (clang's .amdhsa_accum_offset: 4 to 256 in steps of 4). */
export const accumOffset = (vgprs: number): number => alignTo(Math.max(vgprs, 1), 4);

export interface OccupancyInput {
  readonly vgprs: number;
  /** SGPRs with the extra ones (clang's NumSgprs). */
  readonly sgprs: number;
  readonly ldsBytes: number;
  readonly maxFlatWorkGroup: number;
}

export interface Occupancy {
  readonly waves: number;
  /**
   * What limits it below the maximum: each of vgprs, sgprs, lds that gives the minimum ('workgroup'
   * for the LDS rule with no LDS: work-groups of that many waves fit only so many per CU).
   */
  readonly limitedBy: readonly ('vgprs' | 'sgprs' | 'lds' | 'workgroup')[];
  readonly byVgprs: number;
  readonly bySgprs: number;
  readonly byLds: number;
}

/** GCNSubtarget::computeOccupancy. */
export function occupancy(gen: Gen, x: OccupancyInput): Occupancy {
  const byVgprs = wavesWithVgprs(gen, Math.max(x.vgprs, 1));
  const bySgprs = Math.min(occupancyOf(gen).maxWavesPerEU, wavesWithSgprs(gen, Math.max(x.sgprs, 1)));
  const byLds = Math.min(occupancyOf(gen).maxWavesPerEU, wavesWithLds(gen, x.ldsBytes, x.maxFlatWorkGroup));
  const waves = Math.min(byVgprs, bySgprs, byLds);
  const limitedBy = waves === occupancyOf(gen).maxWavesPerEU ? [] : [
    ...(byVgprs === waves ? ['vgprs' as const] : []), ...(bySgprs === waves ? ['sgprs' as const] : []),
    ...(byLds === waves ? [x.ldsBytes ? 'lds' as const : 'workgroup' as const] : []),
  ];
  return { waves, limitedBy, byVgprs, bySgprs, byLds };
}
