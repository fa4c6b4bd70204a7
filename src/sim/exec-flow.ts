// SOPP: program flow. Branches (s_branch, s_cbranch_*) return their target's byte address
// (SIMM16 counts dwords from the next instruction: PC + 4 + SIMM16 * 4, the manuals' S_BRANCH);
// s_waitcnt waits on the tracker; s_endpgm ends the program (the loop in run.ts); hints that
// change nothing architectural are no-ops (P67); the rest is a located "not simulated" error.
import { relativeTarget } from '../isa/branch.js';
import { semOf } from '../isa/row-semantics.js';
import type { Gen } from '../isa/gens.js';
import { getCounter, waitcntFields } from '../isa/waitcnt.js';
import { issue, NotSimulated, scalarEffects, type Compile, type Inst, type Run } from './inst.js';
import { SRC_EXECZ, SRC_VCCZ, VCC } from '../isa/special-regs.js';
import { EXEC_LO, type Wave } from './wave.js';

/** Conditional branches: the registers the condition reads and the condition. */
export const CONDITIONS: Readonly<Record<string, { reads: number[]; taken: (w: Wave) => boolean }>> = {
  s_branch: { reads: [], taken: () => true },
  s_cbranch_scc0: { reads: [], taken: (w) => w.scc === 0 },
  s_cbranch_scc1: { reads: [], taken: (w) => w.scc === 1 },
  // P68: VCCZ / EXECZ are computed from VCC / EXEC as they are when the branch issues.
  s_cbranch_vccz: { reads: [VCC, VCC + 1], taken: (w) => w.ssrc(SRC_VCCZ) === 1 },
  s_cbranch_vccnz: { reads: [VCC, VCC + 1], taken: (w) => w.ssrc(SRC_VCCZ) === 0 },
  s_cbranch_execz: { reads: [EXEC_LO, EXEC_LO + 1], taken: (w) => w.ssrc(SRC_EXECZ) === 1 },
  s_cbranch_execnz: { reads: [EXEC_LO, EXEC_LO + 1], taken: (w) => w.ssrc(SRC_EXECZ) === 0 },
};

/** Instructions that do nothing in a one-wave model with no scheduler, perf counters or trace (P67). */
export const NO_OPS: ReadonlySet<string> = new Set(['s_nop', 's_barrier', 's_sleep', 's_setprio', 's_ttracedata', 's_incperflevel', 's_decperflevel', 's_wakeup', 's_endpgm']);

export const NOT_SIMULATED: Readonly<Record<string, string>> = {
  s_cbranch_cdbgsys: 'the debugger condition bits are not modelled',
  s_cbranch_cdbguser: 'the debugger condition bits are not modelled',
  s_cbranch_cdbgsys_or_user: 'the debugger condition bits are not modelled',
  s_cbranch_cdbgsys_and_user: 'the debugger condition bits are not modelled',
  s_sendmsg: 'messages to the SPI/GDS are not modelled',
  s_sendmsghalt: 'messages to the SPI/GDS are not modelled',
  s_trap: 'traps are not modelled',
  s_icache_inv: 'the instruction cache is not modelled',
  s_setkill: 'pixel-shader kill is not modelled',
  s_sethalt: 'halting the wave is not modelled',
  s_endpgm_saved: 'context save/restore is not modelled',
  s_endpgm_ordered_ps_done: 'pixel-shader ordering is not modelled',
  s_set_gpr_idx_off: 'VGPR index mode is not modelled',
  s_set_gpr_idx_mode: 'VGPR index mode is not modelled',
};

function compileWaitcnt(gen: Gen, ins: Inst): Run {
  const c: Record<string, number> = {};
  for (const field of waitcntFields(gen)) c[field.name] = getCounter(field, ins.f.simm16);
  return (_w, t) => {
    t.wait(c.vmcnt, c.lgkmcnt, c.expcnt);
    t.noteScalarWrites([]);
  };
}

export const compileSopp: Compile = (gen, ins) => {
  const why = NOT_SIMULATED[ins.def.name];
  if (why) throw new NotSimulated(why);
  if (ins.def.kind === 'waitcnt') return compileWaitcnt(gen, ins);
  const op = semOf(ins.def).op;
  if (NO_OPS.has(op)) return (_w, t) => t.noteScalarWrites([]);
  const cond = CONDITIONS[op];
  if (!cond) throw new NotSimulated('no semantics are defined for it');
  const target = relativeTarget(ins.at ?? 0, ins.f.simm16);
  const e = scalarEffects(cond.reads, []);
  return (w, t) => {
    const taken = cond.taken(w);
    issue(t, ins, e, () => {});
    return taken ? target : undefined;
  };
};
