// The harvest's generators (scripts/harvest-files.ts) on the committed llvm-mc 19 answers give the
// committed table files: they are what `npm run harvest` writes (the harvest itself asks llvm-mc
// and is not run here).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { parseFacts, vop3RowsText } from '../scripts/valu-rows.js';
import { generatedFiles } from '../scripts/harvest-files.js';
import { GENERATED_BEGIN, valuRowsText } from '../scripts/valu-text-rows.js';
import { resolveTarget } from '../src/isa/targets.js';
import { E64_MODS } from '../src/isa/vop3-rows.js';
import { dsRowsText } from '../scripts/table-rows.js';

const read = (path: string): string => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

test('the generated table files are the generator\'s output on the committed docs/llvm-mc files', () => {
  // vop3-rows.ts (operands.tsv, targets.tsv, VOP3.tsv); the generated regions of valu.ts (VOP1/VOP2/VOPC.tsv)
  // and vop3p.ts (VOP3P.tsv); the DS and MIMG rows of ds.ts and mimg.ts (ds/ds.tsv, mimg/MIMG.tsv).
  const files = generatedFiles(read);
  assert.deepEqual([...files.keys()].sort(), ['src/isa/ds.ts', 'src/isa/mimg.ts', 'src/isa/valu.ts', 'src/isa/vop3-rows.ts', 'src/isa/vop3p.ts']);
  for (const [path, text] of files) assert.equal(text, read(path), `${path} differs from what npm run harvest writes`);
});

test('a hand edit inside a generated region is undone; rows outside it are kept', () => {
  const valu = read('src/isa/valu.ts');
  const edited = valu.replace(/^(v_add_f32 +alu +0x03 +0x03 +0x01 +)0x01/m, '$10x02').replace('v_xnor_b32                 alu', 'v_xnor_b32                 alu ');
  assert.notEqual(edited, valu);
  const again = generatedFiles((p) => (p === 'src/isa/valu.ts' ? edited : read(p))).get('src/isa/valu.ts')!;
  assert.match(again, /^v_add_f32 +alu +0x03 +0x03 +0x01 +0x01 /m);
  assert.equal(again.slice(0, again.indexOf(GENERATED_BEGIN)), edited.slice(0, edited.indexOf(GENERATED_BEGIN)));
  assert.throws(() => generatedFiles((p) => (p === 'src/isa/vop3p.ts' ? 'no markers' : read(p))), /vop3p\.ts: needs one/);
});

test('VOP1/VOP2/VOPC rows: the types column decides the source shape, per-name exceptions only where llvm-mc restricts a source', () => {
  const f = (name: string, kind: string, types: string, ops32: string) => ({ name, gpu: 'tahiti', kind, op: '0x1', e64: '0x101', types, src0lit: '-', mods: '-', ops32, ops64: '-' });
  const tsv = (name: string) => `#name\n${name}\t0x1\t-\t-\t-\t0x101\t-\t-\t-\t--\t--\t${name}_e32 v0, v1, v2 | -\n`;
  // llvm-mc 19 -mcpu=tahiti: v_cmp_lt_i64_e32 vcc, v[0:1], v[2:3]: a signed 64-bit SRC0 (i64), unsigned (b64).
  assert.match(valuRowsText('VOPC', [f('v_cmp_lt_i64', 'VOPC', 'i64', 'vcc,v64,v64')], tsv('v_cmp_lt_i64')), /vcc src0:i64 vsrc1:v64\n$/);
  assert.match(valuRowsText('VOPC', [f('v_cmp_lt_u64', 'VOPC', 'u64', 'vcc,v64,v64')], tsv('v_cmp_lt_u64')), /vcc src0:b64 vsrc1:v64\n$/);
  assert.match(valuRowsText('VOP2', [f('v_writelane_b32', 'VOP2', 'b32', 's32,s32,s32')], tsv('v_writelane_b32')), /vdst:sr32 src0:sl32 vsrc1:c32\n$/);
});

test('a row only another GPU of the family has fills the family\'s column from that GPU\'s answers', () => {
  // llvm-mc 19 -mcpu=gfx906: v_fmac_f32_e64 v1, v2, v3 takes clamp, mul:2/div:2, neg and abs on both sources.
  assert.equal(E64_MODS['VOP2 v_fmac_f32'], '- - - CON01A01');
  assert.equal(E64_MODS['VOP2 v_xnor_b32'], '- - - none');
  const facts = parseFacts('v_fmac_f32\tgfx906\tVOP2\t0x3b\t0x13b\tf32\t-\tCO\tv32,v32,v32\tv32,v32,v32\n');
  const text = vop3RowsText(facts, [], (gpu) => resolveTarget(gpu)?.gen, 'x');
  assert.match(text, /'VOP2 v_fmac_f32': '- - - CO',/);
});

test('a DS harvest file\'s GPU columns go to their families\' opcode columns', () => {
  const familyOf = (gpu: string) => resolveTarget(gpu)?.gen;
  // A GPU column goes to its family's opcode column, whatever its place in the file.
  const swapped = '# name\top_gfx900\top_tonga\top_bonaire\top_tahiti\tshape\tgds\tmods\texample\nds_nop\t0x14\t0x14\t-\t-\tnone\tno\t-\tds_nop\n';
  assert.match(dsRowsText(swapped, familyOf), /\nds_nop +nop +none +- +no +- +- +0x14 +0x14\n$/);
});
