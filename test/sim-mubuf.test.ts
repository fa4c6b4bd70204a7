// Black-box MUBUF tests (non-format, non-atomic): data effect of every load/store/cache/LDS op on
// every generation, addressing (semantics.md §2), bounds (§3, docs/sim.md P1-P6), TFE and EXEC.
// Every expected value is worked out by hand from the rules; the one-line comments give the sums.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import type { StateJson } from '../src/sim/api.js';
import {
  GENS, type Gen, gfx9, gensWith, hasTfe, instrs, lanes, vsharp, run, spec, dumped, ldsDumped, lanesEq, vgprEq, dwordsEq, assertCovered,
  tag, tagged, type VDesc,
} from './support/sim-mubuf.js';

const BASE = 0x1000;
const OLD = 0xdeadbeef;
const SENT = 0xeeeeeeee;
const old12 = (g: Gen) => g === 'gcn1.0' || g === 'gcn1.1';
/** DATA_FORMAT for non-format ops with ADD_TID: must be non-zero on GCN 1.0/1.1 (P4) and zero on
 * GCN 1.2/1.4 so it does not extend the stride (§1.2). */
const tidDfmt = (g: Gen) => (old12(g) ? 4 : 0);

/** Byte k of the byte-pattern buffer. */
const b = (k: number) => (k * 7 + 3) & 0xff;
const bytesHex = Array.from({ length: 1024 }, (_, k) => b(k).toString(16).padStart(2, '0')).join('');
/** Little-endian n-byte value at byte k of the byte-pattern buffer. */
const le = (k: number, n: number) => { let v = 0; for (let i = n - 1; i >= 0; i--) v = v * 256 + b(k + i); return v >>> 0; };
const sext = (v: number, bits: number) => (v << (32 - bits)) >> (32 - bits);

/** State with the V# in s[4:7] plus the given VGPRs and SGPRs. */
function st(v: VDesc, regs: { vgpr?: StateJson['vgpr']; sgpr?: StateJson['sgpr'] } = {}): StateJson {
  return { sgpr: { 's[4:7]': vsharp(v), ...regs.sgpr }, vgpr: { ...regs.vgpr } };
}

// ---------------------------------------------------------------------------------------------
describe('MUBUF loads: every non-format load type, every generation', () => {
  // [mnemonic, vdata regs, byte offset per lane, expected dword j of lane l]
  const cases: [string, number, (l: number) => number, (l: number, j: number) => number][] = [
    ['buffer_load_ubyte', 1, (l) => l, (l) => b(l)],                         // zero-extend byte l
    ['buffer_load_sbyte', 1, (l) => l, (l) => sext(b(l), 8)],                // sign-extend byte l
    ['buffer_load_ushort', 1, (l) => 2 * l, (l) => le(2 * l, 2)],
    ['buffer_load_sshort', 1, (l) => 2 * l, (l) => sext(le(2 * l, 2), 16)],
    ['buffer_load_dword', 1, (l) => 4 * l, (l) => le(4 * l, 4)],
    ['buffer_load_dwordx2', 2, (l) => 8 * l, (l, j) => le(8 * l + 4 * j, 4)],
    ['buffer_load_dwordx3', 3, (l) => 12 * l, (l, j) => le(12 * l + 4 * j, 4)],
    ['buffer_load_dwordx4', 4, (l) => 16 * l, (l, j) => le(16 * l + 4 * j, 4)],
  ];
  for (const gen of GENS) {
    for (const [op, n, off, want] of cases) {
      test(`${gen} ${op}`, () => {
        const dst = n === 1 ? 'v2' : `v[2:${n + 1}]`; // even: 64-bit tuples start at an even register on CDNA 2+
        const r = run(gen, `${op} ${dst}, v0, s[4:7], 0 offen\ns_endpgm`,
          { ...st({}, { vgpr: { v0: lanes(off) } }), memory: [{ addr: BASE, bytes: bytesHex }] });
        for (let j = 0; j < n; j++) vgprEq(r, `v${2 + j}`, lanes((l) => want(l, j)), op);
        // Spot values worked by hand: b(k) = 7k+3 mod 256.
        if (op === 'buffer_load_ubyte') lanesEq(r, 'v2', { 0: 3, 18: 0x81, 36: 0xff });           // 7*18+3=129, 7*36+3=255
        if (op === 'buffer_load_sbyte') lanesEq(r, 'v2', { 1: 10, 18: 0xffffff81, 36: 0xffffffff });
        if (op === 'buffer_load_ushort') lanesEq(r, 'v2', { 0: 0x0a03, 9: 0x8881 });              // b18=0x81 b19=0x88
        if (op === 'buffer_load_sshort') lanesEq(r, 'v2', { 0: 0x0a03, 9: 0xffff8881 });
        if (op === 'buffer_load_dword') lanesEq(r, 'v2', { 0: 0x18110a03 });                      // bytes 3,10,17,24
        if (op === 'buffer_load_dwordx4') lanesEq(r, 'v5', { 0: 0x6c655e57 });                    // bytes 12..15: 87,94,101,108
      });
    }
  }
  // GCN 1.4 and its children: v1 starts 0x12345678 in every lane; ubyte/sbyte offsets = lane, short offsets = 2*lane.
  const d16: [string, (l: number) => number, (l: number) => number, Record<number, number>][] = [
    ['buffer_load_ubyte_d16', (l) => l, (l) => 0x12340000 | b(l), { 18: 0x12340081 }],
    ['buffer_load_ubyte_d16_hi', (l) => l, (l) => b(l) << 16 | 0x5678, { 18: 0x00815678 }],
    ['buffer_load_sbyte_d16', (l) => l, (l) => 0x12340000 | (sext(b(l), 8) & 0xffff), { 18: 0x1234ff81, 1: 0x1234000a }],
    ['buffer_load_sbyte_d16_hi', (l) => l, (l) => sext(b(l), 8) << 16 | 0x5678, { 18: 0xff815678 }],
    ['buffer_load_short_d16', (l) => 2 * l, (l) => 0x12340000 | le(2 * l, 2), { 9: 0x12348881 }],
    ['buffer_load_short_d16_hi', (l) => 2 * l, (l) => le(2 * l, 2) << 16 | 0x5678, { 9: 0x88815678 }],
  ];
  for (const [op, off, want, spot] of d16) for (const gen of gensWith(op)) {
    test(`${gen} ${op} writes one half and preserves the other`, () => {
      const r = run(gen, `${op} v1, v0, s[4:7], 0 offen`,
        { ...st({}, { vgpr: { v0: lanes(off), v1: 0x12345678 } }), memory: [{ addr: BASE, bytes: bytesHex }] });
      vgprEq(r, 'v1', lanes(want), op);
      lanesEq(r, 'v1', spot, op);
    });
  }
});

// ---------------------------------------------------------------------------------------------
describe('MUBUF stores: every non-format store type, every generation', () => {
  // vdata: v4 = 0xa0b0c000|l, v5 = 0xd0000000|l, v6 = 0xe0000000|l, v7 = 0xf0000000|l;
  // memory starts 0xeeeeeeee; expected dword i of the first 64*n dwords after the store.
  const data = (j: number, l: number) => ((j === 0 ? 0xa0b0c000 : (0xd0000000 + (j - 1) * 0x10000000)) | l) >>> 0;
  const cases: [string, number, (l: number) => number, number, (i: number) => number][] = [
    // byte l at offset 4l+1: dword i = ee ee (i) ee
    ['buffer_store_byte', 1, (l) => 4 * l + 1, 64, (i) => 0xeeee00ee | i << 8],
    // short 0xc000|l at 4l+2: dword i = (0xc000|i)<<16 | 0xeeee
    ['buffer_store_short', 1, (l) => 4 * l + 2, 64, (i) => (0xc000 | i) << 16 | 0xeeee],
    ['buffer_store_dword', 1, (l) => 4 * l, 64, (i) => data(0, i)],
    ['buffer_store_dwordx2', 2, (l) => 8 * l, 128, (i) => data(i % 2, i >> 1)],
    ['buffer_store_dwordx3', 3, (l) => 12 * l, 192, (i) => data(i % 3, Math.floor(i / 3))],
    ['buffer_store_dwordx4', 4, (l) => 16 * l, 256, (i) => data(i % 4, i >> 2)],
  ];
  for (const gen of GENS) {
    for (const [op, n, off, ndw, want] of cases) {
      test(`${gen} ${op}`, () => {
        const v: Record<string, number[]> = { v0: lanes(off) };
        for (let j = 0; j < 4; j++) v[`v${4 + j}`] = lanes((l) => data(j, l));
        const src = n === 1 ? 'v4' : `v[4:${3 + n}]`;
        const r = run(gen, `${op} ${src}, v0, s[4:7], 0 offen`,
          { ...st({}, { vgpr: v }), memory: [{ addr: BASE, dwords: new Array(ndw + 4).fill(SENT) }] },
          { dumps: [spec(BASE, ndw + 4)] });
        dwordsEq(dumped(r, BASE, ndw + 4), [...Array.from({ length: ndw }, (_, i) => want(i)), SENT, SENT, SENT, SENT], op);
        for (let j = 0; j < n; j++) vgprEq(r, `v${4 + j}`, lanes((l) => data(j, l)), `${op} leaves its data`);
      });
    }
  }
  // GCN 1.4 and its children: v5 bits 23:16 = 0x40+l, bits 31:16 = 0x0040+l.
  const d16hi: [string, (l: number) => number, (i: number) => number][] = [
    ['buffer_store_byte_d16_hi', (l) => 4 * l, (i) => 0xeeeeee00 | (0x40 + i)],     // dword i = eeeeee(40+i)
    ['buffer_store_short_d16_hi', (l) => 4 * l + 2, (i) => (0x40 + i) << 16 | 0xeeee], // dword i = (0040+i)eeee
  ];
  for (const [op, off, want] of d16hi) for (const gen of gensWith(op)) {
    test(`${gen} ${op} stores the high half`, () => {
      const r = run(gen, `${op} v5, v0, s[4:7], 0 offen`, {
        ...st({}, { vgpr: { v0: lanes(off), v5: lanes((l) => (0x40 + l) << 16 | 0x1234) } }),
        memory: [{ addr: BASE, dwords: new Array(64).fill(SENT) }],
      }, { dumps: [spec(BASE, 64)] });
      dwordsEq(dumped(r, BASE, 64), lanes(want), op);
    });
  }
});

// ---------------------------------------------------------------------------------------------
describe('MUBUF cache ops and buffer_store_lds_dword', () => {
  for (const gen of GENS) {
    // The family's cache rows (wbinvl1_sc GCN 1.0 only, _vol GCN 1.1+, wbl2 and invl2/inv CDNA 2/3).
    for (const op of instrs('MUBUF', gen, (d) => d.kind === 'cache').map((d) => d.name)) {
      test(`${gen} ${op}: no data effect, +1 vmcnt until waited`, () => {
        const state = { ...st({}, { vgpr: { v1: OLD } }), memory: [tagged(BASE, 16)] };
        let r = run(gen, `${op}\n${op}\ns_endpgm`, state, { dumps: [spec(BASE, 16)] });
        assert.equal(r.counters.vmcnt, 2, 'two cache ops issued, none waited: vmcnt 2');
        dwordsEq(dumped(r, BASE, 16), tagged(BASE, 16).dwords, 'memory unchanged');
        vgprEq(r, 'v1', lanes(() => OLD), 'VGPRs unchanged');
        r = run(gen, `${op}\ns_waitcnt vmcnt(0)\ns_endpgm`, state);
        assert.equal(r.counters.vmcnt, 0, 'waited: vmcnt 0');
      });
    }
  }
  for (const gen of gensWith('buffer_store_lds_dword')) {
    test(`${gen} buffer_store_lds_dword: LDS[M0[15:0] + inst_offset + tid*4] -> memory`, () => {
      // V#: stride 4, ADD_TID, DATA_FORMAT 0 (no stride extension): memory address = base + tid*4 + 8.
      // LDS address = 0x100 (M0[15:0] of 0xabcd0100) + 8 + tid*4, holding 0x5000+tid.
      const r = run(gen, 'buffer_store_lds_dword s[4:7], 0 offset:8 lds', {
        sgpr: { 's[4:7]': vsharp({ stride: 4, addTid: true, dfmt: 0 }) },
        m0: 0xabcd0100,
        lds: [{ addr: 0x108, dwords: lanes((t) => 0x5000 + t) }],
        memory: [{ addr: BASE, dwords: new Array(68).fill(SENT) }],
      }, { dumps: [spec(BASE, 68)] });
      dwordsEq(dumped(r, BASE, 68), [SENT, SENT, ...lanes((t) => 0x5000 + t), SENT, SENT], 'dword 2+t = 0x5000+t');
    });
  }
});

// ---------------------------------------------------------------------------------------------
describe('MUBUF LDS=1 loads: LDS[M0[15:0] + tid*4 (+ inst_offset on GCN 1.2/1.4)], no VGPR written', () => {
  // Memory address = base + v0 + 8 (offen offset:8); M0 = 0xabcd0100 -> M0[15:0] = 0x100.
  const cases: [string, (l: number) => number, (l: number) => number][] = [
    ['buffer_load_dword', (l) => 4 * l, (l) => le(4 * l + 8, 4)],
    ['buffer_load_ubyte', (l) => l, (l) => b(l + 8)],
    ['buffer_load_sbyte', (l) => l, (l) => sext(b(l + 8), 8)],         // sign-extended to a dword
    ['buffer_load_ushort', (l) => 2 * l, (l) => le(2 * l + 8, 2)],
    ['buffer_load_sshort', (l) => 2 * l, (l) => sext(le(2 * l + 8, 2), 16)],
    ['buffer_load_format_x', (l) => 4 * l, (l) => le(4 * l + 8, 4)],   // DATA_FORMAT 32: raw dword
  ];
  for (const gen of GENS) {
    for (const [op, off, want] of cases) {
      test(`${gen} ${op} lds`, () => {
        const r = run(gen, `${op} v0, s[4:7], 0 offen offset:8 lds`, {
          ...st({}, { vgpr: { v0: lanes(off), v1: OLD } }), m0: 0xabcd0100,
          memory: [{ addr: BASE, bytes: bytesHex }], lds: [{ addr: 0x100, dwords: new Array(68).fill(SENT) }],
        }, { ldsDumps: [spec(0x100, 68)] });
        const ldsWant = old12(gen)
          ? [...lanes(want), SENT, SENT, SENT, SENT]       // 0x100 + tid*4
          : [SENT, SENT, ...lanes(want), SENT, SENT];      // 0x100 + 8 + tid*4
        dwordsEq(ldsDumped(r, 0x100, 68), ldsWant, op);
        vgprEq(r, 'v0', lanes(off), 'vaddr untouched');
        vgprEq(r, 'v1', lanes(() => OLD), 'no VGPR written');
      });
    }
  }
});

// ---------------------------------------------------------------------------------------------
describe('MUBUF addressing (§2), every generation', () => {
  const mem = [tagged(BASE)]; // dword at byte offset k reads tag(k) = 0xa5000000|k
  const load = (gen: Gen, line: string, v: VDesc, vg: StateJson['vgpr'], sg: StateJson['sgpr'] = {}) =>
    run(gen, line, { ...st(v, { vgpr: { v1: OLD, ...vg }, sgpr: sg }), memory: mem });
  for (const gen of GENS) {
    test(`${gen} offen + inst offset + SGPR soffset`, () => {
      const r = load(gen, 'buffer_load_dword v1, v0, s[4:7], s1 offen offset:12', {}, { v0: lanes((l) => 4 * l) }, { s1: 0x40 });
      vgprEq(r, 'v1', lanes((l) => tag(0x40 + 4 * l + 12)));
      lanesEq(r, 'v1', { 0: 0xa500004c, 63: 0xa5000148 }); // 0x40+12; 0x40+252+12
    });
    test(`${gen} inline-constant soffset, no VGPR address`, () => {
      let r = load(gen, 'buffer_load_dword v1, v0, s[4:7], 16 offen offset:4', {}, { v0: lanes((l) => 4 * l) });
      vgprEq(r, 'v1', lanes((l) => tag(16 + 4 * l + 4)));
      r = load(gen, 'buffer_load_dword v1, off, s[4:7], 64 offset:8', {}, {});
      vgprEq(r, 'v1', lanes(() => tag(72)), 'off: every lane reads base+64+8');
    });
    test(`${gen} idxen: index * stride (+ inst offset)`, () => {
      const r = load(gen, 'buffer_load_dword v1, v0, s[4:7], 0 idxen offset:4', { stride: 16 }, { v0: 'lane' });
      vgprEq(r, 'v1', lanes((l) => tag(16 * l + 4)));
      lanesEq(r, 'v1', { 5: 0xa5000054 }); // 5*16+4 = 84
    });
    test(`${gen} idxen+offen: index in vaddr, offset in vaddr+1`, () => {
      const r = load(gen, 'buffer_load_dword v1, v[2:3], s[4:7], 0 idxen offen', { stride: 16 },
        { v2: 'lane', v3: lanes((l) => 4 * (l % 4)) });
      vgprEq(r, 'v1', lanes((l) => tag(16 * l + 4 * (l % 4))));
      lanesEq(r, 'v1', { 7: 0xa500007c }); // 7*16 + 12 = 124
    });
    test(`${gen} ADD_TID_ENABLE adds the lane id to the index`, () => {
      let r = load(gen, 'buffer_load_dword v1, v0, s[4:7], 0 offen', { stride: 8, addTid: true, dfmt: tidDfmt(gen) }, { v0: 4 });
      vgprEq(r, 'v1', lanes((l) => tag(8 * l + 4)), 'offen: tid*8 + 4');
      r = load(gen, 'buffer_load_dword v1, v0, s[4:7], 0 idxen', { stride: 8, addTid: true, dfmt: tidDfmt(gen) }, { v0: 2 });
      vgprEq(r, 'v1', lanes((l) => tag(8 * (2 + l))), 'idxen: (2 + tid)*8');
    });
    test(`${gen} 18-bit stride extension only with ADD_TID and a non-FORMAT op on GCN 1.2/1.4`, () => {
      // V#: stride 4, DATA_FORMAT 1 ('8'), NUM_FORMAT UINT, ADD_TID. GCN 1.2/1.4 dword load: stride
      // (1<<14)|4 = 0x4004 -> lane t at 0x1000 + t*0x4004. Format load and GCN 1.0/1.1: stride 4.
      const r = run(gen, 'buffer_load_dword v1, off, s[4:7], 0\nbuffer_load_format_x v2, off, s[4:7], 0', {
        sgpr: { 's[4:7]': vsharp({ stride: 4, dfmt: 1, nfmt: 4, addTid: true, numRecords: 0xffffffff }) },
        memory: [
          { addr: 0x1000, dwords: [0x5100, 0x77, 0x1ff] }, // t=0 both; t=1,2 at stride 4
          { addr: 0x5004, dwords: [0x5101] }, { addr: 0x9008, dwords: [0x5102] }, { addr: 0xfd0fc, dwords: [0x513f] }, // 0x1000+63*0x4004
        ],
      });
      if (old12(gen)) vgprEq(r, 'v1', lanes((l) => [0x5100, 0x77, 0x1ff][l] ?? 0), 'no extension: stride 4');
      else vgprEq(r, 'v1', lanes((l) => ({ 0: 0x5100, 1: 0x5101, 2: 0x5102, 63: 0x513f } as Record<number, number>)[l] ?? 0), 'stride 0x4004');
      vgprEq(r, 'v2', lanes((l) => [0x00, 0x77, 0xff][l] ?? 0), "format op: stride 4, byte of each dword ('8' UINT)");
    });
    test(`${gen} swizzle: element size ${gfx9(gen) ? 'fixed 4 bytes' : 'from word3 bits 20:19'}, index stride`, () => {
      const sw = (v: VDesc, off: number, s1 = 0) => load(gen, 'buffer_load_dword v1, v[2:3], s[4:7], s1 idxen offen',
        { swizzle: true, stride: 16, ...v }, { v2: 'lane', v3: off }, { s1 });
      // E=4 (field 1), IS=8: ((l/8)*16 + (4/4)*4)*8 + (l%8)*4 + 0, plus soffset 0x100.
      let r = sw({ elemSize: 1, indexStride: 0 }, 4, 0x100);
      vgprEq(r, 'v1', lanes((l) => tag((l >> 3) * 128 + 32 + (l & 7) * 4 + 0x100)), 'E=4 IS=8');
      lanesEq(r, 'v1', { 0: tag(0x120), 9: tag(0x1a4), 63: tag(0x4bc) }); // 9: 128+32+4+256
      // Field 2: E=8 on GCN 1.0-1.2: ((l/8)*16 + (12/8)*8)*8 + (l%8)*8 + 12%8; GCN 1.4 ignores it (E=4):
      // ((l/8)*16 + (12/4)*4)*8 + (l%8)*4.
      r = sw({ elemSize: 2, indexStride: 0 }, 12);
      if (gfx9(gen)) {
        vgprEq(r, 'v1', lanes((l) => tag((l >> 3) * 128 + 96 + (l & 7) * 4)), 'GCN 1.4: E fixed 4');
        lanesEq(r, 'v1', { 0: tag(96), 1: tag(100), 9: tag(228) });
      } else {
        vgprEq(r, 'v1', lanes((l) => tag((l >> 3) * 128 + 64 + (l & 7) * 8 + 4)), 'E=8');
        lanesEq(r, 'v1', { 0: tag(68), 1: tag(76), 9: tag(204) });
      }
      // INDEX_STRIDE field 1: IS=16, E=4: ((l/16)*16 + 4)*16 + (l%16)*4.
      r = sw({ elemSize: 1, indexStride: 1 }, 4);
      vgprEq(r, 'v1', lanes((l) => tag((l >> 4) * 256 + 64 + (l & 15) * 4)), 'IS=16');
      lanesEq(r, 'v1', { 17: tag(324), 63: tag(892) });
    });
    test(`${gen} swizzle applies per dword (P6): dwordx2 dword 1 uses offset+4`, () => {
      const r = load(gen, 'buffer_load_dwordx2 v[4:5], v[2:3], s[4:7], 0 idxen offen',
        { swizzle: true, stride: 16, elemSize: 1, indexStride: 0 }, { v2: 'lane', v3: 0 });
      // dword0: (l/8)*128 + (l%8)*4; dword1: ((l/8)*16 + 4)*8 + (l%8)*4 = +32
      vgprEq(r, 'v4', lanes((l) => tag((l >> 3) * 128 + (l & 7) * 4)));
      vgprEq(r, 'v5', lanes((l) => tag((l >> 3) * 128 + 32 + (l & 7) * 4)));
      lanesEq(r, 'v5', { 1: tag(36), 8: tag(160) });
    });
    test(`${gen} P1: index*stride wraps at 32 bits`, () => {
      // (0x10000000 + l) * 16 = 0x1_0000_0000 + 16l -> 16l
      const r = load(gen, 'buffer_load_dword v1, v0, s[4:7], 0 idxen', { stride: 16, numRecords: 0xffffffff },
        { v0: lanes((l) => 0x10000000 + l) });
      vgprEq(r, 'v1', lanes((l) => tag(16 * l)));
    });
    test(`${gen} P1: base + soffset + offset is a 64-bit address; base bits 47:32 count`, () => {
      // base 0xffffff00 + soffset 0x100 + 4l = 0x1_0000_0000 + 4l
      let r = run(gen, 'buffer_load_dword v1, v0, s[4:7], s1 offen', {
        sgpr: { 's[4:7]': vsharp({ base: 0xffffff00 }), s1: 0x100 }, vgpr: { v0: lanes((l) => 4 * l) },
        memory: [tagged(0x100000000, 64)],
      });
      vgprEq(r, 'v1', lanes((l) => tag(4 * l)));
      r = run(gen, 'buffer_load_dword v1, v0, s[4:7], 0 offen', {
        sgpr: { 's[4:7]': vsharp({ base: 0x200001000 }) }, vgpr: { v0: lanes((l) => 4 * l) },
        memory: [tagged(0x200001000, 64)], // 0x1000 (base without bits 47:32) holds nothing: reads 0
      });
      vgprEq(r, 'v1', lanes((l) => tag(4 * l)), 'V# base 0x2_0000_1000');
    });
    test(`${gen} alignment: dword accesses ignore 2 LSBs, 16-bit accesses ignore bit 0`, () => {
      let r = load(gen, 'buffer_load_dword v1, v0, s[4:7], 0 offen', {}, { v0: lanes((l) => 4 * l + 3) });
      vgprEq(r, 'v1', lanes((l) => tag(4 * l)), 'dword at 4l+3 reads 4l');
      r = load(gen, 'buffer_load_ushort v1, v0, s[4:7], 0 offen', {}, { v0: lanes((l) => 4 * l + 1) });
      vgprEq(r, 'v1', lanes((l) => 4 * l), 'ushort at 4l+1 reads the low half of tag(4l) = 4l');
      r = load(gen, 'buffer_load_dwordx2 v[2:3], v0, s[4:7], 0 offen', {}, { v0: lanes((l) => 8 * l + 2) });
      vgprEq(r, 'v2', lanes((l) => tag(8 * l)), 'x2 at 8l+2 reads 8l');
      vgprEq(r, 'v3', lanes((l) => tag(8 * l + 4)));
    });
  }
  for (const gen of ['gcn1.0', 'gcn1.1'] as const) {
    test(`${gen} ADDR64: base + VGPR64 + inst_offset + soffset, never range checked`, () => {
      // num_records 0 would make every other access OOB. Lane l: 0x1000 + (0x2000 + 4l) + 4 + 8;
      // lane 5 has VGPR high dword 1: 0x1_0000_0000 + 0x300c + 20 = 0x1_0000_3020.
      const state: StateJson = {
        sgpr: { 's[4:7]': vsharp({ numRecords: 0 }), s1: 8 },
        vgpr: { v2: lanes((l) => 0x2000 + 4 * l), v3: lanes((l) => (l === 5 ? 1 : 0)), v4: lanes((l) => 0x7700 + l) },
        memory: [tagged(0x3000, 128), { addr: 0x100003020, dwords: [0xc0ffee05] }],
      };
      let r = run(gen, 'buffer_load_dword v1, v[2:3], s[4:7], s1 addr64 offset:4', state);
      vgprEq(r, 'v1', lanes((l) => (l === 5 ? 0xc0ffee05 : tag(12 + 4 * l))));
      r = run(gen, 'buffer_store_dword v4, v[2:3], s[4:7], s1 addr64 offset:4', state,
        { dumps: [spec(0x3000, 68), spec(0x100003020, 1)] });
      dwordsEq(dumped(r, 0x3000, 68), [tag(0), tag(4), tag(8), ...lanes((l) => (l === 5 ? tag(12 + 20) : 0x7700 + l)), tag(268)],
        'dword 3+l = 0x7700+l (lane 5 went elsewhere)');
      dwordsEq(dumped(r, 0x100003020, 1), [0x7705], 'lane 5 at 0x1_0000_3020');
    });
    test(`${gen} ADDR64 (P110): the address is 48 bits, a V# base of -32 subtracts 32`, () => {
      // s[4:5] = 0xffffffff_ffffffe0 as clang-19 writes it (blur5 on tahiti): base 0xffff_ffffffe0,
      // STRIDE 0x3fff and SWIZZLE_ENABLE set (ADDR64 ignores them). VGPR pair 0x3020 + 4l:
      // 0xffff_ffffffe0 + 0x3020 + 4l = 0x1_0000_0000_3000 + 4l, which is 0x3000 + 4l in 48 bits.
      const state: StateJson = {
        sgpr: { 's[4:7]': [0xffffffe0, 0xffffffff, 0, 0x100f000] },
        vgpr: { v2: lanes((l) => 0x3020 + 4 * l), v3: 0, v4: lanes((l) => 0x7700 + l) },
        memory: [tagged(0x3000, 64)],
      };
      let r = run(gen, 'buffer_load_dword v1, v[2:3], s[4:7], 0 addr64', state);
      vgprEq(r, 'v1', lanes((l) => tag(4 * l)));
      r = run(gen, 'buffer_store_dword v4, v[2:3], s[4:7], 0 addr64 offset:4', state, { dumps: [spec(0x3000, 65)] });
      dwordsEq(dumped(r, 0x3000, 65), [tag(0), ...lanes((l) => 0x7700 + l)], 'dword 1+l = 0x7700+l');
    });
  }
});

// ---------------------------------------------------------------------------------------------
describe('MUBUF bounds (§3, P2-P5), every generation', () => {
  const inRangeSets = (gen: Gen, s: Record<'old' | '1.2' | '1.4', (l: number) => boolean>) =>
    (old12(gen) ? s.old : gfx9(gen) ? s['1.4'] : s['1.2']);
  for (const gen of GENS) {
    test(`${gen} raw buffer (stride 0): loads 0 / stores dropped past num_records`, () => {
      // num_records 0x100, soffset 0x10, voffset 0xe0+4l. GCN 1.0-1.2: OOB iff 0xe0+4l >= 0x100-0x10 (l >= 4);
      // GCN 1.4 raw: OOB iff 0xe0+4l >= 0x100 (soffset not counted, l >= 8). Address offset 0xf0+4l.
      const inR = (l: number) => l < (gfx9(gen) ? 8 : 4);
      const state: StateJson = {
        sgpr: { 's[4:7]': vsharp({ numRecords: 0x100 }), s1: 0x10 },
        vgpr: { v0: lanes((l) => 0xe0 + 4 * l), v1: OLD, v4: lanes((l) => 0x5700 + l) }, memory: [tagged(BASE)],
      };
      let r = run(gen, 'buffer_load_dword v1, v0, s[4:7], s1 offen', state);
      vgprEq(r, 'v1', lanes((l) => (inR(l) ? tag(0xf0 + 4 * l) : 0)));
      r = run(gen, 'buffer_store_dword v4, v0, s[4:7], s1 offen', state, { dumps: [spec(BASE + 0xf0, 64)] });
      dwordsEq(dumped(r, BASE + 0xf0, 64), lanes((l) => (inR(l) ? 0x5700 + l : tag(0xf0 + 4 * l))));
    });
    test(`${gen} P5: dwordx4 is range checked per dword`, () => {
      // num_records 0x100, voffset 0xf0+4l: dword j of lane l at 0xf0+4(l+j) is in range iff l+j < 4.
      let r = run(gen, 'buffer_load_dwordx4 v[8:11], v0, s[4:7], 0 offen', {
        sgpr: { 's[4:7]': vsharp({ numRecords: 0x100 }) }, vgpr: { v0: lanes((l) => 0xf0 + 4 * l), 'v[8:11]': OLD },
        memory: [tagged(BASE)],
      });
      for (let j = 0; j < 4; j++) vgprEq(r, `v${8 + j}`, lanes((l) => (l + j < 4 ? tag(0xf0 + 4 * (l + j)) : 0)));
      lanesEq(r, 'v11', { 0: tag(0xfc), 1: 0 });
      // Store: num_records 0xf8, voffset 0xe0+16l: lane 0 all four (0xe0..0xec), lane 1 dwords 0,1 (0xf0, 0xf4).
      const v: Record<string, number[]> = { v0: lanes((l) => 0xe0 + 16 * l) };
      for (let j = 0; j < 4; j++) v[`v${4 + j}`] = lanes((l) => 0x6000 + 16 * l + j);
      r = run(gen, 'buffer_store_dwordx4 v[4:7], v0, s[4:7], 0 offen', {
        sgpr: { 's[4:7]': vsharp({ numRecords: 0xf8 }) }, vgpr: v, memory: [tagged(BASE)],
      }, { dumps: [spec(BASE + 0xe0, 12)] });
      dwordsEq(dumped(r, BASE + 0xe0, 12),
        [0x6000, 0x6001, 0x6002, 0x6003, 0x6010, 0x6011, tag(0xf8), tag(0xfc), tag(0x100), tag(0x104), tag(0x108), tag(0x10c)]);
    });
    test(`${gen} stride != 0, unswizzled: the generation's rule`, () => {
      // stride 16, num_records 4, index l, offset (l odd ? 20 : 0); address 16l + offset.
      // GCN 1.0/1.1: OOB iff index >= 4 || offset >= stride -> lanes 0,2.
      // GCN 1.2: unswizzled -> byte rule 16l+off >= 4 -> lane 0 only.  GCN 1.4 structured: index >= 4 -> 0..3.
      const inR = inRangeSets(gen, { old: (l) => l < 4 && l % 2 === 0, '1.2': (l) => l === 0, '1.4': (l) => l < 4 });
      const r = run(gen, 'buffer_load_dword v1, v[2:3], s[4:7], 0 idxen offen', {
        sgpr: { 's[4:7]': vsharp({ stride: 16, numRecords: 4 }) },
        vgpr: { v1: OLD, v2: 'lane', v3: lanes((l) => (l % 2 ? 20 : 0)) }, memory: [tagged(BASE)],
      });
      vgprEq(r, 'v1', lanes((l) => (inR(l) ? tag(16 * l + (l % 2 ? 20 : 0)) : 0)));
    });
    test(`${gen} stride != 0, swizzled: the generation's rule`, () => {
      // As above with SWIZZLE, E=4, IS=8. GCN 1.0-1.2: OOB iff index >= 4 || offset >= 16 -> lanes 0,2;
      // GCN 1.4 structured: lanes 0..3. Swizzled offsets: l0 0, l1 (20*8+4) 164, l2 8, l3 172.
      const inR = inRangeSets(gen, { old: (l) => l === 0 || l === 2, '1.2': (l) => l === 0 || l === 2, '1.4': (l) => l < 4 });
      const r = run(gen, 'buffer_load_dword v1, v[2:3], s[4:7], 0 idxen offen', {
        sgpr: { 's[4:7]': vsharp({ stride: 16, numRecords: 4, swizzle: true, elemSize: 1 }) },
        vgpr: { v1: OLD, v2: 'lane', v3: lanes((l) => (l % 2 ? 20 : 0)) }, memory: [tagged(BASE)],
      });
      const addr = [0, 164, 8, 172];
      vgprEq(r, 'v1', lanes((l) => (inR(l) ? tag(addr[l]) : 0)));
    });
    test(`${gen} ADD_TID without IDXEN (GCN 1.4 private: no range check)`, () => {
      // stride 4, num_records 0, address tid*4. GCN 1.4: private -> all in range. GCN 1.2: byte rule
      // 4t >= 0 -> all OOB. GCN 1.0/1.1: index t >= 0 -> all OOB.
      const r = run(gen, 'buffer_load_dword v1, off, s[4:7], 0', {
        sgpr: { 's[4:7]': vsharp({ stride: 4, addTid: true, numRecords: 0, dfmt: tidDfmt(gen) }) },
        vgpr: { v1: OLD }, memory: [tagged(BASE)],
      });
      vgprEq(r, 'v1', lanes((l) => (gfx9(gen) ? tag(4 * l) : 0)));
    });
    test(`${gen} swizzle without IDXEN/ADD_TID (P2; GCN 1.4 falls back to the GCN 1.2 rule)`, () => {
      // stride 16, E=4, IS=8, num_records 0x100, offen 4l: swizzled offset (4l/4*4)*8 = 32l.
      // GCN 1.2/1.4: OOB iff 0 >= 0x100 || 4l >= 16 -> lanes 0..3. GCN 1.0/1.1: stride != 0 and no
      // IDXEN/ADD_TID: only index 0 >= 0x100 -> all in range.
      const r = run(gen, 'buffer_load_dword v1, v0, s[4:7], 0 offen', {
        sgpr: { 's[4:7]': vsharp({ stride: 16, numRecords: 0x100, swizzle: true, elemSize: 1 }) },
        vgpr: { v0: lanes((l) => 4 * l), v1: OLD }, memory: [tagged(BASE)],
      });
      vgprEq(r, 'v1', lanes((l) => (old12(gen) || l < 4 ? tag(32 * l) : 0)));
      lanesEq(r, 'v1', { 3: tag(96) });
    });
    test(`${gen} IDXEN with stride 0 uses the byte rule (GCN 1.4: not "structured")`, () => {
      // stride 0, num_records 0x10, index l, offset 4l: buffer_offset 4l >= 0x10 -> lanes >= 4 OOB on every
      // generation (GCN 1.4 falls back to the GCN 1.2 rule; an index check would keep lanes 0..15).
      const r = run(gen, 'buffer_load_dword v1, v[2:3], s[4:7], 0 idxen offen', {
        sgpr: { 's[4:7]': vsharp({ numRecords: 0x10 }) },
        vgpr: { v1: OLD, v2: 'lane', v3: lanes((l) => 4 * l) }, memory: [tagged(BASE)],
      });
      vgprEq(r, 'v1', lanes((l) => (l < 4 ? tag(4 * l) : 0)));
    });
    test(`${gen} P3: soffset above num_records does not wrap`, () => {
      // num_records 0x10, soffset 0x20, offset 0. GCN 1.0-1.2: 0 + 0x20 >= 0x10 -> OOB (0).
      // GCN 1.4 raw: 0 >= 0x10 false -> reads base+0x20.
      const r = run(gen, 'buffer_load_dword v1, off, s[4:7], s1', {
        sgpr: { 's[4:7]': vsharp({ numRecords: 0x10 }), s1: 0x20 }, vgpr: { v1: OLD }, memory: [tagged(BASE)],
      });
      vgprEq(r, 'v1', lanes(() => (gfx9(gen) ? tag(0x20) : 0)));
    });
    test(`${gen} P5: sub-dword loads are checked on their byte`, () => {
      // num_records 0x100, ubyte at 0xfc+l: lanes 0..3 in range; bytes of tag(0xfc) = fc 00 00 a5.
      const r = run(gen, 'buffer_load_ubyte v1, v0, s[4:7], 0 offen', {
        sgpr: { 's[4:7]': vsharp({ numRecords: 0x100 }) }, vgpr: { v0: lanes((l) => 0xfc + l), v1: OLD }, memory: [tagged(BASE)],
      });
      vgprEq(r, 'v1', lanes((l) => [0xfc, 0, 0, 0xa5][l] ?? 0));
    });
    test(`${gen} P4: DATA_FORMAT 0 (unbound) for a non-format op`, () => {
      // GCN 1.0/1.1: unbound -> loads 0, stores dropped. GCN 1.2/1.4: only FORMAT ops care.
      const state: StateJson = {
        sgpr: { 's[4:7]': vsharp({ dfmt: 0 }) }, vgpr: { v0: lanes((l) => 4 * l), v1: OLD, v4: lanes((l) => 0x4400 + l) },
        memory: [tagged(BASE, 64)],
      };
      let r = run(gen, 'buffer_load_dword v1, v0, s[4:7], 0 offen', state);
      vgprEq(r, 'v1', lanes((l) => (old12(gen) ? 0 : tag(4 * l))));
      r = run(gen, 'buffer_store_dword v4, v0, s[4:7], 0 offen', state, { dumps: [spec(BASE, 64)] });
      dwordsEq(dumped(r, BASE, 64), lanes((l) => (old12(gen) ? tag(4 * l) : 0x4400 + l)));
    });
  }
});

// ---------------------------------------------------------------------------------------------
describe('MUBUF TFE and EXEC', () => {
  for (const gen of GENS.filter(hasTfe)) {
    test(`${gen} TFE: the status VGPR after the data gets 0 (OOB lanes too)`, () => {
      // num_records 0x80, offen 4l: lanes >= 32 OOB -> data 0; status 0 in every lane.
      const state: StateJson = {
        sgpr: { 's[4:7]': vsharp({ numRecords: 0x80 }) },
        vgpr: { v0: lanes((l) => 4 * l), 'v[1:4]': OLD }, memory: [tagged(BASE)],
      };
      let r = run(gen, 'buffer_load_dword v[1:2], v0, s[4:7], 0 offen tfe', state);
      vgprEq(r, 'v1', lanes((l) => (l < 32 ? tag(4 * l) : 0)));
      vgprEq(r, 'v2', lanes(() => 0), 'status');
      vgprEq(r, 'v3', lanes(() => OLD), 'beyond the status: untouched');
      r = run(gen, 'buffer_load_dwordx2 v[1:3], v0, s[4:7], 0 offen tfe', { ...state, exec: '0x00000000000000ff' });
      vgprEq(r, 'v2', lanes((l) => (l < 8 ? tag(4 * l + 4) : OLD)));
      vgprEq(r, 'v3', lanes((l) => (l < 8 ? 0 : OLD)), 'status 0 on active lanes, inactive untouched');
      r = run(gen, 'buffer_load_ubyte v[1:2], v0, s[4:7], 0 offen tfe', state);
      vgprEq(r, 'v1', lanes((l) => (l < 32 ? (4 * l) & 0xff : 0)), 'ubyte: low byte of tag(4l)');
      vgprEq(r, 'v2', lanes(() => 0));
    });
  }
  for (const gen of GENS) {
    test(`${gen} EXEC: inactive lanes neither access memory nor write VGPRs`, () => {
      const exec = '0x80000000000000f1'; // lanes 0, 4-7, 63
      const act = (l: number) => l === 0 || (l >= 4 && l <= 7) || l === 63;
      const state: StateJson = {
        sgpr: { 's[4:7]': vsharp() }, exec,
        vgpr: { v0: lanes((l) => 4 * l), 'v[2:3]': OLD, v4: lanes((l) => 0x3300 + l), v5: lanes((l) => 0x4400 + l) },
        memory: [tagged(BASE)],
      };
      let r = run(gen, 'buffer_load_dwordx2 v[2:3], v0, s[4:7], 0 offen offset:512', state);
      assert.equal(r.exec, exec);
      vgprEq(r, 'v2', lanes((l) => (act(l) ? tag(512 + 4 * l) : OLD)));
      vgprEq(r, 'v3', lanes((l) => (act(l) ? tag(516 + 4 * l) : OLD)));
      r = run(gen, 'buffer_store_dword v4, v0, s[4:7], 0 offen', state, { dumps: [spec(BASE, 64)] });
      dwordsEq(dumped(r, BASE, 64), lanes((l) => (act(l) ? 0x3300 + l : tag(4 * l))));
      r = run(gen, 'buffer_store_short v5, v0, s[4:7], 0 offen', { ...state, exec: 0 }, { dumps: [spec(BASE, 64)] });
      dwordsEq(dumped(r, BASE, 64), lanes((l) => tag(4 * l)), 'EXEC 0: nothing written');
    });
  }
});

test('every non-format, non-atomic MUBUF instruction was run on every generation it exists on', () => {
  assertCovered('MUBUF', (d) => d.kind !== 'atomic' && !/^(fmt|h)/.test(d.type));
});
