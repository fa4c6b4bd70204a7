// VOP3P (GCN 1.4, gfx900): packed 16-bit math (v_pk_*) and the mixed-precision v_mad_mix*.
// The encoding is carved out of VOP3's opcode space: its marker 0b110100111 (bits 31-23) is
// VOP3's 0b110100 with opcode bits 25-23 = 111, i.e. VOP3 opcodes 0x380-0x3ff. A 9-bit marker
// beats VOP3's 6-bit one in the codec's lookup, so those words decode here.
// Fields (AMD Vega ISA, "VOP3P"; checked against llvm-mc 19's bytes):
//   NEG_HI 10:8, OP_SEL 13:11, OP_SEL_HI_2 14 (src2's op_sel_hi bit), CLAMP 15, OP 22:16,
//   SRC0/SRC1/SRC2 9 bits each, OP_SEL_HI 60:59 (src0, src1), NEG (neg_lo) 63:61.
// On v_mad_mix* the NEG_LO/NEG_HI bits are each source's neg/abs modifier (-v1, |v1|) and
// op_sel_hi says whether a source is f16 (1) or f32 (0); op_sel picks its f16 half.
// Rows: scripts/harvest-valu/gen_vop3p_rows.py from docs/llvm-mc/valu/VOP3P.tsv (llvm-mc 19).
import { lazyTable, makeDerivedTable, type Row } from './table.js';
import { spec } from './operand-spec.js';
import { feature } from './targets.js';
import type { OperandSpec, VType } from './types.js';

const LAYOUT = 'vdst 0-7 | neg_hi 8-10 | op_sel 11-13 | op_sel_hi2 14 | clamp 15 | op 16-22 | enc 23-31 =0b110100111'
  + ' | src0 32-40 | src1 41-49 | src2 50-58 | op_sel_hi 59-60 | neg_lo 61-63';

// name  GFX9 opcode  sources  type (f16 / i16: packed halves; mix: v_mad_mix* f16-or-f32 sources)  [feature]
// gfx904/gfx906 have v_fma_mix* where gfx900 has v_mad_mix* (the same opcodes); the dot products
// (gfx906) take v_pk_*'s modifiers, their src2 is the 32-bit accumulator.
const ROWS = `
v_pk_mad_i16       0x00  3  i16
v_pk_mul_lo_u16    0x01  2  i16
v_pk_add_i16       0x02  2  i16
v_pk_sub_i16       0x03  2  i16
v_pk_lshlrev_b16   0x04  2  i16
v_pk_lshrrev_b16   0x05  2  i16
v_pk_ashrrev_i16   0x06  2  i16
v_pk_max_i16       0x07  2  i16
v_pk_min_i16       0x08  2  i16
v_pk_mad_u16       0x09  3  i16
v_pk_add_u16       0x0a  2  i16
v_pk_sub_u16       0x0b  2  i16
v_pk_max_u16       0x0c  2  i16
v_pk_min_u16       0x0d  2  i16
v_pk_fma_f16       0x0e  3  f16
v_pk_add_f16       0x0f  2  f16
v_pk_mul_f16       0x10  2  f16
v_pk_min_f16       0x11  2  f16
v_pk_max_f16       0x12  2  f16
v_mad_mix_f32      0x20  3  mix  mad-mix-insts
v_mad_mixlo_f16    0x21  3  mix  mad-mix-insts
v_mad_mixhi_f16    0x22  3  mix  mad-mix-insts
v_fma_mix_f32      0x20  3  mix  fma-mix-insts
v_fma_mixlo_f16    0x21  3  mix  fma-mix-insts
v_fma_mixhi_f16    0x22  3  mix  fma-mix-insts
v_dot2_f32_f16     0x23  3  f16  dot10-insts
v_dot2_i32_i16     0x26  3  i16  dot2-insts
v_dot2_u32_u16     0x27  3  i16  dot2-insts
v_dot4_i32_i8      0x28  3  i16  dot1-insts
v_dot4_u32_u8      0x29  3  i16  dot7-insts
v_dot8_i32_i4      0x2a  3  i16  dot1-insts
v_dot8_u32_u4      0x2b  3  i16  dot7-insts
`;

/**
 * The operand profile of a row, by rule: vdst, the sources, then llvm-mc's modifiers in its order
 * (op_sel, op_sel_hi, then neg_lo/neg_hi on v_pk_* only, clamp). No source takes a literal.
 */
function profile(sources: number, type: string, dot: boolean): OperandSpec[] {
  const mix = type === 'mix';
  const vtype: VType = mix ? 'f16' : (type as VType);
  const ops: OperandSpec[] = [spec('vreg', 'vdst')];
  for (let i = 0; i < sources; i++) {
    const t: VType = dot && i === 2 ? (vtype === 'f16' ? 'f32' : 'b32') : vtype;
    ops.push(spec(mix ? 'mixsrc' : 'pksrc', `src${i}`, { vtype: t, literal: false }));
  }
  for (const m of mix ? ['op_sel', 'op_sel_hi'] : ['op_sel', 'op_sel_hi', 'neg_lo', 'neg_hi']) ops.push(spec('pkmod', m, { mod: true }));
  ops.push(spec('flag', 'clamp', { optional: true }));
  return ops;
}

function rows(text: string): Row[] {
  const out: Row[] = [];
  for (const line of text.trim().split('\n')) {
    const [name, op, n, type, needs] = line.trim().split(/\s+/);
    const sources = Number(n);
    if ((sources !== 2 && sources !== 3) || !['f16', 'i16', 'mix'].includes(type)) throw new Error(`VOP3P: bad row "${line}"`);
    out.push({
      name, enc: 'VOP3P', kind: 'alu', type: 'none', atomicBits: 0, sbase: 0, segment: 'flat',
      opcodes: { 'gcn1.4': Number(op) }, operands: profile(sources, type, name.startsWith('v_dot')),
      ...(needs ? { requires: feature(needs, `VOP3P ${name}`) } : {}),
    });
  }
  return out;
}

const SPECS = { 'gcn1.4': { dwords: 2, opFields: 'op', bits: LAYOUT } } as const;
export const VOP3P = lazyTable('VOP3P', () => makeDerivedTable('VOP3P', SPECS, rows(ROWS)), SPECS);
