// Building operand specs (the entries of an instruction's operand profile).
import type { OperandKind, OperandSpec } from './types.js';

const DEFAULTS: OperandSpec = { kind: 'sreg', field: '', regs: 1, vtype: 'b32', src: 'any', signed: false, fmt: 'none', optional: false, literal: true, when: 'always', mod: false, clrx: false, neg: false, abs: false };

/** An operand or modifier spec: the defaults with some properties set. */
export function spec(kind: OperandKind, field: string, more: Partial<OperandSpec> = {}): OperandSpec {
  return { ...DEFAULTS, kind, field, mod: kind === 'flag' || kind === 'offset' || kind === 'omod' || kind === 'opsel' || kind === 'high', ...more };
}
