// Black-box tests of wait counters and hazards: semantics.md §8, docs/sim.md "Results, counters and
// hazards" (P15, P16). Expected values are worked out by hand from those rules.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Gen } from '../src/isa/gens.js';
import { GENS, GFX9_UP, inFamilies } from '../src/isa/gens.js';
import type { StateJson, SimResult } from '../src/sim/api.js';
import type { InstrDef } from '../src/isa/types.js';
import { waitcntFields } from '../src/isa/waitcnt.js';
import { hazardKeys, instrs, lanes, regs, sim, vsharp } from './support/sim-util.js';

const SMRD_GEN = (gen: Gen) => gen === 'gcn1.0' || gen === 'gcn1.1';
/** A state every single-instruction program below can run on. */
const STATE: StateJson = {
  sgpr: { 's[2:3]': [0x1000, 0], 's[4:7]': vsharp({ base: 0x1000, numRecords: 0x100 }), 's[8:11]': vsharp({ base: 0x1000, numRecords: 0x100 }) },
  // v[2:3]: a global address; v[4:5]: byte 0x100 of the FLAT LDS window (P99 tells them apart).
  vgpr: { v0: 'lane', v2: 0x1000, v3: 0, v4: 0x100, v5: 0x10000 },
  memory: [{ addr: 0x1000, dwords: [0x111, 0x222, 0x333, 0x444] }],
  apertures: { lds: '0x0001000000000000', scratch: '0x0002000000000000' },
  m0: 0x10000,
};

/** VGPRs an instruction's data operand needs. */
function dataCount(gen: Gen, d: InstrDef): number {
  if (d.kind === 'atomic') return (d.atomicBits / 32) * (d.atomic === 'cmpswap' || d.atomic === 'fcmpswap' ? 2 : 1);
  const m = /^(?:fmt|h)(\d)$/.exec(d.type);
  // D16 data is packed two halves a VGPR on GCN 1.4 and its children, one a VGPR on GCN 1.2.
  if (m) return d.type[0] === 'h' && inFamilies(GFX9_UP, gen) ? Math.ceil(Number(m[1]) / 2) : Number(m[1]);
  return ({ b64: 2, b96: 3, b128: 4, b256: 8, b512: 16 } as Record<string, number>)[d.type] ?? 1;
}
/** One line exercising a memory instruction (no glc: atomics return nothing). */
function lineFor(gen: Gen, d: InstrDef): string {
  const n = dataCount(gen, d);
  switch (d.enc) {
    case 'MUBUF':
      if (d.kind === 'cache') return d.name;
      if (d.kind === 'ldsstore') return `${d.name} s[8:11], 0 lds`;
      return `${d.name} ${regs('v', 10, n)}, off, s[8:11], 0`;
    case 'FLAT': {
      const seg = d.segment;
      const addr = seg === 'scratch' ? 'v2' : 'v[2:3]';
      const tail = seg === 'flat' ? '' : ', off';
      // CDNA 3's global/scratch_load_lds_*: no VGPR data, the dword goes to LDS at M0.
      if (d.kind === 'ldsload') return `${d.name} ${addr}${tail}`;
      return d.kind === 'load' ? `${d.name} ${regs('v', 10, n)}, ${addr}${tail}` : `${d.name} ${addr}, ${regs('v', 10, n)}${tail}`;
    }
    default: { // SMRD / SMEM
      const base = d.sbase === 4 ? 's[4:7]' : 's[2:3]';
      if (d.kind === 'cache') return d.name;
      if (d.kind === 'time') return `${d.name} s[16:17]`;
      if (d.kind === 'probe') return `${d.name} 7, ${base}, 0x0`;
      if (d.kind === 'discard') return `${d.name} s[2:3], 0x0`;
      return `${d.name} ${regs('s', 16, n)}, ${base}, 0x0`;
    }
  }
}
/** The docs/sim.md increments (P15, P16), or undefined where the docs do not pin it down. */
function expected(gen: Gen, d: InstrDef): { vmcnt: number; lgkmcnt: number; expcnt: number } | undefined {
  if (d.enc === 'SOPP') return { vmcnt: 0, lgkmcnt: 0, expcnt: 0 };
  if (d.enc === 'MUBUF') return { vmcnt: 1, lgkmcnt: 0, expcnt: gen === 'gcn1.0' && (d.kind === 'store' || d.kind === 'atomic') ? 1 : 0 };
  // FLAT-segment ops +1 VM +1 LGKM (they may reach LDS); GCN 1.4 GLOBAL/SCRATCH cannot reach LDS and
  // count on VM only (the hardware/LLVM rule; docs/sim.md's "FLAT" means the FLAT segment)
  // P99: a FLAT-segment op at a global address (v[2:3]) counts on VM only.
  if (d.enc === 'FLAT') return { vmcnt: 1, lgkmcnt: 0, expcnt: 0 };
  // scalar: +1 for one dword, +2 for two or more; memtime +2; cache/probe +1; discard_x2 +2
  if (d.kind === 'atomic' && d.atomic === 'cmpswap' && d.atomicBits === 32) return undefined; // 2 data dwords, 1 returned: not pinned
  const lg = d.kind === 'time' ? 2 : d.kind === 'cache' || d.kind === 'probe' ? 1 : d.kind === 'discard' ? (d.name.endsWith('_x2') ? 2 : 1)
    : (d.kind === 'atomic' ? d.atomicBits / 32 : dataCount(gen, d)) >= 2 ? 2 : 1;
  return { vmcnt: 0, lgkmcnt: lg, expcnt: 0 };
}

describe('counters: what one instruction leaves outstanding, every instruction on every generation', () => {
  for (const gen of GENS) {
    for (const enc of ['SMRD', 'SMEM', 'MUBUF', 'FLAT'] as const) {
      for (const d of instrs(gen, enc)) {
        const line = lineFor(gen, d);
        const want = expected(gen, d);
        if (!want) continue;
        test(`${gen}: ${line} -> vm ${want.vmcnt} lgkm ${want.lgkmcnt} exp ${want.expcnt}`, () => {
          assert.deepEqual({ ...sim(gen, [line], STATE).counters }, want);
        });
      }
    }
    test(`${gen}: s_nop / s_barrier / s_waitcnt / s_endpgm leave nothing outstanding`, () => {
      assert.deepEqual({ ...sim(gen, ['s_nop 0', 's_barrier', 's_waitcnt vmcnt(0)', 's_endpgm'], STATE).counters }, { vmcnt: 0, lgkmcnt: 0, expcnt: 0 });
    });
  }
  test('gfx900: sums without waits: x2 load 2 + dword load 1 + buffer load + flat load + memtime 2', () => {
    const r = sim('gcn1.4', ['s_load_dwordx2 s[16:17], s[2:3], 0x0', 's_load_dword s18, s[2:3], 0x8', 'buffer_load_dword v10, off, s[8:11], 0',
      'flat_load_dword v11, v[2:3]', 's_memtime s[20:21]', 's_endpgm'], STATE);
    // vm: buffer 1 + flat 1 = 2; lgkm: 2 + 1 + 2 = 5 (a FLAT op at a global address counts on VM only: P99)
    assert.deepEqual({ ...r.counters }, { vmcnt: 2, lgkmcnt: 5, expcnt: 0 });
    const lds = sim('gcn1.4', ['flat_load_dword v11, v[4:5]', 's_endpgm'], STATE);
    assert.deepEqual({ ...lds.counters }, { vmcnt: 1, lgkmcnt: 1, expcnt: 0 });
  });
  test('tahiti: a store, an atomic and a load: vm 3, exp 2 (GCN 1.0 writes use EXP_CNT)', () => {
    const r = sim('gcn1.0', ['buffer_store_dword v0, off, s[8:11], 0', 'buffer_atomic_add v0, off, s[8:11], 0 offset:4',
      'buffer_load_dword v10, off, s[8:11], 0 offset:8'], STATE);
    assert.deepEqual({ ...r.counters }, { vmcnt: 3, lgkmcnt: 0, expcnt: 2 });
  });
  test('bonaire: the same three ops: no EXP_CNT after GCN 1.0', () => {
    const r = sim('gcn1.1', ['buffer_store_dword v0, off, s[8:11], 0', 'buffer_atomic_add v0, off, s[8:11], 0 offset:4',
      'buffer_load_dword v10, off, s[8:11], 0 offset:8'], STATE);
    assert.deepEqual({ ...r.counters }, { vmcnt: 3, lgkmcnt: 0, expcnt: 0 });
  });
  for (const gen of GENS) {
    test(`${gen}: vmcnt(1) after three buffer loads leaves 1 outstanding`, () => {
      const r = sim(gen, ['buffer_load_dword v10, off, s[8:11], 0', 'buffer_load_dword v11, off, s[8:11], 0 offset:4',
        'buffer_load_dword v12, off, s[8:11], 0 offset:8', 's_waitcnt vmcnt(1)'], STATE);
      assert.deepEqual({ ...r.counters }, { vmcnt: 1, lgkmcnt: 0, expcnt: 0 });
      // every result lands at the end anyway
      assert.deepEqual([r.vgpr.v10[5], r.vgpr.v11[5], r.vgpr.v12[5]], [0x111, 0x222, 0x333]);
    });
    test(`${gen}: lgkmcnt(1) after two x2 loads (2 each) retires both: 4 -> 2 -> 0`, () => {
      const off = SMRD_GEN(gen) ? '0x2' : '0x8';
      const r = sim(gen, ['s_load_dwordx2 s[16:17], s[2:3], 0x0', `s_load_dwordx2 s[18:19], s[2:3], ${off}`, 's_waitcnt lgkmcnt(1)'], STATE);
      // retiring the oldest (2) leaves 2 > 1, so the second is retired too
      assert.deepEqual({ ...r.counters }, { vmcnt: 0, lgkmcnt: 0, expcnt: 0 });
    });
  }
});

const hz = (gen: Gen, lines: string[], state: StateJson = STATE): SimResult => sim(gen, lines, state);

describe('hazards: exactly where a wait is missing', () => {
  for (const gen of GENS) {
    test(`${gen}: buffer loads complete in order: vmcnt(1) guarantees all but the newest`, () => {
      const r = hz(gen, [
        'buffer_load_dword v1, off, s[8:11], 0',
        'buffer_load_dword v2, off, s[8:11], 0 offset:4',
        'buffer_load_dword v3, off, s[8:11], 0 offset:8',
        's_waitcnt vmcnt(1)', // v1 (2 newer ops) and v2 (1 newer op) are guaranteed, v3 is not
        'buffer_store_dword v1, off, s[8:11], 0 offset:16',
        'buffer_store_dword v2, off, s[8:11], 0 offset:20',
        'buffer_store_dword v3, off, s[8:11], 0 offset:24', // line 7 reads v3
      ]);
      assert.deepEqual(hazardKeys(r), ['7:v3']);
      assert.match(r.hazards[0].message, /s_waitcnt.*vmcnt/);
    });
    test(`${gen}: hazard column is the reading instruction's column (indented by 2 -> col 3)`, () => {
      const r = hz(gen, ['  buffer_load_dword v1, off, s[8:11], 0', '  buffer_store_dword v1, off, s[8:11], 0 offset:16']);
      assert.deepEqual(r.hazards.map((h) => [h.line, h.col, h.register]), [[2, 3, 'v1']]);
    });
    test(`${gen}: scalar loads complete out of order: lgkmcnt(1) guarantees nothing`, () => {
      const o4 = SMRD_GEN(gen) ? '0x1' : '0x4';
      const r = hz(gen, [
        's_load_dword s16, s[2:3], 0x0',
        `s_load_dword s17, s[2:3], ${o4}`,
        's_waitcnt lgkmcnt(1)',
        's_load_dword s18, s[2:3], s16', // line 4: s16 not guaranteed
        's_waitcnt lgkmcnt(0)',
        's_load_dword s19, s[2:3], s17', // fine
      ]);
      assert.deepEqual(hazardKeys(r), ['4:s16']);
      assert.match(r.hazards[0].message, /lgkmcnt\(0\)/);
      // values as if executed in program order: s16 = 0x111 -> s18 = dword at 0x1000+0x110
      assert.equal(r.sgpr.s17, 0x222);
    });
    test(`${gen}: writing a register with a pending scalar result is a hazard`, () => {
      const o4 = SMRD_GEN(gen) ? '0x1' : '0x4';
      const r = hz(gen, ['s_load_dword s16, s[2:3], 0x0', `s_load_dword s16, s[2:3], ${o4}`]);
      assert.deepEqual(hazardKeys(r), ['2:s16']);
    });
    test(`${gen}: an in-order VM load over a pending VM load is not a hazard; the newer value wins`, () => {
      const r = hz(gen, ['buffer_load_dword v1, off, s[8:11], 0', 'buffer_load_dword v1, off, s[8:11], 0 offset:4']);
      assert.deepEqual(hazardKeys(r), []);
      assert.deepEqual(r.vgpr.v1, lanes(() => 0x222)); // second load (0x1004) lands last
    });
    test(`${gen}: S_BUFFER right after the write of its descriptor's third dword: one extra hazard`, () => {
      // same programs except which descriptor dword the s_load writes: s10 = sbase+2 vs s11 = sbase+3
      const third = hz(gen, ['s_load_dword s10, s[2:3], 0x0', 's_buffer_load_dword s16, s[8:11], 0x0']);
      const fourth = hz(gen, ['s_load_dword s11, s[2:3], 0x0', 's_buffer_load_dword s16, s[8:11], 0x0']);
      const at2 = (r: SimResult) => r.hazards.filter((h) => h.line === 2);
      assert.ok(at2(fourth).length >= 1, 'reading a pending s11 is a hazard');
      assert.equal(at2(third).length, at2(fourth).length + 1);
      assert.ok(at2(third).every((h) => h.register === 's10'));
      // with a wait and another instruction in between: nothing
      assert.deepEqual(hazardKeys(hz(gen, ['s_load_dword s10, s[2:3], 0x0', 's_waitcnt lgkmcnt(0)', 's_nop 0', 's_buffer_load_dword s16, s[8:11], 0x0'])), []);
    });
  }
  for (const gen of ['gcn1.1', 'gcn1.2', 'gcn1.4'] as Gen[]) {
    test(`${gen}: FLAT into the LDS window needs vmcnt(0) AND lgkmcnt(0), possibly in two waits`, () => {
      const r = hz(gen, [
        'flat_load_dword v1, v[4:5]',
        's_waitcnt vmcnt(0)',
        'flat_store_dword v[2:3], v1', // line 3: lgkm side not waited
        's_waitcnt lgkmcnt(0)',
        'flat_store_dword v[2:3], v1', // both waited now
      ]);
      assert.deepEqual(hazardKeys(r), ['3:v1']);
      const r2 = hz(gen, ['flat_load_dword v1, v[4:5]', 's_waitcnt lgkmcnt(0)', 'flat_store_dword v[2:3], v1', 's_waitcnt vmcnt(0)', 'flat_store_dword v[2:3], v1']);
      assert.deepEqual(hazardKeys(r2), ['3:v1']);
      const r3 = hz(gen, ['flat_load_dword v1, v[4:5]', 's_waitcnt vmcnt(0) lgkmcnt(0)', 'flat_store_dword v[2:3], v1']);
      assert.deepEqual(hazardKeys(r3), []);
    });
    test(`${gen}: FLAT into the LDS window completes out of order: vmcnt(1) after FLAT then buffer guarantees nothing`, () => {
      const r = hz(gen, ['flat_load_dword v1, v[4:5]', 'buffer_load_dword v6, off, s[8:11], 0', 's_waitcnt vmcnt(1) lgkmcnt(0)', 'flat_store_dword v[2:3], v1']);
      assert.deepEqual(hazardKeys(r), ['4:v1']);
    });
    test(`${gen}: a buffer load over a pending FLAT result in the LDS window is a hazard (not in-order)`, () => {
      const r = hz(gen, ['flat_load_dword v1, v[4:5]', 'buffer_load_dword v1, off, s[8:11], 0']);
      assert.deepEqual(hazardKeys(r), ['2:v1']);
    });
    test(`${gen}: FLAT at a global address is an in-order VM op: vmcnt alone guarantees it (P99)`, () => {
      assert.deepEqual(hazardKeys(hz(gen, ['flat_load_dword v1, v[2:3]', 's_waitcnt vmcnt(0)', 'flat_store_dword v[2:3], v1'])), []);
      assert.deepEqual(hazardKeys(hz(gen, ['flat_load_dword v1, v[2:3]', 'buffer_load_dword v6, off, s[8:11], 0', 's_waitcnt vmcnt(1)', 'flat_store_dword v[2:3], v1'])), []);
      assert.deepEqual(hazardKeys(hz(gen, ['flat_load_dword v1, v[2:3]', 'buffer_load_dword v6, off, s[8:11], 0', 's_waitcnt lgkmcnt(0)', 'flat_store_dword v[2:3], v1'])), ['4:v1']);
    });
  }
  test('gcn1.0: overwriting a store\'s data VGPR before expcnt is a hazard; expcnt(0) fixes it', () => {
    const prog = (wait: string[]) => ['buffer_store_dword v1, off, s[8:11], 0', ...wait, 'buffer_load_dword v1, off, s[8:11], 0 offset:4'];
    assert.deepEqual(hazardKeys(hz('gcn1.0', prog([]))), ['2:v1']);
    assert.deepEqual(hazardKeys(hz('gcn1.0', prog(['s_waitcnt expcnt(0)']))), []);
    assert.deepEqual(hazardKeys(hz('gcn1.1', prog([]))), []); // no EXP_CNT rule after GCN 1.0
  });
  for (const gen of GENS) {
    test(`${gen}: a program that waits vmcnt(0) lgkmcnt(0) before every use has no hazards`, () => {
      const W = 's_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)'; // expcnt: GCN 1.0 store data VGPRs (v1 is reused)
      const smrd = SMRD_GEN(gen);
      const prog = [
        's_load_dwordx4 s[12:15], s[2:3], 0x0', W,
        `s_load_dword s16, s[2:3], ${smrd ? '0x1' : '0x4'}`, W,
        's_buffer_load_dword s17, s[4:7], s16', W, // s16 = 0x222 -> offset 0x222 (read 0 beyond the data)
        'buffer_load_dword v1, v0, s[8:11], 0 offen', W,
        'buffer_store_dword v1, off, s[8:11], 0 offset:64', W,
        ...(gen === 'gcn1.0' ? [] : ['flat_load_dword v4, v[2:3]', W, 'flat_store_dword v[2:3], v4', W]),
        'buffer_load_dword v1, off, s[8:11], 0', W,
        's_endpgm',
      ];
      const r = hz(gen, prog);
      assert.deepEqual(r.hazards, []);
      assert.deepEqual({ ...r.counters }, { vmcnt: 0, lgkmcnt: 0, expcnt: 0 });
      assert.deepEqual([r.sgpr.s12, r.sgpr.s15, r.sgpr.s16], [0x111, 0x444, 0x222]);
    });
  }
});

/** Every count a hazard's suggested s_waitcnt names fits its counter field on `gen` (src/isa/waitcnt.ts). */
function assertWaitsFit(gen: Gen, r: SimResult): void {
  for (const h of r.hazards) {
    for (const m of h.message.matchAll(/(vmcnt|lgkmcnt|expcnt)\((\d+)\)/g)) {
      const field = waitcntFields(gen).find((c) => c.name === m[1])!;
      assert.ok(Number(m[2]) <= field.max, `${h.message}: ${m[1]} field max is ${field.max}`);
    }
  }
}

describe('full counters (the field saturates): a wait for 0 still guarantees everything', () => {
  const reads = (n: number) => Array.from({ length: n }, (_, i) => `ds_read_b32 v${i + 1}, v0`);
  for (const gen of GENS) {
    test(`${gen}: 16 ds_read_b32, lgkmcnt(0), then every destination: no hazard`, () => {
      const r = hz(gen, [...reads(16), 's_waitcnt lgkmcnt(0)', ...Array.from({ length: 16 }, (_, i) => `v_mov_b32 v100, v${i + 1}`)]);
      assert.deepEqual(hazardKeys(r), []);
    });
    test(`${gen}: 16 s_load_dword, lgkmcnt(0), then every destination: no hazard`, () => {
      const loads = Array.from({ length: 16 }, (_, i) => `s_load_dword s${20 + i}, s[2:3], 0x0`);
      const r = hz(gen, [...loads, 's_waitcnt lgkmcnt(0)', ...Array.from({ length: 16 }, (_, i) => `s_mov_b32 s100, s${20 + i}`)]);
      assert.deepEqual(hazardKeys(r), []);
      assert.equal(r.sgpr.s20, 0x111);
    });
    test(`${gen}: 30 ds_read_b32: the 15 oldest are guaranteed by the full counter, the wait named for the 16th fits the field`, () => {
      // lgkmcnt holds at most 15: were v15's read outstanding, so would be the 15 DS reads after it.
      const r = hz(gen, [...reads(30), 'v_mov_b32 v100, v15', 'v_mov_b32 v100, v16']);
      assert.deepEqual(hazardKeys(r), ['32:v16']);
      assert.match(r.hazards[0].message, /add "s_waitcnt lgkmcnt\(14\)"/);
      assertWaitsFit(gen, r);
    });
  }
  for (const gen of ['gcn1.1', 'gcn1.2', 'gcn1.4'] as Gen[]) {
    test(`${gen}: 17 FLAT loads into the LDS window (both counters overflow), vmcnt(0) lgkmcnt(0): no hazard`, () => {
      const loads = Array.from({ length: 17 }, (_, i) => `flat_load_dword v${10 + i}, v[4:5]`);
      const r = hz(gen, [...loads, 's_waitcnt vmcnt(0) lgkmcnt(0)', ...Array.from({ length: 17 }, (_, i) => `v_mov_b32 v100, v${10 + i}`)]);
      assert.deepEqual(hazardKeys(r), []);
      // one of the two waits alone still leaves them unguaranteed, and the fix it names fits the field
      const half = hz(gen, [...loads, 's_waitcnt vmcnt(0)', 'v_mov_b32 v100, v10']);
      assert.deepEqual(hazardKeys(half), ['19:v10']);
      assert.match(half.hazards[0].message, /add "s_waitcnt lgkmcnt\(0\)"/);
    });
  }
  test('gfx900: 70 buffer loads (vmcnt is 6 bits): the 7th is guaranteed, the wait named for the 8th is vmcnt(62)', () => {
    const loads = Array.from({ length: 70 }, (_, i) => `buffer_load_dword v${10 + i}, off, s[8:11], 0`);
    const r = hz('gcn1.4', [...loads, 'v_mov_b32 v200, v16', 'v_mov_b32 v200, v17']);
    assert.deepEqual(hazardKeys(r), ['72:v17']);
    assert.match(r.hazards[0].message, /vmcnt\(62\)/);
    assertWaitsFit('gcn1.4', r);
  });
});
