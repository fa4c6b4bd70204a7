// The vector ALU's 9-bit source as llvm-mc 19 prints and reads it: VGPRs at 256+, and below
// that the scalar source model read as the operand's type. A literal of a 16-bit operand is
// printed as its low half (the high half has no syntax); of a 64-bit operand as its 32 bits.
import { VI_UP, inFamilies, type Gen } from '../isa/gens.js';
import { rawSreg, sregName, ssrcName } from '../isa/registers.js';
import type { OperandSpec, VType } from '../isa/types.js';
import { INLINE_F16, inlineFloatCodes, inlineIntCode, ldsDirectOn } from '../isa/src-operands.js';
import { INV_2PI, LDS_DIRECT, LITERAL, SREG_CODES, SRC_VCCZ, VGPR_BASE } from '../isa/special-regs.js';
import { inlineCode32, inlineHigh64 } from './constants.js';
import { has } from '../isa/targets.js';

/** f16 bit patterns of the inline floats (±0.5, ±1, ±2, ±4; 1/(2*pi) from GCN 1.2). */
const F16_INLINE = inlineFloatCodes(INLINE_F16, false);
const F16_INV_2PI = INLINE_F16[8];

/**
 * Whether a 16-bit VOP3 source takes constants, per generation: llvm-mc 19 rejects every constant
 * on v_cvt_f32_f16_e64 before GCN 1.2 ("literal operands are not supported"; there are no 16-bit
 * inline constants there), though the e32 form takes them.
 */
export const VOP3_CONST16 = VI_UP;
export const NO_CONST16 = 'no constant is accepted in a 16-bit VOP3 source before GCN 1.2 (llvm-mc 19)';

/**
 * Whether source code `code` is a constant the rule above refuses: an inline constant (128-250) or
 * the literal (255). src_vccz/src_execz/src_scc (251-253) and lds_direct (254) are registers, which
 * llvm-mc 19 takes there on every GPU (v_cvt_f32_f16_e64 v1, src_execz).
 */
export function refusedConst16(gen: Gen, enc: string, t: VType, code: number): boolean {
  return enc === 'VOP3' && is16(t) && !inFamilies(VOP3_CONST16, gen) && code >= SREG_CODES && (code < SRC_VCCZ || code === LITERAL);
}

export const is64 = (t: VType): boolean => t === 'f64' || t === 'b64';

/**
 * Whether a VGPR-only source (v_swap_b32's src0, ...) holds a scalar code (lds_direct, 254, where
 * the source also takes it): no instruction text has it, so the printer writes .long and the
 * simulator refuses it.
 */
export const notVgpr = (o: OperandSpec, code: number): boolean =>
  (o.src === 'vgpr' || o.src === 'vgpr+lds') && code < VGPR_BASE && !(code === LDS_DIRECT && o.src === 'vgpr+lds');
export const is16 = (t: VType): boolean => t === 'f16' || t === 'i16';

/** Inline code of an f16 bit pattern that is an inline float (0x3c00 = 1.0), or undefined. */
export function inlineF16Float(gen: Gen, h: number): number | undefined {
  return F16_INLINE.get(h) ?? (h === F16_INV_2PI && has(gen, 'inv-2pi-inline') ? INV_2PI : undefined);
}

/**
 * Inline code a value written for an operand of type `t` takes (16-bit: the low half). A 16-bit
 * integer operand takes the integer as written: 0xfff0 is the literal 0xfff0, not -16 (llvm-mc 19:
 * v_add_u16 v1, 0xfff0, v2 has the literal; an f16 operand reads 0xfff0 as the inline -16).
 */
export function inlineFor(gen: Gen, t: VType, u: number): number | undefined {
  if (t === 'i16') return (u & 0xffff) <= 64 ? inlineIntCode(u & 0xffff) : undefined;
  if (is16(t)) {
    const h = u & 0xffff;
    return inlineIntCode((h << 16) >> 16) ?? inlineF16Float(gen, h);
  }
  // A 64-bit operand's 32-bit literal: 0..64 read as integers; of an f64 operand it is the high
  // half of the value, which is an inline float for 0x3ff00000 (1.0) and the like.
  if (is64(t)) return u >= 0 && u <= 64 ? inlineIntCode(u) : t === 'f64' ? inlineHigh64(u) : undefined;
  return inlineCode32(gen, u);
}

/** Text of a literal dword for type `t`, and whether that text reads back as the same literal. */
export function literalText(gen: Gen, t: VType, u: number): { text: string; exact: boolean } {
  if (is16(t)) {
    const h = u & 0xffff;
    return { text: '0x' + h.toString(16), exact: (u >>> 16) === 0 && inlineFor(gen, t, h) === undefined };
  }
  return { text: '0x' + (u >>> 0).toString(16), exact: inlineFor(gen, t, u >>> 0) === undefined };
}

/** Name of a non-literal source code below 256 for type `t` (undefined: no syntax). */
export function scalarSourceName(gen: Gen, t: VType, code: number, regs: number): string | undefined {
  if (code < SREG_CODES) return sregName(gen, code, regs);
  if (code === INV_2PI) return has(gen, 'inv-2pi-inline') ? (is64(t) ? '0.15915494309189532' : '0.15915494') : undefined;
  if (code === LDS_DIRECT) return is64(t) || !ldsDirectOn(gen) ? undefined : 'src_lds_direct';
  return ssrcName(gen, code);
}

export function rawSource(code: number, regs: number): string {
  return code < SREG_CODES ? rawSreg(code, regs) : `src${code}`;
}
