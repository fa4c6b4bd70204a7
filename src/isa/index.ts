// All encoding tables, and per-generation lookup structures built from them once.
import { GENS, GEN_INFO, type Gen } from './gens.js';
import { opcodeOn } from './opcodes.js';
import { TARGETS, baseTarget, targetOf, type On, type Target } from './targets.js';
import type { EncodingTable, InstrDef, Layout } from './types.js';
import { literalSkip } from './literal-rule.js';
import { SMRD } from './smrd.js';
import { SMEM } from './smem.js';
import { MUBUF } from './mubuf.js';
import { FLAT } from './flat.js';
import { SOPP } from './sopp.js';
import { SOP1, SOP2, SOPK, SOPC } from './salu.js';
import { VOP3P } from './vop3p.js';
import { VOP3P_MAI } from './mai.js';
import { VINTRP } from './vintrp.js';
import { DS } from './ds.js';
import { MIMG } from './mimg.js';
import { MTBUF } from './mtbuf.js';
import { EXP } from './exp.js';
import { VOP1, VOP2, VOPC, VOP1_DPP, VOP2_DPP, VOPC_DPP, VOP1_SDWA, VOP2_SDWA, VOPC_SDWA } from './valu.js';
import { VOP3, VOP3B } from './vop3.js';

export { SMRD, SMEM, MUBUF, MTBUF, FLAT, SOPP, SOP1, SOP2, SOPK, SOPC, VOP1, VOP2, VOPC, DS, VOP3, VOP3B, VINTRP, VOP3P, VOP3P_MAI };
export const TABLES: readonly EncodingTable[] = [
  SMRD, SMEM, MUBUF, FLAT, SOP1, SOP2, SOPK, SOPC, SOPP,
  VOP1, VOP2, VOPC, VOP1_SDWA, VOP2_SDWA, VOPC_SDWA, VOP1_DPP, VOP2_DPP, VOPC_DPP,
  VOP3, VOP3B, VOP3P, VOP3P_MAI, VINTRP, DS, MTBUF, MIMG, EXP,
];

export interface GenEncoding {
  /** The lookup structures this encoding is part of (its target). */
  readonly isa: GenIsa;
  readonly table: EncodingTable;
  readonly layout: Layout;
  /** Instruction by opcode key; holes are undefined (an opcode this generation lacks). */
  readonly byKey: readonly (InstrDef | undefined)[];
  readonly markerMask: number;
  readonly markerValue: number;
  /** By opcode key: the literal conditions the row holds no source for (literalSkip). */
  readonly litSkip: Uint8Array;
  /**
   * Where encodings share one marker and split the opcode space (VOP3a / VOP3b): on the first
   * of them, the encoding that owns each opcode key. The decoder reads the fields by its layout.
   */
  split?: (GenEncoding | undefined)[];
}

export interface GenIsa {
  readonly gen: Gen;
  /** The target the tables were built for (any target of the family with the same rowKey). */
  readonly target: Target;
  readonly encodings: readonly GenEncoding[];
  readonly byName: ReadonlyMap<string, { def: InstrDef; enc: GenEncoding }>;
}

function build(target: Target): GenIsa {
  const gen = target.gen;
  const encodings: GenEncoding[] = [];
  const byName = new Map<string, { def: InstrDef; enc: GenEncoding }>();
  const isa: GenIsa = { gen, target, encodings, byName };
  for (const table of TABLES) {
    const layout = table.layouts[gen];
    if (!layout) continue;
    const keyBits = layout.opFields.reduce((n, f) => n + f.width, 0);
    const byKey: (InstrDef | undefined)[] = new Array(2 ** keyBits).fill(undefined);
    // The marker is every fixed field of dword 0 (SDWA/DPP layouts fix SRC0 besides the encoding bits).
    let markerMask = 0, markerValue = 0;
    for (const f of layout.fields) {
      if (f.fixed === undefined || f.word) continue;
      markerMask = (markerMask | (f.mask << f.shift)) >>> 0;
      markerValue = (markerValue | (f.fixed << f.shift)) >>> 0;
    }
    // One litSkip per layout, shared by the family's targets: a key's rows on any two targets have
    // the same profile (fma_mix / mad_mix), and encode() finds it by layout alone.
    let litSkip = LIT_SKIP.get(layout);
    if (!litSkip) LIT_SKIP.set(layout, (litSkip = new Uint8Array(byKey.length)));
    const enc: GenEncoding = { isa, table, layout, byKey, markerMask, markerValue, litSkip };
    if (!BY_LAYOUT.has(layout)) BY_LAYOUT.set(layout, enc);
    for (const def of table.instrs) {
      const key = opcodeOn(def, gen);
      if (key < 0 || (def.requires && !target.features.has(def.requires))) continue;
      byKey[key] = def;
      litSkip[key] = literalSkip(layout, def);
      byName.set(def.name, { def, enc });
      // A printed name another row already has (v_nop for v_nop_e64; tonga's VOPC SDWA
      // prints as v_cmp_*) names that row.
      if (def.printName && !byName.has(def.printName)) byName.set(def.printName, { def, enc });
    }
    for (const [alias, target] of Object.entries(table.aliases ?? {})) {
      const t = byName.get(target);
      if (!byName.has(alias) && t?.enc === enc) byName.set(alias, t);
    }
    const first = encodings.find((e) => e.table.name === table.name && e.markerMask === markerMask && e.markerValue === markerValue);
    // A layout sharing a marker that has no row on this target (gfx908's VOP3P-MAI on gfx900) is no encoding of it.
    if (first && !byKey.some((d) => d)) {
      if (BY_LAYOUT.get(layout) === enc) BY_LAYOUT.delete(layout);
      continue;
    }
    if (first) {
      first.split ??= first.byKey.map((d) => (d ? first : undefined));
      byKey.forEach((d, k) => { if (d) first.split![k] = enc; });
    }
    encodings.push(enc);
  }
  return isa;
}

/** The encoding each layout belongs to (one per table and generation: the first target built), filled by build. */
const BY_LAYOUT = new WeakMap<Layout, GenEncoding>();
const LIT_SKIP = new WeakMap<Layout, Uint8Array>();
/** The encoding of a layout (its generation's lookup structures built if need be). */
export function encodingOfLayout(layout: Layout): GenEncoding | undefined {
  isaFor(layout.gen);
  return BY_LAYOUT.get(layout);
}

/**
 * Each target's lookup structures, built when first asked for (a run reads one GPU). A family
 * name stands for its base target; targets with the same family and row features share them.
 */
const ISA = new Map<string, GenIsa>();
/** By the family name or Target object asked with: one map lookup on the hot paths. */
const BY_ON = new Map<On, GenIsa>();
export function isaFor(on: On): GenIsa {
  let isa = BY_ON.get(on);
  if (!isa) {
    const t = targetOf(on);
    const k = isaKey(t);
    isa = ISA.get(k);
    if (!isa) ISA.set(k, (isa = build(t)));
    BY_ON.set(on, isa);
  }
  return isa;
}

/** Targets with the same key have the same rows (caches of derived tables key by it too). */
export function isaKey(t: Target): string {
  return t.rowKey ? `${t.gen}+${t.rowKey}` : t.gen;
}

/** Generations on which a mnemonic exists (for "did you mean / exists on" messages). */
export function gensOf(name: string): Gen[] {
  return GENS.filter((g) => isaFor(g).byName.has(name));
}

/** Targets on which a mnemonic exists (the tables are built once per distinct row set). */
export function targetsOf(name: string): Target[] {
  return TARGETS.filter((t) => isaFor(t).byName.has(name));
}

/**
 * The targets gcnkit is checked against llvm-mc on (golden vectors, conformance): each family's
 * base target, then the first GPU of each other row set (gfx904: fma_mix; gfx906: dot products),
 * with the name llvm-mc is given (tahiti, bonaire, tonga, gfx900, gfx904, gfx906).
 */
export function checkedTargets(): { target: Target; cpu: string }[] {
  const out = GENS.map((g) => ({ target: baseTarget(g), cpu: GEN_INFO[g].llvmCpu }));
  const seen = new Set(out.map((o) => isaKey(o.target)));
  for (const t of TARGETS) if (!seen.has(isaKey(t))) { seen.add(isaKey(t)); out.push({ target: t, cpu: t.name }); }
  return out;
}
