// Encoding families (generations): their layouts, their opcodes (a row's cell per family, a child
// family inheriting its parent's: src/isa/opcodes.ts) and their family-wide data. GPU names map to
// targets (a family plus features): targets.ts.
import type { Feature } from './targets.js';

export type Gen = 'gcn1.0' | 'gcn1.1' | 'gcn1.2' | 'gcn1.4';

/**
 * Index of a family into per-family data tuples (register, counter and name tables; a row's
 * specsByGen/printByGen): [1.0, 1.1, 1.2, 1.4]. Opcodes are not positional: opcodeOn (opcodes.ts).
 */
export const GEN_INDEX: Readonly<Record<Gen, 0 | 1 | 2 | 3>> = { 'gcn1.0': 0, 'gcn1.1': 1, 'gcn1.2': 2, 'gcn1.4': 3 };
export const GENS: readonly Gen[] = ['gcn1.0', 'gcn1.1', 'gcn1.2', 'gcn1.4'];

export interface GenInfo {
  readonly gen: Gen;
  /**
   * The family whose opcodes this one inherits where a row gives none of its own (opcodes.ts):
   * LLVM's fallback between encoding families (CI is in LLVM's SI family; GFX90A will be GFX9's).
   */
  readonly parent?: Gen;
  /** "GCN 1.0" */
  readonly label: string;
  /** The GPU llvm-mc is asked about when gcnkit is checked against it (the family's base target). */
  readonly llvmCpu: string;
  /** LLVM's name of the encoding family (SI, CI, VI, GFX9). */
  readonly llvmName: string;
  /** The ISA major version (gfx6 .. gfx9): amdhsa descriptors, the code-object ISA note. */
  readonly major: number;
  /** Family-wide features (src/isa/targets.ts); every target of the family has them. */
  readonly features: ReadonlySet<Feature>;
  /** The MODE register after reset: GFX9 sets DX10_CLAMP and IEEE (bits 8-9) besides denormals. */
  readonly modeReset: number;
  /** CLRX's name of the family's base GPU (the disassembler's .gpu line under --syntax clrx). */
  readonly clrxGpu: string;
}

const SI_CI: readonly Feature[] = ['snorm-ogl', 'lds-m0-limit'];
const GFX9: readonly Feature[] = ['inv-2pi-inline', 'aperture-regs', 'smem-signed-offset', 'sh-mem-bases', 'flat-scratch-base'];
export const GEN_INFO: Readonly<Record<Gen, GenInfo>> = {
  'gcn1.0': { gen: 'gcn1.0', label: 'GCN 1.0', llvmCpu: 'tahiti', llvmName: 'SI', major: 6, features: new Set(SI_CI), modeReset: 0xc0, clrxGpu: 'Tahiti' },
  'gcn1.1': { gen: 'gcn1.1', parent: 'gcn1.0', label: 'GCN 1.1', llvmCpu: 'bonaire', llvmName: 'CI', major: 7, features: new Set(SI_CI), modeReset: 0xc0, clrxGpu: 'Bonaire' },
  'gcn1.2': { gen: 'gcn1.2', label: 'GCN 1.2', llvmCpu: 'tonga', llvmName: 'VI', major: 8, features: new Set<Feature>(['inv-2pi-inline', 'lds-m0-limit']), modeReset: 0xc0, clrxGpu: 'Tonga' },
  'gcn1.4': { gen: 'gcn1.4', label: 'GCN 1.4', llvmCpu: 'gfx900', llvmName: 'GFX9', major: 9, features: new Set(GFX9), modeReset: 0xf0, clrxGpu: 'GFX900' },
};
