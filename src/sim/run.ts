// simulate(): assemble (or take) a program, load the state, execute until s_endpgm or the end,
// and report registers, memory dumps, hazards and counters. No Node APIs: runs in browsers too.
import { Assembler, type Diagnostic } from '../asm/assembler.js';
import { decode } from '../codec/codec.js';
import { GEN_INFO, type Gen } from '../isa/gens.js';
import { genOf, onIn, resolveGpu, type On } from '../isa/targets.js';
import type { EncName } from '../isa/types.js';
import { waitcntFields } from '../isa/waitcnt.js';
import { printDecoded } from '../syntax/print.js';
import { hexOffset, SimError, type SimDiagnostic, type SimOptions, type SimResult, type StateJson } from './api.js';
import { cdnaMemoryNotSimulated, compileDs, dsNotSimulated } from './exec-ds.js';
import { compileFlat } from './exec-flat.js';
import { compileMubuf } from './exec-mubuf.js';
import { compileSopp } from './exec-flow.js';
import { compileSalu } from './exec-salu.js';
import { compileScalar } from './exec-scalar.js';
import { compileValu, valuNotSimulated } from './exec-valu.js';
import { compileVop3p, vop3pNotSimulated } from './exec-vop3p.js';
import { NotSimulated, type Compile, type Inst, type Run } from './inst.js';
import { releaseStaged } from './data.js';
import type { RunChecks } from './run-checks.js';
import { loadState, parseUint } from './state.js';
import { Tracker, type Op } from './tracker.js';
import { Trace } from './trace.js';
import { EXEC_LO, LANES, Wave, laneOn, split64 } from './wave.js';
import { SREG_CODES } from '../isa/special-regs.js';

/** Encodings the simulator runs; an instruction of any other is a located "not simulated yet" error. */
const COMPILERS: Partial<Readonly<Record<EncName, Compile>>> = {
  SMRD: compileScalar, SMEM: compileScalar, MUBUF: compileMubuf, MTBUF: compileMubuf, FLAT: compileFlat, DS: compileDs, SOPP: compileSopp,
  SOP1: compileSalu, SOP2: compileSalu, SOPK: compileSalu, SOPC: compileSalu,
  VOP1: compileValu, VOP2: compileValu, VOPC: compileValu, VOP3: compileValu, VOP1_DPP: compileValu, VOP2_DPP: compileValu, VOP3P: compileVop3p,
  VOP1_SDWA: compileValu, VOP2_SDWA: compileValu, VOPC_SDWA: compileValu, VINTRP: compileValu,
};

/** A program ready to run: decoded instructions with their source sites. */
export interface Program {
  readonly gen: Gen;
  readonly insts: readonly (Inst & { readonly run: Run; readonly text: string; readonly source: string })[];
  /** Name used in run-time diagnostics (a branch out of the program, the step limit). */
  readonly file: string;
  /** Listings number an instruction base + its address (a loaded image: its .text offset; a program: its byte offset). */
  readonly base: number;
  /** Byte address -> index in insts; the end of a program's code maps to insts.length. */
  readonly index: ReadonlyMap<number, number>;
  /** Index in insts of the first instruction a wave runs. */
  readonly entry: number;
  /** Why the words at an address are not a runnable instruction (code decoded only in case it runs). */
  readonly bad: ReadonlyMap<number, string>;
  /** insts[i].run, and what the run loop must know of insts[i] (FLOW_*), as flat arrays for the hot loop. */
  readonly runs: readonly Run[];
  readonly flow: Uint8Array;
  /** Address after each instruction (where it falls through to). */
  readonly ends: readonly number[];
}

/** Program.flow bits: the instruction ends the program (s_endpgm) / is an s_barrier / is not followed by insts[i + 1]. */
const FLOW_END = 1;
const FLOW_BARRIER = 2;
const FLOW_GAP = 4;

function fail(file: string, line: number, col: number, message: string, source: string): never {
  throw new SimError([{ file, line, col, message, source }]);
}

/** Column of the mnemonic in a source line (after any labels). */
function mnemonicCol(source: string, mnemonic: string): number {
  const i = source.toLowerCase().indexOf(mnemonic);
  return i >= 0 ? i + 1 : source.search(/\S/) + 1;
}

/** What decodeRange fills: the instructions, their addresses, and (lenient) the words that cannot run. */
interface Decoding {
  readonly gen: Gen;
  /** The target whose rows decode the words (gfx906's dot products). */
  readonly on: On;
  readonly file: string;
  /** Program text, and per dword its source line (0 for binary input). */
  readonly lines: readonly string[];
  readonly lineOf: readonly number[];
  /**
   * Strict (a program, a kernel's own code): any word that cannot run is an error now. Lenient
   * (a loaded image): it is an error only when a wave reaches it.
   */
  readonly strict: boolean;
  /** Added to an address where messages name it (Program.base). */
  readonly base: number;
  readonly insts: Program['insts'][number][];
  readonly index: Map<number, number>;
  readonly ends: number[];
  readonly bad: Map<number, string>;
}

/** Decode words[from..to) (words[from] at byte address `addr`) for execution. */
function decodeRange(c: Decoding, words: readonly number[], from: number, to: number, addr: number): void {
  const { gen, file, lines, lineOf, insts } = c;
  // An instruction may not run on past `to` (the next function's start): decoding sees words up to it.
  const w = to === words.length ? words : words.slice(0, to);
  for (let pc = from; pc < to;) {
    const at = addr + (pc - from) * 4;
    const d = decode(c.on, w, pc);
    const line = lineOf[pc] || insts.length + 1;
    const text = d?.def ? printDecoded(d, w, pc).text : '';
    const source = lineOf[pc] ? lines[line - 1] ?? '' : text;
    const hex = `0x${words[pc].toString(16).padStart(8, '0')}`;
    const where = `byte ${hexOffset(at + c.base)}`;
    // An error now (strict), or remembered for a wave that reaches `at`: then decoding stops, as
    // the instruction's size is unknown.
    const cannotDecode = (message: string): boolean => {
      if (c.strict) fail(file, line, 1, message, source);
      c.bad.set(at, message);
      return true;
    };
    if (!d && cannotDecode(`word ${hex} at ${where} is not an instruction of ${GEN_INFO[gen].label}: the simulator cannot run it`)) return;
    if (!d!.def && !d!.enc.table.instrs.length && cannotDecode(`word ${hex} at ${where}: ${d!.enc.table.name} instructions are not decoded or simulated yet`)) return;
    if (!d!.def && cannotDecode(`word ${hex} at ${where}: ${d!.enc.table.name} opcode does not exist on ${GEN_INFO[gen].label}`)) return;
    const def = d!.def!;
    if (d!.truncated && cannotDecode(`${def.name} at ${where} is cut off: the code ends inside it`)) return;
    const col = lineOf[pc] ? mnemonicCol(source, def.name) : 1;
    const ins: Inst = { def, f: d!.fields, site: { line, col, name: def.name, offset: at + c.base, where: lineOf[pc] ? `line ${line}` : hexOffset(at + c.base) }, at, on: c.on };
    const ds = cdnaMemoryNotSimulated(c.on, def, d!.fields) ?? (def.enc === 'DS' ? dsNotSimulated(def, d!.fields) : valuNotSimulated(gen, def, d!.fields) ?? vop3pNotSimulated(gen, def, d!.fields));
    const compile = COMPILERS[ins.def.enc];
    let problem = ds ?? (compile ? undefined : `${def.name}: not simulated yet (the simulator runs the memory, scalar ALU, vector ALU and program-flow instructions)`);
    let run: Run | undefined;
    if (!problem) {
      try {
        run = compile!(gen, ins);
      } catch (e) {
        if (!(e instanceof NotSimulated)) throw e;
        problem = `${def.name}: not simulated: ${e.message}`;
      }
    }
    if (problem !== undefined) {
      if (c.strict) fail(file, line, col, problem, source);
      // Lenient: the instruction is there (its size is known), but running it is the error.
      const message = problem;
      run = () => fail(file, line, col, message, source);
    }
    c.index.set(at, insts.length);
    insts.push({ ...ins, run: run!, text, source });
    pc += d!.size;
    c.ends.push(addr + (pc - from) * 4);
  }
}

function finishProgram(c: Decoding, entry: number): Program {
  const { insts, index, ends } = c;
  const flow = Uint8Array.from(insts, (ins, i) => (ins.def.kind === 'endpgm' ? FLOW_END : 0) | (ins.def.kind === 'barrier' ? FLOW_BARRIER : 0)
    | (index.get(ends[i]) !== i + 1 ? FLOW_GAP : 0));
  return { gen: c.gen, insts, file: c.file, base: c.base, index, entry, bad: c.bad, runs: insts.map((i) => i.run), flow, ends };
}

function newDecoding(on: On, file: string, strict: boolean, base: number, lines: readonly string[] = [], lineOf: readonly number[] = []): Decoding {
  return { gen: genOf(on), on, file, lines, lineOf, strict, base, insts: [], index: new Map(), ends: [], bad: new Map() };
}

/**
 * Assemble program text (or take binary words) and decode it for execution. `base`: the byte
 * offset listings give the first instruction (a kernel's offset in .text; 0 for a program).
 */
export function loadProgram(program: string | Uint8Array, gen: Gen, gpu: string, file: string, syntax: SimOptions['syntax'], maxErrors = 1000, base = 0): Program {
  const words: number[] = [];
  const lineOf: number[] = [];   // per dword: source line (0 for binary input)
  const lines = typeof program === 'string' ? program.split('\n') : [];
  if (typeof program === 'string') {
    const errors: SimDiagnostic[] = [];
    const asm = new Assembler({ gen, gpu, syntax }, (e) => {
      for (let i = 0; i + 3 < e.bytes.length; i += 4) {
        words.push((e.bytes[i] | (e.bytes[i + 1] << 8) | (e.bytes[i + 2] << 16) | (e.bytes[i + 3] << 24)) >>> 0);
        lineOf.push(e.line);
      }
      if (e.bytes.length % 4) errors.push({ file, line: e.line, col: 1, message: 'data is not a whole number of dwords: the simulator runs dword-aligned code', source: lines[e.line - 1] ?? '' });
    }, (d: Diagnostic) => { if (d.kind === 'error') errors.push({ file, line: d.line, col: d.col, message: d.message, source: d.source }); });
    // Errors are kept for the SimError, so at most maxErrors of them: assembly stops at the next
    // one, which becomes a last "too many errors" diagnostic.
    const full = (): boolean => maxErrors > 0 && errors.length > maxErrors;
    for (const l of lines) {
      asm.line(l);
      if (full()) break;
    }
    if (!full()) asm.end();
    if (full()) {
      const last = errors[maxErrors];
      errors.length = maxErrors;
      errors.push({ ...last, message: `too many errors (more than ${maxErrors}): stopping here` });
    }
    if (errors.length) throw new SimError(errors);
  } else {
    if (program.length % 4) fail(file, 1, program.length + 1, `binary of ${program.length} bytes is not a whole number of dwords`, '');
    words.push(...dwords(program));
    for (let i = 0; i < words.length; i++) lineOf.push(0);
  }
  const c = newDecoding(onIn(gen, gpu), file, true, base, lines, lineOf);
  decodeRange(c, words, 0, words.length, 0);
  c.index.set(words.length * 4, c.insts.length);
  return finishProgram(c, 0);
}

function dwords(b: Uint8Array): number[] {
  const out: number[] = [];
  for (let i = 0; i + 3 < b.length; i += 4) out.push((b[i] | (b[i + 1] << 8) | (b[i + 2] << 16) | (b[i + 3] << 24)) >>> 0);
  return out;
}

/**
 * The code of a loaded image (src/objects/image.ts), decoded from each function start (and the
 * kernel's `entry`) to the next start or the end of its range; waves start at `entry`. The kernel's
 * own code [entry, entryEnd) must all run (as loadProgram's); elsewhere, words that cannot run are
 * an error only when a wave gets there. Addresses are the image's; `base` is added for listings.
 */
export function loadCode(code: readonly { readonly addr: number; readonly bytes: Uint8Array }[], starts: readonly number[], entry: number, entryEnd: number, gen: On, file: string, base: number): Program {
  const all = [...new Set([...starts, entry])].sort((a, b) => a - b);
  const strict = newDecoding(gen, file, true, base);
  const lenient = newDecoding(gen, file, false, base);
  for (const r of code) {
    const words = dwords(r.bytes);
    const end = r.addr + words.length * 4;
    const inRange = all.filter((a) => a >= r.addr && a < end && (a - r.addr) % 4 === 0);
    inRange.forEach((a, k) => {
      const stop = k + 1 < inRange.length ? inRange[k + 1] : end;
      // The kernel's own code, checked first as a whole (then decoded again with the rest).
      if (a === entry) decodeRange(strict, words, (a - r.addr) / 4, (Math.min(stop, Math.max(entryEnd, a)) - r.addr) / 4, a);
      decodeRange(lenient, words, (a - r.addr) / 4, (stop - r.addr) / 4, a);
    });
  }
  const at = lenient.index.get(entry);
  if (at === undefined) fail(file, 1, 1, `the kernel's entry ${hexAddr(entry + base)} is not in executable memory`, '');
  return finishProgram(lenient, at);
}

interface Dump { spec: string; hi: number; lo: number; n: number }

function parseDump(spec: string, lds: boolean): Dump {
  const bad = (why: string): never => fail(lds ? '--lds-dump' : '--dump', 1, 1, `'${spec}': ${why} (expected ADDR:NDWORDS, e.g. 0x1000:4)`, spec);
  const m = /^\s*([^:]+):\s*(\d+)\s*$/.exec(spec);
  if (!m) return bad('not ADDR:NDWORDS');
  let addr: bigint;
  try { addr = parseUint(m[1].trim(), 64, 'address'); } catch { return bad('the address is not a 64-bit number'); }
  const n = Number(m[2]);
  if (n < 1 || n > 1 << 20) bad('NDWORDS must be 1..1048576');
  const end = addr + BigInt(4 * n);
  if (end > (lds ? 65536n : 1n << 64n)) bad(lds ? 'the range runs past the 64 KiB LDS' : 'the range runs past the 64-bit address space');
  const [hi, lo] = split64(addr);
  return { spec, hi, lo, n };
}

function readDwords(w: Wave, d: Dump, lds: boolean): number[] {
  const space = lds ? w.lds : w.memory;
  const out: number[] = [];
  for (let i = 0; i < d.n; i++) {
    let v = 0;
    for (let k = 3; k >= 0; k--) {
      const s = d.lo + 4 * i + k;
      v = (v << 8) | space.r8((d.hi + Math.floor(s / 2 ** 32)) >>> 0, s >>> 0);
    }
    out.push(v >>> 0);
  }
  return out;
}

/** Run a program on a fresh wave (the library entry point). */
export function simulate(program: string | Uint8Array, state: string | StateJson, options: SimOptions): SimResult {
  const gen = resolveGpu(options.gpu);
  if (!gen) fail('--mcpu', 1, 1, `unknown GPU '${options.gpu}'`, options.gpu);
  const file = options.file ?? '<program>';
  const prog = loadProgram(program, gen, options.gpu.toLowerCase(), file, options.syntax, options.maxErrors);
  const w = new Wave(gen);
  loadState(w, state, options.stateFile ?? '<state>');
  const dumps = (options.dumps ?? []).map((s) => parseDump(s, false));
  const ldsDumps = (options.ldsDumps ?? []).map((s) => parseDump(s, true));
  const trace = options.trace ? new Trace(w) : undefined;
  const { counters, hazards } = execute(w, prog, options.maxSteps ?? 1_000_000, trace);
  const sgpr: Record<string, number> = {};
  for (let r = 0; r < SREG_CODES; r++) if (w.sgprTouched[r]) sgpr[w.regs.single[r] ?? (r === EXEC_LO ? 'exec_lo' : r === EXEC_LO + 1 ? 'exec_hi' : `s${r}`)] = w.sgpr[r];
  const vgpr: Record<string, number[]> = {};
  for (let r = 0; r < w.vgprs; r++) if (w.vgprTouched[r]) vgpr[`v${r}`] = Array.from(w.vgpr.subarray(r * LANES, r * LANES + LANES));
  const dump: Record<string, number[]> = {};
  for (const d of dumps) dump[d.spec] = readDwords(w, d, false);
  const lds: Record<string, number[]> = {};
  for (const d of ldsDumps) lds[d.spec] = readDwords(w, d, true);
  const exec = '0x' + w.sgpr[EXEC_LO + 1].toString(16).padStart(8, '0') + w.sgpr[EXEC_LO].toString(16).padStart(8, '0');
  return { sgpr, vgpr, exec, scc: w.scc, dump, lds, hazards, counters, trace: trace?.lines ?? [], warnings: [], steps: w.steps };
}

/** Execute until s_endpgm or the end; results of ops still in flight land at the end. */
export function execute(w: Wave, prog: Program, maxSteps: number, trace?: Trace): { counters: SimResult['counters']; hazards: SimResult['hazards'] } {
  const r = new WaveRunner(w, prog, maxSteps, trace);
  r.run(false);
  return r.finish();
}

/**
 * One wave's run, resumable: run(true) stops after each s_barrier so that a dispatch can run the
 * waves of a workgroup in lock-step (src/sim/dispatch.ts).
 */
export class WaveRunner {
  /** The program counter: an index into prog.insts. */
  private i: number;
  done = false;
  readonly t: Tracker;

  constructor(readonly w: Wave, readonly prog: Program, private readonly maxSteps: number, private readonly trace?: Trace, private readonly checks?: RunChecks) {
    // Each counter's field maximum on this generation (src/isa/waitcnt.ts): a full counter stalls issue.
    const field = (n: string): number => waitcntFields(w.gen).find((c) => c.name === n)!.max;
    const max = { vm: field('vmcnt'), lgkm: field('lgkmcnt'), exp: field('expcnt') };
    this.t = new Tracker(max, (op) => land(w, op), (r) => w.regs.single[r] ?? `s${r}`, w.fileRegs);
    this.i = prog.entry;
    if (checks) this.t.alloc = { s: checks.sgprs, sTop: w.regs.sgprs, v: checks.vgprs };
  }

  /** Run until the program ends ('end') or, with atBarrier, just after an s_barrier ('barrier'). */
  run(atBarrier: boolean): 'end' | 'barrier' {
    const { w, prog, t, trace, maxSteps, checks } = this;
    const { runs, flow } = prog;
    const n = runs.length;
    // The program counter is an index into insts; a Run that returns a byte address moves it there.
    let i = this.i;
    let steps = w.steps;
    try {
      while (i < n) {
        if (steps >= maxSteps) this.stepLimit(i);
        trace?.before();
        const next = runs[i](w, t);
        w.steps = ++steps;
        trace?.after(prog.insts[i]);
        if (checks !== undefined && (t.overAlloc !== undefined || checks.fault !== undefined)) this.warn(i, checks);
        const fl = flow[i];
        if (fl & FLOW_END) break;
        if (next !== undefined) i = this.jump(i, next);
        else if (fl & FLOW_GAP) i = this.jump(i, prog.ends[i], true);
        else i++;
        if (atBarrier && fl & FLOW_BARRIER) { this.i = i; return 'barrier'; }
      }
    } catch (e) {
      // A mode the instruction cannot run under (a VALU float op with a round mode other than
      // nearest even, set by s_setreg): a located error at the instruction.
      this.i = i;
      if (!(e instanceof NotSimulated)) throw e;
      const ins = prog.insts[i];
      fail(prog.file, ins.site.line, ins.site.col, `${ins.def.name}: not simulated: ${e.message}`, ins.source);
    }
    this.i = i;
    this.done = true;
    return 'end';
  }

  /** Report what insts[i] did past the kernel's registers or a buffer's bytes (RunChecks). */
  private warn(i: number, checks: RunChecks): void {
    const ins = this.prog.insts[i];
    const t = this.t;
    if (t.overAlloc !== undefined) {
      const v = t.overAlloc[0] === 'v';
      checks.note(ins.site.offset, ins.site.line, ins.text, 'registers', v
        ? `uses ${t.overAlloc}: the kernel descriptor allocates ${checks.vgprs} VGPRs (v0..v${checks.vgprs - 1})`
        : `uses ${t.overAlloc}: the kernel descriptor allocates ${checks.sgprs} SGPRs (s0..s${checks.sgprs - 1}, VCC, FLAT_SCRATCH and XNACK_MASK among them)`);
      t.overAlloc = undefined;
    }
    if (checks.fault !== undefined) checks.noteFault(ins.site.offset, ins.site.line, ins.text);
  }

  private stepLimit(i: number): never {
    const ins = this.prog.insts[i];
    fail(this.prog.file, ins.site.line, ins.site.col, `the program did not end after ${this.maxSteps} instructions (the step limit, option maxSteps / --max-steps): an endless loop?`, ins.source);
  }

  /** Index of the instruction at byte address `next`: a taken branch of insts[i], or where it falls through to. */
  private jump(i: number, next: number, fallsThrough = false): number {
    const prog = this.prog;
    const to = prog.index.get(next);
    if (to !== undefined) return to;
    // P60: a jump to the end of the code ends the program as running off the end does.
    const ins = prog.insts[i];
    const where = Number.isSafeInteger(next) ? `byte ${hexAddr(next + prog.base)}` : hexAddr(next);
    const why = prog.bad.get(next) ?? `which is not the start of an instruction of the program (${codeRanges(prog)})`;
    fail(prog.file, ins.site.line, ins.site.col, `${fallsThrough ? `after ${ins.def.name} the wave runs on to` : `${ins.def.name} jumps to`} ${where}, ${why}`, ins.source);
  }

  /** The counters when the program ended, then every op still in flight lands; the hazards seen. */
  finish(): { counters: SimResult['counters']; hazards: SimResult['hazards'] } {
    const counters = this.t.counters;
    this.t.drain();
    return { counters, hazards: this.t.hazards };
  }
}

function hexAddr(a: number): string {
  if (!Number.isSafeInteger(a)) return 'an address past 2^53';
  return (a < 0 ? '-0x' : '0x') + Math.abs(a).toString(16);
}

/** The code's byte ranges, as listings number them: "its code is bytes 0..0x1f". */
function codeRanges(prog: Program): string {
  const parts: string[] = [];
  let from = -1;
  prog.insts.forEach((ins, i) => {
    if (from < 0) from = ins.at!;
    if (i + 1 === prog.insts.length || prog.flow[i] & FLOW_GAP) {
      parts.push(`${from + prog.base ? hexAddr(from + prog.base) : 0}..${hexAddr(prog.ends[i] - 1 + prog.base)}`);
      from = -1;
    }
  });
  return `its code is bytes ${parts.slice(0, 4).join(', ')}${parts.length > 4 ? ', ...' : ''}`;
}

function land(w: Wave, op: Op): void {
  const s = op.sWrites;
  for (let i = 0; i < s.length; i += 2) w.setS(s[i], s[i + 1]);
  for (const v of op.vWrites) {
    const base = v.reg * LANES;
    if ((v.lo & v.hi) === -1) w.vgpr.set(v.values, base);
    else {
      for (let l = 0; l < LANES; l++) {
        if (laneOn(v.lo, v.hi, l)) w.vgpr[base + l] = v.values[l];
      }
    }
    w.vgprTouched[v.reg] = 1;
    releaseStaged(v.values);
  }
}
