// The constant bus (GCN 1.0-1.4), once: a vector instruction reads at most one scalar value (an
// SGPR, a special register or the literal; inline constants are free). What a row may read is
// its bus plan, made from its operand profile and implicit operands (./implicit.ts); the
// assembler and the generic printer count a word's reads with busCount (src/syntax/valu-rules.ts,
// sdwa.ts), the disassembler's kernel compiles the same plan into its OP_BUS operation
// (src/dis/kernel-prog-ext.ts, wasm/dis.ts busKey).
//
// The implicit VCC read of v_cndmask/v_addc/v_subb/v_div_fmas and the M0 read of v_movrel* count,
// once: an explicit 64-bit vcc source is the same read (v_div_fmas_f64 v[5:6], vcc, v[2:3],
// v[3:4]), vcc_lo another. v_writelane_b32's lane select reads M0 off the bus (s13, m0 is one
// read; m0, s13 two). An SDWA source reads the bus only with its S0/S1 bit set (GCN 1.4).
import type { InstrDef } from './types.js';
import { implicitOf, isSource } from './implicit.js';
import { readsBus } from './src-operands.js';
import { LITERAL, M0, SREG_CODES, VCC, WIDE_KEY } from './special-regs.js';

/** A source the bus may carry: its field, whether it is 64-bit, M0 there is free, and the SDWA S0/S1 field that makes it scalar. */
export interface BusRead {
  readonly field: string;
  readonly wide: boolean;
  readonly m0Free: boolean;
  readonly sgprField?: string;
}

/** The row's possible reads and its fixed ones (keys: the literal, VCC + WIDE_KEY, M0). */
export interface BusPlan {
  readonly reads: readonly BusRead[];
  readonly fixed: readonly number[];
}

const CACHE = new WeakMap<InstrDef, BusPlan>();

export function busPlan(def: InstrDef): BusPlan {
  let plan = CACHE.get(def);
  if (plan) return plan;
  const imp = implicitOf(def);
  const reads: BusRead[] = [];
  const fixed = new Set<number>();
  for (const o of def.operands) {
    if (o.kind === 'litk') fixed.add(LITERAL);
    else if (o.kind === 'sdwasrc') reads.push({ field: o.field, wide: false, m0Free: false, sgprField: o.field === 'vsrc1' ? 'src1_sgpr' : 'src0_sgpr' });
    else if (isSource(o) && o.kind !== 'dppsrc' && o.kind !== 'vreg') {
      reads.push({ field: o.field, wide: o.regs > 1, m0Free: imp.laneSelectOffBus && o.field !== 'src0' });
    }
  }
  if (imp.vccIn) fixed.add(VCC + WIDE_KEY);
  if (imp.m0In) fixed.add(M0);
  plan = { reads, fixed: [...fixed] };
  CACHE.set(def, plan);
  return plan;
}

/** The key a source code read through `r` has on the bus, or undefined (not a bus read). */
export function busKey(r: BusRead, code: number): number | undefined {
  if ((r.m0Free && code === M0) || !readsBus(code)) return undefined;
  return code < SREG_CODES && r.wide ? code + WIDE_KEY : code;
}

/** How many distinct scalar values the instruction reads (the literal as LITERAL), implicit reads included. */
export function busCount(def: InstrDef, f: Readonly<Record<string, number>>): number {
  const plan = busPlan(def);
  const keys = new Set<number>(plan.fixed);
  for (const r of plan.reads) {
    if (r.sgprField !== undefined && !f[r.sgprField]) continue;
    const code = f[r.field];
    if (code === undefined) continue;
    const k = busKey(r, code);
    if (k !== undefined) keys.add(k);
  }
  return keys.size;
}
