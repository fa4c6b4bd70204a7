// The DPP and SDWA forms of VOP1/VOP2/VOPC rows (src/isa/dpp.ts, sdwa.ts) are derived from the
// row's profile: a source's modifiers from its type (f32/f16: neg/abs; integer: sext), VSRC1 of
// SRC0's type, clamp from the encoding, SDWA's omod where the row's VOP3 form takes one
// (E64_MODS 'O', from llvm-mc 19's probes: LLVM's HasOMod), dst_sel fixed at DWORD where the
// destination is tied (src/isa/implicit.ts; LLVM's cvtSDWA skips V_MAC_*'s dst_sel).
// This table is the one list of rows whose forms differ from that, each with LLVM's reason;
// no other module of the derivation tests an instruction's name (test/variants.test.ts).
import type { VType } from './types.js';

export interface VariantException {
  /** SRC0's type in the DPP/SDWA forms (its modifiers), where the profile's is not it. */
  readonly src0?: VType;
  /** VSRC1's type in the DPP/SDWA forms, where it is not SRC0's. */
  readonly src1?: VType;
  /** No SDWA omod though the VOP3 form has one (the result is an integer). */
  readonly noSdwaOmod?: true;
  /** SDWA selects the source byte/word only: no dst_sel (DWORD), dst_unused, clamp or omod, and no source modifier. */
  readonly sdwaSrcSelOnly?: true;
  /** LLVM 19's source for the difference. */
  readonly llvm: string;
}

const CLASS = 'VOPCInstructions.td VOPC_Class_Profile: Src1 is the i32 class mask (Src1ModSDWA = Int32SDWAInputMods: sext)';
const INT_RESULT = 'VOPProfile HasSDWAOMod = isFloatType<DstVT>: an integer result has no SDWA omod, where VOP3 (HasOMod: float sources) has one';

// gfx940's fp8/bf8 -> f32 conversions (llvm-mc 19 -mcpu=gfx940: `v_cvt_f32_fp8_sdwa v1, s2
// src0_sel:BYTE_3` is f9 a8 02 7e 02 06 83 00; dst_sel, clamp, mul:2 and -v2, |v2|, sext(v2) are
// "not a valid operand").
const F8_SDWA: VariantException = { sdwaSrcSelOnly: true, llvm: 'VOP1Instructions.td VOPProfile_Base_CVT_F32_F8: an SDWA form with Src0Sel only (HasExtSDWA9 without dst_sel/clamp/omod)' };
/** The rows whose DPP/SDWA forms the profile does not give, by row name. */
export const VARIANT_EXCEPTIONS: Readonly<Record<string, VariantException>> = {
  // A bit select on i32 sources that LLVM gives float modifiers (VOP2e_SGPR: Src0ModDPP/Src1ModDPP
  // FPVRegInputMods, Src0ModSDWA/Src1ModSDWA FP32SDWAInputMods).
  v_cndmask_b32: { src0: 'f32', src1: 'f32', llvm: 'VOP2Instructions.td VOP2e_SGPR (V_CNDMASK_B32): float input modifiers on i32 sources' },
  // The exponent is an integer (the row's VSRC1 is a VGPR of no type).
  v_ldexp_f16: { src1: 'i16', llvm: 'VOP2Instructions.td V_LDEXP_F16: an f16 value and an integer exponent (Src1 integer modifiers in DPP/SDWA: sext)' },
  v_cmp_class_f32: { src1: 'b32', llvm: CLASS },
  v_cmpx_class_f32: { src1: 'b32', llvm: CLASS },
  v_cmp_class_f16: { src1: 'b32', llvm: CLASS },
  v_cmpx_class_f16: { src1: 'b32', llvm: CLASS },
  v_cvt_u32_f32: { noSdwaOmod: true, llvm: INT_RESULT },
  v_cvt_i32_f32: { noSdwaOmod: true, llvm: INT_RESULT },
  v_cvt_u16_f16: { noSdwaOmod: true, llvm: INT_RESULT },
  v_cvt_i16_f16: { noSdwaOmod: true, llvm: INT_RESULT },
  v_frexp_exp_i16_f16: { noSdwaOmod: true, llvm: INT_RESULT },
  v_cvt_norm_i16_f16: { noSdwaOmod: true, llvm: INT_RESULT },
  v_cvt_norm_u16_f16: { noSdwaOmod: true, llvm: INT_RESULT },
  v_cvt_f32_fp8: F8_SDWA, v_cvt_f32_bf8: F8_SDWA, v_cvt_pk_f32_fp8: F8_SDWA, v_cvt_pk_f32_bf8: F8_SDWA,
};


const NONE: VariantException = { llvm: '' };

/** A row's exception entry (an empty one for the rows the profile describes). */
export function variantException(name: string): VariantException {
  return Object.hasOwn(VARIANT_EXCEPTIONS, name) ? VARIANT_EXCEPTIONS[name] : NONE;
}
