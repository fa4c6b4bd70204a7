// CDNA's matrix instructions and the rows gfx908 (MI100) adds to GFX9, from llvm-mc 19
// (test/vectors/cdna-opcodes.tsv, scripts/harvest-cdna.ts; docs/cdna.md):
//  - VOP3P-MAI: v_accvgpr_read_b32 / v_accvgpr_write_b32 (an AGPR to or from a VGPR) and the MFMA
//    rows (D = A x B + C over the wave: src/sim/mfma.ts), with their own layout under VOP3P's
//    marker (the decoder picks it by opcode, as VOP3a/VOP3b: src/isa/index.ts);
//  - VOP2: v_dot2c/dot4c/dot8c (the destination is the accumulator) with e64 and DPP forms,
//    v_pk_fmac_f16 (e32 only).
// Fields of VOP3P-MAI (LLVM VOP3Pe_MAI; checked against llvm-mc 19's bytes):
//   VDST 7:0, CBSZ 10:8, ABID 14:11, ACC_CD 15 (gfx90a+; reserved on gfx908, whose C and D are
//   always AGPRs), OP 22:16, SRC0 40:32 (A), SRC1 49:41 (B), SRC2 58:50 (C), ACC 60:59 (A, B in
//   AGPRs), BLGP 63:61. The v_accvgpr_* rows leave CBSZ, SRC1, SRC2 and BLGP zero and hold
//   VOP3P's op_sel_hi default where ABID's top bit and ACC are (llvm-mc writes d3d84001 18000102
//   for v_accvgpr_read_b32 v1, a2): bits the mnemonic implies.
import { lazyTable, makeDerivedTable, type Row } from './table.js';
import { spec } from './operand-spec.js';
import { feature } from './targets.js';
import type { OperandSpec } from './types.js';

/** The opcodes of a row that exists on GFX9 (and the families inheriting from it) only. */
const gfx9Only = (op: number): Row['opcodes'] => ({ 'gcn1.4': op });
/** The same, as the opcode cells of a VOP1/VOP2 text row (src/isa/valu.ts: one column per GENS family). */
const gfx9OnlyCells = (op: number): string => ['-', '-', '-', `0x${op.toString(16)}`].map((c) => c.padEnd(6)).join('');

/** VOP2 rows gfx908 adds (src/isa/valu.ts reads them with its own). dpp/sdwa: tonga, gfx900-family. */
export const MAI_VOP2_ROWS = [
  ['v_dot2c_f32_f16', 0x37, 'vdst:v32 src0:f16 vsrc1:v32 dpp:01 sdwa:00 requires:dot5-insts'],
  ['v_dot2c_i32_i16', 0x38, 'vdst:v32 src0:b32 vsrc1:v32 dpp:01 sdwa:00 requires:dot4-insts'],
  ['v_dot4c_i32_i8', 0x39, 'vdst:v32 src0:b32 vsrc1:v32 dpp:01 sdwa:00 requires:dot6-insts'],
  ['v_dot8c_i32_i4', 0x3a, 'vdst:v32 src0:b32 vsrc1:v32 dpp:01 sdwa:00 requires:dot3-insts'],
  ['v_pk_fmac_f16', 0x3c, 'vdst:v32 src0:f16 vsrc1:v32 requires:pk-fmac-f16-inst'],
].map(([name, op, operands]) => `${(name as string).padEnd(27)}alu     ${gfx9OnlyCells(op as number)}${operands}`).join('\n');

const LAYOUT = 'vdst 0-7 | cbsz 8-10 | abid 11-14 | - 15 | op 16-22 | enc 23-31 =0b110100111'
  + ' | src0 32-40 | src1 41-49 | src2 50-58 | acc 59-60 | blgp 61-63';

/** The MFMA modifiers, in llvm-mc's (required) order. */
export const MAI_MODIFIERS: readonly string[] = ['cbsz', 'abid', 'blgp'];

// name                     op    A/B regs  C/D regs  (llvm-mc 19 -mcpu=gfx908; A/B VGPRs or AGPRs, C/D AGPRs)
const MFMA = `
v_mfma_f32_32x32x1f32      0x40  1  32
v_mfma_f32_16x16x1f32      0x41  1  16
v_mfma_f32_4x4x1f32        0x42  1  4
v_mfma_f32_32x32x2f32      0x44  1  16
v_mfma_f32_16x16x4f32      0x45  1  4
v_mfma_f32_32x32x4f16      0x48  2  32
v_mfma_f32_16x16x4f16      0x49  2  16
v_mfma_f32_4x4x4f16        0x4a  2  4
v_mfma_f32_32x32x8f16      0x4c  2  16
v_mfma_f32_16x16x16f16     0x4d  2  4
v_mfma_i32_32x32x4i8       0x50  1  32
v_mfma_i32_16x16x4i8       0x51  1  16
v_mfma_i32_4x4x4i8         0x52  1  4
v_mfma_i32_32x32x8i8       0x54  1  16
v_mfma_i32_16x16x16i8      0x55  1  4
v_mfma_f32_32x32x2bf16     0x68  1  32
v_mfma_f32_16x16x2bf16     0x69  1  16
v_mfma_f32_4x4x2bf16       0x6b  1  4
v_mfma_f32_32x32x4bf16     0x6c  1  16
v_mfma_f32_16x16x8bf16     0x6d  1  4
`;

const row = (name: string, op: number, operands: OperandSpec[]): Row => ({
  name, enc: 'VOP3P', kind: 'alu', type: 'none', atomicBits: 0, sbase: 0, segment: 'flat',
  opcodes: gfx9Only(op), operands, requires: feature('mai-insts', `VOP3P-MAI ${name}`),
});

type Regs = OperandSpec['regs'];

/** MFMA: D (AGPRs), A and B (VGPRs or AGPRs, ACC bits 0/1), C (AGPRs), then cbsz, abid, blgp. */
function mfmaOperands(ab: Regs, cd: Regs): OperandSpec[] {
  return [
    spec('vreg', 'vdst', { rclass: 'agpr', regs: cd }),
    spec('rsrc', 'src0', { rclass: 'av', regs: ab }),
    spec('rsrc', 'src1', { rclass: 'av', regs: ab }),
    spec('rsrc', 'src2', { rclass: 'agpr', regs: cd }),
    ...MAI_MODIFIERS.map((m) => spec('maimod', m, { mod: true })),
  ];
}

/** VOP3P's op_sel_hi default (OP_SEL_HI 1,1 and OP_SEL_HI_2), where the MAI layout has ACC and ABID's top bit. */
const OP_SEL_HI = [spec('fixed', 'acc', { mod: true, value: 3 }), spec('fixed', 'abid', { mod: true, value: 8 })];

function rows(): Row[] {
  const out: Row[] = [
    // gfx908: the source of v_accvgpr_write_b32 is a VGPR or an inline constant (no SGPR, no literal).
    row('v_accvgpr_read_b32', 0x58, [spec('vreg', 'vdst'), spec('rsrc', 'src0', { rclass: 'agpr' }), ...OP_SEL_HI]),
    row('v_accvgpr_write_b32', 0x59, [spec('vreg', 'vdst', { rclass: 'agpr' }), spec('vconst', 'src0', { vtype: 'b32', literal: false }), ...OP_SEL_HI]),
  ];
  for (const line of MFMA.trim().split('\n')) {
    const [name, op, ab, cd] = line.trim().split(/\s+/);
    out.push(row(name, Number(op), mfmaOperands(Number(ab) as Regs, Number(cd) as Regs)));
  }
  return out;
}

/** Whether mfmaOverlap's rule holds for C and D of `regs` registers (wider than 128 bits). */
export const overlapRuled = (regs: number): boolean => regs > 4;

/**
 * An MFMA whose D is wider than 128 bits may not have C partly over D (equal or apart only):
 * llvm-mc 19's validateMFMA ("source 2 operand must not partially overlap with dst"). `c` is C's
 * first AGPR, `d` D's, `regs` their width.
 */
export function mfmaOverlap(regs: number, d: number, c: number): string | undefined {
  if (!overlapRuled(regs) || c === d || c + regs <= d || d + regs <= c) return undefined;
  return 'source 2 operand must not partially overlap with dst';
}

/** llvm-mc's short names (v_accvgpr_read v1, a2 reads as v_accvgpr_read_b32). */
const ALIASES = { v_accvgpr_read: 'v_accvgpr_read_b32', v_accvgpr_write: 'v_accvgpr_write_b32' };

const SPECS = { 'gcn1.4': { dwords: 2, opFields: 'op', bits: LAYOUT } } as const;
/** The VOP3P-MAI rows: VOP3P's encoding name and marker, their own layout. */
export const VOP3P_MAI = lazyTable('VOP3P', () => ({ ...makeDerivedTable('VOP3P', SPECS, rows()), aliases: ALIASES }), SPECS);
