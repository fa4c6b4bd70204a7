// Mutation validation of the static wait and hazard checks (issue 29 item 2) on the clang-19 code
// objects of test/objects: every s_waitcnt and s_nop of every kernel and function is removed or
// loosened, one at a time; the mutated object is analysed (src/analyze/checks.ts) and its kernels
// run by the simulator (runKernel, one workgroup, the argsTemplate inputs), which reports a read
// before a load landed on the path that run takes. Static must cover dynamic: every simulated
// hazard's instruction has a static finding. Shared by scripts/analyze-mutations.ts and
// test/analyze-mutations.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCfg } from '../src/analyze/cfg.js';
import type { Finding } from '../src/analyze/analyze.js';
import { checkProgram } from '../src/analyze/checks.js';
import { programsOfObject } from '../src/analyze/load.js';
import type { Instr, Program } from '../src/analyze/program.js';
import type { Gen } from '../src/isa/gens.js';
import { getCounter, setCounter, waitcntAllMax, waitcntFields } from '../src/isa/waitcnt.js';
import { nopBits } from '../src/analyze/hazard-rules.js';
import { readCodeObject, type CodeObject } from '../src/objects/code-object.js';
import { xnackEnabled } from '../src/objects/targets.js';
import { argsTemplate, defaultDispatch } from '../src/sim/args-json.js';
import { runKernel, type Dispatch, type KernelArg } from '../src/sim/dispatch.js';
import { objectDir } from './object-compare.js';

export const GPUS = ['tahiti', 'bonaire', 'tonga', 'gfx900', 'gfx906'] as const;
/** GPUs whose clang-19 objects are the CDNA corpus (test/kernels-cdna/GPU, scripts/gen-kernels-cdna.ts); --gpu only. */
export const CDNA_GPUS: readonly string[] = ['gfx908', 'gfx90a', 'gfx942'];

/** HSA objects (code object v4/v5, metadata note) or Mesa ones (code object v2, amd_kernel_code_t, no metadata). */
export type Flavour = 'hsa' | 'mesa';

/** The objects of test/objects/FLAVOUR/GPU, or test/kernels-cdna/GPU for CDNA_GPUS (optionally only some files). */
export function corpusObjects(gpu: string, only?: readonly string[], flavour: Flavour = 'hsa'): { file: string; bytes: Uint8Array }[] {
  const dir = CDNA_GPUS.includes(gpu) ? join('test', 'kernels-cdna', gpu) : objectDir(flavour, gpu);
  return readdirSync(dir).filter((f) => f.endsWith('.o') && (!only || only.includes(f))).sort()
    .map((file) => ({ file, bytes: new Uint8Array(readFileSync(join(dir, file))) }));
}

export interface Mutation {
  /** The program (kernel or function) and the instruction mutated. */
  readonly program: string;
  readonly offset: number;
  /** s_waitcnt or s_nop. */
  readonly name: string;
  /** 'remove' (s_waitcnt: waits for nothing; s_nop: taken out of the code), or the loosened text. */
  readonly what: string;
  /** The new SIMM16, or undefined for an s_nop taken out (static check only: the code shrinks). */
  readonly simm16?: number;
}

/** The mutations of one instruction: s_waitcnt removed and each counter it waits on loosened by 1; s_nop N removed and N-1. */
export function mutationsOf(p: Program, ins: Instr): Mutation[] {
  const f = ins.decoded?.fields;
  if (!ins.def || !f) return [];
  const base = { program: p.name, offset: ins.offset, name: ins.def.name };
  if (ins.def.name === 's_waitcnt') {
    const out: Mutation[] = [];
    const none = waitcntAllMax(p.gen);
    if (f.simm16 !== none) out.push({ ...base, what: 'remove', simm16: none });
    for (const c of waitcntFields(p.gen)) {
      const v = getCounter(c, f.simm16);
      if (v < c.max) out.push({ ...base, what: `${c.name}(${v + 1})`, simm16: setCounter(c, f.simm16, v + 1) });
    }
    return out;
  }
  if (ins.def.name === 's_nop') {
    const n = f.simm16 & ((1 << nopBits(p.gen)) - 1);
    return [{ ...base, what: 'remove' }, ...(n ? [{ ...base, what: `s_nop ${n - 1}`, simm16: n - 1 }] : [])];
  }
  return [];
}

/** The program without instruction `at` (offsets kept): an s_nop taken out, for the static check. */
export function withoutInstr(p: Program, at: number): Program {
  // Each kept instruction with its new index and the rest of it as it was (its getters too: an
  // Instr may be a class whose operands and decoded are made on access, which a spread drops).
  const instrs = p.instrs.filter((_, i) => i !== at)
    .map((ins, i): Instr => Object.assign(Object.create(Object.getPrototypeOf(ins) as object) as Instr, ins, { index: i }));
  return { ...p, instrs };
}

/** The object with the SOPP SIMM16 of the instruction at .text offset `offset` replaced. */
export function patchSimm16(obj: CodeObject, bytes: Uint8Array, offset: number, simm16: number): Uint8Array {
  const out = bytes.slice();
  const at = obj.text!.offset + offset;
  out[at] = simm16 & 0xff;
  out[at + 1] = (simm16 >> 8) & 0xff;
  return out;
}

/** One workgroup of defaultDispatch's size (the required one, or 64). */
export function oneGroup(obj: CodeObject, name: string): Dispatch {
  const { block } = defaultDispatch(obj, name);
  return { grid: block, block };
}

/** What a kernel run gets: its dispatch and arguments. */
export type Inputs = (obj: CodeObject, kernel: string) => { dispatch: Dispatch; args: KernelArg[] };

/** One workgroup, the argsTemplate arguments of the object's own metadata. */
export const ownInputs: Inputs = (obj, k) => {
  const dispatch = oneGroup(obj, k);
  return { dispatch, args: argsTemplate(obj, k, dispatch).args as KernelArg[] };
};

/**
 * A Mesa object has no metadata (its arguments are unknown to argsTemplate): its kernels get the
 * inputs of the same kernel in the HSA object of the same name and GPU (the same OpenCL source
 * compiled by the same clang for the other OS; runKernel lays a code object v2's kernarg segment
 * out from the arguments given, docs/sim.md P104).
 */
export function twinInputs(gpu: string, file: string): Inputs {
  const twin = readCodeObject(corpusObjects(gpu, [file])[0].bytes);
  return (_obj, k) => ownInputs(twin, k);
}

/** The inputs of a corpus object's kernel runs. */
export const inputsOf = (flavour: Flavour, gpu: string, file: string): Inputs => (flavour === 'mesa' ? twinInputs(gpu, file) : ownInputs);

/**
 * A finding or a simulated hazard: the instruction, and the other one it names (the load a read
 * waits for, the writer of a wait-state rule), where it names one.
 */
export interface Pair {
  readonly offset: number;
  readonly with?: number;
  /** A static hazard finding's wait-state rule (src/analyze/hazard-rules.ts). */
  readonly rule?: string;
}

const pairKey = (p: Pair): string => `${p.offset}<-${p.with ?? '?'}`;

/** The simulator's hazards over every kernel of the object (each once), or undefined when a run fails. */
export function simHazards(obj: CodeObject, kernels: readonly string[], inputs: Inputs = ownInputs): Pair[] | undefined {
  const out = new Map<string, Pair>();
  for (const k of kernels) {
    try {
      const { dispatch, args } = inputs(obj, k);
      for (const h of runKernel(obj, k, dispatch, args, { maxSteps: 200_000 }).hazards) {
        // The other instruction, as the message names it: "... of s_load_dword (0x000104) ...".
        const other = /\((0x[0-9a-f]+)\)/.exec(h.message);
        const pair = other ? { offset: h.offset, with: Number(other[1]) } : { offset: h.offset };
        out.set(pairKey(pair), pair);
      }
    } catch {
      return undefined;
    }
  }
  return [...out.values()];
}

/**
 * The simulated hazards no static finding catches: a finding at the same instruction naming the
 * same other instruction (a hazard the simulator reports after a root hazard that the static check
 * reports elsewhere is not a catch).
 */
export function missedBy(o: Outcome): Pair[] {
  // In a function the static check names its caller's loads by one stand-in at the function's start
  // (waits.ts callerPending); the simulator names the caller's instruction.
  const [start, end] = o.range;
  const same = (f: Pair, h: Pair): boolean => f.with === h.with
    || (o.fn && f.with === start && h.with !== undefined && (h.with < start || h.with >= end));
  return (o.sim ?? []).filter((h) => !o.found.some((f) => f.offset === h.offset && (h.with === undefined || same(f, h))));
}

export interface Outcome {
  readonly gpu: string;
  readonly flavour: Flavour;
  readonly file: string;
  readonly m: Mutation;
  /** The mutated program's byte range, and whether it is a function. */
  readonly range: readonly [number, number];
  readonly fn: boolean;
  /** Static findings (wait and hazard) in the mutated program. */
  readonly found: readonly Pair[];
  /** The simulator's hazards (undefined: not simulated: an s_nop taken out, or the run failed). */
  readonly sim: readonly Pair[] | undefined;
}

const pairOf = (f: Finding): Pair => ({ offset: f.offset, ...(f.with === undefined ? {} : { with: f.with }), ...(f.rule ? { rule: f.rule } : {}) });

/** An s_nop mutation is caught by a hazard finding spanning it: at an instruction after the s_nop, naming one before it. */
export const nopCaught = (o: Outcome): boolean => o.found.some((f) => f.rule !== undefined && f.offset > o.m.offset && f.with !== undefined && f.with < o.m.offset);

/** Every mutation of every s_waitcnt / s_nop of an object, with what each side reports. */
export function mutateObject(gpu: string, file: string, bytes: Uint8Array, simulate = true, flavour: Flavour = 'hsa'): Outcome[] {
  const inputs = inputsOf(flavour, gpu, file);
  const obj = readCodeObject(bytes);
  const programs = programsOfObject(obj);
  const target = { xnack: xnackEnabled(obj.target) };
  const out: Outcome[] = [];
  for (const p of programs) {
    // Which kernels to run: the program itself, or (a function) every kernel of the object.
    const kernels = p.kind === 'kernel' ? [p.name] : obj.kernels.map((k) => k.name);
    const targets = new Set(buildCfg(p).edges.map((e) => e.target));
    const range = [p.start, p.end] as const;
    const fn = p.kind === 'function';
    p.instrs.forEach((ins, at) => {
      for (const m of mutationsOf(p, ins)) {
        if (m.simm16 === undefined) {
          // Taken out: only if no branch lands on it (the offsets after it are kept).
          if (!targets.has(ins.offset)) {
            const found = checkProgram(withoutInstr(p, at), undefined, target).map(pairOf);
            out.push({ gpu, flavour, file, m, range, fn, found, sim: undefined });
          }
          continue;
        }
        const mutated = patchSimm16(obj, bytes, ins.offset, m.simm16);
        const mobj = readCodeObject(mutated);
        const mp = programsOfObject(mobj).find((x) => x.name === p.name)!;
        const found = checkProgram(mp, undefined, target).map(pairOf);
        const sim = simulate ? simHazards(mobj, kernels, inputs) : undefined;
        out.push({ gpu, flavour, file, m, range, fn, found, sim });
      }
    });
  }
  return out;
}

export interface Tally {
  tried: number;
  simulated: number;
  staticCaught: number;
  simCaught: number;
  /** The simulator reports a hazard no static finding catches (missedBy): must be 0. */
  missed: number;
  /** Static findings where the simulated run reports none (its path or inputs did not trigger them). */
  staticOnly: number;
  /** s_nop mutations: caught statically (the simulator does not model wait states). */
  nopTried: number;
  nopCaught: number;
}

export function tally(outcomes: readonly Outcome[]): Tally {
  const t: Tally = { tried: 0, simulated: 0, staticCaught: 0, simCaught: 0, missed: 0, staticOnly: 0, nopTried: 0, nopCaught: 0 };
  for (const o of outcomes) {
    if (o.m.name === 's_nop') {
      t.nopTried++;
      if (nopCaught(o)) t.nopCaught++;
      continue;
    }
    t.tried++;
    if (o.found.length) t.staticCaught++;
    if (!o.sim) continue;
    t.simulated++;
    if (o.sim.length) t.simCaught++;
    if (missedBy(o).length) t.missed++;
    if (o.found.length && !o.sim.length) t.staticOnly++;
  }
  return t;
}

export type { Gen };
