// A kernel or function as the analyses see it: its decoded instructions in address order, each
// with the registers it reads and writes (explicit operands and the implicit ones of
// src/isa/implicit.ts) as ranges per register class.
//
// Interface (stable: src/analyze/cfg.ts, liveness.ts, waits.ts and hazards.ts build on it):
//   RegClass      'v' VGPRs (0..255), 'a' AGPRs (CDNA; none on GCN 1.0-1.4), 's' scalar operand
//                 codes 0..127 (SGPRs s0.., flat_scratch, xnack_mask, vcc 106/107, tba/tma, ttmp,
//                 m0 124, exec 126/127, as src/isa/registers.ts numbers them per generation),
//                 'scc' the scalar condition code (first 0, count 1)
//   RegRange      { cls, first, count }
//   Instr         one instruction: index, offset (byte offset in .text or the input), size (bytes),
//                 words, decoded (codec), def (ISA row; undefined for an undecodable word), text
//                 (llvm-mc syntax), operands (each register operand with its reads/writes), reads
//                 and writes (all of them, implicit included), problem (why it did not decode)
//   Program       { name, kind, target, gen, start, end, instrs, descriptor?, maxFlatWorkGroup? }: instructions of [start, end)
//   buildProgram(on, words, opts)      decode words (opts.base: offset of words[0]) for the target `on`
//                                      (a GPU, or a family's base GPU: src/isa/targets.ts) into a Program
//   M0, EXEC, VCC                      scalar codes of the named registers
//   rangeText(r)                       'v[0:3]', 's4', 'vcc', 'scc' (for messages)
import { decode, type Decoded } from '../codec/codec.js';
import type { Gen } from '../isa/gens.js';
import { genOf, targetOf, type On, type Target } from '../isa/targets.js';
import { implicitRules, type ImplicitReg } from '../isa/implicit.js';
import { scalarRegs, sregName } from '../isa/registers.js';
import type { InstrDef, OperandKind, OperandSpec } from '../isa/types.js';
import { printDecoded } from '../syntax/print.js';
import { operandText } from '../syntax/print-profile.js';

export type RegClass = 'v' | 'a' | 's' | 'scc';

export interface RegRange {
  readonly cls: RegClass;
  readonly first: number;
  readonly count: number;
}

export interface OperandRegs {
  /** The operand's spec (undefined: an implicit operand). */
  readonly spec: OperandSpec | undefined;
  readonly text: string;
  readonly reads: readonly RegRange[];
  readonly writes: readonly RegRange[];
}

export interface Instr {
  readonly index: number;
  /** Byte offset of the instruction (in .text for a code object, else in the input). */
  readonly offset: number;
  /** Bytes, literal included. */
  readonly size: number;
  readonly words: readonly number[];
  readonly decoded: Decoded | undefined;
  readonly def: InstrDef | undefined;
  /** The instruction's text (llvm-mc syntax), or a .long line. */
  readonly text: string;
  readonly operands: readonly OperandRegs[];
  readonly reads: readonly RegRange[];
  readonly writes: readonly RegRange[];
  /** Why the word has no instruction reading (then def is undefined or its text is a .long). */
  readonly problem?: string;
}

export interface Program {
  readonly name: string;
  readonly kind: 'kernel' | 'function' | 'code';
  /** The GPU the code is decoded for (its instruction set: gfx906 has v_dot*, gfx900 not). */
  readonly target: Target;
  /** Its encoding family (target.gen). */
  readonly gen: Gen;
  /** Byte range [start, end) of the code. */
  readonly start: number;
  readonly end: number;
  readonly instrs: readonly Instr[];
  /** The kernel's descriptor (v3+) or amd_kernel_code_t (v2) fields, for the 'registers' comparison. */
  readonly descriptor?: KernelFields;
  /** The kernel metadata's .max_flat_workgroup_size, where the object has it. */
  readonly maxFlatWorkGroup?: number;
  /** Byte offsets where the kernel reads the LDS aperture from memory (src/analyze/flat-lds.ts; set by load.ts). */
  readonly ldsApertureAt?: readonly number[];
}

/** Decoded descriptor or amd_kernel_code_t fields: [name, value]. */
export interface KernelFields {
  readonly fields: readonly (readonly [string, bigint])[];
}

export interface ProgramOptions {
  readonly name?: string;
  readonly kind?: Program['kind'];
  /** Byte offset of words[0]. */
  readonly base?: number;
  readonly descriptor?: KernelFields;
  readonly maxFlatWorkGroup?: number;
}

export { M0, EXEC_LO as EXEC, VCC } from '../isa/special-regs.js';
import { M0, EXEC_LO as EXEC, VCC } from '../isa/special-regs.js';

/** Operand kinds whose text can name registers. */
const REG_KINDS: ReadonlySet<OperandKind> = new Set<OperandKind>([
  'sreg', 'ssrc', 'vreg', 'vsrc', 'vcc', 'sdata', 'sbase', 'smrdoff', 'smemoff', 'vdata', 'vdst', 'bufaddr', 'flataddr', 'saddr',
  'srsrc', 'soffset', 'imgdata', 'imgaddr', 'imgrsrc', 'expsrc', 'dppsrc', 'sdwasrc', 'sdwasdst', 'pksrc', 'mixsrc', 'rsrc', 'vconst',
]);

/** Per generation: scalar register name -> [code, count] (single names and named pairs). */
const NAMES = new Map<Gen, Map<string, readonly [number, number]>>();
function scalarNames(gen: Gen): Map<string, readonly [number, number]> {
  let m = NAMES.get(gen);
  if (!m) {
    m = new Map();
    const r = scalarRegs(gen);
    r.single.forEach((n, code) => { if (n) m!.set(n, [code, 1]); });
    for (const [code, n] of r.pair) m.set(n, [code, 2]);
    // Special sources that read a register's state.
    m.set('src_vccz', [VCC, 2]);
    m.set('src_execz', [EXEC, 2]);
    m.set('src_lds_direct', [M0, 1]);
    m.set('lds_direct', [M0, 1]);
    NAMES.set(gen, m);
  }
  return m;
}

const TOKEN = /(?<![\w.])(v|s|a|ttmp)\[(\d+):(\d+)\]|(?<![\w.:])([a-z_]+[0-9]*)/g;

/** Per generation: operand text -> its registers (operand texts repeat: "v1", "s[4:5]", "vcc"). */
const TEXT_MEMO = new Map<Gen, Map<string, readonly RegRange[]>>();

/** The registers an operand's text names. */
export function registersOfText(gen: Gen, text: string): readonly RegRange[] {
  let memo = TEXT_MEMO.get(gen);
  if (!memo) TEXT_MEMO.set(gen, (memo = new Map()));
  let regs = memo.get(text);
  if (!regs) {
    if (memo.size > 1 << 16) memo.clear();
    memo.set(text, (regs = scanRegisters(gen, text)));
  }
  return regs;
}

function scanRegisters(gen: Gen, text: string): RegRange[] {
  const out: RegRange[] = [];
  const names = scalarNames(gen);
  const ttmp = scalarRegs(gen).ttmpBase;
  for (const m of text.matchAll(TOKEN)) {
    if (m[1]) {
      const lo = Number(m[2]);
      const count = Number(m[3]) - lo + 1;
      if (m[1] === 'v') out.push({ cls: 'v', first: lo, count });
      else if (m[1] === 'a') out.push({ cls: 'a', first: lo, count });
      else out.push({ cls: 's', first: m[1] === 's' ? lo : ttmp + lo, count });
      continue;
    }
    const w = m[4];
    let k: RegExpMatchArray | null;
    if ((k = /^([va])(\d+)$/.exec(w))) out.push({ cls: k[1] as 'v' | 'a', first: Number(k[2]), count: 1 });
    else if (w === 'src_scc') out.push({ cls: 'scc', first: 0, count: 1 });
    else {
      const n = names.get(w);
      if (n) out.push({ cls: 's', first: n[0], count: n[1] });
    }
  }
  return out;
}

/** Whether an operand spec is written (true), read (false), or both ('both') by the instruction. */
function role(def: InstrDef, o: OperandSpec, index: number, specs: readonly OperandSpec[], f: Readonly<Record<string, number>>, dstIsSource: boolean): boolean | 'both' {
  const atomicReturns = def.kind === 'atomic' && f.glc === 1;
  switch (o.kind) {
    case 'vdata': case 'imgdata': case 'sdata':
      if (def.kind === 'load' || def.kind === 'time') return true;
      return atomicReturns ? 'both' : false;
    case 'vdst': case 'sdwasdst':
      return true;
    case 'vcc':
      // llvm-mc's implicit VCC: a destination where only destinations precede it (VOPC, the
      // carry-out of v_add_co_u32), else a source (v_cndmask_b32, v_addc_co_u32's carry-in).
      return specs.slice(0, index).every((p) => p.field === 'vdst' || p.field === 'sdst');
    case 'sreg': case 'vreg':
      if (o.field === 'vdst' || o.field === 'sdst') return !dstIsSource;
      return false;
    default:
      return false;
  }
}

const IMPLICIT_RANGES: Readonly<Record<Exclude<ImplicitReg, 'dst'>, RegRange>> = {
  vcc: { cls: 's', first: VCC, count: 2 }, exec: { cls: 's', first: EXEC, count: 2 }, m0: { cls: 's', first: M0, count: 1 }, scc: { cls: 'scc', first: 0, count: 1 },
};
const implicitRange = (r: ImplicitReg): RegRange | undefined => (r === 'dst' ? undefined : IMPLICIT_RANGES[r]);

export interface InstrRegs {
  readonly operands: readonly OperandRegs[];
  readonly reads: readonly RegRange[];
  readonly writes: readonly RegRange[];
}

/**
 * What equal instructions share (the same dwords on the same target): the decoding and the
 * registers read and written, found once. A program holds one per distinct instruction.
 */
class Shared {
  constructor(readonly words: readonly number[], readonly decoded: Decoded, readonly reads: readonly RegRange[], readonly writes: readonly RegRange[]) {}
}

/**
 * The distinct instructions of one target seen lately, by their dwords: per length (1 to 3
 * dwords), a hash of the dwords -> the record (a collision replaces it; entries are checked).
 * Emptied when large; programs keep their records.
 */
interface Memo { readonly bySize: Map<number, Shared>[]; count: number }
const SHARED = new Map<Target, Memo>();
const SHARED_MAX = 1 << 16;
const MAX_DWORDS = 3;

const hashOf = (words: ArrayLike<number>, at: number, n: number): number => {
  let h = words[at] | 0;
  for (let k = 1; k < n; k++) h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) ^ words[at + k];
  return h | 0;
};

function sameWords(sh: Shared, words: ArrayLike<number>, at: number): boolean {
  const own = sh.words;
  if (at + own.length > words.length) return false;
  for (let k = 0; k < own.length; k++) if (own[k] !== words[at + k] >>> 0) return false;
  return true;
}

/**
 * Register lists by content: the instructions that read or write the same share one. The key of
 * a list of up to three ranges is a number (16 bits a range: class, first, count), else text.
 */
const LISTS = new Map<number | string, readonly RegRange[]>();
const NO_REGS: readonly RegRange[] = Object.freeze([]);
const CLASS_CODE: Readonly<Record<RegClass, number>> = { s: 0, v: 1, a: 2, scc: 3 };

function interned(rs: readonly RegRange[]): readonly RegRange[] {
  if (!rs.length) return NO_REGS;
  let key: number | string = 0;
  if (rs.length <= 3 && rs.every((r) => r.first < 256 && r.count <= 64)) {
    for (const r of rs) key = key * 65536 + ((CLASS_CODE[r.cls] << 14) | (r.first << 6) | (r.count - 1)) + 1;
  } else key = rs.map((r) => `${r.cls}${r.first}:${r.count}`).join();
  let l = LISTS.get(key);
  if (!l) {
    if (LISTS.size >= SHARED_MAX) LISTS.clear();
    LISTS.set(key, (l = Object.freeze(rs.slice())));
  }
  return l;
}

/**
 * The shared record of the instruction at words[at], decoded and looked into once per distinct
 * dwords; else its decoding when it has no instruction reading (no opcode, truncated), or
 * undefined (no encoding).
 */
function sharedAt(on: On, memo: Memo, words: ArrayLike<number>, at: number): Shared | Decoded | undefined {
  for (let n = 1; n <= MAX_DWORDS && at + n <= words.length; n++) {
    const e = memo.bySize[n - 1].get(hashOf(words, at, n));
    if (e && sameWords(e, words, at)) return e;
  }
  const d = decode(on, words, at);
  if (!d || !d.def || d.truncated) return d;
  const own: number[] = [];
  for (let k = 0; k < d.size; k++) own.push(words[at + k] >>> 0);
  const regs = instrRegisters(d, d.def);
  const sh = new Shared(own, d, interned(regs.reads), interned(regs.writes));
  if (d.size > MAX_DWORDS) return sh;
  if (memo.count >= SHARED_MAX) { memo.bySize.forEach((m) => m.clear()); memo.count = 0; }
  memo.bySize[d.size - 1].set(hashOf(own, 0, d.size), sh);
  memo.count++;
  return sh;
}

/** Registers one decoded instruction reads and writes. */
export function instrRegisters(d: Decoded, def: InstrDef): InstrRegs {
  const f = d.fields;
  const rules = implicitRules(def, d.gen).filter((r) => !r.whenField || f[r.whenField] === 1);
  const dstIsSource = rules.some((r) => r.dstIsSource);
  const specs = def.specsByGen[d.gen];
  const operands: OperandRegs[] = [];
  const reads: RegRange[] = [];
  const writes: RegRange[] = [];
  const dsts: RegRange[] = [];
  specs.forEach((o, i) => {
    if (!REG_KINDS.has(o.kind)) return;
    if ((o.when === 'nolds' && f.lds) || (o.when === 'glc' && f.glc !== 1)) return;
    const text = operandText(d, def, o);
    if (text === undefined) return;
    const regs = registersOfText(d.gen, text);
    if (!regs.length) return;
    const w = role(def, o, i, specs, f, dstIsSource);
    const isDst = w === true || w === 'both';
    operands.push({ spec: o, text, reads: w === true ? [] : regs, writes: isDst ? regs : [] });
    if (w !== true) reads.push(...regs);
    if (isDst) { writes.push(...regs); dsts.push(...regs); }
  });
  for (const r of rules) {
    const ir: RegRange[] = [];
    const iw: RegRange[] = [];
    for (const x of r.reads ?? []) { if (x === 'dst') ir.push(...dsts); else ir.push(implicitRange(x)!); }
    for (const x of r.writes ?? []) { const g = implicitRange(x); if (g) iw.push(g); }
    if (!ir.length && !iw.length) continue;
    operands.push({ spec: undefined, text: [...ir, ...iw].map((x) => rangeText(x, d.gen)).join(','), reads: ir, writes: iw });
    reads.push(...ir);
    writes.push(...iw);
  }
  return { operands, reads, writes };
}

/** The operands of the last few instructions asked for (the checks ask for one instruction's several times). */
const RECENT: { sh: Shared | undefined; ops: readonly OperandRegs[] }[] = Array.from({ length: 8 }, () => ({ sh: undefined, ops: [] }));
let recentNext = 0;

function operandsOf(sh: Shared): readonly OperandRegs[] {
  for (const e of RECENT) if (e.sh === sh) return e.ops;
  const e = RECENT[recentNext];
  recentNext = (recentNext + 1) % RECENT.length;
  e.sh = sh;
  return (e.ops = instrRegisters(sh.decoded, sh.decoded.def!).operands);
}

/** An instruction of a program: its place, and what it shares with the equal instructions. */
class DecodedInstr implements Instr {
  constructor(readonly index: number, readonly offset: number, private readonly sh: Shared) {}
  get size(): number { return this.sh.words.length * 4; }
  get words(): number[] { return [...this.sh.words]; }
  get decoded(): Decoded { return this.sh.decoded; }
  get def(): InstrDef { return this.sh.decoded.def!; }
  get reads(): readonly RegRange[] { return this.sh.reads; }
  get writes(): readonly RegRange[] { return this.sh.writes; }
  /** Made when asked for (an instruction's operand texts would be most of a program's memory); the last few are kept. */
  get operands(): readonly OperandRegs[] { return operandsOf(this.sh); }
  /** Printed on each access. */
  get text(): string { return printDecoded(this.sh.decoded, this.sh.words, 0).text; }
  get problem(): string | undefined { return printDecoded(this.sh.decoded, this.sh.words, 0).problem; }
}

/** Decode `words` (the first at byte offset opts.base) for target `on` into a program. */
export function buildProgram(on: On, words: ArrayLike<number>, opts: ProgramOptions = {}): Program {
  const gen = genOf(on);
  const target = targetOf(on);
  let memo = SHARED.get(target);
  if (!memo) SHARED.set(target, (memo = { bySize: Array.from({ length: MAX_DWORDS }, () => new Map()), count: 0 }));
  const base = opts.base ?? 0;
  const instrs: Instr[] = [];
  let i = 0;
  while (i < words.length) {
    const x = sharedAt(on, memo, words, i);
    const offset = base + i * 4;
    if (x instanceof Shared) {
      instrs.push(new DecodedInstr(instrs.length, offset, x));
      i += x.words.length;
      continue;
    }
    const d = x;
    const size = d ? Math.min(d.size, words.length - i) : 1;
    const w = Array.from({ length: size }, (_, k) => words[i + k] >>> 0);
    const problem = !d ? 'no known encoding' : !d.def ? 'no instruction with this opcode' : 'the instruction runs past the end of the code';
    instrs.push({ index: instrs.length, offset, size: size * 4, words: w, decoded: d, def: undefined, text: `.long 0x${w[0].toString(16).padStart(8, '0')}`, operands: [], reads: [], writes: [], problem });
    i += size;
  }
  return { name: opts.name ?? 'code', kind: opts.kind ?? 'code', target, gen, start: base, end: base + words.length * 4, instrs, ...(opts.descriptor ? { descriptor: opts.descriptor } : {}), ...(opts.maxFlatWorkGroup ? { maxFlatWorkGroup: opts.maxFlatWorkGroup } : {}) };
}

/** A register range as text: v[0:3], s4, vcc, exec, m0, scc. */
export function rangeText(r: RegRange, gen: Gen): string {
  if (r.cls === 'scc') return 'scc';
  if (r.cls === 's') return sregName(gen, r.first, r.count) ?? (r.count === 1 ? `s${r.first}` : `s[${r.first}:${r.first + r.count - 1}]`);
  return r.count === 1 ? `${r.cls}${r.first}` : `${r.cls}[${r.first}:${r.first + r.count - 1}]`;
}
