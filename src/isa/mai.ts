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
import type { Field, Layout, OperandSpec } from './types.js';

/** The opcode cells of a VOP1/VOP2 text row on GFX9 and its children only (src/isa/valu.ts: one column per COLUMN_GENS family). */
const gfx9OnlyCells = (op: number): string => ['-', '-', '-', `0x${op.toString(16)}`].map((c) => c.padEnd(6)).join('');

/** VOP2 rows gfx908 adds (src/isa/valu.ts reads them with its own). dpp/sdwa: tonga, gfx900-family. */
export const MAI_VOP2_ROWS = [
  ['v_dot2c_f32_f16', 0x37, 'vdst:v32 src0:f16 vsrc1:v32 dpp:01 sdwa:00 requires:dot5-insts'],
  ['v_dot2c_i32_i16', 0x38, 'vdst:v32 src0:b32 vsrc1:v32 dpp:01 sdwa:00 requires:dot4-insts'],
  ['v_dot4c_i32_i8', 0x39, 'vdst:v32 src0:b32 vsrc1:v32 dpp:01 sdwa:00 requires:dot6-insts'],
  ['v_dot8c_i32_i4', 0x3a, 'vdst:v32 src0:b32 vsrc1:v32 dpp:01 sdwa:00 requires:dot3-insts'],
  ['v_pk_fmac_f16', 0x3c, 'vdst:v32 src0:f16 vsrc1:v32 requires:pk-fmac-f16-inst'],
].map(([name, op, operands]) => `${(name as string).padEnd(27)}alu     ${gfx9OnlyCells(op as number)}${operands}`).join('\n');

/**
 * VOP1 rows gfx90a adds: v_accvgpr_mov_b32 (an AGPR to an AGPR; no e64, DPP or SDWA form in
 * llvm-mc 19: "e64 variant of this instruction is not supported").
 */
export const MAI_VOP1_ROWS = `${'v_accvgpr_mov_b32'.padEnd(27)}alu     ${['-', '-', '-', '-'].map((c) => c.padEnd(6)).join('')}vdst:a32 src0:as32 e32:no op:GFX90A=0x52 requires:mai-insts`;

const LAYOUT = 'vdst 0-7 | cbsz 8-10 | abid 11-14 | - 15 | op 16-22 | enc 23-31 =0b110100111'
  + ' | src0 32-40 | src1 41-49 | src2 50-58 | acc 59-60 | blgp 61-63';
/** gfx90a+: bit 15 says whether C and D are AGPRs (1) or VGPRs (0). */
const LAYOUT_90A = LAYOUT.replace('- 15', 'acc_cd 15');

/** The MFMA modifiers, in llvm-mc's (required) order; gfx940's f64 MFMAs write BLGP as neg:[a,b,c]. */
export const MAI_MODIFIERS: readonly string[] = ['cbsz', 'abid', 'blgp', 'neg'];

// The MFMAs of llvm-mc 19, one line per operation: its name and opcode on gfx908/gfx90a (GFX9; a
// row only gfx90a has: "90a:OP"), its gfx940 name and opcode ("-": gone on gfx940; gfx940 reads
// the GFX9 name as an alias of its own), A/B registers, C/D registers, C's constant type. Checked
// against test/vectors/cdna-opcodes.tsv (test/mai-gfx90a.test.ts, mai-gfx940.test.ts).
const MFMA = `
v_mfma_f32_32x32x1f32      0x40      v_mfma_f32_32x32x1_2b_f32    0x40  1  32  f32
v_mfma_f32_16x16x1f32      0x41      v_mfma_f32_16x16x1_4b_f32    0x41  1  16  f32
v_mfma_f32_4x4x1f32        0x42      v_mfma_f32_4x4x1_16b_f32     0x42  1  4   f32
v_mfma_f32_32x32x2f32      0x44      v_mfma_f32_32x32x2_f32       0x44  1  16  f32
v_mfma_f32_16x16x4f32      0x45      v_mfma_f32_16x16x4_f32       0x45  1  4   f32
v_mfma_f32_32x32x4f16      0x48      v_mfma_f32_32x32x4_2b_f16    0x48  2  32  f32
v_mfma_f32_16x16x4f16      0x49      v_mfma_f32_16x16x4_4b_f16    0x49  2  16  f32
v_mfma_f32_4x4x4f16        0x4a      v_mfma_f32_4x4x4_16b_f16     0x4a  2  4   f32
v_mfma_f32_32x32x8f16      0x4c      v_mfma_f32_32x32x8_f16       0x4c  2  16  f32
v_mfma_f32_16x16x16f16     0x4d      v_mfma_f32_16x16x16_f16      0x4d  2  4   f32
v_mfma_i32_32x32x4i8       0x50      v_mfma_i32_32x32x4_2b_i8     0x50  1  32  b32
v_mfma_i32_16x16x4i8       0x51      v_mfma_i32_16x16x4_4b_i8     0x51  1  16  b32
v_mfma_i32_4x4x4i8         0x52      v_mfma_i32_4x4x4_16b_i8      0x52  1  4   b32
v_mfma_i32_32x32x8i8       0x54      -                            -     1  16  b32
v_mfma_i32_16x16x16i8      0x55      -                            -     1  4   b32
-                          -         v_mfma_i32_32x32x16_i8       0x56  2  16  b32
-                          -         v_mfma_i32_16x16x32_i8       0x57  2  4   b32
v_mfma_f32_32x32x2bf16     0x68      -                            -     1  32  f32
v_mfma_f32_16x16x2bf16     0x69      -                            -     1  16  f32
v_mfma_f32_4x4x2bf16       0x6b      -                            -     1  4   f32
v_mfma_f32_32x32x4bf16     0x6c      -                            -     1  16  f32
v_mfma_f32_16x16x8bf16     0x6d      -                            -     1  4   f32
v_mfma_f32_32x32x4bf16_1k  90a:0x63  v_mfma_f32_32x32x4_2b_bf16   0x5d  2  32  f32
v_mfma_f32_16x16x4bf16_1k  90a:0x64  v_mfma_f32_16x16x4_4b_bf16   0x5e  2  16  f32
v_mfma_f32_4x4x4bf16_1k    90a:0x65  v_mfma_f32_4x4x4_16b_bf16    0x5f  2  4   f32
v_mfma_f32_32x32x8bf16_1k  90a:0x66  v_mfma_f32_32x32x8_bf16      0x60  2  16  f32
v_mfma_f32_16x16x16bf16_1k 90a:0x67  v_mfma_f32_16x16x16_bf16     0x61  2  4   f32
v_mfma_f64_16x16x4f64      90a:0x6e  v_mfma_f64_16x16x4_f64       0x6e  2  8   f64
v_mfma_f64_4x4x4f64        90a:0x6f  v_mfma_f64_4x4x4_4b_f64      0x6f  2  2   f64
-                          -         v_mfma_f32_32x32x4_xf32      0x3f  2  16  f32
-                          -         v_mfma_f32_16x16x8_xf32      0x3e  2  4   f32
-                          -         v_mfma_f32_16x16x32_bf8_bf8  0x70  2  4   f32
-                          -         v_mfma_f32_16x16x32_bf8_fp8  0x71  2  4   f32
-                          -         v_mfma_f32_16x16x32_fp8_bf8  0x72  2  4   f32
-                          -         v_mfma_f32_16x16x32_fp8_fp8  0x73  2  4   f32
-                          -         v_mfma_f32_32x32x16_bf8_bf8  0x74  2  16  f32
-                          -         v_mfma_f32_32x32x16_bf8_fp8  0x75  2  16  f32
-                          -         v_mfma_f32_32x32x16_fp8_bf8  0x76  2  16  f32
-                          -         v_mfma_f32_32x32x16_fp8_fp8  0x77  2  16  f32
`;

// gfx940's sparse MFMAs (v_smfmac_*): D += A x B with A 4:2 sparse (its compressed half in SRC0)
// and the index VGPR in SRC2; D is also the accumulator. name, opcode, D registers.
const SMFMAC = `
v_smfmac_f32_16x16x32_f16      0x62  4
v_smfmac_f32_32x32x16_f16      0x64  16
v_smfmac_f32_16x16x32_bf16     0x66  4
v_smfmac_f32_32x32x16_bf16     0x68  16
v_smfmac_i32_16x16x64_i8       0x6a  4
v_smfmac_i32_32x32x32_i8       0x6c  16
v_smfmac_f32_16x16x64_bf8_bf8  0x78  4
v_smfmac_f32_16x16x64_bf8_fp8  0x79  4
v_smfmac_f32_16x16x64_fp8_bf8  0x7a  4
v_smfmac_f32_16x16x64_fp8_fp8  0x7b  4
v_smfmac_f32_32x32x32_bf8_bf8  0x7c  16
v_smfmac_f32_32x32x32_bf8_fp8  0x7d  16
v_smfmac_f32_32x32x32_fp8_bf8  0x7e  16
v_smfmac_f32_32x32x32_fp8_fp8  0x7f  16
`;

const row = (name: string, opcodes: Row['opcodes'], operands: OperandSpec[]): Row => ({
  name, enc: 'VOP3P', kind: 'alu', type: 'none', atomicBits: 0, sbase: 0, segment: 'flat',
  opcodes, operands, requires: feature('mai-insts', `VOP3P-MAI ${name}`),
});

type Regs = OperandSpec['regs'];

const mod = (m: string, more: Partial<OperandSpec> = {}): OperandSpec => spec('maimod', m, { mod: true, ...more });
const CBSZ_ABID = [mod('cbsz'), mod('abid')];
/** BLGP, and gfx940's spelling of the same bits on its f64 MFMAs: neg:[a,b,c] (negate A, B, C). */
const BLGP = mod('blgp'), NEG = mod('blgp', { written: 'neg' });

/**
 * MFMA: D, A and B (VGPRs or AGPRs: ACC bits 0/1), C (D's file; gfx90a+ also an inline constant
 * of `ctype`), then cbsz, abid and blgp (or neg). D and C are class 'av' whose file bit is ACC_CD
 * (accFileBit); a layout without it (gfx908) has them in AGPRs.
 */
function mfmaOperands(ab: Regs, cd: Regs, ctype: OperandSpec['vtype'], last: OperandSpec): OperandSpec[] {
  return [
    spec('vreg', 'vdst', { rclass: 'av', regs: cd }),
    spec('rsrc', 'src0', { rclass: 'av', regs: ab }),
    spec('rsrc', 'src1', { rclass: 'av', regs: ab }),
    spec('rsrc', 'src2', { rclass: 'av', regs: cd, vtype: ctype }),
    ...CBSZ_ABID, last,
  ];
}

/** SMFMAC: D (also C), A (2 registers), B (4), the index VGPR in SRC2; cbsz/abid; BLGP zero. */
const smfmacOperands = (cd: Regs): OperandSpec[] => [
  spec('vreg', 'vdst', { rclass: 'av', regs: cd }),
  spec('rsrc', 'src0', { rclass: 'av', regs: 2 }),
  spec('rsrc', 'src1', { rclass: 'av', regs: 4 }),
  spec('rsrc', 'src2', { rclass: 'vgpr' }),
  ...CBSZ_ABID, spec('fixed', 'blgp', { mod: true, value: 0 }),
];

/** VOP3P's op_sel_hi default (OP_SEL_HI 1,1 and OP_SEL_HI_2), where the MAI layout has ACC and ABID's top bit. */
const OP_SEL_HI = [spec('fixed', 'acc', { mod: true, value: 3 }), spec('fixed', 'abid', { mod: true, value: 8 })];

const cell = (text: string): Row['opcodes'] => {
  if (text === '-') return {};
  return text.startsWith('90a:') ? { gfx90a: Number(text.slice(4)) } : { 'gcn1.4': Number(text) };
};

/** gfx940's spellings of the GFX9 names: llvm-mc 19 reads the GFX9 name as the gfx940 row there. */
const ALIASES: Record<string, string> = { v_accvgpr_read: 'v_accvgpr_read_b32', v_accvgpr_write: 'v_accvgpr_write_b32' };

function rows(): Row[] {
  const out: Row[] = [
    row('v_accvgpr_read_b32', { 'gcn1.4': 0x58 }, [spec('vreg', 'vdst'), spec('rsrc', 'src0', { rclass: 'agpr' }), ...OP_SEL_HI]),
    // gfx908: the source of v_accvgpr_write_b32 is a VGPR or an inline constant; gfx90a+ also
    // takes SGPRs and the other scalar sources (no literal).
    row('v_accvgpr_write_b32', { 'gcn1.4': 0x59, gfx90a: -1 }, [spec('vreg', 'vdst', { rclass: 'agpr' }), spec('vconst', 'src0', { vtype: 'b32', literal: false }), ...OP_SEL_HI]),
    row('v_accvgpr_write_b32', { gfx90a: 0x59 }, [spec('vreg', 'vdst', { rclass: 'agpr' }), spec('vsrc', 'src0', { vtype: 'b32', literal: false }), ...OP_SEL_HI]),
  ];
  for (const line of MFMA.trim().split('\n')) {
    const [name, op, name940, op940, ab, cd, ctype] = line.trim().split(/\s+/);
    const f64 = ctype === 'f64';
    const make = (n: string, opcodes: Row['opcodes'], last: OperandSpec): Row =>
      row(n, opcodes, mfmaOperands(Number(ab) as Regs, Number(cd) as Regs, ctype as OperandSpec['vtype'], last));
    if (name !== '-') out.push(make(name, { ...cell(op), gfx940: -1 }, BLGP));
    if (name940 !== '-') out.push(make(name940, { gfx940: Number(op940) }, f64 ? NEG : BLGP));
    if (name !== '-' && name940 !== '-') ALIASES[name] = name940;
  }
  for (const line of SMFMAC.trim().split('\n')) {
    const [name, op, cd] = line.trim().split(/\s+/);
    out.push(row(name, { gfx940: Number(op) }, smfmacOperands(Number(cd) as Regs)));
  }
  return out;
}

/**
 * The bit that says which file an 'av' operand's registers are in (1: AGPRs): A and B (src0,
 * src1) bit 0/1 of ACC; D and C (vdst, src2) ACC_CD, which gfx908's layout lacks (undefined: its
 * C and D are AGPRs).
 */
/**
 * An operand in either vector file whose file an MFMA bit says (ACC_CD, ACC): the VOP3P-MAI rows'.
 * Memory data operands are 'av' too, but their file is the instruction's one ACC bit (read-memory.ts dataReg).
 */
export const maiFileOperand = (def: { readonly enc: string }, o: { readonly rclass: string }): boolean => o.rclass === 'av' && def.enc.startsWith('VOP');

export function accFileBit(layout: Layout, field: string): { readonly field: Field; readonly bit: number } | undefined {
  if (field === 'src0' || field === 'src1') return { field: layout.byName.acc, bit: field === 'src0' ? 0 : 1 };
  const f = layout.byName.acc_cd;
  return f ? { field: f, bit: 0 } : undefined;
}

/**
 * The bit that says which file any 'av' operand is in: MFMA's (accFileBit), else the instruction's
 * one ACC bit (CDNA 2+ memory data: every data operand of the instruction is in the file it says);
 * undefined where the layout has none (the operand then takes VGPRs, or AGPRs only).
 */
export function fileBitOf(def: { readonly enc: string }, layout: Layout, o: OperandSpec): { readonly field: Field; readonly bit: number } | undefined {
  if (o.rclass !== 'av') return undefined;
  if (maiFileOperand(def, o)) return accFileBit(layout, o.field);
  const acc = layout.byName.acc;
  return acc ? { field: acc, bit: 0 } : undefined;
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

const SPECS = { 'gcn1.4': { dwords: 2, opFields: 'op', bits: LAYOUT }, gfx90a: { dwords: 2, opFields: 'op', bits: LAYOUT_90A } } as const;
/**
 * The VOP3P-MAI rows: VOP3P's encoding name and marker, their own layout. Aliases: llvm-mc's short
 * names (v_accvgpr_read v1, a2 reads as v_accvgpr_read_b32) and gfx940's renamed MFMAs.
 */
export const VOP3P_MAI = lazyTable('VOP3P', () => {
  const table = makeDerivedTable('VOP3P', SPECS, rows());
  return { ...table, aliases: ALIASES };
}, SPECS);
