// Generations and the GPU names users type for them.

export type Gen = 'gcn1.0' | 'gcn1.1' | 'gcn1.2' | 'gcn1.4';

/** Index of a generation into per-generation tuples in the tables: [1.0, 1.1, 1.2, 1.4]. */
export const GEN_INDEX: Readonly<Record<Gen, 0 | 1 | 2 | 3>> = { 'gcn1.0': 0, 'gcn1.1': 1, 'gcn1.2': 2, 'gcn1.4': 3 };
export const GENS: readonly Gen[] = ['gcn1.0', 'gcn1.1', 'gcn1.2', 'gcn1.4'];

export interface GenInfo {
  readonly gen: Gen;
  /** "GCN 1.0" */
  readonly label: string;
  /** The GPU llvm-mc is asked about when gcnkit is checked against it. */
  readonly llvmCpu: string;
  readonly llvmName: string;
}

export const GEN_INFO: Readonly<Record<Gen, GenInfo>> = {
  'gcn1.0': { gen: 'gcn1.0', label: 'GCN 1.0', llvmCpu: 'tahiti', llvmName: 'SI' },
  'gcn1.1': { gen: 'gcn1.1', label: 'GCN 1.1', llvmCpu: 'bonaire', llvmName: 'CI' },
  'gcn1.2': { gen: 'gcn1.2', label: 'GCN 1.2', llvmCpu: 'tonga', llvmName: 'VI' },
  'gcn1.4': { gen: 'gcn1.4', label: 'GCN 1.4', llvmCpu: 'gfx900', llvmName: 'GFX9' },
};

/** Every name accepted by --mcpu / --arch / .gpu / .arch, lower case. */
export const GPU_NAMES: Readonly<Record<string, Gen>> = {
  'gcn1.0': 'gcn1.0', tahiti: 'gcn1.0', pitcairn: 'gcn1.0', verde: 'gcn1.0', oland: 'gcn1.0', hainan: 'gcn1.0',
  gfx600: 'gcn1.0', gfx601: 'gcn1.0', gfx602: 'gcn1.0', si: 'gcn1.0',
  'gcn1.1': 'gcn1.1', bonaire: 'gcn1.1', hawaii: 'gcn1.1', kaveri: 'gcn1.1', kabini: 'gcn1.1', mullins: 'gcn1.1',
  gfx700: 'gcn1.1', gfx701: 'gcn1.1', gfx702: 'gcn1.1', gfx703: 'gcn1.1', gfx704: 'gcn1.1', gfx705: 'gcn1.1', ci: 'gcn1.1',
  'gcn1.2': 'gcn1.2', tonga: 'gcn1.2', iceland: 'gcn1.2', carrizo: 'gcn1.2', fiji: 'gcn1.2', polaris10: 'gcn1.2',
  polaris11: 'gcn1.2', stoney: 'gcn1.2', gfx801: 'gcn1.2', gfx802: 'gcn1.2', gfx803: 'gcn1.2', gfx805: 'gcn1.2',
  gfx810: 'gcn1.2', vi: 'gcn1.2',
  'gcn1.4': 'gcn1.4', gfx900: 'gcn1.4', gfx902: 'gcn1.4', gfx904: 'gcn1.4', gfx906: 'gcn1.4', gfx9: 'gcn1.4', vega: 'gcn1.4',
};

export function resolveGpu(name: string): Gen | undefined {
  const key = name.trim().toLowerCase();
  return Object.prototype.hasOwnProperty.call(GPU_NAMES, key) ? GPU_NAMES[key] : undefined;
}
