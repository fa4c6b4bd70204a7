// Scalar ALU encodings SOP1, SOP2, SOPK and SOPC on GCN 1.0/1.1/1.2/1.4: one row per
// instruction, opcodes per generation (from llvm-mc 19: every opcode assembled for tahiti,
// bonaire, tonga and gfx900), operand profiles in printed order (see makeProfileTable).
// GCN 1.2 renumbers SOP1 and, from s_and_b32 and s_cmovk_i32 on, SOP2 and SOPK.
// A source written r32/r64 takes registers only (llvm-mc rejects constants there: s_setpc_b64,
// s_movrels_*, s_cbranch_join); c32/c64 takes registers and inline constants (s_cbranch_g_fork).
import { lazyTable, makeProfileTable, type LayoutSpec } from './table.js';
import type { Gen } from './gens.js';
import { LITERAL } from './special-regs.js';

function every(spec: LayoutSpec): Partial<Record<Gen, LayoutSpec>> {
  return { 'gcn1.0': spec, 'gcn1.1': spec, 'gcn1.2': spec, 'gcn1.4': spec };
}

// An SSRC of 255 means a 32-bit literal dword follows the instruction.
export const SOP1 = lazyTable('SOP1', () => makeProfileTable('SOP1', every({
  dwords: 1, opFields: 'op', bits: 'ssrc0 0-7 | op 8-15 | sdst 16-22 | enc 23-31 =0b101111101', literalWhen: [{ ssrc0: LITERAL }],
}), `
# name                      kind    gcn1.0 1.1  1.2   1.4    operands (printed order)
s_mov_b32                   alu     0x03  0x03  0x00  0x00   sdst:r32 ssrc0:s32
s_mov_b64                   alu     0x04  0x04  0x01  0x01   sdst:r64 ssrc0:s64
s_cmov_b32                  alu     0x05  0x05  0x02  0x02   sdst:r32 ssrc0:s32
s_cmov_b64                  alu     0x06  0x06  0x03  0x03   sdst:r64 ssrc0:s64
s_not_b32                   alu     0x07  0x07  0x04  0x04   sdst:r32 ssrc0:s32
s_not_b64                   alu     0x08  0x08  0x05  0x05   sdst:r64 ssrc0:s64
s_wqm_b32                   alu     0x09  0x09  0x06  0x06   sdst:r32 ssrc0:s32
s_wqm_b64                   alu     0x0a  0x0a  0x07  0x07   sdst:r64 ssrc0:s64
s_brev_b32                  alu     0x0b  0x0b  0x08  0x08   sdst:r32 ssrc0:s32
s_brev_b64                  alu     0x0c  0x0c  0x09  0x09   sdst:r64 ssrc0:s64
s_bcnt0_i32_b32             alu     0x0d  0x0d  0x0a  0x0a   sdst:r32 ssrc0:s32
s_bcnt0_i32_b64             alu     0x0e  0x0e  0x0b  0x0b   sdst:r32 ssrc0:s64
s_bcnt1_i32_b32             alu     0x0f  0x0f  0x0c  0x0c   sdst:r32 ssrc0:s32
s_bcnt1_i32_b64             alu     0x10  0x10  0x0d  0x0d   sdst:r32 ssrc0:s64
s_ff0_i32_b32               alu     0x11  0x11  0x0e  0x0e   sdst:r32 ssrc0:s32
s_ff0_i32_b64               alu     0x12  0x12  0x0f  0x0f   sdst:r32 ssrc0:s64
s_ff1_i32_b32               alu     0x13  0x13  0x10  0x10   sdst:r32 ssrc0:s32
s_ff1_i32_b64               alu     0x14  0x14  0x11  0x11   sdst:r32 ssrc0:s64
s_flbit_i32_b32             alu     0x15  0x15  0x12  0x12   sdst:r32 ssrc0:s32
s_flbit_i32_b64             alu     0x16  0x16  0x13  0x13   sdst:r32 ssrc0:s64
s_flbit_i32                 alu     0x17  0x17  0x14  0x14   sdst:r32 ssrc0:s32
s_flbit_i32_i64             alu     0x18  0x18  0x15  0x15   sdst:r32 ssrc0:si64
s_sext_i32_i8               alu     0x19  0x19  0x16  0x16   sdst:r32 ssrc0:s32
s_sext_i32_i16              alu     0x1a  0x1a  0x17  0x17   sdst:r32 ssrc0:s32
s_bitset0_b32               alu     0x1b  0x1b  0x18  0x18   sdst:r32 ssrc0:s32
s_bitset0_b64               alu     0x1c  0x1c  0x19  0x19   sdst:r64 ssrc0:s32
s_bitset1_b32               alu     0x1d  0x1d  0x1a  0x1a   sdst:r32 ssrc0:s32
s_bitset1_b64               alu     0x1e  0x1e  0x1b  0x1b   sdst:r64 ssrc0:s32
s_getpc_b64                 branch  0x1f  0x1f  0x1c  0x1c   sdst:r64
s_setpc_b64                 branch  0x20  0x20  0x1d  0x1d   ssrc0:r64
s_swappc_b64                branch  0x21  0x21  0x1e  0x1e   sdst:r64 ssrc0:s64
s_rfe_b64                   branch  0x22  0x22  0x1f  0x1f   ssrc0:r64
s_and_saveexec_b64          alu     0x24  0x24  0x20  0x20   sdst:r64 ssrc0:s64
s_or_saveexec_b64           alu     0x25  0x25  0x21  0x21   sdst:r64 ssrc0:s64
s_xor_saveexec_b64          alu     0x26  0x26  0x22  0x22   sdst:r64 ssrc0:s64
s_andn2_saveexec_b64        alu     0x27  0x27  0x23  0x23   sdst:r64 ssrc0:s64
s_orn2_saveexec_b64         alu     0x28  0x28  0x24  0x24   sdst:r64 ssrc0:s64
s_nand_saveexec_b64         alu     0x29  0x29  0x25  0x25   sdst:r64 ssrc0:s64
s_nor_saveexec_b64          alu     0x2a  0x2a  0x26  0x26   sdst:r64 ssrc0:s64
s_xnor_saveexec_b64         alu     0x2b  0x2b  0x27  0x27   sdst:r64 ssrc0:s64
s_quadmask_b32              alu     0x2c  0x2c  0x28  0x28   sdst:r32 ssrc0:s32
s_quadmask_b64              alu     0x2d  0x2d  0x29  0x29   sdst:r64 ssrc0:s64
s_movrels_b32               alu     0x2e  0x2e  0x2a  0x2a   sdst:r32 ssrc0:r32
s_movrels_b64               alu     0x2f  0x2f  0x2b  0x2b   sdst:r64 ssrc0:r64
s_movreld_b32               alu     0x30  0x30  0x2c  0x2c   sdst:r32 ssrc0:s32
s_movreld_b64               alu     0x31  0x31  0x2d  0x2d   sdst:r64 ssrc0:s64
s_cbranch_join              branch  0x32  0x32  0x2e  0x2e   ssrc0:r32
# CLRX's names for opcodes llvm-mc 19 leaves undefined (CLRX tests GCNDisasmOpc11/12.cpp).
s_mov_regrd_b32             alu     0x33  0x33  0x2f  0x2f   sdst:r32 ssrc0:s32 clrx:only
s_mov_fed_b32               alu     0x35  0x35  0x31  0x31   sdst:r32 ssrc0:s32 clrx:only
s_abs_i32                   alu     0x34  0x34  0x30  0x30   sdst:r32 ssrc0:s32
s_set_gpr_idx_idx           alu     -     -     0x32  0x32   ssrc0:s32
s_andn1_saveexec_b64        alu     -     -     -     0x33   sdst:r64 ssrc0:s64
s_orn1_saveexec_b64         alu     -     -     -     0x34   sdst:r64 ssrc0:s64
s_andn1_wrexec_b64          alu     -     -     -     0x35   sdst:r64 ssrc0:s64
s_andn2_wrexec_b64          alu     -     -     -     0x36   sdst:r64 ssrc0:s64
s_bitreplicate_b64_b32      alu     -     -     -     0x37   sdst:r64 ssrc0:s32
`));

// SOP2's marker is only two bits: SOPK, SOP1, SOPC and SOPP are carved out of its opcode space
// (the decoder tries the widest marker first).
export const SOP2 = lazyTable('SOP2', () => makeProfileTable('SOP2', every({
  dwords: 1, opFields: 'op', bits: 'ssrc0 0-7 | ssrc1 8-15 | sdst 16-22 | op 23-29 | enc 30-31 =0b10', literalWhen: [{ ssrc0: LITERAL }, { ssrc1: LITERAL }],
}), `
# name                      kind    gcn1.0 1.1  1.2   1.4    operands (printed order)
s_add_u32                   alu     0x00  0x00  0x00  0x00   sdst:r32 ssrc0:s32 ssrc1:s32
s_sub_u32                   alu     0x01  0x01  0x01  0x01   sdst:r32 ssrc0:s32 ssrc1:s32
s_add_i32                   alu     0x02  0x02  0x02  0x02   sdst:r32 ssrc0:s32 ssrc1:s32
s_sub_i32                   alu     0x03  0x03  0x03  0x03   sdst:r32 ssrc0:s32 ssrc1:s32
s_addc_u32                  alu     0x04  0x04  0x04  0x04   sdst:r32 ssrc0:s32 ssrc1:s32
s_subb_u32                  alu     0x05  0x05  0x05  0x05   sdst:r32 ssrc0:s32 ssrc1:s32
s_min_i32                   alu     0x06  0x06  0x06  0x06   sdst:r32 ssrc0:s32 ssrc1:s32
s_min_u32                   alu     0x07  0x07  0x07  0x07   sdst:r32 ssrc0:s32 ssrc1:s32
s_max_i32                   alu     0x08  0x08  0x08  0x08   sdst:r32 ssrc0:s32 ssrc1:s32
s_max_u32                   alu     0x09  0x09  0x09  0x09   sdst:r32 ssrc0:s32 ssrc1:s32
s_cselect_b32               alu     0x0a  0x0a  0x0a  0x0a   sdst:r32 ssrc0:s32 ssrc1:s32
s_cselect_b64               alu     0x0b  0x0b  0x0b  0x0b   sdst:r64 ssrc0:s64 ssrc1:s64
s_and_b32                   alu     0x0e  0x0e  0x0c  0x0c   sdst:r32 ssrc0:s32 ssrc1:s32
s_and_b64                   alu     0x0f  0x0f  0x0d  0x0d   sdst:r64 ssrc0:s64 ssrc1:s64
s_or_b32                    alu     0x10  0x10  0x0e  0x0e   sdst:r32 ssrc0:s32 ssrc1:s32
s_or_b64                    alu     0x11  0x11  0x0f  0x0f   sdst:r64 ssrc0:s64 ssrc1:s64
s_xor_b32                   alu     0x12  0x12  0x10  0x10   sdst:r32 ssrc0:s32 ssrc1:s32
s_xor_b64                   alu     0x13  0x13  0x11  0x11   sdst:r64 ssrc0:s64 ssrc1:s64
s_andn2_b32                 alu     0x14  0x14  0x12  0x12   sdst:r32 ssrc0:s32 ssrc1:s32
s_andn2_b64                 alu     0x15  0x15  0x13  0x13   sdst:r64 ssrc0:s64 ssrc1:s64
s_orn2_b32                  alu     0x16  0x16  0x14  0x14   sdst:r32 ssrc0:s32 ssrc1:s32
s_orn2_b64                  alu     0x17  0x17  0x15  0x15   sdst:r64 ssrc0:s64 ssrc1:s64
s_nand_b32                  alu     0x18  0x18  0x16  0x16   sdst:r32 ssrc0:s32 ssrc1:s32
s_nand_b64                  alu     0x19  0x19  0x17  0x17   sdst:r64 ssrc0:s64 ssrc1:s64
s_nor_b32                   alu     0x1a  0x1a  0x18  0x18   sdst:r32 ssrc0:s32 ssrc1:s32
s_nor_b64                   alu     0x1b  0x1b  0x19  0x19   sdst:r64 ssrc0:s64 ssrc1:s64
s_xnor_b32                  alu     0x1c  0x1c  0x1a  0x1a   sdst:r32 ssrc0:s32 ssrc1:s32
s_xnor_b64                  alu     0x1d  0x1d  0x1b  0x1b   sdst:r64 ssrc0:s64 ssrc1:s64
s_lshl_b32                  alu     0x1e  0x1e  0x1c  0x1c   sdst:r32 ssrc0:s32 ssrc1:s32
s_lshl_b64                  alu     0x1f  0x1f  0x1d  0x1d   sdst:r64 ssrc0:s64 ssrc1:s32
s_lshr_b32                  alu     0x20  0x20  0x1e  0x1e   sdst:r32 ssrc0:s32 ssrc1:s32
s_lshr_b64                  alu     0x21  0x21  0x1f  0x1f   sdst:r64 ssrc0:s64 ssrc1:s32
s_ashr_i32                  alu     0x22  0x22  0x20  0x20   sdst:r32 ssrc0:s32 ssrc1:s32
s_ashr_i64                  alu     0x23  0x23  0x21  0x21   sdst:r64 ssrc0:si64 ssrc1:s32
s_bfm_b32                   alu     0x24  0x24  0x22  0x22   sdst:r32 ssrc0:s32 ssrc1:s32
s_bfm_b64                   alu     0x25  0x25  0x23  0x23   sdst:r64 ssrc0:s32 ssrc1:s32
s_mul_i32                   alu     0x26  0x26  0x24  0x24   sdst:r32 ssrc0:s32 ssrc1:s32
s_bfe_u32                   alu     0x27  0x27  0x25  0x25   sdst:r32 ssrc0:s32 ssrc1:s32
s_bfe_i32                   alu     0x28  0x28  0x26  0x26   sdst:r32 ssrc0:s32 ssrc1:s32
s_bfe_u64                   alu     0x29  0x29  0x27  0x27   sdst:r64 ssrc0:s64 ssrc1:s32
s_bfe_i64                   alu     0x2a  0x2a  0x28  0x28   sdst:r64 ssrc0:si64 ssrc1:s32
s_cbranch_g_fork            branch  0x2b  0x2b  0x29  0x29   ssrc0:c64 ssrc1:c64
s_absdiff_i32               alu     0x2c  0x2c  0x2a  0x2a   sdst:r32 ssrc0:s32 ssrc1:s32
s_rfe_restore_b64           branch  -     -     0x2b  0x2b   ssrc0:s64 ssrc1:s32
s_mul_hi_u32                alu     -     -     -     0x2c   sdst:r32 ssrc0:s32 ssrc1:s32
s_mul_hi_i32                alu     -     -     -     0x2d   sdst:r32 ssrc0:s32 ssrc1:s32
s_lshl1_add_u32             alu     -     -     -     0x2e   sdst:r32 ssrc0:s32 ssrc1:s32
s_lshl2_add_u32             alu     -     -     -     0x2f   sdst:r32 ssrc0:s32 ssrc1:s32
s_lshl3_add_u32             alu     -     -     -     0x30   sdst:r32 ssrc0:s32 ssrc1:s32
s_lshl4_add_u32             alu     -     -     -     0x31   sdst:r32 ssrc0:s32 ssrc1:s32
s_pack_ll_b32_b16           alu     -     -     -     0x32   sdst:r32 ssrc0:s32 ssrc1:s32
s_pack_lh_b32_b16           alu     -     -     -     0x33   sdst:r32 ssrc0:s32 ssrc1:s32
s_pack_hh_b32_b16           alu     -     -     -     0x34   sdst:r32 ssrc0:s32 ssrc1:s32
`));

// s_setreg_imm32_b32 always carries its 32-bit value as a literal dword (opcode 0x15 on GCN 1.0/1.1, 0x14 later).
const SOPK_LAYOUT = 'simm16 0-15 | sdst 16-22 | op 23-27 | enc 28-31 =0b1011';
export const SOPK = lazyTable('SOPK', () => makeProfileTable('SOPK', {
  'gcn1.0': { dwords: 1, opFields: 'op', bits: SOPK_LAYOUT, literalKeys: [0x15] },
  'gcn1.1': { dwords: 1, opFields: 'op', bits: SOPK_LAYOUT, literalKeys: [0x15] },
  'gcn1.2': { dwords: 1, opFields: 'op', bits: SOPK_LAYOUT, literalKeys: [0x14] },
  'gcn1.4': { dwords: 1, opFields: 'op', bits: SOPK_LAYOUT, literalKeys: [0x14] },
}, `
# name                      kind    gcn1.0 1.1  1.2   1.4    operands (printed order)
s_movk_i32                  alu     0x00  0x00  0x00  0x00   sdst:r32 simm16:hex16
s_cmovk_i32                 alu     0x02  0x02  0x01  0x01   sdst:r32 simm16:hex16
s_cmpk_eq_i32               alu     0x03  0x03  0x02  0x02   sdst:r32 simm16:hex16
s_cmpk_lg_i32               alu     0x04  0x04  0x03  0x03   sdst:r32 simm16:hex16
s_cmpk_gt_i32               alu     0x05  0x05  0x04  0x04   sdst:r32 simm16:hex16
s_cmpk_ge_i32               alu     0x06  0x06  0x05  0x05   sdst:r32 simm16:hex16
s_cmpk_lt_i32               alu     0x07  0x07  0x06  0x06   sdst:r32 simm16:hex16
s_cmpk_le_i32               alu     0x08  0x08  0x07  0x07   sdst:r32 simm16:hex16
s_cmpk_eq_u32               alu     0x09  0x09  0x08  0x08   sdst:r32 simm16:uhex16
s_cmpk_lg_u32               alu     0x0a  0x0a  0x09  0x09   sdst:r32 simm16:uhex16
s_cmpk_gt_u32               alu     0x0b  0x0b  0x0a  0x0a   sdst:r32 simm16:uhex16
s_cmpk_ge_u32               alu     0x0c  0x0c  0x0b  0x0b   sdst:r32 simm16:uhex16
s_cmpk_lt_u32               alu     0x0d  0x0d  0x0c  0x0c   sdst:r32 simm16:uhex16
s_cmpk_le_u32               alu     0x0e  0x0e  0x0d  0x0d   sdst:r32 simm16:uhex16
s_addk_i32                  alu     0x0f  0x0f  0x0e  0x0e   sdst:r32 simm16:hex16
s_mulk_i32                  alu     0x10  0x10  0x0f  0x0f   sdst:r32 simm16:hex16
s_cbranch_i_fork            branch  0x11  0x11  0x10  0x10   sdst:r64 simm16:label
s_getreg_b32                alu     0x12  0x12  0x11  0x11   sdst:r32 simm16:hwreg
s_setreg_b32                alu     0x13  0x13  0x12  0x12   simm16:hwreg sdst:r32
s_getreg_regrd_b32          alu     0x14  0x14  0x13  0x13   sdst:r32 simm16:hwreg clrx:only
s_setreg_imm32_b32          alu     0x15  0x15  0x14  0x14   simm16:hwreg literal:lit32
s_call_b64                  branch  -     -     -     0x15   sdst:r64 simm16:label
`));

export const SOPC = lazyTable('SOPC', () => makeProfileTable('SOPC', every({
  dwords: 1, opFields: 'op', bits: 'ssrc0 0-7 | ssrc1 8-15 | op 16-22 | enc 23-31 =0b101111110', literalWhen: [{ ssrc0: LITERAL }, { ssrc1: LITERAL }],
}), `
# name                      kind    gcn1.0 1.1  1.2   1.4    operands (printed order)
s_cmp_eq_i32                alu     0x00  0x00  0x00  0x00   ssrc0:s32 ssrc1:s32
s_cmp_lg_i32                alu     0x01  0x01  0x01  0x01   ssrc0:s32 ssrc1:s32
s_cmp_gt_i32                alu     0x02  0x02  0x02  0x02   ssrc0:s32 ssrc1:s32
s_cmp_ge_i32                alu     0x03  0x03  0x03  0x03   ssrc0:s32 ssrc1:s32
s_cmp_lt_i32                alu     0x04  0x04  0x04  0x04   ssrc0:s32 ssrc1:s32
s_cmp_le_i32                alu     0x05  0x05  0x05  0x05   ssrc0:s32 ssrc1:s32
s_cmp_eq_u32                alu     0x06  0x06  0x06  0x06   ssrc0:s32 ssrc1:s32
s_cmp_lg_u32                alu     0x07  0x07  0x07  0x07   ssrc0:s32 ssrc1:s32
s_cmp_gt_u32                alu     0x08  0x08  0x08  0x08   ssrc0:s32 ssrc1:s32
s_cmp_ge_u32                alu     0x09  0x09  0x09  0x09   ssrc0:s32 ssrc1:s32
s_cmp_lt_u32                alu     0x0a  0x0a  0x0a  0x0a   ssrc0:s32 ssrc1:s32
s_cmp_le_u32                alu     0x0b  0x0b  0x0b  0x0b   ssrc0:s32 ssrc1:s32
s_bitcmp0_b32               alu     0x0c  0x0c  0x0c  0x0c   ssrc0:s32 ssrc1:s32
s_bitcmp1_b32               alu     0x0d  0x0d  0x0d  0x0d   ssrc0:s32 ssrc1:s32
s_bitcmp0_b64               alu     0x0e  0x0e  0x0e  0x0e   ssrc0:s64 ssrc1:s32
s_bitcmp1_b64               alu     0x0f  0x0f  0x0f  0x0f   ssrc0:s64 ssrc1:s32
s_setvskip                  alu     0x10  0x10  0x10  0x10   ssrc0:s32 ssrc1:s32
s_set_gpr_idx_on            alu     -     -     0x11  0x11   ssrc0:s32 ssrc1:gpridx
s_cmp_eq_u64                alu     -     -     0x12  0x12   ssrc0:s64 ssrc1:s64
s_cmp_lg_u64                alu     -     -     0x13  0x13   ssrc0:s64 ssrc1:s64
`));
