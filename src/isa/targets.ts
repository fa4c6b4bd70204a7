// Targets: a GPU is an encoding family (its layouts and opcodes: SI, CI, VI, GFX9, keyed by Gen)
// plus a feature set, as LLVM's subtargets are (AMDGPU.td's FeatureISAVersion* sets). A row
// that needs a feature says so (`requires: 'dot2-insts'`); the lookup tables of a target hold the
// rows its features allow (src/isa/index.ts isaFor). Feature names are LLVM's where LLVM has one.
// A new GPU of an existing family is one line of TARGET_ROWS; see docs/targets.md.
import { GEN_INFO, GENS, type Gen } from './gens.js';

export type Feature =
  // Family-wide (GEN_INFO[gen].features): behaviour the simulator, printers and readers ask about.
  | 'inv-2pi-inline' // source 248 is 1/(2*pi) (LLVM FeatureInv2PiInlineImm, VI+)
  | 'aperture-regs' // sources 235-238 read SRC_SHARED/PRIVATE_BASE/LIMIT (LLVM FeatureApertureRegs)
  | 'smem-signed-offset' // SMEM's immediate offset is signed 21 bits (GFX9)
  | 'sh-mem-bases' // hwreg 15 is SH_MEM_BASES (GFX9)
  | 'flat-scratch-base' // FLAT_SCRATCH holds a 64-bit base address (GFX9); before: offset and size
  | 'snorm-ogl' // MTBUF NFMT 6 is SNORM_OGL (SI, CI); later it is reserved
  | 'lds-m0-limit' // every DS access reads M0 as its LDS bound (SI-VI; LLVM ldsRequiresM0Init, gen < GFX9)
  | 'gds' // DS's optional gds modifier (LLVM FeatureGDS; CDNA 2 and 3 have none: only the GWS instructions, which require it)
  | 'dot-fixed-opsel' // the VOP3P dot instructions take no op_sel and only op_sel_hi:[1,1,1] (CDNA 3: llvm-mc 19 validateOpSel on GFX940, "invalid op_sel operand")
  // Per GPU (Target.features): instruction sets and code-object settings.
  | 'mad-mix-insts' | 'fma-mix-insts' | 'dl-insts'
  | 'dot1-insts' | 'dot2-insts' | 'dot3-insts' | 'dot4-insts' | 'dot5-insts' | 'dot6-insts' | 'dot7-insts' | 'dot10-insts'
  | 'mai-insts' | 'gfx90a-insts' | 'packed-fp32-ops' | 'aligned-vgpr'
  | 'gfx940-insts' // CDNA3 (LLVM FeatureGFX940Insts): gfx940's hazard rules and MFMA pass counts (src/analyze)
  | 'architected-flat-scratch' // FLAT_SCRATCH is set by the hardware; LLVM counts its 6 extra SGPRs always (getNumExtraSGPRs)
  | 'pk-fmac-f16-inst' // v_pk_fmac_f16 (VOP2; gfx908+)
  | 'atomic-fadd-no-rtn-insts' // global/buffer_atomic_add_f32 without a returned value (gfx908+)
  | 'atomic-buffer-global-pk-add-f16-no-rtn-insts' // global/buffer_atomic_pk_add_f16 without a returned value (gfx908)
  | 'xnack' // the target ID takes :xnack+/- (LLVM FeatureSupportsXNACK)
  | 'sramecc' // the target ID takes :sramecc+/- (LLVM FeatureSupportsSRAMECC)
  // The scratch base is set by the hardware, not by flat_scratch_init/private_segment_buffer user
  // SGPRs (LLVM FeatureArchitectedFlatScratch; gfx940 family): the kernel descriptor's directives.
  | 'architected-flat-scratch';

export interface Target {
  /** The processor name: gfx906 (LLVM's -mcpu name; also the code-object MACH name). */
  readonly name: string;
  /** The encoding family: layouts, opcodes and family-wide features. */
  readonly gen: Gen;
  /** "GCN 1.4.1" */
  readonly label: string;
  readonly features: ReadonlySet<Feature>;
  /**
   * The features rows ask for that this target has, as text ("" for most): targets with the
   * same family and rowKey share lookup tables and fast-path kernels.
   */
  readonly rowKey: string;
}

/** A row's feature requirement as written in a table ("dl-insts"); an unknown name is a table error. */
export function feature(text: string, where: string): Feature {
  if (!ROW_FEATURES.has(text as Feature)) throw new Error(`${where}: unknown row feature "${text}"`);
  return text as Feature;
}

/** Features some row requires (the ones that change a target's instruction set). */
export const ROW_FEATURES: ReadonlySet<Feature> = new Set<Feature>([
  'mad-mix-insts', 'fma-mix-insts', 'dl-insts', 'dot1-insts', 'dot2-insts', 'dot3-insts', 'dot4-insts', 'dot5-insts',
  'dot6-insts', 'dot7-insts', 'dot10-insts', 'mai-insts', 'gfx90a-insts', 'packed-fp32-ops', 'pk-fmac-f16-inst',
  'atomic-fadd-no-rtn-insts', 'atomic-buffer-global-pk-add-f16-no-rtn-insts',
]);

// processor  family  label      features                                        other names
// (gfx908, MI100: GFX9's encodings, with gfx906's dot products and CDNA's matrix instructions,
// LLVM's FeatureISAVersion9_0_MI_Common + 9_0_8; its label is AMD's name for the ISA, CDNA 1)
// (features per LLVM 19's GCNProcessors.td / AMDGPU.td FeatureISAVersion*, each checked with
// llvm-mc 19 -mcpu=NAME: the instructions it accepts and refuses)
const TARGET_ROWS = `
gfx600  gcn1.0  GCN 1.0    -                                                   tahiti gcn1.0 si
gfx601  gcn1.0  GCN 1.0    -                                                   pitcairn verde
gfx602  gcn1.0  GCN 1.0    -                                                   oland hainan
gfx700  gcn1.1  GCN 1.1    -                                                   kaveri
gfx701  gcn1.1  GCN 1.1    -                                                   hawaii
gfx702  gcn1.1  GCN 1.1    -                                                   -
gfx703  gcn1.1  GCN 1.1    -                                                   kabini mullins
gfx704  gcn1.1  GCN 1.1    -                                                   bonaire gcn1.1 ci
gfx705  gcn1.1  GCN 1.1    -                                                   -
gfx801  gcn1.2  GCN 1.2    xnack                                               carrizo
gfx802  gcn1.2  GCN 1.2    -                                                   tonga iceland gcn1.2 vi
gfx803  gcn1.2  GCN 1.2    -                                                   fiji polaris10 polaris11
gfx805  gcn1.2  GCN 1.2    -                                                   -
gfx810  gcn1.2  GCN 1.2    xnack                                               stoney
gfx900  gcn1.4  GCN 1.4    xnack,mad-mix-insts                                 gcn1.4 gfx9 vega
gfx902  gcn1.4  GCN 1.4    xnack,mad-mix-insts                                 -
gfx904  gcn1.4  GCN 1.4    xnack,fma-mix-insts                                 -
gfx906  gcn1.4  GCN 1.4.1  xnack,sramecc,fma-mix-insts,dl-insts,dot1-insts,dot2-insts,dot7-insts,dot10-insts  gcn1.4.1 vega20
gfx908  gcn1.4  CDNA 1     xnack,sramecc,fma-mix-insts,dl-insts,dot1-insts,dot2-insts,dot3-insts,dot4-insts,dot5-insts,dot6-insts,dot7-insts,dot10-insts,mai-insts,pk-fmac-f16-inst,atomic-fadd-no-rtn-insts,atomic-buffer-global-pk-add-f16-no-rtn-insts  cdna1 mi100
gfx90a  gfx90a  CDNA 2     xnack,sramecc,fma-mix-insts,dl-insts,dot1-insts,dot2-insts,dot3-insts,dot4-insts,dot5-insts,dot6-insts,dot7-insts,dot10-insts,mai-insts,gfx90a-insts,packed-fp32-ops,aligned-vgpr,pk-fmac-f16-inst,atomic-fadd-no-rtn-insts  cdna2 mi200 mi250
gfx940  gfx940  CDNA 3     xnack,sramecc,fma-mix-insts,dl-insts,dot1-insts,dot2-insts,dot3-insts,dot4-insts,dot5-insts,dot6-insts,dot7-insts,dot10-insts,mai-insts,gfx90a-insts,gfx940-insts,architected-flat-scratch,packed-fp32-ops,aligned-vgpr,pk-fmac-f16-inst,atomic-fadd-no-rtn-insts  -
gfx941  gfx940  CDNA 3     xnack,sramecc,fma-mix-insts,dl-insts,dot1-insts,dot2-insts,dot3-insts,dot4-insts,dot5-insts,dot6-insts,dot7-insts,dot10-insts,mai-insts,gfx90a-insts,gfx940-insts,architected-flat-scratch,packed-fp32-ops,aligned-vgpr,pk-fmac-f16-inst,atomic-fadd-no-rtn-insts  -
gfx942  gfx940  CDNA 3     xnack,sramecc,fma-mix-insts,dl-insts,dot1-insts,dot2-insts,dot3-insts,dot4-insts,dot5-insts,dot6-insts,dot7-insts,dot10-insts,mai-insts,gfx90a-insts,gfx940-insts,architected-flat-scratch,packed-fp32-ops,aligned-vgpr,pk-fmac-f16-inst,atomic-fadd-no-rtn-insts  cdna3 mi300
gfx909  gcn1.4  GCN 1.4    xnack,mad-mix-insts                                 -
gfx90c  gcn1.4  GCN 1.4    xnack,mad-mix-insts                                 -
`;

const BY_NAME = new Map<string, Target>();
const LIST: Target[] = [];
const NAME_GENS: Record<string, Gen> = {};

/**
 * Register targets from rows in TARGET_ROWS' format (the built-in rows are; a new family's
 * targets are its rows there). A row's family must be registered (gens.ts FAMILIES).
 */
export function addTargets(rows: string): void {
  for (const line of rows.trim().split('\n')) {
    const m = /^(\w+)\s+(\S+)\s+((?:GCN|CDNA) [\d.]+)\s+(\S+)\s+(.*)$/.exec(line.trim());
    if (!m || !(GENS as readonly string[]).includes(m[2])) throw new Error(`targets: bad row "${line}"`);
    const gen = m[2] as Gen;
    const own = m[4] === '-' ? [] : (m[4].split(',') as Feature[]);
    const features = new Set<Feature>([...GEN_INFO[gen].features, ...own]);
    const rowKey = own.filter((f) => ROW_FEATURES.has(f)).sort().join(',');
    const t: Target = { name: m[1], gen, label: m[3], features, rowKey };
    LIST.push(t);
    for (const n of [m[1], ...m[5].split(/\s+/).filter((x) => x !== '-')]) {
      if (BY_NAME.has(n)) throw new Error(`targets: ${n} twice`);
      BY_NAME.set(n, t);
      NAME_GENS[n] = gen;
    }
  }
}
addTargets(TARGET_ROWS);

/** Every target, in table order (one per processor). */
export const TARGETS: readonly Target[] = LIST;

/** Every name accepted by --mcpu / --arch / .gpu / .arch (lower case), and its target. */
export const TARGET_NAMES: ReadonlyMap<string, Target> = BY_NAME;

export function resolveTarget(name: string): Target | undefined {
  return BY_NAME.get(name.trim().toLowerCase());
}

/** The family's own target: the GPU llvm-mc is asked about for it (tahiti, bonaire, tonga, gfx900). */
export function baseTarget(gen: Gen): Target {
  return BY_NAME.get(GEN_INFO[gen].llvmCpu)!;
}

/** A family (its base target) or a target: what the lookup tables are built for. */
export type On = Gen | Target;

/** The target GPU `gpu` names within family `gen`; the family itself (its base target) if it names none of it. */
export function onIn(gen: Gen, gpu: string | undefined): On {
  const t = gpu === undefined ? undefined : resolveTarget(gpu);
  return t && t.gen === gen ? t : gen;
}

export function targetOf(on: On): Target {
  return typeof on === 'string' ? baseTarget(on) : on;
}

export function genOf(on: On): Gen {
  return typeof on === 'string' ? on : on.gen;
}

/** Whether a family (its base target) or a target has a feature. */
export function has(on: On, f: Feature): boolean {
  return typeof on === 'string' ? GEN_INFO[on].features.has(f) : on.features.has(f);
}

/** Every name accepted by --mcpu / --arch / .gpu / .arch, lower case, and its family. */
export const GPU_NAMES: Readonly<Record<string, Gen>> = NAME_GENS;

/** The family of a GPU name. */
export function resolveGpu(name: string): Gen | undefined {
  return resolveTarget(name)?.gen;
}
