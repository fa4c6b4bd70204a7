// The vector ALU's 32-bit encodings VOP1, VOP2 and VOPC on GCN 1.0/1.1/1.2/1.4: one row per
// instruction (one per operand shape where a name changes meaning between generations, like
// v_add_u32), opcodes per generation and operand profiles. Harvested from llvm-mc 19: every
// mnemonic it knows was assembled for tahiti, bonaire, tonga and gfx900 and its opcode read back
// from the bytes (GCN 1.2 renumbers the whole vector ALU). Sources: vdst/vsrc1 VGPRs (v32/v64),
// src0 the 9-bit source read as its type (f32 b32 f16 i16 f64 b64), vcc the implicit VCC
// llvm-mc writes, literal:k32/k16 v_madmk/v_madak's constant K.
// SRC0 = 0xf9 (SDWA) and 0xfa (DPP) select the variants derived below on GCN 1.2/1.4.
import { lazyTable, forGens, makeProfileTable } from './table.js';
import { LITERAL } from './special-regs.js';
import { deriveDpp } from './dpp.js';
import { deriveSdwa, sdwaLayouts } from './sdwa.js';
import { MAI_VOP1_ROWS, MAI_VOP2_ROWS } from './mai.js';
import { CLRX_VOP1_ROWS } from './clrx-rows.js';
import { CDNA_VOP1_ROWS, CDNA_VOP2_ROWS } from './cdna-valu.js';

const SI_CI = ['gcn1.0', 'gcn1.1'] as const;
const VI_GFX9 = ['gcn1.2', 'gcn1.4'] as const;

const gens = forGens;

const LIT = [{ src0: LITERAL }];
const VOP1_BITS = 'src0 0-8 | op 9-16 | vdst 17-24 | enc 25-31 =0b0111111';
export const VOP1 = lazyTable('VOP1', () => makeProfileTable('VOP1', {
  ...gens(SI_CI, { dwords: 1, opFields: 'op', bits: VOP1_BITS, literalWhen: LIT }),
  ...gens(VI_GFX9, { dwords: 1, opFields: 'op', bits: VOP1_BITS, literalWhen: LIT }),
}, `
# name                      kind    gcn1.0 1.1  1.2   1.4    operands (printed order)
${VOP1_ROWS}
${MAI_VOP1_ROWS}
${CDNA_VOP1_ROWS}
${CLRX_VOP1_ROWS}
`));

// v_madmk/v_madak (and GCN 1.2+'s f16 forms) always carry their constant as a literal.
const VOP2_BITS = 'src0 0-8 | vsrc1 9-16 | vdst 17-24 | op 25-30 | enc 31 =0';
export const VOP2 = lazyTable('VOP2', () => makeProfileTable('VOP2', {
  ...gens(SI_CI, { dwords: 1, opFields: 'op', bits: VOP2_BITS, literalWhen: LIT, literalKeys: [0x20, 0x21] }),
  ...gens(VI_GFX9, { dwords: 1, opFields: 'op', bits: VOP2_BITS, literalWhen: LIT, literalKeys: [0x17, 0x18, 0x24, 0x25] }),
}, `
# name                      kind    gcn1.0 1.1  1.2   1.4    operands (printed order)
${VOP2_ROWS}
# gfx906 (dl-insts): v_fmac_f32 (the destination is the addend, as v_mac_f32's) and v_xnor_b32
v_fmac_f32                 alu     -     -     -     0x3b  vdst:v32 src0:f32 vsrc1:v32 dpp:01 sdwa:00 requires:dl-insts
v_xnor_b32                 alu     -     -     -     0x3d  vdst:v32 src0:b32 vsrc1:v32 dpp:01 sdwa:01 requires:dl-insts
${MAI_VOP2_ROWS}
${CDNA_VOP2_ROWS}
`));

const VOPC_BITS = 'src0 0-8 | vsrc1 9-16 | op 17-24 | enc 25-31 =0b0111110';
export const VOPC = lazyTable('VOPC', () => makeProfileTable('VOPC', {
  ...gens(SI_CI, { dwords: 1, opFields: 'op', bits: VOPC_BITS, literalWhen: LIT }),
  ...gens(VI_GFX9, { dwords: 1, opFields: 'op', bits: VOPC_BITS, literalWhen: LIT }),
}, `
# name                      kind    gcn1.0 1.1  1.2   1.4    operands (printed order)
${VOPC_ROWS}
`))
;

// DPP (GCN 1.2/1.4): VOP1/VOP2 with SRC0 = 0xfa and a second dword holding the real SRC0 VGPR, the
// lane permutation, the masks and the source modifiers. Every row marked dpp:.. has a DPP form,
// derived by rule (src/isa/dpp.ts), not written twice.
const DPP_HI = ' | dsrc0 32-39 | dpp_ctrl 40-48 | - 49-50 | bound_ctrl 51 | src0_neg 52 | src0_abs 53 | src1_neg 54 | src1_abs 55 | bank_mask 56-59 | row_mask 60-63';
const DPP1 = forGens(VI_GFX9, { dwords: 2, opFields: 'op', bits: VOP1_BITS.replace('src0 0-8', 'src0 0-8 =0xfa') + DPP_HI });
const DPP2 = forGens(VI_GFX9, { dwords: 2, opFields: 'op', bits: VOP2_BITS.replace('src0 0-8', 'src0 0-8 =0xfa') + DPP_HI });
export const VOP1_DPP = lazyTable('VOP1_DPP', () => deriveDpp('VOP1_DPP', VOP1, DPP1), DPP1);
export const VOP2_DPP = lazyTable('VOP2_DPP', () => deriveDpp('VOP2_DPP', VOP2, DPP2), DPP2);
// VOPC's DPP form: CLRX's only (llvm-mc 19: "dpp variant of this instruction is not supported").
const DPPC = forGens(VI_GFX9, { dwords: 2, opFields: 'op', bits: VOPC_BITS.replace('src0 0-8', 'src0 0-8 =0xfa') + DPP_HI });
export const VOPC_DPP = lazyTable('VOPC_DPP', () => deriveDpp('VOPC_DPP', VOPC, DPPC, true), DPPC);

// SDWA (GCN 1.2/1.4): SRC0 = 0xf9 and a second dword with the real source 0, the byte/word selects
// and the modifiers. Every row marked sdwa:.. has an SDWA form, derived by rule (src/isa/sdwa.ts).
const SDWA1 = sdwaLayouts(VOP1_BITS, false), SDWA2 = sdwaLayouts(VOP2_BITS, false), SDWAC = sdwaLayouts(VOPC_BITS, true);
export const VOP1_SDWA = lazyTable('VOP1_SDWA', () => deriveSdwa('VOP1_SDWA', VOP1, SDWA1), SDWA1);
export const VOP2_SDWA = lazyTable('VOP2_SDWA', () => deriveSdwa('VOP2_SDWA', VOP2, SDWA2), SDWA2);
export const VOPC_SDWA = lazyTable('VOPC_SDWA', () => deriveSdwa('VOPC_SDWA', VOPC, SDWAC), SDWAC);

// The rows of the family base GPUs (tahiti bonaire tonga gfx900), from docs/llvm-mc/valu
// (scripts/valu-text-rows.ts); the rows of other GPUs are written by hand in the tables above.
// begin: generated by npm run harvest; do not edit
const VOP1_ROWS = `
v_nop                      alu     0x00  0x00  0x00  0x00  
v_mov_b32                  alu     0x01  0x01  0x01  0x01  vdst:v32 src0:b32 dpp:11 sdwa:11
v_readfirstlane_b32        alu     0x02  0x02  0x02  0x02  vdst:sr32 src0:vl32 e32:no
v_cvt_i32_f64              alu     0x03  0x03  0x03  0x03  vdst:v32 src0:f64
v_cvt_f64_i32              alu     0x04  0x04  0x04  0x04  vdst:v64 src0:b32
v_cvt_f32_i32              alu     0x05  0x05  0x05  0x05  vdst:v32 src0:b32 dpp:11 sdwa:11
v_cvt_f32_u32              alu     0x06  0x06  0x06  0x06  vdst:v32 src0:b32 dpp:11 sdwa:11
v_cvt_u32_f32              alu     0x07  0x07  0x07  0x07  vdst:v32 src0:f32 dpp:11 sdwa:11
v_cvt_i32_f32              alu     0x08  0x08  0x08  0x08  vdst:v32 src0:f32 dpp:11 sdwa:11
v_cvt_f16_f32              alu     0x0a  0x0a  0x0a  0x0a  vdst:v32 src0:f32 dpp:11 sdwa:11
v_cvt_f32_f16              alu     0x0b  0x0b  0x0b  0x0b  vdst:v32 src0:f16 dpp:11 sdwa:11
v_cvt_rpi_i32_f32          alu     0x0c  0x0c  0x0c  0x0c  vdst:v32 src0:f32 dpp:11 sdwa:11
v_cvt_flr_i32_f32          alu     0x0d  0x0d  0x0d  0x0d  vdst:v32 src0:f32 dpp:11 sdwa:11
v_cvt_off_f32_i4           alu     0x0e  0x0e  0x0e  0x0e  vdst:v32 src0:b32 dpp:11 sdwa:11
v_cvt_f32_f64              alu     0x0f  0x0f  0x0f  0x0f  vdst:v32 src0:f64
v_cvt_f64_f32              alu     0x10  0x10  0x10  0x10  vdst:v64 src0:f32
v_cvt_f32_ubyte0           alu     0x11  0x11  0x11  0x11  vdst:v32 src0:b32 dpp:11 sdwa:11
v_cvt_f32_ubyte1           alu     0x12  0x12  0x12  0x12  vdst:v32 src0:b32 dpp:11 sdwa:11
v_cvt_f32_ubyte2           alu     0x13  0x13  0x13  0x13  vdst:v32 src0:b32 dpp:11 sdwa:11
v_cvt_f32_ubyte3           alu     0x14  0x14  0x14  0x14  vdst:v32 src0:b32 dpp:11 sdwa:11
v_cvt_u32_f64              alu     0x15  0x15  0x15  0x15  vdst:v32 src0:f64
v_cvt_f64_u32              alu     0x16  0x16  0x16  0x16  vdst:v64 src0:b32
v_trunc_f64                alu     -     0x17  0x17  0x17  vdst:v64 src0:f64
v_ceil_f64                 alu     -     0x18  0x18  0x18  vdst:v64 src0:f64
v_rndne_f64                alu     -     0x19  0x19  0x19  vdst:v64 src0:f64
v_floor_f64                alu     -     0x1a  0x1a  0x1a  vdst:v64 src0:f64
v_fract_f32                alu     0x20  0x20  0x1b  0x1b  vdst:v32 src0:f32 dpp:11 sdwa:11
v_trunc_f32                alu     0x21  0x21  0x1c  0x1c  vdst:v32 src0:f32 dpp:11 sdwa:11
v_ceil_f32                 alu     0x22  0x22  0x1d  0x1d  vdst:v32 src0:f32 dpp:11 sdwa:11
v_rndne_f32                alu     0x23  0x23  0x1e  0x1e  vdst:v32 src0:f32 dpp:11 sdwa:11
v_floor_f32                alu     0x24  0x24  0x1f  0x1f  vdst:v32 src0:f32 dpp:11 sdwa:11
v_exp_f32                  alu     0x25  0x25  0x20  0x20  vdst:v32 src0:f32 dpp:11 sdwa:11
v_log_f32                  alu     0x27  0x27  0x21  0x21  vdst:v32 src0:f32 dpp:11 sdwa:11
v_rcp_f32                  alu     0x2a  0x2a  0x22  0x22  vdst:v32 src0:f32 dpp:11 sdwa:11
v_rcp_iflag_f32            alu     0x2b  0x2b  0x23  0x23  vdst:v32 src0:f32 dpp:11 sdwa:11
v_rsq_f32                  alu     0x2e  0x2e  0x24  0x24  vdst:v32 src0:f32 dpp:11 sdwa:11
v_rcp_f64                  alu     0x2f  0x2f  0x25  0x25  vdst:v64 src0:f64
v_log_clamp_f32            alu     0x26  0x26  -     -     vdst:v32 src0:f32
v_rsq_f64                  alu     0x31  0x31  0x26  0x26  vdst:v64 src0:f64
v_sqrt_f32                 alu     0x33  0x33  0x27  0x27  vdst:v32 src0:f32 dpp:11 sdwa:11
v_rcp_clamp_f32            alu     0x28  0x28  -     -     vdst:v32 src0:f32
v_sqrt_f64                 alu     0x34  0x34  0x28  0x28  vdst:v64 src0:f64
v_rcp_legacy_f32           alu     0x29  0x29  -     -     vdst:v32 src0:f32
v_sin_f32                  alu     0x35  0x35  0x29  0x29  vdst:v32 src0:f32 dpp:11 sdwa:11
v_cos_f32                  alu     0x36  0x36  0x2a  0x2a  vdst:v32 src0:f32 dpp:11 sdwa:11
v_not_b32                  alu     0x37  0x37  0x2b  0x2b  vdst:v32 src0:b32 dpp:11 sdwa:11
v_bfrev_b32                alu     0x38  0x38  0x2c  0x2c  vdst:v32 src0:b32 dpp:11 sdwa:11
v_rsq_clamp_f32            alu     0x2c  0x2c  -     -     vdst:v32 src0:f32
v_ffbh_u32                 alu     0x39  0x39  0x2d  0x2d  vdst:v32 src0:b32 dpp:11 sdwa:11
v_rsq_legacy_f32           alu     0x2d  0x2d  -     -     vdst:v32 src0:f32
v_ffbl_b32                 alu     0x3a  0x3a  0x2e  0x2e  vdst:v32 src0:b32 dpp:11 sdwa:11
v_ffbh_i32                 alu     0x3b  0x3b  0x2f  0x2f  vdst:v32 src0:b32 dpp:11 sdwa:11
v_frexp_exp_i32_f64        alu     0x3c  0x3c  0x30  0x30  vdst:v32 src0:f64
v_rcp_clamp_f64            alu     0x30  0x30  -     -     vdst:v64 src0:f64
v_frexp_mant_f64           alu     0x3d  0x3d  0x31  0x31  vdst:v64 src0:f64
v_fract_f64                alu     0x3e  0x3e  0x32  0x32  vdst:v64 src0:f64
v_rsq_clamp_f64            alu     0x32  0x32  -     -     vdst:v64 src0:f64
v_frexp_exp_i32_f32        alu     0x3f  0x3f  0x33  0x33  vdst:v32 src0:f32 dpp:11 sdwa:11
v_frexp_mant_f32           alu     0x40  0x40  0x34  0x34  vdst:v32 src0:f32 dpp:11 sdwa:11
v_clrexcp                  alu     0x41  0x41  0x35  0x35  
v_movreld_b32              alu     0x42  0x42  0x36  -     vdst:v32 src0:b32
v_movrels_b32              alu     0x43  0x43  0x37  -     vdst:v32 src0:vv32
v_screen_partition_4se_b32 alu     -     -     -     0x37  vdst:v32 src0:b32 dpp:01 sdwa:01
v_movrelsd_b32             alu     0x44  0x44  0x38  -     vdst:v32 src0:vv32
v_cvt_f16_u16              alu     -     -     0x39  0x39  vdst:v32 src0:i16 dpp:11 sdwa:11
v_cvt_f16_i16              alu     -     -     0x3a  0x3a  vdst:v32 src0:i16 dpp:11 sdwa:11
v_cvt_u16_f16              alu     -     -     0x3b  0x3b  vdst:v32 src0:f16 dpp:11 sdwa:11
v_cvt_i16_f16              alu     -     -     0x3c  0x3c  vdst:v32 src0:f16 dpp:11 sdwa:11
v_rcp_f16                  alu     -     -     0x3d  0x3d  vdst:v32 src0:f16 dpp:11 sdwa:11
v_sqrt_f16                 alu     -     -     0x3e  0x3e  vdst:v32 src0:f16 dpp:11 sdwa:11
v_rsq_f16                  alu     -     -     0x3f  0x3f  vdst:v32 src0:f16 dpp:11 sdwa:11
v_log_f16                  alu     -     -     0x40  0x40  vdst:v32 src0:f16 dpp:11 sdwa:11
v_exp_f16                  alu     -     -     0x41  0x41  vdst:v32 src0:f16 dpp:11 sdwa:11
v_frexp_mant_f16           alu     -     -     0x42  0x42  vdst:v32 src0:f16 dpp:11 sdwa:11
v_frexp_exp_i16_f16        alu     -     -     0x43  0x43  vdst:v32 src0:f16 dpp:11 sdwa:11
v_floor_f16                alu     -     -     0x44  0x44  vdst:v32 src0:f16 dpp:11 sdwa:11
v_ceil_f16                 alu     -     -     0x45  0x45  vdst:v32 src0:f16 dpp:11 sdwa:11
v_log_legacy_f32           alu     -     0x45  0x4c  0x4c  vdst:v32 src0:f32 dpp:11 sdwa:11
v_exp_legacy_f32           alu     -     0x46  0x4b  0x4b  vdst:v32 src0:f32 dpp:11 sdwa:11
v_trunc_f16                alu     -     -     0x46  0x46  vdst:v32 src0:f16 dpp:11 sdwa:11
v_rndne_f16                alu     -     -     0x47  0x47  vdst:v32 src0:f16 dpp:11 sdwa:11
v_fract_f16                alu     -     -     0x48  0x48  vdst:v32 src0:f16 dpp:11 sdwa:11
v_sin_f16                  alu     -     -     0x49  0x49  vdst:v32 src0:f16 dpp:11 sdwa:11
v_cos_f16                  alu     -     -     0x4a  0x4a  vdst:v32 src0:f16 dpp:11 sdwa:11
v_cvt_norm_i16_f16         alu     -     -     -     0x4d  vdst:v32 src0:f16 dpp:01 sdwa:01
v_cvt_norm_u16_f16         alu     -     -     -     0x4e  vdst:v32 src0:f16 dpp:01 sdwa:01
v_sat_pk_u8_i16            alu     -     -     -     0x4f  vdst:v32 src0:b32 dpp:01 sdwa:01
v_swap_b32                 alu     -     -     -     0x51  vdst:v32 src0:vv32 e32:no
`;
const VOP2_ROWS = `
v_cndmask_b32              alu     0x00  0x00  0x00  0x00  vdst:v32 src0:b32 vsrc1:v32 vcc dpp:11 sdwa:11
v_add_f32                  alu     0x03  0x03  0x01  0x01  vdst:v32 src0:f32 vsrc1:v32 dpp:11 sdwa:11
v_readlane_b32             alu     0x01  0x01  -     -     vdst:sr32 src0:vl32 vsrc1:c32 e32:no
v_sub_f32                  alu     0x04  0x04  0x02  0x02  vdst:v32 src0:f32 vsrc1:v32 dpp:11 sdwa:11
v_writelane_b32            alu     0x02  0x02  -     -     vdst:v32 src0:sl32 vsrc1:c32 e32:no
v_subrev_f32               alu     0x05  0x05  0x03  0x03  vdst:v32 src0:f32 vsrc1:v32 dpp:11 sdwa:11
v_mul_legacy_f32           alu     0x07  0x07  0x04  0x04  vdst:v32 src0:f32 vsrc1:v32 dpp:11 sdwa:11 op:GFX90A=-
v_mul_f32                  alu     0x08  0x08  0x05  0x05  vdst:v32 src0:f32 vsrc1:v32 dpp:11 sdwa:11
v_mac_legacy_f32           alu     0x06  0x06  -     -     vdst:v32 src0:f32 vsrc1:v32
v_mul_i32_i24              alu     0x09  0x09  0x06  0x06  vdst:v32 src0:b32 vsrc1:v32 dpp:11 sdwa:11
v_mul_hi_i32_i24           alu     0x0a  0x0a  0x07  0x07  vdst:v32 src0:b32 vsrc1:v32 dpp:11 sdwa:11
v_mul_u32_u24              alu     0x0b  0x0b  0x08  0x08  vdst:v32 src0:b32 vsrc1:v32 dpp:11 sdwa:11
v_mul_hi_u32_u24           alu     0x0c  0x0c  0x09  0x09  vdst:v32 src0:b32 vsrc1:v32 dpp:11 sdwa:11
v_min_f32                  alu     0x0f  0x0f  0x0a  0x0a  vdst:v32 src0:f32 vsrc1:v32 dpp:11 sdwa:11
v_max_f32                  alu     0x10  0x10  0x0b  0x0b  vdst:v32 src0:f32 vsrc1:v32 dpp:11 sdwa:11
v_min_i32                  alu     0x11  0x11  0x0c  0x0c  vdst:v32 src0:b32 vsrc1:v32 dpp:11 sdwa:11
v_max_i32                  alu     0x12  0x12  0x0d  0x0d  vdst:v32 src0:b32 vsrc1:v32 dpp:11 sdwa:11
v_min_legacy_f32           alu     0x0d  0x0d  -     -     vdst:v32 src0:f32 vsrc1:v32
v_max_legacy_f32           alu     0x0e  0x0e  -     -     vdst:v32 src0:f32 vsrc1:v32
v_min_u32                  alu     0x13  0x13  0x0e  0x0e  vdst:v32 src0:b32 vsrc1:v32 dpp:11 sdwa:11
v_max_u32                  alu     0x14  0x14  0x0f  0x0f  vdst:v32 src0:b32 vsrc1:v32 dpp:11 sdwa:11
v_lshrrev_b32              alu     0x16  0x16  0x10  0x10  vdst:v32 src0:b32 vsrc1:v32 dpp:11 sdwa:11
v_ashrrev_i32              alu     0x18  0x18  0x11  0x11  vdst:v32 src0:b32 vsrc1:v32 dpp:11 sdwa:11
v_lshlrev_b32              alu     0x1a  0x1a  0x12  0x12  vdst:v32 src0:b32 vsrc1:v32 dpp:11 sdwa:11
v_and_b32                  alu     0x1b  0x1b  0x13  0x13  vdst:v32 src0:b32 vsrc1:v32 dpp:11 sdwa:11
v_or_b32                   alu     0x1c  0x1c  0x14  0x14  vdst:v32 src0:b32 vsrc1:v32 dpp:11 sdwa:11
v_lshr_b32                 alu     0x15  0x15  -     -     vdst:v32 src0:b32 vsrc1:v32
v_xor_b32                  alu     0x1d  0x1d  0x15  0x15  vdst:v32 src0:b32 vsrc1:v32 dpp:11 sdwa:11
v_mac_f32                  alu     0x1f  0x1f  0x16  0x16  vdst:v32 src0:f32 vsrc1:v32 dpp:11 sdwa:10 op:GFX940=-
v_ashr_i32                 alu     0x17  0x17  -     -     vdst:v32 src0:b32 vsrc1:v32
v_madmk_f32                alu     0x20  0x20  0x17  0x17  vdst:v32 src0:f32 literal:k32 vsrc1:v32 e32:no op:GFX940=-
v_madak_f32                alu     0x21  0x21  0x18  0x18  vdst:v32 src0:f32 vsrc1:v32 literal:k32 e32:no op:GFX940=-
v_add_co_u32               alu     -     -     -     0x19  vdst:v32 vcc src0:b32 vsrc1:v32 dpp:01 sdwa:01
v_add_u32                  alu     -     -     0x19  -     vdst:v32 vcc src0:b32 vsrc1:v32 dpp:10 sdwa:10
v_add_u32                  alu     -     -     -     0x34  vdst:v32 src0:b32 vsrc1:v32 dpp:01 sdwa:01
v_lshl_b32                 alu     0x19  0x19  -     -     vdst:v32 src0:b32 vsrc1:v32
v_sub_co_u32               alu     -     -     -     0x1a  vdst:v32 vcc src0:b32 vsrc1:v32 dpp:01 sdwa:01
v_sub_u32                  alu     -     -     0x1a  -     vdst:v32 vcc src0:b32 vsrc1:v32 dpp:10 sdwa:10
v_sub_u32                  alu     -     -     -     0x35  vdst:v32 src0:b32 vsrc1:v32 dpp:01 sdwa:01
v_subrev_co_u32            alu     -     -     -     0x1b  vdst:v32 vcc src0:b32 vsrc1:v32 dpp:01 sdwa:01
v_subrev_u32               alu     -     -     0x1b  -     vdst:v32 vcc src0:b32 vsrc1:v32 dpp:10 sdwa:10
v_subrev_u32               alu     -     -     -     0x36  vdst:v32 src0:b32 vsrc1:v32 dpp:01 sdwa:01
v_addc_co_u32              alu     -     -     -     0x1c  vdst:v32 vcc src0:b32 vsrc1:v32 vcc dpp:01 sdwa:01
v_addc_u32                 alu     0x28  0x28  0x1c  -     vdst:v32 vcc src0:b32 vsrc1:v32 vcc dpp:10 sdwa:10
v_subb_co_u32              alu     -     -     -     0x1d  vdst:v32 vcc src0:b32 vsrc1:v32 vcc dpp:01 sdwa:01
v_subb_u32                 alu     0x29  0x29  0x1d  -     vdst:v32 vcc src0:b32 vsrc1:v32 vcc dpp:10 sdwa:10
v_bfm_b32                  alu     0x1e  0x1e  -     -     vdst:v32 src0:b32 vsrc1:v32
v_subbrev_co_u32           alu     -     -     -     0x1e  vdst:v32 vcc src0:b32 vsrc1:v32 vcc dpp:01 sdwa:01
v_subbrev_u32              alu     0x2a  0x2a  0x1e  -     vdst:v32 vcc src0:b32 vsrc1:v32 vcc dpp:10 sdwa:10
v_add_f16                  alu     -     -     0x1f  0x1f  vdst:v32 src0:f16 vsrc1:v32 dpp:11 sdwa:11
v_sub_f16                  alu     -     -     0x20  0x20  vdst:v32 src0:f16 vsrc1:v32 dpp:11 sdwa:11
v_subrev_f16               alu     -     -     0x21  0x21  vdst:v32 src0:f16 vsrc1:v32 dpp:11 sdwa:11
v_bcnt_u32_b32             alu     0x22  0x22  -     -     vdst:v32 src0:b32 vsrc1:v32
v_mul_f16                  alu     -     -     0x22  0x22  vdst:v32 src0:f16 vsrc1:v32 dpp:11 sdwa:11
v_mac_f16                  alu     -     -     0x23  0x23  vdst:v32 src0:f16 vsrc1:v32 dpp:11 sdwa:10
v_mbcnt_lo_u32_b32         alu     0x23  0x23  -     -     vdst:v32 src0:b32 vsrc1:v32
v_madmk_f16                alu     -     -     0x24  0x24  vdst:v32 src0:f16 literal:k16 vsrc1:v32 e32:no
v_mbcnt_hi_u32_b32         alu     0x24  0x24  -     -     vdst:v32 src0:b32 vsrc1:v32
v_add_i32                  alu     0x25  0x25  -     -     vdst:v32 vcc src0:b32 vsrc1:v32
v_madak_f16                alu     -     -     0x25  0x25  vdst:v32 src0:f16 vsrc1:v32 literal:k16 e32:no
v_add_u16                  alu     -     -     0x26  0x26  vdst:v32 src0:i16 vsrc1:v32 dpp:11 sdwa:11
v_sub_i32                  alu     0x26  0x26  -     -     vdst:v32 vcc src0:b32 vsrc1:v32
v_sub_u16                  alu     -     -     0x27  0x27  vdst:v32 src0:i16 vsrc1:v32 dpp:11 sdwa:11
v_subrev_i32               alu     0x27  0x27  -     -     vdst:v32 vcc src0:b32 vsrc1:v32
v_subrev_u16               alu     -     -     0x28  0x28  vdst:v32 src0:i16 vsrc1:v32 dpp:11 sdwa:11
v_mul_lo_u16               alu     -     -     0x29  0x29  vdst:v32 src0:i16 vsrc1:v32 dpp:11 sdwa:11
v_lshlrev_b16              alu     -     -     0x2a  0x2a  vdst:v32 src0:i16 vsrc1:v32 dpp:11 sdwa:11
v_ldexp_f32                alu     0x2b  0x2b  -     -     vdst:v32 src0:f32 vsrc1:v32
v_lshrrev_b16              alu     -     -     0x2b  0x2b  vdst:v32 src0:i16 vsrc1:v32 dpp:11 sdwa:11
v_ashrrev_i16              alu     -     -     0x2c  0x2c  vdst:v32 src0:i16 vsrc1:v32 dpp:11 sdwa:11
v_cvt_pkaccum_u8_f32       alu     0x2c  0x2c  -     -     vdst:v32 src0:f32 vsrc1:v32
v_cvt_pknorm_i16_f32       alu     0x2d  0x2d  -     -     vdst:v32 src0:f32 vsrc1:v32
v_max_f16                  alu     -     -     0x2d  0x2d  vdst:v32 src0:f16 vsrc1:v32 dpp:11 sdwa:11
v_cvt_pknorm_u16_f32       alu     0x2e  0x2e  -     -     vdst:v32 src0:f32 vsrc1:v32
v_min_f16                  alu     -     -     0x2e  0x2e  vdst:v32 src0:f16 vsrc1:v32 dpp:11 sdwa:11
v_cvt_pkrtz_f16_f32        alu     0x2f  0x2f  -     -     vdst:v32 src0:f32 vsrc1:v32
v_max_u16                  alu     -     -     0x2f  0x2f  vdst:v32 src0:i16 vsrc1:v32 dpp:11 sdwa:11
v_cvt_pk_u16_u32           alu     0x30  0x30  -     -     vdst:v32 src0:b32 vsrc1:v32
v_max_i16                  alu     -     -     0x30  0x30  vdst:v32 src0:i16 vsrc1:v32 dpp:11 sdwa:11
v_cvt_pk_i16_i32           alu     0x31  0x31  -     -     vdst:v32 src0:b32 vsrc1:v32
v_min_u16                  alu     -     -     0x31  0x31  vdst:v32 src0:i16 vsrc1:v32 dpp:11 sdwa:11
v_min_i16                  alu     -     -     0x32  0x32  vdst:v32 src0:i16 vsrc1:v32 dpp:11 sdwa:11
v_ldexp_f16                alu     -     -     0x33  0x33  vdst:v32 src0:f16 vsrc1:v32 dpp:11 sdwa:11
`;
const VOPC_ROWS = `
v_cmp_f_f32                alu     0x00  0x00  0x40  0x40  vcc src0:f32 vsrc1:v32 sdwa:11
v_cmp_lt_f32               alu     0x01  0x01  0x41  0x41  vcc src0:f32 vsrc1:v32 sdwa:11
v_cmp_eq_f32               alu     0x02  0x02  0x42  0x42  vcc src0:f32 vsrc1:v32 sdwa:11
v_cmp_le_f32               alu     0x03  0x03  0x43  0x43  vcc src0:f32 vsrc1:v32 sdwa:11
v_cmp_gt_f32               alu     0x04  0x04  0x44  0x44  vcc src0:f32 vsrc1:v32 sdwa:11
v_cmp_lg_f32               alu     0x05  0x05  0x45  0x45  vcc src0:f32 vsrc1:v32 sdwa:11
v_cmp_ge_f32               alu     0x06  0x06  0x46  0x46  vcc src0:f32 vsrc1:v32 sdwa:11
v_cmp_o_f32                alu     0x07  0x07  0x47  0x47  vcc src0:f32 vsrc1:v32 sdwa:11
v_cmp_u_f32                alu     0x08  0x08  0x48  0x48  vcc src0:f32 vsrc1:v32 sdwa:11
v_cmp_nge_f32              alu     0x09  0x09  0x49  0x49  vcc src0:f32 vsrc1:v32 sdwa:11
v_cmp_nlg_f32              alu     0x0a  0x0a  0x4a  0x4a  vcc src0:f32 vsrc1:v32 sdwa:11
v_cmp_ngt_f32              alu     0x0b  0x0b  0x4b  0x4b  vcc src0:f32 vsrc1:v32 sdwa:11
v_cmp_nle_f32              alu     0x0c  0x0c  0x4c  0x4c  vcc src0:f32 vsrc1:v32 sdwa:11
v_cmp_neq_f32              alu     0x0d  0x0d  0x4d  0x4d  vcc src0:f32 vsrc1:v32 sdwa:11
v_cmp_nlt_f32              alu     0x0e  0x0e  0x4e  0x4e  vcc src0:f32 vsrc1:v32 sdwa:11
v_cmp_tru_f32              alu     0x0f  0x0f  0x4f  0x4f  vcc src0:f32 vsrc1:v32 sdwa:11
v_cmp_class_f32            alu     0x88  0x88  0x10  0x10  vcc src0:f32 vsrc1:v32 sdwa:11
v_cmpx_f_f32               alu     0x10  0x10  0x50  0x50  vcc src0:f32 vsrc1:v32 sdwa:11
v_cmpx_class_f32           alu     0x98  0x98  0x11  0x11  vcc src0:f32 vsrc1:v32 sdwa:11
v_cmpx_lt_f32              alu     0x11  0x11  0x51  0x51  vcc src0:f32 vsrc1:v32 sdwa:11
v_cmp_class_f64            alu     0xa8  0xa8  0x12  0x12  vcc src0:f64 vsrc1:v32
v_cmpx_eq_f32              alu     0x12  0x12  0x52  0x52  vcc src0:f32 vsrc1:v32 sdwa:11
v_cmpx_class_f64           alu     0xb8  0xb8  0x13  0x13  vcc src0:f64 vsrc1:v32
v_cmpx_le_f32              alu     0x13  0x13  0x53  0x53  vcc src0:f32 vsrc1:v32 sdwa:11
v_cmp_class_f16            alu     -     -     0x14  0x14  vcc src0:f16 vsrc1:v32 sdwa:11
v_cmpx_gt_f32              alu     0x14  0x14  0x54  0x54  vcc src0:f32 vsrc1:v32 sdwa:11
v_cmpx_class_f16           alu     -     -     0x15  0x15  vcc src0:f16 vsrc1:v32 sdwa:11
v_cmpx_lg_f32              alu     0x15  0x15  0x55  0x55  vcc src0:f32 vsrc1:v32 sdwa:11
v_cmpx_ge_f32              alu     0x16  0x16  0x56  0x56  vcc src0:f32 vsrc1:v32 sdwa:11
v_cmpx_o_f32               alu     0x17  0x17  0x57  0x57  vcc src0:f32 vsrc1:v32 sdwa:11
v_cmpx_u_f32               alu     0x18  0x18  0x58  0x58  vcc src0:f32 vsrc1:v32 sdwa:11
v_cmpx_nge_f32             alu     0x19  0x19  0x59  0x59  vcc src0:f32 vsrc1:v32 sdwa:11
v_cmpx_nlg_f32             alu     0x1a  0x1a  0x5a  0x5a  vcc src0:f32 vsrc1:v32 sdwa:11
v_cmpx_ngt_f32             alu     0x1b  0x1b  0x5b  0x5b  vcc src0:f32 vsrc1:v32 sdwa:11
v_cmpx_nle_f32             alu     0x1c  0x1c  0x5c  0x5c  vcc src0:f32 vsrc1:v32 sdwa:11
v_cmpx_neq_f32             alu     0x1d  0x1d  0x5d  0x5d  vcc src0:f32 vsrc1:v32 sdwa:11
v_cmpx_nlt_f32             alu     0x1e  0x1e  0x5e  0x5e  vcc src0:f32 vsrc1:v32 sdwa:11
v_cmpx_tru_f32             alu     0x1f  0x1f  0x5f  0x5f  vcc src0:f32 vsrc1:v32 sdwa:11
v_cmp_f_f16                alu     -     -     0x20  0x20  vcc src0:f16 vsrc1:v32 sdwa:11
v_cmp_f_f64                alu     0x20  0x20  0x60  0x60  vcc src0:f64 vsrc1:v64
v_cmp_lt_f16               alu     -     -     0x21  0x21  vcc src0:f16 vsrc1:v32 sdwa:11
v_cmp_lt_f64               alu     0x21  0x21  0x61  0x61  vcc src0:f64 vsrc1:v64
v_cmp_eq_f16               alu     -     -     0x22  0x22  vcc src0:f16 vsrc1:v32 sdwa:11
v_cmp_eq_f64               alu     0x22  0x22  0x62  0x62  vcc src0:f64 vsrc1:v64
v_cmp_le_f16               alu     -     -     0x23  0x23  vcc src0:f16 vsrc1:v32 sdwa:11
v_cmp_le_f64               alu     0x23  0x23  0x63  0x63  vcc src0:f64 vsrc1:v64
v_cmp_gt_f16               alu     -     -     0x24  0x24  vcc src0:f16 vsrc1:v32 sdwa:11
v_cmp_gt_f64               alu     0x24  0x24  0x64  0x64  vcc src0:f64 vsrc1:v64
v_cmp_lg_f16               alu     -     -     0x25  0x25  vcc src0:f16 vsrc1:v32 sdwa:11
v_cmp_lg_f64               alu     0x25  0x25  0x65  0x65  vcc src0:f64 vsrc1:v64
v_cmp_ge_f16               alu     -     -     0x26  0x26  vcc src0:f16 vsrc1:v32 sdwa:11
v_cmp_ge_f64               alu     0x26  0x26  0x66  0x66  vcc src0:f64 vsrc1:v64
v_cmp_o_f16                alu     -     -     0x27  0x27  vcc src0:f16 vsrc1:v32 sdwa:11
v_cmp_o_f64                alu     0x27  0x27  0x67  0x67  vcc src0:f64 vsrc1:v64
v_cmp_u_f16                alu     -     -     0x28  0x28  vcc src0:f16 vsrc1:v32 sdwa:11
v_cmp_u_f64                alu     0x28  0x28  0x68  0x68  vcc src0:f64 vsrc1:v64
v_cmp_nge_f16              alu     -     -     0x29  0x29  vcc src0:f16 vsrc1:v32 sdwa:11
v_cmp_nge_f64              alu     0x29  0x29  0x69  0x69  vcc src0:f64 vsrc1:v64
v_cmp_nlg_f16              alu     -     -     0x2a  0x2a  vcc src0:f16 vsrc1:v32 sdwa:11
v_cmp_nlg_f64              alu     0x2a  0x2a  0x6a  0x6a  vcc src0:f64 vsrc1:v64
v_cmp_ngt_f16              alu     -     -     0x2b  0x2b  vcc src0:f16 vsrc1:v32 sdwa:11
v_cmp_ngt_f64              alu     0x2b  0x2b  0x6b  0x6b  vcc src0:f64 vsrc1:v64
v_cmp_nle_f16              alu     -     -     0x2c  0x2c  vcc src0:f16 vsrc1:v32 sdwa:11
v_cmp_nle_f64              alu     0x2c  0x2c  0x6c  0x6c  vcc src0:f64 vsrc1:v64
v_cmp_neq_f16              alu     -     -     0x2d  0x2d  vcc src0:f16 vsrc1:v32 sdwa:11
v_cmp_neq_f64              alu     0x2d  0x2d  0x6d  0x6d  vcc src0:f64 vsrc1:v64
v_cmp_nlt_f16              alu     -     -     0x2e  0x2e  vcc src0:f16 vsrc1:v32 sdwa:11
v_cmp_nlt_f64              alu     0x2e  0x2e  0x6e  0x6e  vcc src0:f64 vsrc1:v64
v_cmp_tru_f16              alu     -     -     0x2f  0x2f  vcc src0:f16 vsrc1:v32 sdwa:11
v_cmp_tru_f64              alu     0x2f  0x2f  0x6f  0x6f  vcc src0:f64 vsrc1:v64
v_cmpx_f_f16               alu     -     -     0x30  0x30  vcc src0:f16 vsrc1:v32 sdwa:11
v_cmpx_f_f64               alu     0x30  0x30  0x70  0x70  vcc src0:f64 vsrc1:v64
v_cmpx_lt_f16              alu     -     -     0x31  0x31  vcc src0:f16 vsrc1:v32 sdwa:11
v_cmpx_lt_f64              alu     0x31  0x31  0x71  0x71  vcc src0:f64 vsrc1:v64
v_cmpx_eq_f16              alu     -     -     0x32  0x32  vcc src0:f16 vsrc1:v32 sdwa:11
v_cmpx_eq_f64              alu     0x32  0x32  0x72  0x72  vcc src0:f64 vsrc1:v64
v_cmpx_le_f16              alu     -     -     0x33  0x33  vcc src0:f16 vsrc1:v32 sdwa:11
v_cmpx_le_f64              alu     0x33  0x33  0x73  0x73  vcc src0:f64 vsrc1:v64
v_cmpx_gt_f16              alu     -     -     0x34  0x34  vcc src0:f16 vsrc1:v32 sdwa:11
v_cmpx_gt_f64              alu     0x34  0x34  0x74  0x74  vcc src0:f64 vsrc1:v64
v_cmpx_lg_f16              alu     -     -     0x35  0x35  vcc src0:f16 vsrc1:v32 sdwa:11
v_cmpx_lg_f64              alu     0x35  0x35  0x75  0x75  vcc src0:f64 vsrc1:v64
v_cmpx_ge_f16              alu     -     -     0x36  0x36  vcc src0:f16 vsrc1:v32 sdwa:11
v_cmpx_ge_f64              alu     0x36  0x36  0x76  0x76  vcc src0:f64 vsrc1:v64
v_cmpx_o_f16               alu     -     -     0x37  0x37  vcc src0:f16 vsrc1:v32 sdwa:11
v_cmpx_o_f64               alu     0x37  0x37  0x77  0x77  vcc src0:f64 vsrc1:v64
v_cmpx_u_f16               alu     -     -     0x38  0x38  vcc src0:f16 vsrc1:v32 sdwa:11
v_cmpx_u_f64               alu     0x38  0x38  0x78  0x78  vcc src0:f64 vsrc1:v64
v_cmpx_nge_f16             alu     -     -     0x39  0x39  vcc src0:f16 vsrc1:v32 sdwa:11
v_cmpx_nge_f64             alu     0x39  0x39  0x79  0x79  vcc src0:f64 vsrc1:v64
v_cmpx_nlg_f16             alu     -     -     0x3a  0x3a  vcc src0:f16 vsrc1:v32 sdwa:11
v_cmpx_nlg_f64             alu     0x3a  0x3a  0x7a  0x7a  vcc src0:f64 vsrc1:v64
v_cmpx_ngt_f16             alu     -     -     0x3b  0x3b  vcc src0:f16 vsrc1:v32 sdwa:11
v_cmpx_ngt_f64             alu     0x3b  0x3b  0x7b  0x7b  vcc src0:f64 vsrc1:v64
v_cmpx_nle_f16             alu     -     -     0x3c  0x3c  vcc src0:f16 vsrc1:v32 sdwa:11
v_cmpx_nle_f64             alu     0x3c  0x3c  0x7c  0x7c  vcc src0:f64 vsrc1:v64
v_cmpx_neq_f16             alu     -     -     0x3d  0x3d  vcc src0:f16 vsrc1:v32 sdwa:11
v_cmpx_neq_f64             alu     0x3d  0x3d  0x7d  0x7d  vcc src0:f64 vsrc1:v64
v_cmpx_nlt_f16             alu     -     -     0x3e  0x3e  vcc src0:f16 vsrc1:v32 sdwa:11
v_cmpx_nlt_f64             alu     0x3e  0x3e  0x7e  0x7e  vcc src0:f64 vsrc1:v64
v_cmpx_tru_f16             alu     -     -     0x3f  0x3f  vcc src0:f16 vsrc1:v32 sdwa:11
v_cmpx_tru_f64             alu     0x3f  0x3f  0x7f  0x7f  vcc src0:f64 vsrc1:v64
v_cmps_f_f32               alu     0x40  0x40  -     -     vcc src0:f32 vsrc1:v32
v_cmps_lt_f32              alu     0x41  0x41  -     -     vcc src0:f32 vsrc1:v32
v_cmps_eq_f32              alu     0x42  0x42  -     -     vcc src0:f32 vsrc1:v32
v_cmps_le_f32              alu     0x43  0x43  -     -     vcc src0:f32 vsrc1:v32
v_cmps_gt_f32              alu     0x44  0x44  -     -     vcc src0:f32 vsrc1:v32
v_cmps_lg_f32              alu     0x45  0x45  -     -     vcc src0:f32 vsrc1:v32
v_cmps_ge_f32              alu     0x46  0x46  -     -     vcc src0:f32 vsrc1:v32
v_cmps_o_f32               alu     0x47  0x47  -     -     vcc src0:f32 vsrc1:v32
v_cmps_u_f32               alu     0x48  0x48  -     -     vcc src0:f32 vsrc1:v32
v_cmps_nge_f32             alu     0x49  0x49  -     -     vcc src0:f32 vsrc1:v32
v_cmps_nlg_f32             alu     0x4a  0x4a  -     -     vcc src0:f32 vsrc1:v32
v_cmps_ngt_f32             alu     0x4b  0x4b  -     -     vcc src0:f32 vsrc1:v32
v_cmps_nle_f32             alu     0x4c  0x4c  -     -     vcc src0:f32 vsrc1:v32
v_cmps_neq_f32             alu     0x4d  0x4d  -     -     vcc src0:f32 vsrc1:v32
v_cmps_nlt_f32             alu     0x4e  0x4e  -     -     vcc src0:f32 vsrc1:v32
v_cmps_tru_f32             alu     0x4f  0x4f  -     -     vcc src0:f32 vsrc1:v32
v_cmpsx_f_f32              alu     0x50  0x50  -     -     vcc src0:f32 vsrc1:v32
v_cmpsx_lt_f32             alu     0x51  0x51  -     -     vcc src0:f32 vsrc1:v32
v_cmpsx_eq_f32             alu     0x52  0x52  -     -     vcc src0:f32 vsrc1:v32
v_cmpsx_le_f32             alu     0x53  0x53  -     -     vcc src0:f32 vsrc1:v32
v_cmpsx_gt_f32             alu     0x54  0x54  -     -     vcc src0:f32 vsrc1:v32
v_cmpsx_lg_f32             alu     0x55  0x55  -     -     vcc src0:f32 vsrc1:v32
v_cmpsx_ge_f32             alu     0x56  0x56  -     -     vcc src0:f32 vsrc1:v32
v_cmpsx_o_f32              alu     0x57  0x57  -     -     vcc src0:f32 vsrc1:v32
v_cmpsx_u_f32              alu     0x58  0x58  -     -     vcc src0:f32 vsrc1:v32
v_cmpsx_nge_f32            alu     0x59  0x59  -     -     vcc src0:f32 vsrc1:v32
v_cmpsx_nlg_f32            alu     0x5a  0x5a  -     -     vcc src0:f32 vsrc1:v32
v_cmpsx_ngt_f32            alu     0x5b  0x5b  -     -     vcc src0:f32 vsrc1:v32
v_cmpsx_nle_f32            alu     0x5c  0x5c  -     -     vcc src0:f32 vsrc1:v32
v_cmpsx_neq_f32            alu     0x5d  0x5d  -     -     vcc src0:f32 vsrc1:v32
v_cmpsx_nlt_f32            alu     0x5e  0x5e  -     -     vcc src0:f32 vsrc1:v32
v_cmpsx_tru_f32            alu     0x5f  0x5f  -     -     vcc src0:f32 vsrc1:v32
v_cmps_f_f64               alu     0x60  0x60  -     -     vcc src0:f64 vsrc1:v64
v_cmps_lt_f64              alu     0x61  0x61  -     -     vcc src0:f64 vsrc1:v64
v_cmps_eq_f64              alu     0x62  0x62  -     -     vcc src0:f64 vsrc1:v64
v_cmps_le_f64              alu     0x63  0x63  -     -     vcc src0:f64 vsrc1:v64
v_cmps_gt_f64              alu     0x64  0x64  -     -     vcc src0:f64 vsrc1:v64
v_cmps_lg_f64              alu     0x65  0x65  -     -     vcc src0:f64 vsrc1:v64
v_cmps_ge_f64              alu     0x66  0x66  -     -     vcc src0:f64 vsrc1:v64
v_cmps_o_f64               alu     0x67  0x67  -     -     vcc src0:f64 vsrc1:v64
v_cmps_u_f64               alu     0x68  0x68  -     -     vcc src0:f64 vsrc1:v64
v_cmps_nge_f64             alu     0x69  0x69  -     -     vcc src0:f64 vsrc1:v64
v_cmps_nlg_f64             alu     0x6a  0x6a  -     -     vcc src0:f64 vsrc1:v64
v_cmps_ngt_f64             alu     0x6b  0x6b  -     -     vcc src0:f64 vsrc1:v64
v_cmps_nle_f64             alu     0x6c  0x6c  -     -     vcc src0:f64 vsrc1:v64
v_cmps_neq_f64             alu     0x6d  0x6d  -     -     vcc src0:f64 vsrc1:v64
v_cmps_nlt_f64             alu     0x6e  0x6e  -     -     vcc src0:f64 vsrc1:v64
v_cmps_tru_f64             alu     0x6f  0x6f  -     -     vcc src0:f64 vsrc1:v64
v_cmpsx_f_f64              alu     0x70  0x70  -     -     vcc src0:f64 vsrc1:v64
v_cmpsx_lt_f64             alu     0x71  0x71  -     -     vcc src0:f64 vsrc1:v64
v_cmpsx_eq_f64             alu     0x72  0x72  -     -     vcc src0:f64 vsrc1:v64
v_cmpsx_le_f64             alu     0x73  0x73  -     -     vcc src0:f64 vsrc1:v64
v_cmpsx_gt_f64             alu     0x74  0x74  -     -     vcc src0:f64 vsrc1:v64
v_cmpsx_lg_f64             alu     0x75  0x75  -     -     vcc src0:f64 vsrc1:v64
v_cmpsx_ge_f64             alu     0x76  0x76  -     -     vcc src0:f64 vsrc1:v64
v_cmpsx_o_f64              alu     0x77  0x77  -     -     vcc src0:f64 vsrc1:v64
v_cmpsx_u_f64              alu     0x78  0x78  -     -     vcc src0:f64 vsrc1:v64
v_cmpsx_nge_f64            alu     0x79  0x79  -     -     vcc src0:f64 vsrc1:v64
v_cmpsx_nlg_f64            alu     0x7a  0x7a  -     -     vcc src0:f64 vsrc1:v64
v_cmpsx_ngt_f64            alu     0x7b  0x7b  -     -     vcc src0:f64 vsrc1:v64
v_cmpsx_nle_f64            alu     0x7c  0x7c  -     -     vcc src0:f64 vsrc1:v64
v_cmpsx_neq_f64            alu     0x7d  0x7d  -     -     vcc src0:f64 vsrc1:v64
v_cmpsx_nlt_f64            alu     0x7e  0x7e  -     -     vcc src0:f64 vsrc1:v64
v_cmpsx_tru_f64            alu     0x7f  0x7f  -     -     vcc src0:f64 vsrc1:v64
v_cmp_f_i32                alu     0x80  0x80  0xc0  0xc0  vcc src0:b32 vsrc1:v32 sdwa:11
v_cmp_lt_i32               alu     0x81  0x81  0xc1  0xc1  vcc src0:b32 vsrc1:v32 sdwa:11
v_cmp_eq_i32               alu     0x82  0x82  0xc2  0xc2  vcc src0:b32 vsrc1:v32 sdwa:11
v_cmp_le_i32               alu     0x83  0x83  0xc3  0xc3  vcc src0:b32 vsrc1:v32 sdwa:11
v_cmp_gt_i32               alu     0x84  0x84  0xc4  0xc4  vcc src0:b32 vsrc1:v32 sdwa:11
v_cmp_ne_i32               alu     0x85  0x85  0xc5  0xc5  vcc src0:b32 vsrc1:v32 sdwa:11
v_cmp_ge_i32               alu     0x86  0x86  0xc6  0xc6  vcc src0:b32 vsrc1:v32 sdwa:11
v_cmp_t_i32                alu     0x87  0x87  0xc7  0xc7  vcc src0:b32 vsrc1:v32 sdwa:11
v_cmpx_f_i32               alu     0x90  0x90  0xd0  0xd0  vcc src0:b32 vsrc1:v32 sdwa:11
v_cmpx_lt_i32              alu     0x91  0x91  0xd1  0xd1  vcc src0:b32 vsrc1:v32 sdwa:11
v_cmpx_eq_i32              alu     0x92  0x92  0xd2  0xd2  vcc src0:b32 vsrc1:v32 sdwa:11
v_cmpx_le_i32              alu     0x93  0x93  0xd3  0xd3  vcc src0:b32 vsrc1:v32 sdwa:11
v_cmpx_gt_i32              alu     0x94  0x94  0xd4  0xd4  vcc src0:b32 vsrc1:v32 sdwa:11
v_cmpx_ne_i32              alu     0x95  0x95  0xd5  0xd5  vcc src0:b32 vsrc1:v32 sdwa:11
v_cmpx_ge_i32              alu     0x96  0x96  0xd6  0xd6  vcc src0:b32 vsrc1:v32 sdwa:11
v_cmpx_t_i32               alu     0x97  0x97  0xd7  0xd7  vcc src0:b32 vsrc1:v32 sdwa:11
v_cmp_f_i16                alu     -     -     0xa0  0xa0  vcc src0:i16 vsrc1:v32 sdwa:11
v_cmp_f_i64                alu     0xa0  0xa0  0xe0  0xe0  vcc src0:i64 vsrc1:v64
v_cmp_lt_i16               alu     -     -     0xa1  0xa1  vcc src0:i16 vsrc1:v32 sdwa:11
v_cmp_lt_i64               alu     0xa1  0xa1  0xe1  0xe1  vcc src0:i64 vsrc1:v64
v_cmp_eq_i16               alu     -     -     0xa2  0xa2  vcc src0:i16 vsrc1:v32 sdwa:11
v_cmp_eq_i64               alu     0xa2  0xa2  0xe2  0xe2  vcc src0:i64 vsrc1:v64
v_cmp_le_i16               alu     -     -     0xa3  0xa3  vcc src0:i16 vsrc1:v32 sdwa:11
v_cmp_le_i64               alu     0xa3  0xa3  0xe3  0xe3  vcc src0:i64 vsrc1:v64
v_cmp_gt_i16               alu     -     -     0xa4  0xa4  vcc src0:i16 vsrc1:v32 sdwa:11
v_cmp_gt_i64               alu     0xa4  0xa4  0xe4  0xe4  vcc src0:i64 vsrc1:v64
v_cmp_ne_i16               alu     -     -     0xa5  0xa5  vcc src0:i16 vsrc1:v32 sdwa:11
v_cmp_ne_i64               alu     0xa5  0xa5  0xe5  0xe5  vcc src0:i64 vsrc1:v64
v_cmp_ge_i16               alu     -     -     0xa6  0xa6  vcc src0:i16 vsrc1:v32 sdwa:11
v_cmp_ge_i64               alu     0xa6  0xa6  0xe6  0xe6  vcc src0:i64 vsrc1:v64
v_cmp_t_i16                alu     -     -     0xa7  0xa7  vcc src0:i16 vsrc1:v32 sdwa:11
v_cmp_t_i64                alu     0xa7  0xa7  0xe7  0xe7  vcc src0:i64 vsrc1:v64
v_cmp_f_u16                alu     -     -     0xa8  0xa8  vcc src0:i16 vsrc1:v32 sdwa:11
v_cmp_lt_u16               alu     -     -     0xa9  0xa9  vcc src0:i16 vsrc1:v32 sdwa:11
v_cmp_eq_u16               alu     -     -     0xaa  0xaa  vcc src0:i16 vsrc1:v32 sdwa:11
v_cmp_le_u16               alu     -     -     0xab  0xab  vcc src0:i16 vsrc1:v32 sdwa:11
v_cmp_gt_u16               alu     -     -     0xac  0xac  vcc src0:i16 vsrc1:v32 sdwa:11
v_cmp_ne_u16               alu     -     -     0xad  0xad  vcc src0:i16 vsrc1:v32 sdwa:11
v_cmp_ge_u16               alu     -     -     0xae  0xae  vcc src0:i16 vsrc1:v32 sdwa:11
v_cmp_t_u16                alu     -     -     0xaf  0xaf  vcc src0:i16 vsrc1:v32 sdwa:11
v_cmpx_f_i16               alu     -     -     0xb0  0xb0  vcc src0:i16 vsrc1:v32 sdwa:11
v_cmpx_f_i64               alu     0xb0  0xb0  0xf0  0xf0  vcc src0:i64 vsrc1:v64
v_cmpx_lt_i16              alu     -     -     0xb1  0xb1  vcc src0:i16 vsrc1:v32 sdwa:11
v_cmpx_lt_i64              alu     0xb1  0xb1  0xf1  0xf1  vcc src0:i64 vsrc1:v64
v_cmpx_eq_i16              alu     -     -     0xb2  0xb2  vcc src0:i16 vsrc1:v32 sdwa:11
v_cmpx_eq_i64              alu     0xb2  0xb2  0xf2  0xf2  vcc src0:i64 vsrc1:v64
v_cmpx_le_i16              alu     -     -     0xb3  0xb3  vcc src0:i16 vsrc1:v32 sdwa:11
v_cmpx_le_i64              alu     0xb3  0xb3  0xf3  0xf3  vcc src0:i64 vsrc1:v64
v_cmpx_gt_i16              alu     -     -     0xb4  0xb4  vcc src0:i16 vsrc1:v32 sdwa:11
v_cmpx_gt_i64              alu     0xb4  0xb4  0xf4  0xf4  vcc src0:i64 vsrc1:v64
v_cmpx_ne_i16              alu     -     -     0xb5  0xb5  vcc src0:i16 vsrc1:v32 sdwa:11
v_cmpx_ne_i64              alu     0xb5  0xb5  0xf5  0xf5  vcc src0:i64 vsrc1:v64
v_cmpx_ge_i16              alu     -     -     0xb6  0xb6  vcc src0:i16 vsrc1:v32 sdwa:11
v_cmpx_ge_i64              alu     0xb6  0xb6  0xf6  0xf6  vcc src0:i64 vsrc1:v64
v_cmpx_t_i16               alu     -     -     0xb7  0xb7  vcc src0:i16 vsrc1:v32 sdwa:11
v_cmpx_t_i64               alu     0xb7  0xb7  0xf7  0xf7  vcc src0:i64 vsrc1:v64
v_cmpx_f_u16               alu     -     -     0xb8  0xb8  vcc src0:i16 vsrc1:v32 sdwa:11
v_cmpx_lt_u16              alu     -     -     0xb9  0xb9  vcc src0:i16 vsrc1:v32 sdwa:11
v_cmpx_eq_u16              alu     -     -     0xba  0xba  vcc src0:i16 vsrc1:v32 sdwa:11
v_cmpx_le_u16              alu     -     -     0xbb  0xbb  vcc src0:i16 vsrc1:v32 sdwa:11
v_cmpx_gt_u16              alu     -     -     0xbc  0xbc  vcc src0:i16 vsrc1:v32 sdwa:11
v_cmpx_ne_u16              alu     -     -     0xbd  0xbd  vcc src0:i16 vsrc1:v32 sdwa:11
v_cmpx_ge_u16              alu     -     -     0xbe  0xbe  vcc src0:i16 vsrc1:v32 sdwa:11
v_cmpx_t_u16               alu     -     -     0xbf  0xbf  vcc src0:i16 vsrc1:v32 sdwa:11
v_cmp_f_u32                alu     0xc0  0xc0  0xc8  0xc8  vcc src0:b32 vsrc1:v32 sdwa:11
v_cmp_lt_u32               alu     0xc1  0xc1  0xc9  0xc9  vcc src0:b32 vsrc1:v32 sdwa:11
v_cmp_eq_u32               alu     0xc2  0xc2  0xca  0xca  vcc src0:b32 vsrc1:v32 sdwa:11
v_cmp_le_u32               alu     0xc3  0xc3  0xcb  0xcb  vcc src0:b32 vsrc1:v32 sdwa:11
v_cmp_gt_u32               alu     0xc4  0xc4  0xcc  0xcc  vcc src0:b32 vsrc1:v32 sdwa:11
v_cmp_ne_u32               alu     0xc5  0xc5  0xcd  0xcd  vcc src0:b32 vsrc1:v32 sdwa:11
v_cmp_ge_u32               alu     0xc6  0xc6  0xce  0xce  vcc src0:b32 vsrc1:v32 sdwa:11
v_cmp_t_u32                alu     0xc7  0xc7  0xcf  0xcf  vcc src0:b32 vsrc1:v32 sdwa:11
v_cmpx_f_u32               alu     0xd0  0xd0  0xd8  0xd8  vcc src0:b32 vsrc1:v32 sdwa:11
v_cmpx_lt_u32              alu     0xd1  0xd1  0xd9  0xd9  vcc src0:b32 vsrc1:v32 sdwa:11
v_cmpx_eq_u32              alu     0xd2  0xd2  0xda  0xda  vcc src0:b32 vsrc1:v32 sdwa:11
v_cmpx_le_u32              alu     0xd3  0xd3  0xdb  0xdb  vcc src0:b32 vsrc1:v32 sdwa:11
v_cmpx_gt_u32              alu     0xd4  0xd4  0xdc  0xdc  vcc src0:b32 vsrc1:v32 sdwa:11
v_cmpx_ne_u32              alu     0xd5  0xd5  0xdd  0xdd  vcc src0:b32 vsrc1:v32 sdwa:11
v_cmpx_ge_u32              alu     0xd6  0xd6  0xde  0xde  vcc src0:b32 vsrc1:v32 sdwa:11
v_cmpx_t_u32               alu     0xd7  0xd7  0xdf  0xdf  vcc src0:b32 vsrc1:v32 sdwa:11
v_cmp_f_u64                alu     0xe0  0xe0  0xe8  0xe8  vcc src0:b64 vsrc1:v64
v_cmp_lt_u64               alu     0xe1  0xe1  0xe9  0xe9  vcc src0:b64 vsrc1:v64
v_cmp_eq_u64               alu     0xe2  0xe2  0xea  0xea  vcc src0:b64 vsrc1:v64
v_cmp_le_u64               alu     0xe3  0xe3  0xeb  0xeb  vcc src0:b64 vsrc1:v64
v_cmp_gt_u64               alu     0xe4  0xe4  0xec  0xec  vcc src0:b64 vsrc1:v64
v_cmp_ne_u64               alu     0xe5  0xe5  0xed  0xed  vcc src0:b64 vsrc1:v64
v_cmp_ge_u64               alu     0xe6  0xe6  0xee  0xee  vcc src0:b64 vsrc1:v64
v_cmp_t_u64                alu     0xe7  0xe7  0xef  0xef  vcc src0:b64 vsrc1:v64
v_cmpx_f_u64               alu     0xf0  0xf0  0xf8  0xf8  vcc src0:b64 vsrc1:v64
v_cmpx_lt_u64              alu     0xf1  0xf1  0xf9  0xf9  vcc src0:b64 vsrc1:v64
v_cmpx_eq_u64              alu     0xf2  0xf2  0xfa  0xfa  vcc src0:b64 vsrc1:v64
v_cmpx_le_u64              alu     0xf3  0xf3  0xfb  0xfb  vcc src0:b64 vsrc1:v64
v_cmpx_gt_u64              alu     0xf4  0xf4  0xfc  0xfc  vcc src0:b64 vsrc1:v64
v_cmpx_ne_u64              alu     0xf5  0xf5  0xfd  0xfd  vcc src0:b64 vsrc1:v64
v_cmpx_ge_u64              alu     0xf6  0xf6  0xfe  0xfe  vcc src0:b64 vsrc1:v64
v_cmpx_t_u64               alu     0xf7  0xf7  0xff  0xff  vcc src0:b64 vsrc1:v64
`;
// end: generated by npm run harvest; do not edit
