// Simulator throughput, executed by the same code `gcnkit sim` and `gcnkit run` use, hazard
// tracking on, gfx900. Times are the process's CPU time (process.cpuUsage: user + system), not
// wall time, so that other processes on a shared machine count less; each figure is the best
// of `repeats` measured rounds after one warm-up round.
// - Instruction kinds: a straight-line program of `instructions` copies of one line (or a small
//   group of lines), assembled once, run `runs` times on one wave with 64 active lanes (like a
//   kernel's loop body). Vector kinds report lane-operations per second (instructions x active
//   lanes); scalar kinds (SMEM, SALU) instructions per second.
// - Kernels (issue 16): clang-19 kernels of test/objects dispatched with runKernel: a 1M
//   work-item vector add and the tiled matrix multiply; work-items per second, wave instructions
//   and lane-operations (wave instructions x 64) per second, CPU time of the whole runKernel
//   call (argument encoding, code loading, every workgroup), and the hazards (must be 0).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execute, loadProgram } from '../src/sim/run.js';
import { runKernel, type KernelArg } from '../src/sim/dispatch.js';
import { loadState } from '../src/sim/state.js';
import { Wave } from '../src/sim/wave.js';
import type { StateJson } from '../src/sim/api.js';

export interface SimBenchRow {
  readonly name: string;
  /** Lane-operations (vector kinds) or instructions (scalar kinds, `scalar` set) per second. */
  readonly laneOpsPerSec: number;
  readonly scalar?: boolean;
  /** The issue 14 target for this kind, in lane-operations per second, if it has one. */
  readonly target?: number;
  readonly hazards: number;
}

export interface KernelBenchRow {
  readonly name: string;
  readonly workItems: number;
  readonly seconds: number;
  readonly workItemsPerSec: number;
  readonly instructions: number;
  readonly laneOpsPerSec: number;
  readonly hazards: number;
}

const lanes = (f: (l: number) => number): number[] => Array.from({ length: 64 }, (_, l) => f(l) >>> 0);

/** Buffer V# at 0x10000 (1 MiB, raw), FLAT/GLOBAL addresses, LDS addresses, sources for the ALU. */
const STATE: StateJson = {
  sgpr: { 's[4:7]': [0x10000, 0, 0x100000, 0x27000], 's[0:1]': [0x20000, 0], s2: 7, s3: 0x3f800000 },
  vgpr: {
    v0: lanes((l) => 4 * l), v1: 'lane', 'v[2:97]': 1, v98: lanes((l) => 0x10000 + 4 * l), v99: 0,
    v100: lanes((l) => l * 0.75 * 2 ** 23 + 0x3f800000), v101: 0x40000000, v102: 0x3e800000, v103: lanes((l) => l * 977),
    v104: lanes((l) => 200 + l),
  },
  memory: [{ addr: '0x10000', dwords: lanes((l) => l * 3) }],
  m0: -1,
};

/** One instruction kind: its line(s) ({i} is the copy number), lanes per instruction (0: scalar). */
interface Kind { name: string; lines: (i: number) => string; lanes: number; target?: number; per?: number }

const KINDS: readonly Kind[] = [
  { name: 'buffer_load_dword', lines: () => 'buffer_load_dword v1, v0, s[4:7], 0 offen offset:16', lanes: 64, target: 100e6 },
  { name: 'buffer_store_dword', lines: () => 'buffer_store_dword v1, v0, s[4:7], 0 offen offset:16', lanes: 64 },
  { name: 'buffer_atomic_add', lines: () => 'buffer_atomic_add v2, v0, s[4:7], 0 offen', lanes: 64 },
  // Returning atomics rotate through v2..v97 (more than the 63 VM results that can be in flight)
  // so that no instruction reads a result still in flight.
  { name: 'buffer_atomic_add glc', lines: (i) => `buffer_atomic_add v${2 + (i % 96)}, v0, s[4:7], 0 offen glc`, lanes: 64, target: 30e6 },
  { name: 'global_load_dword', lines: (i) => `global_load_dword v${2 + (i % 96)}, v[98:99], off offset:16`, lanes: 64 },
  { name: 'flat_load_dword', lines: (i) => `flat_load_dword v${2 + (i % 8)}, v[98:99]\n${i % 8 === 7 ? 's_waitcnt vmcnt(0) lgkmcnt(0)' : 's_nop 0'}`, lanes: 64, per: 2 },
  { name: 'ds_read_b32', lines: (i) => `ds_read_b32 v${2 + (i % 8)}, v0 offset:16\n${i % 8 === 7 ? 's_waitcnt lgkmcnt(0)' : 's_nop 0'}`, lanes: 64, per: 2 },
  { name: 'ds_write_b32', lines: () => 'ds_write_b32 v0, v1 offset:16', lanes: 64 },
  { name: 's_load_dword (8, then s_waitcnt)', lines: (i) => `s_load_dword s${8 + (i % 8)}, s[0:1], 0x${(4 * (i % 8)).toString(16)}${i % 8 === 7 ? '\ns_waitcnt lgkmcnt(0)' : ''}`, lanes: 0 },
  { name: 'VALU v_add_f32', lines: (i) => `v_add_f32 v${2 + (i % 90)}, v100, v101`, lanes: 64 },
  { name: 'VALU v_fma_f32', lines: (i) => `v_fma_f32 v${2 + (i % 90)}, v100, v101, v102`, lanes: 64 },
  { name: 'VALU v_mul_lo_u32', lines: (i) => `v_mul_lo_u32 v${2 + (i % 90)}, v103, v1`, lanes: 64 },
  { name: 'VALU v_add_u32 (int)', lines: (i) => `v_add_u32 v${2 + (i % 90)}, s2, v103`, lanes: 64 },
  { name: 'VALU v_cndmask_b32', lines: (i) => `v_cndmask_b32 v${2 + (i % 90)}, v100, v103, vcc`, lanes: 64 },
  { name: 'VALU v_cmp + s_and_saveexec loop', lines: loopLines, lanes: 64, per: 500 },
  { name: 'SALU s_add_u32/s_mul_i32/s_and_b32', lines: (i) => ['s_add_u32 s10, s2, s3', 's_mul_i32 s11, s2, s10', 's_and_b32 s12, s11, 0xff'][i % 3], lanes: 0 },
];

/**
 * A divergent counted loop as clang compiles it: every lane counts v5 up to its own limit
 * (v104 = 200 + lane), lanes leave as they finish. 5 instructions per iteration, ~1300 per copy (per: 500
 * makes the program 2 copies).
 */
function loopLines(i: number): string {
  return [
    `s_mov_b64 s[20:21], exec`, `v_mov_b32 v5, 0`,
    `L${i}:`, `v_add_u32 v5, 1, v5`, `v_cmp_lt_u32 vcc, v5, v104`, `v_cndmask_b32 v6, v5, v104, vcc`, `s_and_saveexec_b64 s[22:23], vcc`, `s_cbranch_execnz L${i}`,
    `s_mov_b64 exec, s[20:21]`,
  ].join('\n');
}

/** CPU seconds of f(), best of `repeats` after a warm-up call. */
function cpuBest(repeats: number, f: () => void): number {
  let best = Infinity;
  for (let rep = 0; rep <= repeats; rep++) {
    const c0 = process.cpuUsage();
    f();
    const c = process.cpuUsage(c0);
    if (rep) best = Math.min(best, (c.user + c.system) / 1e6);
  }
  return best;
}

/** Lane-ops/s (instructions/s for scalar kinds) of each kind; `instructions` copies run `runs` times. */
export function simBench(instructions: number, runs: number, repeats = 5): SimBenchRow[] {
  const rows: SimBenchRow[] = [];
  for (const k of KINDS) {
    const copies = Math.max(1, Math.round(instructions / (k.per ?? 1)));
    const text = Array.from({ length: copies }, (_, i) => k.lines(i)).join('\n');
    const prog = loadProgram(text, 'gcn1.4', 'gfx900', 'bench.s', 'llvm');
    const w = new Wave('gcn1.4');
    loadState(w, STATE, 'bench');
    let hazards = 0;
    // Lane-operations of one run: executed instructions (s_nop, s_waitcnt, branches and s_mov
    // included) times active lanes, counted on a fresh wave.
    const probe = new Wave('gcn1.4');
    loadState(probe, STATE, 'bench');
    hazards += execute(probe, prog, Infinity).hazards.length;
    const perRun = probe.steps * (k.lanes || 1);
    const s = cpuBest(repeats, () => {
      for (let r = 0; r < runs; r++) hazards += execute(w, prog, Infinity).hazards.length;
    });
    rows.push({ name: k.name, laneOpsPerSec: (perRun * runs) / s, scalar: k.lanes === 0, target: k.target, hazards });
  }
  return rows;
}

const OBJECTS = fileURLToPath(new URL('../../test/objects/hsa/gfx900/', import.meta.url));

/** A 1M work-item vector add and the tiled matrix multiply (matmul_tiled, n x n) via runKernel. */
export function kernelBench(vaddItems = 1 << 20, matmulN = 128, repeats = 2): KernelBenchRow[] {
  const rows: KernelBenchRow[] = [];
  const run = (name: string, file: string, kernel: string, items: number, grid: number[], block: number[], args: KernelArg[]): void => {
    const object = new Uint8Array(readFileSync(join(OBJECTS, `${file}.o`)));
    let instructions = 0, hazards = 0;
    const s = cpuBest(repeats, () => {
      const r = runKernel(object, kernel, { grid, block }, args);
      instructions = r.instructions;
      hazards = r.hazards.length;
    });
    rows.push({ name, workItems: items, seconds: s, workItemsPerSec: items / s, instructions, laneOpsPerSec: (instructions * 64) / s, hazards });
  };
  const n = vaddItems;
  const a = Array.from({ length: n }, (_, i) => (i % 1000) * 0.25);
  run(`vadd, ${n} work-items (block 256)`, 'vadd', 'vadd', n, [n], [256],
    [{ buffer: 'float', data: a }, { buffer: 'float', data: a }, { buffer: 'float', data: new Array<number>(n).fill(0) }, { scalar: 'uint', value: n }]);
  const m = matmulN;
  const mat = Array.from({ length: m * m }, (_, i) => (i % 7) - 3);
  run(`matmul_tiled ${m}x${m} (block 16x16)`, 'matmul', 'matmul_tiled', m * m, [m, m], [16, 16],
    [{ buffer: 'float', data: mat }, { buffer: 'float', data: mat }, { buffer: 'float', data: new Array<number>(m * m).fill(0) }, { scalar: 'uint', value: m }]);
  return rows;
}

/** The bench's simulator section, printed. */
export function printSimBench(instructions = 1000, runs = 100): void {
  console.log(`\nbench: simulator (gfx900, hazard tracking on), a ${instructions}-instruction program run ${runs} times on one wave, CPU time, best of 5, execution only`);
  for (const r of simBench(instructions, runs)) {
    const unit = r.scalar ? 'M instr/s   ' : 'M lane-ops/s';
    const target = r.target ? `  (target ${r.target / 1e6})` : '';
    console.log(`  ${r.name.padEnd(40)} ${(r.laneOpsPerSec / 1e6).toFixed(1).padStart(8)} ${unit}${target}${r.hazards ? `  ${r.hazards} HAZARDS` : ''}`);
  }
  console.log('\nbench: kernels via runKernel (gfx900 clang-19 objects), CPU time of the whole call, best of 2');
  for (const r of kernelBench()) {
    console.log(`  ${r.name.padEnd(40)} ${r.seconds.toFixed(2).padStart(6)} s  ${(r.workItemsPerSec / 1e6).toFixed(3).padStart(7)} M work-items/s  `
      + `${(r.instructions / 1e6).toFixed(2)} M wave instr  ${(r.laneOpsPerSec / 1e6).toFixed(1).padStart(6)} M lane-ops/s  hazards ${r.hazards}`);
  }
}
