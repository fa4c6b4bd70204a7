// Per-lane vector memory data movement shared by MUBUF and FLAT: loads, stores and atomics for
// every data type of the tables. The encoding-specific part is the Resolver, which maps a lane
// and a byte delta within the access to a space and address (or reports it out of range).
import type { DataType, InstrDef } from '../isa/types.js';
import { dataRegs, returnRegs } from '../isa/shapes.js';
import { atomicRmw } from './atomics.js';
import { FORMAT_BYTES, applyDstSel, fromD16, nfmtReadable, nfmtWritable, packFormat, toD16, unpackFormat } from './formats.js';
import type { Space } from './memory.js';
import { r16, w16 } from './memory.js';
import type { Op } from './tracker.js';
import { EXEC_LO, LANES, laneOn, type Wave } from './wave.js';

export interface Target { space: Space; hi: number; lo: number }

/** Where the access unit at byte `delta` of `lane` goes; false: out of range (or unbound). */
export type Resolver = (lane: number, delta: number, t: Target) => boolean;

/** The V# format of a MUBUF FORMAT op. */
export interface FormatInfo { readonly dfmt: number; readonly nfmt: number; readonly word3: number }

export interface VecAccess {
  readonly w: Wave;
  readonly op: Op;
  readonly def: InstrDef;
  readonly vdata: number;
  readonly tfe: boolean;
  readonly glc: boolean;
  readonly resolve: Resolver;
  readonly fmt?: FormatInfo;
  /** MUBUF LDS=1: LDS byte address of lane 0 (lanes add 4 each); no VGPR is written. */
  readonly ldsBase?: number;
  /** First register an atomic returns to (FLAT: VDST); default vdata. */
  readonly ret?: number;
  /** End of the register file vdata and ret are in (Wave.dataFile; default the VGPRs). */
  readonly end?: number;
}

type Shape =
  | { kind: 'dwords'; n: number }
  | { kind: 'sub'; bytes: 1 | 2; signed: boolean; half: 'full' | 'lo' | 'hi' }
  | { kind: 'fmt'; n: number; d16: boolean; half: 'full' | 'hi' };

const SHAPES: Readonly<Record<DataType, Shape | undefined>> = {
  none: undefined,
  b32: { kind: 'dwords', n: 1 }, b64: { kind: 'dwords', n: 2 }, b96: { kind: 'dwords', n: 3 }, b128: { kind: 'dwords', n: 4 },
  b256: { kind: 'dwords', n: 8 }, b512: { kind: 'dwords', n: 16 },
  u8: { kind: 'sub', bytes: 1, signed: false, half: 'full' }, i8: { kind: 'sub', bytes: 1, signed: true, half: 'full' },
  u16: { kind: 'sub', bytes: 2, signed: false, half: 'full' }, i16: { kind: 'sub', bytes: 2, signed: true, half: 'full' },
  b8: { kind: 'sub', bytes: 1, signed: false, half: 'full' }, b16: { kind: 'sub', bytes: 2, signed: false, half: 'full' },
  'u8.lo': { kind: 'sub', bytes: 1, signed: false, half: 'lo' }, 'u8.hi': { kind: 'sub', bytes: 1, signed: false, half: 'hi' },
  'i8.lo': { kind: 'sub', bytes: 1, signed: true, half: 'lo' }, 'i8.hi': { kind: 'sub', bytes: 1, signed: true, half: 'hi' },
  'b16.lo': { kind: 'sub', bytes: 2, signed: false, half: 'lo' }, 'b16.hi': { kind: 'sub', bytes: 2, signed: false, half: 'hi' },
  'b8.hi': { kind: 'sub', bytes: 1, signed: false, half: 'hi' },
  fmt1: { kind: 'fmt', n: 1, d16: false, half: 'full' }, fmt2: { kind: 'fmt', n: 2, d16: false, half: 'full' },
  fmt3: { kind: 'fmt', n: 3, d16: false, half: 'full' }, fmt4: { kind: 'fmt', n: 4, d16: false, half: 'full' },
  h1: { kind: 'fmt', n: 1, d16: true, half: 'full' }, h2: { kind: 'fmt', n: 2, d16: true, half: 'full' },
  h3: { kind: 'fmt', n: 3, d16: true, half: 'full' }, h4: { kind: 'fmt', n: 4, d16: true, half: 'full' },
  'h1.hi': { kind: 'fmt', n: 1, d16: true, half: 'hi' },
};

export function shapeOf(t: DataType): Shape | undefined {
  return SHAPES[t];
}

/** Result registers staged for the op: one Uint32Array(64) per register, written for EXEC lanes. */
function stage(a: VecAccess, n: number, first = a.vdata): Uint32Array[] {
  return stageRegs(a.w, a.op, first, n, a.end);
}

/** Recycled 64-lane staging buffers (an op's results live in one until they land). */
const POOL: Uint32Array[] = [];

export function releaseStaged(values: Uint32Array): void {
  if (POOL.length < 4096) POOL.push(values);
}

/**
 * Result registers first..first+n-1 staged in `op`. Only EXEC lanes land, and every executor
 * writes every EXEC lane of every staged register, so the buffers need no initial copy.
 */
export function stageRegs(w: Wave, op: Op, first: number, n: number, end = w.vgprs): Uint32Array[] {
  const out: Uint32Array[] = [];
  for (let i = 0; i < n; i++) {
    const reg = first + i;
    const values = POOL.pop() ?? new Uint32Array(LANES);
    // Registers past v255 (a255) are computed but never land (executors skip such instructions anyway).
    if (reg < end) op.vWrites.push({ reg, values, lo: w.sgpr[EXEC_LO], hi: w.sgpr[EXEC_LO + 1] });
    out.push(values);
  }
  return out;
}

const t0: Target = { space: undefined as unknown as Space, hi: 0, lo: 0 };
const comps = new Uint32Array(4);
const elem = new Uint8Array(16);

// A FORMAT element's bytes are consecutive 64-bit addresses: byte k of an element that starts
// just below a 4 GiB boundary lies in the next 4 GiB block, so the carry goes into the high half
// (P1: only the final address is 64-bit, and it is the element's address plus k).
function readElement(t: Target, n: number): void {
  for (let k = 0; k < n; k++) {
    const lo = t.lo + k;
    elem[k] = t.space.r8(lo > 0xffffffff ? (t.hi + 1) >>> 0 : t.hi, lo >>> 0);
  }
}

function writeElement(t: Target, n: number): void {
  for (let k = 0; k < n; k++) {
    const lo = t.lo + k;
    t.space.w8(lo > 0xffffffff ? (t.hi + 1) >>> 0 : t.hi, lo >>> 0, elem[k]);
  }
}

function extend(v: number, bytes: number, signed: boolean): number {
  if (!signed) return v;
  return bytes === 1 ? ((v << 24) >> 24) >>> 0 : ((v << 16) >> 16) >>> 0;
}

function mergeHalf(old: number, v: number, half: 'full' | 'lo' | 'hi'): number {
  if (half === 'full') return v;
  return half === 'lo' ? ((old & 0xffff0000) | (v & 0xffff)) >>> 0 : ((old & 0xffff) | (v << 16)) >>> 0;
}

/** Unpacked (GCN 1.2) or packed (GCN 1.4) D16 register count for n components. */
function d16Packed(a: VecAccess): boolean {
  const s = SHAPES[a.def.type];
  return s?.kind === 'fmt' && s.d16 && s.n > 1 && dataRegs(a.def, a.w.gen) < s.n;
}

export function vload(a: VecAccess): void {
  const { w, resolve } = a;
  const shape = SHAPES[a.def.type]!;
  const regs = dataRegs(a.def, w.gen);
  const toLds = a.ldsBase !== undefined;
  const out = toLds ? [] : stage(a, regs + (a.tfe ? 1 : 0));
  const vg = w.vgpr;
  const execLo = w.sgpr[EXEC_LO], execHi = w.sgpr[EXEC_LO + 1];
  for (let l = 0; l < LANES; l++) {
    if (!laneOn(execLo, execHi, l)) continue;
    let ldsValue = 0;
    if (shape.kind === 'dwords') {
      for (let i = 0; i < shape.n; i++) {
        const v = resolve(l, i * 4, t0) ? t0.space.r32(t0.hi, (t0.lo & ~3) >>> 0) : 0;
        if (toLds) ldsValue = v;
        else if (out[i]) out[i][l] = v;
      }
    } else if (shape.kind === 'sub') {
      let v = 0;
      if (resolve(l, 0, t0)) v = shape.bytes === 1 ? t0.space.r8(t0.hi, t0.lo) : r16(t0.space, t0.hi, t0.lo);
      v = extend(v, shape.bytes, shape.signed);
      if (toLds) ldsValue = v;
      else out[0][l] = mergeHalf(vg[a.vdata * LANES + l], v, shape.half);
    } else {
      const f = a.fmt!;
      const size = FORMAT_BYTES[f.dfmt];
      comps.fill(0);
      if (size && nfmtReadable(w.gen, f.nfmt) && resolve(l, 0, t0)) {
        readElement(t0, size);
        unpackFormat(f.dfmt, f.nfmt, elem, 0, comps);
      }
      applyDstSel(f.word3, f.nfmt, comps);
      if (toLds) ldsValue = comps[0];
      else if (!shape.d16) for (let i = 0; i < shape.n; i++) out[i][l] = comps[i];
      else if (shape.half === 'hi') out[0][l] = mergeHalf(vg[a.vdata * LANES + l], toD16(f.nfmt, comps[0]), 'hi');
      else if (d16Packed(a)) {
        for (let r = 0; r < regs; r++) {
          const lo = toD16(f.nfmt, comps[2 * r]);
          const hi = 2 * r + 1 < shape.n ? toD16(f.nfmt, comps[2 * r + 1]) : 0;
          out[r][l] = (lo | (hi << 16)) >>> 0;
        }
      } else for (let i = 0; i < shape.n; i++) out[i][l] = toD16(f.nfmt, comps[i]);
    }
    if (toLds) w.lds.w32(0, (a.ldsBase! + l * 4) >>> 0, ldsValue);
    else if (a.tfe) out[regs][l] = 0;
  }
}

/** Source VGPR (AGPR) value of data register i for lane l (0 beyond the register file). */
function src(a: VecAccess, i: number, l: number): number {
  const r = a.vdata + i;
  return r < (a.end ?? a.w.vgprs) ? a.w.vgpr[r * LANES + l] : 0;
}

export function vstore(a: VecAccess): void {
  const { w, resolve } = a;
  const shape = SHAPES[a.def.type]!;
  for (let l = 0; l < LANES; l++) {
    if (!w.active(l)) continue;
    if (shape.kind === 'dwords') {
      for (let i = 0; i < shape.n; i++) if (resolve(l, i * 4, t0)) t0.space.w32(t0.hi, (t0.lo & ~3) >>> 0, src(a, i, l));
    } else if (shape.kind === 'sub') {
      if (!resolve(l, 0, t0)) continue;
      const v = shape.half === 'hi' ? src(a, 0, l) >>> 16 : src(a, 0, l);
      if (shape.bytes === 1) t0.space.w8(t0.hi, t0.lo, v);
      else w16(t0.space, t0.hi, t0.lo, v);
    } else {
      const f = a.fmt!;
      const size = FORMAT_BYTES[f.dfmt];
      if (!size || !nfmtWritable(w.gen, f.nfmt) || !resolve(l, 0, t0)) continue;
      if (!shape.d16) for (let i = 0; i < shape.n; i++) comps[i] = src(a, i, l);
      else if (shape.half === 'hi') comps[0] = fromD16(f.nfmt, src(a, 0, l) >>> 16);
      else if (d16Packed(a)) for (let i = 0; i < shape.n; i++) comps[i] = fromD16(f.nfmt, (src(a, i >> 1, l) >>> (16 * (i & 1))) & 0xffff);
      else for (let i = 0; i < shape.n; i++) comps[i] = fromD16(f.nfmt, src(a, i, l) & 0xffff);
      readElement(t0, size);
      packFormat(f.dfmt, f.nfmt, comps, shape.n, elem, 0);
      writeElement(t0, size);
    }
  }
}

/** buffer_store_lds_dword: one dword per lane from LDS (ldsBase + lane*4) to memory. */
export function vstoreFromLds(a: VecAccess): void {
  const { w, resolve } = a;
  for (let l = 0; l < LANES; l++) {
    if (!w.active(l) || !resolve(l, 0, t0)) continue;
    t0.space.w32(t0.hi, (t0.lo & ~3) >>> 0, w.lds.r32(0, (a.ldsBase! + l * 4) >>> 0));
  }
}

export function vatomic(a: VecAccess): void {
  const { w, resolve, def } = a;
  const out = a.glc ? stage(a, returnRegs(def) + (a.tfe ? 1 : 0), a.ret) : [];
  const old = [0, 0];
  let lane = 0;
  const data = (i: number): number => src(a, i, lane);
  for (let l = 0; l < LANES; l++) {
    if (!w.active(l)) continue;
    old[0] = old[1] = 0;
    lane = l;
    if (resolve(l, 0, t0)) atomicRmw(t0.space, t0.hi, t0.lo, def.atomic!, def.atomicBits as 32 | 64, data, old);
    if (!a.glc) continue;
    if (out[0]) out[0][l] = old[0];
    if (def.atomicBits === 64 && out[1]) out[1][l] = old[1];
    if (a.tfe) out[out.length - 1][l] = 0;
  }
}
