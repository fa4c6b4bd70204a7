// Scalar operand codes (SSRC/SDST/SOFFSET values 0..255) and register names per generation,
// as llvm-mc 19 spells them. Differences between generations are rows of data here.
import { GEN_INFO, familyValue, type Gen, type PerFamily } from './gens.js';
import { INLINE_FLOAT_TEXT, SPECIAL_SOURCES, inlineIntValue, isAperture, isCondSource, isInlineInt } from './src-operands.js';
import { EXEC_LO, INLINE_FLOAT_FIRST, INV_2PI, M0, SREG_CODES, SRC_POPS_EXITING_WAVE_ID, VCC } from './special-regs.js';

/** A named 64-bit register pair (each half usable as NAME_lo / NAME_hi). */
interface NamedRange {
  readonly name: string;   // "vcc": vcc_lo/vcc_hi singly, "vcc" as a pair
  readonly code: number;   // code of the low half
}

/** A family's scalar register file: SGPR count, trap temporaries and named pairs. */
export interface ScalarFile {
  readonly sgprs: number;
  readonly ttmpBase: number;
  readonly ttmps: number;
  readonly pairs: readonly NamedRange[];
}

const VCC_PAIR: NamedRange = { name: 'vcc', code: VCC };
const EXEC_PAIR: NamedRange = { name: 'exec', code: EXEC_LO };
// TBA/TMA exist up to GCN 1.2; GCN 1.4 reuses 108..111 for TTMP0..3.
const TRAP_PAIRS: readonly NamedRange[] = [{ name: 'tba', code: 108 }, { name: 'tma', code: 110 }];

/**
 * Scalar register files per family (a child family without an entry has its parent's). GCN 1.1
 * puts FLAT_SCRATCH at 104, GCN 1.2+ at 102 (SGPRs shrink from 104 to 102); XNACK_MASK is GCN
 * 1.4's (gfx900; llvm-mc's tonga has no XNACK).
 */
export const SCALAR_FILES: PerFamily<ScalarFile> = {
  'gcn1.0': { sgprs: 104, ttmpBase: 112, ttmps: 12, pairs: [VCC_PAIR, ...TRAP_PAIRS, EXEC_PAIR] },
  'gcn1.1': { sgprs: 104, ttmpBase: 112, ttmps: 12, pairs: [{ name: 'flat_scratch', code: 104 }, VCC_PAIR, ...TRAP_PAIRS, EXEC_PAIR] },
  'gcn1.2': { sgprs: 102, ttmpBase: 112, ttmps: 12, pairs: [{ name: 'flat_scratch', code: 102 }, VCC_PAIR, ...TRAP_PAIRS, EXEC_PAIR] },
  'gcn1.4': { sgprs: 102, ttmpBase: 108, ttmps: 16, pairs: [{ name: 'flat_scratch', code: 102 }, { name: 'xnack_mask', code: 104 }, VCC_PAIR, EXEC_PAIR] },
};

export interface ScalarRegs {
  readonly sgprs: number;
  readonly ttmpBase: number;
  readonly ttmps: number;
  /** Name of each single scalar register code 0..127 (undefined: no register there). */
  readonly single: readonly (string | undefined)[];
  /** Name of a pair starting at a code (for the named pairs). */
  readonly pair: ReadonlyMap<number, string>;
}

function buildRegs(gen: Gen): ScalarRegs {
  const { sgprs, ttmpBase, ttmps, pairs } = familyValue(SCALAR_FILES, gen);
  const single: (string | undefined)[] = new Array(128).fill(undefined);
  for (let i = 0; i < sgprs; i++) single[i] = `s${i}`;
  const pair = new Map<number, string>();
  for (const p of pairs) {
    single[p.code] = `${p.name}_lo`;
    single[p.code + 1] = `${p.name}_hi`;
    pair.set(p.code, p.name);
  }
  for (let i = 0; i < ttmps; i++) single[ttmpBase + i] = `ttmp${i}`;
  single[M0] = 'm0';
  return { sgprs, ttmpBase, ttmps, single, pair };
}

const REGS = new Map<Gen, ScalarRegs>();
export function scalarRegs(gen: Gen): ScalarRegs {
  let r = REGS.get(gen);
  if (!r) REGS.set(gen, (r = buildRegs(gen)));
  return r;
}

/** 'data': a destination/data operand, which may not be M0 or EXEC. */
export type SClass = 'any' | 'data';

/**
 * Name of `count` consecutive scalar registers starting at code `reg`, as llvm-mc prints it,
 * or undefined when llvm-mc has no syntax for that range (misaligned, out of range, straddling).
 * SGPR tuples of 2 must start on an even register, of 4 or more on a multiple of 4; the same
 * holds for TTMP tuples relative to TTMP0.
 */
export function sregName(gen: Gen, reg: number, count: number, cls: SClass = 'any'): string | undefined {
  let byGen = SREG_CACHE.get(gen);
  if (!byGen) SREG_CACHE.set(gen, (byGen = [[], []]));
  const byCls = byGen[cls === 'data' ? 1 : 0];
  let table = byCls[count];
  if (!table) {
    table = byCls[count] = [];
    for (let i = 0; i < 128; i++) table.push(computeSreg(gen, i, count, cls));
  }
  return table[reg];
}
/** Names by family, class ('any', 'data'), register count, first register. */
const SREG_CACHE = new Map<Gen, (string | undefined)[][][]>();

function computeSreg(gen: Gen, reg: number, count: number, cls: SClass): string | undefined {
  const r = scalarRegs(gen);
  // Data operands of scalar memory instructions (llvm's SReg_*_XM0_XEXEC) exclude M0 and EXEC.
  if (cls === 'data' && ((count === 1 && (reg === M0 || reg >= EXEC_LO)) || (count === 2 && reg === EXEC_LO))) return undefined;
  if (count === 1) return reg < 128 ? r.single[reg] : undefined;
  const align = count >= 4 ? 4 : count;
  if (reg + count <= r.sgprs) return reg % align === 0 ? `s[${reg}:${reg + count - 1}]` : undefined;
  const t = reg - r.ttmpBase;
  if (t >= 0 && t + count <= r.ttmps) return t % align === 0 ? `ttmp[${t}:${t + count - 1}]` : undefined;
  if (count === 2) return r.pair.get(reg);
  return undefined;
}

const SSRC_CACHE = new Map<Gen, (string | undefined)[]>();

/** Name of a 32-bit scalar source operand (SSRC code), or undefined if llvm-mc cannot write it. */
export function ssrcName(gen: Gen, code: number): string | undefined {
  let table = SSRC_CACHE.get(gen);
  if (!table) {
    table = [];
    for (let i = 0; i < 256; i++) table.push(computeSsrc(gen, i));
    SSRC_CACHE.set(gen, table);
  }
  return table[code];
}

function computeSsrc(gen: Gen, code: number): string | undefined {
  if (code < SREG_CODES) return scalarRegs(gen).single[code];
  if (isInlineInt(code)) return String(inlineIntValue(code));
  const features = GEN_INFO[gen].features;
  if (isAperture(code) && !features.has('aperture-regs')) return undefined;
  if (code >= INLINE_FLOAT_FIRST && code < INV_2PI) return INLINE_FLOAT_TEXT[code - INLINE_FLOAT_FIRST];
  if (code === INV_2PI) return features.has('inv-2pi-inline') ? '0.15915494' : undefined;
  return SPECIAL_SOURCES.get(code);
}
/**
 * Name of a scalar source read as a 64-bit operand (SSRC code): register pairs, and the
 * constants, where 1/(2*pi) prints with double precision.
 */
export function ssrc64Name(gen: Gen, code: number): string | undefined {
  if (code < SREG_CODES) return sregName(gen, code, 2);
  if (code === INV_2PI) return GEN_INFO[gen].features.has('inv-2pi-inline') ? '0.15915494309189532' : undefined;
  return ssrcName(gen, code);
}

/**
 * Special sources that count as registers where only registers are allowed (llvm-mc's SReg_32
 * holds src_vccz, src_execz, src_scc and src_pops_exiting_wave_id; SReg_64 the four apertures).
 */
export function sregSourceName(gen: Gen, code: number, count: number, vop3 = false): string | undefined {
  // VOP3's SGPR-pair operands (SDST, a VOPC destination, SRC2's carry/condition) also take
  // src_pops_exiting_wave_id and src_vccz/execz/scc in llvm-mc 19 (they round-trip).
  const ok = count === 1 ? isCondSource(code) || code === SRC_POPS_EXITING_WAVE_ID
    : count === 2 && ((isAperture(code) && (vop3 || code !== SRC_POPS_EXITING_WAVE_ID)) || (vop3 && isCondSource(code)));
  return ok ? ssrcName(gen, code) : undefined;
}

const VREG_CACHE: (string | undefined)[][] = [];

/** Whether a family's VGPR/AGPR tuples of 64 bits or more must start even (the aligned-vgpr feature, gfx90a+). */
export const alignedTuples = (gen: Gen): boolean => GEN_INFO[gen].features.has('aligned-vgpr');

/** Why vregName gave no name: the printers' .long comment. */
export function vregProblem(field: string, reg: number, count: number, file: VFile, aligned: boolean): string {
  const raw = rawVreg(reg, count, file);
  return aligned && count > 1 && (reg & 1) === 1 ? `${field} ${raw}: tuples of 64 bits or more start at an even register here (llvm-mc 19 refuses this text)` : `${field} ${raw} runs past ${file}255`;
}

/** A vector register file's letter: VGPRs (v), CDNA's AGPRs (a). */
export type VFile = 'v' | 'a';

/**
 * VGPR (or AGPR: file 'a') tuple name ("v5", "v[5:6]", "a[0:3]"); undefined where it runs past
 * 255, or (`aligned`: a family with the aligned-vgpr feature, gfx90a+) where a tuple of 64 bits
 * or more starts at an odd register: llvm-mc 19 prints those but refuses its own text ("vgpr
 * tuples must be 64 bit aligned"), so gcnkit's printers keep such words as .long.
 */
export function vregName(reg: number, count: number, file: VFile = 'v', aligned = false): string | undefined {
  if (aligned && count > 1 && (reg & 1) === 1) return undefined;
  const k = file === 'v' ? count : count + 64;
  let table = VREG_CACHE[k];
  if (!table) {
    table = VREG_CACHE[k] = [];
    for (let i = 0; i < 256; i++) table.push(i + count > 256 ? undefined : count === 1 ? `${file}${i}` : `${file}[${i}:${i + count - 1}]`);
  }
  return table[reg];
}

/** Raw spelling for comments when no valid name exists. */
export function rawSreg(reg: number, count: number): string {
  return count === 1 ? `s${reg}` : `s[${reg}:${reg + count - 1}]`;
}

export function rawVreg(reg: number, count: number, file: VFile = 'v'): string {
  return count === 1 ? `${file}${reg}` : `${file}[${reg}:${reg + count - 1}]`;
}
