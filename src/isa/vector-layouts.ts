// Encodings gcnkit knows by marker, length and opcode field only, for now: VOPC DPP, VOP3,
// VOP3P, VINTRP, DS, MTBUF, MIMG and EXP. Knowing their length means a
// word of theirs is printed as one `.long` of exactly its instruction (literal or SDWA/DPP dword
// included) and never makes the next dword, or its literal, read as another instruction.
// Their instruction rows and field names come with the vector-ALU and DS/MTBUF/MIMG/EXP issues.
// Markers and lengths from AMD's SI/CI/GCN3/Vega manuals, checked with llvm-mc 19 (e.g.
// `v_interp_p1_f32 v1, v2, attr0.x` is 0xc8040002 on tahiti and 0xd4040002 on tonga).
import { forGens, makeLayoutTable, type LayoutSpec } from './table.js';

const SI_CI = ['gcn1.0', 'gcn1.1'] as const;
const VI_GFX9 = ['gcn1.2', 'gcn1.4'] as const;

const gens = forGens;

// VOPC's DPP form (GCN 1.2/1.4): a VOPC word with SRC0 = 0xfa and a second dword holding the lane
// permutation. llvm-mc 19 has no VOPC DPP instruction ("dpp variant of this instruction is not
// supported" for v_cmp_*_dpp on tonga and gfx900), so its words stay .long.
function variant(bits: string, src0: number): LayoutSpec {
  return { dwords: 2, opFields: 'op', bits: bits.replace('src0 0-8', `src0 0-8 =${src0}`) + ' | ext 32-63' };
}
const VOPC_W = 'src0 0-8 | vsrc1 9-16 | op 17-24 | enc 25-31 =0b0111110';
export const VOPC_DPP = makeLayoutTable('VOPC_DPP', gens(VI_GFX9, variant(VOPC_W, 0xfa)));

// VOP3 (no literal before GCN 1.5). The opcode field grows from 9 to 10 bits on GCN 1.2.
export const VOP3 = makeLayoutTable('VOP3', {
  ...gens(SI_CI, { dwords: 2, opFields: 'op', bits: 'vdst 0-7 | mods 8-16 | op 17-25 | enc 26-31 =0b110100 | srcs 32-58 | omod 59-60 | neg 61-63' }),
  ...gens(VI_GFX9, { dwords: 2, opFields: 'op', bits: 'vdst 0-7 | mods 8-15 | op 16-25 | enc 26-31 =0b110100 | srcs 32-58 | omod 59-60 | neg 61-63' }),
});

// VOP3P (GCN 1.4 packed math) is carved out of VOP3's opcode space (VOP3 opcodes 0x380-0x3ff).
export const VOP3P = makeLayoutTable('VOP3P', {
  'gcn1.4': { dwords: 2, opFields: 'op', bits: 'vdst 0-7 | mods 8-15 | op 16-22 | enc 23-31 =0b110100111 | srcs 32-58 | op_sel_hi 59-60 | neg 61-63' },
});

export const VINTRP = makeLayoutTable('VINTRP', {
  ...gens(SI_CI, { dwords: 1, opFields: 'op', bits: 'vsrc 0-7 | attrchan 8-9 | attr 10-15 | op 16-17 | vdst 18-25 | enc 26-31 =0b110010' }),
  ...gens(VI_GFX9, { dwords: 1, opFields: 'op', bits: 'vsrc 0-7 | attrchan 8-9 | attr 10-15 | op 16-17 | vdst 18-25 | enc 26-31 =0b110101' }),
});

// DS: the GDS bit and the opcode move by one bit between GCN 1.1 and 1.2.
const DS_HI = ' | addr 32-39 | data0 40-47 | data1 48-55 | vdst 56-63';
export const DS = makeLayoutTable('DS', {
  ...gens(SI_CI, { dwords: 2, opFields: 'op', bits: 'offset0 0-7 | offset1 8-15 | - 16 | gds 17 | op 18-25 | enc 26-31 =0b110110' + DS_HI }),
  ...gens(VI_GFX9, { dwords: 2, opFields: 'op', bits: 'offset0 0-7 | offset1 8-15 | gds 16 | op 17-24 | - 25 | enc 26-31 =0b110110' + DS_HI }),
});

const MTBUF_HI = ' | vaddr 32-39 | vdata 40-47 | srsrc 48-52 | - 53 | slc 54 | tfe 55 | soffset 56-63';
export const MTBUF = makeLayoutTable('MTBUF', {
  ...gens(SI_CI, { dwords: 2, opFields: 'op', bits: 'offset 0-11 | offen 12 | idxen 13 | glc 14 | addr64 15 | op 16-18 | dfmt 19-22 | nfmt 23-25 | enc 26-31 =0b111010' + MTBUF_HI }),
  ...gens(VI_GFX9, { dwords: 2, opFields: 'op', bits: 'offset 0-11 | offen 12 | idxen 13 | glc 14 | op 15-18 | dfmt 19-22 | nfmt 23-25 | enc 26-31 =0b111010' + MTBUF_HI }),
});

const MIMG_BITS = 'mods 0-17 | op 18-24 | slc 25 | enc 26-31 =0b111100 | vaddr 32-39 | vdata 40-47 | srsrc 48-52 | ssamp 53-57 | - 58-62 | d16 63';
export const MIMG = makeLayoutTable('MIMG', {
  ...gens(SI_CI, { dwords: 2, opFields: 'op', bits: MIMG_BITS }),
  ...gens(VI_GFX9, { dwords: 2, opFields: 'op', bits: MIMG_BITS }),
});

// EXP has no opcode; its marker moves from 0b111110 (GCN 1.0/1.1) to 0b110001 (GCN 1.2+).
const EXP_LO = 'en 0-3 | tgt 4-9 | compr 10 | done 11 | vm 12 | - 13-25';
const EXP_HI = ' | vsrc0 32-39 | vsrc1 40-47 | vsrc2 48-55 | vsrc3 56-63';
export const EXP = makeLayoutTable('EXP', {
  ...gens(SI_CI, { dwords: 2, opFields: '', bits: EXP_LO + ' | enc 26-31 =0b111110' + EXP_HI }),
  ...gens(VI_GFX9, { dwords: 2, opFields: '', bits: EXP_LO + ' | enc 26-31 =0b110001' + EXP_HI }),
});
