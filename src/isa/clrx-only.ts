// Hardware opcodes llvm-mc 19 does not name and CLRX does (CLRX/CLRX-mirror fb8fbf97
// tests/amdisasm GCNDisasmOpc11/12/14.cpp, tests/amdasm GCNAsmOpc11/12/14.cpp; CLRX wiki
// GcnInstrsVop1/Vop2/Vop3): rows in the tables' own text format, each marked clrx:only, so they
// decode to their CLRX name under --syntax clrx only and stay .long in the llvm dialect (src/syntax/line.ts).
// The VOP3 rows a CLRX listing writes with `vop3` carry the _e64 suffix of their 32-bit form.

/** VOP1 rows: v_mov_fed_b32 on GCN 1.0-1.2, GCN 1.4's v_mov_prsv_b32 and v_writelane_regwr_b32. */
export const CLRX_ONLY_VOP1 = `
# name                      kind    gcn1.0 1.1  1.2   1.4    operands (printed order)
v_mov_fed_b32              alu     0x09  0x09  0x09  -     vdst:v32 src0:b32 clrx:only
v_mov_prsv_b32             alu     -     -     -     0x36  vdst:v32 src0:b32 clrx:only
v_writelane_regwr_b32      alu     -     -     -     0x50  vdst:v32 src0:b32 clrx:only
`;

/**
 * VOP3 rows: the e64 forms of the rows above and of instructions llvm-mc 19 has in a 32-bit form
 * only (GCN 1.0/1.1 v_readlane/v_writelane: VOP2 op + 0x100; v_readfirstlane, v_swap_b32: VOP1 op +
 * 0x180 / + 0x140; v_madmk/v_madak, whose VOP3 form reads K from SRC2), GCN 1.0's v_qsad_pk_u16_u8
 * (CLRX's v_qsad_u8, opcode 0x172 as on GCN 1.1) and GCN 1.2's v_mac_legacy_f32.
 */
export const CLRX_ONLY_VOP3 = `
v_readlane_b32_e64      alu 0x101 0x101 -     -      vdst:sr32 src0:vl32 src1:c32 clrx:only
v_writelane_b32_e64     alu 0x102 0x102 -     -      vdst:v32 src0:sc32 src1:c32 clrx:only
v_readfirstlane_b32_e64 alu 0x182 0x182 0x142 0x142  vdst:sr32 src0:vl32 clrx:only
v_mov_fed_b32_e64       alu 0x189 0x189 0x149 -      vdst:v32 src0:b32 clrx:only
v_mov_prsv_b32_e64      alu -     -     -     0x176  vdst:v32 src0:b32 clrx:only
v_writelane_regwr_b32_e64 alu -   -     -     0x190  vdst:v32 src0:b32 clrx:only
v_swap_b32_e64          alu -     -     -     0x191  vdst:v32 src0:vv32 clrx:only
v_madmk_f32_e64         alu 0x120 0x120 0x117 0x117  vdst:v32 src0:f32+na src1:f32+na src2:f32+na clamp omod clrx:only
v_madak_f32_e64         alu 0x121 0x121 0x118 0x118  vdst:v32 src0:f32+na src1:f32+na src2:f32+na clamp omod clrx:only
v_madmk_f16_e64         alu -     -     0x124 0x124  vdst:v32 src0:f16+na src1:f16+na src2:f16+na clamp omod clrx:only
v_madak_f16_e64         alu -     -     0x125 0x125  vdst:v32 src0:f16+na src1:f16+na src2:f16+na clamp omod clrx:only
v_qsad_pk_u16_u8        alu 0x172 -     -     -      vdst:v64 src0:b64 src1:b32 src2:b64 clrx:only
v_mac_legacy_f32        alu -     -     0x28e -      vdst:v32 src0:f32+na src1:f32+na clamp omod clrx:only
`;

/** MUBUF rows: GCN 1.0's buffer_atomic_rsub(_x2) (SI ISA manual; GCN 1.1 dropped them). */
export const CLRX_ONLY_MUBUF = `
buffer_atomic_rsub             atomic   a32    -   0x34   -      -      -      clrx:only
buffer_atomic_rsub_x2          atomic   a64    -   0x54   -      -      -      clrx:only
`;

/** MIMG rows: GCN 1.4's image_gather4h_pck and image_gather8h_pck (gather4 class, as image_gather4_cl). */
export const CLRX_ONLY_MIMG = `
image_gather4h_pck       gather4  -     -     -     0x4a   2,4-5  1-4     d16    clrx:only
image_gather8h_pck       gather4  -     -     -     0x4b   2,4-5  1-4     d16    clrx:only
`;
