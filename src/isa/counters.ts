// What an instruction counts on the s_waitcnt counters, from its row and fields alone (docs/sim.md
// "Results, counters and hazards"; shared/reference/semantics.md §8.2). The static wait check
// (src/analyze/waits.ts) and the simulator (src/sim/inst.ts countsOf) read it; the simulator passes
// what only a run knows (a FLAT op reaching the LDS window); a static check assumes the worst.
import type { Gen } from './gens.js';
import { semanticsOf } from './semantics.js';
import { dataRegs, returnRegs } from './shapes.js';
import type { InstrDef } from './types.js';

export interface CounterEvents {
  /** VM_CNT increment (0 or 1) and whether the op completes in order with the other in-order VM ops. */
  readonly vm: number;
  readonly vmInOrder: boolean;
  /** LGKM_CNT increment and whether it completes in order with the other in-order LGKM ops (DS). */
  readonly lgkm: number;
  readonly lgkmInOrder: boolean;
  /** EXP_CNT increment: the op reads its data VGPRs late (exports; GCN 1.0 VMEM stores and atomics). */
  readonly exp: number;
}

const NONE: CounterEvents = { vm: 0, vmInOrder: false, lgkm: 0, lgkmInOrder: false, exp: 0 };

/** LGKM weight of a scalar memory op: 1 for a single dword, 2 for more (§8.2, chapter-7 rule). */
const weight = (dwords: number): number => (dwords > 1 ? 2 : 1);

/**
 * The counts of one instruction, or NONE. Fields: the decoded fields (glc, seg, gds...).
 * FLAT (the flat segment) counts VM, and LGKM too when a lane addresses the LDS window, which only
 * a run knows. With `flatLds` false the address is taken to be global, as the simulator does for a
 * FLAT op none of whose active lanes addresses the LDS window (docs/sim.md P99) and as clang-19
 * does for a pointer it knows is global (it then waits on vmcnt(N) alone): an in-order VM op.
 * With `flatLds` (its address may come from the LDS aperture: src/analyze/flat-lds.ts) it is what the
 * simulator makes of a FLAT op that reaches the LDS: out of order on VM and LGKM.
 */
export function counterEvents(def: InstrDef, f: Readonly<Record<string, number>>, gen: Gen, flatLds = false): CounterEvents {
  switch (def.enc) {
    case 'SMRD': case 'SMEM': {
      const k = def.kind;
      if (k === 'time') return lgkm(2);
      if (k === 'cache' || k === 'probe' || k === 'discard') return lgkm(def.name.endsWith('_x2') ? 2 : 1);
      if (k === 'atomic') return lgkm(weight(returnRegs(def)));
      if (k === 'load' || k === 'store') return lgkm(weight(dataRegs(def, gen)));
      return NONE;
    }
    case 'MUBUF': case 'MTBUF': case 'MIMG': case 'FLAT': {
      if (flatLds && def.segment === 'flat' && def.enc === 'FLAT') return { vm: 1, vmInOrder: false, lgkm: 1, lgkmInOrder: false, exp: 0 };
      const writesData = def.kind === 'store' || def.kind === 'atomic';
      return { vm: 1, vmInOrder: true, lgkm: 0, lgkmInOrder: false, exp: writesData && semanticsOf(gen).storeExpcnt ? 1 : 0 };
    }
    case 'DS':
      // GDS/GWS and the wave counters complete out of order with the LDS ops (LLVM: GDS_ACCESS is
      // its own LGKM event); LDS ops complete in order among themselves (P27).
      if (def.kind === 'gds' || f.gds === 1) return { vm: 0, vmInOrder: false, lgkm: 1, lgkmInOrder: false, exp: 0 };
      return { vm: 0, vmInOrder: false, lgkm: 1, lgkmInOrder: true, exp: 0 };
    case 'EXP':
      return { ...NONE, exp: 1 };
    case 'SOPP':
      // s_sendmsg / s_sendmsghalt: a message counts LGKM (§8.2), out of order with the rest.
      return def.name.startsWith('s_sendmsg') ? lgkm(1) : NONE;
    default:
      return NONE;
  }
}

function lgkm(n: number): CounterEvents {
  return { vm: 0, vmInOrder: false, lgkm: n, lgkmInOrder: false, exp: 0 };
}
