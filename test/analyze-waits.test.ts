// The static s_waitcnt check (src/analyze/waits.ts): in-order vmcnt/lgkmcnt (DS) counting,
// out-of-order scalar memory, expcnt on GCN 1.0, counters that saturate, writes over pending
// results, branches that join and loops. Straight-line programs are compared with the simulator's
// hazards (src/sim/tracker.ts), which follow the same rules on the one path a run takes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Gen } from '../src/isa/gens.js';
import { simulate } from '../src/sim/index.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCfg } from '../src/analyze/cfg.js';
import { checkProgram, flowGraph } from '../src/analyze/checks.js';
import { flatLdsOps } from '../src/analyze/flat-lds.js';
import { programsOfObject } from '../src/analyze/load.js';
import { readCodeObject } from '../src/objects/code-object.js';
import { brief, findingsOf, programOf } from './support/analyze.js';
import { gcnkit } from './support/cli.js';

const GPU: Readonly<Record<Gen, string>> = { 'gcn1.0': 'tahiti', 'gcn1.1': 'bonaire', 'gcn1.2': 'tonga', 'gcn1.4': 'gfx900', gfx90a: 'gfx90a', gfx940: 'gfx940' };

/** Static findings, checked against the simulator's hazards (same offsets) for straight-line code. */
function waits(gen: Gen, text: string, straight = true): string[] {
  const fs = findingsOf(gen, text).filter((f) => f.kind === 'wait');
  if (straight) {
    const sim = simulate(text, '{}', { gpu: GPU[gen] }).hazards.map((h) => h.offset);
    assert.deepEqual([...new Set(fs.map((f) => f.offset))], [...new Set(sim)], `static and simulated hazards differ:\n${text}`);
  }
  return brief(fs);
}

const LOADS = 'buffer_load_dword v1, off, s[0:3], 0\nbuffer_load_dword v2, off, s[0:3], 0\n';

test('vmcnt counts in order: vmcnt(1) guarantees the first of two loads, not the second', () => {
  assert.deepEqual(waits('gcn1.4', `${LOADS}s_waitcnt vmcnt(1)\nv_mov_b32_e32 v3, v1\ns_endpgm`), []);
  assert.deepEqual(waits('gcn1.4', `${LOADS}s_waitcnt vmcnt(1)\nv_mov_b32_e32 v3, v2\ns_endpgm`), ['wait 20<-8: s_waitcnt vmcnt(0)']);
  assert.deepEqual(waits('gcn1.2', `${LOADS}s_waitcnt vmcnt(2)\nv_mov_b32_e32 v3, v1\ns_endpgm`), ['wait 20<-0: s_waitcnt vmcnt(1)']);
});

test('the finding names both instructions and the wait, as the simulator words it', () => {
  const [f] = findingsOf('gcn1.4', `${LOADS}v_mov_b32_e32 v3, v1\ns_endpgm`);
  assert.deepEqual({ offset: f.offset, with: f.with, fix: f.fix }, { offset: 16, with: 0, fix: 's_waitcnt vmcnt(1)' });
  assert.equal(f.message, 'reads v1 before the result of buffer_load_dword (0x000000) is guaranteed on some path: add "s_waitcnt vmcnt(1)" before this line');
});

test('lgkmcnt: DS reads complete in order, scalar loads out of order (only lgkmcnt(0) guarantees them)', () => {
  const ds = 'ds_read_b32 v1, v0\nds_read_b32 v2, v0 offset:4\n';
  assert.deepEqual(waits('gcn1.4', `${ds}s_waitcnt lgkmcnt(1)\nv_mov_b32_e32 v3, v1\ns_endpgm`), []);
  assert.deepEqual(waits('gcn1.4', `${ds}s_waitcnt lgkmcnt(1)\nv_mov_b32_e32 v3, v2\ns_endpgm`), ['wait 20<-8: s_waitcnt lgkmcnt(0)']);
  const sm = 's_load_dword s4, s[0:1], 0x0\ns_load_dword s5, s[0:1], 0x4\n';
  assert.deepEqual(waits('gcn1.4', `${sm}s_waitcnt lgkmcnt(1)\ns_mov_b32 s6, s4\ns_endpgm`), ['wait 20<-0: s_waitcnt lgkmcnt(0)']);
  // A scalar load between two DS reads does not count toward the first one's guarantee.
  assert.deepEqual(waits('gcn1.4', `ds_read_b32 v1, v0\ns_load_dword s4, s[0:1], 0x0\ns_waitcnt lgkmcnt(1)\nv_mov_b32_e32 v3, v1\ns_endpgm`),
    ['wait 20<-0: s_waitcnt lgkmcnt(0)']);
  assert.deepEqual(waits('gcn1.4', `${sm}s_waitcnt lgkmcnt(0)\ns_mov_b32 s6, s4\ns_mov_b32 s7, s5\ns_endpgm`), []);
});

test('a counter holds at most its maximum: 15 later loads guarantee the first on GCN 1.2 (vmcnt max 15), 14 do not', () => {
  const n = (k: number): string => 'buffer_load_dword v1, off, s[0:3], 0\n' + Array.from({ length: k }, (_, i) => `buffer_load_dword v${i + 2}, off, s[0:3], 0\n`).join('');
  assert.deepEqual(waits('gcn1.2', `${n(15)}v_mov_b32_e32 v100, v1\ns_endpgm`), []);
  assert.deepEqual(waits('gcn1.2', `${n(14)}v_mov_b32_e32 v100, v1\ns_endpgm`), ['wait 120<-0: s_waitcnt vmcnt(14)']);
});

test('expcnt: on GCN 1.0 a store reads its data VGPRs late, so overwriting them needs expcnt; not on GCN 1.1', () => {
  const text = 'buffer_store_dword v1, off, s[0:3], 0\nv_mov_b32_e32 v1, 0\ns_endpgm';
  assert.deepEqual(waits('gcn1.0', text), ['wait 8<-0: s_waitcnt expcnt(0)']);
  assert.deepEqual(waits('gcn1.1', text), []);
  assert.deepEqual(waits('gcn1.0', 'buffer_store_dword v1, off, s[0:3], 0\ns_waitcnt expcnt(0)\nv_mov_b32_e32 v1, 0\ns_endpgm'), []);
});

test('writing a register whose load is in flight is a finding, except a later in-order VM load of it', () => {
  assert.deepEqual(waits('gcn1.4', 's_load_dword s4, s[0:1], 0x0\ns_mov_b32 s4, 0\ns_endpgm'), ['wait 8<-0: s_waitcnt lgkmcnt(0)']);
  assert.deepEqual(waits('gcn1.4', 'buffer_load_dword v1, off, s[0:3], 0\nbuffer_load_dword v1, off, s[0:3], 0 offset:4\ns_waitcnt vmcnt(0)\nv_mov_b32_e32 v2, v1\ns_endpgm'), []);
  assert.deepEqual(waits('gcn1.4', 'ds_read_b32 v1, v0\nbuffer_load_dword v1, off, s[0:3], 0\ns_waitcnt vmcnt(0) lgkmcnt(0)\ns_endpgm'), ['wait 8<-0: s_waitcnt lgkmcnt(0)']);
});

test('branches that join: a wait on one path only is a finding on the other; waits on both are none', () => {
  const text = (other: string): string => `buffer_load_dword v1, off, s[0:3], 0
s_cmp_eq_u32 s5, 0
s_cbranch_scc1 L
s_waitcnt vmcnt(0)
s_branch M
L:
${other}M:
v_mov_b32_e32 v3, v1
s_endpgm`;
  assert.deepEqual(waits('gcn1.4', text(''), false), ['wait 24<-0: s_waitcnt vmcnt(0)']);
  assert.deepEqual(waits('gcn1.4', text('s_waitcnt vmcnt(0)\n'), false), []);
  // The fewest loads after it over the joining paths: one path issued another load, the other did not.
  const counts = `buffer_load_dword v1, off, s[0:3], 0
s_cbranch_scc1 L
buffer_load_dword v2, off, s[0:3], 0
L:
s_waitcnt vmcnt(1)
v_mov_b32_e32 v3, v1
s_endpgm`;
  assert.deepEqual(waits('gcn1.4', counts, false), ['wait 24<-0: s_waitcnt vmcnt(0)']);
});

test('loops: a load at the end of the body reaches the read at the top through the back edge; the fixed point ends', () => {
  const text = (pad: string): string => `L:
v_add_u32_e32 v3, v1, v3
buffer_load_dword v1, off, s[0:3], 0
s_add_u32 s6, s6, -1
${pad}s_cbranch_scc1 L
s_endpgm`;
  assert.deepEqual(waits('gcn1.4', text(''), false), ['wait 0<-4: s_waitcnt vmcnt(0)']);
  assert.deepEqual(waits('gcn1.4', text('s_waitcnt vmcnt(0)\n'), false), []);
  // Loads that pile up around a loop: the count after the first saturates, so the state stops changing.
  const pile = `buffer_load_dword v1, off, s[0:3], 0
L:
buffer_load_dword v2, off, s[0:3], 0
s_cbranch_scc1 L
v_mov_b32_e32 v3, v1
s_endpgm`;
  assert.deepEqual(waits('gcn1.4', pile, false), ['wait 20<-0: s_waitcnt vmcnt(1)']);
});

test('a call waits for everything: the callee waits on entry (AMDGPU calling convention)', () => {
  const text = 'buffer_load_dword v1, off, s[0:3], 0\ns_getpc_b64 s[4:5]\ns_swappc_b64 s[30:31], s[4:5]\nv_mov_b32_e32 v3, v1\ns_endpgm';
  assert.deepEqual(brief(findingsOf('gcn1.4', text)), []);
});

test('a call through a register a load result may land on (overwritten while in flight) is not trusted to wait: its callee is unknown', () => {
  // clang-19's call_poly (test/objects/hsa/tahiti/calls.o) with its first s_waitcnt removed: s_load's
  // s4 lands after s_getpc_b64, at the later lgkmcnt(0), and s_swappc_b64 jumps past poly's wait;
  // the simulator reports the buffer_load's v0 read after the call, so must the static check.
  const text = (wait: string): string => `s_load_dword s4, s[6:7], 0x4
${wait}s_getpc_b64 s[4:5]
s_add_u32 s4, s4, 0x100
s_waitcnt lgkmcnt(0)
buffer_load_dword v0, off, s[8:11], 0
s_swappc_b64 s[30:31], s[4:5]
v_mov_b32_e32 v1, v0
s_endpgm`;
  assert.deepEqual(brief(findingsOf('gcn1.4', text(''))), ['wait 8<-0: s_waitcnt lgkmcnt(0)', 'wait 36<-24: s_waitcnt vmcnt(0)']);
  assert.deepEqual(brief(findingsOf('gcn1.4', text('s_waitcnt lgkmcnt(0)\n'))), []);
  // Written again once the result has landed: the code's value again.
  assert.deepEqual(brief(findingsOf('gcn1.4', text('').replace('buffer_load', 's_getpc_b64 s[4:5]\nbuffer_load'))), ['wait 8<-0: s_waitcnt lgkmcnt(0)']);
});

test('a function starts with its caller\'s loads outstanding: only vmcnt(0) and lgkmcnt(0) guarantee its arguments', () => {
  const read = 'v_add_u32_e32 v2, v0, v1\ns_setpc_b64 s[30:31]';
  const got = findingsOf('gcn1.4', read, 'function');
  // v_add reads v[0:1], s_setpc_b64 the return address s[30:31].
  assert.deepEqual(brief(got), ['wait 0<-0: s_waitcnt vmcnt(0) lgkmcnt(0)', 'wait 4<-0: s_waitcnt vmcnt(0) lgkmcnt(0)']);
  assert.match(got[0].message, /^reads v\[0:1\] before the result of the caller's memory instructions \(outstanding at the function's entry, 0x000000\) is guaranteed/);
  assert.deepEqual(brief(findingsOf('gcn1.4', `s_waitcnt vmcnt(0)\n${read}`, 'function')), ['wait 4<-0: s_waitcnt lgkmcnt(0)', 'wait 8<-0: s_waitcnt lgkmcnt(0)']);
  assert.deepEqual(brief(findingsOf('gcn1.4', `s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)\n${read}`, 'function')), []);
  // A kernel starts with nothing outstanding.
  assert.deepEqual(brief(findingsOf('gcn1.4', read, 'kernel')), []);
});

test('FLAT is an in-order VM op unless its address may come from the LDS aperture (src_shared_base): then only vmcnt(0) lgkmcnt(0) guarantee it', () => {
  const loads = (addr: string): string => `flat_load_dword v1, ${addr}\nflat_load_dword v2, v[4:5]\ns_waitcnt vmcnt(1)\nv_mov_b32_e32 v3, v1\ns_endpgm`;
  assert.deepEqual(waits('gcn1.4', loads('v[4:5]'), false), []);
  // The aperture's high dword in the address: the first load may reach the LDS.
  const generic = 's_mov_b64 s[6:7], src_shared_base\nv_mov_b32_e32 v9, s7\n';
  assert.deepEqual(waits('gcn1.4', `${generic}${loads('v[8:9]')}`, false), ['wait 28<-8: s_waitcnt vmcnt(0) lgkmcnt(0)']);
  // The aperture read elsewhere does not make a global address generic (any FLAT op of the
  // program was out of order before: 17 false findings in clang's generic_ptr on bonaire/tonga).
  assert.deepEqual(waits('gcn1.4', `${generic}${loads('v[4:5]')}`, false), []);
  // s_getreg of SH_MEM_BASES, through a SALU and a VALU op; a compare of it is only a condition.
  const getreg = 's_getreg_b32 s6, hwreg(HW_REG_SH_MEM_BASES)\ns_lshl_b32 s7, s6, 16\nv_mov_b32_e32 v9, s7\nv_cmp_eq_u32_e32 vcc, s7, v0\nv_cndmask_b32_e32 v5, v5, v6, vcc\n';
  assert.deepEqual(waits('gcn1.4', `${getreg}${loads('v[8:9]')}`, false), ['wait 40<-20: s_waitcnt vmcnt(0) lgkmcnt(0)']);
  assert.deepEqual(waits('gcn1.4', `${getreg}${loads('v[4:5]')}`, false), []);
});

test('GCN 1.1/1.2: the aperture comes from memory (hidden_shared_base, amd_queue_t): an address derived from a load of that word may reach the LDS, a kernarg pointer may not', () => {
  // clang-19's generic_ptr on bonaire (test/objects/hsa/bonaire/scratch.o): s[8:9] = the private
  // and shared aperture words at kernarg bytes 208..215, the LDS one (212) as the high dword.
  const text = (hi: string): string => `s_load_dwordx2 s[8:9], s[6:7], 0x34
s_load_dwordx2 s[10:11], s[6:7], 0x0
s_waitcnt lgkmcnt(0)
v_mov_b32_e32 v5, ${hi}
flat_load_dword v1, v[4:5]
flat_load_dword v2, v[6:7]
s_waitcnt vmcnt(1)
v_mov_b32_e32 v3, v1
s_endpgm`;
  const at = (gen: Gen, t: string, where: number[] | undefined): string[] => brief(checkProgram({ ...programOf(gen, t, 'kernel'), ldsApertureAt: where })).filter((l) => l.startsWith('wait'));
  for (const gen of ['gcn1.1', 'gcn1.2'] as const) {
    const dwords = gen === 'gcn1.1' ? 0x34 : 0xd0;
    const t = (hi: string): string => text(hi).replace('0x34', `0x${dwords.toString(16)}`);
    // SMRD is 4 bytes, SMEM 8.
    const found = gen === 'gcn1.1' ? ['wait 36<-16: s_waitcnt vmcnt(0) lgkmcnt(0)'] : ['wait 44<-24: s_waitcnt vmcnt(0) lgkmcnt(0)'];
    assert.deepEqual(at(gen, t('s9'), [212]), found, gen);
    assert.deepEqual(at(gen, t('s11'), [212]), [], `${gen}: a pointer from the explicit arguments`);
    assert.deepEqual(at(gen, t('s9'), undefined), [], `${gen}: no aperture in memory`);
    // The queue's word at 0x40 (code object v4, Mesa: the descriptor enables the queue pointer).
    assert.deepEqual(at(gen, t('s9').replace(`0x${dwords.toString(16)}`, gen === 'gcn1.1' ? '0x10' : '0x40'), [0x40]), found, gen);
  }
  // Through memory: the pointer spilled to scratch and loaded back.
  const spill = `s_load_dwordx2 s[8:9], s[6:7], 0x34
s_waitcnt lgkmcnt(0)
v_mov_b32_e32 v8, s9
buffer_store_dword v8, off, s[0:3], 0
buffer_load_dword v5, off, s[0:3], 0
s_waitcnt vmcnt(0)
flat_load_dword v1, v[4:5]
flat_load_dword v2, v[6:7]
s_waitcnt vmcnt(1)
v_mov_b32_e32 v3, v1
s_endpgm`;
  assert.deepEqual(at('gcn1.1', spill, [212]), ['wait 52<-32: s_waitcnt vmcnt(0) lgkmcnt(0)']);
  // Where the objects keep it: the v5 metadata's hidden_shared_base, the v4 descriptor's queue pointer.
  for (const [file, where] of [['scratch.o', [212]], ['scratch-v4.o', [0x40]]] as const) {
    const obj = readCodeObject(new Uint8Array(readFileSync(join('test', 'objects', 'hsa', 'bonaire', file))));
    const p = programsOfObject(obj).find((x) => x.name === 'generic_ptr')!;
    assert.deepEqual(p.ldsApertureAt, where, file);
    // Its generic loop's load and store only (0x1364, 0x1390 in scratch.o), not its global FLAT ops.
    assert.equal(flatLdsOps(p, flowGraph(buildCfg(p))).size, 2, file);
  }
});

test('gcnkit analyze reports waits and hazards located at the source line, on the generic and the fast assembler path alike, exit 1', () => {
  const src = 'buffer_load_dword v1, off, s[0:3], 0\nv_readfirstlane_b32 s4, v0\nbuffer_load_dword v2, off, s[0:3], s4\nv_mov_b32 v3, v1\ns_endpgm\n';
  for (const fast of ['check', 'off']) {
    const r = gcnkit(['analyze', '--mcpu', 'gfx900', '--json', '-'], src, { ...process.env, GCNKIT_FAST: fast });
    assert.equal(r.code, 1, r.stderr);
    const fs = JSON.parse(r.stdout).kernels[0].findings.map((f: { kind: string; offset: number; with: number; fix: string }) => `${f.kind} ${f.offset}<-${f.with}: ${f.fix}`);
    assert.deepEqual(fs, ['hazard 12<-8: s_nop 4', 'wait 20<-0: s_waitcnt vmcnt(1)']);
  }
  const text = gcnkit(['analyze', '--mcpu', 'gfx900', '-'], src);
  assert.match(text.stdout + text.stderr, /<stdin>:4:1: error: wait: reads v1 before the result of buffer_load_dword \(0x000000\) is guaranteed on some path: add "s_waitcnt vmcnt\(1\)" before this line/);
});
