// The SI..Vega fork/join branch stack (docs/sim.md P123; the manuals' S_CBRANCH_I_FORK,
// S_CBRANCH_G_FORK and S_CBRANCH_JOIN): a fork splits EXEC into the lanes whose S0 bit is set
// (pass) and the others (fail); if one side is all of EXEC it is a plain branch or fall-through,
// else the side with fewer lanes runs first (a tie runs the passing side) and the other side's
// {EXEC mask, byte address} is pushed as four SGPRs at SGPR[CSP * 4] (mask in the low pair,
// address in the high pair), CSP (MODE[31:29]) counting the entries. s_cbranch_join S0 falls
// through when CSP equals S0, else pops the top entry into EXEC and the program counter.
import { relativeTarget } from '../isa/branch.js';
import { semOf } from '../isa/row-semantics.js';
import type { Gen } from '../isa/gens.js';
import { issue, NotSimulated, range, scalarEffects, type Inst, type Run } from './inst.js';
import { EXEC_LO, type Wave } from './wave.js';
import { LITERAL, SREG_CODES } from '../isa/special-regs.js';

const CSP_SHIFT = 29;
const cspOf = (w: Wave): number => (w.mode >>> CSP_SHIFT) & 7;
const setCsp = (w: Wave, csp: number): void => { w.mode = ((w.mode & ~(7 << CSP_SHIFT)) | ((csp & 7) << CSP_SHIFT)) >>> 0; };
const pair = (w: Wave, r: number): bigint => BigInt(w.sgpr[r]) | (BigInt(w.sgpr[r + 1]) << 32n);
const bits = (m: bigint): number => { let c = 0; for (let x = m; x; x &= x - 1n) c++; return c; };
const MASK64 = (1n << 64n) - 1n;

/** s_cbranch_i_fork (SIMM16 dword offset) and s_cbranch_g_fork (target byte address in an SGPR pair). */
export function compileFork(_gen: Gen, ins: Inst): Run {
  const { f } = ins;
  const at = ins.at ?? 0;
  const relative = semOf(ins.def).imm === true; // s_cbranch_i_fork: SIMM16, s_cbranch_g_fork: an SGPR pair
  const mask = relative ? f.sdst : f.ssrc0; // SOPK holds the mask pair in its SDST field
  const targetReg = relative ? -1 : f.ssrc1;
  // The manual: the fork does not take constants; a pair must lie in the scalar file.
  for (const r of [mask, targetReg]) if (r >= SREG_CODES - 1) throw new NotSimulated(`operand code ${r} is not an SGPR pair (the fork's mask and target are registers)`);
  const reads = [...range(mask, 2, SREG_CODES), EXEC_LO, EXEC_LO + 1, ...(relative ? [] : range(targetReg, 2, SREG_CODES))];
  return (w, t) => {
    const exec = pair(w, EXEC_LO);
    const s0 = pair(w, mask);
    const target = relative ? relativeTarget(at, f.simm16) : Number(pair(w, targetReg) & 0xffffffffn);
    const pass = s0 & exec, fail = ~s0 & exec & MASK64;
    if (pass === exec || fail === exec) {
      issue(t, ins, scalarEffects(reads, []), () => {});
      return pass === exec ? target : undefined;
    }
    const failFirst = bits(fail) < bits(pass);
    const [run, save, saveAt] = failFirst ? [fail, pass, target] : [pass, fail, at + 4];
    const csp = cspOf(w), base = csp * 4;
    issue(t, ins, scalarEffects(reads, [EXEC_LO, EXEC_LO + 1, ...range(base, 4, SREG_CODES)]), (op) => {
      op.sWrites.push(EXEC_LO, Number(run & 0xffffffffn), EXEC_LO + 1, Number(run >> 32n));
      op.sWrites.push(base, Number(save & 0xffffffffn), base + 1, Number(save >> 32n), base + 2, saveAt >>> 0, base + 3, 0);
    });
    setCsp(w, csp + 1);
    return failFirst ? undefined : target;
  };
}

/** s_cbranch_join S0: CSP == S0: go on; else CSP -= 1 and {EXEC, PC} = SGPR[CSP * 4 .. + 3]. */
export function compileJoin(_gen: Gen, ins: Inst): Run {
  const code = ins.f.ssrc0;
  const lit = ins.f.literal ?? 0;
  return (w, t) => {
    const saved = code === LITERAL ? lit : w.ssrc(code);
    const csp = cspOf(w);
    if (csp === saved) {
      issue(t, ins, scalarEffects(code < SREG_CODES ? [code] : [], []), () => {});
      return undefined;
    }
    const top = (csp - 1) & 7, base = top * 4;
    const exec = [w.sgpr[base], w.sgpr[base + 1]];
    const pc = w.sgpr[base + 2];
    issue(t, ins, scalarEffects([...(code < SREG_CODES ? [code] : []), ...range(base, 4, SREG_CODES)], [EXEC_LO, EXEC_LO + 1]), (op) => {
      op.sWrites.push(EXEC_LO, exec[0], EXEC_LO + 1, exec[1]);
    });
    setCsp(w, top);
    return pc;
  };
}
