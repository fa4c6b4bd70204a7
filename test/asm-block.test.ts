// The assembler kernel's block mode (src/asm/fast.ts assembleBlock, wasm/asm.ts block: whole lines
// of a chunk per call, as `gcnkit asm -o` reads its input) against the line-by-line fast path and
// the generic path: the same words, stopping exactly at the lines it must leave to JavaScript.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assembleBlock, BLOCK, fastAssemble, fastInput } from '../src/asm/fast.js';
import { assembleInstruction } from '../src/asm/instruction.js';
import { GEN_INFO, type Gen } from '../src/isa/gens.js';

const bytes = (s: string): Uint8Array => Uint8Array.from(s, (c) => c.charCodeAt(0));

/** Words of a text through blocks in chunks of at most 60,000 bytes (whole lines, as the command line's), the lines the blocks left going through the generic path. */
function throughBlocks(gen: Gen, all: string, maxLine = 1000): { words: number[]; blockLines: number; others: string[] } {
  const words: number[] = [];
  const others: string[] = [];
  let blockLines = 0;
  for (let at = 0; at < all.length;) {
    let to = at + 60000 >= all.length ? all.length : all.lastIndexOf('\n', at + 60000) + 1;
    if (to <= at) to = all.length;
    const r = chunk(gen, all.slice(at, to), maxLine);
    words.push(...r.words);
    others.push(...r.others);
    blockLines += r.blockLines;
    at = to;
  }
  return { words, blockLines, others };
}

function chunk(gen: Gen, text: string, maxLine: number): { words: number[]; blockLines: number; others: string[] } {
  const b = bytes(text);
  fastInput(b);
  const words: number[] = [];
  const others: string[] = [];
  let blockLines = 0;
  let s = 0;
  while (s < b.length) {
    s = assembleBlock(gen, b, s, b.length, maxLine, (out) => { for (let k = 0; k + 3 < out.length; k += 4) words.push((out[k] | (out[k + 1] << 8) | (out[k + 2] << 16) | (out[k + 3] << 24)) >>> 0); });
    blockLines += BLOCK.lines;
    if (s >= b.length) break;
    let nl = text.indexOf('\n', s);
    if (nl < 0) nl = text.length;
    const line = text.slice(s, nl).replace(/\r$/, '');
    others.push(line);
    if (line.trim() && !line.trim().endsWith(':')) words.push(...assembleInstruction(gen, GEN_INFO[gen].llvmCpu, line, 1).words);
    s = nl + 1;
  }
  return { words, blockLines, others };
}

const LINES = [
  's_mov_b32 s0, s1', 'v_add_f32_e32 v1, v2, v3', 'global_load_dword v1, v[2:3], off offset:16', 's_waitcnt vmcnt(0) lgkmcnt(0)',
  'v_cndmask_b32_e64 v0, v1, v2, s[4:5]', 'buffer_store_dword v1, off, s[8:11], 0 offset:4 glc', 'v_mov_b32_e32 v5, 0x3f800001', 's_endpgm',
];

test('blocks give the words of the lines one by one, and stop at a label, an upper-case line and a partial last line', () => {
  const gen: Gen = 'gcn1.4';
  const body = [...LINES, 'here:', ...LINES, 'S_NOP 0', ...LINES.map((l) => `  ${l}\r`)].join('\n') + '\ns_nop 1';
  const r = throughBlocks(gen, body);
  const expected: number[] = [];
  for (const l of body.split('\n')) if (!l.endsWith(':')) expected.push(...(fastAssemble(gen, l.replace(/\r$/, ''), 0)?.words ?? assembleInstruction(gen, 'gfx900', l, 1).words));
  assert.deepEqual(r.words, expected);
  // The label, the upper-case line and the last line (no newline) are left to the caller.
  assert.deepEqual(r.others, ['here:', 'S_NOP 0', 's_nop 1']);
  assert.equal(r.blockLines, 3 * LINES.length);
});

test('a line longer than maxLine is left to the caller (its length error is the line reader\'s)', () => {
  const gen: Gen = 'gcn1.2';
  const long = 's_mov_b32 s0, s1' + ' '.repeat(60);
  const r = throughBlocks(gen, `s_nop 0\n${long}\ns_nop 0\n`, 40);
  assert.deepEqual(r.others, [long]);
  assert.equal(r.blockLines, 2);
});

test('blocks across full tables (over 32k distinct tokens) give the generic words for every line', () => {
  const gen: Gen = 'gcn1.0';
  const lines: string[] = [];
  for (let i = 0; i < 40000; i++) lines.push(`s_mov_b32 s${i % 100}, ${0x1000 + i}`, `v_mov_b32_e32 v${i % 256}, ${(i * 7919) % 65536}`);
  const text = lines.join('\n') + '\n';
  const r = throughBlocks(gen, text);
  const expected = lines.flatMap((l) => assembleInstruction(gen, 'tahiti', l, 1).words);
  assert.equal(r.words.length, expected.length);
  assert.ok(r.words.every((w, i) => w === expected[i]), 'same words');
  assert.ok(r.blockLines > 0.99 * lines.length, `${r.blockLines} of ${lines.length} lines in blocks`);
});
