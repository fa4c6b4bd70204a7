// Issue 9: hostile input through the CLI gives located errors and exit 1 (never exit 2, never a
// stack trace), leaves no temporary file, and runs in bounded memory.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gcnkit, type Run } from './support/cli.js';
import { peakRssMb } from '../scripts/rss.js';

const dir = mkdtempSync(join(tmpdir(), 'gcnkit-reliability-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Exit 1 with a "FILE:LINE:COL: error:" head, the source line and a caret under COL; no crash.
 * A long `source` line is shown as a window around COL: the caret must stand under its character.
 */
function assertLocated(r: Run, line: number, col: number, message: RegExp, source?: string): void {
  assert.equal(r.code, 1, r.stderr.slice(0, 2000));
  assert.doesNotMatch(r.stderr, /internal error|\n\s+at /);
  const lines = r.stderr.split('\n');
  const head = lines.findIndex((l) => l.includes(`:${line}:${col}: error: `));
  assert.ok(head >= 0, `no error at ${line}:${col} in\n${r.stderr.slice(0, 2000)}`);
  assert.match(lines[head], message);
  const caret = lines[head + 2];
  assert.match(caret, /^ *\^$/);
  if (source === undefined) assert.equal(caret.length, col, 'caret under the column');
  else assert.equal(lines[head + 1][caret.length - 1] ?? '', source[col - 1] ?? '', 'caret under the character at the column');
}

test('a control or non-ASCII character after "." is an unknown directive, located, not a crash', () => {
  const r = gcnkit(['asm', '--mcpu', 'tahiti'], '.\x08long 4294967295\n');
  assertLocated(r, 1, 1, /unknown directive '\.\\x08long'/);
  assert.equal(r.stderr.split('\n')[1], '.?long 4294967295'); // the control character shown as '?'
  assertLocated(gcnkit(['asm', '--mcpu', 'tahiti'], '.中ong0xbf8aa4ef\n'), 1, 1, /unknown directive '\.中ong0xbf8aa4ef'/);
  assertLocated(gcnkit(['asm', '--mcpu', 'tahiti'], 's_nop 0\n  .\n'), 2, 3, /unknown directive '\.'/);
});

test('deep expressions have no depth limit: 792 and 100,000 parentheses, 10,000 unary minus signs', () => {
  for (const n of [792, 100_000]) {
    const r = gcnkit(['asm', '--mcpu', 'tahiti'], `s_nop ${'('.repeat(n)}5${')'.repeat(n)}\n`);
    assert.equal(r.code, 0, r.stderr.slice(0, 500));
    assert.equal(r.stdout, '\ts_nop 5\n');
  }
  const even = gcnkit(['asm', '--mcpu', 'tahiti'], `s_nop ${'-'.repeat(10_000)}3\n`);
  assert.equal(even.stdout, '\ts_nop 3\n');
  // An odd count is -3: out of range, located at the operand.
  assertLocated(gcnkit(['asm', '--mcpu', 'tahiti'], `s_nop ${'-'.repeat(10_001)}3\n`), 1, 7, /out of range/);
  // Unbalanced: the missing ')' is located at the end of the line.
  const open = `s_nop ${'('.repeat(5000)}1${')'.repeat(4999)}`;
  assertLocated(gcnkit(['asm', '--mcpu', 'tahiti'], open + '\n'), 1, open.length + 1, /expected '\)'/, open);
});

test('expressions use llvm-mc 64-bit arithmetic: logical >>, wrapping, numbers up to 2^64-1', () => {
  // Values llvm-mc 19 gives for the same lines.
  const r = gcnkit(['asm', '--mcpu', 'tahiti', '--hex'], '.quad 0x7fffffff<<32|0xffffffff\n.quad -1>>1\n.quad 0xffffffffffffffff\n.quad 0x7fffffffffffff*0x100\n');
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stdout, 'ffffffff 7fffffff\nffffffff 7fffffff\nffffffff ffffffff\nffffff00 7fffffff\n');
  assertLocated(gcnkit(['asm', '--mcpu', 'tahiti'], '.quad 0x10000000000000000\n'), 1, 7, /number too large/);
});

test('asm -o into a missing directory or onto a directory: one-line error, exit 1, no temporary file', () => {
  const missing = gcnkit(['asm', '--mcpu', 'tahiti', '-o', join(dir, 'missing', 'x.bin')], 's_nop 0\n');
  assert.equal(missing.code, 1);
  assert.equal(missing.stderr, `gcnkit: error: cannot write '${join(dir, 'missing', 'x.bin')}': no such directory\n`);
  const target = join(dir, 'adir');
  mkdirSync(target);
  const onDir = gcnkit(['asm', '--mcpu', 'tahiti', '-o', target], 's_nop 0\n');
  assert.equal(onDir.code, 1);
  assert.equal(onDir.stderr, `gcnkit: error: cannot write '${target}': it is a directory\n`);
  // Errors in the source: no output and no temporary file either.
  const out = join(dir, 'bad.bin');
  const bad = gcnkit(['asm', '--mcpu', 'tahiti', '-o', out], 's_nop 0\ns_bogus\n');
  assert.equal(bad.code, 1);
  assert.equal(existsSync(out), false);
  assert.deepEqual(readdirSync(dir).filter((f) => f.includes('.gcnkit-')), []);
  assert.deepEqual(readdirSync(target), []);
});

test('--max-errors: 1,000 errors by default then "too many errors"; N sets it; 0 means no limit', () => {
  const src = 's_load_dwordx s5, s[2:3], 0x3\n'.repeat(1500);
  const count = (r: Run): number => r.stderr.split('\n').filter((l) => /^<stdin>:\d+:1: error: unknown instruction 's_load_dwordx'; did you mean 's_load_dword'\?$/.test(l)).length;
  const dflt = gcnkit(['asm', '--mcpu', 'tahiti'], src);
  assert.equal(dflt.code, 1);
  assert.equal(count(dflt), 1000);
  assert.match(dflt.stderr, /<stdin>: error: too many errors \(more than 1000\): stopping here; --max-errors N sets the limit \(0 = none\)\n<stdin>: stopped after 1000 errors\n$/);
  const three = gcnkit(['asm', '--mcpu', 'tahiti', '--max-errors', '3'], src);
  assert.equal(count(three), 3);
  const all = gcnkit(['asm', '--mcpu', 'tahiti', '--max-errors', '0'], src);
  assert.equal(count(all), 1500);
  assert.match(all.stderr, /<stdin>: 1500 errors\n$/);
  const exact = gcnkit(['asm', '--mcpu', 'tahiti', '--max-errors', '1500'], src);
  assert.doesNotMatch(exact.stderr, /too many/);
  const hex = gcnkit(['dis', '--mcpu', 'tahiti', '--hex', '--max-errors', '2'], 'zz\nzz\nzz\n');
  assert.equal(hex.code, 1);
  assert.equal(hex.stderr.split('\n').filter((l) => l.includes(': error: bad hex token')).length, 2);
  assert.match(hex.stderr, /too many errors/);
  const usage = gcnkit(['asm', '--mcpu', 'tahiti', '--max-errors', 'lots'], '');
  assert.equal(usage.code, 1);
  assert.equal(usage.stderr, "gcnkit: error: --max-errors needs a count (0 = no limit), not 'lots'\n");
});

test('20,000 "did you mean" errors are all reported (the search is bounded), and a 100,000-character mnemonic too', () => {
  const r = gcnkit(['asm', '--mcpu', 'gfx900', '--max-errors', '0'], 'buffer_load_dwordd v1, off, s[4:7], s0\n'.repeat(20_000));
  assert.equal(r.stderr.split('\n').filter((l) => l.endsWith("did you mean 'buffer_load_dword'?")).length, 20_000);
  const long = gcnkit(['asm', '--mcpu', 'gfx900'], 'x'.repeat(100_000) + ' v1\n');
  assertLocated(long, 1, 1, /unknown instruction 'x+ \.\.\. x+'$/);
  assert.ok(long.stderr.length < 1000, 'the message and the source line are cut');
});

test('lines of any length: a 2 MiB assembly line is one located error; a 3 MB hex line is read whole', () => {
  const r = gcnkit(['asm', '--mcpu', 'tahiti'], `s_nop 0\n${'s'.repeat(2 << 20)}\ns_bogus\ns_nop 1\n`);
  assertLocated(r, 2, 1, /line is longer than 1048576 characters \(1 MiB\): not assembled/);
  assertLocated(r, 3, 1, /unknown instruction 's_bogus'/);
  assert.ok(r.stderr.length < 2000);
  const words = 'bf800000 '.repeat(350_000);
  const ok = gcnkit(['dis', '--mcpu', 'tahiti', '--hex'], words + '\n');
  assert.equal(ok.code, 0, ok.stderr.slice(0, 300));
  assert.equal(ok.stdout.split('\n').length - 1, 350_000);
  // A bad token deep inside a long line: its real column, the source shown as a window around it.
  const at = 9 * 200_000;
  const badLine = words.slice(0, at) + 'c0zz0000 ' + words.slice(at);
  const bad = gcnkit(['dis', '--mcpu', 'tahiti', '--hex'], badLine + '\n');
  assertLocated(bad, 1, at + 1, /bad hex token 'c0zz0000'/, badLine);
  assert.match(bad.stderr.split('\n')[1], /^\.\.\..*c0zz0000.*\.\.\.$/);
  const huge = gcnkit(['dis', '--mcpu', 'tahiti', '--hex'], 'c0020141 ' + 'z'.repeat(3 << 20) + ' c0020141\n');
  assertLocated(huge, 1, 10, /bad hex token 'z{24}\.\.\.'/);
});

test('sim: an empty or whitespace-only --state file is a located error', () => {
  const prog = join(dir, 'p.s');
  writeFileSync(prog, 's_endpgm\n');
  for (const text of ['', '  \n\t\n']) {
    const state = join(dir, 'empty.json');
    writeFileSync(state, text);
    const r = gcnkit(['sim', '--mcpu', 'tonga', '--state', state, prog]);
    assertLocated(r, 1, 1, /the state file is empty: expected a JSON object \(write \{\} for no initial state\)/);
    assert.ok(r.stderr.startsWith(`${state}:1:1: error: `));
  }
  const ok = join(dir, 'ok.json');
  writeFileSync(ok, '{}');
  assert.equal(gcnkit(['sim', '--mcpu', 'tonga', '--state', ok, prog]).code, 0);
});

test('sim: program errors stop at --max-errors', () => {
  const prog = join(dir, 'bad.s');
  writeFileSync(prog, 's_bogus\n'.repeat(50));
  const r = gcnkit(['sim', '--mcpu', 'tonga', '--max-errors', '5', prog]);
  assert.equal(r.code, 1);
  assert.equal(r.stderr.split('\n').filter((l) => l.includes(": error: unknown instruction 's_bogus'")).length, 5);
  assert.match(r.stderr, /too many errors \(more than 5\)/);
});

test('memory is flat: peak RSS of dis -q on 10 MB of random words and of dis --hex on 10 MB with a bad token per line', () => {
  const words = join(dir, 'random.bin');
  const buf = Buffer.alloc(10 << 20);
  let x = 12345;
  for (let i = 0; i < buf.length; i += 4) { x = (Math.imul(x, 1103515245) + 12345) >>> 0; buf.writeUInt32LE((x ^ (x >>> 16) ^ Math.imul(i, 2654435761)) >>> 0, i); }
  writeFileSync(words, buf);
  const hex = join(dir, 'bad.hex');
  writeFileSync(hex, 'c0020141 zz c0020141\n'.repeat((10 << 20) / 21));
  // Before issue 9: 258 MB for 10 MB of words (every warning kept), ~1 GB for 10 MB of bad hex.
  const dis = peakRssMb(['dis', '--mcpu', 'tonga', '-q', words]);
  assert.equal(dis.code, 0);
  assert.ok(dis.mb < 250, `dis -q peak ${dis.mb} MB`);
  const bad = peakRssMb(['dis', '--mcpu', 'tonga', '--hex', '--max-errors', '0', hex]);
  assert.equal(bad.code, 1);
  assert.ok(bad.mb < 250, `dis --hex peak ${bad.mb} MB`);
});
