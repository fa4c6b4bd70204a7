// The streaming readers give the same result however the input is cut into chunks, and hold at
// most a bounded part of a long line; the bounded "did you mean" search still finds typos.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { HexReader, type HexError } from '../src/dis/hexinput.js';
import { LineSplitter, lineText } from '../src/cli/lines.js';
import { located } from '../src/cli/diag.js';
import { didYouMean } from '../src/asm/suggest.js';
import { LabelSet } from '../src/asm/labels.js';
import { parseExpr } from '../src/syntax/expr.js';
import { makeRng } from '../scripts/random-words.js';

function readHex(chunks: readonly string[]): { bytes: number[]; errors: string[] } {
  const errors: string[] = [];
  const bytes: number[] = [];
  const r = new HexReader((e: HexError) => errors.push(`${e.line}:${e.col} ${e.message} @${e.source.slice(e.col - e.sourceCol, e.col - e.sourceCol + 8)}`));
  for (const c of chunks) r.push(c, bytes);
  r.end(bytes);
  assert.equal(r.errors, errors.length);
  return { bytes, errors };
}

function cut(text: string, rng: () => number, max: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length;) {
    const n = 1 + Math.floor(rng() * max);
    out.push(text.slice(i, i + n));
    i += n;
  }
  return out;
}

test('hex input: any chunking gives the same bytes and the same located errors', () => {
  const text = '[0x41,0x01] c0020141 ; comment c0zz\n0xbf810000 zz // x\r\n# all comment\n' +
    'bf800000 '.repeat(20_000) + 'q0000000 ' + 'bf800000 '.repeat(20_000) + '\n' + 'y'.repeat(200_000) + ' 0x12\n/\nbf800000';
  const whole = readHex([text]);
  assert.deepEqual(whole.errors, [
    "2:12 bad hex token 'zz': expected a byte (0xNN) or an 8-digit dword @zz // x",
    `4:${9 * 20_000 + 1} bad hex token 'q0000000': expected a byte (0xNN) or an 8-digit dword @q0000000`,
    "5:1 bad hex token 'yyyyyyyyyyyyyyyyyyyyyyyy...': expected a byte (0xNN) or an 8-digit dword @yyyyyyyy",
    "6:1 bad hex token '/': expected a byte (0xNN) or an 8-digit dword @/",
  ]);
  assert.equal(whole.bytes.length, 2 + 4 + 4 + 40_000 * 4 + 1 + 4);
  const rng = makeRng(9);
  for (const max of [1, 7, 100, 70_000]) assert.deepEqual(readHex(cut(text, rng, max)), whole, `chunks of up to ${max}`);
});

test("hex input: llvm-mc's 0xN/0xNN bytes (read by their own fast path) end at blanks, line feeds and comments only", () => {
  const text = '0x5 0xab\n0x5;c\n0X1F#c\n[0x5,0x6]\n0x5g 0x123 0x12/ 0x1//c 0x 0xfff\n0x0\t0x1\r\n0x7 0x8';
  const whole = readHex([text]);
  assert.deepEqual(whole.bytes, [5, 0xab, 5, 0x1f, 5, 6, 0, 1, 7, 8]);
  assert.deepEqual(whole.errors.map((e) => e.slice(0, e.indexOf("':") + 1)), [
    "5:1 bad hex token '0x5g'", "5:6 bad hex token '0x123'", "5:12 bad hex token '0x12/'",
    "5:18 bad hex token '0x1//c'", "5:25 bad hex token '0x'", "5:28 bad hex token '0xfff'",
  ]);
  const rng = makeRng(5);
  for (const max of [1, 2, 5, 9]) for (let k = 0; k < 20; k++) assert.deepEqual(readHex(cut(text, rng, max)), whole, `chunks of up to ${max}`);
});

test('line splitting: any chunking of the bytes gives the same lines; a line past the limit is reported by its head only', () => {
  // 'é' and '€' take 2 and 3 bytes, one character each: the limit counts characters, and a chunk
  // may end inside one.
  const text = 'a\n\nbb\r\n' + 'c'.repeat(5000) + '\n' + 'd'.repeat(20) + '\n' + 'é'.repeat(1000) + '\n' + '€'.repeat(1001) + '\n' + '€'.repeat(5000) + '\nlast';
  const bytes = Buffer.from(text);
  const split = (chunks: readonly Buffer[]): string[] => {
    const got: string[] = [];
    const s = new LineSplitter((b, from, to) => got.push(lineText(b, from, to)), (head) => got.push(`LONG ${head.length} ${head[0]}`), 1000);
    for (const c of chunks) s.push(c);
    s.end();
    return got;
  };
  const want = ['a', '', 'bb\r', 'LONG 200 c', 'd'.repeat(20), 'é'.repeat(1000), 'LONG 200 €', 'LONG 200 €', 'last'];
  assert.deepEqual(split([bytes]), want);
  const rng = makeRng(3);
  for (const max of [1, 3, 999, 1001, 6000, 20000]) {
    const chunks: Buffer[] = [];
    for (let i = 0; i < bytes.length;) {
      const n = 1 + Math.floor(rng() * max);
      chunks.push(bytes.subarray(i, i + n));
      i += n;
    }
    assert.deepEqual(split(chunks), want, `chunks of up to ${max}`);
  }
});

test('a located message of a long line shows a window with the caret under its column', () => {
  const src = 'x'.repeat(5000) + 'HERE' + 'y'.repeat(5000);
  const [head, shown, caret] = located('f.s', 3, 5001, 'error', 'bad', src).split('\n');
  assert.equal(head, 'f.s:3:5001: error: bad');
  assert.ok(shown.startsWith('...') && shown.endsWith('...') && shown.length < 200);
  assert.equal(shown.slice(caret.length - 1, caret.length + 3), 'HERE');
  // Short lines are shown whole, tabs and control characters one column each.
  assert.equal(located('f.s', 1, 3, 'error', 'm', '\ta\x01b'), 'f.s:1:3: error: m\n a?b\n  ^');
});

test('"did you mean" stays useful while bounded: close typos found, far words and long words not', () => {
  const words = ['s_load_dword', 's_load_dwordx2', 'buffer_load_dword', 'buffer_store_dword', 'glc', 'slc', 'offset:'];
  assert.equal(didYouMean('s_load_dwordx', words), 's_load_dword');
  assert.equal(didYouMean('buffer_lod_dword', words), 'buffer_load_dword');
  assert.equal(didYouMean('glcc', words), 'glc');
  assert.equal(didYouMean('offset', words), 'offset:');
  assert.equal(didYouMean('s_memtime', words), undefined);
  assert.equal(didYouMean('x'.repeat(100_000), words), undefined);
  // Ties keep the first candidate.
  assert.equal(didYouMean('xlc', words), 'glc');
});

test('expressions: precedence and associativity as llvm-mc, errors at their position', () => {
  const v = (s: string): bigint => parseExpr(s, 0).big;
  assert.equal(v('1+2*3'), 7n);
  assert.equal(v('(1+2)*3'), 9n);
  assert.equal(v('10-4-3'), 3n);
  assert.equal(v('-2*3'), -6n);
  assert.equal(v('2*-3'), -6n);
  // | ^ & share one level, left to right (llvm-mc 19: `.long 1|2^3&6<<1` is 0).
  assert.equal(v('1|2^3&6<<1'), ((1n | 2n) ^ 3n) & (6n << 1n));
  assert.equal(v('-7/2'), -3n);
  assert.equal(v('-7%2'), -1n);
  assert.equal(v('~0'), -1n);
  assert.equal(v('-1>>60'), 15n);
  assert.equal(v('1<<64'), 1n);
  assert.equal(v('0x8000000000000000'), -(2n ** 63n));
  assert.equal(v('010'), 8n);
  assert.equal(v('0b101'), 5n);
  assert.deepEqual(parseExpr('s_nop 3 ) x', 6), { value: 3, big: 3n, end: 8 });
  assert.throws(() => parseExpr('1/0', 0), /division by zero/);
  assert.throws(() => parseExpr('(1', 0), (e: Error & { pos?: number }) => /expected '\)'/.test(e.message) && e.pos === 2);
  assert.throws(() => parseExpr('1+', 0), (e: Error & { pos?: number }) => /expected a number/.test(e.message) && e.pos === 2);
  assert.throws(() => parseExpr('0x' + 'f'.repeat(17), 0), /number too large/);
  assert.throws(() => parseExpr('08', 0), /malformed number/); // llvm-mc: invalid octal number
  assert.throws(() => parseExpr('0123456789', 0), /malformed number '01234567/);
});

test('the label set agrees with a Set of strings through growth (compact storage, exact answers)', () => {
  const rng = makeRng(17);
  const set = new LabelSet();
  const ref = new Set<string>();
  const chars = 'abcXYZ_.$09';
  for (let i = 0; i < 60_000; i++) {
    let name = chars[Math.floor(rng() * 6)];
    const n = Math.floor(rng() * (i % 100 === 0 ? 3000 : 6));
    for (let k = 0; k < n; k++) name += chars[Math.floor(rng() * chars.length)];
    assert.equal(set.add(name), !ref.has(name), name);
    ref.add(name);
  }
  assert.equal(set.size, ref.size);
});
