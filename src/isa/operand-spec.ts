// Building operand specs (the entries of an instruction's operand profile).
import type { OperandKind, OperandSpec, RegClass } from './types.js';

const DEFAULTS: OperandSpec = { kind: 'sreg', rclass: 'sgpr', field: '', regs: 1, vtype: 'b32', src: 'any', signed: false, fmt: 'none', optional: false, literal: true, when: 'always', mod: false, clrx: false, neg: false, abs: false };

/** The register file of each kind that names registers (memory operands: their VGPR or SGPR tuples). */
const CLASS_OF_KIND: Partial<Record<OperandKind, RegClass>> = {
  vreg: 'vgpr', vsrc: 'vgpr', dppsrc: 'vgpr', sdwasrc: 'vgpr', pksrc: 'vgpr', mixsrc: 'vgpr', vdata: 'vgpr', vdst: 'vgpr',
  bufaddr: 'vgpr', flataddr: 'vgpr', imgdata: 'vgpr', imgaddr: 'vgpr', expsrc: 'vgpr',
  sreg: 'sgpr', ssrc: 'sgpr', sdata: 'sgpr', sbase: 'sgpr', saddr: 'sgpr', srsrc: 'sgpr', soffset: 'sgpr', imgrsrc: 'sgpr', sdwasdst: 'sgpr', vcc: 'sgpr',
};

/** The register class of an operand kind. */
export const classOf = (kind: OperandKind): RegClass => CLASS_OF_KIND[kind] ?? 'none';

/** An operand or modifier spec: the defaults with some properties set. */
export function spec(kind: OperandKind, field: string, more: Partial<OperandSpec> = {}): OperandSpec {
  return { ...DEFAULTS, kind, rclass: classOf(kind), field, mod: kind === 'flag' || kind === 'offset' || kind === 'omod' || kind === 'opsel' || kind === 'high', ...more };
}

/** Whether a vector source may hold a VGPR (not v_writelane_b32's src0). */
export const takesVgpr = (o: OperandSpec): boolean => o.src !== 'scalar' && o.src !== 'scalar+lds';
/** Whether a vector source may hold LDS_DIRECT (code 254): any source, or one restricted to VGPRs/scalars plus it. */
export const takesLds = (o: OperandSpec): boolean => o.src === 'any' || o.src === 'vgpr+lds' || o.src === 'scalar+lds';
