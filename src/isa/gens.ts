// Encoding families (generations): their layouts, their opcodes (a row's cell per family, a child
// family inheriting its parent's: src/isa/opcodes.ts) and their family-wide data. GPU names map to
// targets (a family plus features): targets.ts. The family list is data: FAMILIES below, each
// registered by addFamily; every per-family table elsewhere is a PerFamily record read through
// onFamily/familyValue, so a child family inherits every table it gives no entry of its own.
import type { Feature } from './targets.js';

/** A family's key: the `gen` of a FAMILIES entry (a new family is one more entry there). */
export type Gen = (typeof FAMILIES)[number]['gen'];

/**
 * Per-family data: a value for each family that has its own; a family without one takes its
 * parent's (GEN_INFO[gen].parent), as LLVM's encoding families fall back (GFX90A -> GFX9). Read
 * it with onFamily / familyValue, never by position.
 */
export type PerFamily<T> = Readonly<Partial<Record<Gen, T>>>;

export interface GenInfo {
  readonly gen: Gen;
  /**
   * The family whose data this one inherits where it has none of its own (opcodes, layouts, every
   * PerFamily table): LLVM's fallback between encoding families (CI is in LLVM's SI family;
   * GFX90A and GFX940 are GFX9's children).
   */
  readonly parent?: Gen;
  /** "GCN 1.0" */
  readonly label: string;
  /** The GPU llvm-mc is asked about when gcnkit is checked against it (the family's base target). */
  readonly llvmCpu: string;
  /** LLVM's name of the encoding family (SI, CI, VI, GFX9): a row's named cell op:NAME=KEY. */
  readonly llvmName: string;
  /** llvm-mc 19 disassembles this family (VI and later; SI and CI it cannot): conformance and bench. */
  readonly llvmDisassembles: boolean;
  /** The ISA major version (gfx6 .. gfx9): amdhsa descriptors, the code-object ISA note. */
  readonly major: number;
  /** Family-wide features (src/isa/targets.ts); every target of the family has them. */
  readonly features: ReadonlySet<Feature>;
  /** The MODE register after reset: GFX9 sets DX10_CLAMP and IEEE (bits 8-9) besides denormals. */
  readonly modeReset: number;
  /** CLRX's name of the family's base GPU (the disassembler's .gpu line under --syntax clrx). */
  readonly clrxGpu: string;
  /**
   * CLRX's architecture number (its .arch value and __GCN_ARCH-style symbol: 0 GCN 1.0, 1 GCN 1.1,
   * 2 GCN 1.2, 3 GCN 1.4); a child family has its parent's.
   */
  readonly clrxArch: number;
  /** CLRX's dialect covers the family (GCN 1.0-1.4; CLRX stops before CDNA 2 and 3). */
  readonly clrx: boolean;
}

/** A family's entry: a child family gives what differs from its parent and inherits the rest. */
export type FamilyEntry = Partial<GenInfo> & { readonly gen: Gen };
/** A FAMILIES entry as written (its `gen` makes the Gen type; its parent is checked when registered). */
type FamilyText = Partial<Omit<GenInfo, 'gen' | 'parent'>> & { readonly gen: string; readonly parent?: string };

const SI_CI_FEATURES: readonly Feature[] = ['snorm-ogl', 'lds-m0-limit', 'gds'];
const GFX9_FEATURES: readonly Feature[] = ['inv-2pi-inline', 'aperture-regs', 'smem-signed-offset', 'sh-mem-bases', 'flat-scratch-base'];
/** The families, parents first. */
const FAMILIES = [
  { gen: 'gcn1.0', label: 'GCN 1.0', llvmCpu: 'tahiti', llvmName: 'SI', llvmDisassembles: false, major: 6, features: new Set(SI_CI_FEATURES), modeReset: 0xc0, clrxGpu: 'Tahiti', clrxArch: 0, clrx: true },
  { gen: 'gcn1.1', parent: 'gcn1.0', label: 'GCN 1.1', llvmCpu: 'bonaire', llvmName: 'CI', major: 7, clrxGpu: 'Bonaire', clrxArch: 1 },
  { gen: 'gcn1.2', label: 'GCN 1.2', llvmCpu: 'tonga', llvmName: 'VI', llvmDisassembles: true, major: 8, features: new Set<Feature>(['inv-2pi-inline', 'lds-m0-limit', 'gds']), modeReset: 0xc0, clrxGpu: 'Tonga', clrxArch: 2, clrx: true },
  { gen: 'gcn1.4', label: 'GCN 1.4', llvmCpu: 'gfx900', llvmName: 'GFX9', llvmDisassembles: true, major: 9, features: new Set<Feature>([...GFX9_FEATURES, 'gds']), modeReset: 0xf0, clrxGpu: 'GFX900', clrxArch: 3, clrx: true },
  // CDNA 2 and 3 (MI200, MI300): LLVM's encoding families GFX90A and GFX940, children of GFX9 (its
  // getMCOpcode falls back GFX940 -> GFX90A -> GFX9). CLRX stops before them: their CLRX names are
  // GFX900's.
  // aligned-vgpr is family-wide: every GPU of GFX90A and GFX940 has it (register reading and the fast path key on the family).
  { gen: 'gfx90a', parent: 'gcn1.4', label: 'CDNA 2', llvmCpu: 'gfx90a', llvmName: 'GFX90A', clrx: false, features: new Set<Feature>([...GFX9_FEATURES, 'aligned-vgpr']) },
  { gen: 'gfx940', parent: 'gfx90a', label: 'CDNA 3', llvmCpu: 'gfx940', llvmName: 'GFX940', features: new Set<Feature>([...GFX9_FEATURES, 'aligned-vgpr', 'architected-flat-scratch', 'dot-fixed-opsel']) },
] as const satisfies readonly FamilyText[];

/** Every family, in registration order (parents before children). */
export const GENS: readonly Gen[] = [];
export const GEN_INFO: Readonly<Record<Gen, GenInfo>> = {} as Record<Gen, GenInfo>;

let inUse = false;
/** Called where per-family tables are first built from GENS: a family added later would lack them. */
export function familiesInUse(): void {
  inUse = true;
}

/**
 * Register a family (FAMILIES does, for the built-in ones; a test may add a made-up one before
 * any table is built). A child family's unset fields are its parent's.
 */
export function addFamily(entry: FamilyEntry): GenInfo {
  if (inUse) throw new Error(`family ${entry.gen}: registered after the per-family tables were built`);
  if ((GENS as readonly string[]).includes(entry.gen)) throw new Error(`family ${entry.gen} twice`);
  const parent = entry.parent === undefined ? undefined : GEN_INFO[entry.parent];
  if (entry.parent !== undefined && !parent) throw new Error(`family ${entry.gen}: unknown parent ${entry.parent}`);
  const info = { ...parent, ...entry } as GenInfo;
  for (const k of ['label', 'llvmCpu', 'llvmName', 'llvmDisassembles', 'major', 'features', 'modeReset', 'clrxGpu', 'clrxArch', 'clrx'] as const) {
    if (info[k] === undefined) throw new Error(`family ${entry.gen}: no ${k}`);
  }
  (GENS as Gen[]).push(info.gen);
  (GEN_INFO as Record<Gen, GenInfo>)[info.gen] = info;
  return info;
}
for (const f of FAMILIES) addFamily(f as FamilyEntry);

/** The value of a per-family record on `gen`: its own, else its parent's, ... (undefined: none). */
export function onFamily<T>(cells: PerFamily<T>, gen: Gen): T | undefined {
  for (let g: Gen | undefined = gen; g !== undefined; g = GEN_INFO[g]?.parent) {
    const v = cells[g];
    if (v !== undefined) return v;
  }
  return undefined;
}

/** The value of a per-family table every family has (its root families give one): onFamily or a thrown error. */
export function familyValue<T>(cells: PerFamily<T>, gen: Gen): T {
  const v = onFamily(cells, gen);
  if (v === undefined) throw new Error(`no ${gen} entry in a per-family table`);
  return v;
}

/** A PerFamily<boolean> set: true on the families named (and their children unless they say false). */
export function families(...gens: readonly Gen[]): PerFamily<boolean> {
  return Object.fromEntries(gens.map((g) => [g, true]));
}

/**
 * The family sets the name and spelling tables use (src/isa/imm-forms.ts, src/syntax/clrx.ts):
 * a child family is in its parent's sets. SI_CI holds GCN 1.0 and 1.1, SI_ONLY GCN 1.0 alone.
 */
export const ALL_FAMILIES = families('gcn1.0', 'gcn1.2', 'gcn1.4');
export const VI_UP = families('gcn1.2', 'gcn1.4');
export const GFX9_UP = families('gcn1.4');
export const PRE_GFX9 = families('gcn1.0', 'gcn1.2');
export const SI_CI = families('gcn1.0');
export const SI_ONLY: PerFamily<boolean> = { 'gcn1.0': true, 'gcn1.1': false };
export const VI_ONLY = families('gcn1.2');

/**
 * The families of a list that messages name, each once, in the order given: every one (a child
 * family is named beside its parent: "GCN 1.4/CDNA 2/CDNA 3 only" tells a gfx90a user the row is
 * theirs, where "GCN 1.4 only" would not).
 */
export function namedFamilies(gens: Iterable<Gen>): Gen[] {
  return [...new Set(gens)];
}

/** Whether `gen` is in a families() set. */
export function inFamilies(set: PerFamily<boolean>, gen: Gen): boolean {
  return onFamily(set, gen) === true;
}

/**
 * The families of the tables' per-family columns, in order: a row's opcode columns "op(1.0)
 * op(1.1) op(1.2) op(1.4)" and the analyser's wait-state columns. A family with no column
 * (a child family) reads its parent's (columnValue); a family gets a column only where a table
 * needs it to differ.
 */
export const COLUMN_GENS: readonly Gen[] = ['gcn1.0', 'gcn1.1', 'gcn1.2', 'gcn1.4'];

/** The value of a per-family column tuple (one value per COLUMN_GENS family) on `gen`. */
export function columnValue<T>(values: readonly T[], gen: Gen): T {
  for (let g: Gen | undefined = gen; g !== undefined; g = GEN_INFO[g]?.parent) {
    const i = COLUMN_GENS.indexOf(g);
    if (i >= 0) return values[i];
  }
  throw new Error(`family ${gen} has no column and no parent with one`);
}
