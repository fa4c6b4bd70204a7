// Helpers for the black-box MUBUF / atomic simulator tests: V# construction, 64-lane values,
// running a program, reading dumps, and proving every table instruction was exercised.
import assert from 'node:assert/strict';
import { simulate } from '../../src/sim/index.js';
import type { SimResult, StateJson } from '../../src/sim/api.js';
import { isaFor } from '../../src/isa/index.js';
import { llvmRow } from '../../src/isa/table.js';
import { GENS, GFX9_UP, inFamilies, type Gen } from '../../src/isa/gens.js';
import type { EncName, InstrDef } from '../../src/isa/types.js';

export { GENS, type Gen };

/** 64 per-lane u32 values. */
export const lanes = (f: (lane: number) => number): number[] => Array.from({ length: 64 }, (_, l) => f(l) >>> 0);

/** Bits of a float rounded to f32 (the value itself is the hand-worked part). */
export function f32(x: number): number {
  const dv = new DataView(new ArrayBuffer(4));
  dv.setFloat32(0, x, true);
  return dv.getUint32(0, true);
}

/** [lo, hi] dwords of an f64. */
export function f64(x: number): [number, number] {
  const dv = new DataView(new ArrayBuffer(8));
  dv.setFloat64(0, x, true);
  return [dv.getUint32(0, true), dv.getUint32(4, true)];
}

/** [lo, hi] dwords of a 64-bit value. */
export const split64 = (v: bigint): [number, number] => [Number(BigInt.asUintN(32, v)), Number(BigInt.asUintN(32, v >> 32n))];

export interface VDesc {
  base?: number;
  stride?: number;
  cacheSwizzle?: boolean;
  swizzle?: boolean;
  numRecords?: number;
  /** DST_SEL x,y,z,w (4..7 = X..W, 0 = zero, 1 = one). */
  dstSel?: readonly [number, number, number, number];
  nfmt?: number;
  dfmt?: number;
  /** ELEMENT_SIZE field (word3 bits 20:19): 2 << field bytes (GCN 1.0-1.2). */
  elemSize?: number;
  /** INDEX_STRIDE field (word3 bits 22:21): 8 << field records. */
  indexStride?: number;
  addTid?: boolean;
}

export const IDENTITY_SEL = [4, 5, 6, 7] as const;
/** Default test V#: base 0x1000, stride 0, raw, num_records 0x10000, DATA_FORMAT 4 ('32') so it is
 * bound on GCN 1.0/1.1 too, NUM_FORMAT 4 (UINT), identity DST_SEL. */
export function vsharp(d: VDesc = {}): number[] {
  const base = d.base ?? 0x1000;
  const sel = d.dstSel ?? IDENTITY_SEL;
  const w0 = base >>> 0;
  const w1 = (Math.floor(base / 2 ** 32) & 0xffff) | ((d.stride ?? 0) & 0x3fff) << 16
    | (d.cacheSwizzle ? 1 << 30 : 0) | (d.swizzle ? 1 << 31 : 0);
  const w3 = sel[0] | sel[1] << 3 | sel[2] << 6 | sel[3] << 9 | (d.nfmt ?? 4) << 12 | (d.dfmt ?? 4) << 15
    | (d.elemSize ?? 0) << 19 | (d.indexStride ?? 0) << 21 | (d.addTid ? 1 << 23 : 0);
  return [w0, w1 >>> 0, (d.numRecords ?? 0x10000) >>> 0, w3 >>> 0];
}

const used = new Map<Gen, Set<string>>(GENS.map((g) => [g, new Set<string>()]));

export interface RunOpts { dumps?: string[]; ldsDumps?: string[] }

/** Runs `program` on `gen`, recording each mnemonic for the coverage check. */
export function run(gen: Gen, program: string, state: StateJson, opts: RunOpts = {}): SimResult {
  for (const line of program.split('\n')) {
    const m = /^\s*([a-z0-9_]+)/.exec(line);
    if (m) used.get(gen)!.add(m[1]);
  }
  return simulate(program, state, { gpu: gen, dumps: opts.dumps, ldsDumps: opts.ldsDumps });
}

export const hex = (n: number): string => '0x' + n.toString(16);
export const spec = (addr: number, n: number): string => `${hex(addr)}:${n}`;

/** The dwords of a memory dump that `run` was asked for with spec(addr, n). */
export function dumped(r: SimResult, addr: number, n: number): number[] {
  const d = r.dump[spec(addr, n)];
  assert.ok(d, `no dump ${spec(addr, n)} in the result`);
  return d;
}

export function ldsDumped(r: SimResult, addr: number, n: number): number[] {
  const d = r.lds[spec(addr, n)];
  assert.ok(d, `no LDS dump ${spec(addr, n)} in the result`);
  return d;
}

/** A VGPR's 64 lanes. */
export function vgpr(r: SimResult, name: string): number[] {
  const v = r.vgpr[name];
  assert.ok(v, `${name} missing from the result`);
  return v;
}

/** Compares chosen lanes of a VGPR with hand-worked values (lane -> value). */
export function lanesEq(r: SimResult, name: string, want: Record<number, number>, what = ''): void {
  const v = vgpr(r, name);
  for (const [l, x] of Object.entries(want)) assert.equal(hex(v[+l]), hex(x >>> 0), `${what} ${name} lane ${l}`);
}

/** Compares a whole VGPR (64 lanes) with an expected array, reporting the first bad lane. */
export function vgprEq(r: SimResult, name: string, want: readonly number[], what = ''): void {
  const v = vgpr(r, name);
  for (let l = 0; l < 64; l++) assert.equal(hex(v[l]), hex(want[l] >>> 0), `${what} ${name} lane ${l}`);
}

export function dwordsEq(got: readonly number[], want: readonly number[], what = ''): void {
  assert.deepEqual(got.map(hex), want.map((x) => hex(x >>> 0)), what);
}

/** GCN 1.4's buffer rules hold on its child families (CDNA 2 and 3) too: the CDNA ISA manuals' buffer addressing is GFX9's. */
export const gfx9 = (g: Gen): boolean => inFamilies(GFX9_UP, g);
/** The family's MUBUF has a TFE bit (CDNA 2 and 3: bit 55 is ACC instead; llvm-mc 19 -mcpu=gfx90a refuses tfe). */
export const hasTfe = (g: Gen): boolean => isaFor(g).byName.get('buffer_load_dword')!.enc.layout.byName.tfe !== undefined;
/** The families that have row `name` (an instruction some families lack is run where it exists). */
export const gensWith = (name: string): Gen[] => GENS.filter((g) => isaFor(g).byName.has(name));

/** Instructions of an encoding that exist on `gen`, optionally filtered. */
export function instrs(enc: EncName, gen: Gen, pred: (d: InstrDef) => boolean = () => true): InstrDef[] {
  return [...isaFor(gen).byName.values()].filter((e) => e.enc.table.name === enc && llvmRow(e.def) && pred(e.def)).map((e) => e.def);
}

/** Asserts every instruction `instrs(enc, gen, pred)` lists was run by this test file on `gen`. */
export function assertCovered(enc: EncName, pred: (d: InstrDef) => boolean): void {
  for (const gen of GENS) {
    const missing = instrs(enc, gen, pred).map((d) => d.name).filter((n) => !used.get(gen)!.has(n));
    assert.deepEqual(missing, [], `${gen}: not exercised`);
  }
}

/** The tag dword stored at byte offset k (k % 4 == 0) of the tagged buffer: says which address was read. */
export const tag = (k: number): number => (0xa5000000 | k) >>> 0;
/** `n` tagged dwords from byte offset 0 of a buffer at `base`. */
export const tagged = (base: number, n = 1024) => ({ addr: base, dwords: Array.from({ length: n }, (_, i) => tag(4 * i)) });

/** Memory of 64 16-byte elements at `base`: even lanes' element holds `a`, odd lanes' `b` (zero-padded). */
export function elementsAt(base: number, a: readonly number[], b: readonly number[]) {
  const pad = (d: readonly number[]) => [...d, 0, 0, 0, 0].slice(0, 4);
  return [{ addr: base, dwords: Array.from({ length: 64 }, (_, l) => pad(l % 2 ? b : a)).flat() }];
}
