// The CDNA kernel corpus (test/kernels-cdna/, node dist/scripts/gen-kernels-cdna.js) and its CPU
// references (test/support/cdna-kernels.ts): each listing covers its object's .text, each kernel
// uses the CDNA instructions it is there for, the MFMA kernels' register layout (as the .cl loads
// and stores it) run through src/sim/mfma.ts gives the CPU reference, and every object of the
// three GPUs runs in runKernel to its reference (issue 28).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { parseReference } from '../scripts/kernel-compare.js';
import { readElf } from '../src/objects/elf.js';
import { bitsF32, f32Bits, f32ToF16 } from '../src/sim/half.js';
import { accRegs, mfma, mfmaShape, srcRegs, type MfmaShape } from '../src/sim/mfma.js';
import { CDNA_KERNELS, dataOf, valueOf } from './support/cdna-kernels.js';
import { runKernel, type KernelArg } from '../src/sim/index.js';

const GPUS = ['gfx908', 'gfx90a', 'gfx942'];
const FILES = [...new Set(CDNA_KERNELS.map((k) => k.file))];
const dir = (gpu: string): URL => new URL(`../../test/kernels-cdna/${gpu}/`, import.meta.url);
const listing = (gpu: string, file: string) => parseReference(readFileSync(new URL(`${file}.txt`, dir(gpu)), 'utf8'), `${gpu}/${file}.txt`);

for (const gpu of GPUS) {
  test(`${gpu}: every kernel file has its clang -S, clang -c and a listing of every byte of its .text`, () => {
    for (const file of FILES) {
      for (const ext of ['s', 'o', 'txt']) assert.ok(existsSync(new URL(`${file}.${ext}`, dir(gpu))), `${gpu}/${file}.${ext}`);
      const text = readElf(new Uint8Array(readFileSync(new URL(`${file}.o`, dir(gpu))))).sections.find((s) => s.name === '.text')!.data;
      const { insts, functions } = listing(gpu, file);
      let at = 0;
      for (const i of insts) {
        assert.equal(i.offset, at, `${gpu}/${file}: contiguous`);
        i.words.forEach((w, k) => assert.equal(new DataView(text.buffer, text.byteOffset).getUint32(at + 4 * k, true), w, `${gpu}/${file} +0x${at.toString(16)}`));
        at += 4 * i.words.length;
      }
      assert.equal(at, text.length);
      for (const k of CDNA_KERNELS.filter((x) => x.file === file)) assert.ok([...functions.values()].includes(k.kernel), `${gpu}/${file}: ${k.kernel}`);
    }
  });
}

test('each kernel uses the CDNA instructions it is in the corpus for (llvm-objdump 19 text)', () => {
  const uses = (gpu: string, file: string, re: RegExp): boolean => listing(gpu, file).insts.some((i) => re.test(i.text));
  const want: [string, string, RegExp][] = [
    ['gfx908', 'mfma_f16', /^v_mfma_f32_32x32x8f16 a\[/], ['gfx90a', 'mfma_f16', /^v_mfma_f32_32x32x8f16 /], ['gfx942', 'mfma_f16', /^v_mfma_f32_32x32x8_f16 /],
    ['gfx908', 'mfma_bf16', /^v_mfma_f32_32x32x4bf16 /], ['gfx90a', 'mfma_bf16', /^v_mfma_f32_32x32x8bf16_1k /], ['gfx942', 'mfma_bf16', /^v_mfma_f32_32x32x8_bf16 /],
    ['gfx908', 'mfma_i8', /^v_mfma_i32_32x32x8i8 /], ['gfx90a', 'mfma_i8', /^v_mfma_i32_32x32x8i8 /], ['gfx942', 'mfma_i8', /^v_mfma_i32_32x32x16_i8 /],
    ['gfx908', 'mfma_f32', /^v_mfma_f32_32x32x2f32 /], ['gfx942', 'mfma_f32', /^v_mfma_f32_32x32x2_f32 /],
    ['gfx908', 'tile_spill', /^v_accvgpr_write_b32 a\d+, v\d+/], ['gfx908', 'tile_spill', /^v_accvgpr_read_b32 v\d+, a\d+/],
    ['gfx90a', 'pk_axpy', /^v_pk_fma_f32 /], ['gfx942', 'pk_axpy', /^v_pk_mul_f32 /], ['gfx90a', 'tile_spill', /^v_pk_fma_f32 /],
    ['gfx90a', 'atomic_f64', /^global_atomic_add_f64 /], ['gfx942', 'atomic_f64', /^global_atomic_max_f64 /], ['gfx908', 'atomic_f64', /^global_atomic_cmpswap_x2 /],
    ['gfx908', 'atomic_f32', /^global_atomic_add_f32 v\[\d+:\d+\], v\d+, off$/], ['gfx90a', 'atomic_f32', /^global_atomic_add_f32 /],
    ['gfx942', 'private_array', /^scratch_store_dwordx4 off, v\[\d+:\d+\], off/], ['gfx90a', 'private_array', /^buffer_store_dword v\d+, off, s\[0:3\], 0 offset:/],
  ];
  assert.deepEqual(want.filter(([g, f, re]) => !uses(g, f, re)).map(([g, f, re]) => `${g}/${f}: ${re}`), []);
});

/** The .cl's loads, K-loop and stores of a 32x32 MFMA matmul, with the MFMA done by src/sim/mfma.ts. */
function emulate(s: MfmaShape, args: KernelArg[], elem: (v: number) => number, accumulate: boolean): number[] {
  const [A, B, C] = args.slice(0, 3).map(dataOf);
  const K = valueOf(args[3]);
  const bits = 32 * srcRegs(s, 'a') / s.kp;
  let acc: Uint32Array = new Uint32Array(accRegs(s) * 64);
  const reg = (i: number, l: number): number => (8 * Math.floor(i / 4) + 4 * Math.floor(l / 32) + (i % 4)) * 32 + (l % 32);
  const out = (v: number): number => (s.a === 'i8' ? v | 0 : bitsF32(v));
  if (accumulate) for (let l = 0; l < 64; l++) for (let i = 0; i < 16; i++) acc[i * 64 + l] = f32Bits(C[reg(i, l)]);
  for (let k0 = 0; k0 < K; k0 += 2 * s.kp) {
    const a = new Uint32Array(srcRegs(s, 'a') * 64), b = new Uint32Array(srcRegs(s, 'b') * 64);
    for (let l = 0; l < 64; l++) {
      const row = l % 32, kg = Math.floor(l / 32);
      for (let t = 0; t < s.kp; t++) {
        const at = t * bits, r = Math.floor(at / 32) * 64 + l, mask = bits === 32 ? 0xffffffff : (1 << bits) - 1;
        a[r] = (a[r] | ((elem(A[row * K + k0 + s.kp * kg + t]) & mask) << (at % 32))) >>> 0;
        b[r] = (b[r] | ((elem(B[(k0 + s.kp * kg + t) * 32 + row]) & mask) << (at % 32))) >>> 0;
      }
    }
    acc = mfma(s, a, b, acc);
  }
  const res = new Array<number>(1024);
  for (let l = 0; l < 64; l++) for (let i = 0; i < 16; i++) res[reg(i, l)] = out(acc[i * 64 + l]);
  return res;
}

const f16bits = (x: number): number => f32ToF16(f32Bits(x));
const MATMULS: [string, string, (v: number) => number, boolean][] = [
  ['mfma_f16', 'v_mfma_f32_32x32x8f16', f16bits, false],
  ['mfma_bf16', 'v_mfma_f32_32x32x4bf16', (v) => v, false],
  ['mfma_bf16', 'v_mfma_f32_32x32x8bf16_1k', (v) => v, false],
  ['mfma_i8', 'v_mfma_i32_32x32x8i8', (v) => v & 0xff, false],
  ['mfma_i8', 'v_mfma_i32_32x32x16_i8', (v) => v & 0xff, false],
  ['mfma_f32', 'v_mfma_f32_32x32x2f32', f32Bits, true],
];
for (const [file, name, elem, accumulate] of MATMULS) {
  test(`${file} with ${name}: the kernel's lane layout through src/sim/mfma.ts equals the CPU reference`, () => {
    const k = CDNA_KERNELS.find((x) => x.file === file)!;
    const args = k.args();
    assert.deepEqual(emulate(mfmaShape(name)!, args, elem, accumulate), k.expect(args).get(2));
  });
}

/** A buffer's elements as the kernel argument's type reads them (float2: two floats an element). */
function elements(bytes: Uint8Array, type: string, n: number): number[] {
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Array.from({ length: n }, (_, i) => (type === 'double' ? dv.getFloat64(8 * i, true) : type === 'int' ? dv.getInt32(4 * i, true) : dv.getFloat32(4 * i, true)));
}

// Every kernel on every GPU: gfx908 (MI100) v_accvgpr_read/write_b32 and MFMA (docs/sim.md
// P127: exact sums rounded once) with AGPR accumulators, AGPR spills of a large tile, float2
// axpy, f64 atomics by CAS loops, f32 atomic adds (no return); gfx90a (MI200) and gfx942 (MI300)
// the same .cl with their MFMA rows, global loads and stores of AGPR data (the ACC bit: the AGPRs
// at .amdhsa_accum_offset in the unified file, P164), packed FP32, packed work-item IDs in v0
// (P165), f64 atomics, and on gfx942 v_mov_b64, v_lshl_add_u64 and a private array in scratch
// through architected flat scratch (P166).
// Inputs are small integers, so the float references are exact: every element must be equal.
for (const gpu of GPUS) {
  for (const k of CDNA_KERNELS) {
    test(`${gpu}: runKernel(${k.file}.o, ${k.kernel}) equals the CPU reference, 0 hazards, 0 warnings`, () => {
      const args = k.args();
      const r = runKernel(new Uint8Array(readFileSync(new URL(`${k.file}.o`, dir(gpu)))), k.kernel, { grid: k.grid, block: k.block }, args);
      assert.deepEqual(r.hazards, []);
      assert.deepEqual(r.warnings, []);
      for (const [i, want] of k.expect(args)) {
        const type = (args[i] as { buffer: string }).buffer;
        assert.deepEqual(elements(r.buffers[i].bytes, type, want.length), want, `${k.kernel}: argument ${i}`);
      }
    });
  }
}
