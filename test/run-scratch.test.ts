// runKernel() with scratch (docs/sim.md P101-P104): clang-19 kernels whose private arrays live in
// scratch memory (MUBUF scratch through the private segment buffer V#, FLAT through the private
// and LDS apertures), compared exactly with a CPU reference; and the swizzled scratch addressing
// worked by hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OBJECT_GPUS, objectDir } from '../scripts/object-compare.js';
import { readCodeObject } from '../src/objects/code-object.js';
import { privateInterleave } from '../src/sim/exec-flat.js';
import { runKernel, simulate, type KernelArg } from '../src/sim/index.js';

const GPUS = OBJECT_GPUS;

const object = (gpu: string, name: string): Uint8Array => new Uint8Array(readFileSync(join(objectDir('hsa', gpu), `${name}.o`)));
const i32 = (b: Uint8Array): number[] => Array.from(new Int32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.length)));
const u32 = (b: Uint8Array): number[] => Array.from(new Uint32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.length)));

/** A reproducible sequence of integers lo..hi-1. */
function ints(n: number, lo: number, hi: number, seed: number): number[] {
  let x = seed;
  return Array.from({ length: n }, () => { x = (x * 1103515245 + 12345) >>> 0; return lo + ((x >>> 7) % (hi - lo)); });
}

/** scratch.cl's private_histogram in 32-bit unsigned arithmetic (ushort and uchar arrays wrap). */
function privateHistogram(bytes: number[], i: number): number {
  const h = new Uint32Array(40);
  const s = Uint16Array.from({ length: 20 }, (_, k) => k);
  const c = Uint8Array.from({ length: 16 }, (_, k) => k * 3);
  bytes.forEach((b, k) => {
    h[b % 40] += k + 1;
    s[b % 20] = s[b % 20] * 3 + b;
    c[b & 15] ^= b;
  });
  let acc = 0;
  for (let k = 0; k < 40; k++) acc = (Math.imul(acc, 33) + h[k]) >>> 0;
  for (let k = 0; k < 20; k++) acc = (Math.imul(acc, 7) + s[k]) >>> 0;
  for (let k = 0; k < 16; k++) acc = ((acc << 3) + c[(k * 5 + i) & 15]) >>> 0;
  return acc;
}

/** scratch.cl's generic_ptr: the running weighted sum over the private or the local copy. */
function genericPtr(x: number[]): number[] {
  const odd = x[0] & 1;
  const p = x.map((v) => (odd ? v : v + 1000));
  let s = 0;
  for (let k = 0; k < 8; k++) { s = (s + Math.imul(p[k], k + 1)) | 0; p[k] = s; }
  return [s, ...p];
}

test('the scratch kernels use scratch on every GPU (a private segment; buffer scratch in the code)', () => {
  for (const gpu of GPUS) {
    const obj = readCodeObject(object(gpu, 'scratch'));
    for (const k of ['private_sort', 'private_histogram', 'generic_ptr']) {
      const kd = new Map(obj.kernels.find((x) => x.name === k)!.descriptor!.decoded.fields);
      assert.ok(Number(kd.get('private_segment_fixed_size')) > 0, `${gpu} ${k}: private segment`);
      assert.equal(kd.get('system_sgpr_private_segment_wavefront_offset'), 1n, `${gpu} ${k}: wavefront offset SGPR`);
    }
    const s = readFileSync(join(objectDir('hsa', gpu), 'scratch.s'), 'utf8');
    assert.match(s, /buffer_store_dword v\d+, (v\d+|off), s\[0:3\], 0 offen/, `${gpu}: dynamically indexed private stores`);
    // The generic pointer: FLAT through the apertures, read from the v5 hidden arguments on GCN
    // 1.1/1.2 and from src_private_base/src_shared_base on GCN 1.4 (GCN 1.0 has no FLAT).
    if (gpu === 'bonaire' || gpu === 'tonga') assert.match(s, /s_load_dwordx2 s\[\d+:\d+\], s\[\d+:\d+\], 0x(34|d0)\n/);
    if (gpu === 'gfx900' || gpu === 'gfx906') assert.match(s, /src_private_base/);
  }
});

for (const gpu of GPUS) {
  test(`${gpu}: private_sort (insertion sort in a private array, 2 waves a workgroup) equals the CPU reference, 0 hazards`, () => {
    const n = 192;
    const x = ints(n * 24, -1000, 1000, 5);
    const r = runKernel(object(gpu, 'scratch'), 'private_sort', { grid: [n], block: [128] }, [{ buffer: 'int', data: x }, { buffer: 'int', data: new Array(n * 24).fill(0) }]);
    assert.deepEqual(r.hazards, []);
    const want: number[] = [];
    for (let i = 0; i < n; i++) want.push(...x.slice(i * 24, i * 24 + 24).sort((a, b) => a - b));
    assert.deepEqual(i32(r.buffers[1].bytes), want);
    assert.equal(r.waves, 3);   // 2 + 1 (the second workgroup has 64 work-items)
  });

  test(`${gpu}: private_histogram (uint, ushort and uchar private arrays) equals the CPU reference, 0 hazards`, () => {
    const n = 96;
    const per = 37;
    const bytes = ints(n * per, 0, 256, 11);
    const args: KernelArg[] = [{ buffer: 'uchar', data: bytes }, { buffer: 'uint', data: new Array(n).fill(0) }, { scalar: 'uint', value: per }];
    const r = runKernel(object(gpu, 'scratch'), 'private_histogram', { grid: [n], block: [96] }, args);
    assert.deepEqual(r.hazards, []);
    assert.deepEqual(u32(r.buffers[1].bytes), Array.from({ length: n }, (_, i) => privateHistogram(bytes.slice(i * per, i * per + per), i)));
  });

  // Code object v5 reads the GCN 1.1/1.2 apertures from hidden arguments, v4 from amd_queue_t.
  for (const file of ['scratch', 'scratch-v4']) {
    test(`${gpu}: generic_ptr of ${file}.o (a generic pointer to private or local memory) equals the CPU reference, 0 hazards`, () => {
      const n = 256;
      const x = ints(n * 8, -5000, 5000, 23);
      const r = runKernel(object(gpu, file), 'generic_ptr', { grid: [n], block: [64] }, [{ buffer: 'int', data: x }, { buffer: 'int', data: new Array(n * 9).fill(0) }]);
      assert.deepEqual(r.hazards, []);
      const want: number[] = [];
      for (let i = 0; i < n; i++) want.push(...genericPtr(x.slice(i * 8, i * 8 + 8)));
      assert.deepEqual(i32(r.buffers[1].bytes), want);
    });
  }
}

test('code object v4 on GCN 1.1/1.2: generic_ptr takes the queue pointer (the apertures are in amd_queue_t)', () => {
  for (const gpu of ['bonaire', 'tonga']) {
    const k = readCodeObject(object(gpu, 'scratch-v4')).kernels.find((x) => x.name === 'generic_ptr')!;
    assert.equal(new Map(k.descriptor!.decoded.fields).get('user_sgpr_queue_ptr'), 1n, gpu);
  }
});

for (const gpu of GPUS) {
  test(`${gpu}: structs.cl private_array (a private array clang keeps in registers) equals the CPU reference, 0 hazards`, () => {
    const n = 128;
    const x = ints(n * 8, -100000, 100000, 31);
    const r = runKernel(object(gpu, 'structs'), 'private_array', { grid: [n], block: [64] }, [{ buffer: 'int', data: x }, { buffer: 'int', data: new Array(n).fill(0) }]);
    assert.deepEqual(r.hazards, []);
    const want = Array.from({ length: n }, (_, i) => {
      const buf = x.slice(i * 8, i * 8 + 8);
      const idx = x[i] & 7;
      buf[idx] = (buf[idx] + 1) | 0;
      let acc = 0;
      for (let k = 0; k < 8; k++) acc = (Math.imul(acc, 31) + buf[(k + idx) & 7]) | 0;
      return acc;
    });
    assert.deepEqual(i32(r.buffers[1].bytes), want);
  });
}

test('the private interleave of FLAT scratch (P102), worked by hand: dword k of lane l at 256k + 4l', () => {
  assert.equal(privateInterleave(0, 0), 0);
  assert.equal(privateInterleave(1, 0), 4);
  assert.equal(privateInterleave(63, 0), 252);
  assert.equal(privateInterleave(0, 4), 256);
  assert.equal(privateInterleave(5, 9), 2 * 256 + 5 * 4 + 1);
  assert.equal(privateInterleave(63, 103), 25 * 256 + 252 + 3);
});

for (const gpu of GPUS) {
  test(`${gpu}: MUBUF through the ROCm scratch V# (swizzle, ADD_TID, element size 4, index stride 64) stores where worked by hand`, () => {
    // V#: base 0x10000, SWIZZLE_ENABLE, stride 0, NUM_RECORDS 0x10000, word3 0x00ea4fac; SOFFSET
    // 0x100, OFFEN with inst offset 8. Per active lane: offset = v2 + 8, index = tid (ADD_TID);
    // buffer_offset = ((tid / 64) * stride + (offset / 4) * 4) * 64 + (tid % 64) * 4 + offset % 4.
    //   lane 0: offset 8:  8 * 64 + 0 + 0 = 512    -> 0x10000 + 0x100 + 512 = 0x10300
    //   lane 1: offset 12: 12 * 64 + 4 + 0 = 772   -> 0x10404
    //   lane 3: offset 14: 12 * 64 + 12 + 2 = 782  -> 0x1040e, dword store: 0x1040c
    const v2 = new Array(64).fill(0);
    v2[1] = 4;
    v2[3] = 6;
    const v1 = Array.from({ length: 64 }, (_, l) => 0xa0 + l);
    const r = simulate('buffer_store_dword v1, v2, s[0:3], s4 offen offset:8\ns_endpgm\n', {
      sgpr: { 's[0:3]': [0x10000, 0x80000000, 0x10000, 0x00ea4fac], s4: 0x100 }, vgpr: { v1, v2 }, exec: '0xb',
    }, { gpu, dumps: ['0x10300:1', '0x10404:1', '0x1040c:1', '0x10304:1'] });
    assert.deepEqual(r.dump, { '0x10300:1': [0xa0], '0x10404:1': [0xa1], '0x1040c:1': [0xa3], '0x10304:1': [0] });
  });
}
