// gcnkit analyze: per kernel or function, the CFG, liveness, the registers used (as LLVM counts
// them for "; NumVgprs:" / "; NumSgprs:"), the occupancy they and the LDS size allow, and the
// findings of each check. Checks are functions of an Analysis (the 'registers' check is here;
// waits and hazards come from waits.ts / hazards.ts through the same Check type).
import type { Gen } from '../isa/gens.js';
import { scalarRegs } from '../isa/registers.js';
import { extraSgprs, gfxMajor, SGPR_INIT_BUG } from '../objects/descriptor.js';
import { buildCfg, type Cfg } from './cfg.js';
import { liveness, type Liveness } from './liveness.js';
import { accumOffset, occupancy, totalVgprs, type Occupancy } from './occupancy.js';
import { has } from '../isa/targets.js';
import { DEFAULT_MAX_FLAT_WORKGROUP, occupancyOf, SGPR_INIT_BUG_GPUS } from '../isa/occupancy-data.js';
import { rangeText, VCC, type Instr, type Program, type RegRange } from './program.js';

export interface Finding {
  readonly kind: 'wait' | 'hazard' | 'registers';
  /** Byte offset of the instruction the finding is about. */
  readonly offset: number;
  /** Byte offset of the other instruction involved (the write a read waits for), if any. */
  readonly with?: number;
  readonly message: string;
  /** What fixes it. */
  readonly fix?: string;
  /** The wait-state rule a 'hazard' breaks (src/analyze/hazard-rules.ts). */
  readonly rule?: string;
}

export interface Target {
  /** The processor (gfx802 ...): SGPR init bug; undefined for a bare generation. */
  readonly gfx?: string;
  /** XNACK on or any (its mask's SGPRs are reserved: LLVM's isXNACKEnabled). */
  readonly xnack: boolean;
}

export interface VgprUse {
  /** Highest VGPR referenced + 1 (clang's NumVgprs), callees included. */
  readonly used: number;
  readonly maxLive: number;
  /** What the descriptor allocates (.amdhsa_next_free_vgpr rounded up to its granule), if known. */
  readonly allocated?: number;
}

/**
 * AGPRs (CDNA): highest referenced + 1 (clang's "; NumAgprs:"), the most live at once, and what the
 * descriptor allocates. gfx908 has a file of 256 of them and allocates as many as VGPRs
 * (.amdhsa_next_free_vgpr counts both files: LLVM's TotalNumVgprs); gfx90a-insts targets have one
 * file of 512 per lane, VGPRs first and AGPR n at accumOffset + n (.amdhsa_accum_offset), and
 * allocate .amdhsa_next_free_vgpr of it: the AGPRs are what lies past accumOffset.
 */
export interface AgprUse extends VgprUse {
  /** VGPRs and AGPRs as occupancy and the descriptor count them (clang's "; TotalNumVgprs:"). */
  readonly total: number;
  /** gfx90a-insts: where a0 is in the unified file (the descriptor's, else where clang puts it: the VGPRs aligned to 4). */
  readonly accumOffset?: number;
}

export interface SgprUse extends VgprUse {
  /** used plus VCC, FLAT_SCRATCH and XNACK_MASK as LLVM reserves them (clang's NumSgprs). */
  readonly withExtra: number;
  readonly vcc: boolean;
  readonly flatScratch: boolean;
  readonly xnack: boolean;
}

export interface Analysis {
  readonly program: Program;
  readonly cfg: Cfg;
  readonly live: Liveness;
  readonly vgprs: VgprUse;
  readonly sgprs: SgprUse;
  /** On a target with AGPRs (the mai-insts feature) only. */
  readonly agprs?: AgprUse;
  readonly ldsBytes: number;
  readonly occupancy: Occupancy;
  readonly findings: Finding[];
}

/** A check: the findings for one analysed program. */
export type Check = (a: Analysis) => Finding[];

const field = (p: Program, name: string): number | undefined => {
  const f = p.descriptor?.fields.find(([n]) => n === name);
  return f ? Number(f[1]) : undefined;
};

/** Own register references of a program: highest VGPR/SGPR + 1, VCC and FLAT_SCRATCH use. */
interface OwnUse { vgprs: number; agprs: number; sgprs: number; vcc: boolean; flatScratch: boolean }

function ownUse(p: Program): OwnUse {
  const sgprLimit = scalarRegs(p.gen).sgprs;
  const flat = [...scalarRegs(p.gen).pair].find(([, n]) => n === 'flat_scratch')?.[0];
  const u: OwnUse = { vgprs: 0, agprs: 0, sgprs: 0, vcc: false, flatScratch: false };
  const see = (r: RegRange): void => {
    const end = r.first + r.count;
    if (r.cls === 'v') u.vgprs = Math.max(u.vgprs, end);
    else if (r.cls === 'a') u.agprs = Math.max(u.agprs, end);
    else if (r.cls === 's') {
      if (r.first < sgprLimit) u.sgprs = Math.max(u.sgprs, Math.min(end, sgprLimit));
      if (r.first < VCC + 2 && end > VCC) u.vcc = true;
      if (flat !== undefined && r.first < flat + 2 && end > flat) u.flatScratch = true;
    }
  };
  for (const ins of p.instrs) { ins.reads.forEach(see); ins.writes.forEach(see); }
  return u;
}

/** Analyse each program; a kernel's register use includes what the functions it calls use. */
export function analyzePrograms(programs: readonly Program[], target: Target, checks: readonly Check[] = []): Analysis[] {
  const out: Analysis[] = [];
  analyzeEach(programs, target, checks, (a) => out.push(a));
  return out;
}

/**
 * Analyse the programs one after the other, each analysis handed to `visit` in program order and
 * then let go: beyond the programs, memory holds one program's analysis at a time.
 */
export function analyzeEach(programs: readonly Program[], target: Target, checks: readonly Check[], visit: (a: Analysis) => void): void {
  const cfgs: (Cfg | undefined)[] = programs.map(buildCfg);
  const own = programs.map(ownUse);
  const byStart = new Map<number, number>();
  programs.forEach((p, i) => byStart.set(p.start, i));
  const callees = cfgs.map((c) => c!.edges.filter((e) => e.kind === 'call' && e.target !== undefined && byStart.has(e.target)).map((e) => byStart.get(e.target!)!));
  programs.forEach((p, i) => {
    // Transitive callees (recursion visits each once).
    const seen = new Set([i]);
    const work = [...callees[i]];
    const u = { ...own[i] };
    while (work.length) {
      const j = work.pop()!;
      if (seen.has(j)) continue;
      seen.add(j);
      u.vgprs = Math.max(u.vgprs, own[j].vgprs);
      u.agprs = Math.max(u.agprs, own[j].agprs);
      u.sgprs = Math.max(u.sgprs, own[j].sgprs);
      u.vcc ||= own[j].vcc;
      u.flatScratch ||= own[j].flatScratch;
      work.push(...callees[j]);
    }
    const cfg = cfgs[i]!;
    cfgs[i] = undefined;
    const live = liveness(cfg);
    const a = resources(p, cfg, live, u, target);
    a.findings.push(...registerFindings(a));
    for (const c of checks) a.findings.push(...c(a));
    a.findings.sort((x, y) => x.offset - y.offset);
    visit(a);
  });
}

function resources(p: Program, cfg: Cfg, live: Liveness, u: OwnUse, target: Target): Analysis {
  const gen: Gen = p.gen;
  const xnack = target.xnack && gfxMajor(gen) >= 8;
  // Architected flat scratch (gfx940-942): LLVM counts FLAT_SCRATCH's SGPRs whether the code uses it or not.
  const flatScratch = u.flatScratch || has(p.target, 'architected-flat-scratch');
  let withExtra = u.sgprs + extraSgprs(gfxMajor(gen), u.vcc, flatScratch, xnack);
  if (target.gfx && SGPR_INIT_BUG_GPUS.has(target.gfx) && p.kind === 'kernel') withExtra = SGPR_INIT_BUG;
  const nextVgpr = field(p, 'next_free_vgpr') ?? granules(field(p, 'granulated_workitem_vgpr_count'), occupancyOf(gen).vgprGranule);
  // With architected flat scratch the descriptor's .amdhsa_next_free_sgpr leaves out FLAT_SCRATCH's
  // 6, which the hardware always allocates (LLVM's AMDGPUDisassembler prints the granule's upper end less them).
  const archFlat = has(p.target, 'architected-flat-scratch') && field(p, 'next_free_sgpr') !== undefined ? extraSgprs(gfxMajor(gen), false, true, false) : 0;
  const nextSgpr = field(p, 'next_free_sgpr') ?? granules(field(p, 'granulated_wavefront_sgpr_count'), occupancyOf(gen).sgprGranule);
  const sgprAlloc = nextSgpr === undefined ? undefined : nextSgpr + archFlat;
  const ldsBytes = field(p, 'group_segment_fixed_size') ?? field(p, 'workgroup_group_segment_byte_size') ?? 0;
  const agprFile = has(p.target, 'mai-insts');
  const total = agprFile ? totalVgprs(p.target, u.vgprs, u.agprs) : u.vgprs;
  // gfx90a-insts: one file; the VGPRs end and the AGPRs start at the accumulator offset.
  const unified = has(p.target, 'gfx90a-insts');
  const accum = unified ? field(p, 'accum_offset') ?? accumOffset(u.vgprs) : undefined;
  const vgprAlloc = nextVgpr === undefined || accum === undefined || !field(p, 'accum_offset') ? nextVgpr : Math.min(accum, nextVgpr);
  const agprAlloc = nextVgpr === undefined || accum === undefined ? nextVgpr : Math.max(0, nextVgpr - accum);
  const occ = occupancy(gen, {
    vgprs: total, sgprs: withExtra, ldsBytes, maxFlatWorkGroup: p.maxFlatWorkGroup ?? DEFAULT_MAX_FLAT_WORKGROUP,
  });
  return {
    program: p, cfg, live, ldsBytes, occupancy: occ, findings: [],
    vgprs: { used: u.vgprs, maxLive: live.maxVgprs, ...(vgprAlloc === undefined ? {} : { allocated: vgprAlloc }) },
    sgprs: {
      used: u.sgprs, withExtra, maxLive: live.maxSgprs, vcc: u.vcc, flatScratch, xnack,
      ...(sgprAlloc === undefined ? {} : { allocated: sgprAlloc }),
    },
    ...(agprFile ? {
      agprs: {
        used: u.agprs, maxLive: live.maxAgprs, total, ...(agprAlloc === undefined ? {} : { allocated: agprAlloc }),
        ...(accum === undefined ? {} : { accumOffset: accum }),
      },
    } : {}),
  };
}

const granules = (g: number | undefined, size: number): number | undefined => (g === undefined ? undefined : (g + 1) * size);

/** The first instruction that names a register of `cls` at or above `limit`. */
function firstBeyond(p: Program, cls: 'v' | 'a' | 's', limit: number, sgprLimit: number): { ins: Instr; r: RegRange } | undefined {
  for (const ins of p.instrs) {
    for (const r of [...ins.reads, ...ins.writes]) {
      if (r.cls !== cls) continue;
      if (cls === 's' && r.first >= sgprLimit) continue;
      if (r.first + r.count > limit) return { ins, r };
    }
  }
  return undefined;
}

/** Registers the code uses beyond what its descriptor allocates. */
function registerFindings(a: Analysis): Finding[] {
  const p = a.program;
  const out: Finding[] = [];
  const { vgprs, sgprs, agprs } = a;
  // The descriptor's VGPR count allocates as many AGPRs (gfx908), or the VGPRs up to the accumulator
  // offset and the AGPRs past it in one file (gfx90a-insts): it must cover both.
  const need = agprs?.total ?? vgprs.used;
  const accum = agprs?.accumOffset;
  for (const [cls, use, name] of [['v', vgprs, 'VGPRs'], ['a', agprs, 'AGPRs']] as const) {
    if (!use || use.allocated === undefined || use.used <= use.allocated) continue;
    const at = firstBeyond(p, cls, use.allocated, 0);
    const fix = accum !== undefined && cls === 'v' && agprs!.used
      ? `.amdhsa_accum_offset ${accumOffset(vgprs.used)}; .amdhsa_next_free_vgpr ${need}`
      : `.amdhsa_next_free_vgpr ${accum !== undefined && cls === 'a' ? accum + use.used : need}`;
    out.push({
      kind: 'registers', offset: at?.ins.offset ?? p.start,
      message: `${at ? rangeText(at.r, p.gen) + ' is' : `${name} are`} beyond the ${use.allocated} ${name} the descriptor allocates${accum === undefined ? '' : ` (AGPRs from ${accum})`}: the code uses ${use.used}`,
      fix,
    });
  }
  if (sgprs.allocated !== undefined && sgprs.withExtra > sgprs.allocated) {
    const extra = sgprs.withExtra - sgprs.used;
    const at = firstBeyond(p, 's', Math.max(0, sgprs.allocated - extra), scalarRegs(p.gen).sgprs);
    out.push({
      kind: 'registers', offset: at?.ins.offset ?? p.start,
      message: `${at ? rangeText(at.r, p.gen) + ' is' : 'SGPRs are'} beyond the ${sgprs.allocated} SGPRs the descriptor allocates: the code uses ${sgprs.used}${extra ? ` and ${extra} more for ${[sgprs.vcc ? 'VCC' : '', sgprs.flatScratch ? 'FLAT_SCRATCH' : '', sgprs.xnack ? 'XNACK_MASK' : ''].filter(Boolean).join(', ')}` : ''}`,
      fix: `.amdhsa_next_free_sgpr ${sgprs.used}`,
    });
  }
  return out;
}
