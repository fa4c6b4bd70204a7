// Black-box tests of FLAT (GCN 1.1/1.2) and GCN 1.4 FLAT/GLOBAL/SCRATCH: semantics.md §6, §7, §9 and
// docs/sim.md "FLAT". Expected values are worked out by hand.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Gen } from '../src/isa/gens.js';
import type { StateJson } from '../src/sim/api.js';
import type { InstrDef } from '../src/isa/types.js';
import { instrs, lanes, regs, sim } from './support/sim-util.js';
import { atomicCase } from './support/sim-atomics.js';

// Little-endian bytes: M[2] = 0x99aabbcc has bytes cc bb aa 99 at 0x1008..0x100b.
const M = [0x11223344, 0x55667788, 0x99aabbcc, 0xddeeff00, 0x0f1e2d3c, 0x4b5a6978, 0x8796a5b4, 0xc3d2e1f0];
const V0 = 0xcafef00d; // initial value of every destination VGPR
const FLAT_GENS: Gen[] = ['gcn1.1', 'gcn1.2', 'gcn1.4'];
// Default aperture high dwords (docs/sim.md): GCN 1.1/1.2 LDS 1<<61, private (1<<61)+2^32; GCN 1.4 1<<48, 2<<48.
const LDS_HI: Record<string, number> = { 'gcn1.1': 0x20000000, 'gcn1.2': 0x20000000, 'gcn1.4': 0x10000 };
const PRIV_HI: Record<string, number> = { 'gcn1.1': 0x20000001, 'gcn1.2': 0x20000001, 'gcn1.4': 0x20000 };

/** Relative byte offsets of lanes 0 and 1 for a data type (sub-dword ops use unaligned bytes). */
function laneOffsets(type: string): [number, number] {
  if (/8/.test(type) && !/^b(64|128)$/.test(type)) return [0, 9];
  if (/16/.test(type) && type !== 'b160') return [0, 0xa];
  return [0, 0x10];
}
const regCount = (type: string): number => ({ b64: 2, b96: 3, b128: 4 } as Record<string, number>)[type] ?? 1;

// Hand-worked load results for lanes 0 and 1 (offsets from laneOffsets), per destination dword.
const LOADS: Record<string, [number[], number[]]> = {
  u8: [[0x44], [0xbb]], // byte 0 of M[0]; byte 1 of M[2]
  i8: [[0x44], [0xffffffbb]], // 0xbb sign-extended
  u16: [[0x3344], [0x99aa]], // low half of M[0]; high half of M[2]
  i16: [[0x3344], [0xffff99aa]],
  b32: [[M[0]], [M[4]]], // 0x1000, 0x1010
  b64: [M.slice(0, 2), M.slice(4, 6)],
  b96: [M.slice(0, 3), M.slice(4, 7)],
  b128: [M.slice(0, 4), M.slice(4, 8)],
  'u8.lo': [[0xcafe0044], [0xcafe00bb]], // D16: low half written, high half of 0xcafef00d kept
  'u8.hi': [[0x0044f00d], [0x00bbf00d]],
  'i8.lo': [[0xcafe0044], [0xcafeffbb]], // 0xbb sign-extended to 16 bits
  'i8.hi': [[0x0044f00d], [0xffbbf00d]],
  'b16.lo': [[0xcafe3344], [0xcafe99aa]],
  'b16.hi': [[0x3344f00d], [0x99aaf00d]],
};
// Store data: lane l, dword k = 0xa1b2c3d4 + l*0x1f2e3d4c + k*0x01010101 (lane 1 dword 0 = 0xc0e10120).
const sdata = (l: number, k: number): number => (0xa1b2c3d4 + l * 0x1f2e3d4c + k * 0x01010101) >>> 0;
// Hand-worked memory patches per lane: [dword index, new value].
const STORES: Record<string, [[number, number][], [number, number][]]> = {
  b8: [[[0, 0x112233d4]], [[2, 0x99aa20cc]]], // byte 0xd4 at 0x1000; byte 0x20 at 0x1009
  b16: [[[0, 0x1122c3d4]], [[2, 0x0120bbcc]]], // 0xc3d4 at 0x1000; 0x0120 at 0x100a
  'b8.hi': [[[0, 0x112233b2]], [[2, 0x99aae1cc]]], // bits 23:16: 0xb2; 0xe1
  'b16.hi': [[[0, 0x1122a1b2]], [[2, 0xc0e1bbcc]]], // bits 31:16: 0xa1b2; 0xc0e1
};
function storePatches(type: string): [[number, number][], [number, number][]] {
  if (STORES[type]) return STORES[type];
  const n = regCount(type); // whole dwords: lane 0 at dword 0.., lane 1 at dword 4..
  return [Array.from({ length: n }, (_, k) => [k, sdata(0, k)]), Array.from({ length: n }, (_, k) => [4 + k, sdata(1, k)])];
}
const applied = (patches: [number, number][][]): number[] => {
  const img = [...M];
  for (const p of patches) for (const [i, v] of p) img[i] = v;
  return img;
};

type Seg = 'flat' | 'global' | 'scratch';
/** Address operand and state for lanes 0/1 hitting region offsets o0/o1 of a segment (global region 0x1000). */
function where(seg: Seg, o: [number, number]): { addr: string; state: StateJson } {
  if (seg === 'scratch') {
    return { addr: 'v2', state: { vgpr: { v2: lanes((l) => (l < 2 ? o[l] : 0)) }, scratch: [0, 1, 2].map((lane) => ({ lane, addr: 0, dwords: M })) } };
  }
  return { addr: 'v[2:3]', state: { vgpr: { v2: lanes((l) => 0x1000 + (l < 2 ? o[l] : 0)), v3: 0 }, memory: [{ addr: 0x1000, dwords: M }] } };
}
const off = (seg: Seg) => (seg === 'flat' ? '' : ', off');
function segsOf(gen: Gen): Seg[] {
  return gen === 'gcn1.4' ? ['flat', 'global', 'scratch'] : ['flat'];
}
const ofSeg = (seg: Seg) => (d: InstrDef) => d.name.startsWith(`${seg}_`);
function merge(a: StateJson, b: StateJson): StateJson {
  return { ...a, ...b, vgpr: { ...a.vgpr, ...b.vgpr } };
}

describe('FLAT/GLOBAL/SCRATCH loads: every load, lanes 0/1 active, lane 2 inactive', () => {
  for (const gen of FLAT_GENS) {
    for (const seg of segsOf(gen)) {
      for (const d of instrs(gen, 'FLAT', (x) => x.kind === 'load' && ofSeg(seg)(x))) {
        const n = regCount(d.type);
        const line = `${d.name} ${regs('v', 10, n)}, ${where(seg, [0, 0]).addr}${off(seg)}`;
        test(`${gen}: ${line}`, () => {
          const w = where(seg, laneOffsets(d.type));
          const init: Record<string, number> = {};
          for (let k = 0; k < n; k++) init[`v${10 + k}`] = V0;
          const r = sim(gen, [line], merge(w.state, { exec: '0x3', vgpr: init }));
          const want = LOADS[d.type];
          assert.ok(want, d.type);
          for (let k = 0; k < n; k++) {
            // lanes 0, 1 from the table; lane 2 is inactive and keeps 0xcafef00d
            assert.deepEqual(r.vgpr[`v${10 + k}`].slice(0, 3), [want[0][k], want[1][k], V0], `v${10 + k}`);
          }
        });
      }
    }
  }
});

describe('FLAT/GLOBAL/SCRATCH stores: every store, lanes 0/1 active, lane 2 inactive', () => {
  for (const gen of FLAT_GENS) {
    for (const seg of segsOf(gen)) {
      for (const d of instrs(gen, 'FLAT', (x) => x.kind === 'store' && ofSeg(seg)(x))) {
        const n = regCount(d.type);
        const line = `${d.name} ${where(seg, [0, 0]).addr}, ${regs('v', 4, n)}${off(seg)}`;
        test(`${gen}: ${line}`, () => {
          const w = where(seg, laneOffsets(d.type));
          const data: Record<string, number[]> = {};
          for (let k = 0; k < n; k++) data[`v${4 + k}`] = lanes((l) => sdata(l, k));
          const [p0, p1] = storePatches(d.type);
          if (seg !== 'scratch') {
            const r = sim(gen, [line], merge(w.state, { exec: '0x3', vgpr: data }), { dumps: ['0x1000:8'] });
            // both lanes write the one global image; lane 2 (inactive, address 0x1000) writes nothing
            assert.deepEqual(r.dump['0x1000:8'], applied([p0, p1]));
          } else {
            // each lane has its own private memory: read it back per lane (lane 2 inactive for the store only)
            const prog = [line, 'scratch_load_dwordx4 v[20:23], v30, off', 'scratch_load_dwordx4 v[24:27], v30, off offset:16'];
            const r = sim(gen, prog, merge(w.state, { exec: '0x3', vgpr: { ...data, v30: 0 } }));
            const img = [applied([p0]), applied([p1])];
            for (let k = 0; k < 8; k++) assert.deepEqual(r.vgpr[`v${20 + k}`].slice(0, 2), [img[0][k], img[1][k]], `dword ${k}`);
          }
        });
      }
    }
  }
});

describe('FLAT/GLOBAL atomics: every op on lane 0, glc and not', () => {
  for (const gen of FLAT_GENS) {
    for (const seg of (gen === 'gcn1.4' ? ['flat', 'global'] : ['flat']) as Seg[]) {
      for (const d of instrs(gen, 'FLAT', (x) => x.kind === 'atomic' && ofSeg(seg)(x))) {
        const cases = atomicCase(d.atomicBits as 32 | 64, d.atomic!);
        test(`${gen}: ${d.name} has hand-worked cases`, () => assert.ok(cases.length > 0));
        for (const [k, c] of cases.entries()) {
          for (const glc of [false, true]) {
            const dst = glc ? `${regs('v', 10, c.old.length)}, ` : '';
            const line = `${d.name} ${dst}v[2:3], ${regs('v', 4, c.data.length)}${off(seg)}${glc ? ' glc' : ''}`;
            test(`${gen}: ${line} #${k} (${c.why})`, () => {
              const vgpr: Record<string, number | number[]> = { v2: 0x1008, v3: 0, v10: V0, v11: V0 };
              c.data.forEach((x, i) => { vgpr[`v${4 + i}`] = x; });
              const state: StateJson = { exec: 1, vgpr, memory: [{ addr: 0x1004, dwords: [0x77777777, ...c.old, 0x88888888] }] };
              const spec = `0x1004:${c.old.length + 2}`;
              const r = sim(gen, [line], state, { dumps: [spec] });
              // memory at 0x1008 gets the new value, neighbours untouched
              assert.deepEqual(r.dump[spec], [0x77777777, ...c.neu, 0x88888888]);
              // glc returns the old value to VDST; without glc v10 is untouched
              const got = [0, 1].slice(0, c.old.length).map((i) => r.vgpr[`v${10 + i}`][0]);
              assert.deepEqual(got, glc ? c.old : c.old.map(() => V0));
            });
          }
        }
      }
    }
  }
});

describe('FLAT apertures per lane (one instruction, lanes in global / LDS / private / inactive)', () => {
  // lanes 0-15 global 0x1000+4l; 16-31 LDS 4(l-16); 32-47 private address 8; 48-63 inactive (global 0x2000+..)
  const addrLo = (l: number) => (l < 16 ? 0x1000 + 4 * l : l < 32 ? 4 * (l - 16) : l < 48 ? 8 : 0x2000 + 4 * (l - 48));
  const mixed = (gen: Gen, extra: StateJson = {}): StateJson => ({
    exec: '0x0000ffffffffffff',
    m0: 0x10000, // M0[16:0] = 64 KiB: the whole LDS (GCN 1.1/1.2)
    vgpr: { v2: lanes(addrLo), v3: lanes((l) => (l < 16 || l >= 48 ? 0 : l < 32 ? LDS_HI[gen] : PRIV_HI[gen])), v1: 0xeeeeeeee },
    memory: [{ addr: 0x1000, dwords: Array.from({ length: 16 }, (_, i) => 0x60000000 + i) }],
    lds: [{ addr: 0, dwords: Array.from({ length: 16 }, (_, i) => 0x70000000 + i) }],
    scratch: Array.from({ length: 16 }, (_, i) => ({ lane: 32 + i, addr: 8, dwords: [0x80000000 + 32 + i] })),
    ...extra,
  });
  for (const gen of FLAT_GENS) {
    test(`${gen}: flat_load_dword picks the aperture per lane`, () => {
      const r = sim(gen, ['flat_load_dword v1, v[2:3]'], mixed(gen));
      // global 0x60000000+l; LDS 0x70000000+(l-16); private (lane's own) 0x80000000+l; inactive keep 0xeeeeeeee
      assert.deepEqual(r.vgpr.v1, lanes((l) => (l < 16 ? 0x60000000 + l : l < 32 ? 0x70000000 + l - 16 : l < 48 ? 0x80000000 + l : 0xeeeeeeee)));
    });
    test(`${gen}: flat_store_dword writes each lane's aperture; inactive lanes write nothing`, () => {
      const r = sim(gen, ['flat_store_dword v[2:3], v4', 'flat_load_dword v5, v[2:3]'],
        mixed(gen, { vgpr: { ...mixed(gen).vgpr, v4: lanes((l) => 0x90000000 + l) } }), { dumps: ['0x1000:16', '0x2000:16'], ldsDumps: ['0:16'] });
      assert.deepEqual(r.dump['0x1000:16'], lanes((l) => 0x90000000 + l).slice(0, 16)); // lanes 0-15
      assert.deepEqual(r.dump['0x2000:16'], Array(16).fill(0)); // lanes 48-63 are off
      assert.deepEqual(r.lds['0:16'], lanes((l) => 0x90000000 + 16 + l).slice(0, 16)); // lanes 16-31
      assert.deepEqual(r.vgpr.v5.slice(32, 48), lanes((l) => 0x90000000 + 32 + l).slice(0, 16)); // private, read back
    });
    test(`${gen}: flat_atomic_add glc per aperture returns the old value`, () => {
      const r = sim(gen, ['flat_atomic_add v1, v[2:3], v4 glc', 's_waitcnt vmcnt(0) lgkmcnt(0)', 'flat_load_dword v5, v[2:3]'],
        mixed(gen, { vgpr: { ...mixed(gen).vgpr, v4: lanes((l) => l + 1) } }), { dumps: ['0x1000:16'], ldsDumps: ['0:16'] });
      // returns as the load above; memory = old + (l+1)
      assert.deepEqual(r.vgpr.v1, lanes((l) => (l < 16 ? 0x60000000 + l : l < 32 ? 0x70000000 + l - 16 : l < 48 ? 0x80000000 + l : 0xeeeeeeee)));
      assert.deepEqual(r.dump['0x1000:16'], lanes((l) => 0x60000000 + 2 * l + 1).slice(0, 16));
      assert.deepEqual(r.lds['0:16'], Array.from({ length: 16 }, (_, i) => 0x70000000 + i + (i + 16 + 1)));
      assert.deepEqual(r.vgpr.v5.slice(32, 48), Array.from({ length: 16 }, (_, i) => 0x80000000 + 2 * (32 + i) + 1));
    });
    test(`${gen}: private lanes are bounded by scratch_size (reads 0, writes dropped)`, () => {
      // scratch_size 16: private address 8 is inside, 16 is outside; lanes 0 (addr 8) and 1 (addr 16)
      const st: StateJson = {
        exec: '0x3', scratch_size: 16,
        vgpr: { v2: lanes((l) => (l === 1 ? 16 : 8)), v3: PRIV_HI[gen], v4: 0x1234, v1: 0xeeeeeeee },
        scratch: [{ lane: 0, addr: 8, dwords: [0xa0] }, { lane: 1, addr: 8, dwords: [0xa1] }],
      };
      const r = sim(gen, ['flat_load_dword v1, v[2:3]', 'flat_store_dword v[2:3], v4', 's_waitcnt vmcnt(0) lgkmcnt(0)',
        'flat_load_dword v5, v[2:3]'], st);
      assert.deepEqual(r.vgpr.v1.slice(0, 2), [0xa0, 0]); // lane 1 out of range reads 0
      assert.deepEqual(r.vgpr.v5.slice(0, 2), [0x1234, 0]); // lane 0 stored; lane 1's store dropped
    });
  }
  for (const gen of ['gcn1.1', 'gcn1.2'] as Gen[]) {
    test(`${gen}: LDS lanes bounded by M0[16:0] (m0 = 0x00fe0020 -> 32 bytes)`, () => {
      const r = sim(gen, ['flat_load_dword v1, v[2:3]', 'flat_store_dword v[2:3], v4'],
        mixed(gen, { m0: 0x00fe0020, vgpr: { ...mixed(gen).vgpr, v4: lanes((l) => 0x90000000 + l) } }), { ldsDumps: ['0:16'] });
      // lanes 16-23 (LDS 0..28 < 32) read/write; 24-31 (32..60) read 0, writes dropped
      assert.deepEqual(r.vgpr.v1.slice(16, 32), Array.from({ length: 16 }, (_, i) => (i < 8 ? 0x70000000 + i : 0)));
      assert.deepEqual(r.lds['0:16'], Array.from({ length: 16 }, (_, i) => (i < 8 ? 0x90000000 + 16 + i : 0x70000000 + i)));
    });
  }
  test('gcn1.4: FLAT to LDS does not use M0 (m0 = 0)', () => {
    const r = sim('gcn1.4', ['flat_load_dword v1, v[2:3]'], mixed('gcn1.4', { m0: 0 }));
    assert.deepEqual(r.vgpr.v1.slice(16, 32), Array.from({ length: 16 }, (_, i) => 0x70000000 + i));
  });
  test('gcn1.2: apertures from the state override the defaults', () => {
    const st: StateJson = {
      exec: '0xf', apertures: { lds: '0x100000000', scratch: '0x200000000' },
      // lane 0: LDS 0x10; lane 1: private 8; lane 2: the default LDS base + 0x1000 is now plain memory; lane 3: 0x1000
      vgpr: { v2: [0x10, 8, 0x1000, 0x1000, ...Array(60).fill(0)], v3: [1, 2, 0x20000000, 0, ...Array(60).fill(0)] },
      lds: [{ addr: 0x10, dwords: [0x1d5] }], scratch: [{ lane: 1, addr: 8, dwords: [0x5c] }],
      memory: [{ addr: '0x2000000000001000', dwords: [0x91] }, { addr: 0x1000, dwords: [0x92] }],
      m0: 0xffffffff,
    };
    const r = sim('gcn1.2', ['flat_load_dword v1, v[2:3]'], st);
    assert.deepEqual(r.vgpr.v1.slice(0, 4), [0x1d5, 0x5c, 0x91, 0x92]);
  });
});

describe('GCN 1.4 FLAT/GLOBAL/SCRATCH addressing', () => {
  const mem: StateJson = { memory: [{ addr: 0x1000, dwords: M }, { addr: 0x1ffc, dwords: [0xf1f1] }, { addr: '0x100001000', dwords: M }] };
  const priv = (lane: number) => (lane === 0 ? M : M.map((x) => ~x >>> 0)); // lane 1's private copy is ~M
  const cases: { line: string; vgpr: Record<string, number | number[]>; sgpr?: Record<string, number | number[]>; want: [number, number]; why: string }[] = [
    { line: 'flat_load_dword v10, v[2:3] offset:4', vgpr: { v2: 0x1000, v3: 0 }, want: [M[1], M[1]], why: '0x1000+4 (12-bit unsigned offset)' },
    { line: 'global_load_dword v10, v[2:3], off offset:-8', vgpr: { v2: lanes((l) => 0x1010 + 4 * l), v3: 0 }, want: [M[2], M[3]], why: '0x1010-8, 0x1014-8' },
    { line: 'global_load_dword v10, v2, s[4:5] offset:-4', vgpr: { v2: lanes((l) => 0x1010 + 4 * l) }, sgpr: { 's[4:5]': [0, 1] }, want: [M[3], M[4]], why: '0x1_0000_0000 + 0x1010 - 4' },
    { line: 'scratch_load_dword v10, v2, off offset:8', vgpr: { v2: lanes((l) => 4 * l) }, want: [M[2], ~M[3] >>> 0], why: 'private 8+4l in each lane' },
    { line: 'scratch_load_dword v10, off, s1 offset:-4', vgpr: {}, sgpr: { s1: 0x14 }, want: [M[4], ~M[4] >>> 0], why: 'private 0x14-4 = 0x10, each lane its own' },
  ];
  for (const c of cases) {
    test(`${c.line} (${c.why})`, () => {
      const st: StateJson = { ...mem, exec: '0x3', vgpr: c.vgpr, sgpr: c.sgpr ?? {}, scratch: [0, 1].map((lane) => ({ lane, addr: 0, dwords: priv(lane) })) };
      const r = sim('gcn1.4', [c.line], st);
      assert.deepEqual(r.vgpr.v10.slice(0, 2), c.want);
    });
  }
  test('flat_load_dword offset:4092 (largest aligned 12-bit offset): 0x1000 + 0xffc = 0x1ffc', () => {
    const r = sim('gcn1.4', ['flat_load_dword v10, v[2:3] offset:4092'], { ...mem, exec: 1, vgpr: { v2: 0x1000, v3: 0 } });
    assert.equal(r.vgpr.v10[0], 0xf1f1);
  });
  test('global_load_dword ... offset:-4096 (most negative 13-bit offset): 0x2ffc - 0x1000 = 0x1ffc', () => {
    const r = sim('gcn1.4', ['global_load_dword v10, v[2:3], off offset:-4096'], { ...mem, exec: 1, vgpr: { v2: 0x2ffc, v3: 0 } });
    assert.equal(r.vgpr.v10[0], 0xf1f1);
  });
  test('global_store_dword with saddr: SGPR64 + VGPR32 + offset, per lane, exec-masked', () => {
    const r = sim('gcn1.4', ['global_store_dword v2, v4, s[4:5] offset:16'],
      { exec: '0x5', sgpr: { 's[4:5]': [0x3000, 0] }, vgpr: { v2: lanes((l) => 4 * l), v4: lanes((l) => 0x4400 + l) } }, { dumps: ['0x3010:4'] });
    // lanes 0 and 2 active: 0x3000+0+16 = 0x3010 <- 0x4400, 0x3000+8+16 = 0x3018 <- 0x4402; lanes 1, 3 off
    assert.deepEqual(r.dump['0x3010:4'], [0x4400, 0, 0x4402, 0]);
  });
});
