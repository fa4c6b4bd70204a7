// s_waitcnt counter fields per generation [llvm AMDGPUBaseInfo; GCN3/Vega ISA "S_WAITCNT"].
import { familyValue, type Gen, type PerFamily } from './gens.js';

export interface CounterField {
  readonly name: 'vmcnt' | 'expcnt' | 'lgkmcnt';
  /** Bit pieces, least significant first: [shift, width]. */
  readonly pieces: readonly (readonly [number, number])[];
  readonly max: number;
}

const VM_SI: CounterField = { name: 'vmcnt', pieces: [[0, 4]], max: 15 };
// GCN 1.4 widens VM_CNT to 6 bits with SIMM16[15:14] as the high part.
const VM_GFX9: CounterField = { name: 'vmcnt', pieces: [[0, 4], [14, 2]], max: 63 };
const EXP: CounterField = { name: 'expcnt', pieces: [[4, 3]], max: 7 };
const LGKM: CounterField = { name: 'lgkmcnt', pieces: [[8, 4]], max: 15 };

const COUNTERS: PerFamily<readonly CounterField[]> = {
  'gcn1.0': [VM_SI, EXP, LGKM], 'gcn1.2': [VM_SI, EXP, LGKM], 'gcn1.4': [VM_GFX9, EXP, LGKM],
};

export function waitcntFields(gen: Gen): readonly CounterField[] {
  return familyValue(COUNTERS, gen);
}

export function getCounter(c: CounterField, simm16: number): number {
  let v = 0, at = 0;
  for (const [shift, width] of c.pieces) {
    v |= ((simm16 >>> shift) & ((1 << width) - 1)) << at;
    at += width;
  }
  return v;
}

export function setCounter(c: CounterField, simm16: number, value: number): number {
  let at = 0;
  for (const [shift, width] of c.pieces) {
    const m = (1 << width) - 1;
    simm16 = (simm16 & ~(m << shift)) | (((value >>> at) & m) << shift);
    at += width;
  }
  return simm16 & 0xffff;
}

/** SIMM16 with every counter at its maximum ("wait for nothing"); unused bits zero. */
export function waitcntAllMax(gen: Gen): number {
  let v = 0;
  for (const c of waitcntFields(gen)) v = setCounter(c, v, c.max);
  return v;
}

/** The bits of an s_waitcnt SIMM16 that are no counter's on `gen` (0x3000 of 0x3141 on every GPU). */
export function waitcntStrayBits(gen: Gen, simm16: number): number {
  let used = 0;
  for (const c of waitcntFields(gen)) for (const [s, w] of c.pieces) used |= ((1 << w) - 1) << s;
  return simm16 & ~used & 0xffff;
}
