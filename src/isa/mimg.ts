// MIMG: image memory access (loads, stores, atomics, sampling, gather4), GCN 1.0-1.4, two dwords.
// Bit layout: LLVM 19's MIMGe/MIMGe_gfx6789 (SIInstrFormats.td, MIMGInstructions.td), every bit
// checked against llvm-mc 19's bytes (docs/llvm-mc/mimg/README.md). Bit 15 is R128 up to GCN 1.2
// and A16 (16-bit addresses) on GCN 1.4; D16 (bit 63) exists from GCN 1.2. Bit 0 is opcode bit 7
// in LLVM (used from gfx90a on): reserved here, as are bits 1-7 and 58-62.
// The rows are generated from llvm-mc 19's answers (npm run harvest, scripts/table-rows.ts, from
// docs/llvm-mc/mimg/MIMG.tsv); do not edit them by hand.
import { familyCells, lazyTable, forGens, makeDerivedTable, makeLayouts, parseOpcodes, type Row } from './table.js';
import { spec } from './operand-spec.js';
import { dataSpec } from './memory-profiles.js';
import type { AtomicOp, ImageInfo, OperandSpec } from './types.js';
import { CLRX_MIMG_ROWS } from './clrx-rows.js';

const LO = (bit15: string): string => `- 0 | - 1-7 | dmask 8-11 | unorm 12 | glc 13 | da 14 | ${bit15} 15 | tfe 16 | lwe 17 | op 18-24 | slc 25 | enc 26-31 =0b111100`;
const HI = ' | vaddr 32-39 | vdata 40-47 | srsrc 48-52 | ssamp 53-57';

const LAYOUTS = {
  ...forGens(['gcn1.0', 'gcn1.1'], { dwords: 2, opFields: 'op', bits: LO('r128') + HI + ' | - 58-63' }),
  'gcn1.2': { dwords: 2 as const, opFields: 'op', bits: LO('r128') + HI + ' | - 58-62 | d16 63' },
  'gcn1.4': { dwords: 2 as const, opFields: 'op', bits: LO('a16') + HI + ' | - 58-62 | d16 63' },
  // CDNA 2: bit 16 is ACC (the data registers are AGPRs), not TFE.
  gfx90a: { dwords: 2 as const, opFields: 'op', bits: LO('a16').replace('tfe 16', 'acc 16') + HI + ' | - 58-62 | d16 63' },
};

// Columns: name, class (load store atomic: no sampler; sample gather4: with SSAMP), opcode per
// generation, VDATA register counts llvm-mc has a form for, VADDR counts it accepts, d16.
// BEGIN GENERATED ROWS (npm run harvest: scripts/table-rows.ts)
const ROWS = `
# name                   class    1.0   1.1   1.2   1.4    vdata  vaddr   d16
image_load               load     0x00  0x00  0x00  0x00   1-5    1-4     d16
image_load_mip           load     0x01  0x01  0x01  0x01   1-5    1-4     d16
image_load_pck           load     0x02  0x02  0x02  0x02   1-5    1-4     -
image_load_pck_sgn       load     0x03  0x03  0x03  0x03   1-5    1-4     -
image_load_mip_pck       load     0x04  0x04  0x04  0x04   1-5    1-4     -
image_load_mip_pck_sgn   load     0x05  0x05  0x05  0x05   1-5    1-4     -
image_store              store    0x08  0x08  0x08  0x08   1-5    1-4     d16
image_store_mip          store    0x09  0x09  0x09  0x09   1-5    1-4     d16
image_store_pck          store    0x0a  0x0a  0x0a  0x0a   1-5    1-4     -
image_store_mip_pck      store    0x0b  0x0b  0x0b  0x0b   1-5    1-4     -
image_get_resinfo        load     0x0e  0x0e  0x0e  0x0e   1-5    1-4     -
image_atomic_swap        atomic   0x0f  0x0f  0x10  0x10   1-3,5  1-4     -
image_atomic_cmpswap     atomic   0x10  0x10  0x11  0x11   2-5    1-4     -
image_atomic_add         atomic   0x11  0x11  0x12  0x12   1-3,5  1-4     -
image_atomic_sub         atomic   0x12  0x12  0x13  0x13   1-3,5  1-4     -
image_atomic_rsub        atomic   0x13  0x13  -     -      1-3,5  1-4     -
image_atomic_smin        atomic   0x14  0x14  0x14  0x14   1-3,5  1-4     -
image_atomic_umin        atomic   0x15  0x15  0x15  0x15   1-3,5  1-4     -
image_atomic_smax        atomic   0x16  0x16  0x16  0x16   1-3,5  1-4     -
image_atomic_umax        atomic   0x17  0x17  0x17  0x17   1-3,5  1-4     -
image_atomic_and         atomic   0x18  0x18  0x18  0x18   1-3,5  1-4     -
image_atomic_or          atomic   0x19  0x19  0x19  0x19   1-3,5  1-4     -
image_atomic_xor         atomic   0x1a  0x1a  0x1a  0x1a   1-3,5  1-4     -
image_atomic_inc         atomic   0x1b  0x1b  0x1b  0x1b   1-3,5  1-4     -
image_atomic_dec         atomic   0x1c  0x1c  0x1c  0x1c   1-3,5  1-4     -
image_atomic_fcmpswap    atomic   0x1d  0x1d  -     -      2-5    1-4     -
image_atomic_fmin        atomic   0x1e  0x1e  -     -      1-3,5  1-4     -
image_atomic_fmax        atomic   0x1f  0x1f  -     -      1-3,5  1-4     -
image_sample             sample   0x20  0x20  0x20  0x20   1-5    1-4     d16
image_sample_cl          sample   0x21  0x21  0x21  0x21   1-5    1-4     d16
image_sample_d           sample   0x22  0x22  0x22  0x22   1-5    2-9     d16
image_sample_d_cl        sample   0x23  0x23  0x23  0x23   1-5    2-10    d16
image_sample_l           sample   0x24  0x24  0x24  0x24   1-5    1-4     d16
image_sample_b           sample   0x25  0x25  0x25  0x25   1-5    2-4     d16
image_sample_b_cl        sample   0x26  0x26  0x26  0x26   1-5    2-5,8   d16
image_sample_lz          sample   0x27  0x27  0x27  0x27   1-5    1-4     d16
image_sample_c           sample   0x28  0x28  0x28  0x28   1-5    2-4     d16
image_sample_c_cl        sample   0x29  0x29  0x29  0x29   1-5    2-5,8   d16
image_sample_c_d         sample   0x2a  0x2a  0x2a  0x2a   1-5    3-10    d16
image_sample_c_d_cl      sample   0x2b  0x2b  0x2b  0x2b   1-5    3-11    d16
image_sample_c_l         sample   0x2c  0x2c  0x2c  0x2c   1-5    2-5,8   d16
image_sample_c_b         sample   0x2d  0x2d  0x2d  0x2d   1-5    3-5,8   d16
image_sample_c_b_cl      sample   0x2e  0x2e  0x2e  0x2e   1-5    3-6,8   d16
image_sample_c_lz        sample   0x2f  0x2f  0x2f  0x2f   1-5    2-4     d16
image_sample_o           sample   0x30  0x30  0x30  0x30   1-5    2-4     d16
image_sample_cl_o        sample   0x31  0x31  0x31  0x31   1-5    2-5,8   d16
image_sample_d_o         sample   0x32  0x32  0x32  0x32   1-5    3-10    d16
image_sample_d_cl_o      sample   0x33  0x33  0x33  0x33   1-5    3-11    d16
image_sample_l_o         sample   0x34  0x34  0x34  0x34   1-5    2-5,8   d16
image_sample_b_o         sample   0x35  0x35  0x35  0x35   1-5    3-5,8   d16
image_sample_b_cl_o      sample   0x36  0x36  0x36  0x36   1-5    3-6,8   d16
image_sample_lz_o        sample   0x37  0x37  0x37  0x37   1-5    2-4     d16
image_sample_c_o         sample   0x38  0x38  0x38  0x38   1-5    3-5,8   d16
image_sample_c_cl_o      sample   0x39  0x39  0x39  0x39   1-5    3-6,8   d16
image_sample_c_d_o       sample   0x3a  0x3a  0x3a  0x3a   1-5    4-11    d16
image_sample_c_d_cl_o    sample   0x3b  0x3b  0x3b  0x3b   1-5    4-12    d16
image_sample_c_l_o       sample   0x3c  0x3c  0x3c  0x3c   1-5    3-6,8   d16
image_sample_c_b_o       sample   0x3d  0x3d  0x3d  0x3d   1-5    4-6,8   d16
image_sample_c_b_cl_o    sample   0x3e  0x3e  0x3e  0x3e   1-5    4-8     d16
image_sample_c_lz_o      sample   0x3f  0x3f  0x3f  0x3f   1-5    3-5,8   d16
image_gather4            gather4  0x40  0x40  0x40  0x40   2,4-5  1-4     d16
image_gather4_cl         gather4  0x41  0x41  0x41  0x41   2,4-5  1-4     d16
image_gather4h           gather4  -     -     -     0x42   2,4-5  1-4     d16
image_gather4_l          gather4  0x44  0x44  0x44  0x44   2,4-5  1-4     d16
image_gather4_b          gather4  0x45  0x45  0x45  0x45   2,4-5  2-4     d16
image_gather4_b_cl       gather4  0x46  0x46  0x46  0x46   2,4-5  2-5,8   d16
image_gather4_lz         gather4  0x47  0x47  0x47  0x47   2,4-5  1-4     d16
image_gather4_c          gather4  0x48  0x48  0x48  0x48   2,4-5  2-4     d16
image_gather4_c_cl       gather4  0x49  0x49  0x49  0x49   2,4-5  2-5,8   d16
image_gather4_c_l        gather4  0x4c  0x4c  0x4c  0x4c   2,4-5  2-5,8   d16
image_gather4_c_b        gather4  0x4d  0x4d  0x4d  0x4d   2,4-5  3-5,8   d16
image_gather4_c_b_cl     gather4  0x4e  0x4e  0x4e  0x4e   2,4-5  3-6,8   d16
image_gather4_c_lz       gather4  0x4f  0x4f  0x4f  0x4f   2,4-5  2-4     d16
image_gather4_o          gather4  0x50  0x50  0x50  0x50   2,4-5  2-4     d16
image_gather4_cl_o       gather4  0x51  0x51  0x51  0x51   2,4-5  2-5,8   d16
image_gather4_l_o        gather4  0x54  0x54  0x54  0x54   2,4-5  2-5,8   d16
image_gather4_b_o        gather4  0x55  0x55  0x55  0x55   2,4-5  3-5,8   d16
image_gather4_b_cl_o     gather4  0x56  0x56  0x56  0x56   2,4-5  3-6,8   d16
image_gather4_lz_o       gather4  0x57  0x57  0x57  0x57   2,4-5  2-4     d16
image_gather4_c_o        gather4  0x58  0x58  0x58  0x58   2,4-5  3-5,8   d16
image_gather4_c_cl_o     gather4  0x59  0x59  0x59  0x59   2,4-5  3-6,8   d16
image_gather4_c_l_o      gather4  0x5c  0x5c  0x5c  0x5c   2,4-5  3-6,8   d16
image_gather4_c_b_o      gather4  0x5d  0x5d  0x5d  0x5d   2,4-5  4-6,8   d16
image_gather4_c_b_cl_o   gather4  0x5e  0x5e  0x5e  0x5e   2,4-5  4-8     d16
image_gather4_c_lz_o     gather4  0x5f  0x5f  0x5f  0x5f   2,4-5  3-5,8   d16
image_get_lod            sample   0x60  0x60  0x60  0x60   1-5    1-4     -
image_sample_cd          sample   0x68  0x68  0x68  0x68   1-5    2-9     d16
image_sample_cd_cl       sample   0x69  0x69  0x69  0x69   1-5    2-10    d16
image_sample_c_cd        sample   0x6a  0x6a  0x6a  0x6a   1-5    3-10    d16
image_sample_c_cd_cl     sample   0x6b  0x6b  0x6b  0x6b   1-5    3-11    d16
image_sample_cd_o        sample   0x6c  0x6c  0x6c  0x6c   1-5    3-10    d16
image_sample_cd_cl_o     sample   0x6d  0x6d  0x6d  0x6d   1-5    3-11    d16
image_sample_c_cd_o      sample   0x6e  0x6e  0x6e  0x6e   1-5    4-11    d16
image_sample_c_cd_cl_o   sample   0x6f  0x6f  0x6f  0x6f   1-5    4-12    d16
`;
// END GENERATED ROWS

// CDNA 2 (gfx90a) keeps 25 of these rows, CDNA 3 (gfx940) none (llvm-mc 19: "instruction not
// supported on this GPU"; test/vectors/cdna-opcodes.tsv): named cells added to the generated rows.
const GFX90A_KEEPS = [
  'atomic_add', 'atomic_and', 'atomic_cmpswap', 'atomic_dec', 'atomic_inc', 'atomic_or', 'atomic_smax',
  'atomic_smin', 'atomic_sub', 'atomic_swap', 'atomic_umax', 'atomic_umin', 'atomic_xor', 'get_resinfo',
  'load', 'load_mip', 'load_mip_pck', 'load_mip_pck_sgn', 'load_pck', 'load_pck_sgn', 'sample', 'store',
  'store_mip', 'store_mip_pck', 'store_pck',
];
const GFX90A_DROPS = [
  'gather4', 'gather4_b', 'gather4_b_cl', 'gather4_b_cl_o', 'gather4_b_o', 'gather4_c', 'gather4_c_b',
  'gather4_c_b_cl', 'gather4_c_b_cl_o', 'gather4_c_b_o', 'gather4_c_cl', 'gather4_c_cl_o', 'gather4_c_l',
  'gather4_c_l_o', 'gather4_c_lz', 'gather4_c_lz_o', 'gather4_c_o', 'gather4_cl', 'gather4_cl_o',
  'gather4_l', 'gather4_l_o', 'gather4_lz', 'gather4_lz_o', 'gather4_o', 'gather4h', 'get_lod', 'sample_b',
  'sample_b_cl', 'sample_b_cl_o', 'sample_b_o', 'sample_c', 'sample_c_b', 'sample_c_b_cl', 'sample_c_b_cl_o',
  'sample_c_b_o', 'sample_c_cd', 'sample_c_cd_cl', 'sample_c_cd_cl_o', 'sample_c_cd_o', 'sample_c_cl',
  'sample_c_cl_o', 'sample_c_d', 'sample_c_d_cl', 'sample_c_d_cl_o', 'sample_c_d_o', 'sample_c_l',
  'sample_c_l_o', 'sample_c_lz', 'sample_c_lz_o', 'sample_c_o', 'sample_cd', 'sample_cd_cl',
  'sample_cd_cl_o', 'sample_cd_o', 'sample_cl', 'sample_cl_o', 'sample_d', 'sample_d_cl', 'sample_d_cl_o',
  'sample_d_o', 'sample_l', 'sample_l_o', 'sample_lz', 'sample_lz_o', 'sample_o',
];
const CDNA_CELLS = [...GFX90A_KEEPS.map((n) => `image_${n} op:GFX940=-`), ...GFX90A_DROPS.map((n) => `image_${n} op:GFX90A=-`)].join('\n');

/** "1-3,5" -> bit set of 1, 2, 3 and 5. */
export function countSet(text: string): number {
  let set = 0;
  for (const part of text.split(',')) {
    const [a, b] = part.split('-').map(Number);
    for (let n = a; n <= (b ?? a); n++) set |= 1 << n;
  }
  return set;
}

const flag = (name: string): OperandSpec => spec('flag', name, { optional: true });

/** Operand profile in llvm-mc 19's printed order: vdata, vaddr, srsrc[, ssamp] dmask unorm glc slc r128|a16 tfe lwe da [d16]. */
function imageOperands(image: ImageInfo): OperandSpec[] {
  return [
    dataSpec('imgdata', 'vdata'), spec('imgaddr', 'vaddr'), spec('imgrsrc', 'srsrc'),
    ...(image.sampler ? [spec('srsrc', 'ssamp')] : []),
    spec('dmask', 'dmask', { mod: true, optional: true }),
    ...['unorm', 'glc', 'slc', 'r128', 'a16', 'tfe', 'lwe', 'da'].map(flag),
    ...(image.d16 ? [flag('d16')] : []),
  ];
}

function parseRows(text: string): Row[] {
  const rows: Row[] = [];
  const cells = familyCells('MIMG', makeLayouts('MIMG', LAYOUTS), CDNA_CELLS);
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) continue;
    const c = line.split(/\s+/);
    // A tenth cell "clrx:only": an instruction only CLRX has (src/isa/clrx-rows.ts).
    const clrxOnly = c[9] === 'clrx:only';
    if (c.length !== (clrxOnly ? 10 : 9)) throw new Error(`MIMG: row needs 9 columns: "${line}"`);
    const [name, cls, , , , , vdata, vaddr, d16] = c;
    if (!['load', 'store', 'atomic', 'sample', 'gather4'].includes(cls)) throw new Error(`MIMG ${name}: unknown class ${cls}`);
    const opcodes = { ...parseOpcodes('MIMG', name, makeLayouts('MIMG', LAYOUTS), c.slice(2, 6)), ...cells.get(name) };
    const image: ImageInfo = {
      sampler: cls === 'sample' || cls === 'gather4', gather4: cls === 'gather4', d16: d16 === 'd16',
      vdata: countSet(vdata), vaddr: countSet(vaddr),
    };
    const atomic = cls === 'atomic' ? (/atomic_(\w+)$/.exec(name)![1] as AtomicOp) : undefined;
    rows.push({
      name, enc: 'MIMG', kind: cls === 'store' ? 'store' : cls === 'atomic' ? 'atomic' : 'load',
      type: 'none', atomicBits: atomic ? 32 : 0, ...(atomic ? { atomic } : {}), sbase: 0, segment: 'flat',
      opcodes, operands: imageOperands(image), image, ...(clrxOnly ? { clrxOnly } : {}),
    });
  }
  return rows;
}

export const MIMG = lazyTable('MIMG', () => makeDerivedTable('MIMG', LAYOUTS, parseRows(ROWS + CLRX_MIMG_ROWS)));
