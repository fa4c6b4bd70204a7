// simulate(): assemble (or take) a program, load the state, execute until s_endpgm or the end,
// and report registers, memory dumps, hazards and counters. No Node APIs: runs in browsers too.
import { Assembler, type Diagnostic } from '../asm/assembler.js';
import { decode } from '../codec/codec.js';
import { GEN_INFO, resolveGpu, type Gen } from '../isa/gens.js';
import type { EncName } from '../isa/types.js';
import { getCounter, waitcntFields } from '../isa/waitcnt.js';
import { printDecoded } from '../syntax/print.js';
import { SimError, type SimDiagnostic, type SimOptions, type SimResult, type StateJson } from './api.js';
import { compileDs, dsNotSimulated } from './exec-ds.js';
import { compileFlat } from './exec-flat.js';
import { compileMubuf } from './exec-mubuf.js';
import { compileScalar } from './exec-scalar.js';
import { compileValu, valuNotSimulated } from './exec-valu.js';
import { compileVop3p, vop3pNotSimulated } from './exec-vop3p.js';
import type { Compile, Inst, Run } from './inst.js';
import { releaseStaged } from './data.js';
import { loadState, parseUint } from './state.js';
import { Tracker, type Op } from './tracker.js';
import { Trace } from './trace.js';
import { LANES, Wave, laneOn, split64 } from './wave.js';

/** The program-flow instructions the simulator runs: s_nop, s_endpgm, s_barrier (one wave), s_waitcnt. */
const RUNNABLE_SOPP: ReadonlySet<string> = new Set(['nop', 'endpgm', 'barrier', 'waitcnt']);

const compileSopp: Compile = (gen, ins) => {
  if (ins.def.kind !== 'waitcnt') return (_w, t) => t.noteScalarWrites([]);
  const c: Record<string, number> = {};
  for (const field of waitcntFields(gen)) c[field.name] = getCounter(field, ins.f.simm16);
  return (_w, t) => {
    t.wait(c.vmcnt, c.lgkmcnt, c.expcnt);
    t.noteScalarWrites([]);
  };
};

/** Encodings the simulator runs; an instruction of any other is a located "not simulated yet" error. */
const COMPILERS: Partial<Readonly<Record<EncName, Compile>>> = {
  SMRD: compileScalar, SMEM: compileScalar, MUBUF: compileMubuf, MTBUF: compileMubuf, FLAT: compileFlat, DS: compileDs, SOPP: compileSopp,
  VOP1: compileValu, VOP2: compileValu, VOPC: compileValu, VOP3: compileValu, VOP1_DPP: compileValu, VOP2_DPP: compileValu, VOP3P: compileVop3p,
};

function compilerFor(ins: Inst): Compile | undefined {
  if (ins.def.enc === 'SOPP' && !RUNNABLE_SOPP.has(ins.def.kind)) return undefined;
  return COMPILERS[ins.def.enc];
}

/** A program ready to run: decoded instructions with their source sites. */
export interface Program {
  readonly gen: Gen;
  readonly insts: readonly (Inst & { readonly run: Run; readonly text: string; readonly source: string })[];
}

function fail(file: string, line: number, col: number, message: string, source: string): never {
  throw new SimError([{ file, line, col, message, source }]);
}

/** Column of the mnemonic in a source line (after any labels). */
function mnemonicCol(source: string, mnemonic: string): number {
  const i = source.toLowerCase().indexOf(mnemonic);
  return i >= 0 ? i + 1 : source.search(/\S/) + 1;
}

/** Assemble program text (or take binary words) and decode it for execution. */
export function loadProgram(program: string | Uint8Array, gen: Gen, gpu: string, file: string, syntax: SimOptions['syntax'], maxErrors = 1000): Program {
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
    const ins: Inst = { def: d.def, f: d.fields, site: { line, col, name: d.def.name } };
    const ds = d.def.enc === 'DS' ? dsNotSimulated(d.def, d.fields) : valuNotSimulated(gen, d.def, d.fields) ?? vop3pNotSimulated(gen, d.def, d.fields);
    if (ds) fail(file, line, col, ds, source);
    const compile = compilerFor(ins);
    if (!compile) fail(file, line, col, `${d.def.name}: not simulated yet (the simulator runs the memory instructions, the vector ALU (VOP1, VOP2, VOPC, VOP3, DPP, VOP3P), s_nop, s_endpgm, s_barrier and s_waitcnt)`, source);
    insts.push({ ...ins, run: compile(gen, ins), text, source });
    pc += d.size;
  }
  return { gen, insts };
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
  return { sgpr, vgpr, exec, dump, lds, hazards, counters, trace: trace?.lines ?? [], warnings: [], steps: w.steps };
}

/** Execute until s_endpgm or the end; results of ops still in flight land at the end. */
export function execute(w: Wave, prog: Program, maxSteps: number, trace?: Trace): { counters: SimResult['counters']; hazards: SimResult['hazards'] } {
  const max = { vm: waitcntFields(w.gen)[0].max, lgkm: 15, exp: 7 };
  const t = new Tracker(max, (op) => land(w, op), (r) => w.regs.single[r] ?? `s${r}`);
  for (const ins of prog.insts) {
    if (w.steps >= maxSteps) break;
    trace?.before();
    ins.run(w, t);
    w.steps++;
    trace?.after(ins);
    if (ins.def.kind === 'endpgm') break;
  }
  const counters = t.counters;
  t.drain();
  return { counters, hazards: t.hazards };
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
