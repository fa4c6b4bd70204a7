// Black-box vector atomic tests (semantics.md §7, docs/sim.md "Atomics"): every MUBUF atomic on
// every generation it exists on, and the FLAT atomics' op semantics on GCN 1.1/1.2 global
// addresses; with and without GLC, wraparound, INC/DEC edges, CMPSWAP operand order, float
// min/max/cmpswap policy, OOB, unbound V#, EXEC. Every case row is worked out by hand.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import type { StateJson } from '../src/sim/api.js';
import type { AtomicOp, InstrDef } from '../src/isa/types.js';
import {
  GENS, type Gen, lanes, vsharp, run, spec, dumped, vgprEq, dwordsEq, assertCovered, instrs, split64,
} from './support/sim-mubuf.js';
import { ADD_F32, PK_ADD_F16 } from './support/sim-atomics.js';
import { flagName } from '../src/isa/cache-policy.js';

const BASE = 0x1000;
const OLD = 0xdeadbeef;
const old12 = (g: Gen) => g === 'gcn1.0' || g === 'gcn1.1';
/** How the family writes MUBUF's GLC bit (CDNA 3: sc0). */
const glcOf = (g: Gen) => flagName(g, 'MUBUF', 'glc');

/** [old memory value, data (src for cmpswap), compare value (cmpswap only), new memory value] */
type Case = readonly [bigint, bigint, bigint, bigint];
const M32 = 0xffffffffn;
const M64 = 0xffffffffffffffffn;
// f32 bits
const F1 = 0x3f800000n, F2 = 0x40000000n, FM1 = 0xbf800000n, F3 = 0x40400000n, F5 = 0x40a00000n, FNAN = 0x7fc00000n, FNEG0 = 0x80000000n;
// f64 bits
const D1 = 0x3ff0000000000000n, D2 = 0x4000000000000000n, DM1 = 0xbff0000000000000n, D3 = 0x4008000000000000n,
  D5 = 0x4014000000000000n, DNAN = 0x7ff8000000000000n, DNEG0 = 0x8000000000000000n;

const C32: Partial<Record<AtomicOp, Case[]>> = {
  swap: [[5n, 9n, 0n, 9n], [M32, 0n, 0n, 0n]],
  cmpswap: [[7n, 100n, 7n, 100n], [7n, 100n, 8n, 7n], [0n, 1n, 0n, 1n]],            // src = DATA[0], cmp = DATA[1]
  add: [[M32, 2n, 0n, 1n], [5n, 3n, 0n, 8n]],                                        // 0xffffffff+2 wraps to 1
  sub: [[1n, 2n, 0n, M32], [10n, 3n, 0n, 7n]],                                       // 1-2 wraps
  rsub: [[1n, 2n, 0n, 1n], [10n, 3n, 0n, 0xfffffff9n]],                              // D - tmp
  smin: [[M32, 1n, 0n, M32], [5n, 3n, 0n, 3n], [0x80000000n, 0x7fffffffn, 0n, 0x80000000n]],
  umin: [[M32, 1n, 0n, 1n], [5n, 3n, 0n, 3n]],
  smax: [[M32, 1n, 0n, 1n], [0x80000000n, 0x7fffffffn, 0n, 0x7fffffffn]],
  umax: [[M32, 1n, 0n, M32], [3n, 5n, 0n, 5n]],
  and: [[0xf0f0n, 0xff00n, 0n, 0xf000n], [M32, 0x12345678n, 0n, 0x12345678n]],
  or: [[0xf0f0n, 0x0f00n, 0n, 0xfff0n], [0x80000000n, 1n, 0n, 0x80000001n]],
  xor: [[0xffffn, 0x0ff0n, 0n, 0xf00fn], [M32, M32, 0n, 0n]],
  // INC: tmp >= D ? 0 : tmp+1
  inc: [[5n, 5n, 0n, 0n], [6n, 5n, 0n, 0n], [4n, 5n, 0n, 5n], [0n, 0n, 0n, 0n], [0xfffffffen, M32, 0n, M32], [M32, M32, 0n, 0n]],
  // DEC: tmp == 0 || tmp > D ? D : tmp-1
  dec: [[0n, 5n, 0n, 5n], [6n, 5n, 0n, 5n], [5n, 5n, 0n, 4n], [1n, 5n, 0n, 0n], [0n, 0n, 0n, 0n], [3n, 0n, 0n, 0n]],
  // FCMPSWAP: ordered float equality; -0 == +0; NaN never equal.
  fcmpswap: [[F1, F2, F1, F2], [F1, F2, FM1, F1], [FNEG0, F5, 0n, F5], [FNAN, F5, FNAN, FNAN]],
  // FMIN/FMAX: minNum/maxNum (NaN operand yields the other), -0 < +0, no denormal flush.
  fmin: [[F1, F2, 0n, F1], [FNAN, F3, 0n, F3], [F3, FNAN, 0n, F3], [0n, FNEG0, 0n, FNEG0], [FNEG0, 0n, 0n, FNEG0], [1n, 2n, 0n, 1n], [1n, 0n, 0n, 0n]],
  fmax: [[F1, F2, 0n, F2], [FNAN, F3, 0n, F3], [0n, FNEG0, 0n, 0n], [FNEG0, 0n, 0n, 0n], [0x80000001n, 0n, 0n, 0n], [1n, 2n, 0n, 2n]],
  // gfx908+'s add_f32 (denormals flushed) and pk_add_f16: the gfx908 test's hand-worked rows.
  fadd_ftz: fromDwordCases(ADD_F32),
  pk_fadd16: fromDwordCases(PK_ADD_F16),
};
const C64: Partial<Record<AtomicOp, Case[]>> = {
  swap: [[0x100000002n, 0xdeadbeef00000001n, 0n, 0xdeadbeef00000001n]],
  // compare values differ from old only in the high dword in the second row
  cmpswap: [[0x500000007n, 0x1234n, 0x500000007n, 0x1234n], [0x500000007n, 0x1234n, 0x600000007n, 0x500000007n]],
  add: [[0xffffffffn, 1n, 0n, 0x100000000n], [M64, 2n, 0n, 1n]],                      // carry into the high dword; wrap
  sub: [[0x100000000n, 1n, 0n, 0xffffffffn], [0n, 1n, 0n, M64]],                       // borrow; wrap
  rsub: [[1n, 0x100000000n, 0n, 0xffffffffn]],
  smin: [[M64, 1n, 0n, M64], [0x8000000000000000n, 0x7fffffffffffffffn, 0n, 0x8000000000000000n], [0x100000000n, 0xffffffffn, 0n, 0xffffffffn]],
  umin: [[M64, 1n, 0n, 1n], [0x100000000n, 0xffffffffn, 0n, 0xffffffffn]],
  smax: [[M64, 1n, 0n, 1n], [0x8000000000000000n, 0x7fffffffffffffffn, 0n, 0x7fffffffffffffffn], [0x100000000n, 0xffffffffn, 0n, 0x100000000n]],
  umax: [[M64, 1n, 0n, M64], [0x100000000n, 0xffffffffn, 0n, 0x100000000n]],
  and: [[0xff00ff00f0f0f0f0n, 0x0ff00ff0ff00ff00n, 0n, 0x0f000f00f000f000n]],
  or: [[0xff00ff0000000000n, 0x000000ff0000000fn, 0n, 0xff00ffff0000000fn]],
  xor: [[0xffffffff00000000n, 0x0000ffffffff0000n, 0n, 0xffff0000ffff0000n]],
  inc: [[5n, 5n, 0n, 0n], [4n, 5n, 0n, 5n], [0xffffffffn, 0x100000000n, 0n, 0x100000000n], [0x100000000n, 0xffffffffn, 0n, 0n]],
  dec: [[0n, 5n, 0n, 5n], [0x100000000n, 0x200000000n, 0n, 0xffffffffn], [6n, 5n, 0n, 5n], [0x200000000n, 0x100000000n, 0n, 0x100000000n]],
  fcmpswap: [[D1, D2, D1, D2], [D1, D2, DM1, D1], [DNEG0, D5, 0n, D5]],
  fmin: [[D1, D2, 0n, D1], [DNAN, D3, 0n, D3], [D3, DNAN, 0n, D3], [0n, DNEG0, 0n, DNEG0]],
  fmax: [[D1, D2, 0n, D2], [DNAN, D3, 0n, D3], [DNEG0, 0n, 0n, 0n]],
  // CDNA 2+'s add_f64 (P150): IEEE, round to nearest even, denormals kept, a NaN the quiet 0x7ff8....
  fadd: [
    [D1, D2, 0n, D3],
    [D1, 0x3ca0000000000000n, 0n, D1],                    // 1 + 2^-53: a tie, to even (1)
    [D1, 0x3ca0000000000001n, 0n, 0x3ff0000000000001n],   // just above the tie: rounds up
    [1n, 1n, 0n, 2n],                                     // denormals kept
    [DNEG0, DNEG0, 0n, DNEG0],                            // -0 + -0 = -0
    [0x7ff0000000000000n, 0xfff0000000000000n, 0n, DNAN], // inf - inf: the quiet NaN
  ],
};

/** Rows of [old, data, new] dwords as cases (no compare value). */
function fromDwordCases(cs: readonly (readonly [number, number, number])[]): Case[] {
  return cs.map(([o, d, n]) => [BigInt(o), BigInt(d), 0n, BigInt(n)] as const);
}

/** Per-lane dwords of a 32/64-bit value chosen from `cases` for lane l (case l % n). */
function perLane(cases: Case[], k: 0 | 1 | 2 | 3, dword: 0 | 1): number[] {
  return lanes((l) => split64(cases[l % cases.length][k])[dword]);
}

const isCmp = (d: InstrDef) => d.atomic === 'cmpswap' || d.atomic === 'fcmpswap';
const casesOf = (d: InstrDef) => {
  const c = (d.atomicBits === 64 ? C64 : C32)[d.atomic!];
  assert.ok(c, `no hand-worked cases for ${d.name}`);
  return c;
};

/** VGPR state: address regs plus data in v4.. (DATA lo/hi, then CMP lo/hi for cmpswap). */
function atomicVgprs(d: InstrDef, cases: Case[]): Record<string, number[]> {
  const v: Record<string, number[]> = {};
  const n = d.atomicBits / 32;
  const put = (k: 1 | 2, at: number) => { for (let i = 0; i < n; i++) v[`v${at + i}`] = perLane(cases, k, i as 0 | 1); };
  put(1, 4);
  if (isCmp(d)) put(2, 4 + n);
  return v;
}

/** Checks memory and registers after `name`: memory = new, returned (or untouched) VGPRs. */
function checkAtomic(d: InstrDef, cases: Case[], got: number[], r: ReturnType<typeof run>, glc: boolean, ret: number) {
  const n = d.atomicBits / 32;
  const want = Array.from({ length: 64 }, (_, l) => split64(cases[l % cases.length][3]).slice(0, n)).flat();
  dwordsEq(got, want, `${d.name}: memory after`);
  const before = atomicVgprs(d, cases);
  for (const [reg, vals] of Object.entries(before)) {
    const idx = +reg.slice(1) - 4;
    // MUBUF returns into VDATA[0..n-1]; FLAT (ret != 4) returns into VDST and leaves VDATA alone.
    if (glc && ret === 4 && idx < n) vgprEq(r, reg, perLane(cases, 0, idx as 0 | 1), `${d.name} glc: pre-op value`);
    else vgprEq(r, reg, vals, `${d.name}: data/compare VGPR untouched`);
  }
  if (ret !== 4) for (let i = 0; i < n; i++) vgprEq(r, `v${ret + i}`, glc ? perLane(cases, 0, i as 0 | 1) : lanes(() => OLD), `${d.name} vdst`);
}

const regList = (at: number, k: number) => (k === 1 ? `v${at}` : `v[${at}:${at + k - 1}]`);

/** Runs `line(data regs, glc)` for glc on and off and checks memory and registers (return base `ret`). */
function bothGlc(gen: Gen, d: InstrDef, addrRegs: StateJson['vgpr'], extra: StateJson, line: (data: string, n: number, glc: boolean) => string, ret: number) {
  const cases = casesOf(d);
  const n = d.atomicBits / 32;
  const data = regList(4, isCmp(d) ? 2 * n : n);
  for (const glc of [true, false]) {
    const state: StateJson = {
      ...extra,
      vgpr: { ...addrRegs, ...atomicVgprs(d, cases), [regList(10, 2)]: OLD },
      memory: [{ addr: BASE, dwords: Array.from({ length: 64 }, (_, l) => split64(cases[l % cases.length][0]).slice(0, n)).flat() }],
    };
    const r = run(gen, line(data, n, glc), state, { dumps: [spec(BASE, 64 * n)] });
    checkAtomic(d, cases, dumped(r, BASE, 64 * n), r, glc, ret);
  }
}

describe('MUBUF atomics: every op on every generation, with and without GLC', () => {
  for (const gen of GENS) {
    for (const d of instrs('MUBUF', gen, (x) => x.kind === 'atomic')) {
      const n = d.atomicBits / 32;
      test(`${gen} ${d.name}`, () => bothGlc(gen, d, { v0: lanes((l) => 4 * n * l) }, { sgpr: { 's[4:7]': vsharp() } },
        (data, _n, glc) => `${d.name} ${data}, v0, s[4:7], 0 offen${glc ? ' ' + glcOf(gen) : ''}`, 4));
    }
  }
});

describe('FLAT atomics on global addresses (GCN 1.1/1.2): op semantics', () => {
  for (const gen of ['gcn1.1', 'gcn1.2'] as const) {
    for (const d of instrs('FLAT', gen, (x) => x.kind === 'atomic')) {
      const n = d.atomicBits / 32;
      test(`${gen} ${d.name}`, () => bothGlc(gen, d, { v2: lanes((l) => BASE + 4 * n * l), v3: 0 }, {},
        (data, k, glc) => (glc ? `${d.name} ${regList(10, k)}, v[2:3], ${data} glc` : `${d.name} v[2:3], ${data}`), 10));
    }
  }
});

describe('atomics: OOB, unbound V#, EXEC, one address for every lane, alignment', () => {
  for (const gen of GENS) {
    test(`${gen} OOB lanes: no update, GLC returns 0`, () => {
      // num_records 0x80, offset 4l: lanes >= 32 OOB (every generation's raw rule).
      const r = run(gen, `buffer_atomic_add v4, v0, s[4:7], 0 offen ${glcOf(gen)}`, {
        sgpr: { 's[4:7]': vsharp({ numRecords: 0x80 }) },
        vgpr: { v0: lanes((l) => 4 * l), v4: 10 }, memory: [{ addr: BASE, dwords: lanes((l) => 100 + l) }],
      }, { dumps: [spec(BASE, 64)] });
      dwordsEq(dumped(r, BASE, 64), lanes((l) => (l < 32 ? 110 + l : 100 + l)));
      vgprEq(r, 'v4', lanes((l) => (l < 32 ? 100 + l : 0)));
    });
    test(`${gen} P4: DATA_FORMAT 0 drops atomics on GCN 1.0/1.1 only`, () => {
      const r = run(gen, `buffer_atomic_swap v4, v0, s[4:7], 0 offen ${glcOf(gen)}`, {
        sgpr: { 's[4:7]': vsharp({ dfmt: 0 }) },
        vgpr: { v0: lanes((l) => 4 * l), v4: lanes((l) => 0x900 + l) }, memory: [{ addr: BASE, dwords: lanes((l) => l) }],
      }, { dumps: [spec(BASE, 64)] });
      dwordsEq(dumped(r, BASE, 64), lanes((l) => (old12(gen) ? l : 0x900 + l)));
      vgprEq(r, 'v4', lanes((l) => (old12(gen) ? 0 : l)), 'GLC: 0 when dropped, else the old value');
    });
    test(`${gen} EXEC: inactive lanes neither update memory nor get a return`, () => {
      const act = (l: number) => l % 3 === 0;
      const exec = '0x' + lanes((l) => l).reduce((m, l) => (act(l) ? m | (1n << BigInt(l)) : m), 0n).toString(16).padStart(16, '0');
      const r = run(gen, `buffer_atomic_cmpswap v[4:5], v0, s[4:7], 0 offen ${glcOf(gen)}`, {
        sgpr: { 's[4:7]': vsharp() }, exec,
        vgpr: { v0: lanes((l) => 4 * l), v4: 0x55, v5: lanes((l) => l) }, memory: [{ addr: BASE, dwords: lanes((l) => l) }],
      }, { dumps: [spec(BASE, 64)] });
      dwordsEq(dumped(r, BASE, 64), lanes((l) => (act(l) ? 0x55 : l)), 'cmp == old: active lanes swap in 0x55');
      vgprEq(r, 'v4', lanes((l) => (act(l) ? l : 0x55)), 'active: pre-op value; inactive: untouched');
      vgprEq(r, 'v5', lanes((l) => l), 'compare VGPR untouched');
    });
    test(`${gen} 64 lanes adding to one address: old + 64, each lane a distinct pre-op value`, () => {
      const r = run(gen, `buffer_atomic_add v4, off, s[4:7], 0 offset:16 ${glcOf(gen)}`, {
        sgpr: { 's[4:7]': vsharp() }, vgpr: { v4: 1 }, memory: [{ addr: BASE + 16, dwords: [1000] }],
      }, { dumps: [spec(BASE + 16, 1)] });
      dwordsEq(dumped(r, BASE + 16, 1), [1064]);
      assert.deepEqual([...r.vgpr.v4].sort((a, b) => a - b), lanes((l) => 1000 + l), 'returns are 1000..1063 in some lane order');
    });
    test(`${gen} 64-bit atomics ignore the address's three LSBs`, () => {
      // cmpswap_x2 at 8l+4 acts on 8l: old (l, 0) == cmp (l, 0) -> (0x77, 0x88)
      const r = run(gen, `buffer_atomic_cmpswap_x2 v[4:7], v0, s[4:7], 0 offen ${glcOf(gen)}`, {
        sgpr: { 's[4:7]': vsharp() },
        vgpr: { v0: lanes((l) => 8 * l + 4), v4: 0x77, v5: 0x88, v6: lanes((l) => l), v7: 0 },
        memory: [{ addr: BASE, dwords: Array.from({ length: 64 }, (_, l) => [l, 0]).flat() }],
      }, { dumps: [spec(BASE, 128)] });
      dwordsEq(dumped(r, BASE, 128), Array.from({ length: 64 }, () => [0x77, 0x88]).flat());
      vgprEq(r, 'v4', lanes((l) => l));
      vgprEq(r, 'v5', lanes(() => 0));
    });
  }
});

test('every MUBUF atomic was run on every generation it exists on', () => {
  assertCovered('MUBUF', (d) => d.kind === 'atomic');
});
