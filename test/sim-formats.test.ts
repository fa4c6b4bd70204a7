// Buffer format conversions (semantics.md §4, docs/sim.md P7/P8/D16). Every expected value is worked
// out by hand from the rules in the comment next to it; floats are compared as f32 bit patterns.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  FORMAT_BYTES, FORMAT_COMPONENTS, applyDstSel, f16ToF32, f32ToF16, fromD16, nfmtReadable, nfmtWritable,
  packFormat, toD16, unpackFormat,
} from '../src/sim/formats.js';
import { GENS } from '../src/isa/gens.js';

// Number formats.
const UNORM = 0, SNORM = 1, USCALED = 2, SSCALED = 3, UINT = 4, SINT = 5, SNORM_OGL = 6, FLOAT = 7;
// Data formats.
const D8 = 1, D16 = 2, D8_8 = 3, D32 = 4, D16_16 = 5, D10_11_11 = 6, D11_11_10 = 7, D10_10_10_2 = 8;
const D2_10_10_10 = 9, D8_8_8_8 = 10, D32_32 = 11, D16_16_16_16 = 12, D32_32_32 = 13, D32_32_32_32 = 14;

const ONE = 0x3f800000; // 1.0f
const dv = new DataView(new ArrayBuffer(4));
/** f32 bit pattern of Math.fround(x). */
function fb(x: number): number {
  dv.setFloat32(0, Math.fround(x));
  return dv.getUint32(0);
}
function le32(w: number): number[] {
  return [w & 0xff, (w >>> 8) & 0xff, (w >>> 16) & 0xff, w >>> 24];
}
function load(dfmt: number, nfmt: number, bytes: number[], at = 0): number[] {
  const out = new Uint32Array(4);
  unpackFormat(dfmt, nfmt, Uint8Array.from(bytes), at, out);
  return Array.from(out);
}
function store(dfmt: number, nfmt: number, comps: number[], count: number, init: number[], at = 0): number[] {
  const bytes = Uint8Array.from(init);
  packFormat(dfmt, nfmt, Uint32Array.from(comps), count, bytes, at);
  return Array.from(bytes);
}
const hex = (xs: number[]) => xs.map((x) => '0x' + x.toString(16)).join(',');
function eqBits(actual: number[], expected: number[], msg = ''): void {
  assert.equal(hex(actual), hex(expected), msg);
}

// ---------------------------------------------------------------------------------------------
// Tables

test('FORMAT_BYTES / FORMAT_COMPONENTS follow the format names (§4.2)', () => {
  // 0 invalid; 8; 16; 8_8; 32; 16_16; 10_11_11; 11_11_10; 10_10_10_2; 2_10_10_10; 8_8_8_8; 32_32;
  // 16_16_16_16 (8 bytes); 32_32_32 (12); 32_32_32_32 (16); 15 reserved.
  assert.deepEqual([...FORMAT_BYTES], [0, 1, 2, 2, 4, 4, 4, 4, 4, 4, 4, 8, 8, 12, 16, 0]);
  assert.deepEqual([...FORMAT_COMPONENTS], [0, 1, 1, 2, 1, 2, 3, 3, 4, 4, 4, 2, 4, 3, 4, 0]);
});

test('nfmtReadable / nfmtWritable per generation (§4.3, P7, P8)', () => {
  for (const gen of GENS) {
    const old = gen === 'gcn1.0' || gen === 'gcn1.1';
    // Readable: all of 0..7 except SNORM_OGL (6) on GCN 1.2/1.4.
    assert.deepEqual([0, 1, 2, 3, 4, 5, 6, 7].map((n) => nfmtReadable(gen, n)), [true, true, true, true, true, true, old, true], gen);
    // Writable: UNORM, SNORM, UINT, SINT, FLOAT; never USCALED, SSCALED, SNORM_OGL.
    assert.deepEqual([0, 1, 2, 3, 4, 5, 6, 7].map((n) => nfmtWritable(gen, n)), [true, true, false, false, true, true, false, true], gen);
  }
});

// ---------------------------------------------------------------------------------------------
// Loads, one per data format (and every number format)

test("load '8' UNORM: u/255, missing Y,Z,W = 0,0,1.0f", () => {
  eqBits(load(D8, UNORM, [0x80]), [fb(128 / 255), 0, 0, ONE]); // 0x80 = 128/255 = 0.50196...
  eqBits(load(D8, UNORM, [0xff]), [ONE, 0, 0, ONE]); // 255/255 = 1.0
  eqBits(load(D8, UNORM, [0x00]), [0, 0, 0, ONE]);
});

test("load '8' SNORM_OGL: (2s+1)/255 clamped to -1", () => {
  eqBits(load(D8, SNORM_OGL, [0x80]), [0xbf800000, 0, 0, ONE]); // s=-128: -255/255 = -1.0
  eqBits(load(D8, SNORM_OGL, [0x7f]), [ONE, 0, 0, ONE]); // s=127: 255/255 = 1.0
  eqBits(load(D8, SNORM_OGL, [0x00]), [fb(1 / 255), 0, 0, ONE]); // s=0: 1/255
  eqBits(load(D8, SNORM_OGL, [0xff]), [fb(-1 / 255), 0, 0, ONE]); // s=-1: -1/255
});

test("load '16' SNORM: s/32767, most negative clamps to -1", () => {
  eqBits(load(D16, SNORM, [0x00, 0x80]), [0xbf800000, 0, 0, ONE]); // -32768/32767 < -1 -> -1
  eqBits(load(D16, SNORM, [0x01, 0x80]), [0xbf800000, 0, 0, ONE]); // -32767/32767 = -1
  eqBits(load(D16, SNORM, [0xff, 0x7f]), [ONE, 0, 0, ONE]); // 32767/32767 = 1
  eqBits(load(D16, SNORM, [0x00, 0x40]), [fb(16384 / 32767), 0, 0, ONE]); // 0x4000 = 16384/32767
});

test("load '8_8' UINT: zero-extend, missing W is integer 1", () => {
  eqBits(load(D8_8, UINT, [0xfe, 0x12]), [254, 0x12, 0, 1]);
});

test("load '32': raw bits whatever the number format", () => {
  // 0x12345678 would be a huge UNORM if converted; 32-bit components pass through.
  eqBits(load(D32, UNORM, [0x78, 0x56, 0x34, 0x12]), [0x12345678, 0, 0, ONE]);
  eqBits(load(D32, SINT, [0xff, 0xff, 0xff, 0xff]), [0xffffffff, 0, 0, 1]);
  eqBits(load(D32, USCALED, [0x01, 0x00, 0x00, 0x00]), [1, 0, 0, ONE]); // not 1.0f
});

test("load '16_16' FLOAT: IEEE half -> f32", () => {
  // 0x3c00 = 1.0; 0xc000 = sign, exponent 16 -> -2.0 = 0xc0000000.
  eqBits(load(D16_16, FLOAT, [0x00, 0x3c, 0x00, 0xc0]), [ONE, 0xc0000000, 0, ONE]);
});

test("load '10_11_11' FLOAT: X uf11 bits 10:0, Y uf11 21:11, Z uf10 31:22", () => {
  // X = uf11 1.0 (e15 m0) = 15<<6 = 0x3c0; Y = uf11 0.5 (e14) = 0x380; Z = uf10 2.0 (e16) = 16<<5 = 0x200.
  // word = 0x3c0 | 0x380<<11 (0x1c0000) | 0x200<<22 (0x80000000) = 0x801c03c0.
  eqBits(load(D10_11_11, FLOAT, le32(0x801c03c0)), [ONE, 0x3f000000, 0x40000000, ONE]);
});

test("load '11_11_10' FLOAT: X uf10 bits 9:0, Y uf11 20:10, Z uf11 31:21 (denormal, Inf, NaN)", () => {
  // X = uf10 0x001: denormal 1 * 2^-14 * 2^-5 = 2^-19 -> exponent 127-19 = 108 -> 0x36000000.
  // Y = uf11 0x7c0: e31 m0 = +Inf. Z = uf11 0x7c1: NaN, mantissa 1 moved up to bit 23-6 = 17 (Mesa):
  // 0x7f800000 | 0x20000 = 0x7f820000. word = 1 | 0x7c0<<10 (0x1f0000) | 0x7c1<<21 (0xf8200000) = 0xf83f0001.
  eqBits(load(D11_11_10, FLOAT, le32(0xf83f0001)), [0x36000000, 0x7f800000, 0x7f820000, ONE]);
});

test("load '10_10_10_2' SINT: X:2 Y:10 Z:10 W:10 sign-extended", () => {
  // X = 0b10 = -2; Y = 0x3ff = -1; Z = 0x1ff = 511; W = 0x200 = -512.
  // word = 2 | 0x3ff<<2 (0xffc) | 0x1ff<<12 (0x1ff000) | 0x200<<22 (0x80000000) = 0x801ffffe.
  eqBits(load(D10_10_10_2, SINT, le32(0x801ffffe)), [0xfffffffe, 0xffffffff, 511, 0xfffffe00]);
});

test("load '2_10_10_10' UNORM: X:10 Y:10 Z:10 W:2", () => {
  // X = 0x3ff -> 1.0; Y = 0; Z = 0x200 = 512/1023; W = 1 -> 1/3.
  // word = 0x3ff | 0x200<<20 (0x20000000) | 1<<30 (0x40000000) = 0x600003ff.
  eqBits(load(D2_10_10_10, UNORM, le32(0x600003ff)), [ONE, 0, fb(512 / 1023), fb(1 / 3)]);
});

test("load '8_8_8_8' SSCALED: signed int -> float without scaling", () => {
  // -128 = -2^7 -> 0xc3000000; 127 = 1.984375*2^6 -> 0x42800000 | 0x7e0000 = 0x42fe0000;
  // -1 -> 0xbf800000; 5 = 1.25*2^2 -> 0x40800000 | 0x200000 = 0x40a00000.
  eqBits(load(D8_8_8_8, SSCALED, [0x80, 0x7f, 0xff, 0x05]), [0xc3000000, 0x42fe0000, 0xbf800000, 0x40a00000]);
});

test("load '8_8_8_8' SNORM (no missing components)", () => {
  // 0x81 = -127 -> -1; 0x80 = -128 -> clamp -1; 0x40 = 64/127; 0x7f = 1.
  eqBits(load(D8_8_8_8, SNORM, [0x81, 0x80, 0x40, 0x7f]), [0xbf800000, 0xbf800000, fb(64 / 127), ONE]);
});

test("load '32_32' FLOAT: raw dwords, Z = 0, W = 1.0f", () => {
  eqBits(load(D32_32, FLOAT, [...le32(0x7fc00001), ...le32(0x80000000)]), [0x7fc00001, 0x80000000, 0, ONE]);
});

test("load '16_16_16_16' USCALED: unsigned int -> float", () => {
  // 65535 = (1 + 32767/32768)*2^15 -> 0x47000000 | 32767<<8 = 0x477fff00; 1 -> 1.0; 32768 = 2^15 -> 0x47000000; 0.
  eqBits(load(D16_16_16_16, USCALED, [0xff, 0xff, 0x01, 0x00, 0x00, 0x80, 0x00, 0x00]), [0x477fff00, ONE, 0x47000000, 0]);
});

test("load '32_32_32' SINT and FLOAT: raw, W = 1 / 1.0f", () => {
  const bytes = [...le32(0xdeadbeef), ...le32(1), ...le32(0x80000000)];
  eqBits(load(D32_32_32, SINT, bytes), [0xdeadbeef, 1, 0x80000000, 1]);
  eqBits(load(D32_32_32, FLOAT, bytes), [0xdeadbeef, 1, 0x80000000, ONE]);
});

test("load '32_32_32_32' SNORM: raw 4 dwords", () => {
  const bytes = [...le32(0xffffffff), ...le32(0x3f800000), ...le32(0), ...le32(0x12345678)];
  eqBits(load(D32_32_32_32, SNORM, bytes), [0xffffffff, 0x3f800000, 0, 0x12345678]);
});

test('load at an offset reads little-endian from bytes[at..]', () => {
  // '16' UINT at 3: bytes 0x34,0x12 -> 0x1234; bytes before/after ignored.
  eqBits(load(D16, UINT, [0xaa, 0xbb, 0xcc, 0x34, 0x12, 0xdd], 3), [0x1234, 0, 0, 1]);
});

test('load: missing-component fill per number format', () => {
  // One 8-bit component = 2: X converted, then 0, 0, 1 (1.0f for float number formats, 1 for UINT/SINT).
  eqBits(load(D8, USCALED, [2]), [0x40000000, 0, 0, ONE]); // 2.0
  eqBits(load(D8, SSCALED, [0xfe]), [0xc0000000, 0, 0, ONE]); // -2.0
  eqBits(load(D8, SINT, [0xfe]), [0xfffffffe, 0, 0, 1]); // -2
  eqBits(load(D8, UINT, [0xfe]), [0xfe, 0, 0, 1]);
  eqBits(load(D16_16, SNORM_OGL, [0, 0, 0, 0]), [fb(1 / 65535), fb(1 / 65535), 0, ONE]); // (2*0+1)/65535
});

test('load DATA_FORMAT 0 (invalid) and 15 (reserved): nothing read, all zero', () => {
  eqBits(load(0, FLOAT, [1, 2, 3, 4]), [0, 0, 0, 0]);
  eqBits(load(15, UINT, [1, 2, 3, 4]), [0, 0, 0, 0]);
});

// ---------------------------------------------------------------------------------------------
// Stores, one per data format (and every writable number format)

test("store '8' UNORM: clamp to [0,1], scale by 255, round half to even", () => {
  const st = (bits: number) => store(D8, UNORM, [bits], 1, [0xaa])[0];
  assert.equal(st(fb(0.5)), 0x80); // 127.5 -> tie -> 128 (even)
  assert.equal(st(fb(0.25)), 0x40); // 63.75 -> 64
  assert.equal(st(fb(1.5)), 0xff); // > 1 clamps to 1 -> 255
  assert.equal(st(0x7f800000), 0xff); // +Inf clamps to 1
  assert.equal(st(fb(-0.25)), 0x00); // < 0 clamps to 0
  assert.equal(st(0x80000000), 0x00); // -0
  assert.equal(st(0x7fc00000), 0x00); // NaN -> 0
  assert.equal(st(fb(1 / 255)), 0x01); // (1/255 in f32) * 255 = 1.0000000x -> 1
});

test("store 10- and 2-bit UNORM ties: 0.5 -> 512 (511.5), 0.5 -> 2 (1.5)", () => {
  // '2_10_10_10' UNORM [1.0, 0.5, 0, 0.5]: X 1023, Y 511.5 -> 512, Z 0, W 1.5 -> 2.
  // word = 0x3ff | 512<<10 (0x80000) | 2<<30 (0x80000000) = 0x800803ff.
  eqBits(store(D2_10_10_10, UNORM, [ONE, fb(0.5), 0, fb(0.5)], 4, [0, 0, 0, 0]), le32(0x800803ff));
});

test("store '16' SNORM: clamp to [-1,1], scale by 32767, round half to even", () => {
  const st = (bits: number) => store(D16, SNORM, [bits], 1, [0xaa, 0xaa]);
  eqBits(st(0xbf800000), [0x01, 0x80]); // -1 -> -32767 = 0x8001
  eqBits(st(fb(-2)), [0x01, 0x80]); // clamps to -1 -> 0x8001 (never -32768)
  eqBits(st(ONE), [0xff, 0x7f]); // 32767
  eqBits(st(fb(3)), [0xff, 0x7f]); // clamps to 1
  eqBits(st(fb(-0.5)), [0x00, 0xc0]); // -16383.5 -> tie -> -16384 (even) = 0xc000
  eqBits(st(fb(0.5)), [0x00, 0x40]); // 16383.5 -> 16384 = 0x4000
  eqBits(st(0x7fc00000), [0x00, 0x00]); // NaN -> 0
});

test("store '8_8' UINT: low 8 bits of each component", () => {
  eqBits(store(D8_8, UINT, [0x1234, 0xffffff80], 2, [0, 0]), [0x34, 0x80]);
});

test("store '32' UNORM: raw bits (no clamp)", () => {
  // 0x40490fdb (pi) would clamp to 1 if converted; 32-bit components are written raw.
  eqBits(store(D32, UNORM, [0x40490fdb], 1, [0, 0, 0, 0]), [0xdb, 0x0f, 0x49, 0x40]);
});

test("store '16_16' FLOAT: f32 -> f16 (sign kept, overflow to Inf)", () => {
  // 1.0 -> 0x3c00; 65520 is halfway between 65504 (0x7bff, odd) and 65536 -> even -> Inf 0x7c00.
  eqBits(store(D16_16, FLOAT, [ONE, fb(65520)], 2, [0, 0, 0, 0]), [0x00, 0x3c, 0x00, 0x7c]);
  // -2.0 -> 0xc000 (f16 has a sign; only uf11/uf10 lose negatives).
  eqBits(store(D16_16, FLOAT, [fb(-2), 0], 2, [0, 0, 0, 0]), [0x00, 0xc0, 0x00, 0x00]);
});

test("store '10_11_11' FLOAT: uf11/uf11/uf10, negatives -> 0, Inf -> Inf", () => {
  // X 1.0 -> uf11 0x3c0; Y -3.0 -> 0; Z +Inf -> uf10 e31 m0 = 0x3e0.
  // word = 0x3c0 | 0 | 0x3e0<<22 (0xf8000000) = 0xf80003c0.
  eqBits(store(D10_11_11, FLOAT, [ONE, fb(-3), 0x7f800000], 3, [0xff, 0xff, 0xff, 0xff]), le32(0xf80003c0));
});

test("store '11_11_10' FLOAT: uf10/uf11/uf11", () => {
  // X 0.5 -> uf10 e14 = 14<<5 = 0x1c0; Y 2.0 -> uf11 e16 = 0x400; Z 65024 = (1+63/64)*2^15 -> uf11 max 0x7bf.
  // word = 0x1c0 | 0x400<<10 (0x100000) | 0x7bf<<21 (0xf7e00000) = 0xf7f001c0.
  eqBits(store(D11_11_10, FLOAT, [fb(0.5), fb(2), fb(65024)], 3, [0, 0, 0, 0]), le32(0xf7f001c0));
});

test("store '10_10_10_2' UINT: low bits per field", () => {
  // X 7 & 3 = 3; Y 0x3ff; Z 0x400 & 0x3ff = 0; W 5. word = 3 | 0xffc | 0 | 5<<22 (0x1400000) = 0x01400fff.
  eqBits(store(D10_10_10_2, UINT, [7, 0x3ff, 0x400, 5], 4, [0xff, 0xff, 0xff, 0xff]), le32(0x01400fff));
});

test("store '8_8_8_8' SNORM: 1 -> 127, -1 -> -127, -0.5 -> -64 (tie to even), 0.25 -> 32", () => {
  // -0.5*127 = -63.5 -> -64 (even; round-half-up would give -63) = 0xc0; 0.25*127 = 31.75 -> 32.
  eqBits(store(D8_8_8_8, SNORM, [ONE, 0xbf800000, fb(-0.5), fb(0.25)], 4, [0, 0, 0, 0]), [0x7f, 0x81, 0xc0, 0x20]);
});

test("store '32_32' SINT: raw", () => {
  eqBits(store(D32_32, SINT, [0x80000000, 0x12345678], 2, new Array(8).fill(0)), [...le32(0x80000000), ...le32(0x12345678)]);
});

test("store '16_16_16_16' SINT: low 16 bits, no saturation", () => {
  // 0x12345 -> 0x2345; 0xffff8000 -> 0x8000; 0; 0xffffffff -> 0xffff.
  eqBits(store(D16_16_16_16, SINT, [0x12345, 0xffff8000, 0, 0xffffffff], 4, new Array(8).fill(0xaa)),
    [0x45, 0x23, 0x00, 0x80, 0x00, 0x00, 0xff, 0xff]);
});

test("store '32_32_32' FLOAT and '32_32_32_32' UINT: raw", () => {
  eqBits(store(D32_32_32, FLOAT, [0x7fc00000, 0xff800000, 1], 3, new Array(12).fill(0)),
    [...le32(0x7fc00000), ...le32(0xff800000), ...le32(1)]);
  eqBits(store(D32_32_32_32, UINT, [1, 2, 3, 0xffffffff], 4, new Array(16).fill(0)),
    [...le32(1), ...le32(2), ...le32(3), ...le32(0xffffffff)]);
});

// ---------------------------------------------------------------------------------------------
// Partial stores (P8: only the components the op supplies are written)

test('partial store keeps the other components of the element', () => {
  // '8_8_8_8' UNORM, 2 components [1.0, 0]: bytes 0,1 = 0xff,0x00; Z,W bytes keep 0x33,0x44.
  eqBits(store(D8_8_8_8, UNORM, [ONE, 0, ONE, ONE], 2, [0x11, 0x22, 0x33, 0x44]), [0xff, 0x00, 0x33, 0x44]);
  // '2_10_10_10' UINT, X only = 0 into 0xffffffff: bits 9:0 cleared -> 0xfffffc00.
  eqBits(store(D2_10_10_10, UINT, [0], 1, [0xff, 0xff, 0xff, 0xff]), le32(0xfffffc00));
  // '10_11_11' FLOAT, X,Y = 0 into 0xffffffff: bits 21:0 cleared, Z (31:22) kept -> 0xffc00000.
  eqBits(store(D10_11_11, FLOAT, [0, 0], 2, [0xff, 0xff, 0xff, 0xff]), le32(0xffc00000));
  // '16_16_16_16' FLOAT, 3 components of 1.0 (0x3c00): W bytes keep 0xaa.
  eqBits(store(D16_16_16_16, FLOAT, [ONE, ONE, ONE], 3, new Array(8).fill(0xaa)), [0, 0x3c, 0, 0x3c, 0, 0x3c, 0xaa, 0xaa]);
  // '32_32_32' UINT, 2 components: the third dword keeps its bytes.
  eqBits(store(D32_32_32, UINT, [5, 6], 2, new Array(12).fill(0x77)), [...le32(5), ...le32(6), 0x77, 0x77, 0x77, 0x77]);
  // count 0 writes nothing.
  eqBits(store(D8_8, UINT, [1, 2], 0, [9, 9]), [9, 9]);
});

test('store: extra components are ignored, bytes outside the element untouched', () => {
  // '8' UINT at 1 with 4 components: only byte 1 = 0x99.
  eqBits(store(D8, UINT, [0x99, 0x77, 0x55, 0x33], 4, [1, 2, 3, 4], 1), [1, 0x99, 3, 4]);
  // '16_16' UINT at 2 in 8 bytes: bytes 2..5 = 0x0201, 0x0403.
  eqBits(store(D16_16, UINT, [0x0201, 0x0403], 2, [0xee, 0xee, 0, 0, 0, 0, 0xee, 0xee], 2), [0xee, 0xee, 1, 2, 3, 4, 0xee, 0xee]);
});

test('store: fields the number format cannot encode keep their bits', () => {
  // USCALED / SSCALED / SNORM_OGL are not writable (the caller drops such stores); packFormat leaves the field.
  eqBits(store(D8, USCALED, [ONE], 1, [0x5a]), [0x5a]);
  eqBits(store(D8, SSCALED, [ONE], 1, [0x5a]), [0x5a]);
  eqBits(store(D8, SNORM_OGL, [ONE], 1, [0x5a]), [0x5a]);
  // FLOAT has no 8-bit encoding: kept. 32-bit components are raw even for USCALED.
  eqBits(store(D8, FLOAT, [ONE], 1, [0x5a]), [0x5a]);
  eqBits(store(D32, USCALED, [0x01020304], 1, [0, 0, 0, 0]), [4, 3, 2, 1]);
});

// ---------------------------------------------------------------------------------------------
// uf11 / uf10 (e5m6 / e5m5, bias 15, no sign)

const uf11Load = (v: number) => load(D10_11_11, FLOAT, le32(v))[0]; // X field bits 10:0
const uf10Load = (v: number) => load(D11_11_10, FLOAT, le32(v))[0]; // X field bits 9:0
const uf11Store = (bits: number) => {
  const b = store(D10_11_11, FLOAT, [bits], 1, [0, 0, 0, 0]);
  return (b[0] | (b[1] << 8)) & 0x7ff;
};
const uf10Store = (bits: number) => {
  const b = store(D11_11_10, FLOAT, [bits], 1, [0, 0, 0, 0]);
  return (b[0] | (b[1] << 8)) & 0x3ff;
};

test('uf11 / uf10 load: normal, max, denormal, Inf, NaN, zero', () => {
  assert.equal(uf11Load(0), 0);
  // uf11 max 0x7bf = e30 m63 = (1+63/64)*2^15 = 65024 -> exponent 142 (0x47000000) | 63<<17 (0x7e0000).
  assert.equal(uf11Load(0x7bf), 0x477e0000);
  // uf11 0x001 = 2^-14 * 1/64 = 2^-20 -> exponent 107 -> 107<<23 = 0x35800000.
  assert.equal(uf11Load(0x001), 0x35800000);
  assert.equal(uf11Load(0x03f), fb(63 * 2 ** -20)); // largest uf11 denormal
  assert.equal(uf11Load(0x040), 0x38800000); // smallest normal 2^-14: exponent 113
  // uf10 0x01f = 31 * 2^-14/32 = 31 * 2^-19.
  assert.equal(uf10Load(0x01f), fb(31 * 2 ** -19));
  assert.equal(uf10Load(0x3df), fb(64512)); // uf10 max = (1+31/32)*2^15 = 64512
  assert.equal(uf10Load(0x3e0), 0x7f800000); // Inf
  assert.equal(uf10Load(0x3e1), 0x7f840000); // NaN: mantissa 1 -> bit 23-5 = 18 (Mesa keeps the payload)
  assert.equal(uf10Load(0x1e0), ONE); // 15<<5: e15 m0 = 1.0
});

test('uf11 / uf10 store: round to nearest even, overflow, denormals, negatives, NaN', () => {
  // Normal ties (uf11 ulp at 1.0 is 1/64): 1+1/128 -> tie -> m0; 1+3/128 -> tie between m1 and m2 -> m2.
  assert.equal(uf11Store(fb(1 + 1 / 128)), 0x3c0);
  assert.equal(uf11Store(fb(1 + 3 / 128)), 0x3c2);
  assert.equal(uf11Store(fb(1 + 1 / 128 + 2 ** -20)), 0x3c1); // just above the tie
  // Overflow: uf11 max 65024, ulp 512; 65280 = max + half ulp -> tie, m63 odd -> Inf; 65279 -> max.
  assert.equal(uf11Store(fb(65280)), 0x7c0);
  assert.equal(uf11Store(fb(65279)), 0x7bf);
  assert.equal(uf11Store(fb(1e10)), 0x7c0);
  assert.equal(uf11Store(0x7f800000), 0x7c0); // +Inf
  // uf10 max 64512, ulp 1024: 65024 = tie, m31 odd -> Inf; 65023 -> max 0x3df.
  assert.equal(uf10Store(fb(65024)), 0x3e0);
  assert.equal(uf10Store(fb(65023)), 0x3df);
  // Denormals (uf11 unit 2^-20): 2^-20 -> 1; 2^-21 = half -> tie -> 0; 3*2^-21 = 1.5 -> tie -> 2.
  assert.equal(uf11Store(fb(2 ** -20)), 1);
  assert.equal(uf11Store(fb(2 ** -21)), 0);
  assert.equal(uf11Store(fb(3 * 2 ** -21)), 2);
  assert.equal(uf11Store(fb(2 ** -21 + 2 ** -30)), 1);
  // uf10 (unit 2^-19): 31.5 units -> tie between 31 (odd) and 32 = smallest normal 0x020.
  assert.equal(uf10Store(fb(31.5 * 2 ** -19)), 0x020);
  // Negatives, -0 and -Inf -> 0.
  assert.equal(uf11Store(fb(-1)), 0);
  assert.equal(uf11Store(0x80000000), 0);
  assert.equal(uf10Store(0xff800000), 0);
  assert.equal(uf10Store(fb(-(2 ** -19))), 0);
  // NaN (either sign) -> NaN: exponent all ones, mantissa non-zero.
  for (const nan of [0x7fc00000, 0xffc00000, 0x7f800001]) {
    const a = uf11Store(nan);
    assert.ok((a >>> 6) === 0x1f && (a & 0x3f) !== 0, `uf11 ${nan.toString(16)} -> ${a.toString(16)}`);
    const b = uf10Store(nan);
    assert.ok((b >>> 5) === 0x1f && (b & 0x1f) !== 0, `uf10 ${nan.toString(16)} -> ${b.toString(16)}`);
  }
});

// ---------------------------------------------------------------------------------------------
// f16

test('f32ToF16: exact values, signs, overflow to Inf', () => {
  assert.equal(f32ToF16(ONE), 0x3c00);
  assert.equal(f32ToF16(fb(-2)), 0xc000);
  assert.equal(f32ToF16(0), 0x0000);
  assert.equal(f32ToF16(0x80000000), 0x8000); // -0
  assert.equal(f32ToF16(fb(65504)), 0x7bff); // max half
  assert.equal(f32ToF16(fb(65519)), 0x7bff); // below the 65520 midpoint
  assert.equal(f32ToF16(fb(65520)), 0x7c00); // midpoint, 0x7bff odd -> up -> Inf
  assert.equal(f32ToF16(fb(1e6)), 0x7c00);
  assert.equal(f32ToF16(fb(-1e6)), 0xfc00);
  assert.equal(f32ToF16(0x7f800000), 0x7c00);
  assert.equal(f32ToF16(0xff800000), 0xfc00);
});

test('f32ToF16: round to nearest, ties to even', () => {
  // ulp at 1.0 is 2^-10.
  assert.equal(f32ToF16(fb(1 + 2 ** -11)), 0x3c00); // tie between m0 and m1 -> m0
  assert.equal(f32ToF16(fb(1 + 3 * 2 ** -11)), 0x3c02); // tie between m1 and m2 -> m2
  assert.equal(f32ToF16(fb(1 + 5 * 2 ** -11)), 0x3c02); // tie between m2 and m3 -> m2
  assert.equal(f32ToF16(fb(1 + 2 ** -11 + 2 ** -20)), 0x3c01); // just above the tie
  assert.equal(f32ToF16(fb(2 - 2 ** -12)), 0x4000); // rounds up into the next exponent
});

test('f32ToF16: denormals', () => {
  // Smallest half denormal 2^-24.
  assert.equal(f32ToF16(fb(2 ** -24)), 0x0001);
  assert.equal(f32ToF16(fb(-(2 ** -24))), 0x8001);
  assert.equal(f32ToF16(fb(2 ** -25)), 0x0000); // half of it: tie -> 0 (even)
  assert.equal(f32ToF16(fb(2 ** -25 + 2 ** -35)), 0x0001); // just above half
  assert.equal(f32ToF16(fb(3 * 2 ** -25)), 0x0002); // 1.5 units: tie -> 2
  assert.equal(f32ToF16(fb(1023 * 2 ** -24)), 0x03ff); // largest denormal
  assert.equal(f32ToF16(fb(1023.5 * 2 ** -24)), 0x0400); // tie, 1023 odd -> 1024 = smallest normal
  assert.equal(f32ToF16(fb(2 ** -14)), 0x0400);
  assert.equal(f32ToF16(0x00000001), 0x0000); // f32 denormal
  assert.equal(f32ToF16(0x80000001), 0x8000);
});

test('f32ToF16: NaN stays NaN and is quiet', () => {
  for (const nan of [0x7fc00000, 0x7f800001, 0x7fffffff, 0xffc00000]) {
    const h = f32ToF16(nan);
    assert.equal(h & 0x7e00, 0x7e00, `${nan.toString(16)} -> ${h.toString(16)}: exponent 31 and quiet bit`);
    assert.equal(h >>> 15, nan >>> 31, 'sign kept');
  }
});

test('f16ToF32: exact conversion incl. denormals, Inf, NaN', () => {
  assert.equal(f16ToF32(0x3c00), ONE);
  assert.equal(f16ToF32(0xc000), 0xc0000000);
  assert.equal(f16ToF32(0x0000), 0);
  assert.equal(f16ToF32(0x8000), 0x80000000);
  assert.equal(f16ToF32(0x0001), 0x33800000); // 2^-24: exponent 103
  assert.equal(f16ToF32(0x8001), 0xb3800000);
  assert.equal(f16ToF32(0x03ff), fb(1023 * 2 ** -24));
  assert.equal(f16ToF32(0x0400), 0x38800000); // 2^-14: exponent 113
  assert.equal(f16ToF32(0x7bff), 0x477fe000); // 65504 = 0x47000000 | 1023<<13
  assert.equal(f16ToF32(0x7c00), 0x7f800000);
  assert.equal(f16ToF32(0xfc00), 0xff800000);
  assert.equal(f16ToF32(0x7e00), 0x7fc00000); // quiet NaN, payload 0x200<<13
  assert.equal(f16ToF32(0x7c01), 0x7fc02000); // signalling NaN comes back quiet: 1<<13 | quiet bit
});

test('f16 round trip: f32ToF16(f16ToF32(h)) == h for every non-NaN half', () => {
  for (let h = 0; h < 0x10000; h++) {
    const isNaN16 = (h & 0x7c00) === 0x7c00 && (h & 0x3ff) !== 0;
    const back = f32ToF16(f16ToF32(h));
    if (isNaN16) assert.equal(back, h | 0x200, `NaN ${h.toString(16)} comes back quiet`);
    else if (back !== h) assert.fail(`${h.toString(16)} -> ${back.toString(16)}`);
  }
});

// ---------------------------------------------------------------------------------------------
// DST_SEL

test('applyDstSel: swizzles, constants 0/1, reserved codes', () => {
  const sel = (word3: number, nfmt: number, comps: number[]) => {
    const c = Uint32Array.from(comps);
    applyDstSel(word3, nfmt, c);
    return Array.from(c);
  };
  const src = [0xa, 0xb, 0xc, 0xd];
  // X=W(7), Y=Z(6), Z=1(1), W=0(0): 7 | 6<<3 | 1<<6 | 0<<9 = 0x77; the other word3 fields are ignored.
  eqBits(sel(0xfffff077, FLOAT, src), [0xd, 0xc, ONE, 0]);
  eqBits(sel(0x77, UINT, src), [0xd, 0xc, 1, 0]); // constant 1 is integer 1 for UINT
  eqBits(sel(0x77, SINT, src), [0xd, 0xc, 1, 0]);
  eqBits(sel(0x77, SNORM_OGL, src), [0xd, 0xc, ONE, 0]);
  // Identity XYZW: 4 | 5<<3 | 6<<6 | 7<<9 = 0xfac.
  eqBits(sel(0xfac, FLOAT, src), src);
  // Swap X/Y reads the original values: 5 | 4<<3 | 6<<6 | 7<<9 = 4005.
  eqBits(sel(4005, FLOAT, src), [0xb, 0xa, 0xc, 0xd]);
  // Broadcast W: 7 in every field = 0xfff.
  eqBits(sel(0xfff, FLOAT, src), [0xd, 0xd, 0xd, 0xd]);
  // Reserved 2, 3 -> 0: X=2, Y=3, Z=X(4), W=X(4): 2 | 3<<3 | 4<<6 | 4<<9 = 2330.
  eqBits(sel(2330, FLOAT, src), [0, 0, 0xa, 0xa]);
});

test('load + DST_SEL: missing component filled before the swizzle', () => {
  // '8' UNORM 0x00 -> [0, 0, 0, 1.0f]; DST_SEL X=W(7) Y=X(4) Z=0 W=1: 7 | 4<<3 | 0<<6 | 1<<9 = 0x227.
  const out = new Uint32Array(4);
  unpackFormat(D8, UNORM, Uint8Array.of(0x00), 0, out); // X = 0
  applyDstSel(0x227, UNORM, out);
  eqBits(Array.from(out), [ONE, 0, 0, ONE]); // X <- W = 1.0f (fill), Y <- X = 0
});

// ---------------------------------------------------------------------------------------------
// D16

test('toD16: float number formats -> f16 (RNE), UINT/SINT -> low 16 bits', () => {
  assert.equal(toD16(FLOAT, ONE), 0x3c00);
  assert.equal(toD16(UNORM, fb(0.5)), 0x3800); // 0.5 = e14 -> 14<<10
  assert.equal(toD16(SNORM, 0xbf800000), 0xbc00); // -1.0
  assert.equal(toD16(USCALED, fb(65535)), 0x7c00); // 65535 > 65520 -> Inf
  assert.equal(toD16(SSCALED, fb(-3)), 0xc200); // -1.5*2^1: sign | 16<<10 | 0x200
  assert.equal(toD16(SNORM_OGL, ONE), 0x3c00);
  assert.equal(toD16(FLOAT, fb(1 + 2 ** -11)), 0x3c00); // tie -> even
  assert.equal(toD16(UINT, 0x12345678), 0x5678);
  assert.equal(toD16(SINT, 0xffff8000), 0x8000);
  assert.equal(toD16(SINT, 0x00012345), 0x2345); // truncated, not clamped
});

test('fromD16: f16 -> f32 for float formats, zero-/sign-extend for UINT/SINT', () => {
  assert.equal(fromD16(FLOAT, 0x3c00), ONE);
  assert.equal(fromD16(UNORM, 0xbc00), 0xbf800000);
  assert.equal(fromD16(SNORM, 0x3800), 0x3f000000);
  assert.equal(fromD16(UINT, 0x8000), 0x8000);
  assert.equal(fromD16(SINT, 0x8000), 0xffff8000);
  assert.equal(fromD16(SINT, 0x7fff), 0x7fff);
  assert.equal(fromD16(SINT, 0xffff), 0xffffffff);
  // D16 store path: 0x3800 (0.5) as UNORM into '8' -> 127.5 -> 128.
  eqBits(store(D8, UNORM, [fromD16(UNORM, 0x3800)], 1, [0]), [0x80]);
  // D16 load path: '8' SNORM 0x81 = -1.0 -> f16 0xbc00.
  assert.equal(toD16(SNORM, load(D8, SNORM, [0x81])[0]), 0xbc00);
});
