// runKernel() on the corpus's integer, byte/short, 64-bit, cross-lane and atomic kernels
// (scripts/kernels/int64.cl, bytes.cl, subdword.cl, packed.cl's pk_short2, lanes.cl, wave.cl,
// histogram.cl's atomic_float_add, conv.cl), each against a CPU reference written from the
// OpenCL C source, compared exactly on all four GPUs, with 0 hazards.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runKernel, type KernelArg } from '../src/sim/index.js';
import { resolveTarget } from '../src/isa/targets.js';
import { GPUS, object, hasDpp, keepsDenormals, ints, u8, i8, u16, i16, u32, i32, u64, i64, f32, floats32, diffF32, flush32, maxNum, f32ops } from './support/kernel-ref.js';

/** Run a kernel: hazards must be none; the final bytes of every buffer argument. */
function run(gpu: string, file: string, kernel: string, grid: number[], block: number[], args: KernelArg[]): Uint8Array[] {
  const r = runKernel(object(gpu, file), kernel, { grid, block }, args);
  assert.deepEqual(r.hazards, [], `${gpu} ${kernel}: hazards`);
  assert.deepEqual(r.warnings, [], `${gpu} ${kernel}: warnings`);
  return r.buffers.map((b) => b.bytes);
}

const asU = (v: bigint): bigint => BigInt.asUintN(64, v);
const asI = (v: bigint): bigint => BigInt.asIntN(64, v);
const hex64 = (v: bigint): string => `0x${asU(v).toString(16)}`;
/** Reproducible 64-bit values with edge cases first. */
function longs(n: number, seed: number, edge: readonly bigint[]): bigint[] {
  const a = ints(2 * n, 2 ** 32, seed);
  return Array.from({ length: n }, (_, i) => (i < edge.length ? asU(edge[i]) : (BigInt(a[2 * i]) << 32n) | BigInt(a[2 * i + 1])));
}
const LONG_EDGE = [0n, 1n, -1n, 1n << 63n, (1n << 63n) - 1n, 0xffffffffn, 1n << 32n, -(1n << 31n), 0x7fffffffn, 0x80000000n];

for (const gpu of GPUS) {
  test(`${gpu}: int64_ops (64-bit add/sub/mul, variable shifts, compares, min/max, 32/64 conversions) equals the CPU reference, 0 hazards`, () => {
    const n = 128;
    const a = longs(n, 1, LONG_EDGE);
    // y * y must not overflow a long (OpenCL C: undefined): |y| < 2^31.5, edge cases included.
    const b = longs(n, 2, [0n, -1n, 1n, -(1n << 31n), 3037000499n, -3037000499n, 0x7fffffffn, 63n, 64n, -64n])
      .map((v, i) => (i < 10 ? asI(v) : asI(v) >> 33n));
    const k = 0x123456789abcdef1n;
    const out = run(gpu, 'int64', 'int64_ops', [n], [64], [{ buffer: 'ulong', data: a.map(hex64) }, { buffer: 'long', data: b.map(hex64) }, { buffer: 'ulong', data: new Array(5 * n).fill(0) }, { scalar: 'ulong', value: hex64(k) }]);
    const want: bigint[] = [];
    for (let i = 0; i < n; i++) {
      const x = a[i];
      const y = b[i];
      const sum = asU(x + y + k);
      const diff = asU(x - k);
      const prod = asU(x * 0x9e3779b97f4a7c15n + asU(y * y));
      const sh = asU(x << (y & 63n)) ^ (x >> (k & 63n)) ^ asU(y >> 7n);
      const yk = asI(k);
      const mn = y < yk ? y : yk;
      const mx = asI(x) > y ? asI(x) : y;
      const cmp = BigInt(x < k ? 1 : 0) + BigInt(y >= 0n ? 2 : 0) + BigInt(x === asU(y) ? 4 : 0);
      want.push(sum ^ diff, prod, asU(sh + cmp), asU(asU(mn + mx) + (x & 0xffffffffn) * (x >> 32n)), asU(BigInt.asIntN(32, y >> 40n) + (asU(y) & 0xffffffffn)));
    }
    assert.deepEqual(u64(out[2]).map(hex64), want.map(hex64));
  });

  test(`${gpu}: int64_div (64-bit unsigned division, signed remainder) equals the CPU reference, 0 hazards`, () => {
    const n = 128;
    const a = longs(n, 3, LONG_EDGE);
    // b[i | 1] is a divisor: never 0, and never -1 with a = LONG_MIN (undefined in OpenCL C).
    const b = longs(n, 4, [0n, 7n, 1n, -1n, 3n, (1n << 63n) - 1n, 2n, 1n << 63n, -5n, 0xffffffffn, -3n, 1n << 32n]).map((v, i) => {
      let s = asI(v);
      if (i >= 12 && i % 4 >= 2) s >>= BigInt(20 + (i % 40));   // small divisors too
      if (i & 1 && s === 0n) s = 9n;
      if (i & 1 && s === -1n && a[i & ~1] === 1n << 63n) s = -2n;
      return s;
    });
    for (let i = 0; i < n; i += 2) if (b[i + 1] === -1n && asI(a[i]) === -(1n << 63n)) b[i + 1] = 5n;
    const out = run(gpu, 'int64', 'int64_div', [n], [64], [{ buffer: 'ulong', data: a.map(hex64) }, { buffer: 'long', data: b.map(hex64) }, { buffer: 'ulong', data: new Array(n).fill(0) }, { buffer: 'long', data: new Array(n).fill(0) }]);
    const q = a.map((x, i) => x / asU(b[i] | 1n));
    // OpenCL C %: truncating division's remainder (the sign of the dividend), as BigInt's %.
    const r = a.map((x, i) => asI(x) % b[i | 1]);
    assert.deepEqual(u64(out[2]).map(hex64), q.map(hex64));
    assert.deepEqual(i64(out[3]).map(String), r.map(String));
  });

  test(`${gpu}: lut (uniform constant loads, divergent lookups, uchar stores) equals the CPU reference, 0 hazards`, () => {
    const n = 192;
    const table = ints(256, 2 ** 32, 5);
    const idx = ints(n, 65536, 6);
    const bias = 0x9c5;
    const out = run(gpu, 'bytes', 'lut', [n], [64], [{ buffer: 'uint', data: table }, { buffer: 'ushort', data: idx }, { buffer: 'uchar', data: new Array(n).fill(0) }, { scalar: 'uint', value: bias }]);
    const u = table[bias & 63] + table[(bias >> 6) & 63];
    assert.deepEqual(u8(out[2]), idx.map((x) => (u + table[x & 255]) & 0xff));
  });

  test(`${gpu}: widen (uchar4 to ushort4, char and short truncations) equals the CPU reference, 0 hazards`, () => {
    const n = 128;
    const c = ints(4 * n, 256, 8);
    c.splice(0, 8, 0, 0, 0, 255, 255, 255, 255, 0);
    const out = run(gpu, 'bytes', 'widen', [n], [64], [{ buffer: 'uchar4', data: c }, { buffer: 'ushort4', data: new Array(4 * n).fill(0) }, { buffer: 'char', data: new Array(n).fill(0) }, { buffer: 'short', data: new Array(n).fill(0) }]);
    const w = c.map((v) => (v * 3) & 0xffff);
    assert.deepEqual(u16(out[1]), w);
    assert.deepEqual(i8(out[2]), Array.from({ length: n }, (_, i) => ((c[4 * i] - c[4 * i + 3]) << 24) >> 24));
    assert.deepEqual(i16(out[3]), Array.from({ length: n }, (_, i) => ((w[4 * i + 1] - w[4 * i + 2]) << 16) >> 16));
  });

  for (const bytes of [6000, 2000]) {
    test(`${gpu}: raw_buffer (a buffer resource built in the kernel, num_records ${bytes}: out-of-range loads give 0, stores dropped) equals the CPU reference, 0 hazards`, () => {
      // 1024 work-items store words 0..1023 and load words i and i + 1028 (4096 + soffset 16
      // bytes further): no word one work-item stores is loaded by another.
      const n = 1024;
      const words = 2100;
      const base = ints(words, 2 ** 32, 9);
      const out = run(gpu, 'bytes', 'raw_buffer', [n], [256], [{ buffer: 'uint', data: base }, { scalar: 'uint', value: bytes }, { scalar: 'uint', value: 0 }]);
      // Range check of a raw (stride 0, untyped) access: GCN 1.0-1.2 offset + soffset >= num_records
      // (docs/sim.md P3); GCN 1.4 leaves soffset out (the Vega manual's raw-buffer rule).
      const soff = resolveTarget(gpu)!.gen === 'gcn1.4' ? 0 : 16;
      const want = [...base];
      for (let i = 0; i < n; i++) {
        const off = 4 * i;
        const v = off < bytes ? base[i] : 0;
        const w = off + 4096 + soff < bytes ? base[i + 1028] : 0;
        if (off < bytes) want[i] = (v + w) >>> 0;
      }
      assert.deepEqual(u32(out[0]), want);
    });
  }

  test(`${gpu}: bytes4 (uchar4 add, max - min, widening multiply) equals the CPU reference, 0 hazards`, () => {
    const n = 128;
    const x = ints(4 * n, 256, 10);
    const y = ints(4 * n, 256, 11);
    x.splice(0, 4, 255, 0, 128, 7);
    y.splice(0, 4, 1, 255, 128, 200);
    const out = run(gpu, 'subdword', 'bytes4', [n], [64], [{ buffer: 'uchar4', data: x }, { buffer: 'uchar4', data: y }, { buffer: 'uchar4', data: new Array(4 * n).fill(0) }, { buffer: 'uchar4', data: new Array(4 * n).fill(0) }, { buffer: 'ushort4', data: new Array(4 * n).fill(0) }]);
    assert.deepEqual(u8(out[2]), x.map((v, i) => (v + y[i]) & 0xff));
    assert.deepEqual(u8(out[3]), x.map((v, i) => Math.abs(v - y[i])));
    assert.deepEqual(u16(out[4]), x.map((v, i) => v * y[i]));
  });

  test(`${gpu}: shorts2 (short2 shifts and subtract, a widening dot product) equals the CPU reference, 0 hazards`, () => {
    const n = 128;
    const s16 = (v: number): number => (v << 16) >> 16;
    const x = ints(2 * n, 65536, 12).map(s16);
    const y = ints(2 * n, 65536, 13).map(s16);
    x.splice(0, 4, -32768, 32767, -1, 0);
    y.splice(0, 4, -32768, -32768, 32767, -7);
    const out = run(gpu, 'subdword', 'shorts2', [n], [64], [{ buffer: 'short2', data: x }, { buffer: 'short2', data: y }, { buffer: 'short2', data: new Array(2 * n).fill(0) }, { buffer: 'int', data: new Array(n).fill(0) }]);
    assert.deepEqual(i16(out[2]), x.map((v, i) => s16((v << (i % 2 ? 2 : 1)) - (y[i] >> (i % 2 ? 1 : 3)))));
    assert.deepEqual(i32(out[3]), Array.from({ length: n }, (_, i) => (Math.imul(x[2 * i], y[2 * i]) + Math.imul(x[2 * i + 1], y[2 * i + 1])) | 0));
  });

  test(`${gpu}: signed_bytes (char4 compares, abs, char to float) equals the CPU reference, 0 hazards`, () => {
    const n = 128;
    const c = ints(4 * n, 256, 14).map((v) => (v << 24) >> 24);
    c.splice(0, 8, -128, 127, -1, 0, 0, -128, 5, -5);
    const out = run(gpu, 'subdword', 'signed_bytes', [n], [64], [{ buffer: 'char4', data: c }, { buffer: 'int', data: new Array(n).fill(0) }, { buffer: 'float', data: new Array(n).fill(0) }]);
    const q = (i: number): number[] => c.slice(4 * i, 4 * i + 4);
    assert.deepEqual(i32(out[1]), Array.from({ length: n }, (_, i) => { const [a, b, z, w] = q(i); return (a < b ? z : w) + Math.abs(b); }));
    assert.deepEqual(f32(out[2]), Array.from({ length: n }, (_, i) => q(i)[0] + q(i)[3] * 0.5));
  });

  test(`${gpu}: extract (bytes of a uint to float, ushort and uchar truncations) equals the CPU reference, 0 hazards`, () => {
    const n = 128;
    const w = ints(n, 2 ** 32, 15);
    w.splice(0, 3, 0, 0xffffffff, 0x80ff7f01);
    const out = run(gpu, 'subdword', 'extract', [n], [64], [{ buffer: 'uint', data: w }, { buffer: 'float', data: new Array(n).fill(0) }, { buffer: 'ushort', data: new Array(n).fill(0) }, { buffer: 'uchar', data: new Array(n).fill(0) }]);
    assert.deepEqual(f32(out[1]), w.map((v) => (v & 0xff) + ((v >>> 8) & 0xff) + ((v >>> 16) & 0xff) + (v >>> 24)));
    assert.deepEqual(u16(out[2]), w.map((v) => ((v >>> 16) + (v & 0xffff)) & 0xffff));
    assert.deepEqual(u8(out[3]), w.map((v) => ((v >>> 16) ^ (v >>> 8)) & 0xff));
  });

  test(`${gpu}: pk_short2 (short2/ushort2 arithmetic in 16 bits: v_pk_* on gfx900) equals the CPU reference, 0 hazards`, () => {
    const n = 128;
    const s16 = (v: number): number => (v << 16) >> 16;
    const x = ints(2 * n, 65536, 16).map(s16);
    const u = ints(2 * n, 65536, 17);
    x.splice(0, 4, -32768, 32767, -32767, 32764);
    u.splice(0, 4, 65535, 65529, 0, 8191);
    const out = run(gpu, 'packed', 'pk_short2', [n], [64], [{ buffer: 'short2', data: x }, { buffer: 'ushort2', data: u }, { buffer: 'short2', data: new Array(4 * n).fill(0) }, { buffer: 'ushort2', data: new Array(4 * n).fill(0) }]);
    // OpenCL C vector arithmetic is done in the element type (wrapping mod 2^16), no promotion.
    const wantS: number[] = [];
    const wantU: number[] = [];
    for (let i = 0; i < n; i++) {
      const xs = [x[2 * i], x[2 * i + 1]];
      const us = [u[2 * i], u[2 * i + 1]];
      const d = xs.map((v, c) => s16(v - [3, -4][c]));
      const mx = xs.map((v, c) => Math.max(v, d[c]) >> [1, 2][c]);
      const s = us.map((v, c) => (v + [7, 9][c]) & 0xffff);
      const q = us.map((v, c) => (Math.imul(v, s[c]) + 1) & 0xffff);
      const l = us.map((v) => (v << 3) & 0xffff);
      wantS.push(...mx.map((v, c) => Math.min(v, [100, -100][c])), ...d.map((v, c) => s16(Math.imul(v, xs[c]))));
      wantU.push(...q.map((v, c) => Math.max(v, l[c]) >> 1), ...s.map((v, c) => (v - Math.min(us[c], l[c])) & 0xffff));
    }
    assert.deepEqual(i16(out[2]), wantS);
    assert.deepEqual(u16(out[3]), wantU);
  });
}

// ---- cross-lane kernels (lanes.cl, wave.cl) ----

/**
 * One DPP source lane for DPP_CTRL (docs/sim.md P90, from the GCN3/Vega manuals' DPP table), or
 * -1 when there is none (off the row or wave, or row_bcast's first rows).
 */
function dppSource(ctrl: number, lane: number): number {
  const row = lane & ~15;
  const r = lane & 15;
  if (ctrl <= 0xff) return (lane & ~3) | ((ctrl >> (2 * (lane & 3))) & 3);
  if (ctrl >= 0x101 && ctrl <= 0x10f) return r + (ctrl & 15) < 16 ? lane + (ctrl & 15) : -1;   // row_shl
  if (ctrl >= 0x111 && ctrl <= 0x11f) return r - (ctrl & 15) >= 0 ? lane - (ctrl & 15) : -1;   // row_shr
  if (ctrl >= 0x121 && ctrl <= 0x12f) return row | ((r - (ctrl & 15)) & 15);                   // row_ror
  switch (ctrl) {
    case 0x130: return lane < 63 ? lane + 1 : -1;   // wave_shl:1
    case 0x134: return (lane + 1) & 63;             // wave_rol:1
    case 0x138: return lane > 0 ? lane - 1 : -1;    // wave_shr:1
    case 0x13c: return (lane + 63) & 63;            // wave_ror:1
    case 0x140: return row | (15 - r);              // row_mirror
    case 0x141: return row | (r & 8) | (7 - (r & 7));   // row_half_mirror
    case 0x142: return lane >= 16 ? row - 1 : -1;   // row_bcast:15
    case 0x143: return lane >= 32 ? 31 : -1;        // row_bcast:31
  }
  throw new Error(`dpp ctrl ${ctrl}`);
}

/**
 * __builtin_amdgcn_update_dpp(old, v, ctrl, row_mask, bank_mask, bound_ctrl) over a wave: a lane
 * outside the masks keeps `old`; one with no source lane reads 0 with bound_ctrl, else keeps
 * `old`. `old` undefined (mov_dpp) marks such lanes undefined.
 */
function updateDpp(old: number | undefined, v: readonly number[], ctrl: number, rowMask: number, bankMask: number, bound: boolean): (number | undefined)[] {
  return v.map((_, i) => {
    const lane = i & 63;
    if (!((rowMask >> (lane >> 4)) & 1) || !((bankMask >> ((lane >> 2) & 3)) & 1)) return old;
    const s = dppSource(ctrl, lane);
    return s < 0 ? (bound ? 0 : old) : v[(i & ~63) | s];
  });
}

/** ds_swizzle_b32 in bitmask mode (offset bit 15 = 0): within 32 lanes, ((lane & and) | or) ^ xor. */
function swizzle(v: readonly number[], offset: number): number[] {
  const and = offset & 31;
  const or = (offset >> 5) & 31;
  const xor = (offset >> 10) & 31;
  return v.map((_, lane) => v[(lane & ~31) | (((lane & and) | or) ^ xor)]);
}

for (const gpu of GPUS) {
  test(`${gpu}: permute (DPP controls with masks and bound_ctrl on GCN 1.2/1.4, ds_swizzle on GCN 1.0/1.1) equals the CPU reference, 0 hazards`, () => {
    const n = 256;
    const v = ints(n, 2 ** 32, 18).map((x) => x | 0);
    const out = i32(run(gpu, 'lanes', 'permute', [n], [128], [{ buffer: 'int', data: v }, { buffer: 'int', data: new Array(n).fill(0) }])[1]);
    if (!hasDpp(gpu)) {
      const a = swizzle(v, 0x001b);
      const b = swizzle(v, 0x041f);
      assert.deepEqual(out, v.map((_, i) => (a[i] + b[i]) | 0));
      return;
    }
    // __builtin_amdgcn_mov_dpp leaves the lanes it does not write undefined (row_ror:1 with
    // row_mask 0x5, wave_shl:1's lane 63, wave_rol:1 with bank_mask 0x3): only the lanes where
    // every term is defined are compared (rows 0 and 2, banks 0 and 1).
    const terms = [
      updateDpp(undefined, v, 0x1b, 0xf, 0xf, false), updateDpp(undefined, v, 0x101, 0xf, 0xf, true),
      updateDpp(undefined, v, 0x121, 0x5, 0xf, false), updateDpp(undefined, v, 0x130, 0xf, 0xf, false),
      updateDpp(undefined, v, 0x134, 0xf, 0x3, false), updateDpp(undefined, v, 0x138, 0xf, 0xf, true),
      updateDpp(undefined, v, 0x13c, 0xf, 0xf, false), updateDpp(undefined, v, 0x140, 0xf, 0xf, false),
      updateDpp(undefined, v, 0x141, 0xf, 0xf, false), updateDpp(-1, v, 0x142, 0xa, 0xf, false),
    ];
    let compared = 0;
    for (let i = 0; i < n; i++) {
      const t = terms.map((x) => x[i]);
      if (t.some((x) => x === undefined)) continue;
      compared++;
      assert.equal(out[i], t.reduce((s: number, x) => (s + x!) | 0, 0), `lane ${i}`);
    }
    assert.equal(compared, 4 * 16);
  });

  test(`${gpu}: prefix_sum (DPP row shifts and broadcasts, or a swizzle) equals the CPU reference, 0 hazards`, () => {
    const n = 192;
    const x = ints(n, 2 ** 32, 19);
    x.splice(0, 2, 0xffffffff, 1);
    const out = u32(run(gpu, 'lanes', 'prefix_sum', [n], [64], [{ buffer: 'uint', data: x }, { buffer: 'uint', data: new Array(n).fill(0) }])[1]);
    let v = [...x];
    const add = (d: readonly (number | undefined)[]): void => { v = v.map((a, i) => (a + d[i]!) >>> 0); };
    if (!hasDpp(gpu)) add(swizzle(v, 0x041f));
    else for (const [c, rm, bm] of [[0x111, 15, 15], [0x112, 15, 15], [0x113, 15, 15], [0x114, 15, 14], [0x118, 15, 12], [0x142, 10, 15], [0x143, 12, 15]]) add(updateDpp(0, v, c, rm, bm, false));
    assert.deepEqual(out, v);
  });

  test(`${gpu}: row_max (fmax over DPP row shifts, NaN and denormal inputs) equals the CPU reference, 0 hazards`, () => {
    const n = 128;
    const x = floats32(n, 20);
    const keep = keepsDenormals(gpu, 'lanes', 'row_max');
    const out = f32(run(gpu, 'lanes', 'row_max', [n], [64], [{ buffer: 'float', data: x }, { buffer: 'float', data: new Array(n).fill(0) }])[1]);
    // fmax is IEEE maxNum (P81), its operands canonicalized (denormals flushed unless kept).
    const fmax = (a: number, b: number): number => flush32(keep, maxNum(flush32(keep, a), flush32(keep, b)));
    let v = [...x];
    const step = (d: readonly (number | undefined)[]): void => { v = v.map((a, i) => fmax(a, d[i]!)); };
    if (!hasDpp(gpu)) step(swizzle(v, 0x041f));
    else for (const c of [0x111, 0x112, 0x114, 0x118]) step(updateDpp(0, v, c, 15, 15, false));
    assert.deepEqual(diffF32(out, v), []);
  });

  test(`${gpu}: wave_sum (a 64-lane sum by DPP or swizzle butterflies, readlane, readfirstlane, mbcnt) equals the CPU reference, 0 hazards`, () => {
    const n = 256;
    const x = ints(n, 4001, 21).map((v) => v - 2000);
    x[64] = 5000;   // the second wave takes the uniform s_sleep branch
    const [, out, lanes] = run(gpu, 'wave', 'wave_sum', [n], [128], [{ buffer: 'int', data: x }, { buffer: 'int', data: new Array(n).fill(0) }, { buffer: 'uint', data: new Array(n).fill(0) }]);
    const want = x.map((_, i) => {
      const w = i & ~63;
      const total = x.slice(w, w + 64).reduce((s, v) => s + v, 0);
      return total - x[w];
    });
    assert.deepEqual(i32(out), want);
    assert.deepEqual(u32(lanes), x.map((_, i) => i & 63));
  });

  test(`${gpu}: atomic_float_add (a compare-and-swap loop, atomic min/max/xchg/or) equals the CPU reference, 0 hazards`, () => {
    // Values whose every partial sum is exact, so the order of the additions does not matter.
    const n = 320;
    const v = ints(n, 4001, 22).map((x, i) => (x - 2000) / (i % 3 ? 1 : 4));
    v.splice(0, 3, -0, -2000.75, 1999.5);
    const [, sum, minmax] = run(gpu, 'histogram', 'atomic_float_add', [n], [64], [{ buffer: 'float', data: v }, { buffer: 'float', data: [0.5] }, { buffer: 'int', data: [100, -100, -1, 0] }]);
    assert.deepEqual(f32(sum), [v.reduce((s, x) => s + x, 0.5)]);
    const mm = i32(minmax);
    assert.deepEqual(mm.slice(0, 2), [Math.min(100, ...v.map(Math.trunc)), Math.max(-100, ...v.map(Math.trunc))]);
    // atomic_xchg: the last work-item to exchange wins; which one is unspecified in OpenCL.
    assert.ok(mm[2] >= 0 && mm[2] < n, `xchg left ${mm[2]}`);
    assert.equal(mm[3], -1);
  });

  test(`${gpu}: conv2d (clamped 2-D convolution, a __constant filter) equals the CPU reference, 0 hazards`, () => {
    // 37 x 21 image, radius 2 (5 x 5 filter); small integers and halves: every sum exact.
    const w = 37;
    const h = 21;
    const r = 2;
    const img = ints(w * h, 33, 23).map((v) => v - 16);
    const filt = ints(25, 9, 24).map((v) => (v - 4) / 2);
    const [, , out] = run(gpu, 'conv', 'conv2d', [48, 24], [16, 8], [{ buffer: 'float', data: img }, { buffer: 'float', data: filt }, { buffer: 'float', data: new Array(w * h).fill(0) }, { scalar: 'int', value: w }, { scalar: 'int', value: h }, { scalar: 'int', value: r }]);
    const cl = (v: number, lo: number, hi: number): number => Math.min(Math.max(v, lo), hi);
    const want = img.map((_, i) => {
      const x = i % w;
      const y = Math.floor(i / w);
      let acc = 0;
      for (let dy = -r; dy <= r; dy++) for (let dx = -r; dx <= r; dx++) acc += img[cl(y + dy, 0, h - 1) * w + cl(x + dx, 0, w - 1)] * filt[(dy + r) * 5 + dx + r];
      return acc;
    });
    assert.deepEqual(f32(out), want);
  });

  test(`${gpu}: blur5 (float4 through local memory with a halo, barrier) equals the CPU reference, 0 hazards`, () => {
    const n = 150;
    const keep = keepsDenormals(gpu, 'conv', 'blur5');
    const x = floats32(4 * n, 25);
    const [, out] = run(gpu, 'conv', 'blur5', [192], [64], [{ buffer: 'float4', data: x }, { buffer: 'float4', data: new Array(4 * n).fill(7) }, { scalar: 'uint', value: n }]);
    // (s0 + s4) * 0.0625 + (s1 + s3) * 0.25 + s2 * 0.375 as clang contracts it (the left product
    // first): fmuladd(s2, 0.375, fmuladd(s0 + s4, 0.0625, (s1 + s3) * 0.25)); llvm.fmuladd is
    // v_fma_f32 with denormals kept, v_mad/v_mac_f32 when flushed.
    const o = f32ops(keep);
    const at = (g: number, c: number): number => x[4 * Math.min(Math.max(g, 0), n - 1) + c];
    const want = Array.from({ length: 4 * n }, (_, e) => {
      const g = e >> 2;
      const c = e & 3;
      const s = (d: number): number => at(g + d, c);
      return o.fmuladd(s(0), 0.375, o.fmuladd(o.add(s(-2), s(2)), 0.0625, o.mul(o.add(s(-1), s(1)), 0.25)));
    });
    assert.deepEqual(diffF32(f32(out), want), []);
  });
}
