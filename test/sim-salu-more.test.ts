// Black-box tests of the fork/join branch stack (s_cbranch_i_fork, s_cbranch_g_fork,
// s_cbranch_join) on every generation that has them. Expected values follow the manuals'
// pseudo-code by hand: pass = S0 & EXEC, fail = ~S0 & EXEC; all pass: branch; all fail: fall
// through; else the path with fewer lanes runs first (ties: the passing path) and the other's
// {mask, address} is pushed at SGPR[CSP * 4 .. + 3] (mask low, byte address high), CSP in
// MODE[31:29] incremented; s_cbranch_join S0: CSP == S0 falls through, else pops EXEC and PC.
// docs/sim.md P123.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { GENS } from '../src/isa/gens.js';
import { sim } from './support/sim-util.js';

const CSP = 29; // MODE bit of the control-stack pointer

describe('fork/join branch stack (P123)', () => {
  for (const gen of GENS) {
    // Byte addresses: 0 s_mov_b32, 4 s_cbranch_i_fork, 8 fail path, 12 s_branch, 16 pass path, 20 join, 24 after.
    const program = [
      's_mov_b32 s21, 0',               // the CSP to join back to
      's_cbranch_i_fork s[10:11], pass',
      'v_mov_b32 v2, 2',                // fail path
      's_branch join',
      'pass: v_mov_b32 v1, 1',
      'join: s_cbranch_join s21',
      'v_mov_b32 v3, 3',
      's_getreg_b32 s22, hwreg(HW_REG_MODE, 29, 3)',
      's_endpgm',
    ];
    test(`${gen}: one lane passes of four: the pass path first (fewer lanes), the fail path from the stack`, () => {
      const r = sim(gen, program, { exec: '0xf', sgpr: { 's[10:11]': [1, 0] } });
      // pass = 1 (1 lane), fail = 0xe (3 lanes): not fewer failing lanes, so EXEC = pass, push
      // {0xe, 8} at s[0:3], CSP = 1, branch; the join pops EXEC = 0xe, PC = 8; the second join falls through.
      assert.deepEqual(r.vgpr.v1.slice(0, 4), [1, 0, 0, 0]);
      assert.deepEqual(r.vgpr.v2.slice(0, 4), [0, 2, 2, 2]);
      assert.deepEqual(r.vgpr.v3.slice(0, 4), [0, 3, 3, 3]);
      assert.deepEqual([r.sgpr.s0, r.sgpr.s1, r.sgpr.s2, r.sgpr.s3], [0xe, 0, 8, 0]);
      assert.equal(r.exec, '0x000000000000000e');
      assert.equal(r.sgpr.s22, 0); // CSP back to 0
      assert.deepEqual(r.hazards, []);
    });
    test(`${gen}: three lanes pass of four: the fail path first, the pass path (the branch target) from the stack`, () => {
      const r = sim(gen, program, { exec: '0xf', sgpr: { 's[10:11]': [7, 0] } });
      // fail = 8 (1 lane) < pass = 7 (3 lanes): EXEC = 8, push {7, 16}, fall through.
      assert.deepEqual(r.vgpr.v2.slice(0, 4), [0, 0, 0, 2]);
      assert.deepEqual(r.vgpr.v1.slice(0, 4), [1, 1, 1, 0]);
      assert.deepEqual([r.sgpr.s0, r.sgpr.s2], [7, 16]);
      assert.equal(r.exec, '0x0000000000000007');
    });
    test(`${gen}: all lanes pass: a plain branch, nothing pushed; none pass: fall through`, () => {
      const all = sim(gen, program, { exec: '0xf', sgpr: { 's[10:11]': ['0xff', 0], s0: 0x55 } });
      assert.deepEqual(all.vgpr.v1.slice(0, 4), [1, 1, 1, 1]);
      assert.equal(all.vgpr.v2, undefined);
      assert.equal(all.sgpr.s0, 0x55);
      const none = sim(gen, program, { exec: '0xf', sgpr: { 's[10:11]': ['0x30', 0] } });
      assert.deepEqual(none.vgpr.v2.slice(0, 4), [2, 2, 2, 2]);
      assert.equal(none.vgpr.v1, undefined); // the fail path branches over the pass block
    });
    test(`${gen}: s_cbranch_g_fork takes the target from an SGPR pair; MODE.CSP counts the entries`, () => {
      // 0 s_mov_b64 s[12:13], 24 | 4 s_mov_b32 s21, 0 | 8 g_fork | 12 fail | 16 getreg | 20 s_branch | 24 pass | 28 getreg | 32 join
      const r = sim(gen, [
        's_mov_b64 s[12:13], 24',
        's_mov_b32 s21, 0',
        's_cbranch_g_fork s[10:11], s[12:13]',
        'v_mov_b32 v2, 2',
        `s_getreg_b32 s23, hwreg(HW_REG_MODE, ${CSP}, 3)`,  // inside the second path: CSP 0 again
        's_branch join',
        'v_mov_b32 v1, 1',
        `s_getreg_b32 s22, hwreg(HW_REG_MODE, ${CSP}, 3)`,  // first path: CSP 1
        'join: s_cbranch_join s21',
        's_endpgm',
      ], { exec: '0x3', sgpr: { 's[10:11]': [1, 0] } });
      // pass = 1, fail = 2: equal counts, pass first (branch to 24), push {2, 12}.
      assert.deepEqual(r.vgpr.v1.slice(0, 2), [1, 0]);
      assert.deepEqual(r.vgpr.v2.slice(0, 2), [0, 2]);
      assert.deepEqual([r.sgpr.s22, r.sgpr.s23, r.sgpr.s2], [1, 0, 12]);
    });
  }
});
