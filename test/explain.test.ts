// src/explain: the field views, token spans, other generations, source explanation and bit flips
// the web explorer shows.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GEN_INFO, GENS, type Gen } from '../src/isa/gens.js';
import { isaFor } from '../src/isa/index.js';
import { assembleInstruction } from '../src/asm/instruction.js';
import { changedTokens, elsewhere, explainSource, explainWords, flipBit, flipEdits, lineFor, meaningChanges, type InstrView } from '../src/explain/index.js';
import { makeRng, randomInstruction } from '../scripts/random-words.js';

const asm = (gen: Gen, line: string): number[] => assembleInstruction(gen, GEN_INFO[gen].llvmCpu, line, 1).words;
/** Field name -> [value, text of its tokens]. */
const table = (v: InstrView): Record<string, [number, string]> =>
  Object.fromEntries(v.fields.map((f) => [f.name, [f.value, f.tokens.map((t) => v.reading.slice(t.start, t.end)).join(' ')]]));

test('MUBUF on gfx900: every field with its value and the token it is printed as', () => {
  const v = explainWords('gcn1.4', asm('gcn1.4', 'buffer_load_dword v1, v2, s[4:7], s1 offen offset:4 glc'));
  assert.equal(v.text, 'buffer_load_dword v1, v2, s[4:7], s1 offen offset:4 glc');
  assert.equal(v.encoding, 'MUBUF');
  assert.deepEqual(table(v), {
    offset: [4, 'offset:4'], offen: [1, 'offen'], idxen: [0, ''], glc: [1, 'glc'], rsv15: [0, ''], lds: [0, ''], slc: [0, ''],
    op: [0x14, 'buffer_load_dword'], rsv25: [0, ''], enc: [0x38, 'buffer_load_dword'],
    vaddr: [2, 'v2'], vdata: [1, 'v1'], srsrc: [1, 's[4:7]'], rsv53_54: [0, ''], tfe: [0, ''], soffset: [1, 's1'],
  });
  assert.deepEqual(v.fields.map((f) => f.role).filter((r) => r !== 'operand'), ['reserved', 'opcode', 'reserved', 'marker', 'reserved']);
  assert.ok(v.fields.every((f) => f.invalidBits === 0));
});

test('SMRD word on tahiti and the GCN 1.1 literal dword as a field', () => {
  const v = explainWords('gcn1.0', [0xc0020302]);
  assert.equal(v.text, 's_load_dword s4, s[2:3], 0x2');
  assert.deepEqual(table(v), { offset: [2, '0x2'], imm: [1, '0x2'], sbase: [1, 's[2:3]'], sdst: [4, 's4'], op: [0, 's_load_dword'], enc: [0x18, 's_load_dword'] });
  const lit = explainWords('gcn1.1', [0xc00202ff, 0x12345]);
  assert.equal(lit.text, 's_load_dword s4, s[2:3], 0x12345');
  const f = lit.fields.find((x) => x.name === 'literal')!;
  assert.deepEqual([f.lo, f.width, f.value, f.role, table(lit).literal[1]], [32, 32, 0x12345, 'literal', '0x12345']);
});

test('SMEM on gfx900: SOE, IMM and the offsets share the offset tokens; the rest get their own', () => {
  const t = table(explainWords('gcn1.4', asm('gcn1.4', 's_load_dword s5, s[2:3], s4 offset:0x10')));
  assert.deepEqual([t.sdata[1], t.sbase[1], t.soffset[1], t.offset[1], t.soe[1], t.glc[1]], ['s5', 's[2:3]', 's4', 'offset:0x10', 's4 offset:0x10', '']);
});

test('a set reserved bit is invalid, prints as .long, and keeps its reading', () => {
  const [w0, w1] = asm('gcn1.4', 'buffer_load_dword v1, v2, s[4:7], s1 offen offset:4 glc');
  const v = explainWords('gcn1.4', [(w0 | (1 << 15)) >>> 0, w1]);
  assert.match(v.text, /^\.long 0xe050d004, 0x01010102 \/\/ /);
  assert.match(v.problem ?? '', /rsv15/);
  assert.equal(v.reading, 'buffer_load_dword v1, v2, s[4:7], s1 offen offset:4 glc');
  assert.deepEqual(v.fields.filter((f) => f.invalidBits).map((f) => [f.name, f.invalidBits]), [['rsv15', 1]]);
});

test('an opcode the generation lacks marks the opcode field invalid; an unknown word is one field', () => {
  const v = explainWords('gcn1.0', [0xc0000000 | (0x1d << 22)]); // s_dcache_inv_vol is GCN 1.1 only
  assert.equal(v.mnemonic, undefined);
  assert.deepEqual(v.fields.filter((f) => f.invalidBits).map((f) => f.name), ['op']);
  const u = explainWords('gcn1.0', [0xfc345678]);
  assert.deepEqual(u.fields.map((f) => [f.name, f.lo, f.width, f.role, f.value]), [['word', 0, 32, 'unknown', 0xfc345678]]);
});

test('fields tile the words exactly and hold their bits, over random instructions of every encoding', () => {
  const rng = makeRng(7);
  for (const gen of GENS) {
    for (const enc of isaFor(gen).encodings) {
      for (let i = 0; i < 40; i++) {
        const ws = randomInstruction(enc, rng, 0.9, 0);
        ws.push(Math.floor(rng() * 2 ** 32));
        const v = explainWords(gen, ws);
        let covered = 0n;
        for (const f of v.fields) {
          const bits = ((1n << BigInt(f.width)) - 1n) << BigInt(f.lo);
          assert.equal(covered & bits, 0n, `${gen} ${f.name} overlaps`);
          covered |= bits;
          const word = BigInt(v.words[0]) | (BigInt(v.words[1] ?? 0) << 32n);
          assert.equal(Number((word >> BigInt(f.lo)) & ((1n << BigInt(f.width)) - 1n)), f.value, `${gen} ${f.name}`);
          for (const t of f.tokens) assert.ok(t.start < t.end && t.end <= v.reading.length);
        }
        assert.equal(covered, (1n << BigInt(32 * v.words.length)) - 1n, `${gen} ${enc.table.name}: not every bit is in a field`);
      }
    }
  }
});

test('changedTokens: replaced and removed tokens; none when the change inserts', () => {
  assert.deepEqual(changedTokens(['a', 'v1', 'glc'], ['a', 'v2', 'glc']), [1]);
  assert.deepEqual(changedTokens(['a', 'v1', 'offen', 'glc'], ['a', 'off', 'glc']), [1, 2]);
  assert.equal(changedTokens(['a', 'v1'], ['a', 'v1', 'glc']), undefined);
});

test('elsewhere: encodings and opcodes per generation, or why not', () => {
  const smem = elsewhere('s_load_dword', 's_load_dword s4, s[6:7], 0x2');
  assert.deepEqual(smem.map((r) => [r.label, r.encoding, r.opcode?.map((o) => o.value), r.words?.length]), [
    ['GCN 1.0', 'SMRD', [0], 1], ['GCN 1.1', 'SMRD', [0], 1], ['GCN 1.2', 'SMEM', [0], 2], ['GCN 1.4', 'SMEM', [0], 2],
    ['CDNA 2', 'SMEM', [0], 2], ['CDNA 3', 'SMEM', [0], 2],
  ]);
  const flat = elsewhere('flat_load_dword', 'flat_load_dword v1, v[2:3]');
  assert.equal(flat[0].note, 'not on GCN 1.0');
  assert.deepEqual(flat[3].opcode, [{ name: 'seg', value: 0 }, { name: 'op', value: 0x14 }]);
  const addr64 = elsewhere('buffer_load_dword', 'buffer_load_dword v1, v[2:3], s[4:7], 0 addr64');
  assert.ok(addr64[1].words && !addr64[2].words);
  assert.match(addr64[2].note ?? '', /addr64/);
});

test('explainSource: assembly and hex lines, data, and errors at their line and column', () => {
  const src = [
    'buffer_load_dword v1, v2, s[4:7], s1 offen offset:4 glc',
    'e0501000 80010201',
    '; comment',
    'loop: s_load_dword s4, s[6:7], 0x2',
    'buffer_load_dword v1, v2, s[4:7], s1 offen ofset:4',
    'c002030 c0020302',
    '.long 5',
  ].join('\n');
  const r = explainSource('gfx900', src);
  assert.deepEqual(r.entries.map((e) => (e.kind === 'inst' ? [e.from, e.line, e.view.text] : ['data', e.line, e.text])), [
    ['asm', 1, 'buffer_load_dword v1, v2, s[4:7], s1 offen offset:4 glc'],
    ['hex', 2, 'buffer_load_dword v2, v1, s[4:7], 0 offen'],
    ['asm', 4, 's_load_dword s4, s[6:7], 0x2'],
    ['data', 7, '.long 0x00000005'],
  ]);
  assert.deepEqual(r.diagnostics.map((d) => [d.line, d.col, d.kind, d.message.split(';')[0]]), [
    [5, 44, 'error', "unknown modifier 'ofset:4'"],
    [6, 1, 'error', "bad hex token 'c002030': expected a byte (0xNN) or an 8-digit dword"],
  ]);
  const tahiti = explainSource('tahiti', 'c0020302');
  assert.equal(tahiti.entries[0].kind === 'inst' && tahiti.entries[0].view.text, 's_load_dword s4, s[2:3], 0x2');
  assert.deepEqual(explainSource('tahiti', 'c0020302 0203').diagnostics.map((d) => d.message), ['bad hex token \'0203\': expected a byte (0xNN) or an 8-digit dword']);
  assert.deepEqual(explainSource('tahiti', '[0x02,0x03]').diagnostics.map((d) => d.message), ['2 trailing bytes at offset 0x0 do not form a whole dword']);
  assert.deepEqual(explainSource('nosuch', 's_nop 0').diagnostics.map((d) => d.message), ["unknown GPU 'nosuch'"]);
});

test('a .gpu directive switches the generation of the following lines, hex included', () => {
  const r = explainSource('gfx900', '.gpu tahiti\nc0020302');
  assert.equal(r.entries[0].kind === 'inst' && r.entries[0].view.text, 's_load_dword s4, s[2:3], 0x2');
});

test('flipBit: an assembly line becomes the new text (label and comment kept) or hex; a hex token is rewritten in place', () => {
  const src = 'x: buffer_load_dword v1, v2, s[4:7], s1 offen offset:4 glc ; load';
  const r = explainSource('gfx900', src);
  assert.equal(flipBit(src, r, 0, 14), 'x: buffer_load_dword v1, v2, s[4:7], s1 offen offset:4     ; load');
  assert.equal(flipBit(src, r, 0, 15), 'e050d004 01010102' + ' '.repeat(42) + '; load');
  const hex = 'c0020302 c0020303 // two\n';
  const h = explainSource('tahiti', hex);
  assert.equal(flipBit(hex, h, 1, 0), 'c0020302 c0020302 // two\n');
  const bytes = '  [0x02,0x03,0x02,0xC0] ; bytes';
  assert.equal(flipBit(bytes, explainSource('tahiti', bytes), 0, 17), '  [0x02,0x03,0x00,0xC0] ; bytes');
  assert.equal(lineFor('gcn1.0', [0xc0020302]), 's_load_dword s4, s[2:3], 0x2');
  // GCN 1.1 SMRD: clearing IMM with OFFSET 0xff calls for a literal dword, appended as zero.
  const lit = 's_load_dword s4, s[2:3], 0xff';
  assert.equal(flipBit(lit, explainSource('bonaire', lit), 0, 8), 'c00202ff 00000000');
});

test('flipEdits: a hex line that was assembly becomes text again once its words print as text', () => {
  const lines = ['e050d004 01010102 ; load'];
  const r = explainSource('gfx900', lines[0]);
  assert.deepEqual(flipEdits(lines, r, 0, 15, 'x: '), [{ line: 1, text: 'x: buffer_load_dword v1, v2, s[4:7], s1 offen offset:4 glc ; load' }]);
  assert.deepEqual(flipEdits(lines, r, 0, 0), [{ line: 1, text: 'e050d005 01010102 ; load' }]);
});

test('explainSource: a bad hex line is reported alone, the lines around it still decode; detail false leaves the fields out', () => {
  const r = explainSource('tahiti', 'c0020302\nc00203zz\nc0020303', { detail: false });
  assert.deepEqual(r.entries.map((e) => e.kind === 'inst' && [e.line, e.view.text, e.view.fields.length]), [[1, 's_load_dword s4, s[2:3], 0x2', 0], [3, 's_load_dword s4, s[2:3], 0x3', 0]]);
  assert.deepEqual(r.diagnostics.map((d) => [d.line, d.col]), [[2, 1]]);
});

test('meaningChanges: units, renamed and moved fields, operands that come and go, read from the tables', () => {
  const smrd = meaningChanges('s_load_dword', 'gcn1.0', 'gcn1.2');
  assert.ok(smrd.includes('encoding SMRD (32-bit) becomes SMEM (64-bit)'));
  assert.ok(smrd.includes('operand offset counts dwords (an offset of 0x1 is 4 bytes) here, bytes on GCN 1.2: the same text means another address'));
  assert.ok(smrd.includes('field sdst is called sdata on GCN 1.2'));
  assert.deepEqual(meaningChanges('s_load_dword', 'gcn1.0', 'gcn1.1'), []);
  assert.deepEqual(meaningChanges('buffer_load_dword', 'gcn1.2', 'gcn1.0'), ['modifier addr64 only on GCN 1.0', 'slc moves from bit 17 to bit 54 on GCN 1.0']);
  assert.deepEqual(meaningChanges('flat_load_dword', 'gcn1.2', 'gcn1.0'), []); // not on GCN 1.0: nothing to compare
  const e = elsewhere('buffer_load_dword', 'buffer_load_dword v1, v2, s[4:7], s1 offen offset:4 glc', 'gcn1.0', [0xe0305004, 0x01010102]);
  assert.equal(e[2].reads, 'buffer_store_format_d16_x v1, v2, s[4:7], s1 offen offset:4 glc');
});

test('objdump lines with an address, plain byte dumps and 0b binary dwords are hex input; a flip keeps their form', () => {
  const src = [
    '   0:\t02 03 02 c0 \ts_load_dword s4, s[2:3], 0x2',
    '0000000000000004: C0020303',
    '02 03 02 c0',
    '0b11000000000000100000001100000010',
  ].join('\n');
  const r = explainSource('tahiti', src);
  assert.deepEqual(r.diagnostics, []);
  assert.deepEqual(r.entries.map((e) => e.kind === 'inst' && [e.line, e.view.text]), [
    [1, 's_load_dword s4, s[2:3], 0x2'], [2, 's_load_dword s4, s[2:3], 0x3'], [3, 's_load_dword s4, s[2:3], 0x2'], [4, 's_load_dword s4, s[2:3], 0x2'],
  ]);
  const lines = src.split('\n');
  assert.deepEqual(flipEdits(lines, r, 0, 8), [{ line: 1, text: '   0:\t02 02 02 c0 \ts_load_dword s4, s[2:3], 0x2' }]);
  assert.deepEqual(flipEdits(lines, r, 1, 0), [{ line: 2, text: '0000000000000004: C0020302' }]);
  assert.deepEqual(flipEdits(lines, r, 3, 1), [{ line: 4, text: '0b11000000000000100000001100000000' }]);
  assert.equal(explainSource('tahiti', '1100: zz').diagnostics.length, 1); // an address with no bytes is not a dump
});

test('explainSource with a memo gives what it gives without, and assembles only the lines it has not seen', () => {
  const sources = [
    's_branch foo\ns_nop 0\ns_nop 1',
    's_load_dword s4, s[0:1], 0x10\ne0505004 01010102\nbuffer_load_dword v1, v2, s[4:7], s1 offen ofset:4\n\ns_nop 0 ; c\nc0020302',
    'x: s_nop 0\ns_branch x', // a label: the memo is not used
    '.gpu tahiti\nc0020302',
  ];
  const memo = new Map();
  const shape = (r: ReturnType<typeof explainSource>) => JSON.stringify([r.entries.map((e) => (e.kind === 'inst' ? [e.line, e.lastLine, e.from, e.view.text, e.view.words] : [e.line, e.text])), r.diagnostics]);
  for (const src of sources) assert.equal(shape(explainSource('gfx900', src, { detail: false, memo })), shape(explainSource('gfx900', src, { detail: false })), src);
  const before = memo.size;
  explainSource('gfx900', sources[1] + '\ns_nop 7', { detail: false, memo });
  assert.equal(memo.size, before + 1);
});

test("explainSource takes clang -S output (the web page's editor): object directives as gcnkit asm lists them, no 'needs --filetype obj'", () => {
  const src = readFileSync(fileURLToPath(new URL('../../test/objects/hsa/gfx900/vadd.s', import.meta.url)), 'utf8');
  const r = explainSource('gfx900', src);
  assert.deepEqual(r.diagnostics.map((d) => `${d.line}:${d.col}: ${d.message}`), []);
  // llvm-mc -arch=amdgcn -mcpu=gfx900 -show-encoding test/objects/hsa/gfx900/vadd.s lists 61 instructions (test/objects/listings.txt).
  const count = Number(readFileSync(fileURLToPath(new URL('../../test/objects/listings.txt', import.meta.url)), 'utf8').split('\n').find((l) => l.startsWith('hsa/gfx900/vadd.s '))!.split(' ')[1]);
  assert.equal(r.entries.filter((e) => e.kind === 'inst').length, count);
});
