// Simulator throughput: lane-operations per second (instructions x 64 active lanes) for
// buffer_load_dword and buffer_atomic_add, executed by the same code `gcnkit sim` runs: a
// straight-line program of `instructions` copies, run `runs` times on one wave (like a kernel's
// loop body), best of 5.
import { execute, loadProgram } from '../src/sim/run.js';
import { loadState } from '../src/sim/state.js';
import { Wave } from '../src/sim/wave.js';

const STATE = { sgpr: { 's[4:7]': [0x10000, 0, 0x100000, 0x27000] }, vgpr: { v0: 'lane', 'v[2:97]': 1 } };

export function simBench(instructions: number, runs: number): { name: string; laneOpsPerSec: number }[] {
  const rows: { name: string; laneOpsPerSec: number }[] = [];
  for (const [name, line] of [
    ['buffer_load_dword', 'buffer_load_dword v1, v0, s[4:7], 0 offen offset:16'],
    ['buffer_atomic_add', 'buffer_atomic_add v2, v0, s[4:7], 0 offen'],
    // Returning atomics rotate through v2..v97 (more than the 63 VM results that can be in flight) so no
    // instruction reads a result still in flight.
    ['buffer_atomic_add glc', 'buffer_atomic_add v{2+i%96}, v0, s[4:7], 0 offen glc'],
  ] as const) {
    const lines = Array.from({ length: instructions }, (_, i) => line.replace('{2+i%96}', String(2 + (i % 96))));
    const prog = loadProgram(lines.join('\n'), 'gcn1.4', 'gfx900', 'bench.s', 'llvm');
    let best = Infinity;
    const w = new Wave('gcn1.4');
    loadState(w, STATE, 'bench');
    for (let rep = 0; rep < 6; rep++) {
      const t0 = process.hrtime.bigint();
      for (let r = 0; r < runs; r++) execute(w, prog, Infinity);
      // The first round warms the JIT up.
      if (rep) best = Math.min(best, Number(process.hrtime.bigint() - t0) / 1e9);
    }
    rows.push({ name, laneOpsPerSec: (instructions * runs * 64) / best });
  }
  return rows;
}
