// gcnkit analyze, the program model and the control-flow graph: the registers each instruction
// reads and writes (explicit operands and the implicit ones of src/isa/implicit.ts), basic blocks
// and edges from every branch form, dominators and loops.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { programsOfSource } from '../src/analyze/load.js';
import { rangeText, type Program } from '../src/analyze/program.js';
import { buildCfg } from '../src/analyze/cfg.js';

function program(gpu: string, lines: readonly string[]): Program {
  const r = programsOfSource(lines.join('\n') + '\n', gpu);
  assert.deepEqual(r.diagnostics.filter((d) => d.kind === 'error').map((d) => d.message), []);
  assert.equal(r.programs.length, 1);
  return r.programs[0];
}

const regs = (p: Program, i: number): { r: string; w: string } => ({
  r: p.instrs[i].reads.map((x) => rangeText(x, p.gen)).join(' '),
  w: p.instrs[i].writes.map((x) => rangeText(x, p.gen)).join(' '),
});

describe('registers read and written', () => {
  test('explicit operands, tuples by data type, implicit VCC/EXEC/SCC/M0', () => {
    const p = program('gfx900', [
      'global_load_dwordx4 v[4:7], v[0:1], off',       // 0
      'v_add_co_u32_e32 v2, vcc, s0, v2',              // 1
      'v_addc_co_u32_e32 v3, vcc, v0, v3, vcc',        // 2
      'v_cmp_ne_u32_e32 vcc, 1, v0',                   // 3
      's_and_saveexec_b64 s[0:1], vcc',                // 4
      's_cselect_b64 s[6:7], -1, 0',                   // 5
      'v_mac_f32_e32 v8, v1, v2',                      // 6
      'buffer_atomic_add v9, off, s[8:11], 0 glc',     // 7
      's_cmpk_eq_u32 s3, 0x10',                        // 8
      's_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP)',     // 9
      'v_div_fmas_f32 v1, v2, v3, v4',                 // 10
      's_endpgm',
    ]);
    assert.deepEqual(regs(p, 0), { r: 'v[0:1] exec', w: 'v[4:7]' });
    assert.deepEqual(regs(p, 1), { r: 's0 v2 exec', w: 'v2 vcc' });
    assert.deepEqual(regs(p, 2), { r: 'v0 v3 vcc exec', w: 'v3 vcc' });
    assert.deepEqual(regs(p, 3), { r: 'v0 exec', w: 'vcc' });
    assert.deepEqual(regs(p, 4), { r: 'vcc exec', w: 's[0:1] scc exec' });
    assert.deepEqual(regs(p, 5), { r: 'scc', w: 's[6:7]' });
    assert.deepEqual(regs(p, 6), { r: 'v1 v2 exec v8', w: 'v8' });
    assert.deepEqual(regs(p, 7), { r: 'v9 s[8:11] exec', w: 'v9' });
    assert.deepEqual(regs(p, 8), { r: 's3', w: 'scc' });
    assert.deepEqual(regs(p, 9), { r: 'm0', w: '' });
    assert.deepEqual(regs(p, 10), { r: 'v2 v3 v4 exec vcc', w: 'v1' });
  });

  test('DS reads M0 up to GCN 1.2 only; MUBUF lds reads M0 and writes no VGPR', () => {
    assert.deepEqual(regs(program('tonga', ['ds_read_b64 v[0:1], v2', 's_endpgm']), 0), { r: 'v2 exec m0', w: 'v[0:1]' });
    assert.deepEqual(regs(program('gfx900', ['ds_read_b64 v[0:1], v2', 's_endpgm']), 0), { r: 'v2 exec', w: 'v[0:1]' });
    assert.deepEqual(regs(program('tahiti', ['buffer_load_dword off, s[4:7], 0 lds', 's_endpgm']), 0), { r: 's[4:7] exec m0', w: '' });
  });
});

describe('control-flow graph', () => {
  const edges = (p: Program): string[] => {
    const c = buildCfg(p);
    return c.edges.map((e) => `${e.from}-${e.kind}->${e.to}`);
  };

  test('conditional and unconditional branches, a loop and its back edge', () => {
    const p = program('tonga', [
      's_mov_b32 s0, 4',              // B0
      'loop:',
      's_sub_u32 s0, s0, 1',          // B1
      's_cmp_eq_u32 s0, 0',
      's_cbranch_scc0 loop',
      's_branch done',                // B2
      's_nop 0',                      // B3 (unreachable)
      'done:',
      's_endpgm',                     // B4
    ]);
    const c = buildCfg(p);
    assert.deepEqual(c.blocks.map((b) => [b.start, b.end]), [[0, 4], [4, 16], [16, 20], [20, 24], [24, 28]]);
    assert.deepEqual(edges(p), ['0-fall->1', '1-branch->1', '1-fall->2', '2-branch->4', '3-fall->4']);
    assert.deepEqual(c.loops.map((l) => ({ header: l.header, latches: l.latches, blocks: l.blocks })), [{ header: 1, latches: [1], blocks: [1] }]);
    assert.deepEqual([...c.reachable], [1, 1, 1, 0, 1]);
    assert.deepEqual(c.exits, [4]);
    assert.equal(c.idom[4], 2);
  });

  test('s_setpc_b64 after s_getpc_b64 and constant adds has a known target; from a register it is unknown', () => {
    const p = program('gfx900', [
      's_getpc_b64 s[4:5]',               // 0, s[4:5] = 4
      's_add_u32 s4, s4, 16',             // 4
      's_addc_u32 s5, s5, 0',             // 8
      's_setpc_b64 s[4:5]',               // 12: to 4 + 16 = 20
      's_nop 0',                          // 16
      's_swappc_b64 s[30:31], s[8:9]',    // 20
      's_setpc_b64 s[30:31]',             // 24
    ]);
    assert.deepEqual(p.instrs.map((i) => i.offset), [0, 4, 8, 12, 16, 20, 24]);
    const c = buildCfg(p);
    assert.deepEqual(c.edges.map((e) => ({ from: e.from, to: e.to, kind: e.kind, target: e.target })), [
      { from: 0, to: 2, kind: 'jump', target: 20 },
      { from: 1, to: 2, kind: 'fall', target: undefined },
      { from: 2, to: -1, kind: 'unknown', target: undefined },
      { from: 2, to: 3, kind: 'fall', target: undefined },
      { from: 3, to: -1, kind: 'unknown', target: undefined },
    ]);
  });

  test('fork and join (GCN 1.0-1.2), call (GCN 1.4), s_endpgm ends a block', () => {
    assert.deepEqual(edges(program('tahiti', [
      's_cbranch_i_fork s[0:1], there', 's_nop 0', 'there:', 's_cbranch_join s2', 's_endpgm', 's_nop 1',
    ])), ['0-fork->2', '0-fall->1', '1-fall->2', '2-unknown->-1', '2-fall->3']);
    assert.deepEqual(edges(program('gfx900', ['s_call_b64 s[30:31], f', 's_endpgm', 'f:', 's_setpc_b64 s[30:31]'])),
      ['0-call->-1', '0-fall->1', '2-unknown->-1']);
  });
});
