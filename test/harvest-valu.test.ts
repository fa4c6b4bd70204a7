// The harvest's generator (scripts/valu-rows.ts) on the committed llvm-mc 19 answers gives the
// committed src/isa/vop3-rows.ts: the generated file is what `npm run harvest` writes (the harvest
// itself asks llvm-mc and is not run here).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { parseFacts, vop3Order, vop3RowsText } from '../scripts/valu-rows.js';
import { resolveTarget } from '../src/isa/targets.js';
import { E64_MODS } from '../src/isa/vop3-rows.js';
import { DS_BEGIN, MIMG_BEGIN, dsRowsText, mimgRowsText, spliceRows } from '../scripts/table-rows.js';

const read = (path: string): string => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

test('vop3-rows.ts is the generator\'s output on docs/llvm-mc/valu (operands.tsv, targets.tsv, VOP3.tsv)', () => {
  const facts = [...parseFacts(read('docs/llvm-mc/valu/operands.tsv')), ...parseFacts(read('docs/llvm-mc/valu/targets.tsv'))];
  const text = vop3RowsText(facts, vop3Order(read('docs/llvm-mc/valu/VOP3.tsv')), (gpu) => resolveTarget(gpu)?.gen, 'scripts/harvest-valu.ts');
  assert.equal(text, read('src/isa/vop3-rows.ts'));
});

test('a row only another GPU of the family has fills the family\'s column from that GPU\'s answers', () => {
  // llvm-mc 19 -mcpu=gfx906: v_fmac_f32_e64 v1, v2, v3 takes clamp, mul:2/div:2, neg and abs on both sources.
  assert.equal(E64_MODS['VOP2 v_fmac_f32'], '- - - CON01A01');
  assert.equal(E64_MODS['VOP2 v_xnor_b32'], '- - - none');
  const facts = parseFacts('v_fmac_f32\tgfx906\tVOP2\t0x3b\t0x13b\tf32\t-\tCO\tv32,v32,v32\tv32,v32,v32\n');
  const text = vop3RowsText(facts, [], (gpu) => resolveTarget(gpu)?.gen, 'x');
  assert.match(text, /'VOP2 v_fmac_f32': '- - - CO',/);
});

test('the DS and MIMG rows in src/isa are the generator\'s output on docs/llvm-mc/ds/ds.tsv and mimg/MIMG.tsv', () => {
  const familyOf = (gpu: string) => resolveTarget(gpu)?.gen;
  const ds = read('src/isa/ds.ts'), mimg = read('src/isa/mimg.ts');
  assert.equal(spliceRows(ds, DS_BEGIN, '`));', dsRowsText(read('docs/llvm-mc/ds/ds.tsv'), familyOf)), ds);
  assert.equal(spliceRows(mimg, MIMG_BEGIN, '`;\n// END GENERATED ROWS', mimgRowsText(read('docs/llvm-mc/mimg/MIMG.tsv'), familyOf)), mimg);
  // A GPU column goes to its family's opcode column, whatever its place in the file.
  const swapped = '# name\top_gfx900\top_tonga\top_bonaire\top_tahiti\tshape\tgds\tmods\texample\nds_nop\t0x14\t0x14\t-\t-\tnone\tno\t-\tds_nop\n';
  assert.match(dsRowsText(swapped, familyOf), /\nds_nop +nop +none +- +no +- +- +0x14 +0x14\n$/);
});
