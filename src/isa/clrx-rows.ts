// Instructions only the CLRX dialect names: rows marked `clrx:only` (InstrDef.clrxOnly), appended
// to the tables they belong to. llvm-mc 19 has none of them: under llvm syntax their words stay
// `.long` and their mnemonics are an error pointing at --syntax clrx, exactly as llvm-mc; row
// walks and counts that mean "LLVM's rows" skip them through llvmRow (src/isa/table.ts).
// Opcodes: CLRX's tables (doc/GcnInstrsVop1.md, GcnInstrsVop3.md, GcnInstrsMubuf.md) and its
// tests (tests/amdisasm/GCNDisasmOpc11/12/14.cpp, tests/amdasm/GCNAsmOpc11/12/14.cpp).

/**
 * VOP1 (columns as src/isa/valu.ts: name kind op(1.0) op(1.1) op(1.2) op(1.4) operands). Their
 * VOP3 forms are derived like every VOP1 row's (src/isa/vop3.ts) with the codes of CLRX_E64_MODS.
 * - v_mov_fed_b32 (op 9): real hardware. The SI, CI and GCN3 ISA manuals list V_MOV_FED_B32 in
 *   the VOP1 opcode table: D.u = S0.u, and the write introduces an EDC double error in the
 *   destination VGPR (for testing error detection). Mesa's sid.h has V_008DFC_SQ_V_MOV_FED_B32 0x09.
 *   The Vega manual does not list op 9, nor does CLRX on GCN 1.4.
 * - v_mov_prsv_b32 (op 0x36) and v_writelane_regwr_b32 (op 0x50) on GCN 1.4: CLRX's names for
 *   opcodes the Vega ISA manual does not list; no AMD document defines what they do.
 */
export const CLRX_VOP1_ROWS = `
v_mov_fed_b32              alu     0x09  0x09  0x09  -     vdst:v32 src0:b32 clrx:only
v_mov_prsv_b32             alu     -     -     -     0x36  vdst:v32 src0:b32 clrx:only
v_writelane_regwr_b32      alu     -     -     -     0x50  vdst:v32 src0:b32 clrx:only
`;

/** The VOP3 modifier codes (src/isa/vop3-rows.ts E64_MODS) of the CLRX-only VOP1 rows: neg and abs on the source (clrxdisasm prints `-v27`). */
export const CLRX_E64_MODS: Readonly<Record<string, string>> = {
  'VOP1 v_mov_fed_b32': 'N0A0 N0A0 N0A0 -',
  'VOP1 v_mov_prsv_b32': '- - - N0A0',
  'VOP1 v_writelane_regwr_b32': '- - - N0A0',
};

/**
 * VOP3-only rows (columns as src/isa/vop3-rows.ts VOP3_ONLY_ROWS).
 * - The VOP3 forms of v_readfirstlane_b32 (VOP1 op 2 + 0x180 / 0x140) and, on GCN 1.0/1.1, of
 *   v_readlane_b32/v_writelane_b32 (VOP2 ops 1, 2 + 0x100): the SI and CI manuals give every VOP1
 *   and VOP2 opcode a VOP3 opcode by that rule, and CLRX's tables (GcnInstrsVop1/Vop2.md) list
 *   these; llvm-mc 19 has only their 32-bit forms ("e64 variant of this instruction is not
 *   supported"). Not checked on hardware. Semantics: those of the 32-bit forms.
 * - v_readlane_regrd_b32 (0x29b, GCN 1.4): CLRX's name for an opcode the Vega manual does not list.
 * - v_swap_b32's VOP3 form on GCN 1.4 (VOP1 op 0x51 + 0x140, the Vega manual's rule for every VOP1
 *   opcode; llvm-mc 19 has only the 32-bit form). clrxasm: `v_swap_b32 v55, v27 vop3` is
 *   d1910037 0000011b (GCNAsmOpc14.cpp:394). Not checked on hardware.
 * - V_QSAD_U8 (0x172) on GCN 1.0: the SI manual lists it (CI renamed it V_QSAD_PK_U16_U8, which
 *   llvm-mc 19 has from GCN 1.1); clrxasm: `v_qsad_u8 v[55:56], v[79:80], v166, v[229:230]` is
 *   d2e40037 07974d4f (GCNAsmOpc11.cpp:1861).
 * - v_mac_legacy_f32 (VOP3 0x28e) on GCN 1.2: CLRX's name for an opcode the GCN3 manual does not
 *   list (GCN 1.0/1.1 have it as VOP2 op 6); clrxasm: `v_mac_legacy_f32 v55, s27, -v90` is
 *   d28e0037 4002b41b (GCNAsmOpc12.cpp:1227).
 */
export const CLRX_VOP3_ROWS = `
v_readfirstlane_b32_e64 alu 0x182 0x182 0x142 0x142  vdst:sr32 src0:vl32+na clamp omod clrx:only
v_readlane_b32_e64      alu 0x101 0x101 -     -      vdst:sr32 src0:vl32+na src1:c32 clamp omod clrx:only
v_writelane_b32_e64     alu 0x102 0x102 -     -      vdst:v32 src0:sc32+na src1:c32 clamp omod clrx:only
v_readlane_regrd_b32    alu -     -     -     0x29b  vdst:sr32 src0:vl32 src1:c32 clrx:only
v_swap_b32_e64          alu -     -     -     0x191  vdst:v32 src0:vl32 clrx:only
v_qsad_pk_u16_u8        alu 0x172 -     -     -      vdst:v64 src0:b64 src1:b32 src2:b64 clrx:only
v_mac_legacy_f32_e64    alu -     -     0x28e -      vdst:v32 src0:f32+na src1:f32+na clamp omod clrx:only
`;

/**
 * MUBUF (columns as src/isa/mubuf.ts). BUFFER_ATOMIC_RSUB(_X2) (52/84) on GCN 1.0: the SI ISA
 * manual lists them (D = S - D, returning the old value); CI removed them; llvm-mc 19 has no
 * such mnemonic (ERRATA MUBUF-6).
 */
export const CLRX_MUBUF_ROWS = `
buffer_atomic_rsub             atomic   a32    -   0x34   -      -      -      clrx:only
buffer_atomic_rsub_x2          atomic   a64    -   0x54   -      -      -      clrx:only
`;

/**
 * MIMG (columns as src/isa/mimg.ts). IMAGE_GATHER4H_PCK (74) and IMAGE_GATHER8H_PCK (75) on GCN
 * 1.4: CLRX's names for opcodes beside IMAGE_GATHER4H (66, which llvm-mc 19 has); llvm-mc 19 has
 * neither (`echo 'image_gather4h_pck v[0:3], v[0:3], s[0:7], s[0:3]' | llvm-mc -arch=amdgcn
 * -mcpu=gfx900` → `error: invalid instruction`) and prints their words as invalid. clrxasm:
 * `image_gather4h_pck v[157:160], v[121:124], s[84:91], s[0:3] dmask:11 unorm glc a16 da` is
 * f128fb00 00159d79 (GCNAsmOpc14.cpp:722; gather8h_pck f12cfb00, :724). Not checked on hardware.
 */
export const CLRX_MIMG_ROWS = `
image_gather4h_pck       gather4  -     -     -     0x4a   4-5    1-4     -   clrx:only
image_gather8h_pck       gather4  -     -     -     0x4b   4-5    1-4     -   clrx:only
`;

/**
 * DS (columns as src/isa/ds.ts). DS_CONDXCHG32_RTN_B128 (253) on GCN 1.1/1.2: listed in CLRX's
 * tables (doc/GcnInstrsDs.md), which give it a VDST operand only; llvm-mc 19 has only
 * ds_condxchg32_rtn_b64 (`echo 'ds_condxchg32_rtn_b128 v[155:158] offset:52583' | llvm-mc
 * -arch=amdgcn -mcpu=bonaire` → `error: invalid instruction`). clrxasm:
 * `ds_condxchg32_rtn_b128 v[155:158] offset:52583` is dbf4cd67 9b000000 (GCNAsmOpc11.cpp:3077);
 * clrxdisasm names op 0xfd so on tonga too (GCNDisasmOpc12.cpp:2492). Not checked on hardware.
 */
export const CLRX_DS_ROWS = `
ds_condxchg32_rtn_b128     load    b128    v      opt  -      0xfd   0xfd   -      clrx:only
`;
