// Helpers for the black-box simulator tests. Nothing here computes an expected value: they only
// build inputs (states, descriptors, per-lane vectors) and read results back.
import { simulate } from '../../src/sim/index.js';
import type { SimOptions, SimResult, StateJson } from '../../src/sim/api.js';
import { isaFor } from '../../src/isa/index.js';
import { llvmRow } from '../../src/isa/table.js';
import type { Gen } from '../../src/isa/gens.js';
import type { EncName, InstrDef } from '../../src/isa/types.js';

/** One GPU per generation (the ones the rest of gcnkit uses). */
export const GPU: Readonly<Record<Gen, string>> = { 'gcn1.0': 'tahiti', 'gcn1.1': 'bonaire', 'gcn1.2': 'tonga', 'gcn1.4': 'gfx900', gfx90a: 'gfx90a', gfx940: 'gfx940' };

/** Run a program (lines joined with newlines) on a generation's GPU. */
export function sim(gen: Gen, program: string | readonly string[], state: StateJson = {}, opts: Omit<SimOptions, 'gpu'> = {}): SimResult {
  const text = typeof program === 'string' ? program : program.join('\n') + '\n';
  return simulate(text, state, { gpu: GPU[gen], ...opts });
}

/**
 * Every instruction of an encoding on a generation, in table order (so coverage is provable); not
 * the CLRX-only ones (s_buffer_atomic_* on GCN 1.2), which a program in llvm-mc's syntax cannot name.
 */
export function instrs(gen: Gen, enc: EncName, pred: (d: InstrDef) => boolean = () => true): InstrDef[] {
  return [...isaFor(gen).byName.values()].filter((e) => e.def.enc === enc && llvmRow(e.def) && pred(e.def)).map((e) => e.def);
}

/** Register range operand: n registers from first ("s16", "s[16:19]", "v[2:3]"). */
export function regs(file: 's' | 'v', first: number, n: number): string {
  return n === 1 ? `${file}${first}` : `${file}[${first}:${first + n - 1}]`;
}

/** Dwords moved by a scalar/flat data type (b32..b512). */
export function dwordsOf(type: string): number {
  const m = /^b(\d+)$/.exec(type);
  if (!m) throw new Error(`not a whole-dword type: ${type}`);
  return Number(m[1]) / 32;
}

/** Read SGPRs s[first .. first+n-1] from a result (undefined where absent). */
export function sgprs(r: SimResult, first: number, n: number): (number | undefined)[] {
  return Array.from({ length: n }, (_, i) => r.sgpr[`s${first + i}`]);
}

/** 64 per-lane values. */
export function lanes(f: (lane: number) => number): number[] {
  return Array.from({ length: 64 }, (_, l) => f(l) >>> 0);
}

export interface VSharp {
  base?: bigint | number; stride?: number; numRecords?: number; swizzle?: boolean;
  dstSel?: readonly [number, number, number, number]; nfmt?: number; dfmt?: number;
  elementSize?: number; indexStride?: number; addTid?: boolean;
}

/** The 4 dwords of a buffer descriptor (V#), laid out as semantics.md §1. */
export function vsharp(v: VSharp): number[] {
  const base = BigInt(v.base ?? 0);
  const [x, y, z, w] = v.dstSel ?? [4, 5, 6, 7];
  return [
    Number(base & 0xffffffffn) >>> 0,
    (Number((base >> 32n) & 0xffffn) | ((v.stride ?? 0) << 16) | ((v.swizzle ? 1 : 0) << 31)) >>> 0,
    (v.numRecords ?? 0) >>> 0,
    (x | (y << 3) | (z << 6) | (w << 9) | ((v.nfmt ?? 4) << 12) | ((v.dfmt ?? 4) << 15)
      | ((v.elementSize ?? 0) << 19) | ((v.indexStride ?? 0) << 21) | ((v.addTid ? 1 : 0) << 23)) >>> 0,
  ];
}

/** Low and high dwords of a 64-bit value. */
export function split64(x: bigint): [number, number] {
  const v = BigInt.asUintN(64, x);
  return [Number(v & 0xffffffffn) >>> 0, Number(v >> 32n) >>> 0];
}

/** Hazards reduced to what the tests pin: line and register (col checked separately where relevant). */
export function hazardKeys(r: SimResult): string[] {
  return r.hazards.map((h) => `${h.line}:${h.register}`);
}
