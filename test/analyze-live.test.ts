// gcnkit analyze: liveness (backward dataflow on the CFG), registers used, occupancy as LLVM 19
// computes it, and the 'registers' finding when code uses registers its descriptor does not allocate.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { programsOfSource } from '../src/analyze/load.js';
import { buildCfg } from '../src/analyze/cfg.js';
import { liveness } from '../src/analyze/liveness.js';
import { analyzePrograms } from '../src/analyze/analyze.js';
import { occupancy, wavesWithLds, wavesWithSgprs, wavesWithVgprs } from '../src/analyze/occupancy.js';
import type { Program } from '../src/analyze/program.js';

function program(gpu: string, lines: readonly string[]): Program {
  const r = programsOfSource(lines.join('\n') + '\n', gpu);
  assert.deepEqual(r.diagnostics.filter((d) => d.kind === 'error').map((d) => d.message), []);
  return r.programs[0];
}

describe('liveness', () => {
  test('live VGPRs and SGPRs before each instruction, through a loop', () => {
    const p = program('gfx900', [
      // Live before each (v2 and v3 are never written: live from the start).
      'v_mov_b32 v0, 0',              // v2 v3 s0
      'v_mov_b32 v1, 1',              // v0 v2 v3 s0
      'loop:',
      'v_add_u32 v0, v0, v1',         // v0 v1 v2 v3 s0
      's_sub_u32 s0, s0, 1',          // v0 v1 v2 v3 s0
      's_cmp_lg_u32 s0, 0',           // v0 v1 v2 v3 s0
      's_cbranch_scc1 loop',          // v0 v1 v2 v3 s0 (read again after the back edge) scc
      'global_store_dword v[2:3], v0, off', // v0 v2 v3
      's_endpgm',                     // nothing
    ]);
    const live = liveness(buildCfg(p));
    assert.deepEqual([...live.vgprs], [2, 3, 4, 4, 4, 4, 3, 0]);
    assert.deepEqual([...live.sgprs], [1, 1, 1, 1, 1, 1, 0, 0]);
    assert.equal(live.maxVgprs, 4);
    assert.equal(live.maxSgprs, 1);
  });

  test('a write kills, a read-modify-write (v_mac) keeps the destination live', () => {
    const p = program('tonga', ['v_mov_b32 v2, 0', 'v_mac_f32 v2, v0, v1', 'v_mov_b32 v0, v2', 's_endpgm']);
    const live = liveness(buildCfg(p));
    assert.deepEqual([...live.vgprs], [2, 3, 1, 0]);
  });
});

describe('occupancy (LLVM 19 GCNSubtarget::computeOccupancy)', () => {
  test('VGPR granules of 4 out of 256', () => {
    assert.equal(wavesWithVgprs('gcn1.4', 24), 10);
    assert.equal(wavesWithVgprs('gcn1.4', 25), 9);   // 28 -> 256/28
    assert.equal(wavesWithVgprs('gcn1.0', 128), 2);
    assert.equal(wavesWithVgprs('gcn1.2', 256), 1);
  });
  test('SGPR steps: 48/56/64/72/80 on GCN 1.0/1.1, 80/88/100 on GCN 1.2+', () => {
    assert.deepEqual([48, 49, 80, 81].map((n) => wavesWithSgprs('gcn1.1', n)), [10, 9, 6, 5]);
    assert.deepEqual([80, 81, 96, 101].map((n) => wavesWithSgprs('gcn1.4', n)), [10, 9, 8, 7]);
  });
  test('LDS: 32 KiB on GCN 1.0, 64 KiB after; work-group size in waves', () => {
    // 1024 work-items (16 waves) per group, 2 groups per CU: 8 waves per SIMD without LDS.
    assert.equal(wavesWithLds('gcn1.4', 0, 1024), 8);
    assert.equal(wavesWithLds('gcn1.4', 16384, 256), 4);   // 4 groups of 4 waves over 4 SIMDs
    assert.equal(wavesWithLds('gcn1.0', 16384, 256), 2);
    assert.deepEqual(occupancy('gcn1.4', { vgprs: 40, sgprs: 20, ldsBytes: 0, maxFlatWorkGroup: 256 }), { waves: 6, limitedBy: ['vgprs'], byVgprs: 6, bySgprs: 10, byLds: 10 });
  });
});

describe('registers beyond the descriptor', () => {
  const kernel = (nextVgpr: number, nextSgpr: number): string[] => [
    '.amdgcn_target "amdgcn-amd-amdhsa--gfx900"',
    '.text', '.globl k', '.p2align 8', '.type k,@function', 'k:',
    'v_mov_b32 v9, s20', 's_endpgm',
    '.rodata', '.p2align 6', '.amdhsa_kernel k',
    `.amdhsa_next_free_vgpr ${nextVgpr}`, `.amdhsa_next_free_sgpr ${nextSgpr}`, '.end_amdhsa_kernel',
  ];
  test('none when the allocation covers the code (XNACK_MASK reserved on gfx900)', () => {
    const [a] = analyzePrograms(programsOfSource(kernel(10, 21).join('\n') + '\n').programs, { gfx: 'gfx900', xnack: true });
    assert.deepEqual({ v: a.vgprs, s: a.sgprs.withExtra, f: a.findings }, { v: { used: 10, maxLive: 0, allocated: 12 }, s: 25, f: [] });
  });
  test('a VGPR and an SGPR beyond it are found at the first instruction naming them', () => {
    const [a] = analyzePrograms(programsOfSource(kernel(8, 8).join('\n') + '\n').programs, { gfx: 'gfx900', xnack: true });
    assert.deepEqual(a.findings.map((f) => [f.kind, f.offset, f.message, f.fix]), [
      ['registers', 0, 'v9 is beyond the 8 VGPRs the descriptor allocates: the code uses 10', '.amdhsa_next_free_vgpr 10'],
      ['registers', 0, 's20 is beyond the 16 SGPRs the descriptor allocates: the code uses 21 and 4 more for XNACK_MASK', '.amdhsa_next_free_sgpr 21'],
    ]);
  });
});
