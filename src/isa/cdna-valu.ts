// The vector-ALU rows CDNA 2 (gfx90a, LLVM's GFX90A family) and CDNA 3 (gfx940-942, GFX940) add
// to GFX9, from llvm-mc 19 (test/vectors/cdna-opcodes.tsv and cdna-forms.tsv, scripts/harvest-cdna.ts;
// the e64 modifiers: docs/llvm-mc/valu/targets.tsv). The rows GFX9 has and these families drop
// (v_mac_f32 ... on gfx940, VOP2 v_mul_legacy_f32 on gfx90a) are cells of the generated rows
// (scripts/valu-text-rows.ts reads them from cdna-opcodes.tsv). Each row exists on its family and
// the families below it only: opcode columns '-', a named cell op:GFX90A=KEY / op:GFX940=KEY.
//  - VOP1: v_accvgpr_mov_b32 (an AGPR to an AGPR; llvm-mc 19 has no e64/DPP/SDWA form), gfx940's
//    v_mov_b64 and the fp8/bf8 -> f32 conversions (their SDWA form selects the source byte or
//    word and nothing else: src/isa/variant-exceptions.ts).
//  - VOP2: v_fmac_f64 (gfx90a), gfx940's v_fmamk_f32/v_fmaak_f32 (where v_madmk/madak_f32 were).
//  - VOP3-only: gfx90a's v_mul_legacy_f32 (VOP2's 0x04 is v_fmac_f64 there), gfx940's
//    v_lshl_add_u64 and the f32 -> fp8/bf8 conversions (op_sel's last bit picks the destination
//    word; v_cvt_sr_*'s last two bits the destination byte).
// 64-bit VOP1/VOP2 rows also have a DPP form on these families (src/isa/dpp.ts, DP ALU DPP).

const c90a = (op: number): string => `-     -     -     -     op:GFX90A=0x${op.toString(16).padStart(2, '0')}`;
const c940 = (op: number): string => `-     -     -     -     op:GFX940=0x${op.toString(16).padStart(2, '0')}`;

/** VOP1 rows (src/isa/valu.ts reads them with its own). dpp/sdwa: the flags of GFX9's column, inherited. */
export const CDNA_VOP1_ROWS = `
v_mov_b64                  alu     ${c940(0x38)}  vdst:v64 src0:b64
v_cvt_f32_fp8              alu     ${c940(0x54)}  vdst:v32 src0:b32 dpp:01 sdwa:01
v_cvt_f32_bf8              alu     ${c940(0x55)}  vdst:v32 src0:b32 dpp:01 sdwa:01
v_cvt_pk_f32_fp8           alu     ${c940(0x56)}  vdst:v64 src0:b32 sdwa:01
v_cvt_pk_f32_bf8           alu     ${c940(0x57)}  vdst:v64 src0:b32 sdwa:01
`;

/** VOP2 rows. */
export const CDNA_VOP2_ROWS = `
v_fmac_f64                 alu     ${c90a(0x04)}  vdst:v64 src0:f64 vsrc1:v64
v_fmamk_f32                alu     ${c940(0x17)}  vdst:v32 src0:f32 literal:k32 vsrc1:v32 e32:no
v_fmaak_f32                alu     ${c940(0x18)}  vdst:v32 src0:f32 vsrc1:v32 literal:k32 e32:no
`;

const v90a = (op: number): string => `-     -     -     -     op:GFX90A=0x${op.toString(16)}`;
const v940 = (op: number): string => `-     -     -     -     op:GFX940=0x${op.toString(16)}`;

/**
 * VOP3-only rows (src/isa/vop3.ts reads them with the generated ones). llvm-mc 19 -mcpu=gfx940:
 * v_lshl_add_u64 takes no modifier (and, as every GFX9 VOP3, no literal); v_cvt_pk_*8_f32 neg/abs and op_sel, no clamp
 * or omod; v_cvt_sr_*8_f32 neg/abs on SRC0 only (SRC1 is the rounding seed) and a 4-bit op_sel.
 */
export const CDNA_VOP3_ROWS = `
v_mul_legacy_f32        alu ${v90a(0x2a1)}  vdst:v32 src0:f32+na src1:f32+na clamp omod
v_lshl_add_u64          alu ${v940(0x208)}  vdst:v64 src0:b64 src1:b32 src2:b64
v_cvt_pk_fp8_f32        alu ${v940(0x2a2)}  vdst:v32 src0:f32+na src1:f32+na op_sel
v_cvt_pk_bf8_f32        alu ${v940(0x2a3)}  vdst:v32 src0:f32+na src1:f32+na op_sel
v_cvt_sr_fp8_f32        alu ${v940(0x2a4)}  vdst:v32 src0:f32+na src1:b32 op_sel4
v_cvt_sr_bf8_f32        alu ${v940(0x2a5)}  vdst:v32 src0:f32+na src1:b32 op_sel4
`;

/** VOP3P rows of gfx90a (src/isa/vop3p.ts's format): packed FP32, each source a 64-bit register pair. */
export const CDNA_VOP3P_ROWS = `
v_pk_fma_f32       0x30  3  f32  packed-fp32-ops
v_pk_mul_f32       0x31  2  f32  packed-fp32-ops
v_pk_add_f32       0x32  2  f32  packed-fp32-ops
v_pk_mov_b32       0x33  2  b32  packed-fp32-ops
`;
