// Building operand specs (the entries of an instruction's operand profile).
import type { OperandKind, OperandSpec } from './types.js';

const DEFAULTS: OperandSpec = { kind: 'sreg', field: '', regs: 1, vtype: 'b32', src: 'any', signed: false, fmt: 'none', optional: false, literal: true, when: 'always', mod: false, clrx: false, neg: false, abs: false };

/** An operand or modifier spec: the defaults with some properties set. */
export function spec(kind: OperandKind, field: string, more: Partial<OperandSpec> = {}): OperandSpec {
  return { ...DEFAULTS, kind, field, mod: kind === 'flag' || kind === 'offset' || kind === 'omod' || kind === 'opsel' || kind === 'high', ...more };
}

/** Whether a vector source may hold a VGPR (not v_writelane_b32's src0). */
export const takesVgpr = (o: OperandSpec): boolean => o.src !== 'scalar' && o.src !== 'scalar+lds';
/** Whether a vector source may hold LDS_DIRECT (code 254): any source, or one restricted to VGPRs/scalars plus it. */
export const takesLds = (o: OperandSpec): boolean => o.src === 'any' || o.src === 'vgpr+lds' || o.src === 'scalar+lds';
