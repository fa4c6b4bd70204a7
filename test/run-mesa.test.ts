// runKernel() on code object v2 kernels (clang-19 -target amdgcn-mesa-mesa3d with libclc-19,
// test/objects/mesa): the wave set up from the amd_kernel_code_t, the kernarg segment laid out
// from the arguments given (docs/sim.md P104), compared exactly with a CPU reference.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OBJECT_GPUS, objectDir } from '../scripts/object-compare.js';
import { readCodeObject } from '../src/objects/code-object.js';
import { runKernel, SimError, type KernelArg } from '../src/sim/index.js';

const GPUS = OBJECT_GPUS;

const object = (gpu: string, name: string): Uint8Array => new Uint8Array(readFileSync(join(objectDir('mesa', gpu), `${name}.o`)));
const view = <T>(C: new (b: ArrayBuffer) => T) => (b: Uint8Array): number[] => Array.from(new C(new Uint8Array(b).buffer) as ArrayLike<number>);
const f32 = view(Float32Array);
const i32 = view(Int32Array);
const u32 = view(Uint32Array);

/** A reproducible sequence of integers 0..mod-1. */
function ints(n: number, mod: number, seed: number): number[] {
  let x = seed;
  return Array.from({ length: n }, () => { x = (x * 1103515245 + 12345) >>> 0; return (x >>> 9) % mod; });
}

test('the Mesa objects are code object v2: an amd_kernel_code_t, no metadata note', () => {
  for (const gpu of GPUS) {
    const obj = readCodeObject(object(gpu, 'vadd'));
    const k = obj.kernels.find((x) => x.name === 'vadd')!;
    assert.ok(k.kernelCode && !k.descriptor, gpu);
    assert.equal(obj.metadataDoc, undefined, gpu);
  }
});

for (const gpu of GPUS) {
  test(`${gpu}: Mesa vadd (libclc's get_global_id reads the implicit global offset) equals the CPU reference, 0 hazards`, () => {
    const n = 200;
    const a = ints(n, 1000, 1).map((v) => v / 8 - 60);
    const b = ints(n, 1000, 2).map((v) => v / 4);
    const r = runKernel(object(gpu, 'vadd'), 'vadd', { grid: [n], block: [64] }, [{ buffer: 'float', data: a }, { buffer: 'float', data: b }, { buffer: 'float', data: new Array(n).fill(-1) }, { scalar: 'uint', value: 190 }]);
    assert.deepEqual(r.hazards, []);
    assert.deepEqual(f32(r.buffers[2].bytes), a.map((x, i) => (i < 190 ? x + b[i] : -1)));
    assert.equal(r.workgroups, 4);
  });

  test(`${gpu}: Mesa matmul_tiled (LDS tiles, libclc barriers, a 2-D grid) equals the CPU reference, 0 hazards`, () => {
    const a = ints(1024, 9, 1).map((v) => v - 4);
    const b = ints(1024, 7, 2).map((v) => v - 3);
    const r = runKernel(object(gpu, 'matmul'), 'matmul_tiled', { grid: [32, 32], block: [16, 16] }, [{ buffer: 'float', data: a }, { buffer: 'float', data: b }, { buffer: 'float', data: new Array(1024).fill(0) }, { scalar: 'uint', value: 32 }]);
    assert.deepEqual(r.hazards, []);
    const want = Array.from({ length: 1024 }, (_, i) => {
      let s = 0;
      for (let k = 0; k < 32; k++) s += a[Math.floor(i / 32) * 32 + k] * b[k * 32 + (i % 32)];
      return s;
    });
    assert.deepEqual(f32(r.buffers[2].bytes), want);
  });

  test(`${gpu}: Mesa histogram256 (local and global atomics) equals the CPU reference, 0 hazards`, () => {
    const x = ints(1000, 256, 11);
    const r = runKernel(object(gpu, 'histogram'), 'histogram256', { grid: [256], block: [128] }, [{ buffer: 'uchar', data: x }, { scalar: 'uint', value: 1000 }, { buffer: 'uint', data: new Array(256).fill(1) }]);
    assert.deepEqual(r.hazards, []);
    const want = new Array<number>(256).fill(1);
    for (const v of x) want[v]++;
    assert.deepEqual(u32(r.buffers[1].bytes), want);
  });

  test(`${gpu}: Mesa private_sort (scratch through the private segment buffer) equals the CPU reference, 0 hazards`, () => {
    const n = 128;
    const x = ints(n * 24, 2000, 5).map((v) => v - 1000);
    const r = runKernel(object(gpu, 'scratch'), 'private_sort', { grid: [n], block: [64] }, [{ buffer: 'int', data: x }, { buffer: 'int', data: new Array(n * 24).fill(0) }]);
    assert.deepEqual(r.hazards, []);
    const want: number[] = [];
    for (let i = 0; i < n; i++) want.push(...x.slice(i * 24, i * 24 + 24).sort((p, q) => p - q));
    assert.deepEqual(i32(r.buffers[1].bytes), want);
  });
}

for (const gpu of GPUS) {
  test(`${gpu}: Mesa generic_ptr (OpenCL 1.2: private or local array by branch) equals the CPU reference, 0 hazards`, () => {
    const n = 128;
    const x = ints(n * 8, 10000, 23).map((v) => v - 5000);
    const r = runKernel(object(gpu, 'scratch'), 'generic_ptr', { grid: [n], block: [64] }, [{ buffer: 'int', data: x }, { buffer: 'int', data: new Array(n * 9).fill(0) }]);
    assert.deepEqual(r.hazards, []);
    const want: number[] = [];
    for (let i = 0; i < n; i++) {
      const odd = x[i * 8] & 1;
      const p = x.slice(i * 8, i * 8 + 8).map((v) => (odd ? v : v + 1000));
      let s = 0;
      for (let k = 0; k < 8; k++) { s = (s + Math.imul(p[k], k + 1)) | 0; p[k] = s; }
      want.push(s, ...p);
    }
    assert.deepEqual(i32(r.buffers[1].bytes), want);
  });
}

test('Mesa: arguments that do not fill the amd_kernel_code_t\'s kernarg size are a located error', () => {
  const o = object('tonga', 'vadd');
  const text = '[{"buffer": "float", "data": [1]}, {"buffer": "float", "data": [2]}, {"buffer": "float", "data": [0]}]';
  const args = JSON.parse(text) as KernelArg[];
  const e = (() => { try { runKernel(o, 'vadd', { grid: [1], block: [1] }, args, { argsFile: 'a.json', argsText: text }); } catch (x) { return x; } })();
  assert.ok(e instanceof SimError);
  assert.match(e.message, /^a\.json:1:1: these 3 argument\(s\) make 24 bytes of kernel arguments \(each naturally aligned, in order\), 40 with the 16 implicit ones; the kernel's amd_kernel_code_t says 44/);
  // A long where the kernel has a uint: 8 more bytes.
  assert.throws(() => runKernel(o, 'vadd', { grid: [1], block: [1] }, [...args, { scalar: 'long', value: 1 }]), /make 32 bytes .* says 44/);
});
