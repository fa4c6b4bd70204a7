// simulate(): assemble (or take) a program, load the state, execute until s_endpgm or the end,
// and report registers, memory dumps, hazards and counters. No Node APIs: runs in browsers too.
import { Assembler, type Diagnostic } from '../asm/assembler.js';
import { decode } from '../codec/codec.js';
import { GEN_INFO, resolveGpu, type Gen } from '../isa/gens.js';
import type { EncName } from '../isa/types.js';
import { waitcntFields } from '../isa/waitcnt.js';
import { printDecoded } from '../syntax/print.js';
import { hexOffset, SimError, type SimDiagnostic, type SimOptions, type SimResult, type StateJson } from './api.js';
import { compileDs, dsNotSimulated } from './exec-ds.js';
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
import { LANES, Wave, laneOn, split64 } from './wave.js';

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
  /** Byte offset of the first instruction where listings number the code (a kernel's place in .text). */
  readonly base: number;
  /** Byte address -> index in insts; the end of the code maps to insts.length. */
  readonly index: ReadonlyMap<number, number>;
  /** insts[i].run, and what the run loop must know of insts[i] (FLOW_*), as flat arrays for the hot loop. */
  readonly runs: readonly Run[];
  readonly flow: Uint8Array;
}

/** Program.flow bits: the instruction ends the program (s_endpgm) / is an s_barrier. */
const FLOW_END = 1;
const FLOW_BARRIER = 2;

function fail(file: string, line: number, col: number, message: string, source: string): never {
  throw new SimError([{ file, line, col, message, source }]);
}

/** Column of the mnemonic in a source line (after any labels). */
function mnemonicCol(source: string, mnemonic: string): number {
  const i = source.toLowerCase().indexOf(mnemonic);
  return i >= 0 ? i + 1 : source.search(/\S/) + 1;
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
    for (let i = 0; i < program.length; i += 4) {
      words.push((program[i] | (program[i + 1] << 8) | (program[i + 2] << 16) | (program[i + 3] << 24)) >>> 0);
      lineOf.push(0);
    }
  }
  const insts: Program['insts'][number][] = [];
  const index = new Map<number, number>();
  for (let pc = 0; pc < words.length;) {
    const d = decode(gen, words, pc);
    const line = lineOf[pc] || insts.length + 1;
    const text = d?.def ? printDecoded(d, words, pc).text : '';
    const source = lineOf[pc] ? lines[line - 1] ?? '' : text;
    const hex = `0x${words[pc].toString(16).padStart(8, '0')}`;
    if (!d) fail(file, line, 1, `word ${hex} at byte ${pc * 4} is not an instruction of ${GEN_INFO[gen].label}: the simulator cannot run it`, source);
    if (!d.def && !d.enc.table.instrs.length) fail(file, line, 1, `word ${hex} at byte ${pc * 4}: ${d.enc.table.name} instructions are not decoded or simulated yet`, source);
    if (!d.def) fail(file, line, 1, `word ${hex} at byte ${pc * 4}: ${d.enc.table.name} opcode does not exist on ${GEN_INFO[gen].label}`, source);
    if (d.truncated) fail(file, line, 1, `${d.def.name} at byte ${pc * 4} is cut off: the program ends inside it`, source);
    const col = lineOf[pc] ? mnemonicCol(source, d.def.name) : 1;
    const where = lineOf[pc] ? `line ${line}` : hexOffset(base + pc * 4);
    const ins: Inst = { def: d.def, f: d.fields, site: { line, col, name: d.def.name, offset: base + pc * 4, where }, at: pc * 4 };
    const ds = d.def.enc === 'DS' ? dsNotSimulated(d.def, d.fields) : valuNotSimulated(gen, d.def, d.fields) ?? vop3pNotSimulated(gen, d.def, d.fields);
    if (ds) fail(file, line, col, ds, source);
    const compile = COMPILERS[ins.def.enc];
    if (!compile) fail(file, line, col, `${d.def.name}: not simulated yet (the simulator runs the memory, scalar ALU, vector ALU and program-flow instructions)`, source);
    let run: Run;
    try {
      run = compile(gen, ins);
    } catch (e) {
      if (!(e instanceof NotSimulated)) throw e;
      fail(file, line, col, `${d.def.name}: not simulated: ${e.message}`, source);
    }
    index.set(pc * 4, insts.length);
    insts.push({ ...ins, run, text, source });
    pc += d.size;
  }
  index.set(words.length * 4, insts.length);
  const flow = Uint8Array.from(insts, (i) => (i.def.kind === 'endpgm' ? FLOW_END : 0) | (i.def.name === 's_barrier' ? FLOW_BARRIER : 0));
  return { gen, insts, file, base, index, runs: insts.map((i) => i.run), flow };
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
  for (let r = 0; r < 128; r++) if (w.sgprTouched[r]) sgpr[w.regs.single[r] ?? (r === 126 ? 'exec_lo' : r === 127 ? 'exec_hi' : `s${r}`)] = w.sgpr[r];
  const vgpr: Record<string, number[]> = {};
  for (let r = 0; r < 256; r++) if (w.vgprTouched[r]) vgpr[`v${r}`] = Array.from(w.vgpr.subarray(r * LANES, r * LANES + LANES));
  const dump: Record<string, number[]> = {};
  for (const d of dumps) dump[d.spec] = readDwords(w, d, false);
  const lds: Record<string, number[]> = {};
  for (const d of ldsDumps) lds[d.spec] = readDwords(w, d, true);
  const exec = '0x' + w.sgpr[127].toString(16).padStart(8, '0') + w.sgpr[126].toString(16).padStart(8, '0');
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
  private i = 0;
  done = false;
  readonly t: Tracker;

  constructor(readonly w: Wave, readonly prog: Program, private readonly maxSteps: number, private readonly trace?: Trace, private readonly checks?: RunChecks) {
    // Each counter's field maximum on this generation (src/isa/waitcnt.ts): a full counter stalls issue.
    const field = (n: string): number => waitcntFields(w.gen).find((c) => c.name === n)!.max;
    const max = { vm: field('vmcnt'), lgkm: field('lgkmcnt'), exp: field('expcnt') };
    this.t = new Tracker(max, (op) => land(w, op), (r) => w.regs.single[r] ?? `s${r}`);
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
        if (next === undefined) i++;
        else i = this.jump(i, next);
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

  /** Index of the instruction at byte address `next` (a taken branch of insts[i]). */
  private jump(i: number, next: number): number {
    const prog = this.prog;
    const to = prog.index.get(next);
    if (to !== undefined) return to;
    // P60: a jump to the end of the code ends the program as running off the end does.
    const ins = prog.insts[i];
    fail(prog.file, ins.site.line, ins.site.col, `${ins.def.name} jumps to ${Number.isSafeInteger(next) ? 'byte ' : ''}${hexAddr(next)}, which is not the start of an instruction of the program (its code is bytes 0..${hexAddr(codeEnd(prog) - 1)})`, ins.source);
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

/** Byte size of the program's code (the last key of its index). */
function codeEnd(prog: Program): number {
  let end = 0;
  for (const k of prog.index.keys()) end = Math.max(end, k);
  return end;
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
