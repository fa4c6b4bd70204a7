// Program flow in the simulator: the program counter, SOPP branches (target = PC + 4 +
// SIMM16 * 4, the manuals' S_BRANCH), s_getpc/s_setpc/s_swappc/s_call, the step limit, hazards and
// wait counters across branches, SOPP no-ops and "not simulated" errors. docs/sim.md P60, P67-P69.
// Addresses below are byte offsets from the program's first instruction (P60), counted by hand.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { GENS, type Gen } from '../src/isa/gens.js';
import { isaFor } from '../src/isa/index.js';
import { SimError } from '../src/sim/api.js';
import { hazardKeys, sim } from './support/sim-util.js';

/** `BRANCH skip` over `s_mov_b32 s2, 1`: s2 is 1 iff the branch is not taken. */
function taken(gen: Gen, branch: string, state: Parameters<typeof sim>[2]): boolean {
  const r = sim(gen, [`${branch} skip`, 's_mov_b32 s2, 1', 'skip:', 's_mov_b32 s3, 2', 's_endpgm'], state);
  assert.equal(r.sgpr.s3, 2, 'the code after the target runs');
  return r.sgpr.s2 === undefined;
}

function simError(f: () => unknown): SimError {
  try {
    f();
  } catch (e) {
    if (e instanceof SimError) return e;
    throw e;
  }
  assert.fail('no SimError');
}

describe('conditional branches', () => {
  for (const gen of GENS) {
    test(`${gen}: each s_cbranch_* is taken exactly when its condition holds`, () => {
      assert.equal(taken(gen, 's_branch', {}), true);
      assert.equal(taken(gen, 's_cbranch_scc0', { scc: 0 }), true);
      assert.equal(taken(gen, 's_cbranch_scc0', { scc: 1 }), false);
      assert.equal(taken(gen, 's_cbranch_scc1', { scc: 1 }), true);
      assert.equal(taken(gen, 's_cbranch_scc1', { scc: 0 }), false);
      assert.equal(taken(gen, 's_cbranch_vccz', { sgpr: { vcc: 0 } }), true);
      assert.equal(taken(gen, 's_cbranch_vccz', { sgpr: { vcc_hi: 0x80000000 } }), false); // either half counts
      assert.equal(taken(gen, 's_cbranch_vccnz', { sgpr: { vcc_hi: 0x80000000 } }), true);
      assert.equal(taken(gen, 's_cbranch_vccnz', {}), false);
      assert.equal(taken(gen, 's_cbranch_execz', { exec: 0 }), true);
      assert.equal(taken(gen, 's_cbranch_execz', { exec: '0x100000000' }), false);
      assert.equal(taken(gen, 's_cbranch_execnz', { exec: '0x100000000' }), true);
      assert.equal(taken(gen, 's_cbranch_execnz', { exec: 0 }), false);
    });
  }
});

describe('loops', () => {
  for (const gen of GENS) {
    test(`${gen}: a counted loop runs its body N times (1 + 2 + ... + 10 = 55)`, () => {
      const r = sim(gen, [
        's_mov_b32 s0, 0',
        's_mov_b32 s1, 10',
        'loop:',
        's_add_u32 s0, s0, s1',
        's_sub_u32 s1, s1, 1',
        's_cmp_lg_u32 s1, 0',
        's_cbranch_scc1 loop',
        's_endpgm',
      ]);
      assert.equal(r.sgpr.s0, 55);
      assert.equal(r.sgpr.s1, 0);
      assert.equal(r.steps, 2 + 10 * 4 + 1);
    });
    test(`${gen}: a backward branch by a raw offset (s_branch 0xfffc at byte 12: 12 + 4 - 4 * 4 = byte 0)`, () => {
      // bytes 0 s_add, 4 s_cmp, 8 s_cbranch_scc1, 12 s_branch: s0 = 1, 2, 3, then done.
      const r = sim(gen, ['s_add_u32 s0, s0, 1', 's_cmp_ge_u32 s0, 3', 's_cbranch_scc1 done', 's_branch 0xfffc', 'done:', 's_endpgm']);
      assert.equal(r.sgpr.s0, 3);
      assert.equal(r.steps, 3 * 3 + 2 + 1);
    });
  }
});

describe('program counter instructions (P60: the first instruction is at byte 0)', () => {
  for (const gen of GENS) {
    test(`${gen}: s_getpc_b64 gives the address of the next instruction`, () => {
      const r = sim(gen, ['s_nop 0', 's_mov_b32 s0, 0x12345678', 's_getpc_b64 s[2:3]', 's_endpgm']);
      assert.deepEqual([r.sgpr.s2, r.sgpr.s3], [16, 0]); // 4 (s_nop) + 8 (s_mov with literal) + 4
    });
    test(`${gen}: s_setpc_b64 jumps to the address in its register pair`, () => {
      const r = sim(gen, [
        's_getpc_b64 s[2:3]',      // byte 0 -> s[2:3] = 4
        's_add_u32 s2, s2, 12',    // byte 4 -> 16
        's_setpc_b64 s[2:3]',      // byte 8 -> jumps to 16
        's_mov_b32 s4, 1',         // byte 12 (skipped)
        's_mov_b32 s5, 2',         // byte 16
        's_endpgm',
      ]);
      assert.equal(r.sgpr.s4, undefined);
      assert.equal(r.sgpr.s5, 2);
    });
    test(`${gen}: s_swappc_b64 calls and s_setpc_b64 returns`, () => {
      const r = sim(gen, [
        's_mov_b64 s[2:3], 12',          // byte 0
        's_swappc_b64 s[4:5], s[2:3]',   // byte 4: s[4:5] = 8, PC = 12
        's_endpgm',                      // byte 8
        's_mov_b32 s6, 7',               // byte 12
        's_setpc_b64 s[4:5]',            // byte 16: back to 8
      ]);
      assert.deepEqual([r.sgpr.s4, r.sgpr.s5, r.sgpr.s6], [8, 0, 7]);
      assert.equal(r.steps, 5);
    });
    test(`${gen}: s_swappc_b64 reads its source before writing the same pair`, () => {
      const r = sim(gen, ['s_mov_b64 s[2:3], 12', 's_swappc_b64 s[2:3], s[2:3]', 's_endpgm', 's_mov_b32 s6, 7', 's_endpgm']);
      assert.deepEqual([r.sgpr.s2, r.sgpr.s6], [8, 7]);
    });
  }
  test('gfx900: s_call_b64 saves the return address and branches', () => {
    const r = sim('gcn1.4', ['s_call_b64 s[4:5], func', 's_endpgm', 'func:', 's_mov_b32 s6, 9', 's_setpc_b64 s[4:5]']);
    assert.deepEqual([r.sgpr.s4, r.sgpr.s5, r.sgpr.s6], [4, 0, 9]);
    assert.equal(r.steps, 4);
  });
  for (const gen of GENS) {
    test(`${gen}: a jump outside the program or into an instruction is a located error; to its end ends it`, () => {
      let e = simError(() => sim(gen, ['s_mov_b64 s[2:3], 0x1000', 's_setpc_b64 s[2:3]', 's_endpgm']));
      assert.equal(e.diagnostics[0].line, 2);
      assert.match(e.diagnostics[0].message, /^s_setpc_b64 jumps to byte 0x1000, which is not the start of an instruction of the program \(its code is bytes 0\.\.0xf\)/);
      e = simError(() => sim(gen, ['s_mov_b32 s2, 0x12345678', 's_mov_b32 s3, 0', 's_mov_b32 s2, 4', 's_setpc_b64 s[2:3]']));
      assert.match(e.diagnostics[0].message, /jumps to byte 0x4, which is not the start/);  // inside the literal
      e = simError(() => sim(gen, ['s_branch 0xff00', 's_endpgm']));
      assert.match(e.diagnostics[0].message, /^s_branch jumps to byte -0x3fc/);              // 0 + 4 - 256 * 4
      e = simError(() => sim(gen, ['s_mov_b64 s[2:3], -4', 's_setpc_b64 s[2:3]']));
      assert.match(e.diagnostics[0].message, /^s_setpc_b64 jumps to an address past 2\^53, which is not the start/);
      const r = sim(gen, ['s_mov_b64 s[2:3], 12', 's_setpc_b64 s[2:3]', 's_mov_b32 s4, 1']); // 12 = the end
      assert.equal(r.sgpr.s4, undefined);
      assert.equal(r.steps, 2);
    });
  }
});

describe('the step limit (P69)', () => {
  test('an endless loop stops with a located error naming the limit', () => {
    const e = simError(() => sim('gcn1.2', ['s_mov_b32 s0, 0', 'again: s_add_u32 s0, s0, 1', 's_branch again'], {}, { maxSteps: 101 }));
    assert.equal(e.diagnostics[0].line, 2);
    assert.match(e.diagnostics[0].message, /did not end after 101 instructions/);
  });
  test('a program that ends within the limit is fine', () => {
    const r = sim('gcn1.2', ['s_mov_b32 s0, 0', 's_endpgm'], {}, { maxSteps: 2 });
    assert.equal(r.steps, 2);
  });
});

describe('hazards and counters across branches (the tracker follows issue order)', () => {
  for (const gen of GENS) {
    test(`${gen}: a load before a branch, used after it without a wait, is a hazard; with the wait in the loop, none`, () => {
      const state = { sgpr: { 's[0:1]': [0x100, 0] }, memory: [{ addr: 0x100, dwords: [5, 6, 7, 8] }] };
      const bad = sim(gen, ['s_load_dword s4, s[0:1], 0x0', 's_branch next', 's_nop 0', 'next:', 's_add_u32 s5, s4, 1', 's_endpgm'], state);
      assert.deepEqual(hazardKeys(bad), ['5:s4']);
      // Loads in a loop, the byte offset s6 advancing by 4; the wait inside the loop covers the
      // load of the same iteration. s_sub_u32's SCC is the borrow: 3-1, 2-1, 1-1 do not borrow
      // (SCC 0: loop again), 0-1 does, so the body runs 4 times: 5 + 6 + 7 + 8 = 26.
      const ok = sim(gen, [
        's_mov_b32 s6, 0', 's_mov_b32 s7, 0', 's_mov_b32 s8, 3',
        'loop:',
        's_load_dword s4, s[0:1], s6',
        's_waitcnt lgkmcnt(0)',
        's_add_u32 s7, s7, s4',
        's_add_u32 s6, s6, 4',
        's_sub_u32 s8, s8, 1',
        's_cbranch_scc0 loop',
        's_endpgm',
      ], state);
      assert.equal(ok.sgpr.s7, 26);
      assert.deepEqual(ok.hazards, []);
    });
    test(`${gen}: s_cbranch_vccz reads VCC: a pending load into VCC is a hazard`, () => {
      const r = sim(gen, ['s_load_dwordx2 vcc, s[0:1], 0x0', 's_cbranch_vccz end', 'end:', 's_endpgm'], { sgpr: { 's[0:1]': [0x100, 0] } });
      assert.deepEqual(hazardKeys(r), ['2:vcc_lo']);
    });
  }
});

describe('SOPP no-ops and not-simulated instructions (P67)', () => {
  for (const gen of GENS) {
    test(`${gen}: s_sleep, s_setprio, s_ttracedata, s_incperflevel, s_decperflevel (s_wakeup) change nothing`, () => {
      const lines = ['s_mov_b32 s0, 1', 's_sleep 2', 's_setprio 3', 's_ttracedata', 's_incperflevel 1', 's_decperflevel 1', 's_nop 7', 's_barrier'];
      if (isaFor(gen).byName.has('s_wakeup')) lines.push('s_wakeup');
      const r = sim(gen, [...lines, 's_endpgm'], { scc: 1 });
      assert.deepEqual(r.sgpr, { s0: 1 });
      assert.equal(r.scc, 1);
      assert.equal(r.steps, lines.length + 1);
    });
    test(`${gen}: every other SOPP instruction is a located "not simulated" error`, () => {
      const lines: Record<string, string> = {
        s_cbranch_cdbgsys: 'l: s_cbranch_cdbgsys l', s_cbranch_cdbguser: 'l: s_cbranch_cdbguser l',
        s_cbranch_cdbgsys_or_user: 'l: s_cbranch_cdbgsys_or_user l', s_cbranch_cdbgsys_and_user: 'l: s_cbranch_cdbgsys_and_user l',
        s_sendmsg: 's_sendmsg sendmsg(MSG_INTERRUPT)', s_sendmsghalt: 's_sendmsghalt sendmsg(MSG_INTERRUPT)', s_trap: 's_trap 2',
        s_icache_inv: 's_icache_inv', s_setkill: 's_setkill 1', s_sethalt: 's_sethalt 1', s_endpgm_saved: 's_endpgm_saved',
        s_endpgm_ordered_ps_done: 's_endpgm_ordered_ps_done', s_set_gpr_idx_off: 's_set_gpr_idx_off', s_set_gpr_idx_mode: 's_set_gpr_idx_mode gpr_idx(SRC0)',
      };
      const runs = new Set(['s_nop', 's_endpgm', 's_branch', 's_cbranch_scc0', 's_cbranch_scc1', 's_cbranch_vccz', 's_cbranch_vccnz', 's_cbranch_execz',
        's_cbranch_execnz', 's_barrier', 's_waitcnt', 's_sleep', 's_setprio', 's_ttracedata', 's_incperflevel', 's_decperflevel', 's_wakeup']);
      for (const e of isaFor(gen).byName.values()) {
        if (e.def.enc !== 'SOPP' || runs.has(e.def.name)) continue;
        const line = lines[e.def.name];
        assert.ok(line, `${gen}: ${e.def.name} is neither run nor listed`);
        const err = simError(() => sim(gen, ['s_nop 0', line, 's_endpgm']));
        assert.equal(err.diagnostics[0].line, 2, e.def.name);
        assert.match(err.diagnostics[0].message, new RegExp(`^${e.def.name}: not simulated: `));
      }
    });
  }
});

describe('--trace follows the program counter', () => {
  test('each executed instruction is traced, loop iterations included, with SCC changes', () => {
    const r = sim('gcn1.2', ['s_mov_b32 s1, 2', 'loop:', 's_sub_u32 s1, s1, 1', 's_cmp_lg_u32 s1, 0', 's_cbranch_scc1 loop', 's_endpgm'], {}, { trace: true });
    // s_mov, then the loop body twice, s_endpgm. SCC: 0 at the start; the first s_sub (2-1) does
    // not borrow (0, unchanged), s_cmp_lg 1 != 0 sets 1, the second s_sub (1-1) clears it, the
    // second s_cmp (0 != 0) leaves 0.
    assert.deepEqual(r.trace.map((l) => l.trim().split(/\s+/)[1]), ['s_mov_b32', 's_sub_u32', 's_cmp_lg_u32', 's_cbranch_scc1', 's_sub_u32', 's_cmp_lg_u32', 's_cbranch_scc1', 's_endpgm']);
    assert.match(r.trace[2], /; scc=1$/);
    assert.match(r.trace[4], /; s1=0x0, scc=0$/);
    assert.doesNotMatch(r.trace[5], /scc/);
  });
});
