// Per-generation execution facts the simulator needs, as data (shared/reference/semantics.md).
import { familyValue, type Gen, type PerFamily } from './gens.js';

export type BoundsRule = 'si' | 'vi' | 'gfx9';

export interface GenSemantics {
  /** MUBUF range-check rule: §3.1 (GCN 1.0/1.1), §3.2 (GCN 1.2), §3.3 (GCN 1.4). */
  readonly bounds: BoundsRule;
  /** V# word 3 bits 20:19 hold ELEMENT_SIZE; GCN 1.4 has no such field (4 bytes). */
  readonly elementSizeField: boolean;
  /** ADD_TID_ENABLE with a non-FORMAT op makes DATA_FORMAT stride bits 17:14 (§1.2). */
  readonly strideExtension: boolean;
  /** DATA_FORMAT 0 unbinds non-FORMAT MUBUF ops too (policy P4). */
  readonly unboundAllOps: boolean;
  /** MUBUF has ADDR64 (GCN 1.0/1.1). */
  readonly addr64: boolean;
  /** MUBUF LDS=1 adds the instruction offset to the LDS address (GCN 1.2+, §2.4). */
  readonly ldsInstOffset: boolean;
  /** VMEM stores and atomics also count EXP_CNT (GCN 1.0, §8.2). */
  readonly storeExpcnt: boolean;
  /** FLAT LDS lanes and DS LDS accesses are bounded by M0[16:0] (GCN 1.0-1.2); GCN 1.4 uses the whole LDS. */
  readonly flatLdsM0: boolean;
  /** Default FLAT aperture bases [LDS, private] (Linux KFD), or undefined without FLAT. */
  readonly apertures?: readonly [bigint, bigint];
  /** GCN 1.4 non-buffer SMEM immediates are signed 21-bit (policy P11). */
  readonly smemSignedImm: boolean;
  /** SMRD IMM offsets count dwords (GCN 1.0/1.1); SMEM offsets count bytes. */
  readonly scalarImmDwords: boolean;
  /** Number format 6 (SNORM_OGL) exists (GCN 1.0/1.1). */
  readonly snormOgl: boolean;
  /** SIMM16 bits of s_nop that count: [SI/CI/GCN3] "1..8 times based on SIMM16[2:0]", [VEGA] "1..16 ... SIMM16[3:0]". */
  readonly nopBits: number;
}

const CI_VI_APERTURES = [1n << 61n, (1n << 61n) + (1n << 32n)] as const;

const SEMANTICS: PerFamily<GenSemantics> = {
  'gcn1.0': { bounds: 'si', elementSizeField: true, strideExtension: false, unboundAllOps: true, addr64: true, ldsInstOffset: false,
    storeExpcnt: true, flatLdsM0: true, smemSignedImm: false, scalarImmDwords: true, snormOgl: true, nopBits: 3 },
  'gcn1.1': { bounds: 'si', elementSizeField: true, strideExtension: false, unboundAllOps: true, addr64: true, ldsInstOffset: false,
    storeExpcnt: false, flatLdsM0: true, apertures: CI_VI_APERTURES, smemSignedImm: false, scalarImmDwords: true, snormOgl: true, nopBits: 3 },
  'gcn1.2': { bounds: 'vi', elementSizeField: true, strideExtension: true, unboundAllOps: false, addr64: false, ldsInstOffset: true,
    storeExpcnt: false, flatLdsM0: true, apertures: CI_VI_APERTURES, smemSignedImm: false, scalarImmDwords: false, snormOgl: false, nopBits: 3 },
  'gcn1.4': { bounds: 'gfx9', elementSizeField: false, strideExtension: true, unboundAllOps: false, addr64: false, ldsInstOffset: true,
    storeExpcnt: false, flatLdsM0: false, apertures: [1n << 48n, 2n << 48n], smemSignedImm: true, scalarImmDwords: false, snormOgl: false, nopBits: 4 },
};

export function semanticsOf(gen: Gen): GenSemantics {
  return familyValue(SEMANTICS, gen);
}
