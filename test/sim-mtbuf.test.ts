// Black-box MTBUF simulator tests: MUBUF's addressing with the instruction's data and number
// format instead of the V#'s (docs/sim.md MTBUF, P40-P42), on every generation. Expected values
// are worked out by hand from the manuals' format tables (semantics.md §4); comments give the sums.
// The V# of every test carries a different format (32 UINT unless said) so that a result taken
// from it would differ.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import type { StateJson } from '../src/sim/api.js';
import { SimError } from '../src/sim/api.js';
import { simulate } from '../src/sim/index.js';
import { isaFor } from '../src/isa/index.js';
import { has } from '../src/isa/targets.js';
import {
  GENS, type Gen, gfx9, gensWith, lanes, vsharp, run, spec, dumped, lanesEq, vgprEq, dwordsEq, assertCovered, elementsAt, type VDesc,
} from './support/sim-mubuf.js';

const BASE = 0x1000;
const OLD = 0xdeadbeef;
const SENT = 0xeeeeeeee;
const ONE = 0x3f800000; // 1.0f

const elements = (a: readonly number[], b: readonly number[]) => elementsAt(BASE, a, b);
const sentinel = [{ addr: BASE, dwords: Array.from({ length: 256 }, () => SENT) }];

function state(v: VDesc, vgpr: StateJson['vgpr'], memory: StateJson['memory']): StateJson {
  return { sgpr: { 's[4:7]': vsharp(v) }, vgpr: { v0: lanes((l) => 16 * l), ...vgpr }, memory };
}

describe('tbuffer loads convert with the instruction\'s format, not the V#\'s (P40)', () => {
  for (const gen of GENS) {
    test(`${gen} 8_8_8_8 UNORM from the instruction; the V# says 32 UINT`, () => {
      // 0xff8000ff: X=255/255=1.0, Y=0, Z=128/255=0.50196 (0x3f008081), W=1.0.
      // 0x00ff0000: Z=1.0, others 0. (Through the V#'s 32 UINT it would be 0xff8000ff, 0, 0, 1.)
      const r = run(gen, 'tbuffer_load_format_xyzw v[2:5], v0, s[4:7], 0 format:[BUF_DATA_FORMAT_8_8_8_8,BUF_NUM_FORMAT_UNORM] offen',
        state({}, { 'v[2:5]': OLD }, elements([0xff8000ff], [0x00ff0000])));
      const want = [[ONE, 0, 0x3f008081, ONE], [0, 0, ONE, 0]];
      for (let c = 0; c < 4; c++) vgprEq(r, `v${2 + c}`, lanes((l) => want[l % 2][c]), `component ${c}`);
    });
    test(`${gen} the default format (none written) is 8 UNORM`, () => {
      // byte 0xff -> 1.0; byte 0x33 = 51/255 = 0.2 (0x3e4ccccd). The V# says 32 UINT.
      const r = run(gen, 'tbuffer_load_format_x v2, v0, s[4:7], 0 offen', state({}, { v2: OLD }, elements([0x123456ff], [0x33])));
      vgprEq(r, 'v2', lanes((l) => (l % 2 ? 0x3e4ccccd : ONE)));
    });
    test(`${gen} format:N and the legacy dfmt:/nfmt: give the same format (16_16 SINT)`, () => {
      // format:85 = DFMT 5 (16_16) | NFMT 5 (SINT) << 4. 0x80017fff: X=0x7fff, Y=0x8001 -> -32767.
      for (const line of ['tbuffer_load_format_xy v[2:3], v0, s[4:7], 0 format:85 offen', 'tbuffer_load_format_xy v[2:3], v0, s[4:7], dfmt:5, nfmt:5, 0 offen']) {
        const r = run(gen, line, state({}, {}, elements([0x80017fff], [0xffff0001])));
        vgprEq(r, 'v2', lanes((l) => (l % 2 ? 1 : 0x7fff)), line);
        vgprEq(r, 'v3', lanes((l) => (l % 2 ? 0xffffffff : 0xffff8001)), line);
      }
    });
    test(`${gen} P40: the V#'s DATA_FORMAT 0 does not unbind an MTBUF op; an all-zero V# does`, () => {
      let r = run(gen, 'tbuffer_load_format_x v2, v0, s[4:7], 0 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_UINT] offen',
        state({ dfmt: 0, nfmt: 0 }, { v2: OLD }, elements([0x12345678], [7])));
      vgprEq(r, 'v2', lanes((l) => (l % 2 ? 7 : 0x12345678)));
      r = run(gen, 'tbuffer_load_format_x v2, v0, s[4:7], 0 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_UINT] offen',
        { sgpr: { 's[4:7]': [0, 0, 0, 0] }, vgpr: { v0: lanes((l) => 16 * l), v2: OLD }, memory: elements([0x12345678], [7]) });
      vgprEq(r, 'v2', lanes(() => 0));
    });
    test(`${gen} P41: the instruction's DATA_FORMAT 0 (INVALID) or 15 reads no memory (0, or 1 where DST_SEL is 1) and drops stores`, () => {
      // DST_SEL (X, 1, 0, W): the element reads (0,0,0,0) as P17 says, then Y = 1 (UINT: integer 1).
      let r = run(gen, 'tbuffer_load_format_xyzw v[2:5], v0, s[4:7], 0 format:[BUF_DATA_FORMAT_INVALID,BUF_NUM_FORMAT_UINT] offen',
        state({ dstSel: [4, 1, 0, 7] }, { 'v[2:5]': OLD }, elements([0x11], [0x22])));
      for (const [c, v] of [[1, 0], [2, 1], [3, 0], [4, 0]]) vgprEq(r, `v${c + 1}`, lanes(() => v), `component ${c}`);
      r = run(gen, 'tbuffer_store_format_x v2, v0, s[4:7], 0 format:[BUF_DATA_FORMAT_INVALID,BUF_NUM_FORMAT_UINT] offen',
        state({}, { v2: 0x77 }, elements([0x11], [0x22])), { dumps: [spec(BASE, 8)] });
      dwordsEq(dumped(r, BASE, 8), [0x11, 0, 0, 0, 0x22, 0, 0, 0], 'unchanged');
      // DFMT 15 (reserved) likewise.
      r = run(gen, 'tbuffer_load_format_x v2, v0, s[4:7], 0 format:[BUF_DATA_FORMAT_RESERVED_15,BUF_NUM_FORMAT_UINT] offen',
        state({}, { v2: OLD }, elements([0x11], [0x22])));
      vgprEq(r, 'v2', lanes(() => 0));
      r = run(gen, 'tbuffer_store_format_x v2, v0, s[4:7], 0 format:[BUF_DATA_FORMAT_RESERVED_15,BUF_NUM_FORMAT_UINT] offen',
        state({}, { v2: 0x77 }, elements([0x11], [0x22])), { dumps: [spec(BASE, 8)] });
      dwordsEq(dumped(r, BASE, 8), [0x11, 0, 0, 0, 0x22, 0, 0, 0], 'unchanged');
    });
    test(`${gen} P42: the V#'s DST_SEL applies to MTBUF loads`, () => {
      // 8_8_8_8 USCALED 0x04030201 -> (1.0, 2.0, 3.0, 4.0); sel (W, X, 0, 1) -> (4.0, 1.0, 0, 1.0).
      const r = run(gen, 'tbuffer_load_format_xyzw v[2:5], v0, s[4:7], 0 format:[BUF_DATA_FORMAT_8_8_8_8,BUF_NUM_FORMAT_USCALED] offen',
        state({ dstSel: [7, 4, 0, 1] }, {}, elements([0x04030201], [0x04030201])));
      lanesEq(r, 'v2', { 0: 0x40800000, 1: 0x40800000 });
      lanesEq(r, 'v3', { 0: ONE, 63: ONE });
      lanesEq(r, 'v4', { 0: 0, 33: 0 });
      lanesEq(r, 'v5', { 0: ONE, 62: ONE });
    });
    for (const [n, op] of [[1, 'x'], [2, 'xy'], [3, 'xyz'], [4, 'xyzw']] as const) {
      test(`${gen} tbuffer_load_format_${op} and tbuffer_store_format_${op}: ${n} component(s)`, () => {
        // 8_8_8_8 UINT, element l = 0x04030201 + l*0x01010101: components 1+l .. 4+l.
        const regs = n === 1 ? 'v2' : `v[2:${n + 1}]`;
        let r = run(gen, `tbuffer_load_format_${op} ${regs}, v0, s[4:7], 0 format:[BUF_DATA_FORMAT_8_8_8_8,BUF_NUM_FORMAT_UINT] offen`,
          state({}, { 'v[2:5]': OLD }, [{ addr: BASE, dwords: Array.from({ length: 64 }, (_, l) => [0x04030201 + l * 0x01010101, 0, 0, 0]).flat() }]));
        for (let c = 0; c < 4; c++) vgprEq(r, `v${2 + c}`, lanes((l) => (c < n ? c + 1 + l : OLD)), `component ${c}`);
        // Store 0x11, 0x22, 0x33, 0x44: only the op's components' bytes change (P8).
        r = run(gen, `tbuffer_store_format_${op} ${regs}, v0, s[4:7], 0 format:[BUF_DATA_FORMAT_8_8_8_8,BUF_NUM_FORMAT_UINT] offen`,
          state({}, { v2: 0x111, v3: 0x22, v4: 0x33, v5: 0x44 }, sentinel), { dumps: [spec(BASE, 4)] });
        const bytes = [0x11, 0x22, 0x33, 0x44].map((b, i) => (i < n ? b : 0xee));
        dwordsEq(dumped(r, BASE, 4), [(bytes[0] | bytes[1] << 8 | bytes[2] << 16 | bytes[3] << 24) >>> 0, SENT, SENT, SENT]);
      });
    }
    test(`${gen} store 16_16 FLOAT from the instruction (the V# says 32 UINT)`, () => {
      // 1.0 -> h 0x3c00, -2.0 -> h 0xc000: one dword 0xc0003c00 (through the V# it would be 0x3f800000).
      const r = run(gen, 'tbuffer_store_format_xy v[2:3], v0, s[4:7], 0 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_FLOAT] offen',
        state({}, { v2: ONE, v3: 0xc0000000 }, sentinel), { dumps: [spec(BASE, 8)] });
      dwordsEq(dumped(r, BASE, 8), [0xc0003c00, SENT, SENT, SENT, 0xc0003c00, SENT, SENT, SENT]);
    });
    test(`${gen} idxen with the V#'s stride, inst offset and soffset`, () => {
      // stride 16, index v0 = l, offset:4, soffset s0 = 8: element of lane l at BASE + 16l + 12.
      // 32 FLOAT passes through: lane l reads the dword 0x100 + 4l + 3.
      const r = run(gen, 'tbuffer_load_format_x v2, v0, s[4:7], s0 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT] idxen offset:4', {
        sgpr: { 's[4:7]': vsharp({ stride: 16, numRecords: 0x10000 }), s0: 8 }, vgpr: { v0: lanes((l) => l) },
        memory: [{ addr: BASE, dwords: lanes((i) => 0x100 + i).concat(lanes((i) => 0x140 + i), lanes((i) => 0x180 + i), lanes((i) => 0x1c0 + i)) }],
      });
      vgprEq(r, 'v2', lanes((l) => 0x100 + 4 * l + 3));
    });
  }
  for (const gen of GENS.filter((g) => has(g, 'snorm-ogl'))) {
    test(`${gen} SNORM_OGL from the instruction: max((2s+1)/(2^n-1), -1)`, () => {
      // s=-128: -255/255 = -1.0; s=0: 1/255 = 0x3b808081.
      const r = run(gen, 'tbuffer_load_format_x v2, v0, s[4:7], 0 format:[BUF_DATA_FORMAT_8,BUF_NUM_FORMAT_SNORM_OGL] offen',
        state({}, { v2: OLD }, elements([0x80], [0x00])));
      vgprEq(r, 'v2', lanes((l) => (l % 2 ? 0x3b808081 : 0xbf800000)));
    });
  }
  for (const gen of GENS.filter((g) => isaFor(g).byName.get('tbuffer_load_format_x')!.enc.layout.byName.addr64)) {
    test(`${gen} ADDR64: base + VGPR pair + offset + soffset`, () => {
      // v[2:3] = 0x100 * l (high 0), offset:8, soffset 4: lane l reads BASE + 0x100 l + 12.
      const r = run(gen, 'tbuffer_load_format_x v1, v[2:3], s[4:7], 4 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_UINT] addr64 offset:8', {
        sgpr: { 's[4:7]': vsharp() }, vgpr: { v2: lanes((l) => 0x100 * l), v3: 0 },
        memory: [{ addr: BASE, dwords: Array.from({ length: 64 * 64 }, (_, i) => 0xa5000000 | (4 * i)) }],
      });
      vgprEq(r, 'v1', lanes((l) => (0xa5000000 | (0x100 * l + 12)) >>> 0));
    });
  }
  for (const gen of GENS.filter((g) => !has(g, 'snorm-ogl'))) {
    test(`${gen} number format 6 from the instruction is reserved: loads 0`, () => {
      const r = run(gen, 'tbuffer_load_format_x v2, v0, s[4:7], 0 format:[BUF_DATA_FORMAT_8,BUF_NUM_FORMAT_RESERVED_6] offen',
        state({}, { v2: OLD }, elements([0x80], [0x7f])));
      vgprEq(r, 'v2', lanes(() => 0));
    });
  }
  for (const gen of gensWith('tbuffer_load_format_d16_x')) {
    // 16_16_16_16 FLOAT [0xc0003c00, 0x00017c00]: h 0x3c00, 0xc000, 0x7c00, 0x0001. GCN 1.2 unpacked
    // (one half per VGPR, high half 0); GCN 1.4 and its children packed (X in 15:0, Y in 31:16).
    for (const [n, op] of [[1, 'x'], [2, 'xy'], [3, 'xyz'], [4, 'xyzw']] as const) {
      test(`${gen} tbuffer_load_format_d16_${op} and tbuffer_store_format_d16_${op}`, () => {
        const h = [0x3c00, 0xc000, 0x7c00, 0x0001];
        const want = !gfx9(gen) ? h.slice(0, n) : [h[0] | (n > 1 ? h[1] << 16 : 0), ...(n > 2 ? [h[2] | (n > 3 ? h[3] << 16 : 0)] : [])];
        const regs = want.length === 1 ? 'v2' : `v[2:${want.length + 1}]`;
        const fmt = 'format:[BUF_DATA_FORMAT_16_16_16_16,BUF_NUM_FORMAT_FLOAT]';
        let r = run(gen, `tbuffer_load_format_d16_${op} ${regs}, v0, s[4:7], 0 ${fmt} offen`,
          state({}, { 'v[2:5]': OLD }, elements([0xc0003c00, 0x00017c00], [0xc0003c00, 0x00017c00])));
        for (let i = 0; i < 4; i++) vgprEq(r, `v${2 + i}`, lanes(() => (i < want.length ? want[i] : OLD)), `VGPR ${i}`);
        r = run(gen, `tbuffer_store_format_d16_${op} ${regs}, v0, s[4:7], 0 ${fmt} offen`,
          state({}, Object.fromEntries(want.map((v, i) => [`v${2 + i}`, v])), sentinel), { dumps: [spec(BASE, 2)] });
        // Only the op's components' halves change.
        const halves = [0, 1, 2, 3].map((i) => (i < n ? h[i] : 0xeeee));
        dwordsEq(dumped(r, BASE, 2), [(halves[0] | halves[1] << 16) >>> 0, (halves[2] | halves[3] << 16) >>> 0]);
      });
    }
  }
  test('every MTBUF instruction ran on every generation', () => assertCovered('MTBUF', () => true));
});

describe('counters and hazards as MUBUF (P15, P16)', () => {
  for (const gen of GENS) {
    test(`${gen} a tbuffer load counts on vmcnt; reading its VGPR before s_waitcnt is a hazard, after it is not`, () => {
      const prog = (wait: string) => `tbuffer_load_format_x v1, v0, s[4:7], 0 offen\n${wait}  tbuffer_store_format_x v1, v0, s[4:7], 0 offen offset:4\ns_endpgm\n`;
      let r = simulate(prog(''), state({}, {}, elements([1], [2])), { gpu: gen });
      assert.deepEqual(r.hazards.map((h) => [h.line, h.col, h.register]), [[2, 3, 'v1']]);
      assert.match(r.hazards[0].message, /s_waitcnt.*vmcnt/);
      r = simulate(prog('s_waitcnt vmcnt(0)\n'), state({}, {}, elements([1], [2])), { gpu: gen });
      assert.deepEqual(r.hazards, []);
    });
  }
});

describe('EXP is a located "not simulated yet" error (a located assembly error where the family has no EXP)', () => {
  for (const gen of GENS) {
    // CDNA 2 and 3 have no EXP encoding (llvm-mc 19 -mcpu=gfx90a refuses exp).
    const hasExp = isaFor(gen).byName.has('exp');
    test(`${gen} exp`, () => {
      try {
        simulate('s_nop 0\n  exp mrt0 v1, v2, v3, v4 done\ns_endpgm\n', {}, { gpu: gen, file: 'p.s' });
      } catch (e) {
        assert.ok(e instanceof SimError);
        const d = e.diagnostics[0];
        assert.deepEqual([d.file, d.line, d.col], ['p.s', 2, 3]);
        assert.match(d.message, hasExp ? /^exp: not simulated yet/ : /^exp: .* only; selected/);
        return;
      }
      assert.fail('exp ran');
    });
  }
});
