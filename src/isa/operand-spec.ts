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

/**
 * The source slots of an op_sel list (its last bit is the destination's, field bit 3): one per
 * source field, or three for an op_sel written with all four bits (regs 4: gfx940's
 * v_cvt_sr_*8_f32, whose bits 2-3 pick the destination byte).
 */
export function opselSources(def: { readonly operands: readonly OperandSpec[] }, o: OperandSpec): number {
  // (The sources, each once: VINTRP's high is a bit of SRC0, not a source of its own.)
  return o.regs === 4 ? 3 : new Set(def.operands.filter((s) => /^src\d$/.test(s.field)).map((s) => s.field)).size;
}
