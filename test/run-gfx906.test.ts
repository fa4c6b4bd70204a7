// gfx906 kernels (scripts/kernels/gfx906/dot.cl) from clang-19, run by runKernel() against CPU
// references written from the OpenCL C source, exactly, with 0 hazards; and the object gcnkit
// assembles from clang's -S output has clang's .text. The object and listing were made with
//   clang-19 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx906 -nogpulib -O2
//     -include scripts/kernels/gcn.h -c scripts/kernels/gfx906/dot.cl -o test/objects/hsa/gfx906/dot.o
// (and -S ... -o test/objects/hsa/gfx906/dot.s).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { runKernel, type KernelArg } from '../src/sim/index.js';
import { assembleObject } from '../src/objects/assemble.js';
import { readCodeObject } from '../src/objects/code-object.js';
import { targetIdText } from '../src/objects/targets.js';
import { object, ints, u32, f32, fmaf, f16Bits, f16Value } from './support/kernel-ref.js';

function run(kernel: string, n: number, args: KernelArg[]): Uint8Array[] {
  const r = runKernel(object('gfx906', 'dot'), kernel, { grid: [n], block: [64] }, args);
  assert.deepEqual(r.hazards, [], `${kernel}: hazards`);
  assert.deepEqual(r.warnings, [], `${kernel}: warnings`);
  return r.buffers.map((b) => b.bytes);
}

const sx = (v: number, bits: number): number => (v << (32 - bits)) >> (32 - bits);
/** The elements of a dword: `count` fields of `bits` bits, low first, signed or not. */
const elems = (v: number, bits: number, signed: boolean): number[] =>
  Array.from({ length: 32 / bits }, (_, k) => { const f = bits === 32 ? v : (v >>> (k * bits)) & ((1 << bits) - 1); return signed ? sx(f, bits) : f; });
const dot = (x: number, y: number, bits: number, signed: boolean, z: number): number => {
  const a = elems(x, bits, signed), b = elems(y, bits, signed);
  return a.reduce((s, v, k) => s + v * b[k], signed ? z | 0 : z >>> 0);
};
const sat = (v: number, signed: boolean): number => (signed ? Math.min(2 ** 31 - 1, Math.max(-(2 ** 31), v)) : Math.min(2 ** 32 - 1, Math.max(0, v)));

test('gfx906: dots (v_dot2/4/8, signed and unsigned, clamp; v_xnor_b32) equals the CPU reference, 0 hazards', () => {
  const n = 256;
  const edge = [0, 0xffffffff, 0x80008000, 0x7fff7fff, 0x80808080, 0x7f7f7f7f, 0x88888888, 0x77777777];
  const a = ints(n, 2 ** 32, 61).map((v, i) => (i < edge.length ? edge[i] : v) >>> 0);
  const b = ints(n, 2 ** 32, 62).map((v, i) => (i < edge.length ? edge[(i + 3) % edge.length] : v) >>> 0);
  const c = ints(n, 2 ** 32, 63).map((v, i) => (i < 4 ? [0x7fffffff, -0x80000000, -1, 0][i] : v | 0));
  const out = run('dots', n, [{ buffer: 'uint', data: a }, { buffer: 'uint', data: b }, { buffer: 'int', data: c }, { buffer: 'int', data: new Array(8 * n).fill(0) }]);
  const want: number[] = [];
  for (let i = 0; i < n; i++) {
    const x = a[i], y = b[i], z = c[i];
    want.push(
      dot(x, y, 16, true, z) >>> 0, dot(x, y, 16, false, z) >>> 0, dot(x, y, 8, true, z) >>> 0, dot(x, y, 8, false, z) >>> 0,
      dot(x, y, 4, true, z) >>> 0, dot(x, y, 4, false, z) >>> 0, sat(dot(x, y, 16, true, z), true) >>> 0,
      ((sat(dot(x, y, 8, false, z), false) ^ ~(x ^ y)) >>> 0));
  }
  assert.deepEqual(u32(out[3]), want);
});

test('gfx906: fdots (v_dot2_f32_f16 rounded once; v_fma_mix_f32) equals the CPU reference, 0 hazards', () => {
  const n = 128;
  // halves k/64 and addends j/1024 (|x| < 16): every exact sum fits a double, so Math.fround is
  // the one rounding (docs/sim.md P130).
  const h = (s: number): number[] => ints(2 * n, 1024, s).map((k) => f16Bits((k - 512) / 64));
  const ha = h(71), hb = h(72);
  const c = ints(n, 32768, 73).map((j) => (j - 16384) / 1024);
  const out = run('fdots', n, [{ buffer: 'half2', data: ha.map(f16Value) }, { buffer: 'half2', data: hb.map(f16Value) }, { buffer: 'float', data: c }, { buffer: 'float', data: new Array(3 * n).fill(0) }]);
  const want: number[] = [];
  for (let i = 0; i < n; i++) {
    const [a0, a1, b0, b1] = [ha[2 * i], ha[2 * i + 1], hb[2 * i], hb[2 * i + 1]].map(f16Value);
    const d = Math.fround(a0 * b0 + a1 * b1 + c[i]);
    want.push(d, fmaf(c[i], a0, d), fmaf(a1, b0, c[i]));
  }
  assert.deepEqual(f32(out[3]), want);
});

test('gfx906: clang -S assembled by gcnkit asm --filetype obj: clang\'s .text, target ID amdgcn-amd-amdhsa--gfx906', () => {
  const dir = new URL('../../test/objects/hsa/gfx906/', import.meta.url);
  const clang = readCodeObject(new Uint8Array(readFileSync(new URL('dot.o', dir))));
  const r = assembleObject(readFileSync(new URL('dot.s', dir), 'utf8'));
  assert.deepEqual(r.diagnostics, []);
  const ours = readCodeObject(r.bytes!);
  assert.equal(targetIdText(ours.target), 'amdgcn-amd-amdhsa--gfx906');
  assert.equal(targetIdText(clang.target), 'amdgcn-amd-amdhsa--gfx906');
  assert.deepEqual(Array.from(ours.text!.data), Array.from(clang.text!.data));
});
