// MTBUF: the table against llvm-mc 19's harvested opcodes and format texts
// (docs/llvm-mc/mtbuf/, scripts/harvest-mtbuf.ts), and llvm-mc's syntax forms, byte for byte.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { decode } from '../src/codec/codec.js';
import { COLUMN_GENS, GEN_INFO, GENS, type Gen } from '../src/isa/gens.js';
import { resolveGpu } from '../src/isa/targets.js';
import { MTBUF } from '../src/isa/index.js';
import { dataRegs } from '../src/isa/shapes.js';
import { formatText } from '../src/isa/buffer-formats.js';
import { printDecoded } from '../src/syntax/print.js';
import { assembleInstruction } from '../src/asm/instruction.js';
import { asmError } from './support/asm.js';
import { opcodeOn } from '../src/isa/opcodes.js';

const DOCS = new URL('../../docs/llvm-mc/mtbuf/', import.meta.url);
const rows = (name: string): string[][] => readFileSync(new URL(name, DOCS), 'utf8').split('\n').filter((l) => l && !l.startsWith('#')).map((l) => l.split('\t'));
const asm = (gen: Gen, line: string): string => {
  const a = assembleInstruction(gen, GEN_INFO[gen].llvmCpu, line, 1);
  return a.words.map((w) => w.toString(16).padStart(8, '0')).join(' ');
};
const err = asmError;
const dis = (gen: Gen, words: number[], dialect: 'llvm' | 'clrx' = 'llvm'): string => printDecoded(decode(gen, words, 0)!, words, 0, dialect).text;

test('the MTBUF table has exactly the instructions, opcodes and data registers llvm-mc 19 has', () => {
  const harvested = rows('opcodes.tsv').map(([name, cpu, op, regs]) => `${name} ${cpu} ${op} ${regs}`).sort();
  const ours: string[] = [];
  for (const def of MTBUF.instrs) {
    // The harvest's GPUs (the CDNA families' rows: test/mem-gfx90a.test.ts).
    COLUMN_GENS.forEach((g) => {
      if (opcodeOn(def, g) >= 0) ours.push(`${def.name} ${GEN_INFO[g].llvmCpu} ${opcodeOn(def, g)} ${dataRegs(def, g)}`);
    });
  }
  assert.deepEqual(ours.sort(), harvested);
});

test('every FORMAT value prints as llvm-mc 19 prints it, on every GPU', () => {
  const t = rows('formats.tsv');
  assert.equal(t.length, 4 * 128);
  for (const [cpu, n, text, bits] of t) {
    const gen = resolveGpu(cpu)!;
    const want = text === '(omitted)' ? '' : `format:${text}`;
    assert.equal(formatText(gen, Number(n)), want, `${cpu} format:${n}`);
    // format:N is DFMT | NFMT << 4 (the bytes llvm-mc gave).
    const [dfmt, nfmt] = bits.split(' ').map(Number);
    assert.equal(dfmt | (nfmt << 4), Number(n));
    // And gcnkit reads its own text back to the same field.
    const line = `tbuffer_load_format_x v1, off, s[4:7], s1 ${want}`.trim();
    assert.equal((parseInt(asm(gen, line).split(' ')[0], 16) >>> 19) & 127, Number(n), line);
  }
});

test('llvm-mc 19 syntax forms: symbolic, numeric, legacy dfmt:/nfmt:, expressions (bytes from llvm-mc)', () => {
  // [gpu, line, llvm-mc 19's words]
  const cases: [Gen, string, string][] = [
    ['gcn1.0', 'tbuffer_load_format_x v1, off, s[4:7], s1', 'e8080000 01010100'],
    ['gcn1.0', 'tbuffer_load_format_x v1, off, s[4:7], s1 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT]', 'eba00000 01010100'],
    ['gcn1.0', 'tbuffer_load_format_xyzw v[1:4], v2, s[4:7], s1 format:[BUF_DATA_FORMAT_8_8_8_8] idxen offset:4 glc slc', 'e8536004 01410102'],
    ['gcn1.2', 'tbuffer_load_format_xyzw v[1:4], v2, s[4:7], s1 format:[BUF_DATA_FORMAT_8_8_8_8] idxen offset:4 glc slc', 'e851e004 01410102'],
    ['gcn1.0', 'tbuffer_store_format_x v1, off, s[4:7], s1 format:22', 'e8b40000 01010100'],
    ['gcn1.2', 'tbuffer_store_format_x v1, off, s[4:7], s1 format:22', 'e8b20000 01010100'],
    ['gcn1.2', 'tbuffer_store_format_x v1, off, s[4:7], dfmt:15, nfmt:2, s1', 'e97a0000 01010100'],
    ['gcn1.2', 'tbuffer_store_format_x v1, off, s[4:7], dfmt:15 nfmt:2 s1', 'e97a0000 01010100'],
    ['gcn1.2', 'tbuffer_store_format_x v1, off, s[4:7], nfmt:2, dfmt:15, s1', 'e97a0000 01010100'],
    ['gcn1.0', 'tbuffer_store_format_x v1, off, s[4:7], dfmt:15, s1', 'e87c0000 01010100'],
    ['gcn1.0', 'tbuffer_load_format_x v1, off, s[4:7], dfmt:1, nfmt:6, s1', 'eb080000 01010100'],
    ['gcn1.0', 'tbuffer_load_format_x v1, off, s[4:7], s1 format:1+1', 'e8100000 01010100'],
    ['gcn1.2', 'tbuffer_load_format_x v1, off, s[4:7], s1 format:[BUF_NUM_FORMAT_UNORM,BUF_DATA_FORMAT_8_8_8_8]', 'e8500000 01010100'],
    ['gcn1.2', 'tbuffer_load_format_x v1, off, s[4:7], s1 format:[ BUF_DATA_FORMAT_32 , BUF_NUM_FORMAT_FLOAT ]', 'eba00000 01010100'],
    ['gcn1.2', 'tbuffer_load_format_x v1, off, s[4:7], s1 format:[BUF_NUM_FORMAT_RESERVED_6]', 'eb080000 01010100'],
    ['gcn1.0', 'tbuffer_load_format_x v1, off, s[4:7], 0 format:[BUF_NUM_FORMAT_FLOAT]', 'eb880000 80010100'],
    ['gcn1.0', 'tbuffer_load_format_x v1, v[2:3], s[4:7], s1 addr64', 'e8088000 01010102'],
    ['gcn1.4', 'tbuffer_load_format_d16_xyzw v[1:2], off, s[4:7], s1', 'e80d8000 01010100'],
    ['gcn1.2', 'tbuffer_store_format_d16_xyz v[1:3], off, s[4:7], s1', 'e80f0000 01010100'],
    ['gcn1.4', 'tbuffer_store_format_d16_xyz v[1:2], off, s[4:7], s1', 'e80f0000 01010100'],
  ];
  for (const [gen, line, want] of cases) assert.equal(asm(gen, line), want, `${gen}: ${line}`);
});

test('CLRX spellings: format:[32,float] (with a warning under llvm syntax), and its disassembly', () => {
  assert.equal(asm('gcn1.2', 'tbuffer_load_format_x v1, off, s[4:7], s1 format:[32,float]'), 'eba00000 01010100');
  assert.equal(asm('gcn1.2', 'TBUFFER_LOAD_FORMAT_X V1, V2, S[4:7], S1 IDXEN FORMAT:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT]'), 'eba02000 01010102');
  const a = assembleInstruction('gcn1.2', 'tonga', 'tbuffer_load_format_x v1, off, s[4:7], s1 format:[8_8_8_8,uint]', 1);
  assert.ok(a.warnings.some((w) => /CLRX syntax/.test(w.message)));
  assert.equal(a.text, 'tbuffer_load_format_x v1, off, s[4:7], s1 format:[BUF_DATA_FORMAT_8_8_8_8,BUF_NUM_FORMAT_UINT]');
  assert.equal(dis('gcn1.2', [0xeba00000, 0x01010100], 'clrx'), 'tbuffer_load_format_x v1, v0, s[4:7], s1 format:[32,float]');
  // CLRX writes VADDR always, and tfe (one more VDATA register); llvm-mc 19 has no MTBUF TFE form.
  assert.equal(dis('gcn1.2', [0xe8080000, 0x01810100], 'clrx'), 'tbuffer_load_format_x v[1:2], v0, s[4:7], s1 tfe');
  assert.match(dis('gcn1.2', [0xe8080000, 0x01810100]), /^\.long 0xe8080000, 0x01810100 \/\/ /);
});

test('lines llvm-mc 19 rejects are rejected, with the reason and the column', () => {
  const cases: [Gen, string, RegExp, number][] = [
    ['gcn1.2', 'tbuffer_load_format_x v1, off, s[4:7], s1 format:128', /format out of range/, 43],
    ['gcn1.2', 'tbuffer_load_format_x v1, off, s[4:7], s1 format:-1', /format out of range/, 43],
    ['gcn1.2', 'tbuffer_load_format_x v1, off, s[4:7], dfmt:16, s1', /dfmt out of range/, 40],
    ['gcn1.2', 'tbuffer_load_format_x v1, off, s[4:7], nfmt:8, s1', /nfmt out of range/, 40],
    ['gcn1.2', 'tbuffer_load_format_x v1, off, s[4:7], dfmt:4 s1 format:2', /duplicate format/, 50],
    ['gcn1.2', 'tbuffer_load_format_x v1, off, s[4:7], s1 format:[BUF_DATA_FORMAT_32,BUF_DATA_FORMAT_16]', /duplicate data format/, 70],
    ['gcn1.2', 'tbuffer_load_format_x v1, off, s[4:7], s1 format:[BUF_NUM_FORMAT_SNORM_OGL]', /unsupported format.*RESERVED_6/, 51],
    ['gcn1.0', 'tbuffer_load_format_x v1, off, s[4:7], s1 format:[BUF_NUM_FORMAT_RESERVED_6]', /unsupported format.*SNORM_OGL/, 51],
    ['gcn1.2', 'tbuffer_load_format_x v1, off, s[4:7], s1 format:[BUF_FMT_32_FLOAT]', /unified format/, 51],
    ['gcn1.2', 'tbuffer_load_format_x v1, off, s[4:7], s1 format:[]', /expected a format name/, 51],
    ['gcn1.2', 'tbuffer_load_format_x v1, off, s[4:7], s1 tfe', /tfe .*no llvm-mc syntax/, 43],
    ['gcn1.2', 'tbuffer_load_format_x v1, off, s[4:7], s1 lds', /does not take 'lds'/, 43],
    ['gcn1.2', 'tbuffer_load_format_x v1, v[2:3], s[4:7], s1 addr64', /addr64 exists on GCN 1.0\/1.1 only/, 46],
    ['gcn1.0', 'tbuffer_load_format_x v1, v[2:3], s[4:7], s1 addr64 offen', /addr64 cannot be combined/, 46],
    ['gcn1.0', 'tbuffer_load_format_d16_x v1, off, s[4:7], s1', /GCN 1.2\/GCN 1.4\/CDNA 2\/CDNA 3 only/, 1],
    ['gcn1.4', 'tbuffer_store_format_d16_xyz v[1:3], off, s[4:7], s1', /register/, 30],
    ['gcn1.2', 'tbuffer_store_format_d16_xyz v[1:2], off, s[4:7], s1', /register/, 30],
    ['gcn1.2', 'tbuffer_load_format_x v1, off, s[4:7], s1 offset:4096', /offset out of range/, 43],
    ['gcn1.2', 'tbuffer_load_format_x v1, off, s[4:7], 0x64', /soffset/, 40],
  ];
  for (const [gen, line, re, col] of cases) {
    const e = err(gen, line);
    assert.match(e.message, re, `${line}: ${e.message}`);
    assert.equal(e.col, col, `${line}: ${e.message}`);
  }
});

test('where llvm-mc wants format: (right after SOFFSET) gcnkit reads it anywhere, with a warning', () => {
  const a = assembleInstruction('gcn1.2', 'tonga', 'tbuffer_load_format_x v1, v2, s[4:7], s1 idxen format:2', 1);
  assert.equal(a.words[0] >>> 0, 0xe8102000);
  assert.ok(a.warnings.some((w) => /right after SOFFSET/.test(w.message)), JSON.stringify(a.warnings));
});
