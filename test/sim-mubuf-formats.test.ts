// Black-box MUBUF FORMAT and D16-format tests: every data format both ways through the V#
// (semantics.md §4, docs/sim.md P4, P5, P7, P8, D16), DST_SEL, missing components, unwritable
// number formats, OOB and TFE. Expected values are worked out by hand; comments give the sums.
import { test, describe } from 'node:test';
import type { StateJson } from '../src/sim/api.js';
import { has } from '../src/isa/targets.js';
import {
  GENS, type Gen, gfx9, gensWith, hasTfe, lanes, vsharp, run, spec, dumped, lanesEq, vgprEq, dwordsEq, assertCovered, elementsAt, type VDesc,
} from './support/sim-mubuf.js';

const BASE = 0x1000;
const OLD = 0xdeadbeef;
const SENT = 0xeeeeeeee;
const ONE = 0x3f800000; // 1.0f
const old12 = (g: Gen) => g === 'gcn1.0' || g === 'gcn1.1';
// NUM_FORMAT codes
const UNORM = 0, SNORM = 1, USCALED = 2, SSCALED = 3, UINT = 4, SINT = 5, OGL = 6, FLOAT = 7;
const DFMT: Record<string, number> = {
  '8': 1, '16': 2, '8_8': 3, '32': 4, '16_16': 5, '10_11_11': 6, '11_11_10': 7, '10_10_10_2': 8,
  '2_10_10_10': 9, '8_8_8_8': 10, '32_32': 11, '16_16_16_16': 12, '32_32_32': 13, '32_32_32_32': 14,
};

const elements = (a: readonly number[], b: readonly number[]) => elementsAt(BASE, a, b);

function fmtState(v: VDesc, vgpr: StateJson['vgpr'], memory: StateJson['memory']): StateJson {
  return { sgpr: { 's[4:7]': vsharp(v) }, vgpr: { v0: lanes((l) => 16 * l), ...vgpr }, memory };
}

// ---------------------------------------------------------------------------------------------
// [data format, num format, element A (even lanes), XYZW from A, element B (odd lanes), XYZW from B]
type LoadRow = [string, number, number[], number[], number[], number[]];
const LOADS: LoadRow[] = [
  ['8', UNORM, [0xff], [ONE, 0, 0, ONE], [0x33], [0x3e4ccccd, 0, 0, ONE]],                 // 255/255; 51/255 = 0.2
  ['8', SNORM, [0x81], [0xbf800000, 0, 0, ONE], [0x40], [0x3f010204, 0, 0, ONE]],          // -127/127; 64/127
  ['8', SNORM, [0x80], [0xbf800000, 0, 0, ONE], [0x7f], [ONE, 0, 0, ONE]],                 // -128/127 -> clamp -1
  ['8', USCALED, [0xc8], [0x43480000, 0, 0, ONE], [0x00], [0, 0, 0, ONE]],                 // 200.0
  ['8', SSCALED, [0xc8], [0xc2600000, 0, 0, ONE], [0x7f], [0x42fe0000, 0, 0, ONE]],        // -56.0; 127.0
  ['8', UINT, [0x1c8], [0xc8, 0, 0, 1], [0x7f], [0x7f, 0, 0, 1]],                          // low byte; W = integer 1
  ['8', SINT, [0xc8], [0xffffffc8, 0, 0, 1], [0x7f], [0x7f, 0, 0, 1]],
  ['16', UNORM, [0xffff], [ONE, 0, 0, ONE], [0x8000], [0x3f000080, 0, 0, ONE]],            // 32768/65535
  ['16', SNORM, [0x8000], [0xbf800000, 0, 0, ONE], [0x4000], [0x3f000100, 0, 0, ONE]],     // clamp -1; 16384/32767
  ['16', SINT, [0x8000], [0xffff8000, 0, 0, 1], [0x7fff], [0x7fff, 0, 0, 1]],
  ['16', FLOAT, [0x3c00], [ONE, 0, 0, ONE], [0x3555], [0x3eaaa000, 0, 0, ONE]],            // h 0x3555 = 341/1024*.25+.25
  ['16', FLOAT, [0xc000], [0xc0000000, 0, 0, ONE], [0x0001], [0x33800000, 0, 0, ONE]],     // -2.0; denormal 2^-24
  ['8_8', UINT, [0x80ff], [0xff, 0x80, 0, 1], [0x0102], [0x02, 0x01, 0, 1]],
  ['8_8', UNORM, [0xff00], [0, ONE, 0, ONE], [0x33ff], [ONE, 0x3e4ccccd, 0, ONE]],
  ['32', UNORM, [0x12345678], [0x12345678, 0, 0, ONE], [0xffffffff], [0xffffffff, 0, 0, ONE]], // 32-bit: no conversion
  ['32', SINT, [0x80000000], [0x80000000, 0, 0, 1], [7], [7, 0, 0, 1]],
  ['32', FLOAT, [0xc0490fdb], [0xc0490fdb, 0, 0, ONE], [0x7fc00000], [0x7fc00000, 0, 0, ONE]],
  ['16_16', SINT, [0x80017fff], [0x7fff, 0xffff8001, 0, 1], [0xffff0001], [1, 0xffffffff, 0, 1]],
  ['16_16', FLOAT, [0xc0003c00], [ONE, 0xc0000000, 0, ONE], [0x7c000000], [0, 0x7f800000, 0, ONE]], // h 0x7c00 = inf
  // 10_11_11: X bits 10:0, Y 21:11, Z 31:22. 0x456 | 0x123<<11 | 0x3ff<<22 = 0xffc91c56
  ['10_11_11', UINT, [0xffc91c56], [0x456, 0x123, 0x3ff, 1], [0], [0, 0, 0, 1]],
  // uf11 0x3e0 = 2^0*1.5, uf11 0x400 = 2.0, uf10 0x1c0 = 0.5: 0x1c0<<22 | 0x400<<11 | 0x3e0 = 0x702003e0
  ['10_11_11', FLOAT, [0x702003e0], [0x3fc00000, 0x40000000, 0x3f000000, ONE], [0], [0, 0, 0, ONE]],
  // 11_11_10: X bits 9:0, Y 20:10, Z 31:21. 0x155 | 0x2aa<<10 | 0x7ff<<21 = 0xffeaa955
  ['11_11_10', UINT, [0xffeaa955], [0x155, 0x2aa, 0x7ff, 1], [0], [0, 0, 0, 1]],
  // uf10 0x1e0 = 1.0, uf11 0x400 = 2.0, uf11 0x380 = 0.5: 0x380<<21 | 0x400<<10 | 0x1e0 = 0x701001e0
  ['11_11_10', FLOAT, [0x701001e0], [ONE, 0x40000000, 0x3f000000, ONE], [0], [0, 0, 0, ONE]],
  // 10_10_10_2: X bits 1:0, Y 11:2, Z 21:12, W 31:22. 3 | 0x155<<2 | 0x2aa<<12 | 0x3ff<<22 = 0xffeaa557
  ['10_10_10_2', UINT, [0xffeaa557], [3, 0x155, 0x2aa, 0x3ff], [0], [0, 0, 0, 0]],         // W present: 0
  ['10_10_10_2', UNORM, [0x003ff003], [ONE, 0, ONE, 0], [0xffc00000], [0, 0, 0, ONE]],     // 3/3, 0, 1023/1023, 0
  // 2_10_10_10: X bits 9:0, Y 19:10, Z 29:20, W 31:30. -512 | 511<<10 | -1<<20 | -2<<30 = 0xbff7fe00
  ['2_10_10_10', SINT, [0xbff7fe00], [0xfffffe00, 0x1ff, 0xffffffff, 0xfffffffe], [0x40000000], [0, 0, 0, 1]],
  // SNORM: -512/511 -> -1; 511/511; -1/511; -2/1 -> -1.   B: W = 1/1.
  ['2_10_10_10', SNORM, [0xbff7fe00], [0xbf800000, ONE, 0xbb004020, 0xbf800000], [0x40000000], [0, 0, 0, ONE]],
  ['8_8_8_8', USCALED, [0x04030201], [ONE, 0x40000000, 0x40400000, 0x40800000], [0xff000000], [0, 0, 0, 0x437f0000]],
  ['8_8_8_8', SSCALED, [0xff7f80ff], [0xbf800000, 0xc3000000, 0x42fe0000, 0xbf800000], [0], [0, 0, 0, 0]],
  ['8_8_8_8', UNORM, [0xff8000ff], [ONE, 0, 0x3f008081, ONE], [0x00ff0000], [0, 0, ONE, 0]], // 128/255
  ['32_32', FLOAT, [ONE, 0xc0000000], [ONE, 0xc0000000, 0, ONE], [0, 0x7f800000], [0, 0x7f800000, 0, ONE]],
  ['32_32', UINT, [5, 6], [5, 6, 0, 1], [0xffffffff, 0], [0xffffffff, 0, 0, 1]],
  ['16_16_16_16', FLOAT, [0xc0003c00, 0x00017c00], [ONE, 0xc0000000, 0x7f800000, 0x33800000], [0x35550000, 0], [0, 0x3eaaa000, 0, 0]],
  ['16_16_16_16', SINT, [0x8000ffff, 0x00017fff], [0xffffffff, 0xffff8000, 0x7fff, 1], [0, 0], [0, 0, 0, 0]],
  ['32_32_32', UINT, [1, 2, 3], [1, 2, 3, 1], [4, 5, 6], [4, 5, 6, 1]],
  ['32_32_32', FLOAT, [ONE, 0x40000000, 0x40400000], [ONE, 0x40000000, 0x40400000, ONE], [0, 0, 0], [0, 0, 0, ONE]],
  ['32_32_32_32', UINT, [1, 2, 3, 4], [1, 2, 3, 4], [5, 6, 7, 8], [5, 6, 7, 8]],
  ['32_32_32_32', SNORM, [0xffffffff, 0x80000000, 1, 0], [0xffffffff, 0x80000000, 1, 0], [0, 0, 0, 0], [0, 0, 0, 0]],
];

describe('buffer_load_format_xyzw: every data format with several number formats (P7), every generation', () => {
  for (const gen of GENS) {
    for (const [df, nf, a, wa, bb, wb] of LOADS) {
      test(`${gen} load ${df} nfmt ${nf}`, () => {
        const r = run(gen, 'buffer_load_format_xyzw v[2:5], v0, s[4:7], 0 offen',
          fmtState({ dfmt: DFMT[df], nfmt: nf }, { 'v[2:5]': OLD }, elements(a, bb)));
        for (let c = 0; c < 4; c++) vgprEq(r, `v${2 + c}`, lanes((l) => (l % 2 ? wb : wa)[c]), `${df}/${nf} component ${c}`);
      });
    }
  }
  for (const gen of GENS.filter((g) => has(g, 'snorm-ogl'))) {
    test(`${gen} SNORM_OGL: max((2s+1)/(2^n-1), -1)`, () => {
      // s=-128: -255/255 = -1.0; s=0: 1/255 = 0x3b808081.
      const r = run(gen, 'buffer_load_format_xyzw v[2:5], v0, s[4:7], 0 offen',
        fmtState({ dfmt: DFMT['8'], nfmt: OGL }, { 'v[2:5]': OLD }, elements([0x80], [0x00])));
      vgprEq(r, 'v2', lanes((l) => (l % 2 ? 0x3b808081 : 0xbf800000)));
      vgprEq(r, 'v5', lanes(() => ONE), 'missing W = 1.0');
    });
  }
  for (const gen of GENS.filter((g) => !has(g, 'snorm-ogl'))) {
    test(`${gen} number format 6 is reserved: loads 0`, () => {
      const r = run(gen, 'buffer_load_format_x v2, v0, s[4:7], 0 offen',
        fmtState({ dfmt: DFMT['8'], nfmt: OGL }, { v2: OLD }, elements([0x80], [0x7f])));
      vgprEq(r, 'v2', lanes(() => 0));
    });
  }
});

describe('FORMAT loads: component counts, DST_SEL, OOB, P4, TFE', () => {
  for (const gen of GENS) {
    for (const [op, n] of [['buffer_load_format_x', 1], ['buffer_load_format_xy', 2], ['buffer_load_format_xyz', 3]] as const) {
      test(`${gen} ${op} writes ${n} VGPR(s)`, () => {
        // 8_8_8_8 UINT, element l = 0x04030201 + l*0x01010101: components 1+l .. 4+l.
        const r = run(gen, `${op} ${n === 1 ? 'v2' : `v[2:${n + 1}]`}, v0, s[4:7], 0 offen`, fmtState({ dfmt: DFMT['8_8_8_8'], nfmt: UINT },
          { 'v[2:5]': OLD }, [{ addr: BASE, dwords: Array.from({ length: 64 }, (_, l) => [0x04030201 + l * 0x01010101, 0, 0, 0]).flat() }]));
        for (let c = 0; c < 4; c++) vgprEq(r, `v${2 + c}`, lanes((l) => (c < n ? c + 1 + l : OLD)), `${op} component ${c}`);
      });
    }
    test(`${gen} DST_SEL picks X/Y/Z/W/0/1 after missing components are filled`, () => {
      // 8_8_8_8 USCALED 0x04030201, sel (W, X, 0, 1) -> (4.0, 1.0, 0, 1.0)
      let r = run(gen, 'buffer_load_format_xyzw v[2:5], v0, s[4:7], 0 offen',
        fmtState({ dfmt: DFMT['8_8_8_8'], nfmt: USCALED, dstSel: [7, 4, 0, 1] }, {}, elements([0x04030201], [0x04030201])));
      lanesEq(r, 'v2', { 0: 0x40800000, 1: 0x40800000 });
      lanesEq(r, 'v3', { 0: ONE, 63: ONE });
      lanesEq(r, 'v4', { 0: 0, 33: 0 });
      lanesEq(r, 'v5', { 0: ONE, 62: ONE });
      // 16_16 UINT 0x00020001, sel (W, Z, Y, X): W missing = 1, Z missing = 0 -> (1, 0, 2, 1)
      r = run(gen, 'buffer_load_format_xyzw v[2:5], v0, s[4:7], 0 offen',
        fmtState({ dfmt: DFMT['16_16'], nfmt: UINT, dstSel: [7, 6, 5, 4] }, {}, elements([0x00020001], [0x00090008])));
      for (const [c, a, bb] of [[1, 1, 1], [2, 0, 0], [3, 2, 9], [4, 1, 8]]) vgprEq(r, `v${c + 1}`, lanes((l) => (l % 2 ? bb : a)));
      // Non-format ops ignore DST_SEL: all-zero selects, dword load still returns the data.
      r = run(gen, 'buffer_load_dword v2, v0, s[4:7], 0 offen',
        fmtState({ dstSel: [0, 0, 0, 0] }, {}, elements([0x12345678], [0x9abcdef0])));
      vgprEq(r, 'v2', lanes((l) => (l % 2 ? 0x9abcdef0 : 0x12345678)));
    });
    test(`${gen} P5: FORMAT ops are all-or-nothing per lane (checked on the first byte)`, () => {
      // 32_32_32_32 UINT, num_records 0x18, element l at 16l: lane 0 in; lane 1 starts at 16 < 0x18 -> all four
      // dwords load (even 24, 28); lanes >= 2 start at >= 32 -> all zero.
      const r = run(gen, 'buffer_load_format_xyzw v[2:5], v0, s[4:7], 0 offen',
        fmtState({ dfmt: DFMT['32_32_32_32'], nfmt: UINT, numRecords: 0x18 }, { 'v[2:5]': OLD },
          [{ addr: BASE, dwords: lanes((i) => 0x100 + i) }]));
      for (let c = 0; c < 4; c++) vgprEq(r, `v${2 + c}`, lanes((l) => (l < 2 ? 0x100 + 4 * l + c : 0)), `component ${c}`);
    });
    test(`${gen} P4: DATA_FORMAT 0 makes FORMAT loads read 0 and stores drop`, () => {
      const state = fmtState({ dfmt: 0, nfmt: UINT }, { v2: OLD, v5: 0x77 }, elements([0x11], [0x22]));
      let r = run(gen, 'buffer_load_format_x v2, v0, s[4:7], 0 offen', state);
      vgprEq(r, 'v2', lanes(() => 0));
      r = run(gen, 'buffer_store_format_x v5, v0, s[4:7], 0 offen', state, { dumps: [spec(BASE, 8)] });
      dwordsEq(dumped(r, BASE, 8), [0x11, 0, 0, 0, 0x22, 0, 0, 0], 'unchanged');
    });
    if (hasTfe(gen)) test(`${gen} TFE on a FORMAT load: status after the data gets 0`, () => {
      const r = run(gen, 'buffer_load_format_xy v[2:4], v0, s[4:7], 0 offen tfe',
        fmtState({ dfmt: DFMT['16_16'], nfmt: UINT }, { 'v[2:5]': OLD }, elements([0x00020001], [0x00040003])));
      vgprEq(r, 'v2', lanes((l) => (l % 2 ? 3 : 1)));
      vgprEq(r, 'v3', lanes((l) => (l % 2 ? 4 : 2)));
      vgprEq(r, 'v4', lanes(() => 0), 'status');
      vgprEq(r, 'v5', lanes(() => OLD));
    });
  }
});

// ---------------------------------------------------------------------------------------------
// [data format, num format, components stored, data VGPRs (x..), element after (4 dwords, memory was SENT)]
type StoreRow = [string, number, number, number[], number[]];
const S3 = [SENT, SENT, SENT];
const STORES: StoreRow[] = [
  ['8', UNORM, 1, [0x3f000000], [0xeeeeee80, ...S3]],                 // 0.5*255 = 127.5 -> RNE 128
  ['8', SNORM, 1, [0xbf800000], [0xeeeeee81, ...S3]],                 // -1.0 -> -127
  ['8', SNORM, 1, [0x40000000], [0xeeeeee7f, ...S3]],                 // 2.0 clamps to 1.0 -> 127
  ['8', SNORM, 1, [0x3f000000], [0xeeeeee40, ...S3]],                 // 0.5*127 = 63.5 -> RNE 64
  ['8', UINT, 1, [0x1ff], [0xeeeeeeff, ...S3]],                       // low 8 bits
  ['8', SINT, 1, [0xfffffffe], [0xeeeeeefe, ...S3]],
  ['16', FLOAT, 1, [0x3eaaaaab], [0xeeee3555, ...S3]],                // 1/3 -> h 0x3555 (nearest)
  ['16', FLOAT, 1, [0x3f801000], [0xeeee3c00, ...S3]],                // 1+2^-11: tie -> even 0x3c00
  ['16', FLOAT, 1, [0x3f803000], [0xeeee3c02, ...S3]],                // 1+3*2^-11: tie -> even 0x3c02
  ['16', FLOAT, 1, [0xc0000000], [0xeeeec000, ...S3]],                // -2.0
  ['16', UNORM, 1, [0x3f000000], [0xeeee8000, ...S3]],                // 0.5*65535 = 32767.5 -> RNE 32768
  ['16', UNORM, 1, [0xbf800000], [0xeeee0000, ...S3]],                // -1.0 clamps to 0
  ['16', UINT, 1, [0x12345], [0xeeee2345, ...S3]],
  ['8_8', UINT, 2, [0x1ff, 0x102], [0xeeee02ff, ...S3]],
  ['8_8', UINT, 1, [0x11], [0xeeeeee11, ...S3]],                      // format_x: Y byte keeps its value
  ['32', FLOAT, 1, [0xc0490fdb], [0xc0490fdb, ...S3]],
  ['32', UINT, 1, [0xdeadbeef], [0xdeadbeef, ...S3]],
  ['16_16', SNORM, 2, [ONE, 0xbf000000], [0xc0007fff, ...S3]],        // 1.0 -> 32767; -0.5*32767 = -16383.5 -> -16384
  ['10_11_11', FLOAT, 3, [0x3fc00000, 0x40000000, 0x3f000000], [0x702003e0, ...S3]], // 1.5, 2.0, 0.5
  ['10_11_11', FLOAT, 3, [0xbf800000, 0x40000000, 0x3f000000], [0x70200000, ...S3]], // negative X -> 0
  ['11_11_10', UINT, 3, [0x555, 0xaaa, 0xfff], [0xffeaa955, ...S3]],  // low 10/11/11 bits: 0x155, 0x2aa, 0x7ff
  ['11_11_10', FLOAT, 3, [ONE, 0x40000000, 0x3f000000], [0x701001e0, ...S3]],
  ['10_10_10_2', UNORM, 4, [ONE, 0, ONE, 0], [0x003ff003, ...S3]],
  ['10_10_10_2', UINT, 4, [3, 0x155, 0x2aa, 0x3ff], [0xffeaa557, ...S3]],
  ['2_10_10_10', SINT, 4, [0xfffffe00, 0x1ff, 0xffffffff, 0xfffffffe], [0xbff7fe00, ...S3]],
  ['8_8_8_8', UNORM, 4, [ONE, 0, 0x3f000000, 0x40000000], [0xff8000ff, ...S3]], // 255, 0, 128, clamp 255
  ['8_8_8_8', UINT, 2, [0x11, 0x22], [0xeeee2211, ...S3]],            // format_xy: Z, W bytes kept
  ['8', UINT, 4, [0x11, 0x22, 0x33, 0x44], [0xeeeeee11, ...S3]],      // more components than the format: X only
  ['32_32', FLOAT, 2, [ONE, 0xc0000000], [ONE, 0xc0000000, SENT, SENT]],
  ['16_16_16_16', FLOAT, 4, [ONE, 0xc0000000, 0x7f800000, 0x33800000], [0xc0003c00, 0x00017c00, SENT, SENT]], // 2^-24 -> h 1
  ['32_32_32', UINT, 3, [1, 2, 3], [1, 2, 3, SENT]],
  ['32_32_32_32', UINT, 4, [1, 2, 3, 4], [1, 2, 3, 4]],
  ['32_32_32_32', UINT, 3, [1, 2, 3, 4], [1, 2, 3, SENT]],            // format_xyz: W kept
  // Not writable (P8): the store is dropped.
  ['8_8_8_8', USCALED, 4, [ONE, ONE, ONE, ONE], [SENT, ...S3]],
  ['8_8_8_8', SSCALED, 4, [ONE, ONE, ONE, ONE], [SENT, ...S3]],
  ['8_8_8_8', OGL, 4, [ONE, ONE, ONE, ONE], [SENT, ...S3]],            // SNORM_OGL (1.0/1.1) / reserved (1.2/1.4)
];
const STORE_OPS = ['', 'buffer_store_format_x', 'buffer_store_format_xy', 'buffer_store_format_xyz', 'buffer_store_format_xyzw'];

describe('buffer_store_format_*: every data format (P8), every generation', () => {
  for (const gen of GENS) {
    for (const [df, nf, n, data, want] of STORES) {
      test(`${gen} ${STORE_OPS[n]} ${df} nfmt ${nf}`, () => {
        const vg: Record<string, number> = {};
        data.slice(0, n).forEach((d, i) => { vg[`v${4 + i}`] = d; });
        const r = run(gen, `${STORE_OPS[n]} ${n === 1 ? 'v4' : `v[4:${3 + n}]`}, v0, s[4:7], 0 offen`,
          fmtState({ dfmt: DFMT[df], nfmt: nf }, vg, [{ addr: BASE, dwords: new Array(256).fill(SENT) }]),
          { dumps: [spec(BASE, 256)] });
        dwordsEq(dumped(r, BASE, 256), Array.from({ length: 64 }, () => want).flat(), `${df}/${nf}: every lane's element`);
      });
    }
    test(`${gen} stores ignore DST_SEL`, () => {
      const r = run(gen, 'buffer_store_format_xy v[4:5], v0, s[4:7], 0 offen',
        fmtState({ dfmt: DFMT['8_8'], nfmt: UINT, dstSel: [0, 0, 0, 0] }, { v4: lanes((l) => l), v5: 0x102 },
          [{ addr: BASE, dwords: new Array(256).fill(SENT) }]), { dumps: [spec(BASE, 8)] });
      dwordsEq(dumped(r, BASE, 8), [0xeeee0200, ...S3, 0xeeee0201, ...S3], 'lane l: X = l, Y = 2');
    });
  }
});

// ---------------------------------------------------------------------------------------------
describe('D16 FORMAT ops: unpacked on GCN 1.2, packed on GCN 1.4 and its children', () => {
  const D16_LOADS = ['', 'buffer_load_format_d16_x', 'buffer_load_format_d16_xy', 'buffer_load_format_d16_xyz', 'buffer_load_format_d16_xyzw'];
  const D16_STORES = ['', 'buffer_store_format_d16_x', 'buffer_store_format_d16_xy', 'buffer_store_format_d16_xyz', 'buffer_store_format_d16_xyzw'];
  /** The halves of n components as VGPRs: one per VGPR (1.2) or two per VGPR (1.4). */
  const regs = (gen: Gen, h: readonly number[]) => !gfx9(gen) ? [...h]
    : Array.from({ length: (h.length + 1) >> 1 }, (_, i) => ((h[2 * i + 1] ?? 0) << 16 | h[2 * i]) >>> 0);
  const vlist = (k: number) => (k === 1 ? 'v2' : `v[2:${k + 1}]`);
  // [data format, num format, element, the four f16/16-bit results]
  const rows: [string, number, number[], number[]][] = [
    ['8_8_8_8', UINT, [0x04030201], [1, 2, 3, 4]],
    ['16_16_16_16', FLOAT, [0xc0003c00, 0x35557c00], [0x3c00, 0xc000, 0x7c00, 0x3555]], // f16 in, f16 out
    ['8_8_8_8', UNORM, [0xff8000ff], [0x3c00, 0, 0x3804, 0x3c00]],   // 128/255 = 0.50196 -> h 0x3804 (0.5+4*2^-11)
    ['16', FLOAT, [0x3c00], [0x3c00, 0, 0, 0x3c00]],                  // missing W = 1.0 -> h 0x3c00
    ['16', UINT, [0x1234], [0x1234, 0, 0, 1]],                        // missing W = integer 1
    ['32', UINT, [0x12345678], [0x5678, 0, 0, 1]],                    // integer: low 16 bits
    ['32', FLOAT, [0x3eaaaaab], [0x3555, 0, 0, 0x3c00]],              // 1/3 -> h 0x3555 (RNE)
  ];
  for (const gen of gensWith('buffer_load_format_d16_x')) {
    for (const [df, nf, elem, h] of rows) {
      for (let n = 1; n <= 4; n++) {
        if (n < 4 && !(df === '8_8_8_8' && nf === UINT)) continue; // all widths on one format, XYZW on the rest
        test(`${gen} ${D16_LOADS[n]} ${df} nfmt ${nf}`, () => {
          const want = regs(gen, h.slice(0, n));
          // GCN 1.4 _x: only the low half is defined as written; start from 0 so either policy for bits 31:16 passes.
          const init = gfx9(gen) && n === 1 ? 0 : OLD;
          const r = run(gen, `${D16_LOADS[n]} ${vlist(want.length)}, v0, s[4:7], 0 offen`,
            fmtState({ dfmt: DFMT[df], nfmt: nf }, { 'v[2:5]': init }, elements(elem, elem)));
          for (let i = 0; i < 4; i++) vgprEq(r, `v${2 + i}`, lanes(() => (i < want.length ? want[i] : init)), `${D16_LOADS[n]} reg ${i}`);
        });
      }
    }
    // Stores: [data format, num format, the four 16-bit inputs, element after (memory was SENT)]
    const srows: [string, number, number[], number[]][] = [
      ['16_16_16_16', FLOAT, [0x3c00, 0xc000, 0x7c00, 0x3555], [0xc0003c00, 0x35557c00]],
      ['8_8_8_8', UNORM, [0x3c00, 0x3800, 0, 0xbc00], [0x000080ff]],   // 1.0->255, 0.5->127.5->128, 0, -1.0->0
      ['8_8_8_8', UINT, [0x0101, 0x0202, 0x0303, 0x0404], [0x04030201]], // low 8 bits
    ];
    for (const [df, nf, h, elem] of srows) {
      for (let n = 1; n <= 4; n++) {
        if (n < 4 && df !== '16_16_16_16') continue;
        test(`${gen} ${D16_STORES[n]} ${df} nfmt ${nf}`, () => {
          // Unpacked inputs carry junk 0xabcd in bits 31:16 (ignored); packed inputs are exact halves.
          const src = !gfx9(gen) ? h.slice(0, n).map((x) => (0xabcd0000 | x) >>> 0) : regs(gen, h.slice(0, n));
          const vg: Record<string, number> = {};
          src.forEach((d, i) => { vg[`v${4 + i}`] = d; });
          // Halves beyond the n components keep the sentinel 0xeeee.
          const lo = (d: number) => (0xeeee0000 | (d & 0xffff)) >>> 0;
          const want = df !== '16_16_16_16' ? [elem[0], SENT]
            : [[lo(elem[0]), SENT], [elem[0], SENT], [elem[0], lo(elem[1])], [elem[0], elem[1]]][n - 1];
          const r = run(gen, `${D16_STORES[n]} ${src.length === 1 ? 'v4' : `v[4:${3 + src.length}]`}, v0, s[4:7], 0 offen`,
            fmtState({ dfmt: DFMT[df], nfmt: nf }, vg, [{ addr: BASE, dwords: new Array(256).fill(SENT) }]), { dumps: [spec(BASE, 256)] });
          dwordsEq(dumped(r, BASE, 256), Array.from({ length: 64 }, () => [...want, SENT, SENT]).flat(), `${D16_STORES[n]} ${df}`);
        });
      }
    }
  }
  for (const gen of gensWith('buffer_load_format_d16_hi_x')) test(`${gen} buffer_load_format_d16_hi_x writes bits 31:16 and keeps 15:0`, () => {
    // 16 FLOAT h 0xc000 (-2.0) -> bits 31:16; v2 started 0x1234beef.
    const r = run(gen, 'buffer_load_format_d16_hi_x v2, v0, s[4:7], 0 offen',
      fmtState({ dfmt: DFMT['16'], nfmt: FLOAT }, { v2: 0x1234beef }, elements([0xc000], [0x3c00])));
    vgprEq(r, 'v2', lanes((l) => (l % 2 ? 0x3c00beef : 0xc000beef)));
  });
  for (const gen of gensWith('buffer_store_format_d16_hi_x')) test(`${gen} buffer_store_format_d16_hi_x stores bits 31:16`, () => {
    const r = run(gen, 'buffer_store_format_d16_hi_x v4, v0, s[4:7], 0 offen',
      fmtState({ dfmt: DFMT['16'], nfmt: FLOAT }, { v4: lanes((l) => (l % 2 ? 0xc0001234 : 0x3c001234)) },
        [{ addr: BASE, dwords: new Array(256).fill(SENT) }]), { dumps: [spec(BASE, 8)] });
    dwordsEq(dumped(r, BASE, 8), [0xeeee3c00, ...S3, 0xeeeec000, ...S3]);
  });
});

test('every FORMAT and D16-format MUBUF instruction was run on every generation it exists on', () => {
  assertCovered('MUBUF', (d) => /^(fmt|h)/.test(d.type));
});
