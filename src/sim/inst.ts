// A decoded instruction ready to execute, and the helpers every executor shares.
import type { Fields } from '../codec/codec.js';
import type { Gen } from '../isa/gens.js';
import type { InstrDef } from '../isa/types.js';
import type { On } from '../isa/targets.js';
import { counterEvents } from '../isa/counters.js';
import { Op, type Site, type Tracker } from './tracker.js';
import type { Wave } from './wave.js';
import { EXEC_LO } from '../isa/special-regs.js';

export interface Inst {
  readonly def: InstrDef;
  readonly f: Fields;
  readonly site: Site;
  /** The target whose rows decoded it (its register files: gfx908's AGPRs), where it is not its family's base GPU. */
  readonly on?: On;
  /** Byte address of the instruction in the program (the first is at 0, docs/sim.md P60). */
  readonly at?: number;
}

/** Registers an instruction reads and writes (hazards) and what it counts. */
export interface Effects {
  readonly sReads: number[];
  readonly vReads: number[];
  readonly sWrites: number[];
  readonly vWrites: number[];
  readonly vm: number;
  readonly lgkm: number;
  readonly exp: number;
  /** Completes in issue order with other in-order VM ops (MUBUF, GCN 1.4 GLOBAL/SCRATCH). */
  readonly inOrder: boolean;
  /** Completes in issue order with other in-order LGKM ops (DS; docs/sim.md P27). */
  readonly lgkmInOrder?: boolean;
}

export function range(first: number, n: number, limit: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n && first + i < limit; i++) out.push(first + i);
  return out;
}

/**
 * Executes one prepared instruction. A Run that changes the program counter (a taken branch,
 * s_setpc_b64, ...) returns the byte address of the next instruction; any other returns nothing
 * and execution goes on with the instruction after it.
 */
export type Run = (w: Wave, t: Tracker) => number | void;

/** Prepares an instruction once (everything that depends only on its fields), returns its Run. */
export type Compile = (gen: Gen, ins: Inst) => Run;

/** Thrown by a Compile for an instruction the simulator does not run; loadProgram locates it. */
export class NotSimulated extends Error {}

/** What the instruction counts on vmcnt/lgkmcnt/expcnt (src/isa/counters.ts: one definition with the analyser's wait check). */
export type Counts = Pick<Effects, 'vm' | 'lgkm' | 'exp' | 'inOrder' | 'lgkmInOrder'>;

/** The counts of `ins` on `gen`; `flatLds`: a FLAT op an active lane of which addresses the LDS window (P99). */
export function countsOf(gen: Gen, ins: Inst, flatLds = false): Counts {
  const c = counterEvents(ins.def, ins.f, gen, flatLds);
  return { vm: c.vm, lgkm: c.lgkm, exp: c.exp, inOrder: c.vmInOrder, lgkmInOrder: c.lgkmInOrder };
}

/** No counts: an instruction that issues with no effect (EXEC = 0, a destination past the register file). */
export const NO_COUNTS: Counts = { vm: 0, lgkm: 0, exp: 0, inOrder: false, lgkmInOrder: false };

/** Effects of an instruction that only reads and writes scalar registers (SALU, branches). */
export function scalarEffects(sReads: number[], sWrites: number[]): Effects {
  return { sReads, vReads: [], sWrites, vWrites: [], vm: 0, lgkm: 0, exp: 0, inOrder: false };
}

/** Check hazards and open the op; the executor stages results into it, then calls `finish`. */
export function begin(t: Tracker, ins: Inst, e: Effects, lateReads?: readonly number[]): Op {
  t.check(ins.site, e.sReads, e.vReads, e.sWrites, e.vWrites, e.inOrder);
  const op = new Op(ins.site, e.vm, e.lgkm, e.exp, e.inOrder, e.lgkmInOrder === true);
  if (lateReads) op.lateReads = lateReads;
  return op;
}

export function finish(t: Tracker, op: Op, e: Effects): void {
  t.issue(op, e.sWrites, e.vWrites);
  t.noteScalarWrites(e.sWrites);
}

/** begin + perform + finish, for executors without a hot loop. */
export function issue(t: Tracker, ins: Inst, e: Effects, perform: (op: Op) => void): void {
  const op = begin(t, ins, e);
  perform(op);
  finish(t, op, e);
}

export function execZero(w: Wave): boolean {
  return w.sgpr[EXEC_LO] === 0 && w.sgpr[EXEC_LO + 1] === 0;
}

/** Add a signed byte offset to a 64-bit address held as halves. */
export function add64(hi: number, lo: number, delta: number): [number, number] {
  const s = lo + delta;
  const carry = Math.floor(s / 4294967296);
  return [(hi + carry) >>> 0, s >>> 0];
}

export function signExtend(v: number, bits: number): number {
  const s = 32 - bits;
  return (v << s) >> s;
}
