// The CDNA kernel corpus (scripts/kernels-cdna/*.cl, test/kernels-cdna/<gpu>/, issue 28): for
// each kernel its dispatch (grid, block, arguments in runKernel's form) and a CPU reference of
// the buffers it writes. Inputs are small integers (and multiples of 1/16 for f64), so every
// result is exact whatever the accumulation order or contraction into fma: the expected values
// are exact for the simulator's MFMA policy too (docs/sim.md "MFMA").
import type { KernelArg } from '../../src/sim/index.js';

export interface CdnaKernel {
  readonly file: string;
  readonly kernel: string;
  readonly grid: number[];
  readonly block: number[];
  /** The kernel's arguments (buffers with their initial contents). */
  readonly args: () => KernelArg[];
  /** The expected final contents of the buffers the kernel writes, by argument index. */
  readonly expect: (args: KernelArg[]) => Map<number, number[]>;
}

/** n pseudo-random integers in [lo, hi]. */
export function ints(n: number, lo: number, hi: number, seed: number): number[] {
  let x = seed;
  return Array.from({ length: n }, () => {
    x = (x * 1103515245 + 12345) >>> 0;
    return lo + ((x >>> 8) % (hi - lo + 1));
  });
}
export const dataOf = (a: KernelArg): number[] => ('data' in a ? (a.data as number[]) : []);
export const valueOf = (a: KernelArg): number => ('value' in a ? Number(a.value) : NaN);

/** C (+)= A * B, A 32 x K, B K x 32, row-major; i32 wraps. */
export function matmul32(a: readonly number[], b: readonly number[], k: number, c0: readonly number[] = new Array(1024).fill(0), wrap = false): number[] {
  return Array.from({ length: 1024 }, (_, n) => {
    let s = c0[n];
    for (let t = 0; t < k; t++) s += a[Math.floor(n / 32) * k + t] * b[t * 32 + (n % 32)];
    return wrap ? s | 0 : s;
  });
}

/** bf16 bits of a small integer (exact). */
export const bf16 = (x: number): number => new Uint32Array(new Float32Array([x]).buffer)[0] >>> 16;
const fromBf16 = (bits: number): number => new Float32Array(new Uint32Array([bits << 16]).buffer)[0];

const K16 = 16, K32 = 32, K8 = 8;
const TILE = 320, ROUNDS = 3;

export const CDNA_KERNELS: readonly CdnaKernel[] = [
  {
    file: 'mfma_f16', kernel: 'mfma_f16', grid: [64], block: [64],
    args: () => [{ buffer: 'half', data: ints(32 * K16, -8, 8, 1) }, { buffer: 'half', data: ints(K16 * 32, -8, 8, 2) }, { buffer: 'float', data: new Array(1024).fill(-1) }, { scalar: 'uint', value: K16 }],
    expect: (a) => new Map([[2, matmul32(dataOf(a[0]), dataOf(a[1]), K16)]]),
  },
  {
    file: 'mfma_bf16', kernel: 'mfma_bf16', grid: [64], block: [64],
    args: () => [{ buffer: 'ushort', data: ints(32 * K16, -8, 8, 3).map(bf16) }, { buffer: 'ushort', data: ints(K16 * 32, -8, 8, 4).map(bf16) }, { buffer: 'float', data: new Array(1024).fill(-1) }, { scalar: 'uint', value: K16 }],
    expect: (a) => new Map([[2, matmul32(dataOf(a[0]).map(fromBf16), dataOf(a[1]).map(fromBf16), K16)]]),
  },
  {
    file: 'mfma_i8', kernel: 'mfma_i8', grid: [64], block: [64],
    args: () => [{ buffer: 'char', data: ints(32 * K32, -128, 127, 5) }, { buffer: 'char', data: ints(K32 * 32, -128, 127, 6) }, { buffer: 'int', data: new Array(1024).fill(-1) }, { scalar: 'uint', value: K32 }],
    expect: (a) => new Map([[2, matmul32(dataOf(a[0]), dataOf(a[1]), K32, undefined, true)]]),
  },
  {
    file: 'mfma_f32', kernel: 'mfma_f32', grid: [64], block: [64],
    args: () => [{ buffer: 'float', data: ints(32 * K8, -50, 50, 7) }, { buffer: 'float', data: ints(K8 * 32, -50, 50, 8) }, { buffer: 'float', data: ints(1024, -1000, 1000, 9) }, { scalar: 'uint', value: K8 }],
    expect: (a) => new Map([[2, matmul32(dataOf(a[0]), dataOf(a[1]), K8, dataOf(a[2]))]]),
  },
  {
    file: 'tile_spill', kernel: 'tile_spill', grid: [128], block: [64],
    args: () => [{ buffer: 'float', data: ints(128 * TILE, -9, 9, 10) }, { buffer: 'float', data: new Array(128 * TILE).fill(0) }, { scalar: 'float', value: 2 }],
    expect: (a) => {
      const x = dataOf(a[0]), s = valueOf(a[2]);
      const out: number[] = [];
      for (let g = 0; g < 128; g++) {
        let t = x.slice(g * TILE, (g + 1) * TILE);
        for (let r = 0; r < ROUNDS; r++) t = t.map((v, i) => v * s + t[(i + 1) % TILE]);
        out.push(...t);
      }
      return new Map([[1, out]]);
    },
  },
  {
    // 100 float2 elements on a grid of 128: the last 28 work-items do nothing.
    file: 'pk_axpy', kernel: 'pk_axpy', grid: [128], block: [64],
    args: () => [{ buffer: 'float2', data: ints(200, -100, 100, 11) }, { buffer: 'float2', data: ints(200, -100, 100, 12) }, { scalar: 'float', value: 3 }, { scalar: 'uint', value: 100 }],
    expect: (a) => new Map([[1, dataOf(a[1]).map((y, i) => valueOf(a[2]) * dataOf(a[0])[i] + y)]]),
  },
  {
    file: 'pk_axpy', kernel: 'pk_muladd', grid: [128], block: [64],
    args: () => [{ buffer: 'float2', data: ints(200, -100, 100, 13) }, { buffer: 'float2', data: ints(200, -100, 100, 14) }, { buffer: 'float2', data: new Array(200).fill(-1) }, { scalar: 'uint', value: 100 }],
    expect: (a) => new Map([[2, dataOf(a[0]).map((x, i) => x * dataOf(a[1])[i] + (x + dataOf(a[1])[i]))]]),
  },
  {
    // sum[i % 8] += x[i], lo = min, hi = max over 200 multiples of 1/16 (exact in any order).
    file: 'atomic_f64', kernel: 'atomic_f64', grid: [256], block: [64],
    args: () => [{ buffer: 'double', data: ints(200, -4000, 4000, 15).map((v) => v / 16) }, { buffer: 'double', data: new Array(8).fill(0.5) }, { buffer: 'double', data: [1e300] }, { buffer: 'double', data: [-1e300] }, { scalar: 'uint', value: 200 }, { scalar: 'uint', value: 8 }],
    expect: (a) => {
      const x = dataOf(a[0]);
      const sum = new Array(8).fill(0.5);
      x.forEach((v, i) => { sum[i % 8] += v; });
      return new Map([[1, sum], [2, [Math.min(...x)]], [3, [Math.max(...x)]]]);
    },
  },
  {
    // sum[i % 8] += x[i] by global_atomic_add_f32 (no return) over 200 integers: exact in any order.
    file: 'atomic_f32', kernel: 'atomic_f32', grid: [256], block: [64],
    args: () => [{ buffer: 'float', data: ints(200, -1000, 1000, 17) }, { buffer: 'float', data: [0.5, 1, 2, 3, 4, 5, 6, 7] }, { scalar: 'uint', value: 200 }, { scalar: 'uint', value: 8 }],
    expect: (a) => {
      const sum = [...dataOf(a[1])];
      dataOf(a[0]).forEach((v, i) => { sum[i % 8] += v; });
      return new Map([[1, sum]]);
    },
  },
  {
    // out[i] = (idx[i] & 63) * i from a private array (scratch; gfx942: architected flat scratch)
    // for 200 work-items of a grid of 256; the rest of out keeps its -1.
    file: 'private_array', kernel: 'private_array', grid: [256], block: [64],
    args: () => [{ buffer: 'int', data: new Array(256).fill(-1) }, { buffer: 'int', data: ints(256, 0, 1000, 19) }, { scalar: 'uint', value: 200 }],
    expect: (a) => new Map([[0, dataOf(a[1]).map((x, i) => (i < 200 ? (x & 63) * i : -1))]]),
  },
];
