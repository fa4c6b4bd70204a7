// scripts/kernels/calls.cl's kernels with their CPU references: a call to a noinline function
// (call_poly), a __constant table (lookup), a __constant table of pointers and a global (parity).
import type { CodeObject } from '../../src/objects/code-object.js';
import { runKernel, type KernelArg } from '../../src/sim/index.js';

export const N = 64;

// calls.cl's tables.
export const TABLE = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3];
export const PARITY = [[0, 2, 4, 6], [1, 3, 5, 7]];
export const SCALE = 3;

/** poly(x, k): Horner over 1, 2, .., k % 4 + 1. The inputs are quarters in [-1, 1]: every step is exact in f32. */
export function poly(x: number, k: number): number {
  let r = 0;
  for (let j = 0; j <= k % 4; j++) r = Math.fround(Math.fround(r * x) + (j + 1));
  return r;
}

const xs = Array.from({ length: N }, (_, i) => ((i * 5) % 9 - 4) / 4);
const idx = Array.from({ length: N }, (_, i) => (i * 7 + 3) % 37);

export const CASES: { kernel: string; args: KernelArg[]; want: number[]; floats?: boolean }[] = [
  { kernel: 'call_poly', args: [{ buffer: 'float', data: xs }, { buffer: 'float', data: new Array(N).fill(0) }, { scalar: 'uint', value: N }], want: xs.map((x, i) => poly(x, i)), floats: true },
  { kernel: 'lookup', args: [{ buffer: 'uint', data: idx }, { buffer: 'uint', data: new Array(N).fill(0) }, { scalar: 'uint', value: N }], want: idx.map((v, i) => TABLE[v & 15] * 10 + TABLE[i & 15]) },
  { kernel: 'parity', args: [{ buffer: 'uint', data: idx }, { buffer: 'uint', data: new Array(N).fill(0) }, { scalar: 'uint', value: N }], want: idx.map((v, i) => PARITY[v & 1][i & 3] * SCALE + SCALE) },
];

/** Every calls.cl kernel's output buffer when run from `obj` (linked or relocatable). */
export function results(obj: CodeObject | Uint8Array): number[][] {
  return CASES.map((c) => {
    const r = runKernel(obj, c.kernel, { grid: [N], block: [32] }, c.args);
    const out = r.buffers.find((b) => b.arg === 1)!.bytes;
    const b = out.buffer.slice(out.byteOffset, out.byteOffset + out.length);
    return c.floats ? Array.from(new Float32Array(b)) : Array.from(new Uint32Array(b));
  });
}
