// Black-box tests of scalar memory (SMRD on GCN 1.0/1.1, SMEM on GCN 1.2/1.4): semantics.md §5,
// docs/sim.md P9-P14. Every expected value is worked out by hand from those rules.
//
// Memory convention: the dword at byte address A (0x1000 <= A < 0x2000) holds P(A) = 0xAB000000 + A,
// so an expected load result is just P(the address the rules give).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Gen } from '../src/isa/gens.js';
import type { StateJson } from '../src/sim/api.js';
import { dwordsOf, instrs, regs, sgprs, sim, vsharp } from './support/sim-util.js';
import { atomicCase } from './support/sim-atomics.js';

const P = (a: number): number => (0xab000000 + a) >>> 0;
const PATTERN = { addr: 0x1000, dwords: Array.from({ length: 0x400 }, (_, i) => P(0x1000 + 4 * i)) };
const BASE = 0x1100;
/** s[2:3] = 64-bit address BASE; s[4:7] = V# base BASE, stride 0, 64 KiB; s1 = 0x27; m0 = 0x2a. */
function baseState(extra: StateJson = {}): StateJson {
  return {
    ...extra,
    sgpr: { 's[2:3]': [BASE, 0], 's[4:7]': vsharp({ base: BASE, numRecords: 0x10000 }), s1: 0x27, ...extra.sgpr },
    m0: 0x2a,
    memory: [PATTERN, ...(extra.memory ?? [])],
  };
}

type Use = 'any' | 'plain' | 'buffer';
interface Form { off: string; addr: number; use: Use }
// Offset operands and the dword address they give with base 0x1100, s1 = 0x27, m0 = 0x2a (P9: the
// sum is masked to a dword).
const FORMS: Partial<Record<Gen, Form[]>> = {
  'gcn1.0': [
    { off: '0x4', addr: 0x1110, use: 'any' }, // SMRD imm is a dword count: 4*4 = 0x10
    { off: '0xff', addr: 0x14fc, use: 'any' }, // 0xff*4 = 0x3fc
    { off: 's1', addr: 0x1124, use: 'any' }, // SGPR is a byte offset: 0x1100+0x27 = 0x1127 -> 0x1124
  ],
  'gcn1.1': [
    { off: '0x4', addr: 0x1110, use: 'any' }, // 4 dwords
    { off: '0xff', addr: 0x14fc, use: 'any' }, // largest 8-bit form: 0x3fc bytes
    { off: '0x100', addr: 0x1500, use: 'any' }, // 32-bit literal, dwords: 0x100*4 = 0x400
    { off: '0x2ff', addr: 0x1cfc, use: 'any' }, // literal 0x2ff*4 = 0xbfc
    { off: 's1', addr: 0x1124, use: 'any' }, // 0x1127 masked
  ],
  'gcn1.2': [
    { off: '0x10', addr: 0x1110, use: 'any' }, // SMEM imm is a byte offset
    { off: '0x13', addr: 0x1110, use: 'any' }, // 0x1113 masked to 0x1110
    { off: '0xabc', addr: 0x1bbc, use: 'any' }, // 0x1100+0xabc
    { off: 's1', addr: 0x1124, use: 'any' }, // 0x1127 masked
    { off: 'm0', addr: 0x1128, use: 'any' }, // 0x112a masked
  ],
  'gcn1.4': [
    { off: '0x10', addr: 0x1110, use: 'any' },
    { off: '0x13', addr: 0x1110, use: 'any' }, // 0x1113 masked
    { off: '-0x10', addr: 0x10f0, use: 'plain' }, // signed 21-bit (P11): 0x1100-0x10
    { off: '-0x13', addr: 0x10ec, use: 'plain' }, // 0x10ed masked
    { off: 's1', addr: 0x1124, use: 'any' }, // 0x1127 masked
    { off: 'm0', addr: 0x1128, use: 'any' }, // 0x112a masked
    { off: 's1 offset:0x8', addr: 0x112c, use: 'any' }, // IMM+SOE: 0x1100+0x8+0x27 = 0x112f -> 0x112c
    { off: 'm0 offset:0x10', addr: 0x1138, use: 'any' }, // 0x1100+0x10+0x2a = 0x113a -> 0x1138
    { off: 's1 offset:-0x8', addr: 0x111c, use: 'plain' }, // 0x1100-8+0x27 = 0x111f -> 0x111c
  ],
};
// S_SCRATCH (P12): base + imm + reg*64, then masked.
const SCRATCH_FORMS: Form[] = [
  { off: '0x10', addr: 0x1110, use: 'plain' },
  { off: '-0x13', addr: 0x10ec, use: 'plain' }, // 0x10ed masked
  { off: 's1', addr: 0x1ac0, use: 'plain' }, // 0x27*64 = 0x9c0
  { off: 'm0', addr: 0x1b80, use: 'plain' }, // 0x2a*64 = 0xa80
  { off: 's1 offset:0x8', addr: 0x1ac8, use: 'plain' }, // 0x1100+8+0x9c0
  { off: 's1 offset:-0x8', addr: 0x1ab8, use: 'plain' }, // 0x1100-8+0x9c0
];

const GENS_SCALAR: Gen[] = ['gcn1.0', 'gcn1.1', 'gcn1.2', 'gcn1.4'];
const scalarEnc = (gen: Gen) => (gen === 'gcn1.0' || gen === 'gcn1.1' ? 'SMRD' : 'SMEM');
const formsFor = (gen: Gen, name: string, sbase: number): Form[] =>
  name.startsWith('s_scratch_') ? SCRATCH_FORMS : FORMS[gen]!.filter((f) => f.use === 'any' || f.use === (sbase === 4 ? 'buffer' : 'plain'));
const baseOp = (sbase: number) => (sbase === 4 ? 's[4:7]' : 's[2:3]');

describe('scalar loads: every load on every generation, every offset form', () => {
  for (const gen of GENS_SCALAR) {
    for (const d of instrs(gen, scalarEnc(gen), (x) => x.kind === 'load')) {
      const n = dwordsOf(d.type);
      for (const f of formsFor(gen, d.name, d.sbase)) {
        const line = `${d.name} ${regs('s', 16, n)}, ${baseOp(d.sbase)}, ${f.off}`;
        test(`${gen}: ${line}`, () => {
          const r = sim(gen, [line], baseState());
          // dword i comes from the rule's address + 4i
          assert.deepEqual(sgprs(r, 16, n), Array.from({ length: n }, (_, i) => P(f.addr + 4 * i)));
        });
      }
    }
  }
});

describe('scalar stores (GCN 1.2/1.4): every store, every offset form', () => {
  for (const gen of ['gcn1.2', 'gcn1.4'] as Gen[]) {
    for (const d of instrs(gen, 'SMEM', (x) => x.kind === 'store')) {
      const n = dwordsOf(d.type);
      // GCN 1.2 stores take the immediate or M0 only (§5.2)
      const forms = formsFor(gen, d.name, d.sbase).filter((f) => gen === 'gcn1.4' || !f.off.startsWith('s1'));
      for (const f of forms) {
        const line = `${d.name} ${regs('s', 16, n)}, ${baseOp(d.sbase)}, ${f.off}`;
        test(`${gen}: ${line}`, () => {
          const data = Array.from({ length: n }, (_, i) => 0x5e000000 + i);
          const spec = `0x${(f.addr - 4).toString(16)}:${n + 2}`;
          const r = sim(gen, [line], baseState({ sgpr: { [regs('s', 16, n)]: data } }), { dumps: [spec] });
          // the dword before and after keep the pattern; the n dwords at the address get s16..
          assert.deepEqual(r.dump[spec], [P(f.addr - 4), ...data, P(f.addr + 4 * n)]);
        });
      }
    }
  }
});

describe('scalar atomics (GCN 1.4): every op, with and without glc', () => {
  for (const d of instrs('gcn1.4', 'SMEM', (x) => x.kind === 'atomic')) {
    const cases = atomicCase(d.atomicBits as 32 | 64, d.atomic!);
    test(`${d.name} has hand-worked cases`, () => assert.ok(cases.length > 0));
    for (const [k, c] of cases.entries()) {
      for (const glc of [false, true]) {
        const line = `${d.name} ${regs('s', 16, c.data.length)}, ${d.sbase === 4 ? 's[4:7]' : 's[2:3]'}, 0x8${glc ? ' glc' : ''}`;
        test(`${line} #${k} (${c.why})`, () => {
          const state: StateJson = {
            sgpr: { 's[2:3]': [0x1000, 0], 's[4:7]': vsharp({ base: 0x1000, numRecords: 0x100 }), [regs('s', 16, c.data.length)]: c.data },
            memory: [{ addr: 0x1004, dwords: [0x77777777, ...c.old, 0x88888888] }],
          };
          const spec = `0x1004:${c.old.length + 2}`;
          const r = sim('gcn1.4', [line], state, { dumps: [spec] });
          // memory at 0x1000+8 gets the new value; neighbours untouched
          assert.deepEqual(r.dump[spec], [0x77777777, ...c.neu, 0x88888888]);
          // glc: SDATA[0] (SDATA[0:1] for _x2) gets the old value, the rest (cmpswap's compare half) stays;
          // no glc: SDATA untouched
          const want = glc ? [...c.old, ...c.data.slice(c.old.length)] : c.data;
          assert.deepEqual(sgprs(r, 16, c.data.length), want);
        });
      }
    }
  }
});

describe('S_BUFFER clamping (P10)', () => {
  // byte-offset operand per generation: SMRD immediates count dwords
  const off = (gen: Gen, bytes: number) => `0x${(gen === 'gcn1.0' || gen === 'gcn1.1' ? bytes / 4 : bytes).toString(16)}`;
  const junk = Array(8).fill(0xdeadbeef);
  for (const gen of GENS_SCALAR) {
    test(`${gen}: stride 0: dwords at o+4i >= num_records read 0`, () => {
      const line = `s_buffer_load_dwordx8 s[16:23], s[4:7], ${off(gen, 8)}`;
      const r = sim(gen, [line], baseState({ sgpr: { 's[4:7]': vsharp({ base: BASE, numRecords: 0x18 }), 's[16:23]': junk } }));
      // offsets 8,12,16,20 < 24 read; 24..36 >= 24 -> 0
      assert.deepEqual(sgprs(r, 16, 8), [P(0x1108), P(0x110c), P(0x1110), P(0x1114), 0, 0, 0, 0]);
    });
    test(`${gen}: stride 8, num_records 3: out of range only when o+4i > 24`, () => {
      const line = `s_buffer_load_dwordx4 s[16:19], s[4:7], ${off(gen, 16)}`;
      const r = sim(gen, [line], baseState({ sgpr: { 's[4:7]': vsharp({ base: BASE, stride: 8, numRecords: 3 }), 's[16:19]': junk.slice(0, 4) } }));
      // 16, 20, 24 <= 24 read (24 is NOT clamped: '>' rule); 28 > 24 -> 0
      assert.deepEqual(sgprs(r, 16, 4), [P(0x1110), P(0x1114), P(0x1118), 0]);
    });
    test(`${gen}: the V# base uses its high 16 bits; swizzle/format fields are ignored`, () => {
      // base 0x1_0000_2000 (w1 low half = 1); swizzle bit set and DATA_FORMAT 0 must not matter
      const v = vsharp({ base: 0x100002000n, numRecords: 0x100, swizzle: true, stride: 0, dfmt: 0, nfmt: 0 });
      const r = sim(gen, [`s_buffer_load_dwordx2 s[16:17], s[4:7], ${off(gen, 4)}`],
        baseState({ sgpr: { 's[4:7]': v }, memory: [{ addr: '0x100002000', dwords: [0x11, 0x22, 0x33] }] }));
      // reads 0x1_0000_2004..
      assert.deepEqual(sgprs(r, 16, 2), [0x22, 0x33]);
    });
    test(`${gen}: s_load uses the full 64-bit base in s[2:3]`, () => {
      const r = sim(gen, [`s_load_dwordx2 s[16:17], s[2:3], ${off(gen, 4)}`],
        baseState({ sgpr: { 's[2:3]': [0x2000, 1] }, memory: [{ addr: '0x100002000', dwords: [0x11, 0x22, 0x33] }] }));
      // 0x1_0000_2000 + 4
      assert.deepEqual(sgprs(r, 16, 2), [0x22, 0x33]);
    });
    test(`${gen}: scalar memory ignores EXEC (exec = 0)`, () => {
      const r = sim(gen, [`s_load_dword s16, s[2:3], ${off(gen, 8)}`, `s_buffer_load_dword s17, s[4:7], ${off(gen, 12)}`], baseState({ exec: 0 }));
      // 0x1100+8, 0x1100+12
      assert.deepEqual(sgprs(r, 16, 2), [P(0x1108), P(0x110c)]);
      assert.equal(r.exec, '0x0000000000000000');
    });
  }
  for (const gen of ['gcn1.2', 'gcn1.4'] as Gen[]) {
    const data = [0x51, 0x52, 0x53, 0x54];
    test(`${gen}: stride 0, num_records 8: store dwords at offsets 8 and 12 are dropped`, () => {
      const r = sim(gen, ['s_buffer_store_dwordx4 s[16:19], s[4:7], 0x0'],
        baseState({ sgpr: { 's[4:7]': vsharp({ base: BASE, numRecords: 8 }), 's[16:19]': data } }), { dumps: ['0x1100:5'] });
      // 0,4 < 8 written; 8,12 keep the pattern; 0x1110 untouched
      assert.deepEqual(r.dump['0x1100:5'], [0x51, 0x52, P(0x1108), P(0x110c), P(0x1110)]);
    });
    test(`${gen}: stride 4, num_records 2: a store dword at offset 8 (== 4*2) is still written`, () => {
      const r = sim(gen, ['s_buffer_store_dwordx4 s[16:19], s[4:7], 0x0'],
        baseState({ sgpr: { 's[4:7]': vsharp({ base: BASE, stride: 4, numRecords: 2 }), 's[16:19]': data } }), { dumps: ['0x1100:4'] });
      // 0,4,8 <= 8 written; 12 > 8 dropped
      assert.deepEqual(r.dump['0x1100:4'], [0x51, 0x52, 0x53, P(0x110c)]);
    });
  }
  test('gcn1.4: P9 masks the SUM: base 0x1102 + imm 2 = 0x1104 (per-component masking would give 0x1100)', () => {
    const r = sim('gcn1.4', ['s_load_dword s16, s[2:3], 0x2'], baseState({ sgpr: { 's[2:3]': [0x1102, 0] } }));
    assert.deepEqual(sgprs(r, 16, 1), [P(0x1104)]);
  });
  test('gcn1.0: SMRD SGPR offset is bytes, summed then masked: base 0x1102 + s1 0x27 = 0x1129 -> 0x1128', () => {
    const r = sim('gcn1.0', ['s_load_dword s16, s[2:3], s1'], baseState({ sgpr: { 's[2:3]': [0x1102, 0] } }));
    assert.deepEqual(sgprs(r, 16, 1), [P(0x1128)]);
  });
  test('gcn1.4: a large negative signed immediate: 0x200000 - 0x100000', () => {
    const r = sim('gcn1.4', ['s_load_dword s16, s[2:3], -0x100000'], { sgpr: { 's[2:3]': [0x200000, 0] }, memory: [{ addr: 0x100000, dwords: [0x600d] }] });
    assert.deepEqual(sgprs(r, 16, 1), [0x600d]);
  });
});

describe('s_memtime / s_memrealtime (P14: clock + 4n, realtime + n, n = instructions before)', () => {
  for (const gen of GENS_SCALAR) {
    test(`${gen}: s_memtime after two s_nop, with a 32-bit carry`, () => {
      const r = sim(gen, ['s_nop 0', 's_nop 0', 's_memtime s[16:17]', 's_nop 0', 's_memtime s[18:19]'], { clock: '0xfffffff8' });
      // first: 0xfffffff8 + 4*2 = 0x1_0000_0000; second: + 4*4 = 0x1_0000_0008
      assert.deepEqual(sgprs(r, 16, 4), [0, 1, 8, 1]);
    });
    test(`${gen}: s_memtime with the default clock 0 as the first instruction`, () => {
      const r = sim(gen, ['s_memtime s[16:17]'], {});
      assert.deepEqual(sgprs(r, 16, 2), [0, 0]); // 0 + 4*0
    });
  }
  for (const gen of ['gcn1.2', 'gcn1.4'] as Gen[]) {
    test(`${gen}: s_memrealtime counts instructions, not 4x`, () => {
      const r = sim(gen, ['s_nop 0', 's_nop 0', 's_nop 0', 's_memrealtime s[16:17]', 's_memtime s[18:19]'], { realtime: '0xffffffff', clock: 40 });
      // realtime 0xffff_ffff + 3 = 0x1_0000_0002; memtime 40 + 4*4 = 56
      assert.deepEqual(sgprs(r, 16, 4), [2, 1, 56, 0]);
    });
  }
});

describe('cache maintenance, probes, discards: no data effect', () => {
  for (const gen of GENS_SCALAR) {
    for (const d of instrs(gen, scalarEnc(gen), (x) => x.kind === 'cache' || x.kind === 'probe' || x.kind === 'discard')) {
      const line = d.kind === 'cache' ? d.name : d.kind === 'probe' ? `${d.name} 7, ${baseOp(d.sbase)}, 0x10` : `${d.name} s[2:3], 0x40`;
      test(`${gen}: ${line}`, () => {
        const state = baseState();
        const r = sim(gen, [line], state, { dumps: ['0x1100:32'] });
        // memory keeps the pattern
        assert.deepEqual(r.dump['0x1100:32'], Array.from({ length: 32 }, (_, i) => P(0x1100 + 4 * i)));
        // no SGPR beyond the given ones appears, the given ones keep their values
        const given = { s1: 0x27, s2: BASE, s3: 0, s4: vsharp({ base: BASE, numRecords: 0x10000 })[0] };
        for (const [k, v] of Object.entries(given)) assert.equal(r.sgpr[k], v, k);
        assert.deepEqual(Object.keys(r.sgpr).filter((k) => /^s\d+$/.test(k) && Number(k.slice(1)) > 7), []);
      });
    }
  }
});
