// SMRD: scalar memory reads, GCN 1.0 and 1.1 (one dword; GCN 1.1 adds a literal-offset form).
import { lazyTable, makeTable, type LayoutSpec } from './table.js';
import type { Gen } from './gens.js';
import { LITERAL } from './special-regs.js';

const LAYOUT = 'offset 0-7 | imm 8 | sbase 9-14 | sdst 15-21 | op 22-26 | enc 27-31 =0b11000';

const SPECS: Partial<Record<Gen, LayoutSpec>> = {
  'gcn1.0': { dwords: 1, bits: LAYOUT, opFields: 'op' },
  // GCN 1.1: OFFSET = 255 (the literal-constant code) with IMM = 0 means a 32-bit literal
  // dword offset follows the instruction [CI ISA table 7.1; llvm-mc bonaire].
  'gcn1.1': { dwords: 1, bits: LAYOUT, opFields: 'op', literalWhen: [{ imm: 0, offset: LITERAL }] },
};

export const SMRD = lazyTable('SMRD', () => makeTable('SMRD', SPECS, `
# name                         kind     type   base  gcn1.0 gcn1.1 gcn1.2 gcn1.4
s_load_dword                   load     b32    s2  0x00   0x00   -      -
s_load_dwordx2                 load     b64    s2  0x01   0x01   -      -
s_load_dwordx4                 load     b128   s2  0x02   0x02   -      -
s_load_dwordx8                 load     b256   s2  0x03   0x03   -      -
s_load_dwordx16                load     b512   s2  0x04   0x04   -      -
s_buffer_load_dword            load     b32    s4  0x08   0x08   -      -
s_buffer_load_dwordx2          load     b64    s4  0x09   0x09   -      -
s_buffer_load_dwordx4          load     b128   s4  0x0a   0x0a   -      -
s_buffer_load_dwordx8          load     b256   s4  0x0b   0x0b   -      -
s_buffer_load_dwordx16         load     b512   s4  0x0c   0x0c   -      -
s_dcache_inv_vol               cache    none   -   -      0x1d   -      -
s_memtime                      time     b64    -   0x1e   0x1e   -      -
s_dcache_inv                   cache    none   -   0x1f   0x1f   -      -
`), SPECS);
