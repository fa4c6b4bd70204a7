// runKernel() on scripts/kernels/convert.cl: casts and saturating conversions between every
// OpenCL scalar type (char ... ulong, half, float, double) and correctly rounded f32 division
// and sqrt, each against a CPU reference on all four GPUs, compared exactly, with 0 hazards.
// Conversions OpenCL C leaves undefined (NaN or out-of-range float to integer) are kept out of
// the plain casts (the kernel guards them); the saturating ones define them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runKernel, type KernelArg } from '../src/sim/index.js';
import { GPUS, object, keepsDenormals, ints, lcg, u32, i32, f32, f64, halves, floats32, diffF32, diffF64, flush32, roundExact, roundF16, f16Bits, F32 } from './support/kernel-ref.js';

function run(gpu: string, kernel: string, n: number, args: KernelArg[]): Uint8Array[] {
  const r = runKernel(object(gpu, 'convert'), kernel, { grid: [n], block: [64] }, args);
  assert.deepEqual(r.hazards, [], `${gpu} ${kernel}: hazards`);
  return r.buffers.map((b) => b.bytes);
}

const hex64 = (v: bigint): string => `0x${BigInt.asUintN(64, v).toString(16)}`;
/** Reproducible longs, edge cases first. */
function longs(n: number, seed: number): bigint[] {
  const edge = [0n, -1n, 1n, -(1n << 63n), (1n << 63n) - 1n, 0xffffffffn, -(1n << 31n), (1n << 31n) - 1n, 1n << 32n, -(1n << 32n), 255n, -129n, (1n << 53n) + 1n, (1n << 24n) + 1n, -(1n << 60n) - 12345n, 0x7fffff8000000000n];
  const w = ints(2 * n, 2 ** 32, seed);
  return Array.from({ length: n }, (_, i) => {
    if (i < edge.length) return edge[i];
    const v = BigInt.asIntN(64, (BigInt(w[2 * i]) << 32n) | BigInt(w[2 * i + 1]));
    return i % 3 === 0 ? v >> BigInt(w[2 * i] % 60) : v;   // small magnitudes too
  });
}
const clampBig = (v: bigint, lo: bigint, hi: bigint): bigint => (v < lo ? lo : v > hi ? hi : v);
const clampNum = (v: number, lo: number, hi: number): number => Math.min(Math.max(v, lo), hi);
/** convert_T_sat from a float (gcn.h): NaN gives 0, else truncated and clamped. */
const satF = (v: number, lo: number, hi: number): number => (Number.isNaN(v) ? 0 : clampNum(Math.trunc(v), lo, hi) | 0);

for (const gpu of GPUS) {
  test(`${gpu}: convert_ints (integer casts, sign extension, saturating conversions, long to int) equals the CPU reference, 0 hazards`, () => {
    const n = 192;
    const a = ints(n, 2 ** 32, 51).map((v, i) => (i % 4 === 1 ? (v | 0) >> (v % 24) : v | 0));
    a.splice(0, 10, 0, -1, 127, 128, -128, -129, 255, 256, 2 ** 31 - 1, -(2 ** 31));
    const l = longs(n, 52);
    const out = u32(run(gpu, 'convert_ints', n, [{ buffer: 'int', data: a }, { buffer: 'long', data: l.map(hex64) }, { buffer: 'uint', data: new Array(8 * n).fill(0) }])[2]);
    const want: number[] = [];
    for (let i = 0; i < n; i++) {
      const x = a[i];
      const y = l[i];
      want.push(
        x & 0xff,
        ((x << 24) >> 24) >>> 0,
        (((x << 16) >> 16) + ((x >> 3) & 0xffff)) >>> 0,
        (clampNum(x, 0, 255) | (clampNum(x >>> 0, 0, 65535) << 16)) >>> 0,
        (clampNum(x, -32768, 32767) ^ clampNum(x, -128, 127)) >>> 0,
        Number(BigInt.asUintN(32, clampBig(y, -(1n << 31n), (1n << 31n) - 1n))),
        (Number(clampBig(y, 0n, 0xffffffffn)) ^ Number(BigInt.asUintN(32, y >> 32n))) >>> 0,
        Number(BigInt.asUintN(32, BigInt.asIntN(8, y) + BigInt.asUintN(64, y) % 1000n)),
      );
    }
    assert.deepEqual(diffF64(out, want), []);
  });

  test(`${gpu}: convert_floats (float, double, half and long conversions both ways, saturating float to int) equals the CPU reference, 0 hazards`, () => {
    const n = 192;
    const x = floats32(n, 53, [0, -0, 1e-40, -3e-39, Infinity, -Infinity, NaN, 255.5, 256, -0.75, 2147483520, 2 ** 31, -(2 ** 31), -2147483904, 65519, 65520, 1e-8, 6e-8, -32768.5, 127.99, 3e9, 4.2e9]);
    const r = lcg(54);
    const dspecial = [0, -0, 5e-324, Infinity, NaN, 65519.99, 65520, 1 + 2 ** -11 + 2 ** -40, 2 ** -25 + 2 ** -60, 1e-310, 3.4028235677973366e38, 3.5e38, -29999.9, 1 + 2 ** -24, 1 + 2 ** -24 + 2 ** -52];
    const d = Array.from({ length: n }, (_, i) => (i < dspecial.length ? dspecial[i] : ((r() / 2 ** 32) * 2 - 1) * 2 ** ((r() % 80) - 40)));
    const l = longs(n, 55);
    const keep = keepsDenormals(gpu, 'convert', 'convert_floats');
    const fl = (v: number): number => flush32(keep, v);
    const [, , , iout, fout, hout, dout] = run(gpu, 'convert_floats', n, [{ buffer: 'float', data: x }, { buffer: 'double', data: d }, { buffer: 'long', data: l.map(hex64) },
      { buffer: 'int', data: new Array(4 * n).fill(0) }, { buffer: 'float', data: new Array(4 * n).fill(0) }, { buffer: 'half', data: new Array(4 * n).fill(0) }, { buffer: 'double', data: new Array(2 * n).fill(0) }]);
    const wi: number[] = [];
    const wf: number[] = [];
    const wh: number[] = [];
    const wd: number[] = [];
    const i64f32 = (v: bigint): number => roundExact(v, 0, F32);   // one rounding (Number(v) then fround would round twice)
    for (let i = 0; i < n; i++) {
      // f32 operands are flushed when the kernel flushes denormals (P83), compares included.
      const f = fl(x[i]);
      const g = d[i];
      const k = l[i];
      const af = Math.abs(f);
      wi.push(
        satF(f, -(2 ** 31), 2 ** 31 - 1),
        (satF(f, 0, 255) | Math.imul(satF(fl(Math.fround(f * 256)), -32768, 32767), 256)) | 0,
        (Math.trunc(af < 1e9 ? f : 0) + Math.trunc(af < 4e9 ? af : 1)) | 0,
        (Math.trunc(Math.abs(g) < 3e4 ? g : -1) << 16) >> 16,
      );
      wf.push(
        i64f32(k),
        fl(Math.fround(i64f32(BigInt.asUintN(64, k)) + Math.fround(Number(BigInt.asUintN(32, k))))),
        fl(Math.fround(g)),
        fl(Math.fround(roundF16(f) - Number(k >> 40n))),
      );
      wh.push(roundF16(f), roundF16(g), roundF16(Number(k >> 48n)), roundF16(Number(BigInt.asUintN(8, k)) + Number(BigInt.asIntN(8, k >> 8n))));
      wd.push(Number(k) + f, Number(BigInt.asUintN(64, k)) - Number(BigInt.asUintN(32, k >> 20n)));
    }
    assert.deepEqual(diffF64(i32(iout), wi), []);
    assert.deepEqual(diffF32(f32(fout), wf), []);
    assert.deepEqual(diffF64(halves(hout).map(f16Bits), wh.map(f16Bits)), []);
    assert.deepEqual(diffF64(f64(dout), wd), []);
  });

  test(`${gpu}: fdiv_sqrt (correctly rounded f32 division and sqrt, denormals switched on inside the division) equals the CPU reference, 0 hazards`, () => {
    const n = 320;
    const a = floats32(n, 56, [1, 0, -0, 1e-40, 1, 3.4e38, Infinity, NaN, 2 ** -126, 1e-30, 7, -1, 2 ** -149, 1e30, 0, Infinity, 2, 10, 1e-38]);
    const b = floats32(n, 57, [3, 0, 0, 3, 1e-40, 1e-30, Infinity, 1, 3, 1e30, 0, 3, 0.5, 1e-10, -0, 2, 2, 3, 1e-5]);
    const keep = keepsDenormals(gpu, 'convert', 'fdiv_sqrt');
    const fl = (v: number): number => flush32(keep, v);
    const out = f32(run(gpu, 'fdiv_sqrt', n, [{ buffer: 'float', data: a }, { buffer: 'float', data: b }, { buffer: 'float', data: new Array(3 * n).fill(0) }])[2]);
    // IEEE division and sqrt of the (flushed) operands, rounded once (a double's quotient or root
    // rounded to f32 is the correctly rounded f32 result: 53 >= 2 * 24 + 2), the result flushed.
    const div = (p: number, q: number): number => fl(Math.fround(fl(p) / fl(q)));
    const sqrt = (p: number): number => fl(Math.fround(Math.sqrt(fl(p))));
    const want = a.flatMap((x, i) => [div(x, b[i]), sqrt(x), div(fl(Math.fround(fl(x) + 1)), sqrt(Math.abs(b[i])))]);
    assert.deepEqual(diffF32(out, want), []);
  });
}
