// SOP1/SOP2/SOPK/SOPC execution: operands read as the scalar source model says (registers,
// inline constants, literals, SCC), the computation from the table in salu-ops.ts, results written
// through the tracker (so a SALU op reading or overwriting an SGPR a scalar load has not returned
// yet is a hazard). The instructions that move the program counter (s_getpc/s_setpc/s_swappc/
// s_call), index SGPRs with M0 (s_movrels/s_movreld) or touch hardware registers (s_getreg/
// s_setreg) are the few special rows below, found by their semantics (src/isa/row-semantics.ts).
// docs/sim.md P60-P68.
import { relativeTarget } from '../isa/branch.js';
import { implicitOf } from '../isa/implicit.js';
import { semOf, type ExecKind } from '../isa/row-semantics.js';
import type { Gen } from '../isa/gens.js';
import { HWREG } from '../isa/imm-forms.js';
import { scalarRegs } from '../isa/registers.js';
import type { OperandSpec } from '../isa/types.js';
import { INLINE_F64, inlineIntValue, isAperture, isInlineFloat, isInlineInt } from '../isa/src-operands.js';
import {
  INLINE_FLOAT_FIRST, LITERAL, SREG_CODES, SRC_EXECZ, SRC_POPS_EXITING_WAVE_ID, SRC_PRIVATE_BASE, SRC_VCCZ, VCC,
} from '../isa/special-regs.js';
import { issue, NotSimulated, range, scalarEffects, type Compile, type Inst, type Run } from './inst.js';
import { compileFork, compileJoin } from './exec-fork.js';
import { SALU_OPS, type SaluIo } from './salu-ops.js';
import { EXEC_LO, M0, type Wave } from './wave.js';
import { has } from '../isa/targets.js';

/** Instructions of these encodings the simulator does not run, and why (a located error at load). */
export const NOT_SIMULATED: Readonly<Record<string, string>> = {
  s_rfe_b64: 'returns from a trap handler, and traps are not modelled',
  s_rfe_restore_b64: 'returns from a trap handler, and traps are not modelled',
  s_setvskip: 'VSKIP mode is not modelled',
  s_set_gpr_idx_on: 'VGPR index mode is not modelled',
  s_set_gpr_idx_idx: 'VGPR index mode is not modelled',
  s_mov_regrd_b32: 'a CLRX-only opcode the manuals do not define',
  s_mov_fed_b32: 'a CLRX-only opcode the manuals do not define',
  s_getreg_regrd_b32: 'a CLRX-only opcode the manuals do not define',
};

const pair = (w: Wave, r: number): bigint => BigInt(w.sgpr[r]) | (BigInt(w.sgpr[r + 1] ?? 0) << 32n);

/** A 32-bit scalar source: register, constant, SCC, or the instruction's literal. */
function src32(w: Wave, code: number, literal: number): number {
  return code === LITERAL ? literal : w.ssrc(code);
}

/**
 * A 64-bit scalar source. Integer inline constants are sign-extended, float ones are f64 values,
 * a literal is zero-extended, or sign-extended for a signed operand (P61), VCCZ/EXECZ/SCC are 0
 * or 1, the GCN 1.4 aperture registers give the whole 64-bit base (limit: base + 4 GiB - 1).
 */
function src64(w: Wave, code: number, literal: number, signed = false): bigint {
  if (code < SREG_CODES) return pair(w, code);
  if (code === LITERAL) return BigInt.asUintN(64, BigInt(signed ? literal | 0 : literal >>> 0));
  if (isInlineInt(code)) return BigInt.asUintN(64, BigInt(inlineIntValue(code)));
  if (isInlineFloat(code)) return INLINE_F64[code - INLINE_FLOAT_FIRST];
  if (isAperture(code) && code < SRC_POPS_EXITING_WAVE_ID) {
    const [hi, lo] = code < SRC_PRIVATE_BASE ? w.ldsAperture : w.privateAperture;
    return (BigInt(hi) << 32n) | BigInt(code % 2 === 0 ? (lo | 0xffffffff) >>> 0 : lo);
  }
  return BigInt(w.ssrc(code));
}

/** Registers a source operand reads (for hazards): SGPRs, VCC for VCCZ, EXEC for EXECZ. */
function sourceRegs(code: number, n: number): number[] {
  if (code < SREG_CODES) return range(code, n, SREG_CODES);
  if (code === SRC_VCCZ) return [VCC, VCC + 1];
  if (code === SRC_EXECZ) return [EXEC_LO, EXEC_LO + 1];
  return [];
}

const spec = (ins: Inst, field: string): OperandSpec | undefined => ins.def.operands.find((s) => s.field === field);

/** Stage the low n dwords (1 or 2) of v into registers reg.. (none past the scalar file). */
function stage64(op: { sWrites: number[] }, reg: number, v: bigint, n: number): void {
  op.sWrites.push(reg, Number(v & 0xffffffffn));
  if (n === 2 && reg + 1 < SREG_CODES) op.sWrites.push(reg + 1, Number((v >> 32n) & 0xffffffffn));
}

/** Write the low n dwords (1 or 2) of v into registers reg.. (none past the scalar file), as stage64 + land. */
function set64(w: Wave, reg: number, v: bigint, n: number): void {
  w.setS(reg, Number(v & 0xffffffffn));
  if (n === 2 && reg + 1 < SREG_CODES) w.setS(reg + 1, Number((v >> 32n) & 0xffffffffn));
}

const NONE: readonly number[] = [];

/** The instructions table-driven by SALU_OPS. */

function compileOp(ins: Inst): Run {
  const { def, f } = ins;
  const fn = SALU_OPS[semOf(def).op];
  if (!fn) throw new NotSimulated('no semantics are defined for it');
  const s0 = spec(ins, 'ssrc0'), s1 = spec(ins, 'ssrc1'), dst = spec(ins, 'sdst');
  const sopk = def.enc === 'SOPK';
  const c0 = s0 ? f.ssrc0 : -1, c1 = s1 ? f.ssrc1 : -1, sd = dst ? f.sdst : -1;
  const n0 = s0?.regs ?? 1, n1 = s1?.regs ?? 1, nd = dst?.regs ?? 1;
  // The implicit operands (src/isa/implicit.ts): SOPK's SDST read, s_cmpk's unwritten SDST, EXEC.
  const imp = implicitOf(def);
  const readsD = imp.dstRead;
  const writesD = dst !== undefined && imp.dstWritten;
  const execOp = imp.execIn;
  const sReads = [...(s0 ? sourceRegs(c0, n0) : []), ...(s1 ? sourceRegs(c1, n1) : []), ...(readsD ? range(sd, nd, SREG_CODES) : []), ...(execOp ? [EXEC_LO, EXEC_LO + 1] : [])];
  const sWrites = [...(writesD ? range(sd, nd, SREG_CODES) : []), ...(execOp ? [EXEC_LO, EXEC_LO + 1] : [])];
  const lit = f.literal ?? 0;
  // A signed 64-bit SSRC0 (the table's si64: s_ashr_i64, s_bfe_i64, s_flbit_i32_i64) sign-extends a literal (P61).
  const signed0 = s0?.signed ?? false;
  const io: SaluIo = { a: 0, b: 0, A: 0n, B: 0n, d: 0, D: 0n, k: sopk ? f.simm16 : 0, scc: 0, write: true, exec: undefined, execIn: 0n };
  return (w, t) => {
    if (s0) { if (n0 === 2) io.A = src64(w, c0, lit, signed0); else io.a = src32(w, c0, lit); }
    if (s1) { if (n1 === 2) io.B = src64(w, c1, lit); else io.b = src32(w, c1, lit); }
    if (readsD) { if (nd === 2) io.D = pair(w, sd); else io.d = w.sgpr[sd]; }
    if (execOp) io.execIn = pair(w, EXEC_LO);
    io.scc = w.scc;
    io.write = true;
    io.exec = undefined;
    fn(io);
    w.scc = io.scc;
    // No counters: check, write the results straight into the SGPRs (what issue() + land() of an
    // op without counts does, in the same order), and the registers have no pending writer.
    t.check(ins.site, sReads, NONE, sWrites, NONE, false);
    if (writesD && io.write) {
      if (nd === 2) set64(w, sd, io.D, 2);
      else w.setS(sd, io.d >>> 0);
    }
    if (io.exec !== undefined) set64(w, EXEC_LO, io.exec, 2);
    t.settle(sWrites, NONE);
    t.noteScalarWrites(sWrites);
  };
}

// ---- program counter (P60) --------------------------------------------------------------------

/** D = the address of the next instruction (s_getpc_b64, and the return address of s_swappc/s_call). */
function compilePc(ins: Inst, exec: ExecKind): Run {
  const { f } = ins;
  const at = ins.at ?? 0;
  const ret = BigInt(at + 4);
  const sd = f.sdst;
  if (exec === 'getpc') {
    const e = scalarEffects([], range(sd, 2, SREG_CODES));
    return (w, t) => issue(t, ins, e, (op) => stage64(op, sd, ret, 2));
  }
  if (exec === 'call') {
    const target = relativeTarget(at, f.simm16);
    const e = scalarEffects([], range(sd, 2, SREG_CODES));
    return (w, t) => {
      issue(t, ins, e, (op) => stage64(op, sd, ret, 2));
      return target;
    };
  }
  // s_setpc_b64, s_swappc_b64: PC = S0 (read before D is written: they may be the same pair).
  const c0 = f.ssrc0;
  const swap = exec === 'swappc';
  const e = scalarEffects(sourceRegs(c0, 2), swap ? range(sd, 2, SREG_CODES) : []);
  const lit = f.literal ?? 0;
  return (w, t) => {
    const to = src64(w, c0, lit);
    issue(t, ins, e, (op) => { if (swap) stage64(op, sd, ret, 2); });
    return Number(to);
  };
}

// ---- s_movrels / s_movreld (P65) -------------------------------------------------------------

function compileMovrel(gen: Gen, ins: Inst): Run {
  const { f } = ins;
  const n = spec(ins, 'sdst')?.regs === 2 ? 2 : 1;
  const sgprs = scalarRegs(gen).sgprs;
  const lit = f.literal ?? 0;
  const reads = semOf(ins.def).rel?.src === true; // s_movrels: SDST = S[SSRC0 + M0]; s_movreld: S[SDST + M0] = SSRC0
  return (w, t) => {
    const m0 = w.sgpr[M0];
    const base = reads ? f.ssrc0 : f.sdst;
    const r = base + m0;
    const ok = m0 === 0 || r + n <= sgprs;
    if (reads) {
      const from = ok ? range(r, n, SREG_CODES) : [];
      const v = from.length ? (n === 2 ? pair(w, r) : BigInt(w.sgpr[r])) : 0n;
      issue(t, ins, scalarEffects([M0, ...from], range(f.sdst, n, SREG_CODES)), (op) => stage64(op, f.sdst, v, n));
    } else {
      const v = n === 2 ? src64(w, f.ssrc0, lit) : BigInt(src32(w, f.ssrc0, lit));
      const to = ok ? range(r, n, SREG_CODES) : [];
      issue(t, ins, scalarEffects([M0, ...sourceRegs(f.ssrc0, n)], to), (op) => { if (to.length) stage64(op, r, v, n); });
    }
  };
}

// ---- hardware registers (P66) ----------------------------------------------------------------

interface HwReg { read(w: Wave): number; write?(w: Wave, v: number): void }

const HWREGS: Readonly<Record<number, HwReg>> = {
  1: { read: (w) => w.mode, write: (w, v) => { w.mode = v >>> 0; } },                       // MODE
  // STATUS: SCC in bit 0, EXECZ in bit 9, VCCZ in bit 10; every other bit reads 0.
  2: { read: (w) => w.scc | (w.ssrc(SRC_EXECZ) << 9) | (w.ssrc(SRC_VCCZ) << 10) },
  3: { read: (w) => w.trapsts, write: (w, v) => { w.trapsts = v >>> 0; } },                 // TRAPSTS
  // GCN 1.4 SH_MEM_BASES: PRIVATE_BASE (bits 63:48 of the private aperture) in 15:0,
  // SHARED_BASE (bits 63:48 of the LDS aperture) in 31:16.
  15: { read: (w) => ((w.privateAperture[0] >>> 16) | (w.ldsAperture[0] & 0xffff0000)) >>> 0 },
};

function compileHwreg(gen: Gen, ins: Inst): Run {
  const { f } = ins;
  const v = f.simm16;
  const id = (v >>> HWREG.idShift) & HWREG.idMask;
  const offset = (v >>> HWREG.offsetShift) & HWREG.offsetMask;
  const size = ((v >>> HWREG.sizeShift) & HWREG.sizeMask) + 1;
  const reg = id === 15 && !has(gen, 'sh-mem-bases') ? undefined : HWREGS[id];
  const getter = semOf(ins.def).exec === 'getreg';
  if (!reg) throw new NotSimulated(`hardware register ${id} is not modelled (the simulator has MODE, STATUS, TRAPSTS${has(gen, 'sh-mem-bases') ? ', SH_MEM_BASES' : ''})`);
  const mask = size >= 32 ? 0xffffffff : ((1 << size) - 1) >>> 0;
  if (getter) {
    const e = scalarEffects([], [f.sdst]);
    return (w, t) => {
      const x = ((reg.read(w) >>> offset) & mask) >>> 0;
      issue(t, ins, e, (op) => { op.sWrites.push(f.sdst, x); });
    };
  }
  const write = reg.write;
  if (!write) throw new NotSimulated(`writes to hardware register ${id} are not modelled (only MODE and TRAPSTS are writable)`);
  const imm = semOf(ins.def).imm === true; // s_setreg_imm32_b32: the value is the literal
  const e = scalarEffects(imm ? [] : [f.sdst], []);
  // Bits past 31 (offset + size > 32) are dropped.
  const field = (mask << offset) >>> 0;
  return (w, t) => {
    const src = imm ? f.literal ?? 0 : w.sgpr[f.sdst];
    issue(t, ins, e, () => write(w, ((reg.read(w) & ~field) | ((src << offset) & field)) >>> 0));
  };
}

/** SOP1, SOP2, SOPK and SOPC: the special rows by their semantics, the rest by SALU_OPS. */
export const compileSalu: Compile = (gen, ins) => {
  const why = NOT_SIMULATED[ins.def.name];
  if (why) throw new NotSimulated(why);
  const exec = semOf(ins.def).exec;
  switch (exec) {
    case 'getpc': case 'setpc': case 'swappc': case 'call': return compilePc(ins, exec);
    case 'movrel': return compileMovrel(gen, ins);
    case 'getreg': case 'setreg': return compileHwreg(gen, ins);
    case 'fork': return compileFork(gen, ins);
    case 'join': return compileJoin(gen, ins);
    default: return compileOp(ins);
  }
};
