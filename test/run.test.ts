// runKernel() and `gcnkit run`: clang-19 kernels of test/objects dispatched by the AMDHSA ABI,
// compared exactly with a CPU reference computed here.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OBJECT_GPUS, objectDir } from '../scripts/object-compare.js';
import { readCodeObject } from '../src/objects/code-object.js';
import { runKernel, SimError, type KernelArg } from '../src/sim/index.js';
import { gcnkit } from './support/cli.js';

const GPUS = OBJECT_GPUS;
const tmp = mkdtempSync(join(tmpdir(), 'gcnkit-run-test-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

const object = (gpu: string, name: string): Uint8Array => new Uint8Array(readFileSync(join(objectDir('hsa', gpu), `${name}.o`)));
const floats = (b: Uint8Array): Float32Array => new Float32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.length));

/** Inputs with denormals, signed zeros, infinities and NaN among ordinary values. */
function inputs(n: number, seed: number): number[] {
  const special = [0, -0, 1e-40, -3e-39, Infinity, -Infinity, NaN, 3.4e38, 1.5, -2.25];
  let x = seed;
  return Array.from({ length: n }, (_, i) => {
    x = (x * 1103515245 + 12345) >>> 0;
    return Math.fround(i % 7 === 3 ? special[(x >>> 8) % special.length] : ((x >>> 8) / 65536 - 128) * 1.37);
  });
}

/** f32 results compared as bit patterns (NaN payloads too: the kernels only add and fma). */
function sameBits(got: Float32Array, want: Float32Array): number {
  const g = new Uint32Array(got.buffer);
  const w = new Uint32Array(want.buffer);
  let bad = 0;
  for (let i = 0; i < w.length; i++) if (g[i] !== w[i] && !(Number.isNaN(got[i]) && Number.isNaN(want[i]))) bad++;
  return bad;
}

/** The descriptor's f32 denormal mode: 3 keeps denormals (gfx900), 0 flushes them (GCN 1.0-1.2 here). */
function keepsDenormals(gpu: string, kernel: string): boolean {
  const k = readCodeObject(object(gpu, 'vadd')).kernels.find((x) => x.name === kernel)!;
  return new Map(k.descriptor!.decoded.fields).get('float_denorm_mode_32') === 3n;
}

/** An f32 operation as the GPU does it: denormal inputs and result flushed to a signed 0 unless kept. */
function f32op(keep: boolean, op: (...x: number[]) => number): (...x: number[]) => number {
  const flush = (v: number): number => (!keep && v !== 0 && Math.abs(v) < 2 ** -126 ? (v < 0 ? -0 : 0) : v);
  return (...x) => flush(op(...x.map(flush)));
}

for (const gpu of GPUS) {
  test(`${gpu}: vadd on 3 workgroups of 128 (the last partial, n < grid) equals the CPU reference, 0 hazards`, () => {
    const n = 300;
    const a = inputs(n, 1);
    const b = inputs(n, 2);
    const limit = n - 5;
    const args: KernelArg[] = [{ buffer: 'float', data: a }, { buffer: 'float', data: b }, { buffer: 'float', data: new Array(n).fill(-1) }, { scalar: 'uint', value: limit }];
    const r = runKernel(object(gpu, 'vadd'), 'vadd', { grid: [n], block: [128] }, args);
    const add = f32op(keepsDenormals(gpu, 'vadd'), (x, y) => Math.fround(x + y));
    const want = new Float32Array(n).map((_, i) => (i < limit ? add(a[i], b[i]) : -1));
    assert.equal(r.buffers.length, 3);
    assert.equal(sameBits(floats(r.buffers[2].bytes), want), 0);
    assert.deepEqual(r.buffers[0].bytes, new Uint8Array(new Float32Array(a).buffer), 'inputs unchanged');
    assert.deepEqual(r.hazards, []);
    assert.equal(r.workgroups, 3);
    assert.equal(r.waves, 5);   // 2 + 2 + 1 (the last workgroup has 44 work-items)
    assert.ok(r.instructions > 100);
  });

  test(`${gpu}: saxpy (a scalar float argument; fma or mad as clang contracts it) equals the CPU reference, 0 hazards`, () => {
    const n = 256;
    const x = inputs(n, 3);
    const y = inputs(n, 4);
    const alpha = 2.5;
    const r = runKernel(object(gpu, 'vadd'), 'saxpy', { grid: [n], block: [64] }, [{ scalar: 'float', value: alpha }, { buffer: 'float', data: x }, { buffer: 'float', data: y }, { scalar: 'uint', value: n }]);
    // clang contracts alpha * x + y (llvm.fmuladd) to v_fma_f32 when f32 denormals are kept
    // (gfx900) and to v_mac_f32 (round(round(a * b) + c), denormals flushed: docs/sim.md P84)
    // when they are flushed (GCN 1.0-1.2).
    const keep = keepsDenormals(gpu, 'saxpy');
    const mul = f32op(keep, (p, q) => Math.fround(p * q));
    const add = f32op(keep, (p, q) => Math.fround(p + q));
    const op = keep ? f32op(keep, fmaf) : (p: number, q: number, r: number): number => add(mul(p, q), r);
    const want = new Float32Array(n).map((_, i) => op(alpha, x[i], y[i]));
    assert.equal(sameBits(floats(r.buffers[1].bytes), want), 0);
    assert.deepEqual(r.hazards, []);
    assert.equal(r.workgroups, 4);
  });
}

/**
 * f32 fma: a * b is exact in a double (24 + 24 bits); the sum is rounded to double, then to f32.
 * That double rounding could differ from one rounding only on a tie; alpha = 2.5 and these
 * inputs are checked to give none (the test compares every bit).
 */
function fmaf(a: number, b: number, c: number): number {
  return Math.fround(a * b + c);
}

test('errors: unknown kernel, argument count and type mismatches are located SimErrors', () => {
  const o = object('gfx900', 'vadd');
  const d = { grid: [64], block: [64] };
  const err = (f: () => unknown): SimError => {
    try { f(); } catch (e) { if (e instanceof SimError) return e; throw e; }
    assert.fail('no error');
  };
  assert.match(err(() => runKernel(o, 'nope', d, [])).message, /no kernel 'nope' in the object \(kernels: vadd, saxpy\)/);
  assert.match(err(() => runKernel(o, 'vadd', d, [])).message, /the kernel takes 4 argument\(s\) \(float\*, float\*, float\*, uint\), 0 given/);
  const text = '[\n  {"buffer": "float", "data": [1]},\n  {"buffer": "int", "data": [1]},\n  {"buffer": "float", "data": [0]},\n  {"scalar": "uint", "value": 1}\n]';
  const e = err(() => runKernel(o, 'vadd', d, JSON.parse(text) as KernelArg[], { argsFile: 'args.json', argsText: text }));
  assert.equal(e.diagnostics[0].file, 'args.json');
  assert.equal(e.diagnostics[0].line, 3);
  assert.equal(e.diagnostics[0].col, 3);
  assert.match(e.diagnostics[0].message, /argument 1 is a float\* buffer: int given/);
  const args: KernelArg[] = [{ buffer: 'float', data: [1] }, { buffer: 'float', data: [1] }, { buffer: 'float', data: [0] }, { scalar: 'ushort', value: 1 }];
  assert.match(err(() => runKernel(o, 'vadd', d, args)).message, /argument 3 is uint: ushort given/);
  args[3] = { scalar: 'uint', value: -1 };
  assert.match(err(() => runKernel(o, 'vadd', d, args)).message, /uint value -1: out of range for uint/);
  args[3] = { local: 16 };
  assert.match(err(() => runKernel(o, 'vadd', d, args)).message, /argument 3 is uint: expected \{"scalar": \.\.\.\}, got \{"local": \.\.\.\}/);
  args[3] = { scalar: 'uint', value: 1 };
  assert.match(err(() => runKernel(o, 'vadd', { grid: [64], block: [2048] }, args)).message, /at most 1024 work-items/);
});

test('gcnkit run: vadd --json gives the buffers, hazards and counts; errors are located, exit 1', () => {
  const n = 100;
  const a = Array.from({ length: n }, (_, i) => i);
  const b = Array.from({ length: n }, (_, i) => 2 * i + 0.5);
  const argsFile = join(tmp, 'args.json');
  writeFileSync(argsFile, JSON.stringify([{ buffer: 'float', data: a }, { buffer: 'float', data: b }, { buffer: 'float', hex: '00'.repeat(4 * n) }, { scalar: 'uint', value: n }]));
  const o = join(objectDir('hsa', 'tonga'), 'vadd.o');
  const r = gcnkit(['run', o, '--kernel', 'vadd', '--grid', String(n), '--block', '64', '--args', argsFile, '--json']);
  assert.equal(r.code, 0, r.stderr);
  const j = JSON.parse(r.stdout) as { buffers: { arg: number; hex: string }[]; hazards: unknown[]; workgroups: number; waves: number; instructions: number };
  assert.deepEqual(j.buffers.map((x) => x.arg), [0, 1, 2]);
  const c = floats(Uint8Array.from(Buffer.from(j.buffers[2].hex, 'hex')));
  assert.deepEqual(Array.from(c), a.map((x, i) => x + b[i]));
  assert.deepEqual(j.hazards, []);
  assert.equal(j.workgroups, 2);
  assert.equal(j.waves, 2);
  const text = gcnkit(['run', o, '--kernel', 'vadd', '--grid', String(n), '--block', '64', '--args', argsFile]);
  assert.equal(text.code, 0, text.stderr);
  assert.match(text.stdout, /ran vadd: 2 workgroups, 2 waves, \d+ instructions; hazards: none/);
  // The readable report prints each buffer as values of its argument's type: c[i] = i + 2i + 0.5.
  assert.match(text.stdout, /arg 2 \(float, 400 bytes\):\n  \[   0\] 0\.5 3\.5 6\.5 9\.5 12\.5 15\.5 18\.5 21\.5\n/);
  assert.match(text.stdout, /\n  \[  96\] 288\.5 291\.5 294\.5 297\.5\n/);
  const bad = gcnkit(['run', o, '--kernel', 'vaddx', '--grid', '64', '--block', '64', '--args', argsFile]);
  assert.equal(bad.code, 1);
  assert.match(bad.stderr, /vadd\.o:1:1: error: no kernel 'vaddx' in the object/);
  const usage = gcnkit(['run', o, '--kernel', 'vadd', '--grid', '64', '--args', argsFile]);
  assert.equal(usage.code, 1);
  assert.match(usage.stderr, /--block/);
  writeFileSync(argsFile, '[{"buffer": "float", "data": [1]}]');
  const count = gcnkit(['run', o, '--kernel', 'vadd', '--grid', '64', '--block', '64', '--args', argsFile]);
  assert.equal(count.code, 1);
  assert.match(count.stderr, /args\.json:1:1: error: the kernel takes 4 argument\(s\)/);
});

const u32 = (b: Uint8Array): number[] => Array.from(new Uint32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.length)));
const i32 = (b: Uint8Array): number[] => Array.from(new Int32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.length)));
const f32 = (b: Uint8Array): number[] => Array.from(floats(b));
const f64 = (b: Uint8Array): number[] => Array.from(new Float64Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.length)));
/** The values of a {"buffer", "data"} argument. */
const data = (a: KernelArg): number[] => ('data' in a ? a.data.map(Number) : []);
/** A reproducible sequence of integers 0..mod-1. */
const ints = (n: number, mod: number, seed = 7): number[] => {
  let x = seed;
  return Array.from({ length: n }, () => { x = (x * 1103515245 + 12345) >>> 0; return (x >>> 9) % mod; });
};

/**
 * Kernels with barriers, LDS, atomics, 2-D grids, loops and divergence, each against a CPU
 * reference. Inputs are chosen so the f32 results are exact (small integers), whatever the order
 * of the additions.
 */
const CASES: { file: string; kernel: string; label?: string; grid: number[]; block: number[]; args: () => KernelArg[]; check: (out: Uint8Array[], args: KernelArg[]) => void }[] = [
  {
    file: 'reduce', kernel: 'reduce_sum', grid: [512], block: [256],
    args: () => [{ buffer: 'float', data: ints(1500, 100) }, { buffer: 'float', data: [0, 0] }, { scalar: 'uint', value: 1500 }],
    check: ([, partial], args) => {
      const x = data(args[0]);
      const want = [0, 0];
      x.forEach((v, i) => { want[Math.floor((i % 512) / 256)] += v; });
      assert.deepEqual(f32(partial), want);
    },
  },
  {
    file: 'reduce', kernel: 'reduce_max_u32', grid: [768], block: [256],
    args: () => [{ buffer: 'uint', data: ints(700, 2 ** 31, 3) }, { buffer: 'uint', data: [5] }, { scalar: 'uint', value: 700 }],
    check: ([, result], args) => assert.deepEqual(u32(result), [Math.max(5, ...data(args[0]))]),
  },
  {
    file: 'histogram', kernel: 'histogram256', grid: [256], block: [128],
    args: () => [{ buffer: 'uchar', data: ints(1000, 256, 11) }, { scalar: 'uint', value: 1000 }, { buffer: 'uint', data: new Array(256).fill(1) }],
    check: ([, hist], args) => {
      const want = new Array<number>(256).fill(1);
      for (const v of data(args[0])) want[v]++;
      assert.deepEqual(u32(hist), want);
    },
  },
  {
    file: 'matmul', kernel: 'matmul_tiled', grid: [32, 32], block: [16, 16],
    args: () => [{ buffer: 'float', data: ints(1024, 9, 1).map((v) => v - 4) }, { buffer: 'float', data: ints(1024, 7, 2).map((v) => v - 3) }, { buffer: 'float', data: new Array(1024).fill(0) }, { scalar: 'uint', value: 32 }],
    check: ([, , c], args) => {
      const a = data(args[0]);
      const b = data(args[1]);
      const want = Array.from({ length: 1024 }, (_, i) => {
        let s = 0;
        for (let k = 0; k < 32; k++) s += a[Math.floor(i / 32) * 32 + k] * b[k * 32 + (i % 32)];
        return s;
      });
      assert.deepEqual(f32(c), want);
    },
  },
  {
    // 70 x 40: partial tiles at both edges.
    file: 'transpose', kernel: 'transpose_tiled', grid: [96, 16], block: [32, 8],
    args: () => [{ buffer: 'float', data: new Array(2800).fill(-1) }, { buffer: 'float', data: Array.from({ length: 2800 }, (_, i) => i) }, { scalar: 'uint', value: 70 }, { scalar: 'uint', value: 40 }],
    check: ([out]) => assert.deepEqual(f32(out), Array.from({ length: 2800 }, (_, i) => (i % 40) * 70 + Math.floor(i / 40))),
  },
  {
    file: 'transpose', kernel: 'transpose_naive', grid: [24, 10], block: [8, 2],
    args: () => [{ buffer: 'double', data: new Array(21 * 9).fill(0) }, { buffer: 'double', data: Array.from({ length: 21 * 9 }, (_, i) => i + 0.25) }, { scalar: 'uint', value: 21 }, { scalar: 'uint', value: 9 }],
    check: ([out]) => assert.deepEqual(f64(out), Array.from({ length: 189 }, (_, i) => (i % 9) * 21 + Math.floor(i / 9) + 0.25)),
  },
  {
    file: 'scan', kernel: 'scan_inclusive', grid: [384], block: [128],
    args: () => [{ buffer: 'int', data: ints(384, 2001, 5).map((v) => v - 1000) }, { buffer: 'int', data: new Array(384).fill(0) }, { buffer: 'int', data: [0, 0, 0] }],
    check: ([, out, sums], args) => {
      const x = data(args[0]);
      const want: number[] = [];
      x.forEach((v, i) => want.push(i % 128 ? want[i - 1] + v : v));
      assert.deepEqual(i32(out), want);
      assert.deepEqual(i32(sums), [want[127], want[255], want[383]]);
    },
  },
  {
    // Blelloch's exclusive scan of 2 x 128 floats per workgroup: the reference replays the kernel's
    // up-sweep/down-sweep tree with every add rounded to f32, so fractional inputs compare exactly.
    file: 'scan', kernel: 'scan_blelloch', grid: [256], block: [128],
    args: () => [{ buffer: 'float', data: ints(512, 2001, 13).map((v) => (v - 1000) / 16) }, { buffer: 'float', data: new Array(512).fill(0) }],
    check: ([, out], args) => {
      const x = data(args[0]);
      const want: number[] = [];
      for (let g = 0; g < 2; g++) {
        const t = x.slice(g * 256, g * 256 + 256).map(Math.fround);
        let off = 1;
        for (let d = 128; d > 0; d >>= 1, off *= 2) {
          for (let l = 0; l < d; l++) t[off * (2 * l + 2) - 1] = Math.fround(t[off * (2 * l + 2) - 1] + t[off * (2 * l + 1) - 1]);
        }
        t[255] = 0;
        for (let d = 1; d < 256; d *= 2) {
          off >>= 1;
          for (let l = 0; l < d; l++) {
            const ai = off * (2 * l + 1) - 1, bi = off * (2 * l + 2) - 1;
            const v = t[ai];
            t[ai] = t[bi];
            t[bi] = Math.fround(t[bi] + v);
          }
        }
        want.push(...t);
      }
      assert.deepEqual(f32(out), want);
    },
  },
  {
    file: 'divergent', kernel: 'collatz', grid: [200], block: [64],
    args: () => [{ buffer: 'uint', data: Array.from({ length: 256 }, (_, i) => i + 1) }, { buffer: 'uint', data: new Array(256).fill(7) }, { scalar: 'uint', value: 100 }],
    check: ([, steps]) => {
      const want = Array.from({ length: 256 }, (_, i) => {
        if (i >= 200) return 7;
        let n = i + 1;
        let c = 0;
        while (n !== 1 && c < 100) { n = n & 1 ? 3 * n + 1 : n / 2; c++; }
        return c;
      });
      assert.deepEqual(u32(steps), want);
    },
  },
  {
    file: 'bitonic', kernel: 'bitonic_local', grid: [256], block: [128],
    args: () => [{ buffer: 'uint', data: ints(512, 2 ** 32, 9) }],
    check: ([d], args) => {
      const x = data(args[0]);
      const sort = (v: number[]): number[] => [...v].sort((p, q) => p - q);
      assert.deepEqual(u32(d), [...sort(x.slice(0, 256)), ...sort(x.slice(256))]);
    },
  },
  {
    file: 'bitonic', kernel: 'bitonic_step', grid: [256], block: [64],
    args: () => [{ buffer: 'uint', data: ints(256, 1000, 4) }, { buffer: 'uint', data: Array.from({ length: 256 }, (_, i) => i) }, { scalar: 'uint', value: 4 }, { scalar: 'uint', value: 16 }],
    check: ([keys, vals], args) => {
      const k = data(args[0]);
      const v = data(args[1]);
      for (let i = 0; i < 256; i++) {
        const ixj = i ^ 4;
        if (ixj > i && (k[i] > k[ixj]) === ((i & 16) === 0)) {
          [k[i], k[ixj]] = [k[ixj], k[i]];
          [v[i], v[ixj]] = [v[ixj], v[i]];
        }
      }
      assert.deepEqual(u32(keys), k);
      assert.deepEqual(u32(vals), v);
    },
  },
  ...[0, 1, 2].map((mode) => ({
    file: 'divergent', kernel: 'branches', label: `branches (mode ${mode})`, grid: [256], block: [64],
    args: (): KernelArg[] => [{ buffer: 'int', data: ints(256, 16000, 6 + mode).map((v) => v - 3000) }, { buffer: 'int', data: new Array(256).fill(0) }, { scalar: 'int', value: mode }],
    check: ([, out]: Uint8Array[], args: KernelArg[]) => {
      const want = data(args[0]).map((v) => {
        let r = [v * 3, v >> 2, -v, v ^ 0x5a5a, v + 100, Math.trunc(v / 7), v + 100, v + 100][v & 7];
        if (v < 0) {
          if (v < -1000) return 0;
          r = r * 2 - 1;
        } else if (v > 5000) {
          for (let k = 0; k < (v & 15); k++) {
            if (k === 3) continue;
            r = (r + Math.imul(k, v)) | 0;
            if (r > 1 << 20) break;
          }
        }
        if (mode === 1) r = ~r;
        else if (mode === 2) r = r % 1000;
        return r | 0;
      });
      assert.deepEqual(i32(out), want);
    },
  })),
  {
    // A __local pointer argument: 4 bytes per work-item after the kernel's 16 static bytes; a
    // wrong offset would overlap the static table (or give no room) and change the sums.
    file: 'local', kernel: 'reverse_local', grid: [320], block: [160],
    args: () => [{ buffer: 'uint', data: ints(320, 100000, 8) }, { buffer: 'uint', data: new Array(320).fill(0) }, { local: 160 * 4 }],
    check: ([, out], args) => {
      const x = data(args[0]);
      assert.deepEqual(u32(out), x.map((_, g) => x[g - (g % 160) + 159 - (g % 160)] + 100 * (g % 4)));
    },
  },
  {
    file: 'hash', kernel: 'hash_mix', grid: [128], block: [64],
    args: () => [{ buffer: 'uint', data: [0, 1, 0xffffffff, 0x80000000, ...ints(124, 2 ** 32, 13)] }, { buffer: 'uint', data: new Array(512).fill(0) }, { scalar: 'uint', value: 0x9747b28c }],
    check: ([, out], args) => {
      const want: number[] = [];
      data(args[0]).forEach((x, i) => want.push(...hashMix(x, 0x9747b28c, i)));
      assert.deepEqual(u32(out), want);
    },
  },
  {
    // clang compiles fnv1a's byte loop with saturating adds (v_add_u32_e64 ... clamp) on GCN 1.2/1.4.
    file: 'hash', kernel: 'fnv1a', grid: [64], block: [64],
    args: () => [{ buffer: 'uchar', data: ints(64 * 7, 256, 29) }, { buffer: 'uint', data: new Array(64).fill(0) }, { scalar: 'uint', value: 7 }],
    check: ([, out], args) => {
      const bytes = data(args[0]);
      assert.deepEqual(u32(out), Array.from({ length: 64 }, (_, i) => fnv1a(bytes.slice(i * 7, i * 7 + 7))));
    },
  },
];

/** hash.cl's fnv1a: FNV-1a over the bytes, then a 64-bit multiply, xor-shift, clz and popcount. */
function fnv1a(bytes: number[]): number {
  let h = 2166136261;
  for (const b of bytes) h = Math.imul((h ^ b) >>> 0, 16777619) >>> 0;
  let s = BigInt.asUintN(64, BigInt(h) * 0x2545f4914f6cdd1dn);
  s ^= s >> 33n;
  const clz = s === 0n ? 64 : 64 - s.toString(2).length;
  let pop = 0;
  for (let t = s; t; t >>= 1n) pop += Number(t & 1n);
  return (Number(s & 0xffffffffn) ^ Number(s >> 32n) ^ clz ^ pop) >>> 0;
}

/** hash.cl's hash_mix, in 32-bit unsigned arithmetic. */
function hashMix(x: number, seed: number, i: number): number[] {
  const fmix = (h: number): number => {
    h = (h ^ (h >>> 16)) >>> 0;
    h = Math.imul(h, 0x85ebca6b) >>> 0;
    h = (h ^ (h >>> 13)) >>> 0;
    h = Math.imul(h, 0xc2b2ae35) >>> 0;
    return (h ^ (h >>> 16)) >>> 0;
  };
  const rot = (v: number, n: number): number => ((v << (n & 31)) | (v >>> ((32 - n) & 31))) >>> 0;
  const pop = (v: number): number => { let c = 0; for (; v; v >>>= 1) c += v & 1; return c; };
  const ctz = (v: number): number => 31 - Math.clz32(v & -v);
  const rev = (v: number): number => { let r = 0; for (let k = 0; k < 32; k++) r = ((r << 1) | ((v >>> k) & 1)) >>> 0; return r; };
  const h = fmix((x ^ seed) >>> 0);
  const r = (rot(x, 13) ^ rot(h, i)) >>> 0;
  const bits = pop(x) + Math.clz32(h) * 3 + ctz((x | 0x80000000) >>> 0);
  const hi = (Number((BigInt(x) * 0x9e3779b9n) >> 32n) ^ Number(BigInt.asUintN(32, (BigInt(h | 0) * -12345n) >> 32n))) >>> 0;
  const m24 = (Math.imul(x & 0xfff, h >>> 20) + bits) >>> 0;
  const field = (x >>> 5) & 0x3ff;
  const ins = ((h & ~0x003ff000) | ((field << 12) & 0x003ff000)) >>> 0;
  return [(h ^ r) >>> 0, (bits + hi) >>> 0, (m24 ^ rev(x)) >>> 0, (ins + (x > h ? x - h : h - x)) >>> 0];
}

for (const gpu of GPUS) {
  for (const c of CASES) {
    test(`${gpu}: ${c.label ?? c.kernel} equals the CPU reference, 0 hazards`, () => {
      const args = c.args();
      const r = runKernel(object(gpu, c.file), c.kernel, { grid: c.grid, block: c.block }, args);
      assert.deepEqual(r.hazards, []);
      assert.deepEqual(r.warnings, []);
      c.check(r.buffers.map((b) => b.bytes), args);
    });
  }
}

/** structs.cl's particle: vec3 pos, vec3 vel, float mass, int id, uchar flags, ushort group (36 bytes). */
interface Particle { pos: number[]; vel: number[]; mass: number; id: number; flags: number; group: number }
const PARTICLE = 36;

function packParticles(ps: Particle[]): string {
  const b = new DataView(new ArrayBuffer(ps.length * PARTICLE));
  ps.forEach((p, i) => {
    const o = i * PARTICLE;
    [...p.pos, ...p.vel, p.mass].forEach((v, k) => b.setFloat32(o + 4 * k, v, true));
    b.setInt32(o + 28, p.id, true);
    b.setUint8(o + 32, p.flags);
    b.setUint16(o + 34, p.group, true);
  });
  return Buffer.from(b.buffer).toString('hex');
}

function unpackParticles(bytes: Uint8Array): Particle[] {
  const b = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  return Array.from({ length: bytes.length / PARTICLE }, (_, i) => {
    const o = i * PARTICLE;
    const f = (k: number): number => b.getFloat32(o + 4 * k, true);
    return { pos: [f(0), f(1), f(2)], vel: [f(3), f(4), f(5)], mass: f(6), id: b.getInt32(o + 28, true), flags: b.getUint8(o + 32), group: b.getUint16(o + 34, true) };
  });
}

for (const gpu of GPUS) {
  test(`${gpu}: particles (structs in buffers, a struct passed by value) equals the CPU reference, 0 hazards`, () => {
    // One wave: the kernel reads out[count - 1 - i] after every lane stored out[i].
    const n = 64;
    const ps: Particle[] = Array.from({ length: n }, (_, i) => ({ pos: [i, (i % 5) - 2, 0.25 * i], vel: [1, (i % 3) - 1, 0.5], mass: i + 1, id: 1000 + 7 * i, flags: i & 6, group: 0 }));
    // params { float dt; vec3 gravity; float damping; uint count }: dyadic values, so fma and mad agree.
    const prm: KernelArg = { scalar: 'float', value: [0.5, 0, -2, 0, 1, '0x40'] };
    const r = runKernel(object(gpu, 'structs'), 'particles', { grid: [n], block: [n] }, [{ buffer: 'uint', hex: packParticles(ps) }, { buffer: 'uint', hex: '00'.repeat(n * PARTICLE) }, prm]);
    assert.deepEqual(r.hazards, []);
    const moved = ps.map((p0) => {
      const p = structuredClone(p0);
      p.vel = [p.vel[0], p.vel[1] - 1, p.vel[2]];
      p.pos = p.pos.map((x, k) => x + p.vel[k] * 0.5);
      if (p.pos[1] < 0) { p.pos[1] = -p.pos[1]; p.vel[1] = -p.vel[1]; p.flags |= 1; }
      p.group = p.id & 0xff;
      return p;
    });
    assert.deepEqual(unpackParticles(r.buffers[1].bytes), moved);
    assert.deepEqual(unpackParticles(r.buffers[0].bytes), moved.map((_, i) => ({ ...moved[n - 1 - i], mass: moved[n - 1 - i].mass * 0.5 })));
  });
}
