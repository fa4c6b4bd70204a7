// MTBUF: typed buffer access, GCN 1.0-1.4 (two dwords): MUBUF's addressing with the data and
// number format in the instruction (FORMAT = DFMT | NFMT << 4, bits 19-25) instead of the
// buffer descriptor's. The opcode field grows from 3 to 4 bits on GCN 1.2 (the D16 forms); SLC
// stays at bit 54 (MUBUF moved it to bit 17) and ADDR64 goes. Layout from the SI/CI/GCN3/Vega
// manuals and llvm-mc 19's bytes; opcodes from llvm-mc 19's bytes
// (scripts/harvest-mtbuf.ts -> docs/llvm-mc/mtbuf/opcodes.tsv, which test/mtbuf.test.ts checks
// this table against). llvm-mc 19 has no TFE form of any MTBUF instruction on these GPUs.
import { lazyTable, forGens, makeTable } from './table.js';

const HI = ' | vaddr 32-39 | vdata 40-47 | srsrc 48-52 | - 53 | slc 54 | tfe 55 | soffset 56-63';
const SI = 'offset 0-11 | offen 12 | idxen 13 | glc 14 | addr64 15 | op 16-18 | format 19-25 | enc 26-31 =0b111010' + HI;
const VI = 'offset 0-11 | offen 12 | idxen 13 | glc 14 | op 15-18 | format 19-25 | enc 26-31 =0b111010' + HI;
// CDNA 2 and 3: bit 53 is the SCC cache bit; bit 55 is ACC (the data registers are AGPRs).
const CDNA = 'offset 0-11 | offen 12 | idxen 13 | glc 14 | op 15-18 | format 19-25 | enc 26-31 =0b111010'
  + ' | vaddr 32-39 | vdata 40-47 | srsrc 48-52 | scc 53 | slc 54 | acc 55 | soffset 56-63';

export const MTBUF = lazyTable('MTBUF', () => makeTable('MTBUF', {
  ...forGens(['gcn1.0', 'gcn1.1'], { dwords: 2, bits: SI, opFields: 'op' }),
  ...forGens(['gcn1.2', 'gcn1.4'], { dwords: 2, bits: VI, opFields: 'op' }),
  gfx90a: { dwords: 2, bits: CDNA, opFields: 'op' },
}, `
# name                          kind   type  base  gcn1.0 gcn1.1 gcn1.2 gcn1.4
tbuffer_load_format_x           load   fmt1  -     0x0    0x0    0x0    0x0
tbuffer_load_format_xy          load   fmt2  -     0x1    0x1    0x1    0x1
tbuffer_load_format_xyz         load   fmt3  -     0x2    0x2    0x2    0x2
tbuffer_load_format_xyzw        load   fmt4  -     0x3    0x3    0x3    0x3
tbuffer_store_format_x          store  fmt1  -     0x4    0x4    0x4    0x4
tbuffer_store_format_xy         store  fmt2  -     0x5    0x5    0x5    0x5
tbuffer_store_format_xyz        store  fmt3  -     0x6    0x6    0x6    0x6
tbuffer_store_format_xyzw       store  fmt4  -     0x7    0x7    0x7    0x7
tbuffer_load_format_d16_x       load   h1    -     -      -      0x8    0x8
tbuffer_load_format_d16_xy      load   h2    -     -      -      0x9    0x9
tbuffer_load_format_d16_xyz     load   h3    -     -      -      0xa    0xa
tbuffer_load_format_d16_xyzw    load   h4    -     -      -      0xb    0xb
tbuffer_store_format_d16_x      store  h1    -     -      -      0xc    0xc
tbuffer_store_format_d16_xy     store  h2    -     -      -      0xd    0xd
tbuffer_store_format_d16_xyz    store  h3    -     -      -      0xe    0xe
tbuffer_store_format_d16_xyzw   store  h4    -     -      -      0xf    0xf
`));
