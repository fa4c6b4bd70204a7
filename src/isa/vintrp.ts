// VINTRP: parameter interpolation (32-bit). The marker moves from 0b110010 (GCN 1.0/1.1) to
// 0b110101 (GCN 1.2/1.4), e.g. `v_interp_p1_f32 v1, v2, attr0.x` is 0xc8040002 on tahiti and
// 0xd4040002 on tonga (llvm-mc 19). llvm-mc prints the _e32 suffix on GCN 1.2/1.4 only (it reads
// it on GCN 1.0/1.1 too). The VOP3 forms (GCN 1.2/1.4, op 0x270 + op) are derived in vop3.ts.
import { lazyTable, forGens, makeProfileTable } from './table.js';

const SI_CI = ['gcn1.0', 'gcn1.1'] as const;
const VI_GFX9 = ['gcn1.2', 'gcn1.4'] as const;
const BITS = 'vsrc 0-7 | attrchan 8-9 | attr 10-15 | op 16-17 | vdst 18-25';

export const VINTRP = lazyTable('VINTRP', () => makeProfileTable('VINTRP', {
  ...forGens(SI_CI, { dwords: 1, opFields: 'op', bits: BITS + ' | enc 26-31 =0b110010' }),
  ...forGens(VI_GFX9, { dwords: 1, opFields: 'op', bits: BITS + ' | enc 26-31 =0b110101' }),
}, `
# name            kind  1.0  1.1  1.2  1.4   operands
v_interp_p1_f32   alu   0x0  0x0  -    -     vdst:v32 vsrc:v32 attr:attr
v_interp_p2_f32   alu   0x1  0x1  -    -     vdst:v32 vsrc:v32 attr:attr
v_interp_mov_f32  alu   0x2  0x2  -    -     vdst:v32 vsrc:param attr:attr
v_interp_p1_f32   alu   -    -    0x0  0x0   vdst:v32 vsrc:v32 attr:attr e32:yes op:GFX90A=-
v_interp_p2_f32   alu   -    -    0x1  0x1   vdst:v32 vsrc:v32 attr:attr e32:yes op:GFX90A=-
v_interp_mov_f32  alu   -    -    0x2  0x2   vdst:v32 vsrc:param attr:attr e32:yes op:GFX90A=-
`));
